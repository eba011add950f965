//! What the app remembers between runs.

use serde::{Deserialize, Serialize};

use super::{Setting, i18n};

/// What the app remembers between runs.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(default)]
pub struct Settings {
    /// The board size.
    pub n: usize,
    /// Dark theme rather than light.
    pub dark: bool,
    /// Tint the squares the queens attack.
    pub show_attacks: bool,
    /// Ring the squares of the hand-made board where a queen can still go.
    pub show_free: bool,
    /// The window's language, chosen in the window; `None` follows the desktop.
    pub language: Option<i18n::Language>,
}

impl Settings {
    /// The settings kept in `storage` by the last run, and whether they had to be left aside:
    /// kept but unreadable (a damaged file, or one of a version that wrote them otherwise), the
    /// app starts with the defaults and says so.
    pub(super) fn load(storage: Option<&dyn eframe::Storage>) -> (Self, bool) {
        let Some(storage) = storage else {
            return (Self::default(), false);
        };
        match eframe::get_value(storage, eframe::APP_KEY) {
            Some(settings) => (settings, false),
            None => (
                Self::default(),
                storage.get_string(eframe::APP_KEY).is_some(),
            ),
        }
    }

    /// Ticks or unticks a view setting.
    pub(super) fn set(&mut self, setting: Setting) {
        match setting {
            Setting::ShowAttacks(show) => self.show_attacks = show,
            Setting::ShowFree(show) => self.show_free = show,
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            n: 8,
            dark: true,
            show_attacks: false,
            show_free: false,
            language: None,
        }
    }
}
