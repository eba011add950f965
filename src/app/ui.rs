//! Laying the window out: the top bar, the side panel of the current mode, the board, and the
//! export window. Each piece draws the state it is given and returns what the user asked for;
//! nothing here starts a job.

use eframe::egui::{self, Key};

use super::board_view::{self, BoardPicture};
use super::{Action, App, BrowseAction, Mode, PlaceAction, TopAction};
use crate::board::{MAX_N, Squares};
use crate::solve::known_counts;
use crate::worker::Estimate;

/// Draws the whole window and returns what the user asked for.
pub fn show(app: &mut App, ui: &mut egui::Ui) -> Vec<Action> {
    let mut actions = Vec::new();
    egui::Panel::top("top bar").show(ui, |ui| top_bar(app, ui, &mut actions));
    egui::Panel::right("side panel")
        .resizable(false)
        .exact_size(330.0)
        .show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| match app.mode {
                Mode::Browse => {
                    actions.extend(app.browser.ui(ui).into_iter().map(Action::Browse));
                    ui.separator();
                    ui.checkbox(&mut app.settings.show_attacks, "Show attacked squares");
                    ui.label(
                        egui::RichText::new(
                            "Keys: the up and down arrows change N; left and right step; Home and End jump to the first and last.",
                        )
                        .weak(),
                    );
                }
                Mode::Place => {
                    let place = app.hand.ui(ui, &mut app.settings.show_attacks);
                    actions.extend(place.into_iter().map(Action::Place));
                }
                Mode::Watch => actions.extend(app.watch.ui(ui).into_iter().map(Action::Watch)),
            });
        });
    egui::CentralPanel::default().show(ui, |ui| board(app, ui, &mut actions));
    export_window(app, ui.ctx(), &mut actions);
    keys(app, ui, &mut actions);
    actions
}

fn top_bar(app: &App, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        ui.heading("N-Queens Studio");
        ui.separator();
        let label = ui.label("Board size N:");
        let current = app.n();
        let mut n = current;
        if step_button(ui, n > 1, " - ", "Smaller board").clicked() {
            n -= 1;
        }
        ui.add(egui::DragValue::new(&mut n).range(1..=MAX_N).speed(0.05))
            .labelled_by(label.id)
            .on_hover_text(format!("1 to {MAX_N}; type a number or drag"));
        if step_button(ui, n < MAX_N, " + ", "Larger board").clicked() {
            n += 1;
        }
        if n != current {
            actions.push(Action::Top(TopAction::SetN(n)));
        }
        match known_counts(current) {
            Some(counts) => ui.label(format!(
                "{} solutions, {} unique",
                grouped(counts.total),
                grouped(counts.unique)
            )),
            None => ui.label("number of solutions unknown"),
        };
        ui.separator();
        let mut mode = app.mode;
        ui.selectable_value(&mut mode, Mode::Browse, "Browse solutions");
        ui.selectable_value(&mut mode, Mode::Place, "Place queens");
        ui.selectable_value(&mut mode, Mode::Watch, "Watch the search");
        if mode != app.mode {
            actions.push(Action::Top(TopAction::Mode(mode)));
        }
        ui.separator();
        if ui.button("Export…").clicked() {
            actions.push(Action::Top(TopAction::OpenExport));
        }
        let theme = if app.settings.dark {
            "Light theme"
        } else {
            "Dark theme"
        };
        if ui.button(theme).clicked() {
            actions.push(Action::Top(TopAction::ToggleTheme));
        }
    });
    ui.add_space(4.0);
}

/// A small button whose accessible name says what its symbol means.
fn step_button(ui: &mut egui::Ui, enabled: bool, symbol: &str, name: &str) -> egui::Response {
    let response = ui
        .add_enabled(enabled, egui::Button::new(symbol))
        .on_hover_text(name);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, name));
    response
}

/// The keyboard, when no text field has it: up and down change N; in the browser, left and
/// right step, Home and End jump.
fn keys(app: &App, ui: &egui::Ui, actions: &mut Vec<Action>) {
    if ui.ctx().memory(|memory| memory.focused().is_some()) {
        return;
    }
    let (larger, smaller) =
        ui.input(|i| (i.key_pressed(Key::ArrowUp), i.key_pressed(Key::ArrowDown)));
    if larger && app.n() < MAX_N {
        actions.push(Action::Top(TopAction::SetN(app.n() + 1)));
    }
    if smaller && app.n() > 1 {
        actions.push(Action::Top(TopAction::SetN(app.n() - 1)));
    }
    if app.mode != Mode::Browse {
        return;
    }
    let (next, previous, home, end) = ui.input(|i| {
        (
            i.key_pressed(Key::ArrowRight),
            i.key_pressed(Key::ArrowLeft),
            i.key_pressed(Key::Home),
            i.key_pressed(Key::End),
        )
    });
    for (pressed, action) in [
        (next, BrowseAction::Next),
        (previous, BrowseAction::Previous),
        (home, BrowseAction::GoTo(1)),
        (end, BrowseAction::Last),
    ] {
        if pressed && app.current_number() > 0 {
            actions.push(Action::Browse(action));
        }
    }
}

fn board(app: &App, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
    let n = app.n();
    let (queens, conflicts) = match app.mode {
        Mode::Browse => (
            app.current_solution()
                .map(|s| s.squares().collect())
                .unwrap_or_default(),
            Vec::new(),
        ),
        Mode::Place => (
            app.hand.board().queens().to_vec(),
            app.hand.board().conflicts(),
        ),
        Mode::Watch => (app.watch.queens().to_vec(), Vec::new()),
    };
    // The animation shows its own marks; attacked squares are for browsing and placing.
    let attacked = (app.settings.show_attacks && app.mode != Mode::Watch).then(|| {
        let mut board = Squares::empty(n);
        for &queen in &queens {
            board.toggle(queen);
        }
        board.attacked()
    });
    let picture = BoardPicture {
        n,
        queens: &queens,
        conflicts: &conflicts,
        attacked: attacked.as_deref(),
        clickable: app.mode == Mode::Place,
        focus: if app.mode == Mode::Watch {
            app.watch.focus()
        } else {
            None
        },
    };
    ui.vertical_centered(|ui| {
        if let Some(square) = board_view::show(ui, &picture) {
            actions.push(Action::Place(PlaceAction::Toggle(square)));
        }
    });
}

fn export_window(app: &mut App, ctx: &egui::Context, actions: &mut Vec<Action>) {
    let mut open = app.export.is_open();
    let n = app.n();
    let on_screen = app.on_screen();
    egui::Window::new("Export")
        .open(&mut open)
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            let export = app.export.ui(ui, n, &on_screen);
            actions.extend(export.into_iter().map(Action::Export));
        });
    if !open {
        app.export.close();
    }
}

// ----------------------------------------------------------------------------
// Numbers for people

/// `14772512` as `14,772,512`.
pub fn grouped(number: u64) -> String {
    let digits = number.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// A byte count as `7.1 KiB`, `4.3 GiB`, …
pub fn human_bytes(bytes: u64) -> String {
    const UNITS: [&str; 6] = ["bytes", "KiB", "MiB", "GiB", "TiB", "PiB"];
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{bytes} bytes")
    } else {
        format!("{value:.1} {}", UNITS[unit])
    }
}

/// A time span as `45 s`, `12 min`, `3.5 h`, `2.1 days`; `?` when it is not known yet.
pub fn human_duration(seconds: f64) -> String {
    match seconds {
        s if !s.is_finite() => "?".to_string(),
        s if s < 90.0 => format!("{s:.0} s"),
        s if s < 5400.0 => format!("{:.0} min", s / 60.0),
        s if s < 172_800.0 => format!("{:.1} h", s / 3600.0),
        s => format!("{:.1} days", s / 86400.0),
    }
}

/// What a job that ran out of its time budget would still need, as the end of a sentence:
/// `; the rest would take about 3 min`, or nothing when there is no basis for a guess.
pub fn out_of_time(estimate: Estimate) -> String {
    match estimate {
        Estimate::About(seconds) => {
            format!("; the rest would take about {}", human_duration(seconds))
        }
        Estimate::MoreThan(seconds) => {
            format!(
                "; the rest would take more than {}",
                human_duration(seconds)
            )
        }
        Estimate::Unknown => String::new(),
    }
}

/// A rate as `950`, `12.3 k`, `5.2 M`, …
pub fn human_count(value: f64) -> String {
    match value {
        v if v >= 1e9 => format!("{:.1} G", v / 1e9),
        v if v >= 1e6 => format!("{:.1} M", v / 1e6),
        v if v >= 1e3 => format!("{:.1} k", v / 1e3),
        v => format!("{v:.0}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_well() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(92), "92");
        assert_eq!(grouped(14_772_512), "14,772,512");
        assert_eq!(human_bytes(7259), "7.1 KiB");
        assert_eq!(human_bytes(12), "12 bytes");
        assert_eq!(human_count(5_200_000.0), "5.2 M");
    }
}
