//! Finding solution No k far from every one known, by counting.

use std::time::Duration;

use crate::solve::complete::{solution_at, solutions_counted_to_find};
use crate::solve::count::CountOptions;

use crate::worker::budget::{SeekReport, within_budget};
use crate::worker::report::Reporter;
use crate::worker::{Control, EventKind};

/// Finds solution No `number` of `n` by counting, within `budget` if set.
pub(crate) fn locate(
    n: usize,
    number: u64,
    budget: Option<Duration>,
    control: &Control,
    reporter: &Reporter,
) {
    let cancel = &control.cancelled;
    let seek = SeekReport::new(reporter);
    seek.counts_at_least(solutions_counted_to_find(n, number, &control.kept));
    let progress = |progress| seek.counted(progress);
    let options = CountOptions {
        cancel: Some(cancel),
        progress: Some(&progress),
        memory: crate::platform::available_memory(),
        kept: Some(&control.kept),
        ..CountOptions::default()
    };
    let (result, expired) = within_budget(cancel, budget, || {
        let solution = solution_at(n, number, &options)?;
        reporter.send(EventKind::Located { number, solution });
        Ok(())
    });
    seek.finish(result, expired);
}
