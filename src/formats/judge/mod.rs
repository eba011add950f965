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

mod read;
mod write;

pub use read::JudgeReader;
pub use write::{JudgeWriter, append_header, append_mirrored_rows, append_rows, row_table};

use crate::board::{Square, Squares};

/// The bytes of the header `No k:\n` for solution `number`.
fn header_len(number: u64) -> u64 {
    "No ".len() as u64 + u64::from(decimal_digits(number)) + ":\n".len() as u64
}

fn decimal_digits(number: u64) -> u32 {
    number.checked_ilog10().unwrap_or(0) + 1
}

/// The size in bytes of solutions `first..=last` of an `n`×`n` board in the judge's format;
/// `u64::MAX` when it is more than that (all 234,907,967,154,122,528 solutions of N = 27 take
/// about 1.8 × 10^20 bytes).
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
        size = (end - start + 1)
            .checked_mul(header_len(start) + board)
            .and_then(|part| part.checked_add(size))
            .unwrap_or(u64::MAX);
        if end == u64::MAX {
            break;
        }
        start = end + 1;
    }
    size
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

#[cfg(test)]
mod tests {
    use std::io;

    use super::*;
    use crate::board::MAX_N;
    use crate::formats::BoardReader;
    use crate::formats::read::{Excerpt, FileBoard, FormatProblem, ParseError, ReadError};
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
        // Every solution of N = 27 takes more bytes than a u64 counts: said as the most.
        let n27 = crate::solve::known_counts(27).unwrap().total;
        assert_eq!(judge_size(27, 1, n27), u64::MAX);
        assert!(judge_size(26, 1, crate::solve::known_counts(26).unwrap().total) < u64::MAX);
    }

    /// The mistakes students make, each named for what it is, at its line.
    #[test]
    fn the_usual_mistakes_are_named_in_plain_words() {
        use crate::formats::Format;
        let eight = write_all(8);
        let text = String::from_utf8(eight.clone()).unwrap();
        let with = |edit: &dyn Fn(&str) -> String| first_error(edit(&text).as_bytes(), None);
        let said = |error: ParseError| (error.line, error.problem);
        assert_eq!(
            said(with(&|t| format!("\u{FEFF}{t}"))),
            (1, FormatProblem::ByteOrderMark)
        );
        assert_eq!(
            said(with(&|t| t.replacen("No 2:", "No 2：", 1))),
            (10, FormatProblem::FullWidthColon)
        );
        assert_eq!(
            said(with(&|t| t.replacen("No 1:", "No 1: ", 1))),
            (1, FormatProblem::TrailingSpace { column: 6 })
        );
        assert_eq!(
            said(with(&|t| t.replacen("A.......\n", "A....... \t\n", 1))),
            (2, FormatProblem::TrailingSpace { column: 9 })
        );
        assert_eq!(
            said(with(&|t| format!("{t}\n"))),
            (829, FormatProblem::BlankLineAtEnd)
        );
        assert_eq!(
            said(with(&|t| t.replacen("\n\nNo", "\nNo", 1).replacen(
                "\nNo 2:",
                "\n\nNo 2:",
                1
            ))),
            (10, FormatProblem::BlankLine)
        );
        assert_eq!(
            said(with(&|t| t.replacen("A.......", "a.......", 1))),
            (2, FormatProblem::LowerCaseQueen { column: 1 })
        );
        assert_eq!(
            said(first_error(
                b"[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]]\n",
                None
            )),
            (
                1,
                FormatProblem::OtherFormat {
                    asked: Format::Judge,
                    found: Format::Leetcode
                }
            )
        );
        assert_eq!(
            said(first_error(b"1 5 8 6 3 7 2 4\n", None)),
            (
                1,
                FormatProblem::OtherFormat {
                    asked: Format::Judge,
                    found: Format::Columns
                }
            )
        );
        // A last row cut short says how long it is.
        let cut = &eight[..eight.len() - 5];
        let mut cut = cut.to_vec();
        cut.push(b'\n');
        assert_eq!(
            said(first_error(&cut, None)),
            (
                828,
                FormatProblem::WrongLength {
                    expected: 8,
                    found: 4
                }
            )
        );
    }

    #[test]
    fn reading_gives_back_what_was_written() {
        let text = write_all(6);
        let boards: Vec<FileBoard> = JudgeReader::new(&text[..], None)
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
        assert_eq!(
            (error.line, error.problem),
            (2, FormatProblem::LineTooLong(crate::formats::Format::Judge))
        );
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
