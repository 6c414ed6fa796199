//! Lengyel (2003): the P-positions from the continued fraction.
//!
//! # Source
//! ho2014 (slide "Continued fractions, the bridge"): "Theorem (Lengyel, 2003). (a, b) is a
//! P-position iff there exists some even k s.t. 1 = a0 = ⋯ = ak < a(k+1)." with
//! "[a0, a1, …, an], with an ≥ 2, the continued fraction expansion of b/a".
//!
//! # Conventions
//! Stated for positions `(a, b)` with `0 < a < b`, the slides' Euclid positions. Read literally:
//! `a(k+1)` must exist.

use crate::arith::ContinuedFraction;
use crate::error::{Error, Result};

/// Whether `(a, b)`, `0 < a < b`, is a P-position by Lengyel's criterion.
pub fn is_p_position(a: u64, b: u64) -> Result<bool> {
    if a == 0 || a >= b {
        return Err(Error::out_of_domain(format!(
            "Lengyel's theorem is read for 0 < a < b, not ({a}, {b})"
        )));
    }
    let cf = ContinuedFraction::of_ratio(b, a)?;
    let q = cf.quotients();
    // As printed: some even k with a0 = ⋯ = ak = 1 and a(k+1) > 1.
    Ok((0..q.len())
        .step_by(2)
        .take_while(|&k| q[..=k].iter().all(|&x| x == 1))
        .any(|k| q.get(k + 1).is_some_and(|&next| next > 1)))
}
