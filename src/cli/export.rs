//! `nqueens export`: a range of solutions, in any format, to standard output or atomically to
//! a file.

use std::io;
use std::path::Path;

use super::args::ExportArgs;
use super::{Failure, INTERRUPTED, Work};
use crate::atomic::WriteError;
use crate::export::{Destination, ExportError, ExportRange, export};
use crate::formats::Holds;
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
    let ranged = args.first.is_some() || args.last.is_some() || args.unique;
    let whole = match args.format.holds() {
        Holds::Range => None,
        Holds::Every => Some("every solution".to_string()),
        Holds::FirstAndCount(shown) => {
            Some(format!("the first {shown} solutions and the count of all"))
        }
    };
    if let Some(whole) = whole.filter(|_| ranged) {
        return Err(Failure::refused(format_args!(
            "--format {} is {whole}: --first, --last and --unique do not apply",
            args.format.key()
        )));
    }
    let threads = args.threads.map_or(0, usize::from);
    let export_to =
        |to: Destination<'_>| export(args.format, range, to, threads, &INTERRUPTED, &mut |_| {});
    let standard_output = Path::new("standard output");
    let result = if let Some(path) = &args.output {
        export_to(Destination::File(path))
    } else if let Some((stdout, base)) = platform::positional_stdout() {
        // Standard output is a file or a device: written at places where that helps.
        export_to(Destination::At {
            file: &stdout,
            base,
            name: standard_output,
        })
    } else {
        export_to(Destination::Stream {
            out: &mut io::stdout().lock(),
            name: standard_output,
        })
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
