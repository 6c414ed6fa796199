//! Predicates for `spec/ho2012.toml`: N. B. Ho, *Variations of the game 3-Euclid*, Int. J.
//! Combinatorics (2012). Positions are sorted triples `a ≤ b ≤ c`, walked by `c`, then `b`,
//! then `a` (the order of the smallest counterexample).

use super::{
    fixed, pairs, triples, whole_run_held, Bound, ClaimCheck, Ctx, Failure, Fields, In, Named,
    Pair, Run, Triple, TripleTruth, Verdict,
};
use crate::arith::gcd;
use crate::claims::reads;
use crate::games::TripleGame::{self, ThreeEuclid, G1, G2};
use crate::games::{
    triple, ImpartialGame, ThreeEuclid as ThreeEuclidGame, G1 as G1Game, G2 as G2Game,
};
use crate::harness::domain::cases;
use crate::solver::reference::FxBuild as Fx;
use crate::solver::triples::MAX_TRIPLE_N;
use crate::vocab::error::Error;
use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;

/// [`crate::claims::claim!`] with the paper part of the id from this folder: in a file of it,
/// `claim!("example-introduction-2-3-7", …)` registers `ho2012/example-introduction-2-3-7`.
macro_rules! claim {
    ($id:literal, $($rest:tt)*) => {
        crate::claims::claim!(concat!("ho2012/", $id), $($rest)*)
    };
}

macro_rules! triple_truth {
    ($ctx:expr, $game:expr, $misere:expr, $n:expr) => {
        match truth($ctx, $game, $misere, $n) {
            Ok(t) => t,
            Err(f) => return Verdict::fails(0, f),
        }
    };
}

mod corollary_2_5;
mod corollary_3_10;
mod corollary_3_4;
mod corollary_3_6;
mod corollary_3_7;
mod lemma_2_1;
mod lemma_2_3;
mod lemma_3_1;
mod lemma_3_2;
mod lemma_3_3;
mod lemma_5_1;
mod observation_1;
mod proposition_2_6;
mod proposition_3_11;
mod question_1;
mod section_1;
mod section_5;
mod theorem_2_2;
mod theorem_2_4;
mod theorem_3_5;
mod theorem_3_8;
mod theorem_3_9;
mod theorem_4_1;
mod theorem_4_2;
mod theorem_5_2;
mod theorem_5_3;
mod theorem_5_4;
mod theorem_5_5;
mod theorem_5_6;
mod theorem_5_7;

#[cfg(test)]
use corollary_3_4::at_most_a_plus_b;
#[cfg(test)]
use corollary_3_7::corollary_3_7_i_two;
#[cfg(test)]
use theorem_2_4::theorem_2_4_js;
#[cfg(test)]
use theorem_3_9::theorem_3_9_is;

/// The predicates of every `spec/ho2012.toml` entry, one per claim id, result by result.
pub fn claims() -> Vec<ClaimCheck> {
    [
        section_1::claims(),
        lemma_2_1::claims(),
        theorem_2_2::claims(),
        lemma_2_3::claims(),
        theorem_2_4::claims(),
        corollary_2_5::claims(),
        proposition_2_6::claims(),
        lemma_3_1::claims(),
        lemma_3_2::claims(),
        lemma_3_3::claims(),
        question_1::claims(),
        corollary_3_4::claims(),
        theorem_3_5::claims(),
        corollary_3_6::claims(),
        corollary_3_7::claims(),
        theorem_3_8::claims(),
        theorem_3_9::claims(),
        corollary_3_10::claims(),
        proposition_3_11::claims(),
        theorem_4_1::claims(),
        theorem_4_2::claims(),
        observation_1::claims(),
        section_5::claims(),
        lemma_5_1::claims(),
        theorem_5_2::claims(),
        theorem_5_3::claims(),
        theorem_5_4::claims(),
        theorem_5_5::claims(),
        theorem_5_6::claims(),
        theorem_5_7::claims(),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// Triples with entries up to N (`--bound3`).
const TRIPLES: Bound = Bound {
    dimension: crate::harness::domain::Dimension::Triples,
    min: 4,
    default: 60,
    max: MAX_TRIPLE_N,
    meaning: "entries ≤ N",
};

/// The name the paper gives a game's value: `G1`, `G2`, `3-Euclid`, with `⁻` for misère.
fn value_name(t: &TripleTruth) -> &'static str {
    match (t.game, t.misere) {
        (ThreeEuclid, false) => "3-Euclid",
        (G1, false) => "G1",
        (G2, false) => "G2",
        (ThreeEuclid, true) => "3-Euclid⁻",
        (G1, true) => "G1⁻",
        (G2, true) => "G2⁻",
    }
}

fn truth(
    ctx: &Ctx<'_>,
    game: TripleGame,
    misere: bool,
    n: u64,
) -> Result<Arc<TripleTruth>, Failure> {
    ctx.triple_truth(game, misere, n).map_err(|e: Error| {
        let name = crate::games::GameName::Triple { game, misere };
        Failure::at(format!("{name} up to {n}")).answer("error", e)
    })
}

/// The printed values at printed positions: `(game, position, value)`.
fn printed(ctx: &Ctx<'_>, run: &mut Run<'_>, cases: &[(TripleGame, [u64; 3], u64)]) -> Verdict {
    let points = cases
        .iter()
        .map(|&(g, [a, b, c], want)| super::At(In(g.name().to_string(), Triple(a, b, c)), want));
    run.all(points, |super::At(In(g, Triple(a, b, c)), want), o| {
        let game = TripleGame::ALL
            .into_iter()
            .find(|x| x.name() == g)
            .expect("a game of the list");
        let t = truth(ctx, game, false, *c)?;
        let v = t.value(*a, *b, *c)?;
        o.value(value_name(&t), v).value("printed", want);
        Ok(v == *want)
    })
}

/// `rule(t, a, b, c, o)` at every sorted triple of `domain`, for each game in turn (points
/// `g2 (1, 2, 3)`).
fn implication(
    ctx: &Ctx<'_>,
    run: &mut Run<'_>,
    games: &[TripleGame],
    misere: bool,
    domain: impl Fn(u64, u64, u64) -> bool + Copy,
    rule: impl Fn(&TripleTruth, u64, u64, u64, &mut super::Obs) -> Result<bool, Failure> + Copy + Sync,
) -> Verdict {
    per_game(ctx, run, games, misere, |run, t, name| {
        let points = triples(run.n)
            .filter(|&Triple(a, b, c)| domain(a, b, c))
            .map(|p| In(name, p));
        run.all(points, |In(_, Triple(a, b, c)), o| rule(t, *a, *b, *c, o))
    })
}

/// `each(run, t, name)` for each game of `games` in turn, `t` its table (misère or not) up to N
/// and `name` its name; the verdicts joined, the first failure the one reported.
fn per_game<'r>(
    ctx: &Ctx<'_>,
    run: &mut Run<'r>,
    games: &[TripleGame],
    misere: bool,
    mut each: impl FnMut(&mut Run<'r>, &TripleTruth, &str) -> Verdict,
) -> Verdict {
    let n = run.n;
    let mut verdict = Verdict::holds(0);
    for &g in games {
        // Every point `each` walks prints as `In(name, …)`: a run on chosen points skips a game
        // none of them names (its table unbuilt) and leaves each walk once its points were met.
        let name = crate::games::GameName::Triple { game: g, misere }.to_string();
        verdict = verdict.and_then(|| {
            run.within(&format!("{name} "), |run| {
                let t = triple_truth!(ctx, g, misere, n);
                each(run, &t, &name)
            })
        });
    }
    verdict
}

/// `rule` at every pair of `domain` (points `g2 a = 1, b = 3`), for each game in turn.
fn on_pairs(
    ctx: &Ctx<'_>,
    run: &mut Run<'_>,
    games: &[TripleGame],
    misere: bool,
    domain: impl Fn(u64) -> Box<dyn Iterator<Item = Pair>>,
    rule: impl Fn(&TripleTruth, u64, u64, &mut super::Obs) -> Result<bool, Failure> + Copy + Sync,
) -> Verdict {
    per_game(ctx, run, games, misere, |run, t, name| {
        let points = domain(run.n).map(|Pair(a, b)| In(name, Fields([("a", a), ("b", b)])));
        run.all(points, |In(_, Fields([(_, a), (_, b)])), o| {
            rule(t, *a, *b, o)
        })
    })
}

const BOTH: [TripleGame; 2] = [G1, G2];

/// The positions of value `value` are the same in G1 and G2 (normal or misère).
fn same_value_sets(ctx: &Ctx<'_>, run: &mut Run<'_>, misere: bool, value: u64) -> Verdict {
    let n = run.n;
    let t1 = triple_truth!(ctx, G1, misere, n);
    let t2 = triple_truth!(ctx, G2, misere, n);
    run.all(triples(n), |&Triple(a, b, c), o| {
        let (x, y) = (t1.value(a, b, c)?, t2.value(a, b, c)?);
        o.value(value_name(&t1), x).value(value_name(&t2), y);
        Ok((x == value) == (y == value))
    })
}

fn bound_when_one(
    ctx: &Ctx<'_>,
    run: &mut Run<'_>,
    game: TripleGame,
    ok: fn(u64, u64, u64) -> bool,
    what: &'static str,
) -> Verdict {
    implication(
        ctx,
        run,
        &[game],
        false,
        |_, _, _| true,
        move |t, a, b, c, o| {
            let v = t.value(a, b, c)?;
            o.value(value_name(t), v).value(what, ok(a, b, c));
            Ok(v != 1 || ok(a, b, c))
        },
    )
}

/// Lemma 3.3 at a position of value `v`: (i) c > a + b (`above`) ⟹ G ≥ 2; (ii) c < a + b
/// (`below`) ⟹ G ≤ 1.
fn lemma_3_3_holds(above: bool, below: bool, v: u64) -> bool {
    (!above || v >= 2) && (!below || v <= 1)
}

fn lemma_3_3_for(ctx: &Ctx<'_>, run: &mut Run<'_>, games: &[TripleGame], misere: bool) -> Verdict {
    implication(
        ctx,
        run,
        games,
        misere,
        |_, _, _| true,
        |t, a, b, c, o| {
            let v = t.value(a, b, c)?;
            let (above, below) = (c > a + b, c < a + b);
            o.value(value_name(t), v)
                .value("c > a + b", above)
                .value("c < a + b", below);
            Ok(lemma_3_3_holds(above, below, v))
        },
    )
}

/// Both values are `v` (Corollary 3.7's conclusion: both 1).
fn both_are(v: u64, x: u64, y: u64) -> bool {
    x == v && y == v
}

fn theorem_3_9_for(ctx: &Ctx<'_>, run: &mut Run<'_>, misere: bool, both_ways: bool) -> Verdict {
    on_pairs(
        ctx,
        run,
        &BOTH,
        misere,
        |n| Box::new(pairs(1, n, false).filter(move |&Pair(a, b)| b + 3 * a <= n)),
        move |t, a, b, o| {
            let (x, y) = (t.value(a, b, a + b)?, t.value(a, b + 2 * a, b + 3 * a)?);
            o.value(format_args!("{}(a, b, a + b)", value_name(t)), x)
                .value(format_args!("{}(a, b + 2a, b + 3a)", value_name(t)), y);
            Ok(if both_ways {
                (x == 1) == (y == 1)
            } else {
                x != 1 || y == 1
            })
        },
    )
}

/// In each residue class of `c` mod `a`, the number of `c ≤ n` with `G(a, b, c) = s`.
fn class_counts(t: &TripleTruth, a: u64, b: u64, s: u64, n: u64) -> Result<Vec<u32>, Failure> {
    let mut per_class = vec![0u32; a as usize];
    for c in 1..=n {
        if t.value(a, b, c)? == s {
            per_class[(c % a) as usize] += 1;
        }
    }
    Ok(per_class)
}

/// Residue-class statements for pairs `a ≤ b ≤ N/4` and values `s ≤ 3`: `ok(counts)` on the
/// number of `c ≤ N` with `G(a, b, c) = s` in each class.
fn residue_classes(
    ctx: &Ctx<'_>,
    run: &mut Run<'_>,
    game: TripleGame,
    ok: fn(&[u32]) -> bool,
) -> Verdict {
    let n = run.n;
    let t = triple_truth!(ctx, game, false, n);
    let cases = pairs(1, n / 4, false)
        .flat_map(|Pair(a, b)| (0..=3u64).map(move |s| Fields([("a", a), ("b", b), ("s", s)])));
    run.all(cases, |&Fields([(_, a), (_, b), (_, s)]), o| {
        let per_class = class_counts(&t, a, b, s, n)?;
        o.value_with("c ≤ N with G = s, per class", || format!("{per_class:?}"));
        Ok(ok(&per_class))
    })
}

// ---------------------------------------------------------------------------------------------
// The prose: the move rules of §1, and the steps of the proofs (the paper's sentence index).
// Each predicate checks the finite consequence of the sentences its entry quotes: the moves
// come from the games' own move rules (src/games/triples.rs), the values from the tables.

/// The options of the sorted triple `p` in `game`, by the game's move rules.
fn options(game: TripleGame, p: &[u64; 3]) -> Vec<[u64; 3]> {
    match game {
        ThreeEuclid => ThreeEuclidGame.moves(p).collect(),
        G1 => G1Game.moves(p).collect(),
        G2 => G2Game.moves(p).collect(),
    }
}

/// Whether `q` is a position [`taking`] `p` by `(by, from)` reaches, decided by arithmetic
/// instead of listing them: `q` holds `p[by]` and the third entry of `p`, and in place of
/// `p[from]` a positive `r` with `p[from] − r` a positive multiple of `p[by]` (a triple's moves
/// run to hundreds at `--triples 300`, and listing and searching them for every option was most
/// of the proof steps' time).
fn is_taking(p: [u64; 3], (by, from): (usize, usize), q: [u64; 3]) -> bool {
    // Two different places of the three (any other pair is no move type: false, never a panic).
    if by == from || by > 2 || from > 2 {
        return false;
    }
    let other = 3 - by - from;
    // The entries of q left after one p[by] and one p[other] are taken out: the first `left`.
    let (mut rest, mut left) = (q, 3);
    for kept in [p[by], p[other]] {
        match rest[..left].iter().position(|&x| x == kept) {
            Some(i) => {
                rest[i] = rest[left - 1];
                left -= 1;
            }
            None => return false,
        }
    }
    let r = rest[0];
    p[by] > 0 && r > 0 && r < p[from] && (p[from] - r) % p[by] == 0
}

/// Whether `q`, an option of `p`, is of the 1-2 or the 1–3 type.
fn one_two_or_one_three(p: [u64; 3], q: [u64; 3]) -> bool {
    is_taking(p, ONE_TWO, q) || is_taking(p, ONE_THREE, q)
}

/// Whether `to` is one move from the sorted triple `from` in `game` (the game's moves, in
/// turn, none collected).
fn is_option(game: TripleGame, from: [u64; 3], to: [u64; 3]) -> bool {
    match game {
        ThreeEuclid => ThreeEuclidGame.moves(&from).any(|q| q == to),
        G1 => G1Game.moves(&from).any(|q| q == to),
        G2 => G2Game.moves(&from).any(|q| q == to),
    }
}

/// The paper's move types on a sorted triple `(a, b, c)`: a multiple of the entry at place `by`
/// taken from the entry at place `from` (1-2: (0, 1), 1–3: (0, 2), 2-3: (1, 2)).
const ONE_TWO: (usize, usize) = (0, 1);

const ONE_THREE: (usize, usize) = (0, 2);

/// The positions `p` reaches by taking `k·p[by]` from `p[from]`, k = 1, 2, … while the result
/// stays positive, each sorted (any places: the printed rules of §1 use this too).
fn taking(p: [u64; 3], by_from: (usize, usize)) -> Vec<[u64; 3]> {
    taken(p, by_from).collect()
}

/// [`taking`], one position at a time.
fn taken(p: [u64; 3], (by, from): (usize, usize)) -> impl Iterator<Item = [u64; 3]> {
    (1u64..).map_while(move |k| {
        let rest = p[by]
            .checked_mul(k)
            .and_then(|x| p[from].checked_sub(x))
            .filter(|&r| r > 0)?;
        let mut q = p;
        q[from] = rest;
        Some(triple(q[0], q[1], q[2]))
    })
}

/// Whether [`taking`] `p` by `by_from` reaches `to`.
fn takes(p: [u64; 3], by_from: (usize, usize), to: [u64; 3]) -> bool {
    taken(p, by_from).any(|q| q == to)
}

/// A position written `(a, b, c)`, as the paper and the points print it.
fn shown(p: [u64; 3]) -> String {
    format!("({}, {}, {})", p[0], p[1], p[2])
}

/// The first option of `p` (in the game's order of moves) whose value is `s`, if any.
fn option_of_value(t: &TripleTruth, p: &[u64; 3], s: u64) -> Result<Option<[u64; 3]>, Failure> {
    for q in options(t.game, p) {
        if t.value(q[0], q[1], q[2])? == s {
            return Ok(Some(q));
        }
    }
    Ok(None)
}

/// The value of a sorted triple.
fn val(t: &TripleTruth, q: [u64; 3]) -> Result<u64, Failure> {
    t.value(q[0], q[1], q[2])
}

/// The mex rule at `p`: for every `k` below the value an option of value `k`, and no option of
/// the value itself.
fn mex_holds(t: &TripleTruth, p: &[u64; 3]) -> Result<bool, Failure> {
    mex_rule(t.game, p, |q| val(t, q))
}

/// The mex rule at `p` in `game`, the values read through `value_of`: for unit tests on planted
/// values, where it can fail.
fn mex_rule(
    game: TripleGame,
    p: &[u64; 3],
    value_of: impl Fn([u64; 3]) -> Result<u64, Failure>,
) -> Result<bool, Failure> {
    let v = value_of(*p)?;
    let mut seen = vec![false; v as usize];
    for q in options(game, p) {
        let w = value_of(q)?;
        if w == v {
            return Ok(false);
        }
        if w < v {
            seen[w as usize] = true;
        }
    }
    Ok(seen.iter().all(|&s| s))
}

/// The sorted triples `(a, b, x − i·a)`, i ≥ 1, while positive: the G2 options of `(a, b, x)`
/// when `x` is its largest entry.
fn minus_multiples(a: u64, b: u64, x: u64) -> Vec<[u64; 3]> {
    taking([a, b, x], (0, 2))
}

/// Every part holds (the steps of a proof read at one point, each computed and shown apart).
fn all_hold(parts: &[bool]) -> bool {
    parts.iter().all(|&part| part)
}

/// What the proofs of Theorem 2.2 (A: value 0) and Theorem 3.5 (A: value `target` = 1) both
/// read at p, recorded on `o`: the G2 value of p; that every G2 move is legal in G1; whether a
/// G1 move leads into A; that every G1 move is a 1-2 or a 1–3 move; and, p in A, whether a 1–3
/// move leads from A into A.
struct InG1 {
    value: u64,
    legal: bool,
    into: bool,
    typed: bool,
    inside: bool,
}

impl InG1 {
    /// The proof's reading at p, A the positions of value `target`: every G2 move is legal in
    /// G1, from outside 𝒫 ∪ A (value above `target`) a G1 move leads into A, every G1 move is of
    /// type 1-2 or 1–3, and no 1–3 move stays inside A.
    fn holds(&self, target: u64) -> bool {
        self.legal && (self.value <= target || self.into) && self.typed && !self.inside
    }
}

/// [`InG1`] at `p`, the G2 values read by `val_of`.
fn in_g1(
    val_of: impl Fn([u64; 3]) -> Result<u64, Failure>,
    p: [u64; 3],
    target: u64,
    o: &mut super::Obs,
) -> Result<InG1, Failure> {
    let (g1, g2) = (options(G1, &p), options(G2, &p));
    let legal = g2.iter().all(|q| g1.contains(q));
    let value = val_of(p)?;
    let mut into = false;
    for &q in &g1 {
        into |= val_of(q)? == target;
    }
    let one_three = taking(p, ONE_THREE);
    let typed = g1.iter().all(|&q| one_two_or_one_three(p, q));
    let mut inside = false;
    if value == target {
        for &q in &one_three {
            inside |= val_of(q)? == target;
        }
    }
    o.value("G2", value)
        .value("G2 moves legal in G1", legal)
        .value("a G1 move into A", into)
        .value("G1 moves of types 1-2 and 1–3", typed)
        .value("a 1–3 move from A into A", inside);
    Ok(InG1 {
        value,
        legal,
        into,
        typed,
        inside,
    })
}

/// `(a, b, c1, c2)`: pairs `a ≤ b ≤ n` (in their order), then `1 ≤ c1 < c2 ≤ n` with
/// `c1 ≡ c2 (mod a)`, by `c1`, then `c2`.
fn same_class(n: u64) -> impl Iterator<Item = Fields<4>> {
    pairs(1, n, false).flat_map(move |Pair(a, b)| {
        (1..=n).flat_map(move |c1| {
            (1..)
                .map(move |k| c1 + k * a)
                .take_while(move |&c2| c2 <= n)
                .map(move |c2| Fields([("a", a), ("b", b), ("c1", c1), ("c2", c2)]))
        })
    })
}

/// The uniqueness argument of Lemma 2.3 and Theorem 4.1 (G1): for c1 < c2 in one class mod a,
/// c2 > a, and a 1-2 move (c2 < b) or a 1–3 move (c2 ≥ b) joins the two positions; `apart`
/// says what the two values cannot be (both 0; equal).
fn joined_in_one_class(ctx: &Ctx<'_>, run: &mut Run<'_>, apart: fn(u64, u64) -> bool) -> Verdict {
    let n = run.n;
    let t = triple_truth!(ctx, G1, false, n);
    run.all(
        same_class(n),
        |&Fields([(_, a), (_, b), (_, c1), (_, c2)]), o| {
            let above = c2 > a;
            o.value("c2 > a", above);
            let joined = if c2 < b {
                // (a, c2, b), a < c2 < b: take c2 − c1 from the middle entry.
                let (from, to) = ([a, c2, b], triple(a, c1, b));
                let ok = all_hold(&[above, takes(from, ONE_TWO, to), is_option(G1, from, to)]);
                o.value("a 1-2 move from (a, c2, b) to (a, c1, b)", ok);
                ok
            } else {
                let (from, to) = ([a, b, c2], triple(a, b, c1));
                let ok = all_hold(&[
                    takes(from, ONE_THREE, to),
                    is_option(G1, from, to),
                    is_option(G2, from, to),
                ]);
                o.value("a 1–3 move from (a, b, c2) to (a, b, c1)", ok);
                ok
            };
            let (x, y) = (t.value(a, b, c1)?, t.value(a, b, c2)?);
            o.value("G1(a, b, c1)", x).value("G1(a, b, c2)", y);
            Ok(all_hold(&[above, joined, apart(x, y)]))
        },
    )
}

/// The i ≥ `from` with i·a < `below`: the multiples i·a that can be taken from an entry `below`,
/// leaving it positive; the proofs' "for some i ≥ 1" (or 2, 3) made finite.
fn multiples_below(from: u64, a: u64, below: u64) -> Vec<u64> {
    (from..).take_while(|&i| i * a < below).collect()
}

/// Corollaries 3.6's and 3.7's proofs: the i ≥ 2 of (a, c, b + a − ia), from b + a.
fn corollaries_3_6_and_3_7_is(a: u64, b: u64) -> Vec<u64> {
    multiples_below(2, a, b + a)
}

/// Lemmas 3.1's and 3.3's proofs: "c − a < b" (Lemma 3.1's case "c − a ≥ b" is its negation).
/// For any c ≥ a.
fn c_minus_a_below_b(a: u64, b: u64, c: u64) -> bool {
    c - a < b
}

/// The proofs' "G ≥ 2, and so there exists a move to some position of Sprague-Grundy value 1":
/// whether a position of value `v` has such an option where it must, `has_one` read only then.
fn a_one_below(v: u64, has_one: impl FnOnce() -> Result<bool, Failure>) -> Result<bool, Failure> {
    Ok(v < 2 || has_one()?)
}

/// Whether every step holds, the steps read one by one (each may fail to be read): the first
/// failure to read is returned; a step after it is not read.
fn all_ok(steps: impl IntoIterator<Item = Result<bool, Failure>>) -> Result<bool, Failure> {
    let read: Vec<bool> = steps.into_iter().collect::<Result<_, _>>()?;
    Ok(all_hold(&read))
}

/// The points `(a, b, s, d)` of the existence proofs of Theorems 4.1 and 4.2: pairs `a ≤ b`,
/// values `s ≥ 1`, and for each residue class the least `d ≥ b` in it (`b ≤ d < b + a`), as long
/// as the sequence `last(a, b, s, d)` ends at most at `n`.
fn sequences(
    n: u64,
    last: impl Fn(u64, u64, u64, u64) -> u64 + Copy + 'static,
) -> impl Iterator<Item = Fields<4>> {
    pairs(1, n, false).flat_map(move |Pair(a, b)| {
        (1..)
            .take_while(move |&s| last(a, b, s, b) <= n)
            .flat_map(move |s| {
                (b..b + a)
                    .filter(move |&d| last(a, b, s, d) <= n)
                    .map(move |d| Fields([("a", a), ("b", b), ("s", s), ("d", d)]))
            })
    })
}

/// The values along `(a, b, x)`, `x` in `xs` (each `x ≥ b`), and whether the positions are
/// pairwise joined by 1–3 moves (`x_j` to `x_i`, `i < j`: `a` divides the difference; the
/// game's moves confirm it between neighbours) with pairwise distinct values.
fn along(t: &TripleTruth, a: u64, b: u64, xs: &[u64]) -> Result<(Vec<u64>, bool), Failure> {
    let mut values = Vec::with_capacity(xs.len());
    for &x in xs {
        values.push(t.value(a, b, x)?);
    }
    let neighbours = xs
        .windows(2)
        .all(|w| is_option(t.game, [a, b, w[1]], triple(a, b, w[0])));
    let distinct = values.iter().collect::<BTreeSet<_>>().len() == values.len();
    Ok((
        values,
        all_hold(&[neighbours, pairwise_joined(a, b, xs), distinct]),
    ))
}

/// Whether the positions (a, b, x), x in `xs`, are pairwise joined by 1–3 moves by arithmetic:
/// each later x is larger, at least b, and a multiple of a above each earlier one. For any a ≥ 1:
/// its unit test gives it lists where each part fails.
fn pairwise_joined(a: u64, b: u64, xs: &[u64]) -> bool {
    xs.iter().enumerate().all(|(i, &x)| {
        xs[i + 1..]
            .iter()
            .all(|&y| y > x && y >= b && (y - x) % a == 0)
    })
}

/// How many of `values` lie below, at and above `s`.
fn split(values: &[u64], s: u64) -> (u64, u64, u64) {
    values.iter().fold((0, 0, 0), |(lo, at, hi), &v| {
        (
            lo + u64::from(v < s),
            at + u64::from(v == s),
            hi + u64::from(v > s),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `is_taking` is membership in `taking`'s list: every sorted triple with entries up to 9,
    /// every move type and every sorted triple up to 9 as the candidate.
    #[test]
    fn is_taking_is_membership_in_taking() {
        let triples: Vec<[u64; 3]> = (1..=9u64)
            .flat_map(|c| (1..=c).flat_map(move |b| (1..=b).map(move |a| [a, b, c])))
            .collect();
        let mut found = 0;
        for &p in &triples {
            for t in [ONE_TWO, ONE_THREE, (1, 2), (2, 0)] {
                let listed = taking(p, t);
                for &q in &triples {
                    assert_eq!(is_taking(p, t, q), listed.contains(&q), "{p:?} {t:?} {q:?}");
                    found += usize::from(listed.contains(&q));
                }
            }
        }
        assert!(found > 500, "{found}");
        // Places that make no move type: false, not a panic.
        for t in [(0, 0), (2, 2), (3, 0), (0, 7), (usize::MAX, 1)] {
            assert!(!is_taking([1, 2, 3], t, [1, 1, 3]), "{t:?}");
        }
    }

    /// Lemma 3.3: above a + b a value below 2 is refused (i), below it a value above 1 (ii); at
    /// c = a + b (neither) any value is accepted.
    #[test]
    fn lemma_3_3_refuses_each_part() {
        assert!(lemma_3_3_holds(true, false, 2));
        assert!(!lemma_3_3_holds(true, false, 1));
        assert!(lemma_3_3_holds(false, true, 1));
        assert!(!lemma_3_3_holds(false, true, 2));
        assert!(lemma_3_3_holds(false, false, 0));
        assert!(lemma_3_3_holds(false, false, 5));
    }

    /// Both values 1 (Corollary 3.7's conclusion), not one of them, not 1 and 2; both 0 (the
    /// example of a game not strongly miserable at (1, 3, 3)).
    #[test]
    fn both_are_refuses_either_alone() {
        assert!(both_are(1, 1, 1));
        assert!(!both_are(1, 1, 2));
        assert!(!both_are(1, 0, 1));
        assert!(!both_are(1, 2, 2));
        assert!(both_are(0, 0, 0));
        assert!(!both_are(0, 0, 1));
        assert!(!both_are(0, 1, 0));
    }

    /// What the proofs of Theorems 2.2 and 3.5 read, on planted values at p = (1, 2, 3). Its G1
    /// options: (1, 1, 3) (1-2), (1, 2, 2) and (1, 1, 2) (1–3, also its G2 options). The values
    /// planted: `at` for listed positions, 5 elsewhere.
    #[test]
    fn in_g1_on_planted_values() {
        let planted = |at: &'static [([u64; 3], u64)]| {
            move |q: [u64; 3]| Ok(at.iter().find(|&&(p, _)| p == q).map_or(5, |&(_, v)| v))
        };
        let p = [1, 2, 3];
        let mut o = crate::claims::Obs::default();
        // A G1 option of value 0 (the 1–3 option (1, 2, 2)): into A; p (5) not in A.
        let s = in_g1(planted(&[([1, 2, 2], 0)]), p, 0, &mut o).unwrap();
        assert!((s.legal, s.typed, s.into, s.inside) == (true, true, true, false));
        assert_eq!(s.value, 5);
        assert!(s.holds(0));
        // Only the 1-2 option (1, 1, 3) of value 0: into A still, by a G1 move.
        let s = in_g1(planted(&[([1, 1, 3], 0)]), p, 0, &mut o).unwrap();
        assert!(s.into && !s.inside);
        // No option of value 0: not into A, and p (5) outside 𝒫 ∪ A: refused.
        let s = in_g1(planted(&[]), p, 0, &mut o).unwrap();
        assert!(!s.into && !s.inside);
        assert!(!s.holds(0));
        // p of value 1 and its 1–3 option (1, 1, 2) of value 1: a move inside A, refused.
        let s = in_g1(planted(&[([1, 2, 3], 1), ([1, 1, 2], 1)]), p, 1, &mut o).unwrap();
        assert!(s.into && s.inside);
        assert!(!s.holds(1));
        // p of value 1, only its 1-2 option (1, 1, 3) of value 1: not inside (a 1-2 move).
        let s = in_g1(planted(&[([1, 2, 3], 1), ([1, 1, 3], 1)]), p, 1, &mut o).unwrap();
        assert!(s.into && !s.inside);
        assert!(s.holds(1));
    }

    /// InG1::holds, each part false alone; a value at or below the target needs no move into A.
    #[test]
    fn in_g1_holds_refuses_each_part() {
        let s = |value, legal, into, typed, inside| InG1 {
            value,
            legal,
            into,
            typed,
            inside,
        };
        assert!(s(2, true, true, true, false).holds(1));
        assert!(s(1, true, false, true, false).holds(1));
        assert!(s(0, true, false, true, false).holds(0));
        assert!(!s(1, true, false, true, false).holds(0));
        assert!(!s(2, true, false, true, false).holds(1));
        assert!(!s(2, false, true, true, false).holds(1));
        assert!(!s(2, true, true, false, false).holds(1));
        assert!(!s(2, true, true, true, true).holds(1));
    }

    /// A proof's steps at one point: any one false is refused, wherever it stands; none is vacuous.
    #[test]
    fn all_hold_refuses_any_false_part() {
        assert!(all_hold(&[true, true, true]));
        assert!(!all_hold(&[false, true, true]));
        assert!(!all_hold(&[true, false, true]));
        assert!(!all_hold(&[true, true, false]));
        assert!(all_hold(&[]));
    }

    /// One move or not, by each game's rule, from (1, 2, 3): (1, 1, 3) takes 1 from the middle entry
    /// (a 1-2 move: G1 and 3-Euclid, not G2); (1, 1, 2) takes 2 = 2·1 from the largest (all three);
    /// (1, 2, 3) itself is no option, nor (2, 2, 3), which no taking reaches.
    #[test]
    fn is_option_by_each_rule() {
        let p = [1, 2, 3];
        assert!(is_option(G1, p, [1, 1, 3]));
        assert!(is_option(ThreeEuclid, p, [1, 1, 3]));
        assert!(!is_option(G2, p, [1, 1, 3]));
        for game in [ThreeEuclid, G1, G2] {
            assert!(is_option(game, p, [1, 1, 2]));
            assert!(!is_option(game, p, [1, 2, 3]));
            assert!(!is_option(game, p, [2, 2, 3]));
        }
    }

    /// The mex rule on planted values at (1, 2, 3) in G2, whose options are (1, 2, 2) and (1, 1, 2)
    /// (3 − 1 and 3 − 2·1, by hand): values 1 and 0 there make 2 the mex, and 0 and 1 below it;
    /// any other value at (1, 2, 3) is refused (0 and 1 are an option's, 3 has no option of value
    /// 2). With both options 0, the mex is 1. (1, 1, 1), with no option, is 0 and nothing else.
    #[test]
    fn mex_rule_on_planted_values() {
        let p = [1, 2, 3];
        let mut opts = options(G2, &p);
        opts.sort_unstable();
        assert_eq!(opts, vec![[1, 1, 2], [1, 2, 2]]);
        let planted = |at_p: u64, at_122: u64| {
            move |q: [u64; 3]| {
                Ok(match q {
                    [1, 2, 3] => at_p,
                    [1, 2, 2] => at_122,
                    _ => 0,
                })
            }
        };
        assert!(mex_rule(G2, &p, planted(2, 1)).unwrap());
        for wrong in [0, 1, 3] {
            assert!(!mex_rule(G2, &p, planted(wrong, 1)).unwrap(), "{wrong}");
        }
        assert!(mex_rule(G2, &p, planted(1, 0)).unwrap());
        assert!(!mex_rule(G2, &p, planted(2, 0)).unwrap());
        assert!(mex_rule(G2, &[1, 1, 1], |_| Ok(0)).unwrap());
        assert!(!mex_rule(G2, &[1, 1, 1], |_| Ok(1)).unwrap());
    }

    /// Steps read one by one: all true holds; any false is refused; nothing holds vacuously but the
    /// empty list; a failure to read is passed on.
    #[test]
    fn all_ok_refuses_a_false_step_and_passes_a_failure_on() {
        assert!(all_ok([Ok(true), Ok(true)]).unwrap());
        assert!(!all_ok([Ok(true), Ok(false)]).unwrap());
        assert!(!all_ok([Ok(false), Ok(true)]).unwrap());
        assert!(all_ok([]).unwrap());
        assert!(all_ok([Ok(true), Err(Failure::at("unread"))]).is_err());
        assert!(all_ok([Ok(false), Err(Failure::at("unread"))]).is_err());
    }

    /// Pairwise joined by arithmetic, by hand, at a = 2, b = 3: 3, 5, 9 are (differences 2, 6, 4);
    /// 5, 3 are not (not larger); 3, 3 not (equal); 3, 6 not (3 is odd); at b = 4, 3 then 5 is (5 ≥ 4:
    /// only the later ones count), 1 then 3 is not (3 < 4); one entry or none, vacuously.
    #[test]
    fn pairwise_joined_by_hand() {
        assert!(pairwise_joined(2, 3, &[3, 5, 9]));
        assert!(!pairwise_joined(2, 3, &[5, 3]));
        assert!(!pairwise_joined(2, 3, &[3, 3]));
        assert!(!pairwise_joined(2, 3, &[3, 6]));
        assert!(!pairwise_joined(2, 3, &[3, 5, 8]));
        assert!(pairwise_joined(2, 4, &[3, 5]));
        assert!(!pairwise_joined(2, 4, &[1, 3]));
        assert!(pairwise_joined(3, 1, &[1, 4]));
        assert!(pairwise_joined(2, 3, &[4]));
        assert!(pairwise_joined(2, 3, &[]));
    }

    /// How many values lie below, at and above s, by hand: [0, 2, 1, 5, 2] at s = 2: 0 and 1 below,
    /// two at, 5 above; at s = 0: one at, four above; none at all.
    #[test]
    fn split_by_hand() {
        assert_eq!(split(&[0, 2, 1, 5, 2], 2), (2, 2, 1));
        assert_eq!(split(&[0, 2, 1, 5, 2], 0), (0, 1, 4));
        assert_eq!(split(&[], 3), (0, 0, 0));
    }

    /// "G ≥ 2, and so a move to value 1", on planted answers: a value of 2 or 5 without an option of
    /// value 1 is refused, with one taken; 0 and 1 need none (and the option is not read: a failure
    /// there does not count); at 2 a failure to read is passed on.
    #[test]
    fn a_one_below_on_planted_answers() {
        assert!(!a_one_below(2, || Ok(false)).unwrap());
        assert!(!a_one_below(5, || Ok(false)).unwrap());
        assert!(a_one_below(2, || Ok(true)).unwrap());
        assert!(a_one_below(0, || Ok(false)).unwrap());
        assert!(a_one_below(1, || Err(Failure::at("unread"))).unwrap());
        assert!(a_one_below(2, || Err(Failure::at("unread"))).is_err());
    }

    /// "c − a < b", by hand: (1, 3, 3): 2 < 3; (1, 2, 3): 2 = 2, not below (Lemma 3.1's case c − a ≥
    /// b); (2, 2, 5): 3 > 2.
    #[test]
    fn c_minus_a_below_b_by_hand() {
        assert!(c_minus_a_below_b(1, 3, 3));
        assert!(!c_minus_a_below_b(1, 2, 3));
        assert!(!c_minus_a_below_b(2, 2, 5));
    }
}
