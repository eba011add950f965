//! The browser's side panel: drawing, and the actions its controls return.

use eframe::egui::{self, Key, RichText};

use crate::app::widgets::{edit_copy, name_progress, presses};
use crate::app::words::{
    estimate_words, human_count, human_elapsed, out_of_time, symmetry_name, time_left,
};
use crate::solve::known_counts;
use crate::tr;
use crate::worker::Estimate;

use super::{BrowseAction, Browser, NUMBER_BUDGET, SEEK_BUDGET, kind_of};
use crate::app::count::Counter;

impl Browser {
    /// Draws the side panel of the browser and returns what the user asked for.
    /// The count of every solution is the app's (`count`), shown here beside the search.
    pub fn ui(&self, ui: &mut egui::Ui, count: &Counter) -> Vec<BrowseAction> {
        let mut actions = Vec::new();
        self.search_status(ui);
        self.count_section(ui, count, &mut actions);
        ui.separator();
        self.navigation(ui, &mut actions);
        if let Some(solution) = &self.board {
            ui.label(tr!("browse-columns", columns = solution.to_string()));
            if ui.button(tr!("browse-edit")).clicked() {
                actions.push(BrowseAction::Edit);
            }
        }
        let mut fundamental = self.fundamental_only;
        // A board without solutions has no fundamental ones either.
        let has_solutions = self.total() != Some(0);
        if ui
            .add_enabled(
                has_solutions,
                egui::Checkbox::new(&mut fundamental, tr!("browse-fundamental-only")),
            )
            .on_hover_text(tr!("browse-fundamental-only-hint"))
            .changed()
        {
            actions.push(BrowseAction::FundamentalOnly(fundamental));
        }
        self.symmetry_section(ui, &mut actions);
        actions
    }

    /// The search's one sentence: found all, paused, or searching at a rate.
    pub(super) fn status_line(&self, ui: &mut egui::Ui, found: u64, kind: &str, waiting: bool) {
        match (self.finished, waiting) {
            (true, _) if found == 0 => ui.label(tr!(
                "search-none",
                n = self.n,
                time = human_elapsed(self.searched)
            )),
            (true, _) => ui.label(tr!(
                "search-found-all",
                kind = kind,
                count = found,
                time = human_elapsed(self.searched)
            )),
            (false, _) if self.search_held() => {
                ui.label(tr!("search-held", kind = kind, count = found))
            }
            (false, true) => ui
                .label(tr!("search-paused", kind = kind, count = found))
                .on_hover_text(tr!("search-paused-hint")),
            (false, false) => ui.label(tr!(
                "search-running",
                kind = kind,
                count = found,
                rate = human_count(self.rate())
            )),
        };
    }

    pub(super) fn search_status(&self, ui: &mut egui::Ui) {
        let found = self.found();
        let kind = kind_of(self.fundamental_only);
        let waiting = !self.finished && self.demand.is_some_and(|d| found >= d.wanted);
        // Two lines' height whatever it says, so that the controls below stay where the user
        // aims while the count of solutions grows (and the line wraps or not).
        let two_lines =
            2.0 * ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
        ui.vertical(|ui| {
            ui.set_min_height(two_lines);
            self.status_line(ui, found, kind, waiting);
        });
        let known = known_counts(self.n).map(|counts| counts.of(self.fundamental_only));
        let fraction = match (self.finished, known) {
            (true, _) => 1.0,
            (false, Some(total)) if total > 0 => (found as f64 / total as f64) as f32,
            _ => 0.0,
        };
        let bar = egui::ProgressBar::new(fraction);
        // No known total to measure against: no made-up share, and no animation either (it
        // would repaint every frame for as long as the search runs); the count above moves.
        let bar = ui.add(match known {
            Some(_) => bar.show_percentage(),
            None => bar.text(tr!("search-total-unknown")),
        });
        name_progress(&bar, &tr!("search-progress-name"), known.map(|_| fraction));
    }

    /// The count's button beside Search further, then the count's progress or result.
    fn count_section(&self, ui: &mut egui::Ui, count: &Counter, actions: &mut Vec<BrowseAction>) {
        ui.horizontal_wrapped(|ui| {
            let mut asked = Vec::new();
            count.buttons(ui, &mut asked);
            actions.extend(asked.into_iter().map(BrowseAction::Count));
            // Always there, so that nothing moves when the search pauses; it acts only then.
            let paused = !self.finished
                && !self.search_held()
                && self
                    .demand
                    .is_some_and(|demand| self.found() >= demand.wanted);
            if ui
                .add_enabled(paused, egui::Button::new(tr!("search-further")))
                .on_hover_text(tr!("search-further-hint"))
                .clicked()
            {
                actions.push(BrowseAction::SearchFurther);
            }
        });
        count.report(ui, self.n);
    }

    pub(super) fn navigation(&self, ui: &mut egui::Ui, actions: &mut Vec<BrowseAction>) {
        let current = self.position();
        let limit = self.limit();
        if self.unnumbered {
            // Worked out while the class's numbering runs; stopped, it is not known.
            let words = if self.symmetry.job.is_some() {
                tr!("browse-position-unnumbered")
            } else {
                tr!("browse-position-unknown")
            };
            let label = RichText::new(words).heading();
            ui.add(egui::Label::new(label).wrap());
        } else if current == 0 {
            // A finished search with nothing found says so in the status line above.
            if !self.finished {
                ui.label(tr!("browse-waiting-first"));
            }
        } else {
            let kind = kind_of(self.fundamental_only);
            let label = match self.total() {
                Some(total) => tr!(
                    "browse-position",
                    kind = kind,
                    number = current,
                    total = total
                ),
                None => tr!(
                    "browse-position-so-far",
                    kind = kind,
                    number = current,
                    found = self.found()
                ),
            };
            // Wrapped, so that no number, however long, widens the panel; the board area
            // says when the board is being looked for.
            ui.add(egui::Label::new(RichText::new(label).heading()).wrap());
        }
        ui.horizontal(|ui| {
            let back = current > 1;
            let forward = current > 0 && current < limit;
            // A board whose number is not known yet has no neighbours, but First and Last.
            let ends = self.unnumbered && limit > 0;
            // Each press counts, also two within one frame (a screen reader's, say).
            for (enabled, name, action) in [
                (back || ends, tr!("first"), BrowseAction::GoTo(1)),
                (back, tr!("previous"), BrowseAction::Previous),
                (forward, tr!("next"), BrowseAction::Next),
                (forward || ends, tr!("last"), BrowseAction::Last),
            ] {
                let button = ui.add_enabled(enabled, egui::Button::new(name));
                actions.extend(std::iter::repeat_n(action, presses(ui, &button)));
            }
        });
        if self.found() > 0 {
            self.slider(ui, actions);
        }
        ui.horizontal(|ui| {
            let label = ui.label(tr!("browse-go-to"));
            let (field, typed) = edit_copy(&self.jump_text, |text| {
                ui.add(
                    egui::TextEdit::singleline(text)
                        .desired_width(110.0)
                        .hint_text(tr!("browse-go-to-hint")),
                )
                .labelled_by(label.id)
            });
            let text = typed.as_deref().unwrap_or(&self.jump_text);
            let can_go = self.total() != Some(0) && !text.trim().is_empty();
            if self.focus_jump_field.take() {
                field.request_focus();
                // Selected, so that a number typed next replaces the one refused.
                let mut state = egui::TextEdit::load_state(ui.ctx(), field.id).unwrap_or_default();
                let all = egui::text::CCursorRange::select_all_str(text);
                state.cursor.set_char_range(Some(all));
                state.store(ui.ctx(), field.id);
            }
            if let Some(typed) = typed {
                actions.push(BrowseAction::Type(typed));
            }
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
            if entered && !can_go {
                // Nothing to go to: the field stays where the user types.
                field.request_focus();
            }
            if ui
                .add_enabled(can_go, egui::Button::new(tr!("browse-go")))
                .clicked()
                || (can_go && entered)
            {
                actions.push(BrowseAction::Jump);
            }
        });
        if let Some(note) = &self.jump_note {
            ui.colored_label(ui.visuals().warn_fg_color, note.to_string());
        }
        self.seek_section(ui, actions);
    }

    /// The slider over every solution (over those found, while the total is unknown), its
    /// thumb where the board on screen stands among them. A drag goes to the board under the
    /// thumb as it moves among the solutions found, and only where it is let go beyond them,
    /// so that passing over far numbers starts no far jumps.
    fn slider(&self, ui: &mut egui::Ui, actions: &mut Vec<BrowseAction>) {
        let end = self.limit().max(self.position);
        let mut number = self.aimed.unwrap_or(self.position).clamp(1, end);
        // One solution: a range of one would put the thumb in the middle.
        let range = 1..=end.max(2);
        let share = (number - 1) as f64 / (end - 1).max(1) as f64;
        // The share beside it, not the number (the heading says it, grouped): the slider takes
        // the panel's width whatever the number, and never widens the panel.
        let slider = egui::Slider::new(&mut number, range)
            .show_value(false)
            .text(tr!(
                "browse-slider",
                percent = format!("{:.0}", share * 100.0)
            ));
        let response = ui
            .scope(|ui| {
                ui.spacing_mut().slider_width = (ui.available_width() - 80.0).max(80.0);
                ui.add_enabled(end > 1, slider)
            })
            .inner
            .on_hover_text(tr!(
                "browse-slider-hint",
                number = number,
                kind = kind_of(self.fundamental_only)
            ));
        if response.drag_stopped() {
            actions.push(BrowseAction::GoTo(number));
        } else if response.changed() {
            // Beyond the solutions found, a drag (or a key) only aims: the board goes there
            // when the thumb is let go, so that passing over far numbers starts no far jumps.
            if number > self.found() {
                actions.push(BrowseAction::Aim(number));
            } else {
                actions.push(BrowseAction::GoTo(number));
            }
        }
    }

    /// A far jump: its progress, time left and Cancel, or what the rest would take and whether
    /// to go on.
    pub(super) fn seek_section(&self, ui: &mut egui::Ui, actions: &mut Vec<BrowseAction>) {
        let Some(seek) = &self.seek else {
            return;
        };
        let back = seek.back_to.as_ref().map_or(1, |(number, _)| *number);
        if let Some(estimate) = seek.out_of_time {
            ui.add(
                egui::Label::new(tr!(
                    "seek-out-of-time",
                    number = seek.number,
                    budget = SEEK_BUDGET.as_secs(),
                    time = estimate_words(estimate)
                ))
                .wrap(),
            );
            ui.horizontal_wrapped(|ui| {
                if ui.button(tr!("seek-anyway")).clicked() {
                    actions.push(BrowseAction::SeekAnyway);
                }
                if ui.button(tr!("seek-back", number = back)).clicked() {
                    actions.push(BrowseAction::StopSeeking);
                }
            });
            return;
        }
        if seek.job.is_none() {
            return;
        }
        let done = seek.progress.map(|progress| progress.done);
        let bar = egui::ProgressBar::new(done.unwrap_or(0.0));
        let bar = ui.add(match done {
            Some(_) => bar.show_percentage(),
            None => bar.text(tr!("starting")),
        });
        name_progress(&bar, &tr!("seek-progress-name"), done);
        let left = seek
            .progress
            .map_or(Estimate::Unknown, |progress| progress.estimate);
        let words = if seek.counting {
            tr!("seek-counting", left = time_left(left))
        } else {
            tr!("seek-walking", left = time_left(left))
        };
        ui.add(egui::Label::new(words).wrap());
        if ui.button(tr!("cancel")).clicked() {
            actions.push(BrowseAction::StopSeeking);
        }
    }

    /// What the board area says while the board on screen is being looked for, and whether
    /// something is computing it (a spinner turns).
    pub fn looking(&self) -> Option<(String, bool)> {
        if self.board.is_some() || self.position == 0 {
            return None;
        }
        let busy = self.seek.as_ref().is_none_or(|seek| seek.job.is_some());
        let words = match &self.seek {
            Some(seek) if seek.out_of_time.is_some() => {
                tr!("looking-far", number = self.position)
            }
            Some(seek) if seek.counting => tr!("looking-counting", number = self.position),
            Some(seek) => tr!(
                "looking-walking",
                number = self.position,
                kind = kind_of(self.fundamental_only),
                distance = seek.distance
            ),
            None => tr!("looking", number = self.position),
        };
        Some((words, busy))
    }

    /// The class of the solution on screen under rotation and reflection: its distinct
    /// boards, the symmetries that give each, and their numbers in the judge's order.
    pub(super) fn symmetry_section(&self, ui: &mut egui::Ui, actions: &mut Vec<BrowseAction>) {
        let view = &self.symmetry;
        if view.images.is_empty() {
            return;
        }
        ui.separator();
        let size = view.images.len();
        let fundamental = self.board.as_ref() == Some(&view.images[0].0);
        // Two lines' height whichever it says, so that the boards' buttons below stay where
        // the pointer is when one of them is shown.
        let two_lines =
            2.0 * ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
        ui.vertical(|ui| {
            ui.set_min_height(two_lines);
            ui.add(
                egui::Label::new(if fundamental {
                    tr!("class-size-fundamental", count = size)
                } else {
                    tr!("class-size", count = size)
                })
                .wrap(),
            );
        });
        for ((board, symmetries), number) in view.images.iter().zip(&view.numbers) {
            // Each board's number is a button that shows it among all solutions; beside it,
            // the symmetries that give it, wrapped to the panel.
            ui.horizontal_top(|ui| {
                let (text, name) = match number {
                    Some(k) => (
                        tr!("class-number", number = *k),
                        tr!("class-show", number = *k),
                    ),
                    None => (tr!("class-number-pending"), tr!("class-show-unnumbered")),
                };
                // The board is known at once; only its number takes counting.
                let button = ui.button(text);
                button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
                if button.clicked() {
                    actions.push(match number {
                        Some(number) => BrowseAction::Show {
                            number: *number,
                            board: board.clone(),
                        },
                        None => BrowseAction::ShowUnnumbered(board.clone()),
                    });
                }
                let names: Vec<String> = symmetries.iter().map(|&s| symmetry_name(s)).collect();
                ui.add(egui::Label::new(names.join(&tr!("list-separator"))).wrap());
            });
        }
        match (view.job, view.out_of_time) {
            (Some((_, false)), _) => {
                let done = view.progress.map(|progress| progress.done);
                let bar = egui::ProgressBar::new(done.unwrap_or(0.0));
                let bar = ui.add(match done {
                    Some(_) => bar.show_percentage(),
                    None => bar.text(tr!("starting")),
                });
                name_progress(&bar, &tr!("numbering-progress-name"), done);
                let left = view
                    .numbers
                    .iter()
                    .filter(|number| number.is_none())
                    .count();
                let time = view
                    .progress
                    .map_or(Estimate::Unknown, |progress| progress.estimate);
                ui.add(
                    egui::Label::new(tr!("numbering", count = left, left = time_left(time))).wrap(),
                );
                if ui.button(tr!("numbering-stop")).clicked() {
                    actions.push(BrowseAction::CancelNumbering);
                }
            }
            (None, Some(estimate)) if !view.unlimited => {
                ui.add(
                    egui::Label::new(tr!(
                        "numbering-out-of-time",
                        budget = NUMBER_BUDGET.as_secs(),
                        rest = out_of_time(estimate)
                    ))
                    .wrap(),
                );
                if ui.button(tr!("numbering-anyway")).clicked() {
                    actions.push(BrowseAction::NumberClass);
                }
            }
            _ => {}
        }
    }
}
