//! Fetching solutions around a landmark of the index, both ways.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::board::Symmetry;
use crate::solve::Cancelled;
use crate::solve::Solutions;
use crate::solve::index::Landmark;

use crate::worker::EventKind;
use crate::worker::budget::{SeekReport, within_budget};
use crate::worker::report::{Reporter, Throttle};

/// Skips `count` solutions of `solutions`, telling `seek` how far it has come; returns how many
/// there were (fewer at the end).
fn skip_reporting(
    solutions: &mut Solutions,
    count: u64,
    cancel: &AtomicBool,
    seek: &SeekReport<'_>,
) -> Result<u64, Cancelled> {
    solutions.skip_solutions(count, cancel, |skipped| seek.walked(skipped, count))
}

/// Finds solutions `first..=last` from the landmark `from`, after it or (`backward`) before
/// it, sending them as they come; within `budget` if set.
pub(crate) fn fetch(
    from: &Landmark,
    first: u64,
    last: u64,
    backward: bool,
    budget: Option<Duration>,
    cancel: &AtomicBool,
    reporter: &Reporter,
) {
    let seek = SeekReport::new(reporter);
    let (result, expired) = within_budget(cancel, budget, || {
        if backward {
            fetch_backward(from, first, last, cancel, &seek)
        } else {
            fetch_forward(from, first, last, cancel, &seek)
        }
    });
    seek.finish(result, expired);
}

/// Finds solutions `first..=last` by walking on from the landmark `from`, sending them as
/// they come.
fn fetch_forward(
    from: &Landmark,
    first: u64,
    last: u64,
    cancel: &AtomicBool,
    seek: &SeekReport<'_>,
) -> Result<(), Cancelled> {
    let n = from.solution.n();
    let mut solutions = from.resume();
    let send = |first, columns, finished| {
        seek.send(EventKind::Fetched {
            first,
            columns,
            finished,
        });
    };
    let distance = first.saturating_sub(from.number);
    if skip_reporting(&mut solutions, distance, cancel, seek)? < distance {
        send(first, Vec::new(), true);
        return Ok(());
    }
    let mut throttle = Throttle::new();
    let mut batch_first = first;
    let mut batch = Vec::new();
    for number in first..=last {
        match solutions.next_columns_cancellable(cancel)? {
            None => break,
            Some(columns) => batch.extend_from_slice(columns),
        }
        if throttle.due() {
            send(batch_first, std::mem::take(&mut batch), false);
            batch_first = number + 1;
        }
    }
    debug_assert!(batch.len().is_multiple_of(n));
    send(batch_first, batch, true);
    Ok(())
}

/// Finds solutions `last` down to `first`, all before the landmark `from`, by walking forward
/// from its mirror image, and sends them in batches, each in order.
fn fetch_backward(
    from: &Landmark,
    first: u64,
    last: u64,
    cancel: &AtomicBool,
    seek: &SeekReport<'_>,
) -> Result<(), Cancelled> {
    debug_assert!(!from.fundamental_only && last < from.number);
    let n = from.solution.n();
    let mut mirrored = Solutions::after(&from.solution.transformed(Symmetry::MirrorColumns));
    skip_reporting(&mut mirrored, from.number - 1 - last, cancel, seek)?;
    let mut throttle = Throttle::new();
    // Rows of the batch, last number first.
    let mut batch: Vec<u8> = Vec::new();
    let send = |lowest: u64, batch: &mut Vec<u8>, finished| {
        let columns = batch.chunks_exact(n).rev().flatten().copied().collect();
        batch.clear();
        seek.send(EventKind::Fetched {
            first: lowest,
            columns,
            finished,
        });
    };
    let mut number = last;
    while number >= first.max(1) {
        match mirrored.next_columns_cancellable(cancel)? {
            None => break,
            Some(columns) => {
                batch.extend(columns.iter().map(|&column| (n - 1) as u8 - column));
            }
        }
        if throttle.due() {
            send(number, &mut batch, false);
        }
        number -= 1;
    }
    send(number + 1, &mut batch, true);
    Ok(())
}
