//! ho2012 Theorem 5.6: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![claim!("theorem-5-6", TRIPLES, |ctx, run| {
        theorem_3_9_for(ctx, run, true, false)
    })
    .reads(reads![MISERE_G1, MISERE_G2])
    .cases(|n| cases::square_part(n, 1, 4))]
}
