//! A check's verdict and problems as the window says them, in the window's language: whole
//! sentences, numbers grouped, quotes rather than the command line's backticks, a singular where
//! there is one. Made from the check's data (`check::Wrong`, `FormatProblem`), so that the
//! command line's English, which scripts read, stays as it is.

use std::path::Path;

use super::i18n::Message;
use super::words::cannot_read;
use crate::board::{Conflict, Line, MAX_N, file_name};
use crate::check::{Problem, Verdict, Wrong};
use crate::formats::Format;
use crate::formats::read::{FormatProblem, ParseError, ReadError};
use crate::message;
use crate::notation::{Notation, NotationError, Problem as NotationProblem};

/// `Correct: all 92 solutions of N = 8, in order and numbered right.`
pub fn verdict_words(verdict: &Verdict) -> Message {
    let (n, shown) = (verdict.n, verdict.solutions);
    match verdict.format {
        Format::Judge => message!("check-correct", n = n, total = shown),
        Format::Columns => message!("check-correct-columns", n = n, total = shown),
        Format::Leetcode => message!("check-correct-leetcode", n = n, total = shown),
        Format::Checker => match verdict.total {
            Some(total) if shown < total => {
                message!("check-correct-checker", n = n, shown = shown, total = total)
            }
            _ => message!("check-correct-checker-all", n = n, total = shown),
        },
    }
}

/// `Read as the columns format: a solution a line.`
pub fn read_as_words(format: Format) -> Message {
    message!("check-read-as", format = format.key())
}

/// `Line 123: not a solution: a4 and b5 share a diagonal.`
pub fn problem_words(problem: &Problem) -> Message {
    let wrong = wrong_words(&problem.wrong);
    match problem.column {
        Some(column) => message!(
            "check-problem-column",
            line = problem.line,
            column = column,
            wrong = wrong
        ),
        None => message!("check-problem", line = problem.line, wrong = wrong),
    }
}

/// Two queens that attack each other: `a4 and b5 share a diagonal`.
pub fn conflict_words(conflict: &Conflict, n: usize) -> Message {
    let (first, second) = conflict.in_reading_order(n);
    let (first, second) = (first.name(n), second.name(n));
    match conflict.line {
        Line::Row => message!("conflict-row", first = first, second = second),
        Line::Column => message!("conflict-column", first = first, second = second),
        Line::Diagonal => message!("conflict-diagonal", first = first, second = second),
    }
}

/// Why a board of a file could not be read again to be shown.
pub fn read_error_words(path: &Path, error: &ReadError) -> Message {
    match error {
        ReadError::Format(ParseError {
            line,
            column: Some(column),
            problem,
        }) => message!(
            "check-problem-column",
            line = *line,
            column = *column,
            wrong = format_words(problem)
        ),
        ReadError::Format(ParseError { line, problem, .. }) => {
            message!("check-problem", line = *line, wrong = format_words(problem))
        }
        ReadError::Io(error) => cannot_read(path, error),
    }
}

/// Why pasted text is not a board: what it was read as, where, and what is wrong there.
pub fn notation_words(error: &NotationError) -> Message {
    let NotationError::Wrong {
        notation,
        line,
        character,
        problem,
    } = error
    else {
        return message!("notation-empty");
    };
    let notation = match notation {
        Notation::Rows { queen } => message!("notation-rows", queen = queen.to_string()),
        Notation::Leetcode => message!("notation-leetcode"),
        Notation::Columns => message!("notation-columns"),
        Notation::Pairs => message!("notation-pairs"),
        Notation::Squares => message!("notation-squares"),
    };
    message!(
        "notation-wrong",
        notation = notation,
        line = *line,
        character = *character,
        problem = notation_problem_words(problem)
    )
}

/// What is wrong at a place of pasted text, as the end of a sentence.
fn notation_problem_words(problem: &NotationProblem) -> Message {
    match problem {
        NotationProblem::Format(problem) => format_words(problem),
        NotationProblem::NotQueenOrEmpty { found } => {
            message!("notation-not-queen-or-empty", found = found.to_string())
        }
        NotationProblem::RowWidth { expected, found } => {
            message!("notation-row-width", expected = *expected, found = *found)
        }
        NotationProblem::TooWide(width) => {
            message!("notation-too-wide", width = *width, max = MAX_N)
        }
        NotationProblem::TooFewRows { rows, expected } => {
            message!("format-truncated", rows = *rows, expected = *expected)
        }
        NotationProblem::NotAColumn { word } => {
            message!("notation-not-a-column", word = word.as_str())
        }
        NotationProblem::ColumnOffBoard { column, n } => {
            message!("word-column-off-board", column = column.as_str(), n = *n)
        }
        NotationProblem::TooMany(count) => {
            message!("notation-too-many", count = *count, max = MAX_N)
        }
        NotationProblem::NotAPair { word } => message!("notation-not-a-pair", word = word.as_str()),
        NotationProblem::PairOffBoard { word } => {
            message!("notation-pair-off-board", word = word.as_str(), max = MAX_N)
        }
        NotationProblem::NotASquare { word } => message!(
            "word-not-a-square",
            word = word.as_str(),
            last = file_name(MAX_N - 1)
        ),
        NotationProblem::NoRank { word } => {
            message!("word-no-rank", word = word.as_str(), max = MAX_N)
        }
        NotationProblem::Twice { word } => message!("word-twice", word = word.as_str()),
    }
}

/// What is wrong, as the end of a sentence.
pub fn wrong_words(wrong: &Wrong) -> Message {
    match wrong {
        Wrong::Format(problem) => format_words(problem),
        Wrong::Header { expected, found } => {
            message!("wrong-header", expected = *expected, found = *found)
        }
        Wrong::EmptyRow { rank } => message!("wrong-empty-row", rank = *rank),
        Wrong::Attack { n, conflict } => {
            message!("wrong-attack", conflict = conflict_words(conflict, *n))
        }
        Wrong::Extra { n, total } => message!("wrong-extra", n = *n, total = *total),
        Wrong::Again {
            number,
            earlier: Some(earlier),
        } => message!("wrong-again", earlier = *earlier, number = *number),
        Wrong::Again {
            number,
            earlier: None,
        } => message!("wrong-again-unknown", number = *number),
        Wrong::Later {
            number,
            found: Some(found),
        } => message!("wrong-later", number = *number, found = *found),
        Wrong::Later {
            number,
            found: None,
        } => message!("wrong-later-unknown", number = *number),
        Wrong::Missing { first, found } if *found == first + 1 => {
            message!("wrong-missing-one", number = *first, found = *found)
        }
        Wrong::Missing { first, found } => message!(
            "wrong-missing",
            first = *first,
            last = *found - 1,
            found = *found
        ),
        Wrong::Swapped { first } => message!("wrong-swapped", first = *first, second = *first + 1),
        Wrong::EmptyWithoutN => message!("wrong-empty-without-n"),
        Wrong::EmptyButSolutions { n, total } => {
            message!("wrong-empty-but-solutions", n = *n, total = *total)
        }
        Wrong::Ends {
            next,
            total: Some(total),
            ..
        } if total == next => message!("wrong-ends-one", number = *total),
        Wrong::Ends {
            next,
            total: Some(total),
            ..
        } => message!("wrong-ends", first = *next, last = *total),
        Wrong::Ends {
            n,
            next,
            total: None,
        } => message!("wrong-ends-unknown", n = *n, first = *next),
        Wrong::Total { n, expected, found } => {
            message!("wrong-total", n = *n, expected = *expected, found = *found)
        }
        Wrong::TotalTooSoon { shown, wanted } => {
            message!("wrong-total-too-soon", shown = *shown, wanted = *wanted)
        }
        Wrong::NoTotal { n } => message!("wrong-no-total", n = *n),
        Wrong::Repeated { number } => message!("wrong-repeated", number = *number),
        Wrong::CountUnknown { n } => message!("wrong-count-unknown", n = *n),
        Wrong::Lacks {
            n,
            found,
            total,
            number,
        } => message!(
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
#[allow(
    clippy::too_many_lines,
    reason = "one arm per problem, so that the compiler names a new one here"
)]
fn format_words(problem: &FormatProblem) -> Message {
    match problem {
        // Any format made of lines, or the judge's boards.
        FormatProblem::BlankLine => message!("format-blank-line"),
        FormatProblem::CarriageReturn => message!("format-crlf"),
        FormatProblem::MissingFinalNewline => message!("format-no-final-newline"),
        FormatProblem::MalformedHeader(text) => message!("format-header", found = text.as_str()),
        FormatProblem::WrongLength { expected, found } => {
            message!("format-length", expected = *expected, found = *found)
        }
        FormatProblem::WrongCharacter { found, column } => {
            message!(
                "format-character",
                found = byte_words(*found),
                column = *column
            )
        }
        FormatProblem::TooWide(width) => message!("format-too-wide", width = *width, max = MAX_N),
        FormatProblem::LineTooLong(format) => {
            message!("format-too-long", longest = format.longest_line())
        }
        FormatProblem::TruncatedBoard { rows, expected } => {
            message!("format-truncated", rows = *rows, expected = *expected)
        }
        FormatProblem::ByteOrderMark => message!("format-bom"),
        FormatProblem::FullWidthColon => message!("format-full-width-colon"),
        FormatProblem::TrailingSpace { column } => {
            message!("format-trailing-space", column = *column)
        }
        FormatProblem::BlankLineAtEnd => message!("format-blank-line-at-end"),
        FormatProblem::LowerCaseQueen { column } => {
            message!("format-lower-case-queen", column = *column)
        }
        FormatProblem::OtherFormat { asked, found } => message!(
            "format-other-format",
            asked = asked.key(),
            found = found.key()
        ),
        // A line of column numbers.
        FormatProblem::NotANumber { found, column } => message!(
            "format-not-a-number",
            found = byte_words(*found),
            column = *column
        ),
        FormatProblem::ExtraSpace { column } => message!("format-extra-space", column = *column),
        FormatProblem::LeadingZero { column } => message!("format-leading-zero", column = *column),
        FormatProblem::NumberCount { expected, found } => {
            message!("format-number-count", expected = *expected, found = *found)
        }
        FormatProblem::TooManyNumbers(count) => {
            message!("format-too-many-numbers", count = *count, max = MAX_N)
        }
        FormatProblem::ColumnOutOfRange {
            value: 0,
            rank,
            column,
            ..
        } => message!("format-column-zero", rank = *rank, column = *column),
        FormatProblem::ColumnOutOfRange {
            value,
            rank,
            n,
            column,
        } => message!(
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
        } => message!(
            "format-repeated-column",
            value = *value,
            rank = *rank,
            earlier = *earlier_rank
        ),
        FormatProblem::CountInColumns => message!("format-count-in-columns"),
        FormatProblem::FourthSolution => message!("format-fourth-solution"),
        FormatProblem::AfterTotal => message!("format-after-total"),
        // LeetCode's JSON.
        FormatProblem::Json(message) => message!("format-json", message = message.as_str()),
        FormatProblem::RowCount { expected, found } => {
            message!("format-row-count", expected = *expected, found = *found)
        }
        FormatProblem::RowWidth {
            expected,
            found,
            rank,
        } => message!(
            "format-row-width",
            expected = *expected,
            found = *found,
            rank = *rank
        ),
        FormatProblem::NotQueenOrDot {
            found: 'q',
            rank,
            at,
        } => message!("format-lower-case-q", rank = *rank, at = *at),
        FormatProblem::NotQueenOrDot { found, rank, at } => message!(
            "format-not-queen-or-dot",
            found = found.to_string(),
            rank = *rank,
            at = *at
        ),
        FormatProblem::TokenTooLong => message!("format-token-too-long"),
        FormatProblem::EmptyBoard => message!("format-empty-board"),
    }
}

/// A byte of a row, named so that an invisible one is seen.
fn byte_words(byte: u8) -> Message {
    match byte {
        b' ' => message!("byte-space"),
        b'\t' => message!("byte-tab"),
        0x21..=0x7e => message!("byte-quoted", character = char::from(byte).to_string()),
        _ => message!("byte-hex", value = format!("0x{byte:02x}")),
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
        let messages: [fn(Format) -> Message; 3] = [
            read_as_words,
            |format| message!("export-format-name", format = format.key()),
            |format| message!("export-format-about", format = format.key()),
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
        let english = |said: Message| said.in_language(Language::English);
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
