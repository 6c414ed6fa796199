//! ho2012 Theorem 5.3: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![claim!("theorem-5-3", TRIPLES, |ctx, run| {
        same_value_sets(ctx, run, true, 1)
    })
    .reads(reads![MISERE_G1, MISERE_G2])
    .cases_exactly(cases::sorted_triples)]
}
