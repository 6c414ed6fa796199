//! quickcheck properties, named `prop_*`: the same ground as the proptest ones, with quickcheck's
//! generators and shrinking; inputs outside a precondition are discarded, not passed.

use crate::util::{engines_agree, SMALL};
use euclid_spec::arith::ContinuedFraction;
use euclid_spec::checks::differential::{edge_pair, moves_are_sound};
use euclid_spec::formulas::{cf_evaluator, levine};
use quickcheck::{quickcheck, Arbitrary, Gen, QuickCheck, TestResult};

/// A pair aimed at the edges; shrinks toward smaller entries that stay meaningful.
#[derive(Clone, Debug)]
struct Edge(u64, u64);

impl Arbitrary for Edge {
    fn arbitrary(g: &mut Gen) -> Edge {
        let (a, b) = edge_pair(
            u8::arbitrary(g),
            u64::arbitrary(g),
            u64::arbitrary(g),
            u8::arbitrary(g),
        );
        Edge(a, b)
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Edge>> {
        let (a, b) = (self.0, self.1);
        Box::new(
            [
                (a / 2, b / 2),
                (a, b / 2),
                (a / 2, b),
                (a.saturating_sub(1), b),
            ]
            .into_iter()
            .filter(move |&p| p != (a, b))
            .map(|(x, y)| Edge(x, y)),
        )
    }
}

fn prop_engines_agree_on_edges(p: Edge) -> TestResult {
    match engines_agree(p.0, p.1, false) {
        Ok(()) => TestResult::passed(),
        Err(e) => TestResult::error(e.to_string()),
    }
}

fn prop_engines_match_solvers(a: u64, b: u64) -> TestResult {
    let (a, b) = (a % (SMALL + 1), b % (SMALL + 1));
    match engines_agree(a, b, true) {
        Ok(()) => TestResult::passed(),
        Err(e) => TestResult::error(e.to_string()),
    }
}

fn prop_serial_nim_formula_is_the_evaluator(piles: Vec<u8>) -> TestResult {
    if piles.is_empty() || piles.contains(&0) {
        return TestResult::discard();
    }
    let piles: Vec<u64> = piles.into_iter().map(u64::from).collect();
    TestResult::from_bool(
        levine::serial_nim_value(&piles).ok() == cf_evaluator::serial_nim_value(&piles).ok(),
    )
}

fn prop_quotients_follow_the_convention(b: u64, a: u64) -> TestResult {
    if a == 0 {
        return TestResult::discard();
    }
    let cf = ContinuedFraction::of_ratio(b, a).unwrap();
    let q = cf.quotients();
    let ok = (q.len() == 1 || *q.last().unwrap() >= 2)
        && q[1..].iter().all(|&x| x >= 1)
        && ((b < a) == (q[0] == 0));
    TestResult::from_bool(ok)
}

fn prop_moves_sound(a: u16, b: u16) -> bool {
    moves_are_sound(a as u64, b as u64).is_ok()
}

#[test]
fn quickcheck_properties() {
    let mut qc = QuickCheck::new().tests(2000);
    qc.quickcheck(prop_engines_agree_on_edges as fn(Edge) -> TestResult);
    qc.quickcheck(prop_engines_match_solvers as fn(u64, u64) -> TestResult);
    qc.quickcheck(prop_serial_nim_formula_is_the_evaluator as fn(Vec<u8>) -> TestResult);
    qc.quickcheck(prop_quotients_follow_the_convention as fn(u64, u64) -> TestResult);
    quickcheck(prop_moves_sound as fn(u16, u16) -> bool);
}
