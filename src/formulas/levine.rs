//! Levine (2006): the Sprague–Grundy function of Serial Nim.
//!
//! # Source
//! ho2014 (slide "The game of SERIAL NIM"): "Theorem (Sprague-Grundy function: Levine, 2006).
//! Set a(n+1) = 0, m = min{i | ai ≠ a1}.
//! G(a1, a2, …, an) = a1 − 1 if m is odd and am < a1; a1 − 1 if m is even and am > a1;
//! a1 otherwise."
//! chl2011 Remark 2: "Euclid is equivalent to Serial Nim. In particular, Theorem 1 can be deduced
//! directly from [10, Prop. 5.1]."
//!
//! # Conventions
//! Piles are indexed from 1 as printed; `n ≥ 1` and every pile positive. Through Remark 2, the
//! Euclid position `(a, b)` with `0 < a ≤ b` is the Serial Nim position of the quotients of `b/a`.

use crate::arith::{ordered, ContinuedFraction};
use crate::vocab::error::{Error, Result};

/// Levine's formula for the Serial Nim position `piles = (a1, …, an)`.
///
/// # Examples
///
/// ```
/// use euclid_spec::formulas::levine::serial_nim_value;
///
/// // chl2011 Remark 2: Euclid at (a, b) is Serial Nim on the quotients of b/a, so Table 1's
/// // G(3, 8) = 2, G(2, 3) = 0, G(2, 5) = 1 and G(1, 9) = 9 are the values of these piles.
/// assert_eq!(serial_nim_value(&[2, 1, 2])?, 2); // 8/3: m = 2 even, a2 = 1 < a1, so a1
/// assert_eq!(serial_nim_value(&[1, 2])?, 0); // 3/2: m = 2 even, a2 = 2 > a1, so a1 − 1
/// assert_eq!(serial_nim_value(&[2, 2])?, 1); // 5/2: m = 3 odd, a3 = 0 < a1, so a1 − 1
/// assert_eq!(serial_nim_value(&[9])?, 9); // 9/1: m = 2 even, a2 = 0 < a1, so a1
/// assert!(serial_nim_value(&[]).is_err());
/// # Ok::<(), euclid_spec::Error>(())
/// ```
pub fn serial_nim_value(piles: &[u64]) -> Result<u64> {
    if piles.is_empty() || piles.contains(&0) {
        return Err(Error::out_of_domain(format!(
            "Levine's formula needs n ≥ 1 positive piles, not {piles:?}"
        )));
    }
    // 1-based: a(i) = piles[i − 1], a(n+1) = 0.
    let pile = |i: usize| piles.get(i - 1).copied().unwrap_or(0);
    let a1 = pile(1);
    // m ≤ n + 1 always, since a(n+1) = 0 ≠ a1.
    let n = piles.len();
    let m = (2..=n).find(|&i| pile(i) != a1).unwrap_or(n + 1);
    let am = pile(m);
    let lower = (m % 2 == 1 && am < a1) || (m % 2 == 0 && am > a1);
    Ok(if lower { a1 - 1 } else { a1 })
}

/// Cole–Davie's Euclid through Remark 2: Levine's formula on the quotients of `b/a`, for
/// positive entries in either order.
pub fn cole_davie_value(a: u64, b: u64) -> Result<u64> {
    let (lo, hi) = ordered(a, b);
    if lo == 0 {
        return Err(Error::out_of_domain(
            "Remark 2 identifies positions with positive entries",
        ));
    }
    serial_nim_value(ContinuedFraction::of_ratio(hi, lo)?.quotients())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Values worked out by hand from the move rule (remove from the first non-empty pile).
    #[test]
    fn by_hand_and_refusals() {
        // m = n + 1 = 3 (odd) when every pile equals a1, and a(3) = 0 < a1: a1 − 1.
        // By hand: [2, 2] → [1, 2] (value 0), [2] (value 2), so G = mex{0, 2} = 1.
        assert_eq!(serial_nim_value(&[2, 2]).unwrap(), 1);
        // m = 2 (even), a(2) = 0 < a1: a1.
        assert_eq!(serial_nim_value(&[2]).unwrap(), 2);
        // m = 2 (even), a(2) = 1 < 3: a1. By hand [3, 1] → values 2, 0, 1: G = 3.
        assert_eq!(serial_nim_value(&[3, 1]).unwrap(), 3);
        // m = 2 (even), a(2) = 3 > 1: a1 − 1. By hand [1, 3] → [3] only: G = 0.
        assert_eq!(serial_nim_value(&[1, 3]).unwrap(), 0);
        for bad in [&[][..], &[3, 0], &[0], &[0, 2]] {
            assert!(serial_nim_value(bad).is_err(), "{bad:?}");
        }
    }
}
