//! Checking an answer file against the solver, in any judge's format: every board a solution,
//! every solution there once, in the judge's order where the format has one. The first
//! problem is reported with its line (and, for JSON, its column).

mod checker;
mod fast;
mod leetcode;
mod wrong;

pub use wrong::Wrong;

use std::io::{self, BufRead};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::board::{Conflict, Line, Placement, Square};
use crate::formats::columns::ColumnsReader;
use crate::formats::read::{Excerpt, FileBoard, ParseError, ReadError};
use crate::formats::{BoardReader, Format};
use crate::solve::Cancelled;
use crate::solve::count::CountOptions;
use crate::solve::{Solutions, complete::solution_number, known_counts};

/// How long a check may spend finding the number of a board out of place, for its message:
/// past that the message goes without it, so that a check of any N answers at once.
const NUMBER_BUDGET: Duration = Duration::from_millis(300);

/// A file that is right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Verdict {
    /// The board size.
    pub n: usize,
    /// The solutions the file holds: all of them, or the first three of the Checker
    /// Challenge's answer.
    pub solutions: u64,
    /// The format it was read in.
    pub format: Format,
    /// The number of solutions of N, where the file gives it (the Checker Challenge's).
    pub total: Option<u64>,
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let n = self.n;
        match (self.format, self.total, self.solutions) {
            (_, _, 0) => write!(f, "correct: N = {n} has no solution and the answer says so"),
            (_, _, 1) => write!(f, "correct: the only solution for N = {n}"),
            (Format::Checker, Some(total), shown) if shown < total => write!(
                f,
                "correct: the first {shown} of the {total} solutions for N = {n}, and their \
                 count"
            ),
            (Format::Checker, _, total) => write!(
                f,
                "correct: all {total} solutions for N = {n}, and their count"
            ),
            (Format::Judge, _, total) => write!(
                f,
                "correct: all {total} solutions for N = {n}, in order and numbered right"
            ),
            (Format::Leetcode, _, total) => {
                write!(f, "correct: all {total} solutions for N = {n}, each once")
            }
            (Format::Columns, _, total) => {
                write!(f, "correct: all {total} solutions for N = {n}, in order")
            }
        }?;
        write!(f, " ({})", self.format.named())
    }
}

/// The first thing wrong with a file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
#[error("line {line}: {wrong}")]
pub struct Problem {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, where the format says it (JSON).
    pub column: Option<usize>,
    /// What is wrong there.
    pub wrong: Wrong,
    /// The boards before it, every one right: No 1 to No `boards_right` of the file.
    pub boards_right: u64,
    /// What the window shows of it.
    pub evidence: Evidence,
    /// The format the file was read in.
    pub format: Format,
}

impl Problem {
    /// `wrong` at `line`, after `boards_right` right boards; the format is set by [`check`].
    fn new(line: usize, wrong: Wrong, boards_right: u64, evidence: Evidence) -> Self {
        Self {
            line,
            column: None,
            wrong,
            boards_right,
            evidence,
            format: Format::Judge,
        }
    }

    /// A place that breaks the format, after `boards_right` right boards, shown by `excerpt`.
    fn format(error: ParseError, boards_right: u64, excerpt: Excerpt) -> Self {
        Self {
            column: error.column,
            ..Self::new(
                error.line,
                Wrong::Format(error.problem),
                boards_right,
                Evidence::Format(excerpt),
            )
        }
    }
}

/// What shows a problem: the lines around a format problem, or the boards involved.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Evidence {
    /// A line that breaks the format, with its neighbours.
    Format(Excerpt),
    /// A board that is not a solution, and the first two queens found attacking each other
    /// (none when a row is empty).
    NotASolution {
        /// The file's board.
        board: FileBoard,
        /// The attack, if that is what is wrong.
        conflict: Option<Conflict>,
        /// The solution that belongs here and its number; `None` past the last one, and where
        /// the format takes any order.
        expected: Option<(u64, Placement)>,
    },
    /// A board where another was expected: a wrong header number, a solution out of order,
    /// given twice or standing where solutions are missing, or one past the last solution.
    Misplaced {
        /// The file's board.
        board: FileBoard,
        /// The solution that belongs here and its number; `None` past the last one, and where
        /// the format takes any order.
        expected: Option<(u64, Placement)>,
        /// The number of the file's board, when it is a solution and that was found in time.
        found_number: Option<u64>,
    },
    /// The file ends before the solution that comes next, or without this one.
    Missing {
        /// That solution and its number.
        expected: (u64, Placement),
    },
    /// A count of the solutions that is not theirs.
    Total {
        /// The board size.
        n: usize,
        /// The count the file gives.
        found: u64,
        /// The number of solutions.
        expected: u64,
    },
    /// The file is empty and does not say N.
    Empty,
    /// Nothing to show but the words.
    Words,
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
    /// Its cancel flag was set (Ctrl-C, or the window's Cancel).
    #[error("the check was cancelled")]
    Cancelled,
}

impl From<Problem> for CheckError {
    fn from(problem: Problem) -> Self {
        Self::Wrong(Box::new(problem))
    }
}

impl From<Cancelled> for CheckError {
    fn from(_: Cancelled) -> Self {
        Self::Cancelled
    }
}

/// Checks the file `input` in `format`, or in the format its first bytes show, for board
/// size `n`, or for the size its first board shows. Where the format has an order, the solver
/// runs alongside the file, one solution ahead of it: a missing solution is found without
/// counting them all, so that the check ends at once for any N. `cancel` stops it.
pub fn check(
    mut input: impl BufRead,
    format: Option<Format>,
    n: Option<usize>,
    cancel: &AtomicBool,
) -> Result<Verdict, CheckError> {
    let format = match format {
        Some(format) => format,
        // Text that looks like no format is read as the judge's, whose reader names the fault.
        None => Format::recognise(input.fill_buf()?).unwrap_or(Format::Judge),
    };
    let checked = match format {
        Format::Judge => fast::check_judge(input, n, cancel),
        Format::Columns => in_order(ColumnsReader::new(input, n, Format::Columns), cancel),
        Format::Checker => checker::check(ColumnsReader::new(input, n, Format::Checker), cancel),
        Format::Leetcode => leetcode::check(input, n, cancel),
    };
    match checked {
        Ok(verdict) => Ok(Verdict { format, ..verdict }),
        Err(CheckError::Wrong(mut problem)) => {
            problem.format = format;
            Err(CheckError::Wrong(problem))
        }
        Err(error) => Err(error),
    }
}

/// Checks the file `input` (in the format it shows) for the size its first board shows, or,
/// when it does not show one (an empty file, the right answer where N has no solution), for
/// `n_if_empty`: the window's choice of N.
pub fn check_or_empty_for(
    mut input: impl BufRead,
    n_if_empty: usize,
    cancel: &AtomicBool,
) -> Result<Verdict, CheckError> {
    let format = Format::recognise(input.fill_buf()?).unwrap_or(Format::Judge);
    match check(&mut input, Some(format), None, cancel) {
        Err(CheckError::Wrong(problem)) if problem.evidence == Evidence::Empty => check(
            format.empty_answer(),
            Some(format),
            Some(n_if_empty),
            cancel,
        ),
        other => other,
    }
}

/// A board's problem in its place, or a read error, as a check's error.
fn read_failure(reader: &mut impl BoardReader, error: ReadError, boards_right: u64) -> CheckError {
    match error {
        ReadError::Format(error) => {
            let excerpt = reader.excerpt(&error.problem);
            Problem::format(error, boards_right, excerpt).into()
        }
        ReadError::Io(error) => CheckError::Unreadable(error),
    }
}

/// Checks a file of every solution in the judge's order (the judge's boards, the columns).
fn in_order(reader: impl BoardReader, cancel: &AtomicBool) -> Result<Verdict, CheckError> {
    in_order_from(reader, 0, None, cancel)
}

/// Checks the boards of `reader`, which come after `number` right ones; `expected` is the
/// solver at the solution due next, if known.
fn in_order_from(
    mut reader: impl BoardReader,
    mut number: u64,
    mut expected: Option<Solutions>,
    cancel: &AtomicBool,
) -> Result<Verdict, CheckError> {
    while let Some(board) = reader.next_board() {
        if cancel.load(Ordering::Relaxed) {
            return Err(Cancelled.into());
        }
        let board = board.map_err(|error| read_failure(&mut reader, error, number))?;
        let solutions = expected.get_or_insert_with(|| Solutions::new(board.queens.n()));
        number += 1;
        board_in_place(board, number, solutions, &mut reader, cancel)?;
    }
    let Some(n) = reader.n() else {
        return Err(Problem::new(1, Wrong::EmptyWithoutN, 0, Evidence::Empty).into());
    };
    the_end(n, number, reader.lines_read(), expected, cancel)
}

/// Checks that `board` is solution No `number`, the next of `solutions`, every board before
/// it being right. Where it is not, its header's number and the board itself are two
/// witnesses: a header that neither its place nor its board bears out is wrong itself; one
/// that agrees with its board names the place the board belongs to, and so the solutions
/// missing before it, or the one given again. `reader` is read one board further, to tell a
/// solution missing from two swapped.
fn board_in_place(
    board: FileBoard,
    number: u64,
    solutions: &mut Solutions,
    reader: &mut impl BoardReader,
    cancel: &AtomicBool,
) -> Result<(), CheckError> {
    let boards_right = number - 1;
    let header_right = board.number == number;
    let header_wrong = Wrong::Header {
        expected: number,
        found: board.number,
    };
    let misplaced = |board: FileBoard, wrong, expected, found_number| {
        let line = board.line;
        let evidence = Evidence::Misplaced {
            board,
            expected,
            found_number,
        };
        Err(Problem::new(line, wrong, boards_right, evidence).into())
    };
    let Some(found) = board.queens.as_placement().filter(Placement::is_solution) else {
        let expected = solutions
            .next_cancellable(cancel)?
            .map(|solution| (number, solution));
        if !header_right {
            return misplaced(board, header_wrong, expected, None);
        }
        let problem = not_a_solution(board, boards_right)
            .expect("a board that is no solution has a row at fault");
        return Err(problem.expecting(expected).into());
    };
    let expected = solutions.next_cancellable(cancel)?;
    let found_number = match &expected {
        Some(expected) if *expected == found => Some(number),
        _ => number_within_budget(&found, cancel)?,
    };
    if header_right && found_number == Some(number) {
        return Ok(());
    }
    if !header_right && found_number != Some(board.number) {
        let expected = expected.map(|solution| (number, solution));
        return misplaced(board, header_wrong, expected, found_number);
    }
    let Some(expected) = expected else {
        let n = board.queens.n();
        let wrong = Wrong::Extra {
            n,
            total: number - 1,
        };
        return misplaced(board, wrong, None, found_number);
    };
    // The header reads the place's number, or else the board's own.
    let header_agrees = !header_right;
    let wrong = out_of_place(
        &found,
        found_number,
        (number, &expected),
        header_agrees,
        reader,
        cancel,
    )?;
    misplaced(board, wrong, Some((number, expected)), found_number)
}

/// What to say of a solution `found` (its own number `found_number`, if found in time) where
/// solution No `number`, `expected`, should be, every one before them having matched; its
/// header gives its own number if `header_agrees`, else its place's. A solution earlier in the
/// judge's order was given already. A later one means the solutions between are missing,
/// where its header, or the board after it (`reader`'s next) or the end of the file, bears
/// that out and the board after it does not belong among them; or that the two are swapped,
/// where the board after it is No `number`.
fn out_of_place(
    found: &Placement,
    found_number: Option<u64>,
    (number, expected): (u64, &Placement),
    header_agrees: bool,
    reader: &mut impl BoardReader,
    cancel: &AtomicBool,
) -> Result<Wrong, Cancelled> {
    if found.columns() < expected.columns() {
        return Ok(Wrong::Again {
            number,
            earlier: found_number,
        });
    }
    let Some(own) = found_number else {
        return Ok(Wrong::Later {
            number,
            found: None,
        });
    };
    let next = reader.next_board();
    let at_end = next.is_none();
    let next_number = match next {
        Some(Ok(next)) => match next.queens.as_placement().filter(Placement::is_solution) {
            Some(next) if next == *expected => Some(number),
            Some(next) => number_within_budget(&next, cancel)?,
            None => None,
        },
        // A board that cannot be read says nothing either way.
        Some(Err(_)) | None => None,
    };
    if own == number + 1 && next_number == Some(number) {
        return Ok(Wrong::Swapped { first: number });
    }
    let borne_out = header_agrees || at_end || next_number == Some(own + 1);
    let among_them = next_number.is_some_and(|next| (number..own).contains(&next));
    Ok(if borne_out && !among_them {
        Wrong::Missing {
            first: number,
            found: own,
        }
    } else {
        Wrong::Later {
            number,
            found: Some(own),
        }
    })
}

/// The problem of a board that is not a solution, at the row where that shows, if it is not.
fn not_a_solution(board: FileBoard, boards_right: u64) -> Option<Problem> {
    let Err((row, wrong, conflict)) = first_wrong_row(&board) else {
        return None;
    };
    let (line, column) = board.place_of_row(row);
    Some(Problem {
        column,
        ..Problem::new(
            line,
            wrong,
            boards_right,
            Evidence::NotASolution {
                board,
                conflict,
                expected: None,
            },
        )
    })
}

impl Problem {
    /// The problem of a board that is not a solution, with the solution expected in its place.
    fn expecting(mut self, solution: Option<(u64, Placement)>) -> Self {
        if let Evidence::NotASolution { expected, .. } = &mut self.evidence {
            *expected = solution;
        }
        self
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
            format: Format::Judge,
            total: None,
        });
    };
    let next = number + 1;
    let wrong = match known_counts(n).map(|counts| counts.total) {
        Some(total) if number == 0 => Wrong::EmptyButSolutions { n, total },
        total => Wrong::Ends { n, next, total },
    };
    let evidence = Evidence::Missing {
        expected: (next, next_solution),
    };
    Err(Problem::new(last_line + 1, wrong, number, evidence).into())
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

/// Finds the first row, top to bottom, where `board` stops being a solution: the row, what
/// is wrong, and the two queens that attack each other, if that is it. A queen is checked
/// against the queens above it only: the first conflict found this way has no queen between
/// the two, since that one would have been found first.
fn first_wrong_row(board: &FileBoard) -> Result<(), (usize, Wrong, Option<Conflict>)> {
    let n = board.queens.n();
    let queens = board.queens.queens();
    let mut above: Vec<Square> = Vec::with_capacity(n);
    for row in 0..n {
        let mut in_row = queens.iter().filter(|queen| queen.row == row);
        let (Some(&queen), second) = (in_row.next(), in_row.next()) else {
            return Err((row, Wrong::EmptyRow { rank: n - row }, None));
        };
        if let Some(&second) = second {
            let conflict = Conflict {
                first: queen,
                second,
                line: Line::Row,
            };
            return Err((row, Wrong::Attack { n, conflict }, Some(conflict)));
        }
        let attack = above.iter().find_map(|&attacker| {
            Line::between(attacker, queen).map(|line| Conflict {
                first: attacker,
                second: queen,
                line,
            })
        });
        if let Some(conflict) = attack {
            return Err((row, Wrong::Attack { n, conflict }, Some(conflict)));
        }
        above.push(queen);
    }
    Ok(())
}

#[cfg(test)]
mod tests;
