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
    /// before, or shipped (see [`KeptCounts`]), to be answered at once.
    fn holds(&self, n: usize, allowed: &[u32; MAX_N], row: usize) -> bool;

    /// Whether the count of `n` under `allowed` by its columns in `row` is made with the next
    /// row's under each of them (see [`counts_two_rows`]), which are kept for the search to
    /// find: then its next count is not made.
    fn counts_two_rows(&self, n: usize, allowed: &[u32; MAX_N], row: usize) -> bool;
}

/// Whether the count of `n` under `allowed` by its columns in `row` is counted with the next
/// row's, by a counter that keeps counts: where the next row's is the count a search asks next,
/// and both come for little more than this row's alone (at N = 18, rows 2 and 3 in 0.7 s where
/// they took 0.65 and 0.28 s one after the other). The whole board's first row, the count every
/// far jump begins with; and a row below it where the halves count both rows in one pass. Only
/// where the row is the search's whole row (the free squares under the queens above, with the
/// rows below open), as a far jump asks it: a board's number counts only some of its columns,
/// and never asks the next row under them.
pub(crate) fn counts_two_rows(n: usize, allowed: &[u32; MAX_N], row: usize) -> bool {
    let asked_as_a_jump_asks = *allowed == under_queens_above(n, allowed, row);
    row + 1 < n
        && asked_as_a_jump_asks
        && (row == 0 && whole_board(n, allowed) || counts_two_rows_in_one_pass(n, allowed, row))
}

/// The question a far jump asks at `row` of `n` under the queens of `allowed`'s rows above
/// it: `row` may use the squares they leave free, the rows below any square.
fn under_queens_above(n: usize, allowed: &[u32; MAX_N], row: usize) -> [u32; MAX_N] {
    let attacks = allowed[..row]
        .iter()
        .fold(Attacks::default(), |attacks, &queen| attacks.place(queen));
    let mut asked = [full_mask(n); MAX_N];
    asked[..row].copy_from_slice(&allowed[..row]);
    asked[row] = attacks.free(full_mask(n));
    asked
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
    let mut narrowed = *allowed;
    narrowed[row] = 1 << column;
    under_queens_above(n, &narrowed, row + 1)
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
        self.0.kept.map_or_else(
            || KeptCounts::ships(n, allowed, row),
            |kept| kept.holds(n, allowed, row),
        )
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
    let mut next_rows = Vec::new();
    for (column, under) in two_rows.chunks_exact(n).enumerate() {
        this_row[column] = under.iter().sum();
        if allowed[row] >> column & 1 == 1 {
            let mut columns = [0; MAX_N];
            columns[..n].copy_from_slice(under);
            next_rows.push((under_queen(n, allowed, row, column), row + 1, columns));
        }
    }
    kept.keep_all(n, &next_rows);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_rows_are_counted_where_a_far_jump_asks_the_whole_row() {
        let whole = [full_mask(16); MAX_N];
        assert!(counts_two_rows(16, &whole, 0));
        // The third row under two queens, as a jump asks it; and as a board's number asks it
        // (only the columns left of its queen), which never asks the row below.
        let third = under_queen(16, &under_first_queen(16, 3), 1, 9);
        assert_eq!(
            third[2],
            Attacks::default()
                .place(1 << 3)
                .place(1 << 9)
                .free(full_mask(16))
        );
        assert!(counts_two_rows(16, &third, 2));
        let mut left = third;
        left[2] &= (1 << 6) - 1;
        assert!(!counts_two_rows(16, &left, 2));
        // Nor below the halves' rows, nor on the last row.
        assert!(!counts_two_rows(16, &whole, 15));
        let mut deep = third;
        for (row, column) in [(2, 0), (3, 12), (4, 2), (5, 15)] {
            deep = under_queen(16, &deep, row, column);
        }
        assert!(!counts_two_rows(16, &deep, 6), "{:?}", &deep[..8]);
    }
}
