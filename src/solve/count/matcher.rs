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

use super::cuts::{Bucketed, CutPlanner, Plan, holds_both};

/// Patterns in a block, one bit each.
pub(super) const BLOCK: usize = 512;
/// Words of one block's row of bits.
pub(super) const WORDS: usize = BLOCK / 64;

/// One bit per pattern of a block: a table's entry, on a cache line of its own so that a
/// 512-bit register loads it in one go.
#[derive(Clone, Copy, Default)]
#[repr(C, align(64))]
pub(super) struct Lanes(pub(super) [u64; WORDS]);

/// The chunk widths tried: from 16 entries a chunk to 256.
const CHUNK_WIDTHS: std::ops::RangeInclusive<u32> = 4..=8;

/// Stored patterns, ready to be probed, and the space for doing it again.
pub(crate) struct Matcher {
    /// The bytes of first-level data cache one block's tables may fill.
    cache: usize,
    /// One block's tables: per chunk, per value, the block's patterns with none of its bits.
    table: Vec<Lanes>,
    /// The stored patterns in the order of their buckets.
    stored: Bucketed,
    /// The probes in the order of their buckets.
    probes: Bucketed,
    planner: CutPlanner,
}

impl Default for Matcher {
    fn default() -> Self {
        Self::with_cache(tables_budget())
    }
}

impl Matcher {
    /// A matcher whose tables take at most `cache` bytes when they can.
    pub(crate) fn with_cache(cache: usize) -> Self {
        Self {
            cache,
            table: Vec::new(),
            stored: Bucketed::default(),
            probes: Bucketed::default(),
            planner: CutPlanner::default(),
        }
    }

    /// How many pairs of one of `stored` and one of `probes` share no bit, weighted by the two
    /// bits of `long` (or none, if it is 0): a pattern with both counts for nothing, and a pair
    /// with one in each pattern counts twice (the weights of the longest diagonals, see
    /// `halves::LongDiagonals`); the bits of `long` must be the patterns' highest two. The
    /// patterns' highest bits should be those most often set: they are the ones cut.
    pub(crate) fn count_disjoint(&mut self, stored: &[u64], probes: &[u64], long: u64) -> u64 {
        super::dispatch::count_disjoint_best(self, stored, probes, long)
    }

    /// [`Matcher::count_disjoint`], with `count_block` for the hot loop: compiled for any CPU
    /// with [`count_block`]; `dispatch` also builds it with the newer instructions. Only the
    /// total of the sums `count_block` returns is used, so it may split them as it likes.
    #[expect(
        clippy::inline_always,
        reason = "inlined into dispatch's AVX2 function, it is compiled with its instructions"
    )]
    #[inline(always)]
    pub(super) fn count_disjoint_with<'a>(
        &'a mut self,
        stored: &'a [u64],
        probes: &'a [u64],
        long: u64,
        count_block: impl Fn(&[Lanes], usize, &[u64]) -> [u64; WORDS],
    ) -> u64 {
        let either = |patterns: &[u64]| patterns.iter().fold(0, |all, pattern| all | pattern);
        let (stored_bits, probe_bits) = (either(stored), either(probes));
        let shared = stored_bits & probe_bits;
        if shared == 0 && long == 0 {
            return (stored.len() * probes.len()) as u64;
        }
        // The weighed bits are always cut.
        let Plan {
            cuts,
            weighed,
            chunk,
            chunks,
        } = self.planner.plan(
            stored,
            probes,
            [long, stored_bits | probe_bits, shared],
            self.cache,
        );
        let (stored, stored_starts) = self.stored.sort(stored, cuts, &self.planner.chosen_stored);
        let (probes, probe_starts) = self.probes.sort(probes, cuts, &self.planner.chosen_probes);
        let buckets = stored_starts.len() - 1;
        let bucket = |patterns: &'a [u64], starts: &[usize], bucket: usize| {
            &patterns[starts[bucket]..starts[bucket + 1]]
        };
        // The pairs counted once, and those counted twice, per word of a block's lanes.
        let mut once = [0u64; WORDS];
        let mut twice = [0u64; WORDS];
        let holds_both = |bucket| holds_both(weighed, bucket);
        for stored_bucket in 0..buckets {
            if holds_both(stored_bucket) {
                continue;
            }
            // The probes with none of the bucket's cut bits: the submasks of its complement.
            let free = !stored_bucket & (buckets - 1);
            for block in bucket(stored, stored_starts, stored_bucket).chunks(BLOCK) {
                fill_table(&mut self.table, block, chunk, chunks);
                let mut probe_bucket = free;
                loop {
                    let probes = bucket(probes, probe_starts, probe_bucket);
                    if !holds_both(probe_bucket) {
                        let found = count_block(&self.table, chunk, probes);
                        let sum = if holds_both(stored_bucket | probe_bucket) {
                            &mut twice
                        } else {
                            &mut once
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
        once.iter().sum::<u64>() + 2 * twice.iter().sum::<u64>()
    }
}

/// The pairs of one of `probes` and one of the block in `table` that share no bit, per word of
/// the block's lanes (summed at the end: no sum across a vector per probe).
#[expect(
    clippy::inline_always,
    reason = "the hot loop, in dispatch's AVX2 function"
)]
#[inline(always)]
pub(super) fn count_block(table: &[Lanes], chunk: usize, probes: &[u64]) -> [u64; WORDS] {
    let mut per_word = [0; WORDS];
    let values = 1 << chunk;
    let mask = values - 1;
    let (first, others) = table.split_at(values);
    for &probe in probes {
        let mut lanes = first[probe as usize & mask].0;
        let mut rest = probe >> chunk;
        for entries in others.chunks_exact(values) {
            let entry = &entries[rest as usize & mask].0;
            for w in 0..WORDS {
                lanes[w] &= entry[w];
            }
            rest >>= chunk;
        }
        for w in 0..WORDS {
            per_word[w] += u64::from(lanes[w].count_ones());
        }
    }
    per_word
}

/// Builds a block's tables in `table`: `chunks` chunks of `chunk` bits.
#[expect(
    clippy::inline_always,
    reason = "compiled with dispatch's instructions"
)]
#[inline(always)]
fn fill_table(table: &mut Vec<Lanes>, block: &[u64], chunk: usize, chunks: usize) {
    let values = 1 << chunk;
    // Every entry is written below: what the last block left needs no clearing.
    table.resize(chunks * values, Lanes::default());
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
        entries[0] = Lanes(present);
        for value in 1..values {
            let bit = index * chunk + value.trailing_zeros() as usize;
            let rest = entries[value & (value - 1)].0;
            let lacking = without.get(bit).unwrap_or(&present);
            entries[value] = Lanes(std::array::from_fn(|w| rest[w] & lacking[w]));
        }
    }
}

/// The chunk width that looks up `bits` bits in the fewest chunks whose tables fit in `cache`
/// bytes (the narrower of two with as many chunks); the narrowest if none fit.
pub(super) fn chunk_width(bits: usize, cache: usize) -> usize {
    let lookups = |width: usize| bits.div_ceil(width).max(1);
    let bytes = |width: usize| lookups(width) * (size_of::<Lanes>() << width);
    CHUNK_WIDTHS
        .map(|width| width as usize)
        .filter(|&width| bytes(width) <= cache)
        .min_by_key(|&width| (lookups(width), width))
        .unwrap_or(*CHUNK_WIDTHS.start() as usize)
}

/// The bytes a block's tables may take: seven eighths of the first-level data cache, the rest
/// for the probes passing through.
fn tables_budget() -> usize {
    super::cache::first_level_data_cache() / 8 * 7
}

#[cfg(test)]
mod tests {
    use super::*;

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
            let long = if bits >= 2 { 0b11 << (bits - 2) } else { 0 };
            let busy = if bits >= 8 { 0xff << (bits - 8) } else { 0 };
            let mut pattern = || (next() & next() & next() | next() & busy) & mask;
            let patterns: Vec<u64> = (0..stored).map(|_| pattern()).collect();
            let items: Vec<u64> = (0..probes).map(|_| pattern()).collect();
            let weight = |a: u64, b: u64, long: u64| {
                let holds_both = |pattern: u64| long != 0 && pattern & long == long;
                if a & b != 0 || holds_both(a) || holds_both(b) {
                    0
                } else if holds_both(a | b) {
                    2
                } else {
                    1
                }
            };
            for long in [0, long] {
                let expected = items
                    .iter()
                    .flat_map(|&i| patterns.iter().map(move |&p| weight(i, p, long)))
                    .sum::<u64>();
                // From a cache too small for any tables to one that holds the widest.
                // And every version of the hot loop this CPU can run.
                for cache in [0, 16 << 10, 48 << 10, 1 << 20] {
                    let mut matcher = Matcher::with_cache(cache);
                    for (version, found) in
                        super::super::dispatch::every_version(&mut matcher, &patterns, &items, long)
                    {
                        assert_eq!(
                            found, expected,
                            "{stored} x {probes}, {bits} bits, weighed {long:#x}, {cache} bytes \
                             of cache, {version}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn the_chunks_fit_the_cache_when_they_can() {
        // 35 bits: five chunks of 7 in 40 KiB, six of 6 in 24 KiB, and so on.
        assert_eq!(chunk_width(35, 42 << 10), 7);
        assert_eq!(chunk_width(35, 36 << 10), 6);
        assert_eq!(chunk_width(40, 160 << 10), 8);
        assert_eq!(chunk_width(35, 0), 4);
        assert_eq!(chunk_width(12, 42 << 10), 6);
    }
}
