//! The command line, one file per command: each command's file holds its flags (a `clap::Args`
//! struct) and its run; this file holds the command list (each command's help is its doc comment
//! here), the flags and value parsers commands share, and the catalogue's loading. Exit codes: 0
//! when every verdict is the expected one, 1 when any is not (or engines disagree), 2 on a usage
//! or input error.
//!
//! Adding a command: its file here (its flags struct and `run`), `pub mod` and its variant in
//! [`Command`] with its one line in [`Command::run`]; and its test.

// `check` runs the program under guard in a process group of its own and signals it: Unix.
#[cfg(not(unix))]
compile_error!(
    "the euclid-spec command line builds on Unix only (`check` uses process groups and signals); \
     the library builds anywhere: `default-features = false`"
);

pub mod bench;
pub mod check;
pub mod children;
pub mod claims;
pub mod conjecture;
pub mod examples;
pub mod play;
pub mod plot;
pub mod report;
pub mod sg;
pub mod table;
pub mod tree;
pub mod verify;

use anyhow::Context;
use clap::{Parser, Subcommand, ValueEnum};
use euclid_spec::catalogue::Catalogue;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "euclid-spec",
    version = concat!(env!("CARGO_PKG_VERSION"), " (", env!("EUCLID_SPEC_COMMIT"), ")"),
    about = "Executable specifications of the game Euclid and its relatives"
)]
pub struct Cli {
    /// The catalogue directory (default: $EUCLID_SPEC_DIR, else the catalogue compiled in).
    #[arg(long, global = true, value_name = "DIR")]
    pub spec: Option<PathBuf>,
    /// A catalogue file of one's own (its own `[paper]` key), read beside the catalogue
    /// (repeatable): its entries run with the papers' (`--claim`, `--paper` select them).
    #[arg(long = "with", global = true, value_name = "FILE")]
    pub with: Vec<PathBuf>,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum Format {
    Text,
    Json,
}

/// How `verify`, `merge` and `check` print their report (each format one file of the
/// library's `report` module, the same for the three commands).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ReportFormat {
    /// Lines for a person (verify, merge: one per claim and a summary; check: the verdict, the
    /// failure, the commands).
    Text,
    /// One JSON object (docs/JSON.md lists its fields; merge reads verify's).
    Json,
    /// JUnit XML (verify, merge: a test suite per paper, a test case per claim; check: a test case
    /// per set of positions sent, the one holding the failure failing).
    Junit,
    /// A summary for `$GITHUB_STEP_SUMMARY` (verify, merge: under 1 MiB however large the
    /// catalogue).
    Markdown,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum TableFormat {
    /// Rows a = N down to the first, the header last, tab-separated (as the papers print them).
    Text,
    /// A grid with its header first: `a\b,1,2,…`, then one row per a.
    Csv,
    /// One row per position: `a,b,value` (or `a,b,c,value` for the three-entry games), with a
    /// header.
    Long,
}

/// What a run checks and with what: the flags `verify` and `report` share.
#[derive(clap::Args)]
pub struct RunArgs {
    /// The largest entry of the two-entry games' positions (alias: --bound).
    #[arg(long, alias = "bound", value_name = "N", value_parser = positive, allow_negative_numbers = true)]
    pub pairs: Option<u64>,
    /// The largest entry of the three-entry games' positions (alias: --bound3).
    #[arg(long, alias = "bound3", value_name = "N", value_parser = positive, allow_negative_numbers = true)]
    pub triples: Option<u64>,
    /// The Calkin–Wilf generations walked by the tree claims.
    #[arg(long, value_name = "N", value_parser = positive, allow_negative_numbers = true)]
    pub generations: Option<u64>,
    /// The pile sum of the Serial Nim claims.
    #[arg(long, value_name = "N", value_parser = positive, allow_negative_numbers = true)]
    pub piles: Option<u64>,
    /// The largest entry of either summand of the claims on sums of games.
    #[arg(long, value_name = "N", value_parser = positive, allow_negative_numbers = true)]
    pub sums: Option<u64>,
    /// The largest square side M of the claims on squares (0, M]².
    #[arg(long, value_name = "N", value_parser = positive, allow_negative_numbers = true)]
    pub squares: Option<u64>,
    /// Worker threads, 1 to 1024, run on at most the cores available (default: every core;
    /// $RAYON_NUM_THREADS is read too).
    #[arg(long, value_name = "N", value_parser = threads, allow_negative_numbers = true)]
    pub threads: Option<u64>,
    /// Refuse the run when its memory estimate is above this (bytes, or with K, M, G, T:
    /// binary units), besides what the machine has available.
    #[arg(long, value_name = "SIZE", value_parser = size, allow_negative_numbers = true)]
    pub max_memory: Option<u64>,
    /// Run only this claim id (repeatable).
    #[arg(long = "claim", value_name = "ID")]
    pub claims: Vec<String>,
    /// Run only this paper's claims (repeatable).
    #[arg(long = "paper", value_name = "KEY")]
    pub papers: Vec<String>,
    /// Check an entry that has both a predicate and a `formal` statement by the formal
    /// statement (an entry with only one is checked by it either way).
    #[arg(long)]
    pub formal: bool,
    /// The most steps one point of a formal statement may take (each value computed, each
    /// value a quantifier ranges over): a point past it ends that claim as a limit reached
    /// (exit 2) [default: 1000000].
    #[arg(long, value_name = "K", value_parser = positive, allow_negative_numbers = true)]
    pub steps: Option<u64>,
    /// Check an entry that has both a predicate and a `formal` statement by both, at the same
    /// bound and points: a disagreement (verdict, smallest counterexample, cases) is reported
    /// as a bug of this program (the printed examples are checked by the predicate).
    #[arg(long, conflicts_with = "formal")]
    pub both: bool,
}

impl RunArgs {
    /// The runner's options for these flags (`spec`: the catalogue directory the user gave).
    pub fn options(
        &self,
        spec: Option<PathBuf>,
        shard: Option<euclid_spec::run::Shard>,
        split_from: Option<u64>,
    ) -> euclid_spec::run::Options {
        use euclid_spec::claims::Dimension;
        let bounds = [
            (Dimension::Pairs, self.pairs),
            (Dimension::Triples, self.triples),
            (Dimension::Generations, self.generations),
            (Dimension::Piles, self.piles),
            (Dimension::Sums, self.sums),
            (Dimension::Squares, self.squares),
        ]
        .into_iter()
        .filter_map(|(d, n)| Some((d, n?)))
        .collect();
        euclid_spec::run::Options {
            bounds,
            claims: self.claims.clone(),
            papers: self.papers.clone(),
            filter: std::env::var(euclid_spec::run::FILTER_VAR).ok(),
            progress: true,
            spec: given_spec_dir(spec),
            threads: self.threads.map(|t| t as usize),
            memory_limit: self.max_memory,
            shard,
            split_from,
            // verify checks every entry's printed examples, always.
            skip_examples: false,
            formal: self.formal,
            steps: self.steps,
            both: self.both,
        }
    }
}

#[derive(Subcommand)]
pub enum Command {
    /// Check every claim of the catalogue (filter with --claim, --paper or $EUCLID_SPEC_CLAIMS).
    Verify(verify::VerifyArgs),
    /// Run `verify` (same flags) and write a self-contained HTML page to DIR/index.html: the
    /// summary, a row per claim (filterable by paper and status), the errata ledger, and the
    /// pictures of the games. Exit codes as `verify`'s.
    Report(report::ReportArgs),
    /// Put the JSON reports of `verify --shard K/N` (every K from 1 to N) back together: the
    /// report of the whole run. A shard missing or given twice is an error.
    Merge(verify::MergeArgs),
    /// The Sprague–Grundy value of a position (two entries, or Serial Nim piles).
    Sg(sg::SgArgs),
    /// Every value of a game up to --max, streamed: laid out like the papers' tables (text),
    /// as a CSV grid with its header first, or one row per position (long; the only format of
    /// the three-entry games).
    Table(table::TableArgs),
    /// Run each entry's predicate on its printed examples and compare with the printed values
    /// (or, with --at, show what one claim's predicate sees at any point of its domain).
    Examples(examples::ExamplesArgs),
    /// Guard an implementation in any language: the program reads positions (`a b` or `a b c`;
    /// `n` for stern and calkin-wilf) and writes one answer per line (a value, or with --outcome
    /// who wins, or the sequence's term); it is checked on every position up to --max, on the
    /// edge families where bugs live, and on --random random positions, all inside --entries,
    /// against the reference solver and every engine
    Check(check::CheckArgs),
    /// One picture, as PNG or SVG by the file's extension: the Sprague–Grundy heat map of a
    /// two-entry game (with the cone's lines b = φa, b = a/φ), a slice of a three-entry game at
    /// a fixed entry, the Calkin–Wilf tree coloured by outcome (`calkin-wilf`), or hss2008's
    /// counts fₙ, gₙ (`counts`). The caption goes to stderr.
    Plot(plot::PlotArgs),
    /// The catalogue: every claim with its expected verdict.
    Claims(claims::ClaimsArgs),
    /// A statement of one's own in the formal language (spec/README.md), checked on every point
    /// of its domain up to the bound: "holds" with the cases, or the smallest counterexample
    /// with every named value, a command that reproduces it, and the entry for a catalogue file
    /// of one's own (`--with FILE`). Exit 0: holds; 1: a counterexample; 2: refused, or a limit
    /// reached at a point.
    Conjecture(conjecture::ConjectureArgs),
    /// The node a/b in the Calkin–Wilf and Stern–Brocot trees: paths, generation, Stern index.
    Tree(tree::TreeArgs),
    /// A winning move from a position, by each strategy (or says why the position is lost).
    Move(play::MoveArgs),
    /// A whole line of optimal play to the end.
    Play(play::PlayArgs),
    /// Timings: the tables (and `table … --format csv` end to end) beside a plain Python mex
    /// solver run on the spot, the closed forms against the bare continued-fraction expansion,
    /// and the Calkin–Wilf walk. --format json prints every figure as {"name", "seconds", "n"}.
    Bench(bench::BenchArgs),
}

impl Command {
    /// Runs the command (`spec`: the catalogue directory of `--spec`).
    pub fn run(self, spec: Option<PathBuf>) -> anyhow::Result<ExitCode> {
        match self {
            Command::Verify(args) => args.run(spec),
            Command::Report(args) => args.run(spec),
            Command::Merge(args) => args.run(spec),
            Command::Sg(args) => args.run(),
            Command::Table(args) => args.run(),
            Command::Examples(args) => args.run(spec),
            Command::Check(args) => check::run(args),
            Command::Plot(args) => args.run(),
            Command::Claims(args) => args.run(spec),
            Command::Conjecture(args) => args.run(spec),
            Command::Tree(args) => args.run(),
            Command::Move(args) => args.run(),
            Command::Play(args) => args.run(),
            Command::Bench(args) => args.run(),
        }
    }
}

/// The program: parses the arguments and runs the command; an error is said on stderr, exit 2.
pub fn main() -> ExitCode {
    // The commands printed for the user to run name the program as they ran it.
    euclid_spec::vocab::invocation::set(euclid_spec::vocab::invocation::of_this_process());
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            // `--help` and `--version` on stdout: a failed write (a full disk, /dev/full) is
            // exit 2 with its reason, as every command's output; a closed pipe ends quietly.
            use std::io::Write as _;
            if let Err(w) = e.print().and_then(|()| std::io::stdout().flush()) {
                verify::write_failed(&w);
            }
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    euclid_spec::vocab::invocation::set_beside(cli.with.clone());
    match check_thread_variable().and_then(|()| cli.command.run(cli.spec)) {
        Ok(code) => code,
        Err(e) => {
            verify::say(&format!("error: {e:#}"));
            ExitCode::from(2)
        }
    }
}

/// A time budget on the command line: finite, at least a millisecond, at most 600 seconds.
pub fn seconds(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(x) if x.is_finite() && (0.001..=600.0).contains(&x) => Ok(x),
        _ => Err(format!(
            "`{s}` is not a time budget: seconds, at least 0.001 and at most 600"
        )),
    }
}

/// Positions per chunk: 1 to 1 000 000.
pub fn chunk(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(n) if (1..=1_000_000).contains(&n) => Ok(n),
        _ => Err(format!(
            "`{s}` is not a chunk size: positions, 1 to 1000000"
        )),
    }
}

/// A memory size on the command line: bytes, or a number with `K`, `M`, `G` or `T` (binary
/// units, an optional `iB` or `B` after), more than 0.
pub fn size(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let digits = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (number, unit) = t.split_at(digits);
    let shift = match unit.trim().to_ascii_uppercase().as_str() {
        "" | "B" => Some(0),
        "K" | "KB" | "KIB" => Some(10),
        "M" | "MB" | "MIB" => Some(20),
        "G" | "GB" | "GIB" => Some(30),
        "T" | "TB" | "TIB" => Some(40),
        _ => None,
    };
    match (number.parse::<u64>(), shift) {
        (Ok(n), Some(shift)) if n > 0 => n
            .checked_mul(1 << shift)
            .ok_or_else(|| format!("`{s}` is more bytes than 2⁶⁴")),
        _ => Err(format!(
            "`{s}` is not a memory size: a positive integer of bytes, or with K, M, G or T \
             (e.g. 8G)"
        )),
    }
}

/// A bound or count on the command line: a positive integer, said plainly when it is not.
/// Reads a count of cases (0 or more).
pub fn cases(s: &str) -> Result<u64, String> {
    s.trim()
        .parse::<u64>()
        .map_err(|_| format!("{s:?} is not a count of cases: a whole number, 0 or more"))
}

/// Reads a seed: any whole number from 0 to 2⁶⁴ − 1.
pub fn seed(s: &str) -> Result<u64, String> {
    s.trim()
        .parse::<u64>()
        .map_err(|_| format!("{s:?} is not a seed: a whole number, 0 to {}", u64::MAX))
}

/// Writes lines to stdout; a closed stdout ends the program quietly, a failed write with exit 2.
pub fn print_lines(lines: &[String]) -> anyhow::Result<()> {
    use std::io::Write as _;
    let mut out = std::io::stdout().lock();
    for line in lines {
        if let Err(e) = writeln!(out, "{line}") {
            verify::write_failed(&e);
        }
    }
    if let Err(e) = out.flush() {
        verify::write_failed(&e);
    }
    Ok(())
}

/// Reads `--threads N`: a positive count up to [`euclid_spec::run::MAX_THREADS`].
pub fn threads(s: &str) -> Result<u64, String> {
    let n = positive(s)?;
    let max = euclid_spec::run::MAX_THREADS;
    if n > max {
        return Err(format!("{n} threads: at most {max}"));
    }
    Ok(n)
}

/// Refuses a `$RAYON_NUM_THREADS` that the thread pool would obey by starting more than
/// [`euclid_spec::run::MAX_THREADS`] threads (or that is not a count at all), before any
/// pool starts.
pub fn check_thread_variable() -> anyhow::Result<()> {
    let Some(value) = std::env::var_os("RAYON_NUM_THREADS") else {
        return Ok(());
    };
    let text = value.to_string_lossy();
    if text.trim().is_empty() {
        return Ok(());
    }
    match text.trim().parse::<u64>() {
        // 0 asks rayon for every core.
        Ok(n) if n <= euclid_spec::run::MAX_THREADS => Ok(()),
        Ok(n) => anyhow::bail!(
            "RAYON_NUM_THREADS={n}: at most {} threads",
            euclid_spec::run::MAX_THREADS
        ),
        Err(_) => anyhow::bail!("RAYON_NUM_THREADS={text:?} is not a count of threads"),
    }
}

/// Reads `--shard K/N`.
pub fn shard(s: &str) -> Result<euclid_spec::run::Shard, String> {
    euclid_spec::run::Shard::parse(s).map_err(|e| e.to_string())
}

pub fn positive(s: &str) -> Result<u64, String> {
    match s.trim().parse::<u64>() {
        Ok(0) => Err("0 is not allowed: bounds and counts are positive integers".into()),
        Ok(n) => Ok(n),
        Err(_) => Err(format!(
            "`{s}` is not a positive integer: bounds and counts are positive integers, 1 to {}",
            u64::MAX
        )),
    }
}

/// The catalogue directory when the user chose one (`--spec`, else `$EUCLID_SPEC_DIR` when set
/// and not empty), to be repeated in reproduce lines; `None` for the catalogue compiled in.
pub fn given_spec_dir(cli_dir: Option<PathBuf>) -> Option<PathBuf> {
    cli_dir.or_else(|| {
        std::env::var_os("EUCLID_SPEC_DIR")
            .filter(|d| !d.is_empty())
            .map(PathBuf::from)
    })
}

/// The catalogue: from the directory the user chose, else the one compiled into the binary.
pub fn load(dir: Option<PathBuf>) -> anyhow::Result<Catalogue> {
    let beside = euclid_spec::vocab::invocation::beside();
    match given_spec_dir(dir) {
        Some(dir) => Catalogue::load_with(Some(&dir), beside)
            .with_context(|| format!("loading the catalogue from {}", dir.display())),
        None if beside.is_empty() => Catalogue::load_with(None, beside)
            .context("reading the catalogue compiled into this binary"),
        None => Catalogue::load_with(None, beside)
            .context("reading the catalogue compiled into this binary with the files of --with"),
    }
}
