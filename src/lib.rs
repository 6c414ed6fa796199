//! euclid-spec: the published mathematics of the game Euclid and its relatives, as executable
//! specifications checked against each other.
//!
//! Every game is an [`ImpartialGame`](games::ImpartialGame) (its positions, moves and end
//! rule); its Sprague–Grundy values come from the reference solver (the mex over the moves,
//! [`solver::ReferenceSolver`]), from fast tables ([`solver::DenseTable`],
//! [`solver::TripleTable`]) and from every closed form the papers print ([`formulas`]). The
//! papers' statements are a catalogue of claims ([`catalogue`]), each with a predicate
//! ([`claims`]) that [`run`] checks to a bound.
//!
//! # A worked example
//!
//! The position (8, 21) of Cole–Davie's Euclid, by the reference solver, by Theorem 1 of
//! Cairns, Ho and Lengyel (2011), and by the continued fraction 21/8 = [2, 1, 1, 1, 2]:
//!
//! ```
//! use euclid_spec::arith::ContinuedFraction;
//! use euclid_spec::formulas::chl2011;
//! use euclid_spec::games::GameName;
//! use euclid_spec::solver::reference_solver;
//!
//! let euclid = GameName::parse("euclid")?; // Cole–Davie's game (chl2011's name for it)
//! let by_the_moves = reference_solver(euclid, 1_000_000, u64::MAX).sprague_grundy(&[8, 21])?;
//! let by_theorem_1 = chl2011::theorem_1(8, 21)?;
//! assert_eq!((by_the_moves, by_theorem_1), (2, 2));
//! assert_eq!(ContinuedFraction::of_ratio(21, 8)?.quotients(), &[2, 1, 1, 1, 2]);
//!
//! // Grossman's game (play to equal entries) has the same P-positions off the diagonal,
//! // but other values: its value at (8, 21) is Nivasch's ⌊21/8 − 8/21⌋ = 2, at (1, 2) it is 1.
//! let grossman = GameName::parse("grossman")?;
//! let mut by_the_moves = reference_solver(grossman, 1_000_000, u64::MAX);
//! assert_eq!(by_the_moves.sprague_grundy(&[1, 2])?, 1);
//! # Ok::<(), euclid_spec::Error>(())
//! ```
//!
//! Your own implementation is checked the same way with [`guard`]; the command line
//! (`euclid-spec verify`, `sg`, `check`, …) is described in the README.
//!
//! # Modules
//! - [`arith`]: exact continued fractions and comparisons with quadratic irrationals.
//! - [`games`]: one trait for impartial games, one file per game, and [`games::GameName`], the
//!   one home of a game's name and its dispatch.
//! - [`solver`]: the reference mex solver, the fast tables, and the truths built from both.
//! - [`formulas`]: the closed forms, one module per paper.
//! - [`trees`]: the Calkin–Wilf and Stern–Brocot trees, Stern's sequence, Newman's iteration.
//! - [`strategies`]: engines that choose a move, each checked against the solver.
//! - [`catalogue`], [`harness`] and [`claims`]: the catalogue as data (with the papers), what a
//!   predicate runs in (domains, the walk, verdicts), and the predicates.
//! - [`run`]: `verify`, which checks every claim and compares with the expected verdict;
//!   [`report`]: its reports in every format, the HTML page included.
//! - [`guard`]: a user's implementation against the reference solver and every engine.
//! - [`picture`]: pictures of the games.
//! - [`vocab`]: what every layer shares (errors, memory budgets, the program's name).
//!
//! The modules are layers, in the order above with [`vocab`] at the bottom: each imports only
//! from those below it (a test reads every import and holds this).

#![warn(missing_docs)]

pub mod arith;
pub mod catalogue;
#[cfg(any(test, feature = "arbitrary"))]
pub mod checks;
pub mod claims;
pub mod formal;
pub mod formulas;
pub mod games;
pub mod guard;
pub mod harness;
#[cfg(feature = "pictures")]
pub mod picture;
pub mod report;
pub mod run;
pub mod solver;
pub mod strategies;
pub mod trees;
pub mod vocab;

pub use vocab::error::{Error, ErrorKind, Result};

/// A pool of exactly `threads` threads, for the tests that compare a walk on one thread with
/// the same walk on several.
#[cfg(test)]
pub(crate) fn test_pool(threads: usize) -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a thread pool for a test")
}
