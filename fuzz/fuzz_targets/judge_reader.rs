//! Any bytes read as a judge file, with N found from the first row or given: every board comes
//! back or the first problem does, with its line; never a panic, never more than one line held.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nqueens::formats::read::ReadError;
use nqueens::formats::judge::JudgeReader;

fuzz_target!(|data: &[u8]| {
    for n in [None, Some(1), Some(6), Some(32)] {
        let mut last_line = 0;
        for board in JudgeReader::new(data, n) {
            match board {
                Ok(board) => {
                    assert!(board.line > last_line, "boards come in the file's order");
                    last_line = board.line;
                    assert!(board.queens.n() >= 1 && board.queens.n() <= 32);
                }
                Err(ReadError::Format(error)) => {
                    assert!(error.line >= 1, "a problem names its line");
                    let lines = data.iter().filter(|&&b| b == b'\n').count() + 1;
                    assert!(error.line <= lines + 1, "line {} of {lines}", error.line);
                }
                Err(ReadError::Io(error)) => panic!("reading bytes in memory failed: {error}"),
            }
        }
    }
});
