//! Where solution k comes from (the page, memory, a fetch from the nearest solution known,
//! a far jump) and how far ahead the search runs.

use std::time::Duration;

use crate::app::words::estimate_words;
use crate::message;
use crate::solve::index::Landmark;
use crate::solve::known_counts;
use crate::worker::{Estimate, Event, EventKind, Job, JobId};

use super::{Browser, Fetching, OUT_OF_REACH_SECONDS, PAGE, SEEK_BUDGET, Seek};

impl Browser {
    /// Says which jobs this view needs for what is on screen: `active` is false when the
    /// browser is not on screen, and then it wants no more solutions; `counting`, whether the
    /// app's count of every solution runs.
    pub fn sync(&mut self, active: bool, counting: bool) {
        self.held_by_count = counting;
        if !active {
            // Off screen: a refused number's field takes no focus when the user comes back.
            self.focus_jump_field.set(false);
        }
        // While a count or a far jump runs, the search waits, so that they have every core.
        let wanted = if active && !self.search_held() {
            self.update_demand()
        } else {
            0
        };
        let enumeration = *self.enumeration.get_or_insert_with(|| {
            self.needs.start(Job::Enumerate {
                n: self.n,
                fundamental_only: self.fundamental_only,
            })
        });
        self.needs.want(enumeration, wanted);
        self.sync_fetch(active);
        self.sync_symmetry(active);
    }

    /// Whether the search waits for a count: of all solutions, of the solutions before the
    /// boards of a class (with no limit), or one finding a far solution.
    pub(super) fn search_held(&self) -> bool {
        self.held_by_count
            || self.seek.as_ref().is_some_and(|seek| seek.job.is_some())
            || self.symmetry.job.is_some_and(|(_, budgeted)| !budgeted)
    }

    pub(super) fn sync_fetch(&mut self, active: bool) {
        // Beyond the search, a far jump walks from the last solution known (or counts).
        let plan = (active && self.board.is_none() && self.position > 0)
            .then(|| {
                self.fetch_plan().or_else(|| {
                    let last = self.index.checkpoint_before(self.found())?;
                    Some((self.position, last, false))
                })
            })
            .flatten();
        let seek_stays = active
            && self.board.is_none()
            && self
                .seek
                .as_ref()
                .is_some_and(|seek| seek.number == self.position);
        if !seek_stays
            && let Some(seek) = self.seek.take()
            && seek.counting
            && let Some(job) = seek.job
        {
            // A walk's fetch is left to what follows: it may be bringing the board's page.
            self.needs.stop(job);
        }
        let Some((target, from, backward)) = plan else {
            if let Some(fetch) = self.fetch.take() {
                self.needs.stop(fetch.job);
            }
            return;
        };
        if self
            .fetch
            .as_ref()
            .is_some_and(|fetch| (fetch.first..=fetch.last).contains(&target))
        {
            return;
        }
        if let Some(seek) = &self.seek
            && (seek.job.is_some() || seek.out_of_time.is_some())
        {
            // Running, or waiting for the user to say whether to go on.
            return;
        }
        let distance = target.abs_diff(from.number);
        let far = self.seek.is_some()
            || distance as f64 > self.rate_or_default() * SEEK_BUDGET.as_secs_f64();
        let counting = !self.fundamental_only && known_counts(self.n).is_some();
        let mut seek = far.then(|| {
            self.seek.take().unwrap_or_else(|| Seek {
                number: self.position,
                back_to: self.last_shown.clone(),
                job: None,
                counting,
                distance,
                unlimited: false,
                progress: None,
                out_of_time: None,
            })
        });
        let budget = match &seek {
            Some(seek) if !seek.unlimited => Some(SEEK_BUDGET),
            _ => None,
        };
        let counts = seek.as_ref().is_some_and(|seek| seek.counting);
        let job = self.start_bringing((target, from, backward), budget, counts);
        if let Some(seek) = &mut seek {
            seek.job = Some(job);
        }
        self.seek = seek;
    }

    /// Starts the job that brings the board on screen: a count that locates it, or a fetch of
    /// `target` (the board or its mirror image) and its page, walking from `from`.
    pub(super) fn start_bringing(
        &mut self,
        (target, from, backward): (u64, Landmark, bool),
        budget: Option<Duration>,
        counting: bool,
    ) -> JobId {
        if counting {
            self.fetch = None;
            return self.needs.start(Job::Locate {
                n: self.n,
                number: self.position,
                budget,
            });
        }
        let (first, last) = if backward {
            (target.saturating_sub(PAGE / 2).max(1), from.number - 1)
        } else {
            (
                from.number.max(target.saturating_sub(PAGE / 2)),
                target + PAGE / 2,
            )
        };
        let job = self.needs.start(Job::Fetch {
            from,
            first,
            last,
            backward,
            budget,
        });
        self.fetch = Some(Fetching {
            job,
            first,
            last,
            backward,
            started: false,
        });
        job
    }

    /// How to bring the board on screen: the solution to fetch (itself, or its mirror image),
    /// the nearest known solution to start from, and whether to go backward from it. `None`
    /// while the search has reached neither and no known solution is near.
    pub(super) fn fetch_plan(&self) -> Option<(u64, Landmark, bool)> {
        let plan = |target: u64| {
            let forward = [
                self.index.checkpoint_before(target),
                self.page
                    .landmark_before(self.n, target, self.fundamental_only),
                self.found_near
                    .landmark_before(self.n, target, self.fundamental_only),
            ];
            // Backward from the page's first solution, when the target is just before it.
            let backward = (!self.fundamental_only && target < self.page.first)
                .then(|| self.page.get(self.n, self.page.first))
                .flatten()
                .map(|solution| Landmark {
                    number: self.page.first,
                    solution,
                    fundamental_only: false,
                });
            nearest_start(target, forward.into_iter().flatten(), backward)
                .map(|(landmark, backward)| (target, landmark, backward))
        };
        plan(self.position).or_else(|| plan(self.mirror_number(self.position)?))
    }

    /// Takes an event of the far jump under way; `false` if it is not one.
    pub(super) fn handle_seek(&mut self, event: &Event) -> bool {
        let job = event.job;
        match &event.kind {
            EventKind::Seeking { left } if self.seek_job(job) => {
                if let Some(seek) = &mut self.seek {
                    seek.progress = Some(*left);
                }
            }
            EventKind::Located { number, solution } if self.seek_job(job) => match solution {
                Some(solution) => {
                    self.seek = None;
                    self.show(*number, solution.clone());
                }
                None => self.stop_seeking(),
            },
            EventKind::OutOfTime { estimate } if self.seek_job(job) => {
                if self.fetch.as_ref().is_some_and(|fetch| fetch.job == job) {
                    self.fetch = None;
                }
                let beyond = match *estimate {
                    Estimate::About(seconds) | Estimate::MoreThan(seconds) => {
                        seconds > OUT_OF_REACH_SECONDS
                    }
                    Estimate::Unknown => false,
                };
                if let Some(seek) = &mut self.seek {
                    seek.job = None;
                    seek.out_of_time = Some(*estimate);
                }
                if beyond {
                    let number = self.position;
                    self.stop_seeking();
                    self.jump_note = Some(message!(
                        "jump-out-of-reach",
                        number = number,
                        time = estimate_words(*estimate)
                    ));
                }
            }
            _ => return false,
        }
        true
    }

    pub(super) fn seek_job(&self, job: JobId) -> bool {
        self.seek.as_ref().is_some_and(|seek| seek.job == Some(job))
    }

    /// Stops looking for a far solution and shows again the board shown before it.
    pub(super) fn stop_seeking(&mut self) {
        let Some(seek) = self.seek.take() else {
            return;
        };
        if let Some((number, board)) = seek.back_to {
            self.position = number;
            self.board = Some(board);
        } else {
            self.position = 1;
            self.board = self.in_memory(1);
        }
        self.jump_note = Some(message!("jump-stopped", number = seek.number));
    }
}

/// Where to start a walk to solution No `target`: the nearest of the solutions known before it
/// (`forward`, walked forward) and one known after it (`backward`, walked back through the
/// mirror images), and whether to go backward.
fn nearest_start(
    target: u64,
    forward: impl Iterator<Item = Landmark>,
    backward: Option<Landmark>,
) -> Option<(Landmark, bool)> {
    let forward = forward
        .max_by_key(|landmark| landmark.number)
        .map(|landmark| (target - landmark.number, landmark, false));
    let backward = backward.map(|landmark| (landmark.number - target, landmark, true));
    forward
        .into_iter()
        .chain(backward)
        .min_by_key(|(distance, ..)| *distance)
        .map(|(_, landmark, backward)| (landmark, backward))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::Solutions;

    fn landmark(number: u64) -> Landmark {
        Landmark {
            number,
            solution: Solutions::new(8).next().expect("N = 8 has solutions"),
            fundamental_only: false,
        }
    }

    #[test]
    fn a_walk_starts_from_the_nearest_solution_known_either_way() {
        let start = |target, forward: &[u64], backward: Option<u64>| {
            nearest_start(
                target,
                forward.iter().map(|&number| landmark(number)),
                backward.map(landmark),
            )
            .map(|(landmark, backward)| (landmark.number, backward))
        };
        // The latest of the solutions before it, forward.
        assert_eq!(start(1_000, &[1, 900, 512], None), Some((900, false)));
        // A page just after it is nearer: back from there.
        assert_eq!(start(1_000, &[1, 512], Some(1_010)), Some((1_010, true)));
        assert_eq!(start(1_000, &[990], Some(1_100)), Some((990, false)));
        // Nothing known: no walk.
        assert_eq!(start(1_000, &[], None), None);
    }
}
