//! hss2008 §2: the predicates of the statements of its prose, outside its numbered results.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("fact-mother-missing-too", PAIRS, fact_mother_missing_too).reads(reads![]),
        claim!("fact-tree-reduced", GENERATIONS, fact_tree_reduced)
            .reads(reads![])
            .cases_exactly(cases::tree_nodes),
        claim!("fact-mother-shorter", GENERATIONS, fact_mother_shorter)
            .reads(reads![])
            .cases_exactly(|n| cases::pow2(n).saturating_sub(2)),
        claim!(
            "fact-tree-each-rational-once",
            GENERATIONS.at_most(EACH_ONCE_MAX),
            fact_tree_each_rational_once,
        )
        .reads(reads![])
        .owns_memory(each_rational_once_memory),
        claim!("example-enumeration-2", fixed(4), example_enumeration_2).reads(reads![]),
        claim!(
            "example-enumeration-2-corrected",
            fixed(4),
            example_enumeration_2_corrected,
        )
        .reads(reads![])
        .cases_exactly(|_| 15),
        claim!("fact-newman", fixed(14), fact_newman).reads(reads![]),
        claim!("fact-newman-corrected", GENERATIONS, fact_newman_corrected)
            .reads(reads![])
            .owns_memory(|n| generation_bytes(n.min(NEWMAN_BY_CHILDREN_MAX), 64)),
        claim!(
            "fact-stern-recursion",
            GENERATIONS.at_most(STERN_RECURSION_MAX),
            fact_stern_recursion,
        )
        .reads(reads![])
        .owns_memory(|n| generation_bytes(n.saturating_add(1), 8)),
        claim!(
            "fact-stern-coprime",
            GENERATIONS.at_most(STERN_COPRIME_MAX),
            fact_stern_coprime,
        )
        .reads(reads![])
        .cases_exactly(cases::pow2),
        claim!(
            "fact-stern-unique-index",
            GENERATIONS.at_most(STERN_INDEX_MAX),
            fact_stern_unique_index,
        )
        .reads(reads![])
        .owns_memory(stern_unique_index_memory),
        claim!(
            "fact-stern-is-enumeration-2",
            fixed(14),
            fact_stern_is_enumeration_2,
        )
        .reads(reads![]),
        claim!(
            "fact-stern-is-enumeration-2-corrected",
            GENERATIONS,
            fact_stern_is_enumeration_2_corrected,
        )
        .reads(reads![])
        .cases_exactly(cases::tree_nodes),
    ]
}

/// A walked node with its number in the tree's level order (the root is 1, node `i` of
/// generation `g` is `2^(g−1) + i`): the `n` of the term `s(n)/s(n+1)` of (2) it should be,
/// printed `n = …` as the terms are.
pub(crate) struct Numbered(u64, Walked);

impl fmt::Display for Numbered {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.1 {
            Walked::Node(..) => Named("n", self.0).fmt(f),
            Walked::Error(..) => self.1.fmt(f),
        }
    }
}

/// [`walk_piece`] with each node's number in the level order.
fn numbered_piece(g: u32, start: u64, count: u64) -> impl Iterator<Item = Numbered> {
    let first = match generation_size(g) {
        0 => 0,
        size => size.saturating_add(start),
    };
    walk_piece(g, start, count)
        .zip(0u64..)
        .map(move |(w, i)| Numbered(first.saturating_add(i), w))
}

pub(crate) fn fact_tree_reduced(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Every node is reduced, and the printed lemma holds at it: a + b is coprime with a and
    // with b (every coprime pair of quotient sum ≤ N is a node, so the lemma is checked on all
    // of them).
    all_nodes(run, 1, run.n as u32, |w, o| {
        let (_, a, b) = walked(w)?;
        let d = gcd(a, b);
        let s = a
            .checked_add(b)
            .ok_or_else(|| Failure::at(show((a, b))).answer("a + b", "overflow"))?;
        let (with_a, with_b) = (gcd(s, a), gcd(s, b));
        o.value("gcd", d)
            .value("gcd(a + b, a)", with_a)
            .value("gcd(a + b, b)", with_b);
        Ok(all_one([d, with_a, with_b]))
    })
}

/// fact-tree-reduced's three gcds, gcd(a, b), gcd(a + b, a), gcd(a + b, b), all 1.
fn all_one(gcds: [u64; 3]) -> bool {
    gcds.iter().all(|&d| d == 1)
}

/// The largest bounds of the tree claims whose walks cannot go further (they hold what they walk,
/// or grow faster than a generation), declared with their predicates (`Bound::at_most`) so that a
/// larger request is capped in the report and the plan.
pub(crate) const STERN_RECURSION_MAX: u64 = 22;

pub(crate) const STERN_COPRIME_MAX: u64 = 26;

/// The generations fact-tree-each-rational-once walks at most: its map holds every node.
pub(crate) const EACH_ONCE_MAX: u64 = 24;

/// What fact-tree-each-rational-once allocates at the bound `N`: its map of every node of
/// generations ≤ min(N, 24), (a, b) → (generation, count), 24 bytes an entry.
pub(crate) fn each_rational_once_memory(n: u64) -> u64 {
    hash_map_bytes(nodes_up_to(n.min(EACH_ONCE_MAX)), 24)
}

pub(crate) fn fact_tree_each_rational_once(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n.min(EACH_ONCE_MAX);
    // Where each node stands: its generations, gathered by a walk of every generation first (so
    // that the check at one node sees them all).
    let mut seen: HashMap<(u64, u64), (u32, u32), FxBuild> = HashMap::default();
    for w in walk(1, n as u32) {
        if let Ok((g, a, b)) = walked(&w) {
            let e = seen.entry((a, b)).or_insert((g, 0));
            e.1 += 1;
        }
    }
    let once = run.all(walk(1, n as u32), |w, o| {
        let (g, a, b) = walked(w)?;
        let (first, count) = seen[&(a, b)];
        let d = gcd(a, b);
        o.value("generation", g)
            .value("first generation", first)
            .value("times in the tree", count)
            .value("gcd", d);
        // Once as a pair, and reduced: so once as a rational too.
        Ok(once_and_reduced(count, d))
    });
    // Every reduced a/b with a + b ≤ n + 1 has quotient sum ≤ n, so it must have appeared.
    once.and_then(|| {
        let small = existence_pairs(n).map(|Pair(a, b)| Node(a, b));
        run.all(small, |&Node(a, b), o| {
            let found = seen.get(&(a, b));
            o.value_with("found in generation", || {
                found.map_or("none".to_string(), |(g, _)| g.to_string())
            });
            Ok(found.is_some())
        })
        .with_note(format!(
            "generations ≤ {n}: no node twice; every reduced a/b with a + b ≤ {} appears",
            n + 1
        ))
    })
}

/// (2) as printed in the transcription.
const PRINTED_ENUMERATION: [(u64, u64); 14] = [
    (1, 1),
    (1, 2),
    (2, 1),
    (1, 3),
    (3, 2),
    (2, 3),
    (3, 1),
    (4, 3),
    (3, 5),
    (5, 2),
    (2, 5),
    (5, 3),
    (3, 4),
    (4, 1),
];

/// The printed list with generation 4's first element, 1/4, put back at position 8.
fn corrected_enumeration() -> Vec<(u64, u64)> {
    let mut corrected = PRINTED_ENUMERATION.to_vec();
    corrected.insert(7, (1, 4));
    corrected
}

fn enumeration_check(run: &mut Run<'_>, listed: &[(u64, u64)]) -> Verdict {
    let tree: Vec<(u64, u64)> = match generations_by_children(4) {
        Ok(g) => g.concat(),
        Err(f) => return Verdict::fails(0, f),
    };
    run.all(
        listed
            .iter()
            .enumerate()
            .map(|(i, &x)| At(Listed(i + 1), x)),
        |At(Listed(i), x), o| {
            let t = tree.get(i - 1).copied();
            o.value_with("printed", || show(*x))
                .value_with("tree", || t.map_or("-".into(), show));
            Ok(t == Some(*x))
        },
    )
}

pub(crate) fn example_enumeration_2(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    enumeration_check(run, &PRINTED_ENUMERATION)
}

pub(crate) fn example_enumeration_2_corrected(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    enumeration_check(run, &corrected_enumeration())
}

/// Newman's iteration from `x1 = 1`, against `list`, term by term (`n = 1, 2, …`).
fn newman_against(run: &mut Run<'_>, list: &[(u64, u64)], name: &str) -> Verdict {
    // Newman's x_1, x_2, … as far as the list goes, made before the walk (a pre-pass: the
    // answer at a point does not depend on which points were visited); where the iteration
    // stops on an error, every later point fails with it.
    let mut xs = Vec::with_capacity(list.len());
    let mut stopped = None;
    let mut x = (1u64, 1u64);
    for i in 1..=list.len() {
        if i > 1 {
            match newman_next(x.0, x.1) {
                Ok(next) => x = next,
                Err(e) => {
                    stopped = Some((i, e.to_string()));
                    break;
                }
            }
        }
        xs.push(x);
    }
    run.all(
        list.iter()
            .enumerate()
            .map(|(i, &t)| At(Named("n", i as u64 + 1), t)),
        |At(Named(_, i), expected), o| {
            let Some(&x) = xs.get(*i as usize - 1) else {
                let (at, e) = stopped.clone().unwrap_or_default();
                return Err(Failure::at(format!("n = {at}")).answer("Newman", e));
            };
            o.value_with("Newman", || show(x))
                .value_with(name, || show(*expected));
            Ok(x == *expected)
        },
    )
}

pub(crate) fn fact_newman(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    newman_against(run, &PRINTED_ENUMERATION, "(2) as printed")
}

/// The generations whose nodes fact-newman-corrected holds, built by the children rule, to
/// compare Newman's terms with.
pub(crate) const NEWMAN_BY_CHILDREN_MAX: u64 = 20;

pub(crate) fn fact_newman_corrected(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // The first 2^min(N, 20) − 1 terms against the generations built by the children rule (1);
    // then, for every generation up to N, Newman's generation against the children of Newman's
    // previous generation, streamed (so that the claims that stream generations by Newman's
    // iteration rest on rule (1); the other tree claims walk rule (1) itself).
    let n = run.n as u32;
    let by_children = match generations_by_children(n.min(NEWMAN_BY_CHILDREN_MAX as u32)) {
        Ok(g) => g.concat(),
        Err(f) => return Verdict::fails(0, f),
    };
    let terms = newman_against(run, &by_children, "tree (rule (1))");
    terms.and_then(|| {
        run.all((2..=n).map(Generation), |&Generation(g), o| {
            let err = |e: crate::Error| Failure::at(format!("generation {g}")).answer("walk", e);
            let mother = generation_nodes(g - 1).map_err(err)?;
            let mut newman = generation_nodes(g).map_err(err)?;
            let mut count = 0u64;
            for m in mother {
                let (a, b) = m.map_err(err)?;
                for child in [
                    left_child(a, b).map_err(err)?,
                    right_child(a, b).map_err(err)?,
                ] {
                    count += 1;
                    let got = newman.next().transpose().map_err(err)?;
                    if got != Some(child) {
                        o.value_with("child by rule (1)", || show(child))
                            .value("Newman's node", got.map_or("none".to_string(), show));
                        return Ok(false);
                    }
                }
            }
            let extra = newman.next().is_some();
            o.value("nodes", count).value("extra nodes", extra);
            Ok(!extra)
        })
    })
}

pub(crate) fn fact_stern_recursion(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let limit = 1usize << run.n.min(STERN_RECURSION_MAX);
    // The sequence by its defining recursion, as a table.
    let mut s = vec![0u64; limit + 1];
    s[1] = 1;
    for m in 2..=limit {
        s[m] = if m % 2 == 0 {
            s[m / 2]
        } else {
            s[m / 2] + s[m / 2 + 1]
        };
    }
    run.all(
        (0..=limit as u64).map(|m| Named("n", m)),
        |&Named(_, m), o| {
            let by_digits = stern(m);
            o.value("s(n) by the recursion", s[m as usize])
                .value("s(n) from the binary digits", by_digits);
            Ok(by_digits == s[m as usize])
        },
    )
}

pub(crate) fn fact_stern_coprime(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    run.all(
        (0..(1u64 << run.n.min(STERN_COPRIME_MAX))).map(|m| Named("n", m)),
        |&Named(_, m), o| {
            let (x, y) = stern_by_recursion(m);
            let d = gcd(x, y);
            o.value_with("s(n), s(n+1)", || format!("{x}, {y}"))
                .value("gcd", d);
            Ok(d == 1)
        },
    )
}

/// The generations (indices below 2^N) fact-stern-unique-index walks at most: its map holds
/// every pair.
pub(crate) const STERN_INDEX_MAX: u64 = 24;

/// What fact-stern-unique-index allocates at the bound `N`: its map of the 2^min(N, 24) − 1
/// pairs (s(n), s(n+1)) → (first index, count), 32 bytes an entry.
pub(crate) fn stern_unique_index_memory(n: u64) -> u64 {
    hash_map_bytes(nodes_up_to(n.min(STERN_INDEX_MAX)), 32)
}

pub(crate) fn fact_stern_unique_index(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n.min(STERN_INDEX_MAX);
    // Uniqueness: every pair (s(n), s(n+1)) met once in the range, its indices gathered by a walk
    // of the whole range first (so that a check at one index sees them all).
    let mut indices: HashMap<(u64, u64), (u64, u32), FxBuild> = HashMap::default();
    for m in 1..(1u64 << n) {
        let e = indices.entry(stern_by_recursion(m)).or_insert((m, 0));
        e.1 += 1;
    }
    let unique = run.all(
        (1..(1u64 << n)).map(|m| Named("n", m)),
        |&Named(_, m), o| {
            let pair = stern_by_recursion(m);
            let (first, count) = indices[&pair];
            o.value_with("s(n), s(n+1)", || format!("({}, {})", pair.0, pair.1))
                .value("indices with this pair", count)
                .value("first index", first);
            Ok(count == 1)
        },
    );
    // Existence: every reduced pair with a + b ≤ n + 1 has its index, and s(index) gives it back.
    unique.and_then(|| {
        run.all(existence_pairs(n), |&Pair(a, b), o| {
            let i = stern_index(a, b).map_err(|e| Failure::at(show((a, b))).answer("index", e))?;
            let back = stern_by_recursion(i);
            o.value("n", i)
                .value_with("s(n), s(n+1)", || format!("({}, {})", back.0, back.1));
            Ok(back == (a, b))
        })
    })
}

/// `(s(n), s(n+1))` by Stern's printed recursion, `s(2m) = s(m)`, `s(2m + 1) = s(m) + s(m + 1)`
/// from `s(0) = 0`, `s(1) = 1`, applied top-down (independent of the tree).
fn stern_by_recursion(n: u64) -> (u64, u64) {
    // The recursion unrolled: (s(m), s(m + 1)) for m = 0, then for each binary digit of n
    // from the first, m ↦ 2m or 2m + 1 (the recursive call on n / 2 comes back first, so its
    // digits come first). For n < 2⁶⁴ every value is at most F(65) < 2⁶⁴.
    let (mut sm, mut sm1) = (0u64, 1u64);
    for digit in (0..u64::BITS - n.leading_zeros()).rev() {
        (sm, sm1) = if n >> digit & 1 == 0 {
            (sm, sm + sm1) // s(2m) = s(m), s(2m + 1) = s(m) + s(m + 1)
        } else {
            (sm + sm1, sm1) // s(2m + 1), s(2m + 2) = s(m + 1)
        };
    }
    (sm, sm1)
}

/// `s(n)/s(n+1)` against `list`, term by term from `n = 1`.
fn stern_against(run: &mut Run<'_>, list: impl Iterator<Item = (u64, u64)>, name: &str) -> Verdict {
    run.all(
        list.enumerate()
            .map(|(i, t)| At(Named("n", i as u64 + 1), t)),
        |At(Named(_, i), expected), o| stern_term(*i, *expected, name, o),
    )
}

/// Whether `s(n)/s(n+1)` is `expected`, the term `name` lists at `n`.
fn stern_term(
    n: u64,
    expected: (u64, u64),
    name: &str,
    o: &mut crate::claims::Obs,
) -> Result<bool, Failure> {
    let p = stern_by_recursion(n);
    o.value_with("s(n)/s(n+1)", || show(p))
        .value_with(name, || show(expected));
    Ok(p == expected)
}

pub(crate) fn fact_stern_is_enumeration_2(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    stern_against(run, PRINTED_ENUMERATION.into_iter(), "(2) as printed")
}

pub(crate) fn fact_stern_is_enumeration_2_corrected(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // The tree line by line, term by term from n = 1 (each thread walks pieces of a
    // generation, numbering their nodes; a walk's error is the term where it stopped).
    all_pieces(run, 1, run.n as u32, numbered_piece, |Numbered(i, w), o| {
        let (_, a, b) = walked(w)?;
        stern_term(*i, (a, b), "tree, line by line", o)
    })
}

pub(crate) fn fact_mother_shorter(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    all_nodes(run, 2, run.n as u32, |w, o| {
        let (_, a, b) = walked(w)?;
        let Some((x, y)) = parent(a, b)? else {
            return Err(Failure::at(show((a, b))).answer("mother", "none"));
        };
        o.value_with("mother", || show((x, y)))
            .value("length", x + y);
        Ok(mother_shorter_holds(x + y, (a, b)))
    })
}

/// fact-mother-shorter at a/b whose mother has length `len`: `len` is a or b, and below a + b.
fn mother_shorter_holds(len: u64, (a, b): (u64, u64)) -> bool {
    (len == a || len == b) && len < a + b
}

pub(crate) fn fact_mother_missing_too(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "it follows from (1) that also the mother of a/b does not appear": by its contrapositive,
    // a/b is a child of its mother by rule (1), so it appears if she does. The mother by the
    // inverse of (1), the children by (1) itself.
    let nodes = ordered_pairs(1, run.n)
        .filter(|&Pair(a, b)| a != b && gcd(a, b) == 1)
        .map(|Pair(a, b)| Node(a, b));
    run.all(nodes, |&Node(a, b), o| {
        let Some((x, y)) = parent(a, b)? else {
            return Err(Failure::at(show((a, b))).answer("mother", "none"));
        };
        let child = if left_child(x, y)? == (a, b) {
            "left"
        } else if right_child(x, y)? == (a, b) {
            "right"
        } else {
            "neither"
        };
        let reduced = gcd(x, y) == 1;
        o.value_with("mother", || show((x, y)))
            .value("mother reduced", reduced)
            .value("a/b is her child", child);
        Ok(mother_holds(reduced, child))
    })
}

/// fact-mother-missing-too at a/b: the mother is reduced, and a/b is her left or right child.
fn mother_holds(reduced: bool, child: &str) -> bool {
    reduced && child != "neither"
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::claims::{Obs, Status};

    /// Each part refused alone: off the right branch, off the left, a meet that is not the node;
    /// a mother not reduced, a/b neither of her children.
    #[test]
    fn branches_and_mother_refuse_each_part() {
        assert!(branches_determine(true, true, true));
        assert!(!branches_determine(false, true, true));
        assert!(!branches_determine(true, false, true));
        assert!(!branches_determine(true, true, false));
        assert!(mother_holds(true, "left"));
        assert!(mother_holds(true, "right"));
        assert!(!mother_holds(false, "left"));
        assert!(!mother_holds(true, "neither"));
    }

    /// 3/5's mother 3/2 has length 5 = b < 8; refused: a length that is neither entry (4, though
    /// below 8), and one that is an entry but not below the sum (2 at 2/0, no node: the decision
    /// alone).
    #[test]
    fn mother_shorter_by_hand() {
        assert!(mother_shorter_holds(5, (3, 5)));
        assert!(mother_shorter_holds(3, (3, 5)));
        assert!(!mother_shorter_holds(4, (3, 5)));
        assert!(!mother_shorter_holds(2, (2, 0)));
    }

    /// Each gcd of fact-tree-reduced refused alone (the three are equal at every pair: no node
    /// can tell them apart).
    #[test]
    fn all_one_refuses_each_gcd() {
        assert!(all_one([1, 1, 1]));
        assert!(!all_one([2, 1, 1]));
        assert!(!all_one([1, 2, 1]));
        assert!(!all_one([1, 1, 2]));
    }

    /// The unrolled recursion is the recursion: against the table `s(0) = 0`, `s(1) = 1`,
    /// `s(2m) = s(m)`, `s(2m + 1) = s(m) + s(m + 1)` up to 2¹⁶ + 1; and at u64::MAX, whose
    /// digits are all 1: (s(2ᵏ − 1), s(2ᵏ)) = (k, 1).
    #[test]
    fn stern_unrolled_is_the_recursion() {
        let limit = 1usize << 16;
        let mut s = vec![0u64; limit + 2];
        s[1] = 1;
        for m in 2..=limit + 1 {
            s[m] = if m % 2 == 0 {
                s[m / 2]
            } else {
                s[m / 2] + s[m / 2 + 1]
            };
        }
        for n in 0..=limit {
            assert_eq!(stern_by_recursion(n as u64), (s[n], s[n + 1]), "n = {n}");
        }
        assert_eq!(stern_by_recursion(u64::MAX), (64, 1));
    }

    /// Numbered pieces number the nodes 1, 2, … in the order the walk meets them, whatever
    /// the piece's start: generations 1 to 17 cut every 1 000 nodes (pieces across the ends
    /// of no generation), printed `n = …`; Stern's terms hold there and fail on a shifted
    /// number.
    #[test]
    fn numbered_pieces_count_the_walk() {
        let walked_in_order: Vec<(u64, String)> = walk(1, 17)
            .zip(1u64..)
            .map(|(w, n)| (n, w.to_string()))
            .collect();
        let mut numbered = Vec::new();
        for g in 1..=17 {
            let size = generation_size(g);
            for start in (0..size).step_by(1_000) {
                numbered.extend(
                    numbered_piece(g, start, 1_000.min(size - start))
                        .map(|Numbered(n, w)| (n, w.to_string())),
                );
            }
        }
        assert_eq!(numbered, walked_in_order);
        assert_eq!(numbered_piece(3, 2, 1).next().unwrap().to_string(), "n = 6");
        let term = |shift: u64| {
            move |Numbered(n, w): &Numbered, o: &mut Obs| {
                let (_, a, b) = walked(w)?;
                stern_term(n + shift, (a, b), "tree", o)
            }
        };
        let held = all_pieces(&mut Run::whole(17), 1, 17, numbered_piece, term(0));
        assert_eq!((held.status, held.cases), (Status::Holds, (1 << 17) - 1));
        let shifted = all_pieces(&mut Run::whole(17), 1, 17, numbered_piece, term(1));
        assert_eq!(shifted.status, Status::Fails);
        assert_eq!(shifted.cases, 1);
    }
}
