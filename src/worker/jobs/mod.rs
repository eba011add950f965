//! The jobs' bodies, one file per kind; [`run`] starts the one a task holds.

mod analyse;
mod check;
mod compare;
mod count;
mod enumerate;
mod export;
mod fetch;
mod hint;
mod locate;
mod number;
mod picture;
mod trace;

use self::analyse::analyse_board;
use self::check::{check_file, send_board};
use self::compare::compare_variants;
use self::count::count;
use self::enumerate::enumerate;
use self::export::export;
use self::fetch::fetch;
use self::hint::hint;
use self::locate::locate;
use self::number::number_boards;
use self::picture::draw_picture;
use self::trace::trace;
use crate::worker::report::Reporter;
use crate::worker::{Control, Job, LaneState};

/// Runs `job` to its end, or until `control` cancels it, saying what it finds to `reporter`.
pub(crate) fn run(job: &Job, control: &Control, reporter: &Reporter, lane: &LaneState) {
    let cancel = &control.cancelled;
    match job {
        Job::Enumerate {
            n,
            fundamental_only,
        } => enumerate(*n, *fundamental_only, control, reporter, lane),
        Job::Fetch {
            from,
            first,
            last,
            backward,
            budget,
        } => fetch(from, *first, *last, *backward, *budget, cancel, reporter),
        Job::Locate { n, number, budget } => locate(*n, *number, *budget, cancel, reporter),
        Job::Analyse { board, budget } => analyse_board(board, *budget, cancel, reporter),
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
        Job::Trace {
            n,
            variant,
            skip,
            steps,
        } => trace(*n, *variant, *skip, steps, cancel, lane),
        Job::Compare { n } => compare_variants(*n, cancel, reporter),
        Job::Number { boards, budget } => number_boards(boards, *budget, cancel, reporter),
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
    }
}
