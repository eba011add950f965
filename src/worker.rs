//! The solver threads: jobs in, events out, cancellation by job id.
//!
//! Work is split into lanes, one named thread each, so that an export does not wait for the
//! browser's enumeration and a hand-made board is analysed while both run. Starting a job
//! cancels the job running in its lane (an atomic flag read every few thousand solutions or
//! nodes); every event carries its job's id, so the UI drops what a cancelled job said last,
//! and a cancelled job says [`Event::Cancelled`] once it has stopped.
//!
//! A job asked for by the app on its own (not by a click) runs under a time budget: past it,
//! it stops and says how long the whole would take ([`Event::OutOfTime`]), so that nothing
//! left alone keeps a core busy. The enumeration waits, using no CPU, once it has found the
//! solutions the app wants ([`Worker::want`]). Progress is sent at most every
//! [`PROGRESS_INTERVAL`] and wakes the UI within [`PROGRESS_REPAINT`]; results wake it at once.

use std::fs::File;
use std::io::{BufReader, Read};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, Sender, SyncSender, TrySendError};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};

use crate::board::{Conflict, Placement, Square, Squares, Symmetry};
use crate::check::{CheckError, Problem, Verdict, check_or_empty_for};
use crate::export::{
    ExportError, ExportProgress, ExportRange, ExportSummary, export_board_to_file, export_to_file,
};
use crate::judge::{JudgeBoard, JudgeReader, ReadError};
use crate::picture::{self, Format, Picture, Theme};
use crate::solve::Cancelled;
use crate::solve::complete::{solution_at, solution_number, squares_leading_to_a_solution};
use crate::solve::count::{self, CountError, CountOptions, CountProgress, Counts};
use crate::solve::enumerate::{NODES_BETWEEN_CHECKS, Step};
use crate::solve::index::{CheckpointStream, IndexDelta, Landmark};
use crate::solve::trace::{Comparison, Step as TraceStep, Trace, Variant, compare};
use crate::solve::{Completions, Solutions, default_threads, known_counts};

/// How often a running job reports, at most: about one frame.
pub const PROGRESS_INTERVAL: Duration = Duration::from_millis(16);

/// Identifies one submitted job.
pub type JobId = u64;

/// Long-running work for the solver threads.
#[derive(Clone, Debug)]
pub enum Job {
    /// Stream every solution of `n` in order, as checkpoints for the browser, while the app
    /// wants more of them.
    Enumerate {
        /// The board size.
        n: usize,
        /// Only the fundamental solutions.
        fundamental_only: bool,
    },
    /// Find solutions `first..=last` (or to the end), resuming the enumeration at `from`.
    Fetch {
        /// A solution at or before `first` (after `last`, going backward), with its number.
        from: Landmark,
        /// The first solution wanted.
        first: u64,
        /// The last solution wanted.
        last: u64,
        /// Whether to go backward from `from`, down to `first`: No `k − 1` is the mirror image
        /// of the solution after the mirror image of No `k`, as mirroring reverses the order.
        backward: bool,
        /// Stop after this long, if set (a fetch far from `from`).
        budget: Option<Duration>,
    },
    /// Find solution No `number` of all by counting the solutions before it, where walking
    /// from the nearest known solution would take long; then fetch its neighbours from it.
    Locate {
        /// The board size.
        n: usize,
        /// The solution wanted.
        number: u64,
        /// Stop after this long, if set.
        budget: Option<Duration>,
    },
    /// Say how many solutions complete a hand-made board, the first one, and its number.
    Analyse {
        /// The hand-made board.
        board: Squares,
        /// Stop after this long, if set.
        budget: Option<Duration>,
    },
    /// Say which free squares of a hand-made board still lead to a solution (the hint).
    Hint {
        /// The hand-made board, its queens not attacking each other.
        board: Squares,
        /// Its free squares: no queen attacks them, in rows without a queen.
        free: Vec<Square>,
        /// Stop after this long, if set.
        budget: Option<Duration>,
    },
    /// Write solutions to a file in the judge's format.
    Export {
        /// The file.
        path: PathBuf,
        /// What goes in it.
        what: ExportWhat,
        /// Whether a file there already may be replaced; if not, the job asks first
        /// ([`Event::ExportWouldReplace`]).
        replace: bool,
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
        /// Steps already shown, not to be sent again (the animation resumed).
        skip: u64,
        /// Where the steps go.
        steps: SyncSender<TraceStep>,
    },
    /// Run every variant on `n` to the end, for the comparison table.
    Compare {
        /// The board size.
        n: usize,
    },
    /// The solution numbers of some boards (those of a symmetry class).
    Number {
        /// The boards, with what the browser's index knows of where to look.
        boards: Vec<NumberRequest>,
        /// Stop after this long, if set.
        budget: Option<Duration>,
    },
    /// Check a judge file against the solver, as `nqueens check` does.
    CheckFile {
        /// The file.
        path: PathBuf,
        /// The board size to check an empty file for (a file with boards shows its own).
        n_if_empty: usize,
    },
    /// Read board No `number` of a judge file whose boards before it are right.
    ReadBoard {
        /// The file.
        path: PathBuf,
        /// Its board size.
        n: usize,
        /// The board's number.
        number: u64,
    },
    /// Draw a picture of a board into a file.
    Picture {
        /// The file; its extension says SVG or PNG.
        path: PathBuf,
        /// The board.
        board: Squares,
        /// Whether the files and ranks are drawn.
        coordinates: bool,
        /// The theme's colours.
        theme: Theme,
        /// The side of a PNG in pixels.
        size: u32,
    },
}

/// What an export writes.
#[derive(Clone, Debug)]
pub enum ExportWhat {
    /// Solutions by number.
    Range(ExportRange),
    /// One board whose number is known: the one on screen.
    Board {
        /// Its number.
        number: u64,
        /// The board.
        solution: Placement,
    },
}

/// A board to number, and where the browser's index says to look for it.
#[derive(Clone, Debug)]
pub struct NumberRequest {
    /// The board.
    pub board: Placement,
    /// The last checkpoint before it and how many solutions after that one were seen: if the
    /// board is among them, stepping finds it faster than counting.
    pub near: Option<(Landmark, u64)>,
}

/// The lanes, one thread each; a new job cancels the one before it in its lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lane {
    /// Enumeration for the browser.
    Solver,
    /// Solutions looked up for the browser.
    Fetch,
    /// The analysis of the hand-made board.
    Analysis,
    /// The hint on the hand-made board.
    Hint,
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
    /// Checking a judge file.
    Check,
    /// Reading a board of a judge file.
    FileBoard,
    /// Drawing pictures.
    Picture,
}

impl Lane {
    /// Every lane.
    pub const ALL: [Self; 12] = [
        Self::Solver,
        Self::Fetch,
        Self::Analysis,
        Self::Hint,
        Self::Export,
        Self::Count,
        Self::Trace,
        Self::Compare,
        Self::Number,
        Self::Check,
        Self::FileBoard,
        Self::Picture,
    ];
}

impl Job {
    /// The lane that runs this job.
    pub fn lane(&self) -> Lane {
        match self {
            Self::Enumerate { .. } => Lane::Solver,
            Self::Fetch { .. } | Self::Locate { .. } => Lane::Fetch,
            Self::Analyse { .. } => Lane::Analysis,
            Self::Hint { .. } => Lane::Hint,
            Self::Export { .. } => Lane::Export,
            Self::Count { .. } => Lane::Count,
            Self::Trace { .. } => Lane::Trace,
            Self::Compare { .. } => Lane::Compare,
            Self::Number { .. } => Lane::Number,
            Self::CheckFile { .. } => Lane::Check,
            Self::ReadBoard { .. } => Lane::FileBoard,
            Self::Picture { .. } => Lane::Picture,
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

/// What the rest of a job that ran out of its budget would take, on every core.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Estimate {
    /// About this many seconds, from the share of its work done.
    About(f64),
    /// More than this many seconds: none of its parts finished, and the parts left are at
    /// least as many rounds of the same size.
    MoreThan(f64),
    /// No basis for a guess: it stopped before its count began.
    Unknown,
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
        /// How long it has searched so far, not counting its waits.
        searched: Duration,
        /// Whether the enumeration has finished.
        finished: bool,
    },
    /// Solutions found by a fetch, in order: the next ones after what it sent before (before
    /// them, for a fetch going backward).
    Fetched {
        /// The job.
        job: JobId,
        /// The number of the first of `columns`.
        first: u64,
        /// The solutions, `n` bytes each, back to back.
        columns: Vec<u8>,
        /// Whether the fetch is complete (it found all it was asked for, or the end).
        finished: bool,
    },
    /// How far the search for a far solution has come (a fetch walking to it, or a count
    /// locating it): `done` of about `of` solutions walked or counted.
    Seeking {
        /// The job.
        job: JobId,
        /// Solutions walked or counted so far.
        done: u64,
        /// About how many in all.
        of: u64,
    },
    /// The solution a [`Job::Locate`] looked for, or `None` if there is no such solution.
    Located {
        /// The job.
        job: JobId,
        /// Its number.
        number: u64,
        /// The solution.
        solution: Option<Placement>,
    },
    /// A hand-made board analysed.
    Board {
        /// The job.
        job: JobId,
        /// The findings.
        report: BoardReport,
    },
    /// Free squares of the hint settled: whether each leads to a solution.
    Hinted {
        /// The job.
        job: JobId,
        /// The squares settled since the last event, `true` for those that lead to one.
        settled: Vec<(Square, bool)>,
        /// Whether every free square is settled now.
        finished: bool,
    },
    /// An export's progress.
    Exporting {
        /// The job.
        job: JobId,
        /// How far it has come.
        progress: ExportProgress,
    },
    /// An export did not start, as a file is there already and it was not asked to replace one.
    ExportWouldReplace {
        /// The job.
        job: JobId,
    },
    /// An export ended: its summary or the error, in words.
    Exported {
        /// The job.
        job: JobId,
        /// What was written, or why not.
        result: Result<ExportSummary, String>,
    },
    /// A count's progress (of every solution, of completions, or of the solutions before a
    /// board).
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
    /// A count could not start (its tables need more memory than the machine has free).
    CountFailed {
        /// The job.
        job: JobId,
        /// Why, in a sentence.
        error: String,
    },
    /// One variant of a comparison has run to the end.
    Compared {
        /// The job.
        job: JobId,
        /// Its line of the table.
        line: Comparison,
    },
    /// A board numbered: its number, or `None` if it is not a solution.
    Numbered {
        /// The job.
        job: JobId,
        /// The board.
        board: Placement,
        /// Its number.
        number: Option<u64>,
    },
    /// How far a check of a file has read.
    Checking {
        /// The job.
        job: JobId,
        /// Bytes read.
        bytes: u64,
        /// The file's size, if known.
        total: Option<u64>,
    },
    /// A check of a file ended: the verdict, the first problem, or why the file could not be
    /// read.
    Checked {
        /// The job.
        job: JobId,
        /// What the check found.
        result: Result<Verdict, CheckFailure>,
        /// How long it took.
        elapsed: Duration,
    },
    /// A board read from a file, or why it could not be.
    FileBoard {
        /// The job.
        job: JobId,
        /// The board.
        result: Result<JudgeBoard, String>,
    },
    /// A picture written: its size in bytes, or the error in words.
    Pictured {
        /// The job.
        job: JobId,
        /// What was written, or why not.
        result: Result<u64, String>,
    },
    /// A job stopped at its time budget, with what the rest would take.
    OutOfTime {
        /// The job.
        job: JobId,
        /// The time the whole would need.
        estimate: Estimate,
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
            | Self::Fetched { job, .. }
            | Self::Seeking { job, .. }
            | Self::Located { job, .. }
            | Self::Board { job, .. }
            | Self::Hinted { job, .. }
            | Self::Exporting { job, .. }
            | Self::ExportWouldReplace { job }
            | Self::Exported { job, .. }
            | Self::Counting { job, .. }
            | Self::Counted { job, .. }
            | Self::CountFailed { job, .. }
            | Self::Compared { job, .. }
            | Self::Numbered { job, .. }
            | Self::Checking { job, .. }
            | Self::Checked { job, .. }
            | Self::FileBoard { job, .. }
            | Self::Pictured { job, .. }
            | Self::OutOfTime { job, .. }
            | Self::Cancelled { job } => *job,
        }
    }
}

/// Wakes the UI after events were sent, within the time given
/// (`egui::Context::request_repaint_after` in the app).
pub type Waker = Arc<dyn Fn(Duration) + Send + Sync>;

/// How soon the UI wakes for progress: often enough for a counter to move smoothly, seldom
/// enough that a window drawn in software does not spend a core on it. Results wake it at once.
pub const PROGRESS_REPAINT: Duration = Duration::from_millis(100);

/// What the app and a running job share: the cancel flag, how many solutions the app wants
/// (for the enumeration), and a condition variable to wake a job waiting for either.
struct Control {
    cancelled: AtomicBool,
    wanted: AtomicU64,
    lock: Mutex<()>,
    wake: Condvar,
}

impl Control {
    fn new() -> Self {
        Self {
            cancelled: AtomicBool::new(false),
            wanted: AtomicU64::new(u64::MAX),
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
        let control = Arc::new(Control::new());
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
        id
    }

    /// Cancels the job running in `lane`, if any.
    pub fn cancel(&mut self, lane: Lane) {
        if let Some(handle) = self.lanes.iter_mut().find(|handle| handle.lane == lane)
            && let Some((_, control)) = handle.current.take()
        {
            control.notify(|control| control.cancelled.store(true, Ordering::Relaxed));
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
        let name = format!("{lane:?}").to_lowercase();
        std::thread::Builder::new()
            .name(name)
            .spawn(move || {
                let reporter = Reporter { events, waker };
                for task in inbox {
                    if task.control.cancelled() {
                        reporter.send(Event::Cancelled { job: task.id });
                    } else {
                        run(&task, &reporter, &lane_state);
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

// ----------------------------------------------------------------------------
// The jobs, on their threads

struct Reporter {
    events: Sender<Event>,
    waker: Waker,
}

impl Reporter {
    /// Sends a result, and wakes the UI at once.
    fn send(&self, event: Event) {
        self.send_within(event, Duration::ZERO);
    }

    /// Sends progress, and wakes the UI within [`PROGRESS_REPAINT`].
    fn progress(&self, event: Event) {
        self.send_within(event, PROGRESS_REPAINT);
    }

    fn send_within(&self, event: Event, within: Duration) {
        // A closed channel means the app is gone; the job's cancel flag stops it soon.
        if self.events.send(event).is_ok() {
            (self.waker)(within);
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

/// Runs `work`; if it is still running after `budget`, sets the job's cancel flag so that it
/// stops. Returns what `work` returned and whether the budget ran out.
fn within_budget<R>(
    cancel: &AtomicBool,
    budget: Option<Duration>,
    work: impl FnOnce() -> R,
) -> (R, bool) {
    let Some(budget) = budget else {
        return (work(), false);
    };
    let expired = AtomicBool::new(false);
    let (done, finished) = mpsc::channel::<()>();
    let expired_flag = &expired;
    let result = std::thread::scope(|scope| {
        std::thread::Builder::new()
            .name("budget".to_string())
            .spawn_scoped(scope, move || {
                // The sender is dropped when the work ends, which ends the wait at once.
                if finished.recv_timeout(budget) == Err(mpsc::RecvTimeoutError::Timeout) {
                    expired_flag.store(true, Ordering::Relaxed);
                    cancel.store(true, Ordering::Relaxed);
                }
            })
            .expect("spawning a budget thread");
        let result = work();
        drop(done);
        result
    });
    (result, expired.into_inner())
}

/// The options of a count that reads `cancel` and tells `progress`.
fn count_options<'a>(
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
struct CountReport<'a> {
    id: JobId,
    reporter: &'a Reporter,
    started: Instant,
    /// When the part under way started.
    part_started: Mutex<Instant>,
    throttle: Mutex<Throttle>,
    last: Mutex<Option<CountProgress>>,
}

impl<'a> CountReport<'a> {
    fn new(id: JobId, reporter: &'a Reporter) -> Self {
        Self {
            id,
            reporter,
            started: Instant::now(),
            part_started: Mutex::new(Instant::now()),
            throttle: Mutex::new(Throttle::new()),
            last: Mutex::new(None),
        }
    }

    fn progress(&self, progress: CountProgress) {
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
    fn restart(&self) {
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
    fn estimate(&self, threads: usize, parts_left: usize) -> Estimate {
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
        let share = progress.units_done as f64 / units as f64;
        let part = elapsed / share;
        Estimate::About(part - elapsed + more_parts * part)
    }
}

fn run(task: &Task, reporter: &Reporter, state: &LaneState) {
    let id = task.id;
    let control = &*task.control;
    let cancel = &control.cancelled;
    let cancelled = || reporter.send(Event::Cancelled { job: id });
    match &task.job {
        Job::Enumerate {
            n,
            fundamental_only,
        } => enumerate(id, *n, *fundamental_only, control, reporter, state),
        Job::Fetch {
            from,
            first,
            last,
            backward,
            budget,
        } => {
            let distance = if *backward {
                from.number - 1 - last
            } else {
                first.saturating_sub(from.number)
            };
            let seek = SeekReport::new(id, reporter, distance);
            let (result, expired) = within_budget(cancel, *budget, || {
                if *backward {
                    fetch_backward(id, from, *first, *last, cancel, &seek)
                } else {
                    fetch(id, from, *first, *last, cancel, &seek)
                }
            });
            seek.finish(result, expired, false);
        }
        Job::Locate { n, number, budget } => locate(id, *n, *number, *budget, cancel, reporter),
        Job::Analyse { board, budget } => analyse_board(id, board, *budget, cancel, reporter),
        Job::Hint {
            board,
            free,
            budget,
        } => hint(id, board, free, *budget, cancel, reporter),
        Job::Export {
            path,
            what,
            replace,
        } => export(id, path, what, *replace, cancel, reporter),
        Job::Count { n, threads } => {
            let report = CountReport::new(id, reporter);
            let progress = |progress| report.progress(progress);
            let options = CountOptions {
                threads: *threads,
                ..count_options(cancel, &progress)
            };
            match count::count(*n, &options) {
                Ok(counts) => reporter.send(Event::Counted {
                    job: id,
                    counts,
                    elapsed: report.started.elapsed(),
                }),
                Err(CountError::Cancelled) => cancelled(),
                Err(error @ CountError::NotEnoughMemory { .. }) => {
                    reporter.send(Event::CountFailed {
                        job: id,
                        error: error.to_string(),
                    });
                }
            }
        }
        Job::Trace {
            n,
            variant,
            skip,
            steps,
        } => trace(*n, *variant, *skip, steps, cancel, state),
        Job::Compare { n } => {
            for variant in Variant::ALL {
                let Some(line) = compare(variant, *n, |_| !cancel.load(Ordering::Relaxed)) else {
                    return cancelled();
                };
                reporter.send(Event::Compared { job: id, line });
            }
        }
        Job::Number { boards, budget } => number_boards(id, boards, *budget, cancel, reporter),
        Job::CheckFile { path, n_if_empty } => check_file(id, path, *n_if_empty, cancel, reporter),
        Job::ReadBoard { path, n, number } => {
            let result = read_board(path, *n, *number).map_err(|error| error.to_string());
            reporter.send(Event::FileBoard { job: id, result });
        }
        Job::Picture {
            path,
            board,
            coordinates,
            theme,
            size,
        } => {
            let result = draw_picture(path, board, *coordinates, *theme, *size);
            reporter.send(Event::Pictured { job: id, result });
        }
    }
}

/// Draws `board` into the picture file `path`; returns its size in bytes, or the error in
/// words.
fn draw_picture(
    path: &Path,
    board: &Squares,
    coordinates: bool,
    theme: Theme,
    size: u32,
) -> Result<u64, String> {
    let Some(format) = Format::of_path(path) else {
        return Err(format!(
            "{}: a picture is .svg or .png; end the name with one of them",
            path.display()
        ));
    };
    let conflicts = board.conflicts();
    let picture = Picture {
        n: board.n(),
        queens: board.queens(),
        conflicts: &conflicts,
        coordinates,
        theme,
    };
    picture::save(&picture, format, size, path).map_err(|error| error.to_string())
}

/// Why a check of a file did not give a verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckFailure {
    /// The file is wrong; here is the first problem.
    Wrong(Box<Problem>),
    /// The file could not be read: why, in words.
    Unreadable(String),
}

/// A reader that counts the bytes read and reports them, about once a frame.
struct Counting<R, F> {
    inner: R,
    read: u64,
    throttle: Throttle,
    report: F,
}

impl<R: Read, F: FnMut(u64)> Read for Counting<R, F> {
    fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
        let read = self.inner.read(buffer)?;
        self.read += read as u64;
        if self.throttle.due() {
            (self.report)(self.read);
        }
        Ok(read)
    }
}

/// Checks the file at `path` as `nqueens check` does, reporting the bytes read.
fn check_file(id: JobId, path: &Path, n_if_empty: usize, cancel: &AtomicBool, reporter: &Reporter) {
    let started = Instant::now();
    let unreadable = |error: std::io::Error| {
        reporter.send(Event::Checked {
            job: id,
            result: Err(CheckFailure::Unreadable(format!(
                "cannot read {}: {error}",
                path.display()
            ))),
            elapsed: started.elapsed(),
        });
    };
    let file = match File::open(path) {
        Ok(file) => file,
        Err(error) => return unreadable(error),
    };
    let total = file.metadata().ok().map(|metadata| metadata.len());
    let counting = Counting {
        inner: file,
        read: 0,
        throttle: Throttle::new(),
        report: |bytes| {
            reporter.progress(Event::Checking {
                job: id,
                bytes,
                total,
            });
        },
    };
    let input = BufReader::with_capacity(1 << 18, counting);
    let result = match check_or_empty_for(input, n_if_empty, cancel) {
        Ok(verdict) => Ok(verdict),
        Err(CheckError::Wrong(problem)) => Err(CheckFailure::Wrong(problem)),
        Err(CheckError::Unreadable(error)) => return unreadable(error),
        Err(CheckError::Interrupted) => return reporter.send(Event::Cancelled { job: id }),
    };
    reporter.send(Event::Checked {
        job: id,
        result,
        elapsed: started.elapsed(),
    });
}

/// Reads board No `number` of the `n`×`n` judge file at `path`, where the boards before it
/// were found right.
fn read_board(path: &Path, n: usize, number: u64) -> Result<JudgeBoard, ReadError> {
    let file = BufReader::new(File::open(path)?);
    let mut reader = JudgeReader::at_board(file, n, number)?;
    match reader.next() {
        Some(board) => board,
        None => Err(ReadError::Io(std::io::Error::new(
            std::io::ErrorKind::UnexpectedEof,
            format!("the file ends before board No {number}; has it changed?"),
        ))),
    }
}

/// Streams the solutions of `n` as checkpoints, reporting about once a frame, and waits
/// whenever it has found as many as the app wants.
fn enumerate(
    id: JobId,
    n: usize,
    fundamental_only: bool,
    control: &Control,
    reporter: &Reporter,
    lane: &LaneState,
) {
    let mut solutions = Solutions::new(n);
    if fundamental_only {
        solutions = solutions.fundamental_only();
    }
    let mut stream = CheckpointStream::new(n);
    let mut throttle = Throttle::new();
    // Time spent searching, not waiting: the rate the app shows and paces the search by.
    let mut searched = Duration::ZERO;
    let mut resumed = Instant::now();
    loop {
        // Look at the clock and the flags every few thousand solutions, or every few
        // thousand nodes when solutions are far apart (the first ones of N = 32).
        match solutions.advance(NODES_BETWEEN_CHECKS) {
            Step::Solution(columns) => {
                stream.observe(columns);
                let wanted = control.wanted.load(Ordering::Relaxed);
                if !stream.found().is_multiple_of(4096) && stream.found() < wanted {
                    continue;
                }
            }
            Step::Finished => break,
            Step::Paused => {}
        }
        if control.cancelled() {
            return reporter.send(Event::Cancelled { job: id });
        }
        let enough = stream.found() >= control.wanted.load(Ordering::Relaxed);
        if enough || throttle.due() {
            let event = Event::Enumerated {
                job: id,
                delta: stream.take_delta(),
                searched: searched + resumed.elapsed(),
                finished: false,
            };
            if enough {
                reporter.send(event);
            } else {
                reporter.progress(event);
            }
        }
        if enough {
            searched += resumed.elapsed();
            if !control.wait_until_wanted(stream.found(), lane) {
                return reporter.send(Event::Cancelled { job: id });
            }
            resumed = Instant::now();
        }
    }
    let delta = stream.take_delta();
    reporter.send(Event::Enumerated {
        job: id,
        delta,
        searched: searched + resumed.elapsed(),
        finished: true,
    });
}

/// Settles the free squares of `board`, sending them in batches at most once a frame.
fn hint(
    id: JobId,
    board: &Squares,
    free: &[Square],
    budget: Option<Duration>,
    cancel: &AtomicBool,
    reporter: &Reporter,
) {
    let mut throttle = Throttle::new();
    let mut settled = Vec::new();
    let (result, expired) = within_budget(cancel, budget, || {
        squares_leading_to_a_solution(board, free, cancel, &mut |square, leads| {
            settled.push((square, leads));
            if throttle.due() {
                reporter.progress(Event::Hinted {
                    job: id,
                    settled: std::mem::take(&mut settled),
                    finished: false,
                });
            }
        })
    });
    reporter.send(Event::Hinted {
        job: id,
        settled,
        finished: result.is_ok(),
    });
    match (result, expired) {
        (Ok(()), _) => {}
        (Err(Cancelled), true) => reporter.send(Event::OutOfTime {
            job: id,
            estimate: Estimate::Unknown,
        }),
        (Err(Cancelled), false) => reporter.send(Event::Cancelled { job: id }),
    }
}

/// Writes `what` to the file `path` atomically, unless a file is there and `replace` is not
/// set: then it asks first.
fn export(
    id: JobId,
    path: &Path,
    what: &ExportWhat,
    replace: bool,
    cancel: &AtomicBool,
    reporter: &Reporter,
) {
    if !replace && path.is_file() {
        return reporter.send(Event::ExportWouldReplace { job: id });
    }
    let mut throttle = Throttle::new();
    let result = match what {
        ExportWhat::Range(range) => export_to_file(path, *range, 0, cancel, &mut |progress| {
            if throttle.due() {
                reporter.progress(Event::Exporting { job: id, progress });
            }
        }),
        ExportWhat::Board { number, solution } => export_board_to_file(path, *number, solution),
    };
    match result {
        Err(ExportError::Cancelled) => reporter.send(Event::Cancelled { job: id }),
        result => reporter.send(Event::Exported {
            job: id,
            result: result.map_err(|error| error.to_string()),
        }),
    }
}

/// Finds solution No `number` of `n` by counting, within `budget` if set.
fn locate(
    id: JobId,
    n: usize,
    number: u64,
    budget: Option<Duration>,
    cancel: &AtomicBool,
    reporter: &Reporter,
) {
    let of = locate_work(n, number);
    let seek = SeekReport::new(id, reporter, of);
    let counted = |done| seek.progress(done, of);
    let options = CountOptions {
        cancel: Some(cancel),
        memory: crate::platform::available_memory(),
        ..CountOptions::default()
    };
    let (result, expired) = within_budget(cancel, budget, || {
        let solution = solution_at(n, number, &options, &counted)?;
        reporter.send(Event::Located {
            job: id,
            number,
            solution,
        });
        Ok(())
    });
    seek.finish(result, expired, true);
}

/// Solutions skipped between two looks at the clock and the cancel flag on the way to a far one.
const SKIP_CHUNK: u64 = 4096;

/// Skips `count` solutions of `solutions`, telling `seek` how far it has come; returns how many
/// there were (fewer at the end).
fn skip_reporting(
    solutions: &mut Solutions,
    count: u64,
    cancel: &AtomicBool,
    seek: &SeekReport<'_>,
) -> Result<u64, Cancelled> {
    let mut skipped = 0;
    while skipped < count {
        let chunk = (count - skipped).min(SKIP_CHUNK);
        let done = solutions.skip_solutions(chunk, cancel)?;
        skipped += done;
        if done < chunk {
            break;
        }
        seek.progress(skipped, count);
    }
    Ok(skipped)
}

/// Finds solutions `first..=last` from the landmark `from`, sending them as they come.
fn fetch(
    id: JobId,
    from: &Landmark,
    first: u64,
    last: u64,
    cancel: &AtomicBool,
    seek: &SeekReport<'_>,
) -> Result<(), Cancelled> {
    let n = from.solution.n();
    let mut solutions = from.resume();
    let send = |first, columns, finished| {
        seek.reporter.send(Event::Fetched {
            job: id,
            first,
            columns,
            finished,
        });
    };
    let distance = first.saturating_sub(from.number);
    if skip_reporting(&mut solutions, distance, cancel, seek)? < distance {
        send(first, Vec::new(), true);
        return Ok(());
    }
    let mut throttle = Throttle::new();
    let mut batch_first = first;
    let mut batch = Vec::new();
    for number in first..=last {
        match solutions.next_columns_cancellable(cancel)? {
            None => break,
            Some(columns) => batch.extend_from_slice(columns),
        }
        if throttle.due() {
            send(batch_first, std::mem::take(&mut batch), false);
            batch_first = number + 1;
        }
    }
    debug_assert!(batch.len().is_multiple_of(n));
    send(batch_first, batch, true);
    Ok(())
}

/// Finds solutions `last` down to `first`, all before the landmark `from`, by walking forward
/// from its mirror image, and sends them in batches, each in order.
fn fetch_backward(
    id: JobId,
    from: &Landmark,
    first: u64,
    last: u64,
    cancel: &AtomicBool,
    seek: &SeekReport<'_>,
) -> Result<(), Cancelled> {
    debug_assert!(!from.fundamental_only && last < from.number);
    let n = from.solution.n();
    let mut mirrored = Solutions::after(&from.solution.transformed(Symmetry::MirrorColumns));
    skip_reporting(&mut mirrored, from.number - 1 - last, cancel, seek)?;
    let mut throttle = Throttle::new();
    // Rows of the batch, last number first.
    let mut batch: Vec<u8> = Vec::new();
    let send = |lowest: u64, batch: &mut Vec<u8>, finished| {
        let columns = batch.chunks_exact(n).rev().flatten().copied().collect();
        batch.clear();
        seek.reporter.send(Event::Fetched {
            job: id,
            first: lowest,
            columns,
            finished,
        });
    };
    let mut number = last;
    while number >= first.max(1) {
        match mirrored.next_columns_cancellable(cancel)? {
            None => break,
            Some(columns) => {
                batch.extend(columns.iter().map(|&column| (n - 1) as u8 - column));
            }
        }
        if throttle.due() {
            send(number, &mut batch, false);
        }
        number -= 1;
    }
    send(number + 1, &mut batch, true);
    Ok(())
}

/// Solutions a second that no thread of this counter reaches on any CPU we know (it counts
/// about 1.2e8 a second a thread at N = 19 here): what a count must take at least, before it
/// has measured itself.
const FASTEST_COUNT_PER_THREAD: f64 = 1e9;

/// The share of its work after which a count's pace tells what the rest will take.
const STEADY_SHARE: f64 = 0.01;

/// About how many solutions [`solution_at`] counts to find No `number` of `n`: those before it
/// (or before its mirror image, in the second half) and those of the first row's square it is
/// under.
fn locate_work(n: usize, number: u64) -> u64 {
    match known_counts(n) {
        Some(known) => {
            let nearer = number.min((known.total + 1).saturating_sub(number));
            nearer.saturating_sub(1) + known.total / n as u64
        }
        None => number.saturating_sub(1),
    }
}

/// The progress of a search for a far solution: sent at most once a frame, and kept for the
/// estimate if its budget runs out.
struct SeekReport<'a> {
    id: JobId,
    reporter: &'a Reporter,
    started: Instant,
    throttle: Mutex<Throttle>,
    /// The last `(done, of)`.
    last: Mutex<(u64, u64)>,
}

impl<'a> SeekReport<'a> {
    /// The report of a search that has about `of` solutions to walk or count.
    fn new(id: JobId, reporter: &'a Reporter, of: u64) -> Self {
        Self {
            id,
            reporter,
            started: Instant::now(),
            throttle: Mutex::new(Throttle::new()),
            last: Mutex::new((0, of)),
        }
    }

    fn progress(&self, done: u64, of: u64) {
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
    fn estimate(&self, counting: bool) -> Estimate {
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
    fn finish(&self, result: Result<(), Cancelled>, expired: bool, counting: bool) {
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

/// Plays the trace into `steps`, after skipping the ones already shown.
fn trace(
    n: usize,
    variant: Variant,
    skip: u64,
    steps: &SyncSender<TraceStep>,
    cancel: &AtomicBool,
    lane: &LaneState,
) {
    for (index, step) in Trace::new(variant, n).enumerate() {
        if index % 1024 == 0 && cancel.load(Ordering::Relaxed) {
            return;
        }
        if (index as u64) < skip {
            continue;
        }
        match steps.try_send(step) {
            Ok(()) => {}
            Err(TrySendError::Full(step)) => {
                // The animation has enough steps for now: wait for it, using no CPU. A closed
                // channel means it moved on to another search.
                lane.waiting.store(true, Ordering::Relaxed);
                let sent = steps.send(step);
                lane.waiting.store(false, Ordering::Relaxed);
                if sent.is_err() {
                    return;
                }
            }
            Err(TrySendError::Disconnected(_)) => return,
        }
    }
}

/// Numbers each board: by stepping from the checkpoint before it when the browser has seen it,
/// else by counting the solutions before it.
fn number_boards(
    id: JobId,
    boards: &[NumberRequest],
    budget: Option<Duration>,
    cancel: &AtomicBool,
    reporter: &Reporter,
) {
    let report = CountReport::new(id, reporter);
    let progress = |progress| report.progress(progress);
    let options = count_options(cancel, &progress);
    // The boards not numbered yet, for the estimate: each takes about as long as this one.
    let left = AtomicUsize::new(boards.len());
    let (result, expired) = within_budget(cancel, budget, || -> Result<(), Cancelled> {
        for request in boards {
            report.restart();
            let number = match &request.near {
                Some((landmark, seen_after)) => {
                    step_to(&request.board, landmark, *seen_after, cancel)?
                }
                None => None,
            };
            let number = match number {
                Some(number) => Some(number),
                None => solution_number(&request.board, &options)?,
            };
            reporter.send(Event::Numbered {
                job: id,
                board: request.board.clone(),
                number,
            });
            left.fetch_sub(1, Ordering::Relaxed);
        }
        Ok(())
    });
    let left = left.into_inner().max(1);
    finish_budgeted(id, result, expired, &report, reporter, left);
}

/// Says how a job under a budget ended, if it did not say so itself.
fn finish_budgeted(
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

/// The number of `board` if it is among the `seen_after` solutions after `landmark`.
fn step_to(
    board: &Placement,
    landmark: &Landmark,
    seen_after: u64,
    cancel: &AtomicBool,
) -> Result<Option<u64>, Cancelled> {
    let mut solutions = landmark.resume();
    let target = board.columns();
    for number in landmark.number..=landmark.number + seen_after {
        match solutions.next_columns_cancellable(cancel)? {
            Some(columns) if columns == target => return Ok(Some(number)),
            Some(columns) if columns < target => {}
            _ => return Ok(None),
        }
    }
    Ok(None)
}

/// Reports a hand-made board in steps: its conflicts, or its first completion (the quick
/// part), then how many completions it has and, for a full board, its number.
fn analyse_board(
    id: JobId,
    board: &Squares,
    budget: Option<Duration>,
    cancel: &AtomicBool,
    reporter: &Reporter,
) {
    let completions = match Completions::new(board) {
        Ok(completions) => completions,
        Err(conflicts) => {
            let report = BoardReport::Conflicts(conflicts);
            return reporter.send(Event::Board { job: id, report });
        }
    };
    let report = CountReport::new(id, reporter);
    let progress = |progress| report.progress(progress);
    let options = count_options(cancel, &progress);
    let (result, expired) = within_budget(cancel, budget, || -> Result<(), Cancelled> {
        let first = completions.solutions().next_cancellable(cancel)?;
        let full = board.as_placement();
        let empty = board.queens().is_empty();
        let count = match (&first, &full) {
            (None, _) => Some(0),
            (Some(_), Some(_)) => Some(1),
            // Every solution completes the empty board: their number is known or not counted
            // here (that is what Count all solutions is for).
            (Some(_), None) if empty => {
                crate::solve::known_counts(board.n()).map(|counts| counts.total)
            }
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
        if empty {
            return Ok(());
        }
        let count = if let Some(count) = count {
            count
        } else {
            let count = completions.count(&options)?;
            send(Some(count), None);
            count
        };
        if let Some(full) = full.filter(|_| count == 1) {
            send(Some(1), solution_number(&full, &options)?);
        }
        Ok(())
    });
    finish_budgeted(id, result, expired, &report, reporter, 1);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Square;

    fn worker() -> Worker {
        Worker::new(Arc::new(|_| {}))
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
        let job = worker.submit(Job::Analyse {
            board: board.clone(),
            budget: None,
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

        let job = worker.submit(Job::Analyse {
            board: Squares::from(&first),
            budget: None,
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

    /// Steps until `done` holds, or fails after a minute.
    fn wait_for(what: &str, mut done: impl FnMut() -> bool) {
        let deadline = Instant::now() + Duration::from_mins(1);
        while !done() {
            assert!(Instant::now() < deadline, "timed out waiting for {what}");
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    #[test]
    fn an_enumeration_waits_once_it_has_what_is_wanted_and_goes_on_when_asked() {
        let mut worker = worker();
        let job = worker.submit(Job::Enumerate {
            n: 16,
            fundamental_only: false,
        });
        worker.want(job, 10_000);
        let mut found = 0;
        wait_for("the enumeration to wait", || {
            while let Some(Event::Enumerated { delta, .. }) = worker.try_recv() {
                found = delta.found;
            }
            worker.busy_lanes().is_empty()
        });
        std::thread::sleep(Duration::from_millis(50));
        while let Some(Event::Enumerated { delta, .. }) = worker.try_recv() {
            found = delta.found;
        }
        // It stops within a batch of the wanted number, far short of all 14.7 million.
        assert!((10_000..20_000).contains(&found), "found {found}");
        worker.want(job, 50_000);
        wait_for("the enumeration to go on", || {
            while let Some(Event::Enumerated { delta, .. }) = worker.try_recv() {
                found = delta.found;
            }
            found >= 50_000
        });
        worker.cancel(Lane::Solver);
        let events = events_until(&worker, |e| matches!(e, Event::Cancelled { .. }));
        assert_eq!(events.last().map(Event::job), Some(job));
        wait_for("the lane to be idle", || worker.busy_lanes().is_empty());
    }

    #[test]
    fn a_job_past_its_budget_stops_and_says_what_the_rest_would_take() {
        let mut worker = worker();
        // The solutions with a queen in the corner of N = 24: billions of them.
        let mut board = Squares::empty(24);
        board.toggle(Square::new(0, 0));
        let job = worker.submit(Job::Analyse {
            board,
            budget: Some(Duration::from_millis(300)),
        });
        let events = events_until(&worker, |e| matches!(e, Event::OutOfTime { .. }));
        let Some(Event::OutOfTime {
            job: last,
            estimate,
        }) = events.last()
        else {
            unreachable!()
        };
        assert_eq!(*last, job);
        assert!(
            matches!(estimate, Estimate::About(s) | Estimate::MoreThan(s) if *s > 1.0),
            "{estimate:?}"
        );
        wait_for("the lane to be idle", || worker.busy_lanes().is_empty());
    }

    #[test]
    fn a_cancelled_export_is_confirmed_only_once_it_has_stopped_and_left_nothing() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("far.txt");
        let mut worker = worker();
        // Skipping to No 90,000,000 of N = 17 takes seconds; the cancel stops the skip.
        let job = worker.submit(Job::Export {
            path: path.clone(),
            what: ExportWhat::Range(ExportRange {
                n: 17,
                first: 90_000_000,
                last: Some(90_000_010),
                fundamental_only: false,
            }),
            replace: true,
        });
        std::thread::sleep(Duration::from_millis(200));
        assert_eq!(worker.busy_lanes(), vec![Lane::Export]);
        let asked = Instant::now();
        worker.cancel(Lane::Export);
        let events = events_until(&worker, |e| matches!(e, Event::Cancelled { .. }));
        assert!(asked.elapsed() < Duration::from_secs(1));
        assert_eq!(events.last().map(Event::job), Some(job));
        assert_eq!(std::fs::read_dir(folder.path()).unwrap().count(), 0);
        wait_for("the lane to be idle", || worker.busy_lanes().is_empty());
    }

    #[test]
    fn boards_seen_by_the_index_are_numbered_by_stepping_and_others_by_counting() {
        let mut worker = worker();
        let index = crate::solve::SolutionIndex::build(10, 64);
        let all: Vec<Placement> = Solutions::new(10).collect();
        let boards = vec![
            NumberRequest {
                board: all[300].clone(),
                near: index.checkpoint_before_board(&all[300]),
            },
            NumberRequest {
                board: all[700].clone(),
                near: None,
            },
        ];
        let job = worker.submit(Job::Number {
            boards,
            budget: None,
        });
        let mut numbers = Vec::new();
        events_until(&worker, |e| {
            if let Event::Numbered { job: j, number, .. } = e {
                assert_eq!(*j, job);
                numbers.push(*number);
            }
            numbers.len() == 2
        });
        assert_eq!(numbers, vec![Some(301), Some(701)]);
    }

    /// The solutions a fetch sends, put together in order.
    fn fetched(worker: &Worker, n: usize) -> (u64, Vec<Placement>) {
        let mut lowest = u64::MAX;
        let mut rows: Vec<(u64, Placement)> = Vec::new();
        events_until(worker, |e| {
            let Event::Fetched {
                first,
                columns,
                finished,
                ..
            } = e
            else {
                return false;
            };
            lowest = lowest.min(*first);
            for (i, row) in columns.chunks_exact(n).enumerate() {
                rows.push((first + i as u64, Placement::from_columns(row)));
            }
            *finished
        });
        rows.sort_by_key(|(number, _)| *number);
        (lowest, rows.into_iter().map(|(_, board)| board).collect())
    }

    #[test]
    fn a_fetch_brings_the_solutions_before_a_landmark_as_well_as_after() {
        let mut worker = worker();
        let all: Vec<Placement> = Solutions::new(10).collect();
        let landmark = |number: u64| Landmark {
            number,
            solution: all[number as usize - 1].clone(),
            fundamental_only: false,
        };
        worker.submit(Job::Fetch {
            from: landmark(600),
            first: 650,
            last: 700,
            backward: false,
            budget: None,
        });
        let (first, forward) = fetched(&worker, 10);
        assert_eq!((first, &forward[..]), (650, &all[649..700]));
        worker.submit(Job::Fetch {
            from: landmark(724),
            first: 680,
            last: 723,
            backward: true,
            budget: None,
        });
        let (first, backward) = fetched(&worker, 10);
        assert_eq!((first, &backward[..]), (680, &all[679..723]));
    }

    #[test]
    fn a_far_solution_is_located_by_counting_or_said_to_take_too_long() {
        let mut worker = worker();
        let job = worker.submit(Job::Locate {
            n: 12,
            number: 9_000,
            budget: None,
        });
        let events = events_until(&worker, |event| matches!(event, Event::Located { .. }));
        let Some(Event::Located { solution, .. }) = events.last() else {
            panic!("no solution located: {events:?}");
        };
        assert_eq!(solution, &Solutions::new(12).nth(8_999));
        assert!(events.iter().all(|event| event.job() == job));

        // N = 27 has 2.3e17 solutions: no count reaches the 1e17th in a lifetime.
        let job = worker.submit(Job::Locate {
            n: 27,
            number: 100_000_000_000_000_000,
            budget: Some(Duration::from_millis(300)),
        });
        let events = events_until(&worker, |event| matches!(event, Event::OutOfTime { .. }));
        let Some(Event::OutOfTime { job: out, estimate }) = events.last() else {
            panic!("no estimate: {events:?}");
        };
        assert_eq!(*out, job);
        let seconds = match *estimate {
            Estimate::About(seconds) | Estimate::MoreThan(seconds) => seconds,
            Estimate::Unknown => panic!("no estimate for N = 27"),
        };
        // At least what counting 1e17 solutions takes at 1e9 a second a thread.
        let thread_years = seconds * default_threads() as f64 / (365.0 * 86_400.0);
        assert!(thread_years > 2.0, "{seconds} s");
    }

    #[test]
    fn a_far_walk_reports_how_far_it_has_come_and_stops_at_its_budget() {
        let mut worker = worker();
        let first = Solutions::new(20).next().unwrap();
        let job = worker.submit(Job::Fetch {
            from: Landmark {
                number: 1,
                solution: first,
                fundamental_only: false,
            },
            first: 10_000_000_000,
            last: 10_000_000_100,
            backward: false,
            budget: Some(Duration::from_millis(300)),
        });
        let events = events_until(&worker, |event| matches!(event, Event::OutOfTime { .. }));
        assert!(
            events.iter().any(
                |event| matches!(event, Event::Seeking { done, of: 9_999_999_999, .. } if *done > 0)
            ),
            "{events:?}"
        );
        let Some(Event::OutOfTime {
            job: out,
            estimate: Estimate::About(seconds),
        }) = events.last()
        else {
            panic!("no estimate: {events:?}");
        };
        assert_eq!(*out, job);
        assert!(*seconds > 1.0, "{seconds} s");
    }
}
