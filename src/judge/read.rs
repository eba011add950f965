//! Reading the judge's text, strictly and in bounded memory: the reader stops at the first
//! line that is not exactly what the judge expects and says which line and why.

use std::fmt;
use std::io::{self, BufRead};

use super::judge_size;
use crate::board::{MAX_N, Square, Squares};

/// One board read from a judge file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JudgeBoard {
    /// The number its header gives.
    pub number: u64,
    /// The line of its header, from 1.
    pub line: usize,
    /// The queens, wherever they stand: a wrong answer may have two in a row.
    pub queens: Squares,
}

impl JudgeBoard {
    /// The line of the file that shows `row` of this board.
    pub fn line_of_row(&self, row: usize) -> usize {
        self.line + 1 + row
    }
}

/// A line of a judge file that is not what the format allows.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {problem}")]
pub struct ParseError {
    /// The line, from 1.
    pub line: usize,
    /// What is wrong with it.
    pub problem: FormatProblem,
}

/// What can be wrong with a line of a judge file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormatProblem {
    /// An empty line.
    BlankLine,
    /// A line that ends in `\r\n`.
    CarriageReturn,
    /// The last line has no `\n`.
    MissingFinalNewline,
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
    /// A line longer than any header or row can be, refused before its end is read.
    LineTooLong,
    /// A header where a row was expected, or the end of the file.
    TruncatedBoard {
        /// Rows the board has.
        rows: usize,
        /// Rows it should have.
        expected: usize,
    },
    /// The file starts with a UTF-8 byte-order mark (`EF BB BF`), which Notepad and other
    /// editors add, and which the judge sees as three bytes before `No 1:`.
    ByteOrderMark,
    /// A header with the full-width colon `：` (U+FF1A) of a Chinese or Japanese input method.
    FullWidthColon,
    /// A header or row that ends in spaces or tabs, which cannot be seen.
    TrailingSpace {
        /// Where they start, from 1.
        column: usize,
    },
    /// A blank line after the last board, at the end of the file.
    BlankLineAtEnd,
    /// A lower-case `a` for a queen, where the judge wants `A`.
    LowerCaseQueen {
        /// Its column, from 1.
        column: usize,
    },
    /// The file is in another judge's format.
    OtherFormat(crate::formats::Format),
}

impl fmt::Display for FormatProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::BlankLine => write!(f, "blank line; the format has none"),
            Self::CarriageReturn => {
                write!(f, "line ends with \\r\\n; the judge wants \\n alone")
            }
            Self::MissingFinalNewline => write!(f, "the last line does not end with a newline"),
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
            Self::LineTooLong => write!(
                f,
                "a line of more than {LONGEST_LINE} characters; a header (`No k:`) or a row of \
                 a judge file is never that long"
            ),
            Self::TooWide(width) => write!(
                f,
                "a row of {width} characters; boards are at most {MAX_N} wide"
            ),
            Self::TruncatedBoard { rows, expected } => {
                write!(f, "the board stops after {rows} of its {expected} rows")
            }
            Self::ByteOrderMark => write!(
                f,
                "the file starts with a UTF-8 byte-order mark (the bytes EF BB BF, invisible in \
                 an editor); save it as UTF-8 without BOM"
            ),
            Self::FullWidthColon => write!(
                f,
                "the header ends with the full-width colon `：` (U+FF1A); the judge wants `:`"
            ),
            Self::TrailingSpace { column } => write!(
                f,
                "the line ends with spaces or tabs from column {column}; the judge compares the \
                 text exactly"
            ),
            Self::BlankLineAtEnd => write!(
                f,
                "a blank line at the end of the file, after the last board; the format has none"
            ),
            Self::LowerCaseQueen { column } => write!(
                f,
                "a lower-case `a` in column {column}; the judge's queen is a capital `A`"
            ),
            Self::OtherFormat(format) => write!(
                f,
                "this is not the judge's format: it looks like {}",
                match format {
                    crate::formats::Format::Leetcode =>
                        "LeetCode 51's answer, a JSON list of boards",
                    crate::formats::Format::Checker => "the Checker Challenge's answer",
                    _ => "solutions written as column numbers, one a line",
                }
            ),
        }
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

/// Why reading a judge file stopped.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The file breaks the format.
    #[error(transparent)]
    Format(#[from] ParseError),
    /// The file could not be read.
    #[error("{0}")]
    Io(#[from] io::Error),
}

/// The longest line a judge file can have, without its `\n`: a row of the largest board, one
/// longer than the longest header, `No 18446744073709551615:` (24 bytes).
pub const LONGEST_LINE: usize = MAX_N;

/// Lines of a judge file around a problem, as the window shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Excerpt {
    /// Each line's number and its text, one character per byte so that columns line up: a
    /// byte that is not printable ASCII (a tab, a carriage return) shows as `¤`.
    pub lines: Vec<(usize, String)>,
    /// The line of the problem.
    pub line: usize,
    /// The column of that line to mark, from 0 (one past its end for a line too short).
    pub column: Option<usize>,
}

fn shown_text(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|&byte| match byte {
            0x20..=0x7e => char::from(byte),
            _ => '¤',
        })
        .collect()
}

/// The column of `text` where `problem` lies, from 0.
fn marked_column(problem: &FormatProblem, text: &[u8]) -> Option<usize> {
    match problem {
        FormatProblem::WrongCharacter { column, .. } => Some(column - 1),
        FormatProblem::WrongLength { expected, found } => Some((*expected).min(*found)),
        FormatProblem::CarriageReturn => Some(text.len().saturating_sub(1)),
        FormatProblem::MissingFinalNewline => Some(text.len()),
        FormatProblem::TooWide(_) => Some(MAX_N),
        FormatProblem::LineTooLong => Some(LONGEST_LINE),
        FormatProblem::MalformedHeader(_) => Some(header_mismatch(text)),
        FormatProblem::TrailingSpace { column } | FormatProblem::LowerCaseQueen { column } => {
            Some(column - 1)
        }
        FormatProblem::FullWidthColon => text.iter().position(|&b| b == 0xEF),
        FormatProblem::ByteOrderMark => Some(0),
        FormatProblem::BlankLine
        | FormatProblem::BlankLineAtEnd
        | FormatProblem::TruncatedBoard { .. }
        | FormatProblem::OtherFormat(_) => None,
    }
}

/// The UTF-8 byte-order mark.
const BYTE_ORDER_MARK: &[u8] = b"\xEF\xBB\xBF";

/// The full-width colon `：` (U+FF1A) in UTF-8.
const FULL_WIDTH_COLON: &[u8] = "\u{FF1A}".as_bytes();

/// Where the spaces and tabs at the end of `text` start, from 1, if it ends in any.
fn trailing_space(text: &[u8]) -> Option<usize> {
    let kept = text.trim_ascii_end().len();
    (kept < text.len() && text[kept..].iter().all(|&b| b == b' ' || b == b'\t')).then_some(kept + 1)
}

/// The format another judge's answer has, told from its first line: LeetCode's JSON list of
/// boards, or columns of numbers (a solution a line).
fn other_format(first_line: &[u8]) -> Option<crate::formats::Format> {
    use crate::formats::Format;
    let text = first_line.trim_ascii();
    if text.starts_with(b"[") {
        return Some(Format::Leetcode);
    }
    let numbers = !text.is_empty() && text.iter().all(|&b| b.is_ascii_digit() || b == b' ');
    numbers.then_some(Format::Columns)
}

/// Where a line stops reading as `No k:`.
fn header_mismatch(text: &[u8]) -> usize {
    let prefix = b"No ";
    if let Some(at) = (0..prefix.len()).find(|&i| text.get(i) != Some(&prefix[i])) {
        return at;
    }
    let digits = text[prefix.len()..]
        .iter()
        .take_while(|byte| byte.is_ascii_digit())
        .count();
    let after = prefix.len() + digits;
    if digits == 0 || text[prefix.len()] == b'0' {
        return prefix.len();
    }
    if text.get(after) == Some(&b':') {
        after + 1
    } else {
        after
    }
}

/// Reads the boards of a judge file one by one, in bounded memory.
pub struct JudgeReader<R: BufRead> {
    input: R,
    n: Option<usize>,
    /// The number of the line read last.
    line: usize,
    text: Vec<u8>,
    /// The line before `text`, for the excerpt around a problem.
    previous: Vec<u8>,
    stopped: bool,
}

impl<R: BufRead> JudgeReader<R> {
    /// A reader of `input`; with `n` unknown, the first row read decides it.
    pub fn new(input: R, n: Option<usize>) -> Self {
        Self {
            input,
            n,
            line: 0,
            text: Vec::new(),
            previous: Vec::new(),
            stopped: false,
        }
    }

    /// What surrounds the line of the last error: the line before it, the line itself and the
    /// line after it (at most [`LONGEST_LINE`] characters of each), with the column to mark.
    /// Reads one more line of the input, so it is for after an error only.
    pub fn excerpt(&mut self, problem: &FormatProblem) -> Excerpt {
        let mut lines = Vec::new();
        if self.line > 1 {
            lines.push((self.line - 1, shown_text(&self.previous)));
        }
        let at_end =
            matches!(problem, FormatProblem::TruncatedBoard { .. }) && self.text.is_empty();
        let column = marked_column(problem, &self.text);
        if !at_end {
            lines.push((self.line, shown_text(&self.text)));
            let mut next = Vec::new();
            let limit = LONGEST_LINE as u64 + 2;
            if io::Read::take(&mut self.input, limit)
                .read_until(b'\n', &mut next)
                .is_ok_and(|read| read > 0)
            {
                if next.last() == Some(&b'\n') {
                    next.pop();
                }
                lines.push((self.line + 1, shown_text(&next)));
            }
        }
        Excerpt {
            lines,
            line: self.line,
            column: column.filter(|_| !at_end),
        }
    }

    /// The board size: given, or found from the first row.
    pub fn n(&self) -> Option<usize> {
        self.n
    }

    /// The number of lines read so far.
    pub fn lines_read(&self) -> usize {
        self.line
    }

    fn error(&self, problem: FormatProblem) -> ReadError {
        ParseError {
            line: self.line,
            problem,
        }
        .into()
    }

    /// Reads the next line into `self.text` without its `\n`; `false` at the end of the file.
    /// Reads at most [`LONGEST_LINE`] bytes and a `\r\n` of it: a longer line is refused there,
    /// without reading the rest, so that memory stays small whatever the input.
    fn read_line(&mut self) -> Result<bool, ReadError> {
        std::mem::swap(&mut self.previous, &mut self.text);
        self.text.clear();
        let limit = LONGEST_LINE as u64 + 2;
        if io::Read::take(&mut self.input, limit).read_until(b'\n', &mut self.text)? == 0 {
            return Ok(false);
        }
        self.line += 1;
        if self.text.last() != Some(&b'\n') && self.text.len() as u64 == limit {
            return Err(self.error(FormatProblem::LineTooLong));
        }
        if self.text.pop() != Some(b'\n') {
            return Err(self.error(FormatProblem::MissingFinalNewline));
        }
        if self.text.last() == Some(&b'\r') {
            return Err(self.error(FormatProblem::CarriageReturn));
        }
        if self.line == 1 && self.text.starts_with(BYTE_ORDER_MARK) {
            return Err(self.error(FormatProblem::ByteOrderMark));
        }
        if self.text.is_empty() {
            // Blank lines to the end of the file are one mistake, said as such.
            let at_end = self
                .input
                .fill_buf()?
                .iter()
                .all(|&b| b == b'\n' || b == b'\r');
            let problem = if at_end {
                FormatProblem::BlankLineAtEnd
            } else {
                FormatProblem::BlankLine
            };
            return Err(self.error(problem));
        }
        if let Some(column) = trailing_space(&self.text) {
            return Err(self.error(FormatProblem::TrailingSpace { column }));
        }
        Ok(true)
    }

    fn parse_header(&self) -> Result<u64, ReadError> {
        if self.text.starts_with(b"No ") && self.text.ends_with(FULL_WIDTH_COLON) {
            return Err(self.error(FormatProblem::FullWidthColon));
        }
        if self.line == 1
            && let Some(format) = other_format(&self.text)
        {
            return Err(self.error(FormatProblem::OtherFormat(format)));
        }
        let malformed = || {
            let shown = String::from_utf8_lossy(&self.text[..self.text.len().min(40)]);
            self.error(FormatProblem::MalformedHeader(shown.into_owned()))
        };
        let digits = self
            .text
            .strip_prefix(b"No ")
            .and_then(|rest| rest.strip_suffix(b":"))
            .ok_or_else(malformed)?;
        let well_formed = !digits.is_empty()
            && digits.len() <= 19
            && digits[0] != b'0'
            && digits.iter().all(u8::is_ascii_digit);
        if !well_formed {
            return Err(malformed());
        }
        Ok(digits
            .iter()
            .fold(0, |number, digit| number * 10 + u64::from(digit - b'0')))
    }

    fn parse_row(&mut self, row: usize, queens: &mut Squares) -> Result<(), ReadError> {
        let width = self.text.len();
        let n = match self.n {
            Some(n) => n,
            None if width > MAX_N => return Err(self.error(FormatProblem::TooWide(width))),
            None => *self.n.insert(width),
        };
        if let Some(position) = self.text.iter().position(|&b| b != b'A' && b != b'.') {
            let problem = if self.text[position] == b'a' {
                FormatProblem::LowerCaseQueen {
                    column: position + 1,
                }
            } else {
                FormatProblem::WrongCharacter {
                    found: self.text[position],
                    column: position + 1,
                }
            };
            // A header where a row should be means the board above it was cut short.
            if self.text.starts_with(b"No ") {
                return Err(self.error(FormatProblem::TruncatedBoard {
                    rows: row,
                    expected: n,
                }));
            }
            return Err(self.error(problem));
        }
        if width != n {
            return Err(self.error(FormatProblem::WrongLength {
                expected: n,
                found: width,
            }));
        }
        if queens.n() != n {
            *queens = Squares::empty(n);
        }
        for (column, _) in self.text.iter().enumerate().filter(|(_, b)| **b == b'A') {
            queens.toggle(Square::new(row, column));
        }
        Ok(())
    }

    fn read_board(&mut self) -> Result<Option<JudgeBoard>, ReadError> {
        if !self.read_line()? {
            return Ok(None);
        }
        let number = self.parse_header()?;
        let line = self.line;
        let queens = self.read_rows(false)?;
        Ok(Some(JudgeBoard {
            number,
            line,
            queens,
        }))
    }

    /// Reads a board's N rows: after its header, or with `first_read`, from the line read
    /// last (a board without a header).
    fn read_rows(&mut self, first_read: bool) -> Result<Squares, ReadError> {
        let mut queens = Squares::empty(self.n.unwrap_or(0));
        let mut row = 0;
        loop {
            let row_read = (first_read && row == 0) || self.read_line()?;
            if !row_read {
                // The end of the file, counted as the line after the last one.
                self.line += 1;
                let expected = self.n.unwrap_or(1);
                return Err(self.error(FormatProblem::TruncatedBoard {
                    rows: row,
                    expected,
                }));
            }
            self.parse_row(row, &mut queens)?;
            row += 1;
            if Some(row) == self.n {
                return Ok(queens);
            }
        }
    }

    /// Reads one board given by its rows alone, with no `No k:` above them (as a board is
    /// pasted); `None` if the input is empty. The reader goes on with the boards after it.
    pub fn rows_only(&mut self) -> Option<Result<Squares, ReadError>> {
        let result = match self.read_line() {
            Ok(false) => return None,
            Ok(true) => self.read_rows(true),
            Err(error) => Err(error),
        };
        self.stopped = result.is_err();
        Some(result)
    }
}

impl<R: BufRead + io::Seek> JudgeReader<R> {
    /// A reader of `input` positioned at board No `number` of an `n`×`n` file whose boards
    /// before it are right: it starts at byte [`judge_size`]`(n, 1, number − 1)` and counts lines
    /// from there, so that its messages name the file's own lines.
    pub fn at_board(mut input: R, n: usize, number: u64) -> io::Result<Self> {
        input.seek(io::SeekFrom::Start(judge_size(
            n,
            1,
            number.saturating_sub(1),
        )))?;
        let mut reader = JudgeReader::new(input, Some(n));
        reader.line = (number.saturating_sub(1) as usize).saturating_mul(n + 1);
        Ok(reader)
    }
}

impl<R: BufRead> Iterator for JudgeReader<R> {
    type Item = Result<JudgeBoard, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.stopped {
            return None;
        }
        let result = self.read_board().transpose();
        self.stopped = !matches!(result, Some(Ok(_)));
        result
    }
}
