//! The job table, as rerun's viewer has it: each view says, in its state, which jobs it needs
//! ([`Needs`]); [`JobTable::reconcile`] compares that with what runs, starts what is needed
//! and not running, cancels what runs and is no longer needed, and remembers which view owns
//! each job, so that every event goes to the view that needs its job and to no other.
//!
//! The views never see the back end: the table is the one place that starts and cancels, and
//! it holds the back end as a [`Backend`], the desktop's threads or the browser's Web Workers.

use std::collections::{HashMap, VecDeque};

use crate::worker::{Backend, Event, Job, JobId, Lane, new_job_id};

/// The views that need jobs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owner {
    /// The browser: its enumeration, fetches, jumps and symmetry numbers.
    Browser,
    /// The count of every solution.
    Count,
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

/// A job a view needs, named by the view before it runs.
#[derive(Debug)]
struct Need {
    id: JobId,
    lane: Lane,
    /// What to run, until the table has started it.
    job: Option<Job>,
    /// For a job that waits for the app (the enumeration, the animation), how much it should
    /// have made: solutions found, steps sent.
    wanted: Option<u64>,
}

/// The jobs a view needs now, at most one a lane: part of the view's state, read by
/// [`JobTable::reconcile`]. A job stays needed until the view lets it go, after it ended too
/// (an ended job is not started again).
#[derive(Debug, Default)]
pub struct Needs {
    needs: Vec<Need>,
}

impl Needs {
    /// Needs `job` from now on, in place of the job needed before in its lane; returns the id
    /// its events will carry.
    pub fn start(&mut self, job: Job) -> JobId {
        let id = new_job_id();
        let lane = job.lane();
        self.needs.retain(|need| need.lane != lane);
        self.needs.push(Need {
            id,
            lane,
            job: Some(job),
            wanted: None,
        });
        id
    }

    /// No longer needs `job`: if it still runs, it is cancelled.
    pub fn stop(&mut self, job: JobId) {
        self.needs.retain(|need| need.id != job);
    }

    /// Lets `job`, one that waits for the app, run until it has made `wanted` (solutions of
    /// the enumeration, steps of the animation).
    pub fn want(&mut self, job: JobId, wanted: u64) {
        if let Some(need) = self.needs.iter_mut().find(|need| need.id == job) {
            need.wanted = Some(wanted);
        }
    }

    /// Whether `job` is needed.
    pub fn has(&self, job: JobId) -> bool {
        self.needs.iter().any(|need| need.id == job)
    }
}

/// How many replaced jobs the table remembers: far more than can still be stopping at once,
/// so that the last words of a job just replaced still reach their view.
pub(super) const REMEMBERED: usize = 256;

/// The back end, the job started in each lane with its owner, and the jobs replaced lately.
pub struct JobTable {
    /// What runs the jobs: reached from the app through this table alone.
    worker: Box<dyn Backend>,
    /// The latest job of each lane: kept however many jobs other lanes run meanwhile (the
    /// browser's enumeration runs for as long as N stays).
    current: HashMap<Lane, (JobId, Owner)>,
    /// Jobs replaced or cancelled in their lane, newest last.
    replaced: VecDeque<(JobId, Owner)>,
    /// For each job that waits for the app, how much the back end was last asked for: it is
    /// asked again only when its view wants another amount.
    asked: HashMap<JobId, u64>,
}

impl JobTable {
    /// A table of no jobs over `worker`.
    pub fn new(worker: Box<dyn Backend>) -> Self {
        Self {
            worker,
            current: HashMap::new(),
            replaced: VecDeque::new(),
            asked: HashMap::new(),
        }
    }

    /// The next event of any job, if one is waiting (taking it is a change: drawing, which
    /// has the app only to read, cannot).
    pub fn next_event(&mut self) -> Option<Event> {
        self.worker.next_event()
    }

    /// The lanes whose job is computing now (see [`Backend::busy_lanes`]).
    pub fn busy_lanes(&self) -> Vec<Lane> {
        self.worker.busy_lanes()
    }

    /// The view that needed `job`, if it runs or was replaced lately; events of older jobs are
    /// stale.
    pub fn owner_of(&self, job: JobId) -> Option<Owner> {
        let mine = |&(id, owner): &(JobId, Owner)| (id == job).then_some(owner);
        self.current
            .values()
            .find_map(mine)
            .or_else(|| self.replaced.iter().rev().find_map(mine))
    }

    /// Makes what runs for `owner` what it `needs`: cancels its jobs no longer needed, starts
    /// those needed and not started yet, and tells each waiting job how far to go.
    pub fn reconcile(&mut self, owner: Owner, needs: &mut Needs) {
        let unneeded: Vec<Lane> = self
            .current
            .iter()
            .filter(|&(_, &(id, by))| by == owner && !needs.has(id))
            .map(|(&lane, _)| lane)
            .collect();
        for lane in unneeded {
            if let Some((id, by)) = self.current.remove(&lane) {
                self.worker.cancel_job(id);
                self.forget(id, by);
            }
        }
        for need in &mut needs.needs {
            if let Some(job) = need.job.take() {
                self.worker
                    .start(need.id, job, need.wanted.unwrap_or(u64::MAX));
                if let Some(wanted) = need.wanted {
                    self.asked.insert(need.id, wanted);
                }
                if let Some((id, by)) = self.current.insert(need.lane, (need.id, owner)) {
                    self.forget(id, by);
                }
            }
            if let Some(wanted) = need.wanted
                && self.asked.get(&need.id) != Some(&wanted)
            {
                self.worker.want(need.id, wanted);
                self.asked.insert(need.id, wanted);
            }
        }
    }

    fn forget(&mut self, job: JobId, owner: Owner) {
        self.asked.remove(&job);
        if self.replaced.len() == REMEMBERED {
            self.replaced.pop_front();
        }
        self.replaced.push_back((job, owner));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    use crate::solve::trace::Variant;
    use crate::worker;
    use crate::worker::tests::events_of;
    use crate::worker::{EventKind, Threads};

    impl JobTable {
        fn current(&self, lane: Lane) -> Option<JobId> {
            self.current.get(&lane).map(|&(id, _)| id)
        }
    }

    fn enumerate(n: usize) -> Job {
        Job::Enumerate {
            n,
            fundamental_only: false,
        }
    }

    fn table() -> JobTable {
        JobTable::new(Box::new(Threads::new(Arc::new(|_| {}))))
    }

    /// Waits for the event that `wanted` picks.
    fn wait_for(table: &mut JobTable, wanted: impl FnMut(&Event) -> bool) {
        events_of(table.worker.as_mut(), wanted);
    }

    #[test]
    fn a_need_is_started_once_and_cancelled_when_let_go() {
        let mut table = table();
        let mut needs = Needs::default();
        let job = needs.start(Job::Compare { n: 6 });
        table.reconcile(Owner::Watch, &mut needs);
        assert_eq!(table.current(Lane::Compare), Some(job));
        assert_eq!(table.owner_of(job), Some(Owner::Watch));
        // Reconciled again while it runs and after it ended, it is not started a second time.
        table.reconcile(Owner::Watch, &mut needs);
        let mut lines = 0;
        wait_for(&mut table, |event| {
            lines +=
                usize::from(event.job == job && matches!(event.kind, EventKind::Compared { .. }));
            lines == Variant::ALL.len()
        });
        table.reconcile(Owner::Watch, &mut needs);
        // The lane runs its jobs in order: a second run of `job` would speak before this one.
        let probe = new_job_id();
        table.worker.start(probe, Job::Compare { n: 4 }, u64::MAX);
        let mut probe_lines = 0;
        let events = events_of(table.worker.as_mut(), |event| {
            probe_lines +=
                usize::from(event.job == probe && matches!(event.kind, EventKind::Compared { .. }));
            probe_lines == Variant::ALL.len()
        });
        assert!(
            events.iter().all(|event| event.job != job),
            "an ended job that is still needed is not run again: {events:?}"
        );

        // Let go, a running job is cancelled, and its last words still reach its view.
        let mut browsing = Needs::default();
        let search = browsing.start(enumerate(12));
        table.reconcile(Owner::Browser, &mut browsing);
        assert_eq!(table.current(Lane::Solver), Some(search));
        browsing.stop(search);
        table.reconcile(Owner::Browser, &mut browsing);
        assert_eq!(table.current(Lane::Solver), None);
        wait_for(&mut table, |event| {
            event.job == search && matches!(event.kind, EventKind::Cancelled)
        });
        assert_eq!(table.owner_of(search), Some(Owner::Browser));
    }

    #[test]
    fn one_views_needs_leave_the_others_jobs_alone() {
        let mut table = table();
        let mut browsing = Needs::default();
        let mut watching = Needs::default();
        let search = browsing.start(enumerate(10));
        browsing.want(search, 5);
        let comparison = watching.start(Job::Compare { n: 6 });
        table.reconcile(Owner::Browser, &mut browsing);
        table.reconcile(Owner::Watch, &mut watching);
        table.reconcile(Owner::Watch, &mut Needs::default());
        assert_eq!(table.current(Lane::Solver), Some(search));
        assert_eq!(table.current(Lane::Compare), None);
        assert_eq!(table.owner_of(search), Some(Owner::Browser));
        assert_eq!(table.owner_of(comparison), Some(Owner::Watch));
        assert_eq!(table.owner_of(comparison + 1_000), None);
        // The enumeration was told how far to go: it finds five solutions and waits.
        let mut found = 0;
        let events = events_of(table.worker.as_mut(), |event| {
            if let (true, EventKind::Enumerated { delta, .. }) = (event.job == search, &event.kind)
            {
                found = delta.found;
            }
            found >= 5
        });
        let Some(EventKind::Enumerated { finished, .. }) = events.last().map(|e| &e.kind) else {
            unreachable!()
        };
        assert_eq!((found, *finished), (5, false));
        worker::tests::wait_for("the enumeration to wait", || {
            !table.busy_lanes().contains(&Lane::Solver)
        });
        // Waiting, not ended: it has said nothing since.
        while let Some(event) = table.next_event() {
            assert_ne!(event.job, search, "{event:?}");
        }
    }

    #[test]
    fn a_running_job_is_kept_and_replaced_ones_are_forgotten_in_time() {
        let mut table = table();
        let mut browsing = Needs::default();
        let search = browsing.start(enumerate(6));
        table.reconcile(Owner::Browser, &mut browsing);
        // Many hints later, the enumeration still runs and is still the browser's.
        let mut placing = Needs::default();
        let mut hints = Vec::new();
        for _ in 0..(REMEMBERED + 10) {
            hints.push(placing.start(Job::Analyse {
                board: crate::board::Squares::empty(4),
                budget: None,
            }));
            table.reconcile(Owner::Place, &mut placing);
        }
        assert_eq!(table.owner_of(search), Some(Owner::Browser));
        // The job replaced last is remembered, the first ones are not.
        assert_eq!(table.owner_of(hints[REMEMBERED + 8]), Some(Owner::Place));
        assert_eq!(table.owner_of(hints[0]), None);
    }
}
