//! The text report of `verify` and `merge`: one line per claim (its counterexample, note, and
//! for an unexpected verdict why, the command that reproduces it and the one that inspects it),
//! then one summary line. `verify` prints each claim's line as it ends, `merge` every line of
//! the merged run: the same function for both, so that a run merged from shards reads as the
//! run whole.

use super::check::Checked;
use super::{Record, Report};
use crate::catalogue::Status;
use crate::vocab::encode::count;
use std::fmt::Write as _;

/// One line per claim: id, verdict, cases, bound, time.
pub fn line(r: &Record) -> String {
    let status = match (r.status, r.as_expected) {
        (Status::Fails, true) => "fails (as expected)".to_string(),
        (s, true) => s.to_string(),
        (s, false) => format!("{} UNEXPECTED", s.as_str().to_uppercase()),
    };
    let status = match r.scope.as_str() {
        "partial" | "consistency" => format!("{status} ({})", r.scope),
        _ => status,
    };
    let status = match &r.split {
        Some(s) => format!(
            "{status} on stride {}/{} (judged by merge)",
            s.index, s.count
        ),
        None => status,
    };
    let capped = if r.capped {
        " (capped)"
    } else if r.raised {
        " (raised to the least N it can use)"
    } else {
        ""
    };
    let mut line = format!(
        "{:<58} {:<22} {:>10} {}  N={}{}  {:>8.3}s",
        r.id,
        status,
        r.cases,
        cases_word(r.cases),
        r.bound,
        capped,
        r.seconds
    );
    if let Some(f) = &r.counterexample {
        line.push_str(&format!("\n    counterexample {}", f.one_line()));
    }
    if let Some(note) = &r.note {
        line.push_str(&format!("\n    {note}"));
    }
    if let Some(why) = &r.unexpected {
        line.push_str(&format!(
            "\n    {}\n    reproduce: {}",
            why.replace('\n', "\n    "),
            r.reproduce
        ));
        if let Some(cmd) = r.counterexample.as_ref().and_then(|f| f.explain.as_ref()) {
            line.push_str(&format!(
                "\n    inspect:   {} {cmd}",
                crate::vocab::invocation::command()
            ));
        }
    }
    line
}

/// `cases`, or `case ` for one (padded: the column after it stays aligned).
fn cases_word(n: u64) -> &'static str {
    if n == 1 {
        "case "
    } else {
        "cases"
    }
}

/// How long a run took, for its summary line.
#[derive(Clone, Copy, Debug)]
pub enum Took {
    /// A run's wall-clock seconds (`verify`).
    Wall(f64),
    /// A run merged from shards (`merge`): no one clock measured it.
    Merged,
}

/// The summary line after the claims' lines: the counts, the cases, the time, and (`shard`,
/// when the run is a shard of a larger one, and the selection) which part of the catalogue.
pub fn summary(report: &Report, took: Took, shard: &str) -> String {
    let s = &report.summary;
    let took = match took {
        Took::Wall(seconds) => format!(" in {seconds:.2}s"),
        Took::Merged => " (merged)".to_string(),
    };
    format!(
        "\n{}: {} hold, {} fail, {} skipped; {} unexpected; {}{took}{shard}{}",
        count(s.claims as u64, "claim"),
        s.holds,
        s.fails,
        s.skipped,
        s.unexpected,
        count(s.cases, "case"),
        report.part()
    )
}

/// `check`'s text report: the guard's lines, then the commands.
pub fn check(s: &Checked) -> String {
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
