//! ho2014, slide "Common questions in games": the predicates of its statements.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![claim!(
        "fact-mex-exponential-time",
        // Cubic in N (see its work below): at 16384 it alone would take most of an hour.
        PAIRS.at_most(4000),
        fact_mex_exponential_time,
    )
    .reads(reads![])
    // One case a second entry b.
    .cases_exactly(|n| n)
    // The search from (1, b) follows about b²/2 moves: N³/6 in all, each about a fortieth of
    // a case (`verify --slowest` at --pairs 2000: 4.6 s of processor time alone, against
    // 3.7 s for the 2.4·10⁷ cases of ho2014/lemma-p-and-n-positions).
    .works(|n| (n as u128).pow(3).div_ceil(256).min(u64::MAX.into()) as u64)]
}

/// The positions the mex recursion evaluates to find `G(a, b)` in Euclid: `(a, b)` and every
/// position reachable from it, as unordered pairs, by a search of the move graph. A position is
/// marked in a bit set (one bit per ordered pair of entries up to max(a, b)) when first pushed,
/// so that each is pushed once; the search still follows every move of every position it meets.
fn positions_below(a: u64, b: u64) -> u64 {
    let side = b.max(a) as usize + 1;
    let mut seen = vec![0u64; (side * side).div_ceil(64)];
    // Marks `(x, y)` and says whether it was new.
    let mut mark = |(x, y): (u64, u64)| {
        let i = x as usize * side + y as usize;
        let (word, bit) = (i / 64, 1u64 << (i % 64));
        let new = seen[word] & bit == 0;
        seen[word] |= bit;
        new
    };
    let start = ordered(a, b);
    mark(start);
    let mut stack = vec![start];
    let mut count = 0;
    while let Some(p) = stack.pop() {
        count += 1;
        for m in ColeDavieEuclid.moves(&p) {
            let m = ordered(m.0, m.1);
            if mark(m) {
                stack.push(m);
            }
        }
    }
    count
}

/// "… mex which requires exponential time": from `(1, b)` the mex recursion evaluates `b + 1`
/// positions, at least `2^(L − 1) + 1` for the `L` binary digits of `b`.
fn fact_mex_exponential_time(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all((1..=run.n).map(|b| Pair(1, b)), |&Pair(a, b), o| {
        let evaluated = positions_below(a, b);
        let digits = u64::BITS - b.leading_zeros();
        let floor = 1u64 << (digits - 1);
        o.value("positions evaluated", evaluated)
            .value("binary digits of b", digits)
            .value("2^(digits − 1)", floor);
        Ok(mex_count_holds(b, evaluated, floor))
    })
}

/// From `(1, b)`, the recursion evaluates `b + 1` positions, more than `floor` = 2^(L − 1).
fn mex_count_holds(b: u64, evaluated: u64, floor: u64) -> bool {
    evaluated == b + 1 && evaluated > floor
}

#[cfg(test)]
mod tests {
    use super::*;

    /// From (1, 4) (L = 3 digits, floor 4) five positions are evaluated; six are refused, though
    /// above the floor, and so is a count equal to the floor (a floor computed wrong, 5).
    #[test]
    fn mex_count_refuses_a_wrong_count_or_one_at_the_floor() {
        assert!(mex_count_holds(4, 5, 4));
        assert!(!mex_count_holds(4, 6, 4));
        assert!(!mex_count_holds(4, 5, 5));
    }

    /// From (2, 5): (2, 3) and (1, 2) (5 − 2, 5 − 4), then (1, 1) and (0, 1): 5 positions, by
    /// hand; a start other than (1, b) is counted too.
    #[test]
    fn positions_below_counts_from_any_start() {
        assert_eq!(positions_below(1, 4), 5);
        assert_eq!(positions_below(2, 5), 5);
        assert_eq!(positions_below(5, 2), 5);
    }
}
