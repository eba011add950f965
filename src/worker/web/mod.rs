//! The browser's back end: each lane a Web Worker running the same wasm module, jobs and
//! events sent between them as JSON ([`ToWorker`], [`FromWorker`]).
//!
//! A Web Worker busy with a job cannot read a message, so a cancel ends it (`terminate`) and
//! says [`EventKind::Cancelled`] for its job here, at once, mid-search; the lane's next job
//! starts a fresh one. A job that waits for the app (the enumeration, the animation) returns
//! to its Web Worker's event loop and goes on when a [`ToWorker::Want`] comes. A count runs
//! on every core: its shards go to as many Web Workers as the browser has cores, and their
//! parts are added here as `nqueens count --sum` adds them.
//!
//! Nothing here shares memory between Web Workers, so the page needs no cross-origin
//! isolation: any static host serves it.

mod inside;

use std::cell::RefCell;
use std::collections::{HashMap, VecDeque};
use std::rc::Rc;
use std::time::Duration;

use crate::worker::spread::{Spread, SpreadCount};
use crate::worker::{Backend, Estimate, Event, EventKind, Job, JobId, Lane, Waker};
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

pub use inside::worker_main;

/// What the page tells a Web Worker.
#[derive(Debug, Serialize, Deserialize)]
pub(crate) enum ToWorker {
    /// Start `job` under `id`, going until it has `wanted` if it waits for the app.
    Start {
        /// The job's id.
        id: JobId,
        /// The job.
        job: Job,
        /// How much the app wants of a job that waits for it.
        wanted: u64,
    },
    /// The app wants `wanted` of the waiting job `id` now.
    Want {
        /// The job's id.
        id: JobId,
        /// How much it wants.
        wanted: u64,
    },
}

/// What a Web Worker tells the page. Each event is held back until the next one, so that a
/// job's last event comes in the same message as its stop: the page never sees a job that has
/// said its last word but still seems to run.
#[derive(Debug, Serialize, Deserialize)]
pub(crate) enum FromWorker {
    /// What its job said, and how soon the window should wake for it.
    Event(Event, Duration),
    /// Its job has stopped: ended, or (`waiting`) waiting for the app to want more.
    Stopped {
        /// The job.
        id: JobId,
        /// Whether it waits rather than ended.
        waiting: bool,
        /// The last thing it said before it stopped.
        last: Option<(Event, Duration)>,
    },
}

/// The script each Web Worker runs: it loads the same wasm module and calls [`worker_main`].
const WORKER_SCRIPT: &str = "./worker.js";

/// One Web Worker of a lane, and the job it runs.
struct Runner {
    worker: web_sys::Worker,
    /// The job it runs or ran last, and whether that has stopped (`Some(waiting)`).
    job: Option<(JobId, Option<bool>)>,
    /// Set when the Web Worker failed (its module did not load, or a job panicked).
    failed: Rc<std::cell::Cell<bool>>,
    /// Keep the handlers alive as long as the Web Worker.
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::ErrorEvent)>,
}

/// What the Web Workers said, waiting for the app to take it.
#[derive(Default)]
struct Inbox {
    events: VecDeque<Event>,
    /// Each runner's latest stop, by job.
    stopped: Vec<(JobId, bool)>,
    /// Jobs whose budget has passed: ended here, as a thread's watch would stop them.
    expired: Vec<JobId>,
    /// The latest time left each running job told, for what it says when its budget passes.
    estimates: HashMap<JobId, Estimate>,
}

impl Inbox {
    /// Keeps an event for the app, and the time left it tells for when its budget passes.
    fn take(&mut self, event: Event) {
        if let EventKind::Counting { left, .. }
        | EventKind::Exporting { left, .. }
        | EventKind::Seeking { left } = &event.kind
        {
            self.estimates.insert(event.job, left.estimate);
        }
        self.events.push_back(event);
    }
}

/// The lanes, each a Web Worker (the count's lane several).
pub struct WebWorkers {
    lanes: Vec<(Lane, Vec<Runner>)>,
    inbox: Rc<RefCell<Inbox>>,
    waker: Waker,
    count: Option<SpreadCount>,
    /// How many Web Workers a count uses: the browser's cores.
    cores: usize,
}

impl WebWorkers {
    /// Starts no Web Worker yet: each starts with its lane's first job.
    pub fn new(waker: Waker) -> Self {
        let cores = web_sys::window()
            .map_or(1.0, |window| window.navigator().hardware_concurrency())
            .max(1.0) as usize;
        Self {
            lanes: Vec::new(),
            inbox: Rc::default(),
            waker,
            count: None,
            cores,
        }
    }

    fn spawn(&self) -> Option<Runner> {
        let options = web_sys::WorkerOptions::new();
        options.set_type(web_sys::WorkerType::Module);
        let worker = web_sys::Worker::new_with_options(WORKER_SCRIPT, &options).ok()?;
        let inbox = Rc::clone(&self.inbox);
        let waker = std::sync::Arc::clone(&self.waker);
        let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(
            move |message: web_sys::MessageEvent| {
                let Some(text) = message.data().as_string() else {
                    return;
                };
                match serde_json::from_str::<FromWorker>(&text) {
                    Ok(FromWorker::Event(event, within)) => {
                        inbox.borrow_mut().take(event);
                        waker(within);
                    }
                    Ok(FromWorker::Stopped { id, waiting, last }) => {
                        let mut inbox = inbox.borrow_mut();
                        let within = last.as_ref().map_or(Duration::ZERO, |(_, within)| *within);
                        if let Some((event, _)) = last {
                            inbox.take(event);
                        }
                        inbox.stopped.push((id, waiting));
                        inbox.estimates.remove(&id);
                        drop(inbox);
                        waker(within);
                    }
                    Err(error) => web_sys::console::error_1(
                        &format!("a Web Worker's message could not be read: {error}").into(),
                    ),
                }
            },
        );
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // A module that does not load, or a panic in a job, ends the Web Worker's work: the
        // page is told, and the job's lane takes a fresh one for its next job.
        let failed = Rc::new(std::cell::Cell::new(false));
        let failing = Rc::clone(&failed);
        let waker = std::sync::Arc::clone(&self.waker);
        let on_error =
            Closure::<dyn FnMut(web_sys::ErrorEvent)>::new(move |error: web_sys::ErrorEvent| {
                web_sys::console::error_1(
                    &format!("a Web Worker failed: {}", error.message()).into(),
                );
                failing.set(true);
                waker(Duration::ZERO);
            });
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Some(Runner {
            worker,
            job: None,
            failed,
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    fn runners(&mut self, lane: Lane) -> &mut Vec<Runner> {
        if let Some(index) = self.lanes.iter().position(|(l, _)| *l == lane) {
            return &mut self.lanes[index].1;
        }
        self.lanes.push((lane, Vec::new()));
        &mut self.lanes.last_mut().expect("just pushed").1
    }

    /// Ends the lane's Web Workers whose job still runs (each says it was cancelled); those
    /// idle stay, for the next job.
    fn cancel_lane(&mut self, lane: Lane) {
        let mut cancelled = Vec::new();
        self.runners(lane).retain(|runner| match runner.job {
            Some((id, None | Some(true))) => {
                runner.worker.terminate();
                if !cancelled.contains(&id) {
                    cancelled.push(id);
                }
                false
            }
            _ => true,
        });
        let mut inbox = self.inbox.borrow_mut();
        // A count's shards are one job to the app: it hears that the count was cancelled.
        if lane == Lane::Count
            && let Some(count) = self.count.take()
        {
            inbox.events.retain(|event| !count.has(event.job));
            let shards = cancelled.len();
            cancelled.retain(|&id| !count.has(id));
            if cancelled.len() < shards {
                cancelled.push(count.id());
            }
        }
        for id in cancelled {
            inbox.estimates.remove(&id);
            // What it said before it was ended still comes first.
            inbox.events.push_back(Event {
                job: id,
                kind: EventKind::Cancelled,
            });
        }
        drop(inbox);
        (self.waker)(Duration::ZERO);
    }

    /// Sends `message` (and the file a job reads, if the page holds one under its path) to the
    /// lane's `index`th Web Worker, starting it if need be.
    fn post(&mut self, lane: Lane, index: usize, message: &ToWorker) {
        while self.runners(lane).len() <= index {
            let Some(runner) = self.spawn() else {
                return self.fail(message);
            };
            self.runners(lane).push(runner);
        }
        let Ok(text) = serde_json::to_string(message) else {
            return self.fail(message);
        };
        let file = match message {
            ToWorker::Start { job, .. } => job_file(job),
            ToWorker::Want { .. } => None,
        };
        let envelope = js_sys::Array::of2(
            &text.into(),
            &file.map_or(wasm_bindgen::JsValue::NULL, Into::into),
        );
        let runner = &mut self.runners(lane)[index];
        if let ToWorker::Start { id, .. } = message {
            runner.job = Some((*id, None));
        }
        if runner.worker.post_message(&envelope).is_err() {
            self.fail(message);
        }
    }

    /// A job that could not be given to a Web Worker ends at once, cancelled.
    fn fail(&self, message: &ToWorker) {
        if let ToWorker::Start { id, .. } = message {
            self.inbox.borrow_mut().events.push_back(Event {
                job: *id,
                kind: EventKind::Cancelled,
            });
        }
    }

    /// Ends the job `id` if it still runs, its budget passed: it says it is out of time, with
    /// the time left it told last.
    fn expire(&mut self, id: JobId) {
        let mut ended = false;
        for (_, runners) in &mut self.lanes {
            runners.retain(|runner| match runner.job {
                Some((job, None)) if job == id => {
                    runner.worker.terminate();
                    ended = true;
                    false
                }
                _ => true,
            });
        }
        if ended {
            let mut inbox = self.inbox.borrow_mut();
            let estimate = inbox.estimates.remove(&id).unwrap_or(Estimate::Unknown);
            inbox.events.push_back(Event {
                job: id,
                kind: EventKind::OutOfTime { estimate },
            });
        }
    }

    /// Ends `id` after `budget`, as a thread's watch stops a job on the desktop.
    fn watch_budget(&self, id: JobId, budget: Duration) {
        let Some(window) = web_sys::window() else {
            return;
        };
        let inbox = Rc::clone(&self.inbox);
        let waker = std::sync::Arc::clone(&self.waker);
        let expire = Closure::once_into_js(move || {
            inbox.borrow_mut().expired.push(id);
            waker(Duration::ZERO);
        });
        let millis = i32::try_from(budget.as_millis()).unwrap_or(i32::MAX);
        // A page that cannot set a timer leaves the job to run to its end.
        let _ = window
            .set_timeout_with_callback_and_timeout_and_arguments_0(expire.unchecked_ref(), millis);
    }

    /// Takes what the Web Workers said of their jobs' ends, ends those out of time, and lets
    /// go of the Web Workers that failed: a job one ran ends, said as cancelled.
    fn take_stops(&mut self) {
        let mut failed_jobs = Vec::new();
        for (_, runners) in &mut self.lanes {
            runners.retain(|runner| {
                if !runner.failed.get() {
                    return true;
                }
                runner.worker.terminate();
                if let Some((id, None | Some(true))) = runner.job {
                    failed_jobs.push(id);
                }
                false
            });
        }
        for id in failed_jobs {
            self.inbox.borrow_mut().events.push_back(Event {
                job: id,
                kind: EventKind::Cancelled,
            });
        }
        let expired = std::mem::take(&mut self.inbox.borrow_mut().expired);
        for id in expired {
            self.expire(id);
        }
        let stopped = std::mem::take(&mut self.inbox.borrow_mut().stopped);
        for (id, waiting) in stopped {
            for (_, runners) in &mut self.lanes {
                for runner in runners.iter_mut() {
                    if let Some((job, state)) = &mut runner.job
                        && *job == id
                    {
                        *state = Some(waiting);
                    }
                }
            }
        }
    }
}

/// The browser's file a job reads, if the page holds one under its path.
fn job_file(job: &Job) -> Option<web_sys::File> {
    match job {
        Job::CheckFile { path, .. } | Job::ReadBoard { path, .. } => {
            crate::platform::web::picked_file(path)
        }
        _ => None,
    }
}

impl Backend for WebWorkers {
    fn start(&mut self, id: JobId, job: Job, wanted: u64) {
        let lane = job.lane();
        self.take_stops();
        self.cancel_lane(lane);
        if let Job::Count { n, .. } = job {
            let count = SpreadCount::new(id, n, self.cores);
            for (index, (shard_job, job)) in count.jobs().into_iter().enumerate() {
                let message = ToWorker::Start {
                    id: shard_job,
                    job,
                    wanted,
                };
                self.post(lane, index, &message);
            }
            self.count = Some(count);
            return;
        }
        if let Some(budget) = job.budget() {
            self.watch_budget(id, budget);
        }
        self.post(lane, 0, &ToWorker::Start { id, job, wanted });
    }

    fn want(&mut self, id: JobId, wanted: u64) {
        let lane = self.lanes.iter().find_map(|(lane, runners)| {
            runners
                .iter()
                .any(|runner| runner.job.is_some_and(|(job, _)| job == id))
                .then_some(*lane)
        });
        if let Some(lane) = lane {
            self.take_stops();
            let Some(runner) = self.runners(lane).first_mut() else {
                return;
            };
            match runner.job {
                // An ended job wants nothing more.
                Some((_, Some(false))) | None => return,
                // A waiting one goes on (or says at once that it still waits).
                Some((_, Some(true))) => runner.job = Some((id, None)),
                // A running one reads it when it next waits.
                Some((_, None)) => {}
            }
            self.post(lane, 0, &ToWorker::Want { id, wanted });
        }
    }

    fn cancel_job(&mut self, job: JobId) {
        self.take_stops();
        let lane = self.lanes.iter().find_map(|(lane, runners)| {
            runners
                .iter()
                .any(|runner| runner.job.is_some_and(|(id, _)| id == job))
                .then_some(*lane)
        });
        let counting = self.count.as_ref().is_some_and(|count| count.id() == job);
        if counting {
            self.cancel_lane(Lane::Count);
        } else if let Some(lane) = lane {
            self.cancel_lane(lane);
        }
    }

    fn busy_lanes(&self) -> Vec<Lane> {
        let stopped = &self.inbox.borrow().stopped;
        self.lanes
            .iter()
            .filter(|(_, runners)| {
                runners.iter().any(|runner| match runner.job {
                    Some((id, None)) => !stopped.iter().any(|(job, _)| *job == id),
                    _ => false,
                })
            })
            .map(|(lane, _)| *lane)
            .collect()
    }

    fn next_event(&mut self) -> Option<Event> {
        self.take_stops();
        loop {
            let event = self.inbox.borrow_mut().events.pop_front()?;
            let Some(count) = self.count.as_mut().filter(|count| count.has(event.job)) else {
                return Some(event);
            };
            match count.take(event) {
                Spread::Quiet => {}
                Spread::Going(event) => return Some(event),
                Spread::Ended(event) => {
                    // A shard that failed leaves the others nothing to add up to: they are
                    // ended, with nothing more said to the app.
                    self.count = None;
                    self.cancel_lane(Lane::Count);
                    return Some(event);
                }
            }
        }
    }
}

impl Drop for WebWorkers {
    fn drop(&mut self) {
        for (_, runners) in &self.lanes {
            for runner in runners {
                runner.worker.terminate();
            }
        }
    }
}
