//! The four quadrants of a board, each one's placements worked out once and filed by the rows
//! and columns they take, for the [halves](super::halves) to be listed from.
//!
//! On the whole board only one quadrant is kept (two on an odd board, whose right quadrants
//! are a column wider): the others are its images, mirrored or upside down, read through an
//! [`Image`]. That is a quarter of the memory (N = 24's tables take 5 GB, not 20).

use std::cell::Cell;
use std::convert::Infallible;
use std::ops::Range;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};

use super::error::CountError;
use crate::board::MAX_N;
use crate::solve::attacks::{Attacks, Cancelled, full_mask, mirror_columns, whole_board};
use crate::solve::enumerate::NODES_BETWEEN_CHECKS;
use crate::solve::runner::{Pieces, Stopped, threads_or_all};

/// The diagonals some queens hold: bit `row + column` of `sums`, bit `row − column + N − 1` of
/// `differences`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Diagonals {
    sums: u64,
    differences: u64,
}

impl Diagonals {
    pub(super) fn of(n: usize, row: usize, column: usize) -> Self {
        Self {
            sums: 1 << (row + column),
            differences: 1 << (row + n - 1 - column),
        }
    }

    fn with(self, other: Self) -> Self {
        Self {
            sums: self.sums | other.sums,
            differences: self.differences | other.differences,
        }
    }
}

/// Every placement of one quadrant, filed by the rows and columns it takes, each as its
/// [`packed`] diagonals, in [`Chunk`]s.
struct Quadrant {
    /// The quadrant's columns, for a column set's key.
    columns: Range<usize>,
    /// How many rows it has.
    rows: usize,
    /// How many of its columns, from its first, a chunk holds every set of; the columns from
    /// there on say which chunk (see [`Chunk`]).
    chunk_columns: usize,
    chunks: Vec<Chunk>,
}

/// The placements of a quadrant whose columns past its chunk's columns are one set: the
/// chunk's number. A chunk is walked on its own, its writes spread over its own placements only
/// (35 MB at most at N = 22, where the whole table takes 530 MB), so that chunks are built on
/// every core.
struct Chunk {
    /// Where each key's placements start in `placements` (and the last one's end): key
    /// `columns << rows | rows`, both counted from the quadrant's first row and column (the
    /// columns within the chunk's), so that a column set's placements on every set of rows are
    /// close together, as they are read.
    starts: Vec<u32>,
    placements: Vec<u64>,
    /// Beside each placement, the columns of its queens in the walk's [`KeyRows`]
    /// ([`NO_QUEEN`] where the row is another quadrant's); empty if the walk has no key row.
    key_columns: Vec<KeyColumns>,
}

/// A placement's key column where its key row has no queen of it.
pub(super) const NO_QUEEN: u8 = u8::MAX;

/// The rows, at most two, whose queens' columns each placement is kept with (see
/// [`Quadrants::placements`]): the first, then the second if there is one.
pub(super) type KeyRows = [Option<usize>; 2];

/// A placement's queens' columns in the [`KeyRows`], in their order.
pub(super) type KeyColumns = [u8; 2];

/// A half's diagonals in one word: its sums from `base` in the low 32 bits, its differences
/// from `base` in the high 32. Two halves' queens meet on a diagonal exactly when their words
/// share a bit, and a half's word is the OR of its quadrants'.
///
/// The diagonals below `base` or past the 32 are left out: no other quadrant, half or middle
/// queen can reach them. With `base` the first row of a bottom half, or the number of rows of
/// a top half (its right quadrant's queens are on sums from there, and on differences from N
/// minus that), every diagonal two of them can share is within the 32, up to N = 27: a half
/// of up to 13 rows and the middle queen reach at most 26 of each kind together.
pub(super) fn packed(diagonals: Diagonals, base: usize) -> u64 {
    (diagonals.sums >> base) & u64::from(u32::MAX) | (diagonals.differences >> base) << 32
}

/// The bytes a placement takes in a quadrant's table.
const PLACEMENT_BYTES: u64 = size_of::<u64>() as u64;

/// The columns of a quadrant a chunk holds every set of, at most: 6 makes 32 chunks of an
/// N = 22 quadrant (11 columns), each filing its placements by 2^17 keys.
const CHUNK_COLUMNS: usize = 6;

impl Chunk {
    /// The placements of `chunk`, counted by key: where each key's placements will start.
    /// `placed` is told each one. `None` if the walk stopped (see [`Walk`]).
    fn plan(walk: &Walk<'_>, chunk: usize, placed: &mut impl FnMut()) -> Option<Vec<u32>> {
        let mut starts = vec![0u32; walk.chunk_keys() + 1];
        walk.place_chunk(chunk, &mut |key, _, _| {
            starts[key + 1] = starts[key + 1].saturating_add(1);
            placed();
        })
        .ok()?;
        for key in 1..starts.len() {
            starts[key] = starts[key].checked_add(starts[key - 1])?;
        }
        Some(starts)
    }

    /// The placements of `chunk`, packed from `base`, filed at `starts` (from [`Chunk::plan`]);
    /// `None` if the walk stopped.
    fn fill(walk: &Walk<'_>, chunk: usize, starts: Vec<u32>, base: usize) -> Option<Self> {
        let count = starts[starts.len() - 1] as usize;
        let mut placements = vec![0; count];
        let mut key_columns = if walk.keeps_key_columns() {
            vec![[NO_QUEEN; 2]; count]
        } else {
            Vec::new()
        };
        let mut next = starts.clone();
        walk.place_chunk(chunk, &mut |key, diagonals, columns| {
            let slot = next[key] as usize;
            placements[slot] = packed(diagonals, base);
            if let Some(kept) = key_columns.get_mut(slot) {
                *kept = columns;
            }
            next[key] += 1;
        })
        .ok()?;
        Some(Self {
            starts,
            placements,
            key_columns,
        })
    }
}

impl Quadrant {
    /// The placements on `rows` (a set of the quadrant's rows, from its first) and `columns`
    /// (a set of the board's columns within the quadrant's).
    fn placements(&self, rows: u32, columns: u32) -> (&[u64], &[KeyColumns]) {
        let columns = (columns >> self.columns.start) as usize;
        let chunk = &self.chunks[columns >> self.chunk_columns];
        let within = columns & ((1 << self.chunk_columns) - 1);
        let key = within << self.rows | rows as usize;
        let range = chunk.starts[key] as usize..chunk.starts[key + 1] as usize;
        let key_columns = if chunk.key_columns.is_empty() {
            &[]
        } else {
            &chunk.key_columns[range.clone()]
        };
        (&chunk.placements[range], key_columns)
    }
}

/// The walk over a quadrant's placements, row by row: each row empty or with one queen, its
/// columns from the left, so that the placements of one set of rows and columns come out in
/// the order of their first row's column, then the next row's. It looks at `cancel` and `halt`
/// every [`NODES_BETWEEN_CHECKS`] placements (an N = 22 quadrant has tens of millions), and
/// once either is set, stops.
struct Walk<'a> {
    n: usize,
    rows: Range<usize>,
    /// The board's rows whose queens' columns each placement is told with.
    key_rows: KeyRows,
    columns: Range<usize>,
    /// The quadrant's columns, from its first, that a chunk holds every set of.
    chunk_columns: usize,
    allowed: &'a [u32; MAX_N],
    cancel: &'a AtomicBool,
    /// Set to stop every walk: the placements are more than there is room for.
    halt: &'a AtomicBool,
    visited: Cell<u64>,
    stopped: Cell<bool>,
}

/// Where a walk stands: the rows taken so far (from its first), the attacks on the next row
/// (the columns taken, of the board), the queens' diagonals and the key rows' columns.
#[derive(Clone, Copy)]
struct Placed {
    rows: usize,
    attacks: Attacks,
    diagonals: Diagonals,
    key_columns: KeyColumns,
}

impl Walk<'_> {
    /// Whether a key row is one of the walk's, so that its placements keep their columns.
    fn keeps_key_columns(&self) -> bool {
        self.key_rows
            .iter()
            .flatten()
            .any(|row| self.rows.contains(row))
    }

    /// The number of the quadrant's chunks.
    fn chunk_count(&self) -> usize {
        1 << (self.columns.len() - self.chunk_columns)
    }

    /// The keys of a chunk.
    fn chunk_keys(&self) -> usize {
        1 << (self.chunk_columns + self.rows.len())
    }

    /// Visits each placement of `chunk` with its key within the chunk, its diagonals and its
    /// key rows' columns: those whose columns past the chunk's are the chunk's number. An error
    /// if the walk stopped before the end.
    fn place_chunk(
        &self,
        chunk: usize,
        visit: &mut impl FnMut(usize, Diagonals, KeyColumns),
    ) -> Result<(), Cancelled> {
        let first = self.columns.start;
        let own = full_mask(self.chunk_columns) << first;
        let required = (chunk as u32) << (self.chunk_columns + first);
        let start = Placed {
            rows: 0,
            attacks: Attacks::default(),
            diagonals: Diagonals::default(),
            key_columns: [NO_QUEEN; 2],
        };
        self.place(0, start, own | required, required, visit);
        if self.stopped.get() {
            Err(Cancelled)
        } else {
            Ok(())
        }
    }

    /// Visits each placement from `step` on whose columns are within `usable` and take all of
    /// `required`.
    fn place(
        &self,
        step: usize,
        placed: Placed,
        usable: u32,
        required: u32,
        visit: &mut impl FnMut(usize, Diagonals, KeyColumns),
    ) {
        if self.stopped.get() {
            return;
        }
        let rows_left = self.rows.len() - step;
        let missing = (required & !placed.attacks.columns).count_ones() as usize;
        if missing > rows_left {
            return;
        }
        if rows_left == 0 {
            let own = full_mask(self.chunk_columns);
            let columns = (placed.attacks.columns >> self.columns.start) as usize & own as usize;
            visit(
                columns << self.rows.len() | placed.rows,
                placed.diagonals,
                placed.key_columns,
            );
            let visited = self.visited.get() + 1;
            self.visited.set(visited);
            if visited.is_multiple_of(NODES_BETWEEN_CHECKS)
                && (self.cancel.load(Ordering::Relaxed) || self.halt.load(Ordering::Relaxed))
            {
                self.stopped.set(true);
            }
            return;
        }
        if missing < rows_left {
            let passed = Placed {
                attacks: placed.attacks.pass(),
                ..placed
            };
            self.place(step + 1, passed, usable, required, visit);
        }
        let row = self.rows.start + step;
        let mut free = placed.attacks.free(self.allowed[row] & usable);
        while free != 0 {
            let column = free.trailing_zeros() as usize;
            let queen = free & free.wrapping_neg();
            free ^= queen;
            let mut key_columns = placed.key_columns;
            for (key_row, key_column) in self.key_rows.iter().zip(&mut key_columns) {
                if *key_row == Some(row) {
                    *key_column = column as u8;
                }
            }
            let next = Placed {
                rows: placed.rows | 1 << step,
                attacks: placed.attacks.place(queen),
                diagonals: placed.diagonals.with(Diagonals::of(self.n, row, column)),
                key_columns,
            };
            self.place(step + 1, next, usable, required, visit);
        }
    }
}

/// The building of a board's quadrants' tables: each quadrant's chunks walked twice, to count
/// their placements by key and then to file them, on every thread the count may use.
struct Build<'a> {
    n: usize,
    allowed: &'a [u32; MAX_N],
    key_rows: KeyRows,
    /// The rows and columns of each table's quadrant.
    quadrants: Vec<(Range<usize>, Range<usize>)>,
    building: Building<'a>,
    cancel: &'a AtomicBool,
    /// Set to stop the walks when the placements counted pass the memory there is (or a
    /// chunk's 32-bit starts).
    halt: AtomicBool,
}

/// The share of building the tables that counting the chunks' placements takes (filing them,
/// most writes a miss in the cache, takes the rest); measured at N = 22.
const PLANNING_SHARE: f64 = 0.35;

impl Build<'_> {
    /// The walk over the quadrant of `table`.
    fn walk(&self, table: usize) -> Walk<'_> {
        let (rows, columns) = self.quadrants[table].clone();
        Walk {
            n: self.n,
            chunk_columns: columns.len().min(CHUNK_COLUMNS),
            rows,
            key_rows: self.key_rows,
            columns,
            allowed: self.allowed,
            cancel: self.cancel,
            halt: &self.halt,
            visited: Cell::new(0),
            stopped: Cell::new(false),
        }
    }

    /// Each chunk to build, as its table and its number in it: those that take the most
    /// columns past their own first, as they tend to be the largest, so that the threads end
    /// together.
    fn chunks(&self) -> Vec<(usize, usize)> {
        let mut chunks: Vec<(usize, usize)> = (0..self.quadrants.len())
            .flat_map(|table| (0..self.walk(table).chunk_count()).map(move |chunk| (table, chunk)))
            .collect();
        chunks.sort_by_key(|&(_, chunk)| std::cmp::Reverse(chunk.count_ones()));
        chunks
    }

    /// Tells the building's `progress` that `share` of the tables is built.
    fn tell(&self, share: f64) {
        if let Some(progress) = self.building.progress {
            progress(share);
        }
    }

    /// The tables, if they fit in memory and the count was not cancelled.
    fn tables(&self) -> Result<Vec<Quadrant>, CountError> {
        let available = self.building.memory.unwrap_or(u64::MAX);
        let chunks = self.chunks();
        let pieces = Pieces {
            count: chunks.len(),
            threads: threads_or_all(self.building.threads),
            name: "tables",
            cancel: self.cancel,
        };
        self.tell(0.0);
        let plans = self.plan(&chunks, &pieces, available)?;
        let built = self.fill(&chunks, &pieces, plans)?;
        let mut built: Vec<((usize, usize), Chunk)> = chunks.into_iter().zip(built).collect();
        built.sort_by_key(|&(place, _)| place);
        let mut built = built.into_iter().map(|(_, chunk)| chunk);
        Ok((0..self.quadrants.len())
            .map(|table| {
                let walk = self.walk(table);
                Quadrant {
                    columns: walk.columns.clone(),
                    rows: walk.rows.len(),
                    chunk_columns: walk.chunk_columns,
                    chunks: built.by_ref().take(walk.chunk_count()).collect(),
                }
            })
            .collect())
    }

    /// Where each key of each of `chunks` starts: their placements counted on `pieces`'
    /// threads, if they fit in `available` bytes.
    ///
    /// The memory is planned before it is taken: the tables of where each key starts (known at
    /// once, with a copy of a chunk's for each thread while it files), then the placements,
    /// counted chunk by chunk until they are all counted or pass what there is.
    fn plan(
        &self,
        chunks: &[(usize, usize)],
        pieces: &Pieces<'_>,
        available: u64,
    ) -> Result<Vec<Vec<u32>>, CountError> {
        let refused = CountError::NotEnoughMemory {
            n: self.n,
            available,
        };
        let chunk_bytes = |walk: &Walk<'_>| ((walk.chunk_keys() + 1) * size_of::<u32>()) as u64;
        let walks: Vec<Walk<'_>> = (0..self.quadrants.len())
            .map(|table| self.walk(table))
            .collect();
        let kept: u64 = walks
            .iter()
            .map(|walk| walk.chunk_count() as u64 * chunk_bytes(walk))
            .sum();
        let filing = pieces.threads.min(chunks.len()) as u64
            * walks.iter().map(chunk_bytes).max().unwrap_or(0);
        let key_bytes = kept + filing;
        if key_bytes > available {
            return Err(refused);
        }
        let needed = AtomicU64::new(key_bytes);
        // Adds `placements` of `walk` to what is needed, and stops every walk once it passes
        // what there is.
        let add = |walk: &Walk<'_>, placements: u64| {
            let columns_bytes =
                size_of::<KeyColumns>() as u64 * u64::from(walk.keeps_key_columns());
            let bytes = placements * (PLACEMENT_BYTES + columns_bytes);
            if needed.fetch_add(bytes, Ordering::Relaxed) + bytes > available {
                self.halt.store(true, Ordering::Relaxed);
            }
        };
        let mut plans = vec![Vec::new(); chunks.len()];
        let mut planned = 0;
        pieces
            .as_found(
                || (),
                |index, (), _| {
                    let (table, chunk) = chunks[index];
                    let walk = self.walk(table);
                    let mut counted = 0u64;
                    let mut placed = || {
                        counted += 1;
                        if counted.is_multiple_of(NODES_BETWEEN_CHECKS) {
                            add(&walk, NODES_BETWEEN_CHECKS);
                            // A chunk's starts are 32 bits: one with more placements is far
                            // past any memory.
                            if counted > u64::from(u32::MAX) {
                                self.halt.store(true, Ordering::Relaxed);
                            }
                        }
                    };
                    let planned = Chunk::plan(&walk, chunk, &mut placed);
                    add(&walk, counted % NODES_BETWEEN_CHECKS);
                    // Stopped, or past 32 bits: the tables are not built either way.
                    let Some(starts) = planned else {
                        self.halt.store(true, Ordering::Relaxed);
                        return Err(Cancelled);
                    };
                    Ok((index, starts))
                },
                |(index, starts)| {
                    plans[index] = starts;
                    planned += 1;
                    self.tell(PLANNING_SHARE * planned as f64 / chunks.len() as f64);
                    Ok(!self.halt.load(Ordering::Relaxed))
                },
            )
            // Taking a chunk never fails: only a cancel stops the threads.
            .map_err(|_: Stopped<Infallible>| CountError::Cancelled)?;
        if self.cancel.load(Ordering::Relaxed) {
            return Err(CountError::Cancelled);
        }
        if self.halt.load(Ordering::Relaxed) {
            return Err(refused);
        }
        Ok(plans)
    }

    /// Each of `chunks`, filed at its `plans`, on `pieces`' threads: the largest first, so that
    /// the threads end together.
    fn fill(
        &self,
        chunks: &[(usize, usize)],
        pieces: &Pieces<'_>,
        plans: Vec<Vec<u32>>,
    ) -> Result<Vec<Chunk>, CountError> {
        let mut order: Vec<usize> = (0..chunks.len()).collect();
        order.sort_by_key(|&index| std::cmp::Reverse(plans[index].last().copied()));
        let plans: Vec<Mutex<Vec<u32>>> = plans.into_iter().map(Mutex::new).collect();
        let mut built: Vec<Option<Chunk>> = (0..chunks.len()).map(|_| None).collect();
        let mut filled = 0;
        pieces
            .as_found(
                || (),
                |piece, (), _| {
                    let index = order[piece];
                    let (table, chunk) = chunks[index];
                    let starts = std::mem::take(
                        &mut *plans[index].lock().unwrap_or_else(PoisonError::into_inner),
                    );
                    let walk = self.walk(table);
                    // The top half's diagonals are packed from its number of rows, the bottom
                    // half's from its first row (see `packed`).
                    let half = self.n / 2;
                    let base = if walk.rows.start == 0 {
                        half
                    } else {
                        self.n - half
                    };
                    let built = Chunk::fill(&walk, chunk, starts, base).ok_or(Cancelled)?;
                    Ok((index, built))
                },
                |(index, chunk)| {
                    built[index] = Some(chunk);
                    filled += 1;
                    let share = filled as f64 / chunks.len() as f64;
                    self.tell(PLANNING_SHARE + (1.0 - PLANNING_SHARE) * share);
                    Ok(true)
                },
            )
            // Taking a chunk never fails: only a cancel stops the threads.
            .map_err(|_: Stopped<Infallible>| CountError::Cancelled)?;
        Ok(built
            .into_iter()
            .map(|chunk| chunk.expect("every chunk built"))
            .collect())
    }
}

/// Which quadrant: top left, top right, bottom left, bottom right.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Corner {
    TopLeft,
    TopRight,
    BottomLeft,
    BottomRight,
}

/// How a quadrant's placements are read from a table: as they are, or as their image in the
/// mirror (left and right swapped), upside down, or both.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Image {
    n: usize,
    mirrored: bool,
    upside_down: bool,
}

impl Image {
    /// A placement's word (see [`packed`]) as the image's.
    ///
    /// In the mirror a queen's sum diagonal becomes its difference diagonal of the same number
    /// and the reverse, and both halves of the top are packed from the same base: the two
    /// kinds swap. Upside down, a top queen's sum `s` becomes the bottom queen's difference
    /// `2N − 2 − s` and its difference `d` the sum `2N − 2 − d`; with the top packed from
    /// `half` and the bottom from `N − half`, bit `k` of one kind becomes bit `N − 2 − k` of the
    /// other. The top sums below `half`, which the top's word leaves out, would become bottom
    /// differences past `2N − 2 − half`, which nothing else reaches on a whole board (the
    /// middle queen's reach `N + half − 1` at most); no top word has a bit past `N − 2`.
    ///
    /// Written with whole words, no branch and no 32-bit halves, so that the compiler can
    /// read eight words at once (turning the bits of a whole word over also swaps its kinds).
    /// Always inlined: compiled with each kernel's instructions.
    #[inline(always)]
    pub(super) fn word(self, word: u64) -> u64 {
        const LOW: u64 = u32::MAX as u64;
        let mirrored = word.rotate_left(32);
        let word = if self.mirrored { mirrored } else { word };
        let turned = word.reverse_bits();
        let shift = 33 - self.n as u32;
        let upside_down = (turned & LOW) >> shift | (turned >> shift) & !LOW;
        if self.upside_down { upside_down } else { word }
    }

    /// A table's key column (see [`Quadrants::placements`]) as the image's.
    pub(super) fn column(self, column: u8) -> u8 {
        if self.mirrored {
            self.n as u8 - 1 - column
        } else {
            column
        }
    }

    /// The four images of an `n` board's quadrant: as it is, mirrored, upside down, both.
    #[cfg(test)]
    pub(super) fn every(n: usize) -> [Self; 4] {
        [(false, false), (true, false), (false, true), (true, true)].map(
            |(mirrored, upside_down)| Self {
                n,
                mirrored,
                upside_down,
            },
        )
    }
}

/// How a board's tables are built, from a count's options: the memory they may take (`None`
/// sets no limit), the threads, the cancel flag, and who is told the share built (0 to 1).
#[derive(Clone, Copy)]
pub(crate) struct Building<'a> {
    pub(crate) memory: Option<u64>,
    pub(crate) threads: usize,
    pub(crate) cancel: &'a AtomicBool,
    pub(crate) progress: Option<&'a (dyn Fn(f64) + Sync)>,
}

/// A board's quadrants: the tables kept, and how each quadrant is read from them.
pub(super) struct Quadrants {
    n: usize,
    tables: Vec<Quadrant>,
    /// Per [`Corner`], its table and image.
    views: [(usize, Image); 4],
}

impl Quadrants {
    /// Works out the quadrants of an `n` board (from 12 to 27) whose row `r` may use only the
    /// columns of `allowed[r]`, if their tables fit in the memory `building` gives: on the
    /// whole board the top left one (and the top right one on an odd board), else all four.
    /// Each placement is kept with the columns of its queens in the `key_rows` (see
    /// [`Quadrants::placements`]). The tables are built on `building`'s threads, and it is told
    /// how far they have come.
    pub(super) fn new(
        n: usize,
        allowed: &[u32; MAX_N],
        building: &Building<'_>,
        key_rows: KeyRows,
    ) -> Result<Self, CountError> {
        let whole = whole_board(n, allowed);
        Self::with_images(n, allowed, building, whole, key_rows)
    }

    /// All four quadrants' tables, even of a whole board: what the images are tested against.
    #[cfg(test)]
    pub(super) fn all_four(n: usize, allowed: &[u32; MAX_N]) -> Self {
        let building = Building {
            memory: None,
            threads: 1,
            cancel: &AtomicBool::new(false),
            progress: None,
        };
        Self::with_images(n, allowed, &building, false, [None; 2])
            .expect("no memory limit, no cancel")
    }

    /// [`Quadrants::new`], with the images of one or two tables if `images`.
    fn with_images(
        n: usize,
        allowed: &[u32; MAX_N],
        building: &Building<'_>,
        images: bool,
        key_rows: KeyRows,
    ) -> Result<Self, CountError> {
        let half = n / 2;
        let width = n / 2;
        let image = |mirrored, upside_down| Image {
            n,
            mirrored,
            upside_down,
        };
        let bottom = n - half..n;
        let (quadrants, views) = if images && n.is_multiple_of(2) {
            (
                vec![(0..half, 0..width)],
                [
                    (0, image(false, false)),
                    (0, image(true, false)),
                    (0, image(false, true)),
                    (0, image(true, true)),
                ],
            )
        } else if images {
            (
                vec![(0..half, 0..width), (0..half, width..n)],
                [
                    (0, image(false, false)),
                    (1, image(false, false)),
                    (0, image(false, true)),
                    (1, image(false, true)),
                ],
            )
        } else {
            (
                vec![
                    (0..half, 0..width),
                    (0..half, width..n),
                    (bottom.clone(), 0..width),
                    (bottom, width..n),
                ],
                [0, 1, 2, 3].map(|table| (table, image(false, false))),
            )
        };
        let build = Build {
            n,
            allowed,
            key_rows,
            quadrants,
            building: *building,
            cancel: building.cancel,
            halt: AtomicBool::new(false),
        };
        let tables = build.tables()?;
        Ok(Self { n, tables, views })
    }

    /// The placements of the quadrant at `corner` on `rows` (a set of its rows, from its first)
    /// and `columns` (a set of the board's columns within its own), the columns of their queens
    /// in the key rows (of the table's rows: read through [`Image::column`]; [`NO_QUEEN`] for a
    /// key row not among `rows`; empty if neither key row is among the table's rows), and how
    /// to read their words.
    pub(super) fn placements(
        &self,
        corner: Corner,
        rows: u32,
        columns: u32,
    ) -> (&[u64], &[KeyColumns], Image) {
        let (table, image) = self.views[corner as usize];
        let table = &self.tables[table];
        let columns = if image.mirrored {
            mirror_columns(columns, self.n)
        } else {
            columns
        };
        let rows = if image.upside_down {
            rows.reverse_bits() >> (32 - table.rows)
        } else {
            rows
        };
        let (placements, key_columns) = table.placements(rows, columns);
        (placements, key_columns, image)
    }
}

#[cfg(test)]
mod tests;
