//! Nivasch (2006): the Sprague–Grundy function of Grossman's game.
//!
//! # Source
//! chl2011 §1: "Nivasch \[11\] proved that G_G(a, b) = ⌊b/a − a/b⌋." ho2014 (slide "How are the
//! Sprague-Grundy functions of the two games related"): "Recall that G_G(a, b) = ⌊|b/a − a/b|⌋."
//!
//! # Conventions
//! Entries positive. Printed for `a ≤ b`; the absolute value extends it to both orders, which is
//! how [`grossman_value`] reads it. The floor is an integer division:
//! `⌊b/a − a/b⌋ = ⌊(b² − a²)/(ab)⌋`, in `u128`.

use crate::arith::{mul_wide, ordered};
use crate::vocab::error::{Error, Result};

/// `⌊|b/a − a/b|⌋`, the value of `(a, b)` in Grossman's game by Nivasch's formula.
///
/// # Examples
///
/// ```
/// use euclid_spec::formulas::nivasch::grossman_value;
///
/// // chl2011 Table 2: G_G(1, 2) = 1, G_G(2, 9) = 4, G_G(5, 9) = 1, G_G(4, 4) = 0.
/// assert_eq!(grossman_value(1, 2)?, 1);
/// assert_eq!(grossman_value(2, 9)?, 4); // ⌊4.5 − 0.22…⌋
/// assert_eq!(grossman_value(5, 9)?, 1); // ⌊1.8 − 0.55…⌋
/// assert_eq!(grossman_value(9, 5)?, 1); // the absolute value: either order
/// assert_eq!(grossman_value(4, 4)?, 0);
/// assert!(grossman_value(0, 4).is_err());
/// # Ok::<(), euclid_spec::Error>(())
/// ```
pub fn grossman_value(a: u64, b: u64) -> Result<u64> {
    if a == 0 || b == 0 {
        return Err(Error::out_of_domain(format!(
            "Nivasch's formula needs positive entries, not ({a}, {b})"
        )));
    }
    let (lo, hi) = ordered(a, b);
    let (lo, hi) = (lo as u128, hi as u128);
    // hi² − lo² and lo·hi both fit u128; the quotient is below hi/lo ≤ u64::MAX.
    Ok(((hi * hi - lo * lo) / (lo * hi)) as u64)
}

/// The same floor for entries up to `2¹²⁷`, where the squares no longer fit `u128`:
/// with `hi = q·lo + r`, `hi/lo − lo/hi = q + r/lo − lo/hi` lies in `(q − 1, q + 1)`, so the
/// floor is `q` when `r·hi ≥ lo²` and `q − 1` otherwise (the products are compared in 256 bits).
pub fn grossman_value_u128(a: u128, b: u128) -> Result<u128> {
    if a == 0 || b == 0 || a >= 1 << 127 || b >= 1 << 127 {
        return Err(Error::out_of_domain(
            "the wide Nivasch formula needs 0 < a, b < 2^127",
        ));
    }
    let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
    let (q, r) = (hi / lo, hi % lo);
    Ok(if mul_wide(r, hi) >= mul_wide(lo, lo) {
        q
    } else {
        q - 1
    })
}
