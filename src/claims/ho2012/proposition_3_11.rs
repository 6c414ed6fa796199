//! ho2012 Proposition 3.11: the predicates of its entries (the statement as printed, its readings
//! and corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("proposition-3-11", TRIPLES, proposition_3_11)
            .reads(reads![G1, G2])
            .cases(|n| cases::square_part(n, 1, 1)),
        claim!(
            "fact-proof-proposition-3-11",
            TRIPLES,
            fact_proof_proposition_3_11,
        )
        .reads(reads![G1, G2])
        .cases(|n| cases::square_part(n, 1, 1)),
    ]
}

fn proposition_3_11(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    on_pairs(
        ctx,
        run,
        &BOTH,
        false,
        |n| Box::new(pairs(2, n, false)),
        |t, a, b, o| {
            let d = gcd(a, b);
            let x = t.value(a, b - 1, b)?;
            o.value("gcd(a, b)", d)
                .value(format_args!("{}(a, b − 1, b)", value_name(t)), x);
            let y = if a < b {
                let y = t.value(a, b - a, b - 1)?;
                o.value(format_args!("{}(a, b − a, b − 1)", value_name(t)), y);
                Some(y)
            } else {
                None
            };
            Ok(proposition_3_11_holds(d, x, y))
        },
    )
}

/// Proposition 3.11 at a pair with gcd `d`: (i) G(a, b − 1, b) = `x` is 1 iff d = 1; (ii) when
/// a < b, G(a, b − a, b − 1) = `y` is 1 iff d ≠ 1.
fn proposition_3_11_holds(d: u64, x: u64, y: Option<u64>) -> bool {
    (x == 1) == (d == 1) && y.is_none_or(|y| (y == 1) == (d != 1))
}

fn fact_proof_proposition_3_11(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Proof of Proposition 3.11 (i), b = n + 1: "Note that G(1, a, a) = 0 by Corollary 2.5 and
    // the only move from (a, a, a+1) is to (1, a, a). Therefore, G(a, a, a + 1) = 1 by
    // definition. Also note that gcd(a, a + 1) = 1." (a = b − 1); for 2 ≤ a ≤ b − 2: "In fact,
    // if a = b − a then G(b − 1 − a, a, b − a) = 0 by Corollary 2.5, but there exists a move
    // from (a, b − a, b − 1) to (b − 1 − a, a, b − a). This is impossible. Hence a ≠ b − a."
    // "Since b − a < n, the inductive hypothesis gives gcd(a, b − a) = 1, and so gcd(a, b) = 1."
    // "Since a < n and b − a ≥ 2, the inductive hypothesis gives gcd(b − a, a) = 1 and so gcd(a,
    // b) = 1." "Note that a ≠ b − a as gcd(a, b) = 1." "As b − a < n, by the inductive
    // hypothesis, gcd(a, b − a) ≠ 1 giving a contradiction." "Since a < n and b − a ≥ 2, by the
    // inductive hypothesis, gcd(b − a, a) ≠ 1, and so gcd(a, b) ≠ 1 giving a contradiction."
    on_pairs(
        ctx,
        run,
        &BOTH,
        false,
        |n| Box::new(pairs(2, n, true)),
        |t, a, b, o| {
            let d = gcd(a, b);
            o.value("gcd(a, b)", d);
            if b == a + 1 {
                let moves: BTreeSet<[u64; 3]> =
                    options(t.game, &[a, a, a + 1]).into_iter().collect();
                let only = all_hold(&[moves.len() == 1, moves.contains(&[1, a, a])]);
                let (low, v) = (t.value(1, a, a)?, t.value(a, a, a + 1)?);
                o.value("the only move from (a, a, a + 1) is to (1, a, a)", only)
                    .value(format_args!("{}(1, a, a)", value_name(t)), low)
                    .value(format_args!("{}(a, a, a + 1)", value_name(t)), v);
                return Ok(all_hold(&[only, low == 0, v == 1, d == 1]));
            }
            let e = proposition_3_11_gcd_below(a, b);
            o.value("gcd(a, b − a)", e);
            let mut parts = vec![e == d, proposition_3_11_apart(a, b, d)];
            if b == 2 * a {
                // (a, b − a, b − 1) = (a, a, 2a − 1) and (b − 1 − a, a, b − a) = (a − 1, a, a).
                let joined = is_option(t.game, [a, a, 2 * a - 1], [a - 1, a, a]);
                let (p, v) = proposition_3_11_halves(a, b, |q| val(t, q))?;
                o.value(
                    "(b − 1 − a, a, b − a) an option of (a, b − a, b − 1)",
                    joined,
                )
                .value(format_args!("{}(b − 1 − a, a, b − a)", value_name(t)), p)
                .value(format_args!("{}(a, b − 1, b)", value_name(t)), v);
                parts.extend([joined, p == 0, v != 1]);
            } else {
                for (name, holds) in proposition_3_11_reach(a, b) {
                    o.value(name, holds);
                    parts.push(holds);
                }
            }
            Ok(all_hold(&parts))
        },
    )
}

/// Proposition 3.11's proof: the gcd its inductive hypothesis gives, gcd(a, b − a), from which
/// "and so gcd(a, b)" follows (the two are equal). For any a ≤ b.
fn proposition_3_11_gcd_below(a: u64, b: u64) -> u64 {
    gcd(a, b - a)
}

/// Proposition 3.11's proof at a = b − a: the values it reads, of (b − 1 − a, a, b − a) = (a −
/// 1, a, a) ("= 0 by Corollary 2.5") and of (a, b − 1, b), `value` reading them. For any 1 ≤ a
/// < b: its unit test plants values there.
fn proposition_3_11_halves(
    a: u64,
    b: u64,
    value: impl Fn([u64; 3]) -> Result<u64, Failure>,
) -> Result<(u64, u64), Failure> {
    Ok((value([a - 1, a, a])?, value([a, b - 1, b])?))
}

/// Proposition 3.11's proof: "Note that a ≠ b − a as gcd(a, b) = 1", `d` the gcd (b = 2a would
/// make it a). For any inputs: its unit test gives it d = 1 at b = 2a, where it is false.
fn proposition_3_11_apart(a: u64, b: u64, d: u64) -> bool {
    d != 1 || b != 2 * a
}

/// Proposition 3.11's proof at a ≤ b − 2, a ≠ b − a, n = b − 1: where the inductive hypothesis
/// reaches, "b − a < n" when a < b − a, else "a < n and b − a ≥ 2". For any a < b: its unit test
/// gives it some where each is false.
fn proposition_3_11_reach(a: u64, b: u64) -> Vec<(&'static str, bool)> {
    let n = b - 1;
    if a < b - a {
        vec![("b − a < n", b - a < n)]
    } else {
        vec![("a < n", a < n), ("b − a ≥ 2", b - a >= 2)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
