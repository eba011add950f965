//! Exports: a range of solutions, or the board on screen.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::export::{Destination, ExportError, ExportProgress, ExportSummary, export_board};
#[cfg(any(target_arch = "wasm32", test))]
use crate::export::{Slice, SlicedExport};
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
    let mut progress = progress_told(what, reporter);
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
    say_how_it_ended(reporter, result);
}

/// Where a sliced export's text goes, a slice at a time: the file the user picked in the
/// browser's save dialog, whose writes are asynchronous and which is replaced only when closed.
#[cfg(any(target_arch = "wasm32", test))]
pub(crate) trait Slices {
    /// Appends `bytes`.
    fn write(&mut self, bytes: Vec<u8>) -> impl Future<Output = std::io::Result<()>>;
    /// Ends the text: only now does the file hold it.
    fn close(&mut self) -> impl Future<Output = std::io::Result<()>>;
}

/// Writes `what` in `format` to `out` a slice at a time, each waited for; errors name `path`.
/// Cancelled by ending the Web Worker it runs in: `out` is then never closed, and the file
/// stays as it was.
#[cfg(any(target_arch = "wasm32", test))]
pub(crate) async fn export_in_slices(
    path: &Path,
    format: Format,
    what: &ExportWhat,
    reporter: &Reporter,
    out: &mut impl Slices,
) {
    let never = AtomicBool::new(false);
    let mut progress = progress_told(what, reporter);
    let result = async {
        let mut sliced = match what {
            ExportWhat::Range(range) => {
                SlicedExport::start(format, *range, path, &never, &mut progress)?
            }
            ExportWhat::Board { number, solution } => {
                SlicedExport::board(format, *number, solution, path)?
            }
        };
        let write_error = ExportError::writing(path);
        loop {
            match sliced.next(SLICE_BYTES, &never, &mut progress)? {
                Slice::Bytes(bytes) => out.write(bytes).await.map_err(write_error)?,
                Slice::Done(summary) => {
                    out.close().await.map_err(write_error)?;
                    return Ok(summary);
                }
            }
        }
    };
    say_how_it_ended(reporter, result.await);
}

/// How much of the text a sliced export writes at a time.
#[cfg(any(target_arch = "wasm32", test))]
const SLICE_BYTES: usize = 4 << 20;

/// The export's progress, told with the time left at most once a frame.
fn progress_told<'a>(what: &ExportWhat, reporter: &'a Reporter) -> impl FnMut(ExportProgress) + 'a {
    let mut throttle = Throttle::new();
    // The search passes every solution up to the last written, at one pace (a far first's by
    // counting, told as the share of them it has passed).
    let searched = match what {
        ExportWhat::Range(range) => range
            .solution_count()
            .map_or(0, |count| (range.first.max(1) + count).saturating_sub(1)),
        ExportWhat::Board { .. } => 0,
    };
    let mut reckoner = Reckoner::new(default_threads());
    move |progress: ExportProgress| {
        reckoner.steady(progress.searched, searched);
        if throttle.due() {
            reporter.progress(EventKind::Exporting {
                progress,
                left: reckoner.time_left(),
            });
        }
    }
}

/// Says how an export ended: written, failed, or cancelled.
fn say_how_it_ended(reporter: &Reporter, result: Result<ExportSummary, ExportError>) {
    match result {
        Err(ExportError::Cancelled) => reporter.send(EventKind::Cancelled),
        result => reporter.send(EventKind::Exported {
            result: result.map_err(Arc::new),
        }),
    }
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    use super::*;
    use crate::export::ExportRange;
    use crate::solve::counter::at_once;
    use crate::worker::{Event, new_job_id};

    /// A file in memory, or one whose writes all fail with `refusal`.
    #[derive(Default)]
    struct Picked {
        text: Vec<u8>,
        slices: usize,
        closed: bool,
        refusal: Option<std::io::ErrorKind>,
    }

    impl Slices for Picked {
        fn write(&mut self, bytes: Vec<u8>) -> impl Future<Output = std::io::Result<()>> {
            self.slices += 1;
            self.text.extend(bytes);
            std::future::ready(self.refusal.map_or(Ok(()), |kind| Err(kind.into())))
        }

        fn close(&mut self) -> impl Future<Output = std::io::Result<()>> {
            self.closed = true;
            std::future::ready(Ok(()))
        }
    }

    #[test]
    fn an_export_in_slices_hands_on_the_judges_bytes_and_says_what_it_wrote() {
        let heard = Arc::new(Mutex::new(Vec::new()));
        let hearing = Arc::clone(&heard);
        let reporter = Reporter::new(
            new_job_id(),
            Arc::new(move |event: Event, _| hearing.lock().unwrap().push(event.kind)),
        );
        let mut picked = Picked::default();
        let what = ExportWhat::Range(ExportRange::all(10));
        let path = Path::new("picked.txt");
        at_once(export_in_slices(
            path,
            Format::Judge,
            &what,
            &reporter,
            &mut picked,
        ));
        let mut expected = Vec::new();
        let to = Destination::Stream {
            out: &mut expected,
            name: Path::new("-"),
        };
        let never = AtomicBool::new(false);
        crate::export::export(
            Format::Judge,
            ExportRange::all(10),
            to,
            1,
            &never,
            &mut |_| {},
        )
        .unwrap();
        assert_eq!(picked.text, expected);
        assert!(picked.slices >= 1 && picked.closed);
        let heard = heard.lock().unwrap();
        assert!(
            matches!(
                heard.last(),
                Some(EventKind::Exported { result: Ok(summary) })
                    if summary.solutions == 724 && summary.bytes == expected.len() as u64
            ),
            "{heard:?}"
        );
    }

    #[test]
    fn a_slice_the_browser_refuses_ends_the_export_naming_the_file() {
        let heard = Arc::new(Mutex::new(Vec::new()));
        let hearing = Arc::clone(&heard);
        let reporter = Reporter::new(
            new_job_id(),
            Arc::new(move |event: Event, _| hearing.lock().unwrap().push(event.kind)),
        );
        let mut picked = Picked {
            refusal: Some(std::io::ErrorKind::StorageFull),
            ..Picked::default()
        };
        let what = ExportWhat::Range(ExportRange::all(8));
        let path = Path::new("picked.txt");
        at_once(export_in_slices(
            path,
            Format::Leetcode,
            &what,
            &reporter,
            &mut picked,
        ));
        assert!(!picked.closed, "the file is left as it was");
        let heard = heard.lock().unwrap();
        let Some(EventKind::Exported { result: Err(error) }) = heard.last() else {
            panic!("{heard:?}");
        };
        let said = error.to_string();
        assert!(
            said.contains("picked.txt") && said.contains("the disk is full"),
            "{said}"
        );
    }
}
