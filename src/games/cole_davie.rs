//! Euclid of Cole and Davie: play to a zero.
//!
//! # Source
//! chl2011 §1: "It starts with a pair of positive integers. The players move alternately, each
//! subtracting a positive integer multiple of one of the integers from the other integer without
//! making the result negative. The player who reduces one of integers to zero wins."
//! ho2014 (slide "The game EUCLID"): "The game ends when one of entries becomes zero, i.e. (0, c)."
//! ewd1981: "A move being possible means that both numbers are positive; a move then consists in
//! decreasing one of the numbers one or more times by the other, but such that the number
//! decreased remains ≥ 0."
//!
//! # Conventions
//! Positions are ordered pairs of non-negative integers (the abstract of chl2011 allows 0, and
//! the game passes through it). A position with a zero entry is final. From `(a, a)` both `(a, 0)`
//! and `(0, a)` are moves.

use super::{is_subtraction_move, subtraction_moves, ImpartialGame};
use crate::vocab::error::Result;

/// Cole–Davie's Euclid (normal play: who reduces an entry to zero wins).
#[derive(Clone, Copy, Debug, Default)]
pub struct ColeDavieEuclid;

impl ImpartialGame for ColeDavieEuclid {
    type Position = (u64, u64);

    fn name(&self) -> String {
        "cole-davie".to_string()
    }

    fn check_position(&self, _p: &(u64, u64)) -> Result<()> {
        Ok(())
    }

    fn is_terminal(&self, &(a, b): &(u64, u64)) -> bool {
        a == 0 || b == 0
    }

    fn moves<'a>(&'a self, p: &'a (u64, u64)) -> impl Iterator<Item = (u64, u64)> + 'a {
        let &(a, b) = p;
        let live = !self.is_terminal(p);
        subtraction_moves(a, b, 0, live)
    }

    fn is_move(&self, from: &(u64, u64), to: &(u64, u64)) -> bool {
        !self.is_terminal(from) && is_subtraction_move(*from, *to, 0)
    }
}
