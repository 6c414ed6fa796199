//! Predicates for `spec/hss2008.toml` (Theorems 1 and 3 here; the tree claims come with the
//! Calkin–Wilf work): Hofmann, Schuster and Steuding, *Euclid, Calkin & Wilf — playing with
//! rationals*, Elem. Math. 63 (2008). Their "Euclid" is Grossman's game.

use super::{
    check_all, claim, engine, ordered_pairs, pairs, ClaimCheck, Ctx, Failure, Verdict, PAIRS,
};
use crate::formulas::{hss2008, schwartz, Outcome};
use crate::solver::TwoEntryGame;
use crate::truth_or_return;

pub fn claims() -> Vec<ClaimCheck> {
    vec![
        claim("hss2008/theorem-1", PAIRS, theorem_1),
        claim(
            "hss2008/theorem-1-reading-cole-davie",
            PAIRS,
            theorem_1_cole_davie,
        ),
        claim("hss2008/theorem-3", PAIRS, theorem_3),
    ]
}

fn outcome(first_player_wins: bool) -> Outcome {
    if first_player_wins {
        Outcome::N
    } else {
        Outcome::P
    }
}

fn theorem_1_in(ctx: &Ctx<'_>, n: u64, game: TwoEntryGame) -> Verdict {
    let t = truth_or_return!(ctx, game, false, n);
    check_all(ordered_pairs(1, n), |(a, b)| {
        let wins = !t.is_p(a, b)?;
        let golden = engine((a, b), "Theorem 1", hss2008::first_player_wins(a, b))?;
        if wins == golden {
            return Ok(());
        }
        Err(Failure::at_pair(a, b)
            .answer(format!("{game} solvers"), outcome(wins))
            .answer("larger/smaller > G", golden))
    })
}

fn theorem_1(ctx: &Ctx<'_>, n: u64) -> Verdict {
    theorem_1_in(ctx, n, TwoEntryGame::Grossman)
}

fn theorem_1_cole_davie(ctx: &Ctx<'_>, n: u64) -> Verdict {
    theorem_1_in(ctx, n, TwoEntryGame::ColeDavie)
}

fn theorem_3(ctx: &Ctx<'_>, n: u64) -> Verdict {
    let t = truth_or_return!(ctx, TwoEntryGame::Grossman, false, n);
    check_all(pairs(1, n, true), |(a, b)| {
        let wins = !t.is_p(a, b)?;
        let schwartz = engine((a, b), "Theorem 3", schwartz::first_player_wins(a, b))?;
        if wins == schwartz {
            return Ok(());
        }
        Err(Failure::at_pair(a, b)
            .answer("grossman solvers", outcome(wins))
            .answer("Schwartz", outcome(schwartz)))
    })
}
