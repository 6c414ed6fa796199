//! Cairns, Ho and Lengyel (2011): the Sprague–Grundy function of Cole–Davie's Euclid, and how it
//! relates to Grossman's game.
//!
//! # Source
//! chl2011 Theorem 1: "Let 0 < a < b, consider the continued fraction expansion [a0, a1, …, an]
//! of b/a, and let λ(a, b) be the largest nonnegative integer i such that a0 = ⋯ = a(i−1) ≤ ai.
//! Then … g(a, b) = ⌊b/a⌋ − (0 if λ(a, b) is even, 1 otherwise)."
//!
//! # Conventions
//! - The continued fraction is in the paper's convention (`an > 1` if `n > 0`).
//! - λ ranges over `i ∈ {0, …, n}`: the condition mentions `ai`, which exists only for `i ≤ n`.
//!   For `i = 0` the chain `a0 = ⋯ = a(−1) ≤ a0` is empty, so λ is always defined.

use crate::arith::quadratic::{compare_with_lambda1, corollary_x_index};
use crate::arith::{ContinuedFraction, PartialQuotients};
use crate::formulas::nivasch;
use crate::vocab::error::{Error, Result};
use std::cmp::Ordering;

fn require_below(a: u64, b: u64, what: &str) -> Result<()> {
    if a == 0 || a >= b {
        return Err(Error::out_of_domain(format!(
            "{what} is stated for 0 < a < b, not ({a}, {b})"
        )));
    }
    Ok(())
}

/// λ: the largest `i ≤ n` with `a0 = ⋯ = a(i−1) ≤ ai`, read from the quotients in order.
pub fn lambda(quotients: impl IntoIterator<Item = u64>) -> usize {
    let mut quotients = quotients.into_iter();
    let Some(a0) = quotients.next() else { return 0 };
    let mut lambda = 0;
    // Invariant at step i: a0 = a1 = ⋯ = a(i−1).
    for (i, ai) in quotients.enumerate().map(|(j, q)| (j + 1, q)) {
        if a0 <= ai {
            lambda = i;
        }
        if ai != a0 {
            break;
        }
    }
    lambda
}

/// Theorem 1: `g(a, b)` for `0 < a < b`.
///
/// # Examples
///
/// ```
/// use euclid_spec::formulas::chl2011::theorem_1;
///
/// // chl2011 Table 1: G(3, 8) = 2, G(2, 3) = 0, G(1, 9) = 9.
/// assert_eq!(theorem_1(3, 8)?, 2); // 8/3 = [2, 1, 2]: λ = 0
/// assert_eq!(theorem_1(2, 3)?, 0); // 3/2 = [1, 2]: λ = 1, so ⌊3/2⌋ − 1
/// assert_eq!(theorem_1(1, 9)?, 9); // 9/1 = [9]: λ = 0
/// // By hand: 13/8 = [1, 1, 1, 1, 2], λ = 4 is even, so G(8, 13) = ⌊13/8⌋ = 1.
/// assert_eq!(theorem_1(8, 13)?, 1);
/// // Stated for 0 < a < b only.
/// assert!(theorem_1(3, 3).is_err());
/// assert!(theorem_1(8, 3).is_err());
/// # Ok::<(), euclid_spec::Error>(())
/// ```
pub fn theorem_1(a: u64, b: u64) -> Result<u64> {
    require_below(a, b, "Theorem 1")?;
    let lambda = lambda(PartialQuotients::new(b, a)?);
    Ok(b / a - (lambda % 2) as u64)
}

/// Which natural numbers the Corollary's "for some n ∈ ℕ" ranges over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Naturals {
    /// ℕ = {0, 1, 2, …}, as the Corollary's definition "for n = 0, 1, 2, …" of xₙ suggests.
    FromZero,
    /// ℕ = {1, 2, …}.
    FromOne,
}

/// The Corollary, under the reading `ℕ = {0, 1, 2, …}`.
///
/// # Source
/// chl2011 Corollary: "If 0 < a < b, let a0 = ⌊b/a⌋ and set λ1 = (a0 + √(a0² + 4))/2,
/// λ2 = (a0 − √(a0² + 4))/2 and xn = (λ1^(n+2) − λ2^(n+2)) / (λ1^(n+1) − λ2^(n+1)), for
/// n = 0, 1, 2, …. If a0 > 1 and b/a = xn for some n ∈ ℕ, then G(a, b) = a0 if b/a < λ1,
/// a0 − 1 otherwise, while if a0 = 1 or b/a is not equal to xn for any n ∈ ℕ, then
/// G(a, b) = a0 if b/a > λ1, a0 − 1 otherwise."
///
/// No continued fraction is used: λ1 through `x² − a0·x − 1`, xₙ through its integer sequence.
///
/// # Examples
///
/// ```
/// use euclid_spec::formulas::chl2011::corollary;
///
/// // chl2011 Table 1: G(3, 8) = 2, G(2, 3) = 0, G(2, 5) = 1, G(5, 9) = 1.
/// // a0 = 2, λ1 = 1 + √2 ≈ 2.414; 8/3 is no xₙ (x0 = 2, x1 = 5/2, x2 = 12/5, …) and 8/3 > λ1.
/// assert_eq!(corollary(3, 8)?, 2);
/// // a0 = 1, λ1 = φ ≈ 1.618 and 3/2 < φ.
/// assert_eq!(corollary(2, 3)?, 0);
/// // a0 = 2 and 5/2 = x1 > λ1: the value is a0 − 1.
/// assert_eq!(corollary(2, 5)?, 1);
/// // a0 = 1 and 9/5 > φ: the value is a0.
/// assert_eq!(corollary(5, 9)?, 1);
/// # Ok::<(), euclid_spec::Error>(())
/// ```
pub fn corollary(a: u64, b: u64) -> Result<u64> {
    corollary_read(a, b, Naturals::FromZero)
}

/// The Corollary under either reading of ℕ.
pub fn corollary_read(a: u64, b: u64, naturals: Naturals) -> Result<u64> {
    require_below(a, b, "the Corollary")?;
    let a0 = b / a;
    // "If a0 > 1 and b/a = xn for some n ∈ ℕ": the xn matter only when a0 > 1.
    let is_x = a0 > 1
        && match corollary_x_index(b, a, a0)? {
            Some(n) => naturals == Naturals::FromZero || n >= 1,
            None => false,
        };
    let vs_lambda1 = compare_with_lambda1(b, a, a0)?;
    let keeps_a0 = if is_x {
        vs_lambda1 == Ordering::Less
    } else {
        vs_lambda1 == Ordering::Greater
    };
    Ok(if keeps_a0 { a0 } else { a0 - 1 })
}

/// σ of Theorem 2: `(a', b')` with `b'/a' = [a0, a1, …, an + 1]` when `b/a = [a0, …, an]`,
/// for `0 < a ≤ b`, reduced. With the convergents `p(k)/q(k)` of `b/a`,
/// `[a0, …, an + 1] = (p(n) + p(n−1)) / (q(n) + q(n−1))`; returned in `u128` because it can
/// exceed `u64` near `u64::MAX`.
///
/// # Examples
///
/// ```
/// use euclid_spec::formulas::{chl2011::sigma, nivasch};
///
/// // By hand: 5/2 = [2, 2] ↦ [2, 3] = 7/3, and 21/8 = [2, 1, 1, 1, 2] ↦ [2, 1, 1, 1, 3] = 29/11.
/// assert_eq!(sigma(2, 5)?, (3, 7));
/// assert_eq!(sigma(8, 21)?, (11, 29));
/// // Theorem 2, G(a, b) = G_G(σ(a, b)), on the tables: G(2, 5) = 1 (Table 1) and
/// // G_G(3, 7) = 1 (Table 2).
/// assert_eq!(nivasch::grossman_value(3, 7)?, 1);
/// # Ok::<(), euclid_spec::Error>(())
/// ```
pub fn sigma(a: u64, b: u64) -> Result<(u128, u128)> {
    if a == 0 || a > b {
        return Err(Error::out_of_domain(format!(
            "σ is applied to 0 < a ≤ b, not ({a}, {b})"
        )));
    }
    // (p(k−1), p(k)) and (q(k−1), q(k)), starting from p(−1) = 1, p(−2) = 0, q(−1) = 0, q(−2) = 1.
    // Convergents of a u64 ratio are at most the ratio's reduced terms (`p(k) ≤ b`,
    // `q(k) ≤ a`), so every product and sum below fits in u64; only the last sums are widened.
    let (mut p_prev, mut p) = (0u64, 1u64);
    let (mut q_prev, mut q) = (1u64, 0u64);
    for ak in PartialQuotients::new(b, a)? {
        (p_prev, p) = (p, ak * p + p_prev);
        (q_prev, q) = (q, ak * q + q_prev);
    }
    Ok((
        u128::from(q) + u128::from(q_prev),
        u128::from(p) + u128::from(p_prev),
    ))
}

/// Theorem 2 as an engine: `G(a, b) = G_G(a', b')`, with `G_G` by Nivasch's formula.
///
/// # Source
/// chl2011 Theorem 2: "For 0 < a < b, suppose that b/a has continued fraction expansion
/// [a0, a1, …, an], and that b'/a' is the rational number with continued fraction expansion
/// [a0, a1, …, an + 1]. Then G(a, b) = G_G(a', b')."
pub fn theorem_2(a: u64, b: u64) -> Result<u64> {
    require_below(a, b, "Theorem 2")?;
    let (a2, b2) = sigma(a, b)?;
    let value = nivasch::grossman_value_u128(a2, b2)?;
    u64::try_from(value).map_err(|_| Error::overflow("Theorem 2: the value exceeds u64"))
}

/// Remark 3: `G_G(a, b)` read from λ, for `0 < a < b`.
///
/// # Source
/// chl2011 Remark 3: "if b/a has continued fraction expansion [a0, a1, …, an], then one obtains
/// G_G(a, b) = ⌊b/a − a/b⌋ = ⌊b/a⌋ − (0 if L(a, b) is even, 1 otherwise), except in the special
/// case where a0 = a1 = ⋯ = an, in which case, G_G(a, b) = ⌊b/a − a/b⌋ = ⌊b/a⌋ − (0 if L(a, b)
/// is odd, 1 otherwise)."
///
/// # Conventions
/// `L` is Theorem 1's λ (the transcription writes 𝓛 where Theorem 1 writes λ), defined for
/// `0 < a < b`.
pub fn remark_3(a: u64, b: u64) -> Result<u64> {
    require_below(a, b, "Remark 3")?;
    let cf = ContinuedFraction::of_ratio(b, a)?;
    let odd = lambda(cf.quotients().iter().copied()) % 2 == 1;
    let subtract = if cf.all_equal() { !odd } else { odd };
    Ok(b / a - subtract as u64)
}

/// Theorem 3: `G(a, b)` from Nivasch's expression, for `0 < a ≤ b`.
///
/// # Source
/// chl2011 Theorem 3: "For 0 < a ≤ b, suppose that b/a has continued fraction expansion
/// [a0, a1, …, an]. Then G(a, b) = ⌊b/a − a/b⌋ unless a0 = a1 = ⋯ = an, in which case,
/// G(a, b) = ⌊b/a − a/b⌋ + (−1)^n."
///
/// # Examples
///
/// ```
/// use euclid_spec::formulas::chl2011::theorem_3;
///
/// // chl2011 Table 1: G(3, 8) = 2, G(4, 4) = 1, G(2, 5) = 1.
/// // 8/3 = [2, 1, 2] has unequal quotients: ⌊8/3 − 3/8⌋ = ⌊2.29…⌋ = 2.
/// assert_eq!(theorem_3(3, 8)?, 2);
/// // 4/4 = [1] (n = 0): ⌊1 − 1⌋ + 1 = 1.
/// assert_eq!(theorem_3(4, 4)?, 1);
/// // 5/2 = [2, 2] (n = 1): ⌊5/2 − 2/5⌋ − 1 = 2 − 1 = 1.
/// assert_eq!(theorem_3(2, 5)?, 1);
/// assert!(theorem_3(0, 5).is_err());
/// # Ok::<(), euclid_spec::Error>(())
/// ```
pub fn theorem_3(a: u64, b: u64) -> Result<u64> {
    if a == 0 || a > b {
        return Err(Error::out_of_domain(format!(
            "Theorem 3 is stated for 0 < a ≤ b, not ({a}, {b})"
        )));
    }
    let floor = nivasch::grossman_value(a, b)?;
    let cf = ContinuedFraction::of_ratio(b, a)?;
    if !cf.all_equal() {
        return Ok(floor);
    }
    let adjusted = if cf.last_index() % 2 == 0 {
        floor.checked_add(1)
    } else {
        floor.checked_sub(1)
    };
    adjusted.ok_or_else(|| Error::overflow("Theorem 3: ⌊b/a − a/b⌋ ± 1"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lambda_examples() {
        assert_eq!(lambda([2]), 0);
        assert_eq!(lambda([2, 2]), 1);
        assert_eq!(lambda([2, 3]), 1);
        assert_eq!(lambda([3, 1, 2]), 0);
        assert_eq!(lambda([2, 2, 1, 2]), 1);
        assert_eq!(lambda([2, 2, 3]), 2);
        assert_eq!(lambda([1, 1, 1, 2]), 3);
    }

    #[test]
    fn sigma_examples() {
        // 5/2 = [2, 2] ↦ [2, 3] = 7/3.
        assert_eq!(sigma(2, 5).unwrap(), (3, 7));
        // 1 = [1] ↦ [2] = 2/1.
        assert_eq!(sigma(4, 4).unwrap(), (1, 2));
        // [2⁶⁴ − 1] ↦ [2⁶⁴] = 2⁶⁴/1: beyond u64, still exact.
        assert_eq!(sigma(1, u64::MAX).unwrap(), (1, 1u128 << 64));
        // 21/8 = [2, 1, 1, 1, 2] ↦ [2, 1, 1, 1, 3] = 29/11.
        assert_eq!(sigma(8, 21).unwrap(), (11, 29));
    }

    /// σ with u64 convergents equals σ as the printed fraction `[a0, …, an + 1]`, evaluated from
    /// the back in u128 (`x = an + 1`, then `x = ak + 1/x`, one numerator and denominator), on the
    /// ratios whose convergents are largest: consecutive Fibonacci numbers, neighbours of
    /// `u64::MAX` and of its halves.
    #[test]
    fn sigma_is_the_printed_fraction_near_u64_max() {
        let printed = |a: u64, b: u64| -> (u128, u128) {
            let mut q: Vec<u128> = PartialQuotients::new(b, a)
                .unwrap()
                .map(u128::from)
                .collect();
            *q.last_mut().unwrap() += 1;
            let (mut num, mut den) = (q.pop().unwrap(), 1u128);
            while let Some(ak) = q.pop() {
                (num, den) = (ak * num + den, num);
            }
            (den, num)
        };
        let (mut f, mut g) = (1u64, 1u64);
        let mut pairs = vec![];
        while let Some(h) = f.checked_add(g) {
            pairs.push((g, h));
            (f, g) = (g, h);
        }
        for d in 0..40u64 {
            for b in [u64::MAX - d, u64::MAX / 2 - d, u64::MAX / 3 + d] {
                for a in [1 + d, b / 2 + d, b - d, b / 3, (b / 8) * 5 + d] {
                    if 0 < a && a <= b {
                        pairs.push((a, b));
                    }
                }
            }
        }
        for (a, b) in pairs {
            assert_eq!(sigma(a, b).unwrap(), printed(a, b), "σ at ({a}, {b})");
        }
    }

    /// Each statement refuses the positions outside its stated domain, in the order given (the
    /// engines order the entries first, so only a direct call reaches these).
    #[test]
    fn refusals_outside_the_stated_domain() {
        let out = |r: Result<u64>| {
            matches!(
                r.map_err(|e| e.kind().clone()),
                Err(crate::ErrorKind::OutOfDomain { .. })
            )
        };
        for (a, b) in [(0, 5), (3, 2), (0, 0)] {
            assert!(out(theorem_3(a, b)), "theorem 3 at ({a}, {b})");
            assert!(sigma(a, b).is_err(), "σ at ({a}, {b})");
        }
        for (a, b) in [(0, 5), (3, 2), (4, 4)] {
            assert!(out(theorem_1(a, b)), "theorem 1 at ({a}, {b})");
            assert!(out(theorem_2(a, b)), "theorem 2 at ({a}, {b})");
            assert!(out(corollary(a, b)), "corollary at ({a}, {b})");
            assert!(out(remark_3(a, b)), "remark 3 at ({a}, {b})");
        }
        assert_eq!(theorem_3(4, 4).unwrap(), 1);
        assert_eq!(theorem_3(2, 3).unwrap(), 0);
    }
}
