//! The file dialogs (the desktop's, off the window's thread, or the browser's picker), and the
//! typed path that stands in for them where the desktop has none (no xdg portal, say).

use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use eframe::egui;
use web_time::Instant;

use super::i18n::Message;
use crate::message;
use crate::platform::{self, FileRequest};

/// A dialog that answers faster than this did not show itself: nobody cancels that fast.
const FAILED_WITHIN: Duration = Duration::from_millis(400);

/// What a dialog answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The user chose this file.
    Chosen(PathBuf),
    /// The user closed the dialog without choosing.
    Dismissed,
    /// No dialog could be shown: the path has to be typed.
    Unavailable,
}

/// A file dialog open, the window painting on while it is (see [`platform::ask_for_file`]).
pub struct Pending {
    answers: Receiver<Option<PathBuf>>,
    opened: Instant,
}

impl Pending {
    /// Opens the dialog `request` describes; the window is repainted when it answers.
    pub fn open(ctx: &egui::Context, request: FileRequest) -> Result<Self, Message> {
        let (answer, answers) = mpsc::channel();
        let ctx = ctx.clone();
        let answered = Box::new(move |path| {
            let _ = answer.send(path);
            ctx.request_repaint();
        });
        platform::ask_for_file(request, answered).map_err(|_| message!("dialog-failed"))?;
        Ok(Self {
            answers,
            opened: Instant::now(),
        })
    }

    /// The answer, once the dialog has given it.
    pub fn poll(&self) -> Option<Answer> {
        let answer = match self.answers.try_recv() {
            Ok(answer) => answer,
            Err(mpsc::TryRecvError::Empty) => return None,
            Err(mpsc::TryRecvError::Disconnected) => None,
        };
        Some(match answer {
            Some(path) => Answer::Chosen(path),
            None if self.opened.elapsed() < FAILED_WITHIN => Answer::Unavailable,
            None => Answer::Dismissed,
        })
    }
}

/// Where a dialog opens: the folder last used, else the home folder.
pub fn start_folder(last: Option<&Path>) -> Option<PathBuf> {
    last.map(Path::to_path_buf).or_else(std::env::home_dir)
}

/// The kind of path this system has, as the catalogues' example paths choose by it
/// (`example-answer-path`, `example-picture-path`): `windows`, `web` (the page) or `other`.
pub const PATH_STYLE: &str = if crate::platform::IN_A_BROWSER {
    "web"
} else if cfg!(windows) {
    "windows"
} else {
    "other"
};

/// Where a typed path goes: `~` is the home folder (followed by `/`, or on Windows `\\` too),
/// and a relative path is taken from the folder the app was started in.
pub fn resolve_path(typed: &str) -> Option<PathBuf> {
    let typed = typed.trim();
    if typed.is_empty() {
        return None;
    }
    if !platform::FOLDERS {
        // The page writes a file by its name alone.
        return Path::new(typed).file_name().map(PathBuf::from);
    }
    let path = match typed.strip_prefix('~') {
        Some(rest) if rest.is_empty() || rest.starts_with(std::path::is_separator) => {
            let home = std::env::home_dir()?;
            home.join(rest.trim_start_matches(std::path::is_separator))
        }
        _ => PathBuf::from(typed),
    };
    if path.is_absolute() {
        Some(path)
    } else {
        std::env::current_dir().ok().map(|folder| folder.join(path))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dialog_opens_in_the_folder_last_used_else_at_home() {
        let last = Path::new("/tmp/answers");
        assert_eq!(start_folder(Some(last)), Some(last.to_path_buf()));
        assert_eq!(start_folder(None), std::env::home_dir());
    }
}
