//! Exact arithmetic: continued fractions, and comparisons with quadratic irrationals done by
//! their defining integer polynomials. No floating point anywhere in a decision.

pub mod continued_fraction;
pub mod quadratic;

pub use continued_fraction::{ContinuedFraction, PartialQuotients, ReversedContinuedFraction};

/// Greatest common divisor (`gcd(0, 0) = 0`).
pub fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let r = a % b;
        a = b;
        b = r;
    }
    a
}

/// `(min, max)` of a pair.
#[inline]
pub fn ordered(a: u64, b: u64) -> (u64, u64) {
    if a <= b {
        (a, b)
    } else {
        (b, a)
    }
}

/// The full 256-bit product of two `u128`, as `(high, low)`.
pub fn mul_wide(x: u128, y: u128) -> (u128, u128) {
    const MASK: u128 = (1u128 << 64) - 1;
    let (x1, x0) = (x >> 64, x & MASK);
    let (y1, y0) = (y >> 64, y & MASK);
    let p00 = x0 * y0;
    let p01 = x0 * y1;
    let p10 = x1 * y0;
    let p11 = x1 * y1;
    // middle = p01 + p10 + (p00 >> 64), carried into the high word.
    let (mid, carry1) = p01.overflowing_add(p10);
    let (mid, carry2) = mid.overflowing_add(p00 >> 64);
    let low = (mid << 64) | (p00 & MASK);
    let high = p11 + (mid >> 64) + (((carry1 as u128) + (carry2 as u128)) << 64);
    (high, low)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_product_matches_u128_when_it_fits() {
        for &(x, y) in &[
            (0u128, 5u128),
            (u64::MAX as u128, u64::MAX as u128),
            (1 << 70, 1 << 40),
        ] {
            let (h, l) = mul_wide(x, y);
            assert_eq!(h, 0);
            assert_eq!(l, x * y);
        }
        // (2^128 - 1)^2 = 2^256 - 2^129 + 1
        assert_eq!(mul_wide(u128::MAX, u128::MAX), (u128::MAX - 1, 1));
        assert_eq!(mul_wide(1 << 127, 4), (2, 0));
    }

    #[test]
    fn gcd_basics() {
        assert_eq!(gcd(0, 0), 0);
        assert_eq!(gcd(0, 7), 7);
        assert_eq!(gcd(12, 18), 6);
        assert_eq!(gcd(u64::MAX, u64::MAX - 1), 1);
    }
}
