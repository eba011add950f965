//! What a judged program prints, on any bytes and in any chunks: checked exactly and with its
//! white space made regular, never a panic; what is right byte for byte is right to `check`,
//! and a problem is named at a line the program printed. The first byte chooses N (1 to 10)
//! and the size of the chunks the output arrives in.
#![no_main]

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use libfuzzer_sys::fuzz_target;
use nqueens::check::check;
use nqueens::judge::{OutputCheck, OutputVerdict};

fuzz_target!(|data: &[u8]| {
    let Some((&choice, output)) = data.split_first() else {
        return;
    };
    let n = usize::from(choice % 10) + 1;
    let chunk = usize::from(choice / 10) + 1;
    let (checks, feed) = OutputCheck::start(n, None, &Arc::new(AtomicBool::new(false)));
    for piece in output.chunks(chunk) {
        feed.send(piece);
    }
    let lines = output.split(|&byte| byte == b'\n').count();
    match checks.finish().expect("nothing cancels it") {
        OutputVerdict::Right(verdict) => {
            let exact = check(output, None, Some(n), &AtomicBool::new(false));
            assert_eq!(exact.expect("right to check too").solutions, verdict.solutions);
        }
        OutputVerdict::Presentation { problem, .. } | OutputVerdict::Wrong(problem) => {
            assert!((1..=lines + 1).contains(&problem.line), "line {}", problem.line);
        }
    }
});
