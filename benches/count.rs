//! Counting all solutions and the unique ones, on one thread and on every core (N = 19 and 20 on
//! every core only): from N = 12 the halves (meeting in the middle), below it the row-by-row
//! search. The first row's count by columns (and the first two rows'), and finding solution
//! No k by counting a row at a time by columns, as a far jump in the app does (the first on a
//! board size, and one after another, which finds the first two rows' counts kept). Building
//! the tables of a large board on one core and on two.

use std::sync::atomic::{AtomicBool, Ordering};

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use nqueens::solve::complete::solution_at;
use nqueens::solve::count::{
    CountError, CountOptions, KeptCounts, count, count_columns, count_two_rows,
};
use nqueens::solve::full_mask;
use nqueens::solve::known_counts;

fn counting(c: &mut Criterion) {
    let mut group = c.benchmark_group("count");
    group.sample_size(10);
    for n in [11usize, 14, 16, 17] {
        for threads in [1, 0] {
            let label = if threads == 1 {
                "1 thread"
            } else {
                "all cores"
            };
            group.bench_function(format!("n={n}, {label}"), |b| {
                b.iter(|| {
                    let options = CountOptions {
                        threads,
                        ..CountOptions::default()
                    };
                    assert_eq!(count(n, &options).ok(), known_counts(n));
                });
            });
        }
    }
    // The large boards on every core take minutes a sample: run them alone, with
    // `cargo bench --bench count -- "n=(19|20)"`.
    for n in [19usize, 20] {
        group.bench_function(format!("n={n}, all cores"), |b| {
            b.iter(|| assert_eq!(count(n, &CountOptions::default()).ok(), known_counts(n)));
        });
    }
    group.finish();
}

/// The whole board's solutions by their first row's column, and by their first two rows', in
/// one pass: next to `count`'s figures, what a far jump's first count costs where the program
/// does not ship it (it ships N = 17 to 21's; the pass is timed here all the same).
fn by_columns(c: &mut Criterion) {
    let mut group = c.benchmark_group("count by columns");
    group.sample_size(10);
    for n in [14usize, 16, 17] {
        group.bench_function(format!("n={n}, first row, all cores"), |b| {
            b.iter(|| {
                let columns = count_columns(n, &[full_mask(n); 32], 0, &CountOptions::default());
                let total = columns.map(|columns| columns.iter().sum::<u64>());
                assert_eq!(total.ok(), known_counts(n).map(|counts| counts.total));
            });
        });
        group.bench_function(format!("n={n}, first two rows, all cores"), |b| {
            b.iter(|| {
                let keys = count_two_rows(n, &[full_mask(n); 32], 0, &CountOptions::default());
                let total = keys.map(|keys| keys.iter().sum::<u64>());
                assert_eq!(total.ok(), known_counts(n).map(|counts| counts.total));
            });
        });
    }
    group.finish();
}

/// Solution No k found by counting, far into the second half (through its mirror image) and
/// near the middle, where the most is counted (N = 18's middle takes seconds a sample).
fn locating(c: &mut Criterion) {
    let mut group = c.benchmark_group("locate");
    group.sample_size(10);
    // The first jump on a board size, as the app makes it (keeping its counts): at N = 14 and
    // 16 its first two rows counted in one pass, at N = 18 read from those the program ships
    // (`count by columns` times the pass itself).
    for (n, number) in [(14, 300_000), (16, 7_000_000), (18, 333_045_000)] {
        group.bench_function(format!("n={n}, No {number}"), |b| {
            b.iter(|| {
                let kept = KeptCounts::default();
                let options = CountOptions {
                    kept: Some(&kept),
                    ..CountOptions::default()
                };
                assert!(matches!(solution_at(n, number, &options), Ok(Some(_))));
            });
        });
    }
    // A jump after another on the same board size (to another first-row column), which finds
    // the counts the one before it kept: its first two rows' (at N = 18, shipped: there it
    // costs what a first jump does).
    for (n, before, number) in [(16, 3_000_000, 7_000_000), (18, 100_000_000, 333_045_000)] {
        let after_one = KeptCounts::default();
        let options = CountOptions {
            kept: Some(&after_one),
            ..CountOptions::default()
        };
        assert!(matches!(solution_at(n, before, &options), Ok(Some(_))));
        group.bench_function(format!("n={n}, No {number}, after No {before}"), |b| {
            b.iter_batched(
                || after_one.clone(),
                |kept| {
                    let options = CountOptions {
                        kept: Some(&kept),
                        ..CountOptions::default()
                    };
                    assert!(matches!(solution_at(n, number, &options), Ok(Some(_))));
                },
                BatchSize::SmallInput,
            );
        });
    }
    group.finish();
}

/// Building the halves' tables of a large board, on one thread and on two: the seconds a count
/// of N = 22 or more spends before its first unit. The count is stopped as soon as they are
/// built. N = 22's take seconds a sample: run them alone, with
/// `cargo bench --bench count -- "tables"`.
fn building_tables(c: &mut Criterion) {
    let mut group = c.benchmark_group("tables");
    group.sample_size(10);
    for n in [20usize, 22] {
        for threads in [1, 2] {
            group.bench_function(format!("n={n}, {threads} threads"), |b| {
                b.iter(|| {
                    let built = AtomicBool::new(false);
                    let building = |share: f64| {
                        if share >= 1.0 {
                            built.store(true, Ordering::Relaxed);
                        }
                    };
                    let options = CountOptions {
                        threads,
                        cancel: Some(&built),
                        building: Some(&building),
                        ..CountOptions::default()
                    };
                    assert_eq!(count(n, &options), Err(CountError::Cancelled));
                });
            });
        }
    }
    group.finish();
}

criterion_group!(benches, counting, by_columns, locating, building_tables);
criterion_main!(benches);
