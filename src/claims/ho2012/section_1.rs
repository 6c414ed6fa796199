//! ho2012 §1: the predicates of the statements of its prose, outside its numbered results.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!(
            "example-introduction-2-3-7",
            fixed(7),
            example_introduction_2_3_7
        )
        .reads(reads![THREE_EUCLID, G1, G2])
        .cases_exactly(|_| 4),
        claim!(
            "example-introduction-3-6-7",
            fixed(7),
            example_introduction_3_6_7
        )
        .reads(reads![THREE_EUCLID, G1, G2])
        .cases_exactly(|_| 4),
        claim!("fact-terminal-positions", TRIPLES, fact_terminal_positions)
            .reads(reads![])
            .cases_exactly(cases::sorted_triples),
        claim!(
            "fact-3-euclid-move-types",
            TRIPLES,
            fact_3_euclid_move_types,
        )
        .reads(reads![])
        .cases_exactly(cases::sorted_triples),
        claim!(
            "fact-restrictions-of-3-euclid",
            TRIPLES,
            fact_restrictions_of_3_euclid,
        )
        .reads(reads![])
        .cases_exactly(cases::sorted_triples),
        claim!(
            "fact-p-n-characterisation",
            TRIPLES,
            fact_p_n_characterisation,
        )
        .reads(reads![THREE_EUCLID, G1, G2])
        .cases_exactly(|n| cases::sorted_triples(n).saturating_mul(3)),
    ]
}

/// The values of `(a, b, c)` in 3-Euclid, G1 and G2, in that order.
fn three_values(ctx: &Ctx<'_>, [a, b, c]: [u64; 3]) -> Result<[u64; 3], Failure> {
    let mut v = [0; 3];
    for (slot, game) in v.iter_mut().zip([ThreeEuclid, G1, G2]) {
        *slot = truth(ctx, game, false, c)?.value(a, b, c)?;
    }
    Ok(v)
}

fn example_introduction_2_3_7(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "Not surprisingly, the Sprague-Grundy functions for 3-Euclid, G1, and G2 are pairwise
    // distinct. For example, calculations show that for the position (2,3,7) the
    // Sprague-Grundy value is 1 for 3-Euclid, 2 for G1, and 3 for G2."
    printed(
        ctx,
        run,
        &[
            (ThreeEuclid, [2, 3, 7], 1),
            (G1, [2, 3, 7], 2),
            (G2, [2, 3, 7], 3),
        ],
    )
    .and_then(|| {
        // The claim the example is for: the three functions differ pairwise (at this point).
        run.all([Triple(2, 3, 7)], |&Triple(a, b, c), o| {
            let [x, y, z] = three_values(ctx, [a, b, c])?;
            let distinct = pairwise_distinct(x, y, z);
            o.value("3-Euclid", x)
                .value("G1", y)
                .value("G2", z)
                .value("pairwise distinct", distinct);
            Ok(distinct)
        })
    })
}

fn example_introduction_3_6_7(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "The P-positions of 3-Euclid also differ to those of G1 and G2. For example, (3,6,7) is a
    // P-position in 3-Euclid, but it has Sprague-Grundy value 1 for G1 and G2."
    printed(
        ctx,
        run,
        &[
            (ThreeEuclid, [3, 6, 7], 0),
            (G1, [3, 6, 7], 1),
            (G2, [3, 6, 7], 1),
        ],
    )
    .and_then(|| {
        // The claim the example is for: a P-position of 3-Euclid that is one of neither G1 nor G2.
        run.all([Triple(3, 6, 7)], |&Triple(a, b, c), o| {
            let [x, y, z] = three_values(ctx, [a, b, c])?;
            let differ = p_in_three_euclid_only(x, y, z);
            o.value("3-Euclid P", x == 0)
                .value("G1 P", y == 0)
                .value("G2 P", z == 0)
                .value("P-positions differ", differ);
            Ok(differ)
        })
    })
}

fn fact_terminal_positions(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "The two games therefore stop when the three integers are equal."
    run.all(triples(run.n), |&Triple(a, b, c), o| {
        let p = [a, b, c];
        // Whether each game has a move decides; the moves are counted only when shown.
        let (none1, none2) = (
            G1Game.moves(&p).next().is_none(),
            G2Game.moves(&p).next().is_none(),
        );
        o.value_with("G1 moves", || G1Game.moves(&p).count())
            .value_with("G2 moves", || G2Game.moves(&p).count());
        Ok(stop_exactly_when_equal(none1, none2, a == c))
    })
}

/// The three values `x`, `y`, `z` (3-Euclid, G1, G2) differ pairwise.
fn pairwise_distinct(x: u64, y: u64, z: u64) -> bool {
    x != y && x != z && y != z
}

/// A P-position of 3-Euclid (`x`) that is a P-position of neither G1 (`y`) nor G2 (`z`).
fn p_in_three_euclid_only(x: u64, y: u64, z: u64) -> bool {
    x == 0 && y != 0 && z != 0
}

/// G1 has no move (`none1`) exactly when the entries are equal, and so has G2 (`none2`).
fn stop_exactly_when_equal(none1: bool, none2: bool, equal: bool) -> bool {
    none1 == equal && none2 == equal
}

const TWO_THREE: (usize, usize) = (1, 2);

/// The positions a printed rule allows from `p` (an unordered triple): a multiple of the entry
/// at place `j` taken from the entry at place `i ≠ j`, for the places `allowed(p, j, i)` names.
fn by_rule(p: [u64; 3], allowed: impl Fn(&[u64; 3], usize, usize) -> bool) -> Moves {
    let allowed = &allowed;
    set_of((0..3).flat_map(|j| {
        (0..3)
            .filter(move |&i| i != j && allowed(&p, j, i))
            .flat_map(move |i| taken(p, (j, i)))
    }))
}

/// A set of positions, sorted and without repeats (a `BTreeSet` without a node allocated per
/// position: the walks over every triple build several per point).
type Moves = Vec<[u64; 3]>;

/// The set of the positions of `positions`.
fn set_of(positions: impl IntoIterator<Item = [u64; 3]>) -> Moves {
    let mut set: Moves = positions.into_iter().collect();
    set.sort_unstable();
    set.dedup();
    set
}

/// Whether every position of the set `small` is in the set `big`.
fn is_subset(small: &Moves, big: &Moves) -> bool {
    small.iter().all(|p| big.binary_search(p).is_ok())
}

/// The smallest and the largest entry.
fn extremes(p: &[u64; 3]) -> (u64, u64) {
    (
        p.iter().copied().min().unwrap_or(0),
        p.iter().copied().max().unwrap_or(0),
    )
}

fn fact_3_euclid_move_types(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "Generally, from a position (a, b, c), where a ≤ b ≤ c, there are three types of moves in
    // 3-Euclid: (i) 1-2 moves … (ii) 1–3 moves … (iii) 2-3 moves": every move the rule of
    // 3-Euclid allows ("subtract from one of the integers a positive integer multiple of one of
    // the others as long as the result remains positive") is of one of the three types, and
    // every such subtraction is a move.
    run.all(triples(run.n), |&Triple(a, b, c), o| {
        let p = [a, b, c];
        let rule = by_rule(p, |_, _, _| true);
        let types = set_of(
            [ONE_TWO, ONE_THREE, TWO_THREE]
                .into_iter()
                .flat_map(|ty| taken(p, ty)),
        );
        let engine = set_of(options(ThreeEuclid, &p));
        o.value("options by the rule", rule.len())
            .value("1-2, 1–3 and 2-3 options", types.len())
            .value("3-Euclid moves", engine.len());
        Ok(all_three_equal(&rule, &types, &engine))
    })
}

/// The three sets are equal.
fn all_three_equal<T: PartialEq>(x: &T, y: &T, z: &T) -> bool {
    x == y && y == z
}

fn fact_restrictions_of_3_euclid(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "Thus, the game G1 is a restriction of the game 3-Euclid allowing the 1-2 and 1–3 moves
    // while the game G2 is a restriction of 3-Euclid allowing only the 1–3 move."
    run.all(triples(run.n), |&Triple(a, b, c), o| {
        let p = [a, b, c];
        let (low, high) = extremes(&p);
        let euclid = by_rule(p, |_, _, _| true);
        // G1: "a positive integer multiple of the smallest integer from one of the other integers".
        let g1 = by_rule(p, |q, j, _| q[j] == low);
        // G2: "… of the smallest integer from the largest integer".
        let g2 = by_rule(p, |q, j, i| q[j] == low && q[i] == high);
        let one_two_three = set_of(taken(p, ONE_TWO).chain(taken(p, ONE_THREE)));
        let one_three = set_of(taken(p, ONE_THREE));
        let g1_moves = set_of(options(G1, &p));
        let g2_moves = set_of(options(G2, &p));
        let restriction = all_hold(&[is_subset(&g1, &euclid), is_subset(&g2, &g1)]);
        o.value("G1 options by the rule", g1.len())
            .value("1-2 and 1–3 options", one_two_three.len())
            .value("G2 options by the rule", g2.len())
            .value("1–3 options", one_three.len())
            .value("restrictions of 3-Euclid", restriction);
        Ok(restrictions_hold(
            [g1 == one_two_three, g2 == one_three],
            [g1 == g1_moves, g2 == g2_moves],
            restriction,
        ))
    })
}

/// The restrictions of 3-Euclid: G1's and G2's rules are the printed move types (`by_type`),
/// they are the games' own moves (`by_engine`), and each is a restriction of the one above.
fn restrictions_hold(by_type: [bool; 2], by_engine: [bool; 2], restriction: bool) -> bool {
    by_type[0] && by_type[1] && by_engine[0] && by_engine[1] && restriction
}

fn fact_p_n_characterisation(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "Note that every move from a P-position terminates at some N-position while from an
    // N-position, there exists a move terminating at some P-position."
    implication(
        ctx,
        run,
        &[ThreeEuclid, G1, G2],
        false,
        |_, _, _| true,
        |t, a, b, c, o| {
            let p = [a, b, c];
            let is_p = val(t, p)? == 0;
            let mut p_options = 0u64;
            for q in options(t.game, &p) {
                p_options += u64::from(val(t, q)? == 0);
            }
            o.value("P", is_p).value("P options", p_options);
            Ok(p_n_holds(is_p, p_options))
        },
    )
}

/// A P-position has no P option, an N-position has one (`p_options` of them).
fn p_n_holds(is_p: bool, p_options: u64) -> bool {
    if is_p {
        p_options == 0
    } else {
        p_options > 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (2, 3, 7) has values 1, 2, 3: distinct. Any two equal is refused, whichever two.
    #[test]
    fn pairwise_distinct_refuses_each_equal_pair() {
        assert!(pairwise_distinct(1, 2, 3));
        assert!(!pairwise_distinct(1, 1, 3));
        assert!(!pairwise_distinct(1, 2, 1));
        assert!(!pairwise_distinct(1, 2, 2));
    }

    /// (3, 6, 7) has values 0, 1, 1. A zero in G1 or G2, or a nonzero 3-Euclid value, is refused.
    #[test]
    fn p_in_three_euclid_only_refuses_each_part() {
        assert!(p_in_three_euclid_only(0, 1, 1));
        assert!(!p_in_three_euclid_only(1, 1, 1));
        assert!(!p_in_three_euclid_only(0, 0, 1));
        assert!(!p_in_three_euclid_only(0, 1, 0));
    }

    /// (2, 2, 2): no move in either game, entries equal; (1, 2, 3): moves in both, entries not
    /// equal. Either game stopping alone, at equal entries or not, is refused.
    #[test]
    fn stop_exactly_when_equal_refuses_either_game_alone() {
        assert!(stop_exactly_when_equal(true, true, true));
        assert!(stop_exactly_when_equal(false, false, false));
        assert!(!stop_exactly_when_equal(true, false, true));
        assert!(!stop_exactly_when_equal(false, true, true));
        assert!(!stop_exactly_when_equal(true, false, false));
        assert!(!stop_exactly_when_equal(false, true, false));
    }

    /// Three sets equal, or not: each one differing is refused.
    #[test]
    fn all_three_equal_refuses_each_odd_one() {
        assert!(all_three_equal(&1, &1, &1));
        assert!(!all_three_equal(&2, &1, &1));
        assert!(!all_three_equal(&1, &2, &1));
        assert!(!all_three_equal(&1, &1, &2));
    }

    /// The restrictions of 3-Euclid: each of the five parts false alone is refused.
    #[test]
    fn restrictions_refuse_each_part() {
        assert!(restrictions_hold([true, true], [true, true], true));
        assert!(!restrictions_hold([false, true], [true, true], true));
        assert!(!restrictions_hold([true, false], [true, true], true));
        assert!(!restrictions_hold([true, true], [false, true], true));
        assert!(!restrictions_hold([true, true], [true, false], true));
        assert!(!restrictions_hold([true, true], [true, true], false));
    }

    /// A P-position with a P option, or an N-position without one, is refused.
    #[test]
    fn p_n_refuses_each_side() {
        assert!(p_n_holds(true, 0));
        assert!(!p_n_holds(true, 1));
        assert!(p_n_holds(false, 1));
        assert!(p_n_holds(false, 2));
        assert!(!p_n_holds(false, 0));
    }
}
