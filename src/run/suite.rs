//! The one join of the catalogue and the code: each selected entry with its check, planned at
//! the run's bounds once. [`join`] is the only place an entry meets the registry; [`Suite::new`]
//! selects, refuses a selection that cannot run, joins and plans, and every stage of a run (the
//! plan's tables and memory, the shards, the execution, the printed examples, the judging)
//! takes the joined claims it made. A joined claim owns its check ([`crate::claims::Check`], a
//! shared closure): today [`join`] finds every check in the registry of compiled predicates; a
//! check made while the program runs (from a statement an entry writes as mathematics) can be
//! joined here too, with nothing downstream to change.

use super::plan::{plan_one, Planned};
use super::select::{refuse_selection, select_entries};
use super::shard::{fingerprint, splits, ShardHeader};
use super::Options;
use crate::catalogue::{Catalogue, Claim};
use crate::claims::{registry, ClaimCheck};
use crate::formal::Formal;
use crate::vocab::error::{Error, Result};

/// One claim of a run: its catalogue entry, its check, and its plan at the run's bounds.
#[derive(Clone)]
pub struct Joined<'c> {
    /// The catalogue entry.
    pub claim: &'c Claim,
    /// What checks it: its predicate, bound and declarations, owned (a check made from the
    /// entry itself, not found in the registry, has no other owner).
    pub check: ClaimCheck,
    /// Its bound and estimates in this run.
    pub planned: Planned,
    /// Under `verify --both`, the formal statement of an entry whose predicate is `check`.
    pub also: Option<ClaimCheck>,
}

impl<'c> Joined<'c> {
    /// `claim` with its check, planned under `options`; an error, at the entry's file and line,
    /// when no check is registered for it.
    pub fn new(claim: &'c Claim, options: &Options) -> Result<Joined<'c>> {
        let check = join_with(claim, options.formal && !options.both, options.steps)?;
        let also = if options.both && !check.formal {
            formal_check(claim, options.steps)?
        } else {
            None
        };
        Ok(Joined {
            claim,
            planned: plan_one(claim, &check, options),
            check,
            also,
        })
    }
}

/// The check of `claim`: its registered predicate (the one lookup of the registry by a
/// catalogue entry), else its formal statement. An entry with neither is refused at its file
/// and line, and so is a formal statement that does not compile, at its line and column.
pub fn join(claim: &Claim) -> Result<ClaimCheck> {
    join_as(claim, false)
}

/// [`join`], choosing the formal statement of an entry that has both when `formal` is set.
/// The formal statement is compiled whichever runs, so that a broken one is refused on every
/// run.
pub fn join_as(claim: &Claim, formal: bool) -> Result<ClaimCheck> {
    join_with(claim, formal, None)
}

/// [`join_as`], a formal statement allowed `steps` steps a point (`None`: the default,
/// [`crate::formal::DEFAULT_STEPS`]).
pub fn join_with(claim: &Claim, formal: bool, steps: Option<u64>) -> Result<ClaimCheck> {
    let compiled = formal_check(claim, steps)?;
    let registered = registry().get(&claim.id).cloned();
    let mut check = match (registered, compiled) {
        (Some(_), Some(f)) if formal => f,
        (Some(p), _) => p,
        (None, Some(f)) => f,
        (None, None) => {
            return Err(Error::spec(
                claim.file.display().to_string(),
                claim.line,
                1,
                Some("id".into()),
                format!(
                    "no predicate checks `{}`: this build registers none under that id, and the \
                     entry has no `formal` statement (an entry needs one of the two: a predicate \
                     in src/claims/, or a statement in the formal language; is the id misspelt, \
                     or the catalogue newer than the binary?)",
                    claim.id
                ),
            ))
        }
    };
    // The entry's own default bound, within what its check can run at.
    if let Some(((line, column), n)) = claim.default_bound {
        let b = &check.bound;
        if n < b.min || n > b.max {
            return Err(Error::spec(
                claim.file.display().to_string(),
                line,
                column,
                Some("default_bound".into()),
                format!(
                    "default_bound {n} is outside the bounds the check of `{}` can run at: \
                     {} to {} ({})",
                    claim.id, b.min, b.max, b.meaning
                ),
            ));
        }
        check.bound.default = n;
    }
    Ok(check)
}

/// The check compiled from `claim`'s formal statement, if it has one; refused at the place of
/// the first problem, or when it reads a game its entry does not name in `games`.
/// A point may take `steps` steps (`None`: the default).
pub fn formal_check(claim: &Claim, steps: Option<u64>) -> Result<Option<ClaimCheck>> {
    let Some(text) = &claim.formal else {
        return Ok(None);
    };
    let file = claim.file.display().to_string();
    let formal = Formal::new(&text.statement.text, &text.domain.text).map_err(|e| {
        let (field, placed) = if e.part == "statement" {
            ("formal", &text.statement)
        } else {
            ("formal_domain", &text.domain)
        };
        let (line, column) = placed.position(e.diagnostic.span.start);
        Error::spec(
            file.clone(),
            line,
            column,
            Some(field.into()),
            format!(
                "{}\n{}",
                e.diagnostic.message,
                // The drawing without its title line (the message above says it).
                e.render(&format!("the {} of `{}`", e.part, claim.id))
                    .split_once('\n')
                    .map_or("", |(_, rest)| rest)
            ),
        )
    })?;
    for game in formal.games() {
        if !claim.games.contains(&game) {
            let (line, column) = text.statement.at;
            return Err(Error::spec(
                file,
                line,
                column,
                Some("formal".into()),
                format!(
                    "the formal statement reads {game}, a game its entry does not name in \
                     `games` (it names: {})",
                    if claim.games.is_empty() {
                        "none".to_string()
                    } else {
                        claim.games.join(", ")
                    }
                ),
            ));
        }
    }
    let formal = match steps {
        Some(k) => formal.with_steps(k),
        None => formal,
    };
    Ok(Some(formal.claim_check(&claim.id)))
}

/// Every id a check is registered under, whether or not the catalogue has its entry (a run
/// refuses a selection whose predicates lack their entries).
pub(crate) fn registered_ids() -> impl Iterator<Item = &'static str> {
    registry().iter().map(|c| c.id)
}

/// The claims of a run, selected, joined and planned once: the whole run's, and which of them
/// this shard runs (all of them when the run is not sharded).
#[derive(Clone)]
pub struct Suite<'c> {
    /// Every claim of the whole run, in catalogue order.
    pub whole: Vec<Joined<'c>>,
    /// The places in [`whole`](Suite::whole) of the claims this shard runs (each whole, or one
    /// stride of its domain), in catalogue order.
    mine: Vec<usize>,
}

impl<'c> Suite<'c> {
    /// The claims `options` selects from `catalogue` (`--claim`, `--paper`,
    /// `EUCLID_SPEC_CLAIMS`, `--shard`), each joined with its check and planned at its bound;
    /// a selection that cannot run is refused (an entry without a predicate or a predicate
    /// without its entry, a published table missing, a formula or an example bound its
    /// predicate does not know).
    pub fn new(catalogue: &'c Catalogue, options: &Options) -> Result<Suite<'c>> {
        let entries = select_entries(catalogue, options)?;
        let whole = entries
            .into_iter()
            .map(|claim| Joined::new(claim, options))
            .collect::<Result<Vec<_>>>()?;
        refuse_selection(&whole)?;
        let mine = whole
            .iter()
            .enumerate()
            .filter(|(_, j)| {
                options
                    .shard
                    .is_none_or(|shard| shard.owns(&j.claim.id) || splits(j, options))
            })
            .map(|(i, _)| i)
            .collect();
        Ok(Suite { whole, mine })
    }

    /// The claims this shard runs, in catalogue order.
    pub fn claims(&self) -> impl Iterator<Item = &Joined<'c>> {
        self.mine.iter().map(|&i| &self.whole[i])
    }

    /// The header a shard's report carries: the shard, and every claim of the whole run (`None`
    /// when the run is not sharded).
    pub fn shard_header(&self, catalogue: &Catalogue, options: &Options) -> Option<ShardHeader> {
        let shard = options.shard?;
        Some(ShardHeader {
            index: shard.index,
            count: shard.count,
            run: self.whole.iter().map(|j| j.claim.id.clone()).collect(),
            fingerprint: fingerprint(
                self.whole
                    .iter()
                    .map(|j| (j.claim, j.planned.bound, splits(j, options))),
            ),
            catalogue: catalogue.digest.clone(),
            formal: options.formal,
            steps: options.steps,
        })
    }
}
