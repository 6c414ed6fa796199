//! The options of a guard: which positions are sent ([`GuardOptions`]) and in which sets.

use super::*;

/// How far to check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GuardOptions {
    /// The box: every position with entries at most `max` (and in `entries`), in the domain's
    /// order.
    pub max: u64,
    /// Then this many random positions with entries in `entries`.
    pub random: u64,
    /// The seed of the random positions (the report prints it, so that a run can be repeated).
    pub seed: u64,
    /// The reference solver's budget per position outside the box (move evaluations).
    pub budget: u64,
    /// The entries the implementation accepts (default: [`Target::default_entries`]).
    pub entries: Option<EntryRange>,
    /// Whether to send the edge families ([`positions::edge_families`]).
    pub edges: bool,
    /// Values or outcomes.
    pub mode: Mode,
    /// Positions per call of the candidate.
    pub chunk: usize,
    /// When not empty, only these positions are sent (`check --at`): no box, edge or random
    /// position.
    pub at: Vec<Vec<u64>>,
}

impl Default for GuardOptions {
    fn default() -> Self {
        GuardOptions {
            max: 100,
            random: 1000,
            seed: 1,
            budget: 200_000,
            entries: None,
            edges: true,
            mode: Mode::Value,
            chunk: 4096,
            at: Vec::new(),
        }
    }
}

/// Which set a position came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Set {
    /// The box.
    Box,
    /// An edge family (its name).
    Edge(&'static str),
    /// The random sample.
    Random,
    /// The positions asked for (`--at`).
    At,
}

impl fmt::Display for Set {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Set::Box => f.write_str("the box"),
            Set::Edge(name) => write!(f, "the edge family \"{name}\""),
            Set::Random => f.write_str("the random positions"),
            Set::At => f.write_str("the positions asked for"),
        }
    }
}
