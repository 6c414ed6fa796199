//! ho2012 Lemma 2.3: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("lemma-2-3", TRIPLES, lemma_2_3)
            .reads(reads![G1, G2])
            .cases_exactly(|n| cases::square_part(n, 1, 2)),
        claim!(
            "fact-proof-lemma-2-3-existence",
            TRIPLES,
            fact_proof_lemma_2_3_existence,
        )
        .reads(reads![G2])
        .cases_exactly(cases::sorted_triples),
        claim!(
            "fact-proof-lemma-2-3-uniqueness",
            TRIPLES,
            fact_proof_lemma_2_3_uniqueness,
        )
        .reads(reads![G1])
        .cases(|n| cases::cube_part(n, 5, 3)),
    ]
}

fn lemma_2_3(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Pairs a ≤ b with a + b ≤ N; every c in 1 … N is looked at (c ≥ a + b cannot be P, Lemma 2.1).
    on_pairs(
        ctx,
        run,
        &BOTH,
        false,
        |n| Box::new(lemma_2_3_pairs(n)),
        |t, a, b, o| {
            let per_class = class_counts(t, a, b, 0, t.n)?;
            o.value_with("P-positions per class", || format!("{per_class:?}"));
            Ok(per_class.iter().all(|&k| k == 1))
        },
    )
}

/// Lemma 2.3's pairs: `1 ≤ a ≤ b` with `a + b ≤ n`.
fn lemma_2_3_pairs(n: u64) -> impl Iterator<Item = Pair> {
    pairs(1, n, false).filter(move |&Pair(a, b)| a + b <= n)
}

fn fact_proof_lemma_2_3_existence(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Proof of Lemma 2.3, existence, at (a, b, d) with d ≥ b in the class r: "If G(a, b, d) > 0
    // then there exists a move from (a, b, d) to some P-position p. This move must be a 1–3
    // move, and so p is of the form (a, b, d−ia) as required."
    implication(
        ctx,
        run,
        &[G2],
        false,
        |_, _, _| true,
        |t, a, b, d, o| {
            let p = [a, b, d];
            let v = val(t, p)?;
            let p_option = option_of_value(t, &p, 0)?;
            let form = minus_multiples(a, b, d);
            let of_form = options(G2, &p).iter().all(|q| form.contains(q));
            o.value("G2", v)
                .value("a P option", p_option.map_or("none".to_string(), shown))
                .value("options of the form (a, b, d − ia)", of_form);
            // (a, b, d − ia) keeps the class of d mod a: the form says it.
            Ok(n_has_p_option_of_form(v, p_option.is_some(), of_form))
        },
    )
}

/// An N-position (value `v` > 0) has a P option (`p_option`), and every option is of the
/// form the proof names (`of_form`).
fn n_has_p_option_of_form(v: u64, p_option: bool, of_form: bool) -> bool {
    (v == 0 || p_option) && of_form
}

fn fact_proof_lemma_2_3_uniqueness(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "Since c1, c2 are in the same residue class r mod a, we have c2 > a. If c2 < b then there
    // exists a 1–2 move from (a, b, c2) to (a, c1, b). This is a contradiction. If c2 ≥ b then
    // there exists a 1–3 move from (a, b, c2) to (a, b, c1). This is a contradiction."
    joined_in_one_class(ctx, run, |x, y| x != 0 || y != 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Lemma 2.3's pairs up to 5, by b then a: a + b ≤ 5 leaves out the rest of a ≤ b ≤ 5, (1, 5)
    /// and (2, 4) among them.
    #[test]
    fn lemma_2_3_pairs_by_hand() {
        let listed: Vec<_> = lemma_2_3_pairs(5).map(|Pair(a, b)| (a, b)).collect();
        assert_eq!(listed, [(1, 1), (1, 2), (2, 2), (1, 3), (2, 3), (1, 4)]);
    }

    /// An N-position without a P option, or an option not of the form, is refused; a P-position
    /// needs no P option.
    #[test]
    fn n_has_p_option_of_form_refuses_each_part() {
        assert!(n_has_p_option_of_form(0, false, true));
        assert!(n_has_p_option_of_form(2, true, true));
        assert!(!n_has_p_option_of_form(2, false, true));
        assert!(!n_has_p_option_of_form(0, false, false));
        assert!(!n_has_p_option_of_form(2, true, false));
    }
}
