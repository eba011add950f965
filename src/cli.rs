//! The headless subcommands, for scripts, judges and slides: `export`, `count`, `check`,
//! `compare` and `picture`.
//!
//! Data goes to standard output; every message goes to standard error as one line starting
//! with `nqueens:`. Exit codes: 0 success, 1 a failure or a wrong file, 2 a file that cannot be
//! read or arguments that make no sense (clap's own code for those), 130 interrupted (Ctrl-C,
//! as a shell reports a process that SIGINT ended).

use std::fmt::Write as _;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};

use clap::{Args, Parser, Subcommand};

use crate::atomic::WriteError;
use crate::board::{MAX_N, Squares};
use crate::check::{CheckError, check};
use crate::export::{
    ExportError, ExportRange, Placed, export_in_format_to_file, export_to_file, write_in_format,
    write_range_parallel, write_to_file,
};
use crate::formats;
use crate::notation::{Reading, parse_board};
use crate::picture::{Format, Picture, PictureError, Theme, save};
use crate::platform;
use crate::shard::{LONGEST_SHARD_LINE, ShardResult, sum_shards};
use crate::solve::Solutions;
use crate::solve::count::{CountError, CountOptions, Shard, count, count_shard};
use crate::solve::trace::{Variant, compare};

/// The N-queens puzzle: a desktop app, and with a subcommand a command-line tool.
#[derive(Debug, Parser)]
#[command(name = "nqueens", version, about, long_about = None, args_conflicts_with_subcommands = true)]
pub struct Cli {
    /// What to do; with none, the desktop app opens.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// A judge-format file to open in the app and check, as `nqueens check` does.
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
}

/// A headless subcommand.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print every solution for N in the judge's format (`No k:` and N rows of `A` and `.`).
    Export(ExportArgs),
    /// Print the number of solutions for N.
    Count(CountArgs),
    /// Check a judge-format file against the solver: every board valid, none missing,
    /// none repeated, order and numbering right.
    Check(CheckArgs),
    /// Run the textbook search variants on N and compare the squares they try and the time
    /// they take.
    Compare(CompareArgs),
    /// Draw solution No K of N, or any board, as an SVG or PNG picture.
    Picture(PictureArgs),
}

/// Arguments of `nqueens picture`.
#[derive(Debug, Args)]
pub struct PictureArgs {
    /// The board size (optional with --board, which shows it).
    #[arg(value_parser = parse_n, allow_negative_numbers = true, required_unless_present = "board")]
    pub n: Option<usize>,
    /// The solution's number, in the judge's order.
    #[arg(value_name = "K", default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
    pub k: u64,
    /// The picture to write: `.svg` (vector) or `.png` (pixels), by its extension.
    #[arg(short, long, value_name = "FILE")]
    pub output: PathBuf,
    /// Any board instead of solution No K: columns row by row (`1 5 8 6 3 7 2 4`), chess
    /// squares (`a8 e7 h6 …`) or the judge's rows.
    #[arg(long, value_name = "QUEENS", conflicts_with = "k")]
    pub board: Option<String>,
    /// The side of a PNG in pixels (an SVG's default size).
    #[arg(long, value_name = "PIXELS", default_value_t = 800)]
    pub size: u32,
    /// Leave out the files and ranks beside the board.
    #[arg(long)]
    pub no_coordinates: bool,
    /// The light theme's colours around the board rather than the dark one's.
    #[arg(long)]
    pub light: bool,
}

/// Arguments of `nqueens compare`.
#[derive(Debug, Args)]
pub struct CompareArgs {
    /// The board size (the plain search is slow past 13 or so).
    #[arg(value_parser = parse_n, allow_negative_numbers = true)]
    pub n: usize,
}

/// Arguments of `nqueens export`.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// The board size.
    #[arg(value_parser = parse_n, allow_negative_numbers = true)]
    pub n: usize,
    /// Write to this file (atomically) instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Start at solution number K.
    #[arg(long, value_name = "K", value_parser = clap::value_parser!(u64).range(1..))]
    pub first: Option<u64>,
    /// Stop after solution number K.
    #[arg(long, value_name = "K", value_parser = clap::value_parser!(u64).range(1..))]
    pub last: Option<u64>,
    /// Only the fundamental solutions (each class's smallest member under rotation and
    /// reflection), numbered from 1: 12 for N = 8.
    #[arg(long)]
    pub unique: bool,
    /// Searching threads (default: the CPUs this process may use); the bytes are the same.
    #[arg(long, value_name = "T", value_parser = clap::value_parser!(u16).range(1..))]
    pub threads: Option<u16>,
    /// The answer's format: `judge` (`No k:` boards), `columns` (a solution a line, its
    /// columns from 1), `checker` (USACO 1.5: the first three and the count) or `leetcode`
    /// (LeetCode 51's JSON list of boards).
    #[arg(long, value_enum, default_value = "judge", value_name = "F")]
    pub format: formats::Format,
}

/// Arguments of `nqueens count`.
#[derive(Debug, Args)]
pub struct CountArgs {
    /// The board size.
    #[arg(value_parser = parse_n, allow_negative_numbers = true, required_unless_present = "sum")]
    pub n: Option<usize>,
    /// Count solutions up to rotation and reflection instead.
    #[arg(long)]
    pub unique: bool,
    /// Counting threads (default: one per core).
    #[arg(long, value_name = "T", value_parser = clap::value_parser!(u16).range(1..))]
    pub threads: Option<u16>,
    /// Count only part I of K (1 <= I <= K) and print it as `n=N shard=I/K total=T
    /// symmetric=S`, for spreading a long count over machines.
    #[arg(long, value_name = "I/K", conflicts_with = "unique")]
    pub shard: Option<Shard>,
    /// Add up the shard results in FILES (the lines `--shard` printed) instead of counting;
    /// refuses a set with shards missing or repeated, and names them.
    #[arg(long, value_name = "FILES", num_args = 1.., conflicts_with_all = ["n", "shard", "threads"])]
    pub sum: Vec<PathBuf>,
}

/// Arguments of `nqueens check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The answer to check, in any format; `-` reads standard input.
    pub file: PathBuf,
    /// The board size (default: the size of the first board).
    #[arg(long, value_parser = parse_n)]
    pub n: Option<usize>,
    /// The file's format (default: recognised from the file): `judge`, `columns`, `checker`
    /// or `leetcode`.
    #[arg(long, value_enum)]
    pub format: Option<formats::Format>,
}

fn parse_n(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if (1..=MAX_N).contains(&n) => Ok(n),
        _ => Err(format!(
            "N must be a whole number from 1 to {MAX_N}, not `{text}`"
        )),
    }
}

/// Set by Ctrl-C, so that a long export or count stops cleanly and removes its temporary file.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// Runs a subcommand and returns the process's exit code.
pub fn run(command: Command) -> ExitCode {
    // Without the handler, Ctrl-C kills the process at once; failing to install it only
    // loses the clean-up, so it is not worth refusing to run.
    let _ = ctrlc::set_handler(|| INTERRUPTED.store(true, Ordering::Relaxed));
    match command {
        Command::Export(args) => export(&args),
        Command::Count(args) => count_solutions(&args),
        Command::Check(args) => check_file(&args),
        Command::Compare(args) => compare_variants(args.n),
        Command::Picture(args) => draw_picture(&args),
    }
}

// How a subcommand ends badly, in one place: its line on standard error and the exit code
// that says why. 1: the work failed or the file checked is wrong; 2: the input could not be
// used (unreadable, out of range, not fitting); 130: Ctrl-C (128 + SIGINT, as shells say it).

/// The work failed (an export that could not be written, say): exit 1.
fn fail(message: impl std::fmt::Display) -> ExitCode {
    end(1, format_args!("nqueens: {message}"))
}

/// The input cannot be used: exit 2.
fn refuse(message: impl std::fmt::Display) -> ExitCode {
    end(2, format_args!("nqueens: {message}"))
}

/// Ctrl-C stopped it: exit 130.
fn interrupted(message: impl std::fmt::Display) -> ExitCode {
    end(130, format_args!("nqueens: {message}"))
}

fn end(code: u8, line: impl std::fmt::Display) -> ExitCode {
    eprintln!("{line}");
    ExitCode::from(code)
}

fn export(args: &ExportArgs) -> ExitCode {
    let range = ExportRange {
        n: args.n,
        first: args.first.unwrap_or(1),
        last: args.last,
        fundamental_only: args.unique,
    };
    if let Some(last) = range.last
        && last < range.first
    {
        return fail(format!(
            "--last {last} comes before --first {}: nothing to export",
            range.first
        ));
    }
    let threads = args.threads.map_or(0, usize::from);
    if args.format != formats::Format::Judge {
        return export_in_format(args, range, threads);
    }
    let result = if let Some(path) = &args.output {
        export_to_file(path, range, threads, &INTERRUPTED, &mut |_| {})
    } else if let Some((stdout, base)) = platform::positional_stdout() {
        // Standard output is a file or a device: written at places where that helps.
        let from = Placed {
            placeable: true,
            base,
        };
        let path = Path::new("standard output");
        write_to_file(
            &stdout,
            from,
            path,
            range,
            threads,
            &INTERRUPTED,
            &mut |_| {},
        )
    } else {
        let stdout = io::stdout().lock();
        write_range_parallel(
            stdout,
            Path::new("standard output"),
            range,
            threads,
            &INTERRUPTED,
            &mut |_| {},
        )
    };
    export_ended(result)
}

/// The exit of an export: done, interrupted, or failed with its message.
fn export_ended(result: Result<crate::export::ExportSummary, ExportError>) -> ExitCode {
    match result {
        Ok(_) => ExitCode::SUCCESS,
        // A reader that stops early (`nqueens export 12 | head`) is not an error.
        Err(ExportError::File(WriteError::Io { source, .. }))
            if source.kind() == io::ErrorKind::BrokenPipe =>
        {
            ExitCode::SUCCESS
        }
        Err(error @ ExportError::Cancelled) => interrupted(error),
        Err(error) => fail(error),
    }
}

/// `nqueens export --format F` for the formats other than the judge's.
fn export_in_format(args: &ExportArgs, range: ExportRange, threads: usize) -> ExitCode {
    let ranged = args.first.is_some() || args.last.is_some() || args.unique;
    if ranged && !args.format.takes_ranges() {
        let what = if args.format == formats::Format::Checker {
            "the first three solutions and the count of all"
        } else {
            "every solution (LeetCode takes them all)"
        };
        return refuse(format_args!(
            "--format {} is {what}: --first, --last and --unique do not apply",
            args.format.key()
        ));
    }
    let result = if let Some(path) = &args.output {
        export_in_format_to_file(path, args.format, range, threads, &INTERRUPTED, &mut |_| {})
    } else {
        write_in_format(
            io::stdout().lock(),
            Path::new("standard output"),
            args.format,
            range,
            threads,
            &INTERRUPTED,
            &mut |_| {},
        )
    };
    export_ended(result)
}

fn count_solutions(args: &CountArgs) -> ExitCode {
    if !args.sum.is_empty() {
        return sum_shard_files(&args.sum, args.unique);
    }
    let Some(n) = args.n else {
        return fail("count needs N, or --sum with shard files");
    };
    if let Some(shard) = args.shard
        && let Err(problem) = shard.check_for(n)
    {
        return refuse(format_args!(
            "--shard {}/{}: {problem}",
            shard.index, shard.of
        ));
    }
    let options = CountOptions {
        threads: args.threads.map_or(0, usize::from),
        cancel: Some(&INTERRUPTED),
        memory: platform::available_memory(),
        ..CountOptions::default()
    };
    let result = match args.shard {
        Some(shard) => count_shard(n, shard, &options)
            .map(|counts| ShardResult { n, shard, counts }.to_string()),
        None => count(n, &options).map(|counts| counts.of(args.unique).to_string()),
    };
    match result {
        Ok(line) => print_line(&line),
        Err(CountError::Cancelled) => interrupted(CountError::Cancelled),
        Err(error @ CountError::NotEnoughMemory { .. }) => refuse(error),
    }
}

/// `count --sum`: reads every shard line of every file and adds them up. A line is read only
/// as far as a shard line can go, so that no file, however long its lines, fills memory.
fn sum_shard_files(files: &[PathBuf], unique: bool) -> ExitCode {
    let mut results = Vec::new();
    for file in files {
        let unreadable =
            |error: io::Error| refuse(format_args!("cannot read {}: {error}", file.display()));
        let mut input = match File::open(file) {
            Ok(file) => BufReader::new(file),
            Err(error) => return unreadable(error),
        };
        let mut line = Vec::new();
        for number in 1.. {
            if INTERRUPTED.load(Ordering::Relaxed) {
                return interrupted("the sum was interrupted");
            }
            let source = format!("{}:{number}", file.display());
            line.clear();
            let limit = LONGEST_SHARD_LINE as u64 + 1;
            match io::Read::take(&mut input, limit).read_until(b'\n', &mut line) {
                Ok(0) => break,
                Ok(_) => {}
                Err(error) => return unreadable(error),
            }
            if line.last() != Some(&b'\n') && line.len() as u64 == limit {
                return fail(format!(
                    "{source}: a line of more than {LONGEST_SHARD_LINE} characters; \
                     a shard line is never that long"
                ));
            }
            let Ok(text) = std::str::from_utf8(&line) else {
                return fail(format!("{source}: not text"));
            };
            if text.trim().is_empty() {
                continue;
            }
            match text.trim().parse::<ShardResult>() {
                Ok(result) => results.push((source, result)),
                Err(error) => return fail(format!("{source}: {error}")),
            }
        }
    }
    match sum_shards(&results) {
        Ok((_, counts)) => print_line(&counts.of(unique).to_string()),
        Err(error) => fail(error),
    }
}

fn compare_variants(n: usize) -> ExitCode {
    let mut table = format!(
        "N = {n}\n{:<20} {:>15} {:>15} {:>13} {:>11} {:>11} {:>11}\n",
        "variant", "squares tried", "conflicts", "backtracks", "dead ends", "solutions", "seconds"
    );
    for variant in Variant::ALL {
        let Some(line) = compare(variant, n, |_| !INTERRUPTED.load(Ordering::Relaxed)) else {
            return interrupted("the comparison was interrupted");
        };
        let c = line.counters;
        let _ = writeln!(
            table,
            "{:<20} {:>15} {:>15} {:>13} {:>11} {:>11} {:>11.3}",
            variant.name(),
            c.tried,
            c.conflicts,
            c.backtracks,
            c.dead_ends,
            c.solutions,
            line.elapsed.as_secs_f64()
        );
    }
    match io::stdout().lock().write_all(table.as_bytes()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => fail(format!("cannot write standard output: {error}")),
    }
}

fn check_file(args: &CheckArgs) -> ExitCode {
    let stdin = args.file.as_os_str() == "-";
    let name = if stdin {
        "standard input".to_string()
    } else {
        args.file.display().to_string()
    };
    // A buffer large enough to hold the Checker Challenge's whole answer, to tell it from
    // the columns format.
    let input: Box<dyn BufRead> = if stdin {
        Box::new(BufReader::with_capacity(1 << 16, io::stdin().lock()))
    } else {
        match File::open(&args.file) {
            Ok(file) => Box::new(BufReader::with_capacity(1 << 16, file)),
            Err(error) => return refuse(format_args!("cannot read {name}: {error}")),
        }
    };
    match check(input, args.format, args.n, &INTERRUPTED) {
        Ok(verdict) => print_line(&format!("{name}: {verdict}")),
        // As compilers say it, `FILE:LINE: what` (`FILE:LINE:COLUMN:` for JSON), so that
        // editors jump to the place; the format it was read in where it is not the judge's.
        Err(CheckError::Wrong(problem)) => {
            let column = problem
                .column
                .map_or_else(String::new, |column| format!("{column}:"));
            let read_as = match problem.format {
                formats::Format::Judge => String::new(),
                format => format!(" (read as {})", formats::read::format_named(format)),
            };
            end(
                1,
                format_args!(
                    "{name}:{}:{column} {}{read_as}",
                    problem.line, problem.wrong
                ),
            )
        }
        Err(CheckError::Unreadable(error)) => refuse(format_args!("cannot read {name}: {error}")),
        Err(error @ CheckError::Interrupted) => interrupted(error),
    }
}

fn draw_picture(args: &PictureArgs) -> ExitCode {
    let Some(format) = Format::of_path(&args.output) else {
        return refuse(PictureError::NotAPictureName(args.output.clone()));
    };
    let board = if let Some(text) = &args.board {
        match parse_board(text, args.n.unwrap_or(1)) {
            // Nobody to ask whether they count from 0: the columns as they would be from 1.
            Ok(Reading::FromZero(pasted)) => {
                let from_one = pasted
                    .board
                    .as_placement()
                    .map_or_else(String::new, |placement| placement.to_string());
                return fail(format!(
                    "--board: these columns count from 0 (they hold a 0 and no {}); give them \
                     from 1: `{from_one}`",
                    pasted.board.n()
                ));
            }
            Ok(Reading::Board(pasted)) if args.n.is_some_and(|n| n != pasted.board.n()) => {
                return fail(format!(
                    "--board shows a {0}×{0} board, but N is {1}",
                    pasted.board.n(),
                    args.n.unwrap_or_default()
                ));
            }
            Ok(Reading::Board(pasted)) => pasted.board,
            Err(error) => return fail(format!("--board: {error}")),
        }
    } else {
        let n = args.n.unwrap_or_default();
        let mut solutions = Solutions::new(n);
        let found = solutions
            .skip_solutions(args.k - 1, &INTERRUPTED)
            .and_then(|skipped| Ok((skipped, solutions.next_cancellable(&INTERRUPTED)?)));
        match found {
            Ok((_, Some(solution))) => Squares::from(&solution),
            Ok((total, None)) => {
                let total = match total {
                    0 => "no solutions".to_string(),
                    1 => "1 solution".to_string(),
                    total => format!("{total} solutions"),
                };
                return fail(format!(
                    "N = {n} has {total}; there is no solution No {}",
                    args.k
                ));
            }
            Err(cancelled) => return interrupted(cancelled),
        }
    };
    let conflicts = board.conflicts();
    let picture = Picture {
        n: board.n(),
        queens: board.queens(),
        conflicts: &conflicts,
        coordinates: !args.no_coordinates,
        theme: if args.light {
            Theme::Light
        } else {
            Theme::Dark
        },
    };
    match save(&picture, format, args.size, &args.output) {
        Ok(_) => ExitCode::SUCCESS,
        Err(error) => fail(error),
    }
}

/// Prints one line of data, reporting a failed write instead of panicking as `println!` does.
fn print_line(text: &str) -> ExitCode {
    match writeln!(io::stdout().lock(), "{text}") {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => fail(format!("cannot write standard output: {error}")),
    }
}
