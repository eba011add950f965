//! The strict line reader of every format made of lines: one line and the one before it held,
//! never more than the format's longest line, whatever the input.

use std::io::{self, BufRead};

use super::Format;
use super::read::{BYTE_ORDER_MARK, Excerpt, FormatProblem, ParseError, ReadError, shown_text};

/// Where the spaces and tabs at the end of `text` start, from 1, if it ends in any.
fn trailing_space(text: &[u8]) -> Option<usize> {
    let kept = text.trim_ascii_end().len();
    (kept < text.len() && text[kept..].iter().all(|&b| b == b' ' || b == b'\t')).then_some(kept + 1)
}

/// Reads a file a line at a time, holding the line and the one before it: never more than
/// the format's longest line, whatever the input. Each line is refused for what no line of
/// any of our formats has: a `\r\n`, a byte-order mark, spaces at its end, no `\n` at the end
/// of the file, blank lines.
pub struct Lines<R: BufRead> {
    input: R,
    format: Format,
    /// The number of the line read last.
    line: usize,
    text: Vec<u8>,
    /// The line before `text`, for the excerpt around a problem.
    previous: Vec<u8>,
}

impl<R: BufRead> Lines<R> {
    /// A reader of `input`, a file of `format`.
    pub fn new(input: R, format: Format) -> Self {
        Self {
            input,
            format,
            line: 0,
            text: Vec::new(),
            previous: Vec::new(),
        }
    }

    /// The line read last, without its `\n`.
    pub fn text(&self) -> &[u8] {
        &self.text
    }

    /// The number of the line read last (the lines read so far).
    pub fn line(&self) -> usize {
        self.line
    }

    /// Counts lines from `line` on, for a reader that starts in the middle of a file.
    pub fn start_after(&mut self, line: usize) {
        self.line = line;
    }

    /// Takes `text` as the line before the first one read, for a reader that starts in the
    /// middle of a file: the excerpt of a problem on its first line shows it.
    pub fn follow(&mut self, text: &[u8]) {
        self.text.clear();
        self.text.extend_from_slice(text);
    }

    /// Counts the end of the file as the line after the last one, for a problem found there.
    /// Call it once [`Self::read_line`] has said the file ended.
    pub fn at_end(&mut self) {
        self.line += 1;
    }

    /// `problem` at the line read last.
    pub fn error(&self, problem: FormatProblem) -> ReadError {
        ParseError {
            line: self.line,
            column: None,
            problem,
        }
        .into()
    }

    /// Reads the next line into [`Self::text`]; `false` at the end of the file. A line longer
    /// than the format's longest is refused there, unread past it.
    pub fn read_line(&mut self) -> Result<bool, ReadError> {
        std::mem::swap(&mut self.previous, &mut self.text);
        self.text.clear();
        let limit = self.format.longest_line() as u64 + 2;
        if io::Read::take(&mut self.input, limit).read_until(b'\n', &mut self.text)? == 0 {
            return Ok(false);
        }
        self.line += 1;
        if self.text.last() != Some(&b'\n') && self.text.len() as u64 == limit {
            return Err(self.error(FormatProblem::LineTooLong(self.format)));
        }
        if self.text.pop() != Some(b'\n') {
            return Err(self.error(FormatProblem::MissingFinalNewline));
        }
        if self.text.last() == Some(&b'\r') {
            return Err(self.error(FormatProblem::CarriageReturn));
        }
        if self.line == 1 && self.text.starts_with(BYTE_ORDER_MARK) {
            return Err(self.error(FormatProblem::ByteOrderMark));
        }
        if self.text.is_empty() {
            // Blank lines to the end of the file are one mistake, said as such.
            let at_end = self
                .input
                .fill_buf()?
                .iter()
                .all(|&b| b == b'\n' || b == b'\r');
            let problem = if at_end {
                FormatProblem::BlankLineAtEnd
            } else {
                FormatProblem::BlankLine
            };
            return Err(self.error(problem));
        }
        if let Some(column) = trailing_space(&self.text) {
            return Err(self.error(FormatProblem::TrailingSpace { column }));
        }
        Ok(true)
    }

    /// What surrounds the line of the last error: the line before it, the line itself (unless
    /// the problem is the end of the file) and the line after it, at most the format's longest
    /// line of each, with `column` (from 0) marked. Reads one more line of the input, so it is
    /// for after an error only.
    pub fn excerpt(&mut self, column: Option<usize>, at_end: bool) -> Excerpt {
        let mut lines = Vec::new();
        if self.line > 1 {
            lines.push((self.line - 1, shown_text(&self.previous)));
        }
        if !at_end {
            lines.push((self.line, shown_text(&self.text)));
            let mut next = Vec::new();
            let limit = self.format.longest_line() as u64 + 2;
            if io::Read::take(&mut self.input, limit)
                .read_until(b'\n', &mut next)
                .is_ok_and(|read| read > 0)
            {
                if next.last() == Some(&b'\n') {
                    next.pop();
                }
                lines.push((self.line + 1, shown_text(&next)));
            }
        }
        Excerpt {
            lines,
            line: self.line,
            column: column.filter(|_| !at_end),
        }
    }

    /// The input, to seek in it.
    pub fn input_mut(&mut self) -> &mut R {
        &mut self.input
    }
}
