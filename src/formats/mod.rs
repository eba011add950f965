//! The answer formats of the judges students are set, each written (and read) in a module of
//! its own: the judge's `No k:` boards (`crate::judge`, the fast writer), LeetCode 51's JSON
//! list of boards ([`leetcode`]), a solution per line as column numbers ([`columns`]), and
//! USACO's Checker Challenge, the first three solutions and the count ([`checker`]).

pub mod checker;
pub mod columns;
pub mod leetcode;
pub mod lines;
pub mod read;

use std::io;

/// An answer format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum Format {
    /// `No k:` and N rows of `A` and `.`, every solution in order (the default).
    Judge,
    /// Every solution on a line, its queens' columns from 1, row by row: `1 5 8 6 3 7 2 4`.
    Columns,
    /// USACO 1.5 Checker Challenge: the first three solutions as in `columns`, then the count.
    Checker,
    /// LeetCode 51: a JSON list of boards, each a list of N strings of `Q` and `.`.
    Leetcode,
}

impl Format {
    /// Every format, the judge's first.
    pub const ALL: [Self; 4] = [Self::Judge, Self::Columns, Self::Checker, Self::Leetcode];

    /// Its name on the command line: `judge`, `columns`, `checker`, `leetcode`.
    pub const fn key(self) -> &'static str {
        match self {
            Self::Judge => "judge",
            Self::Columns => "columns",
            Self::Checker => "checker",
            Self::Leetcode => "leetcode",
        }
    }

    /// Whether the format holds a range of the solutions, or a subset (the fundamental ones):
    /// the judge's text and the columns do; the checker's and LeetCode's answers are defined
    /// as they are, whole.
    pub const fn takes_ranges(self) -> bool {
        matches!(self, Self::Judge | Self::Columns)
    }
}

/// The format of a file, told from its first bytes (`start`, as much as is at hand): a `[`
/// opens LeetCode's list; lines of numbers are the Checker Challenge's when a single number,
/// the total, ends them within five lines (or the line is `0`), and columns otherwise; anything
/// else is read as the judge's, whose reader names what it is if it is not.
pub fn recognise(start: &[u8]) -> Format {
    let text = start.strip_prefix(read::BYTE_ORDER_MARK).unwrap_or(start);
    let text = text.trim_ascii_start();
    match text.first() {
        Some(b'[' | b'{') => Format::Leetcode,
        Some(b'0'..=b'9') => {
            // Complete lines only: the last may be cut where the buffer ends.
            let lines: Vec<usize> = text
                .split(|&b| b == b'\n')
                .take(text.iter().filter(|&&b| b == b'\n').count())
                .map(|line| {
                    line.split(u8::is_ascii_whitespace)
                        .filter(|w| !w.is_empty())
                        .count()
                })
                .take(5)
                .collect();
            let total_at = lines.iter().position(|&numbers| numbers == 1);
            let checker = match total_at {
                // `0` alone (N = 2 or 3), and `1` then `1` (N = 1); a lone `1` is N = 1's
                // columns.
                Some(0) => text.starts_with(b"0") || lines.len() == 2 && lines[1] == 1,
                // After the three solutions, or a fourth one given by mistake.
                Some(at) => at <= checker::SHOWN as usize + 1,
                None => false,
            };
            if checker {
                Format::Checker
            } else {
                Format::Columns
            }
        }
        _ => Format::Judge,
    }
}

/// Writes solutions in a format other than the judge's, one at a time, in the judge's order.
pub trait SolutionWriter {
    /// Appends the next solution, given as the column (from 0) of each row's queen.
    fn solution(&mut self, columns: &[u8]) -> io::Result<()>;
    /// Ends the text, given how many solutions there are in all (the checker's last line);
    /// returns the bytes written.
    fn finish(self: Box<Self>, total: u64) -> io::Result<u64>;
    /// The bytes written so far.
    fn bytes_written(&self) -> u64;
}

/// A writer of `format` for `n`×`n` boards to `out`; `None` for the judge's format, which
/// has its own ([`crate::judge::JudgeWriter`]).
pub fn writer<'a>(
    format: Format,
    out: impl io::Write + 'a,
    n: usize,
) -> Option<Box<dyn SolutionWriter + 'a>> {
    match format {
        Format::Judge => None,
        Format::Columns => Some(Box::new(columns::ColumnsWriter::new(out, n))),
        Format::Checker => Some(Box::new(checker::CheckerWriter::new(out, n))),
        Format::Leetcode => Some(Box::new(leetcode::LeetcodeWriter::new(out, n))),
    }
}

/// The size in bytes of `count` solutions of `n` in `format`, and of its count where the
/// format ends with one; `None` for the judge's, whose size depends on which solutions.
pub fn text_size(format: Format, n: usize, count: u64) -> Option<u64> {
    match format {
        Format::Judge => None,
        Format::Columns => count.checked_mul(columns::line_len(n)),
        Format::Checker => Some(checker::text_size(n, count)),
        Format::Leetcode => leetcode::text_size(n, count),
    }
}

/// A buffered writer that counts what it wrote, for the formats' writers.
struct Counted<W: io::Write> {
    out: io::BufWriter<W>,
    bytes: u64,
}

impl<W: io::Write> Counted<W> {
    fn new(out: W) -> Self {
        Self {
            out: io::BufWriter::with_capacity(256 * 1024, out),
            bytes: 0,
        }
    }

    fn write(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.bytes += bytes.len() as u64;
        io::Write::write_all(&mut self.out, bytes)
    }

    fn finish(mut self) -> io::Result<u64> {
        io::Write::flush(&mut self.out)?;
        Ok(self.bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::Solutions;

    /// The text of every solution of `n` in `format`, as `nqueens export` writes it.
    pub(super) fn text_of(format: Format, n: usize) -> String {
        let mut out = Vec::new();
        let mut writer = writer(format, &mut out, n).unwrap();
        let mut total = 0;
        for columns in Solutions::new(n) {
            total += 1;
            writer.solution(columns.columns()).unwrap();
        }
        let bytes = writer.finish(total).unwrap();
        assert_eq!(bytes, out.len() as u64);
        assert_eq!(
            text_size(format, n, total),
            Some(bytes),
            "{format:?}, N = {n}"
        );
        String::from_utf8(out).unwrap()
    }
}
