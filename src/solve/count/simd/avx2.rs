//! The matcher's probes with AVX2, BMI, POPCNT and LZCNT (x86-64-v3): a block's masks in two
//! 256-bit registers, one AND each a chunk; their bits summed over the probes by table look-ups
//! in the registers themselves (AVX2 has no vector popcount), or each probe's by the CPU's
//! POPCNT a word at a time.

use std::arch::x86_64::{
    __m256i, _mm256_add_epi8, _mm256_add_epi64, _mm256_and_si256, _mm256_load_si256,
    _mm256_or_si256, _mm256_sad_epu8, _mm256_set1_epi8, _mm256_setr_epi8, _mm256_setzero_si256,
    _mm256_shuffle_epi8, _mm256_srli_epi16, _mm256_store_si256, _mm256_storeu_si256,
    _mm256_testz_si256, _mm256_xor_si256,
};

use super::super::block::{BlockMask, BlockProbing, SlotCounts, WORDS};
use super::shapes::{assert_shape, by_shape, entries, entry_offset};

/// Runs `probing` with [`count_block`] and [`count_each`], the whole count compiled with these
/// instructions.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
pub(super) fn count_disjoint(probing: impl BlockProbing) -> u64 {
    probing.run(
        |table, chunk, probes| count_block(table, chunk, probes),
        |table, chunk, probes, counts, slots| count_each(table, chunk, probes, counts, slots),
    )
}

/// The portable `count_block` with a block's masks in two 256-bit registers, for each shape of
/// tables ([`by_shape`]).
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
pub(super) fn count_block(table: &[BlockMask], chunk: usize, probes: &[u64]) -> [u64; WORDS] {
    by_shape!(count_block_shaped, table, chunk, probes)
}

/// The portable `count_each` with a block's masks in two 256-bit registers, for each shape of
/// tables ([`by_shape`]).
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
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
/// `probe`, in two halves.
///
/// # Safety
///
/// `table` holds `CHUNKS << WIDTH` entries (the callers assert it once, not for each probe),
/// unless `CHUNKS` is 0: then it has chunks of `chunk` bits, read at run time.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
#[inline]
unsafe fn disjoint<const CHUNKS: usize, const WIDTH: usize>(
    table: &[BlockMask],
    chunk: usize,
    probe: u64,
) -> (__m256i, __m256i) {
    if CHUNKS == 0 {
        // SAFETY: an entry's two halves are 32 bytes each, on 32-byte boundaries.
        let load = |entry: &BlockMask, half: usize| unsafe {
            _mm256_load_si256(entry.0.as_ptr().add(4 * half).cast())
        };
        let all = _mm256_set1_epi8(-1);
        return entries(table, chunk, probe).fold((all, all), |(low, high), entry| {
            (
                _mm256_and_si256(low, load(entry, 0)),
                _mm256_and_si256(high, load(entry, 1)),
            )
        });
    }
    debug_assert_eq!(table.len(), CHUNKS << WIDTH, "the tables' shape");
    let base = table.as_ptr().cast::<u8>();
    // SAFETY: every offset is below `CHUNKS << WIDTH` entries (a value below `1 << WIDTH`, after
    // `j < CHUNKS` chunks of them), so within `table` (of `CHUNKS << WIDTH` entries, as the caller promises); an
    // entry's two halves are 32 bytes each, on 32-byte boundaries.
    let load = |j, half: usize| unsafe {
        _mm256_load_si256(base.add(entry_offset::<WIDTH>(probe, j) + 32 * half).cast())
    };
    let (mut low, mut high) = (load(0, 0), load(0, 1));
    for j in 1..CHUNKS {
        low = _mm256_and_si256(low, load(j, 0));
        high = _mm256_and_si256(high, load(j, 1));
    }
    (low, high)
}

/// Each byte's bits counted by two look-ups of a nibble's count in a byte shuffle (Muła's
/// method).
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
#[inline]
fn count_bytes(masks: __m256i) -> __m256i {
    #[rustfmt::skip]
    let nibble_counts = _mm256_setr_epi8(
        0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
        0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
    );
    let low_nibbles = _mm256_set1_epi8(0x0f);
    let low = _mm256_and_si256(masks, low_nibbles);
    let high = _mm256_and_si256(_mm256_srli_epi16(masks, 4), low_nibbles);
    _mm256_add_epi8(
        _mm256_shuffle_epi8(nibble_counts, low),
        _mm256_shuffle_epi8(nibble_counts, high),
    )
}

/// [`count_block`] for `CHUNKS` chunks of `WIDTH` bits (any shape if 0): the bytes' counts ([`count_bytes`])
/// added up into words only every few probes. The sums come back per quarter of the masks,
/// not per word: the caller adds them all up.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
fn count_block_shaped<const CHUNKS: usize, const WIDTH: usize>(
    table: &[BlockMask],
    chunk: usize,
    probes: &[u64],
) -> [u64; WORDS] {
    // A probe adds at most 16 to a byte's count (8 bits from each half of the masks), so 15
    // probes fit in a byte.
    const PROBES_A_BYTE: usize = 15;
    assert_shape::<CHUNKS, WIDTH>(table, chunk);
    let mut sums = _mm256_setzero_si256();
    for batch in probes.chunks(PROBES_A_BYTE) {
        let mut bytes = _mm256_setzero_si256();
        for &probe in batch {
            // SAFETY: the tables' shape is asserted at the top of this function.
            let (low, high) = unsafe { disjoint::<CHUNKS, WIDTH>(table, chunk, probe) };
            bytes = _mm256_add_epi8(bytes, _mm256_add_epi8(count_bytes(low), count_bytes(high)));
        }
        sums = _mm256_add_epi64(sums, _mm256_sad_epu8(bytes, _mm256_setzero_si256()));
    }
    let mut quarters = [0u64; WORDS];
    // SAFETY: the first 32 of `quarters`' 64 bytes written.
    unsafe { _mm256_storeu_si256(quarters.as_mut_ptr().cast(), sums) };
    quarters
}

/// A block's masks in two registers.
type Masks = [__m256i; 2];

/// [`count_each`] for `CHUNKS` chunks of `WIDTH` bits (any shape if 0): if the probes are
/// counted, each probe's masks counted by the CPU's popcount, a word at a time; and if the
/// block's patterns are counted, sixteen probes' masks at a time added up in registers by a
/// tree of full adders (Harley and Seal's), and only the sixteens added to `slots` in memory.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
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
    // Probe `i`'s mask, added to its count if there are counts.
    let mut mask = |i: usize| -> Masks {
        // SAFETY: the tables' shape is asserted at the top of this function.
        let (low, high) = unsafe { disjoint::<CHUNKS, WIDTH>(table, chunk, probes[i]) };
        if let Some(counts) = counts.as_deref_mut() {
            let mut words = [0u64; WORDS];
            // SAFETY: the 64 bytes of `words` written, 32 by each store.
            unsafe {
                _mm256_storeu_si256(words.as_mut_ptr().cast(), low);
                _mm256_storeu_si256(words.as_mut_ptr().add(4).cast(), high);
            }
            counts[i] += words.iter().map(|word| word.count_ones()).sum::<u32>();
        }
        [low, high]
    };
    let Some(slots) = slots else {
        for i in 0..probes.len() {
            mask(i);
        }
        return;
    };
    // The running sums of weight 1, 2, 4 and 8, for each pattern of the block, in registers
    // for the call.
    // SAFETY: a `BlockMask` is 64 bytes on a 64-byte boundary: two halves of 32 bytes read.
    let load = |sum: &BlockMask| -> Masks {
        let base = sum.0.as_ptr();
        unsafe {
            [
                _mm256_load_si256(base.cast()),
                _mm256_load_si256(base.add(4).cast()),
            ]
        }
    };
    let [mut ones, mut twos, mut fours, mut eights] = slots.running.each_ref().map(load);
    let sixteens_end = probes.len() / 16 * 16;
    for start in (0..sixteens_end).step_by(16) {
        let d: [Masks; 16] = std::array::from_fn(|i| mask(start + i));
        // Four masks from `at` added to the ones: the two carries, of weight 2.
        let twos_of = |at: usize, ones: &mut Masks| {
            let first = full_add(ones, d[at], d[at + 1]);
            (first, full_add(ones, d[at + 2], d[at + 3]))
        };
        // Eight masks from `at` added to the ones and twos: the two carries, of weight 4.
        let fours_of = |at: usize, ones: &mut Masks, twos: &mut Masks| {
            let (a, b) = twos_of(at, ones);
            let first = full_add(twos, a, b);
            let (a, b) = twos_of(at + 4, ones);
            (first, full_add(twos, a, b))
        };
        let (a, b) = fours_of(0, &mut ones, &mut twos);
        let eights_a = full_add(&mut fours, a, b);
        let (a, b) = fours_of(8, &mut ones, &mut twos);
        let eights_b = full_add(&mut fours, a, b);
        let sixteens = full_add(&mut eights, eights_a, eights_b);
        add_at(slots, 4, sixteens);
    }
    for i in sixteens_end..probes.len() {
        let mut carry = mask(i);
        for sum in [&mut ones, &mut twos, &mut fours, &mut eights] {
            let both: Masks = std::array::from_fn(|half| _mm256_and_si256(sum[half], carry[half]));
            *sum = std::array::from_fn(|half| _mm256_xor_si256(sum[half], carry[half]));
            carry = both;
        }
        add_at(slots, 4, carry);
    }
    for (to, sum) in slots.running.iter_mut().zip([ones, twos, fours, eights]) {
        let base = to.0.as_mut_ptr();
        // SAFETY: as above, two halves of 32 bytes written.
        unsafe {
            _mm256_store_si256(base.cast(), sum[0]);
            _mm256_store_si256(base.add(4).cast(), sum[1]);
        }
    }
}

/// Adds `b` and `c` to `sum`, all of one weight: the sum's bits stay in `sum`, and the carry
/// (of twice the weight) is returned.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
#[inline]
fn full_add(sum: &mut Masks, b: Masks, c: Masks) -> Masks {
    std::array::from_fn(|half| {
        let a = sum[half];
        let either = _mm256_xor_si256(a, b[half]);
        sum[half] = _mm256_xor_si256(either, c[half]);
        _mm256_or_si256(
            _mm256_and_si256(a, b[half]),
            _mm256_and_si256(c[half], either),
        )
    })
}

/// [`SlotCounts::add_at`] for masks in registers: nothing (not even a call) if they are empty,
/// as a left-over probe's carry nearly always is.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
#[inline]
fn add_at(slots: &mut SlotCounts, level: usize, masks: Masks) {
    let either = _mm256_or_si256(masks[0], masks[1]);
    if _mm256_testz_si256(either, either) == 0 {
        add_in_memory(slots, level, masks);
    }
}

/// [`add_at`]'s masks, stored to be added to the planes in memory.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
#[inline(never)]
fn add_in_memory(slots: &mut SlotCounts, level: usize, masks: Masks) {
    let mut words = [0u64; WORDS];
    // SAFETY: the 64 bytes of `words` written, 32 by each store.
    unsafe {
        _mm256_storeu_si256(words.as_mut_ptr().cast(), masks[0]);
        _mm256_storeu_si256(words.as_mut_ptr().add(4).cast(), masks[1]);
    }
    slots.add_at(level, words);
}
