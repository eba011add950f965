//! What differs between Linux and Windows, and nothing else: writing at a place in a file,
//! whether standard output is a file that can be written at any place, the memory the counter
//! may use, a new file's permissions, and what an error of the operating system means for a
//! file being replaced.
//!
//! Everything else in the crate is the same on both: paths are `Path`s (drive letters,
//! backslashes and non-ASCII names included), judge files may end their lines with CRLF, and
//! Ctrl-C reaches the command line through the `ctrlc` crate on either.

use std::fs::File;
use std::io;
use std::path::Path;

/// Set in the environment to a number of bytes: the most the counter's tables may use, when
/// less than the machine has free. The command line has `--memory`; this is the window's way,
/// and a test's to give the window little.
pub const MEMORY_LIMIT: &str = "NQUEENS_MEMORY";

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

/// The smaller of two limits, either of which may be unknown or unset.
pub fn at_most(limit: Option<u64>, other: Option<u64>) -> Option<u64> {
    match (limit, other) {
        (Some(limit), Some(other)) => Some(limit.min(other)),
        (limit, other) => limit.or(other),
    }
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
