//! hss2008 §4: the predicates of the statements of its prose, outside its numbered results.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("fact-reduced-position", PAIRS, fact_reduced_position)
            .reads(reads![GG])
            .cases_exactly(cases::square),
        claim!(
            "fact-branch-elements",
            GENERATIONS.at_most(BRANCH_ELEMENTS_MAX),
            fact_branch_elements,
        )
        .reads(reads![])
        .cases_exactly(|n| cases::pow2(n).saturating_sub(2)),
        claim!("fact-root-branches", GENERATIONS, fact_root_branches)
            .reads(reads![])
            .cases_exactly(|n| n),
        claim!(
            "fact-two-branches-determine-node",
            GENERATIONS.at_most(TWO_BRANCHES_MAX),
            fact_two_branches_determine_node,
        )
        .reads(reads![])
        .cases_exactly(cases::tree_nodes),
        claim!(
            "fact-generations-symmetric",
            GENERATIONS.at_most(MIRRORED_MAX),
            fact_generations_symmetric,
        )
        .reads(reads![])
        .owns_memory(|n| generation_bytes(n, 24))
        .cases_exactly(cases::tree_nodes),
        claim!(
            "fact-generations-symmetric-reading-palindrome",
            GENERATIONS.at_most(MIRRORED_MAX),
            fact_generations_symmetric_reading_palindrome,
        )
        .reads(reads![])
        .owns_memory(|n| generation_bytes(n, 24)),
        claim!("fact-position-symmetry", PAIRS, fact_position_symmetry)
            .reads(reads![GG])
            .cases_exactly(cases::below_diagonal),
        claim!(
            "fact-right-child-iff-greater",
            GENERATIONS.at_most(RIGHT_CHILD_MAX),
            fact_right_child_iff_greater,
        )
        .reads(reads![])
        .owns_memory(|n| generation_bytes(n, 32))
        .cases_exactly(|n| cases::pow2(n).saturating_sub(2)),
        claim!("fact-moves-are-branch-ancestors", PAIRS, |_, run| {
            branch_moves(run, false)
        })
        .reads(reads![]),
        claim!(
            "fact-moves-are-branch-ancestors-reading-every-k",
            PAIRS,
            |_, run| { branch_moves(run, true) }
        )
        .reads(reads![]),
    ]
}

/// The three sets of [`branch_moves`] at one point.
type BranchSets = (Vec<(u64, u64)>, Vec<(u64, u64)>, Vec<(u64, u64)>);

thread_local! {
    /// branch_moves' three sets at one point (the moves, the earlier elements of the branch,
    /// the printed moves), sorted without repeats, in vectors reused from point to point on
    /// each thread.
    static BRANCH_SETS: std::cell::RefCell<BranchSets> =
        const { std::cell::RefCell::new((Vec::new(), Vec::new(), Vec::new())) };
}

/// `v` as a set: sorted, without repeats.
fn as_set(v: &mut Vec<(u64, u64)>) -> &[(u64, u64)] {
    v.sort_unstable();
    v.dedup();
    v
}

/// Whether every element of the sorted `small` is in the sorted `large`.
fn is_sorted_subset(small: &[(u64, u64)], large: &[(u64, u64)]) -> bool {
    let mut rest = large.iter();
    small.iter().all(|x| rest.any(|y| y == x))
}

/// Grossman's moves from `(a, b)` against the elements of earlier generations in the branch of
/// `a/b`; with `every_k`, the printed ranges `1 ≤ k ≤ [a/b]` (or `[b/a]`) read as the exact list
/// of moves.
fn branch_moves(run: &mut Run<'_>, every_k: bool) -> Verdict {
    let domain = ordered_pairs(1, run.n)
        .filter(|&Pair(a, b)| gcd(a, b) == 1)
        .map(|Pair(a, b)| Node(a, b));
    run.all(domain, |&Node(a, b), o| {
        BRANCH_SETS.with_borrow_mut(|(moves, ancestors, printed)| {
            moves.clear();
            moves.extend(GrossmanGame.moves(&(a, b)));
            // Mothers while the node stays in the same branch.
            ancestors.clear();
            let (mut x, mut y) = (a, b);
            let side = a > b;
            while let Ok(Some(p)) = calkin_wilf::parent(x, y) {
                if (x > y) != side || x == y {
                    break;
                }
                ancestors.push(p);
                (x, y) = p;
            }
            // "(a − kb, b) for some 1 ≤ k ≤ [a/b]" (a > b), "(a, −ka + b) for 1 ≤ k ≤ [b/a]"
            // (a < b).
            printed.clear();
            if a > b {
                printed.extend((1..=a / b).map(|k| (a - k * b, b)));
            } else if a < b {
                printed.extend((1..=b / a).map(|k| (a, b - k * a)));
            }
            let (moves, ancestors, printed) = (as_set(moves), as_set(ancestors), as_set(printed));
            let shown = |set: &[(u64, u64)]| format!("{:?}", set.iter().collect::<BTreeSet<_>>());
            o.value_with("moves", || shown(moves))
                .value_with("earlier elements of the branch", || shown(ancestors))
                .value_with("(a − kb, b), 1 ≤ k ≤ [a/b]", || shown(printed));
            Ok(moves == ancestors
                && if every_k {
                    moves == printed
                } else {
                    is_sorted_subset(moves, printed)
                })
        })
    })
}

fn fact_reduced_position(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, TwoEntryGame::Grossman, false, run.n);
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        let d = gcd(a, b);
        let (x, y) = (t.is_p(a, b)?, t.is_p(a / d, b / d)?);
        let (v, w) = (t.value(a, b)?, t.value(a / d, b / d)?);
        // The moves from (a, b) are d times those from (a/d, b/d), in the same order: the two
        // games are the same up to the factor d, so optimal play in one is optimal play in the
        // other (and the values agree).
        let reduced = (a / d, b / d);
        let scaled = GrossmanGame
            .moves(&(a, b))
            .eq(GrossmanGame.moves(&reduced).map(|(x, y)| (x * d, y * d)));
        o.value("outcome", pn(x))
            .value("outcome of (a/d, b/d)", pn(y))
            .value("G_G", v)
            .value("G_G of (a/d, b/d)", w)
            .value("moves are d times those of (a/d, b/d)", scaled);
        Ok(x == y && v == w && scaled)
    })
}

fn fact_position_symmetry(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, TwoEntryGame::Grossman, false, run.n);
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        // The reference solver works on ordered pairs: the two orders are computed separately.
        let (x, y) = (t.reference(a, b), t.reference(b, a));
        o.value_with("G_G(a, b)", || show_value(x))
            .value_with("G_G(b, a)", || show_value(y));
        Ok(x == y && x.is_some())
    })
}

/// A value of the reference solver, or `none` outside its table.
fn show_value(v: Option<u32>) -> String {
    v.map_or_else(|| "none".to_string(), |v| v.to_string())
}

pub(crate) const MIRRORED_MAX: u64 = 24;

pub(crate) const RIGHT_CHILD_MAX: u64 = 22;

pub(crate) const BRANCH_ELEMENTS_MAX: u64 = 16;

pub(crate) const TWO_BRANCHES_MAX: u64 = 20;

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
pub(super) fn root_branches_hold(left: (u64, u64), right: (u64, u64), k: u64) -> bool {
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
pub(super) fn branches_determine(in_right: bool, in_left: bool, meet_is_node: bool) -> bool {
    in_right && in_left && meet_is_node
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The sorted subset test is the set one, on every pair of subsets of a five-element set
    /// (as sorted vectors).
    #[test]
    fn sorted_subset_is_set_inclusion() {
        let all: Vec<(u64, u64)> = (0..5).map(|i| (i, 10 - i)).collect();
        let subset = |mask: u32| -> Vec<(u64, u64)> {
            let mut v: Vec<(u64, u64)> = (0..5)
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| all[i as usize])
                .collect();
            v.sort_unstable();
            v
        };
        for m in 0..32 {
            for l in 0..32 {
                let (small, large) = (subset(m), subset(l));
                let sets: (BTreeSet<_>, BTreeSet<_>) =
                    (small.iter().collect(), large.iter().collect());
                assert_eq!(
                    is_sorted_subset(&small, &large),
                    sets.0.is_subset(&sets.1),
                    "{small:?} ⊆ {large:?}"
                );
            }
        }
    }
}
