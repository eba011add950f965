//! The counters' one error, raised where the quadrants' tables are built and passed up to the caller.

use crate::solve::attacks::Cancelled;

/// Why a count did not finish.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize,
)]
pub enum CountError {
    /// Its cancel flag was set.
    #[error("the count was cancelled")]
    Cancelled,
    /// The halves' tables would need more memory than the `available` bytes; their
    /// placements were counted until they passed it, and nothing more was allocated.
    #[error(
        "counting N = {n} needs more memory for its tables than the {} MiB this machine has \
         free; it was not started",
        available >> 20
    )]
    #[expect(missing_docs, reason = "the message above says what each field holds")]
    NotEnoughMemory { n: usize, available: u64 },
}

impl From<Cancelled> for CountError {
    fn from(_: Cancelled) -> Self {
        Self::Cancelled
    }
}
