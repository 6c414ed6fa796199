//! chl2011 Remark 3: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![claim!("remark-3", PAIRS, remark_3)
        .reads(reads![GG])
        .cases_exactly(cases::below_diagonal)]
}

pub(crate) fn remark_3(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, GG, false, run.n);
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let truth = t.value(a, b)?;
        let remark = engine(Pair(a, b), "Remark 3", chl2011::remark_3(a, b))?;
        let floor = engine(Pair(a, b), "⌊b/a − a/b⌋", nivasch::grossman_value(a, b))?;
        // The expansion and λ are shown only: built when a failure is recorded.
        o.value_with("continued fraction", || cf(b, a))
            .value_with("λ(a, b)", || lambda_of(&cf(b, a)))
            .value("G_G", truth)
            .value("Remark 3", remark)
            .value("⌊b/a − a/b⌋", floor)
            .explain(|| format!("sg grossman {a} {b} --explain"));
        Ok(remark_3_holds(truth, remark, floor))
    })
}

/// Remark 3 at one position: Grossman's value is the Remark's expression and Nivasch's floor.
fn remark_3_holds(truth: u64, remark: u64, floor: u64) -> bool {
    truth == remark && truth == floor
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (1, 2): G_G = 1 = ⌊2 − 1/2⌋ (Table 2 row 1, column 2). A Remark value or a floor other than
    /// the game's is refused.
    #[test]
    fn remark_3_refuses_each_disagreement() {
        assert!(remark_3_holds(1, 1, 1));
        assert!(!remark_3_holds(1, 2, 1));
        assert!(!remark_3_holds(1, 1, 2));
    }
}
