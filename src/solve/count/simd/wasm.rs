//! The matcher's probes with WebAssembly's 128-bit vectors (`simd128`, in every browser since
//! 2023): a block's masks in four registers, one AND each a chunk, each byte's bits counted by
//! `i8x16.popcnt`, and the bytes added up into words every few probes. Reading and pairing
//! quadrant placements stay portable: their lists are short, and reading two at a time in
//! vectors (bits turned over by byte shuffles) gained nothing measurable.

use std::arch::wasm32::{
    u8x16_add, u8x16_popcnt, u8x16_splat, u16x8_extadd_pairwise_u8x16, u32x4_extadd_pairwise_u16x8,
    u32x4_extract_lane, u64x2, u64x2_add, u64x2_extend_high_u32x4, u64x2_extend_low_u32x4,
    u64x2_extract_lane, u64x2_splat, v128, v128_and, v128_bitselect, v128_load, v128_xor,
};

use super::super::block::{BlockMask, Masks, SlotCounts, WORDS, count_each_with};
use super::shapes::{assert_shape, by_shape, entries, entry_offset};

/// The registers of a block's masks: four.
const QUARTERS: usize = size_of::<BlockMask>() / size_of::<v128>();
const _: () = assert!(QUARTERS * size_of::<v128>() == size_of::<BlockMask>());

/// The portable `count_block` with a block's masks in four 128-bit registers, for each shape of
/// tables ([`by_shape`]).
pub(super) fn count_block(table: &[BlockMask], chunk: usize, probes: &[u64]) -> [u64; WORDS] {
    by_shape!(count_block_shaped, table, chunk, probes)
}

/// The portable `count_each` with a block's masks in four 128-bit registers, for each shape of
/// tables ([`by_shape`]).
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
/// `probe`, in four registers.
///
/// # Safety
///
/// `table` holds `CHUNKS << WIDTH` entries (the callers assert it once, not for each probe),
/// unless `CHUNKS` is 0: then it has chunks of `chunk` bits, read at run time.
#[inline]
unsafe fn disjoint<const CHUNKS: usize, const WIDTH: usize>(
    table: &[BlockMask],
    chunk: usize,
    probe: u64,
) -> [v128; QUARTERS] {
    if CHUNKS == 0 {
        // SAFETY: an entry's `QUARTERS` registers of 16 bytes are the whole entry.
        let load = |entry: &BlockMask, quarter: usize| unsafe {
            v128_load(entry.0.as_ptr().add(2 * quarter).cast::<v128>())
        };
        return entries(table, chunk, probe).fold([u64x2_splat(!0); QUARTERS], |masks, entry| {
            std::array::from_fn(|quarter| v128_and(masks[quarter], load(entry, quarter)))
        });
    }
    debug_assert_eq!(table.len(), CHUNKS << WIDTH, "the tables' shape");
    let base = table.as_ptr().cast::<u8>();
    // SAFETY: every offset is below `CHUNKS << WIDTH` entries (a value below `1 << WIDTH`,
    // after `j < CHUNKS` chunks of them), so within `table` (of `CHUNKS << WIDTH` entries, as the caller promises),
    // and an entry's `QUARTERS` registers of 16 bytes are the whole entry (WebAssembly's
    // loads need no alignment).
    let load = |j, quarter: usize| unsafe {
        v128_load(
            base.add(entry_offset::<WIDTH>(probe, j) + size_of::<v128>() * quarter)
                .cast::<v128>(),
        )
    };
    let mut masks: [v128; QUARTERS] = std::array::from_fn(|quarter| load(0, quarter));
    for j in 1..CHUNKS {
        for (quarter, mask) in masks.iter_mut().enumerate() {
            *mask = v128_and(*mask, load(j, quarter));
        }
    }
    masks
}

/// Each byte's bits of `masks`, added up byte by byte (at most 32 each).
#[inline]
fn count_bytes(masks: [v128; QUARTERS]) -> v128 {
    masks.into_iter().fold(u8x16_splat(0), |bytes, mask| {
        u8x16_add(bytes, u8x16_popcnt(mask))
    })
}

/// [`count_block`] for `CHUNKS` chunks of `WIDTH` bits (any shape if 0). The sums come back in the first two
/// words, not per word: the caller adds them all up.
fn count_block_shaped<const CHUNKS: usize, const WIDTH: usize>(
    table: &[BlockMask],
    chunk: usize,
    probes: &[u64],
) -> [u64; WORDS] {
    // A probe adds at most 32 to a byte's count (8 bits from each quarter of the masks), so 7
    // probes fit in a byte.
    const PROBES_A_BYTE: usize = u8::MAX as usize / (8 * QUARTERS);
    assert_shape::<CHUNKS, WIDTH>(table, chunk);
    let mut sums = u64x2_splat(0);
    for batch in probes.chunks(PROBES_A_BYTE) {
        let mut bytes = u8x16_splat(0);
        for &probe in batch {
            // SAFETY: the tables' shape is asserted at the top of this function.
            let masks = unsafe { disjoint::<CHUNKS, WIDTH>(table, chunk, probe) };
            bytes = u8x16_add(bytes, count_bytes(masks));
        }
        let words = u32x4_extadd_pairwise_u16x8(u16x8_extadd_pairwise_u8x16(bytes));
        sums = u64x2_add(
            sums,
            u64x2_add(
                u64x2_extend_low_u32x4(words),
                u64x2_extend_high_u32x4(words),
            ),
        );
    }
    let mut halves = [0u64; WORDS];
    halves[0] = u64x2_extract_lane::<0>(sums);
    halves[1] = u64x2_extract_lane::<1>(sums);
    halves
}

/// [`count_each`] for `CHUNKS` chunks of `WIDTH` bits (any shape if 0): if the probes are
/// counted, each probe's bytes' counts added up pairwise, then across the register.
fn count_each_shaped<const CHUNKS: usize, const WIDTH: usize>(
    table: &[BlockMask],
    chunk: usize,
    probes: &[u64],
    counts: Option<&mut [u32]>,
    slots: Option<&mut SlotCounts>,
) {
    assert_shape::<CHUNKS, WIDTH>(table, chunk);
    count_each_with(
        probes,
        (counts, slots),
        // SAFETY: the tables' shape is asserted at the top of this function.
        |probe| unsafe { disjoint::<CHUNKS, WIDTH>(table, chunk, probe) },
        |masks| {
            let words =
                u32x4_extadd_pairwise_u16x8(u16x8_extadd_pairwise_u8x16(count_bytes(masks)));
            u32x4_extract_lane::<0>(words)
                + u32x4_extract_lane::<1>(words)
                + u32x4_extract_lane::<2>(words)
                + u32x4_extract_lane::<3>(words)
        },
    );
}

/// A block's masks in four registers: the full adders three instructions a register (the
/// majority of three bits is a bit select by whether the first two differ).
impl Masks for [v128; QUARTERS] {
    fn load(from: &BlockMask) -> Self {
        std::array::from_fn(|quarter| u64x2(from.0[2 * quarter], from.0[2 * quarter + 1]))
    }

    fn store(self, to: &mut BlockMask) {
        for (words, quarter) in to.0.chunks_exact_mut(2).zip(self) {
            words[0] = u64x2_extract_lane::<0>(quarter);
            words[1] = u64x2_extract_lane::<1>(quarter);
        }
    }

    #[inline]
    fn full_add(sum: &mut Self, b: Self, c: Self) -> Self {
        std::array::from_fn(|quarter| {
            let a = sum[quarter];
            let either = v128_xor(a, b[quarter]);
            sum[quarter] = v128_xor(either, c[quarter]);
            v128_bitselect(c[quarter], a, either)
        })
    }

    #[inline]
    fn half_add(sum: &mut Self, b: Self) -> Self {
        std::array::from_fn(|quarter| {
            let carry = v128_and(sum[quarter], b[quarter]);
            sum[quarter] = v128_xor(sum[quarter], b[quarter]);
            carry
        })
    }
}
