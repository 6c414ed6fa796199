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

use crate::games::{Entries, ImpartialGame};
use crate::vocab::error::{Error, ErrorKind, Result};
use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hash, Hasher};

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

/// Maps and sets keyed by positions or other small integers hash with [`FxHasher`]:
/// `HashMap<K, V, FxBuild>`.
pub type FxBuild = BuildHasherDefault<FxHasher>;

/// The smallest non-negative integer not in `values`.
pub fn mex(values: &[u32]) -> u32 {
    mex_in(values, &mut Vec::new())
}

/// Where the reference solver keeps what it knows about each position: its value once solved,
/// and whether it is *open* (its moves pushed, its value not known yet). Storage only: the
/// solver decides every value; a memo remembers, and must give back exactly what it was given.
pub trait Memo<P> {
    /// The value of `p`, if solved.
    fn value(&self, p: &P) -> Option<u32>;
    /// Whether `p` is open.
    fn is_open(&self, p: &P) -> bool;
    /// Marks `p` open.
    fn open(&mut self, p: &P);
    /// Records the value of `p` and marks it no longer open.
    fn solve(&mut self, p: &P, value: u32);
    /// Marks `p` no longer open, its value still unknown (a search abandoned on an error).
    fn close(&mut self, p: &P);
    /// The number of solved positions.
    fn solved(&self) -> usize;
    /// The bytes the memo would take after its next growth, each position keeping `heap` bytes
    /// on the heap besides its own size (for the solver's memory bound).
    fn bytes(&self, heap: u64) -> u64;
}

/// The bytes a hash table of `len` entries of `entry` bytes, with room for `capacity`, would
/// take once it grows: hashbrown keeps a control byte per bucket and at most 7 entries in 8
/// buckets, and doubles when full.
fn table_bytes(len: usize, capacity: usize, entry: usize) -> u64 {
    let capacity = if len >= capacity {
        (capacity.max(2) as u64).saturating_mul(2)
    } else {
        capacity as u64
    };
    capacity.saturating_mul(entry as u64 + 1).saturating_mul(8) / 7
}

/// A memo in hash maps: any position type.
pub struct HashMemo<P> {
    values: HashMap<P, u32, FxBuild>,
    open: HashSet<P, FxBuild>,
}

impl<P> Default for HashMemo<P> {
    fn default() -> Self {
        HashMemo {
            values: HashMap::default(),
            open: HashSet::default(),
        }
    }
}

impl<P: Clone + Eq + Hash> Memo<P> for HashMemo<P> {
    fn value(&self, p: &P) -> Option<u32> {
        self.values.get(p).copied()
    }
    fn is_open(&self, p: &P) -> bool {
        self.open.contains(p)
    }
    fn open(&mut self, p: &P) {
        self.open.insert(p.clone());
    }
    fn solve(&mut self, p: &P, value: u32) {
        self.open.remove(p);
        self.values.insert(p.clone(), value);
    }
    fn close(&mut self, p: &P) {
        self.open.remove(p);
    }
    fn solved(&self) -> usize {
        self.values.len()
    }
    fn bytes(&self, heap: u64) -> u64 {
        let (values, open) = (self.values.len(), self.open.len());
        table_bytes(
            values,
            self.values.capacity(),
            std::mem::size_of::<(P, u32)>(),
        )
        .saturating_add(table_bytes(
            open,
            self.open.capacity(),
            std::mem::size_of::<P>(),
        ))
        .saturating_add(((values + open) as u64).saturating_mul(heap))
    }
}

/// A memo for two-entry positions: a flat array over the square `0 ≤ x, y ≤ n` (ordered
/// pairs: `(x, y)` and `(y, x)` are two slots), 2 bytes a slot; any other position (outside the
/// square, the misère extra vertex) and any value too large for a slot go to a [`HashMemo`].
///
/// The slots are laid out by the smaller entry, then the larger, then the order
/// ([`pair_slot`]): a move that lowers the larger entry by multiples of the smaller stays in
/// one row of the array, whichever entry comes first, so that the memo is read in order even
/// when it is far larger than the caches.
///
/// The layout is a parameter: [`OrderedPairs`] for the two-entry games, [`QuotientPairs`] for
/// Serial Nim positions read as the quotients of a rational.
pub struct PairMemo<P, L = OrderedPairs> {
    n: u64,
    slots: Vec<u16>,
    solved: usize,
    rest: HashMemo<P>,
    layout: std::marker::PhantomData<L>,
}

/// Where a [`PairMemo`] keeps a position, if in its array.
pub trait Layout<P> {
    /// The slots of the array for entries up to `n` (`None` on overflow).
    fn slots(n: u64) -> Option<u64>;
    /// The slot of `p`, or `None` for a position the array does not hold.
    fn slot(n: u64, p: &P) -> Option<usize>;
}

/// Two-entry positions `(x, y)`, `x, y ≤ n`, at [`pair_slot`].
pub struct OrderedPairs;

impl<P: Entries> Layout<P> for OrderedPairs {
    fn slots(n: u64) -> Option<u64> {
        let side = n.checked_add(1)?;
        side.checked_mul(side.checked_add(1)?)
    }
    #[inline(always)]
    fn slot(n: u64, p: &P) -> Option<usize> {
        p.with_entries(|e| match *e {
            [x, y] if x <= n && y <= n => Some(pair_slot(n, x, y)),
            _ => None,
        })
    }
}

/// Serial Nim positions whose piles are the continued fraction of a rational `b/a`,
/// `1 ≤ a ≤ b ≤ n`, as Euclid's algorithm writes it (every pile positive, the last at least 2
/// unless it is the only one): one slot per such `(a, b)` (coprime, and each has exactly one
/// such expansion), by `a`, then `b`. Other positions go to the hash map.
pub struct QuotientPairs;

impl Layout<Vec<u64>> for QuotientPairs {
    fn slots(n: u64) -> Option<u64> {
        let side = n.checked_add(1)?;
        Some(side.checked_mul(side.checked_add(1)?)? / 2)
    }
    #[inline]
    fn slot(n: u64, p: &Vec<u64>) -> Option<usize> {
        let (&last, init) = p.split_last()?;
        if last == 0 || (last == 1 && !init.is_empty()) {
            return None;
        }
        // b/a = [p0; p1, …]: fold from the last pile.
        let (mut b, mut a) = (last, 1u64);
        for &q in init.iter().rev() {
            if q == 0 {
                return None;
            }
            (b, a) = (q.checked_mul(b)?.checked_add(a)?, b);
        }
        // b only grows along the fold (an overflow on the way is None too).
        if b > n {
            return None;
        }
        let row = a * (n + 1) - a * (a - 1) / 2;
        Some((row + (b - a)) as usize)
    }
}

/// The slot of `(x, y)`, `x, y ≤ n`: rows by `min(x, y)` (row `lo` holds `hi = lo, …, n`),
/// two slots a pair, `(lo, hi)` then `(hi, lo)`; `(n + 1)(n + 2)` slots in all.
#[inline]
pub fn pair_slot(n: u64, x: u64, y: u64) -> usize {
    let (lo, hi, flipped) = if x <= y { (x, y, 0) } else { (y, x, 1) };
    let row = lo * (n + 1) - lo * lo.saturating_sub(1) / 2;
    ((row + (hi - lo)) * 2 + flipped) as usize
}

const UNKNOWN: u16 = u16::MAX;
const OPEN: u16 = u16::MAX - 1;
/// A slot holding this means "see `rest`".
const ELSEWHERE: u16 = u16::MAX - 2;

impl<P, L: Layout<P>> PairMemo<P, L> {
    /// An empty memo over the entries up to `n`: 2 bytes a slot (`2·(n + 1)(n + 2)` bytes for
    /// [`OrderedPairs`], half that for [`QuotientPairs`]), refused (with the size) above
    /// `max_bytes`.
    pub fn new(n: u64, max_bytes: u64) -> Result<Self> {
        let wanted = L::slots(n).and_then(|s| s.checked_mul(2));
        let bytes = wanted
            .filter(|&b| b <= max_bytes && usize::try_from(b).is_ok())
            .ok_or_else(|| {
                Error::refused(format!(
                    "a reference memo over pairs up to {n} needs {} bytes, above the limit of {max_bytes}",
                    wanted.unwrap_or(u64::MAX)
                ))
            })?;
        Ok(PairMemo {
            n,
            slots: vec![UNKNOWN; (bytes / 2) as usize],
            solved: 0,
            rest: HashMemo::default(),
            layout: std::marker::PhantomData,
        })
    }

    /// The bytes this memo's array takes.
    pub fn bytes(&self) -> u64 {
        self.slots.len() as u64 * 2
    }
}

/// The values a [`PairMemo`] holds on its square, `(x, y)` with `x, y ≤ n`.
pub struct PairValues {
    /// The side of the square, less one.
    pub n: u64,
    slots: Vec<u16>,
    big: HashMap<(u64, u64), u32, FxBuild>,
}

impl PairValues {
    /// The value of `(x, y)`, if the memo solved it.
    #[inline]
    pub fn get(&self, x: u64, y: u64) -> Option<u32> {
        if x > self.n || y > self.n {
            return None;
        }
        match self.slots[pair_slot(self.n, x, y)] {
            UNKNOWN | OPEN => None,
            ELSEWHERE => self.big.get(&(x, y)).copied(),
            v => Some(u32::from(v)),
        }
    }
}

impl<P: Entries + Clone + Eq + Hash> PairMemo<P, OrderedPairs> {
    /// The values solved on the square (positions outside it are dropped).
    pub fn into_values(self) -> PairValues {
        let big = self
            .rest
            .values
            .iter()
            .filter_map(|(p, &v)| {
                p.with_entries(|e| match *e {
                    [x, y] if x <= self.n && y <= self.n => Some(((x, y), v)),
                    _ => None,
                })
            })
            .collect();
        PairValues {
            n: self.n,
            slots: self.slots,
            big,
        }
    }
}

impl<P, L: Layout<P>> PairMemo<P, L> {
    #[inline(always)]
    fn index(&self, p: &P) -> Option<usize> {
        L::slot(self.n, p)
    }
}

impl<P: Clone + Eq + Hash, L> PairMemo<P, L> {
    /// The value kept in the hash map ([`Memo::value`]'s rare case).
    #[cold]
    #[inline(never)]
    fn rest_value(&self, p: &P) -> Option<u32> {
        self.rest.value(p)
    }
}

impl<P: Clone + Eq + Hash, L: Layout<P>> Memo<P> for PairMemo<P, L> {
    // Read once or twice for every move the solver lists: the array's answer inlines into the
    // search, the hash map's (a value too large for a slot, a position outside the square) is
    // a call out of line.
    #[inline(always)]
    fn value(&self, p: &P) -> Option<u32> {
        match self.index(p).map(|i| self.slots[i]) {
            Some(UNKNOWN | OPEN) => None,
            Some(v) if v < ELSEWHERE => Some(u32::from(v)),
            Some(_) | None => self.rest_value(p),
        }
    }
    #[inline]
    fn is_open(&self, p: &P) -> bool {
        match self.index(p) {
            Some(i) => self.slots[i] == OPEN,
            None => self.rest.is_open(p),
        }
    }
    #[inline]
    fn open(&mut self, p: &P) {
        match self.index(p) {
            Some(i) => self.slots[i] = OPEN,
            None => self.rest.open(p),
        }
    }
    #[inline]
    fn solve(&mut self, p: &P, value: u32) {
        self.solved += 1;
        match (self.index(p), u16::try_from(value)) {
            (Some(i), Ok(v)) if v < ELSEWHERE => self.slots[i] = v,
            (Some(i), _) => {
                self.slots[i] = ELSEWHERE;
                self.rest.solve(p, value);
            }
            (None, _) => self.rest.solve(p, value),
        }
    }
    fn close(&mut self, p: &P) {
        match self.index(p) {
            Some(i) if self.slots[i] == OPEN => self.slots[i] = UNKNOWN,
            Some(_) => {}
            None => self.rest.close(p),
        }
    }
    fn solved(&self) -> usize {
        self.solved
    }
    fn bytes(&self, heap: u64) -> u64 {
        self.bytes().saturating_add(self.rest.bytes(heap))
    }
}

/// Memoised mex solver for one game; the memo's layout is a parameter ([`HashMemo`] by default,
/// [`PairMemo`] for tables of two-entry positions), the algorithm is one.
pub struct ReferenceSolver<G: ImpartialGame, M = HashMemo<<G as ImpartialGame>::Position>> {
    game: G,
    memo: M,
    budget: u64,
    max_bytes: u64,
    peak_bytes: u64,
    work: u64,
    // Scratch space reused from one call to the next (no state: emptied before each use).
    stack: Vec<(G::Position, bool)>,
    values: Vec<u32>,
    seen: Vec<bool>,
}

/// The default budget: enough for every table the catalogue checks, small enough to answer in
/// seconds.
pub const DEFAULT_BUDGET: u64 = 2_000_000_000;

/// The memory bound of the solvers `sg` and `check` start for one position (1 GiB; `sg
/// --memory` raises it): fixed, so that whether a position is answered never depends on the
/// machine.
pub const POSITION_MAX_BYTES: u64 = 1 << 30;

impl<G: ImpartialGame> ReferenceSolver<G> {
    /// A solver for `game` with the default budget, [`DEFAULT_BUDGET`] move evaluations.
    pub fn new(game: G) -> Self {
        Self::with_budget(game, DEFAULT_BUDGET)
    }

    /// A solver that gives up after `budget` move evaluations in total.
    pub fn with_budget(game: G, budget: u64) -> Self {
        Self::with_memo(game, budget, HashMemo::default())
    }
}

impl<G: ImpartialGame, M: Memo<G::Position>> ReferenceSolver<G, M> {
    /// A solver keeping its values in `memo`, giving up after `budget` move evaluations.
    pub fn with_memo(game: G, budget: u64, memo: M) -> Self {
        ReferenceSolver {
            game,
            memo,
            budget,
            max_bytes: u64::MAX,
            peak_bytes: 0,
            work: 0,
            stack: Vec::new(),
            values: Vec::new(),
            seen: Vec::new(),
        }
    }

    /// The same solver, giving up before its memo and stack would take more than `max_bytes`
    /// (counted as they grow: the memo's tables, the stack, and the positions' own heap bytes;
    /// a fixed bound, so that what it answers depends on the position, never on the machine).
    ///
    /// ```
    /// use euclid_spec::games::SerialNim;
    /// use euclid_spec::solver::ReferenceSolver;
    ///
    /// // A thousand piles of 2⁶⁴ − 1: each position 8 KB, millions of them before the budget.
    /// let piles = vec![u64::MAX; 1000];
    /// let mut solver = ReferenceSolver::with_budget(SerialNim, 5_000_000).with_max_bytes(1 << 26);
    /// let e = solver.sprague_grundy(&piles).unwrap_err();
    /// assert!(e.to_string().contains("more than 67108864 bytes"), "{e}");
    /// ```
    pub fn with_max_bytes(mut self, max_bytes: u64) -> Self {
        self.max_bytes = max_bytes;
        self
    }

    /// The most bytes the memo and the stack held so far, as the memory bound counts them (0
    /// without a bound: the count costs a little on every move).
    pub fn peak_bytes(&self) -> u64 {
        self.peak_bytes
    }

    /// The game being solved.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// Move evaluations spent so far.
    pub fn work(&self) -> u64 {
        self.work
    }

    /// The value of `p` if a search solved it before (the memo's, read without a search).
    pub fn known(&self, p: &G::Position) -> Option<u32> {
        self.memo.value(p)
    }

    /// The number of positions whose value is known.
    pub fn solved(&self) -> usize {
        self.memo.solved()
    }

    /// The value of `p`, if already computed.
    pub fn cached(&self, p: &G::Position) -> Option<u32> {
        self.memo.value(p)
    }

    /// The memo, with every value computed so far.
    pub fn into_memo(self) -> M {
        self.memo
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
        if let Some(v) = self.memo.value(p) {
            return Ok(v);
        }
        let result = self.search(p);
        // A search abandoned on an error leaves no position open for the next call.
        for (q, expanded) in self.stack.drain(..) {
            if expanded {
                self.memo.close(&q);
            }
        }
        result
    }

    /// The depth-first search of [`ReferenceSolver::sprague_grundy`], leaving its stack behind
    /// on an error.
    fn search(&mut self, p: &G::Position) -> Result<u32> {
        let ReferenceSolver {
            game,
            memo,
            budget,
            max_bytes,
            peak_bytes,
            work,
            stack,
            values,
            seen,
        } = self;
        // What the search holds: the memo, and the stack once it grows (no move makes a
        // position keep more on the heap than the one asked for).
        let heap = game.heap_bytes(p);
        let entry = std::mem::size_of::<(G::Position, bool)>() as u64;
        let max_bytes = *max_bytes;
        let mut too_big = |memo: &M, stack: &Vec<(G::Position, bool)>| {
            // Without a bound (the tables, which count their memory beforehand), no cost.
            if max_bytes == u64::MAX {
                return None;
            }
            let capacity = if stack.len() == stack.capacity() {
                (stack.capacity().max(2) as u64).saturating_mul(2)
            } else {
                stack.capacity() as u64
            };
            let used = memo
                .bytes(heap)
                .saturating_add(capacity.saturating_mul(entry))
                .saturating_add((stack.len() as u64).saturating_mul(heap));
            *peak_bytes = (*peak_bytes).max(used);
            (used > max_bytes).then(|| {
                Error::new(ErrorKind::SolverMemory {
                    game: game.name(),
                    position: format!("{p:?}"),
                    bytes: max_bytes,
                })
            })
        };
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
        // (position, moves pushed?). A position is open from the time its moves are pushed
        // until its value is known; meeting an open position again means a cycle.
        stack.clear();
        stack.push((p.clone(), false));
        while let Some((q, expanded)) = stack.pop() {
            if memo.value(&q).is_some() {
                continue;
            }
            if let Some(e) = too_big(memo, stack) {
                stack.push((q, expanded));
                return Err(e);
            }
            if !expanded {
                if memo.is_open(&q) {
                    return Err(cycle(&q));
                }
                // The moves not yet solved go on the stack above the position; when every
                // move is solved already, the position's value is their mex at once.
                let mark = stack.len();
                stack.push((q.clone(), true));
                values.clear();
                let mut pending = false;
                for m in game.moves(&q) {
                    charge()?;
                    match memo.value(&m) {
                        Some(v) => values.push(v),
                        None => {
                            if let Some(e) = too_big(memo, stack) {
                                return Err(e);
                            }
                            pending = true;
                            stack.push((m, false));
                        }
                    }
                }
                if pending {
                    memo.open(&q);
                } else {
                    stack.truncate(mark);
                    memo.solve(&q, mex_in(values, seen));
                }
            } else {
                values.clear();
                let mut failed = None;
                for m in game.moves(&q) {
                    if let Err(e) = charge() {
                        failed = Some(e);
                        break;
                    }
                    // Every move was solved before its position came back to the top of the
                    // stack, unless the move reaches the position: a cycle.
                    match memo.value(&m) {
                        Some(v) => values.push(v),
                        None => {
                            failed = Some(cycle(&m));
                            break;
                        }
                    }
                }
                if let Some(e) = failed {
                    memo.close(&q);
                    return Err(e);
                }
                memo.solve(&q, mex_in(values, seen));
            }
        }
        memo.value(p).ok_or_else(|| cycle(p))
    }
}

/// [`mex`] with its scratch space supplied.
fn mex_in(values: &[u32], seen: &mut Vec<bool>) -> u32 {
    seen.clear();
    seen.resize(values.len() + 1, false);
    for &v in values {
        if (v as usize) < seen.len() {
            seen[v as usize] = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(values.len()) as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GrossmanGame;

    /// Grossman's (1, 3) by hand: three moves in all ((1,3)→(1,2), (1,3)→(1,1), (1,2)→(1,1)).
    /// (1, 3) lists its two moves twice (once to push the unsolved children, once to read their
    /// values); (1, 2) lists its move once, finding (1, 1) solved already: five, three positions.
    #[test]
    fn accounting_by_hand() {
        let mut s = ReferenceSolver::with_budget(GrossmanGame, 5);
        assert_eq!(s.cached(&(1, 3)), None);
        assert_eq!(s.sprague_grundy(&(1, 3)).unwrap(), 2);
        assert_eq!((s.work(), s.solved()), (5, 3));
        assert_eq!(s.cached(&(1, 3)), Some(2));
        assert_eq!(s.cached(&(1, 2)), Some(1));
        assert_eq!(s.cached(&(1, 1)), Some(0));
        assert_eq!(s.cached(&(2, 3)), None);
        // A known value costs nothing more.
        assert_eq!(s.sprague_grundy(&(1, 2)).unwrap(), 1);
        assert_eq!(s.work(), 5);
        // One evaluation short of the need: refused.
        let mut short = ReferenceSolver::with_budget(GrossmanGame, 4);
        assert!(matches!(
            short.sprague_grundy(&(1, 3)).map_err(|e| e.kind().clone()),
            Err(ErrorKind::SolverBudget { .. })
        ));
        // The abandoned search leaves nothing open: with a fresh budget the same solver answers
        // (an open position left behind would read as a cycle).
        short.budget = 100;
        assert_eq!(short.sprague_grundy(&(1, 3)).unwrap(), 2);
    }

    /// The memory bound stops a search before the memo and the stack outgrow it, whatever the
    /// budget, and leaves nothing open: with the bound raised the same solver answers.
    #[test]
    fn memory_bound() {
        let fresh = ReferenceSolver::new(GrossmanGame)
            .sprague_grundy(&(1, 1000))
            .unwrap();
        let mut s = ReferenceSolver::new(GrossmanGame).with_max_bytes(4096);
        assert!(matches!(
            s.sprague_grundy(&(1, 1000)).map_err(|e| e.kind().clone()),
            Err(ErrorKind::SolverMemory { bytes: 4096, .. })
        ));
        assert!(s.peak_bytes() > 4096);
        s.max_bytes = u64::MAX - 1;
        assert_eq!(s.sprague_grundy(&(1, 1000)).unwrap(), fresh);
        assert!(s.peak_bytes() > 16 * 1000);
    }

    /// Serial Nim positions by the rational they expand: one slot per (a, b), every slot
    /// different, and the other positions left to the hash map; the solver gives the same values
    /// on it as on the hash memo.
    #[test]
    fn quotient_memo_is_storage_only() {
        use crate::arith::ContinuedFraction;
        use crate::games::SerialNim;
        let n = 60;
        let mut slots = std::collections::HashSet::new();
        for a in 1..=n {
            for b in a..=n {
                if crate::arith::gcd(a, b) != 1 {
                    continue;
                }
                let q = ContinuedFraction::of_ratio(b, a)
                    .unwrap()
                    .quotients()
                    .to_vec();
                let slot = QuotientPairs::slot(n, &q).unwrap();
                assert!(slot < QuotientPairs::slots(n).unwrap() as usize);
                assert!(slots.insert(slot), "{a}/{b}: slot {slot} twice");
            }
        }
        for other in [
            vec![2, 1],
            vec![0],
            vec![3, 0, 2],
            vec![61],
            vec![30, 3],
            vec![],
        ] {
            assert_eq!(QuotientPairs::slot(n, &other), None, "{other:?}");
        }
        let mut flat = ReferenceSolver::with_memo(
            SerialNim,
            u64::MAX,
            PairMemo::<Vec<u64>, QuotientPairs>::new(n, 1 << 20).unwrap(),
        );
        let mut hashed = ReferenceSolver::new(SerialNim);
        for a in 1..=n {
            for b in 1..=n {
                let (lo, hi) = (a.min(b), a.max(b));
                let q = ContinuedFraction::of_ratio(hi, lo)
                    .unwrap()
                    .quotients()
                    .to_vec();
                for p in [
                    q.clone(),
                    [&q[..], &[1]].concat(),
                    [&[2][..], &q[..]].concat(),
                ] {
                    assert_eq!(
                        flat.sprague_grundy(&p).unwrap(),
                        hashed.sprague_grundy(&p).unwrap()
                    );
                }
            }
        }
    }

    /// The flat memo keeps exactly what it is given, in and out of its square, and the solver
    /// gives the same values on it as on the hash memo, for every pair of two games up to 30.
    #[test]
    fn pair_memo_is_storage_only() {
        use crate::games::{ColeDavieEuclid, Misere};
        let mut m: PairMemo<(u64, u64)> = PairMemo::new(3, 1 << 20).unwrap();
        assert_eq!(m.value(&(2, 3)), None);
        m.open(&(2, 3));
        assert!(m.is_open(&(2, 3)) && m.value(&(2, 3)).is_none());
        m.close(&(2, 3));
        assert!(!m.is_open(&(2, 3)));
        m.solve(&(2, 3), 7);
        m.solve(&(3, 2), 70_000);
        m.solve(&(9, 2), 5);
        assert_eq!(
            [
                m.value(&(2, 3)),
                m.value(&(3, 2)),
                m.value(&(9, 2)),
                m.value(&(2, 9))
            ],
            [Some(7), Some(70_000), Some(5), None]
        );
        assert_eq!(m.solved(), 3);
        assert!(PairMemo::<(u64, u64)>::new(1000, 1000).is_err());
        assert!(PairMemo::<(u64, u64)>::new(u64::MAX, u64::MAX).is_err());
        let mut flat = ReferenceSolver::with_memo(
            Misere(ColeDavieEuclid),
            u64::MAX,
            PairMemo::<_, OrderedPairs>::new(20, 1 << 20).unwrap(),
        );
        let mut hashed = ReferenceSolver::new(Misere(ColeDavieEuclid));
        for a in 0..=30 {
            for b in 0..=30 {
                let p = crate::games::MiserePosition::Game((a, b));
                let (x, y) = (flat.sprague_grundy(&p), hashed.sprague_grundy(&p));
                assert_eq!(x.is_ok(), y.is_ok(), "({a}, {b})");
                if let (Ok(x), Ok(y)) = (x, y) {
                    assert_eq!(x, y, "({a}, {b})");
                }
            }
        }
    }
}
