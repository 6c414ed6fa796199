//! Statements written as mathematics: a small, total, exact language in which a catalogue entry
//! (its `formal` field) or a user at the shell (`euclid-spec conjecture`) states a claim, and a
//! [`Check`] made from it that the harness runs like any predicate: the same walk, order,
//! smallest counterexample, case counts, shards and reports.
//!
//! Why a language of our own rather than an embedded one: the harness must own iteration (the
//! domain's order, hence the smallest counterexample; the case counts; the shards), know which
//! tables a statement reads before it runs (the plan's memory), and keep every decision exact.
//! General-purpose embeddable languages bring floats (the φ comparisons that real programs get
//! wrong) or 64-bit integers that wrap, and own their loops.
//!
//! ```
//! use euclid_spec::formal::Formal;
//!
//! // Grossman's game: is g(a, b) below ⌊b/a⌋? A statement, its domain, what it reads.
//! let f = Formal::new("g(grossman, a, b) < b ÷ a where q = b ÷ a", "0 < a < b")?;
//! assert_eq!(f.games(), ["grossman"]);
//! assert_eq!(f.parts(), ["q"]);
//! # Ok::<(), euclid_spec::formal::FormalError>(())
//! ```
//!
//! The language, with an example of each construct, is documented in `spec/README.md`; its
//! grammar is in [`parse`]. Every number is exact: integers of any size, rationals from `/`,
//! and the quadratic irrationals φ, `√D` and `root(k)` (the larger root of `x² − kx − 1`), which
//! are compared and floored by integer arithmetic alone. The papers' quantities (λ, Fibonacci
//! numbers, Stern's sequence, the Calkin–Wilf terms and indices, fₙ and gₙ) are defined in the
//! language itself, in its [`prelude`](PRELUDE): they share no code with the Rust predicates
//! they are checked against. This module imports neither the closed forms nor the trees.

pub mod compile;
pub mod eval;
pub mod lex;
pub mod num;
pub mod parse;
mod word;

use crate::claims::{
    Bound, Check, ClaimCheck, Ctx, Dimension, Failure, Read, ReadSize, Run, Verdict,
};
use crate::games::GameName;
use crate::vocab::Answer;
use compile::{Compiled, Defs, Kind, Node};
use eval::{Eval, EvalError, GameTable};
use parse::{CmpOp, Expr, ExprKind, Program};
use std::collections::HashSet;
use std::fmt;
use std::ops::Range;
use std::sync::{Arc, Mutex, OnceLock};

pub use eval::DEFAULT_STEPS;

/// The prelude: the papers' quantities, defined in the language itself.
pub const PRELUDE: &str = include_str!("prelude.formal");

/// What is wrong with a statement or a domain, and where (bytes of its text).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The bytes the problem spans.
    pub span: Range<usize>,
    /// What is wrong.
    pub message: String,
    /// What was expected there.
    pub expected: Option<String>,
}

impl Diagnostic {
    /// A problem at `span`.
    pub fn new(span: Range<usize>, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            span,
            message: message.into(),
            expected: None,
        }
    }

    /// The same problem, saying what was expected.
    pub fn expected(mut self, expected: impl Into<String>) -> Diagnostic {
        self.expected = Some(expected.into());
        self
    }

    /// The problem drawn under its text: `origin` names where the text comes from
    /// (`spec/mine.toml:12:11`, `the statement`); the span is marked and labelled with what was
    /// expected.
    pub fn render(&self, text: &str, origin: &str) -> String {
        use annotate_snippets::{AnnotationKind, Level, Renderer, Snippet};
        let end = self.span.end.min(text.len());
        let start = self.span.start.min(end);
        // A span of nothing (the end of the text) is drawn on the character before it.
        let (start, end) = if start == end && !text.is_empty() {
            let before = text[..start].chars().next_back().map_or(0, char::len_utf8);
            (start - before, end)
        } else {
            (start, end)
        };
        let label = match &self.expected {
            Some(e) => format!("expected {e}"),
            None => String::new(),
        };
        let report = &[Level::ERROR.primary_title(&self.message).element(
            Snippet::source(text)
                .line_start(1)
                .path(origin)
                .annotation(AnnotationKind::Primary.span(start..end).label(&label)),
        )];
        Renderer::plain().render(report).to_string()
    }
}

/// A statement or domain refused: which text, and its diagnostic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormalError {
    /// `statement` or `domain`.
    pub part: &'static str,
    /// The text refused.
    pub text: String,
    /// What is wrong, where.
    pub diagnostic: Diagnostic,
}

impl FormalError {
    /// The error drawn under its text, `origin` naming where the text comes from.
    pub fn render(&self, origin: &str) -> String {
        self.diagnostic.render(&self.text, origin)
    }
}

impl fmt::Display for FormalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let origin = format!("the {}", self.part);
        f.write_str(&self.render(&origin))
    }
}

impl std::error::Error for FormalError {}

/// The shape of the points a statement speaks of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// `0 ≤ a ≤ b ≤ N`, by `b`, then `a` (`--pairs`).
    Pairs,
    /// `0 ≤ a, b ≤ N`, by `max(a, b)`, then `a`, then `b` (`--pairs`).
    OrderedPairs,
    /// `1 ≤ a ≤ b ≤ c ≤ N`, by `c`, then `b`, then `a` (`--triples`).
    Triples,
    /// `1 ≤ a ≤ b ≤ N` at the triples' bound, by `b`, then `a` (`--triples`): the pairs some of
    /// ho2012's results speak of, each about the positions `(a, b, c)` of a triple game;
    /// printed `a = 2, b = 3` as those results' points are.
    TriplePairs,
    /// `0 ≤ n ≤ N`, in order (`--pairs`).
    Sequence,
    /// The nodes `a/b` of generations `1..=N` of the Calkin–Wilf tree, with `n` their number
    /// (the root 1, a node's children `2n` and `2n + 1`): generation by generation, from left
    /// to right, which is the order of `n` (`--generations`).
    Nodes,
    /// The Serial Nim positions `p` (lists of positive piles) whose piles sum to `1..=N`: by the
    /// sum, then the number of piles, then lexicographically (`--piles`), as the catalogue's
    /// Serial Nim entries walk them.
    Piles,
}

impl Shape {
    /// The shape's variables.
    pub fn vars(self) -> &'static [&'static str] {
        match self {
            Shape::Pairs | Shape::OrderedPairs | Shape::TriplePairs => &["a", "b"],
            Shape::Triples => &["a", "b", "c"],
            Shape::Sequence => &["n"],
            Shape::Nodes => &["a", "b", "n"],
            Shape::Piles => &["p"],
        }
    }

    /// The kinds of its variables: integers, or for [`Shape::Piles`] the list of piles.
    fn var_kinds(self) -> Vec<(&'static str, Kind)> {
        let kind = match self {
            Shape::Piles => Kind::List,
            _ => Kind::Int,
        };
        self.vars().iter().map(|v| (*v, kind)).collect()
    }

    /// The shape's name, as a domain writes it.
    pub fn name(self) -> &'static str {
        match self {
            Shape::Pairs => "pairs",
            Shape::OrderedPairs => "ordered pairs",
            Shape::Triples => "triples",
            Shape::TriplePairs => TRIPLE_PAIRS,
            Shape::Sequence => "sequence",
            Shape::Nodes => "nodes",
            Shape::Piles => "piles",
        }
    }

    /// The bound of a walk of this shape.
    pub fn bound(self) -> Bound {
        match self {
            Shape::Pairs | Shape::OrderedPairs => crate::claims::PAIRS,
            Shape::Triples | Shape::TriplePairs => Bound {
                dimension: Dimension::Triples,
                default: 60,
                min: 1,
                max: crate::solver::triples::MAX_TRIPLE_N,
                meaning: "entries ≤ N",
            },
            Shape::Sequence => Bound {
                dimension: Dimension::Pairs,
                default: 1000,
                min: 1,
                max: 1 << 32,
                meaning: "n ≤ N",
            },
            Shape::Nodes => Bound {
                dimension: Dimension::Generations,
                default: 18,
                min: 1,
                max: 30,
                meaning: "generations ≤ N",
            },
            Shape::Piles => crate::claims::PILE_SUM,
        }
    }

    /// The bound of the tables a walk of this shape at `n` reads: `n`, or for the tree's nodes
    /// the largest entry of a node of generations `1..=n`.
    fn table_bound(self, n: u64) -> u64 {
        match self {
            Shape::Nodes => crate::claims::tree_entries(n),
            _ => n,
        }
    }
}

/// The points of `K` walks of `shape` up to `n`, as the plan counts a formal statement's cases
/// (a condition may keep fewer). Past seven labels, thirteen walks: every game's name once, an
/// upper bound.
fn walks<const K: u64>(shape: Shape) -> fn(u64) -> u64 {
    match shape {
        Shape::Pairs => |n| pairs_points(n).saturating_mul(K),
        Shape::TriplePairs => |n| (n.saturating_mul(n.saturating_add(1)) / 2).saturating_mul(K),
        Shape::OrderedPairs => |n| {
            n.saturating_add(1)
                .saturating_mul(n.saturating_add(1))
                .saturating_mul(K)
        },
        Shape::Triples => |n| {
            (n.saturating_mul(n.saturating_add(1))
                .saturating_mul(n.saturating_add(2))
                / 6)
            .saturating_mul(K)
        },
        Shape::Sequence => |n| n.saturating_add(1).saturating_mul(K),
        // 2^(s − 1) compositions of each sum s, 2^n − 1 in all.
        Shape::Nodes | Shape::Piles => |n| {
            1u64.checked_shl(n as u32)
                .map_or(u64::MAX, |p| p - 1)
                .saturating_mul(K)
        },
    }
}

/// The piles of a Serial Nim position written as one number (a point's variable `p`): the
/// highest bit is bit `s − 1` of the piles' sum `s`, and the bits below it mark the places
/// between piles, bit `k − 1` set where a pile ends after the `k`-th counter. A composition of
/// `s ≤ 64` counters is one number; `[2, 1]` is `0b110`, `[1, 2]` `0b101`, `[3]` `0b100`.
pub(crate) fn piles_of(code: u64) -> Vec<u64> {
    if code == 0 {
        return Vec::new();
    }
    let sum = u64::BITS - code.leading_zeros();
    let mut piles = Vec::new();
    let mut pile = 0;
    for k in 0..sum - 1 {
        pile += 1;
        if code >> k & 1 == 1 {
            piles.push(pile);
            pile = 0;
        }
    }
    piles.push(pile + 1);
    piles
}

/// The number [`piles_of`] reads back as `piles` (positive, summing to at most 64).
fn piles_code(piles: &[u64]) -> u64 {
    let sum: u64 = piles.iter().sum();
    let mut code = 1u64 << (sum - 1);
    let mut at = 0;
    for p in &piles[..piles.len() - 1] {
        at += p;
        code |= 1 << (at - 1);
    }
    code
}

/// The pairs `0 ≤ a ≤ b ≤ n`.
fn pairs_points(n: u64) -> u64 {
    n.saturating_add(1).saturating_mul(n.saturating_add(2)) / 2
}

/// The node numbered `n ≥ 1` of the Calkin–Wilf tree, by its definition: from the root 1/1,
/// the children rule `a/b → a/(a + b)` (left, a digit 0) and `(a + b)/b` (right, a digit 1)
/// along the binary digits of `n` after the first.
fn tree_node(n: u64) -> (u64, u64) {
    let (mut a, mut b) = (1u64, 1u64);
    let digits = u64::BITS - n.leading_zeros();
    for k in (0..digits.saturating_sub(1)).rev() {
        // Generations stop at 30 (`Shape::bound`): entries stay below F(31).
        if n >> k & 1 == 0 {
            b += a;
        } else {
            a += b;
        }
    }
    (a, b)
}

/// A point of a formal statement's domain.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Point {
    shape: Shape,
    /// The shape's variables, then the run's bound (the name `bound`).
    v: [u64; 4],
}

/// A point with the label of its domain, as a run prints it, and the number of that label (the
/// statement compiled for its game).
#[derive(Clone, Debug)]
pub struct Labelled(Option<Arc<str>>, Point, usize);

impl fmt::Display for Labelled {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Some(label) => write!(f, "{label} {}", self.1),
            None => write!(f, "{}", self.1),
        }
    }
}

impl Point {
    /// The point's variables' values, in the shape's order.
    pub fn vars(&self) -> &[u64] {
        &self.v[..self.shape.vars().len()]
    }

    /// What a statement reads at the point: its variables, then the run's bound.
    fn env(&self) -> &[u64] {
        &self.v[..self.shape.vars().len() + 1]
    }

    /// The point of `shape` at these variables' values, in a run up to `bound`.
    fn new(shape: Shape, vars: [u64; 3], bound: u64) -> Point {
        let mut v = [0; 4];
        v[..3].copy_from_slice(&vars);
        v[shape.vars().len()] = bound;
        Point { shape, v }
    }
}

/// The name a statement and its domain read the run's bound by (`c + a ≤ bound`; `N`, the
/// catalogue's letter for it, is the outcome N in the language).
pub const BOUND: &str = "bound";

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.shape {
            Shape::Pairs | Shape::OrderedPairs => write!(f, "({}, {})", self.v[0], self.v[1]),
            Shape::Triples => write!(f, "({}, {}, {})", self.v[0], self.v[1], self.v[2]),
            Shape::TriplePairs => write!(f, "a = {}, b = {}", self.v[0], self.v[1]),
            Shape::Sequence => write!(f, "n = {}", self.v[0]),
            Shape::Nodes => write!(f, "{}/{}", self.v[0], self.v[1]),
            // As the catalogue's Serial Nim entries print theirs.
            Shape::Piles => write!(f, "{:?}", piles_of(self.v[0])),
        }
    }
}

/// A formal statement with its domain, compiled: what a catalogue entry's `formal` field or a
/// conjecture at the shell becomes. Cheap to clone (shared).
#[derive(Clone)]
pub struct Formal(Arc<Inner>, Steps, OnWords);

/// Whether a point is first evaluated on machine words where its program allows it (the
/// default); off to compare the two evaluators (`word.rs`).
type OnWords = bool;

/// The most steps a point may take.
type Steps = u64;

struct Inner {
    statement: String,
    domain: String,
    shape: Shape,
    /// What each point prints before its entries (`g1` in `g1 (1, 2, 3)`): none, or one walk
    /// of the shape for each (`g1, g2 triples:`), in order.
    labels: Vec<Arc<str>>,
    /// The statement compiled for each label (`game` naming its game), or once without one.
    programs: Vec<Compiled>,
    filter: Option<Compiled>,
    /// The walk's pruning from the filter: the least `a` and whether `a ≤ b` (strict: `a < b`).
    lo: u64,
    upper: Option<bool>,
    /// Whether the statement or its condition reads the run's bound ([`BOUND`]).
    reads_bound: bool,
}

/// The prelude's definitions, parsed once.
fn prelude() -> &'static Program {
    static PRELUDE_PROGRAM: OnceLock<Program> = OnceLock::new();
    PRELUDE_PROGRAM.get_or_init(|| {
        // The prelude is a list of definitions followed by `true`.
        let text = format!("{PRELUDE}\ntrue");
        let toks = lex::tokens(&text).expect("the prelude tokenises (a test holds it)");
        parse::program(&text, toks).expect("the prelude parses (a test holds it)")
    })
}

impl Formal {
    /// Parses and compiles `statement` over `domain` (`[SHAPE:] CONDITION`, either part
    /// optional: `0 < a < b`, `triples: a < b < c`, `sequence: 1 ≤ n`); refused with the
    /// place of the first problem.
    pub fn new(statement: &str, domain: &str) -> Result<Formal, FormalError> {
        let in_statement = |diagnostic| FormalError {
            part: "statement",
            text: statement.to_string(),
            diagnostic,
        };
        let in_domain = |diagnostic| FormalError {
            part: "domain",
            text: domain.to_string(),
            diagnostic,
        };
        let (shape, condition) = split_domain(domain).map_err(in_domain)?;
        // Each label that names a game is the game the word `game` names in its walk.
        let labels: Vec<String> = shape.as_ref().map(|(_, l)| l.clone()).unwrap_or_default();
        let label_games: Vec<Option<GameName>> = labels
            .iter()
            .map(|l| GameName::parse_canonical(l).ok())
            .collect();
        // `game` needs every label to name a game.
        if let Some(i) = label_games.iter().position(Option::is_none) {
            let says_game = lex::tokens(statement)
                .map(|toks| toks.iter().any(|t| t.tok == lex::Tok::Ident("game".into())))
                .unwrap_or(false);
            if says_game {
                let at = domain.find(labels[i].as_str()).unwrap_or(0);
                return Err(in_domain(
                    Diagnostic::new(
                        at..at + labels[i].len(),
                        format!(
                            "the label `{}` names no game, and the statement's `game` is the \
                             game of each label",
                            labels[i]
                        ),
                    )
                    .expected(format!(
                        "a game's name: {}",
                        GameName::spellings().collect::<Vec<_>>().join(", ")
                    )),
                ));
            }
        }
        let parse_for = |game: Option<GameName>| {
            let toks = lex::tokens(statement).map_err(in_statement)?;
            parse::program_for(statement, toks, game).map_err(in_statement)
        };
        let program = parse_for(label_games.first().copied().flatten())?;
        let filter_expr = match condition.trim() {
            "" => None,
            text => {
                let offset = domain.len() - condition.len();
                let toks = lex::tokens(condition).map_err(|d| in_domain(shift(d, offset)))?;
                Some(
                    parse::expression(condition, toks)
                        .map_err(|d| in_domain(shift(d, offset)))
                        .map(|e| (e, offset, text))?,
                )
            }
        };
        let shape = match shape {
            Some((s, _)) => s,
            None => infer_shape(&program, filter_expr.as_ref().map(|(e, _, _)| e)),
        };
        let reads_bound =
            free_names(&program, filter_expr.as_ref().map(|(e, _, _)| e)).contains(BOUND);
        let names: Vec<(&str, Kind)> = shape
            .var_kinds()
            .into_iter()
            .chain([(BOUND, Kind::Int)])
            .collect();
        // The statement compiled once for each label's game (once in all without labels): the
        // first label's parse is `program`'s.
        let mut programs = Vec::new();
        for game in label_games.iter().skip(1) {
            let p = parse_for(*game)?;
            let defs = Defs::new(&prelude().defs, &p.defs).map_err(in_statement)?;
            programs.push(compile::statement(&p, &defs, &names).map_err(in_statement)?);
        }
        let defs = Defs::new(&prelude().defs, &program.defs).map_err(in_statement)?;
        programs.insert(
            0,
            compile::statement(&program, &defs, &names).map_err(in_statement)?,
        );
        let (filter, lo, upper) = match &filter_expr {
            None => (None, 0, None),
            Some((e, offset, _)) => {
                let f =
                    compile::filter(e, &defs, &names).map_err(|d| in_domain(shift(d, *offset)))?;
                let (lo, upper) = pruning(e);
                (Some(f), lo, upper)
            }
        };
        Ok(Formal(
            Arc::new(Inner {
                statement: statement.to_string(),
                domain: domain.to_string(),
                shape,
                labels: labels.iter().map(|l| Arc::from(l.as_str())).collect(),
                programs,
                filter,
                lo,
                upper: if matches!(shape, Shape::Pairs | Shape::OrderedPairs) {
                    upper
                } else {
                    None
                },
                reads_bound,
            }),
            DEFAULT_STEPS,
            true,
        ))
    }

    /// The same statement with at most `steps` steps a point.
    pub fn with_steps(&self, steps: u64) -> Formal {
        Formal(self.0.clone(), steps, self.2)
    }

    /// The same statement with every point evaluated on values, never first on machine words:
    /// the same verdicts, cases, counterexamples and named values, more slowly (the tests and
    /// the `formal` fuzz target compare the two).
    pub fn on_values(&self) -> Formal {
        Formal(self.0.clone(), self.1, false)
    }

    /// An evaluation of `program` at one point, on words first unless [`Formal::on_values`].
    fn eval<'a>(&self, program: &'a Compiled, tables: &'a [Option<GameTable>]) -> Eval<'a> {
        let eval = Eval::new(program, tables, self.1);
        if self.2 {
            eval
        } else {
            eval.on_values()
        }
    }

    /// The statement as written.
    pub fn statement(&self) -> &str {
        &self.0.statement
    }

    /// The domain as written.
    pub fn domain(&self) -> &str {
        &self.0.domain
    }

    /// The domain's condition as written, without its shape word and labels (`a < b` of
    /// `g1 pairs: a < b`); empty when it has none.
    pub fn condition(&self) -> &str {
        let domain = self.0.domain.as_str();
        split_domain(domain).map_or(domain, |(_, c)| c).trim()
    }

    /// Whether the statement or its domain reads the run's bound (`bound`): its verdict at a
    /// point may then change with the bound, and a run is reproduced at the same bound.
    pub fn reads_bound(&self) -> bool {
        self.0.reads_bound
    }

    /// The labels of its domain, printed before its points (`g1`, `g2`), in the order walked.
    pub fn labels(&self) -> Vec<String> {
        self.0.labels.iter().map(|l| l.to_string()).collect()
    }

    /// The shape of its points.
    pub fn shape(&self) -> Shape {
        self.0.shape
    }

    /// The games the statement reads or moves in (under every label), by their catalogue
    /// names.
    pub fn games(&self) -> Vec<String> {
        self.game_names().iter().map(GameName::to_string).collect()
    }

    fn game_names(&self) -> Vec<GameName> {
        let mut games = Vec::new();
        for p in &self.0.programs {
            for (g, _) in &p.games {
                if !games.contains(g) {
                    games.push(*g);
                }
            }
        }
        games
    }

    /// The tables the statement reads (each game whose values or outcomes it asks for, under
    /// every label), at the run's bound.
    pub fn reads(&self) -> Vec<Read> {
        let mut reads: Vec<Read> = Vec::new();
        for p in &self.0.programs {
            for ((g, _), _) in p.games.iter().zip(&p.tables).filter(|(_, t)| **t) {
                if reads.iter().all(|r| r.game != *g) {
                    reads.push(Read {
                        game: *g,
                        size: match self.0.shape {
                            Shape::Nodes => ReadSize::TreeEntries,
                            _ => ReadSize::Bound,
                        },
                    });
                }
            }
        }
        reads
    }

    /// The named parts, in order.
    pub fn parts(&self) -> Vec<String> {
        self.0.programs[0]
            .parts
            .iter()
            .map(|(n, _, _)| n.clone())
            .collect()
    }

    /// The bound its walk reads: its shape's.
    pub fn bound(&self) -> Bound {
        self.0.shape.bound()
    }

    /// The check: the statement at every point of its domain up to the run's bound.
    pub fn check(&self) -> Check {
        let f = self.clone();
        Check::new(move |ctx, run| f.walk(ctx, run))
    }

    /// The check joined with everything the plan needs of it, under `id`.
    pub fn claim_check(&self, id: &str) -> ClaimCheck {
        let shape = self.0.shape;
        ClaimCheck {
            id: intern(id),
            bound: self.bound(),
            check: self.check(),
            function: "",
            reads: Some(intern_reads(self.reads())),
            // One walk of the shape for each label.
            per_point: self.0.labels.len().max(1) as u64,
            // Each label walks the shape once: its points times the labels.
            cases: Some(match self.0.labels.len() {
                0 | 1 => walks::<1>(shape),
                2 => walks::<2>(shape),
                3 => walks::<3>(shape),
                4 => walks::<4>(shape),
                5 => walks::<5>(shape),
                6 => walks::<6>(shape),
                7 => walks::<7>(shape),
                _ => walks::<13>(shape),
            }),
            cases_exact: false,
            owns_memory: self.owns_memory(),
            work: None,
            formulas: &[],
            formal: true,
        }
    }

    /// What a run of the statement holds beyond its tables, for the plan: the walk of piles
    /// lists the compositions of each sum at once (2^(N − 1) of them, some 320 bytes each with
    /// their order, as the catalogue's Serial Nim predicates measured it), and Serial Nim's
    /// memo and one value's positions (`eval::SERIAL_NIM_MEMO_BYTES`, `SERIAL_NIM_MAX_BYTES`).
    fn owns_memory(&self) -> Option<fn(u64) -> u64> {
        let serial_nim = self.game_names().contains(&GameName::SerialNim);
        match (self.0.shape == Shape::Piles, serial_nim) {
            (false, false) => None,
            (false, true) => Some(|_| eval::SERIAL_NIM_MEMO_BYTES + eval::SERIAL_NIM_MAX_BYTES),
            (true, false) => Some(|n| {
                crate::harness::domain::cases::part(crate::harness::domain::cases::pow2(n), 320, 1)
            }),
            (true, true) => Some(|n| {
                crate::harness::domain::cases::part(crate::harness::domain::cases::pow2(n), 320, 1)
                    .saturating_add(eval::SERIAL_NIM_MEMO_BYTES + eval::SERIAL_NIM_MAX_BYTES)
            }),
        }
    }

    /// The tables of the statement compiled as `p`, at the run's bound `n`.
    fn tables(
        &self,
        p: &Compiled,
        ctx: &Ctx<'_>,
        n: u64,
    ) -> Result<Vec<Option<GameTable>>, crate::Error> {
        let n = self.0.shape.table_bound(n);
        p.games
            .iter()
            .zip(&p.tables)
            .map(|((game, _), read)| {
                if !read {
                    return Ok(None);
                }
                Ok(Some(match *game {
                    GameName::TwoEntry { game, misere } => {
                        GameTable::Pair(ctx.truth(game, misere, n)?, n)
                    }
                    GameName::Triple { game, misere } => {
                        GameTable::Triple(ctx.triple_truth(game, misere, n)?, n)
                    }
                    GameName::SerialNim => GameTable::Piles(n),
                }))
            })
            .collect()
    }

    /// Whether the point is in the domain: its filter holds there, or cannot be evaluated (the
    /// statement's evaluation then reports why).
    fn admits(&self, p: &Point) -> bool {
        match &self.0.filter {
            None => true,
            Some(filter) => self
                .eval(filter, &[])
                .run(p.env(), |_, _| {})
                .unwrap_or(true),
        }
    }

    /// The points of the domain up to `n`, in the shape's order.
    pub fn points(&self, n: u64) -> Box<dyn Iterator<Item = Point> + Send + '_> {
        use crate::claims::{ordered_pairs, pairs, triples};
        let i = &self.0;
        let shape = i.shape;
        let pair = move |crate::claims::Pair(a, b)| Point::new(shape, [a, b, 0], n);
        let all: Box<dyn Iterator<Item = Point> + Send> = match (shape, i.upper) {
            (Shape::Pairs, upper) => Box::new(pairs(i.lo, n, upper == Some(true)).map(pair)),
            (Shape::OrderedPairs, Some(strict)) => Box::new(pairs(i.lo, n, strict).map(pair)),
            (Shape::OrderedPairs, None) => Box::new(ordered_pairs(0, n).map(pair)),
            (Shape::TriplePairs, _) => Box::new(pairs(1, n, false).map(pair)),
            (Shape::Triples, _) => Box::new(
                triples(n)
                    .map(move |crate::claims::Triple(a, b, c)| Point::new(shape, [a, b, c], n)),
            ),
            (Shape::Sequence, _) => Box::new((0..=n).map(move |k| Point::new(shape, [k, 0, 0], n))),
            (Shape::Nodes, _) => {
                // Generations past 63 have no numbers in a word; the bound stops at 30.
                let last = 1u64.checked_shl(n.min(63) as u32).map_or(0, |p| p - 1);
                Box::new((1..=last).map(move |k| {
                    let (a, b) = tree_node(k);
                    Point::new(shape, [a, b, k], n)
                }))
            }
            // The catalogue's walk of compositions, each written as one number.
            (Shape::Piles, _) => Box::new(
                crate::claims::compositions(n.min(64))
                    .map(move |p| Point::new(shape, [piles_code(&p.0), 0, 0], n)),
            ),
        };
        Box::new(all.filter(move |p| self.admits(p)))
    }

    /// [`Formal::points`], each with the domain's label: the whole walk under each label in
    /// turn.
    fn labelled(&self, n: u64) -> Box<dyn Iterator<Item = Labelled> + Send + '_> {
        if self.0.labels.is_empty() {
            return Box::new(self.points(n).map(|p| Labelled(None, p, 0)));
        }
        Box::new(
            self.0
                .labels
                .iter()
                .enumerate()
                .flat_map(move |(i, label)| {
                    self.points(n)
                        .map(move |p| Labelled(Some(label.clone()), p, i))
                }),
        )
    }

    fn walk(&self, ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
        // Past the bound's most (which the command line refuses), a limit: the piles' walk to
        // a sum of 40 alone would list 2^39 compositions.
        let bound = self.bound();
        if run.n > bound.max {
            return Verdict::fails(
                0,
                Failure::at(format!("N = {}", run.n)).answer(
                    LIMIT,
                    format!(
                        "a walk of {} runs up to N = {} ({}), not {}",
                        self.0.shape.name(),
                        bound.max,
                        bound.meaning,
                        run.n
                    ),
                ),
            );
        }
        let mut tables = Vec::new();
        for p in &self.0.programs {
            match self.tables(p, ctx, run.n) {
                Ok(t) => tables.push(t),
                // A table that cannot be built is a limit, never a counterexample.
                Err(e) => {
                    return Verdict::fails(
                        0,
                        Failure::at("its tables").answer(LIMIT, e.to_string()),
                    )
                }
            }
        }
        let points = self.labelled(run.n);
        run.all(points, |Labelled(label, p, i), o| {
            let (program, tables) = (&self.0.programs[*i], &tables[*i]);
            let mut eval = self.eval(program, tables);
            let answer = eval.run(p.env(), |name, value| {
                o.answer(name, || value().answer());
            });
            match answer {
                Ok(true) => Ok(true),
                Ok(false) => {
                    let named = self.parts();
                    if let Node::Compare(operands, _, _, spans) = &program.body {
                        for (k, span) in spans.iter().enumerate().take(operands.len()) {
                            let text = self.0.statement[span.clone()].trim();
                            // A side that is a named part, written with its quotes or without,
                            // is recorded under its name already.
                            let bare = text
                                .strip_prefix('"')
                                .and_then(|t| t.strip_suffix('"'))
                                .unwrap_or(text);
                            if named.iter().any(|n| n == bare) {
                                continue;
                            }
                            o.answer(text, || {
                                let mut again = Eval::new(program, tables, self.1);
                                again
                                    .sides(p.env())
                                    .get(k)
                                    .map_or_else(|| Answer::Text("?".into()), |(_, v)| v.answer())
                            });
                        }
                    }
                    Ok(false)
                }
                Err(e) => Err(Failure::at(Labelled(label.clone(), *p, *i).to_string())
                    .answer(LIMIT, self.describe(&e))),
            }
        })
    }

    /// The statement checked on `run` (every point up to its bound, or the points it names)
    /// with the tables of `tables`: what a library user calls, outside any catalogue.
    ///
    /// ```
    /// use euclid_spec::catalogue::Catalogue;
    /// use euclid_spec::claims::{Run, Status, Tables};
    /// use euclid_spec::formal::Formal;
    ///
    /// let catalogue = Catalogue::embedded()?;
    /// let tables = Tables::new(&catalogue);
    /// // Grossman's game: g(2, 5) = 2 = ⌊5/2⌋ (its moves reach (2, 3) and (1, 2), of values 0
    /// // and 1), the smallest pair where g < ⌊b/a⌋ fails.
    /// let f = Formal::new("g(grossman, a, b) < b ÷ a", "0 < a < b").unwrap();
    /// let verdict = f.run(&tables, &mut Run::whole(30));
    /// assert_eq!(verdict.status, Status::Fails);
    /// let at = verdict.counterexample.unwrap();
    /// assert_eq!(at.one_line(), "(2, 5)  [g(grossman, a, b): 2; b ÷ a: 2]");
    /// # Ok::<(), euclid_spec::Error>(())
    /// ```
    pub fn run(&self, tables: &crate::claims::Tables<'_>, run: &mut Run<'_>) -> Verdict {
        self.in_context(tables, run.n, |ctx| self.walk(ctx, run))
    }

    /// `then` given the context of a run up to `n`, which builds the tables the statement reads.
    fn in_context<R>(
        &self,
        tables: &crate::claims::Tables<'_>,
        n: u64,
        then: impl FnOnce(&Ctx<'_>) -> R,
    ) -> R {
        let n = self.0.shape.table_bound(n);
        let games = self.game_names();
        let declared = self
            .reads()
            .into_iter()
            .filter_map(|r| match r.game {
                GameName::TwoEntry { game, misere } => {
                    Some(crate::claims::Table::Pair { game, misere, n })
                }
                GameName::Triple { game, misere } => {
                    Some(crate::claims::Table::Triple { game, misere, n })
                }
                GameName::SerialNim => None,
            })
            .collect();
        let ctx = tables.for_claim(
            "a formal statement",
            crate::harness::Declared::new(games, declared),
        );
        then(&ctx)
    }

    /// Each point up to `n` of each of its programs (the filter's too), evaluated on words where
    /// the program allows and on values: what each gives, its steps and the parts it records,
    /// in pairs. The evaluator on words must give what the one on values does at every point.
    #[cfg(test)]
    fn on_words_and_values(
        &self,
        tables: &crate::claims::Tables<'_>,
        n: u64,
    ) -> Vec<(PointRun, PointRun)> {
        self.in_context(tables, n, |ctx| {
            let mut out = Vec::new();
            let filter = self.0.filter.iter();
            for program in self.0.programs.iter().chain(filter) {
                let Ok(t) = self.tables(program, ctx, n) else {
                    continue;
                };
                for p in self.points(n) {
                    let once = |words: bool| {
                        let mut eval = self.eval(program, &t);
                        if !words {
                            eval = eval.on_values();
                        }
                        let mut parts = Vec::new();
                        let answer = eval.run(p.env(), |name, value| {
                            parts.push(format!("{name} = {}", value()));
                        });
                        PointRun {
                            at: p.to_string(),
                            answer: answer.map_err(|e| self.describe(&e)),
                            steps: eval.steps(),
                            parts,
                        }
                    };
                    out.push((once(true), once(false)));
                }
            }
            out
        })
    }

    /// An evaluation error in words, with the part of the statement where it happened.
    fn describe(&self, e: &EvalError) -> String {
        match e
            .span
            .as_ref()
            .and_then(|s| self.0.statement.get(s.clone()))
        {
            Some(text) => format!("{} (in `{}`)", e.message, text.trim()),
            None => e.message.clone(),
        }
    }
}

/// What one evaluator gave at one point (see `Formal::on_words_and_values`).
#[cfg(test)]
#[derive(Debug, PartialEq)]
struct PointRun {
    at: String,
    answer: Result<bool, String>,
    steps: u64,
    parts: Vec<String>,
}

/// The answer name under which a point's evaluation error is reported: a limit reached (steps,
/// size, a table past the bound) or an operation undefined there, never a verdict.
pub const LIMIT: &str = "limit reached";

/// Whether a verdict ended at an evaluation error of a formal statement (a limit reached, not a
/// counterexample).
pub fn reached_limit(verdict: &Verdict) -> bool {
    verdict
        .counterexample
        .as_ref()
        .is_some_and(|f| f.answers.iter().any(|(name, _)| name == LIMIT))
}

fn shift(mut d: Diagnostic, offset: usize) -> Diagnostic {
    d.span = d.span.start + offset..d.span.end + offset;
    d
}

/// A domain's shape and the labels its points print with, one walk of the shape each (none: one
/// walk, unlabelled).
type ShapeWord = (Shape, Vec<String>);

/// The shapes' words, as a domain writes them.
const SHAPE_WORDS: [&str; 8] = [
    "pairs",
    "ordered pairs",
    "triples",
    TRIPLE_PAIRS,
    "pairs at the triples bound",
    "sequence",
    "nodes",
    "piles",
];

/// Whether a domain's text before a colon opens a quantifier, a sum or a count (whose colon
/// it is).
fn opens_a_quantifier(text: &str) -> bool {
    text.contains(['∀', '∃', 'Σ', '∑', '#'])
        || text
            .split(|c: char| !c.is_alphanumeric() && c != '_')
            .any(|w| matches!(w, "forall" | "exists" | "sum" | "count"))
}

/// Where a shape word ends that begins a domain without its colon (`triples a < b`, `g1, g2
/// triples a < b`): labels (words of letters, digits and hyphens, commas between), then a
/// shape word, then more.
fn shape_word_without_colon(domain: &str) -> Option<usize> {
    let mut words = SHAPE_WORDS.to_vec();
    words.sort_by_key(|w| std::cmp::Reverse(w.len()));
    let mut at = domain.len() - domain.trim_start().len();
    loop {
        let rest = &domain[at..];
        if let Some(w) = words.iter().find(|w| {
            rest.strip_prefix(**w)
                .is_some_and(|after| after.starts_with(char::is_whitespace))
        }) {
            return Some(at + w.len());
        }
        // Past one label and the commas and spaces after it.
        let label = rest
            .find(|c: char| !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'))
            .unwrap_or(rest.len());
        if label == 0 {
            return None;
        }
        let after = &rest[label..];
        let gap = after.len() - after.trim_start_matches([' ', ',']).len();
        if gap == 0 {
            return None;
        }
        at += label + gap;
    }
}

/// The shape word of [`Shape::TriplePairs`].
const TRIPLE_PAIRS: &str = "pairs at the triples' bound";

/// The domain's shape word, if any, with the label its points print with (`g1 triples:`
/// prints `g1 (1, 2, 3)`), and its condition.
fn split_domain(domain: &str) -> Result<(Option<ShapeWord>, &str), Diagnostic> {
    // A shape alone, without its colon, is a shape too (`triples`, `g2 triples`).
    let start = domain.len() - domain.trim_start().len();
    let (colon, rest_from) = match domain.find(':') {
        // A colon after a quantifier (`∀ k ∈ 1..a: …`, `a < b ∧ forall x in quotients(a, b):
        // …`) is the quantifier's, in a condition without a shape word; any other colon ends a
        // shape word, known or not.
        Some(colon) if opens_a_quantifier(&domain[..colon]) => return Ok((None, domain)),
        Some(colon) => (colon, colon + 1),
        None if SHAPE_WORDS.iter().any(|w| domain.trim_end().ends_with(w)) => {
            (domain.len(), domain.len())
        }
        None => {
            // A shape word with its colon forgotten (`triples a < b`, `g1 pairs 0 < a`).
            if let Some(end) = shape_word_without_colon(domain) {
                return Err(Diagnostic::new(
                    start..end,
                    format!("`{}` needs a colon after it", domain[start..end].trim_end()),
                )
                .expected(format!(
                    "`{}: {}`",
                    domain[start..end].trim_end(),
                    domain[end..].trim()
                )));
            }
            return Ok((None, domain));
        }
    };
    let word = domain[..colon].trim();
    let unknown = || {
        // A condition before the colon (`0 < a < b:`): the colon is the stray part.
        if word.contains(['<', '>', '=', '≤', '≥', '≠'])
            && !SHAPE_WORDS.iter().any(|w| word.contains(w))
        {
            return Diagnostic::new(
                start..colon,
                format!("unknown shape `{word}`: a condition stands after the colon, not before"),
            )
            .expected(format!(
                "a shape before the colon (`pairs: {word}`), or the condition without it"
            ));
        }
        Diagnostic::new(start..colon, format!("unknown shape `{word}`")).expected(
            "pairs, ordered pairs, triples, pairs at the triples' bound, sequence, nodes or \
             piles (a label before it, `g1 triples`), then `:`",
        )
    };
    let shapes = [
        (TRIPLE_PAIRS, Shape::TriplePairs),
        // Without the apostrophe, as a shell's single quotes want it, or with a typographic
        // one.
        ("pairs at the triples bound", Shape::TriplePairs),
        ("pairs at the triples’ bound", Shape::TriplePairs),
        ("ordered pairs", Shape::OrderedPairs),
        ("ordered-pairs", Shape::OrderedPairs),
        ("pairs", Shape::Pairs),
        ("triples", Shape::Triples),
        ("sequence", Shape::Sequence),
        ("nodes", Shape::Nodes),
        ("piles", Shape::Piles),
    ];
    let Some((label, shape)) = shapes
        .iter()
        .find_map(|(name, shape)| word.strip_suffix(name).map(|label| (label.trim(), *shape)))
    else {
        return Err(unknown());
    };
    // A label is one word of the catalogue's point names: `g1`, `misere-g2`, `cole-davie`;
    // several, separated by commas, walk the shape once for each (`g1, g2 triples`).
    let labels: Vec<String> = if label.is_empty() {
        Vec::new()
    } else {
        label.split(',').map(|l| l.trim().to_string()).collect()
    };
    for (i, l) in labels.iter().enumerate() {
        if l.is_empty() || l.contains("ordered") || l.contains(char::is_whitespace) {
            return Err(unknown());
        }
        if !l
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        {
            let ascii: String = l
                .to_lowercase()
                .chars()
                .map(|c| match c {
                    'è' | 'é' | 'ê' => 'e',
                    '−' | '–' | '_' => '-',
                    c => c,
                })
                .collect();
            return Err(Diagnostic::new(
                start..colon,
                format!("`{l}` is no label: a label is written in lowercase ASCII letters, digits and hyphens"),
            )
            .expected(format!("`{ascii}`, or no label")));
        }
        if labels[..i].contains(l) {
            return Err(
                Diagnostic::new(start..colon, format!("the label `{l}` is given twice"))
                    .expected("each label once: the shape is walked once for each"),
            );
        }
    }
    Ok((Some((shape, labels)), &domain[rest_from..]))
}

/// The shape a domain without a shape word has: triples if the statement or condition names
/// `c`, the sequence if it names `n` and neither `a` nor `b`, ordered pairs otherwise.
fn infer_shape(program: &Program, filter: Option<&Expr>) -> Shape {
    let free = free_names(program, filter);
    if free.contains("c") {
        Shape::Triples
    } else if free.contains("n") && !free.contains("a") && !free.contains("b") {
        Shape::Sequence
    } else if free.contains("p") && !free.contains("a") && !free.contains("b") {
        Shape::Piles
    } else {
        Shape::OrderedPairs
    }
}

/// The names the statement (its body and parts) and the condition read that they do not bind.
fn free_names(program: &Program, filter: Option<&Expr>) -> HashSet<String> {
    let mut free = HashSet::new();
    let bound: Vec<String> = program.parts.iter().map(|p| p.name.0.clone()).collect();
    free_vars(&program.body, &mut bound.clone(), &mut free);
    for p in &program.parts {
        free_vars(&p.expr, &mut bound.clone(), &mut free);
    }
    if let Some(f) = filter {
        free_vars(f, &mut Vec::new(), &mut free);
    }
    free
}

fn free_vars(e: &Expr, bound: &mut Vec<String>, free: &mut HashSet<String>) {
    match &e.kind {
        ExprKind::Var(v) => {
            if !bound.contains(v) {
                free.insert(v.clone());
            }
        }
        ExprKind::Int(_) | ExprKind::Bool(_) | ExprKind::Outcome(_) | ExprKind::Phi => {}
        ExprKind::Call(_, _, args) | ExprKind::Game(_, _, _, args) => {
            args.iter().for_each(|a| free_vars(a, bound, free))
        }
        ExprKind::Unary(_, x) => free_vars(x, bound, free),
        ExprKind::Tuple(xs) | ExprKind::List(xs) => {
            xs.iter().for_each(|x| free_vars(x, bound, free))
        }
        ExprKind::Member(x, over, _) => {
            free_vars(x, bound, free);
            free_over(over, bound, free);
        }
        ExprKind::Binary(_, x, y) | ExprKind::Index(x, y) => {
            free_vars(x, bound, free);
            free_vars(y, bound, free);
        }
        ExprKind::Compare(xs, _) => xs.iter().for_each(|x| free_vars(x, bound, free)),
        ExprKind::If(c, x, y) => {
            for e in [c, x, y] {
                free_vars(e, bound, free);
            }
        }
        ExprKind::Quant(_, binder, over, body) => {
            free_over(over, bound, free);
            let before = bound.len();
            match binder {
                parse::Binder::One(n, _) => bound.push(n.clone()),
                parse::Binder::Tuple(names) => bound.extend(names.iter().map(|(n, _)| n.clone())),
            }
            free_vars(body, bound, free);
            bound.truncate(before);
        }
    }
}

fn free_over(over: &parse::Over, bound: &mut Vec<String>, free: &mut HashSet<String>) {
    match over {
        parse::Over::Range(lo, hi) => {
            free_vars(lo, bound, free);
            free_vars(hi, bound, free);
        }
        parse::Over::List(l) => free_vars(l, bound, free),
        parse::Over::Moves(_, _, args) => args.iter().for_each(|a| free_vars(a, bound, free)),
    }
}

/// What the walk may skip by the filter's top-level conditions alone: the least `a` (from
/// `k < a`, `k ≤ a` with a number `k`) and whether `a ≤ b` holds (`Some(true)`: `a < b`). The
/// filter is still evaluated at every point walked: this only leaves out points it refuses.
fn pruning(e: &Expr) -> (u64, Option<bool>) {
    let mut lo = 0u64;
    let mut upper: Option<bool> = None;
    let mut conjuncts = vec![e];
    while let Some(c) = conjuncts.pop() {
        match &c.kind {
            ExprKind::Binary(parse::BinOp::And, x, y) => {
                conjuncts.push(x);
                conjuncts.push(y);
            }
            ExprKind::Compare(xs, ops) => {
                for (w, (op, _)) in xs.windows(2).zip(ops) {
                    let (l, r, op) = match op {
                        CmpOp::Gt => (&w[1], &w[0], CmpOp::Lt),
                        CmpOp::Ge => (&w[1], &w[0], CmpOp::Le),
                        o => (&w[0], &w[1], *o),
                    };
                    let var =
                        |e: &Expr, name: &str| matches!(&e.kind, ExprKind::Var(v) if v == name);
                    let num = |e: &Expr| match &e.kind {
                        ExprKind::Int(s) => s.parse::<u64>().ok(),
                        _ => None,
                    };
                    match op {
                        CmpOp::Lt | CmpOp::Le if var(l, "a") && var(r, "b") => {
                            let strict = op == CmpOp::Lt;
                            upper = Some(upper.unwrap_or(false) || strict);
                        }
                        CmpOp::Lt if var(r, "a") => {
                            if let Some(k) = num(l).and_then(|k| k.checked_add(1)) {
                                lo = lo.max(k);
                            }
                        }
                        CmpOp::Le if var(r, "a") => {
                            if let Some(k) = num(l) {
                                lo = lo.max(k);
                            }
                        }
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
    (lo, upper)
}

/// Interned ids: a formal claim's check is joined on every run, and its id lives as long as the
/// program (the checks compiled in have static ids); each distinct id is kept once.
fn intern(id: &str) -> &'static str {
    static IDS: OnceLock<Mutex<HashSet<&'static str>>> = OnceLock::new();
    let mut ids = IDS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(s) = ids.get(id) {
        return s;
    }
    let s: &'static str = Box::leak(id.to_string().into_boxed_str());
    ids.insert(s);
    s
}

/// Interned lists of reads (at most one for each set of games).
fn intern_reads(reads: Vec<Read>) -> &'static [Read] {
    static READS: OnceLock<Mutex<Vec<&'static [Read]>>> = OnceLock::new();
    let mut all = READS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(r) = all.iter().find(|r| **r == reads.as_slice()) {
        return r;
    }
    let r: &'static [Read] = Box::leak(reads.into_boxed_slice());
    all.push(r);
    r
}

#[cfg(test)]
mod tests;
