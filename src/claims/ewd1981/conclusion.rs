//! ewd1981, the conclusion: the predicates of its statements.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("theorem-trail", PAIRS, theorem_trail)
            .reads(reads![CD])
            .cases_exactly(cases::below_diagonal),
        claim!("fact-trail-golden", PAIRS, fact_trail_golden)
            .reads(reads![CD])
            .cases_exactly(cases::below_diagonal),
    ]
}

fn theorem_trail(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, run.n);
    run.all_upper_pairs(1, true, |&Pair(lo, hi), o| {
        let wins = !t.is_p(lo, hi)?;
        let dijkstra = dijkstra::is_winning(lo, hi)
            .map_err(|e| Failure::at_pair(lo, hi).answer("trail", e))?;
        o.value_with("trail", || trail_of(lo, hi))
            .value("outcome", pn(!wins))
            .value("trail even", dijkstra)
            .explain(|| format!("sg cole-davie {lo} {hi} --explain"));
        Ok(wins == dijkstra)
    })
}

fn fact_trail_golden(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, run.n);
    run.all_upper_pairs(1, true, |&Pair(lo, hi), o| {
        let even = trail_of(lo, hi) % 2 == 0;
        let above = matches!(compare_with_phi(hi, lo), Ok(Ordering::Greater));
        let wins = !t.is_p(lo, hi)?;
        o.value_with("trail", || trail_of(lo, hi))
            .value("ratio > φ", above)
            .value("outcome", pn(!wins));
        Ok(golden_agrees(even, above, wins))
    })
}

/// Whether the trail is even (`even`) and the player to move wins (`wins`) exactly when the ratio
/// is above φ (`above`).
fn golden_agrees(even: bool, above: bool, wins: bool) -> bool {
    even == above && wins == above
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Above φ, a trail that is odd or a player to move who loses is refused.
    #[test]
    fn golden_refuses_a_disagreement() {
        assert!(golden_agrees(true, true, true));
        assert!(golden_agrees(false, false, false));
        assert!(!golden_agrees(true, true, false));
        assert!(!golden_agrees(false, true, true));
    }
}
