//! `nqueens check` on any bytes with any `--n`, in the format the bytes look like: a verdict
//! or the first problem with its line, never a panic. The first byte chooses `--n`: none, or 1 to 28. (Past 27 no total is known
//! and the checker looks one solution ahead; 29 to 32 take the same path as 28, only with a
//! slower first solution, up to 0.7 s, which would starve the fuzzer.)
#![no_main]

use std::sync::atomic::AtomicBool;

use libfuzzer_sys::fuzz_target;
use nqueens::check::{CheckError, check};

fuzz_target!(|data: &[u8]| {
    let Some((&choice, text)) = data.split_first() else {
        return;
    };
    let n = match choice % 29 {
        0 => None,
        n => Some(usize::from(n)),
    };
    match check(text, None, n, &AtomicBool::new(false)) {
        Ok(verdict) => assert!(n.is_none_or(|n| n == verdict.n)),
        Err(CheckError::Wrong(problem)) => assert!(problem.line >= 1),
        Err(error) => panic!("{error}"),
    }
});
