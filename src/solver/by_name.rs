//! The reference solver of a game named at run time (the CLI's, the guard's, the truths'): the
//! one dispatch of [`crate::games::name`] from a [`GameName`] to the game's type, here to its
//! [`ReferenceSolver`], behind [`DynSolver`].

use super::ReferenceSolver;
use crate::games::name::{dispatch, position};
use crate::games::{DynSolver, Entries, GameName, ImpartialGame, TripleGame, TwoEntryGame};
use crate::vocab::error::Result;

/// The reference solver (the mex over the move rules) of the game, with a work budget (move
/// evaluations) and a memory bound (bytes; [`ReferenceSolver::with_max_bytes`]).
///
/// # Examples
///
/// ```
/// use euclid_spec::games::GameName;
/// use euclid_spec::solver::reference_solver;
///
/// // chl2011 Table 1 (Cole–Davie's Euclid): G(3, 8) = 2, G(2, 3) = 0, G(1, 9) = 9.
/// let mut euclid = reference_solver(GameName::parse("euclid")?, 1_000_000, u64::MAX);
/// assert_eq!(euclid.sprague_grundy(&[3, 8])?, 2);
/// assert_eq!(euclid.sprague_grundy(&[2, 3])?, 0);
/// assert_eq!(euclid.sprague_grundy(&[1, 9])?, 9);
/// // chl2011 Theorem 1 by hand: 13/8 = [1, 1, 1, 1, 2], λ = 4 is even, G(8, 13) = ⌊13/8⌋ = 1.
/// assert_eq!(euclid.sprague_grundy(&[8, 13])?, 1);
///
/// // chl2011 Table 2 (Grossman's game): G_G(2, 9) = 4, G_G(5, 9) = 1.
/// let mut grossman = reference_solver(GameName::parse("grossman")?, 1_000_000, u64::MAX);
/// assert_eq!(grossman.sprague_grundy(&[2, 9])?, 4);
/// assert_eq!(grossman.sprague_grundy(&[5, 9])?, 1);
///
/// // ho2012 §1: the position (2, 3, 7) has the value 3 in G2.
/// let mut g2 = reference_solver(GameName::parse("g2")?, 1_000_000, u64::MAX);
/// assert_eq!(g2.sprague_grundy(&[2, 3, 7])?, 3);
///
/// // A budget too small for the position is an error, not a hang.
/// let mut starved = reference_solver(GameName::parse("euclid")?, 1, u64::MAX);
/// assert!(starved.sprague_grundy(&[8, 21]).is_err());
/// # Ok::<(), euclid_spec::Error>(())
/// ```
pub fn reference_solver(name: GameName, budget: u64, max_bytes: u64) -> Box<dyn DynSolver> {
    macro_rules! solver {
        ($g:expr) => {
            Box::new(ReferenceSolver::with_budget($g, budget).with_max_bytes(max_bytes))
        };
    }
    dispatch!(name, solver)
}

impl<G> DynSolver for ReferenceSolver<G>
where
    G: ImpartialGame,
    G::Position: Entries,
{
    fn sprague_grundy(&mut self, entries: &[u64]) -> Result<u32> {
        let p = position(|| self.game().name(), entries)?;
        ReferenceSolver::sprague_grundy(self, &p)
    }
    fn work(&self) -> u64 {
        ReferenceSolver::work(self)
    }
    fn peak_bytes(&self) -> u64 {
        ReferenceSolver::peak_bytes(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every game dispatches to a reference solver of its name, which gives the values the
    /// papers print.
    #[test]
    fn every_game_dispatches_to_its_solver() {
        assert_eq!(GameName::all().count(), 13);
        for (spelling, game) in GameName::spellings().zip(GameName::all()) {
            let position: Vec<u64> = match game.entries() {
                Some(2) => vec![2, 3],
                Some(3) => vec![2, 3, 7],
                _ => vec![2, 1],
            };
            let mut solver = reference_solver(game, 1_000_000, u64::MAX);
            assert!(solver.sprague_grundy(&position).is_ok(), "{spelling}");
        }
        // The values the papers print, through the dispatch.
        let g = |name: &str, p: &[u64]| {
            reference_solver(GameName::parse(name).unwrap(), 1_000_000, u64::MAX)
                .sprague_grundy(p)
                .unwrap()
        };
        assert_eq!(g("3-euclid", &[2, 3, 7]), 1); // ho2012 §1
        assert_eq!(g("g1", &[7, 3, 2]), 2);
        assert_eq!(g("g2", &[2, 3, 7]), 3);
        assert_eq!(g("cole-davie", &[8, 13]), 1); // chl2011 Table 1
        assert_eq!(g("grossman", &[8, 13]), 1); // chl2011 Table 2
        assert!(
            reference_solver(GameName::parse("g2").unwrap(), 10, u64::MAX)
                .sprague_grundy(&[1, 2])
                .unwrap_err()
                .to_string()
                .contains("3 entries")
        );
    }
}
