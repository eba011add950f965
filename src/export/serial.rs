//! One thread, any range: the solutions from the first asked for, written as they are found.

use std::io::Write;
use std::path::Path;
use std::sync::atomic::AtomicBool;

use web_time::Instant;

use super::{ExportError, ExportProgress, ExportRange, ExportSummary, REPORT_EVERY};
use crate::formats::judge::JudgeWriter;

/// Writes the solutions of `range` to `out`, naming `path` in errors.
pub(super) fn write_range(
    out: impl Write,
    path: &Path,
    range: ExportRange,
    threads: usize,
    cancel: &AtomicBool,
    progress: &mut (dyn FnMut(ExportProgress) + Send),
) -> Result<ExportSummary, ExportError> {
    let started = Instant::now();
    let write_error = ExportError::writing(path);
    let first = range.first.max(1);
    let (mut solutions, skipped) = super::walk_to_first(range, threads, cancel, progress)?;
    let mut writer = JudgeWriter::new(out, range.n);
    let mut number = first;
    let last = range.last.unwrap_or(u64::MAX);
    while number <= last {
        let next = solutions.next_columns_cancellable(cancel)?;
        let Some(columns) = next else {
            // Past the end: fine for "to the end", not for a range that starts there.
            if number == first && first > 1 {
                return Err(ExportError::EmptyRange {
                    n: range.n,
                    total: skipped,
                    first,
                });
            }
            break;
        };
        writer
            .write_solution(number, columns)
            .map_err(write_error)?;
        if number.is_multiple_of(REPORT_EVERY) {
            progress(ExportProgress {
                solutions: number + 1 - first,
                bytes: writer.bytes_written(),
                searched: number,
            });
        }
        number += 1;
    }
    let bytes = writer.bytes_written();
    writer.finish().map_err(write_error)?;
    Ok(ExportSummary {
        solutions: number - first,
        bytes,
        elapsed: started.elapsed(),
    })
}
