//! hss2008 Theorem 2: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!(
            "fact-theorem-2-forced-path",
            PAIRS,
            fact_theorem_2_forced_path,
        )
        .reads(reads![GG])
        .cases(|n| cases::part(cases::log2(n), 2, 1).saturating_add(5)),
        claim!(
            "fact-theorem-2-last-two-elements",
            PAIRS,
            fact_theorem_2_last_two_elements,
        )
        .reads(reads![GG])
        .cases(|n| cases::part(n, 9, 2)),
        claim!("theorem-2", PAIRS, theorem_2)
            .reads(reads![GG])
            .cases_exactly(cases::square),
        claim!(
            "theorem-2-reading-from-root",
            // The pinned counterexample (3, 4) needs entries up to 4.
            PAIRS.at_least(4),
            |ctx, run| theorem_2_read(ctx, run, false),
        )
        .reads(reads![GG]),
        claim!("fact-theorem-2-strategy", PAIRS, fact_theorem_2_strategy)
            .reads(reads![GG])
            .cases_exactly(cases::square),
        claim!(
            "fact-winners-outside-cone",
            GENERATIONS.at_most(WINNERS_OUTSIDE_CONE_MAX),
            fact_winners_outside_cone,
        )
        .reads(reads![GG])
        .cases_exactly(cases::tree_nodes),
    ]
}

/// Theorem 2's verdict on the segments of the path, listed from the node (`from_node`) or from
/// the root.
fn theorem_2_read(ctx: &Ctx<'_>, run: &mut Run<'_>, from_node: bool) -> Verdict {
    let t = truth_or_return!(ctx, TwoEntryGame::Grossman, false, run.n);
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        let wins = !t.is_p(a, b)?;
        let mut segs = engine(Pair(a, b), "segments", tree::segments(a, b))?;
        if !from_node {
            segs.reverse();
        }
        let by_tree = tree::first_player_wins_on(&segs);
        o.value_with("segments", || {
            format!("{:?}", segs.iter().map(|&(_, n)| n).collect::<Vec<_>>())
        })
        .value("outcome", outcome(wins))
        .value("Theorem 2", outcome(by_tree));
        Ok(wins == by_tree)
    })
}

fn theorem_2(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    theorem_2_read(ctx, run, true)
}

/// The element `k` mothers up the first segment of the path from `(a, b)` (direction `step`),
/// at the scale of `(a, b)`: a right child loses `b` each step, a left child `a`.
fn climbed(a: u64, b: u64, step: Step, k: u64) -> (u64, u64) {
    match step {
        Step::R => (a - k * b, b),
        Step::L => (a, b - k * a),
    }
}

/// Whether Grossman's game has the move `from` → `to`.
fn is_move(from: (u64, u64), to: (u64, u64)) -> bool {
    GrossmanGame.moves(&from).any(|q| q == to)
}

fn fact_theorem_2_strategy(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, TwoEntryGame::Grossman, false, run.n);
    run.all_ordered_pairs(1, |&Pair(a, b), o| {
        let v = t.value(a, b)?;
        let m = engine(Pair(a, b), "tree strategy", tree::winning_move(a, b))?;
        o.value("G_G", v).value_with("the strategy's move", || {
            m.map_or("none".to_string(), |(x, y)| Pair(x, y).to_string())
        });
        // The proof's move is legal and wins (none from a P-position).
        let wins = match m {
            None => v == 0,
            Some(m) => v > 0 && is_move((a, b), m) && t.is_p(m.0, m.1)?,
        };
        // The player facing a non-trivial segment (the first segment from the node has two
        // edges or more) "can move to the last or the last but one element of this path
        // segment": both are legal moves; by the same reasoning as in the case m = 1, exactly
        // one of them is a P-position; and "by the right choice" (the strategy's move is that
        // one) "he is the player facing the next non-trivial path segment": from it the
        // opponent moves first, so he faces the segments at even places of its path (with
        // none, the opponent is left an even number of trivial segments).
        let segs = engine(Pair(a, b), "segments", tree::segments(a, b))?;
        let faced = match segs.first() {
            Some(&(step, len)) if len >= 2 => {
                let (last, but_one) = (climbed(a, b, step, len), climbed(a, b, step, len - 1));
                let (p_last, p_but_one) = (t.is_p(last.0, last.1)?, t.is_p(but_one.0, but_one.1)?);
                let right = if p_last { last } else { but_one };
                let after = engine(Pair(a, b), "segments", tree::segments(right.0, right.1))?;
                let faces_next = faces_next_segment(&after);
                o.value_with("last element", || Pair(last.0, last.1))
                    .value_with("last but one", || Pair(but_one.0, but_one.1))
                    .value(
                        "P-positions among the two",
                        u8::from(p_last) + u8::from(p_but_one),
                    )
                    .value("he faces the next non-trivial segment", faces_next);
                right_choice_holds(
                    [is_move((a, b), last), is_move((a, b), but_one)],
                    [p_last, p_but_one],
                    m == Some(right),
                    faces_next,
                )
            }
            _ => true,
        };
        Ok(wins && faced)
    })
}

/// Whether the player who moved to the node of the path `after` (its segments from the node
/// up) faces the next non-trivial segment: the opponent moves first, so its first non-trivial
/// segment stands at an even place (counted from 1), or, with none, the trivial segments (the
/// forced moves left) are even in number.
fn faces_next_segment(after: &[(Step, u64)]) -> bool {
    match after.iter().position(|&(_, n)| n >= 2) {
        Some(i) => (i + 1) % 2 == 0,
        None => after.len() % 2 == 0,
    }
}

/// The proof's step at a non-trivial segment: both ends legal moves, exactly one of them a
/// P-position, the strategy's move that one, and from it the mover faces the next non-trivial
/// segment.
fn right_choice_holds(legal: [bool; 2], p: [bool; 2], chosen: bool, faces_next: bool) -> bool {
    legal[0] && legal[1] && p[0] != p[1] && chosen && faces_next
}

/// Whether every segment of the path from `(a, b)` to the root is trivial (one edge); an
/// engine error keeps the point, for the check to report it.
fn only_trivial_segments(a: u64, b: u64) -> bool {
    tree::segments(a, b).map_or(true, |s| s.iter().all(|&(_, n)| n == 1))
}

fn fact_theorem_2_forced_path(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "since there are no choices for the moves of the players, the elements along this path
    // are alternate winning positions for the two players": where the path to the root has only
    // trivial segments, every node of it but the root has a single move, to its mother, and
    // the outcomes alternate along it (by the solvers), the root (1, 1) a P-position.
    let t = truth_or_return!(ctx, TwoEntryGame::Grossman, false, run.n);
    run.all_pairs_where(
        1,
        |a, b| gcd(a, b) == 1 && only_trivial_segments(a, b),
        |&Pair(a, b), o| {
            engine(Pair(a, b), "segments", tree::segments(a, b))?;
            let mut path = vec![(a, b)];
            while let Some(m) = parent(path[path.len() - 1].0, path[path.len() - 1].1)? {
                path.push(m);
            }
            let ps = path
                .iter()
                .map(|&(x, y)| t.is_p(x, y))
                .collect::<Result<Vec<bool>, Failure>>()?;
            let outcomes: Vec<_> = ps.iter().map(|&p| pn(p)).collect();
            let forced = path.windows(2).all(|w| only_move_is(w[0], w[1]));
            let alternate = ps.windows(2).all(|w| w[0] != w[1]);
            let root_p = t.is_p(1, 1)?;
            o.value_with("path to the root", || {
                path.iter()
                    .map(|&(x, y)| format!("{x}/{y}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            })
            .value_with("outcomes", || {
                outcomes
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .value("every move forced", forced);
            Ok(forced && alternate && root_p)
        },
    )
}

/// Whether `to` is the only move of Grossman's game from `from`.
fn only_move_is(from: (u64, u64), to: (u64, u64)) -> bool {
    let mut moves = GrossmanGame.moves(&from);
    (moves.next(), moves.next()) == (Some(to), None)
}

/// Whether the path from `(a, b)` has exactly one non-trivial segment, the first from the node
/// (the player to move faces it); an engine error keeps the point, for the check to report it.
fn one_non_trivial_segment_first(a: u64, b: u64) -> bool {
    tree::segments(a, b).map_or(true, |s| {
        s.first().is_some_and(|&(_, n)| n >= 2) && s[1..].iter().all(|&(_, n)| n == 1)
    })
}

fn fact_theorem_2_last_two_elements(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // The case m = 1 of the proof of Theorem 2: "the player facing a single non-trivial path
    // segment has a choice for his move; he can move to the last or the last but one element in
    // this path segment and … exactly one of these two positions is a winning position".
    let t = truth_or_return!(ctx, TwoEntryGame::Grossman, false, run.n);
    run.all_pairs_where(
        1,
        |a, b| gcd(a, b) == 1 && one_non_trivial_segment_first(a, b),
        |&Pair(a, b), o| {
            let segs = engine(Pair(a, b), "segments", tree::segments(a, b))?;
            let Some(&(step, len)) = segs.first().filter(|&&(_, n)| n >= 2) else {
                return Err(Failure::at_pair(a, b).answer("segments", "no non-trivial first"));
            };
            let (last, but_one) = (climbed(a, b, step, len), climbed(a, b, step, len - 1));
            let moves = GrossmanGame.moves(&(a, b)).count();
            let (n_last, n_but_one) = (!t.is_p(last.0, last.1)?, !t.is_p(but_one.0, but_one.1)?);
            o.value_with("segments", || {
                format!("{:?}", segs.iter().map(|&(_, n)| n).collect::<Vec<_>>())
            })
            .value("moves", moves)
            .value_with("last element", || Pair(last.0, last.1))
            .value_with("last but one", || Pair(but_one.0, but_one.1))
            .value(
                "winning positions among the two",
                u8::from(n_last) + u8::from(n_but_one),
            );
            Ok(last_two_hold(
                moves,
                [is_move((a, b), last), is_move((a, b), but_one)],
                [n_last, n_but_one],
            ))
        },
    )
}

/// The case m = 1: a choice (two moves or more), the last and the last but one element both
/// legal moves, and exactly one of them a winning position.
fn last_two_hold(moves: usize, legal: [bool; 2], winning: [bool; 2]) -> bool {
    moves >= 2 && legal[0] && legal[1] && winning[0] != winning[1]
}

pub(crate) const WINNERS_OUTSIDE_CONE_MAX: u64 = 22;

pub(crate) fn fact_winners_outside_cone(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    all_nodes(
        run,
        1,
        run.n.min(WINNERS_OUTSIDE_CONE_MAX) as u32,
        |w, o| {
            let (_, a, b) = walked(w)?;
            let wins = tree::theorem_2(a, b)
                .map_err(|e| Failure::at(show((a, b))).answer("Theorem 2", e))?;
            // a/b < g ⟺ b/a > G; a/b > G.
            let outside = matches!(compare_with_phi(a, b), Ok(Ordering::Greater))
                || matches!(compare_with_phi(b, a), Ok(Ordering::Greater));
            o.value("first player wins (Theorem 2)", wins)
                .value("less than g or greater than G", outside);
            Ok(!wins || outside)
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The place of the first non-trivial segment, counted from 1, even; with none, an even
    /// number of segments.
    #[test]
    fn faces_next_segment_by_the_places() {
        use Step::{L, R};
        assert!(faces_next_segment(&[(L, 1), (R, 3)]));
        assert!(!faces_next_segment(&[(L, 3), (R, 1)]));
        assert!(!faces_next_segment(&[(L, 1), (R, 1), (L, 2)]));
        assert!(faces_next_segment(&[(L, 1), (R, 1)]));
        assert!(!faces_next_segment(&[(L, 1)]));
        assert!(faces_next_segment(&[]));
    }

    #[test]
    fn right_choice_refuses_each_wrong_part() {
        assert!(right_choice_holds([true, true], [true, false], true, true));
        assert!(right_choice_holds([true, true], [false, true], true, true));
        assert!(!right_choice_holds(
            [false, true],
            [true, false],
            true,
            true
        ));
        assert!(!right_choice_holds(
            [true, false],
            [true, false],
            true,
            true
        ));
        assert!(!right_choice_holds([true, true], [true, true], true, true));
        assert!(!right_choice_holds(
            [true, true],
            [false, false],
            true,
            true
        ));
        assert!(!right_choice_holds(
            [true, true],
            [true, false],
            false,
            true
        ));
        assert!(!right_choice_holds(
            [true, true],
            [true, false],
            true,
            false
        ));
    }

    /// (3, 2) moves only to (1, 2); (1, 3) to (1, 2) or (1, 1); (1, 1) nowhere.
    #[test]
    fn only_move_refuses_a_choice_or_another_move() {
        assert!(only_move_is((3, 2), (1, 2)));
        assert!(only_move_is((1, 2), (1, 1)));
        assert!(!only_move_is((1, 3), (1, 2)));
        assert!(!only_move_is((1, 3), (1, 1)));
        assert!(!only_move_is((3, 2), (2, 2)));
        assert!(!only_move_is((1, 1), (1, 1)));
    }

    #[test]
    fn last_two_refuse_each_wrong_part() {
        assert!(last_two_hold(2, [true, true], [false, true]));
        assert!(last_two_hold(3, [true, true], [true, false]));
        assert!(!last_two_hold(1, [true, true], [false, true]));
        assert!(!last_two_hold(2, [false, true], [false, true]));
        assert!(!last_two_hold(2, [true, false], [false, true]));
        assert!(!last_two_hold(2, [true, true], [true, true]));
        assert!(!last_two_hold(2, [true, true], [false, false]));
    }

    /// From (5, 2) the moves are (3, 2) and (1, 2) only.
    #[test]
    fn is_move_refuses_what_is_not_a_move() {
        assert!(is_move((5, 2), (3, 2)));
        assert!(is_move((5, 2), (1, 2)));
        assert!(!is_move((5, 2), (4, 2)));
        assert!(!is_move((5, 2), (5, 2)));
        assert!(!is_move((2, 2), (1, 1)));
    }
}
