//! ewd1981, the reversed expansion (0) and the move rule on it: the predicates of its statements.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("fact-reversed-expansion", PILE_SUM, fact_reversed_expansion).reads(reads![CD]),
        claim!("fact-move-on-kn", PAIRS, fact_move_on_kn)
            .reads(reads![])
            .cases_exactly(cases::below_diagonal),
        claim!(
            "fact-move-on-kn-reading-k0-one",
            PAIRS,
            fact_move_on_kn_reading_k0_one,
        )
        .reads(reads![]),
        claim!("fact-ratio-one-wins", PAIRS, fact_ratio_one_wins)
            .reads(reads![CD])
            .cases_exactly(|n| n),
    ]
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
    o: &mut crate::claims::Obs,
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
    o: &mut crate::claims::Obs,
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
