//! A program started in a process tree of its own, measured while it runs and ended as a
//! whole: what `nqueens judge` needs of the operating system, and the only place that differs
//! between Linux and Windows for it.
//!
//! On Linux (and other Unixes) the program leads a new process group: every process it starts
//! belongs to it, and `killpg` ends them together, at a limit, a Cancel, or when the program
//! has exited and left children behind. It is reaped by `wait4`, which gives the CPU time and
//! the peak resident memory the kernel counted (its own and that of the children it waited
//! for): the figures judges report. On Windows the program runs in a job object
//! (process-wrap), which ends the whole tree; its CPU time and memory are sampled while it runs,
//! so a peak shorter than a sample's interval can be missed there.
//!
//! While it runs, its time and memory are sampled (sysinfo) so that a limit can stop it
//! before it ends. None of this is a sandbox: the program runs with the user's own rights.

use std::io;
#[cfg(unix)]
use std::process::Child;
use std::process::{ChildStderr, ChildStdin, ChildStdout, Command};
use std::time::Duration;

use sysinfo::{Pid, ProcessRefreshKind, ProcessesToUpdate, System};

use crate::judge::{Exit, Usage};

/// A program running in a tree of its own.
pub struct ProcessTree {
    #[cfg(unix)]
    child: Child,
    #[cfg(windows)]
    child: Box<dyn process_wrap::std::ChildWrapper>,
    pid: Pid,
    system: System,
    /// The largest figures sampled so far.
    sampled: Usage,
    /// Set once the program has been reaped.
    ended: Option<(Exit, Usage)>,
}

impl ProcessTree {
    /// Starts `command` (its standard streams already set) as the leader of a tree of its own.
    ///
    /// # Errors
    ///
    /// When the program cannot be started, or the system's process table cannot be read.
    pub fn start(command: Command) -> io::Result<Self> {
        let system = System::new().map_err(|error| io::Error::other(error.to_string()))?;
        #[cfg(unix)]
        let child = {
            use std::os::unix::process::CommandExt;
            let mut command = command;
            command.process_group(0).spawn()?
        };
        #[cfg(windows)]
        let child = {
            use process_wrap::std::{CommandWrap, JobObject, KillOnDrop};
            CommandWrap::from(command)
                .wrap(JobObject)
                .wrap(KillOnDrop)
                .spawn()?
        };
        let pid = Pid::from_u32(child.id());
        let mut tree = Self {
            child,
            pid,
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
        return self.child.stdin().take();
    }

    /// What the program prints.
    pub fn stdout(&mut self) -> Option<ChildStdout> {
        #[cfg(unix)]
        return self.child.stdout.take();
        #[cfg(windows)]
        return self.child.stdout().take();
    }

    /// What the program says on standard error.
    pub fn stderr(&mut self) -> Option<ChildStderr> {
        #[cfg(unix)]
        return self.child.stderr.take();
        #[cfg(windows)]
        return self.child.stderr().take();
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

    /// How the program ended and what it used, once it has; `None` while it runs. Its
    /// children may still run: [`Self::end`] ends them.
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
        #[cfg(unix)]
        {
            use nix::sys::signal::{Signal, killpg};
            use nix::unistd::Pid as UnixPid;
            // The group outlives its leader while any member runs; once none does, the
            // call fails with "no such process", which is what is wanted.
            let group = UnixPid::from_raw(self.pid.as_u32().cast_signed());
            let _ = killpg(group, Signal::SIGKILL);
        }
        #[cfg(windows)]
        {
            // Terminates the job object: every process in it.
            let _ = self.child.start_kill();
        }
    }

    #[cfg(unix)]
    fn reap(&mut self) -> io::Result<Option<(Exit, Usage)>> {
        use std::os::unix::process::ExitStatusExt;
        use wait4::Wait4;
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
        // process's own peak. Below that, the peak sampled while it ran is what is known.
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

    #[cfg(windows)]
    fn reap(&mut self) -> io::Result<Option<(Exit, Usage)>> {
        // The job's wait would wait for every process in it; the program's own end is seen
        // by the system no longer listing it. Then the tree is ended and its status read.
        let usage = self.sample();
        self.system.refresh_processes_specifics(
            ProcessesToUpdate::Some(&[self.pid]),
            true,
            ProcessRefreshKind::nothing(),
        );
        if self.system.process(self.pid).is_some() {
            return Ok(None);
        }
        let status = match self.child.try_wait()? {
            Some(status) => status,
            None => {
                self.end();
                self.child.wait()?
            }
        };
        Ok(Some((Exit::Code(status.code().unwrap_or(-1)), usage)))
    }
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
        #[cfg(unix)]
        if self.ended.is_none() {
            // Reaps the leader just killed, so that it is not left a zombie.
            let _ = self.child.wait();
        }
    }
}
