//! Who counts for a search that counts as it goes (a far solution found, a board numbered):
//! the caller's own thread, at once, or workers elsewhere that answer later (the browser's Web
//! Workers, a message each way). The search is written once, as an `async fn` that awaits
//! each count, and runs either way. Either way, the counts it makes can be [kept](KeptCounts)
//! for the searches after it.

use std::future::{Future, ready};
use std::pin::pin;
use std::task::{Context, Poll, Waker};

use crate::board::MAX_N;
use crate::solve::attacks::{Attacks, Cancelled, full_mask, whole_board};
use crate::solve::count::{CountOptions, KeptCounts, Part, count_columns, count_two_rows, in_part};

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

    /// Whether the count of `n` under `allowed` by its columns in `row` is made with the next
    /// row's under each of them (see [`counts_two_rows`]), which are kept for the search to
    /// find: then its next count is not made.
    fn counts_two_rows(&self, n: usize, allowed: &[u32; MAX_N], row: usize) -> bool;
}

/// Whether the count of `n` under `allowed` by its columns in `row` is counted with the next
/// row's, by a counter that keeps counts: the whole board's first row, the count every far jump
/// begins with, where the next row's is the one it asks next (for about one and a half times
/// the first's alone, against one and a half more for the next row on its own).
pub(crate) fn counts_two_rows(n: usize, allowed: &[u32; MAX_N], row: usize) -> bool {
    row == 0 && row + 1 < n && whole_board(n, allowed)
}

/// The question a search asks after the whole board's first row: `n`'s second row, under the
/// first row's queen on `column` (as `first_half_solution_at` narrows its rows).
pub(crate) fn under_first_queen(n: usize, column: usize) -> [u32; MAX_N] {
    let queen = 1 << column;
    let mut allowed = [full_mask(n); MAX_N];
    allowed[0] = queen;
    allowed[1] = Attacks::default().place(queen).free(full_mask(n));
    allowed
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
            ready(in_part(options, part, |options| match options.kept {
                Some(kept) if counts_two_rows(n, &allowed, row) => {
                    count_first_two_rows(n, kept, options)
                }
                _ => count_columns(n, &allowed, row, options),
            }))
        };
        KeptCounts::recall_or(options.kept, n, allowed, row, count)
    }

    fn holds(&self, n: usize, allowed: &[u32; MAX_N], row: usize) -> bool {
        self.0.kept.is_some_and(|kept| kept.holds(n, allowed, row))
    }

    fn counts_two_rows(&self, n: usize, allowed: &[u32; MAX_N], row: usize) -> bool {
        self.0.kept.is_some() && counts_two_rows(n, allowed, row)
    }
}

/// The whole board of `n` by its first row's column, counted with its second row (for every
/// first-row column at once): the second row's counts are kept in `kept`, as the search asks
/// for them next, under the first queen it chooses.
fn count_first_two_rows(
    n: usize,
    kept: &KeptCounts,
    options: &CountOptions<'_>,
) -> Result<[u64; MAX_N], Cancelled> {
    let two_rows = count_two_rows(n, &[full_mask(n); MAX_N], 0, options)?;
    Ok(keep_second_row(n, &two_rows, kept))
}

/// The whole board of `n`'s count by its first row's column, from its count by its first two
/// rows (see [`count_two_rows`]), whose second row's counts under each first-row column are
/// kept in `kept`, as a search asks for them.
pub(crate) fn keep_second_row(n: usize, two_rows: &[u64], kept: &KeptCounts) -> [u64; MAX_N] {
    let mut first_row = [0; MAX_N];
    for (column, under) in two_rows.chunks_exact(n).enumerate() {
        first_row[column] = under.iter().sum();
        let mut columns = [0; MAX_N];
        columns[..n].copy_from_slice(under);
        kept.keep(n, &under_first_queen(n, column), 1, columns);
    }
    first_row
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
