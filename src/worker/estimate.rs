//! Time left: what a running job still needs, reckoned from the work it has done and the work
//! it knows or expects it still has, never from its first seconds alone.
//!
//! A count runs in parts (see [`Part`]): each builds its tables, then counts its units on every
//! core. A part's units go at a pace that tells the rest of that part; parts of one depth take
//! about as long as each other, whatever they find; and a part one row deeper takes a fraction
//! of one above it ([`DEEPER`]) until one has run. So the time left is the rest of the part
//! under way, at the pace of its units and of the parts of its depth before it, and the parts
//! the job expects after it, each as long as its depth has taken. A job of several rounds (the
//! boards of a class numbered in turn) adds the rounds left, each as long as those before it
//! or this one, whichever is longer.
//! Work of one steady pace (a walk through solutions, an export) goes at the pace so far.
//!
//! The time comes from a [`Clock`], so that tests can replay a job's progress on a script.

use std::time::Duration;

use web_time::Instant;

use crate::board::MAX_N;
use crate::solve::count::{Ahead, CountProgress, Part};
use crate::worker::{Estimate, TimeLeft};

/// Solutions a second that no thread of the counter reaches on any CPU we know, well above
/// what it does: what a count must take at least, before it has measured itself.
pub(crate) const FASTEST_COUNT_PER_THREAD: f64 = 1e9;

/// What a part's units take next to those of a part one row shallower, until one of its
/// depth has run, where the count does not say ([`Ahead::deeper`]): a queen more leaves far
/// fewer boards below it. Its tables shrink more slowly, [`DEEPER_TABLES`]. Both ratios are
/// rounded from counts timed a row at a time.
const DEEPER: f64 = 0.25;

/// What building a part's tables takes next to a part one row shallower: see [`DEEPER`].
const DEEPER_TABLES: f64 = 0.75;

/// Where the time comes from: the clock on the wall, or a script in tests.
pub(crate) trait Clock: Send {
    /// The time since some fixed start.
    fn now(&self) -> Duration;
}

/// The clock on the wall.
pub(crate) struct Wall(Instant);

impl Wall {
    pub(crate) fn new() -> Self {
        Self(Instant::now())
    }
}

impl Clock for Wall {
    fn now(&self) -> Duration {
        self.0.elapsed()
    }
}

/// What the finished parts of one depth have taken, in seconds: each the mean of the last
/// one and those before it, so that the latest weigh the most.
#[derive(Clone, Copy, Debug, Default)]
struct Taken {
    /// Whether a part of this depth has finished.
    any: bool,
    /// Building their tables, before their first unit began.
    setup: f64,
    /// Counting their units.
    counting: f64,
}

impl Taken {
    fn add(&mut self, setup: f64, counting: f64) {
        *self = if self.any {
            Self {
                any: true,
                setup: f64::midpoint(self.setup, setup),
                counting: f64::midpoint(self.counting, counting),
            }
        } else {
            Self {
                any: true,
                setup,
                counting,
            }
        };
    }

    fn mean(self) -> Option<(f64, f64)> {
        self.any.then_some((self.setup, self.counting))
    }
}

/// The part under way.
#[derive(Clone, Copy, Debug)]
struct Running {
    part: Part,
    /// What building its tables took.
    setup: f64,
    /// When its units began.
    counting_from: f64,
    units_done: usize,
    units: usize,
    /// The solutions its finished units found.
    found: u64,
}

impl Running {
    /// The share of its units finished.
    fn share(&self) -> f64 {
        self.units_done as f64 / self.units.max(1) as f64
    }
}

/// Rounds of the same work one after another (boards numbered in turn).
#[derive(Clone, Copy, Debug, Default)]
struct Rounds {
    /// When the round under way began, if one has.
    started: Option<f64>,
    /// The rounds after it.
    left: usize,
    /// The rounds finished, and what they took in all.
    done: u32,
    taken: f64,
}

impl Rounds {
    /// What a round takes, as those finished took.
    fn each(&self) -> Option<f64> {
        (self.done > 0).then(|| self.taken / f64::from(self.done))
    }
}

/// Reckons a job's time left from its progress.
pub(crate) struct Reckoner<C: Clock = Wall> {
    clock: C,
    threads: usize,
    started: f64,
    taken: [Taken; MAX_N + 1],
    running: Option<Running>,
    /// Whether a part has reported progress in this round: before, nothing is known of it.
    heard_this_round: bool,
    /// When the last part ended (or the round began): the next part's tables are being built
    /// since then.
    last_end: f64,
    /// What is expected after the last part that ended, until the next part tells.
    pending: Ahead,
    rounds: Rounds,
    /// Work of a steady pace: done of how much.
    steady: Option<(u64, u64)>,
    /// The fewest solutions the job counts, if known.
    solutions: u64,
}

impl Reckoner<Wall> {
    /// A reckoner for a job starting now on `threads` threads.
    pub(crate) fn new(threads: usize) -> Self {
        Self::with_clock(Wall::new(), threads)
    }
}

impl<C: Clock> Reckoner<C> {
    /// A reckoner reading `clock`, for a job starting now on `threads` threads.
    pub(crate) fn with_clock(clock: C, threads: usize) -> Self {
        let started = clock.now().as_secs_f64();
        Self {
            clock,
            threads: threads.max(1),
            started,
            taken: [Taken::default(); MAX_N + 1],
            running: None,
            heard_this_round: false,
            last_end: started,
            pending: Ahead::default(),
            rounds: Rounds::default(),
            steady: None,
            solutions: 0,
        }
    }

    fn now(&self) -> f64 {
        self.clock.now().as_secs_f64()
    }

    /// Says that the job counts at least `solutions` solutions in all (the known total of a
    /// whole board's count): before it has measured itself, it takes at least what the fastest
    /// count would.
    pub(crate) fn counts_at_least(&mut self, solutions: u64) {
        self.solutions = solutions;
    }

    /// Starts a round of the job (the round before, if any, has ended), with `left` more after
    /// it.
    pub(crate) fn next_round(&mut self, left: usize) {
        let now = self.now();
        if let Some(started) = self.rounds.started {
            self.rounds.done += 1;
            self.rounds.taken += now - started;
        }
        self.rounds.started = Some(now);
        self.rounds.left = left;
        self.running = None;
        self.heard_this_round = false;
        self.pending = Ahead::default();
        self.last_end = now;
    }

    /// Takes in a count's progress.
    pub(crate) fn counted(&mut self, progress: &CountProgress) {
        let now = self.now();
        let running = match self.running {
            Some(running) if running.part.index == progress.part.index => running,
            // A new part: its tables have been built since the last part ended.
            _ => Running {
                part: progress.part,
                setup: now - self.last_end,
                counting_from: now,
                units_done: 0,
                units: progress.units,
                found: 0,
            },
        };
        let running = Running {
            part: progress.part,
            units_done: progress.units_done,
            units: progress.units,
            found: progress.total,
            ..running
        };
        self.heard_this_round = true;
        if running.units_done >= running.units {
            let counting = now - running.counting_from;
            self.taken[running.part.depth].add(running.setup, counting);
            self.pending = running.part.ahead;
            self.last_end = now;
            self.running = None;
        } else {
            self.running = Some(running);
        }
    }

    /// Takes in the progress of work of a steady pace: `done` of `of`.
    pub(crate) fn steady(&mut self, done: u64, of: u64) {
        self.steady = Some((done, of));
    }

    /// What the job still needs, and the share of its time done.
    pub(crate) fn time_left(&self) -> TimeLeft {
        let now = self.now();
        let estimate = self.estimate_at(now);
        let elapsed = now - self.started;
        let done = match (self.steady, estimate) {
            (Some((done, of)), _) if of > 0 => done as f64 / of as f64,
            (_, Estimate::About(left) | Estimate::MoreThan(left)) if elapsed + left > 0.0 => {
                elapsed / (elapsed + left)
            }
            _ => 0.0,
        };
        TimeLeft {
            done: done.clamp(0.0, 1.0) as f32,
            estimate,
        }
    }

    /// What the job still needs.
    pub(crate) fn estimate(&self) -> Estimate {
        self.estimate_at(self.now())
    }

    fn estimate_at(&self, now: f64) -> Estimate {
        if let Some((done, of)) = self.steady {
            let elapsed = now - self.started;
            return if done > 0 {
                Estimate::About(elapsed * of.saturating_sub(done) as f64 / done as f64)
            } else {
                Estimate::Unknown
            };
        }
        let fastest = self.fastest();
        let round_started = self.rounds.started.unwrap_or(self.started);
        let this_round = if self.heard_this_round {
            self.this_round_left(now)
        } else {
            // Nothing heard of this round yet: as long as the rounds before it.
            self.rounds
                .each()
                .map(|each| (each - (now - round_started)).max(0.0))
        };
        let Some(left) = this_round else {
            return self.lower_bound(now, fastest);
        };
        // A round found at once (a board stepped to from one the browser has seen) says little
        // of those that count: each round left is as long as the longer.
        let this_whole = now - round_started + left;
        let each = self
            .rounds
            .each()
            .map_or(this_whole, |each| each.max(this_whole));
        Estimate::About((left + self.rounds.left as f64 * each).max(fastest))
    }

    /// The rest of the round under way: the rest of the part under way and the parts ahead,
    /// if every one of them can be reckoned.
    fn this_round_left(&self, now: f64) -> Option<f64> {
        let (current, ahead) = match &self.running {
            Some(running) => (self.rest_of(running, now)?, running.part.ahead),
            // Between parts: the next one's tables are being built.
            None => (-(now - self.last_end), self.pending),
        };
        let mut left = current;
        for (depth, &parts) in ahead.parts.iter().enumerate() {
            if parts > 0.0 {
                left += f64::from(parts) * self.part_time(depth, now)?;
            }
        }
        Some(left.max(0.0))
    }

    /// What the part under way still needs.
    fn rest_of(&self, running: &Running, now: f64) -> Option<f64> {
        let whole = self.counting_time(running, now)?;
        let counting = now - running.counting_from;
        Some(if running.units_done == 0 {
            (whole - counting).max(0.0)
        } else {
            whole * (1.0 - running.share())
        })
    }

    /// What counting the units of the part under way takes in all: at the pace of its own
    /// units, trusted as their share grows, and of the parts before it.
    fn counting_time(&self, running: &Running, now: f64) -> Option<f64> {
        let counting = now - running.counting_from;
        let before = self
            .finished_time(running.part.depth)
            .map(|(_, counting)| counting);
        if running.units_done == 0 {
            return before.map(|before| before.max(counting));
        }
        let share = running.share();
        Some(match before {
            // `share` of its own pace (`counting / share`), the rest of the pace before it.
            Some(before) => counting + (1.0 - share) * before,
            None => counting / share,
        })
    }

    /// What a part of `depth` takes, building its tables and counting its units: as the parts
    /// finished of its depth took, or of the nearest depth, [`deeper`].
    fn finished_time(&self, depth: usize) -> Option<(f64, f64)> {
        let finished = (0..=MAX_N).filter_map(|other| Some((other, self.taken[other].mean()?)));
        let (other, times) = nearest(finished, depth)?;
        Some(deeper(times, depth as f64 - other as f64, self.deeper()))
    }

    /// What a part one row deeper takes next to one above it: as the count says, else
    /// [`DEEPER`].
    fn deeper(&self) -> f64 {
        let ahead = self
            .running
            .map_or(self.pending, |running| running.part.ahead);
        if ahead.deeper > 0.0 {
            f64::from(ahead.deeper)
        } else {
            DEEPER
        }
    }

    /// What a part of `depth` ahead takes: as the part under way will, if it is of that depth
    /// (it is the latest news of how the parts of its depth go: the squares of a row take
    /// longer towards its middle at N = 20), else as the parts finished of its depth took, or
    /// the nearest depth known, [`deeper`].
    fn part_time(&self, depth: usize, now: f64) -> Option<f64> {
        let running = self.running.and_then(|running| {
            let counting = self.counting_time(&running, now)?;
            Some((running.part.depth, (running.setup, counting)))
        });
        let finished = (0..=MAX_N).filter_map(|other| Some((other, self.taken[other].mean()?)));
        let (other, times) = nearest(running.into_iter().chain(finished), depth)?;
        let (setup, counting) = deeper(times, depth as f64 - other as f64, self.deeper());
        Some(setup + counting)
    }

    /// What counting the solutions the job must still count takes at least, at the pace of
    /// the fastest count.
    fn fastest(&self) -> f64 {
        let (found, ahead) = match &self.running {
            Some(running) => (running.found, running.part.ahead),
            None => (0, self.pending),
        };
        let solutions = self.solutions.max(ahead.solutions).saturating_sub(found);
        solutions as f64 / (self.threads as f64 * FASTEST_COUNT_PER_THREAD)
    }

    /// What the job takes at least, when it cannot be reckoned yet: the `fastest` count of
    /// the solutions it must count, and for a part whose units have all run longer than the
    /// time spent, that time again for each round of units left on the threads.
    fn lower_bound(&self, now: f64, fastest: f64) -> Estimate {
        let units = self.running.map_or(0.0, |running| {
            let rounds = running.units.div_ceil(self.threads).saturating_sub(1);
            (now - running.counting_from) * rounds as f64
        });
        match fastest.max(units) {
            seconds if seconds > 0.0 => Estimate::MoreThan(seconds),
            _ => Estimate::Unknown,
        }
    }
}

/// What a part `rows` deeper takes than one that took `(setup, counting)`, its units taking
/// `each_row` of the row above's.
fn deeper((setup, counting): (f64, f64), rows: f64, each_row: f64) -> (f64, f64) {
    (
        setup * DEEPER_TABLES.powf(rows),
        counting * each_row.powf(rows),
    )
}

/// Of what is known of parts by depth, the nearest `depth`: the shallower of two as near, and
/// of two of one depth the first.
fn nearest<T>(known: impl Iterator<Item = (usize, T)>, depth: usize) -> Option<(usize, T)> {
    known.min_by_key(|&(other, _)| (other.abs_diff(depth), other > depth))
}

#[cfg(test)]
mod tests;
