//! One bound per dimension: a flag moves only its own claims, no bound can turn a verdict into a
//! wrong one (small bounds are raised to the least a claim can use), and the plan says what a
//! run will do.

use crate::util::catalogue;
use euclid_spec::catalogue::Status;
use euclid_spec::claims::{registry, Dimension};
use euclid_spec::run::{plan, run, Options};
use std::collections::BTreeMap;

/// Every dimension at `n`. The printed examples, which run at their own bounds whatever the
/// run's, are left to the tests that are about them.
fn every_dimension_at(n: u64) -> Options {
    Options {
        bounds: Dimension::ALL.iter().map(|&d| (d, n)).collect(),
        skip_examples: true,
        ..Options::default()
    }
}

/// At every small bound, every verdict is the expected one and every claim that is not skipped
/// checks at least one case: a bound below what a claim can use is raised, never a false
/// "unexpected" (a failing claim whose pinned counterexample lies beyond the bound would
/// otherwise "hold").
#[test]
fn small_bounds_never_give_a_wrong_verdict() {
    let catalogue = catalogue();
    for n in [1, 2, 3, 4, 6, 9] {
        let results = run(catalogue, &every_dimension_at(n), |_| {}).unwrap();
        for r in &results {
            assert!(
                r.is_expected(),
                "N = {n}: {} {:?}",
                r.claim.id,
                r.unexpected
            );
            if r.verdict.status != Status::Skipped {
                assert!(
                    r.verdict.cases > 0,
                    "N = {n}: {} checked nothing",
                    r.claim.id
                );
            }
            assert!(r.bound >= n.min(r.bound), "{}", r.claim.id);
        }
    }
}

/// A flag raises the claims of its dimension and no other.
#[test]
fn a_flag_moves_only_its_own_dimension() {
    let catalogue = catalogue();
    let defaults = plan(catalogue, &Options::default()).unwrap();
    for d in Dimension::ALL {
        let options = Options {
            bounds: BTreeMap::from([(d, 11)]),
            ..Options::default()
        };
        let p = plan(catalogue, &options).unwrap();
        let mut moved = 0;
        for (before, after) in defaults.claims.iter().zip(&p.claims) {
            assert_eq!(before.id, after.id);
            if before.dimension == d && d != Dimension::Fixed {
                assert_eq!(after.requested, 11, "{}", after.id);
                moved += usize::from(before.bound != after.bound);
            } else {
                assert_eq!(before.bound, after.bound, "--{d} moved {}", after.id);
            }
        }
        if d != Dimension::Fixed {
            assert!(moved > 0, "--{d} 11 moved no claim");
        }
    }
}

/// Every dimension of the registry is one the CLI can set, and the plan's estimate grows with
/// the bound.
#[test]
fn the_plan_estimates_grow_with_the_bound() {
    let catalogue = catalogue();
    let small = plan(catalogue, &every_dimension_at(20)).unwrap();
    let large = plan(catalogue, &every_dimension_at(40)).unwrap();
    assert!(large.estimated_cases > small.estimated_cases);
    for (s, l) in small.claims.iter().zip(&large.claims) {
        assert!(l.estimated_cases >= s.estimated_cases, "{}", s.id);
    }
    // chl2011 Theorem 1 on the pairs 0 < a < b ≤ N: N(N − 1)/2 of them.
    let pairs = large
        .claims
        .iter()
        .find(|p| p.id == "chl2011/theorem-1")
        .unwrap();
    assert_eq!(
        (pairs.dimension, pairs.bound, pairs.estimated_cases),
        (Dimension::Pairs, 40, 780)
    );
    for check in registry() {
        let b = check.bound;
        assert!(
            b.min <= b.default && b.default <= b.max,
            "{}: {b:?}",
            check.id
        );
    }
}
