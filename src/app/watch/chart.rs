//! The comparison's bar chart: each variant's squares tried, on a logarithmic scale, so that
//! generate and test's millions and the bitboards' thousands fit one picture.

use eframe::egui::{self, Align2, FontId, Sense, Stroke, vec2};

use super::variant_short_name;
use crate::app::words::grouped;
use crate::solve::trace::Comparison;
use crate::tr;

/// Draws a bar per line of `comparison`, named for a screen reader by the chart's title.
pub(super) fn tried_bars(ui: &mut egui::Ui, comparison: &[Comparison]) {
    let title = tr!("compare-chart");
    ui.label(&title);
    let row = 22.0;
    let width = ui.available_width();
    let (rect, response) =
        ui.allocate_exact_size(vec2(width, row * comparison.len() as f32), Sense::hover());
    let labels: Vec<String> = comparison
        .iter()
        .map(|line| {
            format!(
                "{}: {}",
                variant_short_name(line.variant),
                grouped(line.counters.tried)
            )
        })
        .collect();
    response.widget_info(|| {
        egui::WidgetInfo::labeled(
            egui::Role::Image,
            true,
            format!("{title}: {}", labels.join("; ")),
        )
    });
    let most = comparison
        .iter()
        .map(|line| line.counters.tried)
        .max()
        .unwrap_or(1)
        .max(10);
    // Bars start at one square tried: log10(1) = 0.
    let scale = (rect.width() * 0.55) / (most as f64).log10() as f32;
    let name_width = rect.width() * 0.25;
    let visuals = ui.visuals();
    let painter = ui.painter_at(rect);
    let font = FontId::proportional(13.0);
    for (index, line) in comparison.iter().enumerate() {
        let top = rect.top() + row * index as f32;
        let middle = top + row / 2.0;
        painter.text(
            egui::pos2(rect.left(), middle),
            Align2::LEFT_CENTER,
            variant_short_name(line.variant),
            font.clone(),
            visuals.text_color(),
        );
        let length = (line.counters.tried.max(1) as f64).log10() as f32 * scale;
        let bar = egui::Rect::from_min_size(
            egui::pos2(rect.left() + name_width, top + 3.0),
            vec2(length.max(1.0), row - 6.0),
        );
        painter.rect_filled(bar, 2.0, visuals.selection.bg_fill);
        painter.rect_stroke(
            bar,
            2.0,
            Stroke::new(1.0, visuals.selection.stroke.color),
            egui::StrokeKind::Inside,
        );
        painter.text(
            egui::pos2(bar.right() + 4.0, middle),
            Align2::LEFT_CENTER,
            grouped(line.counters.tried),
            font.clone(),
            visuals.text_color(),
        );
    }
}
