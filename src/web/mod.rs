//! The page's entry point: `index.html` loads the module that `wasm-bindgen --target web`
//! makes of this library (`nqueens.js`) and calls [`start`] with the id of its canvas, on which
//! eframe's `WebRunner` draws the same [`App`](crate::app::App) as the desktop's window.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// The element of `index.html` that says the page is loading; removed once the app runs, and
/// given the error when it cannot.
const LOADING: &str = "loading";

/// Runs the app on the canvas whose id is `canvas_id`; resolves once the app draws, or fails
/// with the reason (no WebGL, say), which the loading text then shows.
#[wasm_bindgen]
pub async fn start(canvas_id: String) -> Result<(), JsValue> {
    let document = web_sys::window()
        .and_then(|window| window.document())
        .ok_or("the page has no document")?;
    let canvas = document
        .get_element_by_id(&canvas_id)
        .ok_or_else(|| format!("the page has no element {canvas_id}"))?
        .dyn_into::<web_sys::HtmlCanvasElement>()?;
    let started = eframe::WebRunner::new()
        .start(
            canvas,
            eframe::WebOptions::default(),
            Box::new(|cc| Ok(Box::new(crate::app::App::new(cc)))),
        )
        .await;
    if let Some(loading) = document.get_element_by_id(LOADING) {
        match &started {
            Ok(()) => loading.remove(),
            Err(error) => loading.set_text_content(Some(&format!("{error:?}"))),
        }
    }
    started
}
