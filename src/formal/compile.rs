//! From the parsed tree to what the evaluator runs: every name resolved to a slot, a
//! definition or a built-in; every expression given its kind (integer, rational, quadratic
//! irrational, truth value, outcome, list, position), so that a statement mixing kinds is refused
//! before any point is evaluated, at the span of the offending part.
//!
//! A definition is compiled once for each list of argument kinds it is called with (`def
//! half(x) = x / 2` gives a rational for an integer and for a rational alike); a recursive call
//! is first taken to return an integer, and the definition is compiled again with the kind its
//! body was found to return until the two agree.

use super::num::{Int, Quad, Rat};
use super::parse::{BinOp, Binder, CmpOp, Def, Expr, ExprKind, GameFn, Over, Program, Quant, UnOp};
use super::Diagnostic;
use crate::games::{DynGame, GameName};
use std::collections::HashMap;
use std::ops::Range;

/// What an expression's value is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// An integer.
    Int,
    /// A rational (from `/`).
    Rat,
    /// A number of a quadratic field (φ, `√D`, `root(k)`), compared or floored only.
    Real,
    /// A truth value.
    Bool,
    /// An outcome, P or N.
    Outcome,
    /// A list of integers (`quotients(a, b)`).
    List,
    /// A position of a game with this many entries.
    Pos(u8),
}

impl Kind {
    fn numeric(self) -> bool {
        matches!(self, Kind::Int | Kind::Rat | Kind::Real)
    }

    /// The words for the kind, in errors.
    pub fn words(self) -> &'static str {
        match self {
            Kind::Int => "an integer",
            Kind::Rat => "a rational",
            Kind::Real => "a quadratic irrational",
            Kind::Bool => "a truth value",
            Kind::Outcome => "an outcome (P or N)",
            Kind::List => "a list",
            Kind::Pos(2) => "a position of two entries",
            Kind::Pos(_) => "a position of three entries",
        }
    }

    /// The larger of two numeric kinds (integers in rationals in the quadratic field).
    fn join(self, other: Kind) -> Kind {
        match (self, other) {
            (Kind::Real, _) | (_, Kind::Real) => Kind::Real,
            (Kind::Rat, _) | (_, Kind::Rat) => Kind::Rat,
            _ => Kind::Int,
        }
    }
}

/// Arithmetic operators of the IR.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ar {
    /// `+`.
    Add,
    /// `−`.
    Sub,
    /// `·`.
    Mul,
    /// `/`.
    Div,
    /// `^` (integer exponent).
    Pow,
    /// `÷`.
    FloorDiv,
    /// `mod`.
    Mod,
}

/// Built-in functions of the IR.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    /// `gcd(x, y)`.
    Gcd,
    /// `min(…)`.
    Min,
    /// `max(…)`.
    Max,
    /// `abs(x)`.
    Abs,
    /// `⌊x⌋`.
    Floor,
    /// `⌈x⌉`.
    Ceil,
    /// `√x`.
    Sqrt,
    /// `root(k)`: the larger root of `x² − kx − 1`.
    Root,
    /// `quotients(a, b)`: the continued fraction of `b/a`.
    Quotients,
    /// `len(list)`.
    Len,
    /// `num(x)`: a rational's numerator.
    Num,
    /// `den(x)`: a rational's denominator.
    Den,
}

/// A compiled expression.
#[derive(Clone, Debug)]
pub enum Node {
    /// An integer constant.
    Int(Int),
    /// A truth value.
    Bool(bool),
    /// An outcome (true: P).
    Outcome(bool),
    /// φ.
    Phi,
    /// A rational constant (a closed part of the statement, computed once: see
    /// `eval::fold_constants`).
    Rat(Rat),
    /// A constant of a quadratic field (likewise).
    Real(Quad),
    /// The value in a slot of the frame.
    Slot(usize),
    /// Arithmetic at a numeric kind (the operands are promoted to it first).
    Arith(Ar, Box<Node>, Box<Node>, Kind),
    /// `−x`.
    Neg(Box<Node>, Kind),
    /// `¬p`.
    Not(Box<Node>),
    /// `and`, `or`, `⇒`, `⇔`.
    Logic(BinOp, Box<Node>, Box<Node>),
    /// A chain of comparisons, its operands of a common kind; each operand's text for the
    /// report.
    Compare(Vec<Node>, Vec<CmpOp>, Kind, Vec<Range<usize>>),
    /// `if`.
    If(Box<Node>, Box<Node>, Box<Node>),
    /// A built-in, with its arguments' common kind.
    Builtin(Builtin, Vec<Node>, Kind),
    /// A call of a definition's instance.
    Call(usize, Vec<Node>, Range<usize>),
    /// A game's value, outcome or end at a position (entries, or one position).
    Game(GameFn, usize, Vec<Node>, Range<usize>),
    /// A quantifier: its binders' slots, what they range over, its body (the kind of a sum).
    Quant(
        Quant,
        Vec<usize>,
        Box<OverNode>,
        Box<Node>,
        Kind,
        Range<usize>,
    ),
    /// `list[i]`.
    Index(Box<Node>, Box<Node>, Range<usize>),
    /// A position of these entries, `(x, y)` (its place names an entry below 0).
    Tuple(Vec<Node>, Range<usize>),
    /// A list of these integers, `[x, y]`.
    List(Vec<Node>),
    /// Two lists joined, `l ++ m` (its place names a list past the size limit).
    Concat(Box<Node>, Box<Node>, Range<usize>),
    /// A division-like operation whose failure (a zero divisor) must name its place.
    At(Box<Node>, Range<usize>),
}

/// What a compiled quantifier ranges over.
#[derive(Clone, Debug)]
pub enum OverNode {
    /// `lo..hi`.
    Range(Node, Node),
    /// The moves of a game (its index) from a position.
    Moves(usize, Vec<Node>),
    /// A list's entries.
    List(Node),
}

/// A definition's instance at one list of argument kinds.
#[derive(Clone, Debug)]
pub struct Instance {
    /// The definition's name.
    pub name: String,
    /// Its parameters' count (their slots come first).
    pub params: usize,
    /// Its parameters' kinds, in order.
    pub kinds: Vec<Kind>,
    /// The slots its frame needs.
    pub frame: usize,
    /// Its body.
    pub body: Node,
    /// What it returns.
    pub result: Kind,
}

/// A compiled program: the statement (or a filter), its parts, the instances of the
/// definitions it calls and the games it reads.
pub struct Compiled {
    /// The statement.
    pub body: Node,
    /// The named parts: name, value, kind; each in a slot after the variables'.
    pub parts: Vec<(String, Node, Kind)>,
    /// The slots the statement's frame needs (its variables first, then its parts).
    pub frame: usize,
    /// The definitions' instances.
    pub instances: Vec<Instance>,
    /// The games the statement reads, with their rules.
    pub games: Vec<(GameName, Box<dyn DynGame>)>,
    /// Which games have their values or outcomes read (a table), by index in `games`.
    pub tables: Vec<bool>,
    /// Whether every value it computes is a word (an integer, a truth value, an outcome), so
    /// that a point is first evaluated on words (`word.rs`).
    pub words: bool,
    /// The kinds of the domain's variables, in their slots: integers, or a list for the piles
    /// of a Serial Nim position (given to the evaluators as one number, `super::piles_of`).
    pub vars: Vec<Kind>,
}

/// The definitions known to a program: the prelude's, then its own.
pub struct Defs<'d> {
    by_name: HashMap<&'d str, &'d Def>,
    /// The names the prelude defines: their places are in the prelude's text, not the
    /// statement's.
    prelude: Vec<&'d str>,
}

/// Where the places of a prelude definition's compiled body start: past any statement's
/// text, so that an evaluation error inside one is never shown at the statement's bytes of the
/// same numbers; the call in the statement that reached it gives its place instead
/// (`eval.rs`).
pub const PRELUDE_SPANS: usize = 1 << 48;

impl<'d> Defs<'d> {
    /// The definitions `prelude` and `own` (an own definition may not take a prelude's name or
    /// a built-in's, nor be given twice).
    pub fn new(prelude: &'d [Def], own: &'d [Def]) -> Result<Defs<'d>, Diagnostic> {
        let mut by_name: HashMap<&str, &Def> = HashMap::new();
        for d in prelude {
            by_name.insert(d.name.0.as_str(), d);
        }
        let prelude_names: Vec<&str> = by_name.keys().copied().collect();
        let prelude = prelude_names.clone();
        for d in own {
            let name = d.name.0.as_str();
            if BUILTINS.iter().any(|(b, _)| *b == name) || GAME_FNS.contains(&name) {
                return Err(Diagnostic::new(
                    d.name.1.clone(),
                    format!("`{name}` is a built-in function"),
                )
                .expected("another name for the definition"));
            }
            if prelude_names.contains(&name) {
                return Err(Diagnostic::new(
                    d.name.1.clone(),
                    format!("`{name}` is defined by the prelude"),
                )
                .expected("another name for the definition (the prelude's is used as it is)"));
            }
            if by_name.insert(name, d).is_some() {
                return Err(Diagnostic::new(
                    d.name.1.clone(),
                    format!("`{name}` is defined twice"),
                )
                .expected("one definition for each name"));
            }
        }
        Ok(Defs { by_name, prelude })
    }
}

const BUILTINS: &[(&str, Builtin)] = &[
    ("gcd", Builtin::Gcd),
    ("min", Builtin::Min),
    ("max", Builtin::Max),
    ("abs", Builtin::Abs),
    ("floor", Builtin::Floor),
    ("ceil", Builtin::Ceil),
    ("sqrt", Builtin::Sqrt),
    ("root", Builtin::Root),
    ("quotients", Builtin::Quotients),
    ("len", Builtin::Len),
    ("num", Builtin::Num),
    ("den", Builtin::Den),
];

const GAME_FNS: &[&str] = &["g", "outcome", "terminal", "moves"];

/// The kind of a position of `game`: a list of piles for Serial Nim, else its entries.
fn position_kind(game: GameName) -> Kind {
    match game.entries() {
        Some(entries) => Kind::Pos(entries as u8),
        None => Kind::List,
    }
}

/// Whether evaluating `e` calls the definition `name` whatever the values: only the parts
/// always evaluated count (the condition of an `if`, both of its branches, the left side of
/// `and`, `or`, `⇒`, the first comparison of a chain, a quantifier's range but not its body).
fn always_calls(e: &Expr, name: &str) -> bool {
    let any = |es: &[Expr]| es.iter().any(|x| always_calls(x, name));
    match &e.kind {
        ExprKind::Int(_)
        | ExprKind::Bool(_)
        | ExprKind::Outcome(_)
        | ExprKind::Phi
        | ExprKind::Var(_) => false,
        ExprKind::Call(f, _, args) => f == name || any(args),
        ExprKind::Game(_, _, _, args) | ExprKind::Tuple(args) | ExprKind::List(args) => any(args),
        ExprKind::Unary(_, x) => always_calls(x, name),
        ExprKind::Binary(op, x, y) => {
            always_calls(x, name)
                || (!matches!(op, BinOp::And | BinOp::Or | BinOp::Implies) && always_calls(y, name))
        }
        ExprKind::Compare(xs, _) => any(&xs[..xs.len().min(2)]),
        ExprKind::If(c, t, f) => {
            always_calls(c, name) || (always_calls(t, name) && always_calls(f, name))
        }
        ExprKind::Quant(_, _, over, _) | ExprKind::Member(_, over, _) => {
            let in_over = match over {
                Over::Range(lo, hi) => always_calls(lo, name) || always_calls(hi, name),
                Over::Moves(_, _, args) => any(args),
                Over::List(l) => always_calls(l, name),
            };
            in_over || matches!(&e.kind, ExprKind::Member(x, _, _) if always_calls(x, name))
        }
        ExprKind::Index(l, i) => always_calls(l, name) || always_calls(i, name),
    }
}

/// One entry of the instance table while compiling.
struct Slot {
    def: String,
    kinds: Vec<Kind>,
    /// The kind its body returns (assumed, while being compiled).
    result: Kind,
    done: Option<Instance>,
}

struct Compiler<'d> {
    defs: &'d Defs<'d>,
    instances: Vec<Slot>,
    games: Vec<GameName>,
    tables: Vec<bool>,
    /// Names in scope: name → (slot, kind), innermost last.
    scope: Vec<(String, usize, Kind)>,
    /// The next free slot of the frame being compiled, and the most used.
    next: usize,
    most: usize,
    /// The definitions being compiled, for recursion.
    depth: usize,
    /// The kinds of the domain's variables.
    vars: Vec<Kind>,
}

/// How many definition instances a program may make (each list of argument kinds is one).
const MAX_INSTANCES: usize = 256;

/// Compiles a statement with its named parts: `vars` are the domain's variables with their
/// kinds (integers; the piles of a Serial Nim position a list), in slots `0..vars.len()`.
pub fn statement(
    program: &Program,
    defs: &Defs<'_>,
    vars: &[(&str, Kind)],
) -> Result<Compiled, Diagnostic> {
    let mut c = Compiler::over(defs, vars);
    let mut parts = Vec::new();
    for part in &program.parts {
        let (node, kind) = c.expr(&part.expr)?;
        if !matches!(
            kind,
            Kind::Int | Kind::Rat | Kind::Bool | Kind::Outcome | Kind::List | Kind::Pos(_)
        ) {
            return Err(Diagnostic::new(
                part.expr.span.clone(),
                format!("a named part is {}", kind.words()),
            )
            .expected(
                "an integer, a rational, a truth value, an outcome, a list or a position (a \
                 quadratic irrational is compared or floored, never recorded)",
            ));
        }
        if parts.iter().any(|(n, _, _)| n == &part.name.0)
            || vars.iter().any(|(v, _)| *v == part.name.0.as_str())
        {
            return Err(Diagnostic::new(
                part.name.1.clone(),
                format!("`{}` is named twice", part.name.0),
            )
            .expected("one name for each part"));
        }
        c.bind(&part.name.0, kind);
        parts.push((part.name.0.clone(), node, kind));
    }
    // The parts are in scope in the statement (a part names what the statement compares).
    let (body, kind) = c.expr(&program.body)?;
    if kind != Kind::Bool {
        return Err(Diagnostic::new(
            program.body.span.clone(),
            format!("the statement is {}", kind.words()),
        )
        .expected("a truth value: a comparison, a quantifier, `and`, …"));
    }
    c.finish(body, parts)
}

/// Compiles a domain's filter over `vars` (with their kinds).
pub fn filter(expr: &Expr, defs: &Defs<'_>, vars: &[(&str, Kind)]) -> Result<Compiled, Diagnostic> {
    let mut c = Compiler::over(defs, vars);
    let (body, kind) = c.expr(expr)?;
    if kind != Kind::Bool {
        return Err(Diagnostic::new(
            expr.span.clone(),
            format!("the domain's condition is {}", kind.words()),
        )
        .expected("a truth value, such as `0 < a < b`"));
    }
    if !c.games.is_empty() {
        return Err(
            Diagnostic::new(expr.span.clone(), "the domain's condition reads a game")
                .expected("a condition on the entries alone (put the game in the statement)"),
        );
    }
    c.finish(body, Vec::new())
}

impl<'d> Compiler<'d> {
    fn new(defs: &'d Defs<'d>) -> Compiler<'d> {
        Compiler {
            defs,
            instances: Vec::new(),
            games: Vec::new(),
            tables: Vec::new(),
            scope: Vec::new(),
            next: 0,
            most: 0,
            depth: 0,
            vars: Vec::new(),
        }
    }

    /// A compiler whose frame starts with the domain's variables, `vars`, in scope.
    fn over(defs: &'d Defs<'d>, vars: &[(&str, Kind)]) -> Compiler<'d> {
        let mut c = Compiler::new(defs);
        for (i, (v, kind)) in vars.iter().enumerate() {
            c.scope.push(((*v).to_string(), i, *kind));
        }
        c.vars = vars.iter().map(|(_, k)| *k).collect();
        c.next = vars.len();
        c.most = c.next;
        c
    }

    fn finish(self, body: Node, parts: Vec<(String, Node, Kind)>) -> Result<Compiled, Diagnostic> {
        let instances = self
            .instances
            .into_iter()
            .map(|s| {
                s.done
                    .ok_or_else(|| Diagnostic::new(0..0, "a definition left uncompiled (a bug)"))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let mut compiled = Compiled {
            body,
            parts,
            frame: self.most,
            instances,
            games: self.games.iter().map(|g| (*g, g.game())).collect(),
            tables: self.tables,
            words: false,
            vars: self.vars,
        };
        super::eval::fold_constants(&mut compiled);
        compiled.words = super::word::fits(&compiled);
        Ok(compiled)
    }

    fn bind(&mut self, name: &str, kind: Kind) -> usize {
        let slot = self.next;
        self.scope.push((name.to_string(), slot, kind));
        self.next += 1;
        self.most = self.most.max(self.next);
        slot
    }

    fn game(&mut self, game: GameName, table: bool) -> usize {
        let i = match self.games.iter().position(|g| *g == game) {
            Some(i) => i,
            None => {
                self.games.push(game);
                self.tables.push(false);
                self.games.len() - 1
            }
        };
        self.tables[i] |= table;
        i
    }

    fn numeric(&mut self, e: &Expr, what: &str) -> Result<(Node, Kind), Diagnostic> {
        let (n, k) = self.expr(e)?;
        if !k.numeric() {
            return Err(
                Diagnostic::new(e.span.clone(), format!("{what} is {}", k.words()))
                    .expected("a number"),
            );
        }
        Ok((n, k))
    }

    fn integer(&mut self, e: &Expr, what: &str) -> Result<Node, Diagnostic> {
        let (n, k) = self.expr(e)?;
        if k != Kind::Int {
            let hint = match k {
                Kind::Rat => " (x / y is exact: write x ÷ y or ⌊x / y⌋ for the floor)",
                Kind::Real => " (write ⌊x⌋ for its floor)",
                _ => "",
            };
            return Err(
                Diagnostic::new(e.span.clone(), format!("{what} is {}{hint}", k.words()))
                    .expected("an integer"),
            );
        }
        Ok(n)
    }

    /// `e` compiled where a list is wanted: refused as "`what` is …", with `expected`.
    fn list(&mut self, e: &Expr, what: &str, expected: &str) -> Result<Node, Diagnostic> {
        let (n, k) = self.expr(e)?;
        if k != Kind::List {
            return Err(
                Diagnostic::new(e.span.clone(), format!("{what} is {}", k.words()))
                    .expected(expected),
            );
        }
        Ok(n)
    }

    fn boolean(&mut self, e: &Expr, what: &str) -> Result<Node, Diagnostic> {
        let (n, k) = self.expr(e)?;
        if k != Kind::Bool {
            return Err(
                Diagnostic::new(e.span.clone(), format!("{what} is {}", k.words()))
                    .expected("a truth value"),
            );
        }
        Ok(n)
    }

    fn expr(&mut self, e: &Expr) -> Result<(Node, Kind), Diagnostic> {
        let span = e.span.clone();
        Ok(match &e.kind {
            ExprKind::Int(s) => {
                let v = s
                    .parse::<num_bigint::BigInt>()
                    .map_err(|_| Diagnostic::new(span.clone(), "an integer that does not parse"))?;
                if v.bits() > super::num::MAX_BITS {
                    return Err(Diagnostic::new(span, "an integer past the size limit")
                        .expected("a smaller number"));
                }
                (Node::Int(Int::from_big(v)), Kind::Int)
            }
            ExprKind::Bool(b) => (Node::Bool(*b), Kind::Bool),
            ExprKind::Outcome(p) => (Node::Outcome(*p), Kind::Outcome),
            ExprKind::Phi => (Node::Phi, Kind::Real),
            ExprKind::Var(name) => match self.scope.iter().rev().find(|(n, _, _)| n == name) {
                Some((_, slot, kind)) => (Node::Slot(*slot), *kind),
                None => {
                    let hint = if self.defs.by_name.contains_key(name.as_str())
                        || BUILTINS.iter().any(|(b, _)| b == name)
                    {
                        format!("`{name}` is a function: call it, `{name}(…)`")
                    } else {
                        let mut known: Vec<&str> =
                            self.scope.iter().map(|(n, _, _)| n.as_str()).collect();
                        known.dedup();
                        format!(
                            "a name in scope here: {}",
                            if known.is_empty() {
                                "none".to_string()
                            } else {
                                known.join(", ")
                            }
                        )
                    };
                    return Err(
                        Diagnostic::new(span, format!("unknown name `{name}`")).expected(hint)
                    );
                }
            },
            ExprKind::Unary(op, x) => match op {
                UnOp::Not => (
                    Node::Not(Box::new(self.boolean(x, "what `¬` negates")?)),
                    Kind::Bool,
                ),
                UnOp::Neg => {
                    let (n, k) = self.numeric(x, "what `−` negates")?;
                    (Node::Neg(Box::new(n), k), k)
                }
                UnOp::Floor => match self.floor_of_quotient(x)? {
                    Some(floored) => floored,
                    None => {
                        let (n, k) = self.numeric(x, "what is floored")?;
                        (Node::Builtin(Builtin::Floor, vec![n], k), Kind::Int)
                    }
                },
                UnOp::Ceil => {
                    let (n, k) = self.numeric(x, "what is floored")?;
                    (Node::Builtin(Builtin::Ceil, vec![n], k), Kind::Int)
                }
                UnOp::Sqrt => {
                    let n = self.integer(x, "what `√` takes the root of")?;
                    (
                        Node::At(
                            Box::new(Node::Builtin(Builtin::Sqrt, vec![n], Kind::Int)),
                            span,
                        ),
                        Kind::Real,
                    )
                }
            },
            ExprKind::Binary(op, l, r) => self.binary(*op, l, r, span)?,
            ExprKind::Compare(operands, ops) => self.compare(operands, ops)?,
            ExprKind::If(c, x, y) => {
                let c = self.boolean(c, "the condition of `if`")?;
                let (xn, xk) = self.expr(x)?;
                let (yn, yk) = self.expr(y)?;
                let kind = if xk == yk {
                    xk
                } else if xk.numeric() && yk.numeric() {
                    xk.join(yk)
                } else {
                    return Err(Diagnostic::new(
                        y.span.clone(),
                        format!(
                            "the `else` branch is {}, the `then` branch {}",
                            yk.words(),
                            xk.words()
                        ),
                    )
                    .expected("both branches of one kind"));
                };
                (Node::If(Box::new(c), Box::new(xn), Box::new(yn)), kind)
            }
            ExprKind::Index(list, i) => {
                let ln = self.list(list, "what is indexed", "a list, such as quotients(a, b)")?;
                let i = self.integer(i, "the index")?;
                (Node::Index(Box::new(ln), Box::new(i), span), Kind::Int)
            }
            ExprKind::Game(f, game, game_span, args) => {
                // A walk of piles has no bound of entries to build a table to.
                if self.vars.first() == Some(&Kind::List)
                    && *f != GameFn::Terminal
                    && game.entries().is_some()
                {
                    return Err(Diagnostic::new(
                        span,
                        format!(
                            "a statement over piles reads no table of {game}: the walk's bound \
                             is a sum of piles, no bound of entries"
                        ),
                    )
                    .expected(
                        "Serial Nim's values (g(serial-nim, p)), or the game over pairs, triples \
                         or a sequence",
                    ));
                }
                let args = self.position_of(*game, args, span.clone(), game_span)?;
                let i = self.game(*game, *f != GameFn::Terminal);
                let kind = match f {
                    GameFn::Value => Kind::Int,
                    GameFn::Outcome => Kind::Outcome,
                    GameFn::Terminal => Kind::Bool,
                };
                (Node::Game(*f, i, args, span), kind)
            }
            ExprKind::Quant(q, binder, over, body) => self.quant(*q, binder, over, body, span)?,
            ExprKind::Tuple(entries) => {
                if entries.len() > 3 {
                    return Err(Diagnostic::new(
                        span,
                        format!("a position of {} entries", entries.len()),
                    )
                    .expected("a position of two or three entries, (x, y) or (x, y, z)"));
                }
                let mut nodes = Vec::new();
                for e in entries {
                    nodes.push(self.integer(e, "an entry of a position")?);
                }
                (Node::Tuple(nodes, span), Kind::Pos(entries.len() as u8))
            }
            ExprKind::List(items) => {
                let mut nodes = Vec::new();
                for e in items {
                    nodes.push(self.integer(e, "an entry of a list")?);
                }
                (Node::List(nodes), Kind::List)
            }
            ExprKind::Member(x, over, negated) => {
                let (n, k) = self.member(x, over, span)?;
                let n = if *negated { Node::Not(Box::new(n)) } else { n };
                (n, k)
            }
            ExprKind::Call(name, name_span, args) => self.call(name, name_span, args, span)?,
        })
    }

    /// The position a game is given: its entries, or one position of that many; for Serial
    /// Nim one list, its piles.
    fn position_of(
        &mut self,
        game: GameName,
        args: &[Expr],
        span: Range<usize>,
        game_span: &Range<usize>,
    ) -> Result<Vec<Node>, Diagnostic> {
        let Some(entries) = game.entries() else {
            let wanted = || {
                "one list, the piles from the leftmost: g(serial-nim, p), g(serial-nim, [2, 1]), \
                 g(serial-nim, quotients(a, b))"
            };
            if args.len() != 1 {
                return Err(Diagnostic::new(
                    span,
                    format!("{} arguments after serial-nim", args.len()),
                )
                .expected(wanted()));
            }
            return Ok(vec![self.list(
                &args[0],
                "serial-nim's position",
                wanted(),
            )?]);
        };
        self.position(args, entries, span, game_span)
    }

    /// A position's entries: `entries` integers, or one position of that many.
    fn position(
        &mut self,
        args: &[Expr],
        entries: usize,
        span: Range<usize>,
        game_span: &Range<usize>,
    ) -> Result<Vec<Node>, Diagnostic> {
        if args.len() == 1 {
            let (n, k) = self.expr(&args[0])?;
            if k == Kind::Pos(entries as u8) {
                return Ok(vec![n]);
            }
            if entries != 1 {
                return Err(Diagnostic::new(
                    args[0].span.clone(),
                    format!("the position is {}", k.words()),
                )
                .expected(format!(
                    "{entries} entries, or a position bound by `∀ m ∈ moves(…)`"
                )));
            }
        }
        if args.len() != entries {
            return Err(
                Diagnostic::new(span, format!("{} entries after the game", args.len())).expected(
                    format!(
                        "the {entries} entries of a position of the game named at {}..{}",
                        game_span.start, game_span.end
                    ),
                ),
            );
        }
        args.iter()
            .map(|a| self.integer(a, "an entry of a position"))
            .collect()
    }

    /// `⌊x/y⌋` (or `floor(x/y)`) of two integers, compiled as `x ÷ y`: the same value, an
    /// integer division instead of a rational reduced and floored (and a point evaluated on
    /// words, `word.rs`). `None` when `e` is no quotient; a quotient of other numbers is
    /// compiled as [`Compiler::binary`] compiles it, and floored.
    fn floor_of_quotient(&mut self, e: &Expr) -> Result<Option<(Node, Kind)>, Diagnostic> {
        let ExprKind::Binary(BinOp::Div, l, r) = &e.kind else {
            return Ok(None);
        };
        let (ln, lk) = self.numeric(l, "the left operand")?;
        let (rn, rk) = self.numeric(r, "the right operand")?;
        let (ar, kind) = if lk == Kind::Int && rk == Kind::Int {
            (Ar::FloorDiv, Kind::Int)
        } else {
            (Ar::Div, lk.join(rk).join(Kind::Rat))
        };
        let n = Node::At(
            Box::new(Node::Arith(ar, Box::new(ln), Box::new(rn), kind)),
            e.span.clone(),
        );
        Ok(Some(if ar == Ar::FloorDiv {
            (n, Kind::Int)
        } else {
            (Node::Builtin(Builtin::Floor, vec![n], kind), Kind::Int)
        }))
    }

    fn binary(
        &mut self,
        op: BinOp,
        l: &Expr,
        r: &Expr,
        span: Range<usize>,
    ) -> Result<(Node, Kind), Diagnostic> {
        if matches!(op, BinOp::And | BinOp::Or | BinOp::Implies | BinOp::Iff) {
            let words = match op {
                BinOp::And => "`and`",
                BinOp::Or => "`or`",
                BinOp::Implies => "`⇒`",
                _ => "`⇔`",
            };
            let ln = self.boolean(l, &format!("the left side of {words}"))?;
            let rn = self.boolean(r, &format!("the right side of {words}"))?;
            return Ok((Node::Logic(op, Box::new(ln), Box::new(rn)), Kind::Bool));
        }
        if op == BinOp::Concat {
            let expected = "a list: `++` joins two lists ([x] is the list of x alone)";
            let ln = self.list(l, "the left side of `++`", expected)?;
            let rn = self.list(r, "the right side of `++`", expected)?;
            return Ok((Node::Concat(Box::new(ln), Box::new(rn), span), Kind::List));
        }
        let (ln, lk) = self.numeric(l, "the left operand")?;
        let (rn, rk) = self.numeric(r, "the right operand")?;
        let (ar, kind, result) = match op {
            BinOp::Add => (Ar::Add, lk.join(rk), lk.join(rk)),
            BinOp::Sub => (Ar::Sub, lk.join(rk), lk.join(rk)),
            BinOp::Mul => (Ar::Mul, lk.join(rk), lk.join(rk)),
            BinOp::Div => {
                let k = lk.join(rk).join(Kind::Rat);
                (Ar::Div, k, k)
            }
            BinOp::FloorDiv => (Ar::FloorDiv, lk.join(rk), Kind::Int),
            BinOp::Mod => {
                if lk != Kind::Int || rk != Kind::Int {
                    let (bad, k) = if lk != Kind::Int { (l, lk) } else { (r, rk) };
                    return Err(Diagnostic::new(
                        bad.span.clone(),
                        format!("an operand of `mod` is {}", k.words()),
                    )
                    .expected("integers on both sides of `mod`"));
                }
                (Ar::Mod, Kind::Int, Kind::Int)
            }
            BinOp::Pow => {
                if rk != Kind::Int {
                    return Err(Diagnostic::new(
                        r.span.clone(),
                        format!("the exponent is {}", rk.words()),
                    )
                    .expected("an integer exponent"));
                }
                (Ar::Pow, lk, lk)
            }
            _ => unreachable_op(),
        };
        Ok((
            Node::At(
                Box::new(Node::Arith(ar, Box::new(ln), Box::new(rn), kind)),
                span,
            ),
            result,
        ))
    }

    fn compare(
        &mut self,
        operands: &[Expr],
        ops: &[(CmpOp, Range<usize>)],
    ) -> Result<(Node, Kind), Diagnostic> {
        let mut nodes = Vec::new();
        let mut kinds = Vec::new();
        for o in operands {
            let (n, k) = self.expr(o)?;
            nodes.push(n);
            kinds.push(k);
        }
        let first = kinds[0];
        let common = if kinds.iter().all(|k| k.numeric()) {
            kinds.iter().fold(Kind::Int, |a, k| a.join(*k))
        } else {
            // Other kinds compare with their own kind, and only for equality.
            for (i, k) in kinds.iter().enumerate() {
                if *k != first {
                    return Err(Diagnostic::new(
                        operands[i].span.clone(),
                        format!("{} is compared with {}", k.words(), first.words()),
                    )
                    .expected(format!("{} here", first.words())));
                }
            }
            for (op, span) in ops {
                if !matches!(op, CmpOp::Eq | CmpOp::Ne) {
                    return Err(Diagnostic::new(
                        span.clone(),
                        format!("{} has no order", first.words()),
                    )
                    .expected("`=` or `≠`"));
                }
            }
            first
        };
        Ok((
            Node::Compare(
                nodes,
                ops.iter().map(|(o, _)| *o).collect(),
                common,
                operands.iter().map(|o| o.span.clone()).collect(),
            ),
            Kind::Bool,
        ))
    }

    /// `x ∈ over`, as the statement it abbreviates: `lo ≤ x ≤ hi` for a range of integers,
    /// `∃ y ∈ over: y = x` for a list or a game's moves (the moves are the game's, listed by its
    /// rule: `(x, y)` is among them when a move writes those entries, in that order).
    fn member(
        &mut self,
        x: &Expr,
        over: &Over,
        span: Range<usize>,
    ) -> Result<(Node, Kind), Diagnostic> {
        // `x` compiled once (a membership nested in `x` would otherwise be compiled twice at
        // each level).
        let (x_node, kind) = self.expr(x)?;
        let wanted = match over {
            Over::Range(..) | Over::List(_) => Kind::Int,
            Over::Moves(game, ..) => position_kind(*game),
        };
        if kind != wanted {
            let what = match over {
                Over::Range(..) => "a range of integers",
                Over::List(_) => "a list of integers",
                Over::Moves(..) => "a game's moves",
            };
            return Err(Diagnostic::new(
                x.span.clone(),
                format!("what is looked for in {what} is {}", kind.words()),
            )
            .expected(match wanted {
                Kind::Int => "an integer".to_string(),
                Kind::List => "a list of piles, such as [2, 1]".to_string(),
                k => format!("{}, written (x, y) or (x, y, z)", k.words()),
            }));
        }
        if let Over::Range(lo, hi) = over {
            let spans = vec![lo.span.clone(), x.span.clone(), hi.span.clone()];
            let lo = self.integer(lo, "the range's first value")?;
            let hi = self.integer(hi, "the range's last value")?;
            return Ok((
                Node::Compare(
                    vec![lo, x_node, hi],
                    vec![CmpOp::Le, CmpOp::Le],
                    Kind::Int,
                    spans,
                ),
                Kind::Bool,
            ));
        }
        // A name no text can write: the element the quantifier binds, compared with `x`.
        const ELEMENT: &str = "∈ element";
        let spans = vec![span.clone(), x.span.clone()];
        self.quant_with(
            Quant::Exists,
            &Binder::One(ELEMENT.to_string(), span.clone()),
            over,
            span,
            |c| {
                let (slot, element) = c
                    .scope
                    .iter()
                    .rev()
                    .find(|(n, _, _)| n == ELEMENT)
                    .map(|(_, s, k)| (*s, *k))
                    .expect("the quantifier binds the element");
                let node = Node::Compare(
                    vec![Node::Slot(slot), x_node],
                    vec![CmpOp::Eq],
                    element,
                    spans,
                );
                // A truth value, carried as the other quantifiers' bodies are.
                Ok((node, Kind::Int))
            },
        )
    }

    fn quant(
        &mut self,
        q: Quant,
        binder: &Binder,
        over: &Over,
        body: &Expr,
        span: Range<usize>,
    ) -> Result<(Node, Kind), Diagnostic> {
        self.quant_with(q, binder, over, span, |c| match q {
            Quant::All | Quant::Exists | Quant::Count => {
                Ok((c.boolean(body, "the quantified statement")?, Kind::Int))
            }
            Quant::Sum => c.numeric(body, "what is summed"),
        })
    }

    /// A quantifier whose body `body` compiles, with the names it binds in scope.
    fn quant_with(
        &mut self,
        q: Quant,
        binder: &Binder,
        over: &Over,
        span: Range<usize>,
        body: impl FnOnce(&mut Self) -> Result<(Node, Kind), Diagnostic>,
    ) -> Result<(Node, Kind), Diagnostic> {
        let (over, binds): (OverNode, Vec<(String, Kind)>) = match over {
            Over::Range(lo, hi) => {
                let lo = self.integer(lo, "the range's first value")?;
                let hi = self.integer(hi, "the range's last value")?;
                let Binder::One(n, _) = binder else {
                    return Err(binder_error(binder, "a range binds one name"));
                };
                (OverNode::Range(lo, hi), vec![(n.clone(), Kind::Int)])
            }
            Over::List(list) => {
                let ln = self.list(
                    list,
                    "what the name ranges over",
                    "a range `lo..hi`, a list such as quotients(a, b), or moves(game, …)",
                )?;
                let Binder::One(n, _) = binder else {
                    return Err(binder_error(binder, "a list binds one name"));
                };
                (OverNode::List(ln), vec![(n.clone(), Kind::Int)])
            }
            Over::Moves(game, game_span, args) => {
                let args = self.position_of(*game, args, span.clone(), game_span)?;
                let g = self.game(*game, false);
                let binds = match (binder, game.entries()) {
                    (Binder::One(n, _), _) => vec![(n.clone(), position_kind(*game))],
                    // Serial Nim's positions are lists: one name binds a move's piles.
                    (Binder::Tuple(names), None) => {
                        return Err(Diagnostic::new(
                            names[0].1.start..names[names.len() - 1].1.end,
                            format!("{} names for a Serial Nim position", names.len()),
                        )
                        .expected(
                            "one name, for the list of its piles (∀ m ∈ moves(serial-nim, p): …)",
                        ))
                    }
                    (Binder::Tuple(names), Some(entries)) if names.len() == entries => {
                        names.iter().map(|(n, _)| (n.clone(), Kind::Int)).collect()
                    }
                    (Binder::Tuple(names), Some(entries)) => {
                        return Err(Diagnostic::new(
                            names[0].1.start..names[names.len() - 1].1.end,
                            format!("{} names for a position of {entries} entries", names.len()),
                        )
                        .expected(format!("{entries} names, or one for the whole position")))
                    }
                };
                (OverNode::Moves(g, args), binds)
            }
        };
        let saved = (self.scope.len(), self.next);
        let slots: Vec<usize> = binds.iter().map(|(n, k)| self.bind(n, *k)).collect();
        let body = body(self)?;
        self.scope.truncate(saved.0);
        self.next = saved.1;
        let kind = match q {
            Quant::All | Quant::Exists => Kind::Bool,
            Quant::Count => Kind::Int,
            Quant::Sum => body.1,
        };
        Ok((
            Node::Quant(q, slots, Box::new(over), Box::new(body.0), body.1, span),
            kind,
        ))
    }

    fn call(
        &mut self,
        name: &str,
        name_span: &Range<usize>,
        args: &[Expr],
        span: Range<usize>,
    ) -> Result<(Node, Kind), Diagnostic> {
        if let Some((_, b)) = BUILTINS.iter().find(|(n, _)| *n == name) {
            return self.builtin(*b, name, args, span);
        }
        let Some(def) = self.defs.by_name.get(name).copied() else {
            let mut known: Vec<&str> = BUILTINS.iter().map(|(n, _)| *n).collect();
            known.extend(["g", "outcome", "terminal"]);
            let mut defs: Vec<&str> = self.defs.by_name.keys().copied().collect();
            defs.sort();
            known.extend(defs);
            return Err(
                Diagnostic::new(name_span.clone(), format!("unknown function `{name}`"))
                    .expected(format!("a function: {}", known.join(", "))),
            );
        };
        if args.len() != def.params.len() {
            return Err(Diagnostic::new(
                span,
                format!(
                    "`{name}` takes {} arguments, given {}",
                    def.params.len(),
                    args.len()
                ),
            )
            .expected(format!(
                "{name}({})",
                def.params
                    .iter()
                    .map(|p| p.0.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            )));
        }
        let mut nodes = Vec::new();
        let mut kinds = Vec::new();
        for a in args {
            let (n, k) = self.expr(a)?;
            nodes.push(n);
            kinds.push(k);
        }
        let (index, result) = self.instance(def, kinds, name_span)?;
        Ok((Node::Call(index, nodes, span), result))
    }

    /// The instance of `def` at `kinds`: compiled now, or found (a recursive call finds the
    /// instance being compiled, and its assumed result).
    fn instance(
        &mut self,
        def: &Def,
        kinds: Vec<Kind>,
        at: &Range<usize>,
    ) -> Result<(usize, Kind), Diagnostic> {
        let name = &def.name.0;
        if let Some(i) = self
            .instances
            .iter()
            .position(|s| &s.def == name && s.kinds == kinds)
        {
            return Ok((i, self.instances[i].result));
        }
        if self.instances.len() >= MAX_INSTANCES || self.depth >= 64 {
            return Err(Diagnostic::new(
                at.clone(),
                format!("`{name}` is called with too many kinds of arguments"),
            )
            .expected(format!("at most {MAX_INSTANCES} instances of definitions")));
        }
        if always_calls(&def.body, name) {
            return Err(Diagnostic::new(
                def.name.1.clone(),
                format!("`{name}` calls itself whatever its arguments: no call of it ever ends"),
            )
            .expected("a case that does not call it, as in `if n = 0 then 0 else …`"));
        }
        let index = self.instances.len();
        self.instances.push(Slot {
            def: name.clone(),
            kinds: kinds.clone(),
            result: Kind::Int,
            done: None,
        });
        // What a recursive call is taken to return: an integer first; where the body does not
        // compile with that (`if n = 0 then true else p(n − 1)`: the branches disagree), each
        // other kind in turn, the first error kept for the end.
        let mut untried = vec![Kind::List, Kind::Real, Kind::Rat, Kind::Outcome, Kind::Bool];
        let mut first_error = None;
        // Compile in a frame of its own.
        for _round in 0..12 {
            let saved_scope = std::mem::take(&mut self.scope);
            let saved = (self.next, self.most);
            self.next = 0;
            self.most = 0;
            for ((p, _), k) in def.params.iter().zip(&kinds) {
                self.bind(p, *k);
            }
            self.depth += 1;
            let compiled = self.expr(&def.body);
            self.depth -= 1;
            let frame = self.most;
            self.scope = saved_scope;
            (self.next, self.most) = saved;
            let (mut body, result) = match compiled {
                Ok(compiled) => compiled,
                Err(e) => {
                    first_error.get_or_insert(e);
                    let Some(next) = untried.pop() else { break };
                    self.instances.truncate(index + 1);
                    self.instances[index].result = next;
                    continue;
                }
            };
            let from_prelude = self.defs.prelude.contains(&name.as_str());
            if from_prelude {
                shift_spans(&mut body, PRELUDE_SPANS);
            }
            if result == self.instances[index].result {
                self.instances[index].done = Some(Instance {
                    name: name.clone(),
                    params: def.params.len(),
                    kinds: kinds.clone(),
                    frame,
                    body,
                    result,
                });
                return Ok((index, result));
            }
            // Assumed wrong: drop what was compiled with the assumption, and again.
            self.instances.truncate(index + 1);
            self.instances[index].result = result;
            untried.retain(|k| *k != result);
        }
        let error = first_error.unwrap_or_else(|| {
            Diagnostic::new(
                def.name.1.clone(),
                format!(
                    "what `{name}` returns could not be told (its branches disagree on a kind)"
                ),
            )
            .expected("branches of one kind")
        });
        // A place in the prelude's text means nothing in the statement's: the call that
        // reached the definition is shown, with what went wrong inside it.
        Err(if self.defs.prelude.contains(&name.as_str()) {
            let mut d = Diagnostic::new(
                at.clone(),
                format!("{}, inside the prelude's `{name}`", error.message),
            );
            d.expected = error.expected;
            d
        } else {
            error
        })
    }

    fn builtin(
        &mut self,
        b: Builtin,
        name: &str,
        args: &[Expr],
        span: Range<usize>,
    ) -> Result<(Node, Kind), Diagnostic> {
        let arity = match b {
            Builtin::Gcd | Builtin::Quotients => Some(2),
            Builtin::Min | Builtin::Max => None,
            _ => Some(1),
        };
        if let Some(k) = arity {
            if args.len() != k {
                return Err(Diagnostic::new(
                    span,
                    format!(
                        "`{name}` takes {k} argument{}, given {}",
                        if k == 1 { "" } else { "s" },
                        args.len()
                    ),
                )
                .expected(format!("{k} argument{}", if k == 1 { "" } else { "s" })));
            }
        } else if args.len() < 2 {
            return Err(Diagnostic::new(
                span,
                format!("`{name}` takes at least 2 arguments, given {}", args.len()),
            )
            .expected("two or more numbers"));
        }
        let at = span.clone();
        let wrap = |n: Node| Node::At(Box::new(n), at.clone());
        if b == Builtin::Floor {
            if let Some((n, k)) = self.floor_of_quotient(&args[0])? {
                return Ok((wrap(n), k));
            }
        }
        Ok(match b {
            Builtin::Gcd | Builtin::Quotients => {
                let x = self.integer(&args[0], "the first argument")?;
                let y = self.integer(&args[1], "the second argument")?;
                let kind = if b == Builtin::Gcd {
                    Kind::Int
                } else {
                    Kind::List
                };
                (wrap(Node::Builtin(b, vec![x, y], Kind::Int)), kind)
            }
            Builtin::Min | Builtin::Max | Builtin::Abs | Builtin::Floor | Builtin::Ceil => {
                let mut nodes = Vec::new();
                let mut kind = Kind::Int;
                for a in args {
                    let (n, k) = self.numeric(a, "an argument")?;
                    nodes.push(n);
                    kind = kind.join(k);
                }
                let result = if matches!(b, Builtin::Floor | Builtin::Ceil) {
                    Kind::Int
                } else {
                    kind
                };
                if kind == Kind::Real && matches!(b, Builtin::Min | Builtin::Max | Builtin::Abs) {
                    return Err(Diagnostic::new(
                        span,
                        format!("`{name}` of a quadratic irrational"),
                    )
                    .expected("a comparison or a floor of it"));
                }
                (wrap(Node::Builtin(b, nodes, kind)), result)
            }
            Builtin::Sqrt | Builtin::Root => {
                let x = self.integer(&args[0], "the argument")?;
                (wrap(Node::Builtin(b, vec![x], Kind::Int)), Kind::Real)
            }
            Builtin::Len => {
                let (n, k) = self.expr(&args[0])?;
                if k != Kind::List {
                    return Err(Diagnostic::new(
                        args[0].span.clone(),
                        format!("the argument is {}", k.words()),
                    )
                    .expected("a list"));
                }
                (Node::Builtin(b, vec![n], Kind::List), Kind::Int)
            }
            Builtin::Num | Builtin::Den => {
                let (n, k) = self.numeric(&args[0], "the argument")?;
                if k == Kind::Real {
                    return Err(Diagnostic::new(
                        args[0].span.clone(),
                        "a quadratic irrational has no numerator",
                    )
                    .expected("an integer or a rational"));
                }
                (Node::Builtin(b, vec![n], k), Kind::Int)
            }
        })
    }
}

fn binder_error(binder: &Binder, words: &str) -> Diagnostic {
    let span = match binder {
        Binder::One(_, s) => s.clone(),
        Binder::Tuple(names) => names[0].1.start..names[names.len() - 1].1.end,
    };
    Diagnostic::new(span, format!("{words}, not a position's entries")).expected("one name")
}

fn unreachable_op() -> (Ar, Kind, Kind) {
    (Ar::Add, Kind::Int, Kind::Int)
}

/// Moves every place in `node` by `by` bytes.
fn shift_spans(node: &mut Node, by: usize) {
    let shift = |span: &mut Range<usize>| {
        *span = span.start.saturating_add(by)..span.end.saturating_add(by);
    };
    match node {
        Node::Int(_)
        | Node::Bool(_)
        | Node::Outcome(_)
        | Node::Phi
        | Node::Rat(_)
        | Node::Real(_)
        | Node::Slot(_) => {}
        Node::Arith(_, l, r, _) | Node::Logic(_, l, r) => {
            shift_spans(l, by);
            shift_spans(r, by);
        }
        Node::Neg(x, _) | Node::Not(x) => shift_spans(x, by),
        Node::At(x, span) => {
            shift(span);
            shift_spans(x, by);
        }
        Node::Index(l, i, span) => {
            shift(span);
            shift_spans(l, by);
            shift_spans(i, by);
        }
        Node::Compare(operands, _, _, spans) => {
            spans.iter_mut().for_each(shift);
            operands.iter_mut().for_each(|n| shift_spans(n, by));
        }
        Node::If(c, x, y) => {
            shift_spans(c, by);
            shift_spans(x, by);
            shift_spans(y, by);
        }
        Node::Builtin(_, args, _) => args.iter_mut().for_each(|n| shift_spans(n, by)),
        Node::Call(_, args, span) | Node::Game(_, _, args, span) | Node::Tuple(args, span) => {
            shift(span);
            args.iter_mut().for_each(|n| shift_spans(n, by));
        }
        Node::List(items) => items.iter_mut().for_each(|n| shift_spans(n, by)),
        Node::Concat(l, r, span) => {
            shift(span);
            shift_spans(l, by);
            shift_spans(r, by);
        }
        Node::Quant(_, _, over, body, _, span) => {
            shift(span);
            match over.as_mut() {
                OverNode::Range(lo, hi) => {
                    shift_spans(lo, by);
                    shift_spans(hi, by);
                }
                OverNode::Moves(_, args) => args.iter_mut().for_each(|n| shift_spans(n, by)),
                OverNode::List(list) => shift_spans(list, by),
            }
            shift_spans(body, by);
        }
    }
}
