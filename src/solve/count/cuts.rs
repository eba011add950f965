//! Which of a group's busiest bits the matcher cuts, and its patterns sorted by them.
//!
//! A cut bit is taken out of the look-ups: the patterns are sorted into buckets by their cut
//! bits, and a probe meets only the buckets that have none of its own. A cut skips the pairs
//! that would meet on its bit (about a quarter of them, for a bit held by half the patterns),
//! and a look-up bit: with 42 bits at N = 22, six cuts leave 36 bits, six look-ups of 6, and
//! seven leave 35, five look-ups of 7. But a bucket's blocks are probed whole, and its last one
//! is part empty, so past some point a further cut costs more than it saves. Where that point
//! is depends on the group's size and on how its bits fall, so it is worked out for each group
//! ([`CutPlanner::plan`]) from the number of patterns in each bucket: what each number of
//! cuts would cost in look-ups, and the cheapest taken.

use super::block::{BLOCK, chunk_width};

/// The most bits cut: 1,024 buckets.
pub(super) const MOST_CUTS: usize = 10;

/// The stored patterns a bucket should have on average, more than this, for a further cut to
/// be weighed at all: smaller buckets are mostly empty blocks. (Counting the patterns of each
/// bucket is not free: a quarter of a block here made the small groups of N = 17 slower.)
const SMALLEST_BUCKET: usize = BLOCK / 2;

/// What building a block's tables costs beyond its entries (clearing a bit per pattern's
/// diagonal), and what probing one bucket with a block costs beyond its look-ups, both in
/// look-ups: rough, they only matter when buckets are small.
const BLOCK_SETUP: usize = BLOCK;
const BUCKET_SETUP: usize = 8;

/// The bits patterns are sorted into buckets by: the `count` highest a pattern may have,
/// from bit `low` up. A pattern's bucket is its bits from `low` up, so that working it out is
/// one shift.
#[derive(Clone, Copy)]
pub(super) struct Cuts {
    low: u32,
    count: usize,
}

impl Cuts {
    /// The `count` highest bits below bit `width`.
    fn highest(width: u32, count: usize) -> Self {
        Self {
            low: width - count as u32,
            count,
        }
    }

    /// How many buckets there are: one for each way a pattern can hold the cut bits.
    pub(super) fn buckets(self) -> usize {
        1 << self.count
    }

    /// The cut bits, as a pattern's.
    pub(super) fn mask(self) -> u64 {
        (((1u128 << self.count) - 1) << self.low) as u64
    }

    /// A pattern's bucket: its cut bits.
    pub(super) fn bucket(self, pattern: u64) -> usize {
        pattern.checked_shr(self.low).unwrap_or(0) as usize
    }
}

/// Whether the patterns of `bucket` have every one of the `weighed` bits (as a bucket's
/// bits): if there are weighed bits, they count for nothing.
pub(super) fn holds_both(weighed: usize, bucket: usize) -> bool {
    weighed != 0 && bucket & weighed == weighed
}

/// What a cut plan chose: the bits cut, and the look-ups' chunk width for the bits left.
pub(super) struct CutPlan {
    pub(super) cuts: Cuts,
    /// The weighed bits, as a bucket's bits.
    pub(super) weighed: usize,
    /// Bits a look-up takes.
    pub(super) chunk: usize,
    /// Look-ups a probe makes in a block.
    pub(super) chunks: usize,
}

/// Space for choosing the cuts, kept from group to group.
#[derive(Default)]
pub(super) struct CutPlanner {
    /// Stored patterns and probes per bucket, and the probes a stored bucket meets.
    stored: Vec<usize>,
    probes: Vec<usize>,
    met: Vec<usize>,
    /// The stored patterns and probes per bucket of the plan chosen.
    pub(super) chosen_stored: Vec<usize>,
    pub(super) chosen_probes: Vec<usize>,
}

impl CutPlanner {
    /// The cuts that make counting the disjoint pairs of `stored` and `probes` cheapest, with
    /// tables of at most `cache` bytes. The bits cut are the highest of `present` (those set
    /// in some pattern), and always `weighed` (which must be the highest two, or none);
    /// `shared` are those set in both a stored pattern and a probe.
    pub(super) fn plan(
        &mut self,
        stored: &[u64],
        probes: &[u64],
        [weighed, present, shared]: [u64; 3],
        cache: usize,
    ) -> CutPlan {
        let width = 64 - (present | weighed).leading_zeros();
        // Only the highest bits are cut, and the weighed bits always: they must be the top two.
        assert!(
            weighed == 0 || weighed == 0b11 << (width - 2),
            "the weighed bits {weighed:#x} are not the patterns' highest two"
        );
        let fewest = weighed.count_ones() as usize;
        let mut most = fewest;
        while most < MOST_CUTS.min(width as usize) && stored.len() >> (most + 1) > SMALLEST_BUCKET {
            most += 1;
        }
        tally(&mut self.stored, stored, Cuts::highest(width, most));
        tally(&mut self.probes, probes, Cuts::highest(width, most));
        let mut best = None;
        for count in (fewest..=most).rev() {
            // The tallies of `count + 1` cuts, folded on their lowest cut: `count` cuts.
            if count < most {
                for tally in [&mut self.stored, &mut self.probes] {
                    for bucket in 0..1 << count {
                        tally[bucket] = tally[2 * bucket] + tally[2 * bucket + 1];
                    }
                    tally.truncate(1 << count);
                }
            }
            let cuts = Cuts::highest(width, count);
            let bits = 64 - (shared & !cuts.mask()).leading_zeros() as usize;
            let chunk = chunk_width(bits, cache);
            let chunks = bits.div_ceil(chunk).max(1);
            let plan = CutPlan {
                cuts,
                weighed: cuts.bucket(weighed),
                chunk,
                chunks,
            };
            let cost = self.cost(&plan);
            if best.as_ref().is_none_or(|&(least, _)| cost < least) {
                best = Some((cost, plan));
                self.chosen_stored.clone_from(&self.stored);
                self.chosen_probes.clone_from(&self.probes);
            }
        }
        best.expect("at least the weighed cuts are planned").1
    }

    /// The look-ups of counting by `plan` (`self`'s tallies are of its cuts).
    fn cost(&mut self, plan: &CutPlan) -> usize {
        let buckets = plan.cuts.buckets();
        let counts = |bucket| !holds_both(plan.weighed, bucket);
        // The probes in the buckets within each set of cut bits (a sum over subsets), but none
        // of those with both weighed bits.
        self.met.clear();
        self.met
            .extend((0..buckets).map(|bucket| usize::from(counts(bucket)) * self.probes[bucket]));
        for bit in 0..plan.cuts.count {
            for bucket in 0..buckets {
                if bucket & 1 << bit != 0 {
                    self.met[bucket] += self.met[bucket ^ 1 << bit];
                }
            }
        }
        let entries = plan.chunks << plan.chunk;
        (0..buckets)
            .filter(|&bucket| counts(bucket))
            .map(|bucket| {
                let free = !bucket & (buckets - 1);
                let probed = 1usize << free.count_ones();
                self.stored[bucket].div_ceil(BLOCK)
                    * (plan.chunks * self.met[free] + entries + BLOCK_SETUP + probed * BUCKET_SETUP)
            })
            .sum()
    }
}

/// Copies of each tally kept side by side while counting, see [`tally`].
const TALLY_COPIES: usize = 4;

/// How many of `patterns` fall in each of the buckets of `cuts`, into `tally`.
fn tally(tally: &mut Vec<usize>, patterns: &[u64], cuts: Cuts) {
    tally.clear();
    if cuts.count == 0 {
        tally.push(patterns.len());
        return;
    }
    // Neighbouring patterns often share a bucket: four tallies side by side, so that one
    // count need not wait for the one before.
    tally.resize(cuts.buckets() * TALLY_COPIES, 0);
    let (quads, rest) = patterns.as_chunks::<TALLY_COPIES>();
    for quad in quads {
        for (copy, &pattern) in quad.iter().enumerate() {
            tally[cuts.bucket(pattern) * TALLY_COPIES + copy] += 1;
        }
    }
    for &pattern in rest {
        tally[cuts.bucket(pattern) * TALLY_COPIES] += 1;
    }
    for bucket in 0..cuts.buckets() {
        tally[bucket] = tally[bucket * TALLY_COPIES..][..TALLY_COPIES].iter().sum();
    }
    tally.truncate(cuts.buckets());
}

/// Patterns sorted into buckets by their cut bits.
#[derive(Default)]
pub(super) struct Bucketed {
    patterns: Vec<u64>,
    /// The patterns' keys, sorted with them, if they have any.
    keys: Vec<u16>,
    /// Where each bucket starts in `patterns`, and the last one's end.
    starts: Vec<usize>,
    /// Where each bucket's next pattern goes, while they are sorted.
    next: Vec<usize>,
}

impl Bucketed {
    /// `patterns` sorted into their buckets (a counting sort, of `tally` patterns in each
    /// bucket; as they are if there are no cuts), where each bucket starts (and the last one's
    /// end), and their `keys` (one for each pattern, or none) sorted with them.
    #[expect(
        clippy::inline_always,
        reason = "compiled with each kernel's instructions"
    )]
    #[inline(always)]
    pub(super) fn sort<'a>(
        &'a mut self,
        patterns: &'a [u64],
        keys: &'a [u16],
        cuts: Cuts,
        tally: &[usize],
    ) -> (&'a [u64], &'a [usize], &'a [u16]) {
        debug_assert!(keys.is_empty() || keys.len() == patterns.len());
        self.starts.clear();
        if cuts.count == 0 {
            self.starts.extend([0, patterns.len()]);
            return (patterns, &self.starts, keys);
        }
        self.starts.push(0);
        self.starts.extend(tally.iter().scan(0, |end, &count| {
            *end += count;
            Some(*end)
        }));
        self.patterns.resize(patterns.len(), 0);
        self.keys.resize(keys.len(), 0);
        self.next.clone_from(&self.starts);
        // Slices and places held in locals, each place read once and moved on before the
        // pattern is written: the writes might alias the vectors' fields and the places for
        // all the compiler knows, and it read them again after each write.
        let (sorted, sorted_keys, next) = (
            &mut self.patterns[..],
            &mut self.keys[..],
            &mut self.next[..],
        );
        let mut place = |pattern: u64| {
            let next = &mut next[cuts.bucket(pattern)];
            let at = *next;
            *next = at + 1;
            at
        };
        if keys.is_empty() {
            for &pattern in patterns {
                sorted[place(pattern)] = pattern;
            }
        } else {
            for (&pattern, &key) in patterns.iter().zip(keys) {
                let at = place(pattern);
                sorted[at] = pattern;
                sorted_keys[at] = key;
            }
        }
        (&self.patterns, &self.starts, &self.keys)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `count` patterns of 40 bits, the top eight set in about half of them, the others in an
    /// eighth (as the halves' longest diagonals are the busiest).
    fn patterns(count: usize, next: &mut impl FnMut() -> u64) -> Vec<u64> {
        let busy = 0xff << 32;
        (0..count)
            .map(|_| (next() & next() & next() | next() & busy) & ((1 << 40) - 1))
            .collect()
    }

    fn bits(stored: &[u64], probes: &[u64]) -> (u64, u64) {
        let either = |patterns: &[u64]| patterns.iter().fold(0, |all, pattern| all | pattern);
        (
            either(stored) | either(probes),
            either(stored) & either(probes),
        )
    }

    #[test]
    fn cuts_are_made_where_they_pay_and_the_weighed_bits_always() {
        let mut next = super::super::xorshift(0x2545_f491_4f6c_dd1d);
        let cache = 42 << 10;
        let mut planner = CutPlanner::default();
        let probes = patterns(5_000, &mut next);
        // One block: a cut would only add blocks.
        let block = patterns(BLOCK, &mut next);
        let (present, shared) = bits(&block, &probes);
        let plan = planner.plan(&block, &probes, [0, present, shared], cache);
        assert_eq!(plan.cuts.count, 0);
        assert_eq!(planner.chosen_stored, [BLOCK]);
        // Many blocks, whose busy bits each keep a quarter of the pairs apart.
        let many = patterns(100 * BLOCK, &mut next);
        let (present, shared) = bits(&many, &probes);
        let plan = planner.plan(&many, &probes, [0, present, shared], cache);
        assert!(
            (3..=8).contains(&plan.cuts.count),
            "{} cuts",
            plan.cuts.count
        );
        assert_eq!(
            plan.cuts.mask() & !(0xff << 32),
            0,
            "only busy bits are cut"
        );
        // The tallies kept are those of the cuts chosen, for sorting by them.
        for (patterns, kept) in [
            (&many, &planner.chosen_stored),
            (&probes, &planner.chosen_probes),
        ] {
            let mut direct = Vec::new();
            tally(&mut direct, patterns, plan.cuts);
            assert_eq!(&direct, kept);
            assert_eq!(direct.iter().sum::<usize>(), patterns.len());
        }
        // The weighed bits are cut even in one block, and found in each bucket's top bits.
        let weighed = 0b11 << 38;
        let (present, shared) = bits(&block, &probes);
        let plan = planner.plan(&block, &probes, [weighed, present, shared], cache);
        assert_eq!(plan.cuts.count, 2);
        assert_eq!(plan.cuts.mask(), weighed);
        assert_eq!(plan.weighed, 0b11);
        let (present, shared) = bits(&many, &probes);
        let plan = planner.plan(&many, &probes, [weighed, present | weighed, shared], cache);
        assert!(plan.cuts.count > 2);
        assert_eq!(plan.weighed, 0b11 << (plan.cuts.count - 2));
    }
}
