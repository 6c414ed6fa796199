//! Engines that compute Sprague–Grundy values from the move rules alone.
//!
//! - [`reference`](mod@reference): the mex over the moves, for any
//!   [`ImpartialGame`](crate::games::ImpartialGame), memoised and iterative. It never calls a
//!   closed form.
//! - [`dense`]: a fast table for the two-entry games, diffed against the reference in the tests.
//! - [`triples`]: a fast table for the three-entry games, diffed the same way.

pub mod by_name;
pub mod dense;
pub mod reference;
pub mod triples;
pub mod truth;

pub use by_name::reference_solver;
pub use dense::DenseTable;
pub use reference::{mex, ReferenceSolver};
pub use triples::TripleTable;
pub use truth::{TripleTruth, Truth, REFERENCE_TRIPLES_MAX};

use crate::vocab::error::{Error, ErrorKind, Result};

/// Refuses a table of side `n` above its `max` (the memory limits of the fast tables).
fn check_table_size(n: u64, max: u64) -> Result<()> {
    if n > max {
        return Err(Error::new(ErrorKind::TableTooLarge { n, max }));
    }
    Ok(())
}
