//! ho2012 Lemma 3.1: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("lemma-3-1", TRIPLES, |ctx, run| {
            lemma_3_1_for(ctx, run, G2)
        })
        .reads(reads![G2])
        .cases_exactly(|n| cases::sorted_triples(n).saturating_sub(1)),
        claim!("lemma-3-1-in-g1", TRIPLES, |ctx, run| {
            lemma_3_1_for(ctx, run, G1)
        })
        .reads(reads![G1])
        .cases_exactly(|n| cases::sorted_triples(n).saturating_sub(1)),
        claim!("fact-proof-lemma-3-1", TRIPLES, fact_proof_lemma_3_1).reads(reads![G2]),
    ]
}

fn lemma_3_1_for(ctx: &Ctx<'_>, run: &mut Run<'_>, game: TripleGame) -> Verdict {
    implication(
        ctx,
        run,
        &[game],
        false,
        |_, _, c| c > 1,
        |t, a, b, c, o| {
            let v = t.value(a, b, c)?;
            o.value(value_name(t), v);
            if v != 1 || c <= a {
                return Ok(v != 1);
            }
            let p = t.is_p(a, b, c - a)?;
            o.value("(a, b, c − a) P", p);
            Ok(p)
        },
    )
}

fn fact_proof_lemma_3_1(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Proof of Lemma 3.1 (G2, G(a, b, c) = 1, reductio (a, b, c − a) ∉ P): "Then G(a, b, c − a)
    // > 1, and so there exists a move from (a, b, c − a) to some position p of Sprague-Grundy
    // value 1. If c − a ≥ b, p must be of the form (a, b, c − a − ia) for some i ≥ 1. This is a
    // contradiction as there exists a move from (a, b, c) to p. Therefore, c − a < b. Moreover,
    // since G(a, b, c) = 1, there exists a move from (a, b, c) to some P-position q. So q must
    // be of the form (a, b, c − ia) for some i ≥ 1. Since (a, b, c − a) ∉ P, we have i ≥ 2, and
    // so a + c − ia ≤ c − a < b."
    implication(
        ctx,
        run,
        &[G2],
        false,
        |a, _, c| c > a,
        |t, a, b, c, o| {
            let p = [a, b, c];
            let x = triple(a, b, c - a);
            let (v, vx) = (val(t, p)?, val(t, x)?);
            let option = is_option(G2, p, x);
            // An option's value differs from its position's: G = 1 leaves G(a, b, c − a) ≠ 1.
            let above_one = a_one_below(vx, || Ok(option_of_value(t, &x, 1)?.is_some()))?;
            let x_form = minus_multiples(a, b, c - a);
            let below = c_minus_a_below_b(a, b, c);
            let x_of_form = below || options(G2, &x).iter().all(|q| x_form.contains(q));
            let from_p = below || x_form.iter().all(|&q| is_option(G2, p, q));
            let reductio = v == 1 && vx != 0;
            let p_option = option_of_value(t, &p, 0)?;
            let form = minus_multiples(a, b, c);
            let of_form = options(G2, &p).iter().all(|q| form.contains(q));
            let i_two = multiples_below(2, a, c)
                .into_iter()
                .all(|i| lemma_3_1_i_two(a, c, i));
            o.value("G2", v)
                .value("G2(a, b, c − a)", vx)
                .value("(a, b, c − a) an option", option)
                .value("above 1: an option of value 1", above_one)
                .value(
                    "c − a ≥ b: the options of (a, b, c − a) are options of (a, b, c)",
                    all_hold(&[x_of_form, from_p]),
                )
                .value("a P option", p_option.map_or("none".to_string(), shown))
                .value("options of the form (a, b, c − ia)", of_form)
                .value("i ≥ 2: a + c − ia ≤ c − a", i_two);
            Ok(all_hold(&[
                option,
                v != 1 || vx != 1,
                above_one,
                x_of_form,
                from_p,
                !reductio || below,
                v == 0 || p_option.is_some(),
                of_form,
                i_two,
            ]))
        },
    )
}

/// Lemma 3.1's proof at one i: "i ≥ 2, and so a + c − ia ≤ c − a". For any c ≥ a and i with ia ≤
/// a + c;
/// its unit test gives it i = 1, where it is false.
fn lemma_3_1_i_two(a: u64, c: u64, i: u64) -> bool {
    a + c - i * a <= c - a
}

#[cfg(test)]
mod tests {
    use super::*;

    /// "i ≥ 2, and so a + c − ia ≤ c − a", by hand: a = 2, c = 7: i = 2 gives 5 ≤ 5, i = 3 gives 3;
    /// i = 1 gives 7 > 5, refused; a = 3, c = 10, i = 2: 7 ≤ 7.
    #[test]
    fn lemma_3_1_i_two_by_hand() {
        assert!(lemma_3_1_i_two(2, 7, 2));
        assert!(lemma_3_1_i_two(2, 7, 3));
        assert!(!lemma_3_1_i_two(2, 7, 1));
        assert!(lemma_3_1_i_two(3, 10, 2));
    }
}
