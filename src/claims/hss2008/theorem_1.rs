//! hss2008 Theorem 1: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("fact-golden-ratio", fixed(1), fact_golden_ratio)
            .reads(reads![])
            .cases_exactly(|n| n),
        claim!("theorem-1", PAIRS, theorem_1)
            .reads(reads![GG])
            .cases_exactly(cases::square),
        claim!("theorem-1-reading-cole-davie", PAIRS, |ctx, run| {
            theorem_1_in(ctx, run, TwoEntryGame::ColeDavie)
        })
        .reads(reads![CD]),
        claim!(
            "fact-first-player-chance-square",
            SQUARES,
            fact_first_player_chance_square,
        )
        .reads(reads![GG.up_to(SQUARE_BY_SOLVER)]),
    ]
}

/// Squares `(0, N]²` for N = 10, 100, … up to N.
const SQUARES: Bound = Bound {
    dimension: crate::harness::domain::Dimension::Squares,
    min: 10,
    default: 1_000_000,
    max: 100_000_000,
    meaning: "squares (0, M]², M = 10, 100, … ≤ N",
};

fn theorem_1_in(ctx: &Ctx<'_>, run: &mut Run<'_>, game: TwoEntryGame) -> Verdict {
    let t = truth_or_return!(ctx, game, false, run.n);
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        let wins = !t.is_p(a, b)?;
        let golden = engine(Pair(a, b), "Theorem 1", hss2008::first_player_wins(a, b))?;
        o.value("outcome", outcome(wins))
            .value("larger/smaller > G", golden);
        Ok(wins == golden)
    })
}

fn theorem_1(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    theorem_1_in(ctx, run, TwoEntryGame::Grossman)
}

/// The integers `y` with `(a, y)` in the cone: the smallest and the largest.
fn cone_window(a: u64) -> (u64, u64) {
    // The window (g·a, G·a) holds exactly a integers; its first one is just above g·a, and
    // ⌊0.618·a⌋ ≤ 0.618·a < g·a is below it: walk up from there.
    let mut lo = a * 618 / 1000;
    while !in_cone(a, lo) {
        lo += 1;
    }
    (lo, lo + a - 1)
}

/// Squares up to this side are counted by the solvers of Grossman's game as well.
const SQUARE_BY_SOLVER: u64 = 100;

fn fact_first_player_chance_square(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n;
    let sides = std::iter::successors(Some(10u64), |m| m.checked_mul(10)).take_while(|&m| m <= n);
    let solver = truth_or_return!(ctx, TwoEntryGame::Grossman, false, SQUARE_BY_SOLVER);
    // The figures of each square for the note, by M (the squares may be counted on any thread).
    let shown = std::sync::Mutex::new(std::collections::BTreeMap::new());
    let squares = run.all(sides.map(|m| Named("M", m)), |&Named(_, m), o| {
        // P-positions (a, y) with a, y ≤ m, the second player's wins: for each a, the cone's
        // window ∩ [1, m] (Theorem 1).
        let mut p_count: u128 = 0;
        for a in 1..=m {
            let (lo, hi) = cone_window(a);
            if lo <= m {
                p_count += (hi.min(m) - lo + 1) as u128;
            }
        }
        if m <= SQUARE_BY_SOLVER {
            let mut by_solver = 0u128;
            for Pair(a, y) in ordered_pairs(1, m) {
                by_solver += u128::from(solver.is_p(a, y)?);
            }
            o.value("P-positions by the solvers", by_solver);
            if by_solver != p_count {
                o.value("P-positions by the cone", p_count);
                return Ok(false);
            }
        }
        let total = (m as u128) * (m as u128);
        let wins = total - p_count;
        o.value_with("first player wins", || format!("{wins}/{total}"));
        crate::vocab::lock(&shown).insert(m, format!("M = {m}: {wins}/{total}"));
        Ok(within_two_over_m_of_g(wins, m))
    });
    // The printed value g = 0.61803…: 0.61803 < g < 0.61804, with g = 1/G compared exactly
    // (x < g ⟺ 1/x > G).
    let verdict = squares.and_then(|| {
        run.all([Text("g = 0.61803…".into())], |_, o| {
            let between = g_between(61_803, 61_804, 100_000);
            o.value("0.61803 < g < 0.61804", between);
            Ok(between)
        })
    });
    if !crate::claims::whole_run_held(verdict.status, run.is_sampling()) {
        return verdict;
    }
    let shown: Vec<String> = crate::vocab::lock(&shown).values().cloned().collect();
    verdict.with_note(format!("within 2/M of g = 0.6180…: {}", shown.join("; ")))
}

/// Whether `wins/m²` is within 2/m of g = 1/G: |wins/m² − g| < 2/m, exactly (x < g ⟺ 1/x > G).
fn within_two_over_m_of_g(wins: u128, m: u64) -> bool {
    let total = u128::from(m) * u128::from(m);
    let below = |num: u128| num == 0 || compare_big_with_phi(total, num) == Ordering::Greater;
    let margin = 2 * total / u128::from(m); // 2/m as a fraction of total
    let too_low = below(wins + margin);
    let too_high = !below(wins.saturating_sub(margin));
    !too_low && !too_high
}

/// `lo/scale < g < hi/scale`, exactly, with g = 1/G (x < g ⟺ 1/x > G).
fn g_between(lo: u64, hi: u64, scale: u64) -> bool {
    let above = matches!(compare_with_phi(scale, lo), Ok(Ordering::Greater));
    let below = matches!(compare_with_phi(scale, hi), Ok(Ordering::Less));
    above && below
}

/// `num/den` against φ for `u128` entries.
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

fn fact_golden_ratio(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "The number G is the golden ratio": G = ½(√5 + 1) is the positive root of x² = x + 1 (the
    // ratio φ with φ = 1 + 1/φ), the other root 1 − G being negative; exactly, in ℚ(√5).
    run.all([Text("G".into())], |_, o| {
        let g = big_g();
        let value = g.mul(&g).sub(&g).sub(&int5(1));
        let other = int5(1).sub(&g);
        o.value("G", &g)
            .value("G² − G − 1", &value)
            .value("the other root, 1 − G", &other);
        Ok(golden_roots_hold(&value, &g, &other))
    })
}

/// x² − x − 1 vanishes at the root (`value`, computed there), the root is positive and the
/// other root negative.
fn golden_roots_hold(value: &Surd, root: &Surd, other: &Surd) -> bool {
    value.sign() == Ordering::Equal
        && root.sign() == Ordering::Greater
        && other.sign() == Ordering::Less
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::Catalogue;
    use crate::harness::context::{Planted, Tables};

    /// Each part refused in turn: a root where x² − x − 1 is not 0, a root not positive, an
    /// other root not negative.
    #[test]
    fn golden_roots_refuse_each_wrong_part() {
        let (zero, one, minus) = (int5(0), int5(1), int5(-1));
        assert!(golden_roots_hold(&zero, &one, &minus));
        assert!(!golden_roots_hold(&one, &one, &minus));
        assert!(!golden_roots_hold(&zero, &minus, &minus));
        assert!(!golden_roots_hold(&zero, &zero, &minus));
        assert!(!golden_roots_hold(&zero, &one, &one));
        assert!(!golden_roots_hold(&zero, &one, &zero));
    }

    /// The window is the first and the last y with (a, y) in C, found by scanning every y
    /// (C's points with x = a lie below 2a + 1).
    #[test]
    fn cone_window_is_the_scanned_window() {
        for a in 1..=600 {
            let inside: Vec<u64> = (1..=2 * a + 1).filter(|&y| in_cone(a, y)).collect();
            let (lo, hi) = cone_window(a);
            assert_eq!((lo, hi), (inside[0], inside[inside.len() - 1]), "a = {a}");
        }
    }

    /// g = 0.6180339…: in (0.61803, 0.61804), not in the next or the previous such interval.
    #[test]
    fn g_between_refuses_wrong_decimals() {
        assert!(g_between(61_803, 61_804, 100_000));
        assert!(!g_between(61_804, 61_805, 100_000));
        assert!(!g_between(61_802, 61_803, 100_000));
        assert!(g_between(6, 7, 10));
        assert!(!g_between(5, 6, 10));
    }

    /// Margins by hand: 2/10 = 0.2 and 2/100 = 0.02 around g = 0.618…
    #[test]
    fn chance_refuses_a_fraction_outside_two_over_m() {
        assert!(within_two_over_m_of_g(58, 10)); // 0.58
        assert!(!within_two_over_m_of_g(30, 10)); // 0.30 < 0.418
        assert!(!within_two_over_m_of_g(90, 10)); // 0.90 > 0.818
        assert!(within_two_over_m_of_g(6_000, 100));
        assert!(within_two_over_m_of_g(6_180, 100));
        assert!(!within_two_over_m_of_g(5_900, 100)); // 0.59 < 0.598
        assert!(!within_two_over_m_of_g(6_400, 100)); // 0.64 > 0.638
    }

    /// Past u64, through the big integers: F(n+1)/F(n) is above φ for n even, below for n odd
    /// (Cassini: F(n+1)² − F(n+1)F(n) − F(n)² = (−1)ⁿ).
    #[test]
    fn compare_big_with_phi_past_u64() {
        let mut f = vec![0u128, 1];
        while f.len() < 124 {
            let k = f.len();
            f.push(f[k - 1] + f[k - 2]);
        }
        assert!(f[120] > u128::from(u64::MAX));
        assert_eq!(compare_big_with_phi(f[121], f[120]), Ordering::Greater);
        assert_eq!(compare_big_with_phi(f[122], f[121]), Ordering::Less);
        assert_eq!(compare_big_with_phi(f[123], f[122]), Ordering::Greater);
        assert_eq!(compare_big_with_phi(3, 2), Ordering::Less);
        assert_eq!(compare_big_with_phi(2, 1), Ordering::Greater);
    }

    /// The chance claim's note shows each square's fraction when it holds (M = 10 by hand: the
    /// window of (a, y), 1 ≤ y ≤ 10, holds 1, 2, 3, 4, 5, 6, 6, 6, 5, 4 values of y for
    /// a = 1, …, 10: 42 P-positions, 58 first-player wins), and no note when it fails (the solver's
    /// table planted wrong at (1, 1), which the M = 10 square counts).
    #[test]
    fn chance_note_only_when_it_holds() {
        let catalogue = Catalogue::embedded().unwrap();
        let id = "hss2008/fact-first-player-chance-square";
        let claim = catalogue.claim(id).unwrap();
        let check = crate::claims::registry().check(id).unwrap();
        let at = |tables: &Tables<'_>| {
            let declared = check.declared(claim, 100).unwrap();
            check
                .check
                .call(&tables.for_claim(id, declared), &mut Run::whole(100))
        };
        let verdict = at(&Tables::new(&catalogue));
        assert_eq!(verdict.status, crate::claims::Status::Holds);
        let note = verdict.note.unwrap_or_default();
        assert!(note.contains("M = 10: 58/100; M = 100: "), "{note}");
        let planted = Tables::new(&catalogue).with_planted(vec![Planted {
            game: TwoEntryGame::Grossman,
            misere: false,
            at: (1, 1),
            value: Some(1),
        }]);
        let verdict = at(&planted);
        assert_eq!(verdict.status, crate::claims::Status::Fails);
        assert_eq!(verdict.note, None);
    }
}
