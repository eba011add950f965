//! The file view's side panel: the path, the check's progress, the verdict and the steps
//! through the file's boards.

use eframe::egui::{self, Color32, RichText};

use super::{Checked, Checking, FileAction, FileView, Outcome, file_name};
use crate::app::check_words::{problem_words, verdict_words};
use crate::app::dialog;
use crate::app::widgets::{edit_copy, name_progress, presses, spinner};
use crate::app::words::{grouped, human_bytes, human_elapsed};
use crate::board::Squares;
use crate::check::Evidence;
use crate::judge::Excerpt;

impl FileView {
    /// Draws the side panel and returns what the user asked for.
    pub fn ui(&self, ui: &mut egui::Ui) -> Vec<FileAction> {
        let mut actions = Vec::new();
        ui.label(
            "Check your judge answer: open the file, drop it on the window, or start the app \
             with the command nqueens FILE. It is checked as the command nqueens check does, \
             and the first problem is shown.",
        );
        ui.horizontal(|ui| {
            let open = ui.add_enabled(self.dialog.is_none(), egui::Button::new("Open…"));
            if open.clicked() {
                actions.push(FileAction::Choose);
            }
            if self.dialog.is_some() {
                // No spinner: it would repaint the window all the while the dialog is open.
                ui.label("Waiting for the file dialog…");
            }
        });
        ui.horizontal(|ui| {
            let label = ui.label("Judge file:");
            let width = ui.available_width() - 60.0;
            let (field, typed) = edit_copy(&self.path_text, |text| {
                ui.add(
                    egui::TextEdit::singleline(text)
                        .hint_text(dialog::EXAMPLE_PATH)
                        .desired_width(width),
                )
                .labelled_by(label.id)
            });
            if let Some(typed) = typed {
                actions.push(FileAction::Type(typed));
            }
            let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if ui.button("Check").clicked() || enter {
                actions.push(FileAction::CheckTyped);
            }
        });
        if let Some(note) = &self.note {
            ui.colored_label(ui.visuals().warn_fg_color, note);
        }
        ui.separator();
        if let Some(checking) = &self.checking {
            Self::progress(ui, checking, &mut actions);
        } else if let Some(checked) = &self.checked {
            Self::outcome(ui, checked, &mut actions);
        }
        actions
    }

    fn progress(ui: &mut egui::Ui, checking: &Checking, actions: &mut Vec<FileAction>) {
        ui.horizontal_wrapped(|ui| {
            spinner(ui, "Checking the file");
            let verb = if checking.cancelling.is_some() {
                "Stopping the check of"
            } else {
                "Checking"
            };
            ui.label(format!("{verb} {}…", file_name(&checking.path)));
        });
        let fraction = checking
            .total
            .filter(|&total| total > 0)
            .map(|total| (checking.bytes as f64 / total as f64) as f32);
        let read = match checking.total {
            Some(total) => format!(
                "{} of {} read",
                human_bytes(checking.bytes),
                human_bytes(total)
            ),
            None => format!("{} read", human_bytes(checking.bytes)),
        };
        let bar = ui.add(egui::ProgressBar::new(fraction.unwrap_or(0.0)).text(read));
        name_progress(&bar, "Check progress", fraction);
        if checking.cancelling.is_none() && ui.button("Cancel").clicked() {
            actions.push(FileAction::Cancel);
        }
    }

    fn outcome(ui: &mut egui::Ui, checked: &Checked, actions: &mut Vec<FileAction>) {
        ui.label(RichText::new(file_name(&checked.path)).strong())
            .on_hover_text(checked.path.display().to_string());
        let (good, bad) = (Color32::from_rgb(40, 170, 80), ui.visuals().error_fg_color);
        match &checked.outcome {
            Outcome::Correct(verdict) => {
                ui.colored_label(good, verdict_words(verdict));
                ui.label(
                    RichText::new(format!("Checked in {}.", human_elapsed(checked.elapsed))).weak(),
                );
            }
            Outcome::Wrong(problem) => {
                ui.colored_label(bad, problem_words(problem));
                ui.label(match problem.boards_right {
                    0 => "Nothing before it is wrong.".to_string(),
                    1 => "Board No 1 before it is right.".to_string(),
                    right => format!("The {} boards before it are right.", grouped(right)),
                });
            }
            Outcome::Unreadable(message) => {
                ui.colored_label(bad, message);
            }
            Outcome::Stopped(message) => {
                ui.label(message);
            }
        }
        if ui.button("Check again").clicked() {
            actions.push(FileAction::CheckAgain);
        }
        let places = checked.places();
        if places == 0 {
            return;
        }
        ui.separator();
        let shown = checked.shown;
        let at_problem = checked.problem_shown().is_some();
        let at_end = checked
            .problem_shown()
            .is_some_and(|problem| matches!(problem.evidence, Evidence::Missing { .. }));
        ui.label(if at_end {
            "The problem, at the end of your file".to_string()
        } else if at_problem {
            format!("The problem, at board No {} of your file", grouped(shown))
        } else {
            format!(
                "Board No {} of {} in your file",
                grouped(shown),
                grouped(places)
            )
        });
        ui.horizontal_wrapped(|ui| {
            // Each press counts, also two within one frame: Previous and Next step.
            let mut go = |ui: &mut egui::Ui, enabled: bool, label: &str, action: FileAction| {
                let button = ui.add_enabled(enabled, egui::Button::new(label));
                actions.extend(std::iter::repeat_n(action, presses(ui, &button)));
            };
            go(ui, shown > 1, "First", FileAction::Show(1));
            go(ui, shown > 1, "Previous", FileAction::Step(-1));
            go(ui, shown < places, "Next", FileAction::Step(1));
            if matches!(checked.outcome, Outcome::Wrong(_)) {
                go(
                    ui,
                    !at_problem,
                    "Go to the problem",
                    FileAction::Show(places),
                );
            } else {
                go(ui, shown < places, "Last", FileAction::Show(places));
            }
        });
        let editable = match checked.problem_shown() {
            Some(problem) => match &problem.evidence {
                Evidence::NotASolution { board, .. } | Evidence::Misplaced { board, .. } => {
                    Some(board.queens.clone())
                }
                Evidence::Missing { expected } => Some(Squares::from(&expected.1)),
                Evidence::Format(_) | Evidence::Empty => None,
            },
            None => checked.board.as_ref().map(|board| board.queens.clone()),
        };
        if ui
            .add_enabled(
                editable.is_some(),
                egui::Button::new("Edit on the hand-made board"),
            )
            .clicked()
            && let Some(board) = editable
        {
            actions.push(FileAction::Edit(board));
        }
    }
}

/// Shows the lines around a format problem, large, with the character at fault marked.
pub fn show_excerpt(ui: &mut egui::Ui, excerpt: &Excerpt) {
    let size = 22.0;
    let font = egui::FontId::monospace(size);
    let bad = ui.visuals().error_fg_color;
    let width = excerpt
        .lines
        .iter()
        .map(|(line, _)| line.to_string().len())
        .max()
        .unwrap_or(1);
    ui.add_space(24.0);
    ui.label(RichText::new("The lines around the problem:").size(16.0));
    ui.add_space(8.0);
    for (line, text) in &excerpt.lines {
        let at_fault = *line == excerpt.line;
        let mut job = egui::text::LayoutJob::default();
        let plain = egui::TextFormat::simple(font.clone(), ui.visuals().weak_text_color());
        job.append(&format!("{line:>width$} │ "), 0.0, plain);
        let normal = egui::TextFormat::simple(font.clone(), ui.visuals().text_color());
        let column = excerpt.column.filter(|_| at_fault);
        let mut chars = text.chars().collect::<Vec<_>>();
        if column.is_some_and(|column| column >= chars.len()) {
            // A problem past the end of the line (a short row): mark the place it ends.
            chars.push(' ');
        }
        for (index, character) in chars.iter().enumerate() {
            let format = if Some(index) == column.map(|c| c.min(chars.len() - 1)) {
                egui::TextFormat {
                    background: bad.gamma_multiply(0.35),
                    color: bad,
                    underline: egui::Stroke::new(2.0, bad),
                    ..normal.clone()
                }
            } else {
                normal.clone()
            };
            job.append(&character.to_string(), 0.0, format);
        }
        let label = ui.label(job);
        if at_fault {
            label.on_hover_text(format!("Line {line}: the problem is here"));
        }
    }
    if excerpt.lines.iter().all(|(line, _)| *line != excerpt.line) {
        ui.label(
            RichText::new(format!("{:>width$} │ (the end of the file)", excerpt.line))
                .font(font)
                .color(bad),
        );
    }
}
