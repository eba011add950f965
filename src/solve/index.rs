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

use std::sync::atomic::AtomicBool;

use crate::board::Placement;
use crate::solve::attacks::Cancelled;
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

    /// The checkpoint at or before solution `number`, if that solution has been seen: where
    /// to resume the enumeration to reach it (see [`Landmark::resume`]). Memory only, at once.
    pub fn checkpoint_before(&self, number: u64) -> Option<Landmark> {
        if number == 0 || number > self.found {
            return None;
        }
        let checkpoint = (number - 1) / self.spacing;
        Some(self.landmark(checkpoint as usize))
    }

    /// Solution `number` if a checkpoint holds it, at once; `None` otherwise.
    pub fn checkpoint(&self, number: u64) -> Option<Placement> {
        self.checkpoint_before(number)
            .filter(|landmark| landmark.number == number)
            .map(|landmark| landmark.solution)
    }

    /// The last checkpoint at or before `solution` in the judge's order, and how many solutions
    /// after it the index has seen: if `solution` has been seen, it is among them. A binary
    /// search in memory, at once.
    pub fn checkpoint_before_board(&self, solution: &Placement) -> Option<(Landmark, u64)> {
        if solution.n() != self.n || self.found == 0 {
            return None;
        }
        let target = solution.columns();
        let (mut low, mut high) = (0, self.checkpoint_count());
        while low < high {
            let middle = low + (high - low) / 2;
            if self.checkpoint_columns(middle) <= target {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        let landmark = self.landmark(low.checked_sub(1)?);
        let seen_after = (self.found - landmark.number).min(self.spacing - 1);
        Some((landmark, seen_after))
    }

    fn checkpoint_columns(&self, i: usize) -> &[u8] {
        &self.checkpoints[i * self.n..(i + 1) * self.n]
    }

    fn landmark(&self, i: usize) -> Landmark {
        Landmark {
            number: i as u64 * self.spacing + 1,
            solution: Placement::from_columns(self.checkpoint_columns(i)),
            fundamental_only: self.fundamental_only,
        }
    }
}

/// A solution whose number is known, from which the enumeration can be resumed.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Landmark {
    /// Its number in the judge's order (among the fundamental solutions, if so numbered).
    pub number: u64,
    /// Its queens, where the enumeration resumes from.
    pub solution: Placement,
    /// Whether the numbers count the fundamental solutions only.
    pub fundamental_only: bool,
}

impl Landmark {
    /// The enumeration from this solution on, itself first, numbered as the landmark is.
    pub fn resume(&self) -> Solutions {
        let solutions = Solutions::from(&self.solution);
        if self.fundamental_only {
            solutions.fundamental_only()
        } else {
            solutions
        }
    }

    /// The number of `board` if it is among the `within` solutions from this one on, found by
    /// stepping there (and stopping as soon as the search passes it, in the judge's order).
    pub fn step_to(
        &self,
        board: &Placement,
        within: u64,
        cancel: &AtomicBool,
    ) -> Result<Option<u64>, Cancelled> {
        let mut solutions = self.resume();
        let target = board.columns();
        for number in self.number..=self.number + within {
            match solutions.next_columns_cancellable(cancel)? {
                Some(columns) if columns == target => return Ok(Some(number)),
                Some(columns) if columns < target => {}
                _ => return Ok(None),
            }
        }
        Ok(None)
    }
}

/// The most solutions a [`IndexDelta`] carries whole: the latest found. Where solutions come
/// slowly (at N = 32, where they lie far apart at first) that is every one found since the last
/// delta, so that a browser can show each at once instead of walking to it from a checkpoint.
pub const LATEST: usize = 4096;

/// Solutions seen on the solver thread, sent in batches to the UI's [`SolutionIndex`]: every
/// [`DEFAULT_SPACING`]-th solution, which the index keeps or drops as its own spacing says,
/// and the latest ones whole.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct IndexDelta {
    /// The number of solutions seen in all.
    pub found: u64,
    /// The number of the first checkpoint in `checkpoints`.
    pub first_number: u64,
    /// The distance between the checkpoints sent.
    pub spacing: u64,
    /// The checkpoints, back to back.
    pub checkpoints: Vec<u8>,
    /// The number of the first solution in `latest`.
    pub latest_first: u64,
    /// Up to [`LATEST`] consecutive solutions found since the last delta, the last of them
    /// solution No `found`, back to back.
    pub latest: Vec<u8>,
}

/// The solver thread's side of the index: counts solutions and collects the checkpoints
/// not yet sent.
#[derive(Clone, Debug)]
pub struct CheckpointStream {
    n: usize,
    found: u64,
    first_pending: u64,
    pending: Vec<u8>,
    /// The solutions found since the last delta, at most `2 × LATEST` of them (the older half
    /// is dropped at once, so that keeping them costs a copy of each and no more).
    latest: Vec<u8>,
}

impl CheckpointStream {
    /// A stream for `n`×`n` boards, from solution No 1.
    pub fn new(n: usize) -> Self {
        Self {
            n,
            found: 0,
            first_pending: 1,
            pending: Vec::new(),
            latest: Vec::new(),
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
        if self.latest.len() == 2 * LATEST * self.n {
            self.latest.drain(..LATEST * self.n);
        }
        self.latest.extend_from_slice(columns);
    }

    /// What was seen since the last call.
    pub fn take_delta(&mut self) -> IndexDelta {
        let kept = self.latest.len().saturating_sub(LATEST * self.n);
        let latest = self.latest.split_off(kept);
        self.latest.clear();
        IndexDelta {
            found: self.found,
            first_number: self.first_pending,
            spacing: DEFAULT_SPACING,
            checkpoints: std::mem::take(&mut self.pending),
            latest_first: self.found + 1 - (latest.len() / self.n.max(1)) as u64,
            latest,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Solution `number` as a worker finds it: resumed from the nearest checkpoint.
    fn get(index: &SolutionIndex, number: u64) -> Option<Placement> {
        let landmark = index.checkpoint_before(number)?;
        landmark.resume().nth((number - landmark.number) as usize)
    }

    /// The number of `solution` as a worker finds it: the solutions after its checkpoint.
    fn number_of(index: &SolutionIndex, solution: &Placement) -> Option<u64> {
        let (landmark, seen_after) = index.checkpoint_before_board(solution)?;
        let offset = landmark
            .resume()
            .take(seen_after as usize + 1)
            .position(|s| s == *solution)?;
        Some(landmark.number + offset as u64)
    }

    #[test]
    fn every_number_gives_the_same_solution_as_the_enumeration() {
        for spacing in [1, 3, 7, 1024] {
            let index = SolutionIndex::build(8, spacing);
            let all: Vec<Placement> = Solutions::new(8).collect();
            assert_eq!(index.found(), 92);
            for (k, solution) in all.iter().enumerate() {
                assert_eq!(get(&index, k as u64 + 1).as_ref(), Some(solution));
                let number = k as u64 + 1;
                let is_checkpoint = (number - 1).is_multiple_of(spacing);
                assert_eq!(index.checkpoint(number).is_some(), is_checkpoint);
            }
            assert_eq!(index.checkpoint_before(0), None);
            assert_eq!(index.checkpoint_before(93), None);
        }
    }

    #[test]
    fn a_board_is_numbered_by_stepping_from_a_landmark_within_a_reach() {
        let all: Vec<Placement> = Solutions::new(8).collect();
        let landmark = Landmark {
            number: 10,
            solution: all[9].clone(),
            fundamental_only: false,
        };
        let never = AtomicBool::new(false);
        let step = |board: &Placement, within| landmark.step_to(board, within, &never).unwrap();
        assert_eq!(step(&all[9], 0), Some(10));
        assert_eq!(step(&all[19], 10), Some(20));
        assert_eq!(step(&all[19], 9), None, "past the reach");
        assert_eq!(step(&all[3], 80), None, "before the landmark");
    }

    #[test]
    fn numbers_are_found_back_from_the_boards() {
        let all: Vec<Placement> = Solutions::new(9).collect();
        for spacing in [1, 7, 1024] {
            let index = SolutionIndex::build(9, spacing);
            for (k, solution) in all.iter().enumerate() {
                assert_eq!(
                    number_of(&index, solution),
                    Some(k as u64 + 1),
                    "spacing {spacing}"
                );
            }
        }
        let mut partial = SolutionIndex::new(9, 4);
        for solution in &all[..100] {
            partial.observe(solution.columns());
        }
        assert_eq!(number_of(&partial, &all[99]), Some(100));
        assert_eq!(number_of(&partial, &all[100]), None, "not seen yet");
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
            assert_eq!(get(&index, k as u64 + 1).as_ref(), Some(solution));
        }
    }

    #[test]
    fn a_delta_carries_the_latest_solutions_whole() {
        let all: Vec<Placement> = Solutions::new(10).collect();
        let mut stream = CheckpointStream::new(10);
        // A few at a time (N = 32's pace): every one found since the last delta.
        for solution in &all[..5] {
            stream.observe(solution.columns());
        }
        let delta = stream.take_delta();
        assert_eq!((delta.latest_first, delta.found), (1, 5));
        let latest: Vec<&[u8]> = delta.latest.chunks_exact(10).collect();
        let expected: Vec<&[u8]> = all[..5].iter().map(Placement::columns).collect();
        assert_eq!(latest, expected);
        // Many at a time: the last LATEST of them, the last being No `found`.
        let mut stream = CheckpointStream::new(6);
        let six: Vec<Placement> = Solutions::new(6).collect();
        for k in 0..3 * LATEST + 7 {
            stream.observe(six[k % 4].columns());
        }
        let delta = stream.take_delta();
        assert_eq!(delta.latest.len(), LATEST * 6);
        assert_eq!(delta.latest_first, delta.found + 1 - LATEST as u64);
        let last = &delta.latest[delta.latest.len() - 6..];
        assert_eq!(last, six[(3 * LATEST + 6) % 4].columns());
        // Nothing new: nothing latest.
        let delta = stream.take_delta();
        assert!(delta.latest.is_empty());
        assert_eq!(delta.latest_first, delta.found + 1);
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
            assert_eq!(get(&index, k as u64 + 1).as_ref(), Some(solution));
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
            assert_eq!(get(&index, k as u64 + 1).as_ref(), Some(solution));
        }
    }
}
