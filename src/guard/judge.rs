//! What the engines say at a position sent to an implementation: the value (or the outcome, or
//! the sequence's term) they agree on, or that none of them could say, or that they disagree
//! among themselves (a bug of this harness, never of the implementation).
//!
//! Inside the box every position is read from the two tables built once (the reference solver's
//! and the fast table's, [`Truth`]); outside it, from the reference solver within its budget.
//! Every closed form that applies answers too. For the sequences, two independent computations
//! answer everywhere (and a third, from the tree's rule, inside the box).

use super::{show, Mode, Target};
use crate::arith::ordered;
use crate::formulas::{self, Engine};
use crate::games::GameName;
use crate::solver::{TripleTruth, Truth};
use crate::trees::calkin_wilf;
use crate::trees::{Step, Word};
use crate::vocab::{Answer, Failure, Outcome};
use num_bigint::{BigInt, BigUint};

/// What the engines agree on at a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judged {
    /// The answer the implementation must give.
    Exact(Answer),
    /// Only the outcome is known (a value was asked, and only outcome engines answered): the
    /// implementation's value must be 0 exactly when the outcome is P.
    OutcomeOnly(Outcome),
    /// No engine answered (beyond the reference solver's budget, outside every closed form).
    Unknown,
}

/// The judge of one run: the tables of the box, built once, and the budget of the reference
/// solver outside it.
pub struct Judge {
    target: Target,
    mode: Mode,
    budget: u64,
    pairs: Option<Truth>,
    triples: Option<TripleTruth>,
    engines: Vec<Engine>,
    /// Stern's s(0..=top) by its recursion, inside the box of the sequences.
    stern_table: Vec<u64>,
}

/// The largest index of the sequences' box table (Stern's recursion, Newman's iteration).
const SEQUENCE_TABLE_MAX: u64 = 1 << 24;

/// The largest sum of partial quotients where the Calkin–Wilf index is also computed by climbing
/// to the root one mother at a time (quadratic in that sum).
const PARENT_STEPS_MAX: u64 = 4096;

impl Judge {
    /// The judge of `target` in `mode`, with the box's tables up to `top` (none when `top` is
    /// `None`: an empty box).
    pub fn new(target: Target, mode: Mode, top: Option<u64>, budget: u64) -> crate::Result<Judge> {
        let mut judge = Judge {
            target,
            mode,
            budget,
            pairs: None,
            triples: None,
            engines: Vec::new(),
            stern_table: Vec::new(),
        };
        match target {
            Target::Game(GameName::TwoEntry { game, misere }) => {
                if let Some(n) = top {
                    judge.pairs = Some(Truth::build(game, misere, n)?);
                }
                if !misere {
                    judge.engines = formulas::engines(game);
                }
            }
            Target::Game(GameName::Triple { game, misere }) => {
                if let Some(n) = top {
                    judge.triples = Some(TripleTruth::build(game, misere, n)?);
                }
            }
            Target::Game(GameName::SerialNim) => {
                return Err(crate::Error::out_of_domain(
                    "serial-nim: guarding is for the two- and three-entry games and the sequences",
                ))
            }
            Target::Stern | Target::CalkinWilf => {
                if let Some(n) = top {
                    let n = n.min(SEQUENCE_TABLE_MAX);
                    let mut s = vec![0u64; n as usize + 2];
                    s[1] = 1;
                    for i in 2..s.len() {
                        s[i] = if i % 2 == 0 {
                            s[i / 2]
                        } else {
                            s[i / 2] + s[i / 2 + 1]
                        };
                    }
                    judge.stern_table = s;
                }
            }
            Target::CalkinWilfIndex => {}
        }
        Ok(judge)
    }

    /// What the implementation must answer at `p` (in the run's mode), or that no engine could
    /// say; where the engines disagree among themselves, what each answered.
    pub fn judge(&self, p: &[u64]) -> Result<Judged, Failure> {
        let answers = self.answers(p, false);
        let mut exact: Option<Answer> = None;
        let mut outcome: Option<Outcome> = None;
        let conflict = || self.explain(p);
        for (_, a) in &answers {
            let Ok(a) = a else { continue };
            match a {
                // An engine that gives only the outcome.
                Answer::Outcome(o) => {
                    if outcome.is_some_and(|x| x != *o) {
                        return Err(conflict());
                    }
                    outcome = Some(*o);
                }
                x => {
                    if exact.as_ref().is_some_and(|y| y != x) {
                        return Err(conflict());
                    }
                    if let Answer::Number(v) = x {
                        if let Target::Game(_) = self.target {
                            let o = Outcome::of_p(v == &BigInt::from(0));
                            if outcome.is_some_and(|y| y != o) {
                                return Err(conflict());
                            }
                            outcome = Some(o);
                        }
                    }
                    exact = Some(x.clone());
                }
            }
        }
        Ok(match (self.mode, exact, outcome) {
            (Mode::Outcome, _, Some(o)) => Judged::Exact(Answer::Outcome(o)),
            (Mode::Value, Some(x), _) => Judged::Exact(x),
            (Mode::Value, None, Some(o)) => Judged::OutcomeOnly(o),
            _ => Judged::Unknown,
        })
    }

    /// The position `p` as printed, with every engine's answer there, or why it is silent
    /// (`skipped: …`), the box's tables by name: for a report.
    pub fn explain(&self, p: &[u64]) -> Failure {
        let mut failure = Failure::at(show(p));
        for (engine, a) in self.answers(p, true) {
            failure.answers.push((
                engine,
                a.unwrap_or_else(|why| Answer::Text(format!("skipped: {why}"))),
            ));
        }
        failure
    }

    /// Every engine's answer at `p` (an outcome engine's is an [`Answer::Outcome`]), or why it
    /// is silent (with `all`, every engine, for a report; without, only what decides).
    fn answers(&self, p: &[u64], all: bool) -> Vec<(String, Result<Answer, String>)> {
        let mut out: Vec<(String, Result<Answer, String>)> = Vec::new();
        let value = |v: u64| Answer::Number(BigInt::from(v));
        match self.target {
            Target::Game(game) => {
                // The box's tables: the value both solvers agree on, or what each answered.
                let mut tables = |name: String, v: Result<u64, Failure>| match v {
                    Ok(v) => out.push((format!("tables ({name})"), Ok(value(v)))),
                    // The solvers disagree: each one's answer, a value or why it has none.
                    Err(d) => {
                        for (e, a) in d.answers {
                            let a = match a {
                                Answer::Number(_) => Ok(a),
                                other => Err(other.to_string()),
                            };
                            out.push((e, a));
                        }
                    }
                };
                let in_box = match (&self.pairs, &self.triples) {
                    (Some(t), _) if p.len() == 2 && p[0] <= t.n && p[1] <= t.n => {
                        tables(t.name(), t.value(p[0], p[1]));
                        true
                    }
                    (_, Some(t)) if p.len() == 3 && p.iter().all(|&x| x <= t.n) => {
                        tables(t.name(), t.value(p[0], p[1], p[2]));
                        true
                    }
                    _ => false,
                };
                if !in_box {
                    let cost = reference_cost(p);
                    let r = if cost > self.budget {
                        Err(format!(
                            "beyond its budget (about {cost} move evaluations, more than {})",
                            self.budget
                        ))
                    } else {
                        crate::solver::reference_solver(
                            game,
                            self.budget,
                            crate::solver::reference::POSITION_MAX_BYTES,
                        )
                        .sprague_grundy(p)
                        .map_err(|e| e.to_string())
                    };
                    out.push((
                        "reference solver".to_string(),
                        r.map(|v| value(u64::from(v))),
                    ));
                }
                if p.len() == 2 {
                    let (a, b) = ordered(p[0], p[1]);
                    for e in &self.engines {
                        let a = match e.evaluate(a, b) {
                            Ok(Some(answer)) => Ok(answer),
                            Ok(None) => Err(format!("outside its domain ({})", e.domain)),
                            Err(err) => Err(err.to_string()),
                        };
                        if all || a.is_ok() {
                            out.push((e.name.to_string(), a));
                        }
                    }
                }
            }
            Target::Stern | Target::CalkinWilf => {
                let n = p[0];
                let pick = |(x, y): (u64, u64)| match self.target {
                    Target::Stern => value(x),
                    _ => Answer::Fraction(x.into(), y.into()),
                };
                if let Some(&x) = self.stern_table.get(n as usize) {
                    if let Some(&y) = self.stern_table.get(n as usize + 1) {
                        out.push(("Stern's recursion (table)".into(), Ok(pick((x, y)))));
                    }
                }
                out.push((
                    "Stern's pair from the binary digits".into(),
                    Ok(pick(calkin_wilf::stern_pair(n))),
                ));
                let tree = if n == 0 {
                    Ok((0, 1))
                } else {
                    calkin_wilf::node_at(&word_of_index(n))
                };
                out.push((
                    "the Calkin–Wilf tree at the path of n".into(),
                    tree.map(pick).map_err(|e| e.to_string()),
                ));
            }
            Target::CalkinWilfIndex => {
                let (a, b) = (p[0], p[1]);
                out.push((
                    "the runs of the path (continued fraction)".into(),
                    index_by_runs(a, b)
                        .map(|i| Answer::Number(i.into()))
                        .map_err(|e| e.to_string()),
                ));
                let steps = if super::positions::quotient_sum(a, b) <= PARENT_STEPS_MAX {
                    index_by_mothers(a, b)
                        .map(|i| Answer::Number(i.into()))
                        .map_err(|e| e.to_string())
                } else {
                    Err(format!("more than {PARENT_STEPS_MAX} steps to the root"))
                };
                if all || steps.is_ok() {
                    out.push(("climbing to the root, one mother at a time".into(), steps));
                }
            }
        }
        out
    }
}

/// A lower estimate of the reference solver's work at a pair: from `(a, qa + r)` it evaluates
/// every move to `(a, ka + r)`, `k < q`, at every step of the expansion, about `q²/2` moves per
/// quotient `q`. Positions whose estimate passes the budget are not tried (the estimate is not
/// a verdict: a skipped engine is reported as skipped). Triples are always tried.
pub fn reference_cost(p: &[u64]) -> u64 {
    if p.len() != 2 {
        return 0;
    }
    let (mut x, mut y) = (p[0].max(p[1]), p[0].min(p[1]));
    let mut cost: u64 = 0;
    while y > 0 {
        let q = x / y;
        cost = cost.saturating_add(q.saturating_mul(q) / 2);
        (x, y) = (y, x % y);
    }
    cost
}

/// The path to node `n ≥ 1` of the Calkin–Wilf tree: the binary digits of `n` after the
/// leading 1, 0 for a left child and 1 for a right child.
fn word_of_index(n: u64) -> Word {
    let mut word = Word::new();
    for bit in (0..63 - n.leading_zeros()).rev() {
        let step = if n >> bit & 1 == 1 { Step::R } else { Step::L };
        // A run of one step never overflows.
        let _ = word.push(step, 1);
    }
    word
}

/// The index of `a/b` from the runs of its path: `1`, then each run of `k` steps appends `k`
/// binary digits (1 for R, 0 for L).
pub(crate) fn index_by_runs(a: u64, b: u64) -> crate::Result<BigUint> {
    let word = calkin_wilf::path_from_root(a, b)?;
    let mut n = BigUint::from(1u8);
    for &(step, k) in word.runs() {
        let k = usize::try_from(k).map_err(|_| crate::Error::overflow("a run past usize"))?;
        n <<= k;
        if step == Step::R {
            n += (BigUint::from(1u8) << k) - 1u8;
        }
    }
    Ok(n)
}

/// The index of `a/b` by hss2008's rule read upwards: a left child `a/(a+b)` of node `m` is
/// `2m`, a right child `(a+b)/b` is `2m + 1`; climb to the root, then read the digits back.
fn index_by_mothers(a: u64, b: u64) -> crate::Result<BigUint> {
    let mut digits = Vec::new();
    let (mut x, mut y) = (a, b);
    while let Some((px, py)) = calkin_wilf::parent(x, y)? {
        digits.push(x > y);
        (x, y) = (px, py);
    }
    let mut n = BigUint::from(1u8);
    for right in digits.into_iter().rev() {
        n = n * 2u8 + u8::from(right);
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// hss2008 (2): 1/1, 1/2, 2/1, 1/3, 3/2, 2/3, 3/1, 1/4: the indices by both computations.
    #[test]
    fn the_index_by_runs_and_by_mothers() {
        let reading = [
            (1, 1),
            (1, 2),
            (2, 1),
            (1, 3),
            (3, 2),
            (2, 3),
            (3, 1),
            (1, 4),
        ];
        for (i, (a, b)) in reading.into_iter().enumerate() {
            let i = BigUint::from(i + 1);
            assert_eq!(index_by_runs(a, b).unwrap(), i, "{a}/{b}");
            assert_eq!(index_by_mothers(a, b).unwrap(), i, "{a}/{b}");
        }
        assert_eq!(word_of_index(5).to_string(), "L R");
    }
}
