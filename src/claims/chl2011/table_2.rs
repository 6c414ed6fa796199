//! chl2011 Table 2: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![claim!("table-2", fixed(9), table_2)
        .reads(reads![GG])
        .cases_exactly(|_| 81)]
}

fn table_2(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    published_table(ctx, run, "chl2011-table-2", GG)
}
