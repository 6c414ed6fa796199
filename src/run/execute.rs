//! Running the claims: on the threads of a pool, the tables built first, the results in
//! catalogue order; and a session that runs claims one at a time for a test harness.

use super::examples::example_problems;
use super::judge::{judge, with_examples};
use super::plan::{
    plan, plan_of, refuse_beyond_memory, refuse_examples_beyond_memory, Plan, Planned,
};
use super::shard::{splits, Split};
use super::suite::{Joined, Suite};
use super::{ClaimResult, Options};
use crate::catalogue::{Catalogue, Claim};
use crate::claims::{ClaimCheck, Run, Tables, Verdict};
use crate::vocab::error::{Error, Result};
use rayon::prelude::*;
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Instant;

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
/// let results = run(&catalogue, &options, |r| seen.push(r.claim.id.clone()))?;
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
pub fn run<'c>(
    catalogue: &'c Catalogue,
    options: &Options,
    progress: impl FnMut(&ClaimResult<'_>) + Send,
) -> Result<Vec<ClaimResult<'c>>> {
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
pub fn run_with<'c>(
    catalogue: &'c Catalogue,
    options: &Options,
    reporter: &dyn Reporter,
    mut ordered: impl FnMut(&ClaimResult<'_>) + Send,
) -> Result<Vec<ClaimResult<'c>>> {
    let suite = Suite::new(catalogue, options)?;
    run_reporting(catalogue, &suite, options, reporter, &mut ordered)
}

/// [`run_with`] on claims already joined: the suite a caller made once for its plan, its shard
/// header and its run.
pub fn run_suite<'c>(
    catalogue: &Catalogue,
    suite: &Suite<'c>,
    options: &Options,
    reporter: &dyn Reporter,
    mut ordered: impl FnMut(&ClaimResult<'_>) + Send,
) -> Result<Vec<ClaimResult<'c>>> {
    run_reporting(catalogue, suite, options, reporter, &mut ordered)
}

/// [`run_suite`], with `ordered` through a reference: the run is compiled once, in this crate,
/// not again in each crate (a test, say) that calls it with a closure of its own.
fn run_reporting<'c>(
    catalogue: &Catalogue,
    suite: &Suite<'c>,
    options: &Options,
    reporter: &dyn Reporter,
    ordered: &mut (dyn FnMut(&ClaimResult<'_>) + Send),
) -> Result<Vec<ClaimResult<'c>>> {
    let selected: Vec<&Joined<'_>> = suite.claims().collect();
    let plan = plan_of(&selected, options)?;
    // The plan counts the printed examples' tables too; when they are what makes the run too
    // large, the example is named.
    if let Err(e) = refuse_beyond_memory(&plan, options.memory_limit) {
        if !options.skip_examples {
            let without = Options {
                skip_examples: true,
                ..options.clone()
            };
            let smaller = plan_of(&selected, &without)?;
            if refuse_beyond_memory(&smaller, options.memory_limit).is_ok() {
                refuse_examples_beyond_memory(catalogue, &selected, options.memory_limit)?;
            }
        }
        return Err(e);
    }
    reporter.planned(&plan);
    let message = |text: &str| reporter.message(text);
    let tables = if options.progress {
        Tables::with_progress(catalogue, &message)
    } else {
        Tables::new(catalogue)
    };
    let prepare = || tables.prepare(&plan.prebuild);
    let mut jobs: Vec<(usize, &Joined<'_>)> = selected.iter().copied().enumerate().collect();
    // The most work first, so that the long claims do not start last.
    jobs.sort_by_key(|&(i, j)| (std::cmp::Reverse(j.planned.estimated_work), i));
    let emitter = Mutex::new(Emitter {
        slots: (0..jobs.len()).map(|_| None).collect(),
        next: 0,
        ordered,
    });
    let work = || {
        jobs.par_iter().with_max_len(1).for_each(|&(i, joined)| {
            let cases = Arc::new(AtomicU64::new(0));
            reporter.started(&joined.planned, &cases);
            let result = run_one(&tables, joined, options, &cases);
            reporter.finished(&result);
            crate::vocab::lock(&emitter).put(i, result);
        })
    };
    let all = || {
        prepare();
        work()
    };
    let (threads, capped) = threads_to_use(options.threads);
    if let Some(message) = capped {
        reporter.message(&message);
    }
    match threads {
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

/// The worker threads to start for a run that asks for `asked` (`--threads`; `None`:
/// `$RAYON_NUM_THREADS`, else every core), and what to say when that was more than the cores
/// this process may use: more threads than the machine runs at once only add switching
/// (`--threads 1024` on two cores was sixty times slower than 64), so the count is capped at the
/// cores, which changes no result (the same verdicts, counterexamples and counts on any number).
/// `None`: the pool rayon starts by itself.
pub fn threads_to_use(asked: Option<usize>) -> (Option<usize>, Option<String>) {
    let asked = asked.or_else(|| {
        std::env::var("RAYON_NUM_THREADS")
            .ok()
            .and_then(|v| v.trim().parse::<usize>().ok())
            .filter(|&n| n > 0)
    });
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    match asked {
        Some(n) if n > cores => (
            Some(cores),
            Some(format!(
                "{n} threads asked for, {cores} cores available: running on {cores}"
            )),
        ),
        other => (other, None),
    }
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
    pub fn run(&self, id: &str) -> Result<ClaimResult<'_>> {
        let claim = self
            .catalogue
            .claim(id)
            .ok_or_else(|| Error::unknown("claim id", id, Vec::new()))?;
        let joined = Joined::new(claim, &self.options)?;
        self.prepared.get_or_init(|| {
            if let Ok(plan) = plan(self.catalogue, &self.options) {
                self.tables.prepare(&plan.prebuild);
            }
        });
        Ok(run_one(
            &self.tables,
            &joined,
            &self.options,
            &AtomicU64::new(0),
        ))
    }
}

/// Hands the results on in catalogue order as they complete.
pub(crate) struct Emitter<'c, F> {
    slots: Vec<Option<ClaimResult<'c>>>,
    next: usize,
    ordered: F,
}

impl<'c, F: FnMut(&ClaimResult<'_>)> Emitter<'c, F> {
    fn put(&mut self, i: usize, result: ClaimResult<'c>) {
        self.slots[i] = Some(result);
        while let Some(Some(r)) = self.slots.get(self.next) {
            (self.ordered)(r);
            self.next += 1;
        }
    }
}

pub(crate) fn run_one<'c>(
    tables: &Tables<'_>,
    joined: &Joined<'c>,
    options: &Options,
    cases: &AtomicU64,
) -> ClaimResult<'c> {
    let Joined {
        claim,
        ref check,
        ref planned,
        ..
    } = *joined;
    let effective = planned.bound;
    let start = Instant::now();
    let stride = options
        .shard
        .filter(|_| splits(joined, options))
        .map(|s| (s.index, s.count));
    let mut run = Run::counted(effective, cases);
    if let Some((index, count)) = stride {
        run = run.on_stride(index, count);
    }
    let verdict = predicate_at(tables, claim, check, effective, &mut run);
    // Under --both, the formal statement at the same bound and points (a claim run whole: a
    // stride is judged at the merge, which runs one check).
    let also = joined
        .also
        .as_ref()
        .filter(|_| stride.is_none())
        .map(|formal| {
            let uncounted = AtomicU64::new(0);
            let mut beside = Run::counted(effective, &uncounted);
            predicate_at(tables, claim, formal, effective, &mut beside)
        });
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
    let unexpected = match (
        unexpected,
        also.as_ref().and_then(|f| disagreement(&verdict, f)),
    ) {
        (Some(u), Some(d)) => Some(format!("{u}; {d}")),
        (u, d) => u.or(d),
    };
    ClaimResult {
        claim,
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
        games_read: tables.games_read(&claim.id),
        formal: options.formal && check.formal,
        steps: options.steps.filter(|_| check.formal || also.is_some()),
        also,
    }
}

/// How the formal statement's verdict `formal` differs from the predicate's `predicate` at the
/// same bound and points (`verify --both`): in verdict, smallest counterexample or cases, or
/// by reaching a limit; `None` when they agree.
fn disagreement(predicate: &Verdict, formal: &Verdict) -> Option<String> {
    let at = |v: &Verdict| {
        v.counterexample
            .as_ref()
            .map_or("no counterexample".to_string(), |c| {
                format!("at {}", c.position)
            })
    };
    if crate::formal::reached_limit(formal) {
        let why = formal
            .counterexample
            .as_ref()
            .map_or(String::new(), |c| c.one_line());
        return Some(format!(
            "the formal statement reached a limit, no verdict: {why}"
        ));
    }
    let same = predicate.status == formal.status
        && at(predicate) == at(formal)
        && predicate.cases == formal.cases;
    (!same).then(|| {
        format!(
            "the predicate and the formal statement disagree, a bug of this program: the \
             predicate {} {} after {} cases, the formal statement {} {} after {} cases",
            predicate.status,
            at(predicate),
            predicate.cases,
            formal.status,
            at(formal),
            formal.cases
        )
    })
}

/// `claim`'s predicate at the bound `n` on `tables` (with faults planted in them, for the tests
/// that hold a predicate able to fail: [`Tables::with_planted`]).
pub fn verdict_at(tables: &Tables<'_>, claim: &Claim, check: &ClaimCheck, n: u64) -> Verdict {
    let cases = AtomicU64::new(0);
    predicate_at(tables, claim, check, n, &mut Run::counted(n, &cases))
}

/// `claim`'s predicate on `run` at the bound `n`, reading the tables it declares there.
pub(crate) fn predicate_at(
    tables: &Tables<'_>,
    claim: &Claim,
    check: &ClaimCheck,
    n: u64,
    run: &mut Run<'_>,
) -> Verdict {
    match check.declared(claim, n) {
        Ok(declared) => check
            .check
            .call(&tables.for_claim(&claim.id, declared), run),
        Err(e) => Verdict::error(0, "its tables".to_string(), &e),
    }
}
