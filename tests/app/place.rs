//! The hand-made board: clicks, the verdict, completions, paste, undo and redo, drag, the hint.

use eframe::egui::Key;
use egui_kittest::kittest::{NodeT, Queryable};
use nqueens::app::{Action, Mode, PlaceAction, TopAction};
use nqueens::board::{Placement, Square, Squares, Symmetry};
use nqueens::solve::Solutions;

use crate::support::{
    Inspected, act, app, search_done, set_n, settle, step_until, type_into, wait_for_label,
};

#[test]
fn places_queens_by_clicking_and_reads_the_verdict() {
    let mut harness = app();
    search_done(&mut harness);
    harness.get_by_label("Place queens").click();
    harness.run_steps(3);
    assert_eq!(harness.inspect().mode(), Mode::Place);
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
    harness.get_by_label("Show in Browse solutions").click();
    harness.run_steps(3);
    assert_eq!(harness.inspect().mode(), Mode::Browse);
    assert_eq!(harness.inspect().current_number(), 1);
}

#[test]
fn open_in_browser_shows_the_board_that_was_placed() {
    let mut harness = app();
    search_done(&mut harness);
    harness.get_by_label("Fundamental solutions only").click();
    harness.run_steps(2);
    search_done(&mut harness);
    assert!(harness.inspect().fundamental_only());
    let fourth = Solutions::new(8).nth(3).unwrap();
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Place)));
    act(
        &mut harness,
        Action::Place(PlaceAction::SetBoard(Squares::from(&fourth))),
    );
    wait_for_label(&mut harness, "This is solution No 4 of 92.");
    harness.get_by_label("Show in Browse solutions").click();
    harness.run_steps(3);
    assert_eq!(harness.inspect().mode(), Mode::Browse);
    assert!(!harness.inspect().fundamental_only());
    assert_eq!(harness.inspect().current_number(), 4);
    assert_eq!(harness.inspect().current_solution(), Some(&fourth));
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
    assert!(!harness.inspect().busy_lanes().is_empty());
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
    assert_eq!(harness.inspect().hand_board().as_placement(), Some(first));
    harness.get_by_label("This is solution No 1 of 92.");
}

#[test]
fn a_pasted_board_sets_n_and_bad_text_leaves_the_board_as_it_was() {
    let mut harness = app();
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Place)));
    type_into(&mut harness, "Board to paste:", "2 4 1 3");
    harness.get_by_label("Place these queens").click();
    harness.run_steps(3);
    assert_eq!(harness.inspect().n(), 4);
    let expected = Squares::from(&Placement::new(vec![1, 3, 0, 2]).unwrap());
    assert_eq!(harness.inspect().hand_board(), &expected);
    harness.get_by_label("Placed 4 queens on a 4×4 board.");

    // Ctrl+V on the board: chess squares.
    harness.get_by_label_contains("Board, at").focus();
    harness.run_steps(1);
    harness.event(eframe::egui::Event::Paste(
        "a8 e7 h6 f5 c4 g3 b2 d1".to_string(),
    ));
    harness.run_steps(3);
    assert_eq!(harness.inspect().n(), 8);
    assert_eq!(
        harness.inspect().hand_board().as_placement(),
        Some(Placement::new(vec![0, 4, 7, 5, 2, 6, 1, 3]).unwrap())
    );

    let before = harness.inspect().hand_board().clone();
    act(
        &mut harness,
        Action::Place(PlaceAction::Paste("1 5 9 6 3 7 2 4".to_string())),
    );
    assert_eq!(harness.inspect().hand_board(), &before);
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
    assert_eq!(harness.inspect().n(), 5);
    assert!(harness.inspect().hand_board().queens().is_empty());

    // Cancel: the question goes, and the board stays as it was.
    harness.get_by_label("Cancel").click();
    harness.run_steps(3);
    assert!(harness.query_by_label(question).is_none());
    assert_eq!(harness.inspect().n(), 5);
    assert!(harness.inspect().hand_board().queens().is_empty());

    // Asked again, by Ctrl+V on the board, and answered: the board, N with it.
    harness.get_by_label_contains("Board, at").focus();
    harness.run_steps(1);
    harness.event(eframe::egui::Event::Paste("0 4 7 5 2 6 1 3".to_string()));
    harness.run_steps(3);
    harness.get_by_label("Place them").click();
    harness.run_steps(3);
    assert!(harness.query_by_label(question).is_none());
    assert_eq!(harness.inspect().n(), 8);
    assert_eq!(
        harness.inspect().hand_board().as_placement(),
        Some(Placement::new(vec![0, 4, 7, 5, 2, 6, 1, 3]).unwrap())
    );
    harness.get_by_label("Placed 8 queens on an 8×8 board.");
    // One Undo takes the paste back.
    harness.get_by_label("Undo").click();
    harness.run_steps(3);
    assert_eq!(harness.inspect().n(), 5);
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
    let two = harness.inspect().hand_board().clone();
    assert_eq!(two.queens().len(), 2);
    // By its accessible action: the analysis's sentence above the button may change height
    // in the frame the pointer's click lands.
    harness.get_by_label("Clear board").click_accesskit();
    step_until(&mut harness, "the board cleared", |app| {
        app.hand_board().queens().is_empty()
    });
    harness.key_press_modifiers(eframe::egui::Modifiers::COMMAND, Key::Z);
    harness.run_steps(2);
    assert_eq!(harness.inspect().hand_board(), &two);
    harness.get_by_label("Undo").click();
    harness.run_steps(2);
    assert_eq!(harness.inspect().hand_board().queens().len(), 1);
    harness.key_press_modifiers(
        eframe::egui::Modifiers::COMMAND | eframe::egui::Modifiers::SHIFT,
        Key::Z,
    );
    harness.run_steps(2);
    assert_eq!(harness.inspect().hand_board(), &two);
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
    assert_eq!(harness.inspect().hand_board().queens().len(), 8);
    act(
        &mut harness,
        Action::Place(PlaceAction::Paste("2 4 1 3".to_string())),
    );
    assert_eq!(harness.inspect().n(), 4);
    harness.get_by_label("Undo").click();
    harness.run_steps(2);
    assert_eq!(harness.inspect().n(), 8);
    assert_eq!(harness.inspect().hand_board().queens().len(), 8);
    harness.get_by_label("Undo").click();
    harness.run_steps(2);
    assert_eq!(harness.inspect().hand_board(), &two);
    harness.get_by_label("Redo").click();
    harness.run_steps(2);
    harness.get_by_label("Redo").click();
    harness.run_steps(2);
    assert_eq!(harness.inspect().n(), 4);
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
    assert_eq!(harness.inspect().hand_board(), &expected);
    // Free: not attacked by the queen on c2 and not on it.
    harness.get_by_label("Show free squares (a hint)").click();
    harness.run_steps(2);
    let mut free: Vec<String> = harness
        .inspect()
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
    let (leads, dead) = harness.inspect().leading_squares();
    assert_eq!(names(leads), ["a2", "c1", "d3"]);
    assert_eq!(names(dead), ["a1", "c2", "d1"]);
    harness.get_by_label("d3, empty, free and leading to a solution");
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
