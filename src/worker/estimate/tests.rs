//! The time left against the truth, on a scripted clock.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use super::*;

/// A clock that says what the test sets.
#[derive(Clone, Default)]
struct Script(Arc<AtomicU64>);

impl Script {
    fn set(&self, seconds: f64) {
        self.0.store((seconds * 1e9) as u64, Ordering::Relaxed);
    }
}

impl Clock for Script {
    fn now(&self) -> Duration {
        Duration::from_nanos(self.0.load(Ordering::Relaxed))
    }
}

/// A part of `units` units at `depth`, `done` of them finished, expecting `ahead` after it.
fn progress(index: usize, depth: usize, done: usize, units: usize, ahead: Ahead) -> CountProgress {
    CountProgress {
        units_done: done,
        units,
        total: 0,
        part: Part {
            index,
            depth,
            ahead,
        },
    }
}

/// Parts of each depth expected.
fn parts(depths: &[(usize, f32)]) -> Ahead {
    let mut ahead = Ahead::default();
    for &(depth, parts) in depths {
        ahead.parts[depth] = parts;
    }
    ahead
}

#[test]
fn parts_ahead_take_as_long_as_their_depth_took_or_a_share_of_the_row_above() {
    let clock = Script::default();
    let mut reckoner = Reckoner::with_clock(clock.clone(), 2);
    // A square of the first row: its tables take 2 s, its 100 units 8 s; two more squares of
    // the first row are expected, and three of the second.
    let ahead = parts(&[(1, 2.0), (2, 3.0)]);
    clock.set(2.0);
    reckoner.counted(&progress(0, 1, 0, 100, ahead));
    clock.set(6.0);
    reckoner.counted(&progress(0, 1, 50, 100, ahead));
    // 4 s for its other half, 10 s for each square of the row; for each below, its tables
    // a little less than 2 s, its units a third of 8 s.
    let Estimate::About(left) = reckoner.estimate() else {
        panic!("{:?}", reckoner.estimate());
    };
    let below = 2.0 * DEEPER_TABLES + 8.0 * DEEPER;
    assert!(
        (left - (4.0 + 2.0 * 10.0 + 3.0 * below)).abs() < 1e-9,
        "{left}"
    );
    clock.set(10.0);
    reckoner.counted(&progress(0, 1, 100, 100, ahead));
    // The next square's tables are being built: 1 s of them gone.
    clock.set(11.0);
    let Estimate::About(left) = reckoner.estimate() else {
        panic!("{:?}", reckoner.estimate());
    };
    assert!((left - (2.0 * 10.0 + 3.0 * below - 1.0)).abs() < 1e-9, "{left}");
}

#[test]
fn a_part_whose_pace_is_not_known_yet_is_a_lower_bound_or_unknown() {
    let clock = Script::default();
    let mut reckoner = Reckoner::with_clock(clock.clone(), 2);
    assert_eq!(reckoner.estimate(), Estimate::Unknown);
    // A far jump that must count 1e12 solutions, its first units still running after 3 s.
    let ahead = Ahead {
        solutions: 1_000_000_000_000,
        ..parts(&[(1, 5.0)])
    };
    clock.set(2.0);
    reckoner.counted(&progress(0, 1, 0, 8, ahead));
    clock.set(5.0);
    // Four rounds of units on two threads, each longer than 3 s; or the fastest count.
    let fastest = 1e12 / (2.0 * FASTEST_COUNT_PER_THREAD);
    assert_eq!(
        reckoner.estimate(),
        Estimate::MoreThan(fastest.max(3.0 * 3.0))
    );
}

#[test]
fn the_rounds_left_take_as_long_as_those_done() {
    let clock = Script::default();
    let mut reckoner = Reckoner::with_clock(clock.clone(), 2);
    // Three boards to number; the first takes 6 s in one part.
    reckoner.next_round(2);
    clock.set(1.0);
    reckoner.counted(&progress(0, 0, 0, 10, Ahead::default()));
    clock.set(3.5);
    reckoner.counted(&progress(0, 0, 5, 10, Ahead::default()));
    // 2.5 s for this one, and two more as long as it will have taken.
    assert_eq!(reckoner.estimate(), Estimate::About(2.5 + 2.0 * 6.0));
    clock.set(6.0);
    reckoner.counted(&progress(0, 0, 10, 10, Ahead::default()));
    reckoner.next_round(1);
    // The second board, told nothing yet: as long as the first, and one more.
    clock.set(7.0);
    assert_eq!(reckoner.estimate(), Estimate::About(5.0 + 6.0));
}

#[test]
fn a_walk_goes_at_its_pace_so_far() {
    let clock = Script::default();
    let mut reckoner = Reckoner::with_clock(clock.clone(), 2);
    reckoner.steady(0, 1000);
    assert_eq!(reckoner.estimate(), Estimate::Unknown);
    clock.set(2.0);
    reckoner.steady(250, 1000);
    assert_eq!(reckoner.estimate(), Estimate::About(6.0));
    assert!((reckoner.time_left().done - 0.25).abs() < 1e-6);
}
