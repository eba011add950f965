//! Placing queens by hand: the board, what the analysis lane says of it, and the side panel.
//!
//! The analysis runs on its own under a time budget; past it, the panel says how long the
//! whole would take and offers to go on, with progress and Cancel, so that nothing runs for
//! ever unasked.

use std::time::Duration;

mod panel;

use super::Setting;
use super::check_words::notation_words;
use super::i18n::Message;
use super::jobs::Needs;
use crate::board::{Placement, Square, Squares};
use crate::message;
use crate::notation::{Pasted, Reading, parse_board};
use crate::worker::{BoardReport, Estimate, Event, EventKind, Job, JobId, TimeLeft};

/// How long the analysis of a board may take before the panel asks whether to go on.
const ANALYSIS_BUDGET: Duration = Duration::from_secs(2);

/// How many changes of the board Undo can take back.
const UNDO_DEPTH: usize = 500;

/// The longest text taken as a pasted board: a judge board of 32 is about 1 KiB.
const LONGEST_PASTE: usize = 64 * 1024;

/// What the place panel asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum PlaceAction {
    /// Put a queen on the square or take it away.
    Toggle(Square),
    /// Move the queen on `from` to `to` (dragged there).
    Move {
        /// Where it stands.
        from: Square,
        /// Where it goes.
        to: Square,
    },
    /// Replace the board (the first completion, or an empty board).
    SetBoard(Squares),
    /// The paste box's new text, as typed.
    Type(String),
    /// Put the queens the text shows on the board, N set from it (the app handles it).
    Paste(String),
    /// The answer to the question whether pasted columns count from 0: place them so, or
    /// leave the board as it is (the app handles it).
    FromZero {
        /// Whether to place them.
        place: bool,
    },
    /// Take back the last change of the board, N included (the app handles it).
    Undo,
    /// Make again the change taken back last (the app handles it).
    Redo,
    /// Show the board, solution No `number`, in the browser.
    OpenInBrowser {
        /// Its number.
        number: u64,
        /// The board.
        board: Placement,
    },
    /// Analyse with no time limit.
    AnalyseFully,
    /// Stop the analysis.
    CancelAnalysis,
    /// A view setting of the panel (the app keeps the settings).
    Setting(Setting),
}

/// An analysis of the board on its lane.
struct Analysis {
    job: JobId,
    /// Whether it runs under [`ANALYSIS_BUDGET`].
    budgeted: bool,
    /// How far its count has come: the share of its time done and the time left.
    progress: Option<TimeLeft>,
    /// Whether it has ended (finished, out of time, or cancelled).
    ended: bool,
    out_of_time: Option<Estimate>,
    cancelled: bool,
}

/// The second half of the hint: which free squares still lead to a solution, for one board.
struct Leading {
    /// The board it is of.
    of: Squares,
    job: Option<JobId>,
    /// The free squares settled so far.
    leads: Vec<Square>,
    dead: Vec<Square>,
    /// Whether it stopped at its budget before settling every free square.
    out_of_time: bool,
}

/// What came of a paste.
enum PasteNote {
    /// What was placed, or what is wrong with the text.
    Message(Result<Message, Message>),
    /// Columns that count from 0, placed only when the user says so.
    FromZero(Pasted),
}

/// The hand-made board and what the solver said of it.
pub struct HandBoard {
    /// The jobs this view needs now; the job table runs them.
    pub(super) needs: Needs,
    board: Squares,
    /// The squares its queens attack, worked out when it changes.
    attacked: Vec<Square>,
    /// The squares no queen attacks and none stands on, for the hint.
    free: Vec<Square>,
    report: Option<BoardReport>,
    analysis: Option<Analysis>,
    /// Boards before the changes Undo takes back, the last one last.
    undo: Vec<Squares>,
    /// Boards Undo took back, for Redo, the last one taken back last.
    redo: Vec<Squares>,
    /// The text of the paste box.
    paste_text: String,
    /// What came of the last paste, and the board it is about: it is shown only while that
    /// board is on screen.
    paste_note: Option<(Squares, PasteNote)>,
    leading: Option<Leading>,
}

impl HandBoard {
    /// An empty board of `n`.
    pub fn new(n: usize) -> Self {
        let board = Squares::empty(n);
        Self {
            needs: Needs::default(),
            free: free_squares(&board, &[]),
            board,
            attacked: Vec::new(),
            report: None,
            analysis: None,
            undo: Vec::new(),
            redo: Vec::new(),
            paste_text: String::new(),
            paste_note: None,
            leading: None,
        }
    }

    /// The free squares known to lead to a solution, and those known not to, for the hint.
    pub fn leading(&self) -> (&[Square], &[Square]) {
        self.leading
            .as_ref()
            .filter(|leading| leading.of == self.board)
            .map_or((&[], &[]), |leading| (&leading.leads, &leading.dead))
    }

    /// The board.
    pub fn board(&self) -> &Squares {
        &self.board
    }

    /// What the analysis said so far.
    pub fn report(&self) -> Option<&BoardReport> {
        self.report.as_ref()
    }

    /// The squares its queens attack.
    pub fn attacked(&self) -> &[Square] {
        &self.attacked
    }

    /// The squares where a queen can still go without being attacked.
    pub fn free(&self) -> &[Square] {
        &self.free
    }

    /// Whether Undo and Redo have something to do.
    pub fn can_undo(&self) -> (bool, bool) {
        (!self.undo.is_empty(), !self.redo.is_empty())
    }

    /// Replaces the board, as a change Undo can take back.
    pub fn change(&mut self, board: Squares) {
        if board == self.board {
            return;
        }
        if self.undo.len() == UNDO_DEPTH {
            self.undo.remove(0);
        }
        self.undo.push(self.board.clone());
        self.redo.clear();
        self.set_board(board);
    }

    /// Takes back the last change; `false` if there is none.
    pub fn undo(&mut self) -> bool {
        let Some(board) = self.undo.pop() else {
            return false;
        };
        self.redo.push(self.board.clone());
        self.set_board(board);
        true
    }

    /// Makes again the change taken back last; `false` if there is none.
    pub fn redo(&mut self) -> bool {
        let Some(board) = self.redo.pop() else {
            return false;
        };
        self.undo.push(self.board.clone());
        self.set_board(board);
        true
    }

    /// Reads a pasted board, and says what came of it in the panel. `None` if the text is not
    /// a board, or columns from 0 that the panel asks about first: the board stays as it was.
    pub fn read_paste(&mut self, text: &str, current_n: usize) -> Option<Squares> {
        let result = if text.len() > LONGEST_PASTE {
            Err(message!(
                "paste-too-long",
                size = super::words::human_bytes(text.len() as u64)
            ))
        } else {
            parse_board(text, current_n)
                .map_err(|error| message!("paste-not-a-board", why = notation_words(&error)))
        };
        match result {
            Ok(Reading::Board(pasted)) => Some(self.placed(pasted)),
            Ok(Reading::FromZero(pasted)) => {
                self.paste_note = Some((self.board.clone(), PasteNote::FromZero(pasted)));
                None
            }
            Err(message) => {
                self.paste_note = Some((self.board.clone(), PasteNote::Message(Err(message))));
                None
            }
        }
    }

    /// Takes the user's answer to the question whether pasted columns count from 0: the board
    /// to place when it is yes. `None` if it is no, or if no question is on screen.
    pub fn answer_from_zero(&mut self, place: bool) -> Option<Squares> {
        let pasted = match self.paste_note.take() {
            Some((about, PasteNote::FromZero(pasted))) if about == self.board => pasted,
            other => {
                self.paste_note = other;
                return None;
            }
        };
        place.then(|| self.placed(pasted))
    }

    /// Says in the panel that `pasted` was placed, and returns its board.
    fn placed(&mut self, pasted: Pasted) -> Squares {
        let board = pasted.board;
        let note = message!(
            "paste-placed",
            queens = board.queens().len(),
            n = board.n(),
            left_out = pasted.left_out
        );
        self.paste_note = Some((board.clone(), PasteNote::Message(Ok(note))));
        board
    }

    /// Replaces the board; its analysis starts again.
    pub fn set_board(&mut self, board: Squares) {
        self.stop();
        self.attacked = board.attacked();
        self.free = free_squares(&board, &self.attacked);
        self.board = board;
        self.report = None;
        self.analysis = None;
    }

    fn stop(&mut self) {
        if let Some(analysis) = self.analysis.as_mut().filter(|a| !a.ended) {
            self.needs.stop(analysis.job);
            analysis.ended = true;
            analysis.cancelled = true;
        }
    }

    /// Starts the analysis the board needs while the panel is on screen; stops it otherwise.
    pub fn sync(&mut self, active: bool, hint: bool) {
        self.sync_hint(active && hint);
        if !active {
            // Off screen, nothing runs; on return the analysis starts again.
            if self.analysis.as_ref().is_some_and(|a| !a.ended) {
                self.stop();
                self.analysis = None;
                self.report = None;
            }
            return;
        }
        if self.analysis.is_none() {
            // The empty board too: its first completion is solution No 1.
            self.start(Some(ANALYSIS_BUDGET));
        }
    }

    fn start(&mut self, budget: Option<Duration>) {
        let job = self.needs.start(Job::Analyse {
            board: self.board.clone(),
            budget,
        });
        self.analysis = Some(Analysis {
            job,
            budgeted: budget.is_some(),
            progress: None,
            ended: false,
            out_of_time: None,
            cancelled: false,
        });
    }

    /// Applies what the panel asked for, but what the app handles (`OpenInBrowser`, `Paste`,
    /// `FromZero`, `Undo`, `Redo`, `Setting`).
    pub fn apply(&mut self, action: &PlaceAction) {
        match action {
            PlaceAction::Toggle(square) => {
                let mut board = self.board.clone();
                board.toggle(*square);
                self.change(board);
            }
            PlaceAction::Move { from, to } => {
                if self.board.contains(*from) && !self.board.contains(*to) {
                    let mut board = self.board.clone();
                    board.toggle(*from);
                    board.toggle(*to);
                    self.change(board);
                }
            }
            PlaceAction::SetBoard(board) => self.change(board.clone()),
            PlaceAction::AnalyseFully => self.start(None),
            PlaceAction::CancelAnalysis => self.stop(),
            PlaceAction::Type(text) => self.paste_text.clone_from(text),
            PlaceAction::OpenInBrowser { .. }
            | PlaceAction::Paste(_)
            | PlaceAction::FromZero { .. }
            | PlaceAction::Undo
            | PlaceAction::Redo
            | PlaceAction::Setting(_) => {}
        }
    }

    /// Works out, while the hint is on screen, which free squares of the board lead to a
    /// solution; stops when the board changes or the hint goes.
    fn sync_hint(&mut self, wanted: bool) {
        let wanted = wanted && self.board.conflicts().is_empty() && !self.free.is_empty();
        let current = self
            .leading
            .as_ref()
            .is_some_and(|leading| leading.of == self.board);
        if wanted && current {
            return;
        }
        if let Some(job) = self.leading.take().and_then(|leading| leading.job) {
            self.needs.stop(job);
        }
        if wanted {
            let job = self.needs.start(Job::Hint {
                board: self.board.clone(),
                free: self.free.clone(),
                budget: Some(ANALYSIS_BUDGET),
            });
            self.leading = Some(Leading {
                of: self.board.clone(),
                job: Some(job),
                leads: Vec::new(),
                dead: Vec::new(),
                out_of_time: false,
            });
        }
    }

    /// Takes an event of the hint; `false` if it is not one.
    fn handle_hint(&mut self, event: &Event) -> bool {
        let Some(leading) = self
            .leading
            .as_mut()
            .filter(|leading| leading.job.is_some_and(|job| job == event.job))
        else {
            return false;
        };
        match &event.kind {
            EventKind::Hinted {
                settled, finished, ..
            } => {
                for &(square, leads) in settled {
                    if leads {
                        leading.leads.push(square);
                    } else {
                        leading.dead.push(square);
                    }
                }
                if *finished {
                    leading.job = None;
                }
            }
            EventKind::OutOfTime { .. } => {
                leading.job = None;
                leading.out_of_time = true;
            }
            EventKind::Cancelled => leading.job = None,
            _ => return false,
        }
        true
    }

    /// Takes an event of the analysis or the hint; `false` if it is not this view's.
    pub fn handle(&mut self, event: &Event) -> bool {
        if self.handle_hint(event) {
            return true;
        }
        let Some(analysis) = self
            .analysis
            .as_mut()
            .filter(|analysis| analysis.job == event.job && !analysis.ended)
        else {
            return false;
        };
        match &event.kind {
            EventKind::Board { report } => {
                let done = match report {
                    BoardReport::Conflicts(_) => true,
                    BoardReport::Completions { count, number, .. } => {
                        let full = self.board.queens().len() == self.board.n();
                        let empty = self.board.queens().is_empty();
                        empty || count.is_some() && (!full || number.is_some() || *count == Some(0))
                    }
                };
                analysis.ended = done;
                analysis.progress = None;
                self.report = Some(report.clone());
            }
            EventKind::Counting { left, .. } => analysis.progress = Some(*left),
            EventKind::OutOfTime { estimate } => {
                analysis.ended = true;
                analysis.out_of_time = Some(*estimate);
            }
            EventKind::Cancelled => analysis.ended = true,
            _ => return false,
        }
        true
    }
}

/// The squares of `board` that no queen attacks and none stands on.
fn free_squares(board: &Squares, attacked: &[Square]) -> Vec<Square> {
    let n = board.n();
    (0..n)
        .flat_map(|row| (0..n).map(move |column| Square::new(row, column)))
        .filter(|&square| !board.contains(square) && attacked.binary_search(&square).is_err())
        .collect()
}
