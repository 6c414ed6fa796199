//! Predicates for the tree claims of `spec/hss2008.toml`: the Calkin–Wilf tree, Stern's
//! sequence, Newman's iteration, Bird–Gibbons–Lester, the path formulas (4) and (5), the mean of a
//! generation, and the golden ratio's continued fraction.

use super::{check_all, ensure, ordered_pairs, Bound, Ctx, Failure, Verdict};
use crate::arith::quadratic::compare_with_phi;
use crate::arith::{gcd, ContinuedFraction};
use crate::strategies::tree;
use crate::trees::calkin_wilf::{
    self, generation_nodes, left_child, newman_next, right_child, stern, stern_index, stern_pair,
};
use crate::trees::{Step, Word};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};
use std::cmp::Ordering;
use std::collections::{BTreeMap, HashMap, HashSet};

/// Generations of the Calkin–Wilf tree.
pub(crate) const GENERATIONS: Bound = Bound {
    default: 18,
    max: 30,
    meaning: "generations ≤ N",
    triples: false,
};
/// Exact means of generations up to N (big rationals).
pub(crate) const MEANS: Bound = Bound {
    default: 16,
    max: 22,
    meaning: "generations ≤ N, exact rational means",
    triples: false,
};

pub(super) fn generation_list(n: u32) -> Result<Vec<(u64, u64)>, Failure> {
    let nodes = generation_nodes(n)
        .map_err(|e| Failure::at(format!("generation {n}")).answer("error", e))?;
    nodes
        .collect::<crate::Result<Vec<_>>>()
        .map_err(|e| Failure::at(format!("generation {n}")).answer("error", e))
}

/// Generations 1..=n by the tree's own rule (children of the previous generation), for small n.
fn generations_by_children(n: u32) -> Result<Vec<Vec<(u64, u64)>>, Failure> {
    let mut all = vec![vec![(1u64, 1u64)]];
    while (all.len() as u32) < n {
        let mut next = Vec::new();
        for &(a, b) in all.last().expect("non-empty") {
            let err = |e| Failure::at(format!("{a}/{b}")).answer("children", e);
            next.push(left_child(a, b).map_err(err)?);
            next.push(right_child(a, b).map_err(err)?);
        }
        all.push(next);
    }
    Ok(all)
}

/// Runs `check` on every node of generations 1..=n (streamed), in order.
pub(super) fn for_each_node(
    n: u64,
    mut check: impl FnMut(u32, (u64, u64)) -> Result<(), Failure>,
) -> Verdict {
    let mut cases = 0;
    for g in 1..=n as u32 {
        let nodes = match generation_nodes(g) {
            Ok(nodes) => nodes,
            Err(e) => return Verdict::error(cases, format!("generation {g}"), &e),
        };
        for node in nodes {
            cases += 1;
            let node = match node {
                Ok(x) => x,
                Err(e) => return Verdict::error(cases, format!("generation {g}"), &e),
            };
            if let Err(f) = check(g, node) {
                return Verdict::fails(cases, f);
            }
        }
    }
    Verdict::holds(cases)
}

pub(super) fn show(p: (u64, u64)) -> String {
    format!("{}/{}", p.0, p.1)
}

pub(super) fn fact_tree_reduced(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    for_each_node(n, |g, (a, b)| {
        ensure(gcd(a, b) == 1, || {
            Failure::at(show((a, b))).answer(format!("generation {g}: gcd"), gcd(a, b))
        })
    })
}

pub(super) fn fact_each_rational_once(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    let n = n.min(24);
    let mut seen: HashSet<(u64, u64)> = HashSet::new();
    let verdict = for_each_node(n, |g, node| {
        ensure(seen.insert(node), || {
            Failure::at(show(node)).answer("appears again in generation", g)
        })
    });
    if verdict.status != super::Status::Holds {
        return verdict;
    }
    // Every reduced a/b with a + b ≤ n + 1 has quotient sum ≤ n, so it must have appeared.
    let missing = (2..=n + 1)
        .flat_map(|s| (1..s).map(move |a| (a, s - a)))
        .filter(|&(a, b)| gcd(a, b) == 1)
        .find(|p| !seen.contains(p));
    match missing {
        None => Verdict::holds(verdict.cases)
            .with_note(format!("n ≤ {n}: every reduced a/b with a + b ≤ {}", n + 1)),
        Some(p) => Verdict::fails(
            verdict.cases,
            Failure::at(show(p)).answer("in generations 1 to N", "missing"),
        ),
    }
}

/// (2) as printed in the transcription.
const PRINTED_ENUMERATION: [(u64, u64); 14] = [
    (1, 1),
    (1, 2),
    (2, 1),
    (1, 3),
    (3, 2),
    (2, 3),
    (3, 1),
    (4, 3),
    (3, 5),
    (5, 2),
    (2, 5),
    (5, 3),
    (3, 4),
    (4, 1),
];

fn enumeration_check(listed: &[(u64, u64)]) -> Verdict {
    let tree: Vec<(u64, u64)> = match generations_by_children(4) {
        Ok(g) => g.concat(),
        Err(f) => return Verdict::fails(0, f),
    };
    check_all(listed.iter().enumerate(), |(i, &x)| {
        ensure(tree.get(i) == Some(&x), || {
            Failure::at(format!("position {}", i + 1))
                .answer("printed", show(x))
                .answer("tree", tree.get(i).map_or("-".into(), |&t| show(t)))
        })
    })
}

pub(super) fn example_enumeration_printed(_ctx: &Ctx<'_>, _n: u64) -> Verdict {
    enumeration_check(&PRINTED_ENUMERATION)
}

pub(super) fn example_enumeration_corrected(_ctx: &Ctx<'_>, _n: u64) -> Verdict {
    // The printed list with generation 4's first element, 1/4, put back at position 8.
    let mut corrected = PRINTED_ENUMERATION.to_vec();
    corrected.insert(7, (1, 4));
    enumeration_check(&corrected)
}

pub(super) fn fact_newman(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    let n = n.min(20) as u32;
    let by_children = match generations_by_children(n) {
        Ok(g) => g.concat(),
        Err(f) => return Verdict::fails(0, f),
    };
    let mut x = (1u64, 1u64);
    check_all(by_children.into_iter().enumerate(), |(i, expected)| {
        if i > 0 {
            x = newman_next(x.0, x.1)
                .map_err(|e| Failure::at(format!("x{}", i + 1)).answer("Newman", e))?;
        }
        ensure(x == expected, || {
            Failure::at(format!("x{}", i + 1))
                .answer("Newman", show(x))
                .answer("tree", show(expected))
        })
    })
}

pub(super) fn fact_stern_recursion(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    let limit = 1usize << n.min(22);
    // The sequence by its defining recursion, as a table.
    let mut s = vec![0u64; limit + 1];
    s[1] = 1;
    for m in 2..=limit {
        s[m] = if m % 2 == 0 {
            s[m / 2]
        } else {
            s[m / 2] + s[m / 2 + 1]
        };
    }
    check_all(0..=limit, |m| {
        ensure(stern(m as u64) == s[m], || {
            Failure::at(format!("s({m})"))
                .answer("recursion", s[m])
                .answer("binary evaluation", stern(m as u64))
        })
    })
}

pub(super) fn fact_stern_coprime(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    check_all(0..(1u64 << n.min(26)), |m| {
        let (x, y) = stern_pair(m);
        ensure(gcd(x, y) == 1, || {
            Failure::at(format!("n = {m}")).answer("s(n), s(n+1)", format!("{x}, {y}"))
        })
    })
}

pub(super) fn fact_stern_unique_index(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    let n = n.min(24);
    let mut seen: HashMap<(u64, u64), u64> = HashMap::new();
    let first = check_all(1..(1u64 << n), |m| match seen.insert(stern_pair(m), m) {
        None => Ok(()),
        Some(other) => Err(Failure::at(format!("n = {m}")).answer("same pair as n", other)),
    });
    if first.status != super::Status::Holds {
        return first;
    }
    // Existence: every reduced pair with a + b ≤ n + 1 has its index, and s(index) gives it back.
    let pairs_small = (2..=n + 1)
        .flat_map(|s| (1..s).map(move |a| (a, s - a)))
        .filter(|&(a, b)| gcd(a, b) == 1);
    let second = check_all(pairs_small, |(a, b)| {
        let i = stern_index(a, b).map_err(|e| Failure::at(show((a, b))).answer("index", e))?;
        ensure(
            stern_pair(i) == (a, b) && seen.get(&(a, b)) == Some(&i),
            || {
                Failure::at(show((a, b)))
                    .answer("index", i)
                    .answer("s(n), s(n+1)", format!("{:?}", stern_pair(i)))
            },
        )
    });
    Verdict {
        cases: first.cases + second.cases,
        ..second
    }
}

pub(super) fn fact_stern_is_enumeration(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    let mut index = 0u64;
    for_each_node(n, |_, node| {
        index += 1;
        ensure(stern_pair(index) == node, || {
            Failure::at(format!("n = {index}"))
                .answer("s(n)/s(n+1)", show(stern_pair(index)))
                .answer("(2)", show(node))
        })
    })
}

pub(super) fn fact_generations_symmetric(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    let n = n.min(24) as u32;
    let mut cases = 0;
    for g in 1..=n {
        let nodes = match generation_list(g) {
            Ok(x) => x,
            Err(f) => return Verdict::fails(cases, f),
        };
        for (i, &(a, b)) in nodes.iter().enumerate() {
            cases += 1;
            let mirror = nodes[nodes.len() - 1 - i];
            if mirror != (b, a) {
                return Verdict::fails(
                    cases,
                    Failure::at(format!("generation {g}, place {}", i + 1))
                        .answer("node", show((a, b)))
                        .answer("mirror", show(mirror)),
                );
            }
        }
    }
    Verdict::holds(cases)
}

pub(super) fn fact_right_child_iff_greater(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    let n = n.min(22) as u32;
    let generations = match generations_by_children(n) {
        Ok(g) => g,
        Err(f) => return Verdict::fails(0, f),
    };
    // In each generation after the first, even places hold left children, odd places right ones.
    let nodes = generations
        .iter()
        .skip(1)
        .flat_map(|g| g.iter().enumerate());
    check_all(nodes, |(i, &(a, b))| {
        let right = i % 2 == 1;
        ensure(right == (a > b), || {
            Failure::at(show((a, b)))
                .answer("right child", right)
                .answer("a > b", a > b)
        })
    })
}

pub(super) fn fact_winners_outside_cone(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    for_each_node(n.min(22), |_, (a, b)| {
        let wins =
            tree::theorem_2(a, b).map_err(|e| Failure::at(show((a, b))).answer("Theorem 2", e))?;
        // a/b < g ⟺ b/a > G; a/b > G.
        let outside = compare_with_phi(a, b) == Ok(Ordering::Greater)
            || compare_with_phi(b, a) == Ok(Ordering::Greater);
        ensure(!wins || outside, || {
            Failure::at(show((a, b)))
                .answer("first player wins (Theorem 2)", wins)
                .answer("outside [g, G]", outside)
        })
    })
}

pub(super) fn fact_golden_cf(_ctx: &Ctx<'_>, _n: u64) -> Verdict {
    // [1; 1, …, 1] with k ones in all is F(k+1)/F(k); the truncations alternate around G and close in.
    let mut fib = vec![1u64, 1];
    while let Some(next) = fib[fib.len() - 1].checked_add(fib[fib.len() - 2]) {
        fib.push(next);
    }
    check_all(1..fib.len() - 1, |k| {
        let (num, den) = (fib[k], fib[k - 1]);
        let side = compare_with_phi(num, den).unwrap_or(Ordering::Equal);
        // With k ones the truncation is F(k+1)/F(k): odd k below G (1/1, 3/2, 8/5, …), even k
        // above (2/1, 5/3, …).
        let expected = if k % 2 == 1 {
            Ordering::Less
        } else {
            Ordering::Greater
        };
        let k_ones = ContinuedFraction::of_ratio(num, den).expect("den > 0");
        let q = k_ones.quotients();
        let ones_then_two =
            q[..q.len() - 1].iter().all(|&x| x == 1) && (q.len() == 1 || q[q.len() - 1] == 2);
        ensure(side == expected && ones_then_two, || {
            Failure::at(format!("F{}/F{}", k + 1, k))
                .answer("vs G", format!("{side:?}"))
                .answer("quotients", k_ones)
        })
    })
}

pub(super) fn fact_bird_gibbons_lester(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    let verdict = for_each_node(n, |g, (a, b)| {
        let cf = ContinuedFraction::of_ratio(a, b)
            .map_err(|e| Failure::at(show((a, b))).answer("cf", e))?;
        let sum: u128 = cf.quotients().iter().map(|&q| q as u128).sum();
        ensure(sum == g as u128, || {
            Failure::at(show((a, b)))
                .answer("generation", g)
                .answer("sum of partial quotients", sum)
        })
    });
    // "Exactly": the rationals with quotient sum g number 2^(g−1) (compositions of g, the last
    // part at least 2 or the single part), the size of generation g, and the nodes are distinct.
    verdict.with_note(
        "each generation has 2^(g−1) nodes, as many as the rationals with quotient sum g",
    )
}

pub(super) fn fact_path_formulas(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    check_all(
        ordered_pairs(1, n).filter(|&(a, b)| gcd(a, b) == 1),
        |(a, b)| {
            let cf = ContinuedFraction::of_ratio(a, b).expect("b > 0");
            let q = cf.quotients();
            let m = q.len() - 1;
            // (4) for m odd: L^(am−1) R^(a(m−1)) L^(a(m−2)) … L^(a1) R^(a0);
            // (5) for m even: R^(am−1) L^(a(m−1)) R^(a(m−2)) … R^(a1) L^(a0).
            let mut word = Word::new();
            let first = if m % 2 == 1 { Step::L } else { Step::R };
            let push = |w: &mut Word, step, count| {
                w.push(step, count)
                    .map_err(|e| Failure::at_pair(a, b).answer("word", e))
            };
            push(&mut word, first, q[m] - 1)?;
            for (i, j) in (0..m).rev().enumerate() {
                let step = if i % 2 == 0 { first.flip() } else { first };
                push(&mut word, step, q[j])?;
            }
            let reached = calkin_wilf::node_at(&word)
                .map_err(|e| Failure::at_pair(a, b).answer("following", e))?;
            ensure(reached == (a, b), || {
                Failure::at(show((a, b)))
                    .answer("path (4)/(5)", &word)
                    .answer("reaches", show(reached))
            })
        },
    )
}

pub(super) fn fact_mean_three_halves(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    let three_halves = BigRational::new(BigInt::from(3), BigInt::from(2));
    let mut previous_gap: Option<BigRational> = None;
    let mut shown = Vec::new();
    let mut cases = 0;
    for g in 1..=n as u32 {
        let nodes = match generation_list(g) {
            Ok(x) => x,
            Err(f) => return Verdict::fails(cases, f),
        };
        cases += nodes.len() as u64;
        // Sum by denominator first, then over the few distinct denominators.
        let mut by_den: BTreeMap<u64, BigInt> = BTreeMap::new();
        for &(a, b) in &nodes {
            *by_den.entry(b).or_insert_with(BigInt::zero) += BigInt::from(a);
        }
        let sum = by_den.into_iter().fold(BigRational::zero(), |s, (d, num)| {
            s + BigRational::new(num, BigInt::from(d))
        });
        let mean = sum / BigRational::from_integer(BigInt::from(nodes.len() as u64));
        let gap = &three_halves - &mean;
        if g <= 4 || g == n as u32 {
            shown.push(format!("n = {g}: {mean}"));
        }
        // The gap stays positive and at least halves each generation.
        let shrinking = previous_gap
            .as_ref()
            .is_none_or(|p| &gap * BigRational::from_integer(BigInt::from(2)) <= *p);
        if !gap.is_positive() || !shrinking {
            return Verdict::fails(
                cases,
                Failure::at(format!("generation {g}"))
                    .answer("mean", mean)
                    .answer("3/2 − mean", gap),
            );
        }
        previous_gap = Some(gap);
    }
    let last_gap = previous_gap.unwrap_or_else(BigRational::one);
    Verdict::holds(cases).with_note(format!(
        "exact means {}; 3/2 − mean = {last_gap}",
        shown.join(", ")
    ))
}
