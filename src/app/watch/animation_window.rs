//! `Save animation…`: the search watched, written as an animated GIF for slides (the variant,
//! N and program shown, a range of steps, a width and a speed), on the picture lane with its
//! progress and Cancel. The file is chosen with the desktop's dialog or typed, as a picture's.

use std::path::PathBuf;

use eframe::egui;

use super::super::dialog::{self, resolve_path};
use super::super::i18n::Message;
use super::super::jobs::Needs;
use super::super::widgets::{edit_copy, outcome_label};
use super::super::words::{bytes_in_full, cannot_write, grouped};
use crate::animation::{
    Animation, AnimationError, BOARDS, CounterNames, Face, MOST_FRAMES, SPEEDS, WIDTHS,
};
use crate::picture::Theme;
use crate::platform::{self, FileRequest};
use crate::solve::listing::Form;
use crate::solve::trace::Variant;
use crate::worker::{Event, EventKind, Job, JobId};
use crate::{message, tr};

/// What the animation window asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum AnimationAction {
    /// Open or close the window.
    Open(bool),
    /// The first step shown.
    First(u64),
    /// The last step shown.
    Last(u64),
    /// Pixels across.
    Width(u32),
    /// Steps a second.
    Speed(f64),
    /// The path field's new text, as typed.
    Type(String),
    /// Open the desktop's save dialog.
    Choose,
    /// Save to the typed path.
    Save,
    /// Stop writing it.
    Cancel,
}

/// What the search shows now, which the animation is made of.
pub(super) struct Subject {
    pub(super) n: usize,
    pub(super) variant: Variant,
    pub(super) form: Form,
}

/// The window's state.
pub(super) struct AnimationWindow {
    open: bool,
    first: u64,
    last: u64,
    width: u32,
    speed: f64,
    path: String,
    /// The save dialog open, and the look the animation will have once a file is chosen.
    dialog: Option<(dialog::Pending, Look)>,
    job: Option<(JobId, PathBuf)>,
    /// Frames drawn and in all, while it is written.
    progress: Option<(u64, u64)>,
    outcome: Option<Result<Message, Message>>,
    last_folder: Option<PathBuf>,
}

impl Default for AnimationWindow {
    fn default() -> Self {
        Self {
            open: false,
            first: 1,
            last: 100,
            width: 960,
            speed: 2.0,
            path: String::new(),
            dialog: None,
            job: None,
            progress: None,
            outcome: None,
            last_folder: None,
        }
    }
}

/// What the window needs from the app to start a job: the theme, and the face that draws the
/// window's language, for the counters' words.
pub(super) struct Look {
    pub(super) dark: bool,
    pub(super) face: Option<Vec<u8>>,
}

impl AnimationWindow {
    /// Whether the window is open.
    pub(super) fn is_open(&self) -> bool {
        self.open
    }

    /// Opens the window with the steps up to `shown` (the step on screen, if any) proposed, as
    /// many as an animation holds.
    fn open_at(&mut self, shown: u64) {
        self.open = true;
        if shown > 0 {
            self.first = shown.saturating_sub(MOST_FRAMES - 1).max(1);
            self.last = shown;
        }
        if !platform::FOLDERS && self.path.is_empty() {
            self.path = "search.gif".to_string();
        }
    }

    /// Applies what the window asked for.
    pub(super) fn apply(
        &mut self,
        action: AnimationAction,
        subject: &Subject,
        shown: u64,
        needs: &mut Needs,
        look: impl FnOnce() -> Look,
        ctx: &egui::Context,
    ) {
        match action {
            AnimationAction::Open(true) => {
                self.outcome = None;
                self.open_at(shown);
            }
            // The job belongs to the window: closed, it stops.
            AnimationAction::Open(false) => {
                self.open = false;
                self.stop(needs);
            }
            // A setting changed: what the window said of the last try no longer holds.
            AnimationAction::First(first) => {
                self.first = first;
                self.last = self.last.max(first);
                self.outcome = None;
            }
            AnimationAction::Last(last) => {
                self.last = last.max(self.first);
                self.outcome = None;
            }
            AnimationAction::Width(width) => {
                self.width = width;
                self.outcome = None;
            }
            AnimationAction::Speed(speed) => {
                self.speed = speed;
                self.outcome = None;
            }
            AnimationAction::Type(text) => self.path = text,
            AnimationAction::Cancel => {
                if let Some((job, _)) = &self.job {
                    needs.stop(*job);
                }
            }
            AnimationAction::Choose => {
                let request = FileRequest {
                    title: tr!("animation-dialog-title"),
                    save: true,
                    folder: dialog::start_folder(self.last_folder.as_deref()),
                    file_name: Some(format!(
                        "nqueens-{}-{}.gif",
                        subject.n,
                        subject.variant.key()
                    )),
                    filters: vec![("GIF".to_string(), vec!["gif"])],
                    size: None,
                };
                match dialog::Pending::open(ctx, request) {
                    Ok(pending) => self.dialog = Some((pending, look())),
                    Err(message) => self.outcome = Some(Err(message)),
                }
            }
            AnimationAction::Save => match resolve_path(&self.path) {
                Some(path) => self.start(path, subject, needs, look()),
                None => self.outcome = Some(Err(message!("animation-type-path"))),
            },
        }
    }

    /// Takes the dialog's answer and writes the animation there.
    pub(super) fn sync(&mut self, subject: &Subject, needs: &mut Needs) {
        let Some(answer) = self.dialog.as_ref().and_then(|(pending, _)| pending.poll()) else {
            return;
        };
        let Some((_, look)) = self.dialog.take() else {
            return;
        };
        match answer {
            dialog::Answer::Chosen(path) => self.start(path, subject, needs, look),
            dialog::Answer::Unavailable => {
                self.outcome = Some(Err(message!("dialog-unavailable")));
            }
            dialog::Answer::Dismissed => {}
        }
    }

    fn start(&mut self, path: PathBuf, subject: &Subject, needs: &mut Needs, look: Look) {
        let is_gif = path
            .extension()
            .is_some_and(|extension| extension.eq_ignore_ascii_case("gif"));
        let path = if is_gif {
            path
        } else {
            path.with_extension("gif")
        };
        self.last_folder = path.parent().map(std::path::Path::to_path_buf);
        self.path = path.display().to_string();
        let animation = Animation {
            n: subject.n,
            variant: subject.variant,
            form: subject.form,
            steps: self.first..=self.last,
            width: self.width,
            speed: self.speed,
            theme: if look.dark { Theme::Dark } else { Theme::Light },
            names: CounterNames {
                tried: tr!("counter-tried"),
                conflicts: tr!("counter-conflicts"),
                backtracks: tr!("counter-backtracks"),
                dead_ends: tr!("counter-dead-ends"),
                solutions: tr!("counter-solutions"),
            },
            face: look.face.map(|bytes| Face(std::sync::Arc::new(bytes))),
        };
        // Settings out of range are said at once, not after a trip to the worker.
        if let Err(error) = animation.check() {
            self.outcome = Some(Err(error_words(&error)));
            return;
        }
        let job = needs.start(Job::Animate {
            path: path.clone(),
            animation,
        });
        self.job = Some((job, path));
        self.progress = None;
        self.outcome = None;
    }

    /// Stops the job and forgets the dialog: the view or the window that owns them is going.
    pub(super) fn stop(&mut self, needs: &mut Needs) {
        self.dialog = None;
        if let Some((job, _)) = self.job.take() {
            needs.stop(job);
            self.progress = None;
            self.outcome = Some(Err(message!("animation-cancelled")));
        }
    }

    /// Takes the event of the window's job; `false` if it is not this window's.
    pub(super) fn handle(&mut self, event: &Event, needs: &mut Needs) -> bool {
        let Some((job, path)) = &self.job else {
            return false;
        };
        if *job != event.job {
            return false;
        }
        match &event.kind {
            EventKind::Animating { done, total } => {
                self.progress = Some((*done, *total));
                return true;
            }
            EventKind::Animated { result } => {
                if result.is_ok() {
                    platform::hand_over(path);
                }
                self.outcome = Some(result.as_ref().map_or_else(
                    |error| Err(error_words(error)),
                    |bytes| {
                        Ok(message!(
                            "animation-saved",
                            path = platform::path_shown(path),
                            size = bytes_in_full(*bytes)
                        ))
                    },
                ));
            }
            EventKind::Cancelled => self.outcome = Some(Err(message!("animation-cancelled"))),
            _ => return false,
        }
        needs.stop(event.job);
        self.job = None;
        self.progress = None;
        true
    }

    /// The window, when open; returns what the user asked for.
    pub(super) fn show(&self, ctx: &egui::Context, subject: &Subject) -> Vec<AnimationAction> {
        let mut actions = Vec::new();
        let mut open = self.open;
        // Over the side panel's foot, not over the board size it may ask to change.
        egui::Window::new(tr!("animation-title"))
            .anchor(egui::Align2::RIGHT_BOTTOM, [-12.0, -12.0])
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .show(ctx, |ui| self.contents(ui, subject, &mut actions));
        if !open {
            actions.push(AnimationAction::Open(false));
        }
        actions
    }

    fn contents(&self, ui: &mut egui::Ui, subject: &Subject, actions: &mut Vec<AnimationAction>) {
        ui.label(tr!(
            "animation-subject",
            variant = subject.variant.key(),
            n = subject.n
        ));
        if !BOARDS.contains(&subject.n) {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                tr!(
                    "animation-board-range",
                    min = *BOARDS.start(),
                    max = *BOARDS.end()
                ),
            );
        }
        self.settings(ui, actions);
        let frames = self.last.saturating_sub(self.first) + 1;
        ui.label(
            egui::RichText::new(tr!(
                "animation-frames",
                frames = grouped(frames),
                most = grouped(MOST_FRAMES)
            ))
            .weak(),
        );
        ui.horizontal(|ui| {
            let label = ui.label(tr!("export-file"));
            let (_, typed) = edit_copy(&self.path, |text| {
                ui.add(
                    egui::TextEdit::singleline(text)
                        .hint_text(tr!("example-animation-path", system = dialog::PATH_STYLE))
                        .desired_width(240.0),
                )
                .labelled_by(label.id)
            });
            if let Some(typed) = typed {
                actions.push(AnimationAction::Type(typed));
            }
        });
        let idle = self.job.is_none() && self.dialog.is_none() && BOARDS.contains(&subject.n);
        ui.horizontal(|ui| {
            if platform::SAVE_DIALOG
                && ui
                    .add_enabled(idle, egui::Button::new(tr!("export-choose")))
                    .clicked()
            {
                actions.push(AnimationAction::Choose);
            }
            let typed = !self.path.trim().is_empty();
            if ui
                .add_enabled(idle && typed, egui::Button::new(tr!("animation-save")))
                .clicked()
            {
                actions.push(AnimationAction::Save);
            }
        });
        if self.job.is_some() {
            let (done, total) = self.progress.unwrap_or((0, frames));
            ui.add(
                egui::ProgressBar::new(done as f32 / total.max(1) as f32).text(tr!(
                    "animation-progress",
                    done = grouped(done),
                    total = grouped(total)
                )),
            );
            if ui.button(tr!("animation-cancel")).clicked() {
                actions.push(AnimationAction::Cancel);
            }
        }
        outcome_label(ui, self.outcome.as_ref());
    }
}

impl AnimationWindow {
    /// The steps, the width and the speed.
    fn settings(&self, ui: &mut egui::Ui, actions: &mut Vec<AnimationAction>) {
        egui::Grid::new("animation settings")
            .num_columns(2)
            .show(ui, |ui| {
                let label = ui.label(tr!("animation-first"));
                let mut first = self.first;
                let field = egui::DragValue::new(&mut first).range(1..=u64::MAX);
                if ui.add(field).labelled_by(label.id).changed() {
                    actions.push(AnimationAction::First(first));
                }
                ui.end_row();
                let label = ui.label(tr!("animation-last"));
                let mut last = self.last;
                let field = egui::DragValue::new(&mut last).range(self.first..=u64::MAX);
                if ui.add(field).labelled_by(label.id).changed() {
                    actions.push(AnimationAction::Last(last));
                }
                ui.end_row();
                let label = ui.label(tr!("animation-width"));
                let mut width = self.width;
                let field = egui::DragValue::new(&mut width)
                    .range(WIDTHS)
                    .suffix(tr!("pixels-suffix"));
                if ui.add(field).labelled_by(label.id).changed() {
                    actions.push(AnimationAction::Width(width));
                }
                ui.end_row();
                let label = ui.label(tr!("animation-speed"));
                let mut speed = self.speed;
                let field = egui::DragValue::new(&mut speed).range(SPEEDS).speed(0.1);
                if ui.add(field).labelled_by(label.id).changed() {
                    actions.push(AnimationAction::Speed(speed));
                }
                ui.end_row();
            });
    }
}

/// Why an animation could not be saved, from the library's error.
fn error_words(error: &AnimationError) -> Message {
    match error {
        AnimationError::Write(error) => cannot_write(error),
        AnimationError::Cancelled => message!("animation-cancelled"),
        AnimationError::Steps { first, last } => message!(
            "animation-bad-steps",
            first = *first,
            last = *last,
            most = MOST_FRAMES
        ),
        AnimationError::PastTheEnd { n, total, first } => {
            message!("animation-past-end", n = *n, total = *total, first = *first)
        }
        other => message!("animation-failed", why = other.to_string()),
    }
}
