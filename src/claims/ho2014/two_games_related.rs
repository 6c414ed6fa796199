//! ho2014, slide "How are the Sprague-Grundy functions of the two games related": the predicates of
//! its statements.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!(
            "fact-nivasch-absolute-value",
            PAIRS,
            fact_nivasch_absolute_value,
        )
        .reads(reads![GG])
        .cases_exactly(cases::square),
        claim!(
            "theorem-cairns-ho-lengyel-grossman",
            PAIRS,
            crate::claims::chl2011::remark_3,
        )
        .reads(reads![GG])
        .cases_exactly(cases::below_diagonal),
        claim!(
            "theorem-cairns-ho-lengyel-grossman-reading-i-past-n",
            PAIRS,
            theorem_cairns_ho_lengyel_grossman_reading_i_past_n,
        )
        .reads(reads![GG]),
        claim!("theorem-relation", PAIRS, theorem_relation)
            .reads(reads![CD, GG])
            .cases_exactly(cases::triangle),
    ]
}

fn theorem_cairns_ho_lengyel_grossman_reading_i_past_n(
    ctx: &Ctx<'_>,
    run: &mut Run<'_>,
) -> Verdict {
    let t = truth_or_return!(ctx, GG, false, run.n);
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let q = engine(Pair(a, b), "expansion", ContinuedFraction::of_ratio(b, a))?;
        let i = crate::claims::chl2011::lambda_read_past_n(&q);
        // The parity of I decides, reversed in the special case a0 = ⋯ = an.
        let subtract = (i % 2 == 1) != q.all_equal();
        let formula = b / a - u64::from(subtract);
        let floor = engine(Pair(a, b), "⌊b/a − a/b⌋", nivasch::grossman_value(a, b))?;
        let truth = t.value(a, b)?;
        o.value("continued fraction", &q)
            .value("I read past n", i)
            .value("G_G", truth)
            .value("formula with I past n", formula)
            .value("⌊b/a − a/b⌋", floor);
        Ok(truth == formula && truth == floor)
    })
}

fn fact_nivasch_absolute_value(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, GG, false, run.n);
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        let truth = t.value(a, b)?;
        // ⌊|b/a − a/b|⌋ = ⌊|b² − a²|/(ab)⌋, with the absolute value as printed.
        let (x, y) = (a as u128, b as u128);
        let formula = (y * y).abs_diff(x * x) / (x * y);
        o.value("G_G", truth).value("⌊|b/a − a/b|⌋", formula);
        Ok(truth as u128 == formula)
    })
}

fn theorem_relation(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let euclid = truth_or_return!(ctx, CD, false, run.n);
    let grossman = truth_or_return!(ctx, GG, false, run.n);
    run.all_upper_pairs(1, false, |&Pair(a, b), o| {
        let (g, gg) = (euclid.value(a, b)?, grossman.value(a, b)?);
        let q = ContinuedFraction::of_ratio(b, a).expect("a > 0");
        let predicted = if !q.all_equal() {
            gg as i128
        } else if q.last_index() % 2 == 0 {
            gg as i128 + 1
        } else {
            gg as i128 - 1
        };
        o.value("continued fraction", &q)
            .value("G", g)
            .value("G_G", gg)
            .value("predicted G", predicted);
        Ok(g as i128 == predicted)
    })
}
