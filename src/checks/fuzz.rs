//! Fuzz inputs. Each derives `arbitrary::Arbitrary` (feature `arbitrary`), checks itself with
//! `check()`, and prints, as its `Debug`, the command that shows the case. The fuzz targets in
//! `fuzz/` are one line each; the tests replay every committed corpus file through the same
//! `check()` on stable Rust.

use super::differential::edge_pair;
use super::Mismatch;
use crate::arith::{gcd, ContinuedFraction};
use crate::catalogue::{Catalogue, PublishedTable};
use crate::formulas::cole_davie;
use crate::games::triple;
use crate::games::{parse_entry, GameName};
use crate::games::{TripleGame, TwoEntryGame};
use crate::solver::TripleTruth;
use crate::strategies::{serial_nim, Strategy};
use crate::trees::{calkin_wilf as cw, stern_brocot as sb, Word};
use std::fmt;
use std::path::PathBuf;
use std::sync::OnceLock;

pub use super::differential::TwoEntryInput;

/// A node of the trees and a Stern index: round trips between fractions, paths, generations,
/// quotients and indices.
#[derive(Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub struct TreeInput {
    /// Which shape of [`edge_pair`] the node takes.
    pub kind: u8,
    /// The first free parameter of [`edge_pair`].
    pub x: u64,
    /// The second free parameter of [`edge_pair`].
    pub y: u64,
    /// The small nudge of [`edge_pair`].
    pub small: u8,
    /// The Stern index to round-trip (0 is read as 1).
    pub index: u64,
}

impl TreeInput {
    /// The node: a reduced fraction shaped toward the edges.
    pub fn node(&self) -> (u64, u64) {
        let (a, b) = edge_pair(self.kind, self.x, self.y, self.small);
        let (a, b) = (a.max(1), b.max(1));
        let d = gcd(a, b);
        (a / d, b / d)
    }

    /// The round trips: Calkin–Wilf and Stern–Brocot paths back to the node, generation against
    /// the quotient sum, the Stern index both ways, the mother's child.
    pub fn check(&self) -> Result<(), Mismatch> {
        let (a, b) = self.node();
        let e = |what: &str, err: crate::Error| {
            Mismatch::new("tree", format!("{what} of {a}/{b}: {err}"))
        };
        let w = cw::path_from_root(a, b).map_err(|x| e("Calkin–Wilf path", x))?;
        let back = cw::node_at(&w).map_err(|x| e("following the Calkin–Wilf path", x))?;
        if back != (a, b) {
            return Err(Mismatch::new(
                "tree",
                format!("Calkin–Wilf path {w} of {a}/{b} leads to {back:?}"),
            ));
        }
        let v = sb::path_from_root(a, b).map_err(|x| e("Stern–Brocot path", x))?;
        if sb::node_at(&v).map_err(|x| e("following the Stern–Brocot path", x))? != (a, b) {
            return Err(Mismatch::new(
                "tree",
                format!("Stern–Brocot path {v} of {a}/{b} leads elsewhere"),
            ));
        }
        let sum: u128 = ContinuedFraction::of_ratio(a, b)
            .map_err(|x| e("quotients", x))?
            .quotients()
            .iter()
            .map(|&q| q as u128)
            .sum();
        let generation = cw::generation(a, b).map_err(|x| e("generation", x))?;
        if generation != sum || sb::generation(a, b).map_err(|x| e("generation", x))? != sum {
            return Err(Mismatch::new(
                "tree",
                format!("{a}/{b}: generation {generation}, quotient sum {sum}"),
            ));
        }
        if generation <= 64 {
            let n = cw::stern_index(a, b).map_err(|x| e("Stern index", x))?;
            if cw::stern_pair(n) != (a, b) {
                return Err(Mismatch::new(
                    "tree",
                    format!("{a}/{b}: Stern index {n} gives {:?}", cw::stern_pair(n)),
                ));
            }
        }
        if let Some(p) = cw::parent(a, b).map_err(|x| e("mother", x))? {
            let child = if a < b {
                cw::left_child(p.0, p.1)
            } else {
                cw::right_child(p.0, p.1)
            };
            if child.map_err(|x| e("child", x))? != (a, b) {
                return Err(Mismatch::new(
                    "tree",
                    format!("{a}/{b} is not a child of its mother {p:?}"),
                ));
            }
        }
        let n = self.index.max(1);
        let (s, t) = cw::stern_pair(n);
        if cw::stern_index(s, t)
            .map_err(|x| Mismatch::new("tree", format!("Stern index of s({n})/s({n}+1): {x}")))?
            != n
        {
            return Err(Mismatch::new(
                "tree",
                format!("Stern pair of {n} does not give {n} back"),
            ));
        }
        Ok(())
    }
}

impl fmt::Debug for TreeInput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, b) = self.node();
        write!(
            f,
            "cargo run --release -- tree {a} {b}   # and Stern index {}",
            self.index.max(1)
        )
    }
}

/// A position and a game for the strategies: every strategy's move is legal and lands on a
/// P-position by the closed forms.
#[derive(Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub struct StrategyInput {
    /// Which shape of [`edge_pair`] the position takes.
    pub kind: u8,
    /// The first free parameter of [`edge_pair`].
    pub x: u64,
    /// The second free parameter of [`edge_pair`].
    pub y: u64,
    /// The small nudge of [`edge_pair`].
    pub small: u8,
    /// Grossman's game when set, Cole–Davie's Euclid otherwise.
    pub grossman: bool,
}

impl StrategyInput {
    /// The game: Grossman's or Cole–Davie's.
    pub fn game(&self) -> TwoEntryGame {
        if self.grossman {
            TwoEntryGame::Grossman
        } else {
            TwoEntryGame::ColeDavie
        }
    }

    /// The position, its entries raised to 1 in Grossman's game (which has no zero).
    pub fn position(&self) -> (u64, u64) {
        let (a, b) = edge_pair(self.kind, self.x, self.y, self.small);
        if self.grossman {
            (a.max(1), b.max(1))
        } else {
            (a, b)
        }
    }

    /// Every strategy that plays the game finds a move exactly when the position is N, and its
    /// move is legal and lands on a P-position.
    pub fn check(&self) -> Result<(), Mismatch> {
        let game = self.game();
        let (a, b) = self.position();
        let value = serial_nim::value(game, a, b)
            .map_err(|e| Mismatch::new("strategy", format!("value: {e}")))?;
        for s in Strategy::ALL.into_iter().filter(|s| s.plays(game)) {
            let m = s
                .winning_move(game, a, b)
                .map_err(|e| Mismatch::new("strategy", format!("{s} at ({a}, {b}): {e}")))?;
            match m {
                None if value == 0 => {}
                None => {
                    return Err(Mismatch::new(
                        "strategy",
                        format!("{s} finds no move from ({a}, {b}), value {value}"),
                    ))
                }
                Some(_) if value == 0 => {
                    return Err(Mismatch::new(
                        "strategy",
                        format!("{s} moves from a P-position ({a}, {b})"),
                    ))
                }
                Some(m) => {
                    let legal = GameName::TwoEntry {
                        game,
                        misere: false,
                    }
                    .game()
                    .is_move(&[a, b], &[m.0, m.1])
                    .unwrap_or(false);
                    if !legal {
                        return Err(Mismatch::new(
                            "strategy",
                            format!("{s}: ({a}, {b}) → {m:?} is not a move of {game}"),
                        ));
                    }
                    let lands = serial_nim::value(game, m.0, m.1)
                        .map_err(|e| Mismatch::new("strategy", format!("value: {e}")))?;
                    let golden_p = cole_davie::is_p_position(m.0, m.1)
                        || (game == TwoEntryGame::Grossman && m.0 == m.1);
                    if lands != 0 || !golden_p {
                        return Err(Mismatch::new(
                            "strategy",
                            format!("{s}: ({a}, {b}) → {m:?} lands on value {lands}"),
                        ));
                    }
                }
            }
        }
        Ok(())
    }
}

impl fmt::Debug for StrategyInput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, b) = self.position();
        write!(f, "cargo run --release -- move {} {a} {b}", self.game())
    }
}

/// The largest entry of the triples the fuzzer draws (the tables are built once, to this size).
pub const TRIPLE_FUZZ_MAX: u64 = 40;

fn triple_truths() -> &'static Vec<(TripleGame, bool, TripleTruth)> {
    static T: OnceLock<Vec<(TripleGame, bool, TripleTruth)>> = OnceLock::new();
    T.get_or_init(|| {
        let mut out = Vec::new();
        for g in TripleGame::ALL {
            for misere in [false, true] {
                if let Ok(t) = TripleTruth::build(g, misere, TRIPLE_FUZZ_MAX) {
                    out.push((g, misere, t));
                }
            }
        }
        out
    })
}

/// A small triple: the tables against the reference solver's values, and ho2012's claims as
/// predicates at that position.
#[derive(Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub struct TripleInput {
    /// The first entry, reduced to `1..=TRIPLE_FUZZ_MAX`.
    pub a: u8,
    /// The second entry, reduced the same way.
    pub b: u8,
    /// The third entry, reduced the same way.
    pub c: u8,
}

impl TripleInput {
    /// The sorted triple, each entry in `1..=TRIPLE_FUZZ_MAX`.
    pub fn triple(&self) -> [u64; 3] {
        let m = |x: u8| 1 + (x as u64) % TRIPLE_FUZZ_MAX;
        triple(m(self.a), m(self.b), m(self.c))
    }

    /// The triple tables agree with the reference solver there, and ho2012's claims hold there.
    pub fn check(&self) -> Result<(), Mismatch> {
        let [a, b, c] = self.triple();
        let truths = triple_truths();
        if truths.len() != 6 {
            return Err(Mismatch::new("triple", "the triple tables did not build"));
        }
        // Each truth holds the table and the reference solver's values for every triple up to
        // TRIPLE_FUZZ_MAX (computed once); `value` reports any difference between them.
        for (_, _, t) in truths {
            t.value(a, b, c).map_err(|f| Mismatch::at("triple", f))?;
        }
        let value = |g: TripleGame, misere: bool| {
            truths
                .iter()
                .find(|x| x.0 == g && x.1 == misere)
                .map(|x| x.2.value(a, b, c).unwrap_or(u64::MAX))
                .unwrap_or(u64::MAX)
        };
        let (g1, g2) = (value(TripleGame::G1, false), value(TripleGame::G2, false));
        // ho2012 Lemmas 3.3 and 5.1: values at least 2 above a + b, at most 1 below.
        let two_sided = |v: u64| !(c > a + b && v < 2 || c < a + b && v > 1);
        let (m1, m2) = (value(TripleGame::G1, true), value(TripleGame::G2, true));
        let checks = [
            ("Lemma 2.1", g2 != 0 || c < a + b),
            ("Theorem 2.2", (g1 == 0) == (g2 == 0)),
            ("Corollary 2.5", b != c || (g1 == 0 && g2 == 0)),
            ("Lemma 3.3", two_sided(g2)),
            ("Theorem 3.5", (g1 == 1) == (g2 == 1)),
            ("Lemma 5.1", two_sided(m1)),
            ("Theorem 5.7", g1 == m1 || (g1 <= 1 && m1 <= 1)),
            ("Theorem 5.2 (intended)", (m1 == 0) == (m2 == 0)),
        ];
        match checks.iter().find(|(_, ok)| !ok) {
            None => Ok(()),
            Some((name, _)) => Err(Mismatch::new(
                "triple",
                format!("ho2012 {name} fails at ({a}, {b}, {c})"),
            )),
        }
    }
}

impl fmt::Debug for TripleInput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c] = self.triple();
        write!(
            f,
            "cargo run --release -- sg g2 {a} {b} {c} --explain   # also g1, 3-euclid, misere-…"
        )
    }
}

/// Arbitrary bytes as a catalogue file and as a table file: a catalogue or a clean error, never
/// a panic.
#[derive(Clone, PartialEq, Eq)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub struct SpecBytes {
    /// The file's bytes (read as UTF-8, lossily).
    pub bytes: Vec<u8>,
}

impl SpecBytes {
    /// The catalogue loader and the table parser accept the bytes or refuse them with an error
    /// that names its place; neither accepts an empty catalogue or table.
    pub fn check(&self) -> Result<(), Mismatch> {
        let text = String::from_utf8_lossy(&self.bytes).into_owned();
        for name in ["chl2011.toml", "ewd1981.toml"] {
            match Catalogue::from_sources(&[(PathBuf::from(name), text.clone())]) {
                Ok(c) if c.claims.is_empty() => {
                    return Err(Mismatch::new(
                        "spec-loader",
                        "an empty catalogue was accepted",
                    ))
                }
                Ok(_) => {}
                Err(e) if e.to_string().is_empty() => {
                    return Err(Mismatch::new("spec-loader", "an error without a message"))
                }
                Err(_) => {}
            }
        }
        match PublishedTable::parse("fuzz.txt", &text) {
            Ok(t) if t.rows.is_empty() || t.columns.is_empty() => {
                Err(Mismatch::new("spec-loader", "an empty table was accepted"))
            }
            Ok(_) => Ok(()),
            Err(e) if !e.to_string().starts_with("fuzz.txt:") => Err(Mismatch::new(
                "spec-loader",
                format!("an error without its place: {e}"),
            )),
            Err(_) => Ok(()),
        }
    }
}

impl fmt::Debug for SpecBytes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "write these bytes to DIR/chl2011.toml, then: cargo run --release -- --spec DIR claims\n{:?}",
            String::from_utf8_lossy(&self.bytes)
        )
    }
}

/// Arbitrary text as the CLI reads it: entries, game names, words. Clean errors, never a panic,
/// and what parses prints back to the same value.
#[derive(Clone, PartialEq, Eq)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub struct PositionText {
    /// The text, read whole and word by word.
    pub text: String,
}

impl PositionText {
    /// Every entry, game name and word that parses prints back to the same value.
    pub fn check(&self) -> Result<(), Mismatch> {
        for token in self
            .text
            .split_whitespace()
            .chain(std::iter::once(self.text.as_str()))
        {
            if let Ok(v) = parse_entry(token) {
                if parse_entry(&v.to_string()) != Ok(v) {
                    return Err(Mismatch::new(
                        "position-parser",
                        format!("{v} does not print back"),
                    ));
                }
            }
            if let Ok(g) = GameName::parse(token) {
                if GameName::parse(&g.to_string()) != Ok(g) {
                    return Err(Mismatch::new(
                        "position-parser",
                        format!("game {g} does not print back"),
                    ));
                }
            }
            if let Ok(w) = Word::parse(token) {
                if Word::parse(&w.to_string()).as_ref() != Ok(&w) {
                    return Err(Mismatch::new(
                        "position-parser",
                        format!("word {w} does not print back"),
                    ));
                }
            }
        }
        Ok(())
    }
}

impl fmt::Debug for PositionText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cargo run --release -- sg cole-davie {:?}", self.text)
    }
}

/// A statement and a domain in the formal language, as a user would write them: refused with a
/// diagnostic whose span lies in its text (drawn without a panic), or compiled and run at a
/// small bound within a small count of steps, twice, to the same verdict: once on machine
/// words where its program allows (`formal::word`), once on values only. No input panics, and
/// none runs long: the steps bound every point, the bound every walk.
#[derive(Clone, PartialEq, Eq)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
pub struct FormalText {
    /// The statement.
    pub statement: String,
    /// The domain.
    pub domain: String,
}

/// The steps a fuzzed statement may take at a point: enough for every construct and for the
/// limit of depth (600) to be met; the limit of size (2²⁰ bits) is met by powers whose least size
/// is past it (a point's steps stop smaller numbers long before). Few enough that an input which
/// reaches the limit at each of its points costs little (the constants folded at compile time
/// have the default million steps, which is most of what the corpus's inputs cost).
const FUZZ_STEPS: u64 = 2_000;

impl FormalText {
    /// Refused at a place inside the text, or run to one verdict twice: once as a run
    /// evaluates it (on machine words where its program allows), once on values only.
    pub fn check(&self) -> Result<(), Mismatch> {
        use crate::formal::Formal;
        let f = match Formal::new(&self.statement, &self.domain) {
            Err(e) => {
                let len = e.text.len();
                if e.diagnostic.span.start > e.diagnostic.span.end || e.diagnostic.span.end > len {
                    return Err(Mismatch::new(
                        "formal",
                        format!(
                            "a diagnostic's span {:?} outside its text of {len} bytes",
                            e.diagnostic.span
                        ),
                    ));
                }
                let _ = e.render("the statement");
                return Ok(());
            }
            Ok(f) => f.with_steps(FUZZ_STEPS),
        };
        static CATALOGUE: std::sync::OnceLock<Option<crate::catalogue::Catalogue>> =
            std::sync::OnceLock::new();
        let Some(catalogue) =
            CATALOGUE.get_or_init(|| crate::catalogue::Catalogue::embedded().ok())
        else {
            return Err(Mismatch::new("formal", "the catalogue does not load"));
        };
        let tables = crate::harness::Tables::new(catalogue);
        // The smallest bound each shape can run at, and one above.
        let n = f.bound().min.max(4);
        let once = |f: &Formal| {
            let v = f.run(&tables, &mut crate::harness::Run::whole(n));
            // Compared as values: printed only when they differ (a named value may have
            // a hundred thousand digits).
            (v.status, v.cases, v.counterexample)
        };
        let (first, second) = (once(&f), once(&f.on_values()));
        if first != second {
            return Err(Mismatch::new(
                "formal",
                format!("the run on words and the run on values differ: {first:?} and {second:?}"),
            ));
        }
        Ok(())
    }
}

impl fmt::Debug for FormalText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cargo run --release -- conjecture {:?} --domain {:?} --steps {FUZZ_STEPS}",
            self.statement, self.domain
        )
    }
}
