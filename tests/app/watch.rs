//! Watching the textbook searches step by step, and comparing the variants.

use eframe::egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nqueens::app::{Action, App, Mode, TopAction, WatchAction};
use nqueens::worker::{Gate, Lane};

use crate::support::{
    Inspected, act, app, click_until, gated_app, search_done, set_n, settle, type_into,
    wait_for_label, wait_for_label_starting,
};

#[test]
fn watches_the_plain_search_step_by_step() {
    let mut harness = app();
    search_done(&mut harness);
    harness.get_by_label("Watch the search").click();
    harness.run_steps(3);
    assert_eq!(harness.inspect().mode(), Mode::Watch);
    click_until(&mut harness, "Step", |app| {
        app.watch_counters().conflicts == 1
    });
    let counters = harness.inspect().watch_counters();
    assert_eq!(
        (counters.tried, counters.conflicts, counters.backtracks),
        (2, 1, 0)
    );
    harness.get_by_label("a7 is attacked by the queen on a8 (same column).");
    harness.get_by_label("Step back").click();
    harness.run_steps(2);
    assert_eq!(harness.inspect().watch_counters().conflicts, 0);
    harness.get_by_label("Trying a7…");
}

#[test]
fn compares_the_five_variants_each_with_what_it_saves_over_the_one_before() {
    let mut harness = app();
    search_done(&mut harness);
    harness.get_by_label("Watch the search").click();
    harness.run_steps(2);
    harness
        .get_by_label("Compare the variants for N = 8")
        .click();
    harness.run_steps(2);
    wait_for_label(&mut harness, "Every variant finds the same 92 solutions.");
    for (tried, saving) in [
        (
            "109,600",
            "Plain backtracking: 7.0 times fewer squares tried than Generate and test (14% of them).",
        ),
        (
            "15,720",
            "Forward checking: 1.8 times fewer squares tried than Plain backtracking (55% of them).",
        ),
        (
            "8,584",
            "Permutation search: 1.6 times fewer squares tried than Forward checking (64% of them).",
        ),
        (
            "5,508",
            "Bitboard search: 2.7 times fewer squares tried than Permutation search (37% of them).",
        ),
    ] {
        harness.get_by_label(tried);
        harness.get_by_label(saving);
    }
    harness.get_by_label("2,056");
    // The bar chart is named with every bar's number, for a screen reader.
    harness.get_by_label_contains("Squares tried, on a logarithmic scale: Generate: 109,600;");
}

#[test]
fn a_comparison_stops_when_n_changes_and_its_table_goes() {
    // Held at its start, the comparison still runs when N changes, however fast the machine.
    let gate = Gate::new();
    gate.hold(Lane::Compare);
    let mut harness = gated_app(&gate);
    set_n(&mut harness, 14);
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Watch)));
    act(&mut harness, Action::Watch(WatchAction::Compare));
    assert!(harness.inspect().comparing());
    set_n(&mut harness, 12);
    assert!(!harness.inspect().comparing());
    settle(&mut harness);
    harness.get_by_label("Compare the variants for N = 12");
    assert!(harness.query_by_label("Plain").is_none());
}

#[test]
fn a_cancelled_comparison_says_its_table_is_not_complete() {
    // Held at its start, the comparison has finished no variant when Cancel is pressed.
    let gate = Gate::new();
    gate.hold(Lane::Compare);
    let mut harness = gated_app(&gate);
    set_n(&mut harness, 13);
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Watch)));
    act(&mut harness, Action::Watch(WatchAction::Compare));
    // While it runs it says which variant it is at, not only a spinner.
    harness.get_by_label("Running plain backtracking to the end: 0 of 4 variants done.");
    // Past N = 12 generate and test is left out, and the view says so.
    harness.get_by_label_contains("Generate and test is left out past N = 12");
    harness.get_by_label("Comparing the variants");
    act(&mut harness, Action::Watch(WatchAction::CancelComparison));
    settle(&mut harness);
    // No table is on screen, and the words say so.
    harness.get_by_label("Cancelled before the first variant finished: there is no table.");
    assert!(
        harness
            .query_by_label_contains("Every variant finds")
            .is_none()
    );
    // Every variant can be chosen by name, as a screen reader sees them.
    for variant in nqueens::solve::trace::Variant::ALL {
        harness.get_by_label(variant.name());
    }
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
    assert_eq!(harness.inspect().watch_counters().backtracks, 0);
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
fn the_program_beside_the_board_lights_the_line_each_step_carries_out() {
    let mut harness = app();
    set_n(&mut harness, 4);
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Watch)));
    click_until(&mut harness, "Step", |app| {
        app.watch_counters().conflicts == 1
    });
    // a4 stands, and a3 is tried: `canplace` finds it attacked.
    harness.get_by_label("a3 is attacked by the queen on a4 (same column).");
    harness.get_by_label("Line 21, running now: return 0;");
    // Written as one loop, the same step is another line of another program.
    harness.get_by_label("One loop, no recursion").click();
    harness.run_steps(2);
    harness.get_by_label_contains("running now: return 0;");
    assert!(
        harness
            .query_by_label("Line 21, running now: return 0;")
            .is_none()
    );
    // The steps in words light the step that says so.
    harness.get_by_label("Steps in words").click();
    harness.run_steps(2);
    harness.get_by_label(
        "Line 4, running now: If a queen above attacks it (same column or diagonal), go back to step 3.",
    );
    // Back a step, the queen is placed: the line that places it is lit.
    harness.get_by_label("Step back").click();
    harness.get_by_label("Step back").click();
    harness.run_steps(2);
    harness.get_by_label(
        "Line 5, running now: Put a queen on it and go down to the next row: step 2.",
    );
}

#[test]
fn a_node_of_the_search_tree_shows_its_partial_board_until_the_next_step() {
    let mut harness = app();
    set_n(&mut harness, 4);
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Watch)));
    harness.get_by_label("Search tree").click();
    harness.run_steps(2);
    // a4, c3, then every square of rank 2 attacked: a dead end.
    click_until(&mut harness, "Step", |app| {
        app.watch_counters().dead_ends == 1
    });
    harness.get_by_label("c3, queen");
    // The first node, a4, alone: named for a screen reader, and reached and pressed with the
    // keyboard.
    harness.get_by_label("a4: placed").focus();
    harness.run_steps(1);
    harness.key_press(Key::Enter);
    harness.run_steps(2);
    harness.get_by_label("The partial board of the node clicked:");
    harness.get_by_label("a4, queen");
    harness.get_by_label("c3, empty");
    // The next step shows the search's board again.
    harness.get_by_label("Step").click();
    harness.run_steps(2);
    assert!(
        harness
            .query_by_label("The partial board of the node clicked:")
            .is_none()
    );
    // The step took c3 back.
    harness.get_by_label("c3, empty");
    harness.get_by_label("a4, queen");
}

#[test]
fn a_presentation_is_stepped_by_a_clickers_keys_and_left_with_escape() {
    let mut harness = app();
    set_n(&mut harness, 4);
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Watch)));
    harness.get_by_label("Present to a class").click();
    harness.run_steps(2);
    assert!(harness.inspect().watch_presenting());
    // Right, Page Down and Space step forward, as a presenter's clicker sends them.
    for key in [Key::ArrowRight, Key::PageDown, Key::Space] {
        harness.key_press(key);
        harness.run_steps(2);
    }
    // Try a4, place a4, try a3.
    harness.get_by_label("Trying a3…");
    harness.get_by_label("Line 9, running now: if (canplace(row, col)) {");
    // Left and Page Up step back.
    harness.key_press(Key::PageUp);
    harness.run_steps(2);
    harness.get_by_label("A queen goes on a4.");
    harness.key_press(Key::ArrowLeft);
    harness.run_steps(2);
    harness.get_by_label("Trying a4…");
    harness.key_press(Key::Escape);
    harness.run_steps(2);
    assert!(!harness.inspect().watch_presenting());
    harness.get_by_label("Present to a class");
}

#[test]
fn save_animation_writes_the_steps_shown_as_a_gif_on_a_lane_of_its_own() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("search.gif");
    let mut harness = app();
    set_n(&mut harness, 5);
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Watch)));
    click_until(&mut harness, "Step", |app| app.watch_counters().tried == 4);
    // The window proposes the steps up to the one on screen: try, place, try, conflict, …
    harness.get_by_label("Save animation…").click();
    harness.run_steps(2);
    assert!(harness.inspect().watch_step_shown() > 0);
    // A window shows from its second frame, once its size is known.
    wait_for_label(&mut harness, "First step:");
    harness.get_by_label_contains("frames (fewer where the search ends sooner; at most 5,000)");
    type_into(&mut harness, "File:", path.to_str().unwrap());
    harness.get_by_label("Save GIF").click();
    harness.run_steps(2);
    assert!(harness.inspect().busy_lanes().contains(&Lane::Animation));
    wait_for_label_starting(&mut harness, "Saved ");
    let bytes = std::fs::read(&path).unwrap();
    let mut decoder = gif::DecodeOptions::new().read_info(&bytes[..]).unwrap();
    assert_eq!((decoder.width(), decoder.height()), (960, 540));
    let mut frames = 0;
    while decoder.read_next_frame().unwrap().is_some() {
        frames += 1;
    }
    let steps = harness.inspect().watch_step_shown();
    assert!(steps >= 7, "{steps}");
    assert_eq!(frames, steps);
}

#[test]
fn an_animation_is_offered_for_n_4_to_8_only() {
    let mut harness = app();
    set_n(&mut harness, 10);
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Watch)));
    harness.get_by_label("Save animation…").click();
    wait_for_label(
        &mut harness,
        "Animations show N = 4 to 8: choose one with the board size buttons.",
    );
    assert!(
        harness
            .get_by_label("Save GIF")
            .accesskit_node()
            .is_disabled()
    );
}
