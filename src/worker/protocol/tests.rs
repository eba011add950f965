//! The protocol across a process boundary: every job and every kind of event comes back from
//! its JSON as it was sent.

use std::io;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use super::*;
use crate::atomic::WriteError;
use crate::board::{Conflict, Line};
use crate::check::{Evidence, Wrong};
use crate::export::ExportRange;
use crate::formats::Format;
use crate::formats::read::{Excerpt, FormatProblem, ParseError, RowsAt};
use crate::solve::count::{Part, Shard, ShardCounts};
use crate::solve::trace::Counters;

/// `value` after a trip through JSON, as the web back end sends it between the page and a Web
/// Worker; the test compares the two by their `Debug` (errors have no `PartialEq`).
fn round_trip<T: Serialize + serde::de::DeserializeOwned + std::fmt::Debug>(value: &T) -> T {
    let json = serde_json::to_string(value).unwrap_or_else(|error| panic!("{value:?}: {error}"));
    let back: T = serde_json::from_str(&json).unwrap_or_else(|error| panic!("{json}: {error}"));
    assert_eq!(format!("{back:?}"), format!("{value:?}"), "through {json}");
    back
}

fn placement(columns: &[u8]) -> Placement {
    Placement::new(columns.to_vec()).expect("a placement on its board")
}

fn landmark() -> Landmark {
    Landmark {
        number: 4,
        solution: placement(&[1, 5, 7, 2, 0, 3, 6, 4]),
        fundamental_only: false,
    }
}

fn hand_made() -> Squares {
    let mut board = Squares::empty(8);
    for square in [Square::new(0, 3), Square::new(2, 5), Square::new(6, 1)] {
        board.toggle(square);
    }
    board
}

const A_WHILE: Option<Duration> = Some(Duration::from_micros(1_234_567));

// ----------------------------------------------------------------------------
// Jobs

/// One job of each kind, and the place of its kind in [`job_kind`].
fn every_job() -> Vec<Job> {
    vec![
        Job::Enumerate {
            n: 12,
            fundamental_only: true,
        },
        Job::Fetch {
            from: landmark(),
            first: 10,
            last: 20,
            backward: true,
            budget: A_WHILE,
        },
        Job::Locate {
            n: 32,
            number: u64::MAX,
            budget: None,
        },
        Job::Analyse {
            board: hand_made(),
            budget: A_WHILE,
        },
        Job::Hint {
            board: hand_made(),
            free: vec![Square::new(1, 0), Square::new(7, 7)],
            budget: None,
        },
        Job::Export {
            path: PathBuf::from("/picked/3/solutions of N = 8.txt"),
            format: Format::Leetcode,
            what: ExportWhat::Range(ExportRange {
                n: 8,
                first: 2,
                last: Some(91),
                fundamental_only: true,
            }),
            replace: false,
        },
        Job::Export {
            path: PathBuf::from("board.txt"),
            format: Format::Judge,
            what: ExportWhat::Board {
                number: 4,
                solution: placement(&[1, 5, 7, 2, 0, 3, 6, 4]),
            },
            replace: true,
        },
        Job::Count { n: 18, threads: 0 },
        Job::CountShard {
            n: 16,
            shard: Shard { index: 2, of: 4 },
        },
        Job::CountColumnsShard {
            n: 12,
            allowed: [0b1111_1111_1111; MAX_N],
            row: 0,
            with_next: true,
            shard: Shard { index: 1, of: 2 },
        },
        Job::Trace {
            n: 8,
            variant: Variant::ForwardChecking,
            skip: 3,
        },
        Job::Compare { n: 6 },
        Job::Number {
            boards: vec![
                NumberRequest {
                    board: placement(&[1, 3, 0, 2]),
                    near: Some((landmark(), 17)),
                },
                NumberRequest {
                    board: placement(&[2, 0, 3, 1]),
                    near: None,
                },
            ],
            budget: A_WHILE,
        },
        Job::StepToBoard {
            request: NumberRequest {
                board: placement(&[2, 0, 3, 1]),
                near: Some((landmark(), 3)),
            },
        },
        Job::CheckFile {
            path: PathBuf::from("/picked/1/答案.txt"),
            n_if_empty: 8,
        },
    ]
    .into_iter()
    .chain(file_jobs())
    .chain([an_animation(), a_judging()])
    .collect()
}

/// The jobs that read a board of a file and draw one into a file.
fn file_jobs() -> Vec<Job> {
    vec![
        Job::ReadBoard {
            path: PathBuf::from("answer.json"),
            format: Format::Columns,
            n: 8,
            number: 92,
        },
        Job::Picture {
            path: PathBuf::from("board.png"),
            board: hand_made(),
            coordinates: true,
            theme: Theme::Dark,
            size: 512,
        },
    ]
}

/// A job that judges a student's program.
fn a_judging() -> Job {
    Job::Judge {
        setup: crate::judge::Setup {
            n_on_stdin: true,
            ..crate::judge::Setup::seed(PathBuf::from("C:\\Users\\학생\\皇后.c"))
        },
    }
}

/// A job that draws an animation, with a face for its Chinese words.
fn an_animation() -> Job {
    Job::Animate {
        path: PathBuf::from("搜索.gif"),
        animation: crate::animation::Animation {
            n: 6,
            variant: Variant::GenerateAndTest,
            form: crate::solve::listing::Form::Loop,
            steps: 3..=300,
            width: 1280,
            speed: 2.5,
            theme: Theme::Light,
            names: crate::animation::CounterNames {
                tried: "尝试的格子".into(),
                conflicts: "冲突".into(),
                backtracks: "回溯".into(),
                dead_ends: "死路".into(),
                solutions: "解".into(),
            },
            face: Some(crate::animation::Face(std::sync::Arc::new(vec![
                0, 1, 0, 0,
            ]))),
        },
    }
}

/// The place of a job's kind, so that a new kind of job cannot be left out of [`every_job`].
fn job_kind(job: &Job) -> usize {
    match job {
        Job::Enumerate { .. } => 0,
        Job::Fetch { .. } => 1,
        Job::Locate { .. } => 2,
        Job::Analyse { .. } => 3,
        Job::Hint { .. } => 4,
        Job::Export { .. } => 5,
        Job::Count { .. } => 6,
        Job::Trace { .. } => 7,
        Job::Compare { .. } => 8,
        Job::Number { .. } => 9,
        Job::CheckFile { .. } => 10,
        Job::ReadBoard { .. } => 11,
        Job::Picture { .. } => 12,
        Job::CountShard { .. } => 13,
        Job::CountColumnsShard { .. } => 14,
        Job::StepToBoard { .. } => 15,
        Job::Animate { .. } => 16,
        Job::Judge { .. } => 17,
    }
}

#[test]
fn every_job_comes_back_as_it_was_sent() {
    let jobs = every_job();
    for job in &jobs {
        let back = round_trip(job);
        assert_eq!(back.lane(), job.lane());
    }
    let mut kinds: Vec<usize> = jobs.iter().map(job_kind).collect();
    kinds.sort_unstable();
    kinds.dedup();
    assert_eq!(
        kinds,
        (0..=17).collect::<Vec<_>>(),
        "a kind of job is not sent"
    );
}

// ----------------------------------------------------------------------------
// Events

fn io_error(kind: io::ErrorKind, message: &str) -> io::Error {
    io::Error::new(kind, message)
}

fn write_error() -> WriteError {
    WriteError::Io {
        path: PathBuf::from("/picked/2/out.txt"),
        source: io_error(
            io::ErrorKind::StorageFull,
            "the quota of the page is used up",
        ),
    }
}

fn file_board() -> FileBoard {
    FileBoard {
        number: 3,
        line: 19,
        queens: hand_made(),
        rows: RowsAt::Strings(vec![(2, 4), (2, 15)]),
    }
}

fn time_left() -> TimeLeft {
    TimeLeft {
        done: 0.25,
        estimate: Estimate::MoreThan(20.5),
    }
}

fn count_progress() -> CountProgress {
    let mut part = Part {
        index: 2,
        depth: 1,
        ..Part::default()
    };
    part.ahead.parts[1] = 5.5;
    part.ahead.parts[crate::board::MAX_N] = 0.125;
    part.ahead.solutions = 1_000_000;
    CountProgress {
        units_done: 40,
        units: 120,
        total: 123_456,
        part,
    }
}

/// One event of each kind, and more where a kind holds several shapes (an error or a result).
fn every_event_kind() -> Vec<EventKind> {
    [
        searching_events(),
        export_and_count_events(),
        file_events(),
        animation_events(),
        judge_events(),
    ]
    .concat()
}

/// The events of an animation drawn.
fn animation_events() -> Vec<EventKind> {
    vec![
        EventKind::Animating {
            done: 17,
            total: 200,
        },
        EventKind::Animated {
            result: Ok(1 << 20),
        },
        EventKind::Animated {
            result: Err(Arc::new(crate::animation::AnimationError::PastTheEnd {
                n: 4,
                total: 130,
                first: 200,
            })),
        },
    ]
}

/// The events of the browser's and the hand-made board's searches.
fn searching_events() -> Vec<EventKind> {
    vec![
        EventKind::Enumerated {
            delta: IndexDelta {
                found: 92,
                first_number: 1,
                spacing: 64,
                checkpoints: vec![0, 4, 7, 5, 2, 6, 1, 3, 0, 5, 7, 2, 6, 3, 1, 4],
                latest_first: 91,
                latest: vec![7, 2, 0, 5, 1, 4, 6, 3, 7, 3, 0, 2, 5, 1, 6, 4],
            },
            searched: Duration::from_nanos(987_654_321),
            finished: true,
        },
        EventKind::Fetched {
            first: 5,
            columns: vec![1, 3, 0, 2, 2, 0, 3, 1],
            finished: false,
        },
        EventKind::Seeking { left: time_left() },
        EventKind::Located {
            number: 7,
            solution: Some(placement(&[2, 0, 3, 1])),
        },
        EventKind::Located {
            number: 3,
            solution: None,
        },
        EventKind::Board {
            report: BoardReport::Conflicts(vec![Conflict {
                first: Square::new(0, 3),
                second: Square::new(2, 5),
                line: Line::Diagonal,
            }]),
        },
        EventKind::Board {
            report: BoardReport::Completions {
                first: Some(placement(&[1, 3, 0, 2])),
                count: Some(2),
                number: None,
            },
        },
        EventKind::Hinted {
            settled: vec![(Square::new(1, 0), true), (Square::new(4, 6), false)],
            finished: true,
        },
    ]
}

/// The events of exports, counts, the animation, the comparison and numbering.
fn export_and_count_events() -> Vec<EventKind> {
    vec![
        EventKind::Exporting {
            progress: ExportProgress {
                solutions: 10,
                bytes: 2_000,
                searched: 11,
            },
            left: TimeLeft {
                done: 0.5,
                estimate: Estimate::About(f64::INFINITY),
            },
        },
        EventKind::ExportWouldReplace,
        EventKind::Exported {
            result: Ok(ExportSummary {
                solutions: 92,
                bytes: 8_372,
                elapsed: Duration::from_millis(3),
            }),
        },
        EventKind::Exported {
            result: Err(Arc::new(ExportError::NoMemoryToCount {
                n: 27,
                available: 1 << 30,
            })),
        },
        EventKind::Exported {
            result: Err(Arc::new(ExportError::File(write_error()))),
        },
        EventKind::Exported {
            result: Err(Arc::new(ExportError::EmptyRange {
                n: 8,
                total: 92,
                first: 93,
            })),
        },
        EventKind::BuildingTables { share: 0.25 },
        EventKind::Counting {
            progress: count_progress(),
            left: TimeLeft {
                done: 0.0,
                estimate: Estimate::Unknown,
            },
        },
        EventKind::Counted {
            counts: Counts {
                total: 666_090_624,
                unique: 83_263_591,
            },
            elapsed: Duration::from_secs(12),
        },
        EventKind::ShardCounted {
            counts: ShardCounts {
                total: 3_584_642,
                symmetric: 1_404,
            },
        },
        EventKind::ColumnsCounted {
            columns: (0..12).map(|column| 1_000 * column).collect(),
        },
        EventKind::CountFailed {
            error: CountError::NotEnoughMemory {
                n: 30,
                available: 1 << 33,
            },
        },
        EventKind::Traced {
            steps: vec![
                TraceStep::Try(Square::new(0, 0)),
                TraceStep::Conflict {
                    square: Square::new(1, 1),
                    by: Square::new(0, 0),
                    line: Line::Diagonal,
                },
                TraceStep::Place(Square::new(1, 2)),
                TraceStep::DeadEnd { row: 3 },
                TraceStep::Remove(Square::new(1, 2)),
                TraceStep::Solution { number: 92 },
            ],
            finished: false,
        },
        EventKind::Compared {
            line: Comparison {
                variant: Variant::Bitboard,
                counters: Counters {
                    tried: 100,
                    conflicts: 60,
                    backtracks: 30,
                    dead_ends: 9,
                    solutions: 4,
                },
                elapsed: Duration::from_micros(70),
            },
        },
        EventKind::Numbered {
            board: placement(&[1, 3, 0, 2]),
            number: Some(1),
        },
    ]
}

/// The events of jobs on files, and those of any job.
fn file_events() -> Vec<EventKind> {
    vec![
        EventKind::Checking {
            bytes: 4_096,
            total: Some(4_200_000_000),
        },
        EventKind::Checked {
            result: Ok(Verdict {
                n: 16,
                solutions: 14_772_512,
                format: Format::Judge,
                total: None,
            }),
            elapsed: Duration::from_millis(1_500),
        },
        EventKind::Checked {
            result: Err(CheckFailure::Wrong(Box::new(Problem {
                line: 12,
                column: Some(4),
                wrong: Wrong::Format(FormatProblem::OtherFormat {
                    asked: Format::Judge,
                    found: Format::Leetcode,
                }),
                boards_right: 1,
                evidence: Evidence::Format(Excerpt {
                    lines: vec![(11, "No 2:".to_string()), (12, "..¤A".to_string())],
                    line: 12,
                    column: Some(3),
                }),
                format: Format::Judge,
            }))),
            elapsed: Duration::from_millis(2),
        },
        EventKind::Checked {
            result: Err(CheckFailure::Wrong(Box::new(Problem {
                line: 20,
                column: None,
                wrong: Wrong::Attack {
                    n: 8,
                    conflict: Conflict {
                        first: Square::new(0, 3),
                        second: Square::new(2, 5),
                        line: Line::Diagonal,
                    },
                },
                boards_right: 2,
                evidence: Evidence::NotASolution {
                    board: file_board(),
                    conflict: None,
                    expected: Some((3, placement(&[0, 4, 7, 5, 2, 6, 1, 3]))),
                },
                format: Format::Leetcode,
            }))),
            elapsed: Duration::ZERO,
        },
        EventKind::Checked {
            result: Err(CheckFailure::Unreadable(Arc::new(io_error(
                io::ErrorKind::PermissionDenied,
                "the picked file can no longer be read",
            )))),
            elapsed: Duration::from_millis(1),
        },
        EventKind::FileBoard {
            result: Ok(file_board()),
        },
        EventKind::FileBoard {
            result: Err(Arc::new(ReadError::Format(ParseError {
                line: 4,
                column: None,
                problem: FormatProblem::TrailingSpace { column: 9 },
            }))),
        },
        EventKind::FileBoard {
            result: Err(Arc::new(ReadError::Io(io_error(
                io::ErrorKind::UnexpectedEof,
                "the file ends before its board",
            )))),
        },
        EventKind::Pictured { result: Ok(20_480) },
        EventKind::Pictured {
            result: Err(Arc::new(PictureError::Write(write_error()))),
        },
        EventKind::Pictured {
            result: Err(Arc::new(PictureError::NotAPictureName(PathBuf::from(
                "board.gif",
            )))),
        },
        EventKind::OutOfTime {
            estimate: Estimate::About(3.75),
        },
        EventKind::Cancelled,
    ]
}

/// The events of a program judged.
fn judge_events() -> Vec<EventKind> {
    vec![
        EventKind::Judging {
            phase: crate::judge::Phase::Running,
            usage: crate::judge::Usage {
                cpu: Duration::from_millis(420),
                peak_memory: 1_232_896,
            },
            wall: Duration::from_millis(510),
        },
        EventKind::Judged {
            result: Ok(Box::new(a_judgement())),
        },
        EventKind::Judged {
            result: Err(crate::judge::JudgeError::CannotStart {
                command: crate::judge::toolchain::CommandLine(vec!["gcc".into(), "a b.c".into()]),
                error: Arc::new(io_error(io::ErrorKind::NotFound, "no gcc")),
            }),
        },
    ]
}

/// A program judged: a runtime error after 10 right boards.
fn a_judgement() -> crate::judge::Judgement {
    use crate::judge::toolchain::{CommandLine, Language};
    use crate::judge::{Exit, JudgeVerdict, Judgement, OutputVerdict, Setup, Usage};
    Judgement {
        verdict: JudgeVerdict::RuntimeError(Exit::Signal(11)),
        language: Language::C,
        build: Some(CommandLine(vec![
            "gcc".into(),
            "-O2".into(),
            "皇后.c".into(),
        ])),
        build_messages: "warning: unused variable".into(),
        run: Some(CommandLine(vec!["/tmp/main".into()])),
        usage: Usage {
            cpu: Duration::from_millis(3),
            peak_memory: 1_204 * 1024,
        },
        wall: Duration::from_millis(5),
        output_bytes: 810,
        errors: "Segmentation fault".into(),
        output: Some(OutputVerdict::Wrong(Box::new(Problem {
            line: 91,
            column: None,
            wrong: Wrong::Ends {
                n: 8,
                next: 11,
                total: Some(92),
            },
            boards_right: 10,
            evidence: Evidence::Words,
            format: Format::Judge,
        }))),
        setup: Setup::seed(PathBuf::from("皇后.c")),
        time_limit: Duration::from_secs(1),
        memory_limit_kb: 10_000,
    }
}

/// The place of an event's kind, so that a new kind cannot be left out of
/// [`every_event_kind`].
fn event_kind(kind: &EventKind) -> usize {
    match kind {
        EventKind::Enumerated { .. } => 0,
        EventKind::Fetched { .. } => 1,
        EventKind::Seeking { .. } => 2,
        EventKind::Located { .. } => 3,
        EventKind::Board { .. } => 4,
        EventKind::Hinted { .. } => 5,
        EventKind::Exporting { .. } => 6,
        EventKind::ExportWouldReplace => 7,
        EventKind::Exported { .. } => 8,
        EventKind::Counting { .. } => 9,
        EventKind::Counted { .. } => 10,
        EventKind::CountFailed { .. } => 11,
        EventKind::Traced { .. } => 12,
        EventKind::Compared { .. } => 13,
        EventKind::Numbered { .. } => 14,
        EventKind::Checking { .. } => 15,
        EventKind::Checked { .. } => 16,
        EventKind::FileBoard { .. } => 17,
        EventKind::Pictured { .. } => 18,
        EventKind::OutOfTime { .. } => 19,
        EventKind::Cancelled => 20,
        EventKind::ShardCounted { .. } => 21,
        EventKind::ColumnsCounted { .. } => 26,
        EventKind::Animating { .. } => 22,
        EventKind::Animated { .. } => 23,
        EventKind::Judging { .. } => 24,
        EventKind::Judged { .. } => 25,
        EventKind::BuildingTables { .. } => 27,
    }
}

#[test]
fn every_kind_of_event_comes_back_as_it_was_sent() {
    let kinds = every_event_kind();
    for (job, kind) in kinds.into_iter().enumerate() {
        round_trip(&Event {
            job: job as JobId + u64::from(u32::MAX),
            kind,
        });
    }
    let mut covered: Vec<usize> = every_event_kind().iter().map(event_kind).collect();
    covered.sort_unstable();
    covered.dedup();
    assert_eq!(
        covered,
        (0..=27).collect::<Vec<_>>(),
        "a kind of event is not sent"
    );
}

#[test]
fn an_unreadable_file_keeps_the_kind_and_message_the_window_words_it_by() {
    let event = EventKind::Checked {
        result: Err(CheckFailure::Unreadable(Arc::new(io_error(
            io::ErrorKind::NotFound,
            "the picked file is gone",
        )))),
        elapsed: Duration::ZERO,
    };
    let EventKind::Checked {
        result: Err(CheckFailure::Unreadable(error)),
        ..
    } = round_trip(&event)
    else {
        panic!("the event changed on the way");
    };
    assert_eq!(error.kind(), io::ErrorKind::NotFound);
    assert_eq!(error.to_string(), "the picked file is gone");
}

#[test]
fn a_write_error_keeps_its_kind_message_and_path() {
    let EventKind::Exported { result: Err(error) } = round_trip(&EventKind::Exported {
        result: Err(Arc::new(ExportError::File(write_error()))),
    }) else {
        panic!("the event changed on the way");
    };
    let ExportError::File(WriteError::Io { path, source }) = &*error else {
        panic!("the error changed on the way: {error:?}");
    };
    assert_eq!(path, &PathBuf::from("/picked/2/out.txt"));
    assert_eq!(source.kind(), io::ErrorKind::StorageFull);
    assert_eq!(source.to_string(), "the quota of the page is used up");
    assert_eq!(
        error.to_string(),
        ExportError::File(write_error()).to_string()
    );
}
