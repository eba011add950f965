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
mod tests {
    use std::cell::Cell;
    use std::sync::atomic::AtomicBool;

    use super::*;
    use crate::board::Placement;
    use crate::solve::complete::solution_at;
    use crate::solve::count::{
        CountOptions, count_columns_shard, count_shard, count_two_rows_shard,
    };
    use crate::worker::{NumberRequest, TimeLeft, new_job_id};

    /// What the pool asked of its hands, in order.
    #[derive(Debug, PartialEq)]
    enum Asked {
        Spawn(usize),
        Post(usize, String),
        Terminate(usize),
        Budget(JobId, Duration),
    }

    /// Hands that write down what they are asked, with workers that are numbers and answer
    /// only what a test says for them.
    #[derive(Default)]
    struct Notebook {
        asked: RefCell<Vec<Asked>>,
        spawned: Cell<usize>,
        failed: RefCell<Vec<usize>>,
        refuse_to_spawn: Cell<bool>,
        refuse_to_post: Cell<bool>,
        inbox: RefCell<Option<Rc<RefCell<Inbox>>>>,
        /// What the app heard while a test answered the shards.
        heard: RefCell<Vec<Event>>,
    }

    impl Hands for Rc<Notebook> {
        type Worker = usize;

        fn spawn(&self, inbox: &Rc<RefCell<Inbox>>) -> Option<usize> {
            if self.refuse_to_spawn.get() {
                return None;
            }
            *self.inbox.borrow_mut() = Some(Rc::clone(inbox));
            let worker = self.spawned.get();
            self.spawned.set(worker + 1);
            self.asked.borrow_mut().push(Asked::Spawn(worker));
            Some(worker)
        }

        fn post(&self, worker: &usize, message: &ToWorker) -> bool {
            let text = serde_json::to_string(message).expect("every message is sent as JSON");
            self.asked.borrow_mut().push(Asked::Post(*worker, text));
            !self.refuse_to_post.get()
        }

        fn terminate(&self, worker: &usize) {
            self.asked.borrow_mut().push(Asked::Terminate(*worker));
        }

        fn has_failed(&self, worker: &usize) -> bool {
            self.failed.borrow().contains(worker)
        }

        fn watch_budget(&self, id: JobId, budget: Duration, _inbox: &Rc<RefCell<Inbox>>) {
            self.asked.borrow_mut().push(Asked::Budget(id, budget));
        }

        fn wake(&self, _within: Duration) {}
    }

    impl Notebook {
        /// The inbox the pool gave its workers.
        fn inbox(&self) -> Rc<RefCell<Inbox>> {
            Rc::clone(self.inbox.borrow().as_ref().expect("a worker was started"))
        }

        /// A worker says `message`, as its `onmessage` hands it to the inbox.
        fn say(&self, message: FromWorker) {
            self.inbox().borrow_mut().receive(message);
        }

        /// The page's timer for job `id`'s budget rings.
        fn ring_budget(&self, id: JobId) {
            self.inbox().borrow_mut().budget_passed(id);
        }

        /// The jobs started since the last look, with the worker each went to.
        fn started(&self) -> Vec<(usize, JobId, Job)> {
            self.asked
                .borrow()
                .iter()
                .filter_map(|asked| match asked {
                    Asked::Post(worker, text) => match serde_json::from_str(text) {
                        Ok(ToWorker::Start { id, job, .. }) => Some((*worker, id, job)),
                        _ => None,
                    },
                    _ => None,
                })
                .collect()
        }

        fn terminated(&self) -> Vec<usize> {
            self.asked
                .borrow()
                .iter()
                .filter_map(|asked| match asked {
                    Asked::Terminate(worker) => Some(*worker),
                    _ => None,
                })
                .collect()
        }

        fn wants_posted(&self) -> usize {
            self.asked
                .borrow()
                .iter()
                .filter(|asked| matches!(asked, Asked::Post(_, text) if text.contains("Want")))
                .count()
        }
    }

    fn pool(cores: usize) -> (Pool<Rc<Notebook>>, Rc<Notebook>) {
        let notebook = Rc::new(Notebook::default());
        (Pool::with_hands(Rc::clone(&notebook), cores), notebook)
    }

    fn heard(pool: &mut Pool<Rc<Notebook>>) -> Vec<Event> {
        std::iter::from_fn(|| pool.next_event()).collect()
    }

    /// A job's last event and its end, in one message, as a worker sends them.
    fn ended(id: JobId, kind: EventKind) -> FromWorker {
        FromWorker::Stopped {
            id,
            waiting: false,
            last: Some((Event { job: id, kind }, Duration::ZERO)),
        }
    }

    /// What the app hears is that job `id` was cancelled, and nothing else.
    fn assert_heard_cancelled(pool: &mut Pool<Rc<Notebook>>, id: JobId) {
        let heard = heard(pool);
        assert!(
            matches!(heard.as_slice(), [Event { job, kind: EventKind::Cancelled }] if *job == id),
            "{heard:?}"
        );
    }

    /// A job one worker runs: a hand-made board's analysis.
    fn analyse(budget: Option<Duration>) -> Job {
        Job::Analyse {
            board: crate::board::Squares::empty(20),
            budget,
        }
    }

    /// Answers every shard started after the first `answered` jobs, counting it here, until
    /// nothing more is started; returns how many shards each count was spread over.
    fn answer_shards(
        pool: &mut Pool<Rc<Notebook>>,
        notebook: &Notebook,
        mut answered: usize,
    ) -> Vec<usize> {
        let mut spreads = Vec::new();
        loop {
            let started = notebook.started();
            if started.len() == answered {
                return spreads;
            }
            let new = &started[answered..];
            spreads.push(new.len());
            answered = started.len();
            for (_, shard_id, job) in new {
                let Job::CountColumnsShard {
                    n,
                    allowed,
                    row,
                    with_next,
                    shard,
                } = job
                else {
                    panic!("a shard of a count by columns, not {job:?}");
                };
                let options = CountOptions::default();
                let columns = if *with_next {
                    count_two_rows_shard(*n, allowed, *row, *shard, &options)
                } else {
                    count_columns_shard(*n, allowed, *row, *shard, &options)
                        .map(|columns| columns[..*n].to_vec())
                }
                .expect("counted");
                let total = columns.iter().sum();
                let progress = crate::solve::count::CountProgress {
                    units_done: 1,
                    units: 1,
                    total,
                    part: crate::solve::count::Part::default(),
                };
                let left = TimeLeft {
                    done: 1.0,
                    estimate: Estimate::About(0.0),
                };
                let told = Event {
                    job: *shard_id,
                    kind: EventKind::Counting { progress, left },
                };
                notebook.say(FromWorker::Event(told, Duration::ZERO));
                notebook.say(ended(*shard_id, EventKind::ColumnsCounted { columns }));
            }
            // The pool takes the answers and asks its next count as soon as it hears them,
            // before the app asks for events.
            let asked_before = notebook.started().len();
            pool.pump();
            let asked_on = notebook.started().len() > asked_before;
            let located = pool.ready.iter().any(|event| {
                matches!(
                    event.kind,
                    EventKind::Located { .. } | EventKind::Numbered { .. }
                )
            });
            assert!(
                asked_on || located,
                "the search went on when it heard the answers"
            );
            let mut heard_now = heard(pool);
            assert!(
                heard_now.iter().all(|event| event.job != new[0].1),
                "a shard's events are the seek's"
            );
            notebook.heard.borrow_mut().append(&mut heard_now);
        }
    }

    #[test]
    fn a_far_solution_is_found_by_counts_spread_over_every_core() {
        let options = CountOptions::default();
        // In the first half and the second (found as the mirror image of one in the first).
        for number in [1_234_567, 11_000_000] {
            let (mut pool, notebook) = pool(3);
            let id = new_job_id();
            let job = Job::Locate {
                n: 16,
                number,
                budget: None,
            };
            pool.start(id, job, 0);
            assert_eq!(pool.busy_lanes(), [Lane::Fetch]);
            let spreads = answer_shards(&mut pool, &notebook, 0);
            // The first rows' squares hold millions of solutions: each count on every core;
            // the last rows' few, each on one.
            assert_eq!(spreads.first(), Some(&3), "{spreads:?}");
            assert_eq!(spreads.last(), Some(&1), "{spreads:?}");
            assert_eq!(notebook.spawned.get(), 3);
            let heard = notebook.heard.take();
            assert!(heard.iter().all(|event| event.job == id), "{heard:?}");
            assert!(
                heard
                    .iter()
                    .any(|event| matches!(event.kind, EventKind::Seeking { .. })),
                "{heard:?}"
            );
            let expected = solution_at(16, number, &options).unwrap();
            assert!(expected.is_some());
            assert!(
                matches!(
                    heard.last().map(|event| &event.kind),
                    Some(EventKind::Located { number: found, solution })
                        if *found == number && *solution == expected
                ),
                "{heard:?}"
            );
            assert!(pool.busy_lanes().is_empty());
            assert_eq!(
                notebook.terminated(),
                [1, 2],
                "the lane keeps its own worker, not those it took for the counts"
            );
        }
    }

    #[test]
    fn a_jump_after_another_on_the_same_board_finds_the_first_row_kept() {
        let (mut pool, notebook) = pool(2);
        for (number, first_row_counted) in [(7_000_001, true), (3_000_001, false)] {
            let asked = notebook.started().len();
            let id = new_job_id();
            let job = Job::Locate {
                n: 16,
                number,
                budget: None,
            };
            pool.start(id, job, 0);
            answer_shards(&mut pool, &notebook, asked);
            let rows: Vec<usize> = notebook.started()[asked..]
                .iter()
                .filter_map(|(_, _, job)| match job {
                    Job::CountColumnsShard { row, .. } => Some(*row),
                    _ => None,
                })
                .collect();
            // The first row is counted with the second, whose counts are kept too.
            assert_eq!(
                rows.contains(&0),
                first_row_counted,
                "No {number}: {rows:?}"
            );
            assert!(
                !rows.contains(&1) && !rows.is_empty(),
                "No {number}: {rows:?}"
            );
            let expected = solution_at(16, number, &CountOptions::default()).unwrap();
            let heard = notebook.heard.take();
            assert!(
                matches!(
                    heard.last().map(|event| &event.kind),
                    Some(EventKind::Located { solution, .. }) if *solution == expected
                ),
                "{heard:?}"
            );
        }
    }

    #[test]
    fn boards_are_stepped_to_where_seen_and_numbered_by_spread_counts_where_not() {
        let options = CountOptions::default();
        let first = solution_at(16, 2_000_000, &options).unwrap().unwrap();
        let boards = [
            first.clone(),
            first.transformed(crate::board::Symmetry::MirrorColumns),
        ];
        let (mut pool, notebook) = pool(2);
        let id = new_job_id();
        let requests = boards
            .iter()
            .map(|board| NumberRequest {
                board: board.clone(),
                near: None,
            })
            .collect();
        pool.start(
            id,
            Job::Number {
                boards: requests,
                budget: None,
            },
            0,
        );
        let spreads = answer_shards(&mut pool, &notebook, 0);
        // A count a row where the board's queen is not the first its row may take: the first
        // rows' on both cores, those of the last rows (a moment's work) on one.
        assert!(
            spreads.len() >= 4 && spreads.iter().all(|&shards| shards <= 2),
            "{spreads:?}"
        );
        assert!(
            spreads.iter().filter(|&&shards| shards == 2).count() >= 2,
            "{spreads:?}"
        );
        let numbers: Vec<(Placement, Option<u64>)> = notebook
            .heard
            .take()
            .into_iter()
            .filter_map(|event| match event.kind {
                EventKind::Numbered { board, number } => Some((board, number)),
                _ => None,
            })
            .collect();
        let total = crate::solve::known_counts(16).unwrap().total;
        assert_eq!(
            numbers,
            [
                (boards[0].clone(), Some(2_000_000)),
                (boards[1].clone(), Some(total + 1 - 2_000_000))
            ]
        );
        // A board the browser has seen is stepped to from its checkpoint, by one worker; one
        // the step does not find (not seen after all) is counted, spread: by a new pool, as
        // this one has kept every count of the boards above.
        let (mut pool, notebook) = self::pool(2);
        let mut index = crate::solve::index::SolutionIndex::new(16, 1024);
        let mut solutions = crate::solve::Solutions::new(16);
        for _ in 0..2_000_500 {
            index.observe(solutions.next_columns().unwrap());
        }
        let (landmark, seen_after) = index.checkpoint_before_board(&boards[0]).unwrap();
        let near = Some((landmark, seen_after));
        let requests = boards
            .iter()
            .map(|board| NumberRequest {
                board: board.clone(),
                near: near.clone(),
            })
            .collect();
        let id = new_job_id();
        let job = Job::Number {
            boards: requests,
            budget: None,
        };
        pool.start(id, job, 0);
        let mut numbers = Vec::new();
        for _ in 0..2 {
            let started = notebook.started();
            let Some((0, step, Job::StepToBoard { request })) = started.last().cloned() else {
                panic!("a step on the lane's worker, not {:?}", started.last());
            };
            let number = request.near.as_ref().and_then(|(landmark, within)| {
                landmark
                    .step_to(&request.board, *within, &AtomicBool::new(false))
                    .unwrap()
            });
            let board = request.board.clone();
            let asked = notebook.started().len();
            notebook.say(ended(step, EventKind::Numbered { board, number }));
            if number.is_none() {
                // Not among the seen: counted, its first rows on both cores.
                pool.pump();
                let spreads = answer_shards(&mut pool, &notebook, asked);
                assert_eq!(spreads.first(), Some(&2), "{spreads:?}");
            }
            numbers.extend(
                heard(&mut pool)
                    .into_iter()
                    .chain(notebook.heard.take())
                    .filter_map(|event| match event.kind {
                        EventKind::Numbered { number, .. } => Some(number),
                        _ => None,
                    }),
            );
        }
        assert_eq!(numbers, [Some(2_000_000), Some(total + 1 - 2_000_000)]);
    }

    #[test]
    fn a_cancelled_or_expired_search_ends_its_shards_and_is_heard_once() {
        let (mut pool, notebook) = pool(2);
        let id = new_job_id();
        let budget = Duration::from_secs(2);
        let far = |budget| Job::Locate {
            n: 20,
            number: 20_000_000_000,
            budget,
        };
        pool.start(id, far(None), 0);
        assert_eq!(notebook.started().len(), 2, "the first count on both cores");
        pool.cancel_job(id);
        assert_eq!(notebook.terminated(), [0, 1]);
        assert_heard_cancelled(&mut pool, id);
        assert!(pool.busy_lanes().is_empty());
        let next = new_job_id();
        pool.start(next, far(Some(budget)), 0);
        assert!(
            notebook
                .asked
                .borrow()
                .contains(&Asked::Budget(next, budget))
        );
        notebook.ring_budget(next);
        let heard = heard(&mut pool);
        assert!(
            matches!(heard.as_slice(), [Event { job, kind: EventKind::OutOfTime { .. } }] if *job == next),
            "{heard:?}"
        );
        assert_eq!(notebook.terminated(), [0, 1, 2, 3]);
        assert!(pool.busy_lanes().is_empty());
    }

    #[test]
    fn a_count_goes_to_a_worker_a_core_and_is_heard_as_one_count() {
        let (mut pool, notebook) = pool(3);
        let id = new_job_id();
        pool.start(id, Job::Count { n: 10, threads: 0 }, 0);
        let started = notebook.started();
        let workers: Vec<usize> = started.iter().map(|(worker, ..)| *worker).collect();
        assert_eq!(workers, [0, 1, 2], "one worker a shard");
        assert_eq!(pool.busy_lanes(), [Lane::Count]);
        for (_, shard_id, job) in started {
            let Job::CountShard { n: 10, shard } = job else {
                panic!("a shard of N = 10, not {job:?}");
            };
            assert_eq!(shard.of, 3);
            let counts = count_shard(10, shard, &CountOptions::default()).expect("counted");
            assert!(
                heard(&mut pool).is_empty(),
                "nothing until every shard is in"
            );
            notebook.say(ended(shard_id, EventKind::ShardCounted { counts }));
        }
        let heard = heard(&mut pool);
        assert_eq!(heard.len(), 1, "{heard:?}");
        assert_eq!(heard[0].job, id);
        let EventKind::Counted { counts, .. } = heard[0].kind else {
            panic!("the count, not {heard:?}");
        };
        assert_eq!((counts.total, counts.unique), (724, 92));
        assert!(pool.busy_lanes().is_empty());
        // The next count takes the same workers, now idle.
        pool.start(new_job_id(), Job::Count { n: 8, threads: 0 }, 0);
        assert_eq!(notebook.spawned.get(), 3);
        assert!(notebook.terminated().is_empty());
    }

    #[test]
    fn a_cancelled_count_ends_every_shard_and_is_heard_cancelled_once() {
        let (mut pool, notebook) = pool(2);
        let id = new_job_id();
        pool.start(id, Job::Count { n: 20, threads: 0 }, 0);
        let shards = notebook.started();
        notebook.say(FromWorker::Event(
            Event {
                job: shards[0].1,
                kind: EventKind::Cancelled,
            },
            Duration::ZERO,
        ));
        // What a shard said that the app has not taken is dropped with the count.
        pool.cancel_job(id);
        assert_eq!(notebook.terminated(), [0, 1]);
        assert_heard_cancelled(&mut pool, id);
        assert!(pool.busy_lanes().is_empty());
        // The lane's next job starts fresh workers.
        pool.start(new_job_id(), Job::Count { n: 8, threads: 0 }, 0);
        assert_eq!(notebook.spawned.get(), 4);
    }

    #[test]
    fn a_shard_that_fails_ends_the_count_and_the_other_shards() {
        let (mut pool, notebook) = pool(2);
        let id = new_job_id();
        pool.start(id, Job::Count { n: 12, threads: 0 }, 0);
        let shards = notebook.started();
        notebook.say(ended(shards[1].1, EventKind::Cancelled));
        assert_heard_cancelled(&mut pool, id);
        assert_eq!(notebook.terminated(), [0], "the shard still running");
        assert!(pool.busy_lanes().is_empty());
    }

    #[test]
    fn a_job_past_its_budget_is_ended_and_says_the_time_it_told_last() {
        let (mut pool, notebook) = pool(2);
        let id = new_job_id();
        let budget = Duration::from_secs(2);
        pool.start(id, analyse(Some(budget)), 0);
        assert!(notebook.asked.borrow().contains(&Asked::Budget(id, budget)));
        let left = TimeLeft {
            done: 0.1,
            estimate: Estimate::About(300.0),
        };
        notebook.say(FromWorker::Event(
            Event {
                job: id,
                kind: EventKind::Counting {
                    progress: crate::solve::count::CountProgress {
                        units_done: 1,
                        units: 10,
                        total: 0,
                        part: crate::solve::count::Part::default(),
                    },
                    left,
                },
            },
            Duration::ZERO,
        ));
        notebook.ring_budget(id);
        let kinds: Vec<EventKind> = heard(&mut pool)
            .into_iter()
            .map(|event| event.kind)
            .collect();
        assert!(
            matches!(
                kinds.as_slice(),
                [
                    EventKind::Counting { left: told, .. },
                    EventKind::OutOfTime { estimate: Estimate::About(300.0) }
                ] if *told == left
            ),
            "{kinds:?}"
        );
        assert_eq!(notebook.terminated(), [0]);
        assert!(pool.busy_lanes().is_empty());
        // A budget that rings after its job ended ends nothing.
        let next = new_job_id();
        pool.start(next, analyse(None), 0);
        notebook.say(ended(next, EventKind::Cancelled));
        notebook.ring_budget(next);
        assert_eq!(heard(&mut pool).len(), 1);
        assert_eq!(notebook.terminated(), [0]);
    }

    #[test]
    fn a_worker_that_fails_ends_its_job_as_cancelled_and_is_replaced() {
        let (mut pool, notebook) = pool(2);
        let id = new_job_id();
        pool.start(id, analyse(None), 0);
        assert_eq!(pool.busy_lanes(), [Lane::Analysis]);
        notebook.failed.borrow_mut().push(0);
        assert_heard_cancelled(&mut pool, id);
        assert!(pool.busy_lanes().is_empty());
        pool.start(new_job_id(), analyse(None), 0);
        assert_eq!(notebook.spawned.get(), 2);
    }

    #[test]
    fn a_waiting_job_goes_on_when_wanted_and_an_ended_one_is_not_asked() {
        let (mut pool, notebook) = pool(2);
        let id = new_job_id();
        let job = Job::Enumerate {
            n: 8,
            fundamental_only: false,
        };
        pool.start(id, job, 10);
        notebook.say(FromWorker::Stopped {
            id,
            waiting: true,
            last: None,
        });
        assert!(heard(&mut pool).is_empty());
        assert!(pool.busy_lanes().is_empty(), "a waiting job uses no core");
        pool.want(id, 20);
        assert_eq!(notebook.wants_posted(), 1);
        assert_eq!(pool.busy_lanes(), [Lane::Solver]);
        // Wanted again while it runs: it reads that when it next waits.
        pool.want(id, 30);
        assert_eq!(notebook.wants_posted(), 2);
        notebook.say(FromWorker::Stopped {
            id,
            waiting: false,
            last: None,
        });
        pool.want(id, 40);
        assert_eq!(notebook.wants_posted(), 2, "an ended job is not asked");
        assert!(notebook.terminated().is_empty());
    }

    #[test]
    fn a_job_no_worker_can_take_is_cancelled_at_once() {
        let (mut pool, notebook) = pool(2);
        notebook.refuse_to_spawn.set(true);
        let id = new_job_id();
        pool.start(id, analyse(None), 0);
        assert_heard_cancelled(&mut pool, id);
    }

    #[test]
    fn a_job_that_cannot_be_posted_is_cancelled_and_leaves_its_worker_idle() {
        let (mut pool, notebook) = pool(2);
        notebook.refuse_to_post.set(true);
        let id = new_job_id();
        pool.start(id, analyse(None), 0);
        assert_heard_cancelled(&mut pool, id);
        assert!(pool.busy_lanes().is_empty());
        // The lane's next job goes to the same worker, with nothing more said of the first.
        notebook.refuse_to_post.set(false);
        let next = new_job_id();
        pool.start(next, analyse(None), 0);
        assert!(heard(&mut pool).is_empty());
        assert_eq!(notebook.spawned.get(), 1);
        assert_eq!(pool.busy_lanes(), [Lane::Analysis]);
    }
}
