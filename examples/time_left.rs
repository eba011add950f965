//! What the window says of a long job's time left, and what it really takes: a far jump
//! (solution No K of N located by counting) or a count of every solution, run as the window
//! runs them, first under the window's 2 s budget (what the first panel says), then to the
//! end, with the time left told every few seconds and the truth beside it:
//!
//!     cargo run --release --example time_left -- locate 20 20000000000
//!     cargo run --release --example time_left -- count 19
//!
//! With `trace` first, it records the count's progress instead, part by part, as the tests of
//! the estimates replay it (`src/worker/estimate/*.trace`):
//!
//!     cargo run --release --example time_left -- trace locate 18 333045313 > locate-18.trace

use std::io::Write;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use nqueens::solve::complete::{solution_at, solution_number};
use nqueens::solve::count::{CountOptions, CountProgress, count};
use nqueens::worker::{Backend, Estimate, EventKind, Job, Threads, new_job_id};

/// The window's budget for a far jump before it asks whether to go on.
const BUDGET: Duration = Duration::from_secs(2);

/// How often the time left is printed.
const EVERY: Duration = Duration::from_secs(5);

/// Lines of a part's progress kept in a trace: one each time this share more of its units is
/// done, and its first and last.
const TRACE_STEPS: usize = 256;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    let number = |text: &str| -> u64 { text.replace(',', "").parse().expect("a number") };
    match words[..] {
        ["trace", what @ ("locate" | "number"), n, k] => {
            let job = if what == "locate" {
                Traced::Locate(number(k))
            } else {
                Traced::Number(number(k))
            };
            trace(number(n) as usize, job);
        }
        ["trace", "count", n] => trace(number(n) as usize, Traced::Count),
        ["locate", n, k] => {
            let (n, number) = (number(n) as usize, number(k));
            let job = |budget| Job::Locate { n, number, budget };
            watch(&job(Some(BUDGET)), true);
            watch(&job(None), false);
        }
        ["count", n] => watch(
            &Job::Count {
                n: number(n) as usize,
                threads: 0,
            },
            false,
        ),
        _ => eprintln!("usage: time_left [trace] locate N K | [trace] count N | trace number N K"),
    }
}

/// Runs `job` on the app's worker and prints what it says of its time left: once, at the end
/// of its budget, if `budgeted`; else every few seconds, and at the end the truth beside each.
fn watch(job: &Job, budgeted: bool) {
    let mut worker = Threads::new(Arc::new(|_| {}));
    let started = Instant::now();
    let id = new_job_id();
    worker.start(id, job.clone(), u64::MAX);
    let mut told = Vec::new();
    let mut next = EVERY;
    loop {
        let Some(event) = worker.next_event() else {
            std::thread::sleep(Duration::from_millis(20));
            continue;
        };
        let elapsed = started.elapsed();
        if event.job != id {
            continue;
        }
        match event.kind {
            EventKind::Seeking { left, .. } | EventKind::Counting { left, .. }
                if elapsed >= next =>
            {
                told.push((elapsed, left.estimate));
                println!("{:7.1} s: {}", elapsed.as_secs_f64(), words(left.estimate));
                next += EVERY;
            }
            EventKind::OutOfTime { estimate } => {
                println!(
                    "not found within {:.0} s: the rest would take {}",
                    BUDGET.as_secs_f64(),
                    words(estimate)
                );
                return;
            }
            EventKind::Located { .. } | EventKind::Counted { .. } => break,
            kind @ (EventKind::Cancelled | EventKind::CountFailed { .. }) => {
                println!("stopped: {kind:?}");
                return;
            }
            _ => {}
        }
    }
    let whole = started.elapsed().as_secs_f64();
    assert!(!budgeted, "a job under its budget ended in time");
    println!("took {whole:.1} s; the time left as told, and the truth:");
    for (at, estimate) in told {
        let truth = whole - at.as_secs_f64();
        let seconds = match estimate {
            Estimate::About(seconds) | Estimate::MoreThan(seconds) => seconds,
            Estimate::Unknown => f64::NAN,
        };
        println!(
            "{:7.1} s ({:3.0}% done): {:>16}, truth {truth:7.1} s, {:+4.0}%",
            at.as_secs_f64(),
            100.0 * at.as_secs_f64() / whole,
            words(estimate),
            100.0 * (seconds - truth) / truth
        );
    }
}

fn words(estimate: Estimate) -> String {
    match estimate {
        Estimate::About(seconds) => format!("about {seconds:.0} s"),
        Estimate::MoreThan(seconds) => format!("more than {seconds:.0} s"),
        Estimate::Unknown => "unknown".to_string(),
    }
}

/// A job whose progress is traced.
#[derive(Clone, Copy)]
pub enum Traced {
    /// Solution No K located by counting.
    Locate(u64),
    /// Solution No K numbered by counting the solutions before it (found first, untraced).
    Number(u64),
    /// Every solution counted.
    Count,
}

/// Prints the progress of a count as a trace: a line per progress kept, `seconds part depth
/// units-done units`, and before each part's first line the parts it expects after it,
/// `ahead depth:parts …`.
pub fn trace(n: usize, job: Traced) {
    let board = match job {
        Traced::Number(number) => {
            solution_at(n, number, &CountOptions::default()).expect("never cancelled")
        }
        _ => None,
    };
    let started = Instant::now();
    let lines = Mutex::new(Vec::new());
    let last: Mutex<Option<CountProgress>> = Mutex::new(None);
    let progress = |progress: CountProgress| {
        let seconds = started.elapsed().as_secs_f64();
        let mut last = last.lock().expect("no panic while held");
        let mut lines = lines.lock().expect("no panic while held");
        let step = progress.units.div_ceil(TRACE_STEPS).max(1);
        let first = last.is_none_or(|last| last.part.index != progress.part.index);
        if first {
            let mut ahead: Vec<String> = (progress.part.ahead.parts.iter().enumerate())
                .filter(|(_, parts)| **parts > 0.0)
                .map(|(depth, parts)| format!("{depth}:{parts}"))
                .collect();
            if progress.part.ahead.deeper > 0.0 {
                ahead.push(format!("deeper:{}", progress.part.ahead.deeper));
            }
            lines.push(format!("ahead {}", ahead.join(" ")));
        }
        if first
            || progress.units_done.is_multiple_of(step)
            || progress.units_done == progress.units
        {
            lines.push(format!(
                "{seconds:.4} {} {} {} {}",
                progress.part.index, progress.part.depth, progress.units_done, progress.units
            ));
        }
        *last = Some(progress);
    };
    let options = CountOptions {
        progress: Some(&progress),
        ..CountOptions::default()
    };
    let what = match job {
        Traced::Locate(number) => {
            let solution = solution_at(n, number, &options).expect("never cancelled");
            format!("No {number} of N = {n} located: {solution:?}")
        }
        Traced::Number(number) => {
            let board = board.expect("a solution of that number");
            let found = solution_number(&board, &options).expect("never cancelled");
            format!("No {number} of N = {n} numbered: {found:?}")
        }
        Traced::Count => format!(
            "N = {n} counted: {:?}",
            count(n, &options).expect("no limit")
        ),
    };
    let mut out = std::io::stdout().lock();
    let seconds = started.elapsed().as_secs_f64();
    writeln!(out, "# {what}, in {seconds:.4} s").expect("stdout");
    for line in lines.into_inner().expect("no panic while held") {
        writeln!(out, "{line}").expect("stdout");
    }
    writeln!(out, "end {seconds:.4}").expect("stdout");
}
