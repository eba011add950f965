//! Counts by columns kept once they are made, for the searches after them (far jumps, boards
//! numbered) to find again instead of counting them anew.

use std::collections::HashMap;
use std::future::Future;
use std::sync::{Mutex, PoisonError};

use super::first_rows;
use crate::board::MAX_N;
use crate::solve::attacks::{Cancelled, full_mask};

/// Counts by columns kept once they are made, for the searches after them to find again.
///
/// Every far jump on a board size begins with the same count, its first row's, made with the
/// second row's under each of its columns (1.5 to 2 whole counts), unless the program ships
/// them (`solve/count/first_rows.rs`: N = 17 to 21); a board's number reads any
/// whole row kept; jumps near each other share the rows below too. Whoever runs the searches
/// holds one (the app's worker threads, the page's pool, each of the page's Web Workers for its
/// own life), so that what one search counted is not counted again by the next; never a static
/// of the app's process, whose searches (and tests) would then depend on each other.
///
/// It keeps at most [`KeptCounts::MOST`] counts, 400 bytes each (the key and 32 columns'
/// counts), in a map of 1,024 places: 400 KiB at most. When it is full, the counts of the
/// deepest rows go first (the cheapest to make again): those below the second row, then
/// those below the first.
#[derive(Default)]
pub struct KeptCounts(Mutex<HashMap<Key, [u64; MAX_N]>>);

/// A count by columns asked: the board, the columns each of its rows may use, and the row.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    n: usize,
    row: usize,
    /// The rows' columns, none past the board's last row.
    allowed: [u32; MAX_N],
}

impl Key {
    fn new(n: usize, allowed: &[u32; MAX_N], row: usize) -> Self {
        let mut key = Self {
            n,
            row,
            allowed: *allowed,
        };
        key.allowed[n..].fill(0);
        key
    }
}

impl Clone for KeptCounts {
    fn clone(&self) -> Self {
        Self(Mutex::new(self.lock().clone()))
    }
}

impl KeptCounts {
    /// The most counts kept: as many as a map of 1,024 places holds (seven eighths).
    pub const MOST: usize = 896;

    /// The counts kept.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.lock().len()
    }

    /// Whether it holds the whole board of `n`'s count by its first row's column, or the
    /// program ships it: the count every far jump on `n` begins with.
    pub fn holds_first_row(&self, n: usize) -> bool {
        self.holds(n, &[full_mask(n); MAX_N], 0)
    }

    /// Whether it holds the count of `n` under `allowed` by its columns in `row`, or the
    /// program ships it.
    pub fn holds(&self, n: usize, allowed: &[u32; MAX_N], row: usize) -> bool {
        Self::ships(n, allowed, row) || self.lock().contains_key(&Key::new(n, allowed, row))
    }

    /// Whether the program ships the count of `n` under `allowed` by its columns in `row`
    /// (`solve/count/first_rows.rs`): every [`KeptCounts`] holds it, and none is needed to
    /// recall it.
    pub(crate) fn ships(n: usize, allowed: &[u32; MAX_N], row: usize) -> bool {
        first_rows::shipped(n, allowed, row).is_some()
    }

    /// The count of `n` under `allowed` by its columns in `row`: the one the program ships
    /// (`solve/count/first_rows.rs`), the one `kept` holds, or the one `count` makes (kept, if `kept` is
    /// given and it was not cancelled).
    pub async fn recall_or<F>(
        kept: Option<&Self>,
        n: usize,
        allowed: [u32; MAX_N],
        row: usize,
        count: impl FnOnce() -> F,
    ) -> Result<[u64; MAX_N], Cancelled>
    where
        F: Future<Output = Result<[u64; MAX_N], Cancelled>>,
    {
        if let Some(columns) = first_rows::shipped(n, &allowed, row) {
            return Ok(columns);
        }
        let Some(kept) = kept else {
            return count().await;
        };
        if let Some(&columns) = kept.lock().get(&Key::new(n, &allowed, row)) {
            return Ok(columns);
        }
        let columns = count().await?;
        kept.keep(n, &allowed, row, columns);
        Ok(columns)
    }

    /// Keeps `columns`, the count of `n` under `allowed` by its columns in `row`.
    pub fn keep(&self, n: usize, allowed: &[u32; MAX_N], row: usize, columns: [u64; MAX_N]) {
        self.keep_all(n, &[(*allowed, row, columns)]);
    }

    /// Keeps each of `counts`, as [`KeptCounts::keep`] keeps one: room is made for all of them
    /// at once, so that none of them goes to make room for another.
    pub fn keep_all(&self, n: usize, counts: &[([u32; MAX_N], usize, [u64; MAX_N])]) {
        let keys: Vec<Key> = counts
            .iter()
            .map(|(allowed, row, _)| Key::new(n, allowed, *row))
            .collect();
        let mut kept = self.lock();
        let new = keys.iter().filter(|key| !kept.contains_key(key)).count();
        for deepest in [1, 0] {
            if new > 0 && kept.len() + new > Self::MOST {
                kept.retain(|key, _| key.row <= deepest);
            }
        }
        for (key, (_, _, columns)) in keys.into_iter().zip(counts) {
            kept.insert(key, *columns);
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Key, [u64; MAX_N]>> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use std::future::ready;

    use super::*;
    use crate::solve::attacks::full_mask;
    use crate::solve::counter::at_once;

    /// Asks `kept` for a count, which `made` makes if it is not kept.
    fn ask(
        kept: &KeptCounts,
        n: usize,
        allowed: [u32; MAX_N],
        row: usize,
        made: &Result<[u64; MAX_N], Cancelled>,
    ) -> Result<[u64; MAX_N], Cancelled> {
        at_once(KeptCounts::recall_or(Some(kept), n, allowed, row, || {
            ready(*made)
        }))
    }

    #[test]
    fn a_count_is_made_once_then_recalled() {
        let kept = KeptCounts::default();
        let mut whole = [full_mask(12); MAX_N];
        assert_eq!(ask(&kept, 12, whole, 0, &Ok([7; MAX_N])), Ok([7; MAX_N]));
        // Asked again, it is recalled, not made; the rows past the board do not matter.
        whole[20] = 0;
        assert_eq!(ask(&kept, 12, whole, 0, &Err(Cancelled)), Ok([7; MAX_N]));
        assert!(kept.holds(12, &whole, 0));
        // Another row, board or column is another count; a cancelled one is not kept.
        assert!(!kept.holds(12, &whole, 1) && !kept.holds(13, &whole, 0));
        whole[0] = 1;
        assert_eq!(ask(&kept, 12, whole, 0, &Err(Cancelled)), Err(Cancelled));
        assert!(!kept.holds(12, &whole, 0));
        assert_eq!(kept.len(), 1);
    }

    #[test]
    fn when_full_it_drops_the_deepest_rows_first() {
        let kept = KeptCounts::default();
        let second_row = |n: usize| {
            let mut allowed = [full_mask(n); MAX_N];
            allowed[0] = 1;
            allowed
        };
        for n in 12..=14 {
            ask(&kept, n, [full_mask(n); MAX_N], 0, &Ok([1; MAX_N])).unwrap();
            ask(&kept, n, second_row(n), 1, &Ok([1; MAX_N])).unwrap();
        }
        // Each a third row under two other first rows, N = 16 to 22.
        let mut more = 0;
        for n in 16..=22 {
            for first in 0..n {
                for second in 0..n {
                    let mut allowed = [full_mask(n); MAX_N];
                    allowed[0] = 1 << first;
                    allowed[1] = 1 << second;
                    ask(&kept, n, allowed, 2, &Ok([2; MAX_N])).unwrap();
                    more += 1;
                    assert!(kept.len() <= KeptCounts::MOST);
                }
            }
        }
        assert!(6 + more > KeptCounts::MOST, "it was filled");
        for n in 12..=14 {
            assert!(kept.holds_first_row(n), "n = {n}");
            assert!(kept.holds(n, &second_row(n), 1), "n = {n}");
        }
        // One short of full, a row's counts kept at once all stay: none goes to make room for
        // another (one at a time, the second would have dropped the first).
        while kept.len() < KeptCounts::MOST - 1 {
            let mut allowed = [full_mask(23); MAX_N];
            allowed[..3].copy_from_slice(&[1, 1 << 5, 1 << (kept.len() % 23)]);
            allowed[3] = kept.len() as u32;
            kept.keep(23, &allowed, 3, [3; MAX_N]);
        }
        let batch: Vec<([u32; MAX_N], usize, [u64; MAX_N])> = (0..24)
            .map(|column| {
                let mut allowed = [full_mask(24); MAX_N];
                allowed[..3].copy_from_slice(&[1, 1 << 7, 1 << column]);
                (allowed, 3, [4; MAX_N])
            })
            .collect();
        kept.keep_all(24, &batch);
        for (allowed, row, _) in &batch {
            assert!(kept.holds(24, allowed, *row));
        }
        assert!(kept.len() <= KeptCounts::MOST);
    }
}
