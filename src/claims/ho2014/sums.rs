//! ho2014, slide "WHY G?": the predicates of its statements.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![claim!("theorem-sum", SUM_ENTRIES, theorem_sum)
        .reads(reads![CD, GG, ME])
        .per_point(4)]
}

/// The sum `g1 + g2` against the nim-sum of the summands' values, on every pair of positions.
#[allow(clippy::too_many_arguments)]
fn sum_check<G1, G2>(
    run: &mut Run<'_>,
    g1: G1,
    g2: G2,
    t1: &Truth,
    t2: &Truth,
    lo1: u64,
    lo2: u64,
    k: u64,
) -> Verdict
where
    G1: ImpartialGame<Position = (u64, u64)>,
    G2: ImpartialGame<Position = (u64, u64)>,
{
    let sum = Sum(g1, g2);
    let name = sum.name();
    let solver = std::sync::Mutex::new(ReferenceSolver::new(sum));
    let points = ordered_pairs(lo1, k)
        .flat_map(|p| ordered_pairs(lo2, k).map(move |q| (p, q)))
        .map(|(p, q)| At(In(name.clone(), Text(format!("({p}, {q})"))), (p, q)));
    run.all(points, |At(In(_, Text(shown)), (p, q)), o| {
        let (Pair(a, b), Pair(c, d)) = (*p, *q);
        let (v1, v2) = (t1.value(a, b)?, t2.value(c, d)?);
        let v = crate::vocab::lock(&solver)
            .sprague_grundy(&((a, b), (c, d)))
            .map_err(|e| Failure::at(shown.clone()).answer("solver", e))? as u64;
        o.value("G(v1)", v1)
            .value("G(v2)", v2)
            .value("G(v1, v2)", v)
            .value("G(v1) ⊕ G(v2)", v1 ^ v2)
            .value("P", v == 0)
            .value("G(v1) = G(v2)", v1 == v2);
        Ok(sum_rule_holds(v, v1, v2))
    })
}

/// The theorem at one position of the sum: its value `v` is `v1 ⊕ v2`, and it is P exactly when
/// `v1 = v2`.
fn sum_rule_holds(v: u64, v1: u64, v2: u64) -> bool {
    v == v1 ^ v2 && (v == 0) == (v1 == v2)
}

fn theorem_sum(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let k = run.n;
    let euclid = truth_or_return!(ctx, CD, false, k);
    let grossman = truth_or_return!(ctx, GG, false, k);
    let m_euclid = truth_or_return!(ctx, ME, false, k);
    let (cd, gg, me) = (ColeDavieEuclid, GrossmanGame, MEuclid);
    sum_check(run, cd, gg, &euclid, &grossman, 0, 1, k)
        .and_then(|| sum_check(run, cd, cd, &euclid, &euclid, 0, 0, k))
        .and_then(|| sum_check(run, me, gg, &m_euclid, &grossman, 1, 1, k))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A sum whose value is not the nim-sum is refused, even where it is P exactly when
    /// G(v1) = G(v2): 3 ≠ 3 ⊕ 1 = 2, both nonzero.
    #[test]
    fn sum_refuses_a_value_other_than_the_nim_sum() {
        assert!(sum_rule_holds(2, 3, 1));
        assert!(sum_rule_holds(0, 2, 2));
        assert!(!sum_rule_holds(3, 3, 1));
        assert!(!sum_rule_holds(1, 2, 2));
    }
}
