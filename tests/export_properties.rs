//! The parallel export writes the same bytes as the single-threaded one, for any N up to 11,
//! any range, the fundamental solutions too, on any number of threads, and refuses the same
//! ranges with the same error.

use std::path::Path;
use std::sync::atomic::AtomicBool;

use nqueens::export::{Destination, ExportRange, export};
use nqueens::formats::Format;
use proptest::prelude::*;

/// `range` in the judge's format, as `export` writes it to a stream on `threads` threads: one
/// thread searches in turn, more search ordered pieces at once.
fn exported(range: ExportRange, threads: usize) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    let never = AtomicBool::new(false);
    let to = Destination::Stream {
        out: &mut out,
        name: Path::new("out"),
    };
    export(Format::Judge, range, to, threads, &never, &mut |_| {})
        .map(|_| out)
        .map_err(|error| error.to_string())
}

fn single(range: ExportRange) -> Result<Vec<u8>, String> {
    exported(range, 1)
}

fn parallel(range: ExportRange, threads: usize) -> Result<Vec<u8>, String> {
    exported(range, threads)
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
fn a_file_written_at_places_holds_the_same_bytes_from_its_base_and_is_left_after_them() {
    use std::io::{Read, Seek};
    for n in [4, 8, 11] {
        for base in [0u64, 7] {
            let mut file = tempfile::tempfile().unwrap();
            file.seek(std::io::SeekFrom::Start(base)).unwrap();
            let to = Destination::At {
                file: &file,
                base,
                name: Path::new("out"),
            };
            let never = AtomicBool::new(false);
            let range = ExportRange::all(n);
            export(Format::Judge, range, to, 3, &never, &mut |_| {}).unwrap();
            let expected = single(range).unwrap();
            let end = file.stream_position().unwrap();
            assert_eq!(end, base + expected.len() as u64, "N = {n}");
            file.rewind().unwrap();
            let mut written = Vec::new();
            file.read_to_end(&mut written).unwrap();
            assert!(
                written[base as usize..] == expected,
                "N = {n}, from byte {base}"
            );
        }
    }
}
