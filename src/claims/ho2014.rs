//! Predicates for `spec/ho2014.toml`: N. B. Ho, *The game EUCLID, its variants, and continued
//! fractions* (slides, 2014).

use super::{
    check_all, claim, compositions, engine, ensure, fixed, formula_matches_solvers, ordered_pairs,
    pairs, pn, same_outcomes, ClaimCheck, Ctx, Failure, Truth, Verdict, PAIRS, PILE_SUM,
    SUM_ENTRIES,
};
use crate::arith::{ordered, ContinuedFraction};
use crate::formulas::{cairns_ho, cf_evaluator, cole_davie, lengyel, levine, spitznagel};
use crate::games::{
    ColeDavieEuclid, GrossmanGame, ImpartialGame, MEuclid, Misere, MiserePosition, SerialNim, Sum,
};
use crate::solver::{mex, ReferenceSolver, TwoEntryGame};
use crate::truth_or_return;

use TwoEntryGame::{ColeDavie as CD, Grossman as GG, MEuclid as ME};

pub fn claims() -> Vec<ClaimCheck> {
    vec![
        claim("ho2014/example-mex", fixed(1), example_mex),
        claim("ho2014/lemma-p-and-n-positions", PAIRS, lemma_p_n),
        claim("ho2014/theorem-sum", SUM_ENTRIES, theorem_sum),
        claim(
            "ho2014/proposition-cole-davie",
            PAIRS,
            proposition_cole_davie,
        ),
        claim(
            "ho2014/example-cole-davie-p-positions",
            fixed(16),
            example_p_list,
        ),
        claim(
            "ho2014/example-cole-davie-play",
            fixed(21),
            example_cole_davie_play,
        ),
        claim(
            "ho2014/proposition-spitznagel",
            PAIRS,
            proposition_spitznagel,
        ),
        claim(
            "ho2014/proposition-spitznagel-reading-r-zero",
            PAIRS,
            proposition_spitznagel_r_zero,
        ),
        claim("ho2014/example-spitznagel", fixed(25), example_spitznagel),
        claim("ho2014/fact-continued-fraction-move", PAIRS, fact_cf_move),
        claim("ho2014/theorem-lengyel", PAIRS, theorem_lengyel),
        claim(
            "ho2014/theorem-lengyel-reading-grossman-diagonal",
            PAIRS,
            theorem_lengyel_grossman_diagonal,
        ),
        claim("ho2014/theorem-levine", PILE_SUM, theorem_levine),
        claim(
            "ho2014/theorem-cairns-ho-lengyel",
            PAIRS,
            super::chl2011::theorem_1_check,
        ),
        claim("ho2014/proposition-straffin", PAIRS, proposition_straffin),
        claim(
            "ho2014/proposition-straffin-corrected",
            PAIRS,
            proposition_straffin_corrected,
        ),
        claim("ho2014/fact-same-p-positions", PAIRS, fact_same_p_positions),
        claim(
            "ho2014/fact-same-p-positions-off-diagonal",
            PAIRS,
            fact_same_p_positions_off_diagonal,
        ),
        claim("ho2014/example-how-come", fixed(21), example_how_come),
        claim(
            "ho2014/theorem-nivasch",
            PAIRS,
            super::chl2011::nivasch_check,
        ),
        claim(
            "ho2014/fact-nivasch-absolute-value",
            PAIRS,
            fact_nivasch_absolute,
        ),
        claim(
            "ho2014/theorem-cairns-ho-lengyel-grossman",
            PAIRS,
            super::chl2011::remark_3_check,
        ),
        claim("ho2014/theorem-relation", PAIRS, theorem_relation),
        claim("ho2014/theorem-m-euclid", PAIRS, theorem_m_euclid),
        claim(
            "ho2014/open-question-m-euclid-p-positions",
            fixed(0),
            open_question_m_euclid,
        ),
    ]
}

fn example_mex(_ctx: &Ctx<'_>, _n: u64) -> Verdict {
    let m = mex(&[0, 1, 2, 4, 7]);
    if m == 3 {
        Verdict::holds(1)
    } else {
        Verdict::fails(
            1,
            Failure::at("{0, 1, 2, 4, 7}")
                .answer("mex", m)
                .answer("printed", 3),
        )
    }
}

/// P-positions move only to N-positions; N-positions have a move to a P-position.
fn lemma_in<G: ImpartialGame>(
    game: &G,
    positions: impl Iterator<Item = G::Position>,
    value: impl Fn(&G::Position) -> Result<u64, Failure>,
) -> Result<u64, (u64, Failure)> {
    let mut cases = 0;
    for p in positions {
        cases += 1;
        let v = value(&p).map_err(|f| (cases, f))?;
        let mut to_p = false;
        for q in game.moves(&p) {
            to_p |= value(&q).map_err(|f| (cases, f))? == 0;
        }
        if (v == 0) == to_p {
            let why = if v == 0 {
                "a P-position moves to a P-position"
            } else {
                "an N-position has no move to P"
            };
            return Err((
                cases,
                Failure::at(format!("{} at {p:?}", game.name())).answer("lemma", why),
            ));
        }
    }
    Ok(cases)
}

fn lemma_p_n(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let mut cases = 0;
    for game in [CD, GG, ME] {
        for misere in [false, true] {
            let t: std::rc::Rc<Truth> = truth_or_return!(ctx, game, misere, n);
            let lo = if game == CD { 0 } else { 1 };
            let normal = |p: &(u64, u64)| t.value(p.0, p.1);
            let in_misere = |p: &MiserePosition<(u64, u64)>| match p {
                MiserePosition::Game(q) => t.value(q.0, q.1),
                MiserePosition::Extra => Ok(0),
            };
            let wrap = |p: (u64, u64)| MiserePosition::Game(p);
            let result = match (game, misere) {
                (CD, false) => lemma_in(&ColeDavieEuclid, ordered_pairs(lo, n), normal),
                (GG, false) => lemma_in(&GrossmanGame, ordered_pairs(lo, n), normal),
                (ME, false) => lemma_in(&MEuclid, ordered_pairs(lo, n), normal),
                (CD, true) => lemma_in(
                    &Misere(ColeDavieEuclid),
                    ordered_pairs(lo, n).map(wrap),
                    in_misere,
                ),
                (GG, true) => lemma_in(
                    &Misere(GrossmanGame),
                    ordered_pairs(lo, n).map(wrap),
                    in_misere,
                ),
                (ME, true) => lemma_in(&Misere(MEuclid), ordered_pairs(lo, n).map(wrap), in_misere),
            };
            match result {
                Ok(c) => cases += c,
                Err((c, f)) => return Verdict::fails(cases + c, f),
            }
        }
    }
    Verdict::holds(cases)
}

fn sum_check<G1, G2>(
    g1: G1,
    g2: G2,
    t1: &Truth,
    t2: &Truth,
    lo1: u64,
    lo2: u64,
    k: u64,
) -> Result<u64, (u64, Failure)>
where
    G1: ImpartialGame<Position = (u64, u64)>,
    G2: ImpartialGame<Position = (u64, u64)>,
{
    let sum = Sum(g1, g2);
    let name = sum.name();
    let mut solver = ReferenceSolver::new(sum);
    let mut cases = 0;
    for p in ordered_pairs(lo1, k) {
        for q in ordered_pairs(lo2, k) {
            cases += 1;
            let fail = || Failure::at(format!("{name} at ({p:?}, {q:?})"));
            let (v1, v2) = (
                t1.value(p.0, p.1).map_err(|f| (cases, f))?,
                t2.value(q.0, q.1).map_err(|f| (cases, f))?,
            );
            let v = solver
                .sprague_grundy(&(p, q))
                .map_err(|e| (cases, fail().answer("solver", e)))? as u64;
            if v != v1 ^ v2 || (v == 0) != (v1 == v2) {
                return Err((
                    cases,
                    fail()
                        .answer("sum solver", v)
                        .answer("G(v1) ⊕ G(v2)", v1 ^ v2),
                ));
            }
        }
    }
    Ok(cases)
}

fn theorem_sum(ctx: &Ctx<'_>, k: u64) -> Verdict {
    let euclid = truth_or_return!(ctx, CD, false, k);
    let grossman = truth_or_return!(ctx, GG, false, k);
    let first = sum_check(ColeDavieEuclid, GrossmanGame, &euclid, &grossman, 0, 1, k);
    let second = first.and_then(|c| {
        sum_check(ColeDavieEuclid, ColeDavieEuclid, &euclid, &euclid, 0, 0, k)
            .map(|d| c + d)
            .map_err(|(d, f)| (c + d, f))
    });
    match second {
        Ok(cases) => Verdict::holds(cases),
        Err((cases, f)) => Verdict::fails(cases, f),
    }
}

fn proposition_cole_davie(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, n);
    check_all(ordered_pairs(0, n), |(a, b)| {
        let (p, set) = (t.is_p(a, b)?, cole_davie::is_p_position(a, b));
        ensure(p == set, || {
            Failure::at_pair(a, b)
                .answer("solvers", pn(p))
                .answer("in the printed set", set)
        })
    })
}

fn example_p_list(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let printed = [(2, 3), (3, 4), (4, 5), (4, 6), (5, 6), (5, 7), (5, 8)];
    let t = truth_or_return!(ctx, CD, false, n);
    let mut found = Vec::new();
    'outer: for a in 1..=n {
        for b in a + 1..=n {
            match t.is_p(a, b) {
                Ok(true) => found.push((a, b)),
                Ok(false) => {}
                Err(f) => return Verdict::fails(found.len() as u64, f),
            }
            if found.len() == printed.len() {
                break 'outer;
            }
        }
    }
    if found == printed {
        Verdict::holds(printed.len() as u64)
    } else {
        Verdict::fails(
            found.len() as u64,
            Failure::at("the first P-positions with 0 < a < b, by a then b")
                .answer("solvers", format!("{found:?}"))
                .answer("printed", format!("{printed:?}")),
        )
    }
}

/// A printed line of play: each step a legal move (positions as unordered pairs), outcomes
/// alternating N, P, N, …, ending on a final position.
fn check_line<G: ImpartialGame<Position = (u64, u64)>>(
    game: &G,
    t: &Truth,
    line: &[(u64, u64)],
) -> Result<u64, Failure> {
    for (i, &p) in line.iter().enumerate() {
        let want_p = i % 2 == 1;
        if t.is_p(p.0, p.1)? != want_p {
            return Err(Failure::at_pair(p.0, p.1)
                .answer(format!("{} solvers", game.name()), pn(!want_p))
                .answer("line alternates, so", pn(want_p)));
        }
        if let Some(&next) = line.get(i + 1) {
            let legal = game
                .moves(&p)
                .any(|q| ordered(q.0, q.1) == ordered(next.0, next.1));
            if !legal {
                return Err(Failure::at_pair(p.0, p.1)
                    .answer(format!("{} move to {next:?}", game.name()), "illegal"));
            }
        } else if !game.is_terminal(&p) {
            return Err(Failure::at_pair(p.0, p.1).answer("last position", "not final"));
        }
    }
    Ok(line.len() as u64)
}

const EUCLID_LINE: [(u64, u64); 6] = [(8, 21), (5, 8), (3, 5), (2, 3), (1, 2), (0, 1)];
const GROSSMAN_LINE: [(u64, u64); 6] = [(8, 21), (5, 8), (3, 5), (2, 3), (1, 2), (1, 1)];

fn example_cole_davie_play(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, n);
    match check_line(&ColeDavieEuclid, &t, &EUCLID_LINE) {
        Ok(c) => Verdict::holds(c),
        Err(f) => Verdict::fails(1, f),
    }
}

fn example_how_come(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let euclid = truth_or_return!(ctx, CD, false, n);
    let grossman = truth_or_return!(ctx, GG, false, n);
    let both = check_line(&ColeDavieEuclid, &euclid, &EUCLID_LINE)
        .and_then(|c| check_line(&GrossmanGame, &grossman, &GROSSMAN_LINE).map(|d| c + d));
    match both {
        Ok(c) => Verdict::holds(c),
        Err(f) => Verdict::fails(1, f),
    }
}

fn spitznagel_check(ctx: &Ctx<'_>, n: u64, with_r_zero: bool) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, n);
    let domain = pairs(1, n, true).filter(|&(a, b)| b >= 2 * a && (with_r_zero || b % a != 0));
    check_all(domain, |(a, b)| {
        let r = b % a;
        let (low, high) = (t.is_p(r, a)?, t.is_p(a, a + r)?);
        let chosen = engine((a, b), "Spitznagel", spitznagel::winning_move(a, b))?;
        let chosen_p = t.is_p(chosen.0, chosen.1)?;
        ensure(low != high && chosen_p, || {
            Failure::at_pair(a, b)
                .answer(format!("({r}, {a})"), pn(low))
                .answer(format!("({a}, {})", a + r), pn(high))
                .answer("rule picks", format!("{chosen:?}"))
        })
    })
}

fn proposition_spitznagel(ctx: &Ctx<'_>, n: u64) -> Verdict {
    spitznagel_check(ctx, n, false)
}

fn proposition_spitznagel_r_zero(ctx: &Ctx<'_>, n: u64) -> Verdict {
    spitznagel_check(ctx, n, true)
}

fn example_spitznagel(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, n);
    let (a, b) = (7u64, 25u64);
    let r = b % a;
    let chosen = spitznagel::winning_move(a, b);
    let facts = [
        ("(7, 4) and (7, 11) are the choices", (r, a + r) == (4, 11)),
        ("7 × 7 = 49 > 4 × 11", a * a == 49 && a * a > r * (a + r)),
        ("rule picks (7, 11)", chosen == Ok((7, 11))),
        ("(7, 11) is P", t.is_p(7, 11) == Ok(true)),
        ("(7, 4) is N", t.is_p(7, 4) == Ok(false)),
        (
            "(7, 25) → (7, 11) is a move",
            ColeDavieEuclid.moves(&(7, 25)).any(|q| q == (7, 11)),
        ),
    ];
    match facts.iter().position(|(_, ok)| !ok) {
        None => Verdict::holds(facts.len() as u64),
        Some(i) => Verdict::fails(
            i as u64 + 1,
            Failure::at("(7, 25)").answer(facts[i].0, "false"),
        ),
    }
}

fn fact_cf_move(_ctx: &Ctx<'_>, n: u64) -> Verdict {
    let cases = pairs(1, n, true).flat_map(|(a, b)| (1..=b / a).map(move |i| (a, b, i)));
    check_all(cases, |(a, b, i)| {
        let before = ContinuedFraction::of_ratio(b, a).expect("a > 0");
        let after = ContinuedFraction::of_ratio(b - i * a, a).expect("a > 0");
        let mut predicted = before.quotients().to_vec();
        predicted[0] -= i;
        ensure(after.quotients() == predicted.as_slice(), || {
            Failure::at_pair(a, b)
                .answer(format!("(a, b − {i}a)"), after)
                .answer("[a0 − i, a1, …, an]", format!("{predicted:?}"))
        })
    })
}

fn theorem_lengyel(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, n);
    check_all(pairs(1, n, true), |(a, b)| {
        let p = t.is_p(a, b)?;
        let lengyel = engine((a, b), "Lengyel", lengyel::is_p_position(a, b))?;
        ensure(p == lengyel, || {
            Failure::at_pair(a, b)
                .answer("solvers", pn(p))
                .answer("Lengyel 2003", pn(lengyel))
        })
    })
}

fn theorem_lengyel_grossman_diagonal(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let t = truth_or_return!(ctx, GG, false, n);
    check_all(pairs(1, n, false), |(a, b)| {
        let p = t.is_p(a, b)?;
        // On the diagonal the expansion is [1]: a(k+1) never exists, so the criterion says N.
        let lengyel = a != b && engine((a, b), "Lengyel", lengyel::is_p_position(a, b))?;
        ensure(p == lengyel, || {
            Failure::at_pair(a, b)
                .answer("grossman solvers", pn(p))
                .answer("Lengyel 2003", pn(lengyel))
        })
    })
}

fn theorem_levine(_ctx: &Ctx<'_>, s: u64) -> Verdict {
    let mut solver = ReferenceSolver::new(SerialNim);
    check_all(compositions(s), |piles| {
        let fail = || Failure::at(format!("{piles:?}"));
        let truth = solver
            .sprague_grundy(&piles)
            .map_err(|e| fail().answer("solver", e))? as u64;
        let formula = levine::serial_nim_value(&piles).map_err(|e| fail().answer("Levine", e))?;
        let fold =
            cf_evaluator::serial_nim_value(&piles).map_err(|e| fail().answer("evaluator", e))?;
        ensure(truth == formula && truth == fold, || {
            fail()
                .answer("reference solver", truth)
                .answer("Levine", formula)
                .answer("cf-evaluator", fold)
        })
    })
}

fn straffin_check(ctx: &Ctx<'_>, n: u64, diagonal_is_p: bool) -> Verdict {
    let t = truth_or_return!(ctx, GG, false, n);
    check_all(ordered_pairs(1, n), |(a, b)| {
        let p = t.is_p(a, b)?;
        let set = cole_davie::is_p_position(a, b) || (diagonal_is_p && a == b);
        ensure(p == set, || {
            Failure::at_pair(a, b)
                .answer("grossman solvers", pn(p))
                .answer("in the set", set)
        })
    })
}

fn proposition_straffin(ctx: &Ctx<'_>, n: u64) -> Verdict {
    straffin_check(ctx, n, false)
}

fn proposition_straffin_corrected(ctx: &Ctx<'_>, n: u64) -> Verdict {
    straffin_check(ctx, n, true)
}

fn same_p_check(ctx: &Ctx<'_>, n: u64, off_diagonal: bool) -> Verdict {
    same_outcomes(
        ctx,
        n,
        ordered_pairs(1, n).filter(|&(a, b)| !off_diagonal || a != b),
    )
}

fn fact_same_p_positions(ctx: &Ctx<'_>, n: u64) -> Verdict {
    same_p_check(ctx, n, false)
}

fn fact_same_p_positions_off_diagonal(ctx: &Ctx<'_>, n: u64) -> Verdict {
    same_p_check(ctx, n, true)
}

fn fact_nivasch_absolute(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let nivasch = crate::formulas::nivasch::grossman_value;
    formula_matches_solvers(ctx, GG, n, ordered_pairs(1, n), "⌊|b/a − a/b|⌋", nivasch)
}

fn theorem_relation(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let euclid = truth_or_return!(ctx, CD, false, n);
    let grossman = truth_or_return!(ctx, GG, false, n);
    check_all(pairs(1, n, false), |(a, b)| {
        let (g, gg) = (euclid.value(a, b)?, grossman.value(a, b)?);
        let q = ContinuedFraction::of_ratio(b, a).expect("a > 0");
        let predicted = if !q.all_equal() {
            gg as i128
        } else if q.last_index() % 2 == 0 {
            gg as i128 + 1
        } else {
            gg as i128 - 1
        };
        ensure(g as i128 == predicted, || {
            Failure::at_pair(a, b)
                .answer("G (solvers)", g)
                .answer("G_G ± (−1)^n", predicted)
        })
    })
}

fn theorem_m_euclid(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let domain = pairs(1, n, true).filter(|&(a, b)| b % a != 0);
    formula_matches_solvers(
        ctx,
        ME,
        n,
        domain,
        "Cairns–Ho 2012",
        cairns_ho::m_euclid_value,
    )
}

fn open_question_m_euclid(_ctx: &Ctx<'_>, _n: u64) -> Verdict {
    Verdict::skipped("the slide prints the set as {?|??}: an open question, nothing to check")
}
