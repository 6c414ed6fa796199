//! hss2008 Theorem 4: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("theorem-4", COUNTS, theorem_4)
            .reads(reads![GG])
            .holds_formulas(&["f_(n+1)", "g_(n+1)"])
            .cases(|n| n.saturating_add(200)),
        claim!("theorem-4-corrected", COUNTS, theorem_4_corrected)
            .reads(reads![GG])
            .cases_exactly(|n| n.saturating_add(200)),
        claim!("fact-two-thirds", COUNTS, fact_two_thirds)
            .reads(reads![GG])
            .cases_exactly(|n| n.saturating_add(200)),
    ]
}

/// Theorem 4 with the given numerator of 3·g(n+1): printed `2^n + (−1)^n`, corrected
/// `2^n + 2(−1)^n`.
fn theorem_4_with(ctx: &Ctx<'_>, run: &mut Run<'_>, g_sign_coefficient: i32) -> Verdict {
    // A run on one of the two printed formulas checks that one only.
    let (f_checked, g_checked) = (run.checks_formula("f_(n+1)"), run.checks_formula("g_(n+1)"));
    on_counts(ctx, run, 1, |i, s, o| {
        // s[i] holds (f(i+1), g(i+1)); the statement is for n = i ≥ 1.
        if i >= s.len() {
            return true;
        }
        let sign: i32 = if i % 2 == 0 { 1 } else { -1 };
        let p = BigInt::from(pow2(i));
        let three_f = BigInt::from(s[i].0.clone()) * 3;
        let three_g = BigInt::from(s[i].1.clone()) * 3;
        let f_formula = (&p - sign) * 2;
        let g_formula = &p + sign * g_sign_coefficient;
        let show = |x: &BigInt| {
            if x % 3u32 == BigInt::from(0) {
                (x / 3u32).to_string()
            } else {
                format!("{x}/3")
            }
        };
        o.value("f_(n+1)", &s[i].0)
            .value("g_(n+1)", &s[i].1)
            .value_with("formula for f_(n+1)", || show(&f_formula))
            .value_with("formula for g_(n+1)", || show(&g_formula));
        (!f_checked || three_f == f_formula) && (!g_checked || three_g == g_formula)
    })
}

pub(crate) fn theorem_4(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    theorem_4_with(ctx, run, 1)
}

pub(crate) fn theorem_4_corrected(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    theorem_4_with(ctx, run, 2)
}

pub(crate) fn fact_two_thirds(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // f(n)/2^(n−1) → 2/3 and g(n)/2^(n−1) → 1/3: checked as |3·f(n) − 2·2^(n−1)| ≤ 2 and
    // |3·g(n) − 2^(n−1)| ≤ 2, so each share is within (2/3)/2^(n−1) of its limit.
    on_counts(ctx, run, 1, two_thirds_at)
}

/// fact-two-thirds at n = `i` of the counts `s` (n = 1, 2, …).
fn two_thirds_at(i: usize, s: &[(BigUint, BigUint)], o: &mut crate::claims::Obs) -> bool {
    let t = BigInt::from(pow2(i - 1));
    let f_gap: BigInt = BigInt::from(s[i - 1].0.clone()) * 3u32 - &t * 2u32;
    let g_gap: BigInt = BigInt::from(s[i - 1].1.clone()) * 3u32 - &t;
    o.value("3·f_n − 2·2^(n−1)", &f_gap)
        .value("3·g_n − 2^(n−1)", &g_gap);
    f_gap.abs() <= BigInt::from(2) && g_gap.abs() <= BigInt::from(2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::claims::hss2008::tests::counts;

    /// At n = 4, (f_4, g_4) = (6, 2): 3·6 − 2·8 = 2 and 3·2 − 8 = −2, both at the bound.
    /// f_4 = 7 (21 − 16 = 5) with g right, g_4 = 0 (−8) with f right: each refused alone.
    #[test]
    fn two_thirds_refuses_each_share_alone() {
        let mut o = crate::claims::Obs::default();
        let right = counts(&[(0, 1), (2, 0), (2, 2), (6, 2)]);
        assert!((1..=4).all(|i| two_thirds_at(i, &right, &mut o)));
        assert!(!two_thirds_at(
            4,
            &counts(&[(0, 1), (2, 0), (2, 2), (7, 2)]),
            &mut o
        ));
        assert!(!two_thirds_at(
            4,
            &counts(&[(0, 1), (2, 0), (2, 2), (6, 0)]),
            &mut o
        ));
    }
}
