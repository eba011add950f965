//! The export window: which solutions, the size they will take, a file chosen with the native
//! save dialog (on its own thread) or typed, then progress, Cancel and the outcome.
//!
//! An export belongs to the window and to the N it was started for: closing the window or
//! changing N cancels it. After Cancel the window says "Cancelling…" until the export lane
//! confirms that the job has stopped and its temporary file is gone.

use std::path::PathBuf;

use eframe::egui;

mod panel;

use super::dialog::{self, resolve_path};
use super::i18n::Message;
use super::jobs::Needs;
use super::words::{bytes_in_full, cannot_write, human_elapsed, no_memory_to_count};
use crate::board::Placement;
use crate::export::{ExportError, ExportProgress, ExportRange, ExportSummary};
use crate::formats::Format;
use crate::platform::FileRequest;
use crate::solve::known_counts;
use crate::worker::{Event, EventKind, ExportWhat, Job, JobId, TimeLeft};
use crate::{message, tr};

/// The range offered before the user sets one, while N's total is unknown: its first solutions.
const UNKNOWN_TOTAL_RANGE: u64 = 100;

/// One end of the export's range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RangeEnd {
    First,
    Last,
}

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
    /// Export these solutions.
    Choice(ExportChoice),
    /// The range's first solution, as set.
    First(u64),
    /// The range's last solution, as set.
    Last(u64),
    /// The path field's new text, as typed.
    Type(String),
    /// Open the desktop's save dialog.
    Choose,
    /// Write to the typed path.
    Write,
    /// Replace the file that is there, as asked.
    Replace,
    /// Keep the file that is there: do not write.
    KeepExisting,
    /// Stop the export.
    Cancel,
    /// Write in this format.
    Format(Format),
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

/// An export under way.
struct Running {
    job: JobId,
    n: usize,
    /// What is being written, in words: `all 92 solutions of N = 8`.
    what: Message,
    path: PathBuf,
    expected_bytes: Option<u64>,
    /// What is written, and the share of the work done and the time left.
    progress: Option<(ExportProgress, TimeLeft)>,
    /// Set once Cancel was asked for: why, to say once the job has stopped.
    cancelling: Option<Message>,
}

/// The state of the export window.
pub struct ExportPanel {
    /// The jobs this view needs now; the job table runs them.
    pub(super) needs: Needs,
    open: bool,
    choice: ExportChoice,
    format: Format,
    first: u64,
    last: u64,
    path: String,
    /// Where a typed path goes, when that is not what was typed (`~`, a relative path); worked
    /// out when the path changes, not every frame.
    path_note: Option<Message>,
    dialog: Option<dialog::Pending>,
    note: Option<Message>,
    /// Why the range was changed when the user set it, until the next change.
    range_note: Option<Message>,
    /// Whether the user has set the range; until then it is every solution of N.
    range_set: bool,
    running: Option<Running>,
    /// A file the export would replace, waiting for the user to say whether it may.
    confirm: Option<PathBuf>,
    outcome: Option<Result<Message, Message>>,
    /// The N the window last showed: messages of another N do not stay.
    shown_n: usize,
    /// The folder of the last file written, where the save dialog opens.
    last_folder: Option<PathBuf>,
}

impl Default for ExportPanel {
    fn default() -> Self {
        Self {
            needs: Needs::default(),
            open: false,
            choice: ExportChoice::All,
            format: Format::Judge,
            first: 1,
            last: 1,
            path: String::new(),
            path_note: None,
            dialog: None,
            note: None,
            range_note: None,
            range_set: false,
            running: None,
            confirm: None,
            outcome: None,
            shown_n: 0,
            last_folder: None,
        }
    }
}

impl ExportPanel {
    /// Whether the window is open.
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// Opens the window. On the page, where a file is named rather than placed, a name is
    /// proposed at once: the download is one click away.
    pub fn open(&mut self, n: usize) {
        self.open = true;
        if !crate::platform::FOLDERS && self.path.is_empty() {
            self.path = self.file_name(n);
        }
    }

    /// The name proposed for the file of `n`'s solutions in the chosen format.
    fn file_name(&self, n: usize) -> String {
        let extension = self.format.extension();
        // The judge's, the default, without its name.
        if self.format == Format::Judge {
            format!("nqueens-{n}.{extension}")
        } else {
            format!("nqueens-{n}-{}.{extension}", self.format.key())
        }
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
                first: self.first,
                last: Some(self.last),
                fundamental_only: false,
            }),
            ExportChoice::Current => ExportWhat::Board {
                number: on_screen.number?,
                solution: on_screen.board.clone()?,
            },
        })
    }

    /// The size in bytes of `what` in the chosen format, when it is known.
    fn byte_size(&self, what: &ExportWhat, n: usize) -> Option<u64> {
        match what {
            ExportWhat::Range(range) => range.byte_size(self.format),
            ExportWhat::Board { number, .. } => self.format.text_size(n, *number, 1),
        }
    }

    /// The size in bytes of what the current choice writes, when it is known.
    fn expected_size(&self, n: usize, on_screen: &OnScreen) -> Option<u64> {
        self.what(n, on_screen)
            .and_then(|what| self.byte_size(&what, n))
    }

    /// Opens the native save dialog on its own thread, so that the window keeps painting,
    /// proposing `name` for a file of `size` bytes; on the page, asks the browser where the
    /// file goes (the page's storage and a download, or the browser's save dialog for a file
    /// too large for that storage).
    fn open_dialog(&mut self, name: String, size: Option<u64>, ctx: &egui::Context) {
        if self.dialog.is_some() {
            self.note = Some(message!("dialog-already-open"));
            return;
        }
        let folder = dialog::start_folder(self.last_folder.as_deref());
        let (title, text) = (tr!("export-dialog-title"), tr!("dialog-text-files"));
        let extension = self.format.extension();
        let opened = dialog::Pending::open(
            ctx,
            FileRequest {
                title,
                save: true,
                folder,
                file_name: Some(name),
                filters: vec![(text, vec![extension])],
                size,
            },
        );
        match opened {
            Ok(pending) => {
                self.note = None;
                self.dialog = Some(pending);
            }
            Err(message) => self.note = Some(message),
        }
    }

    /// Applies what the window asked for.
    pub fn apply(
        &mut self,
        action: &ExportAction,
        n: usize,
        on_screen: &OnScreen,
        ctx: &egui::Context,
    ) {
        match action {
            ExportAction::Choice(choice) => self.choice = *choice,
            ExportAction::Format(format) => {
                self.format = *format;
                if !format.takes_ranges() {
                    self.choice = ExportChoice::All;
                }
            }
            ExportAction::First(first) => self.set_end(RangeEnd::First, *first, n),
            ExportAction::Last(last) => self.set_end(RangeEnd::Last, *last, n),
            ExportAction::Type(text) => {
                self.path.clone_from(text);
                self.note_where_the_path_goes();
            }
            ExportAction::Choose => {
                let size = self.expected_size(n, on_screen);
                self.open_dialog(self.file_name(n), size, ctx);
            }
            ExportAction::Write => match resolve_path(&self.path) {
                // The page names its file; the browser says where it goes.
                Some(_) if !crate::platform::FOLDERS => {
                    let size = self.expected_size(n, on_screen);
                    self.open_dialog(self.path.trim().to_string(), size, ctx);
                }
                Some(path) => self.start(n, path, on_screen, false),
                None => self.note = Some(message!("export-type-path")),
            },
            ExportAction::Replace => {
                if let Some(path) = self.confirm.take() {
                    self.start(n, path, on_screen, true);
                }
            }
            ExportAction::KeepExisting => {
                if let Some(path) = self.confirm.take() {
                    // What the user chose, not a failure.
                    self.outcome = Some(Ok(message!("export-kept", path = path.display())));
                }
            }
            ExportAction::Cancel => self.cancel(message!("cancelled")),
        }
    }

    /// Takes the dialog's answer, if it has come, and starts the export it asks for; cancels
    /// the export when the window was closed or N changed.
    pub fn sync(&mut self, n: usize, on_screen: &OnScreen) {
        if n != self.shown_n {
            // What was said of another N no longer holds; an export's own outcome stays.
            self.shown_n = n;
            if self.running.is_none() {
                self.outcome = None;
                self.note = None;
            }
            self.range_note = None;
            self.fit_range(n);
        }
        if self.choice == ExportChoice::Current && on_screen.number.is_none() {
            self.choice = ExportChoice::All;
        }
        // No solutions, no range of them to write.
        if self.choice == ExportChoice::Range
            && known_counts(n).is_some_and(|counts| counts.total == 0)
        {
            self.choice = ExportChoice::All;
        }
        if !self.open {
            self.cancel(message!("cancelled-window-closed"));
        } else if self.running.as_ref().is_some_and(|running| running.n != n) {
            self.cancel(message!("cancelled-n-changed", n = n));
        }
        let Some(answer) = self.dialog.as_ref().and_then(dialog::Pending::poll) else {
            return;
        };
        self.dialog = None;
        match answer {
            dialog::Answer::Chosen(path) => {
                self.path = crate::platform::path_shown(&path);
                self.note_where_the_path_goes();
                // The desktop's dialog asked already whether to replace a file there.
                self.start(n, path, on_screen, true);
            }
            dialog::Answer::Unavailable => self.note = Some(message!("dialog-unavailable")),
            dialog::Answer::Dismissed => {}
        }
    }

    /// Starts writing the current choice to `path` on the export lane; unless `replace`, a
    /// file there already is not replaced before the user says it may be.
    fn start(&mut self, n: usize, path: PathBuf, on_screen: &OnScreen, replace: bool) {
        if self.running.is_some() {
            self.note = Some(message!("export-running"));
            return;
        }
        let Some(what) = self.what(n, on_screen) else {
            self.note = Some(message!("export-no-numbered-solution"));
            return;
        };
        let expected_bytes = self.byte_size(&what, n);
        let description = describe(&what, n);
        self.note = None;
        self.outcome = None;
        self.confirm = None;
        self.last_folder = path.parent().map(std::path::Path::to_path_buf);
        let job = self.needs.start(Job::Export {
            path: path.clone(),
            format: self.format,
            what,
            replace,
        });
        self.running = Some(Running {
            job,
            n,
            what: description,
            path,
            expected_bytes,
            progress: None,
            cancelling: None,
        });
    }

    /// Asks the running export to stop; the outcome is told once it has.
    fn cancel(&mut self, why: Message) {
        if let Some(running) = self.running.as_mut().filter(|r| r.cancelling.is_none()) {
            self.needs.stop(running.job);
            running.cancelling = Some(why);
        }
    }

    /// Takes an event of the running export; `false` if it is not this window's.
    pub fn handle(&mut self, event: &Event) -> bool {
        let Some(running) = self
            .running
            .as_mut()
            .filter(|running| running.job == event.job)
        else {
            return false;
        };
        match &event.kind {
            EventKind::Exporting { progress, left } => running.progress = Some((*progress, *left)),
            EventKind::ExportWouldReplace => {
                self.confirm = Some(running.path.clone());
                self.running = None;
            }
            EventKind::Exported { result } => {
                let path = running.path.clone();
                self.running = None;
                if result.is_ok() {
                    crate::platform::hand_over(&path);
                }
                self.outcome = Some(
                    result
                        .clone()
                        .map(|summary| wrote(&summary, &path))
                        .map_err(|error| export_error_words(&error)),
                );
            }
            EventKind::Cancelled => {
                let why = running.cancelling.take().unwrap_or(message!("cancelled"));
                self.running = None;
                self.outcome = Some(Err(message!("export-stopped", why = why)));
            }
            _ => return false,
        }
        true
    }

    /// Keeps the range within N's solutions, and says so when that changed it. A range the
    /// user has not set is every solution of N (the first hundred while the total is unknown),
    /// so that a first number typed in "from" finds "to" beyond it.
    fn fit_range(&mut self, n: usize) {
        let total = known_counts(n).map(|counts| counts.total);
        if !self.range_set {
            self.first = 1;
            self.last = total.unwrap_or(UNKNOWN_TOTAL_RANGE).max(1);
            return;
        }
        let Some(total) = total.filter(|&t| t > 0) else {
            return;
        };
        if self.last > total {
            self.last = total;
            self.first = self.first.min(total);
            self.range_note = Some(message!("export-range-fitted", n = n, total = total));
        }
    }

    /// Sets one end of the range and chooses the range; a value that would make it run
    /// backwards moves the other end, and the window says so.
    fn set_end(&mut self, end: RangeEnd, value: u64, n: usize) {
        self.choice = ExportChoice::Range;
        self.range_note = None;
        self.range_set = true;
        match end {
            RangeEnd::First => self.first = value,
            RangeEnd::Last => self.last = value,
        }
        if self.first > self.last && end == RangeEnd::First {
            self.last = self.first;
            self.range_note = Some(message!("export-range-last-moved", number = self.last));
        } else if self.first > self.last {
            self.first = self.last;
            self.range_note = Some(message!("export-range-first-moved", number = self.first));
        }
        self.fit_range(n);
    }

    /// Says where the typed path goes, if that is not what was typed.
    fn note_where_the_path_goes(&mut self) {
        self.path_note = resolve_path(&self.path)
            .filter(|resolved| resolved.as_os_str() != self.path.trim())
            .map(|resolved| message!("path-resolved", path = resolved.display()));
    }
}

/// What a finished export says.
fn wrote(summary: &ExportSummary, path: &std::path::Path) -> Message {
    message!(
        "export-wrote",
        count = summary.solutions,
        size = bytes_in_full(summary.bytes),
        path = crate::platform::path_shown(path),
        time = human_elapsed(summary.elapsed)
    )
}

/// Why an export failed, from the library's error.
fn export_error_words(error: &ExportError) -> Message {
    match error {
        ExportError::Cancelled => message!("export-cancelled"),
        ExportError::EmptyRange { n, total, first } => {
            message!("export-empty-range", n = *n, total = *total, first = *first)
        }
        ExportError::NoMemoryToCount { n, available } => no_memory_to_count(*n, *available),
        ExportError::File(error) => cannot_write(error),
    }
}

/// What an export writes, in words: `all 92 solutions of N = 8`, `solutions No 5 to 9 of
/// N = 8`, `solution No 14 of N = 8`.
fn describe(what: &ExportWhat, n: usize) -> Message {
    match what {
        ExportWhat::Range(range) => match (range.first, range.last) {
            (1, None) => message!("export-what-all", n = n),
            (first, Some(last)) if first == last => {
                message!("export-what-one", number = first, n = n)
            }
            (first, Some(last)) => message!("export-what-range", first = first, last = last, n = n),
            (first, None) => message!("export-what-from", first = first, n = n),
        },
        ExportWhat::Board { number, .. } => message!("export-what-one", number = *number, n = n),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::Language;

    #[test]
    fn a_typed_path_is_expanded_and_made_absolute() {
        let home = std::env::home_dir().unwrap();
        assert_eq!(resolve_path(" ~/x.txt "), Some(home.join("x.txt")));
        assert_eq!(
            resolve_path("/tmp/a.txt"),
            Some(PathBuf::from("/tmp/a.txt"))
        );
        let here = std::env::current_dir().unwrap();
        assert_eq!(resolve_path("out/a.txt"), Some(here.join("out/a.txt")));
        assert_eq!(resolve_path("~user/a.txt"), Some(here.join("~user/a.txt")));
        assert_eq!(resolve_path("  "), None);
    }

    #[test]
    fn an_export_says_what_it_writes() {
        let range = |first, last| {
            ExportWhat::Range(ExportRange {
                n: 8,
                first,
                last,
                fundamental_only: false,
            })
        };
        let english = |what| describe(&what, 8).in_language(Language::English);
        assert_eq!(english(range(1, None)), "all solutions of N = 8");
        assert_eq!(english(range(5, Some(9))), "solutions No 5 to 9 of N = 8");
        assert_eq!(english(range(14, Some(14))), "solution No 14 of N = 8");
        assert_eq!(
            describe(&range(5, Some(9)), 8).in_language(Language::Chinese),
            "N = 8 的第 5 到第 9 个解"
        );
    }
}
