//! `check`: guard an implementation in any language. The program is sent positions (`a b`,
//! `a b c`, or `n` for a sequence) in one of three protocols ([`program`]) and answers one line
//! per position: a value, who wins (`--outcome`), or the sequence's term. It is sent the box (every
//! position up to `--max`), the edge families and `--random` random positions, all inside
//! `--entries`; where it is first found wrong (in the box, the smallest such position; past
//! it, the first in the order the sets are sent) is reported with a command that
//! reproduces it, and what its answers agree with instead.
//!
//! Exit 0 when every answer is right and judged; 1 when the program is wrong (a wrong answer, a
//! line that is no answer, no answer, a line too many, a crash, even after its answers); 2 on a
//! usage error, a timeout (a limit reached, never a verdict: a failure found before it is still
//! reported, exit 1, the limit beside it) or positions no engine could judge (unless
//! `--accept-unjudged`, and always when none could be); 3 when the engines disagree among
//! themselves (a bug of euclid-spec).

pub mod program;

use anyhow::{anyhow, bail};
use euclid_spec::guard::{self, EntryRange, GuardOptions, Mode, Target};
use euclid_spec::report::{self, Checked};
use euclid_spec::vocab::invocation;
use program::{Program, Protocol, Speech};
use std::process::ExitCode;
use std::time::Duration;

// The flags of `check` (its help is the command's doc comment, in `cli/mod.rs`).
#[derive(clap::Args)]
pub struct CheckArgs {
    /// The game it implements (grossman, cole-davie, m-euclid, g1, g2, 3-euclid, misere-…),
    /// or the sequence: stern, calkin-wilf, calkin-wilf-index.
    pub game: String,
    /// The program, run by `sh -c`.
    #[arg(long)]
    pub cmd: String,
    /// How the program reads and answers: lines (one position, one answer, in turn), batch
    /// (a chunk of positions, stdin closed, then the answers), each (one process per
    /// position).
    #[arg(long, value_enum, default_value = "lines")]
    pub protocol: program::Protocol,
    /// A line written after the last position (batch: of each chunk), e.g. "0 0".
    #[arg(long, value_name = "LINE")]
    pub end: Option<String>,
    /// Write the number of positions first (batch and each).
    #[arg(long)]
    pub count_first: bool,
    /// The program answers who wins: WIN where the player to move wins, LOSE where they
    /// lose, any words ("Stan wins,Ollie wins", "1,0").
    #[arg(long, value_name = "WIN,LOSE")]
    pub outcome: Option<String>,
    /// The entries the program accepts: every entry of every position sent lies in LO..HI,
    /// both included (e.g. 1..2147483647) [default: every u64; 0..200 for the games only
    /// the reference solver answers].
    #[arg(long, value_name = "LO..HI")]
    pub entries: Option<String>,
    /// Every position with entries up to this (and in --entries): the box.
    #[arg(long, default_value_t = 100, value_parser = super::cases)]
    pub max: u64,
    /// Then this many random positions, entries in --entries.
    #[arg(long, default_value_t = 1000, value_parser = super::cases)]
    pub random: u64,
    /// The seed of the random positions.
    #[arg(long, default_value_t = 1, value_parser = super::seed)]
    pub seed: u64,
    /// Leave out the edge families (machine widths, Fibonacci, the closed forms'
    /// boundaries, large quotients, equal entries).
    #[arg(long)]
    pub no_edges: bool,
    /// Positions per process in batch (and per judged chunk in every protocol).
    #[arg(long, default_value_t = 4096, value_parser = super::chunk)]
    pub chunk: usize,
    /// Seconds: for each answer (lines), for each process (batch: a chunk; each: one
    /// position). A timeout ends the run with exit 2, never a verdict (exit 1 when a failure
    /// was found before it).
    #[arg(long, default_value_t = 10.0, value_parser = super::seconds)]
    pub timeout: f64,
    /// Pass even when some positions sent could not be judged by any engine (they are
    /// counted either way; a run where none could be judged never passes).
    #[arg(long)]
    pub accept_unjudged: bool,
    /// Ask only this position ("a b", "(a, b)", "n"; repeatable): no box, edge or random
    /// position.
    #[arg(long, value_name = "POSITION")]
    pub at: Vec<String>,
    /// text; json (one object: the counts, the failure with every engine's answer, the
    /// diagnosis, the commands); junit (one test case per set of positions sent); markdown
    /// (for $GITHUB_STEP_SUMMARY). On GitHub Actions a run that does not pass also writes an
    /// error annotation (on stderr beside a machine format).
    #[arg(long, value_enum, default_value = "text")]
    pub format: crate::cli::ReportFormat,
}

/// A position written on the command line: its numbers, separated by spaces or commas, with or
/// without parentheses (`3 8`, `(3, 8)`, `5`).
fn position(text: &str) -> anyhow::Result<Vec<u64>> {
    let inner = text.trim().trim_start_matches('(').trim_end_matches(')');
    let numbers: Vec<&str> = inner
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|w| !w.is_empty())
        .collect();
    if numbers.is_empty() {
        bail!("--at `{text}`: no number (write a position as `a b`, `(a, b)` or `n`)");
    }
    numbers
        .iter()
        .map(|w| euclid_spec::games::parse_entry(w).map_err(|e| anyhow!("--at `{text}`: {e}")))
        .collect()
}

/// The two words of `--outcome WIN,LOSE`.
fn words(text: &str) -> anyhow::Result<(String, String)> {
    if text.chars().any(char::is_control) {
        bail!("--outcome: the words cannot hold control characters");
    }
    // Exactly one comma: `1,0,2` is not WIN `1` and LOSE `0,2`, it is three words.
    let parts: Vec<&str> = text.split(',').collect();
    let [win, lose] = parts[..] else {
        bail!(
            "--outcome takes two words, WIN,LOSE, separated by one comma (e.g. \"Stan wins,Ollie \
             wins\"), not `{text}` ({} words)",
            parts.len()
        );
    };
    let (win, lose) = (win.trim(), lose.trim());
    if win.is_empty() || lose.is_empty() || win == lose {
        bail!("--outcome takes two different, non-empty words, WIN,LOSE, not `{text}`");
    }
    Ok((win.to_string(), lose.to_string()))
}

/// `euclid-spec check GAME --cmd PROGRAM …`.
pub fn run(args: CheckArgs) -> anyhow::Result<ExitCode> {
    let target = Target::parse(&args.game)?;
    let words = args.outcome.as_deref().map(words).transpose()?;
    if words.is_some() && !matches!(target, Target::Game(_)) {
        bail!("--outcome is for the games: {target} answers the sequence's terms");
    }
    if args.count_first && args.protocol == Protocol::Lines {
        bail!("--count-first needs all the positions at once: use --protocol batch or each");
    }
    if let Some(end) = &args.end {
        if end.chars().any(char::is_control) {
            bail!("--end is one line: it cannot hold a line break or another control character");
        }
    }
    let entries = args.entries.as_deref().map(EntryRange::parse).transpose()?;
    let at = args
        .at
        .iter()
        .map(|p| position(p))
        .collect::<anyhow::Result<Vec<_>>>()?;
    let mode = if words.is_some() {
        Mode::Outcome
    } else {
        Mode::Value
    };
    let options = GuardOptions {
        max: args.max,
        random: args.random,
        seed: args.seed,
        entries,
        edges: !args.no_edges,
        mode,
        chunk: if args.protocol == Protocol::Lines {
            args.chunk.min(256)
        } else {
            args.chunk
        },
        at,
        ..GuardOptions::default()
    };
    let speech = Speech {
        target,
        mode,
        words: words.clone(),
        end: args.end.clone(),
        count_first: args.count_first,
    };
    let mut program = Program::new(
        &args.cmd,
        speech,
        args.protocol,
        Duration::from_secs_f64(args.timeout),
    );
    let report = guard::run(target, &options, &mut program)?;
    drop(program);
    let failing = report.failure.as_ref().map(|d| {
        let p: Vec<String> = d.position.iter().map(u64::to_string).collect();
        p.join(" ")
    });
    let code = if report.conflict.is_some() {
        3
    } else {
        match &report.failure {
            // Nothing judged is nothing checked, accepted or not.
            None if report.unjudged > 0 && (!args.accept_unjudged || report.judged() == 0) => 2,
            None => 0,
            Some(d) if d.timed_out() => 2,
            Some(_) => 1,
        }
    };
    let shown = Checked {
        report: &report,
        code,
        reproduce: reproduce(&args, &report.entries),
        alone: failing.as_ref().map(|p| {
            format!(
                "{} --at {}",
                reproduce_without_at(&args, &report.entries),
                invocation::shell_word(p)
            )
        }),
        inspect: match (target, &failing) {
            (Target::Game(game), Some(p)) => {
                Some(format!("{} sg {game} {p} --explain", invocation::command()))
            }
            _ => None,
        },
        words,
    };
    let text = match args.format {
        crate::cli::ReportFormat::Text => report::text::check(&shown),
        crate::cli::ReportFormat::Json => report::json::check(&shown),
        crate::cli::ReportFormat::Junit => report::junit::check(&shown),
        crate::cli::ReportFormat::Markdown => report::markdown::check(&shown),
    };
    out!("{text}");
    // On GitHub Actions, an error annotation for a run that does not pass: beside the text
    // report on stdout, on stderr when stdout carries a machine format.
    if std::env::var("GITHUB_ACTIONS").as_deref() == Ok("true") {
        if let Some(line) = report::annotations::check(&shown) {
            if args.format == crate::cli::ReportFormat::Text {
                out!("{line}");
            } else {
                crate::cli::verify::say(&line);
            }
        }
    }
    Ok(ExitCode::from(code))
}

/// The command that repeats the run: every flag, the program quoted for the shell.
fn reproduce(args: &CheckArgs, entries: &EntryRange) -> String {
    let mut line = reproduce_without_at(args, entries);
    for p in &args.at {
        line.push_str(&format!(" --at {}", invocation::shell_word(p)));
    }
    line
}

/// [`reproduce`] without the positions of `--at`.
fn reproduce_without_at(args: &CheckArgs, entries: &EntryRange) -> String {
    let mut words: Vec<String> = vec![
        invocation::command().into(),
        "check".into(),
        invocation::shell_word(&args.game),
        "--cmd".into(),
        invocation::shell_word(&args.cmd),
    ];
    let protocol = match args.protocol {
        Protocol::Lines => "lines",
        Protocol::Batch => "batch",
        Protocol::Each => "each",
    };
    words.extend(["--protocol".into(), protocol.into()]);
    if let Some(end) = &args.end {
        words.extend(["--end".into(), invocation::shell_word(end)]);
    }
    if args.count_first {
        words.push("--count-first".into());
    }
    if let Some(o) = &args.outcome {
        words.extend(["--outcome".into(), invocation::shell_word(o)]);
    }
    if args.entries.is_some() {
        words.extend(["--entries".into(), entries.to_string()]);
    }
    words.extend([
        "--max".into(),
        args.max.to_string(),
        "--random".into(),
        args.random.to_string(),
        "--seed".into(),
        args.seed.to_string(),
        "--chunk".into(),
        args.chunk.to_string(),
        "--timeout".into(),
        args.timeout.to_string(),
    ]);
    if args.no_edges {
        words.push("--no-edges".into());
    }
    if args.accept_unjudged {
        words.push("--accept-unjudged".into());
    }
    words.join(" ")
}
