//! Numbering boards: by stepping from a landmark, or by counting.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::solve::complete::solution_number;
use crate::solve::count::CountOptions;
use crate::solve::{Cancelled, default_threads};

use crate::worker::budget::{CountReport, count_options, within_budget};
use crate::worker::report::Reporter;
use crate::worker::{Control, EventKind, NumberRequest};

/// Numbers each board: by stepping from the checkpoint before it when the browser has seen it,
/// else by counting the solutions before it.
pub(crate) fn number_boards(
    boards: &[NumberRequest],
    budget: Option<Duration>,
    control: &Control,
    reporter: &Reporter,
) {
    let cancel = &control.cancelled;
    let report = CountReport::new(reporter, default_threads());
    let progress = |progress| report.progress(progress);
    let options = CountOptions {
        kept: Some(&control.kept),
        ..count_options(cancel, &progress)
    };
    let (result, expired) = within_budget(cancel, budget, || -> Result<(), Cancelled> {
        for (i, request) in boards.iter().enumerate() {
            report.next_round(boards.len() - i - 1);
            let number = match &request.near {
                Some((landmark, seen_after)) => {
                    landmark.step_to(&request.board, *seen_after, cancel)?
                }
                None => None,
            };
            let number = match number {
                Some(number) => Some(number),
                None => solution_number(&request.board, &options)?,
            };
            reporter.send(EventKind::Numbered {
                board: request.board.clone(),
                number,
            });
        }
        Ok(())
    });
    report.finish(result, expired);
}

/// The number of the board of `request` if the browser has seen it, by stepping from the
/// checkpoint before it; `None` (said as the number) if it is not there.
pub(crate) fn step_to_board(request: &NumberRequest, cancel: &AtomicBool, reporter: &Reporter) {
    let number = match &request.near {
        Some((landmark, seen_after)) => landmark.step_to(&request.board, *seen_after, cancel),
        None => Ok(None),
    };
    match number {
        Ok(number) => reporter.send(EventKind::Numbered {
            board: request.board.clone(),
            number,
        }),
        Err(Cancelled) => reporter.send(EventKind::Cancelled),
    }
}
