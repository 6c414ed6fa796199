//! chl2011 Remark 4: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("remark-4", PAIRS, |_, run| { remark_4_check(run, false) })
            .reads(reads![])
            .cases_exactly(|n| cases::square_part(n, 1, 4)),
        claim!("remark-4-reading-any-a0", PAIRS, |_, run| {
            remark_4_check(run, true)
        })
        .reads(reads![]),
        claim!(
            "remark-4-reading-a-over-b",
            PAIRS,
            remark_4_reading_a_over_b,
        )
        .reads(reads![])
        .cases_exactly(cases::below_diagonal),
    ]
}

fn remark_4_check(run: &mut Run<'_>, all_a0: bool) -> Verdict {
    run.all_pairs_where(
        1,
        |a, b| upper(true)(a, b) && (all_a0 || b / a > 1),
        |&Pair(a, b), o| {
            let x = engine(Pair(a, b), "xₙ", corollary_x_index(b, a, b / a))?;
            let q = cf(b, a);
            o.value("continued fraction", &q)
                .value("b/a = x_n for some n", x.is_some())
                .value("all quotients equal", q.all_equal());
            Ok(x.is_some() == q.all_equal())
        },
    )
}

fn remark_4_reading_a_over_b(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // a/b as printed: never one of the xn of a0 = ⌊b/a⌋.
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let a0 = b / a;
        let x = engine(Pair(a, b), "xₙ", corollary_x_index(a, b, a0))?;
        o.value("a0", a0).value("a/b = x_n for some n", x.is_some());
        Ok(x.is_none())
    })
}
