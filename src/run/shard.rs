//! Shards (`verify --shard K/N`): which claims each part holds, the strides of the large
//! claims' domains, and the header that ties the parts of one run together.

use super::suite::{Joined, Suite};
use super::Options;
use crate::catalogue::{Catalogue, Claim};
use crate::claims::Dimension;
use crate::vocab::error::{Error, Result};
use serde::{Deserialize, Serialize};

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

/// Whether the claim's domain is split across the shards of the run (every shard walks one
/// stride of it) rather than given whole to one. Only the dimensions whose claims walk many
/// points (the squares are a handful of sides; the tree claims' work is the generations, which
/// every stride would walk again). `tests/integration/ci.rs` splits every such claim of the
/// catalogue and holds the strides put together to the whole run: a predicate whose report
/// depended on the points it visited would show there.
pub(crate) fn splits(joined: &Joined<'_>, options: &Options) -> bool {
    options.shard.is_some()
        && matches!(
            joined.check.bound.dimension,
            Dimension::Pairs | Dimension::Triples | Dimension::Piles | Dimension::Sums
        )
        && joined.planned.estimated_work >= options.split_from.unwrap_or(SPLIT_FROM)
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
    /// The run checked the formal statement of an entry that has a predicate too (`verify
    /// --formal`): `merge` runs again, and writes reproduce lines for, the same checks.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub formal: bool,
    /// The steps a point of a formal statement was allowed (`verify --steps K`; absent: the
    /// default): `merge` runs again with the same.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub steps: Option<u64>,
}

/// The header a shard's report carries: the shard, and every claim of the whole run (`None`
/// when the run is not sharded). [`Suite::shard_header`] for a run already joined.
pub fn run_shard_ids(catalogue: &Catalogue, options: &Options) -> Result<Option<ShardHeader>> {
    if options.shard.is_none() {
        return Ok(None);
    }
    Ok(Suite::new(catalogue, options)?.shard_header(catalogue, options))
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
