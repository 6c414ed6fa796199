//! ho2014, slide "Playing the game without φ (Spitznagel, Jr, 1973)": the predicates of its
//! statements.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("proposition-spitznagel", PAIRS, |ctx, run| {
            spitznagel_check(ctx, run, false)
        })
        .reads(reads![CD])
        .cases_exactly(|n| cases::square_part(n, 1, 4)),
        claim!(
            "proposition-spitznagel-reading-r-zero",
            PAIRS,
            |ctx, run| { spitznagel_check(ctx, run, true) }
        )
        .reads(reads![CD]),
        claim!("example-spitznagel", fixed(25), example_spitznagel)
            .reads(reads![CD])
            .cases_exactly(|_| 1),
    ]
}

/// Spitznagel's slide at `(a, b)`, `b = qa + r ≥ 2a`: every option `(a, pa + r)` with `p ≥ 2` is
/// an N-position ("we need p ≤ 1"), exactly one of `(r, a)`, `(a, a + r)` is P ("either … or …,
/// but not both"), and, for `r > 0`, the one with the smaller ratio (`a/r` against `(a + r)/a`)
/// is the P-position. `ratio_rule_at_zero` also applies the rule at `r = 0`, reading `a/0` as
/// infinite.
fn spitznagel_check(ctx: &Ctx<'_>, run: &mut Run<'_>, ratio_rule_at_zero: bool) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, run.n);
    let domain = pairs(1, run.n, true).filter(|&Pair(a, b)| b >= 2 * a);
    run.all(domain, |&Pair(a, b), o| {
        let (q, r) = (b / a, b % a);
        // "(a, qa + r) → (a, pa + r)": the moves are exactly the (a, pa + r), 0 ≤ p < q.
        // Equal as lists (the game takes a, 2a, … away: p from q − 1 down), they are equal as
        // sets; the sets are built only where the lists differ.
        let here = (a, b);
        let moves = || ColeDavieEuclid.moves(&here).map(|(x, y)| ordered(x, y));
        let options = || (0..q).rev().map(|p| ordered(a, p * a + r));
        let displayed = moves().eq(options())
            || moves().collect::<BTreeSet<_>>() == options().collect::<BTreeSet<_>>();
        o.value("the moves are the (a, pa + r), p < q", displayed);
        let mut p_at_least_two_is_n = true;
        for p in 2..q {
            let option = p * a + r;
            if t.is_p(a, option)? {
                p_at_least_two_is_n = false;
                o.value("a P-position with p ≥ 2", Pair(a, option));
            }
        }
        let (low, high) = (t.is_p(r, a)?, t.is_p(a, a + r)?);
        o.value("p ≤ 1 needed", p_at_least_two_is_n)
            .value(format_args!("({r}, {a})"), pn(low))
            .value(format_args!("({a}, {})", a + r), pn(high));
        let rule = if r > 0 || ratio_rule_at_zero {
            let chosen = engine(Pair(a, b), "Spitznagel", spitznagel::winning_move(a, b))?;
            let chosen_p = t.is_p(chosen.0, chosen.1)?;
            o.value("smaller ratio", Pair(chosen.0, chosen.1))
                .value("smaller ratio is P", chosen_p);
            chosen_p
        } else {
            true
        };
        Ok(displayed && p_at_least_two_is_n && low != high && rule)
    })
}

fn example_spitznagel(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, run.n);
    run.all([Pair(7, 25)], |&Pair(a, b), o| {
        // The choices (a, r) and (a, a + r), and the printed products a × a and r × (a + r).
        let (r, high) = (b % a, b % a + a);
        let (square, product) = (a * a, r * high);
        let chosen = engine(Pair(a, b), "Spitznagel", spitznagel::winning_move(a, b))?;
        let moves: BTreeSet<(u64, u64)> = ColeDavieEuclid.moves(&(a, b)).collect();
        let (p4, p11) = (t.is_p(7, 4)?, t.is_p(7, 11)?);
        let is_move = moves.contains(&(7, 11));
        o.value_with("the choices", || format!("({a}, {r}) or ({a}, {high})"))
            .value("7 × 7", square)
            .value("4 × 11", product)
            .value("rule picks", Pair(chosen.0, chosen.1))
            .value("(7, 4)", pn(p4))
            .value("(7, 11)", pn(p11))
            .value("(7, 25) → (7, 11) is a move", is_move);
        Ok(spitznagel_example_holds(
            (r, high),
            (square, product),
            chosen,
            (p11, p4),
            is_move,
        ))
    })
}

/// The printed example's conclusions: the choices are (7, 4) and (7, 11); 7 × 7 > 4 × 11; the
/// rule picks (7, 11), which is P while (7, 4) is N; and (7, 25) → (7, 11) is a move.
fn spitznagel_example_holds(
    choices: (u64, u64),
    (square, product): (u64, u64),
    chosen: (u64, u64),
    (p11, p4): (bool, bool),
    is_move: bool,
) -> bool {
    choices == (4, 11) && square > product && chosen == (7, 11) && p11 && !p4 && is_move
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The printed example, then each of its conclusions broken in turn: other choices, equal
    /// products (49 > 49 is false), the rule picking (7, 4), (7, 11) an N-position, (7, 4) a
    /// P-position, no move to (7, 11).
    #[test]
    fn spitznagel_example_refuses_each_wrong_conclusion() {
        let ok = ((4, 11), (49, 44), (7, 11), (true, false), true);
        let holds = |(c, pr, ch, p, m)| spitznagel_example_holds(c, pr, ch, p, m);
        assert!(holds(ok));
        assert!(!holds(((4, 12), ok.1, ok.2, ok.3, ok.4)));
        assert!(!holds((ok.0, (49, 49), ok.2, ok.3, ok.4)));
        assert!(!holds((ok.0, ok.1, (7, 4), ok.3, ok.4)));
        assert!(!holds((ok.0, ok.1, ok.2, (false, false), ok.4)));
        assert!(!holds((ok.0, ok.1, ok.2, (true, true), ok.4)));
        assert!(!holds((ok.0, ok.1, ok.2, ok.3, false)));
    }
}
