//! The Web Worker's side of the browser's back end: it takes [`ToWorker`] messages, runs each
//! job as the desktop's lane threads do, and posts its events back as [`FromWorker`].

use std::cell::RefCell;
use std::sync::Arc;
use std::sync::atomic::Ordering;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::{Closure, wasm_bindgen};

use crate::worker::jobs::{Paced, run};
use crate::worker::report::{Reporter, Sink};
use crate::worker::web::{FromWorker, ToWorker};
use crate::worker::{Control, Event, EventKind, JobId};

/// A job waiting for the app to want more, kept between messages.
struct Waiting {
    id: JobId,
    job: Box<dyn Paced>,
    control: Control,
    reporter: Reporter,
}

thread_local! {
    static WAITING: RefCell<Option<Waiting>> = const { RefCell::new(None) };
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
            web_sys::console::error_1(&format!("an event could not be sent: {error}").into())
        }
    }
}

/// The Web Worker's entry point, called by `worker.js` once the module is loaded: from then
/// on it answers the page's messages.
#[wasm_bindgen]
pub fn worker_main() {
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|message: web_sys::MessageEvent| {
            let envelope: js_sys::Array = message.data().unchecked_into();
            let Some(text) = envelope.get(0).as_string() else {
                return;
            };
            let file = envelope.get(1).dyn_into::<web_sys::File>().ok();
            match serde_json::from_str::<ToWorker>(&text) {
                Ok(ToWorker::Start { id, job, wanted }) => {
                    if let Some(file) = file {
                        crate::platform::web::hold_file(&job, file);
                    }
                    start(id, &job, wanted);
                }
                Ok(ToWorker::Want { id, wanted }) => want(id, wanted),
                Err(error) => {
                    web_sys::console::error_1(&format!("a job could not be read: {error}").into())
                }
            }
        });
    scope().set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the Web Worker.
    on_message.forget();
}

/// Where the jobs' events go: to the page.
fn sink() -> Sink {
    Arc::new(|event: Event, _| post(&FromWorker::Event(event)))
}

fn start(id: JobId, job: &crate::worker::Job, wanted: u64) {
    // A job waiting before this one is cancelled, as a thread's would be.
    if let Some(old) = WAITING.with(|waiting| waiting.borrow_mut().take()) {
        old.reporter.send(EventKind::Cancelled);
        post(&FromWorker::Stopped {
            id: old.id,
            waiting: false,
        });
    }
    let control = Control::new(wanted);
    let reporter = Reporter::new(id, sink());
    match run(job, &control, &reporter) {
        Some(paced) => advance(Waiting {
            id,
            job: paced,
            control,
            reporter,
        }),
        None => post(&FromWorker::Stopped { id, waiting: false }),
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
    advance(waiting);
}

/// Runs the waiting job until it has what is wanted (then keeps it) or ends.
fn advance(mut waiting: Waiting) {
    let id = waiting.id;
    if waiting
        .job
        .advance(&waiting.control, &waiting.reporter)
        .is_some()
    {
        WAITING.with(|slot| *slot.borrow_mut() = Some(waiting));
        post(&FromWorker::Stopped { id, waiting: true });
    } else {
        post(&FromWorker::Stopped { id, waiting: false });
    }
}
