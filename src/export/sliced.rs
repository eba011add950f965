//! An export written a slice at a time, for a place that takes each slice when it can: the
//! file the user picked in the browser's save dialog, whose writes are asynchronous. Between
//! slices the search stands still, so that the Web Worker can wait for the slice to be written
//! and then ask for the next: the file grows as it is searched, in bounded memory.

use std::cell::RefCell;
use std::io::{self, Write};
use std::path::Path;
use std::rc::Rc;
use std::sync::atomic::AtomicBool;

use web_time::Instant;

use super::any_format::{Serial, Stop, stop_error, write_in_format};
use super::{ExportError, ExportProgress, ExportRange, ExportSummary};
use crate::formats::{Format, Holds, SolutionWriter, writer};

/// The bytes a writer has written and the export has not yet handed on.
#[derive(Clone, Default)]
struct Pending(Rc<RefCell<Vec<u8>>>);

impl Pending {
    fn len(&self) -> usize {
        self.0.borrow().len()
    }

    fn take(&self) -> Vec<u8> {
        std::mem::take(&mut self.0.borrow_mut())
    }
}

impl Write for Pending {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// What comes next of a sliced export.
#[derive(Debug)]
pub enum Slice {
    /// The next bytes of the text.
    Bytes(Vec<u8>),
    /// The text is complete: what was written.
    Done(ExportSummary),
}

/// Where a sliced export stands.
enum Stage {
    /// Searching and writing.
    Writing {
        serial: Box<Serial>,
        writer: Box<dyn SolutionWriter>,
    },
    /// The writer finishing the text.
    Finishing,
    /// The text is complete.
    Finished(ExportSummary),
}

/// The solutions of a range in a format, handed on a slice at a time ([`SlicedExport::next`]):
/// the same bytes as [`export`](super::export) writes.
pub struct SlicedExport {
    range: ExportRange,
    path: std::path::PathBuf,
    pending: Pending,
    stage: Stage,
    started: Instant,
}

impl SlicedExport {
    /// Walks to the first solution of `range` (telling `progress`), ready to write it in
    /// `format`; errors name `path`. A format that holds the first solutions and the count
    /// (the Checker Challenge's, a few lines) is written whole, as one slice.
    pub fn start(
        format: Format,
        range: ExportRange,
        path: &Path,
        cancel: &AtomicBool,
        progress: &mut (dyn FnMut(ExportProgress) + Send),
    ) -> Result<Self, ExportError> {
        let started = Instant::now();
        let pending = Pending::default();
        let stage = if let Holds::FirstAndCount(_) = format.holds() {
            let summary =
                write_in_format(pending.clone(), path, format, range, 1, cancel, progress)?;
            Stage::Finished(summary)
        } else {
            let serial = Serial::walk_to_first(range, 0, cancel, progress)
                .map_err(|_| ExportError::Cancelled)?;
            let writer = writer(format, pending.clone(), range.n, range.first.max(1));
            Stage::Writing {
                serial: Box::new(serial),
                writer,
            }
        };
        Ok(Self {
            range,
            path: path.to_path_buf(),
            pending,
            stage,
            started,
        })
    }

    /// One board, No `number`, in `format`, as [`export_board`](super::export_board) writes
    /// it: one slice.
    pub fn board(
        format: Format,
        number: u64,
        solution: &crate::board::Placement,
        path: &Path,
    ) -> Result<Self, ExportError> {
        let started = Instant::now();
        let pending = Pending::default();
        let bytes = super::write_board(format, pending.clone(), number, solution)
            .map_err(ExportError::writing(path))?;
        Ok(Self {
            range: ExportRange {
                n: solution.n(),
                first: number,
                last: Some(number),
                fundamental_only: false,
            },
            path: path.to_path_buf(),
            pending,
            stage: Stage::Finished(ExportSummary {
                solutions: 1,
                bytes,
                elapsed: started.elapsed(),
            }),
            started,
        })
    }

    /// The next slice: at least `at_least` bytes of text while the search goes on, what is
    /// left at its end, then the summary.
    pub fn next(
        &mut self,
        at_least: usize,
        cancel: &AtomicBool,
        progress: &mut (dyn FnMut(ExportProgress) + Send),
    ) -> Result<Slice, ExportError> {
        if self.pending.len() == 0 {
            self.write_on(at_least.max(1), cancel, progress)?;
        }
        if self.pending.len() > 0 {
            return Ok(Slice::Bytes(self.pending.take()));
        }
        match &self.stage {
            Stage::Finished(summary) => Ok(Slice::Done(summary.clone())),
            // Writing on stops only with bytes pending or at the end; a writer that failed
            // to finish has said so.
            Stage::Writing { .. } | Stage::Finishing => Err(ExportError::Cancelled),
        }
    }

    /// Searches and writes until `at_least` bytes are pending or the range has ended; at its
    /// end the writer finishes the text.
    fn write_on(
        &mut self,
        at_least: usize,
        cancel: &AtomicBool,
        progress: &mut (dyn FnMut(ExportProgress) + Send),
    ) -> Result<(), ExportError> {
        let Stage::Writing { serial, writer } = &mut self.stage else {
            return Ok(());
        };
        let pending = self.pending.clone();
        let ended = serial
            .write_until(
                writer.as_mut(),
                |_| pending.len() >= at_least,
                cancel,
                progress,
            )
            .map_err(stop_error(&self.path))?;
        if !ended {
            return Ok(());
        }
        let written = serial.written();
        let first = self.range.first.max(1);
        if written.solutions == 0 && first > 1 {
            return Err(ExportError::EmptyRange {
                n: self.range.n,
                total: written.seen,
                first,
            });
        }
        let Stage::Writing { writer, .. } = std::mem::replace(&mut self.stage, Stage::Finishing)
        else {
            return Ok(());
        };
        let bytes = writer
            .finish(written.total)
            .map_err(|error| stop_error(&self.path)(Stop::Write(error)))?;
        self.stage = Stage::Finished(ExportSummary {
            solutions: written.solutions,
            bytes,
            elapsed: self.started.elapsed(),
        });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::{Destination, export};

    /// `range` in `format`, written at once as the desktop writes it.
    fn at_once(format: Format, range: ExportRange) -> Result<Vec<u8>, ExportError> {
        let mut out = Vec::new();
        let to = Destination::Stream {
            out: &mut out,
            name: Path::new("-"),
        };
        export(format, range, to, 1, &AtomicBool::new(false), &mut |_| {})?;
        Ok(out)
    }

    /// `range` in `format`, in slices of at least `at_least` bytes; and the slices' sizes.
    fn in_slices(
        format: Format,
        range: ExportRange,
        at_least: usize,
    ) -> Result<(Vec<u8>, Vec<usize>, ExportSummary), ExportError> {
        let never = AtomicBool::new(false);
        let path = Path::new("picked.txt");
        let mut sliced = SlicedExport::start(format, range, path, &never, &mut |_| {})?;
        let (mut text, mut sizes) = (Vec::new(), Vec::new());
        loop {
            match sliced.next(at_least, &never, &mut |_| {})? {
                Slice::Bytes(bytes) => {
                    sizes.push(bytes.len());
                    text.extend(bytes);
                }
                Slice::Done(summary) => return Ok((text, sizes, summary)),
            }
        }
    }

    #[test]
    fn the_slices_make_the_bytes_an_export_at_once_writes_in_every_format() {
        let ranges = [
            ExportRange::all(8),
            ExportRange {
                n: 10,
                first: 100,
                last: Some(600),
                fundamental_only: false,
            },
            ExportRange {
                fundamental_only: true,
                ..ExportRange::all(9)
            },
        ];
        for format in Format::ALL {
            for range in ranges {
                let whole = at_once(format, range).unwrap();
                let (sliced, sizes, summary) = in_slices(format, range, 4096).unwrap();
                assert_eq!(sliced, whole, "{format:?}, {range:?}");
                assert_eq!(summary.bytes, whole.len() as u64);
                // Each slice but the last holds at least what was asked, and at most what a
                // writer's buffer holds more.
                let (last, full) = sizes.split_last().unwrap();
                assert!(
                    *last > 0
                        && full
                            .iter()
                            .all(|&size| (4096..4096 + 16_384).contains(&size)),
                    "{format:?}, {range:?}: {sizes:?}"
                );
            }
        }
    }

    #[test]
    fn a_range_past_the_end_is_refused_as_the_desktop_refuses_it() {
        let range = ExportRange {
            n: 8,
            first: 93,
            last: Some(100),
            fundamental_only: false,
        };
        let error = in_slices(Format::Judge, range, 4096).unwrap_err();
        assert!(
            matches!(
                error,
                ExportError::EmptyRange {
                    n: 8,
                    total: 92,
                    first: 93
                }
            ),
            "{error:?}"
        );
        assert!(matches!(
            at_once(Format::Judge, range),
            Err(ExportError::EmptyRange { .. })
        ));
    }

    #[test]
    fn a_cancelled_sliced_export_stops_between_slices() {
        let cancel = AtomicBool::new(false);
        let path = Path::new("picked.txt");
        let mut sliced = SlicedExport::start(
            Format::Judge,
            ExportRange::all(12),
            path,
            &cancel,
            &mut |_| {},
        )
        .unwrap();
        assert!(matches!(
            sliced.next(1024, &cancel, &mut |_| {}),
            Ok(Slice::Bytes(_))
        ));
        cancel.store(true, std::sync::atomic::Ordering::Relaxed);
        assert!(matches!(
            sliced.next(1024, &cancel, &mut |_| {}),
            Err(ExportError::Cancelled)
        ));
    }
}
