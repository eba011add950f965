//! Counting by meeting in the middle: the top half of the board against the bottom half.
//!
//! The top half's queens take some set of columns `C`; the bottom half's must take the rest.
//! So the solutions fall into *groups*, one per `C`, and in a group a top half and a bottom
//! half make a solution exactly when no diagonal holds a queen of each. A group is counted by
//! listing its top halves and its bottom halves, each as the bits of the diagonals both halves
//! can reach, and counting the pairs that share no bit (the [`Matcher`], 512 pairs at a time).
//!
//! A half is listed from two quadrants: the board is also cut down the middle, and each
//! quadrant's placements (queens with no two in a row, a column or a diagonal) are worked out
//! once, filed by the rows and columns they take ([`Quadrants`]). A top half with columns `C`
//! is a top-left placement on `C`'s left columns and some rows, beside a top-right placement
//! on `C`'s right columns and the other rows, whose diagonals do not meet.
//!
//! An odd board's middle row is no half's: each group also fixes that row's queen, and both
//! halves keep off its column and diagonals.
//!
//! On the whole board, a group and its mirror image count the same, and so do a group and the
//! group of its bottom half (turn the board upside down): one group of each set of up to four
//! is counted, times the size of its set. The other four symmetries of the square, which turn
//! the halves into left and right, are used by weighing each solution by where the queens of
//! the two longest diagonals stand ([`LongDiagonals`]).

use std::ops::Range;

use super::error::CountError;
use super::matcher::Matcher;
use super::quadrants::{
    Building, Corner, Diagonals, Image, KeyColumns, KeyRows, NO_QUEEN, Quadrants, packed,
};
use super::reading::{QuadrantScratch, Reading, keep_off};
use super::simd::Kernel;
use crate::board::MAX_N;
use crate::solve::attacks::{full_mask, mirror_columns, whole_board};

/// One group: the columns of the top half's queens, and on an odd board the middle row's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Group {
    top_columns: u32,
    middle_column: Option<u8>,
    /// How many groups this one counts for (itself and its images).
    weight: u8,
    /// Whether its solutions are weighted by their queens on the longest diagonals (on the
    /// whole board: [`LongDiagonals`]).
    weighs_long_diagonals: bool,
}

/// The bits of a half's pattern for the board's two longest diagonals: the main one
/// (row = column) and the anti one (row + column = N − 1).
///
/// On the whole board a solution is weighted by where these two diagonals' queens stand: 2
/// if they are in opposite halves, 0 if in the same half, 1 otherwise (one of the diagonals
/// empty, or an odd board's centre queen on both). The weights add up to the number of
/// solutions. Turning the board over its main diagonal keeps that diagonal's queen where it is
/// and takes the anti diagonal's to the other half; turning it over the anti diagonal does the
/// reverse. So the four ways the two queens can stand (each in the top or the bottom half)
/// have as many solutions each, and of the four, two weigh 2 and two weigh 0. The mirror image
/// and the board upside down, which share a group's count with its images, keep every
/// solution's weight (they swap the two diagonals, and upside down also the halves), so a
/// group still counts for its images.
///
/// This is Kluev's filter by the longest diagonals, made to agree with our groups: where both
/// diagonals hold a queen, all eight symmetries of the square share one count. The matcher
/// cuts on the two bits: it skips the halves with both, and counts the pairs with one on each
/// side once, twice.
struct LongDiagonals;

impl LongDiagonals {
    /// Where [`Halves::half_patterns`] puts them: the highest two bits of the patterns of
    /// halves of `half` rows, the anti diagonal above the main one.
    fn bits(half: usize) -> u64 {
        let top = 2 * (2 * half - 1) - 1;
        1 << top | 1 << (top - 1)
    }
}

/// Where [`Halves::keyed_half_patterns`] carries a quadrant placement's key columns in its
/// pattern: five bits for each key row's column, above a half's diagonals (at most 50 bits, on
/// a board of 27), taken off again before the patterns are matched. A half's two quadrants
/// hold each key row's queen in one of them, so their fields join by the pairing's OR.
struct KeyField;

// A half's diagonals, `4 × half − 2` bits, stay below the fields on every board counted.
const _: () = assert!(4 * (Halves::LARGEST / 2) - 2 <= KeyField::SHIFT as usize);

impl KeyField {
    /// Where the first key row's column starts; the second's is the next five bits.
    const SHIFT: u32 = 52;
    /// The bits of a pattern below the fields.
    const BELOW: u64 = (1 << Self::SHIFT) - 1;

    /// The fields of `key_columns` (of the table's columns, [`NO_QUEEN`] where its quadrant has
    /// no queen in that key row) read through `image`.
    fn of(key_columns: KeyColumns, image: Image) -> u64 {
        key_columns
            .iter()
            .enumerate()
            .filter(|&(_, &column)| column != NO_QUEEN)
            .fold(0, |fields, (row, &column)| {
                fields | u64::from(image.column(column)) << (Self::SHIFT + 5 * row as u32)
            })
    }

    /// The two key rows' columns carried in `pattern` (0 for a row with no key).
    fn columns(pattern: u64) -> [usize; 2] {
        let field = |row: u32| (pattern >> (Self::SHIFT + 5 * row)) as usize & 31;
        [field(0), field(1)]
    }
}

/// A board cut in four, ready to count its groups.
pub(crate) struct Halves {
    n: usize,
    /// Rows in each half.
    half: usize,
    /// The left quadrants' columns.
    left: u32,
    quadrants: Quadrants,
    /// The version of the loops that read and pair the quadrants' placements.
    kernel: Kernel,
    /// The top half's rows (one, or two following each other) whose queens' columns
    /// [`Halves::count_columns`] tells the solutions by, if it is asked.
    key_rows: KeyRows,
    /// Whether it is the whole board, whose groups stand for their images.
    whole: bool,
}

/// What a thread keeps from group to group, so as not to allocate for each.
#[derive(Default)]
pub(crate) struct Scratch {
    /// The top and bottom halves' patterns (more than a group's, left from larger ones).
    top: Vec<u64>,
    bottom: Vec<u64>,
    /// The placements of one row set's quadrants.
    quadrants: QuadrantScratch,
    matcher: Matcher,
    /// A count by columns: the top halves' and the bottom halves' keys and counts by key.
    keyed: [KeyedHalves; 2],
}

/// One half's patterns in a count by columns: each one's key (its key row's column, or with
/// two key rows the first's column times N plus the second's), and the pairs each key made.
#[derive(Default)]
struct KeyedHalves {
    keys: Vec<u16>,
    per_key: Vec<u64>,
}

impl KeyedHalves {
    /// Counts, for each of `keys` keys, the pairs of one of the first `count` of `patterns`
    /// with that key (the first of `self.keys`) and one of `others` that share no bit, into
    /// `per_key`.
    ///
    /// The smaller side is stored, as in a plain count: a narrowed row leaves few patterns to
    /// a side, and building the other side's blocks to be probed by them would cost the most.
    /// Ours stored, each stored pattern's pairs are told apart ([`SlotCounts`]); the others
    /// stored, each probe's.
    ///
    /// [`SlotCounts`]: super::block::SlotCounts
    fn count_pairs(
        &mut self,
        patterns: &[u64],
        count: usize,
        keys: usize,
        others: &[u64],
        matcher: &mut Matcher,
    ) {
        let (patterns, pattern_keys) = (&patterns[..count], &self.keys[..count]);
        self.per_key.clear();
        self.per_key.resize(keys, 0);
        if count <= others.len() {
            matcher
                .count_disjoint_by_stored_key((patterns, pattern_keys, &mut self.per_key), others);
        } else {
            matcher.count_disjoint_by_probe_key(others, patterns, pattern_keys, &mut self.per_key);
        }
    }
}

impl Halves {
    /// The smallest board this method counts: below it the groups are too small to pay.
    pub(crate) const SMALLEST: usize = 12;

    /// The largest: the last with a published count (OEIS A000170 ends at 27), and a half's
    /// diagonals pack into a word ([`packed`]) that far.
    pub(crate) const LARGEST: usize = 27;

    /// Cuts an `n` board (`n` from [`Halves::SMALLEST`] to [`Halves::LARGEST`]) whose row `r`
    /// may use only the columns of `allowed[r]`, if its tables fit in the memory `building`
    /// gives (they are built on its threads, and it is told how far they have come); ready to
    /// count the solutions by their queens' columns in `key_rows` (a row of the top half, or
    /// two following each other) if there are any.
    pub(crate) fn new(
        n: usize,
        allowed: &[u32; MAX_N],
        building: &Building<'_>,
        key_rows: KeyRows,
    ) -> Result<Self, CountError> {
        assert!((Self::SMALLEST..=Self::LARGEST).contains(&n));
        assert!(
            key_rows.iter().flatten().all(|&row| row < n / 2)
                && (key_rows[0].is_some() || key_rows[1].is_none())
                && key_rows[1].is_none_or(|second| key_rows[0] == Some(second - 1)),
            "the key rows {key_rows:?} are a top half's, the second after the first"
        );
        Ok(Self {
            n,
            half: n / 2,
            left: full_mask(n / 2),
            quadrants: Quadrants::new(n, allowed, building, key_rows)?,
            kernel: Kernel::best(),
            key_rows,
            whole: whole_board(n, allowed),
        })
    }
}

/// The board from which a whole board's solutions are weighed by their [`LongDiagonals`]: a
/// smaller board's groups are too small for the two more cuts to pay. Measured by the
/// instructions of a sample of groups (`valgrind --tool=cachegrind`): weighing takes more of
/// them at N = 18 and 19, fewer from N = 20.
const WEIGHED_FROM: usize = 20;

/// The groups of an `n` board whose row `r` may use only `allowed[r]`: on the whole board one
/// of each set of images, weighted by the set's size, and from [`WEIGHED_FROM`] rows weighing
/// the long diagonals; else all of them.
pub(crate) fn groups(n: usize, allowed: &[u32; MAX_N]) -> Vec<Group> {
    groups_weighing(n, allowed, n >= WEIGHED_FROM)
}

/// The groups of an `n` board whose row `r` may use only `allowed[r]`, for a count by the
/// columns of a top row ([`Halves::count_columns`]): as [`groups`] lists them, but never
/// weighing the long diagonals, whose weights move solutions between groups.
pub(crate) fn column_groups(n: usize, allowed: &[u32; MAX_N]) -> Vec<Group> {
    groups_weighing(n, allowed, false)
}

/// [`groups`], weighing the [`LongDiagonals`] on the whole board if `weigh`.
fn groups_weighing(n: usize, allowed: &[u32; MAX_N], weigh: bool) -> Vec<Group> {
    let full = full_mask(n);
    let half = n / 2;
    let whole = whole_board(n, allowed);
    let middles: Vec<Option<usize>> = if n % 2 == 1 {
        (0..n)
            .filter(|&column| allowed[half] >> column & 1 == 1)
            .map(Some)
            .collect()
    } else {
        vec![None]
    };
    let mirror = |columns: u32| mirror_columns(columns, n);
    // Whether each of `rows` may use one of `columns`: a half places a queen on every row.
    let fit =
        |rows: Range<usize>, columns: u32| rows.into_iter().all(|r| allowed[r] & columns != 0);
    let mut groups = Vec::new();
    for middle in middles {
        let middle_bit = middle.map_or(0, |column| 1u32 << column);
        for top_columns in subsets(full & !middle_bit, half as u32) {
            let bottom_columns = full & !top_columns & !middle_bit;
            if !fit(0..half, top_columns) || !fit(n - half..n, bottom_columns) {
                continue;
            }
            let mut weight = 1;
            if whole {
                // The group, upside down, mirrored, and both: keep the smallest of each set.
                let key = |middle: Option<usize>, columns: u32| (middle, columns);
                let flipped = bottom_columns;
                let mirrored_middle = middle.map(|column| n - 1 - column);
                let images = [
                    key(middle, top_columns),
                    key(middle, flipped),
                    key(mirrored_middle, mirror(top_columns)),
                    key(mirrored_middle, mirror(flipped)),
                ];
                if images.iter().any(|image| *image < images[0]) {
                    continue;
                }
                weight = images
                    .iter()
                    .enumerate()
                    .filter(|(i, image)| !images[..*i].contains(image))
                    .count() as u8;
            }
            groups.push(Group {
                top_columns,
                middle_column: middle.map(|column| column as u8),
                weight,
                weighs_long_diagonals: whole && weigh,
            });
        }
    }
    groups
}

/// How many [`groups`] a whole `n` board has, worked out without listing them (tens of millions
/// from N = 26): by Burnside's lemma, the average over the four images of a group (itself,
/// upside down, mirrored, both) of the groups each leaves as they are.
///
/// A group is the top half's `h` columns, and on an odd board the middle row's column. Upside
/// down leaves none (the top half's columns would be the bottom half's). The mirror image leaves
/// those with the middle queen (if any) in the centre column and the top half's columns in
/// mirrored pairs: `h/2` of the board's `h` pairs, if `h` is even. Both leave those with the
/// middle queen in the centre and one column of each pair in the top half: `2^h`.
pub(crate) fn whole_board_group_count(n: usize) -> usize {
    let h = n / 2;
    let all = if n.is_multiple_of(2) {
        binomial(n, h)
    } else {
        n * binomial(2 * h, h)
    };
    let mirrored = if h.is_multiple_of(2) {
        binomial(h, h / 2)
    } else {
        0
    };
    (all + mirrored + (1 << h)) / 4
}

/// The subsets of `k` of `n` things.
fn binomial(n: usize, k: usize) -> usize {
    (0..k).fold(1, |product, i| product * (n - i) / (i + 1))
}

impl Halves {
    /// The solutions of `group` (times its weight).
    pub(crate) fn count(&self, group: Group, scratch: &mut Scratch) -> u64 {
        let (middle, bottom_columns) = self.middle_and_bottom(group);
        let top = (Corner::TopLeft, Corner::TopRight, self.half);
        let top_count = self.half_patterns(
            top,
            group.top_columns,
            middle,
            &mut scratch.top,
            &mut scratch.quadrants,
        );
        if top_count == 0 {
            return 0;
        }
        let bottom_count = self.bottom_patterns(bottom_columns, middle, scratch);
        let top = &scratch.top[..top_count];
        let bottom = &scratch.bottom[..bottom_count];
        let (stored, probes) = if top.len() <= bottom.len() {
            (top, bottom)
        } else {
            (bottom, top)
        };
        let long_diagonals = if group.weighs_long_diagonals {
            LongDiagonals::bits(self.half)
        } else {
            0
        };
        let solutions = scratch
            .matcher
            .count_disjoint(stored, probes, long_diagonals);
        solutions * u64::from(group.weight)
    }

    /// The keys of a count by columns: N, or N × N with two key rows.
    pub(crate) fn keys(&self) -> usize {
        if self.key_rows[1].is_some() {
            self.n * self.n
        } else {
            self.n
        }
    }

    /// Adds the solutions of `group` (one of [`column_groups`]) to `keys` ([`Halves::keys`] of
    /// them), each at its key: its queen's column in the key row, or with two key rows the
    /// first's column times N plus the second's; on the whole board those of the group's
    /// images too.
    ///
    /// Each top half has its key, and one pass of the matcher counts the pairs of every key
    /// (each keyed pattern's pairs told apart, stored or probing, see
    /// [`KeyedHalves::count_pairs`]). On the
    /// whole board (key rows from the first) the bottom halves are keyed by their queens'
    /// columns in the last rows as well, and the same pass tells both halves' pairs by their
    /// keys ([`Matcher::count_disjoint_by_both_keys`]): the group upside down has those columns
    /// in its first rows. Its mirror images have the columns mirrored.
    pub(crate) fn count_columns(&self, group: Group, scratch: &mut Scratch, keys: &mut [u64]) {
        let n = self.n;
        let key_count = self.keys();
        debug_assert_eq!(keys.len(), key_count);
        let (middle, bottom_columns) = self.middle_and_bottom(group);
        let [first, second] = self.key_rows;
        let first = first.expect("a count by columns has a key row");
        let two_keys = second.is_some();
        let [top_keys, bottom_keys] = &mut scratch.keyed;
        let top = (Corner::TopLeft, Corner::TopRight, self.half);
        let top_count = self.keyed_half_patterns(
            top,
            two_keys,
            group.top_columns,
            middle,
            (&mut scratch.top, &mut top_keys.keys),
            &mut scratch.quadrants,
        );
        if top_count == 0 {
            return;
        }
        // On the whole board the key rows are the first (the rows above them are narrowed).
        let upside_down = self.whole;
        debug_assert!(!upside_down || first == 0);
        let bottom = (Corner::BottomLeft, Corner::BottomRight, n - self.half);
        let bottom_count = if upside_down {
            // The bottom quadrants are the top ones' tables read upside down: their key rows
            // (the table's first two) are the last row and the one above it.
            self.keyed_half_patterns(
                bottom,
                two_keys,
                bottom_columns,
                middle,
                (&mut scratch.bottom, &mut bottom_keys.keys),
                &mut scratch.quadrants,
            )
        } else {
            self.half_patterns(
                bottom,
                bottom_columns,
                middle,
                &mut scratch.bottom,
                &mut scratch.quadrants,
            )
        };
        // Mirrored, a key's columns c become N − 1 − c: the key K becomes keys − 1 − K.
        let mirror = |key: usize| key_count - 1 - key;
        let mirrored_middle = group.middle_column.map(|column| n as u8 - 1 - column);
        let is_own_mirror = mirrored_middle == group.middle_column
            && mirror_columns(group.top_columns, n) == group.top_columns;
        let is_own_upside_down_mirror = mirrored_middle == group.middle_column
            && mirror_columns(bottom_columns, n) == group.top_columns;
        // The group upside down, unless it is the mirror image (counted with the group).
        let counts_upside_down = upside_down && !is_own_upside_down_mirror;
        if counts_upside_down {
            // Both halves' keys in one pass: the smaller half stored.
            for side in [&mut *top_keys, &mut *bottom_keys] {
                side.per_key.clear();
                side.per_key.resize(key_count, 0);
            }
            let top = (
                &scratch.top[..top_count],
                &top_keys.keys[..top_count],
                &mut top_keys.per_key[..],
            );
            let bottom = (
                &scratch.bottom[..bottom_count],
                &bottom_keys.keys[..bottom_count],
                &mut bottom_keys.per_key[..],
            );
            let (stored, probes) = if top_count <= bottom_count {
                (top, bottom)
            } else {
                (bottom, top)
            };
            scratch.matcher.count_disjoint_by_both_keys(stored, probes);
        } else {
            top_keys.count_pairs(
                &scratch.top,
                top_count,
                key_count,
                &scratch.bottom[..bottom_count],
                &mut scratch.matcher,
            );
        }
        for (key, &found) in top_keys.per_key.iter().enumerate() {
            keys[key] += found;
            // On the whole board the mirror image is another group, unless it is this one.
            if upside_down && !is_own_mirror {
                keys[mirror(key)] += found;
            }
        }
        if counts_upside_down {
            for (key, &found) in bottom_keys.per_key.iter().enumerate() {
                keys[key] += found;
                if !is_own_mirror {
                    keys[mirror(key)] += found;
                }
            }
        }
    }

    /// The middle queen's diagonals of `group` (none on an even board), and the columns of its
    /// bottom half.
    fn middle_and_bottom(&self, group: Group) -> (Diagonals, u32) {
        let (middle, middle_bit) = match group.middle_column {
            Some(column) => (
                Diagonals::of(self.n, self.half, column.into()),
                1u32 << column,
            ),
            None => (Diagonals::default(), 0),
        };
        (middle, full_mask(self.n) & !group.top_columns & !middle_bit)
    }

    /// The bottom halves on `columns` off `middle`'s diagonals, in `scratch.bottom`; their
    /// number returned.
    fn bottom_patterns(&self, columns: u32, middle: Diagonals, scratch: &mut Scratch) -> usize {
        let bottom = (Corner::BottomLeft, Corner::BottomRight, self.n - self.half);
        self.half_patterns(
            bottom,
            columns,
            middle,
            &mut scratch.bottom,
            &mut scratch.quadrants,
        )
    }

    /// The halves of two quadrants side by side on `columns` off `middle`'s diagonals, as
    /// [`Halves::half_patterns`] lists them, each with its key (see [`Halves::count_columns`]):
    /// its queens' columns in the key rows (the first's alone, unless `two_keys`): the patterns
    /// at the start of `out.0`, the keys at the start of `out.1`; their number returned.
    ///
    /// Each placement's key columns ride in its pattern's spare high bits ([`KeyField`]), set
    /// placement by placement (with no branch that depends on them: scanning for runs of the
    /// same columns mispredicted at each run's end) after reading the quadrant whole, before
    /// an odd board's middle queen drops those on its diagonals. The two quadrants are paired
    /// whole, as in a count, and each half's key is taken off its pattern.
    fn keyed_half_patterns(
        &self,
        (left, right, base): (Corner, Corner, usize),
        two_keys: bool,
        columns: u32,
        middle: Diagonals,
        (patterns, keys): (&mut Vec<u64>, &mut Vec<u16>),
        quadrants: &mut QuadrantScratch,
    ) -> usize {
        let n = self.n;
        let rows = full_mask(self.half);
        let left_columns = columns & self.left;
        let right_columns = columns & !self.left;
        let reading = |image| self.reading(image, middle, base);
        let mut kept = 0;
        for left_rows in subsets(rows, left_columns.count_ones()) {
            let lefts = self.quadrants.placements(left, left_rows, left_columns);
            let rights = self
                .quadrants
                .placements(right, rows & !left_rows, right_columns);
            if lefts.0.is_empty() || rights.0.is_empty() {
                continue;
            }
            for ((words, key_columns, image), read) in [
                (lefts, &mut quadrants.lefts),
                (rights, &mut quadrants.rights),
            ] {
                if key_columns.is_empty() {
                    self.kernel.read_placements(words, reading(image), read);
                    continue;
                }
                // Read whole, none dropped yet, so that each stays beside its key columns: the
                // fields set in place, then those on the middle queen's diagonals dropped.
                let whole = Reading {
                    middle: 0,
                    ..reading(image)
                };
                self.kernel.read_placements(words, whole, read);
                debug_assert_eq!(read.words.len(), words.len(), "every placement read");
                debug_assert_eq!(key_columns.len(), words.len(), "key columns for each");
                for (pattern, &columns) in read.patterns.iter_mut().zip(key_columns) {
                    debug_assert_eq!(*pattern & !KeyField::BELOW, 0, "a spare bit");
                    *pattern |= KeyField::of(columns, image);
                }
                keep_off(reading(image).middle, read, 0, 0);
            }
            let (lefts, rights) = (&quadrants.lefts, &quadrants.rights);
            if lefts.words.is_empty() || rights.words.is_empty() {
                continue;
            }
            let most = kept + lefts.words.len() * rights.words.len();
            if patterns.len() < most {
                patterns.resize(most, 0);
            }
            if keys.len() < most {
                keys.resize(most, 0);
            }
            let paired = self.kernel.pair_all(lefts, rights, &mut patterns[kept..]);
            for (pattern, key) in patterns[kept..][..paired]
                .iter_mut()
                .zip(&mut keys[kept..][..paired])
            {
                let [first, second] = KeyField::columns(*pattern);
                // At most 27 × 27 keys: a `u16`.
                *key = if two_keys { first * n + second } else { first } as u16;
                *pattern &= KeyField::BELOW;
            }
            kept += paired;
        }
        kept
    }

    /// How a half packed from `base` reads a quadrant's placements through `image`, off
    /// `middle`'s diagonals.
    fn reading(&self, image: Image, middle: Diagonals, base: usize) -> Reading {
        Reading {
            image,
            middle: packed(middle, base),
            shift: (self.n - self.half - base) as u32,
            half: self.half as u32,
        }
    }

    /// The halves of two quadrants side by side, packed from `base`, on `columns` that keep
    /// off `middle`'s diagonals, as patterns: written at the start of `patterns` (which keeps
    /// its length from group to group, to be written over), their number returned.
    fn half_patterns(
        &self,
        (left, right, base): (Corner, Corner, usize),
        columns: u32,
        middle: Diagonals,
        patterns: &mut Vec<u64>,
        scratch: &mut QuadrantScratch,
    ) -> usize {
        let rows = full_mask(self.half);
        let left_columns = columns & self.left;
        let right_columns = columns & !self.left;
        let reading = |image| self.reading(image, middle, base);
        let mut kept = 0;
        for left_rows in subsets(rows, left_columns.count_ones()) {
            let (lefts, _, left_image) = self.quadrants.placements(left, left_rows, left_columns);
            if lefts.is_empty() {
                continue;
            }
            let (rights, _, right_image) =
                self.quadrants
                    .placements(right, rows & !left_rows, right_columns);
            self.kernel
                .read_placements(rights, reading(right_image), &mut scratch.rights);
            if scratch.rights.words.is_empty() {
                continue;
            }
            self.kernel
                .read_placements(lefts, reading(left_image), &mut scratch.lefts);
            let most = kept + scratch.lefts.words.len() * scratch.rights.words.len();
            if patterns.len() < most {
                patterns.resize(most, 0);
            }
            kept += self
                .kernel
                .pair_all(&scratch.lefts, &scratch.rights, &mut patterns[kept..]);
        }
        kept
    }
}

/// The subsets of `set` with `size` members, as bit masks.
fn subsets(set: u32, size: u32) -> impl Iterator<Item = u32> {
    // Walk the size-member subsets of 0..set's member count, and spread each over `set`.
    let members = set.count_ones();
    let spread = move |dense: u32| {
        let mut result = 0;
        let mut rest = set;
        for i in 0..members {
            let bit = rest & rest.wrapping_neg();
            rest ^= bit;
            if dense >> i & 1 == 1 {
                result |= bit;
            }
        }
        result
    };
    let first = if size > members {
        None
    } else {
        Some(full_mask(size as usize))
    };
    std::iter::successors(first, move |&dense: &u32| {
        if dense == 0 {
            return None;
        }
        // Gosper's hack: the next larger number with as many bits.
        let lowest = dense & dense.wrapping_neg();
        let ripple = dense + lowest;
        let next = (((ripple ^ dense) >> 2) / lowest) | ripple;
        (u64::from(next) < 1u64 << members).then_some(next)
    })
    .map(spread)
}

#[cfg(test)]
mod tests;
