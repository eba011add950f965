//! `nqueens count`: the number of solutions for N, one shard of it (`--shard`), or the sum of
//! the shards' lines (`--sum`).

use std::fs::File;
use std::io::BufReader;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use super::args::CountArgs;
use super::progress::ProgressLine;
use super::{Failure, INTERRUPTED, Work, print_line};
use crate::platform;
use crate::shard::{ShardReadError, ShardResult, read_shard_lines, sum_shards};
use crate::solve::count::{CountError, CountOptions, CountProgress, count, count_shard};
use crate::units::{grouped, human_bytes};

pub(super) fn run(args: &CountArgs) -> Result<(), Failure> {
    if !args.sum.is_empty() {
        return sum_shard_files(&args.sum, args.unique);
    }
    let Some(n) = args.n else {
        return Err(Failure::refused("count needs N, or --sum with shard files"));
    };
    if let Some(shard) = args.shard
        && let Err(problem) = shard.check_for(n)
    {
        return Err(Failure::refused(format_args!(
            "--shard {}/{}: {problem}",
            shard.index, shard.of
        )));
    }
    let free = platform::available_memory();
    let memory = platform::at_most(free, args.memory);
    // Which of the two limits a refusal comes from.
    let given_is_smaller = args
        .memory
        .is_some_and(|given| free.is_none_or(|free| given <= free));
    // From N = 22 the tables take seconds and the count minutes: a terminal is told how far
    // they have come.
    let line = ProgressLine::on_stderr();
    let started = Instant::now();
    let building = |share: f64| {
        line.show(share >= 1.0, || {
            format!("N = {n}: building the tables… {:.0}%", share * 100.0)
        });
    };
    // Short, to stay on one line of a narrow terminal.
    let progress = |progress: CountProgress| {
        line.show(progress.units_done == progress.units, || {
            format!(
                "N = {n}: {:.1}% in {}, {} found",
                progress.share() * 100.0,
                clock(started.elapsed()),
                grouped(progress.total)
            )
        });
    };
    let options = CountOptions {
        threads: args.threads.map_or(0, usize::from),
        cancel: Some(&INTERRUPTED),
        memory,
        progress: Some(&progress),
        building: Some(&building),
        ..CountOptions::default()
    };
    let result = match args.shard {
        Some(shard) => count_shard(n, shard, &options)
            .map(|counts| ShardResult { n, shard, counts }.to_string()),
        None => count(n, &options).map(|counts| counts.of(args.unique).to_string()),
    };
    line.clear();
    match result {
        Ok(line) => print_line(&line),
        Err(CountError::Cancelled) => Err(Failure::Cancelled(Work::Count)),
        Err(CountError::NotEnoughMemory { n, available }) => {
            let given = if given_is_smaller {
                "it was given (--memory)"
            } else {
                "this machine has free"
            };
            Err(Failure::refused(format_args!(
                "counting N = {n} needs more memory for its tables than the {} {given}; it was \
                 not started",
                human_bytes(available)
            )))
        }
    }
}

/// `elapsed` as a clock shows it: `m:ss`, or `h:mm:ss` from an hour.
fn clock(elapsed: Duration) -> String {
    let seconds = elapsed.as_secs();
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

/// `count --sum`: reads every shard line of every file and adds them up.
fn sum_shard_files(files: &[PathBuf], unique: bool) -> Result<(), Failure> {
    let mut results = Vec::new();
    for file in files {
        let unreadable = |error: std::io::Error| {
            Failure::refused(format_args!("cannot read {}: {error}", file.display()))
        };
        let input = BufReader::new(File::open(file).map_err(unreadable)?);
        match read_shard_lines(input, &file.display().to_string(), &INTERRUPTED) {
            Ok(lines) => results.extend(lines),
            Err(ShardReadError::Unreadable(error)) => return Err(unreadable(error)),
            Err(ShardReadError::Cancelled) => return Err(Failure::Cancelled(Work::Sum)),
            Err(
                error @ (ShardReadError::LineTooLong { .. }
                | ShardReadError::NotText { .. }
                | ShardReadError::NotAShardResult { .. }),
            ) => return Err(Failure::failed(error)),
        }
    }
    match sum_shards(&results) {
        Ok((_, counts)) => print_line(&counts.of(unique).to_string()),
        Err(error) => Err(Failure::failed(error)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_shows_minutes_and_seconds_and_hours_from_an_hour() {
        assert_eq!(clock(Duration::from_millis(5_900)), "0:05");
        assert_eq!(clock(Duration::from_secs(65)), "1:05");
        assert_eq!(clock(Duration::from_secs(3600 + 2 * 60 + 3)), "1:02:03");
    }
}
