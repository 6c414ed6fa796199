//! The executable side of the catalogue: one predicate per claim id, registered by paper.
//!
//! A predicate walks its domain in a stated order up to a bound and returns a [`Verdict`]:
//! holds, fails (with the first, hence smallest, counterexample and every engine's answer
//! there), or skipped (with why).
//!
//! # Orders
//! - Pairs with `a ≤ b` (or `a < b`): by `b`, then `a`.
//! - Ordered pairs: by `max(a, b)`, then `a`, then `b`.
//! - Serial Nim positions: by the sum of the piles, then the number of piles, then
//!   lexicographically.

pub mod chl2011;
pub mod context;
pub mod ewd1981;
pub mod ho2012;
pub mod ho2014;
pub mod hss2008;
mod hss2008_counts;
mod hss2008_tree;

pub use context::{Ctx, TripleTruth, Truth};

use crate::error::Error;
use std::fmt;

/// The result of checking one claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Holds,
    Fails,
    Skipped,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Holds => "holds",
            Status::Fails => "fails",
            Status::Skipped => "skipped",
        }
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A position where a claim fails, with what each engine answered there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub position: String,
    pub answers: Vec<(String, String)>,
    /// A CLI command (without the program name) that shows the position in detail.
    pub explain: Option<String>,
}

impl Failure {
    pub fn at(position: impl Into<String>) -> Failure {
        Failure {
            position: position.into(),
            answers: Vec::new(),
            explain: None,
        }
    }

    pub fn at_pair(a: u64, b: u64) -> Failure {
        Failure::at(format!("({a}, {b})"))
    }

    pub fn answer(mut self, engine: impl Into<String>, answer: impl fmt::Display) -> Failure {
        self.answers.push((engine.into(), answer.to_string()));
        self
    }

    pub fn explain(mut self, command: impl Into<String>) -> Failure {
        self.explain.get_or_insert(command.into());
        self
    }
}

/// The verdict on one claim.
#[derive(Clone, Debug)]
pub struct Verdict {
    pub status: Status,
    /// How many cases were checked.
    pub cases: u64,
    pub counterexample: Option<Failure>,
    /// Why it was skipped, or what a check that holds found (a witness, a reached bound).
    pub note: Option<String>,
}

impl Verdict {
    pub fn holds(cases: u64) -> Verdict {
        Verdict {
            status: Status::Holds,
            cases,
            counterexample: None,
            note: None,
        }
    }

    pub fn fails(cases: u64, failure: Failure) -> Verdict {
        Verdict {
            status: Status::Fails,
            cases,
            counterexample: Some(failure),
            note: None,
        }
    }

    pub fn skipped(why: impl Into<String>) -> Verdict {
        Verdict {
            status: Status::Skipped,
            cases: 0,
            counterexample: None,
            note: Some(why.into()),
        }
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Verdict {
        self.note = Some(note.into());
        self
    }

    /// A verdict for an engine error (an overflow or a solver budget): the claim could not be
    /// checked as asked, which is reported, never hidden.
    pub fn error(cases: u64, position: String, e: &Error) -> Verdict {
        Verdict::fails(cases, Failure::at(position).answer("error", e))
    }
}

/// `Ok` when the check holds, else the failure that `failure` builds (only then).
pub fn ensure(holds: bool, failure: impl FnOnce() -> Failure) -> Result<(), Failure> {
    if holds {
        Ok(())
    } else {
        Err(failure())
    }
}

/// Checks every item in order; the first failure is the smallest counterexample.
pub fn check_all<T>(
    items: impl IntoIterator<Item = T>,
    mut check: impl FnMut(T) -> Result<(), Failure>,
) -> Verdict {
    let mut cases = 0;
    for item in items {
        cases += 1;
        if let Err(f) = check(item) {
            return Verdict::fails(cases, f);
        }
    }
    Verdict::holds(cases)
}

/// Looks for a witness of an existence statement, in order.
pub fn find_witness<T: fmt::Debug>(
    items: impl IntoIterator<Item = T>,
    mut is_witness: impl FnMut(&T) -> Result<bool, Failure>,
    not_found: impl FnOnce(u64) -> Failure,
) -> Verdict {
    let mut cases = 0;
    for item in items {
        cases += 1;
        match is_witness(&item) {
            Ok(true) => return Verdict::holds(cases).with_note(format!("witness {item:?}")),
            Ok(false) => {}
            Err(f) => return Verdict::fails(cases, f),
        }
    }
    Verdict::fails(cases, not_found(cases))
}

/// Pairs `lo ≤ a ≤ b ≤ n` (with `strict`, `a < b`), ordered by `b` then `a`.
pub fn pairs(lo: u64, n: u64, strict: bool) -> impl Iterator<Item = (u64, u64)> {
    (lo..=n).flat_map(move |b| {
        (lo..=b)
            .filter(move |&a| !strict || a < b)
            .map(move |a| (a, b))
    })
}

/// Ordered pairs with both entries in `lo..=n`, by `max`, then `a`, then `b`.
pub fn ordered_pairs(lo: u64, n: u64) -> impl Iterator<Item = (u64, u64)> {
    (lo..=n).flat_map(move |m| {
        let mut v: Vec<(u64, u64)> = (lo..=m).flat_map(|x| [(x, m), (m, x)]).collect();
        v.sort();
        v.dedup();
        v.into_iter()
    })
}

/// Serial Nim positions (compositions into positive piles) with pile sum `1..=max_sum`, by sum,
/// then length, then lexicographically.
pub fn compositions(max_sum: u64) -> impl Iterator<Item = Vec<u64>> {
    (1..=max_sum).flat_map(|sum| {
        let mut all = Vec::new();
        compose(sum, &mut Vec::new(), &mut all);
        all.sort_by(|x, y| x.len().cmp(&y.len()).then_with(|| x.cmp(y)));
        all.into_iter()
    })
}

fn compose(rest: u64, prefix: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
    if rest == 0 {
        out.push(prefix.clone());
        return;
    }
    for first in 1..=rest {
        prefix.push(first);
        compose(rest - first, prefix, out);
        prefix.pop();
    }
}

/// How a claim reads `--bound`.
#[derive(Clone, Copy, Debug)]
pub struct Bound {
    pub default: u64,
    /// The largest bound the check can run at; larger requests are capped and say so.
    pub max: u64,
    /// What the bound limits, e.g. "a, b ≤ N".
    pub meaning: &'static str,
    /// Set by `--bound3` (the three-entry games) rather than `--bound`.
    pub triples: bool,
}

/// Pairs of entries up to N.
pub const PAIRS: Bound = Bound {
    default: 500,
    max: 4000,
    meaning: "entries ≤ N",
    triples: false,
};
/// Serial Nim positions by their pile sum.
pub const PILE_SUM: Bound = Bound {
    default: 14,
    max: 20,
    meaning: "pile sum ≤ N",
    triples: false,
};
/// Positions of a sum of two games, each pair with entries ≤ N.
pub const SUM_ENTRIES: Bound = Bound {
    default: 7,
    max: 14,
    meaning: "entries of both summands ≤ N",
    triples: false,
};

/// A claim that does not depend on a bound (a printed table, a worked example).
pub const fn fixed(n: u64) -> Bound {
    Bound {
        default: n,
        max: n,
        meaning: "fixed by the statement",
        triples: false,
    }
}

/// The predicate of one catalogue id.
pub struct ClaimCheck {
    pub id: &'static str,
    pub bound: Bound,
    pub check: fn(&Ctx<'_>, u64) -> Verdict,
}

/// Every registered predicate.
pub fn registry() -> Vec<ClaimCheck> {
    let mut all = Vec::new();
    all.extend(chl2011::claims());
    all.extend(ho2014::claims());
    all.extend(ho2012::claims());
    all.extend(hss2008::claims());
    all.extend(ewd1981::claims());
    all
}

/// Shorthand for building a registry entry.
pub(crate) fn claim(
    id: &'static str,
    bound: Bound,
    check: fn(&Ctx<'_>, u64) -> Verdict,
) -> ClaimCheck {
    ClaimCheck { id, bound, check }
}

/// Unwraps an engine result inside a check: an engine error is a failure at that position.
pub(crate) fn engine<T>(
    position: (u64, u64),
    what: &str,
    r: crate::Result<T>,
) -> Result<T, Failure> {
    r.map_err(|e| Failure::at_pair(position.0, position.1).answer(what, format!("error: {e}")))
}

/// P or N, for answers.
pub(crate) fn pn(is_p: bool) -> crate::formulas::Outcome {
    crate::formulas::Outcome::of_p(is_p)
}

/// A closed form `f` for `game` equals the solvers' value at every position, in order.
pub(crate) fn formula_matches_solvers(
    ctx: &Ctx<'_>,
    game: crate::solver::TwoEntryGame,
    n: u64,
    positions: impl IntoIterator<Item = (u64, u64)>,
    name: &str,
    f: impl Fn(u64, u64) -> crate::Result<u64>,
) -> Verdict {
    let t = crate::truth_or_return!(ctx, game, false, n);
    check_all(positions, |(a, b)| {
        let truth = t.value(a, b)?;
        let formula = engine((a, b), name, f(a, b))?;
        ensure(truth == formula, || {
            Failure::at_pair(a, b)
                .answer(format!("{game} solvers"), truth)
                .answer(name, formula)
                .explain(format!("sg {game} {a} {b} --explain"))
        })
    })
}

/// Cole–Davie's Euclid and Grossman's game have the same outcome at every position, in order.
pub(crate) fn same_outcomes(
    ctx: &Ctx<'_>,
    n: u64,
    positions: impl IntoIterator<Item = (u64, u64)>,
) -> Verdict {
    use crate::solver::TwoEntryGame::{ColeDavie, Grossman};
    let euclid = crate::truth_or_return!(ctx, ColeDavie, false, n);
    let grossman = crate::truth_or_return!(ctx, Grossman, false, n);
    check_all(positions, |(a, b)| {
        let (x, y) = (euclid.is_p(a, b)?, grossman.is_p(a, b)?);
        ensure(x == y, || {
            Failure::at_pair(a, b)
                .answer("cole-davie", pn(x))
                .answer("grossman", pn(y))
        })
    })
}

/// The truth for a claim, or a verdict that says why it could not be built.
#[macro_export]
#[doc(hidden)]
macro_rules! truth_or_return {
    ($ctx:expr, $game:expr, $misere:expr, $n:expr) => {
        match $ctx.truth($game, $misere, $n) {
            Ok(t) => t,
            Err(e) => {
                return $crate::claims::Verdict::error(0, format!("{} up to {}", $game, $n), &e)
            }
        }
    };
}
