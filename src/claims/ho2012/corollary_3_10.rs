//! ho2012 Corollary 3.10: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![claim!("corollary-3-10", TRIPLES, corollary_3_10)
        .reads(reads![G1, G2])
        .cases_exactly(|n| n.saturating_mul(2).saturating_sub(2))]
}

fn corollary_3_10(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    per_game(ctx, run, &BOTH, false, |run, t, name| {
        run.all(
            (1..run.n).map(|a| In(name, Named("a", a))),
            |In(_, Named(_, a)), o| {
                let v = t.value(1, *a, a + 1)?;
                o.value(format_args!("{}(1, a, a + 1)", value_name(t)), v);
                Ok((v == 1) == (a % 2 == 1))
            },
        )
    })
}
