//! A gate for tests, not for users. With `NQUEENS_TEST_GATE=FILE` in its environment, a
//! subcommand installs its Ctrl-C handler, says so on standard error, and waits until FILE
//! exists or Ctrl-C comes before its work starts. A test that interrupts a command then knows
//! that the handler is in place and that the work has not finished, however fast the machine:
//! the work starts with Ctrl-C already noted, and must notice it.

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// The environment variable that names the gate's file.
pub const TEST_GATE: &str = "NQUEENS_TEST_GATE";

/// How often the gate looks again; a test's wait, not a user's.
const LOOK_EVERY: Duration = Duration::from_millis(5);

/// Waits at the gate if `NQUEENS_TEST_GATE` names one, until its file exists or `interrupted`
/// is set; returns at once otherwise.
pub fn wait(interrupted: &AtomicBool) {
    let Some(file) = std::env::var_os(TEST_GATE) else {
        return;
    };
    let file = Path::new(&file);
    eprintln!(
        "nqueens: the Ctrl-C handler is in place; waiting at the test gate for {}",
        file.display()
    );
    while !interrupted.load(Ordering::Relaxed) && !file.exists() {
        std::thread::sleep(LOOK_EVERY);
    }
}
