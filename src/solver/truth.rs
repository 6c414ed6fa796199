//! The values of a game on every position up to a bound, by two independent solvers: the
//! reference solver (the mex over the move rules) and the fast table, each read through the
//! other, so that a disagreement is a value no caller can miss.

use super::reference::{PairMemo, PairValues};
use super::ReferenceSolver;
use super::{DenseTable, TripleTable};
use crate::games::{triple, Entries, GameName, ImpartialGame, Triple};
use crate::games::{TripleGame, TwoEntryGame};
use crate::vocab::error::Result;
use crate::vocab::Failure;
use std::collections::HashMap;

/// The values of one game (normal or misère) on every pair with entries at most `n`, by the
/// reference solver and by the dense table. The two are compared on every ordered pair when the
/// truth is built; what is kept is the dense table and every pair where the reference solver
/// answered otherwise (with its answer), so that a reader sees both answers there and the
/// agreed value everywhere else, in a third of the memory of both tables.
pub struct Truth {
    /// The game.
    pub game: TwoEntryGame,
    /// Whether it is the misère version.
    pub misere: bool,
    /// The largest entry covered.
    pub n: u64,
    /// The ordered pairs where the reference solver's answer is not the dense table's.
    differs: HashMap<(u64, u64), Option<u32>>,
    dense: DenseTable,
}

/// The most memory one reference table of pairs may take (`2·(n + 1)²` bytes, while the truth
/// is built): 16 GiB.
pub const MAX_REFERENCE_BYTES: u64 = 16 << 30;

impl Truth {
    /// Solves every pair with entries at most `n` twice, by the reference solver and by the
    /// dense table. Fails when `n` is above the dense table's limit.
    ///
    /// # Examples
    ///
    /// ```
    /// use euclid_spec::solver::{Truth};
    /// use euclid_spec::games::TwoEntryGame;
    ///
    /// // chl2011 Table 2 (Grossman's game): G_G(1, 2) = 1, G_G(2, 9) = 4, G_G(5, 9) = 1,
    /// // G_G(5, 8) = 0.
    /// let grossman = Truth::build(TwoEntryGame::Grossman, false, 9)?;
    /// assert_eq!(grossman.value(1, 2)?, 1);
    /// assert_eq!(grossman.value(2, 9)?, 4);
    /// assert_eq!(grossman.value(5, 9)?, 1);
    /// assert!(grossman.is_p(5, 8)?);
    /// // (0, 3) is no position of Grossman's game: neither solver has a value there.
    /// assert!(grossman.value(0, 3).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn build(game: TwoEntryGame, misere: bool, n: u64) -> Result<Truth> {
        let reference = reference_square(game, misere, n)?;
        let dense = DenseTable::build(game, misere, n)?;
        let differs = differences(n, |x, y| reference.get(x, y), &dense);
        Ok(Truth {
            game,
            misere,
            n,
            differs,
            dense,
        })
    }

    /// The same truth with a fault planted on purpose: both solvers answer `value` at `(a, b)`
    /// and `(b, a)` (`None`: no value, as off the game), as if they agreed on it. For the
    /// tests that hold a predicate able to fail where no printed example can make it (a
    /// statement that holds everywhere); nothing else plants. Refused outside the table, or for
    /// a value above what the table holds.
    ///
    /// ```
    /// use euclid_spec::solver::Truth;
    /// use euclid_spec::games::TwoEntryGame;
    ///
    /// let euclid = Truth::build(TwoEntryGame::ColeDavie, false, 9)?.with_planted(3, 5, Some(0))?;
    /// assert!(euclid.is_p(3, 5)? && euclid.is_p(5, 3)?); // G(3, 5) = 1, planted 0
    /// assert!(Truth::build(TwoEntryGame::ColeDavie, false, 9)?.with_planted(3, 10, Some(0)).is_err());
    /// assert!(Truth::build(TwoEntryGame::ColeDavie, false, 9)?.with_planted(3, 5, Some(1 << 16)).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_planted(mut self, a: u64, b: u64, value: Option<u32>) -> Result<Truth> {
        if !self.dense.plant(a, b, value) {
            return Err(crate::vocab::error::Error::refused(format!(
                "cannot plant {} at ({a}, {b}) in the {} table up to {}",
                value.map_or("no value".to_string(), |v| v.to_string()),
                self.name(),
                self.n
            )));
        }
        self.differs.remove(&(a, b));
        self.differs.remove(&(b, a));
        Ok(self)
    }

    /// The game's name, `misere-` first for the misère version.
    pub fn name(&self) -> String {
        GameName::TwoEntry {
            game: self.game,
            misere: self.misere,
        }
        .to_string()
    }

    /// The reference solver's value, if `(a, b)` is a position within the bound.
    pub fn reference(&self, a: u64, b: u64) -> Option<u32> {
        self.reference_beside(a, b, self.dense.get(a, b))
    }

    /// The reference solver's value, given the dense table's `d` at `(a, b)`: `d` itself unless
    /// the pair is one where they differ. Where no pair differs (every run unless a solver is
    /// wrong), no lookup in the map.
    fn reference_beside(&self, a: u64, b: u64, d: Option<u32>) -> Option<u32> {
        if self.differs.is_empty() {
            return d;
        }
        match self.differs.get(&(a, b)) {
            Some(&r) => r,
            None => d,
        }
    }

    /// The ordered pairs where the two solvers differ (none, unless one of them is wrong).
    pub fn disagreements(&self) -> usize {
        self.differs.len()
    }

    /// The value both solvers agree on, or what each answered.
    pub fn value(&self, a: u64, b: u64) -> Result<u64, Failure> {
        if let Some(v) = self.agreed(a, b) {
            return Ok(v);
        }
        let d = self.dense.get(a, b);
        let r = self.reference_beside(a, b, d);
        // Where the two solvers disagree (or one has no value): what each answered.
        Err(Failure::at_pair(a, b)
            .answer(format!("reference ({})", self.name()), show(r))
            .answer(format!("dense ({})", self.name()), show(d))
            .explain(format!("sg {} {a} {b} --explain", self.name())))
    }

    /// The value both solvers agree on, or `None` where [`Truth::value`] says what each
    /// answered: the same decision without building the disagreement, for walks that read
    /// billions of values.
    #[inline]
    pub fn agreed(&self, a: u64, b: u64) -> Option<u64> {
        let d = self.dense.get(a, b);
        match (self.reference_beside(a, b, d), d) {
            (Some(r), Some(d)) if r == d => Some(u64::from(r)),
            _ => None,
        }
    }

    /// Whether the position is P, by both solvers.
    pub fn is_p(&self, a: u64, b: u64) -> Result<bool, Failure> {
        self.value(a, b).map(|v| v == 0)
    }
}

/// Every ordered pair up to `n` where `reference` does not answer as `dense` does, with the
/// reference's answer.
fn differences(
    n: u64,
    reference: impl Fn(u64, u64) -> Option<u32>,
    dense: &DenseTable,
) -> HashMap<(u64, u64), Option<u32>> {
    let mut differs = HashMap::new();
    // Row by row of the dense table (the smaller entry, then the larger), both orders of each
    // pair: the reads stay in one row of either table instead of one read per row.
    for lo in 0..=n {
        let row = dense.upper_row(lo);
        for (i, hi) in (lo..=n).enumerate() {
            let d = row.get(i);
            for (x, y) in [(lo, hi), (hi, lo)] {
                let r = reference(x, y);
                if r != d {
                    differs.insert((x, y), r);
                }
            }
        }
    }
    differs
}

fn show(v: Option<u32>) -> String {
    v.map_or_else(|| "no value".to_string(), |v| v.to_string())
}

/// The reference solver's values on every ordered pair up to `n`, kept in a flat memo.
fn reference_square(game: TwoEntryGame, misere: bool, n: u64) -> Result<PairValues> {
    use crate::games::{ColeDavieEuclid, GrossmanGame, MEuclid, Misere, MiserePosition};
    fn solve<G>(rules: G, n: u64, at: impl Fn(u64, u64) -> G::Position) -> Result<PairValues>
    where
        G: ImpartialGame,
        G::Position: Entries,
    {
        let memo = PairMemo::new(n, MAX_REFERENCE_BYTES)?;
        let mut solver = ReferenceSolver::with_memo(rules, u64::MAX, memo);
        // Row by row of the memo (the smaller entry `a`), and in a row chain by chain
        // (`m = a + r, 2a + r, …` for `r < a`): the moves of `(a, m)` and `(m, a)` lower `m`
        // by multiples of `a`, so they land earlier on the same chain (solved, and in the
        // caches) and, once below `a`, on `(r, a)` or `(a, r)` in row `r`. The order is a
        // schedule only: any order gives the same values (the solver's search solves a move
        // before the position that reads it).
        let solve_at = |solver: &mut ReferenceSolver<G, _>, x: u64, y: u64| -> Result<()> {
            let p = at(x, y);
            if solver.game().check_position(&p).is_ok() {
                solver.sprague_grundy(&p)?;
            }
            Ok(())
        };
        for m in 0..=n {
            solve_at(&mut solver, 0, m)?;
            solve_at(&mut solver, m, 0)?;
        }
        for a in 1..=n {
            // Chains that start beyond `n` are empty.
            for r in 0..a.min(n - a + 1) {
                let mut m = a + r;
                while m <= n {
                    solve_at(&mut solver, a, m)?;
                    solve_at(&mut solver, m, a)?;
                    m += a;
                }
            }
        }
        Ok(solver.into_memo().into_values())
    }
    let pair = |x, y| (x, y);
    let misere_pair = |x, y| MiserePosition::Game((x, y));
    match (game, misere) {
        (TwoEntryGame::ColeDavie, false) => solve(ColeDavieEuclid, n, pair),
        (TwoEntryGame::Grossman, false) => solve(GrossmanGame, n, pair),
        (TwoEntryGame::MEuclid, false) => solve(MEuclid, n, pair),
        (TwoEntryGame::ColeDavie, true) => solve(Misere(ColeDavieEuclid), n, misere_pair),
        (TwoEntryGame::Grossman, true) => solve(Misere(GrossmanGame), n, misere_pair),
        (TwoEntryGame::MEuclid, true) => solve(Misere(MEuclid), n, misere_pair),
    }
}

/// The reference solver fills triples up to this bound; above it the triple table answers alone
/// (it is diffed against the reference solver in the tests and below this bound in every run).
pub const REFERENCE_TRIPLES_MAX: u64 = 60;

/// The values of one three-entry game on every sorted triple with entries at most `n`.
pub struct TripleTruth {
    /// The game.
    pub game: TripleGame,
    /// Whether it is the misère version.
    pub misere: bool,
    /// The largest entry covered.
    pub n: u64,
    /// The reference solver's value at every triple where it ran and does not answer as the
    /// table does (empty unless a solver is wrong): diffed once when built, so that a read is
    /// the table's alone where nothing differs.
    differs: HashMap<Triple, u32>,
    table: TripleTable,
}

impl TripleTruth {
    /// Fills the triple table up to `n`, and the reference solver too when `n` is at most
    /// [`REFERENCE_TRIPLES_MAX`]. Fails when `n` is above the triple table's limit.
    pub fn build(game: TripleGame, misere: bool, n: u64) -> Result<TripleTruth> {
        let table = TripleTable::build(game, misere, n)?;
        let mut reference = HashMap::new();
        if n <= REFERENCE_TRIPLES_MAX {
            fill_triples(GameName::Triple { game, misere }, n, &mut reference)?;
        }
        // Every triple the reference solver filled is one of the table's (both cover the sorted
        // triples up to `n`).
        let differs = reference
            .into_iter()
            .filter(|(t, r)| table.get(t[0], t[1], t[2]) != Some(*r))
            .collect();
        Ok(TripleTruth {
            game,
            misere,
            n,
            differs,
            table,
        })
    }

    /// The same truth with a fault planted on purpose: the table and the reference solver (where
    /// it ran) answer `value` at the triple `(a, b, c)` (any order), as if they agreed on it. For
    /// the tests that hold a predicate able to fail ([`Truth::with_planted`] for pairs); nothing
    /// else plants. Refused outside the table, or for a value above what the table holds.
    ///
    /// ```
    /// use euclid_spec::solver::TripleTruth;
    /// use euclid_spec::games::TripleGame;
    ///
    /// let g1 = TripleTruth::build(TripleGame::G1, false, 6)?;
    /// let v = g1.value(2, 3, 5)?;
    /// let planted = TripleTruth::build(TripleGame::G1, false, 6)?.with_planted(5, 2, 3, v as u32 + 1)?;
    /// assert_eq!(planted.value(3, 5, 2)?, v + 1);
    /// assert!(TripleTruth::build(TripleGame::G1, false, 6)?.with_planted(2, 3, 7, 0).is_err());
    /// assert!(TripleTruth::build(TripleGame::G1, false, 6)?.with_planted(2, 3, 5, 1 << 16).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_planted(mut self, a: u64, b: u64, c: u64, value: u32) -> Result<TripleTruth> {
        if !self.table.plant(a, b, c, value) {
            return Err(crate::vocab::error::Error::refused(format!(
                "cannot plant {value} at ({a}, {b}, {c}) in the {} table up to {}",
                self.name(),
                self.n
            )));
        }
        self.differs.remove(&triple(a, b, c));
        Ok(self)
    }

    /// The game's name, `misere-` first for the misère version.
    pub fn name(&self) -> String {
        GameName::Triple {
            game: self.game,
            misere: self.misere,
        }
        .to_string()
    }

    /// The value of the triple (any order): the table's, checked against the reference solver
    /// where it ran; when they differ, what each answered.
    pub fn value(&self, a: u64, b: u64, c: u64) -> Result<u64, Failure> {
        let t = triple(a, b, c);
        let position = || format!("({}, {}, {})", t[0], t[1], t[2]);
        let Some(v) = self.table.get(a, b, c) else {
            return Err(Failure::at(position()).answer(self.name(), "outside the table"));
        };
        // Where the reference solver ran and answered otherwise (no lookup where nothing
        // differs: every run unless a solver is wrong).
        let differs = if self.differs.is_empty() {
            None
        } else {
            self.differs.get(&t)
        };
        match differs {
            Some(&r) => Err(Failure::at(position())
                .answer(format!("reference ({})", self.name()), r)
                .answer(format!("table ({})", self.name()), v)
                .explain(format!(
                    "sg {} {} {} {} --explain",
                    self.name(),
                    t[0],
                    t[1],
                    t[2]
                ))),
            _ => Ok(v as u64),
        }
    }

    /// Whether the triple is a P-position, by the table (and the reference where it ran).
    pub fn is_p(&self, a: u64, b: u64, c: u64) -> Result<bool, Failure> {
        self.value(a, b, c).map(|v| v == 0)
    }
}

fn fill_triples(game: GameName, n: u64, out: &mut HashMap<Triple, u32>) -> Result<()> {
    let mut solver = crate::solver::reference_solver(game, u64::MAX, u64::MAX);
    for c in 1..=n {
        for b in 1..=c {
            for a in 1..=b {
                out.insert([a, b, c], solver.sprague_grundy(&[a, b, c])?);
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The square filled on its schedule (rows, then chains) holds what the plain solver (a
    /// hash memo, each position asked alone, in no chosen order) answers, at every ordered
    /// pair, for every two-entry game and its misère version; and nothing where that solver
    /// refuses the position.
    #[test]
    fn the_scheduled_square_is_the_plain_solver() {
        let n = 41;
        for game in [
            TwoEntryGame::ColeDavie,
            TwoEntryGame::Grossman,
            TwoEntryGame::MEuclid,
        ] {
            for misere in [false, true] {
                let square = reference_square(game, misere, n).unwrap();
                let mut plain = crate::solver::reference_solver(
                    GameName::TwoEntry { game, misere },
                    u64::MAX,
                    u64::MAX,
                );
                for x in (0..=n).rev() {
                    for y in 0..=n {
                        let want = plain.sprague_grundy(&[x, y]).ok();
                        assert_eq!(
                            square.get(x, y),
                            want,
                            "{game:?} misère {misere} ({x}, {y})"
                        );
                    }
                }
            }
        }
    }

    /// A reference answer that differs from the dense table's, anywhere in the square (either
    /// order, or no answer at all), is kept and shown with both answers.
    #[test]
    fn every_difference_is_kept_and_shown() {
        let dense = DenseTable::build(TwoEntryGame::Grossman, false, 12).unwrap();
        assert!(differences(12, |x, y| dense.get(x, y), &dense).is_empty());
        let wrong = |x, y| match (x, y) {
            (12, 5) => Some(7),
            (0, 3) => Some(0),
            (4, 4) => None,
            _ => dense.get(x, y),
        };
        let differs = differences(12, wrong, &dense);
        assert_eq!(differs.len(), 3);
        let t = Truth {
            game: TwoEntryGame::Grossman,
            misere: false,
            n: 12,
            differs,
            dense,
        };
        assert_eq!(t.disagreements(), 3);
        let e = t.value(12, 5).unwrap_err();
        assert_eq!(e.position, "(12, 5)");
        assert_eq!(e.answers[0].1, 7u64.into());
        assert_eq!(e.answers[1].1, t.dense.get(12, 5).unwrap().into());
        assert_eq!(t.reference(12, 5), Some(7));
        assert!(t.value(5, 12).is_ok());
        assert_eq!(t.value(4, 4).unwrap_err().answers[0].1, "no value".into());
        assert_eq!(t.value(0, 3).unwrap_err().answers[1].1, "no value".into());
    }
}
