//! What a `check` report shows, in every format: the guard's [`guard::Report`] and what the
//! command adds to it (its exit code, the commands that reproduce and inspect, `--outcome`'s
//! words). Each format writes it in its own file beside `verify`'s: [`text::check`],
//! [`json::check`], [`junit::check`], [`markdown::check`], [`annotations::check`]. Every format
//! says the same things: the sets sent and their counts, the failure with each engine's answer,
//! the diagnosis and the commands.
//!
//! [`text::check`]: super::text::check
//! [`json::check`]: super::json::check
//! [`junit::check`]: super::junit::check
//! [`markdown::check`]: super::markdown::check
//! [`annotations::check`]: super::annotations::check

use crate::guard::{self, Judged, Set, Wrong};
use crate::vocab::Answer;

/// What a `check` report shows: the guard's result and what the command adds to it.
pub struct Checked<'a> {
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

impl Checked<'_> {
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
    pub fn unjudged_line(&self) -> Option<String> {
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

/// The sets sent, each with its name and count, in the order they were sent.
pub fn sets(report: &guard::Report) -> Vec<(Set, String, u64)> {
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
pub fn failure_fields(f: &guard::Finding) -> (&'static str, Option<String>, Option<String>) {
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
        Wrong::Fault(k) | Wrong::AfterLast(k) => (
            match (f.timed_out(), &f.wrong) {
                (true, _) => "limit reached",
                (false, Wrong::Fault(_)) => "no answer",
                (false, _) => "after the last answer",
            },
            Some(k.to_string()),
            None,
        ),
        Wrong::OnlyTogether { kind, .. } => ("fails only together", Some(kind.to_string()), None),
    }
}
