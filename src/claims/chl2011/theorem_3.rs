//! chl2011 Theorem 3: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![claim!("theorem-3", PAIRS, theorem_3)
        .reads(reads![CD])
        .cases_exactly(cases::triangle)]
}

fn theorem_3(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, run.n);
    run.all_upper_pairs(1, false, |&Pair(a, b), o| {
        let truth = t.value(a, b)?;
        let formula = engine(Pair(a, b), "Theorem 3", chl2011::theorem_3(a, b))?;
        o.value_with("continued fraction", || cf(b, a))
            .value("⌊b/a − a/b⌋", nivasch::grossman_value(a, b).unwrap_or(0))
            .value("G", truth)
            .value("Theorem 3", formula);
        Ok(truth == formula)
    })
}
