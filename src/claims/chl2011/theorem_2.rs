//! chl2011 Theorem 2: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("theorem-2", PAIRS, theorem_2)
            .reads(reads![CD, GG.doubled()])
            .cases_exactly(cases::below_diagonal),
        claim!("fact-sigma-isomorphism", PAIRS, fact_sigma_isomorphism)
            .reads(reads![CD, GG.doubled()]),
        claim!("fact-move-count", PAIRS, fact_move_count)
            .reads(reads![])
            .cases_exactly(cases::triangle),
        claim!(
            "fact-positions-as-continued-fractions",
            PAIRS,
            fact_positions_as_continued_fractions,
        )
        .reads(reads![])
        .cases(|n| cases::square_part(n, 3, 10)),
    ]
}

fn theorem_2(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let euclid = truth_or_return!(ctx, CD, false, run.n);
    // σ at most doubles the entries.
    let grossman = truth_or_return!(ctx, GG, false, 2 * run.n + 1);
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let (a2, b2) = engine(Pair(a, b), "σ", chl2011::sigma(a, b))?;
        let (a2, b2) = (a2 as u64, b2 as u64);
        let (g, gg) = (euclid.value(a, b)?, grossman.value(a2, b2)?);
        o.value_with("continued fraction", || cf(b, a))
            .value("(a', b')", Pair(a2, b2))
            .value("G", g)
            .value("G_G(a', b')", gg);
        Ok(g == gg)
    })
}

/// A position of either game as its reduced ratio `(smaller, larger)`; `(0, 1)` is `[0]`.
fn ratio_key(p: (u64, u64)) -> (u64, u64) {
    let (lo, hi) = ordered(p.0, p.1);
    if lo == 0 {
        return (0, 1);
    }
    let g = gcd(lo, hi);
    (lo / g, hi / g)
}

/// σ on reduced ratios: `[0] ↦ [1]`, otherwise the last quotient plus one.
fn sigma_key(k: (u64, u64)) -> crate::Result<(u64, u64)> {
    if k.0 == 0 {
        return Ok((1, 1));
    }
    let (a, b) = chl2011::sigma(k.0, k.1)?;
    match (u64::try_from(a), u64::try_from(b)) {
        (Ok(a), Ok(b)) => Ok((a, b)),
        _ => Err(crate::Error::overflow("σ beyond u64")),
    }
}

/// The printed description of σ(S): `an ≥ 3` when `n > 0`, `a0 ≥ 1` when `n = 0`.
fn in_sigma_image(k: (u64, u64)) -> bool {
    if k.0 == 0 {
        return false;
    }
    // The number of quotients and the last, read as Euclid's algorithm gives them.
    let (mut count, mut last) = (0usize, 0u64);
    for q in PartialQuotients::new(k.1, k.0).expect("k.0 > 0") {
        (count, last) = (count + 1, q);
    }
    if count == 1 {
        last >= 1
    } else {
        last >= 3
    }
}

/// The only sequence σ could map to the reduced ratio `k`: its last quotient minus one, as a
/// ratio (`[1] ↦ [0]`, written `(0, 1)`); `None` when that is not a positive last quotient.
fn sigma_preimage(k: (u64, u64)) -> Option<(u64, u64)> {
    let q = cf(k.1, k.0);
    let mut q = q.quotients().to_vec();
    let last = q.len() - 1;
    q[last] -= 1;
    if q.len() == 1 && q[0] == 0 {
        return Some((0, 1));
    }
    if q[last] == 0 {
        return None;
    }
    let (num, den) = ContinuedFraction::from_quotients(&q)
        .ok()?
        .to_fraction()
        .ok()?;
    Some((den, num))
}

/// Two sets of ratios, each a sorted vector without repeats.
type RatioSets = (Vec<(u64, u64)>, Vec<(u64, u64)>);

thread_local! {
    /// fact-sigma-isomorphism's two sets of moves at one point (σ of the moves of p, the moves
    /// of σ(p)), reused from point to point on each thread.
    static SIGMA_MOVES: std::cell::RefCell<RatioSets> =
        const { std::cell::RefCell::new((Vec::new(), Vec::new())) };
}

fn fact_sigma_isomorphism(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n;
    let euclid = truth_or_return!(ctx, CD, false, n);
    // σ at most doubles the entries.
    let grossman = truth_or_return!(ctx, GG, false, 2 * n + 1);
    // σ commutes with the moves, sends terminal to terminal, σ(S) lies in the printed set, and
    // the value of σ(p) in Grossman's game is the value of p in Euclid.
    let forward = run.all_pairs_where(0, sigma_domain, |&Pair(a, b), o| {
        let key = ratio_key((a, b));
        let image = engine(Pair(a, b), "σ", sigma_key(key))?;
        // The two sets of moves, sorted without repeats, in vectors kept from one point
        // to the next (the sets are built as sets only to be shown).
        let (same_moves, outside) =
            SIGMA_MOVES.with_borrow_mut(|(from_euclid, from_grossman)| {
                from_euclid.clear();
                for q in ColeDavieEuclid.moves(&(a, b)) {
                    from_euclid.push(engine(Pair(a, b), "σ", sigma_key(ratio_key(q)))?);
                }
                from_euclid.sort_unstable();
                from_euclid.dedup();
                from_grossman.clear();
                from_grossman.extend(GrossmanGame.moves(&image).map(ratio_key));
                from_grossman.sort_unstable();
                from_grossman.dedup();
                let outside = std::iter::once(image)
                    .chain(from_grossman.iter().copied())
                    .find(|&k| !in_sigma_image(k));
                Ok::<_, Failure>((from_euclid == from_grossman, outside))
            })?;
        let terminal = (
            ColeDavieEuclid.is_terminal(&(a, b)),
            GrossmanGame.is_terminal(&image),
        );
        let (g, gg) = (euclid.value(a, b)?, grossman.value(image.0, image.1)?);
        let from_euclid = || {
            ColeDavieEuclid
                .moves(&(a, b))
                .map(|q| sigma_key(ratio_key(q)).map_err(|e| e.to_string()))
                .collect::<Result<BTreeSet<_>, _>>()
        };
        let from_grossman = || {
            GrossmanGame
                .moves(&image)
                .map(ratio_key)
                .collect::<BTreeSet<_>>()
        };
        o.value_with("σ(p)", || format!("{:?}", image))
            .value_with("σ(moves of p)", || match from_euclid() {
                Ok(set) => format!("{set:?}"),
                Err(e) => e,
            })
            .value_with("moves of σ(p)", || format!("{:?}", from_grossman()))
            .value("p terminal", terminal.0)
            .value("σ(p) terminal", terminal.1)
            .value_with("outside the printed σ(S)", || {
                outside.map_or("none".to_string(), |k| format!("{k:?}"))
            })
            .value("G(p)", g)
            .value("G_G(σ(p))", gg);
        Ok(sigma_isomorphism_holds(
            same_moves,
            terminal,
            outside,
            (g, gg),
        ))
    });
    // "The image σ(S) is the set …": every ratio of the printed set is σ of some position.
    forward.and_then(|| {
        run.all_pairs_where(
            1,
            |a, b| upper(false)(a, b) && gcd(a, b) == 1,
            |&Pair(a, b), o| {
                let described = in_sigma_image((a, b));
                let preimage = sigma_preimage((a, b));
                let hit = match preimage {
                    Some(p) => engine(Pair(a, b), "σ", sigma_key(p))? == (a, b),
                    None => false,
                };
                o.value("in the printed σ(S)", described)
                    .value_with("σ⁻¹", || {
                        preimage.map_or("none".to_string(), |p| format!("{p:?}"))
                    })
                    .value("in σ(S)", hit);
                Ok(described == hit)
            },
        )
    })
}

/// The positions σ is checked on: `0 ≤ a ≤ b`, all but `(0, 0)` (every finite continued
/// fraction, `[0]` as `(0, b)`, up to the order of the entries).
fn sigma_domain(a: u64, b: u64) -> bool {
    upper(false)(a, b) && b > 0
}

/// σ at one position `p`: it commutes with the moves (`same_moves`), sends a terminal position
/// to a terminal one and only there (`terminal`, of `p` and of `σ(p)`), `σ(p)` and its moves
/// lie in the printed `σ(S)` (no ratio `outside` it), and `G(p) = G_G(σ(p))`.
fn sigma_isomorphism_holds(
    same_moves: bool,
    terminal: (bool, bool),
    outside: Option<(u64, u64)>,
    (g, gg): (u64, u64),
) -> bool {
    same_moves && terminal.0 == terminal.1 && outside.is_none() && g == gg
}

fn fact_move_count(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let scratch = crate::claims::Solvers::new(Vec::new);
    run.all_upper_pairs(1, false, |&Pair(a, b), o| {
        let q = position_cf((a, b));
        // n > 0: [a0 − i, a1, …, an] for 1 ≤ i < a0, and [a1, …, an], in both games;
        // n = 0: [a0 − i] with 1 ≤ i ≤ a0 in Euclid ([0] for i = a0), i < a0 in Grossman's game.
        let ((euclid_ok, euclid), (grossman_ok, grossman)) = scratch.with(|hit| {
            (
                first_term_reductions(ColeDavieEuclid.moves(&(a, b)), &q, true, hit),
                first_term_reductions(GrossmanGame.moves(&(a, b)), &q, false, hit),
            )
        });
        // The sets themselves, to be shown.
        let as_quotients = |moves: Vec<(u64, u64)>| -> BTreeSet<Vec<u64>> {
            moves.into_iter().map(position_cf).collect()
        };
        let printed = |with_zero: bool| -> BTreeSet<Vec<u64>> {
            if q.len() > 1 {
                let mut m: BTreeSet<Vec<u64>> = (1..q[0])
                    .map(|i| [&[q[0] - i][..], &q[1..]].concat())
                    .collect();
                m.insert(q[1..].to_vec());
                m
            } else {
                let last = if with_zero { q[0] } else { q[0] - 1 };
                (1..=last).map(|i| vec![q[0] - i]).collect()
            }
        };
        o.value_with("continued fraction", || format!("{q:?}"))
            .value("moves in Euclid", euclid)
            .value("moves in Grossman's game", grossman)
            .value_with("Euclid's moves", || {
                format!(
                    "{:?}",
                    as_quotients(ColeDavieEuclid.moves(&(a, b)).collect())
                )
            })
            .value_with("Grossman's moves", || {
                format!("{:?}", as_quotients(GrossmanGame.moves(&(a, b)).collect()))
            })
            .value_with("printed moves in Euclid", || format!("{:?}", printed(true)))
            .value_with("printed moves in Grossman's game", || {
                format!("{:?}", printed(false))
            });
        let counts = if q.len() > 1 {
            (q[0], q[0])
        } else {
            (q[0], q[0] - 1)
        };
        Ok(move_count_holds(
            (euclid_ok, euclid),
            (grossman_ok, grossman),
            counts,
        ))
    })
}

/// The fact at one position: the moves of each game are the printed ones (`…_ok`), and their
/// numbers of distinct targets are the printed counts.
fn move_count_holds(
    (euclid_ok, euclid): (bool, u64),
    (grossman_ok, grossman): (bool, u64),
    counts: (u64, u64),
) -> bool {
    euclid_ok && grossman_ok && (euclid, grossman) == counts
}

/// The largest `s` with `F(s + 1) ≤ n` (`F(1) = F(2) = 1`): every sequence of positive
/// quotients summing to at most `s` expands to a ratio whose entries are at most `n` (the
/// largest is `[1, …, 1]`, `F(s + 1)/F(s)`).
fn quotient_sum_within(n: u64) -> u64 {
    let (mut s, mut next) = (0u64, (1u64, 2u64)); // F(s + 2), F(s + 3)
    while next.0 <= n {
        s += 1;
        next = (next.1, next.0.saturating_add(next.1));
    }
    s
}

/// The first half of fact-positions-as-continued-fractions at a reduced position `at`: its
/// expansion `q` is in S (`in_s`) and evaluates `back` to it, and it is a position of Grossman's
/// game (`grossman`) exactly when `q` is in S_G (not `[0]`).
fn expansion_of_position_holds(
    q: &[u64],
    in_s: bool,
    back: (u64, u64),
    at: (u64, u64),
    grossman: bool,
) -> bool {
    in_s && back == at && grossman == (q != [0])
}

/// The second half at an expansion `q` of S other than `[0]`, which evaluates to `(a, b)`: the
/// position is reduced, its expansion is `q` itself, and both its entries are positive.
fn position_of_expansion_holds(q: &[u64], reduced: bool, expansion: &[u64], a: u64) -> bool {
    reduced && expansion == q && a >= 1
}

fn fact_positions_as_continued_fractions(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Every reduced position (up to order; (0, 1) for a zero entry) has its expansion in S,
    // which evaluates back to it; it is a position of Grossman's game exactly when the
    // expansion is not [0].
    let positions = run.all_pairs_where(
        0,
        |a, b| a <= b && b >= 1 && gcd(a, b) == 1,
        |&Pair(a, b), o| {
            let q = position_cf((a, b));
            let in_s = q == [0] || in_convention(&q);
            let back = ContinuedFraction::from_quotients(&q)
                .and_then(|c| c.to_fraction())
                .map(|(num, den)| ordered(den, num));
            let back = engine(Pair(a, b), "its position", back)?;
            let grossman = GrossmanGame.check_position(&(a, b)).is_ok();
            o.value_with("expansion", || format!("{q:?}"))
                .value("in S", in_s)
                .value_with("its position", || Pair(back.0, back.1))
                .value("a position of Grossman's game", grossman)
                .value("in S_G", q != [0]);
            Ok(expansion_of_position_holds(
                &q,
                in_s,
                back,
                (a, b),
                grossman,
            ))
        },
    );
    // Every expansion of S other than [0], up to a quotient sum whose ratios fit the bound, is
    // the expansion of a reduced position of both games.
    let s = quotient_sum_within(run.n);
    positions.and_then(|| {
        run.all(
            compositions(s).filter(|p| in_convention(&p.0)),
            |Piles(q), o| {
                let (b, a) = engine(
                    Piles(q.clone()),
                    "its position",
                    ContinuedFraction::from_quotients(q).and_then(|c| c.to_fraction()),
                )?;
                let reduced = gcd(a, b) == 1;
                let expansion = position_cf((a, b));
                o.value("its position", Pair(a, b))
                    .value("reduced", reduced)
                    .value_with("its expansion", || format!("{expansion:?}"))
                    .value(
                        "a position of Grossman's game",
                        GrossmanGame.check_position(&(a, b)).is_ok(),
                    );
                Ok(position_of_expansion_holds(q, reduced, &expansion, a))
            },
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// σ is checked on `0 ≤ a ≤ b` but `(0, 0)`: `[0]` as `(0, b)`, the diagonal `[1]`, not the
    /// other order and not `(0, 0)`.
    #[test]
    fn sigma_domain_leaves_out_zero_zero_and_the_other_order() {
        assert!(sigma_domain(0, 1));
        assert!(sigma_domain(0, 5));
        assert!(sigma_domain(1, 1));
        assert!(sigma_domain(2, 3));
        assert!(!sigma_domain(0, 0));
        assert!(!sigma_domain(2, 1));
        assert!(!sigma_domain(5, 0));
    }

    /// p = (2, 5) = [2, 2]: σ(p) = [2, 3] = 7/3, G(2, 5) = 1 = G_G(3, 7) (Table 1 row 2, Table 2 row
    /// 3). Each part broken in turn is refused: moves that do not commute, p terminal but not σ(p),
    /// a ratio outside σ(S) ((2, 5) itself: its last quotient 2 < 3), values that differ.
    #[test]
    fn sigma_isomorphism_refuses_each_broken_part() {
        assert!(sigma_isomorphism_holds(true, (false, false), None, (1, 1)));
        assert!(sigma_isomorphism_holds(true, (true, true), None, (0, 0)));
        assert!(!sigma_isomorphism_holds(
            false,
            (false, false),
            None,
            (1, 1)
        ));
        assert!(!sigma_isomorphism_holds(true, (true, false), None, (0, 0)));
        assert!(!sigma_isomorphism_holds(
            true,
            (false, false),
            Some((2, 5)),
            (1, 1)
        ));
        assert!(!sigma_isomorphism_holds(true, (false, false), None, (1, 2)));
    }

    /// (3, 8) = [2, 1, 2]: two moves in each game, as printed. Moves other than the printed ones in
    /// either game, or another count, are refused.
    #[test]
    fn move_count_refuses_each_broken_part() {
        assert!(move_count_holds((true, 2), (true, 2), (2, 2)));
        assert!(!move_count_holds((false, 2), (true, 2), (2, 2)));
        assert!(!move_count_holds((true, 2), (false, 2), (2, 2)));
        assert!(!move_count_holds((true, 3), (true, 2), (2, 2)));
        assert!(!move_count_holds((true, 2), (true, 1), (2, 2)));
    }

    /// (2, 5) = [2, 2] and (0, 1) = [0] as the predicate sees them, then each part broken in turn:
    /// an expansion not in S, another position back, Grossman's game said not to have (2, 5) or to
    /// have (0, 1).
    #[test]
    fn expansion_of_position_refuses_each_wrong_part() {
        assert!(expansion_of_position_holds(
            &[2, 2],
            true,
            (2, 5),
            (2, 5),
            true
        ));
        assert!(expansion_of_position_holds(
            &[0],
            true,
            (0, 1),
            (0, 1),
            false
        ));
        assert!(!expansion_of_position_holds(
            &[2, 2],
            false,
            (2, 5),
            (2, 5),
            true
        ));
        assert!(!expansion_of_position_holds(
            &[2, 2],
            true,
            (2, 3),
            (2, 5),
            true
        ));
        assert!(!expansion_of_position_holds(
            &[2, 2],
            true,
            (2, 5),
            (2, 5),
            false
        ));
        assert!(!expansion_of_position_holds(
            &[0],
            true,
            (0, 1),
            (0, 1),
            true
        ));
    }

    /// [1, 2] = 3/2 is the position (2, 3), reduced, of expansion [1, 2]; not reduced, another
    /// expansion, or a zero entry is refused.
    #[test]
    fn position_of_expansion_refuses_each_wrong_part() {
        assert!(position_of_expansion_holds(&[1, 2], true, &[1, 2], 2));
        assert!(!position_of_expansion_holds(&[1, 2], false, &[1, 2], 2));
        assert!(!position_of_expansion_holds(&[1, 2], true, &[1, 1, 1], 2));
        assert!(!position_of_expansion_holds(&[1, 2], true, &[1, 2], 0));
    }
}
