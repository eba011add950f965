//! What a student's program is written in, and how it is built and run: the compiler or
//! interpreter found on this machine for each language, with the flags judges use.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// What a program is, told by its file's extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Language {
    /// `.c`
    C,
    /// `.cpp`, `.cc`, `.cxx`
    Cpp,
    /// `.py`
    Python,
    /// `.java`
    Java,
    /// `.rs`
    Rust,
    /// Anything else: a program already built, run as it is.
    Executable,
}

impl Language {
    /// The language of the file at `path`.
    pub fn of(path: &Path) -> Self {
        let extension = path
            .extension()
            .map(|extension| extension.to_string_lossy().to_ascii_lowercase());
        match extension.as_deref() {
            Some("c") => Self::C,
            Some("cpp" | "cc" | "cxx" | "c++") => Self::Cpp,
            Some("py") => Self::Python,
            Some("java") => Self::Java,
            Some("rs") => Self::Rust,
            _ => Self::Executable,
        }
    }

    /// Its name, as people write it.
    pub fn named(self) -> &'static str {
        match self {
            Self::C => "C",
            Self::Cpp => "C++",
            Self::Python => "Python",
            Self::Java => "Java",
            Self::Rust => "Rust",
            Self::Executable => "a program",
        }
    }

    /// The limits a judge gives a program in this language, from the problem's: an interpreter
    /// or a virtual machine needs memory of its own before the program's first line (Python
    /// about 10 MB, Java's about 40 MB), and Java's time to start, as judges allow for them.
    pub fn allowance(self, time: Duration, memory_kb: u64) -> (Duration, u64) {
        match self {
            Self::Python => (time, memory_kb.saturating_add(32 * 1024)),
            Self::Java => (
                time * 2 + Duration::from_secs(1),
                memory_kb.saturating_add(64 * 1024),
            ),
            Self::C | Self::Cpp | Self::Rust | Self::Executable => (time, memory_kb),
        }
    }

    /// The compilers (or interpreter) tried for it, in order.
    fn tools(self) -> &'static [&'static str] {
        match self {
            Self::C => &["gcc", "clang", "cc"],
            Self::Cpp => &["g++", "clang++", "c++"],
            Self::Python => &["python3", "python", "py"],
            Self::Java => &["javac"],
            Self::Rust => &["rustc"],
            Self::Executable => &[],
        }
    }
}

/// Checks a Python program's syntax as Baekjoon does, saying only where it is wrong (the
/// error's own message, not `py_compile`'s traceback).
const PYTHON_SYNTAX_CHECK: &str = "import py_compile, sys
try:
    py_compile.compile(sys.argv[1], cfile=sys.argv[2], doraise=True)
except py_compile.PyCompileError as error:
    sys.exit(error.msg)";

/// A command: the program and its arguments, as shown to the user and run.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CommandLine(#[serde(with = "crate::wire::os_strings")] pub Vec<OsString>);

impl CommandLine {
    fn new(program: impl Into<OsString>) -> Self {
        Self(vec![program.into()])
    }

    fn arg(mut self, arg: impl Into<OsString>) -> Self {
        self.0.push(arg.into());
        self
    }

    /// The command to start.
    pub fn command(&self) -> std::process::Command {
        let mut command = std::process::Command::new(&self.0[0]);
        command.args(&self.0[1..]);
        command
    }
}

impl std::fmt::Display for CommandLine {
    /// As a shell would take it: an argument with spaces quoted; a script of several lines
    /// (Python's syntax check) by its first line.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (index, arg) in self.0.iter().enumerate() {
            let arg = arg.to_string_lossy();
            let arg = match arg.split_once('\n') {
                Some((first, _)) => format!("{first} …").into(),
                None => arg,
            };
            let space = if index == 0 { "" } else { " " };
            if arg.contains(char::is_whitespace) || arg.is_empty() {
                write!(f, "{space}\"{arg}\"")?;
            } else {
                write!(f, "{space}{arg}")?;
            }
        }
        Ok(())
    }
}

/// How a program is built (if it must be) and run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// Its language.
    pub language: Language,
    /// The command that builds it (or checks a Python program's syntax, as judges do).
    pub build: Option<CommandLine>,
    /// The command that runs it.
    pub run: CommandLine,
    /// The compiler's folder where it is not on the PATH (MinGW's, on Windows): put on the
    /// PATH of the build and the run, so that they find its DLLs (`libstdc++-6.dll`).
    pub tool_folder: Option<PathBuf>,
}

impl Plan {
    /// `command` with the compiler's folder first on its PATH, if it must be.
    pub fn with_tool_folder(&self, mut command: std::process::Command) -> std::process::Command {
        if let Some(folder) = &self.tool_folder {
            let path = std::env::var_os("PATH").unwrap_or_default();
            let folders = std::iter::once(folder.clone()).chain(std::env::split_paths(&path));
            if let Ok(joined) = std::env::join_paths(folders) {
                command.env("PATH", joined);
            }
        }
        command
    }
}

/// No compiler for the language was found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
#[error(
    "no compiler for {language} was found (tried {tried} on PATH{places}): install one, or \
     build the program yourself and judge the executable",
    language = .language.named(),
    tried = .tried.join(", "),
    places = if cfg!(windows) { " and where MinGW, Dev-C++ and Code::Blocks install it" } else { "" }
)]
pub struct NoCompiler {
    /// The language.
    pub language: Language,
    /// The names looked for.
    pub tried: Vec<String>,
}

/// How `source` is built into `build_dir` and run, with the first of its language's tools
/// found on this machine.
///
/// # Errors
///
/// When none of them is found.
pub fn plan(source: &Path, build_dir: &Path) -> Result<Plan, NoCompiler> {
    let language = Language::of(source);
    let found = language.tools().iter().find_map(|name| find_tool(name));
    let tool = match (language, found) {
        (Language::Executable, _) => {
            return Ok(Plan {
                language,
                build: None,
                run: CommandLine::new(source),
                tool_folder: None,
            });
        }
        (_, Some(tool)) => tool,
        (_, None) => {
            return Err(NoCompiler {
                language,
                tried: language.tools().iter().map(ToString::to_string).collect(),
            });
        }
    };
    let tool_folder = tool
        .parent()
        .filter(|folder| !on_path(folder))
        .map(Path::to_path_buf);
    let executable = build_dir.join(if cfg!(windows) { "main.exe" } else { "main" });
    let (build, run) = match language {
        // Baekjoon's and Luogu's flags: optimised, the GNU dialect, the maths library.
        Language::C => (
            CommandLine::new(&tool)
                .arg("-O2")
                .arg("-std=gnu11")
                .arg("-o")
                .arg(&executable)
                .arg(source)
                .arg("-lm"),
            CommandLine::new(&executable),
        ),
        Language::Cpp => (
            CommandLine::new(&tool)
                .arg("-O2")
                .arg("-std=gnu++17")
                .arg("-o")
                .arg(&executable)
                .arg(source),
            CommandLine::new(&executable),
        ),
        // The syntax checked first, as Baekjoon does, so that a syntax error is a compile
        // error; the byte code goes to the build folder, not beside the source.
        Language::Python => (
            CommandLine::new(&tool)
                .arg("-c")
                .arg(PYTHON_SYNTAX_CHECK)
                .arg(source)
                .arg(build_dir.join("main.pyc")),
            CommandLine::new(&tool).arg(source),
        ),
        Language::Java => {
            let class = source
                .file_stem()
                .map_or_else(|| OsString::from("Main"), ToOwned::to_owned);
            let java = find_tool("java").unwrap_or_else(|| PathBuf::from("java"));
            (
                CommandLine::new(&tool)
                    .arg("-encoding")
                    .arg("UTF-8")
                    .arg("-d")
                    .arg(build_dir)
                    .arg(source),
                CommandLine::new(java)
                    .arg("-Xss64m")
                    .arg("-cp")
                    .arg(build_dir)
                    .arg(class),
            )
        }
        Language::Rust => (
            CommandLine::new(&tool)
                .arg("-O")
                .arg("--edition")
                .arg("2021")
                .arg("-o")
                .arg(&executable)
                .arg(source),
            CommandLine::new(&executable),
        ),
        // Never reached: an executable is planned above, before any compiler is looked for.
        Language::Executable => (CommandLine::new(source), CommandLine::new(source)),
    };
    Ok(Plan {
        language,
        build: Some(build),
        run,
        tool_folder,
    })
}

/// Whether the file at `path` may be run as a program: on Unix, whether it has the right to
/// be (an answer file has not); on Windows, whether it is an `.exe` or `.bat`.
pub fn may_run(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::metadata(path).is_ok_and(|file| file.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    {
        let extension = path
            .extension()
            .map(|extension| extension.to_string_lossy().to_ascii_lowercase());
        matches!(extension.as_deref(), Some("exe" | "bat" | "cmd" | "com"))
    }
}

/// Whether `folder` is on the PATH.
fn on_path(folder: &Path) -> bool {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path).any(|each| each == folder)
}

/// The program `name` on PATH, and on Windows where MinGW's installers put it.
fn find_tool(name: &str) -> Option<PathBuf> {
    let file = if cfg!(windows) {
        format!("{name}.exe")
    } else {
        name.to_string()
    };
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain(mingw_folders())
        .map(|folder| folder.join(&file))
        .find(|candidate| candidate.is_file())
}

/// Where MinGW, Dev-C++, `Code::Blocks` and MSYS2 install gcc and g++ on Windows.
fn mingw_folders() -> Vec<PathBuf> {
    if !cfg!(windows) {
        return Vec::new();
    }
    [
        r"C:\MinGW\bin",
        r"C:\MinGW64\bin",
        r"C:\mingw64\bin",
        r"C:\Program Files (x86)\Dev-Cpp\MinGW64\bin",
        r"C:\Program Files\Dev-Cpp\MinGW64\bin",
        r"C:\Program Files (x86)\CodeBlocks\MinGW\bin",
        r"C:\Program Files\CodeBlocks\MinGW\bin",
        r"C:\msys64\ucrt64\bin",
        r"C:\msys64\mingw64\bin",
    ]
    .into_iter()
    .map(PathBuf::from)
    .collect()
}
