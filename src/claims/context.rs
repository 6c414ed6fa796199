//! What the claims check against: the values of the two-entry games by both solvers, computed
//! once per run and shared.

use super::Failure;
use crate::error::Result;
use crate::games::GrossmanGame;
use crate::solver::{ReferenceSolver, TripleGame, TripleTruth, Truth, TwoEntryGame};
use crate::spec::Catalogue;
use crate::trees::counts::{count_nodes_by, GenerationCounts};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// Shared state of one run: the catalogue (for the published tables) and the truths built so far.
pub struct Ctx<'a> {
    /// The catalogue of the run, with its published tables.
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
    /// A context on `catalogue`, with no truths built yet and no progress reports.
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
