//! Solutions written in any answer format, with progress and cancellation: one entry point,
//! [`export`], that takes the format and where the text goes (a file, atomically; an open file
//! written at places; a stream), and [`export_board`] for one board known by its number.
//!
//! Behind them, the judge's text has writers of its own, its hot path: [`serial`] (one
//! thread, any range), [`parallel`] (ordered pieces on every core) and [`mirrored`] (half the
//! search, for a whole board written at places in a file). Every other format is written
//! through its `formats::SolutionWriter` by [`any_format`], on the same pieces. [`sliced`]
//! hands the text on a slice at a time, for a place whose writes are asynchronous.

mod any_format;
mod mirrored;
mod parallel;
mod serial;
mod sliced;

use std::fs::File;
use std::io::{self, Write};
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use web_time::Instant;

use crate::atomic::{WriteError, check_free_space, write_atomically};
use crate::board::{Placement, Symmetry};
use crate::formats::{Format, writer};
use crate::solve::complete::solution_at;
use crate::solve::count::{CountOptions, CountProgress, KeptCounts};
use crate::solve::{Cancelled, known_counts};

pub use parallel::LARGEST_SPLIT;
pub use sliced::{Slice, SlicedExport};

/// Which solutions to export, by number from 1, both ends included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
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
    /// Whether this is every solution of a board that the mirrored writer writes by searching
    /// half of it.
    fn mirrorable(&self) -> bool {
        self.first <= 1
            && self.last.is_none()
            && !self.fundamental_only
            && (4..=LARGEST_SPLIT).contains(&self.n)
    }

    /// Every solution of `n`.
    pub fn all(n: usize) -> Self {
        Self {
            n,
            first: 1,
            last: None,
            fundamental_only: false,
        }
    }

    /// The number of solutions in the range: known when the total for `n` is, or when the
    /// range ends at a number every larger board has (each N past the known ones has more
    /// solutions than N = 27, the last known).
    pub fn solution_count(&self) -> Option<u64> {
        let total = if let Some(known) = known_counts(self.n) {
            known.of(self.fundamental_only)
        } else {
            let largest_known =
                known_counts(crate::solve::oeis::LARGEST_KNOWN)?.of(self.fundamental_only);
            self.last.filter(|&last| last <= largest_known)?
        };
        let last = self.last.map_or(total, |last| last.min(total));
        Some((last + 1).saturating_sub(self.first))
    }

    /// The size of the range's text in `format` in bytes, when the number of its solutions is
    /// known.
    pub fn byte_size(&self, format: Format) -> Option<u64> {
        let count = self.solution_count()?;
        format.text_size(self.n, self.first.max(1), count)
    }
}

/// How far an export has come.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ExportProgress {
    /// Solutions written.
    pub solutions: u64,
    /// Bytes written.
    pub bytes: u64,
    /// The solutions the search has passed, written or skipped on the way to the first: the
    /// work done, as the search goes at one pace.
    pub searched: u64,
}

/// What an export wrote.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ExportSummary {
    /// Solutions written.
    pub solutions: u64,
    /// Bytes written.
    pub bytes: u64,
    /// How long it took.
    pub elapsed: Duration,
}

/// Why an export stopped.
#[derive(Debug, thiserror::Error, serde::Serialize, serde::Deserialize)]
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
    /// The count that ends the checker's answer needs more memory than is free.
    #[error(
        "counting N = {n} needs more memory for its tables than the {} MiB this machine has \
         free; nothing was written",
        available >> 20
    )]
    #[expect(missing_docs, reason = "the message above says what each field holds")]
    NoMemoryToCount { n: usize, available: u64 },
    /// The file could not be written.
    #[error(transparent)]
    File(#[from] WriteError),
}

impl From<Cancelled> for ExportError {
    fn from(_: Cancelled) -> Self {
        Self::Cancelled
    }
}

impl ExportError {
    /// Turns an I/O error writing `path` into an export's error (see [`WriteError::writing`]).
    pub(crate) fn writing(path: &Path) -> impl Fn(io::Error) -> Self + Copy + '_ {
        move |error| Self::File(WriteError::writing(path)(error))
    }
}

/// How often progress is reported, in solutions. The cancel flag is read at every solution
/// and, between far-apart solutions, every few thousand squares of search.
const REPORT_EVERY: u64 = crate::solve::enumerate::SOLUTIONS_BETWEEN_REPORTS;

/// Where an export's text goes.
pub enum Destination<'a> {
    /// The file at this path, atomically: into a temporary file in the same folder, renamed
    /// over it only once everything is written and synced, so that a cancelled or failed
    /// export leaves it as it was and no temporary file behind (a pipe or a device there is
    /// written in place). Refused before a byte is written when its disk has no room for it.
    File(&'a Path),
    /// An open file that can be written at any place (a regular file or a device, not a pipe,
    /// not opened for appending), from byte `base` on, its position left after the text;
    /// `name` in errors.
    At {
        /// The file.
        file: &'a File,
        /// Where the first solution goes.
        base: u64,
        /// What errors call it.
        name: &'a Path,
    },
    /// A stream, written in turn; `name` in errors.
    Stream {
        /// The stream.
        out: &'a mut dyn Write,
        /// What errors call it.
        name: &'a Path,
    },
}

/// Writes the solutions of `range` in `format` to `to`, on `threads` threads (0 for every CPU
/// the process may use), with the fastest writer that applies: the one place that chooses.
/// The judge's text has its own: half the search, written at places, for a whole board whose
/// total is known where the file can be written at any place; else ordered pieces on every
/// core. Every other format goes through its writer.
pub fn export(
    format: Format,
    range: ExportRange,
    to: Destination<'_>,
    threads: usize,
    cancel: &AtomicBool,
    progress: &mut (dyn FnMut(ExportProgress) + Send),
) -> Result<ExportSummary, ExportError> {
    let job = Job {
        format,
        range,
        threads,
        cancel,
    };
    match to {
        Destination::File(path) => {
            if let Some(needed) = range.byte_size(format) {
                check_free_space(path, needed)?;
            }
            #[cfg(not(target_arch = "wasm32"))]
            return write_atomically(path, |file| {
                if file.metadata().is_ok_and(|metadata| metadata.is_file()) {
                    job.write_at(file, 0, path, progress)
                } else {
                    job.write(&mut &*file, path, progress)
                }
            });
            // The page's file is written in turn, on the one Web Worker of the export.
            #[cfg(target_arch = "wasm32")]
            return write_atomically(path, |out| job.write(out, path, progress));
        }
        Destination::At { file, base, name } => job.write_at(file, base, name, progress),
        Destination::Stream { out, name } => job.write(out, name, progress),
    }
}

/// Writes one solution, No `number`, in `format` to the file `path` atomically (as
/// [`Destination::File`]): the board on screen, with no search at all. The Checker
/// Challenge's answer is then that board and the count 1.
pub fn export_board(
    format: Format,
    path: &Path,
    number: u64,
    solution: &Placement,
) -> Result<ExportSummary, ExportError> {
    let started = Instant::now();
    write_atomically(path, |file| {
        let bytes =
            write_board(format, file, number, solution).map_err(ExportError::writing(path))?;
        Ok(ExportSummary {
            solutions: 1,
            bytes,
            elapsed: started.elapsed(),
        })
    })
}

/// Writes one solution, No `number`, in `format` to `out`; returns the bytes written.
fn write_board(
    format: Format,
    out: impl Write,
    number: u64,
    solution: &Placement,
) -> io::Result<u64> {
    let mut writer = writer(format, out, solution.n(), number);
    writer.solution(solution.columns())?;
    writer.finish(1)
}

/// What [`export`] was asked for, once it knows where the text goes.
struct Job<'a> {
    format: Format,
    range: ExportRange,
    threads: usize,
    cancel: &'a AtomicBool,
}

impl Job<'_> {
    /// Writes into `file` from byte `base` on, at places where that helps; the file's position
    /// is left after the text, as writes in turn leave it.
    fn write_at(
        &self,
        file: &File,
        base: u64,
        name: &Path,
        progress: &mut (dyn FnMut(ExportProgress) + Send),
    ) -> Result<ExportSummary, ExportError> {
        let total = known_counts(self.range.n).map(|counts| counts.total);
        match total {
            Some(total) if self.format == Format::Judge && self.range.mirrorable() => {
                let every = mirrored::EverySolution {
                    n: self.range.n,
                    total,
                    base,
                };
                let summary = mirrored::write_all_mirrored(
                    file,
                    name,
                    every,
                    self.threads,
                    self.cancel,
                    progress,
                )?;
                io::Seek::seek(&mut &*file, io::SeekFrom::Start(base + summary.bytes))
                    .map_err(ExportError::writing(name))?;
                Ok(summary)
            }
            _ => {
                io::Seek::seek(&mut &*file, io::SeekFrom::Start(base))
                    .map_err(ExportError::writing(name))?;
                self.write(&mut &*file, name, progress)
            }
        }
    }

    /// Writes to `out` in turn, naming it `name` in errors.
    fn write(
        &self,
        out: &mut dyn Write,
        name: &Path,
        progress: &mut (dyn FnMut(ExportProgress) + Send),
    ) -> Result<ExportSummary, ExportError> {
        let Self {
            format,
            range,
            threads,
            cancel,
        } = *self;
        // A far first solution is found by counting (see `walk_to_first`), which the pieces of
        // the parallel search, searched from the first, cannot use.
        if format == Format::Judge && !skips_by_counting(range) {
            parallel::write_range_parallel(out, name, range, threads, cancel, progress)
        } else {
            any_format::write_in_format(out, name, format, range, threads, cancel, progress)
        }
    }
}

/// Whether the way to `range`'s first solution is counted, a row at a time by columns (see
/// [`solution_at`]), rather than walked: where counting (about five whole counts) takes less
/// than walking past the solutions before it, which go by at one to two million a second.
/// Counting pays past `total / 2^(N − 11)` of them (N = 16: 460,000; N = 18: 5.2 million;
/// N = 20: 76 million), on boards it counts by the halves all the way down, of all solutions
/// (the fundamental ones are numbered by walking).
fn skips_by_counting(range: ExportRange) -> bool {
    let Some(known) = known_counts(range.n) else {
        return false;
    };
    !range.fundamental_only
        && crate::solve::count::counts_by_columns_quickly(range.n)
        && range.first.saturating_sub(1) > known.total >> (range.n - 11)
}

/// The search of `range`'s solutions, just before its first, saying how far it has come; with
/// the number of solutions passed (fewer than asked when the range starts past the end). A far
/// first is found by counting on `threads` threads (0: every core).
fn walk_to_first(
    range: ExportRange,
    threads: usize,
    cancel: &AtomicBool,
    progress: &mut (dyn FnMut(ExportProgress) + Send),
) -> Result<(crate::solve::Solutions, u64), Cancelled> {
    let skip = range.first.max(1) - 1;
    if let Some(known) = known_counts(range.n)
        && skips_by_counting(range)
    {
        // The progress, and the shallowest row counted: the rows above it were read, not
        // counted (shipped, or kept), and are no share of the work.
        let told = std::sync::Mutex::new((progress, usize::MAX));
        let counted = |count: CountProgress| {
            if let Ok(mut told) = told.lock() {
                let (progress, first_counted) = &mut *told;
                *first_counted = count.part.depth.min(*first_counted);
                progress(ExportProgress {
                    solutions: 0,
                    bytes: 0,
                    searched: (skip as f64 * share_of_search(&count, *first_counted)) as u64,
                });
            }
        };
        // Kept for this search alone: with counts to keep them in, the first row is counted
        // with the second in one pass, not the second after it under the column chosen (see
        // docs/performance.md, "Far solutions and numbers").
        let kept = KeptCounts::default();
        let options = CountOptions {
            threads,
            cancel: Some(cancel),
            progress: Some(&counted),
            memory: crate::platform::available_memory(),
            kept: Some(&kept),
            ..CountOptions::default()
        };
        if let Some(first) = solution_at(range.n, range.first, &options)? {
            return Ok((crate::solve::Solutions::from(&first), skip));
        }
        // Past the end: after the last solution, the mirror image of the first.
        let mut all = crate::solve::Solutions::new(range.n);
        let last = all
            .next()
            .map(|first| first.transformed(Symmetry::MirrorColumns));
        let after_last = last.map_or(all, |last| crate::solve::Solutions::after(&last));
        return Ok((after_last, known.total));
    }
    let mut solutions = crate::solve::Solutions::new(range.n);
    if range.fundamental_only {
        solutions = solutions.fundamental_only();
    }
    let passed = solutions.skip_solutions(skip, cancel, |skipped| {
        progress(ExportProgress {
            solutions: 0,
            bytes: 0,
            searched: skipped,
        });
    })?;
    Ok((solutions, passed))
}

/// How much of a search by rows (`solution_at`) is done, by its progress: the rows counted
/// from `first_counted` (those above it were read, not counted) and the share of the one under
/// way, each row weighing what the search expects it to take next to the row above
/// ([`Ahead::deeper`](crate::solve::count::Ahead::deeper)).
fn share_of_search(count: &CountProgress, first_counted: usize) -> f64 {
    let deeper = match f64::from(count.part.ahead.deeper) {
        deeper if deeper > 0.0 => deeper,
        _ => 0.5,
    };
    let weight = |depth: usize| deeper.powf(depth as f64);
    let part = &count.part;
    let above = first_counted.min(part.depth)..part.depth;
    let done: f64 = above.clone().map(weight).sum::<f64>() + weight(part.depth) * count.share();
    let ahead: f64 = (part.ahead.parts.iter().enumerate())
        .map(|(depth, &parts)| f64::from(parts) * weight(depth))
        .sum();
    let all = above.map(weight).sum::<f64>() + weight(part.depth) + ahead;
    (done / all).clamp(0.0, 1.0)
}

#[cfg(test)]
mod tests {
    use super::serial::write_range;
    use super::*;
    use crate::formats::judge::judge_size;
    use crate::solve::Solutions;
    use std::sync::atomic::Ordering;

    /// `range` in the judge's format to the file `path`, atomically.
    fn export_to_file(
        path: &Path,
        range: ExportRange,
        cancel: &AtomicBool,
        progress: &mut (dyn FnMut(ExportProgress) + Send),
    ) -> Result<ExportSummary, ExportError> {
        export(
            Format::Judge,
            range,
            Destination::File(path),
            0,
            cancel,
            progress,
        )
    }

    fn read(path: &Path) -> Vec<u8> {
        std::fs::read(path).unwrap()
    }

    fn folder_entries(folder: &Path) -> usize {
        std::fs::read_dir(folder).unwrap().count()
    }

    /// A search whose first rows were read (shipped, or kept) and not counted is not said to
    /// be most of the way there once its first counted row begins.
    #[test]
    fn rows_read_are_no_share_of_a_search() {
        let at = |depth: usize, units_done: usize| CountProgress {
            units_done,
            units: 10,
            total: 0,
            part: crate::solve::count::Part {
                index: depth,
                depth,
                ahead: crate::solve::count::Ahead {
                    parts: std::array::from_fn(
                        |row| if row > depth && row < 6 { 1.0 } else { 0.0 },
                    ),
                    solutions: 0,
                    deeper: 0.4,
                },
            },
        };
        // Counted from the first row: two rows done of six before the third begins.
        let from_the_first = share_of_search(&at(2, 0), 0);
        assert!(from_the_first > 0.8, "{from_the_first}");
        // Read down to the third: nothing done yet, then half of its row, then all.
        assert!(share_of_search(&at(2, 0), 2).abs() < 1e-9);
        let half = share_of_search(&at(2, 5), 2);
        assert!(half > 0.25 && half < 0.5, "{half}");
        assert!(share_of_search(&at(5, 10), 2) > 0.999);
    }

    #[test]
    fn the_size_of_a_range_is_known_from_its_numbers_even_where_the_total_is_not() {
        let range = |n, last| ExportRange {
            n,
            first: 1,
            last,
            fundamental_only: false,
        };
        // N = 32's total is unknown, but it has more than 50 solutions (more than N = 27 has).
        assert_eq!(
            range(32, Some(50)).byte_size(Format::Judge),
            Some(judge_size(32, 1, 50))
        );
        assert_eq!(range(32, Some(50)).solution_count(), Some(50));
        assert_eq!(range(32, None).byte_size(Format::Judge), None);
        assert_eq!(range(32, Some(u64::MAX)).byte_size(Format::Judge), None);
        assert_eq!(range(8, Some(1_000)).solution_count(), Some(92));
    }

    #[test]
    fn a_far_first_is_found_by_counting_and_past_the_end_is_an_empty_range() {
        // N = 15 has 2,279,184 solutions: from the 142,450th on, its first is counted to.
        let never = AtomicBool::new(false);
        let range = |first, last| ExportRange {
            n: 15,
            first,
            last: Some(last),
            fundamental_only: false,
        };
        let far = range(2_000_000, 2_000_004);
        assert!(skips_by_counting(far) && !skips_by_counting(range(100_000, 100_001)));
        let expected: Vec<Vec<u8>> = Solutions::new(15)
            .skip(1_999_999)
            .take(5)
            .map(|solution| solution.columns().to_vec())
            .collect();
        for threads in [1, 2] {
            let mut text = Vec::new();
            let mut told = Vec::new();
            let summary = export(
                Format::Columns,
                far,
                Destination::Stream {
                    out: &mut text,
                    name: Path::new("-"),
                },
                threads,
                &never,
                &mut |progress| told.push(progress.searched),
            )
            .unwrap();
            assert_eq!(summary.solutions, 5);
            let written: Vec<Vec<u8>> = String::from_utf8(text)
                .unwrap()
                .lines()
                .map(|line| {
                    line.split(' ')
                        .map(|c| c.parse::<u8>().unwrap() - 1)
                        .collect()
                })
                .collect();
            assert_eq!(written, expected, "{threads} threads");
            assert!(
                told.iter()
                    .any(|&searched| searched > 0 && searched < 1_999_999)
            );
        }
        let past = export_to_file(
            &tempfile::tempdir().unwrap().path().join("past.txt"),
            range(3_000_000, 3_000_001),
            &never,
            &mut |_| {},
        );
        assert!(
            matches!(
                past,
                Err(ExportError::EmptyRange {
                    total: 2_279_184,
                    ..
                })
            ),
            "{past:?}"
        );
    }

    #[test]
    fn a_range_is_the_matching_slice_of_the_whole() {
        let never = AtomicBool::new(false);
        let mut whole = Vec::new();
        write_range(
            &mut whole,
            Path::new("-"),
            ExportRange::all(8),
            1,
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
        let summary =
            write_range(&mut part, Path::new("-"), range, 1, &never, &mut |_| {}).unwrap();
        assert_eq!(summary.solutions, 2);
        assert_eq!(part.len() as u64, range.byte_size(Format::Judge).unwrap());
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
        let summary =
            write_range(&mut text, Path::new("-"), range, 1, &never, &mut |_| {}).unwrap();
        assert_eq!(summary.solutions, 12);
        assert_eq!(text.len() as u64, range.byte_size(Format::Judge).unwrap());
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
            write_range(Vec::new(), Path::new("-"), range, 1, &never, &mut |_| {}).unwrap_err();
        assert!(error.to_string().contains("no solution No 93"), "{error}");
    }

    #[cfg(unix)]
    #[test]
    fn a_pipe_or_a_device_is_written_in_place_not_replaced() {
        use std::os::unix::fs::FileTypeExt;
        let folder = tempfile::tempdir().unwrap();
        let fifo = folder.path().join("pipe");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap();
        assert!(made.success());
        let reader_path = fifo.clone();
        let reader = std::thread::spawn(move || std::fs::read(reader_path).unwrap());
        let never = AtomicBool::new(false);
        export_to_file(&fifo, ExportRange::all(6), &never, &mut |_| {}).unwrap();
        let mut expected = Vec::new();
        write_range(
            &mut expected,
            &fifo,
            ExportRange::all(6),
            1,
            &never,
            &mut |_| {},
        )
        .unwrap();
        assert_eq!(reader.join().unwrap(), expected);
        let kind = std::fs::metadata(&fifo).unwrap().file_type();
        assert!(kind.is_fifo(), "the pipe was replaced by a {kind:?}");
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
    fn errors_name_the_file_asked_for_never_the_temporary_one() {
        let folder = tempfile::tempdir().unwrap();
        let never = AtomicBool::new(false);
        let path = folder.path().join("missing").join("x.txt");
        let error = export_to_file(&path, ExportRange::all(8), &never, &mut |_| {}).unwrap_err();
        let message = error.to_string();
        assert!(
            message.starts_with(&format!("cannot write {}:", path.display())),
            "{message}"
        );
        assert!(message.contains("there is no folder"), "{message}");
        assert!(!message.contains(".part"), "{message}");
        // A folder that exists but cannot take the file: the system's reason, no temporary name.
        let blocked = folder.path().join("file-not-folder");
        std::fs::write(&blocked, "").unwrap();
        let error = export_to_file(
            &blocked.join("x.txt"),
            ExportRange::all(8),
            &never,
            &mut |_| {},
        )
        .unwrap_err();
        assert!(!error.to_string().contains(".part"), "{error}");
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
    fn a_cancel_during_the_skip_to_the_first_solution_stops_it() {
        // The skip to No 10^12 of N = 32 would run for days; the flag, set from the start,
        // stops it before one solution is written or the file appears.
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("far.txt");
        let cancel = AtomicBool::new(true);
        let range = ExportRange {
            n: 32,
            first: 1_000_000_000_000,
            last: None,
            fundamental_only: false,
        };
        let result = export_to_file(&path, range, &cancel, &mut |_| {});
        assert!(matches!(result, Err(ExportError::Cancelled)));
        assert_eq!(folder_entries(folder.path()), 0);
    }

    #[test]
    fn the_board_on_screen_is_written_as_it_is() {
        let folder = tempfile::tempdir().unwrap();
        let path = folder.path().join("one.txt");
        let fourth = Solutions::new(8).nth(3).unwrap();
        let summary = export_board(Format::Judge, &path, 4, &fourth).unwrap();
        let mut expected = Vec::new();
        let range = ExportRange {
            n: 8,
            first: 4,
            last: Some(4),
            fundamental_only: false,
        };
        let never = AtomicBool::new(false);
        write_range(&mut expected, &path, range, 1, &never, &mut |_| {}).unwrap();
        assert_eq!(read(&path), expected);
        assert_eq!(summary.bytes, expected.len() as u64);
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
