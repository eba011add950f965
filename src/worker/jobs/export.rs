//! Exports: a range of solutions, or the board on screen.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::export::{ExportError, export_board_to_file, export_to_file};

use crate::worker::report::{Reporter, Throttle};
use crate::worker::{Event, ExportWhat, JobId};

/// Writes `what` to the file `path` atomically, unless a file is there and `replace` is not
/// set: then it asks first.
pub(crate) fn export(
    id: JobId,
    path: &Path,
    what: &ExportWhat,
    replace: bool,
    cancel: &AtomicBool,
    reporter: &Reporter,
) {
    if !replace && path.is_file() {
        return reporter.send(Event::ExportWouldReplace { job: id });
    }
    let mut throttle = Throttle::new();
    let result = match what {
        ExportWhat::Range(range) => export_to_file(path, *range, 0, cancel, &mut |progress| {
            if throttle.due() {
                reporter.progress(Event::Exporting { job: id, progress });
            }
        }),
        ExportWhat::Board { number, solution } => export_board_to_file(path, *number, solution),
    };
    match result {
        Err(ExportError::Cancelled) => reporter.send(Event::Cancelled { job: id }),
        result => reporter.send(Event::Exported {
            job: id,
            result: result.map_err(Arc::new),
        }),
    }
}
