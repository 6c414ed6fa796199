//! ho2012 Theorem 5.2: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("theorem-5-2", TRIPLES, theorem_5_2)
            .reads(reads![MISERE_G2])
            .cases_exactly(cases::sorted_triples),
        claim!("theorem-5-2-corrected", TRIPLES, |ctx, run| {
            same_value_sets(ctx, run, true, 0)
        })
        .reads(reads![MISERE_G1, MISERE_G2])
        .cases_exactly(cases::sorted_triples),
    ]
}

fn theorem_5_2(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // As printed: "the misère version of G2 … identical to those of the misère version of G2":
    // one table against itself, a statement that cannot fail.
    let n = run.n;
    let t = triple_truth!(ctx, G2, true, n);
    run.all(triples(n), |&Triple(a, b, c), o| {
        let (x, y) = (t.is_p(a, b, c)?, t.is_p(a, b, c)?);
        o.value("G2⁻ P", x);
        Ok(x == y)
    })
}
