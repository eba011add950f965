//! Numbers, sizes, durations and estimates as the window says them.

use std::io;
use std::path::Path;

use super::i18n::{Message, language};
use crate::atomic::WriteError;
use crate::board::Symmetry;
use crate::worker::Estimate;
use crate::{message, tr};

pub use crate::units::grouped;

/// A size in bytes, KiB, MiB, …: `512 bytes`, `3.6 KiB`. A [`Message`], so that a message kept
/// to show later says its size in the language of the moment it is shown.
pub fn human_bytes(bytes: u64) -> Message {
    if bytes < 1024 {
        message!("bytes", count = bytes)
    } else {
        message!("binary-size", size = crate::units::human_bytes(bytes))
    }
}

/// A byte count exactly, and also in KiB, MiB, … when that is shorter: `8 bytes`,
/// `7.1 KiB (7,259 bytes)`.
pub fn bytes_in_full(bytes: u64) -> Message {
    if bytes < 1024 {
        message!("bytes", count = bytes)
    } else {
        message!("bytes-in-full", size = human_bytes(bytes), count = bytes)
    }
}

/// Why a file could not be read, as a sentence about the user's file rather than the system's
/// words (`No such file or directory (os error 2)`).
pub fn cannot_read(path: &Path, error: &io::Error) -> Message {
    message!(
        "cannot-read",
        path = crate::platform::path_shown(path),
        why = io_reason(error, path)
    )
}

/// Why reading or writing `path` failed, in the user's words rather than the system's.
fn io_reason(error: &io::Error, path: &Path) -> Message {
    use io::ErrorKind;
    let folder = folder_of(path);
    match error.kind() {
        ErrorKind::NotFound => message!("io-not-found"),
        ErrorKind::PermissionDenied => message!("io-permission", folder = folder),
        ErrorKind::IsADirectory => message!("io-is-folder"),
        ErrorKind::NotADirectory => message!("io-not-folder"),
        ErrorKind::InvalidData | ErrorKind::InvalidInput => message!("io-not-text"),
        ErrorKind::Interrupted => message!("io-interrupted"),
        ErrorKind::ReadOnlyFilesystem => message!("io-read-only", folder = folder),
        ErrorKind::StorageFull => message!("io-disk-full"),
        ErrorKind::QuotaExceeded => message!("io-quota"),
        ErrorKind::FileTooLarge => message!("io-too-large"),
        ErrorKind::BrokenPipe => message!("io-broken-pipe"),
        _ => match error.raw_os_error() {
            Some(code) => message!("io-other-code", code = code.to_string()),
            None => message!("io-other"),
        },
    }
}

/// The folder of `path`, named.
fn folder_of(path: &Path) -> Message {
    match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => {
            message!("folder", path = parent.display())
        }
        _ => message!("this-folder"),
    }
}

/// Why a file could not be written, from the library's [`WriteError`].
pub fn cannot_write(error: &WriteError) -> Message {
    match error {
        WriteError::NoFolder { path } => message!(
            "write-no-folder",
            path = crate::platform::path_shown(path),
            folder = path.parent().unwrap_or(path).display()
        ),
        WriteError::IsFolder { path } => {
            message!("write-is-folder", path = crate::platform::path_shown(path))
        }
        // The page's files are kept by the browser, within what it lets the page store.
        WriteError::NoSpace {
            path,
            needed,
            available,
        } if crate::platform::IN_A_BROWSER => message!(
            "write-no-space-in-browser",
            path = crate::platform::path_shown(path),
            needed = bytes_in_full(*needed),
            free = human_bytes(*available)
        ),
        WriteError::NoSpace {
            path,
            needed,
            available,
        } => message!(
            "write-no-space",
            path = crate::platform::path_shown(path),
            needed = bytes_in_full(*needed),
            free = human_bytes(*available)
        ),
        WriteError::InUse { path } => {
            message!("write-in-use", path = crate::platform::path_shown(path))
        }
        WriteError::Io { path, source } => message!(
            "write-failed",
            path = crate::platform::path_shown(path),
            why = match source.kind() {
                io::ErrorKind::NotFound => message!("io-cannot-make", folder = folder_of(path)),
                io::ErrorKind::PermissionDenied =>
                    message!("io-may-not-write", folder = folder_of(path)),
                _ => io_reason(source, path),
            }
        ),
    }
}

/// Why a count (or an export that ends with one) did not start: its tables would need more
/// memory than is free.
pub fn no_memory_to_count(n: usize, available: u64) -> Message {
    message!("count-no-memory", n = n, free = human_bytes(available))
}

/// A year in seconds.
const YEAR: f64 = 365.25 * 86_400.0;

/// A time past which years are not counted: it is longer than the universe is old, and says
/// so without "about" (`about more years than the universe is old` would not be a sentence).
const BEYOND_YEARS: f64 = 1e15 * YEAR;

/// A time still to come as `45 s`, `12 min`, `3.5 h`, `2.1 days`; `?` when it is not known yet.
pub fn human_duration(seconds: f64) -> Message {
    match seconds {
        s if !s.is_finite() => message!("unknown-duration"),
        s if s < 90.0 => message!("seconds", value = format!("{:.0}", s.max(1.0))),
        s if s < 5400.0 => message!("minutes", value = format!("{:.0}", s / 60.0)),
        s if s < 172_800.0 => message!("hours", value = format!("{:.1}", s / 3600.0)),
        s if s < 2.0 * YEAR => message!("days", value = format!("{:.1}", s / 86400.0)),
        s if s < BEYOND_YEARS => message!("years", count = (s / YEAR) as u64),
        _ => message!("older-than-the-universe"),
    }
}

/// The time a job still needs, as the end of a sentence: `about 3 min left`, `less than a
/// second left`, `more than 20 s left` while its pace is not known, or `time left unknown`
/// before there is a basis for a guess.
pub fn time_left(estimate: Estimate) -> Message {
    match estimate {
        Estimate::About(s) | Estimate::MoreThan(s) if !s.is_finite() => {
            message!("time-left-unknown")
        }
        Estimate::About(s) | Estimate::MoreThan(s) if s >= BEYOND_YEARS => {
            message!("time-left-beyond-years")
        }
        Estimate::About(s) if s < 1.0 => message!("time-left-under-a-second"),
        Estimate::About(s) => message!("time-left", time = human_duration(s)),
        Estimate::MoreThan(s) => message!("time-left-more-than", time = human_duration(s)),
        Estimate::Unknown => message!("time-left-unknown"),
    }
}

/// A time taken, in the unit that reads best: `45 µs`, `0.4 ms`, `35 ms`, `8.14 s`,
/// `2 min 5 s`, `1 h 12 min`.
pub fn human_elapsed(elapsed: std::time::Duration) -> Message {
    let seconds = elapsed.as_secs_f64();
    let whole = elapsed.as_secs();
    match seconds {
        s if s < 0.001 => message!("microseconds", value = format!("{:.0}", (s * 1e6).max(1.0))),
        s if s < 0.01 => message!("milliseconds", value = format!("{:.1}", s * 1e3)),
        s if s < 1.0 => message!("milliseconds", value = format!("{:.0}", s * 1e3)),
        s if s < 60.0 => message!("seconds", value = format!("{s:.2}")),
        _ if whole < 3600 => message!(
            "minutes-seconds",
            minutes = whole / 60,
            seconds = whole % 60
        ),
        _ => message!(
            "hours-minutes",
            hours = whole / 3600,
            minutes = whole % 3600 / 60
        ),
    }
}

/// What a job that ran out of its time budget would still need, as the end of a sentence:
/// `; the rest would take about 3 min`, or nothing when there is no basis for a guess.
pub fn out_of_time(estimate: Estimate) -> Message {
    match estimate {
        Estimate::Unknown => message!("nothing"),
        known => message!("rest-would-take", time = estimate_words(known)),
    }
}

/// What the rest of a job would take, as a part of a sentence: `about 3 min`, `more than
/// 1.1 h`, or `an unknown time`.
pub fn estimate_words(estimate: Estimate) -> Message {
    match estimate {
        Estimate::About(seconds) | Estimate::MoreThan(seconds) if seconds >= BEYOND_YEARS => {
            human_duration(seconds)
        }
        Estimate::About(seconds) => message!("about", time = human_duration(seconds)),
        Estimate::MoreThan(seconds) => message!("more-than", time = human_duration(seconds)),
        Estimate::Unknown => message!("unknown-time"),
    }
}

/// A symmetry of the square, as the window names it: `rotated 90°`, `mirrored left-right`.
pub fn symmetry_name(symmetry: Symmetry) -> String {
    match symmetry {
        Symmetry::Identity => tr!("symmetry-identity"),
        Symmetry::Rotate90 => tr!("symmetry-rotate-90"),
        Symmetry::Rotate180 => tr!("symmetry-rotate-180"),
        Symmetry::Rotate270 => tr!("symmetry-rotate-270"),
        Symmetry::MirrorColumns => tr!("symmetry-mirror-columns"),
        Symmetry::MirrorRows => tr!("symmetry-mirror-rows"),
        Symmetry::Transpose => tr!("symmetry-transpose"),
        Symmetry::AntiTranspose => tr!("symmetry-anti-transpose"),
    }
}

/// A rate in this thread's language: `950`, `12.3 k`, `5.2 M` in English; by ten thousands
/// and hundred millions in Chinese (`520 万`, `3.1 亿`) and Korean (`4,952만`, `3.1억`), as
/// those languages count.
pub fn human_count(value: f64) -> String {
    let Some((ten_thousands, hundred_millions)) = language().myriads() else {
        return match value {
            v if v >= 1e9 => format!("{:.1} G", v / 1e9),
            v if v >= 1e6 => format!("{:.1} M", v / 1e6),
            v if v >= 1e3 => format!("{:.1} k", v / 1e3),
            v => format!("{v:.0}"),
        };
    };
    // One decimal while it says something (`5.2 万`), whole and grouped past it (`4,952 万`).
    let in_unit = |units: f64| match units {
        u if u < 10.0 => format!("{u:.1}"),
        u => grouped(u.round() as u64),
    };
    match value {
        v if v >= 1e8 => format!("{}{hundred_millions}", in_unit(v / 1e8)),
        v if v >= 1e4 => format!("{}{ten_thousands}", in_unit(v / 1e4)),
        v => grouped(v.round() as u64),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::Language;

    #[test]
    fn rates_are_counted_as_each_language_counts() {
        let rate = |language, value| {
            super::super::i18n::set_language(language);
            human_count(value)
        };
        assert_eq!(rate(Language::English, 5_200_000.0), "5.2 M");
        assert_eq!(rate(Language::English, 950.0), "950");
        assert_eq!(rate(Language::Chinese, 5_203_000.0), "520 万");
        assert_eq!(rate(Language::Chinese, 52_000.0), "5.2 万");
        assert_eq!(rate(Language::Chinese, 310_000_000.0), "3.1 亿");
        assert_eq!(rate(Language::Chinese, 9_500.0), "9,500");
        assert_eq!(rate(Language::Korean, 49_518_000.0), "4,952만");
        assert_eq!(rate(Language::Korean, 310_000_000.0), "3.1억");
        assert_eq!(rate(Language::Korean, 1_234_500_000_000.0), "12,345억");
        super::super::i18n::set_language(Language::English);
    }

    #[test]
    fn a_write_error_is_said_in_each_language() {
        let error = WriteError::IsFolder {
            path: "/tmp".into(),
        };
        let said = cannot_write(&error);
        assert_eq!(
            said.in_language(Language::English),
            "Cannot write /tmp: it is a folder; give the name of a file in it."
        );
        assert!(said.in_language(Language::Chinese).contains("文件夹"));
        assert!(said.in_language(Language::Korean).contains("폴더"));
    }

    /// Each piece a message is filled with fits where it goes: an estimate that says "about"
    /// itself, a folder that names itself a folder.
    #[test]
    fn the_pieces_of_a_sentence_fit_together_in_every_language() {
        let rest = out_of_time(Estimate::About(180.0));
        assert_eq!(
            rest.in_language(Language::English),
            "; the rest would take about 3 min"
        );
        assert_eq!(
            rest.in_language(Language::Chinese),
            "，剩下的部分还需要大约 3 分钟"
        );
        assert_eq!(
            rest.in_language(Language::Korean),
            " (남은 작업: 약 3분 예상)"
        );
        let unknown = estimate_words(Estimate::Unknown);
        assert_eq!(unknown.in_language(Language::Korean), "알 수 없음");
        let forever = estimate_words(Estimate::About(1e40));
        assert_eq!(
            forever.in_language(Language::English),
            "more years than the universe is old"
        );
        assert_eq!(
            time_left(Estimate::About(1e40)).in_language(Language::English),
            "more years left than the universe is old"
        );
        // A file named without its folder is written in the current one.
        let error = WriteError::Io {
            path: "answer.txt".into(),
            source: io::Error::from(io::ErrorKind::NotFound),
        };
        assert_eq!(
            cannot_write(&error).in_language(Language::Korean),
            "answer.txt 파일을 쓸 수 없습니다: 현재 폴더에 파일을 만들 수 없습니다."
        );
        let error = WriteError::Io {
            path: "/tmp/answer.txt".into(),
            source: io::Error::from(io::ErrorKind::PermissionDenied),
        };
        assert_eq!(
            cannot_write(&error).in_language(Language::Korean),
            "/tmp/answer.txt 파일을 쓸 수 없습니다: /tmp 폴더에 쓸 권한이 없습니다."
        );
    }

    #[test]
    fn counts_are_singular_or_plural() {
        let english = |said: Message| said.in_language(Language::English);
        assert_eq!(english(bytes_in_full(8)), "8 bytes");
        assert_eq!(english(bytes_in_full(1)), "1 byte");
        assert_eq!(english(bytes_in_full(7259)), "7.1 KiB (7,259 bytes)");
        let missing = std::io::Error::from_raw_os_error(2);
        assert_eq!(
            cannot_read(Path::new("/tmp/answer.txt"), &missing).to_string(),
            "Cannot read /tmp/answer.txt: there is no such file."
        );
    }

    #[test]
    fn durations_read_in_their_best_unit() {
        use std::time::Duration;
        let left = |seconds| time_left(Estimate::About(seconds)).to_string();
        let took = |elapsed| human_elapsed(elapsed).to_string();
        assert_eq!(left(0.3), "less than a second left");
        assert_eq!(left(12.4), "about 12 s left");
        assert_eq!(left(f64::NAN), "time left unknown");
        assert_eq!(left(600.0), "about 10 min left");
        let more_than = time_left(Estimate::MoreThan(20.0)).to_string();
        assert_eq!(more_than, "more than 20 s left");
        assert_eq!(
            time_left(Estimate::Unknown).to_string(),
            "time left unknown"
        );
        assert_eq!(took(Duration::from_micros(45)), "45 µs");
        assert_eq!(took(Duration::from_micros(2400)), "2.4 ms");
        assert_eq!(took(Duration::from_millis(35)), "35 ms");
        assert_eq!(took(Duration::from_millis(8139)), "8.14 s");
        assert_eq!(took(Duration::from_secs(125)), "2 min 5 s");
        assert_eq!(took(Duration::from_mins(72)), "1 h 12 min");
        assert_eq!(
            human_elapsed(Duration::from_secs(125))
                .in_language(super::super::i18n::Language::Korean),
            "2분 5초"
        );
    }
}
