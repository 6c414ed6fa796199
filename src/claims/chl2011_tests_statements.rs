//! Planted faults for chl2011's predicates: each decision below holds at every point of
//! its claim, so no printed example can tell it from a weaker one; fed a wrong input here, it
//! must refuse it (and accept a right one). Values by hand, from Tables 1 and 2 and the
//! definitions; the module of `chl2011.rs` up to the proof's inequality chain.

use super::*;

/// (2, 3): Corollary 0, losing, λ1 and φ on the same side. A zero off the losing positions, a
/// nonzero value on one, or λ1 on the other side than φ is refused.
#[test]
fn extends_cole_davie_refuses_a_zero_elsewhere_or_lambda1_apart() {
    assert!(extends_cole_davie(0, true, true));
    assert!(extends_cole_davie(1, false, true));
    assert!(!extends_cole_davie(0, false, true));
    assert!(!extends_cole_davie(1, true, true));
    assert!(!extends_cole_davie(0, true, false));
}

/// (1, 2): G = 2, G_G = 1. Values 3 and 1 differ by two; formulas that differ by more are
/// refused too.
#[test]
fn differ_by_at_most_one_refuses_a_gap_of_two() {
    assert!(differ_by_at_most_one(2, 1, true));
    assert!(differ_by_at_most_one(1, 1, true));
    assert!(!differ_by_at_most_one(3, 1, true));
    assert!(!differ_by_at_most_one(2, 1, false));
}

/// σ is checked on `0 ≤ a ≤ b` but `(0, 0)`: `[0]` as `(0, b)`, the diagonal `[1]`, not the
/// other order and not `(0, 0)`.
#[test]
fn sigma_domain_leaves_out_zero_zero_and_the_other_order() {
    assert!(sigma_domain(0, 1));
    assert!(sigma_domain(0, 5));
    assert!(sigma_domain(1, 1));
    assert!(sigma_domain(2, 3));
    assert!(!sigma_domain(0, 0));
    assert!(!sigma_domain(2, 1));
    assert!(!sigma_domain(5, 0));
}

/// p = (2, 5) = [2, 2]: σ(p) = [2, 3] = 7/3, G(2, 5) = 1 = G_G(3, 7) (Table 1 row 2, Table 2 row
/// 3). Each part broken in turn is refused: moves that do not commute, p terminal but not σ(p),
/// a ratio outside σ(S) ((2, 5) itself: its last quotient 2 < 3), values that differ.
#[test]
fn sigma_isomorphism_refuses_each_broken_part() {
    assert!(sigma_isomorphism_holds(true, (false, false), None, (1, 1)));
    assert!(sigma_isomorphism_holds(true, (true, true), None, (0, 0)));
    assert!(!sigma_isomorphism_holds(
        false,
        (false, false),
        None,
        (1, 1)
    ));
    assert!(!sigma_isomorphism_holds(true, (true, false), None, (0, 0)));
    assert!(!sigma_isomorphism_holds(
        true,
        (false, false),
        Some((2, 5)),
        (1, 1)
    ));
    assert!(!sigma_isomorphism_holds(true, (false, false), None, (1, 2)));
}

/// (2, 3) is P in Grossman's game with Theorem 1's value 0, (1, 2) N with value 2. A nonzero
/// value at a P-position, or either paper's answer other than the game's, is refused.
#[test]
fn losing_positions_refuse_each_disagreement() {
    assert!(losing_positions_agree(0, true, true, true));
    assert!(losing_positions_agree(2, false, false, false));
    assert!(!losing_positions_agree(2, true, true, true));
    assert!(!losing_positions_agree(0, false, false, false));
    assert!(!losing_positions_agree(0, true, false, true));
    assert!(!losing_positions_agree(0, true, true, false));
}

/// The plan counts remark-2's memory as two Serial Nim memos over the rationals up to N, each
/// (N + 1)(N + 2)/2 slots of 2 bytes: 220 bytes at N = 9 (2 · 10 · 11), as the memo takes.
#[test]
fn remark_2_memo_is_two_memos() {
    assert_eq!(remark_2_memo(9), 220);
    for n in [0, 1, 9, 100] {
        let one = PairMemo::<Vec<u64>, QuotientPairs>::new(n, u64::MAX)
            .expect("small")
            .bytes();
        assert_eq!(remark_2_memo(n), 2 * one, "N = {n}");
    }
}

/// The solver filled for a walk holds every position the walk meets (each pair's quotients, up
/// to 12: [12] = (1, 12) among them, which no pair with a common factor reaches), and a run on
/// chosen points fills none.
#[test]
fn serial_nim_fill_holds_every_rational_of_a_walk_and_none_on_chosen_points() {
    let n = 12;
    let filled = serial_nim_filled(n, false).expect("a fill for a walk");
    for a in 1..=n {
        for b in a..=n {
            let q = position_cf((a, b));
            assert!(filled.cached(&q).is_some(), "({a}, {b}) = {q:?} not filled");
        }
    }
    assert!(serial_nim_filled(n, true).is_none());
}

/// At (2, 5), where Theorem 1 is stated, its own value 1 (Table 1 row 2, column 5) comes back,
/// not a wrong Levine value 7 planted beside it; on the diagonal (4, 4), where it is not stated,
/// Levine's value comes back, whatever it is.
#[test]
fn theorem_1_where_stated_is_its_own_value() {
    assert_eq!(theorem_1_where_stated(2, 5, 7).ok(), Some(1));
    assert_eq!(theorem_1_where_stated(2, 5, 1).ok(), Some(1));
    assert_eq!(theorem_1_where_stated(4, 4, 5).ok(), Some(5));
}

/// (3, 8) = [2, 1, 2]: G = 2, Serial Nim 2, Theorem 1 = Levine = 2. Each part broken in turn is
/// refused.
#[test]
fn remark_2_refuses_each_broken_part() {
    assert!(remark_2_holds(2, 2, true, (2, 2)));
    assert!(!remark_2_holds(2, 1, true, (2, 2)));
    assert!(!remark_2_holds(2, 2, false, (2, 2)));
    assert!(!remark_2_holds(2, 2, true, (2, 1)));
}

/// (1, 2): G_G = 1 = ⌊2 − 1/2⌋ (Table 2 row 1, column 2). A Remark value or a floor other than
/// the game's is refused.
#[test]
fn remark_3_refuses_each_disagreement() {
    assert!(remark_3_holds(1, 1, 1));
    assert!(!remark_3_holds(1, 2, 1));
    assert!(!remark_3_holds(1, 1, 2));
}

/// d = gcd = 2 at (2, 4): the moves scale in both games (Euclid (2, 2), (2, 0) = 2 × ((1, 1),
/// (1, 0)); Grossman (2, 2) = 2 × (1, 1)). d = 2 at (3, 3), which it does not divide, is
/// refused in Euclid ((0, 3), (3, 0) against 2 × ((0, 1), (1, 0))), while in Grossman's game,
/// (3, 3) and (1, 1) both final, it scales: one game is not both.
#[test]
fn moves_scale_refuses_a_d_that_divides_neither_entry() {
    assert!(moves_scale(&ColeDavieEuclid, 2, 4, 2));
    assert!(moves_scale(&GrossmanGame, 2, 4, 2));
    assert!(both_games_scale(2, 4, 2));
    assert!(both_games_scale(6, 9, 3));
    assert!(!moves_scale(&ColeDavieEuclid, 3, 3, 2));
    assert!(moves_scale(&GrossmanGame, 3, 3, 2));
    assert!(!both_games_scale(3, 3, 2));
}

/// (2, 4): G = G(1, 2) = 2, G_G = G_G(1, 2) = 1 (Tables 1 and 2), 4/2 = [2] back to 2/1. Each
/// part broken in turn is refused.
#[test]
fn gcd_reduction_refuses_each_broken_part() {
    let back = ((2, 1), (2, 1));
    assert!(gcd_reduction_holds(true, (2, 2), (1, 1), back));
    assert!(!gcd_reduction_holds(false, (2, 2), (1, 1), back));
    assert!(!gcd_reduction_holds(true, (0, 2), (1, 1), back));
    assert!(!gcd_reduction_holds(true, (2, 2), (1, 0), back));
    assert!(!gcd_reduction_holds(true, (2, 2), (1, 1), ((1, 2), (2, 1))));
}

/// (3, 8) = [2, 1, 2]: two moves in each game, as printed. Moves other than the printed ones in
/// either game, or another count, are refused.
#[test]
fn move_count_refuses_each_broken_part() {
    assert!(move_count_holds((true, 2), (true, 2), (2, 2)));
    assert!(!move_count_holds((false, 2), (true, 2), (2, 2)));
    assert!(!move_count_holds((true, 2), (false, 2), (2, 2)));
    assert!(!move_count_holds((true, 3), (true, 2), (2, 2)));
    assert!(!move_count_holds((true, 2), (true, 1), (2, 2)));
}

/// [2, 3] (λ = 1, a0 ≤ a1), [3, 2] (λ = 0), [2, 2] (λ = 1, a0 = a1) hold. λ = 2 with a0 > a1
/// (which would make λ = 0) and λ even with a0 < a1 are refused.
#[test]
fn lambda_parity_fact_refuses_a0_above_a1_unless_lambda_zero() {
    assert!(lambda_parity_fact_holds(1, 2, 3));
    assert!(lambda_parity_fact_holds(0, 3, 2));
    assert!(lambda_parity_fact_holds(1, 2, 2));
    assert!(lambda_parity_fact_holds(2, 2, 2));
    assert!(!lambda_parity_fact_holds(2, 3, 2));
    assert!(!lambda_parity_fact_holds(2, 2, 3));
    assert!(!lambda_parity_fact_holds(1, 3, 2));
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

/// a0 = 1, D = 5: λ1 = (1 + √5)/2. λ1 − √5 = (1 − √5)/2 = λ2, √5 lifted to (0 + 2√5)/2; and
/// 3 − λ1 = (5 − √5)/2, 3 lifted to 6/2.
#[test]
fn surd_sub_lifts_both_parts() {
    let l1 = Surd::lambda_power(1, 1, false);
    let root = Surd {
        p: BigInt::from(0),
        q: BigInt::from(1),
        k: 0,
    };
    let l2 = l1.sub(&root);
    assert_eq!((l2.p, l2.q, l2.k), (BigInt::from(1), BigInt::from(-1), 1));
    let (three, _) = Surd::rational(3, 1);
    let gap = three.sub(&l1);
    assert_eq!(
        (gap.p, gap.q, gap.k),
        (BigInt::from(5), BigInt::from(-1), 1)
    );
}

/// D = 5: (1 + √5)/2 > 0 and (−1 − √5)/2 < 0 though p² = 1 < q²D = 5 (same signs: no comparison
/// needed); (1 − √5)/2 < 0 (1 < 5) and 3 − √5 > 0 (9 > 5); 0 is 0.
#[test]
fn surd_sign_of_same_signs_is_theirs() {
    let d = BigInt::from(5);
    let surd = |p: i64, q: i64| Surd {
        p: BigInt::from(p),
        q: BigInt::from(q),
        k: 1,
    };
    assert_eq!(surd(1, 1).sign(&d), Ordering::Greater);
    assert_eq!(surd(-1, -1).sign(&d), Ordering::Less);
    assert_eq!(surd(1, -1).sign(&d), Ordering::Less);
    assert_eq!(surd(3, -1).sign(&d), Ordering::Greater);
    assert_eq!(surd(0, 0).sign(&d), Ordering::Equal);
    assert_eq!(surd(2, 0).sign(&d), Ordering::Greater);
}

/// The powers compared at n are λ^(n+1) and λ^(n+2): each is λ multiplied by itself that many
/// times (a0 = 1 … 4, n = 0 … 6), compared exactly (their difference has sign 0).
#[test]
fn chain_powers_are_the_printed_powers() {
    for a0 in 1..=4u64 {
        let d = BigInt::from(a0 * a0 + 4);
        let same = |x: &Surd, y: &Surd| x.sub(y).sign(&d) == Ordering::Equal;
        let power = |base: &Surd, k: u32| {
            let mut x = Surd::rational(1, 1).0;
            for _ in 0..k {
                x = x.mul(base, &d);
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
