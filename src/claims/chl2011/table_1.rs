//! chl2011 Table 1: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![claim!("table-1", fixed(9), table_1)
        .reads(reads![CD])
        .cases_exactly(|_| 100)]
}

fn table_1(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    published_table(ctx, run, "chl2011-table-1", CD)
}
