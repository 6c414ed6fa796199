//! ho2014, slide "The P-positions": the predicates of its statements.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("proposition-cole-davie", PAIRS, proposition_cole_davie)
            .reads(reads![CD])
            .cases_exactly(|n| cases::square(n.saturating_add(1)).saturating_add(1)),
        claim!(
            "example-cole-davie-p-positions",
            fixed(16),
            example_cole_davie_p_positions,
        )
        .reads(reads![CD])
        .cases_exactly(|_| 7),
        claim!(
            "example-cole-davie-play",
            fixed(21),
            example_cole_davie_play,
        )
        .reads(reads![CD])
        .cases_exactly(|_| 6),
    ]
}

fn proposition_cole_davie(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, run.n);
    run.all_ordered_pairs(0, |&Pair(a, b), o| {
        let (p, set) = (t.is_p(a, b)?, cole_davie::is_p_position(a, b));
        o.value("outcome", pn(p)).value("in the printed set", set);
        Ok(p == set)
    })
    .and_then(|| run.all([Text("φ".into())], |_, o| Ok(golden_ratio_as_printed(o))))
}

/// "φ = (√5 + 1)/2 = 1.6180… is the Golden ratio", exactly: four parts, each a value the entry's
/// example at φ pins (the decisions below are tested with other values in `tests`).
fn golden_ratio_as_printed(o: &mut Obs) -> bool {
    // 1.6180 ≤ (√5 + 1)/2 < 1.6181 ⟺ 2.2360 ≤ √5 < 2.2362 (2·16180 − 10000 = 22360, and
    // 2·16181 − 10000 = 22362). The first part's test of b < φa, by the sign of b² − ab − a², puts
    // φ between the same decimals.
    let parts = [
        ("(√5 + 1)/2 is a root of x² − x − 1", golden_root(1, 1, 2)),
        ("1.6180 ≤ (√5 + 1)/2", sqrt_at_least(5, 22_360, 10_000)),
        ("(√5 + 1)/2 < 1.6181", sqrt_below(5, 22_362, 10_000)),
        (
            "16180/10000 < φ < 16181/10000 by b² − ab − a²",
            phi_between(16_180, 16_181, 10_000),
        ),
    ];
    for (name, holds) in parts {
        o.value(name, holds);
    }
    parts.iter().all(|&(_, holds)| holds)
}

/// Whether x = (p + q√5)/d is a root of x² − x − 1, in ℚ(√5):
/// d²(x² − x − 1) = (p² + 5q² − pd − d²) + (2pq − qd)√5, zero when both parts are.
fn golden_root(p: i64, q: i64, d: i64) -> bool {
    p * p + 5 * q * q - p * d - d * d == 0 && 2 * p * q - q * d == 0
}

/// lo/scale ≤ √n, i.e. lo² ≤ n·scale².
fn sqrt_at_least(n: u64, lo: u64, scale: u64) -> bool {
    lo * lo <= n * scale * scale
}

/// √n < hi/scale, i.e. n·scale² < hi².
fn sqrt_below(n: u64, hi: u64, scale: u64) -> bool {
    n * scale * scale < hi * hi
}

/// lo/scale < φ < hi/scale, by the first part's test of b < φa.
fn phi_between(lo: u64, hi: u64, scale: u64) -> bool {
    matches!(compare_with_phi(lo, scale), Ok(Ordering::Less))
        && matches!(compare_with_phi(hi, scale), Ok(Ordering::Greater))
}

const PRINTED_P_LIST: [(u64, u64); 7] = [(2, 3), (3, 4), (4, 5), (4, 6), (5, 6), (5, 7), (5, 8)];

fn example_cole_davie_p_positions(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // The printed list is the first P-positions with 0 < a < b, by a, then b.
    let t = truth_or_return!(ctx, CD, false, run.n);
    let found = match first_p_positions(run.n, PRINTED_P_LIST.len(), |a, b| t.is_p(a, b)) {
        Ok(found) => found,
        Err((cases, f)) => return Verdict::fails(cases as u64, f),
    };
    run.all(
        PRINTED_P_LIST
            .iter()
            .enumerate()
            .map(|(i, p)| At(Listed(i + 1), *p)),
        |At(Listed(i), printed), o| {
            let computed = found.get(i - 1).copied();
            o.value("printed", Pair(printed.0, printed.1)).value(
                "solvers",
                computed.map_or("none".to_string(), |(a, b)| Pair(a, b).to_string()),
            );
            Ok(computed == Some(*printed))
        },
    )
}

/// The first `k` pairs `0 < a < b ≤ n`, by a, then b, that `is_p` calls P-positions; at a
/// failure, how many were found before it.
fn first_p_positions(
    n: u64,
    k: usize,
    mut is_p: impl FnMut(u64, u64) -> Result<bool, Failure>,
) -> Result<Vec<(u64, u64)>, (usize, Failure)> {
    let mut found = Vec::new();
    for a in 1..=n {
        for b in a + 1..=n {
            match is_p(a, b) {
                Ok(true) => found.push((a, b)),
                Ok(false) => {}
                Err(f) => return Err((found.len(), f)),
            }
            if found.len() == k {
                return Ok(found);
            }
        }
    }
    Ok(found)
}

fn example_cole_davie_play(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, run.n);
    check_line(run, &ColeDavieEuclid, &t, &EUCLID_LINE)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (1 + √5)/2, written (2 + 2√5)/4 too, and its conjugate (1 − √5)/2 are roots of
    /// x² − x − 1 (by hand: for (2, 2, 4), 4 + 20 − 8 − 16 = 0 and 8 − 8 = 0); 1 + √5 is not
    /// (1 + 5 − 1 − 1 = 4), nor (1 + 2√5)/2, whose √5 part vanishes (4 − 4 = 0) but not the
    /// other (1 + 20 − 2 − 4 = 15).
    #[test]
    fn golden_root_refuses_other_numbers() {
        assert!(golden_root(1, 1, 2));
        assert!(golden_root(2, 2, 4));
        assert!(golden_root(1, -1, 2));
        assert!(!golden_root(1, 1, 1));
        assert!(!golden_root(1, 2, 2));
    }

    /// By hand: 22360² = 499 969 600 ≤ 5·10⁸ < 500 014 321 = 22361²; and √4 = 2 is not below 2.
    #[test]
    fn square_root_bounds_refuse_a_wrong_decimal() {
        assert!(sqrt_at_least(5, 22_360, 10_000));
        assert!(!sqrt_at_least(5, 22_361, 10_000));
        assert!(sqrt_below(5, 22_361, 10_000));
        assert!(!sqrt_below(5, 22_360, 10_000));
        assert!(sqrt_at_least(4, 2, 1));
        assert!(!sqrt_below(4, 2, 1));
    }

    /// By hand: 16181² − 16181·10⁴ − 10⁸ = 14 761 > 0, so 1.6181 > φ and φ is not between 1.6181
    /// and 1.6182; 1.6180 < φ (−7 600 < 0), so it is not between 1.6179 and 1.6180 either.
    #[test]
    fn phi_between_refuses_wrong_decimals() {
        assert!(phi_between(16_180, 16_181, 10_000));
        assert!(!phi_between(16_181, 16_182, 10_000));
        assert!(!phi_between(16_179, 16_180, 10_000));
    }

    /// A solver that called (a, a) a P-position would not change the list: its pairs have
    /// a < b. The P-positions 0 < a < b < φa (b² < ab + a²) by a, then b: (2, 3), (3, 4), (4, 5),
    /// (4, 6), (5, 6), (5, 7), (5, 8).
    #[test]
    fn p_list_leaves_out_the_diagonal() {
        let diagonal_too = |a: u64, b: u64| Ok(a == b || (a < b && b * b < a * b + a * a));
        let found = first_p_positions(16, 7, diagonal_too).ok();
        assert_eq!(found.as_deref(), Some(&PRINTED_P_LIST[..]));
    }
}
