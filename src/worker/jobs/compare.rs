//! The comparison of the variants: each run to the end on one board size.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::solve::trace::{compare, compared};

use crate::worker::EventKind;
use crate::worker::report::Reporter;

/// Runs the variants compared on `n` to the end, sending each one's line of the table as it ends.
pub(crate) fn compare_variants(n: usize, cancel: &AtomicBool, reporter: &Reporter) {
    for variant in compared(n) {
        let Some(line) = compare(variant, n, |_| !cancel.load(Ordering::Relaxed)) else {
            return reporter.send(EventKind::Cancelled);
        };
        reporter.send(EventKind::Compared { line });
    }
}
