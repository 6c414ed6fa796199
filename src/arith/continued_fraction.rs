//! Finite continued fractions of ratios of `u64` integers, in the convention of the papers.
//!
//! # Source
//! chl2011 §1: "we use that the continued fraction expansion `[a0, a1, …, an]` of b/a … and we
//! adopt the convention that `an > 1` if `n > 0`." hss2008 §5: "with `a0 ∈ ℕ ∪ {0}` and
//! `aj ∈ ℕ` for `1 ≤ j ≤ m` … we assume that `am ≥ 2` if `m ∈ ℕ`."
//!
//! # Conventions
//! - `b/a` with `a > 0`. The ratio 1 is `[1]`; a ratio below 1 starts with 0 (`2/3 = [0, 1, 2]`);
//!   the ratio 0 is `[0]`.
//! - The expansion is the Euclidean algorithm, so the last quotient is automatically at least 2
//!   when there is more than one. Lamé's bound keeps the length of any `u64` ratio at most 94
//!   (the worst case is a ratio of consecutive Fibonacci numbers, plus a leading 0); up to 15
//!   quotients are stored inline, without allocation, longer expansions on the heap.

use crate::vocab::error::{Error, Result};
use std::fmt;

/// The most partial quotients a ratio of two `u64` can have (Lamé: 92, plus a leading 0, plus slack).
pub const MAX_QUOTIENTS: usize = 96;

/// The partial quotients of `b/a`, streamed one at a time (the bare Euclidean algorithm).
#[derive(Clone, Debug)]
pub struct PartialQuotients {
    num: u64,
    den: u64,
}

impl PartialQuotients {
    /// The quotients of `b/a`. Fails when `a = 0`.
    pub fn new(b: u64, a: u64) -> Result<PartialQuotients> {
        if a == 0 {
            return Err(Error::out_of_domain(format!(
                "the ratio {b}/0 has no continued fraction"
            )));
        }
        Ok(PartialQuotients { num: b, den: a })
    }
}

impl Iterator for PartialQuotients {
    type Item = u64;

    #[inline]
    fn next(&mut self) -> Option<u64> {
        if self.den == 0 {
            return None;
        }
        let q = self.num / self.den;
        let r = self.num % self.den;
        self.num = self.den;
        self.den = r;
        Some(q)
    }
}

/// A finite continued fraction `[a0, a1, …, an]` in the papers' convention.
#[derive(Clone)]
pub struct ContinuedFraction(Store);

/// The quotients kept inline in a [`ContinuedFraction`]: every ratio whose entries are both below
/// F(17) = 1597 (a ratio `b/a ≥ 1` of k ≥ 2 quotients has `b ≥ F(k + 2)`, so 16 quotients need
/// `b ≥ F(18) = 2584`, or `a ≥ F(17)` behind a leading 0 when `b < a`), most ratios far beyond
/// (their expansions are short on average), and every node of the Calkin–Wilf tree at most 14
/// steps below the root (a node d steps down has quotients summing to d + 1, so at most d + 1 of
/// them, the leading 0 included). Longer expansions live on the heap. At 15 the value is 128
/// bytes, which the compiler moves inline; at 23 (192 bytes) every move was a call to `memcpy`,
/// 18% of the pair claims' time, and the 776-byte array before it was worse.
const INLINE: usize = 15;

#[derive(Clone)]
enum Store {
    Inline(u8, [u64; INLINE]),
    Heap(Box<[u64]>),
}

impl PartialEq for ContinuedFraction {
    fn eq(&self, other: &Self) -> bool {
        self.quotients() == other.quotients()
    }
}

impl Eq for ContinuedFraction {}

impl std::hash::Hash for ContinuedFraction {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.quotients().hash(state);
    }
}

impl ContinuedFraction {
    /// The continued fraction of `b/a` (numerator first, as the papers write `b/a`).
    ///
    /// # Examples
    ///
    /// ```
    /// use euclid_spec::arith::ContinuedFraction;
    ///
    /// // By hand: 21/8 = 2 + 5/8, 8/5 = 1 + 3/5, 5/3 = 1 + 2/3, 3/2 = 1 + 1/2, 2/1 = 2.
    /// assert_eq!(ContinuedFraction::of_ratio(21, 8)?.quotients(), &[2, 1, 1, 1, 2]);
    /// // chl2011's convention: the last quotient is above 1 when there are several.
    /// assert_eq!(ContinuedFraction::of_ratio(3, 2)?.quotients(), &[1, 2]);
    /// // The ratio 1 is [1]; a ratio below 1 starts with 0: 2/3 = 0 + 1/(1 + 1/2).
    /// assert_eq!(ContinuedFraction::of_ratio(4, 4)?.quotients(), &[1]);
    /// assert_eq!(ContinuedFraction::of_ratio(2, 3)?.quotients(), &[0, 1, 2]);
    /// assert!(ContinuedFraction::of_ratio(5, 0).is_err());
    /// # Ok::<(), euclid_spec::Error>(())
    /// ```
    pub fn of_ratio(b: u64, a: u64) -> Result<ContinuedFraction> {
        let mut quotients = PartialQuotients::new(b, a)?;
        // Filled in a local array and moved out once: built in place in the returned value
        // (through a `&mut` to it) the zeroed array was stored and read back at once, a stall
        // that was a third of this function's time.
        let mut inline = [0; INLINE];
        let mut len = 0;
        while len < INLINE {
            match quotients.next() {
                Some(q) => inline[len] = q,
                None => return Ok(ContinuedFraction(Store::Inline(len as u8, inline))),
            }
            len += 1;
        }
        let Some(q) = quotients.next() else {
            return Ok(ContinuedFraction(Store::Inline(INLINE as u8, inline)));
        };
        let mut all = inline.to_vec();
        all.push(q);
        all.extend(quotients);
        // Lamé's bound makes this unreachable; keep it an error, not a panic.
        if all.len() > MAX_QUOTIENTS {
            return Err(Error::overflow(
                "continued fraction longer than Lamé's bound",
            ));
        }
        Ok(ContinuedFraction(Store::Heap(all.into_boxed_slice())))
    }

    /// The quotients given, stored inline when they fit (no checks: the callers check).
    fn store(quotients: &[u64]) -> ContinuedFraction {
        if quotients.len() <= INLINE {
            let mut inline = [0; INLINE];
            inline[..quotients.len()].copy_from_slice(quotients);
            ContinuedFraction(Store::Inline(quotients.len() as u8, inline))
        } else {
            ContinuedFraction(Store::Heap(quotients.into()))
        }
    }

    /// Builds a continued fraction from quotients, checking the convention: at least one
    /// quotient, every quotient after the first positive, and the last at least 2 when there
    /// is more than one.
    pub fn from_quotients(quotients: &[u64]) -> Result<ContinuedFraction> {
        if quotients.is_empty() {
            return Err(Error::out_of_domain(
                "a continued fraction needs at least one quotient",
            ));
        }
        if quotients.len() > MAX_QUOTIENTS {
            return Err(Error::out_of_domain(format!(
                "{} quotients: more than {MAX_QUOTIENTS}",
                quotients.len()
            )));
        }
        if let Some(i) = quotients.iter().skip(1).position(|&q| q == 0) {
            return Err(Error::out_of_domain(format!(
                "quotient a{} is 0; only a0 may be 0",
                i + 1
            )));
        }
        if quotients.len() > 1 && quotients[quotients.len() - 1] < 2 {
            return Err(Error::out_of_domain(
                "the last quotient must be at least 2 when there is more than one",
            ));
        }
        Ok(ContinuedFraction::store(quotients))
    }

    /// `[a0, …, an]`.
    #[inline]
    pub fn quotients(&self) -> &[u64] {
        match &self.0 {
            Store::Inline(len, q) => &q[..*len as usize],
            Store::Heap(q) => q,
        }
    }

    /// `n`, the index of the last quotient (the papers' `n`; the length minus one).
    #[inline]
    pub fn last_index(&self) -> usize {
        self.quotients().len() - 1
    }

    /// Whether `a0 = a1 = … = an`.
    pub fn all_equal(&self) -> bool {
        let q = self.quotients();
        q.iter().all(|&x| x == q[0])
    }

    /// The reduced fraction `(numerator, denominator)`, rebuilt with checked arithmetic:
    /// an error when it does not fit `u64`.
    pub fn to_fraction(&self) -> Result<(u64, u64)> {
        let (p, q) = self.to_fraction_u128()?;
        match (u64::try_from(p), u64::try_from(q)) {
            (Ok(p), Ok(q)) => Ok((p, q)),
            _ => Err(Error::overflow(format!(
                "the fraction {self} does not fit u64"
            ))),
        }
    }

    /// The reduced fraction `(numerator, denominator)` in `u128`.
    pub fn to_fraction_u128(&self) -> Result<(u128, u128)> {
        // Evaluate from the right: x = an; x = ai + 1/x, kept as p/q.
        let q = self.quotients();
        let mut num: u128 = q[q.len() - 1] as u128;
        let mut den: u128 = 1;
        for &ai in q[..q.len() - 1].iter().rev() {
            let next = (ai as u128)
                .checked_mul(num)
                .and_then(|x| x.checked_add(den))
                .ok_or_else(|| Error::overflow(format!("rebuilding {self}")))?;
            den = num;
            num = next;
        }
        Ok((num, den))
    }

    /// Dijkstra's reversed writing `|k0, k1, …, kn|` with `ki = a(n−i)`, so that the ratio is
    /// `rn` where `r0 = k0` and `r(i+1) = k(i+1) + 1/ri` (ewd1981).
    pub fn reversed(&self) -> ReversedContinuedFraction {
        self.clone().into_reversed()
    }

    /// [`ContinuedFraction::reversed`], in place, without a copy: for an expansion made
    /// only to be read reversed (in `ewd1981/fact-trail-even-moves`, a copy and a reversal for
    /// every move were a quarter of the claim's time).
    #[inline]
    pub fn into_reversed(mut self) -> ReversedContinuedFraction {
        match &mut self.0 {
            Store::Inline(len, q) => q[..*len as usize].reverse(),
            Store::Heap(q) => q.reverse(),
        }
        ReversedContinuedFraction(self)
    }
}

impl fmt::Display for ContinuedFraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[")?;
        for (i, q) in self.quotients().iter().enumerate() {
            if i > 0 {
                write!(f, ", ")?;
            }
            write!(f, "{q}")?;
        }
        write!(f, "]")
    }
}

impl fmt::Debug for ContinuedFraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Dijkstra's `|k0, k1, …, kn|`: the quotients in reverse order (ewd1981).
#[derive(Clone, PartialEq, Eq)]
pub struct ReversedContinuedFraction(ContinuedFraction);

impl ReversedContinuedFraction {
    /// `k0, …, kn`.
    pub fn ks(&self) -> &[u64] {
        self.0.quotients()
    }

    /// The ratio `rn` rebuilt by Dijkstra's recurrence `r0 = k0`, `r(i+1) = k(i+1) + 1/ri`,
    /// as a reduced fraction `(numerator, denominator)`.
    pub fn ratio(&self) -> Result<(u64, u64)> {
        let ks = self.ks();
        let (mut num, mut den) = (ks[0] as u128, 1u128);
        for &k in &ks[1..] {
            // r = k + den/num
            let next = (k as u128)
                .checked_mul(num)
                .and_then(|x| x.checked_add(den))
                .ok_or_else(|| Error::overflow("rebuilding a reversed continued fraction"))?;
            den = num;
            num = next;
        }
        match (u64::try_from(num), u64::try_from(den)) {
            (Ok(n), Ok(d)) => Ok((n, d)),
            _ => Err(Error::overflow("the ratio does not fit u64")),
        }
    }
}

impl fmt::Display for ReversedContinuedFraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "|")?;
        for (i, k) in self.ks().iter().enumerate() {
            if i > 0 {
                write!(f, ", ")?;
            }
            write!(f, "{k}")?;
        }
        write!(f, "|")
    }
}

impl fmt::Debug for ReversedContinuedFraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conventions_of_the_papers() {
        assert_eq!(ContinuedFraction::of_ratio(1, 1).unwrap().quotients(), &[1]);
        assert_eq!(
            ContinuedFraction::of_ratio(2, 3).unwrap().quotients(),
            &[0, 1, 2]
        );
        assert_eq!(ContinuedFraction::of_ratio(0, 5).unwrap().quotients(), &[0]);
        assert_eq!(
            ContinuedFraction::of_ratio(5, 2).unwrap().quotients(),
            &[2, 2]
        );
        assert_eq!(
            ContinuedFraction::of_ratio(21, 8).unwrap().quotients(),
            &[2, 1, 1, 1, 2]
        );
        assert!(ContinuedFraction::of_ratio(3, 0).is_err());
    }

    #[test]
    fn longest_u64_ratio_fits() {
        // F93 / F92 is the worst case of the Euclidean algorithm below 2^64.
        let (mut x, mut y) = (1u64, 1u64);
        while let Some(z) = x.checked_add(y) {
            x = y;
            y = z;
        }
        let cf = ContinuedFraction::of_ratio(y, x).unwrap();
        assert!(cf.quotients().len() >= 90);
        assert_eq!(cf.to_fraction().unwrap(), (y, x));
        let inverse = ContinuedFraction::of_ratio(x, y).unwrap();
        assert_eq!(inverse.quotients().len(), cf.quotients().len() + 1);
    }

    /// Around the inline storage's length: the quotients, equality, hashing, the reversal and the
    /// fraction do not depend on where the quotients are kept.
    #[test]
    fn inline_and_heap_storage_agree() {
        use std::collections::hash_map::DefaultHasher;
        use std::hash::{Hash, Hasher};
        let hash = |cf: &ContinuedFraction| {
            let mut h = DefaultHasher::new();
            cf.hash(&mut h);
            h.finish()
        };
        // Consecutive Fibonacci numbers: F(k+2)/F(k+1) has k quotients [1, …, 1, 2].
        let (mut x, mut y) = (1u64, 2u64);
        for k in 1..=INLINE + 3 {
            let cf = ContinuedFraction::of_ratio(y, x).unwrap();
            let mut expected = vec![1u64; k];
            expected[k - 1] = 2;
            assert_eq!(cf.quotients(), expected.as_slice(), "k = {k}");
            assert_eq!(cf.last_index(), k - 1);
            assert_eq!(cf.to_fraction().unwrap(), (y, x));
            let built = ContinuedFraction::from_quotients(&expected).unwrap();
            assert_eq!(built, cf);
            assert_eq!(hash(&built), hash(&cf));
            let mut reversed = expected.clone();
            reversed.reverse();
            assert_eq!(cf.reversed().ks(), reversed.as_slice());
            assert_eq!(cf.reversed().ratio().unwrap(), (y, x));
            // With the leading 0 of the ratio below 1: one quotient more.
            let inverse = ContinuedFraction::of_ratio(x, y).unwrap();
            assert_eq!(inverse.quotients().len(), k + 1);
            assert_eq!(inverse.quotients()[1..], expected[..]);
            assert_ne!(inverse, cf);
            (x, y) = (y, x + y);
        }
    }

    #[test]
    fn from_quotients_checks_the_convention() {
        assert!(ContinuedFraction::from_quotients(&[]).is_err());
        assert!(ContinuedFraction::from_quotients(&[2, 1]).is_err());
        assert!(ContinuedFraction::from_quotients(&[2, 0, 3]).is_err());
        assert!(ContinuedFraction::from_quotients(&[0]).is_ok());
        // The storage limit, at the boundary: 96 quotients fit, 97 are refused (not a panic).
        let mut q = vec![1u64; MAX_QUOTIENTS];
        q[MAX_QUOTIENTS - 1] = 2;
        let longest = ContinuedFraction::from_quotients(&q).unwrap();
        assert_eq!(longest.quotients(), q.as_slice());
        q.insert(0, 1);
        assert!(ContinuedFraction::from_quotients(&q)
            .unwrap_err()
            .to_string()
            .contains("97 quotients"));
        assert!(ContinuedFraction::from_quotients(&[u64::MAX, u64::MAX])
            .unwrap()
            .to_fraction()
            .is_err());
    }

    #[test]
    fn printing_and_last_index() {
        let cf = ContinuedFraction::of_ratio(7, 3).unwrap();
        assert_eq!(cf.to_string(), "[2, 3]");
        assert_eq!(format!("{cf:?}"), "[2, 3]");
        assert_eq!(cf.last_index(), 1);
        assert_eq!(cf.reversed().to_string(), "|3, 2|");
        assert_eq!(format!("{:?}", cf.reversed()), "|3, 2|");
        let one = ContinuedFraction::of_ratio(4, 1).unwrap();
        assert_eq!(one.last_index(), 0);
        assert_eq!(one.reversed().to_string(), "|4|");
        let five = ContinuedFraction::of_ratio(21, 8).unwrap();
        assert_eq!(five.last_index(), 4);
        assert_eq!(five.reversed().to_string(), "|2, 1, 1, 1, 2|");
    }

    #[test]
    fn dijkstra_writes_in_reverse() {
        let cf = ContinuedFraction::of_ratio(21, 8).unwrap();
        let rev = cf.reversed();
        assert_eq!(rev.ks(), &[2, 1, 1, 1, 2]);
        assert_eq!(rev.ratio().unwrap(), (21, 8));
        let cf = ContinuedFraction::of_ratio(7, 3).unwrap(); // [2, 3]
        assert_eq!(cf.reversed().ks(), &[3, 2]);
        assert_eq!(cf.reversed().ratio().unwrap(), (7, 3));
    }
}
