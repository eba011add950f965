//! Any text pasted on the hand-made board: a board of 1 to 32 comes back, its queens on it and
//! every one of them where the text put it (or columns from 0, to ask about), or a message
//! naming what the text was read as and a place in it; never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nqueens::board::MAX_N;
use nqueens::formats::judge::board_text;
use nqueens::notation::{NotationError, Reading, parse_board};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for current_n in [1, 8, MAX_N] {
        match parse_board(text, current_n) {
            Ok(Reading::Board(pasted) | Reading::FromZero(pasted)) => {
                let board = pasted.board;
                assert!((1..=MAX_N).contains(&board.n()));
                assert!(
                    board
                        .queens()
                        .iter()
                        .all(|q| q.row < board.n() && q.column < board.n())
                );
                // What is copied back out pastes as the same board.
                let again = parse_board(&board_text(None, &board), current_n);
                assert_eq!(
                    again,
                    Ok(Reading::Board(nqueens::notation::Pasted {
                        board,
                        left_out: 0
                    }))
                );
            }
            Err(NotationError::Wrong {
                line, character, ..
            }) => {
                let lines = text.lines().count();
                assert!(line >= 1 && line <= lines + 1, "line {line} of {lines}");
                let length = text.lines().nth(line - 1).map_or(0, |l| l.chars().count());
                assert!(
                    character >= 1 && character <= length + 1,
                    "character {character} of {length}"
                );
            }
            Err(NotationError::Empty) => {}
        }
    }
});
