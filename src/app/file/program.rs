//! `Check my program`, beside the answer file: the student's own program (a source file or
//! an executable) built, run and judged on the judge lane as `nqueens judge` does, with the
//! time and memory it has used so far and Cancel; then the judge's verdict, what to fix, and
//! the problem's boards in the board area as the file view draws them.

use std::path::{Path, PathBuf};
use std::time::Duration;

use eframe::egui::{self, Color32, RichText};

use super::{FilePicture, Whose};
use crate::app::dialog::{self, resolve_path};
use crate::app::i18n::Message;
use crate::app::jobs::Needs;
use crate::app::judge_words::{judge_error_words, used_words, verdict_detail, verdict_name};
use crate::app::settings::JudgeSettings;
use crate::app::widgets::{edit_copy, spinner};
use crate::app::words::human_elapsed;
use crate::check::Problem;
use crate::judge::{
    JudgeVerdict, Judgement, MEMORY_LIMITS_KB, OutputVerdict, Phase, SEED_N, Setup, TIME_LIMITS_MS,
    Usage, millis,
};
use crate::platform::FileRequest;
use crate::worker::{Event, EventKind, Job, JobId};
use crate::{message, tr};

/// What the program section asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProgramAction {
    /// Open the desktop's dialog to choose the program.
    Choose,
    /// The program field's new text, as typed.
    Type(String),
    /// Judge the program.
    Judge,
    /// Stop judging.
    Cancel,
    /// Judge for the problem's N = 8 (`true`) or for the N chosen in the window.
    ProblemN(bool),
    /// Give N on standard input.
    NOnStdin(bool),
    /// The CPU time limit, in milliseconds.
    TimeLimit(u64),
    /// The memory limit, in KB.
    MemoryLimit(u64),
    /// Back to the seed problem's limits.
    SeedLimits,
    /// Show the program's verdict in the board area again (after the answer file's boards).
    ShowVerdict,
}

/// A program being judged.
struct Judging {
    job: JobId,
    program: PathBuf,
    phase: Phase,
    usage: Usage,
    wall: Duration,
    cancelling: Option<Message>,
}

/// How judging ended.
enum Judged {
    /// The judge's verdict.
    Verdict(Box<Judgement>),
    /// Why the program could not be judged.
    Failed(Message),
    /// Why judging stopped: a Cancel, or the view left.
    Stopped(Message),
}

/// The program section's state.
#[derive(Default)]
pub struct ProgramCheck {
    settings: JudgeSettings,
    dialog: Option<dialog::Pending>,
    note: Option<Message>,
    judging: Option<Judging>,
    judged: Option<Judged>,
    /// The board size chosen in the window.
    window_n: usize,
}

impl ProgramCheck {
    /// The section with what was remembered from the last run.
    pub fn new(settings: JudgeSettings) -> Self {
        Self {
            settings,
            ..Self::default()
        }
    }

    /// What is remembered between runs.
    pub fn settings(&self) -> &JudgeSettings {
        &self.settings
    }

    /// Whether a program is being judged (or stopping).
    pub fn judging(&self) -> bool {
        self.judging.is_some()
    }

    /// The verdict's name and its words, once judged; why not, if it could not be.
    pub fn verdict(&self) -> Option<String> {
        Some(match self.judged.as_ref()? {
            Judged::Verdict(judgement) => format!(
                "{}: {}",
                verdict_name(&judgement.verdict),
                verdict_detail(judgement)
            ),
            Judged::Failed(message) | Judged::Stopped(message) => message.to_string(),
        })
    }

    /// The problem its output shows, once judged: the first problem of a wrong answer, or of
    /// what it printed before it was stopped.
    pub fn problem(&self) -> Option<&Problem> {
        let Some(Judged::Verdict(judgement)) = &self.judged else {
            return None;
        };
        match (&judgement.verdict, &judgement.output) {
            (
                JudgeVerdict::WrongAnswer(problem)
                | JudgeVerdict::PresentationError { problem, .. },
                _,
            ) => Some(problem),
            (JudgeVerdict::Accepted(_) | JudgeVerdict::CompileError { .. }, _) => None,
            (_, Some(OutputVerdict::Wrong(problem))) if judgement.output_bytes > 0 => Some(problem),
            _ => None,
        }
    }

    /// The board size the program is judged for.
    fn n(&self) -> usize {
        if self.settings.problem_n {
            SEED_N
        } else {
            self.window_n
        }
    }

    /// Applies what the section asked for.
    pub fn apply(&mut self, action: &ProgramAction, ctx: &egui::Context, needs: &mut Needs) {
        let settings = &mut self.settings;
        match action {
            ProgramAction::Choose => self.open_dialog(ctx),
            ProgramAction::Type(text) => settings.program.clone_from(text),
            ProgramAction::Judge => self.start(needs),
            ProgramAction::Cancel => self.cancel(needs, message!("cancelled")),
            ProgramAction::ProblemN(fixed) => settings.problem_n = *fixed,
            ProgramAction::NOnStdin(given) => settings.n_on_stdin = *given,
            ProgramAction::TimeLimit(ms) => {
                settings.time_limit_ms =
                    (*ms).clamp(*TIME_LIMITS_MS.start(), *TIME_LIMITS_MS.end());
            }
            ProgramAction::MemoryLimit(kb) => {
                let (least, most) = (*MEMORY_LIMITS_KB.start(), *MEMORY_LIMITS_KB.end());
                settings.memory_limit_kb = (*kb).clamp(least, most);
            }
            // The view shows it; nothing changes here.
            ProgramAction::ShowVerdict => {}
            ProgramAction::SeedLimits => {
                let seed = JudgeSettings::default();
                settings.time_limit_ms = seed.time_limit_ms;
                settings.memory_limit_kb = seed.memory_limit_kb;
            }
        }
    }

    /// Judges the program named in the field, cancelling a judging under way; `needs` are the
    /// file view's jobs.
    fn start(&mut self, needs: &mut Needs) {
        let Some(program) = resolve_path(&self.settings.program) else {
            self.note = Some(message!("judge-type-program"));
            return;
        };
        self.note = None;
        self.judged = None;
        if let Some(judging) = self.judging.take() {
            needs.stop(judging.job);
        }
        let setup = Setup {
            program: program.clone(),
            n: self.n(),
            n_on_stdin: self.settings.n_on_stdin,
            time_limit: Duration::from_millis(self.settings.time_limit_ms),
            memory_limit_kb: self.settings.memory_limit_kb,
            format: None,
        };
        let job = needs.start(Job::Judge { setup });
        self.judging = Some(Judging {
            job,
            program,
            phase: Phase::Building,
            usage: Usage::default(),
            wall: Duration::ZERO,
            cancelling: None,
        });
    }

    fn cancel(&mut self, needs: &mut Needs, why: Message) {
        if let Some(judging) = &mut self.judging
            && judging.cancelling.is_none()
        {
            needs.stop(judging.job);
            judging.cancelling = Some(why);
        }
    }

    fn open_dialog(&mut self, ctx: &egui::Context) {
        if self.dialog.is_some() {
            self.note = Some(message!("dialog-already-open"));
            return;
        }
        let last = resolve_path(self.settings.program.trim());
        let last_folder = last.as_deref().and_then(Path::parent);
        let request = FileRequest {
            title: tr!("judge-dialog-title"),
            save: false,
            folder: dialog::start_folder(last_folder),
            file_name: None,
            filters: vec![
                (
                    tr!("judge-dialog-sources"),
                    vec!["c", "cpp", "cc", "cxx", "py", "java", "rs"],
                ),
                (tr!("dialog-any-file"), vec!["*"]),
            ],
            size: None,
        };
        match dialog::Pending::open(ctx, request) {
            Ok(pending) => {
                self.note = None;
                self.dialog = Some(pending);
            }
            Err(message) => self.note = Some(message),
        }
    }

    /// Takes the dialog's answer; stops judging when the view is left.
    pub fn sync(&mut self, needs: &mut Needs, active: bool, window_n: usize) {
        self.window_n = window_n;
        if let Some(answer) = self.dialog.as_ref().and_then(dialog::Pending::poll) {
            self.dialog = None;
            match answer {
                dialog::Answer::Chosen(path) => {
                    self.settings.program = path.display().to_string();
                    self.start(needs);
                }
                dialog::Answer::Unavailable => self.note = Some(message!("dialog-unavailable")),
                dialog::Answer::Dismissed => {}
            }
        }
        if !active {
            self.cancel(needs, message!("stopped-view-left"));
        }
    }

    /// Takes an event of the section's job; `false` if it is not its.
    pub fn handle(&mut self, event: &Event) -> bool {
        let Some(judging) = self.judging.as_mut().filter(|j| j.job == event.job) else {
            return false;
        };
        let judged = match &event.kind {
            EventKind::Judging { phase, usage, wall } => {
                judging.phase = *phase;
                judging.usage = *usage;
                judging.wall = *wall;
                return true;
            }
            EventKind::Judged { result } => match result {
                Ok(judgement) => Judged::Verdict(judgement.clone()),
                Err(error) => Judged::Failed(judge_error_words(error)),
            },
            EventKind::Cancelled => {
                let why = judging.cancelling.clone().unwrap_or(message!("cancelled"));
                Judged::Stopped(message!("judge-stopped", why = why))
            }
            _ => return false,
        };
        self.judging = None;
        self.judged = Some(judged);
        true
    }

    /// What the board area shows of the program: the problem's boards, the compiler's
    /// messages, or a few words.
    pub fn picture(&self) -> FilePicture<'_> {
        if let Some(judging) = &self.judging {
            return FilePicture::Words(tr!("judge-judging", name = file_name(&judging.program)));
        }
        let judgement = match &self.judged {
            Some(Judged::Verdict(judgement)) => judgement,
            Some(Judged::Failed(message) | Judged::Stopped(message)) => {
                return FilePicture::Words(message.to_string());
            }
            None => return FilePicture::Words(tr!("judge-prompt")),
        };
        match &judgement.verdict {
            JudgeVerdict::CompileError { .. } => FilePicture::Text {
                title: tr!("judge-compiler-said"),
                text: &judgement.build_messages,
            },
            JudgeVerdict::Accepted(_) => FilePicture::Words(verdict_detail(judgement).to_string()),
            JudgeVerdict::WrongAnswer(problem)
            | JudgeVerdict::PresentationError { problem, .. } => {
                super::problem_picture(problem, Whose::Program)
            }
            _ => match &judgement.output {
                Some(OutputVerdict::Wrong(problem)) if judgement.output_bytes > 0 => {
                    super::problem_picture(problem, Whose::Program)
                }
                _ if !judgement.errors.trim().is_empty() => FilePicture::Text {
                    title: tr!("judge-stderr-said"),
                    text: &judgement.errors,
                },
                _ => FilePicture::Words(verdict_detail(judgement).to_string()),
            },
        }
    }

    // ------------------------------------------------------------------------
    // The side panel

    /// Draws the section and returns what the user asked for; `on_board` says whether the
    /// board area shows its verdict.
    pub fn ui(&self, ui: &mut egui::Ui, on_board: bool) -> Vec<ProgramAction> {
        let mut actions = Vec::new();
        ui.heading(tr!("judge-heading"));
        ui.label(tr!("judge-intro"));
        self.program_field(ui, &mut actions);
        self.choices(ui, &mut actions);
        if let Some(note) = &self.note {
            ui.colored_label(ui.visuals().warn_fg_color, note.to_string());
        }
        if let Some(judging) = &self.judging {
            Self::progress(ui, judging, &mut actions);
        } else if let Some(judged) = &self.judged {
            Self::outcome(ui, judged);
            if !on_board && ui.button(tr!("judge-show-verdict")).clicked() {
                actions.push(ProgramAction::ShowVerdict);
            }
        }
        actions
    }

    fn program_field(&self, ui: &mut egui::Ui, actions: &mut Vec<ProgramAction>) {
        ui.horizontal(|ui| {
            let label = ui.label(tr!("judge-program-label"));
            let width = (ui.available_width() - 90.0).max(80.0);
            let (field, typed) = edit_copy(&self.settings.program, |text| {
                ui.add(
                    egui::TextEdit::singleline(text)
                        .hint_text(tr!("judge-program-hint", system = dialog::PATH_STYLE))
                        .desired_width(width),
                )
                .labelled_by(label.id)
            });
            if let Some(typed) = typed {
                actions.push(ProgramAction::Type(typed));
            }
            if field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                actions.push(ProgramAction::Judge);
                // Focus stays in the section, on the button that judges again.
                ui.data_mut(|data| data.insert_temp(focus_run_key(), true));
            }
            let choose = ui.add_enabled(
                self.dialog.is_none(),
                egui::Button::new(tr!("judge-choose")),
            );
            if choose.clicked() {
                actions.push(ProgramAction::Choose);
            }
        });
        if self.dialog.is_some() {
            ui.label(tr!("dialog-waiting"));
        }
    }

    fn choices(&self, ui: &mut egui::Ui, actions: &mut Vec<ProgramAction>) {
        let settings = &self.settings;
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!("judge-n-label"));
            if ui
                .radio(settings.problem_n, tr!("judge-problem-n", n = SEED_N))
                .clicked()
            {
                actions.push(ProgramAction::ProblemN(true));
            }
            if ui
                .radio(
                    !settings.problem_n,
                    tr!("judge-window-n", n = self.window_n),
                )
                .clicked()
            {
                actions.push(ProgramAction::ProblemN(false));
            }
        });
        let mut stdin = settings.n_on_stdin;
        if ui
            .checkbox(&mut stdin, tr!("judge-n-on-stdin"))
            .on_hover_text(tr!("judge-n-on-stdin-hint"))
            .changed()
        {
            actions.push(ProgramAction::NOnStdin(stdin));
        }
        ui.horizontal_wrapped(|ui| {
            let time = limit_field(
                ui,
                &tr!("judge-time-limit"),
                settings.time_limit_ms,
                (TIME_LIMITS_MS, 1.0, " ms"),
            );
            if let Some(time) = time {
                actions.push(ProgramAction::TimeLimit(time));
            }
            let memory = limit_field(
                ui,
                &tr!("judge-memory-limit"),
                settings.memory_limit_kb,
                (MEMORY_LIMITS_KB, 10.0, " KB"),
            );
            if let Some(memory) = memory {
                actions.push(ProgramAction::MemoryLimit(memory));
            }
            // Never disabled: a button disabled as it is pressed would lose the keyboard's
            // focus to the top of the window.
            if ui.button(tr!("judge-seed-limits")).clicked() {
                actions.push(ProgramAction::SeedLimits);
            }
        });
        let label = if self.judging.is_some() {
            tr!("judge-run-again")
        } else {
            tr!("judge-run")
        };
        let judge = ui.button(RichText::new(label).strong());
        if ui.data_mut(|data| data.remove_temp::<bool>(focus_run_key())) == Some(true) {
            judge.request_focus();
        }
        if judge.clicked() {
            actions.push(ProgramAction::Judge);
        }
        if self.judging.is_some() && ui.input(|i| i.key_pressed(egui::Key::Escape)) {
            actions.push(ProgramAction::Cancel);
        }
    }

    fn progress(ui: &mut egui::Ui, judging: &Judging, actions: &mut Vec<ProgramAction>) {
        ui.horizontal_wrapped(|ui| {
            spinner(ui, &tr!("judge-progress-name"));
            let name = file_name(&judging.program);
            ui.label(match (&judging.cancelling, judging.phase) {
                (Some(_), _) => tr!("judge-stopping", name = name),
                (None, Phase::Building) => tr!(
                    "judge-building",
                    name = name,
                    time = human_elapsed(judging.wall)
                ),
                (None, Phase::Running) => tr!(
                    "judge-running",
                    name = name,
                    time = millis(judging.usage.cpu),
                    memory = judging.usage.memory_kb()
                ),
            });
        });
        if judging.cancelling.is_none() && ui.button(tr!("cancel")).clicked() {
            actions.push(ProgramAction::Cancel);
        }
    }

    fn outcome(ui: &mut egui::Ui, judged: &Judged) {
        let judgement = match judged {
            Judged::Verdict(judgement) => judgement,
            Judged::Failed(message) => {
                ui.colored_label(ui.visuals().error_fg_color, message.to_string());
                return;
            }
            Judged::Stopped(message) => {
                ui.label(message.to_string());
                return;
            }
        };
        let good = Color32::from_rgb(40, 170, 80);
        let colour = match judgement.verdict {
            JudgeVerdict::Accepted(_) => good,
            JudgeVerdict::PresentationError { .. } => ui.visuals().warn_fg_color,
            _ => ui.visuals().error_fg_color,
        };
        ui.label(
            RichText::new(verdict_name(&judgement.verdict).to_string())
                .size(20.0)
                .strong()
                .color(colour),
        );
        ui.label(verdict_detail(judgement).to_string());
        if judgement.run.is_some() {
            ui.label(used_words(judgement).to_string());
        }
        let setup = &judgement.setup;
        if (judgement.time_limit, judgement.memory_limit_kb)
            != (setup.time_limit, setup.memory_limit_kb)
        {
            let language = judgement.language.named();
            ui.label(RichText::new(tr!("judge-allowance", language = language)).weak());
        }
        let weak = |ui: &mut egui::Ui, text: String| {
            ui.label(RichText::new(text).weak().monospace());
        };
        if let Some(build) = &judgement.build {
            weak(ui, tr!("judge-built-with", command = build.to_string()));
        }
        if let Some(run) = &judgement.run {
            let command = run.to_string();
            weak(
                ui,
                if judgement.setup.n_on_stdin {
                    tr!("judge-ran-with-n", command = command, n = judgement.setup.n)
                } else {
                    tr!("judge-ran", command = command)
                },
            );
        }
    }
}

/// A limit's field under its label (its range, drag speed and unit): the new value, if changed.
fn limit_field(
    ui: &mut egui::Ui,
    label: &str,
    value: u64,
    (range, speed, unit): (std::ops::RangeInclusive<u64>, f64, &str),
) -> Option<u64> {
    let mut value = value;
    let label = ui.label(label);
    let field = egui::DragValue::new(&mut value)
        .custom_parser(typed_number)
        .range(range)
        .speed(speed)
        .suffix(unit);
    ui.add(field)
        .labelled_by(label.id)
        .changed()
        .then_some(value)
}

/// A limit as typed: its digits, with any grouping (`1,500`, `1 500`) and its unit left out;
/// `None` (the old value kept) when it has none.
fn typed_number(text: &str) -> Option<f64> {
    let digits: String = text.chars().filter(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// Where Enter in the program's field leaves word for the Run and judge button to take the
/// keyboard's focus.
fn focus_run_key() -> egui::Id {
    egui::Id::NULL.with("focus Run and judge")
}

fn file_name(path: &Path) -> String {
    super::file_name(path)
}
