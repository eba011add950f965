//! The desktop app: the window, the board view, the controls and the export dialog.
//!
//! The app never solves, never writes a file and never blocks. It has the shape of rerun's
//! viewer: each panel draws the state it is given and returns what the user asked for as
//! actions (an enum per panel); [`App::logic`](eframe::App::logic) applies them, drains the
//! worker's events within a small time budget, has each view say which jobs it needs for what
//! is on screen and makes the job table run just those (`jobs.rs`), and advances the
//! animation (`logic.rs`). `ui.rs` lays the panels out.

mod board_view;
mod browse;
mod check_words;
mod count;
mod dialog;
mod export;
mod file;
mod fonts;
pub mod i18n;
mod inspect;
mod jobs;
mod judge_words;
mod logic;
mod picture_window;
mod place;
mod settings;
mod ui;
mod watch;
mod widgets;
mod windows;
mod words;

use std::collections::VecDeque;
use std::sync::Arc;
use std::time::Duration;

use eframe::egui;
use web_time::Instant;

pub use browse::{AHEAD, BrowseAction};
pub use count::CountAction;
pub use export::{ExportAction, ExportChoice};
pub use file::{FileAction, ProgramAction};
pub use inspect::Inspect;
pub use picture_window::PictureAction;
pub use place::PlaceAction;
pub use settings::Settings;
pub use watch::{AnimationAction, WatchAction};

use crate::board::{MAX_N, Placement, Squares};
use crate::solve::trace::Step;
use crate::worker::{Backend, BoardReport, JobId, Threads};

/// The window's title, and the name eframe keeps the settings under.
pub const TITLE: &str = "N-Queens Studio";

/// The application id, in reverse-DNS form as `AppStream` wants it: the window's Wayland app id
/// and X11 class, and the name of the desktop entry, the icon and the `AppStream` metadata in
/// `assets/`, so that the desktop matches the window with its entry and icon.
pub const APP_ID: &str = "io.github.nqueens_studio.NQueensStudio";

/// The smallest window at which every control is reachable and every label readable.
pub const MIN_SIZE: [f32; 2] = [800.0, 560.0];

/// How often the settings are saved, if they changed.
const SAVE_EVERY: Duration = Duration::from_secs(2);

/// How long the UI spends draining events per frame before it asks for another frame.
const EVENT_BUDGET: Duration = Duration::from_millis(8);

/// Set in the environment, the app prints each new worst frame time (`logic` and `ui`) since N
/// last changed to standard error, so that a script driving the real window can report it.
const FRAME_REPORT: &str = "NQUEENS_FRAME_REPORT";

/// Opens the window and runs until it is closed; with `file`, the window opens on the check of
/// that judge file. (The page starts the same app from `web::start`.)
#[cfg(not(target_arch = "wasm32"))]
pub fn run(file: Option<std::path::PathBuf>) -> eframe::Result {
    let icon = eframe::icon_data::from_png_bytes(include_bytes!("../../assets/icon.png"))
        .expect("the bundled icon is a valid PNG");
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(TITLE)
            .with_app_id(APP_ID)
            .with_inner_size([1200.0, 800.0])
            .with_min_inner_size(MIN_SIZE)
            .with_icon(icon),
        // The fonts for the characters egui's own lack are chosen for the window's language
        // (`i18n::Fonts`), not eframe's for the desktop's.
        system_font_fallback: false,
        ..Default::default()
    };
    eframe::run_native(
        TITLE,
        options,
        Box::new(|cc| {
            let mut app = App::new(cc);
            if let Some(path) = file {
                app.act(Action::File(FileAction::Open(path)));
            }
            Ok(Box::new(app))
        }),
    )
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
    /// Check a judge file and see where it is wrong.
    File,
}

/// What the top bar and the keyboard ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TopAction {
    /// Another board size.
    SetN(usize),
    /// Another mode.
    Mode(Mode),
    /// Open the export window.
    OpenExport,
    /// Close the export window (Escape), which stops an export under way.
    CloseExport,
    /// Close the picture window (Escape).
    ClosePicture,
    /// Open the picture window.
    OpenPicture,
    /// Put the board on screen on the clipboard as judge text.
    Copy,
    /// Switch between the dark and the light theme.
    ToggleTheme,
    /// Open or close the About window.
    About(bool),
    /// Speak this language, or the desktop's (`None`).
    Language(Option<i18n::Language>),
    /// Close the notice that no font draws the language asked for.
    CloseFontNotice,
    /// Close the notice that the settings of the last run could not be read.
    CloseSettingsNotice,
}

/// A view setting ticked or unticked, in any panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    /// Shade the squares the queens attack.
    ShowAttacks(bool),
    /// Ring the free squares of the hand-made board (the hint).
    ShowFree(bool),
}

/// Anything the user can ask for, by the panel that asks.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// From the top bar or the keyboard.
    Top(TopAction),
    /// A view setting, from whichever panel shows it.
    Setting(Setting),
    /// From the browser.
    Browse(BrowseAction),
    /// From the hand-made board.
    Place(PlaceAction),
    /// From the animation.
    Watch(WatchAction),
    /// From the export window.
    Export(ExportAction),
    /// From the file view.
    File(FileAction),
    /// From the picture window.
    Picture(PictureAction),
}

/// The slowest frame since N last changed, for the report of [`FRAME_REPORT`].
#[derive(Default)]
struct FrameTimes {
    /// Frames drawn; the first few, which load fonts and images, are not counted.
    count: u64,
    logic_started: Option<Instant>,
    worst: Duration,
    report: bool,
}

/// The frames at the start that [`FrameTimes`] leaves out.
const WARM_UP_FRAMES: u64 = 10;

/// The app's state.
pub struct App {
    settings: Settings,
    /// The worker behind the job table, which runs what the views need and knows which view
    /// owns each job, so that its events go to it alone.
    jobs: jobs::JobTable,
    mode: Mode,
    browser: browse::Browser,
    count: count::Counter,
    hand: place::HandBoard,
    export: export::ExportPanel,
    watch: watch::Watch,
    file: file::FileView,
    picture: picture_window::PictureWindow,
    /// When the board was last copied, for the button to say so for a moment.
    copied: Option<Instant>,
    /// Whether the About window is open.
    about: bool,
    /// The desktop's language, read when the app started.
    desktop_language: i18n::Language,
    /// The system's fonts for each language.
    fonts: fonts::Fonts,
    /// A language asked for that no font of the system draws, until the notice is closed.
    font_notice: Option<i18n::Language>,
    /// Whether the settings of the last run could not be read, until the notice is closed.
    settings_notice: bool,
    /// Whether the language of the desktop was checked for a font, at the first frame.
    desktop_fonts_checked: bool,
    /// Whether the window was full screen before a presentation made it so, while one runs.
    was_fullscreen: Option<bool>,
    /// What the panels asked for in the last frame, applied by the next `logic`.
    actions: Vec<Action>,
    /// The jobs whose cancellation the worker confirmed lately (tests watch them).
    cancelled: VecDeque<JobId>,
    frames: FrameTimes,
}

impl App {
    /// Builds the app: restores the settings and starts enumerating.
    pub fn new(cc: &eframe::CreationContext<'_>) -> Self {
        Self::with_worker(cc, crate::worker::default_backend)
    }

    /// For tests: the app whose jobs wait at `gate` before they start, until the test
    /// releases their lane (see [`Gate`](crate::worker::Gate)).
    pub fn with_gate(cc: &eframe::CreationContext<'_>, gate: crate::worker::Gate) -> Self {
        Self::with_worker(cc, |waker| Box::new(Threads::with_gate(waker, gate)))
    }

    fn with_worker(
        cc: &eframe::CreationContext<'_>,
        worker: impl FnOnce(crate::worker::Waker) -> Box<dyn Backend>,
    ) -> Self {
        egui_extras::install_image_loaders(&cc.egui_ctx);
        let (settings, unreadable) = Settings::load(cc.storage);
        let ctx = cc.egui_ctx.clone();
        let worker = worker(Arc::new(move |within| ctx.request_repaint_after(within)));
        Self {
            settings_notice: unreadable,
            ..Self::with_settings(settings, worker, &cc.egui_ctx)
        }
    }

    fn with_settings(
        mut settings: Settings,
        worker: Box<dyn Backend>,
        ctx: &egui::Context,
    ) -> Self {
        settings.n = settings.n.clamp(1, MAX_N);
        ctx.set_theme(if settings.dark {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        });
        let n = settings.n;
        Self {
            browser: browse::Browser::new(n, false),
            count: count::Counter::default(),
            watch: watch::Watch::new(n),
            hand: place::HandBoard::new(n),
            export: export::ExportPanel::default(),
            file: file::FileView::new(settings.judge.clone()),
            picture: picture_window::PictureWindow::default(),
            copied: None,
            settings,
            jobs: jobs::JobTable::new(worker),
            mode: Mode::Browse,
            about: false,
            desktop_language: i18n::Language::of_desktop(),
            fonts: fonts::Fonts::new(),
            font_notice: None,
            settings_notice: false,
            desktop_fonts_checked: false,
            was_fullscreen: None,
            actions: Vec::new(),
            cancelled: VecDeque::new(),
            frames: FrameTimes {
                report: std::env::var_os(FRAME_REPORT).is_some(),
                ..FrameTimes::default()
            },
        }
    }

    // ------------------------------------------------------------------------
    // What the UI reads

    /// The language the window speaks: the one chosen, else the desktop's; English when no
    /// font of the system draws it.
    fn language(&self) -> i18n::Language {
        let wanted = self.wanted_language();
        if self.fonts.can_draw(wanted) {
            wanted
        } else {
            i18n::Language::English
        }
    }

    /// The language asked for: the one chosen, else the desktop's.
    fn wanted_language(&self) -> i18n::Language {
        self.settings.language.unwrap_or(self.desktop_language)
    }

    /// A language's name as the window can draw it: in itself, or in English when no font
    /// of the system draws it (or while that is not known: the menu never waits for fonts).
    fn language_name(&self, language: i18n::Language) -> &'static str {
        if self.fonts.known_to_draw(language) == Some(true) {
            language.own_name()
        } else {
            language.english_name()
        }
    }

    /// The language chosen in the window; `None` when it follows the desktop.
    fn chosen_language(&self) -> Option<i18n::Language> {
        self.settings.language
    }

    /// The board size.
    fn n(&self) -> usize {
        self.settings.n
    }

    /// The number of the solution in the browser (0 before the first one).
    fn current_number(&self) -> u64 {
        self.browser.position()
    }

    /// The solution in the browser; `None` while it is being looked up.
    fn current_solution(&self) -> Option<&Placement> {
        self.browser.board()
    }

    /// The board on screen, with its number, in whatever mode: the browser's, the hand-made
    /// one once it is known to be solution No k, or the animation's at a solution.
    fn on_screen(&self) -> export::OnScreen {
        let (number, board) = match self.mode {
            Mode::Browse => (
                Some(self.browser.position()).filter(|&k| k > 0),
                self.browser.board().cloned(),
            ),
            Mode::Place => match self.hand.report() {
                Some(BoardReport::Completions {
                    number: Some(number),
                    ..
                }) => (Some(*number), self.hand.board().as_placement()),
                _ => (None, None),
            },
            Mode::File => (None, None),
            // A solution's number is the judge's where the variant finds them in its order.
            Mode::Watch => match self.watch.current() {
                Some(Step::Solution { number }) if self.watch.variant().finds_in_judges_order() => {
                    (Some(*number), self.watch.board().as_placement())
                }
                _ => (None, None),
            },
        };
        export::OnScreen {
            number,
            board,
            fundamental_only: self.mode == Mode::Browse && self.browser.fundamental_only(),
        }
    }

    /// The board on screen in whatever mode, with its number when it has one: what Copy and
    /// Save picture take.
    fn board_on_screen(&self) -> Option<(Option<u64>, Squares)> {
        match self.mode {
            Mode::Browse => {
                let board = Squares::from(self.browser.board()?);
                Some((Some(self.browser.position()).filter(|&k| k > 0), board))
            }
            Mode::Place => Some((self.on_screen().number, self.hand.board().clone())),
            Mode::Watch => Some((self.on_screen().number, self.watch.board())),
            Mode::File => self
                .file
                .board_on_screen()
                .map(|(number, board)| (Some(number), board)),
        }
    }

    fn picture_subject(&self) -> Option<picture_window::Subject> {
        let (number, board) = self.board_on_screen()?;
        let n = board.n();
        let name = match number {
            Some(k) => format!("nqueens-{n}-no{k}"),
            None => format!("nqueens-{n}"),
        };
        Some(picture_window::Subject { board, name })
    }

    /// Draws this frame's words in the window's language, with its fonts.
    fn speak(&mut self, ctx: &egui::Context) {
        if !self.desktop_fonts_checked {
            // Message once, at the start, when the language asked for cannot be drawn.
            self.desktop_fonts_checked = true;
            let wanted = self.wanted_language();
            if !self.fonts.can_draw(wanted) {
                self.font_notice = Some(wanted);
            }
        }
        let language = self.language();
        i18n::set_language(language);
        if self.fonts.install(ctx, language) {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(crate::tr!("app-name")));
        }
    }

    /// Whether the board was copied within the last two seconds.
    fn just_copied(&self) -> bool {
        self.copied
            .is_some_and(|at| at.elapsed() < Duration::from_secs(2))
    }
}

impl eframe::App for App {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        let started = Instant::now();
        self.speak(ctx);
        // A file dropped on the window is checked, as if opened.
        let dropped = ctx.input(|input| {
            input
                .raw
                .dropped_files
                .iter()
                .find_map(|file| crate::platform::dropped_file_path(file.as_ref()))
        });
        if let Some(path) = dropped {
            self.actions.push(Action::File(FileAction::Open(path)));
        }
        for action in std::mem::take(&mut self.actions) {
            self.apply(action, ctx);
        }
        self.drain_events(ctx);
        self.sync_jobs();
        if self.mode == Mode::Watch
            && let Some(next) = self.watch.play(Instant::now())
        {
            ctx.request_repaint_after(next);
        }
        self.frames.logic_started = Some(started);
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.speak(ui.ctx());
        let actions = ui::show(self, ui);
        if !actions.is_empty() {
            self.actions.extend(actions);
            ui.ctx().request_repaint();
        }
        self.frames.count += 1;
        if let Some(started) = self.frames.logic_started.take() {
            let frame = started.elapsed();
            if self.frames.count > WARM_UP_FRAMES && frame > self.frames.worst {
                self.frames.worst = frame;
                if self.frames.report {
                    eprintln!(
                        "nqueens: worst frame so far {:.2} ms (logic and ui), N = {}",
                        frame.as_secs_f64() * 1e3,
                        self.settings.n
                    );
                }
            }
        }
    }

    /// A program being judged ends with the window: the worker's threads do not get to end
    /// it, as the process ends with them.
    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        #[cfg(not(target_arch = "wasm32"))]
        crate::platform::processes::end_all();
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.settings.judge.clone_from(self.file.judge_settings());
        eframe::set_value(storage, eframe::APP_KEY, &self.settings);
    }

    /// Settings are kept soon after they change, not only on a clean close: eframe writes the
    /// file on a thread of its own, and only when a value changed.
    fn auto_save_interval(&self) -> Duration {
        SAVE_EVERY
    }
}
