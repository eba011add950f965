//! Boards drawn as rows of squares: the judge's `A.......`, LeetCode's `.Q..`, seed 004's
//! `# . . . ` (a space after each square), under a header such as `No 1:` or `answer 1 :`, or
//! none. Each line is put as the judge writes it and given to the judge's own reader, which
//! finds the board's rows and what is wrong with them; this module says it of the line and
//! character that were pasted.

use super::{Notation, NotationError, Pasted, Problem};
use crate::board::MAX_N;
use crate::formats::judge::JudgeReader;
use crate::formats::read::{FormatProblem, ParseError, ReadError, marked_column};

/// The characters that draw a queen: the judge's `A`, LeetCode's `Q`, seed 004's `#`, and the
/// two letters in lower case, as students type them.
const QUEENS: [char; 5] = ['A', 'Q', '#', 'a', 'q'];

/// The character of an empty square, in every one of those notations.
const EMPTY: char = '.';

/// The header the judge's reader is given for each header pasted, whatever its number: only
/// the first board is placed.
const HEADER: &str = "No 1:";

/// Whether `character` draws a square.
pub(super) fn is_square(character: char) -> bool {
    character == EMPTY || QUEENS.contains(&character)
}

/// Whether `line` (trimmed) is a row: squares, with white space between them or not.
pub(super) fn is_row(line: &str) -> bool {
    let mut squares = line.chars().filter(|c| !c.is_whitespace()).peekable();
    squares.peek().is_some() && squares.all(is_square)
}

/// Whether `line` (trimmed) is a board's header: a word, a number, a colon, spaces between
/// them or not (`No 1:`, seed 004's `answer 1 :`).
pub(super) fn is_header(line: &str) -> bool {
    let word_end = line
        .find(|c: char| !c.is_alphabetic())
        .unwrap_or(line.len());
    let (word, rest) = line.split_at(word_end);
    let rest = rest.trim_start();
    let digits_end = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let (digits, rest) = rest.split_at(digits_end);
    !word.is_empty() && !digits.is_empty() && rest.trim_start() == ":"
}

/// Whether `line` (trimmed) is left out between boards: a rule such as seed 004's `-----`, or
/// the columns it prints under each board (`0 4 7 5 2 6 1 3 `).
fn is_between_boards(line: &str) -> bool {
    let rule = line.len() >= 2 && line.chars().all(|c| c == '-' || c == '=');
    rule || line
        .chars()
        .all(|c| c.is_ascii_digit() || c.is_whitespace())
}

/// A line given to the judge's reader, and where it was pasted.
struct Given<'a> {
    /// Its line in the text, from 1.
    line: usize,
    /// The line as pasted.
    pasted: &'a str,
    /// The line as the reader has it: `No 1:`, or a row of `A`, `.` and `?` for any other
    /// character.
    text: String,
    /// The character of the pasted line (from 1) of each square of a row.
    squares: Vec<usize>,
}

/// Reads the first board drawn in `text`, and counts the boards after it.
pub(super) fn read(text: &str) -> Result<Pasted, NotationError> {
    let given = judge_lines(text);
    let queen = given
        .iter()
        .filter(|line| !line.squares.is_empty())
        .flat_map(|row| row.pasted.chars())
        .find(|c| QUEENS.contains(c))
        .unwrap_or('A');
    let mut judge_text = String::with_capacity(text.len());
    for line in &given {
        judge_text.push_str(&line.text);
        judge_text.push('\n');
    }
    let mut reader = JudgeReader::new(judge_text.as_bytes(), None);
    match reader.next() {
        Some(Ok(board)) => Ok(Pasted {
            board: board.queens,
            left_out: reader.take_while(Result::is_ok).count(),
        }),
        Some(Err(ReadError::Format(error))) => {
            Err(wrong_at(Notation::Rows { queen }, &given, error))
        }
        // Text in memory is read without an error of the system; the text has a row or a
        // header, so a board or an error.
        Some(Err(ReadError::Io(_))) | None => Err(NotationError::Empty),
    }
}

/// The lines of `text` as the judge writes them: each header `No 1:`, each row of `A` and
/// `.` without spaces, a header above a row that starts a board, and nothing for what is left
/// out (blank lines, rules, columns).
fn judge_lines(text: &str) -> Vec<Given<'_>> {
    let mut given: Vec<Given> = Vec::new();
    // The width of the first row, and the rows since the last header.
    let mut width = None;
    let mut rows = 0;
    for (index, pasted) in text.lines().enumerate() {
        let line = index + 1;
        let content = pasted.trim();
        if content.is_empty() || is_between_boards(content) {
            continue;
        }
        let header = |text: &str| Given {
            line,
            pasted,
            text: text.to_string(),
            squares: Vec::new(),
        };
        if is_header(content) {
            given.push(header(HEADER));
            rows = 0;
            continue;
        }
        // A row with no header above it starts a board: the first, or one after a board
        // whose rows are all there (LeetCode's boards one under the other).
        if given.is_empty() || Some(rows) == width {
            given.push(header(HEADER));
            rows = 0;
        }
        let (text, squares) = pasted
            .chars()
            .enumerate()
            .filter(|(_, character)| !character.is_whitespace())
            .map(|(at, character)| {
                let square = match character {
                    EMPTY => '.',
                    queen if QUEENS.contains(&queen) => 'A',
                    _ => '?',
                };
                (square, at + 1)
            })
            .unzip();
        let row = Given {
            line,
            pasted,
            text,
            squares,
        };
        width.get_or_insert(row.squares.len());
        rows += 1;
        given.push(row);
    }
    given
}

/// What the judge's reader found wrong, said of the place pasted.
fn wrong_at(notation: Notation, given: &[Given], error: ParseError) -> NotationError {
    let Some(line) = error.line.checked_sub(1).and_then(|index| given.get(index)) else {
        // Past the last line: the board stops there.
        let line = given.last().map_or(1, |last| last.line + 1);
        let problem = match error.problem {
            FormatProblem::TruncatedBoard { rows, expected } => {
                Problem::TooFewRows { rows, expected }
            }
            other => Problem::Format(other),
        };
        return NotationError::Wrong {
            notation,
            line,
            character: 1,
            problem,
        };
    };
    let found = line.squares.len();
    let first_width = given
        .iter()
        .find(|line| !line.squares.is_empty())
        .map_or(found, |row| row.squares.len());
    // The problem, and the square it is at (from 0): one past the last for a row too short.
    let (problem, square) = match error.problem {
        FormatProblem::WrongCharacter { column, .. } => {
            let found = line
                .squares
                .get(column - 1)
                .and_then(|&character| line.pasted.chars().nth(character - 1))
                .unwrap_or('?');
            (Problem::NotQueenOrEmpty { found }, Some(column - 1))
        }
        FormatProblem::WrongLength { expected, found } => (
            Problem::RowWidth { expected, found },
            Some(expected.min(found)),
        ),
        // A row too long for the reader's line is too wide for any board, or for this one.
        FormatProblem::TooWide(_) | FormatProblem::LineTooLong(_) if first_width > MAX_N => {
            (Problem::TooWide(found), Some(MAX_N))
        }
        FormatProblem::TooWide(_) | FormatProblem::LineTooLong(_) => (
            Problem::RowWidth {
                expected: first_width,
                found,
            },
            Some(first_width),
        ),
        FormatProblem::TruncatedBoard { rows, expected } => {
            (Problem::TooFewRows { rows, expected }, None)
        }
        other => {
            let square = marked_column(&other, line.text.as_bytes());
            (Problem::Format(other), square)
        }
    };
    let character = square.map_or(1, |square| {
        line.squares
            .get(square)
            .copied()
            .unwrap_or_else(|| line.squares.last().map_or(1, |last| last + 1))
    });
    NotationError::Wrong {
        notation,
        line: line.line,
        character,
        problem,
    }
}
