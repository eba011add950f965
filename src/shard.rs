//! The text of a count split over machines: `--shard I/K`, the line each shard prints, and
//! `count --sum`, which adds the lines up and refuses a set that is not whole.
//!
//! A shard line reads `n=16 shard=3/8 total=1846208 symmetric=0`: the solutions the shard
//! found, and the solutions each of the seven symmetries other than the identity leaves
//! unchanged, summed (shard 1 counts those; see [`crate::solve::count`]). The sum of the shards
//! gives the classes by Burnside's lemma.

use std::io::{self, BufRead, Read as _};
use std::sync::atomic::{AtomicBool, Ordering};

use crate::board::MAX_N;
use crate::solve::count::{Counts, Shard, ShardCounts, work_unit_count};
use crate::solve::known_counts;

/// The longest line `--sum` reads: a shard line, `n=N shard=I/K total=T symmetric=S`, with room
/// to spare; a longer line is refused before its end is read.
pub const LONGEST_SHARD_LINE: usize = 160;

/// What is wrong with a shard, a shard line or a set of them. Each variant's message says what
/// its fields hold.
#[expect(
    missing_docs,
    reason = "each variant's message says what its fields hold"
)]
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShardError {
    #[error("a shard is I/K with 1 <= I <= K, such as 3/8; not `{0}`")]
    NotAShard(String),
    #[error(
        "a count of N = {n} splits into {units} work units, so into at most {units} shards, not {of}"
    )]
    TooManyShards { n: usize, units: usize, of: usize },
    #[error("not a shard result (n=N shard=I/K total=T symmetric=S): `{0}`")]
    NotAShardLine(String),
    #[error("{name}={text} is not a whole number below 2^64, in `{line}`")]
    NotANumber {
        name: &'static str,
        text: String,
        line: String,
    },
    #[error("n={0} is not a board size from 1 to {MAX_N}")]
    NotABoardSize(u64),
    #[error("symmetric={symmetric} in shard {index}: only shard 1 counts the symmetric solutions")]
    SymmetricOutsideTheFirst { index: usize, symmetric: u64 },
    #[error(
        "total={total} symmetric={symmetric} is more than N = {n} has ({known} solutions, each fixed by at most 7 symmetries)"
    )]
    MoreThanKnown {
        n: usize,
        total: u64,
        symmetric: u64,
        known: u64,
    },
    #[error("no shard results to add up")]
    Nothing,
    #[error(
        "{place}: shard {index}/{of} of N = {n} does not belong with shards of {expected_of} for N = {expected_n}"
    )]
    Stranger {
        place: String,
        index: usize,
        of: usize,
        n: usize,
        expected_of: usize,
        expected_n: usize,
    },
    #[error(
        "incomplete set of {of} shards for N = {n}: {}",
        incomplete(missing, repeated)
    )]
    Incomplete {
        n: usize,
        of: usize,
        /// The shards no line gave.
        missing: Vec<usize>,
        /// The shards given more than once, each with every place it was read.
        repeated: Vec<(usize, Vec<String>)>,
    },
    #[error("{0}: the counts add up to more than 2^64")]
    Overflow(String),
    #[error(
        "the shards add up to {total} solutions, {unique} unique, but N = {n} has {known_total} and {known_unique}"
    )]
    NotTheKnownCounts {
        n: usize,
        total: u64,
        unique: u64,
        known_total: u64,
        known_unique: u64,
    },
    #[error(
        "the shards add up to {total} solutions and {symmetric} symmetric ones, which cannot be whole classes (their sum must be a multiple of 8, and the symmetric ones at most 7 times the solutions)"
    )]
    NotWholeClasses { total: u64, symmetric: u64 },
}

/// "shard 2, 5 missing; shard 3 twice (a:1, b:1)".
fn incomplete(missing: &[usize], repeated: &[(usize, Vec<String>)]) -> String {
    let mut parts = Vec::new();
    if !missing.is_empty() {
        let list: Vec<String> = missing.iter().map(ToString::to_string).collect();
        parts.push(format!("shard {} missing", list.join(", ")));
    }
    for (index, sources) in repeated {
        let times = match sources.len() {
            2 => "twice".to_string(),
            k => format!("{k} times"),
        };
        parts.push(format!("shard {index} {times} ({})", sources.join(", ")));
    }
    parts.join("; ")
}

impl std::str::FromStr for Shard {
    type Err = ShardError;

    /// Reads `I/K`, as in `--shard 3/8`.
    fn from_str(text: &str) -> Result<Self, ShardError> {
        let wrong = || ShardError::NotAShard(text.chars().take(40).collect());
        let (index, of) = text.split_once('/').ok_or_else(wrong)?;
        let index: usize = index.trim().parse().map_err(|_| wrong())?;
        let of: usize = of.trim().parse().map_err(|_| wrong())?;
        if index == 0 || index > of {
            return Err(wrong());
        }
        Ok(Self { index, of })
    }
}

impl Shard {
    /// Whether a count of `n` can be split into `of` shards: no more than its work units.
    pub fn check_for(self, n: usize) -> Result<(), ShardError> {
        let units = work_unit_count(n);
        if self.of > units {
            return Err(ShardError::TooManyShards {
                n,
                units,
                of: self.of,
            });
        }
        Ok(())
    }
}

/// The counts of one shard, as `nqueens count N --shard I/K` prints them and `--sum` reads them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardResult {
    /// The board size.
    pub n: usize,
    /// Which part.
    pub shard: Shard,
    /// What the part counted.
    pub counts: ShardCounts,
}

impl std::fmt::Display for ShardResult {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "n={} shard={}/{} total={} symmetric={}",
            self.n, self.shard.index, self.shard.of, self.counts.total, self.counts.symmetric
        )
    }
}

impl std::str::FromStr for ShardResult {
    type Err = ShardError;

    /// Reads a shard line and checks every number in it against the others: N on the board
    /// sizes, the shard within N's work units, the counts within what N has (where that is
    /// known).
    fn from_str(line: &str) -> Result<Self, ShardError> {
        let shown: String = line.chars().take(80).collect();
        let wrong = || ShardError::NotAShardLine(shown.clone());
        let mut fields = line.split_whitespace();
        let mut field = |name: &str| {
            fields
                .next()
                .and_then(|field| field.strip_prefix(name))
                .and_then(|field| field.strip_prefix('='))
                .ok_or_else(wrong)
        };
        let number = |name: &'static str, text: &str| {
            text.parse::<u64>().map_err(|_| ShardError::NotANumber {
                name,
                text: text.chars().take(40).collect(),
                line: shown.clone(),
            })
        };
        let n = number("n", field("n")?)?;
        if !(1..=MAX_N as u64).contains(&n) {
            return Err(ShardError::NotABoardSize(n));
        }
        let n = n as usize;
        let shard: Shard = field("shard")?.parse()?;
        shard.check_for(n)?;
        let total = number("total", field("total")?)?;
        let symmetric = number("symmetric", field("symmetric")?)?;
        if fields.next().is_some() {
            return Err(wrong());
        }
        if symmetric > 0 && shard.index != 1 {
            return Err(ShardError::SymmetricOutsideTheFirst {
                index: shard.index,
                symmetric,
            });
        }
        if let Some(known) = known_counts(n)
            && (total > known.total || symmetric / 7 > known.total)
        {
            return Err(ShardError::MoreThanKnown {
                n,
                total,
                symmetric,
                known: known.total,
            });
        }
        Ok(Self {
            n,
            shard,
            counts: ShardCounts { total, symmetric },
        })
    }
}

/// Adds up shard results, refusing a set with shards missing or repeated (naming them all),
/// from another count, or adding up to other than N's known counts. Each result comes with
/// where it was read, for the messages.
pub fn sum_shards(results: &[(String, ShardResult)]) -> Result<(usize, Counts), ShardError> {
    let Some((_, first)) = results.first() else {
        return Err(ShardError::Nothing);
    };
    let (n, of) = (first.n, first.shard.of);
    let mut seen: Vec<Vec<&str>> = vec![Vec::new(); of];
    let mut sum = ShardCounts::default();
    for (source, result) in results {
        if result.n != n || result.shard.of != of {
            return Err(ShardError::Stranger {
                place: source.clone(),
                index: result.shard.index,
                of: result.shard.of,
                n: result.n,
                expected_of: of,
                expected_n: n,
            });
        }
        seen[result.shard.index - 1].push(source);
        let (Some(total), Some(symmetric)) = (
            sum.total.checked_add(result.counts.total),
            sum.symmetric.checked_add(result.counts.symmetric),
        ) else {
            return Err(ShardError::Overflow(source.clone()));
        };
        sum = ShardCounts { total, symmetric };
    }
    let missing: Vec<usize> = (1..=of)
        .filter(|index| seen[index - 1].is_empty())
        .collect();
    let repeated: Vec<(usize, Vec<String>)> = (1..=of)
        .filter(|index| seen[index - 1].len() > 1)
        .map(|index| {
            let sources = seen[index - 1].iter().map(ToString::to_string).collect();
            (index, sources)
        })
        .collect();
    if !missing.is_empty() || !repeated.is_empty() {
        return Err(ShardError::Incomplete {
            n,
            of,
            missing,
            repeated,
        });
    }
    let Some(counts) = sum.classes() else {
        return Err(ShardError::NotWholeClasses {
            total: sum.total,
            symmetric: sum.symmetric,
        });
    };
    if let Some(known) = known_counts(n).filter(|known| *known != counts) {
        return Err(ShardError::NotTheKnownCounts {
            n,
            total: counts.total,
            unique: counts.unique,
            known_total: known.total,
            known_unique: known.unique,
        });
    }
    Ok((n, counts))
}

/// Why the shard lines of a file could not be read. A place is `FILE:LINE`.
#[derive(Debug, thiserror::Error)]
pub enum ShardReadError {
    /// Reading failed.
    #[error("{0}")]
    Unreadable(#[from] io::Error),
    /// A line longer than any shard line, refused before its end was read.
    #[error(
        "{place}: a line of more than {LONGEST_SHARD_LINE} characters; a shard line is never that long"
    )]
    LineTooLong {
        /// Where the line starts.
        place: String,
    },
    /// A line that is not UTF-8.
    #[error("{place}: not text")]
    NotText {
        /// Where the line is.
        place: String,
    },
    /// A line that is not a shard line, or one whose numbers do not hold together.
    #[error("{place}: {error}")]
    NotAShardResult {
        /// Where the line is.
        place: String,
        /// What is wrong with it.
        error: ShardError,
    },
    /// The cancel flag was set between two lines.
    #[error("reading the shard lines was cancelled")]
    Cancelled,
}

/// Reads every shard line of `input` (the file `name`), each with its place `name:LINE` for the
/// messages of [`sum_shards`]; blank lines are skipped. A line is read only as far as a shard
/// line can go, so that no file, however long its lines, fills memory.
pub fn read_shard_lines(
    mut input: impl BufRead,
    name: &str,
    cancel: &AtomicBool,
) -> Result<Vec<(String, ShardResult)>, ShardReadError> {
    let mut results = Vec::new();
    let mut line = Vec::new();
    let limit = LONGEST_SHARD_LINE as u64 + 1;
    for number in 1.. {
        if cancel.load(Ordering::Relaxed) {
            return Err(ShardReadError::Cancelled);
        }
        let place = format!("{name}:{number}");
        line.clear();
        if (&mut input).take(limit).read_until(b'\n', &mut line)? == 0 {
            break;
        }
        if line.last() != Some(&b'\n') && line.len() as u64 == limit {
            return Err(ShardReadError::LineTooLong { place });
        }
        let Ok(text) = std::str::from_utf8(&line) else {
            return Err(ShardReadError::NotText { place });
        };
        if text.trim().is_empty() {
            continue;
        }
        match text.trim().parse::<ShardResult>() {
            Ok(result) => results.push((place, result)),
            Err(error) => return Err(ShardReadError::NotAShardResult { place, error }),
        }
    }
    Ok(results)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::count::{CountOptions, count_shard};

    fn line(n: usize, index: usize, of: usize, total: u64, symmetric: u64) -> ShardResult {
        let counts = ShardCounts { total, symmetric };
        let shard = Shard { index, of };
        let text = ShardResult { n, shard, counts }.to_string();
        text.parse().unwrap()
    }

    #[test]
    fn shards_of_a_real_count_add_up_to_the_known_counts() {
        for n in [8, 12, 13] {
            for of in [1, 2, 5, 16] {
                let results: Vec<(String, ShardResult)> = (1..=of)
                    .map(|index| {
                        let shard = Shard { index, of };
                        let options = CountOptions::default();
                        let counts = count_shard(n, shard, &options).unwrap();
                        let result = ShardResult { n, shard, counts };
                        (format!("part{index}"), result.to_string().parse().unwrap())
                    })
                    .collect();
                assert_eq!(
                    sum_shards(&results),
                    Ok((n, known_counts(n).unwrap())),
                    "n = {n} in {of} shards"
                );
            }
        }
    }

    #[test]
    fn shard_lines_are_read_with_their_places_and_a_long_line_is_refused_unread() {
        let never = AtomicBool::new(false);
        let text = "n=8 shard=1/2 total=40 symmetric=4\n\n  \nn=8 shard=2/2 total=52 symmetric=0";
        let read = read_shard_lines(text.as_bytes(), "a", &never).unwrap();
        let places: Vec<&str> = read.iter().map(|(place, _)| place.as_str()).collect();
        assert_eq!(places, ["a:1", "a:4"]);
        assert_eq!(sum_shards(&read), Ok((8, known_counts(8).unwrap())));

        let endless = "n=8 ".repeat(1 << 20);
        let error = read_shard_lines(endless.as_bytes(), "b", &never).unwrap_err();
        assert!(
            matches!(&error, ShardReadError::LineTooLong { place } if place == "b:1"),
            "{error}"
        );
        let error = read_shard_lines(&b"\n\xff\n"[..], "c", &never).unwrap_err();
        assert!(
            matches!(&error, ShardReadError::NotText { place } if place == "c:2"),
            "{error}"
        );
        let cancelled = AtomicBool::new(true);
        let error = read_shard_lines(text.as_bytes(), "d", &cancelled).unwrap_err();
        assert!(matches!(error, ShardReadError::Cancelled), "{error}");
    }

    #[test]
    fn a_set_with_shards_missing_and_repeated_names_them_all() {
        // N = 28: no published total to hold the sum to.
        let at = |place: &str, result| (place.to_string(), result);
        let parts = [
            at("a:1", line(28, 1, 8, 10, 6)),
            at("a:2", line(28, 3, 8, 10, 0)),
            at("b:1", line(28, 3, 8, 10, 0)),
            at("b:2", line(28, 6, 8, 10, 0)),
            at("c:1", line(28, 6, 8, 10, 0)),
            at("c:2", line(28, 6, 8, 10, 0)),
        ];
        let error = sum_shards(&parts).unwrap_err().to_string();
        assert_eq!(
            error,
            "incomplete set of 8 shards for N = 28: shard 2, 4, 5, 7, 8 missing; \
             shard 3 twice (a:2, b:1); shard 6 3 times (b:2, c:1, c:2)"
        );
    }

    #[test]
    fn every_number_of_a_shard_line_is_bounded_and_checked_against_the_others() {
        let refused = |text: &str, why: &str| {
            let error = text.parse::<ShardResult>().unwrap_err().to_string();
            assert!(error.contains(why), "{text}: {error}");
        };
        refused(
            "n=8 shard=1/100000000000000000 total=5 symmetric=0",
            "at most",
        );
        refused(
            "n=8 shard=1/2 total=99999999999999999999 symmetric=0",
            "below 2^64",
        );
        refused("n=8 shard=1/2 total=93 symmetric=0", "more than N = 8 has");
        refused("n=8 shard=2/2 total=10 symmetric=4", "only shard 1");
        refused("n=0 shard=1/2 total=1 symmetric=0", "not a board size");
        refused("n=33 shard=1/2 total=1 symmetric=0", "not a board size");
        refused(
            "n=8 shard=1/2 total=1 symmetric=0 extra=1",
            "not a shard result",
        );
        refused("n=8 shard=3/2 total=1 symmetric=0", "1 <= I <= K");
        refused("n=12 shard=1/3 total=x symmetric=1", "not a whole number");
        // Whole, but not N's counts.
        let error = sum_shards(&[
            ("a".into(), line(8, 1, 2, 40, 4)),
            ("b".into(), line(8, 2, 2, 44, 0)),
        ])
        .unwrap_err();
        assert!(
            error.to_string().contains("but N = 8 has 92 and 12"),
            "{error}"
        );
        // Not whole classes.
        let error = sum_shards(&[("a".into(), line(28, 1, 1, 10, 1))]).unwrap_err();
        assert!(
            error.to_string().contains("cannot be whole classes"),
            "{error}"
        );
        // More symmetric solutions than seven symmetries can fix, though their sum is whole.
        let error = sum_shards(&[("a".into(), line(28, 1, 1, 1, 79))]).unwrap_err();
        assert!(
            error.to_string().contains("cannot be whole classes"),
            "{error}"
        );
        // Totals that overflow 64 bits.
        let huge = |index| (format!("part{index}"), line(28, index, 2, u64::MAX - 1, 0));
        let error = sum_shards(&[huge(1), huge(2)]).unwrap_err();
        assert!(error.to_string().contains("more than 2^64"), "{error}");
    }
}
