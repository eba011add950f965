//! The real app driven through its accessible labels, as a user or a screen reader finds them.
//! No test opens a native dialog or needs a display.

use std::time::{Duration, Instant};

use eframe::egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nqueens::app::{App, Mode};
use nqueens::solve::Solutions;

const GOLDEN_EIGHT: &[u8] = include_bytes!("golden/eight_queens.txt");

fn app() -> Harness<'static, App> {
    Harness::builder()
        .with_size([1100.0, 800.0])
        .build_eframe(|cc| App::new(cc))
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
fn jumps_to_a_number() {
    let mut harness = app();
    search_done(&mut harness);
    type_into(&mut harness, "Go to No", "37");
    harness.run_steps(3);
    harness.get_by_label("Go").click();
    harness.run_steps(3);
    harness.run_steps(3);
    assert_eq!(harness.state().current_number(), 37);
    assert_eq!(
        harness.state().current_solution(),
        Solutions::new(8).nth(36).as_ref()
    );
    harness.get_by_label("No 37 of 92");

    type_into(&mut harness, "Go to No", "1000");
    harness.get_by_label("Go").click();
    harness.run_steps(3);
    harness.get_by_label_contains("Only 92 solutions");
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
    let sixteen = harness.state().enumeration_job();
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
    assert_ne!(harness.state().enumeration_job(), sixteen);
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
    harness.run_steps(3);
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
    step_until(&mut harness, "the second export", |app| !app.exporting());
    assert_eq!(std::fs::read(&path).unwrap(), GOLDEN_EIGHT[..78]);
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
        "All four find the same solutions; pruning and bitboards try far fewer squares.",
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
    let label = format!("No {last_number}");
    wait_for_label(&mut harness, &label);
    harness.get_by_label(&label).click();
    harness.run_steps(3);
    assert_eq!(harness.state().current_number(), last_number);

    harness.get_by_label("Fundamental solutions only").click();
    harness.run_steps(2);
    search_done(&mut harness);
    assert!(harness.state().fundamental_only());
    harness.get_by_label("No 1 of 12");
}
