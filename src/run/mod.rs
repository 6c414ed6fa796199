//! `verify`: checks each selected claim of the catalogue against its predicate and compares the
//! verdict with the one the catalogue expects.
//!
//! Selection: `--claim ID` (exact ids), `--paper KEY`, and the environment variable
//! `EUCLID_SPEC_CLAIMS`: a comma-separated list of substrings of ids; one prefixed with `-`
//! excludes (`EUCLID_SPEC_CLAIMS=chl2011,-table` runs chl2011 without its tables).
//!
//! One file per job, in the order a run does them: `select.rs` (which claims, and the selections
//! refused), `suite.rs` (each selected entry joined with its check and planned, once: the
//! [`Suite`] every later stage takes), `plan.rs` (bounds, the declared tables, the memory estimate), `execute.rs` (the
//! threads, the tables built first, the results in order; [`Session`]), `judge.rs` (the
//! verdict against the catalogue's, the totals), `examples.rs` (the printed examples, `examples
//! --at`), and `shard.rs` (the parts of a run on several machines). This file: the options of a
//! run and the result of one claim.

use crate::catalogue::Claim;
use crate::claims::{Dimension, Verdict};
use std::collections::BTreeMap;
use std::time::Duration;

mod examples;
mod execute;
mod judge;
mod plan;
mod select;
mod shard;
mod suite;

pub use examples::{
    check_examples, example_problems, examples_of, examples_of_in, formula_problems, observe,
    point_bound, ExampleCheck,
};
pub use execute::{
    run, run_suite, run_with, threads_to_use, verdict_at, Reporter, Session, Silent,
};
pub use judge::{judge_status, with_examples, Summary};
pub use plan::{
    plan, plan_line, plan_memory, plan_total, refuse_beyond_memory, refuse_claim_beyond_memory,
    refuse_examples_beyond_memory, Plan, Planned, PlannedTable, BASE_MEMORY,
};
pub use select::{select, selection_named};
pub(crate) use shard::fingerprint;
pub use shard::{run_shard_ids, Shard, ShardHeader, Split, SPLIT_FROM};
pub use suite::{join, join_as, join_with, Joined, Suite};

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
    /// In a shard, a claim whose work is estimated at this many cases or more
    /// ([`Planned::estimated_work`], walking pairs, triples, piles, or sums) is not given to one
    /// shard whole: every shard walks one stride of its
    /// domain (`None`: [`SPLIT_FROM`]).
    pub split_from: Option<u64>,
    /// Check an entry that has both a predicate and a formal statement by its formal statement
    /// (`verify --formal`): the tests and the deep run hold the two to the same verdict. An
    /// entry with only one is checked by it either way.
    pub formal: bool,
    /// The most steps a point of a formal statement may take (`verify --steps K`); `None`:
    /// [`crate::formal::DEFAULT_STEPS`].
    pub steps: Option<u64>,
    /// Check an entry that has both a predicate and a formal statement by both, at the same
    /// bound and points (`verify --both`): a disagreement in verdict, smallest counterexample
    /// or cases makes the claim unexpected, as a bug of this program. The entry's printed
    /// examples are checked by the predicate (some print values the language cannot write).
    pub both: bool,
}

/// The outcome of one claim: its catalogue entry (its id, the verdict it expects, its scope:
/// referred to, not copied), and what the run found.
#[derive(Clone, Debug)]
pub struct ClaimResult<'c> {
    /// The catalogue entry.
    pub claim: &'c Claim,
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
    /// The games whose values its predicate read (a solver table, or the solver on the tree's
    /// nodes), in this run and its examples.
    pub games_read: Vec<crate::games::GameName>,
    /// The entry's formal statement ran where its predicate would have (`verify --formal`):
    /// the reproduce line says `--formal`.
    pub formal: bool,
    /// The steps a point of its formal statement was allowed, when the run set them
    /// (`--steps K`, repeated in the reproduce line).
    pub steps: Option<u64>,
    /// Under `verify --both`, the verdict of the entry's formal statement beside its
    /// predicate's (`verdict`), at the same bound and points.
    pub also: Option<Verdict>,
}

impl ClaimResult<'_> {
    /// The claim id.
    pub fn id(&self) -> &str {
        &self.claim.id
    }

    /// Whether the verdict is the one the catalogue expects (for a failure, at the pinned
    /// counterexample).
    pub fn is_expected(&self) -> bool {
        self.unexpected.is_none()
    }

    /// A command that runs this claim alone at this bound (and on the same catalogue).
    pub fn reproduce(&self) -> String {
        crate::vocab::invocation::command_on(self.spec.as_deref())
            + &verify_words(
                &self.claim.id,
                Some((self.dimension, self.bound)),
                self.formal,
                self.steps,
            )
    }
}

/// What follows the program's name in a command that runs the claim `id` alone: ` verify
/// --claim ID`, its bound's flag (`bound`: the dimension and N, when its dimension has a flag),
/// `--formal` and `--steps K` when its formal statement ran so. [`ClaimResult::reproduce`] and
/// the lines `merge` writes again.
pub(crate) fn verify_words(
    id: &str,
    bound: Option<(Dimension, u64)>,
    formal: bool,
    steps: Option<u64>,
) -> String {
    let mut line = format!(" verify --claim {id}");
    if let Some((flag, n)) = bound.and_then(|(d, n)| Some((d.flag()?, n))) {
        line.push_str(&format!(" {flag} {n}"));
    }
    if formal {
        line.push_str(" --formal");
    }
    if let Some(k) = steps {
        line.push_str(&format!(" --steps {k}"));
    }
    line
}
