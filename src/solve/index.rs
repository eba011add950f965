//! Solution number k in bounded memory: a checkpoint every K solutions, and the enumeration
//! resumed from the nearest one.
//!
//! N = 16 has 14,772,512 solutions and N = 20 has 39 billion; no list of them fits. The index
//! keeps only solutions No 1, No K + 1, No 2K + 1, … as N bytes each, so it costs `N / K`
//! bytes per solution (16 × 14.8 M / 1024 ≈ 231 KB for N = 16 with the default K), and
//! regains solution k by resuming [`Solutions`] from the checkpoint at or before k: at most
//! K − 1 solutions are stepped over, well under a millisecond for K = 1024. Past
//! [`MAX_CHECKPOINTS`] checkpoints (N ≥ 19 runs long enough to get there) the index drops every
//! other one and doubles K, so memory stays under `N` MiB whatever runs, at the price of a
//! longer look-up.

use crate::board::Placement;
use crate::solve::enumerate::Solutions;

/// The default distance between checkpoints.
pub const DEFAULT_SPACING: u64 = 1024;

/// The most checkpoints an index holds: past it, every other one is dropped and the spacing
/// doubles, so that memory stays under `N` × this many bytes (32 MiB at N = 32) however long
/// the search runs, and a look-up steps over at most `spacing − 1` solutions.
pub const MAX_CHECKPOINTS: usize = 1 << 20;

/// Checkpoints into the solutions of one board size, filled as the solutions stream past.
#[derive(Clone, Debug)]
pub struct SolutionIndex {
    n: usize,
    spacing: u64,
    max_checkpoints: usize,
    /// Whether the index numbers the fundamental solutions only.
    fundamental_only: bool,
    /// The number of solutions seen so far.
    found: u64,
    /// Solutions No 1, No spacing + 1, … back to back, `n` bytes each.
    checkpoints: Vec<u8>,
}

impl SolutionIndex {
    /// An empty index for `n`×`n` boards with a checkpoint every `spacing` solutions.
    pub fn new(n: usize, spacing: u64) -> Self {
        assert!(spacing > 0, "checkpoints need a positive spacing");
        Self {
            n,
            spacing,
            max_checkpoints: MAX_CHECKPOINTS,
            fundamental_only: false,
            found: 0,
            checkpoints: Vec::new(),
        }
    }

    /// The same index numbering the fundamental solutions only, as
    /// [`Solutions::fundamental_only`] yields them.
    #[must_use]
    pub fn fundamental_only(mut self) -> Self {
        self.fundamental_only = true;
        self
    }

    /// The same index holding at most `max_checkpoints` checkpoints (at least 2).
    #[must_use]
    pub fn with_max_checkpoints(mut self, max_checkpoints: usize) -> Self {
        self.max_checkpoints = max_checkpoints.max(2);
        self
    }

    /// The index of every solution of `n`, built by running the whole enumeration.
    pub fn build(n: usize, spacing: u64) -> Self {
        let mut index = Self::new(n, spacing);
        let mut solutions = Solutions::new(n);
        while let Some(columns) = solutions.next_columns() {
            index.observe(columns);
        }
        index
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The number of solutions seen so far.
    pub fn found(&self) -> u64 {
        self.found
    }

    /// The distance between checkpoints now.
    pub fn spacing(&self) -> u64 {
        self.spacing
    }

    /// The number of checkpoints held.
    pub fn checkpoint_count(&self) -> usize {
        self.checkpoints.len() / self.n
    }

    /// Records the next solution in order (the caller streams them from [`Solutions`]).
    pub fn observe(&mut self, columns: &[u8]) {
        debug_assert_eq!(columns.len(), self.n);
        self.found += 1;
        self.offer_checkpoint(self.found, columns);
    }

    /// Takes in a batch of solutions seen elsewhere (on the solver thread).
    pub fn absorb(&mut self, delta: &IndexDelta) {
        for (i, columns) in delta.checkpoints.chunks_exact(self.n).enumerate() {
            self.offer_checkpoint(delta.first_number + i as u64 * delta.spacing, columns);
        }
        self.found = self.found.max(delta.found);
    }

    /// Keeps solution `number` if a checkpoint falls on it, thinning when there are too many.
    fn offer_checkpoint(&mut self, number: u64, columns: &[u8]) {
        if !(number - 1).is_multiple_of(self.spacing) {
            return;
        }
        self.checkpoints.extend_from_slice(columns);
        if self.checkpoint_count() > self.max_checkpoints {
            let n = self.n;
            let kept: Vec<u8> = self
                .checkpoints
                .chunks_exact(n)
                .step_by(2)
                .flatten()
                .copied()
                .collect();
            self.checkpoints = kept;
            self.spacing *= 2;
        }
    }

    /// Solution number `number` (from 1), if it has been seen.
    pub fn get(&self, number: u64) -> Option<Placement> {
        if number == 0 || number > self.found {
            return None;
        }
        let checkpoint = (number - 1) / self.spacing;
        let start = checkpoint as usize * self.n;
        let nearest = Placement::from_columns(&self.checkpoints[start..start + self.n]);
        let steps = (number - 1) % self.spacing;
        if steps == 0 {
            return Some(nearest);
        }
        let mut solutions = self.resume(Solutions::after(&nearest));
        solutions.skip_solutions(steps - 1);
        solutions.next()
    }

    /// The number of `solution` (from 1), if the index has seen it: a binary search for the
    /// last checkpoint at or before it in the judge's order, then at most `spacing` steps.
    pub fn number_of(&self, solution: &Placement) -> Option<u64> {
        if solution.n() != self.n || self.found == 0 {
            return None;
        }
        let target = solution.columns();
        let checkpoint = |i: usize| &self.checkpoints[i * self.n..(i + 1) * self.n];
        // Binary search in place for the first checkpoint after `target`.
        let (mut low, mut high) = (0, self.checkpoint_count());
        while low < high {
            let middle = low + (high - low) / 2;
            if checkpoint(middle) <= target {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        let after = low;
        let nearest = checkpoint(after.checked_sub(1)?);
        let first = (after as u64 - 1) * self.spacing + 1;
        let mut solutions = self.resume(Solutions::from(&Placement::from_columns(nearest)));
        for number in first..(first + self.spacing).min(self.found + 1) {
            let columns = solutions.next_columns()?;
            if columns == target {
                return Some(number);
            }
            if columns > target {
                return None;
            }
        }
        None
    }

    fn resume(&self, solutions: Solutions) -> Solutions {
        if self.fundamental_only {
            solutions.fundamental_only()
        } else {
            solutions
        }
    }

    /// Solutions `first..=last` (numbers from 1) that have been seen, in order, without
    /// looking each one up on its own.
    pub fn range(&self, first: u64, last: u64) -> impl Iterator<Item = Placement> {
        let first = first.max(1);
        let count = (last.min(self.found) + 1).saturating_sub(first);
        self.get(first)
            .map(|placement| self.resume(Solutions::from(&placement)))
            .into_iter()
            .flatten()
            .take(count as usize)
    }
}

/// Solutions seen on the solver thread, sent in batches to the UI's [`SolutionIndex`]: every
/// [`DEFAULT_SPACING`]-th solution, which the index keeps or drops as its own spacing says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IndexDelta {
    /// The number of solutions seen in all.
    pub found: u64,
    /// The number of the first checkpoint in `checkpoints`.
    pub first_number: u64,
    /// The distance between the checkpoints sent.
    pub spacing: u64,
    /// The checkpoints, back to back.
    pub checkpoints: Vec<u8>,
}

/// The solver thread's side of the index: counts solutions and collects the checkpoints
/// not yet sent.
#[derive(Clone, Debug)]
pub struct CheckpointStream {
    n: usize,
    found: u64,
    first_pending: u64,
    pending: Vec<u8>,
}

impl CheckpointStream {
    /// A stream for `n`×`n` boards, from solution No 1.
    pub fn new(n: usize) -> Self {
        Self {
            n,
            found: 0,
            first_pending: 1,
            pending: Vec::new(),
        }
    }

    /// The number of solutions seen.
    pub fn found(&self) -> u64 {
        self.found
    }

    /// Records the next solution in order.
    pub fn observe(&mut self, columns: &[u8]) {
        debug_assert_eq!(columns.len(), self.n);
        if self.found.is_multiple_of(DEFAULT_SPACING) {
            if self.pending.is_empty() {
                self.first_pending = self.found + 1;
            }
            self.pending.extend_from_slice(columns);
        }
        self.found += 1;
    }

    /// What was seen since the last call.
    pub fn take_delta(&mut self) -> IndexDelta {
        IndexDelta {
            found: self.found,
            first_number: self.first_pending,
            spacing: DEFAULT_SPACING,
            checkpoints: std::mem::take(&mut self.pending),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_number_gives_the_same_solution_as_the_enumeration() {
        for spacing in [1, 3, 7, 1024] {
            let index = SolutionIndex::build(8, spacing);
            let all: Vec<Placement> = Solutions::new(8).collect();
            assert_eq!(index.found(), 92);
            for (k, solution) in all.iter().enumerate() {
                assert_eq!(
                    index.get(k as u64 + 1).as_ref(),
                    Some(solution),
                    "No {}",
                    k + 1
                );
            }
            assert_eq!(index.get(0), None);
            assert_eq!(index.get(93), None);
            let middle: Vec<Placement> = index.range(10, 20).collect();
            assert_eq!(middle, all[9..20]);
        }
    }

    #[test]
    fn numbers_are_found_back_from_the_boards() {
        let all: Vec<Placement> = Solutions::new(9).collect();
        for spacing in [1, 7, 1024] {
            let index = SolutionIndex::build(9, spacing);
            for (k, solution) in all.iter().enumerate() {
                assert_eq!(
                    index.number_of(solution),
                    Some(k as u64 + 1),
                    "spacing {spacing}"
                );
            }
            let not_a_solution = Placement::new(vec![0; 9]).unwrap();
            assert_eq!(index.number_of(&not_a_solution), None);
        }
        let mut partial = SolutionIndex::new(9, 4);
        for solution in &all[..100] {
            partial.observe(solution.columns());
        }
        assert_eq!(partial.number_of(&all[99]), Some(100));
        assert_eq!(partial.number_of(&all[100]), None, "not seen yet");
    }

    #[test]
    fn memory_is_n_bytes_per_checkpoint() {
        let index = SolutionIndex::build(10, 16);
        assert_eq!(index.found(), 724);
        assert_eq!(index.spacing(), 16);
        assert_eq!(index.checkpoint_count(), 724usize.div_ceil(16));
    }

    #[test]
    fn an_index_fed_by_a_stream_answers_like_the_enumeration() {
        let all: Vec<Placement> = Solutions::new(10).collect();
        let mut index = SolutionIndex::new(10, DEFAULT_SPACING);
        let mut stream = CheckpointStream::new(10);
        for (k, solution) in all.iter().enumerate() {
            stream.observe(solution.columns());
            if k % 97 == 0 {
                index.absorb(&stream.take_delta());
            }
        }
        index.absorb(&stream.take_delta());
        assert_eq!(index.found(), 724);
        for (k, solution) in all.iter().enumerate() {
            assert_eq!(index.get(k as u64 + 1).as_ref(), Some(solution));
        }
    }

    #[test]
    fn a_fundamental_index_numbers_the_classes() {
        let fundamental: Vec<Placement> = Solutions::new(10).fundamental_only().collect();
        let mut index = SolutionIndex::new(10, 5).fundamental_only();
        for solution in &fundamental {
            index.observe(solution.columns());
        }
        assert_eq!(index.found(), 92);
        for (k, solution) in fundamental.iter().enumerate() {
            assert_eq!(index.get(k as u64 + 1).as_ref(), Some(solution));
        }
    }

    #[test]
    fn a_full_index_thins_itself_and_still_answers() {
        let all: Vec<Placement> = Solutions::new(9).collect();
        let mut index = SolutionIndex::new(9, 2).with_max_checkpoints(10);
        for solution in &all {
            index.observe(solution.columns());
        }
        assert!(index.checkpoint_count() <= 10);
        assert_eq!(index.spacing(), 64);
        for (k, solution) in all.iter().enumerate() {
            assert_eq!(index.get(k as u64 + 1).as_ref(), Some(solution));
        }
    }
}
