//! Writing a file atomically: into a temporary file beside the target, synced, then renamed
//! over it, so that a cancelled or failed write leaves the old file as it was and nothing else.

#[cfg(not(target_arch = "wasm32"))]
use std::fs::File;
use std::io;
use std::path::{Path, PathBuf};

/// Why a file could not be written; the old file, if any, is as it was.
#[derive(Debug, thiserror::Error, serde::Serialize, serde::Deserialize)]
pub enum WriteError {
    /// The folder of the file does not exist.
    #[error(
        "cannot write {}: there is no folder {}",
        path.display(),
        path.parent().unwrap_or(path).display()
    )]
    NoFolder {
        /// The file asked for.
        path: PathBuf,
    },
    /// The path names a folder, not a file.
    #[error("cannot write {}: it is a folder; give the name of a file in it", path.display())]
    IsFolder {
        /// The path asked for.
        path: PathBuf,
    },
    /// The file would not fit in the free space of its file system; nothing was written.
    #[error(
        "cannot write {}: it would take {} ({} bytes), and its disk has only {} free",
        path.display(),
        crate::units::human_bytes(*needed),
        crate::units::grouped(*needed),
        crate::units::human_bytes(*available)
    )]
    NoSpace {
        /// The file asked for.
        path: PathBuf,
        /// Its size in bytes.
        needed: u64,
        /// The bytes free where it would go.
        available: u64,
    },
    /// Another program holds the file open (or it is read-only: Windows says the same), and
    /// Windows does not replace such a file; the old file is as it was.
    #[error(
        "cannot replace {}: another program has it open (or it is read-only); close it there and try again (the old file is as it was)",
        path.display()
    )]
    InUse {
        /// The file asked for.
        path: PathBuf,
    },
    /// Writing failed.
    #[error("cannot write {}: {}", path.display(), io_words(source, path))]
    Io {
        /// Where.
        path: PathBuf,
        /// Why.
        #[serde(with = "crate::wire::io_error")]
        source: io::Error,
    },
}

impl WriteError {
    /// Turns an I/O error into a write error naming `path`, the file the user chose: the
    /// name of the temporary file beside it, which `tempfile` adds to its errors, is dropped.
    pub fn writing(path: &Path) -> impl Fn(io::Error) -> Self + Copy + '_ {
        move |error| {
            // An error of the system is kept whole; one that `tempfile` wrapped keeps its kind.
            let source = if error.raw_os_error().is_some() {
                error
            } else {
                io::Error::from(error.kind())
            };
            let missing_folder = source.kind() == io::ErrorKind::NotFound
                && path
                    .parent()
                    .is_some_and(|folder| !folder.as_os_str().is_empty() && !folder.is_dir());
            if missing_folder {
                return Self::NoFolder {
                    path: path.to_path_buf(),
                };
            }
            if source.kind() == io::ErrorKind::IsADirectory || path.is_dir() {
                return Self::IsFolder {
                    path: path.to_path_buf(),
                };
            }
            Self::Io {
                path: path.to_path_buf(),
                source,
            }
        }
    }
}

/// Why writing `path` failed, as the end of a sentence about the user's file rather than the
/// system's words.
fn io_words(error: &io::Error, path: &Path) -> String {
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.display().to_string(),
        _ => "this folder".to_string(),
    };
    match error.kind() {
        io::ErrorKind::NotFound => format!("files cannot be made in {folder}"),
        io::ErrorKind::PermissionDenied => format!("you may not write in {folder}"),
        io::ErrorKind::ReadOnlyFilesystem => format!("{folder} is on a read-only disk"),
        io::ErrorKind::StorageFull => "the disk is full".to_string(),
        io::ErrorKind::QuotaExceeded => "your disk quota is used up".to_string(),
        io::ErrorKind::FileTooLarge => "the disk cannot hold a file that large".to_string(),
        io::ErrorKind::NotADirectory => {
            format!("a part of {} is a file, not a folder", path.display())
        }
        io::ErrorKind::IsADirectory => "it is a folder".to_string(),
        io::ErrorKind::BrokenPipe => "the program reading it stopped".to_string(),
        io::ErrorKind::Interrupted => "it was interrupted".to_string(),
        kind => kind.to_string(),
    }
}

/// Refuses before a byte is written a file of `needed` bytes at `path` that its file system
/// has no room for. A device or a pipe takes what it takes; where the free space cannot be
/// read, the write goes ahead and says so if the disk fills.
pub fn check_free_space(path: &Path, needed: u64) -> Result<(), WriteError> {
    if std::fs::metadata(path).is_ok_and(|metadata| !metadata.is_file()) {
        return Ok(());
    }
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    match crate::platform::available_space(folder) {
        Some(available) if needed > available => Err(WriteError::NoSpace {
            path: path.to_path_buf(),
            needed,
            available,
        }),
        _ => Ok(()),
    }
}

/// In the page: runs `write` on the file of the page's private file system opened for `path`
/// (by the Web Worker, before the job), which the page hands to the user only once the job
/// has written it all: what the user receives is whole, or nothing.
#[cfg(target_arch = "wasm32")]
pub fn write_atomically<T, E: From<WriteError>>(
    path: &Path,
    write: impl FnOnce(&mut dyn io::Write) -> Result<T, E>,
) -> Result<T, E> {
    crate::platform::web::files::write_output(path, write)
        .map_err(|error| E::from(WriteError::writing(path)(error)))?
}

/// Runs `write` on a temporary file beside `path` and renames it over `path` once it is
/// written and synced; on any error the temporary file is removed and `path` left as it was.
/// A device or a pipe is written in place.
#[cfg(not(target_arch = "wasm32"))]
pub fn write_atomically<T, E: From<WriteError>>(
    path: &Path,
    write: impl FnOnce(&File) -> Result<T, E>,
) -> Result<T, E> {
    let write_error = |error| E::from(WriteError::writing(path)(error));
    if path.is_dir() {
        return Err(WriteError::IsFolder {
            path: path.to_path_buf(),
        }
        .into());
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
            WriteError::InUse {
                path: path.to_path_buf(),
            }
            .into()
        } else {
            write_error(error.error)
        }
    })?;
    Ok(summary)
}
