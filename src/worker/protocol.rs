//! What the app and the worker say to each other: jobs, lanes and events.

use crate::animation::{Animation, AnimationError};
use crate::export::ExportError;
use crate::formats::read::ReadError;
use crate::picture::PictureError;
use crate::solve::count::CountError;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use crate::board::{Conflict, MAX_N, Placement, Square, Squares};
use crate::check::{Problem, Verdict};
use crate::export::{ExportProgress, ExportRange, ExportSummary};
use crate::formats::read::FileBoard;
use crate::judge::{JudgeError, Judgement, Phase, Setup, Usage};
use crate::picture::Theme;
use crate::solve::count::{CountProgress, Counts, Shard, ShardCounts};
use crate::solve::index::{IndexDelta, Landmark};
use crate::solve::trace::{Comparison, Step as TraceStep, Variant};

/// How often a running job reports, at most: about one frame.
pub const PROGRESS_INTERVAL: Duration = Duration::from_millis(16);

/// How often a program being judged says what it has used: the figures need no more, and the
/// window redraws no more than ten times a second for them.
pub const JUDGING_PROGRESS_INTERVAL: Duration = Duration::from_millis(100);

/// Identifies one submitted job.
pub type JobId = u64;

/// An id no job of this process had before. The app names a job when a view says it needs it,
/// before the job table starts it, so that the view can tell the job's events from others.
pub fn new_job_id() -> JobId {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

/// Long-running work for the solver threads.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Job {
    /// Stream every solution of `n` in order, as checkpoints for the browser, while the app
    /// wants more of them.
    Enumerate {
        /// The board size.
        n: usize,
        /// Only each symmetry class's smallest member, as the browser's "fundamental only".
        fundamental_only: bool,
    },
    /// Find solutions `first..=last` (or to the end), resuming the enumeration at `from`.
    Fetch {
        /// A solution at or before `first` (after `last`, going backward), with its number.
        from: Landmark,
        /// The number of the first solution wanted.
        first: u64,
        /// The number of the last solution wanted.
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
        /// The number of the solution wanted.
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
    /// Write solutions to a file in an answer format.
    Export {
        /// The file to write, replaced at once when the export ends.
        path: PathBuf,
        /// The answer format it is written in.
        format: crate::formats::Format,
        /// What goes in it.
        what: ExportWhat,
        /// Whether a file there already may be replaced; if not, the job asks first
        /// ([`EventKind::ExportWouldReplace`]).
        replace: bool,
    },
    /// Count every solution and every class of `n`.
    Count {
        /// The board size.
        n: usize,
        /// Threads; 0 for one per core.
        threads: usize,
    },
    /// Count one shard of `n`'s solutions on one thread: a part of a count spread over
    /// several workers (the browser's Web Workers), added up by whoever spread it.
    CountShard {
        /// The board size.
        n: usize,
        /// Which part.
        shard: Shard,
    },
    /// Count one shard of the solutions of `n` under `allowed` by their queen's column in
    /// `row`, on one thread, as
    /// [`count_columns_shard`](crate::solve::count::count_columns_shard) does: a count a
    /// search asked for (a far solution, a board's number), spread over several workers of the
    /// search's own lane (its lane here, the count's, is for a caller that starts it alone).
    CountColumnsShard {
        /// The board size.
        n: usize,
        /// The columns each row may use.
        allowed: [u32; MAX_N],
        /// The row whose queens' columns the solutions are told by.
        row: usize,
        /// Whether they are told by the next row's queens' columns too, as
        /// [`count_two_rows_shard`](crate::solve::count::count_two_rows_shard) does.
        with_next: bool,
        /// Which part.
        shard: Shard,
    },
    /// Play a variant's search as [`EventKind::Traced`] steps, as many as the animation
    /// wants: it waits, using no CPU, once it has sent them.
    Trace {
        /// The board size.
        n: usize,
        /// The textbook search played.
        variant: Variant,
        /// Steps already shown, not to be sent again (the animation resumed).
        skip: u64,
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
    /// The number of a board the browser has seen, found by stepping from the checkpoint
    /// before it ([`EventKind::Numbered`], `None` if it is not there): a step of numbering
    /// boards whose counts are spread.
    StepToBoard {
        /// The board, and where to look.
        request: NumberRequest,
    },
    /// Check an answer file, in any format, against the solver, as `nqueens check` does.
    CheckFile {
        /// The answer file, in any format.
        path: PathBuf,
        /// The board size to check an empty file for (a file with boards shows its own).
        n_if_empty: usize,
    },
    /// Read board No `number` of a file whose boards before it are right.
    ReadBoard {
        /// The answer file, checked before.
        path: PathBuf,
        /// The format it was checked in.
        format: crate::formats::Format,
        /// Its board size.
        n: usize,
        /// The board's place in the file, from 1.
        number: u64,
    },
    /// Draw a picture of a board into a file.
    Picture {
        /// The file; its extension says SVG or PNG.
        path: PathBuf,
        /// The board drawn: its queens, and their conflicts marked.
        board: Squares,
        /// Whether the files and ranks are drawn.
        coordinates: bool,
        /// The theme's colours.
        theme: Theme,
        /// The side of a PNG in pixels.
        size: u32,
    },
    /// Write a search as an animated GIF into a file.
    Animate {
        /// The file.
        path: PathBuf,
        /// What it shows and how.
        animation: Animation,
    },
    /// Judge a student's program: build it, run it under the judge's limits, check what it
    /// prints.
    Judge {
        /// The program, and how it is judged.
        setup: Setup,
    },
}

/// What an export writes.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum ExportWhat {
    /// Solutions by number.
    Range(ExportRange),
    /// One board whose number is known: the one on screen.
    Board {
        /// Its number among all solutions (the judge's format writes it).
        number: u64,
        /// The solution on screen.
        solution: Placement,
    },
}

/// A board to number, and where the browser's index says to look for it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct NumberRequest {
    /// The board to number.
    pub board: Placement,
    /// The last checkpoint before it and how many solutions after that one were seen: if the
    /// board is among them, stepping finds it faster than counting.
    pub near: Option<(Landmark, u64)>,
}

/// The lanes, one thread each; a new job cancels the one before it in its lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
    /// Checking an answer file.
    Check,
    /// Reading a board of an answer file.
    FileBoard,
    /// Drawing pictures.
    Picture,
    /// Drawing animations: a lane of their own, so that a picture saved meanwhile does not
    /// cancel one, nor one a picture.
    Animation,
    /// Judging a student's program.
    Judge,
}

impl Lane {
    /// Every lane.
    pub const ALL: [Self; 14] = [
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
        Self::Animation,
        Self::Judge,
    ];
}

impl Job {
    /// How long the job may run, if it has a budget.
    pub fn budget(&self) -> Option<Duration> {
        match self {
            Self::Fetch { budget, .. }
            | Self::Locate { budget, .. }
            | Self::Analyse { budget, .. }
            | Self::Hint { budget, .. }
            | Self::Number { budget, .. } => *budget,
            Self::Enumerate { .. }
            | Self::Export { .. }
            | Self::Count { .. }
            | Self::CountShard { .. }
            | Self::CountColumnsShard { .. }
            | Self::StepToBoard { .. }
            | Self::Trace { .. }
            | Self::Compare { .. }
            | Self::CheckFile { .. }
            | Self::ReadBoard { .. }
            | Self::Picture { .. }
            | Self::Animate { .. }
            | Self::Judge { .. } => None,
        }
    }

    /// The lane that runs this job.
    pub fn lane(&self) -> Lane {
        match self {
            Self::Enumerate { .. } => Lane::Solver,
            Self::Fetch { .. } | Self::Locate { .. } => Lane::Fetch,
            Self::Analyse { .. } => Lane::Analysis,
            Self::Hint { .. } => Lane::Hint,
            Self::Export { .. } => Lane::Export,
            Self::Count { .. } | Self::CountShard { .. } | Self::CountColumnsShard { .. } => {
                Lane::Count
            }
            Self::Trace { .. } => Lane::Trace,
            Self::Compare { .. } => Lane::Compare,
            Self::Number { .. } | Self::StepToBoard { .. } => Lane::Number,
            Self::CheckFile { .. } => Lane::Check,
            Self::ReadBoard { .. } => Lane::FileBoard,
            Self::Picture { .. } => Lane::Picture,
            Self::Animate { .. } => Lane::Animation,
            Self::Judge { .. } => Lane::Judge,
        }
    }
}

/// What the analysis of a hand-made board found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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

/// What the rest of a job would take, on every core.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Estimate {
    /// About this many seconds, from the work done and the work left.
    About(#[serde(with = "crate::wire::float")] f64),
    /// More than this many seconds: too little of the work is done to tell its pace, and the
    /// fastest count of what is left, or the units still running, take this long at least.
    MoreThan(#[serde(with = "crate::wire::float")] f64),
    /// No basis for a guess yet.
    Unknown,
}

/// What a running job still needs, as the worker reckons it from the work done and the work
/// left, and the share of its time done, for a progress bar.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct TimeLeft {
    /// The share of the job's time done, from 0 to 1.
    #[serde(with = "crate::wire::float")]
    pub done: f32,
    /// The time it still needs.
    pub estimate: Estimate,
}

/// What a job says, sent to the app; the job table routes it by `job` to the view that owns
/// the job, and drops it when the job is no longer in the table.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Event {
    /// The job that sent it.
    pub job: JobId,
    /// Progress, a result, or how the job ended.
    pub kind: EventKind,
}

/// What a job says.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum EventKind {
    /// More solutions found by an enumeration.
    Enumerated {
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
        /// The number of the first of `columns`.
        first: u64,
        /// The solutions, `n` bytes each, back to back.
        columns: Vec<u8>,
        /// Whether the fetch is complete (it found all it was asked for, or the end).
        finished: bool,
    },
    /// How far the search for a far solution has come (a fetch walking to it, or a count
    /// locating it).
    Seeking {
        /// Its share done and time left.
        left: TimeLeft,
    },
    /// The solution a [`Job::Locate`] looked for, or `None` if there is no such solution.
    Located {
        /// The number asked for.
        number: u64,
        /// The solution of that number, if there is one.
        solution: Option<Placement>,
    },
    /// A hand-made board analysed.
    Board {
        /// The findings.
        report: BoardReport,
    },
    /// Free squares of the hint settled: whether each leads to a solution.
    Hinted {
        /// The squares settled since the last event, `true` for those that lead to one.
        settled: Vec<(Square, bool)>,
        /// Whether every free square is settled now.
        finished: bool,
    },
    /// An export's progress.
    Exporting {
        /// How far it has come.
        progress: ExportProgress,
        /// Its share done and time left.
        left: TimeLeft,
    },
    /// An export did not start, as a file is there already and it was not asked to replace one.
    ExportWouldReplace,
    /// An export ended: its summary or its error.
    Exported {
        /// What was written, or why not.
        result: Result<ExportSummary, Arc<ExportError>>,
    },
    /// How much of a count's tables is built, from 0 to 1, before it counts its first unit
    /// (from N = 22 that takes seconds).
    BuildingTables {
        /// The share built.
        share: f32,
    },
    /// A count's progress (of every solution, of completions, or of the solutions before a
    /// board).
    Counting {
        /// How far it has come.
        progress: CountProgress,
        /// Its share done and time left.
        left: TimeLeft,
    },
    /// A count ended.
    Counted {
        /// The solutions and the classes counted.
        counts: Counts,
        /// How long it took.
        elapsed: Duration,
    },
    /// A shard of a count ended ([`Job::CountShard`]).
    ShardCounted {
        /// What its units found.
        counts: ShardCounts,
    },
    /// A shard of a count by columns ended ([`Job::CountColumnsShard`]).
    ColumnsCounted {
        /// The solutions its units found, by their queen's column (N of them), or by their
        /// queens' columns in the row and the next (N × N, with `with_next`).
        columns: Vec<u64>,
    },
    /// A count could not start (its tables need more memory than the machine has free).
    CountFailed {
        /// Why: the memory free is too little for its tables.
        error: CountError,
    },
    /// Steps of the search the animation plays, in order, after those sent before.
    Traced {
        /// The steps.
        steps: Vec<TraceStep>,
        /// Whether the search has no more steps.
        finished: bool,
    },
    /// One variant of a comparison has run to the end.
    Compared {
        /// Its line of the table.
        line: Comparison,
    },
    /// A board numbered: its number, or `None` if it is not a solution.
    Numbered {
        /// The board, as it was asked for.
        board: Placement,
        /// Its number; `None` if it is not a solution.
        number: Option<u64>,
    },
    /// How far a check of a file has read.
    Checking {
        /// Bytes read.
        bytes: u64,
        /// The file's size, if known.
        total: Option<u64>,
    },
    /// A check of a file ended: the verdict, the first problem, or why the file could not be
    /// read.
    Checked {
        /// What the check found.
        result: Result<Verdict, CheckFailure>,
        /// How long it took.
        elapsed: Duration,
    },
    /// A board read from a file, or why it could not be.
    FileBoard {
        /// The board and its number, or why it could not be read.
        result: Result<FileBoard, Arc<ReadError>>,
    },
    /// A picture written: its size in bytes, or its error.
    Pictured {
        /// What was written, or why not.
        result: Result<u64, Arc<PictureError>>,
    },
    /// Frames of an animation drawn so far.
    Animating {
        /// Frames drawn.
        done: u64,
        /// Frames in all.
        total: u64,
    },
    /// An animation written: its size in bytes, or its error.
    Animated {
        /// What was written, or why not.
        result: Result<u64, Arc<AnimationError>>,
    },
    /// What a program being judged has used so far.
    Judging {
        /// Building it, or running it.
        phase: Phase,
        /// The CPU time and peak memory so far.
        usage: Usage,
        /// The time since it started, by the clock.
        wall: Duration,
    },
    /// A program judged: the verdict, or why it could not be judged.
    Judged {
        /// What judging found.
        result: Result<Box<Judgement>, JudgeError>,
    },
    /// A job stopped at its time budget, with what the rest would take.
    OutOfTime {
        /// The time the whole would need.
        estimate: Estimate,
    },
    /// A job stopped because a newer job or the user cancelled it.
    Cancelled,
}

/// Why a check of a file did not give a verdict.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum CheckFailure {
    /// The file is wrong; here is the first problem.
    Wrong(Box<Problem>),
    /// The file could not be read (the view says why, in words, from the error's kind).
    Unreadable(#[serde(with = "crate::wire::shared_io_error")] Arc<std::io::Error>),
}

#[cfg(test)]
mod tests;
