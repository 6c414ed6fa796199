//! The harness every predicate runs in: the domains and their orders ([`domain`]), the walk over
//! a domain up to a bound with its verdict ([`walk`], [`verdict`]), and the context of shared
//! tables a predicate reads ([`context`]). Below the claims: it knows no predicate.

pub mod context;
pub mod domain;
pub mod verdict;
pub mod walk;

pub use crate::solver::{TripleTruth, Truth};
pub use context::{Ctx, Declared, Planted, PlantedTriple, Table, Tables};
pub(crate) use domain::upper;
pub use domain::{
    compositions, fixed, ordered_pairs, pairs, triples, At, Bound, Dimension, Fields, Generation,
    In, Listed, Named, Node, Pair, Piles, Text, Triple, PAIRS, PILE_SUM, SUM_ENTRIES,
};
pub use verdict::{Failure, Status, Verdict};
pub use walk::{Obs, Observed, Run, Walk};
