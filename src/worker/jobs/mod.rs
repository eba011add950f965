//! The jobs' bodies, one file per kind; [`run`] starts the one a task holds.

mod analyse;
mod check;
mod enumerate;
mod export;
mod fetch;
mod hint;
mod locate;
mod number;
mod picture;
mod trace;

use std::sync::Arc;
use std::sync::atomic::Ordering;

use crate::solve::count::{self, CountError, CountOptions};
use crate::solve::trace::{Variant, compare};

use self::analyse::analyse_board;
use self::check::{check_file, read_board};
use self::enumerate::enumerate;
use self::export::export;
use self::fetch::{fetch, fetch_backward};
use self::hint::hint;
use self::locate::locate;
use self::number::number_boards;
use self::picture::draw_picture;
use self::trace::trace;
use crate::worker::budget::{CountReport, SeekReport, count_options, within_budget};
use crate::worker::report::Reporter;
use crate::worker::{Event, Job, LaneState, Task};

pub(crate) fn run(task: &Task, reporter: &Reporter, state: &LaneState) {
    let id = task.id;
    let control = &*task.control;
    let cancel = &control.cancelled;
    let cancelled = || reporter.send(Event::Cancelled { job: id });
    match &task.job {
        Job::Enumerate {
            n,
            fundamental_only,
        } => enumerate(id, *n, *fundamental_only, control, reporter, state),
        Job::Fetch {
            from,
            first,
            last,
            backward,
            budget,
        } => {
            let seek = SeekReport::new(id, reporter);
            let (result, expired) = within_budget(cancel, *budget, || {
                if *backward {
                    fetch_backward(id, from, *first, *last, cancel, &seek)
                } else {
                    fetch(id, from, *first, *last, cancel, &seek)
                }
            });
            seek.finish(result, expired);
        }
        Job::Locate { n, number, budget } => locate(id, *n, *number, *budget, cancel, reporter),
        Job::Analyse { board, budget } => analyse_board(id, board, *budget, cancel, reporter),
        Job::Hint {
            board,
            free,
            budget,
        } => hint(id, board, free, *budget, cancel, reporter),
        Job::Export {
            path,
            format,
            what,
            replace,
        } => export(id, path, *format, what, *replace, cancel, reporter),
        Job::Count { n, threads } => {
            let report = CountReport::new(id, reporter, crate::solve::threads_or_all(*threads));
            if let Some(known) = crate::solve::known_counts(*n) {
                report.counts_at_least(known.total);
            }
            let progress = |progress| report.progress(progress);
            let options = CountOptions {
                threads: *threads,
                ..count_options(cancel, &progress)
            };
            match count::count(*n, &options) {
                Ok(counts) => reporter.send(Event::Counted {
                    job: id,
                    counts,
                    elapsed: report.started.elapsed(),
                }),
                Err(CountError::Cancelled) => cancelled(),
                Err(error @ CountError::NotEnoughMemory { .. }) => {
                    reporter.send(Event::CountFailed { job: id, error });
                }
            }
        }
        Job::Trace {
            n,
            variant,
            skip,
            steps,
        } => trace(*n, *variant, *skip, steps, cancel, state),
        Job::Compare { n } => {
            for variant in Variant::ALL {
                let Some(line) = compare(variant, *n, |_| !cancel.load(Ordering::Relaxed)) else {
                    return cancelled();
                };
                reporter.send(Event::Compared { job: id, line });
            }
        }
        Job::Number { boards, budget } => number_boards(id, boards, *budget, cancel, reporter),
        Job::CheckFile { path, n_if_empty } => check_file(id, path, *n_if_empty, cancel, reporter),
        Job::ReadBoard {
            path,
            format,
            n,
            number,
        } => {
            let result = read_board(path, *format, *n, *number, cancel).map_err(Arc::new);
            reporter.send(Event::FileBoard { job: id, result });
        }
        Job::Picture {
            path,
            board,
            coordinates,
            theme,
            size,
        } => {
            let result = draw_picture(path, board, *coordinates, *theme, *size).map_err(Arc::new);
            reporter.send(Event::Pictured { job: id, result });
        }
    }
}
