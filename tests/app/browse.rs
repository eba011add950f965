//! Stepping through the solutions: in order, by number, far ahead of the search and past its end,
//! the fundamental ones and a board's class.

use eframe::egui::Key;
use egui_kittest::kittest::{NodeT, Queryable};
use nqueens::app::{Action, BrowseAction, Mode, PlaceAction, TopAction};
use nqueens::board::{Placement, Squares, Symmetry};
use nqueens::solve::Solutions;
use nqueens::worker::{Gate, Lane};

use crate::support::{
    Inspected, act, app, board_shown, gated_app, is_off, label_starting, search_done, set_n,
    settle, step_until, type_into, wait, wait_for_label, wait_for_label_starting, within_frames,
};

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
    assert_eq!(harness.inspect().current_number(), 3);
    harness.key_press(Key::End);
    harness.run_steps(3);
    harness.get_by_label("No 92 of 92");
    harness.key_press(Key::ArrowLeft);
    harness.run_steps(3);
    assert_eq!(harness.inspect().current_number(), 91);
    harness.key_press(Key::Home);
    harness.run_steps(3);
    assert_eq!(harness.inspect().current_number(), 1);
    harness.get_by_label("Last").click();
    harness.run_steps(3);
    assert_eq!(harness.inspect().current_number(), 92);
    let expected: Vec<_> = Solutions::new(8).collect();
    assert_eq!(harness.inspect().current_solution(), expected.last());
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
        harness.inspect().current_solution(),
        Solutions::new(8).nth(36).as_ref()
    );
    harness.get_by_label("No 37 of 92");

    type_into(&mut harness, "Go to No", "1000");
    harness.get_by_label("Go").click();
    harness.run_steps(3);
    harness.get_by_label("N = 8 has 92 solutions; there is no No 1,000.");
    assert!(
        harness
            .get_by_label("Go to No")
            .accesskit_node()
            .is_focused()
    );
    // Not a solution number: nought, or not a number at all.
    for typed in ["0", "abc"] {
        type_into(&mut harness, "Go to No", typed);
        harness.get_by_label("Go").click();
        harness.run_steps(3);
        harness.get_by_label(&format!("“{typed}” is not a solution number."));
    }
    // Past every count there is (and past 64 bits): past the end all the same.
    type_into(&mut harness, "Go to No", "099999999999999999999");
    harness.get_by_label("Go").click();
    harness.run_steps(3);
    harness.get_by_label("N = 8 has 92 solutions; there is no No 99,999,999,999,999,999,999.");
    // A number refused is corrected where it was typed: Enter leaves the field there, with
    // the number selected.
    type_into(&mut harness, "Go to No", "93");
    harness.key_press(Key::Enter);
    harness.run_steps(3);
    harness.get_by_label("N = 8 has 92 solutions; there is no No 93.");
    assert!(
        harness
            .get_by_label("Go to No")
            .accesskit_node()
            .is_focused()
    );
    // Selected there: the next number typed takes its place, and what was said of the one
    // refused goes. Enter on an empty field leaves it where it is.
    harness.key_press(Key::Backspace);
    harness.run_steps(2);
    assert!(
        harness
            .query_by_label("N = 8 has 92 solutions; there is no No 93.")
            .is_none()
    );
    harness.key_press(Key::Enter);
    harness.run_steps(2);
    assert!(
        harness
            .get_by_label("Go to No")
            .accesskit_node()
            .is_focused()
    );
    harness.get_by_label("Go to No").type_text("5");
    harness.key_press(Key::Enter);
    board_shown(&mut harness, 5);
    // One found leaves it, so that the arrow keys go on from the board.
    type_into(&mut harness, "Go to No", "40");
    harness.key_press(Key::Enter);
    board_shown(&mut harness, 40);
    assert!(
        !harness
            .get_by_label("Go to No")
            .accesskit_node()
            .is_focused()
    );
    harness.key_press(Key::ArrowRight);
    board_shown(&mut harness, 41);
    type_into(&mut harness, "Go to No", "1000");
    harness.get_by_label("Go").click();
    harness.run_steps(3);
    // What was said of that jump is not left beside the next board shown.
    harness.get_by_label("Next").click();
    board_shown(&mut harness, 42);
    assert!(
        harness
            .query_by_label("N = 8 has 92 solutions; there is no No 1,000.")
            .is_none()
    );
}

#[test]
fn choosing_n_restarts_the_search_and_cancels_the_old_one() {
    let mut harness = app();
    search_done(&mut harness);
    for _ in 8..16 {
        harness.get_by_label("Larger board").click();
        harness.run_steps(3);
    }
    assert_eq!(harness.inspect().n(), 16);
    let sixteen = harness
        .inspect()
        .enumeration_job()
        .expect("the search runs");
    step_until(&mut harness, "solutions of N = 16", |app| app.found() > 0);
    assert!(
        !harness.inspect().search_finished(),
        "N = 16 takes longer than a few frames"
    );
    harness.get_by_label("Smaller board").click();
    harness.run_steps(3);
    assert_eq!(harness.inspect().n(), 15);
    step_until(&mut harness, "the N = 16 search to stop", |app| {
        app.was_cancelled(sixteen)
    });
    assert_ne!(harness.inspect().enumeration_job(), Some(sixteen));
    harness.key_press(Key::ArrowDown);
    harness.run_steps(2);
    assert_eq!(
        harness.inspect().n(),
        14,
        "the down arrow makes the board smaller"
    );
    step_until(&mut harness, "solutions of N = 14", |app| app.found() > 0);
    let first = Solutions::new(14).next();
    assert_eq!(harness.inspect().current_solution(), first.as_ref());
}

#[test]
fn edits_the_solution_on_screen() {
    let mut harness = app();
    search_done(&mut harness);
    harness.get_by_label("Next").click();
    board_shown(&mut harness, 2);
    harness.get_by_label("Edit this solution").click();
    harness.run_steps(3);
    assert_eq!(harness.inspect().mode(), Mode::Place);
    let second = Solutions::new(8).nth(1).unwrap();
    assert_eq!(harness.inspect().hand_board().as_placement(), Some(second));
    harness.get_by_label("h6, queen");
}

#[test]
fn browses_the_fundamental_solutions_and_a_class() {
    let mut harness = app();
    search_done(&mut harness);
    harness.get_by_label_contains("Its class under rotation and reflection has 8 boards");
    let class: Vec<_> = harness
        .inspect()
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
    assert_eq!(harness.inspect().current_number(), last_number);

    harness.get_by_label("Fundamental solutions only").click();
    harness.run_steps(2);
    search_done(&mut harness);
    assert!(harness.inspect().fundamental_only());
    harness.get_by_label("No 1 of 12 fundamental");
    harness.get_by_label_contains("Found all 12 fundamental solutions in");
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
    assert_eq!(harness.inspect().current_number(), 2);
    assert_eq!(
        harness.inspect().current_solution(),
        Solutions::new(32).nth(1).as_ref()
    );
    // The one after the last found is brought by the search while the frames go on.
    let beyond = harness.inspect().found() + 1;
    act(&mut harness, Action::Browse(BrowseAction::GoTo(beyond)));
    assert_eq!(harness.inspect().current_number(), beyond);
    step_until(&mut harness, "the next solution to arrive", |app| {
        app.current_solution().is_some()
    });
    let expected = Solutions::new(32).nth(beyond as usize - 1);
    assert_eq!(harness.inspect().current_solution(), expected.as_ref());
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
fn left_alone_in_any_mode_nothing_computes() {
    let mut harness = app();
    set_n(&mut harness, 18);
    step_until(&mut harness, "solutions of N = 18", |app| app.found() > 0);
    // 666 million solutions: the search waits once it is far enough ahead of the board.
    settle(&mut harness);
    let found = harness.inspect().found();
    assert!(found < 2 * nqueens::app::AHEAD, "found {found}");
    harness.get_by_label_contains("Search paused:");
    for mode in [Mode::Place, Mode::Watch, Mode::Browse] {
        act(&mut harness, Action::Top(TopAction::Mode(mode)));
        settle(&mut harness);
    }
    assert_eq!(harness.inspect().found(), found);
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
    harness.get_by_label("Show in Browse solutions").click();
    harness.run_steps(3);
    assert_eq!(harness.inspect().current_number(), 14_772_512);
    assert_eq!(harness.inspect().current_solution(), Some(&last));
    assert!(harness.inspect().found() < 14_772_512);
    harness.get_by_label("No 14,772,512 of 14,772,512");
    // Its neighbours come from the board itself, backward too, however far the search is.
    harness.get_by_label("Previous").click();
    harness.run_steps(2);
    step_until(&mut harness, "No 14,772,511", |app| {
        app.current_solution().is_some()
    });
    let second = Solutions::new(16).nth(1).unwrap();
    assert_eq!(
        harness.inspect().current_solution(),
        Some(&second.transformed(Symmetry::MirrorColumns))
    );
    assert!(harness.inspect().found() < 14_772_511);
    // Last, and back to the start, need no search either.
    harness.get_by_label("First").click();
    harness.run_steps(3);
    assert_eq!(harness.inspect().current_number(), 1);
    harness.get_by_label("Last").click();
    harness.run_steps(3);
    assert_eq!(harness.inspect().current_solution(), Some(&last));
}

#[test]
fn a_far_jump_answers_at_once_says_what_it_would_take_and_goes_back() {
    let mut harness = app();
    // A budget is a deadline, which no gate holds: No 10¹² of N = 22 is found by counting
    // 10¹² solutions, which no machine does within it.
    set_n(&mut harness, 22);
    board_shown(&mut harness, 1);
    type_into(&mut harness, "Go to No", "1000000000000");
    harness.get_by_label("Go").click();
    harness.run_steps(3);
    // Within a frame the board area says what it looks for, and how.
    harness.get_by_label("Looking for No 1,000,000,000,000: counting the solutions before it…");
    assert!(harness.inspect().busy_lanes().contains(&Lane::Fetch));
    // Past its budget it says what the rest would take, and nothing computes meanwhile.
    wait_for_label(&mut harness, "Find it anyway");
    let said = label_starting(&harness, "No 1,000,000,000,000 was not found within 2 s").unwrap();
    assert!(said.contains("finding it would take"), "{said}");
    settle(&mut harness);
    // Going on shows progress with a name and Cancel, and at once what the first try found of
    // the time left; Cancel goes back to the board before.
    harness.get_by_label("Find it anyway").click();
    harness.run_steps(3);
    assert!(harness.inspect().busy_lanes().contains(&Lane::Fetch));
    harness.get_by_label("Progress of the jump");
    let counting = label_starting(&harness, "Counting the solutions before it: ").unwrap();
    assert!(!counting.contains("unknown"), "{counting}");
    harness.get_by_label("Cancel").click();
    harness.run_steps(3);
    settle(&mut harness);
    assert_eq!(harness.inspect().current_number(), 1);
    assert!(harness.inspect().current_solution().is_some());
    harness.get_by_label("Stopped looking for No 1,000,000,000,000.");

    // Far beyond a lifetime: said to be out of reach, and the board stays.
    set_n(&mut harness, 27);
    board_shown(&mut harness, 1);
    type_into(&mut harness, "Go to No", "100000000000000000");
    harness.get_by_label("Go").click();
    wait_for_label_starting(&mut harness, "No 100,000,000,000,000,000 is out of reach");
    settle(&mut harness);
    assert_eq!(harness.inspect().current_number(), 1);
    assert!(harness.inspect().current_solution().is_some());

    // The last fundamental solution of N = 27 is as far: the walk to it says so too.
    harness.get_by_label("Fundamental solutions only").click();
    board_shown(&mut harness, 1);
    harness.run_steps(2);
    // By its accessible action, not a pointer at where it was drawn: the heading above it
    // wraps to two lines once the fundamental total is known, and moves it down.
    harness.get_by_label("Last").click_accesskit();
    wait_for_label_starting(&mut harness, "Looking for No 29,363,495,934,315,694");
    let said =
        label_starting(&harness, "Looking for No 29,363,495,934,315,694").unwrap_or_default();
    assert!(said.contains(": it is "), "{said:?}");
    assert!(
        said.ends_with("fundamental solutions from the nearest one known…"),
        "{said}"
    );
    wait_for_label_starting(&mut harness, "No 29,363,495,934,315,694 is out of reach");
    settle(&mut harness);
    assert_eq!(harness.inspect().current_number(), 1);
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
    assert_eq!(harness.inspect().current_solution(), expected.as_ref());
    harness.get_by_label("Next").click();
    board_shown(&mut harness, 300_001);
    assert_eq!(
        harness.inspect().current_solution(),
        Solutions::new(14).nth(300_000).as_ref()
    );
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
    let last = harness.inspect().current_number();
    assert!(last >= 10, "Last went to No {last}");
    assert!(
        harness.inspect().current_solution().is_some(),
        "No {last}, found already, is not shown at once"
    );
    let expected = Solutions::new(32).nth(last as usize - 1);
    assert_eq!(harness.inspect().current_solution(), expected.as_ref());
    type_into(&mut harness, "Go to No", "7");
    harness.get_by_label("Go").click();
    within_frames(&mut harness, |app| app.current_number() == 7);
    assert_eq!(harness.inspect().current_number(), 7);
    assert_eq!(
        harness.inspect().current_solution(),
        Solutions::new(32).nth(6).as_ref()
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
fn a_window_that_waits_for_a_far_jump_asks_for_no_frame_at_once() {
    let mut harness = app();
    set_n(&mut harness, 22);
    board_shown(&mut harness, 1);
    type_into(&mut harness, "Go to No", "1000000000000");
    harness.get_by_label("Go").click();
    harness.run_steps(3);
    wait_for_label(&mut harness, "Find it anyway");
    harness.get_by_label("Find it anyway").click();
    harness.run_steps(3);
    assert!(harness.inspect().busy_lanes().contains(&Lane::Fetch));
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
    // Held at their start, the numbers of the class are still being worked out while the test
    // looks, however fast the machine.
    let gate = Gate::new();
    gate.hold(Lane::Number);
    let mut harness = gated_app(&gate);
    set_n(&mut harness, 20);
    board_shown(&mut harness, 1);
    let first = Solutions::new(20).next().unwrap();
    let class: Vec<Placement> = Symmetry::ALL
        .iter()
        .map(|&symmetry| first.transformed(symmetry))
        .collect();
    let unnumbered = "Show this board; its number is still being worked out";
    wait(
        &mut harness,
        "a board of the class not numbered",
        |harness| harness.query_all_by_label(unnumbered).next().is_some(),
    );
    harness
        .query_all_by_label(unnumbered)
        .next()
        .unwrap()
        .click();
    harness.run_steps(2);
    let shown = harness.inspect().current_solution().cloned().unwrap();
    assert!(class.contains(&shown) && shown != first, "{shown}");
    harness.get_by_label("Its number is being worked out…");
    assert_eq!(harness.inspect().current_number(), 0);
    // Away and back: it is not given the number of the board shown before it.
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Place)));
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Browse)));
    assert_eq!(harness.inspect().current_solution(), Some(&shown));
    assert_eq!(harness.inspect().current_number(), 0);
    // Its class is still the one on screen: its mirror image, No 39,029,188,884, is known.
    harness.get_by_label("Show No 39,029,188,884");
    harness.get_by_label("First").click();
    harness.run_steps(2);
    assert_eq!(harness.inspect().current_number(), 1);
    assert_eq!(harness.inspect().current_solution(), Some(&first));

    // Where the numbering answers, the board shown gets its number.
    gate.release(Lane::Number);
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
    assert_eq!(harness.inspect().current_number(), number);
    assert_eq!(harness.inspect().current_solution(), Some(&rotated));
}

#[test]
fn a_paused_search_is_not_woken_for_one_more_solution_a_step() {
    let mut harness = app();
    set_n(&mut harness, 16);
    board_shown(&mut harness, 1);
    wait(&mut harness, "the search to pause", |harness| {
        !is_off(harness, "Search further")
    });
    settle(&mut harness);
    let paused_at = harness.inspect().found();
    for _ in 0..5 {
        harness.get_by_label("Next").click();
        harness.run_steps(2);
    }
    settle(&mut harness);
    assert_eq!(harness.inspect().current_number(), 6);
    assert_eq!(harness.inspect().found(), paused_at);
}
