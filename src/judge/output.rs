//! What a program prints, checked as it arrives, twice: as the bytes it is (the judge's
//! comparison) and with its white space made regular (a byte-order mark, carriage returns,
//! spaces at the ends of lines or doubled, blank lines). Right as it is is Accepted; right
//! only once regular is a Presentation Error, whose message is the first place the bytes
//! differ; wrong both ways is a Wrong Answer, whose message is the first problem of the
//! regular text, at its line in what the program printed.

use std::io::{self, BufRead, BufReader, Read};
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use crate::check::{CheckError, Problem, Verdict, check};
use crate::formats::Format;

/// Chunks a checker may have waiting before the program's output waits for it.
const CHUNKS_WAITING: usize = 16;

/// A line longer than this is passed on as it is, for the checker to name.
const LONGEST_LINE: usize = 1 << 20;

/// The lines a checker's first read holds (or all, if fewer), so that the format is told from
/// as many as a file's would be, however the program flushes them.
const LINES_TO_TELL: usize = 8;

/// The checkers' channels, shared by the run's reader (which sends) and the check (which
/// closes them when the output ends).
type Senders = Arc<Mutex<Vec<SyncSender<Arc<[u8]>>>>>;

/// What the output was found to be.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum OutputVerdict {
    /// Right, byte for byte.
    Right(Verdict),
    /// Right but for white space: the first place where it differs.
    Presentation {
        /// What the regular text was found to be.
        verdict: Verdict,
        /// The first difference in white space.
        problem: Box<Problem>,
    },
    /// Wrong: the first problem, at its line of the output.
    Wrong(Box<Problem>),
}

/// The two checkers, fed as the output arrives.
pub struct OutputCheck {
    senders: Senders,
    exact: JoinHandle<Result<Verdict, CheckError>>,
    regular: JoinHandle<Result<Verdict, CheckError>>,
    blank_lines: Arc<Mutex<Vec<usize>>>,
}

/// Where the output's chunks go: every checker still reading.
#[derive(Clone)]
pub struct Feed(Senders);

impl Feed {
    /// Sends `chunk` to the checkers that still read; one that has its answer has left.
    pub fn send(&self, chunk: &[u8]) {
        let senders = self.0.lock().map(|senders| senders.clone());
        let chunk: Arc<[u8]> = Arc::from(chunk);
        for sender in senders.unwrap_or_default() {
            let _ = sender.send(Arc::clone(&chunk));
        }
    }
}

impl OutputCheck {
    /// Starts both checkers for board size `n`, in `format` or the one the output shows.
    pub fn start(n: usize, format: Option<Format>, cancel: &Arc<AtomicBool>) -> (Self, Feed) {
        let (exact_sender, exact_chunks) = sync_channel(CHUNKS_WAITING);
        let (regular_sender, regular_chunks) = sync_channel(CHUNKS_WAITING);
        let blank_lines = Arc::new(Mutex::new(Vec::new()));
        let exact = {
            let cancel = Arc::clone(cancel);
            std::thread::spawn(move || {
                let input = BufReader::with_capacity(1 << 16, Chunks::new(exact_chunks));
                check(input, format, Some(n), &cancel)
            })
        };
        let regular = {
            let cancel = Arc::clone(cancel);
            let blank_lines = Arc::clone(&blank_lines);
            std::thread::spawn(move || {
                let chunks = BufReader::with_capacity(1 << 16, Chunks::new(regular_chunks));
                let input = BufReader::with_capacity(1 << 16, Regular::new(chunks, blank_lines));
                check(input, format, Some(n), &cancel)
            })
        };
        let senders = Arc::new(Mutex::new(vec![exact_sender, regular_sender]));
        let feed = Feed(Arc::clone(&senders));
        let checks = Self {
            senders,
            exact,
            regular,
            blank_lines,
        };
        (checks, feed)
    }

    /// Ends the output (whether or not the feed's thread has seen its end) and says what it
    /// was.
    ///
    /// # Errors
    ///
    /// When the check was cancelled.
    pub fn finish(self) -> Result<OutputVerdict, CheckError> {
        if let Ok(mut senders) = self.senders.lock() {
            senders.clear();
        }
        let joined = |handle: JoinHandle<Result<Verdict, CheckError>>| {
            handle
                .join()
                .unwrap_or_else(|_| Err(io::Error::other("the checker stopped").into()))
        };
        let exact = joined(self.exact);
        let regular = joined(self.regular);
        match (exact, regular) {
            (Ok(verdict), _) => Ok(OutputVerdict::Right(verdict)),
            (Err(CheckError::Wrong(problem)), Ok(verdict)) => {
                Ok(OutputVerdict::Presentation { verdict, problem })
            }
            (exact, Err(CheckError::Wrong(mut problem))) => {
                let blank = self.blank_lines.lock().map(|lines| lines.clone());
                problem.line = line_printed(problem.line, &blank.unwrap_or_default());
                // The same place named by the exact text: its column is the output's own.
                Ok(OutputVerdict::Wrong(match exact {
                    Err(CheckError::Wrong(exact)) if exact.line == problem.line => exact,
                    _ => problem,
                }))
            }
            (_, Err(error @ CheckError::Cancelled)) | (Err(error), _) => Err(error),
        }
    }
}

/// The line of the output that is line `line` of its regular text, from which the blank
/// lines (`blank`, in order) were left out.
fn line_printed(line: usize, blank: &[usize]) -> usize {
    let mut printed = line;
    for &left_out in blank {
        if left_out <= printed {
            printed += 1;
        } else {
            break;
        }
    }
    printed
}

/// What a program prints in the Windows C runtime's text mode, read as the judge's Linux sees
/// it: each `\r\n` the runtime writes for a `\n` is a `\n` again. A `\r` at the end of a chunk
/// waits for the next.
#[derive(Default)]
pub struct TextMode {
    carriage: bool,
}

impl TextMode {
    /// `chunk` with its line ends read back, into `out`.
    pub fn translate(&mut self, chunk: &[u8], out: &mut Vec<u8>) {
        out.clear();
        for &byte in chunk {
            if std::mem::take(&mut self.carriage) && byte != b'\n' {
                out.push(b'\r');
            }
            if byte == b'\r' {
                self.carriage = true;
            } else {
                out.push(byte);
            }
        }
    }
}

/// A reader of the chunks another thread sends; it ends when the senders are gone. Its first
/// read holds [`LINES_TO_TELL`] lines, or all there are.
struct Chunks {
    receiver: Receiver<Arc<[u8]>>,
    chunk: Arc<[u8]>,
    at: usize,
    started: bool,
}

impl Chunks {
    fn new(receiver: Receiver<Arc<[u8]>>) -> Self {
        Self {
            receiver,
            chunk: Arc::from(&[][..]),
            at: 0,
            started: false,
        }
    }
}

impl Read for Chunks {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        if !self.started {
            self.started = true;
            let mut first = Vec::new();
            while bytecount(&first, b'\n') < LINES_TO_TELL && first.len() < buffer.len() {
                match self.receiver.recv() {
                    Ok(chunk) => first.extend_from_slice(&chunk),
                    Err(_) => break,
                }
            }
            self.chunk = Arc::from(first);
        }
        while self.at == self.chunk.len() {
            match self.receiver.recv() {
                Ok(chunk) => {
                    self.chunk = chunk;
                    self.at = 0;
                }
                Err(_) => return Ok(0),
            }
        }
        let read = buffer.len().min(self.chunk.len() - self.at);
        buffer[..read].copy_from_slice(&self.chunk[self.at..self.at + read]);
        self.at += read;
        Ok(read)
    }
}

/// How many times `byte` is in `bytes`.
fn bytecount(bytes: &[u8], byte: u8) -> usize {
    bytes.iter().filter(|&&each| each == byte).count()
}

/// The text read with its white space made regular, a line at a time: no byte-order mark,
/// each line without spaces, tabs or carriage returns at its ends and with single spaces
/// within, no blank lines (their numbers noted, to tell a problem's line in the output), and
/// a line end after the last. Its first read holds [`LINES_TO_TELL`] lines, or all there are.
struct Regular<R> {
    input: R,
    line: Vec<u8>,
    out: Vec<u8>,
    at: usize,
    lines_read: usize,
    /// Whether the last piece read ended within a line longer than [`LONGEST_LINE`].
    mid_line: bool,
    blank_lines: Arc<Mutex<Vec<usize>>>,
}

impl<R: BufRead> Regular<R> {
    fn new(input: R, blank_lines: Arc<Mutex<Vec<usize>>>) -> Self {
        Self {
            input,
            line: Vec::new(),
            out: Vec::new(),
            at: 0,
            lines_read: 0,
            mid_line: false,
            blank_lines,
        }
    }

    /// The next line made regular, added to `out`; `false` at the end.
    fn next_line(&mut self) -> io::Result<bool> {
        loop {
            self.line.clear();
            let read = (&mut self.input)
                .take(LONGEST_LINE as u64)
                .read_until(b'\n', &mut self.line)?;
            if read == 0 {
                return Ok(false);
            }
            let cut = self.line.len() >= LONGEST_LINE && !self.line.ends_with(b"\n");
            let continued = std::mem::replace(&mut self.mid_line, cut);
            if !continued {
                self.lines_read += 1;
            }
            if self.lines_read == 1 && self.line.starts_with(b"\xEF\xBB\xBF") {
                self.line.drain(..3);
            }
            if continued || self.mid_line {
                // A line too long to be a board's: passed on as it is.
                self.out.extend_from_slice(&self.line);
                return Ok(true);
            }
            let start = self.out.len();
            let blank = |byte: &u8| matches!(byte, b' ' | b'\t' | b'\r' | b'\n');
            for word in self.line.split(blank).filter(|word| !word.is_empty()) {
                if self.out.len() > start {
                    self.out.push(b' ');
                }
                self.out.extend_from_slice(word);
            }
            if self.out.len() == start {
                if let Ok(mut lines) = self.blank_lines.lock() {
                    lines.push(self.lines_read);
                }
                continue;
            }
            self.out.push(b'\n');
            return Ok(true);
        }
    }
}

impl<R: BufRead> Read for Regular<R> {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        if self.at == self.out.len() {
            let lines = if self.lines_read == 0 {
                LINES_TO_TELL
            } else {
                1
            };
            self.at = 0;
            self.out.clear();
            for _ in 0..lines {
                if !self.next_line()? {
                    break;
                }
            }
            if self.out.is_empty() {
                return Ok(0);
            }
        }
        let read = buffer.len().min(self.out.len() - self.at);
        buffer[..read].copy_from_slice(&self.out[self.at..self.at + read]);
        self.at += read;
        Ok(read)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn regular(text: &[u8]) -> (String, Vec<usize>) {
        let blank = Arc::new(Mutex::new(Vec::new()));
        let mut out = String::new();
        Regular::new(text, Arc::clone(&blank))
            .read_to_string(&mut out)
            .expect("read");
        let blank = blank.lock().expect("lock").clone();
        (out, blank)
    }

    #[test]
    fn white_space_is_made_regular_and_blank_lines_are_noted() {
        let (text, blank) = regular(b"\xEF\xBB\xBFNo  1: \r\n\r\n\tA.\n\n..A");
        assert_eq!(text, "No 1:\nA.\n..A\n");
        assert_eq!(blank, vec![2, 4]);
    }

    #[test]
    fn windows_line_ends_are_read_back_across_chunks() {
        let mut text_mode = TextMode::default();
        let mut out = Vec::new();
        let mut read = Vec::new();
        for chunk in [&b"No 1:\r"[..], b"\nA.\r\r\n", b"\rB\r"] {
            text_mode.translate(chunk, &mut out);
            read.extend_from_slice(&out);
        }
        assert_eq!(read, b"No 1:\nA.\r\n\rB");
    }

    #[test]
    fn a_line_of_the_regular_text_is_found_in_the_output() {
        // Lines 2 and 4 of the output were blank: its lines 1, 3, 5 are 1, 2, 3.
        assert_eq!(line_printed(1, &[2, 4]), 1);
        assert_eq!(line_printed(2, &[2, 4]), 3);
        assert_eq!(line_printed(3, &[2, 4]), 5);
        assert_eq!(line_printed(3, &[]), 3);
    }

    fn judged(output: &[u8]) -> OutputVerdict {
        let cancel = Arc::new(AtomicBool::new(false));
        let (checks, feed) = OutputCheck::start(4, None, &cancel);
        for chunk in output.chunks(7) {
            feed.send(chunk);
        }
        checks.finish().expect("not cancelled")
    }

    const FOUR: &str = "No 1:\n.A..\n...A\nA...\n..A.\nNo 2:\n..A.\nA...\n...A\n.A..\n";

    #[test]
    fn the_exact_answer_is_right_and_spaces_make_a_presentation_error() {
        assert!(matches!(judged(FOUR.as_bytes()), OutputVerdict::Right(_)));
        let spaced = FOUR.replace(".A..\n", ".A.. \n");
        let OutputVerdict::Presentation { problem, .. } = judged(spaced.as_bytes()) else {
            panic!("a trailing space is a presentation error");
        };
        assert_eq!(problem.line, 2);
        let crlf = FOUR.replace('\n', "\r\n");
        assert!(matches!(
            judged(crlf.as_bytes()),
            OutputVerdict::Presentation { .. }
        ));
    }

    #[test]
    fn a_wrong_board_after_blank_lines_is_named_at_its_line_in_the_output() {
        let wrong = FOUR
            .replace("No 2:", "\nNo 2:")
            .replace("..A.\nA...\n...A\n.A..", "..A.\nA...\n.A..\n...A");
        let OutputVerdict::Wrong(problem) = judged(wrong.as_bytes()) else {
            panic!("a wrong board is a wrong answer");
        };
        assert!(
            problem.line >= 7,
            "line {} is before the board",
            problem.line
        );
    }
}
