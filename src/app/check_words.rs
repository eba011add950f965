//! A check's verdict and problems as the window says them: whole sentences with a capital,
//! numbers grouped, quotes rather than the command line's backticks, a singular where there is
//! one. Made from the check's data (`check::Wrong`, `FormatProblem`), so that the command
//! line's English, which scripts read, stays as it is.

use super::words::{counted, grouped};
use crate::board::MAX_N;
use crate::check::{Problem, Verdict, Wrong};
use crate::judge::{FormatProblem, LONGEST_LINE};

/// `Correct: all 92 solutions of N = 8, in order and numbered right.`
pub fn verdict_words(verdict: &Verdict) -> String {
    let n = verdict.n;
    match verdict.solutions {
        0 => format!("Correct: N = {n} has no solution, and the file is empty."),
        1 => format!("Correct: the only solution of N = {n}, numbered right."),
        total => format!(
            "Correct: all {} of N = {n}, in order and numbered right.",
            counted(total, "solution")
        ),
    }
}

/// `Line 123: not a solution: a4 and b5 share a diagonal.`
pub fn problem_words(problem: &Problem) -> String {
    format!(
        "Line {}: {}.",
        grouped(problem.line as u64),
        wrong_words(&problem.wrong)
    )
}

/// What is wrong, as the end of a sentence.
pub fn wrong_words(wrong: &Wrong) -> String {
    match wrong {
        Wrong::Format(problem) => format_words(problem),
        Wrong::Header { expected, found } => format!(
            "the header should read “No {}:”, and it reads “No {}:”",
            grouped(*expected),
            grouped(*found)
        ),
        Wrong::EmptyRow { row } => format!("row {} has no queen", row + 1),
        Wrong::Attack { n, conflict } => format!("not a solution: {}", conflict.describe(*n)),
        Wrong::Extra { n, total } => format!(
            "one board too many: N = {n} has {} only",
            counted(*total, "solution")
        ),
        Wrong::Again {
            number,
            earlier: Some(earlier),
        } => format!(
            "solution No {} again: it was expected (and given) before No {}",
            grouped(*earlier),
            grouped(*number)
        ),
        Wrong::Again {
            number,
            earlier: None,
        } => format!(
            "a solution given again: it comes before No {} in the judge's order",
            grouped(*number)
        ),
        Wrong::Later {
            number,
            found: Some(found),
        } => format!(
            "solution No {number} belongs here, and this is No {}: No {number} is missing or \
             out of order",
            grouped(*found),
            number = grouped(*number)
        ),
        Wrong::Later {
            number,
            found: None,
        } => format!(
            "solution No {number} belongs here, and this is a later one: No {number} is missing \
             or out of order",
            number = grouped(*number)
        ),
        Wrong::EmptyWithoutN => "the file is empty, so it does not show N".to_string(),
        Wrong::EmptyButSolutions { n, total } => format!(
            "the file is empty, but N = {n} has {}: an empty file is right only for N = 2 and \
             N = 3",
            counted(*total, "solution")
        ),
        Wrong::Ends {
            next,
            total: Some(total),
            ..
        } if total == next => format!(
            "the file ends here, and solution No {} is missing",
            grouped(*total)
        ),
        Wrong::Ends {
            next,
            total: Some(total),
            ..
        } => format!(
            "the file ends here, and solutions No {} to No {} are missing",
            grouped(*next),
            grouped(*total)
        ),
        Wrong::Ends {
            n,
            next,
            total: None,
        } => format!(
            "the file ends here, but N = {n} has more solutions: No {} is the first one missing",
            grouped(*next)
        ),
    }
}

/// What is wrong with a line's format, as the end of a sentence.
fn format_words(problem: &FormatProblem) -> String {
    match problem {
        FormatProblem::BlankLine => "a blank line; the judge's format has none".to_string(),
        FormatProblem::CarriageReturn => {
            "the line ends with \\r\\n (Windows' line end); the judge wants \\n alone".to_string()
        }
        FormatProblem::MissingFinalNewline => {
            "the last line does not end with a newline".to_string()
        }
        FormatProblem::MalformedHeader(text) => {
            format!("a header such as “No 1:” belongs here, and the line reads “{text}”")
        }
        FormatProblem::WrongLength { expected, found } => format!(
            "a row of {} belongs here, and this one has {found}",
            counted(*expected as u64, "character")
        ),
        FormatProblem::WrongCharacter { found, column } => format!(
            "{} in column {column}; a row holds only “A” and “.”",
            byte_words(*found)
        ),
        FormatProblem::TooWide(width) => {
            format!("a row of {width} characters; boards are at most {MAX_N} wide")
        }
        FormatProblem::LineTooLong => format!(
            "a line of more than {LONGEST_LINE} characters; no header or row of a judge file is \
             that long"
        ),
        FormatProblem::TruncatedBoard { rows, expected } => {
            format!("the board stops after {rows} of its {expected} rows")
        }
    }
}

/// A byte of a row, named so that an invisible one is seen.
fn byte_words(byte: u8) -> String {
    match byte {
        b' ' => "a space".to_string(),
        b'\t' => "a tab".to_string(),
        0x21..=0x7e => format!("“{}”", char::from(byte)),
        _ => format!("the byte 0x{byte:02x}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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
        let ends = problem(
            127_500_001,
            Wrong::Ends {
                n: 16,
                next: 7_500_001,
                total: Some(14_772_512),
            },
        );
        assert_eq!(
            problem_words(&ends),
            "Line 127,500,001: the file ends here, and solutions No 7,500,001 to No 14,772,512 \
             are missing."
        );
        let verdict = |n, solutions| verdict_words(&Verdict { n, solutions });
        assert_eq!(
            verdict(12, 14_200),
            "Correct: all 14,200 solutions of N = 12, in order and numbered right."
        );
        assert_eq!(
            verdict(1, 1),
            "Correct: the only solution of N = 1, numbered right."
        );
        let header = problem(
            1,
            Wrong::Format(FormatProblem::MalformedHeader("No 1: ".to_string())),
        );
        assert!(!problem_words(&header).contains('`'));
        let extra = problem(9, Wrong::Extra { n: 1, total: 1 });
        assert_eq!(
            problem_words(&extra),
            "Line 9: one board too many: N = 1 has 1 solution only."
        );
    }
}
