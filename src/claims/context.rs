//! What the claims check against: the values of the two-entry games by both solvers, computed
//! once per run and shared.

use super::Failure;
use crate::error::Result;
use crate::games::{triple, GameName, GrossmanGame, Triple};
use crate::solver::{DenseTable, ReferenceSolver, TripleGame, TripleTable, TwoEntryGame};
use crate::spec::Catalogue;
use crate::trees::counts::{count_nodes_by, GenerationCounts};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

const NONE: u32 = u32::MAX;

/// The values of one game (normal or misère) on every pair with entries at most `n`, by the
/// reference solver and by the dense table.
pub struct Truth {
    pub game: TwoEntryGame,
    pub misere: bool,
    pub n: u64,
    reference: Vec<u32>,
    dense: DenseTable,
}

impl Truth {
    pub fn build(game: TwoEntryGame, misere: bool, n: u64) -> Result<Truth> {
        let reference = reference_square(GameName::TwoEntry { game, misere }, n)?;
        let dense = DenseTable::build(game, misere, n)?;
        Ok(Truth {
            game,
            misere,
            n,
            reference,
            dense,
        })
    }

    pub fn name(&self) -> String {
        GameName::TwoEntry {
            game: self.game,
            misere: self.misere,
        }
        .to_string()
    }

    /// The reference solver's value, if `(a, b)` is a position within the bound.
    pub fn reference(&self, a: u64, b: u64) -> Option<u32> {
        if a > self.n || b > self.n {
            return None;
        }
        let v = self.reference[(a * (self.n + 1) + b) as usize];
        (v != NONE).then_some(v)
    }

    /// The value both solvers agree on, or a failure listing both.
    pub fn value(&self, a: u64, b: u64) -> Result<u64, Failure> {
        let r = self.reference(a, b);
        let d = self.dense.get(a, b);
        match (r, d) {
            (Some(r), Some(d)) if r == d => Ok(r as u64),
            _ => Err(Failure::at_pair(a, b)
                .answer(format!("reference ({})", self.name()), show(r))
                .answer(format!("dense ({})", self.name()), show(d))
                .explain(format!("sg {} {a} {b} --explain", self.name()))),
        }
    }

    /// Whether the position is P, by both solvers.
    pub fn is_p(&self, a: u64, b: u64) -> Result<bool, Failure> {
        self.value(a, b).map(|v| v == 0)
    }
}

fn show(v: Option<u32>) -> String {
    v.map_or_else(|| "no value".to_string(), |v| v.to_string())
}

fn reference_square(game: GameName, n: u64) -> Result<Vec<u32>> {
    let side = (n + 1) as usize;
    let mut out = vec![NONE; side * side];
    let rules = game.game();
    let mut solver = game.reference_solver(u64::MAX);
    for m in 0..=n {
        for a in 0..=m {
            for (x, y) in [(a, m), (m, a)] {
                if rules.check(&[x, y]).is_err() {
                    continue;
                }
                out[x as usize * side + y as usize] = solver.sprague_grundy(&[x, y])?;
            }
        }
    }
    Ok(out)
}

/// The reference solver fills triples up to this bound; above it the triple table answers alone
/// (it is diffed against the reference solver in the tests and below this bound in every run).
pub const REFERENCE_TRIPLES_MAX: u64 = 60;

/// The values of one three-entry game on every sorted triple with entries at most `n`.
pub struct TripleTruth {
    pub game: TripleGame,
    pub misere: bool,
    pub n: u64,
    reference: HashMap<Triple, u32>,
    table: TripleTable,
}

impl TripleTruth {
    pub fn build(game: TripleGame, misere: bool, n: u64) -> Result<TripleTruth> {
        let table = TripleTable::build(game, misere, n)?;
        let mut reference = HashMap::new();
        if n <= REFERENCE_TRIPLES_MAX {
            fill_triples(GameName::Triple { game, misere }, n, &mut reference)?;
        }
        Ok(TripleTruth {
            game,
            misere,
            n,
            reference,
            table,
        })
    }

    pub fn name(&self) -> String {
        GameName::Triple {
            game: self.game,
            misere: self.misere,
        }
        .to_string()
    }

    /// The value of the triple (any order): the table's, checked against the reference solver
    /// where it ran; a failure lists both when they differ.
    pub fn value(&self, a: u64, b: u64, c: u64) -> Result<u64, Failure> {
        let t = triple(a, b, c);
        let fail = || Failure::at(format!("({}, {}, {})", t[0], t[1], t[2]));
        let v = self
            .table
            .get(a, b, c)
            .ok_or_else(|| fail().answer(self.name(), "outside the table"))?;
        match self.reference.get(&t) {
            Some(&r) if r != v => Err(fail()
                .answer(format!("reference ({})", self.name()), r)
                .answer(format!("table ({})", self.name()), v)),
            _ => Ok(v as u64),
        }
    }

    pub fn is_p(&self, a: u64, b: u64, c: u64) -> Result<bool, Failure> {
        self.value(a, b, c).map(|v| v == 0)
    }
}

fn fill_triples(game: GameName, n: u64, out: &mut HashMap<Triple, u32>) -> Result<()> {
    let mut solver = game.reference_solver(u64::MAX);
    for c in 1..=n {
        for b in 1..=c {
            for a in 1..=b {
                out.insert([a, b, c], solver.sprague_grundy(&[a, b, c])?);
            }
        }
    }
    Ok(())
}

/// Shared state of one run: the catalogue (for the published tables) and the truths built so far.
pub struct Ctx<'a> {
    pub catalogue: &'a Catalogue,
    truths: RefCell<HashMap<(TwoEntryGame, bool), Rc<Truth>>>,
    triple_truths: RefCell<HashMap<(TripleGame, bool), Rc<TripleTruth>>>,
    /// Called with a message before a long step (building large solver tables).
    progress: Option<&'a dyn Fn(&str)>,
    /// The counts of the Calkin–Wilf generations walked so far (generation 1 first).
    generation_counts: RefCell<Vec<GenerationCounts>>,
    /// The reference solver of Grossman's game on tree nodes (hss2008's game), its memo shared.
    node_solver: RefCell<ReferenceSolver<GrossmanGame>>,
}

/// Calkin–Wilf nodes of generations up to this one are classified by the reference solver of
/// Grossman's game (and held to the cone of hss2008 Theorem 1 there); beyond it, by the cone
/// alone, whose agreement with the solvers `hss2008/theorem-1` checks on pairs.
pub const SOLVER_GENERATIONS: u32 = 18;

impl<'a> Ctx<'a> {
    pub fn new(catalogue: &'a Catalogue) -> Self {
        Ctx {
            catalogue,
            truths: RefCell::new(HashMap::new()),
            triple_truths: RefCell::new(HashMap::new()),
            progress: None,
            generation_counts: RefCell::new(Vec::new()),
            node_solver: RefCell::new(ReferenceSolver::new(GrossmanGame)),
        }
    }

    /// A context that reports long steps through `progress`.
    pub fn with_progress(catalogue: &'a Catalogue, progress: &'a dyn Fn(&str)) -> Self {
        Ctx {
            progress: Some(progress),
            ..Ctx::new(catalogue)
        }
    }

    /// The values of a three-entry game up to at least `n`.
    pub fn triple_truth(&self, game: TripleGame, misere: bool, n: u64) -> Result<Rc<TripleTruth>> {
        if let Some(t) = self.triple_truths.borrow().get(&(game, misere)) {
            if t.n >= n {
                return Ok(Rc::clone(t));
            }
        }
        if let (Some(progress), true) = (self.progress, n >= 200) {
            progress(&format!("building the {game} triple table up to {n}…"));
        }
        let t = Rc::new(TripleTruth::build(game, misere, n)?);
        self.triple_truths
            .borrow_mut()
            .insert((game, misere), Rc::clone(&t));
        Ok(t)
    }

    /// Whether the first player wins from the node `a/b` in Grossman's game: with `by_solver`,
    /// by the reference solver (and the cone must agree), otherwise by the cone of hss2008
    /// Theorem 1 alone.
    pub fn node_wins(&self, a: u64, b: u64, by_solver: bool) -> Result<bool, Failure> {
        let cone = crate::trees::counts::first_player_wins(a, b);
        if !by_solver {
            return Ok(cone);
        }
        let v = self
            .node_solver
            .borrow_mut()
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
        let mut cached = self.generation_counts.borrow_mut();
        for g in cached.len() as u32 + 1..=n {
            if let (Some(progress), true) = (self.progress, g >= 26) {
                progress(&format!("walking Calkin–Wilf generation {g}…"));
            }
            // The generation is walked by Newman's iteration, each node held to the children
            // rule (1); nodes and their children classified by the solver up to
            // SOLVER_GENERATIONS.
            let walk = super::hss2008::by_newman_and_rule_1(g)
                .map_err(|e| Failure::at(format!("generation {g}")).answer("walk", e))?
                .map(|n| n.map_err(|e| Failure::at(format!("generation {g}")).answer("walk", e)));
            let by_solver = g <= SOLVER_GENERATIONS;
            let counts = count_nodes_by(walk, |a, b| self.node_wins(a, b, by_solver))?;
            cached.push(counts);
        }
        Ok(cached[..n as usize].to_vec())
    }

    /// The values of `game` up to at least `n` (a larger table already built is reused).
    pub fn truth(&self, game: TwoEntryGame, misere: bool, n: u64) -> Result<Rc<Truth>> {
        if let Some(t) = self.truths.borrow().get(&(game, misere)) {
            if t.n >= n {
                return Ok(Rc::clone(t));
            }
        }
        if let (Some(progress), true) = (self.progress, n >= 1000) {
            let name = if misere {
                format!("misere-{game}")
            } else {
                game.to_string()
            };
            progress(&format!(
                "building the {name} tables (reference solver and dense) up to {n}…"
            ));
        }
        let t = Rc::new(Truth::build(game, misere, n)?);
        self.truths
            .borrow_mut()
            .insert((game, misere), Rc::clone(&t));
        Ok(t)
    }
}
