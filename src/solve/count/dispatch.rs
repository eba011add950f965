//! Runs the counter's hot loop, the [`Matcher`](super::matcher::Matcher)'s probes, in the
//! version the CPU runs best: compiled for any x86-64 CPU, and with AVX2, BMI and POPCNT, which
//! every x86-64 CPU since 2013 has and which make it about twice as fast (256-bit ANDs, and
//! popcounts by table look-up in vector registers). Calling the second needs `unsafe`: the CPU
//! must have those features, which is checked here, once. This is the one module of the crate
//! allowed `unsafe`.
#![allow(unsafe_code)]

use super::matcher::Matcher;

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

/// [`Matcher::count_disjoint`](super::matcher::Matcher::count_disjoint), in the version for
/// this CPU.
pub(super) fn count_disjoint_best(
    matcher: &mut Matcher,
    stored: &[u64],
    probes: &[u64],
    long: u64,
) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if has_x86_64_v3() {
        // SAFETY: the CPU has every feature `count_disjoint_v3` is compiled for (checked just
        // above).
        return unsafe { count_disjoint_v3(matcher, stored, probes, long) };
    }
    matcher.count_disjoint_portable(stored, probes, long)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
fn count_disjoint_v3(matcher: &mut Matcher, stored: &[u64], probes: &[u64], long: u64) -> u64 {
    matcher.count_disjoint_portable(stored, probes, long)
}
