//! The board taken elsewhere: copied as judge text, saved as a picture.

use egui_kittest::kittest::{NodeT, Queryable};
use nqueens::app::{Action, PictureAction, TopAction};

use crate::support::fixtures::judge_lines;
use crate::support::{act, app, board_shown, label_starting, search_done, step_until, type_into};

#[test]
fn copy_puts_the_board_on_the_clipboard_as_judge_text() {
    let mut harness = app();
    search_done(&mut harness);
    harness.get_by_label("Next").click();
    board_shown(&mut harness, 2);
    harness.get_by_label("Copy").click();
    harness.run_steps(2);
    let copied: Vec<String> = harness
        .output()
        .platform_output
        .commands
        .iter()
        .filter_map(|command| match command {
            eframe::egui::OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        })
        .collect();
    let lines = judge_lines(8);
    let mut second = lines[9..18].join("\n");
    second.push('\n');
    assert_eq!(copied, vec![second]);
    harness.get_by_label("Copied");
}

#[test]
fn save_picture_writes_the_board_on_screen_off_the_window_s_thread() {
    use resvg::{tiny_skia, usvg};
    let folder = tempfile::tempdir().unwrap();
    let mut harness = app();
    search_done(&mut harness);
    act(&mut harness, Action::Top(TopAction::OpenPicture));
    let svg = folder.path().join("no1.svg");
    type_into(&mut harness, "File:", svg.to_str().unwrap());
    harness.get_by_label("Save").click();
    harness.run_steps(2);
    step_until(&mut harness, "the picture", |app| !app.saving_picture());
    let text = std::fs::read_to_string(&svg).unwrap();
    usvg::Tree::from_str(&text, &usvg::Options::default()).unwrap();
    assert_eq!(text.matches("<use ").count(), 8);
    harness.get_by_label_contains("Saved ");

    harness.get_by_label("PNG").click();
    harness.run_steps(2);
    act(&mut harness, Action::Picture(PictureAction::Save));
    step_until(&mut harness, "the picture", |app| !app.saving_picture());
    let png = folder.path().join("no1.png");
    let pixmap = tiny_skia::Pixmap::decode_png(&std::fs::read(&png).unwrap()).unwrap();
    assert_eq!((pixmap.width(), pixmap.height()), (800, 800));
    let saved = label_starting(&harness, "Saved ").unwrap();
    assert!(saved.ends_with(" bytes)."), "{saved}");
    assert!(!saved.contains("))"), "{saved}");

    // An extension the window does not offer: it says which file it will write, and does.
    let jpg = folder.path().join("b8.jpg");
    type_into(&mut harness, "File:", jpg.to_str().unwrap());
    harness.get_by_label("“.jpg” is not a format offered here: it will be saved as b8.png, PNG.");
    act(&mut harness, Action::Picture(PictureAction::Save));
    step_until(&mut harness, "the picture", |app| !app.saving_picture());
    assert!(folder.path().join("b8.png").is_file());
    assert!(!folder.path().join("b8.jpg.png").exists());
}

#[test]
fn the_picture_window_does_not_open_over_the_export_window() {
    let mut harness = app();
    harness.get_by_label("Export…").click();
    harness.run_steps(3);
    act(&mut harness, Action::Top(TopAction::OpenPicture));
    harness.run_steps(3);
    let rect = |label: &str| {
        let bounds = harness
            .get_by_label(label)
            .accesskit_node()
            .bounding_box()
            .unwrap();
        (bounds.x0, bounds.y0)
    };
    let (export, picture) = (rect("Write"), rect("Save"));
    assert!(
        (export.0 - picture.0).abs() > 20.0 || (export.1 - picture.1).abs() > 20.0,
        "Export's Write at {export:?}, the picture's Save at {picture:?}"
    );
}
