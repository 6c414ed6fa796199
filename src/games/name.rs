//! One home for a game's identity: its name as the CLI, the catalogue and the reports spell it,
//! and the one dispatch from that name to the game's type (its move rules here, its reference
//! solver in [`crate::solver::reference_solver`]).
//!
//! "Euclid" names two games in the literature; `euclid` is accepted as Cole–Davie's (chl2011
//! reserves the name for it) and every output prints the resolved name. Misère versions are
//! spelt `misere-` before the game's name.
//!
//! # Adding a game
//! Counted by adding a variant and following the compiler: a
//! two-entry game touches seven files, and a test.
//! 1. `games/<game>.rs`: its move rules, as an [`ImpartialGame`].
//! 2. `games/mod.rs`: `pub mod` and `pub use` of it.
//! 3. `games/name.rs` (this file): a variant of [`TwoEntryGame`], [`TripleGame`] or
//!    [`GameName`] with its name, its end rule in words (pairs) and its spellings in `NAMES`,
//!    and its arm in `dispatch!` (which [`GameName::game`] and
//!    [`crate::solver::reference_solver`] use).
//! 4. `solver/dense.rs` (pairs) or `solver/triples.rs` (triples): the fast table's end rule.
//! 5. `solver/truth.rs` (pairs): its reference solver beside the dense table, normal and misère
//!    (the truths the claims read).
//! 6. `formulas/mod.rs` (pairs): its closed forms as engines, and the Serial Nim piles of its
//!    positions (for the continued-fraction evaluator and the `cf` strategy); empty lists where
//!    the papers give none.
//! 7. Its tests: its rules against the papers' examples, in its file.
//!
//! The catalogue loader, the CLI (`sg`, `table`, `plot`, `move`, `play`, `check`), the
//! pictures, the claims' truths and the fuzz inputs all reach it through this file.

use super::{ImpartialGame, MiserePosition, Triple};
use crate::vocab::error::{Error, Result};
use std::fmt;

/// The games on pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TwoEntryGame {
    /// Cole–Davie's Euclid: entries may reach 0; a zero ends the game.
    ColeDavie,
    /// Grossman's game: entries stay positive; equal entries end the game.
    Grossman,
    /// M-Euclid: entries stay positive; one entry dividing the other ends the game.
    MEuclid,
}

impl TwoEntryGame {
    /// The three games on pairs: Cole–Davie's Euclid, Grossman's game, M-Euclid.
    pub const ALL: [TwoEntryGame; 3] = [
        TwoEntryGame::ColeDavie,
        TwoEntryGame::Grossman,
        TwoEntryGame::MEuclid,
    ];

    /// Where the game ends, in words (the captions of its pictures).
    pub fn end_rule(self) -> &'static str {
        match self {
            TwoEntryGame::ColeDavie => "an entry 0",
            TwoEntryGame::Grossman => "a = b",
            TwoEntryGame::MEuclid => "one entry divides the other",
        }
    }

    /// The game's name, as the CLI and the catalogue spell it (`cole-davie`, `grossman`,
    /// `m-euclid`).
    pub fn name(self) -> &'static str {
        match self {
            TwoEntryGame::ColeDavie => "cole-davie",
            TwoEntryGame::Grossman => "grossman",
            TwoEntryGame::MEuclid => "m-euclid",
        }
    }

    /// The symbol the papers give the game's Sprague–Grundy value: `G` for Cole–Davie's Euclid
    /// (chl2011's 𝒢), `G_G` for Grossman's game, `G_M` for M-Euclid.
    pub fn value_symbol(self) -> &'static str {
        match self {
            TwoEntryGame::ColeDavie => "G",
            TwoEntryGame::Grossman => "G_G",
            TwoEntryGame::MEuclid => "G_M",
        }
    }
}

impl fmt::Display for TwoEntryGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The games on triples (ho2012).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TripleGame {
    /// 3-Euclid of Collins and Lengyel: 1-2, 1-3 and 2-3 moves.
    ThreeEuclid,
    /// G1: 1-2 and 1-3 moves.
    G1,
    /// G2: 1-3 moves.
    G2,
}

impl TripleGame {
    /// The three games, in the order of ho2012: 3-Euclid, G1, G2.
    pub const ALL: [TripleGame; 3] = [TripleGame::ThreeEuclid, TripleGame::G1, TripleGame::G2];

    /// The game's name, as the CLI and the catalogue spell it (`3-euclid`, `g1`, `g2`).
    pub fn name(self) -> &'static str {
        match self {
            TripleGame::ThreeEuclid => "3-euclid",
            TripleGame::G1 => "g1",
            TripleGame::G2 => "g2",
        }
    }
}

impl fmt::Display for TripleGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Every game the harness knows, normal or misère.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameName {
    /// A game on pairs: Cole–Davie's Euclid, Grossman's game, M-Euclid.
    TwoEntry {
        /// Which of the two-entry games.
        game: TwoEntryGame,
        /// Whether it is the misère version.
        misere: bool,
    },
    /// Levine's Serial Nim (take from the leftmost pile).
    SerialNim,
    /// A game on triples: 3-Euclid, G1, G2.
    Triple {
        /// Which of the three-entry games.
        game: TripleGame,
        /// Whether it is the misère version.
        misere: bool,
    },
}

const fn two(game: TwoEntryGame, misere: bool) -> GameName {
    GameName::TwoEntry { game, misere }
}

const fn three(game: TripleGame, misere: bool) -> GameName {
    GameName::Triple { game, misere }
}

/// The spellings: the canonical one first for each game, then aliases.
const NAMES: [(&str, GameName); 15] = [
    ("cole-davie", two(TwoEntryGame::ColeDavie, false)),
    ("grossman", two(TwoEntryGame::Grossman, false)),
    ("m-euclid", two(TwoEntryGame::MEuclid, false)),
    ("serial-nim", GameName::SerialNim),
    ("misere-cole-davie", two(TwoEntryGame::ColeDavie, true)),
    ("misere-grossman", two(TwoEntryGame::Grossman, true)),
    ("misere-m-euclid", two(TwoEntryGame::MEuclid, true)),
    ("3-euclid", three(TripleGame::ThreeEuclid, false)),
    ("g1", three(TripleGame::G1, false)),
    ("g2", three(TripleGame::G2, false)),
    ("misere-3-euclid", three(TripleGame::ThreeEuclid, true)),
    ("misere-g1", three(TripleGame::G1, true)),
    ("misere-g2", three(TripleGame::G2, true)),
    // Aliases.
    ("euclid", two(TwoEntryGame::ColeDavie, false)),
    ("misere-euclid", two(TwoEntryGame::ColeDavie, true)),
];

impl GameName {
    /// Every game, by its canonical name, in the order of the table.
    pub fn all() -> impl Iterator<Item = GameName> {
        NAMES.iter().take(13).map(|&(_, g)| g)
    }

    /// The canonical spellings, in the order of the table.
    pub fn spellings() -> impl Iterator<Item = &'static str> {
        NAMES.iter().take(13).map(|&(s, _)| s)
    }

    /// The game a name spells (case-insensitive; `euclid` is Cole–Davie's game).
    ///
    /// # Examples
    ///
    /// ```
    /// use euclid_spec::games::GameName;
    /// use euclid_spec::games::TwoEntryGame;
    ///
    /// // chl2011 §1 reserves "Euclid" for Cole and Davie's game: `euclid` is an alias.
    /// let euclid = GameName::parse("Euclid")?;
    /// assert_eq!(
    ///     euclid,
    ///     GameName::TwoEntry { game: TwoEntryGame::ColeDavie, misere: false }
    /// );
    /// assert_eq!(euclid.to_string(), "cole-davie");
    /// assert_eq!(GameName::parse("misere-grossman")?.to_string(), "misere-grossman");
    /// assert_eq!(GameName::parse("g2")?.entries(), Some(3));
    /// assert!(GameName::parse("wythoff").is_err());
    /// # Ok::<(), euclid_spec::Error>(())
    /// ```
    pub fn parse(name: &str) -> Result<GameName> {
        let lower = name.trim().to_ascii_lowercase();
        NAMES
            .iter()
            .find(|(n, _)| *n == lower)
            .map(|(_, g)| *g)
            .ok_or_else(|| {
                Error::unknown("game", name, Self::spellings().map(String::from).collect())
            })
    }

    /// The game a name spells, refusing aliases and other case: the catalogue's spelling.
    pub fn parse_canonical(name: &str) -> Result<GameName> {
        let game = Self::parse(name)?;
        if game.to_string() != name {
            return Err(Error::unknown(
                "game (write the canonical name)",
                name,
                vec![game.to_string()],
            ));
        }
        Ok(game)
    }

    /// How many entries a position has (`None` for Serial Nim's piles).
    pub fn entries(self) -> Option<usize> {
        match self {
            GameName::TwoEntry { .. } => Some(2),
            GameName::SerialNim => None,
            GameName::Triple { .. } => Some(3),
        }
    }

    /// The game's move rules, behind positions written as entries.
    ///
    /// # Examples
    ///
    /// ```
    /// use euclid_spec::games::GameName;
    ///
    /// let euclid = GameName::parse("cole-davie")?.game();
    /// // From (3, 8) the only moves subtract 3 from 8 once or twice (8 cannot be taken from 3).
    /// let mut moves = euclid.moves(&[3, 8], 10)?;
    /// moves.sort();
    /// assert_eq!(moves, [vec![3, 2], vec![3, 5]]);
    /// // ho2014's line of play starts (8, 21) → (5, 8): 21 − 2·8 = 5.
    /// assert!(euclid.is_move(&[8, 21], &[8, 5])?);
    /// // A zero ends Cole–Davie's game; equal entries end Grossman's, which has no zero.
    /// assert!(euclid.is_terminal(&[0, 5])?);
    /// let grossman = GameName::parse("grossman")?.game();
    /// assert!(grossman.is_terminal(&[4, 4])?);
    /// assert!(!euclid.is_terminal(&[4, 4])?);
    /// assert!(grossman.check(&[0, 5]).is_err());
    /// # Ok::<(), euclid_spec::Error>(())
    /// ```
    pub fn game(self) -> Box<dyn DynGame> {
        macro_rules! boxed {
            ($g:expr) => {
                Box::new(ByEntries($g))
            };
        }
        dispatch!(self, boxed)
    }
}

/// The one match from a name to a game's type: `$make!(game value)` for each game.
macro_rules! dispatch {
    ($name:expr, $make:ident) => {{
        use GameName::{SerialNim as Sn, Triple as T3, TwoEntry as T2};
        use TripleGame::{ThreeEuclid as E3, G1 as Ga, G2 as Gb};
        use TwoEntryGame::{ColeDavie as Cd, Grossman as Gr, MEuclid as Me};
        match $name {
            T2 {
                game: Cd,
                misere: false,
            } => $make!($crate::games::ColeDavieEuclid),
            T2 {
                game: Gr,
                misere: false,
            } => $make!($crate::games::GrossmanGame),
            T2 {
                game: Me,
                misere: false,
            } => $make!($crate::games::MEuclid),
            T2 {
                game: Cd,
                misere: true,
            } => $make!($crate::games::Misere($crate::games::ColeDavieEuclid)),
            T2 {
                game: Gr,
                misere: true,
            } => $make!($crate::games::Misere($crate::games::GrossmanGame)),
            T2 {
                game: Me,
                misere: true,
            } => $make!($crate::games::Misere($crate::games::MEuclid)),
            Sn => $make!($crate::games::SerialNim),
            T3 {
                game: E3,
                misere: false,
            } => $make!($crate::games::ThreeEuclid),
            T3 {
                game: Ga,
                misere: false,
            } => $make!($crate::games::G1),
            T3 {
                game: Gb,
                misere: false,
            } => $make!($crate::games::G2),
            T3 {
                game: E3,
                misere: true,
            } => $make!($crate::games::Misere($crate::games::ThreeEuclid)),
            T3 {
                game: Ga,
                misere: true,
            } => $make!($crate::games::Misere($crate::games::G1)),
            T3 {
                game: Gb,
                misere: true,
            } => $make!($crate::games::Misere($crate::games::G2)),
        }
    }};
}
pub(crate) use dispatch;

impl fmt::Display for GameName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let misere = match self {
            GameName::TwoEntry { misere, .. } | GameName::Triple { misere, .. } => *misere,
            GameName::SerialNim => false,
        };
        if misere {
            f.write_str("misere-")?;
        }
        match self {
            GameName::TwoEntry { game, .. } => write!(f, "{game}"),
            GameName::SerialNim => f.write_str("serial-nim"),
            GameName::Triple { game, .. } => write!(f, "{game}"),
        }
    }
}

/// A position written as its entries: a pair, a sorted triple, piles. The misère games' extra
/// vertex is written with no entry.
pub trait Entries: Sized {
    /// The position with these entries, or why there is none (the number of entries).
    fn from_entries(entries: &[u64]) -> std::result::Result<Self, usize>;
    /// The entries of the position.
    fn entries(&self) -> Vec<u64>;
    /// Calls `f` with the entries, without allocating where the position is a pair or a triple.
    fn with_entries<R>(&self, f: impl FnOnce(&[u64]) -> R) -> R {
        f(&self.entries())
    }
}

/// `Err(n)` unless there are `n` entries.
fn arity(entries: &[u64], n: usize) -> std::result::Result<(), usize> {
    if entries.len() != n {
        return Err(n);
    }
    Ok(())
}

/// The position of `game` with these entries, or an error naming the game (built only then).
pub(crate) fn position<P: Entries>(game: impl FnOnce() -> String, entries: &[u64]) -> Result<P> {
    P::from_entries(entries).map_err(|n| {
        let game = game();
        Error::invalid_position(
            &game,
            format!("{entries:?}"),
            format!("{game} positions have {n} entries, not {}", entries.len()),
        )
    })
}

impl Entries for (u64, u64) {
    fn from_entries(entries: &[u64]) -> std::result::Result<Self, usize> {
        arity(entries, 2)?;
        Ok((entries[0], entries[1]))
    }
    fn entries(&self) -> Vec<u64> {
        vec![self.0, self.1]
    }
    #[inline(always)]
    fn with_entries<R>(&self, f: impl FnOnce(&[u64]) -> R) -> R {
        f(&[self.0, self.1])
    }
}

impl Entries for Triple {
    /// The entries in any order: a triple is stored sorted.
    fn from_entries(entries: &[u64]) -> std::result::Result<Self, usize> {
        arity(entries, 3)?;
        Ok(super::triple(entries[0], entries[1], entries[2]))
    }
    fn entries(&self) -> Vec<u64> {
        self.to_vec()
    }
    fn with_entries<R>(&self, f: impl FnOnce(&[u64]) -> R) -> R {
        f(self)
    }
}

impl Entries for Vec<u64> {
    fn from_entries(entries: &[u64]) -> std::result::Result<Self, usize> {
        Ok(entries.to_vec())
    }
    fn entries(&self) -> Vec<u64> {
        self.clone()
    }
}

impl<P: Entries> Entries for MiserePosition<P> {
    fn from_entries(entries: &[u64]) -> std::result::Result<Self, usize> {
        P::from_entries(entries).map(MiserePosition::Game)
    }
    fn entries(&self) -> Vec<u64> {
        match self {
            MiserePosition::Game(p) => p.entries(),
            MiserePosition::Extra => Vec::new(),
        }
    }
    #[inline(always)]
    fn with_entries<R>(&self, f: impl FnOnce(&[u64]) -> R) -> R {
        match self {
            MiserePosition::Game(p) => p.with_entries(f),
            MiserePosition::Extra => f(&[]),
        }
    }
}

/// A game chosen at run time, its positions written as entries.
pub trait DynGame: Send + Sync {
    /// The game's name.
    fn name(&self) -> String;
    /// `Ok` when `entries` is a position of the game, or why it is not.
    fn check(&self, entries: &[u64]) -> Result<()>;
    /// Whether the position is final (no move).
    fn is_terminal(&self, entries: &[u64]) -> Result<bool>;
    /// The positions one move away, at most `limit` of them.
    fn moves(&self, entries: &[u64], limit: usize) -> Result<Vec<Vec<u64>>>;
    /// Whether `to` is one move from `from`, without listing every move.
    fn is_move(&self, from: &[u64], to: &[u64]) -> Result<bool>;
    /// Calls `visit` with each position one move away, in the game's order, until it returns
    /// `false`; no allocation for pairs and triples.
    fn visit_moves(&self, entries: &[u64], visit: &mut dyn FnMut(&[u64]) -> bool) -> Result<()>;
}

/// A game whose positions are read from entries: what [`GameName::game`] returns.
struct ByEntries<G>(G);

impl<G> DynGame for ByEntries<G>
where
    G: ImpartialGame,
    G::Position: Entries,
{
    fn name(&self) -> String {
        self.0.name()
    }
    fn check(&self, entries: &[u64]) -> Result<()> {
        let p = position(|| self.name(), entries)?;
        self.0.check_position(&p)
    }
    fn is_terminal(&self, entries: &[u64]) -> Result<bool> {
        let p = position(|| self.name(), entries)?;
        self.0.check_position(&p)?;
        Ok(self.0.is_terminal(&p))
    }
    fn moves(&self, entries: &[u64], limit: usize) -> Result<Vec<Vec<u64>>> {
        let p = position(|| self.name(), entries)?;
        self.0.check_position(&p)?;
        Ok(self.0.moves(&p).take(limit).map(|q| q.entries()).collect())
    }
    fn is_move(&self, from: &[u64], to: &[u64]) -> Result<bool> {
        let p = position(|| self.name(), from)?;
        let q = position(|| self.name(), to)?;
        self.0.check_position(&p)?;
        Ok(self.0.is_move(&p, &q))
    }
    fn visit_moves(&self, entries: &[u64], visit: &mut dyn FnMut(&[u64]) -> bool) -> Result<()> {
        let p = position(|| self.name(), entries)?;
        self.0.check_position(&p)?;
        for q in self.0.moves(&p) {
            if !q.with_entries(|e| visit(e)) {
                break;
            }
        }
        Ok(())
    }
}

/// A reference solver chosen at run time, its positions written as entries.
pub trait DynSolver {
    /// The Sprague–Grundy value of the position with these entries.
    fn sprague_grundy(&mut self, entries: &[u64]) -> Result<u32>;
    /// The work spent so far (move evaluations).
    fn work(&self) -> u64;
    /// The most bytes the solver held so far.
    fn peak_bytes(&self) -> u64;
}

/// Parses one entry of a position: a non-negative integer up to `u64::MAX`.
pub fn parse_entry(text: &str) -> Result<u64> {
    let t = text.trim();
    let bad =
        |why: String| Error::out_of_domain(format!("`{text}` is not a position entry: {why}"));
    if t.is_empty() {
        return Err(bad("it is empty".into()));
    }
    if let Some(rest) = t.strip_prefix('-') {
        if !rest.is_empty() && rest.chars().all(|c| c.is_ascii_digit()) {
            return Err(bad("entries are non-negative integers".into()));
        }
    }
    let digits = t.strip_prefix('+').unwrap_or(t);
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return Err(bad("expected decimal digits".into()));
    }
    digits
        .parse::<u64>()
        .map_err(|_| bad(format!("it exceeds u64::MAX = {}", u64::MAX)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries() {
        assert_eq!(parse_entry("18446744073709551615").unwrap(), u64::MAX);
        assert_eq!(parse_entry(" 7 ").unwrap(), 7);
        for bad in [
            "",
            "-3",
            "1.5",
            "abc",
            "18446744073709551616",
            "0x10",
            "-",
            "+",
        ] {
            assert!(parse_entry(bad).is_err(), "{bad}");
        }
        assert!(parse_entry("-3")
            .unwrap_err()
            .to_string()
            .contains("non-negative"));
        assert!(parse_entry("18446744073709551616")
            .unwrap_err()
            .to_string()
            .contains("u64::MAX"));
    }

    #[test]
    fn names() {
        assert_eq!(GameName::parse("Euclid").unwrap().to_string(), "cole-davie");
        assert_eq!(
            GameName::parse("misere-euclid").unwrap().to_string(),
            "misere-cole-davie"
        );
        assert!(GameName::parse("chess")
            .unwrap_err()
            .to_string()
            .contains("known: cole-davie"));
        assert!(GameName::parse_canonical("euclid").is_err());
        assert!(GameName::parse_canonical("G1").is_err());
        assert_eq!(GameName::parse_canonical("g1").unwrap().to_string(), "g1");
    }

    /// Every canonical spelling parses back to its game, names it, and dispatches to a game of
    /// that name.
    #[test]
    fn every_spelling_round_trips_and_dispatches() {
        assert_eq!(GameName::all().count(), 13);
        for (spelling, game) in GameName::spellings().zip(GameName::all()) {
            assert_eq!(GameName::parse(spelling).unwrap(), game);
            assert_eq!(game.to_string(), spelling);
            assert_eq!(game.game().name(), spelling);
        }
    }
}
