//! The comparison of the variants: the button that runs it, its table, its bar chart, and what
//! each variant saves over the one before.

use eframe::egui::{self, RichText};

use super::{Watch, WatchAction, chart, variant_name, variant_short_name};
use crate::app::widgets::spinner;
use crate::app::words::{grouped, human_elapsed};
use crate::solve::trace::{Comparison, GENERATE_UP_TO, compared};
use crate::tr;

pub(super) fn comparison_ui(watch: &Watch, ui: &mut egui::Ui, actions: &mut Vec<WatchAction>) {
    let n = watch.n;
    ui.horizontal(|ui| {
        if watch.comparing() {
            spinner(ui, &tr!("compare-name"));
            if ui.button(tr!("compare-cancel")).clicked() {
                actions.push(WatchAction::CancelComparison);
            }
        } else if ui.button(tr!("compare-start", n = n)).clicked() {
            actions.push(WatchAction::Compare);
        }
    });
    let done = watch.comparison.len();
    let variants = compared(watch.comparison_n);
    if n > GENERATE_UP_TO {
        ui.add(
            egui::Label::new(
                RichText::new(tr!("compare-no-generate", most = GENERATE_UP_TO)).weak(),
            )
            .wrap(),
        );
    }
    if watch.comparing() {
        // Which variant runs now, and how many are done.
        let running = variants[done.min(variants.len() - 1)];
        ui.add(
            egui::Label::new(tr!(
                "compare-running",
                variant = running.key(),
                done = done,
                total = variants.len()
            ))
            .wrap(),
        );
    }
    if watch.comparison_cancelled {
        ui.add(
            egui::Label::new(tr!(
                "compare-cancelled",
                done = done,
                total = variants.len()
            ))
            .wrap(),
        );
    }
    if watch.comparison.is_empty() {
        return;
    }
    // Short names and headers, so that the table fits the narrowest side panel.
    egui::Grid::new("comparison")
        .striped(true)
        .num_columns(4)
        .show(ui, |ui| {
            ui.strong(tr!("compare-variant"));
            ui.strong(tr!("compare-tried"))
                .on_hover_text(tr!("counter-tried"));
            ui.strong(tr!("counter-solutions"));
            ui.strong(tr!("compare-time"));
            ui.end_row();
            for line in &watch.comparison {
                ui.label(variant_short_name(line.variant))
                    .on_hover_text(variant_name(line.variant));
                ui.label(grouped(line.counters.tried));
                ui.label(grouped(line.counters.solutions));
                ui.label(human_elapsed(line.elapsed));
                ui.end_row();
            }
        });
    if watch.comparison.len() < variants.len() {
        return;
    }
    let agree = watch
        .comparison
        .windows(2)
        .all(|pair| pair[0].counters.solutions == pair[1].counters.solutions);
    if !agree {
        ui.colored_label(ui.visuals().error_fg_color, tr!("compare-disagree"));
        return;
    }
    ui.label(tr!(
        "compare-found",
        count = watch.comparison[0].counters.solutions
    ));
    chart::tried_bars(ui, &watch.comparison);
    for pair in watch.comparison.windows(2) {
        ui.add(egui::Label::new(RichText::new(saving(&pair[0], &pair[1])).strong()).wrap());
        ui.add(egui::Label::new(tr!("compare-how", variant = pair[1].variant.key())).wrap());
    }
}

/// What `after` saves over `before`, in squares tried: "… 4 times fewer squares than …".
fn saving(before: &Comparison, after: &Comparison) -> String {
    let (before_tried, after_tried) = (before.counters.tried.max(1), after.counters.tried.max(1));
    let times = before_tried.max(after_tried) as f64 / before_tried.min(after_tried) as f64;
    if times < 1.05 {
        return tr!(
            "compare-same",
            variant = variant_name(after.variant),
            before = variant_name(before.variant)
        );
    }
    // One decimal below ten, where "1.4 times" says more than "1 times".
    let times = if times < 10.0 {
        format!("{times:.1}")
    } else {
        grouped(times.round() as u64)
    };
    // At least 1%: a variant that tries anything is not said to try nothing.
    let percent = ((after_tried as f64 * 100.0 / before_tried as f64).round() as u64).max(1);
    let (variant, before) = (variant_name(after.variant), variant_name(before.variant));
    if after_tried <= before_tried {
        tr!(
            "compare-saves",
            variant = variant,
            before = before,
            times = times,
            percent = percent
        )
    } else {
        tr!(
            "compare-costs",
            variant = variant,
            before = before,
            times = times,
            percent = percent
        )
    }
}
