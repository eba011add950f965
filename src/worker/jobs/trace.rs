//! The animation's steps, as fast as the animation takes them.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{SyncSender, TrySendError};

use crate::solve::trace::{Step as TraceStep, Trace, Variant};

use crate::worker::LaneState;

/// Plays the trace into `steps`, after skipping the ones already shown.
pub(crate) fn trace(
    n: usize,
    variant: Variant,
    skip: u64,
    steps: &SyncSender<TraceStep>,
    cancel: &AtomicBool,
    lane: &LaneState,
) {
    for (index, step) in Trace::new(variant, n).enumerate() {
        if index % 1024 == 0 && cancel.load(Ordering::Relaxed) {
            return;
        }
        if (index as u64) < skip {
            continue;
        }
        match steps.try_send(step) {
            Ok(()) => {}
            Err(TrySendError::Full(step)) => {
                // The animation has enough steps for now: wait for it, using no CPU. A closed
                // channel means it moved on to another search.
                lane.waiting.store(true, Ordering::Relaxed);
                let sent = steps.send(step);
                lane.waiting.store(false, Ordering::Relaxed);
                if sent.is_err() {
                    return;
                }
            }
            Err(TrySendError::Disconnected(_)) => return,
        }
    }
}
