//! ho2012 Theorem 5.4: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![claim!("theorem-5-4", TRIPLES, theorem_5_4).reads(reads![MISERE_G1, MISERE_G2])]
}

fn theorem_5_4(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n;
    implication(
        ctx,
        run,
        &BOTH,
        true,
        move |a, b, c| c + a <= n && !(b == a && c == 2 * a),
        |t, a, b, c, o| {
            let (x, y) = (t.is_p(a, b, c)?, t.is_p(a, b + a, c + a)?);
            o.value("P", x).value("(a, b + a, c + a) P", y);
            Ok(!x || y)
        },
    )
}
