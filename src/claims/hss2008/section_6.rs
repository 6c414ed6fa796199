//! hss2008 §6: the predicates of the statements of its prose, outside its numbered results.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("fact-mean-three-halves", MEANS, fact_mean_three_halves)
            .reads(reads![])
            .cases_exactly(|n| n)
            .owns_memory(|n| generation_bytes(n, 24)),
        claim!(
            "fact-three-halves-in-cone",
            fixed(2),
            fact_three_halves_in_cone,
        )
        .reads(reads![])
        .cases_exactly(|_| 1),
        claim!(
            "fact-elements-not-clustered",
            GENERATIONS.at_most(NOT_CLUSTERED_MAX),
            fact_elements_not_clustered,
        )
        .reads(reads![])
        .cases_exactly(|n| n),
        claim!(
            "fact-first-player-wins-two-thirds",
            COUNTS,
            fact_first_player_wins_two_thirds,
        )
        .reads(reads![GG])
        .cases_exactly(|n| n.saturating_add(200)),
        claim!("table-fn-gn", fixed(7), table_fn_gn)
            .reads(reads![GG])
            .cases_exactly(|_| 14),
        claim!("fact-fn-plus-gn", COUNTS, fact_fn_plus_gn)
            .reads(reads![GG])
            .cases_exactly(|n| n),
        claim!("fact-children-rule", GENERATIONS, fact_children_rule)
            .reads(reads![GG])
            .cases_exactly(cases::tree_nodes),
        claim!(
            "fact-children-equivalences",
            GENERATIONS,
            fact_children_equivalences,
        )
        .reads(reads![GG])
        .cases_exactly(cases::pow2),
        claim!("fact-recursion-fn-gn", COUNTS, fact_recursion_fn_gn)
            .reads(reads![GG])
            .cases_exactly(|n| n.saturating_add(200)),
        claim!("fact-recursion-fn", COUNTS, fact_recursion_fn)
            .reads(reads![GG])
            .cases_exactly(|n| n.saturating_add(200)),
        claim!("fact-fn-alternating-sum", COUNTS, fact_fn_alternating_sum)
            .reads(reads![GG])
            .cases_exactly(|n| n.saturating_add(200)),
    ]
}

fn fact_three_halves_in_cone(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all([Text("3/2".into())], |_, o| {
        // g < 3/2 < G: the line y = (3/2)x lies in the open cone C.
        let inside = in_cone(2, 3);
        o.value("in C", inside);
        Ok(inside)
    })
}

/// Exact means of generations up to N (big rationals).
pub(crate) const MEANS: Bound = Bound {
    dimension: crate::harness::domain::Dimension::Generations,
    min: 2,
    default: 16,
    max: 22,
    meaning: "generations ≤ N, exact rational means",
};

pub(crate) const NOT_CLUSTERED_MAX: u64 = 24;

/// 3/2 minus the exact mean of generation `g`.
fn gap_to_three_halves(g: u32) -> Result<BigRational, Failure> {
    let nodes: Vec<(u64, u64)> =
        generation_by_children(g, 0, generation_size(g))?.collect::<crate::Result<Vec<_>>>()?;
    // Sum by denominator first, then over the few distinct denominators.
    let mut by_den: BTreeMap<u64, BigInt> = BTreeMap::new();
    for &(a, b) in &nodes {
        *by_den.entry(b).or_insert_with(BigInt::zero) += BigInt::from(a);
    }
    let sum = by_den.into_iter().fold(BigRational::zero(), |s, (d, num)| {
        s + BigRational::new(num, BigInt::from(d))
    });
    let mean = sum / BigRational::from_integer(BigInt::from(nodes.len() as u64));
    Ok(BigRational::new(BigInt::from(3), BigInt::from(2)) - mean)
}

/// The generation before `g`, if there is one (the first is 1).
fn previous_generation(g: u32) -> Option<u32> {
    (g > 1).then(|| g - 1)
}

/// fact-mean-three-halves at one generation: the gap 3/2 − mean is positive and at most half
/// the previous generation's, where there is one.
fn mean_gap_holds(gap: &BigRational, previous: Option<&BigRational>) -> bool {
    let two = BigRational::from_integer(BigInt::from(2));
    gap.is_positive() && previous.is_none_or(|p| gap * two <= *p)
}

pub(crate) fn fact_mean_three_halves(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // A limit can only be seen in part: the gap 3/2 − mean is positive and at least halves from
    // one generation to the next.
    let n = run.n as u32;
    let verdict = run.all((1..=n).map(Generation), |&Generation(g), o| {
        let gap = gap_to_three_halves(g)?;
        let three_halves = BigRational::new(BigInt::from(3), BigInt::from(2));
        o.value("mean", &three_halves - &gap)
            .value("3/2 − mean", &gap);
        let previous = match previous_generation(g) {
            Some(p) => Some(gap_to_three_halves(p)?),
            None => None,
        };
        Ok(mean_gap_holds(&gap, previous.as_ref()))
    });
    if crate::claims::whole_run_held(verdict.status, run.is_sampling()) {
        let last = gap_to_three_halves(n).map_or("-".to_string(), |g| g.to_string());
        verdict.with_note(format!("3/2 − mean of generation {n} = {last}"))
    } else {
        verdict
    }
}

pub(crate) fn fact_elements_not_clustered(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // The nodes a/b of generation g inside the cone C around 3/2 (g < a/b < G, exactly), against
    // a third of the generation: |3·(nodes in C) − 2^(g−1)| ≤ 2, so about two thirds lie outside.
    let n = run.n.min(NOT_CLUSTERED_MAX) as u32;
    run.all((1..=n).map(Generation), |&Generation(g), o| {
        let size = generation_size(g);
        let mut inside = 0u64;
        for node in generation_by_children(g, 0, size)? {
            let (a, b) = node?;
            inside += u64::from(in_cone(b, a));
        }
        let gap = 3 * i128::from(inside) - i128::from(size);
        o.value("nodes", size)
            .value("nodes in C", inside)
            .value("3·(nodes in C) − 2^(n−1)", gap);
        Ok(gap.abs() <= 2)
    })
}

pub(crate) fn table_fn_gn(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let Some(table) = ctx.catalogue.tables.get("hss2008-table-fn-gn") else {
        return Verdict::fails(
            0,
            Failure::at("tables/hss2008-table-fn-gn.txt").answer("loader", "file missing"),
        );
    };
    let (Some(f), Some(g)) = (table.row("f_n"), table.row("g_n")) else {
        return Verdict::fails(
            0,
            Failure::at("hss2008-table-fn-gn.txt").answer("rows", "f_n and g_n expected"),
        );
    };
    let counts = match counts_up_to(ctx, 7) {
        Ok(c) => c,
        Err(f) => return Verdict::fails(0, f),
    };
    let cells = f
        .iter()
        .map(|&(n, v)| (n, "f", v))
        .chain(g.iter().map(|&(n, v)| (n, "g", v)))
        .map(|(n, row, v)| At(Text(format!("{row}_{n}")), (n, row, v)));
    run.all(cells, |At(_, (n, row, printed)), o| {
        let c = counts
            .get((*n as usize).wrapping_sub(1))
            .ok_or_else(|| Failure::at(format!("n = {n}")).answer("table", "n outside 1 to 7"))?;
        let counted = if *row == "f" { c.first } else { c.second };
        o.value("printed", printed).value("enumerated", counted);
        Ok(counted == *printed)
    })
}

pub(crate) fn fact_fn_plus_gn(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let counts = match counts_up_to(ctx, run.n) {
        Ok(c) => c,
        Err(f) => return Verdict::fails(0, f),
    };
    run.all(
        (1..=counts.len() as u64).map(|i| Named("n", i)),
        |&Named(_, i), o| {
            let c = &counts[i as usize - 1];
            o.value("f_n", c.first)
                .value("g_n", c.second)
                .value("2^(n−1)", 1u64 << (i - 1));
            Ok(c.first + c.second == 1u64 << (i - 1))
        },
    )
}

pub(crate) fn fact_children_rule(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // The nodes and their children solved first, so that the walk's threads only read them.
    if let Err(f) = ctx.solve_nodes(run.n as u32) {
        return Verdict::fails(0, f);
    }
    all_nodes(run, 1, run.n as u32, |w, o| {
        let (g, a, b) = walked(w)?;
        let s = a
            .checked_add(b)
            .ok_or_else(|| Failure::at(format!("{a}/{b}")).answer("children", "overflow"))?;
        let by_solver = by_solver(g);
        let me = ctx.node_wins(a, b, by_solver)?;
        let (left, right) = (
            ctx.node_wins(a, s, by_solver)?,
            ctx.node_wins(s, b, by_solver)?,
        );
        o.value("first player wins", me)
            .value("first player wins from the left child", left)
            .value("first player wins from the right child", right);
        Ok(children_rule_holds(me, left, right))
    })
}

/// The children rule: from a node the first player wins, exactly one child is a first-player
/// win; from one he loses, both are.
fn children_rule_holds(me: bool, left: bool, right: bool) -> bool {
    if me {
        left != right
    } else {
        left && right
    }
}

/// `num/den` compared with G + 1 = G² = (3 + √5)/2, the larger root of `x² − 3x + 1`.
fn compare_with_phi_plus_one(num: u64, den: u64) -> Ordering {
    let (x, y) = (num as i128, den as i128);
    // Below 3/2 the ratio is below the larger root (about 2.618); above it the sign of
    // x² − 3xy + y² decides.
    if 2 * x <= 3 * y {
        return Ordering::Less;
    }
    if x * x - 3 * x * y + y * y > 0 {
        Ordering::Greater
    } else {
        Ordering::Less
    }
}

pub(crate) fn fact_children_equivalences(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // x/y > G and x/y < g = 1/G, exactly.
    let above_big_g = |x: u64, y: u64| matches!(compare_with_phi(x, y), Ok(Ordering::Greater));
    let below_small_g = |x: u64, y: u64| matches!(compare_with_phi(y, x), Ok(Ordering::Greater));
    let nodes = all_nodes(run, 1, run.n as u32, |w, o| {
        let (_, a, b) = walked(w)?;
        let s = a
            .checked_add(b)
            .ok_or_else(|| Failure::at(format!("{a}/{b}")).answer("children", "overflow"))?;
        // a/b > G ⟺ (a+b)/b = 1 + a/b > G + 1, g < a/(a+b) < G
        let lhs1 = above_big_g(a, b);
        let right_above = compare_with_phi_plus_one(s, b) == Ordering::Greater;
        let left_inside = in_cone(s, a);
        // g < a/b < G ⟺ (a+b)/b = 1 + a/b > g + 1 = G, a/(a+b) < g
        let lhs2 = in_cone(b, a);
        let one_plus = !below_small_g(a, b); // 1 + a/b > g + 1 ⟺ a/b > g
        let right_above_g = above_big_g(s, b); // (a+b)/b > G
        let left_below = below_small_g(a, s);
        o.value("a/b > G", lhs1)
            .value("(a+b)/b > G + 1", right_above)
            .value("g < a/(a+b) < G", left_inside)
            .value("g < a/b < G", lhs2)
            .value("1 + a/b > g + 1", one_plus)
            .value("(a+b)/b > G", right_above_g)
            .value("a/(a+b) < g", left_below);
        // The printed chains: (a+b)/b = 1 + a/b > G + 1 is the comparison a/b > G; and
        // "g + 1 = G": 1 + a/b > g + 1 is the comparison (a+b)/b > G.
        Ok(equivalences_hold(
            (lhs1, right_above, left_inside),
            (lhs2, one_plus, left_below),
            right_above_g,
        ))
    });
    // The identity itself, g + 1 = G with g = ½(√5 − 1) and G = ½(√5 + 1) as §3 defines them,
    // exactly in ℚ(√5).
    nodes.and_then(|| {
        run.all([Text("g + 1 = G".into())], |_, o| {
            let gap = small_g().add(&int5(1)).sub(&big_g());
            o.value("g + 1 − G", &gap);
            Ok(gap.sign() == Ordering::Equal)
        })
    })
}

/// The two printed equivalences and their chains: a/b > G ⟺ (a+b)/b > G + 1 and
/// g < a/(a+b) < G (`first`: the left side, then the two on the right); g < a/b < G ⟺
/// 1 + a/b > g + 1 and a/(a+b) < g (`second`); (a+b)/b > G + 1 is a/b > G again; and
/// 1 + a/b > g + 1 is (a+b)/b > G (`right_above_g`), as g + 1 = G.
fn equivalences_hold(
    (lhs1, right_above, left_inside): (bool, bool, bool),
    (lhs2, one_plus, left_below): (bool, bool, bool),
    right_above_g: bool,
) -> bool {
    lhs1 == (right_above && left_inside)
        && lhs2 == (one_plus && left_below)
        && right_above == lhs1
        && one_plus == right_above_g
}

pub(crate) fn fact_recursion_fn_gn(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // f(n+1) = f(n) + 2g(n) and g(n+1) = f(n); on the recursion's own values this is its
    // definition, so the check that matters is on the enumerated counts.
    on_counts(ctx, run, 1, recursion_fn_gn_at)
}

/// fact-recursion-fn-gn at n = `i` of the counts `s` (n = 1, 2, …).
fn recursion_fn_gn_at(i: usize, s: &[(BigUint, BigUint)], o: &mut crate::claims::Obs) -> bool {
    if i == s.len() {
        return true;
    }
    let ((f, g), (f1, g1)) = (&s[i - 1], &s[i]);
    o.value("f_n", f)
        .value("g_n", g)
        .value("f_(n+1)", f1)
        .value("g_(n+1)", g1);
    *f1 == f + g * 2u32 && g1 == f
}

pub(crate) fn fact_recursion_fn(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // f(n+1) = f(n) + 2f(n−1) for n ≥ 2 (f(0) is not defined) and 2^n = f(n+1) + f(n) for n ≥ 1.
    on_counts(ctx, run, 1, recursion_fn_at)
}

/// fact-recursion-fn at n = `i` of the counts `s` (n = 1, 2, …).
fn recursion_fn_at(i: usize, s: &[(BigUint, BigUint)], o: &mut crate::claims::Obs) -> bool {
    if i + 1 > s.len() {
        return true;
    }
    let (f, f_next) = (&s[i - 1].0, &s[i].0);
    o.value("f_n", f)
        .value("f_(n+1)", f_next)
        .value("2^n", pow2(i));
    let second = pow2(i) == f_next + f;
    if i < 2 {
        return second;
    }
    let f_prev = &s[i - 2].0;
    o.value("f_(n−1)", f_prev);
    *f_next == f + f_prev * 2u32 && second
}

pub(crate) fn fact_fn_alternating_sum(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // f(n+1) = 2^n − f(n) = 2^n − (2^(n−1) − f(n−1)), and f(n+1) = Σ_{j=0}^{n−1} (−1)^j 2^(n−j),
    // for n ≥ 1 (the middle step for n ≥ 2).
    on_counts(ctx, run, 1, alternating_sum_at)
}

/// fact-fn-alternating-sum at n = `i` of the counts `s` (n = 1, 2, …).
fn alternating_sum_at(i: usize, s: &[(BigUint, BigUint)], o: &mut crate::claims::Obs) -> bool {
    if i >= s.len() {
        return true;
    }
    let m = i; // n in the formula
    let f_next = BigInt::from(s[m].0.clone());
    let f = BigInt::from(s[m - 1].0.clone());
    let sum = (0..m).fold(BigInt::from(0), |acc, j| {
        let term = BigInt::from(pow2(m - j));
        if j % 2 == 0 {
            acc + term
        } else {
            acc - term
        }
    });
    let first_step = BigInt::from(pow2(m)) - &f;
    o.value("f_(n+1)", &f_next)
        .value("2^n − f_n", &first_step)
        .value("the alternating sum", &sum);
    let mut ok = first_step == f_next && sum == f_next;
    if m >= 2 {
        let f_prev = BigInt::from(s[m - 2].0.clone());
        let second_step = BigInt::from(pow2(m)) - (BigInt::from(pow2(m - 1)) - f_prev);
        o.value("2^n − (2^(n−1) − f_(n−1))", &second_step);
        ok &= second_step == f_next;
    }
    ok
}

pub(crate) fn fact_first_player_wins_two_thirds(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // A position from one of the first n generations (2^n − 1 nodes): the first player wins
    // (f_1 + … + f_n) of them, within 2/3 of two thirds: |3·Σf − 2·(2^n − 1)| ≤ 2.
    on_counts(ctx, run, 1, |i, s, o| {
        let sum: BigUint = s[..i].iter().map(|(f, _)| f).sum();
        let nodes: BigInt = BigInt::from(pow2(i)) - 1u32;
        let gap: BigInt = BigInt::from(sum.clone()) * 3u32 - &nodes * 2u32;
        o.value("wins of the first player", &sum)
            .value("positions", &nodes)
            .value("3·Σf − 2·(2^n − 1)", &gap);
        gap.abs() <= BigInt::from(2)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::claims::hss2008::tests::counts;
    use crate::claims::tests::claim_on;
    use crate::claims::Status;

    /// The note of a whole run that holds gives the last generation's gap: generation 3 by hand,
    /// 1/3 + 3/2 + 2/3 + 3/1 = 11/2, a mean of 11/8, 3/2 − 11/8 = 1/8. A run at chosen points
    /// (sampling) has no note, whichever points it chose.
    #[test]
    fn mean_note_on_whole_runs() {
        let id = "hss2008/fact-mean-three-halves";
        let whole = claim_on(id, &mut Run::whole(3));
        assert_eq!(whole.status, Status::Holds);
        assert_eq!(
            whole.note.as_deref(),
            Some("3/2 − mean of generation 3 = 1/8")
        );
        let points = ["generation 2".to_string()];
        let chosen = claim_on(id, &mut Run::only(3, &points));
        assert_eq!((chosen.status, chosen.note), (Status::Holds, None));
    }

    /// Generation 1 has none before it; 2 has 1. Gaps worked by hand: 1/4 after 1/2 holds (at
    /// most half), 1/3 after 1/2 does not, nor a gap of 0 or below.
    #[test]
    fn mean_gap_by_hand() {
        let r = |p: i64, q: i64| BigRational::new(BigInt::from(p), BigInt::from(q));
        assert_eq!(previous_generation(1), None);
        assert_eq!(previous_generation(2), Some(1));
        assert!(mean_gap_holds(&r(1, 2), None));
        assert!(mean_gap_holds(&r(1, 4), Some(&r(1, 2))));
        assert!(!mean_gap_holds(&r(1, 3), Some(&r(1, 2))));
        assert!(!mean_gap_holds(&r(0, 1), None));
        assert!(!mean_gap_holds(&r(-1, 4), Some(&r(1, 2))));
    }

    /// Every case of the rule: a win has exactly one winning child, a loss two.
    #[test]
    fn children_rule_by_cases() {
        assert!(children_rule_holds(true, true, false));
        assert!(children_rule_holds(true, false, true));
        assert!(!children_rule_holds(true, true, true));
        assert!(!children_rule_holds(true, false, false));
        assert!(children_rule_holds(false, true, true));
        assert!(!children_rule_holds(false, true, false));
        assert!(!children_rule_holds(false, false, true));
        assert!(!children_rule_holds(false, false, false));
    }

    /// Each part broken in turn (the last four cases each break one conjunct alone), from two
    /// nodes worked by hand: 3/1 (3 > G; its right child 4/1 > G + 1; its left child 3/4 in
    /// the cone; 3 not in the cone; 3 > g; 3/4 not below g; 4 > G) and 3/2 (1.5 < G; 5/2 = 2.5
    /// < G + 1; 3/5 = 0.6 not in the cone, below g; 1.5 in the cone; 1.5 > g; 5/2 > G).
    #[test]
    fn equivalences_refuse_each_wrong_part() {
        const T: bool = true;
        const F: bool = false;
        let three_over_one = ((T, T, T), (F, T, F), T);
        let three_over_two = ((F, F, F), (T, T, T), T);
        for (first, second, g) in [three_over_one, three_over_two] {
            assert!(equivalences_hold(first, second, g));
        }
        // Above G without the right child above G + 1; not above G with both right parts.
        assert!(!equivalences_hold((T, F, T), (F, T, F), T));
        assert!(!equivalences_hold((F, T, T), (F, T, F), T));
        // In the cone without 1 + a/b > g + 1 (and (a+b)/b > G with it); not in it with both.
        assert!(!equivalences_hold((F, F, F), (T, F, T), F));
        assert!(!equivalences_hold((F, F, F), (F, T, T), T));
        // One conjunct alone: above G without the left child in the cone; in the cone without
        // a/(a+b) < g; (a+b)/b > G + 1 not the comparison a/b > G; 1 + a/b > g + 1 not
        // (a+b)/b > G.
        assert!(!equivalences_hold((T, T, F), (F, T, F), T));
        assert!(!equivalences_hold((F, F, F), (T, T, F), T));
        assert!(!equivalences_hold((F, T, F), (F, T, F), T));
        assert!(!equivalences_hold((T, T, T), (F, T, F), F));
    }

    /// At every n, the last one included (n = 3 of four counts): f_4 = 6 = 2 + 2·2, g_4 = 2.
    #[test]
    fn recursion_fn_gn_refuses_a_wrong_f_or_g() {
        let mut o = crate::claims::Obs::default();
        let right = counts(&[(0, 1), (2, 0), (2, 2), (6, 2)]);
        assert!((1..=4).all(|i| recursion_fn_gn_at(i, &right, &mut o)));
        assert!(!recursion_fn_gn_at(
            3,
            &counts(&[(0, 1), (2, 0), (2, 2), (7, 2)]),
            &mut o
        ));
        assert!(!recursion_fn_gn_at(
            3,
            &counts(&[(0, 1), (2, 0), (2, 2), (6, 3)]),
            &mut o
        ));
    }

    /// f_4 = f_3 + 2f_2 = 2 + 4 = 6 and 2³ = f_4 + f_3 = 8, checked at n = 3, the last n with
    /// an f_(n+1); a wrong f_4 (7) is refused there.
    #[test]
    fn recursion_fn_refuses_a_wrong_last_count() {
        let mut o = crate::claims::Obs::default();
        let right = counts(&[(0, 1), (2, 0), (2, 2), (6, 2)]);
        assert!((1..=4).all(|i| recursion_fn_at(i, &right, &mut o)));
        let wrong = counts(&[(0, 1), (2, 0), (2, 2), (7, 2)]);
        assert!(!recursion_fn_at(3, &wrong, &mut o));
        assert!(!recursion_fn_at(1, &counts(&[(0, 1), (3, 0)]), &mut o));
        // One of the two equations alone broken at n = 3: f_2 = 3 breaks f_4 = f_3 + 2f_2
        // (6 ≠ 2 + 6) but not 2³ = f_4 + f_3; f_3 = 3, f_4 = 7 keeps the first (7 = 3 + 2·2)
        // and breaks the second (8 ≠ 7 + 3).
        assert!(!recursion_fn_at(
            3,
            &counts(&[(0, 1), (3, 0), (2, 2), (6, 2)]),
            &mut o
        ));
        assert!(!recursion_fn_at(
            3,
            &counts(&[(0, 1), (2, 0), (3, 2), (7, 2)]),
            &mut o
        ));
    }

    /// At n = 3 of (f_n) = 0, 2, 2, 6: f_4 = 2³ − f_3 = 8 − 2 = 6 (A), 2³ − 2² + 2¹ = 6 (B),
    /// 2³ − (2² − f_2) = 4 + 2 = 6 (C). Each equation broken alone: f_3 = 3 breaks A only
    /// (8 − 3 = 5), f_2 = 3 breaks C only (4 + 3 = 7), and f_4 = 7 with f_3 = 1, f_2 = 3 keeps A
    /// (8 − 1) and C (4 + 3) and breaks B (6 ≠ 7).
    #[test]
    fn alternating_sum_refuses_each_equation_alone() {
        let mut o = crate::claims::Obs::default();
        let right = counts(&[(0, 1), (2, 0), (2, 2), (6, 2)]);
        assert!((1..=4).all(|i| alternating_sum_at(i, &right, &mut o)));
        for wrong in [
            [(0, 1), (2, 0), (3, 2), (6, 2)],
            [(0, 1), (3, 0), (2, 2), (6, 2)],
            [(0, 1), (3, 0), (1, 2), (7, 2)],
        ] {
            assert!(!alternating_sum_at(3, &counts(&wrong), &mut o));
        }
        // At n = 1 only A and B: f_2 = 2 = 2¹ − f_1 = 2¹; f_2 = 3 breaks both.
        assert!(!alternating_sum_at(1, &counts(&[(0, 1), (3, 0)]), &mut o));
    }

    /// G + 1 = 2.618…: 1/3, 5/2 = 2.5 and 13/5 = 2.6 below, 3/1, 21/8 = 2.625 above (by hand,
    /// x² − 3xy + y²: 169 − 195 + 25 = −1 and 441 − 504 + 64 = 1), 1/0 above every number.
    #[test]
    fn phi_plus_one_by_hand() {
        assert_eq!(compare_with_phi_plus_one(1, 3), Ordering::Less);
        assert_eq!(compare_with_phi_plus_one(5, 2), Ordering::Less);
        assert_eq!(compare_with_phi_plus_one(13, 5), Ordering::Less);
        assert_eq!(compare_with_phi_plus_one(3, 1), Ordering::Greater);
        assert_eq!(compare_with_phi_plus_one(21, 8), Ordering::Greater);
        assert_eq!(compare_with_phi_plus_one(1, 0), Ordering::Greater);
    }
}
