//! Exact numbers `r + s√d` of a real quadratic field ℚ(√d): `r`, `s` rational, `d` a positive
//! integer that is not a square. The papers' identities on their quadratic irrationals (hss2008's
//! G = ½(√5 + 1) and g = ½(√5 − 1) in ℚ(√5); chl2011's λ₁, λ₂ = ½(a₀ ± √(a₀² + 4)) in
//! ℚ(√(a₀² + 4)), a field for each a₀) are compared exactly, never approximated. The field is a
//! property of each number: `d` may change from one value to the next, and two numbers are
//! combined only within one field.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{Signed, Zero};
use std::cmp::Ordering;

/// A number `r + s√d` of ℚ(√d).
///
/// ```
/// use euclid_spec::arith::surd::Surd;
/// use num_bigint::BigInt;
/// use num_rational::BigRational;
/// use std::cmp::Ordering;
///
/// let half = BigRational::new(1.into(), 2.into());
/// let five = BigInt::from(5);
/// // G = ½ + ½√5 is a root of x² − x − 1.
/// let g = Surd::new(half.clone(), half, five.clone());
/// let one = Surd::integer(1, five);
/// assert_eq!(g.mul(&g).sub(&g).sub(&one).sign(), Ordering::Equal);
/// assert_eq!(g.to_string(), "1/2 + 1/2√5");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Surd {
    r: BigRational,
    s: BigRational,
    d: BigInt,
}

impl Surd {
    /// `r + s√d`.
    pub fn new(r: BigRational, s: BigRational, d: BigInt) -> Surd {
        Surd { r, s, d }
    }

    /// The rational `r`, as a number of ℚ(√d).
    pub fn rational(r: BigRational, d: BigInt) -> Surd {
        Surd::new(r, BigRational::zero(), d)
    }

    /// The integer `n`, as a number of ℚ(√d).
    pub fn integer(n: i64, d: impl Into<BigInt>) -> Surd {
        Surd::rational(BigRational::from_integer(BigInt::from(n)), d.into())
    }

    /// The field of two numbers combined: theirs, which must be one (a program that mixes two
    /// fields is wrong whatever its input, and stops here rather than compute a meaningless
    /// number).
    fn field(&self, o: &Surd) -> BigInt {
        assert_eq!(
            self.d, o.d,
            "numbers of ℚ(√{}) and ℚ(√{}) combined",
            self.d, o.d
        );
        self.d.clone()
    }

    /// `self + o`.
    pub fn add(&self, o: &Surd) -> Surd {
        let d = self.field(o);
        Surd::new(&self.r + &o.r, &self.s + &o.s, d)
    }

    /// `self − o`.
    pub fn sub(&self, o: &Surd) -> Surd {
        let d = self.field(o);
        Surd::new(&self.r - &o.r, &self.s - &o.s, d)
    }

    /// `(r + s√d)(r' + s'√d) = (rr' + d·ss') + (rs' + sr')√d`.
    pub fn mul(&self, o: &Surd) -> Surd {
        let d = self.field(o);
        let dd = BigRational::from_integer(d.clone());
        Surd::new(
            &self.r * &o.r + dd * &self.s * &o.s,
            &self.r * &o.s + &self.s * &o.r,
            d,
        )
    }

    /// `self · k` for a rational `k`.
    pub fn scale(&self, k: &BigRational) -> Surd {
        Surd::new(&self.r * k, &self.s * k, self.d.clone())
    }

    /// The sign of `r + s√d`, exactly: where `r` and `s` differ in sign, by `r²` against `d·s²`
    /// (never equal for a non-square `d`, unless both are 0).
    pub fn sign(&self) -> Ordering {
        let zero = BigRational::zero();
        match (self.r.cmp(&zero), self.s.cmp(&zero)) {
            (Ordering::Equal, x) | (x, Ordering::Equal) => x,
            (x, y) if x == y => x,
            (x, _) => {
                let dd = BigRational::from_integer(self.d.clone());
                match (&self.r * &self.r).cmp(&(dd * &self.s * &self.s)) {
                    Ordering::Greater => x,
                    Ordering::Less => x.reverse(),
                    Ordering::Equal => Ordering::Equal,
                }
            }
        }
    }
}

impl std::fmt::Display for Surd {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let zero = BigRational::zero();
        let d = &self.d;
        match (self.r == zero, self.s.cmp(&zero)) {
            (_, Ordering::Equal) => write!(f, "{}", self.r),
            (true, _) => write!(f, "{}√{d}", self.s),
            (false, Ordering::Greater) => write!(f, "{} + {}√{d}", self.r, self.s),
            (false, Ordering::Less) => write!(f, "{} − {}√{d}", self.r, self.s.abs()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(n: i64, d: i64) -> BigRational {
        BigRational::new(BigInt::from(n), BigInt::from(d))
    }

    fn in5(r: (i64, i64), s: (i64, i64)) -> Surd {
        Surd::new(q(r.0, r.1), q(s.0, s.1), BigInt::from(5))
    }

    /// The arithmetic of ℚ(√5) by hand: (1 + 2√5) + (3 + 4√5), their difference, their product
    /// (3 + 40 = 43, 4 + 6 = 10), and signs on both sides of r² = 5s².
    #[test]
    fn arithmetic_and_signs_in_q_sqrt_5() {
        let (x, y) = (in5((1, 1), (2, 1)), in5((3, 1), (4, 1)));
        assert_eq!(x.add(&y), in5((4, 1), (6, 1)));
        assert_eq!(x.sub(&y), in5((-2, 1), (-2, 1)));
        assert_eq!(x.mul(&y), in5((43, 1), (10, 1)));
        assert_eq!(x.scale(&q(1, 2)), in5((1, 2), (1, 1)));
        assert_eq!(in5((2, 1), (-1, 1)).sign(), Ordering::Less);
        assert_eq!(in5((3, 1), (-1, 1)).sign(), Ordering::Greater);
        assert_eq!(in5((-3, 1), (1, 1)).sign(), Ordering::Less);
        assert_eq!(in5((-2, 1), (1, 1)).sign(), Ordering::Greater);
        assert_eq!(in5((4, 1), (-2, 1)).sign(), Ordering::Less); // 16 < 20
        assert_eq!(in5((5, 1), (-2, 1)).sign(), Ordering::Greater); // 25 > 20
        assert_eq!(in5((1, 2), (1, 2)).sign(), Ordering::Greater);
        assert_eq!(in5((-1, 2), (-1, 2)).sign(), Ordering::Less);
        assert_eq!(Surd::integer(0, 5).sign(), Ordering::Equal);
        assert_eq!(Surd::integer(2, 5).sign(), Ordering::Greater);
    }

    /// As printed: `r + s√d`, `r − |s|√d`, `s√d` alone, `r` alone.
    #[test]
    fn printed_forms() {
        assert_eq!(in5((1, 2), (1, 2)).to_string(), "1/2 + 1/2√5");
        assert_eq!(in5((-1, 2), (1, 2)).to_string(), "-1/2 + 1/2√5");
        assert_eq!(in5((0, 1), (-1, 1)).to_string(), "-1√5");
        assert_eq!(in5((1, 1), (-1, 3)).to_string(), "1 − 1/3√5");
        assert_eq!(Surd::integer(3, 8).to_string(), "3");
        let s = Surd::new(q(1, 1), q(1, 1), BigInt::from(13));
        assert_eq!(s.to_string(), "1 + 1√13");
    }

    /// Another field, ℚ(√13) (a₀ = 3): λ₁ = (3 + √13)/2 is a root of x² − 3x − 1, and λ₁λ₂ = −1.
    #[test]
    fn the_field_of_each_a0() {
        let d = BigInt::from(13);
        let l1 = Surd::new(q(3, 2), q(1, 2), d.clone());
        let l2 = Surd::new(q(3, 2), q(-1, 2), d.clone());
        let three = Surd::integer(3, d.clone());
        let one = Surd::integer(1, d.clone());
        assert_eq!(
            l1.mul(&l1).sub(&three.mul(&l1)).sub(&one).sign(),
            Ordering::Equal
        );
        assert_eq!(l1.mul(&l2), Surd::integer(-1, d));
        assert_eq!(l1.sub(&l2).sign(), Ordering::Greater);
    }

    /// Two fields are never mixed.
    #[test]
    #[should_panic(expected = "combined")]
    fn two_fields_are_not_combined() {
        let _ = Surd::integer(1, 5).add(&Surd::integer(1, 13));
    }
}
