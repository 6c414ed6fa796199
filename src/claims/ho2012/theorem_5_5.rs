//! ho2012 Theorem 5.5: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![claim!("theorem-5-5", TRIPLES, theorem_5_5)
        .reads(reads![MISERE_G1, MISERE_G2])
        .cases(|n| cases::cube_part(n, 1, 16))]
}

fn theorem_5_5(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n;
    implication(
        ctx,
        run,
        &BOTH,
        true,
        move |a, b, c| a + b > c && c + a <= n && !(b == 2 * a && c == 2 * a),
        |t, a, b, c, o| {
            let (x, y) = (t.value(a, b, c)?, t.value(a, b + a, c + a)?);
            o.value(value_name(t), x)
                .value(format_args!("{}(a, b + a, c + a)", value_name(t)), y);
            Ok(x != 1 || y == 1)
        },
    )
}
