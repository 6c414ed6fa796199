//! hss2008 §7: the predicates of the statements of its prose, outside its numbered results.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("fact-section-7-counts", COUNTS, fact_section_7_counts)
            .reads(reads![GG])
            .cases_exactly(|n| n.saturating_sub(1)),
    ]
}

pub(crate) fn fact_section_7_counts(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let counts = match counts_up_to(ctx, run.n) {
        Ok(c) => c,
        Err(f) => return Verdict::fails(0, f),
    };
    // F_n, G_n count the mothers of generation n, which live in generation n − 1; for n = 2 the
    // identities that need f(n−2) are not defined.
    run.all((2..=run.n).map(|m| Named("n", m)), |&Named(_, m), o| {
        let m = m as usize;
        let mothers = &counts[m - 2];
        let (big_f, big_g) = (mothers.mothers_both_first, mothers.mothers_mixed);
        let f = |k: usize| counts[k - 1].first;
        let g = |k: usize| counts[k - 1].second;
        let half = 1u64 << (m - 2);
        // The second player wins from the mixed mothers: G_n of 2^(n−2), close to two thirds.
        o.value("F_n", big_f)
            .value("G_n", big_g)
            .value("2^(n−2)", half)
            .value("g_n", g(m))
            .value("f_(n−1)", f(m - 1))
            .value("g_(n−1)", g(m - 1))
            .value("3·G_n − 2·2^(n−2)", 3 * big_g as i128 - 2 * half as i128);
        // "Using 2^(n−2) = f(n−1) + g(n−1)".
        o.value("f_(n−1) + g_(n−1)", f(m - 1) + g(m - 1));
        let before = (m >= 3).then(|| f(m - 2));
        if let Some(f_before) = before {
            o.value("f_(n−2)", f_before);
        }
        Ok(section_7_holds(
            (big_f, big_g),
            half,
            g(m),
            (f(m - 1), g(m - 1)),
            before,
        ))
    })
}

/// fact-section-7-counts at one n: the mothers' counts `(F_n, G_n)`, `half` = 2^(n−2), g_n,
/// `(f_(n−1), g_(n−1))` and f_(n−2) where it exists (n ≥ 3).
fn section_7_holds(
    (big_f, big_g): (u64, u64),
    half: u64,
    g_n: u64,
    (f_prev, g_prev): (u64, u64),
    f_before: Option<u64>,
) -> bool {
    let gap = (3 * i128::from(big_g) - 2 * i128::from(half)).abs();
    half.checked_sub(big_f) == Some(big_g)
        && half == f_prev + g_prev
        && big_g == g_n
        && g_n == f_prev
        && big_f == g_prev
        && gap <= 2
        && f_before.is_none_or(|f_before| g_prev == f_before)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// n = 4 from the counts (f_n, g_n) = (0, 1), (2, 0), (2, 2), (6, 2) by hand: the mothers
    /// of generation 4 are generation 3's 4 = 2² nodes, F_4 = g_3 = 2, G_4 = g_4 = f_3 = 2,
    /// 3·2 − 2·4 = −2, and g_3 = f_2 = 2; n = 2: F_2 = g_1 = 1, G_2 = g_2 = f_1 = 0 of 2⁰.
    /// The five identities G = 2^(n−2) − F, 2^(n−2) = f_(n−1) + g_(n−1), G = g_n, g_n = f_(n−1),
    /// F = g_(n−1) are one cycle: any four imply the fifth, so none is broken alone. Refused:
    /// 2^(n−2) = 3 (breaks the first two); g_4 = 3 (G = g_n and g_n = f_3); f_3 = 3, g_3 = 1
    /// (g_4 = f_3, F = g_3 and g_3 = f_2); g_3 = 3 (the sum, F = g_3 and g_3 = f_2); the chance
    /// alone (G = 4 of 4: 12 − 8 = 4, the cycle kept with F = 0); g_3 ≠ f_2 alone; and an F
    /// above 2^(n−2), refused, not an underflow.
    #[test]
    fn section_7_refuses_each_identity() {
        assert!(section_7_holds((2, 2), 4, 2, (2, 2), Some(2)));
        assert!(section_7_holds((1, 0), 1, 0, (0, 1), None)); // n = 2
        assert!(!section_7_holds((2, 2), 3, 2, (2, 2), Some(2)));
        assert!(!section_7_holds((2, 2), 4, 3, (2, 2), Some(2)));
        assert!(!section_7_holds((2, 2), 4, 2, (3, 1), Some(2)));
        assert!(!section_7_holds((2, 2), 4, 2, (2, 3), Some(2)));
        assert!(!section_7_holds((0, 4), 4, 4, (4, 0), Some(0)));
        assert!(!section_7_holds((2, 2), 4, 2, (2, 2), Some(3)));
        assert!(!section_7_holds((5, 2), 4, 2, (2, 2), Some(2)));
    }
}
