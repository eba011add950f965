//! The counter's hot loops with AVX-512: a block's masks in one 512-bit register (one AND a
//! chunk and one popcount a probe), and quadrant placements read and paired eight at a time,
//! those kept gathered at the front of a register by a compress.

use std::arch::x86_64::{
    __m256i, __m512i, _mm256_add_epi32, _mm256_loadu_si256, _mm256_storeu_si256, _mm512_add_epi64,
    _mm512_and_si512, _mm512_cvtepi64_epi32, _mm512_load_epi64, _mm512_loadu_epi64,
    _mm512_maskz_compress_epi64, _mm512_or_si512, _mm512_popcnt_epi64, _mm512_reduce_add_epi64,
    _mm512_set1_epi64, _mm512_setzero_si512, _mm512_shuffle_i64x2, _mm512_store_epi64,
    _mm512_storeu_epi64, _mm512_ternarylogic_epi64, _mm512_test_epi64_mask,
    _mm512_testn_epi64_mask, _mm512_unpackhi_epi64, _mm512_unpacklo_epi64, _mm512_xor_si512,
};

use super::super::block::{BlockMask, BlockProbing, SlotCounts, WORDS};
use super::super::reading::{
    QuadrantPlacement, QuadrantPlacements, Reading, keep_off, pair_patterns, read_every,
};
use super::shapes::{assert_shape, by_shape, entries, entry_offset};

/// Runs `probing` with [`count_block`] and [`count_each`], the whole count compiled with these
/// instructions.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,avx512f,avx512vpopcntdq")]
pub(super) fn count_disjoint(probing: impl BlockProbing) -> u64 {
    probing.run(
        |table, chunk, probes| count_block(table, chunk, probes),
        |table, chunk, probes, counts, slots| count_each(table, chunk, probes, counts, slots),
    )
}

/// The portable `count_block` with a block's masks in one 512-bit register (the compiler, left
/// to itself, uses two 256-bit halves), for each shape of tables ([`by_shape`]).
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,avx512f,avx512vpopcntdq")]
pub(super) fn count_block(table: &[BlockMask], chunk: usize, probes: &[u64]) -> [u64; WORDS] {
    by_shape!(count_block_shaped, table, chunk, probes)
}

/// The portable `count_each` with a block's masks in one 512-bit register, for each shape of
/// tables ([`by_shape`]).
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,avx512f,avx512vpopcntdq")]
pub(super) fn count_each(
    table: &[BlockMask],
    chunk: usize,
    probes: &[u64],
    counts: Option<&mut [u32]>,
    slots: Option<&mut SlotCounts>,
) {
    by_shape!(count_each_shaped, table, chunk, probes, counts, slots);
}

/// The block's patterns in `table` (`CHUNKS` chunks of `WIDTH` bits) that share no bit with
/// `probe`: a look-up is one shift, one AND and one AND with the entry in memory.
///
/// # Safety
///
/// `table` holds `CHUNKS << WIDTH` entries (the callers assert it once, not for each probe),
/// unless `CHUNKS` is 0: then it has chunks of `chunk` bits, read at run time.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,avx512f,avx512vpopcntdq")]
#[inline]
unsafe fn disjoint<const CHUNKS: usize, const WIDTH: usize>(
    table: &[BlockMask],
    chunk: usize,
    probe: u64,
) -> __m512i {
    if CHUNKS == 0 {
        // SAFETY: an entry is 64 bytes on a 64-byte boundary.
        let load = |entry: &BlockMask| unsafe { _mm512_load_epi64(entry.0.as_ptr().cast()) };
        return entries(table, chunk, probe).fold(_mm512_set1_epi64(-1), |all, entry| {
            _mm512_and_si512(all, load(entry))
        });
    }
    debug_assert_eq!(table.len(), CHUNKS << WIDTH, "the tables' shape");
    let base = table.as_ptr().cast::<u8>();
    // SAFETY: every offset is below `CHUNKS << WIDTH` entries (a value below `1 << WIDTH`,
    // after `j < CHUNKS` chunks of them), so within `table` (of `CHUNKS << WIDTH` entries, as the caller promises),
    // on an entry's 64-byte boundary.
    let load = |j| unsafe { _mm512_load_epi64(base.add(entry_offset::<WIDTH>(probe, j)).cast()) };
    let mut disjoint = load(0);
    for j in 1..CHUNKS {
        disjoint = _mm512_and_si512(disjoint, load(j));
    }
    disjoint
}

/// [`count_block`] for `CHUNKS` chunks of `WIDTH` bits (any shape if 0).
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,avx512f,avx512vpopcntdq")]
fn count_block_shaped<const CHUNKS: usize, const WIDTH: usize>(
    table: &[BlockMask],
    chunk: usize,
    probes: &[u64],
) -> [u64; WORDS] {
    assert_shape::<CHUNKS, WIDTH>(table, chunk);
    let mut per_word = _mm512_setzero_si512();
    for &probe in probes {
        // SAFETY: the tables' shape is asserted at the top of this function.
        let disjoint = unsafe { disjoint::<CHUNKS, WIDTH>(table, chunk, probe) };
        per_word = _mm512_add_epi64(per_word, _mm512_popcnt_epi64(disjoint));
    }
    let mut sums = BlockMask::default();
    // SAFETY: a `BlockMask` is 64 bytes on a 64-byte boundary, the 64 bytes written.
    unsafe { _mm512_store_epi64(sums.0.as_mut_ptr().cast(), per_word) };
    sums.0
}

/// [`count_each`] for `CHUNKS` chunks of `WIDTH` bits (any shape if 0): if the probes are
/// counted, their popcounts added across the register eight at a time ([`add_popcounts`]); and
/// if the block's patterns are counted, sixteen probes' masks at a time added up in registers
/// by a tree of full adders (Harley and Seal's), one instruction each for the sum and the
/// carry, and only the sixteens added to `slots` in memory.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,avx512f,avx512vpopcntdq")]
fn count_each_shaped<const CHUNKS: usize, const WIDTH: usize>(
    table: &[BlockMask],
    chunk: usize,
    probes: &[u64],
    mut counts: Option<&mut [u32]>,
    slots: Option<&mut SlotCounts>,
) {
    assert_shape::<CHUNKS, WIDTH>(table, chunk);
    if let Some(counts) = &counts {
        assert_eq!(probes.len(), counts.len(), "a count for each probe");
    }
    // SAFETY: the tables' shape is asserted at the top of this function.
    let disjoint = |probe: u64| unsafe { disjoint::<CHUNKS, WIDTH>(table, chunk, probe) };
    let Some(slots) = slots else {
        // Neither counted: nothing to do.
        let Some(counts) = counts else { return };
        let (eights, rest) = probes.as_chunks::<8>();
        for (index, probes) in eights.iter().enumerate() {
            add_popcounts(&probes.map(disjoint), eight_from(counts, 8 * index));
        }
        let start = probes.len() - rest.len();
        for (index, &probe) in rest.iter().enumerate() {
            counts[start + index] += popcount(disjoint(probe));
        }
        return;
    };
    // The running sums of weight 1, 2, 4 and 8, for each pattern of the block, in registers
    // for the call.
    // SAFETY: a `BlockMask` is 64 bytes on a 64-byte boundary: the 64 bytes read or written.
    let load = |sum: &BlockMask| unsafe { _mm512_load_epi64(sum.0.as_ptr().cast()) };
    let [mut ones, mut twos, mut fours, mut eights] = slots.running.each_ref().map(load);
    let (sixteens, rest) = probes.as_chunks::<16>();
    for (index, probes) in sixteens.iter().enumerate() {
        let d = probes.map(disjoint);
        // In two eights of masks held by value (a slice of them went through memory).
        for half in 0..2 {
            if let Some(counts) = counts.as_deref_mut() {
                let masks = std::array::from_fn(|i| d[8 * half + i]);
                add_popcounts(&masks, eight_from(counts, 16 * index + 8 * half));
            }
        }
        // Four masks from `at` added to the ones: the two carries, of weight 2.
        let twos_of = |at: usize, ones: &mut __m512i| {
            let twos_a = full_add(ones, d[at], d[at + 1]);
            let twos_b = full_add(ones, d[at + 2], d[at + 3]);
            (twos_a, twos_b)
        };
        // Eight masks from `at` added to the ones and twos: the two carries, of weight 4.
        let fours_of = |at: usize, ones: &mut __m512i, twos: &mut __m512i| {
            let (a, b) = twos_of(at, ones);
            let fours_a = full_add(twos, a, b);
            let (a, b) = twos_of(at + 4, ones);
            let fours_b = full_add(twos, a, b);
            (fours_a, fours_b)
        };
        let (a, b) = fours_of(0, &mut ones, &mut twos);
        let eights_a = full_add(&mut fours, a, b);
        let (a, b) = fours_of(8, &mut ones, &mut twos);
        let eights_b = full_add(&mut fours, a, b);
        let carry = full_add(&mut eights, eights_a, eights_b);
        add_at(slots, 4, carry);
    }
    let start = probes.len() - rest.len();
    for (index, &probe) in rest.iter().enumerate() {
        let mut carry = disjoint(probe);
        if let Some(counts) = counts.as_deref_mut() {
            counts[start + index] += popcount(carry);
        }
        for sum in [&mut ones, &mut twos, &mut fours, &mut eights] {
            let both = _mm512_and_si512(*sum, carry);
            *sum = _mm512_xor_si512(*sum, carry);
            carry = both;
        }
        add_at(slots, 4, carry);
    }
    for (to, sum) in slots.running.iter_mut().zip([ones, twos, fours, eights]) {
        // SAFETY: as above.
        unsafe { _mm512_store_epi64(to.0.as_mut_ptr().cast(), sum) };
    }
}

/// Adds the bits of each of eight probes' masks to its count: the eight popcounts' words added
/// up across the register together, by three rounds of adding a register's two halves of pairs
/// of them (where adding each across on its own took three rounds each), then the eight sums
/// added to the counts in one register.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,avx512f,avx512vpopcntdq")]
#[inline]
fn add_popcounts(masks: &[__m512i; 8], counts: &mut [u32; 8]) {
    let popcounts = masks.map(|mask| _mm512_popcnt_epi64(mask));
    // Within each 128-bit lane, the two words of `x` beside the two of `y`: each pair's sum.
    let pairs = |x, y| _mm512_add_epi64(_mm512_unpacklo_epi64(x, y), _mm512_unpackhi_epi64(x, y));
    // The 128-bit lanes 0 and 2 of `x` then of `y`, added to lanes 1 and 3: each of their
    // pairs of lanes' sum.
    let lanes = |x, y| {
        _mm512_add_epi64(
            _mm512_shuffle_i64x2::<0b10_00_10_00>(x, y),
            _mm512_shuffle_i64x2::<0b11_01_11_01>(x, y),
        )
    };
    // Word j of lane i of `lanes(pairs(w0, w1), pairs(w2, w3))` is the sum of probe
    // `2 × ⌊i / 2⌋ + j`'s words in lanes `2 × (i mod 2)` and `2 × (i mod 2) + 1`
    // (probes 0 and 1 in lanes 0 and 1, 2 and 3 in lanes 2 and 3); the third round adds
    // lanes 0 and 1, and 2 and 3, of each: probe k's whole sum in word k.
    let sums = lanes(
        lanes(
            pairs(popcounts[0], popcounts[1]),
            pairs(popcounts[2], popcounts[3]),
        ),
        lanes(
            pairs(popcounts[4], popcounts[5]),
            pairs(popcounts[6], popcounts[7]),
        ),
    );
    #[expect(
        clippy::cast_ptr_alignment,
        reason = "read and written unaligned (`loadu`, `storeu`)"
    )]
    // SAFETY: `counts` is eight `u32`s, the 32 bytes read and written.
    unsafe {
        let at = counts.as_mut_ptr().cast::<__m256i>();
        let added = _mm256_add_epi32(_mm256_loadu_si256(at), _mm512_cvtepi64_epi32(sums));
        _mm256_storeu_si256(at, added);
    }
}

/// The patterns a block's mask holds, added across the register.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,avx512f,avx512vpopcntdq")]
#[inline]
fn popcount(mask: __m512i) -> u32 {
    _mm512_reduce_add_epi64(_mm512_popcnt_epi64(mask)) as u32
}

/// The eight counts from `start`.
fn eight_from(counts: &mut [u32], start: usize) -> &mut [u32; 8] {
    counts[start..]
        .first_chunk_mut()
        .expect("a count for each probe")
}

/// Adds `b` and `c` to `sum`, all of one weight: the sum's bits stay in `sum`, and the carry
/// (of twice the weight) is returned.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,avx512f,avx512vpopcntdq")]
#[inline]
fn full_add(sum: &mut __m512i, b: __m512i, c: __m512i) -> __m512i {
    let a = *sum;
    // Odd parity of the three, and their majority.
    *sum = _mm512_ternarylogic_epi64::<0x96>(a, b, c);
    _mm512_ternarylogic_epi64::<0xe8>(a, b, c)
}

/// [`SlotCounts::add_at`] for a mask in a register: nothing (not even a call) if it is empty,
/// as a left-over probe's carry nearly always is.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,avx512f,avx512vpopcntdq")]
#[inline]
fn add_at(slots: &mut SlotCounts, level: usize, mask: __m512i) {
    if _mm512_test_epi64_mask(mask, mask) != 0 {
        add_in_memory(slots, level, mask);
    }
}

/// [`add_at`]'s mask, stored to be added to the planes in memory.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,avx512f,avx512vpopcntdq")]
#[inline(never)]
fn add_in_memory(slots: &mut SlotCounts, level: usize, mask: __m512i) {
    let mut words = BlockMask::default();
    // SAFETY: a `BlockMask` is 64 bytes on a 64-byte boundary, the 64 bytes written.
    unsafe { _mm512_store_epi64(words.0.as_mut_ptr().cast(), mask) };
    slots.add_at(level, words.0);
}

/// The portable `pair_all` with [`pair_patterns`] eight pairs at a time.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,avx512f,avx512vpopcntdq")]
pub(super) fn pair_all(
    lefts: &QuadrantPlacements,
    rights: &QuadrantPlacements,
    out: &mut [u64],
) -> usize {
    super::super::reading::pair_all(lefts, rights, out, |left, rights, out| {
        pair_patterns_eight(left, rights, out)
    })
}

/// The portable `read_placements`, with those off the middle queen's diagonals kept eight at
/// a time, as in [`pair_patterns_eight`]; the bits of every word turned over by GFNI.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,avx512f,avx512vpopcntdq,avx512bw,gfni")]
pub(super) fn read_placements(words: &[u64], reading: Reading, out: &mut QuadrantPlacements) {
    read_every(words, reading, out);
    if reading.middle == 0 {
        return;
    }
    let middle = _mm512_set1_epi64(reading.middle.cast_signed());
    let (words, patterns) = (&mut out.words, &mut out.patterns);
    assert!(patterns.len() == words.len());
    let eights_end = words.len() / 8 * 8;
    let mut kept = 0;
    for start in (0..eights_end).step_by(8) {
        // SAFETY: `start + 8 <= eights_end <= words.len() == patterns.len()`: the eight read are
        // theirs.
        let (word, pattern) = unsafe {
            (
                _mm512_loadu_epi64(words.as_ptr().add(start).cast()),
                _mm512_loadu_epi64(patterns.as_ptr().add(start).cast()),
            )
        };
        let off = _mm512_testn_epi64_mask(word, middle);
        // SAFETY: `kept <= start`, so the eight written, `kept..kept + 8`, are within
        // `..start + 8 <= words.len() == patterns.len()`, and those past `start` were read
        // just above.
        unsafe {
            _mm512_storeu_epi64(
                words.as_mut_ptr().add(kept).cast(),
                _mm512_maskz_compress_epi64(off, word),
            );
            _mm512_storeu_epi64(
                patterns.as_mut_ptr().add(kept).cast(),
                _mm512_maskz_compress_epi64(off, pattern),
            );
        }
        kept += off.count_ones() as usize;
    }
    keep_off(reading.middle, out, kept, eights_end);
}

/// [`pair_patterns`] eight pairs at a time: the patterns of those that fit gathered at the
/// front of a register (in it, not in memory: AMD's Zen 4 stores a gathering slowly), and all
/// eight written.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,avx512f,avx512vpopcntdq")]
fn pair_patterns_eight(
    left: QuadrantPlacement,
    rights: &QuadrantPlacements,
    out: &mut [u64],
) -> usize {
    let (words, patterns) = (&rights.words, &rights.patterns);
    assert!(patterns.len() == words.len() && out.len() >= words.len());
    let left_word = _mm512_set1_epi64(left.word.cast_signed());
    let left_pattern = _mm512_set1_epi64(left.pattern.cast_signed());
    let mut kept = 0;
    let eights_end = words.len() / 8 * 8;
    for start in (0..eights_end).step_by(8) {
        // SAFETY: `start + 8 <= eights_end <= words.len() == patterns.len()`: the eight read are
        // theirs.
        let (word, pattern) = unsafe {
            (
                _mm512_loadu_epi64(words.as_ptr().add(start).cast()),
                _mm512_loadu_epi64(patterns.as_ptr().add(start).cast()),
            )
        };
        let fits = _mm512_testn_epi64_mask(word, left_word);
        let kept_patterns =
            _mm512_maskz_compress_epi64(fits, _mm512_or_si512(pattern, left_pattern));
        // SAFETY: `kept <= start`, so the eight written, `kept..kept + 8`, are within
        // `..start + 8 <= words.len() <= out.len()`.
        unsafe { _mm512_storeu_epi64(out.as_mut_ptr().add(kept).cast(), kept_patterns) };
        kept += fits.count_ones() as usize;
    }
    kept + pair_patterns(
        left,
        &words[eights_end..],
        &patterns[eights_end..],
        &mut out[kept..],
    )
}
