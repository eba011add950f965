//! `Check my program`: the student's own program (tests/programs/) typed or chosen, built,
//! run and judged in the window, its verdict in the judges' words, the problem's boards drawn,
//! and the limits remembered.

use egui_kittest::kittest::Queryable;
use nqueens::app::{Action, FileAction, Mode, ProgramAction, TopAction};

use crate::support::{Inspected, act, app, step_until, type_into, wait_for_label_starting};

fn program(name: &str) -> String {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/programs")
        .join(name)
        .display()
        .to_string()
}

fn program_action(
    harness: &mut egui_kittest::Harness<'_, nqueens::app::App>,
    action: ProgramAction,
) {
    act(harness, Action::File(FileAction::Program(action)));
}

/// Types the program's path, clicks Run and judge, and waits for the verdict.
fn judged(harness: &mut egui_kittest::Harness<'_, nqueens::app::App>, name: &str) -> String {
    type_into(harness, "Program:", &program(name));
    harness.get_by_label("Run and judge").click();
    harness.run_steps(2);
    step_until(harness, &format!("the verdict on {name}"), |app| {
        !app.judging_program() && app.program_verdict().is_some()
    });
    harness.inspect().program_verdict().expect("a verdict")
}

#[test]
fn each_kind_of_program_gets_the_judges_verdict() {
    let mut harness = app();
    act(&mut harness, Action::Top(TopAction::Mode(Mode::File)));
    let cases = [
        ("accepted.c", "Accepted: Correct: all 92 solutions"),
        (
            "trailing_space.c",
            "Presentation Error: The answer is right, but not byte for byte. Line 2:",
        ),
        (
            "missing_board.c",
            "Wrong Answer: Line 37: solution No 5 is missing here",
        ),
        ("swapped_pair.c", "Wrong Answer: Line 19:"),
        (
            "large_allocation.c",
            "Memory Limit Exceeded: It held more than 10,000 KB",
        ),
        ("endless_print.c", "Output Limit Exceeded: "),
        ("crash.c", "Runtime Error: It was ended by signal 11:"),
        ("exits_one.c", "Runtime Error: It ended with exit code 1"),
        ("syntax_error.c", "Compile Error: The C compiler refused it"),
    ];
    for (name, start) in cases {
        let verdict = judged(&mut harness, name);
        assert!(verdict.starts_with(start), "{name}: {verdict}");
    }
}

#[test]
fn a_wrong_answer_draws_the_programs_board_beside_the_expected_one() {
    let mut harness = app();
    act(&mut harness, Action::Top(TopAction::Mode(Mode::File)));
    judged(&mut harness, "missing_board.c");
    wait_for_label_starting(&mut harness, "Your program's No 6");
    wait_for_label_starting(&mut harness, "Expected here: solution No 5");
    wait_for_label_starting(&mut harness, "Built with: ");
    // A compile error shows the compiler's messages where the boards were.
    judged(&mut harness, "syntax_error.c");
    wait_for_label_starting(&mut harness, "What the compiler said:");
}

#[test]
fn an_endless_loop_is_stopped_at_the_time_limit_and_a_python_program_judged_for_the_window_n() {
    let mut harness = app();
    act(&mut harness, Action::Top(TopAction::Mode(Mode::File)));
    program_action(&mut harness, ProgramAction::TimeLimit(200));
    let verdict = judged(&mut harness, "endless_loop.c");
    assert!(
        verdict.starts_with("Time Limit Exceeded: It used more than 200 ms"),
        "{verdict}"
    );
    act(&mut harness, Action::Top(TopAction::SetN(6)));
    harness.get_by_label("the N chosen above (6)").click();
    harness.get_by_label("Give N on standard input").click();
    harness.run_steps(2);
    program_action(&mut harness, ProgramAction::MemoryLimit(65_536));
    program_action(&mut harness, ProgramAction::TimeLimit(5_000));
    let verdict = judged(&mut harness, "reads_n.py");
    assert!(
        verdict.starts_with("Accepted: Correct: all 4 solutions of N = 6"),
        "{verdict}"
    );
}

#[test]
fn leaving_the_view_stops_the_program_and_cancel_stops_it_at_once() {
    let mut harness = app();
    act(&mut harness, Action::Top(TopAction::Mode(Mode::File)));
    program_action(&mut harness, ProgramAction::TimeLimit(600_000));
    type_into(&mut harness, "Program:", &program("sleeps.c"));
    harness.get_by_label("Run and judge").click();
    step_until(&mut harness, "the program running", |app| {
        app.judging_program()
    });
    wait_for_label_starting(&mut harness, "Running sleeps.c");
    harness.get_by_label("Cancel").click();
    step_until(&mut harness, "the cancel", |app| !app.judging_program());
    let verdict = harness.inspect().program_verdict().expect("words");
    assert!(
        verdict.starts_with("Cancelled: the program was not judged"),
        "{verdict}"
    );
    harness.get_by_label("Run and judge").click();
    step_until(&mut harness, "the program running", |app| {
        app.judging_program()
    });
    act(&mut harness, Action::Top(TopAction::Mode(Mode::Browse)));
    step_until(&mut harness, "the stop", |app| !app.judging_program());
    let verdict = harness.inspect().program_verdict().expect("words");
    assert!(
        verdict.starts_with("Stopped when the view was left"),
        "{verdict}"
    );
}

#[test]
fn the_seeds_limits_are_the_default_and_a_change_is_remembered() {
    let mut harness = app();
    let (program, problem_n, stdin, time, memory) = harness.inspect().judge_settings();
    assert_eq!(
        (program.as_str(), problem_n, stdin, time, memory),
        ("", true, false, 1000, 10_000)
    );
    act(&mut harness, Action::Top(TopAction::Mode(Mode::File)));
    program_action(&mut harness, ProgramAction::TimeLimit(2000));
    assert_eq!(harness.inspect().judge_settings().3, 2000);
    harness
        .get_by_label("The original problem's limits")
        .click();
    harness.run_steps(2);
    assert_eq!(harness.inspect().judge_settings().3, 1000);
}

#[test]
fn the_verdicts_are_named_as_chinese_and_korean_judges_name_them() {
    use nqueens::app::i18n::Language;
    let cases = [
        (
            Language::Chinese,
            "程序：",
            "运行并评测",
            ["答案正确", "答案错误", "格式错误", "编译错误"],
        ),
        (
            Language::Korean,
            "프로그램:",
            "실행하고 채점",
            [
                "맞았습니다",
                "틀렸습니다",
                "출력 형식이 잘못되었습니다",
                "컴파일 에러",
            ],
        ),
    ];
    for (language, field, button, names) in cases {
        let mut harness = crate::support::app_in(language);
        act(&mut harness, Action::Top(TopAction::Mode(Mode::File)));
        let programs = [
            "accepted.c",
            "missing_board.c",
            "trailing_space.c",
            "syntax_error.c",
        ];
        for (name, verdict_name) in programs.into_iter().zip(names) {
            type_into(&mut harness, field, &program(name));
            harness.get_by_label(button).click();
            harness.run_steps(2);
            step_until(&mut harness, name, |app| {
                !app.judging_program() && app.program_verdict().is_some()
            });
            let verdict = harness.inspect().program_verdict().expect("a verdict");
            assert!(verdict.starts_with(verdict_name), "{name}: {verdict}");
            wait_for_label_starting(&mut harness, verdict_name);
        }
    }
}
