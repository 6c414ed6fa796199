//! Exact numbers `r + s√d` of a real quadratic field ℚ(√d): `r`, `s` rational, `d` a positive
//! integer that is not a square. The papers' identities on their quadratic irrationals (hss2008's
//! G = ½(√5 + 1) and g = ½(√5 − 1) in ℚ(√5); chl2011's λ₁, λ₂ = ½(a₀ ± √(a₀² + 4)) in
//! ℚ(√(a₀² + 4)), a field for each a₀) are compared exactly, never approximated. The field is a
//! property of each number: `d` may change from one value to the next, and two numbers are
//! combined only within one field.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};
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
#[derive(Clone, Debug)]
pub struct Surd {
    // (a + b√d)/q with q > 0, not reduced: the arithmetic multiplies integers and never takes a
    // gcd (the papers' numbers carry denominators 2^k that reducing would only recompute); the
    // value is what is compared, printed or tested for equality.
    a: BigInt,
    b: BigInt,
    q: BigInt,
    d: BigInt,
}

impl Surd {
    /// `r + s√d`.
    pub fn new(r: BigRational, s: BigRational, d: BigInt) -> Surd {
        // Both denominators are positive (a BigRational keeps its sign in the numerator).
        let (rn, rd) = r.into_raw();
        let (sn, sd) = s.into_raw();
        if rd == sd {
            return Surd {
                a: rn,
                b: sn,
                q: rd,
                d,
            };
        }
        Surd {
            a: rn * &sd,
            b: sn * &rd,
            q: rd * sd,
            d,
        }
    }

    /// The rational `r`, as a number of ℚ(√d).
    pub fn rational(r: BigRational, d: BigInt) -> Surd {
        let (a, q) = r.into_raw();
        Surd {
            a,
            b: BigInt::zero(),
            q,
            d,
        }
    }

    /// The integer `n`, as a number of ℚ(√d).
    pub fn integer(n: i64, d: impl Into<BigInt>) -> Surd {
        Surd {
            a: BigInt::from(n),
            b: BigInt::zero(),
            q: BigInt::one(),
            d: d.into(),
        }
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

    /// `self ± o`, over the denominator they share, or the product of the two.
    fn add_signed(&self, o: &Surd, minus: bool) -> Surd {
        let d = self.field(o);
        let (sa, sb, oa, ob, q) = if self.q == o.q {
            let (sa, sb) = (self.a.clone(), self.b.clone());
            (sa, sb, o.a.clone(), o.b.clone(), self.q.clone())
        } else {
            let (sa, sb) = (&self.a * &o.q, &self.b * &o.q);
            (sa, sb, &o.a * &self.q, &o.b * &self.q, &self.q * &o.q)
        };
        let (a, b) = if minus {
            (sa - oa, sb - ob)
        } else {
            (sa + oa, sb + ob)
        };
        Surd { a, b, q, d }
    }

    /// `self + o`.
    pub fn add(&self, o: &Surd) -> Surd {
        self.add_signed(o, false)
    }

    /// `self − o`.
    pub fn sub(&self, o: &Surd) -> Surd {
        self.add_signed(o, true)
    }

    /// `(r + s√d)(r' + s'√d) = (rr' + d·ss') + (rs' + sr')√d`.
    pub fn mul(&self, o: &Surd) -> Surd {
        let d = self.field(o);
        Surd {
            a: &self.a * &o.a + &d * &self.b * &o.b,
            b: &self.a * &o.b + &self.b * &o.a,
            q: &self.q * &o.q,
            d,
        }
    }

    /// `self · k` for a rational `k`.
    pub fn scale(&self, k: &BigRational) -> Surd {
        // k's denominator is positive.
        Surd {
            a: &self.a * k.numer(),
            b: &self.b * k.numer(),
            q: &self.q * k.denom(),
            d: self.d.clone(),
        }
    }

    /// The sign of `r + s√d`, exactly: where `r` and `s` differ in sign, by `r²` against `d·s²`
    /// (never equal for a non-square `d`, unless both are 0).
    pub fn sign(&self) -> Ordering {
        // The denominator is positive: the sign is that of a + b√d.
        let zero = BigInt::zero();
        match (self.a.cmp(&zero), self.b.cmp(&zero)) {
            (Ordering::Equal, x) | (x, Ordering::Equal) => x,
            (x, y) if x == y => x,
            (x, _) => match (&self.a * &self.a).cmp(&(&self.d * &self.b * &self.b)) {
                Ordering::Greater => x,
                Ordering::Less => x.reverse(),
                Ordering::Equal => Ordering::Equal,
            },
        }
    }

    /// `r` and `s`, reduced.
    fn parts(&self) -> (BigRational, BigRational) {
        (
            BigRational::new(self.a.clone(), self.q.clone()),
            BigRational::new(self.b.clone(), self.q.clone()),
        )
    }
}

/// Equal numbers of one field: `r` and `s` equal, however each is written.
impl PartialEq for Surd {
    fn eq(&self, o: &Surd) -> bool {
        self.d == o.d && &self.a * &o.q == &o.a * &self.q && &self.b * &o.q == &o.b * &self.q
    }
}

impl Eq for Surd {}

impl std::fmt::Display for Surd {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let zero = BigRational::zero();
        let d = &self.d;
        let (r, s) = self.parts();
        match (r == zero, s.cmp(&zero)) {
            (_, Ordering::Equal) => write!(f, "{r}"),
            (true, _) => write!(f, "{s}√{d}"),
            (false, Ordering::Greater) => write!(f, "{r} + {s}√{d}"),
            (false, Ordering::Less) => write!(f, "{r} − {}√{d}", s.abs()),
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

    /// A number is its value, however it is written: unreduced results equal the reduced
    /// number, print reduced, and a long chain of operations gives what rationals give.
    #[test]
    fn values_not_their_writing() {
        let d = BigInt::from(5);
        let two_halves = Surd::new(q(2, 2), q(4, 2), d.clone()).add(&in5((0, 1), (0, 3)));
        assert_eq!(two_halves, in5((1, 1), (2, 1)));
        assert_eq!(two_halves.to_string(), "1 + 2√5");
        assert_ne!(two_halves, in5((1, 1), (3, 1)));
        assert_ne!(Surd::integer(1, 5), Surd::integer(1, 13));
        // (1/2 + 1/3√5)^k against the same powers computed in reduced rationals.
        let x = in5((1, 2), (1, 3));
        let (mut p, mut r, mut s) = (Surd::integer(1, 5), q(1, 1), q(0, 1));
        for _ in 0..40 {
            p = p.mul(&x).sub(&x.scale(&q(1, 7))).add(&x.scale(&q(1, 7)));
            let (r2, s2) = (
                &r * q(1, 2) + q(5, 1) * &s * q(1, 3),
                &r * q(1, 3) + &s * q(1, 2),
            );
            (r, s) = (r2, s2);
            assert_eq!(p, Surd::new(r.clone(), s.clone(), d.clone()));
        }
        assert_eq!(p.sub(&Surd::new(r, s, d)).sign(), Ordering::Equal);
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
