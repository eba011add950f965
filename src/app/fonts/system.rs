//! The desktop's faces for the window's languages: each language's own face among the
//! system's fonts, found by name, and a provider of the locale's faces for what that face
//! lacks.

use std::sync::{Arc, OnceLock};

use eframe::egui;

use super::Face;
use crate::app::i18n::Language;

/// The system's faces for the characters no installed face has (a file name in another
/// script), of a language's locale. The provider panics where fontconfig matches no font at
/// all (fontique 0.11); a window with a broken font setup draws boxes for such characters
/// rather than close.
struct Fallback {
    provider: egui_system_font_provider::SystemFontProvider,
    broken: std::sync::atomic::AtomicBool,
}

impl egui::epaint::text::FontProvider for Fallback {
    fn font_for(
        &self,
        request: &egui::epaint::text::FallbackRequest<'_>,
    ) -> Option<egui::epaint::text::FontInsert> {
        use std::sync::atomic::Ordering;
        if self.broken.load(Ordering::Relaxed) {
            return None;
        }
        let found = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            self.provider.font_for(request)
        }));
        found.unwrap_or_else(|_| {
            self.broken.store(true, Ordering::Relaxed);
            None
        })
    }
}

/// Looks each language's face up among the system's fonts and reads it; a file that holds the
/// faces of several languages (a `.ttc`) is read once.
fn find_faces() -> [Option<Face>; Language::COUNT] {
    let mut database = fontdb::Database::new();
    database.load_system_fonts();
    let mut files: Vec<(fontdb::ID, Arc<Vec<u8>>)> = Vec::new();
    Language::ALL.map(|language| {
        language.faces().iter().find_map(|&family| {
            let id = database.query(&fontdb::Query {
                families: &[fontdb::Family::Name(family)],
                ..fontdb::Query::default()
            })?;
            let index = database.face(id)?.index;
            let (source, _) = database.face_source(id)?;
            // Faces of one file share its bytes.
            let same_file = files.iter().find(|(other, _)| {
                database
                    .face_source(*other)
                    .is_some_and(|(other, _)| same_source(&other, &source))
            });
            let bytes = if let Some((_, bytes)) = same_file {
                bytes.clone()
            } else {
                let bytes = Arc::new(database.with_face_data(id, |data, _| data.to_vec())?);
                files.push((id, bytes.clone()));
                bytes
            };
            Some((
                format!("{family} ({})", language.tag()),
                egui::FontData::from_blob(bytes, index),
            ))
        })
    })
}

fn same_source(a: &fontdb::Source, b: &fontdb::Source) -> bool {
    match (a, b) {
        (fontdb::Source::File(a), fontdb::Source::File(b)) => a == b,
        _ => false,
    }
}

/// The system's fonts for each language. Its own face (a Simplified Chinese one for Chinese, a
/// Korean one for Korean: a Japanese face draws some Chinese characters differently) comes
/// first after egui's; a provider of faces for its locale finds what that face lacks (a file
/// name in another script, say). Looking the faces up and reading them is done on a thread of
/// its own from the start; the first frame that needs them waits for it.
pub struct Faces {
    providers: [Arc<Fallback>; Language::COUNT],
    found: std::sync::Mutex<std::sync::mpsc::Receiver<[Option<Face>; Language::COUNT]>>,
    looked_up: OnceLock<[Option<Face>; Language::COUNT]>,
}

impl Faces {
    /// Starts looking the system's fonts up.
    pub fn new() -> Self {
        let provider = |language: Language| {
            Arc::new(Fallback {
                provider: egui_system_font_provider::SystemFontProvider::new()
                    .with_locale(Some(language.tag())),
                broken: std::sync::atomic::AtomicBool::new(false),
            })
        };
        let (sender, found) = std::sync::mpsc::channel();
        // Without a thread the channel closes: no faces, and the window stays in English.
        let _ = std::thread::Builder::new()
            .name("fonts".to_string())
            .spawn(move || {
                // The window gone before the faces were found: nobody is left to tell.
                let _ = sender.send(find_faces());
            });
        Self {
            providers: Language::ALL.map(provider),
            found: std::sync::Mutex::new(found),
            looked_up: OnceLock::new(),
        }
    }

    /// Each language's face, once looked up; waits for that.
    fn all(&self) -> &[Option<Face>; Language::COUNT] {
        self.looked_up.get_or_init(|| {
            self.found
                .lock()
                .ok()
                .and_then(|found| found.recv().ok())
                .unwrap_or_default()
        })
    }

    /// The face of the system for `language`, if it has one; waits for the faces to be looked
    /// up.
    pub fn face(&self, language: Language, _ctx: &egui::Context) -> Option<Face> {
        self.all()[language.index()].clone()
    }

    /// Whether the system has a face for `language`, if that is known yet: `None` while the
    /// faces are still being looked up. Never waits.
    pub fn known_to_draw(&self, language: Language) -> Option<bool> {
        if self.looked_up.get().is_none() {
            let found = self.found.lock().ok()?.try_recv().ok()?;
            let _ = self.looked_up.set(found);
        }
        Some(self.looked_up.get()?[language.index()].is_some())
    }

    /// Whether the system has a face for `language`; waits for the faces to be looked up.
    pub fn can_draw(&self, language: Language) -> bool {
        self.all()[language.index()].is_some()
    }

    /// What finds the characters `language`'s face lacks: faces of its locale.
    pub fn providers(&self, language: Language) -> Vec<Arc<dyn egui::epaint::text::FontProvider>> {
        vec![self.providers[language.index()].clone()]
    }
}
