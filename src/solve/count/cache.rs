//! The size of a core's first-level data cache, which the matcher's tables are planned to fit.

/// What is assumed when the CPU does not say: the most common size since 2006.
const ASSUMED: usize = 32 << 10;

/// The bytes of one core's first-level data cache, as the CPU reports it (asked once).
pub(super) fn first_level_data_cache() -> usize {
    static SIZE: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    // An emulator may report nonsense: anything outside 4 KiB to 1 MiB is not believed.
    *SIZE.get_or_init(|| {
        reported()
            .filter(|size| (4 << 10..=1 << 20).contains(size))
            .unwrap_or(ASSUMED)
    })
}

/// The size CPUID reports: leaf 4 on Intel's CPUs, `0x8000_001D` on AMD's, which both list the
/// caches with their level, kind and geometry.
#[cfg(target_arch = "x86_64")]
fn reported() -> Option<usize> {
    use std::arch::x86_64::{__cpuid, __cpuid_count};
    let highest = |leaf: u32| __cpuid(leaf & 0x8000_0000).eax;
    [4, 0x8000_001D]
        .into_iter()
        .filter(|&leaf| highest(leaf) >= leaf)
        .flat_map(|leaf| {
            (0..8)
                .map(move |index| __cpuid_count(leaf, index))
                .take_while(|cache| cache.eax & 0x1f != 0)
        })
        .find(|cache| cache.eax & 0x1f == 1 && (cache.eax >> 5) & 7 == 1)
        .map(|cache| {
            let field = |word: u32, shift: u32, bits: u32| {
                ((word >> shift) & ((1 << bits) - 1)) as usize + 1
            };
            let ways = field(cache.ebx, 22, 10);
            let partitions = field(cache.ebx, 12, 10);
            let line = field(cache.ebx, 0, 12);
            let sets = cache.ecx as usize + 1;
            ways * partitions * line * sets
        })
}

#[cfg(not(target_arch = "x86_64"))]
fn reported() -> Option<usize> {
    None
}

#[cfg(test)]
mod tests {
    /// The first-level data cache sizes Linux lists for the CPUs, in bytes: on a hybrid chip
    /// (Intel's performance and efficient cores) they differ, and a test runs on any of them.
    #[cfg(target_os = "linux")]
    fn listed_by_linux() -> Vec<usize> {
        let read = |path: std::path::PathBuf| std::fs::read_to_string(path).unwrap_or_default();
        let Ok(cpus) = std::fs::read_dir("/sys/devices/system/cpu") else {
            return Vec::new();
        };
        let mut sizes: Vec<usize> = cpus
            .flatten()
            .filter_map(|cpu| std::fs::read_dir(cpu.path().join("cache")).ok())
            .flatten()
            .flatten()
            .map(|cache| cache.path())
            .filter(|cache| {
                read(cache.join("level")).trim() == "1" && read(cache.join("type")).trim() == "Data"
            })
            // Listed as "48K".
            .filter_map(|cache| {
                read(cache.join("size"))
                    .trim()
                    .strip_suffix('K')?
                    .parse()
                    .ok()
            })
            .map(|kib: usize| kib << 10)
            .collect();
        sizes.sort_unstable();
        sizes.dedup();
        sizes
    }

    #[test]
    fn the_first_level_cache_is_a_plausible_size() {
        let size = super::first_level_data_cache();
        assert!((8 << 10..=1 << 20).contains(&size), "{size} bytes");
        #[cfg(target_os = "linux")]
        {
            let listed = listed_by_linux();
            assert!(
                listed.is_empty() || listed.contains(&size),
                "{size} bytes, where Linux lists {listed:?}"
            );
        }
    }
}
