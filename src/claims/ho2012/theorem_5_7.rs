//! ho2012 Theorem 5.7: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("theorem-5-7", TRIPLES, theorem_5_7)
            .reads(reads![G1, G2, MISERE_G1, MISERE_G2])
            .cases_exactly(|n| cases::sorted_triples(n).saturating_mul(2)),
        claim!(
            "example-not-strongly-miserable",
            fixed(3),
            example_not_strongly_miserable,
        )
        .reads(reads![G1, G2, MISERE_G1, MISERE_G2])
        .cases_exactly(|_| 2),
        claim!("fact-proof-theorem-5-7", TRIPLES, |ctx, run| {
            proof_theorem_5_7(ctx, run, false)
        })
        .reads(reads![G1, MISERE_G1])
        .cases_exactly(cases::sorted_triples),
        claim!(
            "fact-proof-theorem-5-7-by-lemma-5-1",
            TRIPLES,
            |ctx, run| { proof_theorem_5_7(ctx, run, true) }
        )
        .reads(reads![G1, MISERE_G1])
        .cases_exactly(cases::sorted_triples),
    ]
}

fn theorem_5_7(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Miserable: G and G⁻ agree, except that some 0s and 1s swap.
    let n = run.n;
    let mut verdict = Verdict::holds(0);
    for g in BOTH {
        verdict = verdict.and_then(|| {
            let normal = triple_truth!(ctx, g, false, n);
            let misere = triple_truth!(ctx, g, true, n);
            let name = normal.name();
            let points = triples(n).map(|p| In(name.as_str(), p));
            run.all(points, |In(_, Triple(a, b, c)), o| {
                let (x, y) = (normal.value(*a, *b, *c)?, misere.value(*a, *b, *c)?);
                o.value(value_name(&normal), x)
                    .value(value_name(&misere), y);
                Ok(miserable_at(x, y))
            })
        });
    }
    verdict
}

/// Miserable at one position: the values `x` (normal) and `y` (misère) agree, or both are 0 or 1.
fn miserable_at(x: u64, y: u64) -> bool {
    x == y || (x <= 1 && y <= 1)
}

fn example_not_strongly_miserable(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // (1, 3, 3) is a P-position in G1 and its misère version (so the 0s do not all swap), and,
    // "and so G2", in G2 and its misère version.
    let points = BOTH.map(|g| In(g.name().to_string(), Triple(1, 3, 3)));
    run.all(points, |In(g, Triple(a, b, c)), o| {
        let game = if g == "g1" { G1 } else { G2 };
        let (normal, misere) = (truth(ctx, game, false, 3)?, truth(ctx, game, true, 3)?);
        let (x, y) = (normal.value(*a, *b, *c)?, misere.value(*a, *b, *c)?);
        o.value(value_name(&normal), x)
            .value(value_name(&misere), y);
        Ok(both_are(0, x, y))
    })
}

/// The proof of Theorem 5.7 at `v = (a, b, c)` in G1: the mex rule, the two move types, the
/// moves between options of one type, and case (iii). `reversed` reads the first sentence of
/// case (iii) with Lemma 5.1's inequality, `a + b − ja ≥ c`, instead of the printed `≤`.
fn proof_theorem_5_7(ctx: &Ctx<'_>, run: &mut Run<'_>, reversed: bool) -> Verdict {
    let n = run.n;
    let t = triple_truth!(ctx, G1, false, n);
    let tm = triple_truth!(ctx, G1, true, n);
    run.all(triples(n), |&Triple(a, b, c), o| {
        let p = [a, b, c];
        let mex = mex_holds(&t, &p)?;
        let moves = options(G1, &p);
        let (one_two, one_three) = (taking(p, ONE_TWO), taking(p, ONE_THREE));
        let typed = moves.iter().all(|&q| one_two_or_one_three(p, q));
        // The options of value 0 or 1 (the proof's w0, w1), by type, with j (or i).
        let low_two = at_most_one(&one_two, |q| val(&t, q))?;
        let low_three = at_most_one(&one_three, |q| val(&t, q))?;
        // Cases (i) and (ii): two options of one type are joined by a move.
        let joined = |low: &[(u64, [u64; 3])]| {
            low.iter().enumerate().all(|(k, &(_, x))| {
                low[k + 1..]
                    .iter()
                    .all(|&(_, y)| is_option(G1, x, y) || is_option(G1, y, x))
            })
        };
        let same_type = all_hold(&[joined(&low_two), joined(&low_three)]);
        // Case (iii), w1 = (a, b − ja, c): "By Lemma 5.1, we have a + b − ja ≤ c, and so j = 1,
        // b = c" (the inductive hypothesis: its misère value is at most 1 too).
        let third = all_ok(low_two.iter().map(|&(j, w1)| {
            let [inequality, j_one, b_is_c] = theorem_5_7_case_iii(a, b, c, j, reversed);
            let hypothesis = tm.value(w1[0], w1[1], w1[2])? <= 1;
            Ok(all_hold(&[hypothesis, inequality, j_one, b_is_c]))
        }))?;
        // "Note that a + c − ia ≥ b by Lemma 5.1 and so i = 1" (once b = c).
        let first = b != c
            || low_three
                .iter()
                .all(|&(i, _)| all_hold(&theorem_5_7_i_one(a, b, c, i)));
        // "Consequently, w0 = w1".
        let same = low_two
            .iter()
            .all(|&(_, x)| low_three.iter().all(|&(_, y)| x == y));
        o.value("G1", t.value(a, b, c)?)
            .value("mex", mex)
            .value("moves of types 1-2 and 1–3", typed)
            .value("options of one type with value ≤ 1 joined", same_type)
            .value("1-2 options with value ≤ 1", low_two.len())
            .value("1–3 options with value ≤ 1", low_three.len())
            .value("case (iii): j = 1, b = c", third)
            .value("case (iii): i = 1", first)
            .value("w0 = w1", same);
        Ok(all_hold(&[mex, typed, same_type, third, first, same]))
    })
}

/// The options of `options` (the i·a taken, i = 1, 2, …, in order) whose value is 0 or 1 (the
/// proof of Theorem 5.7's w0 and w1), each with its i; the values read through `value_of`.
fn at_most_one(
    options: &[[u64; 3]],
    value_of: impl Fn([u64; 3]) -> Result<u64, Failure>,
) -> Result<Vec<(u64, [u64; 3])>, Failure> {
    let mut low = Vec::new();
    for (i, &q) in (1u64..).zip(options) {
        if value_of(q)? <= 1 {
            low.push((i, q));
        }
    }
    Ok(low)
}

/// Theorem 5.7's proof, case (iii), at w1 = (a, b − ja, c): "By Lemma 5.1, we have a + b − ja ≤
/// c, and so j = 1, b = c", each part; `reversed` reads Lemma 5.1's `≥` for the printed `≤`. For
/// any j with ja ≤ a + b: its unit test gives it some where each is false.
fn theorem_5_7_case_iii(a: u64, b: u64, c: u64, j: u64, reversed: bool) -> [bool; 3] {
    let inequality = if reversed {
        a + b - j * a >= c
    } else {
        a + b - j * a <= c
    };
    [inequality, j == 1, b == c]
}

/// Theorem 5.7's proof once b = c, at one i: "a + c − ia ≥ b by Lemma 5.1 and so i = 1", each
/// part. For any i with ia ≤ a + c.
fn theorem_5_7_i_one(a: u64, b: u64, c: u64, i: u64) -> [bool; 2] {
    [a + c - i * a >= b, i == 1]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Miserable: equal values, or 0 and 1 either way; 0 and 2, or 2 and 3, refused.
    #[test]
    fn miserable_at_by_hand() {
        assert!(miserable_at(3, 3));
        assert!(miserable_at(0, 1));
        assert!(miserable_at(1, 0));
        assert!(!miserable_at(0, 2));
        assert!(!miserable_at(2, 1));
        assert!(!miserable_at(2, 3));
    }

    /// Theorem 5.7's case (iii), each part, by hand, as printed (`≤`) and reversed (`≥`): (1, 3, 3) at
    /// j = 1: 3 against 3, j = 1, b = c; (1, 3, 4) at j = 1: 3 < 4, b ≠ c; (1, 3, 3) at j = 2: 2 < 3;
    /// (2, 5, 3) at j = 1: 5 > 3; at j = 2: 3 = 3; (1, 4, 3) at j = 2: 3 = 3; (1, 4, 2): 3 > 2.
    #[test]
    fn theorem_5_7_case_iii_by_hand() {
        for reversed in [false, true] {
            assert_eq!(theorem_5_7_case_iii(1, 3, 3, 1, reversed), [true; 3]);
            assert_eq!(
                theorem_5_7_case_iii(2, 5, 3, 2, reversed),
                [true, false, false]
            );
            assert_eq!(
                theorem_5_7_case_iii(1, 4, 3, 2, reversed),
                [true, false, false]
            );
        }
        assert_eq!(theorem_5_7_case_iii(1, 3, 4, 1, false), [true, true, false]);
        assert_eq!(theorem_5_7_case_iii(1, 3, 4, 1, true), [false, true, false]);
        assert_eq!(theorem_5_7_case_iii(1, 3, 3, 2, false), [true, false, true]);
        assert_eq!(theorem_5_7_case_iii(1, 3, 3, 2, true), [false, false, true]);
        assert_eq!(
            theorem_5_7_case_iii(2, 5, 3, 1, false),
            [false, true, false]
        );
        assert_eq!(theorem_5_7_case_iii(2, 5, 3, 1, true), [true, true, false]);
        assert_eq!(
            theorem_5_7_case_iii(1, 4, 2, 2, false),
            [false, false, false]
        );
        assert_eq!(theorem_5_7_case_iii(2, 5, 6, 1, true), [false, true, false]);
    }

    /// "a + c − ia ≥ b … and so i = 1", by hand: (1, 3, 3) at i = 1: 3 ≥ 3; at i = 2: 2 < 3; (2, 5,
    /// 5) at i = 0: 7 ≥ 5 but i ≠ 1; (2, 4, 7) at i = 3: 3 < 4.
    #[test]
    fn theorem_5_7_i_one_by_hand() {
        assert_eq!(theorem_5_7_i_one(1, 3, 3, 1), [true, true]);
        assert_eq!(theorem_5_7_i_one(1, 3, 3, 2), [false, false]);
        assert_eq!(theorem_5_7_i_one(2, 5, 5, 0), [true, false]);
        assert_eq!(theorem_5_7_i_one(2, 4, 7, 3), [false, false]);
    }

    /// The options of value at most 1 with their i, on planted values: of (1, 1, 3), (1, 2, 3), (1,
    /// 3, 3) valued 1, 2, 0, the first (i = 1) and the third (i = 3).
    #[test]
    fn at_most_one_on_planted_values() {
        let opts = [[1, 1, 3], [1, 2, 3], [1, 3, 3]];
        let value_of = |q: [u64; 3]| Ok(u64::from(q[1] == 2) * 2 + u64::from(q[1] == 1));
        assert_eq!(
            at_most_one(&opts, value_of).unwrap(),
            vec![(1, [1, 1, 3]), (3, [1, 3, 3])]
        );
        assert!(at_most_one(&opts, |_| Ok(2)).unwrap().is_empty());
        assert!(at_most_one(&opts, |_| Err(Failure::at("unread"))).is_err());
    }
}
