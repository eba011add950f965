//! How a job speaks: events to the app, throttled to about a frame.

use std::sync::Arc;
use std::time::Duration;

use web_time::Instant;

use crate::worker::{Event, EventKind, JobId, PROGRESS_INTERVAL, PROGRESS_REPAINT};

/// Where a back end's jobs send their events, with how soon the window should wake for each.
pub(crate) type Sink = Arc<dyn Fn(Event, Duration) + Send + Sync>;

/// A job's voice: what it says goes to the app under its id, and each event wakes the window.
pub(crate) struct Reporter {
    job: JobId,
    sink: Sink,
}

impl Reporter {
    /// The voice of `job`, whose events go to `sink`.
    pub(crate) fn new(job: JobId, sink: Sink) -> Self {
        Self { job, sink }
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
        (self.sink)(event, within);
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
