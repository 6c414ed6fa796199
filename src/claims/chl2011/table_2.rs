//! chl2011 Table 2: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![claim!("table-2", fixed(9), |ctx, run| {
        published_table(ctx, run, "chl2011-table-2", GG)
    })
    .reads(reads![GG])
    .cases_exactly(|_| 81)]
}
