//! Reading the judge's text, strictly and in bounded memory: the reader stops at the first
//! line that is not exactly what the judge expects and says which line and why.

use std::io::{self, BufRead};

use super::judge_size;
use crate::board::{MAX_N, Square, Squares};
use crate::formats::lines::Lines;
use crate::formats::read::{Excerpt, FileBoard, FormatProblem, ReadError, RowsAt, marked_column};
use crate::formats::{BoardReader, Format, other_format};

/// The full-width colon `：` (U+FF1A) in UTF-8.
const FULL_WIDTH_COLON: &[u8] = "\u{FF1A}".as_bytes();

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
    lines: Lines<R>,
    n: Option<usize>,
    stopped: bool,
}

impl<R: BufRead> JudgeReader<R> {
    /// A reader of `input`; with `n` unknown, the first row read decides it.
    pub fn new(input: R, n: Option<usize>) -> Self {
        Self {
            lines: Lines::new(input, Format::Judge),
            n,
            stopped: false,
        }
    }

    fn error(&self, problem: FormatProblem) -> ReadError {
        self.lines.error(problem)
    }

    fn parse_header(&self) -> Result<u64, ReadError> {
        let text = self.lines.text();
        if text.starts_with(b"No ") && text.ends_with(FULL_WIDTH_COLON) {
            return Err(self.error(FormatProblem::FullWidthColon));
        }
        if self.lines.line() == 1
            && let Some(problem) = other_format(Format::Judge, text)
        {
            return Err(self.error(problem));
        }
        let malformed = || {
            let shown = String::from_utf8_lossy(&text[..text.len().min(40)]);
            self.error(FormatProblem::MalformedHeader(shown.into_owned()))
        };
        let digits = text
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
        let text = self.lines.text();
        let width = text.len();
        let n = match self.n {
            Some(n) => n,
            None if width > MAX_N => return Err(self.error(FormatProblem::TooWide(width))),
            None => *self.n.insert(width),
        };
        if let Some(position) = text.iter().position(|&b| b != b'A' && b != b'.') {
            // A header where a row should be means the board above it was cut short.
            if text.starts_with(b"No ") {
                return Err(self.error(FormatProblem::TruncatedBoard {
                    rows: row,
                    expected: n,
                }));
            }
            let column = position + 1;
            return Err(self.error(match text[position] {
                b'a' => FormatProblem::LowerCaseQueen { column },
                found => FormatProblem::WrongCharacter { found, column },
            }));
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
        for (column, _) in text.iter().enumerate().filter(|(_, b)| **b == b'A') {
            queens.toggle(Square::new(row, column));
        }
        Ok(())
    }

    fn read_board(&mut self) -> Result<Option<FileBoard>, ReadError> {
        if !self.lines.read_line()? {
            return Ok(None);
        }
        let number = self.parse_header()?;
        let line = self.lines.line();
        let queens = self.read_rows(false)?;
        Ok(Some(FileBoard {
            number,
            line,
            queens,
            rows: RowsAt::Below,
        }))
    }

    /// Reads a board's N rows: after its header, or with `first_read`, from the line read
    /// last (a board without a header).
    fn read_rows(&mut self, first_read: bool) -> Result<Squares, ReadError> {
        let mut queens = Squares::empty(self.n.unwrap_or(0));
        let mut row = 0;
        loop {
            let row_read = (first_read && row == 0) || self.lines.read_line()?;
            if !row_read {
                self.lines.at_end();
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
        let result = match self.lines.read_line() {
            Ok(false) => return None,
            Ok(true) => self.read_rows(true),
            Err(error) => Err(error),
        };
        self.stopped = result.is_err();
        Some(result)
    }
}

impl<R: BufRead> JudgeReader<R> {
    /// A reader of `input`, which starts at board No `number` of an `n`×`n` file whose boards
    /// before it are right: it counts lines from there, so that its messages name the file's
    /// own lines.
    pub fn from_board(input: R, n: usize, number: u64) -> Self {
        let mut reader = JudgeReader::new(input, Some(n));
        reader
            .lines
            .start_after((number.saturating_sub(1) as usize).saturating_mul(n + 1));
        reader
    }

    /// Takes `line` as the file's line before the board this reader starts at, for the
    /// excerpt of a problem on its first line.
    #[must_use]
    pub fn after_line(mut self, line: &[u8]) -> Self {
        self.lines.follow(line);
        self
    }
}

impl<R: BufRead + io::Seek> JudgeReader<R> {
    /// A reader of `input` positioned at board No `number` of an `n`×`n` file whose boards
    /// before it are right: it starts at byte [`judge_size`]`(n, 1, number − 1)`.
    pub fn at_board(mut input: R, n: usize, number: u64) -> io::Result<Self> {
        input.seek(io::SeekFrom::Start(judge_size(
            n,
            1,
            number.saturating_sub(1),
        )))?;
        Ok(Self::from_board(input, n, number))
    }
}

impl<R: BufRead> BoardReader for JudgeReader<R> {
    fn next_board(&mut self) -> Option<Result<FileBoard, ReadError>> {
        self.next()
    }

    fn excerpt(&mut self, problem: &FormatProblem) -> Excerpt {
        let at_end =
            matches!(problem, FormatProblem::TruncatedBoard { .. }) && self.lines.text().is_empty();
        let column = match problem {
            FormatProblem::MalformedHeader(_) => Some(header_mismatch(self.lines.text())),
            _ => marked_column(problem, self.lines.text()),
        };
        self.lines.excerpt(column, at_end)
    }

    fn n(&self) -> Option<usize> {
        self.n
    }

    fn lines_read(&self) -> usize {
        self.lines.line()
    }
}

impl<R: BufRead> Iterator for JudgeReader<R> {
    type Item = Result<FileBoard, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.stopped {
            return None;
        }
        let result = self.read_board().transpose();
        self.stopped = !matches!(result, Some(Ok(_)));
        result
    }
}
