//! The text report of `verify`: one line per claim as it ends (its counterexample, note, and
//! for an unexpected verdict why, the command that reproduces it and the one that inspects it).

use crate::catalogue::{Scope, Status};
use crate::run::ClaimResult;

/// One line per claim: id, verdict, cases, bound, time.
pub fn line(r: &ClaimResult) -> String {
    let status = match (r.verdict.status, r.is_expected()) {
        (Status::Fails, true) => "fails (as expected)".to_string(),
        (s, true) => s.to_string(),
        (s, false) => format!("{} UNEXPECTED", s.as_str().to_uppercase()),
    };
    let status = match r.scope {
        Scope::Full => status,
        Scope::Partial => format!("{status} (partial)"),
        Scope::Consistency => format!("{status} (consistency)"),
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
        "{:<58} {:<22} {:>10} cases  N={}{}  {:>8.3}s",
        r.id,
        status,
        r.verdict.cases,
        r.bound,
        capped,
        r.elapsed.as_secs_f64()
    );
    if let Some(f) = &r.verdict.counterexample {
        line.push_str(&format!("\n    counterexample {}", f.one_line()));
    }
    if let Some(note) = &r.verdict.note {
        line.push_str(&format!("\n    {note}"));
    }
    if let Some(why) = &r.unexpected {
        line.push_str(&format!("\n    {why}\n    reproduce: {}", r.reproduce()));
        if let Some(cmd) = r
            .verdict
            .counterexample
            .as_ref()
            .and_then(|f| f.explain.as_ref())
        {
            line.push_str(&format!(
                "\n    inspect:   {} {cmd}",
                crate::vocab::invocation::command()
            ));
        }
    }
    line
}
