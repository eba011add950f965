//! The job table: which view owns each job it started, so that every event of the worker goes
//! to the view that asked for it and to no other. The views reach the worker only through
//! [`Jobs`], the narrow door that records who submitted what: a second back end (one that runs
//! jobs in time slices, as a web build would need) would replace what stands behind it, not
//! the views.

use std::collections::{HashMap, VecDeque};

use crate::worker::{Job, JobId, Lane, Worker};

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

/// How many replaced jobs the table remembers: far more than can still be stopping at once,
/// so that the last words of a job just replaced still reach their view.
const REMEMBERED: usize = 256;

/// The job running in each lane with its owner, and the jobs replaced lately.
#[derive(Debug, Default)]
pub struct JobTable {
    /// The latest job of each lane: kept however many jobs other lanes run meanwhile (the
    /// browser's enumeration runs for as long as N stays).
    current: HashMap<Lane, (JobId, Owner)>,
    /// Jobs replaced in their lane, newest last.
    replaced: VecDeque<(JobId, Owner)>,
}

impl JobTable {
    /// The view that started `job`, if it runs or was replaced lately; events of older jobs are
    /// stale.
    pub fn owner_of(&self, job: JobId) -> Option<Owner> {
        let mine = |&(id, owner): &(JobId, Owner)| (id == job).then_some(owner);
        self.current
            .values()
            .find_map(mine)
            .or_else(|| self.replaced.iter().rev().find_map(mine))
    }

    /// The door to `worker` for the view `owner`.
    pub fn door<'a>(&'a mut self, worker: &'a mut Worker, owner: Owner) -> Jobs<'a> {
        Jobs {
            worker,
            table: self,
            owner,
        }
    }

    fn record(&mut self, lane: Lane, job: JobId, owner: Owner) {
        if let Some(before) = self.current.insert(lane, (job, owner)) {
            if self.replaced.len() == REMEMBERED {
                self.replaced.pop_front();
            }
            self.replaced.push_back(before);
        }
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
        let lane = job.lane();
        let id = self.worker.submit(job);
        self.table.record(lane, id, self.owner);
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
    fn a_running_job_is_kept_and_replaced_ones_are_forgotten_in_time() {
        let mut table = JobTable::default();
        table.record(Lane::Solver, 0, Owner::Browser);
        // Many fetches later, the enumeration still runs and is still the browser's.
        for job in 1..=(REMEMBERED as u64 + 10) {
            table.record(Lane::Fetch, job, Owner::Browser);
        }
        assert_eq!(table.owner_of(0), Some(Owner::Browser));
        // The fetch replaced last is remembered, the first ones are not.
        assert_eq!(table.owner_of(REMEMBERED as u64 + 9), Some(Owner::Browser));
        assert_eq!(table.owner_of(1), None);
        table.record(Lane::Solver, 1_000, Owner::Browser);
        assert_eq!(
            table.owner_of(0),
            Some(Owner::Browser),
            "its last words still count"
        );
    }
}
