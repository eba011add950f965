//! Counting the pairs of bit patterns that share no bit, a block of 512 at a time.
//!
//! The stored patterns are cut into blocks of [`BLOCK`] and turned on their side: for each
//! run of a few pattern bits (a *chunk*), a table says, for every value those bits can take in
//! a probe, which of the block's patterns have none of them. A probe then looks up one entry
//! per chunk, ANDs them, and counts the bits left: its disjoint partners in the block. That is
//! a few dozen word operations for 512 pairs, against one comparison per pair.
//!
//! The busiest bits (the longest diagonals, held by about half of all halves) are *cut*, as in
//! Kluev's quadrant counter: the patterns are sorted into buckets by their cut bits, and a probe
//! meets only the buckets that have none of its own ([`super::cuts`]). Each cut skips the pairs
//! that would meet on its bit, about a quarter of them, and a look-up bit; how many pay is
//! worked out for each group from the sizes of its buckets, so large groups are cut more.
//!
//! A block's tables are built when it is probed, so that they are hot in the first-level cache
//! while the probes pass, and the chunk's width is chosen for them to fit in it.

use super::block::{BLOCK, BlockMask, BlockProbing, WORDS};
use super::cuts::{Bucketed, CutPlan, CutPlanner, holds_both};
use super::simd::Kernel;

/// Stored patterns, ready to be probed, and the space for doing it again.
pub(crate) struct Matcher {
    /// The hot loop's version, for this CPU.
    kernel: Kernel,
    /// The bytes of first-level data cache one block's tables may fill.
    cache: usize,
    /// One block's tables: per chunk, per value, the block's patterns with none of its bits.
    table: Vec<BlockMask>,
    /// The stored patterns in the order of their buckets.
    stored: Bucketed,
    /// The probes in the order of their buckets.
    probes: Bucketed,
    /// Per run of probes, the pairs counted once and twice, per word of a block's masks.
    run_sums: Vec<[[u64; WORDS]; 2]>,
    planner: CutPlanner,
}

impl Default for Matcher {
    fn default() -> Self {
        Self::new(Kernel::best(), tables_budget())
    }
}

impl Matcher {
    /// A matcher that probes with `kernel`, whose tables take at most `cache` bytes when they
    /// can.
    pub(crate) fn new(kernel: Kernel, cache: usize) -> Self {
        Self {
            kernel,
            cache,
            table: Vec::new(),
            stored: Bucketed::default(),
            probes: Bucketed::default(),
            run_sums: Vec::new(),
            planner: CutPlanner::default(),
        }
    }

    /// How many pairs of one of `stored` and one of `probes` share no bit, weighted by the two
    /// bits of `long_diagonals` (or none, if it is 0): a pattern with both counts for nothing,
    /// and a pair with one in each pattern counts twice (the weights of the longest diagonals,
    /// see `halves::LongDiagonals`); the two must be the patterns' highest bits. The patterns'
    /// highest bits should be those most often set: they are the ones cut.
    pub(crate) fn count_disjoint(
        &mut self,
        stored: &[u64],
        probes: &[u64],
        long_diagonals: u64,
    ) -> u64 {
        let mut total = [0];
        self.count_disjoint_per_run(
            stored,
            probes,
            &[0, probes.len()],
            long_diagonals,
            &mut total,
        );
        total[0]
    }

    /// [`Matcher::count_disjoint`] for each run of the probes: run `r` is
    /// `probes[runs[r]..runs[r + 1]]`, and its pairs are added to `per_run[r]`. One pass over
    /// the stored patterns' blocks serves every run: a block's tables are built once.
    pub(crate) fn count_disjoint_per_run(
        &mut self,
        stored: &[u64],
        probes: &[u64],
        runs: &[usize],
        long_diagonals: u64,
        per_run: &mut [u64],
    ) -> u64 {
        debug_assert_eq!(runs.len(), per_run.len() + 1);
        let kernel = self.kernel;
        kernel.count_disjoint(DisjointPairs {
            matcher: self,
            stored,
            probes,
            runs,
            long_diagonals,
            per_run,
        })
    }
}

/// One count of [`Matcher::count_disjoint_per_run`], for its kernel to run.
struct DisjointPairs<'a> {
    matcher: &'a mut Matcher,
    stored: &'a [u64],
    probes: &'a [u64],
    runs: &'a [usize],
    long_diagonals: u64,
    per_run: &'a mut [u64],
}

impl BlockProbing for DisjointPairs<'_> {
    #[expect(
        clippy::inline_always,
        reason = "inlined into each kernel's function, it is compiled with its instructions"
    )]
    #[inline(always)]
    fn run(self, count_block: impl Fn(&[BlockMask], usize, &[u64]) -> [u64; WORDS]) -> u64 {
        let Self {
            matcher,
            stored,
            probes,
            runs,
            long_diagonals,
            per_run,
        } = self;
        let either = |patterns: &[u64]| patterns.iter().fold(0, |all, pattern| all | pattern);
        let (stored_bits, probe_bits) = (either(stored), either(probes));
        let shared = stored_bits & probe_bits;
        if shared == 0 && long_diagonals == 0 {
            for (sum, run) in per_run.iter_mut().zip(runs.windows(2)) {
                *sum += ((run[1] - run[0]) * stored.len()) as u64;
            }
            return (stored.len() * probes.len()) as u64;
        }
        // The weighed bits are always cut.
        let CutPlan {
            cuts,
            weighed,
            chunk,
            chunks,
        } = matcher.planner.plan(
            stored,
            probes,
            [long_diagonals, stored_bits | probe_bits, shared],
            matcher.cache,
        );
        let (stored, stored_starts) =
            matcher
                .stored
                .sort(stored, cuts, &matcher.planner.chosen_stored);
        // The probes sorted into buckets within each run: run `r`'s bucket `b` starts at
        // `probe_starts[r * buckets + b]`.
        let (probes, probe_starts) = if runs.len() == 2 {
            matcher
                .probes
                .sort(probes, cuts, &matcher.planner.chosen_probes)
        } else {
            matcher.probes.sort_runs(probes, runs, cuts)
        };
        let buckets = stored_starts.len() - 1;
        let holds_both = |bucket| holds_both(weighed, bucket);
        // Per run, the pairs counted once and those counted twice, per word of a block's masks
        // (added up only at the end: the hot loop adds words).
        let sums = &mut matcher.run_sums;
        sums.clear();
        sums.resize(per_run.len(), [[0; WORDS]; 2]);
        for stored_bucket in 0..buckets {
            if holds_both(stored_bucket) {
                continue;
            }
            // The probes with none of the bucket's cut bits: the submasks of its complement.
            let free = !stored_bucket & (buckets - 1);
            for block in bucket(stored, stored_starts, stored_bucket).chunks(BLOCK) {
                fill_table(&mut matcher.table, block, chunk, chunks);
                for (run, [once, twice]) in sums.iter_mut().enumerate() {
                    if runs[run] == runs[run + 1] {
                        continue;
                    }
                    let run_starts = &probe_starts[run * buckets..];
                    let mut probe_bucket = free;
                    loop {
                        let probes = bucket(probes, run_starts, probe_bucket);
                        if !holds_both(probe_bucket) {
                            let found = count_block(&matcher.table, chunk, probes);
                            let sum = if holds_both(stored_bucket | probe_bucket) {
                                &mut *twice
                            } else {
                                &mut *once
                            };
                            for w in 0..WORDS {
                                sum[w] += found[w];
                            }
                        }
                        if probe_bucket == 0 {
                            break;
                        }
                        probe_bucket = (probe_bucket - 1) & free;
                    }
                }
            }
        }
        let mut total = 0;
        for (sum, [once, twice]) in per_run.iter_mut().zip(sums.iter()) {
            let found = once.iter().sum::<u64>() + 2 * twice.iter().sum::<u64>();
            *sum += found;
            total += found;
        }
        total
    }
}

/// The patterns of `bucket`, which starts at `starts[bucket]` in `patterns`.
#[expect(
    clippy::inline_always,
    reason = "compiled with each kernel's instructions"
)]
#[inline(always)]
fn bucket<'p>(patterns: &'p [u64], starts: &[usize], bucket: usize) -> &'p [u64] {
    &patterns[starts[bucket]..starts[bucket + 1]]
}

/// Builds a block's tables in `table`: `chunks` chunks of `chunk` bits.
#[expect(
    clippy::inline_always,
    reason = "compiled with each kernel's instructions"
)]
#[inline(always)]
fn fill_table(table: &mut Vec<BlockMask>, block: &[u64], chunk: usize, chunks: usize) {
    let values = 1 << chunk;
    // Every entry is written below: what the last block left needs no clearing.
    table.resize(chunks * values, BlockMask::default());
    // Which patterns lack each bit; a missing pattern (past the end) lacks none.
    let mut present = [0u64; WORDS];
    for slot in 0..block.len() {
        present[slot / 64] |= 1 << (slot % 64);
    }
    let mut without = [present; 64];
    for (slot, &pattern) in block.iter().enumerate() {
        let mut rest = pattern;
        while rest != 0 {
            let bit = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            without[bit][slot / 64] &= !(1 << (slot % 64));
        }
    }
    for (index, entries) in table.chunks_exact_mut(values).enumerate() {
        entries[0] = BlockMask(present);
        for value in 1..values {
            let bit = index * chunk + value.trailing_zeros() as usize;
            let rest = entries[value & (value - 1)].0;
            let lacking = without.get(bit).unwrap_or(&present);
            entries[value] = BlockMask(std::array::from_fn(|w| rest[w] & lacking[w]));
        }
    }
}

/// The bytes a block's tables may take: seven eighths of the first-level data cache, the rest
/// for the probes passing through.
fn tables_budget() -> usize {
    super::cache::first_level_data_cache() / 8 * 7
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::count::simd::kernels_under_test;

    #[test]
    fn counts_the_disjoint_pairs_of_random_patterns() {
        let mut next = super::super::xorshift(0x9e37_79b9_7f4a_7c15);
        let cases = [
            (0, 5, 10),
            (1, 1, 1),
            (900, 60, 20),
            (2000, 80, 27),
            (300, 40, 34),
            (700, 90, 64),
            (5000, 300, 38),
            (40_000, 50, 42),
            (30_000, 6_000, 42),
        ];
        for (stored, probes, bits) in cases {
            let mask = if bits == 64 { !0 } else { (1u64 << bits) - 1 };
            // Sparse patterns, so that some pairs are disjoint, and the top eight bits (the
            // top two the weighed ones, if there are two) set in about half: those are cut
            // where the groups are large enough.
            let long_diagonals = if bits >= 2 { 0b11 << (bits - 2) } else { 0 };
            let busy = if bits >= 8 { 0xff << (bits - 8) } else { 0 };
            let mut pattern = || (next() & next() & next() | next() & busy) & mask;
            let patterns: Vec<u64> = (0..stored).map(|_| pattern()).collect();
            let items: Vec<u64> = (0..probes).map(|_| pattern()).collect();
            let weight = |a: u64, b: u64, weighed: u64| {
                let holds_both = |pattern: u64| weighed != 0 && pattern & weighed == weighed;
                if a & b != 0 || holds_both(a) || holds_both(b) {
                    0
                } else if holds_both(a | b) {
                    2
                } else {
                    1
                }
            };
            for weighed in [0, long_diagonals] {
                let expected = items
                    .iter()
                    .flat_map(|&i| patterns.iter().map(move |&p| weight(i, p, weighed)))
                    .sum::<u64>();
                // From a cache too small for any tables to one that holds the widest, and with
                // every kernel this CPU runs.
                for cache in [0, 16 << 10, 48 << 10, 1 << 20] {
                    for kernel in kernels_under_test() {
                        let mut matcher = Matcher::new(kernel, cache);
                        assert_eq!(
                            matcher.count_disjoint(&patterns, &items, weighed),
                            expected,
                            "{stored} x {probes}, {bits} bits, weighed {weighed:#x}, {cache} \
                             bytes of cache, {kernel:?}"
                        );
                        // The probes in three runs (one of them empty): each run's own pairs.
                        let runs = [0, probes / 3, probes / 3, probes];
                        let mut per_run = [0; 3];
                        let total = matcher.count_disjoint_per_run(
                            &patterns,
                            &items,
                            &runs,
                            weighed,
                            &mut per_run,
                        );
                        assert_eq!(total, expected);
                        for (run, &found) in per_run.iter().enumerate() {
                            let alone: u64 = items[runs[run]..runs[run + 1]]
                                .iter()
                                .flat_map(|&i| patterns.iter().map(move |&p| weight(i, p, weighed)))
                                .sum();
                            assert_eq!(found, alone, "run {run}, {kernel:?}, {cache} bytes");
                        }
                    }
                }
            }
        }
    }
}
