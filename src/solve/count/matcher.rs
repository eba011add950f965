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

use super::block::{BLOCK, BlockMask, BlockProbing, SlotCounts, WORDS};
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
    /// In a count by the probes' keys, each probe's pairs (in the order of their buckets).
    each: Vec<u32>,
    /// In a count by the stored patterns' keys, the pairs of each of a block's stored patterns.
    slots: Box<SlotCounts>,
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
            each: Vec::new(),
            slots: Box::default(),
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
        let kernel = self.kernel;
        kernel.count_disjoint(DisjointPairs {
            matcher: self,
            stored,
            probes,
            long_diagonals,
            keyed: None,
        })
    }

    /// [`Matcher::count_disjoint`] told by the probes' keys, weighing nothing: the pairs of
    /// `probes[i]` are added to `per_key[probe_keys[i]]`, and their total returned. Each probe's
    /// pairs are counted on their own by the kernel, so any number of keys costs the same.
    pub(crate) fn count_disjoint_by_probe_key(
        &mut self,
        stored: &[u64],
        probes: &[u64],
        probe_keys: &[u16],
        per_key: &mut [u64],
    ) -> u64 {
        self.count_keyed(
            stored,
            probes,
            Keyed {
                probe_keys,
                probe_per_key: Some(per_key),
                stored: None,
            },
        )
    }

    /// [`Matcher::count_disjoint_by_probe_key`] told by both sides' keys in the same pass: each pair
    /// of `stored[i]` and `probes[j]` that shares no bit is added to
    /// `stored_per_key[stored_keys[i]]` and to `probe_per_key[probe_keys[j]]`. The stored
    /// patterns' counts are kept by [`SlotCounts`], a block at a time.
    pub(crate) fn count_disjoint_by_both_keys(
        &mut self,
        (stored, stored_keys, stored_per_key): (&[u64], &[u16], &mut [u64]),
        (probes, probe_keys, probe_per_key): (&[u64], &[u16], &mut [u64]),
    ) -> u64 {
        self.count_keyed(
            stored,
            probes,
            Keyed {
                probe_keys,
                probe_per_key: Some(probe_per_key),
                stored: Some((stored_keys, stored_per_key)),
            },
        )
    }

    /// [`Matcher::count_disjoint`] told by the stored patterns' keys, weighing nothing: the
    /// pairs of `stored[i]` are added to `per_key[stored_keys[i]]`, and their total returned.
    /// The probes need no keys, so the side with few patterns can be stored and built into
    /// tables once, as a plain count stores it.
    pub(crate) fn count_disjoint_by_stored_key(
        &mut self,
        (stored, stored_keys, per_key): (&[u64], &[u16], &mut [u64]),
        probes: &[u64],
    ) -> u64 {
        self.count_keyed(
            stored,
            probes,
            Keyed {
                probe_keys: &[],
                probe_per_key: None,
                stored: Some((stored_keys, per_key)),
            },
        )
    }

    /// The pairs of `stored` and `probes` told by the keys of `keyed`, each side's checked to
    /// have a key for each of its patterns.
    fn count_keyed(&mut self, stored: &[u64], probes: &[u64], keyed: Keyed<'_>) -> u64 {
        if keyed.probe_per_key.is_some() {
            assert_eq!(probes.len(), keyed.probe_keys.len(), "a key for each probe");
        }
        if let Some((stored_keys, _)) = &keyed.stored {
            assert_eq!(
                stored.len(),
                stored_keys.len(),
                "a key for each stored pattern"
            );
        }
        let kernel = self.kernel;
        kernel.count_disjoint(DisjointPairs {
            matcher: self,
            stored,
            probes,
            long_diagonals: 0,
            keyed: Some(keyed),
        })
    }
}

/// A count told by keys: the probes', the stored patterns', or both, with the counts by key to
/// add their pairs to (no keys and `None` for a side not told by keys).
struct Keyed<'a> {
    probe_keys: &'a [u16],
    probe_per_key: Option<&'a mut [u64]>,
    stored: Option<(&'a [u16], &'a mut [u64])>,
}

impl<'a> Keyed<'a> {
    /// The probes' keys and counts by key, and the stored patterns': no keys and `None` for
    /// a side not told by keys.
    #[expect(
        clippy::type_complexity,
        reason = "the two sides' keys and counts, taken apart at once"
    )]
    fn sides(
        keyed: Option<Self>,
    ) -> (
        &'a [u16],
        Option<&'a mut [u64]>,
        &'a [u16],
        Option<&'a mut [u64]>,
    ) {
        match keyed {
            Some(Keyed {
                probe_keys,
                probe_per_key,
                stored,
            }) => {
                let (stored_keys, stored_per_key) = stored.unzip();
                (
                    probe_keys,
                    probe_per_key,
                    stored_keys.unwrap_or_default(),
                    stored_per_key,
                )
            }
            None => (&[], None, &[], None),
        }
    }
}

/// One count of [`Matcher::count_disjoint`] or a count by keys, for its kernel to run.
struct DisjointPairs<'a> {
    matcher: &'a mut Matcher,
    stored: &'a [u64],
    probes: &'a [u64],
    long_diagonals: u64,
    /// The keys the pairs are told by, if they are.
    keyed: Option<Keyed<'a>>,
}

impl BlockProbing for DisjointPairs<'_> {
    #[expect(
        clippy::inline_always,
        reason = "inlined into each kernel's function, it is compiled with its instructions"
    )]
    #[inline(always)]
    fn run(
        self,
        count_block: impl Fn(&[BlockMask], usize, &[u64]) -> [u64; WORDS],
        count_each: impl Fn(&[BlockMask], usize, &[u64], Option<&mut [u32]>, Option<&mut SlotCounts>),
    ) -> u64 {
        let Self {
            matcher,
            stored,
            probes,
            long_diagonals,
            keyed,
        } = self;
        // The keys and the counts by key of each side, where they are told apart.
        let (probe_keys, probe_per_key, stored_keys, mut stored_per_key) = Keyed::sides(keyed);
        let either = |patterns: &[u64]| patterns.iter().fold(0, |all, pattern| all | pattern);
        let (stored_bits, probe_bits) = (either(stored), either(probes));
        let shared = stored_bits & probe_bits;
        if shared == 0 && long_diagonals == 0 {
            return every_pair(
                (probe_keys, probe_per_key, stored.len()),
                (stored_keys, stored_per_key, probes.len()),
            );
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
        let (stored, stored_starts, stored_keys) =
            matcher
                .stored
                .sort(stored, stored_keys, cuts, &matcher.planner.chosen_stored);
        let (probes, probe_starts, probe_keys) =
            matcher
                .probes
                .sort(probes, probe_keys, cuts, &matcher.planner.chosen_probes);
        let buckets = stored_starts.len() - 1;
        // Where either side is told by keys, each probe's pairs are counted on their own if
        // the probes have keys, and each stored pattern's if it has.
        let told = probe_per_key.is_some() || stored_per_key.is_some();
        debug_assert!(!told || weighed == 0, "counts by key weigh nothing");
        let holds_both = |bucket| holds_both(weighed, bucket);
        // The pairs added to the stored patterns' keys: the total, where the probes are not
        // told by keys.
        let mut stored_added = 0;
        // The pairs counted once and those counted twice, per word of a block's masks (added up
        // only at the end: the hot loop adds words); or each probe's, where the probes are
        // told by keys.
        let (mut once, mut twice) = ([0; WORDS], [0; WORDS]);
        let each = &mut matcher.each;
        each.clear();
        if probe_per_key.is_some() {
            each.resize(probes.len(), 0);
        }
        for stored_bucket in 0..buckets {
            if holds_both(stored_bucket) {
                continue;
            }
            // The probes with none of the bucket's cut bits: the submasks of its complement.
            let free = !stored_bucket & (buckets - 1);
            let first = stored_starts[stored_bucket];
            for (index, block) in bucket(stored, stored_starts, stored_bucket)
                .chunks(BLOCK)
                .enumerate()
            {
                fill_table(&mut matcher.table, block, chunk, chunks);
                let mut probe_bucket = free;
                loop {
                    let range = probe_starts[probe_bucket]..probe_starts[probe_bucket + 1];
                    if told {
                        let slots = stored_per_key.is_some().then_some(&mut *matcher.slots);
                        let counts = probe_per_key.is_some().then(|| &mut each[range.clone()]);
                        count_each(&matcher.table, chunk, &probes[range], counts, slots);
                    } else if !holds_both(probe_bucket) {
                        let found = count_block(&matcher.table, chunk, &probes[range]);
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
                if let Some(per_key) = &mut stored_per_key {
                    let keys = &stored_keys[first + index * BLOCK..][..block.len()];
                    stored_added += matcher.slots.drain_into(keys, per_key);
                }
            }
        }
        match (probe_per_key, stored_per_key) {
            (Some(per_key), _) => add_by_key(each, probe_keys, per_key),
            (None, Some(_)) => stored_added,
            (None, None) => once.iter().sum::<u64>() + 2 * twice.iter().sum::<u64>(),
        }
    }
}

/// Adds each probe's pairs `each[i]` to its key's count, `per_key[keys[i]]`, and returns
/// their total.
fn add_by_key(each: &[u32], keys: &[u16], per_key: &mut [u64]) -> u64 {
    let mut total = 0;
    for (&found, &key) in each.iter().zip(keys) {
        per_key[usize::from(key)] += u64::from(found);
        total += u64::from(found);
    }
    total
}

/// Where no stored pattern shares a bit with a probe: every pair, added to each side's count by
/// key where it has one (a probe's pairs are every stored pattern, and the reverse), and their
/// number returned.
fn every_pair(
    (probe_keys, probe_per_key, stored): (&[u16], Option<&mut [u64]>, usize),
    (stored_keys, stored_per_key, probes): (&[u16], Option<&mut [u64]>, usize),
) -> u64 {
    for (keys, per_key, pairs_each) in [
        (probe_keys, probe_per_key, stored),
        (stored_keys, stored_per_key, probes),
    ] {
        if let Some(per_key) = per_key {
            for &key in keys {
                per_key[usize::from(key)] += pairs_each as u64;
            }
        }
    }
    (stored * probes) as u64
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
    for (w, patterns) in block.chunks(64).enumerate() {
        let mut rows = [0; 64];
        rows[..patterns.len()].copy_from_slice(patterns);
        for (lacking, holders) in without.iter_mut().zip(transposed(rows)) {
            lacking[w] &= !holders;
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

/// The 64 × 64 bit matrix `rows` turned over its diagonal: bit `i` of word `b` is bit `b` of
/// `rows[i]` (which patterns of 64 hold each bit). Six rounds of swapping the off-diagonal
/// halves of ever smaller squares, on whole words (Hacker's Delight, 7–3), where testing each
/// pattern's bits one at a time had cost a dependent write per bit.
#[expect(
    clippy::inline_always,
    reason = "compiled with each kernel's instructions"
)]
#[inline(always)]
fn transposed(mut rows: [u64; 64]) -> [u64; 64] {
    let mut width = 32;
    let mut low = u64::from(u32::MAX);
    while width != 0 {
        // Rows `i` (without bit `width`) and `i + width` swap row i's high squares of each
        // pair of columns for row `i + width`'s low ones.
        for i in (0..64).filter(|i| i & width == 0) {
            let swapped = (rows[i] >> width ^ rows[i + width]) & low;
            rows[i + width] ^= swapped;
            rows[i] ^= swapped << width;
        }
        width >>= 1;
        low ^= low << width;
    }
    rows
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
    fn a_transposed_matrix_has_each_bit_across() {
        let mut next = super::super::xorshift(0x5851_f42d_4c95_7f2d);
        let rows: [u64; 64] = std::array::from_fn(|_| next());
        let across = transposed(rows);
        for (b, word) in across.iter().enumerate() {
            for (i, row) in rows.iter().enumerate() {
                assert_eq!(word >> i & 1, row >> b & 1, "bit {b} of row {i}");
            }
        }
    }

    #[test]
    fn where_every_pair_is_disjoint_each_key_has_all_its_pairs() {
        // The stored patterns in the low bits, the probes in the high: no bit shared.
        let stored: Vec<u64> = (1..=700).collect();
        let probes: Vec<u64> = (1..=90).map(|probe| probe << 32).collect();
        let stored_keys: Vec<u16> = (0..700).map(|index| (index % 4) as u16).collect();
        let probe_keys: Vec<u16> = (0..90).map(|index| (index % 3) as u16).collect();
        let mut matcher = Matcher::default();
        let (mut by_stored, mut by_probe) = ([0; 4], [0; 3]);
        let total = matcher.count_disjoint_by_both_keys(
            (&stored, &stored_keys, &mut by_stored),
            (&probes, &probe_keys, &mut by_probe),
        );
        assert_eq!(total, 700 * 90);
        assert_eq!(by_stored, [175 * 90; 4]);
        assert_eq!(by_probe, [30 * 700; 3]);
        let mut by_probe = [0; 3];
        matcher.count_disjoint_by_probe_key(&stored, &probes, &probe_keys, &mut by_probe);
        assert_eq!(by_probe, [30 * 700; 3]);
        let mut by_stored = [0; 4];
        let total =
            matcher.count_disjoint_by_stored_key((&stored, &stored_keys, &mut by_stored), &probes);
        assert_eq!(total, 700 * 90);
        assert_eq!(by_stored, [175 * 90; 4]);
    }

    #[test]
    fn a_count_by_stored_keys_returns_the_pairs_it_adds_to_counts_already_made() {
        let mut next = super::super::xorshift(0x2545_f491_4f6c_dd1d);
        let mut pattern = || next() & next() & next() & ((1 << 40) - 1);
        let stored: Vec<u64> = (0..1500).map(|_| pattern()).collect();
        let probes: Vec<u64> = (0..3000).map(|_| pattern()).collect();
        let keys: Vec<u16> = (0..1500).map(|index| (index % 7) as u16).collect();
        for kernel in kernels_under_test() {
            let mut matcher = Matcher::new(kernel, 48 << 10);
            let mut per_key = [0; 7];
            let first =
                matcher.count_disjoint_by_stored_key((&stored, &keys, &mut per_key), &probes);
            assert_eq!(first, per_key.iter().sum::<u64>(), "{kernel:?}");
            assert_eq!(
                first,
                matcher.count_disjoint(&stored, &probes, 0),
                "{kernel:?}"
            );
            let once = per_key;
            let second =
                matcher.count_disjoint_by_stored_key((&stored, &keys, &mut per_key), &probes);
            assert_eq!(second, first, "{kernel:?}");
            assert_eq!(per_key, once.map(|found| 2 * found), "{kernel:?}");
        }
    }

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
            // A narrowed count's shape: few stored (less than a word), many probes.
            (50, 20_000, 42),
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
                        // Unweighed, told by the probes' keys (one key left with none).
                        if weighed == 0 {
                            let keys: Vec<u16> =
                                (0..probes).map(|probe| (probe * 7 % 5) as u16).collect();
                            let mut per_key = [0; 6];
                            let total = matcher.count_disjoint_by_probe_key(
                                &patterns,
                                &items,
                                &keys,
                                &mut per_key,
                            );
                            assert_eq!(total, expected);
                            for (key, &found) in per_key.iter().enumerate() {
                                let alone: u64 = items
                                    .iter()
                                    .zip(&keys)
                                    .filter(|&(_, &k)| usize::from(k) == key)
                                    .flat_map(|(&i, _)| {
                                        patterns.iter().map(move |&p| weight(i, p, 0))
                                    })
                                    .sum();
                                assert_eq!(found, alone, "key {key}, {kernel:?}, {cache} bytes");
                            }
                            // Both sides' keys in one pass: the probes' counts as above, and
                            // the stored patterns' (keys 0 to 2) each their own.
                            let stored_keys: Vec<u16> =
                                (0..stored).map(|index| (index % 3) as u16).collect();
                            let (mut by_stored, mut by_probe) = ([0; 3], [0; 6]);
                            let total = matcher.count_disjoint_by_both_keys(
                                (&patterns, &stored_keys, &mut by_stored),
                                (&items, &keys, &mut by_probe),
                            );
                            assert_eq!(total, expected);
                            assert_eq!(by_probe, per_key, "{kernel:?}, {cache} bytes");
                            for (key, &found) in by_stored.iter().enumerate() {
                                let alone: u64 = patterns
                                    .iter()
                                    .zip(&stored_keys)
                                    .filter(|&(_, &k)| usize::from(k) == key)
                                    .flat_map(|(&p, _)| items.iter().map(move |&i| weight(i, p, 0)))
                                    .sum();
                                assert_eq!(
                                    found, alone,
                                    "stored key {key}, {kernel:?}, {cache} bytes"
                                );
                            }
                            // The stored patterns' keys alone: the same counts.
                            let mut stored_alone = [0; 3];
                            let total = matcher.count_disjoint_by_stored_key(
                                (&patterns, &stored_keys, &mut stored_alone),
                                &items,
                            );
                            assert_eq!(total, expected);
                            assert_eq!(stored_alone, by_stored, "{kernel:?}, {cache} bytes");
                        }
                    }
                }
            }
        }
    }
}
