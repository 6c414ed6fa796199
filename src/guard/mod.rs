//! Guarding an implementation: a user's own Sprague–Grundy function, outcome function or
//! sequence, checked against the reference solver and every published engine on three sets of
//! positions inside the implementation's domain: every position up to a bound (the box), the
//! edge families where bugs live (machine widths, Fibonacci ratios, the closed forms'
//! boundaries, large quotients), and random positions (seeded). The smallest position where it
//! is wrong is reported, in the domain's order ([`positions::order`]).
//!
//! ```
//! use euclid_spec::games::GameName;
//! use euclid_spec::guard::{guard, GuardOptions};
//!
//! // A user's closed form for Grossman's game: Nivasch's ⌊b/a − a/b⌋ for a ≤ b.
//! let mine = |p: &[u64]| -> Result<i128, String> {
//!     let (a, b) = (p[0].min(p[1]) as u128, p[0].max(p[1]) as u128);
//!     Ok(((b * b - a * a) / (a * b)) as i128)
//! };
//! let game = GameName::parse("grossman").unwrap();
//! let report = guard(game, &GuardOptions { max: 30, random: 200, ..GuardOptions::default() }, mine).unwrap();
//! assert!(report.passed(), "{report}");
//! ```
//!
//! The same check drives `euclid-spec check GAME --cmd PROGRAM`, for an implementation in any
//! language, through a [`Candidate`] that speaks to the program.
//!
//! Four ideas, a file each, all re-exported here: what is guarded and how it answers
//! (`target.rs`), the options (`options.rs`), what a guard found (`report.rs`) and the guard's
//! walk itself (`run.rs`); beside them the positions sent (`positions`), the judging of one
//! answer (`judge`), the diagnosis of a wrong implementation (`diagnose`).
//! `check`'s output formats are [`crate::report`]'s, beside `verify`'s.

pub mod diagnose;
pub mod judge;
mod options;
pub mod positions;
mod report;
mod run;
mod target;

use crate::games::{DynGame, GameName};
use crate::vocab::error::{Error, Result};
use crate::vocab::{Answer, Failure, Outcome};
pub use judge::{Judge, Judged};
use num_bigint::BigInt;
pub use positions::{EntryRange, SplitMix};
use std::cmp::Ordering;
use std::fmt;

pub use options::*;
pub use report::*;
pub use run::*;
pub use target::*;

#[cfg(test)]
mod tests;
