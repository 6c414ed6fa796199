//! Engines that compute Sprague–Grundy values from the move rules alone.
//!
//! - [`reference`]: the mex over the moves, for any [`ImpartialGame`](crate::games::ImpartialGame),
//!   memoised and iterative. It never calls a closed form.
//! - [`dense`]: a fast table for the two-entry games, diffed against the reference in the tests.
//! - [`triples`]: a fast table for the three-entry games, diffed the same way.

pub mod dense;
pub mod reference;
pub mod triples;

pub use dense::{DenseTable, TwoEntryGame};
pub use reference::{mex, ReferenceSolver};
pub use triples::{TripleGame, TripleTable};
