//! Spitznagel (1973): playing Euclid without φ.
//!
//! # Source
//! ho2014 (slide "Playing the game without φ"): "Given b ≥ 2a, b = qa + r,
//! (a, b) = (a, qa + r) → (a, pa + r). We need p ≤ 1 and so either (r, a) ∈ P or (a, a + r) ∈ P,
//! but not both. Proposition (Spitznagel, Jr, 1973). Strategy: a/r v.s. (a + r)/a. The position
//! with smaller ratio is in P." Example: "(7, 25) → ?, (7, 4) or (7, 11). Since
//! 7 × 7 = 49 > 4 × 11, 7/4 > 11/7 and so (7, 11) is P."
//!
//! # Conventions
//! `0 < a`, `b ≥ 2a`, `r = b mod a`. The ratios are compared by cross-multiplication:
//! `a/r > (a + r)/a` iff `a·a > r·(a + r)`. With `r = 0`, `a/r` is read as infinite, so the rule
//! picks `(a, a)`.

use crate::vocab::error::{Error, Result};

/// The move Spitznagel's rule makes from `(a, b)`: `(a, p·a + r)` with `p ∈ {0, 1}`.
///
/// # Examples
///
/// ```
/// use euclid_spec::formulas::spitznagel::winning_move;
///
/// // ho2014's example: "(7, 25) → ?, (7, 4) or (7, 11). Since 7 × 7 = 49 > 4 × 11,
/// // 7/4 > 11/7 and so (7, 11) is P."
/// assert_eq!(winning_move(7, 25)?, (7, 11));
/// // By hand: 30 = 4·7 + 2, 7 × 7 = 49 > 2 × 9 = 18, so 7/2 > 9/7 and the move is to (7, 9).
/// assert_eq!(winning_move(7, 30)?, (7, 9));
/// assert!(winning_move(7, 11).is_err()); // the rule needs b ≥ 2a
/// # Ok::<(), euclid_spec::Error>(())
/// ```
pub fn winning_move(a: u64, b: u64) -> Result<(u64, u64)> {
    if a == 0 || b / a < 2 {
        return Err(Error::out_of_domain(format!(
            "Spitznagel's rule needs 0 < a and b ≥ 2a, not ({a}, {b})"
        )));
    }
    let r = b % a;
    // a + r < 2a ≤ b, so it fits u64.
    let a_over_r_is_larger = r == 0 || (a as u128) * (a as u128) > (r as u128) * ((a + r) as u128);
    Ok(if a_over_r_is_larger {
        (a, a + r)
    } else {
        (a, r)
    })
}
