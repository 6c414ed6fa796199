//! Predicates for `spec/ho2012.toml`: N. B. Ho, *Variations of the game 3-Euclid*, Int. J.
//! Combinatorics (2012). Positions are sorted triples `a ≤ b ≤ c`, walked by `c`, then `b`,
//! then `a` (the order of the smallest counterexample).

use super::{
    check_all, claim, ensure, fixed, Bound, ClaimCheck, Ctx, Failure, Status, TripleTruth, Verdict,
};
use crate::arith::gcd;
use crate::error::Error;
use crate::solver::triples::MAX_TRIPLE_N;
use crate::solver::TripleGame::{self, ThreeEuclid, G1, G2};

/// Triples with entries up to N (`--bound3`).
const TRIPLES: Bound = Bound {
    default: 60,
    max: MAX_TRIPLE_N,
    meaning: "entries ≤ N",
    triples: true,
};

pub fn claims() -> Vec<ClaimCheck> {
    vec![
        claim("ho2012/example-introduction-2-3-7", fixed(7), example_2_3_7),
        claim("ho2012/example-introduction-3-6-7", fixed(7), example_3_6_7),
        claim("ho2012/lemma-2-1", TRIPLES, lemma_2_1),
        claim("ho2012/lemma-2-1-in-g1", TRIPLES, lemma_2_1_in_g1),
        claim("ho2012/theorem-2-2", TRIPLES, theorem_2_2),
        claim("ho2012/lemma-2-3", TRIPLES, lemma_2_3),
        claim("ho2012/theorem-2-4", TRIPLES, theorem_2_4),
        claim("ho2012/corollary-2-5", TRIPLES, corollary_2_5),
        claim("ho2012/proposition-2-6", TRIPLES, proposition_2_6),
        claim(
            "ho2012/conjecture-collins-lengyel",
            TRIPLES,
            conjecture_collins_lengyel,
        ),
        claim("ho2012/lemma-3-1", TRIPLES, lemma_3_1),
        claim("ho2012/lemma-3-1-in-g1", TRIPLES, lemma_3_1_in_g1),
        claim("ho2012/lemma-3-2", TRIPLES, lemma_3_2),
        claim("ho2012/lemma-3-2-in-g1", TRIPLES, lemma_3_2_in_g1),
        claim("ho2012/lemma-3-3", TRIPLES, lemma_3_3),
        claim("ho2012/lemma-3-3-in-g1", TRIPLES, lemma_3_3_in_g1),
        claim("ho2012/open-question-1", TRIPLES, question_1),
        claim("ho2012/corollary-3-4", TRIPLES, corollary_3_4),
        claim("ho2012/corollary-3-4-in-g1", TRIPLES, corollary_3_4_in_g1),
        claim("ho2012/theorem-3-5", TRIPLES, theorem_3_5),
        claim("ho2012/corollary-3-6", TRIPLES, corollary_3_6),
        claim("ho2012/corollary-3-7", TRIPLES, corollary_3_7),
        claim(
            "ho2012/example-corollary-3-7-b-equals-c",
            fixed(4),
            example_after_3_7,
        ),
        claim("ho2012/theorem-3-8", TRIPLES, theorem_3_8),
        claim(
            "ho2012/example-theorem-3-8-c-equals-a-plus-b",
            fixed(5),
            example_after_3_8,
        ),
        claim("ho2012/theorem-3-9", TRIPLES, theorem_3_9),
        claim("ho2012/corollary-3-10", TRIPLES, corollary_3_10),
        claim("ho2012/proposition-3-11", TRIPLES, proposition_3_11),
        claim("ho2012/theorem-4-1", TRIPLES, theorem_4_1),
        claim("ho2012/theorem-4-2", TRIPLES, theorem_4_2),
        claim("ho2012/example-theorem-4-2", fixed(19), example_after_4_2),
        claim("ho2012/observation-1", TRIPLES, observation_1),
        claim(
            "ho2012/observation-1-corrected",
            TRIPLES,
            observation_1_corrected,
        ),
        claim("ho2012/observation-1-in-g1", TRIPLES, observation_1_in_g1),
        claim("ho2012/lemma-5-1", TRIPLES, lemma_5_1),
        claim("ho2012/theorem-5-2", TRIPLES, theorem_5_2),
        claim(
            "ho2012/theorem-5-2-corrected",
            TRIPLES,
            theorem_5_2_corrected,
        ),
        claim("ho2012/theorem-5-3", TRIPLES, theorem_5_3),
        claim("ho2012/theorem-5-4", TRIPLES, theorem_5_4),
        claim("ho2012/theorem-5-5", TRIPLES, theorem_5_5),
        claim("ho2012/theorem-5-6", TRIPLES, theorem_5_6),
        claim("ho2012/theorem-5-7", TRIPLES, theorem_5_7),
        claim(
            "ho2012/example-not-strongly-miserable",
            fixed(3),
            example_not_strongly_miserable,
        ),
    ]
}

/// Sorted triples with entries up to `n`, by `c`, then `b`, then `a`.
fn triples(n: u64) -> impl Iterator<Item = (u64, u64, u64)> {
    (1..=n).flat_map(move |c| (1..=c).flat_map(move |b| (1..=b).map(move |a| (a, b, c))))
}

fn at(a: u64, b: u64, c: u64) -> Failure {
    Failure::at(format!("({a}, {b}, {c})"))
}

macro_rules! triple_truth {
    ($ctx:expr, $game:expr, $n:expr) => {
        match $ctx.triple_truth($game, false, $n) {
            Ok(t) => t,
            Err(e) => return Verdict::error(0, format!("{} up to {}", $game, $n), &e),
        }
    };
}

fn values_at(ctx: &Ctx<'_>, a: u64, b: u64, c: u64) -> Result<Vec<(TripleGame, u64)>, Failure> {
    TripleGame::ALL
        .iter()
        .map(|&g| {
            let t = ctx
                .triple_truth(g, false, c)
                .map_err(|e: Error| at(a, b, c).answer(g.name(), e))?;
            Ok((g, t.value(a, b, c)?))
        })
        .collect()
}

fn printed_values(ctx: &Ctx<'_>, p: (u64, u64, u64), printed: [u64; 3]) -> Verdict {
    let values = match values_at(ctx, p.0, p.1, p.2) {
        Ok(v) => v,
        Err(f) => return Verdict::fails(0, f),
    };
    check_all(values.into_iter().zip(printed), |((g, v), want)| {
        ensure(v == want, || {
            at(p.0, p.1, p.2)
                .answer(format!("{g} solvers"), v)
                .answer("printed", want)
        })
    })
}

fn example_2_3_7(ctx: &Ctx<'_>, _n: u64) -> Verdict {
    // "for the position (2,3,7) the Sprague-Grundy value is 1 for 3-Euclid, 2 for G1, and 3 for G2"
    printed_values(ctx, (2, 3, 7), [1, 2, 3])
}

fn example_3_6_7(ctx: &Ctx<'_>, _n: u64) -> Verdict {
    // "(3,6,7) is a P-position in 3-Euclid, but it has Sprague-Grundy value 1 for G1 and G2"
    printed_values(ctx, (3, 6, 7), [0, 1, 1])
}

fn lemma_2_1_for(ctx: &Ctx<'_>, game: TripleGame, n: u64) -> Verdict {
    let t = triple_truth!(ctx, game, n);
    check_all(triples(n), |(a, b, c)| {
        ensure(!t.is_p(a, b, c)? || c < a + b, || {
            at(a, b, c)
                .answer(format!("{game}"), "P")
                .answer("c < a + b", false)
        })
    })
}

fn lemma_2_1(ctx: &Ctx<'_>, n: u64) -> Verdict {
    lemma_2_1_for(ctx, G2, n)
}

fn lemma_2_1_in_g1(ctx: &Ctx<'_>, n: u64) -> Verdict {
    lemma_2_1_for(ctx, G1, n)
}

fn theorem_2_2(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let (t1, t2) = (triple_truth!(ctx, G1, n), triple_truth!(ctx, G2, n));
    check_all(triples(n), |(a, b, c)| {
        let (x, y) = (t1.is_p(a, b, c)?, t2.is_p(a, b, c)?);
        ensure(x == y, || at(a, b, c).answer("G1 P", x).answer("G2 P", y))
    })
}

fn lemma_2_3(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let (t1, t2) = (triple_truth!(ctx, G1, n), triple_truth!(ctx, G2, n));
    // Pairs a ≤ b with a + b ≤ N; every c in 1 … N is looked at (c ≥ a + b cannot be P, Lemma 2.1).
    let pairs = (1..=n)
        .flat_map(move |b| (1..=b).map(move |a| (a, b)))
        .filter(move |&(a, b)| a + b <= n);
    check_all(pairs, |(a, b)| {
        for (name, t) in [("G1", &t1), ("G2", &t2)] {
            let mut per_class = vec![0u32; a as usize];
            for c in 1..=n {
                if t.is_p(a, b, c)? {
                    per_class[(c % a) as usize] += 1;
                }
            }
            if let Some(r) = per_class.iter().position(|&k| k != 1) {
                return Err(Failure::at(format!("a = {a}, b = {b}, c ≡ {r} (mod {a})"))
                    .answer(format!("{name}: P-positions in the class"), per_class[r]));
            }
        }
        Ok(())
    })
}

fn theorem_2_4(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let (t1, t2) = (triple_truth!(ctx, G1, n), triple_truth!(ctx, G2, n));
    check_all(triples(n).filter(|&(a, _, c)| c + a <= n), |(a, b, c)| {
        for (name, t) in [("G1", &t1), ("G2", &t2)] {
            let (x, y) = (t.is_p(a, b, c)?, t.is_p(a, b + a, c + a)?);
            if x != y {
                return Err(at(a, b, c)
                    .answer(format!("{name} P"), x)
                    .answer(format!("{name} P at (a, b + a, c + a)"), y));
            }
        }
        Ok(())
    })
}

fn corollary_2_5(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let (t1, t2) = (triple_truth!(ctx, G1, n), triple_truth!(ctx, G2, n));
    let domain = (1..=n).flat_map(move |b| (1..=b).map(move |a| (a, b)));
    check_all(domain, |(a, b)| {
        ensure(t1.is_p(a, b, b)? && t2.is_p(a, b, b)?, || {
            at(a, b, b).answer("P in G1 and G2", false)
        })
    })
}

fn proposition_2_6(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let (t1, t2) = (triple_truth!(ctx, G1, n), triple_truth!(ctx, G2, n));
    let domain = (2..=n).flat_map(move |b| (1..=b).map(move |a| (a, b)));
    check_all(domain, |(a, b)| {
        for (name, t) in [("G1", &t1), ("G2", &t2)] {
            // (i) 2 ≤ a ≤ b: (a, b − 1, b) ∈ P iff gcd(a, b) ≠ 1.
            if a >= 2 && t.is_p(a, b - 1, b)? != (gcd(a, b) != 1) {
                return Err(at(a, b - 1, b)
                    .answer(format!("{name}: (i) P"), t.is_p(a, b - 1, b)?)
                    .answer("gcd(a, b)", gcd(a, b)));
            }
            // (ii) a < b: (a, b − a, b − 1) ∈ P iff gcd(a, b) = 1.
            if a < b && t.is_p(a, b - a, b - 1)? != (gcd(a, b) == 1) {
                return Err(at(a, b - a, b - 1)
                    .answer(format!("{name}: (ii) P"), t.is_p(a, b - a, b - 1)?)
                    .answer("gcd(a, b)", gcd(a, b)));
            }
        }
        Ok(())
    })
}

fn conjecture_collins_lengyel(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let t = triple_truth!(ctx, ThreeEuclid, n);
    let domain = triples(n).filter(|&(a, b, c)| b > a * a && c > a * a && c + a <= n);
    let verdict = check_all(domain, |(a, b, c)| {
        let (x, y) = (t.is_p(a, b, c)?, t.is_p(a, b + a, c + a)?);
        ensure(x == y, || {
            at(a, b, c)
                .answer("3-Euclid P", x)
                .answer("P at (a, b + a, c + a)", y)
        })
    });
    if verdict.status != Status::Holds {
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
                return Verdict::fails(verdict.cases, at(a, w, w).answer("failure above a²", w));
            }
        }
    }
    verdict.with_note(format!(
        "a conjecture, seen only inside the box, entries ≤ {n}; without the threshold: {}",
        needed.join("; ")
    ))
}

/// Runs `check` with the truth of each game, naming it; the first failure wins.
fn in_games(
    ctx: &Ctx<'_>,
    games: &[TripleGame],
    misere: bool,
    n: u64,
    check: impl Fn(&str, &TripleTruth) -> Verdict,
) -> Verdict {
    let mut cases = 0;
    for &g in games {
        let t = match ctx.triple_truth(g, misere, n) {
            Ok(t) => t,
            Err(e) => return Verdict::error(cases, format!("{g} up to {n}"), &e),
        };
        let name = t.name();
        let v = check(&name, &t);
        cases += v.cases;
        if v.status != Status::Holds {
            return Verdict { cases, ..v };
        }
    }
    Verdict::holds(cases)
}

const BOTH: [TripleGame; 2] = [G1, G2];

/// Every sorted triple where `premise` holds must satisfy `conclusion`.
fn implication(
    ctx: &Ctx<'_>,
    games: &[TripleGame],
    misere: bool,
    n: u64,
    domain: impl Fn(u64, u64, u64) -> bool + Copy,
    rule: impl Fn(&TripleTruth, u64, u64, u64) -> Result<Option<String>, Failure> + Copy,
) -> Verdict {
    in_games(ctx, games, misere, n, |name, t| {
        check_all(
            triples(n).filter(|&(a, b, c)| domain(a, b, c)),
            |(a, b, c)| match rule(t, a, b, c)? {
                None => Ok(()),
                Some(why) => Err(at(a, b, c).answer(name, why)),
            },
        )
    })
}

fn lemma_3_1_for(ctx: &Ctx<'_>, game: TripleGame, n: u64) -> Verdict {
    implication(
        ctx,
        &[game],
        false,
        n,
        |_, _, c| c > 1,
        |t, a, b, c| {
            Ok((t.value(a, b, c)? == 1 && c > a && !t.is_p(a, b, c - a)?)
                .then(|| "G = 1 but (a, b, c − a) is not P".into()))
        },
    )
}

fn lemma_3_1(ctx: &Ctx<'_>, n: u64) -> Verdict {
    lemma_3_1_for(ctx, G2, n)
}

fn lemma_3_1_in_g1(ctx: &Ctx<'_>, n: u64) -> Verdict {
    lemma_3_1_for(ctx, G1, n)
}

fn bound_when_one(
    ctx: &Ctx<'_>,
    game: TripleGame,
    n: u64,
    ok: fn(u64, u64, u64) -> bool,
    what: &'static str,
) -> Verdict {
    implication(
        ctx,
        &[game],
        false,
        n,
        |_, _, _| true,
        move |t, a, b, c| {
            Ok((t.value(a, b, c)? == 1 && !ok(a, b, c)).then(|| format!("G = 1 but not {what}")))
        },
    )
}

fn lemma_3_2(ctx: &Ctx<'_>, n: u64) -> Verdict {
    bound_when_one(ctx, G2, n, |a, b, c| c < 2 * a + b, "c < 2a + b")
}

fn lemma_3_2_in_g1(ctx: &Ctx<'_>, n: u64) -> Verdict {
    bound_when_one(ctx, G1, n, |a, b, c| c < 2 * a + b, "c < 2a + b")
}

fn corollary_3_4(ctx: &Ctx<'_>, n: u64) -> Verdict {
    bound_when_one(ctx, G2, n, |a, b, c| c <= a + b, "c ≤ a + b")
}

fn corollary_3_4_in_g1(ctx: &Ctx<'_>, n: u64) -> Verdict {
    bound_when_one(ctx, G1, n, |a, b, c| c <= a + b, "c ≤ a + b")
}

fn lemma_3_3_for(ctx: &Ctx<'_>, games: &[TripleGame], misere: bool, n: u64) -> Verdict {
    implication(
        ctx,
        games,
        misere,
        n,
        |_, _, _| true,
        |t, a, b, c| {
            let v = t.value(a, b, c)?;
            Ok(if c > a + b && v < 2 {
                Some(format!("c > a + b but G = {v}"))
            } else if c < a + b && v > 1 {
                Some(format!("c < a + b but G = {v}"))
            } else {
                None
            })
        },
    )
}

fn lemma_3_3(ctx: &Ctx<'_>, n: u64) -> Verdict {
    lemma_3_3_for(ctx, &[G2], false, n)
}

fn lemma_3_3_in_g1(ctx: &Ctx<'_>, n: u64) -> Verdict {
    lemma_3_3_for(ctx, &[G1], false, n)
}

fn question_1(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let t = triple_truth!(ctx, G2, n);
    let small = (n / 2).min(16);
    let mut ones = Vec::new();
    for b in 1..=small {
        for a in 1..=b {
            if t.value(a, b, a + b) == Ok(1) {
                ones.push(format!("({a},{b})"));
            }
        }
    }
    Verdict::skipped(format!(
        "an open question; pairs a ≤ b ≤ {small} with G(a, b, a + b) = 1 in G2 (the same in G1 by Theorem 3.5): {}",
        ones.join(" ")
    ))
}

fn value_one_sets(ctx: &Ctx<'_>, misere: bool, value: u64, n: u64) -> Verdict {
    let (t1, t2) = match (
        ctx.triple_truth(G1, misere, n),
        ctx.triple_truth(G2, misere, n),
    ) {
        (Ok(x), Ok(y)) => (x, y),
        (Err(e), _) | (_, Err(e)) => return Verdict::error(0, format!("tables up to {n}"), &e),
    };
    check_all(triples(n), |(a, b, c)| {
        let (x, y) = (t1.value(a, b, c)? == value, t2.value(a, b, c)? == value);
        ensure(x == y, || {
            at(a, b, c)
                .answer(format!("G1 value {value}"), x)
                .answer(format!("G2 value {value}"), y)
        })
    })
}

fn theorem_3_5(ctx: &Ctx<'_>, n: u64) -> Verdict {
    value_one_sets(ctx, false, 1, n)
}

fn corollary_3_6(ctx: &Ctx<'_>, n: u64) -> Verdict {
    implication(
        ctx,
        &BOTH,
        false,
        n,
        |_, _, _| true,
        |t, a, b, c| {
            if t.value(a, b, c)? != 1 {
                return Ok(None);
            }
            let first = c > a && t.is_p(a, b, c - a)?;
            let second = b + a <= t.n && t.is_p(a, c, b + a)?;
            Ok((!first || (b + a <= t.n && !second))
                .then(|| format!("G = 1; (a, b, c − a) P: {first}, (a, c, b + a) P: {second}")))
        },
    )
}

fn corollary_3_7(ctx: &Ctx<'_>, n: u64) -> Verdict {
    implication(
        ctx,
        &BOTH,
        false,
        n,
        |a, b, c| b < c && b + a <= n,
        |t, a, b, c| {
            if !t.is_p(a, b, c)? {
                return Ok(None);
            }
            let (x, y) = (t.value(a, c - a, b)?, t.value(a, c, b + a)?);
            Ok((x != 1 || y != 1)
                .then(|| format!("P, but G(a, c − a, b) = {x}, G(a, c, b + a) = {y}")))
        },
    )
}

fn printed(ctx: &Ctx<'_>, cases: &[(TripleGame, [u64; 3], u64)]) -> Verdict {
    check_all(cases.iter(), |&(g, [a, b, c], want)| {
        let t = ctx
            .triple_truth(g, false, c)
            .map_err(|e| at(a, b, c).answer(g.name(), e))?;
        let v = t.value(a, b, c)?;
        ensure(v == want, || {
            at(a, b, c)
                .answer(format!("{g} solvers"), v)
                .answer("printed", want)
        })
    })
}

fn example_after_3_7(ctx: &Ctx<'_>, _n: u64) -> Verdict {
    // a = 1, b = 3: G(1, 3, 3) = 0 in both, G(1, 2, 3) = 3 in G1 and 2 in G2;
    // a = 1, b = 2: G(1, 2, 2) = 0 in both, G(1, 2, 3) = 3 in G1 and 2 in G2.
    printed(
        ctx,
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

fn theorem_3_8(ctx: &Ctx<'_>, n: u64) -> Verdict {
    implication(
        ctx,
        &BOTH,
        false,
        n,
        |a, b, c| a + b > c && c + a <= n,
        |t, a, b, c| {
            let (x, y) = (t.value(a, b, c)? == 1, t.value(a, b + a, c + a)? == 1);
            Ok((x != y).then(|| format!("G = 1: {x}; at (a, b + a, c + a): {y}")))
        },
    )
}

fn example_after_3_8(ctx: &Ctx<'_>, _n: u64) -> Verdict {
    printed(ctx, &[(G2, [1, 3, 4], 1), (G2, [1, 4, 5], 2)])
}

fn theorem_3_9(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let pairs = move || {
        (1..=n)
            .flat_map(move |b| (1..=b).map(move |a| (a, b)))
            .filter(move |&(a, b)| b + 3 * a <= n)
    };
    in_games(ctx, &BOTH, false, n, |name, t| {
        check_all(pairs(), |(a, b)| {
            let (x, y) = (
                t.value(a, b, a + b)? == 1,
                t.value(a, b + 2 * a, b + 3 * a)? == 1,
            );
            ensure(x == y, || {
                at(a, b, a + b).answer(name, format!("G = 1: {x}; at (a, b + 2a, b + 3a): {y}"))
            })
        })
    })
}

fn corollary_3_10(ctx: &Ctx<'_>, n: u64) -> Verdict {
    in_games(ctx, &BOTH, false, n, |name, t| {
        check_all(1..n, |a| {
            let one = t.value(1, a, a + 1)? == 1;
            ensure(one == (a % 2 == 1), || {
                at(1, a, a + 1).answer(name, format!("G = 1: {one}"))
            })
        })
    })
}

fn proposition_3_11(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let pairs = move || (2..=n).flat_map(move |b| (2..=b).map(move |a| (a, b)));
    in_games(ctx, &BOTH, false, n, |name, t| {
        check_all(pairs(), |(a, b)| {
            if (t.value(a, b - 1, b)? == 1) != (gcd(a, b) == 1) {
                return Err(at(a, b - 1, b).answer(name, "(i) fails"));
            }
            if a < b && (t.value(a, b - a, b - 1)? == 1) != (gcd(a, b) != 1) {
                return Err(at(a, b - a, b - 1).answer(name, "(ii) fails"));
            }
            Ok(())
        })
    })
}

/// For pairs a ≤ b ≤ n/4 and values s ≤ 3: in each residue class of c mod a, the number of
/// c ≤ n with G(a, b, c) = s.
fn class_counts(t: &TripleTruth, a: u64, b: u64, s: u64, n: u64) -> Result<Vec<u32>, Failure> {
    let mut per_class = vec![0u32; a as usize];
    for c in 1..=n {
        if t.value(a, b, c)? == s {
            per_class[(c % a) as usize] += 1;
        }
    }
    Ok(per_class)
}

fn theorem_4_1(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let t = triple_truth!(ctx, G1, n);
    let cases = (1..=n / 4)
        .flat_map(move |b| (1..=b).flat_map(move |a| (0..=3u64).map(move |s| (a, b, s))));
    check_all(cases, |(a, b, s)| {
        let per_class = class_counts(&t, a, b, s, n)?;
        match per_class.iter().position(|&k| k != 1) {
            None => Ok(()),
            Some(r) => Err(
                Failure::at(format!("a = {a}, b = {b}, s = {s}, c ≡ {r} (mod {a})"))
                    .answer("c ≤ N with G1 = s", per_class[r]),
            ),
        }
    })
    .with_note(format!(
        "uniqueness over c ≤ {n}; existence inside the box c ≤ {n}, for b ≤ {} and s ≤ 3",
        n / 4
    ))
}

fn theorem_4_2(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let t = triple_truth!(ctx, G2, n);
    let cases = (1..=n / 4)
        .flat_map(move |b| (1..=b).flat_map(move |a| (0..=3u64).map(move |s| (a, b, s))));
    check_all(cases, |(a, b, s)| {
        let per_class = class_counts(&t, a, b, s, n)?;
        match per_class.iter().position(|&k| k == 0) {
            None => Ok(()),
            Some(r) => Err(
                Failure::at(format!("a = {a}, b = {b}, s = {s}, c ≡ {r} (mod {a})"))
                    .answer("c ≤ N with G2 = s", 0),
            ),
        }
    })
    .with_note(format!(
        "existence inside the box c ≤ {n}, for b ≤ {} and s ≤ 3",
        n / 4
    ))
}

fn example_after_4_2(ctx: &Ctx<'_>, _n: u64) -> Verdict {
    printed(
        ctx,
        &[
            (G2, [4, 4, 19], 4),
            (G2, [4, 8, 19], 4),
            (G2, [4, 12, 19], 4),
        ],
    )
}

fn observation_1_for(ctx: &Ctx<'_>, game: TripleGame, n: u64, as_printed: bool) -> Verdict {
    let t = triple_truth!(ctx, game, n);
    // For c ≥ b the positions of one residue class are joined by moves (a 1–3 move from the
    // larger c), so equal values need both c below b: the box c < b is complete.
    let pairs = (1..=n).flat_map(move |b| (1..=b).map(move |a| (a, b)));
    check_all(pairs, |(a, b)| {
        let mut seen: std::collections::HashMap<(u64, u64), u64> = std::collections::HashMap::new();
        for c in 1..b.max(2) {
            let v = t.value(a, b, c)?;
            if let Some(&c1) = seen.get(&(c % a, v)) {
                // Both values are below b here; the printed conclusion adds a ≤ c1, c2 and a | c1, c2.
                let ok = b >= 3 * a && (!as_printed || (a <= c1 && c1 % a == 0 && c % a == 0));
                if !ok {
                    return Err(
                        Failure::at(format!("a = {a}, b = {b}, c1 = {c1}, c2 = {c}"))
                            .answer(format!("{game} value"), v),
                    );
                }
            }
            seen.insert((c % a, v), c);
        }
        Ok(())
    })
    .with_note(format!(
        "complete for every b ≤ {n} (the paper: \"as far as b = 100\")"
    ))
}

fn observation_1(ctx: &Ctx<'_>, n: u64) -> Verdict {
    observation_1_for(ctx, G2, n, true)
}

fn observation_1_corrected(ctx: &Ctx<'_>, n: u64) -> Verdict {
    observation_1_for(ctx, G2, n, false)
}

fn observation_1_in_g1(ctx: &Ctx<'_>, n: u64) -> Verdict {
    observation_1_for(ctx, G1, n, true)
}

fn lemma_5_1(ctx: &Ctx<'_>, n: u64) -> Verdict {
    lemma_3_3_for(ctx, &BOTH, true, n)
}

fn theorem_5_2(ctx: &Ctx<'_>, n: u64) -> Verdict {
    // As printed: "the misère version of G2 … identical to those of the misère version of G2".
    in_games(ctx, &[G2], true, n, |name, t| {
        check_all(triples(n), |(a, b, c)| {
            let (x, y) = (t.is_p(a, b, c)?, t.is_p(a, b, c)?);
            ensure(x == y, || at(a, b, c).answer(name, "differs from itself"))
        })
    })
}

fn theorem_5_2_corrected(ctx: &Ctx<'_>, n: u64) -> Verdict {
    value_one_sets(ctx, true, 0, n)
}

fn theorem_5_3(ctx: &Ctx<'_>, n: u64) -> Verdict {
    value_one_sets(ctx, true, 1, n)
}

fn theorem_5_4(ctx: &Ctx<'_>, n: u64) -> Verdict {
    implication(
        ctx,
        &BOTH,
        true,
        n,
        |a, b, c| c + a <= n && !(b == a && c == 2 * a),
        |t, a, b, c| {
            Ok((t.is_p(a, b, c)? && !t.is_p(a, b + a, c + a)?)
                .then(|| "P but (a, b + a, c + a) is not".into()))
        },
    )
}

fn theorem_5_5(ctx: &Ctx<'_>, n: u64) -> Verdict {
    implication(
        ctx,
        &BOTH,
        true,
        n,
        |a, b, c| a + b > c && c + a <= n && !(b == 2 * a && c == 2 * a),
        |t, a, b, c| {
            Ok((t.value(a, b, c)? == 1 && t.value(a, b + a, c + a)? != 1)
                .then(|| "value 1 but not at (a, b + a, c + a)".into()))
        },
    )
}

fn theorem_5_6(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let pairs = move || {
        (1..=n)
            .flat_map(move |b| (1..=b).map(move |a| (a, b)))
            .filter(move |&(a, b)| b + 3 * a <= n)
    };
    in_games(ctx, &BOTH, true, n, |name, t| {
        check_all(pairs(), |(a, b)| {
            if t.value(a, b, a + b)? == 1 && t.value(a, b + 2 * a, b + 3 * a)? != 1 {
                return Err(at(a, b, a + b).answer(name, "value 1 but not at (a, b + 2a, b + 3a)"));
            }
            Ok(())
        })
    })
}

fn theorem_5_7(ctx: &Ctx<'_>, n: u64) -> Verdict {
    // Miserable: G and G⁻ agree, except that some 0s and 1s swap.
    let mut cases = 0;
    for g in BOTH {
        let (normal, misere) = match (ctx.triple_truth(g, false, n), ctx.triple_truth(g, true, n)) {
            (Ok(x), Ok(y)) => (x, y),
            (Err(e), _) | (_, Err(e)) => {
                return Verdict::error(cases, format!("{g} up to {n}"), &e)
            }
        };
        let v = check_all(triples(n), |(a, b, c)| {
            let (x, y) = (normal.value(a, b, c)?, misere.value(a, b, c)?);
            ensure(x == y || (x <= 1 && y <= 1), || {
                at(a, b, c)
                    .answer(format!("{g}"), x)
                    .answer(format!("misere-{g}"), y)
            })
        });
        cases += v.cases;
        if v.status != Status::Holds {
            return Verdict { cases, ..v };
        }
    }
    Verdict::holds(cases)
}

fn example_not_strongly_miserable(ctx: &Ctx<'_>, _n: u64) -> Verdict {
    let check = |misere: bool| -> Result<u64, Failure> {
        let t = ctx
            .triple_truth(G1, misere, 3)
            .map_err(|e| at(1, 3, 3).answer("g1", e))?;
        t.value(1, 3, 3)
    };
    match (check(false), check(true)) {
        (Ok(0), Ok(0)) => Verdict::holds(2),
        (Ok(x), Ok(y)) => Verdict::fails(2, at(1, 3, 3).answer("g1", x).answer("misere-g1", y)),
        (Err(f), _) | (_, Err(f)) => Verdict::fails(0, f),
    }
}
