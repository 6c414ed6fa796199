//! The misère transform: one extra vertex after the sink.
//!
//! # Source
//! ho2012 §5: "The misère version of the game G can be considered as the graph obtained from Γ by
//! adding an extra vertex v0 and a move from the sink of Γ to v0 \[13\]." and "when the graph has
//! more than one sink, they can be coalesced together into one sink without changing the
//! properties of the game."
//!
//! # Conventions
//! The sinks are coalesced: every final position of the inner game gets the single move to the
//! extra vertex, which is the only final position of the misère game. Under normal play of the
//! transformed graph, the player who makes the inner game's last move loses.

use super::ImpartialGame;
use crate::vocab::error::{Error, Result};
use std::fmt;

/// A position of a misère game: a position of the inner game, or the extra vertex `v0`.
#[derive(Clone, PartialEq, Eq, Hash)]
pub enum MiserePosition<P> {
    /// A position of the inner game.
    Game(P),
    /// The extra vertex `v0`, reached from the inner game's sink: the misère game's only final
    /// position.
    Extra,
}

/// Shown as the user writes it (messages print positions this way): the inner game's position
/// itself, `(1, 2)`, or `v0` for the extra vertex, never the enum's variant names.
impl<P: fmt::Debug> fmt::Debug for MiserePosition<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MiserePosition::Game(p) => p.fmt(f),
            MiserePosition::Extra => f.write_str("v0"),
        }
    }
}

/// The misère version of a game.
#[derive(Clone, Copy, Debug, Default)]
pub struct Misere<G>(pub G);

impl<G: ImpartialGame> ImpartialGame for Misere<G> {
    type Position = MiserePosition<G::Position>;

    fn heap_bytes(&self, p: &Self::Position) -> u64 {
        match p {
            MiserePosition::Game(q) => self.0.heap_bytes(q),
            MiserePosition::Extra => 0,
        }
    }

    fn name(&self) -> String {
        format!("misere-{}", self.0.name())
    }

    fn check_position(&self, p: &Self::Position) -> Result<()> {
        match p {
            MiserePosition::Game(q) => self.0.check_position(q),
            MiserePosition::Extra => Err(Error::invalid_position(
                self.name(),
                "v0",
                "the extra vertex is not a starting position",
            )),
        }
    }

    fn is_terminal(&self, p: &Self::Position) -> bool {
        matches!(p, MiserePosition::Extra)
    }

    fn moves<'a>(&'a self, p: &'a Self::Position) -> impl Iterator<Item = Self::Position> + 'a {
        let (inner, to_extra) = match p {
            MiserePosition::Game(q) if self.0.is_terminal(q) => (None, true),
            MiserePosition::Game(q) => (Some(self.0.moves(q).map(MiserePosition::Game)), false),
            MiserePosition::Extra => (None, false),
        };
        inner
            .into_iter()
            .flatten()
            .chain(to_extra.then_some(MiserePosition::Extra))
    }
}
