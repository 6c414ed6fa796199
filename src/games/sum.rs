//! The sum of two games.
//!
//! # Source
//! ho2014 (slide "WHY G?"): "Given two games G1 and G2. Choose one game, either, and play there,
//! following the rule of that game. The next move can be made in any game. The sum ends when both
//! games end."

use super::ImpartialGame;
use crate::vocab::error::Result;

/// `G1 + G2`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Sum<G1, G2>(pub G1, pub G2);

impl<G1: ImpartialGame, G2: ImpartialGame> ImpartialGame for Sum<G1, G2> {
    type Position = (G1::Position, G2::Position);

    fn heap_bytes(&self, p: &Self::Position) -> u64 {
        self.0
            .heap_bytes(&p.0)
            .saturating_add(self.1.heap_bytes(&p.1))
    }

    fn name(&self) -> String {
        format!("{} + {}", self.0.name(), self.1.name())
    }

    fn check_position(&self, p: &Self::Position) -> Result<()> {
        self.0.check_position(&p.0)?;
        self.1.check_position(&p.1)
    }

    fn is_terminal(&self, p: &Self::Position) -> bool {
        self.0.is_terminal(&p.0) && self.1.is_terminal(&p.1)
    }

    fn moves<'a>(&'a self, p: &'a Self::Position) -> impl Iterator<Item = Self::Position> + 'a {
        let left = self.0.moves(&p.0).map(move |q| (q, p.1.clone()));
        let right = self.1.moves(&p.1).map(move |q| (p.0.clone(), q));
        left.chain(right)
    }
}
