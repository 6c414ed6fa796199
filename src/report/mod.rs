//! What `verify`, `merge` and `check` print: a run's results as data ([`Report`], which `merge`
//! reads back) and `check`'s ([`Checked`]), and the forms people and CI systems read, one file per
//! format for the three commands: [`text`](mod@text), [`json`](mod@json) (with every JSON
//! output's header), [`junit`](mod@junit), [`markdown`](mod@markdown),
//! [`annotations`](mod@annotations); [`html`] (the page of `report`) and [`merge`](mod@merge) for
//! the shards.
//!
//! Adding a format: its file here (a function of [`Report`] and one of [`Checked`]), `pub mod`
//! here, its value in the `--format` enum of `src/cli/mod.rs` (`ReportFormat`, which the three
//! commands share) and its arms in `cli/verify.rs`'s `render` and `cli/check/mod.rs`; and its
//! snapshots in `tests/integration/golden.rs`.
//!
//! A run split into shards (`verify --shard k/n`) writes one JSON report per shard, each naming
//! its shard and every claim of the whole run; [`merge()`] puts them back together into the report
//! one run gives, and refuses a set with a shard missing or given twice.

pub mod annotations;
pub mod check;
pub mod html;
pub mod json;
pub mod junit;
pub mod markdown;
pub mod merge;
pub mod text;

pub use annotations::{annotations, data, property};
pub use check::Checked;
pub use json::{json_object, json_of, Tool, JSON_SCHEMA};
pub use junit::junit;
pub use markdown::{cell, code_block, code_cell, markdown, prose, MARKDOWN_LIMIT};
pub use merge::{merge, merge_in};

use crate::catalogue::Status;
use crate::claims::Failure;
use crate::run::{ClaimResult, ShardHeader, Summary};
use serde::{Deserialize, Serialize};
use std::fmt::Write as _;

/// One claim's result as it is reported.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// The claim id.
    pub id: String,
    /// The verdict found: `holds`, `fails` or `skipped`.
    pub status: Status,
    /// The verdict the catalogue expects.
    pub expected: Status,
    /// Whether the verdict is the expected one (a failure: at the pinned counterexample).
    pub as_expected: bool,
    /// `full`, or `partial` when the predicate checks the part its reading names.
    pub scope: String,
    /// Cases checked.
    pub cases: u64,
    /// The bound the claim ran at.
    pub bound: u64,
    /// What the bound limits.
    pub bound_meaning: String,
    /// The dimension of the bound (which flag sets it).
    pub dimension: String,
    /// The requested bound was above what the claim can run at.
    pub capped: bool,
    /// The requested bound was below the least the claim can use.
    pub raised: bool,
    /// Wall-clock seconds.
    pub seconds: f64,
    /// Where it failed, with every engine's answer.
    pub counterexample: Option<Failure>,
    /// A note of the verdict (a witness, why it was skipped).
    pub note: Option<String>,
    /// Why the verdict is not the expected one.
    pub unexpected: Option<String>,
    /// Where the predicate does not reproduce the entry's printed examples (each
    /// `file:line: example at POINT: problem`); part of `unexpected` too.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub examples: Vec<String>,
    /// The command that runs this claim alone, at this bound.
    pub reproduce: String,
    /// In a shard's report, a claim walked on one stride of its domain (judged at the merge).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub split: Option<crate::run::Split>,
}

/// A JSON report: the claims in catalogue order and the totals.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Report {
    /// [`JSON_SCHEMA`] of the build that wrote it (0 when absent: written before there was one).
    #[serde(default)]
    pub schema: u32,
    /// The build that wrote it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tool: Option<Tool>,
    /// One record per claim.
    pub claims: Vec<Record>,
    /// The totals.
    pub summary: Summary,
    /// The shard, when the run was one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shard: Option<ShardHeader>,
    /// The filters that chose a part of the catalogue (`--claim …; --paper …;
    /// EUCLID_SPEC_CLAIMS=…`), when the run did not check it whole.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub selection: Option<String>,
}

impl Record {
    /// The record of one result.
    pub fn of(r: &ClaimResult<'_>) -> Record {
        Record {
            id: r.claim.id.clone(),
            status: r.verdict.status,
            expected: r.claim.expected,
            as_expected: r.is_expected(),
            scope: r.claim.scope.as_str().to_string(),
            cases: r.verdict.cases,
            bound: r.bound,
            bound_meaning: r.bound_meaning.to_string(),
            dimension: r.dimension.as_str().to_string(),
            capped: r.capped,
            raised: r.raised,
            seconds: r.elapsed.as_secs_f64(),
            counterexample: r.verdict.counterexample.clone(),
            note: r.verdict.note.clone(),
            unexpected: r.unexpected.clone(),
            examples: r.examples.clone(),
            reproduce: r.reproduce(),
            split: r.split.clone(),
        }
    }

    /// The paper key: the id up to its `/`.
    pub fn paper(&self) -> &str {
        self.id.split('/').next().unwrap_or(&self.id)
    }

    /// The counterexample on one line: `(2, 3)  [engine: answer; …]`.
    pub fn counterexample_line(&self) -> Option<String> {
        self.counterexample.as_ref().map(Failure::one_line)
    }

    /// What went wrong, for a CI message: why the verdict is not the expected one, the
    /// counterexample, and the commands that reproduce and inspect it.
    pub fn failure_text(&self) -> String {
        let mut text = self
            .unexpected
            .clone()
            .unwrap_or_else(|| format!("{} as expected", self.status));
        if let Some(c) = self.counterexample_line() {
            let _ = write!(text, "\ncounterexample {c}");
        }
        if let Some(note) = &self.note {
            let _ = write!(text, "\n{note}");
        }
        let _ = write!(text, "\nreproduce: {}", self.reproduce);
        if let Some(cmd) = self
            .counterexample
            .as_ref()
            .and_then(|c| c.explain.as_ref())
        {
            let _ = write!(
                text,
                "\ninspect:   {} {cmd}",
                crate::vocab::invocation::command()
            );
        }
        text
    }
}

/// The totals of `results`, as their report counts them.
pub fn totals(results: &[ClaimResult]) -> Summary {
    Report::of(results, None).summary
}

/// The totals of `records`.
pub fn summarize(records: &[Record]) -> Summary {
    let mut s = Summary {
        claims: records.len(),
        ..Summary::default()
    };
    for r in records {
        match r.status {
            Status::Holds => s.holds += 1,
            Status::Fails => s.fails += 1,
            Status::Skipped => s.skipped += 1,
        }
        s.unexpected += usize::from(!r.as_expected);
        // Counts that no run reaches (a hand-made report): the total stops at u64::MAX.
        s.cases = s.cases.saturating_add(r.cases);
    }
    s
}

impl Report {
    /// The report of `results`, of one shard of a run when `shard` says so.
    pub fn of(results: &[ClaimResult], shard: Option<ShardHeader>) -> Report {
        let claims: Vec<Record> = results.iter().map(Record::of).collect();
        Report {
            schema: JSON_SCHEMA,
            tool: Some(Tool::this()),
            summary: summarize(&claims),
            claims,
            shard,
            selection: None,
        }
    }

    /// The report of a run that chose a part of the catalogue by `selection`
    /// ([`crate::run::selection_named`]; `None`: the whole).
    pub fn selected(mut self, selection: Option<String>) -> Report {
        self.selection = selection;
        self
    }

    /// `; part of the catalogue: FILTERS` for a run that did not check it whole, else nothing:
    /// for the one-line summaries.
    pub fn part(&self) -> String {
        self.selection
            .as_ref()
            .map(|s| format!("; part of the catalogue: {s}"))
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(id: &str, status: Status, expected: Status) -> Record {
        Record {
            id: id.into(),
            status,
            expected,
            as_expected: status == expected,
            scope: "full".into(),
            cases: 7,
            bound: 9,
            bound_meaning: "entries ≤ N".into(),
            dimension: "pairs".into(),
            capped: false,
            raised: false,
            seconds: 0.5,
            counterexample: (status == Status::Fails).then(|| {
                Failure::at("(2, 3)")
                    .answer("G", "0 | 1")
                    .explain("sg euclid 2 3 --explain")
            }),
            note: None,
            unexpected: (status != expected).then(|| format!("expected {expected}, got {status}")),
            examples: Vec::new(),
            reproduce: format!(
                "{} verify --claim {id}",
                crate::vocab::invocation::command()
            ),
            split: None,
        }
    }

    #[test]
    fn commands_escape_what_github_reads_as_syntax() {
        assert_eq!(data("50%\na"), "50%25%0Aa");
        assert_eq!(property("a:b,c"), "a%3Ab%2Cc");
        let r = record("x/y", Status::Fails, Status::Holds);
        assert!(!r.failure_text().is_empty());
        let md = markdown(&Report {
            schema: JSON_SCHEMA,
            tool: None,
            summary: summarize(std::slice::from_ref(&r)),
            claims: vec![r],
            shard: None,
            selection: None,
        });
        // The answer's `|` does not break the table.
        assert!(md.contains("0 \\| 1"), "{md}");
    }

    #[test]
    fn a_large_catalogue_stays_under_the_markdown_limit() {
        let claims: Vec<Record> = (0..20_000)
            .map(|i| {
                record(
                    &format!("p{}/claim-{i}", i / 1000),
                    Status::Fails,
                    Status::Fails,
                )
            })
            .collect();
        let report = Report {
            schema: JSON_SCHEMA,
            tool: None,
            summary: summarize(&claims),
            claims,
            shard: None,
            selection: None,
        };
        let md = markdown(&report);
        assert!(md.len() <= MARKDOWN_LIMIT, "{}", md.len());
        assert!(md.contains("more claims, not listed"));
        // The totals still count them all.
        assert!(md.contains("20000 claims"));
    }
}
