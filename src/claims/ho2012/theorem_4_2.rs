//! ho2012 Theorem 4.2: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("theorem-4-2", TRIPLES, |ctx, run| {
            residue_classes(ctx, run, G2, |k| k.iter().all(|&x| x >= 1))
        })
        .reads(reads![G2])
        .cases(|n| cases::square_part(n, 1, 8)),
        claim!("fact-proof-theorem-4-2", TRIPLES, fact_proof_theorem_4_2).reads(reads![G2]),
        claim!("example-theorem-4-2", fixed(19), example_theorem_4_2)
            .reads(reads![G2])
            .cases_exactly(|_| 3),
    ]
}

fn example_theorem_4_2(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "In Theorem 4.2, the existence of c is not unique. For example, the three positions
    // (4, 4, 19), (4, 8, 19), and (4, 12, 19) have the same Sprague-Grundy value 4": Theorem
    // 4.2 with a = 4, b = 19, s = 4, and c = 4, 8, 12, all in the class 0 (mod 4).
    let (a, b) = (4, 19);
    let points = [4, 8, 12].map(|c| In("g2", Triple(a, c, b)));
    run.all(points, |In(_, Triple(a, c, b)), o| {
        let v = truth(ctx, G2, false, *b)?.value(*a, *c, *b)?;
        o.value("G2", v).value("printed", 4).value("c mod a", c % a);
        Ok(value_in_class(v, 4, *c, *a, 0))
    })
}

/// The value `v` is `want`, at a `c` in the class `r` mod `a`.
fn value_in_class(v: u64, want: u64, c: u64, a: u64, r: u64) -> bool {
    v == want && c % a == r
}

fn fact_proof_theorem_4_2(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Proof of Theorem 4.2 (G2; d ≥ b, d ≡ r; the sequence (4.5) (a, b, d + ia), i = 0 … s):
    // "Note that each pair of these s+1 positions has distinct Sprague-Grundy values and so there
    // are at most s positions having Sprague-Grundy values from 0 to s − 1. Therefore, if none
    // of these positions has Sprague-Grundy value s then there exists at least one of these
    // positions having Sprague-Grundy value more than s, say (a, b, d + ia). Then there exists a
    // 1–3 move from (a, b, d + ia) to some position G(a, b, d + (i − j)a) of Sprague-Grundy value
    // s, as required."
    let n = run.n;
    let t = triple_truth!(ctx, G2, false, n);
    run.all(
        sequences(n, |a, _, s, d| d + s * a),
        |&Fields([(_, a), (_, b), (_, s), (_, d)]), o| {
            let xs: Vec<u64> = (0..=s).map(|i| d + i * a).collect();
            let (values, joined) = along(&t, a, b, &xs)?;
            let (lo, at, hi) = split(&values, s);
            // From above s, a move to value s, to (a, b, d + (i − j)a): a 1–3 move, in the class.
            let to_s = all_ok(
                xs.iter()
                    .zip(&values)
                    .filter(|&(_, &v)| v > s)
                    .map(|(&x, _)| {
                        let q = option_of_value(&t, &[a, b, x], s)?;
                        Ok(q.is_some_and(|q| minus_multiples(a, b, x).contains(&q)))
                    }),
            )?;
            o.value_with("values", || format!("{values:?}"))
                .value("values below s", lo)
                .value("values at s", at)
                .value("values above s", hi)
                .value("pairwise joined, values distinct", joined)
                .value("a 1–3 move to value s from above s", to_s);
            Ok(all_hold(&[joined, lo <= s, at + hi >= 1, to_s]))
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The example of Theorem 4.2: value 4 at c = 4, 8, 12, class 0 mod 4. Another value, or
    /// another class, is refused.
    #[test]
    fn value_in_class_refuses_each_part() {
        assert!(value_in_class(4, 4, 8, 4, 0));
        assert!(!value_in_class(3, 4, 8, 4, 0));
        assert!(!value_in_class(4, 4, 9, 4, 0));
        assert!(value_in_class(4, 4, 9, 4, 1));
    }
}
