//! `nqueens check`: a file, or standard input, checked against the solver.

use std::fs::File;
use std::io::{self, BufRead, BufReader};

use super::args::CheckArgs;
use super::{Failure, INTERRUPTED, Work, print_line};
use crate::check::{CheckError, check};
use crate::formats;

pub(super) fn run(args: &CheckArgs) -> Result<(), Failure> {
    let stdin = args.file.as_os_str() == "-";
    let name = if stdin {
        "standard input".to_string()
    } else {
        args.file.display().to_string()
    };
    let unreadable =
        |error: io::Error| Failure::refused(format_args!("cannot read {name}: {error}"));
    // A buffer large enough to hold the Checker Challenge's whole answer, to tell it from
    // the columns format.
    let input: Box<dyn BufRead> = if stdin {
        Box::new(BufReader::with_capacity(1 << 16, io::stdin().lock()))
    } else {
        let file = File::open(&args.file).map_err(unreadable)?;
        Box::new(BufReader::with_capacity(1 << 16, file))
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
                format => format!(" (read as {})", format.named()),
            };
            Err(Failure::Wrong(format!(
                "{name}:{}:{column} {}{read_as}",
                problem.line, problem.wrong
            )))
        }
        Err(CheckError::Unreadable(error)) => Err(unreadable(error)),
        Err(CheckError::Cancelled) => Err(Failure::Cancelled(Work::Check)),
    }
}
