//! Counting solutions fast, on every core: all of them, and the classes under rotation and
//! reflection.
//!
//! Two methods, chosen by the problem's size:
//! - [`halves`] meets in the middle: the top half of the board against the bottom half, with
//!   no search of whole boards. Whole boards from [`Halves::SMALLEST`] to [`LARGEST_WHOLE`]
//!   rows, and partial problems with many open rows up to [`LARGEST_PARTIAL`].
//! - [`rows`] is the row-by-row search, for small boards and small problems (a hand-made board
//!   with most of its queens placed), where building the halves' tables would not pay, and for
//!   larger boards.
//!
//! The classes come from Burnside's lemma: their number is the average, over the eight
//! symmetries of the square, of the solutions each leaves unchanged. The identity leaves all
//! of them; the other seven leave few, found by small searches ([`symmetric`]) that run as one
//! more unit of the count.
//!
//! The work is split into units (the halves' groups, or the first rows' queens), which the
//! threads take from a shared counter (the crate's one [runner](crate::solve::runner)) and
//! `--shard I/K` deals out round-robin.

mod block;
mod cache;
mod cuts;
mod error;
mod first_rows;
mod halves;
mod kept;
mod long_array;
mod matcher;
mod quadrants;
mod reading;
mod rows;
mod simd;
mod symmetric;

use std::sync::atomic::AtomicBool;

pub use error::CountError;
use halves::{Halves, Scratch};
pub use kept::KeptCounts;
use quadrants::KeyRows;
pub use simd::check_simd_choice;

use crate::board::MAX_N;
use crate::solve::attacks::{Cancelled, full_mask, whole_board};
use crate::solve::oeis;
use crate::solve::runner::Pieces;

/// A solution count for one board size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Counts {
    /// All solutions.
    pub total: u64,
    /// Solutions up to rotation and reflection (classes).
    pub unique: u64,
}

impl Counts {
    /// The fundamental solutions (up to symmetry) if `fundamental_only`, else all of them.
    pub const fn of(self, fundamental_only: bool) -> u64 {
        if fundamental_only {
            self.unique
        } else {
            self.total
        }
    }
}

/// What a count, or one shard of it, found: the solutions, and the solutions each symmetry of
/// the square other than the identity leaves unchanged, summed over the seven.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ShardCounts {
    /// The solutions the count's units found (all of them, on the whole count).
    pub total: u64,
    /// The solutions fixed by each symmetry but the identity, summed over the seven.
    pub symmetric: u64,
}

impl ShardCounts {
    /// The counts of a whole board: the classes by Burnside's lemma, `(total + symmetric) / 8`;
    /// `None` if the counts cannot be a whole board's: that is not a whole number, or more
    /// solutions are fixed than there are (each of the seven symmetries fixes at most all).
    pub fn classes(self) -> Option<Counts> {
        let eighths = self.total.checked_add(self.symmetric)?;
        let possible = self.symmetric <= self.total.saturating_mul(7);
        (possible && eighths.is_multiple_of(8)).then_some(Counts {
            total: self.total,
            unique: eighths / 8,
        })
    }
}

impl std::ops::AddAssign for ShardCounts {
    fn add_assign(&mut self, other: Self) {
        self.total += other.total;
        self.symmetric += other.symmetric;
    }
}

/// One of `of` deterministic parts of a count, for spreading it over machines: the work units
/// dealt round-robin, so that every part gets big and small ones alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Shard {
    /// Which part, `1..=of`.
    pub index: usize,
    /// How many parts in all.
    pub of: usize,
}

impl Shard {
    /// The whole count, as one part.
    pub const WHOLE: Self = Self { index: 1, of: 1 };
}

/// How far a running count has come: the units of the part under way.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct CountProgress {
    /// Work units of the part finished.
    pub units_done: usize,
    /// Work units in the part.
    pub units: usize,
    /// The solutions the part's finished units found.
    pub total: u64,
    /// The part under way, and the parts expected after it.
    pub part: Part,
}

impl CountProgress {
    /// The share of the part's units finished, from 0 to 1: a share of its work too, as they
    /// run in an order that samples all of them (see `spread_order`).
    pub fn share(&self) -> f64 {
        self.units_done as f64 / self.units.max(1) as f64
    }
}

/// One part of a count made of several, run one after another: a far solution located or a
/// board numbered, one part per row counted by columns. Each part builds its own tables, then
/// counts its units on every core.
///
/// What a part takes depends on its depth (the rows narrowed to one queen) far more than on
/// the solutions it finds: each row a fraction of the row above (at N = 20 the first row's
/// count took 108 s, the second 45 s, the third 16 s).
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Part {
    /// Which part, from 0, in the order they run.
    pub index: usize,
    /// The rows its problem narrows to one column.
    pub depth: usize,
    /// What is expected after it.
    pub ahead: Ahead,
}

/// The parts a count expects to run after the one under way.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Ahead {
    /// How many parts of each depth: fractions where the count decides as it goes which
    /// parts it needs.
    #[serde(with = "long_array")]
    pub parts: [f32; MAX_N + 1],
    /// The fewest solutions the count still has to count (after those the part under way has
    /// found): what it takes at least however fast it counts. 0 if not known.
    pub solutions: u64,
    /// What a part one row deeper takes next to the part above it, as the count expects it (it
    /// depends on N: a far jump's second row takes 0.6 of the first at N = 18, 0.4 at N = 20);
    /// 0 if it does not say.
    pub deeper: f32,
}

impl Default for Ahead {
    fn default() -> Self {
        Self {
            parts: [0.0; MAX_N + 1],
            solutions: 0,
            deeper: 0.0,
        }
    }
}

/// The rows of `allowed` narrowed to one column: the depth of its [`Part`].
pub fn depth(n: usize, allowed: &[u32; MAX_N]) -> usize {
    allowed[..n].iter().filter(|a| a.is_power_of_two()).count()
}

/// How to run a count.
#[derive(Default)]
pub struct CountOptions<'a> {
    /// Worker threads; `0` means one per core.
    pub threads: usize,
    /// Set it to stop the count early.
    pub cancel: Option<&'a AtomicBool>,
    /// Told once at the start and after each finished unit, on the thread that counts.
    pub progress: Option<&'a (dyn Fn(CountProgress) + Sync)>,
    /// The bytes the tables of a count by halves may take (what the machine has free, say);
    /// `None` sets no limit.
    pub memory: Option<u64>,
    /// Told how much of the halves' tables is built, from 0 to 1, while they are built (from
    /// N = 22 that takes seconds before the first unit is counted), on the threads that build
    /// them. A count that builds tables more than once (one part after another, or a count by
    /// columns that falls back to a column at a time) tells each from 0; tables refused for
    /// memory or cancelled stop short of 1.
    pub building: Option<&'a (dyn Fn(f64) + Sync)>,
    /// Where a search by counts ([`solution_at`](crate::solve::complete::solution_at),
    /// [`solution_number`](crate::solve::complete::solution_number)) finds the counts by
    /// columns made before it, and keeps its own; `None` keeps none.
    pub kept: Option<&'a KeptCounts>,
}

impl<'a> From<&CountOptions<'a>> for quadrants::Building<'a> {
    fn from(options: &CountOptions<'a>) -> Self {
        Self {
            memory: options.memory,
            threads: options.threads,
            cancel: cancel_flag(options),
            progress: options.building,
        }
    }
}

/// The known counts for `n`, if anyone has computed them (n ≤ 27).
pub fn known_counts(n: usize) -> Option<Counts> {
    Some(Counts {
        total: *oeis::A000170.get(n)?,
        unique: *oeis::A002562.get(n)?,
    })
}

/// Counts the solutions of an `n`×`n` board, all of them and up to symmetry.
pub fn count(n: usize, options: &CountOptions<'_>) -> Result<Counts, CountError> {
    let whole = count_shard(n, Shard::WHOLE, options)?;
    Ok(whole
        .classes()
        .expect("a whole board's solutions make whole classes"))
}

/// The number of solutions of an `n`×`n` board: the published total where there is one, the
/// count otherwise.
pub fn total(n: usize, options: &CountOptions<'_>) -> Result<u64, CountError> {
    match known_counts(n) {
        Some(counts) => Ok(counts.total),
        None => count(n, options).map(|counts| counts.total),
    }
}

/// Counts one shard of the solutions of an `n`×`n` board.
pub fn count_shard(
    n: usize,
    shard: Shard,
    options: &CountOptions<'_>,
) -> Result<ShardCounts, CountError> {
    assert!((1..=MAX_N).contains(&n), "n = {n} is outside 1..={MAX_N}");
    let method = Method::new(n, &[full_mask(n); MAX_N], options)?;
    // Unit 0 counts the symmetric solutions; the method's units follow.
    let units: Vec<usize> = (0..=method.units())
        .filter(|unit| unit % shard.of == shard.index - 1)
        .collect();
    let counts = run_units(&units, options, |unit, scratch, halt| match unit {
        0 => Ok(ShardCounts {
            total: 0,
            symmetric: symmetric::symmetric_solutions(n, halt)?,
        }),
        unit => Ok(ShardCounts {
            total: method.count(unit - 1, scratch, halt)?,
            symmetric: 0,
        }),
    })?;
    Ok(counts)
}

/// Counts the solutions whose row `r` queen stands on a column of `allowed[r]`, for each of
/// `parts` in turn, and adds them up: the parts must not share a solution. A part whose halves
/// would not fit in memory is counted row by row.
///
/// Its progress tells each part as a [`Part`], numbered from 0, with the parts after it
/// ahead.
pub fn count_allowed(
    n: usize,
    parts: &[[u32; MAX_N]],
    options: &CountOptions<'_>,
) -> Result<u64, Cancelled> {
    count_allowed_shard(n, parts, Shard::WHOLE, options)
}

/// Whether a count of `parts` has enough work to pay for spreading it over workers (each
/// building the halves' tables again, where they count it): some part has as many open rows as
/// the halves need, whichever method counts it (from N = 23 the rows count a partial problem).
pub fn worth_spreading(n: usize, parts: &[[u32; MAX_N]]) -> bool {
    parts
        .iter()
        .any(|allowed| open_rows(n, allowed) >= Halves::SMALLEST + 2)
}

/// The rows of `allowed` with a choice of columns.
fn open_rows(n: usize, allowed: &[u32; MAX_N]) -> usize {
    allowed[..n].iter().filter(|a| a.count_ones() > 1).count()
}

/// [`count_allowed`]'s share of `shard`: each part's units dealt round-robin as
/// [`count_shard`] deals a whole board's, and a part small enough for a quick search counted
/// by the first shard alone. The shards' totals add up to [`count_allowed`]'s.
pub fn count_allowed_shard(
    n: usize,
    parts: &[[u32; MAX_N]],
    shard: Shard,
    options: &CountOptions<'_>,
) -> Result<u64, Cancelled> {
    assert!((1..=MAX_N).contains(&n), "n = {n} is outside 1..={MAX_N}");
    let mut total = 0;
    for (index, allowed) in parts.iter().enumerate() {
        if uses_halves(n, allowed)
            && let Some(found) = rows::count_within(n, allowed, QUICK_SEARCH)
        {
            if shard.index == 1 {
                total += found;
            }
            continue;
        }
        let method = match Method::new(n, allowed, options) {
            Ok(method) => method,
            Err(CountError::Cancelled) => return Err(Cancelled),
            Err(CountError::NotEnoughMemory { .. }) => Method::rows(n, allowed),
        };
        let mut ahead = Ahead::default();
        for later in &parts[index + 1..] {
            ahead.parts[depth(n, later)] += 1.0;
        }
        let part = Part {
            index,
            depth: depth(n, allowed),
            ahead,
        };
        let units: Vec<usize> = (0..method.units())
            .filter(|unit| unit % shard.of == shard.index - 1)
            .collect();
        total += in_part(options, part, |options| {
            run_units(&units, options, |unit, scratch, halt| {
                Ok(ShardCounts {
                    total: method.count(unit, scratch, halt)?,
                    symmetric: 0,
                })
            })
        })?
        .total;
    }
    Ok(total)
}

/// The solutions of `n` whose row `r` queen stands on a column of `allowed[r]`, by their
/// queen's column in `row`: the first row of `allowed` with a choice of columns (every row
/// above it narrowed to one).
///
/// One pass of the halves counts every column at once: each pair of halves it counts is told
/// by its top half's queen in `row`; on the whole board a group stands for its mirror image
/// and for itself upside down (its bottom halves told by the last row's queen in the same
/// match), so the pass takes 1.5 to 2 whole counts (it cannot weigh the long diagonals), a
/// fraction of counting each column on its own. A problem searched in a few milliseconds is searched; one too small for
/// the halves, or whose tables would not fit in memory, is counted a column at a time.
pub fn count_columns(
    n: usize,
    allowed: &[u32; MAX_N],
    row: usize,
    options: &CountOptions<'_>,
) -> Result<[u64; MAX_N], Cancelled> {
    count_columns_shard(n, allowed, row, Shard::WHOLE, options)
}

/// [`count_columns`]'s share of `shard`: the halves' groups dealt round-robin, or each column's
/// count as [`count_allowed_shard`] deals it. The shards' columns add up to
/// [`count_columns`]'s.
pub fn count_columns_shard(
    n: usize,
    allowed: &[u32; MAX_N],
    row: usize,
    shard: Shard,
    options: &CountOptions<'_>,
) -> Result<[u64; MAX_N], Cancelled> {
    assert!((1..=MAX_N).contains(&n) && row < n, "row {row} of n = {n}");
    debug_assert_narrowed_above(allowed, row);
    // A problem whose search ends in a few milliseconds is searched (by the first shard):
    // building the halves' tables would take longer.
    if let Some(columns) = rows::count_columns_within(n, allowed, row, QUICK_SEARCH) {
        return Ok(if shard.index == 1 {
            columns
        } else {
            [0; MAX_N]
        });
    }
    if uses_halves(n, allowed) && row < n / 2 {
        match count_keys_by_halves(n, allowed, [Some(row), None], shard, options) {
            Ok(keys) => {
                let mut columns = [0; MAX_N];
                columns[..n].copy_from_slice(&keys);
                return Ok(columns);
            }
            Err(CountError::Cancelled) => return Err(Cancelled),
            Err(CountError::NotEnoughMemory { .. }) => {}
        }
    }
    let mut columns = [0; MAX_N];
    let mut narrowed = *allowed;
    for (column, found) in columns.iter_mut().enumerate().take(n) {
        if allowed[row] >> column & 1 == 1 {
            narrowed[row] = 1 << column;
            *found = count_allowed_shard(n, &[narrowed], shard, options)?;
        }
    }
    Ok(columns)
}

/// The solutions of `n` whose row `r` queen stands on a column of `allowed[r]`, by their
/// queens' columns in `row` and the row below it: at `c × n + d`, those with `c` in `row` and
/// `d` in the next (for each `c`, [`count_columns`] of the next row under it). The rows above
/// `row` are narrowed to one column each.
///
/// Where the halves count it, it is one pass that tells each pair of halves by both rows'
/// queens (a far jump's first two rows in 1.5 to 2 whole counts); else each column's count by
/// columns of the next row, one at a time.
pub fn count_two_rows(
    n: usize,
    allowed: &[u32; MAX_N],
    row: usize,
    options: &CountOptions<'_>,
) -> Result<Vec<u64>, Cancelled> {
    count_two_rows_shard(n, allowed, row, Shard::WHOLE, options)
}

/// [`count_two_rows`]'s share of `shard`, dealt as [`count_columns_shard`] deals its own. The
/// shards' counts add up to [`count_two_rows`]'s.
pub fn count_two_rows_shard(
    n: usize,
    allowed: &[u32; MAX_N],
    row: usize,
    shard: Shard,
    options: &CountOptions<'_>,
) -> Result<Vec<u64>, Cancelled> {
    assert!(row + 1 < n, "row {row} and the next of n = {n}");
    debug_assert_narrowed_above(allowed, row);
    if counts_two_rows_in_one_pass(n, allowed, row)
        && rows::count_columns_within(n, allowed, row, QUICK_SEARCH).is_none()
    {
        match count_keys_by_halves(n, allowed, [Some(row), Some(row + 1)], shard, options) {
            Ok(keys) => return Ok(keys),
            Err(CountError::Cancelled) => return Err(Cancelled),
            Err(CountError::NotEnoughMemory { .. }) => {}
        }
    }
    let mut keys = vec![0; n * n];
    let mut narrowed = *allowed;
    for (column, under) in keys.chunks_exact_mut(n).enumerate() {
        if allowed[row] >> column & 1 == 1 {
            narrowed[row] = 1 << column;
            let columns = count_columns_shard(n, &narrowed, row + 1, shard, options)?;
            under.copy_from_slice(&columns[..n]);
        }
    }
    Ok(keys)
}

/// Whether [`count_two_rows`] of `n` under `allowed` from `row` is one pass of the halves
/// (unless a search ends at once), not a count of the next row for each column of `row`: where
/// the halves count the problem, and both rows are their top half's.
pub fn counts_two_rows_in_one_pass(n: usize, allowed: &[u32; MAX_N], row: usize) -> bool {
    uses_halves(n, allowed) && row + 1 < n / 2
}

/// Checks (in debug builds) that the rows of `allowed` above `row` are narrowed to one column
/// each, as a count by columns asks.
fn debug_assert_narrowed_above(allowed: &[u32; MAX_N], row: usize) {
    debug_assert!(
        allowed[..row]
            .iter()
            .all(|columns| columns.is_power_of_two()),
        "the rows above {row} are narrowed to one column"
    );
}

/// The halves' count of `shard` of `n` under `allowed` by its keys in `key_rows` (see
/// [`Halves::count_columns`]), if its tables fit.
fn count_keys_by_halves(
    n: usize,
    allowed: &[u32; MAX_N],
    key_rows: KeyRows,
    shard: Shard,
    options: &CountOptions<'_>,
) -> Result<Vec<u64>, CountError> {
    let halves = Halves::new(n, allowed, &options.into(), key_rows)?;
    let groups = halves::column_groups(n, allowed);
    let units: Vec<usize> = (0..groups.len())
        .filter(|unit| unit % shard.of == shard.index - 1)
        .collect();
    let counted = run_units(&units, options, |unit, scratch, _| {
        let mut keys = KeyCounts(vec![0; halves.keys()]);
        halves.count_columns(groups[unit], scratch, &mut keys.0);
        Ok(keys)
    })?;
    let mut keys = counted.0;
    keys.resize(halves.keys(), 0);
    Ok(keys)
}

/// Runs `count` with `options` whose progress tells `part` (unless a caller's own `in_part`
/// tells a part of its own).
pub(crate) fn in_part<R>(
    options: &CountOptions<'_>,
    part: Part,
    count: impl FnOnce(&CountOptions<'_>) -> R,
) -> R {
    let progress = options
        .progress
        .map(|outer| move |progress: CountProgress| outer(CountProgress { part, ..progress }));
    let options = CountOptions {
        progress: progress
            .as_ref()
            .map(|progress| progress as &(dyn Fn(CountProgress) + Sync)),
        ..*options
    };
    count(&options)
}

/// The count's cancel flag, or one never set.
fn cancel_flag<'a>(options: &CountOptions<'a>) -> &'a AtomicBool {
    static NEVER: AtomicBool = AtomicBool::new(false);
    options.cancel.unwrap_or(&NEVER)
}

/// What a unit of a count finds, added up over the units.
trait Tally: Default + std::ops::AddAssign + Send {
    /// The solutions found.
    fn solutions(&self) -> u64;
}

impl Tally for ShardCounts {
    fn solutions(&self) -> u64 {
        self.total
    }
}

/// Solutions by their key: their queen's column in one row, or their queens' in two (see
/// [`Halves::count_columns`]). None yet, before the first unit's are added.
#[derive(Default)]
struct KeyCounts(Vec<u64>);

impl std::ops::AddAssign for KeyCounts {
    fn add_assign(&mut self, other: Self) {
        if self.0.len() < other.0.len() {
            self.0.resize(other.0.len(), 0);
        }
        for (sum, found) in self.0.iter_mut().zip(other.0) {
            *sum += found;
        }
    }
}

impl Tally for KeyCounts {
    fn solutions(&self) -> u64 {
        self.0.iter().sum()
    }
}

/// Counts `units` with `count_unit(unit, scratch, halt)` on the threads `options` asks for,
/// each with scratch space of its own, tells the progress after each unit, and adds up what
/// they found, the units in [`spread_order`].
fn run_units<T: Tally>(
    units: &[usize],
    options: &CountOptions<'_>,
    count_unit: impl Fn(usize, &mut Scratch, &AtomicBool) -> Result<T, Cancelled> + Sync,
) -> Result<T, Cancelled> {
    let report = |units_done, total| {
        if let Some(progress) = options.progress {
            progress(CountProgress {
                units_done,
                units: units.len(),
                total,
                part: Part::default(),
            });
        }
    };
    // Say how many units there are before the first one ends.
    report(0, 0);
    let mut sum = T::default();
    let mut done = 0;
    let pieces = Pieces {
        count: units.len(),
        threads: crate::solve::runner::threads_or_all(options.threads),
        name: "count",
        cancel: cancel_flag(options),
    };
    pieces
        .as_found(
            Scratch::default,
            |index, scratch, halt| {
                count_unit(units[spread_order(index, units.len())], scratch, halt)
            },
            |found| {
                sum += found;
                done += 1;
                report(done, sum.solutions());
                Ok::<_, std::convert::Infallible>(true)
            },
        )
        .map_err(|_| Cancelled)?;
    Ok(sum)
}

/// The `index`th unit of `count` to run: runs of [`RUN`] units, the runs taken at a stride
/// through them, so that the units run first are a sample of all (the groups of the halves
/// come in an order where the first are unlike the last: on an odd board, by the middle
/// queen's column), and the pace of the first tells the rest. Within a run the units keep
/// their order: neighbouring groups read neighbouring tables (taken one by one at a stride,
/// N = 19's count took a tenth longer).
fn spread_order(index: usize, count: usize) -> usize {
    /// Units kept together.
    const RUN: usize = 256;
    /// A prime larger than any count's runs: it has no factor in common with their number.
    const STRIDE: u128 = 1_000_003;
    // The last run, whole or not, comes last.
    let runs = count.div_ceil(RUN).saturating_sub(1);
    if index >= runs * RUN {
        return index;
    }
    let run = (index / RUN) as u128 * STRIDE % runs as u128;
    run as usize * RUN + index % RUN
}

/// The number of work units a count of `n` is split into (what `--shard` divides). Worked out
/// once per N: `--sum` asks it of every line it reads.
pub fn work_unit_count(n: usize) -> usize {
    static COUNTS: [std::sync::OnceLock<usize>; MAX_N + 1] =
        [const { std::sync::OnceLock::new() }; MAX_N + 1];
    *COUNTS[n.min(MAX_N)].get_or_init(|| {
        let allowed = [full_mask(n); MAX_N];
        let units = if uses_halves(n, &allowed) {
            halves::whole_board_group_count(n)
        } else {
            rows::units(n, &allowed).len()
        };
        units + 1
    })
}

/// The squares a search of a partial problem may try before the halves take it over: a few
/// milliseconds, less than their tables take to build.
const QUICK_SEARCH: u64 = 1 << 20;

/// The largest whole board the halves count: all they can ([`Halves::LARGEST`]). From N = 24
/// their tables take more memory than most machines have (their placements are counted first,
/// and the count refused as soon as they pass what is free), and the work is for a cluster's
/// shards.
const LARGEST_WHOLE: usize = Halves::LARGEST;

/// Whether `n`'s solutions are counted by columns by the halves down to the rows a search
/// finishes at once: a far solution of `n` is then found in a few whole counts' time. Past
/// [`LARGEST_PARTIAL`] the rows below the first are searched, which takes far longer.
pub fn counts_by_columns_quickly(n: usize) -> bool {
    (Halves::SMALLEST..=LARGEST_PARTIAL).contains(&n)
}

/// The largest partial problem the halves count: from N = 23 their tables take far too long
/// to build before the first unit can say how far the count has come, where the rows start at
/// once; the app's analyses need that progress within a second.
const LARGEST_PARTIAL: usize = 22;

/// Whether the halves count a problem: a board within their sizes with enough open rows
/// (rows with a choice of columns) for their tables to pay.
fn uses_halves(n: usize, allowed: &[u32; MAX_N]) -> bool {
    let whole = whole_board(n, allowed);
    let largest = if whole {
        LARGEST_WHOLE
    } else {
        LARGEST_PARTIAL
    };
    (Halves::SMALLEST..=largest).contains(&n) && open_rows(n, allowed) >= Halves::SMALLEST + 2
}

/// How a problem is counted, and its units.
enum Method {
    Halves(Box<Halves>, Vec<halves::Group>),
    Rows(usize, Vec<rows::Unit>),
}

impl Method {
    fn new(
        n: usize,
        allowed: &[u32; MAX_N],
        options: &CountOptions<'_>,
    ) -> Result<Self, CountError> {
        if uses_halves(n, allowed) {
            let halves = Halves::new(n, allowed, &options.into(), [None; 2])?;
            let groups = halves::groups(n, allowed);
            Ok(Self::Halves(Box::new(halves), groups))
        } else {
            Ok(Self::rows(n, allowed))
        }
    }

    fn rows(n: usize, allowed: &[u32; MAX_N]) -> Self {
        Self::Rows(n, rows::units(n, allowed))
    }

    fn units(&self) -> usize {
        match self {
            Self::Halves(_, groups) => groups.len(),
            Self::Rows(_, units) => units.len(),
        }
    }

    fn count(
        &self,
        unit: usize,
        scratch: &mut Scratch,
        cancel: &AtomicBool,
    ) -> Result<u64, Cancelled> {
        match self {
            Self::Halves(halves, groups) => Ok(halves.count(groups[unit], scratch)),
            Self::Rows(n, units) => units[unit].count(*n, cancel),
        }
    }
}

/// Numbers that look random, the same from run to run (xorshift from `seed`): the tests'
/// patterns and problems.
#[cfg(test)]
fn xorshift(mut seed: u64) -> impl FnMut() -> u64 {
    move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    }
}

#[cfg(test)]
mod tests;
