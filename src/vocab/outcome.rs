//! Who wins a position: the outcome class every game, engine and report speaks of.

use std::fmt;

/// Whether the player to move loses (P) or wins (N).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The previous player wins: the player to move loses (Sprague–Grundy value 0).
    P,
    /// The next player wins: the player to move has a winning move (a nonzero value).
    N,
}

impl Outcome {
    /// The outcome of a position with Sprague–Grundy value `value`: P when it is 0, N otherwise.
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
