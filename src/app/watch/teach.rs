//! Beside the watched board: the variant's program with the line being carried out lit, its
//! numbered steps in the window's language, the variables the line uses, and the tree of
//! partial boards the search has walked.

use eframe::egui::{self, Align2, Color32, FontId, RichText, Sense, Stroke, pos2, vec2};

use super::{Watch, WatchAction};
use crate::app::i18n::Message;
use crate::app::words::grouped;
use crate::board::{Square, file_name};
use crate::picture;
use crate::solve::listing::{self, Form, Listing};
use crate::solve::tree::{Node, SearchTree, Status};
use crate::tr;

/// What the teaching panel shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TeachTab {
    /// The C program.
    #[default]
    Program,
    /// The numbered steps in words.
    Steps,
    /// The search tree.
    Tree,
}

/// What the panel shows and how: chosen by the user, kept when the search starts again.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Teaching {
    /// The tab shown.
    pub(super) tab: TeachTab,
    /// How the program is written, where it can be written two ways.
    pub(super) form: Form,
    /// Whether the view fills the screen for a class.
    pub(super) presenting: bool,
}

/// Draws the panel and returns what the user asked for.
pub(super) fn show(watch: &Watch, ui: &mut egui::Ui) -> Vec<WatchAction> {
    let mut actions = Vec::new();
    let mut tab = watch.teaching.tab;
    ui.horizontal(|ui| {
        ui.selectable_value(&mut tab, TeachTab::Program, tr!("teach-program"));
        ui.selectable_value(&mut tab, TeachTab::Steps, tr!("teach-steps"));
        ui.selectable_value(&mut tab, TeachTab::Tree, tr!("teach-tree"));
    });
    if tab != watch.teaching.tab {
        actions.push(WatchAction::Tab(tab));
    }
    ui.separator();
    match watch.teaching.tab {
        TeachTab::Program => {
            if listing::has_loop_form(watch.variant) {
                let mut form = watch.teaching.form;
                ui.horizontal(|ui| {
                    ui.radio_value(&mut form, Form::Recursive, tr!("teach-recursive"));
                    ui.radio_value(&mut form, Form::Loop, tr!("teach-loop"));
                });
                if form != watch.teaching.form {
                    actions.push(WatchAction::Form(form));
                }
            }
            let program = listing::program(watch.variant, watch.teaching.form);
            code(ui, watch, program, ToOwned::to_owned, true);
        }
        TeachTab::Steps => {
            let steps = listing::steps(watch.variant);
            code(
                ui,
                watch,
                steps,
                |id| Message::new(id, Vec::new()).to_string(),
                false,
            );
        }
        TeachTab::Tree => tree_tab(ui, watch, &mut actions),
    }
    // A class sees the tree below the program, all at once.
    if watch.teaching.presenting && watch.teaching.tab != TeachTab::Tree {
        ui.separator();
        tree_tab(ui, watch, &mut actions);
    }
    actions
}

/// A listing with the line the step shown carries out lit, and the variables below.
fn code(
    ui: &mut egui::Ui,
    watch: &Watch,
    listing: Listing,
    text: impl Fn(&'static str) -> String,
    monospace: bool,
) {
    let lit = watch
        .current()
        .and_then(|step| listing.line_of(step, watch.before_current()));
    // Large enough to read from the back of a classroom when presenting, and small enough for
    // the longest line to fit the panel (a monospace letter is about 0.6 of the size across),
    // so that the listing never scrolls sideways.
    // The steps in words wrap instead.
    let most = if watch.teaching.presenting {
        24.0
    } else {
        14.0
    };
    let longest = listing
        .lines
        .iter()
        .map(|line| line.text.chars().count() + 4)
        .max()
        .unwrap_or(1) as f32;
    let size = if monospace {
        (ui.available_width() / (0.62 * longest)).clamp(8.0, most)
    } else {
        most
    };
    let height = ui.available_height() * if watch.teaching.presenting { 0.4 } else { 0.7 };
    egui::ScrollArea::vertical()
        .id_salt(("listing", monospace))
        .max_height(height)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            for (index, line) in listing.lines.iter().enumerate() {
                let number = index + 1;
                let words = text(line.text);
                let shown = if monospace {
                    RichText::new(format!("{number:>2}  {words}"))
                        .monospace()
                        .size(size)
                } else {
                    RichText::new(format!("{number}. {words}")).size(size)
                };
                let is_lit = lit == Some(index);
                let shown = if is_lit {
                    shown
                        .background_color(ui.visuals().selection.bg_fill)
                        .color(ui.visuals().strong_text_color())
                } else {
                    shown
                };
                let label = if monospace {
                    ui.add(egui::Label::new(shown).extend())
                } else {
                    ui.add(egui::Label::new(shown).wrap())
                };
                if is_lit {
                    // A screen reader hears which line runs; the eye follows the colour.
                    let name = tr!(
                        "teach-line-running",
                        number = number as u64,
                        line = words.trim()
                    );
                    label.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::Label, true, name.clone())
                    });
                    // Scrolled to when it changes, not every frame: a listing scrolled by
                    // hand stays put while the same line is lit.
                    let memory =
                        egui::Id::unique(("lit line", monospace, watch.teaching.presenting));
                    if ui.data(|data| data.get_temp::<usize>(memory)) != Some(index) {
                        label.scroll_to_me(None);
                        ui.data_mut(|data| data.insert_temp(memory, index));
                    }
                }
            }
        });
    ui.separator();
    let Some(step) = watch.current() else {
        return;
    };
    let columns: Vec<usize> = watch.queens().iter().map(|queen| queen.column).collect();
    let variables = listing::variables(watch.variant, watch.teaching.form, watch.n, &columns, step);
    egui::Grid::new("variables")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            for variable in variables {
                ui.label(RichText::new(variable.name).monospace().size(size));
                // At N = 32 an array is longer than the panel is wide.
                let value = RichText::new(variable.value)
                    .monospace()
                    .size(size)
                    .strong();
                ui.add(egui::Label::new(value).wrap());
                ui.end_row();
            }
        });
}

/// The gap between a node and the next, and between rows of the tree, in the scene.
const NODE_GAP: f32 = 34.0;
const ROW_GAP: f32 = 64.0;
const RADIUS: f32 = 13.0;

/// A node placed in the scene, with the child indices that reach it.
struct Placed<'a> {
    node: &'a Node,
    indices: Vec<usize>,
    at: egui::Pos2,
    parent: Option<egui::Pos2>,
}

/// Lays the tree out: a row per level, leaves side by side, a parent above the middle of its
/// children. Returns the nodes placed and the next free place on the left.
fn lay_out<'a>(
    nodes: &'a [Node],
    indices: &mut Vec<usize>,
    parent: Option<egui::Pos2>,
    next_leaf: &mut f32,
    placed: &mut Vec<Placed<'a>>,
) {
    for (index, node) in nodes.iter().enumerate() {
        indices.push(index);
        let y = ROW_GAP * (indices.len() - 1) as f32;
        let slot = placed.len();
        placed.push(Placed {
            node,
            indices: indices.clone(),
            at: pos2(0.0, y),
            parent,
        });
        let x = if node.children.is_empty() {
            // A folded subtree's size is written under it: room for the number.
            let width = node.folded.map_or(NODE_GAP, |size| {
                NODE_GAP.max(grouped(size).len() as f32 * 7.5 + 8.0)
            });
            let x = *next_leaf + width / 2.0;
            *next_leaf += width;
            x
        } else {
            let first = placed.len();
            // The children are placed first; their parent goes above their middle.
            lay_out(&node.children, indices, None, next_leaf, placed);
            let xs: Vec<f32> = placed[first..]
                .iter()
                .filter(|child| child.indices.len() == indices.len() + 1)
                .map(|child| child.at.x)
                .collect();
            let x = xs[0].midpoint(xs[xs.len() - 1]);
            for child in &mut placed[first..] {
                if child.indices.len() == indices.len() + 1 {
                    child.parent = Some(pos2(x, y));
                }
            }
            x
        };
        placed[slot].at.x = x;
        indices.pop();
    }
}

fn status_colour(status: Status) -> Color32 {
    // The board's own marks: the square tried, the queen placed, an attack.
    let rgb = |[red, green, blue]: [u8; 3]| Color32::from_rgb(red, green, blue);
    match status {
        Status::Tried => rgb(picture::TRYING),
        Status::Attacked => rgb(picture::CONFLICT),
        Status::Placed => rgb(picture::PLACED),
        Status::DeadEnd => Color32::from_rgb(120, 120, 120),
        Status::Solution => Color32::from_rgb(50, 110, 220),
    }
}

/// The tree, and while a node's partial board is on the board, a word of it and the way back.
fn tree_tab(ui: &mut egui::Ui, watch: &Watch, actions: &mut Vec<WatchAction>) {
    if watch.inspected().is_some() {
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!("tree-showing-node"));
            if ui.button(tr!("tree-back-to-search")).clicked() {
                actions.push(WatchAction::StopInspecting);
            }
        });
    }
    tree(ui, watch.tree(), watch.inspected_node(), actions);
}

/// What became of a node, in words: the legend's.
fn status_name(status: Status) -> String {
    match status {
        Status::Placed => tr!("tree-placed"),
        Status::Attacked => tr!("tree-attacked"),
        Status::DeadEnd => tr!("tree-dead-end"),
        Status::Solution => tr!("tree-solution"),
        Status::Tried => tr!("tree-tried"),
    }
}

/// What the colours of the nodes say, and how to move about a folded tree.
fn legend(ui: &mut egui::Ui, folds: bool) {
    ui.horizontal_wrapped(|ui| {
        for status in [
            Status::Placed,
            Status::Attacked,
            Status::DeadEnd,
            Status::Solution,
            Status::Tried,
        ] {
            let name = status_name(status);
            // A dot and its words kept together (no-break spaces): a line breaks between
            // entries, not inside one.
            let mut entry = egui::text::LayoutJob::default();
            let font = egui::TextStyle::Body.resolve(ui.style());
            entry.append(
                "●\u{a0}",
                0.0,
                egui::TextFormat::simple(font.clone(), status_colour(status)),
            );
            entry.append(
                &name.replace(' ', "\u{a0}"),
                0.0,
                egui::TextFormat::simple(font, ui.visuals().text_color()),
            );
            ui.label(entry);
        }
    });
    let help = if folds {
        format!("{} {}", tr!("tree-folded"), tr!("tree-help"))
    } else {
        tr!("tree-help")
    };
    ui.add(egui::Label::new(RichText::new(help).weak()).wrap());
}

/// The tree, in a scene that pans (drag) and zooms (Ctrl and the wheel, or pinch).
fn tree(
    ui: &mut egui::Ui,
    tree: &SearchTree,
    inspected: Option<&[usize]>,
    actions: &mut Vec<WatchAction>,
) {
    legend(ui, tree.folds());
    let mut placed = Vec::new();
    let mut next_leaf = 0.0;
    lay_out(
        tree.roots(),
        &mut Vec::new(),
        None,
        &mut next_leaf,
        &mut placed,
    );
    let whole = egui::Rect::from_min_max(
        pos2(-NODE_GAP / 2.0, -ROW_GAP / 2.0),
        pos2(next_leaf.max(NODE_GAP), ROW_GAP * (tree.n() as f32 + 0.5)),
    );
    // By default the view follows the search: the last queen placed and a few rows either
    // side, at a size that can be read. A pan or a zoom keeps the view where the user put it,
    // until Follow; Fit shows the whole tree.
    let memory = egui::Id::unique("tree view");
    let mut view: Option<egui::Rect> = ui.data(|data| data.get_temp(memory));
    ui.horizontal(|ui| {
        if ui
            .add_enabled(view.is_some(), egui::Button::new(tr!("tree-follow")))
            .clicked()
        {
            view = None;
        }
        if ui.button(tr!("tree-fit")).clicked() {
            view = Some(whole);
        }
    });
    // A search started again has no tree yet: the view follows it from its start.
    if placed.is_empty() {
        view = None;
    }
    let path = tree.path();
    // Before the first queen and after the last one is taken back, the whole tree.
    let following = placed
        .iter()
        .find(|node| !path.is_empty() && node.indices == path)
        .map_or(whole, |end| {
            egui::Rect::from_center_size(
                pos2(end.at.x, end.at.y + ROW_GAP),
                vec2(NODE_GAP * 12.0, ROW_GAP * 6.0),
            )
        });
    let mut scene_rect = view.unwrap_or(following);
    let before = scene_rect;
    egui::Scene::new()
        .zoom_range(0.05..=4.0)
        .show(ui, &mut scene_rect, |ui| {
            draw_nodes(ui, tree, &placed, inspected, actions);
        });
    if scene_rect != before {
        view = Some(scene_rect);
    }
    ui.data_mut(|data| match view {
        Some(rect) => {
            data.insert_temp(memory, rect);
        }
        None => data.remove::<egui::Rect>(memory),
    });
}

/// The nodes and their edges, each node clickable; the path and the node inspected ringed.
fn draw_nodes(
    ui: &mut egui::Ui,
    tree: &SearchTree,
    placed: &[Placed<'_>],
    inspected: Option<&[usize]>,
    actions: &mut Vec<WatchAction>,
) {
    let path = tree.path();
    let painter = ui.painter().clone();
    let visuals = ui.visuals().clone();
    let font = FontId::proportional(12.0);
    for node in placed {
        if let Some(parent) = node.parent {
            let on_path = path.starts_with(&node.indices);
            let width = if on_path { 3.0 } else { 1.0 };
            painter.line_segment(
                [parent + vec2(0.0, RADIUS), node.at - vec2(0.0, RADIUS)],
                Stroke::new(width, visuals.weak_text_color()),
            );
        }
    }
    for node in placed {
        let on_path = path.starts_with(&node.indices);
        let rect = egui::Rect::from_center_size(node.at, egui::Vec2::splat(RADIUS * 2.0));
        let response = ui.interact(
            rect,
            egui::Id::unique(("tree node", &node.indices)),
            Sense::click(),
        );
        let board = tree.board_at(&node.indices).unwrap_or_default();
        let squares: Vec<String> = board
            .iter()
            .map(|square: &Square| square.name(tree.n()))
            .collect();
        // Named for a screen reader by its partial board and what became of it; Tab reaches
        // it and Space or Enter shows the board, as a click does.
        let name = format!("{}: {}", squares.join(" "), status_name(node.node.status));
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
        let response = response.on_hover_text(squares.join(" "));
        if response.clicked() {
            actions.push(WatchAction::Inspect(node.indices.clone()));
        }
        // The node Tab has reached: Enter shows its board, so it is ringed as a click would.
        if inspected == Some(node.indices.as_slice()) || response.has_focus() {
            painter.circle_stroke(
                node.at,
                RADIUS + 5.0,
                Stroke::new(3.0, visuals.selection.stroke.color),
            );
        }
        painter.circle(
            node.at,
            RADIUS,
            status_colour(node.node.status),
            Stroke::new(if on_path { 3.0 } else { 1.0 }, visuals.strong_text_color()),
        );
        painter.text(
            node.at,
            Align2::CENTER_CENTER,
            file_name(node.node.square.column),
            font.clone(),
            Color32::WHITE,
        );
        if let Some(size) = node.node.folded.filter(|&size| size > 0) {
            let top = node.at + vec2(0.0, RADIUS);
            painter.add(egui::Shape::convex_polygon(
                vec![top, top + vec2(-10.0, 22.0), top + vec2(10.0, 22.0)],
                visuals.faint_bg_color,
                Stroke::new(1.0, visuals.text_color()),
            ));
            painter.text(
                top + vec2(0.0, 26.0),
                Align2::CENTER_TOP,
                grouped(size),
                font.clone(),
                visuals.strong_text_color(),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::trace::{Trace, Variant};

    fn laid_out(tree: &SearchTree) -> Vec<Placed<'_>> {
        let mut placed = Vec::new();
        lay_out(tree.roots(), &mut Vec::new(), None, &mut 0.0, &mut placed);
        placed
    }

    /// A level per row, no two nodes of a level overlapping, each parent above the middle of
    /// its children, and at N = 12 never more nodes than N × N however far the search is.
    #[test]
    fn the_tree_is_laid_out_a_level_a_row_without_overlaps_and_bounded() {
        for (n, variant, steps) in [
            (5, Variant::Plain, usize::MAX),
            (6, Variant::GenerateAndTest, 3_000),
            (12, Variant::Plain, 300_000),
            (12, Variant::Bitboard, 300_000),
        ] {
            let mut tree = SearchTree::new(n);
            for step in Trace::new(variant, n).take(steps) {
                tree.apply(&step);
            }
            let placed = laid_out(&tree);
            assert_eq!(placed.len(), tree.nodes_held(), "{variant}, n = {n}");
            if tree.folds() {
                assert!(
                    placed.len() <= n * n,
                    "{variant}, n = {n}: {}",
                    placed.len()
                );
            }
            for node in &placed {
                let depth = node.indices.len() - 1;
                assert!((node.at.y - ROW_GAP * depth as f32).abs() < 0.01);
                let children: Vec<f32> = placed
                    .iter()
                    .filter(|child| {
                        child.indices.len() == node.indices.len() + 1
                            && child.indices.starts_with(&node.indices)
                    })
                    .map(|child| child.at.x)
                    .collect();
                if let (Some(first), Some(last)) = (children.first(), children.last()) {
                    let middle = first.midpoint(*last);
                    assert!((node.at.x - middle).abs() < 0.01, "{variant}, n = {n}");
                }
            }
            for level in 0..n {
                let mut xs: Vec<f32> = placed
                    .iter()
                    .filter(|node| node.indices.len() == level + 1)
                    .map(|node| node.at.x)
                    .collect();
                xs.sort_by(f32::total_cmp);
                for pair in xs.windows(2) {
                    assert!(
                        pair[1] - pair[0] >= NODE_GAP - 0.01,
                        "{variant}, n = {n}: {pair:?}"
                    );
                }
            }
        }
    }
}
