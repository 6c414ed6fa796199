//! Planted faults for the predicates of chl2011's proofs (§2, §3) and of the facts checked beside
//! them: each decision below holds at every point of its claim, so no printed example
//! can tell it from a weaker one; fed a wrong input here (a position whose `L` or `G` is planted
//! wrong, a move list with a stranger, a part broken in turn), it must refuse it.

use super::*;

/// The position the proof names by `expansion` (a test's own input: never fails).
fn named(expansion: &[u64]) -> Named {
    match Named::of(expansion.to_vec(), &"a test") {
        Ok(named) => named,
        Err(_) => panic!("{expansion:?} names no position"),
    }
}

/// By hand: (2, 5) = [2, 2] has value 1 and its moves (2, 3), (2, 1) the values 0 and 2; a set
/// holding 1 breaks property 1, a set without 0 property 2.
#[test]
fn defining_properties_refuse_a_move_of_value_g_or_a_missing_value() {
    assert!(DefiningProperties::of(&[0, 2], 1).hold());
    let with_g = DefiningProperties::of(&[0, 1], 1);
    assert!(!with_g.no_move_of_value_g && with_g.every_value_below);
    assert!(!with_g.hold());
    let without_0 = DefiningProperties::of(&[2], 1);
    assert!(without_0.no_move_of_value_g && !without_0.every_value_below);
    assert!(!without_0.hold());
}

/// (2, 5) = [2, 2] and (0, 1) = [0] as the predicate sees them, then each part broken in turn:
/// an expansion not in S, another position back, Grossman's game said not to have (2, 5) or to
/// have (0, 1).
#[test]
fn expansion_of_position_refuses_each_wrong_part() {
    assert!(expansion_of_position_holds(
        &[2, 2],
        true,
        (2, 5),
        (2, 5),
        true
    ));
    assert!(expansion_of_position_holds(
        &[0],
        true,
        (0, 1),
        (0, 1),
        false
    ));
    assert!(!expansion_of_position_holds(
        &[2, 2],
        false,
        (2, 5),
        (2, 5),
        true
    ));
    assert!(!expansion_of_position_holds(
        &[2, 2],
        true,
        (2, 3),
        (2, 5),
        true
    ));
    assert!(!expansion_of_position_holds(
        &[2, 2],
        true,
        (2, 5),
        (2, 5),
        false
    ));
    assert!(!expansion_of_position_holds(
        &[0],
        true,
        (0, 1),
        (0, 1),
        true
    ));
}

/// [1, 2] = 3/2 is the position (2, 3), reduced, of expansion [1, 2]; not reduced, another
/// expansion, or a zero entry is refused.
#[test]
fn position_of_expansion_refuses_each_wrong_part() {
    assert!(position_of_expansion_holds(&[1, 2], true, &[1, 2], 2));
    assert!(!position_of_expansion_holds(&[1, 2], false, &[1, 2], 2));
    assert!(!position_of_expansion_holds(&[1, 2], true, &[1, 1, 1], 2));
    assert!(!position_of_expansion_holds(&[1, 2], true, &[1, 2], 0));
}

/// The domains: (2, 4) is not reduced, (3, 2) is (2, 3) again, and (1, 1) has a = b.
#[test]
fn domains_are_the_reduced_positions() {
    assert!(reduced_a_at_most_b(1, 1) && reduced_a_at_most_b(2, 3));
    assert!(!reduced_a_at_most_b(2, 4) && !reduced_a_at_most_b(3, 2));
    assert!(reduced_a_below_b(2, 3) && reduced_a_below_b(1, 2));
    assert!(!reduced_a_below_b(1, 1) && !reduced_a_below_b(2, 4) && !reduced_a_below_b(3, 2));
}

/// By hand: (3, 8) → (3, 5) = [1, 1, 2] (G 1) and (3, 2), named [1, 2] = (2, 3) (G 0); (2, 5)
/// = [2, 2] and (3, 8) itself are not moves.
#[test]
fn moves_to_refuses_a_position_that_is_not_a_move() {
    let p = ProofPosition::of(3, 8);
    assert!(p.moves_to(&named(&[1, 1, 2])) && p.moves_to(&named(&[1, 2])));
    assert!(!p.moves_to(&named(&[2, 2])) && !p.moves_to(&named(&[2, 1, 2])));
    assert!(p.moves_to_value(&named(&[1, 2]), 0) && p.moves_to_value(&named(&[1, 1, 2]), 1));
    // A move of another value; a position of the value that is no move.
    assert!(!p.moves_to_value(&named(&[1, 2]), 1));
    assert!(!p.moves_to_value(&named(&[2, 2]), 1));
}

/// (3, 8) = [2, 1, 2] (L 0, G 2) and (1, 2) = [2] (no a1) are in the case; planted G(p) = 1, or
/// (2, 3) = [1, 2] planted L 0 and G 1 (a0 = 1 < a1 = 2), are not.
#[test]
fn even_case_refuses_another_value_or_a_larger_a1() {
    assert!(ProofPosition::of(3, 8).even_case() && ProofPosition::of(1, 2).even_case());
    assert!(!ProofPosition {
        g: 1,
        ..ProofPosition::of(3, 8)
    }
    .even_case());
    assert!(!ProofPosition {
        lambda: 0,
        g: 1,
        ..ProofPosition::of(2, 3)
    }
    .even_case());
}

/// "k ≤ a1 and G(q) = k − 1" and "k + 1 ≥ a1 ≥ k", each broken: k above a1, G(q) not k − 1;
/// a1 above k + 1, a1 below k.
#[test]
fn odd_q_and_the_chain_refuse_wrong_values() {
    assert!(odd_q_as_printed(1, 2, 0) && odd_q_as_printed(2, 2, 1));
    assert!(!odd_q_as_printed(3, 2, 2));
    assert!(!odd_q_as_printed(2, 2, 0));
    assert!(a1_between(1, 2) && a1_between(1, 1));
    assert!(!a1_between(1, 3));
    assert!(!a1_between(2, 1));
}

/// (2, 5) = [2, 2] (L 1, G 1) at k = 0, q = [1, 2] (L 1, G 0, the move to (2, 3)); then each step
/// broken: G(p) planted 2; k = 1 with k + 1 = a1 = 2; (2, 7) = [3, 2] planted L 1, G 2 (a0 > a1);
/// L(q) planted 3; G(q) planted 1; no move.
#[test]
fn odd_case_refuses_each_wrong_step() {
    let p = ProofPosition::of(2, 5);
    let q = named(&[1, 2]);
    assert!(odd_case_holds(&p, 2, 0, &q, true));
    let wrong_g = ProofPosition {
        g: 2,
        ..ProofPosition::of(2, 5)
    };
    assert!(!odd_case_holds(&wrong_g, 2, 0, &q, true));
    assert!(!odd_case_holds(&p, 2, 1, &named(&[2, 2]), true));
    let a0_above_a1 = ProofPosition {
        lambda: 1,
        g: 2,
        ..ProofPosition::of(2, 7)
    };
    assert!(!odd_case_holds(&a0_above_a1, 2, 0, &q, true));
    assert!(!odd_case_holds(
        &p,
        2,
        0,
        &Named {
            lambda: 3,
            ..named(&[1, 2])
        },
        true
    ));
    assert!(!odd_case_holds(
        &p,
        2,
        0,
        &Named {
            g: 1,
            ..named(&[1, 2])
        },
        true
    ));
    assert!(!odd_case_holds(&p, 2, 0, &q, false));
}

/// The printed reasons, each broken: L(p) odd with a0 = 3 > a1 = 2; i = 1, L(q) even with
/// a0 − 1 = 1 < a1 = 2. At i = 2 the second does not apply; a0 − 1 = 2 ≥ a1 = 2 satisfies it.
#[test]
fn first_term_reasons_refuse_each_printed_reason() {
    assert!(first_term_reasons(1, 2, 2, true, true));
    assert!(!first_term_reasons(1, 3, 2, true, true));
    assert!(!first_term_reasons(1, 2, 2, false, false));
    assert!(first_term_reasons(2, 2, 3, true, false));
    assert!(first_term_reasons(1, 3, 2, false, false));
}

/// (3, 8) = [2, 1, 2]: its one move of the kind, [1, 1, 2] = 5/3, has L 2 and G 1. Planted
/// wrong: G(p) = 3 (the difference 2 is not the printed 1); (2, 7) = [3, 2] with L 1 and G 2
/// (every difference as printed, but L(p) odd with a0 = 3 > a1 = 2); (3, 8) with L 1 and G 1
/// (the case of equal values: i = 1, L(p) odd, L(q) = 2 even).
#[test]
fn first_term_moves_refuse_a_wrong_value_a_wrong_reason_or_the_equal_case() {
    let at = "a test";
    let ok = FirstTermMoves::of(&ProofPosition::of(3, 8), &at).ok();
    let ok = ok
        .as_ref()
        .map(|m| (m.hold(), m.gs.clone(), m.lambdas.clone()));
    assert_eq!(ok, Some((true, vec![1], vec![2])));
    let facts = |p: ProofPosition| {
        FirstTermMoves::of(&p, &at)
            .ok()
            .map(|m| (m.each_as_printed, m.equal_case, m.hold()))
    };
    let wrong_g = ProofPosition {
        g: 3,
        ..ProofPosition::of(3, 8)
    };
    assert_eq!(facts(wrong_g), Some((false, false, false)));
    let wrong_reason = ProofPosition {
        lambda: 1,
        g: 2,
        ..ProofPosition::of(2, 7)
    };
    assert_eq!(facts(wrong_reason), Some((false, false, false)));
    let equal = ProofPosition {
        lambda: 1,
        g: 1,
        ..ProofPosition::of(3, 8)
    };
    assert_eq!(facts(equal).map(|(_, e, h)| (e, h)), Some((true, false)));
}

/// The moves left of (3, 8) are [[1, 2]], its tail; another move left, another one alone, or
/// none is refused.
#[test]
fn only_the_tail_refuses_another_move_left() {
    assert!(only_the_tail(&[vec![1, 2]], &[1, 2]));
    assert!(!only_the_tail(&[vec![1, 2], vec![1, 1, 2]], &[1, 2]));
    assert!(!only_the_tail(&[vec![2]], &[1, 2]));
    assert!(!only_the_tail(&[], &[1, 2]));
}

/// (3, 8) = [2, 1, 2] with its tail [1, 2] (L 1, G 0), and (2, 5) = [2, 2] with [2] (a0 = a1,
/// L 1 and 0): none of the three, every reason. Planted: (3, 8) with L 1 and [1, 2] with L 0
/// and G 2 give (ii) (a0 = a1 + 1) with equal values (three); (2, 3) = [1, 2] with L 0, G 1 and
/// [2] with L 1, G 1 give (i) with equal values, but not the reason a0 ≥ a1; (2, 5) with L 3 has
/// a0 = a1 and L(p) ≠ L(q) + 1.
#[test]
fn tail_move_refuses_a_wrong_case_or_reason() {
    let plain = TailMove::of(&ProofPosition::of(3, 8), &named(&[1, 2]));
    assert_eq!(plain.cases, [false; 3]);
    assert!(plain.difference_as_printed && plain.three && plain.reasons);
    assert!(plain.holds(true, true));
    assert!(TailMove::of(&ProofPosition::of(2, 5), &named(&[2])).reasons);
    let case_ii = TailMove::of(
        &ProofPosition {
            lambda: 1,
            ..ProofPosition::of(3, 8)
        },
        &Named {
            lambda: 0,
            g: 2,
            ..named(&[1, 2])
        },
    );
    assert_eq!(case_ii.cases, [false, true, false]);
    assert!(case_ii.three);
    let case_i = TailMove::of(
        &ProofPosition {
            lambda: 0,
            g: 1,
            ..ProofPosition::of(2, 3)
        },
        &Named {
            lambda: 1,
            g: 1,
            ..named(&[2])
        },
    );
    assert_eq!(case_i.cases, [true, false, false]);
    assert!(case_i.three && !case_i.reasons);
    let lambda_off = TailMove::of(
        &ProofPosition {
            lambda: 3,
            ..ProofPosition::of(2, 5)
        },
        &named(&[2]),
    );
    assert!(!lambda_off.reasons);
}

/// The tail move's check with each of its parts broken in turn, and with each of the three
/// possibilities holding.
#[test]
fn tail_move_holds_refuses_each_wrong_part() {
    let ok = || TailMove {
        difference_as_printed: true,
        cases: [false; 3],
        three: true,
        reasons: true,
    };
    assert!(ok().holds(true, true));
    assert!(!ok().holds(false, true));
    assert!(!ok().holds(true, false));
    let broken = [
        TailMove {
            difference_as_printed: false,
            ..ok()
        },
        TailMove {
            three: false,
            ..ok()
        },
        TailMove {
            reasons: false,
            ..ok()
        },
        TailMove {
            cases: [true, false, false],
            ..ok()
        },
        TailMove {
            cases: [false, true, false],
            ..ok()
        },
        TailMove {
            cases: [false, false, true],
            ..ok()
        },
    ];
    for t in broken {
        assert!(!t.holds(true, true), "{:?}", t.cases);
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

/// (3, 8) → (3, 5), (3, 2) and (0, 5) final; then a move dropped, a stranger among the moves
/// ((3, 8) → (2, 5), (8, 3) → (5, 2): neither entry kept), a move to the position itself (no
/// subtraction, a + b not lowered), a final position the game says is not.
#[test]
fn play_refuses_a_missing_move_a_stranger_or_a_wrong_end() {
    assert!(PlayAt::of((3, 8), false, &[(3, 5), (3, 2)]).holds());
    assert!(PlayAt::of((0, 5), true, &[]).holds());
    let dropped = PlayAt::of((3, 8), false, &[(3, 5)]);
    assert!(dropped.subtractions && dropped.lowers && !dropped.holds());
    assert!(!PlayAt::of((3, 8), false, &[(3, 5), (2, 5)]).subtractions);
    assert!(!PlayAt::of((8, 3), false, &[(5, 3), (5, 2)]).subtractions);
    for (a, b) in [(3, 8), (8, 3)] {
        let to_itself = PlayAt::of((a, b), false, &[(a, b)]);
        assert!(!to_itself.subtractions && !to_itself.lowers, "({a}, {b})");
    }
    assert!(!PlayAt::of((0, 5), false, &[]).holds());
}

/// 3/8 (branch [(3, 2), (3, 5)], no move to zero) and 1/3 (its branch ends at the root); a move
/// to zero where the branch does not end at the root, or a branch element missing, is refused.
#[test]
fn moves_are_the_branch_refuses_a_wrong_part() {
    let branch = [(3, 2), (3, 5)];
    assert!(moves_are_the_branch(&branch, &branch, false, false));
    assert!(moves_are_the_branch(
        &[(1, 1), (1, 2)],
        &[(1, 1), (1, 2)],
        true,
        true
    ));
    assert!(!moves_are_the_branch(&branch, &branch, true, false));
    assert!(!moves_are_the_branch(&[(3, 5)], &branch, false, false));
}
