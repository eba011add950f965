//! Where solution k comes from (the page, memory, a fetch from the nearest solution known,
//! a far jump) and how far ahead the search runs.

use std::time::{Duration, Instant};

use crate::app::words::{estimate_words, grouped};
use crate::solve::index::Landmark;
use crate::solve::known_counts;
use crate::worker::{Estimate, Event, Job, JobId};

use super::{
    AHEAD, AHEAD_AT_LEAST, AHEAD_SECONDS, Browser, Demand, Fetching, OUT_OF_REACH_SECONDS, PAGE,
    SEEK_BUDGET, Seek,
};

impl Browser {
    /// Says which jobs this view needs for what is on screen: `active` is false when the
    /// browser is not on screen, and then it wants no more solutions; `counting`, whether the
    /// app's count of every solution runs.
    pub fn sync(&mut self, active: bool, counting: bool) {
        self.held_by_count = counting;
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

    /// How many solutions the enumeration should have found: the board on screen and
    /// [`Browser::ahead`] more. Worked out again only when the board on screen moves, so that
    /// a rate that wobbles does not wake the search again and again.
    pub(super) fn update_demand(&mut self) -> u64 {
        // A board in the second half is the mirror image of one in the first.
        let reach = self
            .mirror_number(self.position)
            .map_or(self.position, |mirror| mirror.min(self.position));
        let served = self.board.is_some() || self.seek.is_some() || self.fetch_plan().is_some();
        if let Some(demand) = self
            .demand
            .filter(|d| (d.reach, d.served) == (reach, served))
        {
            return demand.wanted;
        }
        // Far beyond the search, a board reached from a known one (opened from the hand-made
        // board) does not need the search to catch up.
        let found = self.found();
        let ahead = self.ahead();
        let wanted = if served && reach > found.saturating_add(ahead) {
            found
        } else {
            reach.saturating_add(ahead)
        }
        .saturating_add(self.further);
        self.demand = Some(Demand {
            reach,
            served,
            wanted,
        });
        wanted
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
                started: Instant::now(),
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
            seek.started = Instant::now();
            seek.progress = None;
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

    /// Solutions per second of the search, or before it has measured itself, a pace that
    /// takes a jump of a page as near.
    pub(super) fn rate_or_default(&self) -> f64 {
        if self.searched.is_zero() || self.found() == 0 {
            PAGE as f64
        } else {
            self.rate()
        }
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
            ]
            .into_iter()
            .flatten()
            .max_by_key(|landmark| landmark.number)
            .map(|landmark| (target - landmark.number, landmark, false));
            // Backward from the page's first solution, when the target is just before it.
            let backward = (!self.fundamental_only && target < self.page.first)
                .then(|| self.page.get(self.n, self.page.first))
                .flatten()
                .map(|solution| {
                    let landmark = Landmark {
                        number: self.page.first,
                        solution,
                        fundamental_only: false,
                    };
                    (self.page.first - target, landmark, true)
                });
            forward
                .into_iter()
                .chain(backward)
                .min_by_key(|(distance, ..)| *distance)
                .map(|(_, landmark, backward)| (target, landmark, backward))
        };
        plan(self.position).or_else(|| plan(self.mirror_number(self.position)?))
    }

    /// Takes an event of the far jump under way; `false` if it is not one.
    pub(super) fn handle_seek(&mut self, event: &Event) -> bool {
        match event {
            Event::Seeking { job, done, of } if self.seek_job(*job) => {
                if let Some(seek) = &mut self.seek {
                    seek.progress = Some((*done, *of));
                }
            }
            Event::Located {
                job,
                number,
                solution,
            } if self.seek_job(*job) => match solution {
                Some(solution) => {
                    self.seek = None;
                    self.show(*number, solution.clone());
                }
                None => self.stop_seeking(),
            },
            Event::OutOfTime { job, estimate } if self.seek_job(*job) => {
                if self.fetch.as_ref().is_some_and(|fetch| fetch.job == *job) {
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
                    self.jump_note = Some(format!(
                        "No {} is out of reach: finding it would take {}.",
                        grouped(number),
                        estimate_words(*estimate)
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
        self.jump_note = Some(format!("Stopped looking for No {}.", grouped(seek.number)));
    }

    /// Solutions per second so far.
    pub(super) fn rate(&self) -> f64 {
        self.found() as f64 / self.searched.as_secs_f64().max(1e-6)
    }

    /// How many solutions the enumeration runs ahead of the board on screen: [`AHEAD`], or
    /// [`AHEAD_SECONDS`] of search at the rate seen so far if that is fewer, and at least
    /// [`AHEAD_AT_LEAST`].
    pub(super) fn ahead(&self) -> u64 {
        let in_time = if self.searched.is_zero() {
            AHEAD
        } else {
            (self.rate() * AHEAD_SECONDS) as u64
        };
        in_time.clamp(AHEAD_AT_LEAST, AHEAD)
    }
}
