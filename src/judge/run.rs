//! A program run under a judge's limits: CPU time, wall time, memory and output, measured
//! while it runs and enforced by ending its whole process tree; its output handed on as it
//! comes, its standard error kept in part.

use std::io::{self, Read, Write};
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use super::{Exit, Usage};
use crate::platform::processes::ProcessTree;

/// How often a running program is looked at.
const SAMPLE_EVERY: Duration = Duration::from_millis(5);

/// How long the output may stay open once the program has ended and its tree was ended: a
/// process that left the tree (a new session of its own) may hold it for ever.
const OUTPUT_GRACE: Duration = Duration::from_secs(1);

/// Standard error kept: its start and its end.
const ERROR_HEAD: usize = 16 * 1024;
const ERROR_TAIL: usize = 8 * 1024;

/// What a program may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// CPU time, user and system.
    pub time: Duration,
    /// Wall-clock time: a program that waits uses none of its CPU time.
    pub wall: Duration,
    /// Peak resident memory, in bytes.
    pub memory: u64,
    /// Bytes printed on standard output.
    pub output: u64,
}

/// Why a run stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The program ended by itself.
    Exited(Exit),
    /// Its CPU time passed the limit.
    Time,
    /// Its wall-clock time passed the limit.
    Wall,
    /// Its memory passed the limit.
    Memory,
    /// It printed more than the limit.
    Output,
    /// The user cancelled.
    Cancelled,
}

/// A run, ended.
#[derive(Clone, Debug)]
pub struct Ran {
    /// Why it stopped.
    pub stop: Stop,
    /// What it used.
    pub usage: Usage,
    /// How long it ran, by the clock.
    pub wall: Duration,
    /// The bytes it printed on standard output.
    pub output_bytes: u64,
    /// Its standard error: the start and the end, when long.
    pub errors: String,
}

/// Runs `started` with `input` on its standard input (none: an empty one), under `limits`,
/// handing what it prints to `output` as it comes, until it ends, a limit is passed, or
/// `cancel` is set. `progress` hears the usage so far at each look.
///
/// # Errors
///
/// When the program cannot be started.
pub fn run(
    started: &Command,
    input: Option<Vec<u8>>,
    limits: &Limits,
    output: impl FnMut(&[u8]) + Send + 'static,
    cancel: &AtomicBool,
    progress: &mut dyn FnMut(Usage, Duration),
) -> io::Result<Ran> {
    let mut tree = ProcessTree::start(started, input.is_some())?;
    let clock = Instant::now();
    if let (Some(mut stdin), Some(input)) = (tree.stdin(), input) {
        // A program that reads nothing leaves it unread: the error is not the program's fault.
        std::thread::spawn(move || {
            let _ = stdin.write_all(&input);
        });
    }
    let printed = Arc::new(AtomicU64::new(0));
    let over = Arc::new(AtomicBool::new(false));
    // Whether the reader of its output waits for more: once the tree has ended, that is for
    // a process that left it. Otherwise it hands on what it read, as fast as it is checked.
    let reading = Arc::new(AtomicBool::new(false));
    let (output_done, output_ended) = mpsc::channel();
    if let Some(stdout) = tree.stdout() {
        let (printed, over, limit) = (Arc::clone(&printed), Arc::clone(&over), limits.output);
        let reading = Arc::clone(&reading);
        std::thread::spawn(move || {
            pump(stdout, limit, &printed, &over, &reading, output);
            let _ = output_done.send(());
        });
    }
    let (errors_kept, errors_read) = mpsc::channel();
    if let Some(stderr) = tree.stderr() {
        std::thread::spawn(move || {
            let _ = errors_kept.send(keep_errors(stderr));
        });
    }

    let stop = loop {
        if let Some((exit, _)) = tree.try_wait()? {
            break Stop::Exited(exit);
        }
        let usage = tree.sample();
        let wall = clock.elapsed();
        progress(usage, wall);
        let stop = if cancel.load(Ordering::Relaxed) {
            Some(Stop::Cancelled)
        } else if usage.cpu > limits.time {
            Some(Stop::Time)
        } else if usage.peak_memory > limits.memory {
            Some(Stop::Memory)
        } else if over.load(Ordering::Relaxed) {
            Some(Stop::Output)
        } else if wall > limits.wall {
            Some(Stop::Wall)
        } else {
            None
        };
        if let Some(stop) = stop {
            tree.end();
            break stop;
        }
        std::thread::sleep(SAMPLE_EVERY);
    };
    let wall = clock.elapsed();
    // Children it left behind end with it; then its output closes.
    tree.end();
    let usage = loop {
        if let Some((_, usage)) = tree.try_wait()? {
            break usage;
        }
        std::thread::sleep(SAMPLE_EVERY);
    };
    let errors = wait_for_streams(&output_ended, &errors_read, &reading, cancel);
    // A limit the program passed between two looks is still passed.
    let stop = match stop {
        Stop::Exited(_) if usage.cpu > limits.time => Stop::Time,
        Stop::Exited(_) if usage.peak_memory > limits.memory => Stop::Memory,
        Stop::Exited(_) if over.load(Ordering::Relaxed) => Stop::Output,
        stop => stop,
    };
    Ok(Ran {
        stop,
        usage,
        wall,
        output_bytes: printed.load(Ordering::Relaxed),
        errors,
    })
}

/// Waits, once the program's tree has ended, for what it printed to be handed on and for its
/// standard error, which it returns. Both close when the last process holding them ends; one
/// that left the tree may hold them for ever, so each is given up [`OUTPUT_GRACE`] after the
/// tree ended, or at a cancel, unless what was read is still being handed on to the checkers.
fn wait_for_streams(
    output_ended: &mpsc::Receiver<()>,
    errors_read: &mpsc::Receiver<String>,
    reading: &AtomicBool,
    cancel: &AtomicBool,
) -> String {
    let deadline = Instant::now() + OUTPUT_GRACE;
    let (mut output_done, mut errors) = (false, None);
    loop {
        output_done = output_done || output_ended.try_recv().is_ok();
        if errors.is_none() {
            errors = errors_read.try_recv().ok();
        }
        let given_up = Instant::now() > deadline || cancel.load(Ordering::Relaxed);
        let handing_on = !reading.load(Ordering::Relaxed);
        let output_waits = !output_done && (handing_on || !given_up);
        if !output_waits && (errors.is_some() || given_up) {
            return errors.unwrap_or_default();
        }
        std::thread::sleep(SAMPLE_EVERY);
    }
}

/// Reads what the program prints to its end, handing on the first `limit` bytes; past them,
/// sets `over` (the run ends the program) and reads on without handing on. `reading` is set
/// while it waits for more.
fn pump(
    mut stdout: impl Read,
    limit: u64,
    printed: &AtomicU64,
    over: &AtomicBool,
    reading: &AtomicBool,
    mut output: impl FnMut(&[u8]),
) {
    let mut buffer = vec![0; 1 << 16];
    let mut total = 0_u64;
    loop {
        reading.store(true, Ordering::Relaxed);
        let read = stdout.read(&mut buffer);
        reading.store(false, Ordering::Relaxed);
        let read = match read {
            Ok(0) | Err(_) => return,
            Ok(read) => read,
        };
        let room = limit.saturating_sub(total);
        total += read as u64;
        printed.store(total.min(limit.saturating_add(1)), Ordering::Relaxed);
        let handed = (read as u64).min(room) as usize;
        if handed > 0 {
            output(&buffer[..handed]);
        }
        if total > limit {
            over.store(true, Ordering::Relaxed);
        }
    }
}

/// Standard error's start and end, with `…` where the middle was left out.
fn keep_errors(mut stderr: impl Read) -> String {
    let mut head = Vec::new();
    let mut tail: Vec<u8> = Vec::new();
    let mut left_out = false;
    let mut buffer = [0; 8192];
    while let Ok(read) = stderr.read(&mut buffer) {
        if read == 0 {
            break;
        }
        let mut bytes = &buffer[..read];
        if head.len() < ERROR_HEAD {
            let take = bytes.len().min(ERROR_HEAD - head.len());
            head.extend_from_slice(&bytes[..take]);
            bytes = &bytes[take..];
        }
        tail.extend_from_slice(bytes);
        if tail.len() > 2 * ERROR_TAIL {
            tail.drain(..tail.len() - ERROR_TAIL);
            left_out = true;
        }
    }
    if tail.len() > ERROR_TAIL {
        tail.drain(..tail.len() - ERROR_TAIL);
        left_out = true;
    }
    let mut text = String::from_utf8_lossy(&head).into_owned();
    if left_out {
        text.push_str("\n…\n");
    }
    text.push_str(&String::from_utf8_lossy(&tail));
    text
}
