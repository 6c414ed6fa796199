//! The cone strategy.
//!
//! # Source
//! hss2008 §3 (Lengyel's argument): "Define g := 1/G … the open cone
//! C = {(x, y) ∈ ℝ² : x, y > 0, g < y/x < G}. … if a < b and (a, b) ∉ C, then there is a unique
//! positive integer k such that (a, b − ak) ∈ C. Moreover, given a position (a, b) inside C with
//! a ≠ b, there is only one possible legal move which leads outside C."
//!
//! # Conventions
//! Membership is exact: `y/x < G` and `x/y < G` by the golden polynomial. In Grossman's game the
//! P-positions are the points of C. In Cole–Davie's Euclid the same holds off the diagonal, and a
//! position `(a, k·a)` is won by moving to `(a, 0)` (the cone's target `(a, a)` is an N-position
//! there).

use crate::arith::{ordered, quadratic::in_cone};
use crate::games::TwoEntryGame;
use crate::vocab::error::Result;

/// The `k ≥ 1` with `(a, b − ak)` in the cone, for `0 < a < b` outside it: the target is the
/// one of `r` and `r + a` (`r = b mod a`) that lies in the window `(ga, Ga)` of length `a`.
pub fn cone_k(a: u64, b: u64) -> Option<u64> {
    if a == 0 || a >= b || in_cone(a, b) {
        return None;
    }
    let r = b % a;
    let candidates = [r, r + a]; // r + a ≤ b since b ≥ a + r
    let mut found = candidates
        .iter()
        .filter(|&&y| y > 0 && y < b && in_cone(a, y));
    let y = *found.next()?;
    debug_assert!(
        found.next().is_none(),
        "the window holds one point of each residue class"
    );
    Some((b - y) / a)
}

/// The cone strategy's winning move, or `None` from a P-position.
pub fn winning_move(game: TwoEntryGame, a: u64, b: u64) -> Result<Option<(u64, u64)>> {
    let (lo, hi) = ordered(a, b);
    let swap = |p: (u64, u64)| if a <= b { p } else { (p.1, p.0) };
    if lo == 0 {
        return Ok(None);
    }
    if game == TwoEntryGame::ColeDavie && hi % lo == 0 {
        return Ok(Some(swap((lo, 0))));
    }
    Ok(cone_k(lo, hi).map(|k| swap((lo, hi - k * lo))))
}
