//! The worker's tests: each job, its events, its budget and its cancel.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::board::{Placement, Square, Squares};
use crate::export::ExportRange;
use crate::solve::index::Landmark;
use crate::solve::trace::{Step, Trace, Variant};
use crate::solve::{Solutions, default_threads};

use crate::worker::{
    Backend, BoardReport, Estimate, Event, EventKind, ExportWhat, Gate, Job, Lane, NumberRequest,
    Threads,
};

pub(crate) fn worker() -> Threads {
    Threads::new(Arc::new(|_| {}))
}

/// Waits for events until `done` says the job has said its last word.
pub(crate) fn events_until(worker: &Threads, mut done: impl FnMut(&Event) -> bool) -> Vec<Event> {
    let deadline = Instant::now() + Duration::from_mins(1);
    let mut events = Vec::new();
    while Instant::now() < deadline {
        if let Ok(event) = worker.events.recv_timeout(Duration::from_millis(50)) {
            let last = done(&event);
            events.push(event);
            if last {
                return events;
            }
        }
    }
    panic!("no final event within a minute: {events:?}");
}

/// Takes the events of any back end until `done` says the job has said its last word.
pub(crate) fn events_of(
    backend: &mut dyn Backend,
    mut done: impl FnMut(&Event) -> bool,
) -> Vec<Event> {
    let mut events = Vec::new();
    wait_for("a final event", || {
        while let Some(event) = backend.next_event() {
            let last = done(&event);
            events.push(event);
            if last {
                return true;
            }
        }
        false
    });
    events
}

#[test]
fn an_enumeration_streams_every_solution() {
    let mut worker = worker();
    let job = worker.submit(Job::Enumerate {
        n: 10,
        fundamental_only: false,
    });
    let events = events_until(&worker, |e| {
        matches!(e.kind, EventKind::Enumerated { finished: true, .. })
    });
    let Some(EventKind::Enumerated { delta, .. }) = events.last().map(|e| &e.kind) else {
        unreachable!()
    };
    assert_eq!((events[0].job, delta.found), (job, 724));
}

#[test]
fn a_new_job_cancels_the_one_before_it_in_its_lane() {
    let mut worker = worker();
    let old = worker.submit(Job::Enumerate {
        n: 18,
        fundamental_only: false,
    });
    // Under way: it has said something.
    events_until(&worker, |event| event.job == old);
    let new = worker.submit(Job::Enumerate {
        n: 8,
        fundamental_only: false,
    });
    let events = events_until(&worker, |e| {
        e.job == new && matches!(e.kind, EventKind::Enumerated { finished: true, .. })
    });
    assert!(
        events
            .iter()
            .any(|e| e.job == old && matches!(e.kind, EventKind::Cancelled))
    );
    assert!(
        !events
            .iter()
            .any(|e| e.job == old && matches!(e.kind, EventKind::Enumerated { finished: true, .. }))
    );
}

#[test]
fn a_hand_made_board_is_reported() {
    let mut worker = worker();
    let mut board = Squares::empty(8);
    board.toggle(Square::new(0, 0));
    let job = worker.submit(Job::Analyse {
        board: board.clone(),
        budget: None,
    });
    let counted = |e: &Event| {
        matches!(
            e.kind,
            EventKind::Board {
                report: BoardReport::Completions { count: Some(_), .. },
                ..
            }
        )
    };
    let events = events_until(&worker, counted);
    assert!(events.iter().all(|e| e.job == job));
    let Some(EventKind::Board {
        report:
            BoardReport::Completions {
                count,
                first,
                number,
            },
    }) = events.last().map(|e| &e.kind)
    else {
        panic!("{events:?}");
    };
    assert_eq!((*count, number), (Some(4), &None));
    let first = first.clone().unwrap();
    assert_eq!(first.columns(), &[0, 4, 7, 5, 2, 6, 1, 3][..]);

    let job = worker.submit(Job::Analyse {
        board: Squares::from(&first),
        budget: None,
    });
    let numbered = |e: &Event| {
        matches!(
            e.kind,
            EventKind::Board {
                report: BoardReport::Completions {
                    number: Some(_),
                    ..
                },
                ..
            }
        )
    };
    let events = events_until(&worker, numbered);
    let Some(Event {
        job: last,
        kind:
            EventKind::Board {
                report: BoardReport::Completions { number, .. },
            },
    }) = events.last()
    else {
        panic!("{events:?}");
    };
    assert_eq!((*last, *number), (job, Some(1)));
}

/// Waits until `done` holds, or fails after a minute.
pub(crate) fn wait_for(what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_mins(1);
    while !done() {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn an_enumeration_waits_once_it_has_what_is_wanted_and_goes_on_when_asked() {
    let mut worker = worker();
    let job = worker.submit(Job::Enumerate {
        n: 16,
        fundamental_only: false,
    });
    worker.want(job, 10_000);
    let mut found = 0;
    wait_for("the enumeration to wait", || {
        while let Some(EventKind::Enumerated { delta, .. }) = worker.next_event().map(|e| e.kind) {
            found = delta.found;
        }
        worker.busy_lanes().is_empty()
    });
    // What it said before it went idle is in the channel already.
    while let Some(EventKind::Enumerated { delta, .. }) = worker.next_event().map(|e| e.kind) {
        found = delta.found;
    }
    // It stops within a batch of the wanted number, far short of all 14.7 million.
    assert!((10_000..20_000).contains(&found), "found {found}");
    worker.want(job, 50_000);
    wait_for("the enumeration to go on", || {
        while let Some(EventKind::Enumerated { delta, .. }) = worker.next_event().map(|e| e.kind) {
            found = delta.found;
        }
        found >= 50_000
    });
    worker.cancel(Lane::Solver);
    let events = events_until(&worker, |e| matches!(e.kind, EventKind::Cancelled));
    assert_eq!(events.last().map(|e| e.job), Some(job));
    wait_for("the lane to be idle", || worker.busy_lanes().is_empty());
}

/// The steps a trace job sends until it has sent `count` or said it had no more, and then
/// until it waits; and whether it said it had no more.
fn traced(worker: &mut Threads, count: usize) -> (Vec<Step>, bool) {
    fn take(worker: &mut Threads, steps: &mut Vec<Step>, ended: &mut bool) {
        while let Some(event) = worker.next_event() {
            if let EventKind::Traced {
                steps: more,
                finished,
            } = event.kind
            {
                steps.extend(more);
                *ended |= finished;
            }
        }
    }
    let mut steps = Vec::new();
    let mut ended = false;
    wait_for("the steps", || {
        take(worker, &mut steps, &mut ended);
        ended || steps.len() >= count
    });
    wait_for("the search to wait or end", || {
        worker.busy_lanes().is_empty()
    });
    take(worker, &mut steps, &mut ended);
    (steps, ended)
}

#[test]
fn a_trace_sends_the_steps_wanted_then_waits_and_resumes_past_what_was_shown() {
    let all: Vec<Step> = Trace::new(Variant::Plain, 6).collect();
    let mut worker = worker();
    let job = crate::worker::new_job_id();
    let trace = Job::Trace {
        n: 6,
        variant: Variant::Plain,
        skip: 0,
    };
    worker.start(job, trace, 100);
    let (first, ended) = traced(&mut worker, 100);
    assert_eq!((first.as_slice(), ended), (&all[..100], false));
    worker.want(job, 250);
    let (second, ended) = traced(&mut worker, 150);
    assert_eq!((second.as_slice(), ended), (&all[100..250], false));
    // Started again past the steps received, it sends the rest and says it has no more.
    let resumed = crate::worker::new_job_id();
    let rest = Job::Trace {
        n: 6,
        variant: Variant::Plain,
        skip: 250,
    };
    worker.start(resumed, rest, u64::MAX);
    let (rest, ended) = traced(&mut worker, usize::MAX);
    assert_eq!((rest.as_slice(), ended), (&all[250..], true));
}

#[test]
fn a_job_past_its_budget_stops_and_says_what_the_rest_would_take() {
    let mut worker = worker();
    // The solutions with a queen in the corner of N = 24: billions of them.
    let mut board = Squares::empty(24);
    board.toggle(Square::new(0, 0));
    let job = worker.submit(Job::Analyse {
        board,
        budget: Some(Duration::from_millis(300)),
    });
    let events = events_until(&worker, |e| matches!(e.kind, EventKind::OutOfTime { .. }));
    let Some(Event {
        job: last,
        kind: EventKind::OutOfTime { estimate },
    }) = events.last()
    else {
        unreachable!()
    };
    assert_eq!(*last, job);
    assert!(
        matches!(estimate, Estimate::About(s) | Estimate::MoreThan(s) if *s > 1.0),
        "{estimate:?}"
    );
    wait_for("the lane to be idle", || worker.busy_lanes().is_empty());
}

#[test]
fn a_cancelled_export_is_confirmed_only_once_it_has_stopped_and_left_nothing() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("all.txt");
    let gate = Gate::new();
    gate.hold(Lane::Export);
    let mut worker = Threads::with_gate(Arc::new(|_| {}), gate.clone());
    // Held at its start, it is running when the cancel comes, however fast the machine: let
    // through, it would write every solution of N = 8 at once.
    let job = worker.submit(Job::Export {
        path: path.clone(),
        format: crate::formats::Format::Judge,
        what: ExportWhat::Range(ExportRange {
            n: 8,
            first: 1,
            last: None,
            fundamental_only: false,
        }),
        replace: true,
    });
    wait_for("the export to start", || {
        worker.busy_lanes() == vec![Lane::Export]
    });
    worker.cancel(Lane::Export);
    let events = events_until(&worker, |e| matches!(e.kind, EventKind::Cancelled));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e.kind, EventKind::Exported { .. })),
        "{events:?}"
    );
    assert_eq!(events.last().map(|e| e.job), Some(job));
    assert_eq!(std::fs::read_dir(folder.path()).unwrap().count(), 0);
    wait_for("the lane to be idle", || worker.busy_lanes().is_empty());
}

#[test]
fn a_held_job_says_nothing_until_its_lane_is_released_then_runs() {
    let gate = Gate::new();
    gate.hold(Lane::Compare);
    let mut worker = Threads::with_gate(Arc::new(|_| {}), gate.clone());
    // Another lane is not held.
    let other = worker.submit(Job::Enumerate {
        n: 6,
        fundamental_only: false,
    });
    let held = worker.submit(Job::Compare { n: 4 });
    let events = events_until(&worker, |e| {
        matches!(e.kind, EventKind::Enumerated { finished: true, .. })
    });
    assert!(events.iter().all(|e| e.job == other), "{events:?}");
    wait_for("the comparison to be held", || {
        worker.busy_lanes() == vec![Lane::Compare]
    });
    assert!(worker.next_event().is_none());
    gate.release(Lane::Compare);
    let mut lines = 0;
    events_until(&worker, |e| {
        assert_eq!(e.job, held);
        lines += usize::from(matches!(e.kind, EventKind::Compared { .. }));
        lines == crate::solve::trace::Variant::ALL.len()
    });
}

#[test]
fn an_export_far_from_the_first_solution_tells_its_progress_while_it_skips() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("far.txt");
    let mut worker = worker();
    // The search walks past 250,000 of the 285,053 fundamental solutions of N = 15 before the
    // first written (the fundamental ones are numbered by walking; a far first of all
    // solutions is counted to): that is nearly all the work, and the time left is told from
    // it before a byte is written.
    worker.submit(Job::Export {
        path: path.clone(),
        format: crate::formats::Format::Judge,
        what: ExportWhat::Range(ExportRange {
            n: 15,
            first: 250_000,
            last: Some(250_010),
            fundamental_only: true,
        }),
        replace: true,
    });
    let events = events_until(&worker, |e| matches!(e.kind, EventKind::Exported { .. }));
    let skipping = events.iter().find_map(|event| match &event.kind {
        EventKind::Exporting { progress, left } if progress.bytes == 0 => Some(*left),
        _ => None,
    });
    let Some(left) = skipping else {
        panic!("no progress while skipping: {events:?}");
    };
    assert!(left.done > 0.0 && left.done < 1.0, "{left:?}");
    assert!(matches!(left.estimate, Estimate::About(_)), "{left:?}");
}

#[test]
fn boards_seen_by_the_index_are_numbered_by_stepping_and_others_by_counting() {
    let mut worker = worker();
    let index = crate::solve::SolutionIndex::build(10, 64);
    let all: Vec<Placement> = Solutions::new(10).collect();
    let boards = vec![
        NumberRequest {
            board: all[300].clone(),
            near: index.checkpoint_before_board(&all[300]),
        },
        NumberRequest {
            board: all[700].clone(),
            near: None,
        },
    ];
    let job = worker.submit(Job::Number {
        boards,
        budget: None,
    });
    let mut numbers = Vec::new();
    events_until(&worker, |e| {
        if let EventKind::Numbered { number, .. } = e.kind {
            assert_eq!(e.job, job);
            numbers.push(number);
        }
        numbers.len() == 2
    });
    assert_eq!(numbers, vec![Some(301), Some(701)]);
}

/// The solutions a fetch sends, put together in order.
fn fetched(worker: &Threads, n: usize) -> (u64, Vec<Placement>) {
    let mut lowest = u64::MAX;
    let mut rows: Vec<(u64, Placement)> = Vec::new();
    events_until(worker, |e| {
        let EventKind::Fetched {
            first,
            columns,
            finished,
        } = &e.kind
        else {
            return false;
        };
        lowest = lowest.min(*first);
        for (i, row) in columns.chunks_exact(n).enumerate() {
            rows.push((first + i as u64, Placement::from_columns(row)));
        }
        *finished
    });
    rows.sort_by_key(|(number, _)| *number);
    (lowest, rows.into_iter().map(|(_, board)| board).collect())
}

#[test]
fn a_fetch_brings_the_solutions_before_a_landmark_as_well_as_after() {
    let mut worker = worker();
    let all: Vec<Placement> = Solutions::new(10).collect();
    let landmark = |number: u64| Landmark {
        number,
        solution: all[number as usize - 1].clone(),
        fundamental_only: false,
    };
    worker.submit(Job::Fetch {
        from: landmark(600),
        first: 650,
        last: 700,
        backward: false,
        budget: None,
    });
    let (first, forward) = fetched(&worker, 10);
    assert_eq!((first, &forward[..]), (650, &all[649..700]));
    worker.submit(Job::Fetch {
        from: landmark(724),
        first: 680,
        last: 723,
        backward: true,
        budget: None,
    });
    let (first, backward) = fetched(&worker, 10);
    assert_eq!((first, &backward[..]), (680, &all[679..723]));
}

#[test]
fn a_far_solution_is_located_by_counting_or_said_to_take_too_long() {
    let mut worker = worker();
    let job = worker.submit(Job::Locate {
        n: 12,
        number: 9_000,
        budget: None,
    });
    let events = events_until(&worker, |event| {
        matches!(event.kind, EventKind::Located { .. })
    });
    let Some(EventKind::Located { solution, .. }) = events.last().map(|e| &e.kind) else {
        panic!("no solution located: {events:?}");
    };
    assert_eq!(solution, &Solutions::new(12).nth(8_999));
    assert!(events.iter().all(|event| event.job == job));

    // N = 27 has 2.3e17 solutions: no count reaches the 1e17th in a lifetime.
    let job = worker.submit(Job::Locate {
        n: 27,
        number: 100_000_000_000_000_000,
        budget: Some(Duration::from_millis(300)),
    });
    let events = events_until(&worker, |event| {
        matches!(event.kind, EventKind::OutOfTime { .. })
    });
    let Some(Event {
        job: out,
        kind: EventKind::OutOfTime { estimate },
    }) = events.last()
    else {
        panic!("no estimate: {events:?}");
    };
    assert_eq!(*out, job);
    let seconds = match *estimate {
        Estimate::About(seconds) | Estimate::MoreThan(seconds) => seconds,
        Estimate::Unknown => panic!("no estimate for N = 27"),
    };
    // At least what counting 1e17 solutions takes at 1e9 a second a thread.
    let thread_years = seconds * default_threads() as f64 / (365.0 * 86_400.0);
    assert!(thread_years > 2.0, "{seconds} s");
}

/// A walk from the first solution of N = 20 to No 10,000,000,000: hours of stepping.
fn far_walk(budget: Option<Duration>) -> Job {
    Job::Fetch {
        from: Landmark {
            number: 1,
            solution: Solutions::new(20).next().unwrap(),
            fundamental_only: false,
        },
        first: 10_000_000_000,
        last: 10_000_000_100,
        backward: false,
        budget,
    }
}

#[test]
fn a_far_walk_reports_how_far_it_has_come() {
    let mut worker = worker();
    let job = worker.submit(far_walk(None));
    events_until(
        &worker,
        |event| matches!(event.kind, EventKind::Seeking { left } if left.done > 0.0),
    );
    worker.cancel(Lane::Fetch);
    let events = events_until(&worker, |event| matches!(event.kind, EventKind::Cancelled));
    assert!(events.iter().all(|event| event.job == job), "{events:?}");
}

#[test]
fn a_far_walk_stops_at_its_budget_and_says_the_rest_is_long() {
    let mut worker = worker();
    let job = worker.submit(far_walk(Some(Duration::from_millis(300))));
    let events = events_until(&worker, |event| {
        matches!(event.kind, EventKind::OutOfTime { .. })
    });
    let Some(Event {
        job: out,
        kind: EventKind::OutOfTime { estimate },
    }) = events.last()
    else {
        unreachable!()
    };
    assert_eq!(*out, job);
    // However little it walked on a busy machine, it never says the rest is short.
    assert!(
        !matches!(estimate, Estimate::About(s) | Estimate::MoreThan(s) if *s <= 1.0),
        "{estimate:?}"
    );
}
