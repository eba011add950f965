//! The windows over the board: Export, Picture, About, and the notice that no font draws the
//! language asked for. Each closes with a button named in the window's language, or Escape.

use eframe::egui;

use super::i18n::Language;
use super::{Action, App, TopAction};
use crate::board::MAX_N;
use crate::tr;

/// Says once that no font of the system draws the language asked for. In English, which every
/// font draws.
pub(super) fn font_notice(language: Language, ctx: &egui::Context, actions: &mut Vec<Action>) {
    let mut open = true;
    egui::Window::new("No font for this language")
        .id(egui::Id::unique("font notice"))
        .open(&mut open)
        .resizable(false)
        .collapsible(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            ui.label(format!(
                "No font on this computer draws {}, so the window stays in English. \
                 Install a font for it (on Debian and Ubuntu: the package fonts-noto-cjk), \
                 then choose it again.",
                language.english_name()
            ));
            if ui.button("OK").clicked() {
                actions.push(Action::Top(TopAction::CloseFontNotice));
            }
        });
    if !open {
        actions.push(Action::Top(TopAction::CloseFontNotice));
    }
}

/// The About window: the version, the licence, and where the source lives.
pub(super) fn about_window(app: &App, ctx: &egui::Context, actions: &mut Vec<Action>) {
    let mut open = app.about;
    egui::Window::new(tr!("about-title"))
        .id(egui::Id::unique("about window"))
        .resizable(false)
        .collapsible(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            ui.heading(tr!("about-version", version = env!("CARGO_PKG_VERSION")));
            ui.label(tr!("about-what", max = MAX_N));
            ui.label(tr!("about-licence"));
            ui.horizontal_wrapped(|ui| {
                ui.label(tr!("about-source"));
                ui.hyperlink(env!("CARGO_PKG_REPOSITORY"));
            });
            ui.label(egui::RichText::new(tr!("about-command-line")).weak());
            open &= !close_button(ui);
        });
    if !open {
        actions.push(Action::Top(TopAction::About(false)));
    }
}

/// The picture window opens where the export window does; it can be moved.
pub(super) fn picture_window(
    app: &App,
    ctx: &egui::Context,
    board_area: egui::Rect,
    actions: &mut Vec<Action>,
) {
    let mut open = app.picture.is_open();
    if !open {
        return;
    }
    let subject = app.picture_subject();
    egui::Window::new(tr!("picture-title"))
        .id(egui::Id::unique("picture window"))
        .resizable(false)
        .collapsible(false)
        .default_pos(board_area.left_top() + egui::vec2(12.0, 12.0))
        .show(ctx, |ui| {
            let asked = app.picture.ui(ui, subject.as_ref());
            actions.extend(asked.into_iter().map(Action::Picture));
            open &= !close_button(ui);
        });
    if !open {
        actions.push(Action::Top(TopAction::ClosePicture));
        drop_focus(ctx);
    }
}

/// The export window opens over the board's corner, below the top bar and beside the side
/// panel, so that it hides neither the N selector nor the browser; it can be moved.
pub(super) fn export_window(
    app: &App,
    ctx: &egui::Context,
    board_area: egui::Rect,
    actions: &mut Vec<Action>,
) {
    if !app.export.is_open() {
        return;
    }
    let mut open = true;
    let n = app.n();
    let on_screen = app.on_screen();
    egui::Window::new(tr!("export-title"))
        .id(egui::Id::unique("export window"))
        .resizable(false)
        .collapsible(false)
        .default_pos(board_area.left_top() + egui::vec2(12.0, 12.0))
        .default_width(board_area.width().min(420.0) - 24.0)
        .show(ctx, |ui| {
            let export = app.export.ui(ui, n, &on_screen);
            actions.extend(export.into_iter().map(Action::Export));
            open &= !close_button(ui);
        });
    if !open {
        // Closing is asked for like any other change, so that it is applied in one place.
        actions.push(Action::Top(TopAction::CloseExport));
        drop_focus(ctx);
    }
}

/// A window's Close button, at its foot: named in the window's language, where the close button
/// of egui's title bar is named in English only. Escape closes the window too.
fn close_button(ui: &mut egui::Ui) -> bool {
    ui.separator();
    ui.button(tr!("close")).clicked()
}

/// Takes the keyboard focus from a window that closed: a text field of it would otherwise keep
/// the keys (Ctrl+Z, Ctrl+V) from the board.
fn drop_focus(ctx: &egui::Context) {
    ctx.memory_mut(|memory| {
        if let Some(id) = memory.focused() {
            memory.surrender_focus(id);
        }
    });
}
