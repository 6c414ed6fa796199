//! `examples`: every entry's predicate on its printed examples, or on any point.

use anyhow::bail;
use euclid_spec::catalogue::Catalogue;
use euclid_spec::run::{self, Options};
use std::process::ExitCode;

// The flags of `examples` (its help is the command's doc comment, in `cli/mod.rs`).
#[derive(clap::Args)]
pub struct ExamplesArgs {
    /// Only this claim id (repeatable).
    #[arg(long = "claim", value_name = "ID")]
    pub claims: Vec<String>,
    /// Only this paper's claims (repeatable).
    #[arg(long = "paper", value_name = "KEY")]
    pub papers: Vec<String>,
    /// A point to look at instead (written as the claim's domain prints it, e.g. "(3, 8)", or as
    /// check writes a position, "3 8"); needs exactly one --claim.
    #[arg(long, value_name = "POINT")]
    pub at: Vec<String>,
    /// The bound for --at (the claim's default when absent; clamped to what it can use, and
    /// to what the points need: the sum of their numbers, or the default if larger).
    #[arg(long, value_name = "N", value_parser = super::positive, allow_negative_numbers = true)]
    pub bound: Option<u64>,
    /// Refuse when the tables the examples (or the point) read need more than this (bytes,
    /// or with K, M, G, T), besides what the machine has available; the estimate is verify's.
    #[arg(long, value_name = "SIZE", value_parser = super::size, allow_negative_numbers = true)]
    pub max_memory: Option<u64>,
    /// text, or json: one object, every example (or point) with what the predicate sees
    /// there, values typed (docs/JSON.md).
    #[arg(long, value_enum, default_value = "text")]
    pub format: super::Format,
}

impl ExamplesArgs {
    /// Runs `examples`.
    pub fn run(self, spec: Option<std::path::PathBuf>) -> anyhow::Result<ExitCode> {
        run(
            &super::load(spec)?,
            self.claims,
            self.papers,
            &self.at,
            self.bound,
            self.max_memory,
            self.format,
        )
    }
}

/// What the predicate saw at a point, as JSON: whether the statement holds there, and the
/// values compared, in order, each typed.
fn seen_json(o: &euclid_spec::claims::Observed) -> serde_json::Value {
    // A list, not a map: a predicate may compare two values of one name at a point.
    let values: Vec<serde_json::Value> = o
        .values
        .iter()
        .map(|(name, v)| serde_json::json!({"name": name, "value": v.to_json()}))
        .collect();
    serde_json::json!({"at": o.at, "holds": o.holds, "values": values})
}

pub fn run(
    catalogue: &Catalogue,
    claims: Vec<String>,
    papers: Vec<String>,
    at: &[String],
    bound: Option<u64>,
    max_memory: Option<u64>,
    format: super::Format,
) -> anyhow::Result<ExitCode> {
    let json = matches!(format, super::Format::Json);
    let options = Options {
        claims,
        papers,
        ..Options::default()
    };
    let selected = run::select(catalogue, &options)?;
    let at: Vec<String> = at.iter().map(|p| as_a_tuple(p)).collect();
    let at = at.as_slice();
    let tables = euclid_spec::claims::Tables::new(catalogue);
    if at.is_empty() && bound.is_some() {
        bail!("--bound is the bound of the points of --at: give the point too");
    }
    if !at.is_empty() {
        let [claim] = selected.as_slice() else {
            bail!("--at looks at one claim: name it with --claim");
        };
        let check = run::join(claim)?;
        let n = run::point_bound(check.bound, bound, at);
        if let Some(asked) = bound.map(|b| check.bound.effective(Some(b))) {
            if n < asked {
                super::verify::say(&format!(
                    "examples: at N = {n}, which holds these points (a bound above the sum of a \
                     point's numbers adds only time and memory; --bound asked up to {asked})"
                ));
            }
        }
        run::refuse_claim_beyond_memory(catalogue, claim, &check, n, max_memory)?;
        let (verdict, seen) = run::observe(&tables, claim, &check, n, at);
        let mut points = Vec::new();
        for point in at {
            let mut found = false;
            for o in seen.iter().filter(|o| &o.at == point) {
                found = true;
                if json {
                    points.push(seen_json(o));
                    continue;
                }
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
                let stopped = verdict
                    .counterexample
                    .as_ref()
                    .map(|f| {
                        format!(
                            " (the run stopped at {}, the first point where it fails)",
                            f.position
                        )
                    })
                    .unwrap_or_default();
                let written: Vec<String> = claim
                    .examples
                    .iter()
                    .take(3)
                    .map(|e| format!("`{}`", e.at))
                    .collect();
                bail!(
                    "`{point}` is not a point of {}'s domain at N = {n}{stopped}: write a point \
                     as the domain prints it{}",
                    claim.id,
                    if written.is_empty() {
                        String::new()
                    } else {
                        format!(", e.g. {}", written.join(", "))
                    }
                );
            }
        }
        if json {
            let mut o = euclid_spec::report::json_object("examples");
            o.insert("claim".into(), claim.id.clone().into());
            o.insert("bound".into(), n.into());
            o.insert("points".into(), points.into());
            out!("{}", serde_json::Value::from(o));
        }
        return Ok(ExitCode::SUCCESS);
    }
    let joined = selected
        .iter()
        .map(|claim| run::Joined::new(claim, &options))
        .collect::<euclid_spec::Result<Vec<_>>>()?;
    run::refuse_examples_beyond_memory(catalogue, &joined.iter().collect::<Vec<_>>(), max_memory)?;
    let mut problems = 0;
    let mut count = 0;
    let mut all = Vec::new();
    for run::Joined { claim, check, .. } in &joined {
        for e in run::check_examples(&tables, claim, check) {
            count += 1;
            problems += e.problems.len();
            if json {
                all.push(serde_json::json!({
                    "claim": e.claim,
                    "at": e.at,
                    "file": claim.file.display().to_string(),
                    "line": e.line,
                    "seen": e.seen.iter().map(seen_json).collect::<Vec<_>>(),
                    "problems": e.problems,
                }));
                continue;
            }
            let status = if e.problems.is_empty() {
                "ok"
            } else {
                "DIFFERS"
            };
            out!("{:<58} {:<24} {status}", e.claim, e.at);
            for p in &e.problems {
                out!("    {}:{}: {p}", claim.file.display(), e.line);
            }
        }
    }
    if json {
        let mut o = euclid_spec::report::json_object("examples");
        o.insert("examples".into(), all.into());
        o.insert("count".into(), count.into());
        o.insert("problems".into(), problems.into());
        out!("{}", serde_json::Value::from(o));
    } else {
        out!(
            "\n{}, {}",
            euclid_spec::vocab::encode::count(count, "example"),
            euclid_spec::vocab::encode::count(problems as u64, "problem")
        );
    }
    Ok(if problems == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// A point written as `check --at` writes a position (`3 8`, `3,8`), in the form the domains
/// print tuples, `(3, 8)`; any other text as it is.
fn as_a_tuple(point: &str) -> String {
    let numbers: Vec<&str> = point
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|s| !s.is_empty())
        .collect();
    let only_numbers = point
        .chars()
        .all(|c| c.is_ascii_digit() || c.is_whitespace() || c == ',');
    if only_numbers && numbers.len() >= 2 {
        format!("({})", numbers.join(", "))
    } else {
        point.to_string()
    }
}
