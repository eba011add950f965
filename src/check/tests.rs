//! The check of the judge's format, against boards written by its own writer.

use super::*;
use crate::formats::judge::{JudgeReader, JudgeWriter};

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
    // Renumbered: the board after it bears out that No 3 stands in No 2's place.
    let mut boards = all(6);
    boards.remove(1);
    boards[1].0 = 2;
    boards[2].0 = 3;
    let found = problem(&judge_text(6, &boards), None);
    assert_eq!(found.line, 8);
    assert_eq!(
        found.wrong,
        Wrong::Missing { first: 2, found: 3 },
        "{found}"
    );
    assert_eq!(
        found.wrong.to_string(),
        "solution No 2 is missing here: this board is No 3"
    );
}

/// The boards of `n` with their own headers, after `change` moved them about.
fn kept_headers(n: usize, change: impl FnOnce(&mut Vec<(u64, Vec<u8>)>)) -> Problem {
    let mut boards = all(n);
    change(&mut boards);
    problem(&judge_text(n, &boards), None)
}

#[test]
fn a_board_deleted_with_its_header_is_missing_not_a_header_mistake() {
    // `nqueens export 8` without No 14's header and rows: No 15 stands on line 118.
    let found = kept_headers(8, |boards| {
        boards.remove(13);
    });
    assert_eq!(found.line, 118);
    assert_eq!(
        found.wrong,
        Wrong::Missing {
            first: 14,
            found: 15
        }
    );
    assert_eq!(
        found.to_string(),
        "line 118: solution No 14 is missing here: this board is No 15"
    );
    let Evidence::Misplaced {
        board,
        expected: Some((14, expected)),
        found_number: Some(15),
    } = &found.evidence
    else {
        panic!("{:?}", found.evidence);
    };
    assert_eq!(board.number, 15);
    assert_eq!(Some(expected), Solutions::new(8).nth(13).as_ref());
    assert_eq!(found.boards_right, 13);
    // Several, and the last ones, and at N = 10, where the file is compared with the export's
    // bytes first.
    let found = kept_headers(8, |boards| {
        boards.drain(13..15);
    });
    assert_eq!(
        (found.line, &found.wrong),
        (
            118,
            &Wrong::Missing {
                first: 14,
                found: 16
            }
        )
    );
    assert!(
        found
            .to_string()
            .contains("solutions No 14 to No 15 are missing here")
    );
    let found = kept_headers(8, |boards| {
        boards.remove(90);
    });
    assert_eq!(
        found.wrong,
        Wrong::Missing {
            first: 91,
            found: 92
        }
    );
    let found = kept_headers(10, |boards| {
        boards.remove(499);
    });
    assert_eq!(
        (found.line, found.wrong),
        (
            499 * 11 + 1,
            Wrong::Missing {
                first: 500,
                found: 501
            }
        )
    );
}

#[test]
fn a_board_given_twice_or_two_swapped_are_told_as_such_when_the_headers_say_so() {
    // No 14 given twice, both under its own header: the second stands where No 15 belongs.
    let found = kept_headers(8, |boards| {
        let again = boards[13].clone();
        boards.insert(14, again);
    });
    assert_eq!(
        (found.line, found.wrong),
        (
            127,
            Wrong::Again {
                number: 15,
                earlier: Some(14)
            }
        )
    );
    // No 15 before No 14, each under its own header, or under the other's.
    for renumbered in [false, true] {
        let found = kept_headers(8, |boards| {
            boards.swap(13, 14);
            if renumbered {
                (boards[13].0, boards[14].0) = (14, 15);
            }
        });
        assert_eq!(
            (found.line, &found.wrong),
            (118, &Wrong::Swapped { first: 14 })
        );
        assert_eq!(
            found.to_string(),
            "line 118: solutions No 14 and No 15 are swapped: this board is No 15, and No 14 \
             comes after it"
        );
    }
    // No 17 moved before No 14: the boards after it are not missing, only out of order.
    let found = kept_headers(8, |boards| {
        let moved = boards.remove(16);
        boards.insert(13, moved);
    });
    assert_eq!(
        (found.line, found.wrong),
        (
            118,
            Wrong::Later {
                number: 14,
                found: Some(17)
            }
        )
    );
    // A header that neither its place nor its board bears out is the header's mistake.
    let found = kept_headers(8, |boards| boards[13].0 = 15);
    assert_eq!(
        found.wrong,
        Wrong::Header {
            expected: 14,
            found: 15
        }
    );
    let found = kept_headers(8, |boards| {
        boards.remove(13);
        boards[13].0 = 16;
    });
    assert_eq!(
        found.wrong,
        Wrong::Header {
            expected: 14,
            found: 16
        }
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
