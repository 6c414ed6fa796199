//! ho2014, slide "Continued fractions, the bridge from the game EUCLID to NIM": the predicates of
//! its statements.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("fact-expansion-an-at-least-two", PILE_SUM, |_, run| {
            expansion_check(run, false)
        })
        .reads(reads![])
        // What it holds of the 2^(S − 1) compositions, measured alone at S = 16 and 20 (3 and
        // 85 MiB above a run that holds nothing), rounded up: 2^S · 96 bytes.
        .owns_memory(|s| cases::part(cases::pow2(s), 96, 1)),
        claim!(
            "fact-expansion-an-at-least-two-reading-ratio-one",
            PILE_SUM,
            |_, run| { expansion_check(run, true) }
        )
        .reads(reads![]),
        claim!(
            "fact-continued-fraction-move",
            PAIRS,
            fact_continued_fraction_move
        )
        .reads(reads![])
        .cases_exactly(cases::below_diagonal),
        claim!("theorem-lengyel", PAIRS, theorem_lengyel)
            .reads(reads![CD])
            .cases_exactly(cases::below_diagonal),
        claim!(
            "theorem-lengyel-reading-grossman-diagonal",
            PAIRS,
            theorem_lengyel_reading_grossman_diagonal,
        )
        .reads(reads![GG]),
    ]
}

/// The value of `[a0; a1, …, an]` (positive quotients), `(numerator, denominator)`, by the
/// recurrence from the right; `None` when it does not fit `u64`.
fn value_of_quotients(q: &[u64]) -> Option<(u64, u64)> {
    let (&last, init) = q.split_last()?;
    let (mut num, mut den) = (last, 1u64);
    for &ai in init.iter().rev() {
        (num, den) = (ai.checked_mul(num)?.checked_add(den)?, num);
    }
    let d = gcd(num, den);
    Some((num / d, den / d))
}

/// "Let [a0, a1, …, an], with an ≥ 2, be the continued fraction expansion of b/a", up to the
/// quotient sum S = N: every ratio b/a (`0 < a < b`, or `0 < a ≤ b` with `ratio_one`) with
/// `a + b ≤ S + 1` has one, Euclid's algorithm's, whose value is b/a; then no two sequences of
/// positive integers with sum ≤ S ending `an ≥ 2` (or one `a0 ≥ 2`) have the same value, each
/// above 1, and Euclid's algorithm gives each back.
fn expansion_check(run: &mut Run<'_>, ratio_one: bool) -> Verdict {
    let s = run.n;
    let ratios = pairs(1, s, !ratio_one).filter(move |&Pair(a, b)| a + b <= s + 1);
    run.all(ratios, |&Pair(a, b), o| {
        let cf = engine(Pair(a, b), "expansion", ContinuedFraction::of_ratio(b, a))?;
        let an = cf.quotients().last().copied().unwrap_or(0);
        let value = value_of_quotients(cf.quotients());
        let d = gcd(a, b);
        o.value("continued fraction", &cf)
            .value("an", an)
            .value_with("value", || {
                value.map_or("too large".to_string(), |(p, q)| format!("{p}/{q}"))
            });
        Ok(an >= 2 && value == Some((b / d, a / d)))
    })
    .and_then(|| {
        let admitted = || compositions(s).filter(|p| p.0.last().is_some_and(|&an| an >= 2));
        let mut named: BTreeMap<(u64, u64), u64> = BTreeMap::new();
        for Piles(q) in admitted() {
            if let Some(v) = value_of_quotients(&q) {
                *named.entry(v).or_default() += 1;
            }
        }
        run.all(admitted(), |Piles(q), o| {
            let Some((p, r)) = value_of_quotients(q) else {
                return Err(Failure::at(format!("{q:?}")).answer("value", "too large"));
            };
            let same = named.get(&(p, r)).copied().unwrap_or(0);
            let again = engine(
                format!("{q:?}"),
                "expansion",
                ContinuedFraction::of_ratio(p, r),
            )?;
            o.value("value", format_args!("{p}/{r}"))
                .value("sequences with this value", same)
                .value("expansion of the value", &again);
            Ok(names_its_value_alone(q, same, (p, r), again.quotients()))
        })
    })
}

/// An admitted sequence `q` of value `p/r`: `same` admitted sequences have that value (`q` the
/// only one), the value is above 1, and Euclid's algorithm gives back `again`, which is `q`.
fn names_its_value_alone(q: &[u64], same: u64, (p, r): (u64, u64), again: &[u64]) -> bool {
    same == 1 && p > r && again == q
}

fn fact_continued_fraction_move(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let before = ContinuedFraction::of_ratio(b, a).expect("a > 0");
        o.value("continued fraction", &before);
        let q = before.quotients();
        for i in 1..=b / a {
            let after = ContinuedFraction::of_ratio(b - i * a, a).expect("a > 0");
            // [a0 − i, a1, …, an], compared term by term (as a vector made for every move, it
            // was a third of the claim's time); i ≤ ⌊b/a⌋ = a0.
            if !first_lowered_by(q, after.quotients(), i) {
                let predicted = || format!("{:?}", lowered(q, i));
                o.value(format_args!("(a, b − {i}a)"), &after)
                    .value_with("[a0 − i, a1, …, an]", predicted);
                return Ok(false);
            }
        }
        Ok(true)
    })
}

/// Whether `r` is `q` with its first term lowered by `i` (`i ≤ q[0]`), term by term: the first
/// term, then the rest (of the same length).
fn first_lowered_by(q: &[u64], r: &[u64], i: u64) -> bool {
    r[0] == q[0] - i && r[1..] == q[1..]
}

/// `q` with its first term lowered by `i`, shown at a failure.
fn lowered(q: &[u64], i: u64) -> Vec<u64> {
    let mut p = q.to_vec();
    p[0] -= i;
    p
}

fn theorem_lengyel(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, run.n);
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let p = t.is_p(a, b)?;
        let lengyel = engine(Pair(a, b), "Lengyel", lengyel::is_p_position(a, b))?;
        o.value(
            "continued fraction",
            ContinuedFraction::of_ratio(b, a).expect("a > 0"),
        )
        .value("outcome", pn(p))
        .value("Lengyel 2003", pn(lengyel));
        Ok(p == lengyel)
    })
}

fn theorem_lengyel_reading_grossman_diagonal(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, GG, false, run.n);
    run.all_upper_pairs(1, false, |&Pair(a, b), o| {
        let p = t.is_p(a, b)?;
        // On the diagonal the expansion is [1]: a(k+1) never exists, so the criterion says N.
        let lengyel = a != b && engine(Pair(a, b), "Lengyel", lengyel::is_p_position(a, b))?;
        o.value("grossman", pn(p))
            .value("Lengyel 2003", pn(lengyel));
        Ok(p == lengyel)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [1, 2] (3/2) alone with its value passes; a second sequence with the value, a value not
    /// above 1 ([1] at 1/1) or another expansion back ([1, 1, 1]) is refused.
    #[test]
    fn admitted_sequence_refuses_a_shared_value_a_ratio_one_or_another_expansion() {
        assert!(names_its_value_alone(&[1, 2], 1, (3, 2), &[1, 2]));
        assert!(!names_its_value_alone(&[1, 2], 2, (3, 2), &[1, 2]));
        assert!(!names_its_value_alone(&[1], 1, (1, 1), &[1]));
        assert!(!names_its_value_alone(&[1, 2], 1, (3, 2), &[1, 1, 1]));
    }

    /// 11/3 = [3, 1, 2]; the move i = 2 leaves 5/3 = [1, 1, 2]. A wrong first term or a wrong
    /// rest is refused; the failure shows [1, 1, 2].
    #[test]
    fn continued_fraction_move_refuses_a_wrong_term() {
        assert!(first_lowered_by(&[3, 1, 2], &[1, 1, 2], 2));
        assert!(!first_lowered_by(&[3, 1, 2], &[2, 1, 2], 2));
        assert!(!first_lowered_by(&[3, 1, 2], &[1, 2, 1], 2));
        assert!(!first_lowered_by(&[3, 1, 2], &[1, 1, 1, 1], 2));
        assert_eq!(lowered(&[3, 1, 2], 2), [1, 1, 2]);
        assert_eq!(lowered(&[3, 1, 2], 3), [0, 1, 2]);
    }
}
