//! The hint: which free squares still lead to a solution.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::board::{Square, Squares};
use crate::solve::complete::squares_leading_to_a_solution;

use crate::worker::budget::{say_how_it_ended, within_budget};
use crate::worker::report::{Reporter, Throttle};
use crate::worker::{Estimate, EventKind};

/// Settles the free squares of `board`, sending them in batches at most once a frame.
pub(crate) fn hint(
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
                reporter.progress(EventKind::Hinted {
                    settled: std::mem::take(&mut settled),
                    finished: false,
                });
            }
        })
    });
    reporter.send(EventKind::Hinted {
        settled,
        finished: result.is_ok(),
    });
    say_how_it_ended(reporter, result, expired, || Estimate::Unknown);
}
