//! The trees: round trips between nodes, paths, Stern indices and generations, on random and
//! deep nodes; the Stern–Brocot tree against the Calkin–Wilf tree.

use euclid_spec::arith::gcd;
use euclid_spec::trees::{calkin_wilf as cw, stern_brocot as sb, Step, Word};
use proptest::prelude::*;
use std::collections::BTreeSet;

fn reduced() -> impl Strategy<Value = (u64, u64)> {
    (1..=u64::MAX, 1..=u64::MAX).prop_map(|(a, b)| {
        let d = gcd(a, b);
        (a / d, b / d)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn prop_paths_round_trip((a, b) in reduced()) {
        let w = cw::path_from_root(a, b).unwrap();
        prop_assert_eq!(cw::node_at(&w).unwrap(), (a, b));
        let v = sb::path_from_root(a, b).unwrap();
        prop_assert_eq!(sb::node_at(&v).unwrap(), (a, b));
        // The two trees read the same subtractions in opposite orders.
        prop_assert_eq!(&v.reversed(), &w);
        prop_assert_eq!(cw::generation(a, b).unwrap(), sb::generation(a, b).unwrap());
        prop_assert_eq!(cw::generation(a, b).unwrap(), w.len() + 1);
    }

    #[test]
    fn prop_parent_and_children((a, b) in reduced()) {
        if let Some(p) = cw::parent(a, b).unwrap() {
            // Only the node's own side: its sibling may not fit u64.
            let child = if a < b { cw::left_child(p.0, p.1) } else { cw::right_child(p.0, p.1) };
            prop_assert_eq!(child.unwrap(), (a, b));
        } else {
            prop_assert_eq!((a, b), (1, 1));
        }
        if let Some(p) = sb::parent(a, b).unwrap() {
            if let Ok((l, r)) = sb::children(p.0, p.1) {
                prop_assert!(l == (a, b) || r == (a, b));
            }
        }
    }

    #[test]
    fn prop_stern_index_round_trip(n in 1..=u64::MAX) {
        let (x, y) = cw::stern_pair(n);
        prop_assert_eq!(gcd(x, y), 1);
        prop_assert_eq!(cw::stern_index(x, y).unwrap(), n);
    }

    #[test]
    fn prop_newman_walks_the_generation(g in 1u32..=64, skip in 0u64..1000) {
        let mut nodes = cw::generation_nodes(g).unwrap();
        let first = nodes.next().unwrap().unwrap();
        prop_assert_eq!(first, (1, g as u64));
        for node in nodes.take(skip as usize) {
            let (a, b) = node.unwrap();
            prop_assert_eq!(cw::generation(a, b).unwrap(), g as u128);
        }
    }
}

#[test]
fn stern_brocot_and_calkin_wilf_generations_are_the_same_sets() {
    for g in 1..=16 {
        let cw_set: BTreeSet<(u64, u64)> = cw::generation_nodes(g)
            .unwrap()
            .map(|x| x.unwrap())
            .collect();
        let sb_list: Vec<(u64, u64)> = sb::generation_nodes(g).unwrap().collect();
        let sb_set: BTreeSet<(u64, u64)> = sb_list.iter().copied().collect();
        assert_eq!(cw_set, sb_set, "generation {g}");
        assert_eq!(sb_list.len(), 1 << (g - 1));
        // Stern–Brocot generations are in increasing order.
        assert!(sb_list
            .windows(2)
            .all(|w| (w[0].0 as u128) * (w[1].1 as u128) < (w[1].0 as u128) * (w[0].1 as u128)));
    }
}

#[test]
fn branches_and_words() {
    let right: Vec<(u64, u64)> = cw::right_branch(2, 3).unwrap().take(3).collect();
    assert_eq!(right, vec![(2, 3), (5, 3), (8, 3)]);
    let left: Vec<(u64, u64)> = cw::left_branch(3, 2).unwrap().take(3).collect();
    assert_eq!(left, vec![(3, 2), (3, 5), (3, 8)]);
    assert_eq!(cw::right_branch(u64::MAX, 1).unwrap().count(), 1);
    let w = Word::parse("L^999999999999999999").unwrap();
    assert_eq!(cw::node_at(&w).unwrap(), (1, 1_000_000_000_000_000_000));
    assert!(cw::node_at(&Word::parse("L^18446744073709551615 R^5").unwrap()).is_err());
    assert_eq!(
        Word::parse("RL").unwrap().runs(),
        &[(Step::R, 1), (Step::L, 1)]
    );
    assert!(cw::newman_next(u64::MAX, 1).is_err());
}
