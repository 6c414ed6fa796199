//! Impartial games: one trait, one file per game, each documenting its move rule and end rule
//! in the papers' words.
//!
//! Two-entry positions are stored as ordered pairs `(a, b)`, exactly as the rules speak of them;
//! the symmetry `(a, b) ~ (b, a)` is a property the tests check, not an assumption of the games.

pub mod cole_davie;
pub mod grossman;
pub mod m_euclid;
pub mod misere;
pub mod name;
pub mod serial_nim;
pub mod sum;
pub mod triples;

pub use cole_davie::ColeDavieEuclid;
pub use grossman::GrossmanGame;
pub use m_euclid::MEuclid;
pub use misere::{Misere, MiserePosition};
pub use name::{parse_entry, DynGame, DynSolver, Entries, GameName, TripleGame, TwoEntryGame};
pub use serial_nim::SerialNim;
pub use sum::Sum;
pub use triples::{triple, ThreeEuclid, Triple, G1, G2};

use crate::vocab::error::Result;
use std::fmt::Debug;
use std::hash::Hash;

/// An impartial game under the normal play convention: the player who cannot move loses.
pub trait ImpartialGame: Send + Sync {
    /// A position of the game (a pair, a sorted triple, piles, …).
    type Position: Clone + Eq + Hash + Debug;

    /// The game's name, as the CLI and the catalogue spell it.
    fn name(&self) -> String;

    /// Checks that `p` is a position of this game.
    fn check_position(&self, p: &Self::Position) -> Result<()>;

    /// The end rule: whether `p` is a final position. Always equal to "no move from `p`"; the
    /// tests check that the two agree.
    fn is_terminal(&self, p: &Self::Position) -> bool;

    /// The move rule: every position reachable in one move, lazily (a position like
    /// `(1, 2⁶⁴ − 1)` has 2⁶⁴ − 1 moves, so callers count as they go).
    fn moves<'a>(&'a self, p: &'a Self::Position) -> impl Iterator<Item = Self::Position> + 'a;

    /// Whether `to` is one move from `from`. The default lists the moves; a game with very many
    /// moves from one position answers directly.
    fn is_move(&self, from: &Self::Position, to: &Self::Position) -> bool {
        self.moves(from).any(|q| q == *to)
    }

    /// The bytes `p` keeps on the heap besides its own size (Serial Nim's piles), for the
    /// reference solver's memory bound. No move makes a position hold more than its parent.
    fn heap_bytes(&self, _p: &Self::Position) -> u64 {
        0
    }
}

/// The moves of a two-entry subtraction game: from `(a, b)` subtract `k·a` from `b` or `k·b`
/// from `a` (k ≥ 1), keeping the result at least `floor` (0 for Cole–Davie's Euclid, 1 for the
/// games whose entries stay positive): first `(a, b − a), (a, b − 2a), …`, then
/// `(a − b, b), (a − 2b, b), …`. None when `live` is false (a final position) or an entry is 0.
pub(crate) fn subtraction_moves(a: u64, b: u64, floor: u64, live: bool) -> SubtractionMoves {
    let live = live && a > 0 && b > 0;
    SubtractionMoves {
        a,
        b,
        floor,
        // With nothing to lower, neither loop starts.
        lower_b: if live { b } else { 0 },
        lower_a: if live { a } else { 0 },
    }
}

/// The iterator of [`subtraction_moves`]: `b` lowered by `a` while it stays at least the floor,
/// then `a` lowered by `b`.
pub(crate) struct SubtractionMoves {
    a: u64,
    b: u64,
    floor: u64,
    lower_b: u64,
    lower_a: u64,
}

impl Iterator for SubtractionMoves {
    type Item = (u64, u64);

    #[inline]
    fn next(&mut self) -> Option<(u64, u64)> {
        // a, b > 0 whenever lower_b or lower_a is: each step lowers, so the loops end.
        if self.lower_b >= self.a && self.lower_b - self.a >= self.floor && self.a > 0 {
            self.lower_b -= self.a;
            return Some((self.a, self.lower_b));
        }
        if self.lower_a >= self.b && self.lower_a - self.b >= self.floor && self.b > 0 {
            self.lower_a -= self.b;
            return Some((self.lower_a, self.b));
        }
        None
    }
}

/// Whether `to` is one subtraction move from `from`, the rule [`subtraction_moves`] lists,
/// decided without listing: one entry stays, the other loses a positive multiple of it and stays
/// at least `floor`.
pub(crate) fn is_subtraction_move(from: (u64, u64), to: (u64, u64), floor: u64) -> bool {
    let lowered = |keep: u64, was: u64, now: u64| {
        keep > 0 && now < was && (was - now) % keep == 0 && now >= floor
    };
    (to.0 == from.0 && lowered(from.0, from.1, to.1))
        || (to.1 == from.1 && lowered(from.1, from.0, to.0))
}

/// The position check of the games whose entries stay positive. The game is named only on
/// the error path (`game()`): a table's build checks every position it asks the reference
/// solver for, and a name built there each time was a tenth of the build's time.
#[inline]
pub(crate) fn require_positive(game: impl FnOnce() -> String, p: &(u64, u64)) -> Result<()> {
    if p.0 == 0 || p.1 == 0 {
        return Err(crate::Error::invalid_position(
            game(),
            show_pair(p),
            "entries must be positive",
        ));
    }
    Ok(())
}

/// A pair written as the papers write positions.
pub(crate) fn show_pair(p: &(u64, u64)) -> String {
    format!("({}, {})", p.0, p.1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A refused position is named in the papers' notation, with the game and the reason.
    #[test]
    fn refusals_name_the_position() {
        let refusals = [
            (
                "grossman",
                [(0, 5), (7, 0)].map(|p| (p, GrossmanGame.check_position(&p))),
            ),
            (
                "m-euclid",
                [(0, 5), (7, 0)].map(|p| (p, MEuclid.check_position(&p))),
            ),
        ];
        for (name, results) in refusals {
            for (p, r) in results {
                assert_eq!(
                    r.unwrap_err().to_string(),
                    format!(
                        "({}, {}) is not a position of {name}: entries must be positive",
                        p.0, p.1
                    )
                );
            }
        }
        assert!(ColeDavieEuclid.check_position(&(0, 0)).is_ok());
        assert!(GrossmanGame.check_position(&(1, 1)).is_ok());
        assert!(MEuclid.check_position(&(1, 1)).is_ok());
        assert_eq!(
            show_pair(&(3, 18446744073709551615)),
            "(3, 18446744073709551615)"
        );
    }

    /// The names the CLI and the catalogue use; `GameName` parses the same spellings.
    #[test]
    fn names() {
        assert_eq!(ColeDavieEuclid.name(), "cole-davie");
        assert_eq!(GrossmanGame.name(), "grossman");
        assert_eq!(MEuclid.name(), "m-euclid");
        assert_eq!(SerialNim.name(), "serial-nim");
        assert_eq!(Misere(GrossmanGame).name(), "misere-grossman");
        assert_eq!(
            Sum(ColeDavieEuclid, MEuclid).name(),
            "cole-davie + m-euclid"
        );
        assert_eq!(ThreeEuclid.name(), "3-euclid");
        assert_eq!(G1.name(), "g1");
        assert_eq!(G2.name(), "g2");
    }

    /// Asked about a non-position (a zero entry where entries stay positive), a game answers
    /// "final, no moves": never a panic, a division by zero or an endless list of moves.
    #[test]
    fn non_positions_have_no_moves() {
        for p in [(0, 5), (5, 0), (0, 0)] {
            assert_eq!(GrossmanGame.moves(&p).count(), 0, "grossman {p:?}");
            assert_eq!(MEuclid.moves(&p).count(), 0, "m-euclid {p:?}");
            assert!(MEuclid.is_terminal(&p), "m-euclid {p:?}");
            assert!(ColeDavieEuclid.is_terminal(&p), "cole-davie {p:?}");
            assert_eq!(ColeDavieEuclid.moves(&p).count(), 0, "cole-davie {p:?}");
        }
        assert!(!MEuclid.is_terminal(&(2, 5)));
        assert!(MEuclid.is_terminal(&(5, 10)) && MEuclid.is_terminal(&(10, 5)));
    }

    /// The end rule agrees with "no move" for Serial Nim, and a sum ends when both games end.
    #[test]
    fn end_rules_of_serial_nim_and_sums() {
        for p in [vec![], vec![1], vec![2, 1], vec![1, 1, 3]] {
            assert_eq!(
                SerialNim.is_terminal(&p),
                SerialNim.moves(&p).next().is_none(),
                "{p:?}"
            );
        }
        assert!(SerialNim.is_terminal(&vec![]) && !SerialNim.is_terminal(&vec![1]));
        let sum = Sum(GrossmanGame, ColeDavieEuclid);
        assert!(sum.is_terminal(&((3, 3), (0, 4))));
        for p in [((3, 3), (1, 4)), ((2, 3), (0, 4)), ((2, 3), (1, 4))] {
            assert!(!sum.is_terminal(&p), "{p:?}");
            assert!(sum.moves(&p).next().is_some(), "{p:?}");
        }
        // A sum's position is checked component by component.
        assert!(sum.check_position(&((1, 2), (0, 0))).is_ok());
        let e = sum
            .check_position(&((0, 2), (1, 1)))
            .unwrap_err()
            .to_string();
        assert!(e.contains("grossman"), "{e}");
        let right = Sum(ColeDavieEuclid, MEuclid);
        assert!(right.check_position(&((0, 2), (5, 0))).is_err());
    }
}
