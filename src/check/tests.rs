//! The check of the judge's format, against boards written by its own writer.

use super::*;
use crate::judge::JudgeWriter;

fn judge_text(n: usize, numbers_and_columns: &[(u64, Vec<u8>)]) -> Vec<u8> {
    let mut writer = JudgeWriter::new(Vec::new(), n);
    for (number, columns) in numbers_and_columns {
        writer.write_solution(*number, columns).unwrap();
    }
    writer.finish().unwrap()
}

fn all(n: usize) -> Vec<(u64, Vec<u8>)> {
    Solutions::new(n)
        .enumerate()
        .map(|(k, s)| (k as u64 + 1, s.columns().to_vec()))
        .collect()
}

fn problem(text: &[u8], n: Option<usize>) -> Problem {
    match check(text, None, n, &AtomicBool::new(false)) {
        Err(CheckError::Wrong(problem)) => *problem,
        other => panic!("expected a problem, got {other:?}"),
    }
}

#[test]
fn the_full_answer_passes() {
    let verdict = check(
        &judge_text(8, &all(8))[..],
        None,
        None,
        &AtomicBool::new(false),
    )
    .unwrap();
    assert_eq!(
        (verdict.n, verdict.solutions, verdict.format),
        (8, 92, Format::Judge)
    );
    assert_eq!(
        check(&b""[..], None, Some(3), &AtomicBool::new(false))
            .unwrap()
            .solutions,
        0
    );
}

#[test]
fn a_missing_solution_is_found_where_it_should_be() {
    let mut boards = all(6);
    boards.remove(1);
    boards[1].0 = 2;
    boards[2].0 = 3;
    let found = problem(&judge_text(6, &boards), None);
    assert_eq!(found.line, 8);
    assert!(
        found
            .wrong
            .to_string()
            .contains("expected solution No 2 here, found No 3"),
        "{found}"
    );
}

#[test]
fn a_repeated_solution_and_a_wrong_number_are_named() {
    let mut boards = all(6);
    boards[2].1 = boards[1].1.clone();
    let found = problem(&judge_text(6, &boards), None);
    assert_eq!(
        (found.line, found.wrong.to_string().contains("No 2 again")),
        (15, true),
        "{found}"
    );

    let mut boards = all(6);
    boards[3].0 = 7;
    let found = problem(&judge_text(6, &boards), None);
    assert_eq!(found.line, 22);
    assert!(
        found
            .wrong
            .to_string()
            .contains("expected `No 4:`, found `No 7:`"),
        "{found}"
    );
}

#[test]
fn an_attacked_queen_is_named_on_its_row() {
    let mut boards = all(5);
    boards[0].1 = vec![0, 2, 4, 1, 4];
    let found = problem(&judge_text(5, &boards), None);
    assert_eq!(found.line, 6);
    assert!(
        found
            .wrong
            .to_string()
            .contains("a5 and e1 share a diagonal"),
        "{found}"
    );
}

#[test]
fn missing_boards_at_the_end_and_extra_ones_are_reported() {
    let boards = all(6);
    let found = problem(&judge_text(6, &boards[..2]), None);
    assert_eq!(found.line, 15);
    assert!(
        found.wrong.to_string().contains("No 3 to No 4 are missing"),
        "{found}"
    );

    let mut boards = all(4);
    boards.push((3, boards[0].1.clone()));
    let found = problem(&judge_text(4, &boards), None);
    assert!(found.wrong.to_string().contains("extra board"), "{found}");
}

#[test]
fn an_empty_file_is_checked_for_the_n_asked_for() {
    let cancel = AtomicBool::new(false);
    for n in [2, 3] {
        let verdict = check_or_empty_for(io::empty(), n, &cancel).unwrap();
        assert_eq!((verdict.n, verdict.solutions), (n, 0));
    }
    let Err(CheckError::Wrong(problem)) = check_or_empty_for(io::empty(), 8, &cancel) else {
        panic!("an empty file is wrong for N = 8");
    };
    assert_eq!(
        problem.to_string(),
        "line 1: the file is empty, but N = 8 has 92 solutions: an empty file is right only \
         for N = 2 and N = 3"
    );
    assert!(matches!(problem.evidence, Evidence::Missing { .. }));
    // A file that shows its N is checked for that N, whatever the window's.
    let verdict = check_or_empty_for(&b"No 1:\nA\n"[..], 8, &cancel).unwrap();
    assert_eq!((verdict.n, verdict.solutions), (1, 1));
}

#[test]
fn an_empty_file_needs_n() {
    assert_eq!(problem(b"", None).line, 1);
    assert!(
        problem(b"", Some(8))
            .wrong
            .to_string()
            .contains("the file is empty, but N = 8 has 92")
    );
}

/// The same check, board by board, without the comparison with the export's bytes.
fn board_by_board(text: &[u8]) -> Result<Verdict, CheckError> {
    in_order(JudgeReader::new(text, None), &AtomicBool::new(false))
}

/// What a check found, comparable.
fn outcome(result: Result<Verdict, CheckError>) -> Result<Verdict, Box<Problem>> {
    match result {
        Ok(verdict) => Ok(verdict),
        Err(CheckError::Wrong(problem)) => Err(problem),
        Err(error) => panic!("{error}"),
    }
}

#[test]
fn comparing_with_the_export_finds_what_reading_every_board_finds() {
    let right = judge_text(10, &all(10));
    let fast = |text: &[u8]| outcome(check(text, None, None, &AtomicBool::new(false)));
    assert_eq!(fast(&right).unwrap().solutions, 724);
    let mut variants: Vec<Vec<u8>> = Vec::new();
    for at in (0..right.len())
        .step_by(997)
        .chain([right.len() - 1, 5, 6, 120])
    {
        for byte in [b'A', b'.', b'\n', b'x'] {
            let mut changed = right.clone();
            if changed[at] != byte {
                changed[at] = byte;
                variants.push(changed);
            }
        }
        let mut removed = right.clone();
        removed.remove(at);
        variants.push(removed);
        variants.push(right[..at].to_vec());
    }
    let mut extra = right.clone();
    extra.extend_from_slice(b"No 725:\n");
    variants.push(extra);
    let mut blank = right.clone();
    blank.push(b'\n');
    variants.push(blank);
    for variant in &variants {
        let (found, expected) = (fast(variant), outcome(board_by_board(variant)));
        assert_eq!(found, expected);
        assert!(found.is_err(), "a changed file is wrong");
    }
}
