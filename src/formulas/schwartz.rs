//! Schwartz's classification (hss2008 Theorem 3, via Lengyel 2003).
//!
//! # Source
//! hss2008 Theorem 3: "Let (a, b) with a < b be the starting position and denote by
//! [a0, a1, …, am] the continued fraction expansion of b/a. Then the first player has a winning
//! strategy if and only if the first partial quotient aj that is different from 1 appears at a
//! position with an even index j."
//!
//! # Conventions
//! Stated for hss2008's Euclid, which is Grossman's game; positive entries, `a < b`, so the
//! expansion has a quotient different from 1 (its last one, or `a0 ≥ 2`).

use crate::arith::PartialQuotients;
use crate::error::{Error, Result};

/// Whether the first player wins from `(a, b)`, `0 < a < b`.
pub fn first_player_wins(a: u64, b: u64) -> Result<bool> {
    if a == 0 || a >= b {
        return Err(Error::out_of_domain(format!(
            "Theorem 3 is stated for 0 < a < b, not ({a}, {b})"
        )));
    }
    let j = PartialQuotients::new(b, a)?
        .position(|q| q != 1)
        .ok_or_else(|| Error::out_of_domain("no partial quotient differs from 1"))?;
    Ok(j % 2 == 0)
}
