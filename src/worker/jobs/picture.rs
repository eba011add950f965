//! Drawing a picture of a board, or an animation of a search, and saving it.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::animation::{self, Animation, AnimationError};
use crate::worker::report::Throttle;

use crate::board::Squares;
use crate::picture::{self, ImageFormat, Picture, PictureError, Theme};

use crate::worker::EventKind;
use crate::worker::report::Reporter;

/// Draws `board` into the picture file `path`, and says the file's size in bytes or why it
/// could not be written.
pub(crate) fn draw_picture(
    path: &Path,
    board: &Squares,
    coordinates: bool,
    theme: Theme,
    size: u32,
    reporter: &Reporter,
) {
    let result = save_picture(path, board, coordinates, theme, size).map_err(Arc::new);
    reporter.send(EventKind::Pictured { result });
}

fn save_picture(
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

/// Writes `animation` into the GIF file `path`, telling how many frames are drawn as it goes;
/// a cancel stops it between two frames and leaves no file.
pub(crate) fn draw_animation(
    path: &Path,
    animation: &Animation,
    cancel: &AtomicBool,
    reporter: &Reporter,
) {
    let mut throttle = Throttle::new();
    let result = animation::save(animation, path, |done, total| {
        if throttle.due() || done == total {
            reporter.progress(EventKind::Animating { done, total });
        }
        !cancel.load(Ordering::Relaxed)
    });
    match result {
        Err(AnimationError::Cancelled) => reporter.send(EventKind::Cancelled),
        result => reporter.send(EventKind::Animated {
            result: result.map_err(Arc::new),
        }),
    }
}
