//! The student's own judge file in the window: opened with the desktop's dialog, a typed path,
//! a drop on the window or `nqueens FILE`; checked on the check lane exactly as `nqueens check`
//! does, with progress and Cancel; then the verdict shown. The file's boards can be stepped
//! through, each beside the solution expected at its place, up to the first problem, which is
//! where the view opens.
//!
//! The file is never held in memory: a board before the problem is read again from the file
//! when it is shown (its place is known from the judge's sizes, as every board before the
//! problem is right), and the boards of the problem come with the verdict.

use std::path::{Path, PathBuf};
use std::time::Duration;

use eframe::egui::{self};

mod panel;
mod program;
mod sides;

pub use panel::show_excerpt;
pub use program::ProgramAction;
use program::ProgramCheck;

use super::check_words::{problem_words, read_error_words, verdict_words};
use super::dialog::{self, resolve_path};
use super::i18n::Message;
use super::jobs::Needs;
use super::settings::JudgeSettings;
use super::words::cannot_read;
use crate::board::{Conflict, Squares};
use crate::check::{Evidence, Problem, Verdict};
use crate::formats::Format;
use crate::formats::read::{Excerpt, FileBoard};
use crate::platform::FileRequest;
use crate::worker::{CheckFailure, Event, EventKind, Job, JobId};
use crate::{message, tr};
use sides::Whose;
use sides::{any_order_side, expected_side, file_side, list_side, words_side};

/// What the file view asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileAction {
    /// Open the desktop's dialog to choose a file.
    Choose,
    /// The path field's new text, as typed.
    Type(String),
    /// Check the file whose path was typed.
    CheckTyped,
    /// Check this file (dropped on the window, or given on the command line).
    Open(PathBuf),
    /// Check the same file again.
    CheckAgain,
    /// Stop the check.
    Cancel,
    /// Show board No `k` of the file (or the place where it ends).
    Show(u64),
    /// Show the board `by` places after the one shown (before it, if negative): one press of
    /// Next or Previous, so that two presses within a frame go two places.
    Step(i64),
    /// Put this board on the hand-made board (the app handles it).
    Edit(Squares),
    /// What the `Check my program` section asks for.
    Program(ProgramAction),
}

/// A check under way.
struct Checking {
    job: JobId,
    path: PathBuf,
    bytes: u64,
    total: Option<u64>,
    /// Why it is being cancelled, once Cancel was asked for.
    cancelling: Option<Message>,
}

/// What a finished check found.
#[derive(Clone, Debug)]
enum Outcome {
    Correct(Verdict),
    Wrong(Problem),
    Unreadable(Message),
    Stopped(Message),
}

/// A check that has ended, and the board of the file on screen.
struct Checked {
    path: PathBuf,
    outcome: Outcome,
    elapsed: Duration,
    /// The place shown: board No `shown` of the file, from 1.
    shown: u64,
    /// Board No `shown`, once read from the file (for a board before the problem).
    board: Option<FileBoard>,
    /// The read of it under way.
    reading: Option<JobId>,
    /// Why it could not be read.
    read_error: Option<Message>,
}

impl Checked {
    /// The places that can be shown: the boards that are right, then the problem's place.
    fn places(&self) -> u64 {
        match &self.outcome {
            Outcome::Correct(verdict) => verdict.solutions,
            Outcome::Wrong(problem) => problem.boards_right + 1,
            Outcome::Unreadable(_) | Outcome::Stopped(_) => 0,
        }
    }

    /// Whether the file had no board: its verdict is for the N chosen in the window.
    fn is_empty_file(&self) -> bool {
        match &self.outcome {
            Outcome::Correct(verdict) => verdict.solutions == 0,
            Outcome::Wrong(problem) => {
                problem.boards_right == 0 && matches!(problem.evidence, Evidence::Missing { .. })
            }
            Outcome::Unreadable(_) | Outcome::Stopped(_) => false,
        }
    }

    /// The format the file was read in, once checked.
    fn format(&self) -> Option<Format> {
        match &self.outcome {
            Outcome::Correct(verdict) => Some(verdict.format),
            Outcome::Wrong(problem) => Some(problem.format),
            Outcome::Unreadable(_) | Outcome::Stopped(_) => None,
        }
    }

    /// The problem, when `shown` is its place.
    fn problem_shown(&self) -> Option<&Problem> {
        match &self.outcome {
            Outcome::Wrong(problem) if self.shown == problem.boards_right + 1 => Some(problem),
            _ => None,
        }
    }
}

/// One side of the board area: a title, and a board or a few words instead.
pub struct Side {
    /// What is shown, such as `No 3 in your file`.
    pub title: String,
    /// The board, its queens that attack each other marked.
    pub board: Option<(Squares, Vec<Conflict>)>,
    /// Words in place of a board.
    pub words: Option<String>,
}

/// What the board area shows in the file view.
pub enum FilePicture<'a> {
    /// Nothing checked yet, or the check is running: a line of words.
    Words(String),
    /// The file's board beside the expected one.
    Boards(Side, Side),
    /// The lines around a format problem.
    Excerpt(&'a Excerpt),
    /// Lines a program wrote (a compiler's messages, standard error), under a title.
    Text {
        /// What they are.
        title: String,
        /// The lines.
        text: &'a str,
    },
}

/// The state of the file view.
#[derive(Default)]
pub struct FileView {
    /// The jobs this view needs now; the job table runs them.
    pub(super) needs: Needs,
    path_text: String,
    dialog: Option<dialog::Pending>,
    note: Option<Message>,
    checking: Option<Checking>,
    checked: Option<Checked>,
    /// The board size chosen in the window: what an empty file is checked for.
    n: usize,
    /// The board size of a file whose check just ended, for the top bar to take once.
    new_n: Option<usize>,
    /// `Check my program`.
    program: ProgramCheck,
    /// Whether the board area shows the program's verdict rather than the file's: the one
    /// asked for last.
    showing_program: bool,
}

impl FileView {
    /// The view, with what `Check my program` remembered from the last run.
    pub fn new(judge: JudgeSettings) -> Self {
        Self {
            program: ProgramCheck::new(judge),
            ..Self::default()
        }
    }

    /// What `Check my program` remembers between runs.
    pub fn judge_settings(&self) -> &JudgeSettings {
        self.program.settings()
    }

    /// Whether a program is being judged (or stopping).
    pub fn judging(&self) -> bool {
        self.program.judging()
    }

    /// The program's verdict, once judged.
    pub fn judge_verdict(&self) -> Option<String> {
        self.program.verdict()
    }

    /// Whether a check runs (or is stopping).
    pub fn checking(&self) -> bool {
        self.checking.is_some()
    }

    /// The verdict's words, once the check has ended.
    pub fn verdict(&self) -> Option<String> {
        Some(
            match &self.checked.as_ref()?.outcome {
                Outcome::Correct(verdict) => verdict_words(verdict),
                Outcome::Wrong(problem) => problem_words(problem),
                Outcome::Unreadable(message) | Outcome::Stopped(message) => message.clone(),
            }
            .to_string(),
        )
    }

    /// The place shown, from 1, and how many there are.
    pub fn shown(&self) -> Option<(u64, u64)> {
        let checked = self.checked.as_ref()?;
        Some((checked.shown, checked.places()))
    }

    /// The board size of the file checked, when its boards show it: what the top bar shows
    /// while the file is on screen. An empty file shows none; it is checked for the N chosen.
    pub fn file_n(&self) -> Option<usize> {
        if self.showing_program {
            return None;
        }
        let checked = self.checked.as_ref()?;
        if checked.is_empty_file() {
            return None;
        }
        match &checked.outcome {
            Outcome::Correct(verdict) => Some(verdict.n),
            Outcome::Wrong(problem) => evidence_n(&problem.evidence),
            Outcome::Unreadable(_) | Outcome::Stopped(_) => None,
        }
    }

    /// The board size of a file whose check has just ended, once: the top bar follows it.
    pub fn take_new_n(&mut self) -> Option<usize> {
        self.new_n.take()
    }

    /// Starts checking the file at `path`, cancelling a check under way.
    pub fn open(&mut self, path: PathBuf) {
        self.showing_program = false;
        self.path_text = path.display().to_string();
        self.note = None;
        self.checked = None;
        let job = self.needs.start(Job::CheckFile {
            path: path.clone(),
            n_if_empty: self.n,
        });
        self.checking = Some(Checking {
            job,
            path,
            bytes: 0,
            total: None,
            cancelling: None,
        });
    }

    /// Applies what the view asked for, but `Edit`, which the app handles.
    pub fn apply(&mut self, action: &FileAction, ctx: &egui::Context) {
        match action {
            FileAction::Choose => self.open_dialog(ctx),
            FileAction::Type(text) => self.path_text.clone_from(text),
            FileAction::CheckTyped => match resolve_path(&self.path_text) {
                Some(path) => self.open(path),
                None => self.note = Some(message!("file-type-path")),
            },
            FileAction::Open(path) => self.open(path.clone()),
            FileAction::CheckAgain => {
                if let Some(checked) = self.checked.take() {
                    self.open(checked.path);
                }
            }
            FileAction::Cancel => self.cancel(message!("cancelled")),
            FileAction::Show(place) => {
                self.showing_program = false;
                self.show_place(*place);
            }
            FileAction::Step(by) => {
                self.showing_program = false;
                if let Some(checked) = &self.checked {
                    let place = checked.shown.saturating_add_signed(*by);
                    self.show_place(place.clamp(1, checked.places()));
                }
            }
            FileAction::Edit(_) => {}
            FileAction::Program(action) => {
                if matches!(action, ProgramAction::Judge | ProgramAction::ShowVerdict) {
                    self.showing_program = true;
                }
                self.program.apply(action, ctx, &mut self.needs);
            }
        }
    }

    /// Shows board No `place` of the file (or the place where it ends).
    fn show_place(&mut self, place: u64) {
        if let Some(checked) = &mut self.checked
            && (1..=checked.places()).contains(&place)
            && checked.shown != place
        {
            checked.shown = place;
            checked.board = None;
            checked.read_error = None;
            if let Some(job) = checked.reading.take() {
                self.needs.stop(job);
            }
        }
    }

    fn cancel(&mut self, why: Message) {
        if let Some(checking) = &mut self.checking
            && checking.cancelling.is_none()
        {
            self.needs.stop(checking.job);
            checking.cancelling = Some(why);
        }
    }

    fn open_dialog(&mut self, ctx: &egui::Context) {
        if self.dialog.is_some() {
            self.note = Some(message!("dialog-already-open"));
            return;
        }
        // The folder of the file checked last, else the home folder.
        let last = self.path_text.trim();
        let last_folder = resolve_path(last).and_then(|path| path.parent().map(Path::to_path_buf));
        let folder = dialog::start_folder(last_folder.as_deref());
        let (title, text, any) = (
            tr!("file-dialog-title"),
            tr!("dialog-text-files"),
            tr!("dialog-any-file"),
        );
        let opened = dialog::Pending::open(
            ctx,
            FileRequest {
                title,
                save: false,
                folder,
                file_name: None,
                filters: vec![(text, vec!["txt", "json"]), (any, vec!["*"])],
                size: None,
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

    /// Takes the dialog's answer; stops the check when the view is left; reads the board on
    /// screen from the file when it is one before the problem.
    pub fn sync(&mut self, active: bool, n: usize) {
        let judging = self.program.judging();
        self.program.sync(&mut self.needs, active, n);
        if self.program.judging() && !judging {
            // A program chosen in the dialog is judged at once.
            self.showing_program = true;
        }
        let n_changed = std::mem::replace(&mut self.n, n) != n;
        if let Some(answer) = self.dialog.as_ref().and_then(dialog::Pending::poll) {
            self.dialog = None;
            match answer {
                dialog::Answer::Chosen(path) => self.open(path),
                dialog::Answer::Unavailable => self.note = Some(message!("dialog-unavailable")),
                dialog::Answer::Dismissed => {}
            }
        }
        if !active {
            self.cancel(message!("stopped-view-left"));
            if let Some(job) = self.checked.as_mut().and_then(|c| c.reading.take()) {
                self.needs.stop(job);
            }
            return;
        }
        if n_changed
            && self.checking.is_none()
            && let Some(checked) = self.checked.take_if(|checked| checked.is_empty_file())
        {
            // An empty file is checked for the N chosen: choosing another checks it again.
            self.open(checked.path);
            return;
        }
        let Some(checked) = &mut self.checked else {
            return;
        };
        let n = match &checked.outcome {
            Outcome::Correct(verdict) => verdict.n,
            Outcome::Wrong(problem) => match evidence_n(&problem.evidence) {
                Some(n) => n,
                None => return,
            },
            Outcome::Unreadable(_) | Outcome::Stopped(_) => return,
        };
        let format = checked.format().unwrap_or(Format::Judge);
        let needs_reading = checked.problem_shown().is_none()
            && checked.shown >= 1
            && checked.board.is_none()
            && checked.reading.is_none()
            && checked.read_error.is_none();
        if needs_reading {
            checked.reading = Some(self.needs.start(Job::ReadBoard {
                path: checked.path.clone(),
                format,
                n,
                number: checked.shown,
            }));
        }
    }

    /// Takes an event of the view's jobs; `false` if it is not this view's.
    pub fn handle(&mut self, event: &Event) -> bool {
        if self.program.handle(event) {
            return true;
        }
        if let Some(checking) = &mut self.checking
            && checking.job == event.job
        {
            let outcome = match &event.kind {
                EventKind::Checking { bytes, total } => {
                    checking.bytes = *bytes;
                    checking.total = *total;
                    return true;
                }
                EventKind::Checked {
                    result, elapsed, ..
                } => (
                    match result {
                        Ok(verdict) => Outcome::Correct(*verdict),
                        Err(CheckFailure::Wrong(problem)) => Outcome::Wrong((**problem).clone()),
                        Err(CheckFailure::Unreadable(error)) => {
                            Outcome::Unreadable(cannot_read(&checking.path, error))
                        }
                    },
                    *elapsed,
                ),
                EventKind::Cancelled => {
                    let why = checking.cancelling.clone().unwrap_or(message!("cancelled"));
                    (
                        Outcome::Stopped(message!("check-stopped", why = why)),
                        Duration::ZERO,
                    )
                }
                _ => return false,
            };
            let checking = self.checking.take().expect("checked above");
            let mut checked = Checked {
                path: checking.path,
                outcome: outcome.0,
                elapsed: outcome.1,
                shown: 0,
                board: None,
                reading: None,
                read_error: None,
            };
            // The view opens at the problem, or at the first board of a right file.
            checked.shown = match &checked.outcome {
                Outcome::Wrong(problem) => problem.boards_right + 1,
                Outcome::Correct(verdict) => u64::from(verdict.solutions > 0),
                _ => 0,
            };
            self.checked = Some(checked);
            self.new_n = self.file_n();
            return true;
        }
        let Some(checked) = &mut self.checked else {
            return false;
        };
        if checked.reading != Some(event.job) {
            return false;
        }
        match &event.kind {
            EventKind::FileBoard { result } => {
                checked.reading = None;
                match result {
                    Ok(board) => checked.board = Some(board.clone()),
                    Err(error) => checked.read_error = Some(read_error_words(&checked.path, error)),
                }
            }
            EventKind::Cancelled => checked.reading = None,
            _ => return false,
        }
        true
    }

    /// The board on screen (the file's, or what the program printed), with the number its
    /// header gives.
    pub fn board_on_screen(&self) -> Option<(u64, Squares)> {
        if self.showing_program {
            return self.program.problem().and_then(problem_board);
        }
        let checked = self.checked.as_ref()?;
        match checked.problem_shown() {
            Some(problem) => problem_board(problem),
            None => checked
                .board
                .as_ref()
                .map(|board| (board.number, board.queens.clone())),
        }
    }

    // ------------------------------------------------------------------------
    // The board area

    /// What the board area shows.
    pub fn picture(&self) -> FilePicture<'_> {
        if self.showing_program {
            return self.program.picture();
        }
        if let Some(checking) = &self.checking {
            return FilePicture::Words(tr!("file-checking", name = file_name(&checking.path)));
        }
        let Some(checked) = &self.checked else {
            return FilePicture::Words(tr!("file-open-prompt"));
        };
        if checked.places() == 0 {
            return FilePicture::Words(match &checked.outcome {
                Outcome::Correct(_) => tr!("file-empty-right"),
                Outcome::Stopped(_) => tr!("file-check-again"),
                _ => tr!("file-no-board"),
            });
        }
        let k = checked.shown;
        let in_any_order = checked.format() == Some(Format::Leetcode);
        let Some(problem) = checked.problem_shown() else {
            // A board before the problem: it is the solution expected there (or a solution
            // not given before, in a list in any order).
            return match (&checked.board, &checked.read_error) {
                (Some(board), _) if in_any_order => {
                    FilePicture::Boards(list_side(board, None), any_order_side())
                }
                (Some(board), _) => FilePicture::Boards(
                    file_side(board, None, Whose::File),
                    Side {
                        title: tr!("file-same-solution", number = k),
                        board: Some((board.queens.clone(), Vec::new())),
                        words: None,
                    },
                ),
                (None, Some(error)) => FilePicture::Words(error.to_string()),
                (None, None) => FilePicture::Words(tr!("file-reading-board", number = k)),
            };
        };
        problem_picture(problem, Whose::File)
    }
}

/// What the board area shows of a problem: the boards involved, or the lines around it.
fn problem_picture(problem: &Problem, whose: Whose) -> FilePicture<'_> {
    let in_any_order = problem.format == Format::Leetcode;
    match &problem.evidence {
        Evidence::Format(excerpt) => FilePicture::Excerpt(excerpt),
        Evidence::NotASolution { board, .. } if in_any_order => FilePicture::Boards(
            list_side(board, Some(tr!("file-not-a-solution"))),
            any_order_side(),
        ),
        Evidence::Misplaced {
            board,
            found_number,
            ..
        } if in_any_order => {
            let note = found_number.map(|number| tr!("file-solution-no", number = number));
            FilePicture::Boards(list_side(board, note), any_order_side())
        }
        Evidence::NotASolution {
            board, expected, ..
        } => FilePicture::Boards(
            file_side(board, Some(tr!("file-not-a-solution")), whose),
            expected_side(expected.as_ref(), board.queens.n(), problem.boards_right),
        ),
        Evidence::Misplaced {
            board,
            expected,
            found_number,
        } => {
            let note = found_number.map(|number| tr!("file-solution-no", number = number));
            FilePicture::Boards(
                file_side(board, note, whose),
                expected_side(expected.as_ref(), board.queens.n(), problem.boards_right),
            )
        }
        Evidence::Missing { expected } => FilePicture::Boards(
            words_side(
                tr!("file-your-file", whose = whose.key()),
                tr!("file-ends-here"),
            ),
            Side {
                title: tr!("file-expected-next", number = expected.0),
                board: Some((Squares::from(&expected.1), Vec::new())),
                words: None,
            },
        ),
        Evidence::Total {
            found, expected, ..
        } => FilePicture::Boards(
            words_side(tr!("file-your-count"), found.to_string()),
            words_side(tr!("file-expected-count"), expected.to_string()),
        ),
        Evidence::Empty | Evidence::Words => FilePicture::Words(problem_words(problem).to_string()),
    }
}

/// The board a problem shows of the file (or the program's output), with its header's number.
fn problem_board(problem: &Problem) -> Option<(u64, Squares)> {
    match &problem.evidence {
        Evidence::NotASolution { board, .. } | Evidence::Misplaced { board, .. } => {
            Some((board.number, board.queens.clone()))
        }
        _ => None,
    }
}

/// The board size a problem's boards show, if any.
fn evidence_n(evidence: &Evidence) -> Option<usize> {
    match evidence {
        Evidence::NotASolution { board, .. } | Evidence::Misplaced { board, .. } => {
            Some(board.queens.n())
        }
        Evidence::Missing { expected } => Some(expected.1.n()),
        Evidence::Total { n, .. } => Some(*n),
        Evidence::Format(_) | Evidence::Empty | Evidence::Words => None,
    }
}

fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |name| name.to_string_lossy().into_owned(),
    )
}
