//! A far solution found, or boards numbered, with their counts spread over several workers
//! (the browser's Web Workers, which share no memory). The search is the desktop's own
//! ([`solution_at_by`], [`number_by`]), run here, where the pool runs: between counts it only
//! adds and compares, never steps a solver. Each count it asks for is a [`SpreadCount`] over
//! the job's lane's workers; when their parts are in, the search goes on to its next count.

use std::cell::RefCell;
use std::future::{Future, poll_fn};
use std::pin::Pin;
use std::rc::Rc;
use std::sync::Arc;
use std::task::{Context, Poll, Waker};

use crate::board::MAX_N;
use crate::solve::Cancelled;
use crate::solve::complete::{number_by, solution_at_by, solutions_counted_to_find};
use crate::solve::count::{KeptCounts, Part, worth_spreading};
use crate::solve::counter::{Counter, counts_two_rows, keep_next_row};
use crate::worker::estimate::Reckoner;
use crate::worker::spread::{Spread, SpreadCount};
use crate::worker::{Estimate, Event, EventKind, Job, JobId, NumberRequest, new_job_id};

/// What the search asks, and waits for.
enum Question {
    /// A count by columns: the board size, the columns each row may use, the row (and
    /// whether the next row's columns too), and the part its progress tells.
    Columns(usize, Box<[u32; MAX_N]>, (usize, bool), Part),
    /// The number of a board the browser has seen, found by stepping to it on one worker.
    Step(NumberRequest),
}

/// What the search is told back (a question whose job fails ends the search instead).
enum Answer {
    /// The solutions by their columns in the row asked (and the next).
    Counted(Vec<u64>),
    Stepped(Option<u64>),
}

/// What the search and the seek that runs it share.
#[derive(Default)]
struct Desk {
    /// The question the search waits for, until the seek has put it to the workers.
    question: Option<Question>,
    /// Its answer, until the search has read it.
    answer: Option<Answer>,
    /// What the search found, for the app.
    said: Vec<EventKind>,
    /// The rounds left after the one the search has begun (boards numbered in turn).
    next_round: Option<usize>,
}

/// The search's side of the desk: each count asked there, then waited for, unless the pool
/// has kept it from a search before.
struct Asking(Rc<RefCell<Desk>>, Arc<KeptCounts>);

impl Counter for Asking {
    fn count_columns(
        &mut self,
        n: usize,
        allowed: [u32; MAX_N],
        row: usize,
        part: Part,
    ) -> impl Future<Output = Result<[u64; MAX_N], Cancelled>> {
        let asking = &*self;
        // The whole board's first row is counted with its second (and a row below with the
        // next, where the halves count both in one pass), whose counts are kept for the
        // search's next question (see `keep_next_row`).
        let with_next = counts_two_rows(n, &allowed, row);
        let ask = move || {
            let question = Question::Columns(n, Box::new(allowed), (row, with_next), part);
            let answer = asking.ask(question);
            async move {
                match answer.await {
                    Answer::Counted(counted) if with_next => {
                        Ok(keep_next_row(n, &allowed, row, &counted, &asking.1))
                    }
                    Answer::Counted(counted) => {
                        let mut columns = [0; MAX_N];
                        columns[..n].copy_from_slice(&counted[..n]);
                        Ok(columns)
                    }
                    Answer::Stepped(_) => Err(Cancelled),
                }
            }
        };
        KeptCounts::recall_or(Some(&asking.1), n, allowed, row, ask)
    }

    fn holds(&self, n: usize, allowed: &[u32; MAX_N], row: usize) -> bool {
        self.1.holds(n, allowed, row)
    }

    fn counts_two_rows(&self, n: usize, allowed: &[u32; MAX_N], row: usize) -> bool {
        counts_two_rows(n, allowed, row)
    }
}

impl Asking {
    /// Puts `question` on the desk and waits for its answer.
    fn ask(&self, question: Question) -> impl Future<Output = Answer> + use<> {
        self.0.borrow_mut().question = Some(question);
        let desk = Rc::clone(&self.0);
        poll_fn(move |_| match desk.borrow_mut().answer.take() {
            Some(answer) => Poll::Ready(answer),
            None => Poll::Pending,
        })
    }

    /// The number of the board of `request`, if the browser has seen it.
    async fn step(&self, request: NumberRequest) -> Option<u64> {
        match self.ask(Question::Step(request)).await {
            Answer::Stepped(number) => number,
            Answer::Counted(_) => None,
        }
    }
}

/// How a seek tells its progress, as the job it stands for does on the desktop.
#[derive(Clone, Copy)]
enum Telling {
    /// A far solution's search: [`EventKind::Seeking`].
    Seeking,
    /// Boards numbered: [`EventKind::Counting`].
    Counting,
}

/// What a seek has for the pool after it went on.
#[derive(Default)]
pub(crate) struct Turn {
    /// Events for the app.
    pub(crate) events: Vec<Event>,
    /// Shards to start, one a worker of the job's lane.
    pub(crate) start: Vec<(JobId, Job)>,
    /// Whether the job has ended (its last event among `events`).
    pub(crate) ended: bool,
}

/// A job whose counts are spread, and the count under way.
pub(crate) struct Seek {
    id: JobId,
    telling: Telling,
    search: Pin<Box<dyn Future<Output = Result<(), Cancelled>>>>,
    desk: Rc<RefCell<Desk>>,
    count: Option<SpreadCount>,
    /// The job stepping to a board, if that is what the search waits for.
    step: Option<JobId>,
    /// The part the count under way tells.
    part: Option<Part>,
    reckoner: Reckoner,
    workers: usize,
}

impl Seek {
    /// Job `id`: solution No `number` of `n`, found by counting on `workers` workers.
    pub(crate) fn locate(
        id: JobId,
        n: usize,
        number: u64,
        workers: usize,
        kept: Arc<KeptCounts>,
    ) -> Self {
        let mut reckoner = Reckoner::new(workers);
        reckoner.counts_at_least(solutions_counted_to_find(n, number, &kept));
        let desk = Rc::default();
        let mut asking = Asking(Rc::clone(&desk), kept);
        let said = Rc::clone(&desk);
        let search = async move {
            let solution = solution_at_by(n, number, &mut asking).await?;
            let found = EventKind::Located { number, solution };
            said.borrow_mut().said.push(found);
            Ok(())
        };
        Self::new(
            id,
            Telling::Seeking,
            desk,
            Box::pin(search),
            reckoner,
            workers,
        )
    }

    /// Job `id`: the numbers of `boards`, each stepped to on one worker if the browser has
    /// seen it, else found by counting on `workers` workers.
    pub(crate) fn number(
        id: JobId,
        boards: Vec<NumberRequest>,
        workers: usize,
        kept: Arc<KeptCounts>,
    ) -> Self {
        let desk = Rc::default();
        let mut asking = Asking(Rc::clone(&desk), kept);
        let said = Rc::clone(&desk);
        let search = async move {
            for (i, request) in boards.iter().enumerate() {
                said.borrow_mut().next_round = Some(boards.len() - i - 1);
                let stepped = match request.near {
                    Some(_) => asking.step(request.clone()).await,
                    None => None,
                };
                let number = match stepped {
                    Some(number) => Some(number),
                    None => number_by(&request.board, &mut asking).await?,
                };
                let board = request.board.clone();
                said.borrow_mut()
                    .said
                    .push(EventKind::Numbered { board, number });
            }
            Ok(())
        };
        let reckoner = Reckoner::new(workers);
        Self::new(
            id,
            Telling::Counting,
            desk,
            Box::pin(search),
            reckoner,
            workers,
        )
    }

    fn new(
        id: JobId,
        telling: Telling,
        desk: Rc<RefCell<Desk>>,
        search: Pin<Box<dyn Future<Output = Result<(), Cancelled>>>>,
        reckoner: Reckoner,
        workers: usize,
    ) -> Self {
        Self {
            id,
            telling,
            search,
            desk,
            count: None,
            step: None,
            part: None,
            reckoner,
            workers: workers.max(1),
        }
    }

    /// The job's id, as the app knows it.
    pub(crate) fn id(&self) -> JobId {
        self.id
    }

    /// Whether `job` is a shard of the count under way, or the step.
    pub(crate) fn has(&self, job: JobId) -> bool {
        self.step == Some(job) || self.count.as_ref().is_some_and(|count| count.has(job))
    }

    /// What the rest of the job would take, as reckoned so far.
    pub(crate) fn estimate(&self) -> Estimate {
        self.reckoner.estimate()
    }

    /// Runs the search until it waits for a count (whose shards are then to start) or ends.
    pub(crate) fn go(&mut self) -> Turn {
        let polled = self
            .search
            .as_mut()
            .poll(&mut Context::from_waker(Waker::noop()));
        let mut desk = self.desk.borrow_mut();
        if let Some(left) = desk.next_round.take() {
            self.reckoner.next_round(left);
        }
        let id = self.id;
        let mut turn = Turn {
            events: desk
                .said
                .drain(..)
                .map(|kind| Event { job: id, kind })
                .collect(),
            ..Turn::default()
        };
        match (polled, desk.question.take()) {
            (Poll::Pending, Some(Question::Step(request))) => {
                let step = new_job_id();
                turn.start = vec![(step, Job::StepToBoard { request })];
                self.step = Some(step);
            }
            (Poll::Pending, Some(Question::Columns(n, allowed, rows, part))) => {
                let shards = if worth_spreading(n, &[*allowed]) {
                    self.workers
                } else {
                    1
                };
                let count = SpreadCount::columns(id, n, *allowed, rows, shards);
                turn.start = count.jobs();
                self.count = Some(count);
                self.part = Some(part);
            }
            (Poll::Ready(Ok(())), _) => turn.ended = true,
            // A search fails only when a count does, which ends the job before it is asked on;
            // and it waits only for a count it asked for: were it to wait for nothing, it would
            // never end. Either way, it ends now.
            (Poll::Ready(Err(Cancelled)) | Poll::Pending, _) => {
                turn.events.push(Event {
                    job: id,
                    kind: EventKind::Cancelled,
                });
                turn.ended = true;
            }
        }
        turn
    }

    /// Takes what a shard of the count under way, or the step, said.
    pub(crate) fn take(&mut self, event: Event) -> Turn {
        if self.step == Some(event.job) {
            return self.take_step(&event);
        }
        let Some(count) = self.count.as_mut() else {
            return Turn::default();
        };
        match count.take(event) {
            Spread::Going(Event {
                kind: EventKind::Counting { mut progress, .. },
                ..
            }) => {
                // Until every shard has spoken, the units of the part are not all known.
                if !count.all_heard() {
                    return Turn::default();
                }
                if let Some(part) = self.part {
                    progress.part = part;
                }
                self.reckoner.counted(&progress);
                let left = self.reckoner.time_left();
                let kind = match self.telling {
                    Telling::Seeking => EventKind::Seeking { left },
                    Telling::Counting => EventKind::Counting { progress, left },
                };
                Turn {
                    events: vec![Event { job: self.id, kind }],
                    ..Turn::default()
                }
            }
            // A whole board's count (not a search's) ends in `Going(Counted)`.
            Spread::Quiet | Spread::Going(_) => Turn::default(),
            Spread::Added(columns) => {
                self.count = None;
                self.desk.borrow_mut().answer = Some(Answer::Counted(columns));
                self.go()
            }
            // The count stays, for the pool to forget what its other shards said.
            Spread::Ended(event) => Turn {
                events: vec![event],
                start: Vec::new(),
                ended: true,
            },
        }
    }

    /// Takes what the step said: the number of its board (or that the browser has not seen
    /// it), or its end.
    fn take_step(&mut self, event: &Event) -> Turn {
        match event.kind {
            EventKind::Numbered { number, .. } => {
                self.step = None;
                self.desk.borrow_mut().answer = Some(Answer::Stepped(number));
                self.go()
            }
            // The step stays, for the pool to forget what it said.
            EventKind::Cancelled => Turn {
                events: vec![Event {
                    job: self.id,
                    kind: EventKind::Cancelled,
                }],
                start: Vec::new(),
                ended: true,
            },
            _ => Turn::default(),
        }
    }
}
