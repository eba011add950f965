//! How far ahead of the board on screen the search runs: a million solutions, or ten seconds
//! of search at the rate seen so far, whichever is fewer, worked out again only when the board
//! moves, so that a rate that wobbles does not wake the search again and again.

use super::{Browser, PAGE};

/// The most solutions the enumeration runs ahead of the board on screen before it waits.
pub const AHEAD: u64 = 1_000_000;

/// The most search time the enumeration runs ahead of the board on screen, at the rate seen
/// so far: at N = 32, where solutions come a few thousand a second, it waits sooner.
const AHEAD_SECONDS: f64 = 10.0;

/// The fewest solutions the enumeration runs ahead, however slow it is: the next few.
const AHEAD_AT_LEAST: u64 = 16;

/// How far the enumeration should go, and what that was worked out from.
#[derive(Clone, Copy)]
pub(super) struct Demand {
    /// The solution on screen, or its mirror image's number if that is nearer the start.
    pub(super) reach: u64,
    /// Whether the board on screen was at hand without the search.
    pub(super) served: bool,
    /// Solutions wanted.
    pub(super) wanted: u64,
}

/// How many solutions the enumeration runs ahead, at `rate` solutions a second (`None` before
/// it has measured itself): [`AHEAD`], or [`AHEAD_SECONDS`] of search if that is fewer, and at
/// least [`AHEAD_AT_LEAST`].
fn ahead_at(rate: Option<f64>) -> u64 {
    let in_time = rate.map_or(AHEAD, |rate| (rate * AHEAD_SECONDS) as u64);
    in_time.clamp(AHEAD_AT_LEAST, AHEAD)
}

/// How many solutions the search should have found for the board at `reach` (its number, or
/// its mirror image's if nearer the start): `ahead` more, plus what the user asked for beyond
/// (`further`). A board far beyond the search that was `served` without it (opened from the
/// hand-made board, or found by a jump) does not make the search catch up. A search that is
/// `paused` still more than half of `ahead` beyond the board is not woken for the few solutions
/// a step of the board adds: it runs again, the whole of `ahead`, once the board comes nearer.
fn wanted(reach: u64, served: bool, found: u64, ahead: u64, further: u64, paused: bool) -> u64 {
    if served && reach > found.saturating_add(ahead) {
        return found.saturating_add(further);
    }
    let target = reach.saturating_add(ahead).saturating_add(further);
    if paused && found < target && target - found < ahead / 2 {
        found
    } else {
        target
    }
}

impl Browser {
    /// How many solutions the enumeration should have found now, worked out again only when
    /// the board on screen moves.
    pub(super) fn update_demand(&mut self) -> u64 {
        let reach = self.reach();
        let served = self.board.is_some() || self.seek.is_some() || self.fetch_plan().is_some();
        if let Some(demand) = self
            .demand
            .filter(|d| (d.reach, d.served) == (reach, served))
        {
            return demand.wanted;
        }
        let paused = self
            .demand
            .is_some_and(|demand| self.found() >= demand.wanted);
        let wanted = wanted(
            reach,
            served,
            self.found(),
            self.ahead(),
            self.further,
            paused,
        );
        self.demand = Some(Demand {
            reach,
            served,
            wanted,
        });
        wanted
    }

    /// How far into the search the board on screen is: its number, or its mirror image's if
    /// that is nearer the start (a board in the second half is the image of one in the first).
    pub(super) fn reach(&self) -> u64 {
        self.mirror_number(self.position)
            .map_or(self.position, |mirror| mirror.min(self.position))
    }

    /// Solutions per second so far.
    pub(super) fn rate(&self) -> f64 {
        self.found() as f64 / self.searched.as_secs_f64().max(1e-6)
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

    /// How many solutions the enumeration runs ahead of the board on screen now.
    pub(super) fn ahead(&self) -> u64 {
        ahead_at((!self.searched.is_zero()).then(|| self.rate()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_runs_ahead_a_million_or_ten_seconds_and_at_least_a_few() {
        assert_eq!(ahead_at(None), AHEAD);
        assert_eq!(ahead_at(Some(1e9)), AHEAD, "fast: a million");
        assert_eq!(
            ahead_at(Some(2_000.0)),
            20_000,
            "N = 32's pace: ten seconds of it"
        );
        assert_eq!(
            ahead_at(Some(0.1)),
            AHEAD_AT_LEAST,
            "however slow, the next few"
        );
    }

    #[test]
    fn a_board_served_far_ahead_does_not_make_the_search_catch_up() {
        // Near the search, the search runs to the board and beyond.
        assert_eq!(wanted(500, true, 1_000, 100, 0, true), 600);
        assert_eq!(wanted(5_000, false, 1_000, 100, 0, true), 5_100);
        // Far beyond it, a board at hand without it leaves the search where it is...
        assert_eq!(wanted(50_000, true, 1_000, 100, 0, true), 1_000);
        // ...but Search further still counts.
        assert_eq!(wanted(50_000, true, 1_000, 100, 300, true), 1_300);
        assert_eq!(
            wanted(u64::MAX, false, 0, AHEAD, 1, true),
            u64::MAX,
            "no overflow"
        );
        // A step of the board does not wake a paused search for one more solution...
        assert_eq!(wanted(501, false, 600, 100, 0, true), 600);
        assert_eq!(wanted(549, false, 600, 100, 0, true), 600);
        // ...but a board nearer its end makes it run the whole of `ahead` again.
        assert_eq!(wanted(550, false, 600, 100, 0, true), 650);
        // A search still running to its target is not cut short by a step.
        assert_eq!(wanted(501, false, 580, 100, 0, false), 601);
    }
}
