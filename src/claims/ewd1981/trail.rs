//! ewd1981, the trail: the predicates of its statements.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("fact-trail-train-of-ones", PAIRS, fact_trail_train_of_ones)
            .reads(reads![])
            .cases_exactly(cases::below_diagonal),
        claim!(
            "fact-trail-odd-forces-even",
            PAIRS,
            fact_trail_odd_forces_even,
        )
        .reads(reads![])
        .cases(|n| cases::square_part(n, 1, 5)),
        claim!("fact-trail-even-moves", PAIRS, fact_trail_even_moves)
            .reads(reads![])
            .cases(|n| cases::square_part(n, 3, 10)),
    ]
}

fn fact_trail_train_of_ones(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all_upper_pairs(1, true, |&Pair(lo, hi), o| {
        Ok(trail_is_train_of_ones(
            &ks_of(lo, hi),
            library_trail_of(lo, hi),
            o,
        ))
    })
}

/// Whether, on the expansion `ks`, the printed definition n − max{i : ki ≥ 2} and the train of
/// ones at its end (counted one by one) agree, and agree with `library_trail`.
fn trail_is_train_of_ones(ks: &[u64], library_trail: usize, o: &mut crate::claims::Obs) -> bool {
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
