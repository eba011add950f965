//! Runs the counter's hot loops, the [`Matcher`](super::matcher::Matcher)'s probes and the
//! reading and pairing of quadrant placements, in the version the CPU runs best: compiled for
//! any x86-64 CPU; with AVX2, BMI and POPCNT, which every x86-64 CPU since 2013 has and which
//! make the probes about twice as fast (256-bit ANDs, and popcounts by table look-up in vector
//! registers); and with AVX-512, where a block's lanes are one register, eight placements are
//! read at once (their bits turned over by GFNI) and eight pairs written at once. Calling the
//! newer ones needs `unsafe`: the CPU must have their features, which is checked here, once.
//! This is the one module of the crate allowed `unsafe`.
#![allow(unsafe_code)]

#[cfg(target_arch = "x86_64")]
use super::matcher::{Lanes, WORDS};
use super::matcher::{Matcher, count_block};
use super::reading::{
    Placement, Placements, Reading, keep_off, pair_all, pair_patterns, read_every, read_placements,
};

/// Whether the CPU has the features of the `_v3` functions: asked of the CPU once, then remembered.
#[cfg(target_arch = "x86_64")]
fn has_x86_64_v3() -> bool {
    static HAS: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *HAS.get_or_init(|| {
        std::arch::is_x86_feature_detected!("avx2")
            && std::arch::is_x86_feature_detected!("bmi1")
            && std::arch::is_x86_feature_detected!("bmi2")
            && std::arch::is_x86_feature_detected!("popcnt")
            && std::arch::is_x86_feature_detected!("lzcnt")
    })
}

/// Whether the CPU has the features of the `_v4` functions: those of `_v3`, and AVX-512 with its
/// popcount, byte shuffles and bit-reversing affine transform (GFNI): Intel from Ice Lake, AMD
/// from Zen 4.
#[cfg(target_arch = "x86_64")]
fn has_avx512_popcount() -> bool {
    static HAS: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *HAS.get_or_init(|| {
        has_x86_64_v3()
            && std::arch::is_x86_feature_detected!("avx512f")
            && std::arch::is_x86_feature_detected!("avx512vpopcntdq")
            && std::arch::is_x86_feature_detected!("avx512bw")
            && std::arch::is_x86_feature_detected!("gfni")
    })
}

/// [`Matcher::count_disjoint`](super::matcher::Matcher::count_disjoint), in the version for
/// this CPU.
pub(super) fn count_disjoint_best(
    matcher: &mut Matcher,
    stored: &[u64],
    probes: &[u64],
    long: u64,
) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if has_avx512_popcount() {
        // SAFETY: the CPU has every feature `count_disjoint_v4` is compiled for (checked just
        // above).
        return unsafe { count_disjoint_v4(matcher, stored, probes, long) };
    }
    #[cfg(target_arch = "x86_64")]
    if has_x86_64_v3() {
        // SAFETY: the CPU has every feature `count_disjoint_v3` is compiled for (checked just
        // above).
        return unsafe { count_disjoint_v3(matcher, stored, probes, long) };
    }
    matcher.count_disjoint_with(stored, probes, long, count_block)
}

/// [`pair_all`](super::reading::pair_all), in the version for this CPU.
pub(super) fn pair_all_best(lefts: &Placements, rights: &Placements, out: &mut [u64]) -> usize {
    #[cfg(target_arch = "x86_64")]
    if has_avx512_popcount() {
        // SAFETY: the CPU has every feature `pair_all_v4` is compiled for (checked just above).
        return unsafe { pair_all_v4(lefts, rights, out) };
    }
    pair_all(lefts, rights, out, |left, rights, out| {
        pair_patterns(left, &rights.words, &rights.patterns, out)
    })
}

/// [`read_placements`](super::reading::read_placements), in the version for this CPU.
pub(super) fn read_placements_best(words: &[u64], reading: Reading, out: &mut Placements) {
    #[cfg(target_arch = "x86_64")]
    if has_avx512_popcount() {
        // SAFETY: the CPU has every feature `read_placements_v4` is compiled for (checked just
        // above).
        return unsafe { read_placements_v4(words, reading, out) };
    }
    read_placements(words, reading, out);
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,avx512f,avx512vpopcntdq")]
fn pair_all_v4(lefts: &Placements, rights: &Placements, out: &mut [u64]) -> usize {
    pair_all(lefts, rights, out, |left, rights, out| {
        pair_patterns_v4(left, rights, out)
    })
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,avx512f,avx512vpopcntdq,avx512bw,gfni")]
fn read_placements_v4(words: &[u64], reading: Reading, out: &mut Placements) {
    use std::arch::x86_64::{
        _mm512_loadu_epi64, _mm512_maskz_compress_epi64, _mm512_set1_epi64, _mm512_storeu_epi64,
        _mm512_testn_epi64_mask,
    };
    read_every(words, reading, out);
    if reading.middle == 0 {
        return;
    }
    // Those off the middle queen's diagonals gathered eight at a time, as in `pair_patterns_v4`.
    let middle = _mm512_set1_epi64(reading.middle.cast_signed());
    let (words, patterns) = (&mut out.words, &mut out.patterns);
    assert!(patterns.len() == words.len());
    let whole = words.len() / 8 * 8;
    let mut kept = 0;
    for start in (0..whole).step_by(8) {
        // SAFETY: `start + 8 <= whole <= words.len() == patterns.len()`: the eight read are
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
    keep_off(reading.middle, out, kept, whole);
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
fn count_disjoint_v3(matcher: &mut Matcher, stored: &[u64], probes: &[u64], long: u64) -> u64 {
    matcher.count_disjoint_with(stored, probes, long, |table, chunk, probes| {
        count_block_v3(table, chunk, probes)
    })
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,avx512f,avx512vpopcntdq")]
fn count_disjoint_v4(matcher: &mut Matcher, stored: &[u64], probes: &[u64], long: u64) -> u64 {
    matcher.count_disjoint_with(stored, probes, long, |table, chunk, probes| {
        count_block_v4(table, chunk, probes)
    })
}

/// `$shaped::<CHUNKS, WIDTH>($table, $probes)` for the shapes of tables the matcher plans (2 to
/// 6 chunks of 4 to 8 bits), so that the chunks are unrolled and their width is a constant;
/// [`count_block`] for any other.
#[cfg(target_arch = "x86_64")]
macro_rules! by_shape {
    ($shaped:ident, $table:expr, $chunk:expr, $probes:expr) => {
        by_shape!(@arms $shaped, $table, $chunk, $probes;
            (2, 4), (2, 5), (2, 6), (2, 7), (2, 8),
            (3, 4), (3, 5), (3, 6), (3, 7), (3, 8),
            (4, 4), (4, 5), (4, 6), (4, 7), (4, 8),
            (5, 4), (5, 5), (5, 6), (5, 7), (5, 8),
            (6, 4), (6, 5), (6, 6), (6, 7), (6, 8))
    };
    (@arms $shaped:ident, $table:expr, $chunk:expr, $probes:expr;
        $(($chunks:literal, $width:literal)),*) => {
        match ($table.len() >> $chunk, $chunk) {
            $(($chunks, $width) => $shaped::<$chunks, $width>($table, $probes),)*
            _ => count_block($table, $chunk, $probes),
        }
    };
}

/// Where chunk `j` of a probe finds its entry in tables of `WIDTH`-bit chunks, in bytes from
/// their start: the chunk's value times an entry's bytes, after the chunks before it. With
/// `WIDTH` a constant it is one shift and one AND of the probe, and an addition the load
/// takes in its address.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn entry_offset<const WIDTH: usize>(probe: u64, j: usize) -> usize {
    const ENTRY: usize = size_of::<Lanes>().trailing_zeros() as usize;
    let value = if j * WIDTH >= ENTRY {
        probe >> (j * WIDTH - ENTRY)
    } else {
        probe << (ENTRY - j * WIDTH)
    };
    (value as usize & ((1 << WIDTH) - 1) << ENTRY) + (j << WIDTH << ENTRY)
}

/// [`count_block`] with a block's lanes in two 256-bit registers, for each shape of tables
/// ([`by_shape`]).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
fn count_block_v3(table: &[Lanes], chunk: usize, probes: &[u64]) -> [u64; WORDS] {
    by_shape!(count_block_shaped_v3, table, chunk, probes)
}

/// [`count_block_v3`] for `CHUNKS` chunks of `WIDTH` bits. AVX2 has no popcount of its own:
/// each byte's bits are counted by two look-ups of a nibble's count in a byte shuffle (Muła's
/// method), and the bytes' counts added up into words only every few probes. The sums come
/// back per quarter of the lanes, not per word: the caller adds them all up.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
fn count_block_shaped_v3<const CHUNKS: usize, const WIDTH: usize>(
    table: &[Lanes],
    probes: &[u64],
) -> [u64; WORDS] {
    use std::arch::x86_64::{
        __m256i, _mm256_add_epi8, _mm256_add_epi64, _mm256_and_si256, _mm256_load_si256,
        _mm256_sad_epu8, _mm256_set1_epi8, _mm256_setr_epi8, _mm256_setzero_si256,
        _mm256_shuffle_epi8, _mm256_srli_epi16, _mm256_storeu_si256,
    };
    // A probe adds at most 16 to a byte's count (8 bits from each half of the lanes), so 15
    // probes fit in a byte.
    const PROBES_A_BYTE: usize = 15;
    assert_eq!(table.len(), CHUNKS << WIDTH, "the tables' shape");
    let base = table.as_ptr().cast::<u8>();
    #[rustfmt::skip]
    let nibble_counts = _mm256_setr_epi8(
        0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
        0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
    );
    let low_nibbles = _mm256_set1_epi8(0x0f);
    let count_bytes = |lanes: __m256i| {
        let low = _mm256_and_si256(lanes, low_nibbles);
        let high = _mm256_and_si256(_mm256_srli_epi16(lanes, 4), low_nibbles);
        _mm256_add_epi8(
            _mm256_shuffle_epi8(nibble_counts, low),
            _mm256_shuffle_epi8(nibble_counts, high),
        )
    };
    let mut sums = _mm256_setzero_si256();
    for some in probes.chunks(PROBES_A_BYTE) {
        let mut bytes = _mm256_setzero_si256();
        for &probe in some {
            // SAFETY: as in `count_block_shaped_v4`, every entry is within `table`; its two
            // halves are 32 bytes each on 32-byte boundaries.
            let load = |j, half: usize| unsafe {
                _mm256_load_si256(base.add(entry_offset::<WIDTH>(probe, j) + 32 * half).cast())
            };
            let (mut low, mut high) = (load(0, 0), load(0, 1));
            for j in 1..CHUNKS {
                low = _mm256_and_si256(low, load(j, 0));
                high = _mm256_and_si256(high, load(j, 1));
            }
            bytes = _mm256_add_epi8(bytes, _mm256_add_epi8(count_bytes(low), count_bytes(high)));
        }
        sums = _mm256_add_epi64(sums, _mm256_sad_epu8(bytes, _mm256_setzero_si256()));
    }
    let mut quarters = [0u64; WORDS];
    // SAFETY: the first 32 of `quarters`' 64 bytes written.
    unsafe { _mm256_storeu_si256(quarters.as_mut_ptr().cast(), sums) };
    quarters
}

/// [`count_block`] with a block's lanes in one 512-bit register: one AND a chunk and one
/// popcount a probe (the compiler, left to itself, uses two 256-bit halves), for each shape of
/// tables ([`by_shape`]).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,avx512f,avx512vpopcntdq")]
fn count_block_v4(table: &[Lanes], chunk: usize, probes: &[u64]) -> [u64; WORDS] {
    by_shape!(count_block_shaped_v4, table, chunk, probes)
}

/// [`count_block_v4`] for `CHUNKS` chunks of `WIDTH` bits: a look-up is one shift, one AND and
/// one AND with the entry in memory.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,avx512f,avx512vpopcntdq")]
fn count_block_shaped_v4<const CHUNKS: usize, const WIDTH: usize>(
    table: &[Lanes],
    probes: &[u64],
) -> [u64; WORDS] {
    use std::arch::x86_64::{
        _mm512_add_epi64, _mm512_and_si512, _mm512_load_epi64, _mm512_popcnt_epi64,
        _mm512_setzero_si512, _mm512_store_epi64,
    };
    assert_eq!(table.len(), CHUNKS << WIDTH, "the tables' shape");
    let base = table.as_ptr().cast::<u8>();
    let mut per_word = _mm512_setzero_si512();
    for &probe in probes {
        // SAFETY: every offset is below `CHUNKS << WIDTH` entries (a value below
        // `1 << WIDTH`, after `j < CHUNKS` chunks of them), so within `table`, on an entry's
        // 64-byte boundary.
        let load =
            |j| unsafe { _mm512_load_epi64(base.add(entry_offset::<WIDTH>(probe, j)).cast()) };
        let mut lanes = load(0);
        for j in 1..CHUNKS {
            lanes = _mm512_and_si512(lanes, load(j));
        }
        per_word = _mm512_add_epi64(per_word, _mm512_popcnt_epi64(lanes));
    }
    let mut sums = Lanes::default();
    // SAFETY: `Lanes` is 64 bytes on a 64-byte boundary, the 64 bytes written.
    unsafe { _mm512_store_epi64(sums.0.as_mut_ptr().cast(), per_word) };
    sums.0
}

/// [`Matcher::count_disjoint`](super::matcher::Matcher::count_disjoint) by every version this
/// CPU can run, by name, for the tests to check each.
#[cfg(test)]
pub(super) fn every_version(
    matcher: &mut Matcher,
    stored: &[u64],
    probes: &[u64],
    long: u64,
) -> Vec<(&'static str, u64)> {
    let mut found = vec![(
        "portable",
        matcher.count_disjoint_with(stored, probes, long, count_block),
    )];
    #[cfg(target_arch = "x86_64")]
    if has_x86_64_v3() {
        // SAFETY: checked just above, as in `count_disjoint_best`.
        found.push(("x86-64-v3", unsafe {
            count_disjoint_v3(matcher, stored, probes, long)
        }));
    }
    #[cfg(target_arch = "x86_64")]
    if has_avx512_popcount() {
        // SAFETY: checked just above, as in `count_disjoint_best`.
        found.push(("AVX-512", unsafe {
            count_disjoint_v4(matcher, stored, probes, long)
        }));
    }
    found
}

/// [`pair_patterns`] eight pairs at a time: the patterns of those that fit gathered at the
/// front of a register (in it, not in memory: AMD's Zen 4 stores a gathering slowly), and all
/// eight written.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,avx512f,avx512vpopcntdq")]
fn pair_patterns_v4(left: Placement, rights: &Placements, out: &mut [u64]) -> usize {
    use std::arch::x86_64::{
        _mm512_loadu_epi64, _mm512_maskz_compress_epi64, _mm512_or_si512, _mm512_set1_epi64,
        _mm512_storeu_epi64, _mm512_testn_epi64_mask,
    };
    let (words, patterns) = (&rights.words, &rights.patterns);
    assert!(patterns.len() == words.len() && out.len() >= words.len());
    let left_word = _mm512_set1_epi64(left.word.cast_signed());
    let left_pattern = _mm512_set1_epi64(left.pattern.cast_signed());
    let mut kept = 0;
    let whole = words.len() / 8 * 8;
    for start in (0..whole).step_by(8) {
        // SAFETY: `start + 8 <= whole <= words.len() == patterns.len()`: the eight read are
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
    kept + pair_patterns(left, &words[whole..], &patterns[whole..], &mut out[kept..])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[cfg(target_arch = "x86_64")]
    fn every_shape_of_tables_is_probed_as_the_portable_loop_probes_it() {
        let mut next = super::super::xorshift(0x9e37_79b9_7f4a_7c15);
        // Enough probes for the AVX2 loop's byte counts to fill up and be added up many times.
        let probes: Vec<u64> = (0..1000).map(|_| next()).collect();
        let total = |per_word: [u64; WORDS]| per_word.iter().sum::<u64>();
        for chunks in 1..=7 {
            for chunk in 3..=9 {
                // Dense entries, so that the ANDs of five or six leave many bits.
                let table: Vec<Lanes> = (0..chunks << chunk)
                    .map(|_| Lanes(std::array::from_fn(|_| next() | next() | next())))
                    .collect();
                let expected = total(count_block(&table, chunk, &probes));
                if has_x86_64_v3() {
                    // SAFETY: checked just above.
                    let found = unsafe { count_block_v3(&table, chunk, &probes) };
                    assert_eq!(total(found), expected, "{chunks} chunks of {chunk}, AVX2");
                }
                if has_avx512_popcount() {
                    // SAFETY: checked just above.
                    let found = unsafe { count_block_v4(&table, chunk, &probes) };
                    assert_eq!(
                        total(found),
                        expected,
                        "{chunks} chunks of {chunk}, AVX-512"
                    );
                }
            }
        }
    }

    #[test]
    fn every_version_pairs_placements_alike() {
        let mut next = super::super::xorshift(0x2545_f491_4f6c_dd1d);
        // Sparse words, so that some pairs fit and some do not.
        let mut placements = |length| {
            let mut placements = Placements::default();
            for _ in 0..length {
                placements.words.push(next() & next() & next());
                placements.patterns.push(next());
            }
            placements
        };
        for length in 0..40 {
            let lefts = placements(length % 5);
            let rights = placements(length);
            let pairs = lefts.words.len() * rights.words.len();
            let mut expected = vec![0; pairs];
            let kept = pair_all(&lefts, &rights, &mut expected, |left, rights, out| {
                pair_patterns(left, &rights.words, &rights.patterns, out)
            });
            let mut found = vec![0; pairs];
            assert_eq!(pair_all_best(&lefts, &rights, &mut found), kept, "{length}");
            assert_eq!(found[..kept], expected[..kept], "{length}");
        }
    }
}
