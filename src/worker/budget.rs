//! Time budgets: a job that runs past its budget stops and says what the rest would take.

use std::sync::atomic::AtomicBool;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

use crate::solve::Cancelled;
use crate::solve::count::{CountOptions, CountProgress};
use crate::solve::default_threads;

use crate::worker::report::{Reporter, Throttle};
use crate::worker::{Estimate, Event, JobId};

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

/// Counting progress for a job: sent to the UI at most once a frame, and kept for the estimate
/// if the budget runs out.
pub(crate) struct CountReport<'a> {
    id: JobId,
    reporter: &'a Reporter,
    pub(crate) started: Instant,
    /// When the part under way started.
    part_started: Mutex<Instant>,
    throttle: Mutex<Throttle>,
    last: Mutex<Option<CountProgress>>,
}

impl<'a> CountReport<'a> {
    pub(crate) fn new(id: JobId, reporter: &'a Reporter) -> Self {
        Self {
            id,
            reporter,
            started: Instant::now(),
            part_started: Mutex::new(Instant::now()),
            throttle: Mutex::new(Throttle::new()),
            last: Mutex::new(None),
        }
    }

    pub(crate) fn progress(&self, progress: CountProgress) {
        *self.last.lock().unwrap_or_else(PoisonError::into_inner) = Some(progress);
        let due = self
            .throttle
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .due();
        if due || progress.units_done == progress.units {
            self.reporter.progress(Event::Counting {
                job: self.id,
                progress,
            });
        }
    }

    /// Starts timing a new part of the job (the next board to number), for the estimate.
    pub(crate) fn restart(&self) {
        *self
            .part_started
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = Instant::now();
        *self.last.lock().unwrap_or_else(PoisonError::into_inner) = None;
    }

    /// What the rest would take, from the share of the units of the part under way finished
    /// so far, and `parts_left − 1` more parts as long as this one; with no unit finished,
    /// each running unit has taken longer than the time spent, and the units left make that
    /// many more rounds.
    pub(crate) fn estimate(&self, threads: usize, parts_left: usize) -> Estimate {
        let elapsed = self
            .part_started
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .elapsed()
            .as_secs_f64();
        let last = *self.last.lock().unwrap_or_else(PoisonError::into_inner);
        let Some(progress) = last else {
            return Estimate::Unknown;
        };
        let units = progress.units.max(1);
        let more_parts = parts_left.saturating_sub(1) as f64;
        if progress.units_done == 0 {
            let rounds = units.div_ceil(threads.max(1)) as f64;
            return Estimate::MoreThan(elapsed * rounds * (1.0 + more_parts));
        }
        let part = elapsed / progress.share();
        Estimate::About(progress.seconds_left(elapsed) + more_parts * part)
    }
}

/// Solutions a second that no thread of this counter reaches on any CPU we know (it counts
/// about 1.2e8 a second a thread at N = 19 here): what a count must take at least, before it
/// has measured itself.
pub(crate) const FASTEST_COUNT_PER_THREAD: f64 = 1e9;

/// The share of its work after which a count's pace tells what the rest will take.
pub(crate) const STEADY_SHARE: f64 = 0.01;

/// The progress of a search for a far solution: sent at most once a frame, and kept for the
/// estimate if its budget runs out.
pub(crate) struct SeekReport<'a> {
    id: JobId,
    reporter: &'a Reporter,
    pub(crate) started: Instant,
    throttle: Mutex<Throttle>,
    /// The last `(done, of)`.
    last: Mutex<(u64, u64)>,
}

impl<'a> SeekReport<'a> {
    /// Says `event` for the job, at once.
    pub(crate) fn send(&self, event: Event) {
        self.reporter.send(event);
    }

    /// The report of a search that has about `of` solutions to walk or count.
    pub(crate) fn new(id: JobId, reporter: &'a Reporter, of: u64) -> Self {
        Self {
            id,
            reporter,
            started: Instant::now(),
            throttle: Mutex::new(Throttle::new()),
            last: Mutex::new((0, of)),
        }
    }

    pub(crate) fn progress(&self, done: u64, of: u64) {
        *self.last.lock().unwrap_or_else(PoisonError::into_inner) = (done, of);
        let due = self
            .throttle
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .due();
        if due {
            self.reporter.progress(Event::Seeking {
                job: self.id,
                done,
                of,
            });
        }
    }

    /// What the rest would take at the pace so far. A walk keeps one pace from the start; a
    /// count builds its tables first, so its pace tells only once it has done a share of the
    /// work ([`STEADY_SHARE`]); before that, the rest takes at least what the fastest count
    /// would take.
    pub(crate) fn estimate(&self, counting: bool) -> Estimate {
        let elapsed = self.started.elapsed().as_secs_f64();
        let (done, of) = *self.last.lock().unwrap_or_else(PoisonError::into_inner);
        let left = of.saturating_sub(done) as f64;
        let floor = if counting {
            left / (default_threads() as f64 * FASTEST_COUNT_PER_THREAD)
        } else {
            0.0
        };
        let steady = done > 0 && (!counting || done as f64 >= of as f64 * STEADY_SHARE);
        match (steady, floor) {
            (true, _) => Estimate::About((elapsed * left / done as f64).max(floor)),
            (false, floor) if floor > 0.0 => Estimate::MoreThan(floor),
            (false, _) => Estimate::Unknown,
        }
    }

    /// Says how the search ended, if it did not say so itself.
    pub(crate) fn finish(&self, result: Result<(), Cancelled>, expired: bool, counting: bool) {
        match (result, expired) {
            (Ok(()), _) => {}
            (Err(Cancelled), true) => self.reporter.send(Event::OutOfTime {
                job: self.id,
                estimate: self.estimate(counting),
            }),
            (Err(Cancelled), false) => self.reporter.send(Event::Cancelled { job: self.id }),
        }
    }
}

/// Says how a job under a budget ended, if it did not say so itself.
pub(crate) fn finish_budgeted(
    id: JobId,
    result: Result<(), Cancelled>,
    expired: bool,
    report: &CountReport<'_>,
    reporter: &Reporter,
    parts_left: usize,
) {
    match (result, expired) {
        (Ok(()), _) => {}
        (Err(Cancelled), true) => {
            reporter.send(Event::OutOfTime {
                job: id,
                estimate: report.estimate(default_threads(), parts_left),
            });
        }
        (Err(Cancelled), false) => reporter.send(Event::Cancelled { job: id }),
    }
}
