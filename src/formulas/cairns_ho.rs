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
use crate::vocab::error::{Error, Result};

/// `G_M(a, b)` for `0 < a < b`, `a ∤ b`.
///
/// # Examples
///
/// ```
/// use euclid_spec::formulas::cairns_ho::m_euclid_value;
///
/// // By hand from the move rule (the game ends when one entry divides the other):
/// // (2, 1) is final; (2, 3) → (2, 1) only, so G_M(2, 3) = 1; (2, 5) → (2, 3), (2, 1), so
/// // G_M(2, 5) = mex{1, 0} = 2; (3, 2) → (1, 2) only, so 1, and (3, 5) → (3, 2) only, so 0.
/// assert_eq!(m_euclid_value(2, 3)?, 1); // 3/2 = [1, 2]: J = 0
/// assert_eq!(m_euclid_value(2, 5)?, 2); // 5/2 = [2, 2]: J = 0
/// assert_eq!(m_euclid_value(3, 5)?, 0); // 5/3 = [1, 1, 2]: J = 1, so ⌊5/3⌋ − 1
/// assert!(m_euclid_value(2, 4).is_err()); // 2 divides 4: a final position
/// # Ok::<(), euclid_spec::Error>(())
/// ```
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
