//! chl2011 Remark 2: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("remark-2", PAIRS, remark_2)
            .reads(reads![CD, SERIAL_NIM])
            .owns_memory(remark_2_memo)
            .cases_exactly(cases::triangle),
        claim!(
            "remark-2-reading-all-serial-nim",
            PAIRS,
            remark_2_reading_all_serial_nim,
        )
        .reads(reads![CD, SERIAL_NIM]),
    ]
}

/// The bytes of remark-2's Serial Nim memos at the bound `n`: the one filled for the walk, and
/// one more (a thread's own, for a position the filled one does not hold).
fn remark_2_memo(n: u64) -> u64 {
    let one = (n.saturating_add(1)).saturating_mul(n.saturating_add(2));
    one.saturating_mul(2)
}

fn remark_2(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let t = truth_or_return!(ctx, CD, false, run.n);
    // No budget (the walk's bound limits the work, and a budget shared by the walk would be
    // spent differently on each thread); the memo a flat array by the rational the piles
    // expand (every position the walk meets is one), (N + 1)(N + 2) bytes (REMARK_2_MEMO): one
    // for a walk, filled first; a thread's own only on chosen points, or for what the filled
    // one does not hold.
    let n = run.n;
    let serial = crate::claims::Solvers::new(|| serial_nim_solver(n));
    let filled = serial_nim_filled(n, run.is_sampling());
    let scratch = crate::claims::Solvers::new(Vec::new);
    run.all_upper_pairs(1, false, |&Pair(a, b), o| {
        let q = position_cf((a, b));
        let g = t.value(a, b)?;
        let s = match filled.as_ref().and_then(|s| s.cached(&q)) {
            Some(s) => Ok(s),
            None => serial.with(|s| match s {
                Some(s) => s.sprague_grundy(&q),
                None => Err(crate::Error::refused(format!(
                    "no memory for a Serial Nim memo up to {n}"
                ))),
            }),
        }
        .map_err(|e| Failure::at_pair(a, b).answer("serial nim", e))?;
        // "each move amounts to a reduction in the actual first term": the quotients of the
        // moves are [q0 − i, q1, …] for 1 ≤ i < q0 and the tail [q1, …] ([0] for one quotient).
        let (reductions, _) = scratch
            .with(|hit| first_term_reductions(ColeDavieEuclid.moves(&(a, b)), &q, true, hit));
        let expected = || -> BTreeSet<Vec<u64>> {
            let mut e: BTreeSet<Vec<u64>> = (1..q[0])
                .map(|i| [&[q[0] - i][..], &q[1..]].concat())
                .collect();
            e.insert(if q.len() > 1 {
                q[1..].to_vec()
            } else {
                vec![0]
            });
            e
        };
        let actual =
            || -> BTreeSet<Vec<u64>> { ColeDavieEuclid.moves(&(a, b)).map(position_cf).collect() };
        // "Theorem 1 can be deduced directly from [10, Prop. 5.1]": for 0 < a < b, Theorem 1's
        // value is Levine's on the quotients.
        let levine = crate::formulas::levine::serial_nim_value(&q)
            .map_err(|e| Failure::at_pair(a, b).answer("Levine", e))?;
        let theorem_1 = theorem_1_where_stated(a, b, levine)?;
        o.value_with("piles", || format!("{q:?}"))
            .value("G", g)
            .value("serial nim", s)
            .value("Levine", levine)
            .value("Theorem 1", theorem_1)
            .value_with("moves as quotients", || format!("{:?}", actual()))
            .value_with("first-term reductions", || format!("{:?}", expected()));
        Ok(remark_2_holds(g, s, reductions, (theorem_1, levine)))
    })
}

/// remark-2's Serial Nim solver, its memo a flat array over the rationals up to `n`; `None`
/// without the memory.
fn serial_nim_solver(n: u64) -> Option<SerialNimSolver> {
    PairMemo::<Vec<u64>, QuotientPairs>::new(n, u64::MAX)
        .ok()
        .map(|memo| ReferenceSolver::with_memo(SerialNim, u64::MAX, memo))
}

type SerialNimSolver = ReferenceSolver<SerialNim, PairMemo<Vec<u64>, QuotientPairs>>;

/// The Serial Nim solver filled first, for a run that walks (`sampling` false): a walk of every
/// pair meets every rational b/a, a ≤ b ≤ N, so one solver asked them all first, in lowest terms
/// (on one thread), is then read by every thread; each thread's own solver would solve nearly all
/// of them again. A run on chosen points (`sampling`) asks its own: `None`.
/// A fill stopped by an error keeps what it solved: the point that needs the rest asks a
/// thread's own solver, which meets the error there and reports it.
/// Filled on a stride too: there every thread would otherwise make a memo of its own.
fn serial_nim_filled(n: u64, sampling: bool) -> Option<SerialNimSolver> {
    (!sampling)
        .then(|| serial_nim_solver(n))
        .flatten()
        .map(|mut solver| {
            'fill: for a in 1..=n {
                for b in (a..=n).filter(|&b| gcd(a, b) == 1) {
                    if solver.sprague_grundy(&position_cf((a, b))).is_err() {
                        break 'fill;
                    }
                }
            }
            solver
        })
}

/// Theorem 1's value where it is stated (`0 < a < b`), to be held equal to Levine's; on the
/// diagonal, where it is not stated, Levine's own (`levine`), so that the two agree there.
fn theorem_1_where_stated(a: u64, b: u64, levine: u64) -> Result<u64, Failure> {
    if a < b {
        engine(Pair(a, b), "Theorem 1", chl2011::theorem_1(a, b))
    } else {
        Ok(levine)
    }
}

/// Remark 2 at one position: Euclid's value `g` is Serial Nim's `s` on the quotients, the moves
/// are the first-term reductions, and Theorem 1's value is Levine's.
fn remark_2_holds(g: u64, s: u32, reductions: bool, (theorem_1, levine): (u64, u64)) -> bool {
    g == s as u64 && reductions && theorem_1 == levine
}

/// The reduced `0 < a ≤ b` (walked from 1): each reduced position once, up to the order of its
/// entries.
pub(super) fn reduced_a_at_most_b(a: u64, b: u64) -> bool {
    a <= b && gcd(a, b) == 1
}

fn remark_2_reading_all_serial_nim(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Both Serial Nim positions whose piles expand to b/a: [a0, …, an] (the paper's convention)
    // and [a0, …, an − 1, 1], each with the value of the Euclid position (a, b).
    let t = truth_or_return!(ctx, CD, false, run.n);
    let serial = crate::claims::Solvers::new(|| ReferenceSolver::with_budget(SerialNim, u64::MAX));
    run.all_pairs_where(1, reduced_a_at_most_b, |&Pair(a, b), o| {
        let g = t.value(a, b)?;
        let piles = position_cf((a, b));
        // [a0, …, an − 1, 1]; for [1] that is [0, 1], whose first pile is empty: no position.
        let last = piles[piles.len() - 1];
        let other = (last >= 2).then(|| {
            let mut p = piles.clone();
            *p.last_mut().expect("a quotient") = last - 1;
            p.push(1);
            p
        });
        let (s, s_other) = serial
            .with(|solver| -> crate::Result<(u32, Option<u32>)> {
                let s = solver.sprague_grundy(&piles)?;
                let s_other = match &other {
                    Some(p) => Some(solver.sprague_grundy(p)?),
                    None => None,
                };
                Ok((s, s_other))
            })
            .map_err(|e| Failure::at_pair(a, b).answer("serial nim", e))?;
        o.value_with("rational", || format!("{b}/{a}"))
            .value("G", g)
            .value_with("piles", || format!("{piles:?}"))
            .value("serial nim", s)
            .value_with("other piles", || {
                other
                    .as_ref()
                    .map_or("none".to_string(), |p| format!("{p:?}"))
            })
            .value_with("serial nim of the other piles", || {
                s_other.map_or("none".to_string(), |v| v.to_string())
            });
        Ok(g == u64::from(s) && s_other.is_none_or(|v| g == u64::from(v)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plan counts remark-2's memory as two Serial Nim memos over the rationals up to N, each
    /// (N + 1)(N + 2)/2 slots of 2 bytes: 220 bytes at N = 9 (2 · 10 · 11), as the memo takes.
    #[test]
    fn remark_2_memo_is_two_memos() {
        assert_eq!(remark_2_memo(9), 220);
        for n in [0, 1, 9, 100] {
            let one = PairMemo::<Vec<u64>, QuotientPairs>::new(n, u64::MAX)
                .expect("small")
                .bytes();
            assert_eq!(remark_2_memo(n), 2 * one, "N = {n}");
        }
    }

    /// The solver filled for a walk holds every position the walk meets (each pair's quotients, up
    /// to 12: [12] = (1, 12) among them, which no pair with a common factor reaches), and a run on
    /// chosen points fills none.
    #[test]
    fn serial_nim_fill_holds_every_rational_of_a_walk_and_none_on_chosen_points() {
        let n = 12;
        let filled = serial_nim_filled(n, false).expect("a fill for a walk");
        for a in 1..=n {
            for b in a..=n {
                let q = position_cf((a, b));
                assert!(filled.cached(&q).is_some(), "({a}, {b}) = {q:?} not filled");
            }
        }
        assert!(serial_nim_filled(n, true).is_none());
    }

    /// At (2, 5), where Theorem 1 is stated, its own value 1 (Table 1 row 2, column 5) comes back,
    /// not a wrong Levine value 7 planted beside it; on the diagonal (4, 4), where it is not stated,
    /// Levine's value comes back, whatever it is.
    #[test]
    fn theorem_1_where_stated_is_its_own_value() {
        assert_eq!(theorem_1_where_stated(2, 5, 7).ok(), Some(1));
        assert_eq!(theorem_1_where_stated(2, 5, 1).ok(), Some(1));
        assert_eq!(theorem_1_where_stated(4, 4, 5).ok(), Some(5));
    }

    /// (3, 8) = [2, 1, 2]: G = 2, Serial Nim 2, Theorem 1 = Levine = 2. Each part broken in turn is
    /// refused.
    #[test]
    fn remark_2_refuses_each_broken_part() {
        assert!(remark_2_holds(2, 2, true, (2, 2)));
        assert!(!remark_2_holds(2, 1, true, (2, 2)));
        assert!(!remark_2_holds(2, 2, false, (2, 2)));
        assert!(!remark_2_holds(2, 2, true, (2, 1)));
    }
}
