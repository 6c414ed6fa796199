//! The reference solver: the Sprague–Grundy value as the mex of the values of the moves.
//!
//! # Source
//! ho2014 (slide "Sprague-Grundy function G"): "G(v) = 0 if v is the final position,
//! G(v) = mex{G(u) : if there exists a move from v to u}", and "mex(S) is the smallest
//! nonnegative integer not in S".
//!
//! # Conventions
//! Written to be obviously correct rather than fast: every move is enumerated by the game's own
//! move rule, values are memoised in a hash map, and the depth-first search keeps its own stack
//! (a position such as `(1, 10⁶)` is a million moves deep). A work budget, counted in move
//! evaluations, turns an infeasible request into an error instead of a hang; a cycle in a move
//! rule (a bug: all games here are acyclic) is reported, not looped on.

use crate::error::{Error, ErrorKind, Result};
use crate::games::ImpartialGame;
use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// The multiply-rotate hash of rustc (`FxHasher`): positions are small integers, and SipHash's
/// protection against adversarial keys buys nothing here but time.
#[derive(Default, Clone, Copy)]
pub struct FxHasher(u64);

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    #[inline]
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    #[inline]
    fn write_usize(&mut self, x: usize) {
        self.write_u64(x as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
}

type FxBuild = BuildHasherDefault<FxHasher>;

/// The smallest non-negative integer not in `values`.
pub fn mex(values: &[u32]) -> u32 {
    let mut seen = vec![false; values.len() + 1];
    for &v in values {
        if (v as usize) < seen.len() {
            seen[v as usize] = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(values.len()) as u32
}

/// Memoised mex solver for one game.
pub struct ReferenceSolver<G: ImpartialGame> {
    game: G,
    memo: HashMap<G::Position, u32, FxBuild>,
    budget: u64,
    work: u64,
}

/// The default budget: enough for every table the catalogue checks, small enough to answer in
/// seconds.
pub const DEFAULT_BUDGET: u64 = 2_000_000_000;

impl<G: ImpartialGame> ReferenceSolver<G> {
    /// A solver for `game` with the default budget, [`DEFAULT_BUDGET`] move evaluations.
    pub fn new(game: G) -> Self {
        Self::with_budget(game, DEFAULT_BUDGET)
    }

    /// A solver that gives up after `budget` move evaluations in total.
    pub fn with_budget(game: G, budget: u64) -> Self {
        ReferenceSolver {
            game,
            memo: HashMap::default(),
            budget,
            work: 0,
        }
    }

    /// The game being solved.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// Move evaluations spent so far.
    pub fn work(&self) -> u64 {
        self.work
    }

    /// The number of positions whose value is known.
    pub fn solved(&self) -> usize {
        self.memo.len()
    }

    /// The value of `p`, if already computed.
    pub fn cached(&self, p: &G::Position) -> Option<u32> {
        self.memo.get(p).copied()
    }

    /// The Sprague–Grundy value of `p`.
    ///
    /// # Examples
    ///
    /// ```
    /// use euclid_spec::games::{ColeDavieEuclid, GrossmanGame};
    /// use euclid_spec::solver::ReferenceSolver;
    ///
    /// // chl2011 Table 1 (Cole–Davie's Euclid): G(3, 8) = 2, G(2, 3) = 0, G(1, 9) = 9.
    /// let mut euclid = ReferenceSolver::new(ColeDavieEuclid);
    /// assert_eq!(euclid.sprague_grundy(&(3, 8))?, 2);
    /// assert_eq!(euclid.sprague_grundy(&(2, 3))?, 0);
    /// assert_eq!(euclid.sprague_grundy(&(1, 9))?, 9);
    /// assert_eq!(euclid.cached(&(1, 9)), Some(9));
    ///
    /// // chl2011 Table 2 (Grossman's game): G_G(1, 2) = 1, G_G(2, 9) = 4, G_G(5, 9) = 1.
    /// let mut grossman = ReferenceSolver::new(GrossmanGame);
    /// assert_eq!(grossman.sprague_grundy(&(1, 2))?, 1);
    /// assert_eq!(grossman.sprague_grundy(&(2, 9))?, 4);
    /// assert_eq!(grossman.sprague_grundy(&(5, 9))?, 1);
    /// // Grossman's game is played on positive integers: (0, 3) is not a position.
    /// assert!(grossman.sprague_grundy(&(0, 3)).is_err());
    /// # Ok::<(), euclid_spec::Error>(())
    /// ```
    pub fn sprague_grundy(&mut self, p: &G::Position) -> Result<u32> {
        self.game.check_position(p)?;
        if let Some(&v) = self.memo.get(p) {
            return Ok(v);
        }
        let ReferenceSolver {
            game,
            memo,
            budget,
            work,
        } = self;
        let mut charge = || -> Result<()> {
            *work += 1;
            if *work > *budget {
                return Err(Error::new(ErrorKind::SolverBudget {
                    game: game.name(),
                    position: format!("{p:?}"),
                    budget: *budget,
                }));
            }
            Ok(())
        };
        let cycle = |q: &G::Position| {
            Error::new(ErrorKind::Cycle {
                game: game.name(),
                position: format!("{q:?}"),
            })
        };
        // (position, children pushed?). A position is "open" from the time its children are
        // pushed until its value is known; meeting an open position again means a cycle.
        let mut stack: Vec<(G::Position, bool)> = vec![(p.clone(), false)];
        let mut open: HashSet<G::Position, FxBuild> = HashSet::default();
        while let Some((q, expanded)) = stack.pop() {
            if memo.contains_key(&q) {
                continue;
            }
            if !expanded {
                if open.contains(&q) {
                    return Err(cycle(&q));
                }
                let mut children = Vec::new();
                for m in game.moves(&q) {
                    charge()?;
                    if !memo.contains_key(&m) {
                        children.push((m, false));
                    }
                }
                open.insert(q.clone());
                stack.push((q, true));
                stack.extend(children);
            } else {
                let mut values = Vec::new();
                for m in game.moves(&q) {
                    charge()?;
                    // Every child was solved before its parent came back to the top of the
                    // stack, unless the child reaches the parent: a cycle.
                    values.push(*memo.get(&m).ok_or_else(|| cycle(&m))?);
                }
                open.remove(&q);
                memo.insert(q, mex(&values));
            }
        }
        Ok(memo[p])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GrossmanGame;

    /// Grossman's (1, 3) by hand: three moves in all ((1,3)→(1,2), (1,3)→(1,1), (1,2)→(1,1)),
    /// each listed twice (once to push the child, once to read its value), three positions.
    #[test]
    fn accounting_by_hand() {
        let mut s = ReferenceSolver::with_budget(GrossmanGame, 6);
        assert_eq!(s.cached(&(1, 3)), None);
        assert_eq!(s.sprague_grundy(&(1, 3)).unwrap(), 2);
        assert_eq!((s.work(), s.solved()), (6, 3));
        assert_eq!(s.cached(&(1, 3)), Some(2));
        assert_eq!(s.cached(&(1, 2)), Some(1));
        assert_eq!(s.cached(&(1, 1)), Some(0));
        assert_eq!(s.cached(&(2, 3)), None);
        // A known value costs nothing more.
        assert_eq!(s.sprague_grundy(&(1, 2)).unwrap(), 1);
        assert_eq!(s.work(), 6);
        // One evaluation short of the need: refused.
        let mut short = ReferenceSolver::with_budget(GrossmanGame, 5);
        assert!(matches!(
            short.sprague_grundy(&(1, 3)).map_err(|e| e.kind().clone()),
            Err(ErrorKind::SolverBudget { .. })
        ));
    }
}
