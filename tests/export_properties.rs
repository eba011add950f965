//! The parallel export writes the same bytes as the single-threaded one, for any N up to 11,
//! any range, the fundamental solutions too, on any number of threads, and refuses the same
//! ranges with the same error.

use std::path::Path;
use std::sync::atomic::AtomicBool;

use nqueens::export::{ExportRange, write_range, write_range_parallel};
use proptest::prelude::*;

fn single(range: ExportRange) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    let never = AtomicBool::new(false);
    write_range(&mut out, Path::new("out"), range, &never, &mut |_| {})
        .map(|_| out)
        .map_err(|error| error.to_string())
}

fn parallel(range: ExportRange, threads: usize) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    let never = AtomicBool::new(false);
    write_range_parallel(
        &mut out,
        Path::new("out"),
        range,
        threads,
        &never,
        &mut |_| {},
    )
    .map(|_| out)
    .map_err(|error| error.to_string())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn parallel_export_writes_the_same_bytes(
        n in 1usize..=11,
        first in 1u64..3000,
        length in prop::option::of(0u64..3000),
        fundamental_only in any::<bool>(),
        threads in 2usize..=5,
    ) {
        let range = ExportRange {
            n,
            first,
            last: length.map(|length| first + length),
            fundamental_only,
        };
        prop_assert_eq!(parallel(range, threads), single(range));
    }
}

#[test]
fn the_whole_of_n_11_is_the_same_on_every_thread_count() {
    let range = ExportRange::all(11);
    let expected = single(range).unwrap();
    for threads in [2, 3, 8] {
        assert!(
            parallel(range, threads).unwrap() == expected,
            "{threads} threads"
        );
    }
}

#[test]
fn the_mirrored_half_search_writes_the_same_bytes_at_any_place_of_a_file() {
    use nqueens::export::{Whole, write_all_mirrored};
    use nqueens::solve::known_counts;
    use std::io::Read;
    for n in 4..=11 {
        for base in [0u64, 7] {
            let mut file = tempfile::tempfile().unwrap();
            let whole = Whole {
                n,
                total: known_counts(n).unwrap().total,
                base,
            };
            let never = AtomicBool::new(false);
            write_all_mirrored(&file, Path::new("out"), whole, 3, &never, &mut |_| {}).unwrap();
            let mut written = Vec::new();
            file.read_to_end(&mut written).unwrap();
            let mut expected = vec![0u8; base as usize];
            expected.extend(single(ExportRange::all(n)).unwrap());
            assert!(written == expected, "N = {n}, from byte {base}");
        }
    }
}
