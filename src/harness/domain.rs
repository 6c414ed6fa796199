//! The domains claims are checked on: the points (printed as the runner prints a
//! counterexample, and as an entry's examples name them), the order each domain is walked in (so
//! that the first failure is the smallest counterexample), and the bounds.
//!
//! # Orders
//! The order of every domain is stated in `spec/README.md` and held by the tests:
//! - pairs `a ≤ b` (or `a < b`): by `b`, then `a`;
//! - ordered pairs: by `max(a, b)`, then `a`, then `b`;
//! - sorted triples `a ≤ b ≤ c`: by `c`, then `b`, then `a`;
//! - Calkin–Wilf nodes: by generation, then from left to right in the generation;
//! - generations, indices `n`, squares `M`: increasing;
//! - sequences (Serial Nim piles, Dijkstra's `|k0, …, kn|`): by sum, then length, then
//!   lexicographically;
//! - printed lists: by printed position; printed tables: as ordered pairs of (row, column);
//! - points that carry several coordinates (a game and a pair, a pair and a value `s`): the
//!   outer coordinate first, as the claim's domain names them.

use std::fmt;

/// A pair of entries, printed `(a, b)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pair(pub u64, pub u64);

impl fmt::Display for Pair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.0, self.1)
    }
}

/// A triple of entries, printed `(a, b, c)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Triple(pub u64, pub u64, pub u64);

impl fmt::Display for Triple {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {}, {})", self.0, self.1, self.2)
    }
}

/// A fraction `a/b`: a node of the Calkin–Wilf tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Node(pub u64, pub u64);

impl fmt::Display for Node {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.0, self.1)
    }
}

/// A named integer, printed `name = n` (`n = 5`, `M = 100`, `x = 3`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Named(pub &'static str, pub u64);

impl fmt::Display for Named {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} = {}", self.0, self.1)
    }
}

/// Several named integers, printed `a = 2, b = 8, s = 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fields<const N: usize>(pub [(&'static str, u64); N]);

impl<const N: usize> fmt::Display for Fields<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (name, v)) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{name} = {v}")?;
        }
        Ok(())
    }
}

/// A generation of the Calkin–Wilf tree, printed `generation 5`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Generation(pub u32);

impl fmt::Display for Generation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "generation {}", self.0)
    }
}

/// The place of an item in a printed list (1-based), printed `position 8`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Listed(pub usize);

impl fmt::Display for Listed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "position {}", self.0)
    }
}

/// A sequence of positive integers (Serial Nim piles), printed `[1, 2, 3]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piles(pub Vec<u64>);

impl fmt::Display for Piles {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.0)
    }
}

/// A point of one of several games (or sequences), printed `grossman (3, 5)`; the name may be
/// borrowed, so that a walk need not copy it at every point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct In<N, P>(pub N, pub P);

/// A point of a walk over ordered pairs, printed however the walk prints it.
pub(crate) trait PairPoint: fmt::Display + Send + Sync {
    /// The pair.
    fn pair(&self) -> Pair;
}

impl PairPoint for Pair {
    fn pair(&self) -> Pair {
        *self
    }
}

impl<N: fmt::Display + Send + Sync> PairPoint for In<N, Pair> {
    fn pair(&self) -> Pair {
        self.1
    }
}

impl<N: fmt::Display, P: fmt::Display> fmt::Display for In<N, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.0, self.1)
    }
}

/// Something printed as given: a printed item that is not a number (`{0, 1, 2, 4, 7}`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Text(pub String);

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Pairs `lo ≤ a ≤ b ≤ n` (with `strict`, `a < b`), by `b`, then `a`.
pub fn pairs(lo: u64, n: u64, strict: bool) -> impl Iterator<Item = Pair> {
    // The first pair: (lo, lo), or (lo, lo + 1) when strict.
    let first = if strict { lo.checked_add(1) } else { Some(lo) };
    Pairs {
        next: first.filter(|&b| b <= n).map(|b| Pair(lo, b)),
        lo,
        n,
        strict,
    }
}

/// The pairs of [`pairs`]`(lo, n, strict)` among [`ordered_pairs`]`(lo, n)`: `a ≤ b`, or
/// `a < b` with `strict`. Kept in its order, the walk of ordered pairs is the walk of
/// [`pairs`] (both go by `b`, then `a`), so that a statement about [`pairs`] may be walked
/// by [`super::Run::all_pairs_by_rows`].
pub(crate) fn upper(strict: bool) -> impl Fn(u64, u64) -> bool + Sync + Copy {
    move |a, b| if strict { a < b } else { a <= b }
}

/// The walk of [`pairs`], one step a call.
struct Pairs {
    next: Option<Pair>,
    lo: u64,
    n: u64,
    strict: bool,
}

impl Iterator for Pairs {
    type Item = Pair;

    #[inline]
    fn next(&mut self) -> Option<Pair> {
        let p @ Pair(a, b) = self.next?;
        let last_a = if self.strict { b - 1 } else { b };
        self.next = if a < last_a {
            Some(Pair(a + 1, b))
        } else if b < self.n {
            Some(Pair(self.lo, b + 1))
        } else {
            None
        };
        Some(p)
    }
}

/// Ordered pairs with both entries in `lo..=n`, by `max(a, b)`, then `a`, then `b`.
pub fn ordered_pairs(lo: u64, n: u64) -> impl Iterator<Item = Pair> {
    ordered_pairs_with_max(lo, lo, n)
}

/// The part of [`ordered_pairs`]`(lo, to)` whose larger entry is at least `from`: a piece of
/// its walk, in its order.
pub(crate) fn ordered_pairs_with_max(lo: u64, from: u64, to: u64) -> impl Iterator<Item = Pair> {
    let m = from.max(lo);
    OrderedPairs {
        next: (m <= to).then_some(Pair(lo, m)),
        lo,
        to,
    }
}

/// The walk of [`ordered_pairs_with_max`], one step a call: with larger entry `m`, the pairs
/// `(lo, m), (lo + 1, m), …, (m − 1, m)`, then `(m, lo), (m, lo + 1), …, (m, m)`, in order
/// of `a`, then `b` (a step a call rather than nested `flat_map`s, which every statement
/// walked this way compiled again).
struct OrderedPairs {
    next: Option<Pair>,
    lo: u64,
    to: u64,
}

impl Iterator for OrderedPairs {
    type Item = Pair;

    #[inline]
    fn next(&mut self) -> Option<Pair> {
        let p @ Pair(a, b) = self.next?;
        self.next = if a < b {
            // (a, m) with a < m: the next first entry, or the row (m, ·) from lo.
            Some(if a + 1 < b {
                Pair(a + 1, b)
            } else {
                Pair(b, self.lo)
            })
        } else if b < a {
            Some(Pair(a, b + 1))
        } else if a < self.to {
            // (m, m) ends the pairs with larger entry m.
            Some(Pair(self.lo, a + 1))
        } else {
            None
        };
        Some(p)
    }
}

/// Sorted triples `1 ≤ a ≤ b ≤ c ≤ n`, by `c`, then `b`, then `a`.
pub fn triples(n: u64) -> impl Iterator<Item = Triple> {
    Triples {
        next: (n >= 1).then_some(Triple(1, 1, 1)),
        n,
    }
}

/// The walk of [`triples`], one step a call (the triple claims walk hundreds of millions).
struct Triples {
    next: Option<Triple>,
    n: u64,
}

impl Iterator for Triples {
    type Item = Triple;

    #[inline]
    fn next(&mut self) -> Option<Triple> {
        let t @ Triple(a, b, c) = self.next?;
        self.next = if a < b {
            Some(Triple(a + 1, b, c))
        } else if b < c {
            Some(Triple(1, b + 1, c))
        } else if c < self.n {
            Some(Triple(1, 1, c + 1))
        } else {
            None
        };
        Some(t)
    }
}

/// Sequences of positive integers with sum `1..=max_sum`, by sum, then length, then
/// lexicographically.
pub fn compositions(max_sum: u64) -> impl Iterator<Item = Piles> {
    (1..=max_sum).flat_map(|sum| {
        let mut all = Vec::new();
        compose(sum, &mut Vec::new(), &mut all);
        all.sort_by(|x, y| x.len().cmp(&y.len()).then_with(|| x.cmp(y)));
        all.into_iter().map(Piles)
    })
}

fn compose(rest: u64, prefix: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
    if rest == 0 {
        out.push(prefix.clone());
        return;
    }
    for first in 1..=rest {
        prefix.push(first);
        compose(rest - first, prefix, out);
        prefix.pop();
    }
}

/// What a claim's bound limits: each dimension has its own `verify` flag, and a flag raises
/// only the claims of its dimension.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Dimension {
    /// Positions of the two-entry games, by their largest entry (`--pairs`).
    Pairs,
    /// Positions of the three-entry games, by their largest entry (`--triples`).
    Triples,
    /// Generations of the Calkin–Wilf tree (`--generations`).
    Generations,
    /// Serial Nim positions, by their pile sum (`--piles`).
    Piles,
    /// Sums of two games, by the largest entry of either summand (`--sums`).
    Sums,
    /// Squares `(0, M]²` with `M = 10, 100, …` up to the bound (`--squares`).
    Squares,
    /// Fixed by the statement (a printed table, a worked example): no flag moves it.
    Fixed,
}

impl Dimension {
    /// Every dimension, in the order of the report.
    pub const ALL: [Dimension; 7] = [
        Dimension::Pairs,
        Dimension::Triples,
        Dimension::Generations,
        Dimension::Piles,
        Dimension::Sums,
        Dimension::Squares,
        Dimension::Fixed,
    ];

    /// The dimension's name, which is also its `verify` flag (`--pairs`, …); `fixed` has no
    /// flag.
    pub fn as_str(self) -> &'static str {
        match self {
            Dimension::Pairs => "pairs",
            Dimension::Triples => "triples",
            Dimension::Generations => "generations",
            Dimension::Piles => "piles",
            Dimension::Sums => "sums",
            Dimension::Squares => "squares",
            Dimension::Fixed => "fixed",
        }
    }

    /// The `verify` flag that sets the bound of this dimension, if any.
    pub fn flag(self) -> Option<String> {
        (self != Dimension::Fixed).then(|| format!("--{}", self.as_str()))
    }

    /// A rough count of the points of a domain of this dimension at bound `n` (saturating): the
    /// run's work estimate. Pairs `a, b ≤ n`: `n²`; sorted triples: `n³/6`; generations:
    /// `2ⁿ` nodes; pile sums: `2ⁿ` compositions; sums of two pairs: `n⁴`; squares: one per
    /// power of ten; fixed: `n`.
    pub fn estimate(self, n: u64) -> u64 {
        match self {
            Dimension::Pairs => n.saturating_mul(n),
            Dimension::Triples => n.saturating_mul(n).saturating_mul(n) / 6,
            Dimension::Generations | Dimension::Piles => {
                1u64.checked_shl(n as u32).unwrap_or(u64::MAX)
            }
            Dimension::Sums => n.saturating_mul(n).saturating_mul(n).saturating_mul(n),
            Dimension::Squares => u64::from(n.checked_ilog10().unwrap_or(0)),
            Dimension::Fixed => n,
        }
    }
}

impl fmt::Display for Dimension {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

impl std::str::FromStr for Dimension {
    type Err = crate::Error;
    fn from_str(s: &str) -> crate::Result<Self> {
        Dimension::ALL
            .into_iter()
            .find(|d| d.as_str() == s)
            .ok_or_else(|| {
                crate::Error::unknown(
                    "dimension",
                    s,
                    Dimension::ALL
                        .iter()
                        .map(|d| d.as_str().to_string())
                        .collect(),
                )
            })
    }
}

/// How a claim reads its bound: the dimension it limits, its default, the least bound at which
/// the claim can be checked as stated (its printed examples and pinned counterexample inside the
/// domain) and the largest it can run at.
#[derive(Clone, Copy, Debug)]
pub struct Bound {
    /// What the bound limits, hence which `verify` flag sets it.
    pub dimension: Dimension,
    /// The bound used when none is given (an entry's `default_bound` replaces it when the run
    /// joins the entry with its check: `run::join`).
    pub default: u64,
    /// The least bound the check can use; smaller requests are raised to it and say so.
    pub min: u64,
    /// The largest bound the check can run at; larger requests are capped and say so.
    pub max: u64,
    /// What the bound limits, e.g. "a, b ≤ N".
    pub meaning: &'static str,
}

impl Bound {
    /// The same bound with the least usable value `min` (for a claim whose pinned
    /// counterexample or printed points lie beyond the dimension's own least bound).
    pub const fn at_least(self, min: u64) -> Bound {
        Bound { min, ..self }
    }

    /// The same bound with the largest usable value `max` (for a claim whose walk holds every
    /// point at once, or grows faster than its dimension's), its default no larger: a request
    /// above it is capped and the report says so, and the plan counts the cases walked.
    pub const fn at_most(self, max: u64) -> Bound {
        let default = if self.default < max {
            self.default
        } else {
            max
        };
        Bound {
            max,
            default,
            ..self
        }
    }

    /// The bound a run asking for `requested` (or the default) uses: clamped to `[min, max]`.
    pub fn effective(&self, requested: Option<u64>) -> u64 {
        requested
            .unwrap_or(self.default)
            .clamp(self.min, self.max.max(self.min))
    }
}

/// Pairs of entries up to N.
pub const PAIRS: Bound = Bound {
    dimension: Dimension::Pairs,
    default: 500,
    min: 3,
    // The doubled claims read Grossman's game at 2N + 1 ≤ MAX_DENSE_N.
    max: (crate::solver::dense::MAX_DENSE_N - 1) / 2,
    meaning: "entries ≤ N",
};
/// Serial Nim positions by their pile sum.
pub const PILE_SUM: Bound = Bound {
    dimension: Dimension::Piles,
    default: 14,
    min: 2,
    max: 20,
    meaning: "pile sum ≤ N",
};
/// Positions of a sum of two games, each pair with entries ≤ N.
pub const SUM_ENTRIES: Bound = Bound {
    dimension: Dimension::Sums,
    default: 7,
    min: 1,
    max: 14,
    meaning: "entries of both summands ≤ N",
};

/// A claim that does not depend on a bound (a printed table, a worked example).
pub const fn fixed(n: u64) -> Bound {
    Bound {
        dimension: Dimension::Fixed,
        default: n,
        min: n,
        max: n,
        meaning: "fixed by the statement",
    }
}

/// A point with data the predicate needs there (a printed value, a place), printed as the point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct At<P, X>(pub P, pub X);

impl<P: fmt::Display, X> fmt::Display for At<P, X> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The exact counts are the sizes of the domains they name, counted one by one, and
    /// saturate at the top of the integers instead of overflowing.
    #[test]
    fn exact_counts_are_the_domains_sizes() {
        for n in 0..40u64 {
            let pairs = (1..=n).flat_map(|b| (1..=b).map(move |a| (a, b)));
            assert_eq!(cases::triangle(n), pairs.count() as u64, "n = {n}");
            let triples =
                (1..=n).flat_map(|c| (1..=c).flat_map(move |b| (1..=b).map(move |a| (a, b, c))));
            assert_eq!(cases::sorted_triples(n), triples.count() as u64, "n = {n}");
            assert_eq!(cases::square(n), (n * n), "n = {n}");
        }
        for n in 0..64 {
            assert_eq!(cases::tree_nodes(n), (0..n).map(|g| 1u64 << g).sum::<u64>());
        }
        for n in 0..40u64 {
            let strict = (1..=n).flat_map(|b| (1..b).map(move |a| (a, b)));
            assert_eq!(cases::below_diagonal(n), strict.count() as u64, "n = {n}");
            assert_eq!(cases::square_part(n, 1, 4), n * n / 4, "n = {n}");
        }
        for f in [
            cases::square,
            cases::triangle,
            cases::below_diagonal,
            cases::sorted_triples,
            cases::tree_nodes,
            |n| cases::square_part(n, 1, 4),
        ] {
            assert_eq!(f(u64::MAX), u64::MAX);
        }
        // Where n² passes 2⁶⁴ a quarter of it still fits, exactly.
        assert_eq!(cases::square_part(1 << 32, 1, 4), 1 << 62);
        assert_eq!(cases::below_diagonal(1 << 32), (1 << 63) - (1 << 31));
        assert_eq!(cases::tree_nodes(64), u64::MAX);
        // The last bound whose count of triples fits 64 bits is exact, the next saturates.
        let exact = |n: u64| u128::from(n) * u128::from(n + 1) * u128::from(n + 2) / 6;
        let (mut fits, mut past) = (1u64, 1u64 << 24);
        while past - fits > 1 {
            let mid = fits + (past - fits) / 2;
            if exact(mid) <= u128::from(u64::MAX) {
                fits = mid;
            } else {
                past = mid;
            }
        }
        assert_eq!(u128::from(cases::sorted_triples(fits)), exact(fits));
        assert_eq!(cases::sorted_triples(past), u64::MAX);
    }

    /// The walk of ordered pairs, step by step, is the one its order defines: by the larger
    /// entry, then `a`, then `b` (written here as nested ranges).
    #[test]
    fn ordered_pairs_in_their_order() {
        for lo in 0..4 {
            for from in 0..8 {
                for to in 0..12 {
                    let defined: Vec<Pair> = (from.max(lo)..=to)
                        .flat_map(|m| {
                            (lo..=m).flat_map(move |a| {
                                let (first, last) = if a == m { (lo, m) } else { (m, m) };
                                (first..=last).map(move |b| Pair(a, b))
                            })
                        })
                        .collect();
                    let walked: Vec<Pair> = ordered_pairs_with_max(lo, from, to).collect();
                    assert_eq!(walked, defined, "lo {lo}, from {from}, to {to}");
                }
            }
        }
        // At the top of the integers: no step past u64::MAX.
        let top: Vec<Pair> = ordered_pairs_with_max(u64::MAX - 1, 0, u64::MAX).collect();
        let m = u64::MAX;
        assert_eq!(
            top,
            [
                Pair(m - 1, m - 1),
                Pair(m - 1, m),
                Pair(m, m - 1),
                Pair(m, m)
            ]
        );
    }

    /// The ordered pairs kept by [`upper`] are [`pairs`], in its order.
    #[test]
    fn upper_ordered_pairs_are_pairs() {
        for lo in 0..4 {
            for n in 0..30 {
                for strict in [false, true] {
                    let keep = upper(strict);
                    let kept: Vec<Pair> = ordered_pairs(lo, n)
                        .filter(|&Pair(a, b)| keep(a, b))
                        .collect();
                    let walked: Vec<Pair> = pairs(lo, n, strict).collect();
                    assert_eq!(kept, walked, "lo {lo}, n {n}, strict {strict}");
                }
            }
        }
    }
}

/// The shapes of the cases a predicate checks at the bound `n`
/// ([`ClaimCheck::cases`](field@crate::claims::ClaimCheck::cases)), where they are not its
/// dimension's points: each fitted to what the predicate checks at two bounds, and held within
/// 2× of it by a test. Saturating: any `n` gives a number, never an overflow (a test calls every
/// registered estimate at 0, its claim's least, default and largest bounds, and `u64::MAX`).
pub mod cases {
    /// `num/den` of `x`.
    pub const fn part(x: u64, num: u64, den: u64) -> u64 {
        x.saturating_mul(num) / den
    }

    /// A count worked out in 128 bits, saturated at the top of `u64` (exact wherever it fits);
    /// `None`, a product past 2¹²⁸, saturates too.
    const fn saturated(x: Option<u128>) -> u64 {
        match x {
            Some(x) if x <= u64::MAX as u128 => x as u64,
            _ => u64::MAX,
        }
    }

    /// `log₂ n`, rounded down (`0` for `n ≤ 1`).
    pub const fn log2(n: u64) -> u64 {
        match n.checked_ilog2() {
            Some(log) => log as u64,
            None => 0,
        }
    }

    /// `num/den` of the `n²` ordered pairs `a, b ≤ n` (the pairs `0 < a < b` are about 1/2 of
    /// them, the reduced ones about 3/π² ≈ 3/10).
    pub const fn square_part(n: u64, num: u64, den: u64) -> u64 {
        // n² fits 128 bits; past 2⁶⁴ the count saturates, never a wrong one.
        let n = n as u128;
        saturated(match (n * n).checked_mul(num as u128) {
            Some(p) => Some(p / den as u128),
            None => None,
        })
    }

    /// The pairs `0 < a < b ≤ n`: `n(n − 1)/2`.
    pub const fn below_diagonal(n: u64) -> u64 {
        saturated(Some(n as u128 * n.saturating_sub(1) as u128 / 2))
    }

    /// `num/den` of `n³`.
    pub const fn cube_part(n: u64, num: u64, den: u64) -> u64 {
        part(n.saturating_mul(n).saturating_mul(n), num, den)
    }

    /// The `n²` ordered pairs `a, b ≤ n`.
    pub const fn square(n: u64) -> u64 {
        n.saturating_mul(n)
    }

    /// The pairs `0 < a ≤ b ≤ n`: `n(n + 1)/2`.
    pub const fn triangle(n: u64) -> u64 {
        saturated(Some(n as u128 * (n as u128 + 1) / 2))
    }

    /// The sorted triples `0 < a ≤ b ≤ c ≤ n`: `n(n + 1)(n + 2)/6`, the multisets of three of
    /// `n` values.
    pub const fn sorted_triples(n: u64) -> u64 {
        let n = n as u128;
        let count = n * (n + 1) / 2;
        // n(n + 1)/2 · (n + 2)/3 is a whole number, and past 2⁶⁴ the count saturates.
        saturated(match count.checked_mul(n + 2) {
            Some(c) => Some(c / 3),
            None => None,
        })
    }

    /// The `2ⁿ − 1` nodes of a binary tree's first `n` generations, saturating.
    pub const fn tree_nodes(n: u64) -> u64 {
        if n >= 64 {
            u64::MAX
        } else {
            (1 << n) - 1
        }
    }

    /// `n·log₂ n`, rounded down (`0` for `n ≤ 1`).
    pub const fn n_log_n(n: u64) -> u64 {
        n.saturating_mul(log2(n))
    }

    /// `n^(3/4)`, rounded down.
    pub const fn three_quarters_power(n: u64) -> u64 {
        n.saturating_mul(n.isqrt()).isqrt()
    }

    /// `2ⁿ`, saturating.
    pub const fn pow2(n: u64) -> u64 {
        if n >= 64 {
            u64::MAX
        } else {
            1 << n
        }
    }
}
