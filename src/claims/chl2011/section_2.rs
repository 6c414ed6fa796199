//! chl2011 §2: the predicates of the statements of its prose, outside its numbered results.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("fact-gcd-reduction", PAIRS, fact_gcd_reduction)
            .reads(reads![CD, GG])
            .cases_exactly(cases::square),
        claim!("fact-gcd-invariant", PAIRS, fact_gcd_invariant)
            .reads(reads![])
            .cases_exactly(cases::square),
    ]
}

/// Whether the moves of `(a, b)` in `game` are `d` times those of `(a/d, b/d)`, as sets.
fn moves_scale<G: ImpartialGame<Position = (u64, u64)>>(game: &G, a: u64, b: u64, d: u64) -> bool {
    let scale = |(x, y): (u64, u64)| (x * d, y * d);
    // Equal as lists, in the games' order, they are equal as sets; the sets are compared only
    // when the lists differ (the games list moves by the multiple taken, which scaling keeps).
    if game
        .moves(&(a, b))
        .eq(game.moves(&(a / d, b / d)).map(scale))
    {
        return true;
    }
    let mut own: Vec<(u64, u64)> = game.moves(&(a, b)).collect();
    let mut scaled: Vec<(u64, u64)> = game.moves(&(a / d, b / d)).map(scale).collect();
    own.sort_unstable();
    scaled.sort_unstable();
    own == scaled
}

fn fact_gcd_reduction(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let euclid = truth_or_return!(ctx, CD, false, run.n);
    let grossman = truth_or_return!(ctx, GG, false, run.n);
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        let d = gcd(a, b);
        // The game from (a, b) is the game from (a/d, b/d), scaled: the same moves, times d.
        let scaled = both_games_scale(a, b, d);
        let (g, g1) = (euclid.value(a, b)?, euclid.value(a / d, b / d)?);
        let (h, h1) = (grossman.value(a, b)?, grossman.value(a / d, b / d)?);
        // "or equivalently by the continued fraction expansion of b/a": it gives back b/a.
        let q = cf(b, a);
        let back = engine(Pair(a, b), "the expansion's fraction", q.to_fraction())?;
        o.value("gcd", d)
            .value("moves = d × moves of (a/d, b/d)", scaled)
            .value("G", g)
            .value("G(a/d, b/d)", g1)
            .value("G_G", h)
            .value("G_G(a/d, b/d)", h1)
            .value("continued fraction", &q)
            .value_with("the expansion's fraction", || {
                format!("{}/{}", back.0, back.1)
            });
        Ok(gcd_reduction_holds(
            scaled,
            (g, g1),
            (h, h1),
            (back, (b / d, a / d)),
        ))
    })
}

/// Whether the moves of `(a, b)` are `d` times those of `(a/d, b/d)` in both games.
fn both_games_scale(a: u64, b: u64, d: u64) -> bool {
    moves_scale(&ColeDavieEuclid, a, b, d) && moves_scale(&GrossmanGame, a, b, d)
}

/// The fact at one position: its moves scale, its values in Euclid (`g`) and in Grossman's game
/// (`h`) are those of the position divided by the gcd (`g1`, `h1`), and the expansion of `b/a`
/// evaluates back to `(b/d)/(a/d)`.
fn gcd_reduction_holds(
    scaled: bool,
    (g, g1): (u64, u64),
    (h, h1): (u64, u64),
    (back, reduced): ((u64, u64), (u64, u64)),
) -> bool {
    scaled && g == g1 && h == h1 && back == reduced
}

fn fact_gcd_invariant(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        let d = gcd(a, b);
        let bad = ColeDavieEuclid
            .moves(&(a, b))
            .chain(GrossmanGame.moves(&(a, b)))
            .find(|&(x, y)| gcd(x, y) != d);
        o.value("gcd", d).value_with("a move that changes it", || {
            bad.map_or("none".to_string(), |q| format!("{q:?}"))
        });
        Ok(bad.is_none())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// d = gcd = 2 at (2, 4): the moves scale in both games (Euclid (2, 2), (2, 0) = 2 × ((1, 1),
    /// (1, 0)); Grossman (2, 2) = 2 × (1, 1)). d = 2 at (3, 3), which it does not divide, is
    /// refused in Euclid ((0, 3), (3, 0) against 2 × ((0, 1), (1, 0))), while in Grossman's game,
    /// (3, 3) and (1, 1) both final, it scales: one game is not both.
    #[test]
    fn moves_scale_refuses_a_d_that_divides_neither_entry() {
        assert!(moves_scale(&ColeDavieEuclid, 2, 4, 2));
        assert!(moves_scale(&GrossmanGame, 2, 4, 2));
        assert!(both_games_scale(2, 4, 2));
        assert!(both_games_scale(6, 9, 3));
        assert!(!moves_scale(&ColeDavieEuclid, 3, 3, 2));
        assert!(moves_scale(&GrossmanGame, 3, 3, 2));
        assert!(!both_games_scale(3, 3, 2));
    }

    /// (2, 4): G = G(1, 2) = 2, G_G = G_G(1, 2) = 1 (Tables 1 and 2), 4/2 = [2] back to 2/1. Each
    /// part broken in turn is refused.
    #[test]
    fn gcd_reduction_refuses_each_broken_part() {
        let back = ((2, 1), (2, 1));
        assert!(gcd_reduction_holds(true, (2, 2), (1, 1), back));
        assert!(!gcd_reduction_holds(false, (2, 2), (1, 1), back));
        assert!(!gcd_reduction_holds(true, (0, 2), (1, 1), back));
        assert!(!gcd_reduction_holds(true, (2, 2), (1, 0), back));
        assert!(!gcd_reduction_holds(true, (2, 2), (1, 1), ((1, 2), (2, 1))));
    }
}
