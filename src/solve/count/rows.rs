//! The row-by-row count: a depth-first bitboard search, for the boards and problems too small
//! for [`super::halves`] to pay, and the boards past its largest.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::board::MAX_N;
use crate::solve::attacks::{Attacks, Cancelled, mirror_columns};
use crate::solve::enumerate::NODES_BETWEEN_CHECKS;

/// A part of the count: the problem with its first rows narrowed to one queen each.
pub(super) struct Unit {
    allowed: [u32; MAX_N],
    /// How many units this one counts for: 2 where it also stands for its mirror image.
    weight: u64,
}

/// The units of the count of `n` under `allowed`: the first rows' queens fixed, one more row at
/// a time, until there are enough units to keep every core busy, the progress moving and the
/// shards of a long count even. A problem that is its own mirror image is counted by its first
/// queen on the left half only, each unit counting twice (and the middle column once).
pub(super) fn units(n: usize, allowed: &[u32; MAX_N]) -> Vec<Unit> {
    /// The units aimed at.
    const ENOUGH: usize = 4096;
    let mirror = |columns: u32| mirror_columns(columns, n);
    let symmetric = n > 1
        && allowed[..n]
            .iter()
            .all(|&columns| mirror(columns) == columns);
    let mut units = if symmetric {
        let left = (1u32 << (n / 2)) - 1;
        let middle = if n % 2 == 1 { 1u32 << (n / 2) } else { 0 };
        let narrowed = |columns: u32, weight: u64| {
            let mut first = *allowed;
            first[0] = allowed[0] & columns;
            Unit {
                allowed: first,
                weight,
            }
        };
        let mut units = vec![narrowed(left, 2)];
        if middle & allowed[0] != 0 {
            units.push(narrowed(middle, 1));
        }
        units
    } else {
        vec![Unit {
            allowed: *allowed,
            weight: 1,
        }]
    };
    for row in 0..n.saturating_sub(1) {
        if units.len() >= ENOUGH {
            break;
        }
        units = units
            .iter()
            .flat_map(|unit| {
                let mut attacks = Attacks::default();
                for above in &unit.allowed[..row] {
                    attacks = attacks.place(*above);
                }
                bits(attacks.free(unit.allowed[row])).map(move |bit| {
                    let mut narrowed = unit.allowed;
                    narrowed[row] = bit;
                    Unit {
                        allowed: narrowed,
                        weight: unit.weight,
                    }
                })
            })
            .collect();
    }
    units
}

/// The one-bit masks of `set`, lowest first.
fn bits(mut set: u32) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        let bit = set & set.wrapping_neg();
        set ^= bit;
        (bit != 0).then_some(bit)
    })
}

impl Unit {
    /// The solutions of this unit, looking at `cancel` every [`NODES_BETWEEN_CHECKS`] squares.
    pub(super) fn count(&self, n: usize, cancel: &AtomicBool) -> Result<u64, Cancelled> {
        let mut search = Search {
            n,
            allowed: &self.allowed,
            nodes: 0,
            budget: u64::MAX,
            cancel,
        };
        Ok(search.below(0, Attacks::default())? * self.weight)
    }
}

/// The solutions of the problem `allowed`, if the search ends within `budget` squares: for
/// problems so narrow (most rows fixed, say) that a search is quicker than building tables.
pub(super) fn count_within(n: usize, allowed: &[u32; MAX_N], budget: u64) -> Option<u64> {
    let never = AtomicBool::new(false);
    let mut search = Search {
        n,
        allowed,
        nodes: 0,
        budget,
        cancel: &never,
    };
    search.below(0, Attacks::default()).ok()
}

/// The solutions of the problem `allowed` by their queen's column in `row` (the rows above it
/// narrowed), if the search ends within `budget` squares in all.
pub(super) fn count_columns_within(
    n: usize,
    allowed: &[u32; MAX_N],
    row: usize,
    budget: u64,
) -> Option<[u64; MAX_N]> {
    let never = AtomicBool::new(false);
    let mut columns = [0; MAX_N];
    let mut nodes = 0;
    for bit in bits(allowed[row]) {
        let mut narrowed = *allowed;
        narrowed[row] = bit;
        let mut search = Search {
            n,
            allowed: &narrowed,
            nodes,
            budget,
            cancel: &never,
        };
        columns[bit.trailing_zeros() as usize] = search.below(0, Attacks::default()).ok()?;
        nodes = search.nodes;
    }
    Some(columns)
}

struct Search<'a> {
    n: usize,
    allowed: &'a [u32; MAX_N],
    nodes: u64,
    /// The squares to try before giving up, as if cancelled.
    budget: u64,
    cancel: &'a AtomicBool,
}

impl Search<'_> {
    /// The completions from `row` down, given the attacks on it from above.
    fn below(&mut self, row: usize, attacks: Attacks) -> Result<u64, Cancelled> {
        let free = attacks.free(self.allowed[row]);
        if row + 1 == self.n {
            return Ok(u64::from(free != 0));
        }
        self.nodes += 1;
        if self.nodes.is_multiple_of(NODES_BETWEEN_CHECKS)
            && (self.cancel.load(Ordering::Relaxed) || self.nodes > self.budget)
        {
            return Err(Cancelled);
        }
        let mut found = 0;
        for bit in bits(free) {
            found += self.below(row + 1, attacks.place(bit))?;
        }
        Ok(found)
    }
}
