//! The student's own file: opened, dropped or typed, checked as `nqueens check` does, and shown
//! where it goes wrong.

use std::time::Duration;

use egui_kittest::kittest::{NodeT, Queryable};
use nqueens::app::{Action, FileAction, Mode, TopAction};
use nqueens::board::{Square, Squares};
use nqueens::solve::Solutions;

use crate::support::fixtures::{exported_in, judge_lines, write_lines};
use crate::support::{
    Inspected, act, app, is_off, open_file, set_n, settle, step_until, type_into, wait_for_label,
};

/// What `nqueens check` says of the file, in the words the window uses.
fn cli_verdict(path: &std::path::Path) -> String {
    let file = std::io::BufReader::new(std::fs::File::open(path).unwrap());
    match nqueens::check::check(file, None, None, &std::sync::atomic::AtomicBool::new(false)) {
        Ok(verdict) => verdict.to_string(),
        Err(error) => error.to_string(),
    }
}

/// The line a verdict names: `Line 1,234:` in the window, `line 1234:` from the command line.
fn line_of(verdict: &str) -> u64 {
    let (head, _) = verdict.split_once(':').expect("a verdict names its line");
    head.trim_start_matches(['L', 'l'])
        .trim_start_matches("ine ")
        .replace(',', "")
        .parse()
        .expect("the line's number")
}

#[test]
fn a_broken_file_of_each_kind_is_shown_where_it_goes_wrong() {
    let folder = tempfile::tempdir().unwrap();
    let good = judge_lines(8);
    let board = |k: usize| (k - 1) * 9;
    let mut cases: Vec<(&str, Vec<String>, &str, &str, &str)> = Vec::new();
    // Board No 14 with two rows swapped: not a solution.
    let mut diagonal = good.clone();
    diagonal.swap(board(14) + 3, board(14) + 4);
    cases.push((
        "diagonal.txt",
        diagonal,
        "Line 123: not a solution: a4 and b5 share a diagonal",
        "No 14 in your file: not a solution",
        "Expected here: solution No 14",
    ));
    // Boards No 14 and 15 in the wrong order.
    let mut order = good.clone();
    for row in 1..9 {
        order.swap(board(14) + row, board(15) + row);
    }
    cases.push((
        "order.txt",
        order,
        "Line 118: solutions No 14 and No 15 are in each other's places: this board is No 15, \
         and No 14 comes after it",
        "No 14 in your file: solution No 15",
        "Expected here: solution No 14",
    ));
    // Board No 14 deleted with its header, the headers kept as they were.
    let mut deleted = good.clone();
    deleted.drain(board(14)..board(15));
    cases.push((
        "deleted.txt",
        deleted,
        "Line 118: solution No 14 is missing here: this board is No 15",
        "No 15 in your file: solution No 15",
        "Expected here: solution No 14",
    ));
    // Board No 14 given twice under its own header.
    let mut twice = good.clone();
    twice.splice(board(15)..board(15), good[board(14)..board(15)].to_vec());
    cases.push((
        "twice.txt",
        twice,
        "Line 127: solution No 14 again",
        "No 14 in your file: solution No 14",
        "Expected here: solution No 15",
    ));
    // Board No 3 given again as No 4.
    let mut repeated = good.clone();
    for row in 1..9 {
        repeated[board(4) + row] = good[board(3) + row].clone();
    }
    cases.push((
        "repeated.txt",
        repeated,
        "Line 28: solution No 3 again",
        "No 4 in your file: solution No 3",
        "Expected here: solution No 4",
    ));
    // The last two boards missing.
    cases.push((
        "missing.txt",
        good[..board(91)].to_vec(),
        "Line 811: the file ends here, and solutions No 91 to No 92 are missing",
        "Your file",
        "Expected next: solution No 91",
    ));
    // One board too many.
    let mut extra = good.clone();
    extra.push("No 93:".to_string());
    extra.extend(good[board(1) + 1..board(2)].iter().cloned());
    cases.push((
        "extra.txt",
        extra,
        "Line 829: one board too many: N = 8 has 92 solutions only",
        "No 93 in your file: solution No 1",
        "Expected here",
    ));
    for (name, lines, verdict, left, right) in cases {
        let mut harness = app();
        let path = write_lines(folder.path(), name, &lines);
        open_file(&mut harness, &path);
        let shown = harness.inspect().file_verdict().unwrap();
        assert!(shown.starts_with(verdict), "{name}: {shown}");
        assert_eq!(
            line_of(&shown),
            line_of(&cli_verdict(&path)),
            "{name}: the same line as the CLI"
        );
        harness.get_by_label_contains(verdict);
        harness.get_by_label(left);
        harness.get_by_label(right);
    }
}

#[test]
fn a_format_problem_shows_its_lines_with_the_character_at_fault() {
    let folder = tempfile::tempdir().unwrap();
    let good = judge_lines(6);
    for (name, change, verdict) in [
        ("stray.txt", (3usize, ".A.x.."), "Line 3: “x” in column 4"),
        (
            "long.txt",
            (4, ".........................................."),
            "Line 4: a line of more than 32 characters",
        ),
        (
            "header.txt",
            (8, "No 2"),
            "Line 8: a header such as “No 1:” belongs here, and the line reads “No 2”",
        ),
    ] {
        let mut lines = good.clone();
        lines[change.0 - 1] = change.1.to_string();
        let path = write_lines(folder.path(), name, &lines);
        let mut harness = app();
        open_file(&mut harness, &path);
        let shown = harness.inspect().file_verdict().unwrap();
        assert!(shown.starts_with(verdict), "{name}: {shown}");
        assert_eq!(line_of(&shown), line_of(&cli_verdict(&path)));
        harness.get_by_label("The lines around the problem:");
        // The line at fault, with its number, hovered says so.
        let line = change.0;
        harness.get_by_label_contains(&format!("{line} │ "));
    }
}

#[test]
fn steps_through_the_file_s_boards_to_the_problem_and_edits_one() {
    let folder = tempfile::tempdir().unwrap();
    let mut lines = judge_lines(6);
    // Board No 3 of 4 is not a solution: its first two rows swapped.
    lines.swap(2 * 7 + 1, 2 * 7 + 2);
    let path = write_lines(folder.path(), "answer.txt", &lines);
    let mut harness = app();
    open_file(&mut harness, &path);
    assert_eq!(harness.inspect().file_board_shown(), Some((3, 3)));
    harness.get_by_label("The problem, at board No 3 of your file");
    harness.get_by_label("First").click();
    harness.run_steps(2);
    wait_for_label(&mut harness, "Solution No 1: the same");
    harness.get_by_label("No 1 in your file");
    harness.get_by_label("Board No 1 of 3 in your file");
    harness.get_by_label("Next").click();
    harness.run_steps(2);
    wait_for_label(&mut harness, "Solution No 2: the same");
    harness.get_by_label("Go to the problem").click();
    harness.run_steps(2);
    assert_eq!(harness.inspect().file_board_shown(), Some((3, 3)));
    harness.get_by_label("Edit on the hand-made board").click();
    harness.run_steps(3);
    assert_eq!(harness.inspect().mode(), Mode::Place);
    let third = Solutions::new(6).nth(2).unwrap();
    let mut expected = Squares::from(&third);
    // The file's board, rows 1 and 2 swapped.
    let (first, second) = (expected.queens()[0], expected.queens()[1]);
    for queen in [first, second] {
        expected.toggle(queen);
    }
    expected.toggle(Square::new(0, second.column));
    expected.toggle(Square::new(1, first.column));
    assert_eq!(harness.inspect().hand_board(), &expected);
    // The right file, opened by typing its path.
    let right = write_lines(folder.path(), "right.txt", &judge_lines(6));
    act(&mut harness, Action::Top(TopAction::Mode(Mode::File)));
    type_into(&mut harness, "Answer file:", right.to_str().unwrap());
    harness.get_by_label("Check").click();
    harness.run_steps(2);
    step_until(&mut harness, "the check", |app| !app.checking_file());
    harness.get_by_label_contains("Correct: all 4 solutions of N = 6");
    assert_eq!(harness.inspect().file_board_shown(), Some((1, 4)));
    // Two presses of Next within one frame go two boards on.
    harness.get_by_label("Next").click_accesskit();
    harness.get_by_label("Next").click_accesskit();
    harness.run_steps(2);
    assert_eq!(harness.inspect().file_board_shown(), Some((3, 4)));
}

#[test]
fn a_file_that_cannot_be_read_is_said_in_words_not_the_systems() {
    let mut harness = app();
    let folder = tempfile::tempdir().unwrap();
    let missing = folder.path().join("answer.txt");
    act(&mut harness, Action::Top(TopAction::Mode(Mode::File)));
    type_into(&mut harness, "Answer file:", missing.to_str().unwrap());
    harness.get_by_label("Check").click();
    harness.run_steps(2);
    step_until(&mut harness, "the check", |app| !app.checking_file());
    harness.get_by_label(&format!(
        "Cannot read {}: there is no such file.",
        missing.display()
    ));
    type_into(
        &mut harness,
        "Answer file:",
        folder.path().to_str().unwrap(),
    );
    harness.get_by_label("Check").click();
    harness.run_steps(2);
    step_until(&mut harness, "the check", |app| !app.checking_file());
    let said = harness
        .get_by_label_contains(&format!("Cannot read {}: ", folder.path().display()))
        .accesskit_node()
        .label()
        .unwrap_or_default();
    assert!(!said.contains("os error"), "{said}");
}

/// A file dropped on the window, as egui-winit hands it over.
#[derive(Debug)]
struct Dropped(std::path::PathBuf);

impl eframe::egui::DroppedFile for Dropped {
    fn path(&self) -> &std::path::Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|error| error.to_string())
    }
}

#[test]
fn a_file_dropped_on_the_window_is_checked() {
    let folder = tempfile::tempdir().unwrap();
    let path = write_lines(folder.path(), "dropped.txt", &judge_lines(5));
    let mut harness = app();
    harness
        .input_mut()
        .dropped_files
        .push(std::sync::Arc::new(Dropped(path)));
    harness.run_steps(2);
    assert_eq!(harness.inspect().mode(), Mode::File);
    step_until(&mut harness, "the check", |app| !app.checking_file());
    harness.get_by_label_contains("Correct: all 10 solutions of N = 5");
}

/// A named pipe that gives the boards of N = 10 slowly, as a file on a slow disk would, until
/// its reader goes away; and the thread that writes them.
fn slow_file(
    folder: &std::path::Path,
    name: &str,
) -> (std::path::PathBuf, std::thread::JoinHandle<()>) {
    let fifo = folder.join(name);
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    let lines = judge_lines(10);
    let path = fifo.clone();
    let writer = std::thread::spawn(move || {
        use std::io::Write;
        let Ok(mut pipe) = std::fs::OpenOptions::new().write(true).open(&path) else {
            return;
        };
        for board in lines.chunks(11) {
            if pipe
                .write_all((board.join("\n") + "\n").as_bytes())
                .is_err()
            {
                return;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    });
    (fifo, writer)
}

/// Waits for a `slow_file` writer. A check stopped before it opened the pipe
/// leaves the writer blocked in `open`: a reader that opens without blocking
/// and closes at once lets it through, and its first write then fails.
fn finish_writer(fifo: &std::path::Path, writer: std::thread::JoinHandle<()>) {
    use std::os::unix::fs::OpenOptionsExt;
    if !writer.is_finished() {
        drop(
            std::fs::OpenOptions::new()
                .read(true)
                .custom_flags(libc::O_NONBLOCK)
                .open(fifo),
        );
    }
    writer.join().unwrap();
}

#[test]
fn a_check_shows_its_progress_and_stops_at_cancel_or_when_its_view_is_left() {
    let folder = tempfile::tempdir().unwrap();
    let (fifo, writer) = slow_file(folder.path(), "slow.txt");
    let mut harness = app();
    act(&mut harness, Action::File(FileAction::Open(fifo.clone())));
    assert!(harness.inspect().checking_file());
    wait_for_label(&mut harness, "Check progress");
    harness.get_by_label("Cancel").click();
    harness.run_steps(2);
    step_until(&mut harness, "the cancel", |app| !app.checking_file());
    harness.get_by_label("Cancelled: the check did not finish.");
    finish_writer(&fifo, writer);

    let (fifo, writer) = slow_file(folder.path(), "slower.txt");
    act(&mut harness, Action::File(FileAction::Open(fifo.clone())));
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Browse)));
    step_until(&mut harness, "the check to stop", |app| {
        !app.checking_file()
    });
    act(&mut harness, Action::Top(TopAction::Mode(Mode::File)));
    harness.get_by_label("Stopped when the view was left: the check did not finish.");
    finish_writer(&fifo, writer);
    settle(&mut harness);
}

#[test]
fn an_empty_file_is_checked_for_the_n_chosen_and_the_top_bar_follows_the_file() {
    let folder = tempfile::tempdir().unwrap();
    let empty = folder.path().join("empty.txt");
    std::fs::write(&empty, "").unwrap();
    let mut harness = app();
    set_n(&mut harness, 2);
    act(&mut harness, Action::Top(TopAction::Mode(Mode::File)));
    open_file(&mut harness, &empty);
    step_until(&mut harness, "the check", |app| {
        app.file_verdict().is_some()
    });
    assert_eq!(
        harness.inspect().file_verdict().unwrap(),
        "Correct: N = 2 has no solution, and the file is empty."
    );
    // Another N checks the same empty file again, for that N.
    set_n(&mut harness, 8);
    step_until(&mut harness, "the check for N = 8", |app| {
        app.file_verdict()
            .is_some_and(|verdict| verdict.contains("N = 8"))
    });
    assert_eq!(
        harness.inspect().file_verdict().unwrap(),
        "Line 1: the file is empty, but N = 8 has 92 solutions: an empty file is right only \
         for N = 2 and N = 3."
    );
    // A file of N = 6 sets N = 6 in the top bar, which then cannot be changed.
    let six = write_lines(folder.path(), "six.txt", &judge_lines(6));
    open_file(&mut harness, &six);
    step_until(&mut harness, "the check of N = 6", |app| {
        app.file_verdict().is_some()
    });
    harness.run_steps(3);
    assert_eq!(harness.inspect().n(), 6);
    assert!(is_off(&harness, "Larger board"));
}

#[test]
fn the_file_view_checks_every_format_and_shows_its_boards() {
    use nqueens::formats::Format;
    let folder = tempfile::tempdir().unwrap();
    let mut harness = app();
    // LeetCode's list with its second board the first again.
    let text = String::from_utf8(exported_in(Format::Leetcode, 6)).unwrap();
    let first = &text[1..=text.find("],").unwrap()];
    let repeated = text.replacen("],[", &format!("],{first},["), 1);
    let path = folder.path().join("leetcode.json");
    std::fs::write(&path, &repeated).unwrap();
    open_file(&mut harness, &path);
    harness.get_by_label(
        "Line 1: a board given twice: solution No 1 (in the judge's order) is in the list \
         already.",
    );
    harness.get_by_label("Read as LeetCode 51's answer: a JSON list of boards, in any order.");
    harness.get_by_label("Board 2 of your list: solution No 1");
    harness.get_by_label("LeetCode takes the boards in any order: none is expected at a place.");
    // The board before it is read from the list again.
    harness.get_by_label("First").click();
    harness.run_steps(2);
    wait_for_label(&mut harness, "Board 1 of your list");

    // The Checker Challenge's answer with a wrong count.
    let checker = String::from_utf8(exported_in(Format::Checker, 8)).unwrap();
    let path = folder.path().join("checker.txt");
    std::fs::write(&path, checker.replace("92", "91")).unwrap();
    open_file(&mut harness, &path);
    harness.get_by_label("Line 4: the count is 91, but N = 8 has 92 solutions.");
    harness.get_by_label("Your count");
    harness.get_by_label("The number of solutions");
    harness.get_by_label("First").click();
    harness.run_steps(2);
    wait_for_label(&mut harness, "Solution No 1: the same");
    harness.get_by_label("Next").click();
    harness.run_steps(2);
    wait_for_label(&mut harness, "Solution No 2: the same");
    assert_eq!(
        harness.inspect().file_board_shown(),
        Some((2, 4)),
        "three right boards, then the count"
    );

    // Columns, a line missing.
    let columns = String::from_utf8(exported_in(Format::Columns, 8)).unwrap();
    let path = folder.path().join("columns.txt");
    let lines: Vec<&str> = columns
        .lines()
        .filter(|line| *line != "1 6 8 3 7 4 2 5")
        .collect();
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    open_file(&mut harness, &path);
    harness.get_by_label("Line 2: solution No 2 is missing here: this board is No 3.");
    harness.get_by_label("Read as the columns format: a solution a line.");
    harness.get_by_label("Expected here: solution No 2");
}
