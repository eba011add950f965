//! Checking an answer file, in any format, and reading one of its boards back.

use std::io::{BufReader, Read, Seek, SeekFrom};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use web_time::Instant;

use crate::check::{CheckError, check_or_empty_for};
use crate::formats::Format;
use crate::formats::columns::{ColumnsReader, NumbersLine, line_len};
use crate::formats::judge::JudgeReader;
use crate::formats::leetcode::{ListError, read_list};
use crate::formats::read::{FileBoard, ReadError};

use crate::worker::report::{Reporter, Throttle};
use crate::worker::{CheckFailure, EventKind};

/// A reader that counts the bytes read and reports them, about once a frame.
pub(crate) struct Counting<R, F> {
    inner: R,
    read: u64,
    throttle: Throttle,
    report: F,
}

impl<R: Read, F: FnMut(u64)> Read for Counting<R, F> {
    fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
        let read = self.inner.read(buffer)?;
        self.read += read as u64;
        if self.throttle.due() {
            (self.report)(self.read);
        }
        Ok(read)
    }
}

/// Checks the file at `path` as `nqueens check` does, reporting the bytes read.
pub(crate) fn check_file(path: &Path, n_if_empty: usize, cancel: &AtomicBool, reporter: &Reporter) {
    let started = Instant::now();
    let unreadable = |error: std::io::Error| {
        reporter.send(EventKind::Checked {
            result: Err(CheckFailure::Unreadable(Arc::new(error))),
            elapsed: started.elapsed(),
        });
    };
    let (file, total) = match crate::platform::open_to_read(path) {
        Ok(opened) => opened,
        Err(error) => return unreadable(error),
    };
    let counting = Counting {
        inner: file,
        read: 0,
        throttle: Throttle::new(),
        report: |bytes| {
            reporter.progress(EventKind::Checking { bytes, total });
        },
    };
    let input = BufReader::with_capacity(1 << 18, counting);
    let result = match check_or_empty_for(input, n_if_empty, cancel) {
        Ok(verdict) => Ok(verdict),
        Err(CheckError::Wrong(problem)) => Err(CheckFailure::Wrong(problem)),
        Err(CheckError::Unreadable(error)) => return unreadable(error),
        Err(CheckError::Cancelled) => return reporter.send(EventKind::Cancelled),
    };
    reporter.send(EventKind::Checked {
        result,
        elapsed: started.elapsed(),
    });
}

/// Reads board No `number` of the `n`×`n` file at `path`, in `format`, and says it, or why it
/// could not be read.
pub(crate) fn send_board(
    path: &Path,
    format: Format,
    n: usize,
    number: u64,
    cancel: &AtomicBool,
    reporter: &Reporter,
) {
    let result = read_board(path, format, n, number, cancel).map_err(Arc::new);
    reporter.send(EventKind::FileBoard { result });
}

/// Reads board No `number` of the `n`×`n` file at `path`, in `format`, where the boards
/// before it were found right: where it is from the sizes of the boards before it (the
/// judge's, the columns), or by reading the list up to it (LeetCode's, any whitespace).
fn read_board(
    path: &Path,
    format: Format,
    n: usize,
    number: u64,
    cancel: &AtomicBool,
) -> Result<FileBoard, ReadError> {
    let mut file = BufReader::new(crate::platform::open_to_read(path)?.0);
    let ends_before = || {
        ReadError::Io(std::io::Error::new(
            std::io::ErrorKind::UnexpectedEof,
            format!("the file ends before board No {number}; has it changed?"),
        ))
    };
    match format {
        Format::Judge => JudgeReader::at_board(file, n, number)?
            .next()
            .unwrap_or_else(|| Err(ends_before())),
        Format::Columns | Format::Checker => {
            let before = number.saturating_sub(1);
            file.seek(SeekFrom::Start(before * line_len(n)))?;
            let mut reader = ColumnsReader::new(file, Some(n), format);
            reader.start_after(before as usize);
            match reader.next_line(false) {
                Some(Ok(NumbersLine::Board(board))) => Ok(board),
                Some(Err(error)) => Err(error),
                Some(Ok(NumbersLine::Count(_))) | None => Err(ends_before()),
            }
        }
        Format::Leetcode => {
            let found = read_list(file, Some(n), &mut |board| {
                if cancel.load(Ordering::Relaxed) {
                    return Err(None);
                }
                if board.number == number {
                    return Err(Some(board));
                }
                Ok(())
            });
            match found {
                Err(ListError::Stopped(Some(board))) => Ok(board),
                Err(ListError::Stopped(None)) => Err(ReadError::Io(std::io::Error::new(
                    std::io::ErrorKind::Interrupted,
                    "cancelled",
                ))),
                Err(ListError::Read(error, _)) => Err(error),
                Ok(_) => Err(ends_before()),
            }
        }
    }
}
