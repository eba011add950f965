//! Drawing the window: the top bar, the side panel of the current mode, the board, and the
//! export window. Each piece reads the app's state and calls its actions.

use eframe::egui::{self, Key, RichText};

use super::board_view::{self, BoardPicture};
use super::{App, Mode};
use crate::board::MAX_N;
use crate::solve::known_counts;
use crate::worker::BoardReport;

/// Draws the whole window.
pub fn show(app: &mut App, ui: &mut egui::Ui) {
    egui::Panel::top("top bar").show(ui, |ui| top_bar(app, ui));
    egui::Panel::right("side panel")
        .resizable(false)
        .exact_size(330.0)
        .show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| match app.mode {
                Mode::Browse => browse_panel(app, ui),
                Mode::Place => place_panel(app, ui),
                Mode::Watch => {
                    let n = app.n();
                    app.watch.ui(ui, &mut app.worker, n);
                }
            });
        });
    egui::CentralPanel::default().show(ui, |ui| board(app, ui));
    export_window(app, ui.ctx());
    keys(app, ui);
    if app.mode == Mode::Watch && app.watch.playing {
        let dt = ui.input(|i| f64::from(i.stable_dt));
        app.watch.play(dt);
        ui.ctx().request_repaint();
    }
}

fn top_bar(app: &mut App, ui: &mut egui::Ui) {
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        ui.heading("N-Queens Studio");
        ui.separator();
        let label = ui.label("Board size N:");
        let mut n = app.n();
        if step_button(ui, n > 1, " - ", "Smaller board").clicked() {
            n -= 1;
        }
        ui.add(egui::DragValue::new(&mut n).range(1..=MAX_N).speed(0.05))
            .labelled_by(label.id)
            .on_hover_text(format!("1 to {MAX_N}; type a number or drag"));
        if step_button(ui, n < MAX_N, " + ", "Larger board").clicked() {
            n += 1;
        }
        app.set_n(n);
        match known_counts(app.n()) {
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
        app.set_mode(mode);
        ui.separator();
        if ui.button("Export…").clicked() {
            app.export.open = true;
        }
        let theme = if app.settings.dark {
            "Light theme"
        } else {
            "Dark theme"
        };
        if ui.button(theme).clicked() {
            app.settings.dark = !app.settings.dark;
            ui.ctx().set_theme(if app.settings.dark {
                egui::Theme::Dark
            } else {
                egui::Theme::Light
            });
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

fn search_status(app: &App, ui: &mut egui::Ui) {
    let browser = &app.browser;
    let found = browser.index.found();
    let known = known_counts(app.n()).map(|counts| counts.total);
    match browser.finished {
        Some(elapsed) => ui.label(format!(
            "Found all {} solutions in {:.2} s",
            grouped(found),
            elapsed.as_secs_f64()
        )),
        None => ui.label(format!(
            "Searching… {} found, {}/s",
            grouped(found),
            human_count(browser.rate())
        )),
    };
    let fraction = match (browser.finished, known) {
        (Some(_), _) => 1.0,
        (None, Some(total)) if total > 0 => (found as f64 / total as f64) as f32,
        _ => 0.0,
    };
    let bar = egui::ProgressBar::new(fraction);
    ui.add(match known {
        Some(_) => bar.show_percentage(),
        // No known total to measure against: show that it is alive, not a made-up share.
        None if browser.finished.is_none() => bar.animate(true).text("total unknown"),
        None => bar,
    });
}

/// Counting every solution on all cores: the button, then progress, rate, time left and
/// Cancel, then the result checked against the known total.
fn count_section(app: &mut App, ui: &mut egui::Ui) {
    let n = app.n();
    // The button first, so that it stays put while the progress appears below it.
    ui.horizontal(|ui| {
        if app.counting() {
            if ui.button("Cancel count").clicked() {
                app.cancel_count();
            }
        } else if ui
            .button("Count all solutions")
            .on_hover_text("Counts with the symmetries of the square, on every core")
            .clicked()
        {
            app.start_count();
        }
    });
    if let Some(progress) = app.counting.progress.filter(|_| app.counting()) {
        let elapsed = app.counting.started.elapsed().as_secs_f64();
        let done = progress.units_done as f64 / progress.units.max(1) as f64;
        let left = if done > 0.0 {
            elapsed * (1.0 - done) / done
        } else {
            f64::NAN
        };
        ui.add(egui::ProgressBar::new(done as f32).show_percentage());
        ui.label(format!(
            "Counting… {} so far, {}/s, about {} left",
            grouped(progress.counts.total),
            human_count(progress.counts.total as f64 / elapsed.max(1e-6)),
            human_duration(left)
        ));
    } else if app.counting() {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label("Counting…");
        });
    }
    if let Some((counted_n, counts, elapsed)) = app.counting.result.filter(|(m, ..)| *m == n) {
        ui.label(format!(
            "Counted {} solutions, {} unique, in {:.2} s.",
            grouped(counts.total),
            grouped(counts.unique),
            elapsed.as_secs_f64()
        ));
        match known_counts(counted_n) {
            Some(known) if known == counts => {
                ui.label("That matches OEIS A000170 and A002562.");
            }
            Some(known) => {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    format!(
                        "OEIS says {} and {}!",
                        grouped(known.total),
                        grouped(known.unique)
                    ),
                );
            }
            None => {
                ui.label("No published total to compare with.");
            }
        }
    }
}

fn browse_panel(app: &mut App, ui: &mut egui::Ui) {
    search_status(app, ui);
    count_section(app, ui);
    ui.separator();
    let found = app.found();
    let current = app.current_number();
    if found == 0 {
        if app.search_finished() {
            ui.label(format!("N = {} has no solution.", app.n()));
        } else {
            ui.label("Waiting for the first solution…");
        }
    } else {
        let label = format!("No {} of {}", grouped(current), grouped(found));
        ui.label(RichText::new(label).heading());
    }
    ui.horizontal(|ui| {
        let back = current > 1;
        let forward = current < found;
        if ui.add_enabled(back, egui::Button::new("First")).clicked() {
            app.go_to(1);
        }
        if ui
            .add_enabled(back, egui::Button::new("Previous"))
            .clicked()
        {
            app.go_to(current - 1);
        }
        if ui.add_enabled(forward, egui::Button::new("Next")).clicked() {
            app.go_to(current + 1);
        }
        if ui.add_enabled(forward, egui::Button::new("Last")).clicked() {
            app.go_to(found);
        }
    });
    if found > 0 {
        let mut number = current.max(1);
        let slider = egui::Slider::new(&mut number, 1..=found.max(1)).text("Solution");
        if ui.add(slider).changed() {
            app.go_to(number);
        }
    }
    ui.horizontal(|ui| {
        let label = ui.label("Go to No");
        let field = ui
            .add(
                egui::TextEdit::singleline(&mut app.browser.jump_text)
                    .desired_width(110.0)
                    .hint_text("number"),
            )
            .labelled_by(label.id);
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
        if ui.button("Go").clicked() || entered {
            jump(app);
        }
    });
    if let Some(note) = &app.browser.jump_note {
        ui.colored_label(ui.visuals().warn_fg_color, note);
    }
    if let Some(solution) = app.current_solution() {
        ui.label(format!("Columns, row by row: {solution}"));
        if ui.button("Edit this solution").clicked() {
            app.edit_current_solution();
        }
    }
    let mut fundamental = app.fundamental_only();
    if ui
        .checkbox(&mut fundamental, "Fundamental solutions only")
        .on_hover_text("One solution per class under rotation and reflection: the smallest")
        .changed()
    {
        app.restart_enumeration(fundamental);
    }
    symmetry_section(app, ui);
    ui.separator();
    ui.checkbox(&mut app.settings.show_attacks, "Show attacked squares");
    ui.label(
        RichText::new(
            "Keys: the up and down arrows change N; left and right step; Home and End jump to the first and last.",
        )
        .weak(),
    );
}

/// The class of the solution on screen under rotation and reflection: its distinct boards,
/// the symmetries that give each, and their numbers in the judge's order.
fn symmetry_section(app: &mut App, ui: &mut egui::Ui) {
    if app.symmetry.images.is_empty() {
        return;
    }
    ui.separator();
    let size = app.symmetry.images.len();
    let fundamental = app.current_solution() == Some(&app.symmetry.images[0].0);
    ui.label(RichText::new(format!(
        "Its class under rotation and reflection has {size} board{}{}",
        if size == 1 { "" } else { "s" },
        if fundamental {
            "; this one is the fundamental solution."
        } else {
            "."
        }
    )));
    let mut go = None;
    egui::Grid::new("symmetry class")
        .num_columns(2)
        .show(ui, |ui| {
            for (board, symmetries) in &app.symmetry.images {
                let number = app
                    .symmetry
                    .numbers
                    .iter()
                    .find(|(b, _)| b == board)
                    .map(|(_, k)| *k);
                // Each board's number is a button that shows it (in the list of all solutions).
                let text =
                    number.map_or_else(|| "No …".to_string(), |k| format!("No {}", grouped(k)));
                let can_show = number.is_some() && !app.fundamental_only();
                if ui.add_enabled(can_show, egui::Button::new(text)).clicked() {
                    go = number;
                }
                let names: Vec<&str> = symmetries.iter().map(|s| s.name()).collect();
                ui.label(names.join(", "));
                ui.end_row();
            }
        });
    if let Some(k) = go {
        app.go_to(k);
    }
}

fn jump(app: &mut App) {
    let text = app.browser.jump_text.trim().replace([',', '_', ' '], "");
    app.browser.jump_note = match text.parse::<u64>() {
        Ok(number) if number >= 1 && number <= app.found() => {
            app.go_to(number);
            None
        }
        Ok(number) if number >= 1 => Some(format!(
            "Only {} solutions found so far; No {number} is not there{}.",
            grouped(app.found()),
            if app.search_finished() { "" } else { " yet" }
        )),
        _ => Some(format!(
            "`{}` is not a solution number.",
            app.browser.jump_text.trim()
        )),
    };
}

/// The keyboard, when no text field has it: up and down change N; in the browser, left and
/// right step, Home and End jump.
fn keys(app: &mut App, ui: &egui::Ui) {
    if ui.ctx().memory(|memory| memory.focused().is_some()) {
        return;
    }
    let (larger, smaller) =
        ui.input(|i| (i.key_pressed(Key::ArrowUp), i.key_pressed(Key::ArrowDown)));
    if larger {
        app.set_n(app.n() + 1);
    }
    if smaller && app.n() > 1 {
        app.set_n(app.n() - 1);
    }
    if app.mode != Mode::Browse {
        return;
    }
    let current = app.current_number();
    let (next, previous, home, end) = ui.input(|i| {
        (
            i.key_pressed(Key::ArrowRight),
            i.key_pressed(Key::ArrowLeft),
            i.key_pressed(Key::Home),
            i.key_pressed(Key::End),
        )
    });
    if next {
        app.go_to(current + 1);
    }
    if previous && current > 1 {
        app.go_to(current - 1);
    }
    if home {
        app.go_to(1);
    }
    if end {
        app.go_to(app.found());
    }
}

fn place_panel(app: &mut App, ui: &mut egui::Ui) {
    ui.label(
        "Click a square to place a queen or take it away. The solver checks the board as you go.",
    );
    ui.separator();
    let n = app.n();
    let board = app.hand_board().clone();
    let conflicts = board.conflicts();
    let placed = board.queens().len();
    ui.label(format!("{placed} of {n} queens placed"));
    let (first, number) = match &app.hand.report {
        Some(BoardReport::Completions { first, number, .. }) => (first.clone(), *number),
        _ => (None, None),
    };
    if conflicts.is_empty() {
        let (verdict, busy) = hand_verdict(app.hand.report.as_ref(), placed, n);
        ui.horizontal_wrapped(|ui| {
            if busy {
                ui.spinner();
            }
            ui.label(RichText::new(verdict).strong());
        });
    } else {
        ui.colored_label(
            ui.visuals().error_fg_color,
            "These queens attack each other:",
        );
        for conflict in &conflicts {
            ui.label(format!("• {}", conflict.describe(n)));
        }
    }
    ui.separator();
    let completable = first.is_some() && placed < n;
    if ui
        .add_enabled(
            completable,
            egui::Button::new("Complete to the first solution"),
        )
        .clicked()
        && let Some(solution) = first
    {
        app.set_hand_board((&solution).into());
    }
    if ui
        .add_enabled(number.is_some(), egui::Button::new("Open in browser"))
        .clicked()
        && let Some(k) = number
    {
        app.browser.go_to(k);
        app.set_mode(Mode::Browse);
    }
    if ui
        .add_enabled(placed > 0, egui::Button::new("Clear board"))
        .clicked()
    {
        app.set_hand_board(crate::board::Squares::empty(n));
    }
    ui.separator();
    ui.checkbox(&mut app.settings.show_attacks, "Show attacked squares");
}

/// What to say of a hand-made board without conflicts, and whether the solver is still at it.
fn hand_verdict(report: Option<&BoardReport>, placed: usize, n: usize) -> (String, bool) {
    let Some(BoardReport::Completions {
        first,
        count,
        number,
    }) = report
    else {
        if placed == 0 {
            return (
                "An empty board: every solution completes it.".to_string(),
                false,
            );
        }
        return (
            "Looking for a solution with these queens…".to_string(),
            true,
        );
    };
    match (first, placed == n, number, count) {
        (None, ..) => ("No solution contains these queens.".to_string(), false),
        (Some(_), true, Some(k), _) => {
            let total =
                known_counts(n).map_or_else(String::new, |c| format!(" of {}", grouped(c.total)));
            (format!("This is solution No {k}{total}."), false)
        }
        (Some(_), true, None, _) => ("A solution! Finding its number…".to_string(), true),
        (Some(_), false, _, None) => (
            "Counting the solutions that contain these queens…".to_string(),
            true,
        ),
        (Some(_), false, _, Some(1)) => (
            "Exactly one solution contains these queens.".to_string(),
            false,
        ),
        (Some(_), false, _, Some(count)) => (
            format!("{} solutions contain these queens.", grouped(*count)),
            false,
        ),
    }
}

fn board(app: &mut App, ui: &mut egui::Ui) {
    let n = app.n();
    let (queens, conflicts) = match app.mode {
        Mode::Browse => (
            app.current_solution()
                .map(|s| s.squares().collect())
                .unwrap_or_default(),
            Vec::new(),
        ),
        Mode::Place => (app.hand.board.queens().to_vec(), app.hand.board.conflicts()),
        Mode::Watch => (app.watch.queens.clone(), Vec::new()),
    };
    // The animation shows its own marks; attacked squares are for browsing and placing.
    let attacked = (app.settings.show_attacks && app.mode != Mode::Watch).then(|| {
        let mut board = crate::board::Squares::empty(n);
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
            app.toggle_queen(square);
        }
    });
}

fn export_window(app: &mut App, ctx: &egui::Context) {
    let mut open = app.export.open;
    egui::Window::new("Export")
        .open(&mut open)
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            let (n, current) = (app.n(), app.current_number());
            app.export.ui(ui, &mut app.worker, n, current);
        });
    app.export.open = open;
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
