//! On every core: the search cut into ordered pieces, searched a few ahead of the one being
//! written, and written in order, so that memory stays bounded whatever N.

use std::io::{self, Write};
use std::path::Path;
use std::sync::atomic::AtomicBool;

use web_time::Instant;

use super::serial::write_range;
use super::{ExportError, ExportProgress, ExportRange, ExportSummary, REPORT_EVERY};
use crate::formats::judge::{JudgeWriter, append_rows, judge_size, row_table};
use crate::solve::enumerate::for_each_below;
use crate::solve::runner::{Pieces, Stopped};
use crate::solve::split::{allowed_below, pieces};
use crate::solve::{Cancelled, Solutions, known_counts};

/// How many pieces may be searched ahead of the one being written, per thread: enough that no
/// thread waits for a slow piece, few enough that memory stays small (a piece holds its
/// solutions' columns, N bytes each).
const PIECES_AHEAD_PER_THREAD: usize = 4;

/// The largest board the export splits into pieces: past it, pieces of a size that keeps
/// memory small are so many that their list alone would not be (N = 18 is 228 GB of text).
pub const LARGEST_SPLIT: usize = 17;

/// The pieces of the search for `n`, the first rows deep enough that each piece holds about
/// a megabyte of text at most, so that the few pieces in flight stay small.
pub(super) fn small_pieces(n: usize) -> Vec<Vec<u8>> {
    let bytes = known_counts(n).map_or(u64::MAX, |counts| judge_size(n, 1, counts.total));
    let mut depth = 2;
    loop {
        let pieces = pieces(n, depth);
        if depth + 1 >= n || bytes / pieces.len().max(1) as u64 <= 1 << 20 {
            return pieces;
        }
        depth += 1;
    }
}

/// The rows of the solutions of one piece (the fundamental ones only, if asked), in order, as
/// judge text without the headers: their numbers are known only when the pieces before are
/// written. All of them come from the plain recursion; the fundamental ones from
/// [`Solutions`], which knows them.
pub(super) fn piece_rows(
    n: usize,
    prefix: &[u8],
    fundamental_only: bool,
    table: &[u8],
    halt: &AtomicBool,
) -> Result<Vec<u8>, Cancelled> {
    piece_solutions(n, prefix, fundamental_only, halt, |text, columns| {
        append_rows(text, table, columns);
    })
}

/// The solutions of one piece (the fundamental ones only, if asked), in order, each appended
/// by `append` to the piece's bytes.
pub(super) fn piece_solutions(
    n: usize,
    prefix: &[u8],
    fundamental_only: bool,
    halt: &AtomicBool,
    append: impl Fn(&mut Vec<u8>, &[u8]),
) -> Result<Vec<u8>, Cancelled> {
    let mut text = Vec::new();
    if !fundamental_only {
        for_each_below(n, prefix, halt, |columns| append(&mut text, columns))?;
        return Ok(text);
    }
    let allowed = allowed_below(n, prefix);
    let mut search = Solutions::restricted(n, &allowed[..n]).fundamental_only();
    while let Some(columns) = search.next_columns_cancellable(halt)? {
        append(&mut text, columns);
    }
    Ok(text)
}

/// Writes the solutions of `range` to `out` as [`write_range`] does, byte for byte, with the
/// search split into ordered pieces that `threads` threads search at once (0 for
/// [`default_threads`](crate::solve::default_threads)). This thread numbers the pieces' rows and writes them in order.
pub(super) fn write_range_parallel(
    out: impl Write,
    path: &Path,
    range: ExportRange,
    threads: usize,
    cancel: &AtomicBool,
    progress: &mut (dyn FnMut(ExportProgress) + Send),
) -> Result<ExportSummary, ExportError> {
    let threads = crate::solve::threads_or_all(threads);
    let n = range.n;
    // The smallest boards have too few pieces to share; the largest too many.
    if threads <= 1 || !(4..=LARGEST_SPLIT).contains(&n) {
        return write_range(out, path, range, threads, cancel, progress);
    }
    let started = Instant::now();
    let write_error = ExportError::writing(path);
    let pieces = small_pieces(n);
    let first = range.first.max(1);
    let last = range.last.unwrap_or(u64::MAX);
    let table = &row_table(n);
    let mut writer = JudgeWriter::new(out, n);
    // The number of the next solution of the search, written or skipped.
    let mut number = 1u64;
    in_order(
        pieces.len(),
        threads,
        cancel,
        |index, halt| piece_rows(n, &pieces[index], range.fundamental_only, table, halt),
        |rows| {
            for board in rows.chunks_exact(n * (n + 1)) {
                if number > last {
                    break;
                }
                if number >= first {
                    writer.write_rows(number, board)?;
                }
                // The solutions skipped on the way to the first are searched as the others.
                if number.is_multiple_of(REPORT_EVERY) {
                    progress(ExportProgress {
                        solutions: (number + 1).saturating_sub(first),
                        bytes: writer.bytes_written(),
                        searched: number,
                    });
                }
                number += 1;
            }
            Ok(number <= last)
        },
    )
    .map_err(stopped(path))?;
    let bytes = writer.bytes_written();
    writer.finish().map_err(write_error)?;
    let number = number.min(last.saturating_add(1));
    // Past the end: fine for "to the end", not for a range that starts there.
    if number <= first && first > 1 {
        return Err(ExportError::EmptyRange {
            n,
            total: number - 1,
            first,
        });
    }
    Ok(ExportSummary {
        solutions: number.saturating_sub(first),
        bytes,
        elapsed: started.elapsed(),
    })
}

/// Searches the pieces `0..count` of an export with `search` on `threads` threads, a few
/// ahead of the one being written, and hands their rows to `take` in order.
pub(super) fn in_order<E>(
    count: usize,
    threads: usize,
    cancel: &AtomicBool,
    search: impl Fn(usize, &AtomicBool) -> Result<Vec<u8>, Cancelled> + Sync,
    take: impl FnMut(Vec<u8>) -> Result<bool, E>,
) -> Result<(), Stopped<E>> {
    let pieces = Pieces {
        count,
        threads,
        name: "export",
        cancel,
    };
    pieces.in_order(threads * PIECES_AHEAD_PER_THREAD, search, take)
}

/// An export's words for why its pieces stopped: cancelled, or the error writing `path`.
pub(super) fn stopped(path: &Path) -> impl Fn(Stopped<io::Error>) -> ExportError + '_ {
    let write_error = ExportError::writing(path);
    move |stopped| match stopped {
        Stopped::Cancelled => ExportError::Cancelled,
        Stopped::Taking(error) => write_error(error),
    }
}
