//! On every core: the search cut into ordered pieces, searched a few ahead of the one being
//! written, and written in order, so that memory stays bounded whatever N.

use std::io::{self, Write};
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, PoisonError, mpsc};
use std::time::{Duration, Instant};

use super::{ExportError, ExportProgress, ExportRange, ExportSummary, REPORT_EVERY, write_range};
use crate::judge::{JudgeWriter, append_rows, judge_size, row_table};
use crate::solve::enumerate::for_each_below;
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
    let mut text = Vec::new();
    if !fundamental_only {
        for_each_below(n, prefix, halt, |columns| {
            append_rows(&mut text, table, columns);
        })?;
        return Ok(text);
    }
    let allowed = allowed_below(n, prefix);
    let mut search = Solutions::restricted(n, &allowed[..n]).fundamental_only();
    while let Some(columns) = search.next_columns_cancellable(halt)? {
        append_rows(&mut text, table, columns);
    }
    Ok(text)
}

/// Writes the solutions of `range` to `out` as [`write_range`] does, byte for byte, with the
/// search split into ordered pieces that `threads` threads search at once (0 for
/// [`default_threads`](crate::solve::default_threads)). This thread numbers the pieces' rows and writes them in order.
pub fn write_range_parallel(
    out: impl Write,
    path: &Path,
    range: ExportRange,
    threads: usize,
    cancel: &AtomicBool,
    progress: &mut dyn FnMut(ExportProgress),
) -> Result<ExportSummary, ExportError> {
    let threads = crate::solve::threads_or_all(threads);
    let n = range.n;
    // The smallest boards have too few pieces to share; the largest too many.
    if threads <= 1 || !(4..=LARGEST_SPLIT).contains(&n) {
        return write_range(out, path, range, cancel, progress);
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
                    if number.is_multiple_of(REPORT_EVERY) {
                        progress(ExportProgress {
                            solutions: number + 1 - first,
                            bytes: writer.bytes_written(),
                        });
                    }
                }
                number += 1;
            }
            Ok(number <= last)
        },
    )
    .map_err(|error| match error {
        PieceError::Cancelled => ExportError::Cancelled,
        PieceError::Write(error) => write_error(error),
    })?;
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

/// Why [`in_order`] stopped before the end.
pub(super) enum PieceError {
    Cancelled,
    Write(io::Error),
}

/// Runs `search` on pieces `0..count` on `threads` threads and hands each result to `take`, on
/// this thread, in the pieces' order; `take` says whether to go on. No thread runs more than
/// a few pieces ahead of the one taken last, so memory stays bounded whatever N. Cancel, an
/// error of `take`, or its `false` stop the searchers too.
pub(super) fn in_order<T: Send>(
    count: usize,
    threads: usize,
    cancel: &AtomicBool,
    search: impl Fn(usize, &AtomicBool) -> Result<T, Cancelled> + Sync,
    mut take: impl FnMut(T) -> io::Result<bool>,
) -> Result<(), PieceError> {
    let ahead = threads * PIECES_AHEAD_PER_THREAD;
    // Set to stop the searchers: Cancel, an error, or the end of what is wanted.
    let halt = AtomicBool::new(false);
    let next_piece = AtomicUsize::new(0);
    let taken = Mutex::new(0usize);
    let turn = Condvar::new();
    let (found, pieces_found) = mpsc::channel::<(usize, T)>();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let found = found.clone();
            let (search, halt, next_piece, taken, turn) =
                (&search, &halt, &next_piece, &taken, &turn);
            scope.spawn(move || {
                loop {
                    let index = next_piece.fetch_add(1, Ordering::Relaxed);
                    if index >= count {
                        return;
                    }
                    // Wait until the piece is close enough to the one being taken.
                    let mut done = taken.lock().unwrap_or_else(PoisonError::into_inner);
                    while index >= *done + ahead && !halt.load(Ordering::Relaxed) {
                        done = turn.wait(done).unwrap_or_else(PoisonError::into_inner);
                    }
                    drop(done);
                    let Ok(result) = search(index, halt) else {
                        return;
                    };
                    if found.send((index, result)).is_err() {
                        return;
                    }
                }
            });
        }
        drop(found);
        let mut waiting = std::collections::BTreeMap::new();
        let mut next = 0;
        let result = loop {
            if next == count {
                break Ok(());
            }
            if cancel.load(Ordering::Relaxed) {
                break Err(PieceError::Cancelled);
            }
            match pieces_found.recv_timeout(CANCEL_POLL) {
                Ok((index, result)) => {
                    waiting.insert(index, result);
                }
                Err(mpsc::RecvTimeoutError::Timeout) => continue,
                // Every searcher stopped: the halt flag was set (by Cancel).
                Err(mpsc::RecvTimeoutError::Disconnected) => break Err(PieceError::Cancelled),
            }
            let mut go_on = true;
            while let Some(result) = waiting.remove(&next) {
                next += 1;
                *taken.lock().unwrap_or_else(PoisonError::into_inner) = next;
                turn.notify_all();
                match take(result) {
                    Ok(true) => {}
                    Ok(false) => {
                        go_on = false;
                        break;
                    }
                    Err(error) => return stop(&halt, &taken, &turn, Err(PieceError::Write(error))),
                }
            }
            if !go_on {
                break Ok(());
            }
        };
        stop(&halt, &taken, &turn, result)
    })
}

/// Stops the searchers of [`in_order`], and passes `result` on.
fn stop(
    halt: &AtomicBool,
    taken: &Mutex<usize>,
    turn: &Condvar,
    result: Result<(), PieceError>,
) -> Result<(), PieceError> {
    halt.store(true, Ordering::Relaxed);
    drop(taken.lock().unwrap_or_else(PoisonError::into_inner));
    turn.notify_all();
    result
}

/// How often the writing thread looks at the cancel flag while it waits for a piece.
const CANCEL_POLL: Duration = Duration::from_millis(10);
