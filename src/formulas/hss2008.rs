//! Hofmann, Schuster and Steuding (2008), Theorem 1: the golden-ratio test for Grossman's game.
//!
//! # Source
//! hss2008 Theorem 1: "The first player has a winning strategy if and only if the ratio of the
//! larger number to the smaller in the starting position is greater than G := ½(√5 + 1)."
//!
//! # Conventions
//! hss2008's Euclid ends on the diagonal: it is Grossman's game. Positive entries, either order;
//! `larger/smaller > G` iff `larger² − larger·smaller − smaller² > 0`.

use crate::arith::{ordered, quadratic::compare_with_phi};
use crate::vocab::error::{Error, Result};
use std::cmp::Ordering;

/// Whether the first player wins from `(a, b)` by Theorem 1.
pub fn first_player_wins(a: u64, b: u64) -> Result<bool> {
    let (lo, hi) = ordered(a, b);
    if lo == 0 {
        return Err(Error::out_of_domain(
            "hss2008's positions have positive entries",
        ));
    }
    Ok(compare_with_phi(hi, lo)? == Ordering::Greater)
}
