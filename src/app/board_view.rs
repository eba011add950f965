//! The chessboard: squares, file and rank labels, queens from `assets/queen.svg`, attacked
//! and free squares, and conflicts. It draws what it is given and returns what the user did:
//! a square clicked, or a queen dragged to another square.

use crate::tr;
use eframe::egui::{self, Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, Vec2, WidgetInfo};

use crate::board::{Conflict, Square, file_name, rank_number};

/// What the board shows.
pub struct BoardPicture<'a> {
    /// The board size.
    pub n: usize,
    /// The queens.
    pub queens: &'a [Square],
    /// Pairs of queens to mark as attacking each other.
    pub conflicts: &'a [Conflict],
    /// Squares to tint as attacked, if the user asked for them.
    pub attacked: Option<&'a [Square]>,
    /// The hint, if the user asked for it.
    pub hint: Option<HintMarks<'a>>,
    /// Whether clicking a square means something (placing queens by hand).
    pub clickable: bool,
    /// What the animation of the search points at.
    pub focus: Option<Focus>,
}

/// The hint on the board: the free squares (no queen attacks them), and of those, the ones
/// known to lead to a solution and the ones known to lead to none.
#[derive(Clone, Copy)]
pub struct HintMarks<'a> {
    /// Every free square.
    pub free: &'a [Square],
    /// Free squares a solution passes through.
    pub leads: &'a [Square],
    /// Free squares no solution passes through.
    pub dead: &'a [Square],
}

/// What a step of the search shows on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Focus {
    /// A square being tried.
    Try(Square),
    /// A tried square and the queen that attacks it.
    Conflict {
        /// The square tried.
        square: Square,
        /// The attacking queen.
        by: Square,
    },
    /// A queen just placed.
    Placed(Square),
    /// A queen just taken back.
    Removed(Square),
    /// A row with no free square left.
    DeadEnd(usize),
    /// A complete solution.
    Solution,
}

/// What the user did on a board where squares can be clicked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardInput {
    /// A square clicked, or chosen with Space or Enter.
    Toggle(Square),
    /// A queen dragged from one square to another.
    Move {
        /// Where it stood.
        from: Square,
        /// Where it was dropped.
        to: Square,
    },
}

const fn rgb([red, green, blue]: [u8; 3]) -> Color32 {
    Color32::from_rgb(red, green, blue)
}

const LIGHT_SQUARE: Color32 = rgb(crate::picture::LIGHT_SQUARE);
const DARK_SQUARE: Color32 = rgb(crate::picture::DARK_SQUARE);
const ATTACKED_TINT: Color32 = Color32::from_black_alpha(50);
const CONFLICT: Color32 = rgb(crate::picture::CONFLICT);
const TRYING: Color32 = rgb(crate::picture::TRYING);
const PLACED: Color32 = rgb(crate::picture::PLACED);
/// A free square that leads to no solution, in the hint.
const DEAD_END: Color32 = Color32::from_rgb(120, 120, 120);

/// Where the board and its labels go in the space available.
struct Layout {
    outer: Rect,
    board: Rect,
    cell: f32,
    margin: f32,
    font: FontId,
}

impl Layout {
    fn square(&self, square: Square) -> Rect {
        Rect::from_min_size(
            self.board.min + Vec2::new(square.column as f32, square.row as f32) * self.cell,
            Vec2::splat(self.cell),
        )
    }
}

/// `size` in points, made a whole number of pixels (at least one): squares of a whole number of
/// pixels, from a corner on a pixel, meet with no seam between them.
fn whole_pixels(size: f32, pixels_per_point: f32) -> f32 {
    (size * pixels_per_point).floor().max(1.0) / pixels_per_point
}

/// Draws the board in the space available and returns what the user did on it, if anything.
pub fn show(ui: &mut egui::Ui, picture: &BoardPicture<'_>) -> Option<BoardInput> {
    let n = picture.n;
    let available = ui.available_size();
    // Labels fit their row or column: two-letter files on a board of 32 need a small font.
    let label_size = (available.min_elem() / (n as f32 + 2.0) * 0.55).clamp(8.0, 18.0);
    let margin = label_size * 1.8;
    let ppp = ui.ctx().pixels_per_point();
    let cell = whole_pixels(
        ((available.x - margin).min(available.y - margin) - 2.0).max(40.0) / n as f32,
        ppp,
    );
    let side = cell * n as f32;
    let (outer, _) = ui.allocate_exact_size(Vec2::splat(side + margin), Sense::hover());
    let corner = outer.min + Vec2::new(margin, 0.0);
    let corner = egui::pos2(
        (corner.x * ppp).round() / ppp,
        (corner.y * ppp).round() / ppp,
    );
    let layout = Layout {
        outer,
        board: Rect::from_min_size(corner, Vec2::splat(side)),
        cell,
        margin,
        font: FontId::proportional(label_size),
    };
    // First, so that the squares lie above it for the pointer.
    let keys = picture.clickable.then(|| keyboard(ui, picture, &layout));
    let (clicked, dragged) = squares(ui, picture, &layout);
    labels(ui, n, &layout);
    queens(ui, picture, &layout, dragged.map(|drag| drag.from));
    if let Some(focus) = picture.focus {
        paint_focus(ui, focus, n, &layout);
    }
    if let Some(drag) = dragged {
        // The queen follows the pointer; the square under it is where it would go.
        let painter = ui.painter_at(layout.outer);
        if let Some(to) = drag.over {
            let stroke = Stroke::new((layout.cell * 0.06).max(2.0), PLACED);
            painter.rect_stroke(layout.square(to), 0.0, stroke, egui::StrokeKind::Inside);
        }
        let rect = Rect::from_center_size(drag.pointer, Vec2::splat(layout.cell * 0.84));
        egui::Image::new(egui::include_image!("../../assets/queen.svg")).paint_at(ui, rect);
    }
    let dropped = dragged.and_then(|drag| {
        let to = drag.over?;
        (drag.dropped && to != drag.from).then_some(BoardInput::Move {
            from: drag.from,
            to,
        })
    });
    let clicked = clicked.map(BoardInput::Toggle).or(dropped);
    let Some((cursor, pressed)) = keys else {
        return clicked;
    };
    if let Some(BoardInput::Toggle(square) | BoardInput::Move { to: square, .. }) = clicked {
        // The cursor follows the pointer, so that the keys go on from the square clicked.
        ui.data_mut(|data| data.insert_temp(cursor_id(), square));
    }
    if let Some(cursor) = cursor {
        let stroke = ui.visuals().selection.stroke;
        let stroke = Stroke::new((layout.cell * 0.08).max(2.5), stroke.color);
        ui.painter_at(layout.outer).rect_stroke(
            layout.square(cursor),
            0.0,
            stroke,
            egui::StrokeKind::Inside,
        );
    }
    clicked.or(pressed.map(BoardInput::Toggle))
}

/// A queen being dragged: from where, the pointer, the square under it, and whether the
/// button was let go this frame.
#[derive(Clone, Copy)]
struct Drag {
    from: Square,
    pointer: Pos2,
    over: Option<Square>,
    dropped: bool,
}

impl Layout {
    /// The square under `point`, if it is on the board.
    fn square_at(&self, point: Pos2, n: usize) -> Option<Square> {
        if !self.board.contains(point) {
            return None;
        }
        let offset = (point - self.board.min) / self.cell;
        Some(Square::new(
            (offset.y as usize).min(n - 1),
            (offset.x as usize).min(n - 1),
        ))
    }
}

/// The keyboard cursor's place in the window's memory. One id for the window: one board at a
/// time takes the keys.
fn cursor_id() -> egui::Id {
    egui::Id::unique("board cursor")
}

/// The id under which the board takes the keyboard focus.
fn focus_id() -> egui::Id {
    cursor_id().with("focus")
}

/// The board as one stop of the keyboard, where squares can be clicked: the arrow keys move a
/// cursor over the squares and Space or Enter places or takes away the queen under it. Returns
/// the cursor's square while the board has the focus, and the square Space or Enter pressed.
fn keyboard(
    ui: &mut egui::Ui,
    picture: &BoardPicture<'_>,
    layout: &Layout,
) -> (Option<Square>, Option<Square>) {
    let n = picture.n;
    let id = cursor_id();
    let mut cursor: Square = ui
        .data(|data| data.get_temp(id))
        .unwrap_or(Square::new(0, 0));
    if cursor.row >= n || cursor.column >= n {
        cursor = Square::new(0, 0);
    }
    let response = ui.interact(layout.board, focus_id(), Sense::FOCUSABLE);
    let mut pressed = None;
    if response.has_focus() {
        // The arrows are the board's while it has the focus, not the focus's way out.
        ui.memory_mut(|memory| {
            memory.set_focus_lock_filter(
                response.id,
                egui::EventFilter {
                    horizontal_arrows: true,
                    vertical_arrows: true,
                    ..Default::default()
                },
            );
        });
        ui.input(|input| {
            let key = |key| input.key_pressed(key);
            // One square in the direction of the arrow pressed, and no further than the edge.
            let step = |at: usize, back: egui::Key, forward: egui::Key| {
                (at + usize::from(key(forward)))
                    .saturating_sub(usize::from(key(back)))
                    .min(n - 1)
            };
            cursor = Square::new(
                step(cursor.row, egui::Key::ArrowUp, egui::Key::ArrowDown),
                step(cursor.column, egui::Key::ArrowLeft, egui::Key::ArrowRight),
            );
            if key(egui::Key::Space) || key(egui::Key::Enter) {
                pressed = Some(cursor);
            }
        });
        ui.data_mut(|data| data.insert_temp(id, cursor));
    }
    let state = if picture.queens.contains(&cursor) {
        "queen"
    } else {
        "empty"
    };
    response.widget_info(|| {
        let name = tr!("board-name", square = cursor.name(n), state = state);
        WidgetInfo::labeled(egui::Role::Grid, true, name)
    });
    (response.has_focus().then_some(cursor), pressed)
}

/// Paints the squares, each an accessible widget named like `e4, queen`; returns the square
/// clicked and the queen being dragged.
fn squares(
    ui: &mut egui::Ui,
    picture: &BoardPicture<'_>,
    layout: &Layout,
) -> (Option<Square>, Option<Drag>) {
    let n = picture.n;
    let painter = ui.painter_at(layout.outer);
    let mut clicked = None;
    let mut dragged = None;
    for row in 0..n {
        for column in 0..n {
            let square = Square::new(row, column);
            let rect = layout.square(square);
            let light = (row + column) % 2 == 0;
            painter.rect_filled(rect, 0.0, if light { LIGHT_SQUARE } else { DARK_SQUARE });
            // Clickable, but not a stop of the keyboard each: the board is one (see `keyboard`).
            let queen = picture.queens.contains(&square);
            // A queen can be dragged too; an empty square is only clicked.
            let sense = match (picture.clickable, queen) {
                (true, true) => Sense::click_and_drag(),
                (true, false) => Sense::CLICK,
                (false, _) => Sense::hover(),
            };
            // The id changes with `clickable`: an accessible object keeps the interfaces it was
            // made with, so a square that becomes clickable must be a new one to a screen reader.
            let id = ui
                .scope_id()
                .with(("square", row, column, picture.clickable));
            let response = ui.interact(rect, id, sense);
            // Named only when asked for (by a screen reader): 1,024 names a frame at N = 32.
            response.widget_info(|| {
                let state = match picture.hint {
                    _ if queen => "queen",
                    Some(hint) if hint.dead.contains(&square) => "dead",
                    Some(hint) if hint.leads.contains(&square) => "leads",
                    Some(hint) if hint.free.contains(&square) => "free",
                    _ => "empty",
                };
                let label = tr!("square-name", square = square.name(n), state = state);
                WidgetInfo::labeled(egui::Role::Button, picture.clickable, label)
            });
            if picture.clickable && response.hovered() {
                let hover = ui
                    .visuals()
                    .widgets
                    .hovered
                    .weak_bg_fill
                    .gamma_multiply(0.5);
                painter.rect_filled(rect, 0.0, hover);
            }
            if response.clicked() {
                clicked = Some(square);
            }
            if picture.clickable
                && (response.dragged() || response.drag_stopped())
                && let Some(pointer) = response.interact_pointer_pos()
            {
                dragged = Some(Drag {
                    from: square,
                    pointer,
                    over: layout.square_at(pointer, n),
                    dropped: response.drag_stopped(),
                });
            }
        }
    }
    if let Some(hint) = picture.hint {
        for &square in hint.free {
            let rect = layout.square(square);
            // Green where a solution can still be reached, grey and crossed where none can,
            // thin green while not known yet.
            let (width, color) = if hint.dead.contains(&square) {
                (0.05, DEAD_END)
            } else if hint.leads.contains(&square) {
                (0.07, PLACED)
            } else {
                (0.03, PLACED)
            };
            let stroke = Stroke::new((layout.cell * width).max(1.5), color);
            let radius = layout.cell * 0.16;
            painter.circle_stroke(rect.center(), radius, stroke);
            if hint.dead.contains(&square) {
                let arm = Vec2::splat(radius * 0.7);
                painter.line_segment([rect.center() - arm, rect.center() + arm], stroke);
            }
        }
    }
    if let Some(attacked) = picture.attacked {
        for &square in attacked {
            let rect = layout.square(square);
            painter.rect_filled(rect, 0.0, ATTACKED_TINT);
            painter.circle_filled(
                rect.center(),
                layout.cell * 0.09,
                CONFLICT.gamma_multiply(0.8),
            );
        }
    }
    (clicked, dragged)
}

/// Ranks on the left (the top row is rank n), files below, and a frame around the board.
fn labels(ui: &egui::Ui, n: usize, layout: &Layout) {
    let painter = ui.painter_at(layout.outer);
    let text_color = ui.visuals().text_color();
    let frame = Stroke::new(1.5, text_color.gamma_multiply(0.6));
    painter.rect_stroke(layout.board, 0.0, frame, egui::StrokeKind::Outside);
    for index in 0..n {
        let y = layout.board.top() + (index as f32 + 0.5) * layout.cell;
        painter.text(
            Pos2::new(layout.outer.left() + layout.margin * 0.5, y),
            Align2::CENTER_CENTER,
            rank_number(n, index).to_string(),
            layout.font.clone(),
            text_color,
        );
        let x = layout.board.left() + (index as f32 + 0.5) * layout.cell;
        painter.text(
            Pos2::new(x, layout.board.bottom() + layout.margin * 0.5),
            Align2::CENTER_CENTER,
            file_name(index),
            layout.font.clone(),
            text_color,
        );
    }
}

/// The lines of attack, then the queens over them, ringed in red when attacked; the queen being
/// dragged is drawn at the pointer instead.
fn queens(ui: &egui::Ui, picture: &BoardPicture<'_>, layout: &Layout, dragged: Option<Square>) {
    let painter = ui.painter_at(layout.outer);
    let cell = layout.cell;
    let conflict_stroke = |width: f32| Stroke::new((cell * width).max(1.5), CONFLICT);
    for conflict in picture.conflicts {
        let from = layout.square(conflict.first).center();
        let to = layout.square(conflict.second).center();
        painter.line_segment([from, to], conflict_stroke(0.06));
    }
    for queen in picture
        .queens
        .iter()
        .filter(|&&queen| Some(queen) != dragged)
    {
        let rect = layout.square(*queen);
        let attacked = picture
            .conflicts
            .iter()
            .any(|c| c.first == *queen || c.second == *queen);
        if attacked {
            painter.circle_stroke(rect.center(), cell * 0.46, conflict_stroke(0.07));
        }
        egui::Image::new(egui::include_image!("../../assets/queen.svg"))
            .paint_at(ui, rect.shrink(cell * 0.08));
    }
}

/// Marks what the step of the search is about: the square tried, the attack that rules it out,
/// the queen placed or taken back, the row found blocked, or the whole board at a solution.
fn paint_focus(ui: &egui::Ui, focus: Focus, n: usize, layout: &Layout) {
    let painter = ui.painter_at(layout.outer);
    let cell = layout.cell;
    let outline = |square: Square, color: Color32| {
        let stroke = Stroke::new((cell * 0.09).max(2.0), color);
        painter.rect_stroke(
            layout.square(square).shrink(cell * 0.05),
            2.0,
            stroke,
            egui::StrokeKind::Inside,
        );
    };
    match focus {
        Focus::Try(square) => outline(square, TRYING),
        Focus::Conflict { square, by } => {
            painter.rect_filled(layout.square(square), 0.0, ATTACKED_TINT);
            let line = Stroke::new((cell * 0.06).max(1.5), CONFLICT);
            painter.line_segment(
                [layout.square(by).center(), layout.square(square).center()],
                line,
            );
            outline(square, CONFLICT);
        }
        Focus::Placed(square) => outline(square, PLACED),
        Focus::Removed(square) => outline(square, ui.visuals().weak_text_color()),
        Focus::DeadEnd(row) => {
            let first = layout.square(Square::new(row, 0));
            let last = layout.square(Square::new(row, n - 1));
            let rect = first.union(last);
            painter.rect_filled(rect, 0.0, ATTACKED_TINT);
            painter.rect_stroke(
                rect,
                0.0,
                Stroke::new(2.0, CONFLICT),
                egui::StrokeKind::Inside,
            );
        }
        Focus::Solution => {
            let stroke = Stroke::new((cell * 0.08).max(3.0), PLACED);
            painter.rect_stroke(layout.board, 0.0, stroke, egui::StrokeKind::Outside);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_whole_pixels_so_that_no_seam_runs_between_them() {
        // 18 squares in 731 points (the board of 1200×800): 40.6 would leave seams.
        for pixels_per_point in [1.0, 1.25, 1.5, 2.0] {
            let cell = whole_pixels(731.0 / 18.0, pixels_per_point);
            let pixels = cell * pixels_per_point;
            assert!((pixels - pixels.round()).abs() < 1e-3, "{pixels} px");
            assert!(cell * 18.0 <= 731.0);
        }
        assert!((whole_pixels(0.2, 1.0) - 1.0).abs() < f32::EPSILON);
    }
}
