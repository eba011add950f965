//! The window in each language it speaks: found by its Chinese and Korean names, drawn with
//! fonts of that language, and switched from one language to another within a frame.

mod support;

use std::collections::BTreeSet;

use eframe::egui::{self, FontFamily, FontId};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nqueens::app::i18n::{Language, catalogue_files};
use nqueens::app::{Action, App, FileAction, Mode, PictureAction, TopAction};

use support::fixtures::{GOLDEN_EIGHT, judge_text, solutions};
use support::{Inspected, act, app_in, step_until, texts, wait};

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
        assert_eq!(harness.inspect().language(), language, "no font draws it");
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
    assert_eq!(harness.inspect().mode(), Mode::Place);
    harness.get_by_label("a8，空").click();
    harness.run_steps(2);
    assert_eq!(harness.inspect().hand_board().queens().len(), 1);
    harness.get_by_label("撤销").click();
    harness.run_steps(2);
    assert!(harness.inspect().hand_board().queens().is_empty());
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
    assert_eq!(harness.inspect().mode(), Mode::Place);
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
    assert_eq!(harness.inspect().chosen_language(), Some(Language::Chinese));
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
        assert!(harness.inspect().hand_board().queens().is_empty());
        harness.get_by_label(question);
        harness.get_by_label(place).click();
        harness.run_steps(3);
        assert_eq!(harness.inspect().hand_board().queens().len(), 8);
    }
}

/// The verdict the window gives on the file at `path`, in `language`.
fn verdict_in(language: Language, path: &std::path::Path) -> String {
    let mut harness = app_in(language);
    act(
        &mut harness,
        Action::File(FileAction::Open(path.to_path_buf())),
    );
    step_until(&mut harness, "the verdict", |app| {
        app.file_verdict().is_some()
    });
    harness.inspect().file_verdict().unwrap()
}

#[test]
fn a_students_mistake_is_named_in_the_windows_language() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("答案.txt");
    let mut text = "\u{FEFF}".as_bytes().to_vec();
    text.extend_from_slice(GOLDEN_EIGHT);
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
        // A line of the file, a rank of the board and a character of the line, each named
        // by its own word.
        (
            Language::Chinese,
            &columns,
            "第 1 行：从下往上第 2 排的列号是 0（这一行的第 5 个字符）",
        ),
        (
            Language::Korean,
            &columns,
            "1번째 줄: 아래에서 2번째 행의 열 번호가 0입니다(이 줄의 5번째 글자)",
        ),
    ] {
        let verdict = verdict_in(language, file);
        assert!(verdict.starts_with(words), "{language:?}: {verdict}");
    }
}

// ----------------------------------------------------------------------------
// The words themselves, read as the catalogues hold them

/// Each message of a language: its id and its whole text, selectors and variants included.
fn messages(language: Language) -> Vec<(String, String)> {
    let mut messages: Vec<(String, String)> = Vec::new();
    for (_, _, text) in catalogue_files().filter(|&(l, _, _)| l == language) {
        for line in text.lines() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            match line.split_once(" = ") {
                Some((id, value)) if !line.starts_with([' ', '}']) => {
                    messages.push((id.to_string(), value.to_string()));
                }
                _ => {
                    let (_, body) = messages.last_mut().expect("a message starts the file");
                    body.push('\n');
                    body.push_str(line);
                }
            }
        }
    }
    messages
}

/// What a message says in words: its variants' keys (`[one]`, `*[judge]`) and its
/// placeables (`{ $n }`, `{" "}`, a selector's opening `{ $kind ->` and closing `}`) left out.
fn words_of(body: &str) -> String {
    let mut words = String::new();
    for line in body.lines() {
        let mut line = line.trim_start().trim_start_matches('*');
        if line.starts_with('[')
            && let Some((_, rest)) = line.split_once(']')
        {
            line = rest;
        }
        let mut depth = 0;
        for c in line.chars() {
            match c {
                '{' => depth += 1,
                '}' if depth > 0 => depth -= 1,
                '}' => {}
                c if depth == 0 => words.push(c),
                _ => {}
            }
        }
        words.push('\n');
    }
    words
}

/// The messages of Chinese and Korean, each with the language.
fn chinese_and_korean() -> impl Iterator<Item = (Language, String, String)> {
    [Language::Chinese, Language::Korean]
        .into_iter()
        .flat_map(|language| {
            messages(language)
                .into_iter()
                .map(move |(id, body)| (language, id, body))
        })
}

#[test]
fn chinese_and_korean_have_no_english_but_names_and_what_a_file_holds() {
    // What a judge file, a key or a command holds, written as it is; then proper names.
    let literal = [
        "No k:",
        "“No ",
        "\\r\\n",
        "\\n",
        "Ctrl+V",
        "µs",
        "ms",
        ".svg",
        ".png",
        "EF BB BF",
        "UTF-8",
        "LeetCode 51 “N-Queens”",
        "xdg-desktop-portal",
        "nqueens FILE",
        "nqueens check",
        "nqueens --help",
        "man nqueens",
        "C:\\Users\\",
        ".txt",
        ".gif",
        ".c",
        "Page Down",
        "Page Up",
        "a8 e7 h6",
        "“e7”",
        "“a”",
        "“A”",
        "“q”",
        "“Q”",
        "“.”",
        "A 和 .",
        "A와 .",
        "Q 和 .",
        "Q와 .",
        // What a program and its compilers are called, as they are written.
        "Dev-C++",
        "C++",
        "Code::Blocks",
        "main",
        "abort",
        "assert",
        "ms",
        "KB",
        "PATH",
    ];
    let names = [
        "N",
        "OEIS",
        "A000170",
        "A002562",
        "LeetCode",
        "JSON",
        "Checker",
        "Challenge",
        "USACO",
        "P1219",
        "Luogu",
        "Codeforces",
        "Windows",
        "BOM",
        "SVG",
        "PNG",
        "EiB",
        "CPU",
        "MIT",
        "Apache",
        "Tab",
        "Home",
        "End",
        "Esc",
        "Enter",
        "Ctrl",
        "GIF",
        "C",
        "Python",
        "Java",
        "Rust",
        "MinGW",
        "Baekjoon",
        "SIGSEGV",
        "SIGFPE",
        "SIGABRT",
        // The programs' variables, as the programs name them.
        "i",
        "xdg",
    ];
    for (language, id, body) in chinese_and_korean() {
        let mut words = words_of(&body);
        for text in literal {
            words = words.replace(text, " ");
        }
        let english: Vec<&str> = words
            .split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|word| word.chars().any(|c| c.is_ascii_alphabetic()))
            .filter(|word| !names.contains(word))
            .collect();
        assert!(
            english.is_empty(),
            "{language:?}, {id}: {english:?} in {body}"
        );
    }
}

#[test]
fn korean_has_no_semicolon() {
    for (id, body) in messages(Language::Korean) {
        assert!(!words_of(&body).contains([';', '；']), "{id}: {body}");
    }
}

/// Where English spells the one (`the only solution`, `Exactly one`, `Every variant finds
/// the same solution`), Chinese and Korean say it too, in a `[1]` variant: their plural rules have no
/// `one`, so a `[one]` variant would never be chosen.
#[test]
fn where_english_says_the_only_one_chinese_and_korean_say_it_too() {
    let spelled: Vec<String> = messages(Language::English)
        .into_iter()
        .filter(|(_, body)| {
            body.lines().any(|line| {
                let Some(variant) = line.trim_start().strip_prefix("[one]") else {
                    return false;
                };
                let words = words_of(variant);
                !variant.trim_end().ends_with("->")
                    && (!words.contains(|c: char| c.is_ascii_digit())
                        || words.contains("the only")
                        || words.contains("The only")
                        || words.contains("The 1 "))
            })
        })
        .map(|(id, _)| id)
        .collect();
    // The filter finds them: ten messages spell the one today.
    assert!(spelled.len() >= 10, "{spelled:?}");
    for (language, id, body) in chinese_and_korean() {
        assert!(
            !body.contains("[one]"),
            "{language:?}, {id}: [one] is never chosen"
        );
        if spelled.contains(&id) {
            assert!(
                body.contains("[1]"),
                "{language:?}, {id} has no [1]: {body}"
            );
        }
    }
}

/// The terms settled in `i18n/GLOSSARY.md`: in a language, the thing, its names, and the
/// names it no longer has.
type Term = (
    Language,
    &'static str,
    &'static [&'static str],
    &'static [&'static str],
);

const SETTLED_TERMS: [Term; 14] = [
    // The judge's format.
    (
        Language::Chinese,
        "the judge's format",
        &["评测格式"],
        &["题目格式", "题目要求的输出格式"],
    ),
    (
        Language::Korean,
        "the judge's format",
        &["채점 형식"],
        &["문제 형식", "문제의 출력 형식"],
    ),
    // A rank of the board, counted from the bottom as the board's labels are.
    (
        Language::Chinese,
        "a rank",
        &["从下往上第 { $rank } 排"],
        &["第 { $rank } 行", "第 { $earlier } 行"],
    ),
    (
        Language::Korean,
        "a rank",
        &["아래에서 { $rank }번째 행"],
        &["{ $rank }행", "{ $earlier }행"],
    ),
    // A character of a line of a file.
    (
        Language::Chinese,
        "a character of a line",
        &["第 { $column } 个字符"],
        &["第 { $column } 列"],
    ),
    (
        Language::Korean,
        "a character of a line",
        &["{ $column }번째 글자"],
        &["{ $column }열", "{ $column }번째 칸"],
    ),
    // A free square: not attacked.
    (
        Language::Chinese,
        "a free square",
        &["未受攻击的格子"],
        &["空闲"],
    ),
    (
        Language::Korean,
        "a free square",
        &["공격받지 않는 칸"],
        &["빈칸"],
    ),
    // Taking a queen away.
    (
        Language::Chinese,
        "removing a queen",
        &["移走"],
        &["拿走", "拿回", "移除"],
    ),
    (
        Language::Korean,
        "removing a queen",
        &["퀸을 하나 빼세요", "퀸을 뺍니다"],
        &["되돌리세요"],
    ),
    // The judge that reads the file.
    (
        Language::Chinese,
        "the judge",
        &["评测系统"],
        &["评测会", "评测比较", "评测要求", "评测的顺序"],
    ),
    (
        Language::Korean,
        "backtracking",
        &["백트래킹"],
        &["되돌아감", "되돌아가기"],
    ),
    // 해 is a solution, never a year: counted with 개 or 번째, not as 세 해.
    (
        Language::Korean,
        "solutions counted",
        &["해를 하나씩"],
        &["한 해씩", "세 해"],
    ),
    (
        Language::Korean,
        "reflection",
        &["뒤집기", "동치류"],
        &["반사", "부류"],
    ),
];

/// Each thing has one name, and no name is given to two things (a line of a file, a rank of
/// the board, a character of a line).
#[test]
fn each_thing_has_one_name_in_chinese_and_korean() {
    for (language, thing, ours, old) in SETTLED_TERMS {
        let text: String = messages(language)
            .into_iter()
            .map(|(_, body)| body + "\n")
            .collect();
        for name in ours {
            assert!(text.contains(name), "{language:?}: {thing} is “{name}”");
        }
        for name in old {
            assert!(
                !text.contains(name),
                "{language:?}: {thing} is not “{name}”"
            );
        }
    }
}

// ----------------------------------------------------------------------------
// What the window paints: no English number, no English size

/// Every text the last frame painted, as drawn: a button's own words too, which its
/// accessible name does not give.
fn painted(harness: &Harness<'_, App>) -> Vec<String> {
    fn collect(shape: &egui::Shape, texts: &mut Vec<String>) {
        match shape {
            egui::Shape::Text(text) => texts.push(text.galley.text().to_string()),
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|shape| collect(shape, texts)),
            _ => {}
        }
    }
    let mut texts = Vec::new();
    for clipped in &harness.output().shapes {
        collect(&clipped.shape, &mut texts);
    }
    texts
}

/// The painted texts that number a board in English (`No 14`, `No …`), leaving out a header
/// quoted from a file (`“No 14:”`) and the file's own lines shown beside their numbers.
fn english_numbers(texts: &[String]) -> Vec<&String> {
    texts
        .iter()
        .filter(|text| !text.contains('│'))
        .filter(|text| {
            text.match_indices("No ").any(|(at, _)| {
                !text[..at].ends_with('“')
                    && text[at + 3..].starts_with(|c: char| c.is_ascii_digit() || c == '…')
            })
        })
        .collect()
}

/// The judge text of N = 8's solutions with two changes: board No 14 with two rows swapped
/// (not a solution), or boards No 14 and No 15 swapped (a solution out of order).
fn wrong_eight(folder: &std::path::Path, swap_boards: bool) -> std::path::PathBuf {
    let mut boards: Vec<Vec<u8>> = solutions(8).collect();
    if swap_boards {
        boards.swap(13, 14);
    } else {
        boards[13].swap(2, 3);
    }
    let path = folder.join(format!("wrong-{swap_boards}.txt"));
    std::fs::write(&path, judge_text(8, &boards)).unwrap();
    path
}

#[test]
fn boards_are_numbered_in_the_windows_language_on_buttons_and_headings() {
    let folder = tempfile::tempdir().unwrap();
    let not_a_solution = wrong_eight(folder.path(), false);
    let out_of_order = wrong_eight(folder.path(), true);
    for (language, first, headings) in [
        (
            Language::Chinese,
            "第 1 个解",
            [
                "你的文件中的第 14 个棋盘：不是解",
                "你的文件中的第 14 个棋盘：第 15 个解",
            ],
        ),
        (
            Language::Korean,
            "1번째 해",
            [
                "내 파일의 14번째 체스판: 해가 아님",
                "내 파일의 14번째 체스판: 15번째 해",
            ],
        ),
    ] {
        // The symmetry buttons of No 1, once numbered: found by their accessible names, in
        // the language this thread speaks, then read as they are painted.
        let mut harness = app_in(language);
        wait(&mut harness, "the class of No 1 numbered", |harness| {
            harness
                .query_by_label(&nqueens::tr!("class-show", number = 1u64))
                .is_some()
                && harness
                    .query_by_label(&nqueens::tr!("class-show-unnumbered"))
                    .is_none()
        });
        let texts = painted(&harness);
        assert!(
            texts.iter().any(|text| text == first),
            "{language:?}: {texts:?}"
        );
        assert!(
            english_numbers(&texts).is_empty(),
            "{language:?}: {:?}",
            english_numbers(&texts)
        );
        // The check view's heading over the wrong board of a student's file.
        for (file, heading) in [&not_a_solution, &out_of_order].into_iter().zip(headings) {
            act(&mut harness, Action::File(FileAction::Open(file.clone())));
            step_until(&mut harness, "the verdict", |app| {
                app.file_verdict().is_some()
            });
            let texts = painted(&harness);
            assert!(
                texts.iter().any(|text| text == heading),
                "{language:?}: {texts:?}"
            );
            assert!(
                english_numbers(&texts).is_empty(),
                "{language:?}: {:?}",
                english_numbers(&texts)
            );
        }
    }
}

#[test]
fn a_saved_pictures_size_is_said_in_the_language_of_the_moment() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("board.png");
    let mut harness = app_in(Language::English);
    act(&mut harness, Action::Top(TopAction::OpenPicture));
    act(
        &mut harness,
        Action::Picture(PictureAction::Type(path.display().to_string())),
    );
    act(&mut harness, Action::Picture(PictureAction::Save));
    step_until(&mut harness, "the picture", |app| !app.saving_picture());
    let path = path.display().to_string();
    let saved = |harness: &Harness<'_, App>| {
        let node = harness.get_by_label_contains(&path);
        let node = node.accesskit_node();
        node.label().or_else(|| node.value()).unwrap()
    };
    assert!(saved(&harness).ends_with(" bytes)."), "{}", saved(&harness));
    // Message again when the language changes: the size too, not only the words around it.
    act(
        &mut harness,
        Action::Top(TopAction::Language(Some(Language::Korean))),
    );
    let korean = saved(&harness);
    assert!(
        korean.contains("저장함") && korean.ends_with("바이트).") && !korean.contains("bytes"),
        "{korean}"
    );
}
