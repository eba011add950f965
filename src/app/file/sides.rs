//! The two sides of the file view's board area: the file's board and what is expected there.

use super::Side;
use crate::board::{Placement, Squares};
use crate::formats::read::FileBoard;
use crate::tr;

/// What a list in any order expects at a place: nothing in particular.
pub(super) fn any_order_side() -> Side {
    words_side(tr!("file-expected-here-title"), tr!("file-any-order"))
}

/// Whose boards the view shows: a file's, or what a program printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whose {
    /// An answer file's.
    File,
    /// What a student's program printed.
    Program,
}

impl Whose {
    /// As the catalogues' `$whose` selects it.
    pub(super) fn key(self) -> &'static str {
        match self {
            Self::File => "file",
            Self::Program => "program",
        }
    }
}

/// The file's board, titled with its number in the file and a note.
pub(super) fn file_side(board: &FileBoard, note: Option<String>, whose: Whose) -> Side {
    let whose = whose.key();
    let title = match note {
        Some(note) => tr!(
            "file-board-noted",
            number = board.number,
            note = note,
            whose = whose
        ),
        None => tr!("file-board", number = board.number, whose = whose),
    };
    board_side(board, title)
}

/// A board of LeetCode's list, titled with its place in the list and a note.
pub(super) fn list_side(board: &FileBoard, note: Option<String>) -> Side {
    let title = match note {
        Some(note) => tr!("file-list-board-noted", number = board.number, note = note),
        None => tr!("file-list-board", number = board.number),
    };
    board_side(board, title)
}

/// A board of the file under `title`, its queens that attack each other marked.
fn board_side(board: &FileBoard, title: String) -> Side {
    Side {
        title,
        board: Some((board.queens.clone(), board.queens.conflicts())),
        words: None,
    }
}

/// The solution expected at a board's place, or words saying there is none past the last.
pub(super) fn expected_side(expected: Option<&(u64, Placement)>, n: usize, solutions: u64) -> Side {
    match expected {
        Some((number, solution)) => Side {
            title: tr!("file-expected-here", number = *number),
            board: Some((Squares::from(solution), Vec::new())),
            words: None,
        },
        None => words_side(
            tr!("file-expected-here-title"),
            tr!("file-expected-nothing", n = n, total = solutions),
        ),
    }
}

pub(super) fn words_side(title: String, words: String) -> Side {
    Side {
        title,
        board: None,
        words: Some(words),
    }
}
