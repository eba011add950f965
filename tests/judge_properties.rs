//! Property tests of the judge format: what the writer writes reads back, and a file with one
//! byte changed or removed is refused at the line of the change, never with a panic.

use std::sync::atomic::AtomicBool;

use nqueens::check::{CheckError, check};
use nqueens::formats::Format;
use nqueens::formats::judge::{JudgeReader, JudgeWriter};
use nqueens::solve::{Solutions, known_counts};
use proptest::prelude::*;

fn judge_text(n: usize, first: u64, count: usize) -> (Vec<u8>, Vec<Vec<u8>>) {
    let mut writer = JudgeWriter::new(Vec::new(), n);
    let mut written = Vec::new();
    let solutions = Solutions::new(n).skip(first as usize - 1).take(count);
    for (offset, solution) in solutions.enumerate() {
        writer
            .write_solution(first + offset as u64, solution.columns())
            .unwrap();
        written.push(solution.columns().to_vec());
    }
    (writer.finish().unwrap(), written)
}

fn line_of(text: &[u8], position: usize) -> usize {
    1 + text[..position].iter().filter(|&&b| b == b'\n').count()
}

fn problem_line(text: &[u8], n: usize) -> Option<usize> {
    match check(text, Some(Format::Judge), Some(n), &AtomicBool::new(false)) {
        Err(CheckError::Wrong(problem)) => Some(problem.line),
        _ => None,
    }
}

/// A board with solutions, and a range of them (at most 40): its first number and its length,
/// never empty, never past the last solution.
fn solutions_of_a_board() -> impl Strategy<Value = (usize, u64, usize)> {
    prop::sample::select(vec![1usize, 4, 5, 6, 7, 8, 9]).prop_flat_map(|n| {
        let total = known_counts(n).unwrap().total;
        (1..=total).prop_flat_map(move |first| {
            let left = (total - first + 1).min(40) as usize;
            (Just(n), Just(first), 1..=left)
        })
    })
}

/// What a check of `text` (any bytes, as judge text) must say: the boards written as the
/// writer writes every solution of N are right, and anything else is wrong at a line of the
/// text, or the line after its end.
fn assert_judged(text: &[u8], n: Option<usize>) {
    let lines = text.iter().filter(|&&b| b == b'\n').count() + 1;
    match check(text, Some(Format::Judge), n, &AtomicBool::new(false)) {
        Ok(verdict) => {
            if let Some(n) = n {
                assert_eq!(verdict.n, n);
            }
            let total = known_counts(verdict.n).unwrap().total;
            assert_eq!(text, judge_text(verdict.n, 1, total as usize).0);
        }
        Err(CheckError::Wrong(problem)) => {
            assert!(
                (1..=lines + 1).contains(&problem.line),
                "{problem} of {lines} lines"
            );
        }
        Err(error) => panic!("{error}"),
    }
}

proptest! {
    #[test]
    fn written_solutions_read_back((n, first, count) in solutions_of_a_board()) {
        let (text, written) = judge_text(n, first, count);
        prop_assert_eq!(written.len(), count);
        let read: Vec<_> = JudgeReader::new(&text[..], Some(n)).collect::<Result<_, _>>().unwrap();
        prop_assert_eq!(read.len(), count);
        for (offset, (board, columns)) in read.iter().zip(&written).enumerate() {
            prop_assert_eq!(board.number, first + offset as u64);
            let placement = board.queens.as_placement().unwrap();
            prop_assert_eq!(placement.columns(), &columns[..]);
        }
    }

    #[test]
    fn a_changed_byte_is_reported_on_its_line(
        n in 4usize..=7,
        position in any::<prop::sample::Index>(),
        replacement in prop::sample::select(&b"A.\nx 01\r:N"[..]),
    ) {
        let (mut text, _) = judge_text(n, 1, usize::MAX);
        let position = position.index(text.len());
        prop_assume!(text[position] != replacement);
        let line = line_of(&text, position);
        text[position] = replacement;
        prop_assert_eq!(problem_line(&text, n), Some(line));
    }

    #[test]
    fn a_removed_byte_is_reported_on_its_line(n in 4usize..=7, position in any::<prop::sample::Index>()) {
        let (mut text, _) = judge_text(n, 1, usize::MAX);
        let position = position.index(text.len());
        let line = line_of(&text, position);
        text.remove(position);
        prop_assert_eq!(problem_line(&text, n), Some(line));
    }

    #[test]
    fn any_bytes_are_judged_without_panicking(text in prop::collection::vec(any::<u8>(), 0..400)) {
        assert_judged(&text, None);
        assert_judged(&text, Some(5));
    }
}
