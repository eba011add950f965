//! The export window: which solutions, the size they will take, a file chosen with the native
//! save dialog (on its own thread) or typed, then progress, Cancel and the outcome.
//!
//! An export belongs to the window and to the N it was started for: closing the window or
//! changing N cancels it. After Cancel the window says "Cancelling…" until the export lane
//! confirms that the job has stopped and its temporary file is gone.

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use eframe::egui;

use super::ui::{grouped, human_bytes};
use crate::board::Placement;
use crate::export::{ExportProgress, ExportRange, ExportSummary};
use crate::solve::known_counts;
use crate::worker::{Event, ExportWhat, Job, JobId, Worker};

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

/// What the export window asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExportAction {
    /// Open the desktop's save dialog.
    Choose,
    /// Write to the typed path.
    Write,
    /// Stop the export.
    Cancel,
}

/// The board on screen, as the export window offers it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OnScreen {
    /// Its number, if it is a solution and its number is known.
    pub number: Option<u64>,
    /// The board; `None` while the browser looks it up, or when it is not a solution.
    pub board: Option<Placement>,
    /// Whether the number counts the fundamental solutions only.
    pub fundamental_only: bool,
}

/// A dialog that answers faster than this did not show itself: nobody cancels that fast.
const DIALOG_FAILED_WITHIN: Duration = Duration::from_millis(400);

/// An export under way.
struct Running {
    job: JobId,
    n: usize,
    path: PathBuf,
    expected_bytes: Option<u64>,
    progress: Option<ExportProgress>,
    /// Set once Cancel was asked for: why, to say once the job has stopped.
    cancelling: Option<String>,
}

/// The state of the export window.
pub struct ExportPanel {
    open: bool,
    choice: ExportChoice,
    first: u64,
    last: u64,
    path: String,
    dialog: Option<(Receiver<Option<PathBuf>>, Instant)>,
    note: Option<String>,
    running: Option<Running>,
    outcome: Option<Result<String, String>>,
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
            running: None,
            outcome: None,
        }
    }
}

impl ExportPanel {
    /// Whether the window is open.
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// Opens the window.
    pub fn open(&mut self) {
        self.open = true;
    }

    /// Closes the window; its export, if one runs, is cancelled by the next `sync`.
    pub fn close(&mut self) {
        self.open = false;
    }

    /// Whether an export is running (or still stopping after Cancel).
    pub fn exporting(&self) -> bool {
        self.running.is_some()
    }

    /// What the current choice writes, if it can be written now.
    fn what(&self, n: usize, on_screen: &OnScreen) -> Option<ExportWhat> {
        Some(match self.choice {
            ExportChoice::All => ExportWhat::Range(ExportRange::all(n)),
            ExportChoice::Range => ExportWhat::Range(ExportRange {
                n,
                first: self.first.max(1),
                last: Some(self.last.max(self.first.max(1))),
                fundamental_only: false,
            }),
            ExportChoice::Current => ExportWhat::Board {
                number: on_screen.number?,
                solution: on_screen.board.clone()?,
            },
        })
    }

    /// Opens the native save dialog on its own thread, so that the window keeps painting.
    fn open_dialog(&mut self, n: usize, ctx: &egui::Context) {
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

    /// Applies what the window asked for.
    pub fn apply(
        &mut self,
        action: &ExportAction,
        worker: &mut Worker,
        n: usize,
        on_screen: &OnScreen,
        ctx: &egui::Context,
    ) {
        match action {
            ExportAction::Choose => self.open_dialog(n, ctx),
            ExportAction::Write => {
                let path = self.path.trim().to_string();
                if !path.is_empty() {
                    self.start(worker, n, PathBuf::from(path), on_screen);
                }
            }
            ExportAction::Cancel => self.cancel(worker, "Cancelled"),
        }
    }

    /// Takes the dialog's answer, if it has come, and starts the export it asks for; cancels
    /// the export when the window was closed or N changed.
    pub fn sync(&mut self, worker: &mut Worker, n: usize, on_screen: &OnScreen) {
        if !self.open {
            self.cancel(worker, "Cancelled when the window was closed");
        } else if self.running.as_ref().is_some_and(|running| running.n != n) {
            self.cancel(worker, &format!("Cancelled when N changed to {n}"));
        }
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
                self.start(worker, n, path, on_screen);
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

    /// Starts writing the current choice to `path` on the export lane.
    fn start(&mut self, worker: &mut Worker, n: usize, path: PathBuf, on_screen: &OnScreen) {
        if self.running.is_some() {
            self.note = Some("An export is running; cancel it first.".to_string());
            return;
        }
        let Some(what) = self.what(n, on_screen) else {
            self.note = Some("There is no numbered solution on screen to write.".to_string());
            return;
        };
        let expected_bytes = match &what {
            ExportWhat::Range(range) => range.byte_size(),
            ExportWhat::Board { number, .. } => Some(crate::judge::judge_size(n, *number, *number)),
        };
        self.note = None;
        self.outcome = None;
        let job = worker.submit(Job::Export {
            path: path.clone(),
            what,
        });
        self.running = Some(Running {
            job,
            n,
            path,
            expected_bytes,
            progress: None,
            cancelling: None,
        });
    }

    /// Asks the running export to stop; the outcome is told once it has.
    fn cancel(&mut self, worker: &mut Worker, why: &str) {
        if let Some(running) = self.running.as_mut().filter(|r| r.cancelling.is_none()) {
            worker.cancel_job(running.job);
            running.cancelling = Some(why.to_string());
        }
    }

    /// Takes an event of the running export; `false` if it is not this window's.
    pub fn handle(&mut self, event: &Event) -> bool {
        let Some(running) = self
            .running
            .as_mut()
            .filter(|running| running.job == event.job())
        else {
            return false;
        };
        match event {
            Event::Exporting { progress, .. } => running.progress = Some(*progress),
            Event::Exported { result, .. } => {
                let path = running.path.clone();
                self.running = None;
                self.outcome = Some(result.clone().map(|summary| wrote(&summary, &path)));
            }
            Event::Cancelled { .. } => {
                let why = running.cancelling.take().unwrap_or_default();
                self.running = None;
                self.outcome = Some(Err(format!("{why}; nothing was written.")));
            }
            _ => return false,
        }
        true
    }

    /// The fraction written, when the size is known.
    fn fraction(running: &Running) -> Option<f32> {
        let expected = running.expected_bytes?;
        let written = running.progress.map_or(0, |p| p.bytes);
        Some((written as f64 / expected.max(1) as f64) as f32)
    }

    /// What the current choice will write, in bytes and solutions, before it is written.
    fn size_label(&self, ui: &mut egui::Ui, n: usize, on_screen: &OnScreen) {
        match self.what(n, on_screen) {
            Some(ExportWhat::Range(range)) => match range.byte_size() {
                Some(bytes) => ui.label(format!(
                    "Size: {} ({} bytes), {} solutions",
                    human_bytes(bytes),
                    grouped(bytes),
                    grouped(range.solution_count().unwrap_or(0))
                )),
                None => ui.label("Size: unknown, as the number of solutions for this N is unknown"),
            },
            Some(ExportWhat::Board { number, .. }) => {
                let bytes = crate::judge::judge_size(n, number, number);
                ui.label(format!("Size: {} bytes, 1 solution", grouped(bytes)))
            }
            None => ui.label("The board on screen is not a numbered solution yet."),
        };
    }

    /// The window's contents; returns what the user asked for.
    pub fn ui(&mut self, ui: &mut egui::Ui, n: usize, on_screen: &OnScreen) -> Vec<ExportAction> {
        let mut actions = Vec::new();
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
        let fundamental = if on_screen.fundamental_only {
            " of the fundamental solutions"
        } else {
            ""
        };
        let current = match (on_screen.number, &on_screen.board) {
            (Some(number), Some(_)) => {
                format!("The one on screen (No {}{fundamental})", grouped(number))
            }
            (Some(number), None) => format!(
                "The one on screen (No {}, being looked up)",
                grouped(number)
            ),
            (None, _) => "The one on screen (not a numbered solution)".to_string(),
        };
        ui.radio_value(&mut self.choice, ExportChoice::Current, current);
        self.size_label(ui, n, on_screen);
        ui.separator();
        ui.horizontal(|ui| {
            let label = ui.label("File:");
            ui.add(
                egui::TextEdit::singleline(&mut self.path)
                    .hint_text("/path/to/answer.txt")
                    .desired_width(280.0),
            )
            .labelled_by(label.id);
            let choose = ui.add_enabled(self.dialog.is_none(), egui::Button::new("Choose…"));
            if choose.clicked() {
                actions.push(ExportAction::Choose);
            }
        });
        if self.dialog.is_some() {
            ui.label("Waiting for the save dialog…");
        }
        if let Some(note) = &self.note {
            ui.colored_label(ui.visuals().warn_fg_color, note);
        }
        match &self.running {
            Some(running) if running.cancelling.is_some() => {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label("Cancelling…");
                });
            }
            Some(running) => {
                ui.horizontal(|ui| {
                    let written = running.progress.map_or(0, |p| p.bytes);
                    let bar = match Self::fraction(running) {
                        Some(fraction) => egui::ProgressBar::new(fraction).show_percentage(),
                        // The size is unknown: the bytes written move instead.
                        None => egui::ProgressBar::new(0.0),
                    };
                    ui.add(bar.desired_width(220.0).text(human_bytes(written)));
                    if ui.button("Cancel").clicked() {
                        actions.push(ExportAction::Cancel);
                    }
                });
            }
            None => {
                let ready = !self.path.trim().is_empty();
                if ui.add_enabled(ready, egui::Button::new("Write")).clicked() {
                    actions.push(ExportAction::Write);
                }
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
        actions
    }
}

/// What a finished export says.
fn wrote(summary: &ExportSummary, path: &std::path::Path) -> String {
    format!(
        "Wrote {} solution{}, {} ({} bytes), to {} in {:.2} s.",
        grouped(summary.solutions),
        if summary.solutions == 1 { "" } else { "s" },
        human_bytes(summary.bytes),
        grouped(summary.bytes),
        path.display(),
        summary.elapsed.as_secs_f64()
    )
}
