//! Browsing the solutions in order: the state of the browser, what it asks of the worker, and
//! its side panel.
//!
//! The window's thread never steps the enumerator. A solution comes from memory at once when it
//! can: the page of solutions last fetched, a checkpoint of the index, or (once the total `M`
//! is known) the mirror image of No `M + 1 − k`. Otherwise the fetch lane resumes the
//! enumeration from the nearest solution known and sends a page around the one wanted, while
//! the board shows a placeholder. The enumeration itself runs only as far ahead of the board on
//! screen as [`AHEAD`] says, and waits in every other mode.

use std::cell::Cell;
use std::num::IntErrorKind;
use std::time::Duration;

use super::i18n::{Arg, Message};
use crate::app::jobs::Needs;
use crate::board::{Placement, Symmetry};
use crate::message;
use crate::solve::index::{DEFAULT_SPACING, Landmark, SolutionIndex};
use crate::solve::known_counts;
use crate::units::grouped_digits;
use crate::worker::{Estimate, Event, EventKind, JobId, TimeLeft};

mod pacing;
mod panel;
mod source;
mod symmetry;

pub use pacing::AHEAD;
use pacing::Demand;

/// Solutions fetched around the one wanted, so that the next and previous ones are at hand.
const PAGE: u64 = 512;

/// The most solutions kept of those the search streams past, around the board on screen and
/// mostly ahead of it: where solutions come slowly (N = 32's first thousands) all of them, so
/// that every board found is shown at once; 512 KiB at most at N = 32.
const KEEP_FOUND: u64 = 16 * 1024;

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
    /// The slider's thumb is dragged to No k, beyond the solutions found: it goes there when
    /// let go.
    Aim(u64),
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
    /// Show `board`, a solution whose number is not known yet (a board of the class on
    /// screen): drawn at once, numbered when the number is worked out.
    ShowUnnumbered(Placement),
    /// Browse the fundamental solutions only, or all.
    FundamentalOnly(bool),
    /// Number the boards of the class with no time limit.
    NumberClass,
    /// Stop numbering the class.
    CancelNumbering,
    /// Put the solution on screen on the hand-made board.
    Edit,
    /// The "Go to No" field's new text, as typed.
    Type(String),
    /// Take the text of the "Go to No" field.
    Jump,
    /// Go on looking for a far solution with no time limit.
    SeekAnyway,
    /// Stop looking for a far solution and go back to the board shown before.
    StopSeeking,
    /// Let the paused search find more solutions.
    SearchFurther,
    /// Start or stop the count of every solution (the app's counter, whose buttons the
    /// browser's panel shows).
    Count(crate::app::count::CountAction),
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

    /// How far solution `number` is from the page's solutions (0 if it holds it; the most
    /// there is if it holds none).
    fn distance(&self, n: usize, number: u64) -> u64 {
        let Some(last) = (self.first + self.len(n))
            .checked_sub(1)
            .filter(|_| !self.columns.is_empty())
        else {
            return u64::MAX;
        };
        if number < self.first {
            self.first - number
        } else {
            number.saturating_sub(last)
        }
    }

    /// Takes in `columns`, the solutions from No `first` on as the search found them, and keeps
    /// at most [`KEEP_FOUND`] consecutive ones, those nearest solution No `around`. A run
    /// that does not follow on from the page replaces it if it is nearer.
    fn take_found(&mut self, n: usize, first: u64, columns: &[u8], around: u64) {
        if columns.is_empty() {
            return;
        }
        if !self.columns.is_empty() && first == self.first + self.len(n) {
            self.columns.extend_from_slice(columns);
        } else {
            let run = Page {
                first,
                columns: columns.to_vec(),
            };
            if run.distance(n, around) < self.distance(n, around) {
                *self = run;
            }
        }
        let len = self.len(n);
        if len > KEEP_FOUND {
            // Mostly ahead of the board: the search runs ahead of it, and Next and Last go
            // there.
            let last_start = self.first + len - KEEP_FOUND;
            let start = around
                .saturating_sub(KEEP_FOUND / 8)
                .clamp(self.first, last_start);
            self.columns.drain(..((start - self.first) as usize * n));
            self.columns.truncate(KEEP_FOUND as usize * n);
            self.first = start;
        }
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
    /// Solutions counted or walked so far, of about how many.
    progress: Option<TimeLeft>,
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
    progress: Option<TimeLeft>,
}

/// The browser of solutions, fed by the enumeration on the solver thread.
#[expect(
    clippy::struct_excessive_bools,
    reason = "four facts of the view that change apart: numbering, search ended, held, unnumbered"
)]
pub struct Browser {
    /// The jobs this view needs now; the job table runs them.
    pub(super) needs: Needs,
    n: usize,
    fundamental_only: bool,
    /// The enumeration feeding the index, once [`Browser::sync`] has started it.
    enumeration: Option<JobId>,
    index: SolutionIndex,
    /// How long the enumeration has searched, not counting its waits.
    searched: Duration,
    finished: bool,
    /// The number of the solution on screen; 0 before the first one arrives.
    position: u64,
    /// The board at `position`, or `None` while it is being looked up.
    board: Option<Placement>,
    /// Whether the board on screen was shown before its number was known: `position` is
    /// then the number of the board shown before it, until the number comes.
    unnumbered: bool,
    page: Page,
    /// The solutions the search found nearest the board on screen, all of them while few.
    found_near: Page,
    fetch: Option<Fetching>,
    seek: Option<Seek>,
    /// The last board shown, for a far jump to go back to.
    last_shown: Option<(u64, Placement)>,
    demand: Option<Demand>,
    /// Solutions the user asked the paused search to find beyond what it wanted.
    further: u64,
    symmetry: SymmetryView,
    /// Whether the app's count of every solution runs: the search waits for it.
    held_by_count: bool,
    jump_text: String,
    jump_note: Option<Message>,
    /// Whether the "Go to No" field takes the keyboard's focus (its number selected) when the
    /// panel is drawn next: a number it refused (not a number, past the end) is corrected where
    /// it was typed. Let go if the browser goes elsewhere first.
    focus_jump_field: Cell<bool>,
    /// Where the slider's thumb is being dragged, beyond the solutions found.
    aimed: Option<u64>,
}

impl Browser {
    /// A browser of the solutions of `n` (or of its fundamental ones), starting its search.
    pub fn new(n: usize, fundamental_only: bool) -> Self {
        let index = SolutionIndex::new(n, DEFAULT_SPACING);
        Self {
            needs: Needs::default(),
            n,
            fundamental_only,
            enumeration: None,
            index: if fundamental_only {
                index.fundamental_only()
            } else {
                index
            },
            searched: Duration::ZERO,
            finished: false,
            position: 0,
            board: None,
            unnumbered: false,
            page: Page::default(),
            found_near: Page::default(),
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
            },
            held_by_count: false,
            jump_text: String::new(),
            jump_note: None,
            focus_jump_field: Cell::new(false),
            aimed: None,
        }
    }

    /// Starts again for another N or numbering: a new view needs none of the old one's jobs,
    /// so the job table cancels them, and a new search starts.
    pub fn restart(&mut self, n: usize, fundamental_only: bool) {
        *self = Self::new(n, fundamental_only);
    }

    // ------------------------------------------------------------------------
    // What the panel and the tests read

    /// Whether it numbers the fundamental solutions only.
    pub fn fundamental_only(&self) -> bool {
        self.fundamental_only
    }

    /// The number of the solution on screen (0 before the first, and while its number is
    /// being worked out).
    pub fn position(&self) -> u64 {
        if self.unnumbered { 0 } else { self.position }
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

    /// The id of the enumeration, once it runs.
    pub fn enumeration(&self) -> Option<JobId> {
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
                .or_else(|| self.found_near.get(self.n, k))
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
        if self.board.as_ref() == Some(board) && !self.unnumbered && self.position > 0 {
            return Some(self.position);
        }
        self.page
            .number_of(board)
            .or_else(|| self.found_near.number_of(board))
            .or_else(|| {
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
        if number == self.position && self.board.is_some() && !self.unnumbered {
            return;
        }
        // Only a numbered board is one to go back to.
        if let Some(board) = self.board.take()
            && !std::mem::take(&mut self.unnumbered)
        {
            self.last_shown = Some((self.position, board));
        }
        self.position = number;
        self.board = self.in_memory(number);
        // What was said of the last jump (stopped, out of reach) is of another one now.
        self.jump_note = None;
        self.focus_jump_field.set(false);
    }

    /// Shows `board`, whose number among all solutions is `number`, as it is: no look-up. It
    /// starts a page of its own, so that its neighbours are fetched from it, both ways,
    /// however far ahead of the search it is.
    pub fn show(&mut self, number: u64, board: Placement) {
        debug_assert!(!self.fundamental_only);
        self.unnumbered = false;
        self.page = Page {
            first: number,
            columns: board.columns().to_vec(),
        };
        self.position = number;
        self.board = Some(board);
    }

    /// Shows `board`, a solution of all (not of the fundamental ones) whose number is not
    /// known yet, at once; its number comes from the class's numbering.
    pub fn show_unnumbered(&mut self, board: Placement) {
        debug_assert!(!self.fundamental_only);
        if self.board.as_ref() == Some(&board) {
            return;
        }
        if let Some(shown) = self.board.take()
            && !self.unnumbered
        {
            self.last_shown = Some((self.position, shown));
        }
        // Known after all: in memory, or numbered with its class already.
        if let Some(number) = self.number_in_memory(&board) {
            self.show(number, board);
        } else {
            self.board = Some(board);
            self.unnumbered = true;
            self.number_the_board_shown();
        }
    }

    /// Reads the "Go to No" field and goes there, or says why not.
    fn jump(&mut self) {
        let text = self.jump_text.trim().replace([',', '_', ' '], "");
        let kind = kind_of(self.fundamental_only);
        // Where the solutions end: all of them, or those found so far.
        let (total, found) = (self.total(), self.found());
        let beyond = |number: Arg| match total {
            Some(total) => message!(
                "jump-past-the-end",
                kind = kind,
                n = self.n,
                total = total,
                number = number
            ),
            None => message!(
                "jump-not-reached",
                kind = kind,
                found = found,
                number = number
            ),
        };
        self.jump_note = match text.parse::<u64>() {
            Ok(number) if number > 0 && number <= total.unwrap_or(found) => {
                self.go_to(number);
                None
            }
            Ok(number) if number > 0 => Some(beyond(Arg::from(number))),
            // A number past 64 bits: past every total known (N = 27's is 2.3 × 10^17), and
            // past any search's reach.
            Err(error) if *error.kind() == IntErrorKind::PosOverflow => {
                let digits = grouped_digits(text.trim_start_matches(['+', '0']));
                Some(beyond(Arg::from(digits)))
            }
            Ok(_) | Err(_) => Some(message!("jump-not-a-number", text = self.jump_text.trim())),
        };
        self.focus_jump_field.set(self.jump_note.is_some());
    }

    // ------------------------------------------------------------------------
    // Jobs

    /// Applies what the panel asked for, but for what needs the rest of the app (`Edit`,
    /// `Show`, `ShowUnnumbered` and `FundamentalOnly`, which the app handles).
    pub fn apply(&mut self, action: &BrowseAction) {
        if !matches!(action, BrowseAction::Aim(_)) {
            self.aimed = None;
        }
        match action {
            BrowseAction::Aim(number) => self.aimed = Some(*number),
            BrowseAction::GoTo(number) => self.go_to(*number),
            BrowseAction::Next if self.position() > 0 => self.go_to(self.position + 1),
            BrowseAction::Previous if self.position() > 1 => self.go_to(self.position - 1),
            BrowseAction::Last => self.go_to(self.total().unwrap_or_else(|| self.found())),
            BrowseAction::Type(text) => {
                self.jump_text.clone_from(text);
                // What was said of the number refused is not said of the one typed now.
                self.jump_note = None;
            }
            BrowseAction::Jump => self.jump(),
            BrowseAction::NumberClass => {
                self.symmetry.unlimited = true;
                self.request_numbers(None);
            }
            BrowseAction::CancelNumbering => {
                if let Some((job, _)) = self.symmetry.job.take() {
                    self.needs.stop(job);
                }
            }
            BrowseAction::SeekAnyway => {
                if let Some(seek) = &mut self.seek {
                    seek.unlimited = true;
                    // What the first try found stands until the count tells more.
                    seek.progress = seek.out_of_time.take().map(|estimate| TimeLeft {
                        done: 0.0,
                        estimate,
                    });
                }
            }
            BrowseAction::StopSeeking => {
                if let Some(job) = self.seek.as_ref().and_then(|seek| seek.job) {
                    self.needs.stop(job);
                }
                self.fetch = None;
                self.stop_seeking();
            }
            BrowseAction::SearchFurther => {
                self.further += self.ahead();
                // Worked out again with the new reach.
                self.demand = None;
            }
            BrowseAction::Next
            | BrowseAction::Previous
            | BrowseAction::Show { .. }
            | BrowseAction::ShowUnnumbered(_)
            | BrowseAction::FundamentalOnly(_)
            | BrowseAction::Count(_)
            | BrowseAction::Edit => {}
        }
    }

    /// Takes an event of one of this view's jobs; `false` if it belongs to none.
    pub fn handle(&mut self, event: &Event) -> bool {
        if self.handle_seek(event) {
            return true;
        }
        let job = event.job;
        match &event.kind {
            EventKind::Enumerated {
                delta,
                searched,
                finished,
            } if Some(job) == self.enumeration => {
                self.index.absorb(delta);
                let around = self.reach().max(1);
                self.found_near
                    .take_found(self.n, delta.latest_first, &delta.latest, around);
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
            EventKind::Fetched {
                first,
                columns,
                finished,
            } => {
                let Some(fetch) = self.fetch.as_mut().filter(|fetch| fetch.job == job) else {
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
            EventKind::Numbered { board, number } if self.symmetry_job(job) => {
                let view = &mut self.symmetry;
                if let Some(i) = view.images.iter().position(|(image, _)| image == board) {
                    view.numbers[i] = *number;
                }
                self.complete_mirror_numbers();
                self.number_the_board_shown();
                if self.symmetry.numbers.iter().all(Option::is_some) {
                    self.symmetry.job = None;
                }
            }
            EventKind::Counting { left, .. } if self.symmetry_job(job) => {
                self.symmetry.progress = Some(*left);
            }
            EventKind::OutOfTime { estimate } if self.symmetry_job(job) => {
                self.symmetry.job = None;
                self.symmetry.out_of_time = Some(*estimate);
            }
            _ => return false,
        }
        if self.board.is_none() && self.position > 0 {
            self.board = self.in_memory(self.position);
        }
        true
    }
}

/// Which solutions a message speaks of, for the catalogues' selectors: `fundamental` or `all`.
pub(super) fn kind_of(fundamental_only: bool) -> &'static str {
    if fundamental_only {
        "fundamental"
    } else {
        "all"
    }
}
