//! The job table: which view owns each job it started, so that every event of the worker goes
//! to the view that asked for it and to no other. The views reach the worker only through
//! [`Jobs`], the narrow door that records who submitted what: a second back end (one that runs
//! jobs in time slices, as a web build would need) would replace what stands behind it, not
//! the views.

use std::collections::VecDeque;

use crate::worker::{Job, JobId, Worker};

/// The views that start jobs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owner {
    /// The browser: its enumeration, fetches, jumps, symmetry numbers and counts.
    Browser,
    /// The hand-made board's analysis and hint.
    Place,
    /// The animation's comparison.
    Watch,
    /// The file view's check and its boards.
    File,
    /// The picture window.
    Picture,
    /// The export window.
    Export,
}

/// How many of the latest jobs the table remembers: far more than can run at once (one a
/// lane), so that the last words of a job just replaced still reach their view.
const REMEMBERED: usize = 256;

/// The latest jobs and their owners, newest last.
#[derive(Debug, Default)]
pub struct JobTable {
    owners: VecDeque<(JobId, Owner)>,
}

impl JobTable {
    /// The view that started `job`, if it is one of the latest; events of older jobs are stale.
    pub fn owner_of(&self, job: JobId) -> Option<Owner> {
        self.owners
            .iter()
            .rev()
            .find_map(|&(id, owner)| (id == job).then_some(owner))
    }

    /// The door to `worker` for the view `owner`.
    pub fn door<'a>(&'a mut self, worker: &'a mut Worker, owner: Owner) -> Jobs<'a> {
        Jobs {
            worker,
            table: self,
            owner,
        }
    }

    fn record(&mut self, job: JobId, owner: Owner) {
        if self.owners.len() == REMEMBERED {
            self.owners.pop_front();
        }
        self.owners.push_back((job, owner));
    }
}

/// What a view may ask of the worker: start a job (recorded as its own), cancel one, and say
/// how far the enumeration may run.
pub struct Jobs<'a> {
    worker: &'a mut Worker,
    table: &'a mut JobTable,
    owner: Owner,
}

impl Jobs<'_> {
    /// Starts `job` for this view; it cancels the job before it in its lane.
    pub fn submit(&mut self, job: Job) -> JobId {
        let id = self.worker.submit(job);
        self.table.record(id, self.owner);
        id
    }

    /// Cancels `job`, if it still runs; its view hears that it stopped.
    pub fn cancel_job(&mut self, job: JobId) {
        self.worker.cancel_job(job);
    }

    /// Lets the enumeration `job` run until it has found `solutions`.
    pub fn want(&mut self, job: JobId, solutions: u64) {
        self.worker.want(job, solutions);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[test]
    fn each_event_goes_to_the_view_that_started_its_job() {
        let mut worker = Worker::new(Arc::new(|_| {}));
        let mut table = JobTable::default();
        let browsing = table
            .door(&mut worker, Owner::Browser)
            .submit(Job::Enumerate {
                n: 6,
                fundamental_only: false,
            });
        let watching = table
            .door(&mut worker, Owner::Watch)
            .submit(Job::Compare { n: 6 });
        assert_eq!(table.owner_of(browsing), Some(Owner::Browser));
        assert_eq!(table.owner_of(watching), Some(Owner::Watch));
        assert_eq!(table.owner_of(watching + 1_000), None);
    }

    #[test]
    fn old_jobs_are_forgotten_and_their_events_stale() {
        let mut table = JobTable::default();
        for job in 0..(REMEMBERED as u64 + 10) {
            table.record(job, Owner::File);
        }
        assert_eq!(table.owner_of(0), None);
        assert_eq!(table.owner_of(REMEMBERED as u64 + 9), Some(Owner::File));
    }
}
