//! chl2011 Theorem 1, its proof: the predicates of the facts of the proof checked there.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!(
            "fact-lambda-parity-and-a1",
            PAIRS,
            fact_lambda_parity_and_a1,
        )
        .reads(reads![])
        .cases(cases::below_diagonal),
        claim!(
            "fact-theorem-1-proof-properties",
            PAIRS,
            fact_theorem_1_proof_properties,
        )
        .reads(reads![])
        .cases_exactly(cases::below_diagonal),
    ]
}

fn fact_lambda_parity_and_a1(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all_pairs_where(
        1,
        |a, b| upper(true)(a, b) && b % a != 0,
        |&Pair(a, b), o| {
            let q = cf(b, a);
            let (lambda, a0, a1) = (lambda_of(&q), q.quotients()[0], q.quotients()[1]);
            o.value("continued fraction", &q).value("λ(a, b)", lambda);
            Ok(lambda_parity_fact_holds(lambda, a0, a1))
        },
    )
}

/// The fact at one expansion with `λ = lambda` and first quotients `a0, a1`: "if a0 > a1, then
/// we would have L(p) = 0", and `a0 ≤ a1` when `λ` is odd, `a0 ≥ a1` when it is even.
fn lambda_parity_fact_holds(lambda: usize, a0: u64, a1: u64) -> bool {
    let middle = a0 <= a1 || lambda == 0;
    middle && if lambda % 2 == 1 { a0 <= a1 } else { a0 >= a1 }
}

thread_local! {
    /// fact-theorem-1-proof-properties' values over the moves at one point, reused from point
    /// to point on each thread (a set built at every point was an allocation per move).
    static MOVE_VALUES: std::cell::RefCell<Vec<u64>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Whether every integer `0 ≤ k < g` is in `values` (sorted, without repeats): the smallest
/// integer not among them is the first place `i` whose value is not `i` (the values before it
/// are 0, …, i − 1; those from it on exceed `i`), and it must be `g` or more.
fn all_below(values: &[u64], g: u64) -> bool {
    let first_missing = values
        .iter()
        .zip(0u64..)
        .position(|(&v, i)| v != i)
        .unwrap_or(values.len());
    first_missing as u64 >= g
}

/// The proof of Theorem 1's two defining properties at a position of value `g` whose moves have
/// the values `values` (sorted, without repeats).
struct DefiningProperties {
    /// 1. No move has the value `g`.
    no_move_of_value_g: bool,
    /// 2. Every `0 ≤ k < g` is the value of a move.
    every_value_below: bool,
}

impl DefiningProperties {
    fn of(values: &[u64], g: u64) -> DefiningProperties {
        DefiningProperties {
            no_move_of_value_g: values.binary_search(&g).is_err(),
            every_value_below: all_below(values, g),
        }
    }

    fn hold(&self) -> bool {
        self.no_move_of_value_g && self.every_value_below
    }
}

fn fact_theorem_1_proof_properties(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let g = theorem_1_expression((a, b));
        MOVE_VALUES.with_borrow_mut(|values| {
            // The set of the moves' values, as a sorted vector without repeats.
            values.clear();
            values.extend(ColeDavieEuclid.moves(&(a, b)).map(theorem_1_expression));
            values.sort_unstable();
            values.dedup();
            let properties = DefiningProperties::of(values, g);
            o.value("G(p) by Theorem 1", g)
                .value_with("G(q) over the moves", || {
                    format!("{:?}", values.iter().collect::<BTreeSet<_>>())
                })
                .value("property 1", properties.no_move_of_value_g)
                .value("property 2", properties.every_value_below);
            Ok(properties.hold())
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `all_below` against its definition, `(0..g).all(|k| set.contains(&k))`, on every set
    /// of values below 7 and every g up to 8.
    #[test]
    fn all_below_is_every_value_below() {
        for bits in 0u32..1 << 7 {
            let set: BTreeSet<u64> = (0..7).filter(|k| bits >> k & 1 == 1).collect();
            let sorted: Vec<u64> = set.iter().copied().collect();
            for g in 0..=8 {
                let want = (0..g).all(|k| set.contains(&k));
                assert_eq!(all_below(&sorted, g), want, "{set:?}, g = {g}");
            }
        }
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
}
