//! Makes `src/solve/count/first_rows/table.rs`: the whole board's solutions of each N by their
//! first two rows' queens, counted once here to be shipped (see `first_rows`):
//!
//!     cargo run --release --example first_rows -- 17 21 > src/solve/count/first_rows/table.rs
//!
//! N = 21 takes about twenty minutes on two cores (19 min on a Zen 3).

use std::time::Instant;

use nqueens::board::MAX_N;
use nqueens::solve::count::{CountOptions, count_two_rows};
use nqueens::solve::full_mask;

fn main() {
    let bounds: Vec<usize> = std::env::args()
        .skip(1)
        .map(|arg| arg.parse().expect("the first and last N"))
        .collect();
    let [first, last] = bounds[..] else {
        panic!("usage: first_rows FIRST_N LAST_N");
    };
    println!(
        "// Made by `cargo run --release --example first_rows -- {first} {last}`: not to be edited."
    );
    println!();
    println!("/// The first N of [`FIRST_TWO_ROWS`].");
    println!("pub(super) const FIRST_N: usize = {first};");
    println!();
    println!(
        "/// For each N from [`FIRST_N`], the whole board's solutions by their first two rows' \
         queens: at\n/// `first × N + second`, those with the first row's queen on column \
         `first` and the second's on\n/// `second`."
    );
    println!("#[rustfmt::skip]");
    println!("#[expect(clippy::unreadable_literal, reason = \"counts as a program prints them\")]");
    println!(
        "pub(super) const FIRST_TWO_ROWS: [&[u64]; {}] = [",
        last + 1 - first
    );
    for n in first..=last {
        let started = Instant::now();
        let whole = [full_mask(n); MAX_N];
        let counts = count_two_rows(n, &whole, 0, &CountOptions::default()).expect("not cancelled");
        eprintln!("N = {n}: {:.1} s", started.elapsed().as_secs_f64());
        println!("    // N = {n}");
        println!("    &[");
        for row in counts.chunks_exact(n) {
            let row: Vec<String> = row.iter().map(u64::to_string).collect();
            println!("        {},", row.join(", "));
        }
        println!("    ],");
    }
    println!("];");
}
