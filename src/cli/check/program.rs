//! The program under guard, as a [`Candidate`], in the three protocols real programs speak.
//!
//! - `lines`: one process for the whole run; one position written, one answer read, in turn.
//!   `--timeout` bounds each answer.
//! - `batch`: one process per chunk of positions: the count first (`--count-first`), the
//!   positions, the end line (`--end`), stdin closed; then the answers are read to the end.
//!   `--timeout` bounds each process, from its start to its last answer.
//! - `each`: one process per position, as `batch` with a chunk of one. `--timeout` bounds each
//!   process.
//!
//! In every protocol the program's output is read to its end and the process waited for: a line
//! more than the positions sent, or a crash after the answers (a non-zero status, a signal), is
//! a failure; a kill sent by `check` on a time limit is a limit.
//!
//! The program's stderr is read beside its answers, never passed through (a crash searched by
//! halves would print its message once per process): its first [`STDERR_SHOWN`] lines are kept
//! and shown with a fault (a crash, an end before answering, a limit, a surplus line), the rest
//! counted and dropped, so that a program that writes without end to stderr runs in bounded
//! memory.
//!
//! Every process runs in its own process group, killed whole (the shell and everything it
//! started) when it is done with, on every exit path of `check`, and on every catchable fatal
//! signal to `check` ([`children`]). Answer lines are read at most [`MAX_LINE_BYTES`] at a time:
//! a longer one is an error naming its line; at most [`READ_AHEAD`] lines are read ahead of
//! their judging, so a program that writes without end fills its pipe and waits, in bounded
//! memory.

use crate::cli::children::{self, kill_group};
use euclid_spec::guard::{Candidate, Fault, FaultKind, Mode, Reply, Target};
use euclid_spec::vocab::lock;
use euclid_spec::vocab::Answer;
use num_bigint::{BigInt, BigUint};
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The longest answer line read (a Calkin–Wilf index of 100 000 bits has 30 103 digits).
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// The most answer lines read ahead of their judging.
pub const READ_AHEAD: usize = 64;

/// The lines of a program's stderr kept, to be shown with a fault; the rest are counted.
pub const STDERR_SHOWN: usize = 3;

/// The characters of a stderr line kept.
const STDERR_LINE_CHARS: usize = 120;

/// What a process wrote on stderr: its first lines, its last, and how many in all.
#[derive(Default)]
struct Stderr {
    first: Vec<String>,
    last: String,
    lines: u64,
    ended: bool,
}

/// The lines more than the positions sent that are read before the count is called wrong.
const SURPLUS: usize = 16;

/// The protocols.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Protocol {
    /// One process; a position, then its answer, in turn.
    Lines,
    /// One process per chunk: all its positions in, stdin closed, then all the answers.
    Batch,
    /// One process per position.
    Each,
}

/// How positions are written and answers read.
#[derive(Clone, Debug)]
pub struct Speech {
    /// What is guarded.
    pub target: Target,
    /// Values or outcomes.
    pub mode: Mode,
    /// The words for a win and a loss of the player to move, in outcome mode.
    pub words: Option<(String, String)>,
    /// A line written after the last position (`0 0`).
    pub end: Option<String>,
    /// Whether the number of positions is written first.
    pub count_first: bool,
}

impl Speech {
    /// One answer line, read.
    pub fn read(&self, line: &str) -> Reply {
        let t = line.trim();
        let shown = || {
            let mut s: String = t.chars().take(80).collect();
            if t.chars().count() > 80 {
                s.push('…');
            }
            format!("`{}`", s.escape_debug())
        };
        if let (Mode::Outcome, Some((win, lose))) = (self.mode, &self.words) {
            return if t == win {
                Reply::Answer(Answer::Outcome(euclid_spec::vocab::Outcome::N))
            } else if t == lose {
                Reply::Answer(Answer::Outcome(euclid_spec::vocab::Outcome::P))
            } else {
                Reply::Unreadable(format!("{} is neither `{win}` nor `{lose}`", shown()))
            };
        }
        if self.target == Target::CalkinWilf {
            let parts = t
                .split_once('/')
                .map(|(a, b)| (natural(a.trim()), natural(b.trim())));
            return match parts {
                // Read as it prints: a denominator of 0 is no fraction, and never equals an engine's.
                Some((Some(a), Some(b))) => Reply::Answer(Answer::read(&format!("{a}/{b}"))),
                _ => Reply::Unreadable(format!("{} is not a fraction a/b", shown())),
            };
        }
        let (negative, digits) = match t.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, t.strip_prefix('+').unwrap_or(t)),
        };
        match natural(digits) {
            Some(n) => {
                let n = BigInt::from(n);
                Reply::Answer(Answer::Number(if negative { -n } else { n }))
            }
            None => Reply::Unreadable(format!(
                "{} is not an integer{}",
                shown(),
                if t.contains("win") || t.contains("lose") || t.contains("Win") {
                    " (it looks like who wins: use --outcome WIN,LOSE with the program's words)"
                } else {
                    ""
                }
            )),
        }
    }

    fn position(p: &[u64]) -> String {
        let words: Vec<String> = p.iter().map(u64::to_string).collect();
        words.join(" ")
    }

    /// Everything written to a process of `batch` or `each` for `chunk`.
    fn input(&self, chunk: &[Vec<u64>]) -> Vec<u8> {
        let mut s = String::new();
        if self.count_first {
            s.push_str(&format!("{}\n", chunk.len()));
        }
        for p in chunk {
            s.push_str(&Self::position(p));
            s.push('\n');
        }
        if let Some(end) = &self.end {
            s.push_str(end);
            s.push('\n');
        }
        s.into_bytes()
    }
}

fn natural(digits: &str) -> Option<BigUint> {
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// A started program: its process group, its input, its answer lines as they come.
struct Process {
    child: Child,
    pgid: i32,
    input: Option<ChildStdin>,
    lines: Receiver<Result<String, String>>,
    stderr: Arc<Mutex<Stderr>>,
}

impl Process {
    fn start(cmd: &str) -> Result<Process, String> {
        let start = |mut command: std::process::Command| {
            children::spawn(
                command
                    .stdin(Stdio::piped())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::piped()),
            )
        };
        // Under its supervisor where there is one; directly if the supervisor cannot start.
        let mut child = start(children::supervised(cmd))
            .or_else(|_| start(children::shell(cmd)))
            .map_err(|e| format!("cannot start `sh -c {cmd}`: {e}"))?;
        let pgid = child.id() as i32;
        let input = child.stdin.take();
        let output = child.stdout.take();
        let (tx, lines) = mpsc::sync_channel(READ_AHEAD);
        if let Some(output) = output {
            std::thread::spawn(move || read_lines(output, tx));
        }
        let stderr = Arc::new(Mutex::new(Stderr::default()));
        match child.stderr.take() {
            Some(errors) => {
                let to = Arc::clone(&stderr);
                std::thread::spawn(move || read_stderr(errors, &to));
            }
            None => lock(&stderr).ended = true,
        }
        Ok(Process {
            child,
            pgid,
            input,
            lines,
            stderr,
        })
    }

    /// How the program ended, if it does by `deadline`.
    fn wait_until(&mut self, deadline: Instant) -> Option<std::process::ExitStatus> {
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status);
            }
            if Instant::now() >= deadline {
                return None;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    /// How the program ended, if it has (given a moment to do so).
    fn ended(&mut self) -> Option<String> {
        for _ in 0..50 {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(describe(status));
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        None
    }
}

/// The fault of a program that ended as `how` says: it could not be run at all (sh's 126 and
/// 127), or it failed.
fn ended_fault(how: String) -> FaultKind {
    if how.contains("exit status 127") || how.contains("exit status 126") {
        FaultKind::CannotRun(how)
    } else {
        FaultKind::Failed(how)
    }
}

fn describe(status: std::process::ExitStatus) -> String {
    use std::os::unix::process::ExitStatusExt;
    match (status.code(), status.signal()) {
        (Some(127), _) => "it ended with exit status 127 (sh: the command was not found)".into(),
        (Some(126), _) => "it ended with exit status 126 (sh: the command cannot be run)".into(),
        (Some(code), _) => format!("it ended with exit status {code}"),
        (None, Some(signal)) => match signal_hook::low_level::signal_name(signal) {
            Some(name) => format!("it was killed by signal {signal} ({name})"),
            None => format!("it was killed by signal {signal}"),
        },
        _ => "it ended".into(),
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        self.input = None;
        // Killed before it is waited for: until then its group's id cannot be reused.
        kill_group(self.pgid);
        let _ = self.child.wait();
        children::unregister(self.pgid);
    }
}

/// Reads `errors` to its end: the first [`STDERR_SHOWN`] lines kept (each cut), all counted.
fn read_stderr(errors: impl Read, to: &Mutex<Stderr>) {
    let mut reader = BufReader::new(errors);
    let mut buf = Vec::new();
    let mut at_line_start = true;
    // A line is read in pieces of at most 4 KiB: a line without end costs no memory.
    while let Ok(read) = reader.by_ref().take(4096).read_until(b'\n', &mut buf) {
        if read == 0 {
            break;
        }
        if at_line_start {
            let text = String::from_utf8_lossy(&buf);
            let text = text.trim_end_matches(['\n', '\r']);
            let mut kept: String = text.chars().take(STDERR_LINE_CHARS).collect();
            // Cut: longer than kept, or a piece of a line longer than one read.
            let piece = buf.len() >= 4096 && buf.last() != Some(&b'\n');
            if text.chars().count() > STDERR_LINE_CHARS || piece {
                kept.push('…');
            }
            let mut s = lock(to);
            s.lines += 1;
            if s.first.len() < STDERR_SHOWN {
                s.first.push(kept);
            } else {
                s.last = kept;
            }
        }
        at_line_start = buf.last() == Some(&b'\n');
        buf.clear();
    }
    lock(to).ended = true;
}

/// What `stderr` holds, for a fault's message: `; on stderr: `…`, `…``, its first lines (and,
/// of a longer one, the last: a traceback's is its error), or nothing when the program wrote
/// nothing there. Waits a moment for the reader to reach the end
/// (the process has ended, or been killed, when a fault is reported).
fn stderr_said(stderr: &Mutex<Stderr>) -> String {
    for _ in 0..20 {
        if lock(stderr).ended {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let s = lock(stderr);
    if s.lines == 0 {
        return String::new();
    }
    let kept = s.first.len() as u64;
    let mut shown: Vec<String> = s
        .first
        .iter()
        .map(|l| format!("`{}`", l.escape_debug()))
        .collect();
    let more = if s.lines > kept {
        shown.push(format!("`{}`", s.last.escape_debug()));
        format!(
            " ({}: the first {kept} and the last)",
            euclid_spec::vocab::encode::count(s.lines, "line")
        )
    } else {
        String::new()
    };
    format!("; on stderr{more}: {}", shown.join(", "))
}

/// `kind` with what the program wrote on stderr added to its words.
fn with_stderr(kind: FaultKind, stderr: Option<&Mutex<Stderr>>) -> FaultKind {
    let Some(stderr) = stderr else {
        return kind;
    };
    match kind {
        FaultKind::Failed(s) => FaultKind::Failed(s + &stderr_said(stderr)),
        FaultKind::Crashed(s) => FaultKind::Crashed(s + &stderr_said(stderr)),
        FaultKind::TimedOut(s) => FaultKind::TimedOut(s + &stderr_said(stderr)),
        FaultKind::CannotRun(s) => FaultKind::CannotRun(s + &stderr_said(stderr)),
        count @ FaultKind::Count { .. } => match stderr_said(stderr) {
            said if said.is_empty() => count,
            said => FaultKind::Failed(format!("{count}{said}")),
        },
    }
}

/// Reads `output` line by line, each at most [`MAX_LINE_BYTES`], into `tx`; a longer line is
/// the last thing sent.
fn read_lines(output: impl Read, tx: SyncSender<Result<String, String>>) {
    let mut reader = BufReader::new(output);
    let mut number = 0u64;
    loop {
        number += 1;
        let mut buf = Vec::new();
        match reader
            .by_ref()
            .take(MAX_LINE_BYTES as u64 + 1)
            .read_until(b'\n', &mut buf)
        {
            Ok(0) => return,
            Ok(_) => {
                if buf.last() != Some(&b'\n') && buf.len() > MAX_LINE_BYTES {
                    let _ = tx.send(Err(format!(
                        "its answer line {number} is longer than {MAX_LINE_BYTES} bytes"
                    )));
                    return;
                }
                let line = String::from_utf8_lossy(&buf).into_owned();
                if tx.send(Ok(line)).is_err() {
                    return;
                }
            }
            Err(e) => {
                let _ = tx.send(Err(format!("reading its answers failed: {e}")));
                return;
            }
        }
    }
}

/// The program under guard.
pub struct Program {
    cmd: String,
    speech: Speech,
    protocol: Protocol,
    timeout: Duration,
    /// The `lines` protocol's process, kept between chunks.
    running: Option<Process>,
    /// Whether any answer ever arrived (to tell buffered output from a hang).
    answered_once: bool,
    /// What the last process started wrote on stderr: shown with a fault.
    last_stderr: Option<Arc<Mutex<Stderr>>>,
}

impl Program {
    /// The program `cmd`, spoken to in `protocol`.
    pub fn new(cmd: &str, speech: Speech, protocol: Protocol, timeout: Duration) -> Program {
        children::end_children_on_signals();
        Program {
            cmd: cmd.to_string(),
            speech,
            protocol,
            timeout,
            running: None,
            answered_once: false,
            last_stderr: None,
        }
    }

    fn seconds(&self) -> String {
        format!("{} s", self.timeout.as_secs_f64())
    }

    /// `lines`: each position in turn to the one process.
    fn in_turn(&mut self, chunk: &[Vec<u64>]) -> Result<Vec<Reply>, Fault> {
        let mut answered = Vec::with_capacity(chunk.len());
        for p in chunk {
            let fault = |answered: Vec<Reply>, kind| {
                Err(Fault {
                    answered,
                    exact: true,
                    kind,
                })
            };
            if self.running.is_none() {
                self.last_stderr = None;
                match Process::start(&self.cmd) {
                    Ok(process) => {
                        self.last_stderr = Some(Arc::clone(&process.stderr));
                        self.running = Some(process);
                    }
                    Err(why) => return fault(answered, FaultKind::CannotRun(why)),
                }
            }
            let Some(process) = self.running.as_mut() else {
                return fault(answered, FaultKind::Failed("no process".into()));
            };
            let line = format!("{}\n", Speech::position(p));
            let sent = process
                .input
                .as_mut()
                .map(|i| i.write_all(line.as_bytes()).and_then(|()| i.flush()));
            // A program that closed its input may still have written this position's answer
            // (one that wrote a line and ended before reading): its output is read either way,
            // so that the report does not depend on which of the two came first.
            let closed = !matches!(sent, Some(Ok(())));
            if closed {
                process.input = None;
            }
            match process.lines.recv_timeout(self.timeout) {
                Ok(Ok(text)) => {
                    self.answered_once = true;
                    answered.push(self.speech.read(&text));
                }
                Ok(Err(why)) => {
                    self.running = None;
                    return fault(answered, FaultKind::Failed(why));
                }
                Err(RecvTimeoutError::Timeout) if closed => {
                    self.running = None;
                    return fault(
                        answered,
                        FaultKind::TimedOut(format!(
                            "it closed its input, and no answer came within {}",
                            self.seconds()
                        )),
                    );
                }
                Err(RecvTimeoutError::Timeout) => {
                    let hint = if self.answered_once {
                        String::new()
                    } else {
                        "; none ever arrived: if the program writes its answers at the end \
                         (buffered output, or it reads all its input first), use --protocol batch"
                            .to_string()
                    };
                    self.running = None;
                    return fault(
                        answered,
                        FaultKind::TimedOut(format!("no answer within {}{hint}", self.seconds())),
                    );
                }
                Err(RecvTimeoutError::Disconnected) => {
                    let how = process
                        .ended()
                        .unwrap_or_else(|| "it closed its output".into());
                    self.running = None;
                    return fault(answered, ended_fault(format!("{how} before answering")));
                }
            }
        }
        Ok(answered)
    }

    /// `batch` (and `each`, a chunk at a time of one): one process for `chunk`.
    fn whole(&mut self, chunk: &[Vec<u64>]) -> Result<Vec<Reply>, Fault> {
        let fault = |answered: Vec<Reply>, kind| {
            Err(Fault {
                answered,
                exact: false,
                kind,
            })
        };
        self.last_stderr = None;
        let mut process = match Process::start(&self.cmd) {
            Ok(p) => p,
            Err(why) => return fault(Vec::new(), FaultKind::CannotRun(why)),
        };
        self.last_stderr = Some(Arc::clone(&process.stderr));
        let input = self.speech.input(chunk);
        if let Some(mut stdin) = process.input.take() {
            // Written beside the reading, so that a program that answers as it reads never
            // blocks on a full pipe; a program that stops reading early is not an error here.
            std::thread::spawn(move || {
                let _ = stdin.write_all(&input);
            });
        }
        let deadline = Instant::now() + self.timeout;
        let mut answered = Vec::new();
        // More lines than positions are read up to a margin, then the count is wrong anyway:
        // nothing more is read (the program waits on its full pipe until it is killed).
        let (mut surplus, mut first_surplus) = (0usize, None);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match process.lines.recv_timeout(left) {
                Ok(Ok(text)) => {
                    if answered.len() < chunk.len() {
                        answered.push(self.speech.read(&text));
                    } else {
                        surplus += 1;
                        first_surplus.get_or_insert(text);
                        if surplus > SURPLUS {
                            break;
                        }
                    }
                }
                Ok(Err(why)) => return fault(answered, FaultKind::Failed(why)),
                Err(RecvTimeoutError::Timeout) => {
                    return fault(
                        answered,
                        FaultKind::TimedOut(format!(
                            "the process for {} position{} did not finish within {}",
                            chunk.len(),
                            if chunk.len() == 1 { "" } else { "s" },
                            self.seconds()
                        )),
                    )
                }
                Err(RecvTimeoutError::Disconnected) => break,
            }
        }
        if let Some(first) = first_surplus {
            // The answers to every position came, and lines after them.
            return fault(answered, surplus_fault(surplus, &first));
        }
        if answered.len() == chunk.len() {
            // Every answer came: then how the program ended.
            return match process.wait_until(deadline) {
                Some(status) if status.success() => Ok(answered),
                Some(status) => fault(answered, FaultKind::Crashed(describe(status))),
                None => fault(
                    answered,
                    FaultKind::TimedOut(format!(
                        "the process for {} position{} wrote its answers and did not end \
                         within {}",
                        chunk.len(),
                        if chunk.len() == 1 { "" } else { "s" },
                        self.seconds()
                    )),
                ),
            };
        }
        let how = process
            .ended()
            .map(|h| format!(" ({h})"))
            .unwrap_or_default();
        let got = answered.len();
        fault(
            answered,
            if got == 0 && !how.is_empty() {
                ended_fault(format!("no answer{how}"))
            } else if !how.is_empty() {
                // Some answers, then an end: the count and how it ended.
                FaultKind::Failed(format!(
                    "{}{how}",
                    FaultKind::Count {
                        got,
                        sent: chunk.len(),
                    }
                ))
            } else {
                FaultKind::Count {
                    got,
                    sent: chunk.len(),
                }
            },
        )
    }
}

/// The program wrote `lines` lines after its answers to every position sent (more than
/// [`SURPLUS`]: it was read no further), the first of them `first`: the line shown, so that the
/// user sees what to keep off stdout.
fn surplus_fault(lines: usize, first: &str) -> FaultKind {
    let first = first.trim_end_matches(['\n', '\r']);
    let mut shown: String = first.chars().take(80).collect();
    if first.chars().count() > 80 {
        shown.push('…');
    }
    FaultKind::Failed(format!(
        "it wrote {}{} more than the positions sent (the first past one per position: `{}`)",
        if lines > SURPLUS { "more than " } else { "" },
        euclid_spec::vocab::encode::count(lines.min(SURPLUS) as u64, "line"),
        shown.escape_debug()
    ))
}

impl Program {
    /// `lines`, after the last position: the end line written and the input closed, the rest of
    /// the output read to its end (a line there is one more than the positions sent), then how
    /// the process ended.
    fn finish_lines(&mut self) -> Result<(), FaultKind> {
        let Some(mut process) = self.running.take() else {
            return Ok(());
        };
        if let (Some(end), Some(input)) = (&self.speech.end, process.input.as_mut()) {
            let _ = writeln!(input, "{end}");
        }
        process.input = None;
        let deadline = Instant::now() + self.timeout;
        let late = || {
            FaultKind::TimedOut(format!(
                "it did not end within {} after its input was closed",
                self.seconds()
            ))
        };
        let mut surplus: Vec<String> = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match process.lines.recv_timeout(left) {
                Ok(Ok(text)) => {
                    surplus.push(text);
                    if surplus.len() > SURPLUS {
                        break;
                    }
                }
                Ok(Err(why)) => return Err(FaultKind::Failed(why)),
                Err(RecvTimeoutError::Timeout) if surplus.is_empty() => return Err(late()),
                Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => break,
            }
        }
        if let Some(first) = surplus.first() {
            return Err(surplus_fault(surplus.len(), first));
        }
        match process.wait_until(deadline) {
            Some(status) if status.success() => Ok(()),
            Some(status) => Err(FaultKind::Crashed(describe(status))),
            None => Err(late()),
        }
    }
}

impl Candidate for Program {
    fn finish(&mut self) -> Result<(), FaultKind> {
        match self.protocol {
            Protocol::Lines => self
                .finish_lines()
                .map_err(|kind| with_stderr(kind, self.last_stderr.as_deref())),
            Protocol::Batch | Protocol::Each => Ok(()),
        }
    }

    fn answer(&mut self, chunk: &[Vec<u64>]) -> Result<Vec<Reply>, Fault> {
        self.answer_quietly(chunk).map_err(|mut f| {
            f.kind = with_stderr(f.kind, self.last_stderr.as_deref());
            f
        })
    }
}

impl Program {
    /// [`Candidate::answer`], without the program's stderr in a fault's words.
    fn answer_quietly(&mut self, chunk: &[Vec<u64>]) -> Result<Vec<Reply>, Fault> {
        match self.protocol {
            Protocol::Lines => self.in_turn(chunk),
            Protocol::Batch => self.whole(chunk),
            Protocol::Each => {
                let mut answered = Vec::with_capacity(chunk.len());
                for p in chunk {
                    match self.whole(std::slice::from_ref(p)) {
                        Ok(mut one) => answered.append(&mut one),
                        Err(f) => {
                            return Err(Fault {
                                answered,
                                exact: true,
                                kind: f.kind,
                            })
                        }
                    }
                }
                Ok(answered)
            }
        }
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        // The lines protocol's process: its input closed (the end line first), then its group
        // killed by Process's drop.
        if let Some(process) = self.running.as_mut() {
            if let (Some(end), Some(input)) = (&self.speech.end, process.input.as_mut()) {
                let _ = writeln!(input, "{end}");
            }
        }
        self.running = None;
    }
}
