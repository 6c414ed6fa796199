//! proptest properties. Closed forms against the reference solver on random positions in its
//! range, closed forms against each other on random u64 pairs aimed at the edges, and the
//! structure of the games.

use crate::util::{engines_agree, SMALL};
use euclid_spec::arith::{gcd, ContinuedFraction};
use euclid_spec::checks::differential::{edge_pair, moves_are_sound};
use euclid_spec::formulas::nivasch;
use proptest::prelude::*;

fn edge() -> impl Strategy<Value = (u64, u64)> {
    (any::<u8>(), any::<u64>(), any::<u64>(), any::<u8>())
        .prop_map(|(k, x, y, s)| edge_pair(k, x, y, s))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn prop_closed_forms_match_the_solvers(a in 0..=SMALL, b in 0..=SMALL) {
        prop_assert_eq!(engines_agree(a, b, true), Ok(()));
    }

    #[test]
    fn prop_closed_forms_agree_on_edges((a, b) in edge()) {
        prop_assert_eq!(engines_agree(a, b, false), Ok(()));
        prop_assert_eq!(engines_agree(b, a, false), Ok(()));
    }

    #[test]
    fn prop_closed_forms_agree_on_random_u64(a in any::<u64>(), b in any::<u64>()) {
        prop_assert_eq!(engines_agree(a, b, false), Ok(()));
    }

    #[test]
    fn prop_continued_fraction_round_trip(b in any::<u64>(), a in 1..=u64::MAX) {
        let cf = ContinuedFraction::of_ratio(b, a).unwrap();
        let g = gcd(a, b);
        prop_assert_eq!(cf.to_fraction().unwrap(), (b / g, a / g));
        prop_assert_eq!(ContinuedFraction::from_quotients(cf.quotients()).unwrap(), cf.clone());
        if b >= a {
            prop_assert_eq!(cf.reversed().ratio().unwrap(), (b / g, a / g));
        }
    }

    #[test]
    fn prop_wide_nivasch_is_nivasch(a in 1..=u64::MAX, b in 1..=u64::MAX) {
        prop_assert_eq!(nivasch::grossman_value(a, b).unwrap() as u128,
                        nivasch::grossman_value_u128(a as u128, b as u128).unwrap());
    }

    #[test]
    fn prop_moves_are_sound(a in 0..5000u64, b in 0..5000u64) {
        prop_assert_eq!(moves_are_sound(a, b), Ok(()));
    }

    #[test]
    fn prop_moves_are_sound_on_edges((a, b) in edge()) {
        // Only where the move list is short enough to enumerate.
        prop_assume!(a.max(b) / a.min(b).max(1) < 100_000);
        prop_assert_eq!(moves_are_sound(a, b), Ok(()));
    }
}
