//! Predicates for `spec/hss2008.toml`: Hofmann, Schuster and Steuding, *Euclid, Calkin & Wilf —
//! playing with rationals*, Elem. Math. 63 (2008). Their "Euclid" is Grossman's game.

use crate::arith::quadratic::{compare_with_phi, in_cone};
use crate::arith::surd::Surd;
use crate::arith::{gcd, ContinuedFraction, PartialQuotients};
use crate::claims::reads;
use crate::claims::{
    engine, fixed, ordered_pairs, pn, truth_or_return, upper, At, Bound, ClaimCheck, Ctx, Failure,
    Fields, Generation, In, Listed, Named, Node, Pair, Run, Text, Verdict, PAIRS,
};
use crate::formulas::{hss2008, schwartz};
use crate::games::{GrossmanGame, ImpartialGame, TwoEntryGame};
use crate::harness::context::SOLVER_GENERATIONS;
use crate::harness::domain::cases;
use crate::solver::reference::FxBuild;
use crate::strategies::{cone, tree};
use crate::trees::calkin_wilf::{
    self, generation_by_children, generation_nodes, left_child, newman_next, parent, right_child,
    stern, stern_index,
};
use crate::trees::counts::{recursion, GenerationCounts};
use crate::trees::{Step, Word};
use crate::vocab::memory::hash_map_bytes;
use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};
use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::fmt;

/// [`crate::claims::claim!`] with the paper part of the id from this folder: in a file of it,
/// `claim!("fact-cantor-first-appearance-reduced", …)` registers `hss2008/fact-cantor-first-appearance-reduced`.
macro_rules! claim {
    ($id:literal, $($rest:tt)*) => {
        crate::claims::claim!(concat!("hss2008/", $id), $($rest)*)
    };
}

mod section_1;
mod section_2;
mod section_3;
mod section_4;
mod section_5;
mod section_6;
mod section_7;
mod theorem_1;
mod theorem_2;
mod theorem_3;
mod theorem_4;

#[cfg(test)]
use section_4::{branches_determine, root_branches_hold};

/// The predicates of every `spec/hss2008.toml` entry, one per claim id, result by result.
pub fn claims() -> Vec<ClaimCheck> {
    [
        section_1::claims(),
        theorem_1::claims(),
        section_3::claims(),
        theorem_3::claims(),
        section_2::claims(),
        section_4::claims(),
        theorem_2::claims(),
        section_5::claims(),
        section_6::claims(),
        theorem_4::claims(),
        section_7::claims(),
    ]
    .into_iter()
    .flatten()
    .collect()
}

fn outcome(first_player_wins: bool) -> crate::vocab::Outcome {
    pn(!first_player_wins)
}

/// `r + s√5` from `r = (numerator, denominator)` and `s` likewise: ℚ(√5), where §3's G and g
/// live.
pub(super) fn surd5(r: (i64, i64), s: (i64, i64)) -> Surd {
    let q = |(n, d): (i64, i64)| BigRational::new(BigInt::from(n), BigInt::from(d));
    Surd::new(q(r), q(s), BigInt::from(5))
}

/// The integer `n` in ℚ(√5).
pub(super) fn int5(n: i64) -> Surd {
    Surd::integer(n, 5)
}

/// G = ½(√5 + 1), as §3 defines it.
pub(super) fn big_g() -> Surd {
    surd5((1, 2), (1, 2))
}

/// ½(√5 − 1), the value §3 gives g := 1/G.
pub(super) fn small_g() -> Surd {
    surd5((-1, 2), (1, 2))
}

/// Generations of the Calkin–Wilf tree.
const GENERATIONS: Bound = Bound {
    dimension: crate::harness::domain::Dimension::Generations,
    min: 2,
    default: 18,
    max: 30,
    meaning: "generations ≤ N",
};

/// A node met while walking the generations, printed as the node; or the error that stopped
/// the walk.
enum Walked {
    Node(u32, Node),
    Error(u32, String),
}

impl fmt::Display for Walked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Walked::Node(_, node) => node.fmt(f),
            Walked::Error(g, e) => write!(f, "generation {g}: {e}"),
        }
    }
}

/// The nodes of generations `from..=to`, from left to right, by the tree's definition: the
/// children rule (1) applied from the root down ([`generation_by_children`]). Newman's iteration,
/// which streams a generation too, is held to rule (1) in `fact-newman-corrected`.
fn walk(from: u32, to: u32) -> impl Iterator<Item = Walked> {
    (from..=to).flat_map(|g| walk_piece(g, 0, generation_size(g)))
}

/// The number of nodes of generation `g` a walk can stream (1 to 64); 0 for any other `g`,
/// whose walk is its error alone.
fn generation_size(g: u32) -> u64 {
    if (1..=64).contains(&g) {
        1u64 << (g - 1)
    } else {
        0
    }
}

/// `count` nodes of generation `g` from its node number `start`, by the children rule, as
/// [`walk`] meets them. One iterator type for every piece (no boxed iterator: a walk meets a
/// billion nodes at generation 30, and a boxed iterator's layers were a third of a tree
/// claim's time).
fn walk_piece(g: u32, start: u64, count: u64) -> impl Iterator<Item = Walked> {
    let (mut nodes, mut error) = match generation_by_children(g, start, count) {
        Ok(nodes) => (Some(nodes), None),
        Err(e) => (None, Some(Walked::Error(g, e.to_string()))),
    };
    // The nodes, then the error that kept them from being made (`flatten` and `chain`
    // written out: their layers were a measurable part of a tree claim's time).
    std::iter::from_fn(move || {
        if let Some(it) = &mut nodes {
            match it.next() {
                Some(Ok((a, b))) => return Some(Walked::Node(g, Node(a, b))),
                Some(Err(e)) => return Some(Walked::Error(g, e.to_string())),
                None => nodes = None,
            }
        }
        error.take()
    })
}

/// Nodes in a piece of a generation checked on one thread ([`Run::all_by_pieces`]).
const PIECE: u64 = 1 << 14;

/// [`Run::all`] on [`walk`]`(from, to)`, each thread walking pieces of a generation itself
/// (by [`generation_by_children`] from the piece's first node) instead of one thread handing
/// out the nodes: the same verdict, counterexample and count of cases.
fn all_nodes(
    run: &mut Run<'_>,
    from: u32,
    to: u32,
    check: impl Fn(&Walked, &mut crate::claims::Obs) -> Result<bool, Failure> + Sync,
) -> Verdict {
    all_pieces(run, from, to, walk_piece, check)
}

/// [`all_nodes`] on the items `piece(g, start, count)` makes of each piece of the walk (the
/// piece's nodes, as [`walk_piece`] gives them, in their order): the same as [`Run::all`] on
/// every generation's `piece(g, 0, size)` in turn.
fn all_pieces<T, I>(
    run: &mut Run<'_>,
    from: u32,
    to: u32,
    piece: impl Fn(u32, u64, u64) -> I + Sync,
    check: impl Fn(&T, &mut crate::claims::Obs) -> Result<bool, Failure> + Sync,
) -> Verdict
where
    T: fmt::Display + Send + Sync,
    I: Iterator<Item = T>,
{
    if !run.walks_everything() {
        return run.all(
            (from..=to).flat_map(|g| piece(g, 0, generation_size(g))),
            check,
        );
    }
    let mut verdict = Verdict::holds(0);
    for g in from..=to {
        verdict = verdict.and_then(|| {
            let size = generation_size(g);
            if size == 0 {
                return run.all(piece(g, 0, 0), &check);
            }
            let len = |i: u64| PIECE.min(size - i * PIECE);
            run.all_by_pieces(
                size.div_ceil(PIECE),
                len,
                |i| piece(g, i * PIECE, len(i)),
                &check,
            )
        });
        if verdict.status != crate::claims::Status::Holds {
            break;
        }
    }
    verdict
}

/// The node of a walked item, or the walk's error as a failure.
fn walked(w: &Walked) -> Result<(u32, u64, u64), Failure> {
    match w {
        Walked::Node(g, Node(a, b)) => Ok((*g, *a, *b)),
        Walked::Error(g, e) => Err(Failure::at(format!("generation {g}")).answer("walk", e)),
    }
}

fn show(p: (u64, u64)) -> String {
    format!("{}/{}", p.0, p.1)
}

/// Generations 1..=n by the tree's own rule (1) (children of the previous generation), for
/// small n.
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

/// An upper bound of what a tree predicate that holds a whole generation `g` (or a vector of
/// `2^(g − 1)` items) allocates, at `per_node` bytes a node: each fitted to the peak of its
/// claim run alone at two bounds (`/usr/bin/time` around `verify --claim`, less the 12 MiB of a
/// run that holds nothing) and rounded up, so that the plan's memory stays an upper bound.
fn generation_bytes(g: u64, per_node: u64) -> u64 {
    crate::harness::domain::cases::pow2(g.saturating_sub(1)).saturating_mul(per_node)
}

/// The nodes of generations 1 to `g`.
fn nodes_up_to(g: u64) -> u64 {
    1u64.checked_shl(g as u32)
        .unwrap_or(u64::MAX)
        .saturating_sub(1)
}

/// A node met `count` times in the walk, its gcd `d`: once, and reduced.
fn once_and_reduced(count: u32, d: u64) -> bool {
    count == 1 && d == 1
}

/// The reduced pairs a + b ≤ k + 1, by their sum: the existence parts of
/// fact-tree-each-rational-once and fact-stern-unique-index, and the rationals that
/// [`lists_the_rationals`] looks for.
fn existence_pairs(k: u64) -> impl Iterator<Item = Pair> {
    (2..=k + 1)
        .flat_map(|s| (1..s).map(move |a| Pair(a, s - a)))
        .filter(|&Pair(a, b)| gcd(a, b) == 1)
}

/// The path (4) or (5) for `x = [a0, …, am]`; with `printed_tail`, the last two factors of (5)
/// as printed, `R^(a1) L^(a0)`, instead of the alternation its first factors set up.
fn path_word(q: &[u64], printed_tail: bool, a: u64, b: u64) -> Result<Word, Failure> {
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
        let alternating = if i % 2 == 0 { first.flip() } else { first };
        let step = match (printed_tail && m % 2 == 0, j) {
            (true, 1) => Step::R,
            (true, 0) => Step::L,
            _ => alternating,
        };
        push(&mut word, step, q[j])?;
    }
    Ok(word)
}

/// Generations whose counts are also computed by the recursions in big integers. The default
/// enumerates 2²¹ − 1 nodes (a tenth of a second; 25 generations took more than a second, a
/// fifth of the default run); `--generations 30` enumerates to 30.
const COUNTS: Bound = Bound {
    dimension: crate::harness::domain::Dimension::Generations,
    min: 2,
    default: 21,
    max: 34,
    meaning: "enumerated generations ≤ N; recursions to n = 200",
};

/// n up to which the recursions are run in big integers.
const RECURSION_N: usize = 200;

fn counts_up_to(ctx: &Ctx<'_>, n: u64) -> Result<Vec<GenerationCounts>, Failure> {
    ctx.generation_counts(n as u32)
}

/// Whether the nodes of generation `g` are classified by the reference solver (the cone of
/// Theorem 1 made to agree), as the entry's reading says up to generation 18, or by the cone.
fn by_solver(g: u32) -> bool {
    g <= SOLVER_GENERATIONS
}

fn big(x: u64) -> BigUint {
    BigUint::from(x)
}

fn pow2(k: usize) -> BigUint {
    BigUint::one() << k
}

/// `(f_n, g_n)` for n = 1, 2, …
type Counts = Vec<(BigUint, BigUint)>;

/// The enumerated counts for n ≤ N, and the recursion's values to n = 200, as big integers.
fn both_counts(ctx: &Ctx<'_>, n: u64) -> Result<(Counts, Counts), Failure> {
    let enumerated = counts_up_to(ctx, n)?
        .iter()
        .map(|c| (big(c.first), big(c.second)))
        .collect();
    Ok((enumerated, recursion(RECURSION_N)))
}

/// Checks `holds(n, counts, obs)` at every `n` of `ns(len)` on the enumerated counts, then on the
/// recursion's values to n = 200 (points `enumerated n = 3`, `recursion n = 3`).
fn on_counts(
    ctx: &Ctx<'_>,
    run: &mut Run<'_>,
    first_n: usize,
    holds: impl Fn(usize, &[(BigUint, BigUint)], &mut crate::claims::Obs) -> bool + Sync,
) -> Verdict {
    let (enumerated, recursed) = match both_counts(ctx, run.n) {
        Ok(x) => x,
        Err(f) => return Verdict::fails(0, f),
    };
    let n = run.n;
    let mut verdict = Verdict::holds(0);
    for (name, seq) in [("enumerated", &enumerated), ("recursion", &recursed)] {
        verdict = verdict.and_then(|| {
            let points = (first_n..=seq.len()).map(|i| In(name.to_string(), Named("n", i as u64)));
            run.all(points, |In(_, Named(_, i)), o| {
                Ok(holds(*i as usize, seq, o))
            })
        });
    }
    verdict.and_then(|| {
        if enumerated.iter().zip(&recursed).any(|(x, y)| x != y) {
            return Verdict::fails(
                0,
                Failure::at("counts").answer("enumerated and recursion", "differ"),
            );
        }
        Verdict::holds(0).with_note(format!(
            "enumerated to n = {n} (agreeing with the recursion), recursion to n = {RECURSION_N}"
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::claims::{Obs, Status};

    /// G and g as §3 defines them, printed.
    #[test]
    fn golden_numbers_printed() {
        assert_eq!(big_g().to_string(), "1/2 + 1/2√5");
        assert_eq!(small_g().to_string(), "-1/2 + 1/2√5");
        assert_eq!(int5(-1).to_string(), "-1");
    }

    /// fact-tree-each-rational-once (and a list of ℚ's term) at one node: twice, or not
    /// reduced, each refused alone.
    #[test]
    fn once_and_reduced_refuses_each_part() {
        assert!(once_and_reduced(1, 1));
        assert!(!once_and_reduced(2, 1));
        assert!(!once_and_reduced(1, 2));
    }

    /// Generations 1 to 3 by rule (1), a/b → a/(a + b), (a + b)/b, by hand: 1/1; 1/2, 2/1;
    /// 1/3, 3/2, 2/3, 3/1 — three generations, no more.
    #[test]
    fn generations_by_children_by_hand() {
        let g = generations_by_children(3).unwrap();
        assert_eq!(
            g,
            [
                vec![(1, 1)],
                vec![(1, 2), (2, 1)],
                vec![(1, 3), (3, 2), (2, 3), (3, 1)]
            ]
        );
    }

    /// The existence range at k = 3: a + b ≤ 4, reduced: 1/1; 1/2, 2/1; 1/3, 3/1 (2/2 is not).
    #[test]
    fn existence_pairs_by_hand() {
        let pairs: Vec<(u64, u64)> = existence_pairs(3).map(|Pair(a, b)| (a, b)).collect();
        assert_eq!(pairs, [(1, 1), (1, 2), (2, 1), (1, 3), (3, 1)]);
    }

    /// The tree walked by pieces is the tree walked node by node: a statement false at the
    /// nodes a/b with a + b = 1 000 (the first is 633/367, in generation 15), at 17/1 (the
    /// last node of generation 17: its fourth piece, after three that held), and a true one,
    /// on 1 and 3 threads: same verdict, counterexample and count of cases; on a stride, the
    /// same walk.
    #[test]
    fn nodes_by_pieces_are_the_walk() {
        let statements: [&(dyn Fn(u32, u64, u64) -> bool + Sync); 3] = [
            &|_, a, b| a + b != 1_000,
            &|g, a, b| b != 1 || a != 17 || g != 17,
            &|_, _, _| true,
        ];
        for (s, holds) in statements.into_iter().enumerate() {
            let check = |w: &Walked, o: &mut Obs| {
                let (g, a, b) = walked(w)?;
                o.value("generation", g);
                Ok(holds(g, a, b))
            };
            let plain = Run::whole(17).all(walk(2, 17), check);
            assert_eq!(plain.status == Status::Holds, s == 2, "statement {s}");
            for threads in [1, 3] {
                let pool = crate::test_pool(threads);
                let v = pool.install(|| all_nodes(&mut Run::whole(17), 2, 17, check));
                assert_eq!(v.status, plain.status, "statement {s}, {threads} threads");
                assert_eq!(v.cases, plain.cases, "statement {s}, {threads} threads");
                assert_eq!(v.counterexample, plain.counterexample, "statement {s}");
            }
            let (mut by_pieces, mut plain_run) = (
                Run::whole(17).on_stride(3, 4),
                Run::whole(17).on_stride(3, 4),
            );
            let strided = all_nodes(&mut by_pieces, 2, 17, check);
            let plain_stride = plain_run.all(walk(2, 17), check);
            assert_eq!(strided.cases, plain_stride.cases);
            assert_eq!(by_pieces.walks(), plain_run.walks());
        }
    }

    /// The reading's "by the reference solver … for generations ≤ 18, by the cone beyond" (the
    /// solver's budget is spent in one run: the cone past 18 is what keeps the claim's bound of
    /// 30 within it).
    #[test]
    fn solver_up_to_generation_18_the_cone_beyond() {
        assert!(by_solver(1));
        assert!(by_solver(18));
        assert!(!by_solver(19));
        assert!(!by_solver(30));
    }

    /// (f_n, g_n) for n = 1, 2, 3, 4 by hand from the recursions (f_1, g_1) = (0, 1),
    /// f_(n+1) = f_n + 2g_n, g_(n+1) = f_n, as big integers.
    pub(super) fn counts(pairs: &[(u32, u32)]) -> Vec<(BigUint, BigUint)> {
        pairs
            .iter()
            .map(|&(f, g)| (BigUint::from(f), BigUint::from(g)))
            .collect()
    }
}
