//! The browser's hands for the worker [`Pool`]: each worker a Web Worker running the same
//! wasm module (`worker.js`, then [`worker_main`]), messages sent as JSON, budgets kept by the
//! page's timers. The bookkeeping is the pool's (`worker::pool`), tested on the desktop.
//!
//! Nothing here shares memory between Web Workers, so the page needs no cross-origin
//! isolation: any static host serves it.

mod inside;

use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};
use std::time::Duration;

use wasm_bindgen::prelude::Closure;
use wasm_bindgen::{JsCast, JsValue};

use crate::worker::pool::{FromWorker, Hands, Inbox, Pool, ToWorker};
use crate::worker::{Backend, Event, Job, JobId, Lane, Waker};

pub use inside::worker_main;

/// The script each Web Worker runs: it loads the same wasm module and calls [`worker_main`].
const WORKER_SCRIPT: &str = "./worker.js";

/// The browser's back end: the pool, with the browser's hands, shared with the Web Workers'
/// message handlers, which hand it what they hear as soon as they hear it.
pub(crate) struct WebWorkers(Rc<RefCell<Pool<Browser>>>);

impl WebWorkers {
    /// Starts no Web Worker yet: each starts with its lane's first job; a count uses as many
    /// as the browser has cores.
    pub fn new(waker: Waker) -> Self {
        let cores = web_sys::window()
            .map_or(1.0, |window| window.navigator().hardware_concurrency())
            .max(1.0) as usize;
        Self(Rc::new_cyclic(|pool| {
            let hands = Browser {
                waker,
                pool: pool.clone(),
            };
            RefCell::new(Pool::with_hands(hands, cores))
        }))
    }
}

impl Backend for WebWorkers {
    fn start(&mut self, id: JobId, job: Job, wanted: u64) {
        self.0.borrow_mut().start(id, job, wanted);
    }

    fn want(&mut self, id: JobId, wanted: u64) {
        self.0.borrow_mut().want(id, wanted);
    }

    fn cancel_job(&mut self, job: JobId) {
        self.0.borrow_mut().cancel_job(job);
    }

    fn busy_lanes(&self) -> Vec<Lane> {
        self.0.borrow().busy_lanes()
    }

    fn next_event(&mut self) -> Option<Event> {
        self.0.borrow_mut().next_event()
    }
}

/// What the page does for the pool.
pub(crate) struct Browser {
    waker: Waker,
    /// The pool these hands are part of.
    pool: Weak<RefCell<Pool<Browser>>>,
}

/// Has the pool take what its workers said, once the handler that heard it has returned (the
/// pool may end that very Web Worker, and its handler with it).
fn pump_soon(pool: &Weak<RefCell<Pool<Browser>>>) {
    let pool = pool.clone();
    wasm_bindgen_futures::spawn_local(async move {
        // A pool busy with the app's call takes it all at its next call anyway.
        if let Some(pool) = pool.upgrade()
            && let Ok(mut pool) = pool.try_borrow_mut()
        {
            pool.pump();
        }
    });
}

/// A Web Worker and the page's handlers of its messages.
pub(crate) struct BrowserWorker {
    worker: web_sys::Worker,
    /// Set when the Web Worker failed (its module did not load, or a job panicked).
    failed: Rc<Cell<bool>>,
    /// Keep the handlers alive as long as the Web Worker.
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::ErrorEvent)>,
}

impl Hands for Browser {
    type Worker = BrowserWorker;

    fn spawn(&self, inbox: &Rc<RefCell<Inbox>>) -> Option<BrowserWorker> {
        let options = web_sys::WorkerOptions::new();
        options.set_type(web_sys::WorkerType::Module);
        let worker = web_sys::Worker::new_with_options(WORKER_SCRIPT, &options).ok()?;
        let inbox = Rc::clone(inbox);
        let waker = std::sync::Arc::clone(&self.waker);
        let pool = self.pool.clone();
        let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(
            move |message: web_sys::MessageEvent| {
                let Some(text) = message.data().as_string() else {
                    return;
                };
                match serde_json::from_str::<FromWorker>(&text) {
                    Ok(message) => {
                        let within = inbox.borrow_mut().receive(message);
                        pump_soon(&pool);
                        waker(within);
                    }
                    Err(error) => web_sys::console::error_1(
                        &format!("a Web Worker's message could not be read: {error}").into(),
                    ),
                }
            },
        );
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // A module that does not load, or a panic in a job, ends the Web Worker's work: the
        // page is told, and the job's lane takes a fresh one for its next job.
        let failed = Rc::new(Cell::new(false));
        let failing = Rc::clone(&failed);
        let waker = std::sync::Arc::clone(&self.waker);
        let on_error =
            Closure::<dyn FnMut(web_sys::ErrorEvent)>::new(move |error: web_sys::ErrorEvent| {
                web_sys::console::error_1(
                    &format!("a Web Worker failed: {}", error.message()).into(),
                );
                failing.set(true);
                waker(Duration::ZERO);
            });
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Some(BrowserWorker {
            worker,
            failed,
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    /// Posts the message's JSON, and the file its job reads or writes if the page holds one
    /// under its path.
    fn post(&self, worker: &BrowserWorker, message: &ToWorker) -> bool {
        let Ok(text) = serde_json::to_string(message) else {
            return false;
        };
        let file = match message {
            ToWorker::Start { job, .. } => job_file(job),
            ToWorker::Want { .. } => None,
        };
        let envelope = js_sys::Array::of2(&text.into(), &file.unwrap_or(JsValue::NULL));
        worker.worker.post_message(&envelope).is_ok()
    }

    fn terminate(&self, worker: &BrowserWorker) {
        worker.worker.terminate();
    }

    fn has_failed(&self, worker: &BrowserWorker) -> bool {
        worker.failed.get()
    }

    fn watch_budget(&self, id: JobId, budget: Duration, inbox: &Rc<RefCell<Inbox>>) {
        let Some(window) = web_sys::window() else {
            return;
        };
        let inbox = Rc::clone(inbox);
        let waker = std::sync::Arc::clone(&self.waker);
        let pool = self.pool.clone();
        let expire = Closure::once_into_js(move || {
            inbox.borrow_mut().budget_passed(id);
            pump_soon(&pool);
            waker(Duration::ZERO);
        });
        let millis = i32::try_from(budget.as_millis()).unwrap_or(i32::MAX);
        // A page that cannot set a timer leaves the job to run to its end.
        let _ = window
            .set_timeout_with_callback_and_timeout_and_arguments_0(expire.unchecked_ref(), millis);
    }

    fn wake(&self, within: Duration) {
        (self.waker)(within);
    }
}

/// The browser's file a job reads (a `File`), or the file picked in the save dialog that an
/// export writes (a `FileSystemFileHandle`), if the page holds one under its path.
fn job_file(job: &Job) -> Option<JsValue> {
    match job {
        Job::CheckFile { path, .. } | Job::ReadBoard { path, .. } => {
            crate::platform::web::picked_file(path).map(Into::into)
        }
        Job::Export { path, .. } => crate::platform::web::save_target(path).map(Into::into),
        _ => None,
    }
}
