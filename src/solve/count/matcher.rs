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
//! meets only the buckets that have none of its own. Each cut skips the pairs that would meet
//! on its bit, about a quarter of them; it pays once the buckets hold a block or more each, so
//! large groups are cut more (N = 20 three times faster, N = 19 a fifth).
//!
//! A block's tables are built when it is probed, so that they are hot in the first-level cache
//! while the probes pass, and the chunk's width is chosen for them to fit in it.

/// Patterns in a block, one bit each.
const BLOCK: usize = 512;
/// Words of one block's row of bits.
pub(super) const WORDS: usize = BLOCK / 64;

/// One bit per pattern of a block: a table's entry, on a cache line of its own so that a
/// 512-bit register loads it in one go.
#[derive(Clone, Copy, Default)]
#[repr(C, align(64))]
pub(super) struct Lanes(pub(super) [u64; WORDS]);

/// The most bits cut: 64 buckets.
const MOST_CUTS: usize = 6;
/// Stored patterns a bucket should have, at the least, for a further cut to pay (a bucket's last
/// block is on average half empty). Measured at N = 20: 512, 1,024 and 2,048 within the noise.
const BUCKET_PATTERNS: usize = BLOCK;

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
        }
    }

    /// How many pairs of one of `stored` and one of `probes` share no bit, weighted by the two
    /// bits of `long` (or none, if it is 0): a pattern with both counts for nothing, and a pair
    /// with one in each pattern counts twice (the weights of the longest diagonals, see
    /// `halves::LongDiagonals`). The patterns' highest bits should be those most often set:
    /// they are the ones cut.
    pub(crate) fn count_disjoint(&mut self, stored: &[u64], probes: &[u64], long: u64) -> u64 {
        super::dispatch::count_disjoint_best(self, stored, probes, long)
    }

    /// [`Matcher::count_disjoint`], with `count_block` for the hot loop: compiled for any CPU
    /// with [`count_block`]; `dispatch` also builds it with the newer instructions.
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
        let shared = either(stored) & either(probes);
        if shared == 0 && long == 0 {
            return (stored.len() * probes.len()) as u64;
        }
        let mut cut_count = 0;
        while cut_count < MOST_CUTS && stored.len() >> (cut_count + 1) >= BUCKET_PATTERNS {
            cut_count += 1;
        }
        // The weighed bits are always cut, the first two: buckets 0b01, 0b10 and 0b11.
        let cuts = Cuts::new(long, shared, cut_count);
        let weighed = usize::from(long != 0) * 0b11;
        let (stored, stored_starts) = self.stored.sort(stored, &cuts);
        let (probes, probe_starts) = self.probes.sort(probes, &cuts);
        // The cut bits need no look-up: a probe meets only patterns without its own. (They
        // stay in the patterns; the weighed ones should be the highest.)
        let bits = 64 - (shared & !cuts.mask()).leading_zeros() as usize;
        let chunk = chunk_width(bits, self.cache);
        let chunks = bits.div_ceil(chunk).max(1);
        let buckets = stored_starts.len() - 1;
        let bucket = |patterns: &'a [u64], starts: &[usize], bucket: usize| {
            &patterns[starts[bucket]..starts[bucket + 1]]
        };
        // The pairs counted once, and those counted twice, per word of a block's lanes.
        let mut once = [0u64; WORDS];
        let mut twice = [0u64; WORDS];
        let holds_both = |bucket: usize| weighed != 0 && bucket & weighed == weighed;
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
fn chunk_width(bits: usize, cache: usize) -> usize {
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

/// Patterns sorted into buckets by their cut bits.
#[derive(Default)]
struct Bucketed {
    patterns: Vec<u64>,
    /// Where each bucket starts in `patterns`, and the last one's end.
    starts: Vec<usize>,
    /// Where each bucket's next pattern goes, while they are sorted.
    next: Vec<usize>,
}

impl Bucketed {
    /// `patterns` sorted into their buckets (a counting sort; as they are if there are no
    /// cuts), and where each bucket starts, and the last one's end.
    #[expect(
        clippy::inline_always,
        reason = "compiled with dispatch's instructions"
    )]
    #[inline(always)]
    fn sort<'a>(&'a mut self, patterns: &'a [u64], cuts: &Cuts) -> (&'a [u64], &'a [usize]) {
        self.starts.clear();
        if cuts.count == 0 {
            self.starts.extend([0, patterns.len()]);
            return (patterns, &self.starts);
        }
        self.starts.resize((1 << cuts.count) + 1, 0);
        for &pattern in patterns {
            self.starts[cuts.bucket(pattern) + 1] += 1;
        }
        for bucket in 1..self.starts.len() {
            self.starts[bucket] += self.starts[bucket - 1];
        }
        self.patterns.resize(patterns.len(), 0);
        self.next.clone_from(&self.starts);
        for &pattern in patterns {
            let next = &mut self.next[cuts.bucket(pattern)];
            self.patterns[*next] = pattern;
            *next += 1;
        }
        (&self.patterns, &self.starts)
    }
}

/// The bits patterns are sorted into buckets by.
struct Cuts {
    bits: [u8; MOST_CUTS],
    count: usize,
}

impl Cuts {
    /// The bits of `first`, then the highest of `bits` up to `count` cuts in all (or up to
    /// [`MOST_CUTS`], or as many as there are).
    fn new(first: u64, bits: u64, count: usize) -> Self {
        let mut cuts = Self {
            bits: [0; MOST_CUTS],
            count: 0,
        };
        let mut rest = first;
        while rest != 0 {
            cuts.add(rest.trailing_zeros());
            rest &= rest - 1;
        }
        let mut rest = bits & !first;
        while cuts.count < count.min(MOST_CUTS) && rest != 0 {
            let bit = rest.ilog2();
            cuts.add(bit);
            rest ^= 1 << bit;
        }
        cuts
    }

    fn add(&mut self, bit: u32) {
        self.bits[self.count] = bit as u8;
        self.count += 1;
    }

    fn mask(&self) -> u64 {
        self.bits[..self.count]
            .iter()
            .fold(0, |mask, &bit| mask | 1 << bit)
    }

    /// A pattern's bucket: its cut bits, side by side.
    fn bucket(&self, pattern: u64) -> usize {
        self.bits[..self.count]
            .iter()
            .enumerate()
            .fold(0, |bucket, (place, &bit)| {
                bucket | ((pattern >> bit) as usize & 1) << place
            })
    }
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
        ];
        for (stored, probes, bits) in cases {
            let mask = if bits == 64 { !0 } else { (1u64 << bits) - 1 };
            // Sparse patterns, so that some pairs are disjoint, and the top two bits (the
            // weighed ones, if there are two) set in about half.
            let long = if bits >= 2 { 0b11 << (bits - 2) } else { 0 };
            let mut pattern = || (next() & next() & next() | next() & long) & mask;
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
