//! `verify`: checks each selected claim of the catalogue against its predicate and compares the
//! verdict with the one the catalogue expects.
//!
//! Selection: `--claim ID` (exact ids), `--paper KEY`, and the environment variable
//! `EUCLID_SPEC_CLAIMS`: a comma-separated list of substrings of ids; one prefixed with `-`
//! excludes (`EUCLID_SPEC_CLAIMS=chl2011,-table` runs chl2011 without its tables).

use crate::catalogue::{Catalogue, Claim, Scope};
use crate::claims::{
    registry, ClaimCheck, Dimension, Failure, Run, Status, Table, Tables, Verdict,
};
use crate::vocab::error::{Error, Result};
use crate::vocab::memory;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// The most worker threads a run starts (`--threads`, `$RAYON_NUM_THREADS`): more only spend
/// minutes starting threads that have nothing to do (a claim splits its work in chunks of at most
/// 16 384 points).
pub const MAX_THREADS: u64 = 1024;

/// The environment variable that filters claims.
pub const FILTER_VAR: &str = "EUCLID_SPEC_CLAIMS";

/// Which claims to run, and how far.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// The bound of each dimension given (`--pairs N`, `--triples N`, …); a claim whose
    /// dimension is absent runs at its default.
    pub bounds: BTreeMap<Dimension, u64>,
    /// The claim ids to run (`--claim`); empty selects every claim.
    pub claims: Vec<String>,
    /// The paper keys to run (`--paper`); empty selects every paper.
    pub papers: Vec<String>,
    /// The value of `EUCLID_SPEC_CLAIMS`, if set.
    pub filter: Option<String>,
    /// Tell the reporter of long steps inside claims.
    pub progress: bool,
    /// The number of threads (`None`: every core, or `$RAYON_NUM_THREADS`).
    pub threads: Option<usize>,
    /// The catalogue directory, when not the crate's own: repeated in the reproduce lines.
    pub spec: Option<std::path::PathBuf>,
    /// Refuse a run whose memory estimate is above this many bytes (`--max-memory`), besides
    /// what the machine has available.
    pub memory_limit: Option<u64>,
    /// Run only this shard of the selection (`--shard K/N`).
    pub shard: Option<Shard>,
    /// Leave the entries' printed examples unchecked (they are checked by default, on every
    /// run of a claim, whatever its bound: `verify` never sets this). For callers that run the
    /// catalogue many times to test something else (the bounds, the shards), since the examples
    /// depend only on the catalogue.
    pub skip_examples: bool,
    /// In a shard, a claim estimated at this many cases or more (walking pairs, triples, piles,
    /// or sums) is not given to one shard whole: every shard walks one stride of its
    /// domain (`None`: [`SPLIT_FROM`]).
    pub split_from: Option<u64>,
}

/// The estimated cases from which a claim's domain is split across shards.
pub const SPLIT_FROM: u64 = 1 << 22;

/// A claim walked on one stride of its domain, in one shard: what `merge` needs to put the
/// strides together and judge the whole.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Split {
    /// The shard (and stride), from 1.
    pub index: u64,
    /// The number of shards.
    pub count: u64,
    /// What each walk of the predicate found on this stride.
    pub walks: Vec<crate::claims::Walk>,
}

/// One of `count` parts of a run (`verify --shard index/count`): the claims whose id hashes to
/// it (FNV-1a of the id, modulo `count`), so that the parts do not depend on the machine, the
/// order of the catalogue or the other claims, and together hold every claim once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// This part, from 1 to `count`.
    pub index: u64,
    /// The number of parts.
    pub count: u64,
}

impl Shard {
    /// Reads `K/N` with `1 ≤ K ≤ N ≤ 1 000 000`.
    ///
    /// ```
    /// use euclid_spec::run::Shard;
    /// assert_eq!(Shard::parse("2/3").unwrap(), Shard { index: 2, count: 3 });
    /// assert!(Shard::parse("0/3").is_err());
    /// assert!(Shard::parse("4/3").is_err());
    /// assert!(Shard::parse("2").is_err());
    /// ```
    pub fn parse(s: &str) -> Result<Shard> {
        let bad = || {
            Error::refused(format!(
                "--shard takes K/N, this run's part K of N with 1 ≤ K ≤ N ≤ 1000000 (e.g. 2/4), not {s:?}"
            ))
        };
        let (k, n) = s.split_once('/').ok_or_else(bad)?;
        let index: u64 = k.trim().parse().map_err(|_| bad())?;
        let count: u64 = n.trim().parse().map_err(|_| bad())?;
        if index == 0 || index > count || count > 1_000_000 {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }

    /// Whether the claim `id` belongs to this part.
    pub fn owns(&self, id: &str) -> bool {
        crate::vocab::fnv1a(id.as_bytes()) % self.count == self.index - 1
    }
}

impl std::fmt::Display for Shard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

/// The selection of this run's shard (all of it when the run is not sharded).
fn selection<'c>(catalogue: &'c Catalogue, options: &Options) -> Result<Vec<&'c Claim>> {
    refuse_missing_entries(catalogue, options)?;
    let mut selected = select(catalogue, options)?;
    refuse_missing_tables(catalogue, options, &selected)?;
    refuse_entries_without_predicate(&selected)?;
    if let Some(shard) = options.shard {
        let checks = registry();
        selected.retain(|c| {
            shard.owns(&c.id)
                || checks
                    .check(&c.id)
                    .is_ok_and(|check| splits(c, check, options))
        });
    }
    Ok(selected)
}

/// Refuses a run of an entry no predicate is registered for, at the entry's file and line.
fn refuse_entries_without_predicate(selected: &[&Claim]) -> Result<()> {
    let checks = registry();
    match selected.iter().find(|c| checks.check(&c.id).is_err()) {
        None => Ok(()),
        Some(c) => Err(Error::spec(
            c.file.display().to_string(),
            c.line,
            1,
            Some("id".into()),
            format!(
                "no predicate checks `{}`: this build registers none under that id (an entry \
                 needs its predicate in src/claims/; is the id misspelt, or the catalogue newer \
                 than the binary?)",
                c.id
            ),
        )),
    }
}

/// Refuses a run of a claim that reads a published table the catalogue lacks, naming the file
/// where it should be (an input error, not a verdict).
fn refuse_missing_tables(
    catalogue: &Catalogue,
    options: &Options,
    selected: &[&Claim],
) -> Result<()> {
    for claim in selected {
        for read in crate::claims::TABLES_READ
            .iter()
            .filter(|t| t.claim == claim.id)
        {
            let dir = options.spec.clone().unwrap_or_else(|| "spec".into());
            let path = dir.join("tables").join(format!("{}.txt", read.stem));
            let Some(table) = catalogue.tables.get(read.stem) else {
                return Err(Error::refused(format!(
                    "{}: no such file: {} checks the published table it transcribes (put the \
                     file back, or leave the claim out of the run)",
                    path.display(),
                    claim.id
                )));
            };
            let columns: Vec<u64> = (read.columns.0..=read.columns.1).collect();
            if table.rows != read.rows || table.columns != columns {
                return Err(Error::refused(format!(
                    "{}: not the table as printed: {} needs the rows {} and the columns {}..{} \
                     in the printed order, and the file has the rows {} and the columns {}",
                    path.display(),
                    claim.id,
                    read.rows.join(" "),
                    read.columns.0,
                    read.columns.1,
                    table.rows.join(" "),
                    table
                        .columns
                        .iter()
                        .map(u64::to_string)
                        .collect::<Vec<_>>()
                        .join(" ")
                )));
            }
        }
    }
    Ok(())
}

/// Whether the claim's domain is split across the shards of the run (every shard walks one
/// stride of it) rather than given whole to one. Only the dimensions whose claims walk many
/// points (the squares are a handful of sides; the tree claims' work is the generations, which
/// every stride would walk again). `tests/integration/ci.rs` splits every such claim of the
/// catalogue and holds the strides put together to the whole run: a predicate whose report
/// depended on the points it visited would show there.
fn splits(claim: &Claim, check: &ClaimCheck, options: &Options) -> bool {
    options.shard.is_some()
        && matches!(
            check.bound.dimension,
            Dimension::Pairs | Dimension::Triples | Dimension::Piles | Dimension::Sums
        )
        && plan_one(claim, check, options).estimated_cases
            >= options.split_from.unwrap_or(SPLIT_FROM)
}

/// Which part of a run a report holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShardHeader {
    /// This shard, from 1.
    pub index: u64,
    /// The number of shards.
    pub count: u64,
    /// Every claim of the whole run, in catalogue order.
    pub run: Vec<String>,
    /// A hash of what makes the shards parts of one run: each claim's bound, whether its domain
    /// is split, and the verdict and counterexample the catalogue expects.
    pub fingerprint: String,
    /// The run's [`Catalogue::digest`]: `merge` judges the shards against this catalogue only.
    pub catalogue: String,
}

/// The header a shard's report carries: the shard, and every claim of the whole run (`None`
/// when the run is not sharded).
pub fn run_shard_ids(catalogue: &Catalogue, options: &Options) -> Result<Option<ShardHeader>> {
    let Some(shard) = options.shard else {
        return Ok(None);
    };
    let selected = select(catalogue, options)?;
    let checks = registry();
    let mut rows = Vec::new();
    for claim in &selected {
        let check = checks.check(&claim.id)?;
        rows.push((
            *claim,
            plan_one(claim, check, options).bound,
            splits(claim, check, options),
        ));
    }
    Ok(Some(ShardHeader {
        index: shard.index,
        count: shard.count,
        run: selected.iter().map(|c| c.id.clone()).collect(),
        fingerprint: fingerprint(rows),
        catalogue: catalogue.digest.clone(),
    }))
}

/// What makes two shards parts of one run, hashed: every claim's bound, whether it is split, and
/// what the catalogue expects of it (verdict, pinned counterexample); `(claim, bound, split)`
/// in the run's order.
pub(crate) fn fingerprint<'c>(rows: impl IntoIterator<Item = (&'c Claim, u64, bool)>) -> String {
    let mut run = String::new();
    for (claim, bound, split) in rows {
        run.push_str(&format!(
            "{}\t{bound}\t{split}\t{}\t{}\n",
            claim.id,
            claim.expected,
            claim.counterexample.as_deref().unwrap_or("")
        ));
    }
    format!("{:016x}", crate::vocab::fnv1a(run.as_bytes()))
}

/// The outcome of one claim.
#[derive(Clone, Debug)]
pub struct ClaimResult {
    /// The claim id.
    pub id: String,
    /// The verdict the catalogue expects.
    pub expected: Status,
    /// Whether the predicate checks the whole statement or the part its reading names.
    pub scope: Scope,
    /// The verdict found.
    pub verdict: Verdict,
    /// The bound the check ran at (after any cap or raise).
    pub bound: u64,
    /// The requested bound was above what the check can run at.
    pub capped: bool,
    /// The requested bound was below the least the check can use, and was raised to it.
    pub raised: bool,
    /// What the bound limits, e.g. "entries ≤ N".
    pub bound_meaning: &'static str,
    /// The dimension of the bound (which flag sets it).
    pub dimension: Dimension,
    /// The catalogue directory of the run, when not the crate's own.
    pub spec: Option<std::path::PathBuf>,
    /// How long the check took.
    pub elapsed: Duration,
    /// Why the verdict is not the expected one, if it is not; a problem of a printed example
    /// makes it unexpected too.
    pub unexpected: Option<String>,
    /// Where the predicate does not reproduce the entry's printed examples, each
    /// `file:line: example at POINT: problem` (empty when it reproduces them all).
    pub examples: Vec<String>,
    /// The claim ran on one stride of its domain: judged when the shards are merged.
    pub split: Option<Split>,
}

impl ClaimResult {
    /// Whether the verdict is the one the catalogue expects (for a failure, at the pinned
    /// counterexample).
    pub fn is_expected(&self) -> bool {
        self.unexpected.is_none()
    }

    /// A command that runs this claim alone at this bound (and on the same catalogue).
    pub fn reproduce(&self) -> String {
        let mut line = crate::vocab::invocation::command_on(self.spec.as_deref());
        line.push_str(&format!(" verify --claim {}", self.id));
        if let Some(flag) = self.dimension.flag() {
            line.push_str(&format!(" {flag} {}", self.bound));
        }
        line
    }
}

/// Resolves the selection against the catalogue: unknown ids or paper keys (matched without
/// regard to case) are errors, and so is a selection that matches no claim.
pub fn select<'c>(catalogue: &'c Catalogue, options: &Options) -> Result<Vec<&'c Claim>> {
    let mut papers = Vec::new();
    for key in &options.papers {
        match crate::catalogue::papers::paper(key) {
            Some(p) => papers.push(p.key),
            None => {
                return Err(Error::unknown(
                    "paper",
                    key,
                    crate::catalogue::papers::keys().map(String::from).collect(),
                ))
            }
        }
    }
    for id in &options.claims {
        if catalogue.claim(id).is_none() {
            return Err(Error::unknown("claim id", id, Vec::new()));
        }
    }
    let (include, exclude): (Vec<&str>, Vec<&str>) = options
        .filter
        .as_deref()
        .unwrap_or("")
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .partition(|s| !s.starts_with('-'));
    let exclude: Vec<&str> = exclude.iter().map(|s| &s[1..]).collect();
    let selected: Vec<&Claim> = catalogue
        .claims
        .iter()
        .filter(|c| options.claims.is_empty() || options.claims.contains(&c.id))
        .filter(|c| papers.is_empty() || papers.contains(&c.paper.as_str()))
        .filter(|c| include.is_empty() || include.iter().any(|s| c.id.contains(s)))
        .filter(|c| !exclude.iter().any(|s| c.id.contains(s)))
        .collect();
    if selected.is_empty() {
        return Err(Error::refused(format!(
            "the filters selected no claim ({}); `{} claims` lists them all",
            selection_named(options).unwrap_or_else(|| "the catalogue is empty".to_string()),
            crate::vocab::invocation::command_on(options.spec.as_deref())
        )));
    }
    Ok(selected)
}

/// The filters that chose a part of the catalogue (`--claim …; --paper …; EUCLID_SPEC_CLAIMS=…`),
/// or `None` for a run of the whole catalogue: named in every report of a partial run, so that
/// it never reads as a whole one.
pub fn selection_named(options: &Options) -> Option<String> {
    let mut filters = Vec::new();
    if !options.claims.is_empty() {
        filters.push(format!("--claim {}", options.claims.join(", --claim ")));
    }
    if !options.papers.is_empty() {
        filters.push(format!("--paper {}", options.papers.join(", --paper ")));
    }
    if let Some(f) = options.filter.as_deref().filter(|f| !f.trim().is_empty()) {
        filters.push(format!("{FILTER_VAR}={f}"));
    }
    (!filters.is_empty()).then(|| filters.join("; "))
}

/// A run of the whole catalogue must have an entry for every registered predicate: a catalogue
/// with a file or an entry missing (a `--spec` copy, a bad merge) would otherwise run the rest
/// and pass. Refused, naming them, unless the run selects a part of the catalogue on purpose.
fn refuse_missing_entries(catalogue: &Catalogue, options: &Options) -> Result<()> {
    if selection_named(options).is_some() {
        return Ok(());
    }
    let missing: Vec<&str> = registry()
        .iter()
        .map(|c| c.id)
        .filter(|id| catalogue.claim(id).is_none())
        .collect();
    if missing.is_empty() {
        return Ok(());
    }
    let shown: Vec<&str> = missing.iter().take(10).copied().collect();
    Err(Error::refused(format!(
        "the catalogue has no entry for {} of the predicates this program checks ({}{}): \
         restore their entries, or choose the claims to run (--claim, --paper, {FILTER_VAR})",
        missing.len(),
        shown.join(", "),
        if missing.len() > shown.len() {
            ", …"
        } else {
            ""
        }
    )))
}

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
    /// The estimated cases (points of the domain), from the dimension at this bound.
    pub estimated_cases: u64,
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
    /// The memory the run may need at most, estimated: the tables, each while it is built,
    /// and [`BASE_MEMORY`] for everything else (saturating).
    pub memory_bytes: u64,
    /// The tables to build before the claims start.
    #[serde(skip)]
    prebuild: Vec<Table>,
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

/// What a run takes besides its large tables (the program, the catalogue, the claims' own
/// walks), measured at default bounds and rounded up: the allowance of the memory estimate.
pub const BASE_MEMORY: u64 = 256 << 20;

/// Plans the run: each selected claim's bound (its dimension's flag, else its default, clamped
/// to what it can use) and its estimated cases.
pub fn plan(catalogue: &Catalogue, options: &Options) -> Result<Plan> {
    let selected = selection(catalogue, options)?;
    let checks = registry();
    let mut claims = Vec::new();
    for claim in &selected {
        let check = checks.check(&claim.id)?;
        claims.push(plan_one(claim, check, options));
    }
    let estimated_cases = claims
        .iter()
        .fold(0u64, |t, p| t.saturating_add(p.estimated_cases));
    let mut prebuild = wanted_tables(&selected, &claims)?;
    let tables: Vec<PlannedTable> = prebuild
        .iter()
        .map(|&table| {
            let n = table.n();
            let (building_bytes, bytes) = match table {
                Table::Pair { .. } => memory::pair_truth_bytes(n),
                // Filled in one order, then copied into the order of the walks.
                Table::Triple { .. } => {
                    let bytes = memory::triple_table_bytes(n);
                    (bytes.saturating_mul(2), bytes)
                }
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
    let memory_bytes = tables
        .iter()
        .fold(BASE_MEMORY, |t, x| t.saturating_add(x.building_bytes));
    Ok(Plan {
        claims,
        estimated_cases,
        tables,
        memory_bytes,
        prebuild,
    })
}

fn plan_one(claim: &Claim, check: &ClaimCheck, options: &Options) -> Planned {
    let dimension = check.bound.dimension;
    let requested = options
        .bounds
        .get(&dimension)
        .copied()
        .filter(|_| dimension != Dimension::Fixed)
        .unwrap_or(check.bound.default);
    let bound = check.bound.effective(Some(requested));
    Planned {
        id: claim.id.clone(),
        dimension,
        requested,
        bound,
        capped: requested > bound,
        raised: requested < bound,
        bound_meaning: check.bound.meaning,
        estimated_cases: dimension.estimate(bound).saturating_mul(check.per_point),
    }
}

/// One line of `verify --dry-run`.
pub fn plan_line(p: &Planned) -> String {
    let clamp = if p.capped {
        format!(" (capped from {})", p.requested)
    } else if p.raised {
        format!(" (raised from {}: the least N it can use)", p.requested)
    } else {
        String::new()
    };
    format!(
        "{:<58} {:<12} N={}{}  ≈{} cases  ({})",
        p.id, p.dimension, p.bound, clamp, p.estimated_cases, p.bound_meaning
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
        .map(|(d, (n, c))| format!("{d}: {n} claim{}, ≈{c}", if *n == 1 { "" } else { "s" }))
        .collect();
    format!(
        "{} claims, ≈{} cases in all ({}); {}",
        plan.claims.len(),
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
fn plan_tables(plan: &Plan) -> String {
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
    selected: &[&Claim],
    limit: Option<u64>,
) -> Result<()> {
    let checks = registry();
    for claim in selected {
        let check = checks.check(&claim.id)?;
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

/// Runs the selected claims, calling `progress` after each.
///
/// # Examples
///
/// ```
/// use euclid_spec::report::totals;
/// use euclid_spec::run::{run, Options};
/// use euclid_spec::catalogue::{Catalogue, Status};
/// use std::path::Path;
///
/// let catalogue = Catalogue::load_dir(Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/spec")))?;
/// let options = Options {
///     claims: vec!["chl2011/table-1".into()],
///     ..Options::default()
/// };
/// let mut seen = Vec::new();
/// let results = run(&catalogue, &options, |r| seen.push(r.id.clone()))?;
/// assert_eq!(seen, ["chl2011/table-1"]);
/// let table_1 = &results[0];
/// // chl2011 Table 1 has 10 × 10 printed cells (a, b = 0, …, 9), each checked against the
/// // solvers; the catalogue expects the table to hold.
/// assert_eq!(table_1.verdict.status, Status::Holds);
/// assert_eq!(table_1.verdict.cases, 100);
/// assert!(table_1.is_expected());
/// assert_eq!(totals(&results).unexpected, 0);
///
/// // An unknown id is an error, not an empty run.
/// let unknown = Options {
///     claims: vec!["chl2011/theorem-99".into()],
///     ..Options::default()
/// };
/// assert!(run(&catalogue, &unknown, |_| {}).is_err());
/// # Ok::<(), euclid_spec::Error>(())
/// ```
pub fn run(
    catalogue: &Catalogue,
    options: &Options,
    progress: impl FnMut(&ClaimResult) + Send,
) -> Result<Vec<ClaimResult>> {
    run_with(catalogue, options, &Silent, progress)
}

/// What a run tells as it goes, from any thread: every method has a default that says nothing.
pub trait Reporter: Sync {
    /// Before the first claim: the plan.
    fn planned(&self, _plan: &Plan) {}
    /// A claim starts; `cases` counts its cases as they are walked.
    fn started(&self, _claim: &Planned, _cases: &Arc<AtomicU64>) {}
    /// A claim is done.
    fn finished(&self, _result: &ClaimResult) {}
    /// A long step inside a claim (building a large table, walking a deep generation).
    fn message(&self, _text: &str) {}
}

/// A reporter that says nothing.
pub struct Silent;
impl Reporter for Silent {}

/// Runs the selected claims on the threads of the pool (`options.threads`, else every core or
/// `$RAYON_NUM_THREADS`), the claims side by side and the large ones' domains split across
/// threads. `ordered` sees the results in catalogue order, each as soon as it and every claim
/// before it are done; `reporter` hears of each claim as it starts and ends, in any order. The
/// results (verdicts, counterexamples, cases) do not depend on the number of threads.
pub fn run_with(
    catalogue: &Catalogue,
    options: &Options,
    reporter: &dyn Reporter,
    ordered: impl FnMut(&ClaimResult) + Send,
) -> Result<Vec<ClaimResult>> {
    let selected = selection(catalogue, options)?;
    let checks = registry();
    let plan = plan(catalogue, options)?;
    refuse_beyond_memory(&plan, options.memory_limit)?;
    if !options.skip_examples {
        refuse_examples_beyond_memory(catalogue, &selected, options.memory_limit)?;
    }
    reporter.planned(&plan);
    let message = |text: &str| reporter.message(text);
    let tables = if options.progress {
        Tables::with_progress(catalogue, &message)
    } else {
        Tables::new(catalogue)
    };
    let prepare = || tables.prepare(&plan.prebuild);
    let mut jobs = Vec::new();
    for (i, claim) in selected.iter().enumerate() {
        jobs.push((i, *claim, checks.check(&claim.id)?, &plan.claims[i]));
    }
    // The largest first, so that the long claims do not start last.
    jobs.sort_by_key(|&(i, _, _, p)| (std::cmp::Reverse(p.estimated_cases), i));
    let emitter = Mutex::new(Emitter {
        slots: (0..jobs.len()).map(|_| None).collect(),
        next: 0,
        ordered,
    });
    let work = || {
        jobs.par_iter()
            .with_max_len(1)
            .for_each(|&(i, claim, check, planned)| {
                let cases = Arc::new(AtomicU64::new(0));
                reporter.started(planned, &cases);
                let result = run_one(&tables, claim, check, options, &cases);
                reporter.finished(&result);
                lock(&emitter).put(i, result);
            })
    };
    let all = || {
        prepare();
        work()
    };
    match options.threads {
        Some(threads) => rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .map_err(|e| Error::refused(format!("cannot start {threads} threads: {e}")))?
            .install(all),
        None => all(),
    }
    let emitter = emitter.into_inner().unwrap_or_else(PoisonError::into_inner);
    Ok(emitter.slots.into_iter().flatten().collect())
}

/// Claims run one at a time on request (a test harness's trials, on any thread), sharing the
/// tables they build: the truths the claims of `options` name are built together before the
/// first claim runs, at the largest bound any of them asks for, so that no claim rebuilds a
/// smaller one.
pub struct Session<'c> {
    catalogue: &'c Catalogue,
    options: Options,
    tables: Tables<'c>,
    prepared: std::sync::OnceLock<()>,
}

impl<'c> Session<'c> {
    /// A session over the claims `options` selects (every claim when it selects none).
    pub fn new(catalogue: &'c Catalogue, options: Options) -> Session<'c> {
        Session {
            catalogue,
            options,
            tables: Tables::new(catalogue),
            prepared: std::sync::OnceLock::new(),
        }
    }

    /// Runs the claim `id` at its bound under the session's options.
    pub fn run(&self, id: &str) -> Result<ClaimResult> {
        let claim = self
            .catalogue
            .claim(id)
            .ok_or_else(|| Error::unknown("claim id", id, Vec::new()))?;
        let check = registry().check(id)?;
        self.prepared.get_or_init(|| {
            if let Ok(plan) = plan(self.catalogue, &self.options) {
                self.tables.prepare(&plan.prebuild);
            }
        });
        Ok(run_one(
            &self.tables,
            claim,
            check,
            &self.options,
            &AtomicU64::new(0),
        ))
    }
}

/// The tables the selected claims declare at their planned bounds, each game once at the largest
/// size declared (the misère two-entry tables, slower, first; then the normal ones; then the
/// triples).
fn wanted_tables(selected: &[&Claim], planned: &[Planned]) -> Result<Vec<Table>> {
    let checks = registry();
    let mut wanted: BTreeMap<(u8, String), Table> = BTreeMap::new();
    for (claim, p) in selected.iter().zip(planned) {
        for &table in checks.check(&claim.id)?.declared(claim, p.bound)?.tables() {
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
    Ok(wanted.into_values().collect())
}

/// Hands the results on in catalogue order as they complete.
struct Emitter<F> {
    slots: Vec<Option<ClaimResult>>,
    next: usize,
    ordered: F,
}

impl<F: FnMut(&ClaimResult)> Emitter<F> {
    fn put(&mut self, i: usize, result: ClaimResult) {
        self.slots[i] = Some(result);
        while let Some(Some(r)) = self.slots.get(self.next) {
            (self.ordered)(r);
            self.next += 1;
        }
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

fn run_one(
    tables: &Tables<'_>,
    claim: &Claim,
    check: &ClaimCheck,
    options: &Options,
    cases: &AtomicU64,
) -> ClaimResult {
    let planned = plan_one(claim, check, options);
    let effective = planned.bound;
    let start = Instant::now();
    let stride = options
        .shard
        .filter(|_| splits(claim, check, options))
        .map(|s| (s.index, s.count));
    let mut run = Run::counted(effective, cases);
    if let Some((index, count)) = stride {
        run = run.on_stride(index, count);
    }
    let verdict = predicate_at(tables, claim, check, effective, &mut run);
    let elapsed = start.elapsed();
    // A stride is judged when the shards are merged.
    let split = stride.map(|(index, count)| Split {
        index,
        count,
        walks: run.walks().to_vec(),
    });
    // The printed examples, on every run of the claim (whole or a stride: the same points,
    // at their own bounds, whatever the run's).
    let examples = if options.skip_examples {
        Vec::new()
    } else {
        example_problems(tables, claim, check)
    };
    let unexpected = with_examples(
        if split.is_some() {
            None
        } else {
            judge(claim, &verdict)
        },
        &examples,
    );
    ClaimResult {
        id: claim.id.clone(),
        expected: claim.expected,
        scope: claim.scope,
        verdict,
        bound: effective,
        capped: planned.capped,
        raised: planned.raised,
        bound_meaning: check.bound.meaning,
        dimension: check.bound.dimension,
        spec: options.spec.clone(),
        elapsed,
        unexpected,
        examples,
        split,
    }
}

/// [`example_problems`] of the claims `ids` of `catalogue`, in that order: what `merge` judges
/// the printed examples by (never by what a shard's report says of them).
pub fn examples_of(catalogue: &Catalogue, ids: &[&str]) -> Result<Vec<Vec<String>>> {
    let checks = registry();
    let tables = Tables::new(catalogue);
    ids.iter()
        .map(|id| {
            let claim = catalogue
                .claim(id)
                .ok_or_else(|| Error::unknown("claim", *id, Vec::new()))?;
            Ok(example_problems(&tables, claim, checks.check(id)?))
        })
        .collect()
}

/// Where `claim`'s predicate does not reproduce its printed examples ([`check_examples`]), each
/// problem as `file:line: example at POINT: problem`.
pub fn example_problems(tables: &Tables<'_>, claim: &Claim, check: &ClaimCheck) -> Vec<String> {
    check_examples(tables, claim, check)
        .into_iter()
        .flat_map(|e| {
            let place = format!("{}:{}: example at {}", claim.file.display(), e.line, e.at);
            e.problems.into_iter().map(move |p| format!("{place}: {p}"))
        })
        .collect()
}

/// Why a result is not the expected one: the verdict's reason, if any, then the problems of
/// the printed examples, if any.
pub fn with_examples(verdict: Option<String>, examples: &[String]) -> Option<String> {
    if examples.is_empty() {
        return verdict;
    }
    let printed = format!("the printed examples do not hold: {}", examples.join("; "));
    Some(match verdict {
        Some(why) => format!("{why}; {printed}"),
        None => printed,
    })
}

/// Why a verdict is not the expected one, if it is not.
fn judge(claim: &Claim, verdict: &Verdict) -> Option<String> {
    judge_status(
        claim.expected,
        verdict.status,
        verdict.counterexample.as_ref().map(|f| f.position.as_str()),
        claim.counterexample.as_deref(),
    )
}

/// Why a verdict (`status`, failing at `found`) is not the `expected` one with the `pinned`
/// smallest counterexample, if it is not.
pub fn judge_status(
    expected: Status,
    status: Status,
    found: Option<&str>,
    pinned: Option<&str>,
) -> Option<String> {
    match (expected, status) {
        (Status::Holds, Status::Holds) | (Status::Skipped, Status::Skipped) => None,
        (Status::Fails, Status::Fails) => {
            let found = found.unwrap_or("");
            let pinned = pinned.unwrap_or("");
            (found != pinned).then(|| {
                format!("fails at {found}, but the pinned smallest counterexample is {pinned}")
            })
        }
        (expected, status) => Some(format!("expected {expected}, got {status}")),
    }
}

/// The totals of a run.
#[derive(Clone, Debug, Default, Serialize, serde::Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Summary {
    /// How many claims ran.
    pub claims: usize,
    /// How many hold.
    pub holds: usize,
    /// How many fail.
    pub fails: usize,
    /// How many were skipped.
    pub skipped: usize,
    /// How many verdicts are not the expected one.
    pub unexpected: usize,
    /// The cases checked, over all claims.
    pub cases: u64,
}

fn describe(f: &Failure) -> String {
    f.one_line()
}

/// What `check`'s predicate sees at `points` with the bound `n` (the run's verdict says where it
/// stopped, when it could not reach them).
pub fn observe(
    tables: &Tables<'_>,
    claim: &Claim,
    check: &ClaimCheck,
    n: u64,
    points: &[String],
) -> (Verdict, Vec<crate::claims::Observed>) {
    let mut run = Run::only(n, points);
    let verdict = predicate_at(tables, claim, check, n, &mut run);
    let seen = run.observed().to_vec();
    (verdict, seen)
}

/// The bound at which `examples --at` looks at `points`: the claim's default, or `--bound`
/// (`asked`), but never above what the points themselves need, so that showing a point costs
/// that point, whatever the bound asked. A point's numbers add up to at least the bound of
/// every dimension that holds it (entries ≤ N, pile sums ≤ N, a tree vertex's generation ≤ its
/// numerator and denominator's sum), so the sum of every number written in the points, or the
/// default when it is larger, holds them all.
pub fn point_bound(b: crate::claims::Bound, asked: Option<u64>, points: &[String]) -> u64 {
    let default = b.effective(None);
    let Some(asked) = asked else {
        return default;
    };
    let need = points
        .iter()
        .flat_map(|p| p.split(|c: char| !c.is_ascii_digit()))
        .filter(|w| !w.is_empty())
        .map(|w| w.parse::<u64>().unwrap_or(u64::MAX))
        .fold(0u64, u64::saturating_add);
    b.effective(Some(asked.min(need.max(default))))
}

/// `claim`'s predicate on `run` at the bound `n`, reading the tables it declares there.
fn predicate_at(
    tables: &Tables<'_>,
    claim: &Claim,
    check: &ClaimCheck,
    n: u64,
    run: &mut Run<'_>,
) -> Verdict {
    match check.declared(claim, n) {
        Ok(declared) => (check.check)(&tables.for_claim(&claim.id, declared), run),
        Err(e) => Verdict::error(0, "its tables".to_string(), &e),
    }
}

/// One example of an entry, run through the entry's predicate.
#[derive(Clone, Debug)]
pub struct ExampleCheck {
    /// The claim id.
    pub claim: String,
    /// The example's point, as the spec file writes it.
    pub at: String,
    /// Where the example stands in its spec file.
    pub line: usize,
    /// What the predicate saw there: whether the statement holds, and the values by name.
    pub seen: Vec<crate::claims::Observed>,
    /// Every way the predicate's view differs from the example; empty when it reproduces it.
    pub problems: Vec<String>,
}

/// Runs `claim`'s predicate on each of its examples (grouped by bound) and compares what it
/// sees there with the printed values: the point must be in the domain, the statement must hold
/// or fail there as the example says, and every printed value must be one the predicate
/// compares, equal to it.
pub fn check_examples(tables: &Tables<'_>, claim: &Claim, check: &ClaimCheck) -> Vec<ExampleCheck> {
    let mut by_bound: std::collections::BTreeMap<u64, Vec<&crate::catalogue::Example>> =
        std::collections::BTreeMap::new();
    for e in &claim.examples {
        let n = check.bound.effective(e.bound);
        by_bound.entry(n).or_default().push(e);
    }
    let mut out = Vec::new();
    for (n, examples) in by_bound {
        let points: Vec<String> = examples.iter().map(|e| e.at.clone()).collect();
        let mut run = Run::only(n, &points);
        let verdict = predicate_at(tables, claim, check, n, &mut run);
        for e in examples {
            let seen: Vec<crate::claims::Observed> = run
                .observed()
                .iter()
                .filter(|o| o.at == e.at)
                .cloned()
                .collect();
            let mut problems = Vec::new();
            if seen.is_empty() {
                let why = match &verdict.counterexample {
                    Some(f) if verdict.status == Status::Fails => {
                        format!("; the run stopped: {}", describe(f))
                    }
                    _ => String::new(),
                };
                problems.push(format!(
                    "`{}` is not a point of the predicate's domain at N = {n} (or is not written \
                     as the domain prints its points){why}",
                    e.at
                ));
            } else {
                let holds = seen.iter().all(|o| o.holds);
                if holds == e.fails {
                    let said = if e.fails { "fails" } else { "holds" };
                    let found = if holds { "holds" } else { "fails" };
                    let detail = seen
                        .iter()
                        .filter_map(|o| o.failure.as_ref())
                        .map(describe)
                        .next()
                        .unwrap_or_default();
                    problems.push(format!(
                        "the example says the statement {said} here; the predicate finds it {found} {detail}"
                    ));
                }
                for (name, printed) in &e.values {
                    let printed_answer = crate::vocab::Answer::read(printed);
                    let recorded: Vec<&crate::vocab::Answer> = seen
                        .iter()
                        .flat_map(|o| o.values.iter())
                        .filter(|(k, _)| k == name)
                        .map(|(_, v)| v)
                        .collect();
                    if recorded.is_empty() {
                        let names: std::collections::BTreeSet<&str> = seen
                            .iter()
                            .flat_map(|o| o.values.iter().map(|(k, _)| k.as_str()))
                            .collect();
                        problems.push(format!(
                            "the predicate compares no value named `{name}` here (it compares: {})",
                            names.into_iter().collect::<Vec<_>>().join(", ")
                        ));
                    } else if let Some(other) = recorded.iter().find(|v| ***v != printed_answer) {
                        problems.push(format!(
                            "`{name}`: the example prints {printed}, the predicate finds {other}"
                        ));
                    }
                }
            }
            out.push(ExampleCheck {
                claim: claim.id.clone(),
                at: e.at.clone(),
                line: e.line,
                seen,
                problems,
            });
        }
    }
    out
}
