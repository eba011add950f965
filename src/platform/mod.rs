//! What differs between Linux, Windows and the web, and nothing else: one file per platform
//! (`native.rs` for Linux and Windows, `web.rs` for the page), the same functions in each, and
//! what they share here. The rest of the crate asks this module (what memory the counter may
//! use, how to write at a place in a file, which ways of naming a file the user is offered)
//! and never asks which platform it runs on.
//!
//! On the desktop paths are `Path`s (drive letters, backslashes and non-ASCII names included),
//! judge files may end their lines with CRLF, and Ctrl-C reaches the command line through the
//! `ctrlc` crate. On the page a path is a name this module made up for a file the browser gave
//! (a picked or dropped one) or for a file the page writes and then hands to the user.

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(not(target_arch = "wasm32"))]
pub mod processes;
#[cfg(not(target_arch = "wasm32"))]
pub use native::*;

#[cfg(target_arch = "wasm32")]
pub mod web;
#[cfg(target_arch = "wasm32")]
pub use web::{
    FOLDERS, IN_A_BROWSER, SAVE_DIALOG, as_a_new_file, available_memory, available_space,
    hand_over, held_by_another_program, is_device, open_to_read, path_shown, positional_stdout,
    write_all_at,
};
#[cfg(all(target_arch = "wasm32", feature = "gui"))]
pub use web::{ask_for_file, dropped_file_path};

/// Set in the environment to a number of bytes: the most the counter's tables may use, when
/// less than the machine has free. The command line has `--memory`; this is the window's way,
/// and a test's to give the window little.
pub const MEMORY_LIMIT: &str = "NQUEENS_MEMORY";

/// A file to read that can also be read from any place: a file of the desktop, or one the
/// browser gave the page.
pub trait ReadSeek: std::io::Read + std::io::Seek {}

impl<T: std::io::Read + std::io::Seek> ReadSeek for T {}

/// The smaller of two limits, either of which may be unknown or unset.
pub fn at_most(limit: Option<u64>, other: Option<u64>) -> Option<u64> {
    match (limit, other) {
        (Some(limit), Some(other)) => Some(limit.min(other)),
        (limit, other) => limit.or(other),
    }
}

/// A file the user is asked to choose, in the system's dialog (or the browser's picker).
#[cfg(feature = "gui")]
#[derive(Clone, Debug)]
pub struct FileRequest {
    /// The dialog's title.
    pub title: String,
    /// A file to read (`false`) or a file to write (`true`).
    pub save: bool,
    /// The folder the dialog opens in, where the platform has folders.
    pub folder: Option<std::path::PathBuf>,
    /// The name proposed for a file to write.
    pub file_name: Option<String>,
    /// The kinds of file offered: a name and its extensions (`*` for any).
    pub filters: Vec<(String, Vec<&'static str>)>,
    /// The bytes to be written, if known: the page writes a file too large for its storage
    /// where the user says in the browser's save dialog.
    pub size: Option<u64>,
}

/// What a dialog's answer is handed to, on whatever thread the platform answers on: the path
/// chosen, or `None` when the user closed the dialog without choosing.
#[cfg(feature = "gui")]
pub type FileAnswer = Box<dyn FnOnce(Option<std::path::PathBuf>) + Send>;
