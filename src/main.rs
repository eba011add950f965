//! `nqueens`: with no arguments the desktop app, with a subcommand the command-line tool.

use std::process::ExitCode;

use clap::{CommandFactory, Parser};
use nqueens::cli::{self, Cli};

fn main() -> ExitCode {
    let arguments = Cli::parse();
    if let Some(command) = arguments.command {
        cli::run(command)
    } else {
        let _ = Cli::command().print_help();
        ExitCode::SUCCESS
    }
}
