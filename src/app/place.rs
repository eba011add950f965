//! Placing queens by hand: the board, what the analysis lane says of it, and the side panel.
//!
//! The analysis runs on its own under a time budget; past it, the panel says how long the
//! whole would take and offers to go on, with progress and Cancel, so that nothing runs for
//! ever unasked.

use std::time::{Duration, Instant};

use eframe::egui::{self, RichText};

use super::ui::{counted, grouped, name_progress, out_of_time, time_left};
use crate::board::{Placement, Square, Squares};
use crate::solve::count::CountProgress;
use crate::solve::known_counts;
use crate::worker::{BoardReport, Estimate, Event, Job, JobId, Worker};

/// How long the analysis of a board may take before the panel asks whether to go on.
const ANALYSIS_BUDGET: Duration = Duration::from_secs(2);

/// What the place panel asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum PlaceAction {
    /// Put a queen on the square or take it away.
    Toggle(Square),
    /// Replace the board (the first completion, or an empty board).
    SetBoard(Squares),
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
}

/// An analysis of the board on its lane.
struct Analysis {
    job: JobId,
    /// Whether it runs under [`ANALYSIS_BUDGET`].
    budgeted: bool,
    started: Instant,
    progress: Option<CountProgress>,
    /// Whether it has ended (finished, out of time, or cancelled).
    ended: bool,
    out_of_time: Option<Estimate>,
    cancelled: bool,
}

/// The hand-made board and what the solver said of it.
pub struct HandBoard {
    board: Squares,
    report: Option<BoardReport>,
    analysis: Option<Analysis>,
}

impl HandBoard {
    /// An empty board of `n`.
    pub fn new(n: usize) -> Self {
        Self {
            board: Squares::empty(n),
            report: None,
            analysis: None,
        }
    }

    /// The board.
    pub fn board(&self) -> &Squares {
        &self.board
    }

    /// What the analysis said so far.
    pub fn report(&self) -> Option<&BoardReport> {
        self.report.as_ref()
    }

    /// Replaces the board; its analysis starts again.
    pub fn set_board(&mut self, worker: &mut Worker, board: Squares) {
        self.stop(worker);
        self.board = board;
        self.report = None;
        self.analysis = None;
    }

    fn stop(&mut self, worker: &mut Worker) {
        if let Some(analysis) = self.analysis.as_mut().filter(|a| !a.ended) {
            worker.cancel_job(analysis.job);
            analysis.ended = true;
            analysis.cancelled = true;
        }
    }

    /// Starts the analysis the board needs while the panel is on screen; stops it otherwise.
    pub fn sync(&mut self, worker: &mut Worker, active: bool) {
        if !active {
            // Off screen, nothing runs; on return the analysis starts again.
            if self.analysis.as_ref().is_some_and(|a| !a.ended) {
                self.stop(worker);
                self.analysis = None;
                self.report = None;
            }
            return;
        }
        if self.analysis.is_none() {
            // The empty board too: its first completion is solution No 1.
            self.start(worker, Some(ANALYSIS_BUDGET));
        }
    }

    fn start(&mut self, worker: &mut Worker, budget: Option<Duration>) {
        let job = worker.submit(Job::Analyse {
            board: self.board.clone(),
            budget,
        });
        self.analysis = Some(Analysis {
            job,
            budgeted: budget.is_some(),
            started: Instant::now(),
            progress: None,
            ended: false,
            out_of_time: None,
            cancelled: false,
        });
    }

    /// Applies what the panel asked for, but `OpenInBrowser`, which the app handles.
    pub fn apply(&mut self, action: &PlaceAction, worker: &mut Worker) {
        match action {
            PlaceAction::Toggle(square) => {
                let mut board = self.board.clone();
                board.toggle(*square);
                self.set_board(worker, board);
            }
            PlaceAction::SetBoard(board) => self.set_board(worker, board.clone()),
            PlaceAction::AnalyseFully => self.start(worker, None),
            PlaceAction::CancelAnalysis => self.stop(worker),
            PlaceAction::OpenInBrowser { .. } => {}
        }
    }

    /// Takes an event of the analysis; `false` if it is not this view's.
    pub fn handle(&mut self, event: &Event) -> bool {
        let Some(analysis) = self
            .analysis
            .as_mut()
            .filter(|analysis| analysis.job == event.job() && !analysis.ended)
        else {
            return false;
        };
        match event {
            Event::Board { report, .. } => {
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
            Event::Counting { progress, .. } => analysis.progress = Some(*progress),
            Event::OutOfTime { estimate, .. } => {
                analysis.ended = true;
                analysis.out_of_time = Some(*estimate);
            }
            Event::Cancelled { .. } => analysis.ended = true,
            _ => return false,
        }
        true
    }

    // ------------------------------------------------------------------------
    // The panel

    /// Draws the side panel and returns what the user asked for.
    pub fn ui(&self, ui: &mut egui::Ui, show_attacks: &mut bool) -> Vec<PlaceAction> {
        let mut actions = Vec::new();
        ui.label(
            "Click a square to place a queen or take it away, or Tab to the board and use the \
             arrow keys and Space. The solver checks the board as you go.",
        );
        ui.separator();
        let n = self.board.n();
        let placed = self.board.queens().len();
        ui.label(format!(
            "{placed} of {n} queen{} placed",
            if n == 1 { "" } else { "s" }
        ));
        let conflicts = self.board.conflicts();
        if conflicts.is_empty() {
            self.verdict(ui, &mut actions);
        } else {
            ui.colored_label(
                ui.visuals().error_fg_color,
                "These queens attack each other:",
            );
            for conflict in &conflicts {
                ui.label(format!("• {}", conflict.describe(n)));
            }
        }
        ui.separator();
        let (first, number) = match &self.report {
            Some(BoardReport::Completions { first, number, .. }) => (first.clone(), *number),
            _ => (None, None),
        };
        let completable = first.is_some() && placed < n;
        if ui
            .add_enabled(
                completable,
                egui::Button::new("Complete to the first solution"),
            )
            .clicked()
            && let Some(solution) = first
        {
            actions.push(PlaceAction::SetBoard((&solution).into()));
        }
        let full = self.board.as_placement();
        if ui
            .add_enabled(
                number.is_some() && full.is_some(),
                egui::Button::new("Open in browser"),
            )
            .clicked()
            && let (Some(number), Some(board)) = (number, full)
        {
            actions.push(PlaceAction::OpenInBrowser { number, board });
        }
        if ui
            .add_enabled(placed > 0, egui::Button::new("Clear board"))
            .clicked()
        {
            actions.push(PlaceAction::SetBoard(Squares::empty(n)));
        }
        ui.separator();
        ui.checkbox(show_attacks, "Show attacked squares");
        actions
    }

    /// What to say of a board without conflicts, with the analysis's progress, its
    /// estimate when it ran out of time, and the buttons to go on or stop.
    fn verdict(&self, ui: &mut egui::Ui, actions: &mut Vec<PlaceAction>) {
        let n = self.board.n();
        let placed = self.board.queens().len();
        let (text, busy) = verdict_text(self.report.as_ref(), placed, n);
        let analysis = self.analysis.as_ref();
        let running = analysis.is_some_and(|a| !a.ended);
        ui.horizontal_wrapped(|ui| {
            if busy && running {
                ui.spinner();
            }
            ui.label(RichText::new(text).strong());
        });
        let Some(analysis) = analysis.filter(|_| busy) else {
            return;
        };
        if running {
            // The button first, so that it stays put while the progress appears below it.
            if !analysis.budgeted && ui.button("Cancel").clicked() {
                actions.push(PlaceAction::CancelAnalysis);
            }
            if let Some(progress) = analysis.progress {
                let done = progress.units_done as f64 / progress.units.max(1) as f64;
                let bar = ui.add(egui::ProgressBar::new(done as f32).show_percentage());
                name_progress(&bar, "Analysis progress", Some(done as f32));
                if done > 0.0 && !analysis.budgeted {
                    let elapsed = analysis.started.elapsed().as_secs_f64();
                    ui.label(format!(
                        "Counting the completions: {}.",
                        time_left(elapsed * (1.0 - done) / done)
                    ));
                }
            }
            return;
        }
        if let Some(estimate) = analysis.out_of_time {
            ui.label(format!(
                "Stopped after {} s{}.",
                ANALYSIS_BUDGET.as_secs(),
                out_of_time(estimate)
            ));
        } else if analysis.cancelled {
            ui.label("Stopped.");
        }
        if ui.button("Go on without a time limit").clicked() {
            actions.push(PlaceAction::AnalyseFully);
        }
    }
}

/// What to say of a hand-made board without conflicts, and whether the solver has more to say.
fn verdict_text(report: Option<&BoardReport>, placed: usize, n: usize) -> (String, bool) {
    if placed == 0 {
        return (empty_board_text(report, n), false);
    }
    let Some(BoardReport::Completions {
        first,
        count,
        number,
    }) = report
    else {
        return (
            "Looking for a solution with these queens…".to_string(),
            true,
        );
    };
    match (first, placed == n, number, count) {
        (None, ..) => ("No solution contains these queens.".to_string(), false),
        (Some(_), true, Some(k), _) => {
            let total =
                known_counts(n).map_or_else(String::new, |c| format!(" of {}", grouped(c.total)));
            (
                format!("This is solution No {}{total}.", grouped(*k)),
                false,
            )
        }
        (Some(_), true, None, _) => ("A solution! Finding its number…".to_string(), true),
        (Some(_), false, _, None) => (
            "Counting the solutions that contain these queens…".to_string(),
            true,
        ),
        (Some(_), false, _, Some(1)) => (
            "Exactly one solution contains these queens.".to_string(),
            false,
        ),
        (Some(_), false, _, Some(count)) => (
            format!("{} contain these queens.", counted(*count, "solution")),
            false,
        ),
    }
}

/// What to say of the empty board: how many solutions complete it, when that is known.
fn empty_board_text(report: Option<&BoardReport>, n: usize) -> String {
    let total = known_counts(n).map(|c| c.total).or(match report {
        Some(BoardReport::Completions { first: None, .. }) => Some(0),
        Some(BoardReport::Completions { count, .. }) => *count,
        _ => None,
    });
    match total {
        Some(0) => format!("N = {n} has no solutions: no way to place {n} queens works."),
        Some(1) => "An empty board: its one solution completes it.".to_string(),
        Some(total) => format!(
            "An empty board: all {} complete it. Place a queen, and the solver says which \
             solutions have it.",
            counted(total, "solution")
        ),
        None => "An empty board: every solution completes it. Place a queen, and the solver \
                 says which solutions have it."
            .to_string(),
    }
}
