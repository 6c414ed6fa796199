//! Every JSON output's header ([`JSON_SCHEMA`], [`Tool`], [`json_object`]), the JSON report of
//! `verify` and `merge` (the serde model of [`Report`], which `merge` reads back) and `check`'s
//! JSON object ([`check()`]). `docs/JSON.md` lists each output's fields.

use super::check::{self, Checked};
use super::Report;
use crate::run::ClaimResult;
use crate::vocab::error::{Error, Result};
use crate::vocab::Failure;
use serde::{Deserialize, Serialize};

/// The version of the layout of every JSON output (`verify`, `merge`, `check`): a field renamed,
/// retyped or given another meaning changes it, a field added does not. A script reads it first.
/// Schema 2: the answers in the reports are typed (schema 1 wrote them as strings).
pub const JSON_SCHEMA: u32 = 2;

/// The tool that wrote a JSON output: its name, version and the commit it was built from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tool {
    /// `euclid-spec`.
    pub name: String,
    /// The crate's version.
    pub version: String,
    /// The commit it was built from, as `--version` says it.
    pub commit: String,
}

impl Tool {
    /// This build.
    pub fn this() -> Tool {
        Tool {
            name: env!("CARGO_PKG_NAME").into(),
            version: env!("CARGO_PKG_VERSION").into(),
            commit: env!("EUCLID_SPEC_COMMIT").into(),
        }
    }
}

/// The object every JSON output other than a report starts from: `schema`
/// ([`JSON_SCHEMA`]), `tool` ([`Tool::this`]) and `command` (which command wrote it); the
/// command adds its own fields (`docs/JSON.md` lists each command's). The keys are written in
/// sorted order, as every JSON output of this crate.
pub fn json_object(command: &str) -> serde_json::Map<String, serde_json::Value> {
    let mut o = serde_json::Map::new();
    o.insert("schema".into(), JSON_SCHEMA.into());
    o.insert(
        "tool".into(),
        serde_json::to_value(Tool::this()).unwrap_or_default(),
    );
    o.insert("command".into(), command.into());
    o
}

impl Report {
    /// The report as pretty-printed JSON.
    pub fn json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// Reads a JSON report; `name` (a file name) is used in the error. A report of another
    /// [`JSON_SCHEMA`] is refused, with the build that wrote it.
    pub fn parse(name: &str, text: &str) -> Result<Report> {
        let not_a_report = |e: serde_json::Error| {
            Error::refused(format!(
                "{name} is not a report of `verify --format json`: {e}"
            ))
        };
        // The schema first, leniently: a report of another schema is named as such, whatever
        // fields it has (a later one may add some).
        let value: serde_json::Value = serde_json::from_str(text).map_err(not_a_report)?;
        let schema = value
            .get("schema")
            .map_or(Some(0), serde_json::Value::as_u64);
        if schema != Some(u64::from(JSON_SCHEMA)) {
            let said = |key: &str| {
                value["tool"][key]
                    .as_str()
                    .map_or("?".to_string(), crate::vocab::encode::visible)
            };
            let by = if value["tool"].is_object() {
                format!(
                    " (written by {} {}, {})",
                    said("name"),
                    said("version"),
                    said("commit")
                )
            } else {
                String::new()
            };
            let schema = schema.map_or("that is not a number".to_string(), |s| s.to_string());
            return Err(Error::refused(format!(
                "{name} is a report of JSON schema {schema}{by}; this build reads schema \
                 {JSON_SCHEMA}: run the shards and the merge with one build"
            )));
        }
        serde_json::from_value(value).map_err(not_a_report)
    }
}

/// The JSON report of `results` (see [`Report`]).
pub fn json_of(results: &[ClaimResult]) -> String {
    Report::of(results, None).json()
}

/// `check`'s report: one JSON object.
pub fn check(s: &Checked) -> String {
    let report = s.report;
    let failure = report.failure.as_ref().map(|d| {
        let (kind, answer, expected) = check::failure_fields(d);
        serde_json::json!({
            "position": d.position,
            "set": d.set.to_string(),
            "kind": kind,
            "answer": answer,
            "said": s.said(),
            "expected": expected,
            "engines": d.answers.answers.iter().map(|(e, a)| serde_json::json!({"engine": e, "answer": a})).collect::<Vec<_>>(),
            "alone": s.alone,
            "inspect": s.inspect,
        })
    });
    let sent = &report.sent;
    let mut object = serde_json::json!({
        "schema": JSON_SCHEMA,
        "tool": Tool::this(),
        "target": report.target.to_string(),
        "exit": s.code,
        "passed": s.code == 0,
        "headline": s.headline(),
        "entries": {"lo": report.entries.lo, "hi": report.entries.hi},
        "sent": {
            "box": sent.in_box,
            "box_entries": sent.box_entries.map(|(lo, hi)| serde_json::json!({"lo": lo, "hi": hi})),
            "edges": sent.edges.iter().map(|(n, c)| serde_json::json!({"family": n, "positions": c})).collect::<Vec<_>>(),
            "random": sent.random,
            "total": sent.total(),
        },
        "seed": report.options.seed,
        "unjudged": report.unjudged,
        "outcome_only": report.outcome_only,
        "failure": failure,
        "conflict": report.conflict.as_ref().map(|c| serde_json::json!({
            "position": entries(c),
            "engines": c.answers.iter().map(|(e, a)| serde_json::json!({"engine": e, "answer": a})).collect::<Vec<_>>(),
        })),
        "diagnosis": report.diagnosis,
        "reproduce": s.reproduce,
    });
    // A limit reached after the failure: beside it, in the failure's words.
    if let (Some(limit), Some(map)) = (&report.limit, object.as_object_mut()) {
        let (kind, why, _) = check::failure_fields(limit);
        map.insert(
            "limit".into(),
            serde_json::json!({
                "position": limit.position,
                "set": limit.set.to_string(),
                "kind": kind,
                "why": why,
            }),
        );
    }
    object.to_string()
}

/// The entries of the position where the engines disagree, as numbers (as the failure's
/// position is written in JSON): the numbers `guard::show` printed.
fn entries(conflict: &Failure) -> Vec<u64> {
    conflict
        .position
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|w| w.parse().ok())
        .collect()
}
