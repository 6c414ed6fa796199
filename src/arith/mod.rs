//! Exact arithmetic: continued fractions, and comparisons with quadratic irrationals done by
//! their defining integer polynomials. No floating point anywhere in a decision.

pub mod continued_fraction;
pub mod quadratic;
pub mod surd;

pub use continued_fraction::{ContinuedFraction, PartialQuotients, ReversedContinuedFraction};

/// Greatest common divisor (`gcd(0, 0) = 0`).
///
/// Stein's binary algorithm: the common factor 2^k, then, with both entries odd, the larger
/// replaced by their difference with its factors 2 removed (`gcd(a, b) = gcd(a, b − a)`, and 2
/// divides no odd gcd). Shifts and subtractions only: a remainder is a division, the slowest
/// instruction on the pair claims' path (half the time of `hss2008/fact-tree-reduced` was the
/// remainders' `div`). Tested against the remainder loop.
pub fn gcd(a: u64, b: u64) -> u64 {
    if a == 0 || b == 0 {
        return a | b;
    }
    let shift = (a | b).trailing_zeros();
    let mut a = a >> a.trailing_zeros();
    let mut b = b;
    loop {
        // a is odd; b ≠ 0.
        b >>= b.trailing_zeros();
        if a > b {
            std::mem::swap(&mut a, &mut b);
        }
        b -= a;
        if b == 0 {
            return a << shift;
        }
    }
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
    // The two halves have no bit in common, so `+` here is `|`; `+` is used because a mutation
    // of it (`-`, `*`) changes the result, where `^` for `|` would not.
    let low = (mid << 64) + (p00 & MASK);
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

    /// Schoolbook multiplication in 32-bit limbs: a second, independent way to the same product.
    fn by_limbs(x: u128, y: u128) -> (u128, u128) {
        let limbs = |v: u128| [0, 1, 2, 3].map(|i| (v >> (32 * i)) as u32 as u64);
        let (xs, ys) = (limbs(x), limbs(y));
        let mut acc = [0u64; 8];
        for (i, &xi) in xs.iter().enumerate() {
            let mut carry = 0u64;
            for (j, &yj) in ys.iter().enumerate() {
                let t = xi * yj + acc[i + j] + carry; // < 2^64: (2^32-1)^2 + 2(2^32-1)
                acc[i + j] = t & 0xFFFF_FFFF;
                carry = t >> 32;
            }
            acc[i + 4] = carry;
        }
        let word = |k: usize| (0..4).fold(0u128, |w, i| w | (acc[k + i] as u128) << (32 * i));
        (word(4), word(0))
    }

    #[test]
    fn wide_product_matches_schoolbook_limbs() {
        let edges = [
            0u128,
            1,
            3,
            u32::MAX as u128,
            u64::MAX as u128,
            1 << 64,
            (1 << 64) + 1,
            u128::MAX >> 1,
            u128::MAX - 1,
            u128::MAX,
            0xDEAD_BEEF_0123_4567_89AB_CDEF_FEDC_BA98,
            // With `u128::MAX`: p01 + p10 = 2^128 - 1 exactly, so only the second carry fires.
            (3 << 64) - 1,
        ];
        for &x in &edges {
            for &y in &edges {
                assert_eq!(mul_wide(x, y), by_limbs(x, y), "{x} * {y}");
            }
        }
        // A fixed pseudo-random walk (xorshift) over the whole range.
        let mut s: u128 = 0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C834;
        for _ in 0..2000 {
            s ^= s << 23;
            s ^= s >> 17;
            s ^= s << 5;
            let (x, y) = (s, s.rotate_left(61) ^ 0x5555);
            assert_eq!(mul_wide(x, y), by_limbs(x, y), "{x} * {y}");
        }
    }

    #[test]
    fn gcd_basics() {
        assert_eq!(gcd(0, 0), 0);
        assert_eq!(gcd(0, 7), 7);
        assert_eq!(gcd(12, 18), 6);
        assert_eq!(gcd(u64::MAX, u64::MAX - 1), 1);
    }

    /// Euclid's remainder loop, the definition the binary gcd is held to.
    fn by_remainders(mut a: u64, mut b: u64) -> u64 {
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    }

    /// The binary gcd is Euclid's: every pair of entries below 300, and pairs across the whole
    /// range (each entry 0, 1, a power of 2 or its neighbours, a Fibonacci number, `u64::MAX`,
    /// or a pseudo-random number, times a common factor).
    #[test]
    fn binary_gcd_is_euclid() {
        for a in 0..300 {
            for b in 0..300 {
                assert_eq!(gcd(a, b), by_remainders(a, b), "gcd({a}, {b})");
            }
        }
        let mut special = vec![0u64, 1, 2, 3, u64::MAX, u64::MAX - 1];
        for k in 1..64 {
            special.extend([(1u64 << k) - 1, 1 << k, (1 << k) + 1]);
        }
        let (mut f0, mut f1) = (1u64, 2u64);
        while let Some(f2) = f0.checked_add(f1) {
            special.push(f2);
            (f0, f1) = (f1, f2);
        }
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let mut random = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for _ in 0..2000 {
            special.push(random());
            special.push(random() >> (random() % 64));
        }
        for &a in &special {
            for &b in special.iter().step_by(7) {
                assert_eq!(gcd(a, b), by_remainders(a, b), "gcd({a}, {b})");
                for g in [2u64, 6, 1 << 20, 3 * 5 * 7 * 11 * 13] {
                    let (ga, gb) = (a.wrapping_mul(g), b.wrapping_mul(g));
                    assert_eq!(gcd(ga, gb), by_remainders(ga, gb), "gcd({ga}, {gb})");
                }
            }
        }
    }
}
