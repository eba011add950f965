//! The windows over the board: Export, Picture, About, the notice that no font draws the
//! language asked for, and the notice that the last run's settings could not be read. Each closes with a button named in the window's language, or Escape.

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

/// Says once that the settings kept by the last run could not be read, and that the window
/// starts with the defaults.
pub(super) fn settings_notice(ctx: &egui::Context, actions: &mut Vec<Action>) {
    let mut open = true;
    egui::Window::new(tr!("settings-unreadable-title"))
        .id(egui::Id::unique("settings notice"))
        .open(&mut open)
        .resizable(false)
        .collapsible(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            ui.label(tr!("settings-unreadable"));
            if ui.button(tr!("close")).clicked() {
                actions.push(Action::Top(TopAction::CloseSettingsNotice));
            }
        });
    if !open {
        actions.push(Action::Top(TopAction::CloseSettingsNotice));
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
    let mut window = egui::Window::new(tr!("picture-title"))
        .id(picture_window_id())
        .resizable(false)
        .collapsible(false);
    if let Some(place) = opening_place(ctx, picture_window_id(), board_area, export_window_id()) {
        window = window.current_pos(place);
    }
    window.show(ctx, |ui| {
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
    let mut window = egui::Window::new(tr!("export-title"))
        .id(export_window_id())
        .resizable(false)
        .collapsible(false)
        .default_width(board_area.width().min(420.0) - 24.0);
    if let Some(place) = opening_place(ctx, export_window_id(), board_area, picture_window_id()) {
        window = window.current_pos(place);
    }
    window.show(ctx, |ui| {
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

fn export_window_id() -> egui::Id {
    egui::Id::unique("export window")
}

fn picture_window_id() -> egui::Id {
    egui::Id::unique("picture window")
}

/// The room a window of ours needs beside another: the narrowest of them.
const WINDOW_ROOM: f32 = 320.0;

/// Where window `id` goes if it opens this frame (`None` if it was open already: where the
/// user left it): over the board's corner, or if `other` is open there, beside it when the
/// screen has room and else a title bar lower and to the right, never exactly over it.
fn opening_place(
    ctx: &egui::Context,
    id: egui::Id,
    board_area: egui::Rect,
    other: egui::Id,
) -> Option<egui::Pos2> {
    let shown = |id| egui::LayerId::new(egui::Order::Middle, id);
    let screen = ctx.content_rect();
    ctx.memory(|memory| {
        let areas = memory.areas();
        if areas.visible_last_frame(&shown(id)) {
            return None;
        }
        let corner = board_area.left_top() + egui::vec2(12.0, 12.0);
        let Some(open) = areas
            .visible_last_frame(&shown(other))
            .then(|| memory.area_rect(other))
            .flatten()
        else {
            return Some(corner);
        };
        let beside = egui::pos2(open.right() + 12.0, open.top());
        Some(if beside.x + WINDOW_ROOM <= screen.right() {
            beside
        } else {
            open.left_top() + egui::vec2(40.0, 40.0)
        })
    })
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
