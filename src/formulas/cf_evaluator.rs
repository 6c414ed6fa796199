//! The continued-fraction evaluator: Serial Nim values computed along the quotients, O(length).
//!
//! # Source
//! The move rule of Serial Nim (ho2014): from `(x, rest)` one may go to `(x − i, rest)` for
//! `1 ≤ i < x`, or to `rest` by emptying the pile. If `rest` has value `v`, the values of
//! `(1, rest), (2, rest), …` are the non-negative integers in increasing order with `v` left out
//! (each is the mex of `v` and the values before it), so `(x, rest)` has value `x − 1` when
//! `x ≤ v` and `x` otherwise. Folding this from the right gives the value of any position.
//!
//! chl2011 §2 turns each two-entry game into Serial Nim on the quotients of `b/a`: from
//! `[a0, …, an]` with `n > 0` the moves are `[a0 − i, a1, …, an]` (`1 ≤ i < a0`) and
//! `[a1, …, an]`; from `[a0]` Euclid allows `[a0 − i]` for `1 ≤ i ≤ a0`, Grossman's game only
//! `i < a0`. So Euclid is Serial Nim on `(a0, …, an)`, Grossman's game is Serial Nim on
//! `(a0, …, a(n−1), an − 1)` (the last pile cannot be emptied), and M-Euclid, where every `[an]`
//! is final, is Serial Nim on `(a0, …, a(n−1))`.
//!
//! This engine derives from the move rules only: it does not use Levine's formula or λ.

use crate::arith::{ordered, ContinuedFraction};
use crate::vocab::error::{Error, Result};

/// The Serial Nim value of `piles` (every pile positive; the empty position has value 0).
pub fn serial_nim_value(piles: &[u64]) -> Result<u64> {
    if piles.contains(&0) {
        return Err(Error::out_of_domain(format!(
            "Serial Nim piles must be positive: {piles:?}"
        )));
    }
    Ok(fold(0, piles))
}

fn fold(rest: u64, piles: &[u64]) -> u64 {
    piles
        .iter()
        .rev()
        // `x − [x ≤ v]` without a branch: on random input the comparison is a coin toss.
        .fold(rest, |v, &x| x - u64::from(x <= v))
}

fn quotients_of(a: u64, b: u64, game: &str) -> Result<ContinuedFraction> {
    let (lo, hi) = ordered(a, b);
    if lo == 0 {
        return Err(Error::out_of_domain(format!(
            "{game}: no continued fraction for ({a}, {b})"
        )));
    }
    ContinuedFraction::of_ratio(hi, lo)
}

/// Cole–Davie's Euclid, any pair (a zero entry is final: value 0).
pub fn cole_davie_value(a: u64, b: u64) -> Result<u64> {
    if a == 0 || b == 0 {
        return Ok(0);
    }
    Ok(fold(0, quotients_of(a, b, "Euclid")?.quotients()))
}

/// Grossman's game, positive entries.
pub fn grossman_value(a: u64, b: u64) -> Result<u64> {
    let cf = quotients_of(a, b, "Grossman's game")?;
    let (last, init) = cf
        .quotients()
        .split_last()
        .expect("a continued fraction is never empty");
    // The last pile is an − 1 ≥ 1 when n > 0; for [a0] it is a0 − 1, absent when a0 = 1.
    let last_pile = last - 1;
    let rest = if last_pile == 0 {
        0
    } else {
        fold(0, &[last_pile])
    };
    Ok(fold(rest, init))
}

/// M-Euclid, positive entries.
pub fn m_euclid_value(a: u64, b: u64) -> Result<u64> {
    let cf = quotients_of(a, b, "M-Euclid")?;
    let (_, init) = cf
        .quotients()
        .split_last()
        .expect("a continued fraction is never empty");
    Ok(fold(0, init))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serial_nim_by_hand() {
        assert_eq!(serial_nim_value(&[]).unwrap(), 0);
        assert_eq!(serial_nim_value(&[3]).unwrap(), 3);
        assert_eq!(serial_nim_value(&[2, 2]).unwrap(), 1);
        assert_eq!(serial_nim_value(&[1, 2]).unwrap(), 0);
        assert!(serial_nim_value(&[1, 0]).is_err());
    }
}
