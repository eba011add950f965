//! LeetCode's JSON as people paste it: the whole answer (a list of boards), one board
//! (`[".Q..","...Q","Q...","..Q."]`), or its quoted rows alone; in Python's single quotes or a
//! word processor's curly ones, and with `q` for a queen. The text is given to LeetCode's own
//! reader as a list of boards, in brackets of their own lines where it lacks them, so that
//! every place the reader names is a line and character of the text.

use std::convert::Infallible;

use super::{Notation, NotationError, Pasted, Problem, rows};
use crate::formats::leetcode::{ListError, read_list};
use crate::formats::read::{FileBoard, FormatProblem, ParseError, ReadError};

/// Whether `character` opens or closes a string, as JSON's `"` does.
fn is_quote(character: char) -> bool {
    matches!(character, '"' | '\'' | '“' | '”' | '‘' | '’')
}

/// Whether `text` is JSON of boards: a quoted row first, or brackets opening on one (or on a
/// square, or closing at once).
pub(super) fn looks_like(text: &str) -> bool {
    let mut characters = text.chars().filter(|c| !c.is_whitespace());
    match characters.next() {
        Some('[') => characters
            .find(|&c| c != '[')
            .is_some_and(|c| is_quote(c) || c == ']' || rows::is_square(c)),
        Some(first) => is_quote(first),
        None => false,
    }
}

/// Reads the first board of the JSON in `text`, and counts the boards after it.
pub(super) fn read(text: &str) -> Result<Pasted, NotationError> {
    let json: String = text
        .chars()
        .map(|character| match character {
            quote if is_quote(quote) => '"',
            'q' => 'Q',
            other => other,
        })
        .collect();
    // A board copied out of a list keeps the comma after it.
    let json = json.trim_end().trim_end_matches(',');
    let brackets = json
        .chars()
        .filter(|c| !c.is_whitespace())
        .take_while(|&c| c == '[')
        .count();
    let (open, close) = match brackets {
        0 => ("[[\n", "\n]]"),
        1 => ("[\n", "\n]"),
        _ => ("", ""),
    };
    let list = format!("{open}{json}{close}");
    let mut first = None;
    let mut left_out = 0;
    let mut each = |board: FileBoard| -> Result<(), Infallible> {
        if first.is_none() {
            first = Some(board.queens);
        } else {
            left_out += 1;
        }
        Ok(())
    };
    let read = read_list(list.as_bytes(), None, &mut each);
    // A problem after the first board ends the count of those left out.
    if let Some(board) = first {
        return Ok(Pasted { board, left_out });
    }
    let error = match read {
        Err(ListError::Read(ReadError::Format(error), _)) => error,
        Err(ListError::Read(ReadError::Io(error), _)) => ParseError {
            line: 1,
            column: None,
            problem: FormatProblem::Json(error.to_string()),
        },
        Err(ListError::Stopped(never)) => match never {},
        // The list is wrapped to hold a board at least, so that an empty one is a board
        // without rows.
        Ok(_) => ParseError {
            line: 1,
            column: None,
            problem: FormatProblem::EmptyBoard,
        },
    };
    let lines_added = usize::from(!open.is_empty());
    Err(wrong_at(&list, lines_added, json.lines().count(), error))
}

/// The reader's `error` in `list`, said of the text it wraps: `lines_added` lines before it,
/// `text_lines` lines long. The reader counts bytes; the text is said in characters.
fn wrong_at(list: &str, lines_added: usize, text_lines: usize, error: ParseError) -> NotationError {
    let list_line = list
        .lines()
        .nth(error.line.saturating_sub(1))
        .unwrap_or_default();
    let byte = error.column.unwrap_or(1).saturating_sub(1);
    let mut character = list_line
        .char_indices()
        .take_while(|&(at, _)| at < byte)
        .count()
        + 1;
    let mut line = error.line.saturating_sub(lines_added).max(1);
    if line > text_lines {
        // In the brackets added after the text: at its end.
        line = text_lines.max(1);
        character = list
            .lines()
            .nth(line - 1 + lines_added)
            .map_or(0, |last| last.chars().count())
            + 1;
    }
    NotationError::Wrong {
        notation: Notation::Leetcode,
        line,
        character,
        problem: Problem::Format(error.problem),
    }
}
