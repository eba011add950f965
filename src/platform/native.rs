//! Linux and Windows: writing at a place in a file, whether standard output is a file that
//! can be written at any place, the memory the counter may use, the free space of a disk, a
//! new file's permissions, and what an error of the operating system means for a file being
//! replaced.

use std::fs::File;
use std::io;
use std::path::Path;

use super::{MEMORY_LIMIT, at_most};

/// The window and the user see the same folders: a path can be typed beside the dialog's
/// button, and a file to write goes where its path says.
pub const FOLDERS: bool = true;

/// A desktop program, not a page: the window follows the desktop's language, and its files'
/// room is their disk's.
pub const IN_A_BROWSER: bool = false;

/// The system's dialog chooses where a file is written.
pub const SAVE_DIALOG: bool = true;

/// How a path is shown: as it is.
pub fn path_shown(path: &Path) -> String {
    path.display().to_string()
}

/// Shows the system's dialog for `request` on a thread of its own, so that the window keeps
/// painting, and hands its answer to `answer` there.
#[cfg(feature = "gui")]
pub fn ask_for_file(request: super::FileRequest, answer: super::FileAnswer) -> io::Result<()> {
    std::thread::Builder::new()
        .name("file-dialog".to_string())
        .spawn(move || {
            let mut dialog = rfd::FileDialog::new().set_title(request.title);
            if let Some(folder) = request.folder {
                dialog = dialog.set_directory(folder);
            }
            if let Some(name) = request.file_name {
                dialog = dialog.set_file_name(name);
            }
            for (name, extensions) in &request.filters {
                dialog = dialog.add_filter(name, extensions);
            }
            answer(if request.save {
                dialog.save_file()
            } else {
                dialog.pick_file()
            });
        })
        .map(drop)
}

/// The path of a file dropped on the window: the desktop gives it as it is.
#[cfg(feature = "gui")]
pub fn dropped_file_path(file: &dyn eframe::egui::DroppedFile) -> Option<std::path::PathBuf> {
    Some(file.path().to_path_buf()).filter(|path| !path.as_os_str().is_empty())
}

/// The memory this machine can give without swapping (Linux's `MemAvailable`, Windows'
/// available physical memory), if known, and at most [`MEMORY_LIMIT`]: what the counter's
/// tables may use.
pub fn available_memory() -> Option<u64> {
    let limit = std::env::var(MEMORY_LIMIT)
        .ok()
        .and_then(|bytes| bytes.parse::<u64>().ok());
    let free = sysinfo::System::new().ok().and_then(|mut system| {
        system.refresh_memory_specifics(sysinfo::MemoryRefreshKind::nothing().with_ram());
        Some(system.available_memory()).filter(|&bytes| bytes > 0)
    });
    at_most(free, limit)
}

/// The bytes free on the disk that holds `folder`, if that can be told.
pub fn available_space(folder: &Path) -> Option<u64> {
    fs4::available_space(folder).ok()
}

/// Writes all of `bytes` into `file` from byte `offset` on, wherever the file's position is.
#[cfg(unix)]
pub fn write_all_at(file: &File, bytes: &[u8], offset: u64) -> io::Result<()> {
    std::os::unix::fs::FileExt::write_all_at(file, bytes, offset)
}

/// Writes all of `bytes` into `file` from byte `offset` on, wherever the file's position is;
/// the position moves to the end of what was written (callers that care set it).
#[cfg(windows)]
pub fn write_all_at(file: &File, mut bytes: &[u8], mut offset: u64) -> io::Result<()> {
    while !bytes.is_empty() {
        match std::os::windows::fs::FileExt::seek_write(file, bytes, offset) {
            Ok(0) => return Err(io::ErrorKind::WriteZero.into()),
            Ok(written) => {
                bytes = &bytes[written..];
                offset += written as u64;
            }
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(error) => return Err(error),
        }
    }
    Ok(())
}

/// Standard output as a file that can be written at any place, and where it stands: a regular
/// file, or on Linux a device such as `/dev/null`, not opened for appending (`>>`, where a
/// write at a place goes to the end). `None` for a pipe, a terminal, or what cannot be told.
pub fn positional_stdout() -> Option<(File, u64)> {
    let (file, placeable) = stdout_file()?;
    if !placeable {
        return None;
    }
    let base = io::Seek::stream_position(&mut &file).ok()?;
    Some((file, base))
}

#[cfg(unix)]
fn stdout_file() -> Option<(File, bool)> {
    use std::os::fd::AsFd;
    use std::os::unix::fs::FileTypeExt;
    let file = File::from(io::stdout().as_fd().try_clone_to_owned().ok()?);
    let kind = file.metadata().ok()?.file_type();
    let device = kind.is_char_device() && !io::IsTerminal::is_terminal(&file);
    // The flags of the open file, in octal, as the kernel shows them; O_APPEND is 0o2000.
    let info = std::fs::read_to_string("/proc/self/fdinfo/1").ok()?;
    let flags = info.lines().find_map(|line| line.strip_prefix("flags:"))?;
    let appending = u32::from_str_radix(flags.trim(), 8).ok()? & 0o2000 != 0;
    Some((file, (kind.is_file() || device) && !appending))
}

/// On Windows a console's `>>` opens the file for writing and moves to its end, so a write at
/// a place lands where it is meant to; `NUL` and pipes are not files, and are written in turn.
#[cfg(windows)]
fn stdout_file() -> Option<(File, bool)> {
    use std::os::windows::io::AsHandle;
    let file = File::from(io::stdout().as_handle().try_clone_to_owned().ok()?);
    let is_file = file.metadata().ok()?.is_file();
    Some((file, is_file))
}

/// Whether `path` names a device or a pipe rather than a file or a folder (`/dev/null`, a
/// FIFO; on Windows also the names reserved for devices in every folder, `NUL`, `CON`,
/// `COM1`…, whatever their extension): written in place, since a file renamed over it would
/// replace it.
pub fn is_device(path: &Path) -> bool {
    let special =
        std::fs::metadata(path).is_ok_and(|metadata| !metadata.is_file() && !metadata.is_dir());
    special || (cfg!(windows) && is_reserved_windows_name(path))
}

/// `NUL`, `nul.txt`, `C:\work\COM1`, `\\.\pipe\x`: names Windows gives to devices.
fn is_reserved_windows_name(path: &Path) -> bool {
    if path.to_string_lossy().starts_with(r"\\.\") {
        return true;
    }
    // The last part, split at both separators as Windows does (tested on Linux too).
    let Some(name) = path
        .to_str()
        .and_then(|path| path.rsplit(['\\', '/']).next())
    else {
        return false;
    };
    let stem = name
        .split('.')
        .next()
        .unwrap_or(name)
        .trim_end()
        .to_ascii_uppercase();
    match stem.as_str() {
        "CON" | "PRN" | "AUX" | "NUL" | "CONIN$" | "CONOUT$" => true,
        _ => {
            let port = stem
                .strip_prefix("COM")
                .or_else(|| stem.strip_prefix("LPT"));
            port.is_some_and(|digit| matches!(digit.as_bytes(), [b'1'..=b'9']))
        }
    }
}

/// Gives the temporary files that become the user's files the permissions of any new file
/// (on Linux 0666 less the umask, rather than `tempfile`'s 0600).
pub fn as_a_new_file(builder: &mut tempfile::Builder) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    #[cfg(not(unix))]
    let _ = builder;
}

/// Whether `error`, from renaming a finished file over `target`, says that another program
/// holds `target` open (Windows refuses to replace such a file; Linux never does).
pub fn held_by_another_program(error: &io::Error) -> bool {
    // ERROR_ACCESS_DENIED (as a file open without sharing gives it), ERROR_SHARING_VIOLATION,
    // ERROR_LOCK_VIOLATION.
    cfg!(windows) && matches!(error.raw_os_error(), Some(5 | 32 | 33))
}

/// Opens the file at `path` to read, with its size if known.
pub fn open_to_read(path: &Path) -> io::Result<(Box<dyn super::ReadSeek>, Option<u64>)> {
    let file = File::open(path)?;
    let size = file.metadata().ok().map(|metadata| metadata.len());
    Ok((Box::new(file), size))
}

/// A file the app wrote is where the user chose: nothing more to do.
pub fn hand_over(_path: &Path) {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_memory_of_this_machine_is_known() {
        let bytes = available_memory().expect("this machine says what memory it has");
        assert!(bytes > 1 << 20, "{bytes}");
    }

    #[test]
    fn windows_device_names_are_known_in_any_folder_and_with_any_extension() {
        for name in [
            "NUL",
            "nul",
            "Nul.txt",
            r"C:\work\COM1",
            "lpt9.log",
            r"\\.\pipe\answers",
        ] {
            assert!(is_reserved_windows_name(Path::new(name)), "{name}");
        }
        for name in [
            "answer.txt",
            "NULL",
            "COM",
            "COM0",
            "COM10",
            "console.txt",
            "nul-points.txt",
            "答案.txt",
            "答",
        ] {
            assert!(!is_reserved_windows_name(Path::new(name)), "{name}");
        }
    }

    #[cfg(unix)]
    #[test]
    fn a_device_is_told_from_a_file() {
        assert!(is_device(Path::new("/dev/null")));
        assert!(!is_device(Path::new("Cargo.toml")));
        assert!(!is_device(Path::new("no-such-file.txt")));
    }

    #[test]
    fn writes_at_places_land_there_whatever_the_order() {
        let file = tempfile::tempfile().unwrap();
        write_all_at(&file, b"world", 6).unwrap();
        write_all_at(&file, b"hello ", 0).unwrap();
        let mut text = String::new();
        io::Seek::rewind(&mut &file).unwrap();
        io::Read::read_to_string(&mut &file, &mut text).unwrap();
        assert_eq!(text, "hello world");
    }
}
