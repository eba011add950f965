//! The hint: which free squares still lead to a solution.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::board::{Square, Squares};
use crate::solve::Cancelled;
use crate::solve::complete::squares_leading_to_a_solution;

use crate::worker::budget::within_budget;
use crate::worker::report::{Reporter, Throttle};
use crate::worker::{Estimate, Event, JobId};

/// Settles the free squares of `board`, sending them in batches at most once a frame.
pub(crate) fn hint(
    id: JobId,
    board: &Squares,
    free: &[Square],
    budget: Option<Duration>,
    cancel: &AtomicBool,
    reporter: &Reporter,
) {
    let mut throttle = Throttle::new();
    let mut settled = Vec::new();
    let (result, expired) = within_budget(cancel, budget, || {
        squares_leading_to_a_solution(board, free, cancel, &mut |square, leads| {
            settled.push((square, leads));
            if throttle.due() {
                reporter.progress(Event::Hinted {
                    job: id,
                    settled: std::mem::take(&mut settled),
                    finished: false,
                });
            }
        })
    });
    reporter.send(Event::Hinted {
        job: id,
        settled,
        finished: result.is_ok(),
    });
    match (result, expired) {
        (Ok(()), _) => {}
        (Err(Cancelled), true) => reporter.send(Event::OutOfTime {
            job: id,
            estimate: Estimate::Unknown,
        }),
        (Err(Cancelled), false) => reporter.send(Event::Cancelled { job: id }),
    }
}
