//! Counting every solution and every class of a board size.

use std::sync::atomic::AtomicBool;

use crate::board::MAX_N;
use crate::solve::count::{self, CountError, CountOptions, Shard};
use crate::solve::{known_counts, threads_or_all};

use crate::worker::EventKind;
use crate::worker::budget::{CountReport, count_options};
use crate::worker::report::Reporter;

/// Counts the solutions and classes of `n` on `threads` threads (0 for one per core), telling
/// its progress and the time left.
pub(crate) fn count(n: usize, threads: usize, cancel: &AtomicBool, reporter: &Reporter) {
    let report = CountReport::new(reporter, threads_or_all(threads));
    if let Some(known) = known_counts(n) {
        report.counts_at_least(known.total);
    }
    let progress = |progress| report.progress(progress);
    let building = |share| report.building(share);
    let options = CountOptions {
        threads,
        building: Some(&building),
        ..count_options(cancel, &progress)
    };
    match count::count(n, &options) {
        Ok(counts) => reporter.send(EventKind::Counted {
            counts,
            elapsed: report.started.elapsed(),
        }),
        Err(CountError::Cancelled) => reporter.send(EventKind::Cancelled),
        Err(error @ CountError::NotEnoughMemory { .. }) => {
            reporter.send(EventKind::CountFailed { error });
        }
    }
}

/// Counts one shard of the solutions of `n` on this thread alone, telling its progress.
pub(crate) fn count_shard(n: usize, shard: Shard, cancel: &AtomicBool, reporter: &Reporter) {
    let report = CountReport::new(reporter, 1);
    let progress = |progress| report.progress(progress);
    let building = |share| report.building(share);
    let options = CountOptions {
        threads: 1,
        building: Some(&building),
        ..count_options(cancel, &progress)
    };
    match count::count_shard(n, shard, &options) {
        Ok(counts) => reporter.send(EventKind::ShardCounted { counts }),
        Err(CountError::Cancelled) => reporter.send(EventKind::Cancelled),
        Err(error @ CountError::NotEnoughMemory { .. }) => {
            reporter.send(EventKind::CountFailed { error });
        }
    }
}

/// Counts one shard of the solutions of `n` under `allowed` by their column in `row` (and the
/// next row's, `with_next`), on this thread alone, telling its progress.
pub(crate) fn count_columns_shard(
    n: usize,
    allowed: &[u32; MAX_N],
    (row, with_next): (usize, bool),
    shard: Shard,
    cancel: &AtomicBool,
    reporter: &Reporter,
) {
    let report = CountReport::new(reporter, 1);
    let progress = |progress| report.progress(progress);
    let options = CountOptions {
        threads: 1,
        ..count_options(cancel, &progress)
    };
    let counted = if with_next {
        count::count_two_rows_shard(n, allowed, row, shard, &options)
    } else {
        count::count_columns_shard(n, allowed, row, shard, &options)
            .map(|columns| columns[..n].to_vec())
    };
    match counted {
        Ok(columns) => reporter.send(EventKind::ColumnsCounted { columns }),
        Err(_cancelled) => reporter.send(EventKind::Cancelled),
    }
}
