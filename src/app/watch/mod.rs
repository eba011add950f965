//! Watching the search: a variant's steps played on the board at a chosen speed, with single
//! steps forward and back, the counters, and the comparison table of all the variants.
//!
//! The steps come from the search's job as events, as many as the view wants: a bounded lead
//! over the step shown (the search waits for the animation, as the browser's enumeration waits
//! for the browser); the UI keeps a bounded history of them so that it can step back. The
//! search runs only while the view is on screen: on return it starts again and skips the steps
//! already received. The animation asks for a frame when its next step is due, not every frame.

mod animation_window;
mod chart;
mod checkpoints;
mod comparison;
mod teach;

use std::collections::VecDeque;
use std::time::Duration;

use eframe::egui::{self, RichText};
use web_time::Instant;

use super::board_view::Focus;
use super::jobs::Needs;
use super::widgets::presses;
use super::words::{grouped, human_count};
use crate::board::Line;
use crate::board::{Square, Squares};
use crate::solve::listing::Form;
use crate::solve::trace::{Comparison, Counters, Step, Variant, compared};
use crate::solve::tree::SearchTree;
use crate::tr;
use crate::worker::{Event, EventKind, Job, JobId};
pub use animation_window::AnimationAction;
use animation_window::{AnimationWindow, Look};
use checkpoints::TreeCheckpoints;
pub use teach::TeachTab;
use teach::Teaching;

/// Steps kept for stepping back.
const HISTORY: usize = 100_000;
/// Steps the search may run ahead of the animation.
const AHEAD: u64 = 65_536;
/// The most steps drawn in one frame at full speed.
const MOST_PER_FRAME: usize = 20_000;

/// What the watch panel asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum WatchAction {
    /// Watch another variant, from the start.
    Variant(Variant),
    /// Play or pause.
    PlayPause,
    /// One step forward.
    Step,
    /// One step back.
    StepBack,
    /// The search again from the start.
    Restart,
    /// Run every variant to the end and tabulate them.
    Compare,
    /// Stop the comparison.
    CancelComparison,
    /// Play this many steps a second.
    Speed(f64),
    /// Show the program, its steps in words, or the search tree beside the board.
    Tab(TeachTab),
    /// Show the program written this way.
    Form(Form),
    /// Show on the board the partial board of the tree's node reached by these child indices.
    Inspect(Vec<usize>),
    /// Show the search's board again.
    StopInspecting,
    /// Fill the screen with the board, the program and the tree in large type, or stop.
    Present(bool),
    /// What the animation window asks for.
    Animation(AnimationAction),
}

/// The animation and the comparison table.
pub struct Watch {
    /// The jobs this view needs now; the job table runs them.
    pub(super) needs: Needs,
    variant: Variant,
    n: usize,
    /// The search's job, while it runs.
    search: Option<JobId>,
    /// Steps received from the search in all, so that a resumed search can skip them.
    received: u64,
    /// Steps received and not yet shown.
    pending: VecDeque<Step>,
    /// Whether the search has sent its last step.
    search_ended: bool,
    /// Steps shown; `history[position..]` are ones stepped back over.
    history: VecDeque<Step>,
    position: usize,
    queens: Vec<Square>,
    counters: Counters,
    playing: bool,
    /// Steps per second; at the slider's top, as many as a frame can show.
    speed: f64,
    /// Steps due but not shown yet, and when that was reckoned.
    due: f64,
    played_at: Option<Instant>,
    comparison_job: Option<JobId>,
    comparison: Vec<Comparison>,
    comparison_n: usize,
    comparison_cancelled: bool,
    /// What the panel beside the board shows, kept when the search starts again.
    teaching: Teaching,
    /// The search tree of the steps shown, and the trees it is grown again from when stepping
    /// back.
    tree: SearchTree,
    checkpoints: TreeCheckpoints,
    /// A node's child indices and partial board, shown in place of the search's board until
    /// the next step.
    inspected: Option<(Vec<usize>, Vec<Square>)>,
    /// `Save animation…`.
    animation: AnimationWindow,
}

impl Watch {
    /// Nothing running yet; the search starts when the view is first shown.
    pub fn new(n: usize) -> Self {
        Self {
            needs: Needs::default(),
            variant: Variant::Plain,
            n,
            search: None,
            received: 0,
            pending: VecDeque::new(),
            search_ended: false,
            history: VecDeque::new(),
            position: 0,
            queens: Vec::new(),
            counters: Counters::default(),
            playing: false,
            speed: 4.0,
            due: 0.0,
            played_at: None,
            comparison_job: None,
            comparison: Vec::new(),
            comparison_n: n,
            comparison_cancelled: false,
            teaching: Teaching::default(),
            tree: SearchTree::new(n),
            checkpoints: TreeCheckpoints::new(n),
            inspected: None,
            animation: AnimationWindow::default(),
        }
    }

    /// Starts `variant`'s search of `n` from the empty board.
    fn restart(&mut self, n: usize, variant: Variant) {
        *self = Self {
            needs: std::mem::take(&mut self.needs),
            variant,
            n,
            playing: self.playing,
            speed: self.speed,
            comparison_job: self.comparison_job,
            comparison: std::mem::take(&mut self.comparison),
            comparison_n: self.comparison_n,
            comparison_cancelled: self.comparison_cancelled,
            teaching: self.teaching,
            animation: std::mem::take(&mut self.animation),
            ..Self::new(n)
        };
        if self.comparison_n != n {
            self.comparison.clear();
            self.comparison_cancelled = false;
        }
        self.resume();
    }

    /// Starts the search, skipping the steps already received.
    fn resume(&mut self) {
        let search = self.needs.start(Job::Trace {
            n: self.n,
            variant: self.variant,
            skip: self.received,
        });
        self.search = Some(search);
        self.want_more();
    }

    /// Lets the search run up to [`AHEAD`] steps past the step shown.
    fn want_more(&mut self) {
        if let Some(search) = self.search {
            let shown = self.received - self.pending.len() as u64;
            self.needs.want(search, shown + AHEAD);
        }
    }

    /// Runs the search while the view is on screen for `n`, and the comparison while it is of
    /// `n`; stops both otherwise.
    pub fn sync(&mut self, active: bool, n: usize) {
        if active && self.n != n {
            self.restart(n, self.variant);
        } else if active && self.search.is_none() && !self.search_ended {
            self.resume();
        } else if !active && let Some(search) = self.search.take() {
            self.needs.stop(search);
            self.played_at = None;
        }
        if !active {
            self.animation.stop(&mut self.needs);
        }
        if self.comparison_job.is_some() && (!active || self.comparison_n != n) {
            self.cancel_comparison();
        }
    }

    /// Applies what the panel asked for.
    pub fn apply(&mut self, action: WatchAction) {
        match action {
            WatchAction::Variant(variant) => self.restart(self.n, variant),
            WatchAction::PlayPause => {
                self.playing = !self.playing;
                self.played_at = None;
                self.due = 0.0;
            }
            WatchAction::Step => {
                self.playing = false;
                self.forward();
            }
            WatchAction::StepBack => {
                self.playing = false;
                self.back();
            }
            WatchAction::Restart => self.restart(self.n, self.variant),
            WatchAction::Compare => self.start_comparison(self.n),
            WatchAction::CancelComparison => self.cancel_comparison(),
            WatchAction::Speed(speed) => self.speed = speed,
            WatchAction::Tab(tab) => self.teaching.tab = tab,
            WatchAction::Form(form) => self.teaching.form = form,
            WatchAction::Inspect(indices) => {
                self.inspected = self.tree.board_at(&indices).map(|board| (indices, board));
            }
            WatchAction::StopInspecting => self.inspected = None,
            WatchAction::Present(on) => self.teaching.presenting = on,
            // The app hands these to `apply_animation`, with what they need.
            WatchAction::Animation(_) => {}
        }
    }

    /// What the search shows now, which an animation is made of.
    fn animation_subject(&self) -> animation_window::Subject {
        animation_window::Subject {
            n: self.n,
            variant: self.variant,
            form: self.teaching.form,
        }
    }

    /// The number of the step on screen, counted from the search's start.
    pub fn step_shown(&self) -> u64 {
        self.received - self.pending.len() as u64 - (self.history.len() - self.position) as u64
    }

    /// Applies what the animation window asked for; `dark` and `face` (the window language's
    /// face, when egui's own do not draw it) are asked for only when a job starts.
    pub fn apply_animation(
        &mut self,
        action: AnimationAction,
        dark: bool,
        face: impl FnOnce() -> Option<Vec<u8>>,
        ctx: &egui::Context,
    ) {
        let subject = self.animation_subject();
        let shown = self.step_shown();
        self.animation.apply(
            action,
            &subject,
            shown,
            &mut self.needs,
            || Look { dark, face: face() },
            ctx,
        );
    }

    /// Takes the save dialog's answer for the animation, if it has come.
    pub fn sync_animation(&mut self) {
        let subject = self.animation_subject();
        self.animation.sync(&subject, &mut self.needs);
    }

    /// Whether the animation window is open.
    pub fn animation_open(&self) -> bool {
        self.animation.is_open()
    }

    /// The animation window, when open.
    pub fn animation_ui(&self, ctx: &egui::Context) -> Vec<WatchAction> {
        if !self.animation.is_open() {
            return Vec::new();
        }
        self.animation
            .show(ctx, &self.animation_subject())
            .into_iter()
            .map(WatchAction::Animation)
            .collect()
    }

    /// Whether the view fills the screen for a class.
    pub fn presenting(&self) -> bool {
        self.teaching.presenting
    }

    /// The search tree of the steps shown.
    pub fn tree(&self) -> &SearchTree {
        &self.tree
    }

    /// The partial board of a tree's node the user asked to see, if any.
    pub fn inspected(&self) -> Option<&[Square]> {
        self.inspected.as_ref().map(|(_, board)| board.as_slice())
    }

    /// The child indices of the tree's node whose partial board is shown, if any.
    pub fn inspected_node(&self) -> Option<&[usize]> {
        self.inspected
            .as_ref()
            .map(|(indices, _)| indices.as_slice())
    }

    /// The step shown before the current one, if the history holds it.
    pub fn before_current(&self) -> Option<&Step> {
        self.position
            .checked_sub(2)
            .and_then(|i| self.history.get(i))
    }

    /// The panel beside the board: the program, its steps or the tree.
    pub fn teach_ui(&self, ui: &mut egui::Ui) -> Vec<WatchAction> {
        teach::show(self, ui)
    }

    /// The variant watched.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The queens on the board now.
    pub fn queens(&self) -> &[Square] {
        &self.queens
    }

    /// The board as the step shown leaves it.
    pub fn board(&self) -> Squares {
        let mut board = Squares::empty(self.n);
        for &queen in &self.queens {
            board.toggle(queen);
        }
        board
    }

    /// The counters of the steps shown.
    pub fn counters(&self) -> Counters {
        self.counters
    }

    /// The step last shown, if any.
    pub fn current(&self) -> Option<&Step> {
        self.position
            .checked_sub(1)
            .and_then(|i| self.history.get(i))
    }

    /// Whether the search has no more steps.
    pub fn at_end(&self) -> bool {
        self.search_ended && self.pending.is_empty() && self.position == self.history.len()
    }

    /// Shows one more step; `false` at the end or when the next is not ready yet.
    pub fn forward(&mut self) -> bool {
        if self.position == self.history.len() {
            let Some(step) = self.pending.pop_front() else {
                return false;
            };
            self.history.push_back(step);
            self.want_more();
            if self.history.len() > HISTORY
                && let Some(oldest) = self.history.pop_front()
            {
                self.checkpoints.drop_oldest(&oldest);
                self.position -= 1;
            }
        }
        let step = self.history[self.position];
        self.position += 1;
        self.inspected = None;
        self.counters.count(&step);
        self.tree.apply(&step);
        let shown = self.checkpoints.history_start() + self.position as u64;
        self.checkpoints.offer(shown, &self.tree);
        match step {
            Step::Place(square) => self.queens.push(square),
            Step::Remove(_) => {
                self.queens.pop();
            }
            _ => {}
        }
        true
    }

    /// Undoes the last step shown; `false` when the history holds no earlier one.
    pub fn back(&mut self) -> bool {
        let Some(index) = self.position.checked_sub(1) else {
            return false;
        };
        let step = self.history[index];
        self.position = index;
        self.inspected = None;
        self.counters.uncount(&step);
        // The tree is not undone a step at a time: it is grown again to the step shown, from
        // the last checkpoint before it.
        let start = self.checkpoints.history_start();
        let (from, tree) = self.checkpoints.before(start + self.position as u64);
        self.tree = tree.clone();
        for step in self.history.range((from - start) as usize..self.position) {
            self.tree.apply(step);
        }
        match step {
            Step::Place(_) => {
                self.queens.pop();
            }
            Step::Remove(square) => self.queens.push(square),
            _ => {}
        }
        true
    }

    /// Shows the steps due by `now` at the chosen speed, and says when the next one is due:
    /// the app asks for a frame then, and none in between.
    pub fn play(&mut self, now: Instant) -> Option<Duration> {
        if !self.playing || (self.search.is_none() && !self.search_ended) {
            return None;
        }
        let elapsed = self
            .played_at
            .map_or(1.0 / self.speed, |at| now.duration_since(at).as_secs_f64());
        self.played_at = Some(now);
        self.due += self.speed * elapsed;
        let steps = (self.due.floor() as usize).min(MOST_PER_FRAME);
        self.due -= steps as f64;
        self.due = self.due.min(1.0);
        let mut waiting = false;
        for _ in 0..steps {
            if !self.forward() {
                waiting = !self.search_ended;
                break;
            }
        }
        if self.at_end() {
            self.playing = false;
            return None;
        }
        // The next step is not on hand yet: look again soon.
        if waiting {
            return Some(Duration::from_millis(16));
        }
        Some(Duration::from_secs_f64(
            ((1.0 - self.due) / self.speed).max(0.0),
        ))
    }

    /// What the board should point at for the step last shown.
    pub fn focus(&self) -> Option<Focus> {
        Some(match *self.current()? {
            Step::Try(square) => Focus::Try(square),
            Step::Conflict { square, by, .. } => Focus::Conflict { square, by },
            Step::Place(square) => Focus::Placed(square),
            Step::Solution { .. } => Focus::Solution,
            Step::DeadEnd { row } => Focus::DeadEnd(row),
            Step::Remove(square) => Focus::Removed(square),
        })
    }

    /// The step last shown, in words.
    pub fn describe(&self, n: usize) -> String {
        match self.current() {
            None => tr!("step-none"),
            Some(Step::Try(square)) => tr!("step-try", square = square.name(n)),
            Some(Step::Conflict { square, by, line }) => tr!(
                "step-conflict",
                square = square.name(n),
                by = by.name(n),
                line = match line {
                    Line::Row => "row",
                    Line::Column => "column",
                    Line::Diagonal => "diagonal",
                }
            ),
            Some(Step::Place(square)) => tr!("step-place", square = square.name(n)),
            Some(Step::DeadEnd { row }) => {
                tr!("step-dead-end", rank = crate::board::rank_number(n, *row))
            }
            Some(Step::Remove(square)) => tr!("step-remove", square = square.name(n)),
            Some(Step::Solution { number }) if self.variant.finds_in_judges_order() => {
                tr!("step-solution", number = *number)
            }
            Some(Step::Solution { number }) => tr!("step-solution-found", number = *number),
        }
    }

    /// Asks the solver thread for the comparison of every variant on `n`.
    fn start_comparison(&mut self, n: usize) {
        self.comparison.clear();
        self.comparison_n = n;
        self.comparison_cancelled = false;
        self.comparison_job = Some(self.needs.start(Job::Compare { n }));
    }

    /// Whether a comparison is running.
    pub fn comparing(&self) -> bool {
        self.comparison_job.is_some()
    }

    /// Takes an event of the search, the comparison or the animation; `false` if it is not
    /// this view's.
    pub fn handle(&mut self, event: &Event) -> bool {
        if self.animation.handle(event, &mut self.needs) {
            return true;
        }
        let job = event.job;
        match &event.kind {
            EventKind::Traced { steps, finished } if Some(job) == self.search => {
                self.received += steps.len() as u64;
                self.pending.extend(steps.iter().copied());
                if *finished {
                    self.search_ended = true;
                    self.search = None;
                    self.needs.stop(job);
                }
                true
            }
            EventKind::Compared { line } if Some(job) == self.comparison_job => {
                self.comparison.push(*line);
                if self.comparison.len() == compared(self.comparison_n).len() {
                    self.comparison_job = None;
                }
                true
            }
            _ => false,
        }
    }

    /// Stops the comparison; the lines it finished stay, marked as such.
    fn cancel_comparison(&mut self) {
        if let Some(job) = self.comparison_job.take() {
            self.needs.stop(job);
            self.comparison_cancelled = true;
        }
    }

    /// The side panel of the view; it returns what the user asked for.
    pub fn ui(&self, ui: &mut egui::Ui) -> Vec<WatchAction> {
        let mut actions = Vec::new();
        let n = self.n;
        let mut variant = self.variant;
        // Radio buttons rather than a drop-down list: every variant is in view, and in the
        // accessibility tree, at once.
        ui.horizontal(|ui| {
            if ui.button(tr!("present-start")).clicked() {
                actions.push(WatchAction::Present(true));
            }
            if ui.button(tr!("animation-open")).clicked() {
                actions.push(WatchAction::Animation(AnimationAction::Open(true)));
            }
        });
        ui.label(tr!("watch-variant"));
        for option in Variant::ALL {
            ui.radio_value(&mut variant, option, variant_name(option));
        }
        if variant != self.variant {
            actions.push(WatchAction::Variant(variant));
        }
        ui.horizontal(|ui| {
            let play = if self.playing {
                tr!("watch-pause")
            } else {
                tr!("watch-play")
            };
            // As wide as Play or Pause, so that the buttons after it do not move.
            let button = egui::Button::new(play).min_size(egui::vec2(64.0, 0.0));
            if ui.add_enabled(!self.at_end(), button).clicked() {
                actions.push(WatchAction::PlayPause);
            }
            // Each press is a step, also two within one frame.
            let back = ui.add_enabled(self.position > 0, egui::Button::new(tr!("watch-step-back")));
            actions.extend(std::iter::repeat_n(
                WatchAction::StepBack,
                presses(ui, &back),
            ));
            let step = ui.add_enabled(!self.at_end(), egui::Button::new(tr!("watch-step")));
            actions.extend(std::iter::repeat_n(WatchAction::Step, presses(ui, &step)));
            if ui
                .add_enabled(self.position > 0, egui::Button::new(tr!("watch-restart")))
                .clicked()
            {
                actions.push(WatchAction::Restart);
            }
        });
        let label = ui.label(tr!("watch-speed"));
        let mut speed = self.speed;
        let slider = egui::Slider::new(&mut speed, 1.0..=1_000_000.0)
            .logarithmic(true)
            .custom_formatter(|v, _| human_count(v));
        if ui.add(slider).labelled_by(label.id).changed() {
            actions.push(WatchAction::Speed(speed));
        }
        ui.label(RichText::new(self.describe(n)).strong());
        egui::Grid::new("counters").num_columns(2).show(ui, |ui| {
            let c = self.counters;
            for (name, value, hint) in [
                (tr!("counter-tried"), c.tried, tr!("counter-tried-hint")),
                (
                    tr!("counter-conflicts"),
                    c.conflicts,
                    tr!("counter-conflicts-hint"),
                ),
                (
                    tr!("counter-backtracks"),
                    c.backtracks,
                    tr!("counter-backtracks-hint"),
                ),
                (
                    tr!("counter-dead-ends"),
                    c.dead_ends,
                    tr!("counter-dead-ends-hint"),
                ),
                (
                    tr!("counter-solutions"),
                    c.solutions,
                    tr!("counter-solutions-hint"),
                ),
            ] {
                // The hint is also the name's and the number's accessible description.
                ui.label(name).on_hover_text(&hint);
                ui.label(grouped(value)).on_hover_text(hint);
                ui.end_row();
            }
        });
        if self.at_end() {
            ui.label(tr!("watch-over"));
        }
        ui.separator();
        comparison::comparison_ui(self, ui, &mut actions);
        actions
    }
}

/// A variant's name in the window: `Plain backtracking`.
fn variant_name(variant: Variant) -> String {
    tr!("variant-name", variant = variant.key())
}

/// A variant's name in one word, for the comparison's table: `Plain`.
fn variant_short_name(variant: Variant) -> String {
    tr!("variant-short-name", variant = variant.key())
}
