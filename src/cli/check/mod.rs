//! `check`: guard an implementation in any language. The program is started once; it is sent
//! positions, one per line (`a b` or `a b c`), and answers one value per line. Every position up
//! to `--max`, then `--random` random ones (seeded); the smallest disagreement with the reference
//! solver or any engine is reported with a command that reproduces it. Exit 0 when all agree, 1 on
//! a disagreement, 2 on a usage error or a program that crashes, hangs past `--timeout` or prints
//! something that is not a number.

use anyhow::{anyhow, bail};
use euclid_spec::games::GameName;
use euclid_spec::guard::{guard, show, GuardOptions};
use euclid_spec::invocation;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitCode, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::Duration;

/// The program under guard: its input, and its output lines as they come.
struct Program {
    child: Child,
    input: ChildStdin,
    lines: Receiver<std::io::Result<String>>,
    timeout: Duration,
    sent: u64,
}

impl Program {
    fn start(cmd: &str, timeout: Duration) -> anyhow::Result<Program> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(cmd)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| anyhow!("cannot start `{cmd}`: {e}"))?;
        let input = child.stdin.take().ok_or_else(|| anyhow!("no stdin"))?;
        let output = child.stdout.take().ok_or_else(|| anyhow!("no stdout"))?;
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(Program {
            child,
            input,
            lines,
            timeout,
            sent: 0,
        })
    }

    /// Sends one position and reads the program's value.
    fn ask(&mut self, position: &[u64]) -> Result<i128, String> {
        self.sent += 1;
        let line: Vec<String> = position.iter().map(u64::to_string).collect();
        if writeln!(self.input, "{}", line.join(" "))
            .and_then(|_| self.input.flush())
            .is_err()
        {
            return Err(format!(
                "{} before answering line {}",
                self.ended(),
                self.sent
            ));
        }
        match self.lines.recv_timeout(self.timeout) {
            Ok(Ok(text)) => text
                .trim()
                .parse::<i128>()
                .map_err(|_| format!("line {}: `{}` is not a number", self.sent, text.trim())),
            Ok(Err(e)) => Err(format!("line {}: cannot read the answer: {e}", self.sent)),
            Err(RecvTimeoutError::Timeout) => Err(format!(
                "no answer to line {} within {:?} (the program hangs)",
                self.sent, self.timeout
            )),
            Err(RecvTimeoutError::Disconnected) => Err(format!(
                "{} before answering line {}",
                self.ended(),
                self.sent
            )),
        }
    }

    /// How the program ended, if it did (given a second to do so).
    fn ended(&mut self) -> String {
        for _ in 0..100 {
            if let Ok(Some(status)) = self.child.try_wait() {
                return format!("the program ended ({status})");
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        "the program closed its output".to_string()
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `euclid-spec check GAME --cmd PROGRAM …`.
pub fn run(game: &str, cmd: &str, options: GuardOptions, timeout: f64) -> anyhow::Result<ExitCode> {
    let game = GameName::parse(game)?;
    if game.entries().is_none() {
        bail!("check guards the two- and three-entry games, not {game}");
    }
    if !(timeout.is_finite() && timeout > 0.0) {
        bail!("--timeout must be a positive number of seconds");
    }
    let mut program = Program::start(cmd, Duration::from_secs_f64(timeout))?;
    let report = guard(game, &options, |p| program.ask(p))?;
    let reproduce = format!(
        "{} check {game} --cmd {} --max {} --random {} --seed {}",
        invocation::command(),
        invocation::shell_word(cmd),
        options.max,
        options.random,
        options.seed
    );
    match &report.disagreement {
        None => {
            out!("{report}");
            Ok(ExitCode::SUCCESS)
        }
        Some(d) => {
            out!("{report}");
            let p: Vec<String> = d.position.iter().map(u64::to_string).collect();
            out!(
                "  smallest disagreement{}: {}",
                if d.random {
                    " among the random positions"
                } else {
                    ""
                },
                show(&d.position)
            );
            out!("  reproduce: {reproduce}");
            out!(
                "  inspect:   {} sg {game} {} --explain",
                invocation::command(),
                p.join(" ")
            );
            Ok(ExitCode::from(1))
        }
    }
}
