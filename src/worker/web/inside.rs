//! The Web Worker's side of the browser's back end: it takes [`ToWorker`] messages, runs each
//! job as the desktop's lane threads do, and posts its events back as [`FromWorker`].

use std::cell::RefCell;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use wasm_bindgen::prelude::{Closure, wasm_bindgen};
use wasm_bindgen::{JsCast, JsValue};

use crate::atomic::WriteError;
use crate::platform::web::files;
use crate::solve::count::KeptCounts;
use crate::worker::jobs::{Paced, export_in_slices, run};
use crate::worker::pool::{FromWorker, ToWorker};
use crate::worker::report::{Reporter, Sink};
use crate::worker::{Control, Event, EventKind, Job, JobId};

/// A job waiting for the app to want more, kept between messages.
struct Waiting {
    id: JobId,
    job: Box<dyn Paced>,
    control: Control,
    reporter: Reporter,
}

thread_local! {
    static WAITING: RefCell<Option<Waiting>> = const { RefCell::new(None) };
    /// The event said last, held back until the next one or the job's stop (see
    /// [`FromWorker`]).
    static HELD: RefCell<Option<(Event, Duration)>> = const { RefCell::new(None) };
    /// The counts by columns this Web Worker's searches have made (a placed board's number:
    /// far jumps and the symmetry panel's numbers are spread by the pool, which keeps its
    /// own), for those after them: it lives and dies with the worker.
    static KEPT: Arc<KeptCounts> = Arc::default();
}

fn scope() -> web_sys::DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

fn post(message: &FromWorker) {
    match serde_json::to_string(message) {
        Ok(text) => {
            // The page is gone if this fails: nobody is left to tell.
            let _ = scope().post_message(&text.into());
        }
        Err(error) => {
            web_sys::console::error_1(&format!("an event could not be sent: {error}").into());
        }
    }
}

/// The Web Worker's entry point, called by `worker.js` once the module is loaded: from then
/// on it answers the page's messages.
#[wasm_bindgen]
pub fn worker_main() {
    // A panic in a job ends the Web Worker (the page then ends its job); its words go to the
    // browser's console first, where a developer looks.
    std::panic::set_hook(Box::new(|panic| {
        web_sys::console::error_1(&format!("a job panicked in a Web Worker: {panic}").into());
    }));
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|message: web_sys::MessageEvent| {
            let envelope: js_sys::Array = message.data().unchecked_into();
            let Some(text) = envelope.get(0).as_string() else {
                return;
            };
            let file = envelope.get(1);
            match serde_json::from_str::<ToWorker>(&text) {
                Ok(ToWorker::Start { id, job, wanted }) => receive(id, job, wanted, file),
                Ok(ToWorker::Want { id, wanted }) => want(id, wanted),
                Err(error) => {
                    web_sys::console::error_1(&format!("a job could not be read: {error}").into());
                }
            }
        });
    scope().set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the Web Worker.
    on_message.forget();
}

/// Takes a job, with the file it reads or writes if the page sent one, and runs it.
fn receive(id: JobId, job: Job, wanted: u64, file: JsValue) {
    if let (Ok(file), Some(path)) = (file.clone().dyn_into::<web_sys::File>(), read_path(&job)) {
        files::hold(path, file);
    }
    if let (Ok(picked), Job::Export { .. }) = (file.dyn_into(), &job) {
        return wasm_bindgen_futures::spawn_local(async move {
            write_to_picked(id, job, picked).await;
            stop(id, false);
        });
    }
    match write_path(&job).map(Path::to_path_buf) {
        // Opening the page's file to write is asynchronous; the job then runs as any other.
        // Nothing else of this lane comes in between: the page cancels a running job by
        // ending its Web Worker.
        // The file is closed before the job's last word goes: the page hands it to the user then.
        Some(path) => wasm_bindgen_futures::spawn_local(async move {
            let waiting = match files::open_output(&path).await {
                Ok(()) => start(id, &job, wanted),
                Err(error) => fail_to_open(id, &job, &path, error),
            };
            files::close_output();
            stop(id, waiting);
        }),
        None => {
            let waiting = start(id, &job, wanted);
            stop(id, waiting);
        }
    }
}

/// Writes an export into the file the user picked in the save dialog, a slice at a time, each
/// awaited: the page may end this Web Worker between any two (a cancel), and the file then
/// stays as it was.
async fn write_to_picked(id: JobId, job: Job, picked: web_sys::FileSystemFileHandle) {
    let Job::Export {
        path, format, what, ..
    } = &job
    else {
        return;
    };
    match files::SaveStream::open(&picked).await {
        Ok(mut stream) => {
            let reporter = Reporter::new(id, sink());
            export_in_slices(path, *format, what, &reporter, &mut stream).await;
        }
        Err(error) => {
            fail_to_open(id, &job, path, error);
        }
    }
}

/// The file a job reads, which the page sends with it.
fn read_path(job: &Job) -> Option<&Path> {
    match job {
        Job::CheckFile { path, .. } | Job::ReadBoard { path, .. } => Some(path),
        _ => None,
    }
}

/// The file a job writes, which the page then hands to the user.
fn write_path(job: &Job) -> Option<&Path> {
    match job {
        Job::Export { path, .. } | Job::Picture { path, .. } | Job::Animate { path, .. } => {
            Some(path)
        }
        _ => None,
    }
}

/// Says why a job that writes could not start: the page's file could not be opened.
fn fail_to_open(id: JobId, job: &Job, path: &Path, error: std::io::Error) -> bool {
    let error = WriteError::writing(path)(error);
    let kind = match job {
        Job::Picture { .. } => EventKind::Pictured {
            result: Err(Arc::new(error.into())),
        },
        Job::Animate { .. } => EventKind::Animated {
            result: Err(Arc::new(error.into())),
        },
        _ => EventKind::Exported {
            result: Err(Arc::new(error.into())),
        },
    };
    Reporter::new(id, sink()).send(kind);
    false
}

/// Where the jobs' events go: to the page, each once the next one is said.
fn sink() -> Sink {
    Arc::new(|event: Event, within| {
        if let Some(before) = HELD.with_borrow_mut(|held| held.replace((event, within))) {
            post(&FromWorker::Event(before.0, before.1));
        }
    })
}

/// Tells the page that job `id` has stopped (or waits), with the last thing it said.
fn stop(id: JobId, waiting: bool) {
    let last = HELD.with_borrow_mut(Option::take);
    post(&FromWorker::Stopped { id, waiting, last });
}

/// Runs the job until it ends or waits for the app to want more; says whether it waits. (The
/// page ends a lane's Web Worker before it gives the lane a new job while one runs or waits.)
fn start(id: JobId, job: &Job, wanted: u64) -> bool {
    let control = Control::new(wanted, KEPT.with(Arc::clone));
    let reporter = Reporter::new(id, sink());
    match run(job, &control, &reporter) {
        Some(paced) => advance(Waiting {
            id,
            job: paced,
            control,
            reporter,
        }),
        None => false,
    }
}

fn want(id: JobId, wanted: u64) {
    let Some(waiting) = WAITING.with(|waiting| waiting.borrow_mut().take()) else {
        return;
    };
    if waiting.id != id {
        WAITING.with(|slot| *slot.borrow_mut() = Some(waiting));
        return;
    }
    waiting.control.wanted.store(wanted, Ordering::Relaxed);
    let waits = advance(waiting);
    stop(id, waits);
}

/// Runs the waiting job until it has what is wanted (then keeps it, and says so) or ends.
fn advance(mut waiting: Waiting) -> bool {
    let waits = waiting
        .job
        .advance(&waiting.control, &waiting.reporter)
        .is_some();
    if waits {
        WAITING.with(|slot| *slot.borrow_mut() = Some(waiting));
    }
    waits
}
