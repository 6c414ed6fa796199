//! Predicates for `spec/ewd1981.toml`: E. W. Dijkstra, note of 17 June 1981 on the Euclid game.
//! Dijkstra's game is Cole–Davie's Euclid.

use super::{
    compositions, pairs, pn, ClaimCheck, Ctx, Failure, Node, Pair, Piles, Run, Verdict, PAIRS,
    PILE_SUM,
};
use crate::arith::quadratic::compare_with_phi;
use crate::arith::{gcd, ordered, ContinuedFraction, PartialQuotients};
use crate::claims::reads;
use crate::claims::truth_or_return;
use crate::claims::upper;
use crate::formulas::dijkstra::{self, trail};
use crate::games::TwoEntryGame::ColeDavie as CD;
use crate::games::{ColeDavieEuclid, ImpartialGame};
use crate::harness::domain::cases;
use std::cmp::Ordering;
use std::collections::BTreeMap;

/// [`crate::claims::claim!`] with the paper part of the id from this folder: in a file of it,
/// `claim!("fact-gcd", …)` registers `ewd1981/fact-gcd`.
macro_rules! claim {
    ($id:literal, $($rest:tt)*) => {
        crate::claims::claim!(concat!("ewd1981/", $id), $($rest)*)
    };
}

mod conclusion;
mod expansion;
mod observations;
mod trail;

/// The predicates of every `spec/ewd1981.toml` entry, one per claim id, result by result.
pub fn claims() -> Vec<ClaimCheck> {
    [
        observations::claims(),
        expansion::claims(),
        trail::claims(),
        conclusion::claims(),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// `|k0, …, kn|` of `hi/lo` with `k0 ≥ 2` (or `|1|`), `0 < lo ≤ hi`.
fn ks_of(lo: u64, hi: u64) -> Vec<u64> {
    let mut ks = Vec::new();
    ks_into(lo, hi, &mut ks);
    ks
}

/// [`ks_of`] written into `ks` (emptied first): the quotients of `hi/lo` by Euclid's
/// algorithm, reversed, for walks that reuse one vector from move to move.
fn ks_into(lo: u64, hi: u64, ks: &mut Vec<u64>) {
    ks.clear();
    ks.extend(PartialQuotients::new(hi, lo).expect("lo > 0"));
    ks.reverse();
}

/// `|k0, …, kn|` printed as Dijkstra writes it.
fn show_ks(ks: &[u64]) -> String {
    let inner: Vec<String> = ks.iter().map(u64::to_string).collect();
    format!("|{}|", inner.join(", "))
}

/// The trail of `hi/lo`, `0 < lo < hi` (ratio above 1), by its definition: the ones that end
/// Dijkstra's `|k0, …, kn|`, which is the expansion `[a0, …, an]` read backwards, are the
/// quotients before the first that is at least 2, read from `a0` (most ratios stop at the first
/// quotient; none builds the expansion). The library's `trail` is held to it by
/// ewd1981/fact-trail-train-of-ones ([`library_trail_of`]).
fn trail_of(lo: u64, hi: u64) -> usize {
    PartialQuotients::new(hi, lo)
        .expect("lo > 0")
        .position(|q| q >= 2)
        .expect("the ratio exceeds 1")
}

/// The trail of `hi/lo`, `0 < lo < hi`, by the library (`formulas::dijkstra::trail`).
fn library_trail_of(lo: u64, hi: u64) -> usize {
    trail(
        &ContinuedFraction::of_ratio(hi, lo)
            .expect("lo > 0")
            .into_reversed(),
    )
    .expect("the ratio exceeds 1")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The trail by its definition, on expansions written by hand: 8/5 = [1, 1, 1, 2] (Dijkstra's
    /// |2, 1, 1, 1|, trail 3), 21/8 = [2, 1, 1, 2] (trail 0), 3/2 = [1, 2] (trail 1), 7/1 = [7]
    /// (trail 0), 13/8 = [1, 1, 1, 1, 2] (trail 4); the library agrees on each.
    #[test]
    fn trail_by_its_definition() {
        for (lo, hi, want) in [(5, 8, 3), (8, 21, 0), (2, 3, 1), (1, 7, 0), (8, 13, 4)] {
            assert_eq!(trail_of(lo, hi), want, "{hi}/{lo}");
            assert_eq!(library_trail_of(lo, hi), want, "{hi}/{lo}");
        }
    }
}
