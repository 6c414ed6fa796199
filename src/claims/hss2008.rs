//! Predicates for `spec/hss2008.toml`: Hofmann, Schuster and Steuding, *Euclid, Calkin & Wilf —
//! playing with rationals*, Elem. Math. 63 (2008). Their "Euclid" is Grossman's game.

use super::hss2008_counts as count_claims;
use super::hss2008_tree as tree_claims;
use super::hss2008_tree::show;
use super::{
    check_all, claim, engine, ensure, fixed, ordered_pairs, pairs, pn, Bound, ClaimCheck, Ctx,
    Failure, Verdict, PAIRS,
};
use crate::arith::gcd;
use crate::arith::quadratic::compare_with_phi;
use crate::formulas::{hss2008, schwartz};
use crate::games::{GrossmanGame, ImpartialGame};
use crate::solver::TwoEntryGame;
use crate::strategies::{cone, tree};
use crate::trees::calkin_wilf::{self};
use crate::truth_or_return;
use num_bigint::BigInt;
use num_traits::Signed;
use std::cmp::Ordering;
use std::collections::HashSet;

/// Squares `(0, N]²` for N = 10, 100, … up to N.
const SQUARES: Bound = Bound {
    default: 1_000_000,
    max: 100_000_000,
    meaning: "squares (0, M]², M = 10, 100, … ≤ N",
    triples: false,
};

pub fn claims() -> Vec<ClaimCheck> {
    vec![
        claim(
            "hss2008/fact-tree-reduced",
            tree_claims::GENERATIONS,
            tree_claims::fact_tree_reduced,
        ),
        claim(
            "hss2008/fact-tree-each-rational-once",
            tree_claims::GENERATIONS,
            tree_claims::fact_each_rational_once,
        ),
        claim(
            "hss2008/example-enumeration-2",
            fixed(4),
            tree_claims::example_enumeration_printed,
        ),
        claim(
            "hss2008/example-enumeration-2-corrected",
            fixed(4),
            tree_claims::example_enumeration_corrected,
        ),
        claim(
            "hss2008/fact-newman",
            tree_claims::GENERATIONS,
            tree_claims::fact_newman,
        ),
        claim(
            "hss2008/fact-stern-recursion",
            tree_claims::GENERATIONS,
            tree_claims::fact_stern_recursion,
        ),
        claim(
            "hss2008/fact-stern-coprime",
            tree_claims::GENERATIONS,
            tree_claims::fact_stern_coprime,
        ),
        claim(
            "hss2008/fact-stern-unique-index",
            tree_claims::GENERATIONS,
            tree_claims::fact_stern_unique_index,
        ),
        claim(
            "hss2008/fact-stern-is-enumeration-2",
            tree_claims::GENERATIONS,
            tree_claims::fact_stern_is_enumeration,
        ),
        claim(
            "hss2008/fact-generations-symmetric",
            tree_claims::GENERATIONS,
            tree_claims::fact_generations_symmetric,
        ),
        claim(
            "hss2008/fact-right-child-iff-greater",
            tree_claims::GENERATIONS,
            tree_claims::fact_right_child_iff_greater,
        ),
        claim(
            "hss2008/fact-moves-are-branch-ancestors",
            PAIRS,
            fact_moves_are_branch_ancestors,
        ),
        claim(
            "hss2008/fact-reduced-position",
            PAIRS,
            fact_reduced_position,
        ),
        claim("hss2008/theorem-1", PAIRS, theorem_1),
        claim(
            "hss2008/theorem-1-reading-cole-davie",
            PAIRS,
            theorem_1_cole_davie,
        ),
        claim("hss2008/fact-cone-points", PAIRS, fact_cone_points),
        claim("hss2008/fact-cone-unique-k", PAIRS, fact_cone_unique_k),
        claim(
            "hss2008/fact-cone-one-move-out",
            PAIRS,
            fact_cone_one_move_out,
        ),
        claim(
            "hss2008/fact-first-player-chance-square",
            SQUARES,
            fact_chance_square,
        ),
        claim("hss2008/theorem-2", PAIRS, theorem_2),
        claim(
            "hss2008/fact-theorem-2-strategy",
            PAIRS,
            fact_theorem_2_strategy,
        ),
        claim(
            "hss2008/fact-winners-outside-cone",
            tree_claims::GENERATIONS,
            tree_claims::fact_winners_outside_cone,
        ),
        claim(
            "hss2008/fact-golden-ratio-continued-fraction",
            fixed(90),
            tree_claims::fact_golden_cf,
        ),
        claim(
            "hss2008/fact-bird-gibbons-lester",
            tree_claims::GENERATIONS,
            tree_claims::fact_bird_gibbons_lester,
        ),
        claim(
            "hss2008/fact-path-formulas",
            PAIRS,
            tree_claims::fact_path_formulas,
        ),
        claim("hss2008/theorem-3", PAIRS, theorem_3),
        claim(
            "hss2008/fact-mean-three-halves",
            tree_claims::MEANS,
            tree_claims::fact_mean_three_halves,
        ),
        claim("hss2008/table-fn-gn", fixed(7), count_claims::table_fn_gn),
        claim(
            "hss2008/fact-fn-plus-gn",
            count_claims::COUNTS,
            count_claims::fact_fn_plus_gn,
        ),
        claim(
            "hss2008/fact-children-rule",
            tree_claims::GENERATIONS,
            count_claims::fact_children_rule,
        ),
        claim(
            "hss2008/fact-children-equivalences",
            tree_claims::GENERATIONS,
            count_claims::fact_children_equivalences,
        ),
        claim(
            "hss2008/fact-recursion-fn-gn",
            count_claims::COUNTS,
            count_claims::fact_recursion_fn_gn,
        ),
        claim(
            "hss2008/fact-recursion-fn",
            count_claims::COUNTS,
            count_claims::fact_recursion_fn,
        ),
        claim(
            "hss2008/fact-fn-alternating-sum",
            count_claims::COUNTS,
            count_claims::fact_alternating_sum,
        ),
        claim(
            "hss2008/theorem-4",
            count_claims::COUNTS,
            count_claims::theorem_4,
        ),
        claim(
            "hss2008/theorem-4-corrected",
            count_claims::COUNTS,
            count_claims::theorem_4_corrected,
        ),
        claim(
            "hss2008/fact-two-thirds",
            count_claims::COUNTS,
            count_claims::fact_two_thirds,
        ),
        claim(
            "hss2008/fact-section-7-counts",
            count_claims::COUNTS,
            count_claims::fact_section_7,
        ),
    ]
}

fn fact_moves_are_branch_ancestors(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    let domain = ordered_pairs(1, n).filter(|&(a, b)| gcd(a, b) == 1);
    check_all(domain, |(a, b)| {
        let moves: HashSet<(u64, u64)> = GrossmanGame.moves(&(a, b)).collect();
        // Mothers while the node stays in the same branch.
        let mut ancestors = HashSet::new();
        let (mut x, mut y) = (a, b);
        let side = a > b;
        while let Ok(Some(p)) = calkin_wilf::parent(x, y) {
            if (x > y) != side || x == y {
                break;
            }
            ancestors.insert(p);
            (x, y) = p;
        }
        ensure(moves == ancestors, || {
            Failure::at(show((a, b)))
                .answer("moves", format!("{moves:?}"))
                .answer("branch ancestors", format!("{ancestors:?}"))
        })
    })
}

fn fact_reduced_position(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let t = truth_or_return!(ctx, TwoEntryGame::Grossman, false, n);
    check_all(ordered_pairs(1, n), |(a, b)| {
        let d = gcd(a, b);
        let (x, y) = (t.is_p(a, b)?, t.is_p(a / d, b / d)?);
        ensure(x == y, || {
            Failure::at_pair(a, b)
                .answer("grossman", pn(x))
                .answer(format!("at ({}, {})", a / d, b / d), pn(y))
        })
    })
}

fn outcome(first_player_wins: bool) -> crate::formulas::Outcome {
    pn(!first_player_wins)
}

fn theorem_1_in(ctx: &Ctx<'_>, n: u64, game: TwoEntryGame) -> Verdict {
    let t = truth_or_return!(ctx, game, false, n);
    check_all(ordered_pairs(1, n), |(a, b)| {
        let wins = !t.is_p(a, b)?;
        let golden = engine((a, b), "Theorem 1", hss2008::first_player_wins(a, b))?;
        ensure(wins == golden, || {
            Failure::at_pair(a, b)
                .answer(format!("{game} solvers"), outcome(wins))
                .answer("larger/smaller > G", golden)
        })
    })
}

fn theorem_1(ctx: &Ctx<'_>, n: u64) -> Verdict {
    theorem_1_in(ctx, n, TwoEntryGame::Grossman)
}

fn theorem_1_cole_davie(ctx: &Ctx<'_>, n: u64) -> Verdict {
    theorem_1_in(ctx, n, TwoEntryGame::ColeDavie)
}

fn fact_cone_points(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    check_all(1..=n, |a| {
        // Points of C with x = a have y < G·a < 2a + 1.
        let count = (1..=2 * a + 1).filter(|&y| cone::in_cone(a, y)).count() as u64;
        ensure(count == a, || {
            Failure::at(format!("x = {a}")).answer("points of C", count)
        })
    })
}

fn fact_cone_unique_k(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    check_all(
        pairs(1, n, true).filter(|&(a, b)| !cone::in_cone(a, b)),
        |(a, b)| {
            let ks: Vec<u64> = (1..=b / a)
                .filter(|&k| b > a * k && cone::in_cone(a, b - a * k))
                .collect();
            ensure(ks.len() == 1 && cone::cone_k(a, b) == Some(ks[0]), || {
                Failure::at_pair(a, b).answer("k with (a, b − ak) ∈ C", format!("{ks:?}"))
            })
        },
    )
}

fn fact_cone_one_move_out(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    check_all(
        ordered_pairs(1, n).filter(|&(a, b)| cone::in_cone(a, b)),
        |(a, b)| {
            let moves: Vec<(u64, u64)> = GrossmanGame.moves(&(a, b)).collect();
            let ok = if a == b {
                moves.is_empty()
            } else {
                moves.len() == 1 && !cone::in_cone(moves[0].0, moves[0].1)
            };
            ensure(ok, || {
                Failure::at_pair(a, b).answer("moves", format!("{moves:?}"))
            })
        },
    )
}

/// `⌊x⌋` for the smallest integer `y > g·a` and the largest `y < G·a`, by the exact cone test.
fn cone_window(a: u64) -> (u64, u64) {
    // The window (g·a, G·a) holds exactly a integers; its first one is r or r + a for any
    // residue, so start from the candidate near 0.618·a by integer arithmetic and adjust.
    let mut lo = a * 618 / 1000;
    while lo > 1 && cone::in_cone(a, lo - 1) {
        lo -= 1;
    }
    while !cone::in_cone(a, lo) {
        lo += 1;
    }
    (lo, lo + a - 1)
}

fn fact_chance_square(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    let mut cases = 0;
    let mut values = Vec::new();
    let mut m = 10u64;
    while m <= n {
        // P-positions (a, y) with y ≤ m: for each a ≤ m, the window ∩ [1, m].
        let mut p_count: u128 = 0;
        for a in 1..=m {
            let (lo, hi) = cone_window(a);
            if lo <= m {
                p_count += (hi.min(m) - lo + 1) as u128;
            }
        }
        cases += m;
        let total = (m as u128) * (m as u128);
        let wins = total - p_count;
        // |wins/total − g| < 2/m, with g = 1/G compared exactly: x < g ⟺ 1/x > G.
        let below = |num: u128, den: u128| -> bool {
            // num/den < g ⟺ den/num > G
            num == 0 || compare_big_with_phi(den, num) == Ordering::Greater
        };
        let margin = 2 * total / m as u128; // 2/m as a fraction of total
        let too_low = below(wins + margin, total);
        let too_high = !below(wins.saturating_sub(margin), total);
        values.push(format!("M = {m}: {wins}/{total}"));
        if too_low || too_high {
            return Verdict::fails(
                cases,
                Failure::at(format!("M = {m}"))
                    .answer("first player wins", format!("{wins}/{total}"))
                    .answer("g", "0.6180…"),
            );
        }
        m = m.saturating_mul(10);
        if m == 0 {
            break;
        }
    }
    Verdict::holds(cases).with_note(format!("within 2/M of g = 0.6180…: {}", values.join("; ")))
}

/// `num/den` against φ for `u128` entries (below 2⁶⁴ each here, so `u64` suffices after checks).
fn compare_big_with_phi(num: u128, den: u128) -> Ordering {
    match (u64::try_from(num), u64::try_from(den)) {
        (Ok(x), Ok(y)) => compare_with_phi(x, y).unwrap_or(Ordering::Greater),
        _ => {
            // num² − num·den − den² in big integers.
            let (x, y) = (BigInt::from(num), BigInt::from(den));
            let v = &x * &x - &x * &y - &y * &y;
            if v.is_negative() {
                Ordering::Less
            } else {
                Ordering::Greater
            }
        }
    }
}

fn theorem_2(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let t = truth_or_return!(ctx, TwoEntryGame::Grossman, false, n);
    check_all(ordered_pairs(1, n), |(a, b)| {
        let wins = !t.is_p(a, b)?;
        let by_tree = engine((a, b), "Theorem 2", tree::theorem_2(a, b))?;
        if wins == by_tree {
            return Ok(());
        }
        let segs = tree::segments(a, b).unwrap_or_default();
        Err(Failure::at_pair(a, b)
            .answer("grossman solvers", outcome(wins))
            .answer("Theorem 2", outcome(by_tree))
            .answer("segments from the node", format!("{segs:?}")))
    })
}

fn fact_theorem_2_strategy(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let t = truth_or_return!(ctx, TwoEntryGame::Grossman, false, n);
    check_all(ordered_pairs(1, n), |(a, b)| {
        let v = t.value(a, b)?;
        let m = engine((a, b), "tree strategy", tree::winning_move(a, b))?;
        match m {
            None if v == 0 => Ok(()),
            Some(m)
                if v > 0 && GrossmanGame.moves(&(a, b)).any(|q| q == m) && t.is_p(m.0, m.1)? =>
            {
                Ok(())
            }
            _ => Err(Failure::at_pair(a, b)
                .answer("grossman value", v)
                .answer("strategy's move", format!("{m:?}"))),
        }
    })
}

fn theorem_3(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let t = truth_or_return!(ctx, TwoEntryGame::Grossman, false, n);
    check_all(pairs(1, n, true), |(a, b)| {
        let wins = !t.is_p(a, b)?;
        let schwartz = engine((a, b), "Theorem 3", schwartz::first_player_wins(a, b))?;
        ensure(wins == schwartz, || {
            Failure::at_pair(a, b)
                .answer("grossman solvers", outcome(wins))
                .answer("Schwartz", outcome(schwartz))
        })
    })
}
