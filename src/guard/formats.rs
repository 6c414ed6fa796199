//! `check`'s reports in every format (the command line's, and a library user's who runs
//! [`guard`] the same way): text for a person (the library's [`guard::Report`] display
//! and the commands), one JSON object, JUnit XML (one test case per set of positions sent), a
//! Markdown summary for `$GITHUB_STEP_SUMMARY`, and a GitHub annotation when the run does not
//! pass. Every format says the same things: the sets sent and their counts, the failure with each
//! engine's answer, the diagnosis and the commands.

use crate::guard::{self, Judged, Set, Wrong};
use crate::report::{cell, code_block, data, property, prose, Tool, JSON_SCHEMA};
use crate::vocab::{Answer, Failure};
use std::fmt::Write as _;

/// What a report shows beside the guard's result.
pub struct Shown<'a> {
    /// The guard's result.
    pub report: &'a guard::Report,
    /// The exit code (0 passed, 1 wrong, 2 a limit or unjudged positions, 3 engines disagree).
    pub code: u8,
    /// The command that repeats the run.
    pub reproduce: String,
    /// The command that asks the failing position alone.
    pub alone: Option<String>,
    /// The command that explains the failing position's value.
    pub inspect: Option<String>,
    /// `--outcome`'s words, WIN then LOSE.
    pub words: Option<(String, String)>,
}

impl Shown<'_> {
    /// The report's first line: the verdict in one sentence.
    pub fn headline(&self) -> String {
        let text = self.report.to_string();
        text.lines().next().unwrap_or_default().to_string()
    }

    /// In outcome mode, the program's own words for a wrong answer (the report speaks of N and
    /// P): `wrote "Stan wins" (--outcome's WIN: N)`.
    pub fn said(&self) -> Option<String> {
        let (win, lose) = self.words.as_ref()?;
        match &self.report.failure.as_ref()?.wrong {
            Wrong::Answer {
                answer: Answer::Outcome(o),
                ..
            } => Some(match o {
                crate::vocab::Outcome::N => {
                    format!("the program wrote \"{win}\" (--outcome's WIN: N)")
                }
                crate::vocab::Outcome::P => {
                    format!("the program wrote \"{lose}\" (--outcome's LOSE: P)")
                }
            }),
            _ => None,
        }
    }

    /// Why the run did not pass without a failure: positions no engine judged.
    fn unjudged_line(&self) -> Option<String> {
        (self.code == 2 && self.report.failure.is_none() && self.report.conflict.is_none()).then(
            || {
                if self.report.judged() == 0 {
                    format!(
                        "none of the {} positions sent could be judged by an engine: nothing \
                         was checked, and the run does not pass, accepted or not (narrow \
                         --entries to where the engines answer)",
                        self.report.unjudged
                    )
                } else {
                    format!(
                        "{} positions were sent that no engine could judge: the run does not \
                         pass (narrow --entries, or accept them with --accept-unjudged)",
                        self.report.unjudged
                    )
                }
            },
        )
    }
}

/// The text report: the guard's lines, then the commands.
pub fn text(s: &Shown) -> String {
    let mut out = s.report.to_string();
    if let Some(said) = s.said() {
        let _ = write!(out, "\n  {said}");
    }
    if s.report.conflict.is_some() || s.report.failure.is_some() {
        let _ = write!(out, "\n  reproduce: {}", s.reproduce);
    }
    if s.report.conflict.is_none() {
        if let Some(alone) = &s.alone {
            let _ = write!(out, "\n  alone:     {alone}");
        }
        if let Some(inspect) = &s.inspect {
            let _ = write!(out, "\n  inspect:   {inspect}");
        }
    }
    if let Some(line) = s.unjudged_line() {
        let _ = write!(out, "\n  {line}");
    }
    out
}

/// The sets sent, each with its name and count, in the order they were sent.
fn sets(report: &guard::Report) -> Vec<(Set, String, u64)> {
    let sent = &report.sent;
    if !report.options.at.is_empty() {
        return vec![(Set::At, "asked for with --at".into(), sent.in_box)];
    }
    let mut sets = vec![(
        Set::Box,
        format!("the box{}", guard::box_entries(sent)),
        sent.in_box,
    )];
    for (name, count) in &sent.edges {
        sets.push((Set::Edge(name), format!("edges: {name}"), *count));
    }
    let box_failed = matches!(&report.failure, Some(f) if f.set == Set::Box);
    if !box_failed && report.conflict.is_none() {
        sets.push((
            Set::Random,
            format!("random (seed {})", report.options.seed),
            sent.random,
        ));
    }
    sets
}

/// The failure's kind, its answer and what was expected, as words for the machine formats.
fn failure_fields(f: &guard::Finding) -> (&'static str, Option<String>, Option<String>) {
    match &f.wrong {
        Wrong::Answer { answer, expected } => (
            "wrong answer",
            Some(guard::worded(answer)),
            match expected {
                Judged::Exact(x) => Some(guard::worded(x)),
                Judged::OutcomeOnly(o) => Some(format!("value 0 exactly when {o}")),
                Judged::Unknown => None,
            },
        ),
        Wrong::Unreadable(line) => ("no answer", Some(line.clone()), None),
        Wrong::Fault(k) => (
            if f.timed_out() {
                "limit reached"
            } else {
                "no answer"
            },
            Some(k.to_string()),
            None,
        ),
        Wrong::AfterLast(k) => (
            if f.timed_out() {
                "limit reached"
            } else {
                "after the last answer"
            },
            Some(k.to_string()),
            None,
        ),
        Wrong::OnlyTogether { kind, .. } => ("fails only together", Some(kind.to_string()), None),
    }
}

/// One JSON object.
pub fn json(s: &Shown) -> String {
    let report = s.report;
    let failure = report.failure.as_ref().map(|d| {
        let (kind, answer, expected) = failure_fields(d);
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
        let (kind, why, _) = failure_fields(limit);
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

/// The failure's details as lines: the program's words, each engine's answer, the diagnosis and
/// the commands.
fn details(s: &Shown) -> String {
    text(s)
        .lines()
        .skip(1)
        .map(str::trim_start)
        .collect::<Vec<_>>()
        .join("\n")
}

/// JUnit XML: a suite named after the target, one test case per set sent; the set holding the
/// failure fails (an error when a limit was reached, the program could not be run or the
/// engines disagree); unjudged positions are a case of their own, failing unless accepted.
pub fn junit(s: &Shown) -> String {
    use crate::report::junit::{Case, Document, Outcome, Suite};
    let report = s.report;
    let suite_name = format!("euclid-spec check {}", report.target);
    let mut suite = Suite::new(suite_name.clone());
    let failed_kind = match (&report.conflict, &report.failure) {
        (Some(_), _) => Some((true, "the engines disagree among themselves")),
        (None, Some(f)) if f.timed_out() => Some((true, "limit reached")),
        (None, Some(f)) => Some((false, failure_fields(f).0)),
        (None, None) => None,
    };
    for (index, (set, name, count)) in sets(report).into_iter().enumerate() {
        let failing = report.failure.as_ref().is_some_and(|f| f.set == set)
            || (report.conflict.is_some() && index == 0 && report.failure.is_none());
        let outcome = match failed_kind {
            Some((error, what)) if failing => {
                let (message, kind, text) = (s.headline(), what.to_string(), details(s));
                if error {
                    Outcome::Error {
                        message,
                        kind,
                        text,
                    }
                } else {
                    Outcome::Failed {
                        message,
                        kind,
                        text,
                    }
                }
            }
            _ => Outcome::Passed,
        };
        let mut case = Case::new(name, outcome);
        case.classname = Some(suite_name.clone());
        case.system_out = Some(format!("{count} positions sent"));
        suite.cases.push(case);
    }
    if report.unjudged > 0 {
        let outcome = if s.code == 2 && report.failure.is_none() && report.conflict.is_none() {
            Outcome::Failed {
                message: s.unjudged_line().unwrap_or_default(),
                kind: "unjudged positions".into(),
                text: String::new(),
            }
        } else {
            Outcome::Skipped(Some(format!(
                "{} positions not judged (accepted with --accept-unjudged)",
                report.unjudged
            )))
        };
        let mut case = Case::new("every position judged", outcome);
        case.classname = Some(suite_name.clone());
        suite.cases.push(case);
    }
    let mut doc = Document::new(suite_name);
    doc.suites.push(suite);
    doc.xml()
}

/// A Markdown summary: the verdict, the sets sent, the failure with every engine's answer, the
/// diagnosis and the commands (every cell escaped; an answer cut as the text report cuts it).
pub fn markdown(s: &Shown) -> String {
    let report = s.report;
    let mut md = String::new();
    let verdict = match s.code {
        0 => "passed",
        1 => "the implementation is wrong",
        3 => "the engines disagree among themselves (a bug of euclid-spec)",
        _ => "no verdict",
    };
    let _ = writeln!(
        md,
        "## euclid-spec check {}: {verdict}\n\n{}\n",
        report.target,
        prose(&s.headline())
    );
    md.push_str("| positions sent | count |\n| --- | ---: |\n");
    for (_, name, count) in sets(report) {
        let _ = writeln!(md, "| {} | {count} |", cell(&name));
    }
    let _ = writeln!(md, "| **total** | **{}** |\n", report.sent.total());
    if let Some(line) = s.unjudged_line() {
        let _ = writeln!(md, "{}\n", prose(&line));
    }
    // A limit reached after the failure, as the text says it.
    if report.limit.is_some() {
        let text = report.to_string();
        if let Some(line) = text
            .lines()
            .find(|l| l.trim_start().starts_with("and then a limit"))
        {
            let _ = writeln!(md, "{}\n", prose(line.trim()));
        }
    }
    let engines = match (&report.conflict, &report.failure) {
        (Some(c), _) => Some(c),
        (None, Some(f)) => Some(&f.answers),
        (None, None) => None,
    };
    if let Some(Failure {
        position, answers, ..
    }) = engines
    {
        let _ = writeln!(md, "### At {}\n", cell(&position.to_string()));
        if let Some(said) = s.said() {
            let _ = writeln!(md, "{}\n", prose(&said));
        }
        md.push_str("| engine | answer |\n| --- | --- |\n");
        for (engine, answer) in answers {
            let _ = writeln!(md, "| {} | {} |", cell(engine), cell(&answer.to_string()));
        }
        md.push('\n');
    }
    if !report.diagnosis.is_empty() {
        md.push_str("### What the answers agree with\n\n");
        for line in &report.diagnosis {
            let _ = writeln!(md, "- {}", prose(line));
        }
        md.push('\n');
    }
    if s.code != 0 {
        md.push_str("### Commands\n\n");
        let mut commands = vec![s.reproduce.as_str()];
        if report.conflict.is_none() {
            commands.extend(
                [&s.alone, &s.inspect]
                    .into_iter()
                    .flatten()
                    .map(String::as_str),
            );
        }
        md.push_str(&code_block("sh", &commands));
    }
    md
}

/// The GitHub annotation of a run that does not pass (`::error title=…::…`), none for one that
/// passes.
pub fn annotation(s: &Shown) -> Option<String> {
    (s.code != 0).then(|| {
        format!(
            "::error title={}::{}",
            property(&format!("euclid-spec check {}", s.report.target)),
            data(&format!("{}\nreproduce: {}", s.headline(), s.reproduce))
        )
    })
}
