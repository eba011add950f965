//! The picture window: the board on screen saved as SVG (vector) or PNG (at a chosen size),
//! with or without coordinates, in the window's theme. The file is chosen with the desktop's
//! dialog or typed, and drawn and written on the picture lane, never on the window's thread.

use std::path::PathBuf;

use eframe::egui;

use super::dialog::{self, resolve_path};
use super::i18n::Message;
use super::jobs::Needs;
use super::widgets::{edit_copy, outcome_label, spinner};
use super::words::{bytes_in_full, cannot_write};
use crate::board::Squares;
use crate::picture::{ImageFormat, PNG_SIZES, PictureError, Theme};
use crate::platform::{self, FileRequest};
use crate::worker::{Event, EventKind, Job, JobId};
use crate::{message, tr};

/// What the picture window asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PictureAction {
    /// Draw in this format; a typed path takes its extension.
    Format(ImageFormat),
    /// The side of a PNG, in pixels.
    Size(u32),
    /// Draw the files and ranks beside the board, or not.
    Coordinates(bool),
    /// The path field's new text, as typed.
    Type(String),
    /// Open the desktop's save dialog.
    Choose,
    /// Save to the typed path.
    Save,
}

/// The state of the picture window.
pub struct PictureWindow {
    /// The jobs this view needs now; the job table runs them.
    pub(super) needs: Needs,
    open: bool,
    format: ImageFormat,
    size: u32,
    coordinates: bool,
    path: String,
    dialog: Option<dialog::Pending>,
    job: Option<(JobId, PathBuf)>,
    outcome: Option<Result<Message, Message>>,
    /// The folder of the last picture saved, where the save dialog opens.
    last_folder: Option<PathBuf>,
}

impl Default for PictureWindow {
    fn default() -> Self {
        Self {
            needs: Needs::default(),
            open: false,
            format: ImageFormat::Svg,
            size: 800,
            coordinates: true,
            path: String::new(),
            dialog: None,
            job: None,
            outcome: None,
            last_folder: None,
        }
    }
}

/// The board a picture is drawn of, and what its file is called by default.
pub struct Subject {
    /// The board.
    pub board: Squares,
    /// A file name for it, without the extension: `nqueens-8-no14`.
    pub name: String,
}

impl PictureWindow {
    /// Whether the window is open.
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// Opens or closes the window. On the page, where a file is named rather than placed, a
    /// name is proposed at once: the download is one click away.
    pub fn set_open(&mut self, open: bool) {
        self.open = open;
        if open && !crate::platform::FOLDERS && self.path.is_empty() {
            self.path = format!("board.{}", self.extension());
        }
    }

    /// Whether a picture is being written.
    pub fn saving(&self) -> bool {
        self.job.is_some()
    }

    fn extension(&self) -> &'static str {
        match self.format {
            ImageFormat::Svg => "svg",
            ImageFormat::Png => "png",
        }
    }

    /// Applies what the window asked for, drawing `subject`.
    pub fn apply(
        &mut self,
        action: &PictureAction,
        subject: Option<Subject>,
        dark: bool,
        ctx: &egui::Context,
    ) {
        match action {
            PictureAction::Format(format) => {
                self.format = *format;
                self.match_extension();
                return;
            }
            PictureAction::Size(size) => {
                self.size = *size;
                return;
            }
            PictureAction::Coordinates(coordinates) => {
                self.coordinates = *coordinates;
                return;
            }
            PictureAction::Type(text) => {
                self.path.clone_from(text);
                return;
            }
            PictureAction::Choose | PictureAction::Save => {}
        }
        let Some(subject) = subject else {
            self.outcome = Some(Err(message!("picture-no-board")));
            return;
        };
        match action {
            PictureAction::Choose => {
                let file_name = format!("{}.{}", subject.name, self.extension());
                let extension = self.extension();
                let folder = dialog::start_folder(self.last_folder.as_deref());
                let title = tr!("picture-dialog-title");
                let opened = dialog::Pending::open(
                    ctx,
                    FileRequest {
                        title,
                        save: true,
                        folder,
                        file_name: Some(file_name),
                        filters: vec![(extension.to_uppercase(), vec![extension])],
                        // A picture is small: on the page, a download.
                        size: None,
                    },
                );
                match opened {
                    Ok(pending) => self.dialog = Some(pending),
                    Err(message) => self.outcome = Some(Err(message)),
                }
            }
            PictureAction::Save => match resolve_path(&self.path) {
                Some(path) => self.start(subject.board, path, dark),
                None => {
                    self.outcome = Some(Err(message!("picture-type-path")));
                }
            },
            PictureAction::Format(_)
            | PictureAction::Size(_)
            | PictureAction::Coordinates(_)
            | PictureAction::Type(_) => {}
        }
    }

    fn start(&mut self, board: Squares, path: PathBuf, dark: bool) {
        let path = if let Some(format) = ImageFormat::of_path(&path) {
            self.format = format;
            path
        } else {
            // No `.svg` or `.png` (none, or one not offered, as `.jpg`): the format chosen says
            // which, and the window said so beside the field.
            self.saved_as(&path)
        };
        self.last_folder = path.parent().map(std::path::Path::to_path_buf);
        self.path = path.display().to_string();
        let job = self.needs.start(Job::Picture {
            path: path.clone(),
            board,
            coordinates: self.coordinates,
            theme: if dark { Theme::Dark } else { Theme::Light },
            size: self.size,
        });
        self.job = Some((job, path));
        self.outcome = None;
    }

    /// Takes the dialog's answer and saves the picture it asks for.
    pub fn sync(&mut self, subject: Option<Subject>, dark: bool) {
        let Some(answer) = self.dialog.as_ref().and_then(dialog::Pending::poll) else {
            return;
        };
        self.dialog = None;
        match (answer, subject) {
            (dialog::Answer::Chosen(path), Some(subject)) => {
                self.start(subject.board, path, dark);
            }
            (dialog::Answer::Chosen(_), None) => {
                self.outcome = Some(Err(message!("picture-board-left")));
            }
            (dialog::Answer::Unavailable, _) => {
                self.outcome = Some(Err(message!("dialog-unavailable")));
            }
            (dialog::Answer::Dismissed, _) => {}
        }
    }

    /// Takes the event of the window's job; `false` if it is not this window's.
    pub fn handle(&mut self, event: &Event) -> bool {
        let Some((job, path)) = &self.job else {
            return false;
        };
        if *job != event.job {
            return false;
        }
        match &event.kind {
            EventKind::Pictured { result } => {
                if result.is_ok() {
                    crate::platform::hand_over(path);
                }
                self.outcome = Some(result.as_ref().map_or_else(
                    |error| Err(picture_error_words(error)),
                    |bytes| {
                        Ok(message!(
                            "picture-saved",
                            path = path.display(),
                            size = bytes_in_full(*bytes)
                        ))
                    },
                ));
            }
            EventKind::Cancelled => self.outcome = Some(Err(message!("picture-cancelled"))),
            _ => return false,
        }
        self.job = None;
        true
    }

    /// The window's contents; returns what the user asked for.
    pub fn ui(&self, ui: &mut egui::Ui, subject: Option<&Subject>) -> Vec<PictureAction> {
        let mut actions = Vec::new();
        match subject {
            Some(subject) => {
                let (queens, n) = (subject.board.queens().len(), subject.board.n());
                ui.label(if ui.visuals().dark_mode {
                    tr!("picture-subject-dark", queens = queens, n = n)
                } else {
                    tr!("picture-subject-light", queens = queens, n = n)
                })
            }
            None => ui.label(tr!("picture-no-board-yet")),
        };
        ui.horizontal(|ui| {
            for (format, name) in [
                (ImageFormat::Svg, tr!("picture-svg")),
                (ImageFormat::Png, "PNG".to_string()),
            ] {
                if ui.radio(self.format == format, name).clicked() && self.format != format {
                    actions.push(PictureAction::Format(format));
                }
            }
        });
        ui.add_enabled_ui(self.format == ImageFormat::Png, |ui| {
            ui.horizontal(|ui| {
                let label = ui.label(tr!("picture-png-size"));
                let mut size = self.size;
                let field = egui::DragValue::new(&mut size)
                    .range(PNG_SIZES)
                    .suffix(tr!("pixels-suffix"));
                if ui.add(field).labelled_by(label.id).changed() {
                    actions.push(PictureAction::Size(size));
                }
            });
        });
        let mut coordinates = self.coordinates;
        if ui
            .checkbox(&mut coordinates, tr!("picture-coordinates"))
            .changed()
        {
            actions.push(PictureAction::Coordinates(coordinates));
        }
        let hint = tr!(
            "example-picture-path",
            system = dialog::PATH_STYLE,
            extension = self.extension()
        );
        ui.horizontal(|ui| {
            let label = ui.label(tr!("export-file"));
            let (_, typed) = edit_copy(&self.path, |text| {
                ui.add(
                    egui::TextEdit::singleline(text)
                        .hint_text(hint)
                        .desired_width(240.0),
                )
                .labelled_by(label.id)
            });
            if let Some(typed) = typed {
                actions.push(PictureAction::Type(typed));
            }
        });
        if let Some(note) = self.path_note() {
            ui.add(egui::Label::new(note).wrap());
        }
        let idle = self.job.is_none() && self.dialog.is_none() && subject.is_some();
        ui.horizontal(|ui| {
            // On the page the file is named, and the browser saves the download.
            if platform::SAVE_DIALOG
                && ui
                    .add_enabled(idle, egui::Button::new(tr!("export-choose")))
                    .clicked()
            {
                actions.push(PictureAction::Choose);
            }
            let typed = !self.path.trim().is_empty();
            if ui
                .add_enabled(idle && typed, egui::Button::new(tr!("picture-save")))
                .clicked()
            {
                actions.push(PictureAction::Save);
            }
        });
        if self.job.is_some() {
            ui.horizontal(|ui| {
                spinner(ui, &tr!("picture-drawing-name"));
                ui.label(tr!("picture-drawing"));
            });
        }
        outcome_label(ui, self.outcome.as_ref());
        actions
    }

    /// The file a path without a picture format's extension is saved as: the format chosen,
    /// in place of an extension not offered (`b8.jpg` → `b8.png`), or after the name.
    fn saved_as(&self, path: &std::path::Path) -> PathBuf {
        let offered = ["svg", "png"];
        match path.extension().and_then(|extension| extension.to_str()) {
            Some(extension) if !offered.contains(&extension.to_ascii_lowercase().as_str()) => {
                path.with_extension(self.extension())
            }
            _ => {
                let mut name = path.as_os_str().to_owned();
                name.push(".");
                name.push(self.extension());
                PathBuf::from(name)
            }
        }
    }

    /// What the window says of a typed path whose extension is not the format it will be
    /// saved in.
    fn path_note(&self) -> Option<String> {
        let typed = self.path.trim();
        if typed.is_empty() {
            return None;
        }
        let path = PathBuf::from(typed);
        if ImageFormat::of_path(&path).is_some() {
            return None;
        }
        let saved = self.saved_as(&path);
        let name = saved.file_name()?.to_string_lossy().into_owned();
        Some(match path.extension() {
            Some(extension) => tr!(
                "picture-other-extension",
                extension = extension.to_string_lossy().into_owned(),
                name = name,
                format = self.extension().to_uppercase()
            ),
            None => tr!("picture-saved-as", name = name),
        })
    }

    /// Gives a typed path the extension of the format chosen.
    fn match_extension(&mut self) {
        let typed = self.path.trim();
        if typed.is_empty() {
            return;
        }
        let path = PathBuf::from(typed).with_extension(self.extension());
        self.path = path.display().to_string();
    }
}

/// Why a picture could not be saved, from the library's error.
fn picture_error_words(error: &PictureError) -> Message {
    match error {
        PictureError::Size(size) => message!(
            "picture-bad-size",
            size = *size,
            min = *PNG_SIZES.start(),
            max = *PNG_SIZES.end()
        ),
        PictureError::Render(why) => message!("picture-render-failed", why = why.as_str()),
        PictureError::NotAPictureName(path) => {
            message!("picture-not-a-picture-name", path = path.display())
        }
        PictureError::Write(error) => cannot_write(error),
    }
}
