//! A solution per line, as the textbook programs print them (`seeds/002_*`): the column of
//! each row's queen, from 1, separated by single spaces. The first of N = 8 is
//! `1 5 8 6 3 7 2 4`.

use std::io::{self, BufRead};

use super::lines::Lines;
use super::read::{Excerpt, FileBoard, FormatProblem, ReadError, RowsAt, marked_column};
use super::{BoardReader, Counted, Format, SolutionWriter, other_format};
use crate::board::{MAX_N, Square, Squares};

/// Writes solutions as lines of column numbers.
pub struct ColumnsWriter<W: io::Write> {
    out: Counted<W>,
    line: Vec<u8>,
}

impl<W: io::Write> ColumnsWriter<W> {
    /// A writer of `n`×`n` boards to `out`.
    pub fn new(out: W, n: usize) -> Self {
        Self {
            out: Counted::new(out),
            line: Vec::with_capacity(3 * n),
        }
    }
}

/// Appends `columns` (from 0) to `line` as the format writes them, with its newline.
pub fn append_line(line: &mut Vec<u8>, columns: &[u8]) {
    for (index, &column) in columns.iter().enumerate() {
        if index > 0 {
            line.push(b' ');
        }
        let number = column + 1;
        if number >= 10 {
            line.push(b'0' + number / 10);
        }
        line.push(b'0' + number % 10);
    }
    line.push(b'\n');
}

/// The length of every line for `n`: a solution has each column once, so its digits are
/// those of 1 to N, whatever the order.
pub fn line_len(n: usize) -> u64 {
    let digits: usize = (1..=n).map(|column| if column >= 10 { 2 } else { 1 }).sum();
    (digits + n) as u64
}

impl<W: io::Write> SolutionWriter for ColumnsWriter<W> {
    fn solution(&mut self, columns: &[u8]) -> io::Result<()> {
        self.line.clear();
        append_line(&mut self.line, columns);
        self.out.write(&self.line)
    }

    fn finish(self: Box<Self>, _total: u64) -> io::Result<u64> {
        self.out.finish()
    }

    fn bytes_written(&self) -> u64 {
        self.out.bytes
    }
}

/// A line of column numbers, as read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NumbersLine {
    /// A board: a column for each rank.
    Board(FileBoard),
    /// A single number where a count may stand (the Checker Challenge's last line).
    Count(u64),
}

/// Reads lines of column numbers one by one, strictly and in bounded memory: the columns
/// format, and the Checker Challenge's (the same lines, and the count).
pub struct ColumnsReader<R: BufRead> {
    lines: Lines<R>,
    format: Format,
    n: Option<usize>,
    boards: u64,
}

impl<R: BufRead> ColumnsReader<R> {
    /// A reader of `input`, a file of `format` (`Columns` or `Checker`); with `n` unknown, the
    /// first line decides it.
    pub fn new(input: R, n: Option<usize>, format: Format) -> Self {
        Self {
            lines: Lines::new(input, format),
            format,
            n,
            boards: 0,
        }
    }

    /// Counts lines from `line` on, for a reader that starts at a board in the middle of a
    /// file, and boards from the number of lines before it.
    pub fn start_after(&mut self, line: usize) {
        self.lines.start_after(line);
        self.boards = line as u64;
    }

    /// Counts the end of the file as the line after the last one.
    pub fn at_end(&mut self) {
        self.lines.at_end();
    }

    /// Reads the next line: `None` at the end of the file. A single number is a
    /// [`NumbersLine::Count`] where `count_here` says one belongs, and in the checker's format
    /// wherever it cannot be a board of N = 1; in the columns format, it is a board of N = 1 or
    /// the mistake of a count.
    pub fn next_line(&mut self, count_here: bool) -> Option<Result<NumbersLine, ReadError>> {
        match self.lines.read_line() {
            Ok(false) => None,
            Ok(true) => Some(self.parse(count_here)),
            Err(error) => Some(Err(error)),
        }
    }

    fn error(&self, problem: FormatProblem) -> ReadError {
        self.lines.error(problem)
    }

    fn parse(&mut self, count_here: bool) -> Result<NumbersLine, ReadError> {
        let numbers = self.numbers()?;
        if let [(value, _)] = numbers[..] {
            let could_be_a_board = match self.n {
                Some(n) => n == 1,
                None => value == 1,
            };
            if count_here || (self.format == Format::Checker && !could_be_a_board) {
                return Ok(NumbersLine::Count(value));
            }
            if !could_be_a_board {
                return Err(self.error(FormatProblem::CountInColumns));
            }
        }
        let n = match self.n {
            Some(n) => n,
            None if numbers.len() > MAX_N => {
                return Err(self.error(FormatProblem::TooManyNumbers(numbers.len())));
            }
            None => *self.n.insert(numbers.len()),
        };
        if numbers.len() != n {
            return Err(self.error(FormatProblem::NumberCount {
                expected: n,
                found: numbers.len(),
            }));
        }
        let mut queens = Squares::empty(n);
        // The rank that gave each column, to name a column given twice.
        let mut given_by = [0usize; MAX_N + 1];
        for (row, &(value, column)) in numbers.iter().enumerate() {
            let rank = n - row;
            if value == 0 || value > n as u64 {
                return Err(self.error(FormatProblem::ColumnOutOfRange {
                    value,
                    rank,
                    n,
                    column,
                }));
            }
            let earlier_rank = given_by[value as usize];
            if earlier_rank != 0 {
                return Err(self.error(FormatProblem::RepeatedColumn {
                    value: value as u8,
                    rank,
                    earlier_rank,
                    column,
                }));
            }
            given_by[value as usize] = rank;
            queens.toggle(Square::new(row, value as usize - 1));
        }
        self.boards += 1;
        Ok(NumbersLine::Board(FileBoard {
            number: self.boards,
            line: self.lines.line(),
            queens,
            rows: RowsAt::OnLine,
        }))
    }

    /// The numbers of the line and the column (from 1) where each starts, the line checked
    /// for exactly single spaces between numbers and nothing else.
    fn numbers(&self) -> Result<Vec<(u64, usize)>, ReadError> {
        let text = self.lines.text();
        if self.lines.line() == 1
            && let Some(problem) = other_format(self.format, text)
        {
            return Err(self.error(problem));
        }
        let mut numbers = Vec::new();
        let mut at = 0;
        while at < text.len() {
            let column = at + 1;
            match text[at] {
                b' ' => return Err(self.error(FormatProblem::ExtraSpace { column })),
                b'0'..=b'9' => {}
                found => return Err(self.error(FormatProblem::NotANumber { found, column })),
            }
            let digits = text[at..].iter().take_while(|b| b.is_ascii_digit()).count();
            if digits > 1 && text[at] == b'0' {
                return Err(self.error(FormatProblem::LeadingZero { column }));
            }
            // The line is at most 95 bytes; a number of more than three digits is off any
            // board, and is kept as the most a u64 holds.
            let value = text[at..at + digits].iter().try_fold(0u64, |value, digit| {
                value.checked_mul(10)?.checked_add(u64::from(digit - b'0'))
            });
            numbers.push((value.unwrap_or(u64::MAX), column));
            at += digits;
            match text.get(at) {
                None => break,
                Some(b' ') => at += 1,
                Some(&found) => {
                    return Err(self.error(FormatProblem::NotANumber {
                        found,
                        column: at + 1,
                    }));
                }
            }
        }
        Ok(numbers)
    }
}

impl<R: BufRead> BoardReader for ColumnsReader<R> {
    /// The next board; a single number, which the columns format has not (the Checker
    /// Challenge's count is read by [`ColumnsReader::next_line`]), is the mistake of a count.
    fn next_board(&mut self) -> Option<Result<FileBoard, ReadError>> {
        Some(match self.next_line(false)? {
            Ok(NumbersLine::Board(board)) => Ok(board),
            Ok(NumbersLine::Count(_)) => Err(self.error(FormatProblem::CountInColumns)),
            Err(error) => Err(error),
        })
    }

    fn excerpt(&mut self, problem: &FormatProblem) -> Excerpt {
        let column = marked_column(problem, self.lines.text());
        self.lines.excerpt(column, false)
    }

    fn n(&self) -> Option<usize> {
        self.n
    }

    fn lines_read(&self) -> usize {
        self.lines.line()
    }
}

#[cfg(test)]
mod tests {
    use super::super::Format;
    use super::super::tests::text_of;

    /// The bytes, from the format's rule and the judge's order (the seeds' first solution of
    /// N = 8, the two of N = 4, the four of N = 6), not from our own output.
    #[test]
    fn the_exact_text_of_small_boards() {
        assert_eq!(text_of(Format::Columns, 1), "1\n");
        assert_eq!(text_of(Format::Columns, 2), "");
        assert_eq!(text_of(Format::Columns, 4), "2 4 1 3\n3 1 4 2\n");
        assert_eq!(
            text_of(Format::Columns, 6),
            "2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n5 3 1 6 4 2\n"
        );
        let eight = text_of(Format::Columns, 8);
        assert_eq!(eight.lines().count(), 92);
        assert!(eight.starts_with("1 5 8 6 3 7 2 4\n"));
        assert!(eight.ends_with("8 4 1 3 6 2 7 5\n"));
        let twelve = text_of(Format::Columns, 12);
        assert!(twelve.starts_with("1 3 5 8 10 12 6 11 2 7 9 4\n"));
    }
}
