use std::cell::Cell;
use std::sync::atomic::AtomicBool;

use super::*;
use crate::board::Placement;
use crate::solve::complete::solution_at;
use crate::solve::count::{CountOptions, count_columns_shard, count_shard, count_two_rows_shard};
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
