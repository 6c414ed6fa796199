//! A run's results as data, and the forms CI systems read: the JSON report (which `merge` reads
//! back), JUnit XML, a Markdown summary for `$GITHUB_STEP_SUMMARY`, and GitHub annotations.
//!
//! A run split into shards (`verify --shard k/n`) writes one JSON report per shard, each naming
//! its shard and every claim of the whole run; [`merge`] puts them back together into the report
//! one run gives, and refuses a set with a shard missing or given twice.

pub mod html;
pub mod text;

use crate::catalogue::{Catalogue, Status};
use crate::claims::Failure;
use crate::run::{ClaimResult, ShardHeader, Summary};
use crate::vocab::error::{Error, Result};
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
    pub counterexample: Option<Counterexample>,
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

/// A counterexample as reported.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Counterexample {
    /// The point, as the claim's domain prints it.
    pub position: String,
    /// What each engine answered there.
    pub answers: Vec<Answer>,
    /// A command (without the program name) that shows the point in detail.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub explain: Option<String>,
}

/// One engine's answer at a counterexample.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Answer {
    /// The engine.
    pub engine: String,
    /// Its answer.
    pub answer: String,
}

/// A JSON report: the claims in catalogue order and the totals.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Report {
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
    pub fn of(r: &ClaimResult) -> Record {
        Record {
            id: r.id.clone(),
            status: r.verdict.status,
            expected: r.expected,
            as_expected: r.is_expected(),
            scope: r.scope.as_str().to_string(),
            cases: r.verdict.cases,
            bound: r.bound,
            bound_meaning: r.bound_meaning.to_string(),
            dimension: r.dimension.as_str().to_string(),
            capped: r.capped,
            raised: r.raised,
            seconds: r.elapsed.as_secs_f64(),
            counterexample: r.verdict.counterexample.as_ref().map(Counterexample::of),
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
        self.counterexample.as_ref().map(|c| {
            crate::harness::verdict::counterexample_line(
                &c.position,
                c.answers
                    .iter()
                    .map(|a| (a.engine.as_str(), a.answer.as_str())),
            )
        })
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

impl Counterexample {
    fn of(f: &Failure) -> Counterexample {
        Counterexample {
            position: f.position.clone(),
            answers: f
                .answers
                .iter()
                .map(|(e, a)| Answer {
                    engine: e.clone(),
                    answer: a.clone(),
                })
                .collect(),
            explain: f.explain.clone(),
        }
    }
}

/// The totals of `results`, as their report counts them.
pub fn totals(results: &[ClaimResult]) -> Summary {
    Report::of(results, None).summary
}

/// The JSON report of `results` (see [`Report`]).
pub fn json_of(results: &[ClaimResult]) -> String {
    Report::of(results, None).json()
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

    /// The report as pretty-printed JSON.
    pub fn json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// Reads a JSON report; `name` (a file name) is used in the error.
    pub fn parse(name: &str, text: &str) -> Result<Report> {
        serde_json::from_str(text).map_err(|e| {
            Error::refused(format!(
                "{name} is not a report of `verify --format json`: {e}"
            ))
        })
    }
}

/// Puts the reports of the shards of one run back together: the claims in the run's order, the
/// totals counted again, no shard header. Every shard from 1 to n must be there once, all of the
/// same run, and every claim of the run in exactly one of them; a run that names no selection
/// must have run the whole catalogue. Every claim is judged again against the catalogue, and a
/// failing one is run again at its bound (its walk stops at its first failure): its
/// counterexample's answers and its cases are the merge's own, at the shard's point.
///
/// # Examples
///
/// ```
/// use euclid_spec::report::{merge, Report};
/// use euclid_spec::run::{run_shard_ids, Options, Shard};
/// use euclid_spec::catalogue::Catalogue;
///
/// let catalogue = Catalogue::load_dir(std::path::Path::new("spec"))?;
/// let options = |shard| Options {
///     papers: vec!["ewd1981".into()],
///     shard,
///     ..Options::default()
/// };
/// let whole = euclid_spec::run::run(&catalogue, &options(None), |_| {})?;
/// let mut parts = Vec::new();
/// for index in 1..=3 {
///     let o = options(Some(Shard { index, count: 3 }));
///     let results = euclid_spec::run::run(&catalogue, &o, |_| {})?;
///     let report = Report::of(&results, run_shard_ids(&catalogue, &o)?);
///     // The part of the catalogue chosen, named as `verify` names it in every report.
///     let report = report.selected(euclid_spec::run::selection_named(&o));
///     parts.push((format!("shard {index}"), report));
/// }
/// let merged = merge(parts.clone(), &catalogue)?;
/// let ids = |r: &Report| r.claims.iter().map(|c| (c.id.clone(), c.cases)).collect::<Vec<_>>();
/// assert_eq!(ids(&merged), ids(&Report::of(&whole, None)));
/// // A shard missing is an error, not a gap.
/// assert!(merge(parts[..2].to_vec(), &catalogue).is_err());
/// # Ok::<(), euclid_spec::Error>(())
/// ```
pub fn merge(parts: Vec<(String, Report)>, catalogue: &Catalogue) -> Result<Report> {
    let Some(first) = parts.first() else {
        return Err(Error::refused("merge needs the reports of the shards"));
    };
    let Some(header) = first.1.shard.clone() else {
        return Err(Error::refused(format!(
            "{} is not the report of a shard (it has no \"shard\" header: run `verify --shard K/N --format json`)",
            first.0
        )));
    };
    if header.count == 0 || header.count > 1_000_000 {
        return Err(Error::refused(format!(
            "{} names {} shards: a run has 1 to 1000000",
            first.0, header.count
        )));
    }
    let mut seen: Vec<Option<&str>> = vec![None; header.count as usize];
    let checks = crate::claims::registry();
    for (name, report) in &parts {
        let Some(h) = &report.shard else {
            return Err(Error::refused(format!(
                "{name} is not the report of a shard (it has no \"shard\" header)"
            )));
        };
        if h.count != header.count || h.run != header.run {
            return Err(Error::refused(format!(
                "{name} is a shard of another run than {} (shard {}/{} of {} claims against {}/{} of {})",
                first.0,
                h.index,
                h.count,
                h.run.len(),
                header.index,
                header.count,
                header.run.len()
            )));
        }
        if h.fingerprint != header.fingerprint {
            return Err(Error::refused(format!(
                "{name} is a shard of another run than {}: the same claims, but other bounds, \
                 --split-from or catalogue (run every shard with the same flags and spec/)",
                first.0
            )));
        }
        if h.catalogue != catalogue.digest {
            return Err(Error::refused(format!(
                "{name} ran another catalogue (digest {}) than this merge reads (digest {}): \
                 merge with the catalogue the shards ran (the same binary, or the same --spec DIR)",
                if h.catalogue.is_empty() {
                    "none"
                } else {
                    &h.catalogue
                },
                catalogue.digest
            )));
        }
        if report.selection != first.1.selection {
            return Err(Error::refused(format!(
                "{name} chose another part of the catalogue than {}: {} against {}",
                first.0,
                report.selection.as_deref().unwrap_or("the whole"),
                first.1.selection.as_deref().unwrap_or("the whole"),
            )));
        }
        let slot = h
            .index
            .checked_sub(1)
            .and_then(|i| seen.get_mut(i as usize))
            .ok_or_else(|| Error::refused(format!("{name} names shard {}/{}", h.index, h.count)))?;
        if let Some(other) = slot {
            return Err(Error::refused(format!(
                "shard {}/{} is given twice: {other} and {name}",
                h.index, h.count
            )));
        }
        *slot = Some(name);
        for record in &report.claims {
            readable(name, h, record, catalogue, &checks)?;
        }
    }
    let missing: Vec<String> = seen
        .iter()
        .enumerate()
        .filter(|(_, s)| s.is_none())
        .map(|(i, _)| format!("{}/{}", i + 1, header.count))
        .collect();
    if !missing.is_empty() {
        return Err(Error::refused(format!(
            "shard {} missing: a merge needs every shard of the run",
            missing.join(", ")
        )));
    }
    // Each claim: one record (given whole to one shard), or one per shard (split in strides).
    let mut by_id: std::collections::HashMap<&str, Vec<(&str, &Record)>> =
        std::collections::HashMap::new();
    for (name, report) in &parts {
        for record in &report.claims {
            let found = by_id.entry(&record.id).or_default();
            if let Some((other, _)) = found
                .iter()
                .find(|(_, r)| r.split.is_none() || record.split.is_none())
            {
                return Err(Error::refused(format!(
                    "{} is in two shards: {other} and {name}",
                    record.id
                )));
            }
            found.push((name, record));
        }
    }
    let mut claims = Vec::new();
    let mut split = Vec::new();
    for id in &header.run {
        let found = by_id.remove(id.as_str());
        split.push(found.as_ref().is_some_and(|f| f[0].1.split.is_some()));
        match found {
            Some(found) if found[0].1.split.is_none() => claims.push(found[0].1.clone()),
            Some(found) => claims.push(join_strides(id, &found, header.count)?),
            None => {
                return Err(Error::refused(format!(
                    "{id} is in the run but in no shard's report"
                )))
            }
        }
    }
    if let Some((id, found)) = by_id.into_iter().next() {
        return Err(Error::refused(format!(
            "{} reports {id}, which is not in the run",
            found[0].0
        )));
    }
    // The records' bounds and splits are those the headers name.
    let mut rows = Vec::new();
    for (record, split) in claims.iter().zip(&split) {
        let claim = catalogue
            .claim(&record.id)
            .ok_or_else(|| Error::unknown("claim", &record.id, Vec::new()))?;
        rows.push((claim, record.bound, *split));
    }
    if crate::run::fingerprint(rows) != header.fingerprint {
        return Err(Error::refused(
            "the records' bounds, or which claims are split in strides, are not those the \
             shards' header names: these are not the reports `verify --shard` wrote",
        ));
    }
    // A run that names no selection ran the whole catalogue: a part would read as the whole.
    if first.1.selection.is_none() {
        let ran: std::collections::HashSet<&str> = header.run.iter().map(String::as_str).collect();
        let missing = catalogue
            .claims
            .iter()
            .filter(|c| !ran.contains(c.id.as_str()))
            .count();
        if missing > 0 {
            return Err(Error::refused(format!(
                "the shards ran {} of the catalogue's {} claims but name no selection: a part of                  the catalogue would read as the whole (these are not the reports `verify                  --shard` wrote)",
                header.run.len(),
                catalogue.claims.len()
            )));
        }
    }
    // The reproduce line is written again, from the id and the bound: a shard's is never run.
    for record in &mut claims {
        let flag = checks
            .iter()
            .find(|c| c.id == record.id)
            .and_then(|c| c.bound.dimension.flag())
            .map(|flag| format!(" {flag} {}", record.bound))
            .unwrap_or_default();
        record.reproduce = format!(
            "{} verify --claim {}{flag}",
            crate::vocab::invocation::command(),
            record.id
        );
    }
    // The claims the merge can afford to run again, run again at their bound, so that what a
    // report shows of them is the merge's own, never a shard's: a failing claim (its walk stops
    // at its first failure, so it costs what the shard's did: its counterexample, the answers,
    // and its cases; the shard's point must be the same) and a skipped one (it declines at once:
    // its note, the reason).
    let run_again = |record: &Record| -> Result<Option<crate::run::ClaimResult>> {
        let check = checks
            .iter()
            .find(|c| c.id == record.id)
            .ok_or_else(|| Error::unknown("claim", &record.id, Vec::new()))?;
        let options = crate::run::Options {
            claims: vec![record.id.clone()],
            bounds: [(check.bound.dimension, record.bound)]
                .into_iter()
                .collect(),
            skip_examples: true,
            threads: Some(1),
            ..crate::run::Options::default()
        };
        Ok(crate::run::run(catalogue, &options, |_| {})?
            .into_iter()
            .next())
    };
    let not_written = |record: &Record, what: String| {
        Error::refused(format!(
            "{}: a shard says {what} at N = {}, and run again there it does not: these are not \
             the reports `verify --shard` wrote",
            record.id, record.bound
        ))
    };
    for record in claims
        .iter_mut()
        .filter(|r| r.status == Status::Skipped || r.counterexample.is_some())
    {
        let again = run_again(record)?;
        match (record.status, again) {
            (Status::Skipped, Some(r)) if r.verdict.status == Status::Skipped => {
                record.note = r.verdict.note.clone();
                record.cases = r.verdict.cases;
            }
            (Status::Skipped, _) => return Err(not_written(record, "it is skipped".into())),
            (_, again) => {
                let shard = record.counterexample.as_ref().map(|c| c.position.clone());
                match again.and_then(|r| {
                    r.verdict
                        .counterexample
                        .clone()
                        .map(|f| (f, r.verdict.cases))
                }) {
                    Some((f, cases)) if Some(&f.position) == shard.as_ref() => {
                        record.counterexample = Some(Counterexample::of(&f));
                        record.cases = cases;
                    }
                    _ => {
                        let what = format!("it fails at {}", shard.unwrap_or_default());
                        return Err(not_written(record, what));
                    }
                }
            }
        }
    }
    // Every claim judged again, as the whole run judges it: the expected verdict, the pinned
    // counterexample and the printed examples come from the catalogue, never from a shard.
    let ids: Vec<&str> = claims.iter().map(|r| r.id.as_str()).collect();
    let examples = crate::run::examples_of(catalogue, &ids)?;
    for (record, examples) in claims.iter_mut().zip(examples) {
        let claim = catalogue
            .claim(&record.id)
            .ok_or_else(|| Error::unknown("claim", &record.id, Vec::new()))?;
        record.unexpected = crate::run::with_examples(
            crate::run::judge_status(
                claim.expected,
                record.status,
                record.counterexample.as_ref().map(|c| c.position.as_str()),
                claim.counterexample.as_deref(),
            ),
            &examples,
        );
        record.examples = examples;
        record.as_expected = record.unexpected.is_none();
    }
    Ok(Report {
        summary: summarize(&claims),
        claims,
        shard: None,
        selection: first.1.selection.clone(),
    })
}

/// Refuses a record of the shard `h` (in the file `name`) that no run of `verify` on
/// `catalogue` writes: a claim the catalogue has not, another expected verdict than its entry's,
/// a verdict that contradicts its counterexample, a claim given whole to another shard, a
/// stride of another shard, a walk of an unknown kind or one whose stop is not on the stride.
fn readable(
    name: &str,
    h: &ShardHeader,
    r: &Record,
    catalogue: &Catalogue,
    checks: &[crate::claims::ClaimCheck],
) -> Result<()> {
    let refuse = |why: String| {
        Err(Error::refused(format!(
            "{name}: the record of {} is not one `verify` writes: {why}",
            r.id
        )))
    };
    let Some(claim) = catalogue.claim(&r.id) else {
        return refuse("the catalogue has no such claim".into());
    };
    if r.expected != claim.expected {
        return refuse(format!(
            "it expects {}, the catalogue's entry {}",
            r.expected, claim.expected
        ));
    }
    if r.scope != claim.scope.as_str() {
        return refuse(format!(
            "its scope is `{}`, the catalogue's entry's `{}`",
            r.scope,
            claim.scope.as_str()
        ));
    }
    if let Some(check) = checks.iter().find(|c| c.id == r.id) {
        if (r.dimension.as_str(), r.bound_meaning.as_str())
            != (check.bound.dimension.as_str(), check.bound.meaning)
        {
            return refuse(format!(
                "its bound is of `{}` ({}), the predicate's of `{}` ({})",
                r.dimension,
                r.bound_meaning,
                check.bound.dimension.as_str(),
                check.bound.meaning
            ));
        }
    }
    // A verdict fails at a counterexample, and only a failing verdict has one.
    if (r.status == Status::Fails) != r.counterexample.is_some() {
        return refuse(match r.status {
            Status::Fails => "it fails and has no counterexample".to_string(),
            other => format!("it {other} and has a counterexample"),
        });
    }
    // At most a billion seconds (32 years): a run no machine made, and past what a JUnit time
    // can hold.
    if !(r.seconds.is_finite() && (0.0..=1e9).contains(&r.seconds)) {
        return refuse(format!("it took {} seconds", r.seconds));
    }
    let Some(split) = &r.split else {
        let shard = crate::run::Shard {
            index: h.index,
            count: h.count,
        };
        if !shard.owns(&r.id) {
            return refuse(format!(
                "the claim, run whole, belongs to another shard than {}/{}",
                h.index, h.count
            ));
        }
        return Ok(());
    };
    if (split.index, split.count) != (h.index, h.count) {
        return refuse(format!(
            "its stride is {}/{}, in shard {}/{}",
            split.index, split.count, h.index, h.count
        ));
    }
    for (w, walk) in split.walks.iter().enumerate() {
        match (walk.kind.as_str(), walk.stop) {
            ("all", Some(stop)) => {
                // The stride walks the places index − 1, index − 1 + count, …: a stop is one of
                // them, and the cases are the places up to it.
                if stop % h.count != h.index - 1 || walk.cases != stop / h.count + 1 {
                    return refuse(format!(
                        "walk {w} stops at place {stop} after {} cases, not a place of stride {}/{}",
                        walk.cases, h.index, h.count
                    ));
                }
                if w + 1 != split.walks.len() {
                    return refuse(format!("walk {w} stops, and walks follow it"));
                }
            }
            ("any", Some(stop)) if walk.cases != stop.saturating_add(1) => {
                return refuse(format!(
                    "walk {w} finds its witness at place {stop} after {} cases",
                    walk.cases
                ));
            }
            ("all" | "any", _) => {}
            (kind, _) => return refuse(format!("walk {w} is of the unknown kind `{kind}`")),
        }
    }
    Ok(())
}

/// One claim walked on a stride in each shard, put together: walk after walk in the order the
/// predicate ran them, a statement about every point stops at the first failure over all the
/// strides (the smallest place in the walk's order), its cases are the places up to it; an
/// existence statement (walked whole in every shard) is taken from any. The record is the one
/// of the shard that found what ended the run, its cases counted again; `merge` judges it.
///
/// The strides must be those of one run: the same walks, in the same order, until one stops
/// (each stride stops at its own first failure), an existence walk the same on every stride, a
/// statement about every point counted evenly over the strides that walked it whole, and the
/// strides that found no failure agreeing on the verdict.
fn join_strides(id: &str, found: &[(&str, &Record)], count: u64) -> Result<Record> {
    let mut splits: Vec<(&str, &Record, &crate::run::Split)> = found
        .iter()
        .filter_map(|(n, r)| r.split.as_ref().map(|s| (*n, *r, s)))
        .collect();
    splits.sort_by_key(|s| s.2.index);
    if let Some((name, r, s)) = splits
        .iter()
        .find(|(_, r, s)| r.bound != splits[0].1.bound || s.count != count)
    {
        return Err(Error::refused(format!(
            "{id} in {name} ran at N = {} on stride {}/{}, in {} at N = {} on stride {}/{}",
            r.bound,
            s.index,
            s.count,
            splits[0].0,
            splits[0].1.bound,
            splits[0].2.index,
            splits[0].2.count
        )));
    }
    let indices: Vec<u64> = splits.iter().map(|s| s.2.index).collect();
    if indices != (1..=count).collect::<Vec<_>>() {
        return Err(Error::refused(format!(
            "{id} was split across the shards, but its strides {indices:?} are not 1 to {count}"
        )));
    }
    let not_one_run = |why: String| {
        Err(Error::refused(format!(
            "{id}: the strides are not those of one run: {why}"
        )))
    };
    let stops = |s: &crate::run::Split| {
        s.walks
            .last()
            .is_some_and(|w| w.stop.is_some() && w.kind == "all")
    };
    let longest = splits.iter().map(|s| s.2.walks.len()).max().unwrap_or(0);
    for (name, record, split) in &splits {
        if split.walks.len() < longest && !stops(split) {
            return not_one_run(format!(
                "{name} walked {} of the {longest} walks and stopped at no failure",
                split.walks.len()
            ));
        }
        if !stops(split)
            && (record.status
                != splits
                    .iter()
                    .find(|s| !stops(s.2))
                    .map_or(record.status, |s| s.1.status))
        {
            return not_one_run(format!("{name} found no failure, and its verdict differs"));
        }
    }
    for w in 0..longest {
        let here: Vec<(&str, &crate::claims::Walk)> = splits
            .iter()
            .filter_map(|(n, _, s)| s.walks.get(w).map(|walk| (*n, walk)))
            .collect();
        let (first_name, first) = here[0];
        for (name, walk) in &here {
            if walk.kind != first.kind {
                return not_one_run(format!(
                    "walk {w} is `{}` in {name}, `{}` in {first_name}",
                    walk.kind, first.kind
                ));
            }
            if walk.kind == "any" && *walk != first {
                return not_one_run(format!(
                    "the existence walk {w} found other things in {name} and in {first_name}"
                ));
            }
        }
        // A walk of every point that no stride stopped: each stride counts its share.
        if first.kind == "all"
            && here.len() == splits.len()
            && here.iter().all(|(_, w)| w.stop.is_none())
        {
            let counts: Vec<u64> = here.iter().map(|(_, w)| w.cases).collect();
            let even = counts.windows(2).all(|p| p[0] >= p[1])
                && counts[0] - counts[counts.len() - 1] <= 1;
            if !even {
                return not_one_run(format!(
                    "walk {w} counted {counts:?} cases on strides 1 to {count}"
                ));
            }
        }
    }
    let overflow = || {
        Error::refused(format!(
            "{id}: the strides' case counts add up past {}: these are not the reports of a run",
            u64::MAX
        ))
    };
    let mut cases: u64 = 0;
    let mut ended_by = None;
    for w in 0.. {
        let here: Vec<(usize, &crate::claims::Walk)> = splits
            .iter()
            .enumerate()
            .filter_map(|(i, s)| s.2.walks.get(w).map(|walk| (i, walk)))
            .collect();
        let Some(&(first, walk)) = here.first() else {
            break;
        };
        if walk.kind == "any" {
            cases = cases.checked_add(walk.cases).ok_or_else(overflow)?;
            if walk.stop.is_none() {
                ended_by = Some(first);
                break;
            }
            continue;
        }
        match here
            .iter()
            .filter_map(|(i, walk)| walk.stop.map(|s| (s, *i)))
            .min()
        {
            Some((stop, i)) => {
                cases = stop
                    .checked_add(1)
                    .and_then(|s| cases.checked_add(s))
                    .ok_or_else(overflow)?;
                ended_by = Some(i);
                break;
            }
            None => {
                for (_, walk) in &here {
                    cases = cases.checked_add(walk.cases).ok_or_else(overflow)?;
                }
            }
        }
    }
    let (_, record, split) = splits[ended_by.unwrap_or(0)];
    // Cases the predicate counted outside its walks are the same on every stride.
    let own = split
        .walks
        .iter()
        .try_fold(0u64, |sum, w| sum.checked_add(w.cases))
        .ok_or_else(overflow)?;
    let mut joined = record.clone();
    // A skipped verdict counts no case, whatever it walked.
    if record.status != Status::Skipped {
        joined.cases = (record.cases - own.min(record.cases))
            .checked_add(cases)
            .ok_or_else(overflow)?;
    }
    joined.seconds = splits.iter().map(|s| s.1.seconds).fold(0.0, f64::max);
    joined.split = None;
    Ok(joined)
}

/// The report as JUnit XML: one test suite per paper, one test case per claim (passing when
/// the verdict is the expected one, a failure with the counterexample and the reproduce command
/// otherwise; a claim expected to be skipped is a skipped test).
pub fn junit(report: &Report) -> String {
    use quick_junit::{NonSuccessKind, Report as JReport, TestCase, TestCaseStatus, TestSuite};
    let mut out = JReport::new(format!("euclid-spec verify{}", report.part()));
    let mut suites: Vec<TestSuite> = Vec::new();
    for r in &report.claims {
        let paper = r.paper().to_string();
        if suites.last().map(|s| s.name.as_str()) != Some(paper.as_str()) {
            suites.push(TestSuite::new(paper.clone()));
        }
        let status = if !r.as_expected {
            let mut s = TestCaseStatus::non_success(NonSuccessKind::Failure);
            s.set_message(
                r.unexpected
                    .clone()
                    .unwrap_or_else(|| "not the expected verdict".into()),
            );
            s.set_type("unexpected verdict");
            s.set_description(r.failure_text());
            s
        } else if r.status == Status::Skipped {
            let mut s = TestCaseStatus::skipped();
            if let Some(note) = &r.note {
                s.set_message(note.clone());
            }
            s
        } else {
            TestCaseStatus::success()
        };
        let mut case = TestCase::new(r.id.clone(), status);
        case.set_classname(paper).set_time(
            std::time::Duration::try_from_secs_f64(r.seconds.max(0.0)).unwrap_or_default(),
        );
        if r.as_expected {
            let mut out = format!(
                "{} ({} expected), {} cases, N={}",
                r.status, r.expected, r.cases, r.bound
            );
            if let Some(c) = r.counterexample_line() {
                let _ = write!(out, "\ncounterexample {c}");
            }
            case.set_system_out(out);
        }
        if let Some(suite) = suites.last_mut() {
            suite.add_test_case(case);
        }
    }
    out.add_test_suites(suites);
    out.to_string().unwrap_or_default()
}

/// The most a Markdown summary may take (GitHub's step summary holds 1 MiB).
pub const MARKDOWN_LIMIT: usize = 900 * 1024;

/// A Markdown summary for `$GITHUB_STEP_SUMMARY`: the totals, every claim whose verdict is not
/// the expected one, the totals per paper, and a table of every claim while it fits under
/// [`MARKDOWN_LIMIT`] bytes (the rest is counted, not listed).
pub fn markdown(report: &Report) -> String {
    let s = &report.summary;
    let mut md = String::new();
    let _ = writeln!(
        md,
        "## euclid-spec verify: {}\n",
        if s.unexpected == 0 {
            "every verdict as expected".to_string()
        } else {
            format!("{} unexpected", s.unexpected)
        }
    );
    let _ = writeln!(
        md,
        "{} claims: {} hold, {} fail (as printed, pinned), {} skipped, **{} unexpected**; {} cases{}\n",
        s.claims, s.holds, s.fails, s.skipped, s.unexpected, s.cases, report.part()
    );
    let unexpected: Vec<&Record> = report.claims.iter().filter(|r| !r.as_expected).collect();
    if !unexpected.is_empty() {
        md.push_str(
            "### Unexpected\n\n| claim | found | why | reproduce |\n| --- | --- | --- | --- |\n",
        );
        for r in &unexpected {
            let _ = writeln!(
                md,
                "| `{}` | {} | {} | `{}` |",
                r.id,
                r.status,
                cell(r.unexpected.as_deref().unwrap_or("")),
                r.reproduce
            );
        }
        md.push('\n');
    }
    md.push_str(
        "### By paper\n\n| paper | claims | hold | fail as expected | skipped | unexpected |\n| --- | ---: | ---: | ---: | ---: | ---: |\n",
    );
    let mut papers: Vec<(&str, [usize; 5])> = Vec::new();
    for r in &report.claims {
        if papers.last().map(|p| p.0) != Some(r.paper()) {
            papers.push((r.paper(), [0; 5]));
        }
        if let Some((_, c)) = papers.last_mut() {
            c[0] += 1;
            match (r.status, r.as_expected) {
                (_, false) => c[4] += 1,
                (Status::Holds, true) => c[1] += 1,
                (Status::Fails, true) => c[2] += 1,
                (Status::Skipped, true) => c[3] += 1,
            }
        }
    }
    for (p, c) in &papers {
        let _ = writeln!(
            md,
            "| {p} | {} | {} | {} | {} | {} |",
            c[0], c[1], c[2], c[3], c[4]
        );
    }
    md.push_str("\n### Claims\n\n| claim | verdict | expected | cases | N | counterexample |\n| --- | --- | --- | ---: | ---: | --- |\n");
    let mut listed = 0;
    for r in &report.claims {
        let row = format!(
            "| `{}` | {}{} | {} | {} | {} | {} |\n",
            r.id,
            r.status,
            if r.as_expected { "" } else { " ⚠" },
            r.expected,
            r.cases,
            r.bound,
            cell(&r.counterexample_line().unwrap_or_default())
        );
        if md.len() + row.len() > MARKDOWN_LIMIT - 256 {
            break;
        }
        md.push_str(&row);
        listed += 1;
    }
    if listed < report.claims.len() {
        let _ = writeln!(
            md,
            "\n… and {} more claims, not listed to keep this summary under 1 MiB: see the JSON report.",
            report.claims.len() - listed
        );
    }
    md
}

/// Text for one Markdown table cell: no `|` or line break, no HTML (`<`, `>`, `&` escaped), at
/// most 200 characters.
pub fn cell(s: &str) -> String {
    let mut t: String = s
        .chars()
        .map(|c| if c == '\n' { ' ' } else { c })
        .take(200)
        .collect();
    if s.chars().count() > 200 {
        t.push('…');
    }
    t.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('|', "\\|")
}

/// GitHub annotations (`::error file=…,line=…,title=…::…`), one per claim whose verdict is not
/// the expected one, pointing at its entry in the catalogue; `root` is the directory the file
/// names are made relative to (the repository's).
pub fn annotations(report: &Report, catalogue: &Catalogue, root: &std::path::Path) -> Vec<String> {
    report
        .claims
        .iter()
        .filter(|r| !r.as_expected)
        .map(|r| {
            let place = catalogue.claim(&r.id).map(|c| {
                let file = c.file.strip_prefix(root).unwrap_or(&c.file);
                format!(
                    "file={},line={},",
                    property(&file.display().to_string()),
                    c.line
                )
            });
            format!(
                "::error {}title={}::{}",
                place.unwrap_or_default(),
                property(&r.id),
                data(&r.failure_text())
            )
        })
        .collect()
}

/// Escapes a workflow command's message.
pub fn data(s: &str) -> String {
    s.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// Escapes a workflow command's property.
pub fn property(s: &str) -> String {
    data(s).replace(':', "%3A").replace(',', "%2C")
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
            counterexample: (status == Status::Fails).then(|| Counterexample {
                position: "(2, 3)".into(),
                answers: vec![Answer {
                    engine: "G".into(),
                    answer: "0 | 1".into(),
                }],
                explain: Some("sg euclid 2 3 --explain".into()),
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
