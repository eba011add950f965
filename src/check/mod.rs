//! Checking a judge file against the solver: every board a solution, every solution there
//! once, in the judge's order, numbered from 1. The first problem is reported with its line.

mod wrong;

pub use wrong::Wrong;

use std::io::{self, BufRead};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::board::{Conflict, Line, Placement, Square};
use crate::judge::{Excerpt, JudgeBoard, JudgeReader, ReadError};
use crate::solve::Cancelled;
use crate::solve::count::CountOptions;
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
#[error("line {line}: {wrong}")]
pub struct Problem {
    /// The line, from 1.
    pub line: usize,
    /// What is wrong there.
    pub wrong: Wrong,
    /// The boards before it, every one right: No 1 to No `boards_right` of the file.
    pub boards_right: u64,
    /// What the window shows of it.
    pub evidence: Evidence,
}

/// What shows a problem: the lines around a format problem, or the boards involved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Evidence {
    /// A line that breaks the format, with its neighbours.
    Format(Excerpt),
    /// A board that is not a solution, and the first two queens found attacking each other
    /// (none when a row is empty).
    NotASolution {
        /// The file's board.
        board: JudgeBoard,
        /// The attack, if that is what is wrong.
        conflict: Option<Conflict>,
        /// The solution that belongs here and its number; `None` past the last one.
        expected: Option<(u64, Placement)>,
    },
    /// A board where another was expected: a wrong header number, a solution out of order or
    /// given twice, or one past the last solution.
    Misplaced {
        /// The file's board.
        board: JudgeBoard,
        /// The solution that belongs here and its number; `None` past the last one.
        expected: Option<(u64, Placement)>,
        /// The number of the file's board, when it is a solution and that was found in time.
        found_number: Option<u64>,
    },
    /// The file ends before the solution that comes next.
    Missing {
        /// That solution and its number.
        expected: (u64, Placement),
    },
    /// The file is empty and does not say N.
    Empty,
}

/// Why a check did not pass.
#[derive(Debug, thiserror::Error)]
pub enum CheckError {
    /// The file is wrong; here is the first problem.
    #[error(transparent)]
    Wrong(Box<Problem>),
    /// The file could not be read.
    #[error("{0}")]
    Unreadable(#[from] io::Error),
    /// Its cancel flag was set (Ctrl-C).
    #[error("the check was interrupted")]
    Interrupted,
}

impl From<Problem> for CheckError {
    fn from(problem: Problem) -> Self {
        Self::Wrong(Box::new(problem))
    }
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
    while let Some(board) = reader.next() {
        if cancel.load(Ordering::Relaxed) {
            return Err(CheckError::Interrupted);
        }
        let board = match board {
            Ok(board) => board,
            Err(ReadError::Format(error)) => {
                return Err(format_problem(&mut reader, error, number).into());
            }
            Err(ReadError::Io(error)) => return Err(CheckError::Unreadable(error)),
        };
        let n = board.queens.n();
        let solutions = expected.get_or_insert_with(|| Solutions::new(n));
        let boards_right = number;
        number += 1;
        let misplaced = |line, wrong, expected, found_number| Problem {
            line,
            wrong,
            boards_right,
            evidence: Evidence::Misplaced {
                board: board.clone(),
                expected,
                found_number,
            },
        };
        if board.number != number {
            let expected_solution = solutions.next_cancellable(cancel)?;
            let found_number = board.queens.as_placement().filter(Placement::is_solution);
            let found_number = match found_number {
                Some(found) if Some(&found) == expected_solution.as_ref() => Some(number),
                _ => None,
            };
            return Err(misplaced(
                board.line,
                Wrong::Header {
                    expected: number,
                    found: board.number,
                },
                expected_solution.map(|solution| (number, solution)),
                found_number,
            )
            .into());
        }
        if let Err((line, wrong, conflict)) = check_board(&board) {
            let expected = solutions
                .next_cancellable(cancel)?
                .map(|solution| (number, solution));
            return Err(Problem {
                line,
                wrong,
                boards_right,
                evidence: Evidence::NotASolution {
                    board,
                    conflict,
                    expected,
                },
            }
            .into());
        }
        let found = board
            .queens
            .as_placement()
            .expect("a checked board is a solution");
        let Some(expected_solution) = solutions.next_cancellable(cancel)? else {
            return Err(misplaced(
                board.line,
                Wrong::Extra {
                    n,
                    total: number - 1,
                },
                None,
                number_within_budget(&found, cancel)?,
            )
            .into());
        };
        if found != expected_solution {
            let (wrong, found_number) = out_of_place(&found, &expected_solution, number, cancel)?;
            return Err(misplaced(
                board.line,
                wrong,
                Some((number, expected_solution)),
                found_number,
            )
            .into());
        }
    }
    let Some(n) = reader.n() else {
        return Err(Problem {
            line: 1,
            wrong: Wrong::EmptyWithoutN,
            boards_right: 0,
            evidence: Evidence::Empty,
        }
        .into());
    };
    the_end(n, number, reader.lines_read(), expected, cancel)
}

/// A line that breaks the format, after `boards_right` right boards, with the lines around it.
fn format_problem<R: BufRead>(
    reader: &mut JudgeReader<R>,
    error: crate::judge::ParseError,
    boards_right: u64,
) -> Problem {
    Problem {
        line: error.line,
        evidence: Evidence::Format(reader.excerpt(&error.problem)),
        wrong: Wrong::Format(error.problem),
        boards_right,
    }
}

/// Checks the judge file `input` for the size its first row shows, or, when it is empty (the
/// right answer where N has no solution), for `n_if_empty`: the window's choice of N.
pub fn check_or_empty_for(
    input: impl BufRead,
    n_if_empty: usize,
    cancel: &AtomicBool,
) -> Result<Verdict, CheckError> {
    match check(input, None, cancel) {
        Err(CheckError::Wrong(problem)) if problem.evidence == Evidence::Empty => {
            check(io::empty(), Some(n_if_empty), cancel)
        }
        other => other,
    }
}

/// What the end of the file after `number` right boards (the file's last line `last_line`)
/// means: a verdict, or the solutions missing. `expected` is the solver, one solution behind
/// the next; the published total says at once whether any is missing, and past it the solver
/// looks one solution ahead.
fn the_end(
    n: usize,
    number: u64,
    last_line: usize,
    mut expected: Option<Solutions>,
    cancel: &AtomicBool,
) -> Result<Verdict, CheckError> {
    let solutions = expected.get_or_insert_with(|| Solutions::new(n));
    let next_solution = match known_counts(n) {
        Some(counts) if number >= counts.total => None,
        _ => solutions.next_cancellable(cancel)?,
    };
    let Some(next_solution) = next_solution else {
        return Ok(Verdict {
            n,
            solutions: number,
        });
    };
    let line = last_line + 1;
    let next = number + 1;
    let wrong = match known_counts(n).map(|counts| counts.total) {
        Some(total) if number == 0 => Wrong::EmptyButSolutions { n, total },
        total => Wrong::Ends { n, next, total },
    };
    Err(Problem {
        line,
        wrong,
        boards_right: number,
        evidence: Evidence::Missing {
            expected: (next, next_solution),
        },
    }
    .into())
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
) -> Result<(Wrong, Option<u64>), Cancelled> {
    let again = found.columns() < expected.columns();
    let actual = number_within_budget(found, cancel)?;
    let wrong = if again {
        Wrong::Again {
            number,
            earlier: actual,
        }
    } else {
        Wrong::Later {
            number,
            found: actual,
        }
    };
    Ok((wrong, actual))
}

/// The number of `solution`, if it is found within [`NUMBER_BUDGET`]; `Err` if `cancel` is set
/// meanwhile.
fn number_within_budget(
    solution: &Placement,
    cancel: &AtomicBool,
) -> Result<Option<u64>, Cancelled> {
    let stop = AtomicBool::new(false);
    let options = CountOptions {
        cancel: Some(&stop),
        memory: crate::platform::available_memory(),
        ..CountOptions::default()
    };
    let (number, _) = crate::deadline::within(&stop, NUMBER_BUDGET, Some(cancel), || {
        solution_number(solution, &options)
    });
    if cancel.load(Ordering::Relaxed) {
        return Err(Cancelled);
    }
    Ok(number.ok().flatten())
}

/// Finds the first row, top to bottom, where `board` stops being a solution: its line, what
/// is wrong, and the two queens that attack each other, if that is it. A queen is checked
/// against the queens above it only: the first conflict found this way has no queen between
/// the two, since that one would have been found first.
fn check_board(board: &JudgeBoard) -> Result<(), (usize, Wrong, Option<Conflict>)> {
    let n = board.queens.n();
    let queens = board.queens.queens();
    let mut above: Vec<Square> = Vec::with_capacity(n);
    for row in 0..n {
        let line = board.line_of_row(row);
        let mut in_row = queens.iter().filter(|queen| queen.row == row);
        let (Some(&queen), second) = (in_row.next(), in_row.next()) else {
            return Err((line, Wrong::EmptyRow { row }, None));
        };
        if let Some(&second) = second {
            let conflict = Conflict {
                first: queen,
                second,
                line: Line::Row,
            };
            return Err((line, Wrong::Attack { n, conflict }, Some(conflict)));
        }
        let attack = above.iter().find_map(|&attacker| {
            Line::between(attacker, queen).map(|line| Conflict {
                first: attacker,
                second: queen,
                line,
            })
        });
        if let Some(conflict) = attack {
            return Err((line, Wrong::Attack { n, conflict }, Some(conflict)));
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
            Err(CheckError::Wrong(problem)) => *problem,
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
                .wrong
                .to_string()
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
            (found.line, found.wrong.to_string().contains("No 2 again")),
            (15, true),
            "{found}"
        );

        let mut boards = all(6);
        boards[3].0 = 7;
        let found = problem(&judge_text(6, &boards), None);
        assert_eq!(found.line, 22);
        assert!(
            found
                .wrong
                .to_string()
                .contains("expected `No 4:`, found `No 7:`"),
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
            found
                .wrong
                .to_string()
                .contains("a5 and e1 share a diagonal"),
            "{found}"
        );
    }

    #[test]
    fn missing_boards_at_the_end_and_extra_ones_are_reported() {
        let boards = all(6);
        let found = problem(&judge_text(6, &boards[..2]), None);
        assert_eq!(found.line, 15);
        assert!(
            found.wrong.to_string().contains("No 3 to No 4 are missing"),
            "{found}"
        );

        let mut boards = all(4);
        boards.push((3, boards[0].1.clone()));
        let found = problem(&judge_text(4, &boards), None);
        assert!(found.wrong.to_string().contains("extra board"), "{found}");
    }

    #[test]
    fn an_empty_file_is_checked_for_the_n_asked_for() {
        let cancel = AtomicBool::new(false);
        for n in [2, 3] {
            let verdict = check_or_empty_for(io::empty(), n, &cancel).unwrap();
            assert_eq!(verdict, Verdict { n, solutions: 0 });
        }
        let Err(CheckError::Wrong(problem)) = check_or_empty_for(io::empty(), 8, &cancel) else {
            panic!("an empty file is wrong for N = 8");
        };
        assert_eq!(
            problem.to_string(),
            "line 1: the file is empty, but N = 8 has 92 solutions: an empty file is right only \
             for N = 2 and N = 3"
        );
        assert!(matches!(problem.evidence, Evidence::Missing { .. }));
        // A file that shows its N is checked for that N, whatever the window's.
        let verdict = check_or_empty_for(&b"No 1:\nA\n"[..], 8, &cancel).unwrap();
        assert_eq!(verdict, Verdict { n: 1, solutions: 1 });
    }

    #[test]
    fn an_empty_file_needs_n() {
        assert_eq!(problem(b"", None).line, 1);
        assert!(
            problem(b"", Some(8))
                .wrong
                .to_string()
                .contains("the file is empty, but N = 8 has 92")
        );
    }
}
