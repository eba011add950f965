//! A student's own program judged as an online judge would: built with a compiler found on
//! this machine, run under the judge's limits (CPU time, memory, output), what it prints
//! checked as it comes by the same checker as an answer file, and a judge's verdict given,
//! with the time and memory used, and what is wrong and where.
//!
//! A judge's verdicts come in its order: a program that does not build is a Compile Error; one
//! that passes a limit is ended there (Time, Memory, Output Limit Exceeded); one that ends
//! badly is a Runtime Error; only then is its output judged (Accepted, Presentation Error,
//! Wrong Answer). The same program is given the same verdict each time, but for a time or
//! memory within a sample of its limit.
//!
//! It runs the student's program with the student's own rights: the limits stop mistakes,
//! not malice. It is not a sandbox for strangers' code.

mod output;
#[cfg(not(target_arch = "wasm32"))]
mod run;
pub mod toolchain;

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

pub use output::{Feed, OutputCheck, OutputVerdict, TextMode};
use toolchain::{CommandLine, Language, NoCompiler};

use crate::check::{Problem, Verdict};
use crate::formats::Format;

/// The seed problem's board size: its program prints every solution of N = 8, reading nothing.
pub const SEED_N: usize = 8;

/// The seed problem's time limit, in milliseconds, as it is typed.
pub const SEED_TIME_LIMIT_MS: u64 = 1000;

/// The seed problem's time limit.
pub const SEED_TIME_LIMIT: Duration = Duration::from_millis(SEED_TIME_LIMIT_MS);

/// The seed problem's memory limit, in KB (1,024 bytes, as judges count them).
pub const SEED_MEMORY_LIMIT_KB: u64 = 10_000;

/// The time limits that can be set, in milliseconds: up to ten minutes.
pub const TIME_LIMITS_MS: std::ops::RangeInclusive<u64> = 1..=600_000;

/// The memory limits that can be set, in KB: from a megabyte (no program starts in less) up
/// to a terabyte.
pub const MEMORY_LIMITS_KB: std::ops::RangeInclusive<u64> = 1 << 10..=1 << 30;

/// `time` in whole milliseconds, as judges show it.
pub fn millis(time: Duration) -> u64 {
    u64::try_from(time.as_millis()).unwrap_or(u64::MAX)
}

/// The time a build may take, by the clock.
pub const BUILD_TIME_LIMIT: Duration = Duration::from_mins(1);

/// What to judge, and how.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Setup {
    /// The program: a source file (`.c`, `.cpp`, `.py`, `.java`, `.rs`) or an executable.
    pub program: PathBuf,
    /// The board size its output is judged for.
    pub n: usize,
    /// Whether N is written on its standard input (Luogu P1219, Baekjoon 9663), or nothing
    /// (the seed problem).
    pub n_on_stdin: bool,
    /// Its CPU time limit.
    pub time_limit: Duration,
    /// Its memory limit, in KB.
    pub memory_limit_kb: u64,
    /// The format its output must be in; `None`: the one its first bytes show.
    pub format: Option<Format>,
}

impl Setup {
    /// The seed problem's: N = 8 printed with no input, in 1000 ms and 10,000 KB.
    pub fn seed(program: PathBuf) -> Self {
        Self {
            program,
            n: SEED_N,
            n_on_stdin: false,
            time_limit: SEED_TIME_LIMIT,
            memory_limit_kb: SEED_MEMORY_LIMIT_KB,
            format: None,
        }
    }

    /// The most the program may print: twice the largest answer of any format for N, and a
    /// mebibyte more; without bound where N's count is not known.
    pub fn output_limit(&self) -> u64 {
        let Some(total) = crate::solve::known_counts(self.n).map(|counts| counts.total) else {
            return u64::MAX;
        };
        Format::ALL
            .iter()
            .filter_map(|format| format.text_size(self.n, 1, total))
            .max()
            .unwrap_or(0)
            .saturating_mul(2)
            .saturating_add(1 << 20)
    }
}

/// What a process used: its CPU time (user and system) and its peak memory.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Usage {
    /// CPU time, user and system together.
    pub cpu: Duration,
    /// The most memory it held at once (resident), in bytes.
    pub peak_memory: u64,
}

impl Usage {
    /// The larger of each figure.
    #[must_use]
    pub fn max(self, other: Self) -> Self {
        Self {
            cpu: self.cpu.max(other.cpu),
            peak_memory: self.peak_memory.max(other.peak_memory),
        }
    }

    /// The peak memory in KB, rounded up, as judges show it.
    pub fn memory_kb(self) -> u64 {
        self.peak_memory.div_ceil(1024)
    }
}

/// How a program ended by itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Exit {
    /// It returned this code from `main` (or called `exit`).
    Code(i32),
    /// A signal ended it (Unix): its number.
    Signal(i32),
}

impl Exit {
    /// What a crash's exception code says on Windows (a program ended by one exits with it).
    pub fn windows_exception(code: i32) -> Option<&'static str> {
        Some(match code.cast_unsigned() {
            0xC000_0005 => "access violation",
            0xC000_00FD => "stack overflow",
            0xC000_0094 => "integer division by zero",
            0xC000_008E => "floating-point division by zero",
            0xC000_0135 => "a DLL was not found",
            0xC000_0409 => "stack buffer overrun",
            0xC000_013A => "Ctrl+C",
            _ => return None,
        })
    }

    /// The signal's name, for the ones a crash sends.
    pub fn signal_name(signal: i32) -> Option<&'static str> {
        Some(match signal {
            4 => "SIGILL",
            6 => "SIGABRT",
            7 => "SIGBUS",
            8 => "SIGFPE",
            9 => "SIGKILL",
            11 => "SIGSEGV",
            13 => "SIGPIPE",
            15 => "SIGTERM",
            24 => "SIGXCPU",
            25 => "SIGXFSZ",
            _ => return None,
        })
    }
}

impl std::fmt::Display for Exit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Self::Code(code) => match Self::windows_exception(code) {
                Some(name) => write!(f, "exception 0x{:08X} ({name})", code.cast_unsigned()),
                None => write!(f, "exit code {code}"),
            },
            Self::Signal(signal) => match Self::signal_name(signal) {
                Some(name) => write!(f, "signal {signal} ({name})"),
                None => write!(f, "signal {signal}"),
            },
        }
    }
}

/// A judge's verdict.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum JudgeVerdict {
    /// Right, byte for byte.
    Accepted(Verdict),
    /// Right but for white space: the first place where it differs.
    PresentationError {
        /// What the answer was found to be, its white space made regular.
        verdict: Verdict,
        /// The first difference.
        problem: Box<Problem>,
    },
    /// Wrong: the first problem.
    WrongAnswer(Box<Problem>),
    /// It used more CPU time than the limit, or (`by_clock`) waited past the wall-clock limit.
    TimeLimitExceeded {
        /// The clock's limit, not the CPU's, was passed.
        by_clock: bool,
    },
    /// It held more memory than the limit.
    MemoryLimitExceeded,
    /// It printed more than the bound set from the answer's size, in bytes.
    OutputLimitExceeded {
        /// The bound.
        limit: u64,
    },
    /// It ended badly: a code other than 0, or a signal.
    RuntimeError(Exit),
    /// It does not build: the compiler's messages are in [`Judgement::build_messages`].
    CompileError {
        /// The compiler was stopped at [`BUILD_TIME_LIMIT`].
        timed_out: bool,
    },
}

impl JudgeVerdict {
    /// The judge's name for it, in English.
    pub fn name(&self) -> &'static str {
        match self {
            Self::Accepted(_) => "Accepted",
            Self::PresentationError { .. } => "Presentation Error",
            Self::WrongAnswer(_) => "Wrong Answer",
            Self::TimeLimitExceeded { .. } => "Time Limit Exceeded",
            Self::MemoryLimitExceeded => "Memory Limit Exceeded",
            Self::OutputLimitExceeded { .. } => "Output Limit Exceeded",
            Self::RuntimeError(_) => "Runtime Error",
            Self::CompileError { .. } => "Compile Error",
        }
    }

    /// Its exit code from `nqueens judge`, as [`crate::cli::EXIT_CODES`] lists them.
    pub fn exit_code(&self) -> u8 {
        match self {
            Self::Accepted(_) => 0,
            Self::WrongAnswer(_) => 1,
            Self::PresentationError { .. } => 3,
            Self::TimeLimitExceeded { .. } => 4,
            Self::MemoryLimitExceeded => 5,
            Self::OutputLimitExceeded { .. } => 6,
            Self::RuntimeError(_) => 7,
            Self::CompileError { .. } => 8,
        }
    }
}

/// What judging a program found.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Judgement {
    /// The verdict.
    pub verdict: JudgeVerdict,
    /// The program's language.
    pub language: Language,
    /// The command that built it, if it was built.
    pub build: Option<CommandLine>,
    /// The compiler's messages (errors for a Compile Error, else warnings).
    pub build_messages: String,
    /// The command that ran it; `None` if it was not run.
    pub run: Option<CommandLine>,
    /// What it used (nothing, if it was not run).
    pub usage: Usage,
    /// How long it ran, by the clock.
    pub wall: Duration,
    /// The bytes it printed.
    pub output_bytes: u64,
    /// Its standard error: the start and the end, when long.
    pub errors: String,
    /// What its output was found to be, where it was judged or printed some before it was
    /// stopped: a Runtime Error's boards, right up to where it crashed, say.
    pub output: Option<OutputVerdict>,
    /// What it was judged with.
    pub setup: Setup,
    /// Its CPU time limit: the setup's, with its language's allowance.
    pub time_limit: Duration,
    /// Its memory limit in KB: the setup's, with its language's allowance.
    pub memory_limit_kb: u64,
}

/// Why a program could not be judged at all.
#[derive(Clone, Debug, thiserror::Error, serde::Serialize, serde::Deserialize)]
pub enum JudgeError {
    /// The program's file cannot be read.
    #[error("cannot read {}: {error}", .path.display())]
    Unreadable {
        /// The file.
        path: PathBuf,
        /// Why.
        #[serde(with = "crate::wire::shared_io_error")]
        error: Arc<std::io::Error>,
    },
    /// No compiler for its language was found.
    #[error(transparent)]
    NoCompiler(#[from] NoCompiler),
    /// The file is no source this judge knows, and cannot be run: an answer file, say.
    #[error(
        "{} is neither a program nor a source file of C, C++, Python, Java or Rust: is it an \
         answer file? `nqueens check` checks those",
        .path.display()
    )]
    NotAProgram {
        /// The file.
        path: PathBuf,
    },
    /// A command could not be started.
    #[error("cannot start {command}: {error}")]
    CannotStart {
        /// The command.
        command: CommandLine,
        /// Why.
        #[serde(with = "crate::wire::shared_io_error")]
        error: Arc<std::io::Error>,
    },
    /// It was cancelled.
    #[error("the judging was cancelled")]
    Cancelled,
}

/// Where judging is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Phase {
    /// Building the program.
    Building,
    /// Running it.
    Running,
}

#[cfg(not(target_arch = "wasm32"))]
pub use native::judge;

#[cfg(not(target_arch = "wasm32"))]
mod native;
