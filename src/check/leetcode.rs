//! LeetCode's answer: every solution once, in any order. Each board's number in the judge's
//! order is found (at once when the boards come in that order, by counting otherwise) and
//! ticked in a set of numbers that holds a bit per solution seen, in blocks, so that a list in
//! order takes about a bit per board.

use std::collections::BTreeMap;
use std::io::BufRead;
use std::sync::atomic::{AtomicBool, Ordering};

use super::{CheckError, Evidence, Problem, Verdict, Wrong, not_a_solution};
use crate::board::Placement;
use crate::formats::Format;
use crate::formats::leetcode::{ListError, read_list};
use crate::formats::read::{BYTE_ORDER_MARK, Excerpt, FormatProblem, ParseError, ReadError};
use crate::solve::rank::Ranks;
use crate::solve::{Solutions, known_counts};

/// Solutions per block of the set.
const BLOCK: u64 = 4096;

/// The solutions seen, by number from 0: a block of bits for each 4,096 numbers where one
/// was seen.
#[derive(Default)]
struct Seen {
    blocks: BTreeMap<u64, Box<[u64; (BLOCK / 64) as usize]>>,
}

impl Seen {
    /// Ticks `index`; `false` if it was ticked before.
    fn insert(&mut self, index: u64) -> bool {
        let block = self
            .blocks
            .entry(index / BLOCK)
            .or_insert_with(|| Box::new([0; (BLOCK / 64) as usize]));
        let (word, bit) = ((index % BLOCK / 64) as usize, index % 64);
        let new = block[word] & (1 << bit) == 0;
        block[word] |= 1 << bit;
        new
    }

    /// The first index not ticked.
    fn first_missing(&self) -> u64 {
        let mut expected_block = 0;
        for (&key, block) in &self.blocks {
            if key != expected_block {
                return expected_block * BLOCK;
            }
            if let Some(word) = block.iter().position(|&word| word != u64::MAX) {
                return key * BLOCK + word as u64 * 64 + u64::from(block[word].trailing_ones());
            }
            expected_block += 1;
        }
        expected_block * BLOCK
    }
}

/// Numbers solutions in the judge's order: the solver follows the list while the list follows
/// the judge's order, and a board out of that order is numbered from the counts of prefixes
/// ([`Ranks`], made the first time one is needed), the solver then going on from it.
struct Numbering {
    n: usize,
    next: Option<(Solutions, u64)>,
    ranks: Option<Ranks>,
}

impl Numbering {
    fn new(n: usize) -> Self {
        Self {
            n,
            next: Some((Solutions::new(n), 0)),
            ranks: None,
        }
    }

    fn number(&mut self, solution: &Placement, cancel: &AtomicBool) -> Result<u64, CheckError> {
        if let Some((solutions, number)) = &mut self.next
            && solutions.next_cancellable(cancel)?.as_ref() == Some(solution)
        {
            *number += 1;
            return Ok(*number);
        }
        let number = self.ranks(cancel)?.number(solution);
        self.next = Some((Solutions::after(solution), number));
        Ok(number)
    }

    /// Solution No `number`: the one after the last numbered by the solver at once, another
    /// from the prefixes' counts.
    fn solution(&mut self, number: u64, cancel: &AtomicBool) -> Result<Placement, CheckError> {
        let next = match &mut self.next {
            Some((solutions, last)) if *last + 1 == number => solutions.next_cancellable(cancel)?,
            _ => self.ranks(cancel)?.solution(number),
        };
        Ok(next.expect("a solution is missing, so it exists"))
    }

    fn ranks(&mut self, cancel: &AtomicBool) -> Result<&mut Ranks, CheckError> {
        if self.ranks.is_none() {
            let total = known_counts(self.n).map_or(0, |counts| counts.total);
            self.ranks = Some(Ranks::new(self.n, total, cancel)?);
        }
        Ok(self.ranks.as_mut().expect("made above"))
    }
}

/// Checks LeetCode's list read from `input`, for `n` or the size of its first board.
pub(super) fn check(
    mut input: impl BufRead,
    n: Option<usize>,
    cancel: &AtomicBool,
) -> Result<Verdict, CheckError> {
    if input.fill_buf()?.starts_with(BYTE_ORDER_MARK) {
        let error = ParseError {
            line: 1,
            column: Some(1),
            problem: FormatProblem::ByteOrderMark,
        };
        let excerpt = Excerpt {
            lines: vec![(1, "¤¤¤".to_string())],
            line: 1,
            column: Some(0),
        };
        return Err(Problem::format(error, 0, excerpt).into());
    }
    let mut seen = Seen::default();
    let mut numbering: Option<Numbering> = None;
    let mut boards = 0u64;
    let mut each = |board: crate::formats::read::FileBoard| -> Result<(), CheckError> {
        if cancel.load(Ordering::Relaxed) {
            return Err(CheckError::Cancelled);
        }
        if boards == 0 {
            // Numbering a board out of order at N ≥ 28 would take years, and so would the
            // total the list is compared with.
            let n = board.queens.n();
            if known_counts(n).is_none() {
                let wrong = Wrong::CountUnknown { n };
                return Err(Problem::new(board.line, wrong, 0, Evidence::Words).into());
            }
            numbering = Some(Numbering::new(n));
        }
        if let Some(problem) = not_a_solution(board.clone(), boards) {
            return Err(problem.into());
        }
        let solution = board
            .queens
            .as_placement()
            .expect("a checked board is a solution");
        let number = numbering
            .as_mut()
            .expect("numbered from the first board")
            .number(&solution, cancel)?;
        if !seen.insert(number - 1) {
            let line = board.line;
            let evidence = Evidence::Misplaced {
                board,
                expected: None,
                found_number: Some(number),
            };
            return Err(Problem::new(line, Wrong::Repeated { number }, boards, evidence).into());
        }
        boards += 1;
        Ok(())
    };
    let (n, last_line) = match read_list(input, n, &mut each) {
        Ok((Some(n), last_line)) => (n, last_line),
        Ok((None, _)) => {
            return Err(Problem::new(1, Wrong::EmptyWithoutN, 0, Evidence::Empty).into());
        }
        Err(ListError::Stopped(error)) => return Err(error),
        Err(ListError::Read(ReadError::Io(error), _)) => return Err(error.into()),
        Err(ListError::Read(ReadError::Format(error), excerpt)) => {
            let excerpt = excerpt.unwrap_or(Excerpt {
                lines: Vec::new(),
                line: error.line,
                column: None,
            });
            return Err(Problem::format(error, boards, excerpt).into());
        }
    };
    let Some(total) = known_counts(n).map(|counts| counts.total) else {
        // An empty list, given N ≥ 28: N has solutions, and their count is not known.
        let wrong = Wrong::CountUnknown { n };
        return Err(Problem::new(last_line, wrong, 0, Evidence::Words).into());
    };
    if boards == total {
        return Ok(Verdict {
            n,
            solutions: boards,
            format: Format::Leetcode,
            total: None,
        });
    }
    let number = seen.first_missing() + 1;
    let missing = numbering
        .get_or_insert_with(|| Numbering::new(n))
        .solution(number, cancel)?;
    let wrong = Wrong::Lacks {
        n,
        found: boards,
        total,
        number,
    };
    let evidence = Evidence::Missing {
        expected: (number, missing),
    };
    Err(Problem::new(last_line, wrong, boards, evidence).into())
}

#[cfg(test)]
mod tests {
    use super::Seen;

    #[test]
    fn the_set_of_numbers_finds_the_first_missing_across_blocks() {
        let mut seen = Seen::default();
        assert_eq!(seen.first_missing(), 0);
        for index in 0..10_000 {
            assert!(seen.insert(index));
        }
        assert!(!seen.insert(4_321));
        assert_eq!(seen.first_missing(), 10_000);
        let mut gap = Seen::default();
        for index in (0..9_000).filter(|&index| index != 8_500) {
            gap.insert(index);
        }
        assert_eq!(gap.first_missing(), 8_500);
        let mut skipped_block = Seen::default();
        skipped_block.insert(0);
        skipped_block.insert(3 * 4096);
        assert_eq!(skipped_block.first_missing(), 1);
        for index in 0..4096 {
            skipped_block.insert(index);
        }
        assert_eq!(skipped_block.first_missing(), 4096);
    }
}
