//! Counting every solution of N on all cores: the button beside the browser's search, its
//! progress and Cancel, and the result checked against the known total. A view of its own (it
//! does not browse); the browser's search waits while it runs, so that it has every core.

use std::time::Duration;

use eframe::egui;
use web_time::Instant;

use super::i18n::Message;
use super::jobs::Needs;
use super::widgets::{name_progress, spinner};
use super::words::{human_count, human_elapsed, no_memory_to_count, time_left};
use crate::solve::count::{CountError, CountProgress};
use crate::solve::{Counts, known_counts};
use crate::worker::{Event, EventKind, Job, JobId, TimeLeft};
use crate::{message, tr};

/// What the count's buttons ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountAction {
    /// Count every solution of N.
    Start,
    /// Stop the count.
    Cancel,
}

/// A count of every solution of N, with its progress, and the last one's result.
#[derive(Default)]
pub struct Counter {
    /// The jobs this view needs now; the job table runs them.
    pub(super) needs: Needs,
    /// The count running, of which N, since when.
    running: Option<(JobId, usize, Instant)>,
    /// How much of the count's tables is built, until it counts its first unit.
    building: Option<f32>,
    progress: Option<(CountProgress, TimeLeft)>,
    /// The last finished count: N, the counts and how long it took.
    result: Option<(usize, Counts, Duration)>,
    /// Why the last count could not start, and of which N.
    failed: Option<(usize, Message)>,
    /// Where the user stopped the last count, how far it had come, and of which N.
    stopped: Option<(usize, Message)>,
}

impl Counter {
    /// Whether a count is running.
    pub fn counting(&self) -> bool {
        self.running.is_some()
    }

    /// The last finished count, if it was of `n`.
    pub fn result(&self, n: usize) -> Option<Counts> {
        self.result
            .filter(|(m, ..)| *m == n)
            .map(|(_, counts, _)| counts)
    }

    /// Applies what the buttons asked for, for board size `n`.
    pub fn apply(&mut self, action: CountAction, n: usize) {
        match action {
            CountAction::Start => {
                let job = self.needs.start(Job::Count { n, threads: 0 });
                self.running = Some((job, n, Instant::now()));
                self.building = None;
                self.progress = None;
                self.failed = None;
                self.stopped = None;
            }
            CountAction::Cancel => {
                if let Some((_, counting_n, started)) = self.running {
                    let found = self.progress.map_or(0, |(progress, _)| progress.total);
                    let stopped = message!(
                        "count-stopped",
                        time = human_elapsed(started.elapsed()),
                        count = found
                    );
                    self.stopped = Some((counting_n, stopped));
                }
                self.stop();
            }
        }
    }

    /// Stops the count when the browser is not on screen (`active` false) or N is not the
    /// count's any more.
    pub fn sync(&mut self, active: bool, n: usize) {
        if self
            .running
            .is_some_and(|(_, counting_n, _)| !active || counting_n != n)
        {
            self.stop();
        }
    }

    fn stop(&mut self) {
        if let Some((job, ..)) = self.running.take() {
            self.needs.stop(job);
        }
        self.building = None;
        self.progress = None;
    }

    /// Takes an event of the count; `false` if it is not one.
    pub fn handle(&mut self, event: &Event) -> bool {
        let Some((running, n, _)) = self.running else {
            return false;
        };
        let job = event.job;
        match &event.kind {
            EventKind::BuildingTables { share } if job == running => {
                self.building = Some(*share);
            }
            EventKind::Counting { progress, left } if job == running => {
                self.progress = Some((*progress, *left));
            }
            EventKind::Counted { counts, elapsed } if job == running => {
                self.stop();
                self.result = Some((n, *counts, *elapsed));
            }
            EventKind::CountFailed { error } if job == running => {
                self.stop();
                let why = match error {
                    CountError::Cancelled => message!("count-cancelled"),
                    CountError::NotEnoughMemory { n, available } => {
                        no_memory_to_count(*n, *available)
                    }
                };
                self.failed = Some((n, why));
            }
            _ => return false,
        }
        true
    }

    /// The buttons that start and cancel the count: two, each always in its place and on only
    /// where it acts, so that a Cancel pressed just after the count ended does nothing
    /// instead of starting another.
    pub fn buttons(&self, ui: &mut egui::Ui, actions: &mut Vec<CountAction>) {
        let counting = self.counting();
        if ui
            .add_enabled(!counting, egui::Button::new(tr!("count-start")))
            .on_hover_text(tr!("count-start-hint"))
            .clicked()
        {
            actions.push(CountAction::Start);
        }
        if ui
            .add_enabled(counting, egui::Button::new(tr!("count-cancel")))
            .clicked()
        {
            actions.push(CountAction::Cancel);
        }
    }

    /// The count's progress, rate and time left, what stopped it, and the result of N = `n`
    /// checked against the known total.
    pub fn report(&self, ui: &mut egui::Ui, n: usize) {
        if let (Some((progress, left)), Some((.., started))) = (self.progress, self.running) {
            let elapsed = started.elapsed().as_secs_f64();
            let bar = ui.add(egui::ProgressBar::new(left.done).show_percentage());
            name_progress(&bar, &tr!("count-progress-name"), Some(left.done));
            ui.label(tr!(
                "count-progress",
                count = progress.total,
                rate = human_count(progress.total as f64 / elapsed.max(1e-6)),
                left = time_left(left.estimate)
            ));
        } else if let (Some(share), true) = (self.building, self.counting()) {
            let bar = ui.add(egui::ProgressBar::new(share).show_percentage());
            name_progress(&bar, &tr!("count-building-name"), Some(share));
            ui.label(tr!("count-building"));
        } else if self.counting() {
            ui.horizontal(|ui| {
                spinner(ui, &tr!("count-counting-name"));
                ui.label(tr!("count-counting"));
            });
        }
        // What became of the last count is said while N is still its N.
        if let Some((_, error)) = self.failed.as_ref().filter(|(m, _)| *m == n) {
            ui.colored_label(ui.visuals().error_fg_color, error.to_string());
        }
        if let Some((_, stopped)) = self
            .stopped
            .as_ref()
            .filter(|(m, _)| *m == n && !self.counting())
        {
            ui.label(stopped.to_string());
        }
        // A count under way replaces the last one's result.
        let Some((_, counts, elapsed)) = self.result.filter(|(m, ..)| *m == n && !self.counting())
        else {
            return;
        };
        ui.label(if counts.total == 0 {
            tr!("count-result-none", n = n, time = human_elapsed(elapsed))
        } else {
            tr!(
                "count-result",
                total = counts.total,
                unique = counts.unique,
                time = human_elapsed(elapsed)
            )
        });
        match known_counts(n) {
            Some(known) if known == counts => {
                ui.label(tr!("count-matches-oeis"));
            }
            Some(known) => {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    tr!(
                        "count-oeis-differs",
                        total = known.total,
                        unique = known.unique
                    ),
                );
            }
            None => {
                ui.label(tr!("count-no-published"));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use egui_kittest::Harness;
    use egui_kittest::kittest::{NodeT, Queryable};

    use super::*;
    use crate::solve::count::Part;
    use crate::worker::Estimate;

    #[test]
    fn the_tables_being_built_show_as_a_bar_until_the_count_counts() {
        let mut counter = Counter::default();
        counter.apply(CountAction::Start, 22);
        let (job, ..) = counter.running.expect("a count started");
        let mut harness =
            Harness::new_ui_state(|ui, counter: &mut Counter| counter.report(ui, 22), counter);
        harness.run();
        harness.get_by_label("Counting");
        let building = Event {
            job,
            kind: EventKind::BuildingTables { share: 0.4 },
        };
        assert!(harness.state_mut().handle(&building));
        harness.run();
        let bar = harness.get_by_label("Building the count’s tables");
        assert_eq!(bar.accesskit_node().numeric_value(), Some(40.0));
        assert!(harness.query_by_label("Counting").is_none());
        let counting = Event {
            job,
            kind: EventKind::Counting {
                progress: CountProgress {
                    units_done: 1,
                    units: 100,
                    total: 5,
                    part: Part::default(),
                },
                left: TimeLeft {
                    done: 0.01,
                    estimate: Estimate::Unknown,
                },
            },
        };
        assert!(harness.state_mut().handle(&counting));
        harness.run();
        harness.get_by_label("Count progress");
        assert!(
            harness
                .query_by_label("Building the count’s tables")
                .is_none()
        );
    }
}
