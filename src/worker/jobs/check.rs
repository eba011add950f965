//! Checking a judge file, and reading one of its boards back.

use std::fs::File;
use std::io::{BufReader, Read};
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use crate::check::{CheckError, check_or_empty_for};
use crate::judge::{JudgeBoard, JudgeReader, ReadError};

use crate::worker::report::{Reporter, Throttle};
use crate::worker::{CheckFailure, Event, JobId};

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
pub(crate) fn check_file(
    id: JobId,
    path: &Path,
    n_if_empty: usize,
    cancel: &AtomicBool,
    reporter: &Reporter,
) {
    let started = Instant::now();
    let unreadable = |error: std::io::Error| {
        reporter.send(Event::Checked {
            job: id,
            result: Err(CheckFailure::Unreadable(std::sync::Arc::new(error))),
            elapsed: started.elapsed(),
        });
    };
    let file = match File::open(path) {
        Ok(file) => file,
        Err(error) => return unreadable(error),
    };
    let total = file.metadata().ok().map(|metadata| metadata.len());
    let counting = Counting {
        inner: file,
        read: 0,
        throttle: Throttle::new(),
        report: |bytes| {
            reporter.progress(Event::Checking {
                job: id,
                bytes,
                total,
            });
        },
    };
    let input = BufReader::with_capacity(1 << 18, counting);
    let result = match check_or_empty_for(input, n_if_empty, cancel) {
        Ok(verdict) => Ok(verdict),
        Err(CheckError::Wrong(problem)) => Err(CheckFailure::Wrong(problem)),
        Err(CheckError::Unreadable(error)) => return unreadable(error),
        Err(CheckError::Interrupted) => return reporter.send(Event::Cancelled { job: id }),
    };
    reporter.send(Event::Checked {
        job: id,
        result,
        elapsed: started.elapsed(),
    });
}

/// Reads board No `number` of the `n`×`n` judge file at `path`, where the boards before it
/// were found right.
pub(crate) fn read_board(path: &Path, n: usize, number: u64) -> Result<JudgeBoard, ReadError> {
    let file = BufReader::new(File::open(path)?);
    let mut reader = JudgeReader::at_board(file, n, number)?;
    match reader.next() {
        Some(board) => board,
        None => Err(ReadError::Io(std::io::Error::new(
            std::io::ErrorKind::UnexpectedEof,
            format!("the file ends before board No {number}; has it changed?"),
        ))),
    }
}
