//! The plan of a run before it runs: each claim's bound and estimated cases, the tables the
//! claims declare (the memory estimate), and the refusals of a run the machine cannot hold.

use super::suite::{Joined, Suite};
use super::Options;
use crate::catalogue::{Catalogue, Claim};
use crate::claims::{ClaimCheck, Dimension, Table};
use crate::harness::context::{NODE_ARRAY, SOLVER_GENERATIONS};
use crate::solver::REFERENCE_TRIPLES_MAX;
use crate::vocab::error::{Error, Result};
use crate::vocab::memory;
use serde::Serialize;
use std::collections::BTreeMap;

/// The bound one claim will run at, and the work it is estimated to take.
#[derive(Clone, Debug, Serialize)]
pub struct Planned {
    /// The claim id.
    pub id: String,
    /// What the bound limits (which flag sets it).
    pub dimension: Dimension,
    /// The bound asked for (the flag of the dimension, else the claim's default).
    pub requested: u64,
    /// The bound the claim runs at: the request clamped to what the claim can use.
    pub bound: u64,
    /// The request was above the claim's largest bound.
    pub capped: bool,
    /// The request was below the least bound the claim can use.
    pub raised: bool,
    /// What the bound limits, in words.
    pub bound_meaning: &'static str,
    /// The estimated cases: the claim's own estimate at this bound
    /// ([`ClaimCheck::cases`](field@ClaimCheck::cases)), else its dimension's points. A claim
    /// that fails stops at its counterexample: this is the most it checks.
    pub estimated_cases: u64,
    /// Whether `estimated_cases` is exact: the cases the claim checks at this bound when it
    /// holds ([`ClaimCheck::cases_exact`](field@ClaimCheck::cases_exact)), the count `merge`
    /// holds its shards to.
    pub cases_exact: bool,
    /// The estimated work, in cases ([`ClaimCheck::work`](field@ClaimCheck::work), else the
    /// dimension's points the predicate walks): the run starts the claims with the most first,
    /// and a shard splits a claim with at least `--split-from` of it.
    pub estimated_work: u64,
}

/// What a run will do before it does it.
#[derive(Clone, Debug, Serialize)]
pub struct Plan {
    /// Each selected claim, in catalogue order.
    pub claims: Vec<Planned>,
    /// The estimated cases over all claims (saturating).
    pub estimated_cases: u64,
    /// The tables the run will hold: every table the selected claims declare
    /// ([`ClaimCheck::declared`]), each game once, at the largest size any claim declares,
    /// built before the claims start.
    pub tables: Vec<PlannedTable>,
    /// The bytes the selected predicates allocate themselves at their bounds (their own memos,
    /// [`ClaimCheck::owns_memory`](field@ClaimCheck::owns_memory)), all at once: an upper bound.
    pub predicate_bytes: u64,
    /// The memory the run may need at most, estimated: the tables, each while it is built, what
    /// the predicates allocate themselves, and [`BASE_MEMORY`] for everything else (saturating).
    pub memory_bytes: u64,
    /// The tables to build before the claims start.
    #[serde(skip)]
    pub(crate) prebuild: Vec<Table>,
}

/// A large table a run will hold.
#[derive(Clone, Debug, Serialize)]
pub struct PlannedTable {
    /// The game (`misere-` first for the misère version).
    pub game: String,
    /// The largest entry it covers.
    pub n: u64,
    /// Its bytes once built.
    pub bytes: u64,
    /// Its bytes while it is built (for a two-entry game, the reference solver's memo too).
    pub building_bytes: u64,
}

/// What a run takes besides its large tables and what its predicates allocate themselves (the
/// program, the catalogue, the claims' own walks): the allowance of the memory estimate. A run
/// of one claim that holds no memo peaks at 12 MiB here, thread stacks and all; rounded up.
pub const BASE_MEMORY: u64 = 16 << 20;

/// Plans the run: each selected claim's bound (its dimension's flag, else its default, clamped
/// to what it can use) and its estimated cases.
pub fn plan(catalogue: &Catalogue, options: &Options) -> Result<Plan> {
    let suite = Suite::new(catalogue, options)?;
    plan_of(&suite.claims().collect::<Vec<_>>(), options)
}

/// The plan of the joined claims `selected` (their bounds and estimates as joined, the tables
/// they declare, the memory).
pub(crate) fn plan_of(selected: &[&Joined<'_>], options: &Options) -> Result<Plan> {
    let claims: Vec<Planned> = selected.iter().map(|j| j.planned.clone()).collect();
    let estimated_cases = claims
        .iter()
        .fold(0u64, |t, p| t.saturating_add(p.estimated_cases));
    let mut prebuild = wanted_tables(selected, options.skip_examples)?;
    let tables: Vec<PlannedTable> = prebuild
        .iter()
        .map(|&table| {
            let n = table.n();
            let (building_bytes, bytes) = match table {
                Table::Pair { .. } => memory::pair_truth_bytes(n),
                Table::Triple { .. } => triple_truth_bytes(n),
            };
            PlannedTable {
                game: table.game().to_string(),
                n,
                bytes,
                building_bytes,
            }
        })
        .collect();
    // The largest first (by the memory it takes to build, which grows with its work), so that
    // the longest build does not start last on two threads while the others wait for it.
    let mut order: Vec<usize> = (0..prebuild.len()).collect();
    order.sort_by_key(|&i| (std::cmp::Reverse(tables[i].building_bytes), i));
    prebuild = order.iter().map(|&i| prebuild[i]).collect();
    // Every table at once, each as large as while it is built: an upper bound whatever the
    // order and the threads.
    let mut predicate_bytes: u64 = 0;
    for &&Joined {
        claim,
        ref check,
        planned: ref p,
        ..
    } in selected
    {
        if let Some(bytes) = check.owns_memory {
            // At the largest of the bounds it runs at: its own, its examples', its formulas'.
            let most = check
                .run_bounds(claim, p.bound, options.skip_examples)
                .into_iter()
                .map(bytes)
                .max()
                .unwrap_or(0);
            predicate_bytes = predicate_bytes.saturating_add(most);
        }
    }
    // The reference solver's memo of the tree's nodes, which the tree claims on Grossman's game
    // share ([`Tables::node_wins`](crate::claims::Tables::node_wins)).
    predicate_bytes = predicate_bytes.saturating_add(node_memo_bytes(selected, options));
    let memory_bytes = tables
        .iter()
        .fold(BASE_MEMORY, |t, x| t.saturating_add(x.building_bytes))
        .saturating_add(predicate_bytes);
    Ok(Plan {
        claims,
        estimated_cases,
        tables,
        predicate_bytes,
        memory_bytes,
        prebuild,
    })
}

pub(crate) fn plan_one(claim: &Claim, check: &ClaimCheck, options: &Options) -> Planned {
    let dimension = check.bound.dimension;
    let requested = options
        .bounds
        .get(&dimension)
        .copied()
        .filter(|_| dimension != Dimension::Fixed)
        .unwrap_or(check.bound.default);
    let bound = check.bound.effective(Some(requested));
    // The points the predicate walks (the order of its work), and the cases it checks there.
    let points = dimension.estimate(bound).saturating_mul(check.per_point);
    let estimated_cases = check.cases.map_or(points, |cases| cases(bound));
    Planned {
        id: claim.id.clone(),
        dimension,
        requested,
        bound,
        capped: requested > bound,
        raised: requested < bound,
        bound_meaning: check.bound.meaning,
        estimated_cases,
        cases_exact: check.cases_exact,
        estimated_work: check.work.map_or(points, |work| work(bound)),
    }
}

/// One line of `verify --dry-run`: its cases with `≈` when they are an estimate, without when
/// they are the exact count of a run that holds.
pub fn plan_line(p: &Planned) -> String {
    let clamp = if p.capped {
        format!(" (capped from {})", p.requested)
    } else if p.raised {
        format!(" (raised from {}: the least N it can use)", p.requested)
    } else {
        String::new()
    };
    format!(
        "{:<58} {:<12} N={}{}  {}{} cases  ({})",
        p.id,
        p.dimension,
        p.bound,
        clamp,
        if p.cases_exact { "" } else { "≈" },
        p.estimated_cases,
        p.bound_meaning
    )
}

/// The last line of `verify --dry-run`: the total, and per dimension.
pub fn plan_total(plan: &Plan) -> String {
    let mut by: BTreeMap<Dimension, (usize, u64)> = BTreeMap::new();
    for p in &plan.claims {
        let e = by.entry(p.dimension).or_default();
        e.0 += 1;
        e.1 = e.1.saturating_add(p.estimated_cases);
    }
    let parts: Vec<String> = by
        .iter()
        .map(|(d, (n, c))| {
            format!(
                "{d}: {}, ≈{c}",
                crate::vocab::encode::count(*n as u64, "claim")
            )
        })
        .collect();
    format!(
        "{}, ≈{} cases in all ({}); {}",
        crate::vocab::encode::count(plan.claims.len() as u64, "claim"),
        plan.estimated_cases,
        parts.join("; "),
        plan_memory(plan)
    )
}

/// The memory estimate in words: at most about so much, for which tables.
pub fn plan_memory(plan: &Plan) -> String {
    format!(
        "memory at most ≈{} ({})",
        memory::human(plan.memory_bytes),
        plan_tables(plan)
    )
}

/// The tables of the plan in words: how many, and the largest.
pub(crate) fn plan_tables(plan: &Plan) -> String {
    let largest = plan
        .tables
        .iter()
        .max_by_key(|t| (t.building_bytes, std::cmp::Reverse(t.game.clone())));
    match largest {
        Some(t) => format!(
            "{} large table{}, the largest {} up to {}",
            plan.tables.len(),
            if plan.tables.len() == 1 { "" } else { "s" },
            t.game,
            t.n
        ),
        None => "no large table".to_string(),
    }
}

/// Refuses a run whose memory estimate is more than the machine has available, or than
/// `limit`.
pub fn refuse_beyond_memory(plan: &Plan, limit: Option<u64>) -> Result<()> {
    let what = format!("this run ({})", plan_tables(plan));
    if let Some(limit) = limit.filter(|&l| plan.memory_bytes > l) {
        return Err(Error::refused(format!(
            "{what} needs about {}, more than the {} of --max-memory; ask for a smaller bound",
            memory::human(plan.memory_bytes),
            memory::human(limit)
        )));
    }
    memory::refuse_beyond_available(&what, plan.memory_bytes)
}

/// Refuses to look at `claim` at the bound `n` (its printed examples', or a point's) when the
/// tables it reads there would need more memory than `limit` or the machine has: the same
/// estimate as a run of the claim at that bound ([`plan`]), before anything is allocated.
pub fn refuse_claim_beyond_memory(
    catalogue: &Catalogue,
    claim: &Claim,
    check: &ClaimCheck,
    n: u64,
    limit: Option<u64>,
) -> Result<()> {
    let options = Options {
        claims: vec![claim.id.clone()],
        bounds: [(check.bound.dimension, n)].into_iter().collect(),
        // The claim at this bound alone: its other examples are asked about at their own.
        skip_examples: true,
        ..Options::default()
    };
    let plan = plan(catalogue, &options)?;
    refuse_beyond_memory(&plan, limit).map_err(|e| {
        Error::refused(format!(
            "{} at N = {n} (its printed examples, or the point asked for): {e}",
            claim.id
        ))
    })
}

/// [`refuse_claim_beyond_memory`] at every bound of the printed examples of `selected`: an
/// example whose `bound` asks for tables no run of the claim could hold is refused before the
/// run, not found out of memory after it.
pub fn refuse_examples_beyond_memory(
    catalogue: &Catalogue,
    selected: &[&Joined<'_>],
    limit: Option<u64>,
) -> Result<()> {
    for &&Joined {
        claim, ref check, ..
    } in selected
    {
        let bounds: std::collections::BTreeSet<u64> = claim
            .examples
            .iter()
            .filter(|e| e.bound.is_some())
            .map(|e| check.bound.effective(e.bound))
            .collect();
        for n in bounds {
            refuse_claim_beyond_memory(catalogue, claim, check, n, limit)?;
        }
    }
    Ok(())
}

/// The bytes of the reference solver's memo of the Calkin–Wilf nodes, held for the rest of the
/// run once a claim naming Grossman's game classifies them (a tree claim; a printed table
/// naming the game counts as the array alone): every node of the generations up to one past
/// the largest bound it runs at (a node's children are classified with it), at most
/// [`SOLVER_GENERATIONS`] + 1 (the cone classifies the deeper ones). The memo is an array over
/// the entries up to [`NODE_ARRAY`] (2 bytes a slot) and a hash map beside it (a key of two
/// `u64` and a value, 24 bytes an entry). A search from a node meets only the node's ancestors
/// (Grossman's moves from a/b are a/(b − ka) and (a − kb)/b: the parent, its parent, …), and the
/// largest entry of generation g is the Fibonacci number F(g + 1): the generations whose largest
/// entry is at most [`NODE_ARRAY`] lie in the array, and the hash map holds at most the nodes of
/// the others. Zero when no such claim is selected.
fn node_memo_bytes(selected: &[&Joined<'_>], options: &Options) -> u64 {
    let (mut generations, mut fixed) = (0, false);
    for &&Joined {
        claim,
        ref check,
        planned: ref p,
        ..
    } in selected
    {
        if !claim.games.iter().any(|g| g == "grossman") {
            continue;
        }
        match p.dimension {
            Dimension::Generations => {
                let most = check.run_bounds(claim, p.bound, options.skip_examples);
                generations = generations.max(most.last().copied().unwrap_or(0));
            }
            // A printed table of Grossman's game: of the tree's counts (a few generations,
            // all in the array) or of pairs (no node at all); counted as the array.
            Dimension::Fixed => fixed = true,
            _ => {}
        }
    }
    node_memo_for(generations, fixed)
}

/// What a triple truth up to `n` takes while it is built, and once built: the table, filled in
/// one order and copied into the order of the walks; up to [`REFERENCE_TRIPLES_MAX`] the
/// reference solver fills every sorted triple beside it (its memo and the map of its values, a
/// `[u64; 3]` and a value each, 32 bytes an entry), diffed with the table and dropped once built.
fn triple_truth_bytes(n: u64) -> (u64, u64) {
    let bytes = memory::triple_table_bytes(n);
    let reference = if n <= REFERENCE_TRIPLES_MAX {
        memory::hash_map_bytes(bytes / 2, 32).saturating_mul(2)
    } else {
        0
    };
    (bytes.saturating_mul(2).saturating_add(reference), bytes)
}

/// [`node_memo_bytes`] of a selection whose tree claims walk `generations` at most (0: none) and
/// that holds a printed table of Grossman's game (`fixed`).
fn node_memo_for(generations: u64, fixed: bool) -> u64 {
    if generations == 0 && !fixed {
        return 0;
    }
    let solved = if generations == 0 {
        0
    } else {
        generations.min(SOLVER_GENERATIONS.into()) + 1
    };
    let array = (NODE_ARRAY + 1) * (NODE_ARRAY + 2) * 2;
    // The generations whose every entry fits the array: F(g + 1) ≤ NODE_ARRAY.
    let (mut inside, mut fib) = (0u64, (1u64, 1u64));
    while fib.1 <= NODE_ARRAY {
        inside += 1;
        fib = (fib.1, fib.0 + fib.1);
    }
    let beyond = (1u64 << solved).saturating_sub(1u64 << inside.min(solved));
    memory::hash_map_bytes(beyond, 24).saturating_add(array)
}

/// The tables the selected claims declare at their planned bounds, and at the bounds of their
/// printed examples (run on every run of the claim, unless `skip_examples`), each game once at the
/// largest size declared (the misère two-entry tables, slower, first; then the normal ones; then
/// the triples).
pub(crate) fn wanted_tables(selected: &[&Joined<'_>], skip_examples: bool) -> Result<Vec<Table>> {
    let mut wanted: BTreeMap<(u8, String), Table> = BTreeMap::new();
    for &&Joined {
        claim,
        ref check,
        planned: ref p,
        ref also,
    } in selected
    {
        // Under --both, the formal statement's tables at the run's bound too.
        let beside = also.iter().map(|f| (f, p.bound));
        let checks = check
            .run_bounds(claim, p.bound, skip_examples)
            .into_iter()
            .map(|n| (check, n))
            .chain(beside);
        for (check, n) in checks {
            for &table in check.declared(claim, n)?.tables() {
                let rank = match table {
                    Table::Pair { misere: true, .. } => 0,
                    Table::Pair { .. } => 1,
                    Table::Triple { .. } => 2,
                };
                let e = wanted
                    .entry((rank, table.game().to_string()))
                    .or_insert(table);
                *e = e.up_to(e.n().max(table.n()));
            }
        }
    }
    Ok(wanted.into_values().collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The node memo: nothing without a claim reading the nodes; the array alone for a printed
    /// table, and for walks whose solved generations (one past the walk) all have entries at
    /// most 2047 (F(17) = 1597 ≤ 2047 < F(18) = 2584: generations 1–16); beyond, the nodes of
    /// the generations 17 to the last solved (at most 19) in the hash map.
    #[test]
    fn a_triple_truth_counts_its_reference_solver_while_built() {
        // 60: 37 820 sorted triples, 2 bytes each in the table (twice while built), and the
        // reference solver's two maps of them; 61: the table alone.
        let t60 = 37_820 * 2;
        let reference = 2 * memory::hash_map_bytes(37_820, 32);
        assert_eq!(triple_truth_bytes(60), (2 * t60 + reference, t60));
        let t61 = 61 * 62 * 63 / 6 * 2;
        assert_eq!(triple_truth_bytes(61), (2 * t61, t61));
        assert_eq!(triple_truth_bytes(u64::MAX).1, u64::MAX);
    }

    #[test]
    fn node_memo_counts_the_nodes_past_the_array() {
        let array = 2048 * 2049 * 2;
        // The array and a hash map of the nodes of the generations 17 to `g` (none for 16).
        let past = |g: u32| array + memory::hash_map_bytes((1 << g) - (1 << 16), 24);
        assert_eq!(node_memo_for(0, false), 0);
        assert_eq!(node_memo_for(0, true), past(16));
        assert_eq!(node_memo_for(15, false), past(16));
        assert_eq!(node_memo_for(15, true), past(16));
        assert_eq!(node_memo_for(16, false), past(17));
        assert_eq!(node_memo_for(18, false), past(19));
        assert_eq!(node_memo_for(30, false), past(19));
        assert_eq!(node_memo_for(u64::MAX, true), past(19));
    }
}
