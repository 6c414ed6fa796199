//! Checks that compare engines on arbitrary input: the differential checks the property tests
//! run ([`differential`]) and the inputs of the fuzz targets ([`fuzz`]), each with a `check`
//! that returns a typed [`Mismatch`]. Built for the tests and with the `arbitrary` feature (the
//! fuzz crate turns it on; the crate's tests turn it on through a dev-dependency on itself).

pub mod differential;
pub mod fuzz;

use crate::vocab::Failure;
use std::fmt;

/// What a check found: which check, and where, with each engine's answer there (a
/// [`Failure`]; a check about no position, such as the spec loader's, names what it saw as the
/// failure's position, with no answers).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// The check that failed: `engines`, `moves`, `tree`, `strategy`, …
    pub check: &'static str,
    /// Where, and what each engine answered there.
    pub failure: Failure,
}

impl Mismatch {
    /// A mismatch found by `check` at `failure`.
    pub fn at(check: &'static str, failure: Failure) -> Mismatch {
        Mismatch { check, failure }
    }

    /// A mismatch found by `check`, described in words (no engine answers).
    pub fn new(check: &'static str, detail: impl Into<String>) -> Mismatch {
        Mismatch::at(check, Failure::at(detail))
    }
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.failure.answers.is_empty() {
            write!(f, "{}: {}", self.check, self.failure.position)
        } else {
            write!(f, "{}: {}", self.check, self.failure.one_line())
        }
    }
}

impl std::error::Error for Mismatch {}
