//! ho2014, slide "Grossman's variant: Sprague-Grundy function": the predicates of its statements.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("proposition-straffin", PAIRS, |ctx, run| {
            straffin_check(ctx, run, false)
        })
        .reads(reads![GG]),
        claim!("proposition-straffin-corrected", PAIRS, |ctx, run| {
            straffin_check(ctx, run, true)
        })
        .reads(reads![GG])
        .cases_exactly(cases::square),
        claim!("fact-same-p-positions", PAIRS, |ctx, run| {
            same_p_and_strategy(ctx, run, |_, _| true)
        })
        .reads(reads![GG, CD]),
        claim!("fact-same-p-positions-off-diagonal", PAIRS, |ctx, run| {
            same_outcomes(ctx, run, (1, |a, b| a != b))
        })
        .reads(reads![GG, CD])
        .cases_exactly(|n| cases::square(n).saturating_sub(n)),
        claim!(
            "fact-same-strategy-off-multiples",
            PAIRS,
            fact_same_strategy_off_multiples,
        )
        .reads(reads![GG, CD]),
        claim!("example-how-come", fixed(21), example_how_come)
            .reads(reads![CD, GG])
            .cases_exactly(|_| 12),
    ]
}

const GROSSMAN_LINE: [(u64, u64); 6] = [(8, 21), (5, 8), (3, 5), (2, 3), (1, 2), (1, 1)];

fn example_how_come(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let euclid = truth_or_return!(ctx, CD, false, run.n);
    let grossman = truth_or_return!(ctx, GG, false, run.n);
    check_line(run, &ColeDavieEuclid, &euclid, &EUCLID_LINE)
        .and_then(|| check_line(run, &GrossmanGame, &grossman, &GROSSMAN_LINE))
}

fn straffin_check(ctx: &Ctx<'_>, run: &mut Run<'_>, diagonal_is_p: bool) -> Verdict {
    let t = truth_or_return!(ctx, GG, false, run.n);
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        let p = t.is_p(a, b)?;
        let set = cole_davie::is_p_position(a, b) || (diagonal_is_p && a == b);
        o.value("grossman", pn(p)).value("in the set", set);
        Ok(p == set)
    })
}

/// The moves to P-positions from `(a, b)` in a game, as unordered pairs.
fn winning_moves<G: ImpartialGame<Position = (u64, u64)>>(
    game: &G,
    t: &Truth,
    a: u64,
    b: u64,
) -> Result<BTreeSet<(u64, u64)>, Failure> {
    let mut out = BTreeSet::new();
    for (x, y) in game.moves(&(a, b)) {
        if t.is_p(x, y)? {
            out.insert(ordered(x, y));
        }
    }
    Ok(out)
}

/// Both games on the ordered pairs `(a, b)` with entries in `1..=n` that `keep` keeps: the same
/// outcome and the same moves to P-positions.
fn same_p_and_strategy(
    ctx: &Ctx<'_>,
    run: &mut Run<'_>,
    keep: impl Fn(u64, u64) -> bool + Sync,
) -> Verdict {
    let n = run.n;
    let euclid = truth_or_return!(ctx, CD, false, n);
    let grossman = truth_or_return!(ctx, GG, false, n);
    let check = |a: u64, b: u64, o: &mut Obs| -> Result<bool, Failure> {
        let (x, y) = (euclid.is_p(a, b)?, grossman.is_p(a, b)?);
        let e = winning_moves(&ColeDavieEuclid, &euclid, a, b)?;
        let g = winning_moves(&GrossmanGame, &grossman, a, b)?;
        o.value("cole-davie", pn(x))
            .value("grossman", pn(y))
            .value_with("winning moves in cole-davie", || format!("{e:?}"))
            .value_with("winning moves in grossman", || format!("{g:?}"));
        Ok(x == y && e == g)
    };
    run.all_pairs_where(1, keep, |&Pair(a, b), o| check(a, b, o))
}

fn fact_same_strategy_off_multiples(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    same_p_and_strategy(ctx, run, |a, b| {
        let (lo, hi) = ordered(a, b);
        hi % lo != 0
    })
}
