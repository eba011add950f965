//! The headless subcommands, for scripts, judges and slides: `export`, `count`, `check`,
//! `compare` and `picture`, one file each; their arguments are in [`args`].
//!
//! Data goes to standard output; every message goes to standard error as one line, starting
//! with `nqueens:` (a wrong file's line starts with its place instead, as compilers say it).
//! This is the one place where a subcommand's failure becomes its words and its exit code
//! (`Failure`); the codes are [`EXIT_CODES`], which `nqueens --help` ends with.

mod animate;
pub mod args;
mod check;
mod compare;
mod count;
mod export;
mod gate;
mod judge;
mod picture;
mod progress;

use std::io::{self, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};

pub use args::{Cli, Command};
pub use gate::TEST_GATE;

/// The exit codes a script can rely on, each once: `nqueens --help` ends with this text.
pub const EXIT_CODES: &str = "\
Exit codes:
  0    done (for check: the file is right; for judge: Accepted)
  1    the work failed, or the file checked is wrong (for judge: Wrong Answer): a file
       that cannot be written, a solution past the last one, shard results that do not
       add up
  2    the input cannot be used: arguments that make no sense, alone or together (clap's
       own code for those it finds), a file that cannot be read, a count that needs more
       memory than it may use
  3-8  judge's other verdicts: 3 Presentation Error, 4 Time Limit Exceeded, 5 Memory
       Limit Exceeded, 6 Output Limit Exceeded, 7 Runtime Error, 8 Compile Error
  130  Ctrl-C stopped it (128 + SIGINT, as shells report a process SIGINT ended)";

/// Set by Ctrl-C, so that a long export or count stops cleanly and removes its temporary file.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// Runs a subcommand and returns the process's exit code.
pub fn run(command: Command) -> ExitCode {
    // Without the handler, Ctrl-C kills the process at once; failing to install it only
    // loses the clean-up, so it is not worth refusing to run.
    let _ = ctrlc::set_handler(|| INTERRUPTED.store(true, Ordering::Relaxed));
    gate::wait(&INTERRUPTED);
    let result = crate::solve::count::check_simd_choice()
        .map_err(Failure::Refused)
        .and_then(|()| match command {
            Command::Export(args) => export::run(&args),
            Command::Count(args) => count::run(&args),
            Command::Check(args) => check::run(&args),
            Command::Compare(args) => compare::run(args.n),
            Command::Picture(args) => picture::run(&args),
            Command::Animate(args) => animate::run(&args),
            Command::Judge(args) => judge::run(&args),
        });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            if let Some(line) = failure.line() {
                eprintln!("{line}");
            }
            ExitCode::from(failure.code())
        }
    }
}

// ----------------------------------------------------------------------------
// How a subcommand ends badly

/// How a subcommand ends other than well: [`run`] prints its line on standard error and exits
/// with its code, as [`EXIT_CODES`] lists them.
#[derive(Debug)]
enum Failure {
    /// The work failed (an export that could not be written, say): exit 1.
    Failed(String),
    /// The file checked is wrong: its place and what is wrong, `FILE:LINE: what` as compilers
    /// say it so that editors jump there: exit 1.
    Wrong(String),
    /// The input cannot be used (arguments that make no sense, a file that cannot be read, a
    /// count too large for its memory): exit 2.
    Refused(String),
    /// Ctrl-C stopped this work: exit 130.
    Cancelled(Work),
    /// A program was judged, and its verdict (on standard output) was not Accepted: the
    /// verdict's exit code.
    Judged(u8),
}

impl Failure {
    /// The work failed: exit 1.
    fn failed(message: impl std::fmt::Display) -> Self {
        Self::Failed(message.to_string())
    }

    /// The input cannot be used: exit 2.
    fn refused(message: impl std::fmt::Display) -> Self {
        Self::Refused(message.to_string())
    }

    fn code(&self) -> u8 {
        match self {
            Self::Failed(_) | Self::Wrong(_) => 1,
            Self::Refused(_) => 2,
            Self::Cancelled(_) => 130,
            Self::Judged(code) => *code,
        }
    }

    /// Its line on standard error; none for a verdict, which is on standard output.
    fn line(&self) -> Option<String> {
        Some(match self {
            Self::Failed(message) | Self::Refused(message) => format!("nqueens: {message}"),
            Self::Wrong(place_and_problem) => place_and_problem.clone(),
            Self::Cancelled(work) => format!("nqueens: {work} was cancelled"),
            Self::Judged(_) => return None,
        })
    }
}

/// What Ctrl-C cancelled, as the one line that says so names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Work {
    Export,
    Count,
    Sum,
    Check,
    Comparison,
    Picture,
    Animation,
    Judging,
}

impl std::fmt::Display for Work {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Self::Export => "the export",
            Self::Count => "the count",
            Self::Sum => "the sum of the shards",
            Self::Check => "the check",
            Self::Comparison => "the comparison",
            Self::Picture => "the picture",
            Self::Animation => "the animation",
            Self::Judging => "the judging",
        })
    }
}

/// Whether Ctrl-C has come.
fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::Relaxed)
}

/// Prints one line of data, reporting a failed write instead of panicking as `println!` does.
fn print_line(text: &str) -> Result<(), Failure> {
    writeln!(io::stdout().lock(), "{text}")
        .map_err(|error| Failure::failed(format_args!("cannot write standard output: {error}")))
}
