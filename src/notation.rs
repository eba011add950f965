//! A board as people paste it, in any notation the formats and the seeds write: rows drawn
//! with `A`, `Q` or `#` and `.` (the judge's, LeetCode's, seed 004's `# . . .`), under `No k:`
//! or `answer k :` or no header; LeetCode's JSON (a board or the whole answer); the columns of
//! the queens row by row (`1 5 8 6 3 7 2 4`, `[1, 5, 8, 6, 3, 7, 2, 4]`, `15863724`); pairs
//! `(row, column)` as seed 000's program prints them; or chess squares (`a8 e7 h6 …`). Each
//! sets N from the text; of a whole answer, the first board is read and the others counted.
//! Anything else is refused with what the text was read as, the line and character where it
//! breaks that, and how.
//!
//! Each notation is read in a module of its own, through the format's own reader where there
//! is one: [`rows`] through the judge's, [`json`] through LeetCode's; [`words`] reads the column
//! lists, pairs and chess squares, which no format reads as loosely.

mod json;
#[cfg(test)]
mod properties;
mod rows;
mod words;

use std::fmt;

use crate::board::{MAX_N, Squares, file_name};
use crate::formats::read::FormatProblem;

/// A board read from pasted text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pasted {
    /// The board, N set from the text.
    pub board: Squares,
    /// Boards after the first (the text is a whole answer), which were left out.
    pub left_out: usize,
}

/// What pasted text reads as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reading {
    /// A board to place.
    Board(Pasted),
    /// Columns that count from 0, as C's `a[row] = column` prints them (seeds 002 and 004): the
    /// text holds a 0 and no N, and read from 0 it puts a queen in every row. This is the board
    /// read so, to be placed only when the user says the columns do count from 0.
    FromZero(Pasted),
}

/// The notation pasted text was read in, to say so when the text breaks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notation {
    /// Rows drawn with `queen` (the first one drawn; `A` when there is none) and `.`.
    Rows {
        /// The character of a queen: the judge's `A`, LeetCode's `Q`, seed 004's `#`.
        queen: char,
    },
    /// LeetCode's JSON: a board, or a list of boards.
    Leetcode,
    /// The columns of the queens, row by row.
    Columns,
    /// Pairs `(row, column)`.
    Pairs,
    /// Chess squares.
    Squares,
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Rows { queen } => write!(f, "rows of `{queen}` and `.`"),
            Self::Leetcode => write!(f, "LeetCode's JSON"),
            Self::Columns => write!(f, "a list of columns"),
            Self::Pairs => write!(f, "pairs (row, column)"),
            Self::Squares => write!(f, "chess squares"),
        }
    }
}

/// Why pasted text is not a board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    /// Nothing but white space and separators.
    #[error("the text is empty")]
    Empty,
    /// Text read in `notation` that breaks it.
    #[error("read as {notation}, line {line}, character {character}: {problem}")]
    Wrong {
        /// What the text was read as.
        notation: Notation,
        /// The line of the pasted text, from 1 (one past the last where the text stops short).
        line: usize,
        /// The character of that line, from 1.
        character: usize,
        /// What is wrong there.
        problem: Problem,
    },
}

/// What is wrong at a place of pasted text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    /// What the format's own reader says (LeetCode's JSON).
    #[error("{0}")]
    Format(FormatProblem),
    /// A character of a row that is neither a queen nor `.`.
    #[error("`{found}` is neither a queen nor an empty square `.`")]
    NotQueenOrEmpty {
        /// The character.
        found: char,
    },
    /// A row with another count of squares than the board's first.
    #[error("a row of {found} squares, where the first row has {expected}")]
    RowWidth {
        /// The first row's squares: N.
        expected: usize,
        /// This row's.
        found: usize,
    },
    /// A row wider than the largest board.
    #[error("a row of {0} squares; boards are at most {MAX_N} wide")]
    TooWide(usize),
    /// The board stops before its N rows.
    #[error("the board stops after {rows} of its {expected} rows")]
    TooFewRows {
        /// The rows it has.
        rows: usize,
        /// N.
        expected: usize,
    },
    /// A word of a column list that is not a number.
    #[error("`{word}` is not a column number; a list of columns holds only numbers")]
    NotAColumn {
        /// The word, cut to 20 characters.
        word: String,
    },
    /// A column past the `n` columns of the list's board.
    #[error(
        "column {column} is off the board: {n} columns make a board of {n}×{n}, columns 1 to {n}"
    )]
    ColumnOffBoard {
        /// The column as written, cut to 20 characters.
        column: String,
        /// The board size the list gives.
        n: usize,
    },
    /// More columns than the largest board has (said at the first one too many).
    #[error("{0} columns; boards are at most {MAX_N} wide")]
    TooMany(usize),
    /// A group of a list of pairs that is not two numbers, said at the word at fault.
    #[error(
        "`{word}` is not part of a pair of numbers such as `(0, 4)`: a queen's row, then its column"
    )]
    NotAPair {
        /// The word, cut to 20 characters.
        word: String,
    },
    /// A pair past the largest board (said at its row).
    #[error("`{word}` begins a pair off the largest board, {MAX_N}×{MAX_N}")]
    PairOffBoard {
        /// The pair's first word, cut to 20 characters.
        word: String,
    },
    /// A word of chess squares with no file, or one past the largest board.
    #[error("`{word}` is not a square such as `e7`: a file from `a` to `{}`, then a rank", file_name(MAX_N - 1))]
    NotASquare {
        /// The word, cut to 20 characters.
        word: String,
    },
    /// A square without a rank from 1 to [`MAX_N`] after its file.
    #[error("`{word}` has no rank from 1 to {MAX_N} after its file")]
    NoRank {
        /// The word, cut to 20 characters.
        word: String,
    },
    /// The same square twice.
    #[error("`{word}` is given twice")]
    Twice {
        /// The square.
        word: String,
    },
}

/// Reads a board from `text`. `current_n`, the board size on screen, decides N for chess
/// squares and pairs that do not fill a board (`a1 c2` is two queens on it when it is large
/// enough).
pub fn parse_board(text: &str, current_n: usize) -> Result<Reading, NotationError> {
    let text = plain_characters(text);
    let Some(first_line) = text.lines().map(str::trim).find(|line| !line.is_empty()) else {
        return Err(NotationError::Empty);
    };
    if json::looks_like(&text) {
        json::read(&text).map(Reading::Board)
    } else if rows::is_header(first_line) || rows::is_row(first_line) {
        rows::read(&text).map(Reading::Board)
    } else if words::looks_like_pairs(&text) {
        words::pairs(&text, current_n).map(Reading::Board)
    } else if first_line.starts_with(|c: char| c.is_ascii_alphabetic()) {
        words::squares(&text, current_n).map(Reading::Board)
    } else {
        words::columns(&text)
    }
}

/// `text` with what an input method types for ASCII made ASCII: full-width letters, digits
/// and signs (`１，５`), the ideographic space and comma; and a byte-order mark made a space.
/// One character for one, so that every place in it is the place pasted.
fn plain_characters(text: &str) -> String {
    text.chars()
        .map(|character| match character {
            '\u{FF01}'..='\u{FF5E}' => {
                char::from_u32(u32::from(character) - 0xFEE0).unwrap_or(character)
            }
            '\u{3000}' | '\u{FEFF}' => ' ',
            '\u{3001}' => ',',
            other => other,
        })
        .collect()
}

/// `text` cut to 20 characters, as an error shows a word.
fn cut(text: &str) -> String {
    text.chars().take(20).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Square;

    /// The board the text reads as, placed without a question.
    fn board(text: &str) -> Pasted {
        match parse_board(text, 12) {
            Ok(Reading::Board(pasted)) => pasted,
            other => panic!("{text:?}: {other:?}"),
        }
    }

    fn columns_of(board: &Squares) -> Vec<usize> {
        board
            .queens()
            .iter()
            .map(|queen| queen.column + 1)
            .collect()
    }

    /// The error's words, as the command line says them.
    fn message(text: &str) -> String {
        parse_board(text, 8).unwrap_err().to_string()
    }

    /// The first solution of N = 8, `1 5 8 6 3 7 2 4`.
    const FIRST: [usize; 8] = [1, 5, 8, 6, 3, 7, 2, 4];

    // ---- Each seed's output, exactly as its program prints it.

    /// Seed 000, the judge problem's sample output, with the blank lines of its page.
    #[test]
    fn seed_000_sample_output() {
        let sample = "No 1:\n\nA.......\n\n....A...\n\n.......A\n\n.....A..\n\n..A.....\n\n\
                      ......A.\n\n.A......\n\n...A....\n\nNo 2:\n\nA.......\n\n.....A..\n\n\
                      .......A\n\n..A.....\n\n......A.\n\n...A....\n\n.A......\n\n....A...\n";
        let pasted = board(sample);
        assert_eq!(columns_of(&pasted.board), FIRST);
        assert_eq!(pasted.left_out, 1);
    }

    /// Seed 004's `print()`: `answer k : `, rows of `# ` and `. `, the columns from 0 and a
    /// rule; the whole output is 92 of them.
    #[test]
    fn seed_004_output() {
        let first = "answer 1 : \n# . . . . . . . \n. . . . # . . . \n. . . . . . . # \n\
                     . . . . . # . . \n. . # . . . . . \n. . . . . . # . \n. # . . . . . . \n\
                     . . . # . . . . \n0 4 7 5 2 6 1 3 \n--------------------------------\n";
        let pasted = board(first);
        assert_eq!(columns_of(&pasted.board), FIRST);
        assert_eq!(pasted.left_out, 0);
        let second = "answer 2 : \n# . . . . . . . \n. . . . . # . . \n. . . . . . . # \n\
                      . . # . . . . . \n. . . . . . # . \n. . . # . . . . \n. # . . . . . . \n\
                      . . . . # . . . \n0 5 7 2 6 3 1 4 \n--------------------------------\n";
        let both = format!("{first}{second}请按任意键继续. . .\n");
        assert_eq!(board(&both).left_out, 1);
        // Its columns line alone counts from 0.
        let Ok(Reading::FromZero(pasted)) = parse_board("0 4 7 5 2 6 1 3 \n", 8) else {
            panic!("not asked");
        };
        assert_eq!(columns_of(&pasted.board), FIRST);
    }

    /// Seed 002's `Print()`: `pos[i]` from 0, a space after each.
    #[test]
    fn seed_002_output() {
        let Ok(Reading::FromZero(pasted)) = parse_board("0 4 7 5 2 6 1 3 ", 8) else {
            panic!("not asked");
        };
        assert_eq!(columns_of(&pasted.board), FIRST);
        assert_eq!(pasted.left_out, 0);
    }

    /// Seed 000's second program, `printf("(%d,%d) ", point[i].x, point[i].y)` and a newline
    /// for each way of putting a queen in every row and column, row and column from 0.
    #[test]
    fn seed_000_pairs_output() {
        let output = "(0,0) (1,1) (2,2) (3,3) (4,4) (5,5) (6,6) (7,7) \n\
                      (0,0) (1,1) (2,2) (3,3) (4,4) (5,5) (6,7) (7,6) \n";
        let pasted = board(output);
        assert_eq!(columns_of(&pasted.board), [1, 2, 3, 4, 5, 6, 7, 8]);
        assert_eq!(pasted.left_out, 1);
        let first = "(0,0) (1,4) (2,7) (3,5) (4,2) (5,6) (6,1) (7,3) ";
        assert_eq!(columns_of(&board(first).board), FIRST);
        // From 1 without a 0, and a pair a line.
        assert_eq!(
            columns_of(
                &board("(1, 1)\n(2, 5)\n(3, 8)\n(4, 6)\n(5, 3)\n(6, 7)\n(7, 2)\n(8, 4)").board
            ),
            FIRST
        );
        // Two queens fill no board of their own: the board on screen, 12.
        assert_eq!(board("(0,0) (1,2)").board.n(), 12);
    }

    // ---- Every notation.

    #[test]
    fn rows_of_a_q_or_hash_with_or_without_spaces_and_headers() {
        let judge = "No 1:\nA.......\n....A...\n.......A\n.....A..\n..A.....\n......A.\n\
                     .A......\n...A....\n";
        for text in [
            judge.to_string(),
            judge[6..].to_string(),
            judge.replace('A', "Q"),
            judge[6..].replace('A', "q"),
            judge.replace('A', "a"),
            judge.replace('A', "#").replace("No 1:", "answer 1 :"),
            // Spaces between squares, white space around lines, Windows line ends.
            "  A . . . . . . .\r\n. . . . A . . .\r\n\r\n. . . . . . . A\n. . . . . A . .\n\
             ..A.....\n......A.\n.A......\n...A.... "
                .to_string(),
            // What a Chinese input method types: full-width letters and colon.
            "No 1：\nＡ.......\n....A...\n.......A\n.....A..\n..A.....\n......A.\n.A......\n...A....\n"
                .to_string(),
            "解 1：\nA.......\n....A...\n.......A\n.....A..\n..A.....\n......A.\n.A......\n...A....\n"
                .to_string(),
        ] {
            let pasted = board(&text);
            assert_eq!(columns_of(&pasted.board), FIRST, "{text:?}");
            assert_eq!(pasted.left_out, 0, "{text:?}");
        }
    }

    #[test]
    fn boards_after_the_first_are_counted_headers_or_not() {
        let second = board("No 1:\nA.\n.A\nNo 2:\n.A\nA.\n");
        assert_eq!((second.board.n(), second.left_out), (2, 1));
        // LeetCode's rows of two boards, one under the other, a blank line between or not.
        let four = ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n";
        assert_eq!(board(four).left_out, 1);
        assert_eq!(board(&four.replace("\n\n", "\n")).left_out, 1);
        assert_eq!(columns_of(&board(four).board), [2, 4, 1, 3]);
        // A broken board after the first ends the count.
        assert_eq!(
            board("No 1:\nA.\n.A\nNo 2:\n.A\nAA.\nNo 3:\n.A\nA.\n").left_out,
            0
        );
    }

    #[test]
    fn leetcode_json_a_board_the_answer_or_quoted_rows() {
        let answer = r#"[[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]]"#;
        for (text, left_out) in [
            (answer.to_string(), 1),
            (format!("{answer}\n"), 1),
            (r#"[".Q..","...Q","Q...","..Q."]"#.to_string(), 0),
            // Copied out of the answer, with the comma after it.
            (r#"[".Q..","...Q","Q...","..Q."],"#.to_string(), 0),
            (r#"".Q..","...Q","Q...","..Q.""#.to_string(), 0),
            ("\".Q..\",\n\"...Q\",\n\"Q...\",\n\"..Q.\"\n".to_string(), 0),
            // Python prints single quotes; a word processor curls them.
            (
                "[['.Q..', '...Q', 'Q...', '..Q.'], ['..Q.', 'Q...', '...Q', '.Q..']]".to_string(),
                1,
            ),
            ("[“.Q..”, “...Q”, “Q...”, “..Q.”]".to_string(), 0),
            (r#"[".q..","...q","q...","..q."]"#.to_string(), 0),
            (
                "[\n  [\".Q..\",\n   \"...Q\",\n   \"Q...\",\n   \"..Q.\"]\n]".to_string(),
                0,
            ),
        ] {
            let pasted = board(&text);
            assert_eq!(columns_of(&pasted.board), [2, 4, 1, 3], "{text:?}");
            assert_eq!(pasted.left_out, left_out, "{text:?}");
        }
    }

    #[test]
    fn column_lists_from_1_with_any_separators() {
        for text in [
            "1 5 8 6 3 7 2 4",
            "1,5,8,6,3,7,2,4",
            "[1, 5, 8, 6, 3, 7, 2, 4]",
            "(1, 5, 8, 6, 3, 7, 2, 4)",
            "{1,5,8,6,3,7,2,4};",
            "１，５，８，６，３，７，２，４",
            "1、5、8、6、3、7、2、4",
            "15863724",
            "[1, 5, 8,\n 6, 3, 7, 2, 4]",
        ] {
            let pasted = board(text);
            assert_eq!(columns_of(&pasted.board), FIRST, "{text:?}");
            assert_eq!(pasted.left_out, 0, "{text:?}");
        }
        assert_eq!(board("2 4 1 3").board.n(), 4);
        assert_eq!(board("3 - 0 .").board.queens().len(), 1);
    }

    #[test]
    fn a_list_of_column_lists_gives_its_first() {
        // The columns format, the Checker Challenge's answer, and a list of lists.
        let columns = "2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n5 3 1 6 4 2\n";
        assert_eq!(board(columns).left_out, 3);
        let checker = "2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n4\n";
        assert_eq!(board(checker).left_out, 2);
        let lists = "[[2, 4, 1, 3], [3, 1, 4, 2]]";
        let pasted = board(lists);
        assert_eq!(
            (columns_of(&pasted.board), pasted.left_out),
            (vec![2, 4, 1, 3], 1)
        );
    }

    #[test]
    fn columns_from_0_are_asked_about() {
        for text in ["0 4 7 5 2 6 1 3", "[0, 4, 7, 5, 2, 6, 1, 3]", "04752613"] {
            let Ok(Reading::FromZero(pasted)) = parse_board(text, 8) else {
                panic!("{text:?} not asked about");
            };
            assert_eq!(columns_of(&pasted.board), FIRST, "{text:?}");
        }
        let Ok(Reading::FromZero(pasted)) = parse_board("1 3 0 2\n2 0 3 1\n", 8) else {
            panic!("not asked about");
        };
        assert_eq!(pasted.left_out, 1);
        // A 0 with N (`8` on a board of 8), or a row left empty: a 0 is an empty row.
        assert_eq!(board("0 4 7 5 2 6 1 8").board.queens().len(), 7);
        assert_eq!(board("3 - 0 1").board.queens().len(), 2);
    }

    #[test]
    fn chess_squares_set_n_from_the_text_or_the_screen() {
        for text in [
            "a8 e7 h6 f5 c4 g3 b2 d1",
            "d1, b2, g3, c4, f5, h6, e7, a8",
            "A8 E7 H6 F5 C4 G3 B2 D1",
        ] {
            assert_eq!(columns_of(&board(text).board), FIRST, "{text:?}");
        }
        // Two queens that do not fill a board go on the board on screen when it is large
        // enough, and on the smallest board they fit otherwise.
        assert_eq!(parse_board("a1 c2", 8), parse_board("c2 a1", 8));
        let Ok(Reading::Board(two)) = parse_board("a1 c2", 8) else {
            panic!("not a board");
        };
        assert_eq!(two.board.n(), 8);
        assert_eq!(board("a1 j10").board.n(), 12);
        let wide = board("aa27 af1").board;
        assert_eq!(wide.n(), 32);
        assert_eq!(wide.queens()[0], Square::new(5, 26));
    }

    // ---- What is refused, and the words.

    #[test]
    fn bad_text_is_named_with_what_it_was_read_as_and_where() {
        assert_eq!(message("   \n\t"), "the text is empty");
        assert_eq!(
            message("1 5 9 6 3 7 2 4"),
            "read as a list of columns, line 1, character 5: column 9 is off the board: 8 \
             columns make a board of 8×8, columns 1 to 8"
        );
        assert_eq!(
            message("[1, 3,\n x, 4]"),
            "read as a list of columns, line 2, character 2: `x` is not a column number; a \
             list of columns holds only numbers"
        );
        assert_eq!(
            message(&"1 ".repeat(33)),
            "read as a list of columns, line 1, character 65: 33 columns; boards are at most \
             32 wide"
        );
        assert_eq!(
            message("a8 e7 e7"),
            "read as chess squares, line 1, character 7: `e7` is given twice"
        );
        assert!(
            message("a8\ne0")
                .starts_with("read as chess squares, line 2, character 1: `e0` has no rank")
        );
        assert!(
            message("a8 zz9")
                .starts_with("read as chess squares, line 1, character 4: `zz9` is not a square")
        );
        assert_eq!(
            message("# . . .\n. . #\n. # . .\n. . . #"),
            "read as rows of `#` and `.`, line 2, character 6: a row of 3 squares, where the \
             first row has 4"
        );
        assert_eq!(
            message("answer 1 :\nQ...\n.Q..\n\n..x.\n...Q\n"),
            "read as rows of `Q` and `.`, line 5, character 3: `x` is neither a queen nor an \
             empty square `.`"
        );
        assert_eq!(
            message("No 1:\nA...\n.A..\nNo 2:\n"),
            "read as rows of `A` and `.`, line 4, character 1: the board stops after 2 of its \
             4 rows"
        );
        assert_eq!(
            message("A...\n.A.."),
            "read as rows of `A` and `.`, line 3, character 1: the board stops after 2 of its \
             4 rows"
        );
        assert_eq!(
            message(&format!("{}\n", ".".repeat(40))),
            "read as rows of `A` and `.`, line 1, character 33: a row of 40 squares; boards \
             are at most 32 wide"
        );
        assert_eq!(
            message(r#"[".Q..","...Q","Q..","..Q."]"#),
            "read as LeetCode's JSON, line 1, character 16: rank 2 has 3 characters; a row of \
             this board has 4"
        );
        assert_eq!(
            message("[\".Q..\",\n \"...Q\",\n \"Q.x.\",\n \"..Q.\"]"),
            "read as LeetCode's JSON, line 3, character 5: `x` in rank 2, character 3; a row \
             holds only `Q` and `.`"
        );
        assert_eq!(
            message("(0,0) (1,4) (2,x)"),
            "read as pairs (row, column), line 1, character 16: `x` is not part of a pair of \
             numbers such as `(0, 4)`: a queen's row, then its column"
        );
        assert_eq!(
            message("(0,0) (1,4,2)"),
            "read as pairs (row, column), line 1, character 8: `1` is not part of a pair of \
             numbers such as `(0, 4)`: a queen's row, then its column"
        );
        assert_eq!(
            message("(0,0) (32,4)"),
            "read as pairs (row, column), line 1, character 8: `32` begins a pair off the \
             largest board, 32×32"
        );
        assert!(
            message(r#"[[".Q..","...Q"],"#).starts_with("read as LeetCode's JSON, line 1,"),
            "{}",
            message(r#"[[".Q..","...Q"],"#)
        );
    }
}
