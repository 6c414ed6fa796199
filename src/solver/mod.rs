//! Engines that compute Sprague–Grundy values from the move rules alone.
//!
//! - [`reference`]: the mex over the moves, for any [`ImpartialGame`](crate::games::ImpartialGame),
//!   memoised and iterative. It never calls a closed form.
//! - [`dense`]: a fast table for the two-entry games, diffed against the reference in the tests.

pub mod dense;
pub mod reference;

pub use dense::{DenseTable, TwoEntryGame};
pub use reference::{mex, ReferenceSolver};
