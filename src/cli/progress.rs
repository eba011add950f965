//! A long subcommand's progress, on one line of standard error rewritten in place: only when
//! standard error is a terminal, so that scripts, logs and judges never see it.

use std::io::{self, IsTerminal, Write};
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

/// How often the line is rewritten at most.
const INTERVAL: Duration = Duration::from_millis(100);

/// The line, if standard error is a terminal.
pub(super) struct ProgressLine {
    /// When it was last written, and how many characters are on it; `None` if it is never
    /// shown.
    shown: Option<Mutex<(Option<Instant>, usize)>>,
}

impl ProgressLine {
    /// A line on standard error if it is a terminal, else one that shows nothing.
    pub(super) fn on_stderr() -> Self {
        Self {
            shown: io::stderr().is_terminal().then(|| Mutex::new((None, 0))),
        }
    }

    /// Shows `text` in place of what the line said, unless it was written less than
    /// [`INTERVAL`] ago (and `text` is not `last`, which is always shown). `text` is made only
    /// when it is shown.
    pub(super) fn show(&self, last: bool, text: impl FnOnce() -> String) {
        let Some(shown) = &self.shown else {
            return;
        };
        let mut shown = shown.lock().unwrap_or_else(PoisonError::into_inner);
        let (written, width) = &mut *shown;
        if !last && written.is_some_and(|at| at.elapsed() < INTERVAL) {
            return;
        }
        *written = Some(Instant::now());
        let text = text();
        let length = text.chars().count();
        // Spaces over what a longer line before left (no terminal codes: Windows' console
        // may not read them).
        let _ = write!(
            io::stderr(),
            "\r{text}{:1$}",
            "",
            width.saturating_sub(length)
        );
        *width = length;
    }

    /// Clears the line, for what comes next to be written from its start.
    pub(super) fn clear(&self) {
        let Some(shown) = &self.shown else {
            return;
        };
        let mut shown = shown.lock().unwrap_or_else(PoisonError::into_inner);
        let width = std::mem::take(&mut shown.1);
        if width > 0 {
            let _ = write!(io::stderr(), "\r{:1$}\r", "", width);
        }
    }
}

impl Drop for ProgressLine {
    fn drop(&mut self) {
        self.clear();
    }
}
