//! The counter's hot loops (the [matcher](super::matcher)'s probes, and the
//! [reading](super::reading) and pairing of quadrant placements) in the version the CPU runs
//! best, a [`Kernel`], chosen once:
//! - portable, compiled for any CPU;
//! - `avx2`, with AVX2, BMI, POPCNT and LZCNT (x86-64-v3), which every x86-64 CPU since 2013
//!   has: a block's masks in two 256-bit registers, popcounts summed by table look-up in them
//!   and each probe's by POPCNT;
//! - `avx512`, with AVX-512, where a block's masks are one register, eight placements are
//!   read at once (their bits turned over by GFNI) and eight pairs written at once;
//! - `wasm`, in the page's WebAssembly built with its 128-bit vectors (`simd128`, which the
//!   web build turns on): a block's masks in four registers, popcounts by `i8x16.popcnt`.
//!
//! Calling the x86 ones needs `unsafe`: the CPU must have their features, which is asked
//! here, once. A WebAssembly module is compiled for its features as a whole (a browser without
//! them refuses the module), so its kernel needs no asking. This module is the one place of
//! the crate allowed `unsafe`, each block with a `SAFETY:` note.
#![cfg_attr(
    any(
        target_arch = "x86_64",
        all(target_arch = "wasm32", target_feature = "simd128")
    ),
    expect(
        unsafe_code,
        reason = "kernels compiled for newer CPUs, and their vector loads and stores"
    )
)]

#[cfg(target_arch = "x86_64")]
mod avx2;
#[cfg(target_arch = "x86_64")]
mod avx512;
#[cfg(any(
    target_arch = "x86_64",
    all(target_arch = "wasm32", target_feature = "simd128")
))]
mod shapes;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod wasm;

use super::block::{BlockProbing, count_block, count_each};
use super::reading::{QuadrantPlacements, Reading, pair_all, pair_patterns, read_placements};

/// The instruction sets the hot loops are compiled for, oldest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum InstructionSet {
    Portable,
    #[cfg(target_arch = "x86_64")]
    Avx2,
    #[cfg(target_arch = "x86_64")]
    Avx512,
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    Simd128,
}

/// A version of the hot loops that this CPU runs. Made only by [`Kernel::best`] and
/// [`Kernel::on_this_cpu`], which ask the CPU for the features first: holding one is what
/// makes running it safe.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Kernel(InstructionSet);

impl std::fmt::Debug for Kernel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self.0 {
            InstructionSet::Portable => "portable",
            #[cfg(target_arch = "x86_64")]
            InstructionSet::Avx2 => "AVX2",
            #[cfg(target_arch = "x86_64")]
            InstructionSet::Avx512 => "AVX-512",
            #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
            InstructionSet::Simd128 => "SIMD128",
        })
    }
}

/// The environment variable that holds the counter to an older kernel than the CPU runs, to
/// measure it on a newer CPU: `portable`, `avx2` or `avx512`.
pub const SIMD_CHOICE: &str = "NQUEENS_SIMD";

/// The names [`SIMD_CHOICE`] takes, oldest first, with the sets they name.
const CHOICES: &[(&str, InstructionSet)] = &[
    ("portable", InstructionSet::Portable),
    #[cfg(target_arch = "x86_64")]
    ("avx2", InstructionSet::Avx2),
    #[cfg(target_arch = "x86_64")]
    ("avx512", InstructionSet::Avx512),
];

/// The newest set [`SIMD_CHOICE`] allows: `None` if it is unset, an error naming the value and
/// the names it may take if it names none of them.
fn chosen_set() -> Result<Option<InstructionSet>, String> {
    std::env::var_os(SIMD_CHOICE).map_or(Ok(None), |value| set_named(&value).map(Some))
}

/// The set `value` names (in any case), or an error naming it and the names there are.
fn set_named(value: &std::ffi::OsStr) -> Result<InstructionSet, String> {
    CHOICES
        .iter()
        .find(|(name, _)| value.eq_ignore_ascii_case(name))
        .map(|&(_, set)| set)
        .ok_or_else(|| {
            let names: Vec<&str> = CHOICES.iter().map(|(name, _)| *name).collect();
            format!(
                "{SIMD_CHOICE}={} names no kernel of this build: it takes {}",
                value.to_string_lossy(),
                names.join(", ")
            )
        })
}

/// Whether [`SIMD_CHOICE`] can be used: an error naming the value, for the command line to
/// refuse to start with, if it names no kernel.
pub fn check_simd_choice() -> Result<(), String> {
    chosen_set().map(drop)
}

impl Kernel {
    /// The newest kernel this CPU runs, or the newest of them [`SIMD_CHOICE`] allows (asked
    /// once, then remembered). A choice that names no kernel is ignored here: the command line
    /// refuses it first ([`check_simd_choice`]).
    pub(crate) fn best() -> Self {
        static BEST: std::sync::OnceLock<Kernel> = std::sync::OnceLock::new();
        *BEST
            .get_or_init(|| Self::newest_allowed(&Self::on_this_cpu(), chosen_set().ok().flatten()))
    }

    /// The newest of `kernels` (oldest first, the portable one among them) no newer than
    /// `allowed`, if set.
    fn newest_allowed(kernels: &[Self], allowed: Option<InstructionSet>) -> Self {
        *kernels
            .iter()
            .rev()
            .find(|kernel| allowed.is_none_or(|set| kernel.0 <= set))
            .expect("the portable kernel runs anywhere")
    }

    /// Every kernel this CPU runs, oldest first.
    pub(crate) fn on_this_cpu() -> Vec<Self> {
        #[cfg_attr(
            not(any(
                target_arch = "x86_64",
                all(target_arch = "wasm32", target_feature = "simd128")
            )),
            expect(unused_mut, reason = "one kernel")
        )]
        let mut kernels = vec![Self(InstructionSet::Portable)];
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        kernels.push(Self(InstructionSet::Simd128));
        #[cfg(target_arch = "x86_64")]
        {
            if has_avx2_set() {
                kernels.push(Self(InstructionSet::Avx2));
            }
            if has_avx512_set() {
                kernels.push(Self(InstructionSet::Avx512));
            }
        }
        kernels
    }

    /// Runs `probing` with this kernel's [`count_block`] and [`count_each`], the whole count
    /// compiled with its instructions.
    pub(super) fn count_disjoint(self, probing: impl BlockProbing) -> u64 {
        match self.0 {
            InstructionSet::Portable => probing.run(count_block, count_each),
            // SAFETY: a `Kernel` of this set is made only where the CPU has its features
            // (`on_this_cpu`), which are those `avx2::count_disjoint` is compiled for.
            #[cfg(target_arch = "x86_64")]
            InstructionSet::Avx2 => unsafe { avx2::count_disjoint(probing) },
            // SAFETY: as above, for `avx512::count_disjoint`.
            #[cfg(target_arch = "x86_64")]
            InstructionSet::Avx512 => unsafe { avx512::count_disjoint(probing) },
            #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
            InstructionSet::Simd128 => probing.run(wasm::count_block, wasm::count_each),
        }
    }

    /// [`pair_all`] with this kernel: writes at the start of `out` the patterns of each of
    /// `lefts` beside each of `rights` whose diagonals it does not meet, and returns how many.
    pub(super) fn pair_all(
        self,
        lefts: &QuadrantPlacements,
        rights: &QuadrantPlacements,
        out: &mut [u64],
    ) -> usize {
        match self.0 {
            InstructionSet::Portable => portable_pair_all(lefts, rights, out),
            // AVX2 has no compress, which the pairing needs to gain from wider registers.
            #[cfg(target_arch = "x86_64")]
            InstructionSet::Avx2 => portable_pair_all(lefts, rights, out),
            // SAFETY: as in `count_disjoint`, for `avx512::pair_all`.
            #[cfg(target_arch = "x86_64")]
            InstructionSet::Avx512 => unsafe { avx512::pair_all(lefts, rights, out) },
            // Without a compress, wider registers do not pay here either.
            #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
            InstructionSet::Simd128 => portable_pair_all(lefts, rights, out),
        }
    }

    /// [`read_placements`] with this kernel: writes in `out` the placements of `words` (a
    /// quadrant table's) as `reading` reads them, in their order; with no middle queen
    /// (`reading.middle` 0) every one of them, so that they stay beside their key columns.
    pub(super) fn read_placements(
        self,
        words: &[u64],
        reading: Reading,
        out: &mut QuadrantPlacements,
    ) {
        match self.0 {
            InstructionSet::Portable => read_placements(words, reading, out),
            #[cfg(target_arch = "x86_64")]
            InstructionSet::Avx2 => read_placements(words, reading, out),
            // SAFETY: as in `count_disjoint`, for `avx512::read_placements`.
            #[cfg(target_arch = "x86_64")]
            InstructionSet::Avx512 => unsafe { avx512::read_placements(words, reading, out) },
            #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
            InstructionSet::Simd128 => read_placements(words, reading, out),
        }
    }

    /// [`count_block`] with this kernel, for the tests to compare the kernels' probes alone.
    #[cfg(test)]
    fn count_block(
        self,
        table: &[super::block::BlockMask],
        chunk: usize,
        probes: &[u64],
    ) -> [u64; super::block::WORDS] {
        match self.0 {
            InstructionSet::Portable => count_block(table, chunk, probes),
            // SAFETY: as in `count_disjoint`, for `avx2::count_block`.
            #[cfg(target_arch = "x86_64")]
            InstructionSet::Avx2 => unsafe { avx2::count_block(table, chunk, probes) },
            // SAFETY: as in `count_disjoint`, for `avx512::count_block`.
            #[cfg(target_arch = "x86_64")]
            InstructionSet::Avx512 => unsafe { avx512::count_block(table, chunk, probes) },
            #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
            InstructionSet::Simd128 => wasm::count_block(table, chunk, probes),
        }
    }

    /// [`count_each`] with this kernel, for the tests to compare the kernels' probes alone.
    #[cfg(test)]
    fn count_each(
        self,
        table: &[super::block::BlockMask],
        chunk: usize,
        probes: &[u64],
        counts: Option<&mut [u32]>,
        slots: Option<&mut super::block::SlotCounts>,
    ) {
        match self.0 {
            InstructionSet::Portable => count_each(table, chunk, probes, counts, slots),
            // SAFETY: as in `count_disjoint`, for `avx2::count_each`.
            #[cfg(target_arch = "x86_64")]
            InstructionSet::Avx2 => unsafe {
                avx2::count_each(table, chunk, probes, counts, slots);
            },
            // SAFETY: as in `count_disjoint`, for `avx512::count_each`.
            #[cfg(target_arch = "x86_64")]
            InstructionSet::Avx512 => unsafe {
                avx512::count_each(table, chunk, probes, counts, slots);
            },
            #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
            InstructionSet::Simd128 => wasm::count_each(table, chunk, probes, counts, slots),
        }
    }
}

/// [`pair_all`] compiled for any CPU.
fn portable_pair_all(
    lefts: &QuadrantPlacements,
    rights: &QuadrantPlacements,
    out: &mut [u64],
) -> usize {
    pair_all(lefts, rights, out, |left, rights, out| {
        pair_patterns(left, &rights.words, &rights.patterns, out)
    })
}

/// Whether the CPU has the features of [`avx2`]'s kernels.
#[cfg(target_arch = "x86_64")]
fn has_avx2_set() -> bool {
    std::arch::is_x86_feature_detected!("avx2")
        && std::arch::is_x86_feature_detected!("bmi1")
        && std::arch::is_x86_feature_detected!("bmi2")
        && std::arch::is_x86_feature_detected!("popcnt")
        && std::arch::is_x86_feature_detected!("lzcnt")
}

/// Whether the CPU has the features of [`avx512`]'s kernels: those of [`avx2`]'s, and AVX-512
/// with its popcount, byte shuffles and bit-reversing affine transform (GFNI): Intel from Ice
/// Lake, AMD from Zen 4.
#[cfg(target_arch = "x86_64")]
fn has_avx512_set() -> bool {
    has_avx2_set()
        && std::arch::is_x86_feature_detected!("avx512f")
        && std::arch::is_x86_feature_detected!("avx512vpopcntdq")
        && std::arch::is_x86_feature_detected!("avx512bw")
        && std::arch::is_x86_feature_detected!("gfni")
}

/// Every kernel this CPU runs, for a test to compare them; it fails, rather than test the
/// portable kernel alone, on a CPU with AVX2 whose newer kernels are not found, and says which
/// it tests (`cargo test -- --nocapture`).
#[cfg(test)]
pub(super) fn kernels_under_test() -> Vec<Kernel> {
    let kernels = Kernel::on_this_cpu();
    #[cfg(target_arch = "x86_64")]
    assert!(
        !std::arch::is_x86_feature_detected!("avx2") || kernels.len() > 1,
        "this CPU has AVX2, but only {kernels:?} would be tested"
    );
    println!("kernels under test: {kernels:?}");
    kernels
}

#[cfg(test)]
mod tests {
    use super::super::block::{BLOCK, BlockMask, SlotCounts, WORDS};
    use super::super::reading::QuadrantPlacements;
    use super::*;

    /// The kernels the CPU says it runs, from what Linux lists of its features (a source apart
    /// from `is_x86_feature_detected!`); `None` where there is no such list.
    #[cfg(all(target_arch = "x86_64", target_os = "linux"))]
    fn listed_by_linux() -> Option<Vec<Kernel>> {
        let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").ok()?;
        let flags: Vec<&str> = cpuinfo
            .lines()
            .find(|line| line.starts_with("flags"))?
            .split_whitespace()
            .collect();
        let has = |names: &[&str]| names.iter().all(|name| flags.contains(name));
        let mut kernels = vec![Kernel(InstructionSet::Portable)];
        // Linux calls LZCNT `abm`.
        let avx2 = has(&["avx2", "bmi1", "bmi2", "popcnt", "abm"]);
        if avx2 {
            kernels.push(Kernel(InstructionSet::Avx2));
        }
        if avx2 && has(&["avx512f", "avx512_vpopcntdq", "avx512bw", "gfni"]) {
            kernels.push(Kernel(InstructionSet::Avx512));
        }
        Some(kernels)
    }

    #[test]
    fn the_best_kernel_is_the_newest_the_cpu_reports() {
        let kernels = Kernel::on_this_cpu();
        #[cfg(all(target_arch = "x86_64", target_os = "linux"))]
        if let Some(listed) = listed_by_linux() {
            assert_eq!(kernels, listed, "found, and listed in /proc/cpuinfo");
        }
        assert_eq!(
            Some(&Kernel::newest_allowed(&kernels, None)),
            kernels.last()
        );
        println!("the best kernel: {:?}", Kernel::best());
    }

    #[test]
    fn a_choice_holds_the_kernel_to_the_one_named_or_older() {
        let every: Vec<Kernel> = CHOICES.iter().map(|&(_, set)| Kernel(set)).collect();
        for &(name, set) in CHOICES {
            assert_eq!(set_named(name.to_uppercase().as_ref()), Ok(set), "{name}");
            // On every CPU, the kernel named; on one with only the portable kernel, that one.
            assert_eq!(Kernel::newest_allowed(&every, Some(set)), Kernel(set));
            assert_eq!(
                Kernel::newest_allowed(&every[..1], Some(set)),
                Kernel(InstructionSet::Portable)
            );
        }
        assert_eq!(Kernel::newest_allowed(&every, None), *every.last().unwrap());
        let refused = set_named("sse".as_ref()).unwrap_err();
        assert!(
            refused.starts_with("NQUEENS_SIMD=sse names no kernel"),
            "{refused}"
        );
    }

    #[test]
    fn every_shape_of_tables_is_probed_as_the_portable_loop_probes_it() {
        let mut next = super::super::xorshift(0x9e37_79b9_7f4a_7c15);
        let kernels = kernels_under_test();
        // Enough probes for the AVX2 loop's byte counts to fill up and be added up many times.
        let probes: Vec<u64> = (0..1000).map(|_| next()).collect();
        let total = |per_word: [u64; WORDS]| per_word.iter().sum::<u64>();
        for chunks in 1..=9 {
            // A pattern's 64 bits at most, as the matcher plans them.
            for chunk in (3..=9).filter(|chunk| chunks * chunk <= 64) {
                // Dense entries, so that the ANDs of five or six leave many bits.
                let table: Vec<BlockMask> = (0..chunks << chunk)
                    .map(|_| BlockMask(std::array::from_fn(|_| next() | next() | next())))
                    .collect();
                let expected = total(count_block(&table, chunk, &probes));
                // Each probe's own, from counts already under way; and each slot's, told by
                // keys (slot `i`'s key is `i % 5`).
                let start: Vec<u32> = (0..probes.len() as u32).collect();
                let mut expected_each = start.clone();
                count_each(&table, chunk, &probes, Some(&mut expected_each), None);
                let added: u64 = expected_each
                    .iter()
                    .zip(&start)
                    .map(|(each, start)| u64::from(each - start))
                    .sum();
                assert_eq!(added, expected, "{chunks} chunks of {chunk}: each adds up");
                let slot_keys: Vec<u16> = (0..BLOCK as u16).map(|slot| slot % 5).collect();
                let mut expected_by_slot = [0; 5];
                for &probe in &probes {
                    let mut disjoint = table[probe as usize & ((1 << chunk) - 1)].0;
                    for j in 1..chunks {
                        let value = (probe >> (j * chunk)) as usize % (1 << chunk);
                        let entry = table[(j << chunk) + value].0;
                        for (word, entry) in disjoint.iter_mut().zip(entry) {
                            *word &= entry;
                        }
                    }
                    for slot in 0..BLOCK {
                        if disjoint[slot / 64] >> (slot % 64) & 1 == 1 {
                            expected_by_slot[usize::from(slot_keys[slot])] += 1;
                        }
                    }
                }
                assert_eq!(expected_by_slot.iter().sum::<u64>(), expected);
                for &kernel in &kernels {
                    let found = total(kernel.count_block(&table, chunk, &probes));
                    assert_eq!(found, expected, "{chunks} chunks of {chunk}, {kernel:?}");
                    // In two calls, the slots counted across both; each probe's alone, and with
                    // the slots.
                    let mut each = start.clone();
                    kernel.count_each(&table, chunk, &probes, Some(&mut each), None);
                    assert_eq!(
                        each, expected_each,
                        "{chunks} chunks of {chunk}, {kernel:?}"
                    );
                    // A number of probes that leaves some after the last eight.
                    let mut each = start[..509].to_vec();
                    kernel.count_each(&table, chunk, &probes[..509], Some(&mut each), None);
                    assert_eq!(
                        each,
                        expected_each[..509],
                        "{chunks} chunks of {chunk}, {kernel:?}"
                    );
                    let mut each = start.clone();
                    let mut slots = SlotCounts::default();
                    let (first, second) = probes.split_at(509);
                    let (first_each, second_each) = each.split_at_mut(509);
                    kernel.count_each(&table, chunk, first, Some(first_each), Some(&mut slots));
                    kernel.count_each(&table, chunk, second, Some(second_each), Some(&mut slots));
                    assert_eq!(
                        each, expected_each,
                        "{chunks} chunks of {chunk}, {kernel:?}"
                    );
                    let mut by_slot = [0; 5];
                    slots.drain_into(&slot_keys, &mut by_slot);
                    assert_eq!(
                        by_slot, expected_by_slot,
                        "{chunks} chunks of {chunk}, {kernel:?}"
                    );
                    // Drained, the slots start again from 0: the first call's alone.
                    let mut first_each = start[..509].to_vec();
                    kernel.count_each(
                        &table,
                        chunk,
                        first,
                        Some(&mut first_each),
                        Some(&mut slots),
                    );
                    let mut by_slot = [0; 5];
                    slots.drain_into(&slot_keys, &mut by_slot);
                    let first_found: u32 = first_each
                        .iter()
                        .zip(&start)
                        .map(|(each, start)| each - start)
                        .sum();
                    assert_eq!(
                        by_slot.iter().sum::<u64>(),
                        u64::from(first_found),
                        "{kernel:?}"
                    );
                    // The slots alone, the probes not counted: the same as with them.
                    kernel.count_each(&table, chunk, first, None, Some(&mut slots));
                    kernel.count_each(&table, chunk, second, None, Some(&mut slots));
                    let mut by_slot = [0; 5];
                    slots.drain_into(&slot_keys, &mut by_slot);
                    assert_eq!(
                        by_slot, expected_by_slot,
                        "{chunks} chunks of {chunk}, {kernel:?}, slots alone"
                    );
                }
            }
        }
    }

    #[test]
    fn every_kernel_pairs_placements_alike() {
        let mut next = super::super::xorshift(0x2545_f491_4f6c_dd1d);
        let kernels = kernels_under_test();
        // Sparse words, so that some pairs fit and some do not.
        let mut placements = |length| {
            let mut placements = QuadrantPlacements::default();
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
            for &kernel in &kernels {
                let mut found = vec![0; pairs];
                let found_kept = kernel.pair_all(&lefts, &rights, &mut found);
                assert_eq!(found_kept, kept, "{length}, {kernel:?}");
                assert_eq!(found[..kept], expected[..kept], "{length}, {kernel:?}");
            }
        }
    }
}
