//! What a wrong implementation does compute: the answers it gave, compared with the classic
//! confusions. Another game of the family (Grossman's game implemented under the name Euclid,
//! or the misère version), who wins instead of the value, the outcome words the other way
//! round, the entries swapped, an index off by one.
//!
//! A confusion is named only when it agrees with every answer it can be compared on, at least
//! [`MIN_AGREEING`] of them, and with the answer at the reported position.

use super::{Finding, Mode, Target, Wrong};
use crate::games::GameName;
use crate::trees::calkin_wilf;
use crate::vocab::Answer;
use crate::vocab::Outcome;
use num_bigint::{BigInt, BigUint};

/// The fewest answers a confusion must agree with before it is named.
pub const MIN_AGREEING: usize = 20;

/// The reference solver's total budget for each other game compared.
const OTHER_GAME_BUDGET: u64 = 2_000_000;

/// One line per confusion the answers agree with (empty when none does).
pub fn diagnose(
    target: Target,
    mode: Mode,
    sample: &[(Vec<u64>, Answer)],
    failure: &Finding,
) -> Vec<String> {
    let Wrong::Answer {
        answer: at_failure, ..
    } = &failure.wrong
    else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut consider = |name: String, f: &mut dyn FnMut(&[u64]) -> Option<Answer>| {
        if let Some(line) = agrees(sample, &failure.position, at_failure, name, f) {
            out.push(line);
        }
    };
    let number = |v: u64| Answer::Number(BigInt::from(v));
    match target {
        Target::Game(game) => {
            let others: Vec<GameName> = GameName::all()
                .filter(|g| *g != game && g.entries() == game.entries())
                .collect();
            for other in others {
                let mut solver = crate::solver::reference_solver(
                    other,
                    OTHER_GAME_BUDGET,
                    crate::solver::reference::POSITION_MAX_BYTES,
                );
                consider(
                    format!("{other} (rerun as `check {other}` if that is the game it implements)"),
                    &mut (move |p: &[u64]| {
                        if super::judge::reference_cost(p) > OTHER_GAME_BUDGET / 100 {
                            return None;
                        }
                        let v = u64::from(solver.sprague_grundy(p).ok()?);
                        Some(match mode {
                            Mode::Value => Answer::Number(BigInt::from(v)),
                            Mode::Outcome => Answer::Outcome(Outcome::of_value(v)),
                        })
                    }),
                );
            }
            let mut solver = crate::solver::reference_solver(
                game,
                OTHER_GAME_BUDGET,
                crate::solver::reference::POSITION_MAX_BYTES,
            );
            let mut truth = move |p: &[u64]| {
                if super::judge::reference_cost(p) > OTHER_GAME_BUDGET / 100 {
                    return None;
                }
                solver.sprague_grundy(p).ok().map(u64::from)
            };
            match mode {
                Mode::Value => {
                    // Who wins, written as numbers: 0 at the P-positions, one constant elsewhere.
                    let win = sample.iter().find_map(|(_, a)| match a {
                        Answer::Number(n) if *n != BigInt::from(0) => Some(n.clone()),
                        _ => None,
                    });
                    if let Some(win) = win {
                        let shown = win.to_string();
                        consider(
                            format!(
                                "who wins: {shown} exactly where the player to move wins, 0 where \
                                 they lose (the program answers outcomes: rerun with --outcome {shown},0)"
                            ),
                            &mut (move |p: &[u64]| {
                                let v = truth(p)?;
                                Some(Answer::Number(if v == 0 {
                                    BigInt::from(0)
                                } else {
                                    win.clone()
                                }))
                            }),
                        );
                    }
                }
                Mode::Outcome => consider(
                    "the other outcome everywhere (the two words are the other way round: swap \
                     them in --outcome)"
                        .to_string(),
                    &mut (move |p: &[u64]| {
                        let v = truth(p)?;
                        Some(Answer::Outcome(if v == 0 {
                            Outcome::N
                        } else {
                            Outcome::P
                        }))
                    }),
                ),
            }
        }
        Target::Stern => {
            consider(
                "s(n + 1) (the index is off by one)".into(),
                &mut (|p: &[u64]| Some(number(calkin_wilf::stern(p[0].checked_add(1)?)))),
            );
            consider(
                "s(n − 1) (the index is off by one)".into(),
                &mut (|p: &[u64]| Some(number(calkin_wilf::stern(p[0].checked_sub(1)?)))),
            );
        }
        Target::CalkinWilf => {
            let term = |n: u64| {
                let (a, b) = calkin_wilf::stern_pair(n);
                Answer::Fraction(BigInt::from(a), BigUint::from(b))
            };
            consider(
                "the term n + 1 (the sequence counted from 0)".into(),
                &mut (move |p: &[u64]| Some(term(p[0].checked_add(1)?))),
            );
            consider(
                "the term n − 1 (the index is off by one)".into(),
                &mut (move |p: &[u64]| Some(term(p[0].checked_sub(1).filter(|&n| n >= 1)?))),
            );
            consider(
                "the reciprocal of the term, b/a (numerator and denominator swapped)".into(),
                &mut (|p: &[u64]| {
                    let (a, b) = calkin_wilf::stern_pair(p[0]);
                    Some(Answer::Fraction(BigInt::from(b), BigUint::from(a)))
                }),
            );
        }
        Target::CalkinWilfIndex => {
            let index = |a: u64, b: u64| -> Option<BigInt> {
                super::judge::index_by_runs(a, b).ok().map(BigInt::from)
            };
            consider(
                "the index of b/a (the entries swapped)".into(),
                &mut (move |p: &[u64]| Some(Answer::Number(index(p[1], p[0])?))),
            );
            consider(
                "the index plus one (counted from 0/1 or from 0)".into(),
                &mut (move |p: &[u64]| Some(Answer::Number(index(p[0], p[1])? + 1))),
            );
            consider(
                "the index minus one (counted from 0)".into(),
                &mut (move |p: &[u64]| Some(Answer::Number(index(p[0], p[1])? - 1))),
            );
        }
    }
    out
}

/// The line naming the confusion `f` when it agrees with the answer at the reported position and
/// with every answer of the sample it can be compared on, at least [`MIN_AGREEING`] of them.
fn agrees(
    sample: &[(Vec<u64>, Answer)],
    position: &[u64],
    at_failure: &Answer,
    name: String,
    f: &mut dyn FnMut(&[u64]) -> Option<Answer>,
) -> Option<String> {
    if f(position).as_ref() != Some(at_failure) {
        return None;
    }
    let mut agreeing = 0usize;
    for (p, a) in sample {
        match f(p) {
            Some(x) if x == *a => agreeing += 1,
            Some(_) => return None,
            None => {}
        }
    }
    (agreeing >= MIN_AGREEING.min(sample.len()).max(1))
        .then(|| format!("the answers agree with {name} at all {agreeing} positions compared"))
}
