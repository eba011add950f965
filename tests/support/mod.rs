//! What the window's tests share: the app in a harness, in a language, at a size; acting on it;
//! waiting for what it will show, with a deadline that says what the window showed when it ran
//! out; and the files the tests open. Each test reads as a short story on top of it.
//!
//! Every wait polls a condition (a label, the app's state) with a generous deadline: no test
//! sleeps for a while and hopes. A job that must still run when the test acts is held at a
//! [`Gate`], which the test releases.

#![allow(
    dead_code,
    reason = "each test binary uses the part of the support its tests need"
)]

pub mod fixtures;

use std::time::{Duration, Instant};

use eframe::egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{AccessKitNode, NodeT, Queryable};
use nqueens::app::i18n::Language;
use nqueens::app::{Action, App, FileAction, Inspect, Mode, TopAction};
use nqueens::worker::Gate;

/// How long a test waits for anything: long enough for a loaded machine, so that only a window
/// that will never show it times out.
const PATIENCE: Duration = Duration::from_mins(1);

/// The size of the window in the tests that do not look at the layout.
const SIZE: [f32; 2] = [1100.0, 800.0];

// ----------------------------------------------------------------------------
// The app in a harness

/// The app in English, whatever the language of the machine the tests run on.
pub fn app() -> Harness<'static, App> {
    app_in(Language::English)
}

/// The app speaking `language`.
pub fn app_in(language: Language) -> Harness<'static, App> {
    speaking(
        Harness::builder()
            .with_size(SIZE)
            .build_eframe(|cc| App::new(cc)),
        language,
    )
}

/// The app in English whose jobs wait at `gate` before they start, for as long as the test
/// holds their lane.
pub fn gated_app(gate: &Gate) -> Harness<'static, App> {
    let gate = gate.clone();
    speaking(
        Harness::builder()
            .with_size(SIZE)
            .build_eframe(move |cc| App::with_gate(cc, gate)),
        Language::English,
    )
}

/// The app at `size`, speaking `language`, drawn by wgpu for its snapshots.
pub fn drawn_app(size: [f32; 2], language: Language) -> Harness<'static, App> {
    speaking(
        Harness::builder()
            .with_size(size)
            .wgpu()
            .build_eframe(|cc| App::new(cc)),
        language,
    )
}

fn speaking(mut harness: Harness<'static, App>, language: Language) -> Harness<'static, App> {
    act(
        &mut harness,
        Action::Top(TopAction::Language(Some(language))),
    );
    harness
}

/// The state behind the window, for what a test cannot find by name.
pub trait Inspected {
    /// The app's state, read.
    fn inspect(&self) -> Inspect<'_>;
}

impl Inspected for Harness<'_, App> {
    fn inspect(&self) -> Inspect<'_> {
        self.state().inspect()
    }
}

// ----------------------------------------------------------------------------
// Acting

/// Applies `action` as if a panel had asked for it, and draws two frames.
pub fn act(harness: &mut Harness<'_, App>, action: Action) {
    harness.state_mut().act(action);
    harness.run_steps(2);
}

/// Sets the board size.
pub fn set_n(harness: &mut Harness<'_, App>, n: usize) {
    act(harness, Action::Top(TopAction::SetN(n)));
}

/// Focuses the text field labelled `label` and types `text` into it, replacing what was there.
pub fn type_into(harness: &mut Harness<'_, App>, label: &str, text: &str) {
    harness.get_by_label(label).focus();
    harness.run_steps(1);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::A);
    harness.get_by_label(label).type_text(text);
    harness.run_steps(2);
}

/// Opens the judge file at `path`, as a drop on the window does, and waits for its check.
pub fn open_file(harness: &mut Harness<'_, App>, path: &std::path::Path) {
    act(harness, Action::File(FileAction::Open(path.to_path_buf())));
    assert_eq!(harness.inspect().mode(), Mode::File);
    step_until(harness, "the check", |app| !app.checking_file());
}

/// Clicks `button` until `done` holds: what the click asks for may still be on its way from
/// the worker (the animation's next step).
pub fn click_until(
    harness: &mut Harness<'_, App>,
    button: &str,
    done: impl Fn(Inspect<'_>) -> bool,
) {
    let deadline = Instant::now() + PATIENCE;
    while !done(harness.inspect()) {
        if Instant::now() > deadline {
            timed_out(harness, &format!("clicking {button}"));
        }
        harness.get_by_label(button).click();
        harness.run_steps(2);
        std::thread::sleep(Duration::from_millis(2));
    }
}

// ----------------------------------------------------------------------------
// Waiting

/// Steps frames until `done` holds of the app's state, then three more; the worker's threads
/// run meanwhile.
pub fn step_until(harness: &mut Harness<'_, App>, what: &str, done: impl Fn(Inspect<'_>) -> bool) {
    wait(harness, what, |harness| done(harness.inspect()));
    harness.run_steps(3);
}

/// Steps frames until `done` holds of what the window shows.
pub fn wait(harness: &mut Harness<'_, App>, what: &str, done: impl Fn(&Harness<'_, App>) -> bool) {
    let deadline = Instant::now() + PATIENCE;
    while !done(harness) {
        if Instant::now() > deadline {
            timed_out(harness, what);
        }
        std::thread::sleep(Duration::from_millis(5));
        harness.step();
    }
}

/// Steps frames until a widget labelled `label` shows up.
pub fn wait_for_label(harness: &mut Harness<'_, App>, label: &str) {
    wait(harness, &format!("`{label}`"), |harness| {
        harness.query_by_label(label).is_some()
    });
}

/// Steps frames until a text starting with `start` shows up.
pub fn wait_for_label_starting(harness: &mut Harness<'_, App>, start: &str) {
    wait(harness, &format!("`{start}…`"), |harness| {
        label_starting(harness, start).is_some()
    });
}

/// Waits for the search of the current N to finish.
#[expect(
    clippy::redundant_closure_for_method_calls,
    reason = "the method itself is not general enough over the view's lifetime"
)]
pub fn search_done(harness: &mut Harness<'_, App>) {
    step_until(harness, "the search to finish", |app| app.search_finished());
}

/// Waits for the browser to show solution No `number`: one not in memory comes from the
/// worker.
pub fn board_shown(harness: &mut Harness<'_, App>, number: u64) {
    step_until(harness, &format!("solution No {number} on screen"), |app| {
        app.current_number() == number && app.current_solution().is_some()
    });
}

/// Steps frames until no lane of the worker computes, then takes the events they sent last.
pub fn settle(harness: &mut Harness<'_, App>) {
    wait(harness, "every lane to rest", |harness| {
        harness.inspect().busy_lanes().is_empty()
    });
    harness.run_steps(2);
}

/// Steps frames until nothing moves on screen for ten frames in a row: no lane computes but a
/// search that cannot end soon (a large N runs on ahead of the board for a while, once the
/// browser has its first solution), a small N is searched to its end, and no judge file is being
/// checked. Ten frames, because one job's end can start the next (the class of a board, then
/// its numbers). For a picture of the window, which must not depend on how fast the machine
/// is.
pub fn settle_for_a_picture(harness: &mut Harness<'_, App>) {
    use nqueens::worker::Lane;
    let deadline = Instant::now() + PATIENCE;
    let mut quiet_frames = 0;
    while quiet_frames < 10 {
        let app = harness.inspect();
        // A large N's search runs on; in the browser the picture waits for its first solution.
        // (A small N's search waits outside the browser: show it there first.)
        let search_done = app.search_finished()
            || app.n() > 10 && (app.mode() != nqueens::app::Mode::Browse || app.found() > 0);
        if search_done
            && !app.checking_file()
            && app.busy_lanes().iter().all(|&lane| lane == Lane::Solver)
        {
            quiet_frames += 1;
        } else {
            quiet_frames = 0;
        }
        if Instant::now() > deadline {
            timed_out(harness, "the window to come to rest");
        }
        std::thread::sleep(Duration::from_millis(10));
        harness.run_steps(1);
    }
}

/// Steps a frame at a time until `done` holds, three frames at most: a press is taken within
/// them, and no round trip to the worker fits.
pub fn within_frames(harness: &mut Harness<'_, App>, done: impl Fn(Inspect<'_>) -> bool) {
    for _ in 0..3 {
        harness.step();
        if done(harness.inspect()) {
            return;
        }
    }
}

/// Fails the test, saying what the window showed, and keeps a picture of it in the target
/// folder (when it can be drawn: rendering needs a Vulkan driver).
fn timed_out(harness: &mut Harness<'_, App>, what: &str) -> ! {
    let thread = std::thread::current();
    let name = thread.name().unwrap_or("test").replace("::", "-");
    let picture = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("timed-out")
        .join(format!("{name}.png"));
    let saved = std::fs::create_dir_all(picture.parent().expect("a folder"))
        .map_err(|error| error.to_string())
        .and_then(|()| harness.render())
        .and_then(|image| image.save(&picture).map_err(|error| error.to_string()));
    let kept = match saved {
        Ok(()) => format!("the window is pictured in {}", picture.display()),
        Err(error) => format!("no picture of the window: {error}"),
    };
    panic!(
        "timed out waiting for {what}; busy: {:?}; {kept}; the window says: {:#?}",
        harness.inspect().busy_lanes(),
        texts(harness)
    );
}

// ----------------------------------------------------------------------------
// Reading the window

/// What a node says: a button's label, or a label's text (AccessKit keeps that as its value).
pub fn text(node: &AccessKitNode<'_>) -> String {
    node.label().or_else(|| node.value()).unwrap_or_default()
}

/// What every node of the window says.
pub fn texts(harness: &Harness<'_, App>) -> std::collections::BTreeSet<String> {
    harness
        .query_all_by(|_| true)
        .map(|node| text(&node.accesskit_node()))
        .filter(|text| !text.is_empty())
        .collect()
}

/// The words of the first text that contains `start`, once shown.
pub fn label_starting(harness: &Harness<'_, App>, start: &str) -> Option<String> {
    harness
        .query_by_label_contains(start)
        .map(|node| text(&node.accesskit_node()))
}

/// Whether the control labelled `label` is disabled.
pub fn is_off(harness: &Harness<'_, App>, label: &str) -> bool {
    harness.get_by_label(label).accesskit_node().is_disabled()
}
