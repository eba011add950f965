//! What the app does between frames: applies the panels' actions, has each view say which
//! jobs it needs and reconciles that with the job table, and hands each event to the view
//! whose job it is.

use std::time::Duration;

use eframe::egui;
use web_time::Instant;

use super::jobs::Owner;
use super::{
    Action, App, BrowseAction, EVENT_BUDGET, FileAction, Mode, PlaceAction, TopAction, WatchAction,
};
use crate::board::{MAX_N, Placement, Squares};
use crate::worker::{Event, EventKind};

impl App {
    // ------------------------------------------------------------------------
    // Actions

    /// Queues `action` as if a panel had asked for it: the next frame's `logic` applies it.
    pub fn act(&mut self, action: Action) {
        self.actions.push(action);
    }

    /// What the top bar, the keyboard and the windows' close buttons ask for.
    pub(super) fn apply_top(&mut self, action: TopAction, ctx: &egui::Context) {
        match action {
            TopAction::SetN(n) => self.set_n(n),
            TopAction::Mode(mode) => {
                self.mode = mode;
                // Back to a file checked before: N is that file's.
                if let Some(file_n) = self.file.file_n().filter(|_| mode == Mode::File) {
                    self.set_n(file_n);
                }
            }
            TopAction::OpenExport => self.export.open(self.settings.n),
            TopAction::OpenPicture => self.picture.set_open(true),
            TopAction::CloseExport => self.export.close(),
            TopAction::ClosePicture => self.picture.set_open(false),
            TopAction::Copy => {
                if let Some((number, board)) = self.board_on_screen() {
                    ctx.copy_text(crate::formats::judge::board_text(number, &board));
                    self.copied = Some(Instant::now());
                }
            }
            TopAction::About(open) => self.about = open,
            TopAction::Language(language) => {
                self.settings.language = language;
                let wanted = self.wanted_language();
                self.font_notice = (!self.fonts.can_draw(wanted)).then_some(wanted);
            }
            TopAction::CloseFontNotice => self.font_notice = None,
            TopAction::CloseSettingsNotice => self.settings_notice = false,
            TopAction::ToggleTheme => {
                self.settings.dark = !self.settings.dark;
                ctx.set_theme(if self.settings.dark {
                    egui::Theme::Dark
                } else {
                    egui::Theme::Light
                });
            }
        }
    }

    pub(super) fn apply(&mut self, action: Action, ctx: &egui::Context) {
        match action {
            Action::Top(action) => self.apply_top(action, ctx),
            Action::Picture(action) => {
                let subject = self.picture_subject();
                let dark = self.settings.dark;
                self.picture.apply(&action, subject, dark, ctx);
            }
            Action::Setting(setting) | Action::Place(PlaceAction::Setting(setting)) => {
                self.settings.set(setting);
            }
            Action::Browse(BrowseAction::Edit) => {
                if let Some(board) = self.browser.board() {
                    let board = Squares::from(board);
                    self.edit_by_hand(board);
                }
            }
            Action::Browse(BrowseAction::Show { number, board }) => self.show(number, board),
            Action::Browse(BrowseAction::ShowUnnumbered(board)) => {
                if self.browser.fundamental_only() {
                    self.restart_browser(false);
                }
                self.browser.show_unnumbered(board);
            }
            Action::Browse(BrowseAction::Count(action)) => {
                self.count.apply(action, self.settings.n);
            }
            Action::Browse(BrowseAction::FundamentalOnly(fundamental_only)) => {
                self.restart_browser(fundamental_only);
            }
            Action::Browse(action) => self.browser.apply(&action),
            Action::Place(PlaceAction::OpenInBrowser { number, board }) => {
                self.show(number, board);
                self.mode = Mode::Browse;
            }
            Action::Place(PlaceAction::Paste(text)) => {
                if let Some(board) = self.hand.read_paste(&text, self.settings.n) {
                    self.edit_by_hand(board);
                }
            }
            Action::Place(PlaceAction::FromZero { place }) => {
                if let Some(board) = self.hand.answer_from_zero(place) {
                    self.edit_by_hand(board);
                }
            }
            Action::Place(PlaceAction::Undo) => {
                if self.hand.undo() {
                    self.resize(self.hand.board().n());
                }
            }
            Action::Place(PlaceAction::Redo) => {
                if self.hand.redo() {
                    self.resize(self.hand.board().n());
                }
            }
            Action::Place(action) => self.hand.apply(&action),
            Action::Watch(WatchAction::Animation(action)) => {
                let fonts = &self.fonts;
                let face = || fonts.face_bytes(super::i18n::language(), ctx);
                self.watch
                    .apply_animation(action, self.settings.dark, face, ctx);
            }
            Action::Watch(WatchAction::Present(on)) => {
                // Full screen for the class, and back to what the window was after.
                if on {
                    self.was_fullscreen = ctx.input(|input| input.viewport().fullscreen);
                    ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(true));
                } else {
                    let was = self.was_fullscreen.take().unwrap_or(false);
                    ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(was));
                }
                self.watch.apply(WatchAction::Present(on));
            }
            Action::Watch(action) => self.watch.apply(action),
            Action::File(FileAction::Edit(board)) => self.edit_by_hand(board),
            Action::File(FileAction::Open(path)) => {
                self.file.open(path);
                self.mode = Mode::File;
            }
            Action::File(action) => self.file.apply(&action, ctx),
            Action::Export(action) => {
                let on_screen = self.on_screen();
                let n = self.settings.n;
                self.export.apply(&action, n, &on_screen, ctx);
            }
        }
    }

    /// Switches to board size `n`: a new search, an empty hand-made board (a change Undo takes
    /// back when it had queens); the jobs of the old size stop.
    pub(super) fn set_n(&mut self, n: usize) {
        let n = n.clamp(1, MAX_N);
        if n == self.settings.n {
            return;
        }
        self.resize(n);
        let empty = Squares::empty(n);
        if self.hand.board().queens().is_empty() {
            self.hand.set_board(empty);
        } else {
            self.hand.change(empty);
        }
    }

    /// Switches every view but the hand-made board to board size `n`.
    pub(super) fn resize(&mut self, n: usize) {
        if n == self.settings.n {
            return;
        }
        self.settings.n = n;
        self.frames.worst = Duration::ZERO;
        self.restart_browser(self.browser.fundamental_only());
    }

    /// Puts `board` on the hand-made board, as a change Undo takes back, with N set from it,
    /// and shows it.
    pub(super) fn edit_by_hand(&mut self, board: Squares) {
        self.resize(board.n());
        self.hand.change(board);
        self.mode = Mode::Place;
    }

    pub(super) fn restart_browser(&mut self, fundamental_only: bool) {
        self.browser.restart(self.settings.n, fundamental_only);
    }

    /// Shows `board`, solution No `number` of all, in the browser, as it is.
    pub(super) fn show(&mut self, number: u64, board: Placement) {
        if self.browser.fundamental_only() {
            self.restart_browser(false);
        }
        self.browser.show(number, board);
    }

    /// Has each view say which jobs it needs for what is on screen, and runs just those.
    pub(super) fn sync_jobs(&mut self) {
        let n = self.settings.n;
        self.count.sync(self.mode == Mode::Browse, n);
        self.browser
            .sync(self.mode == Mode::Browse, self.count.counting());
        self.hand
            .sync(self.mode == Mode::Place, self.settings.show_free);
        self.watch.sync(self.mode == Mode::Watch, n);
        if self.mode == Mode::Watch {
            self.watch.sync_animation();
        }
        self.file.sync(self.mode == Mode::File, n);
        if let Some(file_n) = self.file.take_new_n()
            && self.mode == Mode::File
        {
            // The top bar follows the file just checked.
            self.set_n(file_n);
        }
        let subject = self.picture_subject();
        self.picture.sync(subject, self.settings.dark);
        let on_screen = self.on_screen();
        self.export.sync(n, &on_screen);
        self.reconcile_jobs();
    }

    /// Makes what runs what the views need: the one place that starts and cancels jobs.
    fn reconcile_jobs(&mut self) {
        let views = [
            (Owner::Browser, &mut self.browser.needs),
            (Owner::Count, &mut self.count.needs),
            (Owner::Place, &mut self.hand.needs),
            (Owner::Watch, &mut self.watch.needs),
            (Owner::File, &mut self.file.needs),
            (Owner::Picture, &mut self.picture.needs),
            (Owner::Export, &mut self.export.needs),
        ];
        for (owner, needs) in views {
            self.jobs.reconcile(owner, needs);
        }
    }

    // ------------------------------------------------------------------------
    // Events

    pub(super) fn drain_events(&mut self, ctx: &egui::Context) {
        let deadline = Instant::now() + EVENT_BUDGET;
        while Instant::now() < deadline {
            let Some(event) = self.jobs.next_event() else {
                return;
            };
            self.handle(&event);
        }
        // Out of time with events left: take them next frame rather than freeze this one.
        ctx.request_repaint();
    }

    /// Hands `event` to the view that started its job, and says which that was: `None` for a
    /// job the table has forgotten, whose late words are stale.
    pub(super) fn handle(&mut self, event: &Event) -> Option<Owner> {
        if let EventKind::Cancelled = event.kind {
            if self.cancelled.len() == 64 {
                self.cancelled.pop_front();
            }
            self.cancelled.push_back(event.job);
        }
        let owner = self.jobs.owner_of(event.job)?;
        // A view takes only the events of the jobs it still waits for.
        let _taken = match owner {
            Owner::Browser => self.browser.handle(event),
            Owner::Count => self.count.handle(event),
            Owner::Place => self.hand.handle(event),
            Owner::Watch => self.watch.handle(event),
            Owner::File => self.file.handle(event),
            Owner::Picture => self.picture.handle(event),
            Owner::Export => self.export.handle(event),
        };
        Some(owner)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use eframe::egui;

    use super::super::jobs::{Owner, REMEMBERED};
    use super::super::{App, Settings};
    use crate::worker::Threads;
    use crate::worker::tests::wait_for;

    #[test]
    fn a_late_event_of_a_forgotten_job_reaches_no_view() {
        let mut app = App::with_settings(
            Settings::default(),
            Box::new(Threads::new(Arc::new(|_| {}))),
            &egui::Context::default(),
        );
        app.sync_jobs();
        let mut late = None;
        wait_for("the first word of the search of N = 8", || {
            late = app.jobs.next_event();
            late.is_some()
        });
        let late = late.expect("waited for");
        assert_eq!(app.jobs.owner_of(late.job), Some(Owner::Browser));
        // Replaced, its job is remembered for a while: its last words still reach the browser.
        app.set_n(9);
        app.sync_jobs();
        assert_eq!(app.handle(&late), Some(Owner::Browser));
        // Many changes of N later, the table has forgotten it.
        for n in (0..REMEMBERED).map(|i| 10 + i % 2) {
            app.set_n(n);
            app.sync_jobs();
        }
        assert_eq!(app.handle(&late), None);
    }
}
