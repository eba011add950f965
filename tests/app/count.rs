//! Counting every solution of N: the result checked against OEIS, Cancel, the search paused
//! meanwhile.

use egui_kittest::kittest::Queryable;
use nqueens::app::{Action, Mode, TopAction};
use nqueens::platform::MEMORY_LIMIT;
use nqueens::solve::Solutions;
use nqueens::worker::{Gate, Lane};

use crate::support::{
    Inspected, act, app, board_shown, gated_app, is_off, search_done, set_n, step_until, wait,
    wait_for_label,
};

#[test]
fn counts_and_checks_against_the_known_total() {
    let gate = Gate::new();
    let mut harness = gated_app(&gate);
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
    // Held at its start, the count of 15 still runs when Cancel is pressed.
    gate.hold(Lane::Count);
    harness.get_by_label("Count all solutions").click();
    harness.run_steps(2);
    assert!(harness.inspect().counting());
    harness.get_by_label("Cancel count").click();
    harness.run_steps(2);
    assert!(!harness.inspect().counting());
    assert_eq!(harness.inspect().count_result(), None);
    gate.release(Lane::Count);

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
fn counting_pauses_the_search_and_a_cancelled_count_says_how_far_it_came() {
    // Held at its start, the count still runs when Cancel is pressed, however fast the
    // machine: the window shows it by its spinner.
    let gate = Gate::new();
    gate.hold(Lane::Count);
    let mut harness = gated_app(&gate);
    set_n(&mut harness, 18);
    board_shown(&mut harness, 1);
    harness.get_by_label("Count all solutions").click();
    harness.run_steps(3);
    harness.get_by_label("Counting");
    harness.get_by_label_contains("Search paused while the count runs:");
    step_until(
        &mut harness,
        "the search to pause beside the count",
        |app| !app.busy_lanes().contains(&Lane::Solver),
    );
    harness.get_by_label("Cancel count").click();
    harness.run_steps(3);
    harness.get_by_label_contains("Count stopped after ");
    // The search goes on once the count has stopped, and further when asked, by hand.
    step_until(&mut harness, "the search to go on", |app| {
        app.busy_lanes().contains(&Lane::Solver) || app.found() > 1_000_000
    });
    wait(&mut harness, "the search to pause", |harness| {
        !is_off(harness, "Search further")
    });
    let paused_at = harness.inspect().found();
    harness.get_by_label("Search further").click();
    step_until(&mut harness, "the search to go further", |app| {
        app.found() > paused_at + 1_000
    });
    // What became of the count is said of its N only.
    set_n(&mut harness, 17);
    board_shown(&mut harness, 1);
    assert!(
        harness
            .query_by_label_contains("Count stopped after ")
            .is_none()
    );
    set_n(&mut harness, 18);
    board_shown(&mut harness, 1);
    harness.get_by_label_contains("Count stopped after ");
}

#[test]
fn a_late_cancel_starts_no_count_and_a_new_count_hides_the_old_result() {
    let gate = Gate::new();
    let mut harness = gated_app(&gate);
    search_done(&mut harness);
    assert!(is_off(&harness, "Cancel count"));
    harness.get_by_label("Count all solutions").click();
    harness.run_steps(2);
    step_until(&mut harness, "the count", |app| !app.counting());
    harness.get_by_label_contains("Counted 92 solutions, 12 unique");
    // Cancel pressed just after the count ended: it is off, and nothing starts.
    harness.get_by_label("Cancel count").click();
    harness.run_steps(2);
    assert!(!harness.inspect().counting());
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
    // Held at its start, the second count of 15 runs while the window is looked at.
    gate.hold(Lane::Count);
    harness.get_by_label("Count all solutions").click();
    harness.run_steps(2);
    assert!(harness.inspect().counting());
    assert!(
        harness
            .query_by_label_contains("Counted 2,279,184")
            .is_none()
    );
    harness.get_by_label("Cancel count").click();
    harness.run_steps(2);
}

/// The name of the test below, which runs again in a process of its own.
const REFUSED: &str =
    "count::a_count_refused_for_lack_of_memory_says_so_and_the_board_is_still_counted";

#[test]
fn a_count_refused_for_lack_of_memory_says_so_and_the_board_is_still_counted() {
    // The limit is the process's: given to a run of this test alone, not to its neighbours.
    if std::env::var_os(MEMORY_LIMIT).is_none() {
        let run = std::process::Command::new(std::env::current_exe().unwrap())
            .args(["--exact", REFUSED, "--nocapture"])
            .env(MEMORY_LIMIT, "4096")
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&run.stdout) + String::from_utf8_lossy(&run.stderr);
        assert!(run.status.success() && said.contains("1 passed"), "{said}");
        return;
    }
    let mut harness = app();
    set_n(&mut harness, 15);
    harness.get_by_label("Count all solutions").click();
    harness.run_steps(2);
    step_until(&mut harness, "the count to be refused", |app| {
        !app.counting()
    });
    harness.get_by_label(
        "Counting N = 15 needs more memory for its tables than the 4.0 KiB this machine has \
         free; it was not started.",
    );
    assert_eq!(harness.inspect().count_result(), None);
    // The hand-made board's count falls back to the rows, which need no tables.
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Place)));
    harness.get_by_label("a15, empty").click();
    let in_the_corner = Solutions::new(15)
        .filter(|solution| solution.columns()[0] == 0)
        .count() as u64;
    wait_for_label(
        &mut harness,
        &format!(
            "{} solutions contain these queens.",
            nqueens::units::grouped(in_the_corner)
        ),
    );
}
