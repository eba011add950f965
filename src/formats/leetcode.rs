//! LeetCode 51 "N-Queens": a JSON list of boards, each a list of N strings of `Q` and `.`, one
//! string a row, written compactly as LeetCode shows answers, with a newline at the end. For
//! N = 4: `[[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]]`. LeetCode takes the
//! boards in any order; we write them in the judge's.

use std::io;

use super::{Counted, SolutionWriter};

/// Writes solutions as a JSON list of boards.
pub struct LeetcodeWriter<W: io::Write> {
    out: Counted<W>,
    board: Vec<u8>,
    written: u64,
}

impl<W: io::Write> LeetcodeWriter<W> {
    /// A writer of `n`×`n` boards to `out`.
    pub fn new(out: W, n: usize) -> Self {
        Self {
            out: Counted::new(out),
            board: Vec::with_capacity(n * (n + 3) + 2),
            written: 0,
        }
    }
}

/// The length of one board: N strings of N characters in quotes, N − 1 commas, two brackets.
fn board_len(n: usize) -> u64 {
    (n * (n + 2) + n.saturating_sub(1) + 2) as u64
}

/// The size of a list of `count` boards of `n`, with its brackets, commas and newline.
pub fn text_size(n: usize, count: u64) -> Option<u64> {
    let boards = count.checked_mul(board_len(n))?;
    boards.checked_add(count.saturating_sub(1) + 3)
}

impl<W: io::Write> SolutionWriter for LeetcodeWriter<W> {
    fn solution(&mut self, columns: &[u8]) -> io::Result<()> {
        let n = columns.len();
        self.board.clear();
        self.board.push(if self.written == 0 { b'[' } else { b',' });
        self.board.push(b'[');
        for (row, &column) in columns.iter().enumerate() {
            if row > 0 {
                self.board.push(b',');
            }
            self.board.push(b'"');
            self.board
                .extend((0..n).map(|c| if c == usize::from(column) { b'Q' } else { b'.' }));
            self.board.push(b'"');
        }
        self.board.push(b']');
        self.written += 1;
        self.out.write(&self.board)
    }

    fn finish(mut self: Box<Self>, _total: u64) -> io::Result<u64> {
        self.out
            .write(if self.written == 0 { b"[]\n" } else { b"]\n" })?;
        self.out.finish()
    }

    fn bytes_written(&self) -> u64 {
        self.out.bytes
    }
}

#[cfg(test)]
mod tests {
    use super::super::Format;
    use super::super::tests::text_of;

    /// The bytes, from LeetCode's statement and its example (N = 4), not our own output.
    #[test]
    fn the_exact_text_of_small_boards() {
        assert_eq!(text_of(Format::Leetcode, 1), "[[\"Q\"]]\n");
        assert_eq!(text_of(Format::Leetcode, 3), "[]\n");
        assert_eq!(
            text_of(Format::Leetcode, 4),
            "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]\n"
        );
        let six = text_of(Format::Leetcode, 6);
        assert!(
            six.starts_with(
                "[[\".Q....\",\"...Q..\",\".....Q\",\"Q.....\",\"..Q...\",\"....Q.\"],"
            )
        );
        assert_eq!(six.matches('[').count(), 5);
        let eight = text_of(Format::Leetcode, 8);
        assert_eq!(eight.matches("],[").count(), 91);
    }
}
