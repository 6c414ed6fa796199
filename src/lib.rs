//! euclid-spec: the published mathematics of the game Euclid and its relatives, as executable
//! specifications checked against each other.
//!
//! - [`arith`]: exact continued fractions and comparisons with quadratic irrationals.
//! - [`games`]: one trait for impartial games, one file per game.
//! - [`solver`]: the reference mex solver and the dense two-entry table.
//! - [`formulas`]: the closed forms, one module per paper.
//! - [`trees`]: the Calkin–Wilf and Stern–Brocot trees, Stern's sequence, Newman's iteration.
//! - [`strategies`]: engines that choose a move, each checked against the solver.
//! - [`spec`] and [`claims`]: the catalogue as data and its predicates, by id.
//! - [`runner`]: `verify`, which checks every claim and compares with the expected verdict.

pub mod arith;
#[cfg(any(test, feature = "arbitrary"))]
pub mod checks;
pub mod claims;
pub mod error;
pub mod formulas;
pub mod games;
pub mod guard;
pub mod papers;
pub mod runner;
pub mod solver;
pub mod spec;
pub mod strategies;
pub mod trees;

pub use error::{Error, ErrorKind, Result};
