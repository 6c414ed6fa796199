//! A dense-table solver for the two-entry games: every Sprague–Grundy value with both entries at
//! most `n`, as `u32`, in one pass.
//!
//! # Conventions
//! - Positions `(a, m)`, `a ≤ m`, are filled row by row: `a = 0, 1, …`, and in a row
//!   `m = a, a + 1, …`. A move from `(a, m)` lowers `m` by multiples of `a`: it lands earlier in
//!   the same row, or, once below `a`, on `(m − k·a, a)` in an earlier row (for `a = m`, on
//!   `(0, m)` in row 0).
//! - The move rules of all three games are symmetric in the two entries, so the table computes
//!   and stores `a ≤ b` only, row by row (row `a` holds `b = a, …, n`), 2 bytes a value, and
//!   answers `(b, a)` from `(a, b)`. (The reference solver works on ordered pairs and the tests
//!   check the symmetry there.)
//! - The misère version gives every final position the value 1: its one move leads to the extra
//!   vertex, of value 0 (ho2012 §5).

use crate::error::Result;
pub use crate::games::TwoEntryGame;

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
    /// use euclid_spec::solver::{DenseTable, TwoEntryGame};
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
            for m in a..=n {
                let value = if game.is_final(a, m) {
                    final_value
                } else {
                    id = id.wrapping_add(1);
                    let mut count = 0usize;
                    // Moves: (a, m − k·a) while the result stays at least the floor. For a = m
                    // (only in Cole–Davie) this is the single value of (0, m).
                    debug_assert!(a > 0, "(0, {m}) is final in every game that admits it");
                    let mut rest = m;
                    while rest >= a && rest - a >= game.floor() {
                        rest -= a;
                        // (a, rest) earlier in this row, or (rest, a) in an earlier row.
                        let v = if rest >= a {
                            values[rows[a as usize] + (rest - a) as usize]
                        } else {
                            values[rows[rest as usize] + (a - rest) as usize]
                        };
                        debug_assert_ne!(
                            v, NOT_A_POSITION,
                            "a move left the game at ({rest}, {a})"
                        );
                        if let Some(seen) = stamp.get_mut(v as usize) {
                            *seen = id;
                        }
                        count += 1;
                    }
                    // count ≤ m + 1 ≤ MAX_DENSE_N + 1: the value fits in u16.
                    (0..=count as u16)
                        .find(|&v| stamp[v as usize] != id)
                        .unwrap_or(count as u16)
                };
                values[rows[a as usize] + (m - a) as usize] = value;
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

    /// The value of `(a, b)`, or `None` outside the table or the game.
    pub fn get(&self, a: u64, b: u64) -> Option<u32> {
        if a > self.n || b > self.n {
            return None;
        }
        let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
        let v = self.values[row_start(self.n, lo) + (hi - lo) as usize];
        (v != NOT_A_POSITION).then_some(u32::from(v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorKind;

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
