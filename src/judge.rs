//! The judge's text format, written and read here and nowhere else.
//!
//! ```text
//! No 1:
//! A.......
//! ....A...
//! ```
//!
//! Each solution is a header line `No k:` and then N rows of N characters, `A` for a queen and
//! `.` for an empty square; every line ends with one `\n`, with nothing else anywhere: no
//! blank line, no trailing space, no summary.
//!
//! The writer copies a prepared row per queen into one large buffer, so that printing runs at
//! the speed of memory. The reader is strict: it stops at the first line that is not exactly
//! what the judge expects and says which line and why.

use std::fmt;
use std::io::{self, BufRead, Write};

use crate::board::{MAX_N, Square, Squares};

/// The bytes of the header `No k:\n` for solution `number`.
fn header_len(number: u64) -> u64 {
    "No ".len() as u64 + u64::from(decimal_digits(number)) + ":\n".len() as u64
}

fn decimal_digits(number: u64) -> u32 {
    number.checked_ilog10().unwrap_or(0) + 1
}

/// The size in bytes of solutions `first..=last` of an `n`×`n` board in the judge's format.
pub fn judge_size(n: usize, first: u64, last: u64) -> u64 {
    if first > last || first == 0 {
        return 0;
    }
    let board = (n * (n + 1)) as u64;
    let mut size = 0;
    // Group the numbers by their count of digits, where the header length changes.
    let mut start = first;
    while start <= last {
        let digits = decimal_digits(start);
        let end = 10u64
            .checked_pow(digits)
            .map_or(u64::MAX, |next| next - 1)
            .min(last);
        size += (end - start + 1) * (header_len(start) + board);
        if end == u64::MAX {
            break;
        }
        start = end + 1;
    }
    size
}

// ----------------------------------------------------------------------------
// Writing

/// Writes solutions in the judge's format through a large buffer.
pub struct JudgeWriter<W: Write> {
    out: W,
    n: usize,
    /// Row `c` of the table is the text of a row whose queen stands on column `c`.
    rows: Vec<u8>,
    buffer: Vec<u8>,
    bytes_written: u64,
}

/// The writer hands the buffer to the output when it holds this much.
const FLUSH_AT: usize = 256 * 1024;

impl<W: Write> JudgeWriter<W> {
    /// A writer of `n`×`n` boards to `out`.
    pub fn new(out: W, n: usize) -> Self {
        let rows = row_table(n);
        Self {
            out,
            n,
            rows,
            buffer: Vec::with_capacity(FLUSH_AT + 4096),
            bytes_written: 0,
        }
    }

    /// Appends solution `number`, given as the column of each row's queen.
    pub fn write_solution(&mut self, number: u64, columns: &[u8]) -> io::Result<()> {
        debug_assert_eq!(columns.len(), self.n);
        append_header(&mut self.buffer, number);
        append_rows(&mut self.buffer, &self.rows, columns);
        if self.buffer.len() >= FLUSH_AT {
            self.flush_buffer()?;
        }
        Ok(())
    }

    /// Appends solution `number` whose rows are already text ([`append_rows`] wrote them).
    pub fn write_rows(&mut self, number: u64, rows: &[u8]) -> io::Result<()> {
        debug_assert_eq!(rows.len(), self.n * (self.n + 1));
        append_header(&mut self.buffer, number);
        self.buffer.extend_from_slice(rows);
        if self.buffer.len() >= FLUSH_AT {
            self.flush_buffer()?;
        }
        Ok(())
    }

    /// The bytes written so far, buffered ones included.
    pub fn bytes_written(&self) -> u64 {
        self.bytes_written + self.buffer.len() as u64
    }

    fn flush_buffer(&mut self) -> io::Result<()> {
        self.out.write_all(&self.buffer)?;
        self.bytes_written += self.buffer.len() as u64;
        self.buffer.clear();
        Ok(())
    }

    /// Writes out what is buffered, flushes the output and returns it.
    pub fn finish(mut self) -> io::Result<W> {
        self.flush_buffer()?;
        self.out.flush()?;
        Ok(self.out)
    }
}

/// The text of each row an `n`×`n` board can have, one after another: row `c` of the table
/// (`n + 1` bytes with its `\n`) has its queen on column `c`.
pub fn row_table(n: usize) -> Vec<u8> {
    let mut rows = Vec::with_capacity(n * (n + 1));
    for queen in 0..n {
        rows.extend((0..n).map(|column| if column == queen { b'A' } else { b'.' }));
        rows.push(b'\n');
    }
    rows
}

/// Appends the rows of the solution `columns` (a queen's column per row) to `text`, using the
/// `table` of [`row_table`]: the body of a board without its header.
pub fn append_rows(text: &mut Vec<u8>, table: &[u8], columns: &[u8]) {
    let width = columns.len() + 1;
    for &column in columns {
        let start = usize::from(column) * width;
        text.extend_from_slice(&table[start..start + width]);
    }
}

/// Appends the judge rows `rows` of an `n`-wide board (each `n` characters and a newline)
/// mirrored left to right: the rows of the board's mirror image.
pub fn append_mirrored_rows(text: &mut Vec<u8>, rows: &[u8], n: usize) {
    for row in rows.chunks_exact(n + 1) {
        text.extend(row[..n].iter().rev());
        text.push(b'\n');
    }
}

/// Appends the header `No k:` of solution `number`, with its newline.
pub fn append_header(text: &mut Vec<u8>, number: u64) {
    text.extend_from_slice(b"No ");
    push_decimal(text, number);
    text.extend_from_slice(b":\n");
}

/// Appends the decimal digits of `number`.
fn push_decimal(buffer: &mut Vec<u8>, mut number: u64) {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (number % 10) as u8;
        number /= 10;
        if number == 0 {
            break;
        }
    }
    buffer.extend_from_slice(&digits[start..]);
}

// ----------------------------------------------------------------------------
// Reading

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
        FormatProblem::BlankLine | FormatProblem::TruncatedBoard { .. } => None,
    }
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

/// One board in the judge's text: `No k:` when its number is known, then its rows, whatever
/// squares its queens stand on.
pub fn board_text(number: Option<u64>, board: &Squares) -> String {
    let n = board.n();
    let mut text = String::with_capacity((n + 1) * (n + 1) + 8);
    if let Some(number) = number {
        text.push_str("No ");
        text.push_str(&number.to_string());
        text.push_str(":\n");
    }
    for row in 0..n {
        text.extend((0..n).map(|column| {
            if board.contains(Square::new(row, column)) {
                'A'
            } else {
                '.'
            }
        }));
        text.push('\n');
    }
    text
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
        if self.text.is_empty() {
            return Err(self.error(FormatProblem::BlankLine));
        }
        Ok(true)
    }

    fn parse_header(&self) -> Result<u64, ReadError> {
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
            let problem = FormatProblem::WrongCharacter {
                found: self.text[position],
                column: position + 1,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::Solutions;

    fn write_all(n: usize) -> Vec<u8> {
        let mut writer = JudgeWriter::new(Vec::new(), n);
        for (k, solution) in Solutions::new(n).enumerate() {
            writer
                .write_solution(k as u64 + 1, solution.columns())
                .unwrap();
        }
        writer.finish().unwrap()
    }

    fn first_error(text: &[u8], n: Option<usize>) -> ParseError {
        match JudgeReader::new(text, n).find_map(Result::err) {
            Some(ReadError::Format(error)) => error,
            other => panic!("expected a format error, got {other:?}"),
        }
    }

    #[test]
    fn a_board_without_its_header_is_read_by_its_rows() {
        let mut reader = JudgeReader::new(&b".A..\n...A\nA...\n..A.\nNo 2:\n..A.\n"[..], None);
        let board = reader
            .rows_only()
            .expect("a board")
            .expect("its rows are right");
        assert_eq!(
            board.as_placement().map(|p| p.columns().to_vec()),
            Some(vec![1, 3, 0, 2])
        );
        // The boards after it have their headers; the last one is cut short, at line 7.
        match reader.next() {
            Some(Err(ReadError::Format(error))) => {
                assert_eq!(error.line, 7);
                assert!(matches!(
                    error.problem,
                    FormatProblem::TruncatedBoard {
                        rows: 1,
                        expected: 4
                    }
                ));
            }
            other => panic!("expected the cut board, got {other:?}"),
        }
        assert!(JudgeReader::new(&b""[..], None).rows_only().is_none());
        let mut short = JudgeReader::new(&b".A..\n...A\n"[..], None);
        assert!(matches!(short.rows_only(), Some(Err(ReadError::Format(e))) if e.line == 3));
    }

    #[test]
    fn eight_queens_is_92_boards_and_7259_bytes() {
        let text = write_all(8);
        assert_eq!(text.len(), 7259);
        assert_eq!(judge_size(8, 1, 92), 7259);
        assert!(text.starts_with(b"No 1:\nA.......\n....A...\n.......A\n"));
        assert!(text.ends_with(b"No 92:\n.......A\n...A....\nA.......\n..A.....\n.....A..\n.A......\n......A.\n....A...\n"));
    }

    #[test]
    fn sizes_count_every_digit_of_every_header() {
        for (first, last) in [(1, 1), (1, 9), (9, 10), (95, 1005), (1, 14_200)] {
            let mut writer = JudgeWriter::new(Vec::new(), 12);
            let columns = [0u8; 12];
            for number in first..=last {
                writer.write_solution(number, &columns).unwrap();
            }
            assert_eq!(
                writer.finish().unwrap().len() as u64,
                judge_size(12, first, last)
            );
        }
        assert_eq!(judge_size(8, 5, 4), 0);
    }

    #[test]
    fn reading_gives_back_what_was_written() {
        let text = write_all(6);
        let boards: Vec<JudgeBoard> = JudgeReader::new(&text[..], None)
            .map(Result::unwrap)
            .collect();
        let solutions: Vec<_> = Solutions::new(6).collect();
        assert_eq!(boards.len(), 4);
        for (k, (board, solution)) in boards.iter().zip(&solutions).enumerate() {
            assert_eq!(board.number, k as u64 + 1);
            assert_eq!(board.line, 7 * k + 1);
            assert_eq!(board.queens.as_placement().as_ref(), Some(solution));
        }
    }

    #[test]
    fn each_format_problem_is_named_with_its_line() {
        let cases: &[(&[u8], usize, &str)] = &[
            (b"No 1:\nA.\n\n", 3, "blank line"),
            (b"No 1:\r\n", 1, "\\r\\n"),
            (b"No 1:\nA", 2, "newline"),
            (b"No1:\nA\n", 1, "header"),
            (b"No 01:\nA\n", 1, "header"),
            (b"No 1:\n.A..\n..A\n", 3, "4 characters, found 3"),
            (b"No 1:\nAx\n", 2, "`x` in column 2"),
            (
                b"No 1:\n.A..\n...A\nNo 2:\n",
                4,
                "stops after 2 of its 4 rows",
            ),
            (b"No 1:\n.A..\n", 3, "stops after 1 of its 4 rows"),
        ];
        for &(text, line, words) in cases {
            let error = first_error(text, None);
            assert_eq!(error.line, line, "{error}");
            assert!(error.to_string().contains(words), "{error} lacks {words:?}");
        }
    }

    #[test]
    fn an_endless_line_is_refused_without_being_read() {
        // `io::repeat` never ends: reading the line whole would never return.
        let endless = io::BufReader::new(io::repeat(b'A'));
        let error = JudgeReader::new(io::Read::chain(&b"No 1:\n"[..], endless), None)
            .next()
            .unwrap()
            .unwrap_err();
        let ReadError::Format(error) = error else {
            panic!("{error}");
        };
        assert_eq!((error.line, error.problem), (2, FormatProblem::LineTooLong));
        // The longest lines that can be right are read whole: a row of 32, with `\r\n`.
        let row = [b'.'; MAX_N];
        let mut text = b"No 1:\n".to_vec();
        text.extend_from_slice(&row);
        text.extend_from_slice(b"\r\n");
        let error = first_error(&text, None);
        assert_eq!(
            (error.line, error.problem),
            (2, FormatProblem::CarriageReturn)
        );
        text.truncate(text.len() - 2);
        text.extend_from_slice(b".\n");
        let error = first_error(&text, None);
        assert_eq!(
            (error.line, error.problem),
            (2, FormatProblem::TooWide(MAX_N + 1))
        );
    }

    #[test]
    fn a_given_n_is_enforced_from_the_first_row() {
        let error = first_error(b"No 1:\nA.......\n", Some(4));
        assert_eq!(
            error.problem,
            FormatProblem::WrongLength {
                expected: 4,
                found: 8
            }
        );
    }

    fn excerpt_of(text: &[u8]) -> Excerpt {
        let mut reader = JudgeReader::new(text, None);
        match reader.by_ref().find_map(Result::err) {
            Some(ReadError::Format(error)) => reader.excerpt(&error.problem),
            other => panic!("expected a format error, got {other:?}"),
        }
    }

    #[test]
    fn an_excerpt_shows_the_lines_around_the_problem_and_marks_its_column() {
        let excerpt = excerpt_of(b"No 1:\n.A..\n...A\nA..x\n..A.\nNo 2:\n");
        assert_eq!(excerpt.line, 4);
        assert_eq!(
            excerpt.lines,
            vec![
                (3, "...A".to_string()),
                (4, "A..x".to_string()),
                (5, "..A.".to_string())
            ]
        );
        assert_eq!(excerpt.column, Some(3));
        let excerpt = excerpt_of(b"No 1:\n.A..\n...\t\r\n");
        assert_eq!(excerpt.lines[1], (3, "...¤¤".to_string()));
        assert_eq!(excerpt.column, Some(4));
        let excerpt = excerpt_of(b"No 1:\nA.\n.A\nNo 2:\nA.\n");
        assert_eq!((excerpt.line, excerpt.column), (6, None));
        assert_eq!(excerpt.lines, vec![(5, "A.".to_string())]);
        assert_eq!(excerpt_of(b"Nr 1:\n").column, Some(1));
        assert_eq!(excerpt_of(b"No 12;\n").column, Some(5));
        assert_eq!(excerpt_of(b"No 1:\n..A.\n.A.\n").column, Some(3));
    }

    #[test]
    fn a_board_is_read_where_it_starts_with_the_file_s_own_line_numbers() {
        let text = write_all(6);
        let mut reader = JudgeReader::at_board(io::Cursor::new(&text), 6, 3).unwrap();
        let board = reader.next().unwrap().unwrap();
        let third = Solutions::new(6).nth(2).unwrap();
        assert_eq!((board.number, board.line), (3, 15));
        assert_eq!(board.queens.as_placement(), Some(third.clone()));
        assert_eq!(
            board_text(Some(3), &board.queens),
            String::from_utf8(
                text[judge_size(6, 1, 2) as usize..judge_size(6, 1, 3) as usize].to_vec()
            )
            .unwrap()
        );
        assert_eq!(board_text(None, &Squares::empty(2)), "..\n..\n");
    }
}
