//! What the claims check against: the values of the two-entry games by both solvers, computed
//! once per run and shared.

use super::Failure;
use crate::catalogue::Catalogue;
use crate::games::GrossmanGame;
use crate::games::{TripleGame, TwoEntryGame};
use crate::solver::{ReferenceSolver, TripleTruth, Truth};
use crate::trees::counts::{count_nodes_by, GenerationCounts};
use crate::vocab::error::Result;
use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// Shared state of one run: the catalogue (for the published tables) and the truths built so far.
/// Shared by every thread of the run: each truth is built once (a second claim asking for it
/// while it is built waits for it), and the walks of the tree are made once.
pub struct Ctx<'a> {
    /// The catalogue of the run, with its published tables.
    pub catalogue: &'a Catalogue,
    truths: Built<(TwoEntryGame, bool), Truth>,
    triple_truths: Built<(TripleGame, bool), TripleTruth>,
    /// Called with a message before a long step (building large solver tables).
    progress: Option<&'a (dyn Fn(&str) + Sync)>,
    /// The counts of the Calkin–Wilf generations walked so far (generation 1 first).
    generation_counts: Mutex<Vec<GenerationCounts>>,
    /// The reference solver of Grossman's game on tree nodes (hss2008's game), its memo shared.
    node_solver: Mutex<ReferenceSolver<GrossmanGame>>,
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

/// A lock whose holder panicked still guards sound data here (tables are inserted whole).
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
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

impl<'a> Ctx<'a> {
    /// A context on `catalogue`, with no truths built yet and no progress reports.
    pub fn new(catalogue: &'a Catalogue) -> Self {
        Ctx {
            catalogue,
            truths: Built::new(),
            triple_truths: Built::new(),
            progress: None,
            generation_counts: Mutex::new(Vec::new()),
            node_solver: Mutex::new(ReferenceSolver::new(GrossmanGame)),
        }
    }

    /// A context that reports long steps through `progress`.
    pub fn with_progress(catalogue: &'a Catalogue, progress: &'a (dyn Fn(&str) + Sync)) -> Self {
        Ctx {
            progress: Some(progress),
            ..Ctx::new(catalogue)
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
    pub fn triple_truth(&self, game: TripleGame, misere: bool, n: u64) -> Result<Arc<TripleTruth>> {
        self.triple_truths.get(
            (game, misere),
            |t| t.n >= n,
            || {
                let name = crate::games::GameName::Triple { game, misere };
                self.timed(
                    n >= 200,
                    &format!("the {name} triple table up to {n}"),
                    || TripleTruth::build(game, misere, n),
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
        let v = lock(&self.node_solver)
            .sprague_grundy(&(a, b))
            .map_err(|e| Failure::at(format!("{a}/{b}")).answer("reference (grossman)", e))?;
        if (v != 0) != cone {
            return Err(Failure::at(format!("{a}/{b}"))
                .answer("reference (grossman)", v)
                .answer("outside the cone (Theorem 1)", cone));
        }
        Ok(v != 0)
    }

    /// The counts of Calkin–Wilf generations 1 to `n`, walking only the generations not walked
    /// yet; nodes classified by [`Ctx::node_wins`].
    pub fn generation_counts(&self, n: u32) -> Result<Vec<GenerationCounts>, Failure> {
        let mut cached = lock(&self.generation_counts);
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

    /// Builds the truths of `wanted` (game, misère, bound) side by side, before the claims ask
    /// for them one at a time. A table that cannot be built is left for the claim that asks for
    /// it to report.
    pub fn prepare_truths(&self, wanted: &[(crate::games::GameName, u64)]) {
        use crate::games::GameName;
        let _ = side_by_side(wanted.len() as u64, |i| {
            match wanted[i as usize] {
                (GameName::TwoEntry { game, misere }, n) => {
                    let _ = self.truth(game, misere, n);
                }
                (GameName::Triple { game, misere }, n) => {
                    let _ = self.triple_truth(game, misere, n);
                }
                (GameName::SerialNim, _) => {}
            }
            Ok(())
        });
    }

    /// The values of `game` up to at least `n` (a larger table already built is reused).
    pub fn truth(&self, game: TwoEntryGame, misere: bool, n: u64) -> Result<Arc<Truth>> {
        self.truths.get(
            (game, misere),
            |t| t.n >= n,
            || {
                let name = crate::games::GameName::TwoEntry { game, misere };
                self.timed(
                    n >= 1000,
                    &format!("the {name} tables (reference solver and dense) up to {n}"),
                    || Truth::build(game, misere, n),
                )
            },
        )
    }
}
