//! The solver threads: jobs in, events out, cancellation by job id.
//!
//! Work is split into lanes, one named thread each, so that an export does not wait for the
//! browser's enumeration and a hand-made board is analysed while both run. Starting a job
//! cancels the job running in its lane (an atomic flag read every few thousand solutions or
//! nodes); every event carries its job's id, so the UI drops what a cancelled job said last.
//! Progress is sent at most every [`PROGRESS_INTERVAL`], and each send wakes the UI once.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender, SyncSender};
use std::time::{Duration, Instant};

use crate::board::{Conflict, Placement, Squares};
use crate::export::{ExportProgress, ExportRange, ExportSummary, export_to_file};
use crate::solve::count::{self, CountOptions, CountProgress, Counts};
use crate::solve::enumerate::Step;
use crate::solve::index::{CheckpointStream, IndexDelta};
use crate::solve::trace::{Comparison, Step as TraceStep, Trace, Variant, compare};
use crate::solve::{Completions, Solutions, complete::solution_number};

/// How often a running job reports, at most: about one frame.
pub const PROGRESS_INTERVAL: Duration = Duration::from_millis(16);

/// Identifies one submitted job.
pub type JobId = u64;

/// Long-running work for the solver threads.
#[derive(Clone, Debug)]
pub enum Job {
    /// Stream every solution of `n` in order, as checkpoints for the browser.
    Enumerate {
        /// The board size.
        n: usize,
        /// Only the fundamental solutions.
        fundamental_only: bool,
    },
    /// Say how many solutions complete a hand-made board, the first one, and its number.
    Complete {
        /// The hand-made board.
        board: Squares,
    },
    /// Write solutions to a file in the judge's format.
    Export {
        /// The file.
        path: PathBuf,
        /// Which solutions.
        range: ExportRange,
    },
    /// Count every solution and every class of `n`.
    Count {
        /// The board size.
        n: usize,
        /// Threads; 0 for one per core.
        threads: usize,
    },
    /// Play a variant's search into `steps`, as fast as the receiver takes them: the channel
    /// is bounded, so the search waits for the animation.
    Trace {
        /// The board size.
        n: usize,
        /// The variant.
        variant: Variant,
        /// Where the steps go.
        steps: SyncSender<TraceStep>,
    },
    /// Run every variant on `n` to the end, for the comparison table.
    Compare {
        /// The board size.
        n: usize,
    },
    /// The solution numbers of some solutions (the boards of a symmetry class).
    Number {
        /// The solutions.
        solutions: Vec<Placement>,
    },
}

/// The lanes, one thread each; a new job cancels the one before it in its lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lane {
    /// Enumeration for the browser.
    Solver,
    /// Completions of the hand-made board.
    Completion,
    /// Exports.
    Export,
    /// Counting.
    Count,
    /// The animation of a search.
    Trace,
    /// The comparison of the variants.
    Compare,
    /// Numbering solutions.
    Number,
}

impl Lane {
    /// Every lane.
    pub const ALL: [Self; 7] = [
        Self::Solver,
        Self::Completion,
        Self::Export,
        Self::Count,
        Self::Trace,
        Self::Compare,
        Self::Number,
    ];
}

impl Job {
    /// The lane that runs this job.
    pub fn lane(&self) -> Lane {
        match self {
            Self::Enumerate { .. } => Lane::Solver,
            Self::Complete { .. } => Lane::Completion,
            Self::Export { .. } => Lane::Export,
            Self::Count { .. } => Lane::Count,
            Self::Trace { .. } => Lane::Trace,
            Self::Compare { .. } => Lane::Compare,
            Self::Number { .. } => Lane::Number,
        }
    }
}

/// What the analysis of a hand-made board found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardReport {
    /// Queens that attack each other.
    Conflicts(Vec<Conflict>),
    /// No conflict: the solutions that contain every placed queen. Sent as soon as the first
    /// is known, then again as the count and the number come in.
    Completions {
        /// The first of them in the judge's order, if any.
        first: Option<Placement>,
        /// How many there are; `None` while counting.
        count: Option<u64>,
        /// For a full board, its number in the judge's order; `None` while numbering.
        number: Option<u64>,
    },
}

/// What the solver threads say.
#[derive(Clone, Debug)]
pub enum Event {
    /// More solutions found by an enumeration.
    Enumerated {
        /// The job.
        job: JobId,
        /// The new checkpoints and the count so far.
        delta: IndexDelta,
        /// Whether the enumeration has finished.
        finished: bool,
    },
    /// A hand-made board analysed.
    Board {
        /// The job.
        job: JobId,
        /// The findings.
        report: BoardReport,
    },
    /// An export's progress.
    Exporting {
        /// The job.
        job: JobId,
        /// How far it has come.
        progress: ExportProgress,
    },
    /// An export ended: its summary or the error, in words.
    Exported {
        /// The job.
        job: JobId,
        /// What was written, or why not.
        result: Result<ExportSummary, String>,
    },
    /// A count's progress.
    Counting {
        /// The job.
        job: JobId,
        /// How far it has come.
        progress: CountProgress,
    },
    /// A count ended.
    Counted {
        /// The job.
        job: JobId,
        /// The counts and the time taken.
        counts: Counts,
        /// How long it took.
        elapsed: Duration,
    },
    /// One variant of a comparison has run to the end.
    Compared {
        /// The job.
        job: JobId,
        /// Its line of the table.
        line: Comparison,
    },
    /// Solutions numbered.
    Numbered {
        /// The job.
        job: JobId,
        /// Each solution with its number.
        numbers: Vec<(Placement, u64)>,
    },
    /// A job stopped because a newer job or the user cancelled it.
    Cancelled {
        /// The job.
        job: JobId,
    },
}

impl Event {
    /// The job the event belongs to.
    pub fn job(&self) -> JobId {
        match self {
            Self::Enumerated { job, .. }
            | Self::Board { job, .. }
            | Self::Exporting { job, .. }
            | Self::Exported { job, .. }
            | Self::Counting { job, .. }
            | Self::Counted { job, .. }
            | Self::Compared { job, .. }
            | Self::Numbered { job, .. }
            | Self::Cancelled { job } => *job,
        }
    }
}

/// Wakes the UI after events were sent (`egui::Context::request_repaint` in the app).
pub type Waker = Arc<dyn Fn() + Send + Sync>;

struct Task {
    id: JobId,
    job: Job,
    cancel: Arc<AtomicBool>,
}

struct LaneHandle {
    tasks: Sender<Task>,
    current: Option<(JobId, Arc<AtomicBool>)>,
}

/// The app's handle on the solver threads.
pub struct Worker {
    lanes: Vec<(Lane, LaneHandle)>,
    events_in: Sender<Event>,
    events: Receiver<Event>,
    waker: Waker,
    next_id: JobId,
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
            next_id: 0,
        }
    }

    /// Starts `job`, cancelling the job before it in the same lane, and returns its id.
    pub fn submit(&mut self, job: Job) -> JobId {
        self.next_id += 1;
        let id = self.next_id;
        let lane = job.lane();
        self.cancel(lane);
        let cancel = Arc::new(AtomicBool::new(false));
        let task = Task {
            id,
            job,
            cancel: Arc::clone(&cancel),
        };
        let handle = self.lane_handle(lane);
        handle.current = Some((id, cancel));
        if let Err(mpsc::SendError(task)) = handle.tasks.send(task) {
            // The lane's thread is gone (it panicked): start a new one for this job.
            self.lanes.retain(|(l, _)| *l != lane);
            let handle = self.lane_handle(lane);
            handle.current = Some((id, Arc::clone(&task.cancel)));
            let _ = handle.tasks.send(task);
        }
        id
    }

    /// Cancels the job running in `lane`, if any.
    pub fn cancel(&mut self, lane: Lane) {
        if let Some((_, handle)) = self.lanes.iter_mut().find(|(l, _)| *l == lane)
            && let Some((_, cancel)) = handle.current.take()
        {
            cancel.store(true, Ordering::Relaxed);
        }
    }

    /// The next event, if one is waiting.
    pub fn try_recv(&self) -> Option<Event> {
        self.events.try_recv().ok()
    }

    fn lane_handle(&mut self, lane: Lane) -> &mut LaneHandle {
        if let Some(index) = self.lanes.iter().position(|(l, _)| *l == lane) {
            return &mut self.lanes[index].1;
        }
        let (tasks, inbox) = mpsc::channel::<Task>();
        let events = self.events_in.clone();
        let waker = Arc::clone(&self.waker);
        let name = format!("{lane:?}").to_lowercase();
        std::thread::Builder::new()
            .name(name)
            .spawn(move || {
                let reporter = Reporter { events, waker };
                for task in inbox {
                    if !task.cancel.load(Ordering::Relaxed) {
                        run(&task, &reporter);
                    }
                }
            })
            .expect("spawning a solver thread");
        self.lanes.push((
            lane,
            LaneHandle {
                tasks,
                current: None,
            },
        ));
        &mut self.lanes.last_mut().expect("just pushed").1
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        for lane in Lane::ALL {
            self.cancel(lane);
        }
    }
}

// ----------------------------------------------------------------------------
// The jobs, on their threads

struct Reporter {
    events: Sender<Event>,
    waker: Waker,
}

impl Reporter {
    fn send(&self, event: Event) {
        // A closed channel means the app is gone; the job's cancel flag stops it soon.
        if self.events.send(event).is_ok() {
            (self.waker)();
        }
    }
}

/// Says whether enough time has passed since the last report.
struct Throttle(Instant);

impl Throttle {
    fn new() -> Self {
        Self(Instant::now())
    }

    fn due(&mut self) -> bool {
        let due = self.0.elapsed() >= PROGRESS_INTERVAL;
        if due {
            self.0 = Instant::now();
        }
        due
    }
}

fn run(task: &Task, reporter: &Reporter) {
    let id = task.id;
    let cancel = &*task.cancel;
    let cancelled = || reporter.send(Event::Cancelled { job: id });
    match &task.job {
        Job::Enumerate {
            n,
            fundamental_only,
        } => enumerate(id, *n, *fundamental_only, cancel, reporter),
        Job::Complete { board } => {
            if analyse_board(id, board, cancel, reporter).is_err() {
                cancelled();
            }
        }
        Job::Export { path, range } => {
            let mut throttle = Throttle::new();
            let result = export_to_file(path, *range, cancel, &mut |progress| {
                if throttle.due() {
                    reporter.send(Event::Exporting { job: id, progress });
                }
            });
            match result {
                Err(crate::export::ExportError::Cancelled) => cancelled(),
                result => reporter.send(Event::Exported {
                    job: id,
                    result: result.map_err(|error| error.to_string()),
                }),
            }
        }
        Job::Count { n, threads } => {
            let started = Instant::now();
            let throttle = std::sync::Mutex::new(Throttle::new());
            let progress = |progress: CountProgress| {
                let due = throttle.lock().is_ok_and(|mut throttle| throttle.due());
                if due {
                    reporter.send(Event::Counting { job: id, progress });
                }
            };
            let options = CountOptions {
                threads: *threads,
                cancel: Some(cancel),
                progress: Some(&progress),
                ..CountOptions::default()
            };
            match count::count(*n, &options) {
                Ok(counts) => reporter.send(Event::Counted {
                    job: id,
                    counts,
                    elapsed: started.elapsed(),
                }),
                Err(_) => cancelled(),
            }
        }
        Job::Trace { n, variant, steps } => {
            for (index, step) in Trace::new(*variant, *n).enumerate() {
                // A closed channel means the animation moved on to another search.
                if steps.send(step).is_err()
                    || (index % 1024 == 0 && cancel.load(Ordering::Relaxed))
                {
                    return;
                }
            }
        }
        Job::Compare { n } => {
            for variant in Variant::ALL {
                let Some(line) = compare(variant, *n, |_| !cancel.load(Ordering::Relaxed)) else {
                    return cancelled();
                };
                reporter.send(Event::Compared { job: id, line });
            }
        }
        Job::Number { solutions } => {
            let mut numbers = Vec::with_capacity(solutions.len());
            for solution in solutions {
                match solution_number(solution, cancel) {
                    Ok(Some(number)) => numbers.push((solution.clone(), number)),
                    Ok(None) => {}
                    Err(_) => return cancelled(),
                }
            }
            reporter.send(Event::Numbered { job: id, numbers });
        }
    }
}

/// Streams the solutions of `n` as checkpoints, reporting about once a frame.
fn enumerate(
    id: JobId,
    n: usize,
    fundamental_only: bool,
    cancel: &AtomicBool,
    reporter: &Reporter,
) {
    let mut solutions = Solutions::new(n);
    if fundamental_only {
        solutions = solutions.fundamental_only();
    }
    let mut stream = CheckpointStream::new(n);
    let mut throttle = Throttle::new();
    loop {
        // Look at the clock and the cancel flag every few thousand solutions, or every
        // few thousand nodes when solutions are far apart (the first ones of N = 32).
        match solutions.advance(1 << 14) {
            Step::Solution(columns) => {
                stream.observe(columns);
                if !stream.found().is_multiple_of(4096) {
                    continue;
                }
            }
            Step::Finished => break,
            Step::Paused => {}
        }
        if cancel.load(Ordering::Relaxed) {
            return reporter.send(Event::Cancelled { job: id });
        }
        if throttle.due() {
            let delta = stream.take_delta();
            reporter.send(Event::Enumerated {
                job: id,
                delta,
                finished: false,
            });
        }
    }
    let delta = stream.take_delta();
    reporter.send(Event::Enumerated {
        job: id,
        delta,
        finished: true,
    });
}

/// Reports a hand-made board in steps: its conflicts, or its first completion at once (the
/// quick part), then how many completions it has and, for a full board, its number.
fn analyse_board(
    id: JobId,
    board: &Squares,
    cancel: &AtomicBool,
    reporter: &Reporter,
) -> Result<(), count::Cancelled> {
    let completions = match Completions::new(board) {
        Ok(completions) => completions,
        Err(conflicts) => {
            let report = BoardReport::Conflicts(conflicts);
            reporter.send(Event::Board { job: id, report });
            return Ok(());
        }
    };
    let first = completions.solutions().next_cancellable(cancel)?;
    let full = board.as_placement();
    let count = match (&first, &full) {
        (None, _) => Some(0),
        (Some(_), Some(_)) => Some(1),
        (Some(_), None) => None,
    };
    let send = |count, number| {
        let report = BoardReport::Completions {
            first: first.clone(),
            count,
            number,
        };
        reporter.send(Event::Board { job: id, report });
    };
    send(count, None);
    let count = if let Some(count) = count {
        count
    } else {
        let count = completions.count(cancel)?;
        send(Some(count), None);
        count
    };
    if let Some(full) = full.filter(|_| count == 1) {
        send(Some(1), solution_number(&full, cancel)?);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Square;

    fn worker() -> Worker {
        Worker::new(Arc::new(|| {}))
    }

    /// Waits for events until `done` says the job has said its last word.
    fn events_until(worker: &Worker, mut done: impl FnMut(&Event) -> bool) -> Vec<Event> {
        let deadline = Instant::now() + Duration::from_mins(1);
        let mut events = Vec::new();
        while Instant::now() < deadline {
            if let Ok(event) = worker.events.recv_timeout(Duration::from_millis(50)) {
                let last = done(&event);
                events.push(event);
                if last {
                    return events;
                }
            }
        }
        panic!("no final event within a minute: {events:?}");
    }

    #[test]
    fn an_enumeration_streams_every_solution() {
        let mut worker = worker();
        let job = worker.submit(Job::Enumerate {
            n: 10,
            fundamental_only: false,
        });
        let events = events_until(&worker, |e| {
            matches!(e, Event::Enumerated { finished: true, .. })
        });
        let Some(Event::Enumerated { delta, .. }) = events.last() else {
            unreachable!()
        };
        assert_eq!((events[0].job(), delta.found), (job, 724));
    }

    #[test]
    fn a_new_job_cancels_the_one_before_it_in_its_lane() {
        let mut worker = worker();
        let old = worker.submit(Job::Enumerate {
            n: 18,
            fundamental_only: false,
        });
        std::thread::sleep(Duration::from_millis(50));
        let new = worker.submit(Job::Enumerate {
            n: 8,
            fundamental_only: false,
        });
        let events = events_until(&worker, |e| {
            e.job() == new && matches!(e, Event::Enumerated { finished: true, .. })
        });
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::Cancelled { job } if *job == old))
        );
        assert!(
            !events
                .iter()
                .any(|e| e.job() == old && matches!(e, Event::Enumerated { finished: true, .. }))
        );
    }

    #[test]
    fn a_hand_made_board_is_reported() {
        let mut worker = worker();
        let mut board = Squares::empty(8);
        board.toggle(Square::new(0, 0));
        let job = worker.submit(Job::Complete {
            board: board.clone(),
        });
        let counted = |e: &Event| {
            matches!(
                e,
                Event::Board {
                    report: BoardReport::Completions { count: Some(_), .. },
                    ..
                }
            )
        };
        let events = events_until(&worker, counted);
        assert!(events.iter().all(|e| e.job() == job));
        let Some(Event::Board {
            report:
                BoardReport::Completions {
                    count,
                    first,
                    number,
                },
            ..
        }) = events.last()
        else {
            panic!("{events:?}");
        };
        assert_eq!((*count, number), (Some(4), &None));
        let first = first.clone().unwrap();
        assert_eq!(first.columns(), &[0, 4, 7, 5, 2, 6, 1, 3][..]);

        let job = worker.submit(Job::Complete {
            board: Squares::from(&first),
        });
        let numbered = |e: &Event| {
            matches!(
                e,
                Event::Board {
                    report: BoardReport::Completions {
                        number: Some(_),
                        ..
                    },
                    ..
                }
            )
        };
        let events = events_until(&worker, numbered);
        let Some(Event::Board {
            job: last,
            report: BoardReport::Completions { number, .. },
        }) = events.last()
        else {
            panic!("{events:?}");
        };
        assert_eq!((*last, *number), (job, Some(1)));
    }
}
