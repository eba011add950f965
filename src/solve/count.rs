//! Counting solutions fast: every solution and every class under rotation and reflection, on
//! all cores.
//!
//! # Symmetry
//!
//! Each class of solutions under the eight symmetries of the square has one *representative*,
//! its smallest member in the judge's order. The first queen of that member is the one nearest
//! to a corner of all the queens on the four edges; so the representative of a class with its
//! top queen on column `c` has every edge queen at least `c` squares from each end of its
//! edge. The search only walks boards that obey those bounds (a few per cent of the tree), and
//! at each solution it compares the board with its seven images: a solution that is not the
//! smallest is skipped, and a representative adds its class size (8 divided by the number of
//! symmetries that leave it unchanged) to the total and 1 to the unique count.
//!
//! The seven images are cheap to compare: with `p` the queens' columns by row and `q` the rows
//! by column, image values come from `p` or `q`, read forwards or backwards, as `v` or `N-1-v`.
//!
//! # Work units
//!
//! The first rows' queens split the search into many small independent units; threads take
//! them from a shared counter, and `--shard I/K` takes every K-th of them.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use crate::board::MAX_N;
use crate::solve::enumerate::full_mask;

/// A solution count for one board size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// All solutions.
    pub total: u64,
    /// Solutions up to rotation and reflection (classes).
    pub unique: u64,
}

impl std::ops::AddAssign for Counts {
    fn add_assign(&mut self, other: Self) {
        self.total += other.total;
        self.unique += other.unique;
    }
}

/// The count was stopped by its cancel flag.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the count was cancelled")]
pub struct Cancelled;

/// One of `of` deterministic parts of a count, for spreading it over machines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// Which part, `0..of`.
    pub index: usize,
    /// How many parts in all.
    pub of: usize,
}

/// How far a running count has come.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CountProgress {
    /// Work units finished.
    pub units_done: usize,
    /// Work units in this count (or shard).
    pub units: usize,
    /// What the finished units found.
    pub counts: Counts,
}

/// How to run a count.
#[derive(Default)]
pub struct CountOptions<'a> {
    /// Worker threads; `0` means one per core.
    pub threads: usize,
    /// Count only one part of the work.
    pub shard: Option<Shard>,
    /// Set it to stop the count early.
    pub cancel: Option<&'a AtomicBool>,
    /// Told after each finished unit, from the counting threads.
    pub progress: Option<&'a (dyn Fn(CountProgress) + Sync)>,
}

/// Counts the solutions of an `n`×`n` board, all of them and up to symmetry.
pub fn count(n: usize, options: &CountOptions<'_>) -> Result<Counts, Cancelled> {
    assert!((1..=MAX_N).contains(&n), "n = {n} is outside 1..={MAX_N}");
    let mut units = work_units(n);
    if let Some(shard) = options.shard {
        units = units
            .into_iter()
            .enumerate()
            .filter(|(i, _)| i % shard.of == shard.index)
            .map(|(_, unit)| unit)
            .collect();
    }
    let threads = match options.threads {
        0 => std::thread::available_parallelism().map_or(1, std::num::NonZero::get),
        t => t,
    }
    .min(units.len().max(1));
    let never = AtomicBool::new(false);
    let cancel = options.cancel.unwrap_or(&never);
    let next_unit = AtomicUsize::new(0);
    let done = std::sync::Mutex::new((0usize, Counts::default()));

    let worker = || -> Counts {
        let mut mine = Counts::default();
        loop {
            let i = next_unit.fetch_add(1, Ordering::Relaxed);
            let Some(unit) = units.get(i) else {
                return mine;
            };
            let Some(found) = unit.count(n, cancel) else {
                return mine;
            };
            mine += found;
            if let Some(progress) = options.progress {
                let mut done = done
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner);
                done.0 += 1;
                done.1 += found;
                progress(CountProgress {
                    units_done: done.0,
                    units: units.len(),
                    counts: done.1,
                });
            }
        }
    };
    let mut total = Counts::default();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (1..threads)
            .map(|i| {
                std::thread::Builder::new()
                    .name(format!("count-{i}"))
                    .spawn_scoped(scope, worker)
                    .expect("spawning a counting thread")
            })
            .collect();
        total += worker();
        for handle in handles {
            total += handle.join().expect("a counting thread panicked");
        }
    });
    if cancel.load(Ordering::Relaxed) {
        Err(Cancelled)
    } else {
        Ok(total)
    }
}

/// The number of work units a count of `n` is split into (what `--shard` divides).
pub fn work_unit_count(n: usize) -> usize {
    work_units(n).len()
}

// ----------------------------------------------------------------------------
// Work units

/// The queens of the first rows, fixed, and the bounds the representative obeys.
struct WorkUnit {
    /// Column masks allowed per row, with the fixed rows narrowed to one bit.
    allowed: [u32; MAX_N],
    /// The number of fixed rows at the top.
    fixed_rows: usize,
}

/// The rows fixed per unit: enough units to keep every core busy and the progress bar moving.
fn fixed_rows(n: usize) -> usize {
    match n {
        0..=5 => 1,
        6..=11 => 2,
        _ => 3,
    }
}

fn work_units(n: usize) -> Vec<WorkUnit> {
    let depth = fixed_rows(n).min(n);
    let mut units = Vec::new();
    for first_column in 0..n.div_ceil(2) {
        let allowed = representative_bounds(n, first_column);
        // Expand the prefix rows in the judge's order with the plain enumerator's rules.
        let mut prefix = vec![0u32; depth];
        expand_prefix(&allowed, &mut prefix, 0, (0, 0, 0), &mut |prefix| {
            let mut fixed = allowed;
            fixed[..depth].copy_from_slice(prefix);
            units.push(WorkUnit {
                allowed: fixed,
                fixed_rows: depth,
            });
        });
    }
    units
}

/// The columns each row may use on a class representative whose top queen is on `first_column`:
/// every queen on an edge is at least `first_column` squares from either end of that edge.
fn representative_bounds(n: usize, first_column: usize) -> [u32; MAX_N] {
    let full = full_mask(n);
    let last = n - 1;
    let within = full & !full_mask(first_column) & full_mask(n - first_column);
    let edges = 1 | (1 << last);
    let mut allowed = [0; MAX_N];
    for (row, mask) in allowed.iter_mut().enumerate().take(n) {
        *mask = if row < first_column || row > last - first_column {
            full & !edges
        } else {
            full
        };
    }
    allowed[0] = 1 << first_column;
    allowed[last] &= within;
    allowed
}

fn expand_prefix(
    allowed: &[u32; MAX_N],
    prefix: &mut Vec<u32>,
    row: usize,
    (column, down_right, down_left): (u32, u32, u32),
    emit: &mut dyn FnMut(&[u32]),
) {
    if row == prefix.len() {
        emit(prefix);
        return;
    }
    let mut free = allowed[row] & !(column | down_right | down_left);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        prefix[row] = bit;
        let below = (
            column | bit,
            (down_right | bit) << 1,
            (down_left | bit) >> 1,
        );
        expand_prefix(allowed, prefix, row + 1, below, emit);
    }
}

impl WorkUnit {
    /// The counts of this unit, or `None` if cancelled.
    fn count(&self, n: usize, cancel: &AtomicBool) -> Option<Counts> {
        let mut counts = Counts::default();
        let mut leaf = |bits: &[u32]| {
            if let Some(class_size) = representative_class_size(bits) {
                counts.total += class_size;
                counts.unique += 1;
            }
        };
        let mut search = Search::new(n, self.allowed, cancel, &mut leaf);
        let (mut column, mut down_right, mut down_left) = (0, 0, 0);
        for row in 0..self.fixed_rows {
            let bit = self.allowed[row];
            debug_assert_eq!(
                bit & (column | down_right | down_left),
                0,
                "prefixes are safe"
            );
            search.bits[row] = bit;
            (column, down_right, down_left) = (
                column | bit,
                (down_right | bit) << 1,
                (down_left | bit) >> 1,
            );
        }
        if self.fixed_rows == n {
            (search.leaf)(&search.bits[..n]);
        } else {
            search.run(self.fixed_rows, column, down_right, down_left);
        }
        (!search.cancelled).then_some(counts)
    }
}

/// If the solution given by one bit per row is its class's smallest member, the class size.
fn representative_class_size(bits: &[u32]) -> Option<u64> {
    let n = bits.len();
    let last = n - 1;
    let mut by_row = [0u8; MAX_N];
    let mut by_column = [0u8; MAX_N];
    for (row, bit) in bits.iter().enumerate() {
        let column = bit.trailing_zeros() as usize;
        by_row[row] = column as u8;
        by_column[column] = row as u8;
    }
    let mut unchanged = 1;
    // Symmetry s: values from `by_column` if bit 2, read backwards if bit 1, mirrored if bit 0.
    for symmetry in 1..8u8 {
        let source = if symmetry & 4 != 0 {
            &by_column
        } else {
            &by_row
        };
        let backwards = symmetry & 2 != 0;
        let mirrored = symmetry & 1 != 0;
        let mut same = true;
        for i in 0..n {
            let value = source[if backwards { last - i } else { i }];
            let value = if mirrored { last as u8 - value } else { value };
            if value != by_row[i] {
                if value < by_row[i] {
                    return None;
                }
                same = false;
                break;
            }
        }
        unchanged += u64::from(same);
    }
    Some(8 / unchanged)
}

// ----------------------------------------------------------------------------
// The search

/// A depth-first bitboard search that hands every solution to `leaf`, row masks as given.
pub(crate) struct Search<'a, L: FnMut(&[u32])> {
    last: usize,
    allowed: [u32; MAX_N],
    /// The queen of each row, as a one-bit mask.
    bits: [u32; MAX_N],
    cancel: &'a AtomicBool,
    /// The cancel flag is read on entering this row: deep enough to be rare, shallow enough to
    /// be read every few thousand nodes.
    cancel_check_row: usize,
    cancelled: bool,
    leaf: &'a mut L,
}

impl<'a, L: FnMut(&[u32])> Search<'a, L> {
    pub(crate) fn new(
        n: usize,
        allowed: [u32; MAX_N],
        cancel: &'a AtomicBool,
        leaf: &'a mut L,
    ) -> Self {
        Self {
            last: n - 1,
            allowed,
            bits: [0; MAX_N],
            cancel,
            cancel_check_row: n.saturating_sub(8),
            cancelled: false,
            leaf,
        }
    }

    /// Whether the search stopped because its cancel flag was set.
    pub(crate) fn cancelled(&self) -> bool {
        self.cancelled
    }

    /// Searches rows `row..` given the attacks from the rows above.
    pub(crate) fn run(&mut self, row: usize, column: u32, down_right: u32, down_left: u32) {
        if row == self.cancel_check_row && self.cancel.load(Ordering::Relaxed) {
            self.cancelled = true;
        }
        if self.cancelled {
            return;
        }
        let mut free = self.allowed[row] & !(column | down_right | down_left);
        if row == self.last {
            if free != 0 {
                self.bits[row] = free;
                (self.leaf)(&self.bits[..=row]);
            }
            return;
        }
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            self.bits[row] = bit;
            self.run(
                row + 1,
                column | bit,
                (down_right | bit) << 1,
                (down_left | bit) >> 1,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::{A000170, A002562, Solutions};

    #[test]
    fn counts_match_oeis_up_to_13() {
        for n in 1..=13 {
            let counts = count(n, &CountOptions::default()).unwrap();
            assert_eq!(counts.total, A000170[n], "total, n = {n}");
            assert_eq!(counts.unique, A002562[n], "unique, n = {n}");
        }
    }

    #[test]
    fn representatives_are_the_canonical_solutions() {
        for n in 1..=9 {
            for solution in Solutions::new(n) {
                let bits: Vec<u32> = solution.columns().iter().map(|&c| 1 << c).collect();
                let expected = (solution.canonical() == solution)
                    .then(|| solution.symmetry_class().len() as u64);
                assert_eq!(representative_class_size(&bits), expected, "{solution}");
            }
        }
    }

    #[test]
    fn shards_add_up_to_the_whole() {
        for of in [1, 2, 5] {
            let mut sum = Counts::default();
            for index in 0..of {
                let shard = Some(Shard { index, of });
                sum += count(
                    11,
                    &CountOptions {
                        shard,
                        ..CountOptions::default()
                    },
                )
                .unwrap();
            }
            assert_eq!(
                sum,
                Counts {
                    total: 2680,
                    unique: 341
                }
            );
        }
    }

    #[test]
    fn a_set_cancel_flag_stops_the_count() {
        let cancel = AtomicBool::new(true);
        let options = CountOptions {
            cancel: Some(&cancel),
            ..CountOptions::default()
        };
        assert_eq!(count(16, &options), Err(Cancelled));
    }
}
