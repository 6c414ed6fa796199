//! The verdict model: what checking one claim found.

use crate::vocab::error::Error;

pub use crate::catalogue::Status;

pub use crate::vocab::Failure;

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
        self.followed_by(next())
    }

    /// [`Verdict::and_then`]'s join, out of the generic part: compiled once, not once per
    /// statement.
    fn followed_by(self, v: Verdict) -> Verdict {
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
