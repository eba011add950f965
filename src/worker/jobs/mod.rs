//! The jobs' bodies, one file per kind; [`run`] starts the one a task holds.
//!
//! Most jobs run to their end in one call. The two that wait for the app (the browser's
//! enumeration, the animation's steps) are [`Paced`]: they go until they have what the app
//! wants and then return, so that each back end waits its own way (a thread blocks; a Web
//! Worker goes back to its event loop) and resumes them when more is wanted.

mod analyse;
mod check;
mod compare;
mod count;
mod enumerate;
mod export;
mod fetch;
mod hint;
mod judge;
mod locate;
mod number;
mod picture;
mod trace;

use self::analyse::analyse_board;
use self::check::{check_file, send_board};
use self::compare::compare_variants;
use self::count::{count, count_columns_shard, count_shard};
use self::enumerate::Enumeration;
use self::export::export;
#[cfg(target_arch = "wasm32")]
pub(crate) use self::export::{Slices, export_in_slices};
use self::fetch::fetch;
use self::hint::hint;
use self::judge::judge_program;
use self::locate::locate;
use self::number::{number_boards, step_to_board};
use self::picture::{draw_animation, draw_picture};
use self::trace::Tracing;
use crate::worker::report::Reporter;
use crate::worker::{Control, Job};

/// A job that waits for the app to want more.
pub(crate) trait Paced {
    /// Goes on until it has as much as `control` wants, and returns how much it has; or to its
    /// end (or a cancel, said as [`EventKind::Cancelled`](crate::worker::EventKind)), and
    /// returns `None`.
    fn advance(&mut self, control: &Control, reporter: &Reporter) -> Option<u64>;
}

/// Runs `job` to its end, or until `control` cancels it, saying what it finds to `reporter`;
/// a job that waits for the app is returned instead, for the back end to advance.
pub(crate) fn run(job: &Job, control: &Control, reporter: &Reporter) -> Option<Box<dyn Paced>> {
    let cancel = &control.cancelled;
    match job {
        Job::Enumerate {
            n,
            fundamental_only,
        } => return Some(Box::new(Enumeration::new(*n, *fundamental_only))),
        Job::Trace { n, variant, skip } => {
            return Some(Box::new(Tracing::new(*n, *variant, *skip)));
        }
        Job::Fetch {
            from,
            first,
            last,
            backward,
            budget,
        } => fetch(from, *first, *last, *backward, *budget, cancel, reporter),
        Job::Locate { n, number, budget } => locate(*n, *number, *budget, control, reporter),
        Job::Analyse { board, budget } => analyse_board(board, *budget, control, reporter),
        Job::Hint {
            board,
            free,
            budget,
        } => hint(board, free, *budget, cancel, reporter),
        Job::Export {
            path,
            format,
            what,
            replace,
        } => export(path, *format, what, *replace, cancel, reporter),
        Job::Count { n, threads } => count(*n, *threads, cancel, reporter),
        Job::CountShard { n, shard } => count_shard(*n, *shard, cancel, reporter),
        Job::CountColumnsShard {
            n,
            allowed,
            row,
            with_next,
            shard,
        } => count_columns_shard(*n, allowed, (*row, *with_next), *shard, cancel, reporter),
        Job::Compare { n } => compare_variants(*n, cancel, reporter),
        Job::Number { boards, budget } => number_boards(boards, *budget, control, reporter),
        Job::StepToBoard { request } => step_to_board(request, cancel, reporter),
        Job::CheckFile { path, n_if_empty } => check_file(path, *n_if_empty, cancel, reporter),
        Job::ReadBoard {
            path,
            format,
            n,
            number,
        } => send_board(path, *format, *n, *number, cancel, reporter),
        Job::Picture {
            path,
            board,
            coordinates,
            theme,
            size,
        } => draw_picture(path, board, *coordinates, *theme, *size, reporter),
        Job::Animate { path, animation } => draw_animation(path, animation, cancel, reporter),
        Job::Judge { setup } => judge_program(setup, cancel, reporter),
    }
    None
}
