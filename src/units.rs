//! Numbers for people, in English: digit grouping and byte sizes, for the command line's
//! messages and the window's.

/// `14772512` as `14,772,512`.
pub fn grouped(number: u64) -> String {
    grouped_digits(&number.to_string())
}

/// A number's decimal digits (no sign, no leading zero) grouped as [`grouped`] groups them,
/// for numbers past `u64`.
pub fn grouped_digits(digits: &str) -> String {
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// A byte count as `7.1 KiB`, `4.3 GiB`, …
pub fn human_bytes(bytes: u64) -> String {
    const UNITS: [&str; 6] = ["bytes", "KiB", "MiB", "GiB", "TiB", "PiB"];
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{bytes} bytes")
    } else {
        // Grouped too, past the largest unit: `14,976.0 PiB`.
        let shown = format!("{value:.1}");
        let (whole, tenth) = shown.split_once('.').unwrap_or((&shown, "0"));
        let whole: u64 = whole.parse().unwrap_or_default();
        format!("{}.{tenth} {}", grouped(whole), UNITS[unit])
    }
}

/// An `n`×`n` board with its article: `an 8×8 board`, `a 12×12 board` (eight, eleven and
/// eighteen begin with a vowel sound).
pub fn a_board(n: usize) -> String {
    let article = if matches!(n, 8 | 11 | 18) || (80..90).contains(&n) {
        "an"
    } else {
        "a"
    };
    format!("{article} {n}×{n} board")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_well() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(92), "92");
        assert_eq!(grouped(14_772_512), "14,772,512");
        assert_eq!(
            grouped_digits("99999999999999999999"),
            "99,999,999,999,999,999,999"
        );
        assert_eq!(grouped_digits("123"), "123");
        assert_eq!(human_bytes(7259), "7.1 KiB");
        assert_eq!(human_bytes(12), "12 bytes");
        assert_eq!(human_bytes(u64::MAX), "16,384.0 PiB");
        assert_eq!(a_board(8), "an 8×8 board");
        assert_eq!(a_board(11), "an 11×11 board");
        assert_eq!(a_board(12), "a 12×12 board");
        assert_eq!(a_board(1), "a 1×1 board");
    }
}
