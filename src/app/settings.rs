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
    /// How `Check my program` judges.
    pub judge: JudgeSettings,
}

/// How `Check my program` judges: the program last judged, N, and the limits.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(default)]
pub struct JudgeSettings {
    /// The program, as typed or chosen.
    pub program: String,
    /// Judged for the seed problem's N = 8, else for the N chosen in the window.
    pub problem_n: bool,
    /// N is written on its standard input.
    pub n_on_stdin: bool,
    /// The CPU time limit, in milliseconds.
    pub time_limit_ms: u64,
    /// The memory limit, in KB.
    pub memory_limit_kb: u64,
}

impl Default for JudgeSettings {
    /// The seed problem's: N = 8, nothing on standard input, 1000 ms and 10,000 KB.
    fn default() -> Self {
        Self {
            program: String::new(),
            problem_n: true,
            n_on_stdin: false,
            time_limit_ms: u64::try_from(crate::judge::SEED_TIME_LIMIT.as_millis()).unwrap_or(1000),
            memory_limit_kb: crate::judge::SEED_MEMORY_LIMIT_KB,
        }
    }
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
            judge: JudgeSettings::default(),
        }
    }
}
