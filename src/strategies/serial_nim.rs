//! Moves along the continued fraction: from a position of value `v`, a move to any value
//! `t < v`, found on the Serial Nim piles of the quotients (see `formulas::cf_evaluator`).
//!
//! # Conventions
//! With first pile `x` and the rest of value `w`, the reachable values are `w` (empty the pile)
//! and `y − [y ≤ w]` for `1 ≤ y < x` (leave `y`). So `t = w` empties the pile, `t < w` leaves
//! `t + 1`, `t > w` leaves `t`. Piles: Euclid `(a0, …, an)`; Grossman's game
//! `(a0, …, a(n−1), an − 1)`; M-Euclid `(a0, …, a(n−1))`.

use crate::arith::ordered;
use crate::formulas::{cf_evaluator, serial_nim_piles};
use crate::games::TwoEntryGame;
use crate::vocab::error::{Error, Result};

/// The value of `(a, b)` by the continued-fraction evaluator: Serial Nim on the game's piles.
pub fn value(game: TwoEntryGame, a: u64, b: u64) -> Result<u64> {
    cf_evaluator::serial_nim_value(&serial_nim_piles(game, a, b)?)
}

/// A move from `(a, b)` to a position of value `target`, or `None` if `target` is not below the
/// current value (in particular from a P-position when `target = 0`).
pub fn move_to_value(
    game: TwoEntryGame,
    a: u64,
    b: u64,
    target: u64,
) -> Result<Option<(u64, u64)>> {
    let current = value(game, a, b)?;
    if target >= current {
        return Ok(None);
    }
    let (lo, hi) = ordered(a, b);
    let swap = |p: (u64, u64)| if a <= b { p } else { (p.1, p.0) };
    // current > 0, so the position is not final: lo > 0 and there is a first pile.
    let piles = serial_nim_piles(game, a, b)?;
    let x = piles[0];
    let rest = cf_evaluator::serial_nim_value(&piles[1..])?;
    let leave = if target == rest {
        0
    } else if target < rest {
        target + 1
    } else {
        target
    };
    if leave >= x {
        return Err(Error::out_of_domain(format!(
            "no move from ({a}, {b}) reaches value {target} (internal: pile {x}, rest {rest})"
        )));
    }
    // Taking x − leave from the first pile subtracts (x − leave)·lo from hi.
    let taken = x - leave;
    Ok(Some(swap((lo, hi - taken * lo))))
}

/// In a sum of positions of one game: the component and the move that make the nim-sum 0, or
/// `None` when the sum is already a P-position.
pub fn sum_move(
    game: TwoEntryGame,
    positions: &[(u64, u64)],
) -> Result<Option<(usize, (u64, u64))>> {
    let values = positions
        .iter()
        .map(|&(a, b)| value(game, a, b))
        .collect::<Result<Vec<u64>>>()?;
    let nim_sum = values.iter().fold(0, |x, v| x ^ v);
    if nim_sum == 0 {
        return Ok(None);
    }
    for (i, (&v, &(a, b))) in values.iter().zip(positions).enumerate() {
        if v ^ nim_sum < v {
            let m = move_to_value(game, a, b, v ^ nim_sum)?
                .ok_or_else(|| Error::out_of_domain("a smaller value is always reachable"))?;
            return Ok(Some((i, m)));
        }
    }
    Err(Error::out_of_domain(
        "a nonzero nim-sum has a component to lower",
    ))
}
