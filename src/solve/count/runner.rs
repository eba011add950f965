//! The threads of a count: each takes the next unit from a shared counter until none is left
//! or the count is cancelled, and progress is told after every unit.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use super::halves::Scratch;
use super::{CountOptions, CountProgress, ShardCounts};
use crate::solve::Cancelled;

/// The count's cancel flag, or one never set.
pub(super) fn cancel_flag<'a>(options: &CountOptions<'a>) -> &'a AtomicBool {
    static NEVER: AtomicBool = AtomicBool::new(false);
    options.cancel.unwrap_or(&NEVER)
}

/// Counts `units` with `count_unit` on the threads `options` asks for (each with its own
/// scratch space), and adds up what they found.
pub(super) fn run(
    units: &[usize],
    options: &CountOptions<'_>,
    count_unit: impl Fn(usize, &mut Scratch) -> Result<ShardCounts, Cancelled> + Sync,
) -> Result<ShardCounts, Cancelled> {
    let threads = crate::solve::threads_or_all(options.threads).min(units.len().max(1));
    let cancel = cancel_flag(options);
    let next_unit = AtomicUsize::new(0);
    let done = Mutex::new((0usize, 0u64));
    if let Some(progress) = options.progress {
        // Say how many units there are before the first one ends.
        progress(CountProgress {
            units_done: 0,
            units: units.len(),
            total: 0,
        });
    }
    let worker = || -> ShardCounts {
        let mut mine = ShardCounts::default();
        let mut scratch = Scratch::default();
        while !cancel.load(Ordering::Relaxed) {
            let Some(&unit) = units.get(next_unit.fetch_add(1, Ordering::Relaxed)) else {
                break;
            };
            let Ok(found) = count_unit(unit, &mut scratch) else {
                break;
            };
            mine += found;
            if let Some(progress) = options.progress {
                let mut done = done
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner);
                done.0 += 1;
                done.1 += found.total;
                progress(CountProgress {
                    units_done: done.0,
                    units: units.len(),
                    total: done.1,
                });
            }
        }
        mine
    };
    let mut total = ShardCounts::default();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (1..threads)
            .map(|i| {
                std::thread::Builder::new()
                    .name(format!("count-{i}"))
                    .spawn_scoped(scope, worker)
                    .expect("spawning a counting thread")
            })
            .collect();
        total += worker();
        for handle in handles {
            total += handle.join().expect("a counting thread panicked");
        }
    });
    if cancel.load(Ordering::Relaxed) {
        Err(Cancelled)
    } else {
        Ok(total)
    }
}
