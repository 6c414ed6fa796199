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

/// The trail of `hi/lo`, `0 < lo < hi` (ratio above 1).
fn trail_of(lo: u64, hi: u64) -> usize {
    trail(
        &ContinuedFraction::of_ratio(hi, lo)
            .expect("lo > 0")
            .into_reversed(),
    )
    .expect("the ratio exceeds 1")
}
