//! Exports in the formats other than the judge's (`crate::formats`): the same ranges, on every
//! core, cancelled by the same flag, written atomically to a file. The checker's answer is its
//! first three solutions and the count, which the counter gives (or the published total).

use std::io::Write;
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use super::parallel::{LARGEST_SPLIT, in_order, piece_solutions, small_pieces, stopped};
use super::{ExportError, ExportProgress, ExportRange, ExportSummary, REPORT_EVERY};
use crate::atomic::{check_free_space, write_atomically};
use crate::formats::{Format, SolutionWriter, checker, text_size, writer};
use crate::solve::Solutions;
use crate::solve::count::{CountError, CountOptions, total};

/// Writes the solutions of `range` in `format` (not the judge's) to `out`, naming `path` in
/// errors, on `threads` threads (0 for every CPU the process may use).
pub fn write_in_format(
    out: impl Write,
    path: &Path,
    format: Format,
    range: ExportRange,
    threads: usize,
    cancel: &AtomicBool,
    progress: &mut dyn FnMut(ExportProgress),
) -> Result<ExportSummary, ExportError> {
    let started = Instant::now();
    let write_error = ExportError::writing(path);
    let n = range.n;
    let mut writer = writer(format, out, n).expect("not the judge's format");
    let threads = crate::solve::threads_or_all(threads);
    let written = if format == Format::Checker {
        write_checker(writer.as_mut(), n, threads, cancel).map_err(stop_error(path))?
    } else if threads > 1 && (4..=LARGEST_SPLIT).contains(&n) {
        write_pieces(writer.as_mut(), path, range, threads, cancel, progress)?
    } else {
        write_serially(writer.as_mut(), range, cancel, progress).map_err(stop_error(path))?
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

/// Writes `range` in `format` to the file `path` atomically (see
/// [`export_to_file`](super::export_to_file)), refused before a byte is written when its disk
/// has no room for it.
pub fn export_in_format_to_file(
    path: &Path,
    format: Format,
    range: ExportRange,
    threads: usize,
    cancel: &AtomicBool,
    progress: &mut dyn FnMut(ExportProgress),
) -> Result<ExportSummary, ExportError> {
    let count = range.solution_count();
    if let Some(needed) = count.and_then(|count| text_size(format, range.n, count)) {
        check_free_space(path, needed)?;
    }
    write_atomically(path, |file| {
        write_in_format(file, path, format, range, threads, cancel, progress)
    })
}

/// Writes one solution in `format` (the columns' line, or LeetCode's list of one board) to the
/// file `path` atomically; the Checker Challenge's answer is all of N's, never one board.
pub fn export_board_in_format_to_file(
    path: &Path,
    format: Format,
    solution: &crate::board::Placement,
) -> Result<ExportSummary, ExportError> {
    let started = Instant::now();
    write_atomically(path, |file| {
        let write_error = ExportError::writing(path);
        let mut writer = writer(format, file, solution.n()).expect("not the judge's format");
        writer.solution(solution.columns()).map_err(write_error)?;
        let bytes = writer.finish(1).map_err(write_error)?;
        Ok(ExportSummary {
            solutions: 1,
            bytes,
            elapsed: started.elapsed(),
        })
    })
}

/// What a writer was given: the solutions written, the solutions seen before the range (for
/// a range past the end), and the total for the format's count.
struct Written {
    solutions: u64,
    seen: u64,
    total: u64,
}

enum Stop {
    Cancelled,
    Write(std::io::Error),
    Count(ExportError),
}

fn stop_error(path: &Path) -> impl Fn(Stop) -> ExportError + '_ {
    move |stop| match stop {
        Stop::Cancelled => ExportError::Cancelled,
        Stop::Write(error) => ExportError::writing(path)(error),
        Stop::Count(error) => error,
    }
}

/// The checker's answer: the first three solutions, then the number of all of them.
fn write_checker(
    writer: &mut dyn SolutionWriter,
    n: usize,
    threads: usize,
    cancel: &AtomicBool,
) -> Result<Written, Stop> {
    let mut solutions = Solutions::new(n);
    let mut shown = 0;
    while shown < checker::SHOWN {
        let next = solutions
            .next_columns_cancellable(cancel)
            .map_err(|_| Stop::Cancelled)?;
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
    cancel: &AtomicBool,
    progress: &mut dyn FnMut(ExportProgress),
) -> Result<Written, Stop> {
    let first = range.first.max(1);
    let last = range.last.unwrap_or(u64::MAX);
    let mut solutions = Solutions::new(range.n);
    if range.fundamental_only {
        solutions = solutions.fundamental_only();
    }
    let seen = solutions
        .skip_solutions(first - 1, cancel)
        .map_err(|_| Stop::Cancelled)?;
    let mut number = first;
    while number <= last {
        let next = solutions
            .next_columns_cancellable(cancel)
            .map_err(|_| Stop::Cancelled)?;
        let Some(columns) = next else { break };
        writer.solution(columns).map_err(Stop::Write)?;
        report(writer, number, first, progress);
        number += 1;
    }
    let solutions = number - first;
    Ok(Written {
        solutions,
        seen,
        total: solutions,
    })
}

/// On every core: the search cut into ordered pieces, written in order.
fn write_pieces(
    writer: &mut dyn SolutionWriter,
    path: &Path,
    range: ExportRange,
    threads: usize,
    cancel: &AtomicBool,
    progress: &mut dyn FnMut(ExportProgress),
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
    progress: &mut dyn FnMut(ExportProgress),
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
