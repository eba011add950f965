//! Drawing a picture of a board and saving it.

use std::path::Path;

use crate::board::Squares;
use crate::picture::{self, ImageFormat, Picture, PictureError, Theme};

/// Draws `board` into the picture file `path`; returns its size in bytes.
pub(crate) fn draw_picture(
    path: &Path,
    board: &Squares,
    coordinates: bool,
    theme: Theme,
    size: u32,
) -> Result<u64, PictureError> {
    let Some(format) = ImageFormat::of_path(path) else {
        return Err(PictureError::NotAPictureName(path.to_path_buf()));
    };
    let conflicts = board.conflicts();
    let picture = Picture {
        n: board.n(),
        queens: board.queens(),
        conflicts: &conflicts,
        coordinates,
        theme,
    };
    picture::save(&picture, format, size, path)
}
