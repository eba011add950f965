//! `nqueens judge`: a student's program built, run under a judge's limits and given the
//! judge's verdict. The verdict is the first line on standard output (`Accepted: 92
//! solutions in 3 ms, 1,204 KB`); what tells the student what to fix follows, indented: the
//! first problem and its line, the compiler's messages, the end of standard error, and the
//! commands used. The exit code is the verdict's ([`super::EXIT_CODES`]).

use std::time::Duration;

use super::args::JudgeArgs;
use super::{Failure, INTERRUPTED, Work, print_line};
use crate::judge::{
    BUILD_TIME_LIMIT, JudgeError, JudgeVerdict, Judgement, OutputVerdict, Setup, judge, millis,
};
use crate::units::grouped;

/// Standard error's lines shown for a Runtime Error.
const ERROR_LINES_SHOWN: usize = 10;

pub(super) fn run(args: &JudgeArgs) -> Result<(), Failure> {
    let setup = Setup {
        program: args.program.clone(),
        n: args.n,
        n_on_stdin: args.stdin_n,
        time_limit: Duration::from_millis(args.time_limit),
        memory_limit_kb: args.memory_limit,
        format: args.format,
    };
    let judged = judge(&setup, &INTERRUPTED, &mut |_, _, _| {});
    let judgement = match judged {
        Ok(judgement) => judgement,
        Err(JudgeError::Cancelled) => return Err(Failure::Cancelled(Work::Judging)),
        Err(error) => return Err(Failure::refused(error)),
    };
    for line in report(&judgement) {
        print_line(&line)?;
    }
    match judgement.verdict.exit_code() {
        0 => Ok(()),
        code => Err(Failure::Judged(code)),
    }
}

/// The verdict's line, then the indented lines that explain it.
fn report(judgement: &Judgement) -> Vec<String> {
    let setup = &judgement.setup;
    let mut lines = vec![verdict_line(judgement)];
    let problem = match (&judgement.verdict, &judgement.output) {
        (
            JudgeVerdict::WrongAnswer(problem) | JudgeVerdict::PresentationError { problem, .. },
            _,
        ) => Some(problem),
        // What a program stopped early had printed, when it was wrong before it stopped.
        (JudgeVerdict::Accepted(_), _) | (_, None | Some(OutputVerdict::Right(_))) => None,
        (_, Some(OutputVerdict::Wrong(problem) | OutputVerdict::Presentation { problem, .. }))
            if judgement.output_bytes > 0 =>
        {
            Some(problem)
        }
        _ => None,
    };
    if let Some(problem) = problem {
        let column = problem
            .column
            .map_or_else(String::new, |column| format!("{column}:"));
        lines.push(format!(
            "  output:{}:{column} {}",
            problem.line, problem.wrong
        ));
    }
    if let JudgeVerdict::RuntimeError(_) = judgement.verdict
        && judgement.output_bytes == 0
        && !setup.n_on_stdin
    {
        lines.push(
            "  it printed nothing: does it read N? Give --stdin-n if it does (the original \
             problem gives no input)"
                .to_string(),
        );
    }
    if let JudgeVerdict::RuntimeError(_) = judgement.verdict {
        let errors: Vec<&str> = judgement.errors.lines().collect();
        let shown = &errors[errors.len().saturating_sub(ERROR_LINES_SHOWN)..];
        lines.extend(shown.iter().map(|line| format!("  stderr: {line}")));
    }
    if let JudgeVerdict::CompileError { .. } = judgement.verdict {
        lines.extend(
            judgement
                .build_messages
                .lines()
                .map(|line| format!("  {line}")),
        );
    }
    if let Some(build) = &judgement.build {
        lines.push(format!("  built with: {build}"));
    }
    if (judgement.time_limit, judgement.memory_limit_kb)
        != (setup.time_limit, setup.memory_limit_kb)
    {
        lines.push(format!(
            "  limits: {} ms and {} KB, with {}'s allowance",
            grouped(millis(judgement.time_limit)),
            grouped(judgement.memory_limit_kb),
            judgement.language.named()
        ));
    }
    if let Some(run) = &judgement.run {
        let input = if setup.n_on_stdin {
            format!(" (with {} on standard input)", setup.n)
        } else {
            String::new()
        };
        lines.push(format!("  ran: {run}{input}"));
    }
    lines
}

/// The verdict's line: `Accepted: 92 solutions in 3 ms, 1,204 KB`.
fn verdict_line(judgement: &Judgement) -> String {
    let used = used(judgement);
    match &judgement.verdict {
        JudgeVerdict::Accepted(verdict) => format!(
            "Accepted: {} solution{} in {used}",
            grouped(verdict.solutions),
            if verdict.solutions == 1 { "" } else { "s" }
        ),
        JudgeVerdict::TimeLimitExceeded { by_clock: false } => format!(
            "Time Limit Exceeded: stopped past {} ms of CPU time, {used}",
            grouped(millis(judgement.time_limit))
        ),
        JudgeVerdict::TimeLimitExceeded { by_clock: true } => format!(
            "Time Limit Exceeded: still running after {} ms by the clock, {used}",
            grouped(millis(judgement.wall))
        ),
        JudgeVerdict::MemoryLimitExceeded => format!(
            "Memory Limit Exceeded: more than {} KB, {used}",
            grouped(judgement.memory_limit_kb)
        ),
        JudgeVerdict::OutputLimitExceeded { limit } => format!(
            "Output Limit Exceeded: stopped past {} bytes printed, {used}",
            grouped(*limit)
        ),
        JudgeVerdict::RuntimeError(exit) => format!("Runtime Error: {exit}, {used}"),
        JudgeVerdict::CompileError { timed_out: false } => "Compile Error".to_string(),
        JudgeVerdict::CompileError { timed_out: true } => format!(
            "Compile Error: the compiler was stopped after {} s",
            BUILD_TIME_LIMIT.as_secs()
        ),
        verdict @ (JudgeVerdict::WrongAnswer(_) | JudgeVerdict::PresentationError { .. }) => {
            format!("{}: {used}", verdict.name())
        }
    }
}

/// `3 ms, 1,204 KB`: the CPU time and the peak memory.
fn used(judgement: &Judgement) -> String {
    format!(
        "{} ms, {} KB",
        grouped(millis(judgement.usage.cpu)),
        grouped(judgement.usage.memory_kb())
    )
}
