//! The search tree's checkpoints: the trees it is grown again from when the animation steps
//! back.

use std::collections::VecDeque;

use crate::solve::trace::Step;
use crate::solve::tree::SearchTree;

/// Steps between two checkpoints of the search tree.
pub(super) const CHECKPOINT_EVERY: u64 = 4096;

/// Trees the search tree is grown again from when stepping back: the one before the history's
/// first step, and one every [`CHECKPOINT_EVERY`] steps of the history, so that a step back
/// replays a few thousand steps, not the whole history.
pub(super) struct TreeCheckpoints {
    /// The steps before the history's first, and the tree they grew.
    start: (u64, SearchTree),
    /// Later trees, each with the number of steps that grew it, in order.
    later: VecDeque<(u64, SearchTree)>,
}

impl TreeCheckpoints {
    pub(super) fn new(n: usize) -> Self {
        Self {
            start: (0, SearchTree::new(n)),
            later: VecDeque::new(),
        }
    }

    /// The steps before the history's first.
    pub(super) fn history_start(&self) -> u64 {
        self.start.0
    }

    /// The history's oldest step, dropped from it.
    pub(super) fn drop_oldest(&mut self, step: &Step) {
        self.start.0 += 1;
        self.start.1.apply(step);
        while self
            .later
            .front()
            .is_some_and(|(at, _)| *at <= self.start.0)
        {
            self.later.pop_front();
        }
    }

    /// `tree`, grown by `at` steps, kept if a checkpoint falls there.
    pub(super) fn offer(&mut self, at: u64, tree: &SearchTree) {
        let new = self.later.back().is_none_or(|(last, _)| *last < at);
        if at.is_multiple_of(CHECKPOINT_EVERY) && new {
            self.later.push_back((at, tree.clone()));
        }
    }

    /// The last tree grown by at most `at` steps, and its steps.
    pub(super) fn before(&self, at: u64) -> (u64, &SearchTree) {
        self.later
            .iter()
            .rev()
            .find(|(steps, _)| *steps <= at)
            .map_or((self.start.0, &self.start.1), |(steps, tree)| {
                (*steps, tree)
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::trace::{Trace, Variant};

    /// The tree grown from a checkpoint is the tree grown from the start, however many of the
    /// oldest steps were dropped.
    #[test]
    fn a_tree_grown_again_from_a_checkpoint_is_the_tree_grown_from_the_start() {
        let steps: Vec<Step> = Trace::new(Variant::Plain, 8).take(20_000).collect();
        let grown = |count: usize| {
            let mut tree = SearchTree::new(8);
            for step in &steps[..count] {
                tree.apply(step);
            }
            tree
        };
        let mut checkpoints = TreeCheckpoints::new(8);
        let mut tree = SearchTree::new(8);
        for (shown, step) in (1..).zip(&steps) {
            tree.apply(step);
            checkpoints.offer(shown, &tree);
        }
        for dropped in [0, 5_000, 9_000] {
            while checkpoints.history_start() < dropped {
                let oldest = checkpoints.history_start() as usize;
                checkpoints.drop_oldest(&steps[oldest]);
            }
            for at in [dropped, dropped + 1, 8_191, 8_192, 12_345, 19_999] {
                if at < dropped {
                    continue;
                }
                let (from, checkpoint) = checkpoints.before(at);
                assert!(from >= dropped && from <= at, "{from} for {at}");
                assert!(at - from < CHECKPOINT_EVERY, "{from} for {at}");
                let (from, at) = (from as usize, at as usize);
                let mut again = checkpoint.clone();
                for step in &steps[from..at] {
                    again.apply(step);
                }
                assert_eq!(again, grown(at), "{at} steps, {dropped} dropped");
            }
        }
    }
}
