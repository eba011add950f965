//! The `nqueens` binary run as a script or a judge runs it: output bytes and exit codes.

use std::fs;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const GOLDEN_EIGHT: &[u8] = include_bytes!("golden/eight_queens.txt");

fn nqueens(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn exit_code(output: &Output) -> i32 {
    output.status.code().expect("an exit code, not a signal")
}

#[test]
fn export_8_is_byte_identical_to_the_seed_c_program() {
    let output = nqueens(&["export", "8"]);
    assert_eq!(exit_code(&output), 0);
    assert!(
        output.stdout == GOLDEN_EIGHT,
        "the N = 8 output differs from the golden file"
    );
}

#[test]
fn export_bounds_the_range_by_solution_number() {
    let output = nqueens(&["export", "8", "--first", "91", "--last", "92"]);
    assert_eq!(exit_code(&output), 0);
    let start = GOLDEN_EIGHT.len() - 2 * (7 + 72);
    assert_eq!(output.stdout, GOLDEN_EIGHT[start..]);

    let output = nqueens(&["export", "8", "--first", "93"]);
    assert_eq!(exit_code(&output), 1);
    assert!(
        stderr(&output).contains("no solution No 93"),
        "{}",
        stderr(&output)
    );

    let output = nqueens(&["export", "8", "--first", "5", "--last", "4"]);
    assert_eq!(exit_code(&output), 1);
}

#[test]
fn boards_without_solutions_print_nothing() {
    for n in ["2", "3"] {
        let output = nqueens(&["export", n]);
        assert_eq!((exit_code(&output), output.stdout.len()), (0, 0));
    }
}

#[test]
fn n_out_of_range_is_refused_with_a_message() {
    for n in ["0", "33", "eight", "-1"] {
        let output = nqueens(&["export", n]);
        assert_eq!(exit_code(&output), 2, "N = {n}");
        assert!(
            stderr(&output).contains("from 1 to 32"),
            "{}",
            stderr(&output)
        );
    }
}

#[test]
fn export_to_a_file_replaces_it_whole() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("answer.txt");
    fs::write(&path, "an older answer").unwrap();
    let output = nqueens(&["export", "8", "-o", path.to_str().unwrap()]);
    assert_eq!(exit_code(&output), 0, "{}", stderr(&output));
    assert!(fs::read(&path).unwrap() == GOLDEN_EIGHT);
    assert_eq!(fs::read_dir(folder.path()).unwrap().count(), 1);
}

#[test]
fn export_to_an_impossible_place_fails_cleanly() {
    let folder = tempfile::tempdir().unwrap();
    let blocker = folder.path().join("a-file");
    fs::write(&blocker, "").unwrap();
    for path in [
        Path::new("/nonexistent-folder/answer.txt"),
        &blocker.join("answer.txt"),
    ] {
        let output = nqueens(&["export", "8", "-o", path.to_str().unwrap()]);
        assert_eq!(exit_code(&output), 1);
        let message = stderr(&output);
        assert!(message.contains(path.to_str().unwrap()), "{message}");
        assert_eq!(message.lines().count(), 1, "{message}");
    }
}

#[test]
fn a_full_disk_is_an_error_not_a_panic() {
    let full = fs::File::create("/dev/full").expect("/dev/full exists on Linux");
    let output = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["export", "10"])
        .stdout(full)
        .output()
        .unwrap();
    assert_eq!(exit_code(&output), 1);
    assert!(
        stderr(&output).contains("No space left"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn an_interrupted_export_leaves_the_old_file_and_no_temporary_one() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("fifteen.txt");
    fs::write(&path, "keep me").unwrap();
    // 565 MB of output: far longer than the test waits before interrupting it.
    let mut child = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["export", "15", "-o", path.to_str().unwrap()])
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let started = Instant::now();
    while fs::read_dir(folder.path()).unwrap().count() < 2 {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "no temporary file appeared"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    std::thread::sleep(Duration::from_millis(100));
    let kill = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let status = child.wait().unwrap();
    assert!(
        !status.success(),
        "the export finished before it was interrupted"
    );
    assert_eq!(fs::read(&path).unwrap(), b"keep me");
    assert_eq!(fs::read_dir(folder.path()).unwrap().count(), 1);
}

#[test]
fn count_prints_the_total_or_the_unique_count_alone() {
    for threads in ["1", "2", "3", "4"] {
        let output = nqueens(&["count", "10", "--threads", threads]);
        assert_eq!(output.stdout, b"724\n");
        let output = nqueens(&["count", "8", "--unique", "--threads", threads]);
        assert_eq!(output.stdout, b"12\n");
    }
    assert_eq!(nqueens(&["count", "8"]).stdout, b"92\n");
    assert_eq!(exit_code(&nqueens(&["count", "8", "--threads", "0"])), 2);
}

#[test]
fn shards_printed_on_many_machines_add_up() {
    let folder = tempfile::tempdir().unwrap();
    let mut files = Vec::new();
    for index in 1..=4 {
        let output = nqueens(&["count", "12", "--shard", &format!("{index}/4")]);
        assert_eq!(exit_code(&output), 0, "{}", stderr(&output));
        let line = String::from_utf8(output.stdout).unwrap();
        assert!(
            line.starts_with(&format!("n=12 shard={index}/4 total=")),
            "{line}"
        );
        let path = folder.path().join(format!("part{index}.txt"));
        fs::write(&path, line).unwrap();
        files.push(path.to_str().unwrap().to_string());
    }
    let mut args = vec!["count", "--sum"];
    args.extend(files.iter().map(String::as_str));
    assert_eq!(nqueens(&args).stdout, b"14200\n");
    args.insert(1, "--unique");
    assert_eq!(nqueens(&args).stdout, b"1787\n");

    let incomplete = nqueens(&["count", "--sum", &files[0], &files[2], &files[3]]);
    assert_eq!(exit_code(&incomplete), 1);
    assert!(
        stderr(&incomplete).contains("shard 2 of 4 missing"),
        "{}",
        stderr(&incomplete)
    );
    let repeated = nqueens(&["count", "--sum", &files[0], &files[1], &files[1], &files[3]]);
    assert_eq!(exit_code(&repeated), 1);
    assert!(stderr(&repeated).contains("twice"), "{}", stderr(&repeated));
    assert_eq!(exit_code(&nqueens(&["count", "12", "--shard", "5/4"])), 2);
}

#[test]
fn export_unique_prints_the_12_fundamental_solutions() {
    let output = nqueens(&["export", "8", "--unique"]);
    assert_eq!(exit_code(&output), 0);
    let text = String::from_utf8(output.stdout).unwrap();
    let headers: Vec<&str> = text.lines().filter(|l| l.starts_with("No ")).collect();
    assert_eq!(headers.len(), 12);
    assert_eq!(headers[11], "No 12:");
    assert_eq!(text.lines().count(), 12 * 9);
}

#[test]
fn compare_shows_every_variant_agreeing_on_the_solutions() {
    let output = nqueens(&["compare", "8"]);
    assert_eq!(exit_code(&output), 0, "{}", stderr(&output));
    let table = String::from_utf8(output.stdout).unwrap();
    let rows: Vec<Vec<&str>> = table
        .lines()
        .skip(2)
        .map(|line| line.split_whitespace().collect())
        .collect();
    assert_eq!(rows.len(), 4, "{table}");
    assert!(table.contains("Plain backtracking"), "{table}");
    // Columns from the right: seconds, solutions, dead ends, backtracks, conflicts, tried.
    let column = |row: &Vec<&str>, from_right: usize| row[row.len() - from_right].to_string();
    assert!(rows.iter().all(|row| column(row, 2) == "92"), "{table}");
    assert_eq!(column(&rows[0], 6), "15720");
    assert_eq!(column(&rows[3], 6), "2056");
}

#[test]
fn check_accepts_the_right_answer() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("answer.txt");
    fs::write(&path, GOLDEN_EIGHT).unwrap();
    let output = nqueens(&["check", path.to_str().unwrap()]);
    assert_eq!(exit_code(&output), 0, "{}", stderr(&output));
    let verdict = String::from_utf8(output.stdout).unwrap();
    assert_eq!(verdict.lines().count(), 1);
    assert!(verdict.contains("all 92 solutions"), "{verdict}");
}

#[test]
fn check_reports_the_first_problem_with_its_line() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("answer.txt");
    let mut wrong = GOLDEN_EIGHT.to_vec();
    // Line 12 is the second row of No 2: move its queen onto the first queen's diagonal.
    let start = 78 + 6 + 9;
    assert_eq!(&wrong[start..start + 9], b".....A..\n");
    wrong[start + 5] = b'.';
    wrong[start + 1] = b'A';
    fs::write(&path, &wrong).unwrap();
    let output = nqueens(&["check", path.to_str().unwrap()]);
    assert_eq!(exit_code(&output), 1);
    let message = stderr(&output);
    let expected = format!(
        "{}:12: not a solution: a8 and b7 share a diagonal",
        path.display()
    );
    assert_eq!(message.trim_end(), expected);

    let output = nqueens(&["check", "--n", "4", path.to_str().unwrap()]);
    assert_eq!(exit_code(&output), 1);
    assert!(
        stderr(&output).contains(":2: expected a row of 4 characters"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn check_of_an_unreadable_file_exits_2() {
    let folder = tempfile::tempdir().unwrap();
    let missing = folder.path().join("missing.txt");
    for path in [missing.as_path(), folder.path()] {
        let output = nqueens(&["check", path.to_str().unwrap()]);
        assert_eq!(exit_code(&output), 2);
        assert!(
            stderr(&output).contains("cannot read"),
            "{}",
            stderr(&output)
        );
    }
}
