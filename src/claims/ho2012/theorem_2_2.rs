//! ho2012 Theorem 2.2: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("theorem-2-2", TRIPLES, theorem_2_2)
            .reads(reads![G1, G2])
            .cases_exactly(cases::sorted_triples),
        claim!("fact-proof-theorem-2-2", TRIPLES, fact_proof_theorem_2_2)
            .reads(reads![G2])
            .cases_exactly(cases::sorted_triples),
    ]
}

fn theorem_2_2(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    same_value_sets(ctx, run, false, 0)
}

fn fact_proof_theorem_2_2(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Proof of Theorem 2.2 (A, B: the P- and N-positions of G2): "Since every move in G2 is
    // legal in G1, (ii) holds." … "This move cannot be a 1–3 move as (i) holds for G2, and so
    // this move must be a 1-2 move."
    let n = run.n;
    let t = triple_truth!(ctx, G2, false, n);
    run.all(triples(n), |&Triple(a, b, c), o| {
        let s = in_g1(|q| val(&t, q), [a, b, c], 0, o)?;
        // (ii) for G1: from B a G1 move into A; (i) for G2: no 1–3 move inside A.
        Ok(s.holds(0))
    })
}
