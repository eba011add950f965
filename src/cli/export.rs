//! `nqueens export`: a range of solutions, in any format, to standard output or atomically to
//! a file.

use std::io;
use std::path::Path;

use super::args::ExportArgs;
use super::{Failure, INTERRUPTED, Work};
use crate::atomic::WriteError;
use crate::export::{
    ExportError, ExportRange, Placed, export_in_format_to_file, export_to_file, write_in_format,
    write_range_parallel, write_to_file,
};
use crate::formats;
use crate::platform;

pub(super) fn run(args: &ExportArgs) -> Result<(), Failure> {
    let range = ExportRange {
        n: args.n,
        first: args.first.unwrap_or(1),
        last: args.last,
        fundamental_only: args.unique,
    };
    if let Some(last) = range.last
        && last < range.first
    {
        return Err(Failure::refused(format_args!(
            "--last {last} comes before --first {}: nothing to export",
            range.first
        )));
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

/// The end of an export: done, cancelled, or failed with its message.
fn export_ended(result: Result<crate::export::ExportSummary, ExportError>) -> Result<(), Failure> {
    match result {
        Ok(_) => Ok(()),
        // A reader that stops early (`nqueens export 12 | head`) is not an error.
        Err(ExportError::File(WriteError::Io { source, .. }))
            if source.kind() == io::ErrorKind::BrokenPipe =>
        {
            Ok(())
        }
        Err(ExportError::Cancelled) => Err(Failure::Cancelled(Work::Export)),
        Err(error) => Err(Failure::failed(error)),
    }
}

/// `nqueens export --format F` for the formats other than the judge's.
fn export_in_format(args: &ExportArgs, range: ExportRange, threads: usize) -> Result<(), Failure> {
    let ranged = args.first.is_some() || args.last.is_some() || args.unique;
    if ranged && !args.format.takes_ranges() {
        let what = if args.format == formats::Format::Checker {
            "the first three solutions and the count of all"
        } else {
            "every solution (LeetCode takes them all)"
        };
        return Err(Failure::refused(format_args!(
            "--format {} is {what}: --first, --last and --unique do not apply",
            args.format.key()
        )));
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
