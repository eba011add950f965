//! Numbers, sizes, durations and estimates as the window says them.

use crate::worker::Estimate;

pub use crate::units::{grouped, human_bytes};

/// A message of the library, which the command line prints as it is (`cannot write …`), as
/// the window shows it: a sentence, with a capital and a full stop.
pub fn sentence(message: &str) -> String {
    let mut chars = message.chars();
    let Some(first) = chars.next() else {
        return String::new();
    };
    let mut out: String = first.to_uppercase().chain(chars).collect();
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
}

/// `count` of `noun`, grouped, in the singular or the plural: `no solutions`, `1 solution`,
/// `14,772,512 solutions`. `noun` takes an `s` in the plural.
pub fn counted(count: u64, noun: &str) -> String {
    match count {
        0 => format!("no {noun}s"),
        1 => format!("1 {noun}"),
        _ => format!("{} {noun}s", grouped(count)),
    }
}

/// A byte count exactly, and also in KiB, MiB, … when that is shorter: `8 bytes`,
/// `7.1 KiB (7,259 bytes)`.
pub fn bytes_in_full(bytes: u64) -> String {
    if bytes < 1024 {
        counted(bytes, "byte")
    } else {
        format!("{} ({} bytes)", human_bytes(bytes), grouped(bytes))
    }
}

/// Why a file could not be read, as a sentence about the user's file rather than the system's
/// words (`No such file or directory (os error 2)`).
pub fn cannot_read(path: &std::path::Path, error: &std::io::Error) -> String {
    use std::io::ErrorKind;
    let why = match error.kind() {
        ErrorKind::NotFound => "there is no such file".to_string(),
        ErrorKind::PermissionDenied => "you may not read it".to_string(),
        ErrorKind::IsADirectory => "it is a folder, not a file".to_string(),
        ErrorKind::NotADirectory => "a part of its path is a file, not a folder".to_string(),
        ErrorKind::InvalidData | ErrorKind::InvalidInput => "it is not a text file".to_string(),
        ErrorKind::Interrupted => "reading it was interrupted".to_string(),
        kind => kind.to_string(),
    };
    format!("Cannot read {}: {why}.", path.display())
}

/// A year in seconds.
const YEAR: f64 = 365.25 * 86_400.0;

/// A time still to come as `45 s`, `12 min`, `3.5 h`, `2.1 days`; `?` when it is not known yet.
pub fn human_duration(seconds: f64) -> String {
    match seconds {
        s if !s.is_finite() => "?".to_string(),
        s if s < 90.0 => format!("{:.0} s", s.max(1.0)),
        s if s < 5400.0 => format!("{:.0} min", s / 60.0),
        s if s < 172_800.0 => format!("{:.1} h", s / 3600.0),
        s if s < 2.0 * YEAR => format!("{:.1} days", s / 86400.0),
        s if s < 1e15 * YEAR => format!("{} years", grouped((s / YEAR) as u64)),
        _ => "more years than the universe is old".to_string(),
    }
}

/// The time a job still needs, as the end of a sentence: `about 3 min left`, `less than a
/// second left`, or `time left unknown` before there is a basis for a guess.
pub fn time_left(seconds: f64) -> String {
    match seconds {
        s if !s.is_finite() => "time left unknown".to_string(),
        s if s < 1.0 => "less than a second left".to_string(),
        s => format!("about {} left", human_duration(s)),
    }
}

/// A time taken, in the unit that reads best: `45 µs`, `0.4 ms`, `35 ms`, `8.14 s`,
/// `2 min 5 s`, `1 h 12 min`.
pub fn human_elapsed(elapsed: std::time::Duration) -> String {
    let seconds = elapsed.as_secs_f64();
    let whole = elapsed.as_secs();
    match seconds {
        s if s < 0.001 => format!("{:.0} µs", (s * 1e6).max(1.0)),
        s if s < 0.01 => format!("{:.1} ms", s * 1e3),
        s if s < 1.0 => format!("{:.0} ms", s * 1e3),
        s if s < 60.0 => format!("{s:.2} s"),
        _ if whole < 3600 => format!("{} min {} s", whole / 60, whole % 60),
        _ => format!("{} h {} min", whole / 3600, whole % 3600 / 60),
    }
}

/// What a job that ran out of its time budget would still need, as the end of a sentence:
/// `; the rest would take about 3 min`, or nothing when there is no basis for a guess.
pub fn out_of_time(estimate: Estimate) -> String {
    match estimate {
        Estimate::About(seconds) => {
            format!("; the rest would take about {}", human_duration(seconds))
        }
        Estimate::MoreThan(seconds) => {
            format!(
                "; the rest would take more than {}",
                human_duration(seconds)
            )
        }
        Estimate::Unknown => String::new(),
    }
}

/// What the rest of a job would take, as a part of a sentence: `about 3 min`, `more than
/// 1.1 h`, or `an unknown time`.
pub fn estimate_words(estimate: Estimate) -> String {
    match estimate {
        Estimate::About(seconds) => format!("about {}", human_duration(seconds)),
        Estimate::MoreThan(seconds) => format!("more than {}", human_duration(seconds)),
        Estimate::Unknown => "an unknown time".to_string(),
    }
}

/// A rate as `950`, `12.3 k`, `5.2 M`, …
pub fn human_count(value: f64) -> String {
    match value {
        v if v >= 1e9 => format!("{:.1} G", v / 1e9),
        v if v >= 1e6 => format!("{:.1} M", v / 1e6),
        v if v >= 1e3 => format!("{:.1} k", v / 1e3),
        v => format!("{v:.0}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_well() {
        assert_eq!(human_count(5_200_000.0), "5.2 M");
    }

    #[test]
    fn a_library_message_becomes_a_sentence() {
        assert_eq!(
            sentence("cannot write /tmp: it is a folder"),
            "Cannot write /tmp: it is a folder."
        );
        assert_eq!(sentence("Done."), "Done.");
        assert_eq!(sentence(""), "");
    }

    #[test]
    fn counts_are_singular_or_plural() {
        assert_eq!(counted(0, "solution"), "no solutions");
        assert_eq!(counted(1, "solution"), "1 solution");
        assert_eq!(counted(14_200, "solution"), "14,200 solutions");
        assert_eq!(bytes_in_full(8), "8 bytes");
        assert_eq!(bytes_in_full(1), "1 byte");
        assert_eq!(bytes_in_full(7259), "7.1 KiB (7,259 bytes)");
        let missing = std::io::Error::from_raw_os_error(2);
        assert_eq!(
            cannot_read(std::path::Path::new("/tmp/answer.txt"), &missing),
            "Cannot read /tmp/answer.txt: there is no such file."
        );
    }

    #[test]
    fn durations_read_in_their_best_unit() {
        use std::time::Duration;
        assert_eq!(time_left(0.3), "less than a second left");
        assert_eq!(time_left(12.4), "about 12 s left");
        assert_eq!(time_left(f64::NAN), "time left unknown");
        assert_eq!(time_left(600.0), "about 10 min left");
        assert_eq!(human_elapsed(Duration::from_micros(45)), "45 µs");
        assert_eq!(human_elapsed(Duration::from_micros(2400)), "2.4 ms");
        assert_eq!(human_elapsed(Duration::from_millis(35)), "35 ms");
        assert_eq!(human_elapsed(Duration::from_millis(8139)), "8.14 s");
        assert_eq!(human_elapsed(Duration::from_secs(125)), "2 min 5 s");
        assert_eq!(human_elapsed(Duration::from_mins(72)), "1 h 12 min");
    }
}
