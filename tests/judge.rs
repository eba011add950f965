//! `nqueens judge` on real programs (tests/programs/): each built with this machine's C
//! compiler, run under the judge's limits and given its verdict, its exit code and the line
//! that tells the student what to fix.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use nqueens::judge::{Exit, JudgeVerdict, Setup, judge};

fn program(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/programs")
        .join(name)
}

fn judged(name: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .arg("judge")
        .arg(program(name))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// The verdict's line, the lines after it, and the exit code.
fn verdict(name: &str, args: &[&str]) -> (String, String, i32) {
    let output = judged(name, args);
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let (first, rest) = stdout.split_once('\n').unwrap_or((&stdout, ""));
    assert!(
        output.stderr.is_empty(),
        "{name}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    (
        first.to_string(),
        rest.to_string(),
        output.status.code().expect("an exit code"),
    )
}

/// The peak memory a verdict's line gives, in KB: `…, 1,204 KB`.
fn memory_kb(line: &str) -> u64 {
    let (before, _) = line.rsplit_once(" KB").expect("a memory in KB");
    let figure = before.rsplit(' ').next().expect("a figure");
    figure.replace(',', "").parse().expect("a number")
}

#[test]
fn the_seeds_answer_is_accepted_with_its_time_and_memory() {
    // Its memory is read as it leaves, every time: a C program holds at least a few
    // hundred KB, and far less than the limit.
    for _ in 0..3 {
        let (line, rest, code) = verdict("accepted.c", &[]);
        assert_eq!(code, 0, "{line}\n{rest}");
        assert!(line.starts_with("Accepted: 92 solutions in "), "{line}");
        assert!((100..10_000).contains(&memory_kb(&line)), "{line}");
        assert!(
            rest.contains("built with: ") && rest.contains("-O2"),
            "{rest}"
        );
    }
}

#[test]
fn the_checker_challenges_answer_printed_a_line_at_a_time_is_accepted() {
    let (line, rest, code) = verdict("checker_flushed.c", &["--n", "6"]);
    assert_eq!(code, 0, "{line}\n{rest}");
    assert!(line.starts_with("Accepted: 3 solutions in "), "{line}");
}

#[test]
fn a_trailing_space_is_a_presentation_error_at_its_line() {
    let (line, rest, code) = verdict("trailing_space.c", &[]);
    assert_eq!(code, 3, "{line}");
    assert!(line.starts_with("Presentation Error: "), "{line}");
    assert!(
        rest.contains("output:2: the line ends with spaces"),
        "{rest}"
    );
}

#[test]
fn a_missing_board_and_a_swapped_pair_are_wrong_answers_at_the_right_line() {
    let (line, rest, code) = verdict("missing_board.c", &[]);
    assert_eq!(code, 1, "{line}");
    assert!(line.starts_with("Wrong Answer: "), "{line}");
    // No 6 stands where No 5 should: 4 boards of 9 lines, then its header on line 37.
    assert!(
        rest.contains("output:37: solution No 5 is missing"),
        "{rest}"
    );
    let (line, rest, code) = verdict("swapped_pair.c", &[]);
    assert_eq!(code, 1, "{line}");
    assert!(
        rest.contains("output:19: solutions No 3 and No 4 are swapped"),
        "{rest}"
    );
}

#[test]
fn an_endless_loop_passes_the_time_limit() {
    let (line, _, code) = verdict("endless_loop.c", &["--time-limit", "300"]);
    assert_eq!(code, 4, "{line}");
    assert!(
        line.starts_with("Time Limit Exceeded: stopped past 300 ms of CPU time"),
        "{line}"
    );
}

#[test]
fn a_program_that_only_waits_is_stopped_by_the_clock() {
    let started = Instant::now();
    let (line, _, code) = verdict("sleeps.c", &["--time-limit", "100"]);
    assert_eq!(code, 4, "{line}");
    assert!(line.contains("by the clock"), "{line}");
    assert!(
        started.elapsed() < Duration::from_secs(30),
        "it was stopped"
    );
}

#[test]
fn a_large_allocation_passes_the_memory_limit() {
    let (line, _, code) = verdict("large_allocation.c", &[]);
    assert_eq!(code, 5, "{line}");
    assert!(
        line.starts_with("Memory Limit Exceeded: more than 10,000 KB"),
        "{line}"
    );
    assert!(memory_kb(&line) > 10_000, "{line}");
}

#[test]
fn endless_printing_passes_the_output_limit() {
    let (line, _, code) = verdict("endless_print.c", &[]);
    assert_eq!(code, 6, "{line}");
    assert!(line.starts_with("Output Limit Exceeded: "), "{line}");
}

#[test]
fn a_crash_is_a_runtime_error_with_its_signal_and_where_the_output_stopped() {
    let (line, rest, code) = verdict("crash.c", &[]);
    assert_eq!(code, 7, "{line}");
    assert!(
        line.starts_with("Runtime Error: signal 11 (SIGSEGV)"),
        "{line}"
    );
    assert!(
        rest.contains("solutions No 11 to No 92 are missing"),
        "{rest}"
    );
    let (line, _, code) = verdict("exits_one.c", &[]);
    assert_eq!(code, 7, "{line}");
    assert!(line.starts_with("Runtime Error: exit code 1"), "{line}");
}

#[test]
fn a_syntax_error_is_a_compile_error_with_the_compilers_message() {
    let (line, rest, code) = verdict("syntax_error.c", &[]);
    assert_eq!(code, 8, "{line}");
    assert_eq!(line, "Compile Error");
    assert!(rest.contains("syntax_error.c:3:"), "{rest}");
    assert!(!rest.contains("ran: "), "{rest}");
}

#[test]
fn a_python_program_reading_n_is_accepted() {
    // Python itself holds about ten megabytes: judges that take Python give it more.
    let (line, rest, code) = verdict(
        "reads_n.py",
        &["--stdin-n", "--n", "6", "--memory-limit", "65536"],
    );
    assert_eq!(code, 0, "{line}\n{rest}");
    assert!(line.starts_with("Accepted: 4 solutions in "), "{line}");
    assert!(rest.contains("(with 6 on standard input)"), "{rest}");
}

#[test]
fn a_program_that_is_not_there_is_refused() {
    let output = judged("no_such_program.c", &[]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.starts_with("nqueens: cannot read ") && stderr.contains("no_such_program.c"),
        "{stderr}"
    );
}

/// Whether process `pid` still runs (a zombie waiting for its parent to read it does not).
fn runs(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        !stat
            .rsplit(')')
            .next()
            .unwrap_or("")
            .trim_start()
            .starts_with('Z')
    })
}

#[test]
fn a_child_the_program_leaves_running_is_ended_with_it() {
    let setup = Setup::seed(program("forks_child.c"));
    let judgement = judge(&setup, &AtomicBool::new(false), &mut |_, _, _| {}).expect("judged");
    assert!(
        matches!(judgement.verdict, JudgeVerdict::Accepted(_)),
        "{:?}",
        judgement.verdict
    );
    let pid = child_of(&judgement.errors);
    let deadline = Instant::now() + Duration::from_secs(10);
    while runs(pid) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(!runs(pid), "the child {pid} still runs");
}

#[test]
fn a_child_that_leaves_the_group_does_not_hold_up_the_verdict() {
    let judgement = judge(
        &Setup::seed(program("escapes.c")),
        &AtomicBool::new(false),
        &mut |_, _, _| {},
    )
    .expect("judged");
    let pid = child_of(&judgement.errors);
    assert!(
        matches!(judgement.verdict, JudgeVerdict::Accepted(_)),
        "{:?}",
        judgement.verdict
    );
    // It is not the judge's to end (see docs/cli.md): the test ends it.
    let _ = Command::new("kill").arg(pid.to_string()).status();
}

/// The number of the child a fixture said it started, on standard error.
fn child_of(errors: &str) -> u32 {
    errors
        .trim()
        .strip_prefix("child ")
        .and_then(|pid| pid.parse().ok())
        .unwrap_or_else(|| panic!("the child's number on standard error: {errors}"))
}

/// The processes whose parent is `parent`.
fn children_of(parent: u32) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
                let fields: Vec<&str> = stat
                    .rsplit(')')
                    .next()
                    .unwrap_or("")
                    .split_whitespace()
                    .collect();
                fields.get(1) == Some(&parent.to_string().as_str())
            })
        })
        .collect()
}

#[test]
fn ctrl_c_ends_the_program_being_judged() {
    let mut judging = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .arg("judge")
        .arg(program("sleeps.c"))
        .args(["--time-limit", "600000"])
        .stdout(std::process::Stdio::null())
        .spawn()
        .expect("the binary runs");
    // The program runs once the compiler is done: the judge's only child left.
    let deadline = Instant::now() + Duration::from_mins(1);
    let running = loop {
        let children = children_of(judging.id());
        let program = children.iter().copied().find(|pid| {
            std::fs::read_to_string(format!("/proc/{pid}/cmdline"))
                .is_ok_and(|line| line.contains("nqueens-judge-") && !line.contains("gcc"))
        });
        if let Some(pid) = program {
            break pid;
        }
        assert!(Instant::now() < deadline, "the program never started");
        std::thread::sleep(Duration::from_millis(20));
    };
    let _ = Command::new("kill")
        .args(["-INT", &judging.id().to_string()])
        .status();
    let status = judging.wait().expect("it ends");
    assert_eq!(status.code(), Some(130));
    let deadline = Instant::now() + Duration::from_secs(10);
    while runs(running) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(!runs(running), "the program {running} still runs");
}

#[test]
fn a_cancel_ends_the_program_at_once() {
    let setup = Setup {
        time_limit: Duration::from_mins(10),
        ..Setup::seed(program("endless_loop.c"))
    };
    let cancel = AtomicBool::new(false);
    let mut running_since: Option<Instant> = None;
    let judged = judge(&setup, &cancel, &mut |phase, _, _| {
        if phase == nqueens::judge::Phase::Running {
            let since = *running_since.get_or_insert_with(Instant::now);
            if since.elapsed() > Duration::from_millis(50) {
                cancel.store(true, std::sync::atomic::Ordering::Relaxed);
            }
        }
    });
    assert!(
        matches!(judged, Err(nqueens::judge::JudgeError::Cancelled)),
        "{judged:?}"
    );
}

#[test]
fn exits_are_named_as_judges_name_them() {
    assert_eq!(Exit::Signal(11).to_string(), "signal 11 (SIGSEGV)");
    assert_eq!(Exit::Code(3).to_string(), "exit code 3");
}

#[test]
fn an_answer_file_given_as_the_program_is_named_as_such() {
    let answer = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/eight_queens.txt");
    let output = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .arg("judge")
        .arg(&answer)
        .output()
        .expect("the binary runs");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("is it an answer file?"), "{stderr}");
}
