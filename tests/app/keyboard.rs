//! The window without a mouse: keys, a screen reader's actions, Tab order, Escape.

use eframe::egui::Key;
use egui_kittest::kittest::{NodeT, Queryable};
use nqueens::app::{Action, Mode, TopAction};
use nqueens::board::Square;

use crate::support::fixtures::{judge_lines, write_lines};
use crate::support::{
    Inspected, act, app, is_off, open_file, search_done, settle, step_until, type_into,
};

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
    assert_eq!(harness.inspect().current_number(), 4);
    harness.key_press(Key::ArrowRight);
    harness.key_press(Key::ArrowRight);
    harness.key_press(Key::ArrowLeft);
    harness.run_steps(3);
    assert_eq!(harness.inspect().current_number(), 5);
    harness.get_by_label("Previous").click_accesskit();
    harness.get_by_label("Previous").click_accesskit();
    harness.run_steps(3);
    assert_eq!(harness.inspect().current_number(), 3);

    // Three steps of the animation within one frame are three: try a8, place it, try a7.
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Watch)));
    harness.run_steps(3);
    for _ in 0..3 {
        harness.get_by_label("Step").click_accesskit();
    }
    harness.run_steps(3);
    assert_eq!(harness.inspect().watch_counters().tried, 2);
    harness.get_by_label("Trying a7…");
}

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
    assert_eq!(harness.inspect().hand_board().queens(), [Square::new(1, 2)]);
    // The arrows moved the cursor, not N.
    assert_eq!(harness.inspect().n(), 8);
    harness.get_by_label_contains("Board, at c7, queen");
    harness.key_press(Key::Enter);
    harness.run_steps(2);
    assert!(harness.inspect().hand_board().queens().is_empty());

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
    assert!(harness.inspect().hand_board().queens().is_empty());
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
            assert!(
                is_off(&harness, control),
                "{name}: {control} is offered at the problem on board 1"
            );
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
