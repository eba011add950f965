//! Finding solution No k far from every one known, by counting.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::solve::complete::solution_at;
use crate::solve::count::CountOptions;
use crate::solve::known_counts;

use crate::worker::budget::{SeekReport, within_budget};
use crate::worker::report::Reporter;
use crate::worker::{Event, JobId};

/// Finds solution No `number` of `n` by counting, within `budget` if set.
pub(crate) fn locate(
    id: JobId,
    n: usize,
    number: u64,
    budget: Option<Duration>,
    cancel: &AtomicBool,
    reporter: &Reporter,
) {
    let of = locate_work(n, number);
    let seek = SeekReport::new(id, reporter, of);
    let counted = |done| seek.progress(done, of);
    let options = CountOptions {
        cancel: Some(cancel),
        memory: crate::platform::available_memory(),
        ..CountOptions::default()
    };
    let (result, expired) = within_budget(cancel, budget, || {
        let solution = solution_at(n, number, &options, &counted)?;
        reporter.send(Event::Located {
            job: id,
            number,
            solution,
        });
        Ok(())
    });
    seek.finish(result, expired, true);
}

/// About how many solutions [`solution_at`] counts to find No `number` of `n`: those before it
/// (or before its mirror image, in the second half) and those of the first row's square it is
/// under.
pub(crate) fn locate_work(n: usize, number: u64) -> u64 {
    match known_counts(n) {
        Some(known) => {
            let nearer = number.min((known.total + 1).saturating_sub(number));
            nearer.saturating_sub(1) + known.total / n as u64
        }
        None => number.saturating_sub(1),
    }
}
