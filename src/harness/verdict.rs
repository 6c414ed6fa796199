//! The verdict model: what checking one claim found.

use crate::vocab::error::Error;
use std::fmt;

pub use crate::catalogue::Status;

/// A position where a claim fails, with what each engine answered there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The position, as printed (for example `(3, 8)`).
    pub position: String,
    /// What each engine answered there: (engine, answer), in the order they were added.
    pub answers: Vec<(String, String)>,
    /// A CLI command (without the program name) that shows the position in detail.
    pub explain: Option<String>,
}

impl Failure {
    /// The failure on one line, as every report prints it: `(2, 3)  [engine: answer; …]`.
    pub fn one_line(&self) -> String {
        counterexample_line(
            &self.position,
            self.answers.iter().map(|(e, a)| (e.as_str(), a.as_str())),
        )
    }

    /// A failure at `position`, with no answers yet.
    pub fn at(position: impl Into<String>) -> Failure {
        Failure {
            position: position.into(),
            answers: Vec::new(),
            explain: None,
        }
    }

    /// A failure at the pair `(a, b)`, written `(a, b)`.
    pub fn at_pair(a: u64, b: u64) -> Failure {
        Failure::at(format!("({a}, {b})"))
    }

    /// This failure with one more answer: what `engine` said at the position.
    pub fn answer(mut self, engine: impl Into<String>, answer: impl fmt::Display) -> Failure {
        self.answers.push((engine.into(), answer.to_string()));
        self
    }

    /// This failure with `command` as the CLI command that explains it, unless one is already set.
    pub fn explain(mut self, command: impl Into<String>) -> Failure {
        self.explain.get_or_insert(command.into());
        self
    }
}

/// The verdict on one claim.
#[derive(Clone, Debug)]
pub struct Verdict {
    /// Whether the claim holds, fails or was skipped.
    pub status: Status,
    /// How many cases were checked.
    pub cases: u64,
    /// The first failing case, when the claim fails.
    pub counterexample: Option<Failure>,
    /// Why it was skipped, or what a check that holds found (a witness, a reached bound).
    pub note: Option<String>,
}

impl Verdict {
    /// The claim holds on all `cases` checked.
    pub fn holds(cases: u64) -> Verdict {
        Verdict {
            status: Status::Holds,
            cases,
            counterexample: None,
            note: None,
        }
    }

    /// The claim fails at `failure`, after `cases` cases checked.
    pub fn fails(cases: u64, failure: Failure) -> Verdict {
        Verdict {
            status: Status::Fails,
            cases,
            counterexample: Some(failure),
            note: None,
        }
    }

    /// The claim was not checked, for the reason `why` (kept as the note).
    pub fn skipped(why: impl Into<String>) -> Verdict {
        Verdict {
            status: Status::Skipped,
            cases: 0,
            counterexample: None,
            note: Some(why.into()),
        }
    }

    /// This verdict with `note` as its note (replacing any earlier one).
    pub fn with_note(mut self, note: impl Into<String>) -> Verdict {
        self.note = Some(note.into());
        self
    }

    /// A verdict for an engine error (an overflow or a solver budget): the claim could not be
    /// checked as asked, which is reported, never hidden.
    pub fn error(cases: u64, position: String, e: &Error) -> Verdict {
        Verdict::fails(cases, Failure::at(position).answer("error", e))
    }

    /// This verdict, and when it holds, the next part of the same statement; cases add up and the
    /// first failure is the one reported.
    pub fn and_then(self, next: impl FnOnce() -> Verdict) -> Verdict {
        if self.status != Status::Holds {
            return self;
        }
        let v = next();
        let note = match (self.note, v.note.clone()) {
            (Some(a), Some(b)) => Some(format!("{a}; {b}")),
            (a, b) => a.or(b),
        };
        Verdict {
            cases: self.cases + v.cases,
            note,
            ..v
        }
    }
}

impl From<Error> for Failure {
    fn from(e: Error) -> Failure {
        Failure::at("engine").answer("error", e)
    }
}

impl From<crate::solver::Disagreement> for Failure {
    fn from(d: crate::solver::Disagreement) -> Failure {
        Failure {
            position: d.position,
            answers: d.answers,
            explain: d.explain,
        }
    }
}

/// A counterexample on one line, as every report prints it: `(2, 3)  [engine: answer; …]`.
pub fn counterexample_line<'a>(
    position: &str,
    answers: impl Iterator<Item = (&'a str, &'a str)>,
) -> String {
    let answers: Vec<String> = answers.map(|(e, a)| format!("{e}: {a}")).collect();
    format!("{position}  [{}]", answers.join("; "))
}
