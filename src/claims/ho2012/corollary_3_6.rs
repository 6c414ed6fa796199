//! ho2012 Corollary 3.6: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("corollary-3-6", TRIPLES, corollary_3_6)
            .reads(reads![G1, G2])
            .cases_exactly(|n| cases::sorted_triples(n).saturating_mul(2)),
        claim!(
            "fact-proof-corollary-3-6",
            TRIPLES,
            fact_proof_corollary_3_6,
        )
        .reads(reads![G2])
        .cases(|n| cases::cube_part(n, 1, 20)),
    ]
}

fn corollary_3_6(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n;
    implication(
        ctx,
        run,
        &BOTH,
        false,
        move |_, _, _| true,
        move |t, a, b, c, o| {
            let v = t.value(a, b, c)?;
            o.value(value_name(t), v);
            if v != 1 {
                return Ok(true);
            }
            // A position of value 1 has a move: c > a, and c − a ≥ 1.
            let first = t.is_p(a, b, c - a)?;
            o.value("(a, b, c − a) P", first);
            // The second position is looked at when its entries are in the table (b + a ≤ N).
            let y = triple(a, c, b + a);
            let second = if in_table(y[2], n) {
                let second = t.is_p(y[0], y[1], y[2])?;
                o.value("(a, c, b + a) P", second);
                Some(second)
            } else {
                None
            };
            Ok(corollary_3_6_holds(first, second))
        },
    )
}

/// Corollary 3.6 at a position of value 1: (a, b, c − a) ∈ 𝒫 (`first`), and (a, c, b + a) ∈ 𝒫
/// (`second`) where it was looked at.
fn corollary_3_6_holds(first: bool, second: Option<bool>) -> bool {
    first && second.is_none_or(|p| p)
}

/// An entry `x` is in the table of entries up to `n`.
fn in_table(x: u64, n: u64) -> bool {
    x <= n
}

fn fact_proof_corollary_3_6(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Proof of Corollary 3.6 (G2, G(a, b, c) = 1, c ≤ a + b, reductio (a, c, b + a) ∉ P): "Then
    // there exists a move from (a, c, b + a) to some P-position p. So p must be of the form (a,
    // c, b + a − ia) for some i ≥ 1. Since G(a, b, c) = 1, we must have i ≥ 2, and so a + b + a
    // − ia ≤ b ≤ c."
    let n = run.n;
    implication(
        ctx,
        run,
        &[G2],
        false,
        move |a, b, c| c <= a + b && b + a <= n,
        |t, a, b, c, o| {
            let p = [a, b, c];
            let y = triple(a, c, b + a);
            let (v, vy) = (val(t, p)?, val(t, y)?);
            let p_option = option_of_value(t, &y, 0)?;
            // b + a is the largest entry of (a, c, b + a).
            let form = minus_multiples(a, c, b + a);
            let of_form = options(G2, &y).iter().all(|q| form.contains(q));
            // i = 1 gives (a, c, b) = (a, b, c), of value 1 when G(a, b, c) = 1: not P.
            let first = triple(a, c, b) == p;
            let i_two = corollaries_3_6_and_3_7_is(a, b)
                .into_iter()
                .all(|i| all_hold(&corollary_3_6_i_two(a, b, c, i)));
            o.value("G2", v)
                .value("G2(a, c, b + a)", vy)
                .value(
                    "a P option of (a, c, b + a)",
                    p_option.map_or("none".to_string(), shown),
                )
                .value("options of the form (a, c, b + a − ia)", of_form)
                .value("i = 1 gives (a, b, c)", first)
                .value("i ≥ 2: a + b + a − ia ≤ b ≤ c", i_two);
            Ok(all_hold(&[
                vy == 0 || p_option.is_some(),
                of_form,
                first,
                i_two,
            ]))
        },
    )
}

/// Corollary 3.6's proof at one i ≥ 2: "a + b + a − ia ≤ b ≤ c", each link. For any i with
/// ia ≤ 2a + b; false at i = 1 (the first) and where b > c (the second).
fn corollary_3_6_i_two(a: u64, b: u64, c: u64, i: u64) -> [bool; 2] {
    [a + b + a - i * a <= b, b <= c]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table's edge: N itself is in, N + 1 is not.
    #[test]
    fn in_table_at_its_edge() {
        assert!(in_table(60, 60));
        assert!(in_table(1, 60));
        assert!(!in_table(61, 60));
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
}
