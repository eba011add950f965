//! The export window's contents: the choice of solutions and their size, the path, progress,
//! Cancel and the outcome. Each control returns an action; nothing here changes the panel.

use eframe::egui;

use super::{ExportAction, ExportChoice, ExportPanel, OnScreen, Running};
use crate::app::dialog;
use crate::app::widgets::{edit_copy, name_progress, outcome_label, spinner};
use crate::app::words::{bytes_in_full, grouped, human_bytes, time_left};
use crate::formats::Format;
use crate::platform;
use crate::solve::known_counts;
use crate::tr;
use crate::worker::ExportWhat;

impl ExportPanel {
    /// What the current choice will write, in bytes and solutions, before it is written.
    fn size_label(&self, ui: &mut egui::Ui, n: usize, on_screen: &OnScreen) {
        match self.what(n, on_screen) {
            Some(what @ ExportWhat::Range(range)) => {
                match (self.byte_size(&what, n), range.solution_count()) {
                    (Some(0), _) | (_, Some(0)) => ui.label(tr!("export-size-empty", n = n)),
                    (Some(u64::MAX), Some(solutions)) => {
                        ui.label(tr!("export-size-beyond", count = solutions))
                    }
                    (Some(bytes), Some(solutions)) => ui.label(tr!(
                        "export-size",
                        size = bytes_in_full(bytes),
                        count = solutions
                    )),
                    _ => ui.label(tr!("export-size-unknown")),
                }
            }
            Some(what @ ExportWhat::Board { .. }) => {
                let bytes = self.byte_size(&what, n).unwrap_or(u64::MAX);
                ui.label(tr!(
                    "export-size",
                    size = bytes_in_full(bytes),
                    count = 1u64
                ))
            }
            None => ui.label(tr!("export-no-numbered-yet")),
        };
    }

    /// The range's two fields. What the user sets is an action: [`ExportPanel::set_end`]
    /// keeps the range the right way round.
    fn range_fields(&self, ui: &mut egui::Ui, actions: &mut Vec<ExportAction>) {
        ui.horizontal_wrapped(|ui| {
            choice_button(
                ui,
                self.choice,
                ExportChoice::Range,
                tr!("export-range"),
                actions,
            );
            let from = ui.label(tr!("export-from"));
            let mut first = self.first;
            if ui
                .add(solution_number(&mut first))
                .labelled_by(from.id)
                .changed()
            {
                actions.push(ExportAction::First(first));
            }
            let to = ui.label(tr!("export-to"));
            let mut last = self.last;
            if ui
                .add(solution_number(&mut last))
                .labelled_by(to.id)
                .changed()
            {
                actions.push(ExportAction::Last(last));
            }
        });
        if let Some(note) = &self.range_note {
            ui.colored_label(ui.visuals().warn_fg_color, note.to_string());
        }
    }

    /// The format to write in, and which judges want it.
    fn formats(&self, ui: &mut egui::Ui, actions: &mut Vec<ExportAction>) {
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!("export-format"));
            for format in Format::ALL {
                let name = tr!("export-format-name", format = format.key());
                if ui.radio(self.format == format, name).clicked() && self.format != format {
                    actions.push(ExportAction::Format(format));
                }
            }
        });
        ui.label(
            egui::RichText::new(tr!("export-format-about", format = self.format.key())).weak(),
        );
        if !self.format.takes_ranges() {
            ui.label(egui::RichText::new(tr!("export-format-whole")).weak());
        }
        ui.separator();
    }

    /// Which solutions to write, and the size they take.
    fn choices(
        &self,
        ui: &mut egui::Ui,
        n: usize,
        on_screen: &OnScreen,
        actions: &mut Vec<ExportAction>,
    ) {
        self.formats(ui, actions);
        let all_label = match known_counts(n).map(|counts| counts.total) {
            Some(total) => tr!("export-all", n = n, total = total),
            None => tr!("export-all-unknown"),
        };
        choice_button(ui, self.choice, ExportChoice::All, all_label, actions);
        let takes_ranges = self.format.takes_ranges();
        // No solutions, no range of them.
        let has_solutions = known_counts(n).is_none_or(|counts| counts.total > 0);
        ui.add_enabled_ui(takes_ranges && has_solutions, |ui| {
            self.range_fields(ui, actions);
        });
        let current = match (on_screen.number, &on_screen.board) {
            (Some(number), Some(_)) if on_screen.fundamental_only => {
                tr!("export-on-screen-fundamental", number = number)
            }
            (Some(number), Some(_)) => tr!("export-on-screen", number = number),
            (Some(number), None) => tr!("export-on-screen-looking", number = number),
            (None, _) => tr!("export-on-screen-none"),
        };
        ui.add_enabled_ui(takes_ranges && on_screen.number.is_some(), |ui| {
            choice_button(ui, self.choice, ExportChoice::Current, current, actions);
        });
        self.size_label(ui, n, on_screen);
    }

    /// The running export's progress bar, with what is written and the time left, and Cancel.
    fn progress(ui: &mut egui::Ui, running: &Running, actions: &mut Vec<ExportAction>) {
        let written = running.progress.map_or(0, |(progress, _)| progress.bytes);
        // The share of the search done, which passes the solutions before the first too.
        let fraction = running
            .progress
            .filter(|_| running.expected_bytes.is_some())
            .map(|(_, left)| left.done);
        let text = match (running.expected_bytes, running.progress) {
            (Some(total), Some((_, left))) if left.done > 0.0 => tr!(
                "export-progress",
                written = human_bytes(written),
                total = human_bytes(total),
                percent = format!("{:.0}", left.done * 100.0),
                left = time_left(left.estimate)
            ),
            (Some(total), _) => tr!(
                "export-progress-start",
                written = human_bytes(written),
                total = human_bytes(total)
            ),
            // The size is unknown: the bytes written move instead.
            (None, _) => tr!("export-written", written = human_bytes(written)),
        };
        let bar = ui.add(egui::ProgressBar::new(fraction.unwrap_or(0.0)).text(text));
        name_progress(&bar, &tr!("export-progress-name"), fraction);
        if ui.button(tr!("cancel")).clicked() {
            actions.push(ExportAction::Cancel);
        }
    }

    /// The window's contents; returns what the user asked for.
    pub fn ui(&self, ui: &mut egui::Ui, n: usize, on_screen: &OnScreen) -> Vec<ExportAction> {
        let mut actions = Vec::new();
        if let Some(running) = &self.running {
            ui.label(tr!(
                "export-writing",
                what = running.what.clone(),
                path = platform::path_shown(&running.path)
            ));
        } else {
            self.choices(ui, n, on_screen, &mut actions);
        }
        ui.separator();
        ui.horizontal(|ui| {
            let label = ui.label(tr!("export-file"));
            let (_, typed) = edit_copy(&self.path, |text| {
                ui.add(
                    egui::TextEdit::singleline(text)
                        .hint_text(tr!("example-answer-path", system = dialog::PATH_STYLE))
                        .desired_width(280.0),
                )
                .labelled_by(label.id)
            });
            if let Some(typed) = typed {
                actions.push(ExportAction::Type(typed));
            }
            // On the page the file is named, and the browser saves the download.
            if platform::SAVE_DIALOG {
                let choose = ui.add_enabled(
                    self.dialog.is_none(),
                    egui::Button::new(tr!("export-choose")),
                );
                if choose.clicked() {
                    actions.push(ExportAction::Choose);
                }
            }
        });
        if let Some(note) = &self.path_note {
            ui.label(note.to_string());
        }
        if self.dialog.is_some() {
            ui.label(tr!("export-dialog-waiting"));
        }
        if let Some(note) = &self.note {
            ui.colored_label(ui.visuals().warn_fg_color, note.to_string());
        }
        match &self.running {
            Some(running) if running.cancelling.is_some() => {
                ui.horizontal(|ui| {
                    spinner(ui, &tr!("export-cancelling-name"));
                    ui.label(tr!("cancelling"));
                });
            }
            Some(running) => Self::progress(ui, running, &mut actions),
            None if self.confirm.is_some() => {
                let path = self.confirm.as_ref().expect("just matched");
                ui.colored_label(
                    ui.visuals().warn_fg_color,
                    tr!("export-exists", path = path.display()),
                );
                ui.horizontal(|ui| {
                    if ui.button(tr!("export-replace")).clicked() {
                        actions.push(ExportAction::Replace);
                    }
                    if ui.button(tr!("export-keep")).clicked() {
                        actions.push(ExportAction::KeepExisting);
                    }
                });
            }
            None => {
                let ready = !self.path.trim().is_empty() && self.what(n, on_screen).is_some();
                if ui
                    .add_enabled(ready, egui::Button::new(tr!("export-write")))
                    .clicked()
                {
                    actions.push(ExportAction::Write);
                }
            }
        }
        outcome_label(ui, self.outcome.as_ref());
        actions
    }
}

/// A radio button for `choice`, which asks for it when clicked.
fn choice_button(
    ui: &mut egui::Ui,
    chosen: ExportChoice,
    choice: ExportChoice,
    text: impl Into<egui::WidgetText>,
    actions: &mut Vec<ExportAction>,
) {
    if ui.radio(chosen == choice, text).clicked() && chosen != choice {
        actions.push(ExportAction::Choice(choice));
    }
}

/// A field for a solution's number, grouped as the rest of the window writes numbers
/// (`20,000,000,000`); it reads what is typed with or without the commas.
/// The number is taken when the field is left (or Enter pressed), not as each key is typed, so
/// that `60` typed over `50` is never the range's end at `6`.
fn solution_number(value: &mut u64) -> egui::DragValue<'_> {
    egui::DragValue::new(value)
        .update_while_editing(false)
        .range(1..=u64::MAX)
        .custom_formatter(|number, _| grouped(number as u64))
        .custom_parser(|text| text.replace([',', '_', ' '], "").parse::<f64>().ok())
}
