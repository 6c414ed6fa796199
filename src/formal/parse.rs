//! The formal language's grammar: a statement, its definitions before it and its named parts
//! after it, parsed into a tree whose every node keeps its span.
//!
//! ```text
//! program   := (def ";"?)* expr ("where" part ("," part)*)?
//! def       := "def" NAME "(" NAME ("," NAME)* ")" "=" expr
//! part      := (NAME | "QUOTED") "=" expr
//! expr      := iff
//! iff       := implies ("⇔" implies)*
//! implies   := or ("⇒" implies)?                      right-associative
//! or        := and ("or" and)*
//! and       := not ("and" not)*
//! not       := "¬" not | compare
//! compare   := sum (("<"|"≤"|">"|"≥"|"="|"≠") sum)*   chained: a < b ≤ c
//!            | sum ("∈"|"∉"|"not" "in") over          membership: k ∈ 1..n, (x, y) ∈ moves(…)
//! sum       := product (("+"|"−"|"++") product)*            `++` joins two lists
//! product   := unary (("·"|"/"|"÷"|"mod") unary | NUMBER-then-factor)*   3a is 3·a
//! unary     := "−" unary | power
//! power     := postfix ("^" unary)?
//! postfix   := atom ("[" expr "]")*
//! atom      := NUMBER | NAME | "true" | "false" | "P" | "N" | "φ" | "√" postfix
//!            | NAME "(" args ")" | "(" expr ")" | "(" expr ("," expr)+ ")"   (a position)
//!            | "⌊" expr "⌋" | "⌈" expr "⌉"
//!            | "[" (expr ("," expr)*)? "]"            a list: [2, 1], []
//!            | "if" expr "then" expr "else" expr
//!            | ("∀"|"∃"|"Σ"|"#") binder "∈" over ":" expr
//! binder    := NAME | "(" NAME ("," NAME)* ")"
//! over      := sum ".." sum | "moves" "(" GAME "," args ")" | sum   (a list)
//! GAME      := a game's name | "game"   (the game of the domain's label: `g1, g2 triples:`)
//!            | "misere-game"            (its misère version)
//! ```

use super::lex::{Tok, Token};
use super::Diagnostic;
use crate::games::GameName;
use std::ops::Range;

/// How deep expressions may nest (brackets, operators, quantifiers): deeper is refused, so that
/// no statement can exhaust the stack of the thread that evaluates it.
pub const MAX_NESTING: usize = 48;

/// How deep the tree of a statement may be, counting besides those levels each operator of a
/// chain (`a + b + c` is `(a + b) + c`, two levels): deeper is refused, for the same reason.
pub const MAX_DEPTH: usize = 256;

/// A parsed program: its definitions, its statement and its named parts.
#[derive(Clone, Debug)]
pub struct Program {
    /// `def` lines, in order.
    pub defs: Vec<Def>,
    /// The statement.
    pub body: Expr,
    /// The `where` parts, in order.
    pub parts: Vec<Part>,
}

/// `def name(params) = body`.
#[derive(Clone, Debug)]
pub struct Def {
    /// The name, and where it stands.
    pub name: (String, Range<usize>),
    /// The parameters.
    pub params: Vec<(String, Range<usize>)>,
    /// The body.
    pub body: Expr,
}

/// `name = expr` after `where`.
#[derive(Clone, Debug)]
pub struct Part {
    /// The name (quoted names without their quotes), and where it stands.
    pub name: (String, Range<usize>),
    /// The value.
    pub expr: Expr,
}

/// An expression and its span.
#[derive(Clone, Debug)]
pub struct Expr {
    /// What it is.
    pub kind: ExprKind,
    /// Its bytes in the text.
    pub span: Range<usize>,
}

/// The forms of an expression.
#[derive(Clone, Debug)]
pub enum ExprKind {
    /// An integer literal.
    Int(String),
    /// `true`, `false`.
    Bool(bool),
    /// `P` (true) or `N`.
    Outcome(bool),
    /// φ.
    Phi,
    /// A name.
    Var(String),
    /// `name(args)`: a definition or a built-in function.
    Call(String, Range<usize>, Vec<Expr>),
    /// `g(game, …)`, `outcome(game, …)`, `terminal(game, …)`.
    Game(GameFn, GameName, Range<usize>, Vec<Expr>),
    /// A prefix operator.
    Unary(UnOp, Box<Expr>),
    /// A binary operator.
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// A chain of comparisons.
    Compare(Vec<Expr>, Vec<(CmpOp, Range<usize>)>),
    /// `if c then x else y`.
    If(Box<Expr>, Box<Expr>, Box<Expr>),
    /// A quantifier, a sum or a count.
    Quant(Quant, Binder, Over, Box<Expr>),
    /// `list[i]`.
    Index(Box<Expr>, Box<Expr>),
    /// `(x, y)`, `(x, y, z)`: a position's entries.
    Tuple(Vec<Expr>),
    /// `[x, y, …]`: a list of integers (`[]` the empty one).
    List(Vec<Expr>),
    /// `x ∈ over` (`x ∉ over` when the flag is set): a range's, a list's or a game's moves'.
    Member(Box<Expr>, Over, bool),
}

/// A function of a game's position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameFn {
    /// Its Sprague–Grundy value (the table's).
    Value,
    /// P or N.
    Outcome,
    /// Whether it is final (no move).
    Terminal,
}

/// Prefix operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    /// `−x`.
    Neg,
    /// `¬p`.
    Not,
    /// `⌊x⌋`.
    Floor,
    /// `⌈x⌉`.
    Ceil,
    /// `√x`.
    Sqrt,
}

/// Binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// `+`.
    Add,
    /// `−`.
    Sub,
    /// `·`.
    Mul,
    /// `/`: exact.
    Div,
    /// `÷`: floor.
    FloorDiv,
    /// `mod`.
    Mod,
    /// `^`.
    Pow,
    /// `and`.
    And,
    /// `or`.
    Or,
    /// `⇒`.
    Implies,
    /// `⇔`.
    Iff,
    /// `++`: two lists joined.
    Concat,
}

/// Comparison operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpOp {
    /// `<`.
    Lt,
    /// `≤`.
    Le,
    /// `>`.
    Gt,
    /// `≥`.
    Ge,
    /// `=`.
    Eq,
    /// `≠`.
    Ne,
}

/// Quantifiers and aggregates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quant {
    /// `∀`.
    All,
    /// `∃`.
    Exists,
    /// `Σ`.
    Sum,
    /// `#`: how many satisfy.
    Count,
}

/// What a quantifier binds.
#[derive(Clone, Debug)]
pub enum Binder {
    /// One name.
    One(String, Range<usize>),
    /// The entries of a position, `(x, y)`.
    Tuple(Vec<(String, Range<usize>)>),
}

/// What a quantifier ranges over.
#[derive(Clone, Debug)]
pub enum Over {
    /// `lo..hi`, both included.
    Range(Box<Expr>, Box<Expr>),
    /// The moves of a game from a position, in the game's order.
    Moves(GameName, Range<usize>, Vec<Expr>),
    /// The entries of a list.
    List(Box<Expr>),
}

struct Parser<'t> {
    text: &'t str,
    toks: Vec<Token>,
    at: usize,
    depth: usize,
    /// The operators of the chains the parser is inside (each a level of the tree).
    ops: usize,
    /// The game the word `game` names: the domain's label's (`g1, g2 triples:`), if any.
    label_game: Option<GameName>,
}

/// Parses `text` (already tokenised as `toks`).
pub fn program(text: &str, toks: Vec<Token>) -> Result<Program, Diagnostic> {
    program_for(text, toks, None)
}

/// [`program`], the word `game` in a game's place naming `label_game` (the game of the domain's
/// label the statement is walked under), or refused where there is none.
pub fn program_for(
    text: &str,
    toks: Vec<Token>,
    label_game: Option<GameName>,
) -> Result<Program, Diagnostic> {
    let mut p = Parser {
        text,
        toks,
        at: 0,
        depth: 0,
        ops: 0,
        label_game,
    };
    let mut defs = Vec::new();
    while p.eat("def") {
        defs.push(p.def()?);
        p.eat(";");
    }
    if p.peek().is_none() {
        return Err(Diagnostic::new(text.len()..text.len(), "no statement")
            .expected("a statement after the definitions"));
    }
    let body = p.expr()?;
    let mut parts = Vec::new();
    if p.eat("where") {
        loop {
            parts.push(p.part()?);
            if !p.eat(",") {
                break;
            }
        }
    }
    if p.peek().is_some() {
        return Err(p.unexpected(if parts.is_empty() {
            "an operator, `where` or the end of the statement"
        } else {
            "`,` and another named part, or the end"
        }));
    }
    Ok(Program { defs, body, parts })
}

/// Parses a filter (a domain's "such that"): one expression.
pub fn expression(text: &str, toks: Vec<Token>) -> Result<Expr, Diagnostic> {
    let mut p = Parser {
        text,
        toks,
        at: 0,
        depth: 0,
        ops: 0,
        label_game: None,
    };
    let e = p.expr()?;
    if p.peek().is_some() {
        return Err(p.unexpected("an operator or the end of the domain"));
    }
    Ok(e)
}

fn describe(tok: &Tok) -> String {
    match tok {
        Tok::Int(s) => format!("number `{s}`"),
        Tok::Ident(s) => format!("name `{s}`"),
        Tok::Quoted(s) => format!("quoted name \"{s}\""),
        Tok::Sym(s) => format!("`{}`", show_sym(s)),
    }
}

fn show_sym(s: &str) -> &str {
    match s {
        "floor(" => "⌊",
        ")floor" => "⌋",
        "ceil(" => "⌈",
        ")ceil" => "⌉",
        s => s,
    }
}

impl Parser<'_> {
    /// A token as written (`÷`, not its ASCII spelling).
    fn shown(&self, t: &Token) -> String {
        match &t.tok {
            Tok::Sym(_) => format!("`{}`", &self.text[t.span.clone()]),
            tok => describe(tok),
        }
    }

    fn peek(&self) -> Option<&Token> {
        self.toks.get(self.at)
    }

    fn is(&self, sym: &str) -> bool {
        matches!(self.peek(), Some(Token { tok: Tok::Sym(s), .. }) if *s == sym)
    }

    fn eat(&mut self, sym: &str) -> bool {
        if self.is(sym) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    /// Where the next token stands, or the end of the text.
    fn here(&self) -> Range<usize> {
        self.peek()
            .map(|t| t.span.clone())
            .unwrap_or(self.text.len()..self.text.len())
    }

    fn end_of_last(&self) -> usize {
        self.at
            .checked_sub(1)
            .and_then(|i| self.toks.get(i))
            .map_or(0, |t| t.span.end)
    }

    fn unexpected(&self, expected: &str) -> Diagnostic {
        match self.peek() {
            Some(t) => Diagnostic::new(t.span.clone(), format!("unexpected {}", self.shown(t))),
            None => Diagnostic::new(self.here(), "the statement ends too soon"),
        }
        .expected(expected)
    }

    fn expect(&mut self, sym: &str, expected: &str) -> Result<Range<usize>, Diagnostic> {
        let span = self.here();
        if self.eat(sym) {
            Ok(span)
        } else {
            Err(self.unexpected(expected))
        }
    }

    fn name(&mut self, expected: &str) -> Result<(String, Range<usize>), Diagnostic> {
        match self.peek() {
            Some(Token {
                tok: Tok::Ident(s),
                span,
            }) => {
                let out = (s.clone(), span.clone());
                self.at += 1;
                Ok(out)
            }
            _ => Err(self.unexpected(expected)),
        }
    }

    fn def(&mut self) -> Result<Def, Diagnostic> {
        let name = self.name("the name of the definition")?;
        // A game's function is parsed as one wherever it is called: it cannot be redefined
        // (the other built-ins are refused where the definitions are compiled).
        if matches!(name.0.as_str(), "g" | "outcome" | "terminal" | "moves") {
            return Err(Diagnostic::new(
                name.1.clone(),
                format!("`{}` is a built-in function", name.0),
            )
            .expected("another name for the definition"));
        }
        self.expect("(", "`(` and the parameters")?;
        let mut params = Vec::new();
        loop {
            params.push(self.name("a parameter's name")?);
            if !self.eat(",") {
                break;
            }
        }
        self.expect(")", "`,` or `)`")?;
        self.expect("=", "`=` and the definition's value")?;
        let body = self.expr()?;
        Ok(Def { name, params, body })
    }

    fn part(&mut self) -> Result<Part, Diagnostic> {
        let name = match self.peek() {
            Some(Token {
                tok: Tok::Quoted(s),
                span,
            }) => {
                let out = (s.clone(), span.clone());
                self.at += 1;
                out
            }
            _ => self.name("a part's name (a name, or any text in double quotes)")?,
        };
        self.expect("=", "`=` and the part's value")?;
        let expr = self.expr()?;
        Ok(Part { name, expr })
    }

    fn nest(&mut self, start: Range<usize>) -> Result<(), Diagnostic> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(Diagnostic::new(
                start,
                format!("the statement nests deeper than {MAX_NESTING} levels here"),
            )
            .expected("a flatter statement (a `def` names a part)"));
        }
        Ok(())
    }

    /// One more operator of a chain: a level of the tree, refused past [`MAX_DEPTH`].
    fn link(&mut self) -> Result<(), Diagnostic> {
        self.ops += 1;
        if self.depth + self.ops > MAX_DEPTH {
            return Err(Diagnostic::new(
                self.here(),
                format!(
                    "the statement's tree is deeper than {MAX_DEPTH} levels here (each operator \
                     of a chain is one)"
                ),
            )
            .expected("a shorter chain (a sum of many terms is Σ, a `def` names a part)"));
        }
        Ok(())
    }

    fn expr(&mut self) -> Result<Expr, Diagnostic> {
        self.nest(self.here())?;
        let e = self.iff();
        self.depth -= 1;
        e
    }

    fn binary(op: BinOp, l: Expr, r: Expr) -> Expr {
        let span = l.span.start..r.span.end;
        Expr {
            kind: ExprKind::Binary(op, Box::new(l), Box::new(r)),
            span,
        }
    }

    fn iff(&mut self) -> Result<Expr, Diagnostic> {
        let before = self.ops;
        let mut l = self.implies()?;
        while self.eat("<=>") {
            self.link()?;
            let r = self.implies()?;
            l = Self::binary(BinOp::Iff, l, r);
        }
        self.ops = before;
        Ok(l)
    }

    fn implies(&mut self) -> Result<Expr, Diagnostic> {
        let l = self.or()?;
        if self.eat("=>") {
            self.nest(self.here())?;
            let r = self.implies();
            self.depth -= 1;
            return Ok(Self::binary(BinOp::Implies, l, r?));
        }
        Ok(l)
    }

    fn or(&mut self) -> Result<Expr, Diagnostic> {
        let before = self.ops;
        let mut l = self.and()?;
        while self.eat("or") {
            self.link()?;
            let r = self.and()?;
            l = Self::binary(BinOp::Or, l, r);
        }
        self.ops = before;
        Ok(l)
    }

    fn and(&mut self) -> Result<Expr, Diagnostic> {
        let before = self.ops;
        let mut l = self.not()?;
        while self.eat("and") {
            self.link()?;
            let r = self.not()?;
            l = Self::binary(BinOp::And, l, r);
        }
        self.ops = before;
        Ok(l)
    }

    fn not(&mut self) -> Result<Expr, Diagnostic> {
        let start = self.here();
        if self.eat("not") {
            self.nest(start.clone())?;
            let e = self.not();
            self.depth -= 1;
            let e = e?;
            let span = start.start..e.span.end;
            return Ok(Expr {
                kind: ExprKind::Unary(UnOp::Not, Box::new(e)),
                span,
            });
        }
        self.compare()
    }

    fn compare(&mut self) -> Result<Expr, Diagnostic> {
        let first = self.sum()?;
        // Membership: `x ∈ over`, `x ∉ over`, `x not in over`.
        let negated = match self.peek().map(|t| &t.tok) {
            Some(Tok::Sym("in")) => Some(false),
            Some(Tok::Sym("notin")) => Some(true),
            Some(Tok::Sym("not"))
                if matches!(
                    self.toks.get(self.at + 1).map(|t| &t.tok),
                    Some(Tok::Sym("in"))
                ) =>
            {
                self.at += 1;
                Some(true)
            }
            _ => None,
        };
        if let Some(negated) = negated {
            self.at += 1;
            let over = self.over()?;
            let end = self.toks[self.at - 1].span.end;
            let span = first.span.start..end;
            return Ok(Expr {
                kind: ExprKind::Member(Box::new(first), over, negated),
                span,
            });
        }
        let mut operands = vec![first];
        let mut ops: Vec<(CmpOp, Range<usize>)> = Vec::new();
        loop {
            let span = self.here();
            let op = match self.peek().map(|t| &t.tok) {
                Some(Tok::Sym("<")) => CmpOp::Lt,
                Some(Tok::Sym("<=")) => CmpOp::Le,
                Some(Tok::Sym(">")) => CmpOp::Gt,
                Some(Tok::Sym(">=")) => CmpOp::Ge,
                Some(Tok::Sym("=")) => CmpOp::Eq,
                Some(Tok::Sym("!=")) => CmpOp::Ne,
                _ => break,
            };
            self.at += 1;
            ops.push((op, span));
            operands.push(self.sum()?);
        }
        if ops.is_empty() {
            return Ok(operands.swap_remove(0));
        }
        let span = operands[0].span.start..operands[operands.len() - 1].span.end;
        Ok(Expr {
            kind: ExprKind::Compare(operands, ops),
            span,
        })
    }

    fn sum(&mut self) -> Result<Expr, Diagnostic> {
        let before = self.ops;
        let mut l = self.product()?;
        loop {
            let op = if self.eat("++") {
                BinOp::Concat
            } else if self.eat("+") {
                BinOp::Add
            } else if self.eat("-") {
                BinOp::Sub
            } else {
                break;
            };
            self.link()?;
            let r = self.product()?;
            l = Self::binary(op, l, r);
        }
        self.ops = before;
        Ok(l)
    }

    /// Whether the next token starts a factor that a number written before it multiplies
    /// (`3a`, `2(a + b)`, `2φ`, `2⌊b/a⌋`, `2√5`).
    fn starts_implicit_factor(&self) -> bool {
        matches!(
            self.peek().map(|t| &t.tok),
            Some(Tok::Ident(_)) | Some(Tok::Sym("(" | "phi" | "sqrt" | "floor(" | "ceil("))
        )
    }

    fn product(&mut self) -> Result<Expr, Diagnostic> {
        let before = self.ops;
        let mut l = self.unary()?;
        loop {
            let op = if self.eat("*") {
                BinOp::Mul
            } else if self.eat("/") {
                BinOp::Div
            } else if self.eat("div") {
                BinOp::FloorDiv
            } else if self.eat("mod") {
                BinOp::Mod
            } else if matches!(l.kind, ExprKind::Int(_)) && self.starts_implicit_factor() {
                // `3a`: a number then a factor, with nothing between.
                self.link()?;
                let r = self.power()?;
                l = Self::binary(BinOp::Mul, l, r);
                continue;
            } else {
                break;
            };
            self.link()?;
            let r = self.unary()?;
            l = Self::binary(op, l, r);
        }
        self.ops = before;
        Ok(l)
    }

    fn unary(&mut self) -> Result<Expr, Diagnostic> {
        let start = self.here();
        if self.eat("-") {
            self.nest(start.clone())?;
            let e = self.unary();
            self.depth -= 1;
            let e = e?;
            let span = start.start..e.span.end;
            return Ok(Expr {
                kind: ExprKind::Unary(UnOp::Neg, Box::new(e)),
                span,
            });
        }
        self.power()
    }

    fn power(&mut self) -> Result<Expr, Diagnostic> {
        let base = self.postfix()?;
        if self.eat("^") {
            self.nest(self.here())?;
            let e = self.unary();
            self.depth -= 1;
            return Ok(Self::binary(BinOp::Pow, base, e?));
        }
        Ok(base)
    }

    fn postfix(&mut self) -> Result<Expr, Diagnostic> {
        let before = self.ops;
        let mut e = self.atom()?;
        while self.eat("[") {
            self.link()?;
            let i = self.expr()?;
            let close = self.expect("]", "`]`")?;
            let span = e.span.start..close.end;
            e = Expr {
                kind: ExprKind::Index(Box::new(e), Box::new(i)),
                span,
            };
        }
        self.ops = before;
        Ok(e)
    }

    fn atom(&mut self) -> Result<Expr, Diagnostic> {
        let start = self.here();
        self.nest(start.clone())?;
        let e = self.atom_inner(start);
        self.depth -= 1;
        e
    }

    fn atom_inner(&mut self, start: Range<usize>) -> Result<Expr, Diagnostic> {
        let Some(token) = self.peek().cloned() else {
            return Err(self.unexpected("a value: a number, a name, `(`, a quantifier"));
        };
        let leaf = |kind| {
            Ok(Expr {
                kind,
                span: token.span.clone(),
            })
        };
        match token.tok {
            Tok::Int(s) => {
                self.at += 1;
                leaf(ExprKind::Int(s))
            }
            // A part with a quoted name, by that name.
            Tok::Quoted(s) => {
                self.at += 1;
                leaf(ExprKind::Var(s))
            }
            Tok::Sym("true") => {
                self.at += 1;
                leaf(ExprKind::Bool(true))
            }
            Tok::Sym("false") => {
                self.at += 1;
                leaf(ExprKind::Bool(false))
            }
            Tok::Sym("P") => {
                self.at += 1;
                leaf(ExprKind::Outcome(true))
            }
            Tok::Sym("N") => {
                self.at += 1;
                leaf(ExprKind::Outcome(false))
            }
            Tok::Sym("phi") => {
                self.at += 1;
                leaf(ExprKind::Phi)
            }
            Tok::Sym("sqrt") => {
                self.at += 1;
                let e = self.postfix()?;
                let span = start.start..e.span.end;
                Ok(Expr {
                    kind: ExprKind::Unary(UnOp::Sqrt, Box::new(e)),
                    span,
                })
            }
            Tok::Sym("(") => {
                self.at += 1;
                let e = self.expr()?;
                if self.eat(",") {
                    // A position: `(x, y)`, `(x, y, z)`.
                    let mut entries = vec![e, self.expr()?];
                    while self.eat(",") {
                        entries.push(self.expr()?);
                    }
                    let close = self.expect(")", "`,` or `)`")?;
                    return Ok(Expr {
                        kind: ExprKind::Tuple(entries),
                        span: start.start..close.end,
                    });
                }
                let close = self.expect(")", "`)`")?;
                Ok(Expr {
                    kind: e.kind,
                    span: start.start..close.end,
                })
            }
            Tok::Sym("[") => {
                // A list: `[2, 1]`, `[]`.
                self.at += 1;
                let (items, close) = self.items_until("]")?;
                Ok(Expr {
                    kind: ExprKind::List(items),
                    span: start.start..close.end,
                })
            }
            Tok::Sym(open @ ("floor(" | "ceil(")) => {
                self.at += 1;
                let e = self.expr()?;
                let (close, op, words) = if open == "floor(" {
                    (")floor", UnOp::Floor, "`⌋`")
                } else {
                    (")ceil", UnOp::Ceil, "`⌉`")
                };
                let end = self.expect(close, words)?;
                Ok(Expr {
                    kind: ExprKind::Unary(op, Box::new(e)),
                    span: start.start..end.end,
                })
            }
            Tok::Sym("if") => {
                self.at += 1;
                let c = self.expr()?;
                self.expect("then", "`then`")?;
                let x = self.expr()?;
                self.expect("else", "`else` (every `if` has both branches)")?;
                let y = self.expr()?;
                let span = start.start..y.span.end;
                Ok(Expr {
                    kind: ExprKind::If(Box::new(c), Box::new(x), Box::new(y)),
                    span,
                })
            }
            Tok::Sym(q @ ("forall" | "exists" | "sum" | "count")) => {
                self.at += 1;
                let q = match q {
                    "forall" => Quant::All,
                    "exists" => Quant::Exists,
                    "sum" => Quant::Sum,
                    _ => Quant::Count,
                };
                let binder = self.binder()?;
                self.expect("in", "`∈` (or `in`) and what the name ranges over")?;
                let over = self.over()?;
                self.expect(":", "`:` and the quantified statement")?;
                let body = self.expr()?;
                let span = start.start..body.span.end;
                Ok(Expr {
                    kind: ExprKind::Quant(q, binder, over, Box::new(body)),
                    span,
                })
            }
            Tok::Ident(name) => {
                self.at += 1;
                if !self.is("(") {
                    return leaf(ExprKind::Var(name));
                }
                self.at += 1;
                let game_fn = match name.as_str() {
                    "g" => Some(GameFn::Value),
                    "outcome" => Some(GameFn::Outcome),
                    "terminal" => Some(GameFn::Terminal),
                    "moves" => {
                        return Err(Diagnostic::new(
                            token.span.clone(),
                            "`moves(…)` is a set of positions, ranged over by a quantifier",
                        )
                        .expected(
                            "∀ (x, y) ∈ moves(game, a, b): …, or one name for each position: \
                             ∀ m ∈ moves(serial-nim, p): …",
                        ))
                    }
                    _ => None,
                };
                if let Some(f) = game_fn {
                    let (game, game_span) = self.game()?;
                    let args = self.args_after_game()?;
                    let end = self.end_of_last();
                    return Ok(Expr {
                        kind: ExprKind::Game(f, game, game_span, args),
                        span: start.start..end,
                    });
                }
                let (args, close) = self.items_until(")")?;
                Ok(Expr {
                    kind: ExprKind::Call(name, token.span.clone(), args),
                    span: start.start..close.end,
                })
            }
            _ => Err(self.unexpected("a value: a number, a name, `(`, a quantifier")),
        }
    }

    /// A game's name, written as the catalogue writes it (`grossman`, `misere-cole-davie`,
    /// `3-euclid`): the text up to the next `,` or `)`.
    fn game(&mut self) -> Result<(GameName, Range<usize>), Diagnostic> {
        let from = self.at;
        while self.peek().is_some() && !self.is(",") && !self.is(")") {
            self.at += 1;
        }
        if self.at == from {
            return Err(self.unexpected("a game's name first: grossman, cole-davie, g1, …"));
        }
        let span = self.toks[from].span.start..self.toks[self.at - 1].span.end;
        let written: String = self.text[span.clone()]
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| if c == '−' { '-' } else { c })
            .collect();
        if written == "game" || written == "misere-game" {
            // `misere-game`: the misère version of the label's game (a label naming a misère
            // game has none other).
            let twin = |game: GameName| match game {
                GameName::TwoEntry {
                    game,
                    misere: false,
                } => Some(GameName::TwoEntry { game, misere: true }),
                GameName::Triple {
                    game,
                    misere: false,
                } => Some(GameName::Triple { game, misere: true }),
                _ => None,
            };
            return match self.label_game {
                Some(game) if written == "game" => Ok((game, span)),
                Some(GameName::SerialNim) => Err(Diagnostic::new(
                    span,
                    "`misere-game` is the misère version of the label's game, and serial-nim has \
                     none in this program",
                )
                .expected("`game` for Serial Nim itself")),
                Some(game) => twin(game).map(|t| (t, span.clone())).ok_or_else(|| {
                    let example = match game {
                        GameName::Triple { .. } => "`g1, g2 triples:`",
                        _ => "`grossman, cole-davie pairs:`",
                    };
                    Diagnostic::new(
                        span,
                        format!(
                            "`misere-game` is the misère version of the label's game, and the \
                             label `{game}` names a misère game already"
                        ),
                    )
                    .expected(format!(
                        "`game` for the label's own game, or labels naming games in their normal \
                         version ({example})"
                    ))
                }),
                None => Err(Diagnostic::new(
                    span,
                    format!(
                        "`{written}` is {} the domain's label, and this domain has none that \
                         names a game",
                        if written == "game" {
                            "the game of"
                        } else {
                            "the misère version of the game of"
                        }
                    ),
                )
                .expected(
                    "a game's name, or a domain labelled with games (`g1, g2 triples:` walks the \
                     triples once for each, `game` naming it)",
                )),
            };
        }
        let game = GameName::parse_canonical(&written).map_err(|_| {
            Diagnostic::new(span.clone(), format!("unknown game `{written}`")).expected(format!(
                "a game's name: {}",
                GameName::spellings().collect::<Vec<_>>().join(", ")
            ))
        })?;
        Ok((game, span))
    }

    /// Expressions separated by commas, none or more, then `close` (`]` of a list, `)` of a
    /// call's arguments): the expressions and the closing symbol's place.
    fn items_until(
        &mut self,
        close: &'static str,
    ) -> Result<(Vec<Expr>, Range<usize>), Diagnostic> {
        let mut items = Vec::new();
        if !self.is(close) {
            loop {
                items.push(self.expr()?);
                if !self.eat(",") {
                    break;
                }
            }
        }
        let end = self.expect(close, &format!("`,` or `{close}`"))?;
        Ok((items, end))
    }

    fn args_after_game(&mut self) -> Result<Vec<Expr>, Diagnostic> {
        let mut args = Vec::new();
        while self.eat(",") {
            args.push(self.expr()?);
        }
        self.expect(")", "`,` and the position's entries, or `)`")?;
        Ok(args)
    }

    fn binder(&mut self) -> Result<Binder, Diagnostic> {
        if self.eat("(") {
            let mut names = Vec::new();
            loop {
                names.push(self.name("a name for each entry of the position")?);
                if !self.eat(",") {
                    break;
                }
            }
            self.expect(")", "`,` or `)`")?;
            return Ok(Binder::Tuple(names));
        }
        let (n, s) = self.name("the quantified name (or `(x, y)` for a position's entries)")?;
        Ok(Binder::One(n, s))
    }

    fn over(&mut self) -> Result<Over, Diagnostic> {
        if matches!(self.peek().map(|t| &t.tok), Some(Tok::Ident(s)) if s == "moves")
            && matches!(
                self.toks.get(self.at + 1).map(|t| &t.tok),
                Some(Tok::Sym("("))
            )
        {
            self.at += 2;
            let (game, span) = self.game()?;
            let args = self.args_after_game()?;
            return Ok(Over::Moves(game, span, args));
        }
        let lo = self.sum()?;
        if self.eat("..") {
            let hi = self.sum()?;
            return Ok(Over::Range(Box::new(lo), Box::new(hi)));
        }
        Ok(Over::List(Box::new(lo)))
    }
}
