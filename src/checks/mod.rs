//! Checks that compare engines on arbitrary input: the differential checks the property tests
//! run ([`differential`]) and the inputs of the fuzz targets ([`fuzz`]), each with a `check`
//! that returns a typed [`Mismatch`]. Built for the tests and with the `arbitrary` feature (the
//! fuzz crate turns it on; the crate's tests turn it on through a dev-dependency on itself).

pub mod differential;
pub mod fuzz;

use std::fmt;

/// What a check found: which check, and what it saw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// The check that failed: `engines`, `moves`, `tree`, `strategy`, …
    pub check: &'static str,
    /// What it saw, with the position and each engine's answer.
    pub detail: String,
}

impl Mismatch {
    /// A mismatch found by `check`.
    pub fn new(check: &'static str, detail: impl Into<String>) -> Mismatch {
        Mismatch {
            check,
            detail: detail.into(),
        }
    }
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.check, self.detail)
    }
}

impl std::error::Error for Mismatch {}
