//! The command line's arguments, as clap reads them: what each subcommand takes, its help
//! text, and the checks clap makes before any work starts (a board size in range, a number
//! from 1). What the arguments mean together is for each subcommand to judge.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

use super::EXIT_CODES;
use crate::board::MAX_N;
use crate::formats;
use crate::solve::count::Shard;
use crate::solve::trace::Variant;

/// The N-queens puzzle: a desktop app, and with a subcommand a command-line tool.
#[derive(Debug, Parser)]
#[command(
    name = "nqueens",
    version,
    about,
    long_about = None,
    args_conflicts_with_subcommands = true,
    after_help = EXIT_CODES
)]
pub struct Cli {
    /// What to do; with none, the desktop app opens.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// An answer file, in any format, to open in the app and check, as `nqueens check` does.
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
}

/// A headless subcommand.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print every solution for N in an answer format, the judge's by default.
    Export(ExportArgs),
    /// Print the number of solutions for N.
    Count(CountArgs),
    /// Check an answer file against the solver: every board valid, none missing, none
    /// repeated, order and numbering right.
    Check(CheckArgs),
    /// Run the textbook search variants on N and compare the squares they try and the time
    /// they take.
    Compare(CompareArgs),
    /// Draw solution No K of N, or any board, as an SVG or PNG picture.
    Picture(PictureArgs),
    /// Write a variant's search of N (4 to 8) as an animated GIF for slides: a frame a step,
    /// with the board, the program's line running and the counters.
    Animate(AnimateArgs),
    /// Judge a program as an online judge would: build it (C, C++, Python, Java, Rust, or an
    /// executable as it is), run it under a time and memory limit, check what it prints, and
    /// give the judge's verdict with the time and memory used.
    #[command(
        after_long_help = "Exit codes: 0 Accepted, 1 Wrong Answer, 2 the program cannot be \
        judged (not found, no compiler), 3 Presentation Error, 4 Time Limit Exceeded, 5 Memory \
        Limit Exceeded, 6 Output Limit Exceeded, 7 Runtime Error, 8 Compile Error, 130 Ctrl-C."
    )]
    Judge(JudgeArgs),
}

/// Arguments of `nqueens judge`.
#[derive(Debug, Args)]
pub struct JudgeArgs {
    /// The program: a source file (.c, .cpp, .py, .java, .rs) or an executable.
    pub program: PathBuf,
    /// The board size its output is judged for (the seed problem's is 8).
    #[arg(long, value_parser = parse_n, default_value_t = crate::judge::SEED_N)]
    pub n: usize,
    /// Write N and a line end on its standard input, as Luogu P1219 and Baekjoon 9663 do
    /// (else it reads nothing, as the seed problem's program).
    #[arg(long)]
    pub stdin_n: bool,
    /// Its CPU time limit in milliseconds (Java's is twice it and a second more, as judges
    /// allow).
    #[arg(long, value_name = "MS", default_value_t = crate::judge::SEED_TIME_LIMIT_MS,
          value_parser = clap::value_parser!(u64).range(crate::judge::TIME_LIMITS_MS))]
    pub time_limit: u64,
    /// Its memory limit in KB, 1,024 bytes (Python is given 32,768 KB more and Java 65,536,
    /// for the interpreter, as judges allow).
    #[arg(long, value_name = "KB", default_value_t = crate::judge::SEED_MEMORY_LIMIT_KB,
          value_parser = clap::value_parser!(u64).range(crate::judge::MEMORY_LIMITS_KB))]
    pub memory_limit: u64,
    /// The format its output must be in (default: recognised from what it prints).
    #[arg(long, value_enum)]
    pub format: Option<formats::Format>,
}

/// Arguments of `nqueens animate`.
#[derive(Debug, Args)]
pub struct AnimateArgs {
    /// The board size, 4 to 8.
    #[arg(value_parser = parse_n, allow_negative_numbers = true)]
    pub n: usize,
    /// The search: generate, plain, forward, permutation or bitboard.
    #[arg(long, value_name = "VARIANT", default_value = "plain", value_parser = parse_variant)]
    pub variant: Variant,
    /// Show plain backtracking's program as one loop, without recursion.
    #[arg(long = "loop")]
    pub one_loop: bool,
    /// The first step shown, counted from 1.
    #[arg(long, value_name = "STEP", default_value_t = 1)]
    pub first: u64,
    /// The last step shown (cut to the search's end).
    #[arg(long, value_name = "STEP", default_value_t = 200)]
    pub last: u64,
    /// Its width in pixels (the height is 9/16 of it).
    #[arg(long, value_name = "PIXELS", default_value_t = 960)]
    pub width: u32,
    /// Steps a second.
    #[arg(long, value_name = "STEPS", default_value_t = 2.0)]
    pub speed: f64,
    /// The light theme's colours rather than the dark one's.
    #[arg(long)]
    pub light: bool,
    /// The GIF to write.
    #[arg(short, long, value_name = "FILE")]
    pub output: PathBuf,
}

/// Reads a variant by its key: `plain`, `generate`, ….
fn parse_variant(text: &str) -> Result<Variant, String> {
    Variant::ALL
        .into_iter()
        .find(|variant| variant.key() == text)
        .ok_or_else(|| {
            let keys: Vec<&str> = Variant::ALL.iter().map(|variant| variant.key()).collect();
            format!("the variant is one of {}, not `{text}`", keys.join(", "))
        })
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
    /// The answer's format.
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
    #[arg(long, value_name = "FILES", num_args = 1.., conflicts_with_all = ["n", "shard", "threads", "memory"])]
    pub sum: Vec<PathBuf>,
    /// The most memory the count's tables may take, in bytes or with K, M or G (powers of
    /// 1024), such as a batch job's share of a machine (default: what the machine has free).
    #[arg(long, value_name = "SIZE", value_parser = parse_size)]
    pub memory: Option<u64>,
}

/// Arguments of `nqueens check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The answer to check, in any format; `-` reads standard input.
    pub file: PathBuf,
    /// The board size (default: the size of the first board).
    #[arg(long, value_parser = parse_n)]
    pub n: Option<usize>,
    /// The file's format (default: recognised from the file).
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

/// Reads a size in bytes: a whole number, or one followed by K, M or G (powers of 1024), as
/// `512K` or `4G`.
fn parse_size(text: &str) -> Result<u64, String> {
    let trimmed = text.trim();
    let (digits, shift) = if let Some(digits) = trimmed.strip_suffix(['K', 'k']) {
        (digits, 10)
    } else if let Some(digits) = trimmed.strip_suffix(['M', 'm']) {
        (digits, 20)
    } else if let Some(digits) = trimmed.strip_suffix(['G', 'g']) {
        (digits, 30)
    } else {
        (trimmed, 0)
    };
    digits
        .parse::<u64>()
        .ok()
        .and_then(|number| number.checked_mul(1 << shift))
        .ok_or_else(|| {
            format!("a size is a whole number of bytes, or one with K, M or G, not `{text}`")
        })
}

#[cfg(test)]
mod tests {
    use super::parse_size;

    #[test]
    fn a_size_is_bytes_or_a_power_of_1024() {
        assert_eq!(parse_size("4096"), Ok(4096));
        assert_eq!(parse_size("512K"), Ok(512 << 10));
        assert_eq!(parse_size("3m"), Ok(3 << 20));
        assert_eq!(parse_size("2G"), Ok(2 << 30));
        for wrong in ["", "G", "1.5G", "-1K", "2T", "99999999999G"] {
            assert!(parse_size(wrong).is_err(), "{wrong}");
        }
    }
}
