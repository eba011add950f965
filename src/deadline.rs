//! A time budget for work that reads a stop flag: a watch thread sets the flag when the budget
//! runs out, so that the work itself never looks at the clock. The worker's jobs and the
//! check's numbering of a board use it.

use std::sync::atomic::AtomicBool;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::{atomic::Ordering, mpsc};
use std::time::Duration;

/// How often the watch looks at `outer`, when there is one to pass on.
#[cfg(not(target_arch = "wasm32"))]
const OUTER_POLL: Duration = Duration::from_millis(2);

/// In the page's Web Workers there is no thread to watch the clock: `work` runs unwatched, and
/// the page ends a job's Web Worker when its budget has passed (`worker::pool`, on a timer of
/// `worker::web`).
#[cfg(target_arch = "wasm32")]
pub fn within<R>(
    _stop: &AtomicBool,
    _budget: Duration,
    _outer: Option<&AtomicBool>,
    work: impl FnOnce() -> R,
) -> (R, bool) {
    (work(), false)
}

/// Runs `work`, setting `stop` once `budget` has passed, or as soon as `outer` is set (Ctrl-C,
/// say), whichever comes first. Returns what `work` returned and whether the budget ran out.
#[cfg(not(target_arch = "wasm32"))]
pub fn within<R>(
    stop: &AtomicBool,
    budget: Duration,
    outer: Option<&AtomicBool>,
    work: impl FnOnce() -> R,
) -> (R, bool) {
    let expired = AtomicBool::new(false);
    let (done, finished) = mpsc::channel::<()>();
    let expired_flag = &expired;
    let result = std::thread::scope(|scope| {
        std::thread::Builder::new()
            .name("budget".to_string())
            .spawn_scoped(scope, move || {
                let mut left = budget;
                // The sender is dropped when the work ends, which ends the wait at once.
                loop {
                    let slice = if outer.is_some() {
                        left.min(OUTER_POLL)
                    } else {
                        left
                    };
                    match finished.recv_timeout(slice) {
                        Err(mpsc::RecvTimeoutError::Timeout) => {}
                        _ => return,
                    }
                    left = left.saturating_sub(slice);
                    if outer.is_some_and(|outer| outer.load(Ordering::Relaxed)) {
                        break;
                    }
                    if left.is_zero() {
                        expired_flag.store(true, Ordering::Relaxed);
                        break;
                    }
                }
                stop.store(true, Ordering::Relaxed);
            })
            .expect("spawning a budget thread");
        let result = work();
        drop(done);
        result
    });
    (result, expired.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Work that waits for its stop flag, as a search does.
    fn until_stopped(stop: &AtomicBool) -> u32 {
        let mut looks = 0;
        while !stop.load(Ordering::Relaxed) {
            looks += 1;
            std::thread::yield_now();
        }
        looks
    }

    #[test]
    fn work_past_its_budget_is_stopped_and_says_so() {
        let stop = AtomicBool::new(false);
        let (_, expired) = within(&stop, Duration::from_millis(20), None, || {
            until_stopped(&stop)
        });
        assert!(expired);
    }

    #[test]
    fn work_within_its_budget_is_left_alone() {
        let stop = AtomicBool::new(false);
        let (result, expired) = within(&stop, Duration::from_mins(1), None, || 7);
        assert_eq!((result, expired), (7, false));
        assert!(!stop.load(Ordering::Relaxed));
    }

    #[test]
    fn an_outer_stop_is_passed_on_before_the_budget_ends() {
        let (stop, outer) = (AtomicBool::new(false), AtomicBool::new(true));
        let (_, expired) = within(&stop, Duration::from_mins(1), Some(&outer), || {
            until_stopped(&stop)
        });
        assert!(!expired);
    }
}
