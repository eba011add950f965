//! The `nqueens` binary run as a script or a judge runs it: output bytes and exit codes.

use std::fs;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::sync::mpsc;
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
    assert_eq!(exit_code(&output), 2);
    assert_eq!(
        stderr(&output),
        "nqueens: --last 4 comes before --first 5: nothing to export\n"
    );
}

#[test]
fn export_writes_each_judges_format() {
    let text = |args: &[&str]| {
        let output = nqueens(args);
        assert_eq!(exit_code(&output), 0, "{args:?}: {}", stderr(&output));
        String::from_utf8(output.stdout).unwrap()
    };
    // From each format's rule and its judge's sample, not from our own output.
    assert_eq!(
        text(&["export", "6", "--format", "columns"]),
        "2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n5 3 1 6 4 2\n"
    );
    assert_eq!(
        text(&["export", "6", "--format", "checker"]),
        "2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n4\n"
    );
    assert_eq!(
        text(&["export", "4", "--format", "leetcode"]),
        "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]\n"
    );
    assert_eq!(text(&["export", "3", "--format", "leetcode"]), "[]\n");
    assert_eq!(text(&["export", "2", "--format", "checker"]), "0\n");
    // The judge's is the default.
    assert_eq!(
        text(&["export", "8", "--format", "judge"]).as_bytes(),
        GOLDEN_EIGHT
    );
    // The checker's count, held to what does not come from the table of known counts: the
    // seeds' textbook search for small boards, the counter's own search for N = 16.
    let last_line = |text: String| text.lines().last().unwrap_or_default().to_string();
    for n in 1..=9 {
        let checker = text(&["export", &n.to_string(), "--format", "checker"]);
        let searched = nqueens::solve::textbook::solutions(n).len();
        assert_eq!(last_line(checker), searched.to_string(), "N = {n}");
    }
    assert_eq!(
        last_line(text(&["export", "16", "--format", "checker"])),
        last_line(text(&["count", "16"]))
    );
    // A large board's count comes at once, not by writing out its solutions: N = 20's is
    // A000170's 20th term (oeis.org/A000170).
    assert!(text(&["export", "20", "--format", "checker"]).ends_with("\n39029188884\n"));
    // A range of the columns is the same lines as the whole, on any number of threads.
    let whole = text(&["export", "10", "--format", "columns", "--threads", "1"]);
    assert_eq!(whole.lines().count(), 724);
    let part = text(&[
        "export", "10", "--format", "columns", "--first", "700", "--last", "724",
    ]);
    assert_eq!(
        part.lines().collect::<Vec<_>>(),
        whole.lines().skip(699).collect::<Vec<_>>()
    );
    // To a file, atomically, the same bytes.
    let folder = tempfile::tempdir().unwrap();
    let file = folder.path().join("ten.json");
    text(&[
        "export",
        "10",
        "--format",
        "leetcode",
        "-o",
        file.to_str().unwrap(),
    ]);
    assert_eq!(
        fs::read_to_string(&file).unwrap(),
        text(&["export", "10", "--format", "leetcode"])
    );
    assert_eq!(fs::read_dir(folder.path()).unwrap().count(), 1);
}

#[test]
fn an_option_a_format_has_no_use_for_is_refused() {
    let refused: [&[&str]; 3] = [
        &["export", "8", "--format", "checker", "--first", "2"],
        &["export", "8", "--format", "leetcode", "--unique"],
        &["export", "8", "--format", "trees"],
    ];
    for args in refused {
        let output = nqueens(args);
        assert_eq!(exit_code(&output), 2, "{args:?}");
        assert!(output.stdout.is_empty());
        assert!(stderr(&output).contains("--format"), "{}", stderr(&output));
    }
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
fn an_export_larger_than_the_free_space_is_refused_before_a_byte_is_written() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("twenty.txt");
    // All of N = 20: 39,029,188,884 boards of 420 bytes and more, some 16 TiB.
    let output = nqueens(&["export", "20", "-o", path.to_str().unwrap()]);
    assert_eq!(exit_code(&output), 1);
    let message = stderr(&output);
    assert!(
        message
            .contains("it would take 15.5 TiB (17,005,615,242,324 bytes), and its disk has only"),
        "{message}"
    );
    assert_eq!(fs::read_dir(folder.path()).unwrap().count(), 0);
    // A folder is said to be one.
    let output = nqueens(&["export", "8", "-o", folder.path().to_str().unwrap()]);
    assert_eq!(exit_code(&output), 1);
    assert!(
        stderr(&output).contains("it is a folder"),
        "{}",
        stderr(&output)
    );
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
        stderr(&output).contains("cannot write standard output: the disk is full"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn an_interrupted_export_leaves_the_old_file_and_no_temporary_one() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("twelve.txt");
    fs::write(&path, "keep me").unwrap();
    let gate = folder.path().join("gate");
    let started = start_at_the_gate(&["export", "12", "-o", path.to_str().unwrap()], &gate);
    let (code, message) = interrupt_at_the_gate(started);
    assert_eq!(
        (code, message.as_str()),
        (130, "nqueens: the export was cancelled")
    );
    assert_eq!(fs::read(&path).unwrap(), b"keep me");
    assert_eq!(fs::read_dir(folder.path()).unwrap().count(), 1);
}

#[test]
fn an_export_that_fills_its_disk_halfway_leaves_the_old_file_and_no_temporary_one() {
    // A disk of 256 KiB: a tmpfs mounted in a mount namespace of the test's own, which needs
    // no root (unprivileged user namespaces). N = 28's solutions are not counted anywhere, so
    // the export cannot know its size beforehand: it starts, and the disk fills under it.
    let folder = tempfile::tempdir().unwrap();
    let script = r#"mount -t tmpfs -o size=256k tmpfs "$0" || exit 99
printf 'an older answer' > "$0/answer.txt"
"$1" export 28 -o "$0/answer.txt"
code=$?
ls -A "$0"
cat "$0/answer.txt"
exit $code"#;
    let mut output = Command::new("unshare")
        .args(["--user", "--map-root-user", "--mount", "sh", "-c", script])
        .arg(folder.path())
        .arg(env!("CARGO_BIN_EXE_nqueens"))
        .output()
        .expect("unshare (util-linux) runs");
    let mut full = "the disk is full";
    if exit_code(&output) == 99 {
        // No namespace of our own (a container may forbid them): the files the export may
        // write are limited to 256 KiB instead, and a write past that fails as a full disk
        // does (SIGXFSZ ignored, so the write returns an error instead of killing it).
        let limited = script
            .replace(
                r#"mount -t tmpfs -o size=256k tmpfs "$0" || exit 99"#,
                "trap '' XFSZ",
            )
            .replace(r#""$1" export"#, r#"prlimit --fsize=262144 "$1" export"#);
        output = Command::new("sh")
            .args(["-c", &limited])
            .arg(folder.path())
            .arg(env!("CARGO_BIN_EXE_nqueens"))
            .output()
            .expect("sh runs");
        full = "the disk cannot hold a file that large";
    }
    assert_eq!(exit_code(&output), 1, "{}", stderr(&output));
    let message = stderr(&output);
    assert!(message.contains(full), "{message}");
    assert_eq!(message.lines().count(), 1, "{message}");
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        "answer.txt\nan older answer"
    );
}

#[test]
fn help_lists_every_exit_code_once() {
    let output = nqueens(&["--help"]);
    assert_eq!(exit_code(&output), 0);
    let help = String::from_utf8(output.stdout).unwrap();
    let codes: Vec<&str> = help
        .lines()
        .skip_while(|line| *line != "Exit codes:")
        .filter_map(|line| line.split_whitespace().next())
        .filter(|word| word.parse::<u8>().is_ok())
        .collect();
    assert_eq!(codes, ["0", "1", "2", "130"], "{help}");
}

#[test]
fn a_count_refused_for_lack_of_memory_exits_2_and_says_why() {
    // N = 16's tables take more than half a mebibyte.
    let output = nqueens(&["count", "16", "--memory", "512K"]);
    assert_eq!(exit_code(&output), 2, "{}", stderr(&output));
    assert!(output.stdout.is_empty());
    assert_eq!(
        stderr(&output),
        "nqueens: counting N = 16 needs more memory for its tables than the 512.0 KiB it was \
         given (--memory); it was not started\n"
    );
    // With room enough, the same count.
    assert_eq!(
        nqueens(&["count", "16", "--memory", "1G"]).stdout,
        b"14772512\n"
    );
    let output = nqueens(&["count", "16", "--memory", "lots"]);
    assert_eq!(exit_code(&output), 2);
    assert!(
        stderr(&output).contains("not `lots`"),
        "{}",
        stderr(&output)
    );
}

#[cfg(target_arch = "x86_64")]
#[test]
fn nqueens_simd_holds_the_counter_to_an_older_kernel_and_refuses_a_name_it_lacks() {
    let with_simd = |value: &str| {
        Command::new(env!("CARGO_BIN_EXE_nqueens"))
            .args(["count", "14"])
            .env("NQUEENS_SIMD", value)
            .output()
            .expect("the binary runs")
    };
    // Every name, in any case, counts alike (a kernel the CPU lacks gives way to an older one).
    for value in ["portable", "AVX2", "avx512"] {
        let output = with_simd(value);
        assert_eq!(output.stdout, b"365596\n", "{value}: {}", stderr(&output));
    }
    let output = with_simd("sse");
    assert_eq!(exit_code(&output), 2);
    assert!(output.stdout.is_empty());
    assert_eq!(
        stderr(&output),
        "nqueens: NQUEENS_SIMD=sse names no kernel of this build: it takes portable, avx2, \
         avx512\n"
    );
}

#[test]
fn count_prints_the_total_or_the_unique_count_alone() {
    for threads in ["1", "2", "3", "4"] {
        let output = nqueens(&["count", "10", "--threads", threads]);
        assert_eq!(output.stdout, b"724\n");
        // Standard error is not a terminal: no progress on it.
        assert_eq!(stderr(&output), "");
        // Nor while the tables of N = 14 are built.
        let output = nqueens(&["count", "14", "--threads", threads]);
        assert_eq!(stderr(&output), "");
        assert_eq!(output.stdout, b"365596\n");
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
        stderr(&incomplete).contains("shard 2 missing"),
        "{}",
        stderr(&incomplete)
    );
    // Missing and repeated shards are named all at once, with where each repeat was read.
    let repeated = nqueens(&["count", "--sum", &files[0], &files[1], &files[1]]);
    assert_eq!(exit_code(&repeated), 1);
    let message = stderr(&repeated);
    let second = format!("{}:1", files[1]);
    assert!(message.contains("shard 3, 4 missing"), "{message}");
    assert!(
        message.contains(&format!("shard 2 twice ({second}, {second})")),
        "{message}"
    );
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
    assert_eq!(rows.len(), 5, "{table}");
    assert!(table.contains("Generate and test"), "{table}");
    assert!(table.contains("Plain backtracking"), "{table}");
    // Columns from the right: seconds, solutions, dead ends, backtracks, conflicts, tried.
    let column = |row: &Vec<&str>, from_right: usize| row[row.len() - from_right].to_string();
    assert!(rows.iter().all(|row| column(row, 2) == "92"), "{table}");
    // Every permutation of 8 columns is tested: 8! = 40,320 boards, 92 of them solutions.
    assert_eq!(column(&rows[0], 5), (40_320 - 92).to_string());
    assert_eq!(column(&rows[1], 6), "15720");
    assert_eq!(column(&rows[4], 6), "2056");
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
fn check_names_the_mistakes_students_make() {
    let folder = tempfile::tempdir().unwrap();
    let golden = std::str::from_utf8(GOLDEN_EIGHT).unwrap();
    let cases = [
        (
            format!("\u{FEFF}{golden}"),
            ":1: the file starts with a UTF-8 byte-order mark",
        ),
        (
            golden.replacen("No 1:", "No 1：", 1),
            ":1: the header ends with the full-width colon",
        ),
        (
            golden.replacen("No 3:", "No 3: ", 1),
            ":19: the line ends with spaces or tabs",
        ),
        (
            format!("{golden}\n"),
            ":829: a blank line at the end of the file",
        ),
        (
            golden.replacen("A.......", "a.......", 1),
            ":2: a lower-case `a` in column 1",
        ),
        (
            "[[\"Q\"]]\n".to_string(),
            ":1: this is not the judge's format: it looks like LeetCode 51's answer",
        ),
    ];
    for (index, (text, expected)) in cases.iter().enumerate() {
        let path = folder.path().join(format!("answer-{index}.txt"));
        fs::write(&path, text).unwrap();
        // LeetCode's answer is checked as such, unless the judge's format is asked for.
        let format = if text.starts_with('[') { "judge" } else { "" };
        let mut args = vec!["check", path.to_str().unwrap()];
        if !format.is_empty() {
            args.extend(["--format", format]);
        }
        let output = nqueens(&args);
        assert_eq!(exit_code(&output), 1, "{expected}");
        assert!(stderr(&output).contains(expected), "{}", stderr(&output));
    }
}

#[test]
fn check_tells_a_board_deleted_with_its_header_as_missing() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("answer.txt");
    let golden = std::str::from_utf8(GOLDEN_EIGHT).unwrap();
    // No 14's header and its 8 rows, lines 118 to 126, gone; the headers kept as they were.
    let (start, end) = (
        golden.find("No 14:").unwrap(),
        golden.find("No 15:").unwrap(),
    );
    assert_eq!(golden[..start].lines().count(), 117);
    fs::write(&path, [&golden[..start], &golden[end..]].concat()).unwrap();
    let output = nqueens(&["check", path.to_str().unwrap()]);
    assert_eq!(exit_code(&output), 1);
    assert_eq!(
        stderr(&output).trim_end(),
        format!(
            "{}:118: solution No 14 is missing here: this board is No 15",
            path.display()
        )
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

// ----------------------------------------------------------------------------
// Hostile input: answered at once, in bounded memory; Ctrl-C stops every subcommand

/// A command held at its test gate (`nqueens::cli::TEST_GATE`), its Ctrl-C handler in place,
/// and the lines it writes on standard error after the gate's.
struct AtTheGate {
    child: Child,
    stderr: mpsc::Receiver<String>,
}

/// Starts `nqueens ARGS` with its test gate at `gate`, a file that is never made, and returns
/// once the command says it waits there.
fn start_at_the_gate(args: &[&str], gate: &Path) -> AtTheGate {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(args)
        .env(nqueens::cli::TEST_GATE, gate)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (send, stderr) = mpsc::channel();
    let pipe = BufReader::new(child.stderr.take().unwrap());
    std::thread::spawn(move || {
        for line in pipe.lines().map_while(Result::ok) {
            if send.send(line).is_err() {
                break;
            }
        }
    });
    let first = stderr
        .recv_timeout(Duration::from_mins(1))
        .expect("the command reaches its test gate");
    assert!(
        first.contains("waiting at the test gate"),
        "{args:?}: {first}"
    );
    AtTheGate { child, stderr }
}

/// Sends Ctrl-C to a command at its gate, which releases it: its work starts with Ctrl-C
/// already noted, and must stop. Returns its exit code and what it said after the gate.
fn interrupt_at_the_gate(mut started: AtTheGate) -> (i32, String) {
    let (code, took) = interrupt(&mut started.child);
    let said: Vec<String> = started.stderr.iter().collect();
    eprintln!("stopped {took:?} after Ctrl-C: {said:?}");
    (code, said.join("\n"))
}

/// Sends SIGINT to `child`, as Ctrl-C in its terminal does, and returns its exit code and how
/// long it took to stop.
fn interrupt(child: &mut std::process::Child) -> (i32, Duration) {
    let kill = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let sent = Instant::now();
    let status = child.wait().unwrap();
    (
        status.code().expect("an exit code, not a signal"),
        sent.elapsed(),
    )
}

#[test]
fn check_of_a_large_board_with_solutions_missing_looks_one_solution_ahead() {
    let folder = tempfile::tempdir().unwrap();
    for n in ["28", "32"] {
        let path = folder.path().join(format!("{n}.txt"));
        let export = nqueens(&["export", n, "--last", "1", "-o", path.to_str().unwrap()]);
        assert_eq!(exit_code(&export), 0);
        let output = nqueens(&["check", path.to_str().unwrap()]);
        assert_eq!(exit_code(&output), 1, "{}", stderr(&output));
        let lines = 2 + n.parse::<usize>().unwrap();
        assert_eq!(
            stderr(&output).trim_end(),
            format!(
                "{}:{lines}: the file ends here, but N = {n} has more solutions: No 2 is the \
                 first one missing",
                path.display()
            )
        );
    }
}

#[test]
fn ctrl_c_stops_every_long_subcommand_and_says_what_it_cancelled() {
    let folder = tempfile::tempdir().unwrap();
    let answer = folder.path().join("eight.txt");
    fs::write(&answer, GOLDEN_EIGHT).unwrap();
    let shards = folder.path().join("shards.txt");
    fs::write(&shards, "n=8 shard=1/1 total=92 symmetric=4\n").unwrap();
    let picture = folder.path().join("picture.svg");
    let commands: [(&[&str], &str); 12] = [
        (&["check", answer.to_str().unwrap()], "the check"),
        (&["count", "20"], "the count"),
        (&["count", "20", "--shard", "2/4"], "the count"),
        (
            &["count", "--sum", shards.to_str().unwrap()],
            "the sum of the shards",
        ),
        (&["compare", "16"], "the comparison"),
        (
            &[
                "picture",
                "20",
                "1000000000",
                "-o",
                picture.to_str().unwrap(),
            ],
            "the picture",
        ),
        (&["export", "20", "--first", "10000000000"], "the export"),
        (&["export", "30"], "the export"),
        (&["export", "12"], "the export"),
        (&["export", "30", "--format", "columns"], "the export"),
        (&["export", "20", "--format", "leetcode"], "the export"),
        (&["export", "30", "--format", "checker"], "the export"),
    ];
    for (args, work) in commands {
        let gate = folder.path().join("gate");
        let (code, message) = interrupt_at_the_gate(start_at_the_gate(args, &gate));
        assert_eq!(
            (code, message),
            (130, format!("nqueens: {work} was cancelled")),
            "{args:?}"
        );
    }
    assert!(!picture.exists());
}

#[test]
fn a_crafted_shard_line_is_refused_with_its_file_and_line() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("shards.txt");
    fs::write(
        &path,
        "n=8 shard=1/2 total=40 symmetric=5\n\nn=8 shard=1/100000000000000000 total=5 symmetric=1\n",
    )
    .unwrap();
    let output = nqueens(&["count", "--sum", path.to_str().unwrap()]);
    assert_eq!(exit_code(&output), 1);
    let units = nqueens::solve::count::work_unit_count(8);
    assert_eq!(
        stderr(&output).trim_end(),
        format!(
            "nqueens: {}:3: a count of N = 8 splits into {units} work units, so into at most \
             {units} shards, not 100000000000000000",
            path.display()
        )
    );
    let output = nqueens(&["count", "8", "--shard", "1/1000"]);
    assert_eq!(exit_code(&output), 2, "{}", stderr(&output));
}

/// The peak resident memory in a process's `/proc/PID/status`, in KiB; `None` once it has
/// exited (a zombie's status has no memory lines).
fn peak_memory_kib(status: &str) -> Option<u64> {
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|value| value.trim().trim_end_matches("kB").trim().parse().ok())
}

/// Feeds `bytes` of what `next_chunk` makes to `nqueens check -` through a pipe, then reads the
/// checker's peak memory while it still waits for more, and closes the pipe.
fn check_a_stream(mut next_chunk: impl FnMut() -> Vec<u8>, bytes: u64) -> (u64, Output) {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["check", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut sent = 0;
    let mut peak = 0;
    while sent < bytes {
        let chunk = next_chunk();
        if stdin.write_all(&chunk).is_err() {
            break; // The checker stopped reading: it has its answer.
        }
        sent += chunk.len() as u64;
        // Read once: the checker may exit between two reads.
        if let Ok(status) = fs::read_to_string(format!("/proc/{}/status", child.id()))
            && let Some(now) = peak_memory_kib(&status)
        {
            peak = peak.max(now);
        }
    }
    drop(stdin);
    let output = child.wait_with_output().unwrap();
    (peak, output)
}

#[test]
fn a_stream_of_hundreds_of_megabytes_is_checked_in_a_few_megabytes() {
    // The first 300 MB of N = 15's answer, written as the test goes: right so far, then cut.
    let mut solutions = nqueens::solve::Solutions::new(15);
    let mut number = 0u64;
    let (peak, output) = check_a_stream(
        || {
            let mut writer = nqueens::formats::judge::JudgeWriter::new(Vec::new(), 15);
            for solution in solutions.by_ref().take(4096) {
                number += 1;
                writer.write_solution(number, solution.columns()).unwrap();
            }
            writer.finish().unwrap()
        },
        300 << 20,
    );
    eprintln!("peak memory checking 300 MB through a pipe: {peak} KiB");
    assert_eq!(exit_code(&output), 1);
    assert!(
        stderr(&output).contains("the file ends here; solutions No "),
        "{}",
        stderr(&output)
    );
    assert!(peak > 0 && peak < 32 << 10, "peak memory {peak} KiB");
}

#[test]
fn one_endless_line_is_refused_once_it_is_longer_than_any_line_can_be() {
    // 300 MB of `A` and no newline: refused after 33 bytes, not read whole.
    let (peak, output) = check_a_stream(|| vec![b'A'; 1 << 20], 300 << 20);
    eprintln!("peak memory refusing one endless line: {peak} KiB");
    assert_eq!(exit_code(&output), 1);
    assert_eq!(
        stderr(&output).trim_end(),
        "standard input:1: a line of more than 32 characters; a header (`No k:`) or a row of a \
         judge file is never that long"
    );
    // Binary bytes: the same, at the first line.
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let (_, output) = check_a_stream(
        || {
            (0..1 << 16)
                .map(|_| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    (seed >> 24) as u8 | 0x80
                })
                .collect()
        },
        64 << 20,
    );
    assert_eq!(exit_code(&output), 1);
    assert!(
        stderr(&output).starts_with("standard input:1: "),
        "{}",
        stderr(&output)
    );
}

#[test]
fn picture_draws_solution_k_as_svg_and_png() {
    use nqueens::solve::Solutions;
    use resvg::{tiny_skia, usvg};
    let folder = tempfile::tempdir().unwrap();
    let svg = folder.path().join("n8-no5.svg");
    let output = nqueens(&["picture", "8", "5", "-o", svg.to_str().unwrap()]);
    assert_eq!(exit_code(&output), 0, "{}", stderr(&output));
    let text = fs::read_to_string(&svg).unwrap();
    let tree = usvg::Tree::from_str(&text, &usvg::Options::default()).expect("a valid SVG");
    assert_eq!(tree.size().width().round() as u32, 800);
    assert_eq!(text.matches("<use ").count(), 8, "eight queens");
    // The queens stand where solution No 5 has them: row by row, at x = 24 + 60 + 100·column
    // + 8 for the queen's margin.
    let fifth = Solutions::new(8).nth(4).unwrap();
    for (row, &column) in fifth.columns().iter().enumerate() {
        let at = format!(
            r#"x="{}" y="{}""#,
            84 + 100 * u32::from(column) + 8,
            24 + 100 * row + 8
        );
        assert!(text.contains(&at), "no queen at {at}");
    }

    let png = folder.path().join("board.PNG");
    let output = nqueens(&[
        "picture",
        "--board",
        "2 4 1 3",
        "--size",
        "333",
        "--no-coordinates",
        "-o",
        png.to_str().unwrap(),
    ]);
    assert_eq!(exit_code(&output), 0, "{}", stderr(&output));
    let pixmap = tiny_skia::Pixmap::decode_png(&fs::read(&png).unwrap()).unwrap();
    assert_eq!((pixmap.width(), pixmap.height()), (333, 333));

    // A solution past the last is found by the work (1); a board that makes no sense is an
    // argument that makes none (2).
    for (args, code, message) in [
        (
            vec!["picture", "8", "93"],
            1,
            "N = 8 has 92 solutions; there is no solution No 93",
        ),
        (
            vec!["picture", "--board", "1 5 9 6 3 7 2 4"],
            2,
            "--board: read as a list of columns, line 1, character 5: column 9 is off",
        ),
        (
            vec!["picture", "--board", "0 4 7 5 2 6 1 3"],
            2,
            "--board: these columns count from 0 (they hold a 0 and no 8); give them from 1: \
             `1 5 8 6 3 7 2 4`",
        ),
        (
            vec!["picture", "6", "--board", "2 4 1 3"],
            2,
            "shows a 4×4 board, but N is 6",
        ),
        (
            vec!["picture", "8", "1", "--size", "3"],
            2,
            "a PNG is 16 to 8192 pixels a side, not 3",
        ),
    ] {
        let target = folder.path().join("no.png");
        let mut args = args;
        args.extend(["-o", target.to_str().unwrap()]);
        let output = nqueens(&args);
        assert_eq!(exit_code(&output), code, "{args:?}");
        assert!(stderr(&output).contains(message), "{}", stderr(&output));
        assert!(!target.exists());
    }
    let output = nqueens(&["picture", "8", "-o", "board.gif"]);
    assert_eq!(exit_code(&output), 2);
    assert!(stderr(&output).contains(".svg or .png"));
}

#[test]
fn export_to_a_redirected_file_is_the_same_after_what_came_before_and_when_appending() {
    use std::io::{Seek, Write};
    let folder = tempfile::tempdir().unwrap();
    let expected = nqueens(&["export", "10", "--threads", "1"]).stdout;
    assert_eq!(
        expected.len() as u64,
        nqueens::formats::judge::judge_size(10, 1, 724)
    );
    // `{ echo hello; nqueens export 10; } > file`: the text goes after what stands there.
    let path = folder.path().join("after.txt");
    let mut file = fs::File::create(&path).unwrap();
    file.write_all(b"hello\n").unwrap();
    let status = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["export", "10", "--threads", "2"])
        .stdout(file.try_clone().unwrap())
        .status()
        .unwrap();
    assert!(status.success());
    // The shared position is after the text, as a sequential write leaves it.
    assert_eq!(file.stream_position().unwrap(), 6 + expected.len() as u64);
    let mut whole = b"hello\n".to_vec();
    whole.extend_from_slice(&expected);
    assert!(fs::read(&path).unwrap() == whole);
    // `>>`: appended, not written at places.
    let path = folder.path().join("appended.txt");
    fs::write(&path, "old\n").unwrap();
    let file = fs::OpenOptions::new().append(true).open(&path).unwrap();
    let status = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["export", "10"])
        .stdout(file)
        .status()
        .unwrap();
    assert!(status.success());
    let mut whole = b"old\n".to_vec();
    whole.extend_from_slice(&expected);
    assert!(fs::read(&path).unwrap() == whole);
}

#[test]
fn check_recognises_each_format_says_which_and_takes_format_to_insist() {
    let folder = tempfile::tempdir().unwrap();
    let cases = [
        ("judge", "(the judge's format)"),
        ("columns", "(the columns format)"),
        ("checker", "(the Checker Challenge's format)"),
        ("leetcode", "(LeetCode's JSON)"),
    ];
    for (format, said) in cases {
        let path = folder.path().join(format);
        let exported = nqueens(&["export", "6", "--format", format]);
        fs::write(&path, exported.stdout).unwrap();
        let output = nqueens(&["check", path.to_str().unwrap()]);
        assert_eq!(exit_code(&output), 0, "{}", stderr(&output));
        let verdict = String::from_utf8(output.stdout).unwrap();
        assert!(verdict.trim_end().ends_with(said), "{verdict}");
        let insisted = nqueens(&["check", "--format", format, path.to_str().unwrap()]);
        assert_eq!(exit_code(&insisted), 0, "{}", stderr(&insisted));
    }
    // A JSON problem is placed as compilers place theirs, FILE:LINE:COLUMN.
    let path = folder.path().join("bad.json");
    fs::write(&path, "[[\".Q..\",\"...Q\",\"Q...\",\"..q.\"]]\n").unwrap();
    let output = nqueens(&["check", path.to_str().unwrap()]);
    assert_eq!(exit_code(&output), 1);
    assert_eq!(
        stderr(&output).trim_end(),
        format!(
            "{}:1:27: a lower-case `q` in rank 1, character 3; LeetCode's queen is a capital \
             `Q` (read as LeetCode's JSON)",
            path.display()
        )
    );
    // Columns given where the Checker Challenge's answer is insisted on: its lines are
    // read, and the count it lacks is named.
    let path = folder.path().join("columns");
    let output = nqueens(&["check", "--format", "checker", path.to_str().unwrap()]);
    assert_eq!(exit_code(&output), 1);
    assert!(
        stderr(&output).contains(":4: a fourth solution"),
        "{}",
        stderr(&output)
    );
    let output = nqueens(&[
        "check",
        "--format",
        "columns",
        "--n",
        "8",
        path.to_str().unwrap(),
    ]);
    assert!(
        stderr(&output).contains(":1: expected 8 numbers, a column for each rank, found 6"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn columns_and_json_streams_are_checked_in_a_few_megabytes() {
    use nqueens::formats::{Format, writer};
    // The first 64 MB of N = 15's answer as columns, then as LeetCode's list, cut there.
    for format in [Format::Columns, Format::Leetcode] {
        let mut solutions = nqueens::solve::Solutions::new(15);
        let mut started = false;
        let (peak, output) = check_a_stream(
            || {
                let mut chunk = Vec::new();
                let mut out = writer(format, &mut chunk, 15, 1);
                for solution in solutions.by_ref().take(4096) {
                    out.solution(solution.columns()).unwrap();
                }
                out.finish(0).unwrap();
                // One list: the writer's brackets and newline are kept only where they fit.
                if format == Format::Leetcode {
                    chunk.truncate(chunk.len() - 2);
                    if started {
                        chunk[0] = b',';
                    }
                }
                started = true;
                chunk
            },
            64 << 20,
        );
        eprintln!("peak memory checking 64 MB of {format:?} through a pipe: {peak} KiB");
        assert_eq!(exit_code(&output), 1, "{}", stderr(&output));
        let expected = match format {
            Format::Leetcode => "EOF while parsing a list",
            _ => "the file ends here; solutions No ",
        };
        assert!(stderr(&output).contains(expected), "{}", stderr(&output));
        assert!(peak > 0 && peak < 32 << 10, "peak memory {peak} KiB");
    }
}

#[test]
fn animate_writes_a_gif_a_frame_a_step_and_refuses_what_it_cannot_draw() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("search.gif");
    let output = nqueens(&[
        "animate",
        "4",
        "--variant",
        "generate",
        "--first",
        "3",
        "--last",
        "12",
        "--width",
        "480",
        "-o",
        path.to_str().unwrap(),
    ]);
    assert_eq!(exit_code(&output), 0, "{}", stderr(&output));
    let bytes = fs::read(&path).unwrap();
    let mut decoder = gif::DecodeOptions::new().read_info(&bytes[..]).unwrap();
    assert_eq!((decoder.width(), decoder.height()), (480, 270));
    let mut frames = 0;
    while decoder.read_next_frame().unwrap().is_some() {
        frames += 1;
    }
    assert_eq!(frames, 10);
    for (args, says) in [
        (&["animate", "9", "-o", "x.gif"][..], "N = 4 to 8, not 9"),
        (
            &["animate", "4", "-o", "x.png"][..],
            "end the name with .gif",
        ),
        (
            &["animate", "4", "--first", "5", "--last", "2", "-o", "x.gif"][..],
            "steps 5 to 2",
        ),
        (
            &["animate", "4", "--variant", "greedy", "-o", "x.gif"][..],
            "one of generate, plain, forward, permutation, bitboard",
        ),
    ] {
        let output = nqueens(args);
        assert_eq!(exit_code(&output), 2, "{args:?}");
        assert!(
            stderr(&output).contains(says),
            "{args:?}: {}",
            stderr(&output)
        );
    }
}
