//! Predicates for `spec/chl2011.toml`: Cairns, Ho and Lengyel, *The Sprague–Grundy function of
//! the real game Euclid*, Discrete Math. 311 (2011).

use super::{
    compositions, engine, fixed, formula_matches_solvers, ordered_pairs, pairs, pn, same_outcomes,
    At, ClaimCheck, Ctx, Failure, Fields, Node, Pair, Piles, Run, Verdict, PAIRS,
};
use crate::arith::quadratic::{
    compare_with_lambda1, compare_with_phi, corollary_x_index, lambda_power_difference,
};
use crate::arith::surd::Surd;
use crate::arith::{gcd, ordered, ContinuedFraction, PartialQuotients};
use crate::claims::reads;
use crate::claims::truth_or_return;
use crate::claims::upper;
use crate::formulas::schwartz::first_player_wins;
use crate::formulas::{chl2011, lengyel, nivasch};
use crate::games::TwoEntryGame;
use crate::games::TwoEntryGame::{ColeDavie as CD, Grossman as GG};
use crate::games::{ColeDavieEuclid, GrossmanGame, ImpartialGame, SerialNim};
use crate::harness::domain::cases;
use crate::solver::reference::{PairMemo, QuotientPairs};
use crate::solver::ReferenceSolver;
use crate::trees::calkin_wilf;
use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use std::cmp::Ordering;
use std::collections::BTreeSet;

/// [`crate::claims::claim!`] with the paper part of the id from this folder: in a file of it,
/// `claim!("fact-cole-davie", …)` registers `chl2011/fact-cole-davie`.
macro_rules! claim {
    ($id:literal, $($rest:tt)*) => {
        crate::claims::claim!(concat!("chl2011/", $id), $($rest)*)
    };
}

mod corollary;
mod remark_1;
mod remark_2;
mod remark_3;
mod remark_4;
mod section_1;
mod section_2;
mod table_1;
mod table_2;
mod theorem_1;
mod theorem_1_proof;
mod theorem_1_proof_property_1;
mod theorem_1_proof_property_2;
mod theorem_2;
mod theorem_3;

#[cfg(test)]
use remark_2::reduced_a_at_most_b;
pub(crate) use remark_3::remark_3;
pub(crate) use section_1::fact_nivasch;
pub(crate) use theorem_1::lambda_read_past_n;

/// The predicates of every `spec/chl2011.toml` entry, one per claim id, result by result.
pub fn claims() -> Vec<ClaimCheck> {
    [
        section_1::claims(),
        table_1::claims(),
        table_2::claims(),
        theorem_1::claims(),
        corollary::claims(),
        theorem_2::claims(),
        remark_1::claims(),
        remark_2::claims(),
        remark_3::claims(),
        theorem_3::claims(),
        section_2::claims(),
        theorem_1_proof::claims(),
        remark_4::claims(),
        theorem_1_proof_property_1::claims(),
        theorem_1_proof_property_2::claims(),
    ]
    .into_iter()
    .flatten()
    .collect()
}

fn cf(b: u64, a: u64) -> ContinuedFraction {
    ContinuedFraction::of_ratio(b, a).expect("a > 0 in every caller")
}

/// `b < φa` for `a ≥ 0`, exactly (for `a = 0`, `φa = 0` and no `b ≥ 0` is below it).
fn below_phi_a(a: u64, b: u64) -> bool {
    a > 0 && matches!(compare_with_phi(b, a), Ok(Ordering::Less))
}

fn published_table(ctx: &Ctx<'_>, run: &mut Run<'_>, name: &str, game: TwoEntryGame) -> Verdict {
    let Some(table) = ctx.catalogue.tables.get(name) else {
        return Verdict::fails(
            0,
            Failure::at(format!("tables/{name}.txt")).answer("loader", "file missing"),
        );
    };
    let t = truth_or_return!(ctx, game, false, 9);
    let cells = table.entries();
    run.all(
        cells.iter().map(|&(a, b, printed)| At(Pair(a, b), printed)),
        |At(Pair(a, b), printed), o| {
            let computed = t.value(*a, *b)?;
            o.value("printed", printed)
                .value(super::value_name(game), computed);
            Ok(computed == *printed)
        },
    )
}

fn lambda_of(q: &ContinuedFraction) -> usize {
    chl2011::lambda(q.quotients().iter().copied())
}

pub(crate) fn theorem_1(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, run.n);
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let truth = t.value(a, b)?;
        let formula = engine(Pair(a, b), "Theorem 1", chl2011::theorem_1(a, b))?;
        // The expansion and λ are shown only: built when a failure is recorded.
        o.value_with("continued fraction", || cf(b, a))
            .value_with("λ(a, b)", || lambda_of(&cf(b, a)))
            .value("G", truth)
            .value("Theorem 1", formula)
            .explain(|| format!("sg cole-davie {a} {b} --explain"));
        Ok(truth == formula)
    })
}

fn corollary(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, run.n);
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let truth = t.value(a, b)?;
        let formula = engine(Pair(a, b), "Corollary", chl2011::corollary(a, b))?;
        let a0 = b / a;
        let x = engine(Pair(a, b), "xₙ", corollary_x_index(b, a, a0))?;
        o.value("a0", a0)
            .value_with("b/a = xn", || {
                x.map_or("for no n".to_string(), |n| format!("n = {n}"))
            })
            .value(
                "b/a > λ1",
                matches!(compare_with_lambda1(b, a, a0), Ok(Ordering::Greater)),
            )
            .value("G", truth)
            .value("Corollary", formula);
        Ok(truth == formula)
    })
}

/// The continued fraction of a position as the papers identify them; `[0]` for a zero entry.
fn position_cf(p: (u64, u64)) -> Vec<u64> {
    let (lo, hi) = ordered(p.0, p.1);
    if lo == 0 {
        return vec![0];
    }
    PartialQuotients::new(hi, lo).expect("lo > 0").collect()
}

/// The quotients of [`position_cf`], one at a time, without a vector: Euclid's algorithm on
/// (larger, smaller).
#[derive(Clone)]
struct Quotients {
    hi: u64,
    lo: u64,
    zero: bool,
}

impl Quotients {
    fn of(p: (u64, u64)) -> Quotients {
        let (lo, hi) = ordered(p.0, p.1);
        Quotients {
            hi,
            lo,
            zero: lo == 0,
        }
    }
}

impl Iterator for Quotients {
    type Item = u64;
    fn next(&mut self) -> Option<u64> {
        if self.zero {
            self.zero = false;
            return Some(0);
        }
        if self.lo == 0 {
            return None;
        }
        let q = self.hi / self.lo;
        (self.hi, self.lo) = (self.lo, self.hi % self.lo);
        Some(q)
    }
}

/// The printed moves of the position with quotients `q` (chl2011 §3, Remark 2): the first
/// quotient reduced, `[q0 − i, q1, …, qn]` for `1 ≤ i < q0`, and the tail `[q1, …, qn]`, which
/// for a single quotient is `[0]` when `zero_tail` (Euclid) and absent otherwise (Grossman's
/// game). Whether the quotients of `moves` are exactly that set, and how many distinct members
/// they have: the comparison of two sets of quotient lists without building either (the sets
/// themselves are built only to be shown, and a test holds the two ways equal).
fn first_term_reductions(
    moves: impl Iterator<Item = (u64, u64)>,
    q: &[u64],
    zero_tail: bool,
    hit: &mut Vec<bool>,
) -> (bool, u64) {
    let q0 = q[0];
    // hit[c] for the member [c, q1, …] (1 ≤ c < q0), hit[0] for the tail: q0 slots.
    hit.clear();
    hit.resize(q0 as usize, false);
    let mut strays: BTreeSet<Vec<u64>> = BTreeSet::new();
    for m in moves {
        let mut it = Quotients::of(m);
        let first = it.next().unwrap_or(0);
        let reduced = (1..q0).contains(&first) && it.clone().eq(q[1..].iter().copied());
        let tail = if q.len() > 1 {
            first == q[1] && it.eq(q[2..].iter().copied())
        } else {
            zero_tail && first == 0 && it.next().is_none()
        };
        match (reduced, tail) {
            (true, _) => hit[first as usize] = true,
            (false, true) => hit[0] = true,
            (false, false) => {
                strays.insert(position_cf(m));
            }
        }
    }
    let want_tail = q.len() > 1 || zero_tail;
    let complete = hit[1..q0 as usize].iter().all(|&h| h) && hit[0] == want_tail;
    let distinct = hit.iter().filter(|&&h| h).count() as u64 + strays.len() as u64;
    (complete && strays.is_empty(), distinct)
}

/// Theorem 1's expression `⌊b/a⌋ − [λ odd]` on every position the proof uses: `[0]` has value 0
/// and `[1]` (the diagonal) gets the expression's value, 1.
fn theorem_1_expression(p: (u64, u64)) -> u64 {
    theorem_1_parts(p).1
}

/// `L(p)` and Theorem 1's expression at `p`, from one pass of Euclid's algorithm (no expansion
/// stored): `(0, 0)` for `[0]`.
fn theorem_1_parts(p: (u64, u64)) -> (usize, u64) {
    let (lo, hi) = ordered(p.0, p.1);
    if lo == 0 {
        return (0, 0);
    }
    let lambda = chl2011::lambda(PartialQuotients::new(hi, lo).expect("lo > 0"));
    (lambda, hi / lo - (lambda % 2) as u64)
}

/// Whether `q` is in the paper's convention with `a0 ≥ 1`: positive quotients, the last above 1
/// when there are several.
fn in_convention(q: &[u64]) -> bool {
    !q.is_empty() && q.iter().all(|&x| x >= 1) && (q.len() == 1 || q[q.len() - 1] >= 2)
}

/// A position `p = (a, b)`, `0 < a < b`, reduced, as the proof of Theorem 1 reads it: its
/// expansion `[a0, a1, …, an]`, `L(p)` and `G(p) = ⌊b/a⌋ − [L(p) odd]` (Theorem 1's expression).
struct ProofPosition {
    p: (u64, u64),
    q: Vec<u64>,
    lambda: usize,
    g: u64,
}

/// A position the proof names by its expansion: the position itself (reduced, `b/a` the
/// expansion's value, `(1, 0)` for `[0]`), with `L` and `G` computed from it.
struct NamedPosition {
    expansion: ContinuedFraction,
    at: (u64, u64),
    lambda: usize,
    g: u64,
}

impl NamedPosition {
    fn of(expansion: &[u64], point: &dyn std::fmt::Display) -> Result<NamedPosition, Failure> {
        let named = ContinuedFraction::from_quotients(expansion)
            .and_then(|c| c.to_fraction().map(|fraction| (c, fraction)));
        let (expansion, (num, den)) = engine(point, "the position the proof names", named)?;
        let at = (den, num);
        let (lambda, g) = theorem_1_parts(at);
        Ok(NamedPosition {
            expansion,
            at,
            lambda,
            g,
        })
    }

    fn odd(&self) -> bool {
        self.lambda % 2 == 1
    }

    fn shown(&self) -> String {
        format!("{:?}", self.expansion)
    }
}

impl ProofPosition {
    fn of(a: u64, b: u64) -> ProofPosition {
        let q = position_cf((a, b));
        let lambda = chl2011::lambda(q.iter().copied());
        ProofPosition {
            p: (a, b),
            g: b / a - (lambda % 2) as u64,
            q,
            lambda,
        }
    }

    fn a0(&self) -> u64 {
        self.q[0]
    }

    fn a1(&self) -> Option<u64> {
        self.q.get(1).copied()
    }

    fn odd(&self) -> bool {
        self.lambda % 2 == 1
    }

    /// `[c, a1, …, an]`.
    fn with_first(&self, c: u64) -> Vec<u64> {
        std::iter::once(c)
            .chain(self.q[1..].iter().copied())
            .collect()
    }

    /// `[a1, …, an]`, when `n > 0`.
    fn tail(&self) -> Option<Vec<u64>> {
        (self.q.len() > 1).then(|| self.q[1..].to_vec())
    }

    /// Whether `to` is a move of `p` in Euclid, up to the order of the entries (the tail
    /// `[a1, …, an]` of `(a, b)` is the move to `(a, b mod a)`, named `(b mod a, a)`).
    fn moves_to(&self, to: &NamedPosition) -> bool {
        let (x, y) = to.at;
        ColeDavieEuclid.is_move(&self.p, &(x, y)) || ColeDavieEuclid.is_move(&self.p, &(y, x))
    }

    /// "as required": `to` is a move of `p` and `G(to) = k`.
    fn moves_to_value(&self, to: &NamedPosition, k: u64) -> bool {
        to.g == k && self.moves_to(to)
    }

    /// "So it remains to treat the case where L(p) is even. In this case, G(p) = a0 and
    /// a0 ≥ a1" (where there is an a1).
    fn even_case(&self) -> bool {
        let a0 = self.a0();
        self.g == a0 && self.a1().is_none_or(|a1| a0 >= a1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The set comparison without sets against the sets themselves, on every pair up to 150
    /// in both games, and against moves that are not the printed ones (a move list with one
    /// move dropped, and one with a stranger added), so that it can say no.
    #[test]
    fn first_term_reductions_is_the_set_comparison() {
        let printed = |q: &[u64], with_zero: bool| -> BTreeSet<Vec<u64>> {
            let mut m: BTreeSet<Vec<u64>> = (1..q[0])
                .map(|i| [&[q[0] - i][..], &q[1..]].concat())
                .collect();
            if q.len() > 1 {
                m.insert(q[1..].to_vec());
            } else if with_zero {
                m.insert(vec![0]);
            }
            m
        };
        let mut hit = Vec::new();
        let mut noes = 0;
        for a in 1..=150u64 {
            for b in 1..=150u64 {
                let q = position_cf((a, b));
                assert!(Quotients::of((a, b)).eq(q.iter().copied()), "({a}, {b})");
                for (moves, with_zero) in [
                    (ColeDavieEuclid.moves(&(a, b)).collect::<Vec<_>>(), true),
                    (GrossmanGame.moves(&(a, b)).collect::<Vec<_>>(), false),
                ] {
                    let mut variants = vec![moves.clone(), moves.iter().skip(1).copied().collect()];
                    variants.push([&moves[..], &[(a + 1, b + 2)]].concat());
                    for v in variants {
                        let set: BTreeSet<Vec<u64>> = v.iter().map(|&m| position_cf(m)).collect();
                        let want = set == printed(&q, with_zero);
                        let got = first_term_reductions(v.into_iter(), &q, with_zero, &mut hit);
                        assert_eq!(got, (want, set.len() as u64), "({a}, {b}) {q:?}");
                        noes += usize::from(!want);
                    }
                }
            }
        }
        assert!(noes > 10_000, "the variants must be refused: {noes}");
    }

    /// The position the proof names by `expansion` (a test's own input: never fails).
    pub(super) fn named(expansion: &[u64]) -> NamedPosition {
        match NamedPosition::of(expansion, &"a test") {
            Ok(named) => named,
            Err(_) => panic!("{expansion:?} names no position"),
        }
    }

    /// By hand: (3, 8) → (3, 5) = [1, 1, 2] (G 1) and (3, 2), named [1, 2] = (2, 3) (G 0); (2, 5)
    /// = [2, 2] and (3, 8) itself are not moves.
    #[test]
    fn moves_to_refuses_a_position_that_is_not_a_move() {
        let p = ProofPosition::of(3, 8);
        assert!(p.moves_to(&named(&[1, 1, 2])) && p.moves_to(&named(&[1, 2])));
        assert!(!p.moves_to(&named(&[2, 2])) && !p.moves_to(&named(&[2, 1, 2])));
        assert!(p.moves_to_value(&named(&[1, 2]), 0) && p.moves_to_value(&named(&[1, 1, 2]), 1));
        // A move of another value; a position of the value that is no move.
        assert!(!p.moves_to_value(&named(&[1, 2]), 1));
        assert!(!p.moves_to_value(&named(&[2, 2]), 1));
    }

    /// (3, 8) = [2, 1, 2] (L 0, G 2) and (1, 2) = [2] (no a1) are in the case; planted G(p) = 1, or
    /// (2, 3) = [1, 2] planted L 0 and G 1 (a0 = 1 < a1 = 2), are not.
    #[test]
    fn even_case_refuses_another_value_or_a_larger_a1() {
        assert!(ProofPosition::of(3, 8).even_case() && ProofPosition::of(1, 2).even_case());
        assert!(!ProofPosition {
            g: 1,
            ..ProofPosition::of(3, 8)
        }
        .even_case());
        assert!(!ProofPosition {
            lambda: 0,
            g: 1,
            ..ProofPosition::of(2, 3)
        }
        .even_case());
    }
}
