//! `nqueens count --sum` on any text: each line a shard result or refused with a reason, and
//! the set added up or refused; never a panic, an overflow or an allocation sized by the input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nqueens::shard::{ShardResult, sum_shards};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut results = Vec::new();
    for (index, line) in text.lines().enumerate() {
        if let Ok(result) = line.trim().parse::<ShardResult>() {
            assert!(result.shard.index >= 1 && result.shard.index <= result.shard.of);
            assert!(result.shard.index == 1 || result.counts.symmetric == 0);
            // What is read back prints as it was read.
            assert_eq!(result.to_string().parse::<ShardResult>(), Ok(result));
            results.push((format!("line {}", index + 1), result));
        }
    }
    if let Ok((n, counts)) = sum_shards(&results) {
        assert!(counts.unique <= counts.total);
        assert_eq!(results.first().map(|(_, first)| first.n), Some(n));
    }
});
