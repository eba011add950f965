//! The files a job in a Web Worker reads and writes: the browser's `File` the page sent with
//! the job, read in slices with `FileReaderSync` (a 4 GB answer file is streamed, not loaded),
//! and a file of the page's private file system (OPFS), written through a synchronous access
//! handle, which the page then hands to the user as a download; or the file the user picked in
//! the browser's save dialog, written as a stream ([`SaveStream`]).

use std::cell::RefCell;
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// How much is read from the browser's file at a time: each read crosses into JavaScript.
const SLICE: u64 = 1 << 20;

thread_local! {
    /// The file the page sent with the job running, under the path the job names it by.
    static HELD: RefCell<Option<(PathBuf, web_sys::File)>> = const { RefCell::new(None) };
    /// What the browser lets the page store more, as it said when the job's file was opened.
    static FREE: std::cell::Cell<Option<u64>> = const { std::cell::Cell::new(None) };
    /// The file of the page's private file system the job running writes, by its path.
    static OUTPUT: RefCell<Option<(PathBuf, web_sys::FileSystemSyncAccessHandle)>> =
        const { RefCell::new(None) };
}

/// An error of the browser's, as an I/O error with what it said, of the kind its name says
/// where the window has words for it (a full storage, a refused permission).
fn browser_error(error: &JsValue) -> io::Error {
    let said = error
        .dyn_ref::<js_sys::Error>()
        .map(|error| String::from(error.message()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| "the browser refused".into());
    let name = js_sys::Reflect::get(error, &"name".into())
        .ok()
        .and_then(|name| name.as_string());
    let kind = match name.as_deref() {
        Some("QuotaExceededError") => io::ErrorKind::StorageFull,
        Some("NotAllowedError" | "SecurityError") => io::ErrorKind::PermissionDenied,
        _ => io::ErrorKind::Other,
    };
    io::Error::new(kind, said)
}

/// Keeps `file` under `path` for the job about to run.
pub(crate) fn hold(path: &Path, file: web_sys::File) {
    HELD.with_borrow_mut(|held| *held = Some((path.to_path_buf(), file)));
}

/// The file held under `path`, to read, and its size.
pub(crate) fn open(path: &Path) -> io::Result<(FileReader, u64)> {
    let file = HELD
        .with_borrow(|held| {
            held.as_ref()
                .filter(|(held, _)| held == path)
                .map(|(_, file)| file.clone())
        })
        .ok_or_else(|| {
            io::Error::new(
                io::ErrorKind::NotFound,
                "the file was not given to the page",
            )
        })?;
    let size = file.size() as u64;
    let reader = web_sys::FileReaderSync::new().map_err(|error| browser_error(&error))?;
    Ok((
        FileReader {
            file,
            reader,
            size,
            position: 0,
            buffer: Vec::new(),
            buffer_start: 0,
        },
        size,
    ))
}

/// Reads a browser's `File` as a stream that can seek, a slice at a time.
pub(crate) struct FileReader {
    file: web_sys::File,
    reader: web_sys::FileReaderSync,
    size: u64,
    position: u64,
    /// The slice read last, and where it starts in the file.
    buffer: Vec<u8>,
    buffer_start: u64,
}

impl Read for FileReader {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        if self.position >= self.size || out.is_empty() {
            return Ok(0);
        }
        let in_buffer = self.position >= self.buffer_start
            && self.position < self.buffer_start + self.buffer.len() as u64;
        if !in_buffer {
            let end = (self.position + SLICE).min(self.size);
            let slice = self
                .file
                .slice_with_f64_and_f64(self.position as f64, end as f64)
                .map_err(|error| browser_error(&error))?;
            let bytes = self
                .reader
                .read_as_array_buffer(&slice)
                .map_err(|error| browser_error(&error))?;
            self.buffer = js_sys::Uint8Array::new(&bytes).to_vec();
            self.buffer_start = self.position;
            if self.buffer.is_empty() {
                return Ok(0);
            }
        }
        let offset = (self.position - self.buffer_start) as usize;
        let available = &self.buffer[offset..];
        let count = available.len().min(out.len());
        out[..count].copy_from_slice(&available[..count]);
        self.position += count as u64;
        Ok(count)
    }
}

impl Seek for FileReader {
    fn seek(&mut self, to: SeekFrom) -> io::Result<u64> {
        let position = match to {
            SeekFrom::Start(at) => Some(at),
            SeekFrom::End(by) => self.size.checked_add_signed(by),
            SeekFrom::Current(by) => self.position.checked_add_signed(by),
        };
        self.position = position.ok_or_else(|| {
            io::Error::new(
                io::ErrorKind::InvalidInput,
                "a seek before the file's start",
            )
        })?;
        Ok(self.position)
    }
}

/// How long the page keeps a file it wrote and handed over as a download: the download has
/// long been copied into the user's folder by then.
const KEPT_FOR_MS: f64 = 60.0 * 60.0 * 1000.0;

/// Opens the file of the page's private file system named after `path`'s last part, emptied,
/// for the job about to write it (opening is asynchronous; the writes then are not), after
/// removing the files earlier jobs wrote more than [`KEPT_FOR_MS`] ago, so that old exports do
/// not fill the browser's storage.
pub(crate) async fn open_output(path: &Path) -> io::Result<()> {
    let scope: web_sys::WorkerGlobalScope = js_sys::global().unchecked_into();
    let storage = scope.navigator().storage();
    let root: web_sys::FileSystemDirectoryHandle = JsFuture::from(storage.get_directory())
        .await
        .map_err(|error| browser_error(&error))?
        .unchecked_into();
    let name = crate::platform::web::file_name(path);
    // A file that cannot be looked at or removed stays: it only takes room.
    let _ = remove_stale(&root, &name).await;
    FREE.set(free_storage(&storage).await);
    let options = web_sys::FileSystemGetFileOptions::new();
    options.set_create(true);
    let handle: web_sys::FileSystemFileHandle =
        JsFuture::from(root.get_file_handle_with_options(&name, &options))
            .await
            .map_err(|error| browser_error(&error))?
            .unchecked_into();
    let access: web_sys::FileSystemSyncAccessHandle =
        JsFuture::from(handle.create_sync_access_handle())
            .await
            .map_err(|error| browser_error(&error))?
            .unchecked_into();
    access
        .truncate_with_f64(0.0)
        .map_err(|error| browser_error(&error))?;
    OUTPUT.with_borrow_mut(|output| *output = Some((path.to_path_buf(), access)));
    Ok(())
}

/// What the browser lets the page store more, if it says.
pub(crate) async fn free_storage(storage: &web_sys::StorageManager) -> Option<u64> {
    let estimate = JsFuture::from(storage.estimate().ok()?).await.ok()?;
    let estimate: web_sys::StorageEstimate = estimate.unchecked_into();
    let quota = estimate.get_quota().unwrap_or(0.0);
    let usage = estimate.get_usage().unwrap_or(0.0);
    Some((quota - usage).max(0.0) as u64)
}

/// A file the user picked in the browser's save dialog, written as a stream: the browser
/// writes beside it and replaces it only when the stream is closed, so that an export that
/// fails or is cancelled (its Web Worker ended) leaves it as it was.
pub(crate) struct SaveStream {
    stream: web_sys::FileSystemWritableFileStream,
    closed: bool,
}

impl SaveStream {
    /// Opens `handle` to write.
    pub(crate) async fn open(handle: &web_sys::FileSystemFileHandle) -> io::Result<Self> {
        let stream = JsFuture::from(handle.create_writable())
            .await
            .map_err(|error| browser_error(&error))?
            .unchecked_into();
        Ok(Self {
            stream,
            closed: false,
        })
    }
}

impl crate::worker::Slices for SaveStream {
    async fn write(&mut self, bytes: Vec<u8>) -> io::Result<()> {
        let written = self
            .stream
            .write_with_u8_array(&bytes)
            .map_err(|error| browser_error(&error))?;
        JsFuture::from(written)
            .await
            .map(drop)
            .map_err(|error| browser_error(&error))
    }

    async fn close(&mut self) -> io::Result<()> {
        self.closed = true;
        JsFuture::from(self.stream.close())
            .await
            .map(drop)
            .map_err(|error| browser_error(&error))
    }
}

impl Drop for SaveStream {
    fn drop(&mut self) {
        // Not closed: the export failed, and what it wrote beside the file is thrown away.
        if !self.closed {
            let _ = self.stream.abort();
        }
    }
}

/// Removes the files of `root` but `keep` last written more than [`KEPT_FOR_MS`] ago.
async fn remove_stale(
    root: &web_sys::FileSystemDirectoryHandle,
    keep: &str,
) -> Result<(), JsValue> {
    let names = root.keys();
    let mut stale = Vec::new();
    loop {
        let next: js_sys::IteratorNext = JsFuture::from(names.next()?).await?.unchecked_into();
        if next.done() {
            break;
        }
        let Some(name) = next.value().as_string().filter(|name| name != keep) else {
            continue;
        };
        let Ok(handle) = JsFuture::from(root.get_file_handle(&name)).await else {
            continue; // a folder: the page makes none
        };
        let handle: web_sys::FileSystemFileHandle = handle.unchecked_into();
        let file: web_sys::File = JsFuture::from(handle.get_file()).await?.unchecked_into();
        if js_sys::Date::now() - file.last_modified() > KEPT_FOR_MS {
            stale.push(name);
        }
    }
    // Removed once the listing is done: a folder changed while listed may skip entries.
    for name in stale {
        JsFuture::from(root.remove_entry(&name)).await?;
    }
    Ok(())
}

/// What the browser lets the page store more, if it said, when the job's file was opened: an
/// export larger than that is refused before it starts.
pub(crate) fn free_space() -> Option<u64> {
    FREE.get()
}

/// Closes the file the job wrote, if one was open.
pub(crate) fn close_output() {
    if let Some((_, access)) = OUTPUT.with_borrow_mut(Option::take) {
        let _ = access.flush();
        access.close();
    }
}

/// Runs `write` on a writer into the file opened for `path` by [`open_output`].
pub(crate) fn write_output<T>(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> T,
) -> io::Result<T> {
    OUTPUT.with_borrow(|output| {
        let (_, access) = output
            .as_ref()
            .filter(|(opened, _)| opened == path)
            .ok_or_else(|| {
                io::Error::new(io::ErrorKind::NotFound, "the page's file was not opened")
            })?;
        let mut writer = OutputWriter {
            access,
            position: 0,
        };
        Ok(write(&mut writer))
    })
}

/// Writes in turn into a synchronous access handle.
struct OutputWriter<'a> {
    access: &'a web_sys::FileSystemSyncAccessHandle,
    position: u64,
}

impl Write for OutputWriter<'_> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        let options = web_sys::FileSystemReadWriteOptions::new();
        options.set_at(self.position as f64);
        let written = self
            .access
            .write_with_u8_array_and_options(bytes, &options)
            .map_err(|error| browser_error(&error))? as usize;
        if written == 0 && !bytes.is_empty() {
            return Err(io::Error::new(
                io::ErrorKind::StorageFull,
                "the browser's storage for this page is full",
            ));
        }
        self.position += written as u64;
        Ok(written)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.access.flush().map_err(|error| browser_error(&error))
    }
}
