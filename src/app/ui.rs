//! Laying the window out: the top bar, the side panel of the current mode, the board, and the
//! export window. Each piece draws the state it is given and returns what the user asked for;
//! nothing here starts a job.

use eframe::egui::{self, Key};

use super::board_view::{self, BoardInput, BoardPicture, HintMarks};
use super::file::{FilePicture, show_excerpt};
use super::windows;
use super::{
    Action, AnimationAction, App, BrowseAction, Mode, PlaceAction, Setting, TopAction, WatchAction,
};
use crate::board::{MAX_N, Squares};

use super::i18n::Language;
use super::widgets::spinner;
use crate::solve::known_counts;
use crate::solve::trace::Variant;
use crate::tr;

/// The side panel's width: a third of the window, within what its controls need and what
/// leaves the board room.
fn side_panel_width(window_width: f32) -> f32 {
    (window_width * 0.32).clamp(320.0, 440.0)
}

/// Draws the whole window and returns what the user asked for.
pub fn show(app: &App, ui: &mut egui::Ui) -> Vec<Action> {
    let mut actions = Vec::new();
    if app.mode == Mode::Watch && app.watch.presenting() {
        present(app, ui, &mut actions);
        return actions;
    }
    egui::Panel::top("top bar").show(ui, |ui| top_bar(app, ui, &mut actions));
    let width = side_panel_width(ui.available_width());
    // The board before the side panel, as they stand on screen: the order the Tab key
    // follows, from the top bar through the board and the side panel and round again.
    let board_area = egui::Panel::left("board area")
        .resizable(false)
        .show_separator_line(false)
        .exact_size(ui.available_width() - width)
        .frame(egui::Frame::central_panel(ui.style()))
        .show(ui, |ui| board(app, ui, &mut actions))
        .response
        .rect;
    egui::Panel::right("side panel")
        .resizable(false)
        .exact_size(width)
        .show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| match app.mode {
                Mode::Browse => {
                    actions.extend(
                        app.browser
                            .ui(ui, &app.count)
                            .into_iter()
                            .map(Action::Browse),
                    );
                    ui.separator();
                    let has_board = app.current_solution().is_some();
                    let mut show = app.settings.show_attacks;
                    let shade = egui::Checkbox::new(&mut show, tr!("show-attacked"));
                    if ui.add_enabled(has_board, shade).changed() {
                        actions.push(Action::Setting(Setting::ShowAttacks(show)));
                    }
                    ui.label(egui::RichText::new(tr!("browse-keys")).weak());
                }
                Mode::Place => {
                    let place = app
                        .hand
                        .ui(ui, app.settings.show_attacks, app.settings.show_free);
                    actions.extend(place.into_iter().map(Action::Place));
                }
                Mode::Watch => actions.extend(app.watch.ui(ui).into_iter().map(Action::Watch)),
                Mode::File => actions.extend(app.file.ui(ui).into_iter().map(Action::File)),
            });
        });
    if app.mode == Mode::Watch {
        let animation = app.watch.animation_ui(ui.ctx());
        actions.extend(animation.into_iter().map(Action::Watch));
    }
    windows::export_window(app, ui.ctx(), board_area, &mut actions);
    windows::picture_window(app, ui.ctx(), board_area, &mut actions);
    if app.about {
        windows::about_window(app, ui.ctx(), &mut actions);
    }
    if let Some(language) = app.font_notice {
        windows::font_notice(language, ui.ctx(), &mut actions);
    }
    if app.settings_notice {
        windows::settings_notice(ui.ctx(), &mut actions);
    }
    keys(app, ui, &mut actions);
    actions
}

/// The groups of the top bar, in their order.
type Group = fn(&App, &mut egui::Ui, &mut Vec<Action>);
const GROUPS: [Group; 4] = [title_group, size_group, mode_group, tools_group];

/// The top bar: the title, the board size and its number of solutions, the modes, and the
/// tools (Export, Picture, Copy, the theme, About). On one row when they fit; otherwise
/// without the title (the window's title bar says it too), the groups filling rows in their
/// order. Each group's width is measured as it is drawn and used for the next frame's layout.
fn top_bar(app: &App, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
    let memory = egui::Id::unique("top bar widths");
    let last: Option<[f32; 4]> = ui.data(|data| data.get_temp(memory));
    let gap = ui.spacing().item_spacing.x * 2.0 + 6.0;
    let available = ui.available_width();
    let rows = last.map_or_else(
        || vec![vec![0, 1, 2, 3]],
        |widths| pack(&widths, gap, available),
    );
    let mut widths = last.unwrap_or_default();
    ui.add_space(4.0);
    for row in rows {
        ui.horizontal(|ui| {
            for (place, &group) in row.iter().enumerate() {
                if place > 0 {
                    ui.separator();
                }
                // Each group in a row of its own, so that its width can be measured.
                widths[group] = ui
                    .horizontal(|ui| GROUPS[group](app, ui, actions))
                    .response
                    .rect
                    .width();
            }
        });
    }
    ui.add_space(4.0);
    if last.is_none() {
        // The first frame measured the groups; lay them out again before anything is shown.
        ui.ctx().request_discard("the top bar measured its groups");
    }
    ui.data_mut(|data| data.insert_temp(memory, widths));
}

/// Which groups go on which row: all of them on one when they fit, else the groups after the
/// title filling rows in order.
fn pack(widths: &[f32; 4], gap: f32, available: f32) -> Vec<Vec<usize>> {
    let total: f32 = widths.iter().sum::<f32>() + gap * 3.0;
    if total <= available {
        return vec![vec![0, 1, 2, 3]];
    }
    let mut rows: Vec<Vec<usize>> = Vec::new();
    let mut used = 0.0;
    // The title (group 0) is left out.
    for (group, &width) in widths.iter().enumerate().skip(1) {
        match rows.last_mut() {
            Some(row) if used + gap + width <= available => {
                row.push(group);
                used += gap + width;
            }
            _ => {
                rows.push(vec![group]);
                used = width;
            }
        }
    }
    rows
}

fn title_group(_: &App, ui: &mut egui::Ui, _: &mut Vec<Action>) {
    ui.heading(tr!("app-name"));
}

/// The board size, with its number of solutions.
fn size_group(app: &App, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
    let label = ui.label(tr!("board-size"));
    let current = app.n();
    // While a file is checked, N is the file's.
    let free = app.mode != Mode::File || app.file.file_n().is_none();
    let mut n = current;
    if step_button(ui, free && n > 1, " - ", &tr!("smaller-board")).clicked() {
        n -= 1;
    }
    let field = ui
        .add_enabled(
            free,
            egui::DragValue::new(&mut n).range(1..=MAX_N).speed(0.05),
        )
        .labelled_by(label.id);
    if free {
        field.on_hover_text(tr!("board-size-hint", max = MAX_N));
    } else {
        field.on_disabled_hover_text(tr!("board-size-of-file"));
    }
    if step_button(ui, free && n < MAX_N, " + ", &tr!("larger-board")).clicked() {
        n += 1;
    }
    if n != current {
        actions.push(Action::Top(TopAction::SetN(n)));
    }
    // As wide as the widest of these for any N, so that the top bar keeps its layout.
    // Worked out once per font size, not every frame.
    let font_size = egui::TextStyle::Body.resolve(ui.style()).size;
    let memory = egui::Id::unique("widest count of solutions")
        .with(font_size.to_bits())
        .with(super::i18n::language());
    let widest = ui
        .data(|data| data.get_temp::<f32>(memory))
        .unwrap_or_else(|| {
            let widest = (1..=MAX_N)
                .map(|n| text_width(ui, &solutions_of(n), &egui::TextStyle::Body))
                .fold(0.0, f32::max);
            ui.data_mut(|data| data.insert_temp(memory, widest));
            widest
        });
    ui.allocate_ui_with_layout(
        egui::vec2(widest, ui.spacing().interact_size.y),
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            ui.set_min_width(widest);
            ui.label(solutions_of(current));
        },
    );
}

/// The width of `text` on one line in `style`.
fn text_width(ui: &egui::Ui, text: &str, style: &egui::TextStyle) -> f32 {
    let font = style.resolve(ui.style());
    ui.ctx().fonts_mut(|fonts| {
        fonts
            .layout_no_wrap(text.to_string(), font, egui::Color32::WHITE)
            .size()
            .x
    })
}

/// What is known of N's number of solutions, for the top bar.
fn solutions_of(n: usize) -> String {
    match known_counts(n) {
        Some(counts) => tr!(
            "solutions-of-n",
            total = counts.total,
            unique = counts.unique
        ),
        None => tr!("solutions-of-n-unknown"),
    }
}

/// The modes.
fn mode_group(app: &App, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
    let mut mode = app.mode;
    ui.selectable_value(&mut mode, Mode::Browse, tr!("mode-browse"));
    ui.selectable_value(&mut mode, Mode::Place, tr!("mode-place"));
    ui.selectable_value(&mut mode, Mode::Watch, tr!("mode-watch"));
    ui.selectable_value(&mut mode, Mode::File, tr!("mode-file"));
    if mode != app.mode {
        actions.push(Action::Top(TopAction::Mode(mode)));
    }
}

/// Export, Picture, Copy, the theme, the language and About.
fn tools_group(app: &App, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
    if ui.button(tr!("tool-export")).clicked() {
        actions.push(Action::Top(TopAction::OpenExport));
    }
    let has_board = app.board_on_screen().is_some();
    if ui
        .add_enabled(has_board, egui::Button::new(tr!("tool-picture")))
        .on_hover_text(tr!("tool-picture-hint"))
        .clicked()
    {
        actions.push(Action::Top(TopAction::OpenPicture));
    }
    // Says so for a moment once copied; as wide either way, so that nothing moves.
    let names = [tr!("tool-copy"), tr!("tool-copied")];
    let widest = widest_button(ui, &names);
    let copy = names[usize::from(app.just_copied())].clone();
    let copy = ui
        .add_enabled(
            has_board,
            egui::Button::new(copy).min_size(egui::vec2(widest, 0.0)),
        )
        .on_hover_text(tr!("tool-copy-hint"));
    if app.just_copied() {
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(500));
    }
    if copy.clicked() {
        actions.push(Action::Top(TopAction::Copy));
    }
    // As wide for either name, so that the top bar keeps its layout in both themes.
    let names = [tr!("tool-dark-theme"), tr!("tool-light-theme")];
    let widest = widest_button(ui, &names);
    let theme = names[usize::from(app.settings.dark)].clone();
    if ui
        .add(egui::Button::new(theme).min_size(egui::vec2(widest, 0.0)))
        .clicked()
    {
        actions.push(Action::Top(TopAction::ToggleTheme));
    }
    language_menu(app, ui, actions);
    if ui.button(tr!("tool-about")).clicked() {
        actions.push(Action::Top(TopAction::About(!app.about)));
    }
}

/// The width of the widest of `names` as a button, so that a button that changes its name
/// keeps its size.
fn widest_button(ui: &egui::Ui, names: &[String]) -> f32 {
    names
        .iter()
        .map(|name| text_width(ui, name, &egui::TextStyle::Button))
        .fold(0.0, f32::max)
        + 2.0 * ui.spacing().button_padding.x
}

/// The language menu: the desktop's language, or one chosen. Each language is named in itself,
/// so that a user who cannot read the current one finds their own.
fn language_menu(app: &App, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
    let chosen = app.chosen_language();
    let language = app.language_name(app.desktop_language);
    let desktop = if crate::platform::IN_A_BROWSER {
        tr!("language-browser", language = language)
    } else {
        tr!("language-desktop", language = language)
    };
    let shown = chosen.map_or(desktop.clone(), |language| {
        app.language_name(language).to_string()
    });
    egui::ComboBox::from_id_salt("language")
        .selected_text(shown)
        .show_ui(ui, |ui| {
            let mut choice = chosen;
            ui.selectable_value(&mut choice, None, desktop);
            for language in Language::ALL {
                ui.selectable_value(&mut choice, Some(language), app.language_name(language));
            }
            if choice != chosen {
                actions.push(Action::Top(TopAction::Language(choice)));
            }
        })
        .response
        .on_hover_text(tr!("language-hint"))
        .widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::ComboBox, true, tr!("language-name"))
        });
}

/// A small button whose accessible name says what its symbol means.
fn step_button(ui: &mut egui::Ui, enabled: bool, symbol: &str, name: &str) -> egui::Response {
    let response = ui
        .add_enabled(enabled, egui::Button::new(symbol))
        .on_hover_text(name);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, name));
    response
}

/// The keyboard, when no text field has it: up and down change N; in the browser, left and
/// right step, Home and End jump; on the hand-made board, Ctrl+Z undoes, Ctrl+Shift+Z (or
/// Ctrl+Y) redoes and Ctrl+V pastes a board, even while the board has the focus.
fn keys(app: &App, ui: &egui::Ui, actions: &mut Vec<Action>) {
    // A text field keeps its own Ctrl+Z and Ctrl+V; the board, focused or not, does not.
    let in_text_field = ui
        .ctx()
        .memory(egui::Memory::focused)
        .is_some_and(|id| egui::TextEdit::load_state(ui.ctx(), id).is_some());
    if app.mode == Mode::Place && !in_text_field {
        hand_board_keys(ui, actions);
    }
    // Escape closes the window on top: About, then the export and picture windows.
    if ui.input(|i| i.key_pressed(Key::Escape)) {
        if app.about {
            actions.push(Action::Top(TopAction::About(false)));
        } else if app.export.is_open() {
            actions.push(Action::Top(TopAction::CloseExport));
        } else if app.picture.is_open() {
            actions.push(Action::Top(TopAction::ClosePicture));
        } else if app.mode == Mode::Watch && app.watch.animation_open() {
            actions.push(Action::Watch(WatchAction::Animation(
                AnimationAction::Open(false),
            )));
        }
    }
    if ui.ctx().memory(|memory| memory.focused().is_some()) {
        return;
    }
    let n_free = app.mode != Mode::File || app.file.file_n().is_none();
    let (larger, smaller) = ui.input(|i| {
        (
            n_free && i.key_pressed(Key::ArrowUp),
            n_free && i.key_pressed(Key::ArrowDown),
        )
    });
    if larger && app.n() < MAX_N {
        actions.push(Action::Top(TopAction::SetN(app.n() + 1)));
    }
    if smaller && app.n() > 1 {
        actions.push(Action::Top(TopAction::SetN(app.n() - 1)));
    }
    if app.mode == Mode::Watch {
        // Right and Left step the search, as they step through the solutions when browsing.
        let (forward, back) =
            ui.input(|input| step_keys(input, &[Key::ArrowRight], &[Key::ArrowLeft]));
        actions.extend((0..forward).map(|_| Action::Watch(WatchAction::Step)));
        actions.extend((0..back).map(|_| Action::Watch(WatchAction::StepBack)));
    }
    if app.mode != Mode::Browse {
        return;
    }
    if app.current_number() == 0 {
        return;
    }
    // Every press, in the order they came, however many arrived within the frame.
    let steps: Vec<BrowseAction> = ui.input(|input| {
        input
            .events
            .iter()
            .filter_map(|event| match event {
                egui::Event::Key {
                    key, pressed: true, ..
                } => match key {
                    Key::ArrowRight => Some(BrowseAction::Next),
                    Key::ArrowLeft => Some(BrowseAction::Previous),
                    Key::Home => Some(BrowseAction::GoTo(1)),
                    Key::End => Some(BrowseAction::Last),
                    _ => None,
                },
                _ => None,
            })
            .collect()
    });
    actions.extend(steps.into_iter().map(Action::Browse));
}

fn hand_board_keys(ui: &egui::Ui, actions: &mut Vec<Action>) {
    let shift_z =
        egui::KeyboardShortcut::new(egui::Modifiers::COMMAND | egui::Modifiers::SHIFT, Key::Z);
    let ctrl_z = egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, Key::Z);
    let ctrl_y = egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, Key::Y);
    ui.input_mut(|input| {
        // The longer shortcut first: Ctrl+Z alone would match Ctrl+Shift+Z too.
        if input.consume_shortcut(&shift_z) || input.consume_shortcut(&ctrl_y) {
            actions.push(Action::Place(PlaceAction::Redo));
        } else if input.consume_shortcut(&ctrl_z) {
            actions.push(Action::Place(PlaceAction::Undo));
        }
        for event in &input.events {
            if let egui::Event::Paste(text) = event {
                actions.push(Action::Place(PlaceAction::Paste(text.clone())));
            }
        }
    });
}

fn board(app: &App, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
    let n = app.n();
    if ui.ctx().input(|input| !input.raw.hovered_files.is_empty()) {
        ui.centered_and_justified(|ui| ui.heading(tr!("drop-to-check")));
        return;
    }
    if app.mode == Mode::Browse
        && let Some((looking, busy)) = app.browser.looking()
    {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() / 3.0);
            if busy {
                spinner(ui, &tr!("looking-for-board"));
            }
            ui.add(egui::Label::new(egui::RichText::new(looking).size(18.0)).wrap());
        });
        return;
    }
    let (queens, conflicts) = match app.mode {
        Mode::File => return file_boards(app, ui),
        Mode::Browse => (
            app.current_solution()
                .map(|s| s.squares().collect())
                .unwrap_or_default(),
            Vec::new(),
        ),
        Mode::Place => (
            app.hand.board().queens().to_vec(),
            app.hand.board().conflicts(),
        ),
        Mode::Watch => return watch_board(app, ui, actions),
    };
    // The animation shows its own marks; attacked squares are for browsing and placing, and
    // the hand-made board keeps its own.
    let attacked = match app.mode {
        _ if !app.settings.show_attacks => None,
        Mode::Browse => {
            let mut board = Squares::empty(n);
            for &queen in &queens {
                board.toggle(queen);
            }
            Some(board.attacked())
        }
        Mode::Place => Some(app.hand.attacked().to_vec()),
        Mode::Watch | Mode::File => None,
    };
    let hint = (app.mode == Mode::Place && app.settings.show_free).then(|| {
        let (leads, dead) = app.hand.leading();
        HintMarks {
            free: app.hand.free(),
            leads,
            dead,
        }
    });
    let picture = BoardPicture {
        n,
        queens: &queens,
        conflicts: &conflicts,
        attacked: attacked.as_deref(),
        hint,
        clickable: app.mode == Mode::Place,
        focus: None,
    };
    ui.vertical_centered(|ui| match board_view::show(ui, &picture) {
        Some(BoardInput::Toggle(square)) => {
            actions.push(Action::Place(PlaceAction::Toggle(square)));
        }
        Some(BoardInput::Move { from, to }) => {
            actions.push(Action::Place(PlaceAction::Move { from, to }));
        }
        None => {}
    });
}

/// How many times keys of `forward` and of `back` were pressed this frame (held keys repeat).
fn step_keys(input: &egui::InputState, forward: &[Key], back: &[Key]) -> (usize, usize) {
    let pressed = |keys: &[Key]| {
        input
            .events
            .iter()
            .filter(|event| {
                matches!(event, egui::Event::Key { key, pressed: true, .. } if keys.contains(key))
            })
            .count()
    };
    (pressed(forward), pressed(back))
}

/// The watch view filling the screen for a class: the step in words and the counters in large
/// type above the board, the program or the tree beside it, stepped by the keys a presenter's
/// clicker sends (Right, Page Down and Space forward; Left and Page Up back); Escape leaves.
fn present(app: &App, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
    let ctx = ui.ctx().clone();
    // Taken before any button sees them: the clicker's Space steps, it does not also press
    // the button that has the focus (Tab still moves the focus).
    let (forward, back) = ctx.input_mut(|input| {
        let space = input.count_and_consume_key(egui::Modifiers::NONE, Key::Space);
        let (forward, back) = step_keys(
            input,
            &[Key::ArrowRight, Key::PageDown],
            &[Key::ArrowLeft, Key::PageUp],
        );
        (forward + space, back)
    });
    let leave = ctx.input(|input| input.key_pressed(Key::Escape));
    let watch = &app.watch;
    actions.extend((0..forward).map(|_| Action::Watch(WatchAction::Step)));
    actions.extend((0..back).map(|_| Action::Watch(WatchAction::StepBack)));
    let mut stop = leave;
    egui::Panel::top("presenting").show(ui, |ui| {
        ui.horizontal(|ui| {
            stop |= ui
                .button(egui::RichText::new(tr!("present-stop")).size(18.0))
                .clicked();
            ui.label(
                egui::RichText::new(watch.describe(app.n()))
                    .size(28.0)
                    .strong(),
            );
        });
        let c = watch.counters();
        ui.label(
            egui::RichText::new(tr!(
                "present-counters",
                tried = c.tried,
                conflicts = c.conflicts,
                backtracks = c.backtracks,
                solutions = c.solutions
            ))
            .size(20.0),
        );
    });
    if stop {
        actions.push(Action::Watch(WatchAction::Present(false)));
    }
    egui::CentralPanel::default().show(ui, |ui| watch_board(app, ui, actions));
}

/// The narrowest the watch view's program is shown beside the board: its longest line at
/// about 11 points.
const MIN_PROGRAM_WIDTH: f32 = 340.0;

/// The watch view's board area: the board, and beside it the program with the line running
/// lit, its steps in words, or the search tree. A node of the tree clicked shows its partial
/// board until the next step.
fn watch_board(app: &App, ui: &mut egui::Ui, actions: &mut Vec<Action>) {
    // Two halves, side by side where each is wide enough for a program's longest line in a
    // legible size, else one above the other. Not `ui.columns`, whose justified layout spreads
    // a wrapped Chinese or Korean line across the column with gaps between its words.
    let gap = ui.spacing().item_spacing.x;
    let side_by_side = ui.available_width() >= 2.0 * MIN_PROGRAM_WIDTH + gap;
    let (half, offset) = if side_by_side {
        let half = egui::vec2((ui.available_width() - gap) / 2.0, ui.available_height());
        (half, egui::vec2(half.x + gap, 0.0))
    } else {
        let half = egui::vec2(ui.available_width(), (ui.available_height() - gap) / 2.0);
        (half, egui::vec2(0.0, half.y + gap))
    };
    ui.horizontal_top(|ui| {
        let mut left = ui.new_child(
            egui::UiBuilder::new().max_rect(egui::Rect::from_min_size(ui.cursor().min, half)),
        );
        let mut right = ui.new_child(
            egui::UiBuilder::new()
                .max_rect(egui::Rect::from_min_size(ui.cursor().min + offset, half))
                .layout(egui::Layout::top_down(egui::Align::Min)),
        );
        let columns = [&mut left, &mut right];
        let watch = &app.watch;
        let (queens, focus) = match watch.inspected() {
            Some(partial) => (partial.to_vec(), None),
            None => (watch.queens().to_vec(), watch.focus()),
        };
        let board = match watch.inspected() {
            Some(partial) => {
                let mut board = Squares::empty(app.n());
                for &queen in partial {
                    board.toggle(queen);
                }
                board
            }
            None => watch.board(),
        };
        // A node found attacked shows the queens that attack each other, as a hand-made board
        // does; forward checking shows the squares its queens have marked.
        let conflicts = if watch.inspected().is_some() {
            board.conflicts()
        } else {
            Vec::new()
        };
        let attacked = (watch.variant() == Variant::ForwardChecking && watch.inspected().is_none())
            .then(|| board.attacked());
        let picture = BoardPicture {
            n: app.n(),
            queens: &queens,
            conflicts: &conflicts,
            attacked: attacked.as_deref(),
            hint: None,
            clickable: false,
            focus,
        };
        columns[0].vertical_centered(|ui| board_view::show(ui, &picture));
        let teach = watch.teach_ui(columns[1]);
        actions.extend(teach.into_iter().map(Action::Watch));
        let used = left.min_rect().union(right.min_rect());
        ui.advance_cursor_after_rect(used);
    });
}

/// The file view's board area: the file's board beside the expected one, or the lines around
/// a format problem, or a few words.
fn file_boards(app: &App, ui: &mut egui::Ui) {
    match app.file.picture() {
        FilePicture::Words(words) => {
            ui.centered_and_justified(|ui| ui.label(egui::RichText::new(words).size(18.0)));
        }
        FilePicture::Excerpt(excerpt) => {
            ui.vertical(|ui| show_excerpt(ui, excerpt));
        }
        FilePicture::Text { title, text } => {
            ui.vertical(|ui| {
                ui.label(egui::RichText::new(title).size(16.0).strong());
                egui::ScrollArea::both().show(ui, |ui| {
                    ui.label(egui::RichText::new(text).monospace());
                });
            });
        }
        FilePicture::Boards(left, right) => {
            ui.columns(2, |columns| {
                for (ui, side) in columns.iter_mut().zip([left, right]) {
                    ui.vertical_centered(|ui| {
                        ui.label(egui::RichText::new(&side.title).size(16.0).strong());
                        if let Some((board, conflicts)) = &side.board {
                            let picture = BoardPicture {
                                n: board.n(),
                                queens: board.queens(),
                                conflicts,
                                attacked: None,
                                hint: None,
                                clickable: false,
                                focus: None,
                            };
                            board_view::show(ui, &picture);
                        }
                        if let Some(words) = &side.words {
                            ui.add_space(40.0);
                            ui.label(egui::RichText::new(words).size(16.0));
                        }
                    });
                }
            });
        }
    }
}
