//! ho2014, slide "N-positions v.s. P-positions": the predicates of its statements.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("lemma-p-and-n-positions", PAIRS, lemma_p_and_n_positions)
            .reads(reads![CD, GG, ME, MISERE_CD, MISERE_GG, MISERE_ME])
            .per_point(6)
            .cases_exactly(|n| {
                cases::square(n)
                    .saturating_mul(4)
                    .saturating_add(cases::square(n.saturating_add(1)).saturating_mul(2))
            }),
        // "Strategy for players: leaving the game in a P-position", in each of the talk's
        // three games.
        claim!("fact-strategy-leave-p-position", PAIRS, |ctx, run| {
            strategy_check(ctx, run, CD, &ColeDavieEuclid)
                .and_then(|| strategy_check(ctx, run, GG, &GrossmanGame))
                .and_then(|| strategy_check(ctx, run, ME, &MEuclid))
        })
        .reads(reads![CD, GG, ME])
        .per_point(3)
        .cases_exactly(|n| {
            cases::square(n)
                .saturating_mul(2)
                .saturating_add(cases::square(n.saturating_add(1)))
        }),
    ]
}

/// P-positions move only to N-positions; N-positions have a move to a P-position: in each of the
/// six two-entry games (normal and misère), P and N by the solvers, the moves by the game's rules.
fn lemma_p_and_n_positions(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let mut verdict = Verdict::holds(0);
    for game in [CD, GG, ME] {
        for misere in [false, true] {
            // Every point prints as `In(name, …)`: on chosen points, a game none of them names
            // is skipped (its table unbuilt), a walk left once its points were met.
            let name = GameName::TwoEntry { game, misere }.to_string();
            verdict = verdict.and_then(|| {
                run.within(&format!("{name} "), |run| {
                    let n = run.n;
                    let t: std::sync::Arc<Truth> = truth_or_return!(ctx, game, misere, n);
                    let rules = GameName::TwoEntry { game, misere }.game();
                    let lo = if game == CD { 0 } else { 1 };
                    run.all_pairs_by_rows(
                        lo,
                        |_, _| true,
                        |p| In(name.as_str(), p),
                        |In(_, Pair(a, b)), o| p_and_n_at(&t, rules.as_ref(), *a, *b, o),
                    )
                })
            });
        }
    }
    verdict
}

/// The lemma at one pair of one game: a P-position has no move to a P-position, an N-position
/// has one (the first in the game's order is shown).
fn p_and_n_at(
    t: &Truth,
    rules: &dyn DynGame,
    a: u64,
    b: u64,
    o: &mut Obs,
) -> Result<bool, Failure> {
    // The misère games' extra vertex, written with no entry, is final: value 0.
    let value = |e: &[u64]| match e {
        [a, b] => t.value(*a, *b),
        _ => Ok(0),
    };
    let v = value(&[a, b])?;
    // The first move to a P-position: a pair, or the extra vertex (no entry).
    let mut to_p: Option<Option<Pair>> = None;
    let mut failure = None;
    // `agreed` decides as `value` does, without building a disagreement at every move.
    let move_value = |q: &[u64]| match q {
        [x, y] => t.agreed(*x, *y).ok_or(()),
        _ => Ok(0),
    };
    let visited = rules.visit_moves(&[a, b], &mut |q| match move_value(q) {
        Ok(0) => {
            to_p = Some(match q {
                [x, y] => Some(Pair(*x, *y)),
                _ => None,
            });
            false
        }
        Ok(_) => true,
        Err(()) => {
            failure = value(q).err();
            false
        }
    });
    engine(Pair(a, b), "moves", visited)?;
    if let Some(f) = failure {
        return Err(f);
    }
    o.value("outcome", pn(v == 0))
        .value_with("a move to a P-position", || match &to_p {
            None => "none".to_string(),
            Some(None) => "the extra vertex".to_string(),
            Some(Some(q)) => q.to_string(),
        });
    Ok((v == 0) == to_p.is_none())
}

/// The strategy of leaving a P-position in one game, on the positions with both entries in
/// `lo..=n`: the P-positions by the solvers, and where the strategy wins.
struct Strategy {
    lo: u64,
    n: u64,
    is_p: Vec<bool>,
    /// The strategy's player to move here: he has a move to a P-position, and wins from every
    /// one he may pick.
    answered: Vec<bool>,
    /// The strategy's player has just moved here (the opponent to move): every reply is
    /// answered (at a final position, he has made the last move).
    won: Vec<bool>,
}

/// The cell of `(a, b)` in a table of the positions with both entries in `lo..=n`, row by row;
/// `None` outside it. The table's size is one past the cell of `(n, n)`.
fn cell(lo: u64, n: u64, a: u64, b: u64) -> Option<usize> {
    let side = n - lo + 1;
    let inside = |x: u64| (lo..=n).contains(&x);
    (inside(a) && inside(b)).then(|| ((a - lo) * side + (b - lo)) as usize)
}

/// The strategy's two answers at a position, from those at its moves (`is_p`, `won`, `answered`
/// at each): `answered`, there is a move to a P-position and every move to one is won; `won`,
/// every move is answered (true at a final position: the last move was made).
fn strategy_answers(moves: &[(bool, bool, bool)]) -> (bool, bool) {
    let (mut to_p, mut answered, mut won) = (false, true, true);
    for &(is_p, move_won, move_answered) in moves {
        if is_p {
            to_p = true;
            answered &= move_won;
        }
        won &= move_answered;
    }
    (to_p && answered, won)
}

impl Strategy {
    fn index(&self, a: u64, b: u64) -> Option<usize> {
        cell(self.lo, self.n, a, b)
    }

    /// Where a move from `from` lands, or a failure if the game leaves the table.
    fn at(&self, from: (u64, u64), to: (u64, u64)) -> Result<usize, Failure> {
        self.index(to.0, to.1).ok_or_else(|| {
            Failure::at_pair(from.0, from.1).answer(
                "moves",
                format!("a move to ({}, {}), outside the table", to.0, to.1),
            )
        })
    }

    /// Both answers at every position, by increasing sum of the entries: a move lowers it, so
    /// every position a move reaches is settled first.
    fn build<G: ImpartialGame<Position = (u64, u64)>>(
        t: &Truth,
        game: &G,
        lo: u64,
        n: u64,
    ) -> Result<Strategy, Failure> {
        let size = cell(lo, n, n, n).expect("inside") + 1;
        let mut s = Strategy {
            lo,
            n,
            is_p: vec![false; size],
            answered: vec![false; size],
            won: vec![false; size],
        };
        for a in lo..=n {
            for b in lo..=n {
                let i = s.index(a, b).expect("inside");
                s.is_p[i] = t.is_p(a, b)?;
            }
        }
        let mut moves = Vec::new();
        for sum in 2 * lo..=2 * n {
            for a in lo.max(sum.saturating_sub(n))..=n.min(sum - lo) {
                let b = sum - a;
                moves.clear();
                for to in game.moves(&(a, b)) {
                    let j = s.at((a, b), to)?;
                    moves.push((s.is_p[j], s.won[j], s.answered[j]));
                }
                let i = s.index(a, b).expect("inside");
                (s.answered[i], s.won[i]) = strategy_answers(&moves);
            }
        }
        Ok(s)
    }
}

/// The strategy of leaving a P-position in `rules`, at every position with entries ≤ N: at an
/// N-position the player to move wins by it, at a P-position his opponent does.
fn strategy_check<G: ImpartialGame<Position = (u64, u64)>>(
    ctx: &Ctx<'_>,
    run: &mut Run<'_>,
    game: TwoEntryGame,
    rules: &G,
) -> Verdict {
    let name = GameName::TwoEntry {
        game,
        misere: false,
    }
    .to_string();
    // Every point prints as `In(name, …)` (see lemma_p_and_n_positions).
    run.within(&format!("{name} "), |run| {
        strategy_walk(ctx, run, game, rules, &name)
    })
}

/// [`strategy_check`] in one game, its points named `name`.
fn strategy_walk<G: ImpartialGame<Position = (u64, u64)>>(
    ctx: &Ctx<'_>,
    run: &mut Run<'_>,
    game: TwoEntryGame,
    rules: &G,
    name: &str,
) -> Verdict {
    let n = run.n;
    let t = truth_or_return!(ctx, game, false, n);
    let lo = if game == CD { 0 } else { 1 };
    let strategy = match Strategy::build(&t, rules, lo, n) {
        Ok(s) => s,
        Err(f) => return Verdict::fails(0, f),
    };
    run.all_pairs_by_rows(
        lo,
        |_, _| true,
        |p| In(name, p),
        |In(_, Pair(a, b)), o| {
            let i = strategy.at((*a, *b), (*a, *b))?;
            let p = strategy.is_p[i];
            let mut first = None;
            for to in rules.moves(&(*a, *b)) {
                if strategy.is_p[strategy.at((*a, *b), to)?] {
                    first = Some(to);
                    break;
                }
            }
            let wins = if p {
                strategy.won[i]
            } else {
                strategy.answered[i]
            };
            o.value("outcome", pn(p))
                .value_with("first move to a P-position", || {
                    first.map_or("none".to_string(), |(x, y)| Pair(x, y).to_string())
                })
                .value("the player who leaves P-positions wins", wins);
            Ok(wins)
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    // Planted faults: each decision below holds at every point of its claim (or at its one
    // printed point), so no printed example can tell it from a weaker one; fed a wrong input
    // here, it must refuse it.

    /// A move out of the table has no cell, whichever entry leaves it; the table of entries in
    /// 1..=3 has 9 cells, (3, 3) the last.
    #[test]
    fn strategy_table_refuses_a_position_outside() {
        assert_eq!(cell(1, 3, 1, 1), Some(0));
        assert_eq!(cell(1, 3, 3, 3), Some(8));
        assert_eq!(cell(1, 3, 2, 4), None);
        assert_eq!(cell(1, 3, 4, 2), None);
        assert_eq!(cell(1, 3, 0, 2), None);
        assert_eq!(cell(0, 2, 2, 2), Some(8));
    }

    /// (is P, won, answered) at each move. A final position is won and not answered; a move to a
    /// P-position that is not won, no move to a P-position, or a move that is not answered is
    /// refused.
    #[test]
    fn strategy_refuses_an_unwon_p_move_or_an_unanswered_reply() {
        assert_eq!(strategy_answers(&[]), (false, true));
        assert_eq!(strategy_answers(&[(true, true, false)]), (true, false));
        // The P move is not won (its player to move escapes): not answered.
        assert_eq!(
            strategy_answers(&[(true, false, false), (false, true, true)]),
            (false, false)
        );
        // No move to a P-position: not answered, though every move is.
        assert_eq!(strategy_answers(&[(false, true, true)]), (false, true));
        // A reply that is not answered: not won.
        assert_eq!(
            strategy_answers(&[(false, true, true), (false, true, false)]),
            (false, false)
        );
    }
}
