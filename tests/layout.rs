//! The window's layout at every size that matters: every control of the top bar and the side
//! panel lies inside the window (scrolled to, if its panel scrolls) and off the board, and the
//! window looks as the images in `tests/snapshots/` show.
//!
//! The images are rendered in software (wgpu on Mesa's lavapipe or llvmpipe; `.ci/run` installs
//! them). After a deliberate change of the layout: `UPDATE_SNAPSHOTS=1 cargo test --test layout`,
//! then look at the new images before committing them.

mod support;

use eframe::egui::{self, Rect};
use egui_kittest::kittest::{AccessKitNode, NodeT, Queryable};
use egui_kittest::{Harness, SnapshotOptions};
use nqueens::app::i18n::Language;
use nqueens::app::{
    Action, App, BrowseAction, CountAction, FileAction, MIN_SIZE, Mode, TopAction, WatchAction,
};

use support::fixtures::{judge_text, solutions};
use support::{Inspected, act, drawn_app, settle_for_a_picture, text, wait};

/// The app's minimum size, the default one, and a full-HD screen.
const SIZES: [(&str, [f32; 2]); 3] = [
    ("min", MIN_SIZE),
    ("1200x800", [1200.0, 800.0]),
    ("1920x1080", [1920.0, 1080.0]),
];

/// Each board size with the modes worth a picture: the smallest boards have little to watch.
const VIEWS: [(usize, &[Mode]); 4] = [
    (1, &[Mode::Browse, Mode::Place]),
    (4, &[Mode::Browse, Mode::Place]),
    (8, &[Mode::Browse, Mode::Place, Mode::Watch, Mode::File]),
    (27, &[Mode::Browse, Mode::Place, Mode::Watch, Mode::File]),
];

/// A judge file for N (8 or 27) whose board No `k` is not a solution (two rows swapped), with
/// the boards before it right: No 14 of 92 for N = 8, the first and only board for N = 27.
/// Both are written once for every test of this file: tests run side by side, and a file
/// written again while another test's app reads it would be read cut short.
fn broken_file(n: usize) -> std::path::PathBuf {
    static FOLDER: std::sync::OnceLock<tempfile::TempDir> = std::sync::OnceLock::new();
    assert!(matches!(n, 8 | 27), "a broken file of N = 8 or 27, not {n}");
    let folder = FOLDER.get_or_init(|| {
        let folder = tempfile::tempdir().unwrap();
        for n in [8, 27] {
            let (boards, wrong) = if n == 8 { (92, EIGHT_SHOWN) } else { (1, 1) };
            let mut boards: Vec<Vec<u8>> = solutions(n).take(boards).collect();
            boards[wrong as usize - 1].swap(2, 3);
            std::fs::write(broken_path(folder.path(), n), judge_text(n, &boards)).unwrap();
        }
        folder
    });
    broken_path(folder.path(), n)
}

fn broken_path(folder: &std::path::Path, n: usize) -> std::path::PathBuf {
    folder.join(format!("broken-{n}.txt"))
}

/// The solution shown at N = 8: a class of four boards, the longest symmetry lines.
const EIGHT_SHOWN: u64 = 14;

/// The app at `size`, in English.
fn harness(size: [f32; 2]) -> Harness<'static, App> {
    drawn_app(size, Language::English)
}

/// Opens N in `mode`, at solution No 14 when N = 8; the file view with a broken file.
fn show(harness: &mut Harness<'_, App>, n: usize, mode: Mode) {
    act(harness, Action::Top(TopAction::SetN(n)));
    act(harness, Action::Top(TopAction::Mode(mode)));
    if mode == Mode::File {
        act(harness, Action::File(FileAction::Open(broken_file(n))));
    }
    settle_for_a_picture(harness);
    if n == 8 && mode == Mode::Browse {
        act(harness, Action::Browse(BrowseAction::GoTo(EIGHT_SHOWN)));
        settle_for_a_picture(harness);
    }
    if n == 8 && mode == Mode::Watch {
        // The comparison's table is the widest thing the side panel holds.
        act(harness, Action::Watch(WatchAction::Compare));
        settle_for_a_picture(harness);
    }
    harness.remove_cursor();
    harness.run_steps(2);
}

/// Whether a node is a square of the board (`e4, queen`, `e4, empty`).
fn is_square(node: &AccessKitNode<'_>) -> bool {
    let text = text(node);
    text.ends_with(", queen") || text.ends_with(", empty")
}

/// The roles of what a user reads or presses.
fn is_control(role: egui::accesskit::Role) -> bool {
    use egui::accesskit::Role;
    matches!(
        role,
        Role::Button
            | Role::DefaultButton
            | Role::CheckBox
            | Role::Label
            | Role::Link
            | Role::SpinButton
            | Role::Slider
            | Role::TextInput
            | Role::ProgressIndicator
    )
}

/// Asserts that every control off the board lies inside its panel and the window, scrolled to
/// if need be, and that none of them lies under the board.
fn assert_everything_reachable(harness: &mut Harness<'_, App>, what: &str) {
    let window = Rect::from_min_size(egui::Pos2::ZERO, harness.ctx.content_rect().size());
    let squares: Vec<Rect> = harness
        .query_all_by(is_square)
        .map(|node| node.rect())
        .collect();
    let board = squares
        .iter()
        .fold(Rect::NOTHING, |all, &square| all.union(square));
    let controls: Vec<String> = harness
        .query_all_by(|node| is_control(node.role()) && !is_square(node))
        .map(|node| {
            let node = node.accesskit_node();
            format!("{:?} {:?}", node.role(), text(&node))
        })
        .collect();
    assert!(!controls.is_empty(), "{what}: no controls at all");
    for (index, name) in controls.iter().enumerate() {
        let rect = {
            let nodes: Vec<_> = harness
                .query_all_by(|node| is_control(node.role()) && !is_square(node))
                .collect();
            let Some(node) = nodes.get(index) else {
                panic!("{what}: the controls changed while scrolling, at {name}");
            };
            node.scroll_to_me();
            node.rect()
        };
        harness.run_steps(2);
        // Where it is now, after scrolling.
        let nodes: Vec<_> = harness
            .query_all_by(|node| is_control(node.role()) && !is_square(node))
            .map(|node| node.rect())
            .collect();
        let now = nodes.get(index).copied().unwrap_or(rect);
        assert!(
            window.expand(0.5).contains_rect(now),
            "{what}: {name} at {now:?} is not inside the window {window:?}"
        );
        // The top bar is above the board, the side panel right of it, and in a narrow window
        // the watch view's program below it: a control that reaches over to the board's side
        // is cut by its panel's edge.
        assert!(
            now.max.y <= board.min.y || now.min.x >= board.max.x || now.min.y >= board.max.y,
            "{what}: {name} at {now:?} is cut by the edge of its panel (the board is {board:?})"
        );
        assert!(
            !board.shrink(1.0).intersects(now),
            "{what}: {name} at {now:?} lies under the board {board:?}"
        );
    }
}

/// What changes from run to run in a language's window, for the snapshots to mask: words in
/// the labels that say how long a search took or how far a search still running at N = 27 has
/// come, and the units of the times in the comparison's table.
fn moving_words(language: Language) -> (&'static [&'static str], &'static [&'static str]) {
    match language {
        Language::English => (
            &[
                "Found",
                "Searching",
                "Search paused",
                "The other numbers were not found",
            ],
            &[" ms", " µs", " s"],
        ),
        Language::Chinese => (
            &[
                "已找到全部",
                "已找到唯一",
                "正在搜索",
                "搜索已暂停",
                "没有算出其余的编号",
            ],
            &["毫秒", "微秒", "秒"],
        ),
        Language::Korean => (
            &[
                "모두 찾았습니다",
                "유일한 해를 찾았습니다",
                "유일한 기본 해를 찾았습니다",
                "탐색 중",
                "탐색을 멈춤",
                "나머지 번호를 찾지",
            ],
            &["ms", "µs", "초"],
        ),
    }
}

/// The images of a view. What changes from run to run (how long a search took, the status
/// line of a search still running at N = 27, a time estimate, the temporary folder of a judge
/// file) is masked, to the window's right edge so that the mask does not change with the text's
/// width.
fn snapshot(harness: &mut Harness<'_, App>, name: &str) {
    let right = harness.ctx.content_rect().right();
    let (words, units) = moving_words(harness.inspect().language());
    // Enabled while the search waits, which at N = 27 depends on the machine.
    let search_further = nqueens::tr!("search-further");
    let moving: Vec<Rect> = harness
        .query_all_by(|node| {
            let text = text(node);
            node.value().is_some_and(|value| value.contains("/broken-"))
                || text == search_further
                || node.role() == egui::accesskit::Role::Label
                    && (words.iter().any(|word| text.contains(word))
                        // The times in the comparison's table.
                        || units.iter().any(|unit| text.ends_with(unit)))
        })
        .map(|node| node.rect())
        .collect();
    for rect in moving {
        harness.mask(Rect::from_min_max(rect.min, egui::pos2(right, rect.max.y)));
    }
    harness.snapshot_options(name, &SnapshotOptions::new());
}

fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::Browse => "browse",
        Mode::Place => "place",
        Mode::Watch => "watch",
        Mode::File => "file",
    }
}

/// The size of SIZES named `name`.
fn size_named(name: &str) -> [f32; 2] {
    SIZES
        .iter()
        .find(|(size_name, _)| *size_name == name)
        .expect("a size of SIZES")
        .1
}

/// One test per size, so that they run side by side.
fn every_view_at(size_name: &str) {
    every_view_in(size_name, Language::English, &VIEWS);
}

/// The views of the other languages: the smallest board, the classic one and a large one.
const VIEWS_IN_OTHER_LANGUAGES: [(usize, &[Mode]); 3] = [VIEWS[0], VIEWS[2], VIEWS[3]];

/// Every view of `views` at the size named `size_name` in `language`: snapshots (in a folder
/// of the language's own but for English) and every control reachable.
fn every_view_in(size_name: &str, language: Language, views: &[(usize, &[Mode])]) {
    let mut harness = drawn_app(size_named(size_name), language);
    let folder = match language {
        Language::English => size_name.to_string(),
        other => format!("{}/{size_name}", other.tag()),
    };
    for &(n, modes) in views {
        for &mode in modes {
            show(&mut harness, n, mode);
            snapshot(
                &mut harness,
                &format!("{folder}/n{n}-{}-dark", mode_name(mode)),
            );
            if size_name == "1200x800" {
                act(&mut harness, Action::Top(TopAction::ToggleTheme));
                harness.run_steps(2);
                snapshot(
                    &mut harness,
                    &format!("{size_name}/n{n}-{}-light", mode_name(mode)),
                );
                act(&mut harness, Action::Top(TopAction::ToggleTheme));
            }
            // Last, as it scrolls the side panel.
            let what = format!("{folder}, N = {n}, {}", mode_name(mode));
            assert_everything_reachable(&mut harness, &what);
        }
    }
}

#[test]
fn every_view_fits_the_minimum_window() {
    every_view_at("min");
}

#[test]
fn every_view_fits_the_default_window() {
    every_view_at("1200x800");
}

#[test]
fn every_view_fits_a_full_hd_screen() {
    every_view_at("1920x1080");
}

#[test]
fn every_view_in_chinese_fits_the_minimum_window() {
    every_view_in("min", Language::Chinese, &VIEWS_IN_OTHER_LANGUAGES);
}

#[test]
fn every_view_in_chinese_fits_a_full_hd_screen() {
    every_view_in("1920x1080", Language::Chinese, &VIEWS_IN_OTHER_LANGUAGES);
}

#[test]
fn every_view_in_korean_fits_the_minimum_window() {
    every_view_in("min", Language::Korean, &VIEWS_IN_OTHER_LANGUAGES);
}

#[test]
fn every_view_in_korean_fits_a_full_hd_screen() {
    every_view_in("1920x1080", Language::Korean, &VIEWS_IN_OTHER_LANGUAGES);
}

/// The export window opens over the board: every control of it lies inside the window, and it
/// covers no control of the top bar or the side panel.
fn export_window_at(size_name: &str, size: [f32; 2]) {
    let mut harness = harness(size);
    show(&mut harness, 8, Mode::Browse);
    let controls = |harness: &Harness<'_, App>| -> Vec<(String, Rect)> {
        harness
            .query_all_by(|node| is_control(node.role()) && !is_square(node))
            .map(|node| (text(&node.accesskit_node()), node.rect()))
            .collect()
    };
    let before = controls(&harness);
    act(&mut harness, Action::Top(TopAction::OpenExport));
    harness.run_steps(4);
    let window = Rect::from_min_size(egui::Pos2::ZERO, harness.ctx.content_rect().size());
    let new: Vec<(String, Rect)> = controls(&harness)
        .into_iter()
        .filter(|control| !before.contains(control))
        .collect();
    assert!(
        new.iter().any(|(name, _)| name == "Write"),
        "{size_name}: the export window did not open: {new:?}"
    );
    for (name, rect) in &new {
        assert!(
            window.contains_rect(*rect),
            "{size_name}: the export window's {name:?} at {rect:?} is outside the window"
        );
        for (covered, under) in &before {
            assert!(
                !rect.intersects(*under),
                "{size_name}: the export window's {name:?} covers {covered:?}"
            );
        }
    }
    snapshot(&mut harness, &format!("{size_name}/n8-export-dark"));
}

#[test]
fn the_export_window_covers_nothing_essential_at_the_minimum_size() {
    export_window_at(SIZES[0].0, SIZES[0].1);
}

#[test]
fn the_export_window_covers_nothing_essential_at_the_default_size() {
    export_window_at(SIZES[1].0, SIZES[1].1);
}

/// A 4K screen at a scale of one: the board grows, nothing else moves out of reach.
#[test]
fn every_view_fits_a_4k_screen() {
    let mut harness = harness([3840.0, 2160.0]);
    for (n, modes) in VIEWS {
        for &mode in modes {
            show(&mut harness, n, mode);
            assert_everything_reachable(&mut harness, &format!("4K, N = {n}, {mode:?}"));
        }
    }
}

/// Asserts that no control reaches past the window's right edge or across the side panel's
/// left edge, where it would be cut: what can be seen of the side panel, as it is now (no
/// scrolling, so that it holds while numbers move).
fn assert_nothing_wider_than_its_panel(harness: &Harness<'_, App>, what: &str) {
    let width = harness.ctx.content_rect().width();
    // The side panel's width, as `ui.rs` sets it: a third of the window, within bounds.
    let panel_left = width - (width * 0.32).clamp(320.0, 440.0);
    let top_bar_bottom = ["board-size", "mode-browse", "tool-export", "tool-about"]
        .map(|id| nqueens::app::i18n::Message::new(id, Vec::new()).to_string())
        .iter()
        .map(|name| harness.get_by_label(name).rect().max.y)
        .fold(0.0, f32::max);
    for node in harness.query_all_by(|node| is_control(node.role()) && !is_square(node)) {
        let rect = node.rect();
        if rect.max.y <= top_bar_bottom + 1.0 {
            continue;
        }
        let name = text(&node.accesskit_node());
        assert!(
            rect.max.x <= width + 0.5,
            "{what}: {name:?} at {rect:?} reaches past the window's edge at {width}"
        );
        assert!(
            !(rect.min.x < panel_left - 0.5 && rect.max.x > panel_left + 0.5),
            "{what}: {name:?} at {rect:?} crosses the side panel's edge at {panel_left}"
        );
    }
}

/// The longest texts each view of the browser can show at N = 16, 22 and 27: a far number and
/// the search for it, what the rest would take, numbering in progress, a count and its
/// estimate. None of them reaches past the side panel.
fn longest_texts_at(size_name: &str, language: Language) {
    let mut harness = drawn_app(size_named(size_name), language);
    for (n, far) in [
        (16, 7_386_256),
        // No machine counts the 10¹² solutions before it within the budget of a jump.
        (22, 1_000_000_000_000),
        (27, 100_000_000_000_000_000),
    ] {
        show(&mut harness, n, Mode::Browse);
        let what = |state: &str| format!("{size_name}, N = {n}, {state}");
        act(&mut harness, Action::Browse(BrowseAction::GoTo(far)));
        assert_nothing_wider_than_its_panel(&harness, &what("looking for a far number"));
        settle_for_a_picture(&mut harness);
        assert_everything_reachable(&mut harness, &what("a far number found or estimated"));
        let offered = harness
            .query_by_label(&nqueens::tr!("seek-anyway"))
            .is_some();
        assert!(
            offered || n != 22,
            "{}",
            what("not offered to find it anyway")
        );
        if offered {
            act(&mut harness, Action::Browse(BrowseAction::SeekAnyway));
            harness.run_steps(4);
            assert_nothing_wider_than_its_panel(&harness, &what("a far number being found"));
            act(&mut harness, Action::Browse(BrowseAction::StopSeeking));
            settle_for_a_picture(&mut harness);
        }
        if harness
            .query_by_label(&nqueens::tr!("numbering-anyway"))
            .is_some()
        {
            act(&mut harness, Action::Browse(BrowseAction::NumberClass));
            harness.run_steps(4);
            assert_nothing_wider_than_its_panel(&harness, &what("numbering a class"));
            act(&mut harness, Action::Browse(BrowseAction::CancelNumbering));
        }
        act(
            &mut harness,
            Action::Browse(BrowseAction::Count(CountAction::Start)),
        );
        // Its progress, once told, or its result if it ended first. A count of N = 27 tells
        // none for minutes: its spinner is what it shows.
        if n < 27 {
            let progress = nqueens::tr!("count-progress-name");
            wait(&mut harness, "the count's progress or its end", |harness| {
                harness.query_by_label(&progress).is_some() || !harness.inspect().counting()
            });
        }
        assert_nothing_wider_than_its_panel(&harness, &what("counting"));
        act(
            &mut harness,
            Action::Browse(BrowseAction::Count(CountAction::Cancel)),
        );
        harness.run_steps(2);
        assert_nothing_wider_than_its_panel(&harness, &what("a count stopped"));
    }
}

#[test]
fn the_longest_texts_stay_inside_the_panel_of_the_minimum_window() {
    longest_texts_at("min", Language::English);
}

#[test]
fn the_longest_texts_stay_inside_the_panel_of_the_default_window() {
    longest_texts_at("1200x800", Language::English);
}

#[test]
fn the_longest_chinese_and_korean_texts_stay_inside_the_panel_of_the_minimum_window() {
    longest_texts_at("min", Language::Chinese);
    longest_texts_at("min", Language::Korean);
}

/// The top bar has one layout for a window's width: the number of solutions of N and the name
/// of the other theme take the same room whatever they say, so the board never jumps.
#[test]
fn the_top_bar_keeps_its_layout_whatever_n_and_theme() {
    for (size, language) in [
        (MIN_SIZE, Language::English),
        ([1200.0, 800.0], Language::English),
        (MIN_SIZE, Language::Chinese),
        (MIN_SIZE, Language::Korean),
    ] {
        let mut harness = drawn_app(size, language);
        let mut seen: Vec<(String, Vec<Rect>)> = Vec::new();
        for n in [1, 2, 4, 8, 12, 16, 20, 27, 28, 32] {
            act(&mut harness, Action::Top(TopAction::SetN(n)));
            for _ in 0..2 {
                act(&mut harness, Action::Top(TopAction::ToggleTheme));
                harness.run_steps(2);
                let places = ["mode-browse", "mode-file", "tool-export", "tool-about"]
                    .map(|id| nqueens::app::i18n::Message::new(id, Vec::new()).to_string())
                    .iter()
                    .map(|name| harness.get_by_label(name).rect())
                    .collect();
                seen.push((format!("{size:?}, {language:?}, N = {n}"), places));
            }
        }
        let (first, expected) = &seen[0];
        for (what, places) in &seen {
            assert_eq!(places, expected, "{what} differs from {first}");
        }
    }
}
