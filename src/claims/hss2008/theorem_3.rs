//! hss2008 Theorem 3: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("theorem-3", PAIRS, theorem_3)
            .reads(reads![GG])
            .cases_exactly(cases::below_diagonal),
        claim!("fact-first-choice-wins", PAIRS, fact_first_choice_wins)
            .reads(reads![GG])
            .cases_exactly(cases::square),
        claim!(
            "fact-first-choice-wins-reading-iff",
            PAIRS,
            fact_first_choice_wins_reading_iff,
        )
        .reads(reads![GG]),
        claim!(
            "fact-theorem-3-corresponds-to-theorem-2",
            // Its pinned counterexample, (3, 5), needs entries up to 5.
            PAIRS.at_least(5),
            |ctx, run| theorem_3_via_theorem_2(ctx, run, true),
        )
        .reads(reads![GG]),
        claim!(
            "fact-theorem-3-corresponds-to-theorem-2-corrected",
            PAIRS,
            |ctx, run| { theorem_3_via_theorem_2(ctx, run, false) }
        )
        .reads(reads![GG])
        .cases(|n| cases::square_part(n, 3, 10)),
    ]
}

fn theorem_3(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, TwoEntryGame::Grossman, false, run.n);
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let wins = !t.is_p(a, b)?;
        let schwartz = engine(Pair(a, b), "Theorem 3", schwartz::first_player_wins(a, b))?;
        o.value_with("continued fraction", || {
            ContinuedFraction::of_ratio(b, a).expect("a > 0")
        })
        .value("outcome", outcome(wins))
        .value("Schwartz", outcome(schwartz));
        Ok(wins == schwartz)
    })
}

/// Along the forced line from `(a, b)` (positions with one move), the first position with more
/// than one move and the number of forced moves before it; `None` when the line ends first.
fn first_choice(a: u64, b: u64) -> (Option<(u64, u64)>, u64) {
    let mut p = (a, b);
    let mut forced = 0;
    loop {
        // No move, one move, or a choice: two moves read at most (a vector of every move, made
        // at every step, was most of fact-first-choice-wins's time).
        let two = {
            let mut moves = GrossmanGame.moves(&p);
            (moves.next(), moves.next())
        };
        match two {
            (None, _) => return (None, forced),
            (Some(only), None) => {
                p = only;
                forced += 1;
            }
            (Some(_), Some(_)) => return (Some(p), forced),
        }
    }
}

fn fact_first_choice_wins(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // The first position with a choice is an N-position (by the solvers: the reference solver
    // and the dense table, which must agree): the player who has the choice wins. The first
    // choice is reached from (a, b), so its entries are at most N.
    let t = truth_or_return!(ctx, TwoEntryGame::Grossman, false, run.n);
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        let (choice, forced) = first_choice(a, b);
        let Some(p) = choice else {
            o.value("first choice", "none");
            return Ok(true);
        };
        let v = t.value(p.0, p.1)?;
        o.value("forced moves", forced)
            .value("first choice at", Pair(p.0, p.1))
            .value("outcome there", pn(v == 0))
            .value(
                "the player with the choice",
                if forced % 2 == 0 { "first" } else { "second" },
            );
        Ok(v != 0)
    })
}

fn fact_first_choice_wins_reading_iff(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // The other reading, as a restatement of Theorem 3: the first player wins exactly when the
    // first player is the first to have a choice.
    let t = truth_or_return!(ctx, TwoEntryGame::Grossman, false, run.n);
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        let (choice, forced) = first_choice(a, b);
        let first_has_it = choice.is_some() && forced % 2 == 0;
        let wins = !t.is_p(a, b)?;
        o.value_with("first choice at", || {
            choice.map_or("none".to_string(), |(x, y)| Pair(x, y).to_string())
        })
        .value("the first player has the first choice", first_has_it)
        .value("outcome", outcome(wins));
        Ok(wins == first_has_it)
    })
}

/// Theorem 3 "corresponds via Theorem 2 with the path to b/a which is explicitly given by either
/// (4) or (5)": on every reduced 0 < a < b, the path to b/a as (4) (m odd) or (5) (m even)
/// gives it, as printed or with (5) corrected (`printed`); Theorem 2's criterion on that path's
/// segments (its runs, from the node), Theorem 3's on the expansion, and the game (the second
/// player's wins are the positions Theorem 3 describes) all agree.
fn theorem_3_via_theorem_2(ctx: &Ctx<'_>, run: &mut Run<'_>, printed: bool) -> Verdict {
    let t = truth_or_return!(ctx, TwoEntryGame::Grossman, false, run.n);
    run.all_pairs_where(
        1,
        |a, b| upper(true)(a, b) && gcd(a, b) == 1,
        |&Pair(a, b), o| {
            let q = ContinuedFraction::of_ratio(b, a).expect("a > 0");
            let path = path_word(q.quotients(), printed, b, a)?;
            let segments: Vec<(Step, u64)> = path.runs().iter().rev().copied().collect();
            let t2 = tree::first_player_wins_on(&segments);
            let t3 = engine(Pair(a, b), "Theorem 3", schwartz::first_player_wins(a, b))?;
            let game = !t.is_p(a, b)?;
            o.value("continued fraction", &q)
                .value("path by (4) or (5)", &path)
                .value_with("segments from the node", || {
                    format!("{:?}", segments.iter().map(|&(_, n)| n).collect::<Vec<_>>())
                })
                .value("Theorem 2", outcome(t2))
                .value("Theorem 3", outcome(t3))
                .value("outcome", outcome(game));
            Ok(t2 == t3 && t3 == game)
        },
    )
}
