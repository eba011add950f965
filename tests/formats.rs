//! Every judge's format, written and checked: what `export` writes passes `check` in its own
//! format (recognised from the file), and each kind of mistake a student makes is named, with
//! its line (and, for JSON, its column).

use std::sync::atomic::AtomicBool;

use nqueens::check::{CheckError, Evidence, Problem, Verdict, Wrong, check};
use nqueens::export::{Destination, ExportRange, export};
use nqueens::formats::Format;
use nqueens::formats::read::FormatProblem;
use nqueens::solve::{Solutions, known_counts};
use proptest::prelude::*;

/// Every solution of `n` in `format`, as `nqueens export --format` writes it.
fn exported(format: Format, n: usize) -> Vec<u8> {
    let mut out = Vec::new();
    let to = Destination::Stream {
        out: &mut out,
        name: std::path::Path::new("answer"),
    };
    let cancel = AtomicBool::new(false);
    export(format, ExportRange::all(n), to, 1, &cancel, &mut |_| {}).unwrap();
    out
}

fn checked(text: &[u8], format: Option<Format>, n: Option<usize>) -> Result<Verdict, Box<Problem>> {
    match check(text, format, n, &AtomicBool::new(false)) {
        Ok(verdict) => Ok(verdict),
        Err(CheckError::Wrong(problem)) => Err(problem),
        Err(error) => panic!("{error}"),
    }
}

fn problem(text: &str) -> Box<Problem> {
    checked(text.as_bytes(), None, None).expect_err(text)
}

/// Checks each file, its format recognised, and asserts the line of its problem and words.
fn assert_named(cases: Vec<(String, usize, &str)>) {
    for (text, line, words) in cases {
        let found = match checked(text.as_bytes(), None, None) {
            Ok(verdict) => verdict.to_string(),
            Err(problem) => {
                assert_eq!(problem.line, line, "{problem} for {words:?}");
                problem.to_string()
            }
        };
        assert!(found.contains(words), "{found:?} lacks {words:?}");
    }
}

#[test]
fn what_export_writes_in_each_format_passes_check_and_is_recognised() {
    for format in Format::ALL {
        for n in 1..=10 {
            let text = exported(format, n);
            let total = known_counts(n).unwrap().total;
            let verdict = match checked(&text, None, Some(n)) {
                Ok(verdict) => verdict,
                Err(problem) => panic!("{format:?}, N = {n}: {problem}"),
            };
            // An empty file is the judge's and the columns' answer alike.
            let recognised = if text.is_empty() {
                Format::Judge
            } else {
                format
            };
            assert_eq!(verdict.format, recognised, "N = {n}");
            assert_eq!(verdict.n, n);
            let shown = if format == Format::Checker {
                total.min(3)
            } else {
                total
            };
            assert_eq!(verdict.solutions, shown, "{format:?}, N = {n}");
            if total > 0 {
                // Where the file shows N, it need not be given.
                assert_eq!(checked(&text, None, None).unwrap().format, format);
                assert_eq!(checked(&text, Some(format), None).unwrap().n, n);
            }
        }
    }
}

#[test]
fn formats_are_recognised_from_their_first_bytes() {
    let cases: &[(&str, Format)] = &[
        ("No 1:\nA\n", Format::Judge),
        ("", Format::Judge),
        ("\u{FEFF}No 1:\n", Format::Judge),
        ("1 5 8 6 3 7 2 4\n1 6 8 3 7 4 2 5\n", Format::Columns),
        ("1\n", Format::Columns),
        ("1\n1\n", Format::Checker),
        ("0\n", Format::Checker),
        ("2 4 1 3\n3 1 4 2\n2\n", Format::Checker),
        (
            "2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n4\n",
            Format::Checker,
        ),
        ("[[\"Q\"]]\n", Format::Leetcode),
        ("  [\n  [\".Q..\"", Format::Leetcode),
        ("\u{FEFF}[]", Format::Leetcode),
    ];
    for &(text, format) in cases {
        assert_eq!(Format::recognise(text.as_bytes()), Some(format), "{text:?}");
    }
    // A columns file of every solution: its lines all have N numbers.
    assert_eq!(
        Format::recognise(&exported(Format::Columns, 8)),
        Some(Format::Columns)
    );
}

/// A file of each kind of mistake in the columns format, and the line and words it gets.
#[test]
fn the_columns_formats_mistakes_are_named_at_their_line() {
    let eight = String::from_utf8(exported(Format::Columns, 8)).unwrap();
    assert_named(vec![
        // Columns.
        (
            eight.replacen("1 5 8", "1 5  8", 1),
            1,
            "an extra space in column 5",
        ),
        (
            eight.replacen("1 5 8 6 3 7 2 4", "0 4 7 5 2 6 1 3", 1),
            1,
            "columns are numbered from 1, not 0",
        ),
        (
            eight.replacen("1 6 8 3 7 4 2 5", "1 6 8 3 7 4 2 9", 1),
            2,
            "9 for rank 1 (column 15 of the line)",
        ),
        (
            eight.replacen("1 6 8 3 7 4 2 5", "1 6 8 3 7 4 2", 1),
            2,
            "expected 8 numbers, a column for each rank, found 7",
        ),
        (
            eight.replacen("1 6 8 3 7 4 2 5", "1 6 8 3 7 4 2 2", 1),
            2,
            "column 2 again, for rank 1 after rank 2",
        ),
        (
            eight.replacen("1 6 8 3 7 4 2 5", "1 6 8 3 7 4 2 05", 1),
            2,
            "leading zero in column 15",
        ),
        (
            eight.replacen("1 6 8 3 7 4 2 5", "1,6,8,3,7,4,2,5", 1),
            2,
            "unexpected `,` in column 2",
        ),
        (
            eight.replacen("1 6 8 3 7 4 2 5\n", "1 6 8 3 7 4 2 5 \n", 1),
            2,
            "spaces or tabs from column 16",
        ),
        (eight.replace('\n', "\r\n"), 1, "\\r\\n"),
        (format!("\u{FEFF}{eight}"), 1, "byte-order mark"),
        (
            format!("{eight}\n"),
            93,
            "a blank line at the end of the file",
        ),
        (
            format!("{eight}92\n"),
            93,
            "the columns format has no count",
        ),
        // A line without headers: the line after it bears out which solution it is.
        (
            eight.replacen("1 6 8 3 7 4 2 5\n", "", 1),
            2,
            "solution No 2 is missing here: this board is No 3",
        ),
        (
            eight.replacen(
                "1 6 8 3 7 4 2 5\n1 7 4 6 8 2 5 3\n",
                "1 7 4 6 8 2 5 3\n1 6 8 3 7 4 2 5\n",
                1,
            ),
            2,
            "solutions No 2 and No 3 are swapped",
        ),
        (
            eight.replacen("1 6 8 3 7 4 2 5\n", "1 7 5 8 2 4 6 3\n", 1),
            2,
            "expected solution No 2 here, found No 4: No 2 is missing or out of order",
        ),
        (
            eight.replacen("1 6 8 3 7 4 2 5", "1 6 8 3 7 4 5 2", 1),
            2,
            "not a solution: e2 and g4 share a diagonal",
        ),
        (
            eight.split_inclusive('\n').take(90).collect(),
            91,
            "solutions No 91 to No 92 are missing",
        ),
        (
            eight[..eight.len() - 1].to_string(),
            92,
            "does not end with a newline",
        ),
        // Another format than the one asked for, by its first line.
        ("No 1:\nA\n".to_string(), 1, "correct"),
    ]);
}

/// The Checker Challenge's mistakes.
#[test]
fn the_checker_challenges_mistakes_are_named_at_their_line() {
    let checker = String::from_utf8(exported(Format::Checker, 8)).unwrap();
    assert_named(vec![
        // The Checker Challenge.
        (
            checker.replace("92", "91"),
            4,
            "the count is 91, but N = 8 has 92 solutions",
        ),
        (
            checker.replace("92\n", "1 7 5 8 2 4 6 3\n92\n"),
            4,
            "a fourth solution",
        ),
        (
            checker.replace("1 7 4 6 8 2 5 3\n", ""),
            3,
            "the count comes after 2 solutions",
        ),
        (format!("{checker}92\n"), 5, "a line after the total"),
        (
            checker.replace("1 6 8 3 7 4 2 5", "1 6 8 3 7 4 2 6"),
            2,
            "column 6 again",
        ),
    ]);
    // Without its count, the Checker Challenge's answer reads as three lines of columns; asked
    // for as the checker's, it is named for what it lacks.
    let found = checked(
        checker.replace("92\n", "").as_bytes(),
        Some(Format::Checker),
        None,
    );
    let found = found.unwrap_err();
    assert_eq!((found.line, found.wrong), (4, Wrong::NoTotal { n: 8 }));
}

/// LeetCode's mistakes, with their line (the column is tested below).
#[test]
fn leetcodes_mistakes_are_named_at_their_line() {
    assert_named(vec![
        // LeetCode's JSON.
        (
            "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]]"
                .to_string(),
            1,
            "a board given twice: solution No 1",
        ),
        (
            "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]]".to_string(),
            1,
            "the list has 1 of the 2 solutions for N = 4; solution No 2",
        ),
        (
            "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],\n[\"..Q.\",\"Q...\",\"...Q\",\".q..\"]]"
                .to_string(),
            2,
            "a lower-case `q` in rank 1",
        ),
        (
            "[[\".Q..\",\"...Q\",\"Q..\",\"..Q.\"]]".to_string(),
            1,
            "rank 2 has 3 characters",
        ),
        (
            "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],\n [\"..Q.\",\"Q...\",\"...Q\"]]".to_string(),
            2,
            "a board of 3 rows, where the first board has 4",
        ),
        (
            "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],\n [\"..Q.\",\"Q...\"".to_string(),
            2,
            "not LeetCode's JSON list of boards: EOF while parsing a list",
        ),
        (
            "[[\".Q..\",\"...Q\"],\n [\"Q...\",\"..Q.\"]]".to_string(),
            1,
            "rank 2 has 4 characters; a row of this board has 2",
        ),
        (
            "[[\".Q..\",\"Q...\",\"...Q\",\"..Q.\"]]".to_string(),
            1,
            "not a solution: a3 and b4 share a diagonal",
        ),
        (
            "{\"solutions\": []}".to_string(),
            1,
            "expected a list of boards",
        ),
        ("\u{FEFF}[[\"Q\"]]".to_string(), 1, "byte-order mark"),
    ]);
}

#[test]
fn json_problems_have_their_column_and_leetcode_takes_any_order() {
    let four = String::from_utf8(exported(Format::Leetcode, 4)).unwrap();
    let found = problem(&four.replacen("\"Q...\"", "\"Qx..\"", 1));
    assert_eq!((found.line, found.column), (1, Some(19)));
    assert!(matches!(
        found.wrong,
        Wrong::Format(FormatProblem::NotQueenOrDot {
            found: 'x',
            rank: 2,
            at: 2
        })
    ));
    // Pretty-printed, in reverse order: right.
    let boards: Vec<Vec<String>> =
        serde_json::from_str(&String::from_utf8(exported(Format::Leetcode, 6)).unwrap()).unwrap();
    let reversed: Vec<_> = boards.into_iter().rev().collect();
    let pretty = serde_json::to_string_pretty(&reversed).unwrap();
    let verdict = checked(pretty.as_bytes(), None, None).unwrap();
    assert_eq!(
        (verdict.n, verdict.solutions, verdict.format),
        (6, 4, Format::Leetcode)
    );
    // A row's problem names its own line and column in a pretty-printed file.
    let bad = pretty.replacen("\"..Q...\"", "\"..Q..\"", 1);
    let found = checked(bad.as_bytes(), None, None).unwrap_err();
    let row_line = pretty
        .lines()
        .position(|l| l.contains("\"..Q...\""))
        .unwrap()
        + 1;
    assert_eq!(found.line, row_line, "{found}");
    assert_eq!(found.column, Some(5), "{found}");
    // The missing one is named, with the board itself.
    let first_three: Vec<_> = reversed.into_iter().take(3).collect();
    let found = checked(
        serde_json::to_string(&first_three).unwrap().as_bytes(),
        None,
        None,
    )
    .unwrap_err();
    assert!(
        matches!(
            found.wrong,
            Wrong::Lacks {
                number: 1,
                found: 3,
                total: 4,
                ..
            }
        ),
        "{found}"
    );
    let Evidence::Missing {
        expected: (1, first),
    } = found.evidence
    else {
        panic!("{:?}", found.evidence);
    };
    assert_eq!(Some(first), Solutions::new(6).next());
}

#[test]
fn a_count_nobody_knows_is_said_so_not_counted() {
    let mut solutions = Solutions::new(28);
    let mut text = String::new();
    for _ in 0..3 {
        let columns: Vec<String> = solutions
            .next()
            .unwrap()
            .columns()
            .iter()
            .map(|c| (c + 1).to_string())
            .collect();
        text.push_str(&columns.join(" "));
        text.push('\n');
    }
    text.push_str("1\n");
    let found = checked(text.as_bytes(), Some(Format::Checker), None).unwrap_err();
    assert_eq!(
        (found.line, found.wrong.clone()),
        (4, Wrong::CountUnknown { n: 28 })
    );
}

/// Lines of column numbers: the first `count` solutions of `n`, a line each.
fn columns_text(n: usize, count: usize) -> Vec<u8> {
    let mut out = Vec::new();
    let mut writer = nqueens::formats::writer(Format::Columns, &mut out, n, 1);
    for solution in Solutions::new(n).take(count) {
        writer.solution(solution.columns()).unwrap();
    }
    writer.finish(0).unwrap();
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// One byte of a columns file changed: the problem is on that byte's line, never a panic.
    #[test]
    fn a_changed_byte_of_a_columns_file_is_found_on_its_line(
        n in 5usize..=8,
        count in 1usize..=10,
        position in any::<prop::sample::Index>(),
        byte in any::<u8>(),
    ) {
        let text = columns_text(n, count);
        let at = position.index(text.len());
        prop_assume!(text[at] != byte);
        let mut changed = text.clone();
        changed[at] = byte;
        let line = text[..at].iter().filter(|&&b| b == b'\n').count() + 1;
        let n_given = Some(n);
        match check(&changed[..], Some(Format::Columns), n_given, &AtomicBool::new(false)) {
            Err(CheckError::Wrong(problem)) => {
                // A newline turned into something else joins two lines: the first one's.
                prop_assert_eq!(problem.line, line, "{}", problem);
            }
            // Another digit can make the line another solution, in its place only if it
            // was that one: never the case, as the lines are all different.
            other => prop_assert!(false, "{:?}", other.map(|v| v.to_string())),
        }
    }

    /// Any bytes as LeetCode's JSON: a verdict or a problem with its place, never a panic.
    #[test]
    fn any_bytes_as_json_get_a_verdict_or_a_place(text in proptest::collection::vec(any::<u8>(), 0..200)) {
        match check(&text[..], Some(Format::Leetcode), Some(4), &AtomicBool::new(false)) {
            Ok(verdict) => prop_assert_eq!(verdict.n, 4),
            Err(CheckError::Wrong(problem)) => prop_assert!(problem.line >= 1),
            Err(error) => prop_assert!(false, "{}", error),
        }
    }
}
