//! A check's verdict and problems as the window says them, in the window's language: whole
//! sentences, numbers grouped, quotes rather than the command line's backticks, a singular where
//! there is one. Made from the check's data (`check::Wrong`, `FormatProblem`), so that the
//! command line's English, which scripts read, stays as it is.

use std::path::Path;

use super::i18n::Said;
use super::words::cannot_read;
use crate::board::{Conflict, Line, MAX_N, file_name};
use crate::check::{Problem, Verdict, Wrong};
use crate::formats::Format;
use crate::formats::read::{FormatProblem, ParseError, ReadError};
use crate::notation::{Notation, NotationError, Problem as NotationProblem};
use crate::said;

/// `Correct: all 92 solutions of N = 8, in order and numbered right.`
pub fn verdict_words(verdict: &Verdict) -> Said {
    let (n, shown) = (verdict.n, verdict.solutions);
    match verdict.format {
        Format::Judge => said!("check-correct", n = n, total = shown),
        Format::Columns => said!("check-correct-columns", n = n, total = shown),
        Format::Leetcode => said!("check-correct-leetcode", n = n, total = shown),
        Format::Checker => match verdict.total {
            Some(total) if shown < total => {
                said!("check-correct-checker", n = n, shown = shown, total = total)
            }
            _ => said!("check-correct-checker-all", n = n, total = shown),
        },
    }
}

/// `Read as the columns format: a solution a line.`
pub fn read_as_words(format: Format) -> Said {
    said!("check-read-as", format = format.key())
}

/// `Line 123: not a solution: a4 and b5 share a diagonal.`
pub fn problem_words(problem: &Problem) -> Said {
    let wrong = wrong_words(&problem.wrong);
    match problem.column {
        Some(column) => said!(
            "check-problem-column",
            line = problem.line,
            column = column,
            wrong = wrong
        ),
        None => said!("check-problem", line = problem.line, wrong = wrong),
    }
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
        ReadError::Format(ParseError {
            line,
            column: Some(column),
            problem,
        }) => said!(
            "check-problem-column",
            line = *line,
            column = *column,
            wrong = format_words(problem)
        ),
        ReadError::Format(ParseError { line, problem, .. }) => {
            said!("check-problem", line = *line, wrong = format_words(problem))
        }
        ReadError::Io(error) => cannot_read(path, error),
    }
}

/// Why pasted text is not a board: what it was read as, where, and what is wrong there.
pub fn notation_words(error: &NotationError) -> Said {
    let NotationError::Wrong {
        notation,
        line,
        character,
        problem,
    } = error
    else {
        return said!("notation-empty");
    };
    let notation = match notation {
        Notation::Rows { queen } => said!("notation-rows", queen = queen.to_string()),
        Notation::Leetcode => said!("notation-leetcode"),
        Notation::Columns => said!("notation-columns"),
        Notation::Pairs => said!("notation-pairs"),
        Notation::Squares => said!("notation-squares"),
    };
    said!(
        "notation-wrong",
        notation = notation,
        line = *line,
        character = *character,
        problem = notation_problem_words(problem)
    )
}

/// What is wrong at a place of pasted text, as the end of a sentence.
fn notation_problem_words(problem: &NotationProblem) -> Said {
    match problem {
        NotationProblem::Format(problem) => format_words(problem),
        NotationProblem::NotQueenOrEmpty { found } => {
            said!("notation-not-queen-or-empty", found = found.to_string())
        }
        NotationProblem::RowWidth { expected, found } => {
            said!("notation-row-width", expected = *expected, found = *found)
        }
        NotationProblem::TooWide(width) => said!("notation-too-wide", width = *width, max = MAX_N),
        NotationProblem::TooFewRows { rows, expected } => {
            said!("format-truncated", rows = *rows, expected = *expected)
        }
        NotationProblem::NotAColumn { word } => {
            said!("notation-not-a-column", word = word.as_str())
        }
        NotationProblem::ColumnOffBoard { column, n } => {
            said!("word-column-off-board", column = column.as_str(), n = *n)
        }
        NotationProblem::TooMany(count) => said!("notation-too-many", count = *count, max = MAX_N),
        NotationProblem::NotAPair { word } => said!("notation-not-a-pair", word = word.as_str()),
        NotationProblem::PairOffBoard { word } => {
            said!("notation-pair-off-board", word = word.as_str(), max = MAX_N)
        }
        NotationProblem::NotASquare { word } => said!(
            "word-not-a-square",
            word = word.as_str(),
            last = file_name(MAX_N - 1)
        ),
        NotationProblem::NoRank { word } => {
            said!("word-no-rank", word = word.as_str(), max = MAX_N)
        }
        NotationProblem::Twice { word } => said!("word-twice", word = word.as_str()),
    }
}

/// What is wrong, as the end of a sentence.
pub fn wrong_words(wrong: &Wrong) -> Said {
    match wrong {
        Wrong::Format(problem) => format_words(problem),
        Wrong::Header { expected, found } => {
            said!("wrong-header", expected = *expected, found = *found)
        }
        Wrong::EmptyRow { rank } => said!("wrong-empty-row", rank = *rank),
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
        Wrong::Missing { first, found } if *found == first + 1 => {
            said!("wrong-missing-one", number = *first, found = *found)
        }
        Wrong::Missing { first, found } => said!(
            "wrong-missing",
            first = *first,
            last = *found - 1,
            found = *found
        ),
        Wrong::Swapped { first } => said!("wrong-swapped", first = *first, second = *first + 1),
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
        Wrong::Total { n, expected, found } => {
            said!("wrong-total", n = *n, expected = *expected, found = *found)
        }
        Wrong::TotalTooSoon { shown, wanted } => {
            said!("wrong-total-too-soon", shown = *shown, wanted = *wanted)
        }
        Wrong::NoTotal { n } => said!("wrong-no-total", n = *n),
        Wrong::Repeated { number } => said!("wrong-repeated", number = *number),
        Wrong::CountUnknown { n } => said!("wrong-count-unknown", n = *n),
        Wrong::Lacks {
            n,
            found,
            total,
            number,
        } => said!(
            "wrong-lacks",
            n = *n,
            found = *found,
            total = *total,
            number = *number
        ),
    }
}

/// What is wrong with a line's format, as the end of a sentence: one `match` over every
/// problem, so that a new one is named by the compiler here.
fn format_words(problem: &FormatProblem) -> Said {
    match problem {
        // Any format made of lines, or the judge's boards.
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
        FormatProblem::LineTooLong(format) => {
            said!("format-too-long", longest = format.longest_line())
        }
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
        FormatProblem::OtherFormat { asked, found } => said!(
            "format-other-format",
            asked = asked.key(),
            found = found.key()
        ),
        // A line of column numbers.
        FormatProblem::NotANumber { found, column } => said!(
            "format-not-a-number",
            found = byte_words(*found),
            column = *column
        ),
        FormatProblem::ExtraSpace { column } => said!("format-extra-space", column = *column),
        FormatProblem::LeadingZero { column } => said!("format-leading-zero", column = *column),
        FormatProblem::NumberCount { expected, found } => {
            said!("format-number-count", expected = *expected, found = *found)
        }
        FormatProblem::TooManyNumbers(count) => {
            said!("format-too-many-numbers", count = *count, max = MAX_N)
        }
        FormatProblem::ColumnOutOfRange {
            value: 0,
            rank,
            column,
            ..
        } => said!("format-column-zero", rank = *rank, column = *column),
        FormatProblem::ColumnOutOfRange {
            value,
            rank,
            n,
            column,
        } => said!(
            "format-column-out-of-range",
            value = *value,
            rank = *rank,
            n = *n,
            column = *column
        ),
        FormatProblem::RepeatedColumn {
            value,
            rank,
            earlier_rank,
            ..
        } => said!(
            "format-repeated-column",
            value = *value,
            rank = *rank,
            earlier = *earlier_rank
        ),
        FormatProblem::CountInColumns => said!("format-count-in-columns"),
        FormatProblem::FourthSolution => said!("format-fourth-solution"),
        FormatProblem::AfterTotal => said!("format-after-total"),
        // LeetCode's JSON.
        FormatProblem::Json(message) => said!("format-json", message = message.as_str()),
        FormatProblem::RowCount { expected, found } => {
            said!("format-row-count", expected = *expected, found = *found)
        }
        FormatProblem::RowWidth {
            expected,
            found,
            rank,
        } => said!(
            "format-row-width",
            expected = *expected,
            found = *found,
            rank = *rank
        ),
        FormatProblem::NotQueenOrDot {
            found: 'q',
            rank,
            at,
        } => said!("format-lower-case-q", rank = *rank, at = *at),
        FormatProblem::NotQueenOrDot { found, rank, at } => said!(
            "format-not-queen-or-dot",
            found = found.to_string(),
            rank = *rank,
            at = *at
        ),
        FormatProblem::TokenTooLong => said!("format-token-too-long"),
        FormatProblem::EmptyBoard => said!("format-empty-board"),
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

    /// Each format has words of its own in every language, in each message that names it by
    /// its key: a format missing from a selector would get its default, another format's words.
    #[test]
    fn every_format_has_words_of_its_own_in_every_language() {
        let messages: [fn(Format) -> Said; 3] = [
            read_as_words,
            |format| said!("export-format-name", format = format.key()),
            |format| said!("export-format-about", format = format.key()),
        ];
        for language in Language::ALL {
            for message in messages {
                let words: std::collections::BTreeSet<String> = Format::ALL
                    .iter()
                    .map(|&format| message(format).in_language(language))
                    .collect();
                let id = message(Format::Judge).id();
                assert_eq!(words.len(), Format::ALL.len(), "{id} in {}", language.tag());
            }
        }
    }

    fn problem(line: usize, wrong: Wrong) -> Problem {
        Problem {
            line,
            column: None,
            wrong,
            boards_right: 0,
            evidence: Evidence::Empty,
            format: Format::Judge,
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
        let judge = |n, solutions| Verdict {
            n,
            solutions,
            format: Format::Judge,
            total: None,
        };
        let verdict = |n, solutions| english(verdict_words(&judge(n, solutions)));
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
        let missing = problem(
            118,
            Wrong::Missing {
                first: 14,
                found: 15,
            },
        );
        assert_eq!(
            english(problem_words(&missing)),
            "Line 118: solution No 14 is missing here: this board is No 15."
        );
        let missing = problem(
            118,
            Wrong::Missing {
                first: 14,
                found: 17,
            },
        );
        assert_eq!(
            english(problem_words(&missing)),
            "Line 118: solutions No 14 to No 16 are missing here: this board is No 17."
        );
        let swapped = problem(118, Wrong::Swapped { first: 14 });
        assert_eq!(
            english(problem_words(&swapped)),
            "Line 118: solutions No 14 and No 15 are in each other's places: this board is \
             No 15, and No 14 comes after it."
        );
        for language in [Language::Chinese, Language::Korean] {
            for said in [problem_words(&missing), problem_words(&swapped)] {
                let said = said.in_language(language);
                assert!(
                    said.contains("14") && !said.contains("No "),
                    "{language:?}: {said}"
                );
            }
        }
        assert_eq!(
            verdict_words(&judge(8, 92)).in_language(Language::Korean),
            "정답: N = 8의 해 92개가 모두 순서대로, 번호도 맞게 있습니다."
        );
    }
}
