//! A judged program's output checked as it arrives (exactly, and with its white space made
//! regular, at once) against the same bytes checked as an answer file: what judging adds to the
//! check, for N = 10 and 12 in the judge's format, handed on in the pipe's 64 KiB chunks.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use nqueens::check::check;
use nqueens::export::{Destination, ExportRange, export};
use nqueens::formats::Format;
use nqueens::judge::{OutputCheck, OutputVerdict};

fn judged_output(c: &mut Criterion) {
    let mut group = c.benchmark_group("judge output");
    group.sample_size(10);
    for n in [10usize, 12] {
        let mut answer = Vec::new();
        let to = Destination::Stream {
            out: &mut answer,
            name: std::path::Path::new("answer"),
        };
        let cancel = AtomicBool::new(false);
        export(
            Format::Judge,
            ExportRange::all(n),
            to,
            1,
            &cancel,
            &mut |_| {},
        )
        .expect("exported");
        group.throughput(Throughput::Bytes(answer.len() as u64));
        group.bench_function(format!("n={n}, checked as a file"), |b| {
            b.iter(|| assert!(check(&answer[..], None, Some(n), &AtomicBool::new(false)).is_ok()));
        });
        group.bench_function(format!("n={n}, judged as it comes"), |b| {
            b.iter(|| {
                let (checks, feed) = OutputCheck::start(n, None, &Arc::new(AtomicBool::new(false)));
                for chunk in answer.chunks(1 << 16) {
                    feed.send(chunk);
                }
                let verdict = checks.finish().expect("not cancelled");
                assert!(matches!(verdict, OutputVerdict::Right(_)));
            });
        });
    }
    group.finish();
}

criterion_group!(benches, judged_output);
criterion_main!(benches);
