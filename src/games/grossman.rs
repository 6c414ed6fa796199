//! Grossman's game: play to equal entries. Hofmann–Schuster–Steuding's "Euclid" is this game.
//!
//! # Source
//! chl2011 §1: "Grossman \[5\] introduced a subtle variation of Euclid in which the game stops when
//! the two entries are equal." hss2008 §3: "a move consists of decreasing the larger number in the
//! current position by any positive multiple of the smaller number, as long as the result is
//! positive. The first player who cannot make a move loses."
//! chl2011 §2: "From the position \[a0\] with a0 > 0 … in Grossman's game only the moves with
//! i < a0 are permitted."
//!
//! # Conventions
//! Positions are ordered pairs of positive integers. Entries stay positive, so `(a, a)` has no
//! move: the end rule "equal entries" is the move rule's consequence, and `is_terminal` states it.

use super::{is_subtraction_move, require_positive, subtraction_moves, ImpartialGame};
use crate::vocab::error::Result;

/// Grossman's game (normal play: who reaches equal entries wins).
#[derive(Clone, Copy, Debug, Default)]
pub struct GrossmanGame;

impl ImpartialGame for GrossmanGame {
    type Position = (u64, u64);

    fn name(&self) -> String {
        "grossman".to_string()
    }

    fn check_position(&self, p: &(u64, u64)) -> Result<()> {
        require_positive(|| self.name(), p)
    }

    fn is_terminal(&self, &(a, b): &(u64, u64)) -> bool {
        a == b
    }

    fn moves<'a>(&'a self, p: &'a (u64, u64)) -> impl Iterator<Item = (u64, u64)> + 'a {
        let &(a, b) = p;
        let live = a > 0 && b > 0 && !self.is_terminal(p);
        subtraction_moves(a, b, 1, live)
    }

    fn is_move(&self, from: &(u64, u64), to: &(u64, u64)) -> bool {
        from.0 > 0 && from.1 > 0 && !self.is_terminal(from) && is_subtraction_move(*from, *to, 1)
    }
}
