//! The faces for the window's languages, and egui told to draw with them. On the desktop they
//! are the system's (`system.rs`); on the page, where egui cannot use the browser's fonts, the
//! site ships a face for each language egui's own faces do not draw, fetched the first time
//! that language is spoken (`fetched.rs`).

#[cfg(target_arch = "wasm32")]
mod fetched;
#[cfg(not(target_arch = "wasm32"))]
mod system;

#[cfg(target_arch = "wasm32")]
use fetched::Faces;
#[cfg(not(target_arch = "wasm32"))]
use system::Faces;

use std::sync::Arc;

use eframe::egui;

use super::i18n::Language;

/// A face for a language: its name and its data.
type Face = (String, egui::FontData);

/// The faces for each language, and which of them egui draws with.
pub struct Fonts {
    faces: Faces,
    /// The language installed last, and whether its own face was there then.
    installed: Option<(Language, bool)>,
}

impl Default for Fonts {
    fn default() -> Self {
        Self::new()
    }
}

impl Fonts {
    /// Starts looking the faces up (the desktop's); the page fetches each when it is needed.
    pub fn new() -> Self {
        Self {
            faces: Faces::new(),
            installed: None,
        }
    }

    /// Whether a face draws `language`, if that is known yet: `None` while the faces are still
    /// being looked up. Never waits.
    pub fn known_to_draw(&self, language: Language) -> Option<bool> {
        if language.faces().is_empty() {
            return Some(true);
        }
        self.faces.known_to_draw(language)
    }

    /// Whether a face draws `language`; on the desktop, waits for the faces to be looked up
    /// when that is not known yet (at the start, before a window in that language is drawn).
    pub fn can_draw(&self, language: Language) -> bool {
        language.faces().is_empty() || self.faces.can_draw(language)
    }

    /// The bytes of `language`'s own face, where egui's faces do not draw it: for drawing its
    /// words outside the window (an animation's counters).
    pub fn face_bytes(&self, language: Language, ctx: &egui::Context) -> Option<Vec<u8>> {
        if language.faces().is_empty() {
            return None;
        }
        let (_, data) = self.faces.face(language, ctx)?;
        Some(data.bytes().to_vec())
    }

    /// Has egui draw with `language`'s face, and look for missing characters where the
    /// platform can, unless it does already; `true` when the language changed. On the page a
    /// face that arrives later is installed then.
    pub fn install(&mut self, ctx: &egui::Context, language: Language) -> bool {
        let face = self.faces.face(language, ctx);
        let installing = (language, face.is_some());
        if self.installed == Some(installing) {
            return false;
        }
        let mut definitions = egui::FontDefinitions::default();
        if let Some((name, data)) = face {
            definitions.font_data.insert(name.clone(), Arc::new(data));
            for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
                definitions
                    .families
                    .entry(family)
                    .or_default()
                    .push(name.clone());
            }
        }
        // The faces found for another language go with it.
        ctx.set_fonts(definitions);
        ctx.set_font_providers(self.faces.providers(language));
        let changed = self.installed.map(|(language, _)| language) != Some(language);
        self.installed = Some(installing);
        changed
    }
}
