//! The `euclid-spec` command line. Exit codes: 0 when every verdict is the expected one, 1 when
//! any is not (or engines disagree), 2 on a usage or input error.

/// `println!` that ends the program quietly when stdout is closed (`… | head`), instead of
/// panicking on the broken pipe.
#[macro_export]
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if writeln!(std::io::stdout(), $($arg)*).is_err() {
            std::process::exit(0);
        }
    }};
}

mod bench;
mod play;

use anyhow::{anyhow, bail, Context};
use clap::{Parser, Subcommand, ValueEnum};
use euclid_spec::arith::{ordered, ContinuedFraction};
use euclid_spec::formulas::{chl2011, dijkstra, engines, spitznagel, Answer};
use euclid_spec::game_name::{parse_entry, GameName};
use euclid_spec::games::{
    ColeDavieEuclid, GrossmanGame, MEuclid, Misere, MiserePosition, SerialNim,
};
use euclid_spec::runner::{self, Options, FILTER_VAR};
use euclid_spec::solver::{DenseTable, ReferenceSolver, TwoEntryGame};
use euclid_spec::spec::Catalogue;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "euclid-spec",
    version,
    about = "Executable specifications of the game Euclid and its relatives"
)]
struct Cli {
    /// The catalogue directory (default: $EUCLID_SPEC_DIR, else the crate's spec/).
    #[arg(long, global = true, value_name = "DIR")]
    spec: Option<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, ValueEnum)]
enum Format {
    Text,
    Json,
}

#[derive(Clone, Copy, ValueEnum)]
enum TableFormat {
    Text,
    Csv,
}

#[derive(Subcommand)]
enum Command {
    /// Check every claim of the catalogue (filter with --claim, --paper or $EUCLID_SPEC_CLAIMS).
    Verify {
        /// The bound of every claim's domain (for pair claims the largest entry).
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
        bound: Option<u64>,
        /// The bound of the claims on three-entry games (largest entry of the triples).
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
        bound3: Option<u64>,
        /// Run only this claim id (repeatable).
        #[arg(long = "claim", value_name = "ID")]
        claims: Vec<String>,
        /// Run only this paper's claims (repeatable).
        #[arg(long = "paper", value_name = "KEY")]
        papers: Vec<String>,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
    },
    /// The Sprague–Grundy value of a position (two entries, or Serial Nim piles).
    Sg {
        /// cole-davie (alias euclid), grossman, m-euclid, serial-nim, misere-cole-davie, …
        game: String,
        /// The entries: `A B` for the two-entry games, the piles for serial-nim.
        #[arg(allow_negative_numbers = true, num_args = 0..)]
        position: Vec<String>,
        /// Print the continued fraction, λ, and every engine's answer.
        #[arg(long)]
        explain: bool,
        /// Move evaluations the reference solver may spend before it is skipped (the default
        /// answers in about a second; the closed forms answer at any size).
        #[arg(long, default_value_t = SG_BUDGET)]
        budget: u64,
    },
    /// A table of values laid out like the papers' tables (rows a = N down, header last).
    Table {
        game: String,
        #[arg(long)]
        max: String,
        #[arg(long, value_enum, default_value = "text")]
        format: TableFormat,
    },
    /// Run each entry's predicate on its printed examples and compare with the printed values
    /// (or, with --at, show what one claim's predicate sees at any point of its domain).
    Examples {
        /// Only this claim id (repeatable).
        #[arg(long = "claim", value_name = "ID")]
        claims: Vec<String>,
        /// Only this paper's claims (repeatable).
        #[arg(long = "paper", value_name = "KEY")]
        papers: Vec<String>,
        /// A point to look at instead (written as the claim's domain prints it, e.g. "(3, 8)");
        /// needs exactly one --claim.
        #[arg(long, value_name = "POINT")]
        at: Vec<String>,
        /// The bound for --at (the claim's default when absent).
        #[arg(long)]
        bound: Option<u64>,
    },
    /// The catalogue: every claim with its expected verdict.
    Claims {
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
    },
    /// The node a/b in the Calkin–Wilf and Stern–Brocot trees: paths, generation, Stern index.
    Tree { a: String, b: String },
    /// A winning move from a position, by each strategy (or says why the position is lost).
    Move {
        /// cole-davie (alias euclid), grossman, m-euclid
        game: String,
        a: String,
        b: String,
        /// More pairs `C D …`: a sum of positions of the game, played by nim-sum.
        #[arg(num_args = 0..)]
        more: Vec<String>,
        /// tree, cone, spitznagel or cf (default: every strategy that plays the game).
        #[arg(long)]
        strategy: Option<String>,
    },
    /// A whole line of optimal play to the end.
    Play {
        game: String,
        a: String,
        b: String,
        /// tree, cone, spitznagel or cf (default: cf).
        #[arg(long)]
        strategy: Option<String>,
    },
    /// Timings: the dense table against a Python mex solver's figure, and the cost of the closed
    /// forms relative to the bare continued-fraction expansion.
    Bench {
        /// The dense table's size.
        #[arg(long, default_value_t = 2000)]
        n: u64,
        /// Random u64 pairs for the closed-form timing.
        #[arg(long, default_value_t = 200_000)]
        pairs: usize,
        /// Seconds one Calkin–Wilf generation may take.
        #[arg(long, default_value_t = 5.0)]
        tree_seconds: f64,
    },
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    match run(cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(2)
        }
    }
}

fn spec_dir(cli_dir: Option<PathBuf>) -> PathBuf {
    cli_dir
        .or_else(|| std::env::var_os("EUCLID_SPEC_DIR").map(PathBuf::from))
        .unwrap_or_else(|| PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/spec")))
}

fn load(dir: Option<PathBuf>) -> anyhow::Result<Catalogue> {
    let dir = spec_dir(dir);
    Catalogue::load_dir(&dir)
        .with_context(|| format!("loading the catalogue from {}", dir.display()))
}

fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        Command::Verify {
            bound,
            bound3,
            claims,
            papers,
            format,
        } => {
            let catalogue = load(cli.spec)?;
            let options = Options {
                bound,
                bound3,
                claims,
                papers,
                filter: std::env::var(FILTER_VAR).ok(),
                progress: true,
            };
            verify(&catalogue, &options, format)
        }
        Command::Sg {
            game,
            position,
            explain,
            budget,
        } => sg(&game, &position, explain, budget),
        Command::Table { game, max, format } => table(&game, &max, format),
        Command::Tree { a, b } => tree(&a, &b),
        Command::Claims { format } => list_claims(&load(cli.spec)?, format),
        Command::Examples {
            claims,
            papers,
            at,
            bound,
        } => examples(&load(cli.spec)?, claims, papers, &at, bound),
        Command::Move {
            game,
            a,
            b,
            more,
            strategy,
        } if more.is_empty() => play::winning_move(&game, &a, &b, strategy.as_deref()),
        Command::Move {
            game,
            a,
            b,
            more,
            strategy,
        } => play::sum_move(&game, &[&[a, b][..], &more].concat(), strategy.as_deref()),
        Command::Play {
            game,
            a,
            b,
            strategy,
        } => play::play(&game, &a, &b, strategy.as_deref()),
        Command::Bench {
            n,
            pairs,
            tree_seconds,
        } => bench::run(n, pairs, tree_seconds),
    }
}

fn verify(catalogue: &Catalogue, options: &Options, format: Format) -> anyhow::Result<ExitCode> {
    let mut stdout = std::io::stdout();
    let results = runner::run(catalogue, options, |r| {
        if let Format::Text = format {
            let _ = writeln!(stdout, "{}", runner::text_line(r));
            let _ = stdout.flush();
        } else {
            eprint!("\r{} ", r.id);
        }
    })?;
    let summary = runner::summarize(&results);
    match format {
        Format::Text => {
            let seconds: f64 = results.iter().map(|r| r.elapsed.as_secs_f64()).sum();
            out!(
                "\n{} claims: {} hold, {} fail, {} skipped; {} unexpected; {} cases in {:.2}s",
                summary.claims,
                summary.holds,
                summary.fails,
                summary.skipped,
                summary.unexpected,
                summary.cases,
                seconds
            );
        }
        Format::Json => {
            eprintln!();
            out!("{}", runner::json_report(&results));
        }
    }
    Ok(if summary.unexpected == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Default work budget of the reference solver in `sg` (move evaluations, `--budget`).
const SG_BUDGET: u64 = 5_000_000;
/// `sg` builds a dense table when both entries are at most this.
const SG_DENSE_LIMIT: u64 = 3000;

fn sg(game: &str, position: &[String], explain: bool, budget: u64) -> anyhow::Result<ExitCode> {
    let game = GameName::parse(game)?;
    let entries = position
        .iter()
        .map(|s| parse_entry(s))
        .collect::<Result<Vec<u64>, _>>()?;
    let (two, misere) = match game {
        GameName::TwoEntry { game, misere } => (game, misere),
        GameName::SerialNim => return serial_nim(&entries, explain, budget),
        GameName::Triple { game, misere } => {
            return triple_value(game, misere, &entries, explain, budget)
        }
    };
    let [a, b] = entries[..] else {
        bail!("{game} positions have two entries, got {}", entries.len());
    };
    // Answers from every engine that speaks: (engine, answer).
    let mut answers: Vec<(String, Result<Answer, String>)> = Vec::new();
    let reference = match (two, misere) {
        (TwoEntryGame::ColeDavie, false) => {
            ReferenceSolver::with_budget(ColeDavieEuclid, budget).sprague_grundy(&(a, b))
        }
        (TwoEntryGame::Grossman, false) => {
            ReferenceSolver::with_budget(GrossmanGame, budget).sprague_grundy(&(a, b))
        }
        (TwoEntryGame::MEuclid, false) => {
            ReferenceSolver::with_budget(MEuclid, budget).sprague_grundy(&(a, b))
        }
        (TwoEntryGame::ColeDavie, true) => {
            ReferenceSolver::with_budget(Misere(ColeDavieEuclid), budget)
                .sprague_grundy(&MiserePosition::Game((a, b)))
        }
        (TwoEntryGame::Grossman, true) => {
            ReferenceSolver::with_budget(Misere(GrossmanGame), budget)
                .sprague_grundy(&MiserePosition::Game((a, b)))
        }
        (TwoEntryGame::MEuclid, true) => ReferenceSolver::with_budget(Misere(MEuclid), budget)
            .sprague_grundy(&MiserePosition::Game((a, b))),
    };
    if let Err(e) = &reference {
        if matches!(e.kind(), euclid_spec::ErrorKind::InvalidPosition { .. }) {
            return Err(anyhow!("{e}"));
        }
    }
    answers.push((
        "reference solver".into(),
        reference
            .map(|v| Answer::Value(v as u64))
            .map_err(|e| e.to_string()),
    ));
    let dense = if a.max(b) <= SG_DENSE_LIMIT {
        DenseTable::build(two, misere, a.max(b))
            .map_err(|e| e.to_string())
            .and_then(|t| {
                t.get(a, b)
                    .map(|v| Answer::Value(v as u64))
                    .ok_or_else(|| "not a position".to_string())
            })
    } else {
        Err(format!("entries above {SG_DENSE_LIMIT}"))
    };
    answers.push(("dense table".into(), dense));
    if !misere {
        for e in engines(two) {
            let answer = match e.evaluate(a, b) {
                Ok(Some(x)) => Ok(x),
                Ok(None) => Err(format!("outside its domain ({})", e.domain)),
                Err(err) => Err(err.to_string()),
            };
            answers.push((e.name.to_string(), answer));
        }
    }
    let values: Vec<u64> = answers
        .iter()
        .filter_map(|(_, r)| match r {
            Ok(Answer::Value(v)) => Some(*v),
            _ => None,
        })
        .collect();
    let outcomes: Vec<_> = answers
        .iter()
        .filter_map(|(_, r)| r.as_ref().ok().map(|x| x.outcome()))
        .collect();
    let agree =
        values.windows(2).all(|w| w[0] == w[1]) && outcomes.windows(2).all(|w| w[0] == w[1]);
    match values.first() {
        Some(v) => out!(
            "G({a}, {b}) = {v}   ({game}, normal play{})",
            if misere { " of the misère graph" } else { "" }
        ),
        None => bail!("no engine could evaluate {game} at ({a}, {b})"),
    }
    if explain {
        let (lo, hi) = ordered(a, b);
        if lo > 0 {
            let cf = ContinuedFraction::of_ratio(hi, lo)?;
            out!("  continued fraction of {hi}/{lo}: {cf}");
            let cole_davie = two == TwoEntryGame::ColeDavie && !misere;
            if !misere && two != TwoEntryGame::MEuclid {
                out!(
                    "  λ (chl2011 Theorem 1): {}",
                    chl2011::lambda(cf.quotients().iter().copied())
                );
            }
            if cole_davie {
                out!(
                    "  Dijkstra's reversed writing: {}  trail: {}",
                    cf.reversed(),
                    dijkstra::trail(&cf.reversed())
                        .map_or("none (ratio 1)".to_string(), |t| t.to_string())
                );
                if let Ok((s_a, s_b)) = chl2011::sigma(lo, hi) {
                    out!("  σ (chl2011 Theorem 2): ({s_a}, {s_b}) in Grossman's game");
                }
                // Only where the rule holds in Euclid: r = b mod a > 0 (ho2014/proposition-spitznagel).
                if hi % lo != 0 {
                    if let Ok(m) = spitznagel::winning_move(lo, hi) {
                        out!("  Spitznagel's move: ({lo}, {hi}) → {m:?}");
                    }
                }
            }
        }
        for (name, r) in &answers {
            match r {
                Ok(x) => out!("  {name:<34} {x}"),
                Err(why) => out!("  {name:<34} skipped: {why}"),
            }
        }
        out!("  engines {}", if agree { "agree" } else { "DISAGREE" });
    }
    Ok(if agree {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// `sg` builds a triple table when the largest entry is at most this.
const SG_TRIPLE_TABLE_LIMIT: u64 = 300;

fn triple_value(
    game: euclid_spec::solver::TripleGame,
    misere: bool,
    entries: &[u64],
    explain: bool,
    budget: u64,
) -> anyhow::Result<ExitCode> {
    use euclid_spec::games::{triple, ThreeEuclid, G1, G2};
    use euclid_spec::solver::{TripleGame, TripleTable};
    let [a, b, c] = entries[..] else {
        bail!("{game} positions have three entries, got {}", entries.len());
    };
    let t = triple(a, b, c);
    let p = MiserePosition::Game(t);
    let reference = match (game, misere) {
        (TripleGame::ThreeEuclid, false) => {
            ReferenceSolver::with_budget(ThreeEuclid, budget).sprague_grundy(&t)
        }
        (TripleGame::G1, false) => ReferenceSolver::with_budget(G1, budget).sprague_grundy(&t),
        (TripleGame::G2, false) => ReferenceSolver::with_budget(G2, budget).sprague_grundy(&t),
        (TripleGame::ThreeEuclid, true) => {
            ReferenceSolver::with_budget(Misere(ThreeEuclid), budget).sprague_grundy(&p)
        }
        (TripleGame::G1, true) => {
            ReferenceSolver::with_budget(Misere(G1), budget).sprague_grundy(&p)
        }
        (TripleGame::G2, true) => {
            ReferenceSolver::with_budget(Misere(G2), budget).sprague_grundy(&p)
        }
    };
    if let Err(e) = &reference {
        if matches!(e.kind(), euclid_spec::ErrorKind::InvalidPosition { .. }) {
            return Err(anyhow!("{e}"));
        }
    }
    let table = if t[2] <= SG_TRIPLE_TABLE_LIMIT {
        TripleTable::build(game, misere, t[2])
            .map(|tab| tab.get(a, b, c))
            .map_err(|e| e.to_string())
    } else {
        Err(format!("entries above {SG_TRIPLE_TABLE_LIMIT}"))
    };
    let name = GameName::Triple { game, misere }.to_string();
    let values: Vec<u32> = reference
        .iter()
        .copied()
        .chain(table.clone().ok().flatten())
        .collect();
    let Some(v) = values.first() else {
        bail!(
            "no engine could evaluate {name} at ({}, {}, {})",
            t[0],
            t[1],
            t[2]
        );
    };
    out!("G({}, {}, {}) = {v}   ({name})", t[0], t[1], t[2]);
    let agree = values.windows(2).all(|w| w[0] == w[1]);
    if explain {
        match &reference {
            Ok(x) => out!("  {:<34} {x}", "reference solver"),
            Err(e) => out!("  {:<34} skipped: {e}", "reference solver"),
        }
        match &table {
            Ok(Some(x)) => out!("  {:<34} {x}", "triple table"),
            Ok(None) => out!("  {:<34} skipped: not a position", "triple table"),
            Err(e) => out!("  {:<34} skipped: {e}", "triple table"),
        }
        out!("  engines {}", if agree { "agree" } else { "DISAGREE" });
    }
    Ok(if agree {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn serial_nim(piles: &[u64], explain: bool, budget: u64) -> anyhow::Result<ExitCode> {
    use euclid_spec::formulas::{cf_evaluator, levine};
    let reference = ReferenceSolver::with_budget(SerialNim, budget).sprague_grundy(&piles.to_vec());
    if let Err(e) = &reference {
        if matches!(e.kind(), euclid_spec::ErrorKind::InvalidPosition { .. }) {
            return Err(anyhow!("{e}"));
        }
    }
    let answers = [
        ("reference solver", reference.map(u64::from)),
        ("levine-2006", levine::serial_nim_value(piles)),
        ("cf-evaluator", cf_evaluator::serial_nim_value(piles)),
    ];
    let values: Vec<u64> = answers
        .iter()
        .filter_map(|(_, v)| v.as_ref().ok().copied())
        .collect();
    let Some(value) = values.first() else {
        bail!("no engine could evaluate serial-nim at {piles:?}");
    };
    out!("G{piles:?} = {value}   (serial-nim)");
    let agree = values.windows(2).all(|w| w[0] == w[1]);
    if explain {
        for (name, v) in &answers {
            match v {
                Ok(v) => out!("  {name:<34} {v}"),
                Err(e) => out!("  {name:<34} skipped: {e}"),
            }
        }
        out!("  engines {}", if agree { "agree" } else { "DISAGREE" });
    }
    Ok(if agree {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn tree(a: &str, b: &str) -> anyhow::Result<ExitCode> {
    use euclid_spec::trees::{calkin_wilf as cw, stern_brocot as sb};
    let (a, b) = (parse_entry(a)?, parse_entry(b)?);
    let cf = ContinuedFraction::of_ratio(a, b.max(1))?;
    let w = cw::path_from_root(a, b)?;
    out!("{a}/{b} = {cf}");
    out!("  generation (both trees): {}", cw::generation(a, b)?);
    out!("  Calkin–Wilf path from the root: {w}");
    out!(
        "  Stern–Brocot path from the root: {}",
        sb::path_from_root(a, b)?
    );
    match cw::stern_index(a, b) {
        Ok(n) => out!("  Stern index: s({n})/s({}) = {a}/{b}", n as u128 + 1),
        Err(e) => out!("  Stern index: {e}"),
    }
    let show = |p: Option<(u64, u64)>| {
        p.map_or("none (the root)".to_string(), |(x, y)| format!("{x}/{y}"))
    };
    out!("  Calkin–Wilf mother: {}", show(cw::parent(a, b)?));
    let child = |r: euclid_spec::Result<(u64, u64)>| {
        r.map_or_else(|e| e.to_string(), |(x, y)| format!("{x}/{y}"))
    };
    out!(
        "  Calkin–Wilf children: {}, {}",
        child(cw::left_child(a, b)),
        child(cw::right_child(a, b))
    );
    out!("  Stern–Brocot parent: {}", show(sb::parent(a, b)?));
    out!(
        "  hss2008 Theorem 2: the first player {} (segments from the node: {:?})",
        if euclid_spec::strategies::tree::theorem_2(a, b)? {
            "wins"
        } else {
            "loses"
        },
        euclid_spec::strategies::tree::segments(a, b)?
            .iter()
            .map(|s| s.1)
            .collect::<Vec<_>>()
    );
    Ok(ExitCode::SUCCESS)
}

fn table(game: &str, max: &str, format: TableFormat) -> anyhow::Result<ExitCode> {
    let GameName::TwoEntry { game, misere } = GameName::parse(game)? else {
        bail!("tables are for the two-entry games");
    };
    let n = parse_entry(max)?;
    let t = DenseTable::build(game, misere, n)?;
    let lo = if game == TwoEntryGame::ColeDavie {
        0
    } else {
        1
    };
    let sep = match format {
        TableFormat::Text => "\t",
        TableFormat::Csv => ",",
    };
    let mut out = String::new();
    for a in (lo..=n).rev() {
        let row: Vec<String> = std::iter::once(a.to_string())
            .chain((lo..=n).map(|b| t.get(a, b).map_or("-".into(), |v| v.to_string())))
            .collect();
        out.push_str(&row.join(sep));
        out.push('\n');
    }
    let header: Vec<String> = std::iter::once("a\\b".to_string())
        .chain((lo..=n).map(|b| b.to_string()))
        .collect();
    out.push_str(&header.join(sep));
    out.push('\n');
    out!("{}", out.trim_end());
    Ok(ExitCode::SUCCESS)
}

fn examples(
    catalogue: &Catalogue,
    claims: Vec<String>,
    papers: Vec<String>,
    at: &[String],
    bound: Option<u64>,
) -> anyhow::Result<ExitCode> {
    let options = Options {
        claims,
        papers,
        ..Options::default()
    };
    let selected = runner::select(catalogue, &options)?;
    let registry = euclid_spec::claims::registry();
    let ctx = euclid_spec::claims::Ctx::new(catalogue);
    let check_of = |id: &str| registry.iter().find(|c| c.id == id);
    if !at.is_empty() {
        let [claim] = selected.as_slice() else {
            bail!("--at looks at one claim: name it with --claim");
        };
        let check = check_of(&claim.id).ok_or_else(|| anyhow!("no predicate for {}", claim.id))?;
        let n = bound.unwrap_or(check.bound.default).min(check.bound.max);
        let (verdict, seen) = runner::observe(&ctx, check, n, at);
        for point in at {
            let mut found = false;
            for o in seen.iter().filter(|o| &o.at == point) {
                found = true;
                out!(
                    "{}  {}  {}",
                    claim.id,
                    o.at,
                    if o.holds { "holds" } else { "fails" }
                );
                for (name, value) in &o.values {
                    out!("    {name} = {value}");
                }
            }
            if !found {
                out!(
                    "{}  {point}  not a point of the domain at N = {n}",
                    claim.id
                );
                if let Some(f) = verdict.counterexample {
                    out!("    the run stopped at {}", f.position);
                    break;
                }
            }
        }
        return Ok(ExitCode::SUCCESS);
    }
    let mut problems = 0;
    let mut count = 0;
    for claim in selected {
        let check = check_of(&claim.id).ok_or_else(|| anyhow!("no predicate for {}", claim.id))?;
        for e in runner::check_examples(&ctx, claim, check) {
            count += 1;
            let status = if e.problems.is_empty() {
                "ok"
            } else {
                "DIFFERS"
            };
            out!("{:<58} {:<24} {status}", e.claim, e.at);
            for p in &e.problems {
                problems += 1;
                out!("    {}:{}: {p}", claim.file.display(), e.line);
            }
        }
    }
    out!("\n{count} examples, {problems} problems");
    Ok(if problems == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn list_claims(catalogue: &Catalogue, format: Format) -> anyhow::Result<ExitCode> {
    match format {
        Format::Text => {
            for c in &catalogue.claims {
                let mut extra = String::new();
                if let Some(x) = &c.counterexample {
                    extra.push_str(&format!("  counterexample {x}"));
                }
                if let Some(x) = &c.corrects {
                    extra.push_str(&format!("  corrects {x}"));
                }
                if let Some(x) = &c.other_reading_of {
                    extra.push_str(&format!("  other reading of {x}"));
                }
                out!(
                    "{:<58} {:<8} {:<14} {}{}",
                    c.id,
                    c.expected,
                    c.games.join(","),
                    c.location,
                    extra
                );
            }
            out!(
                "\n{} claims in {} papers",
                catalogue.claims.len(),
                catalogue.papers.len()
            );
        }
        Format::Json => {
            let list: Vec<serde_json::Value> = catalogue
                .claims
                .iter()
                .map(|c| {
                    serde_json::json!({
                        "id": c.id, "kind": c.kind.as_str(), "expected": c.expected.as_str(),
                        "games": c.games, "location": c.location, "domain": c.domain,
                        "statement": c.statement, "reading": c.reading,
                        "counterexample": c.counterexample, "corrects": c.corrects,
                        "other_reading_of": c.other_reading_of,
                        "scope": c.scope.as_str(),
                        "examples": c.examples.iter().map(|e| serde_json::json!({
                            "at": e.at, "fails": e.fails, "source": e.source,
                            "values": e.values.iter().cloned().collect::<std::collections::BTreeMap<_, _>>(),
                        })).collect::<Vec<_>>(),
                    })
                })
                .collect();
            out!("{}", serde_json::to_string_pretty(&list)?);
        }
    }
    Ok(ExitCode::SUCCESS)
}
