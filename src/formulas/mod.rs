//! Closed forms, one module per paper, and the table of engines built from them.
//!
//! Every function here is total on `u64` inputs: it answers, or returns a typed error saying the
//! input is outside the statement's domain (or, where no exact answer fits, that it overflows).
//! None of them calls a solver.

pub mod cairns_ho;
pub mod cf_evaluator;
pub mod chl2011;
pub mod cole_davie;
pub mod dijkstra;
pub mod hss2008;
pub mod lengyel;
pub mod levine;
pub mod nivasch;
pub mod schwartz;
pub mod spitznagel;

use crate::arith::ordered;
use crate::error::{Error, ErrorKind, Result};
use crate::solver::TwoEntryGame;
use std::fmt;

/// Whether the player to move loses (P) or wins (N).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    P,
    N,
}

impl Outcome {
    pub fn of_value(value: u64) -> Outcome {
        if value == 0 {
            Outcome::P
        } else {
            Outcome::N
        }
    }

    /// P when `is_p`, N otherwise.
    pub fn of_p(is_p: bool) -> Outcome {
        if is_p {
            Outcome::P
        } else {
            Outcome::N
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::P => "P",
            Outcome::N => "N",
        })
    }
}

/// What an engine says about a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// A Sprague–Grundy value.
    Value(u64),
    /// Only the outcome class.
    Outcome(Outcome),
}

impl Answer {
    pub fn outcome(self) -> Outcome {
        match self {
            Answer::Value(v) => Outcome::of_value(v),
            Answer::Outcome(o) => o,
        }
    }
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Value(v) => write!(f, "{v}"),
            Answer::Outcome(o) => write!(f, "{o}"),
        }
    }
}

/// A closed form as an engine for one two-entry game.
pub struct Engine {
    /// The name, by paper and statement.
    pub name: &'static str,
    pub game: TwoEntryGame,
    /// The positions it answers for, as the statement gives them; elsewhere it skips.
    pub domain: &'static str,
    eval: fn(u64, u64) -> Result<Answer>,
}

impl Engine {
    /// The engine's answer at `(a, b)`: `Ok(None)` when the position is outside its domain.
    pub fn evaluate(&self, a: u64, b: u64) -> Result<Option<Answer>> {
        match (self.eval)(a, b) {
            Ok(answer) => Ok(Some(answer)),
            Err(e) if matches!(e.kind(), ErrorKind::OutOfDomain { .. }) => Ok(None),
            Err(e) => Err(e),
        }
    }
}

/// `(lo, hi)` when `0 < lo < hi`, the domain of most statements (the games are symmetric).
fn below(a: u64, b: u64) -> Result<(u64, u64)> {
    let (lo, hi) = ordered(a, b);
    if lo == 0 || lo == hi {
        return Err(Error::out_of_domain("stated for 0 < a < b"));
    }
    Ok((lo, hi))
}

fn value(v: Result<u64>) -> Result<Answer> {
    v.map(Answer::Value)
}

fn outcome_p(is_p: Result<bool>) -> Result<Answer> {
    is_p.map(|p| Answer::Outcome(Outcome::of_p(p)))
}

/// Every closed-form engine for `game`, normal play.
pub fn engines(game: TwoEntryGame) -> Vec<Engine> {
    let e = |name, domain, eval| Engine {
        name,
        game,
        domain,
        eval,
    };
    match game {
        TwoEntryGame::ColeDavie => vec![
            e("chl2011/theorem-1", "0 < a < b", |a, b| {
                below(a, b).and_then(|(lo, hi)| value(chl2011::theorem_1(lo, hi)))
            }),
            e("chl2011/corollary", "0 < a < b", |a, b| {
                below(a, b).and_then(|(lo, hi)| value(chl2011::corollary(lo, hi)))
            }),
            e("chl2011/theorem-2", "0 < a < b", |a, b| {
                below(a, b).and_then(|(lo, hi)| value(chl2011::theorem_2(lo, hi)))
            }),
            e("chl2011/theorem-3", "0 < a ≤ b", |a, b| {
                let (lo, hi) = ordered(a, b);
                value(chl2011::theorem_3(lo, hi))
            }),
            e("levine-2006 (chl2011/remark-2)", "0 < a ≤ b", |a, b| {
                value(levine::cole_davie_value(a, b))
            }),
            e("cf-evaluator", "all pairs", |a, b| {
                value(cf_evaluator::cole_davie_value(a, b))
            }),
            e("cole-davie-1969", "all pairs", |a, b| {
                outcome_p(Ok(cole_davie::is_p_position(a, b)))
            }),
            e("lengyel-2003", "0 < a < b", |a, b| {
                below(a, b).and_then(|(lo, hi)| outcome_p(lengyel::is_p_position(lo, hi)))
            }),
            e("dijkstra-1981 (trail)", "all pairs", |a, b| {
                outcome_p(dijkstra::is_winning(a, b).map(|w| !w))
            }),
        ],
        TwoEntryGame::Grossman => vec![
            e("nivasch-2006", "a, b > 0", |a, b| {
                value(nivasch::grossman_value(a, b))
            }),
            e("chl2011/remark-3", "0 < a < b", |a, b| {
                below(a, b).and_then(|(lo, hi)| value(chl2011::remark_3(lo, hi)))
            }),
            e("cf-evaluator", "a, b > 0", |a, b| {
                value(cf_evaluator::grossman_value(a, b))
            }),
            e("hss2008/theorem-1", "a, b > 0", |a, b| {
                outcome_p(hss2008::first_player_wins(a, b).map(|w| !w))
            }),
            e("hss2008/theorem-3 (schwartz)", "0 < a < b", |a, b| {
                below(a, b)
                    .and_then(|(lo, hi)| outcome_p(schwartz::first_player_wins(lo, hi).map(|w| !w)))
            }),
        ],
        TwoEntryGame::MEuclid => vec![
            e("cairns-ho-2012", "0 < a < b, a ∤ b", |a, b| {
                below(a, b).and_then(|(lo, hi)| value(cairns_ho::m_euclid_value(lo, hi)))
            }),
            e("cf-evaluator", "a, b > 0", |a, b| {
                value(cf_evaluator::m_euclid_value(a, b))
            }),
        ],
    }
}
