//! Predicates for `spec/chl2011.toml`: Cairns, Ho and Lengyel, *The Sprague–Grundy function of
//! the real game Euclid*, Discrete Math. 311 (2011).

use super::{
    claim, compositions, engine, fixed, formula_matches_solvers, ordered_pairs, pairs, pn,
    same_outcomes, At, ClaimCheck, Ctx, Failure, Fields, Node, Pair, Piles, Run, Verdict, PAIRS,
};
use crate::arith::quadratic::{
    compare_with_lambda1, compare_with_phi, corollary_x_index, lambda_power_difference,
};
use crate::arith::{gcd, ordered, ContinuedFraction, PartialQuotients};
use crate::claims::truth_or_return;
use crate::claims::upper;
use crate::formulas::schwartz::first_player_wins;
use crate::formulas::{chl2011, lengyel, nivasch};
use crate::games::TwoEntryGame;
use crate::games::TwoEntryGame::{ColeDavie as CD, Grossman as GG};
use crate::games::{ColeDavieEuclid, GrossmanGame, ImpartialGame, SerialNim};
use crate::harness::domain::cases;
use crate::solver::reference::{PairMemo, QuotientPairs};
use crate::solver::ReferenceSolver;
use crate::trees::calkin_wilf;
use num_bigint::{BigInt, BigUint};
use std::cmp::Ordering;
use std::collections::BTreeSet;

/// The predicates of every `spec/chl2011.toml` entry, one per claim id.
pub fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("chl2011/fact-cole-davie", PAIRS, fact_cole_davie).cases(cases::below_diagonal),
        claim!(
            "chl2011/fact-cole-davie-with-zero",
            PAIRS,
            fact_cole_davie_with_zero,
        ),
        claim!("chl2011/fact-straffin", PAIRS, fact_straffin).cases(cases::below_diagonal),
        claim!(
            "chl2011/fact-sprague-grundy-functions-differ",
            PAIRS,
            fact_sprague_grundy_functions_differ,
        )
        .cases(|_| 1),
        claim!(
            "chl2011/fact-grossman-is-misere-euclid",
            PAIRS,
            fact_grossman_is_misere_euclid,
        ),
        claim!(
            "chl2011/fact-grossman-is-misere-euclid-values",
            PAIRS,
            fact_grossman_is_misere_euclid_values,
        ),
        claim!("chl2011/fact-nivasch", PAIRS, fact_nivasch),
        claim!(
            "chl2011/fact-nivasch-both-orders",
            PAIRS,
            fact_nivasch_both_orders,
        ),
        claim!("chl2011/table-1", fixed(9), table_1)
            .cases(|n| cases::square_part(n.saturating_add(1), 1, 1)),
        claim!("chl2011/table-2", fixed(9), table_2).cases(|n| cases::square_part(n, 1, 1)),
        claim!("chl2011/theorem-1", PAIRS, theorem_1).cases(cases::below_diagonal),
        claim!(
            "chl2011/theorem-1-reading-lambda-past-n",
            PAIRS,
            theorem_1_reading_lambda_past_n,
        ),
        claim!(
            "chl2011/fact-corollary-extends-cole-davie",
            PAIRS,
            fact_corollary_extends_cole_davie,
        )
        .reads_no_table()
        .cases(cases::below_diagonal),
        claim!("chl2011/corollary", PAIRS, corollary).cases(cases::below_diagonal),
        claim!(
            "chl2011/corollary-reading-n-from-1",
            PAIRS,
            corollary_reading_n_from_1,
        ),
        claim!(
            "chl2011/fact-differ-by-at-most-one",
            PAIRS,
            fact_differ_by_at_most_one,
        ),
        claim!("chl2011/theorem-2", PAIRS, theorem_2)
            .doubling(GG)
            .cases(cases::below_diagonal),
        claim!(
            "chl2011/fact-sigma-isomorphism",
            PAIRS,
            fact_sigma_isomorphism,
        )
        .doubling(GG),
        claim!("chl2011/remark-1", PAIRS, remark_1)
            .reads_no_table_of(&["cole-davie"])
            .cases(cases::below_diagonal),
        claim!("chl2011/remark-2", PAIRS, remark_2).owns_memory(remark_2_memo),
        claim!("chl2011/remark-3", PAIRS, remark_3).cases(cases::below_diagonal),
        claim!("chl2011/theorem-3", PAIRS, theorem_3),
        claim!("chl2011/fact-gcd-reduction", PAIRS, fact_gcd_reduction),
        claim!("chl2011/fact-move-count", PAIRS, fact_move_count).reads_no_table(),
        claim!("chl2011/fact-gcd-invariant", PAIRS, fact_gcd_invariant).reads_no_table(),
        claim!(
            "chl2011/fact-lambda-parity-and-a1",
            PAIRS,
            fact_lambda_parity_and_a1,
        )
        .reads_no_table()
        .cases(cases::below_diagonal),
        claim!(
            "chl2011/fact-lambda1-constant-continued-fraction",
            PAIRS,
            fact_lambda1_constant_continued_fraction,
        )
        .reads_no_table()
        .cases(|n| cases::part(cases::three_quarters_power(n), 36, 1)),
        claim!(
            "chl2011/fact-lambda1-and-lambda-parity",
            PAIRS,
            fact_lambda1_and_lambda_parity,
        )
        .reads_no_table()
        .cases(cases::below_diagonal),
        claim!(
            "chl2011/fact-all-equal-parity",
            PAIRS,
            fact_all_equal_parity,
        )
        .reads_no_table()
        .cases(|n| cases::part(cases::n_log_n(n), 2, 3)),
        claim!("chl2011/fact-x-recurrence", PAIRS, fact_x_recurrence)
            .reads_no_table()
            .cases(|n| cases::part(cases::three_quarters_power(n), 36, 1)),
        claim!("chl2011/fact-q-closed-form", PAIRS, fact_q_closed_form)
            .reads_no_table()
            .cases(|n| cases::part(cases::three_quarters_power(n), 36, 1)),
        claim!("chl2011/fact-xn", PAIRS, fact_xn)
            .reads_no_table()
            .cases(|n| cases::part(cases::three_quarters_power(n), 36, 1)),
        claim!(
            "chl2011/fact-xn-inequality-chain",
            PAIRS,
            fact_xn_inequality_chain,
        )
        .reads_no_table()
        .cases(|n| cases::part(cases::three_quarters_power(n), 36, 1)),
        claim!("chl2011/remark-4", PAIRS, remark_4)
            .reads_no_table()
            .cases(|n| cases::square_part(n, 1, 4)),
        claim!(
            "chl2011/remark-4-reading-any-a0",
            PAIRS,
            remark_4_reading_any_a0
        )
        .reads_no_table(),
        claim!(
            "chl2011/fact-theorem-1-proof-properties",
            PAIRS,
            fact_theorem_1_proof_properties,
        )
        .reads_no_table()
        .cases(cases::below_diagonal),
        claim!(
            "chl2011/fact-positions-as-continued-fractions",
            PAIRS,
            fact_positions_as_continued_fractions,
        )
        .reads_no_table()
        .cases(|n| cases::square_part(n, 3, 10)),
        claim!(
            "chl2011/remark-2-reading-all-serial-nim",
            PAIRS,
            remark_2_reading_all_serial_nim,
        ),
        claim!(
            "chl2011/fact-corollary-proof-unequal-case",
            PAIRS,
            fact_corollary_proof_unequal_case,
        )
        .cases(cases::below_diagonal),
        claim!(
            "chl2011/fact-corollary-proof-equal-case",
            PAIRS,
            fact_corollary_proof_equal_case,
        )
        .cases(|n| cases::part(cases::n_log_n(n), 2, 3)),
        claim!(
            "chl2011/remark-4-reading-a-over-b",
            PAIRS,
            remark_4_reading_a_over_b,
        )
        .reads_no_table()
        .cases(cases::below_diagonal),
        claim!(
            "chl2011/fact-euclid-impartial-finite",
            PAIRS,
            fact_euclid_impartial_finite,
        )
        .reads_no_table(),
        claim!(
            "chl2011/fact-euclid-on-calkin-wilf-tree",
            PAIRS,
            fact_euclid_on_calkin_wilf_tree,
        )
        .reads_no_table(),
        claim!("chl2011/fact-a0-is-floor", PAIRS, fact_a0_is_floor).cases(cases::below_diagonal),
        claim!(
            "chl2011/fact-theorem-1-proof-first-term-move",
            PAIRS,
            fact_theorem_1_proof_first_term_move,
        )
        .reads_no_table()
        .cases(|n| cases::square_part(n, 3, 10)),
        claim!(
            "chl2011/fact-theorem-1-proof-tail-move",
            PAIRS,
            fact_theorem_1_proof_tail_move,
        )
        .reads_no_table()
        .cases(|n| cases::square_part(n, 3, 10)),
        claim!(
            "chl2011/fact-theorem-1-proof-tail-move-reading-no-tail",
            PAIRS,
            fact_theorem_1_proof_tail_move_reading_no_tail,
        )
        .reads_no_table(),
        claim!(
            "chl2011/fact-theorem-1-proof-property-2-odd",
            PAIRS.at_least(5),
            fact_theorem_1_proof_property_2_odd,
        )
        .reads_no_table()
        .cases(|n| cases::square_part(n, 1, 10)),
        claim!(
            "chl2011/fact-theorem-1-proof-property-2-k-zero",
            PAIRS,
            fact_theorem_1_proof_property_2_k_zero,
        )
        .reads_no_table(),
        claim!(
            "chl2011/fact-theorem-1-proof-property-2-k-zero-corrected",
            PAIRS,
            fact_theorem_1_proof_property_2_k_zero_corrected,
        )
        .reads_no_table()
        .cases(|n| cases::square_part(n, 1, 7)),
        claim!(
            "chl2011/fact-theorem-1-proof-property-2-k-positive",
            PAIRS.at_least(12),
            fact_theorem_1_proof_property_2_k_positive,
        )
        .reads_no_table(),
        claim!(
            "chl2011/fact-theorem-1-proof-property-2-k-positive-corrected",
            PAIRS,
            fact_theorem_1_proof_property_2_k_positive_corrected,
        )
        .reads_no_table(),
    ]
}

fn cf(b: u64, a: u64) -> ContinuedFraction {
    ContinuedFraction::of_ratio(b, a).expect("a > 0 in every caller")
}

/// `b < φa` for `a ≥ 0`, exactly (for `a = 0`, `φa = 0` and no `b ≥ 0` is below it).
fn below_phi_a(a: u64, b: u64) -> bool {
    a > 0 && matches!(compare_with_phi(b, a), Ok(Ordering::Less))
}

fn cole_davie_check(ctx: &Ctx<'_>, run: &mut Run<'_>, lo: u64) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, run.n);
    run.all_upper_pairs(lo, true, |&Pair(a, b), o| {
        let p = t.is_p(a, b)?;
        o.value("outcome", pn(p)).value("b < φa", below_phi_a(a, b));
        Ok(p == below_phi_a(a, b))
    })
}

fn fact_cole_davie(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    cole_davie_check(ctx, run, 1)
}

fn fact_cole_davie_with_zero(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    cole_davie_check(ctx, run, 0)
}

fn fact_straffin(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    same_outcomes(ctx, run, (1, upper(true)))
}

fn fact_sprague_grundy_functions_differ(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let euclid = truth_or_return!(ctx, CD, false, run.n);
    let grossman = truth_or_return!(ctx, GG, false, run.n);
    let n = run.n;
    run.any(
        ordered_pairs(1, n),
        |&Pair(a, b), o| {
            let (g, gg) = (euclid.value(a, b)?, grossman.value(a, b)?);
            o.value("G", g).value("G_G", gg);
            Ok(g != gg)
        },
        |_| Failure::at(format!("every pair up to {n}")).answer("G = G_G", "everywhere"),
    )
}

fn misere_check(ctx: &Ctx<'_>, run: &mut Run<'_>, values: bool) -> Verdict {
    let grossman = truth_or_return!(ctx, GG, false, run.n);
    let misere = truth_or_return!(ctx, CD, true, run.n);
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        let (g, m) = (grossman.value(a, b)?, misere.value(a, b)?);
        o.value("G_G", g)
            .value("misère G", m)
            .explain(|| format!("sg misere-cole-davie {a} {b} --explain"));
        Ok(if values { g == m } else { (g == 0) == (m == 0) })
    })
}

fn fact_grossman_is_misere_euclid(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    misere_check(ctx, run, false)
}

fn fact_grossman_is_misere_euclid_values(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    misere_check(ctx, run, true)
}

pub(crate) fn fact_nivasch(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    formula_matches_solvers(
        ctx,
        run,
        GG,
        (1, upper(false)),
        "⌊b/a − a/b⌋",
        nivasch::grossman_value,
    )
}

/// `⌊b/a − a/b⌋` with its sign, as printed (no absolute value): `⌊(b² − a²)/(ab)⌋`.
fn signed_nivasch(a: u64, b: u64) -> i128 {
    let (a, b) = (a as i128, b as i128);
    (b * b - a * a).div_euclid(a * b)
}

fn fact_nivasch_both_orders(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, GG, false, run.n);
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        let truth = t.value(a, b)?;
        let formula = signed_nivasch(a, b);
        o.value("G_G", truth).value("⌊b/a − a/b⌋", formula);
        Ok(truth as i128 == formula)
    })
}

fn published_table(ctx: &Ctx<'_>, run: &mut Run<'_>, name: &str, game: TwoEntryGame) -> Verdict {
    let Some(table) = ctx.catalogue.tables.get(name) else {
        return Verdict::fails(
            0,
            Failure::at(format!("tables/{name}.txt")).answer("loader", "file missing"),
        );
    };
    let t = truth_or_return!(ctx, game, false, 9);
    let cells = table.entries();
    run.all(
        cells.iter().map(|&(a, b, printed)| At(Pair(a, b), printed)),
        |At(Pair(a, b), printed), o| {
            let computed = t.value(*a, *b)?;
            o.value("printed", printed)
                .value(super::value_name(game), computed);
            Ok(computed == *printed)
        },
    )
}

fn table_1(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    published_table(ctx, run, "chl2011-table-1", CD)
}

fn table_2(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    published_table(ctx, run, "chl2011-table-2", GG)
}

fn lambda_of(q: &ContinuedFraction) -> usize {
    chl2011::lambda(q.quotients().iter().copied())
}

/// λ read past `n`: when `a0 = ⋯ = an` all hold the chain, `n + 1` (chl2011's other reading of
/// λ, and ho2014's of I, which is the same index).
pub(crate) fn lambda_read_past_n(q: &ContinuedFraction) -> usize {
    if q.all_equal() {
        q.last_index() + 1
    } else {
        lambda_of(q)
    }
}

pub(crate) fn theorem_1(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, run.n);
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let truth = t.value(a, b)?;
        let formula = engine(Pair(a, b), "Theorem 1", chl2011::theorem_1(a, b))?;
        // The expansion and λ are shown only: built when a failure is recorded.
        o.value_with("continued fraction", || cf(b, a))
            .value_with("λ(a, b)", || lambda_of(&cf(b, a)))
            .value("G", truth)
            .value("Theorem 1", formula)
            .explain(|| format!("sg cole-davie {a} {b} --explain"));
        Ok(truth == formula)
    })
}

fn theorem_1_reading_lambda_past_n(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // The other reading: when a0 = ⋯ = an all hold the chain, i = n + 1 counts as well.
    let t = truth_or_return!(ctx, CD, false, run.n);
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let q = cf(b, a);
        let lambda = lambda_read_past_n(&q);
        let truth = t.value(a, b)?;
        let formula = b / a - (lambda % 2) as u64;
        o.value("continued fraction", &q)
            .value("λ read past n", lambda)
            .value("G", truth)
            .value("Theorem 1 with λ past n", formula);
        Ok(truth == formula)
    })
}

fn fact_corollary_extends_cole_davie(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // The Corollary's zeros are Cole and Davie's losing positions, b < φa, on every 0 < a < b;
    // where a0 = 1, b/a is on the same side of λ1 as of φ.
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let corollary = engine(Pair(a, b), "Corollary", chl2011::corollary(a, b))?;
        let a0 = b / a;
        let losing = below_phi_a(a, b);
        o.value("a0", a0)
            .value("Corollary", corollary)
            .value("b < φa", losing);
        let lambda1_is_phi = a0 != 1 || {
            let lambda1 = matches!(compare_with_lambda1(b, a, 1), Ok(Ordering::Greater));
            let phi = matches!(compare_with_phi(b, a), Ok(Ordering::Greater));
            o.value("b/a > λ1", lambda1).value("b/a > φ", phi);
            lambda1 == phi
        };
        Ok(extends_cole_davie(corollary, losing, lambda1_is_phi))
    })
}

/// The remark at one position: the Corollary gives 0 exactly where Cole and Davie's losing
/// positions are (`b < φa`), and `λ1` is on the side of `b/a` that `φ` is.
fn extends_cole_davie(corollary: u64, losing: bool, lambda1_is_phi: bool) -> bool {
    (corollary == 0) == losing && lambda1_is_phi
}

fn corollary(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, run.n);
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let truth = t.value(a, b)?;
        let formula = engine(Pair(a, b), "Corollary", chl2011::corollary(a, b))?;
        let a0 = b / a;
        let x = engine(Pair(a, b), "xₙ", corollary_x_index(b, a, a0))?;
        o.value("a0", a0)
            .value_with("b/a = xn", || {
                x.map_or("for no n".to_string(), |n| format!("n = {n}"))
            })
            .value(
                "b/a > λ1",
                matches!(compare_with_lambda1(b, a, a0), Ok(Ordering::Greater)),
            )
            .value("G", truth)
            .value("Corollary", formula);
        Ok(truth == formula)
    })
}

fn corollary_reading_n_from_1(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    formula_matches_solvers(
        ctx,
        run,
        CD,
        (1, upper(true)),
        "Corollary with ℕ = {1, 2, …}",
        |a, b| chl2011::corollary_read(a, b, chl2011::Naturals::FromOne),
    )
}

fn fact_differ_by_at_most_one(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let euclid = truth_or_return!(ctx, CD, false, run.n);
    let grossman = truth_or_return!(ctx, GG, false, run.n);
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        let (g, gg) = (euclid.value(a, b)?, grossman.value(a, b)?);
        o.value("G", g).value("G_G", gg);
        // "From the above corollary and Nivasch's formula": the formulas, where the Corollary
        // is stated (0 < a < b).
        let formulas = a >= b || {
            let corollary = engine(Pair(a, b), "Corollary", chl2011::corollary(a, b))?;
            let floor = engine(Pair(a, b), "⌊b/a − a/b⌋", nivasch::grossman_value(a, b))?;
            o.value("Corollary", corollary).value("⌊b/a − a/b⌋", floor);
            corollary.abs_diff(floor) <= 1
        };
        Ok(differ_by_at_most_one(g, gg, formulas))
    })
}

/// The fact at one position: the two games' values differ by at most one, and so do the two
/// formulas where they are stated (`formulas`).
fn differ_by_at_most_one(g: u64, gg: u64, formulas: bool) -> bool {
    g.abs_diff(gg) <= 1 && formulas
}

fn theorem_2(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let euclid = truth_or_return!(ctx, CD, false, run.n);
    // σ at most doubles the entries.
    let grossman = truth_or_return!(ctx, GG, false, 2 * run.n + 1);
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let (a2, b2) = engine(Pair(a, b), "σ", chl2011::sigma(a, b))?;
        let (a2, b2) = (a2 as u64, b2 as u64);
        let (g, gg) = (euclid.value(a, b)?, grossman.value(a2, b2)?);
        o.value_with("continued fraction", || cf(b, a))
            .value("(a', b')", Pair(a2, b2))
            .value("G", g)
            .value("G_G(a', b')", gg);
        Ok(g == gg)
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
    // The number of quotients and the last, read as Euclid's algorithm gives them.
    let (mut count, mut last) = (0usize, 0u64);
    for q in PartialQuotients::new(k.1, k.0).expect("k.0 > 0") {
        (count, last) = (count + 1, q);
    }
    if count == 1 {
        last >= 1
    } else {
        last >= 3
    }
}

/// The only sequence σ could map to the reduced ratio `k`: its last quotient minus one, as a
/// ratio (`[1] ↦ [0]`, written `(0, 1)`); `None` when that is not a positive last quotient.
fn sigma_preimage(k: (u64, u64)) -> Option<(u64, u64)> {
    let q = cf(k.1, k.0);
    let mut q = q.quotients().to_vec();
    let last = q.len() - 1;
    q[last] -= 1;
    if q.len() == 1 && q[0] == 0 {
        return Some((0, 1));
    }
    if q[last] == 0 {
        return None;
    }
    let (num, den) = ContinuedFraction::from_quotients(&q)
        .ok()?
        .to_fraction()
        .ok()?;
    Some((den, num))
}

/// Two sets of ratios, each a sorted vector without repeats.
type RatioSets = (Vec<(u64, u64)>, Vec<(u64, u64)>);

thread_local! {
    /// fact-sigma-isomorphism's two sets of moves at one point (σ of the moves of p, the moves
    /// of σ(p)), reused from point to point on each thread.
    static SIGMA_MOVES: std::cell::RefCell<RatioSets> =
        const { std::cell::RefCell::new((Vec::new(), Vec::new())) };
}

fn fact_sigma_isomorphism(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n;
    let euclid = truth_or_return!(ctx, CD, false, n);
    // σ at most doubles the entries.
    let grossman = truth_or_return!(ctx, GG, false, 2 * n + 1);
    // σ commutes with the moves, sends terminal to terminal, σ(S) lies in the printed set, and
    // the value of σ(p) in Grossman's game is the value of p in Euclid.
    let forward = run.all_pairs_where(0, sigma_domain, |&Pair(a, b), o| {
        let key = ratio_key((a, b));
        let image = engine(Pair(a, b), "σ", sigma_key(key))?;
        // The two sets of moves, sorted without repeats, in vectors kept from one point
        // to the next (the sets are built as sets only to be shown).
        let (same_moves, outside) =
            SIGMA_MOVES.with_borrow_mut(|(from_euclid, from_grossman)| {
                from_euclid.clear();
                for q in ColeDavieEuclid.moves(&(a, b)) {
                    from_euclid.push(engine(Pair(a, b), "σ", sigma_key(ratio_key(q)))?);
                }
                from_euclid.sort_unstable();
                from_euclid.dedup();
                from_grossman.clear();
                from_grossman.extend(GrossmanGame.moves(&image).map(ratio_key));
                from_grossman.sort_unstable();
                from_grossman.dedup();
                let outside = std::iter::once(image)
                    .chain(from_grossman.iter().copied())
                    .find(|&k| !in_sigma_image(k));
                Ok::<_, Failure>((from_euclid == from_grossman, outside))
            })?;
        let terminal = (
            ColeDavieEuclid.is_terminal(&(a, b)),
            GrossmanGame.is_terminal(&image),
        );
        let (g, gg) = (euclid.value(a, b)?, grossman.value(image.0, image.1)?);
        let from_euclid = || {
            ColeDavieEuclid
                .moves(&(a, b))
                .map(|q| sigma_key(ratio_key(q)).map_err(|e| e.to_string()))
                .collect::<Result<BTreeSet<_>, _>>()
        };
        let from_grossman = || {
            GrossmanGame
                .moves(&image)
                .map(ratio_key)
                .collect::<BTreeSet<_>>()
        };
        o.value_with("σ(p)", || format!("{:?}", image))
            .value_with("σ(moves of p)", || match from_euclid() {
                Ok(set) => format!("{set:?}"),
                Err(e) => e,
            })
            .value_with("moves of σ(p)", || format!("{:?}", from_grossman()))
            .value("p terminal", terminal.0)
            .value("σ(p) terminal", terminal.1)
            .value_with("outside the printed σ(S)", || {
                outside.map_or("none".to_string(), |k| format!("{k:?}"))
            })
            .value("G(p)", g)
            .value("G_G(σ(p))", gg);
        Ok(sigma_isomorphism_holds(
            same_moves,
            terminal,
            outside,
            (g, gg),
        ))
    });
    // "The image σ(S) is the set …": every ratio of the printed set is σ of some position.
    forward.and_then(|| {
        run.all_pairs_where(
            1,
            |a, b| upper(false)(a, b) && gcd(a, b) == 1,
            |&Pair(a, b), o| {
                let described = in_sigma_image((a, b));
                let preimage = sigma_preimage((a, b));
                let hit = match preimage {
                    Some(p) => engine(Pair(a, b), "σ", sigma_key(p))? == (a, b),
                    None => false,
                };
                o.value("in the printed σ(S)", described)
                    .value_with("σ⁻¹", || {
                        preimage.map_or("none".to_string(), |p| format!("{p:?}"))
                    })
                    .value("in σ(S)", hit);
                Ok(described == hit)
            },
        )
    })
}

/// The positions σ is checked on: `0 ≤ a ≤ b`, all but `(0, 0)` (every finite continued
/// fraction, `[0]` as `(0, b)`, up to the order of the entries).
fn sigma_domain(a: u64, b: u64) -> bool {
    upper(false)(a, b) && b > 0
}

/// σ at one position `p`: it commutes with the moves (`same_moves`), sends a terminal position
/// to a terminal one and only there (`terminal`, of `p` and of `σ(p)`), `σ(p)` and its moves
/// lie in the printed `σ(S)` (no ratio `outside` it), and `G(p) = G_G(σ(p))`.
fn sigma_isomorphism_holds(
    same_moves: bool,
    terminal: (bool, bool),
    outside: Option<(u64, u64)>,
    (g, gg): (u64, u64),
) -> bool {
    same_moves && terminal.0 == terminal.1 && outside.is_none() && g == gg
}

fn remark_1(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let grossman = truth_or_return!(ctx, GG, false, run.n);
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let value = engine(Pair(a, b), "Theorem 1", chl2011::theorem_1(a, b))?;
        let p = grossman.is_p(a, b)?;
        // [7, Theorem 3] (hss2008 Theorem 3, Schwartz) and [8, Theorem 1] (Lengyel 2003, as
        // ho2014's slide prints it): the losing positions of Grossman's game.
        let schwartz = !engine(Pair(a, b), "[7, Theorem 3]", first_player_wins(a, b))?;
        let lengyel = engine(Pair(a, b), "[8, Theorem 1]", lengyel::is_p_position(a, b))?;
        o.value("Theorem 1", value)
            .value("grossman", pn(p))
            .value("[7, Theorem 3]", pn(schwartz))
            .value("[8, Theorem 1]", pn(lengyel));
        Ok(losing_positions_agree(value, p, schwartz, lengyel))
    })
}

/// Remark 1 at one position: Theorem 1's value is 0 exactly at Grossman's losing positions (`p`),
/// and [7, Theorem 3] and [8, Theorem 1] call it losing exactly then.
fn losing_positions_agree(value: u64, p: bool, schwartz: bool, lengyel: bool) -> bool {
    (value == 0) == p && p == schwartz && p == lengyel
}

/// The continued fraction of a position as the papers identify them; `[0]` for a zero entry.
fn position_cf(p: (u64, u64)) -> Vec<u64> {
    let (lo, hi) = ordered(p.0, p.1);
    if lo == 0 {
        return vec![0];
    }
    cf(hi, lo).quotients().to_vec()
}

/// The quotients of [`position_cf`], one at a time, without a vector: Euclid's algorithm on
/// (larger, smaller).
#[derive(Clone)]
struct Quotients {
    hi: u64,
    lo: u64,
    zero: bool,
}

impl Quotients {
    fn of(p: (u64, u64)) -> Quotients {
        let (lo, hi) = ordered(p.0, p.1);
        Quotients {
            hi,
            lo,
            zero: lo == 0,
        }
    }
}

impl Iterator for Quotients {
    type Item = u64;
    fn next(&mut self) -> Option<u64> {
        if self.zero {
            self.zero = false;
            return Some(0);
        }
        if self.lo == 0 {
            return None;
        }
        let q = self.hi / self.lo;
        (self.hi, self.lo) = (self.lo, self.hi % self.lo);
        Some(q)
    }
}

/// The printed moves of the position with quotients `q` (chl2011 §3, Remark 2): the first
/// quotient reduced, `[q0 − i, q1, …, qn]` for `1 ≤ i < q0`, and the tail `[q1, …, qn]`, which
/// for a single quotient is `[0]` when `zero_tail` (Euclid) and absent otherwise (Grossman's
/// game). Whether the quotients of `moves` are exactly that set, and how many distinct members
/// they have: the comparison of two sets of quotient lists without building either (the sets
/// themselves are built only to be shown, and a test holds the two ways equal).
fn first_term_reductions(
    moves: impl Iterator<Item = (u64, u64)>,
    q: &[u64],
    zero_tail: bool,
    hit: &mut Vec<bool>,
) -> (bool, u64) {
    let q0 = q[0];
    // hit[c] for the member [c, q1, …] (1 ≤ c < q0), hit[0] for the tail: q0 slots.
    hit.clear();
    hit.resize(q0 as usize, false);
    let mut strays: BTreeSet<Vec<u64>> = BTreeSet::new();
    for m in moves {
        let mut it = Quotients::of(m);
        let first = it.next().unwrap_or(0);
        let reduced = (1..q0).contains(&first) && it.clone().eq(q[1..].iter().copied());
        let tail = if q.len() > 1 {
            first == q[1] && it.eq(q[2..].iter().copied())
        } else {
            zero_tail && first == 0 && it.next().is_none()
        };
        match (reduced, tail) {
            (true, _) => hit[first as usize] = true,
            (false, true) => hit[0] = true,
            (false, false) => {
                strays.insert(position_cf(m));
            }
        }
    }
    let want_tail = q.len() > 1 || zero_tail;
    let complete = hit[1..q0 as usize].iter().all(|&h| h) && hit[0] == want_tail;
    let distinct = hit.iter().filter(|&&h| h).count() as u64 + strays.len() as u64;
    (complete && strays.is_empty(), distinct)
}

/// The bytes of remark-2's Serial Nim memos at the bound `n`: the one filled for the walk, and
/// one more (a thread's own, for a position the filled one does not hold).
fn remark_2_memo(n: u64) -> u64 {
    let one = (n.saturating_add(1)).saturating_mul(n.saturating_add(2));
    one.saturating_mul(2)
}

fn remark_2(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, run.n);
    // No budget (the walk's bound limits the work, and a budget shared by the walk would be
    // spent differently on each thread); the memo a flat array by the rational the piles
    // expand (every position the walk meets is one), (N + 1)(N + 2) bytes (REMARK_2_MEMO): one
    // for a walk, filled first; a thread's own only on chosen points, or for what the filled
    // one does not hold.
    let n = run.n;
    let serial = super::Solvers::new(|| serial_nim_solver(n));
    let filled = serial_nim_filled(n, run.is_sampling());
    let scratch = super::Solvers::new(Vec::new);
    run.all_upper_pairs(1, false, |&Pair(a, b), o| {
        let q = position_cf((a, b));
        let g = t.value(a, b)?;
        let s = match filled.as_ref().and_then(|s| s.cached(&q)) {
            Some(s) => Ok(s),
            None => serial.with(|s| match s {
                Some(s) => s.sprague_grundy(&q),
                None => Err(crate::Error::refused(format!(
                    "no memory for a Serial Nim memo up to {n}"
                ))),
            }),
        }
        .map_err(|e| Failure::at_pair(a, b).answer("serial nim", e))?;
        // "each move amounts to a reduction in the actual first term": the quotients of the
        // moves are [q0 − i, q1, …] for 1 ≤ i < q0 and the tail [q1, …] ([0] for one quotient).
        let (reductions, _) = scratch
            .with(|hit| first_term_reductions(ColeDavieEuclid.moves(&(a, b)), &q, true, hit));
        let expected = || -> BTreeSet<Vec<u64>> {
            let mut e: BTreeSet<Vec<u64>> = (1..q[0])
                .map(|i| [&[q[0] - i][..], &q[1..]].concat())
                .collect();
            e.insert(if q.len() > 1 {
                q[1..].to_vec()
            } else {
                vec![0]
            });
            e
        };
        let actual =
            || -> BTreeSet<Vec<u64>> { ColeDavieEuclid.moves(&(a, b)).map(position_cf).collect() };
        // "Theorem 1 can be deduced directly from [10, Prop. 5.1]": for 0 < a < b, Theorem 1's
        // value is Levine's on the quotients.
        let levine = crate::formulas::levine::serial_nim_value(&q)
            .map_err(|e| Failure::at_pair(a, b).answer("Levine", e))?;
        let theorem_1 = theorem_1_where_stated(a, b, levine)?;
        o.value_with("piles", || format!("{q:?}"))
            .value("G", g)
            .value("serial nim", s)
            .value("Levine", levine)
            .value("Theorem 1", theorem_1)
            .value_with("moves as quotients", || format!("{:?}", actual()))
            .value_with("first-term reductions", || format!("{:?}", expected()));
        Ok(remark_2_holds(g, s, reductions, (theorem_1, levine)))
    })
}

/// remark-2's Serial Nim solver, its memo a flat array over the rationals up to `n`; `None`
/// without the memory.
fn serial_nim_solver(n: u64) -> Option<SerialNimSolver> {
    PairMemo::<Vec<u64>, QuotientPairs>::new(n, u64::MAX)
        .ok()
        .map(|memo| ReferenceSolver::with_memo(SerialNim, u64::MAX, memo))
}

type SerialNimSolver = ReferenceSolver<SerialNim, PairMemo<Vec<u64>, QuotientPairs>>;

/// The Serial Nim solver filled first, for a run that walks (`sampling` false): a walk of every
/// pair meets every rational b/a, a ≤ b ≤ N, so one solver asked them all first, in lowest terms
/// (on one thread), is then read by every thread; each thread's own solver would solve nearly all
/// of them again. A run on chosen points (`sampling`) asks its own: `None`.
/// A fill stopped by an error keeps what it solved: the point that needs the rest asks a
/// thread's own solver, which meets the error there and reports it.
/// Filled on a stride too: there every thread would otherwise make a memo of its own.
fn serial_nim_filled(n: u64, sampling: bool) -> Option<SerialNimSolver> {
    (!sampling)
        .then(|| serial_nim_solver(n))
        .flatten()
        .map(|mut solver| {
            'fill: for a in 1..=n {
                for b in (a..=n).filter(|&b| gcd(a, b) == 1) {
                    if solver.sprague_grundy(&position_cf((a, b))).is_err() {
                        break 'fill;
                    }
                }
            }
            solver
        })
}

/// Theorem 1's value where it is stated (`0 < a < b`), to be held equal to Levine's; on the
/// diagonal, where it is not stated, Levine's own (`levine`), so that the two agree there.
fn theorem_1_where_stated(a: u64, b: u64, levine: u64) -> Result<u64, Failure> {
    if a < b {
        engine(Pair(a, b), "Theorem 1", chl2011::theorem_1(a, b))
    } else {
        Ok(levine)
    }
}

/// Remark 2 at one position: Euclid's value `g` is Serial Nim's `s` on the quotients, the moves
/// are the first-term reductions, and Theorem 1's value is Levine's.
fn remark_2_holds(g: u64, s: u32, reductions: bool, (theorem_1, levine): (u64, u64)) -> bool {
    g == s as u64 && reductions && theorem_1 == levine
}

pub(crate) fn remark_3(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, GG, false, run.n);
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let truth = t.value(a, b)?;
        let remark = engine(Pair(a, b), "Remark 3", chl2011::remark_3(a, b))?;
        let floor = engine(Pair(a, b), "⌊b/a − a/b⌋", nivasch::grossman_value(a, b))?;
        // The expansion and λ are shown only: built when a failure is recorded.
        o.value_with("continued fraction", || cf(b, a))
            .value_with("λ(a, b)", || lambda_of(&cf(b, a)))
            .value("G_G", truth)
            .value("Remark 3", remark)
            .value("⌊b/a − a/b⌋", floor)
            .explain(|| format!("sg grossman {a} {b} --explain"));
        Ok(remark_3_holds(truth, remark, floor))
    })
}

/// Remark 3 at one position: Grossman's value is the Remark's expression and Nivasch's floor.
fn remark_3_holds(truth: u64, remark: u64, floor: u64) -> bool {
    truth == remark && truth == floor
}

fn theorem_3(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, run.n);
    run.all_upper_pairs(1, false, |&Pair(a, b), o| {
        let truth = t.value(a, b)?;
        let formula = engine(Pair(a, b), "Theorem 3", chl2011::theorem_3(a, b))?;
        o.value_with("continued fraction", || cf(b, a))
            .value("⌊b/a − a/b⌋", nivasch::grossman_value(a, b).unwrap_or(0))
            .value("G", truth)
            .value("Theorem 3", formula);
        Ok(truth == formula)
    })
}

/// Whether the moves of `(a, b)` in `game` are `d` times those of `(a/d, b/d)`, as sets.
fn moves_scale<G: ImpartialGame<Position = (u64, u64)>>(game: &G, a: u64, b: u64, d: u64) -> bool {
    let mut own: Vec<(u64, u64)> = game.moves(&(a, b)).collect();
    let mut scaled: Vec<(u64, u64)> = game
        .moves(&(a / d, b / d))
        .map(|(x, y)| (x * d, y * d))
        .collect();
    own.sort_unstable();
    scaled.sort_unstable();
    own == scaled
}

fn fact_gcd_reduction(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let euclid = truth_or_return!(ctx, CD, false, run.n);
    let grossman = truth_or_return!(ctx, GG, false, run.n);
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        let d = gcd(a, b);
        // The game from (a, b) is the game from (a/d, b/d), scaled: the same moves, times d.
        let scaled = both_games_scale(a, b, d);
        let (g, g1) = (euclid.value(a, b)?, euclid.value(a / d, b / d)?);
        let (h, h1) = (grossman.value(a, b)?, grossman.value(a / d, b / d)?);
        // "or equivalently by the continued fraction expansion of b/a": it gives back b/a.
        let q = cf(b, a);
        let back = engine(Pair(a, b), "the expansion's fraction", q.to_fraction())?;
        o.value("gcd", d)
            .value("moves = d × moves of (a/d, b/d)", scaled)
            .value("G", g)
            .value("G(a/d, b/d)", g1)
            .value("G_G", h)
            .value("G_G(a/d, b/d)", h1)
            .value("continued fraction", &q)
            .value_with("the expansion's fraction", || {
                format!("{}/{}", back.0, back.1)
            });
        Ok(gcd_reduction_holds(
            scaled,
            (g, g1),
            (h, h1),
            (back, (b / d, a / d)),
        ))
    })
}

/// Whether the moves of `(a, b)` are `d` times those of `(a/d, b/d)` in both games.
fn both_games_scale(a: u64, b: u64, d: u64) -> bool {
    moves_scale(&ColeDavieEuclid, a, b, d) && moves_scale(&GrossmanGame, a, b, d)
}

/// The fact at one position: its moves scale, its values in Euclid (`g`) and in Grossman's game
/// (`h`) are those of the position divided by the gcd (`g1`, `h1`), and the expansion of `b/a`
/// evaluates back to `(b/d)/(a/d)`.
fn gcd_reduction_holds(
    scaled: bool,
    (g, g1): (u64, u64),
    (h, h1): (u64, u64),
    (back, reduced): ((u64, u64), (u64, u64)),
) -> bool {
    scaled && g == g1 && h == h1 && back == reduced
}

fn fact_move_count(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let scratch = super::Solvers::new(Vec::new);
    run.all_upper_pairs(1, false, |&Pair(a, b), o| {
        let q = position_cf((a, b));
        // n > 0: [a0 − i, a1, …, an] for 1 ≤ i < a0, and [a1, …, an], in both games;
        // n = 0: [a0 − i] with 1 ≤ i ≤ a0 in Euclid ([0] for i = a0), i < a0 in Grossman's game.
        let ((euclid_ok, euclid), (grossman_ok, grossman)) = scratch.with(|hit| {
            (
                first_term_reductions(ColeDavieEuclid.moves(&(a, b)), &q, true, hit),
                first_term_reductions(GrossmanGame.moves(&(a, b)), &q, false, hit),
            )
        });
        // The sets themselves, to be shown.
        let as_quotients = |moves: Vec<(u64, u64)>| -> BTreeSet<Vec<u64>> {
            moves.into_iter().map(position_cf).collect()
        };
        let printed = |with_zero: bool| -> BTreeSet<Vec<u64>> {
            if q.len() > 1 {
                let mut m: BTreeSet<Vec<u64>> = (1..q[0])
                    .map(|i| [&[q[0] - i][..], &q[1..]].concat())
                    .collect();
                m.insert(q[1..].to_vec());
                m
            } else {
                let last = if with_zero { q[0] } else { q[0] - 1 };
                (1..=last).map(|i| vec![q[0] - i]).collect()
            }
        };
        o.value_with("continued fraction", || format!("{q:?}"))
            .value("moves in Euclid", euclid)
            .value("moves in Grossman's game", grossman)
            .value_with("Euclid's moves", || {
                format!(
                    "{:?}",
                    as_quotients(ColeDavieEuclid.moves(&(a, b)).collect())
                )
            })
            .value_with("Grossman's moves", || {
                format!("{:?}", as_quotients(GrossmanGame.moves(&(a, b)).collect()))
            })
            .value_with("printed moves in Euclid", || format!("{:?}", printed(true)))
            .value_with("printed moves in Grossman's game", || {
                format!("{:?}", printed(false))
            });
        let counts = if q.len() > 1 {
            (q[0], q[0])
        } else {
            (q[0], q[0] - 1)
        };
        Ok(move_count_holds(
            (euclid_ok, euclid),
            (grossman_ok, grossman),
            counts,
        ))
    })
}

/// The fact at one position: the moves of each game are the printed ones (`…_ok`), and their
/// numbers of distinct targets are the printed counts.
fn move_count_holds(
    (euclid_ok, euclid): (bool, u64),
    (grossman_ok, grossman): (bool, u64),
    counts: (u64, u64),
) -> bool {
    euclid_ok && grossman_ok && (euclid, grossman) == counts
}

fn fact_gcd_invariant(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        let d = gcd(a, b);
        let bad = ColeDavieEuclid
            .moves(&(a, b))
            .chain(GrossmanGame.moves(&(a, b)))
            .find(|&(x, y)| gcd(x, y) != d);
        o.value("gcd", d).value_with("a move that changes it", || {
            bad.map_or("none".to_string(), |q| format!("{q:?}"))
        });
        Ok(bad.is_none())
    })
}

fn fact_lambda_parity_and_a1(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all_pairs_where(
        1,
        |a, b| upper(true)(a, b) && b % a != 0,
        |&Pair(a, b), o| {
            let q = cf(b, a);
            let (lambda, a0, a1) = (lambda_of(&q), q.quotients()[0], q.quotients()[1]);
            o.value("continued fraction", &q).value("λ(a, b)", lambda);
            Ok(lambda_parity_fact_holds(lambda, a0, a1))
        },
    )
}

/// The fact at one expansion with `λ = lambda` and first quotients `a0, a1`: "if a0 > a1, then
/// we would have L(p) = 0", and `a0 ≤ a1` when `λ` is odd, `a0 ≥ a1` when it is even.
fn lambda_parity_fact_holds(lambda: usize, a0: u64, a1: u64) -> bool {
    let middle = a0 <= a1 || lambda == 0;
    middle && if lambda % 2 == 1 { a0 <= a1 } else { a0 >= a1 }
}

/// The rational with continued fraction `[a0; a0, …, a0]` (`terms` quotients), evaluated from
/// its quotients (whether or not the last one meets the convention `an > 1`), as a reduced
/// `(numerator, denominator)`; `None` beyond `u64`.
fn constant_cf_value(a0: u64, terms: u32) -> Option<(u64, u64)> {
    // From the back: x = a0, then x ← a0 + 1/x.
    let (mut num, mut den) = (a0 as u128, 1u128);
    for _ in 1..terms {
        let next = (a0 as u128).checked_mul(num)?.checked_add(den)?;
        den = num;
        num = next;
    }
    Some((u64::try_from(num).ok()?, u64::try_from(den).ok()?))
}

/// The points `(a0, i)` for `a0 = 1 … n` and every `i ≥ 0` whose `[a0; a0, …, a0]` with
/// `i + 2` quotients (the next truncation) still fits `u64`; by `a0`, then `i`.
fn constant_cf_points(n: u64) -> impl Iterator<Item = Fields<2>> {
    (1..=n).flat_map(|a0| {
        (0u32..)
            .take_while(move |&i| constant_cf_value(a0, i + 2).is_some())
            .map(move |i| Fields([("a0", a0), ("i", i as u64)]))
    })
}

fn fact_lambda1_constant_continued_fraction(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // λ1 = [a0; a0, a0, …]: the truncations close in on λ1 from both sides, alternately, with
    // gaps that shrink; and λ1 is the positive root of x² − a0·x − 1, i.e. (a0 + √(a0² + 4))/2.
    run.all(
        constant_cf_points(run.n),
        |&Fields([(_, a0), (_, i)]), o| {
            let x = constant_cf_value(a0, i as u32 + 1).expect("fits");
            let y = constant_cf_value(a0, i as u32 + 2).expect("fits");
            let side_x = compare_with_lambda1(x.0, x.1, a0);
            let side_y = compare_with_lambda1(y.0, y.1, a0);
            // |x − y| = 1/(x.1·y.1) for consecutive convergents; the next gap, 1/(y.1·z.1), is smaller
            // when z.1 > x.1.
            let gap_det = (x.0 as i128 * y.1 as i128 - y.0 as i128 * x.1 as i128).abs();
            let shrinks = gap_shrinks(x, constant_cf_value(a0, i as u32 + 3));
            o.value_with("x_i", || format!("{}/{}", x.0, x.1))
                .value_with("x_(i+1)", || format!("{}/{}", y.0, y.1))
                .value_with("x_i vs λ1", || show_order(&side_x))
                .value_with("x_(i+1) vs λ1", || show_order(&side_y));
            Ok(truncations_close_in(&side_x, &side_y, gap_det, shrinks))
        },
    )
}

/// Whether the gap after next, `1/(q_(i+1)·q_(i+2))`, is below the gap `1/(q_i·q_(i+1))` between
/// the truncations `x` (denominator `q_i`) and the next: when `z`, the truncation after next,
/// has the larger denominator. Taken as shrinking where `z` is beyond `u64` (`None`).
fn gap_shrinks(x: (u64, u64), z: Option<(u64, u64)>) -> bool {
    z.is_none_or(|z| z.1 > x.1)
}

/// The fact at one truncation: it and the next lie on opposite sides of `λ1` (each compared
/// without error), differ by `1/(q_i·q_(i+1))` (`gap_det`, the determinant, 1), and the gap
/// shrinks.
fn truncations_close_in(
    side_x: &crate::Result<Ordering>,
    side_y: &crate::Result<Ordering>,
    gap_det: i128,
    shrinks: bool,
) -> bool {
    side_x.is_ok() && side_y.is_ok() && side_x != side_y && gap_det == 1 && shrinks
}

fn fact_lambda1_and_lambda_parity(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all_pairs_where(
        1,
        |a, b| upper(true)(a, b) && !cf(b, a).all_equal(),
        |&Pair(a, b), o| {
            let q = cf(b, a);
            let above = matches!(compare_with_lambda1(b, a, b / a), Ok(Ordering::Greater));
            let even = lambda_of(&q) % 2 == 0;
            o.value("continued fraction", &q)
                .value("b/a > λ1", above)
                .value("λ(a, b) even", even);
            Ok(above == even)
        },
    )
}

fn fact_all_equal_parity(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all_pairs_where(
        1,
        |a, b| upper(true)(a, b) && cf(b, a).all_equal(),
        |&Pair(a, b), o| {
            let q = cf(b, a);
            let (lambda, last) = (lambda_of(&q), q.last_index());
            let a0 = q.quotients()[0];
            o.value("continued fraction", &q)
                .value("a0", a0)
                .value("λ(a, b)", lambda)
                .value("n", last);
            Ok(all_equal_parity_holds(a0, lambda, last))
        },
    )
}

/// The fact at one expansion `[a0, …, a0]` with `n = last`: `a0 > 1` (the convention `an > 1`),
/// and `λ` is even exactly when `n` is.
fn all_equal_parity_holds(a0: u64, lambda: usize, last: usize) -> bool {
    a0 > 1 && (lambda % 2 == 0) == (last % 2 == 0)
}

/// `q_0 = 1, q_1 = a0, q_(i+2) = a0·q_(i+1) + q_i`, or `None` beyond `u64`.
fn q_sequence(a0: u64, i: u32) -> Option<u64> {
    let (mut q, mut next) = (1u64, a0);
    for _ in 0..i {
        let after = a0.checked_mul(next)?.checked_add(q)?;
        q = next;
        next = after;
    }
    Some(q)
}

fn fact_x_recurrence(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // x_i = [a0, …, a0] (i + 1 quotients) = q_(i+1)/q_i, and x_(i+1) = a0 + 1/x_i =
    // (a0·q_(i+1) + q_i)/q_(i+1).
    run.all(
        constant_cf_points(run.n),
        |&Fields([(_, a0), (_, i)]), o| {
            let i = i as u32;
            let x = constant_cf_value(a0, i + 1).expect("fits");
            let x_next = constant_cf_value(a0, i + 2).expect("fits");
            let (qi, qi1) = (q_sequence(a0, i), q_sequence(a0, i + 1));
            let by_q = qi.zip(qi1).map(|(qi, qi1)| (qi1, qi));
            // a0 + 1/x_i = (a0·num + den)/num.
            let step = (a0 as u128 * x.0 as u128 + x.1 as u128, x.0 as u128);
            o.value_with("x_i", || format!("{}/{}", x.0, x.1))
                .value_with("q_(i+1)/q_i", || {
                    by_q.map_or("beyond u64".to_string(), |(p, q)| format!("{p}/{q}"))
                })
                .value_with("a0 + 1/x_i", || format!("{}/{}", step.0, step.1))
                .value_with("x_(i+1)", || format!("{}/{}", x_next.0, x_next.1));
            Ok(x_recurrence_holds(by_q, x, step, x_next))
        },
    )
}

/// The recurrence at one `i`: `x_i = q_(i+1)/q_i` (`by_q`, `None` beyond `u64`), and
/// `a0 + 1/x_i` (`step`, unreduced) is `x_(i+1)`.
fn x_recurrence_holds(
    by_q: Option<(u64, u64)>,
    x: (u64, u64),
    step: (u128, u128),
    x_next: (u64, u64),
) -> bool {
    by_q == Some(x) && step == (x_next.0 as u128, x_next.1 as u128)
}

fn fact_q_closed_form(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // q_i = (λ1^(i+1) − λ2^(i+1))/(λ1 − λ2) = B(i+1)/2^i, with λ1^k − λ2^k = B(k)·√D/2^(k−1).
    run.all(
        constant_cf_points(run.n),
        |&Fields([(_, a0), (_, i)]), o| {
            let i = i as u32;
            let q = q_sequence(a0, i).expect("fits where x fits");
            let b = lambda_power_difference(a0, i + 1);
            let two_i = BigUint::from(1u32) << i;
            let closed_is_integer = (&b % &two_i) == BigUint::from(0u32);
            let closed = &b / &two_i;
            o.value("q_i", q).value(
                "(λ1^(i+1) − λ2^(i+1))/(λ1 − λ2)",
                if closed_is_integer {
                    closed.to_string()
                } else {
                    format!("{b}/{two_i}")
                },
            );
            Ok(closed_form_is_q(closed_is_integer, &closed, q))
        },
    )
}

/// The closed form at one `i`: `B(i+1)/2^i` is an integer (`closed_is_integer`) and it is
/// `q_i`.
fn closed_form_is_q(closed_is_integer: bool, closed: &BigUint, q: u64) -> bool {
    closed_is_integer && *closed == BigUint::from(q)
}

fn fact_xn(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // x_n by the printed closed form, evaluated exactly: with λ1^k − λ2^k = B(k)·√D/2^(k−1),
    // x_n = B(n+2)/(2·B(n+1)). It must be the rational [a0, …, a0] (n + 1 quotients), and lie
    // above λ1 exactly when n is odd.
    run.all(
        constant_cf_points(run.n),
        |&Fields([(_, a0), (_, n)]), o| {
            let (top, bottom) = (
                lambda_power_difference(a0, n as u32 + 2),
                lambda_power_difference(a0, n as u32 + 1) * 2u32,
            );
            let reduced = num_rational::Ratio::new(top, bottom);
            let (num, den) = (reduced.numer().clone(), reduced.denom().clone());
            let shown = format!("{num}/{den}");
            let as_cf = constant_cf_value(a0, n as u32 + 1).expect("fits");
            let (Ok(num), Ok(den)) = (u64::try_from(&num), u64::try_from(&den)) else {
                o.value("x_n", shown);
                return Ok(false);
            };
            let above = matches!(compare_with_lambda1(num, den, a0), Ok(Ordering::Greater));
            o.value_with("x_n", || format!("{num}/{den}"))
                .value_with("[a0, …, a0]", || format!("{}/{}", as_cf.0, as_cf.1))
                .value("x_n > λ1", above);
            Ok(xn_holds((num, den), as_cf, above, n))
        },
    )
}

/// The fact at one `n`: the printed closed form of `x_n` is the rational `[a0, …, a0]`
/// (`as_cf`), and it lies above `λ1` exactly when `n` is odd.
fn xn_holds(x_n: (u64, u64), as_cf: (u64, u64), above: bool, n: u64) -> bool {
    x_n == as_cf && above == (n % 2 == 1)
}

/// `(p + q·√D)/2^k` for the `D = a0² + 4` of one `a0`, exactly.
#[derive(Clone, Debug)]
struct Surd {
    p: BigInt,
    q: BigInt,
    k: u32,
}

impl Surd {
    /// λ1^k (`conjugate` false) or λ2^k.
    fn lambda_power(a0: u64, k: u32, conjugate: bool) -> Surd {
        let (a, b) = crate::arith::quadratic::lambda_power(a0, k);
        let b = BigInt::from(b);
        Surd {
            p: BigInt::from(a),
            q: if conjugate { -b } else { b },
            k,
        }
    }

    fn rational(num: u64, den: u64) -> (Surd, BigInt) {
        (
            Surd {
                p: BigInt::from(num),
                q: BigInt::from(0),
                k: 0,
            },
            BigInt::from(den),
        )
    }

    fn mul(&self, other: &Surd, d: &BigInt) -> Surd {
        Surd {
            p: &self.p * &other.p + &self.q * &other.q * d,
            q: &self.p * &other.q + &self.q * &other.p,
            k: self.k + other.k,
        }
    }

    fn scale(&self, factor: &BigInt) -> Surd {
        Surd {
            p: &self.p * factor,
            q: &self.q * factor,
            k: self.k,
        }
    }

    fn sub(&self, other: &Surd) -> Surd {
        let k = self.k.max(other.k);
        let lift = |s: &Surd| (&s.p << (k - s.k), &s.q << (k - s.k));
        let ((p1, q1), (p2, q2)) = (lift(self), lift(other));
        Surd {
            p: p1 - p2,
            q: q1 - q2,
            k,
        }
    }

    /// The sign of `p + q√D` (the power of two is positive).
    fn sign(&self, d: &BigInt) -> Ordering {
        use num_traits::Signed;
        let zero = BigInt::from(0);
        let (ps, qs) = (self.p.cmp(&zero), self.q.cmp(&zero));
        match (ps, qs) {
            (Ordering::Equal, s) | (s, Ordering::Equal) => s,
            (s, t) if s == t => s,
            // Opposite signs: compare p² with q²·D.
            (s, _) => {
                let (p2, q2d) = (self.p.abs().pow(2), self.q.abs().pow(2) * d);
                match p2.cmp(&q2d) {
                    Ordering::Greater => s,
                    Ordering::Less => s.reverse(),
                    Ordering::Equal => Ordering::Equal,
                }
            }
        }
    }
}

fn fact_xn_inequality_chain(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // For n odd: λ2^(n+1) > 0, λ1 > λ2 ⟹ λ1·λ2^(n+1) > λ2^(n+2) ⟹ λ1(λ1^(n+1) − λ2^(n+1)) <
    // λ1^(n+2) − λ2^(n+2) ⟹ λ1 < x_n; "similarly", for n even, every inequality reversed. Each
    // side is computed in ℚ(√D) and compared exactly.
    run.all(
        constant_cf_points(run.n),
        |&Fields([(_, a0), (_, n)]), o| {
            let d = BigInt::from(a0) * BigInt::from(a0) + 4;
            let n = n as u32;
            let ChainPowers {
                l1,
                l2,
                l1_n1,
                l2_n1,
                l1_n2,
                l2_n2,
            } = ChainPowers::of(a0, n);
            let want = if n % 2 == 1 {
                Ordering::Greater
            } else {
                Ordering::Less
            };
            // Each line as the sign of (left − right) in the odd case's direction.
            let positive = l2_n1.sign(&d);
            let line1 = l1.sub(&l2).sign(&d);
            let line2 = l1.mul(&l2_n1, &d).sub(&l2_n2).sign(&d);
            let line3 = l1_n2
                .sub(&l2_n2)
                .sub(&l1.mul(&l1_n1.sub(&l2_n1), &d))
                .sign(&d);
            let x = constant_cf_value(a0, n + 1).expect("fits");
            // x_n − λ1 = (num − λ1·den)/den.
            let (num, den) = Surd::rational(x.0, x.1);
            let line4 = num.sub(&l1.scale(&den)).sign(&d);
            // The printed right side, (λ1^(n+2) − λ2^(n+2))/(λ1^(n+1) − λ2^(n+1)) = B(n+2)/(2·B(n+1)),
            // against λ1 as well.
            let printed = Surd {
                p: BigInt::from(lambda_power_difference(a0, n + 2)),
                q: BigInt::from(0),
                k: 0,
            };
            let printed_den = BigInt::from(lambda_power_difference(a0, n + 1)) * 2;
            let line4_printed = printed.sub(&l1.scale(&printed_den)).sign(&d);
            o.value_with("λ2^(n+1) vs 0", || format!("{positive:?}"))
                .value_with("λ1 vs λ2", || format!("{line1:?}"))
                .value_with("λ1·λ2^(n+1) vs λ2^(n+2)", || format!("{line2:?}"))
                .value_with(
                    "λ1^(n+2) − λ2^(n+2) vs λ1(λ1^(n+1) − λ2^(n+1))",
                    || format!("{line3:?}"),
                )
                .value_with("x_n vs λ1", || format!("{line4:?}"))
                .value_with(
                    "(λ1^(n+2) − λ2^(n+2))/(λ1^(n+1) − λ2^(n+1)) vs λ1",
                    || format!("{line4_printed:?}"),
                );
            Ok(inequality_chain_holds(
                line1,
                [positive, line2, line3, line4, line4_printed],
                want,
            ))
        },
    )
}

/// The powers of `λ1` and `λ2` the printed chain compares at `n`.
struct ChainPowers {
    l1: Surd,
    l2: Surd,
    l1_n1: Surd,
    l2_n1: Surd,
    l1_n2: Surd,
    l2_n2: Surd,
}

impl ChainPowers {
    /// `λ1, λ2`, `λ1^(n+1), λ2^(n+1)` and `λ1^(n+2), λ2^(n+2)` for this `a0`.
    fn of(a0: u64, n: u32) -> ChainPowers {
        ChainPowers {
            l1: Surd::lambda_power(a0, 1, false),
            l2: Surd::lambda_power(a0, 1, true),
            l1_n1: Surd::lambda_power(a0, n + 1, false),
            l2_n1: Surd::lambda_power(a0, n + 1, true),
            l1_n2: Surd::lambda_power(a0, n + 2, false),
            l2_n2: Surd::lambda_power(a0, n + 2, true),
        }
    }
}

/// The chain at one `n`: `λ1 > λ2`, and each other line (`λ2^(n+1)` against 0, then the three
/// implications, the last against both the rational `x_n` and the printed quotient) is `want`,
/// its odd case's direction (`Greater`) or, for `n` even, the reverse.
fn inequality_chain_holds(
    line1: Ordering,
    [positive, line2, line3, line4, line4_printed]: [Ordering; 5],
    want: Ordering,
) -> bool {
    line1 == Ordering::Greater
        && positive == want
        && line2 == want
        && line3 == want
        && line4 == want
        && line4_printed == want
}

#[cfg(test)]
#[path = "chl2011_tests_statements.rs"]
mod tests_statements;

fn remark_4_check(run: &mut Run<'_>, all_a0: bool) -> Verdict {
    run.all_pairs_where(
        1,
        |a, b| upper(true)(a, b) && (all_a0 || b / a > 1),
        |&Pair(a, b), o| {
            let x = engine(Pair(a, b), "xₙ", corollary_x_index(b, a, b / a))?;
            let q = cf(b, a);
            o.value("continued fraction", &q)
                .value("b/a = x_n for some n", x.is_some())
                .value("all quotients equal", q.all_equal());
            Ok(x.is_some() == q.all_equal())
        },
    )
}

fn remark_4(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    remark_4_check(run, false)
}

fn remark_4_reading_any_a0(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    remark_4_check(run, true)
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

thread_local! {
    /// fact-theorem-1-proof-properties' values over the moves at one point, reused from point
    /// to point on each thread (a set built at every point was an allocation per move).
    static MOVE_VALUES: std::cell::RefCell<Vec<u64>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Whether every integer `0 ≤ k < g` is in `values` (sorted, without repeats): the smallest
/// integer not among them is the first place `i` whose value is not `i` (the values before it
/// are 0, …, i − 1; those from it on exceed `i`), and it must be `g` or more.
fn all_below(values: &[u64], g: u64) -> bool {
    let first_missing = values
        .iter()
        .zip(0u64..)
        .position(|(&v, i)| v != i)
        .unwrap_or(values.len());
    first_missing as u64 >= g
}

/// The proof of Theorem 1's two defining properties at a position of value `g` whose moves have
/// the values `values` (sorted, without repeats).
struct DefiningProperties {
    /// 1. No move has the value `g`.
    no_move_of_value_g: bool,
    /// 2. Every `0 ≤ k < g` is the value of a move.
    every_value_below: bool,
}

impl DefiningProperties {
    fn of(values: &[u64], g: u64) -> DefiningProperties {
        DefiningProperties {
            no_move_of_value_g: values.binary_search(&g).is_err(),
            every_value_below: all_below(values, g),
        }
    }

    fn hold(&self) -> bool {
        self.no_move_of_value_g && self.every_value_below
    }
}

fn fact_theorem_1_proof_properties(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let g = theorem_1_expression((a, b));
        MOVE_VALUES.with_borrow_mut(|values| {
            // The set of the moves' values, as a sorted vector without repeats.
            values.clear();
            values.extend(ColeDavieEuclid.moves(&(a, b)).map(theorem_1_expression));
            values.sort_unstable();
            values.dedup();
            let properties = DefiningProperties::of(values, g);
            o.value("G(p) by Theorem 1", g)
                .value_with("G(q) over the moves", || {
                    format!("{:?}", values.iter().collect::<BTreeSet<_>>())
                })
                .value("property 1", properties.no_move_of_value_g)
                .value("property 2", properties.every_value_below);
            Ok(properties.hold())
        })
    })
}

/// Whether `q` is in the paper's convention with `a0 ≥ 1`: positive quotients, the last above 1
/// when there are several.
fn in_convention(q: &[u64]) -> bool {
    !q.is_empty() && q.iter().all(|&x| x >= 1) && (q.len() == 1 || q[q.len() - 1] >= 2)
}

/// The largest `s` with `F(s + 1) ≤ n` (`F(1) = F(2) = 1`): every sequence of positive
/// quotients summing to at most `s` expands to a ratio whose entries are at most `n` (the
/// largest is `[1, …, 1]`, `F(s + 1)/F(s)`).
fn quotient_sum_within(n: u64) -> u64 {
    let (mut s, mut next) = (0u64, (1u64, 2u64)); // F(s + 2), F(s + 3)
    while next.0 <= n {
        s += 1;
        next = (next.1, next.0.saturating_add(next.1));
    }
    s
}

/// The first half of fact-positions-as-continued-fractions at a reduced position `at`: its
/// expansion `q` is in S (`in_s`) and evaluates `back` to it, and it is a position of Grossman's
/// game (`grossman`) exactly when `q` is in S_G (not `[0]`).
fn expansion_of_position_holds(
    q: &[u64],
    in_s: bool,
    back: (u64, u64),
    at: (u64, u64),
    grossman: bool,
) -> bool {
    in_s && back == at && grossman == (q != [0])
}

/// The second half at an expansion `q` of S other than `[0]`, which evaluates to `(a, b)`: the
/// position is reduced, its expansion is `q` itself, and both its entries are positive.
fn position_of_expansion_holds(q: &[u64], reduced: bool, expansion: &[u64], a: u64) -> bool {
    reduced && expansion == q && a >= 1
}

fn fact_positions_as_continued_fractions(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Every reduced position (up to order; (0, 1) for a zero entry) has its expansion in S,
    // which evaluates back to it; it is a position of Grossman's game exactly when the
    // expansion is not [0].
    let positions = run.all_pairs_where(
        0,
        |a, b| a <= b && b >= 1 && gcd(a, b) == 1,
        |&Pair(a, b), o| {
            let q = position_cf((a, b));
            let in_s = q == [0] || in_convention(&q);
            let back = ContinuedFraction::from_quotients(&q)
                .and_then(|c| c.to_fraction())
                .map(|(num, den)| ordered(den, num));
            let back = engine(Pair(a, b), "its position", back)?;
            let grossman = GrossmanGame.check_position(&(a, b)).is_ok();
            o.value_with("expansion", || format!("{q:?}"))
                .value("in S", in_s)
                .value_with("its position", || Pair(back.0, back.1))
                .value("a position of Grossman's game", grossman)
                .value("in S_G", q != [0]);
            Ok(expansion_of_position_holds(
                &q,
                in_s,
                back,
                (a, b),
                grossman,
            ))
        },
    );
    // Every expansion of S other than [0], up to a quotient sum whose ratios fit the bound, is
    // the expansion of a reduced position of both games.
    let s = quotient_sum_within(run.n);
    positions.and_then(|| {
        run.all(
            compositions(s).filter(|p| in_convention(&p.0)),
            |Piles(q), o| {
                let (b, a) = engine(
                    Piles(q.clone()),
                    "its position",
                    ContinuedFraction::from_quotients(q).and_then(|c| c.to_fraction()),
                )?;
                let reduced = gcd(a, b) == 1;
                let expansion = position_cf((a, b));
                o.value("its position", Pair(a, b))
                    .value("reduced", reduced)
                    .value_with("its expansion", || format!("{expansion:?}"))
                    .value(
                        "a position of Grossman's game",
                        GrossmanGame.check_position(&(a, b)).is_ok(),
                    );
                Ok(position_of_expansion_holds(q, reduced, &expansion, a))
            },
        )
    })
}

/// The reduced `0 < a ≤ b` (walked from 1): each reduced position once, up to the order of its
/// entries.
fn reduced_a_at_most_b(a: u64, b: u64) -> bool {
    a <= b && gcd(a, b) == 1
}

/// The reduced `0 < a < b` (walked from 1), the positions the proofs name by `[a0, a1, …, an]`.
fn reduced_a_below_b(a: u64, b: u64) -> bool {
    a < b && gcd(a, b) == 1
}

fn remark_2_reading_all_serial_nim(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Both Serial Nim positions whose piles expand to b/a: [a0, …, an] (the paper's convention)
    // and [a0, …, an − 1, 1], each with the value of the Euclid position (a, b).
    let t = truth_or_return!(ctx, CD, false, run.n);
    let serial = super::Solvers::new(|| ReferenceSolver::with_budget(SerialNim, u64::MAX));
    run.all_pairs_where(1, reduced_a_at_most_b, |&Pair(a, b), o| {
        let g = t.value(a, b)?;
        let piles = position_cf((a, b));
        // [a0, …, an − 1, 1]; for [1] that is [0, 1], whose first pile is empty: no position.
        let last = piles[piles.len() - 1];
        let other = (last >= 2).then(|| {
            let mut p = piles.clone();
            *p.last_mut().expect("a quotient") = last - 1;
            p.push(1);
            p
        });
        let (s, s_other) = serial
            .with(|solver| -> crate::Result<(u32, Option<u32>)> {
                let s = solver.sprague_grundy(&piles)?;
                let s_other = match &other {
                    Some(p) => Some(solver.sprague_grundy(p)?),
                    None => None,
                };
                Ok((s, s_other))
            })
            .map_err(|e| Failure::at_pair(a, b).answer("serial nim", e))?;
        o.value_with("rational", || format!("{b}/{a}"))
            .value("G", g)
            .value_with("piles", || format!("{piles:?}"))
            .value("serial nim", s)
            .value_with("other piles", || {
                other
                    .as_ref()
                    .map_or("none".to_string(), |p| format!("{p:?}"))
            })
            .value_with("serial nim of the other piles", || {
                s_other.map_or("none".to_string(), |v| v.to_string())
            });
        Ok(g == u64::from(s) && s_other.is_none_or(|v| g == u64::from(v)))
    })
}

fn fact_corollary_proof_unequal_case(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, run.n);
    run.all_pairs_where(
        1,
        |a, b| upper(true)(a, b) && !cf(b, a).all_equal(),
        |&Pair(a, b), o| {
            let q = cf(b, a);
            let a0 = q.quotients()[0];
            let above = matches!(compare_with_lambda1(b, a, a0), Ok(Ordering::Greater));
            let display = if above { a0 } else { a0 - 1 };
            let g = t.value(a, b)?;
            let theorem_1 = engine(Pair(a, b), "Theorem 1", chl2011::theorem_1(a, b))?;
            o.value("continued fraction", &q)
                .value("a0", a0)
                .value("b/a > λ1", above)
                .value("G", g)
                .value("Theorem 1", theorem_1)
                .value("a0 if b/a > λ1, a0 − 1 otherwise", display);
            Ok(g == display && theorem_1 == display)
        },
    )
}

fn fact_corollary_proof_equal_case(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, run.n);
    run.all_pairs_where(
        1,
        |a, b| upper(true)(a, b) && cf(b, a).all_equal(),
        |&Pair(a, b), o| {
            let q = cf(b, a);
            let (a0, n) = (q.quotients()[0], q.last_index());
            let x = engine(Pair(a, b), "xₙ", corollary_x_index(b, a, a0))?;
            let below = matches!(compare_with_lambda1(b, a, a0), Ok(Ordering::Less));
            let display = if n % 2 == 0 { a0 } else { a0 - 1 };
            let g = t.value(a, b)?;
            let theorem_1 = engine(Pair(a, b), "Theorem 1", chl2011::theorem_1(a, b))?;
            // "as L(a, b) is even if and only if n is even"
            let lambda = lambda_of(&q);
            o.value("continued fraction", &q)
                .value("n", n)
                .value("L(a, b)", lambda)
                .value_with("b/a = x_n", || {
                    x.map_or("for no n".to_string(), |k| format!("n = {k}"))
                })
                .value("b/a < λ1", below)
                .value("G", g)
                .value("Theorem 1", theorem_1)
                .value("a0 if n is even, a0 − 1 otherwise", display);
            Ok(g == display
                && theorem_1 == display
                && (lambda % 2 == 0) == (n % 2 == 0)
                && x == u32::try_from(n).ok()
                && (n % 2 == 0) == below)
        },
    )
}

fn remark_4_reading_a_over_b(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // a/b as printed: never one of the xn of a0 = ⌊b/a⌋.
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let a0 = b / a;
        let x = engine(Pair(a, b), "xₙ", corollary_x_index(a, b, a0))?;
        o.value("a0", a0).value("a/b = x_n for some n", x.is_some());
        Ok(x.is_none())
    })
}

/// A position `p = (a, b)`, `0 < a < b`, reduced, as the proof of Theorem 1 reads it: its
/// expansion `[a0, a1, …, an]`, `L(p)` and `G(p) = ⌊b/a⌋ − [L(p) odd]` (Theorem 1's expression).
struct ProofPosition {
    p: (u64, u64),
    q: Vec<u64>,
    lambda: usize,
    g: u64,
}

/// A position the proof names by its expansion: the position itself (reduced, `b/a` the
/// expansion's value, `(1, 0)` for `[0]`), with `L` and `G` computed from it.
struct Named {
    expansion: Vec<u64>,
    at: (u64, u64),
    lambda: usize,
    g: u64,
}

impl Named {
    fn of(expansion: Vec<u64>, point: &dyn std::fmt::Display) -> Result<Named, Failure> {
        let fraction = ContinuedFraction::from_quotients(&expansion).and_then(|c| c.to_fraction());
        let (num, den) = engine(point, "the position the proof names", fraction)?;
        let at = (den, num);
        let (lo, hi) = ordered(den, num);
        let lambda = if lo == 0 { 0 } else { lambda_of(&cf(hi, lo)) };
        Ok(Named {
            expansion,
            at,
            lambda,
            g: theorem_1_expression(at),
        })
    }

    fn odd(&self) -> bool {
        self.lambda % 2 == 1
    }

    fn shown(&self) -> String {
        format!("{:?}", self.expansion)
    }
}

impl ProofPosition {
    fn of(a: u64, b: u64) -> ProofPosition {
        let q = position_cf((a, b));
        let lambda = chl2011::lambda(q.iter().copied());
        ProofPosition {
            p: (a, b),
            g: b / a - (lambda % 2) as u64,
            q,
            lambda,
        }
    }

    fn a0(&self) -> u64 {
        self.q[0]
    }

    fn a1(&self) -> Option<u64> {
        self.q.get(1).copied()
    }

    fn odd(&self) -> bool {
        self.lambda % 2 == 1
    }

    /// `[c, a1, …, an]`.
    fn with_first(&self, c: u64) -> Vec<u64> {
        std::iter::once(c)
            .chain(self.q[1..].iter().copied())
            .collect()
    }

    /// `[a1, …, an]`, when `n > 0`.
    fn tail(&self) -> Option<Vec<u64>> {
        (self.q.len() > 1).then(|| self.q[1..].to_vec())
    }

    /// Whether `to` is a move of `p` in Euclid, up to the order of the entries (the tail
    /// `[a1, …, an]` of `(a, b)` is the move to `(a, b mod a)`, named `(b mod a, a)`).
    fn moves_to(&self, to: &Named) -> bool {
        let (x, y) = to.at;
        ColeDavieEuclid.is_move(&self.p, &(x, y)) || ColeDavieEuclid.is_move(&self.p, &(y, x))
    }

    /// "as required": `to` is a move of `p` and `G(to) = k`.
    fn moves_to_value(&self, to: &Named, k: u64) -> bool {
        to.g == k && self.moves_to(to)
    }

    /// "So it remains to treat the case where L(p) is even. In this case, G(p) = a0 and
    /// a0 ≥ a1" (where there is an a1).
    fn even_case(&self) -> bool {
        let a0 = self.a0();
        self.g == a0 && self.a1().is_none_or(|a1| a0 >= a1)
    }
}

/// The reduced `0 < a < b` whose `L` has the parity `odd`, each with `k` from `k_from` up to
/// `G(p) − 1`: the points `a = …, b = …, k = …`, by `b`, then `a`, then `k`.
fn proof_points(n: u64, odd: bool, k_from: u64) -> impl Iterator<Item = Fields<3>> {
    pairs(1, n, true)
        .filter(|&Pair(a, b)| gcd(a, b) == 1)
        .flat_map(move |Pair(a, b)| {
            let lambda = chl2011::lambda(PartialQuotients::new(b, a).expect("a > 0"));
            let g = b / a - (lambda % 2) as u64;
            let ks = if (lambda % 2 == 1) == odd {
                k_from..g
            } else {
                0..0
            };
            ks.map(move |k| Fields([("a", a), ("b", b), ("k", k)]))
        })
}

fn fact_theorem_1_proof_first_term_move(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Every move q = [a0 − i, a1, …, an], 1 ≤ i < a0: G(p) − G(q) = i − [L(p) odd] + [L(q) odd]
    // ("from the definition of G", so equal values need i = 1, L(p) odd and L(q) even); and
    // that case never occurs ("a0 ≤ a1" as L(p) is odd, "a0 − 1 ≥ a1" as L(q) is even).
    run.all_pairs_where(1, reduced_a_below_b, |&Pair(a, b), o| {
        let p = ProofPosition::of(a, b);
        let moves = FirstTermMoves::of(&p, &Pair(a, b))?;
        o.value_with("continued fraction", || format!("{:?}", p.q))
            .value("λ(p)", p.lambda)
            .value("G(p)", p.g)
            .value_with("G(q), i = 1, …, a0 − 1", || format!("{:?}", moves.gs))
            .value_with("λ(q), i = 1, …, a0 − 1", || {
                format!("{:?}", moves.lambdas)
            })
            .value("i = 1 with L(p) odd and L(q) even", moves.equal_case);
        Ok(moves.hold())
    })
}

/// The moves `q = [a0 − i, a1, …, an]`, `1 ≤ i < a0`, of `p`, as the proof of property (1)
/// reads them.
struct FirstTermMoves {
    /// Each is a move of `p`, with `G(p) − G(q) = i − [L(p) odd] + [L(q) odd]` and, where `p` has
    /// an a1, the printed reasons ([`first_term_reasons`]).
    each_as_printed: bool,
    /// One has `i = 1`, `L(p)` odd and `L(q)` even: the case of equal values, "impossible".
    equal_case: bool,
    /// `G(q)`, `i = 1, …, a0 − 1`.
    gs: Vec<u64>,
    /// `L(q)`, `i = 1, …, a0 − 1`.
    lambdas: Vec<usize>,
}

impl FirstTermMoves {
    fn of(p: &ProofPosition, point: &dyn std::fmt::Display) -> Result<FirstTermMoves, Failure> {
        let a0 = p.a0();
        let (mut each_as_printed, mut equal_case) = (true, false);
        let (mut gs, mut lambdas) = (Vec::new(), Vec::new());
        for i in 1..a0 {
            let q = Named::of(p.with_first(a0 - i), point)?;
            let difference = i128::from(p.g) - i128::from(q.g);
            let printed = i128::from(i) - i128::from(p.odd()) + i128::from(q.odd());
            each_as_printed &= p.moves_to(&q) && difference == printed;
            if i == 1 && p.odd() && !q.odd() {
                equal_case = true;
            }
            if let Some(a1) = p.a1() {
                each_as_printed &= first_term_reasons(i, a0, a1, p.odd(), q.odd());
            }
            gs.push(q.g);
            lambdas.push(q.lambda);
        }
        Ok(FirstTermMoves {
            each_as_printed,
            equal_case,
            gs,
            lambdas,
        })
    }

    /// Every move as printed, and never the case of equal values.
    fn hold(&self) -> bool {
        self.each_as_printed && !self.equal_case
    }
}

/// The printed reasons at the move `q = [a0 − i, a1, …, an]`: "As L(p) is odd, a0 ≤ a1, and as
/// L(q) is even, a0 − 1 ≥ a1" (the latter for `i = 1`, the case of equal values).
fn first_term_reasons(i: u64, a0: u64, a1: u64, p_odd: bool, q_odd: bool) -> bool {
    (!p_odd || a0 <= a1) && (i != 1 || q_odd || a0 > a1)
}

/// The tail move of the proof of property (1): the move left besides the `[a0 − i, a1, …, an]`,
/// `1 ≤ i < a0`, is `[a1, …, an]`, and `G(q) = G(p)` would need one of (i), (ii), (iii), none of
/// which can hold. With `zero_tail`, `[a1, …, an]` for `n = 0` is read as `[0]` (`a1 = 0`).
fn proof_tail_move(run: &mut Run<'_>, zero_tail: bool) -> Verdict {
    run.all_pairs_where(1, reduced_a_below_b, |&Pair(a, b), o| {
        let p = ProofPosition::of(a, b);
        let a0 = p.a0();
        // "So we may assume that q = [a1, …, an]": the moves left.
        let left: Vec<Vec<u64>> = ColeDavieEuclid
            .moves(&(a, b))
            .map(position_cf)
            .filter(|m| !((1..a0).contains(&m[0]) && m[1..] == p.q[1..]))
            .collect();
        let tail = p.tail().or_else(|| zero_tail.then(|| vec![0]));
        o.value_with("continued fraction", || format!("{:?}", p.q))
            .value("λ(p)", p.lambda)
            .value("G(p)", p.g)
            .value_with("the moves left", || format!("{left:?}"))
            .value_with("[a1, …, an]", || {
                tail.as_ref()
                    .map_or("none".to_string(), |t| format!("{t:?}"))
            });
        let Some(tail) = tail else {
            return Ok(false);
        };
        let only_the_tail = only_the_tail(&left, &tail);
        let q = Named::of(tail, &Pair(a, b))?;
        let tail_move = TailMove::of(&p, &q);
        let [case_i, case_ii, case_iii] = tail_move.cases;
        o.value("λ(q)", q.lambda)
            .value("G(q)", q.g)
            .value("(i)", case_i)
            .value("(ii)", case_ii)
            .value("(iii)", case_iii);
        Ok(tail_move.holds(only_the_tail, p.moves_to(&q)))
    })
}

/// "So we may assume that q = [a1, …, an]": the moves left (`left`, as expansions) are that one
/// alone.
fn only_the_tail(left: &[Vec<u64>], tail: &[u64]) -> bool {
    left.len() == 1 && left[0] == tail
}

/// What the proof of property (1) says of the tail move `q = [a1, …, an]` of `p = [a0, …, an]`.
struct TailMove {
    /// `G(p) − G(q) = (a0 − a1) − [L(p) odd] + [L(q) odd]` (G's definition).
    difference_as_printed: bool,
    /// (i), (ii), (iii): "At first sight, as G(q) = G(p), there are three possibilities".
    cases: [bool; 3],
    /// `G(q) = G(p)` exactly when one of the three holds.
    three: bool,
    /// The printed reasons: "a0 ≥ a1 when L(p) is even", "a0 ≤ a1 when L(p) is odd", and, from
    /// the definition of L, a0 = a1 gives L(p) = L(q) + 1, so different parities.
    reasons: bool,
}

impl TailMove {
    fn of(p: &ProofPosition, q: &Named) -> TailMove {
        let (a0, a1) = (p.a0(), q.expansion[0]);
        let difference = i128::from(p.g) - i128::from(q.g);
        let printed = i128::from(a0) - i128::from(a1) - i128::from(p.odd()) + i128::from(q.odd());
        let case_i = a0 + 1 == a1 && !p.odd() && q.odd();
        let case_ii = a0 == a1 + 1 && p.odd() && !q.odd();
        let case_iii = a0 == a1 && p.odd() == q.odd();
        let three = (p.g == q.g) == (case_i || case_ii || case_iii);
        let reasons = (p.odd() || a0 >= a1)
            && (!p.odd() || a0 <= a1)
            && (a0 != a1 || (p.lambda == q.lambda + 1 && p.odd() != q.odd()));
        TailMove {
            difference_as_printed: difference == printed,
            cases: [case_i, case_ii, case_iii],
            three,
            reasons,
        }
    }

    /// The check, given whether the moves left are `q` alone (`only_the_tail`) and whether `q`
    /// is a move of `p` (`is_move`): the difference as printed, the three possibilities exactly
    /// when the values are equal, none of them, and the printed reasons.
    fn holds(&self, only_the_tail: bool, is_move: bool) -> bool {
        let [case_i, case_ii, case_iii] = self.cases;
        only_the_tail
            && is_move
            && self.difference_as_printed
            && self.three
            && !(case_i || case_ii || case_iii)
            && self.reasons
    }
}

fn fact_theorem_1_proof_tail_move(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    proof_tail_move(run, true)
}

fn fact_theorem_1_proof_tail_move_reading_no_tail(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    proof_tail_move(run, false)
}

fn fact_theorem_1_proof_property_2_odd(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all(
        proof_points(run.n, true, 0),
        |&Fields([(_, a), (_, b), (_, k)]), o| {
            let p = ProofPosition::of(a, b);
            let a0 = p.a0();
            o.value_with("continued fraction", || format!("{:?}", p.q))
                .value("λ(p)", p.lambda)
                .value("G(p)", p.g);
            // "Since L(p) is odd, a0 ≤ a1."
            let Some(a1) = p.a1() else {
                return Ok(false);
            };
            // "Consider the position q = [k + 1, a1, …, an]. … In particular, k + 1 < a1 and
            // thus L(q) = 1. It follows that G(q) = k, as required."
            let q = Named::of(p.with_first(k + 1), &Fields([("a", a), ("b", b), ("k", k)]))?;
            let is_move = p.moves_to(&q);
            o.value("a0", a0)
                .value("a1", a1)
                .value_with("q", || q.shown())
                .value("λ(q)", q.lambda)
                .value("G(q)", q.g)
                .value("q is a move of p", is_move);
            Ok(odd_case_holds(&p, a1, k, &q, is_move))
        },
    )
}

/// Property (2) when `L(p)` is odd, at `k`, with `q = [k + 1, a1, …, an]` (`is_move`: a move of
/// `p`): "First suppose that L(p) is odd, so G(p) = a0 − 1. … Since L(p) is odd, a0 ≤ a1. In
/// particular, k + 1 < a1 and thus L(q) = 1. It follows that G(q) = k, as required."
fn odd_case_holds(p: &ProofPosition, a1: u64, k: u64, q: &Named, is_move: bool) -> bool {
    let a0 = p.a0();
    p.g + 1 == a0 && a0 <= a1 && k + 1 < a1 && q.lambda == 1 && q.g == k && is_move
}

/// What the proof of property (2) names at one point: the move of value `k` it reaches (or
/// none), and the first printed step that is false there (or none).
struct ProofStep {
    witness: Option<Named>,
    false_step: Option<&'static str>,
}

impl ProofStep {
    fn found(witness: Named) -> ProofStep {
        ProofStep {
            witness: Some(witness),
            false_step: None,
        }
    }

    fn fails(step: &'static str) -> ProofStep {
        ProofStep {
            witness: None,
            false_step: Some(step),
        }
    }

    /// `witness` if every step checked on the way holds, else the first false one.
    fn unless(steps: &[(bool, &'static str)], witness: Named) -> ProofStep {
        match steps.iter().find(|(holds, _)| !holds) {
            Some(&(_, step)) => ProofStep::fails(step),
            None => ProofStep::found(witness),
        }
    }

    /// The witness's expansion, as a failure shows it.
    fn shown(&self) -> String {
        self.witness
            .as_ref()
            .map_or("none".to_string(), Named::shown)
    }
}

/// Property (2) for `k = 0` when `L(p)` is even: the proof's move of value 0. With `corrected`,
/// `n = 0` (no `a1`) takes the move `[a0] ↦ [0]`.
fn proof_k_zero(run: &mut Run<'_>, corrected: bool) -> Verdict {
    run.all_pairs_where(
        1,
        |a, b| {
            a < b
                && gcd(a, b) == 1
                && chl2011::lambda(PartialQuotients::new(b, a).expect("a > 0")) % 2 == 0
        },
        |&Pair(a, b), o| {
            let p = ProofPosition::of(a, b);
            let a0 = p.a0();
            let here = Pair(a, b);
            // "In this case, G(p) = a0 and a0 ≥ a1."
            let case = p.even_case();
            let mut shown_q = None;
            let step = if a0 > 1 {
                // "Consider q = [1, a1, …, an]."
                let q = Named::of(p.with_first(1), &here)?;
                let q_odd = q.odd();
                shown_q = Some((q.expansion.clone(), q.lambda, q.g));
                if q_odd {
                    // "we may assume that L(q) is even, since otherwise G(q) = 0, as required"
                    let steps = [(p.moves_to_value(&q, 0), "G(q) = 0, as required")];
                    ProofStep::unless(&steps, q)
                } else {
                    match (p.a1(), p.tail()) {
                        (Some(a1), Some(tail)) => {
                            // "In particular, we have a1 = 1. Let q′ = [a1, …, an]. But if L(q)
                            // is even, then L(q′) is odd and hence G(q′) = a1 − 1 = 0, as
                            // required."
                            let q1 = Named::of(tail, &here)?;
                            let steps = [
                                (a1 == 1, "a1 = 1"),
                                (q1.odd(), "L(q′) is odd"),
                                (q1.g + 1 == a1 && q1.g == 0, "G(q′) = a1 − 1 = 0"),
                                (p.moves_to(&q1), "q′ is a move of p"),
                            ];
                            ProofStep::unless(&steps, q1)
                        }
                        _ if corrected => {
                            // n = 0: no a1; the move [a0] ↦ [0], of value 0.
                            let zero = Named::of(vec![0], &here)?;
                            let steps = [(p.moves_to_value(&zero, 0), "G([0]) = 0")];
                            ProofStep::unless(&steps, zero)
                        }
                        _ => ProofStep::fails("a1 = 1: there is no a1 (n = 0)"),
                    }
                }
            } else {
                // "Similarly, if a0 = 1, then as L(p) is even, we have a1 = 1, and since L(p) is
                // even, L(q′) is odd and G(q′) = 0."
                match (p.a1(), p.tail()) {
                    (Some(a1), Some(tail)) => {
                        let q1 = Named::of(tail, &here)?;
                        let steps = [
                            (a1 == 1, "a1 = 1"),
                            (q1.odd(), "L(q′) is odd"),
                            (q1.g == 0, "G(q′) = 0"),
                            (p.moves_to(&q1), "q′ is a move of p"),
                        ];
                        ProofStep::unless(&steps, q1)
                    }
                    _ => ProofStep::fails("a1 = 1: there is no a1 (n = 0)"),
                }
            };
            o.value_with("continued fraction", || format!("{:?}", p.q))
                .value("λ(p)", p.lambda)
                .value("G(p)", p.g)
                .value_with("q = [1, a1, …, an]", || {
                    shown_q
                        .as_ref()
                        .map_or("none".to_string(), |(s, _, _)| format!("{s:?}"))
                })
                .value_with("λ(q)", || {
                    shown_q
                        .as_ref()
                        .map_or("none".to_string(), |(_, l, _)| l.to_string())
                })
                .value_with("the move of value 0 the proof names", || step.shown())
                .value(
                    "the printed step that fails",
                    step.false_step.unwrap_or("none"),
                );
            Ok(case && step.witness.is_some())
        },
    )
}

fn fact_theorem_1_proof_property_2_k_zero(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    proof_k_zero(run, false)
}

fn fact_theorem_1_proof_property_2_k_zero_corrected(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    proof_k_zero(run, true)
}

/// "So we may assume that L(q) is odd and thus k ≤ a1. In this case, we have G(q) = k − 1": what
/// the proof of property (2) says of `q = [k, a1, …, an]`, of value `g_q`, when `L(q)` is odd.
fn odd_q_as_printed(k: u64, a1: u64, g_q: u64) -> bool {
    k <= a1 && g_q + 1 == k
}

/// "Thus k + 1 ≥ a1 ≥ k."
fn a1_between(k: u64, a1: u64) -> bool {
    k + 1 >= a1 && a1 >= k
}

/// Property (2) for `0 < k < G(p)` when `L(p)` is even: the proof's move of value `k`. The last
/// step reads its premise as printed, "L(q) is even", or, `corrected`, "L(q′) is even".
fn proof_k_positive(run: &mut Run<'_>, corrected: bool) -> Verdict {
    run.all(
        proof_points(run.n, false, 1),
        |&Fields([(_, a), (_, b), (_, k)]), o| {
            let p = ProofPosition::of(a, b);
            let here = Fields([("a", a), ("b", b), ("k", k)]);
            // "In this case, G(p) = a0 and a0 ≥ a1."
            let case = p.even_case();
            // "Now suppose that 0 < k < G(p) and let q = [k, a1, …, an]."
            let q = Named::of(p.with_first(k), &here)?;
            let mut shown = vec![(q.expansion.clone(), q.lambda, q.g)];
            let step = if !q.odd() {
                // "If L(q) is even, then G(q) = k, as required."
                let steps = [(p.moves_to_value(&q, k), "G(q) = k, as required")];
                ProofStep::unless(&steps, q)
            } else {
                // "So we may assume that L(q) is odd and thus k ≤ a1. In this case, we have
                // G(q) = k − 1. Let q′ = [k + 1, a1, …, an]."
                let q_odd = q.odd();
                let q1 = Named::of(p.with_first(k + 1), &here)?;
                shown.push((q1.expansion.clone(), q1.lambda, q1.g));
                match (p.a1(), p.tail()) {
                    (Some(a1), Some(tail)) => {
                        if !odd_q_as_printed(k, a1, q.g) {
                            ProofStep::fails("k ≤ a1 and G(q) = k − 1")
                        } else if q1.odd() {
                            // "If L(q′) is odd, then G(q′) = k, as required"
                            let steps = [(p.moves_to_value(&q1, k), "G(q′) = k, as required")];
                            ProofStep::unless(&steps, q1)
                        } else {
                            // "… and therefore k + 1 ≥ a1. Thus k + 1 ≥ a1 ≥ k. Hence, either
                            // k + 1 = a1 or k = a1. Consider q″ = [a1, …, an]."
                            let q2 = Named::of(tail, &here)?;
                            shown.push((q2.expansion.clone(), q2.lambda, q2.g));
                            if !a1_between(k, a1) {
                                ProofStep::fails("k + 1 ≥ a1 ≥ k")
                            } else if k == a1 {
                                // "If k = a1, then as L(q) is odd, L(q″) is even, and hence
                                // G(q″) = a1 = k, as required."
                                let steps = [
                                    (q_odd, "L(q) is odd"),
                                    (!q2.odd(), "L(q″) is even"),
                                    (q2.g == a1 && q2.g == k, "G(q″) = a1 = k"),
                                    (p.moves_to(&q2), "q″ is a move of p"),
                                ];
                                ProofStep::unless(&steps, q2)
                            } else {
                                // "Finally, if k + 1 = a1, then as L(q) is even, L(q″) is odd,
                                // and hence G(q″) = a1 − 1 = k, as required."
                                let premise = if corrected {
                                    (!q1.odd(), "L(q′) is even")
                                } else {
                                    (!q_odd, "L(q) is even")
                                };
                                let steps = [
                                    premise,
                                    (q2.odd(), "L(q″) is odd"),
                                    (q2.g + 1 == a1 && q2.g == k, "G(q″) = a1 − 1 = k"),
                                    (p.moves_to(&q2), "q″ is a move of p"),
                                ];
                                ProofStep::unless(&steps, q2)
                            }
                        }
                    }
                    _ => ProofStep::fails("k ≤ a1: there is no a1 (n = 0)"),
                }
            };
            // The names of the positions and their values: static, so that nothing is formatted
            // unless a point is recorded.
            let names = [
                ("q", "λ(q)", "G(q)"),
                ("q′", "λ(q′)", "G(q′)"),
                ("q″", "λ(q″)", "G(q″)"),
            ];
            o.value_with("continued fraction", || format!("{:?}", p.q))
                .value("λ(p)", p.lambda)
                .value("G(p)", p.g);
            for ((name, lambda_name, g_name), (expansion, lambda, g)) in names.iter().zip(&shown) {
                o.value_with(name, || format!("{expansion:?}"))
                    .value(lambda_name, lambda)
                    .value(g_name, g);
            }
            o.value_with("the move of value k the proof names", || step.shown())
                .value(
                    "the printed step that fails",
                    step.false_step.unwrap_or("none"),
                );
            Ok(case && step.witness.is_some())
        },
    )
}

fn fact_theorem_1_proof_property_2_k_positive(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    proof_k_positive(run, false)
}

fn fact_theorem_1_proof_property_2_k_positive_corrected(
    _ctx: &Ctx<'_>,
    run: &mut Run<'_>,
) -> Verdict {
    proof_k_positive(run, true)
}

fn fact_a0_is_floor(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "So a0 = ⌊b/a⌋": the expansion in the convention, which gives back b/a, starts with ⌊b/a⌋.
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let q = cf(b, a);
        o.value("continued fraction", &q)
            .value("a0", q.quotients()[0])
            .value("⌊b/a⌋", b / a);
        Ok(a0_is_floor_holds(&q, a, b))
    })
}

/// "So a0 = ⌊b/a⌋" with `q` the expansion of `b/a`: `q` is in the convention, evaluates to `b/a`
/// in lowest terms, and starts with `⌊b/a⌋`.
fn a0_is_floor_holds(q: &ContinuedFraction, a: u64, b: u64) -> bool {
    let in_convention = ContinuedFraction::from_quotients(q.quotients()).is_ok();
    let d = gcd(a, b);
    let back = q.to_fraction().ok();
    in_convention && back == Some((b / d, a / d)) && q.quotients()[0] == b / a
}

fn fact_euclid_impartial_finite(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // The final positions are those with a zero entry; the moves from any other position are
    // the printed subtractions, ⌊a/b⌋ + ⌊b/a⌋ of them, and each lowers a + b.
    run.all_ordered_pairs(0, |&Pair(a, b), o| {
        let here = (a, b);
        let moves: Vec<(u64, u64)> = ColeDavieEuclid.moves(&here).collect();
        let play = PlayAt::of(here, ColeDavieEuclid.is_terminal(&here), &moves);
        o.value("a zero entry", play.zero)
            .value("final", play.terminal)
            .value("moves", play.count)
            .value("⌊a/b⌋ + ⌊b/a⌋", play.printed)
            .value("every move subtracts a multiple", play.subtractions)
            .value("every move lowers a + b", play.lowers);
        Ok(play.holds())
    })
}

/// What fact-euclid-impartial-finite sees at `(a, b)`, given whether the game calls it final
/// and its moves.
struct PlayAt {
    /// A zero entry.
    zero: bool,
    /// Final, as the game says.
    terminal: bool,
    /// The number of moves.
    count: u64,
    /// `⌊a/b⌋ + ⌊b/a⌋`, the printed subtractions' number (none from a zero entry).
    printed: u64,
    /// Every move lowers an entry by a positive multiple of the other, not below zero.
    subtractions: bool,
    /// Every move lowers `a + b`.
    lowers: bool,
}

impl PlayAt {
    fn of((a, b): (u64, u64), terminal: bool, moves: &[(u64, u64)]) -> PlayAt {
        let zero = a == 0 || b == 0;
        PlayAt {
            zero,
            terminal,
            count: moves.len() as u64,
            printed: if zero { 0 } else { a / b + b / a },
            subtractions: moves.iter().all(|&(x, y)| {
                (y == b && x < a && (a - x) % b == 0) || (x == a && y < b && (b - y) % a == 0)
            }),
            lowers: moves.iter().all(|&(x, y)| x + y < a + b),
        }
    }

    /// Final exactly at a zero entry, the printed number of moves, each a printed subtraction
    /// that lowers `a + b`.
    fn holds(&self) -> bool {
        self.terminal == self.zero && self.count == self.printed && self.subtractions && self.lowers
    }
}

fn fact_euclid_on_calkin_wilf_tree(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // As hss2008 §4 treats Grossman's game: the moves to positive entries are the earlier
    // elements of the node's branch; Euclid's move to a zero entry exists exactly when the
    // branch ends at the root.
    let domain = ordered_pairs(1, run.n)
        .filter(|&Pair(a, b)| gcd(a, b) == 1)
        .map(|Pair(a, b)| Node(a, b));
    run.all(domain, |&Node(a, b), o| {
        let mut positive: Vec<(u64, u64)> = ColeDavieEuclid
            .moves(&(a, b))
            .filter(|&(x, y)| x > 0 && y > 0)
            .collect();
        positive.sort_unstable();
        let to_zero = ColeDavieEuclid
            .moves(&(a, b))
            .any(|(x, y)| x == 0 || y == 0);
        // Mothers while the node stays in the same branch (its top included).
        let mut branch = Vec::new();
        let (mut x, mut y) = (a, b);
        let side = a > b;
        while let Ok(Some(p)) = calkin_wilf::parent(x, y) {
            if (x > y) != side || x == y {
                break;
            }
            branch.push(p);
            (x, y) = p;
        }
        let at_root = (x, y) == (1, 1);
        branch.sort_unstable();
        o.value_with("moves to positive entries", || format!("{positive:?}"))
            .value_with("earlier elements of the branch", || format!("{branch:?}"))
            .value("a move to a zero entry", to_zero)
            .value("the branch ends at the root", at_root);
        Ok(moves_are_the_branch(&positive, &branch, to_zero, at_root))
    })
}

/// fact-euclid-on-calkin-wilf-tree at a node: the moves to positive entries (`positive`) are the
/// earlier elements of its branch (`branch`), and a move to a zero entry exists (`to_zero`)
/// exactly when the branch ends at the root (`at_root`).
fn moves_are_the_branch(
    positive: &[(u64, u64)],
    branch: &[(u64, u64)],
    to_zero: bool,
    at_root: bool,
) -> bool {
    positive == branch && to_zero == at_root
}

/// `Less`, `Greater` (or the error) of a comparison.
fn show_order(o: &crate::Result<Ordering>) -> String {
    match o {
        Ok(o) => format!("{o:?}"),
        Err(e) => e.to_string(),
    }
}

#[cfg(test)]
#[path = "chl2011_tests_proofs.rs"]
mod tests_proofs;

#[cfg(test)]
mod tests {
    use super::*;

    /// `all_below` against its definition, `(0..g).all(|k| set.contains(&k))`, on every set
    /// of values below 7 and every g up to 8.
    #[test]
    fn all_below_is_every_value_below() {
        for bits in 0u32..1 << 7 {
            let set: BTreeSet<u64> = (0..7).filter(|k| bits >> k & 1 == 1).collect();
            let sorted: Vec<u64> = set.iter().copied().collect();
            for g in 0..=8 {
                let want = (0..g).all(|k| set.contains(&k));
                assert_eq!(all_below(&sorted, g), want, "{set:?}, g = {g}");
            }
        }
    }

    /// The set comparison without sets against the sets themselves, on every pair up to 150
    /// in both games, and against moves that are not the printed ones (a move list with one
    /// move dropped, and one with a stranger added), so that it can say no.
    #[test]
    fn first_term_reductions_is_the_set_comparison() {
        let printed = |q: &[u64], with_zero: bool| -> BTreeSet<Vec<u64>> {
            let mut m: BTreeSet<Vec<u64>> = (1..q[0])
                .map(|i| [&[q[0] - i][..], &q[1..]].concat())
                .collect();
            if q.len() > 1 {
                m.insert(q[1..].to_vec());
            } else if with_zero {
                m.insert(vec![0]);
            }
            m
        };
        let mut hit = Vec::new();
        let mut noes = 0;
        for a in 1..=150u64 {
            for b in 1..=150u64 {
                let q = position_cf((a, b));
                assert!(Quotients::of((a, b)).eq(q.iter().copied()), "({a}, {b})");
                for (moves, with_zero) in [
                    (ColeDavieEuclid.moves(&(a, b)).collect::<Vec<_>>(), true),
                    (GrossmanGame.moves(&(a, b)).collect::<Vec<_>>(), false),
                ] {
                    let mut variants = vec![moves.clone(), moves.iter().skip(1).copied().collect()];
                    variants.push([&moves[..], &[(a + 1, b + 2)]].concat());
                    for v in variants {
                        let set: BTreeSet<Vec<u64>> = v.iter().map(|&m| position_cf(m)).collect();
                        let want = set == printed(&q, with_zero);
                        let got = first_term_reductions(v.into_iter(), &q, with_zero, &mut hit);
                        assert_eq!(got, (want, set.len() as u64), "({a}, {b}) {q:?}");
                        noes += usize::from(!want);
                    }
                }
            }
        }
        assert!(noes > 10_000, "the variants must be refused: {noes}");
    }
}
