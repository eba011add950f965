//! Solutions per second of the lexicographic enumerator, the path of export and browsing.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use nqueens::solve::{A000170, Solutions};

fn enumerate(c: &mut Criterion) {
    let mut group = c.benchmark_group("enumerate");
    group.sample_size(10);
    for n in [12usize, 14] {
        group.throughput(Throughput::Elements(A000170[n]));
        group.bench_function(format!("n={n}"), |b| {
            b.iter(|| {
                let mut solutions = Solutions::new(n);
                let mut found = 0u64;
                while solutions.next_columns().is_some() {
                    found += 1;
                }
                assert_eq!(found, A000170[n]);
            });
        });
    }
    group.finish();
}

criterion_group!(benches, enumerate);
criterion_main!(benches);
