//! chl2011 §1: the predicates of the statements of its prose, outside its numbered results.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("fact-cole-davie", PAIRS, |ctx, run| {
            cole_davie_check(ctx, run, 1)
        })
        .reads(reads![CD])
        .cases_exactly(cases::below_diagonal),
        claim!("fact-cole-davie-with-zero", PAIRS, |ctx, run| {
            cole_davie_check(ctx, run, 0)
        })
        .reads(reads![CD]),
        claim!("fact-straffin", PAIRS, |ctx, run| {
            same_outcomes(ctx, run, (1, upper(true)))
        })
        .reads(reads![GG, CD])
        .cases_exactly(cases::below_diagonal),
        claim!(
            "fact-sprague-grundy-functions-differ",
            PAIRS,
            fact_sprague_grundy_functions_differ,
        )
        .reads(reads![GG, CD])
        .cases(|_| 1),
        claim!("fact-grossman-is-misere-euclid", PAIRS, |ctx, run| {
            misere_check(ctx, run, false)
        })
        .reads(reads![GG, MISERE_CD])
        .cases_exactly(cases::square),
        claim!(
            "fact-grossman-is-misere-euclid-values",
            PAIRS,
            |ctx, run| { misere_check(ctx, run, true) }
        )
        .reads(reads![GG, MISERE_CD]),
        claim!("fact-nivasch", PAIRS, fact_nivasch)
            .reads(reads![GG])
            .cases_exactly(cases::triangle),
        claim!("fact-nivasch-both-orders", PAIRS, fact_nivasch_both_orders).reads(reads![GG]),
        claim!(
            "fact-euclid-impartial-finite",
            PAIRS,
            fact_euclid_impartial_finite,
        )
        .reads(reads![])
        .cases_exactly(|n| cases::square(n.saturating_add(1))),
    ]
}

fn cole_davie_check(ctx: &Ctx<'_>, run: &mut Run<'_>, lo: u64) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, run.n);
    run.all_upper_pairs(lo, true, |&Pair(a, b), o| {
        let p = t.is_p(a, b)?;
        o.value("outcome", pn(p)).value("b < φa", below_phi_a(a, b));
        Ok(p == below_phi_a(a, b))
    })
}

fn fact_sprague_grundy_functions_differ(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let euclid = truth_or_return!(ctx, CD, false, run.n);
    let grossman = truth_or_return!(ctx, GG, false, run.n);
    let n = run.n;
    run.any(
        ordered_pairs(1, n),
        |&Pair(a, b), o| {
            let (g, gg) = (euclid.value(a, b)?, grossman.value(a, b)?);
            o.value("G", g).value("G_G", gg);
            Ok(g != gg)
        },
        |_| Failure::at(format!("every pair up to {n}")).answer("G = G_G", "everywhere"),
    )
}

fn misere_check(ctx: &Ctx<'_>, run: &mut Run<'_>, values: bool) -> Verdict {
    let grossman = truth_or_return!(ctx, GG, false, run.n);
    let misere = truth_or_return!(ctx, CD, true, run.n);
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        let (g, m) = (grossman.value(a, b)?, misere.value(a, b)?);
        o.value("G_G", g)
            .value("misère G", m)
            .explain(|| format!("sg misere-cole-davie {a} {b} --explain"));
        Ok(if values { g == m } else { (g == 0) == (m == 0) })
    })
}

pub(crate) fn fact_nivasch(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    formula_matches_solvers(
        ctx,
        run,
        GG,
        (1, upper(false)),
        "⌊b/a − a/b⌋",
        nivasch::grossman_value,
    )
}

/// `⌊b/a − a/b⌋` with its sign, as printed (no absolute value): `⌊(b² − a²)/(ab)⌋`.
fn signed_nivasch(a: u64, b: u64) -> i128 {
    let (a, b) = (a as i128, b as i128);
    (b * b - a * a).div_euclid(a * b)
}

fn fact_nivasch_both_orders(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, GG, false, run.n);
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        let truth = t.value(a, b)?;
        let formula = signed_nivasch(a, b);
        o.value("G_G", truth).value("⌊b/a − a/b⌋", formula);
        Ok(truth as i128 == formula)
    })
}

fn fact_euclid_impartial_finite(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // The final positions are those with a zero entry; the moves from any other position are
    // the printed subtractions, ⌊a/b⌋ + ⌊b/a⌋ of them, and each lowers a + b.
    run.all_ordered_pairs(0, |&Pair(a, b), o| {
        let here = (a, b);
        let moves: Vec<(u64, u64)> = ColeDavieEuclid.moves(&here).collect();
        let play = PlayAt::of(here, ColeDavieEuclid.is_terminal(&here), &moves);
        o.value("a zero entry", play.zero)
            .value("final", play.terminal)
            .value("moves", play.count)
            .value("⌊a/b⌋ + ⌊b/a⌋", play.printed)
            .value("every move subtracts a multiple", play.subtractions)
            .value("every move lowers a + b", play.lowers);
        Ok(play.holds())
    })
}

/// What fact-euclid-impartial-finite sees at `(a, b)`, given whether the game calls it final
/// and its moves.
struct PlayAt {
    /// A zero entry.
    zero: bool,
    /// Final, as the game says.
    terminal: bool,
    /// The number of moves.
    count: u64,
    /// `⌊a/b⌋ + ⌊b/a⌋`, the printed subtractions' number (none from a zero entry).
    printed: u64,
    /// Every move lowers an entry by a positive multiple of the other, not below zero.
    subtractions: bool,
    /// Every move lowers `a + b`.
    lowers: bool,
}

impl PlayAt {
    fn of((a, b): (u64, u64), terminal: bool, moves: &[(u64, u64)]) -> PlayAt {
        let zero = a == 0 || b == 0;
        PlayAt {
            zero,
            terminal,
            count: moves.len() as u64,
            printed: if zero { 0 } else { a / b + b / a },
            subtractions: moves.iter().all(|&(x, y)| {
                (y == b && x < a && (a - x) % b == 0) || (x == a && y < b && (b - y) % a == 0)
            }),
            lowers: moves.iter().all(|&(x, y)| x + y < a + b),
        }
    }

    /// Final exactly at a zero entry, the printed number of moves, each a printed subtraction
    /// that lowers `a + b`.
    fn holds(&self) -> bool {
        self.terminal == self.zero && self.count == self.printed && self.subtractions && self.lowers
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (3, 8) → (3, 5), (3, 2) and (0, 5) final; then a move dropped, a stranger among the moves
    /// ((3, 8) → (2, 5), (8, 3) → (5, 2): neither entry kept), a move to the position itself (no
    /// subtraction, a + b not lowered), a final position the game says is not.
    #[test]
    fn play_refuses_a_missing_move_a_stranger_or_a_wrong_end() {
        assert!(PlayAt::of((3, 8), false, &[(3, 5), (3, 2)]).holds());
        assert!(PlayAt::of((0, 5), true, &[]).holds());
        let dropped = PlayAt::of((3, 8), false, &[(3, 5)]);
        assert!(dropped.subtractions && dropped.lowers && !dropped.holds());
        assert!(!PlayAt::of((3, 8), false, &[(3, 5), (2, 5)]).subtractions);
        assert!(!PlayAt::of((8, 3), false, &[(5, 3), (5, 2)]).subtractions);
        for (a, b) in [(3, 8), (8, 3)] {
            let to_itself = PlayAt::of((a, b), false, &[(a, b)]);
            assert!(!to_itself.subtractions && !to_itself.lowers, "({a}, {b})");
        }
        assert!(!PlayAt::of((0, 5), false, &[]).holds());
    }
}
