//! `conjecture`: a statement of one's own in the formal language, checked at the shell. The
//! statement becomes a catalogue entry (printed at the end, ready for a file of one's own read
//! with `--with FILE`) and is run as `verify` runs an entry: the same walk, order, smallest
//! counterexample, plan and memory refusal. Exit 0: no counterexample up to the bound; 1: a
//! counterexample; 2: refused, or a limit reached at a point.

use euclid_spec::catalogue::Catalogue;
use euclid_spec::claims::{Dimension, Status};
use euclid_spec::formal::{reached_limit, Formal, Shape};
use euclid_spec::vocab::invocation::shell_word;
use std::path::PathBuf;
use std::process::ExitCode;

// The flags of `conjecture` (its help is the command's doc comment, in `cli/mod.rs`).
#[derive(clap::Args)]
pub struct ConjectureArgs {
    /// The statement, in the formal language (spec/README.md): 'g(grossman, a, b) ≤ b ÷ a'.
    #[arg(value_name = "STATEMENT", allow_hyphen_values = true)]
    pub statement: String,
    /// Its domain: `[SHAPE:] CONDITION` (`0 < a < b`, `triples: a < b < c`, `sequence: 1 ≤ n`,
    /// `nodes: n > 1`, `piles: len(p) ≥ 2`);
    /// empty: every point of the shape its variables name.
    #[arg(
        long,
        value_name = "DOMAIN",
        default_value = "",
        allow_hyphen_values = true
    )]
    pub domain: String,
    /// The largest entry of the pairs (or the last n of a sequence) [default: 500; 1000 for a
    /// sequence].
    #[arg(long, value_name = "N", value_parser = super::positive, allow_negative_numbers = true)]
    pub pairs: Option<u64>,
    /// The largest entry of the triples [default: 60].
    #[arg(long, value_name = "N", value_parser = super::positive, allow_negative_numbers = true)]
    pub triples: Option<u64>,
    /// The largest sum of the piles a `piles:` domain walks (Serial Nim's positions)
    /// [default: 14].
    #[arg(long, value_name = "N", value_parser = super::positive, allow_negative_numbers = true)]
    pub piles: Option<u64>,
    /// The last generation of the Calkin–Wilf tree whose nodes a `nodes:` domain walks
    /// [default: 18].
    #[arg(long, value_name = "N", value_parser = super::positive, allow_negative_numbers = true)]
    pub generations: Option<u64>,
    /// The most steps one point may take (each value computed, each value a quantifier ranges
    /// over): a point past it ends the run as a limit reached (exit 2).
    #[arg(long, value_name = "K", default_value_t = euclid_spec::formal::DEFAULT_STEPS, value_parser = super::positive, allow_negative_numbers = true)]
    pub steps: u64,
    /// The id of the entry printed at the end (`KEY/conjecture-NAME`; KEY names your file).
    #[arg(long, value_name = "ID", default_value = "mine/conjecture-1")]
    pub id: String,
    /// Worker threads (default: every core).
    #[arg(long, value_name = "N", value_parser = super::threads, allow_negative_numbers = true)]
    pub threads: Option<u64>,
    /// Refuse the run when its memory estimate is above this (bytes, or with K, M, G, T).
    #[arg(long, value_name = "SIZE", value_parser = super::size, allow_negative_numbers = true)]
    pub max_memory: Option<u64>,
    #[arg(long, value_enum, default_value = "text")]
    pub format: super::Format,
}

impl ConjectureArgs {
    /// Runs `conjecture`.
    pub fn run(self, spec: Option<PathBuf>) -> anyhow::Result<ExitCode> {
        // The entry printed at the end holds the statement and its domain on one line each, as
        // the catalogue's fields are (its loader refuses a control character in a field).
        for (what, text) in [("statement", &self.statement), ("domain", &self.domain)] {
            if let Some((at, c)) = text.char_indices().find(|(_, c)| c.is_control()) {
                let line = text[..at].matches('\n').count() + 1;
                let column = text[..at]
                    .rsplit('\n')
                    .next()
                    .map_or(0, |l| l.chars().count())
                    + 1;
                anyhow::bail!(
                    "the {what} holds the control character U+{:04X} at line {line}, column \
                     {column}: write it on one line, with spaces (a comment `--` runs to the end \
                     of the {what})",
                    c as u32
                );
            }
        }
        let formal = match Formal::new(&self.statement, &self.domain) {
            Ok(f) => f.with_steps(self.steps),
            Err(e) => {
                super::verify::say(&e.render(&format!("the {}", e.part)));
                return Ok(ExitCode::from(2));
            }
        };
        let shape = formal.shape();
        let bound = formal.bound();
        let flags = [
            ("--pairs", Dimension::Pairs, self.pairs),
            ("--triples", Dimension::Triples, self.triples),
            ("--generations", Dimension::Generations, self.generations),
            ("--piles", Dimension::Piles, self.piles),
        ];
        let (flag, _, given) = flags
            .into_iter()
            .find(|(_, d, _)| *d == bound.dimension)
            .unwrap_or(flags[0]);
        let other = flags
            .iter()
            .find(|(f, d, g)| g.is_some() && *d != bound.dimension && *f != flag)
            .map(|(f, _, _)| *f);
        if let Some(other) = other {
            anyhow::bail!(
                "{other} bounds no point of this statement: its points are {}, bounded by {flag}",
                match shape {
                    Shape::Sequence => "the terms of a sequence",
                    s => s.name(),
                }
            );
        }
        let n = given.unwrap_or(bound.default);
        if n < bound.min || n > bound.max {
            anyhow::bail!(
                "{flag} {n} is outside what a walk of {} can run at: {} to {} ({})",
                shape.name(),
                bound.min,
                bound.max,
                bound.meaning
            );
        }
        let (key, _) = self.id.split_once('/').unwrap_or((&self.id, ""));
        let games = formal.games();
        let entry = |status: Status, counterexample: Option<(&str, &[(String, String)])>| {
            entry_text(&self, &formal, key, &games, n, status, counterexample)
        };
        // The entry, run as verify runs a file of one's own beside the catalogue.
        let text = entry(Status::Holds, None);
        let path = PathBuf::from(format!("{key}.toml"));
        let beside = euclid_spec::vocab::invocation::beside();
        let dir = super::given_spec_dir(spec.clone());
        let catalogue = Catalogue::load_adding(dir.as_deref(), beside, &[(path, text)])
            .map_err(|e| anyhow::anyhow!("{e}"))?;
        let mut options = euclid_spec::run::Options {
            claims: vec![self.id.clone()],
            spec: dir,
            threads: self.threads.map(|t| t as usize),
            memory_limit: self.max_memory,
            steps: Some(self.steps),
            ..Default::default()
        };
        let dimension = bound.dimension;
        options.bounds.insert(dimension, n);
        let suite = euclid_spec::run::Suite::new(&catalogue, &options)?;
        // The plan refuses a run beyond --max-memory or the machine; nothing else is said on
        // stderr (the verdict is this command's output) but a progress bar on a terminal,
        // cleared at the end.
        let start = std::time::Instant::now();
        let results = super::verify::execute_quietly(&catalogue, &suite, &options)?;
        let elapsed = start.elapsed();
        let Some(result) = results.first() else {
            anyhow::bail!("the run returned no verdict (a bug of this program)");
        };
        let verdict = &result.verdict;
        let reproduce = |n: u64| {
            let mut line = format!(
                "{} conjecture {}",
                euclid_spec::vocab::invocation::command_on(options.spec.as_deref()),
                shell_word(&self.statement)
            );
            if !self.domain.is_empty() {
                line.push_str(&format!(" --domain {}", shell_word(&self.domain)));
            }
            line.push_str(&format!(" {flag} {n}"));
            if self.steps != euclid_spec::formal::DEFAULT_STEPS {
                line.push_str(&format!(" --steps {}", self.steps));
            }
            line
        };
        let over = format!(
            "{} with {}{} ≤ {n} ({flag} {n})",
            shape.name(),
            match formal.condition() {
                "" => String::new(),
                c => format!("{c}, "),
            },
            match shape {
                Shape::Sequence => "n",
                Shape::Nodes => "generations",
                Shape::Piles => "the piles' sum",
                _ => "entries",
            }
        );
        let seconds = elapsed.as_secs_f64();
        let (code, words, values, entry_status, at) = if reached_limit(verdict) {
            let f = verdict
                .counterexample
                .as_ref()
                .expect("a limit names its point");
            let why = f
                .answers
                .iter()
                .map(|(_, a)| a.to_string())
                .collect::<Vec<_>>()
                .join("; ");
            (
                2,
                format!(
                    "limit reached at {} after {}: {why}; no verdict",
                    f.position,
                    cases(verdict.cases)
                ),
                Vec::new(),
                None,
                None,
            )
        } else {
            match verdict.status {
                Status::Holds => (
                    0,
                    format!(
                        "holds: no counterexample up to N = {n} ({}, {seconds:.2} s)",
                        cases(verdict.cases)
                    ),
                    Vec::new(),
                    Some(Status::Holds),
                    None,
                ),
                Status::Fails => {
                    let f = verdict.counterexample.as_ref();
                    let at = f.map_or(String::new(), |f| f.position.clone());
                    let values: Vec<(String, String)> = f
                        .map(|f| {
                            f.answers
                                .iter()
                                .map(|(k, v)| (k.clone(), v.to_string()))
                                .collect()
                        })
                        .unwrap_or_default();
                    (
                        1,
                        format!(
                            "fails: the smallest counterexample is {at} (case {} in the domain's \
                             order, {seconds:.2} s)",
                            verdict.cases
                        ),
                        values,
                        Some(Status::Fails),
                        Some(at),
                    )
                }
                Status::Skipped => (
                    2,
                    format!("not checked: {}", verdict.note.clone().unwrap_or_default()),
                    Vec::new(),
                    None,
                    None,
                ),
            }
        };
        // Reproduced at the smallest bound holding the counterexample: its largest number, its
        // piles' sum, or
        // for a node a/b its generation; at the same bound when the statement reads it.
        let labels = formal.labels();
        let reproduce_n = at
            .as_deref()
            .filter(|_| !formal.reads_bound())
            .map(|p| {
                // The point without its label (`g1 3/5`: a label's digits are no entry).
                labels
                    .iter()
                    .find_map(|l| p.strip_prefix(l.as_str())?.strip_prefix(' '))
                    .unwrap_or(p)
            })
            .and_then(|p| {
                let numbers: Vec<u64> = p
                    .split(|c: char| !c.is_ascii_digit())
                    .filter_map(|d| d.parse::<u64>().ok())
                    .collect();
                match (shape, numbers.as_slice()) {
                    (Shape::Nodes, &[a, b]) => euclid_spec::trees::calkin_wilf::generation(a, b)
                        .ok()
                        .and_then(|g| u64::try_from(g).ok()),
                    // Piles by their sum.
                    (Shape::Piles, piles) => piles.iter().try_fold(0u64, |s, p| s.checked_add(*p)),
                    _ => numbers.into_iter().max(),
                }
            })
            .map_or(n, |m| m.clamp(bound.min, n));
        // Kept only where the statement fails there as it failed here: one whose points read
        // positions past their own numbers (`g(grossman, a, b + 1)`, a triple (a, b, c) with
        // c > b over pairs at the triples' bound) would meet the smaller bound's tables as a
        // limit, at this point or an earlier one.
        // (A statement that reads no table has nothing past a smaller bound to meet: kept.)
        let reproduce_n = if formal.reads().is_empty() {
            reproduce_n
        } else if reproduce_n < n {
            // Run as the first run was (its threads, memory limit and steps), at the smaller
            // bound.
            let mut smaller = options.clone();
            smaller.bounds.insert(dimension, reproduce_n);
            let suite = euclid_spec::run::Suite::new(&catalogue, &smaller)?;
            let again = euclid_spec::run::run_suite(
                &catalogue,
                &suite,
                &smaller,
                &euclid_spec::run::Silent,
                |_| {},
            )?;
            let at = |v: &euclid_spec::claims::Verdict| {
                v.counterexample.as_ref().map(|f| f.position.clone())
            };
            match again.first() {
                Some(again)
                    if again.verdict.status == verdict.status
                        && at(&again.verdict) == at(verdict)
                        && !reached_limit(&again.verdict) =>
                {
                    reproduce_n
                }
                _ => n,
            }
        } else {
            n
        };
        let printed_entry = entry_status.map(|s| match &at {
            Some(at) => entry(s, Some((at.as_str(), values.as_slice()))),
            None => entry(s, None),
        });
        match self.format {
            super::Format::Text => {
                let mut out = vec![self.statement.clone(), format!("  over {over}"), words];
                for (k, v) in &values {
                    out.push(format!("  {k} = {v}"));
                }
                out.push(format!("reproduce: {}", reproduce(reproduce_n)));
                if let Some(e) = &printed_entry {
                    out.push(String::new());
                    out.push(format!(
                        "# The entry for a catalogue file of your own, {key}.toml (run with \
                         `--with {key}.toml verify --paper {key}`):"
                    ));
                    out.push(e.trim_end().to_string());
                }
                super::print_lines(&out)?;
            }
            super::Format::Json => {
                let json = serde_json::json!({
                    "statement": self.statement,
                    "domain": self.domain,
                    "shape": shape.name(),
                    "bound": n,
                    "status": match code { 0 => "holds", 1 => "fails", _ => "limit" },
                    "cases": verdict.cases,
                    "seconds": seconds,
                    "counterexample": at,
                    "values": values.iter().map(|(k, v)| serde_json::json!({"name": k, "value": v})).collect::<Vec<_>>(),
                    "message": words,
                    "reproduce": reproduce(reproduce_n),
                    "entry": printed_entry,
                });
                super::print_lines(&[json.to_string()])?;
            }
        }
        Ok(ExitCode::from(code))
    }
}

/// `1 case`, `12 cases`.
fn cases(n: u64) -> String {
    if n == 1 {
        "1 case".to_string()
    } else {
        format!("{n} cases")
    }
}

/// The catalogue entry of the conjecture: a `[paper]` table and one `[[claim]]` the loader
/// accepts, with its verdict (and, when it fails, its counterexample with its named values).
fn entry_text(
    args: &ConjectureArgs,
    formal: &Formal,
    key: &str,
    games: &[String],
    n: u64,
    status: Status,
    counterexample: Option<(&str, &[(String, String)])>,
) -> String {
    let mut t = String::new();
    t.push_str(&format!(
        "[paper]\nkey = {}\ntitle = \"Conjectures of my own\"\nsource = \"written at the shell with euclid-spec conjecture\"\n\n",
        toml_string(key)
    ));
    t.push_str("[[claim]]\n");
    t.push_str(&format!("id = {}\n", toml_string(&args.id)));
    t.push_str("kind = \"conjecture\"\nlocation = \"the shell\"\n");
    let games: Vec<String> = games.iter().map(|g| toml_string(g)).collect();
    t.push_str(&format!("games = [{}]\n", games.join(", ")));
    let misere =
        games.iter().any(|g| g.contains("misere-")) && games.iter().all(|g| g.contains("misere-"));
    t.push_str(&format!(
        "convention = \"{}\"\n",
        if misere { "misere" } else { "normal" }
    ));
    let domain = if args.domain.trim().is_empty() {
        format!("every point of the shape ({})", formal.shape().name())
    } else {
        args.domain.clone()
    };
    t.push_str(&format!("domain = {}\n", toml_string(&domain)));
    t.push_str(&format!("statement = {}\n", toml_string(&args.statement)));
    t.push_str(&format!("formal = {}\n", toml_string(&args.statement)));
    if !args.domain.is_empty() {
        t.push_str(&format!("formal_domain = {}\n", toml_string(&args.domain)));
    }
    if n != formal.bound().default {
        t.push_str(&format!("default_bound = {n}\n"));
    }
    t.push_str(&format!("expected = \"{}\"\n", status.as_str()));
    if let Some((at, _)) = counterexample {
        t.push_str(&format!("counterexample = {}\n", toml_string(at)));
    }
    t.push_str("uses = []\n");
    if let Some((at, values)) = counterexample {
        t.push_str("\n[[claim.example]]\n");
        t.push_str(&format!("at = {}\n", toml_string(at)));
        let named: Vec<String> = values
            .iter()
            .filter(|(k, _)| formal.parts().contains(k))
            .map(|(k, v)| format!("{} = {}", toml_string(k), toml_string(v)))
            .collect();
        if !named.is_empty() {
            t.push_str(&format!("values = {{ {} }}\n", named.join(", ")));
        }
        t.push_str("fails = true\n");
        t.push_str("source = \"found: the smallest counterexample, by euclid-spec conjecture\"\n");
    }
    t
}

/// A TOML string: a literal one (`'…'`) when the text allows it, so that columns in it are the
/// file's, else a basic one with escapes.
fn toml_string(s: &str) -> String {
    if !s.contains('\'') && !s.chars().any(char::is_control) {
        format!("'{s}'")
    } else {
        // A JSON string is a TOML basic string: the same escapes (JSON's `\/` is never written).
        serde_json::Value::String(s.to_string()).to_string()
    }
}
