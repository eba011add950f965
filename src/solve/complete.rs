//! Completing a hand-made board: the solutions that contain every queen the user placed.
//!
//! A row that holds a user's queen may use only that column; every other row may use only the
//! squares no user's queen attacks. The search of [`Solutions`] and of the counter then runs
//! with those masks, so the completions come out in the judge's order and are counted without
//! walking the rest of the tree.

use std::sync::atomic::AtomicBool;

use crate::board::{Conflict, MAX_N, Placement, Squares};
use crate::solve::count::{Bounds, Cancelled, Every, Search};
use crate::solve::enumerate::{Solutions, full_mask};

/// The completions of a hand-made board whose queens do not attack each other.
#[derive(Clone, Debug)]
pub struct Completions {
    n: usize,
    allowed: [u32; MAX_N],
}

impl Completions {
    /// The completions of `board`, or the pairs of queens that attack each other.
    pub fn new(board: &Squares) -> Result<Self, Vec<Conflict>> {
        let conflicts = board.conflicts();
        if !conflicts.is_empty() {
            return Err(conflicts);
        }
        let n = board.n();
        let mut allowed = [0; MAX_N];
        for (row, mask) in allowed.iter_mut().enumerate().take(n) {
            *mask = full_mask(n);
            for queen in board.queens() {
                if queen.row == row {
                    *mask = 1 << queen.column;
                    break;
                }
                // Clear the three squares of this row the queen attacks.
                let distance = queen.row.abs_diff(row);
                *mask &= !(1 << queen.column);
                if queen.column >= distance {
                    *mask &= !(1 << (queen.column - distance));
                }
                if queen.column + distance < n {
                    *mask &= !(1 << (queen.column + distance));
                }
            }
        }
        Ok(Self { n, allowed })
    }

    /// The completions in the judge's order.
    pub fn solutions(&self) -> Solutions {
        Solutions::restricted(self.n, &self.allowed[..self.n])
    }

    /// The first completion in the judge's order, if there is one.
    pub fn first(&self) -> Option<Placement> {
        self.solutions().next()
    }

    /// How many solutions contain the placed queens.
    pub fn count(&self, cancel: &AtomicBool) -> Result<u64, Cancelled> {
        count_restricted(self.n, self.allowed, cancel)
    }
}

/// The number of solutions whose row `r` queen stands on a column of `allowed[r]`.
fn count_restricted(
    n: usize,
    allowed: [u32; MAX_N],
    cancel: &AtomicBool,
) -> Result<u64, Cancelled> {
    let mut every = Every(0);
    let mut search = Search::new(n, &Bounds::allowing(allowed), cancel, &mut every);
    search.run(0, 0, 0, 0);
    if search.cancelled() {
        return Err(Cancelled);
    }
    Ok(every.0)
}

/// The judge's number of `solution` (from 1), or `None` if it is not a solution.
///
/// It counts, row by row, the solutions that agree with `solution` on the rows above and put
/// this row's queen further left: those are exactly the solutions that come before it.
pub fn solution_number(
    solution: &Placement,
    cancel: &AtomicBool,
) -> Result<Option<u64>, Cancelled> {
    if !solution.is_solution() {
        return Ok(None);
    }
    let n = solution.n();
    let mut before = 0;
    let mut allowed = [full_mask(n); MAX_N];
    for (row, &column) in solution.columns().iter().enumerate() {
        let bit = 1u32 << column;
        allowed[row] = bit - 1;
        before += count_restricted(n, allowed, cancel)?;
        allowed[row] = bit;
    }
    Ok(Some(before + 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Square;

    fn board(n: usize, queens: &[(usize, usize)]) -> Squares {
        let mut board = Squares::empty(n);
        for &(row, column) in queens {
            board.toggle(Square::new(row, column));
        }
        board
    }

    #[test]
    fn completions_are_the_solutions_holding_the_queens() {
        let never = AtomicBool::new(false);
        let all: Vec<Placement> = Solutions::new(8).collect();
        for queens in [&[][..], &[(0, 0)], &[(3, 5), (6, 1)], &[(7, 7), (0, 3)]] {
            let board = board(8, queens);
            let expected: Vec<&Placement> = all
                .iter()
                .filter(|s| {
                    queens
                        .iter()
                        .all(|&(r, c)| usize::from(s.columns()[r]) == c)
                })
                .collect();
            let completions = Completions::new(&board).unwrap();
            assert_eq!(completions.count(&never).unwrap(), expected.len() as u64);
            assert_eq!(completions.first().as_ref(), expected.first().copied());
            assert_eq!(
                completions.solutions().collect::<Vec<_>>().len(),
                expected.len()
            );
        }
    }

    #[test]
    fn attacking_queens_are_reported_not_completed() {
        let conflicts = Completions::new(&board(8, &[(0, 0), (2, 2)])).unwrap_err();
        assert_eq!(conflicts.len(), 1);
    }

    #[test]
    fn solution_numbers_follow_the_judges_order() {
        let never = AtomicBool::new(false);
        for n in [1, 4, 6, 8] {
            for (k, solution) in Solutions::new(n).enumerate() {
                assert_eq!(solution_number(&solution, &never), Ok(Some(k as u64 + 1)));
            }
        }
        let not_a_solution = Placement::new(vec![0, 1, 2, 3]).unwrap();
        assert_eq!(solution_number(&not_a_solution, &never), Ok(None));
    }
}
