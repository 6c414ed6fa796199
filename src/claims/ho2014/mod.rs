//! Predicates for `spec/ho2014.toml`: N. B. Ho, *The game EUCLID, its variants, and continued
//! fractions* (slides, 2014).

use super::{
    compositions, engine, fixed, formula_matches_solvers, ordered_pairs, pairs, pn, same_outcomes,
    value_name, At, ClaimCheck, Ctx, Failure, In, Listed, Obs, Pair, Piles, Run, Text, Truth,
    Verdict, PAIRS, PILE_SUM, SUM_ENTRIES,
};
use crate::arith::quadratic::compare_with_phi;
use crate::arith::{gcd, ordered, ContinuedFraction};
use crate::claims::reads;
use crate::claims::truth_or_return;
use crate::formulas::{
    cairns_ho, cf_evaluator, chl2011, cole_davie, lengyel, levine, nivasch, spitznagel,
};
use crate::games::TwoEntryGame;
use crate::games::{
    ColeDavieEuclid, DynGame, GameName, GrossmanGame, ImpartialGame, MEuclid, SerialNim, Sum,
};
use crate::harness::domain::cases;
use crate::solver::{mex, ReferenceSolver};
use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet};
use TwoEntryGame::{ColeDavie as CD, Grossman as GG, MEuclid as ME};

/// [`crate::claims::claim!`] with the paper part of the id from this folder: in a file of it,
/// `claim!("example-nim-1-2", …)` registers `ho2014/example-nim-1-2`.
macro_rules! claim {
    ($id:literal, $($rest:tt)*) => {
        crate::claims::claim!(concat!("ho2014/", $id), $($rest)*)
    };
}

mod common_questions;
mod continued_fractions;
mod grossman_variant;
mod levine_reformulation;
mod m_euclid;
mod nim;
mod nivasch_theorem;
mod p_and_n_positions;
mod serial_nim;
mod sprague_grundy;
mod sums;
mod the_p_positions;
mod two_games_related;
mod without_phi;

#[cfg(test)]
use serial_nim::serial_nim_values_agree;

/// The predicates of every `spec/ho2014.toml` entry, one per claim id, result by result.
pub fn claims() -> Vec<ClaimCheck> {
    [
        nim::claims(),
        sprague_grundy::claims(),
        p_and_n_positions::claims(),
        sums::claims(),
        the_p_positions::claims(),
        without_phi::claims(),
        continued_fractions::claims(),
        serial_nim::claims(),
        levine_reformulation::claims(),
        grossman_variant::claims(),
        nivasch_theorem::claims(),
        two_games_related::claims(),
        m_euclid::claims(),
        common_questions::claims(),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// A printed line of play: each step a legal move (positions as unordered pairs), outcomes
/// alternating N, P, N, …, ending on a final position.
fn check_line<G: ImpartialGame<Position = (u64, u64)>>(
    run: &mut Run<'_>,
    game: &G,
    t: &Truth,
    line: &[(u64, u64)],
) -> Verdict {
    let name = game.name();
    let steps = line
        .iter()
        .enumerate()
        .map(|(i, &(a, b))| At(In(name.clone(), Pair(a, b)), i));
    run.all(steps, |At(In(_, Pair(a, b)), i), o| {
        let (p, i) = ((*a, *b), *i);
        let want_p = i % 2 == 1;
        let is_p = t.is_p(p.0, p.1)?;
        o.value("outcome", pn(is_p))
            .value("the line alternates, so", pn(want_p));
        let next_ok = match line.get(i + 1) {
            Some(&next) => {
                let legal = game
                    .moves(&p)
                    .any(|q| ordered(q.0, q.1) == ordered(next.0, next.1));
                o.value(
                    "move to the next position",
                    if legal { "legal" } else { "illegal" },
                );
                legal
            }
            None => {
                let end = game.is_terminal(&p);
                o.value("final", end);
                end
            }
        };
        Ok(line_step_holds(is_p, want_p, next_ok))
    })
}

/// One step of a printed line: the outcome the alternation wants, and a legal move on (or, at
/// the end, a final position).
fn line_step_holds(is_p: bool, want_p: bool, next_ok: bool) -> bool {
    is_p == want_p && next_ok
}

const EUCLID_LINE: [(u64, u64); 6] = [(8, 21), (5, 8), (3, 5), (2, 3), (1, 2), (0, 1)];

#[cfg(test)]
mod tests {
    use super::*;

    /// A step with the wrong outcome is refused though its move is legal, and so is a step with
    /// the right outcome and an illegal move.
    #[test]
    fn line_refuses_a_wrong_outcome_or_an_illegal_move() {
        assert!(line_step_holds(true, true, true));
        assert!(line_step_holds(false, false, true));
        assert!(!line_step_holds(true, false, true));
        assert!(!line_step_holds(true, true, false));
    }
}
