//! The time left against the truth, on a scripted clock: recorded progress of real jobs
//! replayed (`*.trace`, written by `examples/time_left.rs`), and made-up jobs for the cases
//! they do not cover.

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

/// A job's progress as recorded: each line's time and progress, and when the job ended.
struct Trace {
    steps: Vec<(f64, CountProgress)>,
    end: f64,
}

impl Trace {
    /// Reads a trace: `seconds part depth units-done units` lines, each part's first one after
    /// an `ahead depth:parts … [deeper:ratio]` line, and `end seconds`.
    fn parse(text: &str) -> Self {
        let mut steps = Vec::new();
        let mut ahead = Ahead::default();
        let mut end = None;
        for line in text.lines().filter(|line| !line.starts_with('#')) {
            let words: Vec<&str> = line.split_whitespace().collect();
            match words[..] {
                ["ahead", ref parts @ ..] => {
                    ahead = Ahead::default();
                    for part in parts {
                        match part.split_once(':').expect("depth:parts or deeper:ratio") {
                            ("deeper", ratio) => ahead.deeper = ratio.parse().unwrap(),
                            (depth, count) => {
                                ahead.parts[depth.parse::<usize>().unwrap()] =
                                    count.parse().unwrap();
                            }
                        }
                    }
                }
                ["end", seconds] => end = Some(seconds.parse().unwrap()),
                [seconds, index, depth, done, units] => steps.push((
                    seconds.parse().unwrap(),
                    CountProgress {
                        units_done: done.parse().unwrap(),
                        units: units.parse().unwrap(),
                        total: 0,
                        part: Part {
                            index: index.parse().unwrap(),
                            depth: depth.parse().unwrap(),
                            ahead,
                        },
                    },
                )),
                _ => panic!("not a line of a trace: {line}"),
            }
        }
        Self {
            steps,
            end: end.expect("a trace ends with its end"),
        }
    }

    /// The time left the reckoner tells at each step, with the truth.
    fn replay(&self) -> Vec<(f64, Estimate, f64)> {
        let clock = Script::default();
        let mut reckoner = Reckoner::with_clock(clock.clone(), 2);
        self.steps
            .iter()
            .map(|(at, progress)| {
                clock.set(*at);
                reckoner.counted(progress);
                (*at, reckoner.estimate(), self.end - at)
            })
            .collect()
    }
}

/// The seconds an estimate says, if it says a time.
fn seconds(estimate: Estimate) -> Option<f64> {
    match estimate {
        Estimate::About(seconds) => Some(seconds),
        _ => None,
    }
}

/// Asserts that every time left told once a tenth of the job's time has passed is within
/// `share` of the truth, or near the end, where that is a moment, within a twentieth of the
/// whole.
fn assert_settles(name: &str, trace: &Trace, share: f64) {
    let end = trace.end;
    let mut worst: (f64, f64) = (0.0, 0.0);
    for (at, estimate, truth) in trace.replay() {
        if at < end / 10.0 {
            continue;
        }
        let Some(left) = seconds(estimate) else {
            panic!("{name}: at {at:.1} s of {end:.1} s, {estimate:?}");
        };
        let allowed = (truth * share).max(end / 20.0);
        let error = (left - truth).abs();
        assert!(
            error <= allowed,
            "{name}: at {at:.1} s of {end:.1} s, {left:.1} s left told, {truth:.1} s true"
        );
        if error / allowed > worst.0 {
            worst = (error / allowed, at);
        }
    }
    println!(
        "{name}: at worst {:.0}% of the error allowed, at {:.1} s of {end:.1} s",
        worst.0 * 100.0,
        worst.1
    );
}

#[test]
fn a_far_jump_tells_its_time_left_within_a_quarter_once_a_tenth_is_done() {
    for (name, text) in [
        // No 20,000,000,000 of N = 20, as the window looks for it.
        ("locate-20", include_str!("locate-20.trace")),
        // No 341,300,000 of N = 18, under the ninth square of the first row.
        ("locate-18", include_str!("locate-18.trace")),
    ] {
        assert_settles(name, &Trace::parse(text), 0.25);
    }
}

#[test]
fn a_count_of_every_solution_tells_its_time_left_within_a_quarter_once_a_tenth_is_done() {
    assert_settles(
        "count-19",
        &Trace::parse(include_str!("count-19.trace")),
        0.25,
    );
}

#[test]
fn the_first_estimate_of_a_far_jump_at_n_20_is_a_time() {
    // What the window's first try says when its 2 s are up: the tables of the first square
    // are built, and its units have told their pace.
    let trace = Trace::parse(include_str!("locate-20.trace"));
    let clock = Script::default();
    let mut reckoner = Reckoner::with_clock(clock.clone(), 2);
    for (at, progress) in trace.steps.iter().take_while(|(at, _)| *at <= 2.0) {
        clock.set(*at);
        reckoner.counted(progress);
    }
    clock.set(2.0);
    let estimate = reckoner.estimate();
    println!("after 2 s: {estimate:?}, truth {:.0} s", trace.end - 2.0);
    assert!(matches!(estimate, Estimate::About(_)), "{estimate:?}");
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
    assert!(
        (left - (2.0 * 10.0 + 3.0 * below - 1.0)).abs() < 1e-9,
        "{left}"
    );
}

#[test]
fn a_part_whose_pace_is_not_known_yet_is_a_lower_bound_or_unknown() {
    let clock = Script::default();
    let mut reckoner = Reckoner::with_clock(clock.clone(), 2);
    assert_eq!(reckoner.estimate(), Estimate::Unknown);
    // A far jump that must count 1e12 solutions: at least what the fastest count takes, while
    // its first tables are built, and while its first units still run after 3 s.
    let fastest = 1e12 / (2.0 * FASTEST_COUNT_PER_THREAD);
    reckoner.counts_at_least(1_000_000_000_000);
    assert_eq!(reckoner.estimate(), Estimate::MoreThan(fastest));
    let ahead = Ahead {
        solutions: 1_000_000_000_000,
        ..parts(&[(1, 5.0)])
    };
    clock.set(2.0);
    reckoner.counted(&progress(0, 1, 0, 8, ahead));
    clock.set(5.0);
    // Four rounds of units on two threads, each longer than 3 s; or the fastest count.
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
