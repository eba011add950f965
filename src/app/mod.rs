//! The desktop app: the window, the board view, the controls and the export dialog.
//!
//! The app never solves, never writes a file and never blocks: it sends jobs to the
//! [`Worker`] and draws what comes back. [`App::logic`](eframe::App::logic) drains the events
//! within a small time budget; `ui.rs` draws.

mod board_view;
mod export;
mod ui;
mod watch;

use std::sync::Arc;
use std::time::{Duration, Instant};

use eframe::egui;
use serde::{Deserialize, Serialize};

use crate::board::{MAX_N, Placement, Squares, Symmetry};
use crate::solve::count::{CountProgress, Counts};
use crate::solve::index::{DEFAULT_SPACING, SolutionIndex};
use crate::worker::{BoardReport, Event, Job, JobId, Lane, Worker};

/// The window's title, and the name eframe keeps the settings under.
pub const TITLE: &str = "N-Queens Studio";

/// The application id: the window's Wayland app id and X11 class, and the name of
/// `assets/nqueens.desktop`, so that the desktop matches the window with its entry and icon.
pub const APP_ID: &str = "nqueens";

/// How long the UI spends draining events per frame before it asks for another frame.
const EVENT_BUDGET: Duration = Duration::from_millis(8);

/// Opens the window and runs until it is closed.
pub fn run() -> eframe::Result {
    let icon = eframe::icon_data::from_png_bytes(include_bytes!("../../assets/icon.png"))
        .expect("the bundled icon is a valid PNG");
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(TITLE)
            .with_app_id(APP_ID)
            .with_inner_size([1200.0, 800.0])
            .with_min_inner_size([800.0, 560.0])
            .with_icon(icon),
        ..Default::default()
    };
    eframe::run_native(TITLE, options, Box::new(|cc| Ok(Box::new(App::new(cc)))))
}

/// What the app remembers between runs.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(default)]
pub struct Settings {
    /// The board size.
    pub n: usize,
    /// Dark theme rather than light.
    pub dark: bool,
    /// Tint the squares the queens attack.
    pub show_attacks: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            n: 8,
            dark: true,
            show_attacks: false,
        }
    }
}

/// What the board is used for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Step through the solutions in order.
    Browse,
    /// Place queens by hand and have the solver check them.
    Place,
    /// Watch the textbook searches step by step and compare them.
    Watch,
}

/// The browser of solutions, fed by the enumeration on the solver thread.
struct Browser {
    job: JobId,
    /// Whether it numbers the fundamental solutions only.
    fundamental_only: bool,
    index: SolutionIndex,
    finished: Option<Duration>,
    started: Instant,
    /// The number of the solution shown; 0 before the first one arrives.
    current: u64,
    shown: Option<Placement>,
    jump_text: String,
    jump_note: Option<String>,
}

/// The symmetry class of the solution on screen, and the judge's numbers of its boards.
struct SymmetryView {
    /// The solution the class is of.
    of: Option<Placement>,
    /// The distinct boards, each with the symmetries that give it.
    images: Vec<(Placement, Vec<Symmetry>)>,
    job: Option<JobId>,
    numbers: Vec<(Placement, u64)>,
}

/// The hand-made board and what the solver said of it.
struct HandBoard {
    board: Squares,
    job: Option<JobId>,
    report: Option<BoardReport>,
}

/// A count of every solution of N on all cores, with its progress.
struct CountState {
    job: Option<JobId>,
    started: Instant,
    progress: Option<CountProgress>,
    /// The last finished count: N, the counts and how long it took.
    result: Option<(usize, Counts, Duration)>,
}

/// The app's state.
pub struct App {
    settings: Settings,
    worker: Worker,
    mode: Mode,
    browser: Browser,
    hand: HandBoard,
    export: export::ExportPanel,
    counting: CountState,
    symmetry: SymmetryView,
    watch: watch::Watch,
    /// The jobs whose cancellation the worker confirmed lately (tests watch them).
    cancelled: std::collections::VecDeque<JobId>,
}

impl App {
    /// Builds the app: restores the settings and starts enumerating.
    pub fn new(cc: &eframe::CreationContext<'_>) -> Self {
        egui_extras::install_image_loaders(&cc.egui_ctx);
        let settings: Settings = cc
            .storage
            .and_then(|storage| eframe::get_value(storage, eframe::APP_KEY))
            .unwrap_or_default();
        let ctx = cc.egui_ctx.clone();
        Self::with_settings(
            settings,
            Arc::new(move || ctx.request_repaint()),
            &cc.egui_ctx,
        )
    }

    fn with_settings(
        mut settings: Settings,
        waker: crate::worker::Waker,
        ctx: &egui::Context,
    ) -> Self {
        settings.n = settings.n.clamp(1, MAX_N);
        ctx.set_theme(if settings.dark {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        });
        let mut worker = Worker::new(waker);
        let n = settings.n;
        let job = worker.submit(Job::Enumerate {
            n,
            fundamental_only: false,
        });
        Self {
            browser: Browser::new(job, n, false),
            symmetry: SymmetryView {
                of: None,
                images: Vec::new(),
                job: None,
                numbers: Vec::new(),
            },
            watch: watch::Watch::new(n),
            hand: HandBoard {
                board: Squares::empty(n),
                job: None,
                report: None,
            },
            export: export::ExportPanel::default(),
            counting: CountState {
                job: None,
                started: Instant::now(),
                progress: None,
                result: None,
            },
            settings,
            worker,
            mode: Mode::Browse,
            cancelled: std::collections::VecDeque::new(),
        }
    }

    // ------------------------------------------------------------------------
    // What tests and the UI read

    /// The board size.
    pub fn n(&self) -> usize {
        self.settings.n
    }

    /// What the board is used for now.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The number of the solution on screen (0 before the first one).
    pub fn current_number(&self) -> u64 {
        self.browser.current
    }

    /// The solution on screen.
    pub fn current_solution(&self) -> Option<&Placement> {
        self.browser.shown.as_ref()
    }

    /// The solutions found so far for the current N.
    pub fn found(&self) -> u64 {
        self.browser.index.found()
    }

    /// Whether the enumeration of the current N has finished.
    pub fn search_finished(&self) -> bool {
        self.browser.finished.is_some()
    }

    /// The hand-made board.
    pub fn hand_board(&self) -> &Squares {
        &self.hand.board
    }

    /// Whether the worker confirmed lately that `job` stopped because it was cancelled.
    pub fn was_cancelled(&self, job: JobId) -> bool {
        self.cancelled.contains(&job)
    }

    /// The id of the enumeration feeding the browser.
    pub fn enumeration_job(&self) -> JobId {
        self.browser.job
    }

    /// Whether an export is being written.
    pub fn exporting(&self) -> bool {
        self.export.job.is_some()
    }

    // ------------------------------------------------------------------------
    // Actions

    /// Switches to board size `n`: cancels the running search and starts a new one.
    pub fn set_n(&mut self, n: usize) {
        let n = n.clamp(1, MAX_N);
        if n == self.settings.n {
            return;
        }
        self.settings.n = n;
        self.restart_enumeration(self.browser.fundamental_only);
        self.set_hand_board(Squares::empty(n));
        self.cancel_count();
    }

    /// Starts the browser's enumeration again: of every solution, or of the fundamental ones.
    pub fn restart_enumeration(&mut self, fundamental_only: bool) {
        let n = self.settings.n;
        let job = self.worker.submit(Job::Enumerate {
            n,
            fundamental_only,
        });
        self.browser = Browser::new(job, n, fundamental_only);
    }

    /// Whether the browser shows the fundamental solutions only.
    pub fn fundamental_only(&self) -> bool {
        self.browser.fundamental_only
    }

    /// The counters of the search being watched.
    pub fn watch_counters(&self) -> crate::solve::trace::Counters {
        self.watch.counters
    }

    /// The distinct boards of the class of the solution on screen, once worked out.
    pub fn symmetry_class(&self) -> &[(Placement, Vec<Symmetry>)] {
        &self.symmetry.images
    }

    /// Works out the class of the solution on screen when it changes, and asks the solver
    /// thread for the numbers of its boards.
    fn refresh_symmetry(&mut self) {
        if self.symmetry.of == self.browser.shown {
            return;
        }
        self.symmetry.of.clone_from(&self.browser.shown);
        self.symmetry.numbers.clear();
        self.symmetry.images.clear();
        let Some(solution) = &self.browser.shown else {
            return;
        };
        for symmetry in Symmetry::ALL {
            let image = solution.transformed(symmetry);
            match self
                .symmetry
                .images
                .iter_mut()
                .find(|(board, _)| *board == image)
            {
                Some((_, symmetries)) => symmetries.push(symmetry),
                None => self.symmetry.images.push((image, vec![symmetry])),
            }
        }
        self.symmetry.images.sort_by(|a, b| a.0.cmp(&b.0));
        // The browser's index numbers the boards it has seen at once; the solver thread
        // counts its way to the others.
        let mut unknown = Vec::new();
        for (board, _) in &self.symmetry.images {
            let seen = (!self.browser.fundamental_only)
                .then(|| self.browser.index.number_of(board))
                .flatten();
            match seen {
                Some(number) => self.symmetry.numbers.push((board.clone(), number)),
                None => unknown.push(board.clone()),
            }
        }
        self.symmetry.job =
            (!unknown.is_empty()).then(|| self.worker.submit(Job::Number { solutions: unknown }));
    }

    /// Counts every solution of the current N on all cores.
    pub fn start_count(&mut self) {
        let n = self.settings.n;
        self.counting.job = Some(self.worker.submit(Job::Count { n, threads: 0 }));
        self.counting.started = Instant::now();
        self.counting.progress = None;
        self.counting.result = None;
    }

    /// Stops the running count, if any.
    pub fn cancel_count(&mut self) {
        if self.counting.job.take().is_some() {
            self.worker.cancel(Lane::Count);
        }
        self.counting.progress = None;
    }

    /// The last finished count, for the current N.
    pub fn count_result(&self) -> Option<Counts> {
        self.counting
            .result
            .filter(|(n, ..)| *n == self.settings.n)
            .map(|(_, counts, _)| counts)
    }

    /// Whether a count is running.
    pub fn counting(&self) -> bool {
        self.counting.job.is_some()
    }

    /// Shows solution `number`, clamped to the ones found so far.
    pub fn go_to(&mut self, number: u64) {
        self.browser.go_to(number);
    }

    fn set_mode(&mut self, mode: Mode) {
        self.mode = mode;
    }

    /// Puts a queen on the hand-made board or takes it away, then asks the solver about it.
    pub fn toggle_queen(&mut self, square: crate::board::Square) {
        let mut board = self.hand.board.clone();
        board.toggle(square);
        self.set_hand_board(board);
    }

    fn set_hand_board(&mut self, board: Squares) {
        self.hand.report = None;
        self.hand.job = if board.queens().is_empty() {
            self.worker.cancel(Lane::Completion);
            None
        } else {
            Some(self.worker.submit(Job::Complete {
                board: board.clone(),
            }))
        };
        self.hand.board = board;
    }

    /// Places the queens of the solution on screen on the hand-made board.
    fn edit_current_solution(&mut self) {
        if let Some(solution) = self.browser.shown.clone() {
            self.set_hand_board(Squares::from(&solution));
            self.mode = Mode::Place;
        }
    }

    // ------------------------------------------------------------------------
    // Events

    fn drain_events(&mut self, ctx: &egui::Context) {
        let deadline = Instant::now() + EVENT_BUDGET;
        while Instant::now() < deadline {
            let Some(event) = self.worker.try_recv() else {
                return;
            };
            self.handle(event);
        }
        // Out of time with events left: take them next frame rather than freeze this one.
        ctx.request_repaint();
    }

    fn handle(&mut self, event: Event) {
        match event {
            Event::Enumerated {
                job,
                delta,
                finished,
            } if job == self.browser.job => {
                self.browser.index.absorb(&delta);
                if finished {
                    self.browser.finished = Some(self.browser.started.elapsed());
                }
                if self.browser.current == 0 && self.browser.index.found() > 0 {
                    self.browser.go_to(1);
                }
            }
            Event::Board { job, report } if Some(job) == self.hand.job => {
                self.hand.report = Some(report);
            }
            Event::Exporting { job, progress } if Some(job) == self.export.job => {
                self.export.progress = Some(progress);
            }
            Event::Exported { job, result } if Some(job) == self.export.job => {
                self.export.finish(result);
            }
            Event::Counting { job, progress } if Some(job) == self.counting.job => {
                self.counting.progress = Some(progress);
            }
            Event::Counted {
                job,
                counts,
                elapsed,
            } if Some(job) == self.counting.job => {
                self.counting.job = None;
                self.counting.progress = None;
                self.counting.result = Some((self.settings.n, counts, elapsed));
            }
            Event::Compared { job, line } => self.watch.take_comparison(job, line),
            Event::Numbered { job, numbers } if Some(job) == self.symmetry.job => {
                self.symmetry.numbers.extend(numbers);
                self.symmetry.job = None;
            }
            Event::Cancelled { job } => {
                if self.cancelled.len() == 64 {
                    self.cancelled.pop_front();
                }
                self.cancelled.push_back(job);
            }
            // Stale: a job that a newer one replaced.
            _ => {}
        }
    }
}

impl Browser {
    fn new(job: JobId, n: usize, fundamental_only: bool) -> Self {
        let index = SolutionIndex::new(n, DEFAULT_SPACING);
        Self {
            job,
            fundamental_only,
            index: if fundamental_only {
                index.fundamental_only()
            } else {
                index
            },
            finished: None,
            started: Instant::now(),
            current: 0,
            shown: None,
            jump_text: String::new(),
            jump_note: None,
        }
    }

    fn go_to(&mut self, number: u64) {
        let found = self.index.found();
        if found == 0 {
            return;
        }
        let number = number.clamp(1, found);
        if number != self.current || self.shown.is_none() {
            self.shown = self.index.get(number);
            self.current = number;
        }
    }

    /// Solutions per second so far.
    fn rate(&self) -> f64 {
        let elapsed = self.finished.unwrap_or_else(|| self.started.elapsed());
        self.index.found() as f64 / elapsed.as_secs_f64().max(1e-6)
    }
}

impl eframe::App for App {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.drain_events(ctx);
        self.refresh_symmetry();
        self.export
            .poll_dialog(&mut self.worker, self.settings.n, self.browser.current);
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        ui::show(self, ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, eframe::APP_KEY, &self.settings);
    }
}
