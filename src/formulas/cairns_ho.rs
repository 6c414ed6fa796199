//! Cairns and Ho (2012): the Sprague–Grundy function of M-Euclid.
//!
//! # Source
//! ho2014 (slide "Sprague-Grundy function for the game M-EUCLID"): "Theorem (Cairns & Ho, 2012).
//! Let 0 < a < b where b is not a multiple of a, consider the continued fraction expansion
//! [a0, a1, …, an] of b/a, and let J(a, b) be the largest nonnegative integer j < n such that
//! a0 = ⋯ = a(j−1) ≤ aj. Then G_M(a, b) = ⌊b/a⌋ − (0 if J(a, b) is even, 1 otherwise)."
//!
//! # Conventions
//! `b` not a multiple of `a` makes `n ≥ 1`, so `j = 0` qualifies and J is defined.

use crate::arith::ContinuedFraction;
use crate::error::{Error, Result};

/// `G_M(a, b)` for `0 < a < b`, `a ∤ b`.
pub fn m_euclid_value(a: u64, b: u64) -> Result<u64> {
    if a == 0 || a >= b || b % a == 0 {
        return Err(Error::out_of_domain(format!(
            "the M-Euclid formula is stated for 0 < a < b with a ∤ b, not ({a}, {b})"
        )));
    }
    let cf = ContinuedFraction::of_ratio(b, a)?;
    let q = cf.quotients();
    let n = q.len() - 1;
    // Candidates j keep a0 = ⋯ = a(j−1); past the first break none qualifies.
    let j = (0..n)
        .take_while(|&j| q[..j].iter().all(|&x| x == q[0]))
        .filter(|&j| q[0] <= q[j])
        .last()
        .unwrap_or(0);
    Ok(b / a - (j % 2) as u64)
}
