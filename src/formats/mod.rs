//! Every answer format of the judges students are set, one module each: the judge's `No k:`
//! boards ([`judge`], the fast writer), a solution per line as column numbers ([`columns`]),
//! USACO's Checker Challenge, the first three solutions and the count ([`checker`]), and
//! LeetCode 51's JSON list of boards ([`leetcode`]). Each writes through [`SolutionWriter`];
//! the line formats read through [`BoardReader`] (LeetCode's list, parsed by `serde_json` a
//! board at a time, hands each board to a function instead). What is true of a format as a
//! whole (its name, its words, its extension, its empty answer, its longest line, how it is
//! recognised) is on [`Format`], said once.

pub mod checker;
pub mod columns;
pub mod judge;
pub mod leetcode;
pub mod lines;
pub mod read;

use std::io;

use crate::board::MAX_N;
use read::{BYTE_ORDER_MARK, Excerpt, FileBoard, FormatProblem, ReadError};

/// An answer format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
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

/// Which solutions an answer in a format holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holds {
    /// Any range of the solutions in the judge's order, or of the fundamental ones.
    Range,
    /// Every solution, always (the format's answer is defined whole).
    Every,
    /// The first solutions in the judge's order, this many (fewer where N has fewer), then the
    /// count of all.
    FirstAndCount(u64),
}

impl Format {
    /// Every format, the judge's first.
    pub const ALL: [Self; 4] = [Self::Judge, Self::Columns, Self::Checker, Self::Leetcode];

    /// Its name on the command line and in the catalogues' selectors: `judge`, `columns`,
    /// `checker`, `leetcode`.
    pub const fn key(self) -> &'static str {
        match self {
            Self::Judge => "judge",
            Self::Columns => "columns",
            Self::Checker => "checker",
            Self::Leetcode => "leetcode",
        }
    }

    /// Its one line for users of the command line (the window says it from the catalogues,
    /// `export-format-about`).
    pub const fn about(self) -> &'static str {
        match self {
            Self::Judge => "`No k:` and N rows of `A` and `.`, every solution in order",
            Self::Columns => "a solution a line, its queens' columns from 1: `1 5 8 6 3 7 2 4`",
            Self::Checker => "USACO 1.5 Checker Challenge: the first three solutions and the count",
            Self::Leetcode => "LeetCode 51: a JSON list of boards of `Q` and `.`",
        }
    }

    /// Its name in an English sentence: `the judge's format`.
    pub const fn named(self) -> &'static str {
        match self {
            Self::Judge => "the judge's format",
            Self::Columns => "the columns format",
            Self::Checker => "the Checker Challenge's format",
            Self::Leetcode => "LeetCode's JSON",
        }
    }

    /// What a file in it looks like, in an English sentence.
    pub const fn described(self) -> &'static str {
        match self {
            Self::Judge => "the judge's `No k:` boards",
            Self::Columns => "solutions written as column numbers, one a line",
            Self::Checker => "the Checker Challenge's answer (three solutions and the total)",
            Self::Leetcode => "LeetCode 51's answer, a JSON list of boards",
        }
    }

    /// The extension of its files, without the dot.
    pub const fn extension(self) -> &'static str {
        match self {
            Self::Judge | Self::Columns | Self::Checker => "txt",
            Self::Leetcode => "json",
        }
    }

    /// The whole answer for a board with no solution (N = 2 or 3).
    pub const fn empty_answer(self) -> &'static [u8] {
        match self {
            Self::Judge | Self::Columns => b"",
            Self::Checker => b"0\n",
            Self::Leetcode => b"[]\n",
        }
    }

    /// The longest line a file in it can have, without its `\n`, so that a reader refuses a
    /// longer one unread: for the judge, a row of the largest board, one longer than the
    /// longest header, `No 18446744073709551615:` (24 bytes); for column numbers, 32 numbers
    /// of two digits and their spaces (LeetCode's lines are any length: its reader bounds its
    /// tokens instead, and its excerpts by this).
    pub const fn longest_line(self) -> usize {
        match self {
            Self::Judge => MAX_N,
            Self::Columns | Self::Checker | Self::Leetcode => 3 * MAX_N - 1,
        }
    }

    /// Which solutions its answer holds.
    pub const fn holds(self) -> Holds {
        match self {
            Self::Judge | Self::Columns => Holds::Range,
            Self::Checker => Holds::FirstAndCount(checker::SHOWN),
            Self::Leetcode => Holds::Every,
        }
    }

    /// Whether its answer can be a range of the solutions, or the fundamental ones only.
    pub const fn takes_ranges(self) -> bool {
        matches!(self.holds(), Holds::Range)
    }

    /// The format a file is in, told from its first bytes (`start`, as much as is at hand, or
    /// a first line): a `[` or `{` opens JSON, LeetCode's; lines of numbers are the Checker
    /// Challenge's when a single number, the total, ends them within five lines (or the line
    /// is `0`), and columns otherwise; a header `No ` or a row of `A` and `.` is the judge's,
    /// and so is nothing at all. `None` when they look like no format's. The one rule: the
    /// check follows it where no format is given, and each reader names the format its first
    /// line is in when that is another's.
    pub fn recognise(start: &[u8]) -> Option<Self> {
        let text = start.strip_prefix(BYTE_ORDER_MARK).unwrap_or(start);
        let text = text.trim_ascii_start();
        let first_line = text.split(|&b| b == b'\n').next().unwrap_or_default();
        match text.first() {
            None => Some(Self::Judge),
            Some(b'[' | b'{') => Some(Self::Leetcode),
            Some(b'0'..=b'9') => Some(numbers_format(text)),
            Some(_) if text.starts_with(b"No ") => Some(Self::Judge),
            Some(_) if first_line.iter().all(|&b| b == b'A' || b == b'.') => Some(Self::Judge),
            Some(_) => None,
        }
    }

    /// The size in bytes of `count` solutions of `n` in it, from solution No `first` on (the
    /// judge's headers grow with the numbers), with the count where it ends with one; past
    /// what a `u64` holds, `None` (the judge's says `u64::MAX`).
    pub fn text_size(self, n: usize, first: u64, count: u64) -> Option<u64> {
        match self {
            Self::Judge => Some(judge::judge_size(
                n,
                first,
                first.saturating_add(count).saturating_sub(1),
            )),
            Self::Columns => count.checked_mul(columns::line_len(n)),
            Self::Checker => Some(checker::text_size(n, count)),
            Self::Leetcode => leetcode::text_size(n, count),
        }
    }

    /// Whether a file read as `self` whose first line looks like `found`'s is read on: the
    /// same format, or one with the same lines (columns and the Checker Challenge's).
    fn reads_lines_of(self, found: Self) -> bool {
        let numbers = |format| matches!(format, Self::Columns | Self::Checker);
        found == self || numbers(self) && numbers(found)
    }
}

/// Lines of numbers: the Checker Challenge's when a single number, the total, ends them
/// within five lines (or the first is `0`), and columns otherwise.
fn numbers_format(text: &[u8]) -> Format {
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
        // `0` alone (N = 2 or 3), and `1` then `1` (N = 1); a lone `1` is N = 1's columns.
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

/// The problem of the first line of a file read as `asked` when it is another format's.
pub(crate) fn other_format(asked: Format, first_line: &[u8]) -> Option<FormatProblem> {
    let found = Format::recognise(first_line)?;
    (!asked.reads_lines_of(found)).then_some(FormatProblem::OtherFormat { asked, found })
}

/// The command line's values and their help, made from [`Format::ALL`].
impl clap::ValueEnum for Format {
    fn value_variants<'a>() -> &'a [Self] {
        &Self::ALL
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        Some(clap::builder::PossibleValue::new(self.key()).help(self.about()))
    }
}

/// Writes an answer a solution at a time, in the judge's order: each format's writer.
pub trait SolutionWriter {
    /// Appends the next solution, given as the column (from 0) of each row's queen; the
    /// judge's writer numbers them on from the first number it was given.
    fn solution(&mut self, columns: &[u8]) -> io::Result<()>;
    /// Ends the text, given how many solutions there are in all (the checker's last line);
    /// returns the bytes written.
    fn finish(self: Box<Self>, total: u64) -> io::Result<u64>;
    /// The bytes written so far.
    fn bytes_written(&self) -> u64;
}

/// A writer of `format` for `n`×`n` boards to `out`, whose first solution is No `first` (the
/// judge's headers say it).
pub fn writer<'a>(
    format: Format,
    out: impl io::Write + 'a,
    n: usize,
    first: u64,
) -> Box<dyn SolutionWriter + 'a> {
    match format {
        Format::Judge => Box::new(judge::JudgeWriter::numbered_from(out, n, first)),
        Format::Columns => Box::new(columns::ColumnsWriter::new(out, n)),
        Format::Checker => Box::new(checker::CheckerWriter::new(out, n)),
        Format::Leetcode => Box::new(leetcode::LeetcodeWriter::new(out, n)),
    }
}

/// Reads the boards of an answer one by one, in the file's order and in bounded memory: the
/// readers of the formats made of lines.
pub trait BoardReader {
    /// The next board; `None` at the end of the file.
    fn next_board(&mut self) -> Option<Result<FileBoard, ReadError>>;
    /// The lines around a problem just found, its column marked. Reads one more line of the
    /// input, so it is for after an error only.
    fn excerpt(&mut self, problem: &FormatProblem) -> Excerpt;
    /// The board size: given, or found from the first board.
    fn n(&self) -> Option<usize>;
    /// The lines read so far.
    fn lines_read(&self) -> usize;
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

    /// The first problem `text` has, read as `asked` by its reader.
    fn first_problem(text: &[u8], asked: Format) -> Option<FormatProblem> {
        let error = match asked {
            Format::Judge => judge::JudgeReader::new(text, None).next_board(),
            Format::Columns | Format::Checker => {
                columns::ColumnsReader::new(text, None, asked).next_board()
            }
            Format::Leetcode => return None,
        };
        match error {
            Some(Err(ReadError::Format(error))) => Some(error.problem),
            _ => None,
        }
    }

    /// The readers name the format of a first line that is another's by the rule the check
    /// recognises a file by, `{` for JSON included.
    #[test]
    fn a_first_line_of_another_format_is_named_by_the_one_rule() {
        let cases: &[(&[u8], Format, Option<Format>)] = &[
            (b"{\"boards\": []}\n", Format::Judge, Some(Format::Leetcode)),
            (b"[[\"Q\"]]\n", Format::Judge, Some(Format::Leetcode)),
            (b"1 5 8 6 3 7 2 4\n", Format::Judge, Some(Format::Columns)),
            (b"No 1:\nA\n", Format::Columns, Some(Format::Judge)),
            (b".A..\n", Format::Checker, Some(Format::Judge)),
            (
                b"{\"boards\": []}\n",
                Format::Columns,
                Some(Format::Leetcode),
            ),
            // Lines of numbers are read on as either format of numbers.
            (b"0\n", Format::Columns, None),
            (b"1 5 8 6 3 7 2 4\n", Format::Checker, None),
            // Text like no format's is the reader's to name.
            (b"x\n", Format::Columns, None),
            (b"Nr 1:\n", Format::Judge, None),
        ];
        for &(text, asked, found) in cases {
            let named = first_problem(text, asked).and_then(|problem| match problem {
                FormatProblem::OtherFormat { asked: said, found } => {
                    assert_eq!(said, asked);
                    Some(found)
                }
                _ => None,
            });
            let shown = String::from_utf8_lossy(text);
            assert_eq!(named, found, "{shown:?} read as {asked:?}");
            if let Some(found) = found {
                assert_eq!(Format::recognise(text), Some(found), "{shown:?}");
            }
        }
    }

    /// The text of every solution of `n` in `format`, as `nqueens export` writes it.
    pub(super) fn text_of(format: Format, n: usize) -> String {
        let mut out = Vec::new();
        let mut writer = writer(format, &mut out, n, 1);
        let mut total = 0;
        for columns in Solutions::new(n) {
            total += 1;
            writer.solution(columns.columns()).unwrap();
        }
        let bytes = writer.finish(total).unwrap();
        assert_eq!(bytes, out.len() as u64);
        assert_eq!(
            format.text_size(n, 1, total),
            Some(bytes),
            "{format:?}, N = {n}"
        );
        String::from_utf8(out).unwrap()
    }
}
