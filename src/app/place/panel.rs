//! The hand-made board's side panel: undo and redo, the verdict and the analysis's progress,
//! the hint's words, and the paste box.

use eframe::egui::{self, RichText};

use super::{ANALYSIS_BUDGET, HandBoard, PasteNote, PlaceAction};
use crate::app::Setting;
use crate::app::check_words::conflict_words;
use crate::app::widgets::{edit_copy, name_progress, outcome_label, spinner};
use crate::app::words::{out_of_time, time_left};
use crate::board::Squares;
use crate::solve::known_counts;
use crate::tr;
use crate::worker::{BoardReport, Estimate};

impl HandBoard {
    /// Draws the side panel and returns what the user asked for.
    pub fn ui(&self, ui: &mut egui::Ui, show_attacks: bool, show_free: bool) -> Vec<PlaceAction> {
        let mut actions = Vec::new();
        ui.label(tr!("place-intro"));
        let (undo, redo) = self.can_undo();
        ui.horizontal(|ui| {
            if ui
                .add_enabled(undo, egui::Button::new(tr!("place-undo")))
                .on_hover_text("Ctrl+Z")
                .clicked()
            {
                actions.push(PlaceAction::Undo);
            }
            if ui
                .add_enabled(redo, egui::Button::new(tr!("place-redo")))
                .on_hover_text("Ctrl+Shift+Z")
                .clicked()
            {
                actions.push(PlaceAction::Redo);
            }
        });
        ui.separator();
        let n = self.board.n();
        let placed = self.board.queens().len();
        ui.label(if placed > n {
            tr!("place-placed-too-many", placed = placed, n = n)
        } else {
            tr!("place-placed", placed = placed, n = n)
        });
        let conflicts = self.board.conflicts();
        // Five lines' height, whatever the solver says, however it wraps and however many
        // conflicts there are (a longer list scrolls), so that the buttons below stay where
        // the user aims while the verdict changes.
        egui::ScrollArea::vertical()
            .id_salt("verdict")
            .max_height(lines_high(ui, 5))
            .auto_shrink([false, false])
            .show(ui, |ui| {
                if conflicts.is_empty() {
                    self.verdict(ui, &mut actions);
                } else {
                    ui.colored_label(ui.visuals().error_fg_color, tr!("place-conflicts"));
                    for conflict in &conflicts {
                        ui.label(format!("• {}", conflict_words(conflict, n)));
                    }
                }
            });
        ui.separator();
        let (first, number) = match &self.report {
            Some(BoardReport::Completions { first, number, .. }) => (first.clone(), *number),
            _ => (None, None),
        };
        let completable = first.is_some() && placed < n;
        if ui
            .add_enabled(completable, egui::Button::new(tr!("place-complete")))
            .clicked()
            && let Some(solution) = first
        {
            actions.push(PlaceAction::SetBoard((&solution).into()));
        }
        let full = self.board.as_placement();
        if ui
            .add_enabled(
                number.is_some() && full.is_some(),
                egui::Button::new(tr!("place-open-in-browser")),
            )
            .clicked()
            && let (Some(number), Some(board)) = (number, full)
        {
            actions.push(PlaceAction::OpenInBrowser { number, board });
        }
        if ui
            .add_enabled(placed > 0, egui::Button::new(tr!("place-clear")))
            .clicked()
        {
            actions.push(PlaceAction::SetBoard(Squares::empty(n)));
        }
        ui.separator();
        let (mut attacks, mut free) = (show_attacks, show_free);
        if ui.checkbox(&mut attacks, tr!("show-attacked")).changed() {
            actions.push(PlaceAction::Setting(Setting::ShowAttacks(attacks)));
        }
        let hint = ui
            .checkbox(&mut free, tr!("place-show-free"))
            .on_hover_text(tr!("place-show-free-hint"));
        if hint.changed() {
            actions.push(PlaceAction::Setting(Setting::ShowFree(free)));
        }
        if show_free {
            // Three lines' height at least, so that the paste box stays put as the hint's
            // words change.
            ui.vertical(|ui| {
                ui.set_min_height(lines_high(ui, 3));
                ui.add(egui::Label::new(RichText::new(self.hint_words()).weak()).wrap());
            });
        }
        ui.separator();
        self.paste_box(ui, &mut actions);
        actions
    }

    /// What the hint's rings mean, and how far the solver has come with them.
    fn hint_words(&self) -> String {
        let free = self.free.len() as u64;
        if free == 0 {
            return tr!("hint-none-free");
        }
        if !self.board.conflicts().is_empty() {
            return tr!("hint-conflicts", free = free);
        }
        let (leads, dead) = self.leading();
        let (leads, dead) = (leads.len() as u64, dead.len() as u64);
        let settled = leads + dead;
        let running = self
            .leading
            .as_ref()
            .is_some_and(|leading| leading.job.is_some());
        let stopped = self
            .leading
            .as_ref()
            .is_some_and(|leading| leading.out_of_time);
        if running {
            return tr!("hint-running", settled = settled, free = free);
        }
        let words = match (leads, dead) {
            (_, 0) if settled == free => tr!("hint-all-lead", free = free),
            (0, _) if settled == free => tr!("hint-none-lead"),
            _ => tr!("hint-some-lead", leads = leads, dead = dead),
        };
        if stopped && settled < free {
            let rest = tr!(
                "hint-not-settled",
                count = free - settled,
                budget = ANALYSIS_BUDGET.as_secs()
            );
            return tr!("two-sentences", first = words, second = rest);
        }
        words
    }

    /// The box to paste a board into: judge text, a column list or chess squares.
    fn paste_box(&self, ui: &mut egui::Ui, actions: &mut Vec<PlaceAction>) {
        let label = ui.label(tr!("paste-label"));
        ui.label(egui::RichText::new(tr!("paste-hint")).weak());
        let (_, typed) = edit_copy(&self.paste_text, |text| {
            let field = egui::TextEdit::multiline(text)
                .desired_rows(3)
                .desired_width(f32::INFINITY)
                .font(egui::TextStyle::Monospace)
                .hint_text("1 5 8 6 3 7 2 4");
            ui.add(field).labelled_by(label.id)
        });
        let text = typed.clone().unwrap_or_else(|| self.paste_text.clone());
        if let Some(typed) = typed {
            actions.push(PlaceAction::Type(typed));
        }
        if ui
            .add_enabled(
                !text.trim().is_empty(),
                egui::Button::new(tr!("paste-place")),
            )
            .clicked()
        {
            actions.push(PlaceAction::Paste(text));
        }
        let note = self
            .paste_note
            .as_ref()
            .filter(|(about, _)| *about == self.board)
            .map(|(_, note)| note);
        match note {
            Some(PasteNote::Message(said)) => outcome_label(ui, Some(said)),
            Some(PasteNote::FromZero(pasted)) => {
                ui.label(tr!("paste-from-zero", n = pasted.board.n()));
                ui.horizontal(|ui| {
                    if ui.button(tr!("paste-from-zero-place")).clicked() {
                        actions.push(PlaceAction::FromZero { place: true });
                    }
                    if ui.button(tr!("cancel")).clicked() {
                        actions.push(PlaceAction::FromZero { place: false });
                    }
                });
            }
            None => {}
        }
    }

    /// What to say of a board without conflicts, with the analysis's progress, its
    /// estimate when it ran out of time, and the buttons to go on or stop.
    fn verdict(&self, ui: &mut egui::Ui, actions: &mut Vec<PlaceAction>) {
        let n = self.board.n();
        let placed = self.board.queens().len();
        let (text, busy) = verdict_text(self.report.as_ref(), placed, n);
        let analysis = self.analysis.as_ref();
        let running = analysis.is_some_and(|a| !a.ended);
        // What was being worked out and was stopped says so in place of its "…".
        let text = match analysis.filter(|_| busy && !running) {
            Some(analysis) => stopped_text(self.report.as_ref(), analysis.out_of_time),
            None => text,
        };
        ui.horizontal_wrapped(|ui| {
            if busy && running {
                spinner(ui, &tr!("place-solver-at-work"));
            }
            ui.add(egui::Label::new(RichText::new(text).strong()).wrap());
        });
        let Some(analysis) = analysis.filter(|_| busy) else {
            return;
        };
        if running {
            // The button first, so that it stays put while the progress appears below it.
            if !analysis.budgeted && ui.button(tr!("cancel")).clicked() {
                actions.push(PlaceAction::CancelAnalysis);
            }
            if let Some(progress) = analysis.progress {
                let bar = ui.add(egui::ProgressBar::new(progress.done).show_percentage());
                name_progress(
                    &bar,
                    &tr!("place-analysis-progress-name"),
                    Some(progress.done),
                );
                if !analysis.budgeted {
                    ui.label(tr!(
                        "place-counting-completions",
                        left = time_left(progress.estimate)
                    ));
                }
            }
            return;
        }
        if ui.button(tr!("place-go-on")).clicked() {
            actions.push(PlaceAction::AnalyseFully);
        }
    }
}

/// What to say of a hand-made board without conflicts, and whether the solver has more to say.
fn verdict_text(report: Option<&BoardReport>, placed: usize, n: usize) -> (String, bool) {
    if placed == 0 {
        return (empty_board_text(report, n), false);
    }
    let Some(BoardReport::Completions {
        first,
        count,
        number,
    }) = report
    else {
        return (tr!("place-looking"), true);
    };
    match (first, placed == n, number, count) {
        (None, ..) => (tr!("place-no-solution"), false),
        (Some(_), true, Some(k), _) => (
            match known_counts(n) {
                Some(counts) => tr!("place-solution-of", number = *k, total = counts.total),
                None => tr!("place-solution", number = *k),
            },
            false,
        ),
        (Some(_), true, None, _) => (tr!("place-finding-number"), true),
        (Some(_), false, _, None) => (tr!("place-counting"), true),
        (Some(_), false, _, Some(count)) => (tr!("place-completions", count = *count), false),
    }
}

/// What to say of an analysis that was stopped, by the user or at its time budget (with what
/// the rest would take), before it said all it had to.
fn stopped_text(report: Option<&BoardReport>, estimate: Option<Estimate>) -> String {
    let what = match report {
        Some(BoardReport::Completions { count: Some(1), .. }) => "number",
        Some(BoardReport::Completions { .. }) => "count",
        _ => "search",
    };
    match estimate {
        Some(estimate) => tr!(
            "place-out-of-time",
            what = what,
            budget = ANALYSIS_BUDGET.as_secs(),
            rest = out_of_time(estimate)
        ),
        None => tr!("place-stopped", what = what),
    }
}

/// What to say of the empty board: how many solutions complete it, when that is known.
fn empty_board_text(report: Option<&BoardReport>, n: usize) -> String {
    let total = known_counts(n).map(|c| c.total).or(match report {
        Some(BoardReport::Completions { first: None, .. }) => Some(0),
        Some(BoardReport::Completions { count, .. }) => *count,
        _ => None,
    });
    match total {
        Some(total) => tr!("place-empty-board", n = n, total = total),
        None => tr!("place-empty-board-unknown"),
    }
}

/// The height of `lines` lines of body text, as a label lays them out.
fn lines_high(ui: &egui::Ui, lines: u8) -> f32 {
    let lines = f32::from(lines);
    lines * ui.text_style_height(&egui::TextStyle::Body)
        + (lines - 1.0) * ui.spacing().item_spacing.y
}
