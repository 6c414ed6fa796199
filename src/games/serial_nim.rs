//! Serial Nim (Tan 1979; Levine 2006): Nim where one may take only from the leftmost pile.
//!
//! # Source
//! ho2014 (slide "The game of SERIAL NIM"): "Playing as NIM but moving from the leftmost pile:
//! (a1, a2, …, an) → (a1 − i, a2, …, an)." chl2011 Remark 2: "one can think of Euclid as a game
//! of Nim in which one may only take counters from the leftmost pile."
//!
//! # Conventions
//! A position is a sequence of positive pile sizes; a pile that is emptied disappears, so the
//! next pile becomes the leftmost. The empty sequence is final.

use super::ImpartialGame;
use crate::vocab::error::{Error, Result};

/// Serial Nim (normal play).
#[derive(Clone, Copy, Debug, Default)]
pub struct SerialNim;

impl ImpartialGame for SerialNim {
    type Position = Vec<u64>;

    fn heap_bytes(&self, p: &Vec<u64>) -> u64 {
        8 * p.len() as u64
    }

    fn name(&self) -> String {
        "serial-nim".to_string()
    }

    fn check_position(&self, p: &Vec<u64>) -> Result<()> {
        if p.contains(&0) {
            return Err(Error::invalid_position(
                self.name(),
                format!("{p:?}"),
                "piles must be positive",
            ));
        }
        Ok(())
    }

    fn is_terminal(&self, p: &Vec<u64>) -> bool {
        p.is_empty()
    }

    fn moves<'a>(&'a self, p: &'a Vec<u64>) -> impl Iterator<Item = Vec<u64>> + 'a {
        let first = p.first().copied().unwrap_or(0);
        (1..=first).map(move |i| {
            let mut next = p.clone();
            if i == first {
                next.remove(0);
            } else {
                next[0] = first - i;
            }
            next
        })
    }
}
