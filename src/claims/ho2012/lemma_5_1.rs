//! ho2012 Lemma 5.1: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![claim!("lemma-5-1", TRIPLES, |ctx, run| {
        lemma_3_3_for(ctx, run, &BOTH, true)
    })
    .reads(reads![MISERE_G1, MISERE_G2])
    .cases_exactly(|n| cases::sorted_triples(n).saturating_mul(2))]
}
