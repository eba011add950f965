//! The symmetry class of the board on screen, and the numbers of its boards.

use std::time::Duration;

use crate::board::{Placement, Symmetry};
use crate::solve::known_counts;
use crate::worker::{Job, JobId, NumberRequest};

use super::{Browser, NUMBER_BUDGET};

/// The distinct boards of `board`'s class in the judge's order, each with the symmetries of
/// `board` that give it.
fn class_of(board: &Placement) -> Vec<(Placement, Vec<Symmetry>)> {
    let mut images: Vec<(Placement, Vec<Symmetry>)> = Vec::new();
    for symmetry in Symmetry::ALL {
        let image = board.transformed(symmetry);
        match images.iter_mut().find(|(other, _)| *other == image) {
            Some((_, symmetries)) => symmetries.push(symmetry),
            None => images.push((image, vec![symmetry])),
        }
    }
    images.sort_by(|a, b| a.0.cmp(&b.0));
    images
}

impl Browser {
    /// Works out the class of the board on screen when it changes, numbers its boards from
    /// memory, and asks the number lane for the rest.
    pub(super) fn sync_symmetry(&mut self, active: bool) {
        let view = &mut self.symmetry;
        // Another board of the same class: the class's boards, their numbers and their job
        // stay (the same boards in the same order); which symmetry gives each is said again
        // from the board now on screen.
        if active
            && let Some(board) = &self.board
            && view.of.as_ref() != Some(board)
            && view.images.iter().any(|(image, _)| image == board)
        {
            view.images = class_of(board);
            view.of = Some(board.clone());
        }
        if !active || view.of != self.board {
            if let Some((job, _)) = view.job.take() {
                self.needs.stop(job);
            }
            view.images.clear();
            view.numbers.clear();
            view.out_of_time = None;
            view.unlimited = false;
            view.of = None;
        }
        if !active || view.of.is_some() {
            return;
        }
        let Some(board) = self.board.clone() else {
            return;
        };
        view.images = class_of(&board);
        view.of = Some(board);
        let numbers: Vec<Option<u64>> = self
            .symmetry
            .images
            .iter()
            .map(|(image, _)| self.number_in_memory(image))
            .collect();
        self.symmetry.numbers = numbers;
        self.complete_mirror_numbers();
        self.number_the_board_shown();
        self.request_numbers(Some(NUMBER_BUDGET));
    }

    /// Gives the board on screen its number, if it was shown before it was known and the
    /// class's numbering has worked it out.
    pub(super) fn number_the_board_shown(&mut self) {
        if !self.unnumbered {
            return;
        }
        let view = &self.symmetry;
        let number = view
            .images
            .iter()
            .zip(&view.numbers)
            .find_map(|((image, _), number)| {
                (Some(image) == self.board.as_ref()).then_some(*number)
            })
            .flatten();
        if let (Some(number), Some(board)) = (number, self.board.clone()) {
            self.show(number, board);
        }
    }

    /// Asks the number lane for the numbers not known yet.
    pub(super) fn request_numbers(&mut self, budget: Option<Duration>) {
        let boards: Vec<NumberRequest> = self
            .symmetry
            .images
            .iter()
            .zip(&self.symmetry.numbers)
            .filter(|(_, number)| number.is_none())
            .map(|((board, _), _)| NumberRequest {
                board: board.clone(),
                near: (!self.fundamental_only)
                    .then(|| self.index.checkpoint_before_board(board))
                    .flatten(),
            })
            .collect();
        if boards.is_empty() {
            return;
        }
        self.symmetry.out_of_time = None;
        self.symmetry.progress = None;
        self.symmetry.job = Some((
            self.needs.start(Job::Number { boards, budget }),
            budget.is_some(),
        ));
    }

    /// Fills in each unnumbered board whose mirror image is numbered.
    pub(super) fn complete_mirror_numbers(&mut self) {
        // The numbers are among all solutions, in either mode.
        let total = match (self.fundamental_only, self.total()) {
            (false, Some(total)) => total,
            (true, _) => match known_counts(self.n) {
                Some(counts) => counts.total,
                None => return,
            },
            (false, None) => return,
        };
        let view = &mut self.symmetry;
        for i in 0..view.images.len() {
            if view.numbers[i].is_some() {
                continue;
            }
            let mirror = view.images[i].0.transformed(Symmetry::MirrorColumns);
            let known = view
                .images
                .iter()
                .zip(&view.numbers)
                .find_map(|((board, _), number)| (*board == mirror).then_some(*number).flatten());
            view.numbers[i] = known.map(|k| crate::solve::mirror_number(total, k));
        }
    }

    pub(super) fn symmetry_job(&self, job: JobId) -> bool {
        self.symmetry.job.is_some_and(|(id, _)| id == job)
    }
}
