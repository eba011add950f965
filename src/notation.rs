//! A board written out by hand, as people paste it: the judge's rows (`A` and `.`, with or
//! without `No k:`), a list of columns row by row (`1 5 8 6 3 7 2 4`, or `15863724`), or chess
//! squares (`a8 e7 h6 …`). Each sets N from the text; anything else is refused with what is
//! wrong and where.

use crate::board::{MAX_N, Square, Squares, file_name, row_of_rank};
use crate::formats::read::{FormatProblem, ReadError};
use crate::judge::JudgeReader;

/// A board read from pasted text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pasted {
    /// The board, N set from the text.
    pub board: Squares,
    /// Boards after the first in judge text, which were left out.
    pub left_out: usize,
}

/// Why pasted text is not a board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    /// Nothing but white space.
    #[error("the text is empty")]
    Empty,
    /// Judge text that breaks the format.
    #[error("judge text, line {line}: {problem}")]
    JudgeText {
        /// The line of the pasted text, from 1.
        line: usize,
        /// What is wrong there.
        problem: FormatProblem,
    },
    /// A word of a column list or of chess squares that is neither.
    #[error("word {index} (`{word}`): {problem}")]
    Word {
        /// Its place in the text, from 1.
        index: usize,
        /// The word, cut to 20 characters.
        word: String,
        /// What is wrong with it.
        problem: WordProblem,
    },
    /// More than [`MAX_N`] columns.
    #[error("{0} columns; boards are at most {MAX_N} wide")]
    TooMany(usize),
}

/// What is wrong with a word of a column list or of chess squares.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WordProblem {
    /// Not a number in a list of columns.
    #[error("expected a column number: a list of columns has only numbers")]
    NotAColumn,
    /// A column past the `n` columns of the list's board.
    #[error("this column is off the board: {n} columns make an {n}×{n} board, columns 1 to {n}")]
    ColumnOffBoard {
        /// The board size the list gives.
        n: usize,
    },
    /// No file letters, or a file past the largest board.
    #[error("expected a square such as `e7`: a file from `a` to `{}`, then a rank", file_name(MAX_N - 1))]
    NotASquare,
    /// No rank, or one past the largest board, after the file.
    #[error("expected a rank from 1 to {MAX_N} after the file")]
    NoRank,
    /// The same square twice.
    #[error("that square is given twice")]
    Twice,
}

/// Reads a board from `text`. `current_n`, the board size on screen, decides N for chess
/// squares that do not fill the board (`a1 c2` is two queens on it when it is large enough).
pub fn parse_board(text: &str, current_n: usize) -> Result<Pasted, NotationError> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(NotationError::Empty);
    }
    let first_line = trimmed.lines().next().unwrap_or_default().trim();
    if first_line.starts_with("No ") || first_line.bytes().all(|b| b == b'A' || b == b'.') {
        return judge_text(trimmed);
    }
    let words: Vec<&str> = trimmed
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|word| !word.is_empty())
        .collect();
    let Some(first_word) = words.first() else {
        return Err(NotationError::Empty);
    };
    if first_word.starts_with(|c: char| c.is_ascii_alphabetic()) {
        chess_squares(&words, current_n)
    } else {
        columns(&words)
    }
}

/// Judge text, forgiving what a copy adds: white space around lines, `\r\n`, blank lines.
fn judge_text(text: &str) -> Result<Pasted, NotationError> {
    let mut cleaned = String::with_capacity(text.len());
    let mut kept_lines = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if !line.is_empty() {
            cleaned.push_str(line);
            cleaned.push('\n');
            kept_lines.push(index + 1);
        }
    }
    let mut reader = JudgeReader::new(cleaned.as_bytes(), None);
    // The rows alone are a board too.
    let first = if cleaned.starts_with("No ") {
        reader.next().map(|read| read.map(|board| board.queens))
    } else {
        reader.rows_only()
    };
    let board = match first {
        Some(Ok(board)) => board,
        Some(Err(ReadError::Format(error))) => {
            // The line of the cleaned text back to the line of what was pasted.
            let line = error
                .line
                .checked_sub(1)
                .and_then(|index| kept_lines.get(index).copied())
                .unwrap_or_else(|| kept_lines.last().map_or(1, |last| last + 1));
            return Err(NotationError::JudgeText {
                line,
                problem: error.problem,
            });
        }
        // Text in memory is read without an error of the system; none is the empty text.
        Some(Err(ReadError::Io(_))) | None => return Err(NotationError::Empty),
    };
    let left_out = reader.take_while(Result::is_ok).count();
    Ok(Pasted { board, left_out })
}

/// Columns row by row, from 1; `0`, `-` or `.` for a row left empty. One word of digits
/// 1 to 9 alone is a column per digit, as textbooks print a solution: `15863724`.
fn columns(words: &[&str]) -> Result<Pasted, NotationError> {
    let digits: Vec<String>;
    let words: Vec<&str> = match words {
        [word] if word.len() >= 4 && word.bytes().all(|b| (b'1'..=b'9').contains(&b)) => {
            digits = word.chars().map(String::from).collect();
            digits.iter().map(String::as_str).collect()
        }
        _ => words.to_vec(),
    };
    let n = words.len();
    if n > MAX_N {
        return Err(NotationError::TooMany(n));
    }
    let mut board = Squares::empty(n);
    for (row, word) in words.iter().enumerate() {
        let wrong = |problem: WordProblem| word_error(row + 1, word, problem);
        if matches!(*word, "0" | "-" | ".") {
            continue;
        }
        if !word.bytes().all(|b| b.is_ascii_digit()) {
            return Err(wrong(WordProblem::NotAColumn));
        }
        match word.parse::<usize>() {
            Ok(column @ 1..) if column <= n => board.toggle(Square::new(row, column - 1)),
            _ => return Err(wrong(WordProblem::ColumnOffBoard { n })),
        }
    }
    Ok(Pasted { board, left_out: 0 })
}

/// Chess squares such as `e7`: file letters, then the rank.
fn chess_squares(words: &[&str], current_n: usize) -> Result<Pasted, NotationError> {
    let mut squares = Vec::with_capacity(words.len());
    let mut smallest_n = 1;
    for (index, word) in words.iter().enumerate() {
        let wrong = |problem: WordProblem| word_error(index + 1, word, problem);
        let letters = word.bytes().take_while(u8::is_ascii_alphabetic).count();
        let (file, rank) = word.split_at(letters);
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
            return Err(wrong(WordProblem::NotASquare));
        };
        let digits = !rank.is_empty() && rank.bytes().all(|b| b.is_ascii_digit());
        let rank = match rank.parse::<usize>() {
            Ok(rank @ 1..=MAX_N) if digits => rank,
            _ => {
                return Err(wrong(WordProblem::NoRank));
            }
        };
        smallest_n = smallest_n.max(rank).max(column + 1);
        if squares.contains(&(column, rank)) {
            return Err(wrong(WordProblem::Twice));
        }
        squares.push((column, rank));
    }
    // Queens on every rank of the smallest board they fit make that board; fewer are placed on
    // the board on screen when it is large enough.
    let n = if squares.len() >= smallest_n {
        smallest_n
    } else {
        smallest_n.max(current_n.min(MAX_N))
    };
    let mut board = Squares::empty(n);
    for (column, rank) in squares {
        board.toggle(Square::new(row_of_rank(n, rank), column));
    }
    Ok(Pasted { board, left_out: 0 })
}

fn word_error(index: usize, word: &str, problem: WordProblem) -> NotationError {
    NotationError::Word {
        index,
        word: word.chars().take(20).collect(),
        problem,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn columns_of(board: &Squares) -> Vec<usize> {
        board
            .queens()
            .iter()
            .map(|queen| queen.column + 1)
            .collect()
    }

    #[test]
    fn the_three_notations_give_the_same_board() {
        let judge = "No 1:\nA.......\n....A...\n.......A\n.....A..\n..A.....\n......A.\n.A......\n...A....\n";
        let expected = vec![1, 5, 8, 6, 3, 7, 2, 4];
        for text in [
            judge,
            &judge[6..],
            "  A.......\r\n....A...\r\n\r\n.......A\n.....A..\n..A.....\n......A.\n.A......\n...A.... ",
            "1 5 8 6 3 7 2 4",
            "1,5,8,6,3,7,2,4",
            "15863724",
            "a8 e7 h6 f5 c4 g3 b2 d1",
            "d1 b2 g3 c4 f5 h6 e7 a8",
        ] {
            let pasted = parse_board(text, 12).unwrap_or_else(|e| panic!("{text:?}: {e}"));
            assert_eq!(pasted.board.n(), 8, "{text:?}");
            assert_eq!(columns_of(&pasted.board), expected, "{text:?}");
        }
    }

    #[test]
    fn n_comes_from_the_text() {
        assert_eq!(parse_board("2 4 1 3", 8).unwrap().board.n(), 4);
        assert_eq!(parse_board("3 - 0 .", 8).unwrap().board.queens().len(), 1);
        // Two queens that do not fill a board go on the board on screen when it is large
        // enough, and on the smallest board they fit otherwise.
        assert_eq!(parse_board("a1 c2", 8).unwrap().board.n(), 8);
        assert_eq!(parse_board("a1 j10", 8).unwrap().board.n(), 10);
        let wide = parse_board("aa27 af1", 8).unwrap().board;
        assert_eq!(wide.n(), 32);
        assert_eq!(wide.queens()[0], Square::new(5, 26));
        let second = parse_board("No 1:\nA.\n.A\nNo 2:\n.A\nA.\n", 8).unwrap();
        assert_eq!((second.board.n(), second.left_out), (2, 1));
    }

    #[test]
    fn bad_text_is_named_where_it_is_wrong() {
        let message = |text: &str| parse_board(text, 8).unwrap_err().to_string();
        assert_eq!(message("   "), "the text is empty");
        assert!(message("1 5 9 6 3 7 2 4").starts_with("word 3 (`9`): this column is off"));
        assert!(message("1 3 x 4").starts_with("word 3 (`x`): expected a column number"));
        assert!(message("a8 e7 e7").starts_with("word 3 (`e7`): that square is given twice"));
        assert!(message("a8 e0").starts_with("word 2 (`e0`): expected a rank"));
        assert!(message("a8 zz9").starts_with("word 2 (`zz9`): expected a square"));
        assert!(message(&"1 ".repeat(33)).contains("33 columns"));
        assert_eq!(
            message("A...\n.A.\n..A.\n...A"),
            "judge text, line 2: expected a row of 4 characters, found 3"
        );
        assert_eq!(
            message("No 1:\nA...\n.A..\n\n..x.\n...A\n"),
            "judge text, line 5: unexpected `x` in column 3; a row holds only `A` and `.`"
        );
    }
}
