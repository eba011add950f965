//! Exports: a range of solutions, or the board on screen.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::export::{Destination, ExportError, ExportProgress, export_board};
use crate::formats::Format;

use crate::solve::default_threads;
use crate::worker::estimate::Reckoner;
use crate::worker::report::{Reporter, Throttle};
use crate::worker::{EventKind, ExportWhat};

/// Writes `what` in `format` to the file `path` atomically, unless a file is there and
/// `replace` is not set: then it asks first.
pub(crate) fn export(
    path: &Path,
    format: Format,
    what: &ExportWhat,
    replace: bool,
    cancel: &AtomicBool,
    reporter: &Reporter,
) {
    if !replace && path.is_file() {
        return reporter.send(EventKind::ExportWouldReplace);
    }
    let mut throttle = Throttle::new();
    // The search passes every solution up to the last written, at one pace.
    let searched = match what {
        ExportWhat::Range(range) => range
            .solution_count()
            .map_or(0, |count| (range.first.max(1) + count).saturating_sub(1)),
        ExportWhat::Board { .. } => 0,
    };
    let mut reckoner = Reckoner::new(default_threads());
    let mut progress = |progress: ExportProgress| {
        reckoner.steady(progress.searched, searched);
        if throttle.due() {
            reporter.progress(EventKind::Exporting {
                progress,
                left: reckoner.time_left(),
            });
        }
    };
    let result = match what {
        ExportWhat::Range(range) => crate::export::export(
            format,
            *range,
            Destination::File(path),
            0,
            cancel,
            &mut progress,
        ),
        ExportWhat::Board { number, solution } => export_board(format, path, *number, solution),
    };
    match result {
        Err(ExportError::Cancelled) => reporter.send(EventKind::Cancelled),
        result => reporter.send(EventKind::Exported {
            result: result.map_err(Arc::new),
        }),
    }
}
