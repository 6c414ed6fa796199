//! A dense-table solver for the three-entry games: every sorted triple with entries at most `n`.
//!
//! # Conventions
//! - Sorted triples `a ≤ b ≤ c` are numbered `C(c+1, 3) + C(b+1, 2) + a` (entries shifted to
//!   start at 0), so the table holds `C(n+2, 3)` values and no unsorted duplicate.
//! - Triples are filled by `c`, then `b`, then `a`: a move lowers one entry, so the sorted result
//!   comes earlier in that order (read from the largest entry down).
//! - The misère version gives the final triples `(a, a, a)` the value 1 (their one move leads to
//!   the extra vertex, ho2012 §5).

use crate::error::Result;
pub use crate::games::TripleGame;

/// The largest `n` a triple table may have (`C(n+2, 3)` values of 2 bytes: about 580 MB; every
/// value is below `3n + 3`, the most moves a triple has plus one, so it fits).
pub const MAX_TRIPLE_N: u64 = 1200;

impl TripleGame {
    /// (subtracted index, reduced index) in the sorted triple.
    fn move_types(self) -> &'static [(usize, usize)] {
        match self {
            TripleGame::ThreeEuclid => &[(0, 1), (0, 2), (1, 2)],
            TripleGame::G1 => &[(0, 1), (0, 2)],
            TripleGame::G2 => &[(0, 2)],
        }
    }
}

/// The number of a sorted triple with entries `1 ≤ a ≤ b ≤ c`.
#[inline]
fn index(a: u64, b: u64, c: u64) -> usize {
    let (x, y, z) = (a - 1, b - 1, c - 1);
    (z * (z + 1) * (z + 2) / 6 + y * (y + 1) / 2 + x) as usize
}

/// [`index`] by table lookups: `tetra[c] + tri[b] + a − 1` (the same numbers; the tests check
/// it).
#[derive(Clone)]
struct Numbering {
    tetra: Vec<usize>,
    tri: Vec<usize>,
}

impl Numbering {
    fn new(n: u64) -> Numbering {
        let tetra = (0..=n)
            .map(|c| if c == 0 { 0 } else { index(1, 1, c) })
            .collect();
        let tri = (0..=n)
            .map(|b| (b * b.saturating_sub(1) / 2) as usize)
            .collect();
        Numbering { tetra, tri }
    }

    #[inline]
    fn of(&self, a: u64, b: u64, c: u64) -> usize {
        self.tetra[c as usize] + self.tri[b as usize] + (a - 1) as usize
    }
}

/// All values of one three-entry game (normal or misère) on sorted triples up to `n`.
#[derive(Clone)]
pub struct TripleTable {
    game: TripleGame,
    misere: bool,
    n: u64,
    values: Vec<u16>,
    number: Numbering,
}

/// Refuses a table larger than `MAX_TRIPLE_N` (its memory is `2·C(n + 2, 3)` bytes).
fn check_size(n: u64) -> Result<()> {
    super::check_table_size(n, MAX_TRIPLE_N)
}

impl TripleTable {
    /// Fills the table. Fails when `n > MAX_TRIPLE_N`.
    ///
    /// # Examples
    ///
    /// ```
    /// use euclid_spec::solver::{TripleGame, TripleTable};
    ///
    /// let three_euclid = TripleTable::build(TripleGame::ThreeEuclid, false, 7)?;
    /// let g1 = TripleTable::build(TripleGame::G1, false, 7)?;
    /// let g2 = TripleTable::build(TripleGame::G2, false, 7)?;
    /// // ho2012 §1: "for the position (2,3,7) the Sprague-Grundy value is 1 for 3-Euclid, 2 for
    /// // G1, and 3 for G2", and "(3,6,7) is a P-position in 3-Euclid, but it has
    /// // Sprague-Grundy value 1 for G1 and G2".
    /// let at = |a, b, c| (three_euclid.get(a, b, c), g1.get(a, b, c), g2.get(a, b, c));
    /// assert_eq!(at(2, 3, 7), (Some(1), Some(2), Some(3)));
    /// assert_eq!(at(3, 6, 7), (Some(0), Some(1), Some(1)));
    /// assert_eq!(g2.get(7, 2, 3), Some(3)); // the entries in any order
    /// assert_eq!(g2.get(2, 3, 8), None); // beyond the table
    /// assert_eq!(g2.get(0, 3, 7), None); // not a position: entries are positive
    /// # Ok::<(), euclid_spec::Error>(())
    /// ```
    pub fn build(game: TripleGame, misere: bool, n: u64) -> Result<TripleTable> {
        check_size(n)?;
        let size = if n == 0 { 0 } else { index(n, n, n) + 1 };
        let mut values = vec![0u16; size];
        let number = Numbering::new(n);
        // stamp[v] == id marks value v as reached from the triple numbered id.
        let mut stamp = vec![u32::MAX; 3 * n as usize + 3];
        let mut id: u32 = 0;
        for c in 1..=n {
            for b in 1..=c {
                for a in 1..=b {
                    let here = number.of(a, b, c);
                    if a == c {
                        values[here] = u16::from(misere);
                        continue;
                    }
                    id = id.wrapping_add(1);
                    let t = [a, b, c];
                    let mut count = 0usize;
                    for &(from, to) in game.move_types() {
                        let x = t[from];
                        // The two entries the move keeps, in order: u ≤ v.
                        let (u, v) = match to {
                            1 => (a, c),
                            2 => (a, b),
                            _ => unreachable!("a move lowers b or c"),
                        };
                        // The lowered entry takes the values t[to] − x, t[to] − 2x, … ≥ 1; the
                        // sorted triple of (rest, u, v) has rest last while rest ≥ v, in the
                        // middle while rest ≥ u, first below u.
                        let mut mark = |i: usize| {
                            let seen = values[i] as usize;
                            // A value is at most the number of moves, below 3n + 3: in range.
                            stamp[seen] = id;
                            count += 1;
                        };
                        let mut rest = t[to];
                        let high = number.tri[v as usize] + (u - 1) as usize;
                        while rest > x && rest - x >= v {
                            rest -= x;
                            mark(number.tetra[rest as usize] + high);
                        }
                        let mid = number.tetra[v as usize] + (u - 1) as usize;
                        while rest > x && rest - x >= u {
                            rest -= x;
                            mark(mid + number.tri[rest as usize]);
                        }
                        let low = number.tetra[v as usize] + number.tri[u as usize];
                        while rest > x {
                            rest -= x;
                            mark(low + (rest - 1) as usize);
                        }
                    }
                    // count < 3n + 3 ≤ 3603: the value fits in u16.
                    values[here] = (0..=count as u16)
                        .find(|&v| stamp[v as usize] != id)
                        .unwrap_or(count as u16);
                }
            }
        }
        Ok(TripleTable {
            game,
            misere,
            n,
            values,
            number,
        })
    }

    /// The game the table holds.
    pub fn game(&self) -> TripleGame {
        self.game
    }

    /// Whether the table holds the misère version.
    pub fn is_misere(&self) -> bool {
        self.misere
    }

    /// The largest entry in the table.
    pub fn n(&self) -> u64 {
        self.n
    }

    /// The value of the triple (any order), or `None` outside the table or the game.
    pub fn get(&self, a: u64, b: u64, c: u64) -> Option<u32> {
        let [a, b, c] = crate::games::triple(a, b, c);
        if a == 0 || c > self.n {
            return None;
        }
        Some(u32::from(self.values[self.number.of(a, b, c)]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbering_is_dense() {
        let mut seen = Vec::new();
        for c in 1..=6 {
            for b in 1..=c {
                for a in 1..=b {
                    seen.push(index(a, b, c));
                }
            }
        }
        assert_eq!(seen, (0..seen.len()).collect::<Vec<_>>());
        let number = Numbering::new(6);
        for c in 1..=6 {
            for b in 1..=c {
                for a in 1..=b {
                    assert_eq!(number.of(a, b, c), index(a, b, c));
                }
            }
        }
    }

    #[test]
    fn introduction_examples_of_ho2012() {
        // "for the position (2,3,7) the Sprague-Grundy value is 1 for 3-Euclid, 2 for G1, and 3
        // for G2" — checked here as a smoke test; the catalogue checks it against the solvers.
        let v: Vec<u32> = TripleGame::ALL
            .iter()
            .map(|&g| {
                TripleTable::build(g, false, 7)
                    .unwrap()
                    .get(2, 3, 7)
                    .unwrap()
            })
            .collect();
        assert_eq!(v, vec![1, 2, 3]);
        assert!(TripleTable::build(TripleGame::G1, false, MAX_TRIPLE_N + 1).is_err());
    }

    #[test]
    fn a_table_reports_what_it_holds() {
        let t = TripleTable::build(TripleGame::G1, true, 6).unwrap();
        assert_eq!((t.game(), t.is_misere(), t.n()), (TripleGame::G1, true, 6));
        let t = TripleTable::build(TripleGame::G2, false, 5).unwrap();
        assert_eq!((t.game(), t.is_misere(), t.n()), (TripleGame::G2, false, 5));
        assert_eq!(t.get(1, 2, 6), None);
    }

    #[test]
    fn size_limit_is_inclusive() {
        assert!(check_size(MAX_TRIPLE_N).is_ok());
        assert!(check_size(MAX_TRIPLE_N + 1).is_err());
        assert!(TripleTable::build(TripleGame::G2, false, MAX_TRIPLE_N + 1).is_err());
    }
}
