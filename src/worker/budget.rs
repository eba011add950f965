//! Time budgets: a job that runs past its budget stops and says what the rest would take.

use std::sync::atomic::AtomicBool;
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use web_time::Instant;

use crate::solve::Cancelled;
use crate::solve::count::{CountOptions, CountProgress};
use crate::solve::default_threads;

use crate::worker::estimate::Reckoner;
use crate::worker::report::{Reporter, Throttle};
use crate::worker::{Estimate, EventKind};

/// Runs `work`; if it is still running after `budget`, sets the job's cancel flag so that it
/// stops. Returns what `work` returned and whether the budget ran out.
pub(crate) fn within_budget<R>(
    cancel: &AtomicBool,
    budget: Option<Duration>,
    work: impl FnOnce() -> R,
) -> (R, bool) {
    match budget {
        Some(budget) => crate::deadline::within(cancel, budget, None, work),
        None => (work(), false),
    }
}

/// The options of a count that reads `cancel` and tells `progress`.
pub(crate) fn count_options<'a>(
    cancel: &'a AtomicBool,
    progress: &'a (dyn Fn(CountProgress) + Sync),
) -> CountOptions<'a> {
    CountOptions {
        cancel: Some(cancel),
        progress: Some(progress),
        memory: crate::platform::available_memory(),
        ..CountOptions::default()
    }
}

/// Counting progress for a job: reckoned at every unit, and sent to the UI with the time left
/// at most once a frame and at the end of each part; what the rest would take if the budget
/// runs out.
pub(crate) struct CountReport<'a> {
    reporter: &'a Reporter,
    pub(crate) started: Instant,
    throttle: Mutex<Throttle>,
    reckoner: Mutex<Reckoner>,
}

impl<'a> CountReport<'a> {
    /// The report of a count on `threads` threads.
    pub(crate) fn new(reporter: &'a Reporter, threads: usize) -> Self {
        Self {
            reporter,
            started: Instant::now(),
            throttle: Mutex::new(Throttle::new()),
            reckoner: Mutex::new(Reckoner::new(threads)),
        }
    }

    fn reckoner(&self) -> MutexGuard<'_, Reckoner> {
        self.reckoner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    pub(crate) fn progress(&self, progress: CountProgress) {
        let mut reckoner = self.reckoner();
        reckoner.counted(&progress);
        let due = self
            .throttle
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .due();
        if due || progress.units_done == progress.units {
            let left = reckoner.time_left();
            drop(reckoner);
            self.reporter
                .progress(EventKind::Counting { progress, left });
        }
    }

    /// Tells how much of the count's tables is built, at most once a frame and when all of it
    /// is.
    pub(crate) fn building(&self, share: f64) {
        let due = self
            .throttle
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .due();
        if due || share == 0.0 || share >= 1.0 {
            self.reporter.progress(EventKind::BuildingTables {
                share: share as f32,
            });
        }
    }

    /// Says that the count finds at least `solutions` (a whole board's known total).
    pub(crate) fn counts_at_least(&self, solutions: u64) {
        self.reckoner().counts_at_least(solutions);
    }

    /// Starts the next round of the job (the next board to number), with `left` more after it.
    pub(crate) fn next_round(&self, left: usize) {
        self.reckoner().next_round(left);
    }

    /// Says how the count ended, if it did not say so itself.
    pub(crate) fn finish(&self, result: Result<(), Cancelled>, expired: bool) {
        say_how_it_ended(self.reporter, result, expired, || {
            self.reckoner().estimate()
        });
    }
}

/// The progress of a search for a far solution, a walk or a count: reckoned as it comes, sent
/// with the time left at most once a frame, and what the rest would take if its budget runs
/// out.
pub(crate) struct SeekReport<'a> {
    reporter: &'a Reporter,
    throttle: Mutex<Throttle>,
    reckoner: Mutex<Reckoner>,
}

impl<'a> SeekReport<'a> {
    /// The report of a search starting now.
    pub(crate) fn new(reporter: &'a Reporter) -> Self {
        Self {
            reporter,
            throttle: Mutex::new(Throttle::new()),
            reckoner: Mutex::new(Reckoner::new(default_threads())),
        }
    }

    /// Says `kind` for the job, at once.
    pub(crate) fn send(&self, kind: EventKind) {
        self.reporter.send(kind);
    }

    fn reckoner(&self) -> MutexGuard<'_, Reckoner> {
        self.reckoner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Says that the search counts at least `solutions` solutions: before its count has
    /// measured itself, it takes at least what the fastest count would.
    pub(crate) fn counts_at_least(&self, solutions: u64) {
        self.reckoner().counts_at_least(solutions);
    }

    /// A walk's progress: `done` of `of` solutions stepped over.
    pub(crate) fn walked(&self, done: u64, of: u64) {
        let mut reckoner = self.reckoner();
        reckoner.steady(done, of);
        self.tell(&reckoner);
    }

    /// A count's progress.
    pub(crate) fn counted(&self, progress: CountProgress) {
        let mut reckoner = self.reckoner();
        reckoner.counted(&progress);
        self.tell(&reckoner);
    }

    fn tell(&self, reckoner: &Reckoner) {
        let due = self
            .throttle
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .due();
        if due {
            self.reporter.progress(EventKind::Seeking {
                left: reckoner.time_left(),
            });
        }
    }

    /// Says how the search ended, if it did not say so itself.
    pub(crate) fn finish(&self, result: Result<(), Cancelled>, expired: bool) {
        say_how_it_ended(self.reporter, result, expired, || {
            self.reckoner().estimate()
        });
    }
}

/// Says how a job under a budget ended, if it did not say so itself: out of time, with what
/// the rest would take, or cancelled.
pub(crate) fn say_how_it_ended(
    reporter: &Reporter,
    result: Result<(), Cancelled>,
    expired: bool,
    estimate: impl FnOnce() -> Estimate,
) {
    match (result, expired) {
        (Ok(()), _) => {}
        (Err(Cancelled), true) => reporter.send(EventKind::OutOfTime {
            estimate: estimate(),
        }),
        (Err(Cancelled), false) => reporter.send(EventKind::Cancelled),
    }
}
