//! Counts by columns kept once they are made, for the searches after them (far jumps, boards
//! numbered) to find again instead of counting them anew.

use std::collections::HashMap;
use std::future::Future;
use std::sync::{Mutex, PoisonError};

use crate::board::MAX_N;
use crate::solve::attacks::Cancelled;

/// Counts by columns kept once they are made, for the searches after them to find again.
///
/// Every far jump on a board size begins with the same count, its first row's (two to three
/// whole counts), and so does numbering a board in the first half; jumps near each other share
/// the rows below it too. Whoever runs the searches holds one (the app's worker threads, the
/// page's pool, each of the page's Web Workers), so that what one search counted is not counted again by the
/// next; never the process, whose searches (and tests) would then depend on each other.
///
/// It keeps at most [`KeptCounts::MOST`] counts, 400 bytes each (the question and 32 columns'
/// counts): 400 KiB at most. When it is full, it keeps only the first rows' counts (one a board
/// size), the dearest to make again.
#[derive(Default)]
pub struct KeptCounts(Mutex<HashMap<Question, [u64; MAX_N]>>);

/// A count by columns asked: the board, the columns each of its rows may use, and the row.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Question {
    n: usize,
    row: usize,
    /// The rows' columns, none past the board's last row.
    allowed: [u32; MAX_N],
}

impl Question {
    fn new(n: usize, allowed: &[u32; MAX_N], row: usize) -> Self {
        let mut question = Self {
            n,
            row,
            allowed: *allowed,
        };
        question.allowed[n..].fill(0);
        question
    }
}

impl KeptCounts {
    /// The most counts kept.
    pub const MOST: usize = 1024;

    /// The counts kept.
    pub fn len(&self) -> usize {
        self.lock().len()
    }

    /// Whether no count is kept.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether it holds the count of `n` under `allowed` by its columns in `row`.
    pub fn holds(&self, n: usize, allowed: &[u32; MAX_N], row: usize) -> bool {
        self.lock().contains_key(&Question::new(n, allowed, row))
    }

    /// The count of `n` under `allowed` by its columns in `row`: the one `kept` holds, or the
    /// one `count` makes (kept, if `kept` is given and it was not cancelled).
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
        let Some(kept) = kept else {
            return count().await;
        };
        let question = Question::new(n, &allowed, row);
        if let Some(&columns) = kept.lock().get(&question) {
            return Ok(columns);
        }
        let columns = count().await?;
        kept.keep(n, &allowed, row, columns);
        Ok(columns)
    }

    /// Keeps `columns`, the count of `n` under `allowed` by its columns in `row`.
    pub fn keep(&self, n: usize, allowed: &[u32; MAX_N], row: usize, columns: [u64; MAX_N]) {
        let mut counts = self.lock();
        if counts.len() >= Self::MOST {
            counts.retain(|question, _| question.row == 0);
        }
        counts.insert(Question::new(n, allowed, row), columns);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Question, [u64; MAX_N]>> {
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
    fn when_full_it_keeps_the_first_rows() {
        let kept = KeptCounts::default();
        for n in 12..=14 {
            ask(&kept, n, [full_mask(n); MAX_N], 0, &Ok([1; MAX_N])).unwrap();
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
        assert!(3 + more > KeptCounts::MOST, "it was filled");
        for n in 12..=14 {
            assert!(kept.holds(n, &[full_mask(n); MAX_N], 0), "n = {n}");
        }
    }
}
