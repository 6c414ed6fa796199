//! The positions sent to an implementation under guard: the exhaustive box, the edge families
//! (where bugs live) and the random sample, all inside the program's domain of entries.
//!
//! Every set is produced lazily or is small: a run's memory does not grow with the number of
//! positions it sends.

use super::Target;
use crate::arith::gcd;
use crate::games::{DynGame, GameName};
use crate::vocab::error::{Error, Result};
use std::cmp::Ordering;
use std::fmt;

/// The entries a program accepts: every entry of every position sent lies in `lo..=hi`
/// (`--entries 1..2147483647` for a program whose entries are C `int`s).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EntryRange {
    /// The smallest entry.
    pub lo: u64,
    /// The largest entry.
    pub hi: u64,
}

impl EntryRange {
    /// Every `u64`.
    pub const ALL: EntryRange = EntryRange {
        lo: 0,
        hi: u64::MAX,
    };

    /// `LO..HI` (both included, as `--entries` writes it; `LO..=HI` is accepted too).
    ///
    /// ```
    /// use euclid_spec::guard::EntryRange;
    /// let r = EntryRange::parse("1..2147483647").unwrap();
    /// assert_eq!((r.lo, r.hi), (1, (1 << 31) - 1));
    /// assert!(EntryRange::parse("5..4").is_err());
    /// assert!(EntryRange::parse("1..18446744073709551616").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<EntryRange> {
        let bad = |why: &str| {
            Error::out_of_domain(format!(
                "`{text}` is not a range of entries LO..HI (both included, e.g. 1..2147483647): {why}"
            ))
        };
        let (lo, hi) = text
            .split_once("..")
            .ok_or_else(|| bad("no `..` between the two ends"))?;
        let hi = hi.strip_prefix('=').unwrap_or(hi);
        let entry = |t: &str| crate::games::parse_entry(t).map_err(|e| bad(&e.to_string()));
        let (lo, hi) = (entry(lo)?, entry(hi)?);
        if lo > hi {
            return Err(bad("the first end is above the second"));
        }
        Ok(EntryRange { lo, hi })
    }

    /// Whether every entry lies in the range.
    pub fn contains(&self, p: &[u64]) -> bool {
        p.iter().all(|&x| self.lo <= x && x <= self.hi)
    }
}

impl fmt::Display for EntryRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..{}", self.lo, self.hi)
    }
}

/// The largest sum of partial quotients of a fraction sent to `calkin-wilf-index`: its index
/// has about that many bits, and the answer must fit an answer line (30 103 digits).
pub const MAX_INDEX_BITS: u64 = 100_000;

/// The largest entry of the default random and edge positions of a game the closed forms do not
/// answer (the misère games, the three-entry games), so that the reference solver answers there
/// within its budget; `--entries` sends larger ones, which it may leave unjudged.
pub const REFERENCE_ONLY_MAX: u64 = 200;

/// Whether `p` is a position of the target: the game's rules allow it, or it is an index (n ≥ 0
/// for Stern's sequence, n ≥ 1 for the Calkin–Wilf sequence), or a reduced fraction of positive
/// entries whose index fits an answer line.
pub fn admits(target: Target, rules: Option<&dyn DynGame>, p: &[u64]) -> bool {
    match target {
        Target::Game(_) => rules.is_some_and(|r| r.check(p).is_ok()),
        Target::Stern => p.len() == 1,
        Target::CalkinWilf => p.len() == 1 && p[0] >= 1,
        Target::CalkinWilfIndex => {
            p.len() == 2
                && p[0] >= 1
                && p[1] >= 1
                && gcd(p[0], p[1]) == 1
                && quotient_sum(p[0], p[1]) <= MAX_INDEX_BITS
        }
    }
}

/// The sum of the partial quotients of `b/a` (or of `a/b`: the same), saturating.
pub fn quotient_sum(a: u64, b: u64) -> u64 {
    let (mut x, mut y) = (a.max(b), a.min(b));
    let mut sum: u64 = 0;
    while y > 0 {
        sum = sum.saturating_add(x / y);
        (x, y) = (y, x % y);
    }
    sum
}

/// The domain's order, in which the box is walked and the smallest disagreement reported: by the
/// largest entry, then entry by entry (pairs: the first, then the second; sorted triples `a ≤ b
/// ≤ c`: `c`, then `b`, then `a`).
pub fn order(x: &[u64], y: &[u64]) -> Ordering {
    let top = |p: &[u64]| p.iter().copied().max().unwrap_or(0);
    top(x).cmp(&top(y)).then_with(|| {
        if x.len() == 3 && y.len() == 3 {
            x.iter().rev().cmp(y.iter().rev())
        } else {
            x.cmp(y)
        }
    })
}

/// The exhaustive box: every position of the target with entries in `lo..=top`, in the domain's
/// order, produced one at a time.
pub struct BoxPositions {
    target: Target,
    rules: Option<Box<dyn DynGame>>,
    lo: u64,
    top: u64,
    /// The next candidate, before the target's filter; `None` when done.
    next: Option<[u64; 3]>,
}

impl BoxPositions {
    /// The box of `target` with entries in `range` and at most `max`.
    pub fn new(target: Target, range: EntryRange, max: u64) -> BoxPositions {
        let lo = match target {
            Target::Game(GameName::Triple { .. })
            | Target::CalkinWilf
            | Target::CalkinWilfIndex => range.lo.max(1),
            _ => range.lo,
        };
        let top = range.hi.min(max);
        BoxPositions {
            target,
            rules: target.rules(),
            lo,
            top,
            next: (lo <= top).then_some([lo, lo, lo]),
        }
    }

    fn arity(&self) -> usize {
        self.target.arity()
    }

    /// Steps the raw candidate: for one entry, `n`; for pairs, with `m` the larger entry,
    /// `(a, m)` for `a < m`, then `(m, b)` for `b ≤ m`; for triples `a ≤ b ≤ c` by `c`, `b`, `a`.
    fn step(&self, p: [u64; 3]) -> Option<[u64; 3]> {
        let (lo, top) = (self.lo, self.top);
        match self.arity() {
            1 => (p[0] < top).then(|| [p[0] + 1, 0, 0]),
            2 => {
                // p = [a, b, m]: the pair (a, b) of the shell m.
                let [a, b, m] = p;
                if a < m {
                    // In the first part (a, m): next a, or the second part's (m, lo).
                    if a + 1 < m {
                        Some([a + 1, m, m])
                    } else {
                        Some([m, lo, m])
                    }
                } else if b < m {
                    Some([m, b + 1, m])
                } else if m < top {
                    let m = m + 1;
                    Some(if lo < m { [lo, m, m] } else { [m, lo, m] })
                } else {
                    None
                }
            }
            _ => {
                let [a, b, c] = p;
                if a < b {
                    Some([a + 1, b, c])
                } else if b < c {
                    Some([lo, b + 1, c])
                } else if c < top {
                    Some([lo, lo, c + 1])
                } else {
                    None
                }
            }
        }
    }

    fn emit(&self, p: [u64; 3]) -> Vec<u64> {
        match self.arity() {
            1 => vec![p[0]],
            2 => vec![p[0], p[1]],
            _ => p.to_vec(),
        }
    }
}

impl Iterator for BoxPositions {
    type Item = Vec<u64>;

    fn next(&mut self) -> Option<Vec<u64>> {
        loop {
            let raw = self.next?;
            self.next = self.step(raw);
            let p = self.emit(raw);
            if admits(self.target, self.rules.as_deref(), &p) {
                return Some(p);
            }
        }
    }
}

/// The box, ready to walk (the first raw candidate `[lo, lo, lo]` is `(lo, lo)` for pairs: the
/// shell `m = lo` has no first part).
pub fn exhaustive(target: Target, range: EntryRange, max: u64) -> BoxPositions {
    BoxPositions::new(target, range, max)
}

/// A small, seeded generator (splitmix64), so that random positions repeat across machines.
pub struct SplitMix(u64);

impl SplitMix {
    /// A generator from a seed.
    pub fn new(seed: u64) -> SplitMix {
        SplitMix(seed)
    }

    /// The next value.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A value in `lo..=hi`, uniform up to a bias below 2⁻⁶⁴ per value.
    pub fn in_range(&mut self, lo: u64, hi: u64) -> u64 {
        let span = hi - lo;
        if span == u64::MAX {
            return self.next_u64();
        }
        lo + self.next_u64() % (span + 1)
    }
}

/// The random sample: `count` positions of the target with entries in `range`, from `seed`,
/// produced one at a time. Each entry is uniform in the range, except one in four drawn from its
/// first thousand values, where the reference solver answers too. A target with few positions in
/// the range may give up drawing (after a million draws with none admitted): the sample is then
/// shorter, and the report's count says so.
pub struct RandomPositions {
    target: Target,
    rules: Option<Box<dyn DynGame>>,
    range: EntryRange,
    rng: SplitMix,
    left: u64,
}

/// The random sample of `target`.
pub fn random(target: Target, range: EntryRange, count: u64, seed: u64) -> RandomPositions {
    RandomPositions {
        target,
        rules: target.rules(),
        range,
        rng: SplitMix::new(seed),
        left: count,
    }
}

impl Iterator for RandomPositions {
    type Item = Vec<u64>;

    fn next(&mut self) -> Option<Vec<u64>> {
        if self.left == 0 {
            return None;
        }
        let (lo, hi) = (self.range.lo, self.range.hi);
        for _ in 0..1_000_000 {
            let mut p = Vec::with_capacity(3);
            for _ in 0..self.target.arity() {
                let x = if self.rng.next_u64() % 4 == 0 {
                    self.rng.in_range(lo, hi.min(lo.saturating_add(999)))
                } else {
                    self.rng.in_range(lo, hi)
                };
                p.push(x);
            }
            if let Target::Game(GameName::Triple { .. }) = self.target {
                p.sort_unstable();
            }
            if admits(self.target, self.rules.as_deref(), &p) {
                self.left -= 1;
                return Some(p);
            }
        }
        self.left = 0;
        None
    }
}

/// One family of edge positions: its name, why it is there, and its positions.
pub struct Family {
    /// The family's name, as the report counts it.
    pub name: &'static str,
    /// Why it is there.
    pub why: &'static str,
    /// Its positions inside the domain, in the domain's order, without repeats.
    pub positions: Vec<Vec<u64>>,
}

/// The numbers around each power of two from 2⁷ to 2⁶⁴: `2ᵏ − 1, 2ᵏ, 2ᵏ + 1` (2⁶⁴ − 1 for the
/// last). Each power is the half of the next, so `2a`, `a + b` and `a·b` overflow in every width
/// of 8 to 64 bits, signed or not, at one of them.
fn around_powers_of_two() -> Vec<u64> {
    let mut out = Vec::new();
    for k in 7..64u32 {
        let p = 1u64 << k;
        out.extend([p - 1, p, p + 1]);
    }
    out.push(u64::MAX);
    out
}

/// The Fibonacci numbers that fit in `u64`, from `F(1) = 1`.
fn fibonacci() -> Vec<u64> {
    let mut out = vec![1u64, 1];
    while let Some(next) = out[out.len() - 2].checked_add(out[out.len() - 1]) {
        out.push(next);
    }
    out
}

/// The fraction `[q0, q1, …]` as `(numerator, denominator)`, or `None` past `u64`.
fn from_quotients(q: &[u64]) -> Option<(u64, u64)> {
    let (mut num, mut den) = (1u128, 0u128);
    for &x in q.iter().rev() {
        (num, den) = ((x as u128).checked_mul(num)?.checked_add(den)?, num);
    }
    Some((u64::try_from(num).ok()?, u64::try_from(den).ok()?))
}

/// Continued fractions that reach a closed form's boundaries: for `k = 1, 2, 3, 4, 10` every
/// all-equal expansion `[k, k, …, k]` (its convergents fall on both sides of λ₁ = (k + √(k² + 4))/2,
/// chl2011's boundary for a₀ = k; `k = 1` gives the Fibonacci ratios around φ), and the same run
/// ended by `k + 1` or `k + 2` (λ at both parities: chl2011 Theorem 1 subtracts 1 exactly when λ
/// is odd), as `(denominator, numerator)` pairs.
fn boundary_fractions() -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    for k in [1u64, 2, 3, 4, 10] {
        let mut run = vec![k];
        while let Some((num, den)) = from_quotients(&run) {
            out.push((den, num));
            for last in [k + 1, k + 2] {
                let mut ended = run.clone();
                ended.push(last);
                if let Some((num, den)) = from_quotients(&ended) {
                    out.push((den, num));
                }
            }
            run.push(k);
        }
    }
    out
}

/// The edge families of `target` inside `range` (documented in the README's "Guard your own
/// implementation"). Each position is admitted by the target and lies in the range.
pub fn edge_families(target: Target, range: EntryRange) -> Vec<Family> {
    let rules = target.rules();
    let keep = |raw: Vec<Vec<u64>>| -> Vec<Vec<u64>> {
        let mut v: Vec<Vec<u64>> = raw
            .into_iter()
            .map(|mut p| {
                if let Target::Game(GameName::Triple { .. }) = target {
                    p.sort_unstable();
                }
                p
            })
            .filter(|p| range.contains(p) && admits(target, rules.as_deref(), p))
            .collect();
        v.sort_by(|x, y| order(x, y));
        v.dedup();
        v
    };
    let hi = range.hi;
    let powers = around_powers_of_two();
    let fib = fibonacci();
    let mut families = Vec::new();
    match target.arity() {
        1 => {
            families.push(Family {
                name: "powers of two",
                why:
                    "indices 2ᵏ − 1, 2ᵏ, 2ᵏ + 1 (k = 0 … 63) and 2⁶⁴ − 1: a new binary digit, the \
                      first and last node of a generation, and every integer width's overflow",
                positions: keep(
                    (0..64u32)
                        .flat_map(|k| {
                            let p = 1u64 << k;
                            [p - 1, p, p.saturating_add(1)]
                        })
                        .chain([u64::MAX, 0])
                        .map(|n| vec![n])
                        .collect(),
                ),
            });
            families.push(Family {
                name: "Stern's maxima",
                why:
                    "indices (2ᵏ ± 1)/3, 0101…01 in binary, where s(n) is a Fibonacci number, the \
                      largest of its generation, and their neighbours",
                positions: keep(
                    (1..64u32)
                        .flat_map(|k| {
                            let j = ((1u128 << k) + if k % 2 == 0 { 2 } else { 1 }) / 3;
                            let j = j as u64;
                            [j.saturating_sub(1), j, j.saturating_add(1)]
                        })
                        .map(|n| vec![n])
                        .collect(),
                ),
            });
        }
        2 => {
            let mut widths = Vec::new();
            for &x in &powers {
                for y in [
                    1,
                    2,
                    3,
                    x - 1,
                    x,
                    x.saturating_add(1),
                    x / 2,
                    x / 2 + 1,
                    x.saturating_mul(2).saturating_sub(1),
                    x.saturating_mul(2),
                    x.saturating_mul(2).saturating_add(1),
                    hi,
                    hi.saturating_sub(1),
                ] {
                    widths.push(vec![x, y]);
                    widths.push(vec![y, x]);
                }
            }
            families.push(Family {
                name: "machine widths",
                why: "an entry x around each power of two from 2⁷ to 2⁶⁴ (2ᵏ − 1, 2ᵏ, 2ᵏ + 1) with \
                      the partners 1, 2, 3, x ± 1, x, x/2, 2x ± 1, 2x and the domain's top, in both \
                      orders: 2a, a + b and a·b overflow in every width, and a quotient of 1, 2 or x",
                positions: keep(widths),
            });
            let mut fibs = Vec::new();
            for w in fib.windows(2) {
                let (f, g) = (w[0], w[1]);
                for (a, b) in [
                    (f, g),
                    (f.saturating_sub(1), g),
                    (f.saturating_add(1), g),
                    (f, g.saturating_sub(1)),
                    (f, g.saturating_add(1)),
                ] {
                    fibs.push(vec![a, b]);
                    fibs.push(vec![b, a]);
                }
            }
            families.push(Family {
                name: "Fibonacci",
                why:
                    "consecutive Fibonacci numbers (F(k), F(k + 1)) and their neighbours ±1 up to \
                      the largest entry, both orders: the ratios closest to φ, where a comparison \
                      with φ in floating point goes wrong and the play is longest",
                positions: keep(fibs),
            });
            let mut bounds = Vec::new();
            for (a, b) in boundary_fractions() {
                for (x, y) in [(a, b), (a, b.saturating_add(1)), (a, b.saturating_sub(1))] {
                    bounds.push(vec![x, y]);
                    bounds.push(vec![y, x]);
                }
            }
            families.push(Family {
                name: "closed-form boundaries",
                why: "the convergents of all-equal expansions [k, k, …, k] (k = 1, 2, 3, 4, 10), on \
                      both sides of λ₁ for a₀ = k, and the same runs ended by k + 1 and k + 2 (λ odd \
                      and even in chl2011 Theorem 1), with their neighbours ±1",
                positions: keep(bounds),
            });
            let mut quotients = Vec::new();
            for a in [1u64, 2, 3, 7, 1000, 65_537, 2_147_483_647] {
                let mut q: u64 = 10;
                while let Some(qa) = q.checked_mul(a) {
                    for r in [1, a - 1] {
                        if let Some(b) = qa.checked_add(r) {
                            quotients.push(vec![a, b]);
                        }
                    }
                    match q.checked_mul(10) {
                        Some(next) => q = next,
                        None => break,
                    }
                }
                // And q = 2^k: a bound written as a power of two (a table of 1024, a shift)
                // met between the powers of ten.
                for k in 4..64 {
                    let Some(qa) = (1u64 << k).checked_mul(a) else {
                        break;
                    };
                    for r in [1, a - 1] {
                        if let Some(b) = qa.checked_add(r) {
                            quotients.push(vec![a, b]);
                        }
                    }
                }
                if let Some(top) = hi.checked_div(a) {
                    for r in [0, 1] {
                        if let Some(b) = (top.saturating_sub(1)).checked_mul(a).map(|x| x + r) {
                            quotients.push(vec![a, b]);
                        }
                    }
                }
            }
            families.push(Family {
                name: "large quotients",
                why:
                    "(a, q·a + r) for a = 1, 2, 3, 7, 1000, 65537, 2³¹ − 1, every q = 10ⁱ, every \
                      q = 2ᵏ (k ≥ 4) and the largest quotient the domain allows, r = 1 and a − 1: a \
                      program that tries every multiple, or recurses once per subtraction, meets \
                      its worst case",
                positions: keep(quotients),
            });
            let equal: Vec<Vec<u64>> = powers
                .iter()
                .chain(fib.iter())
                .chain([1, 2, 3, hi].iter())
                .map(|&x| vec![x, x])
                .collect();
            families.push(Family {
                name: "equal entries",
                why:
                    "(x, x) for x around the powers of two, the Fibonacci numbers, 1, 2, 3 and the \
                      domain's top: a final position of Grossman's game, one move from the end in \
                      Cole–Davie's",
                positions: keep(equal),
            });
        }
        _ => {
            let mut triples = Vec::new();
            for &x in powers.iter().chain([1u64, 2, 3, hi].iter()) {
                for t in [
                    [x, x, x],
                    [1, x, x],
                    [1, 1, x],
                    [1, 2, x],
                    [x, x.saturating_add(1), x.saturating_mul(2)],
                    [x.saturating_sub(1), x, x.saturating_add(1)],
                ] {
                    triples.push(t.to_vec());
                }
            }
            for w in fib.windows(3) {
                triples.push(w.to_vec());
            }
            families.push(Family {
                name: "triples",
                why: "the three-entry analogues: equal entries, (1, x, x), (1, 1, x), (1, 2, x), \
                      (x, x + 1, 2x), (x − 1, x, x + 1) for x around each power of two, and three \
                      consecutive Fibonacci numbers",
                positions: keep(triples),
            });
        }
    }
    if let Target::CalkinWilfIndex = target {
        // The index is 2 to the sum of the quotients: fractions with long and with
        // even-length continued fractions.
        let mut fractions = Vec::new();
        for len in 1..=40usize {
            for k in [1u64, 2, 3] {
                let mut q = vec![k; len];
                if let Some(last) = q.last_mut() {
                    *last += 1;
                }
                if let Some((num, den)) = from_quotients(&q) {
                    fractions.push(vec![num, den]);
                    fractions.push(vec![den, num]);
                }
            }
        }
        families.push(Family {
            name: "continued-fraction lengths",
            why: "fractions [k, …, k, k + 1] of every length 1 to 40, both ways up: continued \
                  fractions of even and of odd length, where an index read from the expansion \
                  must flip its last run",
            positions: keep(fractions),
        });
    }
    families.retain(|f| !f.positions.is_empty());
    families
}
