//! LeetCode 51 "N-Queens": a JSON list of boards, each a list of N strings of `Q` and `.`, one
//! string a row, written compactly as LeetCode shows answers, with a newline at the end. For
//! N = 4: `[[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]]`. LeetCode takes the
//! boards in any order; we write them in the judge's.
//!
//! The reader takes any JSON whitespace, streams the list a board at a time through
//! `serde_json` (never holding more than one board), and says where each board and row is,
//! line and column, from a count of the bytes the parser took.

use std::cell::RefCell;
use std::fmt;
use std::io::{self, Read};
use std::rc::Rc;

use serde::de::{self, DeserializeSeed, SeqAccess, Visitor};

use super::read::{Excerpt, FileBoard, FormatProblem, ParseError, ReadError, RowsAt, shown_text};
use super::{Counted, SolutionWriter};
use crate::board::{MAX_N, Square, Squares};

/// Writes solutions as a JSON list of boards.
pub struct LeetcodeWriter<W: io::Write> {
    out: Counted<W>,
    board: Vec<u8>,
    written: u64,
}

impl<W: io::Write> LeetcodeWriter<W> {
    /// A writer of `n`×`n` boards to `out`.
    pub fn new(out: W, n: usize) -> Self {
        Self {
            out: Counted::new(out),
            board: Vec::with_capacity(n * (n + 3) + 2),
            written: 0,
        }
    }
}

/// The length of one board: N strings of N characters in quotes, N − 1 commas, two brackets.
fn board_len(n: usize) -> u64 {
    (n * (n + 2) + n.saturating_sub(1) + 2) as u64
}

/// The size of a list of `count` boards of `n`, with its brackets, commas and newline.
pub fn text_size(n: usize, count: u64) -> Option<u64> {
    let boards = count.checked_mul(board_len(n))?;
    boards.checked_add(count.saturating_sub(1) + 3)
}

impl<W: io::Write> SolutionWriter for LeetcodeWriter<W> {
    fn solution(&mut self, columns: &[u8]) -> io::Result<()> {
        let n = columns.len();
        self.board.clear();
        self.board.push(if self.written == 0 { b'[' } else { b',' });
        self.board.push(b'[');
        for (row, &column) in columns.iter().enumerate() {
            if row > 0 {
                self.board.push(b',');
            }
            self.board.push(b'"');
            self.board
                .extend((0..n).map(|c| if c == usize::from(column) { b'Q' } else { b'.' }));
            self.board.push(b'"');
        }
        self.board.push(b']');
        self.written += 1;
        self.out.write(&self.board)
    }

    fn finish(mut self: Box<Self>, _total: u64) -> io::Result<u64> {
        self.out
            .write(if self.written == 0 { b"[]\n" } else { b"]\n" })?;
        self.out.finish()
    }

    fn bytes_written(&self) -> u64 {
        self.out.bytes
    }
}

/// The longest JSON token the reader takes: a row of the largest board with every character
/// escaped (`\u0051`), in its quotes. A longer string or number is refused before it is read
/// whole, so that memory stays small whatever the input.
const LONGEST_TOKEN: usize = 6 * MAX_N + 2;

/// How much of the line around a problem the excerpt shows, on each side.
const EXCERPT_REACH: usize = 30;

/// Where the parser is, from the bytes it has taken.
#[derive(Default)]
struct Place {
    line: usize,
    /// The column of the next byte, from 1.
    column: usize,
    in_string: bool,
    escaped: bool,
    /// The length of the string or number being read.
    token: usize,
    too_long: bool,
    /// The depth of brackets: 1 inside the list, 2 inside a board.
    depth: usize,
    /// Where the board being read opened, and the string being read.
    board_start: (usize, usize),
    string_start: (usize, usize),
    /// The end of the line so far (at most twice the reach), for the excerpt.
    recent: Vec<u8>,
    recent_from: usize,
}

impl Place {
    fn take(&mut self, byte: u8) {
        let here = (self.line, self.column);
        if self.in_string {
            self.token += 1;
            if self.escaped {
                self.escaped = false;
            } else if byte == b'\\' {
                self.escaped = true;
            } else if byte == b'"' {
                self.in_string = false;
                self.token = 0;
            }
        } else {
            match byte {
                b'"' => {
                    self.in_string = true;
                    self.token = 1;
                    self.string_start = here;
                }
                b'[' => {
                    self.depth += 1;
                    self.token = 0;
                    if self.depth == 2 {
                        self.board_start = here;
                    }
                }
                b']' => {
                    self.depth = self.depth.saturating_sub(1);
                    self.token = 0;
                }
                b' ' | b'\t' | b'\r' | b'\n' | b',' | b':' | b'{' | b'}' => self.token = 0,
                _ => self.token += 1,
            }
        }
        self.too_long |= self.token > LONGEST_TOKEN;
        if self.recent.len() == 2 * EXCERPT_REACH {
            self.recent.drain(..EXCERPT_REACH);
            self.recent_from += EXCERPT_REACH;
        }
        if byte == b'\n' {
            self.line += 1;
            self.column = 1;
            self.recent.clear();
            self.recent_from = 1;
        } else {
            self.column += 1;
            self.recent.push(byte);
        }
    }
}

/// The input, counting the bytes the parser takes into a [`Place`].
struct Tracked<R> {
    input: R,
    place: Rc<RefCell<Place>>,
}

impl<R: Read> Read for Tracked<R> {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        let mut place = self.place.borrow_mut();
        if place.too_long {
            return Err(io::Error::other("a token longer than any row"));
        }
        let read = self.input.read(buffer)?;
        for &byte in &buffer[..read] {
            place.take(byte);
        }
        Ok(read)
    }
}

/// Why reading LeetCode's list stopped before its end.
pub enum ListError<E> {
    /// The file is not such a list, or could not be read.
    Read(ReadError, Option<Excerpt>),
    /// The function given each board said stop.
    Stopped(E),
}

/// Reads LeetCode's list from `input` and gives each board, in the file's order, to `each`;
/// with `n` unknown, the first board decides it. Returns N (`None` for an empty list and no
/// `n`) and the last line, or the first problem with the line around it, or what `each`
/// stopped with.
pub fn read_list<E>(
    input: impl Read,
    n: Option<usize>,
    each: &mut dyn FnMut(FileBoard) -> Result<(), E>,
) -> Result<(Option<usize>, usize), ListError<E>> {
    let place = Rc::new(RefCell::new(Place {
        line: 1,
        column: 1,
        recent_from: 1,
        ..Place::default()
    }));
    let tracked = Tracked {
        input,
        place: Rc::clone(&place),
    };
    let mut stop = None;
    let mut parser = serde_json::Deserializer::from_reader(tracked);
    let list = List {
        n,
        place: &place,
        each,
        stop: &mut stop,
    };
    let read = list
        .deserialize(&mut parser)
        .and_then(|n| parser.end().map(|()| n));
    let error = match read {
        Ok(n) => return Ok((n, place.borrow().line)),
        Err(error) => error,
    };
    if let Some(stop) = stop {
        return Err(match stop {
            Stopped::Board(problem) => {
                let excerpt = excerpt(&place.borrow(), problem.column);
                ListError::Read(ReadError::Format(problem), Some(excerpt))
            }
            Stopped::Each(stopped) => ListError::Stopped(stopped),
        });
    }
    let place = place.borrow();
    if place.too_long {
        let problem = at(&place, FormatProblem::TokenTooLong);
        let excerpt = excerpt(&place, problem.column);
        return Err(ListError::Read(ReadError::Format(problem), Some(excerpt)));
    }
    if error.is_io() {
        let error = io::Error::from(error);
        return Err(ListError::Read(ReadError::Io(error), None));
    }
    // serde_json says where, as we count: the line from 1, the column of the byte from 1.
    let message = error.to_string();
    let message = message
        .rsplit_once(" at line ")
        .map_or(message.as_str(), |(message, _)| message);
    let problem = ParseError {
        line: error.line().max(1),
        column: Some(error.column().max(1)),
        problem: FormatProblem::Json(message.to_string()),
    };
    let excerpt = excerpt(&place, problem.column);
    Err(ListError::Read(ReadError::Format(problem), Some(excerpt)))
}

/// `problem` where the parser is.
fn at(place: &Place, problem: FormatProblem) -> ParseError {
    ParseError {
        line: place.line,
        column: Some(place.column.saturating_sub(1).max(1)),
        problem,
    }
}

/// The part of the parser's line around `column` that it has read, as the window shows it.
fn excerpt(place: &Place, column: Option<usize>) -> Excerpt {
    let cut = place.recent_from > 1;
    let mut text = if cut {
        "…".to_string()
    } else {
        String::new()
    };
    text.push_str(&shown_text(&place.recent));
    let marked = column.and_then(|column| column.checked_sub(place.recent_from));
    Excerpt {
        lines: vec![(place.line, text)],
        line: place.line,
        column: marked.map(|at| at + usize::from(cut)),
    }
}

/// What stopped the list from inside: a board that breaks the format, or `each`.
enum Stopped<E> {
    Board(ParseError),
    Each(E),
}

/// The list of boards, read a board at a time.
struct List<'a, E> {
    n: Option<usize>,
    place: &'a Rc<RefCell<Place>>,
    each: &'a mut dyn FnMut(FileBoard) -> Result<(), E>,
    stop: &'a mut Option<Stopped<E>>,
}

impl<'de, E> DeserializeSeed<'de> for List<'_, E> {
    type Value = Option<usize>;

    fn deserialize<D: de::Deserializer<'de>>(self, parser: D) -> Result<Self::Value, D::Error> {
        parser.deserialize_seq(self)
    }
}

impl<'de, E> Visitor<'de> for List<'_, E> {
    type Value = Option<usize>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a list of boards, `[[...], ...]`")
    }

    fn visit_seq<A: SeqAccess<'de>>(mut self, mut boards: A) -> Result<Self::Value, A::Error> {
        let mut number = 0;
        while let Some(rows) = boards.next_element_seed(Rows(self.place))? {
            number += 1;
            let board = self.board(number, rows);
            let stopped = match board {
                Ok(board) => (self.each)(board).map_err(Stopped::Each),
                Err(problem) => Err(Stopped::Board(problem)),
            };
            if let Err(stopped) = stopped {
                *self.stop = Some(stopped);
                return Err(de::Error::custom("stopped"));
            }
        }
        Ok(self.n)
    }
}

impl<E> List<'_, E> {
    /// Board No `number` from its rows, checked for the format: N rows of N `Q` and `.`.
    fn board(
        &mut self,
        number: u64,
        rows: Vec<(String, (usize, usize))>,
    ) -> Result<FileBoard, ParseError> {
        let place = self.place.borrow();
        let problem_at = |(line, column): (usize, usize), problem| ParseError {
            line,
            column: Some(column),
            problem,
        };
        if rows.is_empty() {
            return Err(problem_at(place.board_start, FormatProblem::EmptyBoard));
        }
        let n = *self.n.get_or_insert(rows.len());
        if rows.len() != n {
            let problem = FormatProblem::RowCount {
                expected: n,
                found: rows.len(),
            };
            return Err(problem_at(place.board_start, problem));
        }
        let mut queens = Squares::empty(n);
        for (row, (text, start)) in rows.iter().enumerate() {
            let rank = n - row;
            let found = text.chars().count();
            if found != n {
                let problem = FormatProblem::RowWidth {
                    expected: n,
                    found,
                    rank,
                };
                return Err(problem_at(*start, problem));
            }
            for (column, character) in text.chars().enumerate() {
                match character {
                    'Q' => queens.toggle(Square::new(row, column)),
                    '.' => {}
                    found => {
                        let at = column + 1;
                        let problem = FormatProblem::NotQueenOrDot { found, rank, at };
                        return Err(problem_at((start.0, start.1 + at), problem));
                    }
                }
            }
        }
        Ok(FileBoard {
            number,
            line: place.board_start.0,
            queens,
            rows: RowsAt::Strings(rows.into_iter().map(|(_, start)| start).collect()),
        })
    }
}

/// A board's rows, each with the line and column of its opening quote; at most one more
/// than the largest board has, so that a board of a million rows is refused unread.
struct Rows<'a>(&'a Rc<RefCell<Place>>);

impl<'de> DeserializeSeed<'de> for Rows<'_> {
    type Value = Vec<(String, (usize, usize))>;

    fn deserialize<D: de::Deserializer<'de>>(self, parser: D) -> Result<Self::Value, D::Error> {
        parser.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for Rows<'_> {
    type Value = Vec<(String, (usize, usize))>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a board, a list of rows such as `[\".Q..\", ...]`")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut rows: A) -> Result<Self::Value, A::Error> {
        let mut read = Vec::new();
        while let Some(row) = rows.next_element::<Row>()? {
            read.push((row.0, self.0.borrow().string_start));
            if read.len() > MAX_N {
                return Err(de::Error::custom(format_args!(
                    "a board of more than {MAX_N} rows; boards are at most {MAX_N} wide"
                )));
            }
        }
        Ok(read)
    }
}

/// One row, a string.
struct Row(String);

impl<'de> de::Deserialize<'de> for Row {
    fn deserialize<D: de::Deserializer<'de>>(parser: D) -> Result<Self, D::Error> {
        struct RowVisitor;
        impl Visitor<'_> for RowVisitor {
            type Value = Row;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "a row, a string of `Q` and `.` such as \".Q..\"")
            }

            fn visit_str<E: de::Error>(self, text: &str) -> Result<Row, E> {
                Ok(Row(text.to_string()))
            }
        }
        parser.deserialize_str(RowVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::super::Format;
    use super::super::tests::text_of;

    /// The bytes, from LeetCode's statement and its example (N = 4), not our own output.
    #[test]
    fn the_exact_text_of_small_boards() {
        assert_eq!(text_of(Format::Leetcode, 1), "[[\"Q\"]]\n");
        assert_eq!(text_of(Format::Leetcode, 3), "[]\n");
        assert_eq!(
            text_of(Format::Leetcode, 4),
            "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]\n"
        );
        let six = text_of(Format::Leetcode, 6);
        assert!(
            six.starts_with(
                "[[\".Q....\",\"...Q..\",\".....Q\",\"Q.....\",\"..Q...\",\"....Q.\"],"
            )
        );
        assert_eq!(six.matches('[').count(), 5);
        let eight = text_of(Format::Leetcode, 8);
        assert_eq!(eight.matches("],[").count(), 91);
    }
}
