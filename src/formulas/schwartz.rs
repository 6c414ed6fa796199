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
use crate::vocab::error::{Error, Result};

/// Whether the first player wins from `(a, b)`, `0 < a < b`.
///
/// # Examples
///
/// ```
/// use euclid_spec::formulas::schwartz::first_player_wins;
///
/// // 21/8 = [2, 1, 1, 1, 2]: the first quotient other than 1 is a0 (j = 0, even): a win.
/// assert!(first_player_wins(8, 21)?);
/// // 8/5 = [1, 1, 1, 2]: j = 3 is odd: a loss, as chl2011 Table 2 has G_G(5, 8) = 0.
/// assert!(!first_player_wins(5, 8)?);
/// // 9/5 = [1, 1, 4]: j = 2 is even: a win, as Table 2 has G_G(5, 9) = 1.
/// assert!(first_player_wins(5, 9)?);
/// assert!(first_player_wins(8, 5).is_err()); // stated for a < b
/// # Ok::<(), euclid_spec::Error>(())
/// ```
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
