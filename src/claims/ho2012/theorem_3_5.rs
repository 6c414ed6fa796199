//! ho2012 Theorem 3.5: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("theorem-3-5", TRIPLES, |ctx, run| {
            same_value_sets(ctx, run, false, 1)
        })
        .reads(reads![G1, G2])
        .cases_exactly(cases::sorted_triples),
        claim!("fact-proof-theorem-3-5", TRIPLES, fact_proof_theorem_3_5)
            .reads(reads![G2])
            .cases_exactly(cases::sorted_triples),
    ]
}

fn fact_proof_theorem_3_5(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Proof of Theorem 3.5 (A: the positions of value 1 in G2): "Note that every move in G2 is
    // also legal in G1 and so (ii) holds for G1." … "Then, there exist a position p = (a, b, c) ∈
    // A with a ≤ b ≤ c and a 1-2 move from p to some position q ∈ A." … "By Corollary 3.4, we
    // have c ≤ a + b − ia ≤ b implying c = b."
    let n = run.n;
    let t = triple_truth!(ctx, G2, false, n);
    run.all(triples(n), |&Triple(a, b, c), o| {
        let s = in_g1(|q| val(&t, q), [a, b, c], 1, o)?;
        // For q = (a, b − ia, c): a + b − ia ≤ b, and c ≤ a + b − ia leaves c = b.
        let squeeze = multiples_below(1, a, b)
            .into_iter()
            .all(|i| all_hold(&theorem_3_5_squeeze(a, b, c, i)));
        o.value("c ≤ a + b − ia ≤ b leaves c = b", squeeze);
        // (ii) for G1: from outside P ∪ A a G1 move into A; no 1–3 (G2) move inside A.
        Ok(all_hold(&[s.holds(1), squeeze]))
    })
}

/// Theorem 3.5's proof at one i, for q = (a, b − ia, c): "a + b − ia ≤ b", and "c ≤ a + b − ia
/// ≤ b implying c = b". For any i with ia ≤ a + b; false at i = 0 (the first), and where c ≤ a +
/// b − ia and c ≠ b (the second: c < b at i = 1, no sorted triple's).
fn theorem_3_5_squeeze(a: u64, b: u64, c: u64, i: u64) -> [bool; 2] {
    [a + b - i * a <= b, c > a + b - i * a || c == b]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Theorem 3.5's squeeze, by hand: (2, 5, 5) at i = 1: 5 ≤ 5, c = b; (2, 5, 6): 6 > 5; at i = 0,
    /// 7 > 5; (2, 5, 4) at i = 1: 4 ≤ 5 and 4 ≠ 5 (c < b, no sorted triple); (2, 5, 3) at i = 2: 3 =
    /// 3, not greater, and 3 ≠ 5; (3, 7, 5) at i = 2: 5 > 4.
    #[test]
    fn theorem_3_5_squeeze_by_hand() {
        assert_eq!(theorem_3_5_squeeze(2, 5, 5, 1), [true, true]);
        assert_eq!(theorem_3_5_squeeze(2, 5, 6, 1), [true, true]);
        assert_eq!(theorem_3_5_squeeze(2, 5, 5, 0), [false, true]);
        assert_eq!(theorem_3_5_squeeze(2, 5, 4, 1), [true, false]);
        assert_eq!(theorem_3_5_squeeze(2, 5, 3, 2), [true, false]);
        assert_eq!(theorem_3_5_squeeze(3, 7, 5, 2), [true, true]);
    }
}
