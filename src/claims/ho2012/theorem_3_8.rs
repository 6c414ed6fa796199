//! ho2012 Theorem 3.8: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("theorem-3-8", TRIPLES, theorem_3_8)
            .reads(reads![G1, G2])
            .cases(|n| cases::cube_part(n, 1, 16)),
        claim!(
            "example-theorem-3-8-c-equals-a-plus-b",
            fixed(5),
            |ctx, run| { printed(ctx, run, &[(G2, [1, 3, 4], 1), (G2, [1, 4, 5], 2)]) }
        )
        .reads(reads![G2])
        .cases_exactly(|_| 2),
    ]
}

fn theorem_3_8(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n;
    implication(
        ctx,
        run,
        &BOTH,
        false,
        move |a, b, c| a + b > c && c + a <= n,
        |t, a, b, c, o| {
            let (x, y) = (t.value(a, b, c)?, t.value(a, b + a, c + a)?);
            o.value(value_name(t), x)
                .value(format_args!("{}(a, b + a, c + a)", value_name(t)), y);
            Ok((x == 1) == (y == 1))
        },
    )
}
