//! The programs of the trace's variants, line by line, as a teacher shows them beside the
//! board: each line says which steps of the [trace](crate::solve::trace) it carries out, so the
//! line lit for a step is looked up in the same table the program is printed from, and cannot
//! disagree with it. Each variant has its C program (the seeds' own, in our words) and its
//! numbered steps in plain words (the window translates those; here they are message ids).
//!
//! The values the lit line uses (the row, the column, the columns placed so far, the bitboard
//! search's masks) follow from the board and the step alone: [`variables`].

use crate::board::Square;
use crate::solve::attacks::full_mask;
use crate::solve::trace::{Step, Variant};

/// What a line does, in the trace's terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Act {
    /// A square is considered ([`Step::Try`]).
    Try,
    /// The square considered is attacked ([`Step::Conflict`]).
    Conflict,
    /// A queen goes on it ([`Step::Place`]).
    Place,
    /// Every row holds a queen ([`Step::Solution`]).
    Solution,
    /// A row has no free square ([`Step::DeadEnd`]).
    DeadEnd,
    /// A queen is taken back ([`Step::Remove`]) after every square below it was tried.
    Back,
    /// A queen is taken back right after a solution: a loop written without recursion does
    /// this on a line of its own.
    BackAfterSolution,
}

impl Act {
    /// What `step` does, `before` being the step shown before it.
    pub fn of(step: &Step, before: Option<&Step>) -> Self {
        match step {
            Step::Try(_) => Self::Try,
            Step::Conflict { .. } => Self::Conflict,
            Step::Place(_) => Self::Place,
            Step::Solution { .. } => Self::Solution,
            Step::DeadEnd { .. } => Self::DeadEnd,
            Step::Remove(_) if matches!(before, Some(Step::Solution { .. })) => {
                Self::BackAfterSolution
            }
            Step::Remove(_) => Self::Back,
        }
    }
}

/// One line of a program: its text and what it does, if it is a line a step lights.
#[derive(Clone, Copy, Debug)]
pub struct CodeLine {
    /// The line as printed, indented with spaces (C) or a message id (numbered steps).
    pub text: &'static str,
    /// The acts this line carries out.
    pub acts: &'static [Act],
}

/// A program, or a variant's numbered steps.
#[derive(Clone, Copy, Debug)]
pub struct Listing {
    /// Its lines, in order.
    pub lines: &'static [CodeLine],
}

impl Listing {
    /// The line `step` lights, `before` being the step shown before it: the first line
    /// carrying out its act (a taking back after a solution, where no line is for it alone,
    /// is the taking back's line).
    pub fn line_of(&self, step: &Step, before: Option<&Step>) -> Option<usize> {
        let act = Act::of(step, before);
        let find = |act| self.lines.iter().position(|line| line.acts.contains(&act));
        find(act).or_else(|| (act == Act::BackAfterSolution).then(|| find(Act::Back))?)
    }
}

/// How a program is written: the seeds show plain backtracking both ways.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum Form {
    /// A function that calls itself for the next row (seed 000).
    #[default]
    Recursive,
    /// One loop with the row as a variable (seed 004).
    Loop,
}

const fn line(text: &'static str, acts: &'static [Act]) -> CodeLine {
    CodeLine { text, acts }
}

const fn plain(text: &'static str) -> CodeLine {
    line(text, &[])
}

use Act::{Back, BackAfterSolution, Conflict, DeadEnd, Place, Solution, Try};

const PLAIN: &[CodeLine] = &[
    plain("int a[N];   /* a[i]: row i's column */"),
    plain(""),
    plain("void search(int row) {"),
    plain("    if (row == n) {"),
    line("        print_solution(a);", &[Solution]),
    plain("        return;"),
    plain("    }"),
    line("    for (int col = 0; col < n; col++) {", &[DeadEnd]),
    line("        if (canplace(row, col)) {", &[Try]),
    line("            a[row] = col;", &[Place]),
    plain("            search(row + 1);"),
    line("            a[row] = -1;   /* back */", &[Back]),
    plain("        }"),
    plain("    }"),
    plain("}"),
    plain(""),
    plain("int canplace(int row, int col) {"),
    plain("    for (int i = 0; i < row; i++)"),
    plain("        if (a[i] == col ||"),
    plain("            abs(row - i) == abs(col - a[i]))"),
    line("            return 0;", &[Conflict]),
    plain("    return 1;"),
    plain("}"),
];

const PLAIN_LOOP: &[CodeLine] = &[
    plain("int a[N];   /* a[i] == -1: row i empty */"),
    plain(""),
    plain("void queens(void) {"),
    plain("    int row = 0, col = 0;"),
    plain("    while (row < n) {"),
    plain("        while (col < n) {"),
    line("            if (valid(row, col)) {", &[Try]),
    line("                a[row] = col;", &[Place]),
    plain("                col = 0;"),
    plain("                break;"),
    plain("            }"),
    plain("            col++;"),
    plain("        }"),
    line("        if (a[row] == -1) {   /* none left */", &[DeadEnd]),
    plain("            if (row == 0) break;"),
    plain("            row--;"),
    line("            col = a[row] + 1;   a[row] = -1;", &[Back]),
    plain("            continue;"),
    plain("        }"),
    plain("        if (row == n - 1) {"),
    line("            print_solution(a);", &[Solution]),
    line(
        "            col = a[row] + 1;   a[row] = -1;",
        &[BackAfterSolution],
    ),
    plain("            continue;"),
    plain("        }"),
    plain("        row++;"),
    plain("    }"),
    plain("}"),
    plain(""),
    plain("int valid(int row, int col) {"),
    plain("    for (int i = 0; i < row; i++)"),
    plain("        if (a[i] == col ||"),
    plain("            abs(i - row) == abs(a[i] - col))"),
    line("            return 0;", &[Conflict]),
    plain("    return 1;"),
    plain("}"),
];

const PERMUTATION: &[CodeLine] = &[
    plain("int a[N], used[N];   /* used[c]: c taken */"),
    plain(""),
    plain("void search(int row) {"),
    plain("    if (row == n) {"),
    line("        print_solution(a);", &[Solution]),
    plain("        return;"),
    plain("    }"),
    line("    for (int col = 0; col < n; col++) {", &[DeadEnd]),
    plain("        if (used[col]) continue;   /* untried */"),
    line("        if (!diagonals_free(row, col))", &[Try]),
    line("            continue;", &[Conflict]),
    line("        a[row] = col;   used[col] = 1;", &[Place]),
    plain("        search(row + 1);"),
    line("        used[col] = 0;   /* back */", &[Back]),
    plain("    }"),
    plain("}"),
];

const FORWARD_CHECKING: &[CodeLine] = &[
    plain("int a[N];"),
    plain("int marks[N][N];   /* queens attacking (r, c) */"),
    plain(""),
    plain("void search(int row) {"),
    plain("    if (row == n) {"),
    line("        print_solution(a);", &[Solution]),
    plain("        return;"),
    plain("    }"),
    plain("    for (int col = 0; col < n; col++) {"),
    line("        if (marks[row][col] > 0)", &[Try]),
    line("            continue;   /* attacked */", &[Conflict]),
    line("        a[row] = col;   mark(row, col, +1);", &[Place]),
    line("        if (!some_row_below_all_marked(row))", &[DeadEnd]),
    plain("            search(row + 1);"),
    line("        mark(row, col, -1);   /* back */", &[Back]),
    plain("    }"),
    plain("}"),
];

const BITBOARD: &[CodeLine] = &[
    plain("/* the row's squares attacked along a column */"),
    plain("/* (cols) and the two diagonals (ld, rd) */"),
    plain("void search(int row, unsigned cols,"),
    plain("            unsigned ld, unsigned rd) {"),
    plain("    if (row == n) {"),
    line("        print_solution(a);", &[Solution]),
    plain("        return;"),
    plain("    }"),
    plain("    unsigned all = (1u << n) - 1;"),
    plain("    unsigned free = ~(cols | ld | rd) & all;"),
    line("    while (free) {", &[DeadEnd]),
    line("        unsigned bit = free & -free; /* lowest */", &[Try]),
    plain("        free -= bit;"),
    line("        a[row] = ctz(bit);", &[Place]),
    plain("        search(row + 1, cols | bit,"),
    plain("               (ld | bit) << 1, (rd | bit) >> 1);"),
    line("        a[row] = -1;   /* back */", &[Back]),
    plain("    }"),
    plain("}"),
];

const GENERATE_AND_TEST: &[CodeLine] = &[
    plain("/* pos[i]: row i's column */"),
    plain("int pos[N] = {0, 1, ..., n - 1};"),
    plain(""),
    plain("void permutation(int index) {"),
    plain("    if (index == n) {"),
    plain("        if (check_valid())"),
    line("            print_solution(pos);", &[Solution]),
    plain("        return;"),
    plain("    }"),
    plain("    for (int i = index; i < n; i++) {"),
    line("        swap(&pos[index], &pos[i]);", &[Try]),
    line("        permutation(index + 1);", &[Place]),
    line("        swap(&pos[index], &pos[i]); /* back */", &[Back]),
    plain("    }"),
    plain("}"),
    plain(""),
    plain("int check_valid(void) {"),
    plain("    for (int i = 0; i < n; i++)"),
    plain("        for (int j = i + 1; j < n; j++)"),
    plain("            if (j - i == abs(pos[i] - pos[j]))"),
    line("                return 0;", &[Conflict]),
    plain("    return 1;"),
    plain("}"),
];

/// The numbered steps, as message ids `pseudo-<variant>-<k>`.
const PLAIN_STEPS: &[CodeLine] = &[
    plain("pseudo-plain-1"),
    line("pseudo-plain-2", &[Solution]),
    line("pseudo-plain-3", &[Try]),
    line("pseudo-plain-4", &[Conflict]),
    line("pseudo-plain-5", &[Place]),
    line("pseudo-plain-6", &[DeadEnd]),
    line("pseudo-plain-7", &[Back]),
];

const PERMUTATION_STEPS: &[CodeLine] = &[
    plain("pseudo-permutation-1"),
    line("pseudo-permutation-2", &[Solution]),
    line("pseudo-permutation-3", &[Try]),
    line("pseudo-permutation-4", &[Conflict]),
    line("pseudo-permutation-5", &[Place]),
    line("pseudo-permutation-6", &[DeadEnd]),
    line("pseudo-permutation-7", &[Back]),
];

const FORWARD_CHECKING_STEPS: &[CodeLine] = &[
    plain("pseudo-forward-1"),
    line("pseudo-forward-2", &[Solution]),
    line("pseudo-forward-3", &[Try]),
    line("pseudo-forward-4", &[Conflict]),
    line("pseudo-forward-5", &[Place]),
    line("pseudo-forward-6", &[DeadEnd]),
    line("pseudo-forward-7", &[Back]),
];

const BITBOARD_STEPS: &[CodeLine] = &[
    plain("pseudo-bitboard-1"),
    line("pseudo-bitboard-2", &[Solution]),
    line("pseudo-bitboard-3", &[DeadEnd]),
    line("pseudo-bitboard-4", &[Try]),
    line("pseudo-bitboard-5", &[Place]),
    line("pseudo-bitboard-6", &[Back]),
];

const GENERATE_AND_TEST_STEPS: &[CodeLine] = &[
    plain("pseudo-generate-1"),
    line("pseudo-generate-2", &[Try]),
    line("pseudo-generate-3", &[Place]),
    line("pseudo-generate-4", &[Solution]),
    line("pseudo-generate-5", &[Conflict]),
    line("pseudo-generate-6", &[Back]),
];

/// `variant`'s program, written as `form` where the seeds show it both ways (plain
/// backtracking); the others have one form.
pub fn program(variant: Variant, form: Form) -> Listing {
    let lines = match (variant, form) {
        (Variant::Plain, Form::Recursive) => PLAIN,
        (Variant::Plain, Form::Loop) => PLAIN_LOOP,
        (Variant::Permutation, _) => PERMUTATION,
        (Variant::ForwardChecking, _) => FORWARD_CHECKING,
        (Variant::Bitboard, _) => BITBOARD,
        (Variant::GenerateAndTest, _) => GENERATE_AND_TEST,
    };
    Listing { lines }
}

/// Whether `variant`'s program can be shown as a loop too.
pub fn has_loop_form(variant: Variant) -> bool {
    variant == Variant::Plain
}

/// `variant`'s numbered steps; each line's text is a message id.
pub fn steps(variant: Variant) -> Listing {
    let lines = match variant {
        Variant::Plain => PLAIN_STEPS,
        Variant::Permutation => PERMUTATION_STEPS,
        Variant::ForwardChecking => FORWARD_CHECKING_STEPS,
        Variant::Bitboard => BITBOARD_STEPS,
        Variant::GenerateAndTest => GENERATE_AND_TEST_STEPS,
    };
    Listing { lines }
}

/// A variable of the program and its value now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variable {
    /// Its name in the program.
    pub name: &'static str,
    /// Its value, as the program would print it (masks in binary, bit 0 on the right).
    pub value: String,
}

/// The values the program's variables hold at `step` of an `n`×`n` search whose queens, once
/// the step is done, stand in `columns` (row by row from the first), the program written as
/// `form`. The row and column are the step's; the arrays are the board's.
pub fn variables(
    variant: Variant,
    form: Form,
    n: usize,
    columns: &[usize],
    step: &Step,
) -> Vec<Variable> {
    let var = |name, value: String| Variable { name, value };
    let list = |cells: Vec<String>| format!("{{{}}}", cells.join(", "));
    let square = match *step {
        Step::Try(square)
        | Step::Place(square)
        | Step::Remove(square)
        | Step::Conflict { square, .. } => Some(square),
        Step::DeadEnd { .. } | Step::Solution { .. } => None,
    };
    // The row the program is at: the step's square's, the row found blocked, or n once every
    // row holds a queen (generate and test tests its boards there).
    let row = match *step {
        Step::DeadEnd { row } if variant != Variant::ForwardChecking => row,
        Step::DeadEnd { .. } => columns.len().saturating_sub(1),
        Step::Solution { .. } => n,
        Step::Conflict { .. } if variant == Variant::GenerateAndTest => n,
        _ => square.map_or(0, |square| square.row),
    };
    if variant == Variant::GenerateAndTest {
        let mut vars = vec![var("index", row.to_string())];
        if let Step::Conflict { square, by, .. } = *step {
            vars.push(var("i", by.row.to_string()));
            vars.push(var("j", square.row.to_string()));
        }
        let pos = permutation(n, columns, step);
        vars.push(var("pos", list(pos.iter().map(usize::to_string).collect())));
        return vars;
    }
    let mut vars = vec![var("row", row.to_string())];
    if let Some(Square { column, .. }) = square {
        let (name, value) = match (variant, step) {
            (Variant::Bitboard, _) => ("ctz(bit)", column),
            // The loop moves on to the next column as it takes the queen back.
            (Variant::Plain, Step::Remove(_)) if form == Form::Loop => ("col", column + 1),
            _ => ("col", column),
        };
        vars.push(var(name, value.to_string()));
    }
    // `canplace` and `valid` name the queen above they compare with.
    if let Step::Conflict { by, .. } = *step
        && variant == Variant::Plain
    {
        vars.push(var("i", by.row.to_string()));
    }
    let array = list(
        (0..n)
            .map(|row| columns.get(row).map_or("-".into(), ToString::to_string))
            .collect(),
    );
    match variant {
        Variant::Bitboard => {
            let [cols, ld, rd] = masks(n, &columns[..row.min(columns.len())]);
            let binary = |mask: u32| format!("{mask:0n$b}");
            // `free` loses each bit as it is tried: at a try it still holds the square tried.
            let tried_below = match *step {
                Step::Try(square) => square.column,
                Step::Place(square) | Step::Remove(square) => square.column + 1,
                _ => 0,
            };
            let free = !(cols | ld | rd) & full_mask(n) & !full_mask(tried_below);
            vars.extend([
                var("cols", binary(cols)),
                var("ld", binary(ld)),
                var("rd", binary(rd)),
                var("free", binary(free)),
            ]);
        }
        Variant::Permutation => {
            vars.push(var("a", array));
            let used = (0..n)
                .map(|column| u8::from(columns.contains(&column)).to_string())
                .collect();
            vars.push(var("used", list(used)));
        }
        Variant::Plain | Variant::ForwardChecking | Variant::GenerateAndTest => {
            vars.push(var("a", array));
        }
    }
    vars
}

/// Generate and test's `pos` at `step`: the columns in order, with the swaps of the rows
/// placed (each brought its column to its row from further on), and at a try the swap that
/// brought the square's column to its row.
fn permutation(n: usize, columns: &[usize], step: &Step) -> Vec<usize> {
    let mut pos: Vec<usize> = (0..n).collect();
    let mut bring = |row: usize, column: usize| {
        if let Some(at) = pos.iter().skip(row).position(|&c| c == column) {
            pos.swap(row, row + at);
        }
    };
    for (row, &column) in columns.iter().enumerate() {
        bring(row, column);
    }
    if let Step::Try(square) = *step {
        bring(square.row, square.column);
    }
    pos
}

/// The bitboard search's masks on the row below the queens in `columns`: the columns taken,
/// and the diagonals going right (shifted left a bit a row) and left.
fn masks(n: usize, columns: &[usize]) -> [u32; 3] {
    let full = full_mask(n);
    columns.iter().fold([0, 0, 0], |[cols, ld, rd], &column| {
        let bit = 1u32 << column;
        [cols | bit, ((ld | bit) << 1) & full, (rd | bit) >> 1]
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::attacks::Attacks;
    use crate::solve::trace::Trace;

    fn value<'a>(vars: &'a [Variable], name: &str) -> Option<&'a str> {
        vars.iter()
            .find(|var| var.name == name)
            .map(|var| var.value.as_str())
    }

    /// Every step of N = 4 and N = 6, for every variant and form: the lit line carries out
    /// what the step did, and the variables shown are the board's.
    #[test]
    fn the_lit_line_and_the_variables_agree_with_the_board_at_every_step() {
        for n in [4, 6] {
            for variant in Variant::ALL {
                let forms: &[Form] = if has_loop_form(variant) {
                    &[Form::Recursive, Form::Loop]
                } else {
                    &[Form::Recursive]
                };
                for listing in forms
                    .iter()
                    .map(|&form| program(variant, form))
                    .chain([steps(variant)])
                {
                    let mut columns: Vec<usize> = Vec::new();
                    let mut before = None;
                    for step in Trace::new(variant, n) {
                        match step {
                            Step::Place(square) => columns.push(square.column),
                            Step::Remove(_) => {
                                columns.pop();
                            }
                            _ => {}
                        }
                        let context = format!("{variant}, n = {n}, {step:?}");
                        let line = listing
                            .line_of(&step, before.as_ref())
                            .unwrap_or_else(|| panic!("no line for {context}"));
                        let act = Act::of(&step, before.as_ref());
                        let acts = listing.lines[line].acts;
                        assert!(
                            acts.contains(&act)
                                || (act == Act::BackAfterSolution && acts.contains(&Act::Back)),
                            "{context}: line {line} does {acts:?}"
                        );
                        check_variables(variant, n, &columns, &step, &context);
                        before = Some(step);
                    }
                }
            }
        }
    }

    fn number(vars: &[Variable], name: &str, context: &str) -> usize {
        value(vars, name)
            .unwrap_or_else(|| panic!("{context}: no {name}"))
            .parse()
            .unwrap()
    }

    fn check_variables(variant: Variant, n: usize, columns: &[usize], step: &Step, context: &str) {
        let vars = variables(variant, Form::Recursive, n, columns, step);
        if variant == Variant::GenerateAndTest {
            return check_permutation(n, columns, step, &vars, context);
        }
        let row = number(&vars, "row", context);
        let column_name = if variant == Variant::Bitboard {
            "ctz(bit)"
        } else {
            "col"
        };
        match *step {
            Step::Try(square) | Step::Conflict { square, .. } => {
                // The square considered is on the row below the queens placed.
                assert_eq!((row, columns.len()), (square.row, square.row), "{context}");
                assert_eq!(
                    number(&vars, column_name, context),
                    square.column,
                    "{context}"
                );
            }
            Step::Place(square) => {
                // The queen the line puts down is the board's last.
                assert_eq!(columns.last(), Some(&square.column), "{context}");
                assert_eq!(row + 1, columns.len(), "{context}");
                assert_eq!(
                    number(&vars, column_name, context),
                    square.column,
                    "{context}"
                );
            }
            Step::Remove(square) => assert_eq!((row, columns.len()), (square.row, square.row)),
            Step::Solution { .. } => assert_eq!((row, columns.len()), (n, n), "{context}"),
            Step::DeadEnd { .. } => {}
        }
        if let Step::Conflict { by, .. } = *step
            && variant == Variant::Plain
        {
            assert_eq!(columns.get(number(&vars, "i", context)), Some(&by.column));
        }
        if variant == Variant::Bitboard {
            // The masks of the row, as the fast enumerator steps with them.
            let attacks = columns[..row.min(columns.len())]
                .iter()
                .fold(Attacks::default(), |attacks, &column| {
                    attacks.place(1 << column)
                });
            let free = attacks.free(full_mask(n));
            let shown = u32::from_str_radix(value(&vars, "free").unwrap(), 2).unwrap();
            assert_eq!(
                shown & !free,
                0,
                "{context}: free squares shown that are attacked"
            );
            if let Step::Try(square) = *step {
                assert_ne!(shown & (1 << square.column), 0, "{context}");
            }
            return;
        }
        let expected: Vec<String> = (0..n)
            .map(|row| columns.get(row).map_or("-".into(), ToString::to_string))
            .collect();
        assert_eq!(
            value(&vars, "a").unwrap(),
            format!("{{{}}}", expected.join(", "))
        );
        if variant == Variant::Permutation {
            let used: Vec<String> = (0..n)
                .map(|column| u8::from(columns.contains(&column)).to_string())
                .collect();
            assert_eq!(
                value(&vars, "used").unwrap(),
                format!("{{{}}}", used.join(", "))
            );
        }
    }

    /// Generate and test's variables: the board's queens are `pos`'s first rows, `pos` is a
    /// permutation, and a whole board's test names the pair that attacks.
    fn check_permutation(
        n: usize,
        columns: &[usize],
        step: &Step,
        vars: &[Variable],
        context: &str,
    ) {
        let pos: Vec<usize> = value(vars, "pos")
            .unwrap()
            .trim_matches(['{', '}'])
            .split(", ")
            .map(|cell| cell.parse().unwrap())
            .collect();
        let mut sorted = pos.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..n).collect::<Vec<_>>(), "{context}");
        assert_eq!(&pos[..columns.len()], columns, "{context}");
        let index = number(vars, "index", context);
        match *step {
            Step::Try(square) => {
                assert_eq!(
                    (index, pos[index]),
                    (square.row, square.column),
                    "{context}"
                );
            }
            Step::Conflict { square, by, .. } => {
                assert_eq!(index, n, "{context}");
                let (i, j) = (number(vars, "i", context), number(vars, "j", context));
                assert_eq!((pos[i], pos[j]), (by.column, square.column), "{context}");
                assert_eq!(
                    j - i,
                    pos[i].abs_diff(pos[j]),
                    "{context}: not on a diagonal"
                );
            }
            _ => {}
        }
    }

    /// Seed 002's array after each swap that brings a column to a row, in its order.
    fn seed_002_arrays(n: usize) -> Vec<Vec<usize>> {
        fn permutation(pos: &mut [usize], index: usize, seen: &mut Vec<Vec<usize>>) {
            for i in index..pos.len() {
                pos.swap(index, i);
                seen.push(pos.to_vec());
                permutation(pos, index + 1, seen);
                pos.swap(index, i);
            }
        }
        let mut seen = Vec::new();
        permutation(&mut (0..n).collect::<Vec<_>>(), 0, &mut seen);
        seen
    }

    #[test]
    fn generate_and_test_shows_the_array_the_seed_s_swaps_make() {
        for n in [4, 6] {
            let mut columns = Vec::new();
            let mut shown = Vec::new();
            for step in Trace::new(Variant::GenerateAndTest, n) {
                match step {
                    Step::Place(square) => columns.push(square.column),
                    Step::Remove(_) => {
                        columns.pop();
                    }
                    Step::Try(_) => {
                        let vars = variables(
                            Variant::GenerateAndTest,
                            Form::Recursive,
                            n,
                            &columns,
                            &step,
                        );
                        shown.push(value(&vars, "pos").unwrap().to_string());
                    }
                    _ => {}
                }
            }
            let seed: Vec<String> = seed_002_arrays(n)
                .iter()
                .map(|pos| {
                    let cells: Vec<String> = pos.iter().map(usize::to_string).collect();
                    format!("{{{}}}", cells.join(", "))
                })
                .collect();
            assert_eq!(shown, seed, "n = {n}");
        }
    }

    #[test]
    fn the_loop_moves_to_the_next_column_as_it_takes_a_queen_back() {
        let remove = Step::Remove(Square::new(1, 2));
        let loop_vars = variables(Variant::Plain, Form::Loop, 4, &[0], &remove);
        let recursive = variables(Variant::Plain, Form::Recursive, 4, &[0], &remove);
        assert_eq!(value(&loop_vars, "col"), Some("3"));
        assert_eq!(value(&recursive, "col"), Some("2"));
    }

    #[test]
    fn the_loop_backs_off_after_a_solution_on_a_line_of_its_own() {
        let loop_form = program(Variant::Plain, Form::Loop);
        let recursive = program(Variant::Plain, Form::Recursive);
        let solution = Step::Solution { number: 1 };
        let remove = Step::Remove(Square::new(3, 2));
        let after = loop_form.line_of(&remove, Some(&solution)).unwrap();
        let otherwise = loop_form.line_of(&remove, None).unwrap();
        assert_ne!(after, otherwise);
        assert_eq!(
            recursive.line_of(&remove, Some(&solution)),
            recursive.line_of(&remove, None)
        );
    }
}
