//! A hand-made board: its verdict and its completions.

use std::time::Duration;

use crate::board::Squares;
use crate::solve::Completions;
use crate::solve::complete::solution_number;
use crate::solve::count::CountOptions;
use crate::solve::{Cancelled, default_threads};

use crate::worker::budget::{CountReport, count_options, within_budget};
use crate::worker::report::Reporter;
use crate::worker::{BoardReport, Control, EventKind};

/// Reports a hand-made board in steps: its conflicts, or its first completion (the quick
/// part), then how many completions it has and, for a full board, its number.
pub(crate) fn analyse_board(
    board: &Squares,
    budget: Option<Duration>,
    control: &Control,
    reporter: &Reporter,
) {
    let cancel = &control.cancelled;
    let completions = match Completions::new(board) {
        Ok(completions) => completions,
        Err(conflicts) => {
            let report = BoardReport::Conflicts(conflicts);
            return reporter.send(EventKind::Board { report });
        }
    };
    let report = CountReport::new(reporter, default_threads());
    let progress = |progress| report.progress(progress);
    let options = CountOptions {
        kept: Some(&control.kept),
        ..count_options(cancel, &progress)
    };
    let (result, expired) = within_budget(cancel, budget, || -> Result<(), Cancelled> {
        let first = completions.solutions().next_cancellable(cancel)?;
        let full = board.as_placement();
        let empty = board.queens().is_empty();
        let count = match (&first, &full) {
            (None, _) => Some(0),
            (Some(_), Some(_)) => Some(1),
            // Every solution completes the empty board: their number is known or not counted
            // here (that is what Count all solutions is for).
            (Some(_), None) if empty => {
                crate::solve::known_counts(board.n()).map(|counts| counts.total)
            }
            (Some(_), None) => None,
        };
        let send = |count, number| {
            let report = BoardReport::Completions {
                first: first.clone(),
                count,
                number,
            };
            reporter.send(EventKind::Board { report });
        };
        send(count, None);
        if empty {
            return Ok(());
        }
        let count = if let Some(count) = count {
            count
        } else {
            let count = completions.count(&options)?;
            send(Some(count), None);
            count
        };
        if let Some(full) = full.filter(|_| count == 1) {
            send(Some(1), solution_number(&full, &options)?);
        }
        Ok(())
    });
    report.finish(result, expired);
}
