//! Any format written through its writer (`crate::formats::SolutionWriter`): the same ranges
//! as the judge's, on every core, cancelled by the same flag. An answer of the first
//! solutions and the count (the Checker Challenge's) takes the count from the counter.

use std::io::Write;
use std::path::Path;
use std::sync::atomic::AtomicBool;

use web_time::Instant;

use super::parallel::{LARGEST_SPLIT, in_order, piece_solutions, small_pieces, stopped};
use super::{ExportError, ExportProgress, ExportRange, ExportSummary, REPORT_EVERY};
use crate::formats::{Format, Holds, SolutionWriter, writer};
use crate::solve::count::{CountError, CountOptions, total};
use crate::solve::{Cancelled, Solutions};

/// Writes the solutions of `range` in `format` to `out`, naming `path` in errors, on
/// `threads` threads (0 for every CPU the process may use).
pub(super) fn write_in_format(
    out: impl Write,
    path: &Path,
    format: Format,
    range: ExportRange,
    threads: usize,
    cancel: &AtomicBool,
    progress: &mut (dyn FnMut(ExportProgress) + Send),
) -> Result<ExportSummary, ExportError> {
    let started = Instant::now();
    let write_error = ExportError::writing(path);
    let n = range.n;
    let mut writer = writer(format, out, n, range.first.max(1));
    let threads = crate::solve::threads_or_all(threads);
    let written = if let Holds::FirstAndCount(shown) = format.holds() {
        write_first_and_count(writer.as_mut(), n, shown, threads, cancel)
            .map_err(stop_error(path))?
    } else if threads > 1 && (4..=LARGEST_SPLIT).contains(&n) && !super::skips_by_counting(range) {
        write_pieces(writer.as_mut(), path, range, threads, cancel, progress)?
    } else {
        write_serially(writer.as_mut(), range, threads, cancel, progress)
            .map_err(stop_error(path))?
    };
    let first = range.first.max(1);
    if written.solutions == 0 && first > 1 {
        return Err(ExportError::EmptyRange {
            n,
            total: written.seen,
            first,
        });
    }
    let bytes = writer.finish(written.total).map_err(write_error)?;
    Ok(ExportSummary {
        solutions: written.solutions,
        bytes,
        elapsed: started.elapsed(),
    })
}

/// What a writer was given: the solutions written, the solutions seen before the range (for
/// a range past the end), and the total for the format's count.
pub(super) struct Written {
    pub(super) solutions: u64,
    pub(super) seen: u64,
    pub(super) total: u64,
}

pub(super) enum Stop {
    Cancelled,
    Write(std::io::Error),
    Count(ExportError),
}

impl From<Cancelled> for Stop {
    fn from(_: Cancelled) -> Self {
        Self::Cancelled
    }
}

pub(super) fn stop_error(path: &Path) -> impl Fn(Stop) -> ExportError + '_ {
    move |stop| match stop {
        Stop::Cancelled => ExportError::Cancelled,
        Stop::Write(error) => ExportError::writing(path)(error),
        Stop::Count(error) => error,
    }
}

/// The first `count` solutions, then the number of all of them (the Checker Challenge's).
fn write_first_and_count(
    writer: &mut dyn SolutionWriter,
    n: usize,
    count: u64,
    threads: usize,
    cancel: &AtomicBool,
) -> Result<Written, Stop> {
    let mut solutions = Solutions::new(n);
    let mut shown = 0;
    while shown < count {
        let next = solutions.next_columns_cancellable(cancel)?;
        let Some(columns) = next else { break };
        writer.solution(columns).map_err(Stop::Write)?;
        shown += 1;
    }
    let options = CountOptions {
        threads,
        cancel: Some(cancel),
        ..CountOptions::default()
    };
    let total = match total(n, &options) {
        Ok(total) => total,
        Err(CountError::Cancelled) => return Err(Stop::Cancelled),
        // No memory for the halves' tables: the count is out of reach here.
        Err(CountError::NotEnoughMemory { n, available }) => {
            return Err(Stop::Count(ExportError::NoMemoryToCount { n, available }));
        }
    };
    Ok(Written {
        solutions: shown,
        seen: 0,
        total,
    })
}

/// One thread, any range: the solutions from the first asked for, written as they are found.
fn write_serially(
    writer: &mut dyn SolutionWriter,
    range: ExportRange,
    threads: usize,
    cancel: &AtomicBool,
    progress: &mut (dyn FnMut(ExportProgress) + Send),
) -> Result<Written, Stop> {
    let mut serial = Serial::walk_to_first(range, threads, cancel, progress)?;
    serial.write_until(writer, |_| false, cancel, progress)?;
    Ok(serial.written())
}

/// The serial search of a range, walked to its first solution, written on as far as asked: to
/// the end at once, or (for [`SlicedExport`](super::SlicedExport)) a slice at a time.
pub(super) struct Serial {
    solutions: Solutions,
    /// The number of the next solution.
    number: u64,
    first: u64,
    last: u64,
    /// The solutions passed on the way to the first (fewer than asked past the end).
    seen: u64,
    /// Whether the search has passed the end of the range or of the solutions.
    ended: bool,
}

impl Serial {
    /// The search of `range`, walked to just before its first solution.
    pub(super) fn walk_to_first(
        range: ExportRange,
        threads: usize,
        cancel: &AtomicBool,
        progress: &mut (dyn FnMut(ExportProgress) + Send),
    ) -> Result<Self, Cancelled> {
        let first = range.first.max(1);
        let (solutions, seen) = super::walk_to_first(range, threads, cancel, progress)?;
        Ok(Self {
            solutions,
            number: first,
            first,
            last: range.last.unwrap_or(u64::MAX),
            seen,
            ended: false,
        })
    }

    /// Writes the range's solutions to `writer` until `enough` says so or the range ends;
    /// returns whether it has ended.
    pub(super) fn write_until(
        &mut self,
        writer: &mut dyn SolutionWriter,
        enough: impl Fn(&dyn SolutionWriter) -> bool,
        cancel: &AtomicBool,
        progress: &mut (dyn FnMut(ExportProgress) + Send),
    ) -> Result<bool, Stop> {
        while !self.ended && !enough(writer) {
            let next = if self.number <= self.last {
                self.solutions.next_columns_cancellable(cancel)?
            } else {
                None
            };
            let Some(columns) = next else {
                self.ended = true;
                break;
            };
            writer.solution(columns).map_err(Stop::Write)?;
            report(writer, self.number, self.first, progress);
            self.number += 1;
        }
        Ok(self.ended)
    }

    /// What it has written so far.
    pub(super) fn written(&self) -> Written {
        let solutions = self.number - self.first;
        Written {
            solutions,
            seen: self.seen,
            total: solutions,
        }
    }
}

/// On every core: the search cut into ordered pieces, written in order.
fn write_pieces(
    writer: &mut dyn SolutionWriter,
    path: &Path,
    range: ExportRange,
    threads: usize,
    cancel: &AtomicBool,
    progress: &mut (dyn FnMut(ExportProgress) + Send),
) -> Result<Written, ExportError> {
    let n = range.n;
    let pieces = small_pieces(n);
    let first = range.first.max(1);
    let last = range.last.unwrap_or(u64::MAX);
    // The number of the next solution of the search, written or skipped.
    let mut number = 1u64;
    in_order(
        pieces.len(),
        threads,
        cancel,
        |index, halt| {
            piece_solutions(
                n,
                &pieces[index],
                range.fundamental_only,
                halt,
                |bytes, columns| {
                    bytes.extend_from_slice(columns);
                },
            )
        },
        |columns| {
            for solution in columns.chunks_exact(n) {
                if number > last {
                    break;
                }
                if number >= first {
                    writer.solution(solution)?;
                }
                report(writer, number, first, progress);
                number += 1;
            }
            Ok(number <= last)
        },
    )
    .map_err(stopped(path))?;
    let number = number.min(last.saturating_add(1));
    let solutions = number.saturating_sub(first);
    Ok(Written {
        solutions,
        seen: number - 1,
        total: solutions,
    })
}

fn report(
    writer: &dyn SolutionWriter,
    number: u64,
    first: u64,
    progress: &mut (dyn FnMut(ExportProgress) + Send),
) {
    if number.is_multiple_of(REPORT_EVERY) {
        progress(ExportProgress {
            solutions: (number + 1).saturating_sub(first),
            bytes: writer.bytes_written(),
            searched: number,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn export(format: Format, range: ExportRange, threads: usize) -> Vec<u8> {
        let mut out = Vec::new();
        let never = AtomicBool::new(false);
        let summary = write_in_format(
            &mut out,
            Path::new("test"),
            format,
            range,
            threads,
            &never,
            &mut |_| {},
        )
        .unwrap();
        assert_eq!(summary.bytes, out.len() as u64);
        out
    }

    #[test]
    fn every_core_writes_the_bytes_one_thread_writes() {
        for format in [Format::Columns, Format::Leetcode, Format::Checker] {
            for n in [1, 4, 8, 10] {
                let range = ExportRange::all(n);
                assert_eq!(
                    export(format, range, 1),
                    export(format, range, 3),
                    "{format:?}, N = {n}"
                );
            }
        }
        let range = ExportRange {
            n: 9,
            first: 100,
            last: Some(250),
            fundamental_only: false,
        };
        let serial = export(Format::Columns, range, 1);
        assert_eq!(serial, export(Format::Columns, range, 2));
        let all = export(Format::Columns, ExportRange::all(9), 1);
        let lines: Vec<&[u8]> = all.split_inclusive(|&b| b == b'\n').collect();
        assert_eq!(serial, lines[99..250].concat());
        let unique = ExportRange {
            fundamental_only: true,
            ..ExportRange::all(8)
        };
        assert_eq!(
            export(Format::Columns, unique, 2)
                .split(|&b| b == b'\n')
                .count(),
            13
        );
    }

    #[test]
    fn a_range_past_the_end_says_so() {
        let never = AtomicBool::new(false);
        let range = ExportRange {
            n: 6,
            first: 5,
            last: None,
            fundamental_only: false,
        };
        let error = write_in_format(
            Vec::new(),
            Path::new("test"),
            Format::Columns,
            range,
            1,
            &never,
            &mut |_| {},
        )
        .unwrap_err();
        assert!(matches!(
            error,
            ExportError::EmptyRange {
                total: 4,
                first: 5,
                ..
            }
        ));
    }
}
