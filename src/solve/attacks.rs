//! What every bitboard search of the engine shares: the attacks on a row as three masks, the
//! masks of a board's columns, and the error of a search stopped by its cancel flag.

/// The squares of a row that the queens above attack, as bit masks (bit `c` for column `c`):
/// the columns they hold, and the diagonals running down to the right and down to the left.
/// Placing a queen is one step that carries all three to the row below; every bitboard search
/// of the crate takes it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Attacks {
    /// The columns taken.
    pub columns: u32,
    /// The diagonals running down to the right, where they cross this row.
    pub down_right: u32,
    /// The diagonals running down to the left, where they cross this row.
    pub down_left: u32,
}

impl Attacks {
    /// The squares of `allowed` that no queen above attacks.
    #[inline]
    #[must_use]
    pub const fn free(self, allowed: u32) -> u32 {
        allowed & !(self.columns | self.down_right | self.down_left)
    }

    /// The attacks on the next row once a queen stands on `bit` of this one.
    #[inline]
    #[must_use]
    pub const fn place(self, bit: u32) -> Self {
        Self {
            columns: self.columns | bit,
            down_right: (self.down_right | bit) << 1,
            down_left: (self.down_left | bit) >> 1,
        }
    }

    /// The attacks on the next row when this one is left empty (a quadrant's rows may be).
    #[inline]
    #[must_use]
    pub const fn pass(self) -> Self {
        Self {
            columns: self.columns,
            down_right: self.down_right << 1,
            down_left: self.down_left >> 1,
        }
    }
}

/// A mask with the `n` lowest bits set: the columns of an `n`-wide board.
pub const fn full_mask(n: usize) -> u32 {
    if n >= 32 { u32::MAX } else { (1 << n) - 1 }
}

/// Whether every row of an `n` board may use every column (`allowed[r]`, row `r`'s): the
/// whole board, with all its symmetries.
pub fn whole_board(n: usize, allowed: &[u32]) -> bool {
    allowed[..n].iter().all(|&columns| columns == full_mask(n))
}

/// The columns of `mask` mirrored left to right on an `n`-wide board (`n` ≥ 1).
pub const fn mirror_columns(mask: u32, n: usize) -> u32 {
    mask.reverse_bits() >> (32 - n)
}

/// A search was stopped by its cancel flag. Each job's error has a `Cancelled` of its own,
/// made from this one, that says which job it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the search was cancelled")]
pub struct Cancelled;
