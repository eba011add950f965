//! USACO 1.5 "Checker Challenge" (八皇后 Checker Challenge on Chinese judges): the first three
//! solutions in the judge's order as lines of column numbers (fewer when N has fewer), then
//! the number of solutions alone on a line. For N = 6: `2 4 6 1 3 5`, `3 6 2 5 1 4`,
//! `4 1 5 2 6 3`, `4`.

use std::io;

use super::columns::{append_line, line_len};
use super::{Counted, SolutionWriter};

/// How many solutions the format shows.
pub const SHOWN: u64 = 3;

/// Writes the first three solutions and the count.
pub struct CheckerWriter<W: io::Write> {
    out: Counted<W>,
    line: Vec<u8>,
    shown: u64,
}

impl<W: io::Write> CheckerWriter<W> {
    /// A writer of `n`×`n` boards to `out`.
    pub fn new(out: W, n: usize) -> Self {
        Self {
            out: Counted::new(out),
            line: Vec::with_capacity(3 * n),
            shown: 0,
        }
    }
}

/// The size of the answer for `n` with `total` solutions.
pub fn text_size(n: usize, total: u64) -> u64 {
    let digits = total.checked_ilog10().unwrap_or(0) as u64 + 1;
    total.min(SHOWN) * line_len(n) + digits + 1
}

impl<W: io::Write> SolutionWriter for CheckerWriter<W> {
    /// Writes the first three solutions it is given, and takes the others without a word.
    fn solution(&mut self, columns: &[u8]) -> io::Result<()> {
        if self.shown >= SHOWN {
            return Ok(());
        }
        self.shown += 1;
        self.line.clear();
        append_line(&mut self.line, columns);
        self.out.write(&self.line)
    }

    fn finish(mut self: Box<Self>, total: u64) -> io::Result<u64> {
        self.out.write(format!("{total}\n").as_bytes())?;
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

    /// The bytes, from the problem's statement and its sample (N = 6), not our own output.
    #[test]
    fn the_exact_text_of_small_boards() {
        assert_eq!(text_of(Format::Checker, 1), "1\n1\n");
        assert_eq!(text_of(Format::Checker, 3), "0\n");
        assert_eq!(text_of(Format::Checker, 4), "2 4 1 3\n3 1 4 2\n2\n");
        assert_eq!(
            text_of(Format::Checker, 6),
            "2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n4\n"
        );
        assert_eq!(
            text_of(Format::Checker, 8),
            "1 5 8 6 3 7 2 4\n1 6 8 3 7 4 2 5\n1 7 4 6 8 2 5 3\n92\n"
        );
    }
}
