//! `nqueens compare`: the textbook search variants side by side on one board, as a table.

use std::fmt::Write as _;

use super::{Failure, Work, interrupted, print_line};
use crate::solve::trace::{compare, compared};

pub(super) fn run(n: usize) -> Result<(), Failure> {
    let mut table = format!(
        "N = {n}\n{:<20} {:>15} {:>15} {:>13} {:>11} {:>11} {:>11}\n",
        "variant", "squares tried", "conflicts", "backtracks", "dead ends", "solutions", "seconds"
    );
    for variant in compared(n) {
        let Some(line) = compare(variant, n, |_| !interrupted()) else {
            return Err(Failure::Cancelled(Work::Comparison));
        };
        let c = line.counters;
        let _ = writeln!(
            table,
            "{:<20} {:>15} {:>15} {:>13} {:>11} {:>11} {:>11.3}",
            variant.name(),
            c.tried,
            c.conflicts,
            c.backtracks,
            c.dead_ends,
            c.solutions,
            line.elapsed.as_secs_f64()
        );
    }
    print_line(table.trim_end_matches('\n'))
}
