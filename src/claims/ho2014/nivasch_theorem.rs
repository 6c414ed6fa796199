//! ho2014, slide "Grossman's variant", Theorem (Nivasch, 2006): the predicates of its statements.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!(
            "theorem-nivasch",
            PAIRS,
            crate::claims::chl2011::fact_nivasch,
        )
        .reads(reads![GG])
        .cases_exactly(cases::triangle),
        claim!(
            "theorem-nivasch-reading-both-orders",
            PAIRS,
            theorem_nivasch_reading_both_orders,
        )
        .reads(reads![GG]),
    ]
}

fn theorem_nivasch_reading_both_orders(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, GG, false, run.n);
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        let truth = t.value(a, b)?;
        let (x, y) = (a as i128, b as i128);
        let formula = (y * y - x * x).div_euclid(x * y);
        o.value("G_G", truth).value("⌊b/a − a/b⌋", formula);
        Ok(truth as i128 == formula)
    })
}
