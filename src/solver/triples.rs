//! A dense-table solver for the three-entry games: every sorted triple with entries at most `n`.
//!
//! # Conventions
//! - Sorted triples `a ≤ b ≤ c` are stored in rows: by the middle entry `b`, then the smallest
//!   `a`, and in a row `c` runs from `b` to `n` (`Layout`); the table holds `C(n+2, 3)` values
//!   and no unsorted duplicate. Once filled, the values are stored in the order the claims walk
//!   triples (by `c`, then `b`, then `a`), where a walk reads them in order.
//! - Rows are filled by `b`, then `a`, each row by increasing `c`. Every move lowers an entry;
//!   the sorted result is either in the same row with a smaller `c` (the largest entry lowered
//!   and still the largest) or in a row filled before (its middle entry is smaller, or it is
//!   `(x, b, b)` with `x < a`, whose row comes earlier in the same `b`).
//! - The moves that lower `c` by a multiple of `x` (`x = a`, and for 3-Euclid `x = b` too) form
//!   chains `c, c − x, c − 2x, …`: along the row, the set of values they reach from `c` is the
//!   set reached from `c − x` plus the value of `c − x`. So each residue of `c` modulo `x` keeps
//!   a running bit set, and only the moves that lower `b` (G1 and 3-Euclid) are listed one by
//!   one. A bit set needs only the values up to the number of moves: a mex is never more.
//! - The misère version gives the final triples `(a, a, a)` the value 1 (their one move leads to
//!   the extra vertex, ho2012 §5).

use crate::games::TripleGame;
use crate::vocab::error::Result;

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

/// Where each sorted triple `a ≤ b ≤ c ≤ n` lives: `start[b] + (a − 1)(n − b + 1) + (c − b)`.
#[derive(Clone)]
struct Layout {
    n: u64,
    /// `start[b]`: the number of triples whose middle entry is below `b` (`b` from 0 to `n + 1`).
    start: Vec<usize>,
}

impl Layout {
    fn new(n: u64) -> Layout {
        let mut start = vec![0usize; n as usize + 2];
        for b in 1..=n as usize {
            start[b + 1] = start[b] + b * (n as usize - b + 1);
        }
        Layout { n, start }
    }

    /// The number of triples.
    fn len(&self) -> usize {
        self.start[self.n as usize + 1]
    }

    /// Where the row of `(a, b, ·)` starts: the place of `(a, b, b)`.
    #[inline]
    fn row(&self, a: u64, b: u64) -> usize {
        self.start[b as usize] + (a - 1) as usize * (self.n - b + 1) as usize
    }

    /// The place of the sorted triple `a ≤ b ≤ c`.
    #[inline]
    fn of(&self, a: u64, b: u64, c: u64) -> usize {
        self.row(a, b) + (c - b) as usize
    }
}

/// The place of the sorted triple `a ≤ b ≤ c` in the order the claims walk triples: by `c`,
/// then `b`, then `a` (the triples whose largest entry is below `c`, `C(c + 1, 3)` of them, then
/// those of plane `c` whose middle entry is below `b`, `C(b, 2)`, then `a − 1`).
#[inline]
fn walk_place(a: u64, b: u64, c: u64) -> usize {
    let (a, b, c) = (a as usize, b as usize, c as usize);
    (c - 1) * c * (c + 1) / 6 + (b - 1) * b / 2 + (a - 1)
}

/// All values of one three-entry game (normal or misère) on sorted triples up to `n`.
///
/// The rows are filled in `Layout`'s order and stored in the order the claims walk (by `c`,
/// then `b`, then `a`), so that a walk over the triples reads the table in order
/// instead of one cache line a triple.
#[derive(Clone)]
pub struct TripleTable {
    game: TripleGame,
    misere: bool,
    n: u64,
    values: Vec<u16>,
}

/// Refuses a table larger than `MAX_TRIPLE_N` (its memory is `2·C(n + 2, 3)` bytes).
fn check_size(n: u64) -> Result<()> {
    super::check_table_size(n, MAX_TRIPLE_N)
}

/// Adds `v` to a bit set of `set.len()` words (values past its end are dropped: they are above
/// every mex the set takes part in).
#[inline]
fn insert(set: &mut [u64], v: u16) {
    if let Some(word) = set.get_mut(usize::from(v) / 64) {
        *word |= 1 << (v % 64);
    }
}

/// The rows of a middle entry are shared among threads when they hold this many cells or more.
const PARALLEL_CELLS: usize = 1 << 11;

/// The running sets of one row: by residue of `c` modulo `a`, modulo `b`, and the moves listed
/// for one cell.
#[derive(Default)]
struct Scratch {
    by_a: Vec<u64>,
    by_b: Vec<u64>,
    listed: Vec<u64>,
}

/// How a game's rows are filled.
struct Rows<'a> {
    layout: &'a Layout,
    misere: bool,
    /// The moves (0, 1): b lowered by a multiple of a (G1, 3-Euclid).
    lowers_b: bool,
    /// The moves (1, 2): c lowered by a multiple of b (3-Euclid).
    c_by_b: bool,
}

impl Rows<'_> {
    /// Fills the row of `(a, b, c)` for `c` from `b` to `n`. `done` holds the rows of the
    /// middle entries below `b` (where the moves that lower `b` lead, when `a < b`), and
    /// `read_plane(lo, mid)` is the value of `(lo, mid, b)` (the chains' starts, all in the plane
    /// of largest entry `b`: read there, where they lie close together, instead of one row each).
    fn fill(
        &self,
        row: &mut [u16],
        (a, b): (u64, u64),
        done: &[u16],
        read_plane: &impl Fn(u64, u64) -> u16,
        scratch: &mut Scratch,
    ) {
        let n = self.layout.n;
        let len = n - b + 1;
        // The value of the sorted triple of (a, b, x) with x < b.
        let below = |x: u64| {
            if x < a {
                read_plane(x, a)
            } else {
                read_plane(a, x)
            }
        };
        // The most moves a triple of the row has, so the largest mex.
        let most = (n - 1) / a
            + if self.c_by_b { (n - 1) / b } else { 0 }
            + if self.lowers_b { (b - 1) / a } else { 0 };
        let w = (most as usize + 1) / 64 + 1;
        // One running set per residue of c modulo a (and b) that occurs in the row.
        let slots_a = a.min(len) as usize;
        let slots_b = if self.c_by_b { b.min(len) as usize } else { 0 };
        let Scratch { by_a, by_b, listed } = scratch;
        by_a.clear();
        by_a.resize(slots_a * w, 0);
        by_b.clear();
        by_b.resize(slots_b * w, 0);
        // The moves that lower b, one set per cell of the row: each move's targets, for c from b
        // to n, lie in order along one row filled before.
        listed.clear();
        let lowers_b = self.lowers_b && a < b;
        if lowers_b {
            listed.resize(len as usize * w, 0);
            let mut x = b;
            while x > a {
                x -= a;
                let (lo, mid) = if x < a { (x, a) } else { (a, x) };
                let from = self.layout.of(lo, mid, b);
                for (k, &v) in done[from..from + len as usize].iter().enumerate() {
                    insert(&mut listed[k * w..(k + 1) * w], v);
                }
            }
        }
        // The chains start below b: c − a, c − 2a, … ≥ 1 (and c − b ≥ 1) for the first c of
        // each residue.
        for j in 0..slots_a {
            let mut x = b + j as u64;
            while x > a {
                x -= a;
                insert(&mut by_a[j * w..(j + 1) * w], below(x));
            }
        }
        for j in 1..slots_b {
            insert(&mut by_b[j * w..(j + 1) * w], below(j as u64));
        }
        let (mut ja, mut jb) = (0usize, 0usize);
        for (k, (c, cell)) in (b..=n).zip(row.iter_mut()).enumerate() {
            let value = if a == c {
                u16::from(self.misere)
            } else {
                let sa = &by_a[ja * w..(ja + 1) * w];
                let mut found = None;
                for i in 0..w {
                    let mut seen = sa[i];
                    if lowers_b {
                        seen |= listed[k * w + i];
                    }
                    if self.c_by_b {
                        seen |= by_b[jb * w + i];
                    }
                    if seen != u64::MAX {
                        found = Some(i * 64 + (!seen).trailing_zeros() as usize);
                        break;
                    }
                }
                // The sets have a bit more than the largest mex needs.
                found.expect("a zero bit within the set") as u16
            };
            *cell = value;
            // c is the next chain element below c + a (and c + b).
            insert(&mut by_a[ja * w..(ja + 1) * w], value);
            ja += 1;
            if ja as u64 == a {
                ja = 0;
            }
            if self.c_by_b {
                insert(&mut by_b[jb * w..(jb + 1) * w], value);
                jb += 1;
                if jb as u64 == b {
                    jb = 0;
                }
            }
        }
    }
}

impl TripleTable {
    /// Fills the table. Fails when `n > MAX_TRIPLE_N`.
    ///
    /// # Examples
    ///
    /// ```
    /// use euclid_spec::solver::{TripleTable};
    /// use euclid_spec::games::TripleGame;
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
        // On a thread of a rayon pool the table is filled on that thread alone: a build that
        // waited there for its rows could take up another job of the pool meanwhile, and that
        // job could ask for this very table (held under a lock while it is built).
        TripleTable::fill(game, misere, n, rayon::current_thread_index().is_none())
    }

    /// [`TripleTable::build`], the rows of one middle entry shared among the threads of the
    /// current pool when `side_by_side`.
    fn fill(game: TripleGame, misere: bool, n: u64, side_by_side: bool) -> Result<TripleTable> {
        use rayon::prelude::*;
        check_size(n)?;
        let layout = Layout::new(n);
        // Filled in `Layout`'s order, copied block by block into the walk order.
        let mut values = vec![0u16; layout.len()];
        let mut walked = vec![0u16; layout.len()];
        let rows = Rows {
            layout: &layout,
            misere,
            lowers_b: game.move_types().contains(&(0, 1)),
            c_by_b: game.move_types().contains(&(1, 2)),
        };
        let mut scratch = Scratch::default();
        for b in 1..=n {
            let len = (n - b + 1) as usize;
            let (done, block) = values.split_at_mut(layout.start[b as usize]);
            let (block, _) = block.split_at_mut(b as usize * len);
            let done: &[u16] = done;
            let (others, last) = block.split_at_mut((b as usize - 1) * len);
            // The plane of largest entry b, in the walk order: its triples of middle entry
            // below b were copied there with their blocks.
            let plane = &walked[walk_place(1, 1, b)..walk_place(1, 1, b + 1)];
            let read_plane =
                |lo: u64, mid: u64| plane[walk_place(lo, mid, b) - walk_place(1, 1, b)];
            // The rows (a, b) with a < b read only rows of smaller middle entries: they are
            // filled side by side (each row is one job; a result never depends on the split),
            // then the row (b, b), which reads theirs.
            if side_by_side && (b as usize) * len >= PARALLEL_CELLS {
                others.par_chunks_mut(len).enumerate().for_each_init(
                    Scratch::default,
                    |scratch, (i, row)| {
                        rows.fill(row, (i as u64 + 1, b), done, &read_plane, scratch)
                    },
                );
            } else {
                for (row, a) in others.chunks_mut(len).zip(1..b) {
                    rows.fill(row, (a, b), done, &read_plane, &mut scratch);
                }
            }
            let others: &[u16] = others;
            // (x, b, b) is the first cell of the row (x, b).
            let read_plane_last = |lo: u64, mid: u64| {
                if mid < b {
                    read_plane(lo, mid)
                } else {
                    others[(lo - 1) as usize * len]
                }
            };
            rows.fill(last, (b, b), done, &read_plane_last, &mut scratch);
            // The block, rows (a, b) for a = 1 … b, goes to the planes c = b … n, where its
            // cells of one c are side by side: (1, b, c), (2, b, c), …, (b, b, c).
            let block = &values[layout.start[b as usize]..layout.start[b as usize + 1]];
            for c in b..=n {
                let at = walk_place(1, b, c);
                let k = (c - b) as usize;
                for (cell, a) in walked[at..at + b as usize].iter_mut().zip(0..) {
                    *cell = block[a * len + k];
                }
            }
        }
        Ok(TripleTable {
            game,
            misere,
            n,
            values: walked,
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

    /// Writes `value` at the triple (any order): a fault planted on purpose
    /// ([`TripleTruth::with_planted`](crate::solver::TripleTruth::with_planted)). False, and
    /// nothing written, outside the table or for a value the table cannot hold.
    pub(crate) fn plant(&mut self, a: u64, b: u64, c: u64, value: u32) -> bool {
        let [a, b, c] = crate::games::triple(a, b, c);
        let Ok(v) = u16::try_from(value) else {
            return false;
        };
        if a == 0 || c > self.n {
            return false;
        }
        self.values[walk_place(a, b, c)] = v;
        true
    }

    /// The value of the triple (any order), or `None` outside the table or the game.
    pub fn get(&self, a: u64, b: u64, c: u64) -> Option<u32> {
        let [a, b, c] = crate::games::triple(a, b, c);
        if a == 0 || c > self.n {
            return None;
        }
        Some(u32::from(self.values[walk_place(a, b, c)]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_is_dense() {
        // Every sorted triple up to n has its own place, and the places fill 0..C(n+2, 3).
        for n in [1u64, 2, 6, 9] {
            let layout = Layout::new(n);
            let mut seen = Vec::new();
            for b in 1..=n {
                for a in 1..=b {
                    for c in b..=n {
                        seen.push(layout.of(a, b, c));
                    }
                }
            }
            assert_eq!(seen, (0..seen.len()).collect::<Vec<_>>());
            assert_eq!(layout.len() as u64, n * (n + 1) * (n + 2) / 6);
        }
    }

    #[test]
    fn walk_places_follow_the_walk_order() {
        // By c, then b, then a: the places are 0, 1, 2, … in that order.
        let mut place = 0;
        for c in 1..=30u64 {
            for b in 1..=c {
                for a in 1..=b {
                    assert_eq!(walk_place(a, b, c), place, "({a}, {b}, {c})");
                    place += 1;
                }
            }
        }
    }

    /// The values by the plain rule: list every move of every triple, take the mex.
    fn by_moves(
        game: TripleGame,
        misere: bool,
        n: u64,
    ) -> std::collections::HashMap<[u64; 3], u16> {
        let mut values = std::collections::HashMap::new();
        for c in 1..=n {
            for b in 1..=c {
                for a in 1..=b {
                    let value = if a == c {
                        u16::from(misere)
                    } else {
                        let t = [a, b, c];
                        let mut seen = Vec::new();
                        for &(from, to) in game.move_types() {
                            let mut rest = t[to];
                            while rest > t[from] {
                                rest -= t[from];
                                let mut q = t;
                                q[to] = rest;
                                q.sort_unstable();
                                seen.push(values[&q]);
                            }
                        }
                        (0..).find(|v| !seen.contains(v)).unwrap()
                    };
                    values.insert([a, b, c], value);
                }
            }
        }
        values
    }

    #[test]
    fn running_sets_give_the_mex_of_the_listed_moves() {
        const N: u64 = 40;
        for game in TripleGame::ALL {
            for misere in [false, true] {
                let table = TripleTable::build(game, misere, N).unwrap();
                let plain = by_moves(game, misere, N);
                for (&[a, b, c], &v) in &plain {
                    assert_eq!(
                        table.get(a, b, c),
                        Some(u32::from(v)),
                        "{game} {misere} ({a}, {b}, {c})"
                    );
                }
            }
        }
    }

    #[test]
    fn shared_rows_give_the_table_of_one_thread() {
        // n = 120 has middle entries whose rows hold more than PARALLEL_CELLS cells.
        const N: u64 = 120;
        assert!(N / 2 * (N / 2 + 1) >= PARALLEL_CELLS as u64);
        let on = |threads: usize, game: TripleGame, misere: bool| {
            let pool = crate::test_pool(threads);
            pool.install(|| TripleTable::fill(game, misere, N, true).unwrap().values)
        };
        for game in TripleGame::ALL {
            for misere in [false, true] {
                assert!(
                    on(1, game, misere) == on(4, game, misere),
                    "{game} {misere}"
                );
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
