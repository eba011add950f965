//! The comparison of the variants: each run to the end on one board size.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::solve::trace::{Variant, compare};

use crate::worker::EventKind;
use crate::worker::report::Reporter;

/// Runs every variant on `n` to the end, sending each one's line of the table as it ends.
pub(crate) fn compare_variants(n: usize, cancel: &AtomicBool, reporter: &Reporter) {
    for variant in Variant::ALL {
        let Some(line) = compare(variant, n, |_| !cancel.load(Ordering::Relaxed)) else {
            return reporter.send(EventKind::Cancelled);
        };
        reporter.send(EventKind::Compared { line });
    }
}
