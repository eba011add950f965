//! A student's program judged: built, run under the judge's limits, its output checked.

use std::sync::atomic::AtomicBool;

use crate::judge::Setup;
use crate::worker::report::Reporter;
#[cfg(not(target_arch = "wasm32"))]
use crate::worker::{EventKind, JUDGING_PROGRESS_INTERVAL};

/// Judges the program of `setup`, saying the time and memory it has used so far about ten
/// times a second, and then the verdict; `cancel` ends the build or the run and every
/// process they started.
pub(crate) fn judge_program(setup: &Setup, cancel: &AtomicBool, reporter: &Reporter) {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let mut last = web_time::Instant::now();
        let result = crate::judge::judge(setup, cancel, &mut |phase, usage, wall| {
            if last.elapsed() >= JUDGING_PROGRESS_INTERVAL {
                last = web_time::Instant::now();
                reporter.progress(EventKind::Judging { phase, usage, wall });
            }
        });
        match result {
            Err(crate::judge::JudgeError::Cancelled) => reporter.send(EventKind::Cancelled),
            result => reporter.send(EventKind::Judged {
                result: result.map(Box::new),
            }),
        }
    }
    // A page cannot start programs: the window does not offer it there.
    #[cfg(target_arch = "wasm32")]
    {
        let _ = (setup, cancel);
        reporter.send(crate::worker::EventKind::Cancelled);
    }
}
