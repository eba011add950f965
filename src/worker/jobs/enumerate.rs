//! The browser's enumeration, which waits once it has what is wanted.

use std::sync::atomic::Ordering;
use std::time::Duration;

use web_time::Instant;

use crate::solve::Solutions;
use crate::solve::enumerate::{NODES_BETWEEN_CHECKS, SOLUTIONS_BETWEEN_REPORTS, Stop};
use crate::solve::index::CheckpointStream;

use crate::worker::jobs::Paced;
use crate::worker::report::{Reporter, Throttle};
use crate::worker::{Control, EventKind};

/// Streams the solutions of `n` as checkpoints, reporting about once a frame, and stops
/// whenever it has found as many as the app wants.
pub(crate) struct Enumeration {
    solutions: Solutions,
    stream: CheckpointStream,
    throttle: Throttle,
    /// Time spent searching, not waiting: the rate the app shows and paces the search by.
    searched: Duration,
}

impl Enumeration {
    pub(crate) fn new(n: usize, fundamental_only: bool) -> Self {
        let mut solutions = Solutions::new(n);
        if fundamental_only {
            solutions = solutions.fundamental_only();
        }
        Self {
            solutions,
            stream: CheckpointStream::new(n),
            throttle: Throttle::new(),
            searched: Duration::ZERO,
        }
    }
}

impl Paced for Enumeration {
    fn advance(&mut self, control: &Control, reporter: &Reporter) -> Option<u64> {
        let resumed = Instant::now();
        loop {
            // Look at the clock and the flags every few thousand solutions, or every few
            // thousand nodes when solutions are far apart (the first ones of N = 32).
            match self.solutions.advance(NODES_BETWEEN_CHECKS) {
                Stop::Solution(columns) => {
                    self.stream.observe(columns);
                    let wanted = control.wanted.load(Ordering::Relaxed);
                    if !self
                        .stream
                        .found()
                        .is_multiple_of(SOLUTIONS_BETWEEN_REPORTS)
                        && self.stream.found() < wanted
                    {
                        continue;
                    }
                }
                Stop::Finished => break,
                Stop::Paused => {}
            }
            if control.cancelled() {
                reporter.send(EventKind::Cancelled);
                return None;
            }
            let enough = self.stream.found() >= control.wanted.load(Ordering::Relaxed);
            if enough || self.throttle.due() {
                let event = EventKind::Enumerated {
                    delta: self.stream.take_delta(),
                    searched: self.searched + resumed.elapsed(),
                    finished: false,
                };
                if enough {
                    reporter.send(event);
                } else {
                    reporter.progress(event);
                }
            }
            if enough {
                self.searched += resumed.elapsed();
                return Some(self.stream.found());
            }
        }
        reporter.send(EventKind::Enumerated {
            delta: self.stream.take_delta(),
            searched: self.searched + resumed.elapsed(),
            finished: true,
        });
        None
    }
}
