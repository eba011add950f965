//! Any bytes checked as the Checker Challenge's answer: a verdict, or the first problem with
//! its line; never a panic, never more than a line held. The first byte chooses N: none, or 1
//! to 27 (past 27 no count is known, and none is made).
#![no_main]

use std::sync::atomic::AtomicBool;

use libfuzzer_sys::fuzz_target;
use nqueens::check::{CheckError, check};
use nqueens::formats::Format;

fuzz_target!(|data: &[u8]| {
    let Some((&choice, text)) = data.split_first() else {
        return;
    };
    let n = match choice % 28 {
        0 => None,
        n => Some(usize::from(n)),
    };
    match check(text, Some(Format::Checker), n, &AtomicBool::new(false)) {
        Ok(verdict) => assert!(n.is_none_or(|n| n == verdict.n)),
        Err(CheckError::Wrong(problem)) => {
            assert!(problem.line >= 1);
            let lines = text.iter().filter(|&&b| b == b'\n').count() + 1;
            assert!(problem.line <= lines + 1, "line {} of {lines}", problem.line);
            assert_eq!(problem.format, Format::Checker);
        }
        Err(error) => panic!("{error}"),
    }
});
