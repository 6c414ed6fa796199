//! Whether a verdict is the one the catalogue expects, and the totals of a run.

use crate::catalogue::Claim;
use crate::claims::{Status, Verdict};
use serde::Serialize;

/// Why a result is not the expected one: the verdict's reason, if any, then the problems of
/// the printed examples, if any.
pub fn with_examples(verdict: Option<String>, examples: &[String]) -> Option<String> {
    if examples.is_empty() {
        return verdict;
    }
    let printed = format!(
        "the printed examples or formulas do not hold: {}",
        examples.join("; ")
    );
    Some(match verdict {
        Some(why) => format!("{why}; {printed}"),
        None => printed,
    })
}

/// Why a verdict is not the expected one, if it is not.
pub(crate) fn judge(claim: &Claim, verdict: &Verdict) -> Option<String> {
    judge_status(
        claim.expected,
        verdict.status,
        verdict.counterexample.as_ref().map(|f| f.position.as_str()),
        claim.counterexample.as_deref(),
    )
}

/// Why a verdict (`status`, failing at `found`) is not the `expected` one with the `pinned`
/// smallest counterexample, if it is not.
pub fn judge_status(
    expected: Status,
    status: Status,
    found: Option<&str>,
    pinned: Option<&str>,
) -> Option<String> {
    match (expected, status) {
        (Status::Holds, Status::Holds) | (Status::Skipped, Status::Skipped) => None,
        (Status::Fails, Status::Fails) => {
            let found = found.unwrap_or("");
            let pinned = pinned.unwrap_or("");
            (found != pinned).then(|| {
                format!("fails at {found}, but the pinned smallest counterexample is {pinned}")
            })
        }
        (expected, status) => Some(format!("expected {expected}, got {status}")),
    }
}

/// The totals of a run.
#[derive(Clone, Debug, Default, Serialize, serde::Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Summary {
    /// How many claims ran.
    pub claims: usize,
    /// How many hold.
    pub holds: usize,
    /// How many fail.
    pub fails: usize,
    /// How many were skipped.
    pub skipped: usize,
    /// How many verdicts are not the expected one.
    pub unexpected: usize,
    /// The cases checked, over all claims.
    pub cases: u64,
}
