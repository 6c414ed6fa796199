//! chl2011 Theorem 1, its proof, property (2): the predicates of the facts of the proof checked
//! there.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!(
            "fact-theorem-1-proof-property-2-odd",
            PAIRS.at_least(5),
            fact_theorem_1_proof_property_2_odd,
        )
        .reads(reads![])
        .cases(|n| cases::square_part(n, 1, 10)),
        claim!("fact-theorem-1-proof-property-2-k-zero", PAIRS, |_, run| {
            proof_k_zero(run, false)
        })
        .reads(reads![]),
        claim!(
            "fact-theorem-1-proof-property-2-k-zero-corrected",
            PAIRS,
            |_, run| { proof_k_zero(run, true) }
        )
        .reads(reads![])
        .cases(|n| cases::square_part(n, 1, 7)),
        claim!(
            "fact-theorem-1-proof-property-2-k-positive",
            PAIRS.at_least(12),
            |_, run| { proof_k_positive(run, false) }
        )
        .reads(reads![]),
        claim!(
            "fact-theorem-1-proof-property-2-k-positive-corrected",
            PAIRS,
            fact_theorem_1_proof_property_2_k_positive_corrected,
        )
        .reads(reads![]),
    ]
}

/// The reduced `0 < a < b` whose `L` has the parity `odd`, each with `k` from `k_from` up to
/// `G(p) − 1`: the points `a = …, b = …, k = …`, by `b`, then `a`, then `k`.
fn proof_points(n: u64, odd: bool, k_from: u64) -> impl Iterator<Item = Fields<3>> {
    pairs(1, n, true)
        .filter(|&Pair(a, b)| gcd(a, b) == 1)
        .flat_map(move |Pair(a, b)| {
            let lambda = chl2011::lambda(PartialQuotients::new(b, a).expect("a > 0"));
            let g = b / a - (lambda % 2) as u64;
            let ks = if (lambda % 2 == 1) == odd {
                k_from..g
            } else {
                0..0
            };
            ks.map(move |k| Fields([("a", a), ("b", b), ("k", k)]))
        })
}

fn fact_theorem_1_proof_property_2_odd(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all(
        proof_points(run.n, true, 0),
        |&Fields([(_, a), (_, b), (_, k)]), o| {
            let p = ProofPosition::of(a, b);
            let a0 = p.a0();
            o.value_with("continued fraction", || format!("{:?}", p.q))
                .value("λ(p)", p.lambda)
                .value("G(p)", p.g);
            // "Since L(p) is odd, a0 ≤ a1."
            let Some(a1) = p.a1() else {
                return Ok(false);
            };
            // "Consider the position q = [k + 1, a1, …, an]. … In particular, k + 1 < a1 and
            // thus L(q) = 1. It follows that G(q) = k, as required."
            let q = NamedPosition::of(
                &p.with_first(k + 1),
                &Fields([("a", a), ("b", b), ("k", k)]),
            )?;
            let is_move = p.moves_to(&q);
            o.value("a0", a0)
                .value("a1", a1)
                .value_with("q", || q.shown())
                .value("λ(q)", q.lambda)
                .value("G(q)", q.g)
                .value("q is a move of p", is_move);
            Ok(odd_case_holds(&p, a1, k, &q, is_move))
        },
    )
}

/// Property (2) when `L(p)` is odd, at `k`, with `q = [k + 1, a1, …, an]` (`is_move`: a move of
/// `p`): "First suppose that L(p) is odd, so G(p) = a0 − 1. … Since L(p) is odd, a0 ≤ a1. In
/// particular, k + 1 < a1 and thus L(q) = 1. It follows that G(q) = k, as required."
fn odd_case_holds(p: &ProofPosition, a1: u64, k: u64, q: &NamedPosition, is_move: bool) -> bool {
    let a0 = p.a0();
    p.g + 1 == a0 && a0 <= a1 && k + 1 < a1 && q.lambda == 1 && q.g == k && is_move
}

/// What the proof of property (2) names at one point: the move of value `k` it reaches (or
/// none), and the first printed step that is false there (or none).
struct ProofStep {
    witness: Option<NamedPosition>,
    false_step: Option<&'static str>,
}

impl ProofStep {
    fn found(witness: NamedPosition) -> ProofStep {
        ProofStep {
            witness: Some(witness),
            false_step: None,
        }
    }

    fn fails(step: &'static str) -> ProofStep {
        ProofStep {
            witness: None,
            false_step: Some(step),
        }
    }

    /// `witness` if every step checked on the way holds, else the first false one.
    fn unless(steps: &[(bool, &'static str)], witness: NamedPosition) -> ProofStep {
        match steps.iter().find(|(holds, _)| !holds) {
            Some(&(_, step)) => ProofStep::fails(step),
            None => ProofStep::found(witness),
        }
    }

    /// The witness's expansion, as a failure shows it.
    fn shown(&self) -> String {
        self.witness
            .as_ref()
            .map_or("none".to_string(), NamedPosition::shown)
    }
}

/// Property (2) for `k = 0` when `L(p)` is even: the proof's move of value 0. With `corrected`,
/// `n = 0` (no `a1`) takes the move `[a0] ↦ [0]`.
fn proof_k_zero(run: &mut Run<'_>, corrected: bool) -> Verdict {
    run.all_pairs_where(
        1,
        |a, b| {
            a < b
                && gcd(a, b) == 1
                && chl2011::lambda(PartialQuotients::new(b, a).expect("a > 0")) % 2 == 0
        },
        |&Pair(a, b), o| {
            let p = ProofPosition::of(a, b);
            let a0 = p.a0();
            let here = Pair(a, b);
            // "In this case, G(p) = a0 and a0 ≥ a1."
            let case = p.even_case();
            let mut shown_q = None;
            let step = if a0 > 1 {
                // "Consider q = [1, a1, …, an]."
                let q = NamedPosition::of(&p.with_first(1), &here)?;
                let q_odd = q.odd();
                shown_q = Some((q.expansion.clone(), q.lambda, q.g));
                if q_odd {
                    // "we may assume that L(q) is even, since otherwise G(q) = 0, as required"
                    let steps = [(p.moves_to_value(&q, 0), "G(q) = 0, as required")];
                    ProofStep::unless(&steps, q)
                } else {
                    match (p.a1(), p.tail()) {
                        (Some(a1), Some(tail)) => {
                            // "In particular, we have a1 = 1. Let q′ = [a1, …, an]. But if L(q)
                            // is even, then L(q′) is odd and hence G(q′) = a1 − 1 = 0, as
                            // required."
                            let q1 = NamedPosition::of(&tail, &here)?;
                            let steps = [
                                (a1 == 1, "a1 = 1"),
                                (q1.odd(), "L(q′) is odd"),
                                (q1.g + 1 == a1 && q1.g == 0, "G(q′) = a1 − 1 = 0"),
                                (p.moves_to(&q1), "q′ is a move of p"),
                            ];
                            ProofStep::unless(&steps, q1)
                        }
                        _ if corrected => {
                            // n = 0: no a1; the move [a0] ↦ [0], of value 0.
                            let zero = NamedPosition::of(&[0], &here)?;
                            let steps = [(p.moves_to_value(&zero, 0), "G([0]) = 0")];
                            ProofStep::unless(&steps, zero)
                        }
                        _ => ProofStep::fails("a1 = 1: there is no a1 (n = 0)"),
                    }
                }
            } else {
                // "Similarly, if a0 = 1, then as L(p) is even, we have a1 = 1, and since L(p) is
                // even, L(q′) is odd and G(q′) = 0."
                match (p.a1(), p.tail()) {
                    (Some(a1), Some(tail)) => {
                        let q1 = NamedPosition::of(&tail, &here)?;
                        let steps = [
                            (a1 == 1, "a1 = 1"),
                            (q1.odd(), "L(q′) is odd"),
                            (q1.g == 0, "G(q′) = 0"),
                            (p.moves_to(&q1), "q′ is a move of p"),
                        ];
                        ProofStep::unless(&steps, q1)
                    }
                    _ => ProofStep::fails("a1 = 1: there is no a1 (n = 0)"),
                }
            };
            o.value_with("continued fraction", || format!("{:?}", p.q))
                .value("λ(p)", p.lambda)
                .value("G(p)", p.g)
                .value_with("q = [1, a1, …, an]", || {
                    shown_q
                        .as_ref()
                        .map_or("none".to_string(), |(s, _, _)| format!("{s:?}"))
                })
                .value_with("λ(q)", || {
                    shown_q
                        .as_ref()
                        .map_or("none".to_string(), |(_, l, _)| l.to_string())
                })
                .value_with("the move of value 0 the proof names", || step.shown())
                .value(
                    "the printed step that fails",
                    step.false_step.unwrap_or("none"),
                );
            Ok(case && step.witness.is_some())
        },
    )
}

/// "So we may assume that L(q) is odd and thus k ≤ a1. In this case, we have G(q) = k − 1": what
/// the proof of property (2) says of `q = [k, a1, …, an]`, of value `g_q`, when `L(q)` is odd.
fn odd_q_as_printed(k: u64, a1: u64, g_q: u64) -> bool {
    k <= a1 && g_q + 1 == k
}

/// "Thus k + 1 ≥ a1 ≥ k."
fn a1_between(k: u64, a1: u64) -> bool {
    k + 1 >= a1 && a1 >= k
}

/// Property (2) for `0 < k < G(p)` when `L(p)` is even: the proof's move of value `k`. The last
/// step reads its premise as printed, "L(q) is even", or, `corrected`, "L(q′) is even".
fn proof_k_positive(run: &mut Run<'_>, corrected: bool) -> Verdict {
    run.all(
        proof_points(run.n, false, 1),
        |&Fields([(_, a), (_, b), (_, k)]), o| {
            let p = ProofPosition::of(a, b);
            let here = Fields([("a", a), ("b", b), ("k", k)]);
            // "In this case, G(p) = a0 and a0 ≥ a1."
            let case = p.even_case();
            // "Now suppose that 0 < k < G(p) and let q = [k, a1, …, an]."
            let q = NamedPosition::of(&p.with_first(k), &here)?;
            let mut shown = vec![(q.expansion.clone(), q.lambda, q.g)];
            let step = if !q.odd() {
                // "If L(q) is even, then G(q) = k, as required."
                let steps = [(p.moves_to_value(&q, k), "G(q) = k, as required")];
                ProofStep::unless(&steps, q)
            } else {
                // "So we may assume that L(q) is odd and thus k ≤ a1. In this case, we have
                // G(q) = k − 1. Let q′ = [k + 1, a1, …, an]."
                let q_odd = q.odd();
                let q1 = NamedPosition::of(&p.with_first(k + 1), &here)?;
                shown.push((q1.expansion.clone(), q1.lambda, q1.g));
                match (p.a1(), p.tail()) {
                    (Some(a1), Some(tail)) => {
                        if !odd_q_as_printed(k, a1, q.g) {
                            ProofStep::fails("k ≤ a1 and G(q) = k − 1")
                        } else if q1.odd() {
                            // "If L(q′) is odd, then G(q′) = k, as required"
                            let steps = [(p.moves_to_value(&q1, k), "G(q′) = k, as required")];
                            ProofStep::unless(&steps, q1)
                        } else {
                            // "… and therefore k + 1 ≥ a1. Thus k + 1 ≥ a1 ≥ k. Hence, either
                            // k + 1 = a1 or k = a1. Consider q″ = [a1, …, an]."
                            let q2 = NamedPosition::of(&tail, &here)?;
                            shown.push((q2.expansion.clone(), q2.lambda, q2.g));
                            if !a1_between(k, a1) {
                                ProofStep::fails("k + 1 ≥ a1 ≥ k")
                            } else if k == a1 {
                                // "If k = a1, then as L(q) is odd, L(q″) is even, and hence
                                // G(q″) = a1 = k, as required."
                                let steps = [
                                    (q_odd, "L(q) is odd"),
                                    (!q2.odd(), "L(q″) is even"),
                                    (q2.g == a1 && q2.g == k, "G(q″) = a1 = k"),
                                    (p.moves_to(&q2), "q″ is a move of p"),
                                ];
                                ProofStep::unless(&steps, q2)
                            } else {
                                // "Finally, if k + 1 = a1, then as L(q) is even, L(q″) is odd,
                                // and hence G(q″) = a1 − 1 = k, as required."
                                let premise = if corrected {
                                    (!q1.odd(), "L(q′) is even")
                                } else {
                                    (!q_odd, "L(q) is even")
                                };
                                let steps = [
                                    premise,
                                    (q2.odd(), "L(q″) is odd"),
                                    (q2.g + 1 == a1 && q2.g == k, "G(q″) = a1 − 1 = k"),
                                    (p.moves_to(&q2), "q″ is a move of p"),
                                ];
                                ProofStep::unless(&steps, q2)
                            }
                        }
                    }
                    _ => ProofStep::fails("k ≤ a1: there is no a1 (n = 0)"),
                }
            };
            // The names of the positions and their values: static, so that nothing is formatted
            // unless a point is recorded.
            let names = [
                ("q", "λ(q)", "G(q)"),
                ("q′", "λ(q′)", "G(q′)"),
                ("q″", "λ(q″)", "G(q″)"),
            ];
            o.value_with("continued fraction", || format!("{:?}", p.q))
                .value("λ(p)", p.lambda)
                .value("G(p)", p.g);
            for ((name, lambda_name, g_name), (expansion, lambda, g)) in names.iter().zip(&shown) {
                o.value_with(name, || format!("{expansion:?}"))
                    .value(lambda_name, lambda)
                    .value(g_name, g);
            }
            o.value_with("the move of value k the proof names", || step.shown())
                .value(
                    "the printed step that fails",
                    step.false_step.unwrap_or("none"),
                );
            Ok(case && step.witness.is_some())
        },
    )
}

fn fact_theorem_1_proof_property_2_k_positive_corrected(
    _ctx: &Ctx<'_>,
    run: &mut Run<'_>,
) -> Verdict {
    proof_k_positive(run, true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::claims::chl2011::tests::named;

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
            &NamedPosition {
                lambda: 3,
                ..named(&[1, 2])
            },
            true
        ));
        assert!(!odd_case_holds(
            &p,
            2,
            0,
            &NamedPosition {
                g: 1,
                ..named(&[1, 2])
            },
            true
        ));
        assert!(!odd_case_holds(&p, 2, 0, &q, false));
    }
}
