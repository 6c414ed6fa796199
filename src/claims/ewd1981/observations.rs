//! ewd1981, the three observations: the predicates of its statements.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("fact-gcd", PAIRS, fact_gcd)
            .reads(reads![CD])
            .cases_exactly(cases::square),
        claim!("fact-symmetry", PAIRS, fact_symmetry)
            .reads(reads![CD])
            .cases_exactly(cases::triangle),
        claim!(
            "fact-move-decreases-ratio",
            PAIRS,
            fact_move_decreases_ratio,
        )
        .reads(reads![])
        .cases_exactly(cases::triangle),
    ]
}

fn fact_gcd(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, run.n);
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        let d = gcd(a, b);
        o.value("gcd", d);
        if let Some(q) = ColeDavieEuclid
            .moves(&(a, b))
            .find(|&(x, y)| gcd(x, y) != d)
        {
            o.value_with("a move that changes the gcd", || format!("{q:?}"));
            return Ok(false);
        }
        let (whole, reduced) = (t.is_p(a, b)?, t.is_p(a / d, b / d)?);
        o.value("outcome", pn(whole))
            .value("outcome of (a/d, b/d)", pn(reduced));
        Ok(whole == reduced)
    })
}

fn fact_symmetry(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, run.n);
    run.all_upper_pairs(0, true, |&Pair(a, b), o| {
        // The reference solver works on ordered pairs: the two orders are computed separately.
        let (x, y) = (t.reference(a, b), t.reference(b, a));
        o.value_with("G(a, b)", || show_value(x))
            .value_with("G(b, a)", || show_value(y));
        Ok(same_value_both_ways(x, y))
    })
}

/// Whether the reference solver's values of `(a, b)` and `(b, a)` agree, both inside its table.
fn same_value_both_ways(x: Option<u32>, y: Option<u32>) -> bool {
    x == y && x.is_some()
}

/// The ratio `num/den` (both positive) reduced, as `(num, den)`.
fn reduced(num: u64, den: u64) -> (u64, u64) {
    let d = gcd(num, den);
    (num / d, den / d)
}

/// A set as a sorted vector without repeats (compared, and printed by [`show_set`], as the set
/// it stands for; cheaper to build than a `BTreeSet` for the few items of a position's moves).
fn set_of<T: Ord>(items: impl IntoIterator<Item = T>) -> Vec<T> {
    let mut v: Vec<T> = items.into_iter().collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// A set printed as `{:?}` prints a `BTreeSet`: `{(2, 1), (2, 3)}`.
fn show_set<T: std::fmt::Debug>(items: &[T]) -> String {
    let shown: Vec<String> = items.iter().map(|x| format!("{x:?}")).collect();
    format!("{{{}}}", shown.join(", "))
}

/// Ratios as printed in a set: `3/2`, or `the end` for a position where the game is over.
fn show_ratios(ratios: &[Option<(u64, u64)>]) -> String {
    let shown: Vec<String> = ratios
        .iter()
        .map(|r| r.map_or("the end".to_string(), |(n, d)| format!("{n}/{d}")))
        .collect();
    format!("{{{}}}", shown.join(", "))
}

fn fact_move_decreases_ratio(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all_upper_pairs(1, false, |&Pair(lo, hi), o| {
        let actual = set_of(ColeDavieEuclid.moves(&(lo, hi)));
        Ok(moves_decrease_ratio(lo, hi, &actual, o))
    })
}

/// Both clauses of the third observation at `(lo, hi)`, `0 < lo ≤ hi`, for the positions
/// `actual` the game's move generator gives (a set: sorted, without repeats): they are
/// `(lo, hi − k·lo)` (and `(0, hi)` on the diagonal), and their ratios are `hi/lo − k`,
/// inverted below 1.
fn moves_decrease_ratio(
    lo: u64,
    hi: u64,
    actual: &[(u64, u64)],
    o: &mut crate::claims::Obs,
) -> bool {
    // The ratio hi/lo drops by an integer k ≥ 1; only the larger number changes, except on the
    // diagonal where either may be taken to 0.
    let predicted = set_of(
        (1..=hi / lo)
            .map(|k| (lo, hi - k * lo))
            .chain((lo == hi).then_some((0, hi))),
    );
    // In ratios: each position after a move, larger over smaller (none where an entry is 0,
    // the game over), against hi/lo − k, replaced by its inverse between 0 and 1.
    let after = set_of(actual.iter().map(|&(x, y)| {
        let (small, large) = ordered(x, y);
        (small > 0).then(|| reduced(large, small))
    }));
    let decreased = set_of((1..=hi / lo).map(|k| {
        // hi/lo − k = (hi − k·lo)/lo.
        let num = hi - k * lo;
        if num == 0 {
            None
        } else if num < lo {
            Some(reduced(lo, num))
        } else {
            Some(reduced(num, lo))
        }
    }));
    o.value_with("moves", || show_set(actual))
        .value_with("ratio minus an integer", || show_set(&predicted))
        .value_with("ratios after the moves", || show_ratios(&after))
        .value_with("b/a − k, inverted below 1", || show_ratios(&decreased));
    actual == predicted && after == decreased
}

/// A value of the reference solver, or `none` outside its table.
fn show_value(v: Option<u32>) -> String {
    v.map_or_else(|| "none".to_string(), |v| v.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    // Planted faults: each decision below holds at every point of its claim, so no printed
    // example can tell it from a weaker one; fed a wrong input here, it must refuse it.

    /// Two different values, or a pair outside the reference solver's table, are refused.
    #[test]
    fn symmetry_refuses_different_or_missing_values() {
        assert!(same_value_both_ways(Some(0), Some(0)));
        assert!(!same_value_both_ways(Some(0), Some(3)));
        assert!(!same_value_both_ways(None, None));
    }

    /// A move generator that gives (1, 2) for (2, 1) from (2, 5): the right ratio, the wrong
    /// position, refused by the first clause alone.
    #[test]
    fn move_decrease_refuses_a_position_with_the_right_ratio() {
        let mut o = crate::claims::Obs::default();
        let right = set_of([(2, 3), (2, 1)]);
        assert!(moves_decrease_ratio(2, 5, &right, &mut o));
        let mirrored = set_of([(2, 3), (1, 2)]);
        assert!(!moves_decrease_ratio(2, 5, &mirrored, &mut o));
        assert_eq!(
            show_set(&right),
            format!("{:?}", BTreeSet::from([(2, 1), (2, 3)]))
        );
        assert_eq!(
            show_set::<u64>(&[]),
            format!("{:?}", BTreeSet::<u64>::new())
        );
    }
}
