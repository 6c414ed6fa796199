//! chl2011 Theorem 1: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("theorem-1", PAIRS, theorem_1)
            .reads(reads![CD])
            .cases_exactly(cases::below_diagonal),
        claim!(
            "theorem-1-reading-lambda-past-n",
            PAIRS,
            theorem_1_reading_lambda_past_n,
        )
        .reads(reads![CD]),
        claim!(
            "fact-corollary-extends-cole-davie",
            PAIRS,
            fact_corollary_extends_cole_davie,
        )
        .reads(reads![])
        .cases_exactly(cases::below_diagonal),
    ]
}

/// λ read past `n`: when `a0 = ⋯ = an` all hold the chain, `n + 1` (chl2011's other reading of
/// λ, and ho2014's of I, which is the same index).
pub(crate) fn lambda_read_past_n(q: &ContinuedFraction) -> usize {
    if q.all_equal() {
        q.last_index() + 1
    } else {
        lambda_of(q)
    }
}

fn theorem_1_reading_lambda_past_n(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // The other reading: when a0 = ⋯ = an all hold the chain, i = n + 1 counts as well.
    let t = truth_or_return!(ctx, CD, false, run.n);
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let q = cf(b, a);
        let lambda = lambda_read_past_n(&q);
        let truth = t.value(a, b)?;
        let formula = b / a - (lambda % 2) as u64;
        o.value("continued fraction", &q)
            .value("λ read past n", lambda)
            .value("G", truth)
            .value("Theorem 1 with λ past n", formula);
        Ok(truth == formula)
    })
}

fn fact_corollary_extends_cole_davie(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // The Corollary's zeros are Cole and Davie's losing positions, b < φa, on every 0 < a < b;
    // where a0 = 1, b/a is on the same side of λ1 as of φ.
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let corollary = engine(Pair(a, b), "Corollary", chl2011::corollary(a, b))?;
        let a0 = b / a;
        let losing = below_phi_a(a, b);
        o.value("a0", a0)
            .value("Corollary", corollary)
            .value("b < φa", losing);
        let lambda1_is_phi = a0 != 1 || {
            let lambda1 = matches!(compare_with_lambda1(b, a, 1), Ok(Ordering::Greater));
            let phi = matches!(compare_with_phi(b, a), Ok(Ordering::Greater));
            o.value("b/a > λ1", lambda1).value("b/a > φ", phi);
            lambda1 == phi
        };
        Ok(extends_cole_davie(corollary, losing, lambda1_is_phi))
    })
}

/// The remark at one position: the Corollary gives 0 exactly where Cole and Davie's losing
/// positions are (`b < φa`), and `λ1` is on the side of `b/a` that `φ` is.
fn extends_cole_davie(corollary: u64, losing: bool, lambda1_is_phi: bool) -> bool {
    (corollary == 0) == losing && lambda1_is_phi
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (2, 3): Corollary 0, losing, λ1 and φ on the same side. A zero off the losing positions, a
    /// nonzero value on one, or λ1 on the other side than φ is refused.
    #[test]
    fn extends_cole_davie_refuses_a_zero_elsewhere_or_lambda1_apart() {
        assert!(extends_cole_davie(0, true, true));
        assert!(extends_cole_davie(1, false, true));
        assert!(!extends_cole_davie(0, false, true));
        assert!(!extends_cole_davie(1, true, true));
        assert!(!extends_cole_davie(0, true, false));
    }
}
