//! The board itself: squares and their chess names, a solution as a [`Placement`] (one queen
//! per row), a hand-made board as [`Squares`] (queens on any squares), which queens attack
//! which, and the eight symmetries of the square.
//!
//! Rows are numbered from the top, as the judge prints them: row 0 is the first line of a
//! board. Columns are numbered from the left. On screen the rows carry chess ranks (the top row
//! of an N×N board is rank N) and the columns carry files `a`, `b`, …

use std::fmt;

/// The largest board the engine supports: every row of the board is one bit of a `u32`.
pub const MAX_N: usize = 32;

/// One square of the board.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct Square {
    /// Row from the top, `0..n`.
    pub row: usize,
    /// Column from the left, `0..n`.
    pub column: usize,
}

impl Square {
    /// The square at `row`, `column`.
    pub const fn new(row: usize, column: usize) -> Self {
        Self { row, column }
    }

    /// The chess name of this square on an `n`×`n` board, such as `b3`: file letter, then rank.
    pub fn name(self, n: usize) -> String {
        format!("{}{}", file_name(self.column), rank_number(n, self.row))
    }
}

/// The file name of a column: `a` to `z`, then `aa`, `ab`, … for boards wider than 26.
pub fn file_name(column: usize) -> String {
    const LETTERS: &[u8; 26] = b"abcdefghijklmnopqrstuvwxyz";
    if column < 26 {
        char::from(LETTERS[column]).to_string()
    } else {
        let mut name = file_name(column / 26 - 1);
        name.push(char::from(LETTERS[column % 26]));
        name
    }
}

/// The rank number of a row on an `n`×`n` board: the top row is rank `n`, the bottom rank 1.
pub const fn rank_number(n: usize, row: usize) -> usize {
    n - row
}

/// The row of rank `rank` (from 1 to `n`) on an `n`×`n` board.
pub const fn row_of_rank(n: usize, rank: usize) -> usize {
    n - rank
}

// ----------------------------------------------------------------------------
// Attacks

/// The line along which two queens attack each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Line {
    /// The same row.
    Row,
    /// The same column.
    Column,
    /// The same diagonal.
    Diagonal,
}

impl Line {
    /// The line two distinct squares share, if any.
    pub fn between(a: Square, b: Square) -> Option<Self> {
        if a.row == b.row {
            Some(Self::Row)
        } else if a.column == b.column {
            Some(Self::Column)
        } else if a.row.abs_diff(b.row) == a.column.abs_diff(b.column) {
            Some(Self::Diagonal)
        } else {
            None
        }
    }

    /// `row`, `column` or `diagonal`.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Row => "row",
            Self::Column => "column",
            Self::Diagonal => "diagonal",
        }
    }
}

/// Two queens that attack each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Conflict {
    /// The first queen, in reading order.
    pub first: Square,
    /// The second queen, in reading order.
    pub second: Square,
    /// The line they share.
    pub line: Line,
}

impl Conflict {
    /// The two queens as a chess player reads them on an `n`×`n` board: left to right, then
    /// bottom to top.
    pub fn in_reading_order(&self, n: usize) -> (Square, Square) {
        let reading = |square: Square| (square.column, rank_number(n, square.row));
        if reading(self.first) <= reading(self.second) {
            (self.first, self.second)
        } else {
            (self.second, self.first)
        }
    }

    /// A sentence such as `b3 and d5 share a diagonal`, for an `n`×`n` board: the squares
    /// named as a chess player reads them, left to right, then bottom to top.
    pub fn describe(&self, n: usize) -> String {
        let (left, right) = self.in_reading_order(n);
        format!(
            "{} and {} share a {}",
            left.name(n),
            right.name(n),
            self.line.name()
        )
    }
}

// ----------------------------------------------------------------------------
// Placement: a queen in every row

/// Queens given row by row: `columns[row]` is the column of the queen in that row, as the
/// seeds' `a[row] = column` array. The derived order is the judge's order.
#[derive(
    Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(try_from = "UncheckedPlacement")]
pub struct Placement {
    columns: Vec<u8>,
}

impl Placement {
    /// A placement from its columns, row by row. Fails if a column is off the board or the
    /// board is larger than [`MAX_N`].
    pub fn new(columns: Vec<u8>) -> Result<Self, String> {
        let n = columns.len();
        if n == 0 || n > MAX_N {
            return Err(format!("a board has 1 to {MAX_N} rows, not {n}"));
        }
        if let Some(row) = columns.iter().position(|&column| usize::from(column) >= n) {
            return Err(format!("the queen of row {row} is off the {n}×{n} board"));
        }
        Ok(Self { columns })
    }

    /// A placement from columns the caller knows are on the board (the engine's own output).
    pub(crate) fn from_columns(columns: &[u8]) -> Self {
        debug_assert!(columns.iter().all(|&c| usize::from(c) < columns.len()));
        Self {
            columns: columns.to_vec(),
        }
    }

    /// The size of the board.
    pub fn n(&self) -> usize {
        self.columns.len()
    }

    /// The column of each row's queen.
    pub fn columns(&self) -> &[u8] {
        &self.columns
    }

    /// The queens as squares, in row order.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        self.columns
            .iter()
            .enumerate()
            .map(|(row, &column)| Square::new(row, usize::from(column)))
    }

    /// Whether no two queens attack each other.
    pub fn is_solution(&self) -> bool {
        Squares::from(self).conflicts().is_empty()
    }

    /// This placement after the symmetry `symmetry`.
    #[must_use]
    pub fn transformed(&self, symmetry: Symmetry) -> Self {
        let n = self.n();
        let mut columns = vec![0; n];
        for square in self.squares() {
            let image = symmetry.apply(n, square);
            columns[image.row] = image.column as u8;
        }
        Self { columns }
    }

    /// The smallest of the eight images in the judge's order: the representative of this
    /// solution's class under rotation and reflection.
    #[must_use]
    pub fn canonical(&self) -> Self {
        Symmetry::ALL
            .iter()
            .map(|&symmetry| self.transformed(symmetry))
            .min()
            .unwrap_or_else(|| self.clone())
    }

    /// The distinct boards this placement becomes under the eight symmetries, in the judge's
    /// order: 1, 2, 4 or 8 of them for a solution.
    pub fn symmetry_class(&self) -> Vec<Self> {
        let mut images: Vec<Self> = Symmetry::ALL
            .iter()
            .map(|&symmetry| self.transformed(symmetry))
            .collect();
        images.sort();
        images.dedup();
        images
    }
}

impl fmt::Display for Placement {
    /// The columns as numbers from 1, as a person counts them: `1 5 8 6 3 7 2 4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (row, column) in self.columns.iter().enumerate() {
            if row > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{}", column + 1)?;
        }
        Ok(())
    }
}

// ----------------------------------------------------------------------------
// Squares: a hand-made board

/// A hand-made board: queens on any squares of an `n`×`n` board, several in a row if the
/// user put them there. Kept sorted in reading order.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "UncheckedSquares")]
pub struct Squares {
    n: usize,
    queens: Vec<Square>,
}

impl Squares {
    /// An empty `n`×`n` board.
    pub fn empty(n: usize) -> Self {
        Self {
            n,
            queens: Vec::new(),
        }
    }

    /// The size of the board.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The queens, in reading order.
    pub fn queens(&self) -> &[Square] {
        &self.queens
    }

    /// Whether a queen stands on `square`.
    pub fn contains(&self, square: Square) -> bool {
        self.queens.binary_search(&square).is_ok()
    }

    /// Puts a queen on `square`, or takes it away if one is there. Squares off the board are
    /// ignored.
    pub fn toggle(&mut self, square: Square) {
        if square.row >= self.n || square.column >= self.n {
            return;
        }
        match self.queens.binary_search(&square) {
            Ok(index) => {
                self.queens.remove(index);
            }
            Err(index) => self.queens.insert(index, square),
        }
    }

    /// Every pair of queens that attack each other, in reading order. Only the nearest queen
    /// along a line counts: in a row of three queens the outer two do not attack each other,
    /// the middle one blocks them.
    pub fn conflicts(&self) -> Vec<Conflict> {
        let mut conflicts = Vec::new();
        for (i, &first) in self.queens.iter().enumerate() {
            for &second in &self.queens[i + 1..] {
                let Some(line) = Line::between(first, second) else {
                    continue;
                };
                let blocked = self
                    .queens
                    .iter()
                    .any(|&other| lies_between(first, second, other));
                if !blocked {
                    conflicts.push(Conflict {
                        first,
                        second,
                        line,
                    });
                }
            }
        }
        conflicts
    }

    /// The squares attacked by at least one queen (queens' own squares excluded).
    pub fn attacked(&self) -> Vec<Square> {
        let mut attacked = Vec::new();
        for row in 0..self.n {
            for column in 0..self.n {
                let square = Square::new(row, column);
                if !self.contains(square)
                    && self.queens.iter().any(|&queen| {
                        Line::between(queen, square).is_some()
                            && !self
                                .queens
                                .iter()
                                .any(|&other| lies_between(queen, square, other))
                    })
                {
                    attacked.push(square);
                }
            }
        }
        attacked
    }

    /// The placement these queens form when there is exactly one in each row.
    pub fn as_placement(&self) -> Option<Placement> {
        if self.queens.len() != self.n {
            return None;
        }
        let mut columns = Vec::with_capacity(self.n);
        for (row, queen) in self.queens.iter().enumerate() {
            if queen.row != row {
                return None;
            }
            columns.push(queen.column as u8);
        }
        Some(Placement { columns })
    }
}

impl From<&Placement> for Squares {
    fn from(placement: &Placement) -> Self {
        Self {
            n: placement.n(),
            queens: placement.squares().collect(),
        }
    }
}

// ----------------------------------------------------------------------------
// On the wire: what comes from another process is checked as the constructors check it

/// A [`Placement`] as it comes from another process, not yet checked.
#[derive(serde::Deserialize)]
struct UncheckedPlacement {
    columns: Vec<u8>,
}

impl TryFrom<UncheckedPlacement> for Placement {
    type Error = String;

    fn try_from(unchecked: UncheckedPlacement) -> Result<Self, String> {
        Self::new(unchecked.columns)
    }
}

/// A [`Squares`] as it comes from another process, not yet checked.
#[derive(serde::Deserialize)]
struct UncheckedSquares {
    n: usize,
    queens: Vec<Square>,
}

impl TryFrom<UncheckedSquares> for Squares {
    type Error = String;

    fn try_from(UncheckedSquares { n, queens }: UncheckedSquares) -> Result<Self, String> {
        if let Some(off) = queens
            .iter()
            .find(|queen| queen.row >= n || queen.column >= n)
        {
            return Err(format!(
                "the queen at row {}, column {} is off the {n}×{n} board",
                off.row, off.column
            ));
        }
        if !queens.is_sorted_by(|a, b| a < b) {
            return Err("the queens are not in reading order, each once".to_string());
        }
        Ok(Self { n, queens })
    }
}

/// Whether `middle` stands between `a` and `b` on the line they share, so that it blocks them.
fn lies_between(a: Square, b: Square, middle: Square) -> bool {
    let within = |x: usize, y: usize, m: usize| x.min(y) <= m && m <= x.max(y);
    let line = Line::between(a, b);
    line.is_some()
        && middle != a
        && middle != b
        && Line::between(a, middle) == line
        && Line::between(middle, b) == line
        && within(a.row, b.row, middle.row)
        && within(a.column, b.column, middle.column)
}

// ----------------------------------------------------------------------------
// The eight symmetries of the square

/// A rotation or reflection of the board: the dihedral group of the square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// Leaves the board as it is.
    Identity,
    /// A quarter turn clockwise.
    Rotate90,
    /// A half turn.
    Rotate180,
    /// A quarter turn anticlockwise.
    Rotate270,
    /// Left and right swapped (a mirror on the vertical axis).
    MirrorColumns,
    /// Top and bottom swapped (a mirror on the horizontal axis).
    MirrorRows,
    /// Reflected in the diagonal from the top left corner (rows become columns).
    Transpose,
    /// Reflected in the diagonal from the top right corner.
    AntiTranspose,
}

impl Symmetry {
    /// All eight, the identity first.
    pub const ALL: [Self; 8] = [
        Self::Identity,
        Self::Rotate90,
        Self::Rotate180,
        Self::Rotate270,
        Self::MirrorColumns,
        Self::MirrorRows,
        Self::Transpose,
        Self::AntiTranspose,
    ];

    /// Where `square` of an `n`×`n` board goes.
    pub const fn apply(self, n: usize, square: Square) -> Square {
        let (row, column, last) = (square.row, square.column, n - 1);
        match self {
            Self::Identity => Square::new(row, column),
            Self::Rotate90 => Square::new(column, last - row),
            Self::Rotate180 => Square::new(last - row, last - column),
            Self::Rotate270 => Square::new(last - column, row),
            Self::MirrorColumns => Square::new(row, last - column),
            Self::MirrorRows => Square::new(last - row, column),
            Self::Transpose => Square::new(column, row),
            Self::AntiTranspose => Square::new(last - column, last - row),
        }
    }

    /// A short name for people: `rotated 90°`, `mirrored`, …
    pub const fn name(self) -> &'static str {
        match self {
            Self::Identity => "as it is",
            Self::Rotate90 => "rotated 90°",
            Self::Rotate180 => "rotated 180°",
            Self::Rotate270 => "rotated 270°",
            Self::MirrorColumns => "mirrored left-right",
            Self::MirrorRows => "mirrored top-bottom",
            Self::Transpose => "reflected in the main diagonal",
            Self::AntiTranspose => "reflected in the anti-diagonal",
        }
    }
}

/// If the solution with `columns[row]` in each row is the smallest of its class in the
/// judge's order (its *representative*, or fundamental solution), the size of the class: 1, 2,
/// 4 or 8. `None` for any other member.
///
/// It compares the solution with its seven images without building them: with `p` the columns
/// by row and `q` the rows by column (the inverse), every image reads its values from `p` or
/// `q`, forwards or backwards, as `v` or `N-1-v`. Most images differ at the first row already.
pub fn representative_class_size(columns: &[u8]) -> Option<u64> {
    let n = columns.len();
    let last = n - 1;
    let mut by_column = [0u8; MAX_N];
    for (row, &column) in columns.iter().enumerate() {
        by_column[usize::from(column)] = row as u8;
    }
    let mut unchanged = 1;
    // Symmetry s: values from `by_column` if bit 2, read backwards if bit 1, mirrored if bit 0.
    for symmetry in 1..8u8 {
        let source = if symmetry & 4 != 0 {
            &by_column[..n]
        } else {
            columns
        };
        let backwards = symmetry & 2 != 0;
        let mirrored = symmetry & 1 != 0;
        let mut same = true;
        for (i, &own) in columns.iter().enumerate() {
            let value = source[if backwards { last - i } else { i }];
            let value = if mirrored { last as u8 - value } else { value };
            if value != own {
                if value < own {
                    return None;
                }
                same = false;
                break;
            }
        }
        unchanged += u64::from(same);
    }
    Some(8 / unchanged)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_names_follow_chess() {
        assert_eq!(Square::new(7, 0).name(8), "a1");
        assert_eq!(Square::new(0, 7).name(8), "h8");
        assert_eq!(Square::new(5, 1).name(8), "b3");
        assert_eq!(file_name(26), "aa");
        assert_eq!(file_name(31), "af");
    }

    #[test]
    fn conflicts_name_the_shared_line() {
        let mut board = Squares::empty(8);
        board.toggle(Square::new(5, 1)); // b3
        board.toggle(Square::new(3, 3)); // d5
        board.toggle(Square::new(0, 7)); // h8
        let conflicts = board.conflicts();
        assert_eq!(conflicts.len(), 1);
        assert_eq!(conflicts[0].describe(8), "b3 and d5 share a diagonal");
    }

    #[test]
    fn a_middle_queen_blocks_the_outer_two() {
        let mut board = Squares::empty(8);
        for column in [0, 3, 6] {
            board.toggle(Square::new(2, column));
        }
        assert_eq!(board.conflicts().len(), 2);
    }

    #[test]
    fn toggling_twice_removes_the_queen() {
        let mut board = Squares::empty(4);
        board.toggle(Square::new(1, 2));
        assert!(board.contains(Square::new(1, 2)));
        board.toggle(Square::new(1, 2));
        assert!(board.queens().is_empty());
    }

    #[test]
    fn symmetries_form_a_group_of_eight_distinct_maps() {
        let placement = Placement::new(vec![0, 4, 7, 5, 2, 6, 1, 3]).unwrap();
        let images = placement.symmetry_class();
        assert_eq!(images.len(), 8);
        assert!(images.iter().all(Placement::is_solution));
        assert_eq!(placement.canonical(), images[0]);
        for image in &images {
            assert_eq!(image.canonical(), images[0]);
            for symmetry in Symmetry::ALL {
                assert!(
                    images.contains(&image.transformed(symmetry)),
                    "{symmetry:?}"
                );
            }
        }
    }

    #[test]
    fn representatives_are_the_canonical_solutions() {
        for n in 1..=9 {
            for solution in crate::solve::Solutions::new(n) {
                let expected = (solution.canonical() == solution)
                    .then(|| solution.symmetry_class().len() as u64);
                assert_eq!(
                    representative_class_size(solution.columns()),
                    expected,
                    "{solution}"
                );
            }
        }
    }

    #[test]
    fn rotation_four_times_is_the_identity() {
        let placement = Placement::new(vec![1, 3, 0, 2]).unwrap();
        let mut turned = placement.clone();
        for _ in 0..4 {
            turned = turned.transformed(Symmetry::Rotate90);
        }
        assert_eq!(turned, placement);
        // The 4×4 solution is symmetric under a quarter turn: its class has two boards.
        assert_eq!(placement.symmetry_class().len(), 2);
    }

    // ------------------------------------------------------------------------
    // On the wire

    mod wire {
        use super::*;
        use proptest::prelude::*;

        /// Any `n` from 1 to [`MAX_N`] and `n` columns, each perhaps off the board.
        fn any_columns() -> impl Strategy<Value = Vec<u8>> {
            (1..=MAX_N).prop_flat_map(|n| proptest::collection::vec(0..n as u8 + 2, n))
        }

        /// An `n` and squares, each perhaps off the board, in any order, perhaps twice.
        fn any_squares() -> impl Strategy<Value = (usize, Vec<Square>)> {
            (1..=MAX_N).prop_flat_map(|n| {
                let square =
                    (0..n + 1, 0..n + 1).prop_map(|(row, column)| Square::new(row, column));
                (Just(n), proptest::collection::vec(square, 0..2 * n))
            })
        }

        proptest! {
            #[test]
            fn a_placement_crosses_whole_and_one_off_the_board_is_refused(columns in any_columns()) {
                let json = serde_json::json!({ "columns": columns }).to_string();
                let read = serde_json::from_str::<Placement>(&json);
                match Placement::new(columns) {
                    Ok(placement) => {
                        prop_assert_eq!(serde_json::to_string(&placement).unwrap(), json);
                        prop_assert_eq!(read.unwrap(), placement);
                    }
                    Err(_) => prop_assert!(read.is_err()),
                }
            }

            #[test]
            fn squares_cross_whole_and_unkept_rules_are_refused((n, queens) in any_squares()) {
                let mut board = Squares::empty(n);
                for &queen in &queens {
                    board.toggle(queen);
                }
                let json = serde_json::to_string(&board).unwrap();
                prop_assert_eq!(&serde_json::from_str::<Squares>(&json).unwrap(), &board);

                let sent = serde_json::json!({ "n": n, "queens": queens }).to_string();
                let kept = queens.iter().all(|q| q.row < n && q.column < n)
                    && queens.windows(2).all(|pair| pair[0] < pair[1]);
                prop_assert_eq!(serde_json::from_str::<Squares>(&sent).is_ok(), kept, "{}", sent);
            }
        }
    }
}
