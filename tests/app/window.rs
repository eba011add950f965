//! The window as a whole: About, the words for one solution and for none, and hundreds of random
//! actions that leave it consistent and then idle.

use eframe::egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nqueens::app::{
    Action, App, BrowseAction, CountAction, ExportAction, Mode, PlaceAction, TopAction, WatchAction,
};
use nqueens::board::Square;
use nqueens::solve::{Solutions, known_counts};

use crate::support::{Inspected, act, app, is_off, search_done, set_n, settle, type_into, wait};

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
    harness.get_by_label("Every variant finds the same solution.");
    // One square each: none saves anything over another.
    harness.get_by_label("Plain backtracking tries as many squares as Generate and test.");
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
    let app = harness.inspect();
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
        let n = harness.inspect().n();
        let found = harness.inspect().found().max(1);
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
    wait(&mut harness, "every lane to rest", |harness| {
        check_invariants(harness);
        harness.inspect().busy_lanes().is_empty()
    });
    // At rest, the total the browser gives is the published one (none is published past 27).
    let app = harness.inspect();
    let published = known_counts(app.n()).map(|counts| counts.of(app.fundamental_only()));
    assert_eq!(app.total(), published, "N = {}", app.n());
}
