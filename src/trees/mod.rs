//! Trees of the positive rationals: Calkin–Wilf (hss2008 §2) and Stern–Brocot (chl2011 Remark 1),
//! with paths as run-length words, so that a node as deep as `1/10¹⁸` costs nothing.
//!
//! Nodes are reduced fractions `a/b` stored as `(a, b)`: numerator first, as the papers write
//! them in the trees. Every function is total on `u64`: it answers or returns a typed error
//! (a zero entry, a fraction not in lowest terms, a result beyond `u64`).

pub mod calkin_wilf;
pub mod counts;
pub mod stern_brocot;
pub mod word;

pub use word::{Step, Word};

use crate::arith::gcd;
use crate::error::{Error, Result};

/// Checks that `a/b` is a node of the trees: positive and in lowest terms.
pub fn check_node(a: u64, b: u64) -> Result<()> {
    if a == 0 || b == 0 {
        return Err(Error::out_of_domain(format!(
            "{a}/{b} is not a positive rational"
        )));
    }
    if gcd(a, b) != 1 {
        return Err(Error::out_of_domain(format!(
            "{a}/{b} is not in lowest terms"
        )));
    }
    Ok(())
}

pub(crate) fn add(x: u64, y: u64, what: &str) -> Result<u64> {
    x.checked_add(y)
        .ok_or_else(|| Error::overflow(what.to_string()))
}

pub(crate) fn mul_add(k: u64, x: u64, y: u64, what: &str) -> Result<u64> {
    k.checked_mul(x)
        .and_then(|kx| kx.checked_add(y))
        .ok_or_else(|| Error::overflow(what.to_string()))
}
