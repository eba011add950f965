//! Pictures of a board: SVG, drawn here, and PNG, the same SVG rasterised by `resvg` with the
//! app's own font, so that both look alike and alike on every machine. The colours of the
//! squares and marks are the window's (`app::board_view` takes them from here).

use std::fmt::Write as _;
use std::path::Path;
use std::sync::{Arc, OnceLock};

use resvg::{tiny_skia, usvg};

use crate::atomic::{WriteError, write_atomically};
use crate::board::{Conflict, Square, file_name, rank_number};

/// The light squares, as on a wooden board.
pub const LIGHT_SQUARE: [u8; 3] = [240, 217, 181];
/// The dark squares.
pub const DARK_SQUARE: [u8; 3] = [181, 136, 99];
/// Queens attacking each other: their rings and the line between them.
pub const CONFLICT: [u8; 3] = [215, 38, 38];
/// The square a search is trying.
pub const TRYING: [u8; 3] = [240, 190, 40];
/// A queen a search has just placed.
pub const PLACED: [u8; 3] = [40, 170, 80];

/// The queen, drawn on a 100 × 100 square.
const QUEEN_SVG: &str = include_str!("../assets/queen.svg");

/// The smallest and largest PNG, in pixels a side.
pub const PNG_SIZES: std::ops::RangeInclusive<u32> = 16..=8192;

/// The side of a square in the SVG's own units.
const CELL: u32 = 100;
/// The space around the board, and for its coordinates.
const PADDING: u32 = 24;
const LABELS: u32 = 60;

/// The window's two themes, as a picture takes them: the background and the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Theme {
    /// Dark text on a light background.
    Light,
    /// Light text on a dark background.
    Dark,
}

impl Theme {
    /// The background and the colour of the coordinates, as in the window.
    fn colours(self) -> ([u8; 3], [u8; 3]) {
        match self {
            Self::Light => ([248, 248, 248], [60, 60, 60]),
            Self::Dark => ([27, 27, 27], [190, 190, 190]),
        }
    }
}

/// What a picture shows.
#[derive(Clone, Debug)]
pub struct Picture<'a> {
    /// The board size.
    pub n: usize,
    /// The queens.
    pub queens: &'a [Square],
    /// Queens to ring in red, with the line between them.
    pub conflicts: &'a [Conflict],
    /// Whether the files and ranks are written beside the board.
    pub coordinates: bool,
    /// The colours around the board.
    pub theme: Theme,
}

/// The two kinds of picture, told by the file's extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImageFormat {
    /// Vector: crisp at any size.
    Svg,
    /// Pixels, at the size asked for.
    Png,
}

impl ImageFormat {
    /// The format a file name asks for: `.svg` or `.png`, in any case.
    pub fn of_path(path: &Path) -> Option<Self> {
        let extension = path.extension()?.to_str()?.to_ascii_lowercase();
        match extension.as_str() {
            "svg" => Some(Self::Svg),
            "png" => Some(Self::Png),
            _ => None,
        }
    }
}

/// Why a picture was not written.
#[derive(Debug, thiserror::Error, serde::Serialize, serde::Deserialize)]
pub enum PictureError {
    /// A size out of [`PNG_SIZES`].
    #[error("a PNG is {} to {} pixels a side, not {size}", PNG_SIZES.start(), PNG_SIZES.end(), size = .0)]
    Size(u32),
    /// The rasteriser failed (it should not).
    #[error("cannot draw the picture: {0}")]
    Render(String),
    /// The file's name ends in neither `.svg` nor `.png`.
    #[error("{}: a picture is .svg or .png; end the name with one of them", .0.display())]
    NotAPictureName(std::path::PathBuf),
    /// The file could not be written.
    #[error(transparent)]
    Write(#[from] WriteError),
}

/// A colour as SVG writes it: `#f0d9b5`.
pub(crate) fn hex([red, green, blue]: [u8; 3]) -> String {
    format!("#{red:02x}{green:02x}{blue:02x}")
}

/// The side of a picture of an `n`×`n` board in the SVG's own units, and the top left corner
/// of its board: what a drawing over the picture (the animation's marks) measures by.
pub(crate) fn board_geometry(n: usize, coordinates: bool) -> (u32, (u32, u32)) {
    let margin = if coordinates { LABELS } else { 0 };
    (
        2 * PADDING + margin + n as u32 * CELL,
        (PADDING + margin, PADDING),
    )
}

/// The side of a square in the SVG's own units.
pub(crate) const SQUARE_SIDE: u32 = CELL;

/// The picture as an SVG document, `size` pixels a side by default.
pub fn svg(picture: &Picture<'_>, size: u32) -> String {
    let n = picture.n as u32;
    let (extent, (left, top)) = board_geometry(picture.n, picture.coordinates);
    let (background, text) = picture.theme.colours();
    let centre = |square: Square| {
        (
            left + square.column as u32 * CELL + CELL / 2,
            top + square.row as u32 * CELL + CELL / 2,
        )
    };
    let mut out = String::with_capacity(4096 + picture.n * picture.n * 64);
    // `write!` to a String cannot fail.
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="{size}" height="{size}" viewBox="0 0 {extent} {extent}">"#
    );
    let _ = writeln!(
        out,
        "<title>{} on {}</title>",
        match picture.queens.len() {
            1 => "1 queen".to_string(),
            queens => format!("{queens} queens"),
        },
        crate::units::a_board(n as usize)
    );
    let _ = writeln!(
        out,
        r#"<defs><symbol id="queen" viewBox="0 0 100 100">{}</symbol></defs>"#,
        queen_drawing()
    );
    let _ = writeln!(
        out,
        r#"<rect width="{extent}" height="{extent}" fill="{}"/>"#,
        hex(background)
    );
    let board = n * CELL;
    let _ = writeln!(
        out,
        r#"<rect x="{left}" y="{top}" width="{board}" height="{board}" fill="{}" stroke="{}" stroke-width="3"/>"#,
        hex(LIGHT_SQUARE),
        hex(text)
    );
    let _ = write!(out, r#"<g fill="{}">"#, hex(DARK_SQUARE));
    for row in 0..n {
        for column in (0..n).filter(|column| (row + column) % 2 == 1) {
            let _ = write!(
                out,
                r#"<rect x="{}" y="{}" width="{CELL}" height="{CELL}"/>"#,
                left + column * CELL,
                top + row * CELL
            );
        }
    }
    out.push_str("</g>\n");
    if picture.coordinates {
        coordinates(&mut out, picture.n, text, (left, top));
    }
    let red = hex(CONFLICT);
    for conflict in picture.conflicts {
        let ((x1, y1), (x2, y2)) = (centre(conflict.first), centre(conflict.second));
        let _ = writeln!(
            out,
            r#"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{red}" stroke-width="6" stroke-linecap="round"/>"#
        );
    }
    for &queen in picture.queens {
        let (x, y) = centre(queen);
        let attacked = picture
            .conflicts
            .iter()
            .any(|conflict| conflict.first == queen || conflict.second == queen);
        if attacked {
            let _ = writeln!(
                out,
                r#"<circle cx="{x}" cy="{y}" r="46" fill="none" stroke="{red}" stroke-width="7"/>"#
            );
        }
        let _ = writeln!(
            out,
            r##"<use xlink:href="#queen" x="{}" y="{}" width="84" height="84"/>"##,
            x - 42,
            y - 42
        );
    }
    out.push_str("</svg>\n");
    out
}

/// The ranks left of the board and the files below it, for a board whose top-left corner is
/// at `(left, top)`.
fn coordinates(out: &mut String, n: usize, text: [u8; 3], (left, top): (u32, u32)) {
    let board = n as u32 * CELL;
    let _ = writeln!(
        out,
        r#"<g fill="{}" font-family="Ubuntu, sans-serif" font-size="36" text-anchor="middle" dominant-baseline="central">"#,
        hex(text)
    );
    for index in 0..n {
        let middle = index as u32 * CELL + CELL / 2;
        let _ = writeln!(
            out,
            r#"<text x="{}" y="{}">{}</text><text x="{}" y="{}">{}</text>"#,
            PADDING + LABELS / 2,
            top + middle,
            rank_number(n, index),
            left + middle,
            top + board + LABELS / 2,
            file_name(index)
        );
    }
    out.push_str("</g>\n");
}

/// What `assets/queen.svg` draws, without its `<svg>` element.
fn queen_drawing() -> &'static str {
    let start = QUEEN_SVG
        .find("<svg")
        .and_then(|at| QUEEN_SVG[at..].find('>').map(|end| at + end + 1))
        .expect("queen.svg has an <svg> element");
    let end = QUEEN_SVG.rfind("</svg>").expect("queen.svg is closed");
    &QUEEN_SVG[start..end]
}

/// The fonts pictures are drawn with: the window's own (Ubuntu Light, and Hack for code, from
/// egui), so that a PNG looks the same on a machine without fonts.
pub(crate) fn fonts() -> Arc<usvg::fontdb::Database> {
    static FONTS: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    Arc::clone(FONTS.get_or_init(|| {
        let mut fonts = usvg::fontdb::Database::new();
        fonts.load_font_data(epaint_default_fonts::UBUNTU_LIGHT.to_vec());
        fonts.load_font_data(epaint_default_fonts::HACK_REGULAR.to_vec());
        let family = fonts
            .faces()
            .next()
            .and_then(|face| face.families.first())
            .map(|family| family.0.clone());
        if let Some(family) = family {
            fonts.set_sans_serif_family(family);
        }
        fonts.set_monospace_family("Hack");
        Arc::new(fonts)
    }))
}

/// The picture as a PNG image, `size` pixels a side.
pub fn png(picture: &Picture<'_>, size: u32) -> Result<Vec<u8>, PictureError> {
    if !PNG_SIZES.contains(&size) {
        return Err(PictureError::Size(size));
    }
    rasterise(&svg(picture, size), size, size, fonts())?
        .encode_png()
        .map_err(|error| PictureError::Render(error.to_string()))
}

/// The pictures' fonts and `face` too, for words in a language they do not draw.
pub(crate) fn fonts_and(face: &[u8]) -> Arc<usvg::fontdb::Database> {
    let mut fonts = (*fonts()).clone();
    fonts.load_font_data(face.to_vec());
    Arc::new(fonts)
}

/// An SVG document drawn `width` × `height` pixels, with `fonts`.
pub(crate) fn rasterise(
    svg: &str,
    width: u32,
    height: u32,
    fonts: Arc<usvg::fontdb::Database>,
) -> Result<tiny_skia::Pixmap, PictureError> {
    let options = usvg::Options {
        fontdb: fonts,
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(svg, &options)
        .map_err(|error| PictureError::Render(error.to_string()))?;
    let mut pixmap = tiny_skia::Pixmap::new(width, height)
        .ok_or_else(|| PictureError::Render(format!("no room for {width}×{height} pixels")))?;
    let scale = width as f32 / tree.size().width();
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    Ok(pixmap)
}

/// Writes the picture to `path` atomically, as SVG or PNG (`size` pixels a side); returns the
/// bytes written.
pub fn save(
    picture: &Picture<'_>,
    format: ImageFormat,
    size: u32,
    path: &Path,
) -> Result<u64, PictureError> {
    let bytes = match format {
        ImageFormat::Svg => svg(picture, size).into_bytes(),
        ImageFormat::Png => png(picture, size)?,
    };
    write_atomically(path, |file| {
        std::io::Write::write_all(&mut { file }, &bytes).map_err(WriteError::writing(path))
    })?;
    Ok(bytes.len() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Squares;

    fn eight_queens() -> Squares {
        let mut board = Squares::empty(8);
        for (row, column) in [0, 4, 7, 5, 2, 6, 1, 3].into_iter().enumerate() {
            board.toggle(Square::new(row, column));
        }
        board
    }

    #[test]
    fn the_svg_parses_and_draws_every_queen() {
        let board = eight_queens();
        for coordinates in [false, true] {
            let picture = Picture {
                n: 8,
                queens: board.queens(),
                conflicts: &[],
                coordinates,
                theme: Theme::Dark,
            };
            let text = svg(&picture, 640);
            assert_eq!(text.matches("<use ").count(), 8);
            assert_eq!(text.contains(">a</text>"), coordinates);
            let tree = usvg::Tree::from_str(&text, &usvg::Options::default()).unwrap();
            assert_eq!(tree.size().width().round() as u32, 640);
        }
    }

    #[test]
    fn a_png_has_the_size_asked_for_and_the_theme_s_background() {
        let board = eight_queens();
        let picture = Picture {
            n: 8,
            queens: board.queens(),
            conflicts: &board.conflicts(),
            coordinates: true,
            theme: Theme::Light,
        };
        let png = png(&picture, 200).unwrap();
        let pixmap = tiny_skia::Pixmap::decode_png(&png).unwrap();
        assert_eq!((pixmap.width(), pixmap.height()), (200, 200));
        let corner = pixmap.pixel(0, 0).unwrap();
        assert_eq!(
            (corner.red(), corner.green(), corner.blue()),
            (248, 248, 248)
        );
        assert!(matches!(
            super::png(&picture, 9000),
            Err(PictureError::Size(9000))
        ));
    }
}
