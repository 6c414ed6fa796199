//! The processes a command starts (`check`'s program under guard, `bench`'s Python baseline and
//! timed runs): each in its own process group, registered while it runs, so that SIGINT, SIGTERM
//! or SIGHUP to this process ends them too, whole (the shell and everything it started), before
//! this process ends with 128 + the signal's number, as a shell reports it.

use std::io::Write;
use std::sync::{Mutex, Once};

/// The process groups alive now.
static LIVE: Mutex<Vec<i32>> = Mutex::new(Vec::new());

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

/// Installs, once, the handler: on SIGINT, SIGTERM or SIGHUP every registered group is killed,
/// then this process ends with 128 + the signal.
pub fn end_children_on_signals() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
        let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP]) else {
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
