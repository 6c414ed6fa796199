//! Predicates for `spec/hss2008.toml`: Hofmann, Schuster and Steuding, *Euclid, Calkin & Wilf —
//! playing with rationals*, Elem. Math. 63 (2008). Their "Euclid" is Grossman's game.

mod count_claims;
mod tree_claims;

use super::{
    claim, engine, fixed, ordered_pairs, pn, Bound, ClaimCheck, Ctx, Failure, Named, Node, Pair,
    Run, Text, Verdict, PAIRS,
};
use crate::arith::gcd;
use crate::arith::quadratic::{compare_with_phi, in_cone};
use crate::arith::ContinuedFraction;
use crate::claims::truth_or_return;
use crate::claims::upper;
use crate::formulas::{hss2008, schwartz};
use crate::games::TwoEntryGame;
use crate::games::{GrossmanGame, ImpartialGame};
use crate::harness::domain::cases;
use crate::strategies::{cone, tree};
use crate::trees::calkin_wilf::{self, parent};
use crate::trees::Step;
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{Signed, Zero};
use std::cmp::Ordering;
use std::collections::BTreeSet;
use tree_claims::GENERATIONS;

/// Squares `(0, N]²` for N = 10, 100, … up to N.
const SQUARES: Bound = Bound {
    dimension: crate::harness::domain::Dimension::Squares,
    min: 10,
    default: 1_000_000,
    max: 100_000_000,
    meaning: "squares (0, M]², M = 10, 100, … ≤ N",
};

/// The predicates of every `spec/hss2008.toml` entry, one per claim id.
pub fn claims() -> Vec<ClaimCheck> {
    use count_claims as c;
    use tree_claims as t;
    vec![
        claim!(
            "hss2008/fact-cantor-first-appearance-reduced",
            PAIRS,
            t::fact_cantor_first_appearance_reduced,
        ),
        claim!(
            "hss2008/fact-rationals-countable-reals-uncountable",
            GENERATIONS.at_most(t::COUNTABLE_MAX),
            t::fact_rationals_countable_reals_uncountable,
        )
        .owns_memory(t::rationals_countable_memory)
        .cases(|n| cases::pow2(n.saturating_add(1))),
        claim!(
            "hss2008/fact-cantor-scheme-enumerates-rationals",
            PAIRS.at_most(t::CANTOR_MAX),
            t::fact_cantor_scheme_enumerates_rationals,
        )
        .owns_memory(t::cantor_scheme_memory),
        claim!(
            "hss2008/fact-mother-missing-too",
            PAIRS,
            t::fact_mother_missing_too,
        ),
        claim!("hss2008/fact-golden-ratio", fixed(1), fact_golden_ratio),
        claim!("hss2008/fact-g-reciprocal", fixed(1), fact_g_reciprocal),
        claim!(
            "hss2008/fact-theorem-2-forced-path",
            PAIRS,
            fact_theorem_2_forced_path,
        )
        .cases(|n| cases::part(cases::log2(n), 2, 1).saturating_add(5)),
        claim!(
            "hss2008/fact-theorem-2-last-two-elements",
            PAIRS,
            fact_theorem_2_last_two_elements,
        )
        .cases(|n| cases::part(n, 9, 2)),
        claim!(
            "hss2008/fact-continued-fraction-euclid",
            PAIRS,
            t::fact_continued_fraction_euclid,
        ),
        claim!(
            "hss2008/fact-continued-fraction-unique",
            GENERATIONS.at_most(t::CF_UNIQUE_MAX),
            t::fact_continued_fraction_unique,
        )
        .cases(|n| n)
        .owns_memory(|n| t::generation_bytes(n.saturating_add(1), 96)),
        claim!(
            "hss2008/fact-infinite-continued-fraction-irrational",
            PAIRS,
            t::fact_infinite_continued_fraction_irrational,
        ),
        claim!(
            "hss2008/fact-tree-reduced",
            GENERATIONS,
            t::fact_tree_reduced,
        ),
        claim!(
            "hss2008/fact-mother-shorter",
            GENERATIONS,
            t::fact_mother_shorter,
        ),
        claim!(
            "hss2008/fact-tree-each-rational-once",
            GENERATIONS.at_most(t::EACH_ONCE_MAX),
            t::fact_tree_each_rational_once,
        )
        .owns_memory(t::each_rational_once_memory),
        claim!(
            "hss2008/example-enumeration-2",
            fixed(4),
            t::example_enumeration_2,
        ),
        claim!(
            "hss2008/example-enumeration-2-corrected",
            fixed(4),
            t::example_enumeration_2_corrected,
        )
        .cases(|_| 15),
        claim!("hss2008/fact-newman", fixed(14), t::fact_newman),
        claim!(
            "hss2008/fact-newman-corrected",
            GENERATIONS,
            t::fact_newman_corrected,
        )
        .owns_memory(|n| t::generation_bytes(n.min(t::NEWMAN_BY_CHILDREN_MAX), 64)),
        claim!(
            "hss2008/fact-stern-recursion",
            GENERATIONS.at_most(t::STERN_RECURSION_MAX),
            t::fact_stern_recursion,
        )
        .owns_memory(|n| t::generation_bytes(n.saturating_add(1), 8)),
        claim!(
            "hss2008/fact-stern-coprime",
            GENERATIONS.at_most(t::STERN_COPRIME_MAX),
            t::fact_stern_coprime,
        ),
        claim!(
            "hss2008/fact-stern-unique-index",
            GENERATIONS.at_most(t::STERN_INDEX_MAX),
            t::fact_stern_unique_index,
        )
        .owns_memory(t::stern_unique_index_memory),
        claim!(
            "hss2008/fact-stern-is-enumeration-2",
            fixed(14),
            t::fact_stern_is_enumeration_2,
        ),
        claim!(
            "hss2008/fact-stern-is-enumeration-2-corrected",
            GENERATIONS,
            t::fact_stern_is_enumeration_2_corrected,
        ),
        claim!("hss2008/theorem-1", PAIRS, theorem_1),
        claim!(
            "hss2008/theorem-1-reading-cole-davie",
            PAIRS,
            theorem_1_reading_cole_davie,
        ),
        claim!("hss2008/fact-one-direction", PAIRS, fact_one_direction).reads_no_table(),
        claim!("hss2008/fact-cone-points", PAIRS, fact_cone_points)
            .reads_no_table()
            .cases(|n| n),
        claim!("hss2008/fact-cone-unique-k", PAIRS, fact_cone_unique_k)
            .reads_no_table()
            .cases(|n| cases::square_part(n, 3, 10)),
        claim!(
            "hss2008/fact-cone-one-move-out",
            PAIRS,
            fact_cone_one_move_out,
        )
        .reads_no_table()
        .cases(|n| cases::square_part(n, 3, 10)),
        claim!(
            "hss2008/fact-first-player-chance-square",
            SQUARES,
            fact_first_player_chance_square,
        )
        .tables_up_to(SQUARE_BY_SOLVER),
        claim!(
            "hss2008/fact-reduced-position",
            PAIRS,
            fact_reduced_position,
        ),
        claim!(
            "hss2008/fact-branch-elements",
            GENERATIONS.at_most(t::BRANCH_ELEMENTS_MAX),
            t::fact_branch_elements,
        ),
        claim!(
            "hss2008/fact-root-branches",
            GENERATIONS,
            t::fact_root_branches,
        )
        .cases(|n| n),
        claim!(
            "hss2008/fact-two-branches-determine-node",
            GENERATIONS.at_most(t::TWO_BRANCHES_MAX),
            t::fact_two_branches_determine_node,
        ),
        claim!(
            "hss2008/fact-generations-symmetric",
            GENERATIONS.at_most(t::MIRRORED_MAX),
            t::fact_generations_symmetric,
        )
        .owns_memory(|n| t::generation_bytes(n, 24)),
        claim!(
            "hss2008/fact-generations-symmetric-reading-palindrome",
            GENERATIONS.at_most(t::MIRRORED_MAX),
            t::fact_generations_symmetric_reading_palindrome,
        )
        .owns_memory(|n| t::generation_bytes(n, 24)),
        claim!(
            "hss2008/fact-position-symmetry",
            PAIRS,
            fact_position_symmetry,
        )
        .cases(cases::below_diagonal),
        claim!(
            "hss2008/fact-right-child-iff-greater",
            GENERATIONS.at_most(t::RIGHT_CHILD_MAX),
            t::fact_right_child_iff_greater,
        )
        .owns_memory(|n| t::generation_bytes(n, 32)),
        claim!(
            "hss2008/fact-moves-are-branch-ancestors",
            PAIRS,
            fact_moves_are_branch_ancestors,
        )
        .reads_no_table(),
        claim!(
            "hss2008/fact-moves-are-branch-ancestors-reading-every-k",
            PAIRS,
            fact_moves_are_branch_ancestors_reading_every_k,
        )
        .reads_no_table(),
        claim!("hss2008/theorem-2", PAIRS, theorem_2),
        claim!(
            "hss2008/theorem-2-reading-from-root",
            // The pinned counterexample (3, 4) needs entries up to 4.
            PAIRS.at_least(4),
            theorem_2_reading_from_root,
        ),
        claim!(
            "hss2008/fact-theorem-2-strategy",
            PAIRS,
            fact_theorem_2_strategy,
        ),
        claim!(
            "hss2008/fact-winners-outside-cone",
            GENERATIONS.at_most(t::WINNERS_OUTSIDE_CONE_MAX),
            t::fact_winners_outside_cone,
        ),
        claim!(
            "hss2008/fact-golden-ratio-continued-fraction",
            fixed(90),
            t::fact_golden_ratio_continued_fraction,
        ),
        claim!(
            "hss2008/fact-bird-gibbons-lester",
            GENERATIONS,
            t::fact_bird_gibbons_lester,
        )
        .cases(|n| n)
        .owns_memory(|n| t::generation_bytes(n.min(t::CONVERSE_MAX), 64)),
        claim!("hss2008/fact-path-formulas", PAIRS, t::fact_path_formulas)
            .holds_formulas(&["(4)", "(5)"]),
        claim!(
            "hss2008/fact-path-formulas-corrected",
            PAIRS,
            t::fact_path_formulas_corrected,
        ),
        claim!("hss2008/theorem-3", PAIRS, theorem_3).cases(cases::below_diagonal),
        claim!(
            "hss2008/fact-first-choice-wins",
            PAIRS,
            fact_first_choice_wins,
        ),
        claim!(
            "hss2008/fact-first-choice-wins-reading-iff",
            PAIRS,
            fact_first_choice_wins_reading_iff,
        ),
        claim!(
            "hss2008/fact-theorem-3-corresponds-to-theorem-2",
            // Its pinned counterexample, (3, 5), needs entries up to 5.
            PAIRS.at_least(5),
            fact_theorem_3_corresponds_to_theorem_2,
        ),
        claim!(
            "hss2008/fact-theorem-3-corresponds-to-theorem-2-corrected",
            PAIRS,
            fact_theorem_3_corresponds_to_theorem_2_corrected,
        )
        .cases(|n| cases::square_part(n, 3, 10)),
        claim!(
            "hss2008/fact-mean-three-halves",
            tree_claims::MEANS,
            t::fact_mean_three_halves,
        )
        .cases(|n| n)
        .owns_memory(|n| t::generation_bytes(n, 24)),
        claim!(
            "hss2008/fact-three-halves-in-cone",
            fixed(2),
            fact_three_halves_in_cone,
        ),
        claim!(
            "hss2008/fact-elements-not-clustered",
            GENERATIONS.at_most(t::NOT_CLUSTERED_MAX),
            t::fact_elements_not_clustered,
        )
        .cases(|n| n),
        claim!(
            "hss2008/fact-first-player-wins-two-thirds",
            c::COUNTS,
            c::fact_first_player_wins_two_thirds,
        )
        .cases(|n| n.saturating_add(200)),
        claim!("hss2008/table-fn-gn", fixed(7), c::table_fn_gn),
        claim!("hss2008/fact-fn-plus-gn", c::COUNTS, c::fact_fn_plus_gn).cases(|n| n),
        claim!(
            "hss2008/fact-children-rule",
            GENERATIONS,
            c::fact_children_rule,
        ),
        claim!(
            "hss2008/fact-children-equivalences",
            GENERATIONS,
            c::fact_children_equivalences,
        ),
        claim!(
            "hss2008/fact-recursion-fn-gn",
            c::COUNTS,
            c::fact_recursion_fn_gn,
        )
        .cases(|n| n.saturating_add(200)),
        claim!("hss2008/fact-recursion-fn", c::COUNTS, c::fact_recursion_fn)
            .cases(|n| n.saturating_add(200)),
        claim!(
            "hss2008/fact-fn-alternating-sum",
            c::COUNTS,
            c::fact_fn_alternating_sum,
        )
        .cases(|n| n.saturating_add(200)),
        claim!("hss2008/theorem-4", c::COUNTS, c::theorem_4)
            .holds_formulas(&["f_(n+1)", "g_(n+1)"])
            .cases(|n| n.saturating_add(200)),
        claim!(
            "hss2008/theorem-4-corrected",
            c::COUNTS,
            c::theorem_4_corrected,
        )
        .cases(|n| n.saturating_add(200)),
        claim!("hss2008/fact-two-thirds", c::COUNTS, c::fact_two_thirds)
            .cases(|n| n.saturating_add(200)),
        claim!(
            "hss2008/fact-section-7-counts",
            c::COUNTS,
            c::fact_section_7_counts,
        )
        .cases(|n| n),
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

fn fact_moves_are_branch_ancestors(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    branch_moves(run, false)
}

fn fact_moves_are_branch_ancestors_reading_every_k(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    branch_moves(run, true)
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

fn outcome(first_player_wins: bool) -> crate::vocab::Outcome {
    pn(!first_player_wins)
}

fn theorem_1_in(ctx: &Ctx<'_>, run: &mut Run<'_>, game: TwoEntryGame) -> Verdict {
    let t = truth_or_return!(ctx, game, false, run.n);
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        let wins = !t.is_p(a, b)?;
        let golden = engine(Pair(a, b), "Theorem 1", hss2008::first_player_wins(a, b))?;
        o.value("outcome", outcome(wins))
            .value("larger/smaller > G", golden);
        Ok(wins == golden)
    })
}

fn theorem_1(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    theorem_1_in(ctx, run, TwoEntryGame::Grossman)
}

fn theorem_1_reading_cole_davie(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    theorem_1_in(ctx, run, TwoEntryGame::ColeDavie)
}

fn fact_one_direction(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        // The moves listed again for each question (and once more to be shown, at a failure)
        // instead of collected into a vector at every point.
        let here = (a, b);
        let moves = || GrossmanGame.moves(&here);
        let direction = direction_of(here, moves);
        o.value_with("moves", || format!("{:?}", moves().collect::<Vec<_>>()))
            .value("direction", direction);
        Ok(match a.cmp(&b) {
            Ordering::Greater => direction == "horizontal",
            Ordering::Less => direction == "vertical",
            Ordering::Equal => true,
        })
    })
}

/// The one direction of every move in `moves()` from `(a, b)`: "horizontal" (x changes, y
/// stays), "vertical", "none" (no move), or "both" (moves of the two kinds, or one that changes
/// both entries).
fn direction_of<I: Iterator<Item = (u64, u64)>>(
    (a, b): (u64, u64),
    moves: impl Fn() -> I,
) -> &'static str {
    let horizontal = moves().all(|(x, y)| y == b && x != a);
    let vertical = moves().all(|(x, y)| x == a && y != b);
    match (moves().next().is_none(), horizontal, vertical) {
        (true, _, _) => "none",
        (false, true, false) => "horizontal",
        (false, false, true) => "vertical",
        _ => "both",
    }
}

fn fact_cone_points(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all((1..=run.n).map(|a| Named("x", a)), |&Named(_, a), o| {
        // Points of C with x = a have y < G·a < 2a + 1.
        let count = (1..=2 * a + 1).filter(|&y| in_cone(a, y)).count() as u64;
        // "(this follows from the fact that both g and G are irrational)": the ends of the
        // window, a·g and a·G, are not integers: no y with y/a = G (y² − ay − a² = 0) or
        // y/a = g (a² − ay − y² = 0). Exact, in i128.
        let integer_end = (1..=2 * a + 1).any(|y| golden_forms(a, y).contains(&0));
        o.value("points of C", count)
            .value("a·g or a·G an integer", integer_end);
        Ok(cone_column_holds(a, count, integer_end))
    })
}

/// `(y² − xy − x², x² − xy − y²)`, exactly: the first is 0 where y/x = G, the second where
/// y/x = g.
fn golden_forms(x: u64, y: u64) -> [i128; 2] {
    let (x, y) = (i128::from(x), i128::from(y));
    let (x2, y2, xy) = (x * x, y * y, x * y);
    [y2 - xy - x2, x2 - xy - y2]
}

/// Exactly `a` points of C with x = `a`, and neither end of the window an integer.
fn cone_column_holds(a: u64, count: u64, integer_end: bool) -> bool {
    count == a && !integer_end
}

fn fact_cone_unique_k(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all_pairs_where(
        1,
        |a, b| upper(true)(a, b) && !in_cone(a, b),
        |&Pair(a, b), o| {
            // The k are listed again to be shown instead of collected at every point. For
            // k ≤ ⌊b/a⌋, b − ak ≥ 0, and (a, 0) is not in C: only legal moves (b − ak > 0) count.
            let ks = || (1..=b / a).filter(|&k| in_cone(a, b - a * k));
            let mut found = ks();
            let (first, second) = (found.next(), found.next());
            o.value_with("k with (a, b − ak) ∈ C", || {
                format!("{:?}", ks().collect::<Vec<_>>())
            });
            Ok(unique_k_holds(first, second, cone::cone_k(a, b)))
        },
    )
}

/// A first k, no second, and the cone strategy's k is the first.
fn unique_k_holds(first: Option<u64>, second: Option<u64>, strategy: Option<u64>) -> bool {
    first.is_some() && second.is_none() && strategy == first
}

fn fact_cone_one_move_out(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all_pairs_where(1, in_cone, |&Pair(a, b), o| {
        let here = (a, b);
        let moves = || GrossmanGame.moves(&here);
        let out = moves().filter(|m| !in_cone(m.0, m.1)).count();
        let count = moves().count();
        o.value_with("moves", || format!("{:?}", moves().collect::<Vec<_>>()))
            .value("moves leading outside C", out);
        Ok(one_move_out_holds((a, b), count, out))
    })
}

/// "only one possible legal move which leads outside C": off the diagonal, a single legal move,
/// and it leads outside C (what forces the second player out of C); on it, no move.
fn one_move_out_holds((a, b): (u64, u64), count: usize, out: usize) -> bool {
    if a == b {
        count == 0
    } else {
        count == 1 && out == 1
    }
}

/// The integers `y` with `(a, y)` in the cone: the smallest and the largest.
fn cone_window(a: u64) -> (u64, u64) {
    // The window (g·a, G·a) holds exactly a integers; its first one is just above g·a, and
    // ⌊0.618·a⌋ ≤ 0.618·a < g·a is below it: walk up from there.
    let mut lo = a * 618 / 1000;
    while !in_cone(a, lo) {
        lo += 1;
    }
    (lo, lo + a - 1)
}

/// Squares up to this side are counted by the solvers of Grossman's game as well.
const SQUARE_BY_SOLVER: u64 = 100;

fn fact_first_player_chance_square(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n;
    let sides = std::iter::successors(Some(10u64), |m| m.checked_mul(10)).take_while(|&m| m <= n);
    let solver = truth_or_return!(ctx, TwoEntryGame::Grossman, false, SQUARE_BY_SOLVER);
    // The figures of each square for the note, by M (the squares may be counted on any thread).
    let shown = std::sync::Mutex::new(std::collections::BTreeMap::new());
    let squares = run.all(sides.map(|m| Named("M", m)), |&Named(_, m), o| {
        // P-positions (a, y) with a, y ≤ m, the second player's wins: for each a, the cone's
        // window ∩ [1, m] (Theorem 1).
        let mut p_count: u128 = 0;
        for a in 1..=m {
            let (lo, hi) = cone_window(a);
            if lo <= m {
                p_count += (hi.min(m) - lo + 1) as u128;
            }
        }
        if m <= SQUARE_BY_SOLVER {
            let mut by_solver = 0u128;
            for Pair(a, y) in ordered_pairs(1, m) {
                by_solver += u128::from(solver.is_p(a, y)?);
            }
            o.value("P-positions by the solvers", by_solver);
            if by_solver != p_count {
                o.value("P-positions by the cone", p_count);
                return Ok(false);
            }
        }
        let total = (m as u128) * (m as u128);
        let wins = total - p_count;
        o.value_with("first player wins", || format!("{wins}/{total}"));
        crate::claims::locked(&shown).insert(m, format!("M = {m}: {wins}/{total}"));
        Ok(within_two_over_m_of_g(wins, m))
    });
    // The printed value g = 0.61803…: 0.61803 < g < 0.61804, with g = 1/G compared exactly
    // (x < g ⟺ 1/x > G).
    let verdict = squares.and_then(|| {
        run.all([Text("g = 0.61803…".into())], |_, o| {
            let between = g_between(61_803, 61_804, 100_000);
            o.value("0.61803 < g < 0.61804", between);
            Ok(between)
        })
    });
    if !super::whole_run_held(verdict.status, run.is_sampling()) {
        return verdict;
    }
    let shown: Vec<String> = crate::claims::locked(&shown).values().cloned().collect();
    verdict.with_note(format!("within 2/M of g = 0.6180…: {}", shown.join("; ")))
}

/// Whether `wins/m²` is within 2/m of g = 1/G: |wins/m² − g| < 2/m, exactly (x < g ⟺ 1/x > G).
fn within_two_over_m_of_g(wins: u128, m: u64) -> bool {
    let total = u128::from(m) * u128::from(m);
    let below = |num: u128| num == 0 || compare_big_with_phi(total, num) == Ordering::Greater;
    let margin = 2 * total / u128::from(m); // 2/m as a fraction of total
    let too_low = below(wins + margin);
    let too_high = !below(wins.saturating_sub(margin));
    !too_low && !too_high
}

/// `lo/scale < g < hi/scale`, exactly, with g = 1/G (x < g ⟺ 1/x > G).
fn g_between(lo: u64, hi: u64, scale: u64) -> bool {
    let above = matches!(compare_with_phi(scale, lo), Ok(Ordering::Greater));
    let below = matches!(compare_with_phi(scale, hi), Ok(Ordering::Less));
    above && below
}

/// `num/den` against φ for `u128` entries.
fn compare_big_with_phi(num: u128, den: u128) -> Ordering {
    match (u64::try_from(num), u64::try_from(den)) {
        (Ok(x), Ok(y)) => compare_with_phi(x, y).unwrap_or(Ordering::Greater),
        _ => {
            // num² − num·den − den² in big integers.
            let (x, y) = (BigInt::from(num), BigInt::from(den));
            let v = &x * &x - &x * &y - &y * &y;
            if v.is_negative() {
                Ordering::Less
            } else {
                Ordering::Greater
            }
        }
    }
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

/// Theorem 2's verdict on the segments of the path, listed from the node (`from_node`) or from
/// the root.
fn theorem_2_read(ctx: &Ctx<'_>, run: &mut Run<'_>, from_node: bool) -> Verdict {
    let t = truth_or_return!(ctx, TwoEntryGame::Grossman, false, run.n);
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        let wins = !t.is_p(a, b)?;
        let mut segs = engine(Pair(a, b), "segments", tree::segments(a, b))?;
        if !from_node {
            segs.reverse();
        }
        let by_tree = tree::first_player_wins_on(&segs);
        o.value_with("segments", || {
            format!("{:?}", segs.iter().map(|&(_, n)| n).collect::<Vec<_>>())
        })
        .value("outcome", outcome(wins))
        .value("Theorem 2", outcome(by_tree));
        Ok(wins == by_tree)
    })
}

fn theorem_2(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    theorem_2_read(ctx, run, true)
}

fn theorem_2_reading_from_root(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    theorem_2_read(ctx, run, false)
}

/// The element `k` mothers up the first segment of the path from `(a, b)` (direction `step`),
/// at the scale of `(a, b)`: a right child loses `b` each step, a left child `a`.
fn climbed(a: u64, b: u64, step: Step, k: u64) -> (u64, u64) {
    match step {
        Step::R => (a - k * b, b),
        Step::L => (a, b - k * a),
    }
}

/// Whether Grossman's game has the move `from` → `to`.
fn is_move(from: (u64, u64), to: (u64, u64)) -> bool {
    GrossmanGame.moves(&from).any(|q| q == to)
}

fn fact_theorem_2_strategy(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, TwoEntryGame::Grossman, false, run.n);
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        let v = t.value(a, b)?;
        let m = engine(Pair(a, b), "tree strategy", tree::winning_move(a, b))?;
        o.value("G_G", v).value_with("the strategy's move", || {
            m.map_or("none".to_string(), |(x, y)| Pair(x, y).to_string())
        });
        // The proof's move is legal and wins (none from a P-position).
        let wins = match m {
            None => v == 0,
            Some(m) => v > 0 && is_move((a, b), m) && t.is_p(m.0, m.1)?,
        };
        // The player facing a non-trivial segment (the first segment from the node has two
        // edges or more) "can move to the last or the last but one element of this path
        // segment": both are legal moves; by the same reasoning as in the case m = 1, exactly
        // one of them is a P-position; and "by the right choice" (the strategy's move is that
        // one) "he is the player facing the next non-trivial path segment": from it the
        // opponent moves first, so he faces the segments at even places of its path (with
        // none, the opponent is left an even number of trivial segments).
        let segs = engine(Pair(a, b), "segments", tree::segments(a, b))?;
        let faced = match segs.first() {
            Some(&(step, len)) if len >= 2 => {
                let (last, but_one) = (climbed(a, b, step, len), climbed(a, b, step, len - 1));
                let (p_last, p_but_one) = (t.is_p(last.0, last.1)?, t.is_p(but_one.0, but_one.1)?);
                let right = if p_last { last } else { but_one };
                let after = engine(Pair(a, b), "segments", tree::segments(right.0, right.1))?;
                let faces_next = faces_next_segment(&after);
                o.value_with("last element", || Pair(last.0, last.1))
                    .value_with("last but one", || Pair(but_one.0, but_one.1))
                    .value(
                        "P-positions among the two",
                        u8::from(p_last) + u8::from(p_but_one),
                    )
                    .value("he faces the next non-trivial segment", faces_next);
                right_choice_holds(
                    [is_move((a, b), last), is_move((a, b), but_one)],
                    [p_last, p_but_one],
                    m == Some(right),
                    faces_next,
                )
            }
            _ => true,
        };
        Ok(wins && faced)
    })
}

/// Whether the player who moved to the node of the path `after` (its segments from the node
/// up) faces the next non-trivial segment: the opponent moves first, so its first non-trivial
/// segment stands at an even place (counted from 1), or, with none, the trivial segments (the
/// forced moves left) are even in number.
fn faces_next_segment(after: &[(Step, u64)]) -> bool {
    match after.iter().position(|&(_, n)| n >= 2) {
        Some(i) => (i + 1) % 2 == 0,
        None => after.len() % 2 == 0,
    }
}

/// The proof's step at a non-trivial segment: both ends legal moves, exactly one of them a
/// P-position, the strategy's move that one, and from it the mover faces the next non-trivial
/// segment.
fn right_choice_holds(legal: [bool; 2], p: [bool; 2], chosen: bool, faces_next: bool) -> bool {
    legal[0] && legal[1] && p[0] != p[1] && chosen && faces_next
}

fn theorem_3(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, TwoEntryGame::Grossman, false, run.n);
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let wins = !t.is_p(a, b)?;
        let schwartz = engine(Pair(a, b), "Theorem 3", schwartz::first_player_wins(a, b))?;
        o.value_with("continued fraction", || {
            ContinuedFraction::of_ratio(b, a).expect("a > 0")
        })
        .value("outcome", outcome(wins))
        .value("Schwartz", outcome(schwartz));
        Ok(wins == schwartz)
    })
}

/// Along the forced line from `(a, b)` (positions with one move), the first position with more
/// than one move and the number of forced moves before it; `None` when the line ends first.
fn first_choice(a: u64, b: u64) -> (Option<(u64, u64)>, u64) {
    let mut p = (a, b);
    let mut forced = 0;
    loop {
        // No move, one move, or a choice: two moves read at most (a vector of every move, made
        // at every step, was most of fact-first-choice-wins's time).
        let two = {
            let mut moves = GrossmanGame.moves(&p);
            (moves.next(), moves.next())
        };
        match two {
            (None, _) => return (None, forced),
            (Some(only), None) => {
                p = only;
                forced += 1;
            }
            (Some(_), Some(_)) => return (Some(p), forced),
        }
    }
}

fn fact_first_choice_wins(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // The first position with a choice is an N-position (by the solvers: the reference solver
    // and the dense table, which must agree): the player who has the choice wins. The first
    // choice is reached from (a, b), so its entries are at most N.
    let t = truth_or_return!(ctx, TwoEntryGame::Grossman, false, run.n);
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        let (choice, forced) = first_choice(a, b);
        let Some(p) = choice else {
            o.value("first choice", "none");
            return Ok(true);
        };
        let v = t.value(p.0, p.1)?;
        o.value("forced moves", forced)
            .value("first choice at", Pair(p.0, p.1))
            .value("outcome there", pn(v == 0))
            .value(
                "the player with the choice",
                if forced % 2 == 0 { "first" } else { "second" },
            );
        Ok(v != 0)
    })
}

fn fact_first_choice_wins_reading_iff(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // The other reading, as a restatement of Theorem 3: the first player wins exactly when the
    // first player is the first to have a choice.
    let t = truth_or_return!(ctx, TwoEntryGame::Grossman, false, run.n);
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        let (choice, forced) = first_choice(a, b);
        let first_has_it = choice.is_some() && forced % 2 == 0;
        let wins = !t.is_p(a, b)?;
        o.value_with("first choice at", || {
            choice.map_or("none".to_string(), |(x, y)| Pair(x, y).to_string())
        })
        .value("the first player has the first choice", first_has_it)
        .value("outcome", outcome(wins));
        Ok(wins == first_has_it)
    })
}

/// Theorem 3 "corresponds via Theorem 2 with the path to b/a which is explicitly given by either
/// (4) or (5)": on every reduced 0 < a < b, the path to b/a as (4) (m odd) or (5) (m even)
/// gives it, as printed or with (5) corrected (`printed`); Theorem 2's criterion on that path's
/// segments (its runs, from the node), Theorem 3's on the expansion, and the game (the second
/// player's wins are the positions Theorem 3 describes) all agree.
fn theorem_3_via_theorem_2(ctx: &Ctx<'_>, run: &mut Run<'_>, printed: bool) -> Verdict {
    let t = truth_or_return!(ctx, TwoEntryGame::Grossman, false, run.n);
    run.all_pairs_where(
        1,
        |a, b| upper(true)(a, b) && gcd(a, b) == 1,
        |&Pair(a, b), o| {
            let q = ContinuedFraction::of_ratio(b, a).expect("a > 0");
            let path = tree_claims::path_word(q.quotients(), printed, b, a)?;
            let segments: Vec<(Step, u64)> = path.runs().iter().rev().copied().collect();
            let t2 = tree::first_player_wins_on(&segments);
            let t3 = engine(Pair(a, b), "Theorem 3", schwartz::first_player_wins(a, b))?;
            let game = !t.is_p(a, b)?;
            o.value("continued fraction", &q)
                .value("path by (4) or (5)", &path)
                .value_with("segments from the node", || {
                    format!("{:?}", segments.iter().map(|&(_, n)| n).collect::<Vec<_>>())
                })
                .value("Theorem 2", outcome(t2))
                .value("Theorem 3", outcome(t3))
                .value("outcome", outcome(game));
            Ok(t2 == t3 && t3 == game)
        },
    )
}

fn fact_theorem_3_corresponds_to_theorem_2(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    theorem_3_via_theorem_2(ctx, run, true)
}

fn fact_theorem_3_corresponds_to_theorem_2_corrected(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    theorem_3_via_theorem_2(ctx, run, false)
}

fn fact_golden_ratio(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "The number G is the golden ratio": G = ½(√5 + 1) is the positive root of x² = x + 1 (the
    // ratio φ with φ = 1 + 1/φ), the other root 1 − G being negative; exactly, in ℚ(√5).
    run.all([Text("G".into())], |_, o| {
        let g = Surd::big_g();
        let value = g.mul(&g).sub(&g).sub(&Surd::int(1));
        let other = Surd::int(1).sub(&g);
        o.value("G", &g)
            .value("G² − G − 1", &value)
            .value("the other root, 1 − G", &other);
        Ok(golden_roots_hold(&value, &g, &other))
    })
}

/// x² − x − 1 vanishes at the root (`value`, computed there), the root is positive and the
/// other root negative.
fn golden_roots_hold(value: &Surd, root: &Surd, other: &Surd) -> bool {
    value.sign() == Ordering::Equal
        && root.sign() == Ordering::Greater
        && other.sign() == Ordering::Less
}

fn fact_g_reciprocal(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "Define g := 1/G = ½(√5 − 1)": G·½(√5 − 1) = 1, exactly, in ℚ(√5).
    run.all([Text("g".into())], |_, o| {
        let product = Surd::big_g().mul(&Surd::small_g());
        o.value("G·½(√5 − 1)", &product);
        Ok(product.sub(&Surd::int(1)).sign() == Ordering::Equal)
    })
}

/// Whether every segment of the path from `(a, b)` to the root is trivial (one edge); an
/// engine error keeps the point, for the check to report it.
fn only_trivial_segments(a: u64, b: u64) -> bool {
    tree::segments(a, b).map_or(true, |s| s.iter().all(|&(_, n)| n == 1))
}

fn fact_theorem_2_forced_path(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "since there are no choices for the moves of the players, the elements along this path
    // are alternate winning positions for the two players": where the path to the root has only
    // trivial segments, every node of it but the root has a single move, to its mother, and
    // the outcomes alternate along it (by the solvers), the root (1, 1) a P-position.
    let t = truth_or_return!(ctx, TwoEntryGame::Grossman, false, run.n);
    run.all_pairs_where(
        1,
        |a, b| gcd(a, b) == 1 && only_trivial_segments(a, b),
        |&Pair(a, b), o| {
            engine(Pair(a, b), "segments", tree::segments(a, b))?;
            let mut path = vec![(a, b)];
            while let Some(m) = parent(path[path.len() - 1].0, path[path.len() - 1].1)? {
                path.push(m);
            }
            let ps = path
                .iter()
                .map(|&(x, y)| t.is_p(x, y))
                .collect::<Result<Vec<bool>, Failure>>()?;
            let outcomes: Vec<_> = ps.iter().map(|&p| pn(p)).collect();
            let forced = path.windows(2).all(|w| only_move_is(w[0], w[1]));
            let alternate = ps.windows(2).all(|w| w[0] != w[1]);
            let root_p = t.is_p(1, 1)?;
            o.value_with("path to the root", || {
                path.iter()
                    .map(|&(x, y)| format!("{x}/{y}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            })
            .value_with("outcomes", || {
                outcomes
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .value("every move forced", forced);
            Ok(forced && alternate && root_p)
        },
    )
}

/// Whether `to` is the only move of Grossman's game from `from`.
fn only_move_is(from: (u64, u64), to: (u64, u64)) -> bool {
    let mut moves = GrossmanGame.moves(&from);
    (moves.next(), moves.next()) == (Some(to), None)
}

/// Whether the path from `(a, b)` has exactly one non-trivial segment, the first from the node
/// (the player to move faces it); an engine error keeps the point, for the check to report it.
fn one_non_trivial_segment_first(a: u64, b: u64) -> bool {
    tree::segments(a, b).map_or(true, |s| {
        s.first().is_some_and(|&(_, n)| n >= 2) && s[1..].iter().all(|&(_, n)| n == 1)
    })
}

fn fact_theorem_2_last_two_elements(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // The case m = 1 of the proof of Theorem 2: "the player facing a single non-trivial path
    // segment has a choice for his move; he can move to the last or the last but one element in
    // this path segment and … exactly one of these two positions is a winning position".
    let t = truth_or_return!(ctx, TwoEntryGame::Grossman, false, run.n);
    run.all_pairs_where(
        1,
        |a, b| gcd(a, b) == 1 && one_non_trivial_segment_first(a, b),
        |&Pair(a, b), o| {
            let segs = engine(Pair(a, b), "segments", tree::segments(a, b))?;
            let Some(&(step, len)) = segs.first().filter(|&&(_, n)| n >= 2) else {
                return Err(Failure::at_pair(a, b).answer("segments", "no non-trivial first"));
            };
            let (last, but_one) = (climbed(a, b, step, len), climbed(a, b, step, len - 1));
            let moves = GrossmanGame.moves(&(a, b)).count();
            let (n_last, n_but_one) = (!t.is_p(last.0, last.1)?, !t.is_p(but_one.0, but_one.1)?);
            o.value_with("segments", || {
                format!("{:?}", segs.iter().map(|&(_, n)| n).collect::<Vec<_>>())
            })
            .value("moves", moves)
            .value_with("last element", || Pair(last.0, last.1))
            .value_with("last but one", || Pair(but_one.0, but_one.1))
            .value(
                "winning positions among the two",
                u8::from(n_last) + u8::from(n_but_one),
            );
            Ok(last_two_hold(
                moves,
                [is_move((a, b), last), is_move((a, b), but_one)],
                [n_last, n_but_one],
            ))
        },
    )
}

/// The case m = 1: a choice (two moves or more), the last and the last but one element both
/// legal moves, and exactly one of them a winning position.
fn last_two_hold(moves: usize, legal: [bool; 2], winning: [bool; 2]) -> bool {
    moves >= 2 && legal[0] && legal[1] && winning[0] != winning[1]
}

fn fact_three_halves_in_cone(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all([Text("3/2".into())], |_, o| {
        // g < 3/2 < G: the line y = (3/2)x lies in the open cone C.
        let inside = in_cone(2, 3);
        o.value("in C", inside);
        Ok(inside)
    })
}

/// A number `r + s√5` with rational `r`, `s`: exact arithmetic in ℚ(√5), for the printed
/// identities on G = ½(√5 + 1) and g = ½(√5 − 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Surd(BigRational, BigRational);

impl Surd {
    /// `r + s√5` from `r = (numerator, denominator)` and `s` likewise.
    pub(super) fn new(r: (i64, i64), s: (i64, i64)) -> Surd {
        let q = |(n, d): (i64, i64)| BigRational::new(BigInt::from(n), BigInt::from(d));
        Surd(q(r), q(s))
    }

    /// The integer `n`.
    pub(super) fn int(n: i64) -> Surd {
        Surd::new((n, 1), (0, 1))
    }

    /// G = ½(√5 + 1), as §3 defines it.
    pub(super) fn big_g() -> Surd {
        Surd::new((1, 2), (1, 2))
    }

    /// ½(√5 − 1), the value §3 gives g := 1/G.
    pub(super) fn small_g() -> Surd {
        Surd::new((-1, 2), (1, 2))
    }

    pub(super) fn add(&self, o: &Surd) -> Surd {
        Surd(&self.0 + &o.0, &self.1 + &o.1)
    }

    pub(super) fn sub(&self, o: &Surd) -> Surd {
        Surd(&self.0 - &o.0, &self.1 - &o.1)
    }

    /// (r + s√5)(r' + s'√5) = (rr' + 5ss') + (rs' + sr')√5.
    pub(super) fn mul(&self, o: &Surd) -> Surd {
        let five = BigRational::from_integer(BigInt::from(5));
        Surd(
            &self.0 * &o.0 + five * &self.1 * &o.1,
            &self.0 * &o.1 + &self.1 * &o.0,
        )
    }

    /// The sign of `r + s√5`, exactly: where `r` and `s` differ in sign, by `r²` against `5s²`
    /// (never equal, √5 being irrational, unless both are 0).
    pub(super) fn sign(&self) -> Ordering {
        let zero = BigRational::zero();
        let (r, s) = (self.0.cmp(&zero), self.1.cmp(&zero));
        match (r, s) {
            (Ordering::Equal, x) | (x, Ordering::Equal) => x,
            (x, y) if x == y => x,
            (x, _) => {
                let five = BigRational::from_integer(BigInt::from(5));
                let (r2, s2) = (&self.0 * &self.0, five * &self.1 * &self.1);
                if r2 > s2 {
                    x
                } else {
                    x.reverse()
                }
            }
        }
    }
}

impl std::fmt::Display for Surd {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let zero = BigRational::zero();
        match (self.0 == zero, self.1.cmp(&zero)) {
            (_, Ordering::Equal) => write!(f, "{}", self.0),
            (true, _) => write!(f, "{}√5", self.1),
            (false, Ordering::Greater) => write!(f, "{} + {}√5", self.0, self.1),
            (false, Ordering::Less) => write!(f, "{} − {}√5", self.0, -&self.1),
        }
    }
}

/// A value of the reference solver, or `none` outside its table.
fn show_value(v: Option<u32>) -> String {
    v.map_or_else(|| "none".to_string(), |v| v.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::Catalogue;
    use crate::harness::context::{Planted, Tables};

    /// A move that changes both entries is neither horizontal nor vertical; a list of both
    /// kinds is "both"; no move, "none".
    #[test]
    fn direction_refuses_a_diagonal_or_mixed_move_list() {
        let of = |at: (u64, u64), moves: &[(u64, u64)]| direction_of(at, || moves.iter().copied());
        assert_eq!(of((5, 2), &[(3, 2), (1, 2)]), "horizontal");
        assert_eq!(of((2, 5), &[(2, 3), (2, 1)]), "vertical");
        assert_eq!(of((2, 2), &[]), "none");
        assert_eq!(of((2, 3), &[(1, 1)]), "both");
        assert_eq!(of((3, 2), &[(1, 1)]), "both");
        assert_eq!(of((2, 3), &[(1, 3), (2, 1)]), "both");
    }

    /// Each part refused in turn: a root where x² − x − 1 is not 0, a root not positive, an
    /// other root not negative.
    #[test]
    fn golden_roots_refuse_each_wrong_part() {
        let (zero, one, minus) = (Surd::int(0), Surd::int(1), Surd::int(-1));
        assert!(golden_roots_hold(&zero, &one, &minus));
        assert!(!golden_roots_hold(&one, &one, &minus));
        assert!(!golden_roots_hold(&zero, &minus, &minus));
        assert!(!golden_roots_hold(&zero, &zero, &minus));
        assert!(!golden_roots_hold(&zero, &one, &one));
        assert!(!golden_roots_hold(&zero, &one, &zero));
    }

    /// The place of the first non-trivial segment, counted from 1, even; with none, an even
    /// number of segments.
    #[test]
    fn faces_next_segment_by_the_places() {
        use Step::{L, R};
        assert!(faces_next_segment(&[(L, 1), (R, 3)]));
        assert!(!faces_next_segment(&[(L, 3), (R, 1)]));
        assert!(!faces_next_segment(&[(L, 1), (R, 1), (L, 2)]));
        assert!(faces_next_segment(&[(L, 1), (R, 1)]));
        assert!(!faces_next_segment(&[(L, 1)]));
        assert!(faces_next_segment(&[]));
    }

    #[test]
    fn right_choice_refuses_each_wrong_part() {
        assert!(right_choice_holds([true, true], [true, false], true, true));
        assert!(right_choice_holds([true, true], [false, true], true, true));
        assert!(!right_choice_holds(
            [false, true],
            [true, false],
            true,
            true
        ));
        assert!(!right_choice_holds(
            [true, false],
            [true, false],
            true,
            true
        ));
        assert!(!right_choice_holds([true, true], [true, true], true, true));
        assert!(!right_choice_holds(
            [true, true],
            [false, false],
            true,
            true
        ));
        assert!(!right_choice_holds(
            [true, true],
            [true, false],
            false,
            true
        ));
        assert!(!right_choice_holds(
            [true, true],
            [true, false],
            true,
            false
        ));
    }

    /// (3, 2) moves only to (1, 2); (1, 3) to (1, 2) or (1, 1); (1, 1) nowhere.
    #[test]
    fn only_move_refuses_a_choice_or_another_move() {
        assert!(only_move_is((3, 2), (1, 2)));
        assert!(only_move_is((1, 2), (1, 1)));
        assert!(!only_move_is((1, 3), (1, 2)));
        assert!(!only_move_is((1, 3), (1, 1)));
        assert!(!only_move_is((3, 2), (2, 2)));
        assert!(!only_move_is((1, 1), (1, 1)));
    }

    #[test]
    fn last_two_refuse_each_wrong_part() {
        assert!(last_two_hold(2, [true, true], [false, true]));
        assert!(last_two_hold(3, [true, true], [true, false]));
        assert!(!last_two_hold(1, [true, true], [false, true]));
        assert!(!last_two_hold(2, [false, true], [false, true]));
        assert!(!last_two_hold(2, [true, false], [false, true]));
        assert!(!last_two_hold(2, [true, true], [true, true]));
        assert!(!last_two_hold(2, [true, true], [false, false]));
    }

    /// By hand in ℚ(√5): (1 + 2√5) + (3 + 4√5) = 4 + 6√5; their difference −2 − 2√5; their
    /// product 3 + 4√5 + 6√5 + 40 = 43 + 10√5; signs where the parts disagree, by r² against
    /// 5s²: 2 − √5 < 0, 3 − √5 > 0, −3 + √5 < 0, −2 + √5 > 0, 4 − 2√5 < 0, 5 − 2√5 > 0.
    #[test]
    fn surd_arithmetic_by_hand() {
        let (x, y) = (Surd::new((1, 1), (2, 1)), Surd::new((3, 1), (4, 1)));
        assert_eq!(x.add(&y), Surd::new((4, 1), (6, 1)));
        assert_eq!(x.sub(&y), Surd::new((-2, 1), (-2, 1)));
        assert_eq!(x.mul(&y), Surd::new((43, 1), (10, 1)));
        assert_eq!(Surd::new((2, 1), (-1, 1)).sign(), Ordering::Less);
        assert_eq!(Surd::new((3, 1), (-1, 1)).sign(), Ordering::Greater);
        assert_eq!(Surd::new((-3, 1), (1, 1)).sign(), Ordering::Less);
        assert_eq!(Surd::new((-2, 1), (1, 1)).sign(), Ordering::Greater);
        assert_eq!(Surd::new((4, 1), (-2, 1)).sign(), Ordering::Less); // 16 < 20
        assert_eq!(Surd::new((5, 1), (-2, 1)).sign(), Ordering::Greater); // 25 > 20
        assert_eq!(Surd::int(0).sign(), Ordering::Equal);
        assert_eq!(Surd::big_g().to_string(), "1/2 + 1/2√5");
        assert_eq!(Surd::small_g().to_string(), "-1/2 + 1/2√5");
        assert_eq!(Surd::new((0, 1), (-1, 1)).to_string(), "-1√5");
        assert_eq!(Surd::new((1, 1), (-1, 3)).to_string(), "1 − 1/3√5");
    }

    /// From (5, 2) the moves are (3, 2) and (1, 2) only.
    #[test]
    fn is_move_refuses_what_is_not_a_move() {
        assert!(is_move((5, 2), (3, 2)));
        assert!(is_move((5, 2), (1, 2)));
        assert!(!is_move((5, 2), (4, 2)));
        assert!(!is_move((5, 2), (5, 2)));
        assert!(!is_move((2, 2), (1, 1)));
    }

    /// By hand: (3, 5): 25 − 15 − 9 = 1 and 9 − 15 − 25 = −31; (13, 8): 64 − 104 − 169 = −209
    /// and 169 − 104 − 64 = 1 (Cassini's identity, near the two lines).
    #[test]
    fn golden_forms_by_hand() {
        assert_eq!(golden_forms(3, 5), [1, -31]);
        assert_eq!(golden_forms(13, 8), [-209, 1]);
        assert_eq!(golden_forms(0, 0), [0, 0]);
    }

    #[test]
    fn cone_column_refuses_a_wrong_count_or_an_integer_end() {
        assert!(cone_column_holds(3, 3, false));
        assert!(!cone_column_holds(3, 2, false));
        assert!(!cone_column_holds(3, 4, false));
        assert!(!cone_column_holds(3, 3, true));
    }

    #[test]
    fn unique_k_refuses_none_two_or_another_strategy() {
        assert!(unique_k_holds(Some(2), None, Some(2)));
        assert!(!unique_k_holds(None, None, None));
        assert!(!unique_k_holds(Some(1), Some(2), Some(1)));
        assert!(!unique_k_holds(Some(1), None, Some(2)));
        assert!(!unique_k_holds(Some(1), None, None));
    }

    #[test]
    fn one_move_out_refuses_two_moves_or_one_staying_inside() {
        assert!(one_move_out_holds((2, 3), 1, 1));
        assert!(!one_move_out_holds((2, 3), 2, 1));
        assert!(!one_move_out_holds((2, 3), 1, 0));
        assert!(!one_move_out_holds((2, 3), 2, 2));
        assert!(one_move_out_holds((2, 2), 0, 0));
        assert!(!one_move_out_holds((2, 2), 1, 1));
    }

    /// The window is the first and the last y with (a, y) in C, found by scanning every y
    /// (C's points with x = a lie below 2a + 1).
    #[test]
    fn cone_window_is_the_scanned_window() {
        for a in 1..=600 {
            let inside: Vec<u64> = (1..=2 * a + 1).filter(|&y| in_cone(a, y)).collect();
            let (lo, hi) = cone_window(a);
            assert_eq!((lo, hi), (inside[0], inside[inside.len() - 1]), "a = {a}");
        }
    }

    /// g = 0.6180339…: in (0.61803, 0.61804), not in the next or the previous such interval.
    #[test]
    fn g_between_refuses_wrong_decimals() {
        assert!(g_between(61_803, 61_804, 100_000));
        assert!(!g_between(61_804, 61_805, 100_000));
        assert!(!g_between(61_802, 61_803, 100_000));
        assert!(g_between(6, 7, 10));
        assert!(!g_between(5, 6, 10));
    }

    /// Margins by hand: 2/10 = 0.2 and 2/100 = 0.02 around g = 0.618…
    #[test]
    fn chance_refuses_a_fraction_outside_two_over_m() {
        assert!(within_two_over_m_of_g(58, 10)); // 0.58
        assert!(!within_two_over_m_of_g(30, 10)); // 0.30 < 0.418
        assert!(!within_two_over_m_of_g(90, 10)); // 0.90 > 0.818
        assert!(within_two_over_m_of_g(6_000, 100));
        assert!(within_two_over_m_of_g(6_180, 100));
        assert!(!within_two_over_m_of_g(5_900, 100)); // 0.59 < 0.598
        assert!(!within_two_over_m_of_g(6_400, 100)); // 0.64 > 0.638
    }

    /// Past u64, through the big integers: F(n+1)/F(n) is above φ for n even, below for n odd
    /// (Cassini: F(n+1)² − F(n+1)F(n) − F(n)² = (−1)ⁿ).
    #[test]
    fn compare_big_with_phi_past_u64() {
        let mut f = vec![0u128, 1];
        while f.len() < 124 {
            let k = f.len();
            f.push(f[k - 1] + f[k - 2]);
        }
        assert!(f[120] > u128::from(u64::MAX));
        assert_eq!(compare_big_with_phi(f[121], f[120]), Ordering::Greater);
        assert_eq!(compare_big_with_phi(f[122], f[121]), Ordering::Less);
        assert_eq!(compare_big_with_phi(f[123], f[122]), Ordering::Greater);
        assert_eq!(compare_big_with_phi(3, 2), Ordering::Less);
        assert_eq!(compare_big_with_phi(2, 1), Ordering::Greater);
    }

    /// The chance claim's note shows each square's fraction when it holds (M = 10 by hand: the
    /// window of (a, y), 1 ≤ y ≤ 10, holds 1, 2, 3, 4, 5, 6, 6, 6, 5, 4 values of y for
    /// a = 1, …, 10: 42 P-positions, 58 first-player wins), and no note when it fails (the solver's
    /// table planted wrong at (1, 1), which the M = 10 square counts).
    #[test]
    fn chance_note_only_when_it_holds() {
        let catalogue = Catalogue::embedded().unwrap();
        let id = "hss2008/fact-first-player-chance-square";
        let claim = catalogue.claim(id).unwrap();
        let check = crate::claims::registry().check(id).unwrap();
        let at = |tables: &Tables<'_>| {
            let declared = check.declared(claim, 100).unwrap();
            (check.check)(&tables.for_claim(id, declared), &mut Run::whole(100))
        };
        let verdict = at(&Tables::new(&catalogue));
        assert_eq!(verdict.status, crate::claims::Status::Holds);
        let note = verdict.note.unwrap_or_default();
        assert!(note.contains("M = 10: 58/100; M = 100: "), "{note}");
        let planted = Tables::new(&catalogue).with_planted(vec![Planted {
            game: TwoEntryGame::Grossman,
            misere: false,
            at: (1, 1),
            value: Some(1),
        }]);
        let verdict = at(&planted);
        assert_eq!(verdict.status, crate::claims::Status::Fails);
        assert_eq!(verdict.note, None);
    }

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
