//! Predicates for `spec/ho2012.toml`: N. B. Ho, *Variations of the game 3-Euclid*, Int. J.
//! Combinatorics (2012). Positions are sorted triples `a ≤ b ≤ c`, walked by `c`, then `b`,
//! then `a` (the order of the smallest counterexample).

use super::{
    claim, fixed, pairs, triples, Bound, ClaimCheck, Ctx, Failure, Fields, In, Named, Pair, Run,
    Status, Triple, TripleTruth, Verdict,
};
use crate::arith::gcd;
use crate::games::TripleGame::{self, ThreeEuclid, G1, G2};
use crate::games::{triple, ImpartialGame, G1 as G1Game, G2 as G2Game};
use crate::solver::triples::MAX_TRIPLE_N;
use crate::vocab::error::Error;
use std::collections::HashMap;

type Fx = std::hash::BuildHasherDefault<crate::solver::reference::FxHasher>;
use std::sync::Arc;

/// Triples with entries up to N (`--bound3`).
const TRIPLES: Bound = Bound {
    dimension: crate::harness::domain::Dimension::Triples,
    min: 4,
    default: 60,
    max: MAX_TRIPLE_N,
    meaning: "entries ≤ N",
};

/// The predicates of every `spec/ho2012.toml` entry, one per claim id.
pub fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!(
            "ho2012/example-introduction-2-3-7",
            fixed(7),
            example_introduction_2_3_7
        ),
        claim!(
            "ho2012/example-introduction-3-6-7",
            fixed(7),
            example_introduction_3_6_7
        ),
        claim!(
            "ho2012/fact-terminal-positions",
            TRIPLES,
            fact_terminal_positions,
        ),
        claim!("ho2012/lemma-2-1", TRIPLES, lemma_2_1),
        claim!("ho2012/lemma-2-1-in-g1", TRIPLES, lemma_2_1_in_g1),
        claim!("ho2012/theorem-2-2", TRIPLES, theorem_2_2),
        claim!("ho2012/lemma-2-3", TRIPLES, lemma_2_3),
        claim!("ho2012/theorem-2-4", TRIPLES, theorem_2_4),
        claim!("ho2012/corollary-2-5", TRIPLES, corollary_2_5),
        claim!("ho2012/proposition-2-6", TRIPLES, proposition_2_6),
        claim!(
            "ho2012/conjecture-collins-lengyel",
            TRIPLES,
            conjecture_collins_lengyel,
        ),
        claim!("ho2012/lemma-3-1", TRIPLES, lemma_3_1),
        claim!("ho2012/lemma-3-1-in-g1", TRIPLES, lemma_3_1_in_g1),
        claim!("ho2012/lemma-3-2", TRIPLES, lemma_3_2),
        claim!("ho2012/lemma-3-2-in-g1", TRIPLES, lemma_3_2_in_g1),
        claim!("ho2012/lemma-3-3", TRIPLES, lemma_3_3),
        claim!("ho2012/lemma-3-3-in-g1", TRIPLES, lemma_3_3_in_g1),
        claim!("ho2012/open-question-1", TRIPLES, open_question_1),
        claim!("ho2012/corollary-3-4", TRIPLES, corollary_3_4),
        claim!("ho2012/corollary-3-4-in-g1", TRIPLES, corollary_3_4_in_g1),
        claim!("ho2012/theorem-3-5", TRIPLES, theorem_3_5),
        claim!("ho2012/corollary-3-6", TRIPLES, corollary_3_6),
        claim!("ho2012/corollary-3-7", TRIPLES, corollary_3_7),
        claim!(
            "ho2012/example-corollary-3-7-b-equals-c",
            fixed(4),
            example_corollary_3_7_b_equals_c,
        ),
        claim!(
            "ho2012/fact-question-1-and-corollary-3-7-b-equals-c",
            TRIPLES,
            fact_question_1_and_corollary_3_7_b_equals_c,
        ),
        claim!("ho2012/theorem-3-8", TRIPLES, theorem_3_8),
        claim!(
            "ho2012/example-theorem-3-8-c-equals-a-plus-b",
            fixed(5),
            example_theorem_3_8_c_equals_a_plus_b,
        ),
        claim!("ho2012/theorem-3-9", TRIPLES, theorem_3_9),
        claim!("ho2012/corollary-3-10", TRIPLES, corollary_3_10),
        claim!("ho2012/proposition-3-11", TRIPLES, proposition_3_11),
        claim!("ho2012/theorem-4-1", TRIPLES, theorem_4_1),
        claim!("ho2012/theorem-4-2", TRIPLES, theorem_4_2),
        claim!("ho2012/example-theorem-4-2", fixed(19), example_theorem_4_2),
        // The pinned counterexample, a = 2, b = 8, has largest entry 8: a smaller bound cannot
        // reach it.
        claim!("ho2012/observation-1", TRIPLES.at_least(8), observation_1),
        claim!(
            "ho2012/observation-1-corrected",
            TRIPLES,
            observation_1_corrected,
        ),
        claim!("ho2012/observation-1-in-g1", TRIPLES, observation_1_in_g1),
        claim!("ho2012/lemma-5-1", TRIPLES, lemma_5_1),
        claim!("ho2012/theorem-5-2", TRIPLES, theorem_5_2),
        claim!(
            "ho2012/theorem-5-2-corrected",
            TRIPLES,
            theorem_5_2_corrected,
        ),
        claim!("ho2012/theorem-5-3", TRIPLES, theorem_5_3),
        claim!("ho2012/theorem-5-4", TRIPLES, theorem_5_4),
        claim!("ho2012/theorem-5-5", TRIPLES, theorem_5_5),
        claim!("ho2012/theorem-5-6", TRIPLES, theorem_5_6),
        claim!("ho2012/theorem-5-7", TRIPLES, theorem_5_7),
        claim!(
            "ho2012/example-not-strongly-miserable",
            fixed(3),
            example_not_strongly_miserable,
        ),
    ]
}

/// The name the paper gives a game's value: `G1`, `G2`, `3-Euclid`, with `⁻` for misère.
fn value_name(t: &TripleTruth) -> &'static str {
    match (t.game, t.misere) {
        (ThreeEuclid, false) => "3-Euclid",
        (G1, false) => "G1",
        (G2, false) => "G2",
        (ThreeEuclid, true) => "3-Euclid⁻",
        (G1, true) => "G1⁻",
        (G2, true) => "G2⁻",
    }
}

fn truth(
    ctx: &Ctx<'_>,
    game: TripleGame,
    misere: bool,
    n: u64,
) -> Result<Arc<TripleTruth>, Failure> {
    ctx.triple_truth(game, misere, n).map_err(|e: Error| {
        let name = crate::games::GameName::Triple { game, misere };
        Failure::at(format!("{name} up to {n}")).answer("error", e)
    })
}

macro_rules! triple_truth {
    ($ctx:expr, $game:expr, $misere:expr, $n:expr) => {
        match truth($ctx, $game, $misere, $n) {
            Ok(t) => t,
            Err(f) => return Verdict::fails(0, f),
        }
    };
}

/// The printed values at printed positions: `(game, position, value)`.
fn printed(ctx: &Ctx<'_>, run: &mut Run<'_>, cases: &[(TripleGame, [u64; 3], u64)]) -> Verdict {
    let points = cases
        .iter()
        .map(|&(g, [a, b, c], want)| super::At(In(g.name().to_string(), Triple(a, b, c)), want));
    run.all(points, |super::At(In(g, Triple(a, b, c)), want), o| {
        let game = TripleGame::ALL
            .into_iter()
            .find(|x| x.name() == g)
            .expect("a game of the list");
        let t = truth(ctx, game, false, *c)?;
        let v = t.value(*a, *b, *c)?;
        o.value(value_name(&t), v).value("printed", want);
        Ok(v == *want)
    })
}

/// The values of `(a, b, c)` in 3-Euclid, G1 and G2, in that order.
fn three_values(ctx: &Ctx<'_>, [a, b, c]: [u64; 3]) -> Result<[u64; 3], Failure> {
    let mut v = [0; 3];
    for (slot, game) in v.iter_mut().zip([ThreeEuclid, G1, G2]) {
        *slot = truth(ctx, game, false, c)?.value(a, b, c)?;
    }
    Ok(v)
}

fn example_introduction_2_3_7(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "Not surprisingly, the Sprague-Grundy functions for 3-Euclid, G1, and G2 are pairwise
    // distinct. For example, calculations show that for the position (2,3,7) the
    // Sprague-Grundy value is 1 for 3-Euclid, 2 for G1, and 3 for G2."
    printed(
        ctx,
        run,
        &[
            (ThreeEuclid, [2, 3, 7], 1),
            (G1, [2, 3, 7], 2),
            (G2, [2, 3, 7], 3),
        ],
    )
    .and_then(|| {
        // The claim the example is for: the three functions differ pairwise (at this point).
        run.all([Triple(2, 3, 7)], |&Triple(a, b, c), o| {
            let [x, y, z] = three_values(ctx, [a, b, c])?;
            let distinct = x != y && x != z && y != z;
            o.value("3-Euclid", x)
                .value("G1", y)
                .value("G2", z)
                .value("pairwise distinct", distinct);
            Ok(distinct)
        })
    })
}

fn example_introduction_3_6_7(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "The P-positions of 3-Euclid also differ to those of G1 and G2. For example, (3,6,7) is a
    // P-position in 3-Euclid, but it has Sprague-Grundy value 1 for G1 and G2."
    printed(
        ctx,
        run,
        &[
            (ThreeEuclid, [3, 6, 7], 0),
            (G1, [3, 6, 7], 1),
            (G2, [3, 6, 7], 1),
        ],
    )
    .and_then(|| {
        // The claim the example is for: a P-position of 3-Euclid that is one of neither G1 nor G2.
        run.all([Triple(3, 6, 7)], |&Triple(a, b, c), o| {
            let [x, y, z] = three_values(ctx, [a, b, c])?;
            let differ = x == 0 && y != 0 && z != 0;
            o.value("3-Euclid P", x == 0)
                .value("G1 P", y == 0)
                .value("G2 P", z == 0)
                .value("P-positions differ", differ);
            Ok(differ)
        })
    })
}

fn fact_terminal_positions(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "The two games therefore stop when the three integers are equal."
    run.all(triples(run.n), |&Triple(a, b, c), o| {
        let p = [a, b, c];
        // Whether each game has a move decides; the moves are counted only when shown.
        let (none1, none2) = (
            G1Game.moves(&p).next().is_none(),
            G2Game.moves(&p).next().is_none(),
        );
        o.value_with("G1 moves", || G1Game.moves(&p).count())
            .value_with("G2 moves", || G2Game.moves(&p).count());
        let equal = a == c;
        Ok(none1 == equal && none2 == equal)
    })
}

/// `rule(t, a, b, c, o)` at every sorted triple of `domain`, for each game in turn (points
/// `g2 (1, 2, 3)`).
fn implication(
    ctx: &Ctx<'_>,
    run: &mut Run<'_>,
    games: &[TripleGame],
    misere: bool,
    domain: impl Fn(u64, u64, u64) -> bool + Copy,
    rule: impl Fn(&TripleTruth, u64, u64, u64, &mut super::Obs) -> Result<bool, Failure> + Copy + Sync,
) -> Verdict {
    let n = run.n;
    let mut verdict = Verdict::holds(0);
    for &g in games {
        verdict = verdict.and_then(|| {
            let t = triple_truth!(ctx, g, misere, n);
            let name = t.name();
            let points = triples(n)
                .filter(|&Triple(a, b, c)| domain(a, b, c))
                .map(|p| In(name.as_str(), p));
            run.all(points, |In(_, Triple(a, b, c)), o| rule(&t, *a, *b, *c, o))
        });
    }
    verdict
}

/// `rule` at every pair of `domain` (points `g2 a = 1, b = 3`), for each game in turn.
fn on_pairs(
    ctx: &Ctx<'_>,
    run: &mut Run<'_>,
    games: &[TripleGame],
    misere: bool,
    domain: impl Fn(u64) -> Box<dyn Iterator<Item = Pair>>,
    rule: impl Fn(&TripleTruth, u64, u64, &mut super::Obs) -> Result<bool, Failure> + Copy + Sync,
) -> Verdict {
    let n = run.n;
    let mut verdict = Verdict::holds(0);
    for &g in games {
        verdict = verdict.and_then(|| {
            let t = triple_truth!(ctx, g, misere, n);
            let name = t.name();
            let points =
                domain(n).map(|Pair(a, b)| In(name.as_str(), Fields([("a", a), ("b", b)])));
            run.all(points, |In(_, Fields([(_, a), (_, b)])), o| {
                rule(&t, *a, *b, o)
            })
        });
    }
    verdict
}

const BOTH: [TripleGame; 2] = [G1, G2];

fn lemma_2_1_for(ctx: &Ctx<'_>, run: &mut Run<'_>, game: TripleGame) -> Verdict {
    implication(
        ctx,
        run,
        &[game],
        false,
        |_, _, _| true,
        |t, a, b, c, o| {
            let v = t.value(a, b, c)?;
            o.value(value_name(t), v).value("c < a + b", c < a + b);
            Ok(v != 0 || c < a + b)
        },
    )
}

fn lemma_2_1(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    lemma_2_1_for(ctx, run, G2)
}

fn lemma_2_1_in_g1(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    lemma_2_1_for(ctx, run, G1)
}

/// The positions of value `value` are the same in G1 and G2 (normal or misère).
fn same_value_sets(ctx: &Ctx<'_>, run: &mut Run<'_>, misere: bool, value: u64) -> Verdict {
    let n = run.n;
    let t1 = triple_truth!(ctx, G1, misere, n);
    let t2 = triple_truth!(ctx, G2, misere, n);
    run.all(triples(n), |&Triple(a, b, c), o| {
        let (x, y) = (t1.value(a, b, c)?, t2.value(a, b, c)?);
        o.value(value_name(&t1), x).value(value_name(&t2), y);
        Ok((x == value) == (y == value))
    })
}

fn theorem_2_2(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    same_value_sets(ctx, run, false, 0)
}

fn lemma_2_3(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Pairs a ≤ b with a + b ≤ N; every c in 1 … N is looked at (c ≥ a + b cannot be P, Lemma 2.1).
    on_pairs(
        ctx,
        run,
        &BOTH,
        false,
        |n| Box::new(pairs(1, n, false).filter(move |&Pair(a, b)| a + b <= n)),
        |t, a, b, o| {
            let per_class = class_counts(t, a, b, 0, t.n)?;
            o.value_with("P-positions per class", || format!("{per_class:?}"));
            Ok(per_class.iter().all(|&k| k == 1))
        },
    )
}

fn theorem_2_4(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n;
    implication(
        ctx,
        run,
        &BOTH,
        false,
        move |a, _, c| c + a <= n,
        |t, a, b, c, o| {
            let (x, y) = (t.is_p(a, b, c)?, t.is_p(a, b + a, c + a)?);
            o.value("P", x).value("(a, b + a, c + a) P", y);
            Ok(x == y)
        },
    )
}

fn corollary_2_5(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    on_pairs(
        ctx,
        run,
        &BOTH,
        false,
        |n| Box::new(pairs(1, n, false)),
        |t, a, b, o| {
            let v = t.value(a, b, b)?;
            o.value(format_args!("{}(a, b, b)", value_name(t)), v);
            Ok(v == 0)
        },
    )
}

fn proposition_2_6(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    on_pairs(
        ctx,
        run,
        &BOTH,
        false,
        |n| Box::new(pairs(1, n, false).filter(|&Pair(_, b)| b >= 2)),
        |t, a, b, o| {
            let d = gcd(a, b);
            o.value("gcd(a, b)", d);
            let mut ok = true;
            // (i) 2 ≤ a ≤ b: (a, b − 1, b) ∈ P iff gcd(a, b) ≠ 1.
            if a >= 2 {
                let p = t.is_p(a, b - 1, b)?;
                o.value("(a, b − 1, b) P", p);
                ok &= p == (d != 1);
            }
            // (ii) a < b: (a, b − a, b − 1) ∈ P iff gcd(a, b) = 1.
            if a < b {
                let p = t.is_p(a, b - a, b - 1)?;
                o.value("(a, b − a, b − 1) P", p);
                ok &= p == (d == 1);
            }
            Ok(ok)
        },
    )
}

fn conjecture_collins_lengyel(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n;
    let t = triple_truth!(ctx, ThreeEuclid, false, n);
    let domain = triples(n).filter(|&Triple(a, b, c)| b > a * a && c > a * a && c + a <= n);
    let verdict = run.all(domain, |&Triple(a, b, c), o| {
        let (x, y) = (t.is_p(a, b, c)?, t.is_p(a, b + a, c + a)?);
        o.value("3-Euclid P", x).value("(a, b + a, c + a) P", y);
        Ok(x == y)
    });
    if verdict.status != Status::Holds || run.is_sampling() {
        return verdict;
    }
    // How much of the threshold a² is needed: for each a, the largest b (b ≤ c) at which the
    // equivalence fails without any threshold, inside the box. b, c above it suffice there.
    let mut needed: Vec<String> = Vec::new();
    for a in 1..=n / 4 {
        let mut worst: Option<u64> = None;
        for c in a..=n - a {
            for b in a..=c {
                match (t.is_p(a, b, c), t.is_p(a, b + a, c + a)) {
                    (Ok(x), Ok(y)) if x != y => worst = Some(worst.map_or(b, |w| w.max(b))),
                    (Err(f), _) | (_, Err(f)) => return Verdict::fails(verdict.cases, f),
                    _ => {}
                }
            }
        }
        if a <= 12 {
            let shown = worst.map_or("none".to_string(), |w| format!("b ≤ {w}"));
            needed.push(format!("a = {a}: failures at {shown} (a² = {})", a * a));
        }
        if let Some(w) = worst {
            if w > a * a {
                return Verdict::fails(
                    verdict.cases,
                    Failure::at(format!("({a}, {w}, {w})")).answer("failure above a²", w),
                );
            }
        }
    }
    verdict.with_note(format!(
        "a conjecture, seen only inside the box, entries ≤ {n}; without the threshold: {}",
        needed.join("; ")
    ))
}

fn lemma_3_1_for(ctx: &Ctx<'_>, run: &mut Run<'_>, game: TripleGame) -> Verdict {
    implication(
        ctx,
        run,
        &[game],
        false,
        |_, _, c| c > 1,
        |t, a, b, c, o| {
            let v = t.value(a, b, c)?;
            o.value(value_name(t), v);
            if v != 1 || c <= a {
                return Ok(v != 1);
            }
            let p = t.is_p(a, b, c - a)?;
            o.value("(a, b, c − a) P", p);
            Ok(p)
        },
    )
}

fn lemma_3_1(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    lemma_3_1_for(ctx, run, G2)
}

fn lemma_3_1_in_g1(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    lemma_3_1_for(ctx, run, G1)
}

fn bound_when_one(
    ctx: &Ctx<'_>,
    run: &mut Run<'_>,
    game: TripleGame,
    ok: fn(u64, u64, u64) -> bool,
    what: &'static str,
) -> Verdict {
    implication(
        ctx,
        run,
        &[game],
        false,
        |_, _, _| true,
        move |t, a, b, c, o| {
            let v = t.value(a, b, c)?;
            o.value(value_name(t), v).value(what, ok(a, b, c));
            Ok(v != 1 || ok(a, b, c))
        },
    )
}

fn lemma_3_2(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    bound_when_one(ctx, run, G2, |a, b, c| c < 2 * a + b, "c < 2a + b")
}

fn lemma_3_2_in_g1(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    bound_when_one(ctx, run, G1, |a, b, c| c < 2 * a + b, "c < 2a + b")
}

fn corollary_3_4(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    bound_when_one(ctx, run, G2, |a, b, c| c <= a + b, "c ≤ a + b")
}

fn corollary_3_4_in_g1(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    bound_when_one(ctx, run, G1, |a, b, c| c <= a + b, "c ≤ a + b")
}

fn lemma_3_3_for(ctx: &Ctx<'_>, run: &mut Run<'_>, games: &[TripleGame], misere: bool) -> Verdict {
    implication(
        ctx,
        run,
        games,
        misere,
        |_, _, _| true,
        |t, a, b, c, o| {
            let v = t.value(a, b, c)?;
            o.value(value_name(t), v)
                .value("c > a + b", c > a + b)
                .value("c < a + b", c < a + b);
            // (i) c > a + b ⟹ G ≥ 2; (ii) c < a + b ⟹ G ≤ 1.
            Ok((c <= a + b || v >= 2) && (c >= a + b || v <= 1))
        },
    )
}

fn lemma_3_3(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    lemma_3_3_for(ctx, run, &[G2], false)
}

fn lemma_3_3_in_g1(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    lemma_3_3_for(ctx, run, &[G1], false)
}

fn open_question_1(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n;
    let small = (n / 2).min(16);
    let observed = on_pairs(
        ctx,
        run,
        &BOTH,
        false,
        move |_| Box::new(pairs(1, small, false)),
        |t, a, b, o| {
            o.value(
                format_args!("{}(a, b, a + b)", value_name(t)),
                t.value(a, b, a + b)?,
            );
            Ok(true)
        },
    );
    if run.is_sampling() || observed.status != Status::Holds {
        return observed;
    }
    let t = triple_truth!(ctx, G2, false, n);
    let mut ones = Vec::new();
    for Pair(a, b) in pairs(1, small, false) {
        if t.value(a, b, a + b) == Ok(1) {
            ones.push(format!("({a},{b})"));
        }
    }
    Verdict::skipped(format!(
        "an open question; pairs a ≤ b ≤ {small} with G(a, b, a + b) = 1 in G2 (the same in G1 by Theorem 3.5): {}",
        ones.join(" ")
    ))
}

fn theorem_3_5(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    same_value_sets(ctx, run, false, 1)
}

fn corollary_3_6(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n;
    implication(
        ctx,
        run,
        &BOTH,
        false,
        move |_, _, _| true,
        move |t, a, b, c, o| {
            let v = t.value(a, b, c)?;
            o.value(value_name(t), v);
            if v != 1 {
                return Ok(true);
            }
            let first = c > a && t.is_p(a, b, c - a)?;
            o.value("(a, b, c − a) P", first);
            // The second position is looked at when b + a ≤ N.
            if b + a > n {
                return Ok(first);
            }
            let second = t.is_p(a, c, b + a)?;
            o.value("(a, c, b + a) P", second);
            Ok(first && second)
        },
    )
}

fn corollary_3_7(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n;
    implication(
        ctx,
        run,
        &BOTH,
        false,
        move |a, b, c| b < c && b + a <= n,
        |t, a, b, c, o| {
            if !t.is_p(a, b, c)? {
                o.value("P", false);
                return Ok(true);
            }
            let (x, y) = (t.value(a, c - a, b)?, t.value(a, c, b + a)?);
            o.value("P", true)
                .value(format_args!("{}(a, c − a, b)", value_name(t)), x)
                .value(format_args!("{}(a, c, b + a)", value_name(t)), y);
            Ok(x == 1 && y == 1)
        },
    )
}

fn example_corollary_3_7_b_equals_c(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // a = 1, b = 3: G(1, 3, 3) = 0 in both, G(1, 2, 3) = 3 in G1 and 2 in G2;
    // a = 1, b = 2: G(1, 2, 2) = 0 in both, G(1, 2, 3) = 3 in G1 and 2 in G2.
    printed(
        ctx,
        run,
        &[
            (G1, [1, 3, 3], 0),
            (G2, [1, 3, 3], 0),
            (G1, [1, 2, 3], 3),
            (G2, [1, 2, 3], 2),
            (G1, [1, 2, 2], 0),
            (G2, [1, 2, 2], 0),
        ],
    )
}

fn fact_question_1_and_corollary_3_7_b_equals_c(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "An answer for Question 1 would also provide a criteria for the case b = c to hold in
    // Corollary 3.7." At b = c the premise (a, b, b) ∈ P always holds (Corollary 2.5), and the
    // two positions of the conclusion, (a, b − a, b) and (a, b, b + a), are both of Question 1's
    // form (x, y, x + y): whether the corollary holds there is Question 1 at two pairs.
    on_pairs(
        ctx,
        run,
        &BOTH,
        false,
        |n| Box::new(pairs(1, n, true).filter(move |&Pair(a, b)| a + b <= n)),
        |t, a, b, o| {
            let name = value_name(t);
            let premise = t.value(a, b, b)?;
            let (first, second) = (triple(a, b - a, b), triple(a, b, b + a));
            // Question 1's form: the largest entry is the sum of the other two.
            let forms = first[2] == first[0] + first[1] && second[2] == second[0] + second[1];
            let (x, y) = (
                t.value(first[0], first[1], first[2])?,
                t.value(second[0], second[1], second[2])?,
            );
            o.value(format_args!("{name}(a, b, b)"), premise)
                .value("of Question 1's form", forms)
                .value(format_args!("{name}(a, b − a, b)"), x)
                .value(format_args!("{name}(a, b, a + b)"), y)
                .value("Corollary 3.7 at (a, b, b)", x == 1 && y == 1);
            Ok(premise == 0 && forms)
        },
    )
}

fn theorem_3_8(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n;
    implication(
        ctx,
        run,
        &BOTH,
        false,
        move |a, b, c| a + b > c && c + a <= n,
        |t, a, b, c, o| {
            let (x, y) = (t.value(a, b, c)?, t.value(a, b + a, c + a)?);
            o.value(value_name(t), x)
                .value(format_args!("{}(a, b + a, c + a)", value_name(t)), y);
            Ok((x == 1) == (y == 1))
        },
    )
}

fn example_theorem_3_8_c_equals_a_plus_b(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    printed(ctx, run, &[(G2, [1, 3, 4], 1), (G2, [1, 4, 5], 2)])
}

fn theorem_3_9_for(ctx: &Ctx<'_>, run: &mut Run<'_>, misere: bool, both_ways: bool) -> Verdict {
    on_pairs(
        ctx,
        run,
        &BOTH,
        misere,
        |n| Box::new(pairs(1, n, false).filter(move |&Pair(a, b)| b + 3 * a <= n)),
        move |t, a, b, o| {
            let (x, y) = (t.value(a, b, a + b)?, t.value(a, b + 2 * a, b + 3 * a)?);
            o.value(format_args!("{}(a, b, a + b)", value_name(t)), x)
                .value(format_args!("{}(a, b + 2a, b + 3a)", value_name(t)), y);
            Ok(if both_ways {
                (x == 1) == (y == 1)
            } else {
                x != 1 || y == 1
            })
        },
    )
}

fn theorem_3_9(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    theorem_3_9_for(ctx, run, false, true)
}

fn corollary_3_10(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n;
    let mut verdict = Verdict::holds(0);
    for g in BOTH {
        verdict = verdict.and_then(|| {
            let t = triple_truth!(ctx, g, false, n);
            let name = t.name();
            run.all(
                (1..n).map(|a| In(name.as_str(), Named("a", a))),
                |In(_, Named(_, a)), o| {
                    let v = t.value(1, *a, a + 1)?;
                    o.value(format_args!("{}(1, a, a + 1)", value_name(&t)), v);
                    Ok((v == 1) == (a % 2 == 1))
                },
            )
        });
    }
    verdict
}

fn proposition_3_11(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    on_pairs(
        ctx,
        run,
        &BOTH,
        false,
        |n| Box::new(pairs(2, n, false)),
        |t, a, b, o| {
            let d = gcd(a, b);
            let x = t.value(a, b - 1, b)?;
            o.value("gcd(a, b)", d)
                .value(format_args!("{}(a, b − 1, b)", value_name(t)), x);
            let mut ok = (x == 1) == (d == 1);
            if a < b {
                let y = t.value(a, b - a, b - 1)?;
                o.value(format_args!("{}(a, b − a, b − 1)", value_name(t)), y);
                ok &= (y == 1) == (d != 1);
            }
            Ok(ok)
        },
    )
}

/// In each residue class of `c` mod `a`, the number of `c ≤ n` with `G(a, b, c) = s`.
fn class_counts(t: &TripleTruth, a: u64, b: u64, s: u64, n: u64) -> Result<Vec<u32>, Failure> {
    let mut per_class = vec![0u32; a as usize];
    for c in 1..=n {
        if t.value(a, b, c)? == s {
            per_class[(c % a) as usize] += 1;
        }
    }
    Ok(per_class)
}

/// Residue-class statements for pairs `a ≤ b ≤ N/4` and values `s ≤ 3`: `ok(counts)` on the
/// number of `c ≤ N` with `G(a, b, c) = s` in each class.
fn residue_classes(
    ctx: &Ctx<'_>,
    run: &mut Run<'_>,
    game: TripleGame,
    ok: fn(&[u32]) -> bool,
) -> Verdict {
    let n = run.n;
    let t = triple_truth!(ctx, game, false, n);
    let cases = pairs(1, n / 4, false)
        .flat_map(|Pair(a, b)| (0..=3u64).map(move |s| Fields([("a", a), ("b", b), ("s", s)])));
    run.all(cases, |&Fields([(_, a), (_, b), (_, s)]), o| {
        let per_class = class_counts(&t, a, b, s, n)?;
        o.value_with("c ≤ N with G = s, per class", || format!("{per_class:?}"));
        Ok(ok(&per_class))
    })
}

fn theorem_4_1(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    residue_classes(ctx, run, G1, |k| k.iter().all(|&x| x == 1))
}

fn theorem_4_2(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    residue_classes(ctx, run, G2, |k| k.iter().all(|&x| x >= 1))
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
        Ok(v == 4 && c % a == 0)
    })
}

fn observation_1_for(
    ctx: &Ctx<'_>,
    run: &mut Run<'_>,
    game: TripleGame,
    as_printed: bool,
) -> Verdict {
    // For c ≥ b the positions of one residue class are joined by moves (a 1–3 move from the
    // larger c), so equal values need both c below b: the box c < b is complete.
    on_pairs(
        ctx,
        run,
        &[game],
        false,
        |n| Box::new(pairs(1, n, false)),
        move |t, a, b, o| {
            // At most one entry per c: one allocation, no growing.
            let mut seen: HashMap<(u64, u64), u64, Fx> =
                HashMap::with_capacity_and_hasher(b as usize, Fx::default());
            let mut repeats = 0u64;
            for c in 1..b.max(2) {
                let v = t.value(a, b, c)?;
                if let Some(&c1) = seen.get(&(c % a, v)) {
                    // Both values are below b here; the printed conclusion adds a ≤ c1, c2 and
                    // a | c1, c2.
                    let ok = b >= 3 * a && (!as_printed || (a <= c1 && c1 % a == 0 && c % a == 0));
                    repeats += 1;
                    o.value("c1", c1).value("c2", c).value(value_name(t), v);
                    if !ok {
                        return Err(
                            Failure::at(format!("a = {a}, b = {b}, c1 = {c1}, c2 = {c}"))
                                .answer(format!("{} value", t.name()), v),
                        );
                    }
                }
                seen.insert((c % a, v), c);
            }
            o.value("equal values in one class below b", repeats);
            Ok(true)
        },
    )
}

fn observation_1(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    observation_1_for(ctx, run, G2, true)
}

fn observation_1_corrected(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    observation_1_for(ctx, run, G2, false)
}

fn observation_1_in_g1(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    observation_1_for(ctx, run, G1, true)
}

fn lemma_5_1(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    lemma_3_3_for(ctx, run, &BOTH, true)
}

fn theorem_5_2(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // As printed: "the misère version of G2 … identical to those of the misère version of G2":
    // one table against itself, a statement that cannot fail.
    let n = run.n;
    let t = triple_truth!(ctx, G2, true, n);
    run.all(triples(n), |&Triple(a, b, c), o| {
        let (x, y) = (t.is_p(a, b, c)?, t.is_p(a, b, c)?);
        o.value("G2⁻ P", x);
        Ok(x == y)
    })
}

fn theorem_5_2_corrected(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    same_value_sets(ctx, run, true, 0)
}

fn theorem_5_3(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    same_value_sets(ctx, run, true, 1)
}

fn theorem_5_4(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n;
    implication(
        ctx,
        run,
        &BOTH,
        true,
        move |a, b, c| c + a <= n && !(b == a && c == 2 * a),
        |t, a, b, c, o| {
            let (x, y) = (t.is_p(a, b, c)?, t.is_p(a, b + a, c + a)?);
            o.value("P", x).value("(a, b + a, c + a) P", y);
            Ok(!x || y)
        },
    )
}

fn theorem_5_5(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n;
    implication(
        ctx,
        run,
        &BOTH,
        true,
        move |a, b, c| a + b > c && c + a <= n && !(b == 2 * a && c == 2 * a),
        |t, a, b, c, o| {
            let (x, y) = (t.value(a, b, c)?, t.value(a, b + a, c + a)?);
            o.value(value_name(t), x)
                .value(format_args!("{}(a, b + a, c + a)", value_name(t)), y);
            Ok(x != 1 || y == 1)
        },
    )
}

fn theorem_5_6(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    theorem_3_9_for(ctx, run, true, false)
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
                Ok(x == y || (x <= 1 && y <= 1))
            })
        });
    }
    verdict
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
        Ok(x == 0 && y == 0)
    })
}
