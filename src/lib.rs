//! euclid-spec: the published mathematics of the game Euclid and its relatives, as executable
//! specifications checked against each other.
//!
//! - [`arith`]: exact continued fractions and comparisons with quadratic irrationals.
//! - [`games`]: one trait for impartial games, one file per game.
//! - [`solver`]: the reference mex solver and the dense two-entry table.
//! - [`formulas`]: the closed forms, one module per paper.

pub mod arith;
pub mod error;
pub mod formulas;
pub mod games;
pub mod solver;

pub use error::{Error, ErrorKind, Result};
