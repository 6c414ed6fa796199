//! ho2012 Lemma 2.1: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("lemma-2-1", TRIPLES, |ctx, run| {
            lemma_2_1_for(ctx, run, G2)
        })
        .reads(reads![G2])
        .cases_exactly(cases::sorted_triples),
        claim!("lemma-2-1-in-g1", TRIPLES, |ctx, run| {
            lemma_2_1_for(ctx, run, G1)
        })
        .reads(reads![G1])
        .cases_exactly(cases::sorted_triples),
        claim!("fact-proof-lemma-2-1", TRIPLES, fact_proof_lemma_2_1).reads(reads![G2]),
    ]
}

fn lemma_2_1_for(ctx: &Ctx<'_>, run: &mut Run<'_>, game: TripleGame) -> Verdict {
    implication(
        ctx,
        run,
        &[game],
        false,
        |_, _, _| true,
        |t, a, b, c, o| {
            let v = t.value(a, b, c)?;
            o.value(value_name(t), v).value("c < a + b", c < a + b);
            Ok(lemma_2_1_holds(v, a, b, c))
        },
    )
}

/// Lemma 2.1 at `(a, b, c)` of value `v`: a P-position (v = 0) has `c < a + b`.
fn lemma_2_1_holds(v: u64, a: u64, b: u64, c: u64) -> bool {
    v != 0 || c < a + b
}

fn fact_proof_lemma_2_1(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Proof of Lemma 2.1, on (a, b, c) with c ≥ a + b: "Then (a, b, c − a) ∈ N. There must be a
    // move from (a, b, c − a) to some P-position p. As c − a ≥ b, the position p must be of the
    // form (a, b, c − a − ia) for some i ≥ 1. This is a contradiction as there is then a move
    // from (a, b, c) to p."
    implication(
        ctx,
        run,
        &[G2],
        false,
        |a, b, c| c >= a + b,
        |t, a, b, c, o| {
            let p = [a, b, c];
            let x = triple(a, b, c - a);
            let (v, vx) = (val(t, p)?, val(t, x)?);
            let option = is_option(G2, p, x);
            let p_option = option_of_value(t, &x, 0)?;
            let form = minus_multiples(a, b, c - a);
            let of_form = options(G2, &x).iter().all(|q| form.contains(q));
            let from_p = form.iter().all(|&q| is_option(G2, p, q));
            o.value("G2", v)
                .value("(a, b, c − a) an option", option)
                .value("G2(a, b, c − a)", vx)
                .value("(a, b, c − a) has a P option", p_option.is_some())
                .value("its options of the form (a, b, c − a − ia)", of_form)
                .value("each (a, b, c − a − ia) an option of (a, b, c)", from_p);
            Ok(proof_lemma_2_1_holds(
                option,
                [v, vx],
                p_option.is_some(),
                of_form,
                from_p,
            ))
        },
    )
}

/// The proof of Lemma 2.1 at (a, b, c), c ≥ a + b, of value `v`, x = (a, b, c − a) of value
/// `vx`: x is an option; p ∈ 𝒫 ⇒ x ∈ 𝒩; x ∈ 𝒩 ⇒ x has a 𝒫 option (`p_option`); x's options
/// are of the form (a, b, c − a − ia) (`of_form`), each an option of p (`from_p`).
fn proof_lemma_2_1_holds(
    option: bool,
    [v, vx]: [u64; 2],
    p_option: bool,
    of_form: bool,
    from_p: bool,
) -> bool {
    option && (v != 0 || vx != 0) && (vx == 0 || p_option) && of_form && from_p
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Lemma 2.1: a P-position has c < a + b. A P-position with c = a + b, (1, 2, 3), is refused;
    /// an N-position there, and a P-position below, are accepted.
    #[test]
    fn lemma_2_1_refuses_a_p_position_at_c_equal_a_plus_b() {
        assert!(!lemma_2_1_holds(0, 1, 2, 3));
        assert!(!lemma_2_1_holds(0, 1, 2, 4));
        assert!(!lemma_2_1_holds(0, 2, 3, 5));
        assert!(lemma_2_1_holds(1, 1, 2, 3));
        assert!(lemma_2_1_holds(0, 2, 2, 3));
    }

    /// The proof of Lemma 2.1, each of its parts false alone: x not an option; p and x both in 𝒫
    /// (values 0, 0); x in 𝒩 (value 2) without a 𝒫 option; an option of x not of the form; one
    /// of the form not an option of p.
    #[test]
    fn proof_lemma_2_1_refuses_each_part() {
        assert!(proof_lemma_2_1_holds(true, [0, 1], true, true, true));
        assert!(proof_lemma_2_1_holds(true, [1, 0], false, true, true));
        assert!(!proof_lemma_2_1_holds(false, [0, 1], true, true, true));
        assert!(!proof_lemma_2_1_holds(true, [0, 0], true, true, true));
        assert!(!proof_lemma_2_1_holds(true, [1, 2], false, true, true));
        assert!(!proof_lemma_2_1_holds(true, [0, 1], true, false, true));
        assert!(!proof_lemma_2_1_holds(true, [0, 1], true, true, false));
    }
}
