//! M-Euclid of Cairns and Ho (2012): play until one entry is a multiple of the other.
//!
//! # Source
//! ho2014 (slide "The game M-EUCLID"): "Definition (Cairns & Ho, 2012). The game ends when one
//! entries is a positive multiple of the other." The paper itself (Bull. Aust. Math. Soc. 86) is
//! not among our sources; the slide's definition is what we implement.
//!
//! # Conventions
//! Positions are ordered pairs of positive integers; a move subtracts a positive multiple of one
//! entry from the other keeping it positive, as in Grossman's game. A position is final when one
//! entry divides the other (so `(a, a)` and `(1, b)` are final). From a non-final position no
//! move can reach a zero, since the smaller entry does not divide the larger.

use super::{is_subtraction_move, require_positive, subtraction_moves, ImpartialGame};
use crate::vocab::error::Result;

/// M-Euclid (normal play).
#[derive(Clone, Copy, Debug, Default)]
pub struct MEuclid;

impl ImpartialGame for MEuclid {
    type Position = (u64, u64);

    fn name(&self) -> String {
        "m-euclid".to_string()
    }

    fn check_position(&self, p: &(u64, u64)) -> Result<()> {
        require_positive(|| self.name(), p)
    }

    fn is_terminal(&self, &(a, b): &(u64, u64)) -> bool {
        a == 0 || b == 0 || b % a == 0 || a % b == 0
    }

    fn moves<'a>(&'a self, p: &'a (u64, u64)) -> impl Iterator<Item = (u64, u64)> + 'a {
        let &(a, b) = p;
        let live = !self.is_terminal(p);
        subtraction_moves(a, b, 1, live)
    }

    fn is_move(&self, from: &(u64, u64), to: &(u64, u64)) -> bool {
        !self.is_terminal(from) && is_subtraction_move(*from, *to, 1)
    }
}
