//! The search as a stream of steps, for watching it and for comparing the textbook variants.
//!
//! Every variant fills the board row by row; all but generate and test take the leftmost column
//! first, and so find the solutions in the judge's order. They differ in which squares they
//! consider and how they check them:
//!
//! - [`Variant::Plain`], the seeds' program: every square of the row is tried and checked
//!   against each queen above (`a[i] == col || |row - i| == |col - a[i]|`).
//! - [`Variant::Permutation`]: the row's queen takes one of the columns not used yet, so only
//!   the diagonals need checking.
//! - [`Variant::ForwardChecking`], the optimisation of `seeds/000_*.txt`: every placed queen
//!   marks the squares it attacks; a square is safe if unmarked, and as soon as a later row has
//!   no unmarked square left, the queen just placed is taken back.
//! - [`Variant::Bitboard`]: three masks give the row's free squares at once, so no square
//!   that is attacked is ever tried.
//! - [`Variant::GenerateAndTest`], the permutation search of `seeds/002_*.txt` without its
//!   checks: every permutation of the columns is made by swapping, and each is tested whole,
//!   once every row holds a queen. It finds the same solutions in the order its swaps make
//!   them, not the judge's.
//!
//! A dead end is a row with no free square, every square attacked by the queens above: the
//! first three variants reach it and find it so, forward checking sees it from the row of the
//! queen just placed. Either way the last queen goes back.
//!
//! [`Trace`] yields the [`Step`]s one at a time and keeps the counters of a run.

use std::collections::VecDeque;
use std::fmt;

use crate::board::{Line, Square};
use crate::solve::attacks::{Attacks, full_mask};

/// A textbook way of searching.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Variant {
    /// Try every square, check it against every queen above.
    Plain,
    /// Try only unused columns, check only the diagonals.
    Permutation,
    /// Mark attacked squares; back off as soon as a later row is all marked.
    ForwardChecking,
    /// Free squares from bit masks: nothing attacked is tried.
    Bitboard,
    /// Every permutation of the columns, made by swapping, tested whole at the end.
    GenerateAndTest,
}

impl Variant {
    /// All five, from generating every board to the bitboards, each trying fewer squares
    /// than the one before it.
    pub const ALL: [Self; 5] = [
        Self::GenerateAndTest,
        Self::Plain,
        Self::ForwardChecking,
        Self::Permutation,
        Self::Bitboard,
    ];

    /// Its name for people.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Plain => "Plain backtracking",
            Self::Permutation => "Permutation search",
            Self::ForwardChecking => "Forward checking",
            Self::Bitboard => "Bitboard search",
            Self::GenerateAndTest => "Generate and test",
        }
    }

    /// Whether it finds the solutions in the judge's order, so that the `number` of its
    /// [`Step::Solution`] is the judge's too.
    pub const fn finds_in_judges_order(self) -> bool {
        !matches!(self, Self::GenerateAndTest)
    }

    /// Its name in one word, for a table: `Generate`, `Plain`, `Permutation`, `Forward`,
    /// `Bitboard`.
    pub const fn short_name(self) -> &'static str {
        match self {
            Self::Plain => "Plain",
            Self::Permutation => "Permutation",
            Self::ForwardChecking => "Forward",
            Self::Bitboard => "Bitboard",
            Self::GenerateAndTest => "Generate",
        }
    }

    /// A short name for the command line: `generate`, `plain`, `permutation`, `forward`,
    /// `bitboard`.
    pub const fn key(self) -> &'static str {
        match self {
            Self::Plain => "plain",
            Self::Permutation => "permutation",
            Self::ForwardChecking => "forward",
            Self::Bitboard => "bitboard",
            Self::GenerateAndTest => "generate",
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One step of the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Step {
    /// A square is considered for the row's queen.
    Try(Square),
    /// The square is attacked by the queen on `by`, along `line`.
    Conflict {
        /// The square tried.
        square: Square,
        /// The queen that attacks it.
        by: Square,
        /// The line they share.
        line: Line,
    },
    /// A queen is placed.
    Place(Square),
    /// `row` has no free square: the search reached it and found every square attacked, or,
    /// in forward checking, saw that when the last queen was placed. That queen goes back.
    DeadEnd {
        /// The row with no free square.
        row: usize,
    },
    /// A queen is taken back (backtracking).
    Remove(Square),
    /// All rows hold a queen: the `number`th solution found.
    Solution {
        /// How many the search has found, this one included: its number in the judge's
        /// order, except for [`Variant::GenerateAndTest`], which finds them in another.
        number: u64,
    },
}

/// What a run has done so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Counters {
    /// Squares tried.
    pub tried: u64,
    /// Tried squares found attacked.
    pub conflicts: u64,
    /// Queens taken back.
    pub backtracks: u64,
    /// Rows found with no free square, reached or (forward checking) seen ahead.
    pub dead_ends: u64,
    /// Solutions found.
    pub solutions: u64,
}

impl Counters {
    /// The counters after `step`.
    pub fn count(&mut self, step: &Step) {
        match step {
            Step::Try(_) => self.tried += 1,
            Step::Conflict { .. } => self.conflicts += 1,
            Step::Remove(_) => self.backtracks += 1,
            Step::DeadEnd { .. } => self.dead_ends += 1,
            Step::Solution { .. } => self.solutions += 1,
            Step::Place(_) => {}
        }
    }

    /// The counters before `step`, for stepping back.
    pub fn uncount(&mut self, step: &Step) {
        match step {
            Step::Try(_) => self.tried -= 1,
            Step::Conflict { .. } => self.conflicts -= 1,
            Step::Remove(_) => self.backtracks -= 1,
            Step::DeadEnd { .. } => self.dead_ends -= 1,
            Step::Solution { .. } => self.solutions -= 1,
            Step::Place(_) => {}
        }
    }
}

/// The steps of one variant's search of an `n`×`n` board, in order; it ends after the last.
#[derive(Clone, Debug)]
pub struct Trace {
    variant: Variant,
    n: usize,
    /// The column of the queen of each row above `row`.
    columns: Vec<usize>,
    /// The row being filled.
    row: usize,
    /// Per row, the next column to consider.
    next_column: Vec<usize>,
    /// Per row, whether a queen has stood on it since the search last came down to it: a row
    /// left without one had no free square.
    had_queen: Vec<bool>,
    /// For forward checking: how many queens attack each square (row-major).
    attacks: Vec<u8>,
    /// For the bitboard search: the attacks on each row from the queens above it, the masks
    /// the fast enumerator itself steps with.
    masks: Vec<Attacks>,
    /// For generate and test: the permutation being made, `pos` of seed 002; the rows above
    /// `row` are placed.
    permutation: Vec<usize>,
    pending: VecDeque<Step>,
    found: u64,
    finished: bool,
}

impl Trace {
    /// The search of an `n`×`n` board by `variant`, from the empty board.
    pub fn new(variant: Variant, n: usize) -> Self {
        Self {
            variant,
            n,
            columns: Vec::with_capacity(n),
            row: 0,
            next_column: vec![0; n + 1],
            had_queen: vec![false; n + 1],
            attacks: vec![0; n * n],
            masks: vec![Attacks::default(); n + 1],
            permutation: (0..n).collect(),
            pending: VecDeque::new(),
            found: 0,
            finished: n == 0,
        }
    }

    /// The variant searching.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The first queen above `square` that attacks it, if any, as the plain search finds it.
    fn attacker(&self, square: Square, diagonals_only: bool) -> Option<(Square, Line)> {
        self.columns.iter().enumerate().find_map(|(row, &column)| {
            let queen = Square::new(row, column);
            let line = Line::between(queen, square)?;
            (!diagonals_only || line == Line::Diagonal).then_some((queen, line))
        })
    }

    /// Adds (`delta` = 1) or removes (`delta` = -1) the marks of a queen, for forward checking.
    fn mark(&mut self, queen: Square, add: bool) {
        let n = self.n;
        for row in queen.row + 1..n {
            let distance = row - queen.row;
            let mut hit = |column: usize| {
                let cell = &mut self.attacks[row * n + column];
                *cell = if add { *cell + 1 } else { *cell - 1 };
            };
            hit(queen.column);
            if queen.column >= distance {
                hit(queen.column - distance);
            }
            if queen.column + distance < n {
                hit(queen.column + distance);
            }
        }
    }

    /// The first row below the last queen with every square marked, for forward checking.
    fn blocked_row(&self) -> Option<usize> {
        let n = self.n;
        (self.row..n).find(|&row| self.attacks[row * n..(row + 1) * n].iter().all(|&a| a > 0))
    }

    /// The next column the variant considers in the current row, skipping without a step the
    /// ones it never looks at.
    fn next_candidate(&self) -> Option<usize> {
        let row = self.row;
        let from = self.next_column[row];
        if self.variant == Variant::Bitboard {
            // The row's free squares at once; the lowest one not yet tried.
            let untried = full_mask(self.n) & !full_mask(from);
            let free = self.masks[row].free(untried);
            return (free != 0).then(|| free.trailing_zeros() as usize);
        }
        if self.variant == Variant::GenerateAndTest {
            // The next of the columns not placed yet, in the order the swaps left them: the
            // index of the one to swap into this row's place, counted from the row.
            return (row + from < self.n).then_some(from);
        }
        (from..self.n).find(|&column| match self.variant {
            Variant::Permutation => !self.columns.contains(&column),
            _ => true,
        })
    }

    fn place(&mut self, square: Square) {
        self.columns.push(square.column);
        self.had_queen[square.row] = true;
        match self.variant {
            Variant::ForwardChecking => self.mark(square, true),
            Variant::Bitboard => {
                self.masks[square.row + 1] = self.masks[square.row].place(1 << square.column);
            }
            Variant::Plain | Variant::Permutation | Variant::GenerateAndTest => {}
        }
        self.row += 1;
        self.next_column[self.row] = 0;
        self.had_queen[self.row] = false;
        self.pending.push_back(Step::Place(square));
    }

    fn take_back(&mut self) {
        self.row -= 1;
        let column = self.columns.pop().expect("a queen to take back");
        let square = Square::new(self.row, column);
        match self.variant {
            Variant::ForwardChecking => self.mark(square, false),
            // Swapped back; the swap's index stays where it was, one past it is next.
            Variant::GenerateAndTest => {
                let swapped = self.row + self.next_column[self.row] - 1;
                self.permutation.swap(self.row, swapped);
            }
            _ => self.next_column[self.row] = column + 1,
        }
        self.pending.push_back(Step::Remove(square));
    }

    /// Generate and test: swaps the `offset`th column left into the row's place, puts its
    /// queen there, and once every row has one, tests the board whole.
    fn swap_in(&mut self, offset: usize) {
        let row = self.row;
        self.next_column[row] = offset + 1;
        self.permutation.swap(row, row + offset);
        let square = Square::new(row, self.permutation[row]);
        self.pending.push_back(Step::Try(square));
        self.place(square);
        if self.row < self.n {
            return;
        }
        // `check_valid` of seed 002: the first pair, row by row, on one diagonal.
        let columns = &self.columns;
        let attack = (0..self.n).find_map(|above| {
            (above + 1..self.n)
                .find(|&below| below - above == columns[above].abs_diff(columns[below]))
                .map(|below| (above, below))
        });
        if let Some((above, below)) = attack {
            self.pending.push_back(Step::Conflict {
                square: Square::new(below, columns[below]),
                by: Square::new(above, columns[above]),
                line: Line::Diagonal,
            });
        } else {
            self.found += 1;
            self.pending
                .push_back(Step::Solution { number: self.found });
        }
    }

    /// Works out the next few steps into `pending`.
    fn advance(&mut self) {
        if self.row == self.n {
            self.take_back();
            return;
        }
        let Some(column) = self.next_candidate() else {
            if self.row == 0 {
                self.finished = true;
            } else {
                // Every square of the row was attacked (forward checking never comes down to
                // such a row: it backs off from the row above).
                if !self.had_queen[self.row] {
                    self.pending.push_back(Step::DeadEnd { row: self.row });
                }
                self.take_back();
            }
            return;
        };
        if self.variant == Variant::GenerateAndTest {
            self.swap_in(column);
            return;
        }
        let square = Square::new(self.row, column);
        self.next_column[self.row] = column + 1;
        self.pending.push_back(Step::Try(square));
        let conflict = match self.variant {
            Variant::Plain => self.attacker(square, false),
            Variant::Permutation => self.attacker(square, true),
            Variant::ForwardChecking if self.attacks[square.row * self.n + column] > 0 => {
                self.attacker(square, false)
            }
            Variant::ForwardChecking | Variant::Bitboard | Variant::GenerateAndTest => None,
        };
        if let Some((by, line)) = conflict {
            self.pending.push_back(Step::Conflict { square, by, line });
            return;
        }
        self.place(square);
        if self.variant == Variant::ForwardChecking
            && let Some(row) = self.blocked_row()
        {
            self.pending.push_back(Step::DeadEnd { row });
            self.take_back();
            return;
        }
        if self.row == self.n {
            self.found += 1;
            self.pending
                .push_back(Step::Solution { number: self.found });
        }
    }
}

impl Iterator for Trace {
    type Item = Step;

    fn next(&mut self) -> Option<Step> {
        while self.pending.is_empty() && !self.finished {
            self.advance();
        }
        self.pending.pop_front()
    }
}

/// The counters of a whole run of `variant` on `n`, or `None` if `keep_going` (asked every
/// few thousand steps) says to stop.
pub fn run_counters(
    variant: Variant,
    n: usize,
    mut keep_going: impl FnMut(&Counters) -> bool,
) -> Option<Counters> {
    let mut counters = Counters::default();
    for (index, step) in Trace::new(variant, n).enumerate() {
        counters.count(&step);
        if index % 4096 == 0 && !keep_going(&counters) {
            return None;
        }
    }
    Some(counters)
}

/// The largest board a comparison runs generate and test on: past it, its N! boards take too
/// long (12! = 479,001,600 of them take most of a minute).
pub const GENERATE_UP_TO: usize = 12;

/// The variants a comparison of `n` runs, each trying fewer squares than the one before.
pub fn compared(n: usize) -> Vec<Variant> {
    Variant::ALL
        .into_iter()
        .filter(|&variant| n <= GENERATE_UP_TO || variant != Variant::GenerateAndTest)
        .collect()
}

/// One line of the comparison of the variants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Comparison {
    /// The search this line is about.
    pub variant: Variant,
    /// What its whole run did.
    pub counters: Counters,
    /// How long the run took.
    pub elapsed: std::time::Duration,
}

/// Runs `variant` on `n` to the end and times it; `None` if `keep_going` says to stop.
pub fn compare(
    variant: Variant,
    n: usize,
    keep_going: impl FnMut(&Counters) -> bool,
) -> Option<Comparison> {
    let started = web_time::Instant::now();
    let counters = run_counters(variant, n, keep_going)?;
    Some(Comparison {
        variant,
        counters,
        elapsed: started.elapsed(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Placement;
    use crate::solve::{Solutions, textbook};

    /// Replays a trace and collects the boards at each solution.
    fn solutions_of(variant: Variant, n: usize) -> Vec<Placement> {
        let mut board: Vec<u8> = Vec::new();
        let mut found = Vec::new();
        for step in Trace::new(variant, n) {
            match step {
                Step::Place(square) => {
                    assert_eq!(square.row, board.len(), "{variant}: rows fill in order");
                    board.push(square.column as u8);
                }
                Step::Remove(square) => {
                    assert_eq!(board.pop(), Some(square.column as u8));
                }
                Step::Solution { number } => {
                    found.push(Placement::new(board.clone()).unwrap());
                    assert_eq!(number, found.len() as u64);
                }
                _ => {}
            }
        }
        assert!(
            board.is_empty(),
            "{variant}: every queen is taken back at the end"
        );
        found
    }

    #[test]
    fn every_variant_finds_the_enumerators_solutions_in_order() {
        for n in 1..=8 {
            let expected: Vec<Placement> = Solutions::new(n).collect();
            for variant in Variant::ALL {
                let mut found = solutions_of(variant, n);
                // Generate and test finds them in the order its swaps make the boards.
                if variant == Variant::GenerateAndTest {
                    found.sort_by_key(|board| board.columns().to_vec());
                }
                assert_eq!(found, expected, "{variant}, n = {n}");
            }
        }
    }

    /// Seed 002's program, as it is written: every permutation made by swapping, each checked
    /// whole; the boards it finds, in its order, and how many times it was called.
    fn seed_002(n: usize) -> (Vec<Vec<u8>>, u64) {
        fn permutation(pos: &mut [u8], index: usize, found: &mut Vec<Vec<u8>>, calls: &mut u64) {
            *calls += 1;
            let n = pos.len();
            if index == n {
                let valid = (0..n)
                    .all(|i| (i + 1..n).all(|j| j - i != usize::from(pos[i].abs_diff(pos[j]))));
                if valid {
                    found.push(pos.to_vec());
                }
                return;
            }
            for i in index..n {
                pos.swap(index, i);
                permutation(pos, index + 1, found, calls);
                pos.swap(index, i);
            }
        }
        let (mut found, mut calls) = (Vec::new(), 0);
        permutation(
            &mut (0..n as u8).collect::<Vec<_>>(),
            0,
            &mut found,
            &mut calls,
        );
        (found, calls)
    }

    #[test]
    fn generate_and_test_makes_the_seeds_permutations_in_its_order() {
        for n in 1..=8 {
            let (expected, calls) = seed_002(n);
            let found: Vec<Vec<u8>> = solutions_of(Variant::GenerateAndTest, n)
                .iter()
                .map(|board| board.columns().to_vec())
                .collect();
            assert_eq!(found, expected, "n = {n}");
            let counters = run_counters(Variant::GenerateAndTest, n, |_| true).unwrap();
            // Every call but the first puts a queen on a row; every whole board is tested.
            assert_eq!(counters.tried, calls - 1, "n = {n}");
            assert_eq!(counters.backtracks, counters.tried, "n = {n}");
            let boards: u64 = (1..=n as u64).product();
            assert_eq!(counters.conflicts + counters.solutions, boards, "n = {n}");
            assert_eq!(counters.dead_ends, 0, "n = {n}");
        }
        let eight = run_counters(Variant::GenerateAndTest, 8, |_| true).unwrap();
        assert_eq!((eight.tried, eight.conflicts), (109_600, 40_320 - 92));
    }

    /// The number of safe partial placements of the first k rows, k = 0..=n, counted
    /// independently with the seeds' `is_safe`.
    fn partial_placements(n: usize) -> Vec<u64> {
        fn walk(row: usize, columns: &mut Vec<u8>, counts: &mut [u64]) {
            counts[row] += 1;
            let n = columns.len();
            if row == n {
                return;
            }
            for column in 0..n {
                if textbook::is_safe(columns, row, column) {
                    columns[row] = column as u8;
                    walk(row + 1, columns, counts);
                }
            }
        }
        let mut counts = vec![0; n + 1];
        walk(0, &mut vec![0; n], &mut counts);
        counts
    }

    #[test]
    fn tries_follow_from_the_partial_placements() {
        for n in 4..=9 {
            let partial = partial_placements(n);
            let (n64, below) = (n as u64, &partial[..n]);
            // Plain tries all n squares of the row below each partial placement.
            let plain: u64 = below.iter().map(|p| p * n64).sum();
            // Permutations try the n - k unused columns below a placement of k rows.
            let permutation: u64 = below
                .iter()
                .enumerate()
                .map(|(k, p)| p * (n64 - k as u64))
                .sum();
            // Bitboards try only free squares: each is a placement of one more row.
            let bitboard: u64 = partial[1..].iter().sum();
            let tries = |variant| run_counters(variant, n, |_| true).unwrap().tried;
            assert_eq!(tries(Variant::Plain), plain, "n = {n}");
            assert_eq!(tries(Variant::Permutation), permutation, "n = {n}");
            assert_eq!(tries(Variant::Bitboard), bitboard, "n = {n}");
            assert!(tries(Variant::ForwardChecking) <= plain, "n = {n}");
        }
        let eight = run_counters(Variant::Plain, 8, |_| true).unwrap();
        assert_eq!((eight.tried, eight.solutions), (15_720, 92));
        assert_eq!(eight.conflicts, 15_720 - 2_056);
    }

    #[test]
    fn forward_checking_backs_off_before_the_plain_search_would() {
        let plain = run_counters(Variant::Plain, 10, |_| true).unwrap();
        let forward = run_counters(Variant::ForwardChecking, 10, |_| true).unwrap();
        assert_eq!(forward.solutions, 724);
        assert!(forward.dead_ends > 0);
        assert!(forward.tried < plain.tried, "{forward:?} vs {plain:?}");
    }

    /// The dead ends of a textbook search written apart from [`Trace`]: rows reached with no
    /// square safe from the queens above, or, `looking_ahead` as forward checking does, a row
    /// below the queen just placed left with no safe square (the search goes no deeper then).
    fn textbook_dead_ends(n: usize, looking_ahead: bool) -> u64 {
        fn safe(queens: &[usize], row: usize, column: usize) -> bool {
            queens
                .iter()
                .enumerate()
                .all(|(above, &other)| other != column && row - above != column.abs_diff(other))
        }
        fn search(n: usize, queens: &mut Vec<usize>, looking_ahead: bool, dead_ends: &mut u64) {
            let row = queens.len();
            if row == n {
                return;
            }
            let mut placed = false;
            for column in 0..n {
                if !safe(queens, row, column) {
                    continue;
                }
                placed = true;
                queens.push(column);
                let blocked = looking_ahead
                    && (row + 1..n).any(|below| (0..n).all(|c| !safe(queens, below, c)));
                if blocked {
                    *dead_ends += 1;
                } else {
                    search(n, queens, looking_ahead, dead_ends);
                }
                queens.pop();
            }
            if !placed {
                *dead_ends += 1;
            }
        }
        let mut dead_ends = 0;
        search(n, &mut Vec::new(), looking_ahead, &mut dead_ends);
        dead_ends
    }

    #[test]
    fn every_variant_counts_the_dead_ends_a_textbook_search_meets() {
        for n in [4, 6] {
            // Generate and test never meets a dead end: it tests only whole boards.
            for variant in Variant::ALL {
                if variant == Variant::GenerateAndTest {
                    continue;
                }
                let looking_ahead = variant == Variant::ForwardChecking;
                let expected = textbook_dead_ends(n, looking_ahead);
                assert!(expected > 0, "n = {n}");
                let counted = run_counters(variant, n, |_| true).unwrap().dead_ends;
                assert_eq!(counted, expected, "{variant}, n = {n}");
            }
        }
    }

    #[test]
    fn a_rank_found_all_attacked_is_a_dead_end_before_the_queen_above_goes_back() {
        // N = 4: a4, then c3; a2, b2, c2 and d2 are all attacked, and c3 goes back.
        for variant in [Variant::Plain, Variant::Permutation, Variant::Bitboard] {
            let steps: Vec<Step> = Trace::new(variant, 4).collect();
            let first = steps
                .iter()
                .position(|step| matches!(step, Step::DeadEnd { .. }))
                .unwrap_or_else(|| panic!("{variant}: no dead end"));
            let mut queens = Vec::new();
            for step in &steps[..first] {
                match step {
                    Step::Place(square) => queens.push(*square),
                    Step::Remove(_) => {
                        queens.pop();
                    }
                    _ => {}
                }
            }
            assert_eq!(queens, [Square::new(0, 0), Square::new(1, 2)], "{variant}");
            assert_eq!(
                &steps[first..first + 2],
                &[Step::DeadEnd { row: 2 }, Step::Remove(Square::new(1, 2))],
                "{variant}"
            );
        }
    }

    #[test]
    fn a_conflict_names_the_attacking_queen() {
        let steps: Vec<Step> = Trace::new(Variant::Plain, 4).take(4).collect();
        assert_eq!(steps[0], Step::Try(Square::new(0, 0)));
        assert_eq!(steps[1], Step::Place(Square::new(0, 0)));
        assert_eq!(steps[2], Step::Try(Square::new(1, 0)));
        assert_eq!(
            steps[3],
            Step::Conflict {
                square: Square::new(1, 0),
                by: Square::new(0, 0),
                line: Line::Column
            }
        );
    }
}
