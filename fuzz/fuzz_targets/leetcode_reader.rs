//! Any bytes checked as LeetCode's JSON list: a verdict, or the first problem with its line;
//! never a panic, never more than a JSON token held. The first byte chooses N, 1 to 10 (4 for
//! none): a board of a large N out of order would be numbered by counting, which takes long.
#![no_main]

use std::sync::atomic::AtomicBool;

use libfuzzer_sys::fuzz_target;
use nqueens::check::{CheckError, check};
use nqueens::formats::Format;

fuzz_target!(|data: &[u8]| {
    let Some((&choice, text)) = data.split_first() else {
        return;
    };
    let n = match choice % 11 {
        0 => Some(4),
        n => Some(usize::from(n)),
    };
    match check(text, Some(Format::Leetcode), n, &AtomicBool::new(false)) {
        Ok(verdict) => assert!(n.is_none_or(|n| n == verdict.n)),
        Err(CheckError::Wrong(problem)) => {
            assert!(problem.line >= 1);
            let lines = text.iter().filter(|&&b| b == b'\n').count() + 1;
            assert!(problem.line <= lines + 1, "line {} of {lines}", problem.line);
            assert_eq!(problem.format, Format::Leetcode);
        }
        Err(error) => panic!("{error}"),
    }
});
