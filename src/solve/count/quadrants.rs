//! The four quadrants of a board, each one's placements worked out once and filed by the rows
//! and columns they take, for the [halves](super::halves) to be listed from.
//!
//! On the whole board only one quadrant is kept (two on an odd board, whose right quadrants
//! are a column wider): the others are its images, mirrored or upside down, read through an
//! [`Image`]. That is a quarter of the memory (N = 24's tables take 5 GB, not 20).

use std::cell::Cell;
use std::ops::Range;
use std::sync::atomic::{AtomicBool, Ordering};

use super::error::CountError;
use crate::board::MAX_N;
use crate::solve::attacks::{full_mask, mirror_columns, whole_board};
use crate::solve::enumerate::NODES_BETWEEN_CHECKS;

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

    fn meets(self, other: Self) -> bool {
        (self.sums & other.sums) | (self.differences & other.differences) != 0
    }

    fn with(self, other: Self) -> Self {
        Self {
            sums: self.sums | other.sums,
            differences: self.differences | other.differences,
        }
    }
}

/// Every placement of one quadrant, filed by the rows and columns it takes, each as its
/// [`packed`] diagonals.
struct Quadrant {
    /// The quadrant's columns, for a column set's key.
    columns: Range<usize>,
    /// How many rows it has.
    rows: usize,
    /// Where each key's placements start in `placements` (and the last one's end): key
    /// `columns << rows | rows`, both counted from the quadrant's first row and column, so that
    /// a column set's placements on every set of rows are close together, as they are read.
    starts: Vec<usize>,
    placements: Vec<u64>,
    /// Beside each placement, the column of its queen in the walk's key row ([`NO_QUEEN`] if
    /// the row is another quadrant's); empty if the walk has no key row.
    key_columns: Vec<u8>,
}

/// A placement's key column where its key row has no queen of it.
pub(super) const NO_QUEEN: u8 = u8::MAX;

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

/// A quadrant has more placements than there is room for.
struct TooMany;

impl Quadrant {
    /// The bytes of the quadrant's tables of where each key starts, known before any walk:
    /// two while it is built.
    fn key_bytes(walk: &Walk<'_>) -> u64 {
        let keys = 1u64 << (walk.rows.len() + walk.columns.len());
        2 * (keys + 1) * size_of::<usize>() as u64
    }

    /// Where each key's placements will start, and how many there are: a first walk over the
    /// placements, counting. If there are more than `room`, the walk stops there (an N = 27
    /// quadrant has billions, more than most machines hold) and says so.
    fn plan(walk: &Walk<'_>, room: u64) -> Result<(Vec<usize>, u64), TooMany> {
        let mut starts = vec![0usize; (1 << (walk.rows.len() + walk.columns.len())) + 1];
        let mut placements = 0;
        walk.place(0, 0, 0, Diagonals::default(), NO_QUEEN, &mut |key, _, _| {
            starts[key + 1] += 1;
            placements += 1;
            if placements > room {
                walk.stopped.set(true);
            }
        });
        if placements > room {
            return Err(TooMany);
        }
        for key in 1..starts.len() {
            starts[key] += starts[key - 1];
        }
        Ok((starts, placements))
    }

    /// The placements of `walk`, packed from `base`, filed at `starts` (from [`Quadrant::plan`]).
    fn new(walk: &Walk<'_>, starts: Vec<usize>, base: usize) -> Self {
        let mut next = starts.clone();
        let count = starts[starts.len() - 1];
        let mut placements = vec![0; count];
        let mut key_columns = if walk.keeps_key_columns() {
            vec![NO_QUEEN; count]
        } else {
            Vec::new()
        };
        walk.place(
            0,
            0,
            0,
            Diagonals::default(),
            NO_QUEEN,
            &mut |key, diagonals, key_column| {
                placements[next[key]] = packed(diagonals, base);
                if let Some(slot) = key_columns.get_mut(next[key]) {
                    *slot = key_column;
                }
                next[key] += 1;
            },
        );
        Self {
            columns: walk.columns.clone(),
            rows: walk.rows.len(),
            starts,
            placements,
            key_columns,
        }
    }

    /// The placements on `rows` (a set of the quadrant's rows, from its first) and `columns`
    /// (a set of the board's columns within the quadrant's).
    fn placements(&self, rows: u32, columns: u32) -> (&[u64], &[u8]) {
        let key = ((columns >> self.columns.start) as usize) << self.rows | rows as usize;
        let range = self.starts[key]..self.starts[key + 1];
        let key_columns = if self.key_columns.is_empty() {
            &[]
        } else {
            &self.key_columns[range.clone()]
        };
        (&self.placements[range], key_columns)
    }
}

/// The walk over a quadrant's placements, row by row: each row empty or with one queen, its
/// columns from the left, so that the placements of one set of rows and columns come out in
/// the order of their first row's column, then the next row's. It looks at `cancel` every
/// [`NODES_BETWEEN_CHECKS`] placements (an N = 22 quadrant has tens of millions), and once it
/// is set, stops.
struct Walk<'a> {
    n: usize,
    rows: Range<usize>,
    /// The board's row whose queen's column each placement is told with, if any.
    key_row: Option<usize>,
    columns: Range<usize>,
    allowed: &'a [u32; MAX_N],
    cancel: &'a AtomicBool,
    visited: Cell<u64>,
    stopped: Cell<bool>,
}

impl Walk<'_> {
    /// Whether the key row is one of the walk's, so that its placements keep its column.
    fn keeps_key_columns(&self) -> bool {
        self.key_row.is_some_and(|row| self.rows.contains(&row))
    }

    /// Visits each placement from `step` on with its key, diagonals and key row's column.
    fn place(
        &self,
        step: usize,
        taken_rows: usize,
        taken_columns: u32,
        diagonals: Diagonals,
        key_column: u8,
        visit: &mut impl FnMut(usize, Diagonals, u8),
    ) {
        if self.stopped.get() {
            return;
        }
        if step == self.rows.len() {
            let key =
                ((taken_columns >> self.columns.start) as usize) << self.rows.len() | taken_rows;
            visit(key, diagonals, key_column);
            let visited = self.visited.get() + 1;
            self.visited.set(visited);
            if visited.is_multiple_of(NODES_BETWEEN_CHECKS) && self.cancel.load(Ordering::Relaxed) {
                self.stopped.set(true);
            }
            return;
        }
        self.place(
            step + 1,
            taken_rows,
            taken_columns,
            diagonals,
            key_column,
            visit,
        );
        let row = self.rows.start + step;
        let within = full_mask(self.columns.end) & !full_mask(self.columns.start);
        let mut free = self.allowed[row] & within & !taken_columns;
        while free != 0 {
            let column = free.trailing_zeros() as usize;
            free &= free - 1;
            let queen = Diagonals::of(self.n, row, column);
            if !queen.meets(diagonals) {
                let key_column = if self.key_row == Some(row) {
                    column as u8
                } else {
                    key_column
                };
                self.place(
                    step + 1,
                    taken_rows | 1 << step,
                    taken_columns | 1 << column,
                    diagonals.with(queen),
                    key_column,
                    visit,
                );
            }
        }
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

/// A board's quadrants: the tables kept, and how each quadrant is read from them.
pub(super) struct Quadrants {
    n: usize,
    tables: Vec<Quadrant>,
    /// Per [`Corner`], its table and image.
    views: [(usize, Image); 4],
}

impl Quadrants {
    /// Works out the quadrants of an `n` board (from 12 to 27) whose row `r` may use only the
    /// columns of `allowed[r]`, if their tables fit in `available` bytes: on the whole board
    /// the top left one (and the top right one on an odd board), else all four. With a
    /// `key_row`, each placement is kept with the column of its queen in that row (see
    /// [`Quadrants::placements`]).
    pub(super) fn new(
        n: usize,
        allowed: &[u32; MAX_N],
        available: Option<u64>,
        cancel: &AtomicBool,
        key_row: Option<usize>,
    ) -> Result<Self, CountError> {
        let whole = whole_board(n, allowed);
        Self::with_images(n, allowed, available, cancel, whole, key_row)
    }

    /// All four quadrants' tables, even of a whole board: what the images are tested against.
    #[cfg(test)]
    pub(super) fn all_four(n: usize, allowed: &[u32; MAX_N]) -> Self {
        Self::with_images(n, allowed, None, &AtomicBool::new(false), false, None)
            .expect("no memory limit, no cancel")
    }

    /// [`Quadrants::new`], with the images of one or two tables if `images`.
    fn with_images(
        n: usize,
        allowed: &[u32; MAX_N],
        available: Option<u64>,
        cancel: &AtomicBool,
        images: bool,
        key_row: Option<usize>,
    ) -> Result<Self, CountError> {
        let half = n / 2;
        let width = n / 2;
        let walk = |rows: Range<usize>, columns: Range<usize>| Walk {
            n,
            rows,
            key_row,
            columns,
            allowed,
            cancel,
            visited: Cell::new(0),
            stopped: Cell::new(false),
        };
        let image = |mirrored, upside_down| Image {
            n,
            mirrored,
            upside_down,
        };
        let bottom = n - half..n;
        let (walks, views) = if images && n.is_multiple_of(2) {
            (
                vec![walk(0..half, 0..width)],
                [
                    (0, image(false, false)),
                    (0, image(true, false)),
                    (0, image(false, true)),
                    (0, image(true, true)),
                ],
            )
        } else if images {
            (
                vec![walk(0..half, 0..width), walk(0..half, width..n)],
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
                    walk(0..half, 0..width),
                    walk(0..half, width..n),
                    walk(bottom.clone(), 0..width),
                    walk(bottom, width..n),
                ],
                [0, 1, 2, 3].map(|table| (table, image(false, false))),
            )
        };
        let cancelled = || walks.iter().any(|walk| walk.stopped.get());
        // The memory is planned before it is taken: the tables of where each key starts (known
        // at once), then each quadrant's placements, walked and counted up to what is left.
        let available = available.unwrap_or(u64::MAX);
        let mut needed: u64 = walks.iter().map(Quadrant::key_bytes).sum();
        let bytes_per_placement =
            |walk: &Walk<'_>| PLACEMENT_BYTES + u64::from(walk.keeps_key_columns());
        let mut plans = Vec::with_capacity(walks.len());
        for walk in &walks {
            let room = available
                .checked_sub(needed)
                .map(|left| left / bytes_per_placement(walk));
            let Some(Ok((starts, placements))) = room.map(|room| Quadrant::plan(walk, room)) else {
                return Err(CountError::NotEnoughMemory { n, available });
            };
            needed += placements * bytes_per_placement(walk);
            plans.push(starts);
        }
        if cancelled() {
            return Err(CountError::Cancelled);
        }
        // The top half's diagonals are packed from its number of rows, the bottom half's from
        // its first row (see `packed`).
        let tables = walks
            .iter()
            .zip(plans)
            .map(|(walk, starts)| {
                let base = if walk.rows.start == 0 { half } else { n - half };
                Quadrant::new(walk, starts, base)
            })
            .collect();
        if cancelled() {
            return Err(CountError::Cancelled);
        }
        Ok(Self { n, tables, views })
    }

    /// The placements of the quadrant at `corner` on `rows` (a set of its rows, from its first)
    /// and `columns` (a set of the board's columns within its own), the columns of their queens
    /// in the key row (of the table's rows: read through [`Image::column`]; empty if there is
    /// no key row or it is another quadrant's), and how to read their words. Those of one key
    /// column come one after another, in the order of the key column (or its reverse), if the
    /// quadrant's rows above the key row are narrowed to one column each.
    pub(super) fn placements(
        &self,
        corner: Corner,
        rows: u32,
        columns: u32,
    ) -> (&[u64], &[u8], Image) {
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
mod tests {
    use super::*;

    #[test]
    fn an_image_turns_each_kind_of_diagonal_on_its_own() {
        // What `Image::word` does with whole words, done kind by kind.
        let by_kinds = |image: Image, word: u64| {
            let (mut sums, mut differences) = (word as u32, (word >> 32) as u32);
            if image.mirrored {
                (sums, differences) = (differences, sums);
            }
            if image.upside_down {
                let turned = |bits: u32| bits.reverse_bits() >> (33 - image.n);
                (sums, differences) = (turned(differences), turned(sums));
            }
            u64::from(sums) | u64::from(differences) << 32
        };
        let mut next = super::super::xorshift(0x9e37_79b9_7f4a_7c15);
        for n in 12..=27 {
            for image in Image::every(n) {
                for _ in 0..1000 {
                    let word = next();
                    assert_eq!(
                        image.word(word),
                        by_kinds(image, word),
                        "{image:?} {word:#x}"
                    );
                }
            }
        }
    }
}
