//! The chessboard: squares, file and rank labels, queens from `assets/queen.svg`, attacked
//! squares and conflicts. It draws what it is given and returns the square clicked.

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
    /// Whether clicking a square means something (placing queens by hand).
    pub clickable: bool,
}

const LIGHT_SQUARE: Color32 = Color32::from_rgb(240, 217, 181);
const DARK_SQUARE: Color32 = Color32::from_rgb(181, 136, 99);
const ATTACKED_TINT: Color32 = Color32::from_rgba_premultiplied(150, 30, 30, 110);
const CONFLICT: Color32 = Color32::from_rgb(215, 38, 38);

/// Draws the board in the space available and returns the square the user clicked, if any.
pub fn show(ui: &mut egui::Ui, picture: &BoardPicture<'_>) -> Option<Square> {
    let n = picture.n;
    let available = ui.available_size();
    let label_size = (available.min_elem() / (n as f32 + 2.0)).clamp(9.0, 18.0);
    let margin = label_size * 1.8;
    let side = ((available.x - margin).min(available.y - margin)).max(40.0);
    let cell = side / n as f32;
    let (outer, _) = ui.allocate_exact_size(Vec2::splat(side + margin), Sense::hover());
    let board = Rect::from_min_size(outer.min + Vec2::new(margin, 0.0), Vec2::splat(side));
    let square_rect = |square: Square| {
        Rect::from_min_size(
            board.min + Vec2::new(square.column as f32, square.row as f32) * cell,
            Vec2::splat(cell),
        )
    };
    let painter = ui.painter_at(outer);
    let text_color = ui.visuals().text_color();
    let font = FontId::proportional(label_size);

    let mut clicked = None;
    for row in 0..n {
        for column in 0..n {
            let square = Square::new(row, column);
            let rect = square_rect(square);
            let light = (row + column) % 2 == 0;
            painter.rect_filled(rect, 0.0, if light { LIGHT_SQUARE } else { DARK_SQUARE });

            let has_queen = picture.queens.contains(&square);
            let sense = if picture.clickable {
                Sense::click()
            } else {
                Sense::hover()
            };
            let response = ui.interact(rect, ui.scope_id().with(("square", row, column)), sense);
            let name = square.name(n);
            let label = if has_queen {
                format!("{name}, queen")
            } else {
                format!("{name}, empty")
            };
            response
                .widget_info(|| WidgetInfo::labeled(egui::Role::Button, picture.clickable, &label));
            if picture.clickable && response.hovered() {
                painter.rect_filled(
                    rect,
                    0.0,
                    ui.visuals()
                        .widgets
                        .hovered
                        .weak_bg_fill
                        .gamma_multiply(0.5),
                );
            }
            if response.clicked() {
                clicked = Some(square);
            }
        }
    }
    if let Some(attacked) = picture.attacked {
        for &square in attacked {
            let rect = square_rect(square);
            painter.rect_filled(rect, 0.0, ATTACKED_TINT);
            painter.circle_filled(rect.center(), cell * 0.09, CONFLICT.gamma_multiply(0.8));
        }
    }
    painter.rect_stroke(
        board,
        0.0,
        Stroke::new(1.5, text_color.gamma_multiply(0.6)),
        egui::StrokeKind::Outside,
    );

    // Labels: ranks on the left (the top row is rank n), files below.
    for index in 0..n {
        let y = board.top() + (index as f32 + 0.5) * cell;
        painter.text(
            Pos2::new(outer.left() + margin * 0.5, y),
            Align2::CENTER_CENTER,
            rank_number(n, index).to_string(),
            font.clone(),
            text_color,
        );
        let x = board.left() + (index as f32 + 0.5) * cell;
        painter.text(
            Pos2::new(x, board.bottom() + margin * 0.5),
            Align2::CENTER_CENTER,
            file_name(index),
            font.clone(),
            text_color,
        );
    }

    let in_conflict = |square: &Square| {
        picture
            .conflicts
            .iter()
            .any(|c| c.first == *square || c.second == *square)
    };
    for queen in picture.queens {
        let rect = square_rect(*queen);
        if in_conflict(queen) {
            painter.circle_stroke(
                rect.center(),
                cell * 0.46,
                Stroke::new((cell * 0.07).max(1.5), CONFLICT),
            );
        }
        egui::Image::new(egui::include_image!("../../assets/queen.svg"))
            .paint_at(ui, rect.shrink(cell * 0.08));
    }
    for conflict in picture.conflicts {
        let from = square_rect(conflict.first).center();
        let to = square_rect(conflict.second).center();
        painter.line_segment([from, to], Stroke::new((cell * 0.06).max(1.5), CONFLICT));
    }
    clicked
}
