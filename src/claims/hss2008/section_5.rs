//! hss2008 §5: the predicates of the statements of its prose, outside its numbered results.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!(
            "fact-continued-fraction-euclid",
            PAIRS,
            fact_continued_fraction_euclid,
        )
        .reads(reads![]),
        claim!(
            "fact-continued-fraction-unique",
            GENERATIONS.at_most(CF_UNIQUE_MAX),
            fact_continued_fraction_unique,
        )
        .reads(reads![])
        .cases_exactly(|n| n)
        .owns_memory(|n| generation_bytes(n.saturating_add(1), 96)),
        claim!(
            "fact-infinite-continued-fraction-irrational",
            PAIRS,
            fact_infinite_continued_fraction_irrational,
        )
        .reads(reads![]),
        claim!(
            "fact-golden-ratio-continued-fraction",
            fixed(90),
            fact_golden_ratio_continued_fraction,
        )
        .reads(reads![])
        .cases_exactly(|n| n),
        claim!(
            "fact-bird-gibbons-lester",
            GENERATIONS,
            fact_bird_gibbons_lester,
        )
        .reads(reads![])
        .cases_exactly(|n| n)
        .owns_memory(|n| generation_bytes(n.min(CONVERSE_MAX), 64)),
        claim!("fact-path-formulas", PAIRS, fact_path_formulas)
            .reads(reads![])
            .holds_formulas(&["(4)", "(5)"]),
        claim!(
            "fact-path-formulas-corrected",
            PAIRS,
            fact_path_formulas_corrected,
        )
        .reads(reads![]),
    ]
}

pub(crate) const CF_UNIQUE_MAX: u64 = 18;

pub(crate) fn fact_golden_ratio_continued_fraction(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // [1; 1, …, 1] with k ones in all is F(k+1)/F(k); the truncations alternate around G and
    // close in: consecutive ones differ by 1/(F(k)·F(k+1)), which shrinks.
    let mut fib = vec![1u64, 1];
    while let Some(next) = fib[fib.len() - 1].checked_add(fib[fib.len() - 2]) {
        fib.push(next);
    }
    run.all(
        (1..fib.len() as u64 - 2).map(|k| Named("k", k)),
        |&Named(_, k), o| {
            let k = k as usize;
            let (num, den) = (fib[k], fib[k - 1]);
            let side = compare_with_phi(num, den).unwrap_or(Ordering::Equal);
            let next_side = compare_with_phi(fib[k + 1], fib[k]).unwrap_or(Ordering::Equal);
            // With k ones the truncation is F(k+1)/F(k): odd k below G (1/1, 3/2, 8/5, …), even k
            // above (2/1, 5/3, …).
            let expected = if k % 2 == 1 {
                Ordering::Less
            } else {
                Ordering::Greater
            };
            let k_ones = ContinuedFraction::of_ratio(num, den).expect("den > 0");
            let q = k_ones.quotients();
            let ones_then_two = ones_then_two(q);
            // |F(k+1)/F(k) − F(k+2)/F(k+1)| = 1/(F(k)·F(k+1)), below the previous gap 1/(F(k−1)·F(k)).
            let det =
                (fib[k] as i128 * fib[k] as i128 - fib[k + 1] as i128 * fib[k - 1] as i128).abs();
            o.value_with("truncation", || format!("{num}/{den}"))
                .value_with("vs G", || format!("{side:?}"))
                .value("quotients", k_ones)
                .value_with("gap to the next", || {
                    format!("1/{}", fib[k] as u128 * fib[k - 1] as u128)
                });
            Ok(truncation_holds(
                [side, expected, next_side],
                ones_then_two,
                det,
            ))
        },
    )
}

/// One truncation of [1̄]: on its expected side of G, the next one on the other side, its
/// quotients 1, …, 1, 2, and the determinant F(k+1)² − F(k+2)·F(k) of the two ±1.
fn truncation_holds([side, expected, next_side]: [Ordering; 3], ones: bool, det: i128) -> bool {
    side == expected && next_side != side && ones && det == 1
}

/// The quotients are 1, …, 1, 2, or a single quotient (1/1 = [1]): the convention's form of
/// [1; 1, …, 1].
fn ones_then_two(q: &[u64]) -> bool {
    q[..q.len() - 1].iter().all(|&x| x == 1) && (q.len() == 1 || q[q.len() - 1] == 2)
}

pub(crate) fn fact_bird_gibbons_lester(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Every node of generation g has quotient sum g; for g ≤ 20 also the converse: the nodes are
    // distinct, and every rational whose quotients sum to g is one of them.
    let n = run.n as u32;
    run.all((1..=n).map(Generation), |&Generation(g), o| {
        let mut nodes: HashSet<(u64, u64), FxBuild> = HashSet::default();
        let mut count = 0u64;
        for node in generation_nodes(g)? {
            let (a, b) = node?;
            count += 1;
            // The quotients as Euclid's algorithm gives them, summed as they come: an
            // expansion kept whole was a heap allocation for half the nodes of generation 30.
            let sum: u128 = PartialQuotients::new(a, b)?.map(u128::from).sum();
            if sum != g as u128 {
                o.value_with("node", || show((a, b)))
                    .value("quotient sum", sum);
                return Ok(false);
            }
            if converse_checked(g) {
                nodes.insert((a, b));
            }
        }
        o.value("nodes", count);
        if !converse_checked(g) {
            return Ok(true);
        }
        // The rationals with quotient sum g: [a0; a1, …, am] with a0 ≥ 0, the others ≥ 1, the
        // last ≥ 2 when m > 0 (or the single [g]).
        let mut rationals = 0u64;
        let mut missing = None;
        for_each_expansion(g as u64, &mut Vec::new(), &mut |q| {
            rationals += 1;
            if let Ok(cf) = ContinuedFraction::from_quotients(q) {
                if let Ok((num, den)) = cf.to_fraction() {
                    if !nodes.contains(&(num, den)) && missing.is_none() {
                        missing = Some(show((num, den)));
                    }
                }
            }
        });
        o.value("distinct nodes", nodes.len())
            .value("rationals with quotient sum g", rationals)
            .value("missing", missing.clone().unwrap_or_else(|| "none".into()));
        Ok(converse_holds(
            nodes.len() as u64,
            rationals,
            count,
            missing.is_none(),
        ))
    })
}

/// fact-bird-gibbons-lester's converse (the generation's nodes distinct, and every rational with
/// quotient sum g among them) is checked for g ≤ 20.
fn converse_checked(g: u32) -> bool {
    u64::from(g) <= CONVERSE_MAX
}

/// The generations up to which fact-bird-gibbons-lester checks the converse (holding a
/// generation's nodes in a set).
pub(crate) const CONVERSE_MAX: u64 = 20;

/// The converse at one generation of `count` nodes: `distinct` of them, `rationals` with quotient
/// sum g, none of them `missing`.
fn converse_holds(distinct: u64, rationals: u64, count: u64, none_missing: bool) -> bool {
    distinct == count && rationals == count && none_missing
}

/// Calls `f` with every expansion `[a0; a1, …, am]` of a positive rational (`a0 ≥ 0`, the others
/// ≥ 1, the last ≥ 2 when `m > 0`, and not `[0]`) whose quotients sum to `rest` more than
/// `prefix`.
fn for_each_expansion(rest: u64, prefix: &mut Vec<u64>, f: &mut impl FnMut(&[u64])) {
    if prefix.is_empty() {
        for a0 in 0..=rest {
            prefix.push(a0);
            if a0 == rest && a0 > 0 {
                f(prefix);
            } else if a0 < rest {
                for_each_expansion(rest - a0, prefix, f);
            }
            prefix.pop();
        }
        return;
    }
    for q in 1..=rest {
        prefix.push(q);
        if q == rest {
            if q >= 2 {
                f(prefix);
            }
        } else {
            for_each_expansion(rest - q, prefix, f);
        }
        prefix.pop();
    }
}

fn path_formulas(run: &mut Run<'_>, printed_tail: bool) -> Verdict {
    // (4) is the path for m odd, (5) the one for m even (m = 0 included); a run on one of the
    // two checks the path at the points it covers only, and the note at every point.
    let (odd, even) = (run.checks_formula("(4)"), run.checks_formula("(5)"));
    let nodes = ordered_pairs(1, run.n)
        .filter(|&Pair(a, b)| gcd(a, b) == 1)
        .map(|Pair(a, b)| Node(a, b));
    run.all(nodes, |&Node(a, b), o| {
        let cf = ContinuedFraction::of_ratio(a, b).expect("b > 0");
        let q = cf.quotients();
        let m = q.len() - 1;
        let word = path_word(q, printed_tail, a, b)?;
        let reached = calkin_wilf::node_at(&word)
            .map_err(|e| Failure::at_pair(a, b).answer("following", e))?;
        // "note that a_m − 1 ≥ 1 for m ∈ ℕ" (a_m ≥ 1 always).
        let note = m == 0 || q[m] >= 2;
        o.value("continued fraction", &cf)
            .value("m", m)
            .value("a_m − 1", q[m].saturating_sub(1))
            .value("path", &word)
            .value_with("reaches", || show(reached));
        let checked = if m % 2 == 1 { odd } else { even };
        Ok(note && (!checked || reached == (a, b)))
    })
}

pub(crate) fn fact_path_formulas(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    path_formulas(run, true)
}

pub(crate) fn fact_path_formulas_corrected(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    path_formulas(run, false)
}

/// Euclid's algorithm on `a/b`: the quotients `q0 = ⌊a/b⌋`, then those of `b/r`, … to a zero
/// remainder.
fn euclid_quotients(a: u64, b: u64) -> Vec<u64> {
    let mut q = Vec::new();
    let (mut x, mut y) = (a, b);
    while y > 0 {
        q.push(x / y);
        (x, y) = (y, x % y);
    }
    q
}

/// The value of `[a0; a1, …, am]`, exactly, from the right: `(numerator, denominator)`, reduced
/// (the convergents' numerators and denominators are coprime); `None` past `u128`.
fn continued_fraction_value(q: &[u64]) -> Option<(u128, u128)> {
    let (&last, rest) = q.split_last()?;
    let (mut p, mut r) = (u128::from(last), 1u128);
    for &a in rest.iter().rev() {
        (p, r) = (u128::from(a).checked_mul(p)?.checked_add(r)?, p);
    }
    Some((p, r))
}

pub(crate) fn fact_continued_fraction_euclid(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Every positive rational has a finite regular continued fraction (a0 ≥ 0, the others ≥ 1),
    // and it "is nothing but the Euclidean algorithm": its quotients are Euclid's, and they are
    // the expansion every other entry uses (ContinuedFraction).
    let nodes = ordered_pairs(1, run.n)
        .filter(|&Pair(a, b)| gcd(a, b) == 1)
        .map(|Pair(a, b)| Node(a, b));
    run.all(nodes, |&Node(a, b), o| {
        let q = euclid_quotients(a, b);
        let regular = is_regular(&q);
        let value = continued_fraction_value(&q);
        let library = ContinuedFraction::of_ratio(a, b)?;
        o.value_with("Euclid's quotients", || format!("{q:?}"))
            .value_with("value", || {
                value.map_or("none".to_string(), |(p, r)| format!("{p}/{r}"))
            })
            .value("the expansion the entries use", &library);
        Ok(euclid_expansion_holds(
            regular,
            value == Some((u128::from(a), u128::from(b))),
            library.quotients() == q.as_slice(),
        ))
    })
}

/// A regular continued fraction's quotients: at least one, a0 ≥ 0, the others ≥ 1.
fn is_regular(q: &[u64]) -> bool {
    !q.is_empty() && q[1..].iter().all(|&x| x >= 1)
}

/// fact-continued-fraction-euclid at a/b: Euclid's quotients are regular, their value is a/b,
/// and they are the expansion the other entries use.
fn euclid_expansion_holds(regular: bool, value_is_node: bool, as_library: bool) -> bool {
    regular && value_is_node && as_library
}

/// Calls `f` with every sequence `[a0; a1, …, am]` (`a0 ≥ 0`, the others ≥ 1, any last
/// quotient) whose quotients sum to `sum` (none for `sum = 0`: [0] is the value 0, not a positive
/// rational).
fn for_each_regular_sequence(sum: u64, f: &mut impl FnMut(&[u64])) {
    fn rest(left: u64, prefix: &mut Vec<u64>, f: &mut impl FnMut(&[u64])) {
        if left == 0 {
            f(prefix);
            return;
        }
        for a in 1..=left {
            prefix.push(a);
            rest(left - a, prefix, f);
            prefix.pop();
        }
    }
    let mut prefix = Vec::new();
    for a0 in 0..=sum {
        prefix.push(a0);
        if a0 < sum {
            rest(sum - a0, &mut prefix, f);
        } else if a0 > 0 {
            f(&prefix);
        }
        prefix.pop();
    }
}

pub(crate) fn fact_continued_fraction_unique(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "In order to have a unique representation, we assume that am ≥ 2 if m ∈ ℕ": among all
    // regular sequences with quotient sum s, each value has exactly one ending in am ≥ 2 (or of
    // length 1), and exactly two in all (the other ends in 1), so the condition is needed.
    let n = run.n.min(CF_UNIQUE_MAX);
    run.all(
        (1..=n).map(|s| Named("quotient sum", s)),
        |&Named(_, s), o| {
            let mut by_value: HashMap<(u128, u128), (u32, u32), FxBuild> = HashMap::default();
            let mut sequences = 0u64;
            let mut overflow = false;
            for_each_regular_sequence(s, &mut |q| {
                sequences += 1;
                let Some(v) = continued_fraction_value(q) else {
                    overflow = true;
                    return;
                };
                let canonical = q.len() == 1 || q[q.len() - 1] >= 2;
                let e = by_value.entry(v).or_default();
                e.0 += 1;
                e.1 += u32::from(canonical);
            });
            let one_canonical = by_value.values().all(|&(_, c)| c == 1);
            let two_in_all = by_value.values().all(|&(all, _)| all == 2);
            o.value("sequences", sequences)
                .value("rationals", by_value.len())
                .value("each with one expansion ending in am ≥ 2", one_canonical)
                .value("each with two expansions in all", two_in_all);
            Ok(uniqueness_holds(!overflow, one_canonical, two_in_all))
        },
    )
}

/// fact-continued-fraction-unique at one quotient sum: every value computed (none past u128),
/// each with one expansion ending in am ≥ 2 (or of length 1), and two in all.
fn uniqueness_holds(all_computed: bool, one_canonical: bool, two_in_all: bool) -> bool {
    all_computed && one_canonical && two_in_all
}

pub(crate) fn fact_infinite_continued_fraction_irrational(
    _ctx: &Ctx<'_>,
    run: &mut Run<'_>,
) -> Verdict {
    // The finite side of "infinite continued fractions represent irrational numbers": the
    // expansion of a rational ends. The complete quotients x0 = a/b, x(k+1) = 1/(xk − ⌊xk⌋),
    // kept as fractions, reach an integer after m steps, and b ≥ F(m + 2): no rational with
    // denominator b has a longer expansion.
    let nodes = ordered_pairs(1, run.n)
        .filter(|&Pair(a, b)| gcd(a, b) == 1)
        .map(|Pair(a, b)| Node(a, b));
    run.all(nodes, |&Node(a, b), o| {
        let (mut num, mut den, mut steps) = (a, b, 0u32);
        while num % den != 0 {
            (num, den) = (den, num % den);
            steps += 1;
        }
        // F(m + 2), with F(1) = F(2) = 1, in u128 (m < 94 for entries in u64).
        let (mut f, mut next) = (1u128, 1u128);
        for _ in 0..steps {
            (f, next) = (next, f.saturating_add(next));
        }
        let fib = next;
        o.value("steps to an integer", steps).value("F(m + 2)", fib);
        Ok(fib <= u128::from(b))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::claims::tests::claim_on;
    use crate::claims::Status;

    /// The claim's fixed bound, 90 truncations, all compared: the Fibonacci numbers below 2⁶⁴
    /// are F(1), …, F(93) (F(93) = 12200160415121876738, F(94) = 19740274219868223167), 93
    /// entries, and k runs to 90 = 93 − 3 (the last pair F(91)/F(90), its successor
    /// F(92)/F(91)). k = 91 would fit as well: the domain's "the truncations that fit u64" is
    /// one more than the bound checks.
    #[test]
    fn continued_fraction_every_u64_truncation() {
        let verdict = claim_on(
            "hss2008/fact-golden-ratio-continued-fraction",
            &mut Run::whole(100),
        );
        assert_eq!((verdict.status, verdict.cases), (Status::Holds, 90));
    }

    /// fact-continued-fraction-unique's three parts, each refused alone.
    #[test]
    fn uniqueness_refuses_each_part() {
        assert!(uniqueness_holds(true, true, true));
        assert!(!uniqueness_holds(false, true, true));
        assert!(!uniqueness_holds(true, false, true));
        assert!(!uniqueness_holds(true, true, false));
    }

    /// Quotient sum 2, any last quotient, by hand: [0; 1, 1], [0; 2], [1; 1], [2]; quotient sum
    /// 0: none.
    #[test]
    fn regular_sequences_by_hand() {
        let sequences = |sum: u64| each_sorted(|f| for_each_regular_sequence(sum, &mut { f }));
        assert_eq!(
            sequences(2),
            [vec![0, 1, 1], vec![0, 2], vec![1, 1], vec![2]]
        );
        assert_eq!(sequences(0), Vec::<Vec<u64>>::new());
    }

    /// [0; 2] = 1/2 and [3] are regular, [1; 0, 2] and the empty list are not; each part of
    /// fact-continued-fraction-euclid refused alone.
    #[test]
    fn euclid_expansion_refuses_each_part() {
        assert!(is_regular(&[0, 2]));
        assert!(is_regular(&[3]));
        assert!(!is_regular(&[1, 0, 2]));
        assert!(!is_regular(&[]));
        assert!(euclid_expansion_holds(true, true, true));
        assert!(!euclid_expansion_holds(false, true, true));
        assert!(!euclid_expansion_holds(true, false, true));
        assert!(!euclid_expansion_holds(true, true, false));
    }

    /// The converse up to generation 20, the last where the nodes are kept; each of its three
    /// parts refused alone (generation 3: 4 nodes, 4 rationals, none missing).
    #[test]
    fn converse_to_20_each_part() {
        assert!(converse_checked(1));
        assert!(converse_checked(20));
        assert!(!converse_checked(21));
        assert!(converse_holds(4, 4, 4, true));
        assert!(!converse_holds(3, 4, 4, true));
        assert!(!converse_holds(4, 5, 4, true));
        assert!(!converse_holds(4, 4, 4, false));
    }

    /// The sequences an enumeration calls its function with, sorted.
    fn each_sorted(enumerate: impl FnOnce(&mut dyn FnMut(&[u64]))) -> Vec<Vec<u64>> {
        let mut all = Vec::new();
        enumerate(&mut |q| all.push(q.to_vec()));
        all.sort();
        all
    }

    /// Quotient sum 3 by hand: [3] = 3, [0; 3] = 1/3, [1; 2] = 3/2, [0; 1, 2] = 2/3 (not [2; 1],
    /// [1; 1, 1], [0; 2, 1], [0; 1, 1, 1]: a last quotient 1); quotient sum 0: none ([0] is 0).
    #[test]
    fn expansions_by_hand() {
        let expansions =
            |g: u64| each_sorted(|f| for_each_expansion(g, &mut Vec::new(), &mut { f }));
        assert_eq!(
            expansions(3),
            [vec![0, 1, 2], vec![0, 3], vec![1, 2], vec![3]]
        );
        assert_eq!(expansions(0), Vec::<Vec<u64>>::new());
    }

    /// 3/2 (k = 3, below G; 5/3 above; 3² − 5·2 = −1): each part broken alone — on the wrong
    /// side (with its successor on the other), its successor on the same side, the quotients
    /// not 1, …, 1, 2, a determinant of 2.
    #[test]
    fn truncation_refuses_each_part() {
        use Ordering::{Greater, Less};
        assert!(truncation_holds([Less, Less, Greater], true, 1));
        assert!(!truncation_holds([Greater, Less, Less], true, 1));
        assert!(!truncation_holds([Less, Less, Less], true, 1));
        assert!(!truncation_holds([Less, Less, Greater], false, 1));
        assert!(!truncation_holds([Less, Less, Greater], true, 2));
    }

    /// 1/1 = [1], 2/1 = [2], 3/2 = [1; 2], 5/3 = [1; 1, 2]; refused: a last quotient not 2
    /// ([1; 1, 3]) and a 1 missing before it ([2; 1, 2]), each alone.
    #[test]
    fn ones_then_two_by_hand() {
        assert!(ones_then_two(&[1]));
        assert!(ones_then_two(&[2]));
        assert!(ones_then_two(&[1, 2]));
        assert!(ones_then_two(&[1, 1, 2]));
        assert!(!ones_then_two(&[1, 1, 3]));
        assert!(!ones_then_two(&[2, 1, 2]));
    }
}
