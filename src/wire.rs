//! How an [`io::Error`] crosses a process boundary (the page and its Web Workers exchange the
//! worker's jobs and events as JSON): as its kind, its message and its system code, if any.
//!
//! `io::Error` is not serialisable; the errors that hold one name these modules in
//! `#[serde(with = "...")]`. The window's words read an error's kind, and for a kind they do
//! not name, its system code: both survive the round trip. The kinds sent are those the app
//! tells apart ([`WireKind`]); every other kind arrives as [`io::ErrorKind::Other`] with its
//! message intact.

use std::io;
use std::sync::Arc;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The kinds of I/O error the app's words (and the command line's) tell apart, as sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum WireKind {
    NotFound,
    PermissionDenied,
    IsADirectory,
    NotADirectory,
    InvalidData,
    InvalidInput,
    Interrupted,
    ReadOnlyFilesystem,
    StorageFull,
    QuotaExceeded,
    FileTooLarge,
    BrokenPipe,
    UnexpectedEof,
    WriteZero,
    Unsupported,
    Other,
}

impl From<io::ErrorKind> for WireKind {
    fn from(kind: io::ErrorKind) -> Self {
        use io::ErrorKind as K;
        match kind {
            K::NotFound => Self::NotFound,
            K::PermissionDenied => Self::PermissionDenied,
            K::IsADirectory => Self::IsADirectory,
            K::NotADirectory => Self::NotADirectory,
            K::InvalidData => Self::InvalidData,
            K::InvalidInput => Self::InvalidInput,
            K::Interrupted => Self::Interrupted,
            K::ReadOnlyFilesystem => Self::ReadOnlyFilesystem,
            K::StorageFull => Self::StorageFull,
            K::QuotaExceeded => Self::QuotaExceeded,
            K::FileTooLarge => Self::FileTooLarge,
            K::BrokenPipe => Self::BrokenPipe,
            K::UnexpectedEof => Self::UnexpectedEof,
            K::WriteZero => Self::WriteZero,
            K::Unsupported => Self::Unsupported,
            // `ErrorKind` is non-exhaustive: no word of the app names the others.
            _ => Self::Other,
        }
    }
}

impl From<WireKind> for io::ErrorKind {
    fn from(kind: WireKind) -> Self {
        match kind {
            WireKind::NotFound => Self::NotFound,
            WireKind::PermissionDenied => Self::PermissionDenied,
            WireKind::IsADirectory => Self::IsADirectory,
            WireKind::NotADirectory => Self::NotADirectory,
            WireKind::InvalidData => Self::InvalidData,
            WireKind::InvalidInput => Self::InvalidInput,
            WireKind::Interrupted => Self::Interrupted,
            WireKind::ReadOnlyFilesystem => Self::ReadOnlyFilesystem,
            WireKind::StorageFull => Self::StorageFull,
            WireKind::QuotaExceeded => Self::QuotaExceeded,
            WireKind::FileTooLarge => Self::FileTooLarge,
            WireKind::BrokenPipe => Self::BrokenPipe,
            WireKind::UnexpectedEof => Self::UnexpectedEof,
            WireKind::WriteZero => Self::WriteZero,
            WireKind::Unsupported => Self::Unsupported,
            WireKind::Other => Self::Other,
        }
    }
}

/// An I/O error as sent.
#[derive(Serialize, Deserialize)]
struct WireError {
    kind: WireKind,
    message: String,
    /// The system's code: the window names a code it has no words for.
    code: Option<i32>,
}

impl From<&io::Error> for WireError {
    fn from(error: &io::Error) -> Self {
        Self {
            kind: error.kind().into(),
            message: error.to_string(),
            code: error.raw_os_error(),
        }
    }
}

impl From<WireError> for io::Error {
    fn from(wire: WireError) -> Self {
        match wire.code {
            // The page and its Web Workers run the same module on the same system, which
            // gives the code the same kind and message it had.
            Some(code) => Self::from_raw_os_error(code),
            None => Self::new(wire.kind.into(), wire.message),
        }
    }
}

/// `#[serde(with = "crate::wire::io_error")]` for a field of type [`io::Error`].
pub mod io_error {
    use super::{Deserialize, Deserializer, Serialize, Serializer, WireError, io};

    /// Sends the error's kind, message and code.
    pub fn serialize<S: Serializer>(error: &io::Error, serializer: S) -> Result<S::Ok, S::Error> {
        WireError::from(error).serialize(serializer)
    }

    /// Rebuilds an error of the kind and message sent.
    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<io::Error, D::Error> {
        WireError::deserialize(deserializer).map(io::Error::from)
    }
}

/// `#[serde(with = "crate::wire::shared_io_error")]` for a field of type `Arc<io::Error>`.
pub mod shared_io_error {
    use super::{Arc, Deserializer, Serializer, io, io_error};

    /// Sends the error's kind, message and code.
    pub fn serialize<S: Serializer>(
        error: &Arc<io::Error>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        io_error::serialize(error, serializer)
    }

    /// Rebuilds an error of the kind and message sent.
    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Arc<io::Error>, D::Error> {
        io_error::deserialize(deserializer).map(Arc::new)
    }
}

/// A floating-point number: JSON has no infinity and no NaN (`serde_json` writes them as
/// `null`, which does not read back as a number).
pub trait Float: Copy + Serialize + std::str::FromStr + std::fmt::Display {
    /// Whether it is an ordinary number.
    fn is_finite(self) -> bool;
}

impl Float for f32 {
    fn is_finite(self) -> bool {
        f32::is_finite(self)
    }
}

impl Float for f64 {
    fn is_finite(self) -> bool {
        f64::is_finite(self)
    }
}

/// `#[serde(with = "crate::wire::float")]` for a number that may be infinite or NaN (an
/// estimate with no basis): such a number is sent as its name (`inf`, `-inf`, `NaN`).
pub mod float {
    use super::{Deserialize, Deserializer, Float, Serializer};

    /// A number as it comes: a JSON number, or the name of one JSON cannot write.
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Sent<T> {
        Number(T),
        Named(String),
    }

    /// Sends the number, or the name of an infinity or a NaN.
    pub fn serialize<S: Serializer, T: Float>(value: &T, serializer: S) -> Result<S::Ok, S::Error> {
        if value.is_finite() {
            value.serialize(serializer)
        } else {
            serializer.collect_str(value)
        }
    }

    /// Takes a number, or the name of an infinity or a NaN.
    pub fn deserialize<'de, D: Deserializer<'de>, T: Float + Deserialize<'de>>(
        deserializer: D,
    ) -> Result<T, D::Error> {
        match Sent::<T>::deserialize(deserializer)? {
            Sent::Number(value) => Ok(value),
            Sent::Named(name) => name.parse().map_err(|_| {
                serde::de::Error::invalid_value(serde::de::Unexpected::Str(&name), &"a number")
            }),
        }
    }
}

/// `#[serde(with = "crate::wire::os_strings")]` for a command's program and arguments: sent as
/// text (serde sends an `OsString` only on Unix and Windows, not on the page), an argument that
/// is not Unicode with its stray bytes replaced. Only the window shows what the page receives.
pub mod os_strings {
    use std::ffi::OsString;

    use super::{Deserialize, Deserializer, Serialize, Serializer};

    /// Sends each as text.
    pub fn serialize<S: Serializer>(values: &[OsString], serializer: S) -> Result<S::Ok, S::Error> {
        let texts: Vec<String> = values
            .iter()
            .map(|value| value.to_string_lossy().into_owned())
            .collect();
        texts.serialize(serializer)
    }

    /// Takes each from its text.
    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Vec<OsString>, D::Error> {
        Ok(Vec::<String>::deserialize(deserializer)?
            .into_iter()
            .map(OsString::from)
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A field that holds an error, as the errors of the app hold one.
    #[derive(Debug, Serialize, Deserialize)]
    struct Holder {
        #[serde(with = "io_error")]
        error: io::Error,
        #[serde(with = "shared_io_error")]
        shared: Arc<io::Error>,
    }

    fn round_trip(error: io::Error) -> io::Error {
        let holder = Holder {
            shared: Arc::new(io::Error::new(error.kind(), error.to_string())),
            error,
        };
        let json = serde_json::to_string(&holder).expect("an error serialises");
        let back: Holder = serde_json::from_str(&json).expect("and comes back");
        assert_eq!(back.shared.kind(), back.error.kind());
        assert_eq!(back.shared.to_string(), back.error.to_string());
        back.error
    }

    #[test]
    fn every_kind_the_app_names_keeps_its_kind_and_message() {
        use io::ErrorKind as K;
        for kind in [
            K::NotFound,
            K::PermissionDenied,
            K::IsADirectory,
            K::NotADirectory,
            K::InvalidData,
            K::InvalidInput,
            K::Interrupted,
            K::ReadOnlyFilesystem,
            K::StorageFull,
            K::QuotaExceeded,
            K::FileTooLarge,
            K::BrokenPipe,
            K::UnexpectedEof,
            K::WriteZero,
            K::Unsupported,
            K::Other,
        ] {
            let back = round_trip(io::Error::new(kind, "the message, in full"));
            assert_eq!(back.kind(), kind);
            assert_eq!(back.to_string(), "the message, in full");
            let bare = round_trip(io::Error::from(kind));
            assert_eq!(bare.kind(), kind);
            assert_eq!(bare.to_string(), io::Error::from(kind).to_string());
        }
    }

    #[test]
    fn a_kind_the_app_does_not_name_arrives_as_other_with_its_message() {
        let back = round_trip(io::Error::new(io::ErrorKind::TimedOut, "too slow"));
        assert_eq!(back.kind(), io::ErrorKind::Other);
        assert_eq!(back.to_string(), "too slow");
    }

    #[test]
    #[cfg(not(target_arch = "wasm32"))]
    fn a_system_error_keeps_its_code_kind_and_message() {
        let error = std::fs::File::open("/no/such/folder/anywhere/file.txt")
            .expect_err("the file is not there");
        let (kind, message, code) = (error.kind(), error.to_string(), error.raw_os_error());
        assert!(code.is_some(), "the system gave a code");
        let back = round_trip(error);
        assert_eq!(back.kind(), kind);
        assert_eq!(back.to_string(), message);
        assert_eq!(back.raw_os_error(), code);
    }

    /// Numbers JSON cannot write.
    #[derive(Debug, Serialize, Deserialize)]
    struct Numbers {
        #[serde(with = "float")]
        wide: f64,
        #[serde(with = "float")]
        narrow: f32,
    }

    #[test]
    fn infinities_and_nan_come_back_and_numbers_come_back_exactly() {
        for (wide, narrow) in [
            (f64::INFINITY, f32::NEG_INFINITY),
            (f64::NAN, f32::NAN),
            (0.1 + 0.2, 1.0 / 3.0),
            (-1e300, f32::MIN_POSITIVE),
        ] {
            let json = serde_json::to_string(&Numbers { wide, narrow }).expect("numbers serialise");
            let back: Numbers = serde_json::from_str(&json).expect("and come back");
            assert_eq!(back.wide.to_bits(), wide.to_bits(), "{json}");
            assert_eq!(back.narrow.to_bits(), narrow.to_bits(), "{json}");
        }
        assert!(serde_json::from_str::<Numbers>(r#"{"wide":"many","narrow":1}"#).is_err());
    }
}
