//! The export window: which solutions, the size they will take, a file chosen with the native
//! save dialog (on its own thread) or typed, then progress, Cancel and the outcome.

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use eframe::egui;

use super::ui::{grouped, human_bytes};
use crate::export::{ExportProgress, ExportRange, ExportSummary};
use crate::solve::known_counts;
use crate::worker::{Job, JobId, Lane, Worker};

/// Which solutions to export.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportChoice {
    /// Every solution.
    All,
    /// A range by number.
    Range,
    /// The solution on screen.
    Current,
}

/// A dialog that answers faster than this did not show itself: nobody cancels that fast.
const DIALOG_FAILED_WITHIN: Duration = Duration::from_millis(400);

/// The state of the export window.
pub struct ExportPanel {
    pub(super) open: bool,
    pub(super) choice: ExportChoice,
    pub(super) first: u64,
    pub(super) last: u64,
    pub(super) path: String,
    dialog: Option<(Receiver<Option<PathBuf>>, Instant)>,
    pub(super) note: Option<String>,
    pub(super) job: Option<JobId>,
    pub(super) progress: Option<ExportProgress>,
    /// The export under way: where, what, and its expected size.
    target: Option<(PathBuf, Option<u64>)>,
    pub(super) outcome: Option<Result<String, String>>,
}

impl Default for ExportPanel {
    fn default() -> Self {
        Self {
            open: false,
            choice: ExportChoice::All,
            first: 1,
            last: 1,
            path: String::new(),
            dialog: None,
            note: None,
            job: None,
            progress: None,
            target: None,
            outcome: None,
        }
    }
}

impl ExportPanel {
    /// The solutions the current choice stands for.
    pub(super) fn range(&self, n: usize, current: u64) -> ExportRange {
        match self.choice {
            ExportChoice::All => ExportRange::all(n),
            ExportChoice::Range => ExportRange {
                n,
                first: self.first.max(1),
                last: Some(self.last.max(self.first.max(1))),
                fundamental_only: false,
            },
            ExportChoice::Current => ExportRange {
                n,
                first: current.max(1),
                last: Some(current.max(1)),
                fundamental_only: false,
            },
        }
    }

    /// Whether a native dialog is open.
    pub(super) fn dialog_open(&self) -> bool {
        self.dialog.is_some()
    }

    /// Opens the native save dialog on its own thread, so that the window keeps painting.
    pub(super) fn open_dialog(&mut self, n: usize, ctx: &egui::Context) {
        if self.dialog.is_some() {
            self.note = Some("A save dialog is already open.".to_string());
            return;
        }
        let (answer, answers) = mpsc::channel();
        let ctx = ctx.clone();
        let spawned = std::thread::Builder::new()
            .name("save-dialog".to_string())
            .spawn(move || {
                let path = rfd::FileDialog::new()
                    .set_title("Export solutions")
                    .set_file_name(format!("nqueens-{n}.txt"))
                    .add_filter("Text", &["txt"])
                    .save_file();
                let _ = answer.send(path);
                ctx.request_repaint();
            });
        match spawned {
            Ok(_) => {
                self.note = None;
                self.dialog = Some((answers, Instant::now()));
            }
            Err(error) => {
                self.note = Some(format!("No file dialog: {error}. Type the path below."));
            }
        }
    }

    /// Takes the dialog's answer, if it has come, and starts the export it asks for.
    pub(super) fn poll_dialog(&mut self, worker: &mut Worker, n: usize, current: u64) {
        let Some((answers, opened)) = &self.dialog else {
            return;
        };
        let answer = match answers.try_recv() {
            Ok(answer) => answer,
            Err(mpsc::TryRecvError::Empty) => return,
            Err(mpsc::TryRecvError::Disconnected) => None,
        };
        let quick = opened.elapsed() < DIALOG_FAILED_WITHIN;
        self.dialog = None;
        match answer {
            Some(path) => {
                self.path = path.display().to_string();
                self.start(worker, path, self.range(n, current));
            }
            None if quick => {
                self.note = Some(
                    "No file dialog could be shown on this desktop (no xdg portal?). \
                     Type the file's path in the field above and press Write."
                        .to_string(),
                );
            }
            None => {}
        }
    }

    /// Starts writing `range` to `path` on the export thread.
    pub(super) fn start(&mut self, worker: &mut Worker, path: PathBuf, range: ExportRange) {
        if self.job.is_some() {
            self.note = Some("An export is running; cancel it first.".to_string());
            return;
        }
        self.outcome = None;
        self.progress = None;
        self.target = Some((path.clone(), range.byte_size()));
        self.job = Some(worker.submit(Job::Export { path, range }));
    }

    /// Stops the running export; the old file, if any, is left as it was.
    pub(super) fn cancel(&mut self, worker: &mut Worker) {
        worker.cancel(Lane::Export);
        self.job = None;
        self.progress = None;
        self.outcome = Some(Err("Cancelled; nothing was written.".to_string()));
    }

    /// Records how the export ended.
    pub(super) fn finish(&mut self, result: Result<ExportSummary, String>) {
        self.job = None;
        self.progress = None;
        let path = self.target.take().map(|(path, _)| path).unwrap_or_default();
        self.outcome = Some(result.map(|summary| {
            format!(
                "Wrote {} solutions, {} ({} bytes), to {} in {:.2} s.",
                grouped(summary.solutions),
                human_bytes(summary.bytes),
                grouped(summary.bytes),
                path.display(),
                summary.elapsed.as_secs_f64()
            )
        }));
    }

    /// The fraction written, when the size is known.
    pub(super) fn fraction(&self) -> Option<f32> {
        let (_, Some(expected)) = self.target.as_ref()? else {
            return None;
        };
        let written = self.progress.map_or(0, |p| p.bytes);
        Some((written as f64 / (*expected).max(1) as f64) as f32)
    }

    /// The window's contents.
    pub(super) fn ui(&mut self, ui: &mut egui::Ui, worker: &mut Worker, n: usize, current: u64) {
        let total = known_counts(n).map(|counts| counts.total);
        let all_label = match total {
            Some(total) => format!("All {} solutions", grouped(total)),
            None => "All solutions (as many as there are)".to_string(),
        };
        ui.radio_value(&mut self.choice, ExportChoice::All, all_label);
        ui.horizontal(|ui| {
            ui.radio_value(&mut self.choice, ExportChoice::Range, "A range:");
            let most = total.unwrap_or(u64::MAX).max(1);
            let from = ui.label("from No");
            let first = ui
                .add(egui::DragValue::new(&mut self.first).range(1..=most))
                .labelled_by(from.id);
            let to = ui.label("to No");
            let last = ui
                .add(egui::DragValue::new(&mut self.last).range(1..=most))
                .labelled_by(to.id);
            if first.changed() || last.changed() {
                self.choice = ExportChoice::Range;
                self.last = self.last.max(self.first);
            }
        });
        ui.radio_value(
            &mut self.choice,
            ExportChoice::Current,
            format!("The one on screen (No {current})"),
        );
        let range = self.range(n, current);
        match range.byte_size() {
            Some(bytes) => ui.label(format!(
                "Size: {} ({} bytes), {} solutions",
                human_bytes(bytes),
                grouped(bytes),
                grouped(range.solution_count().unwrap_or(0))
            )),
            None => ui.label("Size: unknown, as the number of solutions for this N is unknown"),
        };
        ui.separator();
        ui.horizontal(|ui| {
            let label = ui.label("File:");
            ui.add(
                egui::TextEdit::singleline(&mut self.path)
                    .hint_text("/path/to/answer.txt")
                    .desired_width(280.0),
            )
            .labelled_by(label.id);
            let choose = ui.add_enabled(!self.dialog_open(), egui::Button::new("Choose…"));
            if choose.clicked() {
                self.open_dialog(n, ui.ctx());
            }
        });
        if self.dialog_open() {
            ui.label("Waiting for the save dialog…");
        }
        if let Some(note) = &self.note {
            ui.colored_label(ui.visuals().warn_fg_color, note);
        }
        if self.job.is_some() {
            ui.horizontal(|ui| {
                let written = self.progress.map_or(0, |p| p.bytes);
                let bar = match self.fraction() {
                    Some(fraction) => egui::ProgressBar::new(fraction).show_percentage(),
                    None => egui::ProgressBar::new(0.0).animate(true),
                };
                ui.add(bar.desired_width(220.0).text(human_bytes(written)));
                if ui.button("Cancel").clicked() {
                    self.cancel(worker);
                }
            });
        } else {
            let path = self.path.trim().to_string();
            let write = ui.add_enabled(!path.is_empty(), egui::Button::new("Write"));
            if write.clicked() {
                self.note = None;
                self.start(worker, PathBuf::from(path), range);
            }
        }
        match &self.outcome {
            Some(Ok(message)) => {
                ui.label(message);
            }
            Some(Err(message)) => {
                ui.colored_label(ui.visuals().error_fg_color, message);
            }
            None => {}
        }
    }
}
