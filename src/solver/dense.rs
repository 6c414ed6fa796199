//! A dense-table solver for the two-entry games: every Sprague–Grundy value with both entries at
//! most `n`, 2 bytes each, in one pass.
//!
//! # Conventions
//! - Positions `(a, m)`, `a ≤ m`, are filled row by row: `a = 0, 1, …`. A move from `(a, m)`
//!   lowers `m` by multiples of `a`: it lands earlier in the same row on the same residue mod
//!   `a`, or, once below `a`, on `(m mod a, a)` in an earlier row (for `a = m`, on `(0, m)` in
//!   row 0). So a row is filled chain by chain (`m = a + r, 2a + r, …` for each `r < a`), and
//!   along a chain the values reachable only grow: each value is the chain's running mex, one
//!   step per position (`n²/2` steps in all, where the reference solver lists every move).
//! - The move rules of all three games are symmetric in the two entries, so the table computes
//!   and stores `a ≤ b` only, row by row (row `a` holds `b = a, …, n`), 2 bytes a value, and
//!   answers `(b, a)` from `(a, b)`. (The reference solver works on ordered pairs and the tests
//!   check the symmetry there.)
//! - The misère version gives every final position the value 1: its one move leads to the extra
//!   vertex, of value 0 (ho2012 §5).

use crate::games::TwoEntryGame;
use crate::vocab::error::Result;

/// The largest `n` a dense table may have (`(n+1)(n+2)/2` values of 2 bytes: 4.3 GB at the
/// limit; every value is at most `n + 1`, the most moves a position has plus one, so it fits
/// below the marker of "no position", `u16::MAX`).
pub const MAX_DENSE_N: u64 = 65_533;

impl TwoEntryGame {
    /// The smallest value an entry may take after a move.
    fn floor(self) -> u64 {
        match self {
            TwoEntryGame::ColeDavie => 0,
            TwoEntryGame::Grossman | TwoEntryGame::MEuclid => 1,
        }
    }

    /// Whether `(a, b)` with `a ≤ b` is a position of the game.
    fn admits(self, a: u64) -> bool {
        a >= self.floor()
    }

    /// The end rule, for `a ≤ b`.
    fn is_final(self, a: u64, b: u64) -> bool {
        match self {
            TwoEntryGame::ColeDavie => a == 0,
            TwoEntryGame::Grossman => a == b,
            TwoEntryGame::MEuclid => b % a == 0,
        }
    }
}

const NOT_A_POSITION: u16 = u16::MAX;

/// Refuses a table larger than `MAX_DENSE_N` (its memory is `(n + 1)(n + 2)` bytes).
fn check_size(n: u64) -> Result<()> {
    super::check_table_size(n, MAX_DENSE_N)
}

/// All values of one two-entry game (normal or misère) with both entries at most `n`.
#[derive(Clone)]
pub struct DenseTable {
    game: TwoEntryGame,
    misere: bool,
    n: u64,
    values: Vec<u16>,
}

/// Where row `a` (the pairs `(a, b)`, `b = a, …, n`) starts in the triangle.
#[inline]
fn row_start(n: u64, a: u64) -> usize {
    (a * (n + 1) - a * a.saturating_sub(1) / 2) as usize
}

impl DenseTable {
    /// Fills the table. Fails when `n > MAX_DENSE_N`.
    ///
    /// # Examples
    ///
    /// ```
    /// use euclid_spec::solver::dense::MAX_DENSE_N;
    /// use euclid_spec::solver::{DenseTable};
    /// use euclid_spec::games::TwoEntryGame;
    ///
    /// // chl2011 Table 1 (Cole–Davie's Euclid, a, b ≤ 9): G(3, 8) = 2, G(8, 3) = 2,
    /// // G(2, 3) = 0, G(1, 9) = 9.
    /// let euclid = DenseTable::build(TwoEntryGame::ColeDavie, false, 9)?;
    /// assert_eq!(euclid.get(3, 8), Some(2));
    /// assert_eq!(euclid.get(8, 3), Some(2));
    /// assert_eq!(euclid.get(2, 3), Some(0));
    /// assert_eq!(euclid.get(1, 9), Some(9));
    /// assert_eq!(euclid.get(8, 13), None); // beyond the table
    ///
    /// // chl2011 Table 2 (Grossman's game): G_G(2, 9) = 4, G_G(5, 9) = 1.
    /// let grossman = DenseTable::build(TwoEntryGame::Grossman, false, 9)?;
    /// assert_eq!(grossman.get(2, 9), Some(4));
    /// assert_eq!(grossman.get(5, 9), Some(1));
    /// assert_eq!(grossman.get(0, 3), None); // not a position: entries stay positive
    ///
    /// assert!(DenseTable::build(TwoEntryGame::ColeDavie, false, MAX_DENSE_N + 1).is_err());
    /// # Ok::<(), euclid_spec::Error>(())
    /// ```
    pub fn build(game: TwoEntryGame, misere: bool, n: u64) -> Result<DenseTable> {
        check_size(n)?;
        let side = (n + 1) as usize;
        let mut values = vec![NOT_A_POSITION; row_start(n, n) + 1];
        let final_value = u16::from(misere);
        // stamp[v] == id marks value v as seen from the position numbered id.
        let mut stamp = vec![u32::MAX; side + 2];
        let mut id: u32 = 0;
        let rows: Vec<usize> = (0..=n).map(|a| row_start(n, a)).collect();
        for a in 0..=n {
            if !game.admits(a) {
                continue;
            }
            if a == 0 {
                // Row 0 is final throughout (only Cole–Davie admits it).
                for m in 0..=n {
                    values[rows[0] + m as usize] = final_value;
                }
                continue;
            }
            // A move from (a, m) lowers m by a multiple of a: to every earlier (a, m′) with
            // m′ ≡ m (mod a), m′ ≥ a, and, once below a, to (r, a) with r = m mod a, when r is
            // at least the floor. So along each chain m = a + r, 2a + r, … the set of values
            // reachable only grows: walk each chain upwards keeping its mex.
            for r in 0..a {
                let first = a + r;
                if first > n {
                    break;
                }
                id = id.wrapping_add(1);
                let mut mex: usize = 0;
                let mut mark = |v: u16, mex: &mut usize| {
                    debug_assert_ne!(v, NOT_A_POSITION, "a move left the game");
                    if let Some(seen) = stamp.get_mut(v as usize) {
                        *seen = id;
                    }
                    while stamp.get(*mex) == Some(&id) {
                        *mex += 1;
                    }
                };
                if r >= game.floor() {
                    // (r, a): row r, or row 0 for r = 0.
                    mark(values[rows[r as usize] + (a - r) as usize], &mut mex);
                }
                let mut m = first;
                while m <= n {
                    let value = if game.is_final(a, m) {
                        final_value
                    } else {
                        // mex ≤ the moves counted, ≤ m + 1 ≤ MAX_DENSE_N + 1: fits in u16.
                        mex as u16
                    };
                    values[rows[a as usize] + (m - a) as usize] = value;
                    mark(value, &mut mex);
                    m += a;
                }
            }
        }
        Ok(DenseTable {
            game,
            misere,
            n,
            values,
        })
    }

    /// The game the table holds.
    pub fn game(&self) -> TwoEntryGame {
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

    /// Writes `value` at `(a, b)` (and `(b, a)`), `None` for "not a position": a fault planted
    /// on purpose, for the tests that see a predicate fail on it. False, and nothing written,
    /// outside the table or for a value the table cannot hold.
    pub(crate) fn plant(&mut self, a: u64, b: u64, value: Option<u32>) -> bool {
        let v = match value {
            None => NOT_A_POSITION,
            Some(v) => match u16::try_from(v) {
                Ok(v) if v != NOT_A_POSITION => v,
                _ => return false,
            },
        };
        if a > self.n || b > self.n {
            return false;
        }
        let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
        self.values[row_start(self.n, lo) + (hi - lo) as usize] = v;
        true
    }

    /// The value of `(a, b)`, or `None` outside the table or the game.
    pub fn get(&self, a: u64, b: u64) -> Option<u32> {
        if a > self.n || b > self.n {
            return None;
        }
        let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
        let v = self.values[row_start(self.n, lo) + (hi - lo) as usize];
        (v != NOT_A_POSITION).then_some(u32::from(v))
    }

    /// The values of `(a, b)` for `b = a, …, n` in order: one slice of the table, for readers
    /// that walk a row (`get` in a loop costs a lookup per pair). Empty when `a > n`.
    ///
    /// ```
    /// use euclid_spec::solver::{DenseTable};
    /// use euclid_spec::games::TwoEntryGame;
    ///
    /// let grossman = DenseTable::build(TwoEntryGame::Grossman, false, 9)?;
    /// let row = grossman.upper_row(2);
    /// assert_eq!(row.len(), 8);
    /// assert_eq!(row.get(7), grossman.get(2, 9)); // the pair (2, 2 + 7)
    /// assert_eq!(grossman.upper_row(0).get(0), None); // (0, 0) is no position of this game
    /// # Ok::<(), euclid_spec::Error>(())
    /// ```
    pub fn upper_row(&self, a: u64) -> Row<'_> {
        if a > self.n {
            return Row(&[]);
        }
        let start = row_start(self.n, a);
        Row(&self.values[start..start + (self.n - a + 1) as usize])
    }
}

/// One row of a [`DenseTable`]: the values of `(a, a + i)`.
#[derive(Clone, Copy)]
pub struct Row<'a>(&'a [u16]);

impl Row<'_> {
    /// How many pairs the row holds.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the row holds no pair.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The value of `(a, a + i)`, or `None` past the row or where the pair is no position.
    #[inline]
    pub fn get(&self, i: usize) -> Option<u32> {
        match self.0.get(i) {
            Some(&v) if v != NOT_A_POSITION => Some(u32::from(v)),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocab::error::ErrorKind;

    #[test]
    fn size_limit_is_inclusive() {
        assert!(check_size(MAX_DENSE_N).is_ok());
        let e = check_size(MAX_DENSE_N + 1).unwrap_err();
        assert!(matches!(e.kind(), ErrorKind::TableTooLarge { .. }), "{e}");
        assert!(DenseTable::build(TwoEntryGame::Grossman, false, MAX_DENSE_N + 1).is_err());
    }

    #[test]
    fn a_table_reports_what_it_holds() {
        for (game, misere) in [
            (TwoEntryGame::Grossman, true),
            (TwoEntryGame::MEuclid, false),
        ] {
            let t = DenseTable::build(game, misere, 7).unwrap();
            assert_eq!((t.game(), t.is_misere(), t.n()), (game, misere, 7));
            assert_eq!(t.get(8, 1), None);
        }
        assert_eq!(TwoEntryGame::MEuclid.to_string(), "m-euclid");
    }
}
