//! The browser's enumeration, which waits once it has what is wanted.

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use crate::solve::Solutions;
use crate::solve::enumerate::{NODES_BETWEEN_CHECKS, SOLUTIONS_BETWEEN_REPORTS, Stop};
use crate::solve::index::CheckpointStream;

use crate::worker::report::{Reporter, Throttle};
use crate::worker::{Control, EventKind, LaneState};

/// Streams the solutions of `n` as checkpoints, reporting about once a frame, and waits
/// whenever it has found as many as the app wants.
pub(crate) fn enumerate(
    n: usize,
    fundamental_only: bool,
    control: &Control,
    reporter: &Reporter,
    lane: &LaneState,
) {
    let mut solutions = Solutions::new(n);
    if fundamental_only {
        solutions = solutions.fundamental_only();
    }
    let mut stream = CheckpointStream::new(n);
    let mut throttle = Throttle::new();
    // Time spent searching, not waiting: the rate the app shows and paces the search by.
    let mut searched = Duration::ZERO;
    let mut resumed = Instant::now();
    loop {
        // Look at the clock and the flags every few thousand solutions, or every few
        // thousand nodes when solutions are far apart (the first ones of N = 32).
        match solutions.advance(NODES_BETWEEN_CHECKS) {
            Stop::Solution(columns) => {
                stream.observe(columns);
                let wanted = control.wanted.load(Ordering::Relaxed);
                if !stream.found().is_multiple_of(SOLUTIONS_BETWEEN_REPORTS)
                    && stream.found() < wanted
                {
                    continue;
                }
            }
            Stop::Finished => break,
            Stop::Paused => {}
        }
        if control.cancelled() {
            return reporter.send(EventKind::Cancelled);
        }
        let enough = stream.found() >= control.wanted.load(Ordering::Relaxed);
        if enough || throttle.due() {
            let event = EventKind::Enumerated {
                delta: stream.take_delta(),
                searched: searched + resumed.elapsed(),
                finished: false,
            };
            if enough {
                reporter.send(event);
            } else {
                reporter.progress(event);
            }
        }
        if enough {
            searched += resumed.elapsed();
            if !control.wait_until_wanted(stream.found(), lane) {
                return reporter.send(EventKind::Cancelled);
            }
            resumed = Instant::now();
        }
    }
    let delta = stream.take_delta();
    reporter.send(EventKind::Enumerated {
        delta,
        searched: searched + resumed.elapsed(),
        finished: true,
    });
}
