//! The solver's work away from the window: jobs in, events out, cancellation by job id.
//!
//! Work is split into lanes, each run apart (a thread on the desktop, [`Threads`]), so that an
//! export does not wait for the browser's enumeration and a hand-made board is analysed while
//! both run. Starting a job cancels the job running in its lane; every event carries its job's
//! id, so the UI drops what a cancelled job said last, and a cancelled job says
//! [`EventKind::Cancelled`] once it has stopped. The app reaches the lanes through one
//! interface, [`Backend`], whatever runs them.
//!
//! A job asked for by the app on its own (not by a click) runs under a time budget: past it,
//! it stops and says how long the whole would take ([`EventKind::OutOfTime`]), so that nothing
//! left alone keeps a core busy. The enumeration waits, using no CPU, once it has found the
//! solutions the app wants ([`Backend::want`]), as the animation's steps do. Progress is sent at most every
//! [`PROGRESS_INTERVAL`] and wakes the UI within [`PROGRESS_REPAINT`]; results wake it at once.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::Duration;

use crate::solve::count::KeptCounts;

mod backend;
mod budget;
mod estimate;
mod gate;
mod jobs;
// The browser's back end's bookkeeping, tested on the desktop.
#[cfg(any(target_arch = "wasm32", test))]
mod pool;
mod protocol;
mod report;
// The browser's back end runs far solutions' searches on the page, their counts spread.
#[cfg(any(target_arch = "wasm32", test))]
mod seek;
// The browser's back end adds up its counts' shards; the desktop's counts use threads.
#[cfg(any(target_arch = "wasm32", test))]
mod spread;
#[cfg(test)]
pub(crate) mod tests;
mod threads;
#[cfg(target_arch = "wasm32")]
mod web;

pub use backend::Backend;
pub use gate::Gate;
#[cfg(target_arch = "wasm32")]
pub(crate) use jobs::Slices;
pub use protocol::{
    BoardReport, CheckFailure, Estimate, Event, EventKind, ExportWhat, JUDGING_PROGRESS_INTERVAL,
    Job, JobId, Lane, NumberRequest, PROGRESS_INTERVAL, TimeLeft, new_job_id,
};
pub use threads::Threads;
#[cfg(target_arch = "wasm32")]
use web::WebWorkers;
#[cfg(target_arch = "wasm32")]
pub use web::worker_main;

/// Wakes the UI after events were sent, within the time given
/// (`egui::Context::request_repaint_after` in the app).
pub type Waker = Arc<dyn Fn(Duration) + Send + Sync>;

/// What runs the jobs where the app runs: the desktop's threads, or the browser's Web Workers.
pub fn default_backend(waker: Waker) -> Box<dyn Backend> {
    #[cfg(not(target_arch = "wasm32"))]
    return Box::new(Threads::new(waker));
    #[cfg(target_arch = "wasm32")]
    return Box::new(WebWorkers::new(waker));
}

/// How soon the UI wakes for progress: often enough for a counter to be seen moving, seldom
/// enough that a window drawn in software (no GPU) spends little of a core redrawing it.
/// Results wake it at once.
pub const PROGRESS_REPAINT: Duration = Duration::from_millis(250);

/// What the app and a running job share: the cancel flag, how much the app wants (solutions
/// of the enumeration, steps of the animation), and a condition variable to wake a job waiting
/// for either.
struct Control {
    cancelled: AtomicBool,
    /// The counts by columns the back end's searches have made, for this job's to find.
    kept: Arc<KeptCounts>,
    wanted: AtomicU64,
    lock: Mutex<()>,
    wake: Condvar,
}

impl Control {
    fn new(wanted: u64, kept: Arc<KeptCounts>) -> Self {
        Self {
            cancelled: AtomicBool::new(false),
            kept,
            wanted: AtomicU64::new(wanted),
            lock: Mutex::new(()),
            wake: Condvar::new(),
        }
    }

    fn cancelled(&self) -> bool {
        self.cancelled.load(Ordering::Relaxed)
    }

    /// Sets a value a waiting job reads, then wakes it; taking the lock in between means the
    /// job cannot miss the change between its look and its wait.
    fn notify(&self, change: impl FnOnce(&Self)) {
        change(self);
        drop(self.lock.lock().unwrap_or_else(PoisonError::into_inner));
        self.wake.notify_all();
    }
}
