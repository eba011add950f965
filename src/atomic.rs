//! Writing a file atomically: into a temporary file beside the target, synced, then renamed
//! over it, so that a cancelled or failed write leaves the old file as it was and nothing else.

use std::fs::File;
use std::path::Path;

use crate::export::ExportError;

/// Runs `write` on a temporary file beside `path` and renames it over `path` once it is
/// written and synced; on any error the temporary file is removed and `path` left as it was.
/// A device or a pipe is written in place.
pub fn write_atomically<T>(
    path: &Path,
    write: impl FnOnce(&File) -> Result<T, ExportError>,
) -> Result<T, ExportError> {
    let write_error = ExportError::writing(path);
    if path.is_dir() {
        return Err(ExportError::IsFolder {
            path: path.to_path_buf(),
        });
    }
    if crate::platform::is_device(path) {
        let file = std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .map_err(write_error)?;
        return write(&file);
    }
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let mut builder = tempfile::Builder::new();
    builder.prefix(".nqueens-").suffix(".part");
    crate::platform::as_a_new_file(&mut builder);
    let temporary = builder.tempfile_in(folder).map_err(write_error)?;
    let summary = write(temporary.as_file())?;
    temporary.as_file().sync_all().map_err(write_error)?;
    temporary.persist(path).map_err(|error| {
        if crate::platform::held_by_another_program(&error.error) {
            ExportError::InUse {
                path: path.to_path_buf(),
            }
        } else {
            write_error(error.error)
        }
    })?;
    Ok(summary)
}
