//! The evaluator: a compiled statement at one point, exactly, within a count of steps and a
//! depth. What cannot be computed (a step count or size past its limit, a table past the run's
//! bound, a division by zero, a position that is no position of its game) is an error naming
//! the part of the statement where it happened: never a value guessed, never a point skipped.

use super::compile::{Ar, Builtin, Compiled, Kind, Node, OverNode, PRELUDE_SPANS};
use super::num::{power, Int, Quad, Rat, MAX_BITS};
use super::parse::{BinOp, CmpOp, GameFn, Quant};
use crate::games::{GameName, SerialNim};
use crate::solver::{ReferenceSolver, TripleTruth, Truth};
use crate::vocab::{Answer, Outcome};
use std::cmp::Ordering;
use std::fmt;
use std::ops::Range;
use std::rc::Rc;
use std::sync::Arc;

/// The steps one point may take by default (each node evaluated, each value a quantifier
/// ranges over): a million.
pub const DEFAULT_STEPS: u64 = 1_000_000;

/// How deep evaluation may nest (calls that are not in tail position, within expressions):
/// deeper ends the point as a limit reached, before the thread's stack could.
pub const MAX_DEPTH: usize = 600;

/// A value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// An integer.
    Int(Int),
    /// A rational.
    Rat(Rat),
    /// A number of a quadratic field.
    Real(Rc<Quad>),
    /// A truth value.
    Bool(bool),
    /// An outcome (true: P).
    Outcome(bool),
    /// A list of integers.
    List(Rc<Vec<Int>>),
    /// A position.
    Pos(Rc<Vec<u64>>),
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Int(i) => write!(f, "{i}"),
            Value::Rat(r) => write!(f, "{r}"),
            Value::Real(q) => write!(f, "{q}"),
            Value::Bool(b) => write!(f, "{b}"),
            Value::Outcome(p) => f.write_str(if *p { "P" } else { "N" }),
            Value::List(l) => {
                let items: Vec<String> = l.iter().map(Int::to_string).collect();
                write!(f, "[{}]", items.join(", "))
            }
            Value::Pos(p) => {
                let items: Vec<String> = p.iter().map(u64::to_string).collect();
                write!(f, "({})", items.join(", "))
            }
        }
    }
}

impl Value {
    /// The value of kind `kind` that the word `v` stands for (see [`super::word`]).
    fn of_word(v: i64, kind: Kind) -> Value {
        match kind {
            Kind::Bool => Value::Bool(v != 0),
            Kind::Outcome => Value::Outcome(v != 0),
            _ => Value::Int(Int::Small(v)),
        }
    }

    /// Its size in 64-bit words, as the arithmetic on it costs (1 for a machine word, a truth
    /// value, an outcome; a list or a position by its largest entry).
    fn words(&self) -> u64 {
        match self {
            Value::Int(i) => i.words(),
            Value::Rat(r) => r.words(),
            Value::Real(q) => q.words(),
            Value::List(l) => l.iter().map(Int::words).max().unwrap_or(1),
            Value::Bool(_) | Value::Outcome(_) | Value::Pos(_) => 1,
        }
    }

    /// The bits of a number (of its larger part; see [`Quad::bits`]); 1 for anything else.
    fn bits(&self) -> u64 {
        match self {
            Value::Int(i) => i.bits(),
            Value::Rat(r) => r.bits(),
            Value::Real(q) => q.bits(),
            _ => 1,
        }
    }

    /// Whether arithmetic on it reduces fractions (a rational or a quadratic irrational).
    fn fractional(&self) -> bool {
        matches!(self, Value::Rat(_) | Value::Real(_))
    }

    /// The answer this value prints as (`Answer::of(value)`), built directly for the integers,
    /// truth values and outcomes: an integer of many digits is not printed and read back.
    pub fn answer(&self) -> Answer {
        match self {
            Value::Int(i) => Answer::Number(i.big()),
            Value::Bool(b) => Answer::Bool(*b),
            Value::Outcome(p) => Answer::Outcome(Outcome::of_p(*p)),
            _ => Answer::of(self),
        }
    }
}

/// Why a point could not be evaluated, and where in the statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EvalError {
    /// What happened.
    pub message: String,
    /// The bytes of the statement where it happened, when known.
    pub span: Option<Range<usize>>,
}

impl EvalError {
    fn new(message: impl Into<String>) -> Box<EvalError> {
        Box::new(EvalError {
            message: message.into(),
            span: None,
        })
    }
}

/// An evaluation's result; the error boxed, so that a result is no larger than its value.
type Res<T> = Result<T, Box<EvalError>>;

/// A game's values, as the run's tables give them, read up to the run's bound (the second
/// field) whatever size the table was built to: what a statement may read never depends on
/// which tables another claim built before it.
#[derive(Clone)]
pub enum GameTable {
    /// A game on pairs.
    Pair(Arc<Truth>, u64),
    /// A game on triples.
    Triple(Arc<TripleTruth>, u64),
    /// Serial Nim, solved at each point by the reference solver, for positions whose piles sum
    /// to at most the bound.
    Piles(u64),
}

/// The most bytes the positions below one Serial Nim position may take in the reference
/// solver's memo (96 bytes and its piles' each): past it, the point ends as a limit reached.
/// A point of the piles walked to a sum of 20 meets at most 21 positions, and the quotients of
/// `b/a` sum to at most `b`; the plan counts it.
pub const SERIAL_NIM_MAX_BYTES: u64 = 8 << 20;

/// The most characters a named list may print to (its entries and their separators): a part
/// is printed at a counterexample, in reports and in the entry `conjecture` writes, whose file
/// the catalogue's loader reads only up to 16 MiB.
const MAX_RECORDED: u64 = 1 << 20;

/// An upper bound of the characters an integer prints to, with the separator after it: its
/// decimal digits (at most ⌈bits · log10 2⌉ + 1), a sign and ", ".
fn printed_len(x: &Int) -> u64 {
    x.bits().saturating_mul(30103) / 100_000 + 4
}

/// [`printed_len`] of a list of machine words.
fn words_printed(list: &[i64]) -> u64 {
    list.iter()
        .map(|x| printed_len(&Int::Small(*x)))
        .fold(0, u64::saturating_add)
}

/// What a position of Serial Nim takes in the memo besides its piles (the key's vector, the
/// value, the hash map's slot and spare room), rounded up.
const SERIAL_NIM_POSITION_BYTES: u128 = 96;

/// The bytes the memo of Serial Nim keeps, counted as a value's positions are counted (96
/// bytes and its piles' each), before it is emptied.
pub const SERIAL_NIM_MEMO_BYTES: u64 = 16 << 20;

/// Serial Nim's reference solver, one for the process, its memo kept from point to point, with
/// the bytes its positions were counted at: the values are the game's whatever it knew before,
/// and a point's steps are counted by the piles (`Eval::serial_nim`), never by what the memo
/// spared. One memo whatever the threads, so that what it holds is bounded once: at most
/// [`SERIAL_NIM_MEMO_BYTES`] and one value's [`SERIAL_NIM_MAX_BYTES`].
static SERIAL_NIM: std::sync::Mutex<Option<(ReferenceSolver<SerialNim>, u64)>> =
    std::sync::Mutex::new(None);

/// The bytes the positions below the piles `e` take in the solver's memo (96 bytes and 8 for
/// each pile, for each of the `sum + 1`); `None` past [`SERIAL_NIM_MAX_BYTES`].
pub(super) fn serial_nim_held(e: &[u64]) -> Option<u64> {
    let positions = e.iter().map(|x| u128::from(*x)).sum::<u128>() + 1;
    let held = positions.saturating_mul(SERIAL_NIM_POSITION_BYTES + 8 * e.len() as u128);
    u64::try_from(held)
        .ok()
        .filter(|held| *held <= SERIAL_NIM_MAX_BYTES)
}

/// Serial Nim's value at the piles `e` by the process's reference solver, whose memo counts
/// `held` bytes more (emptied first where it would pass [`SERIAL_NIM_MEMO_BYTES`]: values never
/// depend on what it knows). The evaluators on values and on words both ask it here.
pub(super) fn serial_nim_value(e: &[u64], held: u64) -> Result<u32, String> {
    let mut memo = SERIAL_NIM
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if memo
        .as_ref()
        .is_none_or(|(_, bytes)| bytes.saturating_add(held) > SERIAL_NIM_MEMO_BYTES)
    {
        *memo = Some((ReferenceSolver::with_budget(SerialNim, u64::MAX), 0));
    }
    let (solver, bytes) = memo.as_mut().expect("a memo, made above");
    *bytes = bytes.saturating_add(held);
    solver
        .sprague_grundy(&e.to_vec())
        .map_err(|err| err.to_string())
}

/// The evaluation of one point.
pub struct Eval<'a> {
    prog: &'a Compiled,
    tables: &'a [Option<GameTable>],
    steps: u64,
    max_steps: u64,
    depth: usize,
    /// Vectors of values given back by finished calls, reused by the next ones (a recursion's
    /// every step needs one for its arguments).
    spare: Vec<Vec<Value>>,
    /// The last continued fraction computed, with its `(a, b)`: a statement reads the
    /// quotients of its point again and again (in its parts, inside its quantifiers).
    quotients: Option<(Int, Int, Rc<Vec<Int>>)>,
    /// Whether a point is first evaluated on machine words where the program allows it
    /// ([`super::word`]); off only to compare the two.
    on_words: bool,
}

enum Tail {
    Value(Value),
    Call(usize, Vec<Value>),
}

impl<'a> Eval<'a> {
    /// An evaluation of `prog` reading `tables` (one for each of its games whose values it
    /// reads), at most `max_steps` steps.
    pub fn new(prog: &'a Compiled, tables: &'a [Option<GameTable>], max_steps: u64) -> Eval<'a> {
        Eval {
            prog,
            tables,
            steps: 0,
            max_steps,
            depth: 0,
            spare: Vec::new(),
            quotients: None,
            on_words: true,
        }
    }

    /// The same evaluation, every point on values: what the evaluator on words must agree
    /// with (its tests and the `formal` fuzz target compare them).
    pub fn on_values(mut self) -> Eval<'a> {
        self.on_words = false;
        self
    }

    /// The steps taken so far.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// The statement at the point `vars`, recording each named part with `record` (given how to make its value, made only where it is wanted).
    pub fn run(
        &mut self,
        vars: &[u64],
        mut record: impl FnMut(&str, &dyn Fn() -> Value),
    ) -> Res<bool> {
        if self.on_words && self.prog.words && self.steps == 0 {
            let mut words = super::word::Words::new(self.prog, self.tables, self.max_steps);
            let ran = words.run(vars);
            // A list too long to record: the evaluator on values says so.
            let recordable = || {
                self.prog
                    .parts
                    .iter()
                    .zip(words.parts())
                    .all(|((_, _, kind), v)| {
                        *kind != Kind::List || words_printed(words.list(*v)) <= MAX_RECORDED
                    })
            };
            if let Some(holds) = ran.filter(|_| recordable()) {
                for ((name, _, kind), &v) in self.prog.parts.iter().zip(words.parts()) {
                    let value = || match kind {
                        Kind::List => Value::List(Rc::new(
                            words.list(v).iter().map(|x| Int::Small(*x)).collect(),
                        )),
                        // Entries of positions are at least 0 (`Words::entries`).
                        Kind::Pos(_) => Value::Pos(Rc::new(
                            words.list(v).iter().map(|x| x.unsigned_abs()).collect(),
                        )),
                        _ => Value::of_word(v, *kind),
                    };
                    record(name, &value);
                }
                self.steps = words.steps;
                return Ok(holds);
            }
        }
        let mut frame = self.frame(vars, record)?;
        let prog = self.prog;
        match self.eval(&prog.body, &mut frame)? {
            Value::Bool(b) => Ok(b),
            other => Err(EvalError::new(format!(
                "the statement gave {other}, not a truth value"
            ))),
        }
    }

    /// The values of the operands of the statement's comparison at the point (its two sides,
    /// for a report), with each one's span; empty when the statement is no comparison.
    pub fn sides(&mut self, vars: &[u64]) -> Vec<(Range<usize>, Value)> {
        let Ok(mut frame) = self.frame(vars, |_, _| {}) else {
            return Vec::new();
        };
        let prog = self.prog;
        let Node::Compare(operands, _, _, spans) = &prog.body else {
            return Vec::new();
        };
        operands
            .iter()
            .zip(spans)
            .filter_map(|(n, s)| self.eval(n, &mut frame).ok().map(|v| (s.clone(), v)))
            .collect()
    }

    /// The statement's frame at the point `vars`: its variables, then its named parts in
    /// order, each given to `record`.
    fn frame(
        &mut self,
        vars: &[u64],
        mut record: impl FnMut(&str, &dyn Fn() -> Value),
    ) -> Res<Vec<Value>> {
        let mut frame = vec![Value::Bool(false); self.prog.frame.max(vars.len())];
        for (slot, v) in vars.iter().enumerate() {
            frame[slot] = match self.prog.vars.get(slot) {
                // A Serial Nim position, its piles written as one number (`super::piles`).
                Some(Kind::List) => Value::List(Rc::new(
                    super::piles_of(*v).into_iter().map(Int::from).collect(),
                )),
                _ => Value::Int(Int::from(*v)),
            };
        }
        let prog = self.prog;
        for (i, (name, node, _)) in prog.parts.iter().enumerate() {
            let v = self.eval(node, &mut frame)?;
            if let Value::List(l) = &v {
                let printed = l.iter().map(printed_len).fold(0u64, u64::saturating_add);
                if printed > MAX_RECORDED {
                    return Err(EvalError::new(format!(
                        "the named part `{name}` is a list of {} entries that would print to \
                         more than {} KiB (record its length or its first entries instead)",
                        l.len(),
                        MAX_RECORDED >> 10
                    )));
                }
            }
            record(name, &|| v.clone());
            frame[vars.len() + i] = v;
        }
        Ok(frame)
    }

    #[inline]
    fn step(&mut self) -> Res<()> {
        self.steps = self.steps.saturating_add(1);
        if self.steps > self.max_steps {
            return Err(self.over_steps(""));
        }
        Ok(())
    }

    /// The limit of steps reached, `why` (when said) before the flag that raises it.
    #[cold]
    fn over_steps(&self, why: &str) -> Box<EvalError> {
        EvalError::new(format!(
            "the point took more than {} ({why}--steps K raises the limit)",
            if self.max_steps == 1 {
                "1 step".to_string()
            } else {
                format!("{} steps", self.max_steps)
            }
        ))
    }

    /// Counts an operation on numbers of `words` 64-bit words besides its step, before it is
    /// done: schoolbook arithmetic's `words²` word operations at sixteen a step, and, where
    /// fractions are reduced (`reduces`), Stein's greatest common divisor, a pass over the
    /// words for each bit (`4·words²` steps). So that a point's steps bound its work, not only
    /// its operations: a division of two million-bit numbers takes seconds, and is one
    /// operation. Machine words cost nothing more.
    fn charge(&mut self, words: u64, reduces: bool) -> Res<()> {
        if words <= 2 {
            return Ok(());
        }
        let square = words.saturating_mul(words);
        let cost = if reduces {
            square.saturating_mul(4)
        } else {
            square / 16
        };
        self.steps = self.steps.saturating_add(cost);
        if self.steps > self.max_steps {
            let why = format!("arithmetic on numbers of {words} words counts {cost}; ");
            return Err(self.over_steps(&why));
        }
        Ok(())
    }

    fn eval(&mut self, node: &Node, frame: &mut [Value]) -> Res<Value> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            self.depth -= 1;
            return Err(EvalError::new(format!(
                "the evaluation nests deeper than {MAX_DEPTH} (a recursion whose call is not \
                 the last thing its definition does: make it a tail call with an accumulator)"
            )));
        }
        let r = self.step().and_then(|()| self.eval_inner(node, frame));
        self.depth -= 1;
        r
    }

    /// [`Eval::eval`] with a variable or an integer constant read in place, without a call:
    /// half the nodes of a statement are such leaves.
    #[inline(always)]
    fn operand(&mut self, node: &Node, frame: &mut [Value]) -> Res<Value> {
        match node {
            Node::Slot(_) | Node::Int(_) if self.depth >= MAX_DEPTH => self.eval(node, frame),
            Node::Slot(s) => {
                self.step()?;
                Ok(frame[*s].clone())
            }
            Node::Int(i) => {
                self.step()?;
                Ok(Value::Int(i.clone()))
            }
            _ => self.eval(node, frame),
        }
    }

    fn int(&mut self, node: &Node, frame: &mut [Value]) -> Res<Int> {
        match self.operand(node, frame)? {
            Value::Int(i) => Ok(i),
            other => Err(EvalError::new(format!(
                "{other} where an integer was expected (a bug)"
            ))),
        }
    }

    fn bool(&mut self, node: &Node, frame: &mut [Value]) -> Res<bool> {
        match self.eval(node, frame)? {
            Value::Bool(b) => Ok(b),
            other => Err(EvalError::new(format!(
                "{other} where a truth value was expected (a bug)"
            ))),
        }
    }

    #[inline(always)]
    fn eval_inner(&mut self, node: &Node, frame: &mut [Value]) -> Res<Value> {
        Ok(match node {
            Node::Int(i) => Value::Int(i.clone()),
            Node::Bool(b) => Value::Bool(*b),
            Node::Outcome(p) => Value::Outcome(*p),
            Node::Phi => Value::Real(Rc::new(Quad::root(&Int::Small(1)).map_err(EvalError::new)?)),
            Node::Rat(r) => Value::Rat(r.clone()),
            Node::Real(q) => Value::Real(Rc::new(q.clone())),
            Node::Slot(s) => frame[*s].clone(),
            Node::At(inner, span) => {
                return self.eval(inner, frame).map_err(|mut e| {
                    e.span.get_or_insert_with(|| span.clone());
                    e
                })
            }
            Node::Arith(op, l, r, kind) => {
                let x = self.operand(l, frame)?;
                let y = self.operand(r, frame)?;
                // Machine words first: what `arith` computes for two integers, without its
                // call (a word past its range goes the long way, to a big integer).
                let word = match (&x, &y) {
                    (Value::Int(Int::Small(a)), Value::Int(Int::Small(b))) => match op {
                        Ar::Add => a.checked_add(*b),
                        Ar::Sub => a.checked_sub(*b),
                        Ar::Mul => a.checked_mul(*b),
                        _ => None,
                    },
                    _ => None,
                };
                match word {
                    Some(z) => Value::Int(Int::Small(z)),
                    None if *op == Ar::Pow => {
                        // Counted before it is computed (squarings up to its result): an
                        // integer or a rational of b bits to the power e has at least
                        // (b − 1)·e + 1 bits, so one whose least size is past the size limit is
                        // left to meet that limit, which names it. For a quadratic irrational
                        // the same formula over its parts' bits (`Quad::bits`) is an estimate
                        // that can count several times the result's size (φ^e has 0.69e bits,
                        // counted as 3e + 1).
                        let e = match &y {
                            Value::Int(e) => e.to_i64().map_or(u64::MAX, i64::unsigned_abs),
                            _ => 1,
                        };
                        let bits = x
                            .bits()
                            .saturating_sub(1)
                            .saturating_mul(e)
                            .saturating_add(1);
                        if bits <= MAX_BITS || matches!(x, Value::Real(_)) {
                            self.charge(bits.div_ceil(64), x.fractional())?;
                        }
                        arith(*op, &x, &y, *kind).map_err(EvalError::new)?
                    }
                    None => {
                        let reduces = x.fractional() || y.fractional() || *op == Ar::Div;
                        self.charge(x.words().max(y.words()), reduces)?;
                        arith(*op, &x, &y, *kind).map_err(EvalError::new)?
                    }
                }
            }
            Node::Neg(x, kind) => {
                let v = self.eval(x, frame)?;
                match v {
                    Value::Int(i) => Value::Int(i.neg().map_err(EvalError::new)?),
                    Value::Real(q) => Value::Real(Rc::new(q.neg())),
                    v => Value::Rat(to_rat(&v)?.neg()).promote(*kind)?,
                }
            }
            Node::Not(x) => Value::Bool(!self.bool(x, frame)?),
            Node::Logic(op, l, r) => {
                let x = self.bool(l, frame)?;
                Value::Bool(match op {
                    BinOp::And => x && self.bool(r, frame)?,
                    BinOp::Or => x || self.bool(r, frame)?,
                    BinOp::Implies => !x || self.bool(r, frame)?,
                    _ => x == self.bool(r, frame)?,
                })
            }
            Node::Compare(operands, ops, kind, _) => {
                let mut left = self.operand(&operands[0], frame)?;
                for (op, next) in ops.iter().zip(&operands[1..]) {
                    let right = self.operand(next, frame)?;
                    let holds = match (&left, &right) {
                        (Value::Int(Int::Small(a)), Value::Int(Int::Small(b))) => {
                            holds_for(*op, a.cmp(b))
                        }
                        _ => {
                            let reduces = left.fractional() || right.fractional();
                            self.charge(left.words().max(right.words()), reduces)?;
                            compare(*op, &left, &right, *kind)?
                        }
                    };
                    if !holds {
                        return Ok(Value::Bool(false));
                    }
                    left = right;
                }
                Value::Bool(true)
            }
            Node::If(c, x, y) => {
                if self.bool(c, frame)? {
                    self.eval(x, frame)?
                } else {
                    self.eval(y, frame)?
                }
            }
            Node::Builtin(b, args, kind) => self.builtin(*b, args, *kind, frame)?,
            Node::Call(index, args, span) => {
                let mut values = self.spare.pop().unwrap_or_default();
                for a in args {
                    values.push(self.operand(a, frame)?);
                }
                self.call(*index, values).map_err(|mut e| {
                    // A place inside a prelude definition is none in the statement: this call
                    // is where the statement reached it.
                    match &e.span {
                        Some(inside) if inside.start < PRELUDE_SPANS => {}
                        _ => e.span = Some(span.clone()),
                    }
                    e
                })?
            }
            Node::Game(f, g, args, span) => {
                let entries = self.entries(args, frame).map_err(|mut e| {
                    e.span.get_or_insert_with(|| span.clone());
                    e
                })?;
                self.game(*f, *g, &entries).map_err(|mut e| {
                    e.span.get_or_insert_with(|| span.clone());
                    e
                })?
            }
            Node::Quant(q, slots, over, body, kind, span) => self
                .quant(*q, slots, over, body, *kind, frame)
                .map_err(|mut e| {
                    e.span.get_or_insert_with(|| span.clone());
                    e
                })?,
            Node::Tuple(entries, span) => {
                let e = self.entries(entries, frame).map_err(|mut e| {
                    e.span.get_or_insert_with(|| span.clone());
                    e
                })?;
                Value::Pos(Rc::new(e.to_vec()))
            }
            Node::List(items) => self.list(items, frame)?,
            Node::Concat(l, r, span) => self.concat(l, r, span, frame)?,
            Node::Index(list, i, span) => {
                let Value::List(l) = self.eval(list, frame)? else {
                    return Err(EvalError::new("an index of no list (a bug)"));
                };
                let i = self.int(i, frame)?;
                match i
                    .to_u64()
                    .and_then(|i| usize::try_from(i).ok())
                    .and_then(|i| l.get(i))
                {
                    Some(v) => Value::Int(v.clone()),
                    None => {
                        return Err(Box::new(EvalError {
                            message: if l.is_empty() {
                                format!("index {i} of the empty list (it has no entry)")
                            } else {
                                format!(
                                    "index {i} of a list of {} entries (indices run from 0 to {})",
                                    l.len(),
                                    l.len() - 1
                                )
                            },
                            span: Some(span.clone()),
                        }))
                    }
                }
            }
        })
    }

    fn call(&mut self, mut index: usize, mut args: Vec<Value>) -> Res<Value> {
        let prog = self.prog;
        loop {
            let inst = &prog.instances[index];
            let mut frame = args;
            frame.resize(inst.frame.max(inst.params), Value::Bool(false));
            let next = self.tail(&inst.body, &mut frame)?;
            frame.clear();
            self.spare.push(frame);
            match next {
                Tail::Value(v) => return Ok(v),
                Tail::Call(next, values) => {
                    self.step()?;
                    index = next;
                    args = values;
                }
            }
        }
    }

    /// A definition's body in tail position: a call there is returned, not made, so that a
    /// recursion with an accumulator runs in constant depth.
    fn tail(&mut self, node: &Node, frame: &mut [Value]) -> Res<Tail> {
        match node {
            Node::If(c, x, y) => {
                self.step()?;
                if self.bool(c, frame)? {
                    self.tail(x, frame)
                } else {
                    self.tail(y, frame)
                }
            }
            Node::Call(index, args, _) => {
                let mut values = self.spare.pop().unwrap_or_default();
                for a in args {
                    values.push(self.operand(a, frame)?);
                }
                Ok(Tail::Call(*index, values))
            }
            other => Ok(Tail::Value(self.eval(other, frame)?)),
        }
    }

    fn entries(&mut self, args: &[Node], frame: &mut [Value]) -> Res<Entries> {
        if args.len() == 1 {
            match self.eval(&args[0], frame)? {
                Value::Pos(p) => return Ok(Entries::of(&p)),
                // Serial Nim's piles.
                Value::List(l) => {
                    let mut piles = Vec::with_capacity(l.len());
                    for x in l.iter() {
                        piles.push(x.to_u64().filter(|x| *x > 0).ok_or_else(|| {
                            EvalError::new(format!(
                                "a Serial Nim position with the pile {x}: piles are at least 1 \
                                 and below 2^64"
                            ))
                        })?);
                    }
                    return Ok(Entries::Many(piles));
                }
                _ => {}
            }
        }
        let mut out = Entries::Few([0; 3], 0);
        for a in args {
            let i = self.int(a, frame)?;
            out.push(i.to_u64().ok_or_else(|| {
                EvalError::new(if i.sign() == std::cmp::Ordering::Less {
                    format!("a position with the entry {i}: entries are at least 0")
                } else {
                    format!("a position with the entry {i}: entries are below 2^64")
                })
            })?);
        }
        Ok(out)
    }

    fn game(&mut self, f: GameFn, g: usize, e: &[u64]) -> Res<Value> {
        let (name, rules) = &self.prog.games[g];
        let show = || {
            let items: Vec<String> = e.iter().map(u64::to_string).collect();
            format!("({})", items.join(", "))
        };
        if f == GameFn::Terminal {
            return rules
                .is_terminal(e)
                .map(Value::Bool)
                .map_err(|err| EvalError::new(format!("{} at {}: {err}", name, show())));
        }
        // A position of no game (an entry 0 of a game whose entries stay positive) is said so,
        // before any table is asked.
        if let Err(err) = rules.check(e) {
            return Err(EvalError::new(format!(
                "{} is no position of {name}: {err}",
                show()
            )));
        }
        let past = |n: u64| {
            EvalError::new(format!(
                "{} needs the {name} table past the run's bound, N = {n} (raise the bound, or \
                 keep the statement's positions within N)",
                show()
            ))
        };
        let answer = match self.tables.get(g).and_then(Option::as_ref) {
            Some(GameTable::Piles(bound)) => return self.serial_nim(f, e, *bound),
            Some(GameTable::Pair(t, bound)) => {
                let n = t.n.min(*bound);
                if e.iter().any(|x| *x > n) {
                    return Err(past(n));
                }
                match f {
                    GameFn::Value => t.value(e[0], e[1]).map(|v| Value::Int(Int::from(v))),
                    _ => t.is_p(e[0], e[1]).map(Value::Outcome),
                }
            }
            Some(GameTable::Triple(t, bound)) => {
                let n = t.n.min(*bound);
                if e.iter().any(|x| *x > n) {
                    return Err(past(n));
                }
                match f {
                    GameFn::Value => t.value(e[0], e[1], e[2]).map(|v| Value::Int(Int::from(v))),
                    _ => t.is_p(e[0], e[1], e[2]).map(Value::Outcome),
                }
            }
            None => {
                return Err(EvalError::new(format!(
                    "no table of {name} in this run (a bug)"
                )))
            }
        };
        answer.map_err(|failure| {
            EvalError::new(format!(
                "{name} has no value at {}: {}",
                show(),
                failure.one_line()
            ))
        })
    }

    /// `[x, y, …]`, out of the evaluator's loop (which lists are rare in).
    #[inline(never)]
    fn list(&mut self, items: &[Node], frame: &mut [Value]) -> Res<Value> {
        let mut out = Vec::with_capacity(items.len());
        for x in items {
            out.push(self.int(x, frame)?);
        }
        Ok(Value::List(Rc::new(out)))
    }

    /// `l ++ r`, out of the evaluator's loop.
    #[inline(never)]
    fn concat(
        &mut self,
        l: &Node,
        r: &Node,
        span: &Range<usize>,
        frame: &mut [Value],
    ) -> Res<Value> {
        let (Value::List(x), Value::List(y)) = (self.eval(l, frame)?, self.eval(r, frame)?) else {
            return Err(EvalError::new("`++` of no lists (a bug)"));
        };
        // Each entry of the list made is a value computed: a step for each of its 64-bit
        // words (an entry of a machine word, one), so that the steps bound the memory a
        // point's lists take.
        let len = x.len().saturating_add(y.len());
        let words: u64 = x.iter().chain(y.iter()).map(Int::words).sum();
        self.steps = self.steps.saturating_add(words);
        if self.steps > self.max_steps {
            let mut e = self.over_steps(
                "each entry of a list `++` makes is a step for each of its 64-bit words; ",
            );
            e.span = Some(span.clone());
            return Err(e);
        }
        let mut out = Vec::with_capacity(len);
        out.extend(x.iter().cloned());
        out.extend(y.iter().cloned());
        Ok(Value::List(Rc::new(out)))
    }

    /// Serial Nim's value or outcome at the piles `e` (checked positive), by the reference
    /// solver: positions whose piles sum to at most `bound`, each position below `e` a step
    /// (counted by the piles, whatever the solver knew before: `[b]` has `b + 1`), held in at
    /// most [`SERIAL_NIM_MAX_BYTES`].
    fn serial_nim(&mut self, f: GameFn, e: &[u64], bound: u64) -> Res<Value> {
        // A long list by its first piles and its length.
        let show = || {
            let items: Vec<String> = e.iter().take(12).map(u64::to_string).collect();
            match e.len() {
                0..=12 => format!("[{}]", items.join(", ")),
                n => format!("[{}, … ({n} piles)]", items[..10].join(", ")),
            }
        };
        let sum = e.iter().map(|x| u128::from(*x)).sum::<u128>();
        if sum > u128::from(bound) {
            return Err(EvalError::new(format!(
                "{} needs Serial Nim past the run's bound, piles summing to at most N = {bound} \
                 (raise the bound, or keep the statement's positions within N)",
                show()
            )));
        }
        // The positions below `e`, [j, a(k+1), …] for 1 ≤ j ≤ a(k), and the end: a value
        // computed each, a step each (the solver reads the values of each one's moves, as a
        // table is read: at most the bound's worth).
        let positions = sum + 1;
        let steps = u64::try_from(positions).unwrap_or(u64::MAX);
        self.steps = self.steps.saturating_add(steps);
        if self.steps > self.max_steps {
            return Err(self.over_steps(&format!(
                "the {positions} positions below {} are a step each; ",
                show()
            )));
        }
        let Some(held) = serial_nim_held(e) else {
            return Err(EvalError::new(format!(
                "the {positions} positions below {} would take more than {} MiB",
                show(),
                SERIAL_NIM_MAX_BYTES >> 20
            )));
        };
        let v = serial_nim_value(e, held).map_err(|err| {
            EvalError::new(format!("serial-nim has no value at {}: {err}", show()))
        })?;
        Ok(match f {
            GameFn::Value => Value::Int(Int::from(u64::from(v))),
            _ => Value::Outcome(v == 0),
        })
    }

    /// Adds a quantifier's value to what it gathers, a sum counted by its terms' size.
    fn gather(&mut self, acc: &mut Acc, v: Value) -> Res<bool> {
        if let Acc::Sum(total, _) = acc {
            let reduces = total.fractional() || v.fractional();
            self.charge(total.words().max(v.words()), reduces)?;
        }
        acc.add(v)
    }

    fn quant(
        &mut self,
        q: Quant,
        slots: &[usize],
        over: &OverNode,
        body: &Node,
        kind: Kind,
        frame: &mut [Value],
    ) -> Res<Value> {
        let mut acc = Acc::new(q, kind);
        match over {
            OverNode::Range(lo, hi) => {
                let lo = self.int(lo, frame)?;
                let hi = self.int(hi, frame)?;
                let mut i = lo;
                while i <= hi {
                    self.step()?;
                    frame[slots[0]] = Value::Int(i.clone());
                    let v = self.eval(body, frame)?;
                    if self.gather(&mut acc, v)? {
                        break;
                    }
                    i = i.add(&Int::Small(1)).map_err(EvalError::new)?;
                }
            }
            OverNode::List(list) => {
                let Value::List(l) = self.eval(list, frame)? else {
                    return Err(EvalError::new("a quantifier over no list (a bug)"));
                };
                for x in l.iter() {
                    self.step()?;
                    frame[slots[0]] = Value::Int(x.clone());
                    let v = self.eval(body, frame)?;
                    if self.gather(&mut acc, v)? {
                        break;
                    }
                }
            }
            OverNode::Moves(g, args) => {
                let entries = self.entries(args, frame)?;
                let prog = self.prog;
                let (name, rules) = &prog.games[*g];
                let mut failed: Option<Box<EvalError>> = None;
                let visited = rules.visit_moves(&entries, &mut |m: &[u64]| {
                    let r = (|| -> Res<bool> {
                        self.step()?;
                        if slots.len() == 1 && *name == GameName::SerialNim {
                            frame[slots[0]] =
                                Value::List(Rc::new(m.iter().map(|x| Int::from(*x)).collect()));
                        } else if slots.len() == 1 {
                            frame[slots[0]] = Value::Pos(Rc::new(m.to_vec()));
                        } else if m.len() == slots.len() {
                            for (s, x) in slots.iter().zip(m) {
                                frame[*s] = Value::Int(Int::from(*x));
                            }
                        } else {
                            // A misère game's last move goes to the end, a vertex of no
                            // entries: it has none to give the names.
                            return Err(EvalError::new(format!(
                                "a move of {name} to a position of {} entries, bound to {} names \
                                 (a misère game's last move goes to the end, which has none: bind \
                                 the move to one name, or look at terminal(…) first)",
                                m.len(),
                                slots.len()
                            )));
                        }
                        let v = self.eval(body, frame)?;
                        self.gather(&mut acc, v)
                    })();
                    match r {
                        Ok(stop) => !stop,
                        Err(e) => {
                            failed = Some(e);
                            false
                        }
                    }
                });
                if let Some(e) = failed {
                    return Err(e);
                }
                visited.map_err(|err| EvalError::new(format!("the moves of {name}: {err}")))?;
            }
        }
        acc.finish()
    }

    fn builtin(
        &mut self,
        b: Builtin,
        args: &[Node],
        kind: Kind,
        frame: &mut [Value],
    ) -> Res<Value> {
        let mut values = Vec::with_capacity(args.len());
        for a in args {
            values.push(self.operand(a, frame)?);
        }
        let int = |v: &Value| match v {
            Value::Int(i) => Ok(i.clone()),
            other => Err(EvalError::new(format!(
                "{other} where an integer was expected (a bug)"
            ))),
        };
        let e = EvalError::new;
        Ok(match b {
            Builtin::Gcd => {
                self.charge(values[0].words().max(values[1].words()), true)?;
                Value::Int(int(&values[0])?.gcd(&int(&values[1])?).map_err(e)?)
            }
            Builtin::Min | Builtin::Max => {
                let words = values.iter().map(Value::words).max().unwrap_or(1);
                self.charge(words, values.iter().any(Value::fractional))?;
                let mut best = values[0].clone().promote(kind)?;
                for v in &values[1..] {
                    let v = v.clone().promote(kind)?;
                    let ord = order(&v, &best, kind)?;
                    if (b == Builtin::Min && ord == Ordering::Less)
                        || (b == Builtin::Max && ord == Ordering::Greater)
                    {
                        best = v;
                    }
                }
                best
            }
            Builtin::Abs => match &values[0] {
                Value::Int(i) => Value::Int(i.abs().map_err(e)?),
                v => Value::Rat(to_rat(v)?.abs()),
            },
            Builtin::Floor | Builtin::Ceil => {
                let v = &values[0];
                self.charge(v.words(), matches!(v, Value::Real(_)))?;
                let floor = |v: &Value| -> Res<Int> {
                    match v {
                        Value::Int(i) => Ok(i.clone()),
                        Value::Rat(r) => Ok(r.floor()),
                        Value::Real(q) => q.floor().map_err(EvalError::new),
                        other => Err(EvalError::new(format!("the floor of {other} (a bug)"))),
                    }
                };
                if b == Builtin::Floor {
                    Value::Int(floor(v)?)
                } else {
                    let negated = match v {
                        Value::Int(i) => Value::Int(i.neg().map_err(e)?),
                        Value::Rat(r) => Value::Rat(r.neg()),
                        Value::Real(q) => Value::Real(Rc::new(q.neg())),
                        other => other.clone(),
                    };
                    Value::Int(floor(&negated)?.neg().map_err(e)?)
                }
            }
            Builtin::Sqrt => Value::Real(Rc::new(Quad::sqrt(&int(&values[0])?).map_err(e)?)),
            Builtin::Root => Value::Real(Rc::new(Quad::root(&int(&values[0])?).map_err(e)?)),
            Builtin::Quotients => {
                let (a, b) = (int(&values[0])?, int(&values[1])?);
                if a.sign() != Ordering::Greater || b.sign() == Ordering::Less {
                    return Err(e(format!(
                        "quotients({a}, {b}): the continued fraction of b/a is taken for a > 0 \
                         and b ≥ 0"
                    )));
                }
                if let Some((qa, qb, list)) = &self.quotients {
                    if *qa == a && *qb == b {
                        return Ok(Value::List(list.clone()));
                    }
                }
                // The Euclidean algorithm on (b, a): b = q·a + r, then (a, r).
                let key = (a.clone(), b.clone());
                let (mut x, mut y) = (b, a);
                let mut out = Vec::new();
                loop {
                    self.step()?;
                    self.charge(x.words(), false)?;
                    out.push(x.div_floor(&y).map_err(e)?);
                    let r = x.mod_floor(&y).map_err(e)?;
                    if r.is_zero() {
                        break;
                    }
                    (x, y) = (y, r);
                }
                let list = Rc::new(out);
                self.quotients = Some((key.0, key.1, list.clone()));
                Value::List(list)
            }
            Builtin::Len => match &values[0] {
                Value::List(l) => Value::Int(Int::from(l.len() as u64)),
                other => return Err(e(format!("the length of {other} (a bug)"))),
            },
            Builtin::Num | Builtin::Den => match &values[0] {
                Value::Int(i) => Value::Int(if b == Builtin::Num {
                    i.clone()
                } else {
                    Int::Small(1)
                }),
                Value::Rat(r) => Value::Int(if b == Builtin::Num {
                    r.numer()
                } else {
                    r.denom()
                }),
                other => return Err(e(format!("the numerator of {other} (a bug)"))),
            },
        })
    }
}

/// Replaces every closed part of `prog` (a part that reads no variable, game, definition or
/// quantifier: `(√5 + 1)/2`, `2^64`) by its value, computed once here instead of at every
/// point. A part whose evaluation fails here (a division by zero, a limit) is left as written,
/// so that it fails at the point, with its place, as it would unfolded; so is a list. Values
/// are unchanged; a point takes fewer steps (the folded parts' are not counted, and the limit
/// of steps folding itself allows is the default), so a point that a small `--steps` stopped
/// may now be evaluated.
pub(super) fn fold_constants(prog: &mut Compiled) {
    let empty = Compiled {
        body: Node::Bool(true),
        parts: Vec::new(),
        frame: 0,
        instances: Vec::new(),
        games: Vec::new(),
        tables: Vec::new(),
        words: false,
        vars: Vec::new(),
    };
    match &mut prog.body {
        // The statement's comparison itself stays, so that a failing point reports its sides.
        Node::Compare(operands, ..) => {
            for n in operands {
                fold(n, &empty);
            }
        }
        body => {
            fold(body, &empty);
        }
    }
    for (_, node, _) in &mut prog.parts {
        fold(node, &empty);
    }
    for instance in &mut prog.instances {
        fold(&mut instance.body, &empty);
    }
}

/// What folding found of a part: it reads a variable or calls something (`Open`), it is
/// closed and evaluates (`Closed`, folded to its value unless a list or a position), or it is
/// closed and fails (`Failed`: left as written).
#[derive(Clone, Copy, PartialEq)]
enum Fold {
    Open,
    Closed,
    Failed,
}

impl Fold {
    fn and(self, other: Fold) -> Fold {
        match (self, other) {
            (Fold::Open, _) | (_, Fold::Open) => Fold::Open,
            (Fold::Failed, _) | (_, Fold::Failed) => Fold::Failed,
            _ => Fold::Closed,
        }
    }
}

/// Folds the closed parts of `node` (see [`fold_constants`]). A closed part with a failing
/// operand fails without being evaluated again, unless it may not read that operand (a
/// condition, a connective, a chain of comparisons, which stop early): each level of a nest of
/// failing constants was evaluated anew, up to its limit of steps.
fn fold(node: &mut Node, empty: &Compiled) -> Fold {
    let stops_early = matches!(node, Node::Logic(..) | Node::If(..) | Node::Compare(..));
    let state = match node {
        Node::Int(_) | Node::Bool(_) | Node::Outcome(_) | Node::Rat(_) | Node::Real(_) => {
            return Fold::Closed
        }
        Node::Phi => Fold::Closed,
        Node::Slot(_) => return Fold::Open,
        Node::Arith(_, l, r, _) | Node::Logic(_, l, r) | Node::Index(l, r, _) => {
            fold(l, empty).and(fold(r, empty))
        }
        Node::Neg(x, _) | Node::Not(x) | Node::At(x, _) => fold(x, empty),
        Node::Compare(operands, ..) | Node::Builtin(_, operands, _) => {
            // Every operand folded, not only those before the first open one.
            let mut all = Fold::Closed;
            for n in operands {
                all = all.and(fold(n, empty));
            }
            all
        }
        Node::If(c, x, y) => {
            let (c, x) = (fold(c, empty), fold(x, empty));
            fold(y, empty).and(c).and(x)
        }
        Node::Call(_, args, _) | Node::Game(_, _, args, _) => {
            for a in args {
                fold(a, empty);
            }
            return Fold::Open;
        }
        Node::Tuple(entries, _) | Node::List(entries) => {
            for e in entries {
                fold(e, empty);
            }
            return Fold::Open;
        }
        Node::Concat(l, r, _) => {
            fold(l, empty);
            fold(r, empty);
            return Fold::Open;
        }
        Node::Quant(_, _, over, body, ..) => {
            match over.as_mut() {
                OverNode::Range(lo, hi) => {
                    fold(lo, empty);
                    fold(hi, empty);
                }
                OverNode::Moves(_, args) => {
                    for a in args {
                        fold(a, empty);
                    }
                }
                OverNode::List(list) => {
                    fold(list, empty);
                }
            }
            fold(body, empty);
            return Fold::Open;
        }
    };
    match state {
        Fold::Open => Fold::Open,
        Fold::Failed if !stops_early => Fold::Failed,
        Fold::Closed | Fold::Failed => {
            let value = Eval::new(empty, &[], super::DEFAULT_STEPS).eval(node, &mut []);
            let constant = match value {
                Ok(Value::Int(i)) => Node::Int(i),
                Ok(Value::Rat(r)) => Node::Rat(r),
                Ok(Value::Real(q)) => Node::Real((*q).clone()),
                Ok(Value::Bool(b)) => Node::Bool(b),
                Ok(Value::Outcome(p)) => Node::Outcome(p),
                Ok(Value::List(_) | Value::Pos(_)) => return Fold::Closed,
                Err(_) => return Fold::Failed,
            };
            *node = constant;
            Fold::Closed
        }
    }
}

/// A position's entries: up to three in place (the positions of every game of the crate), more
/// on the heap; read as a slice.
enum Entries {
    Few([u64; 3], usize),
    Many(Vec<u64>),
}

impl Entries {
    fn of(entries: &[u64]) -> Entries {
        let mut out = Entries::Few([0; 3], 0);
        for &e in entries {
            out.push(e);
        }
        out
    }

    fn push(&mut self, e: u64) {
        match self {
            Entries::Few(few, len) if *len < few.len() => {
                few[*len] = e;
                *len += 1;
            }
            Entries::Few(few, len) => {
                let mut many = few[..*len].to_vec();
                many.push(e);
                *self = Entries::Many(many);
            }
            Entries::Many(many) => many.push(e),
        }
    }
}

impl std::ops::Deref for Entries {
    type Target = [u64];

    fn deref(&self) -> &[u64] {
        match self {
            Entries::Few(few, len) => &few[..*len],
            Entries::Many(many) => many,
        }
    }
}

/// What a quantifier gathers.
enum Acc {
    All(bool),
    Exists(bool),
    Count(u64),
    Sum(Value, Kind),
}

impl Acc {
    fn new(q: Quant, kind: Kind) -> Acc {
        match q {
            Quant::All => Acc::All(true),
            Quant::Exists => Acc::Exists(false),
            Quant::Count => Acc::Count(0),
            Quant::Sum => Acc::Sum(Value::Int(Int::ZERO), kind),
        }
    }

    /// Adds a value; whether the answer is known (a ∀ found false, a ∃ found true).
    fn add(&mut self, v: Value) -> Res<bool> {
        match (self, v) {
            (Acc::All(all), Value::Bool(b)) => {
                *all &= b;
                Ok(!b)
            }
            (Acc::Exists(any), Value::Bool(b)) => {
                *any |= b;
                Ok(b)
            }
            (Acc::Count(n), Value::Bool(b)) => {
                *n += u64::from(b);
                Ok(false)
            }
            (Acc::Sum(total, kind), v) => {
                *total = arith(Ar::Add, total, &v, *kind).map_err(EvalError::new)?;
                Ok(false)
            }
            (_, v) => Err(EvalError::new(format!(
                "a quantifier's body gave {v} (a bug)"
            ))),
        }
    }

    fn finish(self) -> Res<Value> {
        Ok(match self {
            Acc::All(b) | Acc::Exists(b) => Value::Bool(b),
            Acc::Count(n) => Value::Int(Int::from(n)),
            Acc::Sum(v, kind) => v.promote(kind)?,
        })
    }
}

fn to_rat(v: &Value) -> Res<Rat> {
    match v {
        Value::Int(i) => Ok(i.rat()),
        Value::Rat(r) => Ok(r.clone()),
        other => Err(EvalError::new(format!(
            "{other} where a rational was expected (a bug)"
        ))),
    }
}

fn to_quad(v: &Value) -> Res<Quad> {
    match v {
        Value::Real(q) => Ok((**q).clone()),
        other => Ok(Quad::rational(to_rat(other)?)),
    }
}

impl Value {
    /// The value at a numeric kind at least its own.
    fn promote(self, kind: Kind) -> Res<Value> {
        Ok(match (kind, self) {
            (Kind::Int, v @ Value::Int(_)) => v,
            (Kind::Rat, Value::Int(i)) => Value::Rat(i.rat()),
            (Kind::Real, v @ (Value::Int(_) | Value::Rat(_))) => Value::Real(Rc::new(to_quad(&v)?)),
            (_, v) => v,
        })
    }
}

/// `x op y` at the numeric kind `kind`.
fn arith(op: Ar, x: &Value, y: &Value, kind: Kind) -> Result<Value, String> {
    let bug = |e: Box<EvalError>| e.message;
    if let (Value::Int(a), Value::Int(b)) = (x, y) {
        match op {
            Ar::Add => return a.add(b).map(Value::Int),
            Ar::Sub => return a.sub(b).map(Value::Int),
            Ar::Mul => return a.mul(b).map(Value::Int),
            Ar::FloorDiv => return a.div_floor(b).map(Value::Int),
            Ar::Mod => return a.mod_floor(b).map(Value::Int),
            Ar::Pow => return a.pow(b).map(Value::Int),
            Ar::Div => {}
        }
    }
    match kind {
        Kind::Int | Kind::Rat => {
            let a = to_rat(x).map_err(bug)?;
            if op == Ar::Pow {
                let Value::Int(e) = y else {
                    return Err("a rational exponent".into());
                };
                let Some(e) = e.to_i64().filter(|e| e.unsigned_abs() <= 1 << 20) else {
                    return Err(format!("the exponent {e} is too large"));
                };
                if a.is_zero() && e < 0 {
                    return Err("0 to a negative power".into());
                }
                return a.pow(e).map(Value::Rat);
            }
            let b = to_rat(y).map_err(bug)?;
            let r = match op {
                Ar::Add => a.add(&b)?,
                Ar::Sub => a.sub(&b)?,
                Ar::Mul => a.mul(&b)?,
                Ar::Div => a.div(&b)?,
                Ar::FloorDiv => return Ok(Value::Int(a.div(&b)?.floor())),
                Ar::Mod | Ar::Pow => return Err("mod of a rational (a bug)".into()),
            };
            Ok(if r.is_integer() && kind == Kind::Int {
                Value::Int(r.numer())
            } else {
                Value::Rat(r)
            })
        }
        _ => {
            let a = to_quad(x).map_err(bug)?;
            if op == Ar::Pow {
                let Value::Int(e) = y else {
                    return Err("a non-integer exponent".into());
                };
                let Some(e) = e.to_u64().filter(|e| *e <= 1 << 20) else {
                    return Err(format!(
                        "the exponent {e} of a quadratic irrational (at least 0, at most 2^20)"
                    ));
                };
                let acc = power(a, e, Quad::rational(Rat::ONE), Quad::mul)?;
                return Ok(Value::Real(Rc::new(acc)));
            }
            let b = to_quad(y).map_err(bug)?;
            let r = match op {
                Ar::Add => a.add(&b)?,
                Ar::Sub => a.sub(&b)?,
                Ar::Mul => a.mul(&b)?,
                Ar::Div => a.div(&b)?,
                Ar::FloorDiv => return Ok(Value::Int(a.div(&b)?.floor()?)),
                Ar::Mod | Ar::Pow => return Err("mod of an irrational (a bug)".into()),
            };
            Ok(Value::Real(Rc::new(r)))
        }
    }
}

/// The order of two numbers at `kind`.
fn order(x: &Value, y: &Value, kind: Kind) -> Res<Ordering> {
    if let (Value::Int(a), Value::Int(b)) = (x, y) {
        return Ok(a.cmp(b));
    }
    match kind {
        Kind::Int | Kind::Rat => Ok(to_rat(x)?.cmp(&to_rat(y)?)),
        _ => to_quad(x)?.compare(&to_quad(y)?).map_err(EvalError::new),
    }
}

fn compare(op: CmpOp, x: &Value, y: &Value, kind: Kind) -> Res<bool> {
    let ord = match kind {
        Kind::Int | Kind::Rat | Kind::Real => order(x, y, kind)?,
        _ => {
            let eq = x == y;
            return Ok(match op {
                CmpOp::Eq => eq,
                _ => !eq,
            });
        }
    };
    Ok(holds_for(op, ord))
}

/// Whether `op` holds between two numbers in the order `ord`.
#[inline(always)]
fn holds_for(op: CmpOp, ord: Ordering) -> bool {
    match op {
        CmpOp::Lt => ord == Ordering::Less,
        CmpOp::Le => ord != Ordering::Greater,
        CmpOp::Gt => ord == Ordering::Greater,
        CmpOp::Ge => ord != Ordering::Less,
        CmpOp::Eq => ord == Ordering::Equal,
        CmpOp::Ne => ord != Ordering::Equal,
    }
}
