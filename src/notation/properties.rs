//! Any placement, in any notation the formats and the seeds write, reads back as itself; any
//! text a character away from one is placed or said where it is wrong, never a panic.

use proptest::prelude::*;

use super::{NotationError, Reading, parse_board};
use crate::board::{MAX_N, Placement, Squares};
use crate::formats::judge::board_text;
use crate::formats::{Format, writer};

/// The texts of `placement` in every notation the formats and the seeds write, and whether
/// each counts its columns from 0.
fn notations(placement: &Placement) -> Vec<(String, bool)> {
    let n = placement.n();
    let judge = board_text(Some(7), &Squares::from(placement));
    let rows = |queen: &str, empty: &str| -> String {
        let rows = judge.lines().skip(1);
        rows.map(|row| row.replace('.', empty).replace('A', queen) + "\n")
            .collect()
    };
    let from_one: Vec<String> = placement
        .squares()
        .map(|q| (q.column + 1).to_string())
        .collect();
    let from_zero: Vec<String> = placement.squares().map(|q| q.column.to_string()).collect();
    let squares: Vec<String> = placement.squares().map(|q| q.name(n)).collect();
    let pairs: Vec<String> = placement
        .squares()
        .map(|q| format!("({},{})", q.row, q.column))
        .collect();
    let mut leetcode = Vec::new();
    let mut written = writer(Format::Leetcode, &mut leetcode, n, 1);
    written.solution(placement.columns()).unwrap();
    written.finish(1).unwrap();
    let leetcode = String::from_utf8(leetcode).unwrap();
    let one_board = &leetcode.trim_end()[1..leetcode.trim_end().len() - 1];
    let seed_004 = format!(
        "answer 1 : \n{}{} \n{}\n",
        rows("# ", ". "),
        from_zero.join(" "),
        "-".repeat(32)
    );
    let mut texts = vec![
        (judge.clone(), false),
        (rows("A", "."), false),
        (rows("Q", "."), false),
        (seed_004, false),
        (leetcode.clone(), false),
        (one_board.to_string(), false),
        (from_one.join(" "), false),
        (format!("[{}]", from_one.join(", ")), false),
        (from_one.join(","), false),
        (squares.join(" "), false),
        (pairs.join(" "), false),
    ];
    if (4..=9).contains(&n) {
        texts.push((from_one.concat(), false));
    }
    if from_zero.contains(&"0".to_string()) {
        texts.push((from_zero.join(" "), true));
        texts.push((format!("[{}]", from_zero.join(", ")), true));
    }
    texts
}

fn placements() -> impl Strategy<Value = Placement> {
    (1..=MAX_N).prop_flat_map(|n| {
        proptest::collection::vec(0..n as u8, n)
            .prop_map(|columns| Placement::new(columns).unwrap())
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn any_placement_in_any_notation_reads_back(placement in placements()) {
        let expected = Squares::from(&placement);
        for (text, from_zero) in notations(&placement) {
            let read = parse_board(&text, 1);
            let pasted = match (read, from_zero) {
                (Ok(Reading::Board(pasted)), false) | (Ok(Reading::FromZero(pasted)), true) => pasted,
                (other, _) => panic!("{text:?}: {other:?}"),
            };
            prop_assert_eq!(&pasted.board, &expected, "{:?}", text);
            prop_assert_eq!(pasted.left_out, 0, "{:?}", text);
        }
    }

    /// One character of any notation changed, put in or taken out: a board on the board,
    /// or a place within the text; never a panic.
    #[test]
    fn any_mutation_is_placed_or_said_where(
        placement in placements(),
        at in any::<prop::sample::Index>(),
        edit in 0..3u8,
        with in prop::sample::select(&[
            'x', ' ', '\n', '0', '9', ',', '[', ']', '(', ')', '"', 'Q', '#', '.', ':', '-',
            'a', '가', 'Ａ',
        ][..]),
    ) {
        for (text, _) in notations(&placement) {
            let mut characters: Vec<char> = text.chars().collect();
            let at = at.index(characters.len());
            match edit {
                0 => characters[at] = with,
                1 => characters.insert(at, with),
                _ => {
                    characters.remove(at);
                }
            }
            let text: String = characters.into_iter().collect();
            match parse_board(&text, 8) {
                Ok(Reading::Board(pasted) | Reading::FromZero(pasted)) => {
                    let n = pasted.board.n();
                    prop_assert!((1..=MAX_N).contains(&n));
                    prop_assert!(pasted.board.queens().iter().all(|q| q.row < n && q.column < n));
                }
                Err(NotationError::Wrong { line, character, .. }) => {
                    let lines = text.lines().count();
                    prop_assert!(line >= 1 && line <= lines + 1, "{:?}: line {}", text, line);
                    let length = text.lines().nth(line - 1).map_or(0, |l| l.chars().count());
                    prop_assert!(
                        character >= 1 && character <= length + 1,
                        "{:?}: line {}, character {}", text, line, character
                    );
                }
                Err(NotationError::Empty) => {
                    prop_assert!(!text.chars().any(char::is_alphanumeric), "{:?}", text);
                }
            }
        }
    }
}
