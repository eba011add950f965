//! Any bytes given to the judge-file checker: it may refuse them, it must not panic.
//! Run with `cargo +nightly fuzz run judge_reader` from the project's root.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = nqueens::check::check(data, None);
    let _ = nqueens::check::check(data, Some(6));
});
