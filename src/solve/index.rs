//! Solution number k in bounded memory: a checkpoint every K solutions, and the enumeration
//! resumed from the nearest one.
//!
//! N = 16 has 14,772,512 solutions and N = 20 has 39 billion; no list of them fits. The index
//! keeps only solutions No 1, No K + 1, No 2K + 1, … as N bytes each, so it costs `N / K`
//! bytes per solution (16 × 14.8 M / 1024 ≈ 231 KB for N = 16 with the default K), and
//! regains solution k by resuming [`Solutions`] from the checkpoint at or before k: at most
//! K − 1 solutions are stepped over, a few tens of microseconds for K = 1024.

use crate::board::Placement;
use crate::solve::enumerate::Solutions;

/// The default distance between checkpoints.
pub const DEFAULT_SPACING: u64 = 1024;

/// Checkpoints into the solutions of one board size, filled as the solutions stream past.
#[derive(Clone, Debug)]
pub struct SolutionIndex {
    n: usize,
    spacing: u64,
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
            found: 0,
            checkpoints: Vec::new(),
        }
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

    /// The distance between checkpoints.
    pub fn spacing(&self) -> u64 {
        self.spacing
    }

    /// The number of checkpoints held.
    pub fn checkpoint_count(&self) -> usize {
        self.checkpoints.len() / self.n
    }

    /// The bytes the checkpoints take.
    pub fn memory_bytes(&self) -> usize {
        self.checkpoints.capacity()
    }

    /// Records the next solution in order (the caller streams them from [`Solutions`]).
    pub fn observe(&mut self, columns: &[u8]) {
        debug_assert_eq!(columns.len(), self.n);
        if self.found.is_multiple_of(self.spacing) {
            self.checkpoints.extend_from_slice(columns);
        }
        self.found += 1;
    }

    /// What this index learnt since it held `checkpoints_before` checkpoints: a small batch
    /// that a copy of the index elsewhere (the UI's) takes in with [`SolutionIndex::absorb`].
    pub fn delta_since(&self, checkpoints_before: usize) -> IndexDelta {
        IndexDelta {
            found: self.found,
            checkpoints: self.checkpoints[checkpoints_before * self.n..].to_vec(),
        }
    }

    /// Takes in a batch made by [`SolutionIndex::delta_since`] from the index this one copies.
    pub fn absorb(&mut self, delta: &IndexDelta) {
        self.checkpoints.extend_from_slice(&delta.checkpoints);
        self.found = delta.found;
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
        let mut solutions = Solutions::after(&nearest);
        solutions.skip_solutions(steps - 1);
        solutions.next()
    }

    /// Solutions `first..=last` (numbers from 1) that have been seen, in order, without
    /// looking each one up on its own.
    pub fn range(&self, first: u64, last: u64) -> impl Iterator<Item = Placement> {
        let last = last.min(self.found);
        let start = self.get(first.max(1));
        let count = (last + 1).saturating_sub(first.max(1));
        start
            .map(|placement| Solutions::from(&placement))
            .into_iter()
            .flatten()
            .take(count as usize)
    }
}

/// Checkpoints and a count, sent from the solver thread to the UI's copy of the index.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IndexDelta {
    /// The number of solutions seen in all.
    pub found: u64,
    /// The new checkpoints, back to back.
    pub checkpoints: Vec<u8>,
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
    fn memory_is_n_bytes_per_checkpoint() {
        let index = SolutionIndex::build(10, 16);
        assert_eq!(index.found(), 724);
        assert_eq!(index.checkpoint_count(), 724usize.div_ceil(16));
    }

    #[test]
    fn a_copy_fed_by_deltas_answers_like_the_original() {
        let mut original = SolutionIndex::new(9, 5);
        let mut copy = SolutionIndex::new(9, 5);
        let mut sent = 0;
        for (k, solution) in Solutions::new(9).enumerate() {
            original.observe(solution.columns());
            if k % 13 == 0 {
                let delta = original.delta_since(sent);
                sent = original.checkpoint_count();
                copy.absorb(&delta);
            }
        }
        copy.absorb(&original.delta_since(sent));
        assert_eq!(copy.found(), 352);
        for k in 1..=352 {
            assert_eq!(copy.get(k), original.get(k));
        }
    }
}
