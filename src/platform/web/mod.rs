//! The browser: no file system the user sees, no standard output, no disks to ask about.
//!
//! A file the user gives the page (picked in the browser's file picker, or dropped on it) is a
//! `web_sys::File`: it is kept here under a made-up path, `/picked/<k>/<name>`, which is what a
//! job carries, and [`picked_file`] gives the file back to whoever runs the job. A file the
//! page writes goes into the page's private file system (OPFS) under its name, and
//! [`deliver`] hands it to the user as a download; one too large for the page's storage goes
//! where the user says in the browser's save dialog (Chromium's), kept under a made-up path
//! `/saving/<k>/<name>` as the picked files are ([`save_target`]).

pub mod files;

use std::cell::RefCell;
use std::fs::File;
use std::io;
use std::path::{Path, PathBuf};

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// The page cannot see the user's folders: a file to read is picked, not typed, and a file to
/// write is named, not placed (it becomes a download).
pub const FOLDERS: bool = false;

/// A page: it follows the browser's language, and its files' room is what the browser lets
/// it store.
pub const IN_A_BROWSER: bool = true;

/// The browser chooses where a download goes (or asks), not the page.
pub const SAVE_DIALOG: bool = false;

/// The most the counter's tables may take in a page: a tab shares the browser's memory, and a
/// 32-bit wasm module has at most 4 GiB of its own.
const PAGE_MEMORY: u64 = 1 << 30;

/// Where the files the user gave the page are kept, by made-up path.
const PICKED_FOLDER: &str = "/picked";

/// Where the files the user picked in the save dialog are kept, by made-up path.
const SAVING_FOLDER: &str = "/saving";

/// What went wrong handing a file to the user.
#[derive(Debug, thiserror::Error)]
pub enum DeliverError {
    /// The browser refused a step, with what it said.
    #[error("{step}: {why}")]
    Browser {
        /// The step that failed (`open the page's files`, `read the file`...).
        step: &'static str,
        /// The browser's error, as text.
        why: String,
    },
}

thread_local! {
    /// The files the user gave the page, with the path each is known by.
    static PICKED: RefCell<Vec<(PathBuf, web_sys::File)>> = const { RefCell::new(Vec::new()) };
    /// The files the user picked to write in the save dialog, with the path each is known by.
    static SAVING: RefCell<Vec<(PathBuf, web_sys::FileSystemFileHandle)>> =
        const { RefCell::new(Vec::new()) };
}

/// Keeps a file the browser gave and returns the made-up path it is known by from now on:
/// `/picked/<k>/<its name>`, unique however often the same name is picked.
pub fn keep(file: web_sys::File) -> PathBuf {
    PICKED.with_borrow_mut(|picked| {
        let path = Path::new(PICKED_FOLDER)
            .join(picked.len().to_string())
            .join(file.name());
        picked.push((path.clone(), file));
        path
    })
}

/// The file kept under `path` by [`keep`], if it is one.
pub fn picked_file(path: &Path) -> Option<web_sys::File> {
    PICKED.with_borrow(|picked| {
        picked
            .iter()
            .find(|(kept, _)| kept == path)
            .map(|(_, file)| file.clone())
    })
}

/// Keeps a file the user picked in the save dialog and returns the made-up path it is known
/// by: `/saving/<k>/<its name>`.
fn keep_save_target(handle: web_sys::FileSystemFileHandle) -> PathBuf {
    SAVING.with_borrow_mut(|saving| {
        let path = Path::new(SAVING_FOLDER)
            .join(saving.len().to_string())
            .join(handle.name());
        saving.push((path.clone(), handle));
        path
    })
}

/// The file picked in the save dialog that `path` stands for, if it is one.
pub fn save_target(path: &Path) -> Option<web_sys::FileSystemFileHandle> {
    SAVING.with_borrow(|saving| {
        saving
            .iter()
            .find(|(kept, _)| kept == path)
            .map(|(_, handle)| handle.clone())
    })
}

/// How a path is shown: the page's paths are made up, its files known by their names.
pub fn path_shown(path: &Path) -> String {
    file_name(path)
}

/// The name of a file the page writes: the last part of the path a job carries.
pub fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || "nqueens.txt".into(),
        |name| name.to_string_lossy().into_owned(),
    )
}

/// Hands the file `opfs_name` of the page's private file system to the user as a download
/// named `suggested_name`: a link to the file itself, so that nothing is copied into memory.
pub async fn deliver(opfs_name: &str, suggested_name: &str) -> Result<(), DeliverError> {
    let failed = |step: &'static str| {
        move |error: JsValue| DeliverError::Browser {
            step,
            why: error
                .as_string()
                .or_else(|| js_sys::JSON::stringify(&error).ok().map(String::from))
                .unwrap_or_default(),
        }
    };
    let window = web_sys::window().ok_or_else(|| failed("find the page")(JsValue::NULL))?;
    let root: web_sys::FileSystemDirectoryHandle =
        JsFuture::from(window.navigator().storage().get_directory())
            .await
            .map_err(failed("open the page's files"))?
            .unchecked_into();
    let handle: web_sys::FileSystemFileHandle = JsFuture::from(root.get_file_handle(opfs_name))
        .await
        .map_err(failed("find the file written"))?
        .unchecked_into();
    let file: web_sys::File = JsFuture::from(handle.get_file())
        .await
        .map_err(failed("read the file written"))?
        .unchecked_into();
    let url = web_sys::Url::create_object_url_with_blob(&file).map_err(failed("link the file"))?;
    let document = window
        .document()
        .ok_or_else(|| failed("find the page")(JsValue::NULL))?;
    let link: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(failed("make a link"))?
        .unchecked_into();
    link.set_href(&url);
    link.set_download(suggested_name);
    link.click();
    // The download has its own hold on the file once it started.
    web_sys::Url::revoke_object_url(&url).map_err(failed("unlink the file"))?;
    Ok(())
}

/// Hands a file a job wrote into the page's private file system to the user, as a download
/// named as the file; a file picked in the save dialog is the user's already.
pub fn hand_over(path: &Path) {
    if save_target(path).is_some() {
        return;
    }
    let name = file_name(path);
    wasm_bindgen_futures::spawn_local(async move {
        if let Err(error) = deliver(&name, &name).await {
            web_sys::console::error_1(&format!("{name} could not be downloaded: {error}").into());
        }
    });
}

/// Opens the browser's file picker for a file to read, keeps the file chosen (see [`keep`]) and
/// hands its made-up path to `answer`. For a file to write, see [`where_to_save`].
#[cfg(feature = "gui")]
pub fn ask_for_file(request: super::FileRequest, answer: super::FileAnswer) -> io::Result<()> {
    if request.save {
        let name = request.file_name.unwrap_or_else(|| "nqueens.txt".into());
        wasm_bindgen_futures::spawn_local(async move {
            answer(where_to_save(name, request.size).await);
        });
        return Ok(());
    }
    let mut dialog = rfd::AsyncFileDialog::new().set_title(request.title);
    for (name, extensions) in &request.filters {
        // The browser's picker takes extensions only; "any file" is what it offers anyway.
        if !extensions.contains(&"*") {
            dialog = dialog.add_filter(name, extensions);
        }
    }
    wasm_bindgen_futures::spawn_local(async move {
        let picked = dialog.pick_file().await;
        answer(picked.map(|handle| keep(handle.inner().clone())));
    });
    Ok(())
}

/// Where a file of `size` bytes (if known) proposed as `name` is written: into the page's
/// storage, then handed over as a download named `name`, where it fits (or where the browser
/// has no save dialog: the export then says it does not fit, and by how much); else into the
/// file the user picks in the browser's save dialog (Chromium's), written as a stream. `None`
/// if the user closed the dialog.
#[cfg(feature = "gui")]
async fn where_to_save(name: String, size: Option<u64>) -> Option<PathBuf> {
    let download = Some(PathBuf::from(&name));
    let Some(window) = web_sys::window() else {
        return download;
    };
    let picker = js_sys::Reflect::get(&window, &"showSaveFilePicker".into())
        .ok()
        .and_then(|picker| picker.dyn_into::<js_sys::Function>().ok());
    let Some(picker) = picker else {
        return download;
    };
    let free = files::free_storage(&window.navigator().storage()).await;
    // A file of unknown size (a picture), or with no limit said, goes the usual way.
    if size.zip(free).is_none_or(|(size, free)| size <= free) {
        return download;
    }
    let options = js_sys::Object::new();
    // A page that cannot set the proposed name lets the dialog propose its own.
    let _ = js_sys::Reflect::set(&options, &"suggestedName".into(), &name.into());
    let picked = match picker.call1(&window, &options) {
        Ok(promise) => JsFuture::from(js_sys::Promise::from(promise)).await,
        Err(error) => Err(error),
    };
    match picked {
        Ok(handle) => Some(keep_save_target(handle.unchecked_into())),
        Err(error) => {
            let name = js_sys::Reflect::get(&error, &"name".into()).ok();
            if name.and_then(|name| name.as_string()).as_deref() == Some("AbortError") {
                None
            } else {
                // The dialog refused to open: the export to the page's storage says why it
                // cannot be written there.
                web_sys::console::error_1(&error);
                download
            }
        }
    }
}

/// The path of a file dropped on the page: the browser gives the file, not a path, so it is
/// kept and known by a made-up one.
#[cfg(feature = "gui")]
pub fn dropped_file_path(file: &dyn eframe::egui::DroppedFile) -> Option<PathBuf> {
    file.web_file().cloned().map(keep)
}

/// Opens the file the page sent with the job running (in a Web Worker) to read, with its size.
pub fn open_to_read(path: &Path) -> io::Result<(Box<dyn super::ReadSeek>, Option<u64>)> {
    let (reader, size) = files::open(path)?;
    Ok((Box::new(reader), Some(size)))
}

/// The memory the counter's tables may take in a page.
pub fn available_memory() -> Option<u64> {
    Some(PAGE_MEMORY)
}

/// What the browser lets the page store more (asked by the Web Worker before it writes): the
/// page's files have no disk of their own.
pub fn available_space(_folder: &Path) -> Option<u64> {
    files::free_space()
}

/// Writes all of `bytes` into `file` from byte `offset` on.
pub fn write_all_at(mut file: &File, bytes: &[u8], offset: u64) -> io::Result<()> {
    io::Seek::seek(&mut file, io::SeekFrom::Start(offset))?;
    io::Write::write_all(&mut file, bytes)
}

/// The page has no standard output to write at a place.
pub fn positional_stdout() -> Option<(File, u64)> {
    None
}

/// The page has no devices.
pub fn is_device(_path: &Path) -> bool {
    false
}

/// A file the page writes has no permissions to set.
pub fn as_a_new_file(_builder: &mut tempfile::Builder) {}

/// No other program holds the page's files.
pub fn held_by_another_program(_error: &io::Error) -> bool {
    false
}
