//! hss2008 §3: the predicates of the statements of its prose, outside its numbered results.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("fact-g-reciprocal", fixed(1), fact_g_reciprocal)
            .reads(reads![])
            .cases_exactly(|n| n),
        claim!("fact-one-direction", PAIRS, fact_one_direction)
            .reads(reads![])
            .cases_exactly(cases::square),
        claim!("fact-cone-points", PAIRS, fact_cone_points)
            .reads(reads![])
            .cases_exactly(|n| n),
        claim!("fact-cone-unique-k", PAIRS, fact_cone_unique_k)
            .reads(reads![])
            .cases(|n| cases::square_part(n, 3, 10)),
        claim!("fact-cone-one-move-out", PAIRS, fact_cone_one_move_out)
            .reads(reads![])
            .cases(|n| cases::square_part(n, 3, 10)),
    ]
}

fn fact_one_direction(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        // The moves listed again for each question (and once more to be shown, at a failure)
        // instead of collected into a vector at every point.
        let here = (a, b);
        let moves = || GrossmanGame.moves(&here);
        let direction = direction_of(here, moves);
        o.value_with("moves", || format!("{:?}", moves().collect::<Vec<_>>()))
            .value("direction", direction);
        Ok(match a.cmp(&b) {
            Ordering::Greater => direction == "horizontal",
            Ordering::Less => direction == "vertical",
            Ordering::Equal => true,
        })
    })
}

/// The one direction of every move in `moves()` from `(a, b)`: "horizontal" (x changes, y
/// stays), "vertical", "none" (no move), or "both" (moves of the two kinds, or one that changes
/// both entries).
fn direction_of<I: Iterator<Item = (u64, u64)>>(
    (a, b): (u64, u64),
    moves: impl Fn() -> I,
) -> &'static str {
    let horizontal = moves().all(|(x, y)| y == b && x != a);
    let vertical = moves().all(|(x, y)| x == a && y != b);
    match (moves().next().is_none(), horizontal, vertical) {
        (true, _, _) => "none",
        (false, true, false) => "horizontal",
        (false, false, true) => "vertical",
        _ => "both",
    }
}

fn fact_cone_points(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all((1..=run.n).map(|a| Named("x", a)), |&Named(_, a), o| {
        // Points of C with x = a have y < G·a < 2a + 1.
        let count = (1..=2 * a + 1).filter(|&y| in_cone(a, y)).count() as u64;
        // "(this follows from the fact that both g and G are irrational)": the ends of the
        // window, a·g and a·G, are not integers: no y with y/a = G (y² − ay − a² = 0) or
        // y/a = g (a² − ay − y² = 0). Exact, in i128.
        let integer_end = (1..=2 * a + 1).any(|y| golden_forms(a, y).contains(&0));
        o.value("points of C", count)
            .value("a·g or a·G an integer", integer_end);
        Ok(cone_column_holds(a, count, integer_end))
    })
}

/// `(y² − xy − x², x² − xy − y²)`, exactly: the first is 0 where y/x = G, the second where
/// y/x = g.
fn golden_forms(x: u64, y: u64) -> [i128; 2] {
    let (x, y) = (i128::from(x), i128::from(y));
    let (x2, y2, xy) = (x * x, y * y, x * y);
    [y2 - xy - x2, x2 - xy - y2]
}

/// Exactly `a` points of C with x = `a`, and neither end of the window an integer.
fn cone_column_holds(a: u64, count: u64, integer_end: bool) -> bool {
    count == a && !integer_end
}

fn fact_cone_unique_k(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all_pairs_where(
        1,
        |a, b| upper(true)(a, b) && !in_cone(a, b),
        |&Pair(a, b), o| {
            // The k are listed again to be shown instead of collected at every point. For
            // k ≤ ⌊b/a⌋, b − ak ≥ 0, and (a, 0) is not in C: only legal moves (b − ak > 0) count.
            let ks = || (1..=b / a).filter(|&k| in_cone(a, b - a * k));
            let mut found = ks();
            let (first, second) = (found.next(), found.next());
            o.value_with("k with (a, b − ak) ∈ C", || {
                format!("{:?}", ks().collect::<Vec<_>>())
            });
            Ok(unique_k_holds(first, second, cone::cone_k(a, b)))
        },
    )
}

/// A first k, no second, and the cone strategy's k is the first.
fn unique_k_holds(first: Option<u64>, second: Option<u64>, strategy: Option<u64>) -> bool {
    first.is_some() && second.is_none() && strategy == first
}

fn fact_cone_one_move_out(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all_pairs_where(1, in_cone, |&Pair(a, b), o| {
        let here = (a, b);
        let moves = || GrossmanGame.moves(&here);
        let out = moves().filter(|m| !in_cone(m.0, m.1)).count();
        let count = moves().count();
        o.value_with("moves", || format!("{:?}", moves().collect::<Vec<_>>()))
            .value("moves leading outside C", out);
        Ok(one_move_out_holds((a, b), count, out))
    })
}

/// "only one possible legal move which leads outside C": off the diagonal, a single legal move,
/// and it leads outside C (what forces the second player out of C); on it, no move.
fn one_move_out_holds((a, b): (u64, u64), count: usize, out: usize) -> bool {
    if a == b {
        count == 0
    } else {
        count == 1 && out == 1
    }
}

fn fact_g_reciprocal(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "Define g := 1/G = ½(√5 − 1)": G·½(√5 − 1) = 1, exactly, in ℚ(√5).
    run.all([Text("g".into())], |_, o| {
        let product = big_g().mul(&small_g());
        o.value("G·½(√5 − 1)", &product);
        Ok(product.sub(&int5(1)).sign() == Ordering::Equal)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A move that changes both entries is neither horizontal nor vertical; a list of both
    /// kinds is "both"; no move, "none".
    #[test]
    fn direction_refuses_a_diagonal_or_mixed_move_list() {
        let of = |at: (u64, u64), moves: &[(u64, u64)]| direction_of(at, || moves.iter().copied());
        assert_eq!(of((5, 2), &[(3, 2), (1, 2)]), "horizontal");
        assert_eq!(of((2, 5), &[(2, 3), (2, 1)]), "vertical");
        assert_eq!(of((2, 2), &[]), "none");
        assert_eq!(of((2, 3), &[(1, 1)]), "both");
        assert_eq!(of((3, 2), &[(1, 1)]), "both");
        assert_eq!(of((2, 3), &[(1, 3), (2, 1)]), "both");
    }

    /// By hand: (3, 5): 25 − 15 − 9 = 1 and 9 − 15 − 25 = −31; (13, 8): 64 − 104 − 169 = −209
    /// and 169 − 104 − 64 = 1 (Cassini's identity, near the two lines).
    #[test]
    fn golden_forms_by_hand() {
        assert_eq!(golden_forms(3, 5), [1, -31]);
        assert_eq!(golden_forms(13, 8), [-209, 1]);
        assert_eq!(golden_forms(0, 0), [0, 0]);
    }

    #[test]
    fn cone_column_refuses_a_wrong_count_or_an_integer_end() {
        assert!(cone_column_holds(3, 3, false));
        assert!(!cone_column_holds(3, 2, false));
        assert!(!cone_column_holds(3, 4, false));
        assert!(!cone_column_holds(3, 3, true));
    }

    #[test]
    fn unique_k_refuses_none_two_or_another_strategy() {
        assert!(unique_k_holds(Some(2), None, Some(2)));
        assert!(!unique_k_holds(None, None, None));
        assert!(!unique_k_holds(Some(1), Some(2), Some(1)));
        assert!(!unique_k_holds(Some(1), None, Some(2)));
        assert!(!unique_k_holds(Some(1), None, None));
    }

    #[test]
    fn one_move_out_refuses_two_moves_or_one_staying_inside() {
        assert!(one_move_out_holds((2, 3), 1, 1));
        assert!(!one_move_out_holds((2, 3), 2, 1));
        assert!(!one_move_out_holds((2, 3), 1, 0));
        assert!(!one_move_out_holds((2, 3), 2, 2));
        assert!(one_move_out_holds((2, 2), 0, 0));
        assert!(!one_move_out_holds((2, 2), 1, 1));
    }
}
