//! Strategies: engines that choose a move. Each is checked, not trusted: the tests and the
//! catalogue check that its move is legal and lands on a P-position by the reference solver,
//! and that it wins against every sequence of replies.
//!
//! - [`tree`]: hss2008 Theorem 2's proof, reading the Calkin–Wilf path in segments (Grossman's game).
//! - [`cone`]: Cole–Davie / Lengyel: the unique move into the cone `g < y/x < G`.
//! - [`spitznagel`]: `a/r` against `(a + r)/a`.
//! - [`serial_nim`]: along the continued fraction, to any target value (so also in sums).

pub mod cone;
pub mod serial_nim;
pub mod tree;

use crate::arith::{ordered, quadratic::in_cone};
use crate::formulas::spitznagel;
use crate::games::TwoEntryGame;
use crate::vocab::error::{Error, Result};
use std::fmt;

/// A strategy by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strategy {
    /// hss2008 Theorem 2's proof: the Calkin–Wilf path read in segments (Grossman's game only).
    Tree,
    /// Cole–Davie / Lengyel: the unique move into the cone `g < y/x < G`.
    Cone,
    /// Spitznagel's rule (1973): `a/r` against `(a + r)/a`.
    Spitznagel,
    /// Along the continued fraction (Levine's Serial Nim), to the value 0.
    SerialNim,
}

impl Strategy {
    /// Every strategy, in the order the reports list them.
    pub const ALL: [Strategy; 4] = [
        Strategy::Tree,
        Strategy::Cone,
        Strategy::Spitznagel,
        Strategy::SerialNim,
    ];

    /// The name the reports print, with its source.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Tree => "tree (hss2008 Theorem 2)",
            Strategy::Cone => "cone (Cole–Davie, Lengyel)",
            Strategy::Spitznagel => "spitznagel (1973)",
            Strategy::SerialNim => "continued fraction (Serial Nim)",
        }
    }

    /// Whether the strategy plays `game` (the tree strategy is stated for hss2008's game,
    /// Grossman's; the others play Euclid and Grossman's game).
    pub fn plays(self, game: TwoEntryGame) -> bool {
        match self {
            Strategy::Tree => game == TwoEntryGame::Grossman,
            Strategy::Cone | Strategy::Spitznagel => game != TwoEntryGame::MEuclid,
            Strategy::SerialNim => true,
        }
    }

    /// A winning move from `(a, b)` in `game`, or `None` when the position is lost (P).
    ///
    /// # Examples
    ///
    /// ```
    /// use euclid_spec::games::TwoEntryGame;
    /// use euclid_spec::strategies::Strategy;
    ///
    /// // ho2014 (Spitznagel's example): from (7, 25) the move is to (7, 11), a P-position. The
    /// // other moves, (7, 18) and (7, 4), have ratios 18/7 and 7/4 above φ, so they are N and
    /// // every strategy must choose (7, 11), in both games (Straffin: the same P-positions).
    /// for game in [TwoEntryGame::ColeDavie, TwoEntryGame::Grossman] {
    ///     for s in Strategy::ALL.into_iter().filter(|s| s.plays(game)) {
    ///         assert_eq!(s.winning_move(game, 7, 25)?, Some((7, 11)), "{s} in {game}");
    ///         // (5, 8) is in ho2014's list of P-positions: there is no winning move.
    ///         assert_eq!(s.winning_move(game, 5, 8)?, None, "{s} in {game}");
    ///     }
    /// }
    /// // The tree strategy is stated for hss2008's game, Grossman's, only.
    /// assert!(Strategy::Tree.winning_move(TwoEntryGame::ColeDavie, 7, 25).is_err());
    /// # Ok::<(), euclid_spec::Error>(())
    /// ```
    pub fn winning_move(self, game: TwoEntryGame, a: u64, b: u64) -> Result<Option<(u64, u64)>> {
        if !self.plays(game) {
            return Err(Error::out_of_domain(format!(
                "the {} strategy does not play {game}",
                self.name()
            )));
        }
        match self {
            Strategy::Tree => tree::winning_move(a, b),
            Strategy::Cone => cone::winning_move(game, a, b),
            Strategy::Spitznagel => spitznagel_move(game, a, b),
            Strategy::SerialNim => serial_nim::move_to_value(game, a, b, 0),
        }
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Spitznagel's rule where it speaks (`b ≥ 2a`, and in Euclid `r > 0`: with `r = 0` the move to
/// `(a, 0)` wins there, see ho2014/proposition-spitznagel-reading-r-zero); below `2a` the only
/// move is forced, and it wins exactly when it lands outside the cone.
fn spitznagel_move(game: TwoEntryGame, a: u64, b: u64) -> Result<Option<(u64, u64)>> {
    let (lo, hi) = ordered(a, b);
    let swap = |p: (u64, u64)| if a <= b { p } else { (p.1, p.0) };
    if lo == 0 || (game == TwoEntryGame::Grossman && lo == hi) {
        return Ok(None);
    }
    if hi / lo >= 2 {
        if game == TwoEntryGame::ColeDavie && hi % lo == 0 {
            return Ok(Some(swap((lo, 0))));
        }
        return spitznagel::winning_move(lo, hi).map(|m| Some(swap(m)));
    }
    // lo < hi < 2·lo (or lo = hi in Euclid): one move.
    let forced = (lo, hi - lo);
    let loses = match game {
        TwoEntryGame::ColeDavie => crate::formulas::cole_davie::is_p_position(forced.0, forced.1),
        _ => in_cone(forced.0, forced.1),
    };
    Ok(loses.then(|| swap(forced)))
}
