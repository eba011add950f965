//! Who counts for a search that counts as it goes (a far solution found, a board numbered):
//! the caller's own thread, at once, or workers elsewhere that answer later (the browser's Web
//! Workers, a message each way). The search is written once, as an `async fn` that awaits
//! each count, and runs either way. Either way, the counts it makes can be [kept](KeptCounts)
//! for the searches after it.

use std::future::{Future, ready};
use std::pin::pin;
use std::task::{Context, Poll, Waker};

use crate::board::MAX_N;
use crate::solve::attacks::Cancelled;
use crate::solve::count::{CountOptions, KeptCounts, Part, count_columns, in_part};

/// Counts what a search asks, now or later.
pub trait Counter {
    /// The solutions of `n` under `allowed`, by their queen's column in `row`, as
    /// [`count_columns`] counts them; the progress tells `part`.
    fn count_columns(
        &mut self,
        n: usize,
        allowed: [u32; MAX_N],
        row: usize,
        part: Part,
    ) -> impl Future<Output = Result<[u64; MAX_N], Cancelled>>;

    /// Whether the count of `n` under `allowed` by its columns in `row` is kept from a search
    /// before, to be answered at once.
    fn holds(&self, n: usize, allowed: &[u32; MAX_N], row: usize) -> bool;
}

/// Counts on the caller's thread (and the threads `options` asks for): every count is
/// answered by the time it is asked, from `options.kept` if it holds it.
pub struct CountHere<'a, 'b>(pub &'a CountOptions<'b>);

impl Counter for CountHere<'_, '_> {
    fn count_columns(
        &mut self,
        n: usize,
        allowed: [u32; MAX_N],
        row: usize,
        part: Part,
    ) -> impl Future<Output = Result<[u64; MAX_N], Cancelled>> {
        let options = self.0;
        let count = move || {
            ready(in_part(options, part, |options| {
                count_columns(n, &allowed, row, options)
            }))
        };
        KeptCounts::recall_or(options.kept, n, allowed, row, count)
    }

    fn holds(&self, n: usize, allowed: &[u32; MAX_N], row: usize) -> bool {
        self.0.kept.is_some_and(|kept| kept.holds(n, allowed, row))
    }
}

/// Runs to its end a search whose counts are [`CountHere`]'s, which never keep it waiting.
pub fn at_once<T>(search: impl Future<Output = T>) -> T {
    let mut search = pin!(search);
    match search
        .as_mut()
        .poll(&mut Context::from_waker(Waker::noop()))
    {
        Poll::Ready(found) => found,
        Poll::Pending => unreachable!("a search counting on its own thread never waits"),
    }
}
