//! Browsing the solutions in order: the state of the browser, what it asks of the worker, and
//! its side panel.
//!
//! The window's thread never steps the enumerator. A solution comes from memory at once when it
//! can: the page of solutions last fetched, a checkpoint of the index, or (once the total `M`
//! is known) the mirror image of No `M + 1 − k`. Otherwise the fetch lane resumes the
//! enumeration from the nearest solution known and sends a page around the one wanted, while
//! the board shows a placeholder. The enumeration itself runs only as far ahead of the board on
//! screen as [`AHEAD`] says, and waits in every other mode.

use std::time::{Duration, Instant};

use eframe::egui::{self, Key, RichText};

use super::ui::{
    counted, estimate_words, grouped, human_count, human_elapsed, name_progress, out_of_time,
    presses, spinner, time_left,
};
use crate::board::{Placement, Symmetry};
use crate::solve::index::{DEFAULT_SPACING, Landmark, SolutionIndex};
use crate::solve::known_counts;
use crate::worker::{Estimate, Event, Job, JobId, NumberRequest, Worker};

/// The most solutions the enumeration runs ahead of the board on screen before it waits.
pub const AHEAD: u64 = 1_000_000;

/// The most search time the enumeration runs ahead of the board on screen, at the rate seen
/// so far: at N = 32, where solutions come a few thousand a second, it waits sooner.
const AHEAD_SECONDS: f64 = 10.0;

/// The fewest solutions the enumeration runs ahead, however slow it is: the next few.
const AHEAD_AT_LEAST: u64 = 16;

/// Solutions fetched around the one wanted, so that the next and previous ones are at hand.
const PAGE: u64 = 512;

/// How long the symmetry panel's numbers may take before the panel offers to go on.
const NUMBER_BUDGET: Duration = Duration::from_secs(2);

/// How long a jump may search before the panel says what the rest would take and offers to
/// go on; a walk expected to take longer than this is a far jump.
const SEEK_BUDGET: Duration = Duration::from_secs(2);

/// A jump whose rest would take longer than this (a year) is out of reach: the browser says so
/// and goes back to the board it showed. An estimate from the first seconds of a count can be
/// off several times over (the count's tables are built first); one past a year is out of
/// reach all the same.
const OUT_OF_REACH_SECONDS: f64 = 365.25 * 86_400.0;

/// What the browse panel asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum BrowseAction {
    /// Show solution No k.
    GoTo(u64),
    /// Show the next solution. (Relative, so that two presses in one frame make two steps.)
    Next,
    /// Show the previous solution.
    Previous,
    /// Show the last solution (the last found, if the total is unknown).
    Last,
    /// Show `board`, known to be solution No `number` of all (not of the fundamental ones).
    Show {
        /// Its number among all solutions.
        number: u64,
        /// The board.
        board: Placement,
    },
    /// Browse the fundamental solutions only, or all.
    FundamentalOnly(bool),
    /// Number the boards of the class with no time limit.
    NumberClass,
    /// Stop numbering the class.
    CancelNumbering,
    /// Put the solution on screen on the hand-made board.
    Edit,
    /// Take the text of the "Go to No" field.
    Jump,
    /// Go on looking for a far solution with no time limit.
    SeekAnyway,
    /// Stop looking for a far solution and go back to the board shown before.
    StopSeeking,
    /// Let the paused search find more solutions.
    SearchFurther,
    /// Count every solution of N.
    StartCount,
    /// Stop the count.
    CancelCount,
}

/// How far the enumeration should go, and what that was worked out from.
#[derive(Clone, Copy)]
struct Demand {
    /// The solution on screen, or its mirror image's number if that is nearer the start.
    reach: u64,
    /// Whether the board on screen was at hand without the search.
    served: bool,
    /// Solutions wanted.
    wanted: u64,
}

/// A run of consecutive solutions fetched from the worker.
#[derive(Default)]
struct Page {
    first: u64,
    columns: Vec<u8>,
}

impl Page {
    fn len(&self, n: usize) -> u64 {
        (self.columns.len() / n) as u64
    }

    fn get(&self, n: usize, number: u64) -> Option<Placement> {
        let offset = number.checked_sub(self.first)?;
        (offset < self.len(n)).then(|| {
            let start = offset as usize * n;
            Placement::from_columns(&self.columns[start..start + n])
        })
    }

    /// The number of `board` if the page holds it (the page is in the judge's order).
    fn number_of(&self, board: &Placement) -> Option<u64> {
        let n = board.n();
        let rows: Vec<&[u8]> = self.columns.chunks_exact(n).collect();
        let offset = rows.binary_search(&board.columns()).ok()?;
        Some(self.first + offset as u64)
    }

    /// The last solution of the page at or before `number`, as a place to resume from.
    fn landmark_before(&self, n: usize, number: u64, fundamental_only: bool) -> Option<Landmark> {
        let last = (self.first + self.len(n)).checked_sub(1)?.min(number);
        Some(Landmark {
            number: last,
            solution: self.get(n, last)?,
            fundamental_only,
        })
    }
}

/// A fetch under way: its job and the solutions it will bring.
struct Fetching {
    job: JobId,
    first: u64,
    last: u64,
    /// Whether it brings them last first.
    backward: bool,
    /// Whether its first batch has come (and replaced the page).
    started: bool,
}

/// A jump to a solution far from every one known: found by counting the solutions before it
/// (all solutions, total known) or by walking from the nearest one (fundamental solutions,
/// N past the known totals), under [`SEEK_BUDGET`] unless the user asked to go on.
struct Seek {
    /// The number looked for.
    number: u64,
    /// The board shown before, to go back to.
    back_to: Option<(u64, Placement)>,
    /// The job, while it runs: a [`Job::Locate`], or a fetch walking to the number.
    job: Option<JobId>,
    /// Whether it counts rather than walks.
    counting: bool,
    /// For a walk, the solutions between the nearest one known and the one wanted.
    distance: u64,
    /// Whether the user asked to go on with no time limit.
    unlimited: bool,
    /// When the running job started.
    started: Instant,
    /// Solutions counted or walked so far, of about how many.
    progress: Option<(u64, u64)>,
    /// Where the budget ran out, what the rest would take.
    out_of_time: Option<Estimate>,
}

/// The symmetry class of the solution on screen, and the judge's numbers of its boards.
struct SymmetryView {
    /// The solution the class is of.
    of: Option<Placement>,
    /// The distinct boards, each with the symmetries that give it.
    images: Vec<(Placement, Vec<Symmetry>)>,
    /// Their numbers among all solutions, where known.
    numbers: Vec<Option<u64>>,
    /// The numbering job, and whether it runs under the time budget.
    job: Option<(JobId, bool)>,
    /// Where the budget ran out, what the rest would take.
    out_of_time: Option<Estimate>,
    /// Where the user asked for numbering with no limit, so that it is not redone under one.
    unlimited: bool,
    /// How far the numbering has come, and since when it runs.
    progress: Option<crate::solve::count::CountProgress>,
    started: Instant,
}

/// A count of every solution of N on all cores, with its progress.
struct Count {
    job: Option<JobId>,
    started: Instant,
    progress: Option<crate::solve::count::CountProgress>,
    /// The last finished count: N, the counts and how long it took.
    result: Option<(usize, crate::solve::Counts, Duration)>,
    /// Why the last count could not start.
    failed: Option<String>,
    /// Where the user stopped the last count, how far it had come.
    stopped: Option<String>,
}

/// The browser of solutions, fed by the enumeration on the solver thread.
pub struct Browser {
    n: usize,
    fundamental_only: bool,
    enumeration: JobId,
    index: SolutionIndex,
    /// How long the enumeration has searched, not counting its waits.
    searched: Duration,
    finished: bool,
    /// The number of the solution on screen; 0 before the first one arrives.
    position: u64,
    /// The board at `position`, or `None` while it is being looked up.
    board: Option<Placement>,
    page: Page,
    fetch: Option<Fetching>,
    seek: Option<Seek>,
    /// The last board shown, for a far jump to go back to.
    last_shown: Option<(u64, Placement)>,
    demand: Option<Demand>,
    /// Solutions the user asked the paused search to find beyond what it wanted.
    further: u64,
    symmetry: SymmetryView,
    count: Count,
    jump_text: String,
    jump_note: Option<String>,
}

impl Browser {
    /// A browser of the solutions of `n` (or of its fundamental ones), starting its search.
    pub fn new(worker: &mut Worker, n: usize, fundamental_only: bool) -> Self {
        let enumeration = worker.submit(Job::Enumerate {
            n,
            fundamental_only,
        });
        let index = SolutionIndex::new(n, DEFAULT_SPACING);
        Self {
            n,
            fundamental_only,
            enumeration,
            index: if fundamental_only {
                index.fundamental_only()
            } else {
                index
            },
            searched: Duration::ZERO,
            finished: false,
            position: 0,
            board: None,
            page: Page::default(),
            fetch: None,
            seek: None,
            last_shown: None,
            demand: None,
            further: 0,
            symmetry: SymmetryView {
                of: None,
                images: Vec::new(),
                numbers: Vec::new(),
                job: None,
                out_of_time: None,
                unlimited: false,
                progress: None,
                started: Instant::now(),
            },
            count: Count {
                job: None,
                started: Instant::now(),
                progress: None,
                result: None,
                failed: None,
                stopped: None,
            },
            jump_text: String::new(),
            jump_note: None,
        }
    }

    /// Starts again for another N or numbering: the old jobs stop and a new search starts;
    /// the count's last result stays, as it says which N it is of.
    pub fn restart(&mut self, worker: &mut Worker, n: usize, fundamental_only: bool) {
        self.sync(worker, false, n);
        let result = self.count.result;
        // The new enumeration replaces the old one in its lane, which cancels it.
        *self = Self::new(worker, n, fundamental_only);
        self.count.result = result;
    }

    // ------------------------------------------------------------------------
    // What the panel and the tests read

    /// Whether it numbers the fundamental solutions only.
    pub fn fundamental_only(&self) -> bool {
        self.fundamental_only
    }

    /// The number of the solution on screen (0 before the first).
    pub fn position(&self) -> u64 {
        self.position
    }

    /// The board on screen, `None` while it is being looked up.
    pub fn board(&self) -> Option<&Placement> {
        self.board.as_ref()
    }

    /// Solutions found so far by the enumeration.
    pub fn found(&self) -> u64 {
        self.index.found()
    }

    /// Whether the enumeration has found every solution.
    pub fn finished(&self) -> bool {
        self.finished
    }

    /// The id of the enumeration.
    pub fn enumeration(&self) -> JobId {
        self.enumeration
    }

    /// The number of solutions browsed: known from OEIS, or once the search has finished.
    pub fn total(&self) -> Option<u64> {
        if self.finished {
            return Some(self.found());
        }
        known_counts(self.n).map(|counts| counts.of(self.fundamental_only))
    }

    /// The boards of the class of the solution on screen, once worked out.
    pub fn symmetry_class(&self) -> &[(Placement, Vec<Symmetry>)] {
        &self.symmetry.images
    }

    /// The last finished count, for `n`.
    pub fn count_result(&self, n: usize) -> Option<crate::solve::Counts> {
        self.count
            .result
            .filter(|(m, ..)| *m == n)
            .map(|(_, counts, _)| counts)
    }

    /// Whether a count is running.
    pub fn counting(&self) -> bool {
        self.count.job.is_some()
    }

    /// The mirror image's number of solution No `number`, when all solutions are numbered.
    fn mirror_number(&self, number: u64) -> Option<u64> {
        let total = self.total().filter(|_| !self.fundamental_only)?;
        (1..=total)
            .contains(&number)
            .then(|| crate::solve::mirror_number(total, number))
    }

    /// Solution `number` from memory, if it is there.
    fn in_memory(&self, number: u64) -> Option<Placement> {
        let direct = |k| {
            self.page
                .get(self.n, k)
                .or_else(|| self.index.checkpoint(k))
        };
        direct(number).or_else(|| {
            let mirrored = direct(self.mirror_number(number)?)?;
            Some(mirrored.transformed(Symmetry::MirrorColumns))
        })
    }

    /// The number of `board` among all solutions, from memory, if it is there.
    fn number_in_memory(&self, board: &Placement) -> Option<u64> {
        if self.fundamental_only {
            return None;
        }
        if self.board.as_ref() == Some(board) {
            return Some(self.position);
        }
        self.page.number_of(board).or_else(|| {
            let (landmark, _) = self.index.checkpoint_before_board(board)?;
            (landmark.solution == *board).then_some(landmark.number)
        })
    }

    // ------------------------------------------------------------------------
    // Actions

    /// The last number the browser can go to: the total, or while it is unknown, the one
    /// after those found (the search goes on to find it).
    fn limit(&self) -> u64 {
        self.total().unwrap_or_else(|| self.found() + 1)
    }

    /// Shows solution `number`: from memory at once, or a placeholder until the worker
    /// brings it. Numbers past [`Browser::limit`] are taken as the last.
    pub fn go_to(&mut self, number: u64) {
        let limit = self.limit();
        if limit == 0 {
            return;
        }
        let number = number.clamp(1, limit);
        if number == self.position && self.board.is_some() {
            return;
        }
        if let Some(board) = self.board.take() {
            self.last_shown = Some((self.position, board));
        }
        self.position = number;
        self.board = self.in_memory(number);
    }

    /// Shows `board`, whose number among all solutions is `number`, as it is: no look-up. It
    /// starts a page of its own, so that its neighbours are fetched from it, both ways,
    /// however far ahead of the search it is.
    pub fn show(&mut self, number: u64, board: Placement) {
        debug_assert!(!self.fundamental_only);
        self.page = Page {
            first: number,
            columns: board.columns().to_vec(),
        };
        self.position = number;
        self.board = Some(board);
    }

    /// Reads the "Go to No" field and goes there, or says why not.
    fn jump(&mut self) {
        let text = self.jump_text.trim().replace([',', '_', ' '], "");
        let what = if self.fundamental_only {
            "fundamental solution"
        } else {
            "solution"
        };
        self.jump_note = match (text.parse::<u64>(), self.total()) {
            (Ok(0) | Err(_), _) => Some(format!(
                "`{}` is not a solution number.",
                self.jump_text.trim()
            )),
            (Ok(_), Some(0)) => Some(format!("N = {} has no {what}s.", self.n)),
            (Ok(number), Some(total)) if number > total => Some(format!(
                "N = {} has {}; there is no No {}.",
                self.n,
                counted(total, what),
                grouped(number)
            )),
            (Ok(number), None) if number > self.found() => Some(format!(
                "The search has found {} so far and has not reached No {} yet.",
                counted(self.found(), what),
                grouped(number)
            )),
            (Ok(number), _) => {
                self.go_to(number);
                None
            }
        };
    }

    // ------------------------------------------------------------------------
    // Jobs

    /// Starts and cancels this view's jobs as what is on screen needs them: `active` is false
    /// when the browser is not on screen, and then it wants nothing.
    pub fn sync(&mut self, worker: &mut Worker, active: bool, n: usize) {
        // While a count or a far jump runs, the search waits, so that they have every core.
        let wanted = if active && !self.search_held() {
            self.update_demand()
        } else {
            0
        };
        worker.want(self.enumeration, wanted);
        self.sync_fetch(worker, active);
        self.sync_symmetry(worker, active);
        if self.count.job.is_some() && (!active || n != self.n) {
            self.cancel_count(worker);
        }
    }

    /// Whether the search waits for a count of this view: of all solutions, of the solutions
    /// before the boards of a class (with no limit), or one finding a far solution.
    fn search_held(&self) -> bool {
        self.counting()
            || self.seek.as_ref().is_some_and(|seek| seek.job.is_some())
            || self.symmetry.job.is_some_and(|(_, budgeted)| !budgeted)
    }

    /// How many solutions the enumeration should have found: the board on screen and
    /// [`Browser::ahead`] more. Worked out again only when the board on screen moves, so that
    /// a rate that wobbles does not wake the search again and again.
    fn update_demand(&mut self) -> u64 {
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

    fn sync_fetch(&mut self, worker: &mut Worker, active: bool) {
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
            worker.cancel_job(job);
        }
        let Some((target, from, backward)) = plan else {
            if let Some(fetch) = self.fetch.take() {
                worker.cancel_job(fetch.job);
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
        let job = self.start_bringing(worker, (target, from, backward), budget, counts);
        if let Some(seek) = &mut seek {
            seek.job = Some(job);
            seek.started = Instant::now();
            seek.progress = None;
        }
        self.seek = seek;
    }

    /// Starts the job that brings the board on screen: a count that locates it, or a fetch of
    /// `target` (the board or its mirror image) and its page, walking from `from`.
    fn start_bringing(
        &mut self,
        worker: &mut Worker,
        (target, from, backward): (u64, Landmark, bool),
        budget: Option<Duration>,
        counting: bool,
    ) -> JobId {
        if counting {
            self.fetch = None;
            return worker.submit(Job::Locate {
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
        let job = worker.submit(Job::Fetch {
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
    fn rate_or_default(&self) -> f64 {
        if self.searched.is_zero() || self.found() == 0 {
            PAGE as f64
        } else {
            self.rate()
        }
    }

    /// How to bring the board on screen: the solution to fetch (itself, or its mirror image),
    /// the nearest known solution to start from, and whether to go backward from it. `None`
    /// while the search has reached neither and no known solution is near.
    fn fetch_plan(&self) -> Option<(u64, Landmark, bool)> {
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

    /// Works out the class of the board on screen when it changes, numbers its boards from
    /// memory, and asks the number lane for the rest.
    fn sync_symmetry(&mut self, worker: &mut Worker, active: bool) {
        let view = &mut self.symmetry;
        if !active || view.of != self.board {
            if let Some((job, _)) = view.job.take() {
                worker.cancel_job(job);
            }
            view.images.clear();
            view.numbers.clear();
            view.out_of_time = None;
            view.unlimited = false;
            view.of = None;
        }
        if !active || view.of.is_some() {
            return;
        }
        let Some(board) = self.board.clone() else {
            return;
        };
        for symmetry in Symmetry::ALL {
            let image = board.transformed(symmetry);
            match view.images.iter_mut().find(|(other, _)| *other == image) {
                Some((_, symmetries)) => symmetries.push(symmetry),
                None => view.images.push((image, vec![symmetry])),
            }
        }
        view.images.sort_by(|a, b| a.0.cmp(&b.0));
        view.of = Some(board);
        let numbers: Vec<Option<u64>> = self
            .symmetry
            .images
            .iter()
            .map(|(image, _)| self.number_in_memory(image))
            .collect();
        self.symmetry.numbers = numbers;
        self.complete_mirror_numbers();
        self.request_numbers(worker, Some(NUMBER_BUDGET));
    }

    /// Asks the number lane for the numbers not known yet.
    fn request_numbers(&mut self, worker: &mut Worker, budget: Option<Duration>) {
        let boards: Vec<NumberRequest> = self
            .symmetry
            .images
            .iter()
            .zip(&self.symmetry.numbers)
            .filter(|(_, number)| number.is_none())
            .map(|((board, _), _)| NumberRequest {
                board: board.clone(),
                near: (!self.fundamental_only)
                    .then(|| self.index.checkpoint_before_board(board))
                    .flatten(),
            })
            .collect();
        if boards.is_empty() {
            return;
        }
        self.symmetry.out_of_time = None;
        self.symmetry.progress = None;
        self.symmetry.started = Instant::now();
        self.symmetry.job = Some((
            worker.submit(Job::Number { boards, budget }),
            budget.is_some(),
        ));
    }

    /// Fills in each unnumbered board whose mirror image is numbered.
    fn complete_mirror_numbers(&mut self) {
        // The numbers are among all solutions, in either mode.
        let total = match (self.fundamental_only, self.total()) {
            (false, Some(total)) => total,
            (true, _) => match known_counts(self.n) {
                Some(counts) => counts.total,
                None => return,
            },
            (false, None) => return,
        };
        let view = &mut self.symmetry;
        for i in 0..view.images.len() {
            if view.numbers[i].is_some() {
                continue;
            }
            let mirror = view.images[i].0.transformed(Symmetry::MirrorColumns);
            let known = view
                .images
                .iter()
                .zip(&view.numbers)
                .find_map(|((board, _), number)| (*board == mirror).then_some(*number).flatten());
            view.numbers[i] = known.map(|k| crate::solve::mirror_number(total, k));
        }
    }

    /// Starts a count of every solution of N on all cores.
    fn start_count(&mut self, worker: &mut Worker) {
        self.count.job = Some(worker.submit(Job::Count {
            n: self.n,
            threads: 0,
        }));
        self.count.started = Instant::now();
        self.count.progress = None;
        self.count.failed = None;
        self.count.stopped = None;
    }

    fn cancel_count(&mut self, worker: &mut Worker) {
        if let Some(job) = self.count.job.take() {
            worker.cancel_job(job);
        }
        self.count.progress = None;
    }

    /// Applies what the panel asked for, but for what needs the rest of the app (`Edit`,
    /// `Show` and `FundamentalOnly`, which the app handles).
    pub fn apply(&mut self, action: &BrowseAction, worker: &mut Worker) {
        match action {
            BrowseAction::GoTo(number) => self.go_to(*number),
            BrowseAction::Next if self.position > 0 => self.go_to(self.position + 1),
            BrowseAction::Previous if self.position > 1 => self.go_to(self.position - 1),
            BrowseAction::Last => self.go_to(self.total().unwrap_or_else(|| self.found())),
            BrowseAction::Jump => self.jump(),
            BrowseAction::NumberClass => {
                self.symmetry.unlimited = true;
                self.request_numbers(worker, None);
            }
            BrowseAction::CancelNumbering => {
                if let Some((job, _)) = self.symmetry.job.take() {
                    worker.cancel_job(job);
                }
            }
            BrowseAction::SeekAnyway => {
                if let Some(seek) = &mut self.seek {
                    seek.unlimited = true;
                    seek.out_of_time = None;
                }
            }
            BrowseAction::StopSeeking => {
                if let Some(job) = self.seek.as_ref().and_then(|seek| seek.job) {
                    worker.cancel_job(job);
                }
                self.fetch = None;
                self.stop_seeking();
            }
            BrowseAction::SearchFurther => {
                self.further += self.ahead();
                // Worked out again with the new reach.
                self.demand = None;
            }
            BrowseAction::StartCount => self.start_count(worker),
            BrowseAction::CancelCount => {
                let found = self.count.progress.map_or(0, |progress| progress.total);
                self.count.stopped = Some(format!(
                    "Count stopped after {}, with {} counted.",
                    human_elapsed(self.count.started.elapsed()),
                    counted(found, "solution")
                ));
                self.cancel_count(worker);
            }
            BrowseAction::Next
            | BrowseAction::Previous
            | BrowseAction::Show { .. }
            | BrowseAction::FundamentalOnly(_)
            | BrowseAction::Edit => {}
        }
    }

    /// Takes an event of one of this view's jobs; `false` if it belongs to none.
    pub fn handle(&mut self, event: &Event) -> bool {
        if self.handle_seek(event) {
            return true;
        }
        match event {
            Event::Enumerated {
                job,
                delta,
                searched,
                finished,
            } if *job == self.enumeration => {
                self.index.absorb(delta);
                self.searched = *searched;
                self.finished = *finished;
                if self.finished && self.position > self.found() {
                    // The search ended before the number asked for: there is no such solution.
                    let last = self.found();
                    self.go_to(last);
                }
                if self.position == 0 && self.found() > 0 {
                    self.go_to(1);
                }
            }
            Event::Fetched {
                job,
                first,
                columns,
                finished,
            } => {
                let Some(fetch) = self.fetch.as_mut().filter(|fetch| fetch.job == *job) else {
                    return false;
                };
                if fetch.started && fetch.backward {
                    let mut before = columns.clone();
                    before.extend_from_slice(&self.page.columns);
                    self.page = Page {
                        first: *first,
                        columns: before,
                    };
                } else if fetch.started {
                    self.page.columns.extend_from_slice(columns);
                } else {
                    fetch.started = true;
                    self.page = Page {
                        first: *first,
                        columns: columns.clone(),
                    };
                }
                if *finished {
                    self.fetch = None;
                }
            }
            Event::Numbered { job, board, number } if self.symmetry_job(*job) => {
                let view = &mut self.symmetry;
                if let Some(i) = view.images.iter().position(|(image, _)| image == board) {
                    view.numbers[i] = *number;
                }
                self.complete_mirror_numbers();
                if self.symmetry.numbers.iter().all(Option::is_some) {
                    self.symmetry.job = None;
                }
            }
            Event::Counting { job, progress } if self.symmetry_job(*job) => {
                self.symmetry.progress = Some(*progress);
            }
            Event::OutOfTime { job, estimate } if self.symmetry_job(*job) => {
                self.symmetry.job = None;
                self.symmetry.out_of_time = Some(*estimate);
            }
            Event::Counting { job, progress } if self.count.job == Some(*job) => {
                self.count.progress = Some(*progress);
            }
            Event::Counted {
                job,
                counts,
                elapsed,
            } if self.count.job == Some(*job) => {
                self.count.job = None;
                self.count.progress = None;
                self.count.result = Some((self.n, *counts, *elapsed));
            }
            Event::CountFailed { job, error } if self.count.job == Some(*job) => {
                self.count.job = None;
                self.count.progress = None;
                self.count.failed = Some(error.clone());
            }
            _ => return false,
        }
        if self.board.is_none() && self.position > 0 {
            self.board = self.in_memory(self.position);
        }
        true
    }

    /// Takes an event of the far jump under way; `false` if it is not one.
    fn handle_seek(&mut self, event: &Event) -> bool {
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

    fn seek_job(&self, job: JobId) -> bool {
        self.seek.as_ref().is_some_and(|seek| seek.job == Some(job))
    }

    /// Stops looking for a far solution and shows again the board shown before it.
    fn stop_seeking(&mut self) {
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

    fn symmetry_job(&self, job: JobId) -> bool {
        self.symmetry.job.is_some_and(|(id, _)| id == job)
    }

    /// Solutions per second so far.
    fn rate(&self) -> f64 {
        self.found() as f64 / self.searched.as_secs_f64().max(1e-6)
    }

    /// How many solutions the enumeration runs ahead of the board on screen: [`AHEAD`], or
    /// [`AHEAD_SECONDS`] of search at the rate seen so far if that is fewer, and at least
    /// [`AHEAD_AT_LEAST`].
    fn ahead(&self) -> u64 {
        let in_time = if self.searched.is_zero() {
            AHEAD
        } else {
            (self.rate() * AHEAD_SECONDS) as u64
        };
        in_time.clamp(AHEAD_AT_LEAST, AHEAD)
    }

    // ------------------------------------------------------------------------
    // The panel

    /// Draws the side panel of the browser and returns what the user asked for.
    pub fn ui(&mut self, ui: &mut egui::Ui) -> Vec<BrowseAction> {
        let mut actions = Vec::new();
        self.search_status(ui);
        self.count_section(ui, &mut actions);
        ui.separator();
        self.navigation(ui, &mut actions);
        if let Some(solution) = &self.board {
            ui.label(format!("Columns, row by row: {solution}"));
            if ui.button("Edit this solution").clicked() {
                actions.push(BrowseAction::Edit);
            }
        }
        let mut fundamental = self.fundamental_only;
        // A board without solutions has no fundamental ones either.
        let has_solutions = self.total() != Some(0);
        if ui
            .add_enabled(
                has_solutions,
                egui::Checkbox::new(&mut fundamental, "Fundamental solutions only"),
            )
            .on_hover_text("One solution per class under rotation and reflection: the smallest")
            .changed()
        {
            actions.push(BrowseAction::FundamentalOnly(fundamental));
        }
        self.symmetry_section(ui, &mut actions);
        actions
    }

    /// The search's one sentence: found all, paused, or searching at a rate.
    fn status_line(&self, ui: &mut egui::Ui, found: u64, what: &str, waiting: bool) {
        match (self.finished, waiting) {
            (true, _) if found == 0 => ui.label(format!(
                "N = {} has no solutions: the search tried every placement in {}.",
                self.n,
                human_elapsed(self.searched)
            )),
            (true, _) if found == 1 => ui.label(format!(
                "Found the only {what} in {}.",
                human_elapsed(self.searched)
            )),
            (true, _) => ui.label(format!(
                "Found all {} in {}.",
                counted(found, what),
                human_elapsed(self.searched)
            )),
            (false, _) if self.search_held() => ui.label(format!(
                "Search paused while the count runs: {} found",
                counted(found, what)
            )),
            (false, true) => ui
                .label(format!("Search paused: {} found.", counted(found, what)))
                .on_hover_text(
                    "The search waits when it is far enough ahead of the board on screen \
                     (a million solutions or ten seconds of search), and goes on as you \
                     browse further, or with Search further.",
                ),
            (false, false) => ui.label(format!(
                "Searching… {} found, {}/s",
                counted(found, what),
                human_count(self.rate())
            )),
        };
    }

    fn search_status(&self, ui: &mut egui::Ui) {
        let found = self.found();
        let what = if self.fundamental_only {
            "fundamental solution"
        } else {
            "solution"
        };
        let waiting = !self.finished && self.demand.is_some_and(|d| found >= d.wanted);
        // Two lines' height whatever it says, so that the controls below stay where the user
        // aims while the count of solutions grows (and the line wraps or not).
        let two_lines =
            2.0 * ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
        ui.vertical(|ui| {
            ui.set_min_height(two_lines);
            self.status_line(ui, found, what, waiting);
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
            None => bar.text("total unknown"),
        });
        name_progress(&bar, "Search progress", known.map(|_| fraction));
    }

    /// Counting every solution on all cores: the button, then progress, rate, time left and
    /// Cancel, then the result checked against the known total.
    fn count_section(&self, ui: &mut egui::Ui, actions: &mut Vec<BrowseAction>) {
        ui.horizontal_wrapped(|ui| {
            if self.counting() {
                if ui.button("Cancel count").clicked() {
                    actions.push(BrowseAction::CancelCount);
                }
            } else if ui
                .button("Count all solutions")
                .on_hover_text("Counts with the symmetries of the square, on every core")
                .clicked()
            {
                actions.push(BrowseAction::StartCount);
            }
            // Always there, so that nothing moves when the search pauses; it acts only then.
            let paused = !self.finished
                && !self.search_held()
                && self
                    .demand
                    .is_some_and(|demand| self.found() >= demand.wanted);
            if ui
                .add_enabled(paused, egui::Button::new("Search further"))
                .on_hover_text("Let the paused search find more solutions")
                .clicked()
            {
                actions.push(BrowseAction::SearchFurther);
            }
        });
        if let Some(progress) = self.count.progress.filter(|_| self.counting()) {
            let elapsed = self.count.started.elapsed().as_secs_f64();
            let done = progress.units_done as f64 / progress.units.max(1) as f64;
            let left = if done > 0.0 {
                elapsed * (1.0 - done) / done
            } else {
                f64::NAN
            };
            let bar = ui.add(egui::ProgressBar::new(done as f32).show_percentage());
            name_progress(&bar, "Count progress", Some(done as f32));
            ui.label(format!(
                "Counting… {} so far, {}/s, {}",
                counted(progress.total, "solution"),
                human_count(progress.total as f64 / elapsed.max(1e-6)),
                time_left(left)
            ));
        } else if self.counting() {
            ui.horizontal(|ui| {
                spinner(ui, "Counting");
                ui.label("Counting…");
            });
        }
        if let Some(error) = &self.count.failed {
            ui.colored_label(ui.visuals().error_fg_color, error);
        }
        if let Some(stopped) = self.count.stopped.as_ref().filter(|_| !self.counting()) {
            ui.label(stopped);
        }
        let Some((counted_n, counts, elapsed)) = self.count.result.filter(|(m, ..)| *m == self.n)
        else {
            return;
        };
        ui.label(format!(
            "Counted {}, {} unique, in {}.",
            counted(counts.total, "solution"),
            grouped(counts.unique),
            human_elapsed(elapsed)
        ));
        match known_counts(counted_n) {
            Some(known) if known == counts => {
                ui.label("That matches OEIS A000170 and A002562.");
            }
            Some(known) => {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    format!(
                        "OEIS says {} and {}!",
                        grouped(known.total),
                        grouped(known.unique)
                    ),
                );
            }
            None => {
                ui.label("No published total to compare with.");
            }
        }
    }

    fn navigation(&mut self, ui: &mut egui::Ui, actions: &mut Vec<BrowseAction>) {
        let current = self.position;
        let limit = self.limit();
        if current == 0 {
            // A finished search with nothing found says so in the status line above.
            if !self.finished {
                ui.label("Waiting for the first solution…");
            }
        } else {
            let of = match self.total() {
                Some(total) => grouped(total),
                None => format!("{} found so far", grouped(self.found())),
            };
            let of = if self.fundamental_only {
                format!("{of} fundamental")
            } else {
                of
            };
            let label = format!("No {} of {of}", grouped(current));
            // Wrapped, so that no number, however long, widens the panel; the board area
            // says when the board is being looked for.
            ui.add(egui::Label::new(RichText::new(label).heading()).wrap());
        }
        ui.horizontal(|ui| {
            let back = current > 1;
            let forward = current > 0 && current < limit;
            // Each press counts, also two within one frame (a screen reader's, say).
            for (enabled, name, action) in [
                (back, "First", BrowseAction::GoTo(1)),
                (back, "Previous", BrowseAction::Previous),
                (forward, "Next", BrowseAction::Next),
                (forward, "Last", BrowseAction::Last),
            ] {
                let button = ui.add_enabled(enabled, egui::Button::new(name));
                actions.extend(std::iter::repeat_n(action, presses(ui, &button)));
            }
        });
        if self.found() > 0 {
            let mut number = current.max(1);
            // Over the solutions found (and the board on screen, if it is further).
            let end = self.found().max(current);
            // No number beside it (the heading says it, grouped): the slider takes the
            // panel's width whatever the number, and never widens the panel.
            let slider = egui::Slider::new(&mut number, 1..=end)
                .show_value(false)
                .text("Solution");
            let changed = ui
                .scope(|ui| {
                    ui.spacing_mut().slider_width = (ui.available_width() - 80.0).max(80.0);
                    ui.add(slider).changed()
                })
                .inner;
            if changed {
                actions.push(BrowseAction::GoTo(number));
            }
        }
        ui.horizontal(|ui| {
            let label = ui.label("Go to No");
            let field = ui
                .add(
                    egui::TextEdit::singleline(&mut self.jump_text)
                        .desired_width(110.0)
                        .hint_text("number"),
                )
                .labelled_by(label.id);
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
            let can_go = self.total() != Some(0) && !self.jump_text.trim().is_empty();
            if ui.add_enabled(can_go, egui::Button::new("Go")).clicked() || (can_go && entered) {
                actions.push(BrowseAction::Jump);
            }
        });
        if let Some(note) = &self.jump_note {
            ui.colored_label(ui.visuals().warn_fg_color, note);
        }
        self.seek_section(ui, actions);
    }

    /// A far jump: its progress, time left and Cancel, or what the rest would take and whether
    /// to go on.
    fn seek_section(&self, ui: &mut egui::Ui, actions: &mut Vec<BrowseAction>) {
        let Some(seek) = &self.seek else {
            return;
        };
        let back = seek.back_to.as_ref().map_or(1, |(number, _)| *number);
        if let Some(estimate) = seek.out_of_time {
            ui.add(
                egui::Label::new(format!(
                    "No {} was not found within {} s: it is far from every solution known, and \
                     finding it would take {}.",
                    grouped(seek.number),
                    SEEK_BUDGET.as_secs(),
                    estimate_words(estimate)
                ))
                .wrap(),
            );
            ui.horizontal_wrapped(|ui| {
                if ui.button("Find it anyway").clicked() {
                    actions.push(BrowseAction::SeekAnyway);
                }
                if ui.button(format!("Back to No {}", grouped(back))).clicked() {
                    actions.push(BrowseAction::StopSeeking);
                }
            });
            return;
        }
        if seek.job.is_none() {
            return;
        }
        let done = seek
            .progress
            .filter(|(_, of)| *of > 0)
            .map(|(done, of)| (done as f64 / of as f64).min(1.0));
        let bar = egui::ProgressBar::new(done.unwrap_or(0.0) as f32);
        let bar = ui.add(match done {
            Some(_) => bar.show_percentage(),
            None => bar.text("starting"),
        });
        name_progress(&bar, "Progress of the jump", done.map(|done| done as f32));
        let elapsed = seek.started.elapsed().as_secs_f64();
        let left = match done {
            Some(done) if done > 0.0 => elapsed * (1.0 - done) / done,
            _ => f64::NAN,
        };
        let what = if seek.counting {
            "Counting the solutions before it"
        } else {
            "Walking from the nearest solution known"
        };
        ui.add(egui::Label::new(format!("{what}: {}.", time_left(left))).wrap());
        if ui.button("Cancel").clicked() {
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
            Some(seek) if seek.out_of_time.is_some() => format!(
                "No {} is far from every solution known: see the panel.",
                grouped(self.position)
            ),
            Some(seek) if seek.counting => format!(
                "Looking for No {}: counting the solutions before it…",
                grouped(self.position)
            ),
            Some(seek) => format!(
                "Looking for No {}: it is {} from the nearest one known…",
                grouped(self.position),
                counted(
                    seek.distance,
                    if self.fundamental_only {
                        "fundamental solution"
                    } else {
                        "solution"
                    }
                )
            ),
            None => format!("Looking for No {}…", grouped(self.position)),
        };
        Some((words, busy))
    }

    /// The class of the solution on screen under rotation and reflection: its distinct
    /// boards, the symmetries that give each, and their numbers in the judge's order.
    fn symmetry_section(&self, ui: &mut egui::Ui, actions: &mut Vec<BrowseAction>) {
        let view = &self.symmetry;
        if view.images.is_empty() {
            return;
        }
        ui.separator();
        let size = view.images.len();
        let fundamental = self.board.as_ref() == Some(&view.images[0].0);
        ui.label(format!(
            "Its class under rotation and reflection has {size} board{}{}",
            if size == 1 { "" } else { "s" },
            if fundamental {
                "; this one is the fundamental solution."
            } else {
                "."
            }
        ));
        for ((board, symmetries), number) in view.images.iter().zip(&view.numbers) {
            // Each board's number is a button that shows it among all solutions; beside it,
            // the symmetries that give it, wrapped to the panel.
            ui.horizontal_top(|ui| {
                let (text, name) = match number {
                    Some(k) => (
                        format!("No {}", grouped(*k)),
                        format!("Show No {}", grouped(*k)),
                    ),
                    None => ("No …".to_string(), "Number not worked out yet".to_string()),
                };
                let enabled = number.is_some();
                let button = ui.add_enabled(enabled, egui::Button::new(text));
                button
                    .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, &name));
                if button.clicked()
                    && let Some(number) = number
                {
                    actions.push(BrowseAction::Show {
                        number: *number,
                        board: board.clone(),
                    });
                }
                let names: Vec<&str> = symmetries.iter().map(|s| s.name()).collect();
                ui.add(egui::Label::new(names.join(", ")).wrap());
            });
        }
        match (view.job, view.out_of_time) {
            (Some((_, false)), _) => {
                let done = view
                    .progress
                    .map(|progress| progress.units_done as f64 / progress.units.max(1) as f64);
                let bar = egui::ProgressBar::new(done.unwrap_or(0.0) as f32);
                let bar = ui.add(match done {
                    Some(_) => bar.show_percentage(),
                    None => bar.text("starting"),
                });
                name_progress(&bar, "Numbering progress", done.map(|done| done as f32));
                let left = view
                    .numbers
                    .iter()
                    .filter(|number| number.is_none())
                    .count();
                let elapsed = view.started.elapsed().as_secs_f64();
                let time = match done {
                    Some(done) if done > 0.0 => elapsed * (1.0 - done) / done,
                    _ => f64::NAN,
                };
                ui.add(
                    egui::Label::new(format!(
                        "Counting the solutions before each board: {} to number, {} for this one.",
                        left,
                        time_left(time)
                    ))
                    .wrap(),
                );
                if ui.button("Stop numbering").clicked() {
                    actions.push(BrowseAction::CancelNumbering);
                }
            }
            (None, Some(estimate)) if !view.unlimited => {
                ui.add(
                    egui::Label::new(format!(
                        "The other numbers were not found within {} s{}.",
                        NUMBER_BUDGET.as_secs(),
                        out_of_time(estimate)
                    ))
                    .wrap(),
                );
                if ui.button("Number them anyway").clicked() {
                    actions.push(BrowseAction::NumberClass);
                }
            }
            _ => {}
        }
    }
}
