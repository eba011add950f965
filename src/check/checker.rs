//! The Checker Challenge's answer: the first three solutions in the judge's order (fewer when
//! N has fewer), then their count alone on the last line.

use std::io::BufRead;
use std::sync::atomic::AtomicBool;

use super::{CheckError, Evidence, Problem, Verdict, Wrong, board_in_place, read_failure};
use crate::formats::checker::SHOWN;
use crate::formats::columns::{ColumnsReader, NumbersLine};
use crate::formats::read::{FormatProblem, ParseError};
use crate::formats::{BoardReader, Format};
use crate::solve::{Solutions, known_counts};

/// How many solutions the answer shows for `n`: three, or all of them where there are fewer.
fn shown(n: usize) -> u64 {
    known_counts(n).map_or(SHOWN, |counts| counts.total.min(SHOWN))
}

/// Checks the Checker Challenge's answer read by `reader`.
pub(super) fn check<R: BufRead>(
    mut reader: ColumnsReader<R>,
    cancel: &AtomicBool,
) -> Result<Verdict, CheckError> {
    let mut solutions: Option<Solutions> = None;
    let mut number = 0u64;
    let count = loop {
        let count_here = reader.n().is_some_and(|n| number == shown(n));
        let Some(line) = reader.next_line(count_here) else {
            return Err(ended_before_the_count(&reader, solutions, number, cancel));
        };
        match line.map_err(|error| read_failure(&mut reader, error, number))? {
            NumbersLine::Count(count) => break count,
            NumbersLine::Board(_) if count_here => {
                let error = ParseError {
                    line: reader.lines_read(),
                    column: None,
                    problem: FormatProblem::FourthSolution,
                };
                let excerpt = reader.excerpt(&error.problem);
                return Err(Problem::format(error, number, excerpt).into());
            }
            NumbersLine::Board(board) => {
                let solutions = solutions.get_or_insert_with(|| Solutions::new(board.queens.n()));
                number += 1;
                board_in_place(board, number, solutions, &mut reader, cancel)?;
            }
        }
    };
    let line = reader.lines_read();
    let Some(n) = reader.n() else {
        // A count alone, and nothing says N: `0` is right for N = 2 and N = 3.
        return Err(Problem::new(1, Wrong::EmptyWithoutN, 0, Evidence::Empty).into());
    };
    let wanted = shown(n);
    if number < wanted {
        let solutions = solutions.get_or_insert_with(|| Solutions::new(n));
        let next = solutions
            .next_cancellable(cancel)?
            .expect("N has more solutions than were shown");
        let wrong = Wrong::TotalTooSoon {
            shown: number,
            wanted,
        };
        let evidence = Evidence::Missing {
            expected: (number + 1, next),
        };
        return Err(Problem::new(line, wrong, number, evidence).into());
    }
    let Some(expected) = known_counts(n).map(|counts| counts.total) else {
        let wrong = Wrong::CountUnknown { n };
        return Err(Problem::new(line, wrong, number, Evidence::Words).into());
    };
    if count != expected {
        let wrong = Wrong::Total {
            n,
            expected,
            found: count,
        };
        let evidence = Evidence::Total {
            n,
            found: count,
            expected,
        };
        return Err(Problem::new(line, wrong, number, evidence).into());
    }
    if let Some(after) = reader.next_line(true) {
        let error = match after {
            Err(crate::formats::read::ReadError::Format(error)) => error,
            Err(crate::formats::read::ReadError::Io(error)) => {
                return Err(CheckError::Unreadable(error));
            }
            Ok(_) => ParseError {
                line: reader.lines_read(),
                column: None,
                problem: FormatProblem::AfterTotal,
            },
        };
        let excerpt = reader.excerpt(&error.problem);
        return Err(Problem::format(error, number, excerpt).into());
    }
    Ok(Verdict {
        n,
        solutions: number,
        format: Format::Checker,
        total: Some(count),
    })
}

/// What is wrong with an answer that ends after `number` right solutions, before its count.
fn ended_before_the_count<R: BufRead>(
    reader: &ColumnsReader<R>,
    solutions: Option<Solutions>,
    number: u64,
    cancel: &AtomicBool,
) -> CheckError {
    let Some(n) = reader.n() else {
        return Problem::new(1, Wrong::EmptyWithoutN, 0, Evidence::Empty).into();
    };
    let line = reader.lines_read() + 1;
    let mut solutions = solutions.unwrap_or_else(|| Solutions::new(n));
    let next = match solutions.next_cancellable(cancel) {
        Ok(next) => next,
        Err(cancelled) => return cancelled.into(),
    };
    let evidence = match (next, known_counts(n)) {
        (Some(next), _) if number < shown(n) => Evidence::Missing {
            expected: (number + 1, next),
        },
        (_, Some(counts)) => Evidence::Total {
            n,
            found: 0,
            expected: counts.total,
        },
        (_, None) => Evidence::Words,
    };
    Problem::new(line, Wrong::NoTotal { n }, number, evidence).into()
}
