//! The formal language's numbers, all exact: integers of any size (a machine word while they
//! fit, a big integer past it), rationals (from `/` alone), and the numbers `x + y·√D` of one
//! quadratic field (φ, `√D`, a root of `x² − kx − 1`), whose signs, and hence comparisons and
//! floors, are decided by integer arithmetic, never by an approximation.

use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{Signed, ToPrimitive, Zero};
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

    /// Its size in 64-bit words (1 for a machine word).
    pub fn words(&self) -> u64 {
        self.bits().div_ceil(64).max(1)
    }

    /// The bits of its absolute value (0 for 0).
    pub fn bits(&self) -> u64 {
        match self {
            Int::Small(s) => u64::from(u64::BITS - s.unsigned_abs().leading_zeros()),
            Int::Big(b) => b.bits(),
        }
    }

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
    pub fn rat(&self) -> Rat {
        match self {
            Int::Small(s) => Rat::Small(*s, 1),
            Int::Big(b) => Rat::Big(Box::new(BigRational::from_integer((**b).clone()))),
        }
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

/// An exact rational in lowest terms with a positive denominator: two machine words while both
/// fit (its arithmetic in 128-bit words, with no allocation), a big rational past them. Each
/// value has one form, so that equal values are equal as data.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Rat {
    /// `n/d` with `d > 0` and `gcd(|n|, d) = 1`.
    Small(i64, i64),
    /// A reduced big rational whose numerator or denominator is past a machine word.
    Big(Box<BigRational>),
}

/// The greatest common divisor of two words (what divides them in 64 bits is the reduction's
/// saving, not this).
fn gcd_u64(x: u64, y: u64) -> u64 {
    gcd_u128(u128::from(x), u128::from(y)) as u64
}

/// The greatest common divisor of two 128-bit words (Stein's, with no division).
fn gcd_u128(mut x: u128, mut y: u128) -> u128 {
    if x == 0 {
        return y;
    }
    if y == 0 {
        return x;
    }
    let shift = (x | y).trailing_zeros();
    x >>= x.trailing_zeros();
    loop {
        y >>= y.trailing_zeros();
        if x > y {
            std::mem::swap(&mut x, &mut y);
        }
        y -= x;
        if y == 0 {
            return x << shift;
        }
    }
}

/// `⌊√n⌋` for a 128-bit word, by Newton's iteration from above (integers only).
fn isqrt_u128(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    let bits = 128 - n.leading_zeros();
    let mut x = 1u128 << bits.div_ceil(2);
    loop {
        let y = (x + n / x) / 2;
        if y >= x {
            return x;
        }
        x = y;
    }
}

impl Rat {
    /// Its size in 64-bit words: the larger of its numerator's and its denominator's.
    pub fn words(&self) -> u64 {
        self.bits().div_ceil(64).max(1)
    }

    /// The bits of the larger of its numerator and its denominator.
    pub fn bits(&self) -> u64 {
        match self {
            Rat::Small(n, d) => {
                u64::from(u64::BITS - n.unsigned_abs().max(d.unsigned_abs()).leading_zeros())
            }
            Rat::Big(r) => r.numer().bits().max(r.denom().bits()),
        }
    }

    /// Zero.
    pub const ZERO: Rat = Rat::Small(0, 1);

    /// One.
    pub const ONE: Rat = Rat::Small(1, 1);

    /// `n/d` for `d ≠ 0` of magnitudes below 2¹²⁷ (what sums and products of two machine
    /// words reach), reduced.
    fn wide(n: i128, d: i128) -> Rat {
        // Both in words with a positive denominator (most results): reduced in 64 bits, the
        // divisor then at most d < 2⁶³.
        if let (Ok(n), Ok(d)) = (i64::try_from(n), i64::try_from(d)) {
            if d == 1 {
                return Rat::Small(n, 1);
            }
            if d > 0 {
                let g = gcd_u64(n.unsigned_abs(), d.unsigned_abs()) as i64;
                return Rat::Small(n / g, d / g);
            }
        }
        let g = gcd_u128(n.unsigned_abs(), d.unsigned_abs()) as i128;
        let (mut n, mut d) = (n / g, d / g);
        if d < 0 {
            (n, d) = (-n, -d);
        }
        match (i64::try_from(n), i64::try_from(d)) {
            (Ok(n), Ok(d)) => Rat::Small(n, d),
            _ => Rat::Big(Box::new(BigRational::new_raw(
                BigInt::from(n),
                BigInt::from(d),
            ))),
        }
    }

    /// The rational of a big rational (reduced), checked against the size limit.
    pub fn from_big(r: BigRational) -> Result<Rat, NumError> {
        Rat::within(r, MAX_BITS)
    }

    /// The rational of a big rational (reduced), of at most `limit` bits (`u64::MAX`: the
    /// intermediate values of [`Quad`]'s operations, whose results alone are checked).
    fn within(r: BigRational, limit: u64) -> Result<Rat, NumError> {
        let bits = r.numer().bits().max(r.denom().bits());
        if bits > limit {
            return Err(format!(
                "a rational of {bits} bits, past the limit of {MAX_BITS} bits"
            ));
        }
        Ok(Rat::of_reduced(r))
    }

    /// The rational of a reduced big rational, in words when both parts fit.
    fn of_reduced(r: BigRational) -> Rat {
        match (r.numer().to_i64(), r.denom().to_i64()) {
            (Some(n), Some(d)) => Rat::Small(n, d),
            _ => Rat::Big(Box::new(r)),
        }
    }

    /// Itself, when within [`MAX_BITS`].
    fn checked(self) -> Result<Rat, NumError> {
        match self {
            Rat::Small(..) => Ok(self),
            Rat::Big(r) => Rat::from_big(*r),
        }
    }

    /// The big rational.
    pub fn big(&self) -> BigRational {
        match self {
            Rat::Small(n, d) => BigRational::new_raw(BigInt::from(*n), BigInt::from(*d)),
            Rat::Big(r) => (**r).clone(),
        }
    }

    /// `self + other`.
    pub fn add(&self, other: &Rat) -> Result<Rat, NumError> {
        self.add_within(other, MAX_BITS)
    }

    fn add_within(&self, other: &Rat, limit: u64) -> Result<Rat, NumError> {
        match (self, other) {
            (Rat::Small(a, b), Rat::Small(c, d)) => {
                let (a, b, c, d) = (*a as i128, *b as i128, *c as i128, *d as i128);
                Ok(Rat::wide(a * d + c * b, b * d))
            }
            _ => Rat::within(self.big() + other.big(), limit),
        }
    }

    /// `self − other`.
    pub fn sub(&self, other: &Rat) -> Result<Rat, NumError> {
        self.sub_within(other, MAX_BITS)
    }

    fn sub_within(&self, other: &Rat, limit: u64) -> Result<Rat, NumError> {
        match (self, other) {
            (Rat::Small(a, b), Rat::Small(c, d)) => {
                let (a, b, c, d) = (*a as i128, *b as i128, *c as i128, *d as i128);
                Ok(Rat::wide(a * d - c * b, b * d))
            }
            _ => Rat::within(self.big() - other.big(), limit),
        }
    }

    /// `self · other`.
    pub fn mul(&self, other: &Rat) -> Result<Rat, NumError> {
        self.mul_within(other, MAX_BITS)
    }

    fn mul_within(&self, other: &Rat, limit: u64) -> Result<Rat, NumError> {
        match (self, other) {
            (Rat::Small(a, b), Rat::Small(c, d)) => {
                let (a, b, c, d) = (*a as i128, *b as i128, *c as i128, *d as i128);
                Ok(Rat::wide(a * c, b * d))
            }
            _ => Rat::within(self.big() * other.big(), limit),
        }
    }

    /// `self / other`; an error for a zero divisor.
    pub fn div(&self, other: &Rat) -> Result<Rat, NumError> {
        self.div_within(other, MAX_BITS)
    }

    fn div_within(&self, other: &Rat, limit: u64) -> Result<Rat, NumError> {
        if other.is_zero() {
            return Err("a division by zero".into());
        }
        match (self, other) {
            (Rat::Small(a, b), Rat::Small(c, d)) => {
                let (a, b, c, d) = (*a as i128, *b as i128, *c as i128, *d as i128);
                Ok(Rat::wide(a * d, b * c))
            }
            _ => Rat::within(self.big() / other.big(), limit),
        }
    }

    /// `−self`.
    pub fn neg(&self) -> Rat {
        match self {
            Rat::Small(n, d) => Rat::wide(-(*n as i128), *d as i128),
            // −2⁶³/d fits the words where 2⁶³/d did not: one form for each value.
            Rat::Big(r) => Rat::of_reduced(-(**r).clone()),
        }
    }

    /// `|self|`.
    pub fn abs(&self) -> Rat {
        if self.sign() == Ordering::Less {
            self.neg()
        } else {
            self.clone()
        }
    }

    /// `self^e` (`self ≠ 0` when `e < 0`: the callers check); an error past [`MAX_BITS`].
    pub fn pow(&self, e: i64) -> Result<Rat, NumError> {
        let base = if e < 0 {
            Rat::ONE.div(self)?
        } else {
            self.clone()
        };
        power(base, e.unsigned_abs(), Rat::ONE, Rat::mul)
    }

    /// Whether it is zero.
    pub fn is_zero(&self) -> bool {
        matches!(self, Rat::Small(0, _))
    }

    /// Whether it is an integer.
    pub fn is_integer(&self) -> bool {
        match self {
            Rat::Small(_, d) => *d == 1,
            Rat::Big(r) => r.is_integer(),
        }
    }

    /// Its sign, as an ordering against zero.
    pub fn sign(&self) -> Ordering {
        match self {
            Rat::Small(n, _) => n.cmp(&0),
            Rat::Big(r) => r.numer().sign_cmp(),
        }
    }

    /// The numerator (in lowest terms, the sign's).
    pub fn numer(&self) -> Int {
        match self {
            Rat::Small(n, _) => Int::Small(*n),
            Rat::Big(r) => Int::from_big(r.numer().clone()),
        }
    }

    /// The denominator (in lowest terms, positive).
    pub fn denom(&self) -> Int {
        match self {
            Rat::Small(_, d) => Int::Small(*d),
            Rat::Big(r) => Int::from_big(r.denom().clone()),
        }
    }

    /// `⌊self⌋`.
    pub fn floor(&self) -> Int {
        match self {
            Rat::Small(n, d) => Int::Small(n.div_euclid(*d)),
            Rat::Big(r) => Int::from_big(r.numer().div_floor(r.denom())),
        }
    }
}

impl Ord for Rat {
    fn cmp(&self, other: &Rat) -> Ordering {
        match (self, other) {
            (Rat::Small(a, b), Rat::Small(c, d)) => {
                (*a as i128 * *d as i128).cmp(&(*c as i128 * *b as i128))
            }
            // p/q against r/s (q, s > 0) as p·s against r·q: num-rational's own comparison
            // recurses once for each term the two continued fractions share, and ratios of
            // consecutive Fibonacci numbers near F(10000) share thousands: a thread's stack
            // overflowed.
            _ => {
                let (x, y) = (self.big(), other.big());
                (x.numer() * y.denom()).cmp(&(y.numer() * x.denom()))
            }
        }
    }
}

impl PartialOrd for Rat {
    fn partial_cmp(&self, other: &Rat) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// Prints a rational as `p/q`, or `p` when whole.
impl fmt::Display for Rat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rat::Small(n, 1) => write!(f, "{n}"),
            Rat::Small(n, d) => write!(f, "{n}/{d}"),
            Rat::Big(r) if r.is_integer() => write!(f, "{}", r.numer()),
            Rat::Big(r) => write!(f, "{}/{}", r.numer(), r.denom()),
        }
    }
}

/// `base^e` by squaring and multiplying with `mul`, from `one` (a rational's power, a quadratic
/// irrational's).
pub fn power<T>(
    mut base: T,
    mut e: u64,
    one: T,
    mul: impl Fn(&T, &T) -> Result<T, NumError>,
) -> Result<T, NumError> {
    let mut acc = one;
    while e > 0 {
        if e & 1 == 1 {
            acc = mul(&acc, &base)?;
        }
        e >>= 1;
        if e > 0 {
            base = mul(&base, &base)?;
        }
    }
    Ok(acc)
}

/// No limit: the values computed on the way to a [`Quad`]'s parts (only the parts are
/// checked).
const WIDE: u64 = u64::MAX;

/// A number `x + y·√d` of the quadratic field of `√d` (`d` positive, not a square; `y` zero for
/// a rational, whatever `d` is).
#[derive(Clone, Debug, PartialEq)]
pub struct Quad {
    /// The rational part.
    pub x: Rat,
    /// The coefficient of `√d`.
    pub y: Rat,
    /// The radicand: 0 for a rational.
    pub d: Int,
}

impl Quad {
    /// Its size in 64-bit words: the largest of its parts'.
    pub fn words(&self) -> u64 {
        self.x.words().max(self.y.words()).max(self.d.words())
    }

    /// The bits of its larger rational part and half the radicand's: about the bits a power
    /// of it gains for each factor.
    pub fn bits(&self) -> u64 {
        self.x.bits().max(self.y.bits()) + self.d.bits().div_ceil(2)
    }

    /// The rational `x`.
    pub fn rational(x: Rat) -> Quad {
        Quad {
            x,
            y: Rat::ZERO,
            d: Int::ZERO,
        }
    }

    /// `√d` for an integer `d ≥ 0` (a rational when `d` is a square); an error for `d < 0`.
    pub fn sqrt(d: &Int) -> Result<Quad, NumError> {
        if d.sign() == Ordering::Less {
            return Err(format!("√{d}: the square root of a negative number"));
        }
        let square = match d {
            Int::Small(s) => {
                let r = isqrt_u128(*s as u128) as i64;
                (r * r == *s).then_some(Int::Small(r))
            }
            Int::Big(b) => {
                let r = b.sqrt();
                (&r * &r == **b).then(|| Int::from_big(r))
            }
        };
        if let Some(r) = square {
            return Ok(Quad::rational(r.rat()));
        }
        Ok(Quad {
            x: Rat::ZERO,
            y: Rat::ONE,
            d: d.clone(),
        })
    }

    /// The larger root of `x² − kx − 1`: `(k + √(k² + 4)) / 2` (φ for `k = 1`).
    pub fn root(k: &Int) -> Result<Quad, NumError> {
        let k2 = k.mul(k)?.add(&Int::Small(4))?;
        let s = Quad::sqrt(&k2)?;
        let half = Rat::Small(1, 2);
        Ok(Quad {
            x: k.rat().add(&s.x)?.mul(&half)?,
            y: s.y.mul(&half)?,
            d: s.d,
        })
    }

    fn is_rational(&self) -> bool {
        self.y.is_zero()
    }

    /// The radicand of a sum or product of `self` and `other`: an error for two fields.
    fn field(&self, other: &Quad) -> Result<Int, NumError> {
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

    /// `x + y√d`, its parts checked against [`MAX_BITS`] (the values computed on the way
    /// to them are not: a product may pass the limit where the result does not).
    fn made(x: Rat, y: Rat, d: Int) -> Result<Quad, NumError> {
        let (x, y) = (x.checked()?, y.checked()?);
        let d = if y.is_zero() { Int::ZERO } else { d };
        Ok(Quad { x, y, d })
    }

    /// `self + other`.
    pub fn add(&self, other: &Quad) -> Result<Quad, NumError> {
        let d = self.field(other)?;
        Quad::made(
            self.x.add_within(&other.x, WIDE)?,
            self.y.add_within(&other.y, WIDE)?,
            d,
        )
    }

    /// `self − other`.
    pub fn sub(&self, other: &Quad) -> Result<Quad, NumError> {
        let d = self.field(other)?;
        Quad::made(
            self.x.sub_within(&other.x, WIDE)?,
            self.y.sub_within(&other.y, WIDE)?,
            d,
        )
    }

    /// `self · other`.
    pub fn mul(&self, other: &Quad) -> Result<Quad, NumError> {
        let d = self.field(other)?;
        let m = |p: &Rat, q: &Rat| p.mul_within(q, WIDE);
        let x = m(&self.x, &other.x)?.add_within(&m(&m(&self.y, &other.y)?, &d.rat())?, WIDE)?;
        let y = m(&self.x, &other.y)?.add_within(&m(&self.y, &other.x)?, WIDE)?;
        Quad::made(x, y, d)
    }

    /// `self / other`: by the conjugate, `(x + y√d)/(u + v√d) = (x + y√d)(u − v√d)/(u² − v²d)`.
    pub fn div(&self, other: &Quad) -> Result<Quad, NumError> {
        if other.sign() == Ordering::Equal {
            return Err("a division by zero".into());
        }
        if other.is_rational() {
            return Quad::made(
                self.x.div_within(&other.x, WIDE)?,
                self.y.div_within(&other.x, WIDE)?,
                self.d.clone(),
            );
        }
        let d = self.field(other)?;
        let m = |p: &Rat, q: &Rat| p.mul_within(q, WIDE);
        let norm =
            m(&other.x, &other.x)?.sub_within(&m(&m(&other.y, &other.y)?, &d.rat())?, WIDE)?;
        let conj = Quad {
            x: other.x.div_within(&norm, WIDE)?,
            y: other.y.neg().div_within(&norm, WIDE)?,
            d,
        };
        self.mul(&conj)
    }

    /// `−self`.
    pub fn neg(&self) -> Quad {
        Quad {
            x: self.x.neg(),
            y: self.y.neg(),
            d: self.d.clone(),
        }
    }

    /// The sign of `x + y√d`, by integers: with `x` and `y` of opposite signs it is the sign
    /// of the larger of `x²` and `y²·d` (never equal: `d` is no square).
    pub fn sign(&self) -> Ordering {
        let (sx, sy) = (self.x.sign(), self.y.sign());
        if sy == Ordering::Equal || sx == sy {
            return if sx == Ordering::Equal { sy } else { sx };
        }
        if sx == Ordering::Equal {
            return sy;
        }
        // x² and y²·d compared as integers: x = p/q, y = r/s, so x² > y²d ⇔ p²s² > r²q²d.
        let larger = match (&self.x, &self.y, &self.d) {
            (Rat::Small(p, q), Rat::Small(r, s), Int::Small(d)) => {
                let left = (*p as i128 * *s as i128).unsigned_abs();
                let right = (*r as i128 * *q as i128).unsigned_abs();
                // left² > right²·d, in 256 bits: split as (left², right²·d) ≥ 0 words.
                square_above(left, right, d.unsigned_abs())
            }
            _ => {
                let (x, y) = (self.x.big(), self.y.big());
                &x * &x > &y * &y * BigRational::from_integer(self.d.big())
            }
        };
        if larger {
            sx
        } else {
            sy
        }
    }

    /// `self` compared with `other`, exactly.
    pub fn compare(&self, other: &Quad) -> Result<Ordering, NumError> {
        if self.is_rational() && other.is_rational() {
            return Ok(self.x.cmp(&other.x));
        }
        Ok(self.sub(other)?.sign())
    }

    /// `⌊self⌋`: a guess from the integer square root, then moved by exact comparisons.
    pub fn floor(&self) -> Result<Int, NumError> {
        if self.is_rational() {
            return Ok(self.x.floor());
        }
        // y√d = ±√(y²d); ⌊√(p/q)⌋ = ⌊⌊√(pq)⌋ / q⌋.
        let y2d = self
            .y
            .mul_within(&self.y, WIDE)?
            .mul_within(&self.d.rat(), WIDE)?;
        let root = match &y2d {
            Rat::Small(p, q) => {
                // p·q < 2¹²⁶, so its root is below 2⁶³.
                Int::Small(isqrt_u128(*p as u128 * *q as u128) as i64).div_floor(&Int::Small(*q))?
            }
            Rat::Big(r) => Int::from_big((r.numer() * r.denom()).sqrt().div_floor(r.denom())),
        };
        let part = if self.y.sign() == Ordering::Less {
            root.neg()?
        } else {
            root
        };
        let mut k = self.x.floor().add(&part)?;
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

/// Whether `l² > r²·d` for 128-bit words, exactly (in big integers when a product leaves 128
/// bits).
fn square_above(l: u128, r: u128, d: u64) -> bool {
    let left = l.checked_mul(l);
    let right = r
        .checked_mul(r)
        .and_then(|r2| r2.checked_mul(u128::from(d)));
    match (left, right) {
        (Some(x), Some(y)) => x > y,
        _ => {
            let (l, r) = (BigInt::from(l), BigInt::from(r));
            &l * &l > &r * &r * BigInt::from(d)
        }
    }
}

impl fmt::Display for Quad {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_rational() {
            return write!(f, "{}", self.x);
        }
        write!(f, "{} + {}·√{}", self.x, self.y, self.d)
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
        assert_eq!(phi.d, Int::Small(5));
        // φ between 1.618 and 1.619.
        let r = |p: i64, q: i64| Quad::rational(Rat::Small(p, 1).div(&Rat::Small(q, 1)).unwrap());
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

    /// Rationals in machine words agree with big rationals, at the edges of the word too: each
    /// operation's result is reduced, has one form (words when both parts fit), and orders
    /// and floors as the big rational does.
    #[test]
    fn rationals_in_words_agree_with_big_rationals() {
        let edges = [
            i64::MIN,
            i64::MIN + 1,
            -(1 << 40) - 3,
            -7,
            -1,
            0,
            1,
            2,
            6,
            1 << 33,
            i64::MAX - 1,
            i64::MAX,
        ];
        let big = |r: &Rat| r.big();
        let mut values = Vec::new();
        for &n in &edges {
            for &d in edges.iter().filter(|d| **d > 0) {
                let r = Rat::from_big(BigRational::new(n.into(), d.into())).unwrap();
                assert_eq!(big(&r), BigRational::new(n.into(), d.into()));
                values.push(r);
            }
        }
        for x in &values {
            assert_eq!(x.neg().big(), -big(x));
            assert_eq!(x.floor().big(), big(x).floor().to_integer());
            for y in &values {
                let (bx, by) = (big(x), big(y));
                let checks = [
                    (x.add(y).unwrap(), &bx + &by),
                    (x.sub(y).unwrap(), &bx - &by),
                    (x.mul(y).unwrap(), &bx * &by),
                ];
                for (got, want) in checks {
                    assert_eq!(got.big(), want, "{x} and {y}");
                    // One form: words exactly when both parts fit.
                    let fits = want.numer().to_i64().is_some() && want.denom().to_i64().is_some();
                    assert_eq!(matches!(got, Rat::Small(..)), fits, "{x} and {y}: {got:?}");
                }
                if !y.is_zero() {
                    assert_eq!(x.div(y).unwrap().big(), &bx / &by, "{x} / {y}");
                } else {
                    assert!(x.div(y).is_err());
                }
                assert_eq!(x.cmp(y), bx.cmp(&by), "{x} against {y}");
            }
        }
        assert_eq!(Rat::Small(-2, 3).pow(-3).unwrap(), Rat::Small(-27, 8));
        assert_eq!(Rat::Small(7, 2).to_string(), "7/2");
        assert_eq!(Rat::Small(-7, 1).to_string(), "-7");
    }

    /// The word-sized helpers: Stein's gcd and Newton's integer square root, at their edges.
    #[test]
    fn gcd_and_square_root_of_words() {
        assert_eq!(gcd_u128(0, 0), 0);
        assert_eq!(gcd_u128(0, 12), 12);
        assert_eq!(gcd_u128(1 << 100, 3 << 90), 1 << 90);
        assert_eq!(gcd_u128(u128::MAX, u128::MAX - 1), 1);
        assert_eq!(gcd_u64(0, 0), 0);
        assert_eq!(gcd_u64(12, 0), 12);
        assert_eq!(gcd_u64(1 << 63, 3 << 60), 1 << 60);
        assert_eq!(gcd_u64(u64::MAX, u64::MAX - 1), 1);
        // A quotient reduced in words is the one reduced in 128 bits, and in big integers:
        // at the words' edges, either sign of the denominator.
        let edges = [
            0i128,
            1,
            -1,
            2,
            -6,
            9,
            12,
            i64::MAX as i128,
            i64::MIN as i128,
            -(i64::MAX as i128),
            1 << 64,
        ];
        for &n in &edges {
            for &d in edges.iter().filter(|d| **d != 0) {
                let big = BigRational::new(BigInt::from(n), BigInt::from(d));
                assert_eq!(Rat::wide(n, d).big(), big, "{n}/{d}");
                assert!(
                    matches!(Rat::wide(n, d), Rat::Small(..))
                        == (i64::try_from(big.numer()).is_ok()
                            && i64::try_from(big.denom()).is_ok()),
                    "{n}/{d}: one form for each value"
                );
            }
        }
        for n in [
            0u128,
            1,
            2,
            3,
            4,
            15,
            16,
            17,
            u64::MAX as u128,
            1 << 126,
            u128::MAX,
        ] {
            let r = isqrt_u128(n);
            assert!(r * r <= n, "{n}");
            assert!((r + 1).checked_mul(r + 1).is_none_or(|s| s > n), "{n}");
        }
        // l² > r²·d past 128 bits: 2¹²⁰ against 2¹²⁰·√... decided in big integers.
        assert!(square_above(1 << 100, 1 << 99, 3));
        assert!(!square_above(1 << 100, 1 << 99, 5));
    }

    /// Only a result's parts are held to [`MAX_BITS`]: q/q = 1 for q = 2⁵³⁰⁰⁰⁰·√2, though
    /// the norm on the way, −2¹⁰⁶⁰⁰⁰¹, has more bits than the limit.
    #[test]
    fn a_result_within_the_limit_is_not_refused_for_its_intermediates() {
        let big = Int::Small(2).pow(&Int::Small(530_000)).unwrap();
        let q = Quad::rational(big.rat())
            .mul(&Quad::sqrt(&Int::Small(2)).unwrap())
            .unwrap();
        let one = q.div(&q).unwrap();
        assert_eq!(one, Quad::rational(Rat::ONE));
        // −2⁶³ has one form, negated from the big side too.
        let two63 = Int::from(1u64 << 63).rat();
        assert!(matches!(two63, Rat::Big(_)));
        assert_eq!(two63.neg(), Rat::Small(i64::MIN, 1));
    }
}
