//! A block of the matcher's stored patterns and its look-up tables: their shape, shared by the
//! [matcher](super::matcher), its [cut planner](super::cuts) and the [kernels](super::simd); and
//! the plain version of the hot loop, which probes a block's tables.
//!
//! A block holds [`BLOCK`] patterns, one bit each. Its tables split a pattern's bits into
//! *chunks* of a few bits, and say, for each chunk and every value it can take, which of the
//! block's patterns have none of those bits: one [`BlockMask`] an entry.

/// Patterns in a block, one bit each.
pub(super) const BLOCK: usize = 512;

/// Words of one [`BlockMask`].
pub(super) const WORDS: usize = BLOCK / 64;

/// A set of a block's patterns, one bit each: a table's entry, on a cache line of its own so
/// that a 512-bit register loads it in one go.
#[derive(Clone, Copy, Default)]
#[repr(C, align(64))]
pub(super) struct BlockMask(pub(super) [u64; WORDS]);

/// The chunk widths tried: from 16 entries a chunk to 256.
const CHUNK_WIDTHS: std::ops::RangeInclusive<u32> = 4..=8;

/// The chunk width that looks up `bits` bits in the fewest chunks whose tables fit in `cache`
/// bytes (the narrower of two with as many chunks); the narrowest if none fit.
pub(super) fn chunk_width(bits: usize, cache: usize) -> usize {
    let lookups = |width: usize| bits.div_ceil(width).max(1);
    let bytes = |width: usize| lookups(width) * (size_of::<BlockMask>() << width);
    CHUNK_WIDTHS
        .map(|width| width as usize)
        .filter(|&width| bytes(width) <= cache)
        .min_by_key(|&width| (lookups(width), width))
        .unwrap_or(*CHUNK_WIDTHS.start() as usize)
}

/// A count that probes blocks with block kernels (such as [`count_block`] and [`count_each`])
/// in its hot loop: the matcher's, handed to a [`Kernel`](super::simd::Kernel), which compiles
/// it with its own kernels and instructions. A trait, so that the kernels need not know the
/// matcher.
pub(super) trait BlockProbing {
    /// Runs the count, with `count_block(table, chunk, probes)` for each block's probes whose
    /// pairs are only summed (see [`count_block`]), or `count_each(table, chunk, probes,
    /// counts, slots)` where either side is told by keys: each probe's pairs apart, the
    /// block's patterns', or both (see [`count_each`]); and returns what it found.
    fn run(
        self,
        count_block: impl Fn(&[BlockMask], usize, &[u64]) -> [u64; WORDS],
        count_each: impl Fn(&[BlockMask], usize, &[u64], Option<&mut [u32]>, Option<&mut SlotCounts>),
    ) -> u64;
}

/// The block's patterns in `table` (chunks of `chunk` bits) that share no bit with `probe`.
#[expect(
    clippy::inline_always,
    reason = "the hot loop, compiled with each kernel's instructions"
)]
#[inline(always)]
fn disjoint(table: &[BlockMask], chunk: usize, probe: u64) -> [u64; WORDS] {
    let values = 1 << chunk;
    let mask = values - 1;
    let (first, others) = table.split_at(values);
    let mut disjoint = first[probe as usize & mask].0;
    let mut rest = probe >> chunk;
    for entries in others.chunks_exact(values) {
        let entry = &entries[rest as usize & mask].0;
        for w in 0..WORDS {
            disjoint[w] &= entry[w];
        }
        rest >>= chunk;
    }
    disjoint
}

/// The pairs of one of `probes` and one of the block in `table` (chunks of `chunk` bits) that
/// share no bit, per word of the block's masks (summed by the caller, not per probe). A kernel
/// may split its sums across the words as it likes: only their total counts.
#[expect(
    clippy::inline_always,
    reason = "the hot loop, compiled with each kernel's instructions"
)]
#[inline(always)]
pub(super) fn count_block(table: &[BlockMask], chunk: usize, probes: &[u64]) -> [u64; WORDS] {
    let mut per_word = [0; WORDS];
    for &probe in probes {
        let disjoint = disjoint(table, chunk, probe);
        for w in 0..WORDS {
            per_word[w] += u64::from(disjoint[w].count_ones());
        }
    }
    per_word
}

/// Adds to `counts[i]`, if there are counts, the patterns of the block in `table` (chunks of
/// `chunk` bits) that share no bit with `probes[i]`: each probe's pairs on their own, for a
/// count told by the probes' keys (none in a count told by the stored patterns' keys alone);
/// and if `slots` are given, to each of the block's patterns the probes it shares no bit with.
#[expect(
    clippy::inline_always,
    reason = "the hot loop, compiled with each kernel's instructions"
)]
#[inline(always)]
pub(super) fn count_each(
    table: &[BlockMask],
    chunk: usize,
    probes: &[u64],
    counts: Option<&mut [u32]>,
    slots: Option<&mut SlotCounts>,
) {
    count_each_with(
        probes,
        (counts, slots),
        |probe| disjoint(table, chunk, probe),
        |mask: [u64; WORDS]| mask.iter().map(|word| word.count_ones()).sum(),
    );
}

/// A block's masks as a kernel holds them (in words, or in its vector registers), for the full
/// adders of [`count_each_with`].
pub(super) trait Masks: Copy {
    fn load(from: &BlockMask) -> Self;
    fn store(self, to: &mut BlockMask);
    /// Adds `b` and `c` to `sum`, all of one weight: the sum's bits stay in `sum`, and the
    /// carry (of twice the weight) is returned.
    fn full_add(sum: &mut Self, b: Self, c: Self) -> Self;
    /// Adds `b` to `sum`, both of one weight: the carry is returned.
    fn half_add(sum: &mut Self, b: Self) -> Self;
}

impl Masks for [u64; WORDS] {
    fn load(from: &BlockMask) -> Self {
        from.0
    }

    fn store(self, to: &mut BlockMask) {
        to.0 = self;
    }

    #[expect(
        clippy::inline_always,
        reason = "the hot loop, compiled with each kernel's instructions"
    )]
    #[inline(always)]
    fn full_add(sum: &mut Self, b: Self, c: Self) -> Self {
        std::array::from_fn(|w| {
            let (a, b, c) = (sum[w], b[w], c[w]);
            sum[w] = a ^ b ^ c;
            a & b | c & (a ^ b)
        })
    }

    #[expect(
        clippy::inline_always,
        reason = "the hot loop, compiled with each kernel's instructions"
    )]
    #[inline(always)]
    fn half_add(sum: &mut Self, b: Self) -> Self {
        std::array::from_fn(|w| {
            let carry = sum[w] & b[w];
            sum[w] ^= b[w];
            carry
        })
    }
}

/// [`count_each`] with `disjoint(probe)`, the block's patterns a probe shares no bit with, and
/// `popcount(mask)`, how many patterns a mask holds: each probe's added to its count if the
/// counts are given; if `slots` are, the probes' masks are added to the running sums of weight
/// 1, 2, 4 and 8 (held as `M` for the call) sixteen at a time, by a tree of fifteen full adders
/// (Harley and Seal's), and only the carries of weight 16 to the planes in memory.
#[expect(
    clippy::inline_always,
    reason = "the hot loop, compiled with each kernel's instructions"
)]
#[inline(always)]
pub(super) fn count_each_with<M: Masks>(
    probes: &[u64],
    (mut counts, slots): (Option<&mut [u32]>, Option<&mut SlotCounts>),
    disjoint: impl Fn(u64) -> M,
    popcount: impl Fn(M) -> u32,
) {
    if let Some(counts) = &counts {
        assert_eq!(probes.len(), counts.len(), "a count for each probe");
    }
    // Probe `i`'s mask, added to its count if there are counts.
    let mut mask = |i: usize| {
        let mask = disjoint(probes[i]);
        if let Some(counts) = counts.as_deref_mut() {
            counts[i] += popcount(mask);
        }
        mask
    };
    let Some(slots) = slots else {
        for i in 0..probes.len() {
            mask(i);
        }
        return;
    };
    let add_at = |slots: &mut SlotCounts, level, mask: M| {
        let mut words = BlockMask::default();
        mask.store(&mut words);
        slots.add_at(level, words.0);
    };
    let [mut ones, mut twos, mut fours, mut eights] = slots.running.each_ref().map(M::load);
    let sixteens_end = probes.len() / 16 * 16;
    for start in (0..sixteens_end).step_by(16) {
        let d: [M; 16] = std::array::from_fn(|i| mask(start + i));
        // Four masks from `at` added to the ones: the two carries, of weight 2.
        let twos_of = |at: usize, ones: &mut M| {
            let first = M::full_add(ones, d[at], d[at + 1]);
            (first, M::full_add(ones, d[at + 2], d[at + 3]))
        };
        // Eight masks from `at` added to the ones and twos: the two carries, of weight 4.
        let fours_of = |at: usize, ones: &mut M, twos: &mut M| {
            let (a, b) = twos_of(at, ones);
            let first = M::full_add(twos, a, b);
            let (a, b) = twos_of(at + 4, ones);
            (first, M::full_add(twos, a, b))
        };
        let (a, b) = fours_of(0, &mut ones, &mut twos);
        let eights_a = M::full_add(&mut fours, a, b);
        let (a, b) = fours_of(8, &mut ones, &mut twos);
        let eights_b = M::full_add(&mut fours, a, b);
        let sixteens = M::full_add(&mut eights, eights_a, eights_b);
        add_at(slots, 4, sixteens);
    }
    for i in sixteens_end..probes.len() {
        let mut carry = mask(i);
        for sum in [&mut ones, &mut twos, &mut fours, &mut eights] {
            carry = M::half_add(sum, carry);
        }
        add_at(slots, 4, carry);
    }
    for (to, sum) in slots.running.iter_mut().zip([ones, twos, fours, eights]) {
        sum.store(to);
    }
}

/// The levels of a [`SlotCounts`]' bit planes: it counts up to 2^32 − 1 probes.
const LEVELS: usize = 32;

/// How many probes each of a block's patterns shared no bit with: the count by keys of the
/// stored patterns, in the same pass as the probes' own where they have keys too.
///
/// The counts are kept as bit planes, one a level, added to by carry-save adders (Harley and
/// Seal's popcount, turned on its side): a mask waits at its level for a second one, and the
/// two are added to the level's plane, the carry going up a level. So a probe costs about one
/// full adder of a block's masks however many patterns it met, where adding to a count for
/// each pattern met would cost one step per pattern. A kernel may add up several probes' masks
/// in its registers first, and add the sums here at their levels.
#[derive(Default)]
pub(super) struct SlotCounts {
    /// Bit `l` of each pattern's count: the plane of weight 2^l.
    planes: [BlockMask; LEVELS],
    /// A mask of weight 2^l waiting at level `l` for a second one (if bit `l` of `waiting_at`).
    waiting: [BlockMask; LEVELS],
    waiting_at: u32,
    /// The levels reached since the counts were last drained.
    reached: usize,
    /// Sums of weight 1, 2, 4 and 8 that a kernel adds sixteen probes' masks to (in its
    /// registers, from one call to the next), before their carries come here: counted with the
    /// planes when the counts are drained.
    pub(super) running: [BlockMask; 4],
}

impl SlotCounts {
    /// Adds 2^`level` to the count of each pattern in `mask`.
    #[expect(
        clippy::inline_always,
        reason = "the hot loop, compiled with each kernel's instructions"
    )]
    #[inline(always)]
    pub(super) fn add_at(&mut self, level: usize, mask: [u64; WORDS]) {
        if mask == [0; WORDS] {
            return;
        }
        let mut carry = mask;
        for level in level..LEVELS {
            if self.waiting_at >> level & 1 == 0 {
                self.waiting[level].0 = carry;
                self.waiting_at |= 1 << level;
                self.reached = self.reached.max(level + 1);
                return;
            }
            self.waiting_at &= !(1 << level);
            carry = Masks::full_add(&mut self.planes[level].0, self.waiting[level].0, carry);
        }
        unreachable!("more than 2^{LEVELS} probes of a block");
    }

    /// Adds each pattern's count to its key's, `per_key[keys[slot]]` for the pattern in `slot`
    /// (`keys` has one for each pattern of the block), and starts again from 0; returns how
    /// many pairs it added.
    pub(super) fn drain_into(&mut self, keys: &[u16], per_key: &mut [u64]) -> u64 {
        let mut added = 0;
        let running = std::mem::take(&mut self.running);
        for (level, sum) in running.into_iter().enumerate() {
            self.add_at(level, sum.0);
        }
        for level in 0..self.reached {
            let waiting = if self.waiting_at >> level & 1 == 1 {
                self.waiting[level].0
            } else {
                [0; WORDS]
            };
            for mask in [self.planes[level].0, waiting] {
                for (w, &word) in mask.iter().enumerate() {
                    added += u64::from(word.count_ones()) << level;
                    let mut rest = word;
                    while rest != 0 {
                        let slot = w * 64 + rest.trailing_zeros() as usize;
                        rest &= rest - 1;
                        per_key[usize::from(keys[slot])] += 1 << level;
                    }
                }
            }
            self.planes[level] = BlockMask::default();
        }
        self.waiting_at = 0;
        self.reached = 0;
        added
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
