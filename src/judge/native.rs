//! Judging on the desktop: the build, the run and the output's check, in a judge's order.

use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use super::output::{OutputCheck, OutputVerdict, TextMode};
use super::run::{Limits, Ran, Stop, run};
use super::toolchain::{self, CommandLine, Plan};
use super::{BUILD_TIME_LIMIT, Exit, JudgeError, JudgeVerdict, Judgement, Phase, Setup, Usage};
use crate::check::CheckError;

/// The most of a compiler's standard output kept (its errors go to standard error).
const BUILD_OUTPUT_KEPT: u64 = 64 * 1024;

/// Builds the program of `setup` if it is a source file, runs it under the setup's limits,
/// and judges what it prints. `progress` hears where it is and what the program (or the
/// compiler) has used so far; `cancel` ends the build or the run, and every process they
/// started, at once.
///
/// # Errors
///
/// When the program cannot be read, no compiler for it is found, a command cannot be
/// started, or `cancel` was set.
pub fn judge(
    setup: &Setup,
    cancel: &AtomicBool,
    progress: &mut dyn FnMut(Phase, Usage, Duration),
) -> Result<Judgement, JudgeError> {
    let program = std::path::absolute(&setup.program).unwrap_or_else(|_| setup.program.clone());
    let unreadable = |error: std::io::Error| JudgeError::Unreadable {
        path: setup.program.clone(),
        error: Arc::new(error),
    };
    if std::fs::metadata(&program).map_err(unreadable)?.is_dir() {
        return Err(unreadable(std::io::ErrorKind::IsADirectory.into()));
    }
    let build_dir = tempfile::Builder::new()
        .prefix("nqueens-judge-")
        .tempdir()
        .map_err(unreadable)?;
    let plan = toolchain::plan(&program, build_dir.path())?;
    if plan.build.is_none() && !toolchain::may_run(&program) {
        return Err(JudgeError::NotAProgram {
            path: setup.program.clone(),
        });
    }
    let (time_limit, memory_limit_kb) = plan
        .language
        .allowance(setup.time_limit, setup.memory_limit_kb);
    let mut judgement = Judgement {
        verdict: JudgeVerdict::CompileError { timed_out: false },
        language: plan.language,
        build: plan.build.clone(),
        build_messages: String::new(),
        run: None,
        usage: Usage::default(),
        wall: Duration::ZERO,
        output_bytes: 0,
        errors: String::new(),
        output: None,
        setup: setup.clone(),
        time_limit,
        memory_limit_kb,
    };
    if let Some(build) = &plan.build {
        let command = plan.with_tool_folder(build.command());
        let (built, messages) = build_program(build, command, build_dir.path(), cancel, progress)?;
        judgement.build_messages = messages;
        match built {
            Built::Yes => {}
            Built::No => return Ok(judgement),
            Built::TimedOut => {
                judgement.verdict = JudgeVerdict::CompileError { timed_out: true };
                return Ok(judgement);
            }
        }
    }
    run_program(&plan, build_dir.path(), setup, cancel, progress, judgement)
}

/// Whether a build made the program.
enum Built {
    Yes,
    No,
    /// The compiler was stopped at [`BUILD_TIME_LIMIT`].
    TimedOut,
}

/// Runs `command`, the build command `build`; whether it built, and the compiler's messages.
fn build_program(
    build: &CommandLine,
    mut command: std::process::Command,
    build_dir: &Path,
    cancel: &AtomicBool,
    progress: &mut dyn FnMut(Phase, Usage, Duration),
) -> Result<(Built, String), JudgeError> {
    let limits = Limits {
        time: BUILD_TIME_LIMIT,
        wall: BUILD_TIME_LIMIT,
        memory: u64::MAX,
        output: BUILD_OUTPUT_KEPT,
    };
    let printed = Arc::new(Mutex::new(Vec::new()));
    let collect = {
        let printed = Arc::clone(&printed);
        move |chunk: &[u8]| {
            if let Ok(mut printed) = printed.lock() {
                printed.extend_from_slice(chunk);
            }
        }
    };
    command.current_dir(build_dir);
    let ran = run(
        &command,
        None,
        &limits,
        collect,
        cancel,
        &mut |usage, wall| {
            progress(Phase::Building, usage, wall);
        },
    )
    .map_err(|error| cannot_start(build, error))?;
    let mut messages = printed
        .lock()
        .map(|printed| String::from_utf8_lossy(&printed).into_owned())
        .unwrap_or_default();
    messages.push_str(&ran.errors);
    let outcome = match ran.stop {
        Stop::Cancelled => return Err(JudgeError::Cancelled),
        Stop::Exited(Exit::Code(0)) => Built::Yes,
        Stop::Time | Stop::Wall => Built::TimedOut,
        Stop::Exited(_) | Stop::Memory | Stop::Output => Built::No,
    };
    Ok((outcome, messages.trim_end().to_string()))
}

/// Runs the built program under the setup's limits, its output checked as it comes.
fn run_program(
    plan: &Plan,
    build_dir: &Path,
    setup: &Setup,
    cancel: &AtomicBool,
    progress: &mut dyn FnMut(Phase, Usage, Duration),
    mut judgement: Judgement,
) -> Result<Judgement, JudgeError> {
    let limits = Limits {
        time: judgement.time_limit,
        // A program that waits uses no CPU time: the clock stops it at twice its limit and a
        // second, as judges' wall-clock limits do.
        wall: judgement.time_limit * 2 + Duration::from_secs(1),
        memory: judgement.memory_limit_kb.saturating_mul(1024),
        output: setup.output_limit(),
    };
    // The checkers' own flag: set when the run is cancelled or cannot start.
    let checks_cancel = Arc::new(AtomicBool::new(false));
    let (checks, feed) = OutputCheck::start(setup.n, setup.format, &checks_cancel);
    let input = setup
        .n_on_stdin
        .then(|| format!("{}\n", setup.n).into_bytes());
    let mut command = plan.with_tool_folder(plan.run.command());
    command.current_dir(build_dir);
    // On Windows the C runtime prints `\r\n` for `\n`: read back as the judge's Linux sees it.
    let (mut text_mode, mut translated) = (TextMode::default(), Vec::new());
    let hand_on = move |chunk: &[u8]| {
        if cfg!(windows) {
            text_mode.translate(chunk, &mut translated);
            feed.send(&translated);
        } else {
            feed.send(chunk);
        }
    };
    let ran = run(
        &command,
        input,
        &limits,
        hand_on,
        cancel,
        &mut |usage, wall| progress(Phase::Running, usage, wall),
    );
    let ran: Ran = match ran {
        Ok(ran) => ran,
        Err(error) => {
            cancel_checks(checks, &checks_cancel);
            return Err(cannot_start(&plan.run, error));
        }
    };
    let stop = match ran.stop {
        Stop::Cancelled => {
            cancel_checks(checks, &checks_cancel);
            return Err(JudgeError::Cancelled);
        }
        Stop::Time => Ended::Limit(JudgeVerdict::TimeLimitExceeded { by_clock: false }),
        Stop::Wall => Ended::Limit(JudgeVerdict::TimeLimitExceeded { by_clock: true }),
        Stop::Memory => Ended::Limit(JudgeVerdict::MemoryLimitExceeded),
        Stop::Output => Ended::Limit(JudgeVerdict::OutputLimitExceeded {
            limit: limits.output,
        }),
        Stop::Exited(Exit::Code(0)) => Ended::Well,
        Stop::Exited(exit) => Ended::Limit(JudgeVerdict::RuntimeError(exit)),
    };
    let output = match checks.finish() {
        Ok(output) => output,
        Err(CheckError::Cancelled) => return Err(JudgeError::Cancelled),
        // The checkers read from memory: they cannot fail to read, but say so if they do.
        Err(error) => {
            return Err(JudgeError::Unreadable {
                path: setup.program.clone(),
                error: Arc::new(std::io::Error::other(format!(
                    "its output could not be checked: {error}"
                ))),
            });
        }
    };
    judgement.verdict = match (stop, &output) {
        (Ended::Limit(verdict), _) => verdict,
        (Ended::Well, OutputVerdict::Right(verdict)) => JudgeVerdict::Accepted(*verdict),
        (Ended::Well, OutputVerdict::Presentation { verdict, problem }) => {
            JudgeVerdict::PresentationError {
                verdict: *verdict,
                problem: problem.clone(),
            }
        }
        (Ended::Well, OutputVerdict::Wrong(problem)) => JudgeVerdict::WrongAnswer(problem.clone()),
    };
    judgement.run = Some(plan.run.clone());
    judgement.usage = ran.usage;
    judgement.wall = ran.wall;
    judgement.output_bytes = ran.output_bytes;
    judgement.errors = ran.errors;
    judgement.output = Some(output);
    Ok(judgement)
}

/// How a run ended, for its verdict: well (its output judges it), or with its verdict.
enum Ended {
    Well,
    Limit(JudgeVerdict),
}

/// Stops the checkers of a run that will not be judged.
fn cancel_checks(checks: OutputCheck, cancel: &AtomicBool) {
    cancel.store(true, std::sync::atomic::Ordering::Relaxed);
    let _ = checks.finish();
}

fn cannot_start(command: &CommandLine, error: std::io::Error) -> JudgeError {
    JudgeError::CannotStart {
        command: command.clone(),
        error: Arc::new(error),
    }
}
