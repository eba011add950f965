//! Checking a judge file against the solver: every board a solution, every solution there
//! once, in the judge's order, numbered from 1. The first problem is reported with its line.

use std::io::{self, BufRead};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::board::{Conflict, Line, Placement, Square};
use crate::judge::{JudgeBoard, JudgeReader, ReadError};
use crate::solve::count::{Cancelled, CountOptions};
use crate::solve::{Solutions, complete::solution_number, known_counts};

/// How long a check may spend finding the number of a board out of place, for its message:
/// past that the message goes without it, so that a check of any N answers at once.
const NUMBER_BUDGET: Duration = Duration::from_millis(300);

/// A judge file that is right.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The board size.
    pub n: usize,
    /// The solutions the file holds, all of them.
    pub solutions: u64,
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.solutions {
            0 => write!(
                f,
                "correct: N = {} has no solution and the file is empty",
                self.n
            ),
            total => write!(
                f,
                "correct: all {total} solutions for N = {}, in order and numbered right",
                self.n
            ),
        }
    }
}

/// The first thing wrong with a judge file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct Problem {
    /// The line, from 1.
    pub line: usize,
    /// What is wrong there.
    pub message: String,
}

/// Why a check did not pass.
#[derive(Debug, thiserror::Error)]
pub enum CheckError {
    /// The file is wrong; here is the first problem.
    #[error(transparent)]
    Wrong(#[from] Problem),
    /// The file could not be read.
    #[error("{0}")]
    Unreadable(#[from] io::Error),
    /// Its cancel flag was set (Ctrl-C).
    #[error("the check was interrupted")]
    Interrupted,
}

impl From<Cancelled> for CheckError {
    fn from(_: Cancelled) -> Self {
        Self::Interrupted
    }
}

/// Checks the judge file `input` for board size `n`, or for the size its first row shows. The
/// solver runs alongside the file, one solution ahead of it: a missing solution is found
/// without counting them all, so that the check ends at once for any N. `cancel` stops it.
pub fn check(
    input: impl BufRead,
    n: Option<usize>,
    cancel: &AtomicBool,
) -> Result<Verdict, CheckError> {
    let mut reader = JudgeReader::new(input, n);
    let mut expected: Option<Solutions> = None;
    let mut number = 0u64;
    for board in reader.by_ref() {
        if cancel.load(Ordering::Relaxed) {
            return Err(CheckError::Interrupted);
        }
        let board = board.map_err(|error| match error {
            ReadError::Format(error) => CheckError::Wrong(Problem {
                line: error.line,
                message: error.problem.to_string(),
            }),
            ReadError::Io(error) => CheckError::Unreadable(error),
        })?;
        let n = board.queens.n();
        let solutions = expected.get_or_insert_with(|| Solutions::new(n));
        number += 1;
        if board.number != number {
            return Err(Problem {
                line: board.line,
                message: format!("expected `No {number}:`, found `No {}:`", board.number),
            }
            .into());
        }
        check_board(&board)?;
        let Some(expected_solution) = solutions.next_cancellable(cancel)? else {
            return Err(Problem {
                line: board.line,
                message: format!("an extra board: N = {n} has {} solutions only", number - 1),
            }
            .into());
        };
        let found = board
            .queens
            .as_placement()
            .expect("a checked board is a solution");
        if found != expected_solution {
            return Err(Problem {
                line: board.line,
                message: out_of_place(&found, &expected_solution, number, cancel)?,
            }
            .into());
        }
    }
    let Some(n) = reader.n() else {
        return Err(Problem {
            line: 1,
            message: "the file is empty, so it does not show N; give it with --n".to_string(),
        }
        .into());
    };
    // The published total says at once whether any is missing; past it, the solver looks one
    // solution ahead.
    let more = match known_counts(n) {
        Some(counts) => number < counts.total,
        None => expected
            .get_or_insert_with(|| Solutions::new(n))
            .next_cancellable(cancel)?
            .is_some(),
    };
    if !more {
        return Ok(Verdict {
            n,
            solutions: number,
        });
    }
    let line = reader.lines_read() + 1;
    let next = number + 1;
    let message = match known_counts(n).map(|counts| counts.total) {
        Some(total) if total == next => {
            format!("the file ends here; solution No {total} is missing")
        }
        Some(total) => {
            format!("the file ends here; solutions No {next} to No {total} are missing")
        }
        None => format!(
            "the file ends here, but N = {n} has more solutions: No {next} is the first one missing"
        ),
    };
    Err(Problem { line, message }.into())
}

/// What to say of a solution `found` where solution No `number`, `expected`, should be. Both
/// are solutions and every one before them matched, so one earlier in the judge's order (the
/// order of the columns, row by row) was given already. Its own number is told when it can be
/// found within [`NUMBER_BUDGET`].
fn out_of_place(
    found: &Placement,
    expected: &Placement,
    number: u64,
    cancel: &AtomicBool,
) -> Result<String, Cancelled> {
    let again = found.columns() < expected.columns();
    let actual = number_within_budget(found, cancel)?;
    Ok(match (again, actual) {
        (true, Some(actual)) => {
            format!("solution No {actual} again: it was expected (and given) before No {number}")
        }
        (true, None) => {
            format!("a solution given again: it comes before No {number} in the judge's order")
        }
        (false, Some(actual)) => format!(
            "expected solution No {number} here, found No {actual}: \
             No {number} is missing or out of order"
        ),
        (false, None) => format!(
            "expected solution No {number} here, found a later one: \
             No {number} is missing or out of order"
        ),
    })
}

/// The number of `solution`, if it is found within [`NUMBER_BUDGET`]; `Err` if `cancel` is set
/// meanwhile.
fn number_within_budget(
    solution: &Placement,
    cancel: &AtomicBool,
) -> Result<Option<u64>, Cancelled> {
    let stop = AtomicBool::new(false);
    let done = AtomicBool::new(false);
    let number = std::thread::scope(|scope| {
        // A watch that stops the count at the budget's end, or at once on Ctrl-C.
        scope.spawn(|| {
            let deadline = Instant::now() + NUMBER_BUDGET;
            while !done.load(Ordering::Relaxed)
                && !cancel.load(Ordering::Relaxed)
                && Instant::now() < deadline
            {
                std::thread::sleep(Duration::from_millis(2));
            }
            stop.store(true, Ordering::Relaxed);
        });
        let options = CountOptions {
            cancel: Some(&stop),
            ..CountOptions::default()
        };
        let number = solution_number(solution, &options);
        done.store(true, Ordering::Relaxed);
        number
    });
    if cancel.load(Ordering::Relaxed) {
        return Err(Cancelled);
    }
    Ok(number.ok().flatten())
}

/// Finds the first row, top to bottom, where `board` stops being a solution. A queen is
/// checked against the queens above it only: the first conflict found this way has no queen
/// between the two, since that one would have been found first.
fn check_board(board: &JudgeBoard) -> Result<(), Problem> {
    let n = board.queens.n();
    let queens = board.queens.queens();
    let mut above: Vec<Square> = Vec::with_capacity(n);
    for row in 0..n {
        let wrong = |message: String| Problem {
            line: board.line_of_row(row),
            message,
        };
        let mut in_row = queens.iter().filter(|queen| queen.row == row);
        let (Some(&queen), second) = (in_row.next(), in_row.next()) else {
            return Err(wrong(format!("row {} has no queen", row + 1)));
        };
        if let Some(second) = second {
            return Err(wrong(format!(
                "not a solution: {} and {} share a row",
                queen.name(n),
                second.name(n)
            )));
        }
        let attack = above.iter().find_map(|&attacker| {
            Line::between(attacker, queen).map(|line| Conflict {
                first: attacker,
                second: queen,
                line,
            })
        });
        if let Some(conflict) = attack {
            return Err(wrong(format!("not a solution: {}", conflict.describe(n))));
        }
        above.push(queen);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::JudgeWriter;

    fn judge_text(n: usize, numbers_and_columns: &[(u64, Vec<u8>)]) -> Vec<u8> {
        let mut writer = JudgeWriter::new(Vec::new(), n);
        for (number, columns) in numbers_and_columns {
            writer.write_solution(*number, columns).unwrap();
        }
        writer.finish().unwrap()
    }

    fn all(n: usize) -> Vec<(u64, Vec<u8>)> {
        Solutions::new(n)
            .enumerate()
            .map(|(k, s)| (k as u64 + 1, s.columns().to_vec()))
            .collect()
    }

    fn problem(text: &[u8], n: Option<usize>) -> Problem {
        match check(text, n, &AtomicBool::new(false)) {
            Err(CheckError::Wrong(problem)) => problem,
            other => panic!("expected a problem, got {other:?}"),
        }
    }

    #[test]
    fn the_full_answer_passes() {
        let verdict = check(&judge_text(8, &all(8))[..], None, &AtomicBool::new(false)).unwrap();
        assert_eq!(
            verdict,
            Verdict {
                n: 8,
                solutions: 92
            }
        );
        assert_eq!(
            check(&b""[..], Some(3), &AtomicBool::new(false))
                .unwrap()
                .solutions,
            0
        );
    }

    #[test]
    fn a_missing_solution_is_found_where_it_should_be() {
        let mut boards = all(6);
        boards.remove(1);
        boards[1].0 = 2;
        boards[2].0 = 3;
        let found = problem(&judge_text(6, &boards), None);
        assert_eq!(found.line, 8);
        assert!(
            found
                .message
                .contains("expected solution No 2 here, found No 3"),
            "{found}"
        );
    }

    #[test]
    fn a_repeated_solution_and_a_wrong_number_are_named() {
        let mut boards = all(6);
        boards[2].1 = boards[1].1.clone();
        let found = problem(&judge_text(6, &boards), None);
        assert_eq!(
            (found.line, found.message.contains("No 2 again")),
            (15, true),
            "{found}"
        );

        let mut boards = all(6);
        boards[3].0 = 7;
        let found = problem(&judge_text(6, &boards), None);
        assert_eq!(found.line, 22);
        assert!(
            found.message.contains("expected `No 4:`, found `No 7:`"),
            "{found}"
        );
    }

    #[test]
    fn an_attacked_queen_is_named_on_its_row() {
        let mut boards = all(5);
        boards[0].1 = vec![0, 2, 4, 1, 4];
        let found = problem(&judge_text(5, &boards), None);
        assert_eq!(found.line, 6);
        assert!(
            found.message.contains("a5 and e1 share a diagonal"),
            "{found}"
        );
    }

    #[test]
    fn missing_boards_at_the_end_and_extra_ones_are_reported() {
        let boards = all(6);
        let found = problem(&judge_text(6, &boards[..2]), None);
        assert_eq!(found.line, 15);
        assert!(
            found.message.contains("No 3 to No 4 are missing"),
            "{found}"
        );

        let mut boards = all(4);
        boards.push((3, boards[0].1.clone()));
        let found = problem(&judge_text(4, &boards), None);
        assert!(found.message.contains("extra board"), "{found}");
    }

    #[test]
    fn an_empty_file_needs_n() {
        assert_eq!(problem(b"", None).line, 1);
        assert!(problem(b"", Some(8)).message.contains("No 1 to No 92"));
    }
}
