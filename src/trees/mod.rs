//! Trees of the positive rationals: Calkin–Wilf (hss2008 §2) and Stern–Brocot (chl2011 Remark 1),
//! with paths as run-length words, so that a node as deep as `1/10¹⁸` costs nothing.
//!
//! Nodes are reduced fractions `a/b` stored as `(a, b)`: numerator first, as the papers write
//! them in the trees. Every function is total on `u64`: it answers or returns a typed error
//! (a zero entry, a fraction not in lowest terms, a result beyond `u64`).

pub mod calkin_wilf;
pub mod counts;
pub mod stern_brocot;
pub mod word;

pub use word::{Step, Word};

use crate::arith::gcd;
use crate::vocab::error::{Error, Result};
use std::cmp::Ordering;

/// Checks that `a/b` is a node of the trees: positive and in lowest terms.
pub fn check_node(a: u64, b: u64) -> Result<()> {
    if a == 0 || b == 0 {
        return Err(Error::out_of_domain(format!(
            "{a}/{b} is not a positive rational"
        )));
    }
    if gcd(a, b) != 1 {
        return Err(Error::out_of_domain(format!(
            "{a}/{b} is not in lowest terms"
        )));
    }
    Ok(())
}

pub(crate) fn add(x: u64, y: u64, what: &str) -> Result<u64> {
    x.checked_add(y)
        .ok_or_else(|| Error::overflow(what.to_string()))
}

pub(crate) fn mul_add(k: u64, x: u64, y: u64, what: &str) -> Result<u64> {
    k.checked_mul(x)
        .and_then(|kx| kx.checked_add(y))
        .ok_or_else(|| Error::overflow(what.to_string()))
}

/// The subtractions of the Euclidean algorithm on `a/b` as a word: `R` when the numerator loses
/// the denominator, `L` the other way, whole runs at once, stopping at `1/1`. The Stern–Brocot
/// path from the root reads it forwards; the Calkin–Wilf path reads it backwards (each step
/// climbs to the mother).
pub(crate) fn subtraction_word(a: u64, b: u64) -> Result<Word> {
    check_node(a, b)?;
    let (mut a, mut b) = (a, b);
    // One run per quotient of `a/b`: 16 runs hold the words of every node with entries below
    // F(18) = 2584 and most beyond, in one allocation (growing one run at a time from empty, the
    // vector was reallocated twice or thrice a word).
    let mut word = Word::with_capacity(16);
    loop {
        // In lowest terms, one entry divides the other only when it is 1: then stop at 1/1,
        // not at 0/1.
        match a.cmp(&b) {
            Ordering::Equal => break,
            Ordering::Greater => {
                let k = if b == 1 { a - 1 } else { a / b };
                word.push(Step::R, k)?;
                a -= k * b;
            }
            Ordering::Less => {
                let k = if a == 1 { b - 1 } else { b / a };
                word.push(Step::L, k)?;
                b -= k * a;
            }
        }
    }
    Ok(word)
}
