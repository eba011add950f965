//! Property tests of the judge format: what the writer writes reads back, and a file with one
//! byte changed or removed is refused at the line of the change, never with a panic.

use std::sync::atomic::AtomicBool;

use nqueens::check::{CheckError, check};
use nqueens::formats::Format;
use nqueens::judge::{JudgeReader, JudgeWriter};
use nqueens::solve::Solutions;
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

proptest! {
    #[test]
    fn written_solutions_read_back(n in 1usize..=9, first in 1u64..40, count in 0usize..40) {
        let (text, written) = judge_text(n, first, count);
        let read: Vec<_> = JudgeReader::new(&text[..], Some(n)).collect::<Result<_, _>>().unwrap();
        prop_assert_eq!(read.len(), written.len());
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
        let _ = check(&text[..], Some(Format::Judge), None, &AtomicBool::new(false));
        let _ = check(&text[..], Some(Format::Judge), Some(5), &AtomicBool::new(false));
    }
}
