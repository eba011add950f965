//! Any bytes checked as lines of column numbers: a verdict, or the first problem with its
//! line; never a panic, never more than a line held. The first byte chooses N: none, or 1 to
//! 12.
#![no_main]

#[path = "check_as.rs"]
mod check_as;

use libfuzzer_sys::fuzz_target;
use nqueens::formats::Format;

fuzz_target!(|data: &[u8]| {
    check_as::check_as(data, Format::Columns, 12, None);
});
