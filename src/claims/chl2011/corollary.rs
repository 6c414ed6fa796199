//! chl2011 Corollary: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("corollary", PAIRS, corollary)
            .reads(reads![CD])
            .cases_exactly(cases::below_diagonal),
        claim!(
            "corollary-reading-n-from-1",
            PAIRS,
            corollary_reading_n_from_1,
        )
        .reads(reads![CD]),
        claim!(
            "fact-differ-by-at-most-one",
            PAIRS,
            fact_differ_by_at_most_one,
        )
        .reads(reads![CD, GG])
        .cases_exactly(cases::square),
        claim!(
            "fact-lambda1-constant-continued-fraction",
            PAIRS,
            fact_lambda1_constant_continued_fraction,
        )
        .reads(reads![])
        .cases(|n| cases::part(cases::three_quarters_power(n), 36, 1)),
        claim!(
            "fact-lambda1-and-lambda-parity",
            PAIRS,
            fact_lambda1_and_lambda_parity,
        )
        .reads(reads![])
        .cases(cases::below_diagonal),
        claim!("fact-all-equal-parity", PAIRS, fact_all_equal_parity)
            .reads(reads![])
            .cases(|n| cases::part(cases::n_log_n(n), 2, 3)),
        claim!("fact-x-recurrence", PAIRS, fact_x_recurrence)
            .reads(reads![])
            .cases(|n| cases::part(cases::three_quarters_power(n), 36, 1)),
        claim!("fact-q-closed-form", PAIRS, fact_q_closed_form)
            .reads(reads![])
            .cases(|n| cases::part(cases::three_quarters_power(n), 36, 1)),
        claim!("fact-xn", PAIRS, fact_xn)
            .reads(reads![])
            .cases(|n| cases::part(cases::three_quarters_power(n), 36, 1)),
        claim!("fact-xn-inequality-chain", PAIRS, fact_xn_inequality_chain)
            .reads(reads![])
            .cases(|n| cases::part(cases::three_quarters_power(n), 36, 1)),
        claim!(
            "fact-corollary-proof-unequal-case",
            PAIRS,
            fact_corollary_proof_unequal_case,
        )
        .reads(reads![CD])
        .cases(cases::below_diagonal),
        claim!(
            "fact-corollary-proof-equal-case",
            PAIRS,
            fact_corollary_proof_equal_case,
        )
        .reads(reads![CD])
        .cases(|n| cases::part(cases::n_log_n(n), 2, 3)),
        claim!("fact-a0-is-floor", PAIRS, fact_a0_is_floor)
            .reads(reads![])
            .cases_exactly(cases::below_diagonal),
    ]
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

/// λ1^k (`conjugate` false) or λ2^k: `(A ± B√D)/2^k` in ℚ(√D), `D = a0² + 4`, exactly.
fn lambda_power_surd(a0: u64, k: u32, conjugate: bool) -> Surd {
    let (a, b) = crate::arith::quadratic::lambda_power(a0, k);
    let b = BigInt::from(b);
    let two_k = BigRational::from_integer(BigInt::from(1) << k);
    Surd::new(
        BigRational::from_integer(BigInt::from(a)) / &two_k,
        BigRational::from_integer(if conjugate { -b } else { b }) / two_k,
        field_of(a0),
    )
}

/// The `D = a0² + 4` of ℚ(√D), where λ1 and λ2 live for this `a0`.
fn field_of(a0: u64) -> BigInt {
    BigInt::from(a0) * BigInt::from(a0) + 4
}

/// The integer `n` in the field of `a0`.
fn integer_in(n: impl Into<BigInt>, a0: u64) -> Surd {
    Surd::rational(BigRational::from_integer(n.into()), field_of(a0))
}

fn fact_xn_inequality_chain(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // For n odd: λ2^(n+1) > 0, λ1 > λ2 ⟹ λ1·λ2^(n+1) > λ2^(n+2) ⟹ λ1(λ1^(n+1) − λ2^(n+1)) <
    // λ1^(n+2) − λ2^(n+2) ⟹ λ1 < x_n; "similarly", for n even, every inequality reversed. Each
    // side is computed in ℚ(√D) and compared exactly.
    run.all(
        constant_cf_points(run.n),
        |&Fields([(_, a0), (_, n)]), o| {
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
            let positive = l2_n1.sign();
            let line1 = l1.sub(&l2).sign();
            let line2 = l1.mul(&l2_n1).sub(&l2_n2).sign();
            let line3 = l1_n2.sub(&l2_n2).sub(&l1.mul(&l1_n1.sub(&l2_n1))).sign();
            let x = constant_cf_value(a0, n + 1).expect("fits");
            // x_n − λ1 = (num − λ1·den)/den.
            let (num, den) = (
                integer_in(x.0, a0),
                BigRational::from_integer(BigInt::from(x.1)),
            );
            let line4 = num.sub(&l1.scale(&den)).sign();
            // The printed right side, (λ1^(n+2) − λ2^(n+2))/(λ1^(n+1) − λ2^(n+1)) = B(n+2)/(2·B(n+1)),
            // against λ1 as well.
            let printed = integer_in(lambda_power_difference(a0, n + 2), a0);
            let printed_den =
                BigRational::from_integer(BigInt::from(lambda_power_difference(a0, n + 1)) * 2);
            let line4_printed = printed.sub(&l1.scale(&printed_den)).sign();
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
            l1: lambda_power_surd(a0, 1, false),
            l2: lambda_power_surd(a0, 1, true),
            l1_n1: lambda_power_surd(a0, n + 1, false),
            l2_n1: lambda_power_surd(a0, n + 1, true),
            l1_n2: lambda_power_surd(a0, n + 2, false),
            l2_n2: lambda_power_surd(a0, n + 2, true),
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

/// `Less`, `Greater` (or the error) of a comparison.
fn show_order(o: &crate::Result<Ordering>) -> String {
    match o {
        Ok(o) => format!("{o:?}"),
        Err(e) => e.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (1, 2): G = 2, G_G = 1. Values 3 and 1 differ by two; formulas that differ by more are
    /// refused too.
    #[test]
    fn differ_by_at_most_one_refuses_a_gap_of_two() {
        assert!(differ_by_at_most_one(2, 1, true));
        assert!(differ_by_at_most_one(1, 1, true));
        assert!(!differ_by_at_most_one(3, 1, true));
        assert!(!differ_by_at_most_one(2, 1, false));
    }

    /// a0 = 2: x1 = [2, 2] = 5/2, x3 = [2, 2, 2, 2] = 29/12: the denominator grows, the gap shrinks.
    /// An equal or a smaller denominator is refused; beyond u64 (no x3) it is taken as shrinking.
    #[test]
    fn gap_shrinks_refuses_an_equal_denominator() {
        assert!(gap_shrinks((5, 2), Some((29, 12))));
        assert!(gap_shrinks((5, 2), None));
        assert!(!gap_shrinks((5, 2), Some((7, 2))));
        assert!(!gap_shrinks((5, 2), Some((3, 1))));
    }

    /// a0 = 2, i = 0: x0 = 2 < λ1 < x1 = 5/2, |2·2 − 5·1| = 1. Each part broken in turn is
    /// refused: a comparison that failed (λ1 for a0 = 0, refused), both on one side, another
    /// determinant, a gap that does not shrink.
    #[test]
    fn truncations_close_in_refuses_each_broken_part() {
        use Ordering::{Greater, Less};
        let error = compare_with_lambda1(5, 2, 0);
        assert!(error.is_err());
        assert!(truncations_close_in(&Ok(Less), &Ok(Greater), 1, true));
        assert!(truncations_close_in(&Ok(Greater), &Ok(Less), 1, true));
        assert!(!truncations_close_in(&error, &Ok(Greater), 1, true));
        assert!(!truncations_close_in(&Ok(Less), &error, 1, true));
        assert!(!truncations_close_in(&Ok(Less), &Ok(Less), 1, true));
        assert!(!truncations_close_in(&Ok(Less), &Ok(Greater), 2, true));
        assert!(!truncations_close_in(&Ok(Less), &Ok(Greater), 1, false));
    }

    /// [2] (λ = 0, n = 0) and [2, 2] (λ = 1, n = 1) hold. a0 = 1 (against the convention an > 1, as
    /// [1] would be) and parities that differ are refused.
    #[test]
    fn all_equal_parity_refuses_a0_one_or_another_parity() {
        assert!(all_equal_parity_holds(2, 0, 0));
        assert!(all_equal_parity_holds(2, 1, 1));
        assert!(!all_equal_parity_holds(1, 0, 0));
        assert!(!all_equal_parity_holds(2, 1, 2));
    }

    /// a0 = 2, i = 1: x1 = 5/2 = q2/q1, a0 + 1/x1 = 2 + 2/5 = 12/5 = x2. Another q ratio, none, or
    /// another step is refused.
    #[test]
    fn x_recurrence_refuses_each_broken_part() {
        assert!(x_recurrence_holds(Some((5, 2)), (5, 2), (12, 5), (12, 5)));
        assert!(!x_recurrence_holds(Some((5, 3)), (5, 2), (12, 5), (12, 5)));
        assert!(!x_recurrence_holds(None, (5, 2), (12, 5), (12, 5)));
        assert!(!x_recurrence_holds(Some((5, 2)), (5, 2), (13, 5), (12, 5)));
    }

    /// q1 = a0 = 5 for a0 = 5: the closed form 5, an integer. A closed form that is not an integer
    /// (its floor 5 planted), or another integer, is refused.
    #[test]
    fn closed_form_refuses_a_fraction_or_another_integer() {
        let five = BigUint::from(5u32);
        assert!(closed_form_is_q(true, &five, 5));
        assert!(!closed_form_is_q(false, &five, 5));
        assert!(!closed_form_is_q(true, &BigUint::from(6u32), 5));
    }

    /// a0 = 2, n = 1: x1 = 5/2 = [2, 2], above λ1 = 1 + √2 (n odd). Another rational, or the side
    /// of the other parity, is refused.
    #[test]
    fn xn_refuses_each_broken_part() {
        assert!(xn_holds((5, 2), (5, 2), true, 1));
        assert!(xn_holds((12, 5), (12, 5), false, 2));
        assert!(!xn_holds((5, 2), (12, 5), true, 1));
        assert!(!xn_holds((5, 2), (5, 2), false, 1));
    }

    /// a0 = 1, D = 5: λ1 = (1 + √5)/2, λ1 − √5 = (1 − √5)/2 = λ2, and 3 − λ1 = (5 − √5)/2;
    /// a0 = 3, D = 13: λ1·λ2 = −1.
    #[test]
    fn lambda_powers_are_the_roots() {
        let q = |n: i64, d: i64| BigRational::new(BigInt::from(n), BigInt::from(d));
        let l1 = lambda_power_surd(1, 1, false);
        let root = Surd::new(q(0, 1), q(1, 1), BigInt::from(5));
        assert_eq!(l1.sub(&root), lambda_power_surd(1, 1, true));
        assert_eq!(
            integer_in(3, 1).sub(&l1),
            Surd::new(q(5, 2), q(-1, 2), BigInt::from(5))
        );
        let product = lambda_power_surd(3, 1, false).mul(&lambda_power_surd(3, 1, true));
        assert_eq!(product, integer_in(-1, 3));
    }

    /// The powers compared at n are λ^(n+1) and λ^(n+2): each is λ multiplied by itself that many
    /// times (a0 = 1 … 4, n = 0 … 6), compared exactly (their difference has sign 0).
    #[test]
    fn chain_powers_are_the_printed_powers() {
        for a0 in 1..=4u64 {
            let same = |x: &Surd, y: &Surd| x.sub(y).sign() == Ordering::Equal;
            let power = |base: &Surd, k: u32| {
                let mut x = integer_in(1, a0);
                for _ in 0..k {
                    x = x.mul(base);
                }
                x
            };
            for n in 0..=6u32 {
                let p = ChainPowers::of(a0, n);
                assert!(!same(&p.l1, &p.l2), "a0 = {a0}");
                assert!(same(&p.l1_n1, &power(&p.l1, n + 1)), "a0 = {a0}, n = {n}");
                assert!(same(&p.l2_n1, &power(&p.l2, n + 1)), "a0 = {a0}, n = {n}");
                assert!(same(&p.l1_n2, &power(&p.l1, n + 2)), "a0 = {a0}, n = {n}");
                assert!(same(&p.l2_n2, &power(&p.l2, n + 2)), "a0 = {a0}, n = {n}");
            }
        }
    }

    /// Every line in its direction holds, for n odd (`Greater`) and n even (`Less`); λ1 below λ2,
    /// or any one line the other way, is refused.
    #[test]
    fn inequality_chain_refuses_each_broken_line() {
        use Ordering::{Greater, Less};
        assert!(inequality_chain_holds(Greater, [Greater; 5], Greater));
        assert!(inequality_chain_holds(Greater, [Less; 5], Less));
        assert!(!inequality_chain_holds(Less, [Greater; 5], Greater));
        for broken in 0..5 {
            let mut lines = [Greater; 5];
            lines[broken] = Less;
            assert!(
                !inequality_chain_holds(Greater, lines, Greater),
                "line {broken}"
            );
        }
    }

    /// 8/3 = [2, 1, 2] at (3, 8), 8/4 = [2] at (4, 8); the expansion of 8/3 is not that of 7/3
    /// (though ⌊7/3⌋ = 2 is its first quotient).
    #[test]
    fn a0_is_floor_refuses_another_expansion() {
        assert!(a0_is_floor_holds(&cf(8, 3), 3, 8));
        assert!(a0_is_floor_holds(&cf(8, 4), 4, 8));
        assert!(!a0_is_floor_holds(&cf(8, 3), 3, 7));
    }
}
