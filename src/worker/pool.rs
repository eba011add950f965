//! The browser's back end, apart from the browser: the lanes' workers and their jobs, what
//! they said ([`Inbox`]), cancels, budgets, failures, and a count spread over every core. The
//! browser's hands ([`Hands`]: starting a Web Worker, posting to it, ending it, a timer) are
//! `worker::web`'s; here they are a trait, so that this bookkeeping is tested on the desktop
//! with hands that only write down what they were asked.
//!
//! A worker busy with a job cannot read a message, so a cancel ends it (`terminate`) and says
//! [`EventKind::Cancelled`] for its job here, at once, mid-search; the lane's next job starts
//! a fresh one. A job that waits for the app (the enumeration, the animation) returns to its
//! worker's event loop and goes on when a [`ToWorker::Want`] comes. A count runs on every
//! core: its shards go to as many workers as the browser has cores, and their parts are added
//! here as `nqueens count --sum` adds them ([`SpreadCount`]); so do the counts of a far
//! solution's search and of boards numbered ([`Seek`]), the search itself running here.

use std::cell::RefCell;
use std::collections::{HashMap, VecDeque};
use std::rc::Rc;
use std::sync::Arc;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::solve::count::KeptCounts;
use crate::worker::seek::{Seek, Turn};
use crate::worker::spread::{Spread, SpreadCount};
use crate::worker::{Backend, Estimate, Event, EventKind, Job, JobId, Lane};

/// What the page tells a worker.
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

/// What a worker tells the page. Each event is held back until the next one, so that a job's
/// last event comes in the same message as its stop: the page never sees a job that has said
/// its last word but still seems to run.
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

/// What the platform does for the pool: the browser's Web Workers and timers on the page, a
/// notebook in the tests.
pub(crate) trait Hands {
    /// A worker, as the platform holds it.
    type Worker;
    /// Starts a worker whose messages go to `inbox` ([`Inbox::receive`], then
    /// [`Pool::pump`] once the handler has returned, then [`Hands::wake`]), and whose failure
    /// [`Hands::has_failed`] tells; `None` if it cannot.
    fn spawn(&self, inbox: &Rc<RefCell<Inbox>>) -> Option<Self::Worker>;
    /// Sends `message` to `worker` (with the file its job reads); false if it could not.
    fn post(&self, worker: &Self::Worker, message: &ToWorker) -> bool;
    /// Ends `worker` at once, whatever it is doing.
    fn terminate(&self, worker: &Self::Worker);
    /// Whether `worker` failed (its module did not load, or a job panicked).
    fn has_failed(&self, worker: &Self::Worker) -> bool;
    /// Puts `id` in the inbox's expired jobs after `budget`, and wakes the app.
    fn watch_budget(&self, id: JobId, budget: Duration, inbox: &Rc<RefCell<Inbox>>);
    /// Wakes the app within `within`.
    fn wake(&self, within: Duration);
}

/// One worker of a lane, and the job it runs.
struct Runner<W> {
    worker: W,
    /// The job it runs or ran last, and whether that has stopped (`Some(waiting)`).
    job: Option<(JobId, Option<bool>)>,
}

/// What the workers said, waiting for the app to take it.
#[derive(Default)]
pub(crate) struct Inbox {
    events: VecDeque<Event>,
    /// Each runner's latest stop, by job.
    stopped: Vec<(JobId, bool)>,
    /// Jobs whose budget has passed: ended here, as a thread's watch would stop them.
    expired: Vec<JobId>,
    /// The latest time left each running job told, for what it says when its budget passes.
    estimates: HashMap<JobId, Estimate>,
}

impl Inbox {
    /// Takes a worker's message, and returns how soon the app should wake for it.
    pub(crate) fn receive(&mut self, message: FromWorker) -> Duration {
        match message {
            FromWorker::Event(event, within) => {
                self.take(event);
                within
            }
            FromWorker::Stopped { id, waiting, last } => {
                let within = last.as_ref().map_or(Duration::ZERO, |(_, within)| *within);
                if let Some((event, _)) = last {
                    self.take(event);
                }
                self.stopped.push((id, waiting));
                self.estimates.remove(&id);
                within
            }
        }
    }

    /// Says that the budget of job `id` has passed (the platform's timer rang).
    pub(crate) fn budget_passed(&mut self, id: JobId) {
        self.expired.push(id);
    }

    /// Forgets what the shards of `spread` said that the app has not taken: it has ended.
    fn forget(&mut self, spread: &Spreading) {
        self.events.retain(|event| !spread.has(event.job));
        self.estimates.retain(|&id, _| !spread.has(id));
    }

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

/// A job whose work is spread over its lane's workers.
enum Spreading {
    /// A whole board's count.
    Count(SpreadCount),
    /// A search that counts as it goes.
    Seek(Box<Seek>),
}

impl Spreading {
    fn id(&self) -> JobId {
        match self {
            Self::Count(count) => count.id(),
            Self::Seek(seek) => seek.id(),
        }
    }

    /// Whether `job` is one of the shards it runs now.
    fn has(&self, job: JobId) -> bool {
        match self {
            Self::Count(count) => count.has(job),
            Self::Seek(seek) => seek.has(job),
        }
    }
}

/// The lanes, each a worker (the lanes whose jobs are spread, several), and what they said.
pub(crate) struct Pool<H: Hands> {
    hands: H,
    lanes: Vec<(Lane, Vec<Runner<H::Worker>>)>,
    inbox: Rc<RefCell<Inbox>>,
    /// The jobs spread over their lanes' workers, at most one a lane.
    spreads: Vec<(Lane, Spreading)>,
    /// What the spread jobs said for the app, before what the inbox holds.
    ready: VecDeque<Event>,
    /// How many workers a spread job uses: the browser's cores.
    cores: usize,
    /// The counts by columns the spread searches have made, for those after them to find.
    kept: Arc<KeptCounts>,
}

impl<H: Hands> Pool<H> {
    /// Starts no worker yet: each starts with its lane's first job.
    pub(crate) fn with_hands(hands: H, cores: usize) -> Self {
        Self {
            hands,
            lanes: Vec::new(),
            inbox: Rc::default(),
            spreads: Vec::new(),
            ready: VecDeque::new(),
            cores: cores.max(1),
            kept: Arc::default(),
        }
    }

    fn runners(&mut self, lane: Lane) -> &mut Vec<Runner<H::Worker>> {
        if let Some(index) = self.lanes.iter().position(|(l, _)| *l == lane) {
            return &mut self.lanes[index].1;
        }
        self.lanes.push((lane, Vec::new()));
        &mut self.lanes.last_mut().expect("just pushed").1
    }

    /// The lane whose worker runs or ran `id` last.
    fn lane_of(&self, id: JobId) -> Option<Lane> {
        self.lanes.iter().find_map(|(lane, runners)| {
            runners
                .iter()
                .any(|runner| runner.job.is_some_and(|(job, _)| job == id))
                .then_some(*lane)
        })
    }

    /// Ends the lane's workers whose job still runs or waits, and returns those jobs; the
    /// idle ones stay, for the next job.
    fn end_busy(&mut self, lane: Lane) -> Vec<JobId> {
        let mut ended = Vec::new();
        let hands = &self.hands;
        if let Some((_, runners)) = self.lanes.iter_mut().find(|(l, _)| *l == lane) {
            runners.retain(|runner| match runner.job {
                Some((id, None | Some(true))) => {
                    hands.terminate(&runner.worker);
                    if !ended.contains(&id) {
                        ended.push(id);
                    }
                    false
                }
                _ => true,
            });
        }
        ended
    }

    /// Takes the lane's spread job, if it has one.
    fn take_spread(&mut self, lane: Lane) -> Option<Spreading> {
        let index = self.spreads.iter().position(|(l, _)| *l == lane)?;
        Some(self.spreads.remove(index).1)
    }

    /// Ends the lane's busy workers: each job says it was cancelled (a spread job once, for
    /// all its shards).
    fn cancel_lane(&mut self, lane: Lane) {
        let mut cancelled = self.end_busy(lane);
        let spread = self.take_spread(lane);
        let mut inbox = self.inbox.borrow_mut();
        // A spread job's shards are one job to the app: it hears that the job was cancelled.
        // One still here has not ended: what its shards last said is not read yet.
        if let Some(spread) = spread {
            inbox.forget(&spread);
            cancelled.retain(|&id| !spread.has(id));
            cancelled.push(spread.id());
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
        self.hands.wake(Duration::ZERO);
    }

    /// Sends `message` to the lane's `index`th worker, starting it if need be.
    fn post(&mut self, lane: Lane, index: usize, message: &ToWorker) {
        while self.runners(lane).len() <= index {
            let Some(worker) = self.hands.spawn(&self.inbox) else {
                return self.fail(message);
            };
            self.runners(lane).push(Runner { worker, job: None });
        }
        let runners = self.runners(lane);
        if let ToWorker::Start { id, .. } = message {
            runners[index].job = Some((*id, None));
        }
        let worker = &self
            .lanes
            .iter()
            .find(|(l, _)| *l == lane)
            .expect("the lane's runners were just made")
            .1[index]
            .worker;
        if !self.hands.post(worker, message) {
            // The worker never heard of the job: it is as idle as before.
            self.runners(lane)[index].job = None;
            self.fail(message);
        }
    }

    /// A job that could not be given to a worker ends at once, cancelled.
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
        if let Some(&(lane, _)) = self.spreads.iter().find(|(_, spread)| spread.id() == id) {
            let spread = self.take_spread(lane).expect("just found");
            self.end_busy(lane);
            let estimate = match &spread {
                Spreading::Seek(seek) => seek.estimate(),
                Spreading::Count(_) => Estimate::Unknown,
            };
            let mut inbox = self.inbox.borrow_mut();
            inbox.forget(&spread);
            inbox.events.push_back(Event {
                job: id,
                kind: EventKind::OutOfTime { estimate },
            });
            return;
        }
        let mut ended = false;
        let hands = &self.hands;
        for (_, runners) in &mut self.lanes {
            runners.retain(|runner| match runner.job {
                Some((job, None)) if job == id => {
                    hands.terminate(&runner.worker);
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

    /// Lets go of the workers that failed (a job one ran ends, said as cancelled), takes what
    /// the workers said of their jobs' ends, and ends those out of time.
    fn take_stops(&mut self) {
        let mut failed_jobs = Vec::new();
        let hands = &self.hands;
        for (_, runners) in &mut self.lanes {
            runners.retain(|runner| {
                if !hands.has_failed(&runner.worker) {
                    return true;
                }
                hands.terminate(&runner.worker);
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
        // A job that stopped before its budget's timer rang is not ended by it.
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
        let expired = std::mem::take(&mut self.inbox.borrow_mut().expired);
        for id in expired {
            self.expire(id);
        }
    }
    /// Starts each of `shards` on a worker of `lane`.
    fn start_shards(&mut self, lane: Lane, shards: Vec<(JobId, Job)>) {
        for (index, (id, job)) in shards.into_iter().enumerate() {
            let message = ToWorker::Start { id, job, wanted: 0 };
            self.post(lane, index, &message);
        }
    }

    /// Acts on a spread job's turn: its events for the app, its next count's shards started,
    /// and the job let go of if it has ended, with the workers it took beyond the lane's own
    /// (a Web Worker keeps the memory its largest count grew it to).
    fn follow(&mut self, lane: Lane, turn: Turn) {
        self.ready.extend(turn.events);
        if turn.ended {
            if let Some(spread) = self.take_spread(lane) {
                self.end_busy(lane);
                self.inbox.borrow_mut().forget(&spread);
                if lane != Lane::Count
                    && let Some((_, runners)) = self.lanes.iter_mut().find(|(l, _)| *l == lane)
                {
                    for runner in runners.drain(runners.len().min(1)..) {
                        self.hands.terminate(&runner.worker);
                    }
                }
            }
        } else {
            self.start_shards(lane, turn.start);
        }
    }
}

/// The jobs spread over a lane's workers: a whole board's count, a far solution's search, and
/// the numbering of boards (those the browser has seen are stepped to by one worker, from the
/// nearest checkpoint).
fn spread(id: JobId, job: &Job, cores: usize, kept: &Arc<KeptCounts>) -> Option<Spreading> {
    let kept = Arc::clone(kept);
    match job {
        Job::Count { n, .. } => Some(Spreading::Count(SpreadCount::whole(id, *n, cores))),
        Job::Locate { n, number, .. } => Some(Spreading::Seek(Box::new(Seek::locate(
            id, *n, *number, cores, kept,
        )))),
        Job::Number { boards, .. } => Some(Spreading::Seek(Box::new(Seek::number(
            id,
            boards.clone(),
            cores,
            kept,
        )))),
        _ => None,
    }
}

impl<H: Hands> Backend for Pool<H> {
    fn start(&mut self, id: JobId, job: Job, wanted: u64) {
        let lane = job.lane();
        self.take_stops();
        self.cancel_lane(lane);
        if let Some(budget) = job.budget() {
            self.hands.watch_budget(id, budget, &self.inbox);
        }
        match spread(id, &job, self.cores, &self.kept) {
            Some(Spreading::Count(count)) => {
                self.start_shards(lane, count.jobs());
                self.spreads.push((lane, Spreading::Count(count)));
            }
            Some(Spreading::Seek(mut seek)) => {
                let turn = seek.go();
                self.spreads.push((lane, Spreading::Seek(seek)));
                self.follow(lane, turn);
            }
            None => self.post(lane, 0, &ToWorker::Start { id, job, wanted }),
        }
    }

    fn want(&mut self, id: JobId, wanted: u64) {
        let Some(lane) = self.lane_of(id) else {
            return;
        };
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

    fn cancel_job(&mut self, job: JobId) {
        self.take_stops();
        let spread_lane = self
            .spreads
            .iter()
            .find(|(_, spread)| spread.id() == job)
            .map(|(lane, _)| *lane);
        if let Some(lane) = spread_lane.or_else(|| self.lane_of(job)) {
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
        self.pump();
        self.ready.pop_front()
    }
}

impl<H: Hands> Pool<H> {
    /// Takes what the workers said: a spread job's shards' answers go to the job at once (its
    /// next count starts now, not at the window's next frame: a far jump asks dozens, and a
    /// page in the background draws no frames), the rest waits for the app in order.
    pub(crate) fn pump(&mut self) {
        self.take_stops();
        loop {
            let Some(event) = self.inbox.borrow_mut().events.pop_front() else {
                return;
            };
            let Some((lane, spread)) = self
                .spreads
                .iter_mut()
                .find(|(_, spread)| spread.has(event.job))
            else {
                self.ready.push_back(event);
                continue;
            };
            let lane = *lane;
            let turn = match spread {
                Spreading::Seek(seek) => seek.take(event),
                Spreading::Count(count) => match count.take(event) {
                    Spread::Quiet | Spread::Added(_) => Turn::default(),
                    Spread::Going(event) => {
                        let ended = matches!(event.kind, EventKind::Counted { .. });
                        Turn {
                            events: vec![event],
                            start: Vec::new(),
                            ended,
                        }
                    }
                    // A shard that failed leaves the others nothing to add up to: they are
                    // ended, with nothing more said to the app.
                    Spread::Ended(event) => Turn {
                        events: vec![event],
                        start: Vec::new(),
                        ended: true,
                    },
                },
            };
            self.follow(lane, turn);
        }
    }
}

impl<H: Hands> Drop for Pool<H> {
    fn drop(&mut self) {
        for (_, runners) in &self.lanes {
            for runner in runners {
                self.hands.terminate(&runner.worker);
            }
        }
    }
}

#[cfg(test)]
mod tests;
