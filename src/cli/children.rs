//! The processes a command starts (`check`'s program under guard, `bench`'s Python baseline and
//! timed runs): each in its own process group, registered while it runs, so that every catchable
//! fatal signal to this process ([`FATAL`]: SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, …) ends
//! them too, whole (the shell and everything it started), before this process ends with 128 +
//! the signal's number, as a shell reports it.
//!
//! SIGKILL cannot be caught: on Linux, `check` runs its program under a supervisor ([`supervised`],
//! this binary started again with [`SUPERVISE`]), the leader of the program's group, which asks
//! the kernel for SIGTERM when its parent dies (`PR_SET_PDEATHSIG`, set on itself through rustix)
//! and then kills the group. Elsewhere the program is started directly, and a SIGKILL to `check`
//! leaves it running.

use std::io::Write;
use std::sync::{Mutex, Once};

/// The process groups alive now.
static LIVE: Mutex<Vec<i32>> = Mutex::new(Vec::new());

/// The signals whose default action ends a process and that a process can catch, sent from
/// outside (the faults SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGSYS and SIGABRT are this
/// process's own, and SIGPIPE is ignored by Rust programs).
pub const FATAL: [i32; 11] = {
    use signal_hook::consts::*;
    [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
        SIGXFSZ,
    ]
};

/// Kills the process group `pgid` (every process in it) with SIGKILL. Call it before the group's
/// leader is waited for: until then its id cannot be reused.
pub fn kill_group(pgid: i32) {
    if let Some(pid) = rustix::process::Pid::from_raw(pgid) {
        let _ = rustix::process::kill_process_group(pid, rustix::process::Signal::KILL);
    }
}

/// Starts `command` in its own process group and registers the group, both under the lock the
/// signal handler takes: a signal either finds the group registered (and kills it) or stops
/// this process before it is started, never between the two.
pub fn spawn(command: &mut std::process::Command) -> std::io::Result<std::process::Child> {
    use std::os::unix::process::CommandExt;
    end_children_on_signals();
    let mut live = LIVE
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let child = command.process_group(0).spawn()?;
    live.push(child.id() as i32);
    Ok(child)
}

/// The group has ended (its leader waited for).
pub fn unregister(pgid: i32) {
    if let Ok(mut live) = LIVE.lock() {
        live.retain(|&g| g != pgid);
    }
}

/// Installs, once, the handler: on any of [`FATAL`] every registered group is killed, then this
/// process ends with 128 + the signal.
pub fn end_children_on_signals() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let Ok(mut signals) = signal_hook::iterator::Signals::new(FATAL) else {
            return;
        };
        std::thread::spawn(move || {
            if let Some(signal) = signals.forever().next() {
                // The lock is held until the process ends: no group starts after this.
                let live = LIVE
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner);
                for &pgid in live.iter() {
                    kill_group(pgid);
                }
                let _ = writeln!(
                    std::io::stderr(),
                    "ended by signal {signal}; the processes it started were stopped"
                );
                std::process::exit(128 + signal);
            }
        });
    });
}

/// Runs `command` in its own group, registered while it runs, and waits for its output.
pub fn output(command: &mut std::process::Command) -> std::io::Result<std::process::Output> {
    let child = spawn(command)?;
    let pgid = child.id() as i32;
    let out = child.wait_with_output();
    unregister(pgid);
    out
}

/// The first argument that makes this binary a supervisor: `SUPERVISE PARENT PROGRAM ARGS…`.
pub const SUPERVISE: &str = "__euclid-spec-supervise";

/// `sh -c cmd`, under a supervisor on Linux (see the module's documentation), or directly where
/// the supervisor cannot be started (no path to this binary) or is not needed. Spawn it with
/// [`spawn`] from the main thread: the kernel's parent death signal follows the thread that
/// started the process.
pub fn supervised(cmd: &str) -> std::process::Command {
    #[cfg(target_os = "linux")]
    if let Ok(exe) = std::env::current_exe() {
        let mut command = std::process::Command::new(exe);
        command
            .arg(SUPERVISE)
            .arg(std::process::id().to_string())
            .args(["sh", "-c", cmd]);
        return command;
    }
    shell(cmd)
}

/// `sh -c cmd`, without a supervisor.
pub fn shell(cmd: &str) -> std::process::Command {
    let mut command = std::process::Command::new("sh");
    command.args(["-c", cmd]);
    command
}

/// When this process was started as a supervisor: runs the program, kills its own group when
/// its parent dies or a fatal signal comes, and ends as the program did (its status, or its
/// signal). `None` for every other command line.
pub fn supervise_if_asked() -> Option<std::process::ExitCode> {
    let mut args = std::env::args_os().skip(1);
    if args.next()? != SUPERVISE {
        return None;
    }
    let args: Vec<std::ffi::OsString> = args.collect();
    Some(supervise(&args))
}

/// Kills this process's own group (the supervisor leads it): the program, everything it
/// started, and the supervisor.
fn kill_own_group() {
    kill_group(rustix::process::getpid().as_raw_nonzero().get());
}

fn supervise(args: &[std::ffi::OsString]) -> std::process::ExitCode {
    use std::process::ExitCode;
    let parent: Option<i32> = args
        .first()
        .and_then(|p| p.to_str())
        .and_then(|p| p.parse().ok());
    let (Some(parent), Some(program)) = (parent, args.get(1)) else {
        let _ = writeln!(
            std::io::stderr(),
            "{SUPERVISE} is for euclid-spec itself: {SUPERVISE} PARENT PROGRAM ARGS…"
        );
        return ExitCode::from(2);
    };
    #[cfg(target_os = "linux")]
    let _ = rustix::process::set_parent_process_death_signal(Some(rustix::process::Signal::TERM));
    if let Ok(mut signals) = signal_hook::iterator::Signals::new(FATAL) {
        std::thread::spawn(move || {
            if signals.forever().next().is_some() {
                kill_own_group();
            }
        });
    }
    // The parent may have died before the death signal was asked for.
    if rustix::process::getppid().map(|p| p.as_raw_nonzero().get()) != Some(parent) {
        kill_own_group();
        return ExitCode::from(1);
    }
    let status = std::process::Command::new(program)
        .args(&args[2..])
        .status();
    match status {
        Ok(status) => {
            use std::os::unix::process::ExitStatusExt;
            if let Some(code) = status.code() {
                return ExitCode::from(u8::try_from(code).unwrap_or(1));
            }
            if let Some(signal) = status.signal() {
                // Ended by the program's signal, so that `check` reads it as the program's.
                let _ = signal_hook::low_level::emulate_default_handler(signal);
                return ExitCode::from(u8::try_from(128 + signal).unwrap_or(1));
            }
            ExitCode::from(1)
        }
        Err(e) => {
            let _ = writeln!(
                std::io::stderr(),
                "cannot start {}: {e}",
                program.to_string_lossy()
            );
            // As sh says it: the command could not be found, or not run.
            ExitCode::from(if e.kind() == std::io::ErrorKind::NotFound {
                127
            } else {
                126
            })
        }
    }
}
