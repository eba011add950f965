//! The solutions a symmetry of the square leaves unchanged, for Burnside's count of classes.
//!
//! A solution that a symmetry fixes is made of whole orbits of squares under it (a square, its
//! image, its image's image… back to the square). So the search fills the lowest empty row
//! with a queen and all of that square's orbit at once, or gives up on the square if the orbit
//! attacks itself or the queens already placed. A half turn places two queens per step, a
//! quarter turn four; a reflection fails at once on every board but the smallest.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::board::{Square, Symmetry};
use crate::solve::attacks::{Cancelled, full_mask};
use crate::solve::enumerate::NODES_BETWEEN_CHECKS;

/// The solutions of an `n` board fixed by each of the seven symmetries other than the identity,
/// summed.
pub(super) fn symmetric_solutions(n: usize, cancel: &AtomicBool) -> Result<u64, Cancelled> {
    let mut sum = 0;
    for symmetry in &Symmetry::ALL[1..] {
        sum += fixed_by(n, *symmetry, cancel)?;
    }
    Ok(sum)
}

/// The solutions of an `n` board that `symmetry` maps onto themselves.
pub(super) fn fixed_by(
    n: usize,
    symmetry: Symmetry,
    cancel: &AtomicBool,
) -> Result<u64, Cancelled> {
    let mut search = Search {
        n,
        symmetry,
        nodes: 0,
        cancel,
    };
    search.fill(Taken::default())
}

/// The rows, columns and diagonals the queens placed so far hold.
#[derive(Clone, Copy, Default)]
struct Taken {
    rows: u32,
    columns: u32,
    sums: u64,
    differences: u64,
}

impl Taken {
    /// With a queen on `square` too, unless it shares a line with one already there.
    fn with(self, n: usize, square: Square) -> Option<Self> {
        let row = 1u32 << square.row;
        let column = 1u32 << square.column;
        let sum = 1u64 << (square.row + square.column);
        let difference = 1u64 << (square.row + n - 1 - square.column);
        let clear = self.rows & row == 0
            && self.columns & column == 0
            && self.sums & sum == 0
            && self.differences & difference == 0;
        clear.then_some(Self {
            rows: self.rows | row,
            columns: self.columns | column,
            sums: self.sums | sum,
            differences: self.differences | difference,
        })
    }
}

struct Search<'a> {
    n: usize,
    symmetry: Symmetry,
    nodes: u64,
    cancel: &'a AtomicBool,
}

impl Search<'_> {
    /// The fixed solutions that complete `taken`.
    fn fill(&mut self, taken: Taken) -> Result<u64, Cancelled> {
        let n = self.n;
        if taken.rows == full_mask(n) {
            return Ok(1);
        }
        self.nodes += 1;
        if self.nodes.is_multiple_of(NODES_BETWEEN_CHECKS) && self.cancel.load(Ordering::Relaxed) {
            return Err(Cancelled);
        }
        let row = (!taken.rows).trailing_zeros() as usize;
        let mut found = 0;
        for column in 0..n {
            let start = Square::new(row, column);
            let mut orbit = Some(taken);
            let mut square = start;
            loop {
                orbit = orbit.and_then(|taken| taken.with(n, square));
                square = self.symmetry.apply(n, square);
                if orbit.is_none() || square == start {
                    break;
                }
            }
            if let Some(next) = orbit {
                found += self.fill(next)?;
            }
        }
        Ok(found)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Placement;
    use crate::solve::Solutions;

    #[test]
    fn fixed_solutions_are_those_the_enumerator_finds_fixed() {
        let never = AtomicBool::new(false);
        for n in 1..=10 {
            let all: Vec<Placement> = Solutions::new(n).collect();
            for symmetry in Symmetry::ALL {
                let expected = all
                    .iter()
                    .filter(|s| s.transformed(symmetry) == **s)
                    .count();
                assert_eq!(
                    fixed_by(n, symmetry, &never),
                    Ok(expected as u64),
                    "n = {n}, {symmetry:?}"
                );
            }
        }
    }
}
