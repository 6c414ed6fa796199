//! The evaluator on machine words: a statement whose every value is an integer, a truth value,
//! an outcome, a list of integers or a position evaluated with each value in an `i64` (a truth
//! value and an outcome 0 or 1, P being 1; a list or a position the number of its entries in the
//! point's store of lists; a rational or a quadratic irrational of two-word parts a
//! [`Quad`] where it is compared or floored, and the number of its entry in the point's store
//! of numbers where a definition takes or returns it),
//! not in a [`Value`](super::eval::Value), which allocates for its big integers, rationals and
//! lists and is matched at every use. Serial Nim's values come from the solver the evaluator on
//! values asks.
//!
//! It decides nothing on its own. It counts the steps and the depth of [`Eval`](super::eval::Eval)
//! at every node, in the same order, and gives up (`None`) wherever that evaluator could do
//! anything but compute a word: an integer past 64 bits, a division by zero, a position of no
//! game, a table past the run's bound, the step or depth limit. The point is then evaluated
//! again from its start by the evaluator on values, which gives the big integer, or the error
//! with its place. So a verdict, a count of steps, a recorded part and an error are the
//! evaluator's on values in every case; this one only makes the common case fast
//! (`src/formal/tests.rs` and the `formal` fuzz target hold the two to the same answers).

use super::compile::{Ar, Builtin, Compiled, Kind, Node, OverNode};
use super::eval::{GameTable, MAX_DEPTH};
use super::num::{Int, Quad, Rat};
use super::parse::{BinOp, CmpOp, GameFn, Quant};
use crate::games::GameName;
use std::cell::RefCell;
use std::cmp::Ordering;

/// The nodes whose value is a rational or a quadratic irrational (an operation's kind is its
/// operands': the floor of a quotient of them, an integer, is matched before), which a word
/// keeps as the number of its entry in the point's store: one pattern for [`node_fits`] and
/// [`Words::inner`].
macro_rules! kept_number {
    () => {
        Node::Phi
            | Node::Rat(_)
            | Node::Real(_)
            | Node::Arith(_, _, _, Kind::Rat | Kind::Real)
            | Node::Neg(_, Kind::Rat | Kind::Real)
            | Node::Builtin(Builtin::Min | Builtin::Max | Builtin::Abs, _, Kind::Rat)
            | Node::Builtin(Builtin::Sqrt | Builtin::Root, _, _)
    };
}

/// Whether `prog` is evaluated on words first: no constant past 64 bits, no power, remainder or
/// sum of rationals, every part an integer, a truth value, an outcome, a list or a position,
/// every definition's result one of those, a rational or a quadratic irrational.
pub(super) fn fits(prog: &Compiled) -> bool {
    let word_kind = |k: Kind| {
        matches!(
            k,
            Kind::Int | Kind::Bool | Kind::Outcome | Kind::List | Kind::Pos(_)
        )
    };
    // A Serial Nim position's piles are given as one number (`super::piles_of`).
    prog.vars
        .iter()
        .all(|k| matches!(k, Kind::Int | Kind::List))
        && node_fits(&prog.body)
        && prog
            .parts
            .iter()
            .all(|(_, node, kind)| word_kind(*kind) && node_fits(node))
        && prog.instances.iter().all(|i| {
            // A definition may take and return rationals and quadratic irrationals: their
            // numbers then in the point's store (`Words::reals`).
            (word_kind(i.result) || matches!(i.result, Kind::Rat | Kind::Real))
                && node_fits(&i.body)
        })
}

fn node_fits(node: &Node) -> bool {
    let all = |nodes: &[Node]| nodes.iter().all(node_fits);
    match node {
        // The floor of a quotient of those kinds is an integer (an operation's kind is its
        // operands').
        Node::Arith(Ar::FloorDiv, l, r, Kind::Rat | Kind::Real) => real_fits(l) && real_fits(r),
        // A number of those kinds where a word is kept (a definition's argument or result):
        // computed as it is where one is compared, then kept in the point's store.
        kept_number!() => real_fits(node),
        Node::Int(i) => i.to_i64().is_some(),
        Node::Bool(_) | Node::Outcome(_) | Node::Slot(_) => true,
        Node::Tuple(entries, _) | Node::List(entries) => all(entries),
        Node::Concat(l, r, _) => node_fits(l) && node_fits(r),
        Node::Index(list, i, _) => node_fits(list) && node_fits(i),
        Node::Arith(op, l, r, kind) => {
            *kind == Kind::Int && *op != Ar::Div && node_fits(l) && node_fits(r)
        }
        Node::Neg(x, kind) => *kind == Kind::Int && node_fits(x),
        Node::Not(x) | Node::At(x, _) => node_fits(x),
        Node::Logic(_, l, r) => node_fits(l) && node_fits(r),
        Node::Compare(operands, _, kind, _) => match kind {
            Kind::Rat | Kind::Real => operands.iter().all(real_fits),
            _ => all(operands),
        },
        Node::If(c, x, y) => node_fits(c) && node_fits(x) && node_fits(y),
        Node::Builtin(b, args, kind) => {
            let of_integers = matches!(
                b,
                Builtin::Gcd
                    | Builtin::Min
                    | Builtin::Max
                    | Builtin::Abs
                    | Builtin::Floor
                    | Builtin::Ceil
                    | Builtin::Num
                    | Builtin::Den
                    | Builtin::Quotients
            );
            let of_a_list = *b == Builtin::Len;
            // The floor, the ceiling, the numerator and the denominator of a rational or a
            // quadratic irrational are integers.
            let of_numbers = matches!(b, Builtin::Floor | Builtin::Ceil)
                && matches!(kind, Kind::Rat | Kind::Real)
                || matches!(b, Builtin::Num | Builtin::Den) && *kind == Kind::Rat;
            if of_numbers {
                return args.iter().all(real_fits);
            }
            ((*kind == Kind::Int && of_integers) || (*kind == Kind::List && of_a_list)) && all(args)
        }
        Node::Call(_, args, _) => all(args),
        Node::Game(_, _, args, _) => all(args),
        Node::Quant(q, _, over, body, kind, _) => {
            let over = match over.as_ref() {
                OverNode::Range(lo, hi) => node_fits(lo) && node_fits(hi),
                OverNode::Moves(_, args) => all(args),
                OverNode::List(list) => node_fits(list),
            };
            over && (*q != Quant::Sum || *kind == Kind::Int) && node_fits(body)
        }
    }
}

/// Whether `node`, read where a rational or a quadratic irrational is wanted (an operand of
/// a comparison, a floor, arithmetic at those kinds), is evaluated on words: its numbers then
/// [`Quad`]s of two-word rationals, computed by the same functions of `num.rs` as on values,
/// any other one (a part past a word, a power, a remainder) giving the point to the values.
/// A slot or a call read here is an integer, or one of those numbers kept in the point's store
/// (a definition's parameter or result of those kinds: no part of the statement is one).
fn real_fits(node: &Node) -> bool {
    let small = |r: &Rat| matches!(r, Rat::Small(..));
    match node {
        Node::Phi => true,
        Node::Rat(r) => small(r),
        Node::Real(q) => small(&q.x) && small(&q.y) && matches!(q.d, Int::Small(_)),
        Node::Arith(op, l, r, Kind::Rat | Kind::Real) => {
            !matches!(op, Ar::Pow | Ar::Mod) && real_fits(l) && real_fits(r)
        }
        Node::Neg(x, Kind::Rat | Kind::Real) => real_fits(x),
        Node::If(c, x, y) => node_fits(c) && real_fits(x) && real_fits(y),
        Node::At(inner, _) => real_fits(inner),
        Node::Builtin(Builtin::Min | Builtin::Max, args, Kind::Rat) => args.iter().all(real_fits),
        Node::Builtin(Builtin::Abs, args, Kind::Rat) => args.iter().all(real_fits),
        Node::Builtin(Builtin::Sqrt | Builtin::Root, args, _) => args.iter().all(node_fits),
        other => node_fits(other),
    }
}

/// A number on words: `x + y√d` with both parts two-word rationals and `d` a word (`None`
/// otherwise, the point then given to the values).
fn small_quad(q: Quad) -> Res<Quad> {
    let small = |r: &Rat| matches!(r, Rat::Small(..));
    if small(&q.x) && small(&q.y) && matches!(q.d, Int::Small(_)) {
        Ok(q)
    } else {
        Err(Stop)
    }
}

/// Whether a value of `kind` is kept in the point's store of numbers.
fn real_kind(kind: Kind) -> bool {
    matches!(kind, Kind::Rat | Kind::Real)
}

/// An integer on words as a number of the quadratic field.
fn quad_of(x: i64) -> Quad {
    Quad::rational(Rat::Small(x, 1))
}

/// The most lists and positions one point keeps (each at most a continued fraction's or three
/// entries: about a megabyte a thread).
const MAX_STORED: usize = 1 << 14;

/// The most emptied lists kept for the next point on a thread, and the most entries one may
/// hold to be kept (at most a megabyte a thread).
const KEPT_LISTS: usize = 256;
const KEPT_ENTRIES: usize = 512;

/// The buffers of one point on words, kept from a point to the next on the same thread so
/// that a point allocates only where it makes more lists than the point before: a quarter of
/// a statement's time went to allocating and freeing them at every point. They hold no value
/// from one point to the next (each is emptied when its point ends).
#[derive(Default)]
struct Buffers {
    frame: Vec<i64>,
    parts: Vec<i64>,
    lists: Vec<Vec<i64>>,
    free: Vec<Vec<i64>>,
    reals: Vec<Quad>,
}

thread_local! {
    static BUFFERS: RefCell<Buffers> = RefCell::default();
}

/// Gave up: the evaluator on values takes the point from its start.
struct Stop;

type Res<T> = Result<T, Stop>;

/// The evaluation of one point on words.
pub(super) struct Words<'a> {
    prog: &'a Compiled,
    tables: &'a [Option<GameTable>],
    /// The steps taken, counted as [`Eval`](super::eval::Eval) counts them.
    pub(super) steps: u64,
    max_steps: u64,
    depth: usize,
    /// The frame of the statement, and the values of its parts.
    frame: Vec<i64>,
    parts: Vec<i64>,
    /// The point's lists, a list's value being its number here.
    lists: Vec<Vec<i64>>,
    /// Emptied lists, for the next ones made and for the frames of calls.
    free: Vec<Vec<i64>>,
    /// The point's rationals and quadratic irrationals kept as a definition's arguments and
    /// results, such a value being its number here.
    reals: Vec<Quad>,
    /// The definition whose frame is being evaluated (`None`: the statement's), which tells
    /// the kinds of its slots.
    current: Option<usize>,
    /// The last continued fraction computed, `(a, b)` and its list, as the evaluator on values
    /// keeps it (a second reading costs no steps there).
    quotients: Option<(i64, i64, i64)>,
}

impl<'a> Words<'a> {
    pub(super) fn new(
        prog: &'a Compiled,
        tables: &'a [Option<GameTable>],
        max_steps: u64,
    ) -> Words<'a> {
        let b = BUFFERS.with(|b| std::mem::take(&mut *b.borrow_mut()));
        Words {
            prog,
            tables,
            steps: 0,
            max_steps,
            depth: 0,
            frame: b.frame,
            parts: b.parts,
            lists: b.lists,
            free: b.free,
            reals: b.reals,
            current: None,
            quotients: None,
        }
    }

    /// The values of the statement's parts, in order, after [`Words::run`].
    pub(super) fn parts(&self) -> &[i64] {
        &self.parts
    }

    /// The entries of the list whose value is `handle`.
    pub(super) fn list(&self, handle: i64) -> &[i64] {
        usize::try_from(handle)
            .ok()
            .and_then(|i| self.lists.get(i))
            .map_or(&[], Vec::as_slice)
    }

    /// The statement at `vars` (the values of its parts then in [`Words::parts`]); `None`
    /// where the evaluator on values must take the point.
    pub(super) fn run(&mut self, vars: &[u64]) -> Option<bool> {
        let prog = self.prog;
        let mut frame = std::mem::take(&mut self.frame);
        frame.clear();
        frame.resize(prog.frame.max(vars.len()), 0);
        let holds = self.statement(vars, &mut frame);
        self.frame = frame;
        holds.map(|holds| holds != 0)
    }

    fn statement(&mut self, vars: &[u64], frame: &mut [i64]) -> Option<i64> {
        let prog = self.prog;
        for (slot, v) in vars.iter().enumerate() {
            frame[slot] = match prog.vars.get(slot) {
                Some(Kind::List) => self.store_entries(&super::piles_of(*v)).ok()?,
                _ => i64::try_from(*v).ok()?,
            };
        }
        self.parts.clear();
        for (i, (_, node, _)) in prog.parts.iter().enumerate() {
            let v = self.eval(node, frame).ok()?;
            self.parts.push(v);
            frame[vars.len() + i] = v;
        }
        self.eval(&prog.body, frame).ok()
    }

    /// An empty list to fill, one a point before emptied where there is one.
    /// Keeps an emptied list for the next ones made, at most [`KEPT_LISTS`] of at most
    /// [`KEPT_ENTRIES`] entries (so that the buffers kept are bounded, and a point's end does not
    /// walk more of them than it made).
    fn recycle(&mut self, list: Vec<i64>) {
        if self.free.len() < KEPT_LISTS && list.capacity() <= KEPT_ENTRIES {
            self.free.push(list);
        }
    }

    fn fresh(&mut self) -> Vec<i64> {
        // A list given up half made goes back as it is: emptied here, whatever its past.
        let mut list = self.free.pop().unwrap_or_default();
        list.clear();
        list
    }

    /// A call's argument `i` for the instance `index`: a number kept in the store where its
    /// parameter is a rational or a quadratic irrational, whatever the argument's own form (an
    /// `if` of those kinds may have an integer branch), else a word.
    fn argument(&mut self, index: usize, i: usize, a: &Node, frame: &mut [i64]) -> Res<i64> {
        if matches!(
            self.prog.instances[index].kinds.get(i),
            Some(Kind::Rat | Kind::Real)
        ) {
            let q = self.real_operand(a, frame)?;
            self.keep(q)
        } else {
            self.operand(a, frame)
        }
    }

    #[inline]
    fn step(&mut self) -> Res<()> {
        self.steps = self.steps.saturating_add(1);
        if self.steps > self.max_steps {
            return Err(Stop);
        }
        Ok(())
    }

    fn eval(&mut self, node: &Node, frame: &mut [i64]) -> Res<i64> {
        self.nested(|w| w.inner(node, frame))
    }

    /// `inner` one level deeper, after its step, as [`Eval`](super::eval::Eval) nests.
    #[inline(always)]
    fn nested<T>(&mut self, inner: impl FnOnce(&mut Self) -> Res<T>) -> Res<T> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            self.depth -= 1;
            return Err(Stop);
        }
        let r = self.step().and_then(|()| inner(self));
        self.depth -= 1;
        r
    }

    /// A leaf read in place, as [`Eval`](super::eval::Eval)'s `operand` reads it: one step,
    /// no depth.
    #[inline(always)]
    fn operand(&mut self, node: &Node, frame: &mut [i64]) -> Res<i64> {
        match node {
            Node::Slot(_) | Node::Int(_) if self.depth >= MAX_DEPTH => Err(Stop),
            Node::Slot(s) => {
                self.step()?;
                Ok(frame[*s])
            }
            Node::Int(i) => {
                self.step()?;
                i.to_i64().ok_or(Stop)
            }
            _ => self.eval(node, frame),
        }
    }

    #[inline(always)]
    fn inner(&mut self, node: &Node, frame: &mut [i64]) -> Res<i64> {
        Ok(match node {
            Node::Arith(Ar::FloorDiv, _, _, Kind::Rat | Kind::Real) => {
                let q = self.real_inner(node, frame)?;
                match q.x {
                    Rat::Small(n, 1) if q.y.is_zero() => n,
                    _ => return Err(Stop),
                }
            }
            kept_number!() => self.keep_real(node, frame)?,
            Node::Int(i) => i.to_i64().ok_or(Stop)?,
            Node::Bool(b) | Node::Outcome(b) => i64::from(*b),
            Node::Slot(s) => frame[*s],
            Node::At(inner, _) => self.eval(inner, frame)?,
            Node::Arith(op, l, r, _) => {
                let x = self.operand(l, frame)?;
                let y = self.operand(r, frame)?;
                arith(*op, x, y).ok_or(Stop)?
            }
            Node::Neg(x, _) => self.eval(x, frame)?.checked_neg().ok_or(Stop)?,
            Node::Not(x) => i64::from(self.eval(x, frame)? == 0),
            Node::Logic(op, l, r) => {
                let x = self.eval(l, frame)? != 0;
                i64::from(match op {
                    BinOp::And => x && self.eval(r, frame)? != 0,
                    BinOp::Or => x || self.eval(r, frame)? != 0,
                    BinOp::Implies => !x || self.eval(r, frame)? != 0,
                    _ => x == (self.eval(r, frame)? != 0),
                })
            }
            Node::Compare(operands, ops, Kind::Rat | Kind::Real, _) => {
                let mut left = self.real_operand(&operands[0], frame)?;
                for (op, next) in ops.iter().zip(&operands[1..]) {
                    let right = self.real_operand(next, frame)?;
                    let ord = left.compare(&right).map_err(|_| Stop)?;
                    if !holds_for(*op, ord) {
                        return Ok(0);
                    }
                    left = right;
                }
                1
            }
            Node::Compare(operands, ops, kind, _) => {
                let mut left = self.operand(&operands[0], frame)?;
                for (op, next) in ops.iter().zip(&operands[1..]) {
                    let right = self.operand(next, frame)?;
                    let holds = match kind {
                        Kind::Int => holds_for(*op, left.cmp(&right)),
                        // Lists are equal or not by their entries, truth values and outcomes
                        // by their words (`compare` in eval.rs).
                        Kind::List | Kind::Pos(_) => {
                            (self.list(left) == self.list(right)) == (*op == CmpOp::Eq)
                        }
                        _ => (left == right) == (*op == CmpOp::Eq),
                    };
                    if !holds {
                        return Ok(0);
                    }
                    left = right;
                }
                1
            }
            Node::If(c, x, y) => {
                if self.eval(c, frame)? != 0 {
                    self.eval(x, frame)?
                } else {
                    self.eval(y, frame)?
                }
            }
            Node::Builtin(
                b @ (Builtin::Floor | Builtin::Ceil | Builtin::Num | Builtin::Den),
                args,
                Kind::Rat | Kind::Real,
            ) => {
                let x = self.real_operand(&args[0], frame)?;
                let rational = x.y.is_zero();
                let int = match b {
                    Builtin::Floor => x.floor().map_err(|_| Stop)?,
                    // The ceiling as on values: the floor of the negation, negated.
                    Builtin::Ceil => x.neg().floor().and_then(|f| f.neg()).map_err(|_| Stop)?,
                    Builtin::Num if rational => x.x.numer(),
                    Builtin::Den if rational => x.x.denom(),
                    _ => return Err(Stop),
                };
                int.to_i64().ok_or(Stop)?
            }
            Node::Builtin(b, args, _) => {
                // Most built-ins take one or two arguments: those in place, more on the heap.
                let mut few = [0i64; 4];
                let mut many = Vec::new();
                for (i, a) in args.iter().enumerate() {
                    let v = self.operand(a, frame)?;
                    if args.len() <= few.len() {
                        few[i] = v;
                    } else {
                        many.push(v);
                    }
                }
                let values = if args.len() <= few.len() {
                    &few[..args.len()]
                } else {
                    &many[..]
                };
                match b {
                    Builtin::Quotients => self.quotients(values[0], values[1])?,
                    Builtin::Len => i64::try_from(self.list(values[0]).len()).map_err(|_| Stop)?,
                    _ => builtin(*b, values).ok_or(Stop)?,
                }
            }
            Node::Index(list, i, _) => {
                let list = self.eval(list, frame)?;
                let i = self.operand(i, frame)?;
                let entry = usize::try_from(i).ok().and_then(|i| self.list(list).get(i));
                *entry.ok_or(Stop)?
            }
            Node::Call(index, args, _) => {
                let mut values = self.fresh();
                for (i, a) in args.iter().enumerate() {
                    values.push(self.argument(*index, i, a, frame)?);
                }
                self.call(*index, values)?
            }
            Node::Game(f, g, args, _) if self.prog.games[*g].0 == GameName::SerialNim => {
                let piles = self.piles(&args[0], frame)?;
                self.serial_nim(*f, *g, &piles)?
            }
            Node::Game(f, g, args, _) => {
                let (e, len) = self.entries(args, frame)?;
                self.game(*f, *g, &e[..len])?
            }
            Node::Tuple(entries, _) => {
                let (e, len) = self.entries(entries, frame)?;
                self.store_entries(&e[..len])?
            }
            Node::List(items) => {
                let mut out = self.fresh();
                for x in items {
                    match self.operand(x, frame) {
                        Ok(v) => out.push(v),
                        Err(stop) => {
                            self.recycle(out);
                            return Err(stop);
                        }
                    }
                }
                self.store(out)?
            }
            Node::Concat(l, r, _) => {
                let x = self.eval(l, frame)?;
                let y = self.eval(r, frame)?;
                // Each entry of the list made is a step, as on values.
                let len = self.list(x).len() + self.list(y).len();
                self.steps = self.steps.saturating_add(len as u64);
                if self.steps > self.max_steps {
                    return Err(Stop);
                }
                let mut out = self.fresh();
                out.extend_from_slice(self.list(x));
                out.extend_from_slice(self.list(y));
                self.store(out)?
            }
            Node::Quant(q, slots, over, body, _, _) => self.quant(*q, slots, over, body, frame)?,
        })
    }

    /// A number read where a rational or a quadratic irrational is wanted, as
    /// [`Words::operand`] reads a word: a variable or an integer in place, one step.
    #[inline]
    fn real_operand(&mut self, node: &Node, frame: &mut [i64]) -> Res<Quad> {
        match node {
            Node::Slot(_) | Node::Int(_) if self.depth >= MAX_DEPTH => Err(Stop),
            Node::Slot(s) => {
                self.step()?;
                self.real_slot(*s, frame)
            }
            Node::Int(i) => {
                self.step()?;
                Ok(quad_of(i.to_i64().ok_or(Stop)?))
            }
            _ => self.real(node, frame),
        }
    }

    /// A number where a rational or a quadratic irrational is wanted, counting its step and
    /// depth as [`Words::eval`] does.
    fn real(&mut self, node: &Node, frame: &mut [i64]) -> Res<Quad> {
        self.nested(|w| w.real_inner(node, frame))
    }

    fn real_inner(&mut self, node: &Node, frame: &mut [i64]) -> Res<Quad> {
        let e = |_| Stop;
        small_quad(match node {
            Node::Phi => Quad::root(&Int::Small(1)).map_err(e)?,
            Node::Rat(r) => Quad::rational(r.clone()),
            Node::Real(q) => q.clone(),
            Node::At(inner, _) => return self.real(inner, frame),
            Node::Slot(s) => return self.real_slot(*s, frame),
            Node::Call(index, ..) => {
                let v = self.inner(node, frame)?;
                return match self.prog.instances[*index].result {
                    Kind::Rat | Kind::Real => self.real_at(v),
                    _ => Ok(quad_of(v)),
                };
            }
            Node::If(c, x, y) => {
                return if self.eval(c, frame)? != 0 {
                    self.real(x, frame)
                } else {
                    self.real(y, frame)
                }
            }
            Node::Arith(op, l, r, kind @ (Kind::Rat | Kind::Real)) => {
                let x = self.real_operand(l, frame)?;
                let y = self.real_operand(r, frame)?;
                if *kind == Kind::Rat {
                    // Both rational at this kind, as `eval::arith` takes them.
                    let (a, b) = (&x.x, &y.x);
                    match op {
                        Ar::Add => Quad::rational(a.add(b).map_err(e)?),
                        Ar::Sub => Quad::rational(a.sub(b).map_err(e)?),
                        Ar::Mul => Quad::rational(a.mul(b).map_err(e)?),
                        Ar::Div => Quad::rational(a.div(b).map_err(e)?),
                        Ar::FloorDiv => Quad::rational(a.div(b).map_err(e)?.floor().rat()),
                        Ar::Mod | Ar::Pow => return Err(Stop),
                    }
                } else {
                    match op {
                        Ar::Add => x.add(&y).map_err(e)?,
                        Ar::Sub => x.sub(&y).map_err(e)?,
                        Ar::Mul => x.mul(&y).map_err(e)?,
                        Ar::Div => x.div(&y).map_err(e)?,
                        Ar::FloorDiv => {
                            Quad::rational(x.div(&y).map_err(e)?.floor().map_err(e)?.rat())
                        }
                        Ar::Mod | Ar::Pow => return Err(Stop),
                    }
                }
            }
            Node::Neg(x, Kind::Rat | Kind::Real) => self.real(x, frame)?.neg(),
            Node::Builtin(b @ (Builtin::Min | Builtin::Max), args, Kind::Rat) => {
                let mut best = self.real_operand(&args[0], frame)?;
                for a in &args[1..] {
                    let v = self.real_operand(a, frame)?;
                    let ord = v.compare(&best).map_err(e)?;
                    if (*b == Builtin::Min && ord == Ordering::Less)
                        || (*b == Builtin::Max && ord == Ordering::Greater)
                    {
                        best = v;
                    }
                }
                best
            }
            Node::Builtin(Builtin::Abs, args, Kind::Rat) => {
                let x = self.real_operand(&args[0], frame)?;
                if !x.y.is_zero() {
                    return Err(Stop);
                }
                Quad::rational(x.x.abs())
            }
            Node::Builtin(b @ (Builtin::Sqrt | Builtin::Root), args, _) => {
                let k = Int::Small(self.operand(&args[0], frame)?);
                if *b == Builtin::Sqrt {
                    Quad::sqrt(&k).map_err(e)?
                } else {
                    Quad::root(&k).map_err(e)?
                }
            }
            // An integer, a value of an integer's kind (its step already counted).
            other => quad_of(self.inner(other, frame)?),
        })
    }

    /// A number of a kind of its own, evaluated where a word is kept: kept in the store, its
    /// number there (its step already counted).
    #[inline(never)]
    fn keep_real(&mut self, node: &Node, frame: &mut [i64]) -> Res<i64> {
        let q = self.real_inner(node, frame)?;
        self.keep(q)
    }

    /// Keeps a number in the store: its number there.
    fn keep(&mut self, q: Quad) -> Res<i64> {
        if self.reals.len() >= MAX_STORED {
            return Err(Stop);
        }
        let handle = i64::try_from(self.reals.len()).map_err(|_| Stop)?;
        self.reals.push(q);
        Ok(handle)
    }

    /// The number kept under `handle`.
    fn real_at(&self, handle: i64) -> Res<Quad> {
        usize::try_from(handle)
            .ok()
            .and_then(|i| self.reals.get(i))
            .cloned()
            .ok_or(Stop)
    }

    /// The slot `s` of the frame as a number: a kept one where it is a parameter of those
    /// kinds of the definition being evaluated, else an integer.
    fn real_slot(&self, s: usize, frame: &[i64]) -> Res<Quad> {
        let kept = self.current.is_some_and(|i| {
            matches!(
                self.prog.instances[i].kinds.get(s),
                Some(Kind::Rat | Kind::Real)
            )
        });
        if kept {
            self.real_at(frame[s])
        } else {
            Ok(quad_of(frame[s]))
        }
    }

    fn call(&mut self, mut index: usize, mut args: Vec<i64>) -> Res<i64> {
        let prog = self.prog;
        let caller = self.current;
        let wanted = real_kind(prog.instances[index].result);
        loop {
            let inst = &prog.instances[index];
            let mut frame = args;
            frame.resize(inst.frame.max(inst.params), 0);
            self.current = Some(index);
            let next = self.tail(&inst.body, &mut frame);
            self.current = caller;
            frame.clear();
            self.recycle(frame);
            match next? {
                // A definition of those kinds ending in a call of one of integers: the
                // integer as a number kept.
                Tail::Value(v) if wanted && !real_kind(inst.result) => {
                    return self.keep(quad_of(v))
                }
                Tail::Value(v) => return Ok(v),
                Tail::Call(next, values) => {
                    self.step()?;
                    index = next;
                    args = values;
                }
            }
        }
    }

    fn tail(&mut self, node: &Node, frame: &mut [i64]) -> Res<Tail> {
        match node {
            Node::If(c, x, y) => {
                self.step()?;
                if self.eval(c, frame)? != 0 {
                    self.tail(x, frame)
                } else {
                    self.tail(y, frame)
                }
            }
            Node::Call(index, args, _) => {
                let mut values = self.fresh();
                for (i, a) in args.iter().enumerate() {
                    values.push(self.argument(*index, i, a, frame)?);
                }
                Ok(Tail::Call(*index, values))
            }
            // The value a definition of those kinds returns is a number kept, whatever the
            // branch's own form (an integer branch of an `if` of those kinds).
            other
                if self
                    .current
                    .is_some_and(|i| real_kind(self.prog.instances[i].result)) =>
            {
                let q = self.real(other, frame)?;
                Ok(Tail::Value(self.keep(q)?))
            }
            other => Ok(Tail::Value(self.eval(other, frame)?)),
        }
    }

    fn game(&mut self, f: GameFn, g: usize, e: &[u64]) -> Res<i64> {
        let (_, rules) = &self.prog.games[g];
        if f == GameFn::Terminal {
            return rules.is_terminal(e).map(i64::from).map_err(|_| Stop);
        }
        rules.check(e).map_err(|_| Stop)?;
        let value = match self.tables.get(g).and_then(Option::as_ref) {
            Some(GameTable::Pair(t, bound)) if e.len() == 2 => {
                let n = t.n.min(*bound);
                if e.iter().any(|x| *x > n) {
                    return Err(Stop);
                }
                t.value(e[0], e[1])
            }
            Some(GameTable::Triple(t, bound)) if e.len() == 3 => {
                let n = t.n.min(*bound);
                if e.iter().any(|x| *x > n) {
                    return Err(Stop);
                }
                t.value(e[0], e[1], e[2])
            }
            _ => return Err(Stop),
        }
        .map_err(|_| Stop)?;
        match f {
            GameFn::Value => i64::try_from(value).map_err(|_| Stop),
            _ => Ok(i64::from(value == 0)),
        }
    }

    fn quant(
        &mut self,
        q: Quant,
        slots: &[usize],
        over: &OverNode,
        body: &Node,
        frame: &mut [i64],
    ) -> Res<i64> {
        let mut acc = Acc::new(q);
        match over {
            OverNode::Range(lo, hi) => {
                let lo = self.operand(lo, frame)?;
                let hi = self.operand(hi, frame)?;
                let mut i = lo;
                while i <= hi {
                    self.step()?;
                    frame[slots[0]] = i;
                    let v = self.eval(body, frame)?;
                    if acc.add(v)? {
                        break;
                    }
                    // Past the largest word the evaluator on values goes on with big integers.
                    i = i.checked_add(1).ok_or(Stop)?;
                }
            }
            OverNode::Moves(g, args) => {
                let prog = self.prog;
                let (name, rules) = &prog.games[*g];
                let few;
                let piles;
                let position = if *name == GameName::SerialNim {
                    piles = self.piles(&args[0], frame)?;
                    &piles[..]
                } else {
                    few = self.entries(args, frame)?;
                    &few.0[..few.1]
                };
                let mut failed = false;
                let visited = rules.visit_moves(position, &mut |m: &[u64]| {
                    let r = (|| -> Res<bool> {
                        self.step()?;
                        if slots.len() == 1 {
                            // The move as a position (a misère game's last one has no entry).
                            frame[slots[0]] = self.store_entries(m)?;
                        } else if m.len() != slots.len() {
                            return Err(Stop);
                        } else {
                            for (s, x) in slots.iter().zip(m) {
                                frame[*s] = i64::try_from(*x).map_err(|_| Stop)?;
                            }
                        }
                        let v = self.eval(body, frame)?;
                        acc.add(v)
                    })();
                    match r {
                        Ok(stop) => !stop,
                        Err(Stop) => {
                            failed = true;
                            false
                        }
                    }
                });
                if failed || visited.is_err() {
                    return Err(Stop);
                }
            }
            OverNode::List(list) => {
                let list = self.eval(list, frame)?;
                let mut k = 0;
                while let Some(&x) = self.list(list).get(k) {
                    self.step()?;
                    frame[slots[0]] = x;
                    let v = self.eval(body, frame)?;
                    if acc.add(v)? {
                        break;
                    }
                    k += 1;
                }
            }
        }
        Ok(acc.finish())
    }

    /// A Serial Nim position's piles, as `Eval::entries` reads them: each at least 1.
    fn piles(&mut self, arg: &Node, frame: &mut [i64]) -> Res<Vec<u64>> {
        let handle = self.eval(arg, frame)?;
        self.list(handle)
            .iter()
            .map(|x| u64::try_from(*x).ok().filter(|x| *x > 0).ok_or(Stop))
            .collect()
    }

    /// Serial Nim's value, outcome or end at `piles`, as `Eval::serial_nim` gives it: within
    /// the run's bound of pile sums, a step for each position below it, by the same solver.
    fn serial_nim(&mut self, f: GameFn, g: usize, piles: &[u64]) -> Res<i64> {
        let (_, rules) = &self.prog.games[g];
        if f == GameFn::Terminal {
            return rules.is_terminal(piles).map(i64::from).map_err(|_| Stop);
        }
        rules.check(piles).map_err(|_| Stop)?;
        let Some(GameTable::Piles(bound)) = self.tables.get(g).and_then(Option::as_ref) else {
            return Err(Stop);
        };
        let sum = piles.iter().map(|x| u128::from(*x)).sum::<u128>();
        if sum > u128::from(*bound) {
            return Err(Stop);
        }
        let positions = u64::try_from(sum + 1).unwrap_or(u64::MAX);
        self.steps = self.steps.saturating_add(positions);
        if self.steps > self.max_steps {
            return Err(Stop);
        }
        let held = super::eval::serial_nim_held(piles).ok_or(Stop)?;
        let v = super::eval::serial_nim_value(piles, held).map_err(|_| Stop)?;
        Ok(match f {
            GameFn::Value => i64::from(v),
            _ => i64::from(v == 0),
        })
    }

    /// A position's entries, as `Eval::entries` reads them: one argument is a position
    /// (evaluated, not read in place), more are its entries (each at least 0).
    fn entries(&mut self, args: &[Node], frame: &mut [i64]) -> Res<([u64; 3], usize)> {
        let mut e = [0u64; 3];
        if args.len() == 1 {
            let handle = self.eval(&args[0], frame)?;
            let entries = self.list(handle);
            if entries.len() > e.len() {
                return Err(Stop);
            }
            for (slot, x) in e.iter_mut().zip(entries) {
                *slot = u64::try_from(*x).map_err(|_| Stop)?;
            }
            return Ok((e, entries.len()));
        }
        if args.len() > e.len() {
            return Err(Stop);
        }
        for (slot, a) in e.iter_mut().zip(args) {
            *slot = u64::try_from(self.operand(a, frame)?).map_err(|_| Stop)?;
        }
        Ok((e, args.len()))
    }

    /// Keeps a list (or a position's entries) in the point's store: its number there. Nothing
    /// leaves the store before the point ends, so a point that makes more than [`MAX_STORED`]
    /// is given to the evaluator on values, which drops each value after its use.
    fn store(&mut self, entries: Vec<i64>) -> Res<i64> {
        if self.lists.len() >= MAX_STORED {
            self.recycle(entries);
            return Err(Stop);
        }
        let handle = i64::try_from(self.lists.len()).map_err(|_| Stop)?;
        self.lists.push(entries);
        Ok(handle)
    }

    /// Keeps a position's entries in the point's store (each a word, or the evaluator on values
    /// takes the point).
    fn store_entries(&mut self, entries: &[u64]) -> Res<i64> {
        let mut out = self.fresh();
        for x in entries {
            match i64::try_from(*x) {
                Ok(x) => out.push(x),
                Err(_) => {
                    self.recycle(out);
                    return Err(Stop);
                }
            }
        }
        self.store(out)
    }

    /// The continued fraction of `b/a` by the Euclidean algorithm, as a list: a step a
    /// quotient, none when it is the last one computed.
    fn quotients(&mut self, a: i64, b: i64) -> Res<i64> {
        if a <= 0 || b < 0 {
            return Err(Stop);
        }
        if let Some((qa, qb, list)) = self.quotients {
            if (qa, qb) == (a, b) {
                return Ok(list);
            }
        }
        let (mut x, mut y) = (b, a);
        let mut out = self.fresh();
        loop {
            if let Err(stop) = self.step() {
                self.recycle(out);
                return Err(stop);
            }
            out.push(x / y);
            let r = x % y;
            if r == 0 {
                break;
            }
            (x, y) = (y, r);
        }
        let handle = self.store(out)?;
        self.quotients = Some((a, b, handle));
        Ok(handle)
    }
}

impl Drop for Words<'_> {
    /// The point's buffers, emptied, kept for the thread's next point (the lists but the
    /// [`KEPT_LISTS`] small enough ones dropped, the stores shrunk to as many).
    fn drop(&mut self) {
        let mut lists = std::mem::take(&mut self.lists);
        for mut list in lists.drain(..) {
            list.clear();
            self.recycle(list);
        }
        lists.shrink_to(KEPT_LISTS);
        let mut reals = std::mem::take(&mut self.reals);
        reals.clear();
        reals.shrink_to(KEPT_LISTS);
        let b = Buffers {
            frame: std::mem::take(&mut self.frame),
            parts: std::mem::take(&mut self.parts),
            lists,
            free: std::mem::take(&mut self.free),
            reals,
        };
        // A thread being torn down has no buffers to keep.
        let _ = BUFFERS.try_with(|slot| *slot.borrow_mut() = b);
    }
}

enum Tail {
    Value(i64),
    Call(usize, Vec<i64>),
}

/// What a quantifier gathers, as `Acc` in eval.rs.
enum Acc {
    All(bool),
    Exists(bool),
    Count(i64),
    Sum(i64),
}

impl Acc {
    fn new(q: Quant) -> Acc {
        match q {
            Quant::All => Acc::All(true),
            Quant::Exists => Acc::Exists(false),
            Quant::Count => Acc::Count(0),
            Quant::Sum => Acc::Sum(0),
        }
    }

    /// Adds a value; whether the answer is known.
    fn add(&mut self, v: i64) -> Res<bool> {
        Ok(match self {
            Acc::All(all) => {
                *all &= v != 0;
                v == 0
            }
            Acc::Exists(any) => {
                *any |= v != 0;
                v != 0
            }
            Acc::Count(n) => {
                *n = n.checked_add(i64::from(v != 0)).ok_or(Stop)?;
                false
            }
            Acc::Sum(total) => {
                *total = total.checked_add(v).ok_or(Stop)?;
                false
            }
        })
    }

    fn finish(self) -> i64 {
        match self {
            Acc::All(b) | Acc::Exists(b) => i64::from(b),
            Acc::Count(n) | Acc::Sum(n) => n,
        }
    }
}

/// `x op y` on words, as [`Int`]'s arithmetic gives it; `None` past a word or for a zero
/// divisor (the evaluator on values then says which).
fn arith(op: Ar, x: i64, y: i64) -> Option<i64> {
    match op {
        Ar::Add => x.checked_add(y),
        Ar::Sub => x.checked_sub(y),
        Ar::Mul => x.checked_mul(y),
        // The floor's quotient and remainder (the remainder of the divisor's sign): Rust's
        // truncated ones moved by one where they differ; `None` for a zero divisor and for
        // −2⁶³ ÷ −1.
        Ar::FloorDiv => {
            let q = x.checked_div(y)?;
            Some(if x % y != 0 && (x < 0) != (y < 0) {
                q - 1
            } else {
                q
            })
        }
        Ar::Mod => {
            let r = x.checked_rem(y)?;
            Some(if r != 0 && (r < 0) != (y < 0) {
                r + y
            } else {
                r
            })
        }
        Ar::Pow => {
            let e = u32::try_from(y).ok();
            match (x, e) {
                (_, None) if y < 0 => None,
                (0, _) => Some(i64::from(y == 0)),
                (1, _) => Some(1),
                (-1, _) => Some(if y % 2 == 0 { 1 } else { -1 }),
                (_, Some(e)) => x.checked_pow(e),
                (_, None) => None,
            }
        }
        Ar::Div => None,
    }
}

fn builtin(b: Builtin, v: &[i64]) -> Option<i64> {
    match b {
        Builtin::Gcd => Int::Small(v[0]).gcd(&Int::Small(v[1])).ok()?.to_i64(),
        Builtin::Min => v
            .iter()
            .copied()
            .reduce(|best, x| if x < best { x } else { best }),
        Builtin::Max => v
            .iter()
            .copied()
            .reduce(|best, x| if x > best { x } else { best }),
        Builtin::Abs => v[0].checked_abs(),
        // An integer is its own floor and ceiling (eval.rs negates for the ceiling: −2⁶³
        // leaves a word there).
        Builtin::Floor => Some(v[0]),
        Builtin::Ceil => v[0].checked_neg().map(|_| v[0]),
        Builtin::Num => Some(v[0]),
        Builtin::Den => Some(1),
        _ => None,
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The floor's quotient and remainder on words are [`Int`]'s, at the words' edges and
    /// for every sign, or given up where a word cannot hold them.
    #[test]
    fn floor_division_and_remainder_on_words_are_the_integers() {
        let edges = [
            0,
            1,
            -1,
            2,
            -2,
            3,
            -3,
            7,
            -7,
            i64::MAX,
            i64::MIN,
            i64::MAX - 1,
            i64::MIN + 1,
        ];
        for x in edges {
            for y in edges {
                for (op, exact) in [
                    (Ar::FloorDiv, Int::Small(x).div_floor(&Int::Small(y))),
                    (Ar::Mod, Int::Small(x).mod_floor(&Int::Small(y))),
                ] {
                    match arith(op, x, y) {
                        Some(z) => assert_eq!(Ok(Int::Small(z)), exact, "{x} {op:?} {y}"),
                        // Given up: a zero divisor, or a result past a word (−2⁶³ ÷ −1), or
                        // its remainder.
                        None => assert!(y == 0 || (x == i64::MIN && y == -1), "{x} {op:?} {y}"),
                    }
                }
            }
        }
    }
}
