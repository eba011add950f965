//! The search cut into ordered pieces by the queens of its first rows, for work that must
//! come out in the judge's order (an export on every core): each piece's solutions follow
//! those of the pieces before it.

use crate::board::MAX_N;
use crate::solve::attacks::{Attacks, full_mask};

/// The pieces of the search, in the judge's order: every way to place the first `depth`
/// queens without attack, as their columns.
pub fn pieces(n: usize, depth: usize) -> Vec<Vec<u8>> {
    fn extend(
        n: usize,
        depth: usize,
        attacks: Attacks,
        prefix: &mut Vec<u8>,
        out: &mut Vec<Vec<u8>>,
    ) {
        if prefix.len() == depth {
            out.push(prefix.clone());
            return;
        }
        // The free squares of the row, leftmost first: the judge's order.
        let mut free = attacks.free(full_mask(n));
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            prefix.push(bit.trailing_zeros() as u8);
            extend(n, depth, attacks.place(bit), prefix, out);
            prefix.pop();
        }
    }
    let mut out = Vec::new();
    extend(
        n,
        depth,
        Attacks::default(),
        &mut Vec::with_capacity(depth),
        &mut out,
    );
    out
}

/// The columns each row may use below `prefix`: the prefix's own column in its rows.
pub fn allowed_below(n: usize, prefix: &[u8]) -> [u32; MAX_N] {
    let mut allowed = [full_mask(n); MAX_N];
    for (row, &column) in prefix.iter().enumerate() {
        allowed[row] = 1 << column;
    }
    allowed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::textbook::is_safe;

    #[test]
    fn the_pieces_are_the_safe_prefixes_in_the_judges_order() {
        for n in 1..=9 {
            for depth in 0..=n.min(4) {
                let pieces = pieces(n, depth);
                // Every prefix of `depth` columns that the seeds' test calls safe, in order.
                let all = (0..n.pow(depth as u32)).map(|mut index| {
                    let mut prefix = vec![0u8; depth];
                    for slot in prefix.iter_mut().rev() {
                        *slot = (index % n) as u8;
                        index /= n;
                    }
                    prefix
                });
                let safe: Vec<Vec<u8>> = all
                    .filter(|prefix| {
                        (0..depth).all(|row| is_safe(&prefix[..row], row, usize::from(prefix[row])))
                    })
                    .collect();
                assert_eq!(pieces, safe, "n = {n}, depth = {depth}");
            }
        }
    }
}
