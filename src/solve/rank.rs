//! Solution numbers in the judge's order, found again and again for boards in any order (a
//! LeetCode answer checked): the solutions under each way to place the first few queens (a
//! prefix) are counted once, so that a solution's number is the count of the prefixes before
//! its own plus its place among its prefix's solutions, which are few and are listed once for
//! every board that shares the prefix in a row.

use std::sync::atomic::AtomicBool;

use super::attacks::{Attacks, Cancelled, full_mask};
use super::count::{CountOptions, count_allowed};
use super::enumerate::Solutions;
use super::split::{allowed_below, pieces};
use crate::board::Placement;

/// About how many solutions a prefix should hold: listing them is the work of a number.
const SOLUTIONS_PER_PREFIX: u64 = 64;

/// At most this many prefixes are kept (their columns and counts: a few megabytes).
const MOST_PREFIXES: usize = 200_000;

/// The numbers of the solutions of one board size, from counts of prefixes.
pub struct Ranks {
    n: usize,
    depth: usize,
    /// The prefixes in the judge's order, `depth` columns each, one after another.
    prefixes: Vec<u8>,
    /// The solutions before each prefix.
    before: Vec<u64>,
    /// The prefix listed last and its solutions' columns, `n` each, in order.
    listed: Option<(usize, Vec<u8>)>,
}

impl Ranks {
    /// Counts the solutions of `n` under each prefix: about as long as counting them all.
    pub fn new(n: usize, total: u64, cancel: &AtomicBool) -> Result<Self, Cancelled> {
        let mut depth = 0;
        while depth < n
            && total / prefixes_count(n, depth, MOST_PREFIXES).max(1) as u64 > SOLUTIONS_PER_PREFIX
            && prefixes_count(n, depth + 1, MOST_PREFIXES) <= MOST_PREFIXES
        {
            depth += 1;
        }
        let prefixes = pieces(n, depth);
        let options = CountOptions {
            threads: 1,
            cancel: Some(cancel),
            ..CountOptions::default()
        };
        let mut before = Vec::with_capacity(prefixes.len());
        let mut counted = 0;
        for prefix in &prefixes {
            before.push(counted);
            counted += count_allowed(n, &[allowed_below(n, prefix)], &options)?;
        }
        Ok(Self {
            n,
            depth,
            prefixes: prefixes.concat(),
            before,
            listed: None,
        })
    }

    /// The columns of prefix No `index` (from 0).
    fn prefix(&self, index: usize) -> &[u8] {
        &self.prefixes[index * self.depth..(index + 1) * self.depth]
    }

    /// The number of `solution` (from 1), a solution of this board size.
    pub fn number(&mut self, solution: &Placement) -> u64 {
        let columns = solution.columns();
        // The prefixes are in the judge's order, which is the order of their columns.
        let key = &columns[..self.depth];
        let (mut low, mut high) = (0, self.before.len());
        while low < high {
            let middle = low + (high - low) / 2;
            if self.prefix(middle) < key {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        let prefix = low;
        assert_eq!(self.prefix(prefix), key, "every solution has its prefix");
        let n = self.n;
        let place = self
            .listed(prefix)
            .chunks(n)
            .position(|listed| listed == columns)
            .expect("a solution is among its prefix's");
        self.before[prefix] + place as u64 + 1
    }

    /// Solution No `number` (from 1), if there is one.
    pub fn solution(&mut self, number: u64) -> Option<Placement> {
        let index = number.checked_sub(1)?;
        let prefix = self.before.partition_point(|&before| before <= index) - 1;
        let place = (index - self.before[prefix]) as usize;
        let n = self.n;
        let columns = self.listed(prefix).chunks(n).nth(place)?.to_vec();
        Placement::new(columns).ok()
    }

    /// The solutions of prefix No `prefix` (from 0), listed once for the boards after.
    fn listed(&mut self, prefix: usize) -> &[u8] {
        if self
            .listed
            .as_ref()
            .is_none_or(|(listed, _)| *listed != prefix)
        {
            let allowed = allowed_below(self.n, self.prefix(prefix));
            let mut solutions = Solutions::restricted(self.n, &allowed[..self.n]);
            let mut all = Vec::new();
            while let Some(found) = solutions.next_columns() {
                all.extend_from_slice(found);
            }
            self.listed = Some((prefix, all));
        }
        &self.listed.as_ref().expect("listed above").1
    }
}

/// The number of prefixes of `depth` rows for `n`, counted up to one past `limit`.
fn prefixes_count(n: usize, depth: usize, limit: usize) -> usize {
    fn walk(n: usize, depth: usize, attacks: Attacks, row: usize, count: &mut usize, limit: usize) {
        if *count > limit {
            return;
        }
        if row == depth {
            *count += 1;
            return;
        }
        let mut free = attacks.free(full_mask(n));
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            walk(n, depth, attacks.place(bit), row + 1, count, limit);
        }
    }
    let mut count = 0;
    walk(n, depth, Attacks::default(), 0, &mut count, limit);
    count
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::count::known_counts;

    #[test]
    fn every_solution_gets_its_number_in_any_order_and_back() {
        for n in [1, 4, 6, 8, 10] {
            let total = known_counts(n).unwrap().total;
            let mut ranks = Ranks::new(n, total, &AtomicBool::new(false)).unwrap();
            let all: Vec<Placement> = Solutions::new(n).collect();
            for (index, solution) in all.iter().enumerate().rev() {
                assert_eq!(ranks.number(solution), index as u64 + 1, "N = {n}");
            }
            for (index, solution) in all.iter().enumerate().step_by(7) {
                assert_eq!(ranks.solution(index as u64 + 1).as_ref(), Some(solution));
            }
            assert_eq!(ranks.solution(total + 1), None);
            assert_eq!(ranks.solution(0), None);
        }
    }
}
