//! Counting solutions fast: every solution and every class under rotation and reflection, on
//! all cores.
//!
//! # Symmetry
//!
//! Each class of solutions under the eight symmetries of the square has one *representative*,
//! its smallest member in the judge's order. The first queen of that member is the one nearest
//! to a corner of all the queens on the four edges; so the representative of a class with its
//! top queen on column `c` has every edge queen at least `c` squares from each end of its
//! edge, and both side columns are taken by row `N - 1 - c`. With the queen in a corner, the
//! smaller of a solution and its reflection in the main diagonal keeps column 1 free down to
//! the row-1 queen's column. The search only walks boards that obey those rules, a good deal
//! less than half the tree.
//!
//! At a solution, [`representative_class_size`] compares the board with its seven images: a
//! solution that is not the smallest is skipped, and a representative adds its class size to
//! the total and 1 to the unique count. Most need no comparison: with no edge queen exactly as
//! near a corner as the first queen, a solution is the smallest of eight distinct images.
//!
//! # The last six rows
//!
//! Six rows from the bottom, six columns are left, and a completion is one of the 720 orders
//! in which the rows take them. Table look-ups give, as sets of orders, those that put each
//! queen on a free square and those with no two queens on a diagonal; their intersection is
//! every completion at once, with no search of the six deepest rows, where most of the nodes
//! are. Completions that use a tie square are handed to the comparison one by one.
//!
//! # Work units
//!
//! The first rows' queens split the search into many small independent units; threads take
//! them from a shared counter, and `--shard I/K` deals them out round-robin.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use crate::board::{MAX_N, representative_class_size};
pub use crate::solve::Cancelled;
use crate::solve::full_mask;
use crate::solve::known_counts;

mod dispatch;
mod halves;
mod matcher;

/// A solution count for one board size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// All solutions.
    pub total: u64,
    /// Solutions up to rotation and reflection (classes).
    pub unique: u64,
}

impl std::ops::AddAssign for Counts {
    fn add_assign(&mut self, other: Self) {
        self.total += other.total;
        self.unique += other.unique;
    }
}

/// One of `of` deterministic parts of a count, for spreading it over machines: the work units
/// dealt round-robin, so that every part gets big and small ones alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shard {
    /// Which part, `1..=of`.
    pub index: usize,
    /// How many parts in all.
    pub of: usize,
}

impl std::str::FromStr for Shard {
    type Err = String;

    /// Reads `I/K`, as in `--shard 3/8`.
    fn from_str(text: &str) -> Result<Self, String> {
        let wrong = || format!("a shard is I/K with 1 <= I <= K, such as 3/8; not `{text}`");
        let (index, of) = text.split_once('/').ok_or_else(wrong)?;
        let index: usize = index.trim().parse().map_err(|_| wrong())?;
        let of: usize = of.trim().parse().map_err(|_| wrong())?;
        if index == 0 || index > of {
            return Err(wrong());
        }
        Ok(Self { index, of })
    }
}

impl Shard {
    /// Whether a count of `n` can be split into `of` shards: no more than its work units.
    pub fn check_for(self, n: usize) -> Result<(), String> {
        let units = work_unit_count(n);
        if self.of > units {
            let (units, most) = if units == 1 {
                ("1 work unit".to_string(), "1 shard".to_string())
            } else {
                (format!("{units} work units"), format!("{units} shards"))
            };
            return Err(format!(
                "a count of N = {n} splits into {units}, so into at most {most}, not {}",
                self.of
            ));
        }
        Ok(())
    }
}

/// The longest line `--sum` reads: a shard line, `n=N shard=I/K total=T unique=U`, with room
/// to spare; a longer line is refused before its end is read.
pub const LONGEST_SHARD_LINE: usize = 160;

/// The counts of one shard, as `nqueens count N --shard I/K` prints them and `--sum` reads them:
/// `n=17 shard=3/8 total=11976512 unique=1497064`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardResult {
    /// The board size.
    pub n: usize,
    /// Which part.
    pub shard: Shard,
    /// What the part counted.
    pub counts: Counts,
}

impl std::fmt::Display for ShardResult {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "n={} shard={}/{} total={} unique={}",
            self.n, self.shard.index, self.shard.of, self.counts.total, self.counts.unique
        )
    }
}

impl std::str::FromStr for ShardResult {
    type Err = String;

    /// Reads a shard line and checks every number in it against the others: N on the board
    /// sizes, the shard within N's work units, the counts within what N has (where that is
    /// known) and the unique count within the total.
    fn from_str(line: &str) -> Result<Self, String> {
        let shown: String = line.chars().take(80).collect();
        let wrong = || format!("not a shard result (n=N shard=I/K total=T unique=U): `{shown}`");
        let mut fields = line.split_whitespace();
        let mut field = |name: &str| {
            fields
                .next()
                .and_then(|field| field.strip_prefix(name))
                .and_then(|field| field.strip_prefix('='))
                .ok_or_else(wrong)
        };
        let number = |name: &str, text: &str| {
            text.parse::<u64>().map_err(|_| {
                format!("{name}={text} is not a whole number below 2^64, in `{shown}`")
            })
        };
        let n_text = field("n")?;
        let n = number("n", n_text)?;
        if !(1..=MAX_N as u64).contains(&n) {
            return Err(format!("n={n} is not a board size from 1 to {MAX_N}"));
        }
        let n = n as usize;
        let shard: Shard = field("shard")?.parse()?;
        shard.check_for(n)?;
        let total = number("total", field("total")?)?;
        let unique = number("unique", field("unique")?)?;
        if fields.next().is_some() {
            return Err(wrong());
        }
        if unique > total {
            return Err(format!(
                "unique={unique} is more than total={total}: a shard's unique solutions are \
                 among its solutions"
            ));
        }
        if let Some(known) = known_counts(n)
            && (total > known.total || unique > known.unique)
        {
            return Err(format!(
                "total={total} unique={unique} is more than N = {n} has in all ({} and {})",
                known.total, known.unique
            ));
        }
        Ok(Self {
            n,
            shard,
            counts: Counts { total, unique },
        })
    }
}

/// Adds up shard results, refusing a set with a shard missing, repeated, or from another
/// count. Each result comes with where it was read, for the messages.
pub fn sum_shards(results: &[(String, ShardResult)]) -> Result<ShardResult, String> {
    let Some((_, first)) = results.first() else {
        return Err("no shard results to add up".to_string());
    };
    let (n, of) = (first.n, first.shard.of);
    let mut seen: Vec<Option<&str>> = vec![None; of];
    let mut sum = Counts::default();
    for (source, result) in results {
        if result.n != n || result.shard.of != of {
            return Err(format!(
                "{source}: shard {}/{} of N = {} does not belong with shards of {of} for N = {n}",
                result.shard.index, result.shard.of, result.n
            ));
        }
        let slot = &mut seen[result.shard.index - 1];
        if let Some(earlier) = slot {
            return Err(format!(
                "{source}: shard {}/{of} is there twice (also in {earlier})",
                result.shard.index
            ));
        }
        *slot = Some(source);
        let (Some(total), Some(unique)) = (
            sum.total.checked_add(result.counts.total),
            sum.unique.checked_add(result.counts.unique),
        ) else {
            return Err(format!("{source}: the counts add up to more than 2^64"));
        };
        sum = Counts { total, unique };
    }
    let missing: Vec<String> = (1..=of)
        .filter(|index| seen[index - 1].is_none())
        .map(|index| index.to_string())
        .collect();
    if !missing.is_empty() {
        return Err(format!(
            "incomplete: shard {} of {of} missing for N = {n}",
            missing.join(", ")
        ));
    }
    if let Some(known) = known_counts(n).filter(|known| *known != sum) {
        return Err(format!(
            "the shards add up to {} solutions, {} unique, but N = {n} has {} and {}",
            sum.total, sum.unique, known.total, known.unique
        ));
    }
    Ok(ShardResult {
        n,
        shard: Shard { index: 1, of: 1 },
        counts: sum,
    })
}

/// How far a running count has come.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CountProgress {
    /// Work units finished.
    pub units_done: usize,
    /// Work units in this count (or shard).
    pub units: usize,
    /// What the finished units found.
    pub counts: Counts,
}

/// How to run a count.
#[derive(Default)]
pub struct CountOptions<'a> {
    /// Worker threads; `0` means one per core.
    pub threads: usize,
    /// Count only one part of the work.
    pub shard: Option<Shard>,
    /// Set it to stop the count early.
    pub cancel: Option<&'a AtomicBool>,
    /// Told once at the start and after each finished unit, from the counting threads.
    pub progress: Option<&'a (dyn Fn(CountProgress) + Sync)>,
}

/// Counts the solutions of an `n`×`n` board, all of them and up to symmetry.
pub fn count(n: usize, options: &CountOptions<'_>) -> Result<Counts, Cancelled> {
    assert!((1..=MAX_N).contains(&n), "n = {n} is outside 1..={MAX_N}");
    let mut units = work_units(n);
    if let Some(shard) = options.shard {
        units = units
            .into_iter()
            .enumerate()
            .filter(|(i, _)| i % shard.of == shard.index - 1)
            .map(|(_, unit)| unit)
            .collect();
    }
    run_units(n, &units, options)
}

/// Counts the solutions whose row `r` queen stands on a column of `allowed[r]`, for each of
/// `parts` in turn, and adds them up: the parts must not share a solution. The total comes
/// back in [`Counts::total`]; classes are not told apart (`unique` is 0).
///
/// Each part is split into units by the queens of its first rows, so that the count runs on
/// every core and its progress moves; `options.shard` is ignored.
pub fn count_allowed(
    n: usize,
    parts: &[[u32; MAX_N]],
    options: &CountOptions<'_>,
) -> Result<u64, Cancelled> {
    assert!((1..=MAX_N).contains(&n), "n = {n} is outside 1..={MAX_N}");
    let mut units = Vec::new();
    for allowed in parts {
        units.extend(allowed_units(n, &Bounds::allowing(*allowed)));
    }
    run_units(n, &units, options).map(|counts| counts.total)
}

/// Counts `units` on the threads `options` asks for, reporting after each one.
fn run_units(
    n: usize,
    units: &[WorkUnit],
    options: &CountOptions<'_>,
) -> Result<Counts, Cancelled> {
    let threads = match options.threads {
        0 => std::thread::available_parallelism().map_or(1, std::num::NonZero::get),
        t => t,
    }
    .min(units.len().max(1));
    let never = AtomicBool::new(false);
    let cancel = options.cancel.unwrap_or(&never);
    let next_unit = AtomicUsize::new(0);
    let done = std::sync::Mutex::new((0usize, Counts::default()));
    if let Some(progress) = options.progress {
        // Say how many units there are before the first one ends.
        progress(CountProgress {
            units_done: 0,
            units: units.len(),
            counts: Counts::default(),
        });
    }

    let worker = || -> Counts {
        let mut mine = Counts::default();
        loop {
            let i = next_unit.fetch_add(1, Ordering::Relaxed);
            let Some(unit) = units.get(i) else {
                return mine;
            };
            let Some(found) = unit.count(n, cancel) else {
                return mine;
            };
            mine += found;
            if let Some(progress) = options.progress {
                let mut done = done
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner);
                done.0 += 1;
                done.1 += found;
                progress(CountProgress {
                    units_done: done.0,
                    units: units.len(),
                    counts: done.1,
                });
            }
        }
    };
    let mut total = Counts::default();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (1..threads)
            .map(|i| {
                std::thread::Builder::new()
                    .name(format!("count-{i}"))
                    .spawn_scoped(scope, worker)
                    .expect("spawning a counting thread")
            })
            .collect();
        total += worker();
        for handle in handles {
            total += handle.join().expect("a counting thread panicked");
        }
    });
    if cancel.load(Ordering::Relaxed) {
        Err(Cancelled)
    } else {
        Ok(total)
    }
}

/// The number of work units a count of `n` is split into (what `--shard` divides). Worked out
/// once per N: `--sum` asks it of every line it reads.
pub fn work_unit_count(n: usize) -> usize {
    static COUNTS: [std::sync::OnceLock<usize>; MAX_N + 1] =
        [const { std::sync::OnceLock::new() }; MAX_N + 1];
    *COUNTS[n.min(MAX_N)].get_or_init(|| work_units(n).len())
}

// ----------------------------------------------------------------------------
// Work units

/// The rules of one search: the columns each row may use, and the columns that must be taken
/// before a row is entered.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Bounds {
    pub(crate) allowed: [u32; MAX_N],
    pub(crate) required: [u32; MAX_N],
    /// Squares where a queen may tie the first queen for the corner nearest an edge queen: a
    /// solution that uses one needs the full look at its images.
    pub(crate) ties: [u32; MAX_N],
}

impl Bounds {
    /// Every row may use the columns of `allowed`; nothing is required.
    pub(crate) fn allowing(allowed: [u32; MAX_N]) -> Self {
        Self {
            allowed,
            required: [0; MAX_N],
            ties: [0; MAX_N],
        }
    }
}

/// The queens of the first rows, fixed, and the bounds the search obeys.
struct WorkUnit {
    /// The rules, with the fixed rows narrowed to one bit.
    bounds: Bounds,
    /// The number of fixed rows at the top.
    fixed_rows: usize,
    /// Whether the unit counts class representatives, or every solution under its bounds.
    representatives: bool,
}

/// The rows fixed per unit: enough units to keep every core busy and the progress bar moving.
fn fixed_rows(n: usize) -> usize {
    match n {
        0..=5 => 1,
        6..=11 => 2,
        _ => 3,
    }
}

fn work_units(n: usize) -> Vec<WorkUnit> {
    let depth = fixed_rows(n).min(n);
    let last = n - 1;
    let mut units = Vec::new();
    for first_column in 0..n.div_ceil(2) {
        let bounds = representative_bounds(n, first_column);
        let mut prefix = vec![0u32; depth];
        expand_prefix(&bounds, &mut prefix, 0, (0, 0, 0), &mut |prefix| {
            let mut fixed = bounds;
            fixed.allowed[..depth].copy_from_slice(prefix);
            if first_column == 0 && depth >= 2 {
                // A corner solution and its reflection in the main diagonal both have the
                // corner queen; the smaller has its row-1 queen (column c) left of column 1's
                // queen (row r): c < r. So rows 2..=c keep off column 1.
                let c = prefix[1].trailing_zeros() as usize;
                for row in 2..=c.min(last) {
                    if row < depth && fixed.allowed[row] == 2 {
                        return;
                    }
                    fixed.allowed[row] &= !2;
                }
            }
            units.push(WorkUnit {
                bounds: fixed,
                fixed_rows: depth,
                representatives: true,
            });
        });
    }
    units
}

/// Units enough to spread a count of every solution under `bounds` over the cores and give its
/// progress some steps: the first rows are fixed, one more at a time, until there are at least
/// [`ALLOWED_UNITS`] or only the tail is left.
fn allowed_units(n: usize, bounds: &Bounds) -> Vec<WorkUnit> {
    let mut units = Vec::new();
    for depth in 1..=n.saturating_sub(TAIL).max(1) {
        units.clear();
        let mut prefix = vec![0u32; depth];
        expand_prefix(bounds, &mut prefix, 0, (0, 0, 0), &mut |prefix| {
            let mut fixed = *bounds;
            fixed.allowed[..prefix.len()].copy_from_slice(prefix);
            units.push(WorkUnit {
                bounds: fixed,
                fixed_rows: prefix.len(),
                representatives: false,
            });
        });
        if units.len() >= ALLOWED_UNITS {
            break;
        }
    }
    units
}

/// The units [`allowed_units`] aims at per part.
const ALLOWED_UNITS: usize = 64;

/// The rules of a class representative whose top queen is on `first_column`: every queen on an
/// edge is at least `first_column` squares from either end of that edge. So rows near the top
/// and bottom keep off the side columns, the last row keeps to the middle, and both side
/// columns must be taken by row `N - 1 - first_column`.
fn representative_bounds(n: usize, first_column: usize) -> Bounds {
    let full = full_mask(n);
    let last = n - 1;
    let within = full & !full_mask(first_column) & full_mask(n - first_column);
    let edges = 1 | (1 << last);
    let mut bounds = Bounds::allowing([0; MAX_N]);
    for row in 0..n {
        let near_an_end = row < first_column || row > last - first_column;
        bounds.allowed[row] = if near_an_end { full & !edges } else { full };
        if first_column > 0 && row > last - first_column {
            bounds.required[row] = edges;
        }
    }
    bounds.allowed[0] = 1 << first_column;
    bounds.allowed[last] &= within;
    // With the first queen in a corner no other edge queen can be in one: no ties.
    if first_column > 0 {
        let mirror = last - first_column;
        bounds.ties[last] |= (1 << first_column) | (1 << mirror);
        bounds.ties[first_column] |= edges;
        bounds.ties[mirror] |= edges;
    }
    bounds
}

fn expand_prefix(
    bounds: &Bounds,
    prefix: &mut Vec<u32>,
    row: usize,
    (column, down_right, down_left): (u32, u32, u32),
    emit: &mut dyn FnMut(&[u32]),
) {
    if row == prefix.len() {
        emit(prefix);
        return;
    }
    if column & bounds.required[row] != bounds.required[row] {
        return;
    }
    let mut free = bounds.allowed[row] & !(column | down_right | down_left);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        prefix[row] = bit;
        let below = (
            column | bit,
            (down_right | bit) << 1,
            (down_left | bit) >> 1,
        );
        expand_prefix(bounds, prefix, row + 1, below, emit);
    }
}

impl WorkUnit {
    /// The counts of this unit, or `None` if cancelled.
    fn count(&self, n: usize, cancel: &AtomicBool) -> Option<Counts> {
        if !self.representatives {
            let mut every = Every(0);
            self.search(n, cancel, &mut every)?;
            return Some(Counts {
                total: every.0,
                unique: 0,
            });
        }
        let first_column = self.bounds.allowed[0].trailing_zeros() as usize;
        let last = n - 1;
        let mut tally = Representatives {
            counts: Counts::default(),
            in_bulk: n >= 6 && 2 * first_column != last,
            tie_rows: [first_column, last - first_column],
            edges: 1 | (1 << last),
        };
        self.search(n, cancel, &mut tally)?;
        Some(tally.counts)
    }

    /// Runs the search below the fixed rows into `tally`; `None` if cancelled.
    fn search<T: Tally>(&self, n: usize, cancel: &AtomicBool, tally: &mut T) -> Option<()> {
        let mut search = Search::new(n, &self.bounds, cancel, tally);
        let (mut column, mut down_right, mut down_left) = (0, 0, 0);
        for row in 0..self.fixed_rows {
            let bit = self.bounds.allowed[row];
            search.bits[row] = bit;
            (column, down_right, down_left) = (
                column | bit,
                (down_right | bit) << 1,
                (down_left | bit) >> 1,
            );
        }
        if self.fixed_rows == n {
            search.tally.solution(&search.bits[..n]);
        } else {
            search.run(self.fixed_rows, column, down_right, down_left);
        }
        (!search.cancelled()).then_some(())
    }
}

/// What a search does with its solutions.
pub(crate) trait Tally {
    /// Takes a solution, given as one bit per row.
    fn solution(&mut self, bits: &[u32]);

    /// Whether the tail's completions below the queens of `above` that use no tie square may
    /// be taken in bulk, uncounted by [`Tally::solution`].
    fn may_bulk(&self, above: &[u32]) -> bool;

    /// Takes `completions` solutions in bulk.
    fn bulk(&mut self, completions: u64);
}

/// Counts every solution.
pub(crate) struct Every(pub(crate) u64);

impl Tally for Every {
    fn solution(&mut self, _: &[u32]) {
        self.0 += 1;
    }

    fn may_bulk(&self, _: &[u32]) -> bool {
        true
    }

    fn bulk(&mut self, completions: u64) {
        self.0 += completions;
    }
}

/// Counts the class representatives and their classes.
struct Representatives {
    counts: Counts,
    /// Whether completions may be taken in bulk: not on the middle column of an odd board
    /// (whose mirror image always ties), nor on the smallest boards (no corner rule).
    in_bulk: bool,
    /// The rows where a queen on a side column ties the first queen.
    tie_rows: [usize; 2],
    edges: u32,
}

impl Tally for Representatives {
    fn solution(&mut self, bits: &[u32]) {
        let mut columns = [0u8; MAX_N];
        for (column, bit) in columns.iter_mut().zip(bits) {
            *column = bit.trailing_zeros() as u8;
        }
        if let Some(class_size) = representative_class_size(&columns[..bits.len()]) {
            self.counts.total += class_size;
            self.counts.unique += 1;
        }
    }

    /// A solution with no edge queen as near a corner as the first queen is the smallest of
    /// its eight distinct images: its class has 8 boards and it is the representative.
    fn may_bulk(&self, above: &[u32]) -> bool {
        self.in_bulk
            && !self
                .tie_rows
                .iter()
                .any(|&row| above.get(row).is_some_and(|bit| bit & self.edges != 0))
    }

    fn bulk(&mut self, completions: u64) {
        self.counts.total += 8 * completions;
        self.counts.unique += completions;
    }
}

// ----------------------------------------------------------------------------
// The last rows

/// How many rows at the bottom are finished by [`Tail`] instead of being searched.
const TAIL: usize = 6;

/// The orders in which the tail's rows can take its columns: `TAIL!`.
const ORDERS: usize = {
    let (mut orders, mut rows) = (1, TAIL);
    while rows > 1 {
        orders *= rows;
        rows -= 1;
    }
    orders
};

/// The gap patterns of the tail's open columns: each of the `TAIL - 1` gaps from 1 to `TAIL`.
const GAP_PATTERNS: usize = TAIL.pow(TAIL as u32 - 1);

/// A set of orders, one bit each.
#[derive(Clone, Copy)]
struct Orders([u64; ORDERS.div_ceil(64)]);

impl Orders {
    const NONE: Self = Self([0; ORDERS.div_ceil(64)]);

    fn insert(&mut self, order: usize) {
        self.0[order / 64] |= 1 << (order % 64);
    }

    #[inline]
    fn and(mut self, other: &Self) -> Self {
        for (word, other) in self.0.iter_mut().zip(&other.0) {
            *word &= other;
        }
        self
    }

    #[inline]
    fn and_not(mut self, other: &Self) -> Self {
        for (word, other) in self.0.iter_mut().zip(&other.0) {
            *word &= !other;
        }
        self
    }

    #[inline]
    fn len(&self) -> u64 {
        self.0.iter().map(|word| u64::from(word.count_ones())).sum()
    }

    #[inline]
    fn is_empty(&self) -> bool {
        self.0.iter().fold(0, |any, word| any | word) == 0
    }

    /// The orders in the set, by number.
    fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(w, &word)| {
            let mut rest = word;
            std::iter::from_fn(move || {
                (rest != 0).then(|| {
                    let bit = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    64 * w + bit
                })
            })
        })
    }
}

/// The tables of [`Tail`], built on first use.
struct Tables {
    /// Every order: the column of each tail row, numbered from the left among the columns
    /// still open. Order `k` is bit `k` of an [`Orders`].
    orders: Vec<[u8; TAIL]>,
    /// For the `i`-th open column and the set of tail rows where it is free, the orders that
    /// put its queen on one of those rows.
    by_column: Box<[[Orders; 1 << TAIL]; TAIL]>,
    /// For the gaps between neighbouring open columns, each counted up to [`TAIL`] (columns
    /// that far apart cannot meet on a diagonal within the tail), the orders in which no two
    /// queens share a diagonal. Gaps `g_i` make the index `Σ (g_i - 1)·TAIL^i`.
    by_gaps: Box<[Orders; GAP_PATTERNS]>,
    /// Each `TAIL`-bit number with its bits in reverse order.
    reversed: [u8; 1 << TAIL],
}

static TABLES: std::sync::LazyLock<Tables> = std::sync::LazyLock::new(Tables::new);

impl Tables {
    fn new() -> Self {
        let mut orders = Vec::with_capacity(ORDERS);
        let mut order = [0u8; TAIL];
        permutations(&mut order, 0, 0, &mut orders);
        let mut by_column: Box<[[Orders; 1 << TAIL]; TAIL]> = boxed([Orders::NONE; 1 << TAIL]);
        // apart[left][right][d]: the orders that put the queens of columns left < right
        // exactly d rows apart.
        let mut apart: Box<[[[Orders; TAIL]; TAIL]; TAIL]> = boxed([[Orders::NONE; TAIL]; TAIL]);
        for (k, order) in orders.iter().enumerate() {
            for (row, &column) in order.iter().enumerate() {
                for rows in 0..1 << TAIL {
                    if rows & (1 << row) != 0 {
                        by_column[usize::from(column)][rows].insert(k);
                    }
                }
                for (lower, &other) in order.iter().enumerate().skip(row + 1) {
                    let (left, right) = (column.min(other), column.max(other));
                    apart[usize::from(left)][usize::from(right)][lower - row].insert(k);
                }
            }
        }
        let mut by_gaps: Box<[Orders; GAP_PATTERNS]> = boxed(Orders::NONE);
        for (index, valid) in by_gaps.iter_mut().enumerate() {
            let mut at = [0; TAIL];
            let mut rest = index;
            for i in 1..TAIL {
                at[i] = at[i - 1] + rest % TAIL + 1;
                rest /= TAIL;
            }
            *valid = by_column[0][(1 << TAIL) - 1];
            for left in 0..TAIL {
                for right in left + 1..TAIL {
                    let distance = at[right] - at[left];
                    if distance < TAIL {
                        *valid = valid.and_not(&apart[left][right][distance]);
                    }
                }
            }
        }
        let reversed = std::array::from_fn(|rows| (rows as u8).reverse_bits() >> (8 - TAIL));
        Self {
            orders,
            by_column,
            by_gaps,
            reversed,
        }
    }
}

/// An array of copies of `fill` made on the heap, as it is too big for the stack.
fn boxed<T: Clone, const LEN: usize>(fill: T) -> Box<[T; LEN]> {
    vec![fill; LEN]
        .into_boxed_slice()
        .try_into()
        .unwrap_or_else(|_| unreachable!("the length is the array's"))
}

/// Every arrangement of `0..TAIL`, in increasing order.
fn permutations(order: &mut [u8; TAIL], row: usize, used: u32, out: &mut Vec<[u8; TAIL]>) {
    if row == TAIL {
        out.push(*order);
        return;
    }
    for column in 0..TAIL as u8 {
        if used & (1 << column) == 0 {
            order[row] = column;
            permutations(order, row + 1, used | (1 << column), out);
        }
    }
}

/// The last rows of one search, finished with bit masks instead of a search: `TAIL` rows
/// are left, so as many columns, and a valid completion is one of the orders in which the
/// rows can take them. An order works if each queen stands on a square the bounds allow and
/// nothing above attacks, and no two share a diagonal; each condition is a table look-up
/// giving a set of orders, and their intersection is every completion at once. Most of the
/// search's nodes are in these rows, each costing a mispredicted branch or two; the look-ups
/// cost none.
struct Tail {
    tables: &'static Tables,
    /// The first tail row.
    start: usize,
    /// For each column, the tail rows (bit `t` for row `start + t`) whose bounds allow it.
    allowed: [u8; MAX_N],
    /// For each column, the tail rows where a queen on it would tie for the nearest corner.
    ties: [u8; MAX_N],
    /// Whether `ties` has any square, worked out once so that a look-up need not scan it.
    any_ties: bool,
}

/// The completions of a tail: all of them, those that use no tie square, and the columns
/// the orders number.
struct Completions {
    valid: Orders,
    clean: Orders,
    /// How many orders `clean` holds.
    clean_len: u64,
    columns: [u32; TAIL],
}

/// The completions of `tail` (see [`Tail::completions`]) for the baseline search: with POPCNT
/// alone (SSE4.2 CPUs from 2008 on, which lack AVX2) the count of a set is one instruction a
/// word. The version is chosen once, at the first call.
#[multiversion::multiversion(targets("x86_64+popcnt"))]
fn tail_completions(tail: &Tail, column: u32, down_right: u32, down_left: u32) -> Completions {
    tail.completions(column, down_right, down_left)
}

impl Tail {
    /// The tail of an `n`-row search under `bounds`, if the board has rows above it.
    fn new(n: usize, bounds: &Bounds) -> Option<Self> {
        let start = n.checked_sub(TAIL).filter(|&start| start > 0)?;
        let mut tail = Self {
            tables: &TABLES,
            start,
            allowed: [0; MAX_N],
            ties: [0; MAX_N],
            any_ties: false,
        };
        for t in 0..TAIL {
            let row = start + t;
            for column in 0..n {
                tail.allowed[column] |= (((bounds.allowed[row] >> column) & 1) as u8) << t;
                tail.ties[column] |= (((bounds.ties[row] >> column) & 1) as u8) << t;
            }
            tail.any_ties |= bounds.ties[row] != 0;
        }
        Some(tail)
    }

    /// The completions below the queens above, given as the columns they take and the
    /// diagonals they attack in the first tail row.
    #[inline(always)]
    fn completions(&self, column: u32, down_right: u32, down_left: u32) -> Completions {
        const ROWS: u64 = (1 << TAIL) - 1;
        let tables = self.tables;
        // Bit TAIL - 1 - t of `(right >> p) & ROWS` is bit p - t of `down_right`, which
        // attacks column p t rows further down; bit t of `down_left >> p` is bit p + t.
        let right = u64::from(down_right) << (TAIL - 1);
        let mut open = !column;
        let mut columns = [0; TAIL];
        let mut free = [0; TAIL];
        let mut gaps = 0;
        let mut place = 1;
        for i in 0..TAIL {
            let p = open.trailing_zeros();
            open &= open - 1;
            columns[i] = p;
            let attacked = tables.reversed[((right >> p) & ROWS) as usize] | (down_left >> p) as u8;
            free[i] = self.allowed[p as usize % MAX_N] & !attacked & ROWS as u8;
            if i > 0 {
                gaps += ((p - columns[i - 1]).min(TAIL as u32) as usize - 1) * place;
                place *= TAIL;
            }
        }
        let mut valid = tables.by_gaps[gaps % GAP_PATTERNS];
        for (by_column, &free) in tables.by_column.iter().zip(&free) {
            valid = valid.and(&by_column[usize::from(free)]);
        }
        let mut clean = valid;
        let ties = columns.map(|p| self.ties[p as usize % MAX_N]);
        if self.any_ties && free.iter().zip(&ties).any(|(free, ties)| free & ties != 0) {
            for ((by_column, &free), &ties) in tables.by_column.iter().zip(&free).zip(&ties) {
                clean = clean.and(&by_column[usize::from(free & !ties)]);
            }
        }
        Completions {
            valid,
            clean,
            clean_len: clean.len(),
            columns,
        }
    }
}

// ----------------------------------------------------------------------------
// The search

/// The search's recursion and its tail, written once: `searching!(place, finish, completions)`
/// defines `place` and `finish`, which call each other and `completions` for the tail; the
/// attributes before the names go on both (a target's features).
macro_rules! searching {
    ($(#[$attribute:meta])* $place:ident, $finish:ident, $completions:path) => {
        /// Tries each of `free` in row `row`, below which rows remain. `WATCHED` rows are those
        /// down to the cancel-check row; the deeper ones run without looking at the flag.
        $(#[$attribute])*
        fn $place<const WATCHED: bool>(
            &mut self,
            row: usize,
            mut free: u32,
            column: u32,
            down_right: u32,
            down_left: u32,
        ) {
            if WATCHED && row == self.cancel_check_row && self.cancel.load(Ordering::Relaxed) {
                self.cancelled = true;
                return;
            }
            let last = self.last;
            let next = (row + 1) % MAX_N;
            let required = self.bounds.required[next];
            let allowed = self.bounds.allowed[next];
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                self.bits[row % MAX_N] = bit;
                let column = column | bit;
                if column & required != required {
                    continue;
                }
                let down_right = (down_right | bit) << 1;
                let down_left = (down_left | bit) >> 1;
                let next_free = allowed & !(column | down_right | down_left);
                if next_free == 0 {
                    continue;
                }
                if next == self.tail_start {
                    self.$finish(next, column, down_right, down_left);
                } else if next == last {
                    self.bits[next] = next_free;
                    self.tally.solution(&self.bits[..=next]);
                } else if WATCHED && next <= self.cancel_check_row {
                    self.$place::<true>(next, next_free, column, down_right, down_left);
                    if self.cancelled {
                        return;
                    }
                } else {
                    self.$place::<false>(next, next_free, column, down_right, down_left);
                }
            }
        }

        /// Finishes the tail rows from `row` on: in bulk where the tally may, else one by one.
        $(#[$attribute])*
        fn $finish(&mut self, row: usize, column: u32, down_right: u32, down_left: u32) {
            let Some(tail) = &self.tail else {
                return;
            };
            let completions = $completions(tail, column, down_right, down_left);
            if completions.valid.is_empty() {
                return;
            }
            let mut one_by_one = completions.valid;
            if self.tally.may_bulk(&self.bits[..row]) {
                self.tally.bulk(completions.clean_len);
                one_by_one = one_by_one.and_not(&completions.clean);
            }
            for k in one_by_one.iter() {
                let order = &tail.tables.orders[k];
                for (bit, &i) in self.bits[row..row + TAIL].iter_mut().zip(order) {
                    *bit = 1 << completions.columns[usize::from(i)];
                }
                self.tally.solution(&self.bits[..row + TAIL]);
            }
        }
    };
}

/// A depth-first bitboard search under [`Bounds`] that hands every solution to its [`Tally`].
///
/// The hot loop works out a child's free columns before descending, so that a dead child
/// costs no call, and it finishes the last rows with [`Tail`].
pub(crate) struct Search<'a, T: Tally> {
    last: usize,
    bounds: Bounds,
    tail: Option<Tail>,
    /// The first tail row, or past the board if there is no tail: `tail`'s start, copied
    /// out so that the hot loop compares a number instead of unwrapping an `Option`.
    tail_start: usize,
    /// The queen of each row, as a one-bit mask.
    bits: [u32; MAX_N],
    cancel: &'a AtomicBool,
    /// The cancel flag is read on reaching this row: deep enough to be rare, shallow enough to
    /// be read every few thousand nodes.
    cancel_check_row: usize,
    cancelled: bool,
    tally: &'a mut T,
}

impl<'a, T: Tally> Search<'a, T> {
    pub(crate) fn new(n: usize, bounds: &Bounds, cancel: &'a AtomicBool, tally: &'a mut T) -> Self {
        let tail = Tail::new(n, bounds);
        Self {
            last: n - 1,
            bounds: *bounds,
            tail_start: tail.as_ref().map_or(MAX_N, |tail| tail.start),
            tail,
            bits: [0; MAX_N],
            cancel,
            cancel_check_row: n.saturating_sub(8),
            cancelled: false,
            tally,
        }
    }

    /// Whether the search stopped because its cancel flag was set.
    pub(crate) fn cancelled(&self) -> bool {
        self.cancelled
    }

    /// Searches rows `row..` given the attacks from the rows above.
    pub(crate) fn run(&mut self, row: usize, column: u32, down_right: u32, down_left: u32) {
        if column & self.bounds.required[row] != self.bounds.required[row] {
            return;
        }
        if row == self.tail_start {
            self.finish(row, column, down_right, down_left);
            return;
        }
        let free = self.bounds.allowed[row] & !(column | down_right | down_left);
        if row == self.last {
            if free != 0 {
                self.bits[row] = free;
                self.tally.solution(&self.bits[..=row]);
            }
            return;
        }
        if row <= self.cancel_check_row {
            self.place_best::<true>(row, free, column, down_right, down_left);
        } else {
            self.place_best::<false>(row, free, column, down_right, down_left);
        }
    }

    searching!(place, finish, tail_completions);
    // The same code with each function compiled for AVX2, BMI and POPCNT; `dispatch` calls it
    // on the CPUs that have them.
    #[cfg(target_arch = "x86_64")]
    searching!(
        #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
        place_v3,
        finish_v3,
        Tail::completions
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::{A000170, A002562, Solutions, known_counts};

    #[test]
    fn counts_match_oeis_up_to_15_on_one_to_four_threads() {
        for n in 1..=15 {
            for threads in 1..=4 {
                if n >= 14 && threads > 2 {
                    continue; // the big boards once per kind: one thread and several
                }
                let counts = count(
                    n,
                    &CountOptions {
                        threads,
                        ..CountOptions::default()
                    },
                )
                .unwrap();
                assert_eq!(
                    counts.total, A000170[n],
                    "total, n = {n}, {threads} threads"
                );
                assert_eq!(
                    counts.unique, A002562[n],
                    "unique, n = {n}, {threads} threads"
                );
            }
        }
    }

    /// Counts the solutions under `allowed` one row at a time, with no tail.
    fn row_by_row(allowed: &[u32; MAX_N], n: usize, row: usize, attacks: (u32, u32, u32)) -> u64 {
        if row == n {
            return 1;
        }
        let (column, down_right, down_left) = attacks;
        let mut free = allowed[row] & !(column | down_right | down_left);
        let mut found = 0;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let below = (
                column | bit,
                (down_right | bit) << 1,
                (down_left | bit) >> 1,
            );
            found += row_by_row(allowed, n, row + 1, below);
        }
        found
    }

    #[test]
    fn the_tail_finds_what_a_row_by_row_search_finds() {
        // Random bounds with about three squares in four allowed, so that the tail meets
        // every kind of row.
        let mut seed = 0x9E37_79B9_7F4A_7C15_u64;
        let mut random = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed as u32
        };
        let never = AtomicBool::new(false);
        let mut found_any = 0;
        for n in TAIL..=13 {
            for _ in 0..25 {
                let full = full_mask(n);
                let allowed: [u32; MAX_N] = std::array::from_fn(|row| {
                    if row < n {
                        full & (random() | random())
                    } else {
                        0
                    }
                });
                let mut every = Every(0);
                Search::new(n, &Bounds::allowing(allowed), &never, &mut every).run(0, 0, 0, 0);
                let expected = row_by_row(&allowed, n, 0, (0, 0, 0));
                assert_eq!(every.0, expected, "n = {n}, allowed {allowed:x?}");
                found_any += expected;
            }
        }
        assert!(
            found_any > 0,
            "the random bounds left no solutions to compare"
        );
    }

    #[test]
    fn symmetry_classes_add_up_to_the_known_counts() {
        for n in 1..=12 {
            let mut counts = Counts::default();
            for solution in Solutions::new(n).fundamental_only() {
                counts.total += solution.symmetry_class().len() as u64;
                counts.unique += 1;
            }
            assert_eq!(Some(counts), known_counts(n), "n = {n}");
        }
    }

    #[test]
    fn shards_add_up_to_the_whole() {
        for n in 12..=14 {
            for of in [1, 2, 5, 16] {
                let mut sum = Counts::default();
                for index in 1..=of {
                    let shard = Some(Shard { index, of });
                    let options = CountOptions {
                        shard,
                        ..CountOptions::default()
                    };
                    sum += count(n, &options).unwrap();
                }
                assert_eq!(Some(sum), known_counts(n), "n = {n} in {of} shards");
            }
        }
    }

    #[test]
    fn shard_results_read_back_and_add_up_only_when_complete() {
        // N = 28: no published total to hold the sum to.
        let part = |index, total| {
            let line = ShardResult {
                n: 28,
                shard: Shard { index, of: 3 },
                counts: Counts { total, unique: 1 },
            }
            .to_string();
            (format!("part{index}"), line.parse::<ShardResult>().unwrap())
        };
        let sum = sum_shards(&[part(2, 20), part(1, 10), part(3, 30)]).unwrap();
        assert_eq!(
            sum.counts,
            Counts {
                total: 60,
                unique: 3
            }
        );
        let missing = sum_shards(&[part(1, 10), part(3, 30)]).unwrap_err();
        assert!(missing.contains("shard 2 of 3 missing"), "{missing}");
        let twice = sum_shards(&[part(1, 10), part(1, 10), part(3, 30)]).unwrap_err();
        assert!(twice.contains("twice"), "{twice}");
        assert!("0/3".parse::<Shard>().is_err());
        assert!("4/3".parse::<Shard>().is_err());
        assert!(
            "n=12 shard=1/3 total=x unique=1"
                .parse::<ShardResult>()
                .is_err()
        );
    }

    #[test]
    fn every_number_of_a_shard_line_is_bounded_and_checked_against_the_others() {
        let refused = |line: &str, why: &str| {
            let error = line.parse::<ShardResult>().unwrap_err();
            assert!(error.contains(why), "{line}: {error}");
        };
        refused(
            "n=8 shard=1/100000000000000000 total=5 unique=1",
            "at most 17 shards",
        );
        refused(
            "n=8 shard=1/2 total=99999999999999999999 unique=1",
            "below 2^64",
        );
        refused("n=8 shard=1/2 total=93 unique=1", "more than N = 8 has");
        refused("n=8 shard=1/2 total=10 unique=11", "more than total=10");
        refused("n=0 shard=1/2 total=1 unique=1", "not a board size");
        refused("n=33 shard=1/2 total=1 unique=1", "not a board size");
        refused(
            "n=8 shard=1/2 total=1 unique=1 extra=1",
            "not a shard result",
        );
        refused("n=8 shard=3/2 total=1 unique=1", "1 <= I <= K");
        // Whole, but not N's counts.
        let line = |index| {
            (
                format!("part{index}"),
                format!("n=8 shard={index}/2 total=40 unique=5")
                    .parse::<ShardResult>()
                    .unwrap(),
            )
        };
        let error = sum_shards(&[line(1), line(2)]).unwrap_err();
        assert!(error.contains("but N = 8 has 92 and 12"), "{error}");
        // Shards of N = 28 whose totals overflow 64 bits.
        let huge = |index| {
            (
                format!("part{index}"),
                format!("n=28 shard={index}/2 total={} unique=1", u64::MAX - 1)
                    .parse::<ShardResult>()
                    .unwrap(),
            )
        };
        let error = sum_shards(&[huge(1), huge(2)]).unwrap_err();
        assert!(error.contains("more than 2^64"), "{error}");
    }

    #[test]
    fn a_set_cancel_flag_stops_the_count() {
        let cancel = AtomicBool::new(true);
        let options = CountOptions {
            cancel: Some(&cancel),
            ..CountOptions::default()
        };
        assert_eq!(count(16, &options), Err(Cancelled));
    }
}
