//! A judge file checked at the speed of the disk: the text a right file must be, written by the
//! export on every core, is compared byte for byte with the file as it is read. Only where the
//! two first differ is the file read board by board, from the board that differs, by the check
//! that names the problem: its verdict and line are the same as if it had read every board.

use std::io::{self, BufRead, Read, Write};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};

use super::{CheckError, Verdict, in_order, in_order_from};
use crate::board::Squares;
use crate::export::{Destination, ExportError, ExportRange, export};
use crate::formats::Format;
use crate::formats::judge::{JudgeReader, board_text, judge_size};
use crate::solve::{Solutions, known_counts};

/// The boards compared this way: from these, a file is large enough for it to pay, and to the
/// largest the export splits into pieces.
const COMPARED: std::ops::RangeInclusive<usize> = 10..=crate::export::LARGEST_SPLIT;

/// The expected bytes kept behind the place compared: two boards of the largest, whole.
const KEPT: usize = 1 << 12;

/// Checks the judge file `input` for `n`, or for the width of its first row.
pub(super) fn check_judge(
    mut input: impl BufRead,
    n: Option<usize>,
    cancel: &AtomicBool,
) -> Result<Verdict, CheckError> {
    let width = n.or_else(|| input.fill_buf().ok().and_then(first_row_width));
    // Only a file whose first board is right is compared: the others are wrong from their
    // first lines, which the board-by-board check names at once.
    let Some(n) = width.filter(|&n| COMPARED.contains(&n) && starts_right(&mut input, n)) else {
        return in_order(JudgeReader::new(input, n), cancel);
    };
    let total = known_counts(n)
        .expect("the totals are known this far")
        .total;
    let mut compared = Compared {
        input: &mut input,
        equal: 0,
        kept: Vec::with_capacity(2 * KEPT),
        unreadable: None,
        cancel,
    };
    let to = Destination::Stream {
        out: &mut compared,
        name: Path::new(""),
    };
    let written = export(
        Format::Judge,
        ExportRange::all(n),
        to,
        0,
        cancel,
        &mut |_| {},
    );
    let Compared {
        equal,
        kept,
        unreadable,
        ..
    } = compared;
    if let Some(error) = unreadable {
        return Err(CheckError::Unreadable(error));
    }
    match written {
        _ if cancel.load(Ordering::Relaxed) => return Err(CheckError::Cancelled),
        Err(ExportError::Cancelled) => return Err(CheckError::Cancelled),
        Ok(_) if input.fill_buf()?.is_empty() => {
            return Ok(Verdict {
                n,
                solutions: total,
                format: Format::Judge,
                total: None,
            });
        }
        // The file differs, or goes on after the last board.
        _ => {}
    }
    // The boards wholly before the first byte that differs are right: the check goes on from
    // the next, whose bytes read so far are those kept.
    let right = boards_before(n, total, equal);
    let start = judge_size(n, 1, right);
    let kept_from = equal - kept.len() as u64;
    let expected = (right > 0).then(|| {
        let last = &kept[(judge_size(n, 1, right - 1) - kept_from) as usize..];
        let board = JudgeReader::new(last, Some(n)).next().and_then(Result::ok);
        let solution = board.and_then(|board| board.queens.as_placement());
        Solutions::after(&solution.expect("the kept board is a right one"))
    });
    let (before, read_again) = kept.split_at((start - kept_from) as usize);
    // The last line before it, for the excerpt of a problem on its first line.
    let before = before.strip_suffix(b"\n").unwrap_or_default();
    let line_before = before.rsplit(|&b| b == b'\n').next().unwrap_or_default();
    let reader =
        JudgeReader::from_board(read_again.chain(input), n, right + 1).after_line(line_before);
    in_order_from(reader, right, expected, cancel)
}

/// Whether what is buffered of `input` starts with solution No 1 of `n`, whole.
fn starts_right(input: &mut impl BufRead, n: usize) -> bool {
    let Some(first) = Solutions::new(n).next() else {
        return false;
    };
    let text = board_text(Some(1), &Squares::from(&first));
    input
        .fill_buf()
        .is_ok_and(|start| start.starts_with(text.as_bytes()))
}

/// The width of the first row of a judge file that starts `start`, if it shows one.
fn first_row_width(start: &[u8]) -> Option<usize> {
    let header = start.iter().position(|&b| b == b'\n')?;
    let row = &start[header + 1..];
    row.iter().position(|&b| b == b'\n')
}

/// How many of the `total` boards of `n` lie wholly in the first `bytes` bytes.
fn boards_before(n: usize, total: u64, bytes: u64) -> u64 {
    let (mut low, mut high) = (0, total);
    while low < high {
        let middle = low + (high - low).div_ceil(2);
        if judge_size(n, 1, middle) <= bytes {
            low = middle;
        } else {
            high = middle - 1;
        }
    }
    low
}

/// Compares what is written to it with the input: takes the bytes that are equal and stops,
/// with an error, at the first that is not (or at the end of the input).
struct Compared<'a, R> {
    input: &'a mut R,
    /// The bytes found equal so far.
    equal: u64,
    /// The last of them, at least [`KEPT`] where there are so many.
    kept: Vec<u8>,
    /// Why the input could not be read, if it could not.
    unreadable: Option<io::Error>,
    /// Set to stop: the pieces may all be searched while the input is still being read.
    cancel: &'a AtomicBool,
}

impl<R: BufRead> Write for Compared<'_, R> {
    fn write(&mut self, expected: &[u8]) -> io::Result<usize> {
        let mut done = 0;
        while done < expected.len() {
            if self.cancel.load(Ordering::Relaxed) {
                return Err(io::Error::other("cancelled"));
            }
            let available = match self.input.fill_buf() {
                Ok(available) => available,
                Err(error) => {
                    self.unreadable = Some(error);
                    return Err(io::Error::other("the file cannot be read"));
                }
            };
            let length = available.len().min(expected.len() - done);
            let wanted = &expected[done..done + length];
            let same = if available[..length] == *wanted {
                length
            } else {
                let differs = available.iter().zip(wanted).position(|(a, b)| a != b);
                differs.unwrap_or(length)
            };
            self.input.consume(same);
            self.keep(&wanted[..same]);
            done += same;
            if same < length || length == 0 {
                return Err(io::Error::other("the file differs"));
            }
        }
        Ok(expected.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl<R> Compared<'_, R> {
    /// Counts `bytes` as equal and keeps the last of them.
    fn keep(&mut self, bytes: &[u8]) {
        self.equal += bytes.len() as u64;
        if bytes.len() >= KEPT {
            self.kept.clear();
            self.kept.extend_from_slice(&bytes[bytes.len() - KEPT..]);
        } else {
            self.kept.extend_from_slice(bytes);
            if self.kept.len() > 2 * KEPT {
                self.kept.drain(..self.kept.len() - KEPT);
            }
        }
    }
}
