//! A count spread over several workers, one shard each (the browser's Web Workers, which share
//! no memory): their progress merged and their parts added up as `nqueens count --sum` adds
//! them, so that the app hears one count. A whole board's count ends in its classes; a count
//! by columns that a search asked for ([`Seek`](crate::worker::seek::Seek)) in their sums.

use web_time::Instant;

use crate::board::MAX_N;
use crate::solve::count::{CountProgress, Shard, ShardCounts};
use crate::worker::{Estimate, Event, EventKind, Job, JobId, TimeLeft, new_job_id};

/// The count, its shards' jobs, and what each has said.
pub(crate) struct SpreadCount {
    id: JobId,
    shards: Vec<ShardState>,
    started: Instant,
}

#[derive(Clone)]
struct ShardState {
    job: JobId,
    work: Job,
    /// How much of its tables it has built, until it counts.
    building: f32,
    progress: Option<(CountProgress, TimeLeft)>,
    counts: Option<ShardCounts>,
    columns: Option<Vec<u64>>,
}

/// What a shard's event means for the whole count.
#[derive(Debug)]
pub(crate) enum Spread {
    /// Nothing to tell yet.
    Quiet,
    /// The count's progress, or a whole board's count at its end.
    Going(Event),
    /// A count by columns ended: the solutions, by their queen's column (or their queens'
    /// columns in two rows, see [`Job::CountColumnsShard`]).
    Added(Vec<u64>),
    /// The count failed: the other shards are to be stopped.
    Ended(Event),
}

impl SpreadCount {
    /// The count `id` of the whole board `n` in `shards` parts, each a job of its own.
    pub(crate) fn whole(id: JobId, n: usize, shards: usize) -> Self {
        let of = shards.max(1);
        let works = (1..=of).map(|index| Job::CountShard {
            n,
            shard: Shard { index, of },
        });
        Self::new(id, works)
    }

    /// The count `id` of `n`'s solutions under `allowed` by their column in `row` (and the
    /// next row's, `with_next`), in `shards` parts.
    pub(crate) fn columns(
        id: JobId,
        n: usize,
        allowed: [u32; MAX_N],
        (row, with_next): (usize, bool),
        shards: usize,
    ) -> Self {
        let of = shards.max(1);
        let works = (1..=of).map(|index| Job::CountColumnsShard {
            n,
            allowed,
            row,
            with_next,
            shard: Shard { index, of },
        });
        Self::new(id, works)
    }

    fn new(id: JobId, works: impl Iterator<Item = Job>) -> Self {
        let shards = works
            .map(|work| ShardState {
                job: new_job_id(),
                work,
                building: 0.0,
                progress: None,
                counts: None,
                columns: None,
            })
            .collect();
        Self {
            id,
            shards,
            started: Instant::now(),
        }
    }

    /// The count's id, as the app knows it.
    pub(crate) fn id(&self) -> JobId {
        self.id
    }

    /// The shards' jobs, to start one a worker.
    pub(crate) fn jobs(&self) -> Vec<(JobId, Job)> {
        self.shards
            .iter()
            .map(|shard| (shard.job, shard.work.clone()))
            .collect()
    }

    /// Whether every shard has told its progress (or ended).
    pub(crate) fn all_heard(&self) -> bool {
        self.shards.iter().all(|shard| {
            shard.progress.is_some() || shard.counts.is_some() || shard.columns.is_some()
        })
    }

    /// Whether `job` is one of its shards.
    pub(crate) fn has(&self, job: JobId) -> bool {
        self.shards.iter().any(|shard| shard.job == job)
    }

    /// Takes a shard's event.
    pub(crate) fn take(&mut self, event: Event) -> Spread {
        let id = self.id;
        let Some(shard) = self.shards.iter_mut().find(|shard| shard.job == event.job) else {
            return Spread::Quiet;
        };
        let going = |kind| Spread::Going(Event { job: id, kind });
        match event.kind {
            // The shards build their tables side by side: the count has built the share they
            // have on average.
            EventKind::BuildingTables { share } => {
                shard.building = share;
                let shares = self.shards.iter().map(|shard| shard.building);
                let average = shares.sum::<f32>() / self.shards.len() as f32;
                going(EventKind::BuildingTables { share: average })
            }
            EventKind::Counting { progress, left } => {
                shard.progress = Some((progress, left));
                match merged_progress(&self.shards) {
                    Some((progress, left)) => going(EventKind::Counting { progress, left }),
                    None => Spread::Quiet,
                }
            }
            EventKind::ShardCounted { counts } => {
                shard.counts = Some(counts);
                let mut sum = ShardCounts::default();
                for shard in &self.shards {
                    let Some(counts) = shard.counts else {
                        return Spread::Quiet;
                    };
                    sum += counts;
                }
                let elapsed = self.started.elapsed();
                match sum.classes() {
                    Some(counts) => going(EventKind::Counted { counts, elapsed }),
                    // The shards' parts cannot be one board's: not a count to show.
                    None => Spread::Ended(Event {
                        job: id,
                        kind: EventKind::Cancelled,
                    }),
                }
            }
            EventKind::ColumnsCounted { columns } => {
                shard.columns = Some(columns);
                let mut sum = Vec::new();
                for shard in &self.shards {
                    let Some(columns) = &shard.columns else {
                        return Spread::Quiet;
                    };
                    sum.resize(sum.len().max(columns.len()), 0);
                    for (sum, found) in sum.iter_mut().zip(columns) {
                        *sum += found;
                    }
                }
                Spread::Added(sum)
            }
            kind @ (EventKind::CountFailed { .. } | EventKind::Cancelled) => {
                Spread::Ended(Event { job: id, kind })
            }
            _ => Spread::Quiet,
        }
    }
}

/// The shards' progress as one count's: their units added up, the time left the longest of
/// theirs (they run side by side). In a count of several parts, nothing is told while the
/// shards are in different parts: one part's units and another's do not add up.
fn merged_progress(shards: &[ShardState]) -> Option<(CountProgress, TimeLeft)> {
    let mut merged: Option<CountProgress> = None;
    let mut estimate = Estimate::About(0.0);
    let mut parts = shards
        .iter()
        .filter_map(|shard| shard.progress)
        .map(|(progress, _)| progress.part.index);
    let part = parts.next()?;
    if parts.any(|other| other != part) {
        return None;
    }
    for (progress, left) in shards.iter().filter_map(|shard| shard.progress) {
        let sum = merged.get_or_insert(CountProgress {
            units_done: 0,
            units: 0,
            total: 0,
            part: progress.part,
        });
        sum.units_done += progress.units_done;
        sum.units += progress.units;
        sum.total += progress.total;
        estimate = longer(estimate, left.estimate);
    }
    // A shard not heard from yet could take longest: until all have spoken, no time is told.
    if shards
        .iter()
        .any(|shard| shard.progress.is_none() && shard.counts.is_none())
    {
        estimate = Estimate::Unknown;
    }
    let merged = merged?;
    let left = TimeLeft {
        done: merged.share() as f32,
        estimate,
    };
    Some((merged, left))
}

/// The longer of two estimates; an unknown one makes the whole unknown.
fn longer(a: Estimate, b: Estimate) -> Estimate {
    match (a, b) {
        (Estimate::Unknown, _) | (_, Estimate::Unknown) => Estimate::Unknown,
        (Estimate::About(a), Estimate::About(b)) => Estimate::About(a.max(b)),
        (Estimate::MoreThan(a), Estimate::About(b) | Estimate::MoreThan(b))
        | (Estimate::About(b), Estimate::MoreThan(a)) => Estimate::MoreThan(a.max(b)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::count::Counts;
    use crate::worker::tests::{events_until, worker};
    use crate::worker::{Backend, Threads};

    /// Runs each shard's job on `worker` in turn and gives its events to `count`; returns what
    /// the app would have heard.
    fn run_spread(worker: &mut Threads, count: &mut SpreadCount) -> Vec<Event> {
        let mut heard = Vec::new();
        for (job, shard_job) in count.jobs() {
            worker.start(job, shard_job, u64::MAX);
            let events = events_until(worker, |event| {
                event.job == job
                    && matches!(
                        event.kind,
                        EventKind::ShardCounted { .. }
                            | EventKind::ColumnsCounted { .. }
                            | EventKind::CountFailed { .. }
                    )
            });
            for event in events {
                if let Spread::Going(event) | Spread::Ended(event) = count.take(event) {
                    heard.push(event);
                }
            }
        }
        heard
    }

    #[test]
    fn shards_added_up_are_the_whole_count_and_its_classes() {
        let mut worker = worker();
        for (n, shards, total, unique) in [
            (8, 3, 92, 12),
            (10, 2, 724, 92),
            (12, 5, 14_200, 1_787),
            (14, 3, 365_596, 45_752),
        ] {
            let id = new_job_id();
            let mut count = SpreadCount::whole(id, n, shards);
            let heard = run_spread(&mut worker, &mut count);
            let last = heard.last().expect("the count ended");
            assert_eq!(last.job, id);
            let EventKind::Counted { counts, .. } = last.kind else {
                panic!("{last:?}");
            };
            assert_eq!(
                counts,
                Counts { total, unique },
                "N = {n} in {shards} shards"
            );
            assert_eq!(
                heard
                    .iter()
                    .filter(|e| matches!(e.kind, EventKind::Counted { .. }))
                    .count(),
                1
            );
            // From N = 14 the halves count a whole board, from tables: the shares the shards
            // have built, on average, rise to all of them.
            let building: Vec<f32> = heard
                .iter()
                .filter_map(|event| match event.kind {
                    EventKind::BuildingTables { share } => Some(share),
                    _ => None,
                })
                .collect();
            if n == 14 {
                assert_eq!(building.last(), Some(&1.0), "{building:?}");
                assert!(building.windows(2).all(|pair| pair[0] <= pair[1]));
            }
        }
    }

    #[test]
    fn the_time_left_is_the_longest_shards_and_unknown_until_all_have_spoken() {
        let progress = |units_done, units| CountProgress {
            units_done,
            units,
            total: 10,
            part: crate::solve::count::Part::default(),
        };
        let left = |seconds| TimeLeft {
            done: 0.5,
            estimate: Estimate::About(seconds),
        };
        let id = new_job_id();
        let mut count = SpreadCount::whole(id, 12, 2);
        let jobs: Vec<JobId> = count.jobs().into_iter().map(|(job, _)| job).collect();
        assert_eq!(count.id(), id);
        assert!(jobs.iter().all(|&job| count.has(job)) && !count.has(id));
        let event = |job, units_done, seconds| Event {
            job,
            kind: EventKind::Counting {
                progress: progress(units_done, 10),
                left: left(seconds),
            },
        };
        let Spread::Going(first) = count.take(event(jobs[0], 5, 3.0)) else {
            panic!()
        };
        let EventKind::Counting { left, .. } = first.kind else {
            panic!()
        };
        assert_eq!(left.estimate, Estimate::Unknown);
        let Spread::Going(both) = count.take(event(jobs[1], 2, 8.0)) else {
            panic!()
        };
        let EventKind::Counting { progress, left } = both.kind else {
            panic!()
        };
        assert_eq!(
            (progress.units_done, progress.units, progress.total),
            (7, 20, 20)
        );
        assert_eq!(left.estimate, Estimate::About(8.0));
        assert!((left.done - 0.35).abs() < 1e-6, "{left:?}");
        assert_eq!(
            longer(Estimate::MoreThan(2.0), Estimate::About(5.0)),
            Estimate::MoreThan(5.0)
        );
    }

    #[test]
    fn shards_in_different_parts_tell_nothing_until_they_are_in_one_again() {
        let id = new_job_id();
        let mut count = SpreadCount::columns(id, 12, [0b1111_1111_1111; MAX_N], (0, false), 2);
        let jobs: Vec<JobId> = count.jobs().into_iter().map(|(job, _)| job).collect();
        let event = |job, index, units_done| Event {
            job,
            kind: EventKind::Counting {
                progress: CountProgress {
                    units_done,
                    units: 10,
                    total: 0,
                    part: crate::solve::count::Part {
                        index,
                        ..crate::solve::count::Part::default()
                    },
                },
                left: TimeLeft {
                    done: 0.5,
                    estimate: Estimate::About(1.0),
                },
            },
        };
        assert!(matches!(count.take(event(jobs[0], 0, 4)), Spread::Going(_)));
        assert!(matches!(count.take(event(jobs[1], 0, 6)), Spread::Going(_)));
        // The first shard is done with part 0 and in part 1; the second is not.
        assert!(matches!(count.take(event(jobs[0], 1, 1)), Spread::Quiet));
        let Spread::Going(both) = count.take(event(jobs[1], 1, 2)) else {
            panic!("both in part 1");
        };
        let EventKind::Counting { progress, .. } = both.kind else {
            panic!()
        };
        assert_eq!(
            (progress.part.index, progress.units_done, progress.units),
            (1, 3, 20)
        );
        let columns = |first: u64| (0..12).map(|column| first + column).collect();
        assert!(matches!(
            count.take(Event {
                job: jobs[0],
                kind: EventKind::ColumnsCounted {
                    columns: columns(5)
                }
            }),
            Spread::Quiet
        ));
        let Spread::Added(sum) = count.take(Event {
            job: jobs[1],
            kind: EventKind::ColumnsCounted {
                columns: columns(7),
            },
        }) else {
            panic!("both shards in");
        };
        assert_eq!(sum[..3], [12, 14, 16]);
    }
}
