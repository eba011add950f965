//! A program started in a process tree of its own, measured while it runs and ended as a
//! whole: what `nqueens judge` needs of the operating system, and the only place that differs
//! between Linux and Windows for it.
//!
//! On Linux (and other Unixes) the program leads a new process group: every process it starts
//! belongs to it, and `killpg` ends them together, at a limit, a Cancel, or once the program
//! has ended and left children behind (while it is a zombie, so that the group's number cannot
//! have been given to another). On Linux it is also traced (`PTRACE_SEIZE`) only to be stopped
//! on its way out, when its peak resident memory (`VmHWM`) is read exactly, then reaped by
//! `wait4` for its CPU time. On Windows it runs in a job object (process-wrap), which ends the
//! whole tree; its CPU time and memory are sampled while it runs, so a peak shorter than a
//! sample's interval can be missed there.
//!
//! Every tree still running is listed, so that [`end_all`] ends them when the app closes
//! (its worker threads do not get to). A process that leaves the tree on purpose (a new session
//! of its own, `setsid`) is not followed. None of this is a sandbox: the program runs with the
//! user's own rights.

use std::io;
#[cfg(unix)]
use std::process::Child;
use std::process::{ChildStderr, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Mutex;
use std::time::Duration;

use sysinfo::{Pid, ProcessRefreshKind, ProcessesToUpdate, System};

use crate::judge::{Exit, Usage};

/// How a tree still running is ended from elsewhere: its group's number (Unix), or its job.
#[cfg(unix)]
type Ender = i32;
#[cfg(windows)]
type Ender = std::sync::Arc<Mutex<Box<dyn process_wrap::std::ChildWrapper>>>;

/// The trees still running, by the number of their leader.
static RUNNING: Mutex<Vec<(u32, Ender)>> = Mutex::new(Vec::new());

/// Ends every program still running and every process each started: what the app does as it
/// closes.
pub fn end_all() {
    if let Ok(running) = RUNNING.lock() {
        for (_, ender) in running.iter() {
            end_tree(ender);
        }
    }
}

#[cfg_attr(
    unix,
    expect(
        clippy::trivially_copy_pass_by_ref,
        reason = "a job on Windows, shared, is not copied"
    )
)]
fn end_tree(ender: &Ender) {
    #[cfg(unix)]
    {
        use nix::sys::signal::{Signal, killpg};
        // The group outlives its leader while any member runs, or while the leader is a
        // zombie; once none is left the call fails, which is what is wanted.
        let _ = killpg(nix::unistd::Pid::from_raw(*ender), Signal::SIGKILL);
    }
    #[cfg(windows)]
    if let Ok(mut child) = ender.lock() {
        // Terminates the job object: every process in it.
        let _ = child.start_kill();
    }
}

fn forget(pid: u32) {
    if let Ok(mut running) = RUNNING.lock() {
        running.retain(|(leader, _)| *leader != pid);
    }
}

/// A program running in a tree of its own.
pub struct ProcessTree {
    #[cfg(unix)]
    child: Child,
    #[cfg(windows)]
    child: Ender,
    pid: Pid,
    system: System,
    /// The largest figures sampled so far, and its exact peak memory once read on its way out.
    sampled: Usage,
    /// Set once the program has been reaped.
    ended: Option<(Exit, Usage)>,
}

impl ProcessTree {
    /// Starts `command` as the leader of a tree of its own, what it prints and its standard
    /// error piped, and its standard input piped if `input`, else empty.
    ///
    /// # Errors
    ///
    /// When the program cannot be started, or the system's process table cannot be read.
    pub fn start(command: &Command, input: bool) -> io::Result<Self> {
        let system = System::new().map_err(|error| io::Error::other(error.to_string()))?;
        let mut command = launched(command);
        // On Unix the launcher waits on its standard input for the word to start.
        let piped = input || cfg!(unix);
        command
            .stdin(if piped { Stdio::piped() } else { Stdio::null() })
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        #[cfg(unix)]
        let (child, id, ender) = {
            use std::io::Write;
            use std::os::unix::process::CommandExt;
            let mut child = command.process_group(0).spawn()?;
            let id = child.id();
            trace_exit(id);
            if let Some(stdin) = &mut child.stdin {
                stdin.write_all(b"go\n")?;
            }
            if !input {
                // An empty standard input, as the problem gives none.
                child.stdin = None;
            }
            (child, id, id.cast_signed())
        };
        #[cfg(windows)]
        let (child, id, ender) = {
            use process_wrap::std::{CommandWrap, JobObject};
            let child = CommandWrap::from(command).wrap(JobObject).spawn()?;
            let id = child.id();
            let child = std::sync::Arc::new(Mutex::new(child));
            (std::sync::Arc::clone(&child), id, child)
        };
        if let Ok(mut running) = RUNNING.lock() {
            running.push((id, ender));
        }
        let mut tree = Self {
            child,
            pid: Pid::from_u32(id),
            system,
            sampled: Usage::default(),
            ended: None,
        };
        // The program has started (std returns once it has), so its memory is its own: a
        // first look at once, for a program that ends before the next.
        tree.sample();
        Ok(tree)
    }

    /// The program's standard input, to write to and close.
    pub fn stdin(&mut self) -> Option<ChildStdin> {
        #[cfg(unix)]
        return self.child.stdin.take();
        #[cfg(windows)]
        return self.child.lock().ok()?.stdin().take();
    }

    /// What the program prints.
    pub fn stdout(&mut self) -> Option<ChildStdout> {
        #[cfg(unix)]
        return self.child.stdout.take();
        #[cfg(windows)]
        return self.child.lock().ok()?.stdout().take();
    }

    /// What the program says on standard error.
    pub fn stderr(&mut self) -> Option<ChildStderr> {
        #[cfg(unix)]
        return self.child.stderr.take();
        #[cfg(windows)]
        return self.child.lock().ok()?.stderr().take();
    }

    /// The program's CPU time and memory now, as far as they were sampled (the largest seen).
    pub fn sample(&mut self) -> Usage {
        if self.ended.is_none() {
            self.system.refresh_processes_specifics(
                ProcessesToUpdate::Some(&[self.pid]),
                true,
                ProcessRefreshKind::nothing().with_cpu().with_memory(),
            );
            let process = self.system.process(self.pid);
            let now = Usage {
                cpu: process.map_or(Duration::ZERO, |process| {
                    Duration::from_millis(process.accumulated_cpu_time())
                }),
                peak_memory: memory_high_water(self.pid)
                    .or(process.map(sysinfo::Process::memory))
                    .unwrap_or(0),
            };
            self.sampled = self.sampled.max(now);
        }
        self.sampled
    }

    /// How the program ended and what it used, once it has; `None` while it runs. The
    /// processes it left behind are ended then.
    ///
    /// # Errors
    ///
    /// When the system cannot say.
    pub fn try_wait(&mut self) -> io::Result<Option<(Exit, Usage)>> {
        if self.ended.is_none() {
            self.ended = self.reap()?;
        }
        Ok(self.ended)
    }

    /// Ends the program and every process it started, now. Safe to call again.
    pub fn end(&mut self) {
        if self.ended.is_some() {
            return;
        }
        #[cfg(unix)]
        end_tree(&self.pid.as_u32().cast_signed());
        #[cfg(windows)]
        end_tree(&self.child);
    }

    /// Reaps the program if it has ended: first the rest of its group is ended, while the
    /// program, a zombie, still holds the group's number; then it is reaped with what it used.
    #[cfg(unix)]
    fn reap(&mut self) -> io::Result<Option<(Exit, Usage)>> {
        use nix::sys::wait::{Id, WaitPidFlag, WaitStatus, waitid};
        use std::os::unix::process::ExitStatusExt;
        use wait4::Wait4;
        let pid = nix::unistd::Pid::from_raw(self.pid.as_u32().cast_signed());
        loop {
            let flags = WaitPidFlag::WEXITED | WaitPidFlag::WNOHANG | WaitPidFlag::WNOWAIT;
            match waitid(Id::Pid(pid), flags) {
                Ok(WaitStatus::StillAlive) => return Ok(None),
                Ok(WaitStatus::Exited(..) | WaitStatus::Signaled(..)) => break,
                // Stopped by its tracer's options: on its way out, or for a signal (passed on).
                Ok(status) => self.resume(pid, status),
                Err(nix::errno::Errno::EINTR) => {}
                Err(errno) => return Err(errno.into()),
            }
        }
        self.end();
        forget(self.pid.as_u32());
        let Some(ended) = self.child.try_wait4()? else {
            return Ok(None);
        };
        let exit = match (ended.status.code(), ended.status.signal()) {
            (Some(code), _) => Exit::Code(code),
            (None, Some(signal)) => Exit::Signal(signal),
            (None, None) => Exit::Code(-1),
        };
        // `wait4`'s peak counts the memory of this process too, which the program's was a
        // copy of until it started: it is the program's own only where it is above this
        // process's own peak. Below that, the peak read on its way out (or sampled) is.
        let own_peak = memory_high_water(Pid::from_u32(std::process::id())).unwrap_or(u64::MAX);
        let usage = Usage {
            cpu: ended.rusage.utime + ended.rusage.stime,
            peak_memory: if ended.rusage.maxrss > own_peak {
                ended.rusage.maxrss
            } else {
                0
            },
        };
        Ok(Some((exit, usage.max(self.sampled))))
    }

    /// Takes a stop of the traced program and lets it go on: on its way out its peak memory
    /// is read first; a signal it was sent is passed on to it.
    #[cfg(unix)]
    fn resume(&mut self, pid: nix::unistd::Pid, status: nix::sys::wait::WaitStatus) {
        #[cfg(target_os = "linux")]
        use nix::sys::ptrace;
        use nix::sys::wait::{WaitPidFlag, WaitStatus, waitpid};
        let _ = waitpid(pid, Some(WaitPidFlag::WNOHANG));
        #[cfg(target_os = "linux")]
        match status {
            WaitStatus::PtraceEvent(_, _, event)
                if event == ptrace::Event::PTRACE_EVENT_EXIT as i32 =>
            {
                if let Some(peak) = memory_high_water(self.pid) {
                    self.sampled.peak_memory = self.sampled.peak_memory.max(peak);
                }
                let _ = ptrace::cont(pid, None);
            }
            // A signal on its way to the program: delivered.
            WaitStatus::PtraceEvent(_, signal, 0) => {
                let _ = ptrace::cont(pid, signal);
            }
            _ => {
                let _ = ptrace::cont(pid, None);
            }
        }
        #[cfg(not(target_os = "linux"))]
        let _ = status;
    }

    #[cfg(windows)]
    fn reap(&mut self) -> io::Result<Option<(Exit, Usage)>> {
        let usage = self.sample();
        let status = {
            let mut child = self
                .child
                .lock()
                .map_err(|_| io::Error::other("poisoned"))?;
            // The program's own end (process-wrap's job child answers for its leader).
            let Some(status) = child.try_wait()? else {
                return Ok(None);
            };
            status
        };
        self.end();
        forget(self.pid.as_u32());
        Ok(Some((Exit::Code(status.code().unwrap_or(-1)), usage)))
    }
}

/// `command` as it is started: on Unix through `sh`, which waits for a line on its standard
/// input and then replaces itself with it (`exec`), so that the program is traced (see
/// [`trace_exit`]) before its own code runs, however soon it ends; elsewhere as it is.
fn launched(command: &Command) -> Command {
    if !cfg!(unix) {
        let mut copy = Command::new(command.get_program());
        copy.args(command.get_args());
        if let Some(folder) = command.get_current_dir() {
            copy.current_dir(folder);
        }
        return copy;
    }
    let mut shell = Command::new("/bin/sh");
    shell
        .arg("-c")
        .arg("read -r go; exec \"$0\" \"$@\"")
        .arg(command.get_program())
        .args(command.get_args());
    if let Some(folder) = command.get_current_dir() {
        shell.current_dir(folder);
    }
    shell
}

/// Traces the program `id` only to stop it on its way out, where its peak memory is read
/// (Linux). Where that is not allowed (some containers) the peak is sampled instead.
#[cfg(unix)]
fn trace_exit(id: u32) {
    #[cfg(target_os = "linux")]
    {
        use nix::sys::ptrace::{Options, seize};
        let _ = seize(
            nix::unistd::Pid::from_raw(id.cast_signed()),
            Options::PTRACE_O_TRACEEXIT | Options::PTRACE_O_TRACEEXEC,
        );
    }
    #[cfg(not(target_os = "linux"))]
    let _ = id;
}

/// The most memory the process `pid` has held at once (Linux's `VmHWM`), if it can be read.
fn memory_high_water(pid: Pid) -> Option<u64> {
    if !cfg!(target_os = "linux") {
        return None;
    }
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    let kb: u64 = line
        .trim_start_matches("VmHWM:")
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    Some(kb * 1024)
}

impl Drop for ProcessTree {
    fn drop(&mut self) {
        self.end();
        // Reaps the leader just killed, so that it is not left a zombie (a traced one stops
        // on its way out once more, and is let go).
        for _ in 0..200 {
            if !matches!(self.try_wait(), Ok(None)) {
                break;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        forget(self.pid.as_u32());
    }
}
