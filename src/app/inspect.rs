//! The state behind the window, read from outside it: what the UI tests check besides what
//! they find by name (the board held, the jobs running, the verdict given). The window itself
//! never reads it; a test that can find a thing by its accessible name does that instead.

use super::{App, Mode};
use crate::board::{Placement, Square, Squares, Symmetry};
use crate::solve::Counts;
use crate::solve::trace::Counters;
use crate::worker::{BoardReport, JobId, Lane};

/// A read-only view of the app's state, for tests: [`App::inspect`].
#[derive(Clone, Copy)]
pub struct Inspect<'a> {
    app: &'a App,
}

impl App {
    /// The app's state, read: for tests, which cannot see its fields.
    pub fn inspect(&self) -> Inspect<'_> {
        Inspect { app: self }
    }
}

impl<'a> Inspect<'a> {
    /// The language the window speaks.
    pub fn language(self) -> super::i18n::Language {
        self.app.language()
    }

    /// The language chosen in the window; `None` when it follows the desktop.
    pub fn chosen_language(self) -> Option<super::i18n::Language> {
        self.app.chosen_language()
    }

    /// The board size.
    pub fn n(self) -> usize {
        self.app.n()
    }

    /// The number of the solution in the browser (0 before the first one).
    pub fn current_number(self) -> u64 {
        self.app.current_number()
    }

    /// The solution in the browser; `None` while it is being looked up.
    pub fn current_solution(self) -> Option<&'a Placement> {
        self.app.current_solution()
    }

    /// What the board is used for now.
    pub fn mode(self) -> Mode {
        self.app.mode
    }

    /// The solutions found so far for the current N.
    pub fn found(self) -> u64 {
        self.app.browser.found()
    }

    /// The number of solutions browsed, when known.
    pub fn total(self) -> Option<u64> {
        self.app.browser.total()
    }

    /// Whether the enumeration of the current N has finished.
    pub fn search_finished(self) -> bool {
        self.app.browser.finished()
    }

    /// The hand-made board.
    pub fn hand_board(self) -> &'a Squares {
        self.app.hand.board()
    }

    /// The squares of the hand-made board where a queen can still go without being attacked.
    pub fn free_squares(self) -> &'a [Square] {
        self.app.hand.free()
    }

    /// Of the free squares, those known to lead to a solution and those known to lead to none
    /// (the hint, while it is shown).
    pub fn leading_squares(self) -> (&'a [Square], &'a [Square]) {
        self.app.hand.leading()
    }

    /// What the solver said of the hand-made board so far.
    pub fn hand_report(self) -> Option<&'a BoardReport> {
        self.app.hand.report()
    }

    /// Whether the worker confirmed lately that `job` stopped because it was cancelled.
    pub fn was_cancelled(self, job: JobId) -> bool {
        self.app.cancelled.contains(&job)
    }

    /// The id of the enumeration feeding the browser, once it runs.
    pub fn enumeration_job(self) -> Option<JobId> {
        self.app.browser.enumeration()
    }

    /// Whether an export is being written (or is still stopping).
    pub fn exporting(self) -> bool {
        self.app.export.exporting()
    }

    /// Whether the browser shows the fundamental solutions only.
    pub fn fundamental_only(self) -> bool {
        self.app.browser.fundamental_only()
    }

    /// The counters of the search being watched.
    pub fn watch_counters(self) -> Counters {
        self.app.watch.counters()
    }

    /// Whether the watch view fills the screen for a class.
    pub fn watch_presenting(self) -> bool {
        self.app.watch.presenting()
    }

    /// The number of the step the watch view shows, from the search's start.
    pub fn watch_step_shown(self) -> u64 {
        self.app.watch.step_shown()
    }

    /// Whether a comparison of the variants is running.
    pub fn comparing(self) -> bool {
        self.app.watch.comparing()
    }

    /// The distinct boards of the class of the solution on screen, once worked out.
    pub fn symmetry_class(self) -> &'a [(Placement, Vec<Symmetry>)] {
        self.app.browser.symmetry_class()
    }

    /// Whether a picture of the board is being drawn and written.
    pub fn saving_picture(self) -> bool {
        self.app.picture.saving()
    }

    /// Whether a judge file is being checked.
    pub fn checking_file(self) -> bool {
        self.app.file.checking()
    }

    /// What the check of the judge file said, once it has ended.
    pub fn file_verdict(self) -> Option<String> {
        self.app.file.verdict()
    }

    /// Whether a program is being judged (`Check my program`).
    pub fn judging_program(self) -> bool {
        self.app.file.judging()
    }

    /// The judge's verdict on the program and its words (`Wrong Answer: …`), or why it could
    /// not be judged, once judging has ended.
    pub fn program_verdict(self) -> Option<String> {
        self.app.file.judge_verdict()
    }

    /// What `Check my program` remembers between runs: the program, the problem's N (or the
    /// window's), N on standard input, the time limit (ms) and the memory limit (KB).
    pub fn judge_settings(self) -> (String, bool, bool, u64, u64) {
        let settings = self.app.file.judge_settings();
        (
            settings.program.clone(),
            settings.problem_n,
            settings.n_on_stdin,
            settings.time_limit_ms,
            settings.memory_limit_kb,
        )
    }

    /// The board of the judge file on screen (from 1), and how many can be shown.
    pub fn file_board_shown(self) -> Option<(u64, u64)> {
        self.app.file.shown()
    }

    /// The last finished count, for the current N.
    pub fn count_result(self) -> Option<Counts> {
        self.app.count.result(self.app.settings.n)
    }

    /// Whether a count is running.
    pub fn counting(self) -> bool {
        self.app.count.counting()
    }

    /// The worker's lanes that are computing now.
    pub fn busy_lanes(self) -> Vec<Lane> {
        self.app.jobs.busy_lanes()
    }
}
