//! A check's verdict and problems as the window says them, in the window's language: whole
//! sentences, numbers grouped, quotes rather than the command line's backticks, a singular where
//! there is one. Made from the check's data (`check::Wrong`, `FormatProblem`), so that the
//! command line's English, which scripts read, stays as it is.

use std::path::Path;

use super::i18n::Said;
use super::words::cannot_read;
use crate::board::{Conflict, Line, MAX_N, file_name};
use crate::check::{Problem, Verdict, Wrong};
use crate::judge::{FormatProblem, LONGEST_LINE, ParseError, ReadError};
use crate::notation::{NotationError, WordProblem};
use crate::said;

/// `Correct: all 92 solutions of N = 8, in order and numbered right.`
pub fn verdict_words(verdict: &Verdict) -> Said {
    said!("check-correct", n = verdict.n, total = verdict.solutions)
}

/// `Line 123: not a solution: a4 and b5 share a diagonal.`
pub fn problem_words(problem: &Problem) -> Said {
    said!(
        "check-problem",
        line = problem.line,
        wrong = wrong_words(&problem.wrong)
    )
}

/// Two queens that attack each other: `a4 and b5 share a diagonal`.
pub fn conflict_words(conflict: &Conflict, n: usize) -> Said {
    let (first, second) = conflict.in_reading_order(n);
    let (first, second) = (first.name(n), second.name(n));
    match conflict.line {
        Line::Row => said!("conflict-row", first = first, second = second),
        Line::Column => said!("conflict-column", first = first, second = second),
        Line::Diagonal => said!("conflict-diagonal", first = first, second = second),
    }
}

/// Why a board of a file could not be read again to be shown.
pub fn read_error_words(path: &Path, error: &ReadError) -> Said {
    match error {
        ReadError::Format(ParseError { line, problem }) => {
            said!("check-problem", line = *line, wrong = format_words(problem))
        }
        ReadError::Io(error) => cannot_read(path, error),
    }
}

/// Why pasted text is not a board.
pub fn notation_words(error: &NotationError) -> Said {
    match error {
        NotationError::Empty => said!("notation-empty"),
        NotationError::JudgeText { line, problem } => {
            said!(
                "notation-judge-text",
                line = *line,
                problem = format_words(problem)
            )
        }
        NotationError::Word {
            index,
            word,
            problem,
        } => {
            let problem = match problem {
                WordProblem::NotAColumn => said!("word-not-a-column"),
                WordProblem::ColumnOffBoard { n } => {
                    said!("word-column-off-board", column = word.as_str(), n = *n)
                }
                WordProblem::NotASquare => {
                    said!("word-not-a-square", last = file_name(MAX_N - 1))
                }
                WordProblem::NoRank => said!("word-no-rank", max = MAX_N),
                WordProblem::Twice => said!("word-twice"),
            };
            said!(
                "notation-word",
                index = *index,
                word = word.as_str(),
                problem = problem
            )
        }
        NotationError::TooMany(count) => said!("notation-too-many", count = *count, max = MAX_N),
    }
}

/// What is wrong, as the end of a sentence.
pub fn wrong_words(wrong: &Wrong) -> Said {
    match wrong {
        Wrong::Format(problem) => format_words(problem),
        Wrong::Header { expected, found } => {
            said!("wrong-header", expected = *expected, found = *found)
        }
        Wrong::EmptyRow { row } => said!("wrong-empty-row", row = row + 1),
        Wrong::Attack { n, conflict } => {
            said!("wrong-attack", conflict = conflict_words(conflict, *n))
        }
        Wrong::Extra { n, total } => said!("wrong-extra", n = *n, total = *total),
        Wrong::Again {
            number,
            earlier: Some(earlier),
        } => said!("wrong-again", earlier = *earlier, number = *number),
        Wrong::Again {
            number,
            earlier: None,
        } => said!("wrong-again-unknown", number = *number),
        Wrong::Later {
            number,
            found: Some(found),
        } => said!("wrong-later", number = *number, found = *found),
        Wrong::Later {
            number,
            found: None,
        } => said!("wrong-later-unknown", number = *number),
        Wrong::EmptyWithoutN => said!("wrong-empty-without-n"),
        Wrong::EmptyButSolutions { n, total } => {
            said!("wrong-empty-but-solutions", n = *n, total = *total)
        }
        Wrong::Ends {
            next,
            total: Some(total),
            ..
        } if total == next => said!("wrong-ends-one", number = *total),
        Wrong::Ends {
            next,
            total: Some(total),
            ..
        } => said!("wrong-ends", first = *next, last = *total),
        Wrong::Ends {
            n,
            next,
            total: None,
        } => said!("wrong-ends-unknown", n = *n, first = *next),
    }
}

/// What is wrong with a line's format, as the end of a sentence.
fn format_words(problem: &FormatProblem) -> Said {
    match problem {
        FormatProblem::BlankLine => said!("format-blank-line"),
        FormatProblem::CarriageReturn => said!("format-crlf"),
        FormatProblem::MissingFinalNewline => said!("format-no-final-newline"),
        FormatProblem::MalformedHeader(text) => said!("format-header", found = text.as_str()),
        FormatProblem::WrongLength { expected, found } => {
            said!("format-length", expected = *expected, found = *found)
        }
        FormatProblem::WrongCharacter { found, column } => {
            said!(
                "format-character",
                found = byte_words(*found),
                column = *column
            )
        }
        FormatProblem::TooWide(width) => said!("format-too-wide", width = *width, max = MAX_N),
        FormatProblem::LineTooLong => said!("format-too-long", longest = LONGEST_LINE),
        FormatProblem::TruncatedBoard { rows, expected } => {
            said!("format-truncated", rows = *rows, expected = *expected)
        }
        FormatProblem::ByteOrderMark => said!("format-bom"),
        FormatProblem::FullWidthColon => said!("format-full-width-colon"),
        FormatProblem::TrailingSpace { column } => {
            said!("format-trailing-space", column = *column)
        }
        FormatProblem::BlankLineAtEnd => said!("format-blank-line-at-end"),
        FormatProblem::LowerCaseQueen { column } => {
            said!("format-lower-case-queen", column = *column)
        }
        FormatProblem::OtherFormat(format) => {
            said!("format-other-format", format = format.key())
        }
    }
}

/// A byte of a row, named so that an invisible one is seen.
fn byte_words(byte: u8) -> Said {
    match byte {
        b' ' => said!("byte-space"),
        b'\t' => said!("byte-tab"),
        0x21..=0x7e => said!("byte-quoted", character = char::from(byte).to_string()),
        _ => said!("byte-hex", value = format!("0x{byte:02x}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::Language;
    use crate::check::Evidence;

    fn problem(line: usize, wrong: Wrong) -> Problem {
        Problem {
            line,
            wrong,
            boards_right: 0,
            evidence: Evidence::Empty,
        }
    }

    #[test]
    fn the_window_says_a_check_in_sentences_with_numbers_grouped() {
        let english = |said: Said| said.in_language(Language::English);
        let ends = problem(
            127_500_001,
            Wrong::Ends {
                n: 16,
                next: 7_500_001,
                total: Some(14_772_512),
            },
        );
        assert_eq!(
            english(problem_words(&ends)),
            "Line 127,500,001: the file ends here, and solutions No 7,500,001 to No 14,772,512 \
             are missing."
        );
        assert!(
            problem_words(&ends)
                .in_language(Language::Chinese)
                .contains("127,500,001")
        );
        let verdict = |n, solutions| english(verdict_words(&Verdict { n, solutions }));
        assert_eq!(
            verdict(12, 14_200),
            "Correct: all 14,200 solutions of N = 12, in order and numbered right."
        );
        assert_eq!(
            verdict(1, 1),
            "Correct: the only solution of N = 1, numbered right."
        );
        assert_eq!(
            verdict(3, 0),
            "Correct: N = 3 has no solution, and the file is empty."
        );
        let header = problem(
            1,
            Wrong::Format(FormatProblem::MalformedHeader("No 1: ".to_string())),
        );
        assert!(!english(problem_words(&header)).contains('`'));
        let extra = problem(9, Wrong::Extra { n: 1, total: 1 });
        assert_eq!(
            english(problem_words(&extra)),
            "Line 9: one board too many: N = 1 has 1 solution only."
        );
        assert_eq!(
            verdict_words(&Verdict {
                n: 8,
                solutions: 92
            })
            .in_language(Language::Korean),
            "정답: N = 8의 해 92개가 모두 순서대로, 번호도 맞게 있습니다."
        );
    }
}
