//! The page's faces: the site ships, in `fonts/`, a face for each language that egui's own
//! faces do not draw (Noto Sans CJK, cut down by the build to the characters of its
//! catalogues), fetched the first time that language is spoken. Until it arrives, and for
//! characters it lacks (a file name in another script), eframe draws with the browser's fonts.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use eframe::egui;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use super::Face;
use crate::app::i18n::Language;

/// Where a language's face is on the site, by its tag.
fn face_url(language: Language) -> String {
    format!("fonts/{}.otf", language.tag())
}

/// A language's face on the page.
#[derive(Clone)]
enum Fetch {
    /// Not asked for yet.
    NotYet,
    /// Asked for; the site has not answered.
    Waiting,
    /// Here.
    Arrived(Face),
    /// The site could not give it: the browser's fonts draw that language.
    Failed,
}

/// The faces the page fetched, or is fetching.
pub struct Faces {
    fetches: Rc<RefCell<[Fetch; Language::COUNT]>>,
}

impl Faces {
    /// Fetches nothing yet.
    pub fn new() -> Self {
        Self {
            fetches: Rc::new(RefCell::new([const { Fetch::NotYet }; Language::COUNT])),
        }
    }

    /// `language`'s face, if it arrived; the first call starts fetching it, and the window is
    /// repainted when it arrives.
    pub fn face(&self, language: Language, ctx: &egui::Context) -> Option<Face> {
        let state = self.fetches.borrow()[language.index()].clone();
        match state {
            Fetch::Arrived(face) => Some(face),
            Fetch::Waiting | Fetch::Failed => None,
            Fetch::NotYet if language.faces().is_empty() => None,
            Fetch::NotYet => {
                self.fetches.borrow_mut()[language.index()] = Fetch::Waiting;
                let fetches = self.fetches.clone();
                let ctx = ctx.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let fetched = match fetch(&face_url(language)).await {
                        Some(bytes) => Fetch::Arrived((
                            format!("{} ({})", language.faces()[0], language.tag()),
                            egui::FontData::from_blob(Arc::new(bytes), 0),
                        )),
                        None => Fetch::Failed,
                    };
                    fetches.borrow_mut()[language.index()] = fetched;
                    ctx.request_repaint();
                });
                None
            }
        }
    }

    /// The page can draw every language: with its face once fetched, with the browser's fonts
    /// until then.
    pub fn known_to_draw(&self, _language: Language) -> Option<bool> {
        Some(true)
    }

    /// See [`Faces::known_to_draw`].
    pub fn can_draw(&self, _language: Language) -> bool {
        true
    }

    /// eframe has the browser draw what no face of egui's has: nothing more to add.
    pub fn providers(&self, _language: Language) -> Vec<Arc<dyn egui::epaint::text::FontProvider>> {
        Vec::new()
    }
}

/// The bytes at `url` on the site, or `None` when it cannot give them.
async fn fetch(url: &str) -> Option<Vec<u8>> {
    let window = web_sys::window()?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .ok()?
        .dyn_into()
        .ok()?;
    if !response.ok() {
        return None;
    }
    let buffer = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
    Some(js_sys::Uint8Array::new(&buffer).to_vec())
}
