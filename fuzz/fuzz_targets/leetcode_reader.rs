//! Any bytes checked as LeetCode's JSON list: a verdict, or the first problem with its line;
//! never a panic, never more than a JSON token held. The first byte chooses N, 1 to 10 (4 for
//! none): numbering a board of a large N out of order counts all of its solutions first.
#![no_main]

#[path = "check_as.rs"]
mod check_as;

use libfuzzer_sys::fuzz_target;
use nqueens::formats::Format;

fuzz_target!(|data: &[u8]| {
    check_as::check_as(data, Format::Leetcode, 10, Some(4));
});
