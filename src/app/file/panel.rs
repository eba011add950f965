//! The file view's side panel: the path, the check's progress, the verdict and the steps
//! through the file's boards.

use eframe::egui::{self, Color32, RichText};

use super::{Checked, Checking, FileAction, FileView, Outcome, file_name};
use crate::app::check_words::{problem_words, read_as_words, verdict_words};
use crate::app::dialog;
use crate::app::widgets::{edit_copy, name_progress, presses, spinner};
use crate::app::words::{human_bytes, human_elapsed};
use crate::board::Squares;
use crate::check::Evidence;
use crate::formats::read::Excerpt;
use crate::platform;
use crate::tr;

impl FileView {
    /// Draws the side panel and returns what the user asked for.
    pub fn ui(&self, ui: &mut egui::Ui) -> Vec<FileAction> {
        let mut actions = Vec::new();
        ui.heading(tr!("file-heading"));
        ui.label(if crate::platform::IN_A_BROWSER {
            tr!("file-intro-in-browser")
        } else {
            tr!("file-intro")
        });
        ui.horizontal(|ui| {
            let open = ui.add_enabled(self.dialog.is_none(), egui::Button::new(tr!("file-open")));
            if open.clicked() {
                actions.push(FileAction::Choose);
            }
            if self.dialog.is_some() {
                // No spinner: it would repaint the window all the while the dialog is open.
                ui.label(tr!("dialog-waiting"));
            }
        });
        // The page sees no folders: a file is picked or dropped there.
        if platform::FOLDERS {
            ui.horizontal(|ui| {
                let label = ui.label(tr!("file-path-label"));
                let width = ui.available_width() - 60.0;
                let (field, typed) = edit_copy(&self.path_text, |text| {
                    ui.add(
                        egui::TextEdit::singleline(text)
                            .hint_text(tr!("example-answer-path", system = dialog::PATH_STYLE))
                            .desired_width(width),
                    )
                    .labelled_by(label.id)
                });
                if let Some(typed) = typed {
                    actions.push(FileAction::Type(typed));
                }
                let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                if ui.button(tr!("file-check")).clicked() || enter {
                    actions.push(FileAction::CheckTyped);
                }
            });
        }
        if let Some(note) = &self.note {
            ui.colored_label(ui.visuals().warn_fg_color, note.to_string());
        }
        ui.separator();
        if let Some(checking) = &self.checking {
            Self::progress(ui, checking, &mut actions);
        } else if let Some(checked) = &self.checked {
            Self::outcome(ui, checked, self.showing_program, &mut actions);
        }
        // A page cannot start programs.
        if platform::FOLDERS {
            ui.separator();
            let program = self.program.ui(ui, self.showing_program);
            actions.extend(program.into_iter().map(FileAction::Program));
        }
        actions
    }

    fn progress(ui: &mut egui::Ui, checking: &Checking, actions: &mut Vec<FileAction>) {
        ui.horizontal_wrapped(|ui| {
            spinner(ui, &tr!("file-checking-name"));
            let name = file_name(&checking.path);
            ui.label(if checking.cancelling.is_some() {
                tr!("file-stopping", name = name)
            } else {
                tr!("file-checking", name = name)
            });
        });
        let fraction = checking
            .total
            .filter(|&total| total > 0)
            .map(|total| (checking.bytes as f64 / total as f64) as f32);
        let read = match checking.total {
            Some(total) => tr!(
                "file-read-of",
                read = human_bytes(checking.bytes),
                total = human_bytes(total)
            ),
            None => tr!("file-read", read = human_bytes(checking.bytes)),
        };
        let bar = ui.add(egui::ProgressBar::new(fraction.unwrap_or(0.0)).text(read));
        name_progress(&bar, &tr!("file-progress-name"), fraction);
        if checking.cancelling.is_none() && ui.button(tr!("cancel")).clicked() {
            actions.push(FileAction::Cancel);
        }
    }

    /// The check's verdict, and the steps through the file's boards; while the board area
    /// shows the program's verdict (`program_shown`), a button back to the file's instead.
    fn outcome(
        ui: &mut egui::Ui,
        checked: &Checked,
        program_shown: bool,
        actions: &mut Vec<FileAction>,
    ) {
        ui.label(RichText::new(file_name(&checked.path)).strong())
            .on_hover_text(checked.path.display().to_string());
        let (good, bad) = (Color32::from_rgb(40, 170, 80), ui.visuals().error_fg_color);
        match &checked.outcome {
            Outcome::Correct(verdict) => {
                ui.colored_label(good, verdict_words(verdict));
                ui.label(
                    RichText::new(tr!(
                        "file-checked-in",
                        time = human_elapsed(checked.elapsed)
                    ))
                    .weak(),
                );
                ui.label(read_as_words(verdict.format).to_string());
            }
            Outcome::Wrong(problem) => {
                ui.colored_label(bad, problem_words(problem));
                ui.label(tr!("file-boards-right", count = problem.boards_right));
                ui.label(read_as_words(problem.format).to_string());
            }
            Outcome::Unreadable(message) => {
                ui.colored_label(bad, message.to_string());
            }
            Outcome::Stopped(message) => {
                ui.label(message.to_string());
            }
        }
        if ui.button(tr!("file-check-again-button")).clicked() {
            actions.push(FileAction::CheckAgain);
        }
        let places = checked.places();
        if places == 0 {
            return;
        }
        if program_shown {
            if ui.button(tr!("judge-show-verdict")).clicked() {
                actions.push(FileAction::Show(checked.shown.max(1)));
            }
            return;
        }
        ui.separator();
        let shown = checked.shown;
        let at_problem = checked.problem_shown().is_some();
        let at_end = checked
            .problem_shown()
            .is_some_and(|problem| matches!(problem.evidence, Evidence::Missing { .. }));
        ui.label(if at_end {
            tr!("file-problem-at-end")
        } else if at_problem {
            tr!("file-problem-at", number = shown)
        } else {
            tr!("file-board-of", number = shown, total = places)
        });
        ui.horizontal_wrapped(|ui| {
            // Each press counts, also two within one frame: Previous and Next step.
            let mut go = |ui: &mut egui::Ui, enabled: bool, label: String, action: FileAction| {
                let button = ui.add_enabled(enabled, egui::Button::new(label));
                actions.extend(std::iter::repeat_n(action, presses(ui, &button)));
            };
            go(ui, shown > 1, tr!("first"), FileAction::Show(1));
            go(ui, shown > 1, tr!("previous"), FileAction::Step(-1));
            go(ui, shown < places, tr!("next"), FileAction::Step(1));
            if matches!(checked.outcome, Outcome::Wrong(_)) {
                go(
                    ui,
                    !at_problem,
                    tr!("file-go-to-problem"),
                    FileAction::Show(places),
                );
            } else {
                go(ui, shown < places, tr!("last"), FileAction::Show(places));
            }
        });
        let editable = match checked.problem_shown() {
            Some(problem) => match &problem.evidence {
                Evidence::NotASolution { board, .. } | Evidence::Misplaced { board, .. } => {
                    Some(board.queens.clone())
                }
                Evidence::Missing { expected } => Some(Squares::from(&expected.1)),
                Evidence::Format(_)
                | Evidence::Total { .. }
                | Evidence::Empty
                | Evidence::Words => None,
            },
            None => checked.board.as_ref().map(|board| board.queens.clone()),
        };
        if ui
            .add_enabled(
                editable.is_some(),
                egui::Button::new(tr!("file-edit-on-hand-board")),
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
    ui.label(RichText::new(tr!("file-lines-around")).size(16.0));
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
            label.on_hover_text(tr!("file-problem-here", line = *line));
        }
    }
    if excerpt.lines.iter().all(|(line, _)| *line != excerpt.line) {
        ui.label(
            RichText::new(format!(
                "{:>width$} │ {}",
                excerpt.line,
                tr!("file-end-of-file")
            ))
            .font(font)
            .color(bad),
        );
    }
}
