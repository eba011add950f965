//! The engine under wasm, in a real browser: what the page's Web Workers run, checked where
//! they run it. Built for `wasm32-unknown-unknown` in the sid tree and run by
//! `wasm-bindgen-test-runner` in headless Chromium (`tests/e2e/web.sh`); on the desktop this
//! file is empty.
#![cfg(target_arch = "wasm32")]

use std::path::Path;
use std::sync::atomic::AtomicBool;

use nqueens::export::{Destination, ExportRange, export};
use nqueens::formats::Format;
use nqueens::solve::count::{CountOptions, count_columns, count_two_rows};
use nqueens::solve::{A000170, A002562, Solutions, count, full_mask};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

/// The judge's text of N = 8, as `nqueens export 8` writes it on the desktop.
const GOLDEN_EIGHT: &[u8] = include_bytes!("golden/eight_queens.txt");

/// The largest board counted here, far into the halves' method (from N = 12), whose matcher runs
/// the WebAssembly vector kernel here; the page's own count of N = 12 in its Web Workers is
/// tested by `web.sh`.
const LARGEST: usize = 16;

#[wasm_bindgen_test]
fn the_counter_agrees_with_oeis() {
    for n in 1..=LARGEST {
        let counts = count(
            n,
            &CountOptions {
                threads: 1,
                ..CountOptions::default()
            },
        )
        .unwrap_or_else(|error| panic!("count of N = {n} failed: {error}"));
        assert_eq!(counts.total, A000170[n], "all solutions of N = {n}");
        assert_eq!(
            counts.unique, A002562[n],
            "fundamental solutions of N = {n}"
        );
    }
}

#[wasm_bindgen_test]
fn the_counts_by_columns_agree_with_each_other() {
    // N = 14's whole board by its first two rows, in one match of each group and its image
    // upside down (each probe's and each stored half's pairs told apart by the WebAssembly
    // kernel), against the first row's count, OEIS, and the second row counted on its own.
    let n = 14;
    let options = CountOptions {
        threads: 1,
        ..CountOptions::default()
    };
    let whole = [full_mask(n); 32];
    let two_rows = count_two_rows(n, &whole, 0, &options).unwrap();
    let first_row = count_columns(n, &whole, 0, &options).unwrap();
    for (column, under) in two_rows.chunks_exact(n).enumerate() {
        assert_eq!(
            under.iter().sum::<u64>(),
            first_row[column],
            "column {column}"
        );
        assert_eq!(
            first_row[column],
            first_row[n - 1 - column],
            "the mirror image"
        );
    }
    assert_eq!(first_row.iter().sum::<u64>(), A000170[n]);
    for column in [0, 3] {
        let mut under = whole;
        under[0] = 1 << column;
        under[1] = full_mask(n) & !(0b111 << column >> 1);
        let second_row = count_columns(n, &under, 1, &options).unwrap();
        assert_eq!(
            two_rows[column * n..][..n],
            second_row[..n],
            "under column {column}"
        );
    }
}

#[wasm_bindgen_test]
fn the_enumerator_agrees_with_oeis() {
    for n in 1..=10 {
        assert_eq!(
            Solutions::new(n).count() as u64,
            A000170[n],
            "solutions of N = {n}"
        );
    }
}

#[wasm_bindgen_test]
fn the_judge_text_of_eight_is_the_golden_file() {
    let mut text = Vec::new();
    let summary = export(
        Format::Judge,
        ExportRange::all(8),
        Destination::Stream {
            out: &mut text,
            name: Path::new("eight_queens.txt"),
        },
        1,
        &AtomicBool::new(false),
        &mut |_| {},
    )
    .expect("the export of N = 8");
    assert_eq!(summary.solutions, 92);
    assert!(
        text == GOLDEN_EIGHT,
        "the judge text of N = 8 differs from the golden file"
    );
}
