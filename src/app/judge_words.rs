//! A judged program's verdict as the window says it, in the window's language: the judges'
//! own names (答案正确, 맞았습니다, …), what the verdict means for this program and what to
//! fix, and the time and memory it used against its limits.

use super::check_words::{problem_words, verdict_words};
use super::i18n::Message;
use super::words::{cannot_read, human_bytes};
use crate::judge::{BUILD_TIME_LIMIT, Exit, JudgeError, JudgeVerdict, Judgement, millis};
use crate::message;

/// The judge's name for a verdict: `Accepted`, `Wrong Answer`, …
pub fn verdict_name(verdict: &JudgeVerdict) -> Message {
    match verdict {
        JudgeVerdict::Accepted(_) => message!("judge-accepted"),
        JudgeVerdict::PresentationError { .. } => message!("judge-presentation-error"),
        JudgeVerdict::WrongAnswer(_) => message!("judge-wrong-answer"),
        JudgeVerdict::TimeLimitExceeded { .. } => message!("judge-time-limit-exceeded"),
        JudgeVerdict::MemoryLimitExceeded => message!("judge-memory-limit-exceeded"),
        JudgeVerdict::OutputLimitExceeded { .. } => message!("judge-output-limit-exceeded"),
        JudgeVerdict::RuntimeError(_) => message!("judge-runtime-error"),
        JudgeVerdict::CompileError { .. } => message!("judge-compile-error"),
    }
}

/// What the verdict means for this program, and what to fix.
pub fn verdict_detail(judgement: &Judgement) -> Message {
    let setup = &judgement.setup;
    match &judgement.verdict {
        JudgeVerdict::Accepted(verdict) => verdict_words(verdict),
        JudgeVerdict::PresentationError { problem, .. } => {
            message!(
                "judge-presentation-detail",
                problem = problem_words(problem)
            )
        }
        JudgeVerdict::WrongAnswer(problem) => problem_words(problem),
        JudgeVerdict::TimeLimitExceeded { by_clock: false } => {
            message!("judge-time-detail", limit = millis(setup.time_limit))
        }
        JudgeVerdict::TimeLimitExceeded { by_clock: true } => message!(
            "judge-clock-detail",
            wall = millis(judgement.wall),
            given = if setup.n_on_stdin { "stdin" } else { "nothing" }
        ),
        JudgeVerdict::MemoryLimitExceeded => {
            message!("judge-memory-detail", limit = judgement.memory_limit_kb)
        }
        JudgeVerdict::OutputLimitExceeded { limit } => {
            message!("judge-output-detail", limit = human_bytes(*limit))
        }
        JudgeVerdict::RuntimeError(Exit::Code(code)) => match Exit::windows_exception(*code) {
            Some(name) => message!(
                "judge-exception-detail",
                code = format!("0x{:08X}", code.cast_unsigned()),
                name = name
            ),
            None => message!(
                "judge-exit-detail",
                code = code.to_string(),
                hint = if judgement.output_bytes == 0 && !setup.n_on_stdin {
                    "input"
                } else {
                    "return"
                }
            ),
        },
        JudgeVerdict::RuntimeError(Exit::Signal(signal)) => message!(
            "judge-signal-detail",
            signal = signal.to_string(),
            name = Exit::signal_name(*signal).unwrap_or("")
        ),
        JudgeVerdict::CompileError { timed_out: false } => message!(
            "judge-compile-detail",
            language = judgement.language.named()
        ),
        JudgeVerdict::CompileError { timed_out: true } => message!(
            "judge-compile-timed-out",
            language = judgement.language.named(),
            seconds = BUILD_TIME_LIMIT.as_secs()
        ),
    }
}

/// `12 ms of 1000 ms · 1,204 KB of 10,000 KB`: what the program used, against its limits.
pub fn used_words(judgement: &Judgement) -> Message {
    message!(
        "judge-used",
        time = millis(judgement.usage.cpu),
        time_limit = millis(judgement.time_limit),
        memory = judgement.usage.memory_kb(),
        memory_limit = judgement.memory_limit_kb
    )
}

/// Why a program could not be judged.
pub fn judge_error_words(error: &JudgeError) -> Message {
    match error {
        JudgeError::Unreadable { path, error } => cannot_read(path, error),
        JudgeError::NoCompiler(missing) => message!(
            "judge-no-compiler",
            language = missing.language.named(),
            tried = missing.tried.join(", "),
            system = if cfg!(windows) { "windows" } else { "other" }
        ),
        JudgeError::NotAProgram { path } => message!(
            "judge-not-a-program",
            name = crate::platform::path_shown(path)
        ),
        JudgeError::CannotStart { command, error } => message!(
            "judge-cannot-start",
            command = command.to_string(),
            why = error.to_string()
        ),
        JudgeError::Cancelled => message!("cancelled"),
    }
}
