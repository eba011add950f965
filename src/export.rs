//! Writing a range of solutions in the judge's format, to any output or atomically to a file,
//! with progress and cancellation.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::judge::{JudgeWriter, judge_size};
use crate::solve::{Solutions, known_counts};

/// Which solutions to export, by number from 1, both ends included.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExportRange {
    /// The board size.
    pub n: usize,
    /// The first solution's number.
    pub first: u64,
    /// The last solution's number; `None` for all to the end.
    pub last: Option<u64>,
    /// Number and write the fundamental solutions only (each class's smallest member under
    /// rotation and reflection).
    pub fundamental_only: bool,
}

impl ExportRange {
    /// Every solution of `n`.
    pub fn all(n: usize) -> Self {
        Self {
            n,
            first: 1,
            last: None,
            fundamental_only: false,
        }
    }

    /// The number of solutions in the range, if the total for `n` is known.
    pub fn solution_count(&self) -> Option<u64> {
        let known = known_counts(self.n)?;
        let total = if self.fundamental_only {
            known.unique
        } else {
            known.total
        };
        let last = self.last.map_or(total, |last| last.min(total));
        Some((last + 1).saturating_sub(self.first))
    }

    /// The size of the output in bytes, if the total for `n` is known.
    pub fn byte_size(&self) -> Option<u64> {
        let count = self.solution_count()?;
        Some(judge_size(
            self.n,
            self.first,
            (self.first + count).saturating_sub(1),
        ))
    }
}

/// How far an export has come.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExportProgress {
    /// Solutions written.
    pub solutions: u64,
    /// Bytes written.
    pub bytes: u64,
}

/// What an export wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExportSummary {
    /// Solutions written.
    pub solutions: u64,
    /// Bytes written.
    pub bytes: u64,
    /// How long it took.
    pub elapsed: Duration,
}

/// Why an export stopped.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// Its cancel flag was set; nothing was left behind.
    #[error("the export was cancelled; no file was written")]
    Cancelled,
    /// The range starts after the last solution.
    #[error("N = {n} has {total} solutions; there is no solution No {first}")]
    EmptyRange {
        /// The board size.
        n: usize,
        /// Its number of solutions.
        total: u64,
        /// The first number asked for.
        first: u64,
    },
    /// Writing failed.
    #[error("cannot write {}: {source}", path.display())]
    Write {
        /// Where.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
}

/// How often progress is reported and the cancel flag read, in solutions.
const CHECK_EVERY: u64 = 4096;

/// Writes the solutions of `range` to `out`, naming `path` in errors.
pub fn write_range(
    out: impl Write,
    path: &Path,
    range: ExportRange,
    cancel: &AtomicBool,
    progress: &mut dyn FnMut(ExportProgress),
) -> Result<ExportSummary, ExportError> {
    let started = Instant::now();
    let write_error = |source| ExportError::Write {
        path: path.to_path_buf(),
        source,
    };
    let first = range.first.max(1);
    let mut solutions = Solutions::new(range.n);
    if range.fundamental_only {
        solutions = solutions.fundamental_only();
    }
    let skipped = solutions.skip_solutions(first - 1);
    let mut writer = JudgeWriter::new(out, range.n);
    let mut number = first;
    let last = range.last.unwrap_or(u64::MAX);
    while number <= last {
        let Some(columns) = solutions.next_columns() else {
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
        if number.is_multiple_of(CHECK_EVERY) {
            if cancel.load(Ordering::Relaxed) {
                return Err(ExportError::Cancelled);
            }
            progress(ExportProgress {
                solutions: number + 1 - first,
                bytes: writer.bytes_written(),
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

/// Writes the solutions of `range` to the file `path` atomically: into a temporary file in the
/// same folder, renamed over `path` only once everything is written and synced. A cancelled
/// or failed export leaves `path` as it was and no temporary file behind.
pub fn export_to_file(
    path: &Path,
    range: ExportRange,
    cancel: &AtomicBool,
    progress: &mut dyn FnMut(ExportProgress),
) -> Result<ExportSummary, ExportError> {
    let write_error = |source| ExportError::Write {
        path: path.to_path_buf(),
        source,
    };
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let mut builder = tempfile::Builder::new();
    builder.prefix(".nqueens-export-").suffix(".part");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // The usual mode of a new file, less the umask, rather than the temporary file's 0600.
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let temporary = builder.tempfile_in(folder).map_err(write_error)?;
    let summary = write_range(temporary.as_file(), path, range, cancel, progress)?;
    temporary.as_file().sync_all().map_err(write_error)?;
    temporary
        .persist(path)
        .map_err(|error| write_error(error.error))?;
    Ok(summary)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(path: &Path) -> Vec<u8> {
        std::fs::read(path).unwrap()
    }

    fn folder_entries(folder: &Path) -> usize {
        std::fs::read_dir(folder).unwrap().count()
    }

    #[test]
    fn a_range_is_the_matching_slice_of_the_whole() {
        let never = AtomicBool::new(false);
        let mut whole = Vec::new();
        write_range(
            &mut whole,
            Path::new("-"),
            ExportRange::all(8),
            &never,
            &mut |_| {},
        )
        .unwrap();
        let mut part = Vec::new();
        let range = ExportRange {
            n: 8,
            first: 2,
            last: Some(3),
            fundamental_only: false,
        };
        let summary = write_range(&mut part, Path::new("-"), range, &never, &mut |_| {}).unwrap();
        assert_eq!(summary.solutions, 2);
        assert_eq!(part.len() as u64, range.byte_size().unwrap());
        let start = judge_size(8, 1, 1) as usize;
        assert_eq!(part, whole[start..start + part.len()]);
    }

    #[test]
    fn fundamental_solutions_are_numbered_from_one() {
        let never = AtomicBool::new(false);
        let range = ExportRange {
            fundamental_only: true,
            ..ExportRange::all(8)
        };
        let mut text = Vec::new();
        let summary = write_range(&mut text, Path::new("-"), range, &never, &mut |_| {}).unwrap();
        assert_eq!(summary.solutions, 12);
        assert_eq!(text.len() as u64, range.byte_size().unwrap());
        assert!(text.starts_with(b"No 1:\nA.......\n....A...\n"));
        assert!(text.windows(7).any(|w| w == b"No 12:\n"));
    }

    #[test]
    fn a_range_past_the_end_is_refused() {
        let never = AtomicBool::new(false);
        let range = ExportRange {
            n: 8,
            first: 93,
            last: None,
            fundamental_only: false,
        };
        let error =
            write_range(Vec::new(), Path::new("-"), range, &never, &mut |_| {}).unwrap_err();
        assert!(error.to_string().contains("no solution No 93"), "{error}");
    }

    #[test]
    fn a_file_is_replaced_whole() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("eight.txt");
        std::fs::write(&path, "old").unwrap();
        let never = AtomicBool::new(false);
        let summary = export_to_file(&path, ExportRange::all(8), &never, &mut |_| {}).unwrap();
        assert_eq!(summary.bytes, 7259);
        assert_eq!(read(&path).len(), 7259);
        assert_eq!(folder_entries(folder.path()), 1);
    }

    #[test]
    fn a_cancelled_export_leaves_the_old_file_and_nothing_else() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("twelve.txt");
        std::fs::write(&path, "old").unwrap();
        let cancel = AtomicBool::new(false);
        let mut reports = 0;
        let result = export_to_file(&path, ExportRange::all(12), &cancel, &mut |_| {
            reports += 1;
            cancel.store(true, Ordering::Relaxed);
        });
        assert!(matches!(result, Err(ExportError::Cancelled)));
        assert_eq!(reports, 1);
        assert_eq!(read(&path), b"old");
        assert_eq!(folder_entries(folder.path()), 1);
    }

    #[test]
    fn an_impossible_folder_is_an_error_naming_the_path() {
        let never = AtomicBool::new(false);
        let path = Path::new("/nonexistent-folder/out.txt");
        let error = export_to_file(path, ExportRange::all(4), &never, &mut |_| {}).unwrap_err();
        assert!(
            error.to_string().contains("/nonexistent-folder/out.txt"),
            "{error}"
        );
    }
}
