//! ho2012 Corollary 3.4: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("corollary-3-4", TRIPLES, |ctx, run| {
            bound_when_one(ctx, run, G2, at_most_a_plus_b, "c ≤ a + b")
        })
        .reads(reads![G2])
        .cases_exactly(cases::sorted_triples),
        claim!("corollary-3-4-in-g1", TRIPLES, |ctx, run| {
            bound_when_one(ctx, run, G1, at_most_a_plus_b, "c ≤ a + b")
        })
        .reads(reads![G1])
        .cases_exactly(cases::sorted_triples),
    ]
}

/// Corollary 3.4's: c ≤ a + b.
pub(super) fn at_most_a_plus_b(a: u64, b: u64, c: u64) -> bool {
    c <= a + b
}
