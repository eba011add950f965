//! What the fuzz targets of the readers share: any bytes checked in one format, with N chosen
//! by the first byte, get a verdict or the first problem with its line, never a panic.

use std::sync::atomic::AtomicBool;

use nqueens::check::{CheckError, check};
use nqueens::formats::Format;

/// Checks `data` after its first byte as `format`; that byte chooses N: `none` where it is 0
/// modulo `largest + 1`, else from 1 to `largest`.
pub fn check_as(data: &[u8], format: Format, largest: u8, none: Option<usize>) {
    let Some((&choice, text)) = data.split_first() else {
        return;
    };
    let n = match choice % (largest + 1) {
        0 => none,
        n => Some(usize::from(n)),
    };
    match check(text, Some(format), n, &AtomicBool::new(false)) {
        Ok(verdict) => assert!(n.is_none_or(|n| n == verdict.n)),
        Err(CheckError::Wrong(problem)) => {
            assert!(problem.line >= 1);
            let lines = text.iter().filter(|&&b| b == b'\n').count() + 1;
            assert!(problem.line <= lines + 1, "line {} of {lines}", problem.line);
            assert_eq!(problem.format, format);
        }
        Err(error) => panic!("{error}"),
    }
}
