//! Drawing a picture of a board and saving it.

use std::path::Path;

use crate::board::Squares;
use crate::picture::{self, Format, Picture, Theme};

/// Draws `board` into the picture file `path`; returns its size in bytes, or the error in
/// words.
pub(crate) fn draw_picture(
    path: &Path,
    board: &Squares,
    coordinates: bool,
    theme: Theme,
    size: u32,
) -> Result<u64, String> {
    let Some(format) = Format::of_path(path) else {
        return Err(format!(
            "{}: a picture is .svg or .png; end the name with one of them",
            path.display()
        ));
    };
    let conflicts = board.conflicts();
    let picture = Picture {
        n: board.n(),
        queens: board.queens(),
        conflicts: &conflicts,
        coordinates,
        theme,
    };
    picture::save(&picture, format, size, path).map_err(|error| error.to_string())
}
