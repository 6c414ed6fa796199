//! Predicates for `spec/ewd1981.toml`: E. W. Dijkstra, note of 17 June 1981 on the Euclid game.
//! Dijkstra's game is Cole–Davie's Euclid.

use super::{
    check_all, claim, compositions, ensure, ordered_pairs, pairs, ClaimCheck, Ctx, Failure,
    Verdict, PAIRS, PILE_SUM,
};
use crate::arith::quadratic::compare_with_phi;
use crate::arith::{gcd, ordered, ContinuedFraction};
use crate::formulas::dijkstra::{self, trail};
use crate::games::{ColeDavieEuclid, ImpartialGame};
use crate::solver::TwoEntryGame::ColeDavie as CD;
use crate::truth_or_return;
use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet};

pub fn claims() -> Vec<ClaimCheck> {
    vec![
        claim("ewd1981/fact-gcd", PAIRS, fact_gcd),
        claim("ewd1981/fact-symmetry", PAIRS, fact_symmetry),
        claim(
            "ewd1981/fact-move-decreases-ratio",
            PAIRS,
            fact_move_decreases_ratio,
        ),
        claim(
            "ewd1981/fact-reversed-expansion",
            PILE_SUM,
            fact_reversed_expansion,
        ),
        claim("ewd1981/fact-move-on-kn", PAIRS, fact_move_on_kn),
        claim("ewd1981/fact-ratio-one-wins", PAIRS, fact_ratio_one_wins),
        claim(
            "ewd1981/fact-trail-odd-forces-even",
            PAIRS,
            fact_trail_odd_forces_even,
        ),
        claim(
            "ewd1981/fact-trail-even-moves",
            PAIRS,
            fact_trail_even_moves,
        ),
        claim("ewd1981/theorem-trail", PAIRS, theorem_trail),
        claim("ewd1981/fact-trail-golden", PAIRS, fact_trail_golden),
    ]
}

/// The trail of `hi/lo`, `0 < lo < hi` (ratio above 1).
fn trail_of(lo: u64, hi: u64) -> usize {
    trail(
        &ContinuedFraction::of_ratio(hi, lo)
            .expect("lo > 0")
            .reversed(),
    )
    .expect("the ratio exceeds 1")
}

fn fact_gcd(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, n);
    check_all(ordered_pairs(1, n), |(a, b)| {
        let d = gcd(a, b);
        if let Some(q) = ColeDavieEuclid
            .moves(&(a, b))
            .find(|&(x, y)| gcd(x, y) != d)
        {
            return Err(Failure::at_pair(a, b)
                .answer("move", format!("{q:?}"))
                .answer("gcd before", d));
        }
        let (whole, reduced) = (t.is_p(a, b)?, t.is_p(a / d, b / d)?);
        ensure(whole == reduced, || {
            Failure::at_pair(a, b)
                .answer("P", whole)
                .answer(format!("P at ({}, {})", a / d, b / d), reduced)
        })
    })
}

fn fact_symmetry(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, n);
    check_all(pairs(0, n, true), |(a, b)| {
        // The reference solver works on ordered pairs: the two orders are computed separately.
        let (x, y) = (t.reference(a, b), t.reference(b, a));
        ensure(x == y && x.is_some(), || {
            Failure::at_pair(a, b)
                .answer("reference (a, b)", format!("{x:?}"))
                .answer("reference (b, a)", format!("{y:?}"))
        })
    })
}

fn fact_move_decreases_ratio(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    check_all(pairs(1, n, false), |(lo, hi)| {
        let actual: BTreeSet<(u64, u64)> = ColeDavieEuclid.moves(&(lo, hi)).collect();
        // The ratio hi/lo drops by an integer k ≥ 1; only the larger number changes, except on the
        // diagonal where either may be taken to 0.
        let mut predicted: BTreeSet<(u64, u64)> =
            (1..=hi / lo).map(|k| (lo, hi - k * lo)).collect();
        if lo == hi {
            predicted.insert((0, hi));
        }
        ensure(actual == predicted, || {
            Failure::at_pair(lo, hi)
                .answer("moves", format!("{actual:?}"))
                .answer("ratio minus an integer", format!("{predicted:?}"))
        })
    })
}

fn fact_reversed_expansion(_ctx: &Ctx<'_>, s: u64) -> Verdict {
    // Every sequence of positive integers with sum ≤ S that Dijkstra admits (k0 ≥ 2, or |1|)
    // names a different ratio, and each ratio's expansion rebuilds it.
    let mut seen: BTreeMap<(u64, u64), Vec<u64>> = BTreeMap::new();
    let admitted = compositions(s).filter(|ks| ks[0] >= 2 || ks.as_slice() == [1]);
    check_all(admitted, |ks| {
        let cf = ContinuedFraction::from_quotients(&ks.iter().rev().copied().collect::<Vec<_>>())
            .map_err(|e| Failure::at(format!("|{ks:?}|")).answer("quotients", e))?;
        let reversed = cf.reversed();
        let ratio = reversed
            .ratio()
            .map_err(|e| Failure::at(format!("|{ks:?}|")).answer("ratio", e))?;
        if let Some(other) = seen.insert(ratio, ks.clone()) {
            return Err(Failure::at(format!("{}/{}", ratio.0, ratio.1))
                .answer("expansion", format!("|{other:?}|"))
                .answer("and also", format!("|{ks:?}|")));
        }
        let again = ContinuedFraction::of_ratio(ratio.0, ratio.1)
            .expect("positive")
            .reversed();
        if again.ks() != ks.as_slice() {
            return Err(Failure::at(format!("{}/{}", ratio.0, ratio.1))
                .answer("expansion", again)
                .answer("from", format!("{ks:?}")));
        }
        Ok(())
    })
}

fn fact_move_on_kn(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    check_all(pairs(1, n, true), |(lo, hi)| {
        let ks = ContinuedFraction::of_ratio(hi, lo)
            .expect("lo > 0")
            .reversed()
            .ks()
            .to_vec();
        let (kn, init) = ks.split_last().expect("non-empty");
        for k in 1..=*kn {
            let rest = hi - k * lo;
            let (x, y) = ordered(lo, rest);
            let after: Vec<u64> = if x == 0 {
                Vec::new() // the game ends
            } else {
                ContinuedFraction::of_ratio(y, x)
                    .expect("x > 0")
                    .reversed()
                    .ks()
                    .to_vec()
            };
            let predicted: Vec<u64> = if k < *kn {
                [init, &[kn - k]].concat() // kn decreased by an amount < kn
            } else {
                init.to_vec() // kn dropped
            };
            if after != predicted {
                return Err(Failure::at_pair(lo, hi)
                    .answer(
                        format!("after subtracting {k}·{lo}"),
                        format!("|{after:?}|"),
                    )
                    .answer("predicted", format!("|{predicted:?}|")));
            }
        }
        Ok(())
    })
}

fn fact_ratio_one_wins(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, n);
    check_all(1..=n, |a| {
        if t.is_p(a, a)? {
            Err(Failure::at_pair(a, a).answer("solvers", "P"))
        } else {
            Ok(())
        }
    })
}

fn fact_trail_odd_forces_even(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    check_all(
        pairs(1, n, true).filter(|&(lo, hi)| trail_of(lo, hi) % 2 == 1),
        |(lo, hi)| {
            for (x, y) in ColeDavieEuclid.moves(&(lo, hi)) {
                let (x, y) = ordered(x, y);
                if x == 0 || x == y || trail_of(x, y) % 2 == 1 {
                    return Err(Failure::at_pair(lo, hi).answer("move to", format!("({x}, {y})")));
                }
            }
            Ok(())
        },
    )
}

fn fact_trail_even_moves(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    check_all(
        pairs(1, n, true).filter(|&(lo, hi)| trail_of(lo, hi) % 2 == 0),
        |(lo, hi)| {
            let good = ColeDavieEuclid
                .moves(&(lo, hi))
                .map(|(x, y)| ordered(x, y))
                .any(|(x, y)| x == 0 || (x < y && trail_of(x, y) % 2 == 1));
            ensure(good, || {
                Failure::at_pair(lo, hi).answer("moves to trail odd or to 0", "none")
            })
        },
    )
}

fn theorem_trail(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, n);
    check_all(pairs(1, n, true), |(lo, hi)| {
        let wins = !t.is_p(lo, hi)?;
        let dijkstra = dijkstra::is_winning(lo, hi)
            .map_err(|e| Failure::at_pair(lo, hi).answer("trail", e))?;
        ensure(wins == dijkstra, || {
            Failure::at_pair(lo, hi)
                .answer("solvers: winning", wins)
                .answer("trail even", dijkstra)
                .explain(format!("sg cole-davie {lo} {hi} --explain"))
        })
    })
}

fn fact_trail_golden(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    check_all(pairs(1, n, true), |(lo, hi)| {
        let even = trail_of(lo, hi) % 2 == 0;
        let above = compare_with_phi(hi, lo) == Ok(Ordering::Greater);
        ensure(even == above, || {
            Failure::at_pair(lo, hi)
                .answer("trail even", even)
                .answer("ratio > φ", above)
        })
    })
}
