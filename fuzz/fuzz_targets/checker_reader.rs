//! Any bytes checked as the Checker Challenge's answer: a verdict, or the first problem with
//! its line; never a panic, never more than a line held. The first byte chooses N: none, or 1
//! to 27 (past 27 no count is known, and none is made).
#![no_main]

#[path = "check_as.rs"]
mod check_as;

use libfuzzer_sys::fuzz_target;
use nqueens::formats::Format;

fuzz_target!(|data: &[u8]| {
    check_as::check_as(data, Format::Checker, 27, None);
});
