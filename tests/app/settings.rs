//! What the window remembers between runs: kept, read back the same, and when it cannot be
//! read, the defaults and a notice, never a panic.

use std::collections::HashMap;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nqueens::app::i18n::Language;
use nqueens::app::{Action, App, FileAction, ProgramAction, Setting, TopAction};

use crate::support::{Inspected, act, app, set_n};

/// Settings kept in memory, as eframe keeps them in a file between runs.
#[derive(Clone, Default)]
struct Kept(HashMap<String, String>);

impl eframe::Storage for Kept {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }

    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_string(), value);
    }

    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }

    fn flush(&mut self) {}
}

/// The app of a new run, started from what the last run kept.
fn restarted(kept: &Kept) -> Harness<'static, App> {
    // The storage outlives the app, as eframe's does.
    let kept: &'static Kept = Box::leak(Box::new(kept.clone()));
    let mut harness = Harness::builder()
        .with_size([1100.0, 800.0])
        .build_eframe(move |cc| {
            cc.storage = Some(kept);
            App::new(cc)
        });
    harness.run_steps(2);
    harness
}

/// What `harness`'s app keeps when eframe asks it to save.
fn kept_by(harness: &mut Harness<'_, App>) -> Kept {
    let mut kept = Kept::default();
    eframe::App::save(harness.state_mut(), &mut kept);
    kept
}

#[test]
fn the_settings_are_read_back_as_they_were_kept() {
    let mut harness = app();
    set_n(&mut harness, 12);
    act(&mut harness, Action::Top(TopAction::ToggleTheme));
    act(&mut harness, Action::Setting(Setting::ShowAttacks(true)));
    act(
        &mut harness,
        Action::Top(TopAction::Language(Some(Language::Korean))),
    );
    let judge = |action| Action::File(FileAction::Program(action));
    act(
        &mut harness,
        judge(ProgramAction::Type("/work/queens.c".into())),
    );
    act(&mut harness, judge(ProgramAction::ProblemN(false)));
    act(&mut harness, judge(ProgramAction::NOnStdin(true)));
    act(&mut harness, judge(ProgramAction::TimeLimit(2000)));
    act(&mut harness, judge(ProgramAction::MemoryLimit(131_072)));
    let kept = kept_by(&mut harness);

    let mut again = restarted(&kept);
    assert_eq!(again.inspect().n(), 12);
    assert_eq!(
        again.inspect().judge_settings(),
        ("/work/queens.c".to_string(), false, true, 2000, 131_072)
    );
    assert_eq!(again.inspect().chosen_language(), Some(Language::Korean));
    // In Korean, and light: the theme button offers the dark one.
    again.get_by_label("퀸 놓기");
    again.get_by_label("어두운 테마");
    assert_eq!(kept_by(&mut again).0, kept.0, "kept again, the same");
}

#[test]
fn unreadable_settings_give_the_defaults_and_say_so() {
    let mut kept = Kept::default();
    kept.0.insert(
        eframe::APP_KEY.to_string(),
        "(n: 12, dark: fals".to_string(),
    );
    let mut harness = restarted(&kept);
    assert_eq!(harness.inspect().n(), 8);
    // In the desktop's language, which these settings do not name.
    let notice = nqueens::tr!("settings-unreadable");
    harness.get_by_label(&notice);
    harness.get_by_label(&nqueens::tr!("close")).click();
    harness.run_steps(2);
    assert!(harness.query_by_label(&notice).is_none());
}

#[test]
fn settings_of_another_version_keep_what_they_can() {
    // A field this version does not know, one it misses, and an N past the largest board.
    let mut kept = Kept::default();
    kept.0.insert(
        eframe::APP_KEY.to_string(),
        "(n: 1000, dark: false, colour: \"green\")".to_string(),
    );
    let harness = restarted(&kept);
    assert_eq!(harness.inspect().n(), nqueens::board::MAX_N);
    // Light: the theme button, in the desktop's language, offers the dark one.
    harness.get_by_label(&nqueens::tr!("tool-dark-theme"));
    assert!(
        harness
            .query_by_label(&nqueens::tr!("settings-unreadable"))
            .is_none()
    );
}
