//! Predicates for `spec/chl2011.toml`: Cairns, Ho and Lengyel, *The Sprague–Grundy function of
//! the real game Euclid*, Discrete Math. 311 (2011).

use super::{
    check_all, claim, engine, ensure, find_witness, fixed, formula_matches_solvers, ordered_pairs,
    pairs, pn, same_outcomes, ClaimCheck, Ctx, Failure, Verdict, PAIRS,
};
use crate::arith::quadratic::{compare_with_lambda1, compare_with_phi, corollary_x_index, lucas_u};
use crate::arith::{gcd, ordered, ContinuedFraction};
use crate::formulas::{chl2011, nivasch};
use crate::games::{ColeDavieEuclid, GrossmanGame, ImpartialGame, SerialNim};
use crate::solver::{ReferenceSolver, TwoEntryGame::ColeDavie as CD, TwoEntryGame::Grossman as GG};
use crate::truth_or_return;
use std::cmp::Ordering;
use std::collections::BTreeSet;

pub fn claims() -> Vec<ClaimCheck> {
    vec![
        claim("chl2011/fact-cole-davie", PAIRS, fact_cole_davie),
        claim(
            "chl2011/fact-cole-davie-with-zero",
            PAIRS,
            fact_cole_davie_with_zero,
        ),
        claim("chl2011/fact-straffin", PAIRS, fact_straffin),
        claim(
            "chl2011/fact-sprague-grundy-functions-differ",
            PAIRS,
            fact_functions_differ,
        ),
        claim(
            "chl2011/fact-grossman-is-misere-euclid",
            PAIRS,
            fact_misere_outcomes,
        ),
        claim(
            "chl2011/fact-grossman-is-misere-euclid-values",
            PAIRS,
            fact_misere_values,
        ),
        claim("chl2011/fact-nivasch", PAIRS, nivasch_check),
        claim(
            "chl2011/fact-nivasch-both-orders",
            PAIRS,
            fact_nivasch_both_orders,
        ),
        claim("chl2011/table-1", fixed(9), table_1),
        claim("chl2011/table-2", fixed(9), table_2),
        claim("chl2011/theorem-1", PAIRS, theorem_1_check),
        claim(
            "chl2011/theorem-1-reading-lambda-past-n",
            PAIRS,
            theorem_1_lambda_past_n,
        ),
        claim(
            "chl2011/fact-corollary-extends-cole-davie",
            PAIRS,
            fact_corollary_extends_cole_davie,
        ),
        claim("chl2011/corollary", PAIRS, corollary),
        claim(
            "chl2011/corollary-reading-n-from-1",
            PAIRS,
            corollary_from_one,
        ),
        claim(
            "chl2011/fact-differ-by-at-most-one",
            PAIRS,
            fact_differ_by_at_most_one,
        ),
        claim("chl2011/theorem-2", PAIRS, theorem_2),
        claim(
            "chl2011/fact-sigma-isomorphism",
            PAIRS,
            fact_sigma_isomorphism,
        ),
        claim("chl2011/remark-1", PAIRS, remark_1),
        claim("chl2011/remark-2", PAIRS, remark_2),
        claim("chl2011/remark-3", PAIRS, remark_3_check),
        claim("chl2011/theorem-3", PAIRS, theorem_3),
        claim("chl2011/fact-move-count", PAIRS, fact_move_count),
        claim("chl2011/fact-gcd-invariant", PAIRS, fact_gcd_invariant),
        claim(
            "chl2011/fact-lambda-parity-and-a1",
            PAIRS,
            fact_lambda_parity_and_a1,
        ),
        claim(
            "chl2011/fact-lambda1-and-lambda-parity",
            PAIRS,
            fact_lambda1_and_parity,
        ),
        claim(
            "chl2011/fact-all-equal-parity",
            PAIRS,
            fact_all_equal_parity,
        ),
        claim("chl2011/fact-xn", PAIRS, fact_xn),
        claim("chl2011/remark-4", PAIRS, remark_4),
        claim("chl2011/remark-4-reading-any-a0", PAIRS, remark_4_any_a0),
        claim(
            "chl2011/fact-theorem-1-proof-properties",
            PAIRS,
            fact_theorem_1_proof,
        ),
    ]
}

fn cf(b: u64, a: u64) -> ContinuedFraction {
    ContinuedFraction::of_ratio(b, a).expect("a > 0 in every caller")
}

/// `b < φa` for `a ≥ 0`, exactly (for `a = 0`, `φa = 0` and no `b ≥ 0` is below it).
fn below_phi_a(a: u64, b: u64) -> bool {
    a > 0 && compare_with_phi(b, a) == Ok(Ordering::Less)
}

fn fact_cole_davie(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, n);
    check_all(pairs(1, n, true), |(a, b)| {
        let p = t.is_p(a, b)?;
        ensure(p == below_phi_a(a, b), || {
            Failure::at_pair(a, b)
                .answer("solvers", pn(p))
                .answer("b < φa", below_phi_a(a, b))
        })
    })
}

fn fact_cole_davie_with_zero(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, n);
    check_all(pairs(0, n, true), |(a, b)| {
        let p = t.is_p(a, b)?;
        ensure(p == below_phi_a(a, b), || {
            Failure::at_pair(a, b)
                .answer("solvers", pn(p))
                .answer("b < φa", below_phi_a(a, b))
        })
    })
}

fn fact_straffin(ctx: &Ctx<'_>, n: u64) -> Verdict {
    same_outcomes(ctx, n, pairs(1, n, true))
}

fn fact_functions_differ(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let euclid = truth_or_return!(ctx, CD, false, n);
    let grossman = truth_or_return!(ctx, GG, false, n);
    find_witness(
        ordered_pairs(1, n),
        |&(a, b)| Ok(euclid.value(a, b)? != grossman.value(a, b)?),
        |_| Failure::at(format!("every pair up to {n}")).answer("G = G_G", "everywhere"),
    )
}

fn misere_check(ctx: &Ctx<'_>, n: u64, values: bool) -> Verdict {
    let grossman = truth_or_return!(ctx, GG, false, n);
    let misere = truth_or_return!(ctx, CD, true, n);
    check_all(ordered_pairs(1, n), |(a, b)| {
        let (g, m) = (grossman.value(a, b)?, misere.value(a, b)?);
        let same = if values { g == m } else { (g == 0) == (m == 0) };
        ensure(same, || {
            Failure::at_pair(a, b)
                .answer("grossman", g)
                .answer("misere-cole-davie", m)
                .explain(format!("sg misere-cole-davie {a} {b} --explain"))
        })
    })
}

fn fact_misere_outcomes(ctx: &Ctx<'_>, n: u64) -> Verdict {
    misere_check(ctx, n, false)
}

fn fact_misere_values(ctx: &Ctx<'_>, n: u64) -> Verdict {
    misere_check(ctx, n, true)
}

pub(crate) fn nivasch_check(ctx: &Ctx<'_>, n: u64) -> Verdict {
    formula_matches_solvers(
        ctx,
        GG,
        n,
        pairs(1, n, false),
        "⌊b/a − a/b⌋",
        nivasch::grossman_value,
    )
}

/// `⌊b/a − a/b⌋` with its sign, as printed (no absolute value): `⌊(b² − a²)/(ab)⌋`.
fn signed_nivasch(a: u64, b: u64) -> i128 {
    let (a, b) = (a as i128, b as i128);
    (b * b - a * a).div_euclid(a * b)
}

fn fact_nivasch_both_orders(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let t = truth_or_return!(ctx, GG, false, n);
    check_all(ordered_pairs(1, n), |(a, b)| {
        let truth = t.value(a, b)?;
        let formula = signed_nivasch(a, b);
        ensure(truth as i128 == formula, || {
            Failure::at_pair(a, b)
                .answer("solvers", truth)
                .answer("⌊b/a − a/b⌋", formula)
        })
    })
}

fn published_table(ctx: &Ctx<'_>, name: &str, game: crate::solver::TwoEntryGame) -> Verdict {
    let Some(table) = ctx.catalogue.tables.get(name) else {
        return Verdict::fails(
            0,
            Failure::at(format!("spec/tables/{name}.txt")).answer("loader", "file missing"),
        );
    };
    let t = truth_or_return!(ctx, game, false, 9);
    check_all(table.entries(), |(a, b, printed)| {
        let computed = t.value(a, b)?;
        ensure(computed == printed, || {
            Failure::at_pair(a, b)
                .answer("printed", printed)
                .answer("solvers", computed)
        })
    })
}

fn table_1(ctx: &Ctx<'_>, _n: u64) -> Verdict {
    published_table(ctx, "chl2011-table-1", CD)
}

fn table_2(ctx: &Ctx<'_>, _n: u64) -> Verdict {
    published_table(ctx, "chl2011-table-2", GG)
}

/// Compares a closed form for Cole–Davie's Euclid with the solvers on `0 < a < b ≤ n`.
fn against_euclid(
    ctx: &Ctx<'_>,
    n: u64,
    name: &str,
    f: impl Fn(u64, u64) -> crate::Result<u64>,
) -> Verdict {
    formula_matches_solvers(ctx, CD, n, pairs(1, n, true), name, f)
}

pub(crate) fn theorem_1_check(ctx: &Ctx<'_>, n: u64) -> Verdict {
    against_euclid(ctx, n, "Theorem 1", chl2011::theorem_1)
}

fn theorem_1_lambda_past_n(ctx: &Ctx<'_>, n: u64) -> Verdict {
    // The other reading: when a0 = ⋯ = an all hold the chain, i = n + 1 counts as well.
    against_euclid(ctx, n, "Theorem 1 with λ up to n + 1", |a, b| {
        let q = cf(b, a);
        let lambda = if q.all_equal() {
            q.last_index() + 1
        } else {
            chl2011::lambda(q.quotients().iter().copied())
        };
        Ok(b / a - (lambda % 2) as u64)
    })
}

fn fact_corollary_extends_cole_davie(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    check_all(pairs(1, n, true).filter(|&(a, b)| b / a == 1), |(a, b)| {
        let corollary = engine((a, b), "Corollary", chl2011::corollary(a, b))?;
        let lambda1 = compare_with_lambda1(b, a, 1) == Ok(Ordering::Greater);
        let phi = compare_with_phi(b, a) == Ok(Ordering::Greater);
        ensure((corollary == 0) != phi && lambda1 == phi, || {
            Failure::at_pair(a, b)
                .answer("Corollary", corollary)
                .answer("b/a > λ1", lambda1)
                .answer("b/a > φ", phi)
        })
    })
}

fn corollary(ctx: &Ctx<'_>, n: u64) -> Verdict {
    against_euclid(ctx, n, "Corollary", chl2011::corollary)
}

fn corollary_from_one(ctx: &Ctx<'_>, n: u64) -> Verdict {
    against_euclid(ctx, n, "Corollary with ℕ = {1, 2, …}", |a, b| {
        chl2011::corollary_read(a, b, chl2011::Naturals::FromOne)
    })
}

fn fact_differ_by_at_most_one(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let euclid = truth_or_return!(ctx, CD, false, n);
    let grossman = truth_or_return!(ctx, GG, false, n);
    check_all(ordered_pairs(1, n), |(a, b)| {
        let (g, gg) = (euclid.value(a, b)?, grossman.value(a, b)?);
        ensure(g.abs_diff(gg) <= 1, || {
            Failure::at_pair(a, b)
                .answer("cole-davie", g)
                .answer("grossman", gg)
        })
    })
}

fn theorem_2(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let euclid = truth_or_return!(ctx, CD, false, n);
    // σ at most doubles the entries.
    let grossman = truth_or_return!(ctx, GG, false, 2 * n + 1);
    check_all(pairs(1, n, true), |(a, b)| {
        let (a2, b2) = engine((a, b), "σ", chl2011::sigma(a, b))?;
        let (a2, b2) = (a2 as u64, b2 as u64);
        let (g, gg) = (euclid.value(a, b)?, grossman.value(a2, b2)?);
        ensure(g == gg, || {
            Failure::at_pair(a, b)
                .answer("G(a, b)", g)
                .answer(format!("G_G{}", crate::games::show_pair(&(a2, b2))), gg)
        })
    })
}

/// A position of either game as its reduced ratio `(smaller, larger)`; `(0, 1)` is `[0]`.
fn ratio_key(p: (u64, u64)) -> (u64, u64) {
    let (lo, hi) = ordered(p.0, p.1);
    if lo == 0 {
        return (0, 1);
    }
    let g = gcd(lo, hi);
    (lo / g, hi / g)
}

/// σ on reduced ratios: `[0] ↦ [1]`, otherwise the last quotient plus one.
fn sigma_key(k: (u64, u64)) -> crate::Result<(u64, u64)> {
    if k.0 == 0 {
        return Ok((1, 1));
    }
    let (a, b) = chl2011::sigma(k.0, k.1)?;
    match (u64::try_from(a), u64::try_from(b)) {
        (Ok(a), Ok(b)) => Ok((a, b)),
        _ => Err(crate::Error::overflow("σ beyond u64")),
    }
}

/// The printed description of σ(S): `an ≥ 3` when `n > 0`, `a0 ≥ 1` when `n = 0`.
fn in_sigma_image(k: (u64, u64)) -> bool {
    if k.0 == 0 {
        return false;
    }
    let q = cf(k.1, k.0);
    let q = q.quotients();
    if q.len() == 1 {
        q[0] >= 1
    } else {
        q[q.len() - 1] >= 3
    }
}

fn fact_sigma_isomorphism(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    check_all(pairs(0, n, false).filter(|&(_, b)| b > 0), |(a, b)| {
        let fail = || Failure::at_pair(a, b);
        let key = ratio_key((a, b));
        let image = engine((a, b), "σ", sigma_key(key))?;
        let mut from_euclid = BTreeSet::new();
        for q in ColeDavieEuclid.moves(&(a, b)) {
            from_euclid.insert(engine((a, b), "σ", sigma_key(ratio_key(q)))?);
        }
        let from_grossman: BTreeSet<(u64, u64)> =
            GrossmanGame.moves(&image).map(ratio_key).collect();
        if from_euclid != from_grossman {
            return Err(fail()
                .answer("σ(moves of p)", format!("{from_euclid:?}"))
                .answer("moves of σ(p)", format!("{from_grossman:?}")));
        }
        if ColeDavieEuclid.is_terminal(&(a, b)) != GrossmanGame.is_terminal(&image) {
            return Err(fail()
                .answer("terminal in Euclid", key.0 == 0)
                .answer("σ(p) terminal", image.0 == image.1));
        }
        if let Some(k) = std::iter::once(image)
            .chain(from_grossman)
            .find(|&k| !in_sigma_image(k))
        {
            return Err(fail().answer("outside the printed σ(S)", format!("{k:?}")));
        }
        Ok(())
    })
}

fn remark_1(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let grossman = truth_or_return!(ctx, GG, false, n);
    check_all(pairs(1, n, true), |(a, b)| {
        let zero = engine((a, b), "Theorem 1", chl2011::theorem_1(a, b))? == 0;
        let p = grossman.is_p(a, b)?;
        ensure(zero == p, || {
            Failure::at_pair(a, b)
                .answer("Theorem 1 = 0", zero)
                .answer("grossman", pn(p))
        })
    })
}

/// The continued fraction of a position as the papers identify them; `[0]` for a zero entry.
fn position_cf(p: (u64, u64)) -> Vec<u64> {
    let (lo, hi) = ordered(p.0, p.1);
    if lo == 0 {
        return vec![0];
    }
    cf(hi, lo).quotients().to_vec()
}

fn remark_2(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, n);
    let mut serial = ReferenceSolver::new(SerialNim);
    check_all(pairs(1, n, false), |(a, b)| {
        let q = position_cf((a, b));
        let g = t.value(a, b)?;
        let s = serial
            .sprague_grundy(&q)
            .map_err(|e| Failure::at_pair(a, b).answer("serial nim", e))?;
        if g != s as u64 {
            return Err(Failure::at_pair(a, b)
                .answer("cole-davie solvers", g)
                .answer(format!("serial nim {q:?}"), s));
        }
        // "each move amounts to a reduction in the actual first term"
        let mut expected: BTreeSet<Vec<u64>> = (1..q[0])
            .map(|i| [&[q[0] - i][..], &q[1..]].concat())
            .collect();
        expected.insert(if q.len() > 1 {
            q[1..].to_vec()
        } else {
            vec![0]
        });
        let actual: BTreeSet<Vec<u64>> = ColeDavieEuclid.moves(&(a, b)).map(position_cf).collect();
        ensure(expected == actual, || {
            Failure::at_pair(a, b)
                .answer("moves as quotients", format!("{actual:?}"))
                .answer("first-term reductions", format!("{expected:?}"))
        })
    })
}

pub(crate) fn remark_3_check(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let t = truth_or_return!(ctx, GG, false, n);
    check_all(pairs(1, n, true), |(a, b)| {
        let truth = t.value(a, b)?;
        let remark = engine((a, b), "Remark 3", chl2011::remark_3(a, b))?;
        let floor = engine((a, b), "⌊b/a − a/b⌋", nivasch::grossman_value(a, b))?;
        ensure(truth == remark && truth == floor, || {
            Failure::at_pair(a, b)
                .answer("solvers", truth)
                .answer("Remark 3 (λ)", remark)
                .answer("⌊b/a − a/b⌋", floor)
                .explain(format!("sg grossman {a} {b} --explain"))
        })
    })
}

fn theorem_3(ctx: &Ctx<'_>, n: u64) -> Verdict {
    formula_matches_solvers(
        ctx,
        CD,
        n,
        pairs(1, n, false),
        "Theorem 3",
        chl2011::theorem_3,
    )
}

fn fact_move_count(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    check_all(pairs(1, n, false), |(a, b)| {
        let q = position_cf((a, b));
        let distinct = |moves: Vec<(u64, u64)>| {
            moves
                .into_iter()
                .map(|(x, y)| ordered(x, y))
                .collect::<BTreeSet<_>>()
                .len() as u64
        };
        let euclid = distinct(ColeDavieEuclid.moves(&(a, b)).collect());
        let grossman = distinct(GrossmanGame.moves(&(a, b)).collect());
        let (want_euclid, want_grossman) = if q.len() > 1 {
            (q[0], q[0])
        } else {
            (q[0], q[0] - 1)
        };
        ensure(euclid == want_euclid && grossman == want_grossman, || {
            Failure::at_pair(a, b)
                .answer("euclid moves", euclid)
                .answer("grossman moves", grossman)
                .answer(
                    "printed",
                    format!("{want_euclid} and {want_grossman} for {q:?}"),
                )
        })
    })
}

fn fact_gcd_invariant(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    check_all(ordered_pairs(1, n), |(a, b)| {
        let d = gcd(a, b);
        let bad = ColeDavieEuclid
            .moves(&(a, b))
            .chain(GrossmanGame.moves(&(a, b)))
            .find(|&(x, y)| gcd(x, y) != d);
        match bad {
            None => Ok(()),
            Some(q) => Err(Failure::at_pair(a, b)
                .answer("move", format!("{q:?}"))
                .answer("gcd before", d)),
        }
    })
}

fn lambda_of(q: &ContinuedFraction) -> usize {
    chl2011::lambda(q.quotients().iter().copied())
}

fn fact_lambda_parity_and_a1(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    check_all(pairs(1, n, true).filter(|&(a, b)| b % a != 0), |(a, b)| {
        let q = cf(b, a);
        let (lambda, a0, a1) = (lambda_of(&q), q.quotients()[0], q.quotients()[1]);
        let ok = if lambda % 2 == 1 { a0 <= a1 } else { a0 >= a1 };
        ensure(ok, || {
            Failure::at_pair(a, b)
                .answer("continued fraction", q)
                .answer("λ", lambda)
        })
    })
}

fn fact_lambda1_and_parity(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    check_all(pairs(1, n, true), |(a, b)| {
        let q = cf(b, a);
        if q.all_equal() {
            return Ok(());
        }
        let above = compare_with_lambda1(b, a, b / a) == Ok(Ordering::Greater);
        let even = lambda_of(&q) % 2 == 0;
        ensure(above == even, || {
            Failure::at_pair(a, b)
                .answer("b/a > λ1", above)
                .answer("λ even", even)
                .answer("continued fraction", q)
        })
    })
}

fn fact_all_equal_parity(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    check_all(pairs(1, n, true), |(a, b)| {
        let q = cf(b, a);
        if !q.all_equal() {
            return Ok(());
        }
        let (lambda, last) = (lambda_of(&q), q.last_index());
        ensure((lambda % 2 == 0) == (last % 2 == 0), || {
            Failure::at_pair(a, b).answer("λ", lambda).answer("n", last)
        })
    })
}

fn fact_xn(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    // For each a0 ≤ N and each xk = U(k+2)/U(k+1) that fits u64.
    let cases = (1..=n).flat_map(|a0| {
        (0u32..).map(move |k| (a0, k)).map_while(|(a0, k)| {
            let (num, den) = (lucas_u(a0, k + 2)?, lucas_u(a0, k + 1)?);
            Some((a0, k, u64::try_from(num).ok()?, u64::try_from(den).ok()?))
        })
    });
    check_all(cases, |(a0, k, num, den)| {
        let fail = || Failure::at(format!("a0 = {a0}, x{k} = {num}/{den}"));
        let above = compare_with_lambda1(num, den, a0) == Ok(Ordering::Greater);
        if above != (k % 2 == 1) {
            return Err(fail().answer("x_n > λ1", above).answer("n odd", k % 2 == 1));
        }
        let q = cf(num, den);
        if a0 >= 2
            && (q.quotients().len() != k as usize + 1 || !q.all_equal() || q.quotients()[0] != a0)
        {
            return Err(fail()
                .answer("continued fraction", q)
                .answer("printed", format!("[{a0}; {} times]", k + 1)));
        }
        Ok(())
    })
}

fn remark_4_check(n: u64, all_a0: bool) -> Verdict {
    check_all(
        pairs(1, n, true).filter(|&(a, b)| all_a0 || b / a > 1),
        |(a, b)| {
            let is_x = engine((a, b), "xₙ", corollary_x_index(b, a, b / a))?.is_some();
            let q = cf(b, a);
            ensure(is_x == q.all_equal(), || {
                Failure::at_pair(a, b)
                    .answer("b/a = xₙ for some n", is_x)
                    .answer("continued fraction", q)
            })
        },
    )
}

fn remark_4(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    remark_4_check(n, false)
}

fn remark_4_any_a0(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    remark_4_check(n, true)
}

/// Theorem 1's expression `⌊b/a⌋ − [λ odd]` on every position the proof uses: `[0]` has value 0
/// and `[1]` (the diagonal) gets the expression's value, 1.
fn theorem_1_expression(p: (u64, u64)) -> u64 {
    let (lo, hi) = ordered(p.0, p.1);
    if lo == 0 {
        return 0;
    }
    hi / lo - (lambda_of(&cf(hi, lo)) % 2) as u64
}

fn fact_theorem_1_proof(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    check_all(pairs(1, n, true), |(a, b)| {
        let g = theorem_1_expression((a, b));
        let values: BTreeSet<u64> = ColeDavieEuclid
            .moves(&(a, b))
            .map(theorem_1_expression)
            .collect();
        if values.contains(&g) {
            return Err(
                Failure::at_pair(a, b).answer("property 1", format!("a move keeps the value {g}"))
            );
        }
        if let Some(k) = (0..g).find(|k| !values.contains(k)) {
            return Err(
                Failure::at_pair(a, b).answer("property 2", format!("no move reaches {k} < {g}"))
            );
        }
        Ok(())
    })
}
