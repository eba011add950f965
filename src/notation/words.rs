//! Boards written as words: the columns of the queens row by row, from 1 (`1 5 8 6 3 7 2 4`,
//! `[1, 5, 8, 6, 3, 7, 2, 4]`, `15863724`) or from 0 as C prints `a[row]`; pairs `(row,
//! column)`; and chess squares (`a8 e7 h6 …`). Words are split at white space, commas,
//! semicolons and brackets.

use super::{Notation, NotationError, Pasted, Problem, Reading, cut};
use crate::board::{MAX_N, Square, Squares, row_of_rank};

/// A word of the text, and where it starts.
#[derive(Clone, Copy)]
struct Word<'a> {
    text: &'a str,
    /// Its line, from 1.
    line: usize,
    /// Its first character in the line, from 1.
    character: usize,
}

impl Word<'_> {
    fn wrong(&self, notation: Notation, problem: Problem) -> NotationError {
        NotationError::Wrong {
            notation,
            line: self.line,
            character: self.character,
            problem,
        }
    }
}

/// The words of `text` in groups, a board's each: a group ends at a closing bracket, and at
/// the end of a line outside brackets (`[[2, 4, 1, 3], [3, 1, 4, 2]]` is two, and so is the
/// columns format's `2 4 1 3\n3 1 4 2\n`). Groups without words are left out.
fn groups(text: &str) -> Vec<Vec<Word<'_>>> {
    let mut groups = vec![Vec::new()];
    let mut depth = 0usize;
    let (mut line, mut character) = (1, 0);
    // Where the word being read starts: its byte, line and character.
    let mut start: Option<(usize, usize, usize)> = None;
    for (at, c) in text.char_indices().chain([(text.len(), '\n')]) {
        character += 1;
        let separator =
            c.is_whitespace() || matches!(c, ',' | ';' | '[' | ']' | '(' | ')' | '{' | '}');
        if !separator {
            start.get_or_insert((at, line, character));
            continue;
        }
        if let Some((from, line, character)) = start.take() {
            let word = Word {
                text: &text[from..at],
                line,
                character,
            };
            if let Some(group) = groups.last_mut() {
                group.push(word);
            }
        }
        match c {
            '[' | '(' | '{' => depth += 1,
            ']' | ')' | '}' => {
                depth = depth.saturating_sub(1);
                groups.push(Vec::new());
            }
            '\n' => {
                if depth == 0 {
                    groups.push(Vec::new());
                }
                line += 1;
                character = 0;
            }
            _ => {}
        }
    }
    groups.retain(|group| !group.is_empty());
    groups
}

// ----------------------------------------------------------------------------
// Columns

/// Reads the first list of columns in `text`, and counts the lists of the same board size
/// after it (the lines of the columns format, the first three of the Checker Challenge's).
pub(super) fn columns(text: &str) -> Result<Reading, NotationError> {
    let groups = groups(text);
    let mut lists = groups.iter();
    let Some(first) = lists.next() else {
        return Err(NotationError::Empty);
    };
    let (board, from_zero) = column_list(first)?;
    let left_out = lists
        .map_while(|words| column_list(words).ok())
        .take_while(|(other, _)| other.n() == board.n())
        .count();
    let pasted = Pasted { board, left_out };
    Ok(if from_zero {
        Reading::FromZero(pasted)
    } else {
        Reading::Board(pasted)
    })
}

/// One board's columns, row by row: from 1, with `0`, `-` or `.` for a row left empty; or
/// from 0 when the list holds a 0 and no N, and read so puts a queen in every row. One word
/// of four digits or more is a column per digit, as textbooks print a solution: `15863724`.
/// Returns the board and whether its columns count from 0.
fn column_list(words: &[Word]) -> Result<(Squares, bool), NotationError> {
    let digits: Vec<Word>;
    let words = match words {
        [word] if word.text.len() >= 4 && word.text.bytes().all(|b| b.is_ascii_digit()) => {
            digits = (0..word.text.len())
                .map(|at| Word {
                    text: &word.text[at..=at],
                    character: word.character + at,
                    ..*word
                })
                .collect();
            &digits[..]
        }
        _ => words,
    };
    let n = words.len();
    if n > MAX_N {
        return Err(words[MAX_N].wrong(Notation::Columns, Problem::TooMany(n)));
    }
    // Each row's number, `None` for a row left empty by `-` or `.`.
    let mut numbers = Vec::with_capacity(n);
    for word in words {
        if matches!(word.text, "-" | ".") {
            numbers.push(None);
            continue;
        }
        let Some(number) = number(word.text) else {
            let problem = Problem::NotAColumn {
                word: cut(word.text),
            };
            return Err(word.wrong(Notation::Columns, problem));
        };
        numbers.push(Some(number));
    }
    let from_zero = numbers.contains(&Some(0))
        && numbers
            .iter()
            .all(|number| number.is_some_and(|number| number < n));
    let mut board = Squares::empty(n);
    for (row, (word, number)) in words.iter().zip(numbers).enumerate() {
        let column = match number {
            Some(number) if from_zero => number,
            None | Some(0) => continue,
            Some(number) if number <= n => number - 1,
            Some(_) => {
                let problem = Problem::ColumnOffBoard {
                    column: cut(word.text),
                    n,
                };
                return Err(word.wrong(Notation::Columns, problem));
            }
        };
        board.toggle(Square::new(row, column));
    }
    Ok((board, from_zero))
}

// ----------------------------------------------------------------------------
// Pairs

/// Whether `text` gives queens as pairs `(row, column)`: it opens with a parenthesis, and its
/// first group is two numbers.
pub(super) fn looks_like_pairs(text: &str) -> bool {
    text.trim_start().starts_with('(')
        && groups(text).first().is_some_and(|group| {
            group.len() == 2 && group.iter().all(|word| number(word.text).is_some())
        })
}

/// Queens as pairs `(row, column)`, rows from the top, as seed 000's program prints them:
/// `(0,0) (1,4) (2,7) …`, a board a line (the lines after the first are counted), or a pair a
/// line. `current_n` is the board on screen, as for chess squares.
pub(super) fn pairs(text: &str, current_n: usize) -> Result<Pasted, NotationError> {
    let groups = groups(text);
    let mut boards: Vec<&[Vec<Word>]> = groups
        .chunk_by(|one, next| one[0].line == next[0].line)
        .collect();
    if boards.iter().all(|pairs| pairs.len() == 1) {
        boards = vec![&groups[..]];
    }
    let mut boards = boards
        .into_iter()
        .map(|pairs| pairs_board(pairs, current_n));
    let board = boards.next().unwrap_or(Err(NotationError::Empty))?;
    let left_out = boards
        .map_while(Result::ok)
        .take_while(|other| other.n() == board.n())
        .count();
    Ok(Pasted { board, left_out })
}

/// One board's pairs: from 0 when a number is 0, from 1 otherwise (no 0 stands for an empty
/// row here).
fn pairs_board(pairs: &[Vec<Word>], current_n: usize) -> Result<Squares, NotationError> {
    let not_a_pair = |word: &Word| {
        let problem = Problem::NotAPair {
            word: cut(word.text),
        };
        word.wrong(Notation::Pairs, problem)
    };
    let mut numbers = Vec::with_capacity(pairs.len());
    for pair in pairs {
        let [row, column] = pair[..] else {
            return Err(not_a_pair(&pair[0]));
        };
        let row_number = number(row.text).ok_or_else(|| not_a_pair(&row))?;
        let column_number = number(column.text).ok_or_else(|| not_a_pair(&column))?;
        numbers.push((row_number, column_number, row));
    }
    let first = usize::from(
        !numbers
            .iter()
            .any(|&(row, column, _)| row == 0 || column == 0),
    );
    let mut queens: Vec<Square> = Vec::with_capacity(numbers.len());
    let mut smallest_n = 1;
    for (row, column, word) in numbers {
        let square = Square::new(row - first, column - first);
        let problem = if square.row >= MAX_N || square.column >= MAX_N {
            Problem::PairOffBoard {
                word: cut(word.text),
            }
        } else if queens.contains(&square) {
            Problem::Twice {
                word: cut(word.text),
            }
        } else {
            smallest_n = smallest_n.max(square.row + 1).max(square.column + 1);
            queens.push(square);
            continue;
        };
        return Err(word.wrong(Notation::Pairs, problem));
    }
    let mut board = Squares::empty(board_size(queens.len(), smallest_n, current_n));
    for square in queens {
        board.toggle(square);
    }
    Ok(board)
}

/// The number a word of digits is (the largest there is for one too large); `None` for a
/// word of anything else.
fn number(word: &str) -> Option<usize> {
    word.bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| word.parse().unwrap_or(usize::MAX))
}

/// The size of the board for `queens` queens that fit a board of `smallest_n`: that board when
/// they are one a row of it, and the board on screen (`current_n`) when it is larger and
/// they fill no board of their own.
fn board_size(queens: usize, smallest_n: usize, current_n: usize) -> usize {
    if queens >= smallest_n {
        smallest_n
    } else {
        smallest_n.max(current_n.min(MAX_N))
    }
}

// ----------------------------------------------------------------------------
// Chess squares

/// Chess squares such as `e7`: file letters, then the rank. `current_n` is the board on
/// screen, where queens that fill no board of their own are placed.
pub(super) fn squares(text: &str, current_n: usize) -> Result<Pasted, NotationError> {
    let mut squares: Vec<(usize, usize)> = Vec::new();
    let mut smallest_n = 1;
    for word in groups(text).into_iter().flatten() {
        let wrong = |problem| word.wrong(Notation::Squares, problem);
        let letters = word
            .text
            .bytes()
            .take_while(u8::is_ascii_alphabetic)
            .count();
        let (file, rank) = word.text.split_at(letters);
        // Files count as `file_name` names them: `a` to `z`, then `aa`, `ab`, …
        let column = file
            .bytes()
            .map(|letter| usize::from(letter.to_ascii_lowercase() - b'a') + 1)
            .try_fold(0usize, |value, digit| {
                value.checked_mul(26)?.checked_add(digit)
            })
            .and_then(|value| value.checked_sub(1))
            .filter(|&column| column < MAX_N);
        let Some(column) = column else {
            return Err(wrong(Problem::NotASquare {
                word: cut(word.text),
            }));
        };
        let digits = !rank.is_empty() && rank.bytes().all(|b| b.is_ascii_digit());
        let rank = match rank.parse::<usize>() {
            Ok(rank @ 1..=MAX_N) if digits => rank,
            _ => {
                return Err(wrong(Problem::NoRank {
                    word: cut(word.text),
                }));
            }
        };
        if squares.contains(&(column, rank)) {
            return Err(wrong(Problem::Twice {
                word: cut(word.text),
            }));
        }
        smallest_n = smallest_n.max(rank).max(column + 1);
        squares.push((column, rank));
    }
    if squares.is_empty() {
        return Err(NotationError::Empty);
    }
    let n = board_size(squares.len(), smallest_n, current_n);
    let mut board = Squares::empty(n);
    for (column, rank) in squares {
        board.toggle(Square::new(row_of_rank(n, rank), column));
    }
    Ok(Pasted { board, left_out: 0 })
}
