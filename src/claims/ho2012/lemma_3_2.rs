//! ho2012 Lemma 3.2: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("lemma-3-2", TRIPLES, |ctx, run| {
            bound_when_one(ctx, run, G2, below_2a_plus_b, "c < 2a + b")
        })
        .reads(reads![G2])
        .cases_exactly(cases::sorted_triples),
        claim!("lemma-3-2-in-g1", TRIPLES, |ctx, run| {
            bound_when_one(ctx, run, G1, below_2a_plus_b, "c < 2a + b")
        })
        .reads(reads![G1])
        .cases_exactly(cases::sorted_triples),
    ]
}

/// Lemma 3.2's bound on a position of value 1: c < 2a + b.
fn below_2a_plus_b(a: u64, b: u64, c: u64) -> bool {
    c < 2 * a + b
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
