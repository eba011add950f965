//! `nqueens`: with no arguments the desktop app, with a subcommand the command-line tool.
//!
//! On Windows this is the console program (`nqueens.exe`), so that a console waits for it and
//! shows what it prints; the Start menu opens `nqueens-studio.exe` (`src/bin/`), the same app
//! as a windowed program, which no console window flashes behind.

// A desktop program. Built for the browser (`cargo test --target wasm32-unknown-unknown`
// builds every program beside tests/wasm.rs), it is empty.
#![cfg_attr(target_arch = "wasm32", no_main)]
#![cfg(not(target_arch = "wasm32"))]

use std::process::ExitCode;

use clap::Parser;
use nqueens::cli::{self, Cli};

fn main() -> ExitCode {
    let arguments = Cli::parse();
    if let Some(command) = arguments.command {
        return cli::run(command);
    }
    open_window(arguments.file)
}

#[cfg(feature = "gui")]
fn open_window(file: Option<std::path::PathBuf>) -> ExitCode {
    match nqueens::app::run(file) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("nqueens: cannot open the window: {error}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(not(feature = "gui"))]
fn open_window(_file: Option<std::path::PathBuf>) -> ExitCode {
    eprintln!(
        "nqueens: this build has no window (built without the `gui` feature); see `nqueens --help`"
    );
    ExitCode::from(2)
}
