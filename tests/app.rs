//! The real app driven through its accessible labels, as a user or a screen reader finds them.
//! No test opens a native dialog or needs a display.

use std::time::{Duration, Instant};

use eframe::egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nqueens::app::{App, Mode};
use nqueens::solve::Solutions;

const GOLDEN_EIGHT: &[u8] = include_bytes!("golden/eight_queens.txt");

/// The app in English, whatever the language of the machine the tests run on.
fn app() -> Harness<'static, App> {
    let mut harness = Harness::builder()
        .with_size([1100.0, 800.0])
        .build_eframe(|cc| App::new(cc));
    let english = Some(nqueens::app::i18n::Language::English);
    harness.state_mut().act(nqueens::app::Action::Top(
        nqueens::app::TopAction::Language(english),
    ));
    harness.run_steps(2);
    harness
}

/// Steps frames until `done` holds; the solver threads run meanwhile.
fn step_until(harness: &mut Harness<'_, App>, what: &str, done: impl Fn(&App) -> bool) {
    let deadline = Instant::now() + Duration::from_mins(1);
    while !done(harness.state()) {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(5));
        harness.run_steps(3);
    }
    harness.run_steps(3);
}

/// Focuses the text field labelled `label` and types `text` into it, replacing what was there.
fn type_into(harness: &mut Harness<'_, App>, label: &str, text: &str) {
    harness.get_by_label(label).focus();
    harness.run_steps(1);
    harness.key_press_modifiers(eframe::egui::Modifiers::COMMAND, Key::A);
    harness.get_by_label(label).type_text(text);
    harness.run_steps(2);
}

/// Steps frames until a widget labelled `label` shows up.
fn wait_for_label(harness: &mut Harness<'_, App>, label: &str) {
    let deadline = Instant::now() + Duration::from_mins(1);
    while harness.query_by_label(label).is_none() {
        assert!(Instant::now() < deadline, "timed out waiting for `{label}`");
        std::thread::sleep(Duration::from_millis(5));
        harness.step();
    }
}

fn search_done(harness: &mut Harness<'_, App>) {
    step_until(harness, "the search to finish", App::search_finished);
}

/// Waits for the browser to show solution No `number`: one not in memory comes from a fetch
/// on the worker.
fn board_shown(harness: &mut Harness<'_, App>, number: u64) {
    step_until(harness, &format!("solution No {number} on screen"), |app| {
        app.current_number() == number && app.current_solution().is_some()
    });
}

#[test]
fn steps_through_the_solutions_in_order() {
    let mut harness = app();
    search_done(&mut harness);
    harness.get_by_label("No 1 of 92");
    harness.get_by_label("Next").click();
    harness.run_steps(3);
    harness.get_by_label("No 2 of 92");
    harness.key_press(Key::ArrowRight);
    harness.run_steps(3);
    assert_eq!(harness.state().current_number(), 3);
    harness.key_press(Key::End);
    harness.run_steps(3);
    harness.get_by_label("No 92 of 92");
    harness.key_press(Key::ArrowLeft);
    harness.run_steps(3);
    assert_eq!(harness.state().current_number(), 91);
    harness.key_press(Key::Home);
    harness.run_steps(3);
    assert_eq!(harness.state().current_number(), 1);
    harness.get_by_label("Last").click();
    harness.run_steps(3);
    assert_eq!(harness.state().current_number(), 92);
    let expected: Vec<_> = Solutions::new(8).collect();
    assert_eq!(harness.state().current_solution(), expected.last());
}

#[test]
fn every_press_counts_also_several_within_one_frame() {
    let mut harness = app();
    search_done(&mut harness);
    // Three presses of Next from a screen reader, and two of the right arrow, each pair
    // arriving before the window draws again.
    for _ in 0..3 {
        harness.get_by_label("Next").click_accesskit();
    }
    harness.run_steps(3);
    assert_eq!(harness.state().current_number(), 4);
    harness.key_press(Key::ArrowRight);
    harness.key_press(Key::ArrowRight);
    harness.key_press(Key::ArrowLeft);
    harness.run_steps(3);
    assert_eq!(harness.state().current_number(), 5);
    harness.get_by_label("Previous").click_accesskit();
    harness.get_by_label("Previous").click_accesskit();
    harness.run_steps(3);
    assert_eq!(harness.state().current_number(), 3);

    // Three steps of the animation within one frame are three: try a8, place it, try a7.
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Watch)));
    harness.run_steps(3);
    for _ in 0..3 {
        harness.get_by_label("Step").click_accesskit();
    }
    harness.run_steps(3);
    assert_eq!(harness.state().watch_counters().tried, 2);
    harness.get_by_label("Trying a7…");
}

#[test]
fn jumps_to_a_number() {
    let mut harness = app();
    search_done(&mut harness);
    type_into(&mut harness, "Go to No", "37");
    harness.run_steps(3);
    harness.get_by_label("Go").click();
    board_shown(&mut harness, 37);
    assert_eq!(
        harness.state().current_solution(),
        Solutions::new(8).nth(36).as_ref()
    );
    harness.get_by_label("No 37 of 92");

    type_into(&mut harness, "Go to No", "1000");
    harness.get_by_label("Go").click();
    harness.run_steps(3);
    harness.get_by_label("N = 8 has 92 solutions; there is no No 1,000.");
}

#[test]
fn choosing_n_restarts_the_search_and_cancels_the_old_one() {
    let mut harness = app();
    search_done(&mut harness);
    for _ in 8..16 {
        harness.get_by_label("Larger board").click();
        harness.run_steps(3);
    }
    assert_eq!(harness.state().n(), 16);
    let sixteen = harness.state().enumeration_job().expect("the search runs");
    step_until(&mut harness, "solutions of N = 16", |app| app.found() > 0);
    assert!(
        !harness.state().search_finished(),
        "N = 16 takes longer than a few frames"
    );
    harness.get_by_label("Smaller board").click();
    harness.run_steps(3);
    assert_eq!(harness.state().n(), 15);
    step_until(&mut harness, "the N = 16 search to stop", |app| {
        app.was_cancelled(sixteen)
    });
    assert_ne!(harness.state().enumeration_job(), Some(sixteen));
    harness.key_press(Key::ArrowDown);
    harness.run_steps(2);
    assert_eq!(
        harness.state().n(),
        14,
        "the down arrow makes the board smaller"
    );
    step_until(&mut harness, "solutions of N = 14", |app| app.found() > 0);
    let first = Solutions::new(14).next();
    assert_eq!(harness.state().current_solution(), first.as_ref());
}

#[test]
fn places_queens_by_clicking_and_reads_the_verdict() {
    let mut harness = app();
    search_done(&mut harness);
    harness.get_by_label("Place queens").click();
    harness.run_steps(3);
    assert_eq!(harness.state().mode(), Mode::Place);
    harness.get_by_label("b3, empty").click();
    harness.run_steps(3);
    harness.get_by_label("d5, empty").click();
    harness.run_steps(3);
    harness.get_by_label_contains("b3 and d5 share a diagonal");

    harness.get_by_label("Clear board").click();
    harness.run_steps(3);
    harness.get_by_label("a8, empty").click();
    wait_for_label(&mut harness, "4 solutions contain these queens.");
    harness
        .get_by_label("Complete to the first solution")
        .click();
    wait_for_label(&mut harness, "This is solution No 1 of 92.");
    harness.get_by_label("Open in browser").click();
    harness.run_steps(3);
    assert_eq!(harness.state().mode(), Mode::Browse);
    assert_eq!(harness.state().current_number(), 1);
}

#[test]
fn edits_the_solution_on_screen() {
    let mut harness = app();
    search_done(&mut harness);
    harness.get_by_label("Next").click();
    board_shown(&mut harness, 2);
    harness.get_by_label("Edit this solution").click();
    harness.run_steps(3);
    assert_eq!(harness.state().mode(), Mode::Place);
    let second = Solutions::new(8).nth(1).unwrap();
    assert_eq!(harness.state().hand_board().as_placement(), Some(second));
    harness.get_by_label("h6, queen");
}

#[test]
fn counts_and_checks_against_the_known_total() {
    let mut harness = app();
    search_done(&mut harness);
    harness.get_by_label("Count all solutions").click();
    harness.run_steps(2);
    step_until(&mut harness, "the count", |app| !app.counting());
    harness.get_by_label_contains("Counted 92 solutions, 12 unique");
    harness.get_by_label("That matches OEIS A000170 and A002562.");

    for _ in 8..15 {
        harness.get_by_label("Larger board").click();
        harness.run_steps(1);
    }
    harness.get_by_label("Count all solutions").click();
    harness.run_steps(2);
    assert!(harness.state().counting());
    harness.get_by_label("Cancel count").click();
    harness.run_steps(2);
    assert!(!harness.state().counting());
    assert_eq!(harness.state().count_result(), None);

    // From N = 12 the halves count, the unique count by Burnside's lemma.
    for _ in 13..15 {
        harness.get_by_label("Smaller board").click();
        harness.run_steps(1);
    }
    harness.get_by_label("Count all solutions").click();
    harness.run_steps(2);
    step_until(&mut harness, "the count of 13", |app| !app.counting());
    harness.get_by_label_contains("Counted 73,712 solutions, 9,233 unique");
    harness.get_by_label("That matches OEIS A000170 and A002562.");
}

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
    let mut harness = app();
    set_n(&mut harness, 14);
    act(&mut harness, Action::Top(TopAction::OpenExport));
    type_into(&mut harness, "File:", path.to_str().unwrap());
    harness.get_by_label("Write").click();
    harness.run_steps(3);
    assert!(harness.state().exporting());
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

/// Clicks `button` until `done` holds: the animation's next step may still be on its way from
/// the solver thread.
fn click_until(harness: &mut Harness<'_, App>, button: &str, done: impl Fn(&App) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while !done(harness.state()) {
        assert!(Instant::now() < deadline, "timed out clicking {button}");
        harness.get_by_label(button).click();
        harness.run_steps(2);
        std::thread::sleep(Duration::from_millis(2));
    }
}

#[test]
fn watches_the_plain_search_step_by_step() {
    let mut harness = app();
    search_done(&mut harness);
    harness.get_by_label("Watch the search").click();
    harness.run_steps(3);
    assert_eq!(harness.state().mode(), Mode::Watch);
    click_until(&mut harness, "Step", |app| {
        app.watch_counters().conflicts == 1
    });
    let counters = harness.state().watch_counters();
    assert_eq!(
        (counters.tried, counters.conflicts, counters.backtracks),
        (2, 1, 0)
    );
    harness.get_by_label("a7 is attacked by the queen on a8 (same column).");
    harness.get_by_label("Step back").click();
    harness.run_steps(2);
    assert_eq!(harness.state().watch_counters().conflicts, 0);
    harness.get_by_label("Trying a7…");
}

#[test]
fn compares_the_four_variants() {
    let mut harness = app();
    search_done(&mut harness);
    harness.get_by_label("Watch the search").click();
    harness.run_steps(2);
    harness
        .get_by_label("Compare the variants for N = 8")
        .click();
    harness.run_steps(2);
    wait_for_label(
        &mut harness,
        "All four find the same 92 solutions; bitboard search tries 8 times fewer squares than plain backtracking.",
    );
    harness.get_by_label("15,720");
    harness.get_by_label("2,056");
}

#[test]
fn browses_the_fundamental_solutions_and_a_class() {
    let mut harness = app();
    search_done(&mut harness);
    harness.get_by_label_contains("Its class under rotation and reflection has 8 boards");
    let class: Vec<_> = harness
        .state()
        .symmetry_class()
        .iter()
        .map(|(board, _)| board.clone())
        .collect();
    assert_eq!(class.len(), 8);
    let all: Vec<_> = Solutions::new(8).collect();
    let last_number = all.iter().position(|s| *s == class[7]).unwrap() as u64 + 1;
    let label = format!("Show No {last_number}");
    wait_for_label(&mut harness, &label);
    harness.get_by_label(&label).click();
    harness.run_steps(3);
    assert_eq!(harness.state().current_number(), last_number);

    harness.get_by_label("Fundamental solutions only").click();
    harness.run_steps(2);
    search_done(&mut harness);
    assert!(harness.state().fundamental_only());
    harness.get_by_label("No 1 of 12 fundamental");
    harness.get_by_label_contains("Found all 12 fundamental solutions in");
}

// ----------------------------------------------------------------------------
// The window never freezes, no job outlives its view, the board shown is the one acted on

use nqueens::app::{
    Action, BrowseAction, CountAction, ExportAction, PlaceAction, TopAction, WatchAction,
};
use nqueens::board::{Placement, Square, Squares, Symmetry};
use nqueens::solve::known_counts;
use nqueens::worker::Lane;

fn act(harness: &mut Harness<'_, App>, action: Action) {
    harness.state_mut().act(action);
    harness.run_steps(2);
}

fn set_n(harness: &mut Harness<'_, App>, n: usize) {
    act(harness, Action::Top(TopAction::SetN(n)));
}

/// Steps frames until no lane of the worker is computing.
fn settle(harness: &mut Harness<'_, App>) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while !harness.state().busy_lanes().is_empty() {
        let busy = harness.state().busy_lanes();
        assert!(Instant::now() < deadline, "still busy: {busy:?}");
        std::thread::sleep(Duration::from_millis(5));
        harness.run_steps(1);
    }
    // Take the events the lanes sent last.
    harness.run_steps(2);
}

#[test]
fn a_large_board_is_looked_up_off_the_windows_thread() {
    let mut harness = app();
    set_n(&mut harness, 32);
    step_until(&mut harness, "two solutions of N = 32", |app| {
        app.found() >= 2
    });
    // No 2, found, is at hand.
    harness.get_by_label("Next").click();
    harness.run_steps(2);
    assert_eq!(harness.state().current_number(), 2);
    assert_eq!(
        harness.state().current_solution(),
        Solutions::new(32).nth(1).as_ref()
    );
    // The one after the last found is brought by the search while the frames go on.
    let beyond = harness.state().found() + 1;
    act(&mut harness, Action::Browse(BrowseAction::GoTo(beyond)));
    assert_eq!(harness.state().current_number(), beyond);
    step_until(&mut harness, "the next solution to arrive", |app| {
        app.current_solution().is_some()
    });
    let expected = Solutions::new(32).nth(beyond as usize - 1);
    assert_eq!(harness.state().current_solution(), expected.as_ref());
}

#[test]
fn the_jobs_of_a_large_board_stop_when_n_changes() {
    let mut harness = app();
    set_n(&mut harness, 32);
    step_until(&mut harness, "solutions of N = 32", |app| app.found() >= 2);
    act(&mut harness, Action::Browse(BrowseAction::GoTo(2)));
    set_n(&mut harness, 8);
    search_done(&mut harness);
    settle(&mut harness);
    harness.get_by_label("No 1 of 92");
}

#[test]
fn a_comparison_stops_when_n_changes_and_its_table_goes() {
    let mut harness = app();
    set_n(&mut harness, 14);
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Watch)));
    act(&mut harness, Action::Watch(WatchAction::Compare));
    assert!(harness.state().comparing());
    set_n(&mut harness, 12);
    assert!(!harness.state().comparing());
    settle(&mut harness);
    harness.get_by_label("Compare the variants for N = 12");
    assert!(harness.query_by_label("Plain").is_none());
}

#[test]
fn a_cancelled_comparison_says_its_table_is_not_complete() {
    let mut harness = app();
    set_n(&mut harness, 13);
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Watch)));
    act(&mut harness, Action::Watch(WatchAction::Compare));
    // While it runs it says which variant it is at, not only a spinner.
    harness.get_by_label("Running plain backtracking to the end: 0 of 4 variants done.");
    harness.get_by_label("Comparing the variants");
    act(&mut harness, Action::Watch(WatchAction::CancelComparison));
    settle(&mut harness);
    // No table is on screen, and the words say so.
    harness.get_by_label("Cancelled before the first variant finished: there is no table.");
    assert!(harness.query_by_label_contains("All four find").is_none());
    // Every variant can be chosen by name, as a screen reader sees them.
    for variant in nqueens::solve::trace::Variant::ALL {
        harness.get_by_label(variant.name());
    }
}

#[test]
fn cancel_means_cancelled_for_an_export_skipping_to_its_range() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("far.txt");
    let mut harness = app();
    set_n(&mut harness, 17);
    act(&mut harness, Action::Top(TopAction::OpenExport));
    harness.get_by_label("A range:").click();
    harness.run_steps(2);
    type_into(&mut harness, "from No", "90000000");
    type_into(&mut harness, "to No", "90000010");
    type_into(&mut harness, "File:", path.to_str().unwrap());
    harness.get_by_label("Write").click();
    harness.run_steps(2);
    assert!(harness.state().exporting());
    std::thread::sleep(Duration::from_millis(300));
    harness.get_by_label("Cancel").click();
    harness.run_steps(2);
    step_until(&mut harness, "the export to stop", |app| !app.exporting());
    harness.get_by_label("Cancelled; nothing was written.");
    assert!(!harness.state().busy_lanes().contains(&Lane::Export));
    assert_eq!(std::fs::read_dir(folder.path()).unwrap().count(), 0);
    // A new export can start at once.
    harness.get_by_label("Write");
}

#[test]
fn left_alone_in_any_mode_nothing_computes() {
    let mut harness = app();
    set_n(&mut harness, 18);
    step_until(&mut harness, "solutions of N = 18", |app| app.found() > 0);
    // 666 million solutions: the search waits once it is far enough ahead of the board.
    settle(&mut harness);
    let found = harness.state().found();
    assert!(found < 2 * nqueens::app::AHEAD, "found {found}");
    harness.get_by_label_contains("Search paused:");
    for mode in [Mode::Place, Mode::Watch, Mode::Browse] {
        act(&mut harness, Action::Top(TopAction::Mode(mode)));
        settle(&mut harness);
    }
    assert_eq!(harness.state().found(), found);
}

#[test]
fn open_in_browser_shows_the_board_that_was_placed() {
    let mut harness = app();
    search_done(&mut harness);
    harness.get_by_label("Fundamental solutions only").click();
    harness.run_steps(2);
    search_done(&mut harness);
    assert!(harness.state().fundamental_only());
    let fourth = Solutions::new(8).nth(3).unwrap();
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Place)));
    act(
        &mut harness,
        Action::Place(PlaceAction::SetBoard(Squares::from(&fourth))),
    );
    wait_for_label(&mut harness, "This is solution No 4 of 92.");
    harness.get_by_label("Open in browser").click();
    harness.run_steps(3);
    assert_eq!(harness.state().mode(), Mode::Browse);
    assert!(!harness.state().fundamental_only());
    assert_eq!(harness.state().current_number(), 4);
    assert_eq!(harness.state().current_solution(), Some(&fourth));
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
    let shown = harness.state().current_solution().cloned().unwrap();
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
fn a_board_far_ahead_of_the_search_is_shown_with_its_number() {
    let mut harness = app();
    set_n(&mut harness, 16);
    step_until(&mut harness, "solutions of N = 16", |app| app.found() > 0);
    // The last solution of 16 is the mirror image of the first: numbered at once.
    let last = Solutions::new(16)
        .next()
        .unwrap()
        .transformed(Symmetry::MirrorColumns);
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Place)));
    act(
        &mut harness,
        Action::Place(PlaceAction::SetBoard(Squares::from(&last))),
    );
    wait_for_label(
        &mut harness,
        "This is solution No 14,772,512 of 14,772,512.",
    );
    harness.get_by_label("Open in browser").click();
    harness.run_steps(3);
    assert_eq!(harness.state().current_number(), 14_772_512);
    assert_eq!(harness.state().current_solution(), Some(&last));
    assert!(harness.state().found() < 14_772_512);
    harness.get_by_label("No 14,772,512 of 14,772,512");
    // Its neighbours come from the board itself, backward too, however far the search is.
    harness.get_by_label("Previous").click();
    harness.run_steps(2);
    step_until(&mut harness, "No 14,772,511", |app| {
        app.current_solution().is_some()
    });
    let second = Solutions::new(16).nth(1).unwrap();
    assert_eq!(
        harness.state().current_solution(),
        Some(&second.transformed(Symmetry::MirrorColumns))
    );
    assert!(harness.state().found() < 14_772_511);
    // Last, and back to the start, need no search either.
    harness.get_by_label("First").click();
    harness.run_steps(3);
    assert_eq!(harness.state().current_number(), 1);
    harness.get_by_label("Last").click();
    harness.run_steps(3);
    assert_eq!(harness.state().current_solution(), Some(&last));
}

#[test]
fn a_large_hand_made_board_is_answered_or_said_to_be_out_of_reach() {
    let mut harness = app();
    set_n(&mut harness, 20);
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Place)));
    let mirrored = Solutions::new(20)
        .next()
        .unwrap()
        .transformed(Symmetry::MirrorColumns);
    act(
        &mut harness,
        Action::Place(PlaceAction::SetBoard(Squares::from(&mirrored))),
    );
    wait_for_label(
        &mut harness,
        "This is solution No 39,029,188,884 of 39,029,188,884.",
    );

    set_n(&mut harness, 24);
    act(
        &mut harness,
        Action::Place(PlaceAction::Toggle(Square::new(3, 5))),
    );
    wait_for_label(&mut harness, "Go on without a time limit");
    harness.get_by_label_contains("the rest would take");
    settle(&mut harness);
    harness.get_by_label("Go on without a time limit").click();
    harness.run_steps(3);
    assert!(!harness.state().busy_lanes().is_empty());
    harness.get_by_label("Cancel").click();
    harness.run_steps(3);
    settle(&mut harness);
    // What was being counted says it was stopped, in place of "Counting…".
    harness.get_by_label("The solutions that contain these queens were not counted: stopped.");
    assert!(
        harness
            .query_by_label_contains("Counting the solutions that contain")
            .is_none()
    );
}

/// A small random number generator, so that a failing run can be replayed from its seed.
struct Random(u64);

impl Random {
    fn below(&mut self, bound: u64) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) % bound
    }
}

/// Checks what must hold after every frame: the browser's label and board agree with the
/// enumeration, and the hand-made board's verdict with the board.
fn check_invariants(harness: &Harness<'_, App>) {
    let app = harness.state();
    let n = app.n();
    assert_eq!(
        app.hand_board().n(),
        n,
        "the hand-made board has the app's N"
    );
    if app.mode() == Mode::Browse
        && let Some(board) = app.current_solution()
    {
        let k = app.current_number();
        assert_eq!(board.n(), n);
        assert!(board.is_solution(), "No {k} of N = {n} is not a solution");
        if n <= 10 {
            let mut solutions = Solutions::new(n);
            if app.fundamental_only() {
                solutions = solutions.fundamental_only();
            }
            assert_eq!(
                solutions.nth(k as usize - 1).as_ref(),
                Some(board),
                "No {k}, N = {n}"
            );
        }
        if let Some(total) = app.total() {
            assert!(k <= total);
        }
    }
    if let Some(nqueens::worker::BoardReport::Completions {
        first: Some(first), ..
    }) = app.hand_report()
    {
        let board = app.hand_board();
        assert!(first.is_solution());
        assert!(
            board
                .queens()
                .iter()
                .all(|q| usize::from(first.columns()[q.row]) == q.column),
            "the first completion keeps every placed queen"
        );
    }
}

#[test]
fn hundreds_of_random_actions_keep_the_window_consistent_and_then_idle() {
    let folder = tempfile::tempdir().unwrap();
    let mut harness = app();
    let mut random = Random(0x5eed_1234_abcd_0042);
    for step in 0..300 {
        let n = harness.state().n();
        let found = harness.state().found().max(1);
        let action = match random.below(21) {
            0 => Action::Top(TopAction::SetN(1 + random.below(32) as usize)),
            1 => Action::Top(TopAction::SetN(1 + random.below(11) as usize)),
            2 => Action::Top(TopAction::Mode(
                [Mode::Browse, Mode::Place, Mode::Watch, Mode::File][random.below(4) as usize],
            )),
            16 => Action::Place(PlaceAction::Undo),
            17 => Action::Place(PlaceAction::Redo),
            18 => Action::Place(PlaceAction::Paste(
                [
                    "2 4 1 3",
                    "a8 e7",
                    "1 5 8 6 3 7 2 4",
                    "x9",
                    "A.\n.A\n",
                    "1 3 0 2",
                ][random.below(6) as usize]
                    .to_string(),
            )),
            19 => Action::Place(PlaceAction::Move {
                from: Square::new(random.below(n as u64) as usize, 0),
                to: Square::new(
                    random.below(n as u64) as usize,
                    random.below(n as u64) as usize,
                ),
            }),
            20 => Action::Top(TopAction::Copy),
            3 => Action::Browse(BrowseAction::GoTo(1 + random.below(found))),
            4 => Action::Browse(BrowseAction::Next),
            5 => Action::Browse(if random.below(2) == 0 {
                BrowseAction::Last
            } else {
                BrowseAction::Previous
            }),
            6 => Action::Browse(BrowseAction::FundamentalOnly(random.below(2) == 0)),
            7 | 8 => Action::Place(PlaceAction::Toggle(Square::new(
                random.below(n as u64) as usize,
                random.below(n as u64) as usize,
            ))),
            9 => Action::Browse(BrowseAction::Count(CountAction::Start)),
            10 => Action::Browse(BrowseAction::Count(CountAction::Cancel)),
            11 => Action::Watch(WatchAction::Compare),
            12 => Action::Watch(WatchAction::Step),
            13 => Action::Top(TopAction::OpenExport),
            14 => {
                let path = folder.path().join(format!("export-{step}.txt"));
                harness.state_mut().act(Action::Top(TopAction::OpenExport));
                harness.run_steps(1);
                if let Some(field) = harness.query_by_label("File:") {
                    field.focus();
                    harness.run_steps(1);
                    harness.key_press_modifiers(eframe::egui::Modifiers::COMMAND, Key::A);
                    harness
                        .get_by_label("File:")
                        .type_text(path.to_str().unwrap());
                }
                Action::Export(ExportAction::Write)
            }
            _ => Action::Export(ExportAction::Cancel),
        };
        harness.state_mut().act(action);
        harness.run_steps(1 + random.below(3) as usize);
        check_invariants(&harness);
    }
    // What the user started runs until it ends or the user stops it; what the app started on
    // its own comes to rest by itself: searches wait, budgets run out.
    for cancel in [
        Action::Export(ExportAction::Cancel),
        Action::Browse(BrowseAction::Count(CountAction::Cancel)),
        Action::Watch(WatchAction::CancelComparison),
    ] {
        harness.state_mut().act(cancel);
        harness.run_steps(1);
    }
    let deadline = Instant::now() + Duration::from_mins(1);
    while !harness.state().busy_lanes().is_empty() {
        assert!(
            Instant::now() < deadline,
            "still busy: {:?}",
            harness.state().busy_lanes()
        );
        std::thread::sleep(Duration::from_millis(20));
        harness.run_steps(1);
        check_invariants(&harness);
    }
    assert!(known_counts(harness.state().n()).is_some() || harness.state().n() > 27);
}

// ----------------------------------------------------------------------------
// Words: singular and plural, no message that contradicts the state, no option that cannot act

#[test]
fn one_solution_is_one_solution() {
    let mut harness = app();
    set_n(&mut harness, 1);
    search_done(&mut harness);
    harness.get_by_label("1 solution, 1 unique");
    harness.get_by_label_contains("Found the only solution in");
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Place)));
    settle(&mut harness);
    harness.get_by_label("0 of 1 queen placed");
    harness.get_by_label("An empty board: its one solution completes it.");
    act(&mut harness, Action::Top(TopAction::OpenExport));
    harness.get_by_label("The only solution");
    harness.get_by_label("Size: 8 bytes, 1 solution");
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Watch)));
    act(&mut harness, Action::Watch(WatchAction::Compare));
    settle(&mut harness);
    harness.get_by_label(
        "All four find the same solution; on so small a board they try about as many squares.",
    );
}

#[test]
fn a_board_without_solutions_says_so_everywhere() {
    let mut harness = app();
    set_n(&mut harness, 3);
    search_done(&mut harness);
    harness.get_by_label("no solutions");
    harness.get_by_label_contains("N = 3 has no solutions: the search tried every placement in");
    type_into(&mut harness, "Go to No", "5");
    // Nothing to go to, nothing to reduce by symmetry, no queens to attack: all offered off.
    for control in ["Go", "Fundamental solutions only", "Show attacked squares"] {
        assert!(is_off(&harness, control), "{control} is offered at N = 3");
    }
    act(&mut harness, Action::Top(TopAction::OpenExport));
    harness.get_by_label("All solutions (N = 3 has none)");
    harness.get_by_label("N = 3 has no solutions: the file will be empty.");
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Place)));
    settle(&mut harness);
    harness.get_by_label("N = 3 has no solutions: no way to place 3 queens works.");
    assert!(
        harness
            .get_by_label("Complete to the first solution")
            .accesskit_node()
            .is_disabled()
    );
}

#[test]
fn the_empty_board_completes_to_the_first_solution() {
    let mut harness = app();
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Place)));
    settle(&mut harness);
    harness.get_by_label_contains("An empty board: all 92 solutions complete it.");
    harness
        .get_by_label("Complete to the first solution")
        .click();
    harness.run_steps(2);
    settle(&mut harness);
    let first = Solutions::new(8).next().unwrap();
    assert_eq!(harness.state().hand_board().as_placement(), Some(first));
    harness.get_by_label("This is solution No 1 of 92.");
}

#[test]
fn step_and_step_back_are_offered_only_where_they_act() {
    let mut harness = app();
    set_n(&mut harness, 1);
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Watch)));
    let disabled = |harness: &Harness<'_, App>, name: &str| {
        harness.get_by_label(name).accesskit_node().is_disabled()
    };
    assert!(disabled(&harness, "Step back"));
    assert!(!disabled(&harness, "Step"));
    click_until(&mut harness, "Step", |app| {
        app.watch_counters().solutions == 1
    });
    // The search of N = 1 ends after its one solution: Step has nothing left to show.
    for _ in 0..20 {
        if disabled(&harness, "Step") {
            break;
        }
        harness.get_by_label("Step").click();
        harness.run_steps(2);
    }
    assert!(disabled(&harness, "Step"));
    assert!(!disabled(&harness, "Step back"));
}

#[test]
fn a_rank_found_all_attacked_is_a_dead_end_and_each_counter_says_what_it_counts() {
    let mut harness = app();
    set_n(&mut harness, 4);
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Watch)));
    click_until(&mut harness, "Step", |app| {
        app.watch_counters().dead_ends == 1
    });
    // a4 and c3 stand, and a2, b2, c2 and d2 are all attacked: c3 goes back next.
    harness.get_by_label("Rank 2 has no free square left: back off at once.");
    assert_eq!(harness.state().watch_counters().backtracks, 0);
    for (counter, says) in [
        ("Squares tried", "considered a square for a queen"),
        ("Conflicts", "attacked by a queen above"),
        ("Backtracks", "a queen was taken back"),
        ("Dead ends", "found a rank with no free square"),
        ("Solutions", "solutions found so far"),
    ] {
        let description = harness.get_by_label(counter).accesskit_node().description();
        assert!(
            description
                .as_deref()
                .is_some_and(|text| text.contains(says)),
            "{counter}: {description:?}"
        );
    }
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
fn progress_bars_have_names_and_a_range() {
    let mut harness = app();
    search_done(&mut harness);
    let bar = harness.get_by_label("Search progress");
    let node = bar.accesskit_node();
    assert_eq!(node.min_numeric_value(), Some(0.0));
    assert_eq!(node.max_numeric_value(), Some(100.0));
    assert_eq!(node.numeric_value(), Some(100.0));
}

// ----------------------------------------------------------------------------
// The board without a mouse

#[test]
fn the_board_is_played_from_the_keyboard_and_by_accessibility_actions() {
    let mut harness = app();
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Place)));
    settle(&mut harness);
    harness.get_by_label_contains("Board, at a8, empty").focus();
    harness.run_steps(2);
    for key in [Key::ArrowRight, Key::ArrowRight, Key::ArrowDown] {
        harness.key_press(key);
        harness.run_steps(1);
    }
    harness.get_by_label_contains("Board, at c7, empty");
    harness.key_press(Key::Space);
    harness.run_steps(2);
    assert_eq!(harness.state().hand_board().queens(), [Square::new(1, 2)]);
    // The arrows moved the cursor, not N.
    assert_eq!(harness.state().n(), 8);
    harness.get_by_label_contains("Board, at c7, queen");
    harness.key_press(Key::Enter);
    harness.run_steps(2);
    assert!(harness.state().hand_board().queens().is_empty());

    // A screen reader's click action on a square, as AT-SPI's doAction sends it.
    harness.get_by_label("d5, empty").click_accesskit();
    harness.run_steps(2);
    harness.get_by_label("d5, queen");
    harness.get_by_label("b3, empty").click_accesskit();
    harness.run_steps(2);
    harness.get_by_label("• b3 and d5 share a diagonal");

    // The board is the Tab stop after the top bar's last control, before the side panel's,
    // as it stands on screen; Shift+Tab goes back the same way.
    harness.get_by_label("About").focus();
    harness.run_steps(2);
    harness.key_press(Key::Tab);
    harness.run_steps(2);
    let board = harness.get_by_label_contains("Board, at ");
    assert!(
        board.accesskit_node().is_focused(),
        "Tab after About is not the board"
    );
    harness.key_press_modifiers(eframe::egui::Modifiers::SHIFT, Key::Tab);
    harness.run_steps(2);
    assert!(harness.get_by_label("About").accesskit_node().is_focused());
}

#[test]
fn about_names_the_version_the_licence_and_the_source() {
    let mut harness = app();
    harness.get_by_label("About").click();
    harness.run_steps(3);
    harness.get_by_label(&format!("N-Queens Studio {}", env!("CARGO_PKG_VERSION")));
    harness.get_by_label("Licence: MIT or Apache-2.0, at your option.");
    harness.get_by_label(env!("CARGO_PKG_REPOSITORY"));
    harness.get_by_label("About").click();
    harness.run_steps(3);
    assert!(
        harness
            .query_by_label("Licence: MIT or Apache-2.0, at your option.")
            .is_none()
    );
}

// ----------------------------------------------------------------------------
// The student's own file: opened, checked as `nqueens check` does, and shown

use nqueens::app::{FileAction, PictureAction};

/// The judge text of all solutions of `n`, as `nqueens export` writes it, split in lines.
fn judge_lines(n: usize) -> Vec<String> {
    let mut writer = nqueens::formats::judge::JudgeWriter::new(Vec::new(), n);
    for (k, solution) in Solutions::new(n).enumerate() {
        writer
            .write_solution(k as u64 + 1, solution.columns())
            .unwrap();
    }
    let text = String::from_utf8(writer.finish().unwrap()).unwrap();
    text.lines().map(str::to_string).collect()
}

fn write_lines(folder: &std::path::Path, name: &str, lines: &[String]) -> std::path::PathBuf {
    let path = folder.join(name);
    let mut text = lines.join("\n");
    text.push('\n');
    std::fs::write(&path, text).unwrap();
    path
}

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

fn open_file(harness: &mut Harness<'_, App>, path: &std::path::Path) {
    act(harness, Action::File(FileAction::Open(path.to_path_buf())));
    assert_eq!(harness.state().mode(), Mode::File);
    step_until(harness, "the check", |app| !app.checking_file());
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
        let shown = harness.state().file_verdict().unwrap();
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
        let shown = harness.state().file_verdict().unwrap();
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
    assert_eq!(harness.state().file_board_shown(), Some((3, 3)));
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
    assert_eq!(harness.state().file_board_shown(), Some((3, 3)));
    harness.get_by_label("Edit on the hand-made board").click();
    harness.run_steps(3);
    assert_eq!(harness.state().mode(), Mode::Place);
    let third = Solutions::new(6).nth(2).unwrap();
    let mut expected = Squares::from(&third);
    // The file's board, rows 1 and 2 swapped.
    let (first, second) = (expected.queens()[0], expected.queens()[1]);
    for queen in [first, second] {
        expected.toggle(queen);
    }
    expected.toggle(Square::new(0, second.column));
    expected.toggle(Square::new(1, first.column));
    assert_eq!(harness.state().hand_board(), &expected);
    // The right file, opened by typing its path.
    let right = write_lines(folder.path(), "right.txt", &judge_lines(6));
    act(&mut harness, Action::Top(TopAction::Mode(Mode::File)));
    type_into(&mut harness, "Answer file:", right.to_str().unwrap());
    harness.get_by_label("Check").click();
    harness.run_steps(2);
    step_until(&mut harness, "the check", |app| !app.checking_file());
    harness.get_by_label_contains("Correct: all 4 solutions of N = 6");
    assert_eq!(harness.state().file_board_shown(), Some((1, 4)));
    // Two presses of Next within one frame go two boards on.
    harness.get_by_label("Next").click_accesskit();
    harness.get_by_label("Next").click_accesskit();
    harness.run_steps(2);
    assert_eq!(harness.state().file_board_shown(), Some((3, 4)));
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
    assert_eq!(harness.state().mode(), Mode::File);
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
    assert!(harness.state().checking_file());
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

// ----------------------------------------------------------------------------
// A board that forgives: paste, undo and redo, drag, the hint; copy and pictures

#[test]
fn a_pasted_board_sets_n_and_bad_text_leaves_the_board_as_it_was() {
    let mut harness = app();
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Place)));
    type_into(&mut harness, "Board to paste:", "2 4 1 3");
    harness.get_by_label("Place these queens").click();
    harness.run_steps(3);
    assert_eq!(harness.state().n(), 4);
    let expected = Squares::from(&Placement::new(vec![1, 3, 0, 2]).unwrap());
    assert_eq!(harness.state().hand_board(), &expected);
    harness.get_by_label("Placed 4 queens on a 4×4 board.");

    // Ctrl+V on the board: chess squares.
    harness.get_by_label_contains("Board, at").focus();
    harness.run_steps(1);
    harness.event(eframe::egui::Event::Paste(
        "a8 e7 h6 f5 c4 g3 b2 d1".to_string(),
    ));
    harness.run_steps(3);
    assert_eq!(harness.state().n(), 8);
    assert_eq!(
        harness.state().hand_board().as_placement(),
        Some(Placement::new(vec![0, 4, 7, 5, 2, 6, 1, 3]).unwrap())
    );

    let before = harness.state().hand_board().clone();
    act(
        &mut harness,
        Action::Place(PlaceAction::Paste("1 5 9 6 3 7 2 4".to_string())),
    );
    assert_eq!(harness.state().hand_board(), &before);
    harness.get_by_label_contains(
        "Not a board: read as a list of columns, line 1, character 5: column 9 is off the board",
    );
}

#[test]
fn columns_from_0_are_placed_only_when_the_question_is_answered() {
    let mut harness = app();
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Place)));
    set_n(&mut harness, 5);
    let question = "These columns count from 0: place them as columns 1 to 8?";
    // Seed 004's line under each board: no board yet, a question.
    type_into(&mut harness, "Board to paste:", "0 4 7 5 2 6 1 3 ");
    harness.get_by_label("Place these queens").click();
    harness.run_steps(3);
    harness.get_by_label(question);
    assert_eq!(harness.state().n(), 5);
    assert!(harness.state().hand_board().queens().is_empty());

    // Cancel: the question goes, and the board stays as it was.
    harness.get_by_label("Cancel").click();
    harness.run_steps(3);
    assert!(harness.query_by_label(question).is_none());
    assert_eq!(harness.state().n(), 5);
    assert!(harness.state().hand_board().queens().is_empty());

    // Asked again, by Ctrl+V on the board, and answered: the board, N with it.
    harness.get_by_label_contains("Board, at").focus();
    harness.run_steps(1);
    harness.event(eframe::egui::Event::Paste("0 4 7 5 2 6 1 3".to_string()));
    harness.run_steps(3);
    harness.get_by_label("Place them").click();
    harness.run_steps(3);
    assert!(harness.query_by_label(question).is_none());
    assert_eq!(harness.state().n(), 8);
    assert_eq!(
        harness.state().hand_board().as_placement(),
        Some(Placement::new(vec![0, 4, 7, 5, 2, 6, 1, 3]).unwrap())
    );
    harness.get_by_label("Placed 8 queens on an 8×8 board.");
    // One Undo takes the paste back.
    harness.get_by_label("Undo").click();
    harness.run_steps(3);
    assert_eq!(harness.state().n(), 5);
}

#[test]
fn undo_and_redo_take_back_every_change_and_n_with_it() {
    let mut harness = app();
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Place)));
    assert!(harness.get_by_label("Undo").accesskit_node().is_disabled());
    harness.get_by_label("a8, empty").click();
    harness.run_steps(2);
    harness.get_by_label("e7, empty").click();
    harness.run_steps(2);
    let two = harness.state().hand_board().clone();
    assert_eq!(two.queens().len(), 2);
    // By its accessible action: the analysis's sentence above the button may change height
    // in the frame the pointer's click lands.
    harness.get_by_label("Clear board").click_accesskit();
    step_until(&mut harness, "the board cleared", |app| {
        app.hand_board().queens().is_empty()
    });
    harness.key_press_modifiers(eframe::egui::Modifiers::COMMAND, Key::Z);
    harness.run_steps(2);
    assert_eq!(harness.state().hand_board(), &two);
    harness.get_by_label("Undo").click();
    harness.run_steps(2);
    assert_eq!(harness.state().hand_board().queens().len(), 1);
    harness.key_press_modifiers(
        eframe::egui::Modifiers::COMMAND | eframe::egui::Modifiers::SHIFT,
        Key::Z,
    );
    harness.run_steps(2);
    assert_eq!(harness.state().hand_board(), &two);
    // Complete, then a paste that changes N: both are taken back, N too.
    wait_for_label(&mut harness, "Complete to the first solution");
    step_until(&mut harness, "the completion", |app| {
        matches!(
            app.hand_report(),
            Some(nqueens::worker::BoardReport::Completions { first: Some(_), .. })
        )
    });
    harness
        .get_by_label("Complete to the first solution")
        .click();
    harness.run_steps(2);
    assert_eq!(harness.state().hand_board().queens().len(), 8);
    act(
        &mut harness,
        Action::Place(PlaceAction::Paste("2 4 1 3".to_string())),
    );
    assert_eq!(harness.state().n(), 4);
    harness.get_by_label("Undo").click();
    harness.run_steps(2);
    assert_eq!(harness.state().n(), 8);
    assert_eq!(harness.state().hand_board().queens().len(), 8);
    harness.get_by_label("Undo").click();
    harness.run_steps(2);
    assert_eq!(harness.state().hand_board(), &two);
    harness.get_by_label("Redo").click();
    harness.run_steps(2);
    harness.get_by_label("Redo").click();
    harness.run_steps(2);
    assert_eq!(harness.state().n(), 4);
    assert!(harness.get_by_label("Redo").accesskit_node().is_disabled());
}

#[test]
fn a_queen_is_dragged_to_another_square_and_the_hint_shows_where_one_can_go() {
    let mut harness = app();
    set_n(&mut harness, 4);
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Place)));
    harness.get_by_label("a4, empty").click();
    harness.run_steps(2);
    let from = harness.get_by_label("a4, queen").rect().center();
    let to = harness.get_by_label("c2, empty").rect().center();
    harness.drag_at(from);
    harness.run_steps(1);
    harness.hover_at(from + (to - from) * 0.5);
    harness.run_steps(1);
    harness.hover_at(to);
    harness.run_steps(1);
    harness.drop_at(to);
    harness.run_steps(3);
    let mut expected = Squares::empty(4);
    expected.toggle(Square::new(2, 2));
    assert_eq!(harness.state().hand_board(), &expected);
    // Free: not attacked by the queen on c2 and not on it.
    harness.get_by_label("Show free squares (a hint)").click();
    harness.run_steps(2);
    let mut free: Vec<String> = harness
        .state()
        .free_squares()
        .iter()
        .map(|square| square.name(4))
        .collect();
    free.sort();
    assert_eq!(free, ["a1", "a3", "b4", "d4"]);
    // No solution of 4 has a queen on c2: every free square is a dead end, and it says so.
    wait_for_label(
        &mut harness,
        "No free square leads to a solution any more: take a queen back.",
    );
    harness.get_by_label("a1, empty, free but leading to no solution");

    // With one queen on b4, the solution 2 4 1 3 passes through d3, a2 and c1 only.
    act(
        &mut harness,
        Action::Place(PlaceAction::SetBoard(Squares::empty(4))),
    );
    act(
        &mut harness,
        Action::Place(PlaceAction::Toggle(Square::new(0, 1))),
    );
    wait_for_label(
        &mut harness,
        "Green: 3 squares still leading to a solution. Grey: 3 squares free but leading to none.",
    );
    let names = |squares: &[Square]| {
        let mut names: Vec<String> = squares.iter().map(|square| square.name(4)).collect();
        names.sort();
        names
    };
    let (leads, dead) = harness.state().leading_squares();
    assert_eq!(names(leads), ["a2", "c1", "d3"]);
    assert_eq!(names(dead), ["a1", "c2", "d1"]);
    harness.get_by_label("d3, empty, free and leading to a solution");
}

#[test]
fn copy_puts_the_board_on_the_clipboard_as_judge_text() {
    let mut harness = app();
    search_done(&mut harness);
    harness.get_by_label("Next").click();
    board_shown(&mut harness, 2);
    harness.get_by_label("Copy").click();
    harness.run_steps(2);
    let copied: Vec<String> = harness
        .output()
        .platform_output
        .commands
        .iter()
        .filter_map(|command| match command {
            eframe::egui::OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        })
        .collect();
    let lines = judge_lines(8);
    let mut second = lines[9..18].join("\n");
    second.push('\n');
    assert_eq!(copied, vec![second]);
    harness.get_by_label("Copied");
}

#[test]
fn save_picture_writes_the_board_on_screen_off_the_window_s_thread() {
    use resvg::{tiny_skia, usvg};
    let folder = tempfile::tempdir().unwrap();
    let mut harness = app();
    search_done(&mut harness);
    act(&mut harness, Action::Top(TopAction::OpenPicture));
    let svg = folder.path().join("no1.svg");
    type_into(&mut harness, "File:", svg.to_str().unwrap());
    harness.get_by_label("Save").click();
    harness.run_steps(2);
    step_until(&mut harness, "the picture", |app| !app.saving_picture());
    let text = std::fs::read_to_string(&svg).unwrap();
    usvg::Tree::from_str(&text, &usvg::Options::default()).unwrap();
    assert_eq!(text.matches("<use ").count(), 8);
    harness.get_by_label_contains("Saved ");

    harness.get_by_label("PNG").click();
    harness.run_steps(2);
    act(&mut harness, Action::Picture(PictureAction::Save));
    step_until(&mut harness, "the picture", |app| !app.saving_picture());
    let png = folder.path().join("no1.png");
    let pixmap = tiny_skia::Pixmap::decode_png(&std::fs::read(&png).unwrap()).unwrap();
    assert_eq!((pixmap.width(), pixmap.height()), (800, 800));
    let saved = label_starting(&harness, "Saved ").unwrap();
    assert!(saved.ends_with(" bytes)."), "{saved}");
    assert!(!saved.contains("))"), "{saved}");

    // An extension the window does not offer: it says which file it will write, and does.
    let jpg = folder.path().join("b8.jpg");
    type_into(&mut harness, "File:", jpg.to_str().unwrap());
    harness.get_by_label("“.jpg” is not a format offered here: it will be saved as b8.png, PNG.");
    act(&mut harness, Action::Picture(PictureAction::Save));
    step_until(&mut harness, "the picture", |app| !app.saving_picture());
    assert!(folder.path().join("b8.png").is_file());
    assert!(!folder.path().join("b8.jpg.png").exists());
}

#[test]
fn closing_a_window_gives_the_keys_back_to_the_board() {
    let mut harness = app();
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Place)));
    harness.get_by_label("a8, empty").click();
    harness.run_steps(2);
    act(&mut harness, Action::Top(TopAction::OpenPicture));
    type_into(&mut harness, "File:", "/tmp/board.svg");
    // Closed as a screen reader closes it: the press leaves the focus where it was.
    harness.get_by_label("Close").click_accesskit();
    // One frame, then the key: the real window draws no frame in between.
    harness.run_steps(1);
    harness.key_press_modifiers(eframe::egui::Modifiers::COMMAND, Key::Z);
    harness.run_steps(2);
    assert!(harness.state().hand_board().queens().is_empty());
}

// ----------------------------------------------------------------------------
// What a first-time user met: far jumps, old messages, buttons that did nothing

/// Whether the control labelled `label` is disabled.
fn is_off(harness: &Harness<'_, App>, label: &str) -> bool {
    harness.get_by_label(label).accesskit_node().is_disabled()
}

/// The words of the board area or the panel that start with `start`, once shown.
fn label_starting(harness: &Harness<'_, App>, start: &str) -> Option<String> {
    harness.query_by_label_contains(start).and_then(|node| {
        let node = node.accesskit_node();
        node.label().or_else(|| node.value())
    })
}

/// Steps frames until a label starting with `start` shows up.
fn wait_for_label_starting(harness: &mut Harness<'_, App>, start: &str) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while label_starting(harness, start).is_none() {
        assert!(
            Instant::now() < deadline,
            "timed out waiting for `{start}…`"
        );
        std::thread::sleep(Duration::from_millis(10));
        harness.step();
    }
}

#[test]
fn a_far_jump_answers_at_once_says_what_it_would_take_and_goes_back() {
    let mut harness = app();
    set_n(&mut harness, 20);
    board_shown(&mut harness, 1);
    type_into(&mut harness, "Go to No", "20000000000");
    harness.get_by_label("Go").click();
    harness.run_steps(3);
    // Within a frame the board area says what it looks for, and how.
    harness.get_by_label("Looking for No 20,000,000,000: counting the solutions before it…");
    assert!(harness.state().busy_lanes().contains(&Lane::Fetch));
    // Past its budget it says what the rest would take, and nothing computes meanwhile.
    wait_for_label(&mut harness, "Find it anyway");
    let said = label_starting(&harness, "No 20,000,000,000 was not found within 2 s").unwrap();
    assert!(said.contains("finding it would take"), "{said}");
    settle(&mut harness);
    // Going on shows progress with a name and Cancel, and at once what the first try found of
    // the time left; Cancel goes back to the board before.
    harness.get_by_label("Find it anyway").click();
    harness.run_steps(3);
    assert!(harness.state().busy_lanes().contains(&Lane::Fetch));
    harness.get_by_label("Progress of the jump");
    let counting = label_starting(&harness, "Counting the solutions before it: ").unwrap();
    assert!(!counting.contains("unknown"), "{counting}");
    harness.get_by_label("Cancel").click();
    harness.run_steps(3);
    settle(&mut harness);
    assert_eq!(harness.state().current_number(), 1);
    assert!(harness.state().current_solution().is_some());
    harness.get_by_label("Stopped looking for No 20,000,000,000.");

    // Far beyond a lifetime: said to be out of reach, and the board stays.
    set_n(&mut harness, 27);
    board_shown(&mut harness, 1);
    type_into(&mut harness, "Go to No", "100000000000000000");
    harness.get_by_label("Go").click();
    wait_for_label_starting(&mut harness, "No 100,000,000,000,000,000 is out of reach");
    settle(&mut harness);
    assert_eq!(harness.state().current_number(), 1);
    assert!(harness.state().current_solution().is_some());

    // The last fundamental solution of N = 27 is as far: the walk to it says so too.
    harness.get_by_label("Fundamental solutions only").click();
    board_shown(&mut harness, 1);
    harness.run_steps(2);
    harness.get_by_label("Last").click();
    harness.run_steps(3);
    let said =
        label_starting(&harness, "Looking for No 29,363,495,934,315,694").unwrap_or_default();
    assert!(said.contains(": it is "), "{said:?}");
    assert!(
        said.ends_with("fundamental solutions from the nearest one known…"),
        "{said}"
    );
    wait_for_label_starting(&mut harness, "No 29,363,495,934,315,694 is out of reach");
    settle(&mut harness);
    assert_eq!(harness.state().current_number(), 1);
}

#[test]
fn a_jump_found_by_counting_shows_the_solution_and_its_neighbours() {
    let mut harness = app();
    set_n(&mut harness, 14);
    board_shown(&mut harness, 1);
    // No 300,000 of 365,596 is the mirror image of No 65,597, found by counting.
    type_into(&mut harness, "Go to No", "300000");
    harness.get_by_label("Go").click();
    board_shown(&mut harness, 300_000);
    let expected = Solutions::new(14).nth(299_999);
    assert_eq!(harness.state().current_solution(), expected.as_ref());
    harness.get_by_label("Next").click();
    board_shown(&mut harness, 300_001);
    assert_eq!(
        harness.state().current_solution(),
        Solutions::new(14).nth(300_000).as_ref()
    );
}

#[test]
fn counting_pauses_the_search_and_a_cancelled_count_says_how_far_it_came() {
    let mut harness = app();
    set_n(&mut harness, 18);
    board_shown(&mut harness, 1);
    harness.get_by_label("Count all solutions").click();
    harness.run_steps(3);
    wait_for_label(&mut harness, "Count progress");
    harness.get_by_label_contains("Search paused while the count runs:");
    let deadline = Instant::now() + Duration::from_secs(5);
    while harness.state().busy_lanes().contains(&Lane::Solver) {
        assert!(
            Instant::now() < deadline,
            "the search runs beside the count"
        );
        std::thread::sleep(Duration::from_millis(10));
        harness.step();
    }
    harness.get_by_label("Cancel count").click();
    harness.run_steps(3);
    harness.get_by_label_contains("Count stopped after ");
    // The search goes on once the count has stopped, and further when asked, by hand.
    step_until(&mut harness, "the search to go on", |app| {
        app.busy_lanes().contains(&Lane::Solver) || app.found() > 1_000_000
    });
    let deadline = Instant::now() + Duration::from_mins(1);
    while is_off(&harness, "Search further") {
        assert!(Instant::now() < deadline, "the search never paused");
        std::thread::sleep(Duration::from_millis(10));
        harness.step();
    }
    let paused_at = harness.state().found();
    harness.get_by_label("Search further").click();
    step_until(&mut harness, "the search to go further", |app| {
        app.found() > paused_at + 1_000
    });
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
        harness.state().file_verdict().unwrap(),
        "Correct: N = 2 has no solution, and the file is empty."
    );
    // Another N checks the same empty file again, for that N.
    set_n(&mut harness, 8);
    step_until(&mut harness, "the check for N = 8", |app| {
        app.file_verdict()
            .is_some_and(|verdict| verdict.contains("N = 8"))
    });
    assert_eq!(
        harness.state().file_verdict().unwrap(),
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
    assert_eq!(harness.state().n(), 6);
    assert!(is_off(&harness, "Larger board"));
}

#[test]
fn messages_go_with_what_they_were_about() {
    let mut harness = app();
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Place)));
    act(
        &mut harness,
        Action::Place(PlaceAction::Paste("not a board".to_string())),
    );
    harness.get_by_label_contains("Not a board:");
    // Another N, and the message of the old board goes.
    set_n(&mut harness, 16);
    assert!(harness.query_by_label_contains("Not a board:").is_none());
    act(
        &mut harness,
        Action::Place(PlaceAction::Paste("1 3 5 2 4".to_string())),
    );
    harness.get_by_label_contains("Placed 5 queens on a 5×5 board.");
    act(
        &mut harness,
        Action::Place(PlaceAction::Toggle(Square::new(0, 0))),
    );
    assert!(harness.query_by_label_contains("Placed 5 queens").is_none());
}

#[test]
fn controls_that_would_do_nothing_are_off_and_escape_closes_windows() {
    let folder = tempfile::tempdir().unwrap();
    let mut harness = app();
    act(&mut harness, Action::Top(TopAction::Mode(Mode::File)));
    // The problem on board 1: a trailing space, Windows line ends, a byte-order mark.
    let mut spaced = judge_lines(4);
    spaced[1].push(' ');
    let crlf: Vec<String> = judge_lines(4)
        .iter()
        .map(|line| format!("{line}\r"))
        .collect();
    let mut bom = judge_lines(4);
    bom[0].insert(0, '\u{feff}');
    for (name, lines) in [("spaced.txt", spaced), ("crlf.txt", crlf), ("bom.txt", bom)] {
        open_file(&mut harness, &write_lines(folder.path(), name, &lines));
        step_until(&mut harness, "the check", |app| {
            app.file_verdict().is_some()
        });
        harness.run_steps(3);
        for control in ["Next", "Go to the problem", "First", "Previous"] {
            if let Some(node) = harness.query_by_label(control) {
                assert!(
                    node.accesskit_node().is_disabled(),
                    "{name}: {control} is offered at the problem on board 1"
                );
            }
        }
    }
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Watch)));
    assert!(is_off(&harness, "Restart"));

    harness.get_by_label("About").click();
    harness.run_steps(3);
    harness.get_by_label_contains("Licence:");
    harness.key_press(Key::Escape);
    harness.run_steps(2);
    assert!(harness.query_by_label_contains("Licence:").is_none());
    harness.get_by_label("Export…").click();
    harness.run_steps(3);
    harness.get_by_label("Write");
    harness.key_press(Key::Escape);
    harness.run_steps(2);
    assert!(harness.query_by_label("Write").is_none());
}

/// What `nqueens export 8 --format F` writes.
fn exported_in(format: nqueens::formats::Format, n: usize) -> Vec<u8> {
    let mut out = Vec::new();
    let cancel = std::sync::atomic::AtomicBool::new(false);
    let range = nqueens::export::ExportRange::all(n);
    let path = std::path::Path::new("answer");
    let to = nqueens::export::Destination::Stream {
        out: &mut out,
        name: path,
    };
    nqueens::export::export(format, range, to, 1, &cancel, &mut |_| {}).unwrap();
    out
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
        harness.state().file_board_shown(),
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

// ----------------------------------------------------------------------------
// The first hour, again (issue 37): what is found is shown at once, nothing moves under the
// pointer, Tab goes round the whole window

/// Steps a frame at a time until `done` holds, three frames at most: a press is taken within
/// them, and no worker round trip fits.
fn within_frames(harness: &mut Harness<'_, App>, done: impl Fn(&App) -> bool) {
    for _ in 0..3 {
        harness.step();
        if done(harness.state()) {
            return;
        }
    }
}

#[test]
fn every_solution_the_search_found_is_shown_at_once_at_n_32() {
    let mut harness = app();
    set_n(&mut harness, 32);
    step_until(&mut harness, "ten solutions of N = 32", |app| {
        app.found() >= 10
    });
    harness.get_by_label("Last").click();
    // The frame that takes the press shows the board.
    within_frames(&mut harness, |app| app.current_number() > 1);
    let last = harness.state().current_number();
    assert!(last >= 10, "Last went to No {last}");
    assert!(
        harness.state().current_solution().is_some(),
        "No {last}, found already, is not shown at once"
    );
    let expected = Solutions::new(32).nth(last as usize - 1);
    assert_eq!(harness.state().current_solution(), expected.as_ref());
    type_into(&mut harness, "Go to No", "7");
    harness.get_by_label("Go").click();
    within_frames(&mut harness, |app| app.current_number() == 7);
    assert_eq!(harness.state().current_number(), 7);
    assert_eq!(
        harness.state().current_solution(),
        Solutions::new(32).nth(6).as_ref()
    );
}

#[test]
fn tab_goes_round_the_whole_window_in_place_mode() {
    let mut harness = app();
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Place)));
    settle(&mut harness);
    harness.get_by_label("Place these queens").focus();
    harness.run_steps(2);
    // From the side panel's last control, on round the window: never back to the board
    // straight away, and the top bar comes before the board again.
    let mut seen = Vec::new();
    for _ in 0..40 {
        harness.key_press(Key::Tab);
        harness.run_steps(2);
        #[expect(
            clippy::redundant_closure_for_method_calls,
            reason = "the method itself is not general enough over the node's lifetime"
        )]
        let focused = harness
            .query_all(egui_kittest::kittest::by().predicate(|node| node.is_focused()))
            .next()
            .and_then(|node| node.accesskit_node().label())
            .unwrap_or_default();
        if focused.starts_with("Board, at ") {
            break;
        }
        seen.push(focused);
    }
    assert!(
        seen.iter().any(|name| name == "About"),
        "Tab from the side panel never reached the top bar: {seen:?}"
    );
}

#[test]
fn the_picture_window_does_not_open_over_the_export_window() {
    let mut harness = app();
    harness.get_by_label("Export…").click();
    harness.run_steps(3);
    act(&mut harness, Action::Top(TopAction::OpenPicture));
    harness.run_steps(3);
    let rect = |label: &str| {
        let bounds = harness
            .get_by_label(label)
            .accesskit_node()
            .bounding_box()
            .unwrap();
        (bounds.x0, bounds.y0)
    };
    let (export, picture) = (rect("Write"), rect("Save"));
    assert!(
        (export.0 - picture.0).abs() > 20.0 || (export.1 - picture.1).abs() > 20.0,
        "Export's Write at {export:?}, the picture's Save at {picture:?}"
    );
}

#[test]
fn the_slider_spans_every_solution_once_the_total_is_known() {
    let mut harness = app();
    set_n(&mut harness, 16);
    board_shown(&mut harness, 1);
    act(&mut harness, Action::Browse(BrowseAction::GoTo(7_386_256)));
    let slider = harness.get_by_role(eframe::egui::accesskit::Role::Slider);
    let node = slider.accesskit_node();
    assert_eq!(node.numeric_value(), Some(7_386_256.0));
    assert_eq!(node.max_numeric_value(), Some(14_772_512.0));
    harness.get_by_label_contains("50%");
    // One solution: the thumb at its start, and nothing to drag.
    set_n(&mut harness, 1);
    board_shown(&mut harness, 1);
    let slider = harness.get_by_role(eframe::egui::accesskit::Role::Slider);
    assert!(slider.accesskit_node().is_disabled());
    assert_eq!(slider.accesskit_node().numeric_value(), Some(1.0));
}

#[test]
fn a_late_cancel_starts_no_count_and_a_new_count_hides_the_old_result() {
    let mut harness = app();
    search_done(&mut harness);
    assert!(is_off(&harness, "Cancel count"));
    harness.get_by_label("Count all solutions").click();
    harness.run_steps(2);
    step_until(&mut harness, "the count", |app| !app.counting());
    harness.get_by_label_contains("Counted 92 solutions, 12 unique");
    // Cancel pressed just after the count ended: it is off, and nothing starts.
    harness.get_by_label("Cancel count").click();
    harness.run_steps(2);
    assert!(!harness.state().counting());
    set_n(&mut harness, 3);
    harness.get_by_label("Count all solutions").click();
    harness.run_steps(2);
    step_until(&mut harness, "the count of 3", |app| !app.counting());
    harness.get_by_label_contains("has no solutions: counted in");
    // A count under way does not stand beside the last one's result.
    set_n(&mut harness, 15);
    harness.get_by_label("Count all solutions").click();
    harness.run_steps(2);
    step_until(&mut harness, "the count of 15", |app| !app.counting());
    harness.get_by_label("Count all solutions").click();
    harness.run_steps(2);
    assert!(harness.state().counting());
    assert!(
        harness
            .query_by_label_contains("Counted 2,279,184")
            .is_none()
    );
    harness.get_by_label("Cancel count").click();
    harness.run_steps(2);
}

#[test]
fn a_window_that_waits_for_a_far_jump_asks_for_no_frame_at_once() {
    let mut harness = app();
    set_n(&mut harness, 20);
    board_shown(&mut harness, 1);
    type_into(&mut harness, "Go to No", "20000000000");
    harness.get_by_label("Go").click();
    harness.run_steps(3);
    wait_for_label(&mut harness, "Find it anyway");
    harness.get_by_label("Find it anyway").click();
    harness.run_steps(3);
    assert!(harness.state().busy_lanes().contains(&Lane::Fetch));
    // The spinner turns, and the progress comes, four times a second: frames do not
    // ask for the next one at once (egui's own spinner asked every frame). A frame whose
    // events overran its budget may, on a busy machine: a few, not most.
    let mut at_once = Vec::new();
    for _ in 0..30 {
        harness.step();
        if harness.ctx.requested_repaint_last_pass() {
            at_once.push(harness.ctx.repaint_causes());
        }
    }
    assert!(
        at_once.len() < 5,
        "frames asked for the next at once: {at_once:?}"
    );
    harness.get_by_label("Cancel").click();
    harness.run_steps(3);
}

#[test]
fn a_class_board_is_shown_at_once_and_numbered_when_its_number_is_known() {
    let mut harness = app();
    set_n(&mut harness, 20);
    board_shown(&mut harness, 1);
    let first = Solutions::new(20).next().unwrap();
    let class: Vec<Placement> = Symmetry::ALL
        .iter()
        .map(|&symmetry| first.transformed(symmetry))
        .collect();
    let unnumbered = "Show this board; its number is still being worked out";
    harness.run_steps(3);
    harness
        .query_all_by_label(unnumbered)
        .next()
        .unwrap()
        .click();
    harness.run_steps(2);
    let shown = harness.state().current_solution().cloned().unwrap();
    assert!(class.contains(&shown) && shown != first, "{shown}");
    harness.get_by_label("Its number is being worked out…");
    assert_eq!(harness.state().current_number(), 0);
    // Away and back: it is not given the number of the board shown before it.
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Place)));
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Browse)));
    assert_eq!(harness.state().current_solution(), Some(&shown));
    assert_eq!(harness.state().current_number(), 0);
    // Its class is still the one on screen: its mirror image, No 39,029,188,884, is known.
    harness.get_by_label("Show No 39,029,188,884");
    harness.get_by_label("First").click();
    harness.run_steps(2);
    assert_eq!(harness.state().current_number(), 1);
    assert_eq!(harness.state().current_solution(), Some(&first));

    // Where the numbering answers, the board shown gets its number.
    set_n(&mut harness, 10);
    board_shown(&mut harness, 1);
    act(
        &mut harness,
        Action::Browse(BrowseAction::ShowUnnumbered(
            Solutions::new(10)
                .next()
                .unwrap()
                .transformed(Symmetry::Rotate90),
        )),
    );
    step_until(&mut harness, "the board's number", |app| {
        app.current_number() > 0
    });
    let rotated = Solutions::new(10)
        .next()
        .unwrap()
        .transformed(Symmetry::Rotate90);
    let number = Solutions::new(10).position(|s| s == rotated).unwrap() as u64 + 1;
    assert_eq!(harness.state().current_number(), number);
    assert_eq!(harness.state().current_solution(), Some(&rotated));
}

#[test]
fn a_paused_search_is_not_woken_for_one_more_solution_a_step() {
    let mut harness = app();
    set_n(&mut harness, 16);
    board_shown(&mut harness, 1);
    let deadline = Instant::now() + Duration::from_mins(1);
    while is_off(&harness, "Search further") {
        assert!(Instant::now() < deadline, "the search never paused");
        std::thread::sleep(Duration::from_millis(10));
        harness.step();
    }
    settle(&mut harness);
    let paused_at = harness.state().found();
    for _ in 0..5 {
        harness.get_by_label("Next").click();
        harness.run_steps(2);
    }
    settle(&mut harness);
    assert_eq!(harness.state().current_number(), 6);
    assert_eq!(harness.state().found(), paused_at);
}
