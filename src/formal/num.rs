//! The formal language's numbers, all exact: integers of any size (a machine word while they
//! fit, a big integer past it), rationals (from `/` alone), and the numbers `x + y·√D` of one
//! quadratic field (φ, `√D`, a root of `x² − kx − 1`), whose signs, and hence comparisons and
//! floors, are decided by integer arithmetic, never by an approximation.

use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};
use std::cmp::Ordering;
use std::fmt;

/// The most bits an integer may have (a power or a product past it ends the evaluation as a
/// limit reached): 2²⁰ bits, about 315,000 decimal digits.
pub const MAX_BITS: u64 = 1 << 20;

/// Why a number could not be computed: the words of the limit or of the undefined operation.
pub type NumError = String;

/// An exact integer: a machine word while it fits, a big integer past it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Int {
    /// Fits a signed 64-bit word.
    Small(i64),
    /// Does not.
    Big(Box<BigInt>),
}

impl Int {
    /// Zero.
    pub const ZERO: Int = Int::Small(0);

    /// The integer of a big integer, small when it fits.
    pub fn from_big(b: BigInt) -> Int {
        match b.to_i64() {
            Some(s) => Int::Small(s),
            None => Int::Big(Box::new(b)),
        }
    }

    /// The big integer.
    pub fn big(&self) -> BigInt {
        match self {
            Int::Small(s) => BigInt::from(*s),
            Int::Big(b) => (**b).clone(),
        }
    }

    /// The value as a `u64`, when it is one.
    pub fn to_u64(&self) -> Option<u64> {
        match self {
            Int::Small(s) => u64::try_from(*s).ok(),
            Int::Big(b) => b.to_u64(),
        }
    }

    /// The value as an `i64`, when it is one.
    pub fn to_i64(&self) -> Option<i64> {
        match self {
            Int::Small(s) => Some(*s),
            Int::Big(_) => None,
        }
    }

    fn checked(b: BigInt) -> Result<Int, NumError> {
        if b.bits() > MAX_BITS {
            return Err(format!(
                "an integer of {} bits, past the limit of {MAX_BITS} bits",
                b.bits()
            ));
        }
        Ok(Int::from_big(b))
    }

    /// `self + other`.
    pub fn add(&self, other: &Int) -> Result<Int, NumError> {
        if let (Int::Small(x), Int::Small(y)) = (self, other) {
            if let Some(z) = x.checked_add(*y) {
                return Ok(Int::Small(z));
            }
        }
        Int::checked(self.big() + other.big())
    }

    /// `self − other`.
    pub fn sub(&self, other: &Int) -> Result<Int, NumError> {
        if let (Int::Small(x), Int::Small(y)) = (self, other) {
            if let Some(z) = x.checked_sub(*y) {
                return Ok(Int::Small(z));
            }
        }
        Int::checked(self.big() - other.big())
    }

    /// `self · other`.
    pub fn mul(&self, other: &Int) -> Result<Int, NumError> {
        if let (Int::Small(x), Int::Small(y)) = (self, other) {
            if let Some(z) = x.checked_mul(*y) {
                return Ok(Int::Small(z));
            }
        }
        Int::checked(self.big() * other.big())
    }

    /// `−self`.
    pub fn neg(&self) -> Result<Int, NumError> {
        if let Int::Small(x) = self {
            if let Some(z) = x.checked_neg() {
                return Ok(Int::Small(z));
            }
        }
        Int::checked(-self.big())
    }

    /// `⌊self / other⌋`; an error for a zero divisor.
    pub fn div_floor(&self, other: &Int) -> Result<Int, NumError> {
        if other.is_zero() {
            return Err("a division by zero".into());
        }
        if let (Int::Small(x), Int::Small(y)) = (self, other) {
            if let Some(q) = x.checked_div_euclid(*y) {
                // Euclid's quotient is the floor for a positive divisor; for a negative one with
                // a remainder, the floor is one less (x = q·y + r = (q − 1)·y + (r + y)).
                let r = x.rem_euclid(*y);
                let q = if *y < 0 && r != 0 {
                    q.checked_sub(1)
                } else {
                    Some(q)
                };
                if let Some(q) = q {
                    return Ok(Int::Small(q));
                }
            }
        }
        Int::checked(self.big().div_floor(&other.big()))
    }

    /// `self mod other = self − other·⌊self / other⌋` (the sign of `other`); an error for zero.
    pub fn mod_floor(&self, other: &Int) -> Result<Int, NumError> {
        if other.is_zero() {
            return Err("a remainder modulo zero".into());
        }
        if let (Int::Small(x), Int::Small(y)) = (self, other) {
            if let Some(r) = x.checked_rem_euclid(*y) {
                return Ok(Int::Small(if *y < 0 && r != 0 { r + y } else { r }));
            }
        }
        Int::checked(self.big().mod_floor(&other.big()))
    }

    /// `self^e` for `e ≥ 0`; an error past [`MAX_BITS`].
    pub fn pow(&self, e: &Int) -> Result<Int, NumError> {
        let Some(e) = e.to_u64() else {
            return Err(format!(
                "a power with exponent {e}: the exponent of an integer power is at least 0 \
                 (write a rational as x / y)"
            ));
        };
        let base = self.big();
        match base.magnitude().bits() {
            // 0, ±1: any exponent.
            0 => return Ok(Int::Small(if e == 0 { 1 } else { 0 })),
            1 => {
                let negative = base.is_negative() && e % 2 == 1;
                return Ok(Int::Small(if negative { -1 } else { 1 }));
            }
            bits => {
                if (bits - 1).saturating_mul(e) > MAX_BITS {
                    return Err(format!(
                        "{self}^{e} would have more than {MAX_BITS} bits, the limit"
                    ));
                }
            }
        }
        let e = u32::try_from(e).map_err(|_| format!("the exponent {e} is too large"))?;
        Int::checked(base.pow(e))
    }

    /// The greatest common divisor, at least 0 (`gcd(0, 0) = 0`).
    pub fn gcd(&self, other: &Int) -> Result<Int, NumError> {
        if let (Int::Small(x), Int::Small(y)) = (self, other) {
            if let (Some(x), Some(y)) = (x.checked_abs(), y.checked_abs()) {
                return Ok(Int::Small(x.gcd(&y)));
            }
        }
        Int::checked(self.big().gcd(&other.big()))
    }

    /// `|self|`.
    pub fn abs(&self) -> Result<Int, NumError> {
        if self.sign() == Ordering::Less {
            self.neg()
        } else {
            Ok(self.clone())
        }
    }

    /// Whether it is zero.
    pub fn is_zero(&self) -> bool {
        matches!(self, Int::Small(0))
    }

    /// Its sign, as an ordering against zero.
    pub fn sign(&self) -> Ordering {
        match self {
            Int::Small(s) => s.cmp(&0),
            Int::Big(b) => b.sign_cmp(),
        }
    }

    /// The rational with this value.
    pub fn rat(&self) -> BigRational {
        BigRational::from_integer(self.big())
    }
}

trait SignCmp {
    fn sign_cmp(&self) -> Ordering;
}

impl SignCmp for BigInt {
    fn sign_cmp(&self) -> Ordering {
        if self.is_negative() {
            Ordering::Less
        } else if self.is_zero() {
            Ordering::Equal
        } else {
            Ordering::Greater
        }
    }
}

impl SignCmp for BigRational {
    fn sign_cmp(&self) -> Ordering {
        self.numer().sign_cmp()
    }
}

impl Ord for Int {
    fn cmp(&self, other: &Int) -> Ordering {
        match (self, other) {
            (Int::Small(x), Int::Small(y)) => x.cmp(y),
            _ => self.big().cmp(&other.big()),
        }
    }
}

impl PartialOrd for Int {
    fn partial_cmp(&self, other: &Int) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl From<u64> for Int {
    fn from(v: u64) -> Int {
        match i64::try_from(v) {
            Ok(s) => Int::Small(s),
            Err(_) => Int::Big(Box::new(BigInt::from(v))),
        }
    }
}

impl From<i64> for Int {
    fn from(v: i64) -> Int {
        Int::Small(v)
    }
}

impl fmt::Display for Int {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Int::Small(s) => write!(f, "{s}"),
            Int::Big(b) => write!(f, "{b}"),
        }
    }
}

/// A rational, checked against the size limit.
pub fn checked_rat(r: BigRational) -> Result<BigRational, NumError> {
    let bits = r.numer().bits().max(r.denom().bits());
    if bits > MAX_BITS {
        return Err(format!(
            "a rational of {bits} bits, past the limit of {MAX_BITS} bits"
        ));
    }
    Ok(r)
}

/// The rational's floor.
pub fn rat_floor(r: &BigRational) -> Int {
    Int::from_big(r.numer().div_floor(r.denom()))
}

/// Prints a rational as `p/q`, or `p` when whole.
pub fn show_rat(r: &BigRational) -> String {
    if r.is_integer() {
        r.numer().to_string()
    } else {
        format!("{}/{}", r.numer(), r.denom())
    }
}

/// A number `x + y·√d` of the quadratic field of `√d` (`d` positive, not a square; `y` zero for
/// a rational, whatever `d` is).
#[derive(Clone, Debug, PartialEq)]
pub struct Quad {
    /// The rational part.
    pub x: BigRational,
    /// The coefficient of `√d`.
    pub y: BigRational,
    /// The radicand: 0 for a rational.
    pub d: BigInt,
}

impl Quad {
    /// The rational `x`.
    pub fn rational(x: BigRational) -> Quad {
        Quad {
            x,
            y: BigRational::zero(),
            d: BigInt::zero(),
        }
    }

    /// `√d` for an integer `d ≥ 0` (a rational when `d` is a square); an error for `d < 0`.
    pub fn sqrt(d: &Int) -> Result<Quad, NumError> {
        let d = d.big();
        if d.is_negative() {
            return Err(format!("√{d}: the square root of a negative number"));
        }
        let r = d.sqrt();
        if &r * &r == d {
            return Ok(Quad::rational(BigRational::from_integer(r)));
        }
        Ok(Quad {
            x: BigRational::zero(),
            y: BigRational::one(),
            d,
        })
    }

    /// The larger root of `x² − kx − 1`: `(k + √(k² + 4)) / 2` (φ for `k = 1`).
    pub fn root(k: &Int) -> Result<Quad, NumError> {
        let k2 = k.mul(k)?.add(&Int::Small(4))?;
        let s = Quad::sqrt(&k2)?;
        let half = BigRational::new(BigInt::one(), BigInt::from(2));
        Ok(Quad {
            x: (k.rat() + s.x) * &half,
            y: s.y * &half,
            d: s.d,
        })
    }

    fn is_rational(&self) -> bool {
        self.y.is_zero()
    }

    /// The radicand of a sum or product of `self` and `other`: an error for two fields.
    fn field(&self, other: &Quad) -> Result<BigInt, NumError> {
        match (self.is_rational(), other.is_rational()) {
            (true, _) => Ok(other.d.clone()),
            (_, true) => Ok(self.d.clone()),
            _ if self.d == other.d => Ok(self.d.clone()),
            _ => Err(format!(
                "√{} and √{} in one expression: the numbers of two quadratic fields are not \
                 compared (one radicand per comparison)",
                self.d, other.d
            )),
        }
    }

    fn made(x: BigRational, y: BigRational, d: BigInt) -> Result<Quad, NumError> {
        let (x, y) = (checked_rat(x)?, checked_rat(y)?);
        let d = if y.is_zero() { BigInt::zero() } else { d };
        Ok(Quad { x, y, d })
    }

    /// `self + other`.
    pub fn add(&self, other: &Quad) -> Result<Quad, NumError> {
        let d = self.field(other)?;
        Quad::made(&self.x + &other.x, &self.y + &other.y, d)
    }

    /// `self − other`.
    pub fn sub(&self, other: &Quad) -> Result<Quad, NumError> {
        let d = self.field(other)?;
        Quad::made(&self.x - &other.x, &self.y - &other.y, d)
    }

    /// `self · other`.
    pub fn mul(&self, other: &Quad) -> Result<Quad, NumError> {
        let d = self.field(other)?;
        let dr = BigRational::from_integer(d.clone());
        let x = &self.x * &other.x + &self.y * &other.y * dr;
        let y = &self.x * &other.y + &self.y * &other.x;
        Quad::made(x, y, d)
    }

    /// `self / other`: by the conjugate, `(x + y√d)/(u + v√d) = (x + y√d)(u − v√d)/(u² − v²d)`.
    pub fn div(&self, other: &Quad) -> Result<Quad, NumError> {
        if other.sign() == Ordering::Equal {
            return Err("a division by zero".into());
        }
        let d = self.field(other)?;
        let dr = BigRational::from_integer(d.clone());
        let norm = &other.x * &other.x - &other.y * &other.y * &dr;
        let conj = Quad {
            x: other.x.clone() / &norm,
            y: -other.y.clone() / &norm,
            d: d.clone(),
        };
        self.mul(&conj)
    }

    /// `−self`.
    pub fn neg(&self) -> Quad {
        Quad {
            x: -self.x.clone(),
            y: -self.y.clone(),
            d: self.d.clone(),
        }
    }

    /// The sign of `x + y√d`, by integers: with `x` and `y` of opposite signs it is the sign
    /// of the larger of `x²` and `y²·d` (never equal: `d` is no square).
    pub fn sign(&self) -> Ordering {
        let (sx, sy) = (self.x.sign_cmp(), self.y.sign_cmp());
        if sy == Ordering::Equal || sx == sy {
            return if sx == Ordering::Equal { sy } else { sx };
        }
        if sx == Ordering::Equal {
            return sy;
        }
        let x2 = &self.x * &self.x;
        let y2d = &self.y * &self.y * BigRational::from_integer(self.d.clone());
        if x2 > y2d {
            sx
        } else {
            sy
        }
    }

    /// `self` compared with `other`, exactly.
    pub fn compare(&self, other: &Quad) -> Result<Ordering, NumError> {
        Ok(self.sub(other)?.sign())
    }

    /// `⌊self⌋`: a guess from the integer square root, then moved by exact comparisons.
    pub fn floor(&self) -> Result<Int, NumError> {
        if self.is_rational() {
            return Ok(rat_floor(&self.x));
        }
        // y√d = ±√(y²d); ⌊√(p/q)⌋ = ⌊⌊√(pq)⌋ / q⌋.
        let y2d = &self.y * &self.y * BigRational::from_integer(self.d.clone());
        let root = (y2d.numer() * y2d.denom()).sqrt().div_floor(y2d.denom());
        let part = if self.y.is_negative() { -root } else { root };
        let mut k = Int::from_big(self.x.numer().div_floor(self.x.denom()) + part);
        // The guess is within 2 of the floor; move it while it is not.
        for _ in 0..8 {
            let kq = Quad::rational(k.rat());
            if self.compare(&kq)? == Ordering::Less {
                k = k.sub(&Int::Small(1))?;
                continue;
            }
            let k1 = Quad::rational(k.add(&Int::Small(1))?.rat());
            if self.compare(&k1)? != Ordering::Less {
                k = k.add(&Int::Small(1))?;
                continue;
            }
            return Ok(k);
        }
        Err("the floor of a quadratic irrational was not found (a bug of this program)".into())
    }
}

impl fmt::Display for Quad {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_rational() {
            return f.write_str(&show_rat(&self.x));
        }
        write!(
            f,
            "{} + {}·√{}",
            show_rat(&self.x),
            show_rat(&self.y),
            self.d
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(v: i64) -> Int {
        Int::Small(v)
    }

    /// Floor division and remainder follow the floor for every sign, in words and past them.
    #[test]
    fn floor_division_for_every_sign() {
        for (x, y, q, r) in [
            (7, 2, 3, 1),
            (-7, 2, -4, 1),
            (7, -2, -4, -1),
            (-7, -2, 3, -1),
        ] {
            assert_eq!(int(x).div_floor(&int(y)).unwrap(), int(q), "{x} ÷ {y}");
            assert_eq!(int(x).mod_floor(&int(y)).unwrap(), int(r), "{x} mod {y}");
        }
        assert!(int(1).div_floor(&int(0)).is_err());
        assert!(int(1).mod_floor(&int(0)).is_err());
        // i64::MIN ÷ −1 leaves the word: the big path answers.
        let min = int(i64::MIN);
        assert_eq!(
            min.div_floor(&int(-1)).unwrap().to_string(),
            "9223372036854775808"
        );
        let big = Int::from(u64::MAX).mul(&Int::from(u64::MAX)).unwrap();
        assert_eq!(big.to_string(), "340282366920938463426481119284349108225");
        assert_eq!(
            big.div_floor(&Int::from(u64::MAX)).unwrap(),
            Int::from(u64::MAX)
        );
        assert!(int(2).pow(&int(1 << 21)).is_err());
        assert!(int(2).pow(&int(-1)).is_err());
        assert_eq!(int(-1).pow(&int(i64::MAX)).unwrap(), int(-1));
        assert_eq!(int(0).pow(&int(0)).unwrap(), int(1));
        assert_eq!(int(-12).gcd(&int(18)).unwrap(), int(6));
        assert_eq!(
            int(i64::MIN).gcd(&int(0)).unwrap().to_string(),
            "9223372036854775808"
        );
    }

    /// φ and √D are compared by integers: the sign of `x + y√d` and the floors of `nφ`.
    #[test]
    fn quadratic_signs_and_floors() {
        let phi = Quad::root(&int(1)).unwrap();
        assert_eq!(phi.d, BigInt::from(5));
        // φ between 1.618 and 1.619.
        let r = |p: i64, q: i64| Quad::rational(BigRational::new(p.into(), q.into()));
        assert_eq!(phi.compare(&r(1618, 1000)).unwrap(), Ordering::Greater);
        assert_eq!(phi.compare(&r(1619, 1000)).unwrap(), Ordering::Less);
        // φ² = φ + 1 exactly.
        let lhs = phi.mul(&phi).unwrap();
        let rhs = phi.add(&r(1, 1)).unwrap();
        assert_eq!(lhs.compare(&rhs).unwrap(), Ordering::Equal);
        // ⌊nφ⌋ for n = 1..10: the lower Wythoff sequence.
        let wythoff: Vec<String> = (1..=10)
            .map(|n| r(n, 1).mul(&phi).unwrap().floor().unwrap().to_string())
            .collect();
        assert_eq!(
            wythoff,
            ["1", "3", "4", "6", "8", "9", "11", "12", "14", "16"]
        );
        // ⌊−φ⌋ = −2, ⌊√4⌋ = 2 (a rational), √8 and √5 refused together.
        assert_eq!(phi.neg().floor().unwrap(), int(-2));
        assert_eq!(Quad::sqrt(&int(4)).unwrap().floor().unwrap(), int(2));
        assert!(Quad::sqrt(&int(8)).unwrap().add(&phi).is_err());
        assert!(Quad::sqrt(&int(-1)).is_err());
        // 1/φ = φ − 1.
        let inv = r(1, 1).div(&phi).unwrap();
        assert_eq!(
            inv.compare(&phi.sub(&r(1, 1)).unwrap()).unwrap(),
            Ordering::Equal
        );
        // Near the boundary: F(41)/F(40) against φ, on both sides by parity.
        let (f40, f41, f42) = (102_334_155i64, 165_580_141i64, 267_914_296i64);
        assert_eq!(r(f41, f40).compare(&phi).unwrap(), Ordering::Greater);
        assert_eq!(r(f42, f41).compare(&phi).unwrap(), Ordering::Less);
    }
}
