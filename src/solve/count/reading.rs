//! Reading a half's quadrant placements from their tables, and pairing a left quadrant's with
//! a right one's into the half's patterns: the inner loops of [`Halves`](super::halves::Halves),
//! written for the compiler to do eight placements at once where the CPU can (each
//! [kernel](super::simd) compiles them with its instructions).

use super::quadrants::Image;

/// How a half's placements are read from a quadrant's table: as the [`Image`] the table
/// holds, only those off the middle queen's diagonals, and each with its pattern.
#[derive(Clone, Copy)]
pub(super) struct Reading {
    pub(super) image: Image,
    /// The middle queen's diagonals, packed as the half's are (0 if there is none).
    pub(super) middle: u64,
    /// Where the diagonals both halves reach start in each kind's bits.
    pub(super) shift: u32,
    /// Rows in each half.
    pub(super) half: u32,
}

impl Reading {
    /// The bits of the diagonals both halves reach, of a half's `word` (see [`packed`]).
    ///
    /// Both halves reach the diagonals N − half ..= N + half − 2 of each kind: 2 half − 1 of
    /// them, the longest (N − 1, held by the most halves) in the middle. Each kind's are turned
    /// so that the longest and those below it come last, the differences above the sums but
    /// for the longest sum, the highest bit: the pattern's highest bits are its busiest, which
    /// the matcher cuts on, and the top two are the `LongDiagonals`.
    #[expect(
        clippy::inline_always,
        reason = "compiled with each kernel's instructions"
    )]
    #[inline(always)]
    fn pattern(self, word: u64) -> u64 {
        let bits = 2 * self.half - 1;
        let reach = (1u64 << bits) - 1;
        let to_longest = (1u64 << self.half) - 1;
        let turned =
            |diagonals: u64| (diagonals & to_longest) << (self.half - 1) | diagonals >> self.half;
        let sums = turned(word >> self.shift & reach);
        let differences = turned(word >> (32 + self.shift) & reach);
        sums & reach >> 1 | differences << (bits - 1) | (sums >> (bits - 1)) << (2 * bits - 1)
    }
}

/// Writes in `out` the placements of `words` (a quadrant table's) as `reading` reads them: their
/// words and patterns, first for all of them (which the compiler does eight at once), then
/// keeping those off the middle queen's diagonals.
#[expect(
    clippy::inline_always,
    reason = "compiled with each kernel's instructions"
)]
#[inline(always)]
pub(super) fn read_placements(words: &[u64], reading: Reading, out: &mut QuadrantPlacements) {
    read_every(words, reading, out);
    keep_off(reading.middle, out, 0, 0);
}

/// Writes in `out` every placement of `words` as `reading` reads them, with its pattern.
#[expect(
    clippy::inline_always,
    reason = "compiled with each kernel's instructions"
)]
#[inline(always)]
pub(super) fn read_every(words: &[u64], reading: Reading, out: &mut QuadrantPlacements) {
    out.words.resize(words.len(), 0);
    out.patterns.resize(words.len(), 0);
    for ((read, pattern), &word) in out.words.iter_mut().zip(&mut out.patterns).zip(words) {
        *read = reading.image.word(word);
        *pattern = reading.pattern(*read);
    }
}

/// Keeps the placements of `out` from `from` on whose words miss `middle`, after the `kept`
/// before `from` (those are kept already).
#[expect(
    clippy::inline_always,
    reason = "compiled with each kernel's instructions"
)]
#[inline(always)]
pub(super) fn keep_off(middle: u64, out: &mut QuadrantPlacements, mut kept: usize, from: usize) {
    if middle == 0 {
        return;
    }
    for index in from..out.words.len() {
        let word = out.words[index];
        out.words[kept] = word;
        out.patterns[kept] = out.patterns[index];
        kept += usize::from(word & middle == 0);
    }
    out.words.truncate(kept);
    out.patterns.truncate(kept);
}

/// A placement of a quadrant: its packed diagonals, and its pattern.
#[derive(Clone, Copy)]
pub(super) struct QuadrantPlacement {
    pub(super) word: u64,
    pub(super) pattern: u64,
}

/// Placements of a quadrant, each kind of bits in a list of its own (to be read eight at once).
#[derive(Default)]
pub(super) struct QuadrantPlacements {
    pub(super) words: Vec<u64>,
    pub(super) patterns: Vec<u64>,
}

/// A thread's space for one row set's placements of the two quadrants of a half.
#[derive(Default)]
pub(crate) struct QuadrantScratch {
    pub(super) lefts: QuadrantPlacements,
    pub(super) rights: QuadrantPlacements,
}

/// Writes at the start of `out` the patterns of each of `lefts` beside each of `rights` whose
/// diagonals it does not meet, and returns how many. `out` must hold as many as there are
/// pairs.
#[expect(
    clippy::inline_always,
    reason = "compiled with each kernel's instructions"
)]
#[inline(always)]
pub(super) fn pair_all(
    lefts: &QuadrantPlacements,
    rights: &QuadrantPlacements,
    out: &mut [u64],
    pair: impl Fn(QuadrantPlacement, &QuadrantPlacements, &mut [u64]) -> usize,
) -> usize {
    let mut kept = 0;
    for (&word, &pattern) in lefts.words.iter().zip(&lefts.patterns) {
        kept += pair(
            QuadrantPlacement { word, pattern },
            rights,
            &mut out[kept..],
        );
    }
    kept
}

/// Writes at the start of `out` the patterns of `left` beside each right placement (`words` and
/// `patterns`) whose diagonals it does not meet, and returns how many. `out` must hold as many
/// as there are right placements: every pair is written, and the next one goes over it unless
/// it fits.
#[expect(
    clippy::inline_always,
    reason = "compiled with each kernel's instructions"
)]
#[inline(always)]
pub(super) fn pair_patterns(
    left: QuadrantPlacement,
    words: &[u64],
    patterns: &[u64],
    out: &mut [u64],
) -> usize {
    let mut kept = 0;
    for (&word, &pattern) in words.iter().zip(patterns) {
        out[kept] = left.pattern | pattern;
        kept += usize::from(word & left.word == 0);
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::count::simd::kernels_under_test;

    #[test]
    fn every_kernel_reads_placements_alike() {
        let mut next = super::super::xorshift(0x2545_f491_4f6c_dd1d);
        let kernels = kernels_under_test();
        for n in [20, 21] {
            for image in Image::every(n) {
                for length in 0..40 {
                    let words: Vec<u64> = (0..length).map(|_| next() & next()).collect();
                    let middle = if length % 2 == 0 {
                        0
                    } else {
                        next() & next() & next()
                    };
                    let reading = Reading {
                        image,
                        middle,
                        shift: (length % 3) as u32,
                        half: (n / 2) as u32,
                    };
                    let expected: Vec<(u64, u64)> = words
                        .iter()
                        .map(|&word| image.word(word))
                        .filter(|read| read & middle == 0)
                        .map(|read| (read, reading.pattern(read)))
                        .collect();
                    for &kernel in &kernels {
                        let mut out = QuadrantPlacements::default();
                        kernel.read_placements(&words, reading, &mut out);
                        let found: Vec<(u64, u64)> =
                            out.words.into_iter().zip(out.patterns).collect();
                        assert_eq!(found, expected, "{image:?}, {length}, {kernel:?}");
                    }
                }
            }
        }
    }
}
