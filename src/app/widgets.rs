//! Small widgets the panels share: a progress bar's and a spinner's accessible names, a press
//! counted however many arrived in a frame, an outcome in the error's colour.

use eframe::egui::{self, Key};

use super::i18n::Message;

/// What came of something the user asked for: a plain label when it went well, the error's
/// colour when not.
pub fn outcome_label(ui: &mut egui::Ui, outcome: Option<&Result<Message, Message>>) {
    match outcome {
        Some(Ok(message)) => {
            ui.label(message.to_string());
        }
        Some(Err(message)) => {
            ui.colored_label(ui.visuals().error_fg_color, message.to_string());
        }
        None => {}
    }
}

/// Gives a progress bar an accessible name and its range, 0 to 100 per cent, so that a screen
/// reader says what progresses and how far; `fraction` is `None` when the share is unknown.
pub fn name_progress(bar: &egui::Response, name: &str, fraction: Option<f32>) {
    bar.ctx.accesskit_node_builder(bar.id, |node| {
        node.set_label(name);
        node.set_min_numeric_value(0.0);
        node.set_max_numeric_value(100.0);
        match fraction {
            Some(fraction) => node.set_numeric_value((f64::from(fraction) * 100.0).floor()),
            None => node.clear_numeric_value(),
        }
    });
}

/// How many times `response`'s widget was pressed this frame. `clicked()` says only whether it
/// was: a screen reader (AccessKit) or a fast keyboard can press a button twice within one
/// frame, and each press is meant.
pub fn presses(ui: &egui::Ui, response: &egui::Response) -> usize {
    if !response.enabled() {
        return 0;
    }
    // Asked before the input is locked: the focus lives in the context's memory.
    let focused = response.has_focus();
    let (by_access, by_keys) = ui.input(|input| {
        let keys = if focused {
            input.num_presses(Key::Enter) + input.num_presses(Key::Space)
        } else {
            0
        };
        let access =
            input.num_accesskit_action_requests(response.id, egui::accesskit::Action::Click);
        (access, keys)
    });
    match by_access + by_keys {
        0 => usize::from(response.clicked()),
        sent => sent,
    }
}

/// How often a window that only waits is drawn again: four times a second, as often as
/// progress wakes it ([`crate::worker::PROGRESS_REPAINT`]).
pub const WAITING_REPAINT: std::time::Duration = crate::worker::PROGRESS_REPAINT;

/// A spinner with an accessible name, so that a screen reader says what is at work. It turns
/// in steps, four a second: egui's own asks for every frame the screen can show, and a window
/// that only waits would then cost more than the work it waits for.
pub fn spinner(ui: &mut egui::Ui, name: &str) {
    let size = ui.style().spacing.interact_size.y;
    let (rect, response) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    response
        .ctx
        .accesskit_node_builder(response.id, |node| node.set_label(name));
    if !ui.is_rect_visible(rect) {
        return;
    }
    let step = WAITING_REPAINT.as_secs_f64();
    let time = (ui.input(|input| input.time) / step).floor() * step;
    let start = time * std::f64::consts::TAU;
    let sweep = 240f64.to_radians();
    let (center, radius) = (rect.center(), rect.height() / 2.0 - 2.0);
    let points: Vec<egui::Pos2> = (0..=24)
        .map(|i| {
            let angle = start + sweep * f64::from(i) / 24.0;
            let (sin, cos) = angle.sin_cos();
            center + radius * egui::vec2(cos as f32, sin as f32)
        })
        .collect();
    let stroke = egui::Stroke::new(3.0, ui.visuals().strong_text_color());
    ui.painter().add(egui::Shape::line(points, stroke));
    ui.ctx().request_repaint_after(WAITING_REPAINT);
}

/// Draws a field over a copy of `text`, and returns its response and the new text if the user
/// changed it: the panel draws from `&self`, and the change is an action like any other.
pub fn edit_copy(
    text: &str,
    draw: impl FnOnce(&mut String) -> egui::Response,
) -> (egui::Response, Option<String>) {
    let mut copy = text.to_owned();
    let response = draw(&mut copy);
    let changed = (copy != text).then_some(copy);
    (response, changed)
}
