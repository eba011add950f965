//! The window in each language it speaks: found by its Chinese and Korean names, drawn with
//! fonts of that language, and switched from one language to another within a frame.

use std::collections::BTreeSet;

use eframe::egui::{FontFamily, FontId};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nqueens::app::i18n::{Language, catalogue_files};
use nqueens::app::{Action, App, Mode, TopAction};

fn app_in(language: Language) -> Harness<'static, App> {
    let mut harness = Harness::builder()
        .with_size([1100.0, 800.0])
        .build_eframe(|cc| App::new(cc));
    act(
        &mut harness,
        Action::Top(TopAction::Language(Some(language))),
    );
    harness
}

fn act(harness: &mut Harness<'_, App>, action: Action) {
    harness.state_mut().act(action);
    harness.run_steps(2);
}

/// What every node of the window says: a button's label or a label's text.
fn texts(harness: &Harness<'_, App>) -> BTreeSet<String> {
    harness
        .query_all_by(|_| true)
        .filter_map(|node| {
            let node = node.accesskit_node();
            node.label().or_else(|| node.value())
        })
        .collect()
}

/// The messages of a language that take no argument, as the window shows them.
fn fixed_words(language: Language) -> BTreeSet<String> {
    catalogue_files()
        .filter(|&(l, _, _)| l == language)
        .flat_map(|(_, _, text)| text.lines())
        .filter(|line| !line.starts_with(['#', ' ', '}']))
        .filter_map(|line| line.split_once(" = "))
        .filter(|(_, value)| !value.contains('{'))
        .map(|(_, value)| value.to_string())
        .collect()
}

#[test]
fn every_character_of_each_language_is_drawn_by_a_face_of_that_language() {
    for (language, face) in [(Language::Chinese, "CJK SC"), (Language::Korean, "CJK KR")] {
        let harness = app_in(language);
        assert_eq!(harness.state().language(), language, "no font draws it");
        let text: String = catalogue_files()
            .filter(|&(l, _, _)| l == language)
            .flat_map(|(_, _, text)| text.lines().filter(|line| !line.starts_with('#')))
            .collect();
        let font = FontId::proportional(14.0);
        let missing: BTreeSet<char> = harness.ctx.fonts_mut(|fonts| {
            text.chars()
                .filter(|&c| !c.is_whitespace() && !fonts.has_glyph(&font, c))
                .collect()
        });
        assert!(missing.is_empty(), "{language:?}: no glyph for {missing:?}");
        let faces: Vec<String> = harness.ctx.fonts(|fonts| {
            let installed = fonts.definitions().families[&FontFamily::Proportional].iter();
            let discovered = fonts.discovered_fonts().iter().map(|font| &font.name);
            installed.chain(discovered).cloned().collect()
        });
        assert!(
            faces.iter().any(|name| name.contains(face)),
            "{language:?} drawn with {faces:?}"
        );
        assert!(
            !faces.iter().any(|name| name.contains("CJK JP")),
            "{language:?} drawn with a Japanese face: {faces:?}"
        );
    }
}

#[test]
fn a_change_of_language_changes_every_word_within_a_frame() {
    let mut harness = app_in(Language::English);
    act(&mut harness, Action::Top(TopAction::SetN(6)));
    let english = fixed_words(Language::English);
    for language in [Language::Chinese, Language::Korean, Language::English] {
        for mode in [Mode::Browse, Mode::Place, Mode::Watch, Mode::File] {
            act(&mut harness, Action::Top(TopAction::Mode(mode)));
            act(&mut harness, Action::Top(TopAction::OpenExport));
            // One frame after the change, as the user sees it.
            harness
                .state_mut()
                .act(Action::Top(TopAction::Language(Some(language))));
            harness.step();
            let own = fixed_words(language);
            let shown = texts(&harness);
            let foreign: Vec<&String> = shown
                .iter()
                .filter(|text| english.contains(*text) && !own.contains(*text))
                .collect();
            assert!(
                language == Language::English || foreign.is_empty(),
                "{language:?}, {mode:?}: still in English: {foreign:?}"
            );
            let theirs = shown.iter().filter(|text| own.contains(*text)).count();
            assert!(theirs >= 5, "{language:?}, {mode:?}: {shown:?}");
            act(&mut harness, Action::Top(TopAction::CloseExport));
        }
    }
}

#[test]
fn the_window_is_used_by_its_chinese_names() {
    let mut harness = app_in(Language::Chinese);
    harness.get_by_label("摆放皇后").click();
    harness.run_steps(2);
    assert_eq!(harness.state().mode(), Mode::Place);
    harness.get_by_label("a8，空").click();
    harness.run_steps(2);
    assert_eq!(harness.state().hand_board().queens().len(), 1);
    harness.get_by_label("撤销").click();
    harness.run_steps(2);
    assert!(harness.state().hand_board().queens().is_empty());
    harness.get_by_label("浏览解").click();
    harness.run_steps(2);
    harness.get_by_label("下一个").click();
    harness.run_steps(2);
    harness.get_by_label_contains("第 2 个，共 92 个");
    harness.get_by_label("关于").click();
    harness.run_steps(3);
    harness.get_by_label_contains("八皇后问题");
}

#[test]
fn the_window_is_used_by_its_korean_names() {
    let mut harness = app_in(Language::Korean);
    harness.get_by_label("퀸 놓기").click();
    harness.run_steps(2);
    assert_eq!(harness.state().mode(), Mode::Place);
    harness.get_by_label("e4, 비어 있음").click();
    harness.run_steps(2);
    harness.get_by_label("e4, 퀸");
    harness.get_by_label("해 둘러보기").click();
    harness.run_steps(2);
    harness.get_by_label("다음").click();
    harness.run_steps(2);
    harness.get_by_label_contains("92개 중 2번째");
    harness.get_by_label("파일 검사").click();
    harness.run_steps(2);
    harness.get_by_label("답안 파일:");
}

#[test]
fn the_language_menu_names_each_language_in_itself() {
    let mut harness = app_in(Language::Korean);
    harness.get_by_label("언어").click();
    harness.run_steps(2);
    harness.get_by_label("简体中文").click();
    harness.run_steps(2);
    assert_eq!(harness.state().chosen_language(), Some(Language::Chinese));
    harness.get_by_label("浏览解");
}

#[test]
fn columns_from_0_are_asked_about_in_each_language() {
    for (language, question, place) in [
        (
            Language::Chinese,
            "这些列号是从 0 开始数的：要按第 1 到第 8 列放置吗？",
            "放置",
        ),
        (
            Language::Korean,
            "이 열 번호들은 0부터 셉니다. 1열부터 8열까지로 놓으시겠습니까?",
            "놓기",
        ),
    ] {
        let mut harness = app_in(language);
        act(&mut harness, Action::Top(TopAction::Mode(Mode::Place)));
        let paste = nqueens::app::PlaceAction::Paste("0 4 7 5 2 6 1 3".to_string());
        act(&mut harness, Action::Place(paste));
        assert!(harness.state().hand_board().queens().is_empty());
        harness.get_by_label(question);
        harness.get_by_label(place).click();
        harness.run_steps(3);
        assert_eq!(harness.state().hand_board().queens().len(), 8);
    }
}

/// The verdict the window gives on the file at `path`, in `language`.
fn verdict_in(language: Language, path: &std::path::Path) -> String {
    let mut harness = app_in(language);
    act(
        &mut harness,
        Action::File(nqueens::app::FileAction::Open(path.to_path_buf())),
    );
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while harness.state().file_verdict().is_none() {
        assert!(std::time::Instant::now() < deadline, "no verdict");
        harness.run_steps(2);
    }
    harness.state().file_verdict().unwrap()
}

#[test]
fn a_students_mistake_is_named_in_the_windows_language() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("答案.txt");
    let mut text = "\u{FEFF}".as_bytes().to_vec();
    text.extend_from_slice(include_bytes!("golden/eight_queens.txt"));
    std::fs::write(&path, text).unwrap();
    // Another judge's answers: LeetCode's list with a board twice, the Checker Challenge's
    // count wrong, columns counted from 0.
    let leetcode = folder.path().join("leetcode.json");
    let board = "[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]";
    std::fs::write(&leetcode, format!("[{board},{board}]")).unwrap();
    let checker = folder.path().join("checker.txt");
    std::fs::write(&checker, "2 4 1 3\n3 1 4 2\n3\n").unwrap();
    let columns = folder.path().join("columns.txt");
    std::fs::write(&columns, "1 3 0 2\n").unwrap();
    for (language, file, words) in [
        (
            Language::Chinese,
            &path,
            "第 1 行：文件以 UTF-8 字节顺序标记",
        ),
        (
            Language::Korean,
            &path,
            "1번째 줄: 파일이 UTF-8 바이트 순서 표시",
        ),
        (
            Language::English,
            &path,
            "Line 1: the file starts with a UTF-8 byte-order mark",
        ),
        (
            Language::Chinese,
            &leetcode,
            "第 1 行：有一个棋盘出现了两次",
        ),
        (Language::Korean, &leetcode, "1번째 줄: 같은 체스판이 두 번"),
        (
            Language::Chinese,
            &checker,
            "第 3 行：解的个数写的是 3，但 N = 4 有 2 个解",
        ),
        (Language::Korean, &checker, "3번째 줄: 해의 개수가 3이지만"),
        (Language::Chinese, &columns, "第 1 行：第 2 行的列号是 0"),
        (
            Language::Korean,
            &columns,
            "1번째 줄: 2행의 열 번호가 0입니다",
        ),
    ] {
        let verdict = verdict_in(language, file);
        assert!(verdict.starts_with(words), "{language:?}: {verdict}");
    }
}
