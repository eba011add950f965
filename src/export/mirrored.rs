//! A whole board's solutions in half the search: each piece of the left half, searched, gives
//! its mirror piece of the right half too, written at the place the judge's sizes give it.

use std::fs::File;
use std::io;
use std::path::Path;
use std::sync::atomic::AtomicBool;

use web_time::Instant;

use super::parallel::{in_order, piece_rows, small_pieces, stopped};
use super::{ExportError, ExportProgress, ExportSummary, REPORT_EVERY};
use crate::formats::judge::{append_header, append_mirrored_rows, judge_size, row_table};
use crate::platform::write_all_at;
use crate::solve::mirror_number;

/// Every solution of a board, and the place in a file where they go.
#[derive(Clone, Copy, Debug)]
pub(super) struct EverySolution {
    /// The board size.
    pub n: usize,
    /// Its number of solutions (published).
    pub total: u64,
    /// Where in the file the first solution goes.
    pub base: u64,
}

/// Writes every solution of `every.n` (`every.total` of them) into `file` from byte
/// `every.base` on, searching only half of them: the mirror image of solution No `k` is No
/// `total + 1 − k` (mirroring reverses the judge's order), so each piece of the left half,
/// searched, gives its mirror piece of the right half too, written at the place the judge's
/// sizes give it. The same bytes as the serial writer's, in about half the search; `file` must be
/// one that can be written at any place (a regular file or a device, not a pipe, not opened
/// for appending).
pub(super) fn write_all_mirrored(
    file: &File,
    path: &Path,
    every: EverySolution,
    threads: usize,
    cancel: &AtomicBool,
    progress: &mut (dyn FnMut(ExportProgress) + Send),
) -> Result<ExportSummary, ExportError> {
    let EverySolution { n, total, base } = every;
    let started = Instant::now();
    let write_error = ExportError::writing(path);
    let threads = crate::solve::threads_or_all(threads);
    // Mirroring a prefix reverses the order of the prefixes, and no prefix of two queens or
    // more is its own mirror image: the first half's mirror images are the second half.
    let pieces = small_pieces(n);
    let half = pieces.len() / 2;
    let table = &row_table(n);
    let board = n * (n + 1);
    // Before each piece: the solutions of the pieces before it.
    let mut before = 0u64;
    let (mut forward, mut mirrored) = (Vec::new(), Vec::new());
    in_order(
        half,
        threads,
        cancel,
        |index, halt| piece_rows(n, &pieces[index], false, table, halt),
        |rows| {
            let count = (rows.len() / board) as u64;
            forward.clear();
            mirrored.clear();
            for (offset, rows) in rows.chunks_exact(board).enumerate() {
                append_header(&mut forward, before + offset as u64 + 1);
                forward.extend_from_slice(rows);
            }
            // The mirror images, in their own (reversed) order: each row read backwards.
            let first_mirrored = mirror_number(total, before + count);
            for (offset, rows) in rows.chunks_exact(board).rev().enumerate() {
                append_header(&mut mirrored, first_mirrored + offset as u64);
                append_mirrored_rows(&mut mirrored, rows, n);
            }
            write_all_at(file, &forward, base + judge_size(n, 1, before))?;
            write_all_at(file, &mirrored, base + judge_size(n, 1, first_mirrored - 1))?;
            before += count;
            let done = 2 * before;
            if done / REPORT_EVERY != (done - 2 * count) / REPORT_EVERY {
                progress(ExportProgress {
                    solutions: done,
                    bytes: judge_size(n, 1, before) * 2,
                    searched: done,
                });
            }
            Ok(true)
        },
    )
    .map_err(stopped(path))?;
    if 2 * before != total {
        return Err(write_error(io::Error::other(format!(
            "the search found {} solutions of N = {n}, not {total}",
            2 * before
        ))));
    }
    Ok(ExportSummary {
        solutions: total,
        bytes: judge_size(n, 1, total),
        elapsed: started.elapsed(),
    })
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use super::*;
    use crate::export::ExportRange;
    use crate::export::serial::write_range;
    use crate::solve::known_counts;

    #[test]
    fn the_mirrored_half_search_writes_the_same_bytes_at_any_place_of_a_file() {
        let never = AtomicBool::new(false);
        for n in 4..=11 {
            for base in [0u64, 7] {
                let mut file = tempfile::tempfile().unwrap();
                let every = EverySolution {
                    n,
                    total: known_counts(n).unwrap().total,
                    base,
                };
                write_all_mirrored(&file, Path::new("out"), every, 3, &never, &mut |_| {}).unwrap();
                let mut written = Vec::new();
                file.read_to_end(&mut written).unwrap();
                let mut expected = vec![0u8; base as usize];
                let all = ExportRange::all(n);
                write_range(&mut expected, Path::new("out"), all, 1, &never, &mut |_| {}).unwrap();
                assert!(written == expected, "N = {n}, from byte {base}");
            }
        }
    }
}
