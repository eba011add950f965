//! Watching the search: a variant's steps played on the board at a chosen speed, with single
//! steps forward and back, the counters, and the comparison table of all the variants.
//!
//! The steps come from the solver thread through a bounded channel (the search waits for the
//! animation); the UI keeps a bounded history of them so that it can step back.

use std::collections::VecDeque;
use std::sync::mpsc::{self, Receiver};

use eframe::egui::{self, RichText};

use super::board_view::Focus;
use super::ui::{grouped, human_count};
use crate::board::Square;
use crate::solve::trace::{Comparison, Counters, Step, Variant};
use crate::worker::{Job, JobId, Lane, Worker};

/// Steps kept for stepping back.
const HISTORY: usize = 100_000;
/// Steps the solver thread may run ahead of the animation.
const AHEAD: usize = 65_536;
/// The most steps drawn in one frame at full speed.
const MOST_PER_FRAME: usize = 20_000;

/// The animation and the comparison table.
pub struct Watch {
    pub(super) variant: Variant,
    n: usize,
    steps: Option<Receiver<Step>>,
    /// Steps taken from the channel; `history[position..]` are ones stepped back over.
    history: VecDeque<Step>,
    position: usize,
    finished: bool,
    pub(super) queens: Vec<Square>,
    pub(super) counters: Counters,
    pub(super) playing: bool,
    /// Steps per second; at the slider's top, as many as a frame can show.
    pub(super) speed: f64,
    due: f64,
    comparison_job: Option<JobId>,
    pub(super) comparison: Vec<Comparison>,
    comparison_n: usize,
}

impl Watch {
    /// Nothing running yet; the search starts when the view is first shown.
    pub fn new(n: usize) -> Self {
        Self {
            variant: Variant::Plain,
            n,
            steps: None,
            history: VecDeque::new(),
            position: 0,
            finished: false,
            queens: Vec::new(),
            counters: Counters::default(),
            playing: false,
            speed: 4.0,
            due: 0.0,
            comparison_job: None,
            comparison: Vec::new(),
            comparison_n: n,
        }
    }

    /// Starts `variant`'s search of `n` from the empty board.
    pub fn restart(&mut self, worker: &mut Worker, n: usize, variant: Variant) {
        let (sender, receiver) = mpsc::sync_channel(AHEAD);
        worker.submit(Job::Trace {
            n,
            variant,
            steps: sender,
        });
        *self = Self {
            variant,
            n,
            steps: Some(receiver),
            playing: self.playing,
            speed: self.speed,
            comparison_job: self.comparison_job,
            comparison: std::mem::take(&mut self.comparison),
            comparison_n: self.comparison_n,
            ..Self::new(n)
        };
        if self.comparison_n != n {
            self.comparison.clear();
        }
    }

    /// Makes sure a search of `n` is under way.
    pub fn ensure_started(&mut self, worker: &mut Worker, n: usize) {
        if self.steps.is_none() || self.n != n {
            self.restart(worker, n, self.variant);
        }
    }

    /// The step last shown, if any.
    pub fn current(&self) -> Option<&Step> {
        self.position
            .checked_sub(1)
            .and_then(|i| self.history.get(i))
    }

    /// Whether the search has no more steps.
    pub fn at_end(&self) -> bool {
        self.finished && self.position == self.history.len()
    }

    /// Shows one more step; `false` at the end or when the next is not ready yet.
    pub fn forward(&mut self) -> bool {
        if self.position == self.history.len() {
            let Some(steps) = &self.steps else {
                return false;
            };
            match steps.try_recv() {
                Ok(step) => self.history.push_back(step),
                Err(mpsc::TryRecvError::Empty) => return false,
                Err(mpsc::TryRecvError::Disconnected) => {
                    self.finished = true;
                    return false;
                }
            }
            if self.history.len() > HISTORY {
                self.history.pop_front();
                self.position -= 1;
            }
        }
        let step = self.history[self.position];
        self.position += 1;
        self.counters.count(&step);
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
        self.counters.uncount(&step);
        match step {
            Step::Place(_) => {
                self.queens.pop();
            }
            Step::Remove(square) => self.queens.push(square),
            _ => {}
        }
        true
    }

    /// Plays the steps due since the last frame of `dt` seconds.
    pub fn play(&mut self, dt: f64) {
        if !self.playing {
            return;
        }
        self.due += self.speed * dt;
        let steps = (self.due.floor() as usize).min(MOST_PER_FRAME);
        self.due -= steps as f64;
        self.due = self.due.min(1.0);
        for _ in 0..steps {
            if !self.forward() {
                break;
            }
        }
        if self.at_end() {
            self.playing = false;
        }
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
            None => "Press Play or Step to start the search.".to_string(),
            Some(Step::Try(square)) => format!("Trying {}…", square.name(n)),
            Some(Step::Conflict { square, by, line }) => format!(
                "{} is attacked by the queen on {} (same {}).",
                square.name(n),
                by.name(n),
                line.name()
            ),
            Some(Step::Place(square)) => format!("A queen goes on {}.", square.name(n)),
            Some(Step::DeadEnd { row }) => format!(
                "Rank {} has no free square left: back off at once.",
                crate::board::rank_number(n, *row)
            ),
            Some(Step::Remove(square)) => {
                format!("Back off: the queen on {} goes.", square.name(n))
            }
            Some(Step::Solution { number }) => format!("Solution No {number}!"),
        }
    }

    /// Asks the solver thread for the comparison of every variant on `n`.
    pub fn start_comparison(&mut self, worker: &mut Worker, n: usize) {
        self.comparison.clear();
        self.comparison_n = n;
        self.comparison_job = Some(worker.submit(Job::Compare { n }));
    }

    /// Whether a comparison is running.
    pub fn comparing(&self) -> bool {
        self.comparison_job.is_some()
    }

    /// Takes a line of the comparison, if it belongs to the one running.
    pub fn take_comparison(&mut self, job: JobId, line: Comparison) {
        if Some(job) == self.comparison_job {
            self.comparison.push(line);
            if self.comparison.len() == Variant::ALL.len() {
                self.comparison_job = None;
            }
        }
    }

    /// Stops the comparison.
    pub fn cancel_comparison(&mut self, worker: &mut Worker) {
        worker.cancel(Lane::Compare);
        self.comparison_job = None;
    }

    /// The side panel of the view.
    pub fn ui(&mut self, ui: &mut egui::Ui, worker: &mut Worker, n: usize) {
        self.ensure_started(worker, n);
        let mut variant = self.variant;
        egui::ComboBox::from_label("Variant")
            .selected_text(variant.name())
            .show_ui(ui, |ui| {
                for option in Variant::ALL {
                    ui.selectable_value(&mut variant, option, option.name());
                }
            });
        if variant != self.variant {
            self.restart(worker, n, variant);
        }
        ui.horizontal(|ui| {
            let play = if self.playing { "Pause" } else { "Play" };
            if ui
                .add_enabled(!self.at_end(), egui::Button::new(play))
                .clicked()
            {
                self.playing = !self.playing;
            }
            if ui.button("Step back").clicked() {
                self.playing = false;
                self.back();
            }
            if ui.button("Step").clicked() {
                self.playing = false;
                self.forward();
            }
            if ui.button("Restart").clicked() {
                self.restart(worker, n, self.variant);
            }
        });
        let label = ui.label("Speed, steps per second:");
        ui.add(
            egui::Slider::new(&mut self.speed, 1.0..=1_000_000.0)
                .logarithmic(true)
                .custom_formatter(|v, _| human_count(v)),
        )
        .labelled_by(label.id);
        ui.label(RichText::new(self.describe(n)).strong());
        egui::Grid::new("counters").num_columns(2).show(ui, |ui| {
            let c = self.counters;
            for (name, value) in [
                ("Squares tried", c.tried),
                ("Conflicts", c.conflicts),
                ("Backtracks", c.backtracks),
                ("Dead ends", c.dead_ends),
                ("Solutions", c.solutions),
            ] {
                ui.label(name);
                ui.label(grouped(value));
                ui.end_row();
            }
        });
        if self.at_end() {
            ui.label("The search is over: every square has been tried.");
        }
        ui.separator();
        self.comparison_ui(ui, worker, n);
    }

    fn comparison_ui(&mut self, ui: &mut egui::Ui, worker: &mut Worker, n: usize) {
        ui.horizontal(|ui| {
            if self.comparing() {
                ui.spinner();
                if ui.button("Cancel comparison").clicked() {
                    self.cancel_comparison(worker);
                }
            } else if ui
                .button(format!("Compare the variants for N = {n}"))
                .clicked()
            {
                self.start_comparison(worker, n);
            }
        });
        if self.comparison.is_empty() {
            return;
        }
        egui::Grid::new("comparison")
            .striped(true)
            .num_columns(4)
            .show(ui, |ui| {
                ui.strong("Variant");
                ui.strong("Tried");
                ui.strong("Solutions");
                ui.strong("Time");
                ui.end_row();
                for line in &self.comparison {
                    ui.label(line.variant.name());
                    ui.label(grouped(line.counters.tried));
                    ui.label(grouped(line.counters.solutions));
                    ui.label(format!("{:.1} ms", line.elapsed.as_secs_f64() * 1e3));
                    ui.end_row();
                }
            });
        let agree = self
            .comparison
            .windows(2)
            .all(|pair| pair[0].counters.solutions == pair[1].counters.solutions);
        if self.comparison.len() == Variant::ALL.len() {
            if agree {
                ui.label("All four find the same solutions; pruning and bitboards try far fewer squares.");
            } else {
                ui.colored_label(ui.visuals().error_fg_color, "The variants disagree!");
            }
        }
    }
}
