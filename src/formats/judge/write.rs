//! Writing the judge's text: a prepared row per queen copied into one large buffer, so that
//! printing runs at the speed of memory.

use std::io::{self, Write};

use crate::formats::SolutionWriter;

/// Writes solutions in the judge's format through a large buffer.
pub struct JudgeWriter<W: Write> {
    out: W,
    n: usize,
    /// Row `c` of the table is the text of a row whose queen stands on column `c`.
    rows: Vec<u8>,
    buffer: Vec<u8>,
    bytes_written: u64,
    /// The number of the solution written next, for its header.
    next: u64,
}

/// The writer hands the buffer to the output when it holds this much.
const FLUSH_AT: usize = 256 * 1024;

impl<W: Write> JudgeWriter<W> {
    /// A writer of `n`×`n` boards to `out`.
    pub fn new(out: W, n: usize) -> Self {
        Self::numbered_from(out, n, 1)
    }

    /// A writer of `n`×`n` boards to `out` whose solutions, written by
    /// [`SolutionWriter::solution`], are numbered from `first`.
    pub fn numbered_from(out: W, n: usize, first: u64) -> Self {
        let rows = row_table(n);
        Self {
            out,
            n,
            rows,
            buffer: Vec::with_capacity(FLUSH_AT + 4096),
            bytes_written: 0,
            next: first,
        }
    }

    /// Appends solution `number`, given as the column of each row's queen.
    pub fn write_solution(&mut self, number: u64, columns: &[u8]) -> io::Result<()> {
        debug_assert_eq!(columns.len(), self.n);
        self.next = number + 1;
        append_header(&mut self.buffer, number);
        append_rows(&mut self.buffer, &self.rows, columns);
        if self.buffer.len() >= FLUSH_AT {
            self.flush_buffer()?;
        }
        Ok(())
    }

    /// Appends solution `number` whose rows are already text ([`append_rows`] wrote them).
    pub fn write_rows(&mut self, number: u64, rows: &[u8]) -> io::Result<()> {
        debug_assert_eq!(rows.len(), self.n * (self.n + 1));
        self.next = number + 1;
        append_header(&mut self.buffer, number);
        self.buffer.extend_from_slice(rows);
        if self.buffer.len() >= FLUSH_AT {
            self.flush_buffer()?;
        }
        Ok(())
    }

    /// The bytes written so far, buffered ones included.
    pub fn bytes_written(&self) -> u64 {
        self.bytes_written + self.buffer.len() as u64
    }

    fn flush_buffer(&mut self) -> io::Result<()> {
        self.out.write_all(&self.buffer)?;
        self.bytes_written += self.buffer.len() as u64;
        self.buffer.clear();
        Ok(())
    }

    /// Writes out what is buffered, flushes the output and returns it.
    pub fn finish(mut self) -> io::Result<W> {
        self.flush_buffer()?;
        self.out.flush()?;
        Ok(self.out)
    }
}

impl<W: Write> SolutionWriter for JudgeWriter<W> {
    fn solution(&mut self, columns: &[u8]) -> io::Result<()> {
        self.write_solution(self.next, columns)
    }

    fn finish(self: Box<Self>, _total: u64) -> io::Result<u64> {
        let bytes = self.bytes_written();
        JudgeWriter::finish(*self)?;
        Ok(bytes)
    }

    fn bytes_written(&self) -> u64 {
        JudgeWriter::bytes_written(self)
    }
}

/// The text of each row an `n`×`n` board can have, one after another: row `c` of the table
/// (`n + 1` bytes with its `\n`) has its queen on column `c`.
pub fn row_table(n: usize) -> Vec<u8> {
    let mut rows = Vec::with_capacity(n * (n + 1));
    for queen in 0..n {
        rows.extend((0..n).map(|column| if column == queen { b'A' } else { b'.' }));
        rows.push(b'\n');
    }
    rows
}

/// Appends the rows of the solution `columns` (a queen's column per row) to `text`, using the
/// `table` of [`row_table`]: the body of a board without its header.
pub fn append_rows(text: &mut Vec<u8>, table: &[u8], columns: &[u8]) {
    let width = columns.len() + 1;
    for &column in columns {
        let start = usize::from(column) * width;
        text.extend_from_slice(&table[start..start + width]);
    }
}

/// Appends the judge rows `rows` of an `n`-wide board (each `n` characters and a newline)
/// mirrored left to right: the rows of the board's mirror image.
pub fn append_mirrored_rows(text: &mut Vec<u8>, rows: &[u8], n: usize) {
    for row in rows.chunks_exact(n + 1) {
        text.extend(row[..n].iter().rev());
        text.push(b'\n');
    }
}

/// Appends the header `No k:` of solution `number`, with its newline.
pub fn append_header(text: &mut Vec<u8>, number: u64) {
    text.extend_from_slice(b"No ");
    push_decimal(text, number);
    text.extend_from_slice(b":\n");
}

/// Appends the decimal digits of `number`.
fn push_decimal(buffer: &mut Vec<u8>, mut number: u64) {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (number % 10) as u8;
        number /= 10;
        if number == 0 {
            break;
        }
    }
    buffer.extend_from_slice(&digits[start..]);
}
