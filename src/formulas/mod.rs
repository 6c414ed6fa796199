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
use crate::games::TwoEntryGame;
use crate::vocab::error::{ErrorKind, Result};
use crate::vocab::{Answer, Outcome};
use std::fmt;

/// The positions a closed form is stated for (the games are symmetric, so up to order).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Domain {
    /// Every pair, zeros included.
    AllPairs,
    /// `a, b > 0`.
    Positive,
    /// `0 < a < b`.
    PositiveDistinct,
    /// `0 < a < b` and `a ∤ b`.
    PositiveNonDividing,
}

impl Domain {
    /// Whether `(a, b)`, in either order, lies in this domain.
    pub fn contains(self, a: u64, b: u64) -> bool {
        let (lo, hi) = ordered(a, b);
        match self {
            Domain::AllPairs => true,
            Domain::Positive => lo > 0,
            Domain::PositiveDistinct => lo > 0 && lo < hi,
            Domain::PositiveNonDividing => lo > 0 && hi % lo != 0,
        }
    }
}

impl fmt::Display for Domain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Domain::AllPairs => "all pairs",
            Domain::Positive => "a, b > 0",
            Domain::PositiveDistinct => "0 < a < b",
            Domain::PositiveNonDividing => "0 < a < b, a ∤ b",
        })
    }
}

/// A closed form as an engine for one two-entry game.
pub struct Engine {
    /// The name, by paper and statement.
    pub name: &'static str,
    /// The game it gives values or outcomes of.
    pub game: TwoEntryGame,
    /// The positions it answers for, as the statement gives them; elsewhere it skips, and the
    /// tests hold it to that: it answers on every position of its domain and nowhere else.
    pub domain: Domain,
    /// Called with the entries ordered, `a ≤ b`, as the statements write them (the games are
    /// symmetric).
    eval: fn(u64, u64) -> Result<Answer>,
}

impl Engine {
    /// The engine's answer at `(a, b)`: `Ok(None)` when the position is outside its domain.
    pub fn evaluate(&self, a: u64, b: u64) -> Result<Option<Answer>> {
        let (lo, hi) = ordered(a, b);
        match (self.eval)(lo, hi) {
            Ok(answer) => Ok(Some(answer)),
            Err(e) if matches!(e.kind(), ErrorKind::OutOfDomain { .. }) => Ok(None),
            Err(e) => Err(e),
        }
    }
}

fn value(v: Result<u64>) -> Result<Answer> {
    v.map(Answer::from)
}

fn outcome_p(is_p: Result<bool>) -> Result<Answer> {
    is_p.map(|p| Answer::Outcome(Outcome::of_p(p)))
}

/// The Serial Nim piles of the position `(a, b)` of `game`, read from the continued fraction
/// `[a0, …, an]` of the larger entry over the smaller (chl2011 Remark 2 for Euclid): Euclid's
/// piles are the quotients; Grossman's game ends at `[1]`, so its last pile is `an − 1` (absent
/// when 0); M-Euclid ends when one entry divides the other, so its last quotient is no pile. A
/// zero entry (Euclid's end) has no pile.
///
/// # Examples
/// ```
/// use euclid_spec::formulas::serial_nim_piles;
/// use euclid_spec::games::TwoEntryGame::*;
/// // 21/8 = [2, 1, 1, 1, 2] (by hand).
/// assert_eq!(serial_nim_piles(ColeDavie, 8, 21).unwrap(), vec![2, 1, 1, 1, 2]);
/// assert_eq!(serial_nim_piles(Grossman, 8, 21).unwrap(), vec![2, 1, 1, 1, 1]);
/// assert_eq!(serial_nim_piles(MEuclid, 8, 21).unwrap(), vec![2, 1, 1, 1]);
/// assert!(serial_nim_piles(ColeDavie, 0, 5).unwrap().is_empty());
/// ```
pub fn serial_nim_piles(game: TwoEntryGame, a: u64, b: u64) -> Result<Vec<u64>> {
    let (lo, hi) = ordered(a, b);
    if lo == 0 {
        return match game {
            TwoEntryGame::ColeDavie => Ok(Vec::new()),
            _ => Err(crate::Error::out_of_domain(format!(
                "{game}: no continued fraction for ({a}, {b})"
            ))),
        };
    }
    let cf = crate::arith::ContinuedFraction::of_ratio(hi, lo)?;
    let mut piles = cf.quotients().to_vec();
    let last = piles.len() - 1;
    match game {
        TwoEntryGame::ColeDavie => {}
        TwoEntryGame::Grossman => {
            piles[last] -= 1;
            if piles[last] == 0 {
                piles.pop();
            }
        }
        TwoEntryGame::MEuclid => {
            piles.pop();
        }
    }
    Ok(piles)
}

/// Every closed-form engine for `game`, normal play.
///
/// # Examples
///
/// ```
/// use euclid_spec::formulas::engines;
/// use euclid_spec::vocab::Outcome;
/// use euclid_spec::games::TwoEntryGame;
///
/// // (3, 8) lies in every engine's domain (0 < 3 < 8, 3 ∤ 8). chl2011 Table 1 gives
/// // G(3, 8) = 2, Table 2 gives G_G(3, 8) = 2: every engine says 2, or N.
/// for game in [TwoEntryGame::ColeDavie, TwoEntryGame::Grossman] {
///     for engine in engines(game) {
///         let answer = engine.evaluate(3, 8)?.expect("(3, 8) is in every domain");
///         assert_eq!(answer.outcome(), Some(Outcome::N), "{game} {}", engine.name);
///         if let Some(v) = answer.as_u64() {
///             assert_eq!(v, 2, "{game} {}", engine.name);
///         }
///     }
/// }
/// // An engine skips the positions outside its statement: Theorem 1 is for 0 < a < b.
/// let theorem_1 = engines(TwoEntryGame::ColeDavie)
///     .into_iter()
///     .find(|e| e.name == "chl2011/theorem-1")
///     .expect("Theorem 1 is an engine");
/// assert_eq!(theorem_1.evaluate(4, 4)?, None);
/// # Ok::<(), euclid_spec::Error>(())
/// ```
pub fn engines(game: TwoEntryGame) -> Vec<Engine> {
    let e = |name, domain, eval| Engine {
        name,
        game,
        domain,
        eval,
    };
    match game {
        TwoEntryGame::ColeDavie => vec![
            e("chl2011/theorem-1", Domain::PositiveDistinct, |a, b| {
                value(chl2011::theorem_1(a, b))
            }),
            e("chl2011/corollary", Domain::PositiveDistinct, |a, b| {
                value(chl2011::corollary(a, b))
            }),
            e("chl2011/theorem-2", Domain::PositiveDistinct, |a, b| {
                value(chl2011::theorem_2(a, b))
            }),
            e("chl2011/theorem-3", Domain::Positive, |a, b| {
                value(chl2011::theorem_3(a, b))
            }),
            e(
                "levine-2006 (chl2011/remark-2)",
                Domain::Positive,
                |a, b| value(levine::cole_davie_value(a, b)),
            ),
            e("cf-evaluator", Domain::AllPairs, |a, b| {
                value(cf_evaluator::cole_davie_value(a, b))
            }),
            e("cole-davie-1969", Domain::AllPairs, |a, b| {
                outcome_p(Ok(cole_davie::is_p_position(a, b)))
            }),
            e("lengyel-2003", Domain::PositiveDistinct, |a, b| {
                outcome_p(lengyel::is_p_position(a, b))
            }),
            e("dijkstra-1981 (trail)", Domain::AllPairs, |a, b| {
                outcome_p(dijkstra::is_winning(a, b).map(|w| !w))
            }),
        ],
        TwoEntryGame::Grossman => vec![
            e("nivasch-2006", Domain::Positive, |a, b| {
                value(nivasch::grossman_value(a, b))
            }),
            e("chl2011/remark-3", Domain::PositiveDistinct, |a, b| {
                value(chl2011::remark_3(a, b))
            }),
            e("cf-evaluator", Domain::Positive, |a, b| {
                value(cf_evaluator::grossman_value(a, b))
            }),
            e("hss2008/theorem-1", Domain::Positive, |a, b| {
                outcome_p(hss2008::first_player_wins(a, b).map(|w| !w))
            }),
            e(
                "hss2008/theorem-3 (schwartz)",
                Domain::PositiveDistinct,
                |a, b| outcome_p(schwartz::first_player_wins(a, b).map(|w| !w)),
            ),
        ],
        TwoEntryGame::MEuclid => vec![
            e("cairns-ho-2012", Domain::PositiveNonDividing, |a, b| {
                value(cairns_ho::m_euclid_value(a, b))
            }),
            e("cf-evaluator", Domain::Positive, |a, b| {
                value(cf_evaluator::m_euclid_value(a, b))
            }),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocab::error::Error;

    /// Every engine answers on every position of its stated domain and skips everywhere else,
    /// so a closed form cannot drop out of the differential checks unnoticed.
    #[test]
    fn engines_answer_exactly_on_their_domain() {
        for game in [
            TwoEntryGame::ColeDavie,
            TwoEntryGame::Grossman,
            TwoEntryGame::MEuclid,
        ] {
            for e in engines(game) {
                for a in 0..=40 {
                    for b in 0..=40 {
                        let answer = e.evaluate(a, b).unwrap();
                        assert_eq!(
                            answer.is_some(),
                            e.domain.contains(a, b),
                            "{game} {} ({}) at ({a}, {b}): {answer:?}",
                            e.name,
                            e.domain
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn domains() {
        use Domain::*;
        let members = |d: Domain| -> Vec<(u64, u64)> {
            [(0, 0), (0, 3), (3, 3), (2, 3), (3, 2), (2, 4), (4, 2)]
                .into_iter()
                .filter(|&(a, b)| d.contains(a, b))
                .collect()
        };
        assert_eq!(members(AllPairs).len(), 7);
        assert_eq!(members(Positive), [(3, 3), (2, 3), (3, 2), (2, 4), (4, 2)]);
        assert_eq!(members(PositiveDistinct), [(2, 3), (3, 2), (2, 4), (4, 2)]);
        assert_eq!(members(PositiveNonDividing), [(2, 3), (3, 2)]);
        assert_eq!(PositiveNonDividing.to_string(), "0 < a < b, a ∤ b");
    }

    #[test]
    fn display() {
        assert_eq!(Outcome::P.to_string(), "P");
        assert_eq!(Outcome::N.to_string(), "N");
        assert_eq!(Answer::from(17u64).to_string(), "17");
        assert_eq!(Answer::Outcome(Outcome::N).to_string(), "N");
        assert_eq!(Answer::Outcome(Outcome::P).outcome(), Some(Outcome::P));
        assert_eq!(Answer::from(0u64).outcome(), Some(Outcome::P));
        assert_eq!(Answer::from(3u64).outcome(), Some(Outcome::N));
    }

    /// Each closed form refuses, as outside its domain, the positions its statement excludes
    /// when called directly (the engines order the entries first, so only this reaches them).
    #[test]
    fn closed_forms_refuse_outside_their_statements() {
        let refused = |r: Result<()>| {
            matches!(
                r.map_err(|e| e.kind().clone()),
                Err(ErrorKind::OutOfDomain { .. })
            )
        };
        let wide = 1u128 << 127;
        for (a, b) in [(0, 5), (5, 0), (0, 0), (wide, 1), (1, wide), (wide, wide)] {
            assert!(
                refused(nivasch::grossman_value_u128(a, b).map(drop)),
                "({a}, {b})"
            );
        }
        // b/a − a/b = b − 1/b for a = 1: floor b − 1.
        assert_eq!(nivasch::grossman_value_u128(wide - 1, 1).unwrap(), wide - 2);
        for (a, b) in [(0, 5), (5, 0), (5, 5), (6, 5)] {
            assert!(
                refused(schwartz::first_player_wins(a, b).map(drop)),
                "({a}, {b})"
            );
        }
        assert!(schwartz::first_player_wins(2, 5).is_ok());
        for (a, b) in [(0, 5), (3, 5), (5, 3), (3, 0)] {
            assert!(
                refused(spitznagel::winning_move(a, b).map(drop)),
                "({a}, {b})"
            );
        }
        assert_eq!(spitznagel::winning_move(3, 6).unwrap(), (3, 3));
    }

    /// Only "outside the domain" means skip; any other error (an overflow, say) is reported.
    #[test]
    fn evaluate_skips_only_out_of_domain() {
        let engine = |eval| Engine {
            name: "test",
            game: TwoEntryGame::ColeDavie,
            domain: Domain::AllPairs,
            eval,
        };
        let skips = engine(|_, _| Err(Error::out_of_domain("no")));
        assert_eq!(skips.evaluate(1, 2).unwrap(), None);
        let fails = engine(|_, _| Err(Error::overflow("too big")));
        assert!(fails.evaluate(1, 2).is_err());
        let answers = engine(|a, b| Ok(Answer::from(a + b)));
        assert_eq!(answers.evaluate(1, 2).unwrap(), Some(Answer::from(3u64)));
    }
}
