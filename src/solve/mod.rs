//! The engine: pure, synchronous computation on boards. No GUI, no files, no threads of its
//! own except the scoped ones a count or a search cut into pieces fans out over (`runner`).
//!
//! This file is the front door: it names the rooms and what the rest of the crate uses from
//! them. No room imports it back (`imports_test` checks): a room takes what it needs from the
//! room that holds it.

pub mod attacks;
pub mod complete;
pub mod count;
pub mod counter;
pub mod enumerate;
pub mod index;
pub mod listing;
pub mod oeis;
pub mod rank;
pub mod runner;
pub mod split;
pub mod textbook;
pub mod trace;
pub mod tree;

#[cfg(test)]
mod imports_test;

pub use attacks::{Attacks, Cancelled, full_mask, mirror_columns};
pub use complete::Completions;
pub use count::{Counts, count, known_counts};
pub use enumerate::{Solutions, mirror_number};
pub use index::SolutionIndex;
pub use oeis::{A000170, A002562};
pub use runner::{default_threads, threads_or_all};
