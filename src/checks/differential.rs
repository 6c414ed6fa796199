//! Differential checks shared by the property tests and the fuzz targets: every engine of the
//! two-entry games agrees at a position, and the move rules are sound.

use super::Mismatch;
use crate::arith::gcd;
use crate::formulas::engines;
use crate::games::TwoEntryGame;
use crate::games::{ColeDavieEuclid, GrossmanGame, ImpartialGame, MEuclid};
use crate::solver::Truth;
use crate::vocab::{Failure, Outcome};
use std::fmt;
use std::sync::OnceLock;

/// The two-entry games.
pub const GAMES: [TwoEntryGame; 3] = TwoEntryGame::ALL;

/// Every closed-form engine of every game agrees at `(a, b)`, with `truth(game)` (the solvers'
/// value, when the caller has it) as one more voice. Values must be equal, outcomes equal, and
/// no engine may fail inside its domain.
pub fn engines_agree(
    a: u64,
    b: u64,
    truth: impl Fn(TwoEntryGame) -> Option<u64>,
) -> Result<(), Mismatch> {
    for game in GAMES {
        let at = || Failure::at(format!("{game} ({a}, {b})"));
        let mut value: Option<(String, u64)> = truth(game).map(|v| ("solvers".to_string(), v));
        let mut outcome: Option<(String, Outcome)> = value
            .as_ref()
            .map(|(n, v)| (n.clone(), Outcome::of_value(*v)));
        for e in engines(game) {
            let answer = e
                .evaluate(a, b)
                .map_err(|err| Mismatch::at("engines", at().answer(e.name, err)))?;
            let Some(answer) = answer else { continue };
            if let Some(v) = answer.as_u64() {
                match &value {
                    Some((who, w)) if *w != v => {
                        return Err(Mismatch::at(
                            "engines",
                            at().answer(who.as_str(), w).answer(e.name, v),
                        ))
                    }
                    None => value = Some((e.name.to_string(), v)),
                    _ => {}
                }
            }
            let said = answer.outcome();
            match (&outcome, said) {
                (Some((who, o)), Some(said)) if *o != said => {
                    return Err(Mismatch::at(
                        "engines",
                        at().answer(who.as_str(), o).answer(e.name, said),
                    ))
                }
                (None, Some(said)) => outcome = Some((e.name.to_string(), said)),
                _ => {}
            }
        }
    }
    Ok(())
}

/// Positions with both entries up to this are checked against the solvers in fuzzing.
pub const SMALL_POSITION: u64 = 48;

/// The solvers' value at a small position: the reference solver and the dense table, run once
/// over every pair up to [`SMALL_POSITION`] and kept (a fuzzer calls this millions of times).
/// `Ok(None)` above that bound or off the game; an error where the two solvers disagree.
pub fn reference_value(game: TwoEntryGame, a: u64, b: u64) -> Result<Option<u64>, Mismatch> {
    static TRUTHS: OnceLock<Vec<Truth>> = OnceLock::new();
    let truths = TRUTHS.get_or_init(|| {
        GAMES
            .iter()
            .filter_map(|&g| Truth::build(g, false, SMALL_POSITION).ok())
            .collect()
    });
    let Some(t) = truths.iter().find(|t| t.game == game) else {
        return Err(Mismatch::new(
            "reference",
            format!("the {game} tables did not build"),
        ));
    };
    if t.reference(a, b).is_none() {
        return Ok(None);
    }
    t.value(a, b)
        .map(Some)
        .map_err(|f| Mismatch::at("reference", f))
}

/// Moves keep the gcd, strictly decrease the sum, mirror under `(a, b) ↦ (b, a)`, and the end
/// rule says "final" exactly when there is no move.
pub fn moves_are_sound(a: u64, b: u64) -> Result<(), Mismatch> {
    fn check<G: ImpartialGame<Position = (u64, u64)>>(
        g: &G,
        a: u64,
        b: u64,
    ) -> Result<(), Mismatch> {
        if g.check_position(&(a, b)).is_err() {
            return Ok(());
        }
        let mut moves: Vec<(u64, u64)> = g.moves(&(a, b)).collect();
        if moves.is_empty() != g.is_terminal(&(a, b)) {
            return Err(Mismatch::new(
                "moves",
                format!(
                    "{} at ({a}, {b}): end rule and move rule disagree",
                    g.name()
                ),
            ));
        }
        let mut mirrored: Vec<(u64, u64)> = g.moves(&(b, a)).map(|(x, y)| (y, x)).collect();
        moves.sort_unstable();
        mirrored.sort_unstable();
        if moves != mirrored {
            return Err(Mismatch::new(
                "moves",
                format!("{} at ({a}, {b}): moves are not symmetric", g.name()),
            ));
        }
        for &(x, y) in &moves {
            if gcd(x, y) != gcd(a, b) || (x as u128 + y as u128) >= (a as u128 + b as u128) {
                return Err(Mismatch::new(
                    "moves",
                    format!(
                        "{} ({a}, {b}) → ({x}, {y}) changes the gcd or does not decrease",
                        g.name()
                    ),
                ));
            }
        }
        Ok(())
    }
    check(&ColeDavieEuclid, a, b)?;
    check(&GrossmanGame, a, b)?;
    check(&MEuclid, a, b)
}

/// U(k) for `x² − a0·x − 1` (Fibonacci for a0 = 1): the terms that fit u64.
pub fn lucas_terms(a0: u64) -> Vec<u64> {
    let mut v = vec![0u64, 1];
    while let Some(next) = a0
        .checked_mul(v[v.len() - 1])
        .and_then(|x| x.checked_add(v[v.len() - 2]))
    {
        v.push(next);
    }
    v
}

/// A pair aimed at the edges, shaped by `kind` from the free parameters `x`, `y`, `small`:
/// consecutive Fibonacci and Lucas terms nudged to either side of φ and λ₁, common factors,
/// neighbours of `u64::MAX`, large ratios with small remainders, or `(x, y)` itself.
pub fn edge_pair(kind: u8, x: u64, y: u64, small: u8) -> (u64, u64) {
    let delta = (small % 5) as u64;
    match kind % 7 {
        0 | 1 => {
            let a0 = if kind % 7 == 0 { 1 } else { 1 + (y % 50) };
            let u = lucas_terms(a0);
            let k = 1 + (x as usize) % (u.len() - 2);
            let (lo, hi) = (u[k], u[k + 1]);
            if small % 2 == 0 {
                (lo, hi.saturating_add(delta))
            } else {
                (lo.saturating_add(delta).max(1), hi)
            }
        }
        2 => {
            let d = 1 + (y % 1_000_000);
            let (a, b) = (1 + x % 10_000, 1 + (x >> 20) % 10_000);
            (a.saturating_mul(d), b.saturating_mul(d))
        }
        3 => (u64::MAX - (x % 4), u64::MAX - (y % 4)),
        4 => (1 + x % 3, u64::MAX - delta),
        5 => {
            let a = 1 + x % 1_000;
            (a, (u64::MAX / a) * a - delta)
        }
        _ => (x, y),
    }
}

/// The input of the two-entry differential fuzz target. Its `Debug` is the command that shows
/// the position in detail.
#[derive(Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub struct TwoEntryInput {
    /// Which shape of [`edge_pair`] the position takes.
    pub kind: u8,
    /// The first free parameter of [`edge_pair`].
    pub x: u64,
    /// The second free parameter of [`edge_pair`].
    pub y: u64,
    /// The small nudge of [`edge_pair`].
    pub small: u8,
}

impl TwoEntryInput {
    /// The position, by [`edge_pair`].
    pub fn pair(&self) -> (u64, u64) {
        edge_pair(self.kind, self.x, self.y, self.small)
    }

    /// All engines agree (with the reference solver too when the position is small), and the
    /// moves are sound where they are few enough to list.
    pub fn check(&self) -> Result<(), Mismatch> {
        let (a, b) = self.pair();
        let mut truth = [None; 3];
        for (slot, game) in truth.iter_mut().zip(GAMES) {
            *slot = reference_value(game, a, b)?;
        }
        engines_agree(a, b, |g| {
            GAMES.iter().position(|&x| x == g).and_then(|i| truth[i])
        })?;
        engines_agree(b, a, |_| None)?;
        // Listing the moves costs their number; keep it short so the fuzzer stays fast.
        if a.max(b) / a.min(b).max(1) < 64 {
            moves_are_sound(a, b)?;
        }
        Ok(())
    }
}

impl fmt::Debug for TwoEntryInput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, b) = self.pair();
        write!(
            f,
            "cargo run --release -- sg cole-davie {a} {b} --explain   # also grossman, m-euclid"
        )
    }
}
