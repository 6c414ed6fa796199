//! Comparisons of a ratio `num/den` with the quadratic irrationals of the papers, by their
//! defining integer polynomials, in `u128` (every product of two `u64` fits).
//!
//! - The golden ratio φ = (1 + √5)/2 is the positive root of `x² − x − 1`: for `num/den > 0`,
//!   `num/den < φ` iff `num² − num·den − den² < 0`.
//! - λ₁ = (a₀ + √(a₀² + 4))/2 (chl2011, Corollary) is the positive root of `x² − a₀x − 1`; the
//!   other root λ₂ is negative, so for `num/den > 0`, `num/den > λ₁` iff
//!   `num² − a₀·num·den − den² > 0`.
//! - Neither root is rational (a₀² + 4 is never a square for a₀ ≥ 1), so no ratio equals them.
//! - The xₙ of the Corollary, `(λ₁^(n+2) − λ₂^(n+2)) / (λ₁^(n+1) − λ₂^(n+1))`, are ratios
//!   `U(n+2)/U(n+1)` of the integer sequence `U(k) = (λ₁^k − λ₂^k)/(λ₁ − λ₂)`, which satisfies
//!   `U(0) = 0`, `U(1) = 1`, `U(k+1) = a₀U(k) + U(k−1)` because λ₁, λ₂ are the roots of
//!   `x² − a₀x − 1` (the proof of the Corollary derives the same recurrence for its qᵢ = U(i+1)).

use crate::vocab::error::{Error, Result};
use std::cmp::Ordering;

/// `num/den` compared with φ, exactly. `den` must be positive.
///
/// Written on its own rather than as λ₁ for a₀ = 1, so that chl2011's remark "when a0 = 1, the
/// number λ1 = φ" compares two computations, not one.
///
/// # Examples
///
/// ```
/// use euclid_spec::arith::quadratic::compare_with_phi;
/// use std::cmp::Ordering::{Greater, Less};
///
/// // chl2011 §1 (Cole–Davie): (a, b), a < b, is lost iff b < φa; Table 1 has G(5, 8) = 0 and
/// // G(5, 9) = 1, so 8/5 < φ < 9/5.
/// assert_eq!(compare_with_phi(8, 5)?, Less);
/// assert_eq!(compare_with_phi(9, 5)?, Greater);
/// // By hand, through x² − x − 1: 13² − 13·8 − 8² = 1 > 0 and 21² − 21·13 − 13² = −1 < 0.
/// assert_eq!(compare_with_phi(13, 8)?, Greater);
/// assert_eq!(compare_with_phi(21, 13)?, Less);
/// assert!(compare_with_phi(1, 0).is_err());
/// # Ok::<(), euclid_spec::Error>(())
/// ```
pub fn compare_with_phi(num: u64, den: u64) -> Result<Ordering> {
    if den == 0 {
        return Err(Error::out_of_domain(format!("the ratio {num}/0")));
    }
    if num <= den {
        return Ok(Ordering::Less); // at most 1 < φ
    }
    let (num, den) = (num as u128, den as u128);
    // num² − num·den − den² < 0  ⇔  num·(num − den) < den².
    Ok(if num * (num - den) < den * den {
        Ordering::Less
    } else {
        Ordering::Greater
    })
}

/// `num/den` compared with λ₁ = (a₀ + √(a₀² + 4))/2, exactly. `den` and `a0` must be positive.
///
/// # Examples
///
/// ```
/// use euclid_spec::arith::quadratic::{compare_with_lambda1, compare_with_phi};
/// use std::cmp::Ordering::{Greater, Less};
///
/// // a₀ = 2: λ₁ = 1 + √2 ≈ 2.414. By hand through x² − 2x − 1: 5² − 2·5·2 − 2² = 1 > 0 and
/// // 12² − 2·12·5 − 5² = −1 < 0.
/// assert_eq!(compare_with_lambda1(5, 2, 2)?, Greater);
/// assert_eq!(compare_with_lambda1(12, 5, 2)?, Less);
/// // chl2011: "when a0 = 1, the number λ1 = φ".
/// for (num, den) in [(8, 5), (9, 5), (13, 8), (21, 13)] {
///     assert_eq!(compare_with_lambda1(num, den, 1)?, compare_with_phi(num, den)?);
/// }
/// assert!(compare_with_lambda1(5, 2, 0).is_err());
/// # Ok::<(), euclid_spec::Error>(())
/// ```
pub fn compare_with_lambda1(num: u64, den: u64, a0: u64) -> Result<Ordering> {
    if den == 0 {
        return Err(Error::out_of_domain(format!("the ratio {num}/0")));
    }
    if a0 == 0 {
        return Err(Error::out_of_domain("λ₁ is defined here for a₀ ≥ 1"));
    }
    let (num, den, a0) = (num as u128, den as u128, a0 as u128);
    // Sign of num² − a₀·num·den − den² = num·(num − a₀·den) − den².
    let a0_den = a0 * den; // < 2^128
    if a0_den > num {
        return Ok(Ordering::Less);
    }
    let lhs = num * (num - a0_den); // num − a₀·den ≤ num < 2^64
    let rhs = den * den;
    // Equality would make the root rational; it cannot happen.
    Ok(if lhs > rhs {
        Ordering::Greater
    } else {
        Ordering::Less
    })
}

/// `U(k)` for the polynomial `x² − a₀x − 1`, or `None` when it exceeds `u128`.
pub fn lucas_u(a0: u64, k: u32) -> Option<u128> {
    let (mut prev, mut cur) = (0u128, 1u128); // U(0), U(1)
    if k == 0 {
        return Some(0);
    }
    for _ in 1..k {
        let next = (a0 as u128).checked_mul(cur)?.checked_add(prev)?;
        prev = cur;
        cur = next;
    }
    Some(cur)
}

/// The `n ≥ 0` with `b/a = xₙ` for the λ₁, λ₂ of `a0` (chl2011, Corollary), if any.
/// `a` and `a0` must be positive.
pub fn corollary_x_index(b: u64, a: u64, a0: u64) -> Result<Option<u32>> {
    if a == 0 || a0 == 0 {
        return Err(Error::out_of_domain("xₙ is compared for a > 0 and a₀ ≥ 1"));
    }
    let g = crate::arith::gcd(a, b);
    let (b, a) = (b / g, a / g);
    // xₙ = U(n+2)/U(n+1) is reduced (consecutive terms are coprime); U grows at least like the
    // Fibonacci numbers, so the loop stops within about 93 steps, before U leaves u64.
    let (mut lower, mut upper) = (1u64, a0); // U(1), U(2)
    let mut n = 0u32;
    while lower <= a {
        if lower == a && upper == b {
            return Ok(Some(n));
        }
        let Some(next) = a0.checked_mul(upper).and_then(|x| x.checked_add(lower)) else {
            break;
        };
        lower = upper;
        upper = next;
        n += 1;
    }
    Ok(None)
}

/// `(A, B)` with `(a₀ + √D)^k = A + B√D`, `D = a₀² + 4`, exactly (big integers): so that
/// `λ₁^k = (A + B√D)/2^k` and `λ₂^k = (A − B√D)/2^k` for λ₁,₂ = (a₀ ± √D)/2.
pub fn lambda_power(a0: u64, k: u32) -> (num_bigint::BigUint, num_bigint::BigUint) {
    use num_bigint::BigUint;
    let a0 = BigUint::from(a0);
    let d = &a0 * &a0 + 4u32;
    // (A + B√D)(a₀ + √D) = (a₀A + DB) + (A + a₀B)√D, from A = 1, B = 0.
    let (mut a, mut b) = (BigUint::from(1u32), BigUint::from(0u32));
    for _ in 0..k {
        let next_a = &a0 * &a + &d * &b;
        let next_b = &a + &a0 * &b;
        a = next_a;
        b = next_b;
    }
    (a, b)
}

/// `B` in `(a₀ + √D)^k = A + B√D`: the printed powers of λ₁ and λ₂ enter the papers' closed
/// forms through `λ₁^k − λ₂^k = B·√D / 2^(k−1)`.
pub fn lambda_power_difference(a0: u64, k: u32) -> num_bigint::BigUint {
    lambda_power(a0, k).1
}

/// Whether `(x, y)` lies in the open cone `g < y/x < G` (both entries positive).
pub fn in_cone(x: u64, y: u64) -> bool {
    x > 0
        && y > 0
        && matches!(compare_with_phi(y, x), Ok(Ordering::Less))
        && matches!(compare_with_phi(x, y), Ok(Ordering::Less))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phi_by_its_polynomial() {
        assert_eq!(compare_with_phi(8, 5).unwrap(), Ordering::Less); // 1.6
        assert_eq!(compare_with_phi(13, 8).unwrap(), Ordering::Greater); // 1.625
        assert_eq!(compare_with_phi(1, 1).unwrap(), Ordering::Less);
        assert_eq!(compare_with_phi(0, 1).unwrap(), Ordering::Less);
        assert_eq!(compare_with_phi(u64::MAX, 1).unwrap(), Ordering::Greater);
        assert_eq!(
            compare_with_phi(u64::MAX, u64::MAX).unwrap(),
            Ordering::Less
        );
        assert!(compare_with_phi(1, 0).is_err());
    }

    #[test]
    fn lambda1_by_its_polynomial() {
        // λ₁(2) = 1 + √2 ≈ 2.41421356
        assert_eq!(compare_with_lambda1(241, 100, 2).unwrap(), Ordering::Less);
        assert_eq!(
            compare_with_lambda1(242, 100, 2).unwrap(),
            Ordering::Greater
        );
        assert_eq!(compare_with_lambda1(1, 100, 2).unwrap(), Ordering::Less);
        assert!(compare_with_lambda1(3, 0, 2).is_err());
        assert!(compare_with_lambda1(3, 1, 0).is_err());
    }

    /// The recurrence agrees with the Binet form computed exactly in ℤ[√D], D = a₀² + 4:
    /// λ₁^k = (P + S√D)/2^k, λ₂^k = (P − S√D)/2^k, so U(k) = S/2^(k−1).
    #[test]
    fn lucas_sequence_is_the_binet_form() {
        for a0 in 1u128..=6 {
            let d = a0 * a0 + 4;
            let (mut p, mut s) = (a0, 1u128); // λ₁^1 = (a0 + √D)/2
            for k in 1u32..=20 {
                assert_eq!(
                    s,
                    lucas_u(a0 as u64, k).unwrap() << (k - 1),
                    "a0 = {a0}, k = {k}"
                );
                let (np, ns) = (p * a0 + s * d, p + s * a0);
                p = np;
                s = ns;
            }
        }
    }

    #[test]
    fn x_index() {
        // a0 = 2: x0 = 2, x1 = 5/2, x2 = 12/5.
        assert_eq!(corollary_x_index(2, 1, 2).unwrap(), Some(0));
        assert_eq!(corollary_x_index(10, 4, 2).unwrap(), Some(1));
        assert_eq!(corollary_x_index(12, 5, 2).unwrap(), Some(2));
        assert_eq!(corollary_x_index(7, 3, 2).unwrap(), None);
        // a0 = 1: the Fibonacci ratios.
        assert_eq!(corollary_x_index(5, 3, 1).unwrap(), Some(3));
        assert_eq!(corollary_x_index(u64::MAX, 1, u64::MAX).unwrap(), Some(0));
        // Refused, each on its own: a = 0 (no ratio) and a0 = 0 (no λ₁ of the statement).
        assert!(corollary_x_index(3, 0, 1).is_err());
        assert!(corollary_x_index(1, 1, 0).is_err());
    }
}
