//! How a job speaks: events to the app, throttled to about a frame.

use std::sync::mpsc::Sender;
use std::time::{Duration, Instant};

use crate::worker::{Event, PROGRESS_INTERVAL, PROGRESS_REPAINT, Waker};

/// A lane's voice: its events go to the app, and each wakes the window.
pub(crate) struct Reporter {
    events: Sender<Event>,
    waker: Waker,
}

impl Reporter {
    /// The voice of a lane whose events go to `events`, waking the window with `waker`.
    pub(crate) fn new(events: Sender<Event>, waker: Waker) -> Self {
        Self { events, waker }
    }

    /// Sends a result, and wakes the UI at once.
    pub(crate) fn send(&self, event: Event) {
        self.send_within(event, Duration::ZERO);
    }

    /// Sends progress, and wakes the UI within [`PROGRESS_REPAINT`].
    pub(crate) fn progress(&self, event: Event) {
        self.send_within(event, PROGRESS_REPAINT);
    }

    pub(crate) fn send_within(&self, event: Event, within: Duration) {
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
