//! MB/s of judge text: every solution of N = 13 written to a sink.

use std::io::sink;
use std::path::Path;
use std::sync::atomic::AtomicBool;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use nqueens::export::{Destination, ExportRange, export};
use nqueens::formats::Format;

fn judge_text(c: &mut Criterion) {
    let mut group = c.benchmark_group("export");
    group.sample_size(10);
    let range = ExportRange::all(13);
    let bytes = range.byte_size(Format::Judge).expect("N = 13 is known");
    group.throughput(Throughput::Bytes(bytes));
    let never = AtomicBool::new(false);
    group.bench_function("n=13 to a sink", |b| {
        b.iter(|| {
            let to = Destination::Stream {
                out: &mut sink(),
                name: Path::new("sink"),
            };
            // One thread: the serial writer, the judge's text at the speed of memory.
            let summary = export(Format::Judge, range, to, 1, &never, &mut |_| {}).unwrap();
            assert_eq!(summary.bytes, bytes);
        });
    });
    group.finish();
}

criterion_group!(benches, judge_text);
criterion_main!(benches);
