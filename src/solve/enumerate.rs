//! Every solution in the judge's order, from a bitboard search that can be paused and resumed.
//!
//! The search places one queen per row, top to bottom. Three bit masks say which columns of the
//! current row are attacked: by a queen above in the same column, on a diagonal running down to
//! the right, or on one running down to the left. Bit `c` stands for column `c`, so the lowest
//! free bit is the leftmost free column, and taking free bits lowest first visits the solutions
//! in exactly the lexicographic order the judge asks for.
//!
//! The recursion of the textbook version is unrolled into an explicit stack (one entry per
//! row), so that the search can stop after a solution, hand it out, and continue later, and so
//! that it can start right after any given solution.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::board::{MAX_N, Placement, representative_class_size};
use crate::solve::attacks::{Attacks, Cancelled, full_mask};

/// Where [`Solutions::advance`] stopped.
#[derive(Debug, PartialEq, Eq)]
pub enum Stop<'a> {
    /// At a solution: its columns, row by row.
    Solution(&'a [u8]),
    /// At the end: there are no more solutions.
    Finished,
    /// Out of its node budget; call again to go on.
    Paused,
}

/// The squares a cancellable search places between two looks at its cancel flag.
pub const NODES_BETWEEN_CHECKS: u64 = 1 << 14;

/// The number of the left-right mirror image of solution No `number` of `total`: mirroring
/// reverses the judge's order (the first queen's column counts first), so it is No
/// `total + 1 − number`. The one place the browser, the export and the jumps learn it.
pub const fn mirror_number(total: u64, number: u64) -> u64 {
    total + 1 - number
}

/// Calls `visit` with every solution whose first rows hold the queens of `prefix` (columns, row
/// by row), in the judge's order, and returns how many there were. This is the textbook
/// recursion, faster than the resumable [`Solutions`] where nothing needs to pause between
/// solutions (the export's pieces). `Err` once `cancel` is set, looked at every
/// [`NODES_BETWEEN_CHECKS`] squares.
pub fn for_each_below(
    n: usize,
    prefix: &[u8],
    cancel: &AtomicBool,
    visit: impl FnMut(&[u8]),
) -> Result<u64, Cancelled> {
    assert!((1..=MAX_N).contains(&n) && prefix.len() <= n);
    let mut walk = Walk {
        n,
        full: full_mask(n),
        columns: [0; MAX_N],
        nodes: 0,
        found: 0,
        cancel,
        visit,
    };
    let mut attacks = Attacks::default();
    for (row, &column) in prefix.iter().enumerate() {
        let bit = 1u32 << column;
        if attacks.free(walk.full) & bit == 0 {
            return Ok(0);
        }
        walk.columns[row] = column;
        attacks = attacks.place(bit);
    }
    walk.place(prefix.len(), attacks)?;
    Ok(walk.found)
}

/// The state of [`for_each_below`]'s recursion.
struct Walk<'a, F> {
    n: usize,
    full: u32,
    columns: [u8; MAX_N],
    nodes: u64,
    found: u64,
    cancel: &'a AtomicBool,
    visit: F,
}

impl<F: FnMut(&[u8])> Walk<'_, F> {
    /// Places a queen on each free square of `row` in turn, lowest column first, and goes on
    /// below it, given the attacks on `row` from above.
    fn place(&mut self, row: usize, attacks: Attacks) -> Result<(), Cancelled> {
        if row == self.n {
            self.found += 1;
            (self.visit)(&self.columns[..self.n]);
            return Ok(());
        }
        let mut free = attacks.free(self.full);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            self.nodes += 1;
            if self.nodes.is_multiple_of(NODES_BETWEEN_CHECKS)
                && self.cancel.load(Ordering::Relaxed)
            {
                return Err(Cancelled);
            }
            self.columns[row] = bit.trailing_zeros() as u8;
            self.place(row + 1, attacks.place(bit))?;
        }
        Ok(())
    }
}

/// The solutions of an `n`-queens board, in the judge's order, possibly restricted to some
/// columns per row.
///
/// Use it as an [`Iterator`] of [`Placement`]s, or call [`Solutions::next_columns`] to borrow
/// each solution without allocating (the fast path of export).
#[derive(Clone, Debug)]
pub struct Solutions {
    n: usize,
    /// The row the search goes on at: 0 at the start, the last row after a solution.
    row: usize,
    /// The columns each row may use at all (the whole row unless the search is restricted).
    allowed: [u32; MAX_N],
    /// Per row, the free columns not tried yet.
    untried: [u32; MAX_N],
    /// Per row, the columns attacked from above: by column, and by each diagonal direction.
    attacks: [Attacks; MAX_N],
    /// The column of the queen in each row that holds one.
    columns: [u8; MAX_N],
    /// Yield only the fundamental solutions: each class's smallest member.
    fundamental_only: bool,
}

impl Solutions {
    /// All solutions of an `n`×`n` board, from the first. `n` is `1..=MAX_N`.
    pub fn new(n: usize) -> Self {
        Self::restricted(n, &[full_mask(n); MAX_N][..n])
    }

    /// The solutions whose queen in row `r` stands on one of the columns of `allowed[r]`
    /// (bit `c` for column `c`), in the judge's order.
    pub fn restricted(n: usize, allowed: &[u32]) -> Self {
        assert!((1..=MAX_N).contains(&n), "n = {n} is outside 1..={MAX_N}");
        assert_eq!(allowed.len(), n, "one mask per row");
        let mut search = Self {
            n,
            row: 0,
            allowed: [0; MAX_N],
            untried: [0; MAX_N],
            attacks: [Attacks::default(); MAX_N],
            columns: [0; MAX_N],
            fundamental_only: false,
        };
        for (row, &mask) in allowed.iter().enumerate() {
            search.allowed[row] = mask & full_mask(n);
        }
        search.untried[0] = search.allowed[0];
        search
    }

    /// The same search, yielding only the fundamental solutions (each class's smallest member
    /// under rotation and reflection), in the judge's order: 12 for N = 8.
    #[must_use]
    pub fn fundamental_only(mut self) -> Self {
        self.fundamental_only = true;
        self
    }

    /// The solutions that come after `solution` (which must be one) in the judge's order:
    /// the enumeration resumed from a checkpoint.
    pub fn after(solution: &Placement) -> Self {
        let mut search = Self::new(solution.n());
        search.descend_along(solution.columns());
        search
    }

    /// The solutions from `solution` on, `solution` itself first.
    pub fn from(solution: &Placement) -> Self {
        let mut search = Self::new(solution.n());
        let columns = solution.columns();
        search.descend_along(columns);
        // Put the last queen back among the untried columns of its row, so it comes out next.
        let last = search.n - 1;
        search.untried[last] |= 1 << columns[last];
        search
    }

    /// Sets the stack to the state the search is in just after yielding `columns`.
    fn descend_along(&mut self, columns: &[u8]) {
        for (row, &column) in columns.iter().enumerate() {
            let bit = 1u32 << column;
            debug_assert!(self.untried[row] & bit != 0, "not a solution: row {row}");
            // Every column left of the queen has been tried already.
            self.untried[row] &= !(bit | (bit - 1));
            self.columns[row] = column;
            if row + 1 < self.n {
                self.open_row_below(row, bit);
            }
        }
        self.row = self.n - 1;
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// Computes the attacks on row `row + 1` once a queen stands on `bit` of row `row`.
    #[inline]
    fn open_row_below(&mut self, row: usize, bit: u32) {
        let below = self.attacks[row].place(bit);
        let next = row + 1;
        self.attacks[next] = below;
        self.untried[next] = below.free(self.allowed[next]);
    }

    /// The next solution's columns, row by row, borrowed until the next call; `None` at the end.
    pub fn next_columns(&mut self) -> Option<&[u8]> {
        match self.advance(u64::MAX) {
            Stop::Solution(columns) => Some(columns),
            Stop::Finished | Stop::Paused => None,
        }
    }

    /// The next solution's columns, giving up when `cancel` is set. The flag is read at every
    /// solution and every [`NODES_BETWEEN_CHECKS`] squares placed, so that a cancel is seen
    /// soon even where solutions are far apart (N = 32).
    pub fn next_columns_cancellable(
        &mut self,
        cancel: &AtomicBool,
    ) -> Result<Option<&[u8]>, Cancelled> {
        loop {
            if cancel.load(Ordering::Relaxed) {
                return Err(Cancelled);
            }
            match self.advance(NODES_BETWEEN_CHECKS) {
                Stop::Solution(_) => break,
                Stop::Finished => return Ok(None),
                Stop::Paused => {}
            }
        }
        Ok(Some(&self.columns[..self.n]))
    }

    /// The next solution, giving up when `cancel` is set: for searches that may run long, such
    /// as completing a sparse board of 32.
    pub fn next_cancellable(
        &mut self,
        cancel: &AtomicBool,
    ) -> Result<Option<Placement>, Cancelled> {
        Ok(self
            .next_columns_cancellable(cancel)?
            .map(Placement::from_columns))
    }

    /// Searches until the next solution, the end, or `max_nodes` squares placed, whichever
    /// comes first. A paused search goes on where it stopped at the next call.
    pub fn advance(&mut self, max_nodes: u64) -> Stop<'_> {
        let n = self.n;
        let mut row = self.row % MAX_N;
        let mut nodes = 0;
        loop {
            let untried = self.untried[row];
            if untried == 0 {
                if row == 0 {
                    self.row = 0;
                    return Stop::Finished;
                }
                row -= 1;
                continue;
            }
            if nodes == max_nodes {
                self.row = row;
                return Stop::Paused;
            }
            nodes += 1;
            let bit = untried & untried.wrapping_neg();
            self.untried[row] = untried ^ bit;
            self.columns[row] = bit.trailing_zeros() as u8;
            if row + 1 == n {
                let columns = &self.columns[..n];
                if self.fundamental_only && representative_class_size(columns).is_none() {
                    continue;
                }
                self.row = row;
                return Stop::Solution(&self.columns[..n]);
            }
            // Work out the row below before going down: a dead end costs no stores.
            let next = (row + 1) % MAX_N;
            let below = self.attacks[row].place(bit);
            let free = below.free(self.allowed[next]);
            if free == 0 {
                continue;
            }
            self.attacks[next] = below;
            self.untried[next] = free;
            row = next;
        }
    }

    /// Skips `count` solutions, giving up when `cancel` is set, and tells `walked` how many
    /// are behind every [`SOLUTIONS_BETWEEN_REPORTS`] of them, so that a long walk can say how far
    /// it has come; returns how many there were to skip (fewer at the end).
    pub fn skip_solutions(
        &mut self,
        count: u64,
        cancel: &AtomicBool,
        mut walked: impl FnMut(u64),
    ) -> Result<u64, Cancelled> {
        let mut skipped = 0;
        while skipped < count && self.next_columns_cancellable(cancel)?.is_some() {
            skipped += 1;
            if skipped.is_multiple_of(SOLUTIONS_BETWEEN_REPORTS) {
                walked(skipped);
            }
        }
        Ok(skipped)
    }
}

/// How many solutions a long walk through them (a skip, an export, the enumeration) passes
/// between two looks at the clock and two reports of how far it has come.
pub const SOLUTIONS_BETWEEN_REPORTS: u64 = 4096;

impl Iterator for Solutions {
    type Item = Placement;

    fn next(&mut self) -> Option<Placement> {
        self.next_columns().map(Placement::from_columns)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::textbook;

    #[test]
    fn matches_the_textbook_search_for_n_up_to_10() {
        for n in 1..=10 {
            let fast: Vec<Placement> = Solutions::new(n).collect();
            assert_eq!(fast, textbook::solutions(n), "n = {n}");
        }
    }

    #[test]
    fn the_first_solution_of_eight_is_the_judges_no_1() {
        let first = Solutions::new(8).next().unwrap();
        assert_eq!(first.columns(), &[0, 4, 7, 5, 2, 6, 1, 3]);
    }

    #[test]
    fn resumes_after_and_from_any_solution() {
        let all: Vec<Placement> = Solutions::new(8).collect();
        for (index, solution) in all.iter().enumerate() {
            let rest: Vec<Placement> = Solutions::after(solution).collect();
            assert_eq!(rest, all[index + 1..], "after No {}", index + 1);
            let from: Vec<Placement> = Solutions::from(solution).collect();
            assert_eq!(from, all[index..], "from No {}", index + 1);
        }
    }

    #[test]
    fn a_paused_search_goes_on_where_it_stopped() {
        let mut paused = Solutions::new(8);
        let mut found = Vec::new();
        loop {
            match paused.advance(3) {
                Stop::Solution(columns) => found.push(Placement::from_columns(columns)),
                Stop::Finished => break,
                Stop::Paused => {}
            }
        }
        assert_eq!(found, Solutions::new(8).collect::<Vec<_>>());
        let cancel = AtomicBool::new(true);
        assert_eq!(Solutions::new(32).next_cancellable(&cancel), Err(Cancelled));
    }

    #[test]
    fn fundamental_solutions_are_the_canonical_ones_in_order() {
        for n in 1..=9 {
            let expected: Vec<Placement> =
                Solutions::new(n).filter(|s| s.canonical() == *s).collect();
            let fundamental: Vec<Placement> = Solutions::new(n).fundamental_only().collect();
            assert_eq!(fundamental, expected, "n = {n}");
            if let Some(first) = fundamental.first() {
                let rest: Vec<Placement> = Solutions::after(first).fundamental_only().collect();
                assert_eq!(rest, fundamental[1..]);
            }
        }
        assert_eq!(Solutions::new(8).fundamental_only().count(), 12);
    }

    #[test]
    fn one_queen_fits_and_two_or_three_do_not() {
        assert_eq!(Solutions::new(1).count(), 1);
        assert_eq!(Solutions::new(2).count(), 0);
        assert_eq!(Solutions::new(3).count(), 0);
    }

    #[test]
    fn a_32_board_has_a_first_solution() {
        let first = Solutions::new(32).next().unwrap();
        assert!(first.is_solution());
    }
}
