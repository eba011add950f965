//! What the readers of every format share: the board as a file gives it, the problems a file
//! can have (as data), and a strict line reader that holds one line at a time.

use std::fmt;
use std::io;

use super::Format;
use crate::board::{MAX_N, Squares};

/// One board read from a file, in any format.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct FileBoard {
    /// Its number: the judge's header, or its place in the file (from 1).
    pub number: u64,
    /// The line where it starts, from 1.
    pub line: usize,
    /// The queens, wherever they stand: a wrong answer may have two in a row.
    pub queens: Squares,
    /// Where its rows are in the file.
    pub rows: RowsAt,
}

/// Where the rows of a board are in its file.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum RowsAt {
    /// A line each, below the board's first line (the judge's header).
    Below,
    /// All on the board's line (a line of column numbers).
    OnLine,
    /// A JSON string each, at these lines and columns (from 1).
    Strings(Vec<(usize, usize)>),
}

impl FileBoard {
    /// The line of the file that shows `row` of this board, and its column where known.
    pub fn place_of_row(&self, row: usize) -> (usize, Option<usize>) {
        match &self.rows {
            RowsAt::Below => (self.line + 1 + row, None),
            RowsAt::OnLine => (self.line, None),
            RowsAt::Strings(places) => places
                .get(row)
                .map_or((self.line, None), |&(line, column)| (line, Some(column))),
        }
    }
}

/// A place in a file that is not what its format allows.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
pub struct ParseError {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, where the format says it (JSON).
    pub column: Option<usize>,
    /// What is wrong there.
    pub problem: FormatProblem,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.column {
            Some(column) => write!(f, "line {}, column {column}: {}", self.line, self.problem),
            None => write!(f, "line {}: {}", self.line, self.problem),
        }
    }
}

/// Why reading a file stopped.
#[derive(Debug, thiserror::Error, serde::Serialize, serde::Deserialize)]
pub enum ReadError {
    /// The file breaks its format.
    #[error(transparent)]
    Format(#[from] ParseError),
    /// The file could not be read.
    #[error("{0}")]
    Io(
        #[from]
        #[serde(with = "crate::wire::io_error")]
        io::Error,
    ),
}

/// What can be wrong with a file's text, in any format.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum FormatProblem {
    // ---- Any format made of lines.
    /// An empty line.
    BlankLine,
    /// A line that ends in `\r\n`.
    CarriageReturn,
    /// The last line has no `\n`.
    MissingFinalNewline,
    /// A line longer than any line of the format can be, refused before its end is read.
    LineTooLong(Format),
    /// The file starts with a UTF-8 byte-order mark (`EF BB BF`), which Notepad and other
    /// editors add, and which the judge sees as three bytes before the answer.
    ByteOrderMark,
    /// A line that ends in spaces or tabs, which cannot be seen.
    TrailingSpace {
        /// Where they start, from 1.
        column: usize,
    },
    /// A blank line after the last board, at the end of the file.
    BlankLineAtEnd,
    /// The file is in another judge's format than the one asked for.
    OtherFormat {
        /// The format asked for.
        asked: Format,
        /// The format it looks like.
        found: Format,
    },

    // ---- The judge's `No k:` boards.
    /// A header line that does not read `No k:`.
    MalformedHeader(String),
    /// A row of the wrong length.
    WrongLength {
        /// N.
        expected: usize,
        /// The row's length.
        found: usize,
    },
    /// A row with something other than `A` or `.`.
    WrongCharacter {
        /// The byte found.
        found: u8,
        /// Its column, from 1.
        column: usize,
    },
    /// A row wider than the largest board.
    TooWide(usize),
    /// A header where a row was expected, or the end of the file.
    TruncatedBoard {
        /// Rows the board has.
        rows: usize,
        /// Rows it should have.
        expected: usize,
    },
    /// A header with the full-width colon `：` (U+FF1A) of a Chinese or Japanese input method.
    FullWidthColon,
    /// A lower-case `a` for a queen, where the judge wants `A`.
    LowerCaseQueen {
        /// Its column, from 1.
        column: usize,
    },

    // ---- Lines of column numbers (`columns`, `checker`).
    /// A character that is neither a digit nor the space between numbers.
    NotANumber {
        /// The byte found.
        found: u8,
        /// Its column, from 1.
        column: usize,
    },
    /// A space at the start of the line, or two between numbers.
    ExtraSpace {
        /// Its column, from 1.
        column: usize,
    },
    /// A number written with a leading zero, such as `05`.
    LeadingZero {
        /// Its column, from 1.
        column: usize,
    },
    /// A line with another count of numbers than the board has rows.
    NumberCount {
        /// N.
        expected: usize,
        /// The numbers on the line.
        found: usize,
    },
    /// More numbers on a line than the largest board has rows.
    TooManyNumbers(usize),
    /// A column number that is not from 1 to N (0, for columns counted from 0).
    ColumnOutOfRange {
        /// The number.
        value: u64,
        /// The rank it is given for (the board's own name of the row: N at the top).
        rank: usize,
        /// N.
        n: usize,
        /// Its column in the line, from 1.
        column: usize,
    },
    /// A column number given twice on a line: the line is not a permutation of 1 to N.
    RepeatedColumn {
        /// The number.
        value: u8,
        /// The rank that gives it again.
        rank: usize,
        /// The rank that gave it first.
        earlier_rank: usize,
        /// Its column in the line, from 1.
        column: usize,
    },
    /// A single number where the columns format wants a solution: a count, which only the
    /// Checker Challenge's answer ends with.
    CountInColumns,
    /// A fourth solution, where the Checker Challenge wants the total.
    FourthSolution,
    /// A line after the Checker Challenge's total, which is the last.
    AfterTotal,

    // ---- LeetCode's JSON.
    /// Text that is not JSON, or JSON of another shape than a list of lists of strings.
    Json(String),
    /// A board with another count of rows than the first board.
    RowCount {
        /// N.
        expected: usize,
        /// The board's rows.
        found: usize,
    },
    /// A row string with another length than N.
    RowWidth {
        /// N.
        expected: usize,
        /// The row's characters.
        found: usize,
        /// The rank of the row.
        rank: usize,
    },
    /// A character other than `Q` and `.` in a row string.
    NotQueenOrDot {
        /// The character.
        found: char,
        /// The rank of the row.
        rank: usize,
        /// Its place in the string, from 1.
        at: usize,
    },
    /// A string or number longer than any row, refused before its end is read.
    TokenTooLong,
    /// A board with no rows (`[]`).
    EmptyBoard,
}

impl fmt::Display for FormatProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_lines(f)
            .or_else(|| self.fmt_numbers(f))
            .or_else(|| self.fmt_json(f))
            .unwrap_or(Ok(()))
    }
}

impl FormatProblem {
    /// The problems of any format made of lines, and of the judge's boards.
    fn fmt_lines(&self, f: &mut fmt::Formatter<'_>) -> Option<fmt::Result> {
        Some(match self {
            Self::BlankLine => write!(f, "blank line; the format has none"),
            Self::CarriageReturn => write!(
                f,
                "line ends with \\r\\n (Windows line ends); a judge that compares bytes fails \
                 it (Luogu and Codeforces forgive it), so save with \\n alone"
            ),
            Self::MissingFinalNewline => write!(f, "the last line does not end with a newline"),
            Self::LineTooLong(format) => write!(
                f,
                "a line of more than {} characters; {} is never that long",
                format.longest_line(),
                match format {
                    Format::Judge => "a header (`No k:`) or a row of a judge file",
                    Format::Columns | Format::Checker => "a line of column numbers",
                    Format::Leetcode => "a line of LeetCode's JSON",
                }
            ),
            Self::ByteOrderMark => write!(
                f,
                "the file starts with a UTF-8 byte-order mark (the bytes EF BB BF, invisible in \
                 an editor); save it as UTF-8 without BOM"
            ),
            Self::TrailingSpace { column } => write!(
                f,
                "the line ends with spaces or tabs from column {column}; a judge that compares \
                 bytes fails it (Luogu and Codeforces forgive it)"
            ),
            Self::BlankLineAtEnd => write!(
                f,
                "a blank line at the end of the file, after the last line of the answer; the \
                 format has none"
            ),
            Self::OtherFormat { asked, found } => write!(
                f,
                "this is not {}: it looks like {}",
                asked.named(),
                found.described()
            ),
            Self::MalformedHeader(text) => {
                write!(f, "expected a header such as `No 1:`, found `{text}`")
            }
            Self::WrongLength { expected, found } => {
                write!(f, "expected a row of {expected} characters, found {found}")
            }
            Self::WrongCharacter { found, column } => write!(
                f,
                "unexpected {} in column {column}; a row holds only `A` and `.`",
                describe_byte(*found)
            ),
            Self::TooWide(width) => write!(
                f,
                "a row of {width} characters; boards are at most {MAX_N} wide"
            ),
            Self::TruncatedBoard { rows, expected } => {
                write!(f, "the board stops after {rows} of its {expected} rows")
            }
            Self::FullWidthColon => write!(
                f,
                "the header ends with the full-width colon `：` (U+FF1A); the judge wants `:`"
            ),
            Self::LowerCaseQueen { column } => write!(
                f,
                "a lower-case `a` in column {column}; the judge's queen is a capital `A`"
            ),
            _ => return None,
        })
    }

    /// The problems of lines of column numbers.
    fn fmt_numbers(&self, f: &mut fmt::Formatter<'_>) -> Option<fmt::Result> {
        Some(match self {
            Self::NotANumber { found, column } => write!(
                f,
                "unexpected {} in column {column}; a line holds column numbers separated by \
                 single spaces",
                describe_byte(*found)
            ),
            Self::ExtraSpace { column } => write!(
                f,
                "an extra space in column {column}; numbers are separated by one space, with \
                 none before the first"
            ),
            Self::LeadingZero { column } => write!(
                f,
                "a number with a leading zero in column {column}; the judge compares the text, \
                 so write 5, not 05"
            ),
            Self::NumberCount { expected, found } => write!(
                f,
                "expected {expected} numbers, a column for each rank, found {found}"
            ),
            Self::TooManyNumbers(count) => write!(
                f,
                "{count} numbers on a line; boards are at most {MAX_N} wide"
            ),
            Self::ColumnOutOfRange {
                value: 0,
                rank,
                column,
                ..
            } => write!(
                f,
                "0 for rank {rank} (column {column} of the line); columns are numbered from 1, \
                 not 0"
            ),
            Self::ColumnOutOfRange {
                value,
                rank,
                n,
                column,
            } => write!(
                f,
                "{value} for rank {rank} (column {column} of the line); columns are numbered \
                 from 1 to {n}"
            ),
            Self::RepeatedColumn {
                value,
                rank,
                earlier_rank,
                ..
            } => write!(
                f,
                "column {value} again, for rank {rank} after rank {earlier_rank}: a line gives \
                 each column once"
            ),
            Self::CountInColumns => write!(
                f,
                "a single number, as the Checker Challenge's answer ends with; the columns \
                 format has no count"
            ),
            Self::FourthSolution => write!(
                f,
                "a fourth solution; the Checker Challenge wants the first three, then the total \
                 alone on a line"
            ),
            Self::AfterTotal => write!(
                f,
                "a line after the total; the total is the last line of the answer"
            ),
            _ => return None,
        })
    }

    /// The problems of LeetCode's JSON.
    fn fmt_json(&self, f: &mut fmt::Formatter<'_>) -> Option<fmt::Result> {
        Some(match self {
            Self::Json(message) => write!(f, "not LeetCode's JSON list of boards: {message}"),
            Self::RowCount { expected, found } => write!(
                f,
                "a board of {found} rows, where the first board has {expected}"
            ),
            Self::RowWidth {
                expected,
                found,
                rank,
            } => write!(
                f,
                "rank {rank} has {found} characters; a row of this board has {expected}"
            ),
            Self::NotQueenOrDot {
                found: 'q',
                rank,
                at,
            } => write!(
                f,
                "a lower-case `q` in rank {rank}, character {at}; LeetCode's queen is a \
                 capital `Q`"
            ),
            Self::NotQueenOrDot { found, rank, at } => write!(
                f,
                "`{found}` in rank {rank}, character {at}; a row holds only `Q` and `.`"
            ),
            Self::TokenTooLong => write!(
                f,
                "a string or number longer than any row of a board, refused before its end"
            ),
            Self::EmptyBoard => write!(f, "an empty board, `[]`; a board has its rows"),
            _ => return None,
        })
    }
}

fn describe_byte(byte: u8) -> String {
    match byte {
        b' ' => "space".to_string(),
        b'\t' => "tab".to_string(),
        0x21..=0x7e => format!("`{}`", char::from(byte)),
        _ => format!("byte 0x{byte:02x}"),
    }
}

/// Lines of a file around a problem, as the window shows them.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Excerpt {
    /// Each line's number and its text, one character per byte so that columns line up: a
    /// byte that is not printable ASCII (a tab, a carriage return) shows as `¤`.
    pub lines: Vec<(usize, String)>,
    /// The line of the problem.
    pub line: usize,
    /// The column of that line to mark, from 0 (one past its end for a line too short).
    pub column: Option<usize>,
}

/// Bytes as the excerpt shows them, one character each.
pub fn shown_text(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|&byte| match byte {
            0x20..=0x7e => char::from(byte),
            _ => '¤',
        })
        .collect()
}

/// The UTF-8 byte-order mark.
pub const BYTE_ORDER_MARK: &[u8] = b"\xEF\xBB\xBF";

/// The column, from 0, of the problems found in a line's text that name one, for the excerpt.
pub fn marked_column(problem: &FormatProblem, text: &[u8]) -> Option<usize> {
    match problem {
        FormatProblem::WrongCharacter { column, .. }
        | FormatProblem::TrailingSpace { column }
        | FormatProblem::LowerCaseQueen { column }
        | FormatProblem::NotANumber { column, .. }
        | FormatProblem::ExtraSpace { column }
        | FormatProblem::LeadingZero { column }
        | FormatProblem::ColumnOutOfRange { column, .. }
        | FormatProblem::RepeatedColumn { column, .. } => Some(column - 1),
        FormatProblem::WrongLength { expected, found } => Some((*expected).min(*found)),
        FormatProblem::CarriageReturn => Some(text.len().saturating_sub(1)),
        FormatProblem::MissingFinalNewline => Some(text.len()),
        FormatProblem::TooWide(_) => Some(MAX_N),
        FormatProblem::LineTooLong(format) => Some(format.longest_line()),
        FormatProblem::FullWidthColon => text.iter().position(|&b| b == 0xEF),
        FormatProblem::ByteOrderMark => Some(0),
        _ => None,
    }
}
