//! ho2012 §5: the predicates of the statements of its prose, outside its numbered results.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!(
            "fact-game-graph-finite-acyclic",
            TRIPLES,
            fact_game_graph_finite_acyclic,
        )
        .reads(reads![THREE_EUCLID, G1, G2])
        .cases_exactly(|n| cases::sorted_triples(n).saturating_mul(3)),
        claim!("fact-coalesce-sinks", TRIPLES, fact_coalesce_sinks)
            .reads(reads![G1, G2, MISERE_G1, MISERE_G2])
            .owns_memory(one_sink_memo)
            .cases_exactly(|n| cases::sorted_triples(n).saturating_mul(4)),
        claim!("fact-misere-graph", TRIPLES, fact_misere_graph)
            .reads(reads![MISERE_G1, MISERE_G2])
            .cases_exactly(|n| cases::sorted_triples(n).saturating_mul(2)),
    ]
}

fn fact_game_graph_finite_acyclic(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "A game can be described by a finite directed acyclic graph Γ without multiple edges in
    // which each vertex is a position, and there is a downward edge from p to q if and only if
    // there is a move from the position p to the position q." For G1 and G2 (and 3-Euclid): every
    // move keeps the entries positive and at most the largest, and lowers their sum, so the
    // positions reachable from a start are finitely many and no path returns.
    implication(
        ctx,
        run,
        &[ThreeEuclid, G1, G2],
        false,
        |_, _, _| true,
        |t, a, b, c, o| {
            let moves = options(t.game, &[a, b, c]);
            let distinct: BTreeSet<[u64; 3]> = moves.iter().copied().collect();
            let downward = moves
                .iter()
                .all(|&q| all_hold(&move_downward([a, b, c], q)));
            o.value("options", distinct.len())
                .value("every option positive, entries ≤ c, smaller sum", downward);
            Ok(downward)
        },
    )
}

/// A move from the sorted triple `p` to the sorted `q`, as the graph's edge: `q`'s entries
/// positive, at most `p`'s largest, and a smaller sum. For any triples: its unit test gives it
/// some no move reaches, where each is false.
fn move_downward(p: [u64; 3], q: [u64; 3]) -> [bool; 3] {
    [
        q[0] >= 1,
        q[2] <= p[2],
        q[0] + q[1] + q[2] < p[0] + p[1] + p[2],
    ]
}

/// The sink's value when the final positions are coalesced into one: 0 in the normal game, 1 in
/// the misère version (whose one move goes to the extra vertex v0).
fn sink_value(misere: bool) -> u64 {
    u64::from(misere)
}

fn fact_coalesce_sinks(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "This is because when the graph has more than one sink, they can be coalesced together into
    // one sink without changing the properties of the game." The final positions of G1 and G2
    // are the triples (k, k, k). The graph with them coalesced into one vertex is evaluated
    // afresh, from the move rules and not from the table (`one_sink_values`), and its value at
    // every position is the table's (the graph with every sink).
    per_game(ctx, run, &BOTH, false, coalesced)
        .and_then(|| per_game(ctx, run, &BOTH, true, coalesced))
}

/// fact-coalesce-sinks on one table: its value at every sorted triple is the value of the graph
/// with one sink, evaluated afresh.
fn coalesced(run: &mut Run<'_>, t: &TripleTruth, name: &str) -> Verdict {
    let one = OneSink::new(t.game, t.misere, run.n);
    let one = &one;
    let points = triples(run.n).map(|p| In(name, p));
    run.all(points, |In(_, Triple(a, b, c)), o| {
        let p = [*a, *b, *c];
        let v = val(t, p)?;
        let coalesced = one.value(p);
        o.value(value_name(t), v)
            .value(
                "with one sink",
                coalesced.map_or("none".into(), |x| x.to_string()),
            )
            .value("final", a == c);
        Ok(coalesced == Some(v))
    })
}

/// The bytes of fact-coalesce-sinks' own evaluation at the bound `n`: 2 a sorted triple.
fn one_sink_memo(n: u64) -> u64 {
    let n = u128::from(n);
    // n(n + 1)(n + 2) passes u128 from n ≈ 2^42.7 on: the estimate then saturates.
    let triples = n
        .checked_mul(n + 1)
        .and_then(|x| x.checked_mul(n + 2))
        .map_or(u128::MAX, |x| x / 6);
    u64::try_from(triples.saturating_mul(2)).unwrap_or(u64::MAX)
}

/// The Sprague–Grundy values of the graph of `game` (misère: and the move from its sink to v0)
/// on the sorted triples with entries ≤ n, its sinks (k, k, k) coalesced into one vertex: the mex
/// over each position's options, sum by sum (a move lowers the sum), every final option counted
/// as the one sink, whose value is 0 (normal) or 1 (misère: its one move is to v0). Computed from
/// the move rules alone, never from a table.
struct OneSink {
    n: u64,
    sink: u64,
    values: Vec<u16>,
}

impl OneSink {
    /// A value not computed (a position out of the walk's order would show as a failure).
    const UNKNOWN: u16 = u16::MAX;

    fn new(game: TripleGame, misere: bool, n: u64) -> OneSink {
        let len = usize::try_from(one_sink_memo(n) / 2).unwrap_or(usize::MAX);
        let mut one = OneSink {
            n,
            sink: sink_value(misere),
            values: vec![Self::UNKNOWN; len],
        };
        // The values of a position's options, sorted without repeats (one vector for all).
        let mut seen: Vec<u64> = Vec::new();
        for sum in 3..=n.saturating_mul(3) {
            for c in sum.div_ceil(3)..=n.min(sum - 2) {
                let rest = sum - c;
                for b in rest.div_ceil(2)..=c.min(rest - 1) {
                    let p = [rest - b, b, c];
                    if p[0] == c {
                        continue;
                    }
                    seen.clear();
                    seen.extend(
                        options(game, &p)
                            .into_iter()
                            .map(|q| one.value(q).unwrap_or(u64::MAX)),
                    );
                    seen.sort_unstable();
                    seen.dedup();
                    // The least k not among them: the first place whose value is not its
                    // place, or the length.
                    let mex = seen
                        .iter()
                        .zip(0u64..)
                        .find(|&(&v, k)| v != k)
                        .map_or(seen.len() as u64, |(_, k)| k);
                    if let Some(i) = one.index(p) {
                        one.values[i] = u16::try_from(mex).unwrap_or(Self::UNKNOWN);
                    }
                }
            }
        }
        one
    }

    /// Where the sorted triple `p` (1 ≤ a ≤ b ≤ c ≤ n) is kept: C(c + 1, 3) + C(b, 2) + a − 1
    /// with c, b counted from 0.
    fn index(&self, [a, b, c]: [u64; 3]) -> Option<usize> {
        if !(1 <= a && a <= b && b <= c && c <= self.n) {
            return None;
        }
        let (x, y, z) = (a - 1, b - 1, c - 1);
        usize::try_from(z * (z + 1) * (z + 2) / 6 + y * (y + 1) / 2 + x).ok()
    }

    /// The value of `p` in the graph with one sink (None: not a position of it, or not computed).
    fn value(&self, p: [u64; 3]) -> Option<u64> {
        if p[0] == p[2] {
            return Some(self.sink);
        }
        let v = *self.values.get(self.index(p)?)?;
        (v != Self::UNKNOWN).then_some(u64::from(v))
    }
}

fn fact_misere_graph(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "The misère version of the game G can be considered as the graph obtained from Γ by adding
    // an extra vertex v0 and a move from the sink of Γ to v0 [13]." The misère tables are normal
    // play on Γ + v0 (the sink has value 1); under the misère convention ("the player making the
    // last move loses") a position is a P-position exactly when it has a move and every move
    // leads to an N-position: a final position is won by the player to move, whose opponent
    // made the last move. The two agree at every position.
    implication(
        ctx,
        run,
        &BOTH,
        true,
        |_, _, _| true,
        |t, a, b, c, o| {
            let p = [a, b, c];
            let v = val(t, p)?;
            let moves = options(t.game, &p);
            let all_to_n = all_ok(moves.iter().map(|&q| Ok(val(t, q)? != 0)))?;
            let misere_p = !moves.is_empty() && all_to_n;
            o.value(value_name(t), v)
                .value("final", moves.is_empty())
                .value("P under the misère convention", misere_p);
            Ok((v == 0) == misere_p)
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An edge of the game graph, by hand, from (1, 2, 3) (sum 6): to (1, 2, 2) and (1, 1, 3) it goes
    /// down; to itself the sum stays; (0, 2, 3) has a zero entry; (1, 1, 4) an entry above 3, and sum
    /// 6.
    #[test]
    fn move_downward_by_hand() {
        let p = [1, 2, 3];
        assert_eq!(move_downward(p, [1, 2, 2]), [true; 3]);
        assert_eq!(move_downward(p, [1, 1, 3]), [true; 3]);
        assert_eq!(move_downward(p, p), [true, true, false]);
        assert_eq!(move_downward(p, [0, 2, 3]), [false, true, true]);
        assert_eq!(move_downward(p, [1, 1, 4]), [true, false, false]);
    }

    /// The bytes of fact-coalesce-sinks' evaluation, by hand: 2 a sorted triple, C(n + 2, 3) of them:
    /// 1 at n = 1, 10 at n = 3, 37820 at n = 60, none at 0; saturating where the count passes u64
    /// (2^40) or its product passes u128 (2^43, u64::MAX).
    #[test]
    fn one_sink_memo_by_hand() {
        assert_eq!(one_sink_memo(1), 2);
        assert_eq!(one_sink_memo(3), 20);
        assert_eq!(one_sink_memo(60), 75640);
        assert_eq!(one_sink_memo(0), 0);
        assert_eq!(one_sink_memo(1 << 40), u64::MAX);
        assert_eq!(one_sink_memo(1 << 43), u64::MAX);
        assert_eq!(one_sink_memo(u64::MAX), u64::MAX);
    }

    /// Where the graph with one sink keeps a sorted triple, by hand (C(c + 1, 3) + C(b, 2) + a − 1,
    /// counted from 0): (1, 1, 1) 0, (1, 1, 2) 1, (1, 2, 2) 2, (2, 2, 2) 3, (1, 1, 3) 4, (3, 3, 3) 9;
    /// no place for a zero entry, an unsorted triple or one past n = 3.
    #[test]
    fn one_sink_index_by_hand() {
        let one = OneSink::new(G1, false, 3);
        let at = |p| one.index(p);
        assert_eq!(at([1, 1, 1]), Some(0));
        assert_eq!(at([1, 1, 2]), Some(1));
        assert_eq!(at([1, 2, 2]), Some(2));
        assert_eq!(at([2, 2, 2]), Some(3));
        assert_eq!(at([1, 1, 3]), Some(4));
        assert_eq!(at([3, 3, 3]), Some(9));
        for outside in [[0, 1, 1], [2, 1, 3], [1, 3, 2], [1, 1, 4]] {
            assert_eq!(at(outside), None, "{outside:?}");
        }
    }
}
