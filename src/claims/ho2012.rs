//! Predicates for `spec/ho2012.toml`: N. B. Ho, *Variations of the game 3-Euclid*, Int. J.
//! Combinatorics (2012). Positions are sorted triples `a ≤ b ≤ c`, walked by `c`, then `b`,
//! then `a` (the order of the smallest counterexample).

use super::{check_all, claim, fixed, Bound, ClaimCheck, Ctx, Failure, Verdict};
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
        if v == want {
            return Ok(());
        }
        Err(at(p.0, p.1, p.2)
            .answer(format!("{g} solvers"), v)
            .answer("printed", want))
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
        if !t.is_p(a, b, c)? || c < a + b {
            return Ok(());
        }
        Err(at(a, b, c)
            .answer(format!("{game}"), "P")
            .answer("c < a + b", false))
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
        if x == y {
            return Ok(());
        }
        Err(at(a, b, c).answer("G1 P", x).answer("G2 P", y))
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
        if t1.is_p(a, b, b)? && t2.is_p(a, b, b)? {
            return Ok(());
        }
        Err(at(a, b, b).answer("P in G1 and G2", false))
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
        if x == y {
            return Ok(());
        }
        Err(at(a, b, c)
            .answer("3-Euclid P", x)
            .answer("P at (a, b + a, c + a)", y))
    });
    verdict.with_note(format!(
        "a conjecture: seen only inside the box, entries ≤ {n}"
    ))
}
