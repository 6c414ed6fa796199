//! `claims`: the catalogue with the expected verdicts.

use euclid_spec::catalogue::Catalogue;
use euclid_spec::ErrorKind;
use std::process::ExitCode;

use super::Format;

// The flags of `claims` (its help is the command's doc comment, in `cli/mod.rs`).
#[derive(clap::Args)]
pub struct ClaimsArgs {
    #[arg(long, value_enum, default_value = "text")]
    pub format: super::Format,
}

impl ClaimsArgs {
    /// Runs `claims`.
    pub fn run(self, spec: Option<std::path::PathBuf>) -> anyhow::Result<ExitCode> {
        run(&super::load(spec)?, self.format)
    }
}

pub fn run(catalogue: &Catalogue, format: Format) -> anyhow::Result<ExitCode> {
    // Each entry's bound, through the one join: an entry no predicate checks has none (listed
    // with `?`); a `default_bound` its check cannot run at is refused here as in a run.
    let mut bounds = std::collections::BTreeMap::new();
    for claim in &catalogue.claims {
        match euclid_spec::run::join(claim) {
            Ok(check) => {
                bounds.insert(claim.id.as_str(), check.bound);
            }
            Err(e) if matches!(e.kind(), ErrorKind::Spec { field: Some(f), .. } if f == "default_bound") => {
                return Err(e.into())
            }
            Err(_) => {}
        }
    }
    let bound_of = |id: &str| bounds.get(id).copied();
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
                let dimension = bound_of(&c.id).map_or("?", |b| b.dimension.as_str());
                out!(
                    "{:<58} {:<8} {:<12} {:<14} {}{}",
                    c.id,
                    c.expected.as_str(),
                    dimension,
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
            let list: Vec<serde_json::Value> =
                catalogue
                    .claims
                    .iter()
                    .map(|c| {
                        let bound = bound_of(&c.id).map(|b| serde_json::json!({
                        "dimension": b.dimension.as_str(), "default": b.default, "least": b.min,
                        "most": b.max, "meaning": b.meaning,
                    }));
                        serde_json::json!({
                            "bound": bound,
                            "id": c.id, "kind": c.kind.as_str(), "expected": c.expected.as_str(),
                            "games": c.games, "location": c.location, "domain": c.domain,
                            "statement": c.statement, "reading": c.reading,
                            "counterexample": c.counterexample, "corrects": c.corrects,
                            "other_reading_of": c.other_reading_of,
                            "scope": c.scope.as_str(),
                            "examples": c.examples.iter().map(|e| serde_json::json!({
                                "at": e.at, "fails": e.fails, "source": e.source,
                                // Typed as the examples are compared: `Answer::read`.
                                "values": e.values.iter().map(|(k, v)| {
                                    (k.clone(), euclid_spec::vocab::Answer::read(v).to_json())
                                }).collect::<serde_json::Map<_, _>>(),
                            })).collect::<Vec<_>>(),
                        })
                    })
                    .collect();
            let mut o = euclid_spec::report::json_object("claims");
            o.insert("claims".into(), list.into());
            out!("{}", serde_json::to_string_pretty(&o)?);
        }
    }
    Ok(ExitCode::SUCCESS)
}
