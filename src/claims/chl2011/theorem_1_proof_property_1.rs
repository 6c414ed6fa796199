//! chl2011 Theorem 1, its proof, property (1): the predicates of the facts of the proof checked
//! there.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!(
            "fact-theorem-1-proof-first-term-move",
            PAIRS,
            fact_theorem_1_proof_first_term_move,
        )
        .reads(reads![])
        .cases(|n| cases::square_part(n, 3, 10)),
        claim!("fact-theorem-1-proof-tail-move", PAIRS, |_, run| {
            proof_tail_move(run, true)
        })
        .reads(reads![])
        .cases(|n| cases::square_part(n, 3, 10)),
        claim!(
            "fact-theorem-1-proof-tail-move-reading-no-tail",
            PAIRS,
            |_, run| { proof_tail_move(run, false) }
        )
        .reads(reads![]),
    ]
}

/// The reduced `0 < a < b` (walked from 1), the positions the proofs name by `[a0, a1, …, an]`.
fn reduced_a_below_b(a: u64, b: u64) -> bool {
    a < b && gcd(a, b) == 1
}

fn fact_theorem_1_proof_first_term_move(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Every move q = [a0 − i, a1, …, an], 1 ≤ i < a0: G(p) − G(q) = i − [L(p) odd] + [L(q) odd]
    // ("from the definition of G", so equal values need i = 1, L(p) odd and L(q) even); and
    // that case never occurs ("a0 ≤ a1" as L(p) is odd, "a0 − 1 ≥ a1" as L(q) is even).
    run.all_pairs_where(1, reduced_a_below_b, |&Pair(a, b), o| {
        let p = ProofPosition::of(a, b);
        let moves = FirstTermMoves::of(&p, &Pair(a, b))?;
        o.value_with("continued fraction", || format!("{:?}", p.q))
            .value("λ(p)", p.lambda)
            .value("G(p)", p.g)
            .value_with("G(q), i = 1, …, a0 − 1", || format!("{:?}", moves.gs))
            .value_with("λ(q), i = 1, …, a0 − 1", || {
                format!("{:?}", moves.lambdas)
            })
            .value("i = 1 with L(p) odd and L(q) even", moves.equal_case);
        Ok(moves.hold())
    })
}

/// The moves `q = [a0 − i, a1, …, an]`, `1 ≤ i < a0`, of `p`, as the proof of property (1)
/// reads them.
struct FirstTermMoves {
    /// Each is a move of `p`, with `G(p) − G(q) = i − [L(p) odd] + [L(q) odd]` and, where `p` has
    /// an a1, the printed reasons ([`first_term_reasons`]).
    each_as_printed: bool,
    /// One has `i = 1`, `L(p)` odd and `L(q)` even: the case of equal values, "impossible".
    equal_case: bool,
    /// `G(q)`, `i = 1, …, a0 − 1`.
    gs: Vec<u64>,
    /// `L(q)`, `i = 1, …, a0 − 1`.
    lambdas: Vec<usize>,
}

impl FirstTermMoves {
    fn of(p: &ProofPosition, point: &dyn std::fmt::Display) -> Result<FirstTermMoves, Failure> {
        let a0 = p.a0();
        let (mut each_as_printed, mut equal_case) = (true, false);
        let (mut gs, mut lambdas) = (Vec::new(), Vec::new());
        for i in 1..a0 {
            let q = NamedPosition::of(&p.with_first(a0 - i), point)?;
            let difference = i128::from(p.g) - i128::from(q.g);
            let printed = i128::from(i) - i128::from(p.odd()) + i128::from(q.odd());
            each_as_printed &= p.moves_to(&q) && difference == printed;
            if i == 1 && p.odd() && !q.odd() {
                equal_case = true;
            }
            if let Some(a1) = p.a1() {
                each_as_printed &= first_term_reasons(i, a0, a1, p.odd(), q.odd());
            }
            gs.push(q.g);
            lambdas.push(q.lambda);
        }
        Ok(FirstTermMoves {
            each_as_printed,
            equal_case,
            gs,
            lambdas,
        })
    }

    /// Every move as printed, and never the case of equal values.
    fn hold(&self) -> bool {
        self.each_as_printed && !self.equal_case
    }
}

/// The printed reasons at the move `q = [a0 − i, a1, …, an]`: "As L(p) is odd, a0 ≤ a1, and as
/// L(q) is even, a0 − 1 ≥ a1" (the latter for `i = 1`, the case of equal values).
fn first_term_reasons(i: u64, a0: u64, a1: u64, p_odd: bool, q_odd: bool) -> bool {
    (!p_odd || a0 <= a1) && (i != 1 || q_odd || a0 > a1)
}

/// The tail move of the proof of property (1): the move left besides the `[a0 − i, a1, …, an]`,
/// `1 ≤ i < a0`, is `[a1, …, an]`, and `G(q) = G(p)` would need one of (i), (ii), (iii), none of
/// which can hold. With `zero_tail`, `[a1, …, an]` for `n = 0` is read as `[0]` (`a1 = 0`).
fn proof_tail_move(run: &mut Run<'_>, zero_tail: bool) -> Verdict {
    run.all_pairs_where(1, reduced_a_below_b, |&Pair(a, b), o| {
        let p = ProofPosition::of(a, b);
        let a0 = p.a0();
        // "So we may assume that q = [a1, …, an]": the moves left.
        let left: Vec<Vec<u64>> = ColeDavieEuclid
            .moves(&(a, b))
            .map(position_cf)
            .filter(|m| !((1..a0).contains(&m[0]) && m[1..] == p.q[1..]))
            .collect();
        let tail = p.tail().or_else(|| zero_tail.then(|| vec![0]));
        o.value_with("continued fraction", || format!("{:?}", p.q))
            .value("λ(p)", p.lambda)
            .value("G(p)", p.g)
            .value_with("the moves left", || format!("{left:?}"))
            .value_with("[a1, …, an]", || {
                tail.as_ref()
                    .map_or("none".to_string(), |t| format!("{t:?}"))
            });
        let Some(tail) = tail else {
            return Ok(false);
        };
        let only_the_tail = only_the_tail(&left, &tail);
        let q = NamedPosition::of(&tail, &Pair(a, b))?;
        let tail_move = TailMove::of(&p, &q);
        let [case_i, case_ii, case_iii] = tail_move.cases;
        o.value("λ(q)", q.lambda)
            .value("G(q)", q.g)
            .value("(i)", case_i)
            .value("(ii)", case_ii)
            .value("(iii)", case_iii);
        Ok(tail_move.holds(only_the_tail, p.moves_to(&q)))
    })
}

/// "So we may assume that q = [a1, …, an]": the moves left (`left`, as expansions) are that one
/// alone.
fn only_the_tail(left: &[Vec<u64>], tail: &[u64]) -> bool {
    left.len() == 1 && left[0] == tail
}

/// What the proof of property (1) says of the tail move `q = [a1, …, an]` of `p = [a0, …, an]`.
struct TailMove {
    /// `G(p) − G(q) = (a0 − a1) − [L(p) odd] + [L(q) odd]` (G's definition).
    difference_as_printed: bool,
    /// (i), (ii), (iii): "At first sight, as G(q) = G(p), there are three possibilities".
    cases: [bool; 3],
    /// `G(q) = G(p)` exactly when one of the three holds.
    three: bool,
    /// The printed reasons: "a0 ≥ a1 when L(p) is even", "a0 ≤ a1 when L(p) is odd", and, from
    /// the definition of L, a0 = a1 gives L(p) = L(q) + 1, so different parities.
    reasons: bool,
}

impl TailMove {
    fn of(p: &ProofPosition, q: &NamedPosition) -> TailMove {
        let (a0, a1) = (p.a0(), q.expansion.quotients()[0]);
        let difference = i128::from(p.g) - i128::from(q.g);
        let printed = i128::from(a0) - i128::from(a1) - i128::from(p.odd()) + i128::from(q.odd());
        let case_i = a0 + 1 == a1 && !p.odd() && q.odd();
        let case_ii = a0 == a1 + 1 && p.odd() && !q.odd();
        let case_iii = a0 == a1 && p.odd() == q.odd();
        let three = (p.g == q.g) == (case_i || case_ii || case_iii);
        let reasons = (p.odd() || a0 >= a1)
            && (!p.odd() || a0 <= a1)
            && (a0 != a1 || (p.lambda == q.lambda + 1 && p.odd() != q.odd()));
        TailMove {
            difference_as_printed: difference == printed,
            cases: [case_i, case_ii, case_iii],
            three,
            reasons,
        }
    }

    /// The check, given whether the moves left are `q` alone (`only_the_tail`) and whether `q`
    /// is a move of `p` (`is_move`): the difference as printed, the three possibilities exactly
    /// when the values are equal, none of them, and the printed reasons.
    fn holds(&self, only_the_tail: bool, is_move: bool) -> bool {
        let [case_i, case_ii, case_iii] = self.cases;
        only_the_tail
            && is_move
            && self.difference_as_printed
            && self.three
            && !(case_i || case_ii || case_iii)
            && self.reasons
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::claims::chl2011::tests::named;

    /// The domains: (2, 4) is not reduced, (3, 2) is (2, 3) again, and (1, 1) has a = b.
    #[test]
    fn domains_are_the_reduced_positions() {
        assert!(reduced_a_at_most_b(1, 1) && reduced_a_at_most_b(2, 3));
        assert!(!reduced_a_at_most_b(2, 4) && !reduced_a_at_most_b(3, 2));
        assert!(reduced_a_below_b(2, 3) && reduced_a_below_b(1, 2));
        assert!(!reduced_a_below_b(1, 1) && !reduced_a_below_b(2, 4) && !reduced_a_below_b(3, 2));
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
            &NamedPosition {
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
            &NamedPosition {
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
}
