//! Any text pasted on the hand-made board: a board of 1 to 32 comes back, its queens on it and
//! every one of them where the text put it, or a message naming what is wrong; never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nqueens::board::MAX_N;
use nqueens::judge::board_text;
use nqueens::notation::{NotationError, parse_board};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for current_n in [1, 8, MAX_N] {
        match parse_board(text, current_n) {
            Ok(pasted) => {
                let board = pasted.board;
                assert!((1..=MAX_N).contains(&board.n()));
                assert!(board.queens().iter().all(|q| q.row < board.n() && q.column < board.n()));
                // What is copied back out pastes as the same board.
                let again = parse_board(&board_text(None, &board), current_n)
                    .expect("a board's own rows paste");
                assert_eq!(again.board, board);
            }
            Err(NotationError::Word { index, .. }) => assert!(index >= 1),
            Err(NotationError::JudgeText { line, .. }) => {
                assert!(line >= 1 && line <= text.lines().count() + 1, "line {line}");
            }
            Err(NotationError::Empty | NotationError::TooMany(_)) => {}
        }
    }
});
