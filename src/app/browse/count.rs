//! Counting every solution of N on all cores, beside the browsing.

use std::time::Instant;

use crate::worker::Job;

use super::Browser;

impl Browser {
    /// Starts a count of every solution of N on all cores.
    pub(super) fn start_count(&mut self) {
        self.count.job = Some(self.needs.start(Job::Count {
            n: self.n,
            threads: 0,
        }));
        self.count.started = Instant::now();
        self.count.progress = None;
        self.count.failed = None;
        self.count.stopped = None;
    }

    pub(super) fn cancel_count(&mut self) {
        if let Some(job) = self.count.job.take() {
            self.needs.stop(job);
        }
        self.count.progress = None;
    }
}
