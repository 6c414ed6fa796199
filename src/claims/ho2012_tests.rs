//! Planted faults for ho2012's predicates: each decision below holds at every point of
//! its claim, so no printed example can tell it from a weaker one; fed a wrong input here, it
//! must refuse it (and accept a right one). Values by hand, from the paper's examples and the
//! definitions.

use super::*;
use crate::claims::tests::claim_on;
use crate::claims::Status;

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

/// Lemma 2.1: a P-position has c < a + b. A P-position with c = a + b, (1, 2, 3), is refused;
/// an N-position there, and a P-position below, are accepted.
#[test]
fn lemma_2_1_refuses_a_p_position_at_c_equal_a_plus_b() {
    assert!(!lemma_2_1_holds(0, 1, 2, 3));
    assert!(!lemma_2_1_holds(0, 1, 2, 4));
    assert!(!lemma_2_1_holds(0, 2, 3, 5));
    assert!(lemma_2_1_holds(1, 1, 2, 3));
    assert!(lemma_2_1_holds(0, 2, 2, 3));
}

/// Lemma 2.3's pairs up to 5, by b then a: a + b ≤ 5 leaves out the rest of a ≤ b ≤ 5, (1, 5)
/// and (2, 4) among them.
#[test]
fn lemma_2_3_pairs_by_hand() {
    let listed: Vec<_> = lemma_2_3_pairs(5).map(|Pair(a, b)| (a, b)).collect();
    assert_eq!(listed, [(1, 1), (1, 2), (2, 2), (1, 3), (2, 3), (1, 4)]);
}

/// Proposition 2.6: at (2, 4), gcd 2, (2, 3, 4) is P and (2, 2, 3) is not; at (2, 3), gcd 1,
/// (2, 2, 3) is not P and (2, 1, 2) is. Either part wrong alone is refused; a part not asked
/// (a = 1, or a = b) is not.
#[test]
fn proposition_2_6_refuses_either_part_alone() {
    assert!(proposition_2_6_holds(2, Some(true), Some(false)));
    assert!(proposition_2_6_holds(1, Some(false), Some(true)));
    assert!(!proposition_2_6_holds(2, Some(false), Some(false)));
    assert!(!proposition_2_6_holds(2, Some(true), Some(true)));
    assert!(!proposition_2_6_holds(1, Some(true), Some(true)));
    assert!(!proposition_2_6_holds(1, Some(false), Some(false)));
    assert!(proposition_2_6_holds(1, None, Some(true)));
    assert!(!proposition_2_6_holds(1, None, Some(false)));
    assert!(proposition_2_6_holds(3, Some(true), None));
    assert!(!proposition_2_6_holds(3, Some(false), None));
}

/// The Collins–Lengyel box at N = 20: (3, 10, 10) is in it (10 > 9, 13 ≤ 20); (3, 9, 10) is not
/// (b = a²), nor (3, 10, 18) (c + a = 21 > N); (3, 10, 17) is (c + a = N).
#[test]
fn collins_lengyel_box_by_hand() {
    assert!(collins_lengyel_box(3, 10, 10, 20));
    assert!(collins_lengyel_box(3, 10, 17, 20));
    assert!(!collins_lengyel_box(3, 9, 10, 20));
    assert!(!collins_lengyel_box(3, 9, 9, 20));
    assert!(!collins_lengyel_box(3, 10, 18, 20));
    assert!(collins_lengyel_box(1, 2, 19, 20));
    assert!(!collins_lengyel_box(1, 1, 19, 20));
}

/// The threshold note on planted 𝒫-sets, N = 20 (a ≤ 5). 𝒫 = {(2, 3, 3)}: the equivalence fails
/// at (2, 3, 3) alone ((2, 5, 5) ∉ 𝒫; the triple whose shift is (2, 3, 3) has b = 1 < a, not
/// walked). 𝒫 = {(2, 3, 3), (2, 5, 5)}: at (2, 3, 3) both are in; at (2, 5, 5) not (2, 7, 7).
/// An error of the table is passed on.
#[test]
fn threshold_note_on_planted_sets() {
    let line = |worst: [&str; 5]| {
        let parts: Vec<String> = (1..=5)
            .map(|a| format!("a = {a}: failures at {} (a² = {})", worst[a - 1], a * a))
            .collect();
        format!(
            "a conjecture, seen only inside the box, entries ≤ 20; without the threshold: {}",
            parts.join("; ")
        )
    };
    let one = threshold_note(20, |a, b, c| Ok((a, b, c) == (2, 3, 3))).unwrap();
    assert_eq!(one, line(["none", "b ≤ 3", "none", "none", "none"]));
    let two = threshold_note(20, |a, b, c| Ok(a == 2 && b == c && (b == 3 || b == 5))).unwrap();
    assert_eq!(two, line(["none", "b ≤ 5", "none", "none", "none"]));
    let at_four = threshold_note(20, |a, b, c| Ok((a, b, c) == (4, 4, 4))).unwrap();
    assert_eq!(at_four, line(["none", "none", "none", "b ≤ 4", "none"]));
    // (2, 5, 19) is never walked itself (c + a ≤ 20): only as the shift of (2, 3, 17).
    let shifted = threshold_note(20, |a, b, c| Ok((a, b, c) == (2, 5, 19))).unwrap();
    assert_eq!(shifted, line(["none", "b ≤ 3", "none", "none", "none"]));
    let broken = threshold_note(20, |a, _, _| {
        if a == 3 {
            Err(Failure::at("(3, 3, 3)"))
        } else {
            Ok(false)
        }
    });
    assert!(broken.is_err());
}

/// Twelve values of a at most, however large N: a = 12 is the last (N = 52 walks a ≤ 13).
#[test]
fn threshold_note_stops_at_twelve() {
    let note = threshold_note(52, |_, _, _| Ok(false)).unwrap();
    assert!(
        note.ends_with("a = 11: failures at none (a² = 121); a = 12: failures at none (a² = 144)")
    );
    assert!(!note.contains("a = 13"));
    let small = threshold_note(47, |_, _, _| Ok(false)).unwrap();
    assert!(small.ends_with("a = 11: failures at none (a² = 121)"));
}

/// The note is written on a whole run that held, and on no other (a chosen point).
#[test]
fn collins_lengyel_note_on_whole_runs_only() {
    let id = "ho2012/conjecture-collins-lengyel";
    let whole = claim_on(id, &mut Run::whole(8));
    assert_eq!(whole.status, Status::Holds);
    assert!(whole.note.as_deref().is_some_and(|s| s.starts_with(
        "a conjecture, seen only inside the box, entries ≤ 8; without the threshold: a = 1: "
    )));
    let points = ["(1, 2, 3)".to_string()];
    let chosen = claim_on(id, &mut Run::only(8, &points));
    assert_eq!((chosen.status, chosen.note), (Status::Holds, None));
}

/// The bounds of Lemma 3.2 and Corollary 3.4 at their edges, a = 3, b = 4: 2a + b = 10,
/// a + b = 7.
#[test]
fn value_one_bounds_at_their_edges() {
    assert!(below_2a_plus_b(3, 4, 9));
    assert!(!below_2a_plus_b(3, 4, 10));
    assert!(!below_2a_plus_b(3, 4, 11));
    assert!(at_most_a_plus_b(3, 4, 7));
    assert!(!at_most_a_plus_b(3, 4, 8));
    assert!(at_most_a_plus_b(3, 4, 4));
}

/// Lemma 3.3: above a + b a value below 2 is refused (i), below it a value above 1 (ii); at
/// c = a + b (neither) any value is accepted.
#[test]
fn lemma_3_3_refuses_each_part() {
    assert!(lemma_3_3_holds(true, false, 2));
    assert!(!lemma_3_3_holds(true, false, 1));
    assert!(lemma_3_3_holds(false, true, 1));
    assert!(!lemma_3_3_holds(false, true, 2));
    assert!(lemma_3_3_holds(false, false, 0));
    assert!(lemma_3_3_holds(false, false, 5));
}

/// The table's edge: N itself is in, N + 1 is not.
#[test]
fn in_table_at_its_edge() {
    assert!(in_table(60, 60));
    assert!(in_table(1, 60));
    assert!(!in_table(61, 60));
}

/// Both values 1 (Corollary 3.7's conclusion), not one of them, not 1 and 2; both 0 (the
/// example of a game not strongly miserable at (1, 3, 3)).
#[test]
fn both_are_refuses_either_alone() {
    assert!(both_are(1, 1, 1));
    assert!(!both_are(1, 1, 2));
    assert!(!both_are(1, 0, 1));
    assert!(!both_are(1, 2, 2));
    assert!(both_are(0, 0, 0));
    assert!(!both_are(0, 0, 1));
    assert!(!both_are(0, 1, 0));
}

/// Question 1 and Corollary 3.7 at b = c: a premise that fails, or an answer other than the
/// conclusion, is refused.
#[test]
fn answer_decides_refuses_each_part() {
    assert!(answer_decides(0, true, true));
    assert!(answer_decides(0, false, false));
    assert!(!answer_decides(1, true, true));
    assert!(!answer_decides(0, true, false));
    assert!(!answer_decides(0, false, true));
}

/// Corollary 3.6: either position out of 𝒫 is refused; the second, not looked at, is not.
#[test]
fn corollary_3_6_refuses_each_part() {
    assert!(corollary_3_6_holds(true, Some(true)));
    assert!(corollary_3_6_holds(true, None));
    assert!(!corollary_3_6_holds(false, Some(true)));
    assert!(!corollary_3_6_holds(false, None));
    assert!(!corollary_3_6_holds(true, Some(false)));
}

/// Question 1 on a whole run is skipped (an open question), its note listing the pairs with
/// G2(a, b, a + b) = 1: at N = 8 (pairs up to 4), (1, 3) (printed: G(1, 3, 4) = 1) and not
/// (1, 4) (printed: G(1, 4, 5) = 2). At a chosen point it only observes: it holds, no note.
#[test]
fn question_1_lists_its_ones_on_whole_runs() {
    let id = "ho2012/open-question-1";
    let whole = claim_on(id, &mut Run::whole(8));
    assert_eq!(whole.status, Status::Skipped);
    let note = whole.note.unwrap_or_default();
    assert!(
        note.contains("pairs a ≤ b ≤ 4 with G(a, b, a + b) = 1"),
        "{note}"
    );
    assert!(note.contains("(1,3)"), "{note}");
    assert!(!note.contains("(1,4)"), "{note}");
    let points = ["g2 a = 1, b = 3".to_string()];
    let chosen = claim_on(id, &mut Run::only(8, &points));
    assert_eq!((chosen.status, chosen.note), (Status::Holds, None));
}

/// Proposition 3.11 at (2, 4), gcd 2: G(2, 3, 4) ≠ 1 and G(2, 2, 3) = 1; at (2, 3), gcd 1:
/// G(2, 2, 3) = 1 and G(2, 1, 2) ≠ 1 (the values the proposition names). Either part wrong
/// alone is refused; (ii) not asked at a = b is not.
#[test]
fn proposition_3_11_refuses_either_part_alone() {
    assert!(proposition_3_11_holds(2, 0, Some(1)));
    assert!(proposition_3_11_holds(1, 1, Some(2)));
    assert!(!proposition_3_11_holds(2, 1, Some(1)));
    assert!(!proposition_3_11_holds(2, 0, Some(0)));
    assert!(!proposition_3_11_holds(1, 0, Some(0)));
    assert!(!proposition_3_11_holds(1, 1, Some(1)));
    assert!(proposition_3_11_holds(3, 2, None));
    assert!(!proposition_3_11_holds(3, 1, None));
}

/// The example of Theorem 4.2: value 4 at c = 4, 8, 12, class 0 mod 4. Another value, or
/// another class, is refused.
#[test]
fn value_in_class_refuses_each_part() {
    assert!(value_in_class(4, 4, 8, 4, 0));
    assert!(!value_in_class(3, 4, 8, 4, 0));
    assert!(!value_in_class(4, 4, 9, 4, 0));
    assert!(value_in_class(4, 4, 9, 4, 1));
}

/// Observation 1 at a = 2: b ≥ 3a = 6 is needed; as printed also a ≤ c1 and 2 | c1, c2.
#[test]
fn observation_1_refuses_each_part() {
    assert!(observation_1_holds(2, 6, 2, 4, true));
    assert!(observation_1_holds(2, 6, 1, 3, false));
    assert!(!observation_1_holds(2, 5, 2, 4, true));
    assert!(!observation_1_holds(2, 5, 2, 4, false));
    assert!(!observation_1_holds(2, 6, 1, 3, true));
    assert!(!observation_1_holds(4, 12, 2, 6, true));
    assert!(!observation_1_holds(2, 6, 3, 4, true));
    assert!(!observation_1_holds(2, 6, 2, 5, true));
    assert!(observation_1_holds(2, 7, 4, 6, true));
}

/// Miserable: equal values, or 0 and 1 either way; 0 and 2, or 2 and 3, refused.
#[test]
fn miserable_at_by_hand() {
    assert!(miserable_at(3, 3));
    assert!(miserable_at(0, 1));
    assert!(miserable_at(1, 0));
    assert!(!miserable_at(0, 2));
    assert!(!miserable_at(2, 1));
    assert!(!miserable_at(2, 3));
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

/// The proof of Lemma 2.1, each of its parts false alone: x not an option; p and x both in 𝒫
/// (values 0, 0); x in 𝒩 (value 2) without a 𝒫 option; an option of x not of the form; one
/// of the form not an option of p.
#[test]
fn proof_lemma_2_1_refuses_each_part() {
    assert!(proof_lemma_2_1_holds(true, [0, 1], true, true, true));
    assert!(proof_lemma_2_1_holds(true, [1, 0], false, true, true));
    assert!(!proof_lemma_2_1_holds(false, [0, 1], true, true, true));
    assert!(!proof_lemma_2_1_holds(true, [0, 0], true, true, true));
    assert!(!proof_lemma_2_1_holds(true, [1, 2], false, true, true));
    assert!(!proof_lemma_2_1_holds(true, [0, 1], true, false, true));
    assert!(!proof_lemma_2_1_holds(true, [0, 1], true, true, false));
}

/// An N-position without a P option, or an option not of the form, is refused; a P-position
/// needs no P option.
#[test]
fn n_has_p_option_of_form_refuses_each_part() {
    assert!(n_has_p_option_of_form(0, false, true));
    assert!(n_has_p_option_of_form(2, true, true));
    assert!(!n_has_p_option_of_form(2, false, true));
    assert!(!n_has_p_option_of_form(0, false, false));
    assert!(!n_has_p_option_of_form(2, true, false));
}

/// What the proofs of Theorems 2.2 and 3.5 read, on planted values at p = (1, 2, 3). Its G1
/// options: (1, 1, 3) (1-2), (1, 2, 2) and (1, 1, 2) (1–3, also its G2 options). The values
/// planted: `at` for listed positions, 5 elsewhere.
#[test]
fn in_g1_on_planted_values() {
    let planted = |at: &'static [([u64; 3], u64)]| {
        move |q: [u64; 3]| Ok(at.iter().find(|&&(p, _)| p == q).map_or(5, |&(_, v)| v))
    };
    let p = [1, 2, 3];
    let mut o = crate::claims::Obs::default();
    // A G1 option of value 0 (the 1–3 option (1, 2, 2)): into A; p (5) not in A.
    let s = in_g1(planted(&[([1, 2, 2], 0)]), p, 0, &mut o).unwrap();
    assert!((s.legal, s.typed, s.into, s.inside) == (true, true, true, false));
    assert_eq!(s.value, 5);
    assert!(s.holds(0));
    // Only the 1-2 option (1, 1, 3) of value 0: into A still, by a G1 move.
    let s = in_g1(planted(&[([1, 1, 3], 0)]), p, 0, &mut o).unwrap();
    assert!(s.into && !s.inside);
    // No option of value 0: not into A, and p (5) outside 𝒫 ∪ A: refused.
    let s = in_g1(planted(&[]), p, 0, &mut o).unwrap();
    assert!(!s.into && !s.inside);
    assert!(!s.holds(0));
    // p of value 1 and its 1–3 option (1, 1, 2) of value 1: a move inside A, refused.
    let s = in_g1(planted(&[([1, 2, 3], 1), ([1, 1, 2], 1)]), p, 1, &mut o).unwrap();
    assert!(s.into && s.inside);
    assert!(!s.holds(1));
    // p of value 1, only its 1-2 option (1, 1, 3) of value 1: not inside (a 1-2 move).
    let s = in_g1(planted(&[([1, 2, 3], 1), ([1, 1, 3], 1)]), p, 1, &mut o).unwrap();
    assert!(s.into && !s.inside);
    assert!(s.holds(1));
}

/// InG1::holds, each part false alone; a value at or below the target needs no move into A.
#[test]
fn in_g1_holds_refuses_each_part() {
    let s = |value, legal, into, typed, inside| InG1 {
        value,
        legal,
        into,
        typed,
        inside,
    };
    assert!(s(2, true, true, true, false).holds(1));
    assert!(s(1, true, false, true, false).holds(1));
    assert!(s(0, true, false, true, false).holds(0));
    assert!(!s(1, true, false, true, false).holds(0));
    assert!(!s(2, true, false, true, false).holds(1));
    assert!(!s(2, false, true, true, false).holds(1));
    assert!(!s(2, true, true, false, false).holds(1));
    assert!(!s(2, true, true, true, true).holds(1));
}

/// Question 1's answer on planted values up to N = 6: G(x, y, x + y) = 1 at (1, 3), (2, 2)
/// and (3, 3) only. Values past N are refused by the planted table, so the answer must not
/// read them. Pairs out of order, past N or past u64 are not in it.
#[test]
fn question_one_answer_on_planted_values() {
    let value_of = |x: u64, y: u64, z: u64| {
        if z > 6 {
            return Err(Failure::at(format!("({x}, {y}, {z})")));
        }
        Ok(u64::from(matches!(
            (x, y, z),
            (1, 3, 4) | (2, 2, 4) | (3, 3, 6)
        )))
    };
    let answer = QuestionOne::answer(value_of, 6).unwrap();
    for pair in [(1, 3), (2, 2), (3, 3)] {
        assert!(answer.has(pair), "{pair:?}");
    }
    for pair in [
        (1, 1),
        (1, 2),
        (1, 4),
        (1, 5),
        (2, 3),
        (2, 4),
        (3, 1),
        (4, 4),
        (7, 7),
    ] {
        assert!(!answer.has(pair), "{pair:?}");
    }
    assert!(!answer.has((u64::MAX, 1)));
    assert!(!answer.has((1, u64::MAX)));
}

/// The memory Question 1's answer owns: (N + 1)² cells, saturating.
#[test]
fn question_one_memo_by_hand() {
    assert_eq!(question_one_memo(60), 3721);
    assert_eq!(question_one_memo(0), 1);
    assert_eq!(question_one_memo(u64::MAX), u64::MAX);
}

/// Observation 1's equal values in one class, on planted values at a = 2, b = 7 (c = 1 … 6):
/// 5, 3, 5, 3, 2, 3 give (1, 3) in the odd class (value 5), then (2, 4) and (4, 6) in the even
/// one (value 3, each c1 the last before c2). b = 1 reads c = 1 alone; an error is passed on.
#[test]
fn equal_in_class_on_planted_values() {
    let planted = [5, 3, 5, 3, 2, 3];
    let found = equal_in_class(2, 7, |c| Ok(planted[(c - 1) as usize])).unwrap();
    assert_eq!(found, [(1, 3, 5), (2, 4, 3), (4, 6, 3)]);
    // Mod 3 the classes are {1, 4}, {2, 5}, {3, 6}: none repeats its value; with c = 4
    // planted 5, the class {1, 4} does.
    let none = equal_in_class(3, 7, |c| Ok(planted[(c - 1) as usize])).unwrap();
    assert_eq!(none, []);
    let four = [5, 3, 5, 5, 2, 3];
    let one = equal_in_class(3, 7, |c| Ok(four[(c - 1) as usize])).unwrap();
    assert_eq!(one, [(1, 4, 5)]);
    assert_eq!(equal_in_class(1, 1, |_| Ok(0)).unwrap(), []);
    assert!(equal_in_class(2, 7, |c| if c == 5 {
        Err(Failure::at("c = 5"))
    } else {
        Ok(0)
    })
    .is_err());
}

/// A proof's steps at one point: any one false is refused, wherever it stands; none is vacuous.
#[test]
fn all_hold_refuses_any_false_part() {
    assert!(all_hold(&[true, true, true]));
    assert!(!all_hold(&[false, true, true]));
    assert!(!all_hold(&[true, false, true]));
    assert!(!all_hold(&[true, true, false]));
    assert!(all_hold(&[]));
}

/// One move or not, by each game's rule, from (1, 2, 3): (1, 1, 3) takes 1 from the middle entry
/// (a 1-2 move: G1 and 3-Euclid, not G2); (1, 1, 2) takes 2 = 2·1 from the largest (all three);
/// (1, 2, 3) itself is no option, nor (2, 2, 3), which no taking reaches.
#[test]
fn is_option_by_each_rule() {
    let p = [1, 2, 3];
    assert!(is_option(G1, p, [1, 1, 3]));
    assert!(is_option(ThreeEuclid, p, [1, 1, 3]));
    assert!(!is_option(G2, p, [1, 1, 3]));
    for game in [ThreeEuclid, G1, G2] {
        assert!(is_option(game, p, [1, 1, 2]));
        assert!(!is_option(game, p, [1, 2, 3]));
        assert!(!is_option(game, p, [2, 2, 3]));
    }
}

/// Theorem 2.4's proof, n ≤ m: each link of "na + r + a ≤ ma + r + a = b + a ≤ c + a", by hand.
/// At (2, 3, 4), m = 1, r = 1: 3, 5 ≤ 5 = 5 ≤ 6 for n = 0, 1; n = 2 gives 7 > 5. At (3, 4, 5), m
/// = 1, r = 1: 4, 7 ≤ 7 = 7 ≤ 8; n = 2 gives 10. A wrong r or m breaks the equality (4 or 3 ≠ 5);
/// b > c breaks the last link ((1, 3, 2), m = 3: 4 > 3), b = c does not.
#[test]
fn theorem_2_4_low_link_by_link() {
    assert_eq!(theorem_2_4_low(2, 3, 4, 1, 1, 0), [true, true, true]);
    assert_eq!(theorem_2_4_low(2, 3, 4, 1, 1, 1), [true, true, true]);
    assert_eq!(theorem_2_4_low(2, 3, 4, 1, 1, 2), [false, true, true]);
    assert_eq!(theorem_2_4_low(3, 4, 5, 1, 1, 0), [true, true, true]);
    assert_eq!(theorem_2_4_low(3, 4, 5, 1, 1, 1), [true, true, true]);
    assert_eq!(theorem_2_4_low(3, 4, 5, 1, 1, 2), [false, true, true]);
    assert_eq!(theorem_2_4_low(2, 3, 4, 1, 0, 0), [true, false, true]);
    assert_eq!(theorem_2_4_low(2, 3, 4, 0, 1, 0), [true, false, true]);
    assert_eq!(theorem_2_4_low(1, 3, 2, 3, 0, 3), [true, true, false]);
    assert_eq!(theorem_2_4_low(1, 3, 3, 3, 0, 3), [true, true, true]);
    assert_eq!(theorem_2_4_low(2, 7, 7, 3, 1, 3), [true; 3]);
    assert_eq!(theorem_2_4_low(3, 5, 5, 1, 2, 1), [true; 3]);
}

/// Theorem 2.4's proof, n ≥ m + 2: "na + r ≥ b + 2a" and, when c < a + b, "na + r > c + a", by
/// hand. At (2, 3, 4), r = 1: n = 3 gives 7 ≥ 7 and 7 > 6; n = 2 gives 5 < 7 and 5 ≤ 6. With r =
/// 0 (no point's r, so that each step is seen alone): (2, 3, 4), n = 3 gives 6 < 7 and 6 = 6, not
/// greater; (3, 4, 5), n = 3 gives 9 < 10. When c ≥ a + b the second step is not asserted:
/// (1, 1, 5), n = 3: 3 ≥ 3, and 3 ≤ 6 refused by neither.
#[test]
fn theorem_2_4_high_step_by_step() {
    assert_eq!(theorem_2_4_high(2, 3, 4, 1, 3), [true, true]);
    assert_eq!(theorem_2_4_high(2, 3, 4, 1, 2), [false, false]);
    assert_eq!(theorem_2_4_high(2, 3, 4, 0, 3), [false, false]);
    assert_eq!(theorem_2_4_high(3, 4, 5, 0, 3), [false, true]);
    assert_eq!(theorem_2_4_high(1, 1, 5, 0, 3), [true, true]);
    assert_eq!(theorem_2_4_high(1, 1, 1, 0, 3), [true, true]);
    assert_eq!(theorem_2_4_high(1, 1, 1, 0, 2), [false, false]);
}

/// The n checked in Theorem 2.4's case n ≥ m + 2, by hand: m + 2 to N/a + 2. At N = 60, a = 2, m
/// = 1: 3 to 32; a = 7, m = 3: 5 to 10; a = 60, m = 0: 2 to 3.
#[test]
fn theorem_2_4_high_ns_by_hand() {
    assert_eq!(theorem_2_4_high_ns(2, 1, 60), 3..=32);
    assert_eq!(theorem_2_4_high_ns(7, 3, 60), 5..=10);
    assert_eq!(theorem_2_4_high_ns(60, 0, 60), 2..=3);
}

/// The na + r of Theorem 2.4's case n ≥ m + 2 up to N, by hand: a = 2, m = 1, r = 1, N = 11:
/// n = 3, 4, 5 give 7, 9, 11 (n = 6 gives 13 > 11); N = 12 adds nothing; N = 6, none.
#[test]
fn theorem_2_4_xs_by_hand() {
    assert_eq!(theorem_2_4_xs(2, 1, 1, 11), vec![7, 9, 11]);
    assert_eq!(theorem_2_4_xs(2, 1, 1, 12), vec![7, 9, 11]);
    assert_eq!(theorem_2_4_xs(2, 1, 1, 6), Vec::<u64>::new());
    assert_eq!(theorem_2_4_xs(3, 0, 2, 11), vec![8, 11]);
}

/// "b + a < a + c + a − ja which implies j = 1, as b + a > c", by hand. At (2, 3, 4): j = 1 has
/// both (5 < 6, 5 > 4) and is 1; j = 2 has not the first (5 < 4 fails). At j = 0, no positive
/// integer, both hold (5 < 8) and the step is refused, unless one fails: b = a + c makes the
/// first an equality ((1, 3, 2): 4 < 4), b + a = c the second ((1, 1, 2): 2 > 2). Inputs no
/// point has, so that each term counts: (2, 4, 3) at j = 0 (6 < 7, 6 > 3: refused); (3, 3, 4) at
/// j = 2 (6 < 4 fails).
#[test]
fn theorem_2_4_j_one_by_hand() {
    assert!(theorem_2_4_j_one(2, 3, 4, 1));
    assert!(theorem_2_4_j_one(2, 3, 4, 2));
    assert!(!theorem_2_4_j_one(2, 3, 4, 0));
    assert!(theorem_2_4_j_one(1, 3, 2, 0));
    assert!(theorem_2_4_j_one(1, 1, 2, 0));
    assert!(!theorem_2_4_j_one(2, 4, 3, 0));
    assert!(theorem_2_4_j_one(3, 3, 4, 2));
    assert!(!theorem_2_4_j_one(1, 2, 2, 0));
}

/// "a + b + a − ja > c, and so j = 1", by hand: at (2, 3, 4), j = 1 is 1; j = 2 gives 3 ≤ 4; j = 0
/// gives 7 > 4, refused; (2, 3, 7) at j = 0 gives 7 ≤ 7; (3, 3, 3) at j = 2 gives 3 ≤ 3.
#[test]
fn theorem_2_4_j_one_converse_by_hand() {
    assert!(theorem_2_4_j_one_converse(2, 3, 4, 1));
    assert!(theorem_2_4_j_one_converse(2, 3, 4, 2));
    assert!(!theorem_2_4_j_one_converse(2, 3, 4, 0));
    assert!(theorem_2_4_j_one_converse(2, 3, 7, 0));
    assert!(theorem_2_4_j_one_converse(3, 3, 3, 2));
}

/// The mex rule on planted values at (1, 2, 3) in G2, whose options are (1, 2, 2) and (1, 1, 2)
/// (3 − 1 and 3 − 2·1, by hand): values 1 and 0 there make 2 the mex, and 0 and 1 below it;
/// any other value at (1, 2, 3) is refused (0 and 1 are an option's, 3 has no option of value
/// 2). With both options 0, the mex is 1. (1, 1, 1), with no option, is 0 and nothing else.
#[test]
fn mex_rule_on_planted_values() {
    let p = [1, 2, 3];
    let mut opts = options(G2, &p);
    opts.sort_unstable();
    assert_eq!(opts, vec![[1, 1, 2], [1, 2, 2]]);
    let planted = |at_p: u64, at_122: u64| {
        move |q: [u64; 3]| {
            Ok(match q {
                [1, 2, 3] => at_p,
                [1, 2, 2] => at_122,
                _ => 0,
            })
        }
    };
    assert!(mex_rule(G2, &p, planted(2, 1)).unwrap());
    for wrong in [0, 1, 3] {
        assert!(!mex_rule(G2, &p, planted(wrong, 1)).unwrap(), "{wrong}");
    }
    assert!(mex_rule(G2, &p, planted(1, 0)).unwrap());
    assert!(!mex_rule(G2, &p, planted(2, 0)).unwrap());
    assert!(mex_rule(G2, &[1, 1, 1], |_| Ok(0)).unwrap());
    assert!(!mex_rule(G2, &[1, 1, 1], |_| Ok(1)).unwrap());
}

/// Corollary 2.5's proof: the options of (a, b, b) it names, by hand. (2, 5, 5): 5 − 2 = 3 and
/// 5 − 4 = 1 give (2, 3, 5) and (1, 2, 5); (3, 6, 6): 3 only ((3, 3, 6); 6 − 6 = 0 is no entry);
/// (5, 5, 5): none.
#[test]
fn corollary_2_5_form_by_hand() {
    assert_eq!(corollary_2_5_form(2, 5), vec![[2, 3, 5], [1, 2, 5]]);
    assert_eq!(corollary_2_5_form(3, 6), vec![[3, 3, 6]]);
    assert_eq!(corollary_2_5_form(5, 5), Vec::<[u64; 3]>::new());
}

/// "a + b − ia ≤ b", by hand: at a = 2, b = 5, i = 1 gives 5 ≤ 5, i = 2 gives 3; i = 0 (no
/// positive integer) gives 7 > 5, refused; a = 3, b = 7, i = 2: 4 ≤ 7.
#[test]
fn corollary_2_5_at_most_b_by_hand() {
    assert!(corollary_2_5_at_most_b(2, 5, 1));
    assert!(corollary_2_5_at_most_b(2, 5, 2));
    assert!(!corollary_2_5_at_most_b(2, 5, 0));
    assert!(corollary_2_5_at_most_b(3, 7, 2));
}

/// "i ≥ 2, and so a + c − ia ≤ c − a", by hand: a = 2, c = 7: i = 2 gives 5 ≤ 5, i = 3 gives 3;
/// i = 1 gives 7 > 5, refused; a = 3, c = 10, i = 2: 7 ≤ 7.
#[test]
fn lemma_3_1_i_two_by_hand() {
    assert!(lemma_3_1_i_two(2, 7, 2));
    assert!(lemma_3_1_i_two(2, 7, 3));
    assert!(!lemma_3_1_i_two(2, 7, 1));
    assert!(lemma_3_1_i_two(3, 10, 2));
}

/// Lemma 3.3 (i)'s arithmetic, by hand. (1, 1, 3): 3 > 2; 1 + 1 = 2; 2 > 1; 1 < 3. (2, 2, 5): 5 >
/// 4; 2 + 1 = 3; 3 > 2; 2 < 5. Outside c > a + b: (2, 2, 4) has c − 2a = 0 (no identity then) and
/// c − a = b; (1, 2, 3) c − a = b; (1, 3, 3) also b = c; (2, 1, 3) c < 2a.
#[test]
fn lemma_3_3_i_steps_by_hand() {
    assert_eq!(lemma_3_3_i_steps(1, 1, 3), [true; 4]);
    assert_eq!(lemma_3_3_i_steps(2, 2, 5), [true; 4]);
    assert_eq!(lemma_3_3_i_steps(2, 2, 4), [false, false, false, true]);
    assert_eq!(lemma_3_3_i_steps(1, 2, 3), [true, true, false, true]);
    assert_eq!(lemma_3_3_i_steps(1, 3, 3), [true, true, false, false]);
    assert_eq!(lemma_3_3_i_steps(2, 1, 3), [false, false, false, true]);
}

/// Lemma 3.3 (ii)'s "a + c − ia > b … leaves i = 1", by hand: (2, 3, 4) at i = 1 is 1; at i = 0
/// gives 6 > 3, refused; (1, 2, 3) at i = 2 gives 2 ≤ 2; (3, 4, 7) at i = 2 gives 4 ≤ 4.
#[test]
fn lemma_3_3_ii_i_one_by_hand() {
    assert!(lemma_3_3_ii_i_one(2, 3, 4, 1));
    assert!(!lemma_3_3_ii_i_one(2, 3, 4, 0));
    assert!(lemma_3_3_ii_i_one(1, 2, 3, 2));
    assert!(lemma_3_3_ii_i_one(3, 4, 7, 2));
}

/// Lemma 3.3 (ii)'s steps at j ≥ 3, by hand: a = 1, c = 5, j = 3: 4 ≤ 4, and c − ja = 2 ≥ a; j = 2
/// gives 5 > 4. a = 1, c = 4, j = 3: 3 ≤ 3, c − ja = 1 = a. a = 2, c = 7, j = 3: 5 ≤ 5, c − ja =
/// 1 < a and 2·1 + 2 = 4 < 5. a = 3, c = 7, j = 2: 7 > 4; c − ja = 1 < 3, 5 < 7.
#[test]
fn lemma_3_3_ii_j_three_by_hand() {
    assert_eq!(lemma_3_3_ii_j_three(1, 5, 3), [true, true]);
    assert_eq!(lemma_3_3_ii_j_three(1, 5, 2), [false, true]);
    assert_eq!(lemma_3_3_ii_j_three(1, 4, 3), [true, true]);
    assert_eq!(lemma_3_3_ii_j_three(2, 7, 3), [true, true]);
    assert_eq!(lemma_3_3_ii_j_three(3, 7, 2), [false, true]);
    assert_eq!(lemma_3_3_ii_j_three(3, 11, 3), [true, true]);
}

/// Lemma 3.3 (ii)'s "x < a also implies 2x + a < 2a + x", by hand: true at every x and a; x ≥ a
/// by the first test (x = 2, a = 1; x = a = 3), x < a by the second: x = 0, a = 1: 1 < 2; x = 1,
/// a = 2: 4 < 5; x = 2, a = 3: 7 < 8; x = 0, a = 2: 2 < 4.
#[test]
fn lemma_3_3_ii_doubled_by_hand() {
    assert!(lemma_3_3_ii_doubled(1, 2));
    assert!(lemma_3_3_ii_doubled(3, 3));
    assert!(lemma_3_3_ii_doubled(1, 0));
    assert!(lemma_3_3_ii_doubled(2, 1));
    assert!(lemma_3_3_ii_doubled(3, 2));
    assert!(lemma_3_3_ii_doubled(2, 0));
}

/// Lemma 3.3 (ii)'s end, by hand: (2, 3, 4): 4 < 7, c = 2a; (2, 3, 6): 6 < 7, 2 + 2 = 4; (2, 3,
/// 7): 7 = 2a + b, not less; (1, 1, 3): 3 = 2a + b, and 1 + 1 = 2.
#[test]
fn lemma_3_3_ii_two_below_by_hand() {
    assert_eq!(lemma_3_3_ii_two_below(2, 3, 4), [true, true]);
    assert_eq!(lemma_3_3_ii_two_below(2, 3, 6), [true, true]);
    assert_eq!(lemma_3_3_ii_two_below(2, 3, 7), [false, true]);
    assert_eq!(lemma_3_3_ii_two_below(1, 1, 3), [false, true]);
    assert_eq!(lemma_3_3_ii_two_below(4, 4, 7), [true, true]);
}

/// Theorem 3.5's squeeze, by hand: (2, 5, 5) at i = 1: 5 ≤ 5, c = b; (2, 5, 6): 6 > 5; at i = 0,
/// 7 > 5; (2, 5, 4) at i = 1: 4 ≤ 5 and 4 ≠ 5 (c < b, no sorted triple); (2, 5, 3) at i = 2: 3 =
/// 3, not greater, and 3 ≠ 5; (3, 7, 5) at i = 2: 5 > 4.
#[test]
fn theorem_3_5_squeeze_by_hand() {
    assert_eq!(theorem_3_5_squeeze(2, 5, 5, 1), [true, true]);
    assert_eq!(theorem_3_5_squeeze(2, 5, 6, 1), [true, true]);
    assert_eq!(theorem_3_5_squeeze(2, 5, 5, 0), [false, true]);
    assert_eq!(theorem_3_5_squeeze(2, 5, 4, 1), [true, false]);
    assert_eq!(theorem_3_5_squeeze(2, 5, 3, 2), [true, false]);
    assert_eq!(theorem_3_5_squeeze(3, 7, 5, 2), [true, true]);
}

/// Corollaries 3.6 and 3.7, "a + b + a − ia ≤ b ≤ c" and "≤ b < c", by hand: (2, 3, 4) at i = 2:
/// 3 ≤ 3, 3 < 4; at i = 1: 5 > 3; (2, 3, 3): b = c, which 3.6 takes and 3.7 refuses; (2, 4, 3):
/// b > c; (3, 4, 4) and (3, 4, 5) at i = 2: 4 ≤ 4.
#[test]
fn corollaries_3_6_and_3_7_i_two_by_hand() {
    assert_eq!(corollary_3_6_i_two(2, 3, 4, 2), [true, true]);
    assert_eq!(corollary_3_6_i_two(2, 3, 4, 1), [false, true]);
    assert_eq!(corollary_3_6_i_two(2, 3, 3, 2), [true, true]);
    assert_eq!(corollary_3_6_i_two(2, 4, 3, 2), [true, false]);
    assert_eq!(corollary_3_6_i_two(3, 4, 4, 2), [true, true]);
    assert_eq!(corollary_3_7_i_two(2, 3, 4, 2), [true, true]);
    assert_eq!(corollary_3_7_i_two(2, 3, 4, 1), [false, true]);
    assert_eq!(corollary_3_7_i_two(2, 3, 3, 2), [true, false]);
    assert_eq!(corollary_3_7_i_two(3, 4, 5, 2), [true, true]);
}

/// Theorem 3.9's steps at i ≥ 3, by hand: a = 2, b = 3: "a + x ≤ b + a" with x = b + 3a − ia is
/// 2 + 3 = 5 ≤ 5 at i = 3, 3 at i = 4, and 7 > 5 at i = 2; "a + x ≤ b" with x = b + 2a − ia is 2 +
/// 1 = 3 ≤ 3 at i = 3 and 5 > 3 at i = 2. a = 3, b = 1: at i = 3, x = 1 and 3 + 1 ≤ 4; the
/// converse's at i = 2, x = 1 and 3 + 1 > 1.
#[test]
fn theorem_3_9_far_steps_by_hand() {
    assert!(theorem_3_9_top_far(2, 3, 3));
    assert!(theorem_3_9_top_far(2, 3, 4));
    assert!(!theorem_3_9_top_far(2, 3, 2));
    assert!(theorem_3_9_mid_far(2, 3, 3));
    assert!(!theorem_3_9_mid_far(2, 3, 2));
    assert!(theorem_3_9_top_far(3, 1, 3));
    assert!(!theorem_3_9_mid_far(3, 1, 2));
    assert!(theorem_3_9_mid_far(1, 2, 3));
    assert!(!theorem_3_9_mid_far(1, 1, 2));
}

/// Steps read one by one: all true holds; any false is refused; nothing holds vacuously but the
/// empty list; a failure to read is passed on.
#[test]
fn all_ok_refuses_a_false_step_and_passes_a_failure_on() {
    assert!(all_ok([Ok(true), Ok(true)]).unwrap());
    assert!(!all_ok([Ok(true), Ok(false)]).unwrap());
    assert!(!all_ok([Ok(false), Ok(true)]).unwrap());
    assert!(all_ok([]).unwrap());
    assert!(all_ok([Ok(true), Err(Failure::at("unread"))]).is_err());
    assert!(all_ok([Ok(false), Err(Failure::at("unread"))]).is_err());
}

/// Proposition 3.11's reach of the inductive hypothesis, by hand (n = b − 1): (2, 5): a < b − a =
/// 3, and 3 < 4; (3, 5): a > b − a = 2, 3 < 4 and 2 ≥ 2. Where each is false: (1, 3): b − a = 2 =
/// n; (4, 5): a = n and b − a = 1. At a = b − a, which the proof settles before ((2, 4)), the
/// second form.
#[test]
fn proposition_3_11_reach_by_hand() {
    assert_eq!(proposition_3_11_reach(2, 5), vec![("b − a < n", true)]);
    assert_eq!(
        proposition_3_11_reach(3, 5),
        vec![("a < n", true), ("b − a ≥ 2", true)]
    );
    assert_eq!(proposition_3_11_reach(1, 3), vec![("b − a < n", false)]);
    assert_eq!(
        proposition_3_11_reach(4, 5),
        vec![("a < n", false), ("b − a ≥ 2", false)]
    );
    assert_eq!(
        proposition_3_11_reach(2, 4),
        vec![("a < n", true), ("b − a ≥ 2", true)]
    );
}

/// Theorem 4.1's counts, by hand: (2, 6): m = 3, b0 = 0, at least 3 above s, at most 2 values of
/// k; (2, 7): m = 3, b0 = 1, at least 4, at most 3; (3, 2): m = 0, b0 = 2, at least 1, none;
/// (5, 5): m = 1, b0 = 0, at least 1, none.
#[test]
fn theorem_4_1_counts_by_hand() {
    assert_eq!(theorem_4_1_counts(2, 6), (3, 2));
    assert_eq!(theorem_4_1_counts(2, 7), (4, 3));
    assert_eq!(theorem_4_1_counts(3, 2), (1, 0));
    assert_eq!(theorem_4_1_counts(5, 5), (1, 0));
}

/// The k with b − ka > 0, by hand: (2, 6): 1, 2 (6 − 6 = 0 stops); (2, 7): 1, 2, 3; (3, 3): none.
#[test]
fn theorem_4_1_ks_by_hand() {
    assert_eq!(theorem_4_1_ks(2, 6), vec![1, 2]);
    assert_eq!(theorem_4_1_ks(2, 7), vec![1, 2, 3]);
    assert_eq!(theorem_4_1_ks(3, 3), Vec::<u64>::new());
}

/// Theorem 4.1's "b − k_j a ≥ a" when b0 = 0: every k below m at (2, 6) and (3, 9); a planted k = m
/// (b − ma = 0) refused, alone or after the others; b0 > 0 is not its case.
#[test]
fn theorem_4_1_all_at_least_a_by_hand() {
    assert!(theorem_4_1_all_at_least_a(2, 6, &[1, 2]));
    assert!(theorem_4_1_all_at_least_a(3, 9, &[1, 2]));
    assert!(!theorem_4_1_all_at_least_a(3, 9, &[3]));
    assert!(!theorem_4_1_all_at_least_a(2, 6, &[1, 2, 3]));
    assert!(theorem_4_1_all_at_least_a(2, 7, &[3]));
}

/// Theorem 4.1's end when b0 > 0, by hand. (2, 7): b − ka = 5, 3, 1, below 2 only at k = 3 = m,
/// and 1 = b0; every entry is in the class mod 1. (3, 8): 5, 2, below 3 only at k = 2 = m, 2 = b0;
/// 14 and 20 are ≡ 8 (mod 2), 15 is not. (4, 7): 3 at k = 1 = m, b0 = 3; 19 and 31 are ≡ 7 (mod
/// 3), 20 is not. b0 = 0 ((2, 6)): true, whatever the entries.
#[test]
fn theorem_4_1_to_b0_by_hand() {
    assert!(theorem_4_1_to_b0(2, 7, 7, &[9, 11, 13]));
    assert!(theorem_4_1_to_b0(3, 8, 8, &[14, 20]));
    assert!(!theorem_4_1_to_b0(3, 8, 8, &[14, 15]));
    assert!(theorem_4_1_to_b0(4, 7, 7, &[19, 31]));
    assert!(!theorem_4_1_to_b0(4, 7, 7, &[20]));
    assert!(theorem_4_1_to_b0(2, 6, 6, &[7, 8]));
}

/// An edge of the game graph, by hand, from (1, 2, 3) (sum 6): to (1, 2, 2) and (1, 1, 3) it goes
/// down; to itself the sum stays; (0, 2, 3) has a zero entry; (1, 1, 4) an entry above 3, and sum
/// 6.
#[test]
fn move_downward_by_hand() {
    let p = [1, 2, 3];
    assert_eq!(move_downward(p, [1, 2, 2]), [true; 3]);
    assert_eq!(move_downward(p, [1, 1, 3]), [true; 3]);
    assert_eq!(move_downward(p, p), [true, true, false]);
    assert_eq!(move_downward(p, [0, 2, 3]), [false, true, true]);
    assert_eq!(move_downward(p, [1, 1, 4]), [true, false, false]);
}

/// The bytes of fact-coalesce-sinks' evaluation, by hand: 2 a sorted triple, C(n + 2, 3) of them:
/// 1 at n = 1, 10 at n = 3, 37820 at n = 60, none at 0; saturating where the count passes u64
/// (2^40) or its product passes u128 (2^43, u64::MAX).
#[test]
fn one_sink_memo_by_hand() {
    assert_eq!(one_sink_memo(1), 2);
    assert_eq!(one_sink_memo(3), 20);
    assert_eq!(one_sink_memo(60), 75640);
    assert_eq!(one_sink_memo(0), 0);
    assert_eq!(one_sink_memo(1 << 40), u64::MAX);
    assert_eq!(one_sink_memo(1 << 43), u64::MAX);
    assert_eq!(one_sink_memo(u64::MAX), u64::MAX);
}

/// Theorem 5.7's case (iii), each part, by hand, as printed (`≤`) and reversed (`≥`): (1, 3, 3) at
/// j = 1: 3 against 3, j = 1, b = c; (1, 3, 4) at j = 1: 3 < 4, b ≠ c; (1, 3, 3) at j = 2: 2 < 3;
/// (2, 5, 3) at j = 1: 5 > 3; at j = 2: 3 = 3; (1, 4, 3) at j = 2: 3 = 3; (1, 4, 2): 3 > 2.
#[test]
fn theorem_5_7_case_iii_by_hand() {
    for reversed in [false, true] {
        assert_eq!(theorem_5_7_case_iii(1, 3, 3, 1, reversed), [true; 3]);
        assert_eq!(
            theorem_5_7_case_iii(2, 5, 3, 2, reversed),
            [true, false, false]
        );
        assert_eq!(
            theorem_5_7_case_iii(1, 4, 3, 2, reversed),
            [true, false, false]
        );
    }
    assert_eq!(theorem_5_7_case_iii(1, 3, 4, 1, false), [true, true, false]);
    assert_eq!(theorem_5_7_case_iii(1, 3, 4, 1, true), [false, true, false]);
    assert_eq!(theorem_5_7_case_iii(1, 3, 3, 2, false), [true, false, true]);
    assert_eq!(theorem_5_7_case_iii(1, 3, 3, 2, true), [false, false, true]);
    assert_eq!(
        theorem_5_7_case_iii(2, 5, 3, 1, false),
        [false, true, false]
    );
    assert_eq!(theorem_5_7_case_iii(2, 5, 3, 1, true), [true, true, false]);
    assert_eq!(
        theorem_5_7_case_iii(1, 4, 2, 2, false),
        [false, false, false]
    );
    assert_eq!(theorem_5_7_case_iii(2, 5, 6, 1, true), [false, true, false]);
}

/// "a + c − ia ≥ b … and so i = 1", by hand: (1, 3, 3) at i = 1: 3 ≥ 3; at i = 2: 2 < 3; (2, 5,
/// 5) at i = 0: 7 ≥ 5 but i ≠ 1; (2, 4, 7) at i = 3: 3 < 4.
#[test]
fn theorem_5_7_i_one_by_hand() {
    assert_eq!(theorem_5_7_i_one(1, 3, 3, 1), [true, true]);
    assert_eq!(theorem_5_7_i_one(1, 3, 3, 2), [false, false]);
    assert_eq!(theorem_5_7_i_one(2, 5, 5, 0), [true, false]);
    assert_eq!(theorem_5_7_i_one(2, 4, 7, 3), [false, false]);
}

/// Pairwise joined by arithmetic, by hand, at a = 2, b = 3: 3, 5, 9 are (differences 2, 6, 4);
/// 5, 3 are not (not larger); 3, 3 not (equal); 3, 6 not (3 is odd); at b = 4, 3 then 5 is (5 ≥ 4:
/// only the later ones count), 1 then 3 is not (3 < 4); one entry or none, vacuously.
#[test]
fn pairwise_joined_by_hand() {
    assert!(pairwise_joined(2, 3, &[3, 5, 9]));
    assert!(!pairwise_joined(2, 3, &[5, 3]));
    assert!(!pairwise_joined(2, 3, &[3, 3]));
    assert!(!pairwise_joined(2, 3, &[3, 6]));
    assert!(!pairwise_joined(2, 3, &[3, 5, 8]));
    assert!(pairwise_joined(2, 4, &[3, 5]));
    assert!(!pairwise_joined(2, 4, &[1, 3]));
    assert!(pairwise_joined(3, 1, &[1, 4]));
    assert!(pairwise_joined(2, 3, &[4]));
    assert!(pairwise_joined(2, 3, &[]));
}

/// How many values lie below, at and above s, by hand: [0, 2, 1, 5, 2] at s = 2: 0 and 1 below,
/// two at, 5 above; at s = 0: one at, four above; none at all.
#[test]
fn split_by_hand() {
    assert_eq!(split(&[0, 2, 1, 5, 2], 2), (2, 2, 1));
    assert_eq!(split(&[0, 2, 1, 5, 2], 0), (0, 1, 4));
    assert_eq!(split(&[], 3), (0, 0, 0));
}

/// The sequences (4.1) and (4.3), by hand: (2, 6, s = 1): m = 3, b0 = 0, 1 + 3 terms 2 apart;
/// (2, 7, 1): m = 3, b0 = 1, 1 + 3 + 1 terms 1·2 apart; (3, 8, 2): m = 2, b0 = 2, 5 terms 6 apart.
#[test]
fn sequence_4_1_by_hand() {
    assert_eq!(sequence_4_1(2, 6, 1), (4, 2));
    assert_eq!(sequence_4_1(2, 7, 1), (5, 2));
    assert_eq!(sequence_4_1(3, 8, 2), (5, 6));
}

/// Lemma 3.3 (ii)'s options of value 1, on planted values by hand: with the one at j = 1 P, [0, 1]
/// has its 1 at j = 2 (no far one), [0, 1, 0, 1] at j = 2 and 4 (one far); a 1 at j = 1 with
/// `first` P (no table has it: `first` is that value) breaks "j ≥ 2"; with it not P, "j ≥ 2" is
/// not asked, and [1, 0, 1] has one far 1.
#[test]
fn lemma_3_3_ii_ones_on_planted_values() {
    assert_eq!(lemma_3_3_ii_ones(0, &[0, 1]), (true, 0));
    assert_eq!(lemma_3_3_ii_ones(0, &[0, 1, 0, 1]), (true, 1));
    assert_eq!(lemma_3_3_ii_ones(0, &[1, 0, 1]), (false, 1));
    assert_eq!(lemma_3_3_ii_ones(1, &[1, 0, 1]), (true, 1));
    assert_eq!(lemma_3_3_ii_ones(2, &[2, 1, 1, 1]), (true, 2));
    assert_eq!(lemma_3_3_ii_ones(0, &[]), (true, 0));
}

/// The multiples the proofs take, by hand. i ≥ 1 with 2i < 7: 1, 2, 3; from 2: 2, 3; 2i < 6 from
/// 3: none; 3i < 3: none; 3i < 4: 1. Theorem 2.4 at (2, 3, 6): 2j < 8 (1, 2, 3) and 2j < 5 (1, 2).
/// Corollary 2.5: 2i ≤ 5 (1, 2), 3i ≤ 9 (1, 2, 3). Corollaries 3.6 and 3.7 at (2, 5): i ≥ 2 with
/// 2i < 7 (2, 3). Theorem 3.9 at (3, 4): i ≥ 3 with 3i < 13 (3, 4) and 3i < 10 (3).
#[test]
fn multiples_taken_by_hand() {
    assert_eq!(multiples_below(1, 2, 7), vec![1, 2, 3]);
    assert_eq!(multiples_below(2, 2, 7), vec![2, 3]);
    assert_eq!(multiples_below(3, 2, 6), Vec::<u64>::new());
    assert_eq!(multiples_below(1, 3, 3), Vec::<u64>::new());
    assert_eq!(multiples_below(1, 3, 4), vec![1]);
    assert_eq!(theorem_2_4_js(2, 3, 6), [vec![1, 2, 3], vec![1, 2]]);
    assert_eq!(theorem_2_4_js(2, 5, 6), [vec![1, 2, 3], vec![1, 2, 3]]);
    assert_eq!(corollary_2_5_is(2, 5), 1..=2);
    assert_eq!(corollary_2_5_is(3, 9), 1..=3);
    assert_eq!(corollaries_3_6_and_3_7_is(2, 5), vec![2, 3]);
    assert_eq!(theorem_3_9_is(3, 4), [vec![3, 4], vec![3]]);
}

/// "G ≥ 2, and so a move to value 1", on planted answers: a value of 2 or 5 without an option of
/// value 1 is refused, with one taken; 0 and 1 need none (and the option is not read: a failure
/// there does not count); at 2 a failure to read is passed on.
#[test]
fn a_one_below_on_planted_answers() {
    assert!(!a_one_below(2, || Ok(false)).unwrap());
    assert!(!a_one_below(5, || Ok(false)).unwrap());
    assert!(a_one_below(2, || Ok(true)).unwrap());
    assert!(a_one_below(0, || Ok(false)).unwrap());
    assert!(a_one_below(1, || Err(Failure::at("unread"))).unwrap());
    assert!(a_one_below(2, || Err(Failure::at("unread"))).is_err());
}

/// The options of value at most 1 with their i, on planted values: of (1, 1, 3), (1, 2, 3), (1,
/// 3, 3) valued 1, 2, 0, the first (i = 1) and the third (i = 3).
#[test]
fn at_most_one_on_planted_values() {
    let opts = [[1, 1, 3], [1, 2, 3], [1, 3, 3]];
    let value_of = |q: [u64; 3]| Ok(u64::from(q[1] == 2) * 2 + u64::from(q[1] == 1));
    assert_eq!(
        at_most_one(&opts, value_of).unwrap(),
        vec![(1, [1, 1, 3]), (3, [1, 3, 3])]
    );
    assert!(at_most_one(&opts, |_| Ok(2)).unwrap().is_empty());
    assert!(at_most_one(&opts, |_| Err(Failure::at("unread"))).is_err());
}

/// Where the graph with one sink keeps a sorted triple, by hand (C(c + 1, 3) + C(b, 2) + a − 1,
/// counted from 0): (1, 1, 1) 0, (1, 1, 2) 1, (1, 2, 2) 2, (2, 2, 2) 3, (1, 1, 3) 4, (3, 3, 3) 9;
/// no place for a zero entry, an unsorted triple or one past n = 3.
#[test]
fn one_sink_index_by_hand() {
    let one = OneSink::new(G1, false, 3);
    let at = |p| one.index(p);
    assert_eq!(at([1, 1, 1]), Some(0));
    assert_eq!(at([1, 1, 2]), Some(1));
    assert_eq!(at([1, 2, 2]), Some(2));
    assert_eq!(at([2, 2, 2]), Some(3));
    assert_eq!(at([1, 1, 3]), Some(4));
    assert_eq!(at([3, 3, 3]), Some(9));
    for outside in [[0, 1, 1], [2, 1, 3], [1, 3, 2], [1, 1, 4]] {
        assert_eq!(at(outside), None, "{outside:?}");
    }
}

/// "c − a < b", by hand: (1, 3, 3): 2 < 3; (1, 2, 3): 2 = 2, not below (Lemma 3.1's case c − a ≥
/// b); (2, 2, 5): 3 > 2.
#[test]
fn c_minus_a_below_b_by_hand() {
    assert!(c_minus_a_below_b(1, 3, 3));
    assert!(!c_minus_a_below_b(1, 2, 3));
    assert!(!c_minus_a_below_b(2, 2, 5));
}

/// The k with b − ka ≥ a, by hand: (2, 6): 4 and 2 (k = 1, 2); (2, 7): 5, 3 (k = 1, 2; 1 < 2 at
/// k = 3); (3, 3): none.
#[test]
fn theorem_4_1_a_stays_least_by_hand() {
    assert_eq!(theorem_4_1_a_stays_least(2, 6), vec![1, 2]);
    assert_eq!(theorem_4_1_a_stays_least(2, 7), vec![1, 2]);
    assert_eq!(theorem_4_1_a_stays_least(3, 3), Vec::<u64>::new());
}

/// Corollary 3.7's "neither is P when (a, b, c) is", by hand: a P position with options of
/// values 2 and 3 holds; with either option P it does not; a position not P holds whatever its
/// options.
#[test]
fn corollary_3_7_neither_p_by_hand() {
    assert!(corollary_3_7_neither_p(0, 2, 3));
    assert!(!corollary_3_7_neither_p(0, 0, 2));
    assert!(!corollary_3_7_neither_p(0, 2, 0));
    assert!(corollary_3_7_neither_p(1, 0, 0));
}

/// Theorem 3.9's i ≥ 3 on planted values. Necessary condition at a = 3, b = 1: (3, 7, 10), i = 3
/// gives x = 1 and the option (1, 3, 7), 3 + 1 ≤ 4. Converse at a = 3, b = 4: (3, 7, 10) again
/// as (a, b + a, b + 2a), i = 3 gives x = 1, (1, 3, 7), 3 + 1 ≤ 4. Every value 2 holds; 1 or 0
/// planted at (1, 3, 7) is refused; no i holds; a failure to read is passed on.
#[test]
fn theorem_3_9_far_on_planted_values() {
    let planted = |v: u64| move |q: [u64; 3]| Ok(if q == [1, 3, 7] { v } else { 2 });
    assert!(theorem_3_9_top_far_all(3, 1, vec![3], planted(2)).unwrap());
    assert!(theorem_3_9_mid_far_all(3, 4, vec![3], planted(2)).unwrap());
    for below in [0, 1] {
        assert!(!theorem_3_9_top_far_all(3, 1, vec![3], planted(below)).unwrap());
        assert!(!theorem_3_9_mid_far_all(3, 4, vec![3], planted(below)).unwrap());
    }
    assert!(theorem_3_9_top_far_all(3, 1, vec![], planted(0)).unwrap());
    let unread = |_: [u64; 3]| Err(Failure::at("unread"));
    assert!(theorem_3_9_top_far_all(3, 1, vec![3], unread).is_err());
    assert!(theorem_3_9_mid_far_all(3, 4, vec![3], unread).is_err());
}

/// Proposition 3.11's gcd(a, b − a), by hand: (2, 6) gives gcd(2, 4) = 2, (2, 5) gives gcd(2, 3)
/// = 1, (4, 10) gives gcd(4, 6) = 2, (3, 3) gives gcd(3, 0) = 3.
#[test]
fn proposition_3_11_gcd_below_by_hand() {
    assert_eq!(proposition_3_11_gcd_below(2, 6), 2);
    assert_eq!(proposition_3_11_gcd_below(2, 5), 1);
    assert_eq!(proposition_3_11_gcd_below(4, 10), 2);
    assert_eq!(proposition_3_11_gcd_below(3, 3), 3);
}

/// Proposition 3.11's "a ≠ b − a as gcd(a, b) = 1", by hand: d = 1 with b = 2a (a = 3, b = 6;
/// a = 1, b = 2) is refused; d = 1 with b = 7, or d = 3 with b = 6, holds.
#[test]
fn proposition_3_11_apart_by_hand() {
    assert!(!proposition_3_11_apart(3, 6, 1));
    assert!(!proposition_3_11_apart(1, 2, 1));
    assert!(proposition_3_11_apart(3, 7, 1));
    assert!(proposition_3_11_apart(3, 6, 3));
}

/// Proposition 3.11's values at a = b − a, on planted values: at a = 3, b = 6 it reads (2, 3, 3)
/// and (3, 5, 6), planted 0 and 2 (every other position 7); a failure to read is passed on.
#[test]
fn proposition_3_11_halves_on_planted_values() {
    let planted = |q: [u64; 3]| {
        Ok(match q {
            [2, 3, 3] => 0,
            [3, 5, 6] => 2,
            _ => 7,
        })
    };
    assert_eq!(proposition_3_11_halves(3, 6, planted).unwrap(), (0, 2));
    assert!(proposition_3_11_halves(3, 6, |_| Err(Failure::at("unread"))).is_err());
}

/// Theorem 4.1's positions joined at each k, on planted moves: a = 2, b = 7 has k = 1, 2 (second
/// entries 5 and 3 ≥ 2); with xs = [9, 11] it asks for (2, 5, 11) to (2, 5, 9) and (2, 3, 11)
/// to (2, 3, 9). Both planted holds; either alone is refused; a sequence of one asks nothing.
#[test]
fn theorem_4_1_k_joined_on_planted_moves() {
    let planted = |joined: &'static [[u64; 3]]| {
        move |p: [u64; 3], q: [u64; 3]| {
            p[2] == 11 && q[2] == 9 && p[..2] == q[..2] && joined.contains(&p)
        }
    };
    assert!(theorem_4_1_k_joined(
        2,
        7,
        &[9, 11],
        planted(&[[2, 5, 11], [2, 3, 11]])
    ));
    assert!(!theorem_4_1_k_joined(
        2,
        7,
        &[9, 11],
        planted(&[[2, 5, 11]])
    ));
    assert!(!theorem_4_1_k_joined(
        2,
        7,
        &[9, 11],
        planted(&[[2, 3, 11]])
    ));
    assert!(theorem_4_1_k_joined(2, 7, &[9], |_, _| false));
}
