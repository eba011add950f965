//! For tests: a gate that holds the jobs of chosen lanes at their start, so that a test can act
//! while a job is surely still running, whatever the speed of the machine.

use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};

use crate::worker::{Control, Lane};

/// **For tests only.** Holds every job of a held lane after it is reported busy and before its
/// work starts, until the test releases the lane; a job cancelled while held ends at once with
/// [`EventKind::Cancelled`](crate::worker::EventKind::Cancelled), having done nothing.
///
/// Give a clone to [`Threads::with_gate`](crate::worker::Threads::with_gate) and keep one: a
/// worker made without a gate never looks at one.
///
/// ```
/// # use std::sync::Arc;
/// use nqueens::worker::{Gate, Lane, Threads};
/// let gate = Gate::new();
/// gate.hold(Lane::Export);
/// let _worker = Threads::with_gate(Arc::new(|_| {}), gate.clone());
/// // ... start an export: it stays busy, and can be cancelled, until ...
/// gate.release(Lane::Export);
/// ```
#[derive(Clone, Default)]
pub struct Gate(Arc<Held>);

#[derive(Default)]
struct Held {
    lanes: Mutex<Vec<Lane>>,
    changed: Condvar,
}

impl Gate {
    /// A gate that holds no lane yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Holds the jobs of `lane` that reach the gate from now on, until [`Gate::release`].
    pub fn hold(&self, lane: Lane) {
        let mut lanes = self.lanes();
        if !lanes.contains(&lane) {
            lanes.push(lane);
        }
    }

    /// Lets the jobs of `lane` through: those held now and those to come.
    pub fn release(&self, lane: Lane) {
        self.lanes().retain(|held| *held != lane);
        self.wake();
    }

    /// Wakes the jobs held, to look again at the gate and at their cancel flags.
    pub(super) fn wake(&self) {
        drop(self.lanes());
        self.0.changed.notify_all();
    }

    /// Waits while `lane` is held and the job is not cancelled; `false` if it was cancelled.
    pub(super) fn pass(&self, lane: Lane, control: &Control) -> bool {
        let mut lanes = self.lanes();
        while lanes.contains(&lane) && !control.cancelled() {
            lanes = self
                .0
                .changed
                .wait(lanes)
                .unwrap_or_else(PoisonError::into_inner);
        }
        !control.cancelled()
    }

    fn lanes(&self) -> MutexGuard<'_, Vec<Lane>> {
        self.0.lanes.lock().unwrap_or_else(PoisonError::into_inner)
    }
}
