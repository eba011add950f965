//! The solver threads: jobs in, events out, cancellation by job id.
//!
//! Work is split into lanes, one named thread each, so that an export does not wait for the
//! browser's enumeration and a hand-made board is analysed while both run. Starting a job
//! cancels the job running in its lane (an atomic flag read every few thousand solutions or
//! nodes); every event carries its job's id, so the UI drops what a cancelled job said last,
//! and a cancelled job says [`EventKind::Cancelled`] once it has stopped.
//!
//! A job asked for by the app on its own (not by a click) runs under a time budget: past it,
//! it stops and says how long the whole would take ([`EventKind::OutOfTime`]), so that nothing
//! left alone keeps a core busy. The enumeration waits, using no CPU, once it has found the
//! solutions the app wants ([`Worker::want`]). Progress is sent at most every
//! [`PROGRESS_INTERVAL`] and wakes the UI within [`PROGRESS_REPAINT`]; results wake it at once.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::Duration;

use crate::worker::jobs::run;
use crate::worker::report::Reporter;

mod budget;
mod estimate;
mod gate;
mod jobs;
mod protocol;
mod report;
#[cfg(test)]
pub(crate) mod tests;

pub use gate::Gate;
pub use protocol::{
    BoardReport, CheckFailure, Estimate, Event, EventKind, ExportWhat, Job, JobId, Lane,
    NumberRequest, PROGRESS_INTERVAL, TimeLeft, new_job_id,
};

/// Wakes the UI after events were sent, within the time given
/// (`egui::Context::request_repaint_after` in the app).
pub type Waker = Arc<dyn Fn(Duration) + Send + Sync>;

/// How soon the UI wakes for progress: often enough for a counter to be seen moving, seldom
/// enough that a window drawn in software (no GPU) spends little of a core redrawing it.
/// Results wake it at once.
pub const PROGRESS_REPAINT: Duration = Duration::from_millis(250);

/// What the app and a running job share: the cancel flag, how many solutions the app wants
/// (for the enumeration), and a condition variable to wake a job waiting for either.
struct Control {
    cancelled: AtomicBool,
    wanted: AtomicU64,
    lock: Mutex<()>,
    wake: Condvar,
}

impl Control {
    fn new(wanted: u64) -> Self {
        Self {
            cancelled: AtomicBool::new(false),
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

    /// Blocks, using no CPU, until more than `have` solutions are wanted; `false` if the job
    /// was cancelled meanwhile.
    fn wait_until_wanted(&self, have: u64, lane: &LaneState) -> bool {
        let mut guard = self.lock.lock().unwrap_or_else(PoisonError::into_inner);
        lane.waiting.store(true, Ordering::Relaxed);
        while !self.cancelled() && self.wanted.load(Ordering::Relaxed) <= have {
            guard = self
                .wake
                .wait(guard)
                .unwrap_or_else(PoisonError::into_inner);
        }
        lane.waiting.store(false, Ordering::Relaxed);
        !self.cancelled()
    }
}

/// Whether a lane is at work: jobs submitted and not yet ended, and whether the one running
/// is waiting (for the app to want more, or for the animation to take its steps).
#[derive(Default)]
struct LaneState {
    active: AtomicUsize,
    waiting: AtomicBool,
}

struct Task {
    id: JobId,
    job: Job,
    control: Arc<Control>,
}

struct LaneHandle {
    lane: Lane,
    tasks: Sender<Task>,
    state: Arc<LaneState>,
    current: Option<(JobId, Arc<Control>)>,
}

/// The app's handle on the solver threads.
pub struct Worker {
    lanes: Vec<LaneHandle>,
    events_in: Sender<Event>,
    events: Receiver<Event>,
    waker: Waker,
    gate: Option<Gate>,
}

impl Worker {
    /// Starts no thread yet: each lane's thread starts with its first job.
    pub fn new(waker: Waker) -> Self {
        let (events_in, events) = mpsc::channel();
        Self {
            lanes: Vec::new(),
            events_in,
            events,
            waker,
            gate: None,
        }
    }

    /// For tests: a worker whose jobs wait at `gate` before they start (see [`Gate`]).
    pub fn with_gate(waker: Waker, gate: Gate) -> Self {
        let mut worker = Self::new(waker);
        worker.gate = Some(gate);
        worker
    }

    /// Starts `job` under a new id, cancelling the job before it in the same lane, and returns
    /// the id: for tests, which have no job table to name their jobs.
    #[cfg(test)]
    pub fn submit(&mut self, job: Job) -> JobId {
        let id = new_job_id();
        self.start(id, job);
        id
    }

    /// Starts `job` under `id`, named before (by [`new_job_id`]), cancelling the job before it
    /// in the same lane.
    pub fn start(&mut self, id: JobId, job: Job) {
        self.launch(id, job, u64::MAX);
    }

    /// Starts the enumeration `job` under `id` as [`Worker::start`] does, wanting `solutions`
    /// from its first step (see [`Worker::want`]): told after its start, it could have found
    /// more already.
    pub fn start_wanting(&mut self, id: JobId, job: Job, solutions: u64) {
        self.launch(id, job, solutions);
    }

    fn launch(&mut self, id: JobId, job: Job, wanted: u64) {
        let lane = job.lane();
        self.cancel(lane);
        let control = Arc::new(Control::new(wanted));
        let mut task = Task {
            id,
            job,
            control: Arc::clone(&control),
        };
        for _ in 0..2 {
            let handle = self.lane_handle(lane);
            handle.current = Some((id, Arc::clone(&control)));
            handle.state.active.fetch_add(1, Ordering::Relaxed);
            match handle.tasks.send(task) {
                Ok(()) => break,
                Err(mpsc::SendError(returned)) => {
                    // The lane's thread is gone (it panicked): start a new one for this job.
                    task = returned;
                    self.lanes.retain(|handle| handle.lane != lane);
                }
            }
        }
    }

    /// Cancels the job running in `lane`, if any.
    pub fn cancel(&mut self, lane: Lane) {
        if let Some(handle) = self.lanes.iter_mut().find(|handle| handle.lane == lane)
            && let Some((_, control)) = handle.current.take()
        {
            control.notify(|control| control.cancelled.store(true, Ordering::Relaxed));
            if let Some(gate) = &self.gate {
                gate.wake();
            }
        }
    }

    /// Cancels `job` if it is the one running in its lane.
    pub fn cancel_job(&mut self, job: JobId) {
        if let Some(handle) = self
            .lanes
            .iter_mut()
            .find(|handle| handle.current.as_ref().is_some_and(|(id, _)| *id == job))
        {
            let lane = handle.lane;
            self.cancel(lane);
        }
    }

    /// Tells the enumeration `job` how many solutions the app wants found; it waits, using no
    /// CPU, once it has found them, and goes on when more are wanted.
    pub fn want(&self, job: JobId, solutions: u64) {
        let Some(handle) = self.lanes.iter().find(|handle| handle.lane == Lane::Solver) else {
            return;
        };
        if let Some((id, control)) = &handle.current
            && *id == job
            && control.wanted.load(Ordering::Relaxed) != solutions
        {
            control.notify(|control| control.wanted.store(solutions, Ordering::Relaxed));
        }
    }

    /// The lanes whose job is computing now: submitted, not yet ended, and not waiting. A
    /// cancelled job counts until it has stopped.
    pub fn busy_lanes(&self) -> Vec<Lane> {
        self.lanes
            .iter()
            .filter(|handle| {
                handle.state.active.load(Ordering::Relaxed) > 0
                    && !handle.state.waiting.load(Ordering::Relaxed)
            })
            .map(|handle| handle.lane)
            .collect()
    }

    /// The next event, if one is waiting.
    pub fn try_recv(&self) -> Option<Event> {
        self.events.try_recv().ok()
    }

    fn lane_handle(&mut self, lane: Lane) -> &mut LaneHandle {
        if let Some(index) = self.lanes.iter().position(|handle| handle.lane == lane) {
            return &mut self.lanes[index];
        }
        let (tasks, inbox) = mpsc::channel::<Task>();
        let state = Arc::new(LaneState::default());
        let lane_state = Arc::clone(&state);
        let events = self.events_in.clone();
        let waker = Arc::clone(&self.waker);
        let gate = self.gate.clone();
        let name = format!("{lane:?}").to_lowercase();
        std::thread::Builder::new()
            .name(name)
            .spawn(move || {
                for task in inbox {
                    let reporter = Reporter::new(task.id, events.clone(), Arc::clone(&waker));
                    // A gate (in tests) holds the job first; either way, one cancelled before
                    // it starts ends here.
                    let cancelled = match &gate {
                        Some(gate) => !gate.pass(lane, &task.control),
                        None => task.control.cancelled(),
                    };
                    if cancelled {
                        reporter.send(EventKind::Cancelled);
                    } else {
                        run(&task.job, &task.control, &reporter, &lane_state);
                    }
                    lane_state.active.fetch_sub(1, Ordering::Relaxed);
                }
            })
            .expect("spawning a solver thread");
        self.lanes.push(LaneHandle {
            lane,
            tasks,
            state,
            current: None,
        });
        self.lanes.last_mut().expect("just pushed")
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        for lane in Lane::ALL {
            self.cancel(lane);
        }
    }
}
