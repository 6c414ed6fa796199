//! ho2012 Corollary 2.5: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("corollary-2-5", TRIPLES, corollary_2_5)
            .reads(reads![G1, G2])
            .cases(|n| cases::square_part(n, 1, 1)),
        claim!(
            "fact-proof-corollary-2-5",
            TRIPLES,
            fact_proof_corollary_2_5,
        )
        .reads(reads![G2])
        .cases_exactly(cases::triangle),
    ]
}

fn corollary_2_5(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    on_pairs(
        ctx,
        run,
        &BOTH,
        false,
        |n| Box::new(pairs(1, n, false)),
        |t, a, b, o| {
            let v = t.value(a, b, b)?;
            o.value(format_args!("{}(a, b, b)", value_name(t)), v);
            Ok(v == 0)
        },
    )
}

/// Corollary 2.5's proof: the i ≥ 1 with ia ≤ b ("b − ia" taken from one of the two b's, the
/// last one, when a divides b, reaching 0: its step is checked there too).
fn corollary_2_5_is(a: u64, b: u64) -> std::ops::RangeInclusive<u64> {
    1..=b / a
}

fn fact_proof_corollary_2_5(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Proof of Corollary 2.5 (G2): "Assume by contradiction that (a, b, b) ∈ N. Then there
    // exists a positive integer i such that (a, b − ia, b) ∈ P. By Lemma 2.1, b < a + b − ia ≤ b
    // giving a contradiction."
    on_pairs(
        ctx,
        run,
        &[G2],
        false,
        |n| Box::new(pairs(1, n, false)),
        |t, a, b, o| {
            let p = [a, b, b];
            let v = val(t, p)?;
            let form = corollary_2_5_form(a, b);
            let of_form = options(G2, &p).iter().all(|q| form.contains(q));
            let p_option = option_of_value(t, &p, 0)?;
            let at_most_b = corollary_2_5_is(a, b).all(|i| corollary_2_5_at_most_b(a, b, i));
            o.value("G2(a, b, b)", v)
                .value("options of the form (a, b − ia, b)", of_form)
                .value("a + b − ia ≤ b", at_most_b);
            Ok(all_hold(&[
                of_form,
                v == 0 || p_option.is_some(),
                at_most_b,
            ]))
        },
    )
}

/// Corollary 2.5's proof: the positions (a, b − ia, b), i ≥ 1, while b − ia is positive (i·a
/// taken from one of the two b's of (a, b, b)), sorted.
fn corollary_2_5_form(a: u64, b: u64) -> Vec<[u64; 3]> {
    taking([a, b, b], (0, 1))
}

/// Corollary 2.5's proof at one i: "a + b − ia ≤ b". For any i ≤ b/a + 1; its unit test gives it
/// i = 0, no positive integer, where it is false.
fn corollary_2_5_at_most_b(a: u64, b: u64, i: u64) -> bool {
    a + b - i * a <= b
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Corollary 2.5's proof: the options of (a, b, b) it names, by hand. (2, 5, 5): 5 − 2 = 3 and
    /// 5 − 4 = 1 give (2, 3, 5) and (1, 2, 5); (3, 6, 6): 3 only ((3, 3, 6); 6 − 6 = 0 is no entry);
    /// (5, 5, 5): none.
    #[test]
    fn corollary_2_5_form_by_hand() {
        assert_eq!(corollary_2_5_form(2, 5), vec![[2, 3, 5], [1, 2, 5]]);
        assert_eq!(corollary_2_5_form(3, 6), vec![[3, 3, 6]]);
        assert_eq!(corollary_2_5_form(5, 5), Vec::<[u64; 3]>::new());
    }

    /// "a + b − ia ≤ b", by hand: at a = 2, b = 5, i = 1 gives 5 ≤ 5, i = 2 gives 3; i = 0 (no
    /// positive integer) gives 7 > 5, refused; a = 3, b = 7, i = 2: 4 ≤ 7.
    #[test]
    fn corollary_2_5_at_most_b_by_hand() {
        assert!(corollary_2_5_at_most_b(2, 5, 1));
        assert!(corollary_2_5_at_most_b(2, 5, 2));
        assert!(!corollary_2_5_at_most_b(2, 5, 0));
        assert!(corollary_2_5_at_most_b(3, 7, 2));
    }

    /// The multiples the proofs take, by hand. i ≥ 1 with 2i < 7: 1, 2, 3; from 2: 2, 3; 2i < 6 from
    /// 3: none; 3i < 3: none; 3i < 4: 1. Theorem 2.4 at (2, 3, 6): 2j < 8 (1, 2, 3) and 2j < 5 (1, 2).
    /// Corollary 2.5: 2i ≤ 5 (1, 2), 3i ≤ 9 (1, 2, 3). Corollaries 3.6 and 3.7 at (2, 5): i ≥ 2 with
    /// 2i < 7 (2, 3). Theorem 3.9 at (3, 4): i ≥ 3 with 3i < 13 (3, 4) and 3i < 10 (3).
    #[test]
    fn multiples_taken_by_hand() {
        assert_eq!(multiples_below(1, 2, 7), vec![1, 2, 3]);
        assert_eq!(multiples_below(2, 2, 7), vec![2, 3]);
        assert_eq!(multiples_below(3, 2, 6), Vec::<u64>::new());
        assert_eq!(multiples_below(1, 3, 3), Vec::<u64>::new());
        assert_eq!(multiples_below(1, 3, 4), vec![1]);
        assert_eq!(theorem_2_4_js(2, 3, 6), [vec![1, 2, 3], vec![1, 2]]);
        assert_eq!(theorem_2_4_js(2, 5, 6), [vec![1, 2, 3], vec![1, 2, 3]]);
        assert_eq!(corollary_2_5_is(2, 5), 1..=2);
        assert_eq!(corollary_2_5_is(3, 9), 1..=3);
        assert_eq!(corollaries_3_6_and_3_7_is(2, 5), vec![2, 3]);
        assert_eq!(theorem_3_9_is(3, 4), [vec![3, 4], vec![3]]);
    }
}
