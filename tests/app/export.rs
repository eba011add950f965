//! The export window: the bytes `nqueens export` writes, in every format, ranges, files that cannot
//! be written, Cancel.

use crate::support::fixtures::{GOLDEN_EIGHT, exported_in};
use crate::support::gated_app;
use eframe::egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nqueens::app::{Action, App, BrowseAction, TopAction};
use nqueens::board::Placement;
use nqueens::solve::Solutions;
use nqueens::worker::{Gate, Lane};

use crate::support::{
    Inspected, act, app, board_shown, search_done, set_n, step_until, type_into, wait_for_label,
};

#[test]
fn exports_the_same_bytes_as_the_command_line() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("answer.txt");
    let mut harness = app();
    search_done(&mut harness);
    harness.get_by_label("Export…").click();
    harness.run_steps(3);
    harness.get_by_label_contains("Size: 7.1 KiB (7,259 bytes)");
    type_into(&mut harness, "File:", path.to_str().unwrap());
    harness.run_steps(3);
    harness.get_by_label("Write").click();
    harness.run_steps(3);
    step_until(&mut harness, "the export", |app| !app.exporting());
    harness.get_by_label_contains("Wrote 92 solutions");
    assert!(std::fs::read(&path).unwrap() == GOLDEN_EIGHT);

    harness.get_by_label("The one on screen (No 1)").click();
    harness.run_steps(3);
    harness.get_by_label("Write").click();
    harness.run_steps(3);
    // The file is there: the window asks before it replaces it, and keeps it if told to.
    wait_for_label(
        &mut harness,
        &format!("{} exists already. Replace it?", path.display()),
    );
    harness.get_by_label("Keep it").click();
    harness.run_steps(3);
    harness.get_by_label_contains("was kept as it was; nothing was written.");
    assert!(std::fs::read(&path).unwrap() == GOLDEN_EIGHT);
    harness.get_by_label("Write").click();
    wait_for_label(
        &mut harness,
        &format!("{} exists already. Replace it?", path.display()),
    );
    harness.get_by_label("Replace").click();
    harness.run_steps(3);
    step_until(&mut harness, "the second export", |app| !app.exporting());
    assert!(std::fs::read(&path).unwrap() == GOLDEN_EIGHT[..78]);
    harness.get_by_label_contains("Wrote 1 solution, 78 bytes, to");

    // What was said of N = 8 goes with it.
    set_n(&mut harness, 9);
    assert!(harness.query_by_label_contains("Wrote").is_none());
    harness.get_by_label("All 352 solutions");
}

#[test]
fn an_export_names_the_file_asked_for_and_where_a_typed_path_goes() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("no such folder").join("answer.txt");
    let mut harness = app();
    search_done(&mut harness);
    act(&mut harness, Action::Top(TopAction::OpenExport));
    type_into(&mut harness, "File:", "answer.txt");
    let here = std::env::current_dir().unwrap().join("answer.txt");
    harness.get_by_label(&format!("That is {}", here.display()));
    type_into(&mut harness, "File:", path.to_str().unwrap());
    harness.get_by_label("Write").click();
    harness.run_steps(3);
    step_until(&mut harness, "the export", |app| !app.exporting());
    harness.get_by_label(&format!(
        "Cannot write {}: there is no folder {}.",
        path.display(),
        path.parent().unwrap().display()
    ));
    // A folder, and a place where no file can be made, said as sentences about the file.
    type_into(&mut harness, "File:", folder.path().to_str().unwrap());
    harness.get_by_label("Write").click();
    harness.run_steps(3);
    step_until(&mut harness, "the export", |app| !app.exporting());
    harness.get_by_label(&format!(
        "Cannot write {}: it is a folder; give the name of a file in it.",
        folder.path().display()
    ));
    type_into(&mut harness, "File:", "/proc/x.txt");
    harness.get_by_label("Write").click();
    harness.run_steps(3);
    step_until(&mut harness, "the export", |app| !app.exporting());
    let said = harness
        .get_by_label_contains("Cannot write /proc/x.txt: ")
        .accesskit_node()
        .label()
        .unwrap_or_default();
    assert!(
        !said.contains("os error") && !said.contains("entity"),
        "{said}"
    );
}

#[test]
fn a_running_export_says_which_n_it_writes_and_stops_with_its_n() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("big.txt");
    // Held at its start, the export still runs when N changes, however fast the machine.
    let gate = Gate::new();
    gate.hold(Lane::Export);
    let mut harness = gated_app(&gate);
    set_n(&mut harness, 14);
    act(&mut harness, Action::Top(TopAction::OpenExport));
    type_into(&mut harness, "File:", path.to_str().unwrap());
    harness.get_by_label("Write").click();
    harness.run_steps(3);
    assert!(harness.inspect().exporting());
    harness.get_by_label_contains(&format!(
        "Writing all solutions of N = 14 to {}",
        path.display()
    ));
    set_n(&mut harness, 13);
    step_until(&mut harness, "the export to stop", |app| !app.exporting());
    harness.get_by_label("Cancelled when N changed to 13; nothing was written.");
    harness.get_by_label("All 73,712 solutions");
    assert!(!path.exists());
}

#[test]
fn cancel_means_cancelled_for_an_export_under_way() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("far.txt");
    // Held at its start, the export still runs when Cancel is pressed, however fast the
    // machine; let through, it would skip to No 90,000,000 of N = 17 first.
    let gate = Gate::new();
    gate.hold(Lane::Export);
    let mut harness = gated_app(&gate);
    set_n(&mut harness, 17);
    act(&mut harness, Action::Top(TopAction::OpenExport));
    harness.get_by_label("A range:").click();
    harness.run_steps(2);
    type_into(&mut harness, "from No", "90000000");
    type_into(&mut harness, "to No", "90000010");
    type_into(&mut harness, "File:", path.to_str().unwrap());
    harness.get_by_label("Write").click();
    harness.run_steps(2);
    assert!(harness.inspect().exporting());
    harness.get_by_label("Cancel").click();
    harness.run_steps(2);
    step_until(&mut harness, "the export to stop", |app| !app.exporting());
    harness.get_by_label("Cancelled; nothing was written.");
    assert!(!harness.inspect().busy_lanes().contains(&Lane::Export));
    assert_eq!(std::fs::read_dir(folder.path()).unwrap().count(), 0);
    // A new export can start at once.
    harness.get_by_label("Write");
}

#[test]
fn the_one_on_screen_is_written_in_fundamental_mode_too() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("one.txt");
    let mut harness = app();
    search_done(&mut harness);
    harness.get_by_label("Fundamental solutions only").click();
    harness.run_steps(2);
    search_done(&mut harness);
    act(&mut harness, Action::Browse(BrowseAction::GoTo(4)));
    board_shown(&mut harness, 4);
    let shown = harness.inspect().current_solution().cloned().unwrap();
    let fundamental: Vec<Placement> = Solutions::new(8).fundamental_only().collect();
    assert_eq!(shown, fundamental[3]);
    act(&mut harness, Action::Top(TopAction::OpenExport));
    harness
        .get_by_label("The one on screen (No 4 of the fundamental solutions)")
        .click();
    type_into(&mut harness, "File:", path.to_str().unwrap());
    harness.get_by_label("Write").click();
    harness.run_steps(2);
    step_until(&mut harness, "the export", |app| !app.exporting());
    let text = std::fs::read_to_string(&path).unwrap();
    let rows: String = shown
        .columns()
        .iter()
        .map(|&c| {
            let mut row = vec![b'.'; 8];
            row[usize::from(c)] = b'A';
            String::from_utf8(row).unwrap() + "\n"
        })
        .collect();
    assert_eq!(text, format!("No 4:\n{rows}"));
}

#[test]
fn the_export_range_moves_the_other_end_and_says_why() {
    let mut harness = app();
    search_done(&mut harness);
    act(&mut harness, Action::Top(TopAction::OpenExport));
    let value = |harness: &Harness<'_, App>, label: &str| {
        harness.get_by_label(label).accesskit_node().numeric_value()
    };
    // Every solution until the user sets the range: "from 50" needs no "to" first.
    assert_eq!(value(&harness, "to No"), Some(92.0));
    type_into(&mut harness, "from No", "50");
    harness.key_press(Key::Enter);
    harness.run_steps(2);
    assert_eq!(value(&harness, "from No"), Some(50.0));
    assert!(harness.query_by_label_contains("moved").is_none());
    // Nothing is put in order while a number is typed: "6" of "60" does not move "from".
    type_into(&mut harness, "to No", "6");
    assert_eq!(value(&harness, "from No"), Some(50.0));
    harness.get_by_label("to No").type_text("0");
    harness.key_press(Key::Enter);
    harness.run_steps(2);
    assert_eq!(value(&harness, "from No"), Some(50.0));
    assert_eq!(value(&harness, "to No"), Some(60.0));
    harness.get_by_label_contains(", 11 solutions");
    type_into(&mut harness, "to No", "100");
    harness.key_press(Key::Enter);
    harness.run_steps(2);
    harness.get_by_label("“to” is now No 92: N = 8 has 92 solutions.");
    assert_eq!(value(&harness, "from No"), Some(50.0));
    type_into(&mut harness, "to No", "5");
    harness.key_press(Key::Enter);
    harness.run_steps(2);
    harness.get_by_label("“from” moved down to No 5: a range cannot start after it ends.");
    type_into(&mut harness, "from No", "30");
    harness.key_press(Key::Enter);
    harness.run_steps(2);
    harness.get_by_label("“to” moved up to No 30: a range cannot end before it starts.");
    harness.get_by_label_contains(", 1 solution");
}

#[test]
fn exports_every_judges_format_as_the_command_line_does() {
    use nqueens::formats::Format;
    let folder = tempfile::tempdir().unwrap();
    let mut harness = app();
    search_done(&mut harness);
    harness.get_by_label("Export…").click();
    harness.run_steps(3);
    let cases = [
        (Format::Columns, "Columns", "1,472 bytes", "answer.txt"),
        (
            Format::Checker,
            "Checker Challenge",
            "51 bytes",
            "checker.txt",
        ),
        (
            Format::Leetcode,
            "LeetCode JSON",
            "8,282 bytes",
            "leetcode.json",
        ),
    ];
    for (format, name, size, file) in cases {
        harness.get_by_label(name).click();
        harness.run_steps(3);
        harness.get_by_label_contains(size);
        let path = folder.path().join(file);
        type_into(&mut harness, "File:", path.to_str().unwrap());
        harness.get_by_label("Write").click();
        harness.run_steps(3);
        step_until(&mut harness, "the export", |app| !app.exporting());
        assert_eq!(
            std::fs::read(&path).unwrap(),
            exported_in(format, 8),
            "{name}"
        );
    }
    // The Checker Challenge's answer and LeetCode's are whole: no range, no single board.
    harness.get_by_label("This format is always written whole: no range, no single board.");
    assert!(
        harness
            .get_by_label("The one on screen (No 1)")
            .accesskit_node()
            .is_disabled()
    );
    // The columns of the board on screen: one line.
    harness.get_by_label("Columns").click();
    harness.run_steps(3);
    harness.get_by_label("The one on screen (No 1)").click();
    harness.run_steps(3);
    let one = folder.path().join("one.txt");
    type_into(&mut harness, "File:", one.to_str().unwrap());
    harness.get_by_label("Write").click();
    harness.run_steps(3);
    step_until(&mut harness, "the export", |app| !app.exporting());
    assert_eq!(std::fs::read(&one).unwrap(), b"1 5 8 6 3 7 2 4\n");
}
