//! Dijkstra (EWD, 17 June 1981): the trail of the reversed continued fraction.
//!
//! # Source
//! ewd1981: "characterize the ratio by its finite expansion as continued fraction, more precisely
//! by the sequence of positive integers |k0, k1, …, kn| such that the ratio equals rn, given by
//! r0 = k0 and r(i+1) = k(i+1) + 1/ri." … "The state n = 0 ∧ k0 = 1 corresponds to a ratio = 1,
//! which is a winning situation for the initial player. It is exceptional in the sense that all
//! ratios > 1 can be represented with k0 ≥ 2. For such states we define
//! trail = n − (MAX i : 0 ≤ i ≤ n ∧ ki ≥ 2 : i), i.e. the length of the train of ones on which
//! (0) ends." … "Hence trail even characterizes the remaining winning situations, i.e. the
//! ratio > (1 + √5)/2."
//!
//! # Conventions
//! Dijkstra's game is Cole–Davie's Euclid ("a move being possible means that both numbers are
//! positive … the number decreased remains ≥ 0"). The ratio is larger/smaller; a zero entry
//! leaves no move, a lost situation.

use crate::arith::{ordered, ContinuedFraction, ReversedContinuedFraction};
use crate::vocab::error::Result;

/// The trail of `|k0, …, kn|`, or `None` for the exceptional ratio 1 (`|1|`).
pub fn trail(ks: &ReversedContinuedFraction) -> Option<usize> {
    let ks = ks.ks();
    let last_big = ks.iter().rposition(|&k| k >= 2)?;
    Some(ks.len() - 1 - last_big)
}

/// Whether the player to move wins from `(a, b)` in Dijkstra's analysis.
///
/// # Examples
///
/// ```
/// use euclid_spec::formulas::dijkstra::is_winning;
///
/// // ewd1981: "a ratio = 1, which is a winning situation for the initial player".
/// assert!(is_winning(4, 4)?);
/// // 21/8 = |2, 1, 1, 1, 2| (read in Dijkstra's order): trail 0, even: a win (21/8 > φ).
/// assert!(is_winning(8, 21)?);
/// // 8/5 = |2, 1, 1, 1|: trail 3, odd: a loss (8/5 < φ).
/// assert!(!is_winning(5, 8)?);
/// // "the player faced with a situation in which no move is possible has lost".
/// assert!(!is_winning(0, 5)?);
/// # Ok::<(), euclid_spec::Error>(())
/// ```
pub fn is_winning(a: u64, b: u64) -> Result<bool> {
    let (lo, hi) = ordered(a, b);
    if lo == 0 {
        return Ok(false);
    }
    let reversed = ContinuedFraction::of_ratio(hi, lo)?.into_reversed();
    Ok(match trail(&reversed) {
        None => true, // ratio 1
        Some(t) => t % 2 == 0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trail_of(b: u64, a: u64) -> Option<usize> {
        trail(&ContinuedFraction::of_ratio(b, a).unwrap().reversed())
    }

    /// The trail itself, not only its parity: the length of the train of ones `(0)` ends on.
    #[test]
    fn trails_by_hand() {
        assert_eq!(trail_of(1, 1), None); // |1|
        assert_eq!(trail_of(7, 2), Some(0)); // 7/2 = [3, 2], |2, 3|
        assert_eq!(trail_of(3, 2), Some(1)); // 3/2 = [1, 2], |2, 1|
        assert_eq!(trail_of(5, 3), Some(2)); // 5/3 = [1, 1, 2], |2, 1, 1|
        assert_eq!(trail_of(8, 5), Some(3)); // 8/5 = [1, 1, 1, 2], |2, 1, 1, 1|
        assert_eq!(trail_of(7, 4), Some(2)); // 7/4 = [1, 1, 3], |3, 1, 1|
        assert_eq!(trail_of(21, 8), Some(0)); // [2, 1, 1, 1, 2]
    }
}
