//! What is wrong at a problem's line, as data, and the command line's English for it.

use crate::board::Conflict;
use crate::formats::read::FormatProblem;

/// What is wrong at a problem's line, as data: the command line says it in English (its
/// `Display`, which scripts read), the window in its own words.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Wrong {
    /// The line breaks the judge's format.
    Format(FormatProblem),
    /// A header with another number than the board's place.
    Header {
        /// The number the place wants.
        expected: u64,
        /// The number the header gives.
        found: u64,
    },
    /// A rank of the board with no queen.
    EmptyRow {
        /// The rank, as the board names it: N at the top.
        rank: usize,
    },
    /// Two queens of the board attack each other.
    Attack {
        /// The board size.
        n: usize,
        /// The two queens and their line.
        conflict: Conflict,
    },
    /// A board past the last solution.
    Extra {
        /// The board size.
        n: usize,
        /// Its number of solutions.
        total: u64,
    },
    /// A solution given again where No `number` belongs; `earlier` its own number, if found.
    Again {
        /// The number of the place.
        number: u64,
        /// The solution's own number.
        earlier: Option<u64>,
    },
    /// A later solution where No `number` belongs; `found` its own number, if found.
    Later {
        /// The number of the place.
        number: u64,
        /// The solution's own number.
        found: Option<u64>,
    },
    /// Solutions No `first` to No `found` - 1 are missing: solution No `found` stands where
    /// No `first` belongs, and its header, or the board after it, bears that out.
    Missing {
        /// The first solution missing, the number of the place.
        first: u64,
        /// The solution in its place.
        found: u64,
    },
    /// Solutions No `first` and No `first` + 1 are in each other's places.
    Swapped {
        /// The number of the place, where the later one stands.
        first: u64,
    },
    /// The file has no board (it is empty, or a count or a list alone), and nothing gave N.
    EmptyWithoutN,
    /// The file is empty, but N has `total` solutions.
    EmptyButSolutions {
        /// The board size.
        n: usize,
        /// Its number of solutions.
        total: u64,
    },
    /// The file ends before solution No `next`; N has `total`, if known.
    Ends {
        /// The board size.
        n: usize,
        /// The first solution missing.
        next: u64,
        /// The number of solutions, if known.
        total: Option<u64>,
    },
    /// The Checker Challenge's count, wrong.
    Total {
        /// The board size.
        n: usize,
        /// Its number of solutions.
        expected: u64,
        /// The count the file gives.
        found: u64,
    },
    /// The Checker Challenge's count after `shown` solutions, where it wants `wanted`.
    TotalTooSoon {
        /// The solutions before the count.
        shown: u64,
        /// The solutions the format wants before it.
        wanted: u64,
    },
    /// The Checker Challenge's answer ends without its count.
    NoTotal {
        /// The board size.
        n: usize,
    },
    /// A count, or a list of every solution, for an N whose solutions nobody has counted.
    CountUnknown {
        /// The board size.
        n: usize,
    },
    /// A board given again in LeetCode's list: solution No `number` in the judge's order.
    Repeated {
        /// The solution's number.
        number: u64,
    },
    /// LeetCode's list lacks solutions: it has `found` of N's `total`, and No `number` (in the
    /// judge's order) is the first one missing.
    Lacks {
        /// The board size.
        n: usize,
        /// The boards of the list, every one a different solution.
        found: u64,
        /// The number of solutions.
        total: u64,
        /// The first solution missing.
        number: u64,
    },
}

impl std::fmt::Display for Wrong {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.fmt_in_order(f)
            .or_else(|| self.fmt_whole(f))
            .unwrap_or(Ok(()))
    }
}

impl Wrong {
    /// What is wrong with a file of solutions in the judge's order.
    fn fmt_in_order(&self, f: &mut std::fmt::Formatter<'_>) -> Option<std::fmt::Result> {
        Some(match self {
            Self::Format(problem) => write!(f, "{problem}"),
            Self::Header { expected, found } => {
                write!(f, "expected `No {expected}:`, found `No {found}:`")
            }
            Self::EmptyRow { rank } => write!(f, "rank {rank} has no queen"),
            Self::Attack { n, conflict } => write!(f, "not a solution: {}", conflict.describe(*n)),
            Self::Extra { n, total } => {
                write!(f, "an extra board: N = {n} has {total} solutions only")
            }
            Self::Again {
                number,
                earlier: Some(earlier),
            } => write!(
                f,
                "solution No {earlier} again: it was expected (and given) before No {number}"
            ),
            Self::Again {
                number,
                earlier: None,
            } => write!(
                f,
                "a solution given again: it comes before No {number} in the judge's order"
            ),
            Self::Later {
                number,
                found: Some(found),
            } => write!(
                f,
                "expected solution No {number} here, found No {found}: \
                 No {number} is missing or out of order"
            ),
            Self::Later {
                number,
                found: None,
            } => write!(
                f,
                "expected solution No {number} here, found a later one: \
                 No {number} is missing or out of order"
            ),
            Self::Missing { first, found } if *found == first + 1 => {
                write!(
                    f,
                    "solution No {first} is missing here: this board is No {found}"
                )
            }
            Self::Missing { first, found } => write!(
                f,
                "solutions No {first} to No {} are missing here: this board is No {found}",
                found - 1
            ),
            Self::Swapped { first } => write!(
                f,
                "solutions No {first} and No {} are swapped: this board is No {}, and No {first} \
                 comes after it",
                first + 1,
                first + 1
            ),
            Self::EmptyWithoutN => write!(
                f,
                "the file has no board, so it does not show N; give it with --n"
            ),
            Self::EmptyButSolutions { n, total } => write!(
                f,
                "the file is empty, but N = {n} has {total} {}: an empty file is right only for \
                 N = 2 and N = 3",
                solutions(*total)
            ),
            Self::Ends {
                next,
                total: Some(total),
                ..
            } if total == next => write!(f, "the file ends here; solution No {total} is missing"),
            Self::Ends {
                next,
                total: Some(total),
                ..
            } => write!(
                f,
                "the file ends here; solutions No {next} to No {total} are missing"
            ),
            Self::Ends {
                n,
                next,
                total: None,
            } => write!(
                f,
                "the file ends here, but N = {n} has more solutions: No {next} is the first one \
                 missing"
            ),
            _ => return None,
        })
    }

    /// What is wrong with a count, or with a list of every solution in any order.
    fn fmt_whole(&self, f: &mut std::fmt::Formatter<'_>) -> Option<std::fmt::Result> {
        Some(match self {
            Self::Total { n, expected, found } => write!(
                f,
                "the count is {found}, but N = {n} has {expected} {}",
                solutions(*expected)
            ),
            Self::TotalTooSoon { shown, wanted } => write!(
                f,
                "the count comes after {shown} {}; the Checker Challenge shows the first \
                 {wanted} before it",
                solutions(*shown)
            ),
            Self::NoTotal { n } => write!(
                f,
                "the answer ends without the count of N = {n}'s solutions on its last line"
            ),
            Self::CountUnknown { n } => write!(
                f,
                "nobody has counted the solutions of N = {n} (the largest count known is N = \
                 27's), so an answer that needs them all cannot be checked"
            ),
            Self::Repeated { number } => write!(
                f,
                "a board given twice: solution No {number} (in the judge's order) is in the list \
                 before"
            ),
            Self::Lacks {
                n,
                found,
                total,
                number,
            } => write!(
                f,
                "the list has {found} of the {total} solutions for N = {n}; solution No {number} \
                 (in the judge's order) is the first one missing"
            ),
            _ => return None,
        })
    }
}

/// `solution` or `solutions`, for `count` of them.
fn solutions(count: u64) -> &'static str {
    if count == 1 { "solution" } else { "solutions" }
}
