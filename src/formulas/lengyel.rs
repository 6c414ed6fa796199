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
use crate::vocab::error::{Error, Result};

/// Whether `(a, b)`, `0 < a < b`, is a P-position by Lengyel's criterion.
///
/// # Examples
///
/// ```
/// use euclid_spec::formulas::lengyel::is_p_position;
///
/// // ho2014 (slide "The P-positions"): P = {(2, 3), (3, 4), (4, 5), (4, 6), (5, 6), (5, 7),
/// // (5, 8), …}.
/// for (a, b) in [(2, 3), (3, 4), (4, 5), (4, 6), (5, 6), (5, 7), (5, 8)] {
///     assert!(is_p_position(a, b)?, "({a}, {b})");
/// }
/// // 8/5 = [1, 1, 1, 2]: k = 2 is even with a0 = a1 = a2 = 1 < a3.
/// // 21/8 = [2, 1, 1, 1, 2] starts with 2, so (8, 21) is N (it moves to (5, 8)).
/// assert!(!is_p_position(8, 21)?);
/// assert!(is_p_position(5, 5).is_err()); // read for 0 < a < b
/// # Ok::<(), euclid_spec::Error>(())
/// ```
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
