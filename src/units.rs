//! Numbers for people, in English: digit grouping and byte sizes, for the command line's
//! messages and the window's.

/// `14772512` as `14,772,512`.
pub fn grouped(number: u64) -> String {
    let digits = number.to_string();
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
        format!("{value:.1} {}", UNITS[unit])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_well() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(92), "92");
        assert_eq!(grouped(14_772_512), "14,772,512");
        assert_eq!(human_bytes(7259), "7.1 KiB");
        assert_eq!(human_bytes(12), "12 bytes");
    }
}
