//! What the claims check against: the values of the games by both solvers, computed once per run
//! and shared ([`Tables`]), and read by each claim through the tables it declares ([`Ctx`]).
//!
//! A claim declares the tables it reads once: the games its catalogue entry names (`games`, by
//! their canonical names, `misere-` for the misère version), each up to the size its bound gives
//! ([`Declared`], made by the claims' registry). The plan estimates the run's memory from those
//! declarations and builds those tables before the claims start; a predicate that asks for any
//! other table, or for a larger one, gets an error naming the claim and the table, never a table
//! its plan did not count.

use super::Failure;
use crate::catalogue::Catalogue;
use crate::games::{GameName, GrossmanGame};
use crate::games::{TripleGame, TwoEntryGame};
use crate::solver::reference::{PairMemo, DEFAULT_BUDGET};
use crate::solver::{ReferenceSolver, TripleTruth, Truth};
use crate::trees::counts::{count_nodes_by, GenerationCounts};
use crate::vocab::error::Result;
use crate::vocab::lock;
use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex, PoisonError, RwLock};

/// Shared state of one run: the catalogue (for the published tables) and the truths built so far.
/// Shared by every thread of the run: each truth is built once (a second claim asking for it
/// while it is built waits for it), and the walks of the tree are made once. Predicates read it
/// through a [`Ctx`], which holds them to the tables their claim declares.
pub struct Tables<'a> {
    /// The catalogue of the run, with its published tables.
    pub catalogue: &'a Catalogue,
    truths: Built<(TwoEntryGame, bool), Truth>,
    triple_truths: Built<(TripleGame, bool), TripleTruth>,
    /// Called with a message before a long step (building large solver tables).
    progress: Option<&'a (dyn Fn(&str) + Sync)>,
    /// The counts of the Calkin–Wilf generations walked so far (generation 1 first).
    generation_counts: Mutex<Vec<GenerationCounts>>,
    /// The reference solver of Grossman's game on tree nodes (hss2008's game), its memo shared;
    /// made when a claim first asks.
    node_solver: RwLock<Option<NodeSolver>>,
    /// The generations whose every node the node solver has solved ([`Tables::solve_nodes`]).
    nodes_solved: Mutex<u32>,
    /// The games each claim has read (a table, or the solver on the tree's nodes), by claim id.
    reads: Mutex<std::collections::BTreeMap<String, std::collections::BTreeSet<GameName>>>,
    /// Faults planted on purpose in the pair tables, applied as each is built.
    planted: Vec<Planted>,
    /// Faults planted on purpose in the triple tables, applied as each is built.
    planted_triples: Vec<PlantedTriple>,
}

/// A fault planted on purpose in a two-entry game's table ([`Truth::with_planted`]): both
/// solvers answer `value` at `at` (`None`: no value). For the tests that hold a predicate able
/// to fail where the statement holds everywhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Planted {
    /// The game.
    pub game: TwoEntryGame,
    /// Whether in its misère version.
    pub misere: bool,
    /// The position.
    pub at: (u64, u64),
    /// The value both solvers give there.
    pub value: Option<u32>,
}

/// A fault planted on purpose in a three-entry game's table ([`TripleTruth::with_planted`]):
/// the table and the reference solver answer `value` at `at` (any order).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlantedTriple {
    /// The game.
    pub game: TripleGame,
    /// Whether in its misère version.
    pub misere: bool,
    /// The position.
    pub at: (u64, u64, u64),
    /// The value both give there.
    pub value: u32,
}

/// Tables built once per key and shared; one lock per key, so that two claims asking for the
/// same table wait for one build, while tables of other keys are built beside it.
struct Built<K, T> {
    done: Mutex<HashMap<K, Arc<T>>>,
    building: Mutex<HashMap<K, Arc<Mutex<()>>>>,
}

impl<K: Copy + Eq + Hash, T> Built<K, T> {
    fn new() -> Self {
        Built {
            done: Mutex::new(HashMap::new()),
            building: Mutex::new(HashMap::new()),
        }
    }

    /// The table of `key` covering `n` (`covers`), built by `build` if there is none yet.
    fn get(
        &self,
        key: K,
        covers: impl Fn(&T) -> bool,
        build: impl FnOnce() -> Result<T>,
    ) -> Result<Arc<T>> {
        let ready = || lock(&self.done).get(&key).filter(|t| covers(t)).cloned();
        if let Some(t) = ready() {
            return Ok(t);
        }
        let slot = Arc::clone(lock(&self.building).entry(key).or_default());
        let _building = lock(&slot);
        if let Some(t) = ready() {
            return Ok(t);
        }
        let t = Arc::new(build()?);
        lock(&self.done).insert(key, Arc::clone(&t));
        Ok(t)
    }
}

/// Generations from this one on are walked in pieces, side by side.
const PIECES_FROM: u32 = 12;
/// The pieces of such a generation (a power of two, at most 2^(PIECES_FROM − 2), so that each
/// piece has an even number of nodes).
const PIECES: u64 = 256;

/// `f(0), …, f(count − 1)` on plain threads, as many as the pool has: the results in order,
/// or the first failure in order. (Plain threads, not the pool's: this runs under a lock that a
/// pool thread waiting for work could ask for again.)
fn side_by_side<T: Send>(
    count: u64,
    f: impl Fn(u64) -> Result<T, Failure> + Sync,
) -> Result<Vec<T>, Failure> {
    let threads = rayon::current_num_threads().clamp(1, count.max(1) as usize);
    let next = std::sync::atomic::AtomicU64::new(0);
    let slots: Vec<Mutex<Option<Result<T, Failure>>>> =
        (0..count).map(|_| Mutex::new(None)).collect();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                if i >= count {
                    break;
                }
                *lock(&slots[i as usize]) = Some(f(i));
            });
        }
    });
    slots
        .into_iter()
        .map(|s| {
            s.into_inner()
                .unwrap_or_else(PoisonError::into_inner)
                .unwrap_or_else(|| Err(Failure::at("a piece").answer("walk", "not walked")))
        })
        .collect()
}

/// Calkin–Wilf nodes of generations up to this one are classified by the reference solver of
/// Grossman's game (and held to the cone of hss2008 Theorem 1 there); beyond it, by the cone
/// alone, whose agreement with the solvers `hss2008/theorem-1` checks on pairs.
pub const SOLVER_GENERATIONS: u32 = 18;

/// The reference solver on the tree's nodes: the one algorithm, its memo an array over the
/// pairs with both entries up to [`NODE_ARRAY`] (most of the positions the nodes of the solved
/// generations reach) and a hash map beyond.
type NodeSolver = ReferenceSolver<GrossmanGame, PairMemo<(u64, u64)>>;

/// The entries the node solver's array holds: 8 MiB (2 bytes a slot); with it the nodes of
/// generations 1–19 are solved in about four fifths of the time and half the memory of a hash
/// map alone.
pub const NODE_ARRAY: u64 = 2047;

/// The node solver in `slot`, made there first if it is not yet.
fn node_solver(slot: &mut Option<NodeSolver>) -> Result<&mut NodeSolver, Failure> {
    match slot {
        Some(solver) => Ok(solver),
        None => {
            let memo = PairMemo::new(NODE_ARRAY, u64::MAX)
                .map_err(|e| Failure::at("the tree's nodes").answer("reference (grossman)", e))?;
            Ok(slot.insert(ReferenceSolver::with_memo(
                GrossmanGame,
                DEFAULT_BUDGET,
                memo,
            )))
        }
    }
}

impl<'a> Tables<'a> {
    /// The tables of a run on `catalogue`, none built yet, with no progress reports.
    pub fn new(catalogue: &'a Catalogue) -> Self {
        Tables {
            catalogue,
            truths: Built::new(),
            triple_truths: Built::new(),
            progress: None,
            generation_counts: Mutex::new(Vec::new()),
            node_solver: RwLock::new(None),
            nodes_solved: Mutex::new(0),
            reads: Mutex::new(std::collections::BTreeMap::new()),
            planted: Vec::new(),
            planted_triples: Vec::new(),
        }
    }

    /// The same tables, each built with the faults of `planted` that fall inside it (see
    /// [`Planted`]): never in a run of the catalogue, only in the tests that plant them.
    pub fn with_planted(self, planted: Vec<Planted>) -> Self {
        Tables { planted, ..self }
    }

    /// The same tables, each triple table built with the faults of `planted` that fall inside
    /// it (see [`PlantedTriple`]): only in the tests that plant them.
    pub fn with_planted_triples(self, planted_triples: Vec<PlantedTriple>) -> Self {
        Tables {
            planted_triples,
            ..self
        }
    }

    /// The tables of a run that reports long steps through `progress`.
    pub fn with_progress(catalogue: &'a Catalogue, progress: &'a (dyn Fn(&str) + Sync)) -> Self {
        Tables {
            progress: Some(progress),
            ..Tables::new(catalogue)
        }
    }

    /// The games the predicate of `claim` has read so far through these tables (its runs and
    /// its examples'): a table, or the solver on the tree's nodes.
    pub fn games_read(&self, claim: &str) -> Vec<GameName> {
        lock(&self.reads)
            .get(claim)
            .map(|s| s.iter().copied().collect())
            .unwrap_or_default()
    }

    fn note_read(&self, claim: &str, game: GameName) {
        lock(&self.reads)
            .entry(claim.to_string())
            .or_default()
            .insert(game);
    }

    /// What the predicate of `claim` reads: these tables, through the ones `declared`.
    pub(crate) fn for_claim<'c>(&'c self, claim: &'c str, declared: Declared) -> Ctx<'c> {
        Ctx {
            catalogue: self.catalogue,
            tables: self,
            claim,
            declared,
        }
    }

    /// Builds `what` by `build`, telling the progress reporter (when the step is `long`) that
    /// it starts and how long it took.
    fn timed<T>(&self, long: bool, what: &str, build: impl FnOnce() -> Result<T>) -> Result<T> {
        self.tell(long, || format!("building {what}…"));
        let start = std::time::Instant::now();
        let t = build()?;
        self.tell(long, || {
            format!("built {what} in {:.1}s", start.elapsed().as_secs_f64())
        });
        Ok(t)
    }

    /// Tells the progress reporter, if there is one and the step is `long`.
    fn tell(&self, long: bool, text: impl FnOnce() -> String) {
        if let (Some(progress), true) = (self.progress, long) {
            progress(&text());
        }
    }

    /// The values of a three-entry game up to at least `n`.
    fn triple_truth(&self, game: TripleGame, misere: bool, n: u64) -> Result<Arc<TripleTruth>> {
        self.triple_truths.get(
            (game, misere),
            |t| t.n >= n,
            || {
                let name = crate::games::GameName::Triple { game, misere };
                self.timed(
                    n >= 200,
                    &format!("the {name} triple table up to {n}"),
                    || {
                        let mut truth = TripleTruth::build(game, misere, n)?;
                        for p in &self.planted_triples {
                            let (a, b, c) = p.at;
                            if (p.game, p.misere) == (game, misere) && a.max(b).max(c) <= n {
                                truth = truth.with_planted(a, b, c, p.value)?;
                            }
                        }
                        Ok(truth)
                    },
                )
            },
        )
    }

    /// Whether the first player wins from the node `a/b` in Grossman's game: with `by_solver`,
    /// by the reference solver (and the cone must agree), otherwise by the cone of hss2008
    /// Theorem 1 alone.
    pub fn node_wins(&self, a: u64, b: u64, by_solver: bool) -> Result<bool, Failure> {
        let cone = crate::formulas::hss2008::first_player_wins(a, b)
            .map_err(|e| Failure::at(format!("{a}/{b}")).answer("hss2008 Theorem 1", e))?;
        if !by_solver {
            return Ok(cone);
        }
        // A value solved before is read under a shared lock (the walks of generations and of
        // claims read it from every thread); a new one is solved under the exclusive one.
        let known = self
            .node_solver
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .as_ref()
            .and_then(|s| s.known(&(a, b)));
        let v = match known {
            Some(v) => v,
            None => node_solver(
                &mut self
                    .node_solver
                    .write()
                    .unwrap_or_else(PoisonError::into_inner),
            )?
            .sprague_grundy(&(a, b))
            .map_err(|e| Failure::at(format!("{a}/{b}")).answer("reference (grossman)", e))?,
        };
        if (v != 0) != cone {
            return Err(Failure::at(format!("{a}/{b}"))
                .answer("reference (grossman)", v)
                .answer("outside the cone (Theorem 1)", cone));
        }
        Ok(v != 0)
    }

    /// Solves, by the reference solver, every node a walk of generations 1 to `walked` classifies
    /// by it, each node with its children: the nodes of generations 1 to
    /// min(`walked`, [`SOLVER_GENERATIONS`]) + 1, a generation at a time in the tree's order,
    /// under one exclusive lock. The walk then only reads. (Solved one at a time by the walks themselves, each new node
    /// took the exclusive lock while the other threads waited for it: two threads were slower
    /// than one.) The values are the solver's, whoever asks first.
    pub fn solve_nodes(&self, walked: u32) -> Result<(), Failure> {
        let g = walked.min(SOLVER_GENERATIONS) + 1;
        let mut solved = lock(&self.nodes_solved);
        if *solved >= g {
            return Ok(());
        }
        let mut slot = self
            .node_solver
            .write()
            .unwrap_or_else(PoisonError::into_inner);
        let solver = node_solver(&mut slot)?;
        for h in *solved + 1..=g {
            let nodes = crate::trees::calkin_wilf::generation_by_children(h, 0, 1u64 << (h - 1))
                .map_err(|e| Failure::at(format!("generation {h}")).answer("walk", e))?;
            for node in nodes {
                let (a, b) =
                    node.map_err(|e| Failure::at(format!("generation {h}")).answer("walk", e))?;
                solver.sprague_grundy(&(a, b)).map_err(|e| {
                    Failure::at(format!("{a}/{b}")).answer("reference (grossman)", e)
                })?;
            }
            *solved = h;
        }
        Ok(())
    }

    /// The counts of Calkin–Wilf generations 1 to `n`, walking only the generations not walked
    /// yet; nodes classified by [`Ctx::node_wins`].
    pub fn generation_counts(&self, n: u32) -> Result<Vec<GenerationCounts>, Failure> {
        let mut cached = lock(&self.generation_counts);
        if (cached.len() as u32) < n {
            self.solve_nodes(n)?;
        }
        for g in cached.len() as u32 + 1..=n {
            if let (Some(progress), true) = (self.progress, g >= 26) {
                progress(&format!("walking Calkin–Wilf generation {g}…"));
            }
            // The generation is walked by the children rule (1) from the root down; nodes and
            // their children classified by the solver up to SOLVER_GENERATIONS. A large generation is cut into pieces walked side by side;
            // the counts are sums, and a failure is the first in the generation's order.
            let pieces = if g >= PIECES_FROM { PIECES } else { 1 };
            let size = 1u64 << (g - 1);
            let by_solver = g <= SOLVER_GENERATIONS;
            let walk_piece = |i: u64| -> Result<GenerationCounts, Failure> {
                let len = size / pieces;
                let walk = crate::trees::calkin_wilf::generation_by_children(g, i * len, len)
                    .map_err(|e| Failure::at(format!("generation {g}")).answer("walk", e))?
                    .map(|n| {
                        n.map_err(|e| Failure::at(format!("generation {g}")).answer("walk", e))
                    });
                count_nodes_by(walk, |a, b| self.node_wins(a, b, by_solver))
            };
            let counts = side_by_side(pieces, walk_piece)?.into_iter().fold(
                GenerationCounts::default(),
                |t, c| GenerationCounts {
                    first: t.first + c.first,
                    second: t.second + c.second,
                    mothers_both_first: t.mothers_both_first + c.mothers_both_first,
                    mothers_mixed: t.mothers_mixed + c.mothers_mixed,
                },
            );
            cached.push(counts);
        }
        Ok(cached[..n as usize].to_vec())
    }

    /// Builds the tables of `wanted` side by side, before the claims ask for them one at a
    /// time. A table that cannot be built is left for the claim that asks for it to report.
    pub fn prepare(&self, wanted: &[Table]) {
        let _ = side_by_side(wanted.len() as u64, |i| {
            match wanted[i as usize] {
                Table::Pair { game, misere, n } => {
                    let _ = self.truth(game, misere, n);
                }
                Table::Triple { game, misere, n } => {
                    let _ = self.triple_truth(game, misere, n);
                }
            }
            Ok(())
        });
    }

    /// The values of `game` up to at least `n` (a larger table already built is reused).
    fn truth(&self, game: TwoEntryGame, misere: bool, n: u64) -> Result<Arc<Truth>> {
        self.truths.get(
            (game, misere),
            |t| t.n >= n,
            || {
                let name = crate::games::GameName::TwoEntry { game, misere };
                self.timed(
                    n >= 1000,
                    &format!("the {name} tables (reference solver and dense) up to {n}"),
                    || {
                        let mut truth = Truth::build(game, misere, n)?;
                        for p in &self.planted {
                            let (a, b) = p.at;
                            if (p.game, p.misere) == (game, misere) && a.max(b) <= n {
                                truth = truth.with_planted(a, b, p.value)?;
                            }
                        }
                        Ok(truth)
                    },
                )
            },
        )
    }
}

/// One table a claim reads: the values of a game, normal or misère, with entries up to `n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Table {
    /// A two-entry game's values by the reference solver and the dense table ([`Truth`]).
    Pair {
        /// The game.
        game: TwoEntryGame,
        /// Its misère version.
        misere: bool,
        /// The largest entry covered.
        n: u64,
    },
    /// A three-entry game's values ([`TripleTruth`]).
    Triple {
        /// The game.
        game: TripleGame,
        /// Its misère version.
        misere: bool,
        /// The largest entry covered.
        n: u64,
    },
}

impl Table {
    /// The game, by its name (`misere-` first for the misère version).
    pub fn game(&self) -> crate::games::GameName {
        match *self {
            Table::Pair { game, misere, .. } => crate::games::GameName::TwoEntry { game, misere },
            Table::Triple { game, misere, .. } => crate::games::GameName::Triple { game, misere },
        }
    }

    /// The largest entry covered.
    pub fn n(&self) -> u64 {
        match *self {
            Table::Pair { n, .. } | Table::Triple { n, .. } => n,
        }
    }

    /// This table, covering entries up to `n` instead.
    pub fn up_to(self, n: u64) -> Table {
        match self {
            Table::Pair { game, misere, .. } => Table::Pair { game, misere, n },
            Table::Triple { game, misere, .. } => Table::Triple { game, misere, n },
        }
    }

    /// Whether a read of `other` is one of this table's (the same game, entries within).
    fn covers(&self, other: &Table) -> bool {
        self.game() == other.game() && other.n() <= self.n()
    }
}

impl std::fmt::Display for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the {} table up to {}", self.game(), self.n())
    }
}

/// The games a claim names and the tables it may read, as its registry entry declares them (see
/// the module's docs).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Declared {
    games: Vec<GameName>,
    tables: Vec<Table>,
}

impl Declared {
    /// The declaration of the games `games` and exactly the tables `tables`.
    pub(crate) fn new(games: Vec<GameName>, tables: Vec<Table>) -> Declared {
        Declared { games, tables }
    }

    /// Refuses a read of the values of `game` (the reference solver's, on tree nodes) by a claim
    /// that does not name the game.
    fn allow_game(&self, claim: &str, game: GameName) -> Result<()> {
        if self.games.contains(&game) {
            return Ok(());
        }
        Err(crate::vocab::error::Error::refused(format!(
            "{claim} reads the values of {game} (the reference solver on tree nodes), a game its \
             entry does not name in `games`"
        )))
    }

    /// The tables declared, in the order given.
    pub fn tables(&self) -> &[Table] {
        &self.tables
    }

    /// Refuses a read of `table` that no declared table covers, naming `claim` and what it
    /// declares.
    fn allow(&self, claim: &str, table: Table) -> Result<()> {
        if self.tables.iter().any(|t| t.covers(&table)) {
            return Ok(());
        }
        let declared: Vec<String> = self.tables.iter().map(Table::to_string).collect();
        Err(crate::vocab::error::Error::refused(format!(
            "{claim} reads {table}, which it does not declare (it declares {}): a claim reads the \
             tables its predicate declares beside it (`.reads(reads![…])`, each a game its entry \
             names in `games`), up to the size its bound gives; declare the game there (or the \
             size, `.up_to(K)`), so that the plan counts it",
            if declared.is_empty() {
                "none".to_string()
            } else {
                declared.join(", ")
            }
        )))
    }
}

/// What one claim's predicate reads: the run's [`Tables`], held to the ones its claim declares.
pub struct Ctx<'a> {
    /// The catalogue of the run, with its published tables.
    pub catalogue: &'a Catalogue,
    tables: &'a Tables<'a>,
    claim: &'a str,
    declared: Declared,
}

impl Ctx<'_> {
    /// The values of a three-entry game up to at least `n`: an error when the claim does not
    /// declare that table.
    pub fn triple_truth(&self, game: TripleGame, misere: bool, n: u64) -> Result<Arc<TripleTruth>> {
        self.declared
            .allow(self.claim, Table::Triple { game, misere, n })?;
        self.tables
            .note_read(self.claim, GameName::Triple { game, misere });
        self.tables.triple_truth(game, misere, n)
    }

    /// The values of `game` up to at least `n`: an error when the claim does not declare that
    /// table.
    pub fn truth(&self, game: TwoEntryGame, misere: bool, n: u64) -> Result<Arc<Truth>> {
        self.declared
            .allow(self.claim, Table::Pair { game, misere, n })?;
        self.tables
            .note_read(self.claim, GameName::TwoEntry { game, misere });
        self.tables.truth(game, misere, n)
    }

    /// See [`Tables::node_wins`]: an error when the claim does not name Grossman's game.
    pub fn node_wins(&self, a: u64, b: u64, by_solver: bool) -> Result<bool, Failure> {
        self.allow_grossman()?;
        self.tables.node_wins(a, b, by_solver)
    }

    /// See [`Tables::solve_nodes`]: an error when the claim does not name Grossman's game.
    pub fn solve_nodes(&self, walked: u32) -> Result<(), Failure> {
        self.allow_grossman()?;
        self.tables.solve_nodes(walked)
    }

    /// See [`Tables::generation_counts`]: an error when the claim does not name Grossman's game.
    pub fn generation_counts(&self, n: u32) -> Result<Vec<GenerationCounts>, Failure> {
        self.allow_grossman()?;
        self.tables.generation_counts(n)
    }

    fn allow_grossman(&self) -> Result<(), Failure> {
        let grossman = GameName::TwoEntry {
            game: TwoEntryGame::Grossman,
            misere: false,
        };
        self.declared
            .allow_game(self.claim, grossman)
            .map_err(|e| Failure::at("the tree's nodes").answer("error", e))?;
        self.tables.note_read(self.claim, grossman);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A declaration allows the tables it names, up to their size, and nothing else.
    #[test]
    fn a_declaration_allows_only_its_tables() {
        let declared = Declared::new(
            Vec::new(),
            vec![
                Table::Pair {
                    game: TwoEntryGame::ColeDavie,
                    misere: false,
                    n: 10,
                },
                Table::Triple {
                    game: TripleGame::G1,
                    misere: true,
                    n: 5,
                },
            ],
        );
        let pair = |game, misere, n| Table::Pair { game, misere, n };
        assert!(declared
            .allow("c", pair(TwoEntryGame::ColeDavie, false, 10))
            .is_ok());
        assert!(declared
            .allow("c", pair(TwoEntryGame::ColeDavie, false, 3))
            .is_ok());
        let refused = |t: Table| declared.allow("c", t).unwrap_err().to_string();
        assert!(refused(pair(TwoEntryGame::ColeDavie, false, 11))
            .contains("c reads the cole-davie table up to 11, which it does not declare"));
        assert!(refused(pair(TwoEntryGame::ColeDavie, true, 10))
            .contains("reads the misere-cole-davie table up to 10"));
        assert!(refused(pair(TwoEntryGame::Grossman, false, 1)).contains("grossman"));
        let triple = |misere, n| Table::Triple {
            game: TripleGame::G1,
            misere,
            n,
        };
        assert!(declared.allow("c", triple(true, 5)).is_ok());
        assert!(refused(triple(false, 5)).contains("the g1 table up to 5"));
        assert!(refused(triple(true, 6)).contains("the misere-g1 table up to 6"));
        assert!(Declared::default()
            .allow("c", triple(true, 0))
            .unwrap_err()
            .to_string()
            .contains("(it declares none)"));
        let grossman = GameName::TwoEntry {
            game: TwoEntryGame::Grossman,
            misere: false,
        };
        assert!(declared
            .allow_game("c", grossman)
            .unwrap_err()
            .to_string()
            .contains("c reads the values of grossman"));
        assert!(Declared::new(vec![grossman], Vec::new())
            .allow_game("c", grossman)
            .is_ok());
    }
}
