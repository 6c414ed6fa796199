//! Predicates for the tree claims of `spec/hss2008.toml`: the Calkin–Wilf tree and its branches,
//! Stern's sequence, Newman's iteration, Bird–Gibbons–Lester, the path formulas (4) and (5), the
//! mean of a generation, Cantor's scheme and the golden ratio's continued fraction.

use crate::arith::quadratic::{compare_with_phi, in_cone};
use crate::arith::{gcd, ContinuedFraction, PartialQuotients};
use crate::claims::{
    ordered_pairs, At, Bound, Ctx, Failure, Fields, Generation, In, Listed, Named, Node, Pair, Run,
    Verdict,
};
use crate::solver::reference::FxBuild;
use crate::strategies::tree;
use crate::trees::calkin_wilf::{
    self, generation_by_children, generation_nodes, left_child, newman_next, parent, right_child,
    stern, stern_index,
};
use crate::trees::{Step, Word};
use crate::vocab::memory::hash_map_bytes;
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{Signed, Zero};
use std::cmp::Ordering;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt;

/// Generations of the Calkin–Wilf tree.
pub(crate) const GENERATIONS: Bound = Bound {
    dimension: crate::harness::domain::Dimension::Generations,
    min: 2,
    default: 18,
    max: 30,
    meaning: "generations ≤ N",
};
/// Exact means of generations up to N (big rationals).
pub(crate) const MEANS: Bound = Bound {
    dimension: crate::harness::domain::Dimension::Generations,
    min: 2,
    default: 16,
    max: 22,
    meaning: "generations ≤ N, exact rational means",
};

/// A node met while walking the generations, printed as the node; or the error that stopped
/// the walk.
pub(super) enum Walked {
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
pub(crate) fn walk(from: u32, to: u32) -> impl Iterator<Item = Walked> {
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
pub(crate) fn all_nodes(
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

/// A walked node with its number in the tree's level order (the root is 1, node `i` of
/// generation `g` is `2^(g−1) + i`): the `n` of the term `s(n)/s(n+1)` of (2) it should be,
/// printed `n = …` as the terms are.
pub(crate) struct Numbered(u64, Walked);

impl fmt::Display for Numbered {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.1 {
            Walked::Node(..) => Named("n", self.0).fmt(f),
            Walked::Error(..) => self.1.fmt(f),
        }
    }
}

/// [`walk_piece`] with each node's number in the level order.
fn numbered_piece(g: u32, start: u64, count: u64) -> impl Iterator<Item = Numbered> {
    let first = match generation_size(g) {
        0 => 0,
        size => size.saturating_add(start),
    };
    walk_piece(g, start, count)
        .zip(0u64..)
        .map(move |(w, i)| Numbered(first.saturating_add(i), w))
}

/// The node of a walked item, or the walk's error as a failure.
pub(crate) fn walked(w: &Walked) -> Result<(u32, u64, u64), Failure> {
    match w {
        Walked::Node(g, Node(a, b)) => Ok((*g, *a, *b)),
        Walked::Error(g, e) => Err(Failure::at(format!("generation {g}")).answer("walk", e)),
    }
}

pub(crate) fn show(p: (u64, u64)) -> String {
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

pub(crate) fn fact_tree_reduced(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Every node is reduced, and the printed lemma holds at it: a + b is coprime with a and
    // with b (every coprime pair of quotient sum ≤ N is a node, so the lemma is checked on all
    // of them).
    all_nodes(run, 1, run.n as u32, |w, o| {
        let (_, a, b) = walked(w)?;
        let d = gcd(a, b);
        let s = a
            .checked_add(b)
            .ok_or_else(|| Failure::at(show((a, b))).answer("a + b", "overflow"))?;
        let (with_a, with_b) = (gcd(s, a), gcd(s, b));
        o.value("gcd", d)
            .value("gcd(a + b, a)", with_a)
            .value("gcd(a + b, b)", with_b);
        Ok(all_one([d, with_a, with_b]))
    })
}

/// fact-tree-reduced's three gcds, gcd(a, b), gcd(a + b, a), gcd(a + b, b), all 1.
fn all_one(gcds: [u64; 3]) -> bool {
    gcds.iter().all(|&d| d == 1)
}

/// The largest bounds of the tree claims whose walks cannot go further (they hold what they walk,
/// or grow faster than a generation), declared with their predicates (`Bound::at_most`) so that a
/// larger request is capped in the report and the plan.
pub(crate) const STERN_RECURSION_MAX: u64 = 22;
pub(crate) const STERN_COPRIME_MAX: u64 = 26;
pub(crate) const MIRRORED_MAX: u64 = 24;
pub(crate) const RIGHT_CHILD_MAX: u64 = 22;
pub(crate) const WINNERS_OUTSIDE_CONE_MAX: u64 = 22;
pub(crate) const NOT_CLUSTERED_MAX: u64 = 24;
pub(crate) const BRANCH_ELEMENTS_MAX: u64 = 16;
pub(crate) const TWO_BRANCHES_MAX: u64 = 20;
pub(crate) const CF_UNIQUE_MAX: u64 = 18;

/// The generations fact-tree-each-rational-once walks at most: its map holds every node.
pub(crate) const EACH_ONCE_MAX: u64 = 24;

/// An upper bound of what a tree predicate that holds a whole generation `g` (or a vector of
/// `2^(g − 1)` items) allocates, at `per_node` bytes a node: each fitted to the peak of its
/// claim run alone at two bounds (`/usr/bin/time` around `verify --claim`, less the 12 MiB of a
/// run that holds nothing) and rounded up, so that the plan's memory stays an upper bound.
pub(crate) fn generation_bytes(g: u64, per_node: u64) -> u64 {
    crate::harness::domain::cases::pow2(g.saturating_sub(1)).saturating_mul(per_node)
}

/// The nodes of generations 1 to `g`.
fn nodes_up_to(g: u64) -> u64 {
    1u64.checked_shl(g as u32)
        .unwrap_or(u64::MAX)
        .saturating_sub(1)
}

/// The peak bytes of a vector grown to `len` elements of `size` bytes (its capacity doubled as
/// it grew, the old buffer beside the new while it last grew).
fn vec_bytes(len: u64, size: u64) -> u64 {
    let capacity = len.checked_next_power_of_two().unwrap_or(u64::MAX);
    let buffer = capacity.saturating_mul(size);
    buffer.saturating_add(buffer / 2)
}

/// What fact-tree-each-rational-once allocates at the bound `N`: its map of every node of
/// generations ≤ min(N, 24), (a, b) → (generation, count), 24 bytes an entry.
pub(crate) fn each_rational_once_memory(n: u64) -> u64 {
    hash_map_bytes(nodes_up_to(n.min(EACH_ONCE_MAX)), 24)
}

pub(crate) fn fact_tree_each_rational_once(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n.min(EACH_ONCE_MAX);
    // Where each node stands: its generations, gathered by a walk of every generation first (so
    // that the check at one node sees them all).
    let mut seen: HashMap<(u64, u64), (u32, u32), FxBuild> = HashMap::default();
    for w in walk(1, n as u32) {
        if let Ok((g, a, b)) = walked(&w) {
            let e = seen.entry((a, b)).or_insert((g, 0));
            e.1 += 1;
        }
    }
    let once = run.all(walk(1, n as u32), |w, o| {
        let (g, a, b) = walked(w)?;
        let (first, count) = seen[&(a, b)];
        let d = gcd(a, b);
        o.value("generation", g)
            .value("first generation", first)
            .value("times in the tree", count)
            .value("gcd", d);
        // Once as a pair, and reduced: so once as a rational too.
        Ok(once_and_reduced(count, d))
    });
    // Every reduced a/b with a + b ≤ n + 1 has quotient sum ≤ n, so it must have appeared.
    once.and_then(|| {
        let small = existence_pairs(n).map(|Pair(a, b)| Node(a, b));
        run.all(small, |&Node(a, b), o| {
            let found = seen.get(&(a, b));
            o.value_with("found in generation", || {
                found.map_or("none".to_string(), |(g, _)| g.to_string())
            });
            Ok(found.is_some())
        })
        .with_note(format!(
            "generations ≤ {n}: no node twice; every reduced a/b with a + b ≤ {} appears",
            n + 1
        ))
    })
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

/// The printed list with generation 4's first element, 1/4, put back at position 8.
fn corrected_enumeration() -> Vec<(u64, u64)> {
    let mut corrected = PRINTED_ENUMERATION.to_vec();
    corrected.insert(7, (1, 4));
    corrected
}

fn enumeration_check(run: &mut Run<'_>, listed: &[(u64, u64)]) -> Verdict {
    let tree: Vec<(u64, u64)> = match generations_by_children(4) {
        Ok(g) => g.concat(),
        Err(f) => return Verdict::fails(0, f),
    };
    run.all(
        listed
            .iter()
            .enumerate()
            .map(|(i, &x)| At(Listed(i + 1), x)),
        |At(Listed(i), x), o| {
            let t = tree.get(i - 1).copied();
            o.value_with("printed", || show(*x))
                .value_with("tree", || t.map_or("-".into(), show));
            Ok(t == Some(*x))
        },
    )
}

pub(crate) fn example_enumeration_2(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    enumeration_check(run, &PRINTED_ENUMERATION)
}

pub(crate) fn example_enumeration_2_corrected(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    enumeration_check(run, &corrected_enumeration())
}

/// Newman's iteration from `x1 = 1`, against `list`, term by term (`n = 1, 2, …`).
fn newman_against(run: &mut Run<'_>, list: &[(u64, u64)], name: &str) -> Verdict {
    // Newman's x_1, x_2, … as far as the list goes, made before the walk (a pre-pass: the
    // answer at a point does not depend on which points were visited); where the iteration
    // stops on an error, every later point fails with it.
    let mut xs = Vec::with_capacity(list.len());
    let mut stopped = None;
    let mut x = (1u64, 1u64);
    for i in 1..=list.len() {
        if i > 1 {
            match newman_next(x.0, x.1) {
                Ok(next) => x = next,
                Err(e) => {
                    stopped = Some((i, e.to_string()));
                    break;
                }
            }
        }
        xs.push(x);
    }
    run.all(
        list.iter()
            .enumerate()
            .map(|(i, &t)| At(Named("n", i as u64 + 1), t)),
        |At(Named(_, i), expected), o| {
            let Some(&x) = xs.get(*i as usize - 1) else {
                let (at, e) = stopped.clone().unwrap_or_default();
                return Err(Failure::at(format!("n = {at}")).answer("Newman", e));
            };
            o.value_with("Newman", || show(x))
                .value_with(name, || show(*expected));
            Ok(x == *expected)
        },
    )
}

pub(crate) fn fact_newman(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    newman_against(run, &PRINTED_ENUMERATION, "(2) as printed")
}

/// The generations whose nodes fact-newman-corrected holds, built by the children rule, to
/// compare Newman's terms with.
pub(crate) const NEWMAN_BY_CHILDREN_MAX: u64 = 20;

pub(crate) fn fact_newman_corrected(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // The first 2^min(N, 20) − 1 terms against the generations built by the children rule (1);
    // then, for every generation up to N, Newman's generation against the children of Newman's
    // previous generation, streamed (so that the claims that stream generations by Newman's
    // iteration rest on rule (1); the other tree claims walk rule (1) itself).
    let n = run.n as u32;
    let by_children = match generations_by_children(n.min(NEWMAN_BY_CHILDREN_MAX as u32)) {
        Ok(g) => g.concat(),
        Err(f) => return Verdict::fails(0, f),
    };
    let terms = newman_against(run, &by_children, "tree (rule (1))");
    terms.and_then(|| {
        run.all((2..=n).map(Generation), |&Generation(g), o| {
            let err = |e: crate::Error| Failure::at(format!("generation {g}")).answer("walk", e);
            let mother = generation_nodes(g - 1).map_err(err)?;
            let mut newman = generation_nodes(g).map_err(err)?;
            let mut count = 0u64;
            for m in mother {
                let (a, b) = m.map_err(err)?;
                for child in [
                    left_child(a, b).map_err(err)?,
                    right_child(a, b).map_err(err)?,
                ] {
                    count += 1;
                    let got = newman.next().transpose().map_err(err)?;
                    if got != Some(child) {
                        o.value_with("child by rule (1)", || show(child))
                            .value("Newman's node", got.map_or("none".to_string(), show));
                        return Ok(false);
                    }
                }
            }
            let extra = newman.next().is_some();
            o.value("nodes", count).value("extra nodes", extra);
            Ok(!extra)
        })
    })
}

pub(crate) fn fact_stern_recursion(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let limit = 1usize << run.n.min(STERN_RECURSION_MAX);
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
    run.all(
        (0..=limit as u64).map(|m| Named("n", m)),
        |&Named(_, m), o| {
            let by_digits = stern(m);
            o.value("s(n) by the recursion", s[m as usize])
                .value("s(n) from the binary digits", by_digits);
            Ok(by_digits == s[m as usize])
        },
    )
}

pub(crate) fn fact_stern_coprime(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all(
        (0..(1u64 << run.n.min(STERN_COPRIME_MAX))).map(|m| Named("n", m)),
        |&Named(_, m), o| {
            let (x, y) = stern_by_recursion(m);
            let d = gcd(x, y);
            o.value_with("s(n), s(n+1)", || format!("{x}, {y}"))
                .value("gcd", d);
            Ok(d == 1)
        },
    )
}

/// The generations (indices below 2^N) fact-stern-unique-index walks at most: its map holds
/// every pair.
pub(crate) const STERN_INDEX_MAX: u64 = 24;

/// What fact-stern-unique-index allocates at the bound `N`: its map of the 2^min(N, 24) − 1
/// pairs (s(n), s(n+1)) → (first index, count), 32 bytes an entry.
pub(crate) fn stern_unique_index_memory(n: u64) -> u64 {
    hash_map_bytes(nodes_up_to(n.min(STERN_INDEX_MAX)), 32)
}

pub(crate) fn fact_stern_unique_index(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n.min(STERN_INDEX_MAX);
    // Uniqueness: every pair (s(n), s(n+1)) met once in the range, its indices gathered by a walk
    // of the whole range first (so that a check at one index sees them all).
    let mut indices: HashMap<(u64, u64), (u64, u32), FxBuild> = HashMap::default();
    for m in 1..(1u64 << n) {
        let e = indices.entry(stern_by_recursion(m)).or_insert((m, 0));
        e.1 += 1;
    }
    let unique = run.all(
        (1..(1u64 << n)).map(|m| Named("n", m)),
        |&Named(_, m), o| {
            let pair = stern_by_recursion(m);
            let (first, count) = indices[&pair];
            o.value_with("s(n), s(n+1)", || format!("({}, {})", pair.0, pair.1))
                .value("indices with this pair", count)
                .value("first index", first);
            Ok(count == 1)
        },
    );
    // Existence: every reduced pair with a + b ≤ n + 1 has its index, and s(index) gives it back.
    unique.and_then(|| {
        run.all(existence_pairs(n), |&Pair(a, b), o| {
            let i = stern_index(a, b).map_err(|e| Failure::at(show((a, b))).answer("index", e))?;
            let back = stern_by_recursion(i);
            o.value("n", i)
                .value_with("s(n), s(n+1)", || format!("({}, {})", back.0, back.1));
            Ok(back == (a, b))
        })
    })
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

/// `(s(n), s(n+1))` by Stern's printed recursion, `s(2m) = s(m)`, `s(2m + 1) = s(m) + s(m + 1)`
/// from `s(0) = 0`, `s(1) = 1`, applied top-down (independent of the tree).
fn stern_by_recursion(n: u64) -> (u64, u64) {
    // The recursion unrolled: (s(m), s(m + 1)) for m = 0, then for each binary digit of n
    // from the first, m ↦ 2m or 2m + 1 (the recursive call on n / 2 comes back first, so its
    // digits come first). For n < 2⁶⁴ every value is at most F(65) < 2⁶⁴.
    let (mut sm, mut sm1) = (0u64, 1u64);
    for digit in (0..u64::BITS - n.leading_zeros()).rev() {
        (sm, sm1) = if n >> digit & 1 == 0 {
            (sm, sm + sm1) // s(2m) = s(m), s(2m + 1) = s(m) + s(m + 1)
        } else {
            (sm + sm1, sm1) // s(2m + 1), s(2m + 2) = s(m + 1)
        };
    }
    (sm, sm1)
}

/// `s(n)/s(n+1)` against `list`, term by term from `n = 1`.
fn stern_against(run: &mut Run<'_>, list: impl Iterator<Item = (u64, u64)>, name: &str) -> Verdict {
    run.all(
        list.enumerate()
            .map(|(i, t)| At(Named("n", i as u64 + 1), t)),
        |At(Named(_, i), expected), o| stern_term(*i, *expected, name, o),
    )
}

/// Whether `s(n)/s(n+1)` is `expected`, the term `name` lists at `n`.
fn stern_term(
    n: u64,
    expected: (u64, u64),
    name: &str,
    o: &mut crate::claims::Obs,
) -> Result<bool, Failure> {
    let p = stern_by_recursion(n);
    o.value_with("s(n)/s(n+1)", || show(p))
        .value_with(name, || show(expected));
    Ok(p == expected)
}

pub(crate) fn fact_stern_is_enumeration_2(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    stern_against(run, PRINTED_ENUMERATION.into_iter(), "(2) as printed")
}

pub(crate) fn fact_stern_is_enumeration_2_corrected(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // The tree line by line, term by term from n = 1 (each thread walks pieces of a
    // generation, numbering their nodes; a walk's error is the term where it stopped).
    all_pieces(run, 1, run.n as u32, numbered_piece, |Numbered(i, w), o| {
        let (_, a, b) = walked(w)?;
        stern_term(*i, (a, b), "tree, line by line", o)
    })
}

/// Each generation (built by rule (1)) against its mirror image: the node at place `i` from the
/// right is the reciprocal of the node at place `i` from the left (`reciprocal`), or the same
/// node (a palindrome).
fn generations_mirrored(run: &mut Run<'_>, reciprocal: bool) -> Verdict {
    let n = run.n.min(MIRRORED_MAX) as u32;
    let mut verdict = Verdict::holds(0);
    for g in 1..=n {
        verdict = verdict.and_then(|| {
            let nodes: Vec<(u64, u64)> = match generation_by_children(g, 0, generation_size(g))
                .and_then(|it| it.collect::<crate::Result<Vec<_>>>())
            {
                Ok(x) => x,
                Err(e) => return Verdict::error(0, format!("generation {g}"), &e),
            };
            let places =
                (1..=nodes.len() as u64).map(|i| Fields([("generation", g as u64), ("place", i)]));
            run.all(places, |&Fields([_, (_, i)]), o| {
                let (a, b) = nodes[i as usize - 1];
                let mirror = nodes[nodes.len() - i as usize];
                o.value_with("node", || show((a, b)))
                    .value_with("mirror", || show(mirror));
                Ok(mirror == if reciprocal { (b, a) } else { (a, b) })
            })
        });
    }
    verdict
}

pub(crate) fn fact_generations_symmetric(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    generations_mirrored(run, true)
}

pub(crate) fn fact_generations_symmetric_reading_palindrome(
    _ctx: &Ctx<'_>,
    run: &mut Run<'_>,
) -> Verdict {
    generations_mirrored(run, false)
}

pub(crate) fn fact_right_child_iff_greater(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n.min(RIGHT_CHILD_MAX) as u32;
    let generations = match generations_by_children(n) {
        Ok(g) => g,
        Err(f) => return Verdict::fails(0, f),
    };
    // In each generation after the first, even places hold left children, odd places right ones.
    let nodes = generations.iter().skip(1).flat_map(|g| {
        g.iter()
            .enumerate()
            .map(|(i, &(a, b))| At(Node(a, b), i % 2 == 1))
    });
    run.all(nodes, |At(Node(a, b), right), o| {
        o.value("right child", right).value("a > b", a > b);
        Ok(*right == (a > b))
    })
}

pub(crate) fn fact_winners_outside_cone(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    all_nodes(
        run,
        1,
        run.n.min(WINNERS_OUTSIDE_CONE_MAX) as u32,
        |w, o| {
            let (_, a, b) = walked(w)?;
            let wins = tree::theorem_2(a, b)
                .map_err(|e| Failure::at(show((a, b))).answer("Theorem 2", e))?;
            // a/b < g ⟺ b/a > G; a/b > G.
            let outside = matches!(compare_with_phi(a, b), Ok(Ordering::Greater))
                || matches!(compare_with_phi(b, a), Ok(Ordering::Greater));
            o.value("first player wins (Theorem 2)", wins)
                .value("less than g or greater than G", outside);
            Ok(!wins || outside)
        },
    )
}

pub(crate) fn fact_golden_ratio_continued_fraction(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // [1; 1, …, 1] with k ones in all is F(k+1)/F(k); the truncations alternate around G and
    // close in: consecutive ones differ by 1/(F(k)·F(k+1)), which shrinks.
    let mut fib = vec![1u64, 1];
    while let Some(next) = fib[fib.len() - 1].checked_add(fib[fib.len() - 2]) {
        fib.push(next);
    }
    run.all(
        (1..fib.len() as u64 - 2).map(|k| Named("k", k)),
        |&Named(_, k), o| {
            let k = k as usize;
            let (num, den) = (fib[k], fib[k - 1]);
            let side = compare_with_phi(num, den).unwrap_or(Ordering::Equal);
            let next_side = compare_with_phi(fib[k + 1], fib[k]).unwrap_or(Ordering::Equal);
            // With k ones the truncation is F(k+1)/F(k): odd k below G (1/1, 3/2, 8/5, …), even k
            // above (2/1, 5/3, …).
            let expected = if k % 2 == 1 {
                Ordering::Less
            } else {
                Ordering::Greater
            };
            let k_ones = ContinuedFraction::of_ratio(num, den).expect("den > 0");
            let q = k_ones.quotients();
            let ones_then_two = ones_then_two(q);
            // |F(k+1)/F(k) − F(k+2)/F(k+1)| = 1/(F(k)·F(k+1)), below the previous gap 1/(F(k−1)·F(k)).
            let det =
                (fib[k] as i128 * fib[k] as i128 - fib[k + 1] as i128 * fib[k - 1] as i128).abs();
            o.value_with("truncation", || format!("{num}/{den}"))
                .value_with("vs G", || format!("{side:?}"))
                .value("quotients", k_ones)
                .value_with("gap to the next", || {
                    format!("1/{}", fib[k] as u128 * fib[k - 1] as u128)
                });
            Ok(truncation_holds(
                [side, expected, next_side],
                ones_then_two,
                det,
            ))
        },
    )
}

/// One truncation of [1̄]: on its expected side of G, the next one on the other side, its
/// quotients 1, …, 1, 2, and the determinant F(k+1)² − F(k+2)·F(k) of the two ±1.
fn truncation_holds([side, expected, next_side]: [Ordering; 3], ones: bool, det: i128) -> bool {
    side == expected && next_side != side && ones && det == 1
}

/// The quotients are 1, …, 1, 2, or a single quotient (1/1 = [1]): the convention's form of
/// [1; 1, …, 1].
fn ones_then_two(q: &[u64]) -> bool {
    q[..q.len() - 1].iter().all(|&x| x == 1) && (q.len() == 1 || q[q.len() - 1] == 2)
}

pub(crate) fn fact_bird_gibbons_lester(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Every node of generation g has quotient sum g; for g ≤ 20 also the converse: the nodes are
    // distinct, and every rational whose quotients sum to g is one of them.
    let n = run.n as u32;
    run.all((1..=n).map(Generation), |&Generation(g), o| {
        let mut nodes: HashSet<(u64, u64), FxBuild> = HashSet::default();
        let mut count = 0u64;
        for node in generation_nodes(g)? {
            let (a, b) = node?;
            count += 1;
            // The quotients as Euclid's algorithm gives them, summed as they come: an
            // expansion kept whole was a heap allocation for half the nodes of generation 30.
            let sum: u128 = PartialQuotients::new(a, b)?.map(u128::from).sum();
            if sum != g as u128 {
                o.value_with("node", || show((a, b)))
                    .value("quotient sum", sum);
                return Ok(false);
            }
            if converse_checked(g) {
                nodes.insert((a, b));
            }
        }
        o.value("nodes", count);
        if !converse_checked(g) {
            return Ok(true);
        }
        // The rationals with quotient sum g: [a0; a1, …, am] with a0 ≥ 0, the others ≥ 1, the
        // last ≥ 2 when m > 0 (or the single [g]).
        let mut rationals = 0u64;
        let mut missing = None;
        for_each_expansion(g as u64, &mut Vec::new(), &mut |q| {
            rationals += 1;
            if let Ok(cf) = ContinuedFraction::from_quotients(q) {
                if let Ok((num, den)) = cf.to_fraction() {
                    if !nodes.contains(&(num, den)) && missing.is_none() {
                        missing = Some(show((num, den)));
                    }
                }
            }
        });
        o.value("distinct nodes", nodes.len())
            .value("rationals with quotient sum g", rationals)
            .value("missing", missing.clone().unwrap_or_else(|| "none".into()));
        Ok(converse_holds(
            nodes.len() as u64,
            rationals,
            count,
            missing.is_none(),
        ))
    })
}

/// fact-bird-gibbons-lester's converse (the generation's nodes distinct, and every rational with
/// quotient sum g among them) is checked for g ≤ 20.
fn converse_checked(g: u32) -> bool {
    u64::from(g) <= CONVERSE_MAX
}

/// The generations up to which fact-bird-gibbons-lester checks the converse (holding a
/// generation's nodes in a set).
pub(crate) const CONVERSE_MAX: u64 = 20;

/// The converse at one generation of `count` nodes: `distinct` of them, `rationals` with quotient
/// sum g, none of them `missing`.
fn converse_holds(distinct: u64, rationals: u64, count: u64, none_missing: bool) -> bool {
    distinct == count && rationals == count && none_missing
}

/// Calls `f` with every expansion `[a0; a1, …, am]` of a positive rational (`a0 ≥ 0`, the others
/// ≥ 1, the last ≥ 2 when `m > 0`, and not `[0]`) whose quotients sum to `rest` more than
/// `prefix`.
fn for_each_expansion(rest: u64, prefix: &mut Vec<u64>, f: &mut impl FnMut(&[u64])) {
    if prefix.is_empty() {
        for a0 in 0..=rest {
            prefix.push(a0);
            if a0 == rest && a0 > 0 {
                f(prefix);
            } else if a0 < rest {
                for_each_expansion(rest - a0, prefix, f);
            }
            prefix.pop();
        }
        return;
    }
    for q in 1..=rest {
        prefix.push(q);
        if q == rest {
            if q >= 2 {
                f(prefix);
            }
        } else {
            for_each_expansion(rest - q, prefix, f);
        }
        prefix.pop();
    }
}

/// The path (4) or (5) for `x = [a0, …, am]`; with `printed_tail`, the last two factors of (5)
/// as printed, `R^(a1) L^(a0)`, instead of the alternation its first factors set up.
pub(super) fn path_word(q: &[u64], printed_tail: bool, a: u64, b: u64) -> Result<Word, Failure> {
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

fn path_formulas(run: &mut Run<'_>, printed_tail: bool) -> Verdict {
    // (4) is the path for m odd, (5) the one for m even (m = 0 included); a run on one of the
    // two checks the path at the points it covers only, and the note at every point.
    let (odd, even) = (run.checks_formula("(4)"), run.checks_formula("(5)"));
    let nodes = ordered_pairs(1, run.n)
        .filter(|&Pair(a, b)| gcd(a, b) == 1)
        .map(|Pair(a, b)| Node(a, b));
    run.all(nodes, |&Node(a, b), o| {
        let cf = ContinuedFraction::of_ratio(a, b).expect("b > 0");
        let q = cf.quotients();
        let m = q.len() - 1;
        let word = path_word(q, printed_tail, a, b)?;
        let reached = calkin_wilf::node_at(&word)
            .map_err(|e| Failure::at_pair(a, b).answer("following", e))?;
        // "note that a_m − 1 ≥ 1 for m ∈ ℕ" (a_m ≥ 1 always).
        let note = m == 0 || q[m] >= 2;
        o.value("continued fraction", &cf)
            .value("m", m)
            .value("a_m − 1", q[m].saturating_sub(1))
            .value("path", &word)
            .value_with("reaches", || show(reached));
        let checked = if m % 2 == 1 { odd } else { even };
        Ok(note && (!checked || reached == (a, b)))
    })
}

pub(crate) fn fact_path_formulas(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    path_formulas(run, true)
}

pub(crate) fn fact_path_formulas_corrected(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    path_formulas(run, false)
}

/// 3/2 minus the exact mean of generation `g`.
fn gap_to_three_halves(g: u32) -> Result<BigRational, Failure> {
    let nodes: Vec<(u64, u64)> =
        generation_by_children(g, 0, generation_size(g))?.collect::<crate::Result<Vec<_>>>()?;
    // Sum by denominator first, then over the few distinct denominators.
    let mut by_den: BTreeMap<u64, BigInt> = BTreeMap::new();
    for &(a, b) in &nodes {
        *by_den.entry(b).or_insert_with(BigInt::zero) += BigInt::from(a);
    }
    let sum = by_den.into_iter().fold(BigRational::zero(), |s, (d, num)| {
        s + BigRational::new(num, BigInt::from(d))
    });
    let mean = sum / BigRational::from_integer(BigInt::from(nodes.len() as u64));
    Ok(BigRational::new(BigInt::from(3), BigInt::from(2)) - mean)
}

/// The generation before `g`, if there is one (the first is 1).
fn previous_generation(g: u32) -> Option<u32> {
    (g > 1).then(|| g - 1)
}

/// fact-mean-three-halves at one generation: the gap 3/2 − mean is positive and at most half
/// the previous generation's, where there is one.
fn mean_gap_holds(gap: &BigRational, previous: Option<&BigRational>) -> bool {
    let two = BigRational::from_integer(BigInt::from(2));
    gap.is_positive() && previous.is_none_or(|p| gap * two <= *p)
}

pub(crate) fn fact_mean_three_halves(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // A limit can only be seen in part: the gap 3/2 − mean is positive and at least halves from
    // one generation to the next.
    let n = run.n as u32;
    let verdict = run.all((1..=n).map(Generation), |&Generation(g), o| {
        let gap = gap_to_three_halves(g)?;
        let three_halves = BigRational::new(BigInt::from(3), BigInt::from(2));
        o.value("mean", &three_halves - &gap)
            .value("3/2 − mean", &gap);
        let previous = match previous_generation(g) {
            Some(p) => Some(gap_to_three_halves(p)?),
            None => None,
        };
        Ok(mean_gap_holds(&gap, previous.as_ref()))
    });
    if crate::claims::whole_run_held(verdict.status, run.is_sampling()) {
        let last = gap_to_three_halves(n).map_or("-".to_string(), |g| g.to_string());
        verdict.with_note(format!("3/2 − mean of generation {n} = {last}"))
    } else {
        verdict
    }
}

pub(crate) fn fact_elements_not_clustered(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // The nodes a/b of generation g inside the cone C around 3/2 (g < a/b < G, exactly), against
    // a third of the generation: |3·(nodes in C) − 2^(g−1)| ≤ 2, so about two thirds lie outside.
    let n = run.n.min(NOT_CLUSTERED_MAX) as u32;
    run.all((1..=n).map(Generation), |&Generation(g), o| {
        let size = generation_size(g);
        let mut inside = 0u64;
        for node in generation_by_children(g, 0, size)? {
            let (a, b) = node?;
            inside += u64::from(in_cone(b, a));
        }
        let gap = 3 * i128::from(inside) - i128::from(size);
        o.value("nodes", size)
            .value("nodes in C", inside)
            .value("3·(nodes in C) − 2^(n−1)", gap);
        Ok(gap.abs() <= 2)
    })
}

pub(crate) fn fact_root_branches(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Following left children from the root gives 1/n, right children n/1.
    run.all((1..=run.n).map(|k| Named("n", k)), |&Named(_, k), o| {
        let (mut left, mut right) = ((1u64, 1u64), (1u64, 1u64));
        for _ in 1..k {
            left = left_child(left.0, left.1)?;
            right = right_child(right.0, right.1)?;
        }
        o.value_with("left branch", || show(left))
            .value_with("right branch", || show(right));
        Ok(root_branches_hold(left, right, k))
    })
}

/// fact-root-branches at n = `k`: the k-th node of the left branch is 1/k, of the right k/1.
fn root_branches_hold(left: (u64, u64), right: (u64, u64), k: u64) -> bool {
    left == (1, k) && right == (k, 1)
}

/// The steps followed along a branch to check its printed elements.
const BRANCH_STEPS: u64 = 6;

pub(crate) fn fact_branch_elements(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // A left child's right offspring are (a + kb)/b; a right child's left offspring a/(ka + b).
    all_nodes(run, 2, run.n.min(BRANCH_ELEMENTS_MAX) as u32, |w, o| {
        let (_, a, b) = walked(w)?;
        let left_child_node = a < b;
        let (mut x, mut y) = (a, b);
        for k in 1..=BRANCH_STEPS {
            (x, y) = if left_child_node {
                right_child(x, y)?
            } else {
                left_child(x, y)?
            };
            let printed = if left_child_node {
                (a + k * b, b)
            } else {
                (a, k * a + b)
            };
            if (x, y) != printed {
                o.value(format_args!("offspring {k}"), show((x, y)))
                    .value_with("printed", || show(printed));
                return Ok(false);
            }
        }
        o.value("branch", if left_child_node { "right" } else { "left" })
            .value_with(format_args!("offspring {BRANCH_STEPS}"), || show((x, y)));
        Ok(true)
    })
}

/// The first node of the branch `a/b` lies on, climbing while the node is a right child
/// (`right`) or a left child: a left child (or the root) heads a right branch.
fn branch_head(a: u64, b: u64, right: bool) -> Result<(u64, u64), Failure> {
    let (mut x, mut y) = (a, b);
    while (x > y) == right && x != y {
        match parent(x, y)? {
            Some(p) => (x, y) = p,
            None => break,
        }
    }
    Ok((x, y))
}

pub(crate) fn fact_two_branches_determine_node(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // The right branch through x has x's denominator throughout, the left branch x's numerator:
    // they meet in one fraction, which must be x, and both must contain x.
    all_nodes(run, 1, run.n.min(TWO_BRANCHES_MAX) as u32, |w, o| {
        let (_, a, b) = walked(w)?;
        let (rh, lh) = (branch_head(a, b, true)?, branch_head(a, b, false)?);
        let in_right = calkin_wilf::right_branch(rh.0, rh.1)?
            .take_while(|&(x, _)| x <= a)
            .any(|p| p == (a, b));
        let in_left = calkin_wilf::left_branch(lh.0, lh.1)?
            .take_while(|&(_, y)| y <= b)
            .any(|p| p == (a, b));
        // The only candidate for the intersection: numerator of the left branch's elements over
        // the denominator of the right branch's.
        let meet = (lh.0, rh.1);
        o.value_with("right branch of", || show(rh))
            .value_with("left branch of", || show(lh))
            .value_with("the branches meet in", || show(meet));
        Ok(branches_determine(in_right, in_left, meet == (a, b)))
    })
}

/// fact-two-branches-determine-node at a node: on its right branch, on its left branch, and
/// the one fraction both could share is the node.
fn branches_determine(in_right: bool, in_left: bool, meet_is_node: bool) -> bool {
    in_right && in_left && meet_is_node
}

pub(crate) fn fact_mother_shorter(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    all_nodes(run, 2, run.n as u32, |w, o| {
        let (_, a, b) = walked(w)?;
        let Some((x, y)) = parent(a, b)? else {
            return Err(Failure::at(show((a, b))).answer("mother", "none"));
        };
        o.value_with("mother", || show((x, y)))
            .value("length", x + y);
        Ok(mother_shorter_holds(x + y, (a, b)))
    })
}

/// fact-mother-shorter at a/b whose mother has length `len`: `len` is a or b, and below a + b.
fn mother_shorter_holds(len: u64, (a, b): (u64, u64)) -> bool {
    (len == a || len == b) && len < a + b
}

/// A term of a list of ℚ: its sign (−1, 0, 1) and `|p|/q`, reduced (`0` is `(0, 0, 1)`).
type SignedFraction = (i8, u64, u64);

/// A term printed as the list holds it: `0`, `2/3`, `−2/3`.
fn show_signed((s, p, q): SignedFraction) -> String {
    match s {
        0 => "0".to_string(),
        1 => format!("{p}/{q}"),
        _ => format!("−{p}/{q}"),
    }
}

/// `0`, then `x, −x` for each `x` of `positive`: a list of ℚ made from one of ℚ⁺.
fn with_signs(positive: impl Iterator<Item = (u64, u64)>) -> Vec<SignedFraction> {
    let mut list = vec![(0, 0, 1)];
    for (p, q) in positive {
        list.push((1, p, q));
        list.push((-1, p, q));
    }
    list
}

/// The rationals `p/q` with `|p| + q ≤ n + 1` (reduced, `q ≥ 1`): `zero 0/1`, then `positive a/b`
/// by `a + b`, then `a`, then `negative a/b` in the same order.
fn small_rationals(n: u64) -> impl Iterator<Item = In<&'static str, Node>> {
    let reduced = move || existence_pairs(n).map(|Pair(a, b)| Node(a, b));
    std::iter::once(In("zero", Node(0, 1)))
        .chain(reduced().map(|x| In("positive", x)))
        .chain(reduced().map(|x| In("negative", x)))
}

/// A list of ℚ reaches every rational exactly once, on its finite consequence: every term is
/// reduced and met once in the list (points `position i`), and every rational with
/// `|p| + q ≤ n + 1` is met (points `zero 0/1`, `positive a/b`, `negative a/b`).
fn lists_the_rationals(run: &mut Run<'_>, list: &[SignedFraction], n: u64) -> Verdict {
    // Where each term stands, and how often: found by a walk of the whole list first, so that
    // the check at one point does not depend on which points are looked at.
    let mut seen: HashMap<SignedFraction, (usize, u32), FxBuild> =
        HashMap::with_capacity_and_hasher(list.len(), FxBuild::default());
    for (i, &x) in list.iter().enumerate() {
        seen.entry(x).or_insert((i + 1, 0)).1 += 1;
    }
    let terms = run.all(
        list.iter().enumerate().map(|(i, &x)| At(Listed(i + 1), x)),
        |At(_, x), o| {
            let (_, times) = seen[x];
            let d = gcd(x.1, x.2);
            o.value_with("term", || show_signed(*x))
                .value("times in the list", times)
                .value("reduced", d == 1);
            Ok(once_and_reduced(times, d))
        },
    );
    terms.and_then(|| {
        run.all(small_rationals(n), |In(sign, Node(p, q)), o| {
            let s = match *sign {
                "zero" => 0,
                "positive" => 1,
                _ => -1,
            };
            let at = seen.get(&(s, *p, *q)).map(|&(i, _)| i);
            o.value_with("position in the list", || {
                at.map_or("none".to_string(), |i| i.to_string())
            });
            Ok(at.is_some())
        })
    })
}

/// The generations fact-rationals-countable-reals-uncountable lists at most.
pub(crate) const COUNTABLE_MAX: u64 = 20;

/// What [`lists_the_rationals`] allocates for a list of `positive` positive terms (and as many
/// negative, and 0), made from a vector of them: the vector, the list (24 bytes a term) and the
/// map of where each term stands (40 bytes an entry, made at its full size: it never grows, so
/// no older table stands beside it).
fn list_memory(positive: u64) -> u64 {
    let terms = positive.saturating_mul(2).saturating_add(1);
    let map = hash_map_bytes(terms, 40);
    vec_bytes(positive, 16)
        .saturating_add(vec_bytes(terms, 24))
        .saturating_add(map - map / 3)
}

/// What fact-rationals-countable-reals-uncountable allocates at the bound `N`: the list of the
/// nodes of generations ≤ min(N, 20).
pub(crate) fn rationals_countable_memory(n: u64) -> u64 {
    list_memory(nodes_up_to(n.min(COUNTABLE_MAX)))
}

pub(crate) fn fact_rationals_countable_reals_uncountable(
    _ctx: &Ctx<'_>,
    run: &mut Run<'_>,
) -> Verdict {
    // ℚ is countable: the list 0, x1, −x1, x2, −x2, … of the Calkin–Wilf nodes x1, x2, … (rule
    // (1), line by line) holds every rational once, to the bound.
    let n = run.n.min(COUNTABLE_MAX);
    let mut nodes = Vec::new();
    for w in walk(1, n as u32) {
        match walked(&w) {
            Ok((_, a, b)) => nodes.push((a, b)),
            Err(f) => return Verdict::fails(0, f),
        }
    }
    let list = with_signs(nodes.into_iter());
    let countable = lists_the_rationals(run, &list, n);
    // ℝ is uncountable, on the finite form of Cantor's diagonal argument: for every list of k
    // words of k binary digits, the word whose i-th digit differs from the i-th word's is in no
    // place of the list.
    countable.and_then(|| {
        run.all((1..=4u64).map(|k| Named("k", k)), |&Named(_, k), o| {
            let (lists, holding) = lists_holding(k as u32, diagonal_word);
            o.value("lists of k words of k digits", lists)
                .value("lists holding their diagonal word", holding);
            Ok(holding == 0)
        })
    })
}

/// The lists of `k` words of `k` binary digits, counted, and how many of them hold the word
/// `word_for` makes of them.
fn lists_holding(k: u32, word_for: impl Fn(u64, u32) -> u64) -> (u64, u64) {
    let mut lists = 0u64;
    let mut holding = 0u64;
    for code in 0..list_count(k) {
        let word = word_for(code, k);
        lists += 1;
        holding += u64::from((0..k).any(|i| list_word(code, i, k) == word));
    }
    (lists, holding)
}

/// How many lists of `k` words of `k` binary digits there are: 2^(k²).
fn list_count(k: u32) -> u64 {
    1u64 << (k * k)
}

/// The `i`-th word of the list of `k` words of `k` binary digits numbered `code` (word `i` is
/// digits `i·k` to `i·k + k − 1` of `code`).
fn list_word(code: u64, i: u32, k: u32) -> u64 {
    (code >> (i * k)) & ((1u64 << k) - 1)
}

/// The diagonal word of list `code`: its `i`-th digit differs from the `i`-th word's.
fn diagonal_word(code: u64, k: u32) -> u64 {
    (0..k)
        .map(|i| (1 - (list_word(code, i, k) >> i & 1)) << i)
        .sum()
}

/// The anti-diagonals p + q ≤ N + 1 fact-cantor-scheme-enumerates-rationals reads at most.
pub(crate) const CANTOR_MAX: u64 = 2000;

/// What fact-cantor-scheme-enumerates-rationals allocates at the bound `N`: for the
/// anti-diagonals p + q ≤ M + 1, M = min(N, 2000), the set of the values seen (16 bytes an
/// entry) and the list of them: one value per reduced p/q, φ(s) of them on the diagonal p + q = s
/// (counted by a sieve of Euler's totient).
pub(crate) fn cantor_scheme_memory(n: u64) -> u64 {
    let top = n.min(CANTOR_MAX) as usize + 1;
    let mut phi: Vec<u64> = (0..=top as u64).collect();
    for p in 2..=top {
        if phi[p] == p as u64 {
            for multiple in (p..=top).step_by(p) {
                phi[multiple] -= phi[multiple] / p as u64;
            }
        }
    }
    let values: u64 = phi.iter().skip(2).sum();
    hash_map_bytes(values, 16).saturating_add(list_memory(values))
}

pub(crate) fn fact_cantor_scheme_enumerates_rationals(
    _ctx: &Ctx<'_>,
    run: &mut Run<'_>,
) -> Verdict {
    // Cantor's array p/q read along the anti-diagonals p + q = 2, 3, … (p increasing along
    // each), a value kept where it first appears: a list of ℚ⁺; then 0, x, −x: a list of ℚ.
    // The cell is kept as the array holds it (p/q, not reduced here), so that the list's terms
    // being reduced, and every small rational being met, are checked rather than made.
    let n = run.n.min(CANTOR_MAX);
    let mut seen: HashSet<(u64, u64), FxBuild> = HashSet::default();
    let mut positive = Vec::new();
    for s in 2..=n + 1 {
        for p in 1..s {
            let q = s - p;
            let d = gcd(p, q);
            if seen.insert((p / d, q / d)) {
                positive.push((p, q));
            }
        }
    }
    lists_the_rationals(run, &with_signs(positive.into_iter()), n)
}

pub(crate) fn fact_mother_missing_too(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "it follows from (1) that also the mother of a/b does not appear": by its contrapositive,
    // a/b is a child of its mother by rule (1), so it appears if she does. The mother by the
    // inverse of (1), the children by (1) itself.
    let nodes = ordered_pairs(1, run.n)
        .filter(|&Pair(a, b)| a != b && gcd(a, b) == 1)
        .map(|Pair(a, b)| Node(a, b));
    run.all(nodes, |&Node(a, b), o| {
        let Some((x, y)) = parent(a, b)? else {
            return Err(Failure::at(show((a, b))).answer("mother", "none"));
        };
        let child = if left_child(x, y)? == (a, b) {
            "left"
        } else if right_child(x, y)? == (a, b) {
            "right"
        } else {
            "neither"
        };
        let reduced = gcd(x, y) == 1;
        o.value_with("mother", || show((x, y)))
            .value("mother reduced", reduced)
            .value("a/b is her child", child);
        Ok(mother_holds(reduced, child))
    })
}

/// fact-mother-missing-too at a/b: the mother is reduced, and a/b is her left or right child.
fn mother_holds(reduced: bool, child: &str) -> bool {
    reduced && child != "neither"
}

/// Euclid's algorithm on `a/b`: the quotients `q0 = ⌊a/b⌋`, then those of `b/r`, … to a zero
/// remainder.
fn euclid_quotients(a: u64, b: u64) -> Vec<u64> {
    let mut q = Vec::new();
    let (mut x, mut y) = (a, b);
    while y > 0 {
        q.push(x / y);
        (x, y) = (y, x % y);
    }
    q
}

/// The value of `[a0; a1, …, am]`, exactly, from the right: `(numerator, denominator)`, reduced
/// (the convergents' numerators and denominators are coprime); `None` past `u128`.
fn continued_fraction_value(q: &[u64]) -> Option<(u128, u128)> {
    let (&last, rest) = q.split_last()?;
    let (mut p, mut r) = (u128::from(last), 1u128);
    for &a in rest.iter().rev() {
        (p, r) = (u128::from(a).checked_mul(p)?.checked_add(r)?, p);
    }
    Some((p, r))
}

pub(crate) fn fact_continued_fraction_euclid(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Every positive rational has a finite regular continued fraction (a0 ≥ 0, the others ≥ 1),
    // and it "is nothing but the Euclidean algorithm": its quotients are Euclid's, and they are
    // the expansion every other entry uses (ContinuedFraction).
    let nodes = ordered_pairs(1, run.n)
        .filter(|&Pair(a, b)| gcd(a, b) == 1)
        .map(|Pair(a, b)| Node(a, b));
    run.all(nodes, |&Node(a, b), o| {
        let q = euclid_quotients(a, b);
        let regular = is_regular(&q);
        let value = continued_fraction_value(&q);
        let library = ContinuedFraction::of_ratio(a, b)?;
        o.value_with("Euclid's quotients", || format!("{q:?}"))
            .value_with("value", || {
                value.map_or("none".to_string(), |(p, r)| format!("{p}/{r}"))
            })
            .value("the expansion the entries use", &library);
        Ok(euclid_expansion_holds(
            regular,
            value == Some((u128::from(a), u128::from(b))),
            library.quotients() == q.as_slice(),
        ))
    })
}

/// A regular continued fraction's quotients: at least one, a0 ≥ 0, the others ≥ 1.
fn is_regular(q: &[u64]) -> bool {
    !q.is_empty() && q[1..].iter().all(|&x| x >= 1)
}

/// fact-continued-fraction-euclid at a/b: Euclid's quotients are regular, their value is a/b,
/// and they are the expansion the other entries use.
fn euclid_expansion_holds(regular: bool, value_is_node: bool, as_library: bool) -> bool {
    regular && value_is_node && as_library
}

/// Calls `f` with every sequence `[a0; a1, …, am]` (`a0 ≥ 0`, the others ≥ 1, any last
/// quotient) whose quotients sum to `sum` (none for `sum = 0`: [0] is the value 0, not a positive
/// rational).
fn for_each_regular_sequence(sum: u64, f: &mut impl FnMut(&[u64])) {
    fn rest(left: u64, prefix: &mut Vec<u64>, f: &mut impl FnMut(&[u64])) {
        if left == 0 {
            f(prefix);
            return;
        }
        for a in 1..=left {
            prefix.push(a);
            rest(left - a, prefix, f);
            prefix.pop();
        }
    }
    let mut prefix = Vec::new();
    for a0 in 0..=sum {
        prefix.push(a0);
        if a0 < sum {
            rest(sum - a0, &mut prefix, f);
        } else if a0 > 0 {
            f(&prefix);
        }
        prefix.pop();
    }
}

pub(crate) fn fact_continued_fraction_unique(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "In order to have a unique representation, we assume that am ≥ 2 if m ∈ ℕ": among all
    // regular sequences with quotient sum s, each value has exactly one ending in am ≥ 2 (or of
    // length 1), and exactly two in all (the other ends in 1), so the condition is needed.
    let n = run.n.min(CF_UNIQUE_MAX);
    run.all(
        (1..=n).map(|s| Named("quotient sum", s)),
        |&Named(_, s), o| {
            let mut by_value: HashMap<(u128, u128), (u32, u32), FxBuild> = HashMap::default();
            let mut sequences = 0u64;
            let mut overflow = false;
            for_each_regular_sequence(s, &mut |q| {
                sequences += 1;
                let Some(v) = continued_fraction_value(q) else {
                    overflow = true;
                    return;
                };
                let canonical = q.len() == 1 || q[q.len() - 1] >= 2;
                let e = by_value.entry(v).or_default();
                e.0 += 1;
                e.1 += u32::from(canonical);
            });
            let one_canonical = by_value.values().all(|&(_, c)| c == 1);
            let two_in_all = by_value.values().all(|&(all, _)| all == 2);
            o.value("sequences", sequences)
                .value("rationals", by_value.len())
                .value("each with one expansion ending in am ≥ 2", one_canonical)
                .value("each with two expansions in all", two_in_all);
            Ok(uniqueness_holds(!overflow, one_canonical, two_in_all))
        },
    )
}

/// fact-continued-fraction-unique at one quotient sum: every value computed (none past u128),
/// each with one expansion ending in am ≥ 2 (or of length 1), and two in all.
fn uniqueness_holds(all_computed: bool, one_canonical: bool, two_in_all: bool) -> bool {
    all_computed && one_canonical && two_in_all
}

pub(crate) fn fact_infinite_continued_fraction_irrational(
    _ctx: &Ctx<'_>,
    run: &mut Run<'_>,
) -> Verdict {
    // The finite side of "infinite continued fractions represent irrational numbers": the
    // expansion of a rational ends. The complete quotients x0 = a/b, x(k+1) = 1/(xk − ⌊xk⌋),
    // kept as fractions, reach an integer after m steps, and b ≥ F(m + 2): no rational with
    // denominator b has a longer expansion.
    let nodes = ordered_pairs(1, run.n)
        .filter(|&Pair(a, b)| gcd(a, b) == 1)
        .map(|Pair(a, b)| Node(a, b));
    run.all(nodes, |&Node(a, b), o| {
        let (mut num, mut den, mut steps) = (a, b, 0u32);
        while num % den != 0 {
            (num, den) = (den, num % den);
            steps += 1;
        }
        // F(m + 2), with F(1) = F(2) = 1, in u128 (m < 94 for entries in u64).
        let (mut f, mut next) = (1u128, 1u128);
        for _ in 0..steps {
            (f, next) = (next, f.saturating_add(next));
        }
        let fib = next;
        o.value("steps to an integer", steps).value("F(m + 2)", fib);
        Ok(fib <= u128::from(b))
    })
}

pub(crate) fn fact_cantor_first_appearance_reduced(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Cantor's array p/q (p, q ≥ 1) read along the anti-diagonals p + q = 2, 3, …: each value
    // first appears reduced; every later appearance is an integer multiple of that one; and
    // "infinitely often" on its finite consequence: on the diagonals up to N + 1 the value p/q
    // (reduced) appears ⌊(N + 1)/(p + q)⌋ times, a count without bound as N grows. The first
    // appearances and the counts are found by a walk of the whole array first, so that the
    // check at a point does not depend on which points are looked at.
    // (A flat array by the reduced pair's place in that reading: 4 bytes a cell, where a hash
    // map took some 50 and 5 GB at N = 16384.)
    let n = run.n;
    let cells = move || (2..=n + 1).flat_map(|s| (1..s).map(move |p| Node(p, s - p)));
    // The cells of the diagonals 2 … N + 1, N(N + 1)/2: the place of the first cell past them,
    // (1, N + 1) on the diagonal N + 2.
    let count = cantor_place(1, n + 1);
    if u32::try_from(count).is_err() {
        return Verdict::fails(
            0,
            Failure::at(format!("N = {n}")).answer("error", "too many cells to number in 32 bits"),
        );
    }
    const NONE: u32 = u32::MAX;
    let mut first: Vec<u32> = vec![NONE; count];
    // Appearances of each value (at most (N + 1)/2 ≤ 16 384 for the largest N).
    let mut times: Vec<u16> = vec![0; count];
    for (i, Node(p, q)) in cells().enumerate() {
        let d = gcd(p, q);
        let at = cantor_place(p / d, q / d);
        if first[at] == NONE {
            first[at] = i as u32;
        }
        times[at] = times[at].saturating_add(1);
    }
    run.all(cells(), |&Node(p, q), o| {
        let d = gcd(p, q);
        let at = cantor_place(p / d, q / d);
        let f = cantor_cell(first[at]);
        let appearances = u64::from(times[at]);
        // What is shown does not depend on the bound (the count does, and is checked, not
        // shown): the value's next appearance, on a later diagonal.
        o.value("reduced", d == 1)
            .value_with("first appearance", || show(f))
            .value_with("next appearance", || show((p + p / d, q + q / d)));
        Ok(first_appearance_holds(
            appearances,
            (n + 1) / (p / d + q / d),
            f == (p, q),
            d,
            f == (p / d, q / d),
        ))
    })
}

/// At a cell with d = gcd(p, q): its value appears `appearances` times, `times` =
/// ⌊(N + 1)/(p/d + q/d)⌋; and its first appearance is this cell (`here`) when it is reduced,
/// else the reduced cell (p/d, q/d) (`at_reduced`).
fn first_appearance_holds(
    appearances: u64,
    times: u64,
    here: bool,
    d: u64,
    at_reduced: bool,
) -> bool {
    appearances == times && if here { d == 1 } else { d > 1 && at_reduced }
}

/// The place of `(p, q)` (p, q ≥ 1) in the reading of Cantor's array along the anti-diagonals:
/// the diagonals before p + q, then p − 1.
fn cantor_place(p: u64, q: u64) -> usize {
    let s = p + q;
    ((s - 2) * (s - 1) / 2 + (p - 1)) as usize
}

/// The cell read `i`-th (from 0): the diagonal s with (s − 2)(s − 1)/2 ≤ i, then p.
fn cantor_cell(i: u32) -> (u64, u64) {
    let i = u64::from(i);
    // k = s − 1, the largest with k(k − 1)/2 ≤ i: ⌊(1 + √(1 + 8i))/2⌋, which is
    // ⌊(1 + ⌊√(1 + 8i)⌋)/2⌋ = ⌈⌊√(1 + 8i)⌋/2⌉ (⌊y/2⌋ = ⌊⌊y⌋/2⌋ for real y ≥ 0): exact.
    let k = (1 + 8 * i).isqrt().div_ceil(2);
    let p = i - k * (k - 1) / 2 + 1;
    (p, k + 1 - p)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::claims::tests::claim_on;
    use crate::claims::{Obs, Status};

    /// The claim's fixed bound, 90 truncations, all compared: the Fibonacci numbers below 2⁶⁴
    /// are F(1), …, F(93) (F(93) = 12200160415121876738, F(94) = 19740274219868223167), 93
    /// entries, and k runs to 90 = 93 − 3 (the last pair F(91)/F(90), its successor
    /// F(92)/F(91)). k = 91 would fit as well: the domain's "the truncations that fit u64" is
    /// one more than the bound checks.
    #[test]
    fn continued_fraction_every_u64_truncation() {
        let verdict = claim_on(
            "hss2008/fact-golden-ratio-continued-fraction",
            &mut Run::whole(100),
        );
        assert_eq!((verdict.status, verdict.cases), (Status::Holds, 90));
    }

    /// The note of a whole run that holds gives the last generation's gap: generation 3 by hand,
    /// 1/3 + 3/2 + 2/3 + 3/1 = 11/2, a mean of 11/8, 3/2 − 11/8 = 1/8. A run at chosen points
    /// (sampling) has no note, whichever points it chose.
    #[test]
    fn mean_note_on_whole_runs() {
        let id = "hss2008/fact-mean-three-halves";
        let whole = claim_on(id, &mut Run::whole(3));
        assert_eq!(whole.status, Status::Holds);
        assert_eq!(
            whole.note.as_deref(),
            Some("3/2 − mean of generation 3 = 1/8")
        );
        let points = ["generation 2".to_string()];
        let chosen = claim_on(id, &mut Run::only(3, &points));
        assert_eq!((chosen.status, chosen.note), (Status::Holds, None));
    }

    /// fact-continued-fraction-unique's three parts, each refused alone.
    #[test]
    fn uniqueness_refuses_each_part() {
        assert!(uniqueness_holds(true, true, true));
        assert!(!uniqueness_holds(false, true, true));
        assert!(!uniqueness_holds(true, false, true));
        assert!(!uniqueness_holds(true, true, false));
    }

    /// Quotient sum 2, any last quotient, by hand: [0; 1, 1], [0; 2], [1; 1], [2]; quotient sum
    /// 0: none.
    #[test]
    fn regular_sequences_by_hand() {
        let sequences = |sum: u64| each_sorted(|f| for_each_regular_sequence(sum, &mut { f }));
        assert_eq!(
            sequences(2),
            [vec![0, 1, 1], vec![0, 2], vec![1, 1], vec![2]]
        );
        assert_eq!(sequences(0), Vec::<Vec<u64>>::new());
    }

    /// [0; 2] = 1/2 and [3] are regular, [1; 0, 2] and the empty list are not; each part of
    /// fact-continued-fraction-euclid refused alone.
    #[test]
    fn euclid_expansion_refuses_each_part() {
        assert!(is_regular(&[0, 2]));
        assert!(is_regular(&[3]));
        assert!(!is_regular(&[1, 0, 2]));
        assert!(!is_regular(&[]));
        assert!(euclid_expansion_holds(true, true, true));
        assert!(!euclid_expansion_holds(false, true, true));
        assert!(!euclid_expansion_holds(true, false, true));
        assert!(!euclid_expansion_holds(true, true, false));
    }

    /// Each part refused alone: off the right branch, off the left, a meet that is not the node;
    /// a mother not reduced, a/b neither of her children.
    #[test]
    fn branches_and_mother_refuse_each_part() {
        assert!(branches_determine(true, true, true));
        assert!(!branches_determine(false, true, true));
        assert!(!branches_determine(true, false, true));
        assert!(!branches_determine(true, true, false));
        assert!(mother_holds(true, "left"));
        assert!(mother_holds(true, "right"));
        assert!(!mother_holds(false, "left"));
        assert!(!mother_holds(true, "neither"));
    }

    /// No list of two words of two digits holds its diagonal word (16 lists); each holds its
    /// first word; and of the 16, the 7 whose words include 00 hold 00 (by hand: 16 − 3·3).
    #[test]
    fn lists_holding_by_hand() {
        assert_eq!(lists_holding(2, diagonal_word), (16, 0));
        assert_eq!(lists_holding(2, |code, k| list_word(code, 0, k)), (16, 16));
        assert_eq!(lists_holding(2, |_, _| 0), (16, 7));
    }

    /// 2^(k²) lists: 2 of one word of one digit, 16 of two words of two digits, 512 of three.
    /// The root's branches at n = 3: 1/3 and 3/1; either wrong alone is refused.
    #[test]
    fn list_count_and_root_branches_by_hand() {
        assert_eq!((list_count(1), list_count(2), list_count(3)), (2, 16, 512));
        assert!(root_branches_hold((1, 3), (3, 1), 3));
        assert!(!root_branches_hold((1, 2), (3, 1), 3));
        assert!(!root_branches_hold((1, 3), (3, 2), 3));
    }

    /// Lists of two words of two digits, by hand: code 0b01_00 holds 00 and 01, its diagonal
    /// flips digit 0 of 00 and digit 1 of 01: 11; code 0b11_10 holds 10 and 11: diagonal 01.
    /// Three words of three digits: code 0b100_010_001 holds 001, 010, 100 (the identity),
    /// diagonal 000.
    #[test]
    fn diagonal_by_hand() {
        assert_eq!(
            (list_word(0b01_00, 0, 2), list_word(0b01_00, 1, 2)),
            (0b00, 0b01)
        );
        assert_eq!(diagonal_word(0b01_00, 2), 0b11);
        assert_eq!(
            (list_word(0b11_10, 0, 2), list_word(0b11_10, 1, 2)),
            (0b10, 0b11)
        );
        assert_eq!(diagonal_word(0b11_10, 2), 0b01);
        assert_eq!(list_word(0b100_010_001, 2, 3), 0b100);
        assert_eq!(diagonal_word(0b100_010_001, 3), 0);
    }

    /// 3/5's mother 3/2 has length 5 = b < 8; refused: a length that is neither entry (4, though
    /// below 8), and one that is an entry but not below the sum (2 at 2/0, no node: the decision
    /// alone).
    #[test]
    fn mother_shorter_by_hand() {
        assert!(mother_shorter_holds(5, (3, 5)));
        assert!(mother_shorter_holds(3, (3, 5)));
        assert!(!mother_shorter_holds(4, (3, 5)));
        assert!(!mother_shorter_holds(2, (2, 0)));
    }

    /// Generation 1 has none before it; 2 has 1. Gaps worked by hand: 1/4 after 1/2 holds (at
    /// most half), 1/3 after 1/2 does not, nor a gap of 0 or below.
    #[test]
    fn mean_gap_by_hand() {
        let r = |p: i64, q: i64| BigRational::new(BigInt::from(p), BigInt::from(q));
        assert_eq!(previous_generation(1), None);
        assert_eq!(previous_generation(2), Some(1));
        assert!(mean_gap_holds(&r(1, 2), None));
        assert!(mean_gap_holds(&r(1, 4), Some(&r(1, 2))));
        assert!(!mean_gap_holds(&r(1, 3), Some(&r(1, 2))));
        assert!(!mean_gap_holds(&r(0, 1), None));
        assert!(!mean_gap_holds(&r(-1, 4), Some(&r(1, 2))));
    }

    /// fact-tree-each-rational-once (and a list of ℚ's term) at one node: twice, or not
    /// reduced, each refused alone.
    #[test]
    fn once_and_reduced_refuses_each_part() {
        assert!(once_and_reduced(1, 1));
        assert!(!once_and_reduced(2, 1));
        assert!(!once_and_reduced(1, 2));
    }

    /// The converse up to generation 20, the last where the nodes are kept; each of its three
    /// parts refused alone (generation 3: 4 nodes, 4 rationals, none missing).
    #[test]
    fn converse_to_20_each_part() {
        assert!(converse_checked(1));
        assert!(converse_checked(20));
        assert!(!converse_checked(21));
        assert!(converse_holds(4, 4, 4, true));
        assert!(!converse_holds(3, 4, 4, true));
        assert!(!converse_holds(4, 5, 4, true));
        assert!(!converse_holds(4, 4, 4, false));
    }

    /// The sequences an enumeration calls its function with, sorted.
    fn each_sorted(enumerate: impl FnOnce(&mut dyn FnMut(&[u64]))) -> Vec<Vec<u64>> {
        let mut all = Vec::new();
        enumerate(&mut |q| all.push(q.to_vec()));
        all.sort();
        all
    }

    /// Quotient sum 3 by hand: [3] = 3, [0; 3] = 1/3, [1; 2] = 3/2, [0; 1, 2] = 2/3 (not [2; 1],
    /// [1; 1, 1], [0; 2, 1], [0; 1, 1, 1]: a last quotient 1); quotient sum 0: none ([0] is 0).
    #[test]
    fn expansions_by_hand() {
        let expansions =
            |g: u64| each_sorted(|f| for_each_expansion(g, &mut Vec::new(), &mut { f }));
        assert_eq!(
            expansions(3),
            [vec![0, 1, 2], vec![0, 3], vec![1, 2], vec![3]]
        );
        assert_eq!(expansions(0), Vec::<Vec<u64>>::new());
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

    /// Each gcd of fact-tree-reduced refused alone (the three are equal at every pair: no node
    /// can tell them apart).
    #[test]
    fn all_one_refuses_each_gcd() {
        assert!(all_one([1, 1, 1]));
        assert!(!all_one([2, 1, 1]));
        assert!(!all_one([1, 2, 1]));
        assert!(!all_one([1, 1, 2]));
    }

    /// 3/2 (k = 3, below G; 5/3 above; 3² − 5·2 = −1): each part broken alone — on the wrong
    /// side (with its successor on the other), its successor on the same side, the quotients
    /// not 1, …, 1, 2, a determinant of 2.
    #[test]
    fn truncation_refuses_each_part() {
        use Ordering::{Greater, Less};
        assert!(truncation_holds([Less, Less, Greater], true, 1));
        assert!(!truncation_holds([Greater, Less, Less], true, 1));
        assert!(!truncation_holds([Less, Less, Less], true, 1));
        assert!(!truncation_holds([Less, Less, Greater], false, 1));
        assert!(!truncation_holds([Less, Less, Greater], true, 2));
    }

    /// 1/1 = [1], 2/1 = [2], 3/2 = [1; 2], 5/3 = [1; 1, 2]; refused: a last quotient not 2
    /// ([1; 1, 3]) and a 1 missing before it ([2; 1, 2]), each alone.
    #[test]
    fn ones_then_two_by_hand() {
        assert!(ones_then_two(&[1]));
        assert!(ones_then_two(&[2]));
        assert!(ones_then_two(&[1, 2]));
        assert!(ones_then_two(&[1, 1, 2]));
        assert!(!ones_then_two(&[1, 1, 3]));
        assert!(!ones_then_two(&[2, 1, 2]));
    }

    /// The existence range at k = 3: a + b ≤ 4, reduced: 1/1; 1/2, 2/1; 1/3, 3/1 (2/2 is not).
    #[test]
    fn existence_pairs_by_hand() {
        let pairs: Vec<(u64, u64)> = existence_pairs(3).map(|Pair(a, b)| (a, b)).collect();
        assert_eq!(pairs, [(1, 1), (1, 2), (2, 1), (1, 3), (3, 1)]);
    }

    /// The unrolled recursion is the recursion: against the table `s(0) = 0`, `s(1) = 1`,
    /// `s(2m) = s(m)`, `s(2m + 1) = s(m) + s(m + 1)` up to 2¹⁶ + 1; and at u64::MAX, whose
    /// digits are all 1: (s(2ᵏ − 1), s(2ᵏ)) = (k, 1).
    #[test]
    fn stern_unrolled_is_the_recursion() {
        let limit = 1usize << 16;
        let mut s = vec![0u64; limit + 2];
        s[1] = 1;
        for m in 2..=limit + 1 {
            s[m] = if m % 2 == 0 {
                s[m / 2]
            } else {
                s[m / 2] + s[m / 2 + 1]
            };
        }
        for n in 0..=limit {
            assert_eq!(stern_by_recursion(n as u64), (s[n], s[n + 1]), "n = {n}");
        }
        assert_eq!(stern_by_recursion(u64::MAX), (64, 1));
    }

    /// fact-cantor-first-appearance-reduced at one cell, each part refused alone: 2/4 (d = 2)
    /// at N = 9 appears ⌊10/3⌋ = 3 times, first at 1/2; 1/2 itself (d = 1) first here.
    #[test]
    fn first_appearance_refuses_each_part() {
        assert!(first_appearance_holds(3, 3, false, 2, true));
        assert!(first_appearance_holds(3, 3, true, 1, true));
        assert!(!first_appearance_holds(2, 3, false, 2, true));
        assert!(!first_appearance_holds(2, 3, true, 1, true));
        assert!(!first_appearance_holds(3, 3, false, 2, false));
        assert!(!first_appearance_holds(3, 3, false, 1, true));
        assert!(!first_appearance_holds(3, 3, true, 2, true));
    }

    /// Cantor's array read along its anti-diagonals: (1, 1); (1, 2), (2, 1); (1, 3), (2, 2),
    /// (3, 1); … numbered from 0, both ways. The last cell a u32 numbers: diagonal k + 1 with
    /// k = 92682 the largest with k(k − 1)/2 = 4294930221 ≤ 2³² − 1, then p = 2³² − 1 −
    /// 4294930221 + 1 = 37075, q = k + 1 − p = 55608; and the two cells either side of that
    /// diagonal's start.
    #[test]
    fn cantor_reading_by_hand() {
        let read = [
            (1, 1),
            (1, 2),
            (2, 1),
            (1, 3),
            (2, 2),
            (3, 1),
            (1, 4),
            (2, 3),
            (3, 2),
            (4, 1),
            (1, 5),
        ];
        for (i, &(p, q)) in read.iter().enumerate() {
            assert_eq!(cantor_place(p, q), i, "({p}, {q})");
            assert_eq!(cantor_cell(i as u32), (p, q), "{i}");
        }
        for (i, cell) in [
            (4294930220, (92681, 1)),
            (4294930221, (1, 92682)),
            (u32::MAX, (37075, 55608)),
        ] {
            assert_eq!(cantor_cell(i), cell, "{i}");
            assert_eq!(cantor_place(cell.0, cell.1), i as usize, "{cell:?}");
        }
    }

    /// Numbered pieces number the nodes 1, 2, … in the order the walk meets them, whatever
    /// the piece's start: generations 1 to 17 cut every 1 000 nodes (pieces across the ends
    /// of no generation), printed `n = …`; Stern's terms hold there and fail on a shifted
    /// number.
    #[test]
    fn numbered_pieces_count_the_walk() {
        let walked_in_order: Vec<(u64, String)> = walk(1, 17)
            .zip(1u64..)
            .map(|(w, n)| (n, w.to_string()))
            .collect();
        let mut numbered = Vec::new();
        for g in 1..=17 {
            let size = generation_size(g);
            for start in (0..size).step_by(1_000) {
                numbered.extend(
                    numbered_piece(g, start, 1_000.min(size - start))
                        .map(|Numbered(n, w)| (n, w.to_string())),
                );
            }
        }
        assert_eq!(numbered, walked_in_order);
        assert_eq!(numbered_piece(3, 2, 1).next().unwrap().to_string(), "n = 6");
        let term = |shift: u64| {
            move |Numbered(n, w): &Numbered, o: &mut Obs| {
                let (_, a, b) = walked(w)?;
                stern_term(n + shift, (a, b), "tree", o)
            }
        };
        let held = all_pieces(&mut Run::whole(17), 1, 17, numbered_piece, term(0));
        assert_eq!((held.status, held.cases), (Status::Holds, (1 << 17) - 1));
        let shifted = all_pieces(&mut Run::whole(17), 1, 17, numbered_piece, term(1));
        assert_eq!(shifted.status, Status::Fails);
        assert_eq!(shifted.cases, 1);
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
}
