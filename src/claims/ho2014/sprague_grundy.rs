//! ho2014, slide "Sprague-Grundy function G": the predicates of its statements.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![claim!("example-mex", fixed(1), example_mex)
        .reads(reads![])
        .cases_exactly(|n| n)]
}

fn example_mex(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all([Text("{0, 1, 2, 4, 7}".into())], |_, o| {
        let m = mex(&[0, 1, 2, 4, 7]);
        o.value("mex", m);
        Ok(m == 3)
    })
}
