//! The one interface through which the app's job table drives whatever runs the lanes: the
//! desktop's threads ([`Threads`](super::Threads)) or the browser's Web Workers.

use crate::worker::{Event, Job, JobId, Lane};

/// Runs jobs in lanes, one at a time a lane, and hands back what they say.
pub trait Backend {
    /// Starts `job` under `id` (named before, by [`new_job_id`](super::new_job_id)),
    /// cancelling the job before it in the same lane. A job that waits for the app (the
    /// enumeration, the animation's steps) goes until it has `wanted`; any other job is
    /// given `u64::MAX` and runs to its end.
    fn start(&mut self, id: JobId, job: Job, wanted: u64);

    /// Tells the waiting job `id` how much the app wants now (solutions found, steps taken);
    /// it waits, using no CPU, once it has that much, and goes on when more is wanted.
    fn want(&mut self, id: JobId, wanted: u64);

    /// Cancels `job` if it is the one running in its lane; it says
    /// [`EventKind::Cancelled`](super::EventKind::Cancelled) once it has stopped.
    fn cancel_job(&mut self, job: JobId);

    /// The lanes whose job is computing now: started, not yet ended, and not waiting. A
    /// cancelled job counts until it has stopped.
    fn busy_lanes(&self) -> Vec<Lane>;

    /// The next event of any job, if one is waiting.
    fn next_event(&mut self) -> Option<Event>;
}
