//! Cole and Davie (1969): the P-positions of Euclid.
//!
//! # Source
//! ho2014 (slide "The P-positions"): "Proposition (Cole & Davie, 1969)
//! P = {(0, b), (a, b) | 0 < a < b < φa}, φ = (√5 + 1)/2 is the Golden ratio."
//! chl2011 §1: "for a < b, the position (a, b) is a losing position if and only if b < φa".
//!
//! # Conventions
//! Pairs are unordered, as the set is written with `a < b`: `(a, b)` and `(b, a)` are tested as
//! the same position. The diagonal `(a, a)` with `a > 0` is not in the printed set, so it is an
//! N-position (in Euclid it is: the move to `(a, 0)` wins). `b < φa` is decided by the sign of
//! `b² − ab − a²`, in integers.

use crate::arith::{ordered, quadratic::compare_with_phi};
use std::cmp::Ordering;

/// Whether `(a, b)` is in Cole–Davie's set of P-positions of Euclid.
pub fn is_p_position(a: u64, b: u64) -> bool {
    let (lo, hi) = ordered(a, b);
    if lo == 0 {
        return true;
    }
    // lo > 0, so the comparison cannot fail.
    lo < hi && matches!(compare_with_phi(hi, lo), Ok(Ordering::Less))
}
