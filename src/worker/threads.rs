//! The desktop's back end: each lane a named thread, started with its first job.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, PoisonError};

use crate::solve::count::KeptCounts;
use crate::worker::jobs::run;
use crate::worker::report::{Reporter, Sink};
use crate::worker::{Backend, Control, Event, EventKind, Gate, Job, JobId, Lane, Waker};

/// Whether a lane is at work: jobs submitted and not yet ended, and whether the one running
/// is waiting for the app to want more.
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

/// The solver threads, one a lane.
pub struct Threads {
    lanes: Vec<LaneHandle>,
    events_in: Sender<Event>,
    pub(in crate::worker) events: Receiver<Event>,
    waker: Waker,
    gate: Option<Gate>,
    /// The counts by columns every lane's searches have made: a far jump or a board numbered
    /// finds those of the jobs before it.
    kept: Arc<KeptCounts>,
}

impl Threads {
    /// Starts no thread yet: each lane's thread starts with its first job.
    pub fn new(waker: Waker) -> Self {
        let (events_in, events) = mpsc::channel();
        Self {
            lanes: Vec::new(),
            events_in,
            events,
            waker,
            gate: None,
            kept: Arc::default(),
        }
    }

    /// For tests: threads whose jobs wait at `gate` before they start (see [`Gate`]).
    pub fn with_gate(waker: Waker, gate: Gate) -> Self {
        let mut threads = Self::new(waker);
        threads.gate = Some(gate);
        threads
    }

    /// Starts `job` under a new id, cancelling the job before it in the same lane, and returns
    /// the id: for tests, which have no job table to name their jobs.
    #[cfg(test)]
    pub fn submit(&mut self, job: Job) -> JobId {
        let id = crate::worker::new_job_id();
        self.start(id, job, u64::MAX);
        id
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

    fn lane_handle(&mut self, lane: Lane) -> &mut LaneHandle {
        if let Some(index) = self.lanes.iter().position(|handle| handle.lane == lane) {
            return &mut self.lanes[index];
        }
        let (tasks, inbox) = mpsc::channel::<Task>();
        let state = Arc::new(LaneState::default());
        let lane_state = Arc::clone(&state);
        let events = self.events_in.clone();
        let waker = Arc::clone(&self.waker);
        // A closed channel means the app is gone; the job's cancel flag stops it soon.
        let sink: Sink = Arc::new(move |event, within| {
            if events.send(event).is_ok() {
                waker(within);
            }
        });
        let gate = self.gate.clone();
        let name = format!("{lane:?}").to_lowercase();
        std::thread::Builder::new()
            .name(name)
            .spawn(move || {
                for task in inbox {
                    let reporter = Reporter::new(task.id, Arc::clone(&sink));
                    // A gate (in tests) holds the job first; either way, one cancelled before
                    // it starts ends here.
                    let cancelled = match &gate {
                        Some(gate) => !gate.pass(lane, &task.control),
                        None => task.control.cancelled(),
                    };
                    if cancelled {
                        reporter.send(EventKind::Cancelled);
                    } else if let Some(mut paced) = run(&task.job, &task.control, &reporter) {
                        while let Some(have) = paced.advance(&task.control, &reporter) {
                            if !wait_until_wanted(&task.control, have, &lane_state) {
                                reporter.send(EventKind::Cancelled);
                                break;
                            }
                        }
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

/// Blocks, using no CPU, until more than `have` are wanted; `false` if the job was cancelled
/// meanwhile.
fn wait_until_wanted(control: &Control, have: u64, lane: &LaneState) -> bool {
    let mut guard = control.lock.lock().unwrap_or_else(PoisonError::into_inner);
    lane.waiting.store(true, Ordering::Relaxed);
    while !control.cancelled() && control.wanted.load(Ordering::Relaxed) <= have {
        guard = control
            .wake
            .wait(guard)
            .unwrap_or_else(PoisonError::into_inner);
    }
    lane.waiting.store(false, Ordering::Relaxed);
    !control.cancelled()
}

impl Backend for Threads {
    fn start(&mut self, id: JobId, job: Job, wanted: u64) {
        let lane = job.lane();
        self.cancel(lane);
        let control = Arc::new(Control::new(wanted, Arc::clone(&self.kept)));
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

    fn cancel_job(&mut self, job: JobId) {
        if let Some(handle) = self
            .lanes
            .iter_mut()
            .find(|handle| handle.current.as_ref().is_some_and(|(id, _)| *id == job))
        {
            let lane = handle.lane;
            self.cancel(lane);
        }
    }

    fn want(&mut self, job: JobId, wanted: u64) {
        for handle in &self.lanes {
            if let Some((id, control)) = &handle.current
                && *id == job
                && control.wanted.load(Ordering::Relaxed) != wanted
            {
                control.notify(|control| control.wanted.store(wanted, Ordering::Relaxed));
            }
        }
    }

    fn busy_lanes(&self) -> Vec<Lane> {
        self.lanes
            .iter()
            .filter(|handle| {
                handle.state.active.load(Ordering::Relaxed) > 0
                    && !handle.state.waiting.load(Ordering::Relaxed)
            })
            .map(|handle| handle.lane)
            .collect()
    }

    fn next_event(&mut self) -> Option<Event> {
        self.events.try_recv().ok()
    }
}

impl Drop for Threads {
    fn drop(&mut self) {
        for lane in Lane::ALL {
            self.cancel(lane);
        }
    }
}
