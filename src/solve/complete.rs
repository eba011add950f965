//! Completing a hand-made board: the solutions that contain every queen the user placed.
//!
//! A row that holds a user's queen may use only that column; every other row may use only the
//! squares no user's queen attacks. The search of [`Solutions`] and of the counter then runs
//! with those masks, so the completions come out in the judge's order and are counted without
//! walking the rest of the tree.

use std::sync::atomic::AtomicBool;

use crate::board::{Conflict, MAX_N, Placement, Square, Squares, Symmetry};
use crate::solve::attacks::{Attacks, Cancelled, full_mask};
use crate::solve::count::{Ahead, CountOptions, KeptCounts, Part, count_allowed, known_counts};
use crate::solve::counter::{CountHere, Counter, at_once, under_first_queen};
use crate::solve::enumerate::{Solutions, mirror_number};

/// The completions of a hand-made board whose queens do not attack each other.
#[derive(Clone, Debug)]
pub struct Completions {
    n: usize,
    allowed: [u32; MAX_N],
}

impl Completions {
    /// The completions of `board`, or the pairs of queens that attack each other.
    pub fn new(board: &Squares) -> Result<Self, Vec<Conflict>> {
        let conflicts = board.conflicts();
        if !conflicts.is_empty() {
            return Err(conflicts);
        }
        let n = board.n();
        let mut allowed = [0; MAX_N];
        for (row, mask) in allowed.iter_mut().enumerate().take(n) {
            *mask = full_mask(n);
            for queen in board.queens() {
                if queen.row == row {
                    *mask = 1 << queen.column;
                    break;
                }
                // Clear the three squares of this row the queen attacks.
                let distance = queen.row.abs_diff(row);
                *mask &= !(1 << queen.column);
                if queen.column >= distance {
                    *mask &= !(1 << (queen.column - distance));
                }
                if queen.column + distance < n {
                    *mask &= !(1 << (queen.column + distance));
                }
            }
        }
        Ok(Self { n, allowed })
    }

    /// The completions in the judge's order.
    pub fn solutions(&self) -> Solutions {
        Solutions::restricted(self.n, &self.allowed[..self.n])
    }

    /// The first completion in the judge's order, if there is one.
    pub fn first(&self) -> Option<Placement> {
        self.solutions().next()
    }

    /// How many solutions contain the placed queens, counted on the threads `options` asks
    /// for, with its progress and cancel flag.
    pub fn count(&self, options: &CountOptions<'_>) -> Result<u64, Cancelled> {
        count_allowed(self.n, &[self.allowed], options)
    }
}

/// Which of the `free` squares of `board` (squares no queen attacks, in rows without a queen)
/// still lead to a solution: a queen there is part of some completion. `found` is told each
/// square as it is settled, `true` if it leads to one.
///
/// Each completion found settles every free square it passes through, so most squares need no
/// search of their own; a square no completion passes through is searched for one with its
/// queen, which either finds one (and settles more) or shows the square a dead end.
pub fn squares_leading_to_a_solution(
    board: &Squares,
    free: &[Square],
    cancel: &AtomicBool,
    found: &mut dyn FnMut(Square, bool),
) -> Result<(), Cancelled> {
    let mut settled = vec![false; free.len()];
    for i in 0..free.len() {
        if settled[i] {
            continue;
        }
        let mut with_queen = board.clone();
        with_queen.toggle(free[i]);
        let completion = match Completions::new(&with_queen) {
            Ok(completions) => completions.solutions().next_cancellable(cancel)?,
            Err(_) => None,
        };
        let Some(completion) = completion else {
            settled[i] = true;
            found(free[i], false);
            continue;
        };
        for (j, &square) in free.iter().enumerate() {
            if !settled[j] && usize::from(completion.columns()[square.row]) == square.column {
                settled[j] = true;
                found(square, true);
            }
        }
    }
    Ok(())
}

/// The judge's number of `solution` (from 1), or `None` if it is not a solution.
///
/// It counts, row by row, the solutions that agree with `solution` on the rows above and put
/// this row's queen further left: those are exactly the solutions that come before it. Each
/// row's are counted in one pass, by their queen's column ([`Counter::count_columns`]). When
/// the total `M` is known, solution No `M + 1 − k` is the left-right mirror image of No `k`,
/// so the number of a board in the second half comes from its mirror image in the first, and
/// the first row's count never passes the middle. A row whose whole count under the queens
/// above is kept from a search before, or shipped (see [`KeptCounts`]), is read from there.
pub fn solution_number(
    solution: &Placement,
    options: &CountOptions<'_>,
) -> Result<Option<u64>, Cancelled> {
    at_once(number_by(solution, &mut CountHere(options)))
}

/// [`solution_number`], its counts made by `counter`.
pub async fn number_by(
    solution: &Placement,
    counter: &mut impl Counter,
) -> Result<Option<u64>, Cancelled> {
    if !solution.is_solution() {
        return Ok(None);
    }
    let n = solution.n();
    let mirror = solution.transformed(Symmetry::MirrorColumns);
    if let Some(known) = known_counts(n)
        && mirror < *solution
    {
        let before_mirror = solutions_before(&mirror, counter).await?;
        return Ok(Some(known.total - before_mirror));
    }
    Ok(Some(solutions_before(solution, counter).await? + 1))
}

/// The solutions before `solution` in the judge's order: in each row, those under the queens
/// above with this row's queen further left, counted in one pass by their columns.
async fn solutions_before(
    solution: &Placement,
    counter: &mut impl Counter,
) -> Result<u64, Cancelled> {
    let n = solution.n();
    let mut allowed = [full_mask(n); MAX_N];
    let mut attacks = Attacks::default();
    let mut before = 0;
    let mut index = 0;
    for (row, &column) in solution.columns().iter().enumerate() {
        let bit = 1u32 << column;
        let left = attacks.free(bit - 1);
        if left != 0 {
            // The whole row's count under the queens above (a far jump's) is read if it is
            // kept or shipped; else only the columns on the left are counted, which costs less.
            allowed[row] = attacks.free(full_mask(n));
            if !counter.holds(n, &allowed, row) {
                allowed[row] = left;
            }
            let part = Part {
                index,
                depth: row,
                ahead: rows_ahead(n, row, None),
            };
            index += 1;
            let columns = counter.count_columns(n, allowed, row, part).await?;
            before += columns[..usize::from(column)].iter().sum::<u64>();
        }
        allowed[row] = bit;
        attacks = attacks.place(bit);
    }
    Ok(before)
}

/// Solution No `number` of `n` (from 1) in the judge's order, or `None` past the last: found
/// by counting, not by walking the solutions before it.
///
/// Row by row, it counts the solutions under the queens above by their queen's column in this
/// row, in one pass ([`Counter::count_columns`]), and takes the column where the running sum
/// passes the number; the next row is counted under it. When the total `M` is known, No `k`
/// in the second half is the mirror image of No `M + 1 − k`. The first row's count is most
/// of the work (1.5 to 2 whole counts, with the second row's where the counter keeps them:
/// see [`Counter::counts_two_rows`]), unless the program ships both (N = 17 to 21: see
/// [`KeptCounts`]); each row below takes a fraction of the one above. A number among the
/// first few hundredths of the solutions is looked for under the first row's edge square
/// first, counting its second row, which skips the first row's count when it holds the number
/// (unless the first row's count is kept or shipped).
///
/// Each row counted is a [`Part`] of the progress, with the rows it expects after it.
pub fn solution_at(
    n: usize,
    number: u64,
    options: &CountOptions<'_>,
) -> Result<Option<Placement>, Cancelled> {
    at_once(solution_at_by(n, number, &mut CountHere(options)))
}

/// About how many solutions [`solution_at`] counts at least to find No `number` of `n`, in a
/// whole count's time: a number near either end is looked for under the edge square first,
/// about `total / n` of them; else its first rows' count takes longer than counting every
/// solution, and with that count kept in `kept` (or shipped), the rows below it take at least
/// a quarter of a count (0.19 to 0.33 of one at N = 18 to 20, but counted at the count's
/// speed, which the least is not: see `FASTEST_COUNT_PER_THREAD` in `worker::estimate`).
pub fn solutions_counted_to_find(n: usize, number: u64, kept: &KeptCounts) -> u64 {
    known_counts(n).map_or(number, |known| {
        let nearer = number.min((known.total + 1).saturating_sub(number));
        if under_the_edge_first(n, known.total, nearer.saturating_sub(1)) {
            known.total / n as u64
        } else if kept.holds_first_row(n) {
            known.total / 4
        } else {
            known.total
        }
    })
}

/// Whether a search for the solution with `before` solutions before it, of `total`, looks
/// under the first row's edge square first: a number among the first few hundredths most
/// likely lies there (the edge square holds 3 % of N = 16's solutions).
fn under_the_edge_first(n: usize, total: u64, before: u64) -> bool {
    n >= 2 && before < total / (4 * n as u64)
}

/// [`solution_at`], its counts made by `counter`.
pub async fn solution_at_by(
    n: usize,
    number: u64,
    counter: &mut impl Counter,
) -> Result<Option<Placement>, Cancelled> {
    let total = known_counts(n).map(|counts| counts.total);
    if number == 0 || total.is_some_and(|total| number > total) {
        return Ok(None);
    }
    if let Some(total) = total
        && mirror_number(total, number) < number
    {
        let mirrored = first_half_solution_at(n, mirror_number(total, number), counter).await?;
        return Ok(mirrored.map(|solution| solution.transformed(Symmetry::MirrorColumns)));
    }
    first_half_solution_at(n, number, counter).await
}

/// [`solution_at_by`] of a `number` in the first half of the solutions, if their total is
/// known.
async fn first_half_solution_at(
    n: usize,
    number: u64,
    counter: &mut impl Counter,
) -> Result<Option<Placement>, Cancelled> {
    let mut allowed = [full_mask(n); MAX_N];
    let mut attacks = Attacks::default();
    // How many of the solutions under the queens placed so far come first.
    let mut before = number - 1;
    let total = known_counts(n).map(|counts| counts.total);
    let mut under = total;
    let mut parts = 0;
    let mut part = |depth, under| {
        parts += 1;
        Part {
            index: parts - 1,
            depth,
            ahead: rows_ahead(n, depth, under),
        }
    };
    // A number among the first solutions is most likely under the first row's edge square:
    // the second row's count under it (a fraction of the first row's) tells how many it
    // holds, and is the count the search needs next if it holds the number. Unless the first
    // row's count is kept from a search before, or shipped.
    let mut counted_ahead = None;
    if let Some(total) = total
        && under_the_edge_first(n, total, before)
        && !counter.holds(n, &allowed, 0)
    {
        let edge = under_first_queen(n, 0);
        let asked = expecting_next(counter, part(1, Some(total / n as u64)), n, &edge, 1);
        let columns = counter.count_columns(n, edge, 1, asked).await?;
        if before < columns.iter().sum() {
            counted_ahead = Some(columns);
        }
    }
    for row in 0..n {
        let columns = match counted_ahead.take() {
            Some(columns) if row == 0 => {
                // The first row's queen is on the edge square: the second row is counted.
                let found = columns.iter().sum();
                under = Some(found);
                allowed[0] = 1;
                attacks = attacks.place(1);
                counted_ahead = Some(columns);
                continue;
            }
            Some(columns) => columns,
            None => {
                allowed[row] = attacks.free(full_mask(n));
                let asked = expecting_next(counter, part(row, under), n, &allowed, row);
                counter.count_columns(n, allowed, row, asked).await?
            }
        };
        let mut chosen = None;
        for (column, &found) in columns.iter().enumerate().take(n) {
            if before < found {
                chosen = Some((column, found));
                break;
            }
            before -= found;
        }
        let Some((column, found)) = chosen else {
            return Ok(None);
        };
        under = Some(found);
        allowed[row] = 1 << column;
        attacks = attacks.place(1 << column);
    }
    let columns: Vec<u8> = allowed[..n]
        .iter()
        .map(|mask| mask.trailing_zeros() as u8)
        .collect();
    Ok(Some(Placement::from_columns(&columns)))
}

/// `part`, the count of `n` under `allowed` by its columns in `row` as `counter` makes it: where
/// the next row's count comes with this one (made now, not kept from before), none is expected
/// after it.
fn expecting_next(
    counter: &impl Counter,
    mut part: Part,
    n: usize,
    allowed: &[u32; MAX_N],
    row: usize,
) -> Part {
    if !counter.holds(n, allowed, row) && counter.counts_two_rows(n, allowed, row) {
        part.ahead.parts[row + 1] = 0.0;
    }
    part
}

/// What a search by rows expects to count after `row` of `n`: one count of each row below,
/// down to the rows whose solutions are so few that counting them takes a moment. `under`
/// is what the rows above leave, if known: each queen more leaves about a row's free squares
/// fewer.
fn rows_ahead(n: usize, row: usize, under: Option<u64>) -> Ahead {
    /// Solutions a row holds that are counted in a few milliseconds.
    const MOMENT: f64 = 65_536.0;
    // Each row's count takes a share of the row above's that falls with N, as the halves' pairs
    // (what the first row's count is made of) outgrow their listing (a good part of the rows
    // below): fitted to far jumps timed a row at a time at N = 16, 18 and 20 (2026-12-06; the
    // first two rows' ratios 0.66, 0.53 and 0.39).
    let deeper = (0.63 - 0.061 * (n as f32 - 16.0)).clamp(0.2, 0.7);
    let mut ahead = Ahead {
        deeper,
        ..Ahead::default()
    };
    let mut each = under.map_or(f64::INFINITY, |under| under as f64);
    for below in row + 1..n {
        // Each queen above takes a square of the row in its column and, on average, about one
        // more on its diagonals.
        let free = n.saturating_sub(2 * below) as f64;
        each /= free.max(1.0);
        if each < MOMENT {
            break;
        }
        ahead.parts[below] = 1.0;
    }
    ahead
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Square;
    use crate::solve::count::CountProgress;

    fn board(n: usize, queens: &[(usize, usize)]) -> Squares {
        let mut board = Squares::empty(n);
        for &(row, column) in queens {
            board.toggle(Square::new(row, column));
        }
        board
    }

    /// The solutions of `all` with a queen on each of `queens` (row, column).
    fn holding<'a>(all: &'a [Placement], queens: &[(usize, usize)]) -> Vec<&'a Placement> {
        all.iter()
            .filter(|s| {
                queens
                    .iter()
                    .all(|&(r, c)| usize::from(s.columns()[r]) == c)
            })
            .collect()
    }

    #[test]
    fn completions_are_the_solutions_holding_the_queens() {
        let all: Vec<Placement> = Solutions::new(8).collect();
        for queens in [&[][..], &[(0, 0)], &[(3, 5), (6, 1)], &[(7, 7), (0, 3)]] {
            let board = board(8, queens);
            let expected = holding(&all, queens);
            let completions = Completions::new(&board).unwrap();
            assert_eq!(
                completions.count(&CountOptions::default()).unwrap(),
                expected.len() as u64
            );
            assert_eq!(completions.first().as_ref(), expected.first().copied());
            assert_eq!(
                completions.solutions().collect::<Vec<_>>().len(),
                expected.len()
            );
        }
    }

    #[test]
    fn the_squares_leading_to_a_solution_are_those_some_completion_uses() {
        let never = AtomicBool::new(false);
        let all: Vec<Placement> = Solutions::new(8).collect();
        for queens in [&[][..], &[(0, 0)], &[(0, 1), (1, 3)], &[(2, 2), (5, 7)]] {
            let board = board(8, queens);
            let attacked = board.attacked();
            let free: Vec<Square> = (0..8)
                .flat_map(|row| (0..8).map(move |column| Square::new(row, column)))
                .filter(|&square| !board.contains(square) && !attacked.contains(&square))
                .collect();
            let completions = holding(&all, queens);
            let mut told = Vec::new();
            squares_leading_to_a_solution(&board, &free, &never, &mut |square, leads| {
                told.push((square, leads));
            })
            .unwrap();
            assert_eq!(told.len(), free.len(), "every free square is settled once");
            for (square, leads) in told {
                let used = completions
                    .iter()
                    .any(|s| usize::from(s.columns()[square.row]) == square.column);
                assert_eq!(leads, used, "{queens:?}: {square:?}");
            }
        }
    }

    #[test]
    fn attacking_queens_are_reported_not_completed() {
        let conflicts = Completions::new(&board(8, &[(0, 0), (2, 2)])).unwrap_err();
        assert_eq!(conflicts.len(), 1);
    }

    #[test]
    fn solution_numbers_follow_the_judges_order() {
        let options = CountOptions::default();
        for n in [1, 4, 6, 8, 9] {
            for (k, solution) in Solutions::new(n).enumerate() {
                assert_eq!(
                    solution_number(&solution, &options),
                    Ok(Some(k as u64 + 1)),
                    "n = {n}"
                );
            }
        }
        let not_a_solution = Placement::new(vec![0, 1, 2, 3]).unwrap();
        assert_eq!(solution_number(&not_a_solution, &options), Ok(None));
    }

    #[test]
    fn solution_k_is_found_by_counting_as_the_search_finds_it() {
        let options = CountOptions::default();
        for n in 1..=9 {
            let all: Vec<Placement> = Solutions::new(n).collect();
            for (k, solution) in all.iter().enumerate() {
                let found = solution_at(n, k as u64 + 1, &options);
                assert_eq!(found, Ok(Some(solution.clone())), "n = {n}, No {}", k + 1);
            }
            let past = all.len() as u64 + 1;
            assert_eq!(solution_at(n, past, &options), Ok(None), "n = {n}");
            assert_eq!(solution_at(n, 0, &options), Ok(None));
        }
        // A board counted by halves, every 997th solution.
        for (k, solution) in Solutions::new(12).enumerate().step_by(997) {
            let found = solution_at(12, k as u64 + 1, &options);
            assert_eq!(found, Ok(Some(solution)), "n = 12, No {}", k + 1);
        }
    }

    #[test]
    fn finding_solution_k_tells_each_row_it_counts_and_what_it_expects_after() {
        // N = 16 has 14,772,512 solutions: its first row is counted by the halves, each row
        // one part, expecting the rows below it that take more than a moment.
        let parts = std::sync::Mutex::new(Vec::new());
        let progress = |progress: CountProgress| {
            let mut parts = parts.lock().unwrap();
            if parts.last() != Some(&progress.part) {
                parts.push(progress.part);
            }
        };
        let options = CountOptions {
            progress: Some(&progress),
            ..CountOptions::default()
        };
        let expected = Solutions::new(16).nth(5_000_000);
        assert_eq!(solution_at(16, 5_000_001, &options), Ok(expected));
        let parts = parts.into_inner().unwrap();
        let first = parts.first().expect("the first row is counted");
        assert_eq!((first.index, first.depth), (0, 0), "{parts:?}");
        assert!(
            first.ahead.parts[1..3]
                .iter()
                .all(|&ahead| (ahead - 1.0).abs() < 1e-6),
            "{first:?}"
        );
        assert!(
            first.ahead.parts[8..].iter().all(|&ahead| ahead == 0.0),
            "{first:?}"
        );
        // Deeper rows come later, and none is expected before the row under way.
        for pair in parts.windows(2) {
            assert!(pair[0].index < pair[1].index && pair[0].depth < pair[1].depth);
        }
        for part in &parts {
            assert!(
                part.ahead.parts[..=part.depth]
                    .iter()
                    .all(|&ahead| ahead == 0.0)
            );
        }

        let cancel = AtomicBool::new(true);
        let cancelled = CountOptions {
            cancel: Some(&cancel),
            ..CountOptions::default()
        };
        assert_eq!(solution_at(16, 1_000_000, &cancelled), Err(Cancelled));
    }

    #[test]
    fn a_board_that_ships_its_first_rows_counts_from_its_third() {
        // N = 17 ships its first two rows' counts: searches with counts kept and without count
        // nothing above the third row, and find what the search finds.
        let depths = std::sync::Mutex::new(Vec::new());
        let progress = |progress: CountProgress| depths.lock().unwrap().push(progress.part.depth);
        let kept = KeptCounts::default();
        let keeping = CountOptions {
            progress: Some(&progress),
            kept: Some(&kept),
            ..CountOptions::default()
        };
        let plain = CountOptions {
            progress: Some(&progress),
            ..CountOptions::default()
        };
        let mut solutions = Solutions::new(17);
        let first = solutions.next().unwrap();
        let thousandth = solutions.nth(998).unwrap();
        for options in [&keeping, &plain] {
            // Near the start: not under the edge square first, as it would be without them.
            assert_eq!(solution_at(17, 1, options), Ok(Some(first.clone())));
            assert_eq!(solution_at(17, 1000, options), Ok(Some(thousandth.clone())));
            // Near the middle, there and back.
            let middle = solution_at(17, 47_500_001, options).unwrap().unwrap();
            assert_eq!(solution_number(&middle, options), Ok(Some(47_500_001)));
        }
        assert_eq!(solution_number(&thousandth, &plain), Ok(Some(1000)));
        let depths = depths.lock().unwrap();
        assert!(
            !depths.is_empty() && depths.iter().all(|&depth| depth >= 2),
            "{depths:?}"
        );
    }

    #[test]
    fn the_counts_one_search_keeps_answer_the_searches_after_it() {
        // N = 16 (14,772,512 solutions): the first far jump counts the first two rows at once,
        // and the next two;
        // the jumps and numbers after it find those counts kept, and come out as they do
        // without them.
        let depths = std::sync::Mutex::new(Vec::new());
        let progress = |progress: CountProgress| depths.lock().unwrap().push(progress.part.depth);
        let kept = KeptCounts::default();
        let options = CountOptions {
            progress: Some(&progress),
            kept: Some(&kept),
            ..CountOptions::default()
        };
        let plain = CountOptions::default();
        let whole = [full_mask(16); MAX_N];
        assert_eq!(solutions_counted_to_find(16, 7_000_001, &kept), 14_772_512);
        let found = solution_at(16, 7_000_001, &options).unwrap().unwrap();
        assert_eq!(Ok(Some(found.clone())), solution_at(16, 7_000_001, &plain));
        assert_eq!(
            depths.lock().unwrap().first(),
            Some(&0),
            "the first row counted"
        );
        // The second row counted with the first, and the fourth with the third (the halves
        // count both in one pass).
        for with_the_row_above in [1, 3] {
            assert!(
                !depths.lock().unwrap().contains(&with_the_row_above),
                "{:?}",
                depths.lock().unwrap()
            );
        }
        assert!(depths.lock().unwrap().contains(&2));
        // The fourth row's counts kept under the found board's first three queens are what a
        // count of them alone finds.
        let queens: Vec<usize> = found.columns()[..3]
            .iter()
            .map(|&column| usize::from(column))
            .collect();
        let second = crate::solve::counter::under_first_queen(16, queens[0]);
        let third = crate::solve::counter::under_queen(16, &second, 1, queens[1]);
        let fourth = crate::solve::counter::under_queen(16, &third, 2, queens[2]);
        let recalled = at_once(KeptCounts::recall_or(Some(&kept), 16, fourth, 3, || {
            std::future::ready(Err(Cancelled))
        }));
        assert_eq!(
            recalled,
            crate::solve::count::count_columns(16, &fourth, 3, &plain),
            "kept"
        );
        assert!(kept.holds(16, &whole, 0));
        assert_eq!(
            solutions_counted_to_find(16, 7_000_001, &kept),
            14_772_512 / 4
        );
        depths.lock().unwrap().clear();
        // Another first-row column, and numbers near either end (which would have looked
        // under the edge square first).
        for number in [3_000_001, 20_000, 14_772_512 - 20_000] {
            let again = solution_at(16, number, &options);
            assert_eq!(again, solution_at(16, number, &plain), "No {number}");
        }
        let jumps = std::mem::take(&mut *depths.lock().unwrap());
        assert!(
            !jumps.is_empty() && jumps.iter().all(|&depth| depth >= 2),
            "{jumps:?}"
        );
        // The numbers of the board the first jump found, and of its mirror image: every count
        // they need is the jump's, kept.
        let mirror = found.transformed(Symmetry::MirrorColumns);
        assert_eq!(solution_number(&found, &options), Ok(Some(7_000_001)));
        assert_eq!(
            solution_number(&mirror, &options),
            Ok(Some(14_772_512 - 7_000_000))
        );
        assert_eq!(
            *depths.lock().unwrap(),
            Vec::<usize>::new(),
            "nothing counted"
        );
        // Another board's number reads the first two rows, and counts the rows below.
        let other = Solutions::new(16).nth(5_000_000).unwrap();
        assert_eq!(solution_number(&other, &options), Ok(Some(5_000_001)));
        let numbered = std::mem::take(&mut *depths.lock().unwrap());
        assert!(
            !numbered.is_empty() && numbered.iter().all(|&depth| depth >= 2),
            "{numbered:?}"
        );
        // Boards too small for a second row, or with no solution, keep working.
        for n in 1..=5 {
            assert_eq!(
                solution_at(n, 1, &options),
                solution_at(n, 1, &plain),
                "n = {n}"
            );
        }
    }

    #[test]
    fn a_number_near_either_end_is_found_under_the_edge_square() {
        // N = 16: the first 230,000 solutions are looked for under the first row's edge square
        // first (its second row counted by the halves), and so are the last, by the mirror.
        let options = CountOptions::default();
        let total = known_counts(16).unwrap().total;
        let mut solutions = Solutions::new(16);
        let mut passed = 0;
        for k in [1, 1_000, 100_000, 229_000] {
            let expected = solutions.nth((k - passed - 1) as usize).unwrap();
            passed = k;
            assert_eq!(
                solution_at(16, k, &options),
                Ok(Some(expected.clone())),
                "No {k}"
            );
            let mirrored = expected.transformed(Symmetry::MirrorColumns);
            assert_eq!(
                solution_at(16, total + 1 - k, &options),
                Ok(Some(mirrored)),
                "No {}",
                total + 1 - k
            );
        }
        assert!(under_the_edge_first(16, total, 229_000));
        assert!(!under_the_edge_first(16, total, 231_000));
    }

    #[test]
    fn the_last_solution_of_a_large_board_is_numbered_from_its_mirror_image() {
        // N = 27 has 2.3e17 solutions: only the mirror rule can number its last one at once.
        let first = Solutions::new(27).next().unwrap();
        let last = first.transformed(Symmetry::MirrorColumns);
        let total = known_counts(27).unwrap().total;
        assert_eq!(
            solution_number(&last, &CountOptions::default()),
            Ok(Some(total))
        );
    }
}
