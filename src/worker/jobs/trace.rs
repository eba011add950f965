//! The animation's steps, as many as the animation wants.

use std::sync::atomic::Ordering;

use crate::solve::trace::{Step as TraceStep, Trace, Variant};

use crate::worker::jobs::Paced;
use crate::worker::report::Reporter;
use crate::worker::{Control, EventKind};

/// Steps sent in one event, at most: a few events a frame at the animation's top speed.
const STEPS_PER_EVENT: usize = 4096;

/// How often the search looks at the cancel flag, in steps.
const STEPS_BETWEEN_CHECKS: u64 = 1024;

/// Plays a variant's search as steps, skipping the ones already shown, and stops whenever the
/// steps sent reach the number the animation wants (counted from the search's first step).
pub(crate) struct Tracing {
    trace: Trace,
    /// Steps of the search taken so far, sent or skipped.
    taken: u64,
    skip: u64,
}

impl Tracing {
    pub(crate) fn new(n: usize, variant: Variant, skip: u64) -> Self {
        Self {
            trace: Trace::new(variant, n),
            taken: 0,
            skip,
        }
    }
}

impl Paced for Tracing {
    fn advance(&mut self, control: &Control, reporter: &Reporter) -> Option<u64> {
        let mut steps: Vec<TraceStep> = Vec::new();
        loop {
            if self.taken.is_multiple_of(STEPS_BETWEEN_CHECKS) && control.cancelled() {
                reporter.send(EventKind::Cancelled);
                return None;
            }
            if self.taken >= control.wanted.load(Ordering::Relaxed).max(self.skip) {
                if !steps.is_empty() {
                    reporter.send(EventKind::Traced {
                        steps,
                        finished: false,
                    });
                }
                return Some(self.taken);
            }
            let Some(step) = self.trace.next() else {
                reporter.send(EventKind::Traced {
                    steps,
                    finished: true,
                });
                return None;
            };
            if self.taken >= self.skip {
                steps.push(step);
            }
            self.taken += 1;
            if steps.len() == STEPS_PER_EVENT {
                reporter.send(EventKind::Traced {
                    steps: std::mem::take(&mut steps),
                    finished: false,
                });
            }
        }
    }
}
