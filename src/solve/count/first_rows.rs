//! The whole board's solutions by its first two rows' queens, counted once for each N from 17
//! to 21 and shipped in the program (`first_rows/table.rs`, made by `examples/first_rows.rs`).
//! Every far jump and board numbered on N begins with these two rows' counts, the costliest of
//! its search: 1.5 to 2 whole counts made in one pass, from 1.3 s at N = 17 to 19 min at
//! N = 21 on two cores of a Zen 3. Shipped, they take 15 KB for the five boards (1,815 counts),
//! and a jump begins at its third row. Below N = 17 the pass takes a fraction of a second; past
//! N = 21 a table would take hours to make. There they are counted as the first search asks
//! them, and kept ([`super::KeptCounts`]).

mod table;

use table::{FIRST_N, FIRST_TWO_ROWS};

use crate::board::MAX_N;
use crate::solve::attacks::{Attacks, full_mask, whole_board};

/// The count of `n` under `allowed` by its queen's column in `row`, if it is shipped: the whole
/// board's by its first row; or its second row's under a queen on the first, the rest of the
/// board open, as a far jump asks it.
pub(super) fn shipped(n: usize, allowed: &[u32; MAX_N], row: usize) -> Option<[u64; MAX_N]> {
    let table = FIRST_TWO_ROWS.get(n.checked_sub(FIRST_N)?)?;
    let by_first = table.chunks_exact(n);
    let mut columns = [0; MAX_N];
    match row {
        0 if whole_board(n, allowed) => {
            for (count, under) in columns.iter_mut().zip(by_first) {
                *count = under.iter().sum();
            }
        }
        1 if allowed[0].is_power_of_two() => {
            // The question `counter::under_first_queen` asks (the counter depends on this
            // module, not the reverse).
            let first = allowed[0];
            let free = Attacks::default().place(first).free(full_mask(n));
            let asked = allowed[1] == free && allowed[2..n].iter().all(|&c| c == full_mask(n));
            if !asked {
                return None;
            }
            let under = by_first.clone().nth(first.trailing_zeros() as usize)?;
            columns[..n].copy_from_slice(under);
        }
        _ => return None,
    }
    Some(columns)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::count::{CountOptions, count_columns, count_two_rows};
    use crate::solve::counter::under_first_queen;
    use crate::solve::oeis::A000170;

    /// Each board's table adds up to its published count, is its own mirror image (the queens'
    /// columns mirrored), and has nothing where the two queens attack each other.
    #[test]
    fn every_table_adds_up_and_is_its_own_mirror_image() {
        for (index, table) in FIRST_TWO_ROWS.iter().enumerate() {
            let n = FIRST_N + index;
            assert_eq!(table.len(), n * n, "n = {n}");
            assert_eq!(table.iter().sum::<u64>(), A000170[n], "n = {n}");
            for first in 0..n {
                for second in 0..n {
                    let count = table[first * n + second];
                    let mirrored = table[(n - 1 - first) * n + (n - 1 - second)];
                    assert_eq!(count, mirrored, "n = {n}, {first}, {second}");
                    if first.abs_diff(second) <= 1 {
                        assert_eq!(count, 0, "n = {n}: queens on {first}, {second} attack");
                    }
                }
            }
        }
    }

    /// The smallest board's table, counted again (the others take longer than a test may), and
    /// N = 18's row under the first row's edge square, which a table turned over its diagonal
    /// would get wrong (the checks above would not see it).
    #[test]
    fn tables_are_counted_again() {
        let whole = [full_mask(FIRST_N); MAX_N];
        let counted = count_two_rows(FIRST_N, &whole, 0, &CountOptions::default()).unwrap();
        assert_eq!(counted, FIRST_TWO_ROWS[0]);
        let n = 18;
        let under_the_edge = under_first_queen(n, 0);
        let counted = count_columns(n, &under_the_edge, 1, &CountOptions::default()).unwrap();
        assert_eq!(counted[..n], FIRST_TWO_ROWS[n - FIRST_N][..n]);
    }

    /// The first row's count of the whole board, and the second row's under each queen of the
    /// first as a jump asks it, are shipped; another question is not.
    #[test]
    fn only_the_questions_a_jump_asks_are_shipped() {
        let n = 17;
        let table = FIRST_TWO_ROWS[n - FIRST_N];
        let whole = [full_mask(n); MAX_N];
        let first_row = shipped(n, &whole, 0).unwrap();
        assert_eq!(first_row[..n].iter().sum::<u64>(), A000170[n]);
        assert_eq!(first_row[n..], [0; MAX_N][n..]);
        for first in 0..n {
            let mut allowed = whole;
            allowed[0] = 1 << first;
            allowed[1] = Attacks::default().place(1 << first).free(full_mask(n));
            let second_row = shipped(n, &allowed, 1).unwrap();
            assert_eq!(second_row[..n], table[first * n..][..n]);
            assert_eq!(second_row[..n].iter().sum::<u64>(), first_row[first]);
            // Rows past the board do not matter.
            allowed[n + 1] = 0;
            assert_eq!(shipped(n, &allowed, 1), Some(second_row));
            // Another row below narrowed, or the second row itself: not shipped.
            let mut below = allowed;
            below[4] &= !1;
            assert_eq!(shipped(n, &below, 1), None);
            allowed[1] &= !(1 << ((first + 3) % n));
            assert_eq!(shipped(n, &allowed, 1), None);
        }
        let mut narrowed = whole;
        narrowed[5] = 1;
        assert_eq!(shipped(n, &narrowed, 0), None);
        assert_eq!(shipped(n, &whole, 2), None);
        // Boards without a table.
        assert_eq!(shipped(16, &[full_mask(16); MAX_N], 0), None);
        assert_eq!(shipped(22, &[full_mask(22); MAX_N], 0), None);
    }
}
