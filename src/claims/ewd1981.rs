//! Predicates for `spec/ewd1981.toml`: E. W. Dijkstra, note of 17 June 1981 on the Euclid game.
//! Dijkstra's game is Cole–Davie's Euclid.

use super::{
    claim, compositions, pairs, pn, ClaimCheck, Ctx, Failure, Node, Pair, Piles, Run, Verdict,
    PAIRS, PILE_SUM,
};
use crate::arith::quadratic::compare_with_phi;
use crate::arith::{gcd, ordered, ContinuedFraction, PartialQuotients};
use crate::claims::truth_or_return;
use crate::claims::upper;
use crate::formulas::dijkstra::{self, trail};
use crate::games::TwoEntryGame::ColeDavie as CD;
use crate::games::{ColeDavieEuclid, ImpartialGame};
use crate::harness::domain::cases;
use std::cmp::Ordering;
use std::collections::BTreeMap;

/// The predicates of every `spec/ewd1981.toml` entry, one per claim id.
pub fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("ewd1981/fact-gcd", PAIRS, fact_gcd),
        claim!("ewd1981/fact-symmetry", PAIRS, fact_symmetry),
        claim!(
            "ewd1981/fact-move-decreases-ratio",
            PAIRS,
            fact_move_decreases_ratio,
        )
        .reads_no_table(),
        claim!(
            "ewd1981/fact-reversed-expansion",
            PILE_SUM,
            fact_reversed_expansion,
        ),
        claim!("ewd1981/fact-move-on-kn", PAIRS, fact_move_on_kn)
            .reads_no_table()
            .cases(cases::below_diagonal),
        claim!(
            "ewd1981/fact-move-on-kn-reading-k0-one",
            PAIRS,
            fact_move_on_kn_reading_k0_one,
        )
        .reads_no_table(),
        claim!("ewd1981/fact-ratio-one-wins", PAIRS, fact_ratio_one_wins).cases(|n| n),
        claim!(
            "ewd1981/fact-trail-train-of-ones",
            PAIRS,
            fact_trail_train_of_ones,
        )
        .reads_no_table()
        .cases(cases::below_diagonal),
        claim!(
            "ewd1981/fact-trail-odd-forces-even",
            PAIRS,
            fact_trail_odd_forces_even,
        )
        .reads_no_table()
        .cases(|n| cases::square_part(n, 1, 5)),
        claim!(
            "ewd1981/fact-trail-even-moves",
            PAIRS,
            fact_trail_even_moves,
        )
        .reads_no_table()
        .cases(|n| cases::square_part(n, 3, 10)),
        claim!("ewd1981/theorem-trail", PAIRS, theorem_trail).cases(cases::below_diagonal),
        claim!("ewd1981/fact-trail-golden", PAIRS, fact_trail_golden).cases(cases::below_diagonal),
    ]
}

/// `|k0, …, kn|` of `hi/lo` with `k0 ≥ 2` (or `|1|`), `0 < lo ≤ hi`.
fn ks_of(lo: u64, hi: u64) -> Vec<u64> {
    let mut ks = Vec::new();
    ks_into(lo, hi, &mut ks);
    ks
}

/// [`ks_of`] written into `ks` (emptied first): the quotients of `hi/lo` by Euclid's
/// algorithm, reversed, for walks that reuse one vector from move to move.
fn ks_into(lo: u64, hi: u64, ks: &mut Vec<u64>) {
    ks.clear();
    ks.extend(PartialQuotients::new(hi, lo).expect("lo > 0"));
    ks.reverse();
}

/// `|k0, …, kn|` printed as Dijkstra writes it.
fn show_ks(ks: &[u64]) -> String {
    let inner: Vec<String> = ks.iter().map(u64::to_string).collect();
    format!("|{}|", inner.join(", "))
}

/// The trail of `hi/lo`, `0 < lo < hi` (ratio above 1).
fn trail_of(lo: u64, hi: u64) -> usize {
    trail(
        &ContinuedFraction::of_ratio(hi, lo)
            .expect("lo > 0")
            .into_reversed(),
    )
    .expect("the ratio exceeds 1")
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
fn moves_decrease_ratio(lo: u64, hi: u64, actual: &[(u64, u64)], o: &mut super::Obs) -> bool {
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

fn fact_reversed_expansion(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let s = run.n;
    // From the sequences: every sequence of positive integers with sum ≤ S that Dijkstra admits
    // (k0 ≥ 2, or |1|) names a different ratio, and that ratio's expansion gives it back. The
    // sequences naming each ratio are gathered by a walk of them all first, so that the check at
    // one sequence sees the others.
    let admitted = || compositions(s).filter(|ks| ks.0[0] >= 2 || ks.0.as_slice() == [1]);
    let ratio_of = |ks: &[u64]| -> crate::Result<(u64, u64)> {
        ContinuedFraction::from_quotients(&ks.iter().rev().copied().collect::<Vec<_>>())?
            .into_reversed()
            .ratio()
    };
    let mut named: BTreeMap<(u64, u64), Vec<Vec<u64>>> = BTreeMap::new();
    for Piles(ks) in admitted() {
        if let Ok(r) = ratio_of(&ks) {
            named.entry(r).or_default().push(ks);
        }
    }
    let sequences = run.all(admitted(), |Piles(ks), o| {
        let ratio = ratio_of(ks).map_err(|e| Failure::at(show_ks(ks)).answer("ratio", e))?;
        let same = &named[&ratio];
        o.value_with("r_n", || format!("{}/{}", ratio.0, ratio.1))
            .value("admitted sequences with this ratio", same.len());
        let again = ks_of(ratio.1, ratio.0);
        o.value_with("expansion of r_n", || show_ks(&again));
        Ok(names_its_ratio_alone(ks, same, &again))
    });
    // From the ratios: every ratio above 1 (hi/lo with lo + hi ≤ S + 1, so that its quotients sum
    // to at most S) has an expansion with k0 ≥ 2 whose recurrence gives the ratio back.
    sequences.and_then(|| {
        let ratios = pairs(1, s, true).filter(|&Pair(lo, hi)| lo + hi <= s + 1);
        run.all(
            ratios.map(|Pair(lo, hi)| Node(hi, lo)),
            |&Node(hi, lo), o| {
                let ks = ks_of(lo, hi);
                let back = ContinuedFraction::of_ratio(hi, lo)
                    .expect("lo > 0")
                    .into_reversed()
                    .ratio()
                    .map_err(|e| Failure::at(format!("{hi}/{lo}")).answer("ratio", e))?;
                o.value_with("expansion", || show_ks(&ks))
                    .value("k0", ks[0])
                    .value_with("r_n", || format!("{}/{}", back.0, back.1));
                Ok(expands_back_with_k0_two(lo, hi, &ks, back))
            },
        )
    })
}

/// Whether the admitted sequence `ks` is the only one of `same` (the admitted sequences naming
/// its ratio), and `again` (the ratio's expansion) gives it back.
fn names_its_ratio_alone(ks: &[u64], same: &[Vec<u64>], again: &[u64]) -> bool {
    same.len() == 1 && again == ks
}

/// Whether `ks`, the expansion of `hi/lo` (`0 < lo < hi`), has `k0 ≥ 2`, and `back`, the ratio its
/// recurrence gives, is `hi/lo` reduced.
fn expands_back_with_k0_two(lo: u64, hi: u64, ks: &[u64], back: (u64, u64)) -> bool {
    let d = gcd(lo, hi);
    ks[0] >= 2 && back == (hi / d, lo / d)
}

/// Dijkstra's move rule on the expansions `expansion` writes: a move from `hi/lo` with a
/// non-maximal decrease `k` decreases kn by `k < kn`; the maximal one drops kn (with n = 0, the
/// game ends, and the ratio after it is the empty sequence).
///
/// `expansion(lo, hi, ks)` writes the expansion of `hi/lo` into `ks` (emptied first); the
/// point's expansion and every move's are written into two vectors kept on each thread.
fn move_rule_holds(
    lo: u64,
    hi: u64,
    expansion: impl Fn(u64, u64, &mut Vec<u64>),
    o: &mut super::Obs,
) -> bool {
    EXPANSIONS.with_borrow_mut(|(ks, after)| {
        expansion(lo, hi, ks);
        move_rule_on(lo, hi, ks, after, &expansion, o)
    })
}

thread_local! {
    /// [`move_rule_holds`]'s expansions (the point's, a move's), reused from point to point.
    static EXPANSIONS: std::cell::RefCell<(Vec<u64>, Vec<u64>)> =
        const { std::cell::RefCell::new((Vec::new(), Vec::new())) };
}

/// [`move_rule_holds`] with the point's expansion `ks` written, `after` the space for a move's.
fn move_rule_on(
    lo: u64,
    hi: u64,
    ks: &[u64],
    after: &mut Vec<u64>,
    expansion: impl Fn(u64, u64, &mut Vec<u64>),
    o: &mut super::Obs,
) -> bool {
    let (kn, init) = ks.split_last().expect("non-empty");
    let maximal = hi / lo;
    o.value_with("expansion", || show_ks(ks));
    for k in 1..=maximal {
        let (x, y) = ordered(lo, hi - k * lo);
        after.clear();
        if x != 0 {
            expansion(x, y, after);
        }
        let ok = if k < maximal {
            // `after` is `init` followed by `kn − k`.
            k < *kn && after.split_last() == Some((&(kn - k), init))
        } else {
            after[..] == *init
        };
        if !ok {
            o.value(
                format!("after subtracting {k}·{lo}"),
                if after.is_empty() {
                    "the game ends".to_string()
                } else {
                    show_ks(after)
                },
            );
            return false;
        }
    }
    true
}

fn fact_move_on_kn(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all_upper_pairs(1, true, |&Pair(lo, hi), o| {
        Ok(move_rule_holds(lo, hi, ks_into, o))
    })
}

/// The other expansion of a ratio: its last term split as `… , kn − 1 + 1/1`, which puts
/// `k0 = 1` in Dijkstra's order; the ratio 1 has only `|1|`.
/// Written into `ks` (emptied first).
fn ks_with_k0_one(lo: u64, hi: u64, ks: &mut Vec<u64>) {
    ks_into(lo, hi, ks);
    if ks[..] == [1] {
        return;
    }
    // |k0, k1, …| becomes |1, k0 − 1, k1, …|.
    ks[0] -= 1;
    ks.insert(0, 1);
}

fn fact_move_on_kn_reading_k0_one(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all_upper_pairs(1, true, |&Pair(lo, hi), o| {
        Ok(move_rule_holds(lo, hi, ks_with_k0_one, o))
    })
}

fn fact_ratio_one_wins(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, run.n);
    // The state |1| (n = 0, k0 = 1) by the recurrence: r0 = k0.
    let state = ContinuedFraction::from_quotients(&[1]).and_then(|c| c.into_reversed().ratio());
    run.all((1..=run.n).map(|a| Pair(a, a)), |&Pair(a, b), o| {
        let p = t.is_p(a, b)?;
        let ks = ks_of(a, b);
        let ratio = state
            .as_ref()
            .map_err(|e| Failure::at("|1|").answer("ratio", e))?;
        o.value_with("expansion", || show_ks(&ks))
            .value_with("ratio of |1|", || format!("{}/{}", ratio.0, ratio.1))
            .value("outcome", pn(p));
        Ok(ratio_one_state_wins(&ks, *ratio, p))
    })
}

/// Whether the ratio 1 is the state |1| (its expansion `ks`), |1| gives the ratio 1 (`ratio`),
/// and the position is not a P-position (`p`): the player to move wins.
fn ratio_one_state_wins(ks: &[u64], ratio: (u64, u64), p: bool) -> bool {
    ks == [1] && ratio == (1, 1) && !p
}

fn fact_trail_train_of_ones(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all_upper_pairs(1, true, |&Pair(lo, hi), o| {
        Ok(trail_is_train_of_ones(&ks_of(lo, hi), trail_of(lo, hi), o))
    })
}

/// Whether, on the expansion `ks`, the printed definition n − max{i : ki ≥ 2} and the train of
/// ones at its end (counted one by one) agree, and agree with `library_trail`.
fn trail_is_train_of_ones(ks: &[u64], library_trail: usize, o: &mut super::Obs) -> bool {
    let n = ks.len() - 1;
    let max_i = (0..=n).filter(|&i| ks[i] >= 2).max().unwrap_or(0);
    let defined = n - max_i;
    let train = ks.iter().rev().take_while(|&&k| k == 1).count();
    o.value_with("expansion", || show_ks(ks))
        .value("trail", defined)
        .value("train of ones", train);
    defined == train && library_trail == defined
}

fn fact_trail_odd_forces_even(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all_pairs_where(
        1,
        |lo, hi| upper(true)(lo, hi) && trail_of(lo, hi) % 2 == 1,
        |&Pair(lo, hi), o| {
            o.value_with("trail", || trail_of(lo, hi));
            for (x, y) in ColeDavieEuclid.moves(&(lo, hi)) {
                let (x, y) = ordered(x, y);
                if forbidden_after_trail_odd(x, y) {
                    o.value_with("a move to", || format!("({x}, {y})"));
                    return Ok(false);
                }
            }
            Ok(true)
        },
    )
}

/// Whether `(x, y)`, `x ≤ y`, is a position no move from a trail-odd situation may reach: the end
/// (`x = 0`), the ratio 1, or a ratio above 1 with trail odd.
fn forbidden_after_trail_odd(x: u64, y: u64) -> bool {
    x == 0 || x == y || trail_of(x, y) % 2 == 1
}

fn fact_trail_even_moves(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all_pairs_where(
        1,
        |lo, hi| upper(true)(lo, hi) && trail_of(lo, hi) % 2 == 0,
        |&Pair(lo, hi), o| {
            let good = ColeDavieEuclid
                .moves(&(lo, hi))
                .map(|(x, y)| ordered(x, y))
                .find(|&(x, y)| x == 0 || (x < y && trail_of(x, y) % 2 == 1));
            o.value_with("trail", || trail_of(lo, hi))
                .value_with("a move to trail odd or to an end", || {
                    good.map_or("none".into(), |(x, y)| format!("({x}, {y})"))
                });
            Ok(good.is_some())
        },
    )
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

/// A value of the reference solver, or `none` outside its table.
fn show_value(v: Option<u32>) -> String {
    v.map_or_else(|| "none".to_string(), |v| v.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// Written into a vector, the expansion is the reversed continued fraction, whatever the
    /// vector held before; the k0 = 1 expansion is |1, k0 − 1, k1, …| (and |1| for the ratio 1).
    #[test]
    fn expansions_into_a_vector_are_the_reversed_fraction() {
        let mut pairs: Vec<(u64, u64)> = (1..=120u64)
            .flat_map(|lo| (lo..=120).map(move |hi| (lo, hi)))
            .collect();
        // Past the 15 quotients kept inline, and at the ends of u64.
        let (mut x, mut y) = (1u64, 2u64);
        while let Some(z) = x.checked_add(y) {
            pairs.push((x, y));
            (x, y) = (y, z);
        }
        pairs.extend([
            (1, u64::MAX),
            (u64::MAX - 1, u64::MAX),
            (u64::MAX, u64::MAX),
        ]);
        let mut ks = vec![7; 40];
        let mut other = vec![9];
        for (lo, hi) in pairs {
            let cf = ContinuedFraction::of_ratio(hi, lo).unwrap().into_reversed();
            ks_into(lo, hi, &mut ks);
            assert_eq!(ks, cf.ks(), "({lo}, {hi})");
            assert_eq!(ks_of(lo, hi), cf.ks(), "({lo}, {hi})");
            ks_with_k0_one(lo, hi, &mut other);
            let expected = if cf.ks() == [1] {
                vec![1]
            } else {
                [&[1, cf.ks()[0] - 1][..], &cf.ks()[1..]].concat()
            };
            assert_eq!(other, expected, "({lo}, {hi})");
        }
    }

    /// The move rule holds on every pair 0 < lo < hi ≤ 60 with the k0 ≥ 2 expansion, point
    /// after point on the same thread's vectors; an expansion that is wrong at one ratio fails it
    /// where a move meets that ratio; the k0 = 1 expansion fails at (1, 2), as the entry pins.
    #[test]
    fn move_rule_reads_every_move() {
        let mut o = crate::claims::Obs::default();
        for hi in 2..=60u64 {
            for lo in 1..hi {
                assert!(move_rule_holds(lo, hi, ks_into, &mut o), "({lo}, {hi})");
            }
        }
        // 3/2 written |1, 1, 1| (the k0 = 1 form) where |2, 1| is due: (2, 5)'s first move.
        let wrong_at_3_2 = |lo: u64, hi: u64, ks: &mut Vec<u64>| {
            ks_into(lo, hi, ks);
            if (lo, hi) == (2, 3) {
                *ks = vec![1, 1, 1];
            }
        };
        assert!(!move_rule_holds(2, 5, wrong_at_3_2, &mut o));
        // Met at a later move: (2, 7)'s second, (3, 5)'s maximal one.
        assert!(!move_rule_holds(2, 7, wrong_at_3_2, &mut o));
        assert!(!move_rule_holds(3, 5, wrong_at_3_2, &mut o));
        assert!(move_rule_holds(4, 9, wrong_at_3_2, &mut o));
        assert!(!move_rule_holds(1, 2, ks_with_k0_one, &mut o));
        assert!(move_rule_holds(3, 8, ks_into, &mut o));
    }

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

    /// |2| as the only sequence naming 2 passes; were |1, 1| admitted too, |2| would no longer
    /// name its ratio alone, though the ratio's expansion still gives it back.
    #[test]
    fn reversed_expansion_refuses_two_sequences_for_one_ratio() {
        assert!(names_its_ratio_alone(&[2], &[vec![2]], &[2]));
        assert!(!names_its_ratio_alone(&[2], &[vec![2], vec![1, 1]], &[2]));
        assert!(!names_its_ratio_alone(&[2, 1], &[vec![2, 1]], &[1, 1, 1]));
    }

    /// The other expansion of 2, |1, 1| (k0 = 1), is refused though its ratio comes back right;
    /// so is the right expansion with a wrong ratio back.
    #[test]
    fn reversed_expansion_refuses_k0_one() {
        let mut ks = Vec::new();
        ks_with_k0_one(1, 2, &mut ks);
        assert_eq!(ks, [1, 1]);
        assert!(!expands_back_with_k0_two(1, 2, &ks, (2, 1)));
        assert!(expands_back_with_k0_two(1, 2, &ks_of(1, 2), (2, 1)));
        assert!(expands_back_with_k0_two(2, 4, &ks_of(2, 4), (2, 1)));
        assert!(!expands_back_with_k0_two(1, 2, &ks_of(1, 2), (3, 1)));
    }

    /// A solver that calls (a, a) a P-position is refused, and so is a recurrence that gives |1|
    /// a ratio other than 1.
    #[test]
    fn ratio_one_refuses_a_loss_or_another_ratio() {
        assert!(ratio_one_state_wins(&[1], (1, 1), false));
        assert!(!ratio_one_state_wins(&[1], (1, 1), true));
        assert!(!ratio_one_state_wins(&[1], (2, 1), false));
        assert!(!ratio_one_state_wins(&[1, 1], (1, 1), false));
    }

    /// A library trail off by one is refused at |2, 1, 1, 1|; at |1, 1| (the k0 = 1 expansion of
    /// 2) the definition gives 1 − 0 = 1 against a train of two ones, refused even where the
    /// library agrees with the definition.
    #[test]
    fn trail_refuses_a_wrong_library_trail_or_a_k0_one_expansion() {
        let mut o = crate::claims::Obs::default();
        assert!(trail_is_train_of_ones(&[2, 1, 1, 1], 3, &mut o));
        assert!(!trail_is_train_of_ones(&[2, 1, 1, 1], 2, &mut o));
        assert!(!trail_is_train_of_ones(&[1, 1], 1, &mut o));
    }

    /// From a trail-odd situation, the end, the ratio 1 and a trail-odd ratio are each refused
    /// ((2, 3): 3/2 = |2, 1|, trail 1); trail-even ratios above 1 are not ((1, 2): |2|, trail 0;
    /// (3, 5): |2, 1, 1|, trail 2).
    #[test]
    fn trail_odd_refuses_an_end_a_ratio_one_or_trail_odd() {
        assert!(forbidden_after_trail_odd(0, 5));
        assert!(forbidden_after_trail_odd(3, 3));
        assert!(forbidden_after_trail_odd(2, 3));
        assert!(!forbidden_after_trail_odd(1, 2));
        assert!(!forbidden_after_trail_odd(3, 5));
    }

    /// Above φ, a trail that is odd or a player to move who loses is refused.
    #[test]
    fn golden_refuses_a_disagreement() {
        assert!(golden_agrees(true, true, true));
        assert!(golden_agrees(false, false, false));
        assert!(!golden_agrees(true, true, false));
        assert!(!golden_agrees(false, true, true));
    }
}
