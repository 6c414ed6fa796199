//! ho2012 Proposition 2.6: the predicates of its entries (the statement as printed, its readings
//! and corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![claim!("proposition-2-6", TRIPLES, proposition_2_6)
        .reads(reads![G1, G2])
        .cases(|n| cases::square_part(n, 1, 1))]
}

fn proposition_2_6(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    on_pairs(
        ctx,
        run,
        &BOTH,
        false,
        |n| Box::new(pairs(1, n, false).filter(|&Pair(_, b)| b >= 2)),
        |t, a, b, o| {
            let d = gcd(a, b);
            o.value("gcd(a, b)", d);
            // (i) 2 ≤ a ≤ b: (a, b − 1, b); (ii) a < b: (a, b − a, b − 1).
            let first = if a >= 2 {
                let p = t.is_p(a, b - 1, b)?;
                o.value("(a, b − 1, b) P", p);
                Some(p)
            } else {
                None
            };
            let second = if a < b {
                let p = t.is_p(a, b - a, b - 1)?;
                o.value("(a, b − a, b − 1) P", p);
                Some(p)
            } else {
                None
            };
            Ok(proposition_2_6_holds(d, first, second))
        },
    )
}

/// Proposition 2.6 at a pair with gcd `d`: (i) `first`, whether (a, b − 1, b) is P (when
/// 2 ≤ a), iff d ≠ 1; (ii) `second`, whether (a, b − a, b − 1) is P (when a < b), iff d = 1.
fn proposition_2_6_holds(d: u64, first: Option<bool>, second: Option<bool>) -> bool {
    first.is_none_or(|p| p == (d != 1)) && second.is_none_or(|p| p == (d == 1))
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
