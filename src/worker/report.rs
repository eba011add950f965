//! How a job speaks: events to the app, throttled to about a frame.

use std::sync::mpsc::Sender;
use std::time::{Duration, Instant};

use crate::worker::{Event, EventKind, JobId, PROGRESS_INTERVAL, PROGRESS_REPAINT, Waker};

/// A job's voice: what it says goes to the app under its id, and each event wakes the window.
pub(crate) struct Reporter {
    job: JobId,
    events: Sender<Event>,
    waker: Waker,
}

impl Reporter {
    /// The voice of `job`, whose events go to `events`, waking the window with `waker`.
    pub(crate) fn new(job: JobId, events: Sender<Event>, waker: Waker) -> Self {
        Self { job, events, waker }
    }

    /// Sends a result, and wakes the UI at once.
    pub(crate) fn send(&self, kind: EventKind) {
        self.send_within(kind, Duration::ZERO);
    }

    /// Sends progress, and wakes the UI within [`PROGRESS_REPAINT`].
    pub(crate) fn progress(&self, kind: EventKind) {
        self.send_within(kind, PROGRESS_REPAINT);
    }

    fn send_within(&self, kind: EventKind, within: Duration) {
        let event = Event {
            job: self.job,
            kind,
        };
        // A closed channel means the app is gone; the job's cancel flag stops it soon.
        if self.events.send(event).is_ok() {
            (self.waker)(within);
        }
    }
}

/// Says whether enough time has passed since the last report.
pub(crate) struct Throttle(Instant);

impl Throttle {
    pub(crate) fn new() -> Self {
        Self(Instant::now())
    }

    pub(crate) fn due(&mut self) -> bool {
        let due = self.0.elapsed() >= PROGRESS_INTERVAL;
        if due {
            self.0 = Instant::now();
        }
        due
    }
}
