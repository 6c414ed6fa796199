//! ho2014, slide "EUCLID: reformulation of Levine's formula": the predicates of its statements.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!(
            "fact-reformulation-of-levine",
            PAIRS,
            fact_reformulation_of_levine,
        )
        .reads(reads![CD])
        .cases_exactly(cases::below_diagonal),
        claim!(
            "theorem-cairns-ho-lengyel",
            PAIRS,
            crate::claims::chl2011::theorem_1,
        )
        .reads(reads![CD])
        .cases_exactly(cases::below_diagonal),
        claim!(
            "theorem-cairns-ho-lengyel-reading-i-past-n",
            PAIRS,
            theorem_cairns_ho_lengyel_reading_i_past_n,
        )
        .reads(reads![CD]),
    ]
}

/// Serial Nim's value of `piles` by the mex over its moves, from the last pile back: the
/// position `(x, p(k+1), …, pn)` moves to `(x', p(k+1), …, pn)`, `1 ≤ x' < x`, and, emptying its
/// first pile, to `(p(k+1), …, pn)` (from the last pile, to the empty position, value 0).
fn serial_nim_by_mex(piles: &[u64]) -> u64 {
    // The value of the position left once the first pile is emptied.
    let mut after = 0u64;
    for &p in piles.iter().rev() {
        // v(x) = mex({v(x') : 1 ≤ x' < x} ∪ {after}) for x = 1, …, p; at most x values are
        // excluded, so the mex is at most x ≤ p.
        let mut excluded = vec![false; p as usize + 1];
        if let Some(e) = excluded.get_mut(after as usize) {
            *e = true;
        }
        let (mut mex, mut value) = (0usize, 0u64);
        for _ in 0..p {
            while excluded[mex] {
                mex += 1;
            }
            value = mex as u64;
            excluded[mex] = true;
        }
        after = value;
    }
    after
}

/// "EUCLID: reformulation of Levine's formula": at every `0 < a < b`, Euclid's value is Serial
/// Nim's at the quotients of `b/a` (the expansion ending `an ≥ 2`), which is Levine's formula
/// there, which is the slide's `⌊b/a⌋ − (0 if I(a, b) is even; 1 otherwise)`.
fn fact_reformulation_of_levine(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, run.n);
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let cf = engine(Pair(a, b), "expansion", ContinuedFraction::of_ratio(b, a))?;
        let piles = cf.quotients();
        let euclid = t.value(a, b)?;
        let serial = serial_nim_by_mex(piles);
        let levine = engine(Pair(a, b), "Levine", levine::serial_nim_value(piles))?;
        let slide = b / a - (chl2011::lambda(piles.iter().copied()) % 2) as u64;
        o.value("continued fraction", &cf)
            .value("G", euclid)
            .value("Serial Nim at the quotients", serial)
            .value("Levine at the quotients", levine)
            .value("⌊b/a⌋ − (0 if I even; 1 otherwise)", slide);
        Ok(levine_forms_agree(euclid, serial, levine, slide))
    })
}

/// Euclid's value is each of the three forms' (Serial Nim at the quotients, Levine's formula,
/// the slide's).
fn levine_forms_agree(euclid: u64, serial: u64, levine: u64, slide: u64) -> bool {
    euclid == serial && euclid == levine && euclid == slide
}

/// I(a, b) read past n: where a0 = ⋯ = an, i = n + 1 is taken too (a(n+1) read as unbounded);
/// elsewhere the largest i ≤ n, as printed.
fn theorem_cairns_ho_lengyel_reading_i_past_n(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, run.n);
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let q = engine(Pair(a, b), "expansion", ContinuedFraction::of_ratio(b, a))?;
        let i = crate::claims::chl2011::lambda_read_past_n(&q);
        let truth = t.value(a, b)?;
        let formula = b / a - (i % 2) as u64;
        o.value("continued fraction", &q)
            .value("I read past n", i)
            .value("G", truth)
            .value("formula with I past n", formula);
        Ok(truth == formula)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Any one form that disagrees with Euclid's value is refused.
    #[test]
    fn levine_forms_refuse_one_disagreement() {
        assert!(levine_forms_agree(2, 2, 2, 2));
        assert!(!levine_forms_agree(2, 3, 2, 2));
        assert!(!levine_forms_agree(2, 2, 3, 2));
        assert!(!levine_forms_agree(2, 2, 2, 3));
        assert!(serial_nim_values_agree(1, 1, 1));
        assert!(!serial_nim_values_agree(1, 0, 1));
        assert!(!serial_nim_values_agree(1, 1, 0));
    }
}
