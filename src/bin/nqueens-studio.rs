//! `nqueens-studio [FILE]`: the desktop app alone, the program the Windows Start menu and
//! "Open with" start. Built as a windowed program there, so that no console window opens
//! behind it; for the command line, `nqueens` is the console program.
#![cfg_attr(windows, windows_subsystem = "windows")]
// A desktop program. Built for the browser (`cargo test --target wasm32-unknown-unknown`
// builds every program beside tests/wasm.rs), it is empty.
#![cfg_attr(target_arch = "wasm32", no_main)]
#![cfg(not(target_arch = "wasm32"))]

use std::process::ExitCode;

fn main() -> ExitCode {
    // A windowed program has nowhere to print a usage message: what follows the program's
    // name is the file to check, and anything after it is left alone.
    let file = std::env::args_os().nth(1).map(std::path::PathBuf::from);
    match nqueens::app::run(file) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            // Started from a menu there is no console to read this in: the desktop shows it.
            let message = format!("The window could not be opened: {error}");
            eprintln!("nqueens-studio: {message}");
            rfd::MessageDialog::new()
                .set_level(rfd::MessageLevel::Error)
                .set_title("N-Queens Studio")
                .set_description(message)
                .show();
            ExitCode::FAILURE
        }
    }
}
