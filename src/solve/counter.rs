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
use crate::solve::count::{
    CountOptions, KeptCounts, Part, count_columns, count_two_rows, counts_two_rows_in_one_pass,
    in_part,
};

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
/// row's, by a counter that keeps counts: where the next row's is the count a search asks next
/// (for about one and a half times the first's alone, against one and a half more for the next
/// row on its own at the first row, and for little more than the first's alone below it). The
/// whole board's first row, the count every far jump begins with; and a row below it where the
/// halves count both rows in one pass.
pub(crate) fn counts_two_rows(n: usize, allowed: &[u32; MAX_N], row: usize) -> bool {
    row + 1 < n
        && (row == 0 && whole_board(n, allowed) || counts_two_rows_in_one_pass(n, allowed, row))
}

/// The question a search asks after counting `row` of `n` under `allowed` (the rows above it
/// narrowed to one queen each): the next row's, under `row`'s queen on `column` (as
/// `first_half_solution_at` narrows its rows).
pub(crate) fn under_queen(
    n: usize,
    allowed: &[u32; MAX_N],
    row: usize,
    column: usize,
) -> [u32; MAX_N] {
    let mut under = *allowed;
    under[row] = 1 << column;
    let attacks = under[..=row]
        .iter()
        .fold(Attacks::default(), |attacks, &queen| attacks.place(queen));
    under[row + 1] = attacks.free(full_mask(n));
    under
}

/// The question a search asks after the whole board's first row: `n`'s second row, under the
/// first row's queen on `column`.
pub(crate) fn under_first_queen(n: usize, column: usize) -> [u32; MAX_N] {
    under_queen(n, &[full_mask(n); MAX_N], 0, column)
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
                    let two_rows = count_two_rows(n, &allowed, row, options)?;
                    Ok(keep_next_row(n, &allowed, row, &two_rows, kept))
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

/// The count of `n` under `allowed` by its columns in `row`, from its count by both `row` and
/// the next row (see [`count_two_rows`]), whose next row's counts under each of `row`'s
/// columns are kept in `kept`, as a search asks for them ([`under_queen`]).
pub(crate) fn keep_next_row(
    n: usize,
    allowed: &[u32; MAX_N],
    row: usize,
    two_rows: &[u64],
    kept: &KeptCounts,
) -> [u64; MAX_N] {
    let mut this_row = [0; MAX_N];
    for (column, under) in two_rows.chunks_exact(n).enumerate() {
        this_row[column] = under.iter().sum();
        if allowed[row] >> column & 1 == 1 {
            let mut columns = [0; MAX_N];
            columns[..n].copy_from_slice(under);
            kept.keep(n, &under_queen(n, allowed, row, column), row + 1, columns);
        }
    }
    this_row
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
