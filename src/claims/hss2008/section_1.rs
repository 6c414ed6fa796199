//! hss2008 §1: the predicates of the statements of its prose, outside its numbered results.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!(
            "fact-cantor-first-appearance-reduced",
            PAIRS,
            fact_cantor_first_appearance_reduced,
        )
        .reads(reads![])
        .cases_exactly(cases::triangle),
        claim!(
            "fact-rationals-countable-reals-uncountable",
            GENERATIONS.at_most(COUNTABLE_MAX),
            fact_rationals_countable_reals_uncountable,
        )
        .reads(reads![])
        .owns_memory(rationals_countable_memory)
        .cases(|n| cases::pow2(n.saturating_add(1))),
        claim!(
            "fact-cantor-scheme-enumerates-rationals",
            PAIRS.at_most(CANTOR_MAX),
            fact_cantor_scheme_enumerates_rationals,
        )
        .reads(reads![])
        .owns_memory(cantor_scheme_memory),
    ]
}

/// The peak bytes of a vector grown to `len` elements of `size` bytes (its capacity doubled as
/// it grew, the old buffer beside the new while it last grew).
fn vec_bytes(len: u64, size: u64) -> u64 {
    let capacity = len.checked_next_power_of_two().unwrap_or(u64::MAX);
    let buffer = capacity.saturating_mul(size);
    buffer.saturating_add(buffer / 2)
}

/// A term of a list of ℚ: its sign (−1, 0, 1) and `|p|/q`, reduced (`0` is `(0, 0, 1)`).
type SignedFraction = (i8, u64, u64);

/// A term printed as the list holds it: `0`, `2/3`, `−2/3`.
fn show_signed((s, p, q): SignedFraction) -> String {
    match s {
        0 => "0".to_string(),
        1 => format!("{p}/{q}"),
        _ => format!("−{p}/{q}"),
    }
}

/// `0`, then `x, −x` for each `x` of `positive`: a list of ℚ made from one of ℚ⁺.
fn with_signs(positive: impl ExactSizeIterator<Item = (u64, u64)>) -> Vec<SignedFraction> {
    // Made at its full size: the list is the largest vector of the claims that use it.
    let mut list = Vec::with_capacity(positive.len().saturating_mul(2).saturating_add(1));
    list.push((0, 0, 1));
    for (p, q) in positive {
        list.push((1, p, q));
        list.push((-1, p, q));
    }
    list
}

/// The rationals `p/q` with `|p| + q ≤ n + 1` (reduced, `q ≥ 1`): `zero 0/1`, then `positive a/b`
/// by `a + b`, then `a`, then `negative a/b` in the same order.
fn small_rationals(n: u64) -> impl Iterator<Item = In<&'static str, Node>> {
    let reduced = move || existence_pairs(n).map(|Pair(a, b)| Node(a, b));
    std::iter::once(In("zero", Node(0, 1)))
        .chain(reduced().map(|x| In("positive", x)))
        .chain(reduced().map(|x| In("negative", x)))
}

/// Where each term of a list of ℚ stands (its first place, from 1) and how often it appears.
/// Kept in a flat array by the term's place when every term is `±p/q` with `q ≥ 1` and
/// `p + q ≤ L` for an `L` that makes the array at most [`FLAT_CELLS_PER_TERM`] cells a term
/// (Cantor's list: 8 bytes a cell, where a hash map took some 60 bytes a term and most of the
/// claim's time); in a hash map otherwise (the Calkin–Wilf list, whose terms reach F(22)).
enum Places {
    /// `cells[3·t(t − 1)/2 + 3p + sign + 1]` for `t = p + q ≤ limit` (`(0, 0)`: not in the
    /// list).
    Flat {
        limit: u64,
        cells: Vec<(u32, u32)>,
    },
    Hashed(HashMap<SignedFraction, (usize, u32), FxBuild>),
}

/// The cells a flat [`Places`] may have for each term of the list.
const FLAT_CELLS_PER_TERM: u64 = 4;

/// The cells of a flat [`Places`] for terms with `p + q ≤ limit`: three signs for each `(p, q)`,
/// `q ≥ 1`, numbered by `p + q`, then `p`.
fn flat_cells(limit: u64) -> u64 {
    limit
        .saturating_mul(limit.saturating_add(1))
        .saturating_mul(3)
        / 2
}

/// The cell of `(sign, p, q)` in a flat [`Places`], if it has one (`q ≥ 1`, `p + q ≤ limit`).
fn flat_cell((s, p, q): SignedFraction, limit: u64) -> Option<usize> {
    let t = p.checked_add(q).filter(|&t| q >= 1 && t <= limit)?;
    let place = t * (t - 1) / 2 + p;
    usize::try_from(place * 3 + (s + 1) as u64).ok()
}

impl Places {
    /// Every term's first place and count, found by a walk of the whole list.
    fn of(list: &[SignedFraction]) -> Places {
        let limit = list.iter().try_fold(0u64, |m, &(_, p, q)| {
            (q >= 1).then(|| m.max(p.saturating_add(q)))
        });
        let terms = list.len() as u64;
        let flat = limit.filter(|&l| {
            terms < u64::from(u32::MAX)
                && flat_cells(l) <= terms.saturating_mul(FLAT_CELLS_PER_TERM)
        });
        match flat {
            Some(limit) => {
                let mut cells = vec![(0u32, 0u32); flat_cells(limit) as usize];
                for (i, &x) in list.iter().enumerate() {
                    // Every term has its cell: `limit` is the largest p + q.
                    if let Some(c) = flat_cell(x, limit) {
                        let cell = &mut cells[c];
                        if cell.1 == 0 {
                            cell.0 = (i + 1) as u32;
                        }
                        cell.1 += 1;
                    }
                }
                Places::Flat { limit, cells }
            }
            None => {
                let mut seen = HashMap::with_capacity_and_hasher(list.len(), FxBuild::default());
                for (i, &x) in list.iter().enumerate() {
                    seen.entry(x).or_insert((i + 1, 0)).1 += 1;
                }
                Places::Hashed(seen)
            }
        }
    }

    /// The first place of `x` and how often it appears (`(0, 0)` when it does not).
    fn get(&self, x: SignedFraction) -> (usize, u32) {
        match self {
            Places::Flat { limit, cells } => flat_cell(x, *limit)
                .and_then(|c| cells.get(c))
                .map_or((0, 0), |&(at, times)| (at as usize, times)),
            Places::Hashed(seen) => seen.get(&x).copied().unwrap_or((0, 0)),
        }
    }
}

/// A list of ℚ reaches every rational exactly once, on its finite consequence: every term is
/// reduced and met once in the list (points `position i`), and every rational with
/// `|p| + q ≤ n + 1` is met (points `zero 0/1`, `positive a/b`, `negative a/b`).
fn lists_the_rationals(run: &mut Run<'_>, list: &[SignedFraction], n: u64) -> Verdict {
    // Where each term stands, and how often: found by a walk of the whole list first, so that
    // the check at one point does not depend on which points are looked at.
    let seen = Places::of(list);
    let terms = run.all(
        list.iter().enumerate().map(|(i, &x)| At(Listed(i + 1), x)),
        |At(_, x), o| {
            let (_, times) = seen.get(*x);
            let d = gcd(x.1, x.2);
            o.value_with("term", || show_signed(*x))
                .value("times in the list", times)
                .value("reduced", d == 1);
            Ok(once_and_reduced(times, d))
        },
    );
    terms.and_then(|| {
        run.all(small_rationals(n), |In(sign, Node(p, q)), o| {
            let s = match *sign {
                "zero" => 0,
                "positive" => 1,
                _ => -1,
            };
            let (at, times) = seen.get((s, *p, *q));
            o.value_with("position in the list", || {
                if times == 0 {
                    "none".to_string()
                } else {
                    at.to_string()
                }
            });
            Ok(times > 0)
        })
    })
}

/// The generations fact-rationals-countable-reals-uncountable lists at most.
pub(crate) const COUNTABLE_MAX: u64 = 20;

/// What [`lists_the_rationals`] allocates for a list of `positive` positive terms (and as many
/// negative, and 0) whose places are hashed, made from a vector of them: the vector, the list
/// (24 bytes a term, made at its size) and the map of where each term stands (40 bytes an entry, made at its full
/// size: it never grows, so no older table stands beside it).
fn list_memory(positive: u64) -> u64 {
    let terms = positive.saturating_mul(2).saturating_add(1);
    let map = hash_map_bytes(terms, 40);
    vec_bytes(positive, 16)
        .saturating_add(terms.saturating_mul(24))
        .saturating_add(map - map / 3)
}

/// What fact-rationals-countable-reals-uncountable allocates at the bound `N`: the list of the
/// nodes of generations ≤ min(N, 20).
pub(crate) fn rationals_countable_memory(n: u64) -> u64 {
    list_memory(nodes_up_to(n.min(COUNTABLE_MAX)))
}

pub(crate) fn fact_rationals_countable_reals_uncountable(
    _ctx: &Ctx<'_>,
    run: &mut Run<'_>,
) -> Verdict {
    // ℚ is countable: the list 0, x1, −x1, x2, −x2, … of the Calkin–Wilf nodes x1, x2, … (rule
    // (1), line by line) holds every rational once, to the bound.
    let n = run.n.min(COUNTABLE_MAX);
    let mut nodes = Vec::new();
    for w in walk(1, n as u32) {
        match walked(&w) {
            Ok((_, a, b)) => nodes.push((a, b)),
            Err(f) => return Verdict::fails(0, f),
        }
    }
    let list = with_signs(nodes.into_iter());
    let countable = lists_the_rationals(run, &list, n);
    // ℝ is uncountable, on the finite form of Cantor's diagonal argument: for every list of k
    // words of k binary digits, the word whose i-th digit differs from the i-th word's is in no
    // place of the list.
    countable.and_then(|| {
        run.all((1..=4u64).map(|k| Named("k", k)), |&Named(_, k), o| {
            let (lists, holding) = lists_holding(k as u32, diagonal_word);
            o.value("lists of k words of k digits", lists)
                .value("lists holding their diagonal word", holding);
            Ok(holding == 0)
        })
    })
}

/// The lists of `k` words of `k` binary digits, counted, and how many of them hold the word
/// `word_for` makes of them.
fn lists_holding(k: u32, word_for: impl Fn(u64, u32) -> u64) -> (u64, u64) {
    let mut lists = 0u64;
    let mut holding = 0u64;
    for code in 0..list_count(k) {
        let word = word_for(code, k);
        lists += 1;
        holding += u64::from((0..k).any(|i| list_word(code, i, k) == word));
    }
    (lists, holding)
}

/// How many lists of `k` words of `k` binary digits there are: 2^(k²).
fn list_count(k: u32) -> u64 {
    1u64 << (k * k)
}

/// The `i`-th word of the list of `k` words of `k` binary digits numbered `code` (word `i` is
/// digits `i·k` to `i·k + k − 1` of `code`).
fn list_word(code: u64, i: u32, k: u32) -> u64 {
    (code >> (i * k)) & ((1u64 << k) - 1)
}

/// The diagonal word of list `code`: its `i`-th digit differs from the `i`-th word's.
fn diagonal_word(code: u64, k: u32) -> u64 {
    (0..k)
        .map(|i| (1 - (list_word(code, i, k) >> i & 1)) << i)
        .sum()
}

/// The anti-diagonals p + q ≤ N + 1 fact-cantor-scheme-enumerates-rationals reads at most.
pub(crate) const CANTOR_MAX: u64 = 2000;

/// What fact-cantor-scheme-enumerates-rationals allocates at the bound `N`: for the
/// anti-diagonals p + q ≤ M + 1, M = min(N, 2000), the flags of the values seen (a byte a
/// cell) and the list of the values, one per reduced p/q, φ(s) of them on the diagonal
/// p + q = s (counted by a sieve of Euler's totient), with the places of its terms (flat when
/// [`Places::of`] makes them so, as it does at every bound: a hash map otherwise).
pub(crate) fn cantor_scheme_memory(n: u64) -> u64 {
    let top = n.min(CANTOR_MAX) as usize + 1;
    let mut phi: Vec<u64> = (0..=top as u64).collect();
    for p in 2..=top {
        if phi[p] == p as u64 {
            for multiple in (p..=top).step_by(p) {
                phi[multiple] -= phi[multiple] / p as u64;
            }
        }
    }
    let values: u64 = phi.iter().skip(2).sum();
    let terms = values.saturating_mul(2).saturating_add(1);
    let flat = flat_cells(top as u64);
    let places = if flat <= terms.saturating_mul(FLAT_CELLS_PER_TERM) {
        flat.saturating_mul(8)
    } else {
        let map = hash_map_bytes(terms, 40);
        map - map / 3
    };
    (cantor_place(1, top as u64) as u64)
        .saturating_add(vec_bytes(values, 16))
        .saturating_add(terms.saturating_mul(24))
        .saturating_add(places)
}

pub(crate) fn fact_cantor_scheme_enumerates_rationals(
    _ctx: &Ctx<'_>,
    run: &mut Run<'_>,
) -> Verdict {
    // Cantor's array p/q read along the anti-diagonals p + q = 2, 3, … (p increasing along
    // each), a value kept where it first appears: a list of ℚ⁺; then 0, x, −x: a list of ℚ.
    // The cell is kept as the array holds it (p/q, not reduced here), so that the list's terms
    // being reduced, and every small rational being met, are checked rather than made.
    let n = run.n.min(CANTOR_MAX);
    // The values seen, by the reduced cell's place in the reading (a flat array: a hash set
    // of them was a fifth of the claim's time).
    let mut seen = vec![false; cantor_place(1, n + 1)];
    let mut positive = Vec::new();
    for s in 2..=n + 1 {
        for p in 1..s {
            let q = s - p;
            let d = gcd(p, q);
            let value = &mut seen[cantor_place(p / d, q / d)];
            if !*value {
                *value = true;
                positive.push((p, q));
            }
        }
    }
    lists_the_rationals(run, &with_signs(positive.into_iter()), n)
}

pub(crate) fn fact_cantor_first_appearance_reduced(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Cantor's array p/q (p, q ≥ 1) read along the anti-diagonals p + q = 2, 3, …: each value
    // first appears reduced; every later appearance is an integer multiple of that one; and
    // "infinitely often" on its finite consequence: on the diagonals up to N + 1 the value p/q
    // (reduced) appears ⌊(N + 1)/(p + q)⌋ times, a count without bound as N grows. The first
    // appearances and the counts are found by a walk of the whole array first, so that the
    // check at a point does not depend on which points are looked at.
    // (A flat array by the reduced pair's place in that reading: 4 bytes a cell, where a hash
    // map took some 50 and 5 GB at N = 16384.)
    let n = run.n;
    let cells = move || (2..=n + 1).flat_map(|s| (1..s).map(move |p| Node(p, s - p)));
    // The cells of the diagonals 2 … N + 1, N(N + 1)/2: the place of the first cell past them,
    // (1, N + 1) on the diagonal N + 2.
    let count = cantor_place(1, n + 1);
    if u32::try_from(count).is_err() {
        return Verdict::fails(
            0,
            Failure::at(format!("N = {n}")).answer("error", "too many cells to number in 32 bits"),
        );
    }
    const NONE: u32 = u32::MAX;
    let mut first: Vec<u32> = vec![NONE; count];
    // Appearances of each value (at most (N + 1)/2 ≤ 16 384 for the largest N).
    let mut times: Vec<u16> = vec![0; count];
    for (i, Node(p, q)) in cells().enumerate() {
        let d = gcd(p, q);
        let at = cantor_place(p / d, q / d);
        if first[at] == NONE {
            first[at] = i as u32;
        }
        times[at] = times[at].saturating_add(1);
    }
    run.all(cells(), |&Node(p, q), o| {
        let d = gcd(p, q);
        let at = cantor_place(p / d, q / d);
        let f = cantor_cell(first[at]);
        let appearances = u64::from(times[at]);
        // What is shown does not depend on the bound (the count does, and is checked, not
        // shown): the value's next appearance, on a later diagonal.
        o.value("reduced", d == 1)
            .value_with("first appearance", || show(f))
            .value_with("next appearance", || show((p + p / d, q + q / d)));
        Ok(first_appearance_holds(
            appearances,
            (n + 1) / (p / d + q / d),
            f == (p, q),
            d,
            f == (p / d, q / d),
        ))
    })
}

/// At a cell with d = gcd(p, q): its value appears `appearances` times, `times` =
/// ⌊(N + 1)/(p/d + q/d)⌋; and its first appearance is this cell (`here`) when it is reduced,
/// else the reduced cell (p/d, q/d) (`at_reduced`).
fn first_appearance_holds(
    appearances: u64,
    times: u64,
    here: bool,
    d: u64,
    at_reduced: bool,
) -> bool {
    appearances == times && if here { d == 1 } else { d > 1 && at_reduced }
}

/// The place of `(p, q)` (p, q ≥ 1) in the reading of Cantor's array along the anti-diagonals:
/// the diagonals before p + q, then p − 1.
fn cantor_place(p: u64, q: u64) -> usize {
    let s = p + q;
    ((s - 2) * (s - 1) / 2 + (p - 1)) as usize
}

/// The cell read `i`-th (from 0): the diagonal s with (s − 2)(s − 1)/2 ≤ i, then p.
fn cantor_cell(i: u32) -> (u64, u64) {
    let i = u64::from(i);
    // k = s − 1, the largest with k(k − 1)/2 ≤ i: ⌊(1 + √(1 + 8i))/2⌋, which is
    // ⌊(1 + ⌊√(1 + 8i)⌋)/2⌋ = ⌈⌊√(1 + 8i)⌋/2⌉ (⌊y/2⌋ = ⌊⌊y⌋/2⌋ for real y ≥ 0): exact.
    let k = (1 + 8 * i).isqrt().div_ceil(2);
    let p = i - k * (k - 1) / 2 + 1;
    (p, k + 1 - p)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// No list of two words of two digits holds its diagonal word (16 lists); each holds its
    /// first word; and of the 16, the 7 whose words include 00 hold 00 (by hand: 16 − 3·3).
    #[test]
    fn lists_holding_by_hand() {
        assert_eq!(lists_holding(2, diagonal_word), (16, 0));
        assert_eq!(lists_holding(2, |code, k| list_word(code, 0, k)), (16, 16));
        assert_eq!(lists_holding(2, |_, _| 0), (16, 7));
    }

    /// 2^(k²) lists: 2 of one word of one digit, 16 of two words of two digits, 512 of three.
    /// The root's branches at n = 3: 1/3 and 3/1; either wrong alone is refused.
    #[test]
    fn list_count_and_root_branches_by_hand() {
        assert_eq!((list_count(1), list_count(2), list_count(3)), (2, 16, 512));
        assert!(root_branches_hold((1, 3), (3, 1), 3));
        assert!(!root_branches_hold((1, 2), (3, 1), 3));
        assert!(!root_branches_hold((1, 3), (3, 2), 3));
    }

    /// Lists of two words of two digits, by hand: code 0b01_00 holds 00 and 01, its diagonal
    /// flips digit 0 of 00 and digit 1 of 01: 11; code 0b11_10 holds 10 and 11: diagonal 01.
    /// Three words of three digits: code 0b100_010_001 holds 001, 010, 100 (the identity),
    /// diagonal 000.
    #[test]
    fn diagonal_by_hand() {
        assert_eq!(
            (list_word(0b01_00, 0, 2), list_word(0b01_00, 1, 2)),
            (0b00, 0b01)
        );
        assert_eq!(diagonal_word(0b01_00, 2), 0b11);
        assert_eq!(
            (list_word(0b11_10, 0, 2), list_word(0b11_10, 1, 2)),
            (0b10, 0b11)
        );
        assert_eq!(diagonal_word(0b11_10, 2), 0b01);
        assert_eq!(list_word(0b100_010_001, 2, 3), 0b100);
        assert_eq!(diagonal_word(0b100_010_001, 3), 0);
    }

    /// fact-cantor-first-appearance-reduced at one cell, each part refused alone: 2/4 (d = 2)
    /// at N = 9 appears ⌊10/3⌋ = 3 times, first at 1/2; 1/2 itself (d = 1) first here.
    #[test]
    fn first_appearance_refuses_each_part() {
        assert!(first_appearance_holds(3, 3, false, 2, true));
        assert!(first_appearance_holds(3, 3, true, 1, true));
        assert!(!first_appearance_holds(2, 3, false, 2, true));
        assert!(!first_appearance_holds(2, 3, true, 1, true));
        assert!(!first_appearance_holds(3, 3, false, 2, false));
        assert!(!first_appearance_holds(3, 3, false, 1, true));
        assert!(!first_appearance_holds(3, 3, true, 2, true));
    }

    /// Cantor's array read along its anti-diagonals: (1, 1); (1, 2), (2, 1); (1, 3), (2, 2),
    /// (3, 1); … numbered from 0, both ways. The last cell a u32 numbers: diagonal k + 1 with
    /// k = 92682 the largest with k(k − 1)/2 = 4294930221 ≤ 2³² − 1, then p = 2³² − 1 −
    /// 4294930221 + 1 = 37075, q = k + 1 − p = 55608; and the two cells either side of that
    /// diagonal's start.
    #[test]
    fn cantor_reading_by_hand() {
        let read = [
            (1, 1),
            (1, 2),
            (2, 1),
            (1, 3),
            (2, 2),
            (3, 1),
            (1, 4),
            (2, 3),
            (3, 2),
            (4, 1),
            (1, 5),
        ];
        for (i, &(p, q)) in read.iter().enumerate() {
            assert_eq!(cantor_place(p, q), i, "({p}, {q})");
            assert_eq!(cantor_cell(i as u32), (p, q), "{i}");
        }
        for (i, cell) in [
            (4294930220, (92681, 1)),
            (4294930221, (1, 92682)),
            (u32::MAX, (37075, 55608)),
        ] {
            assert_eq!(cantor_cell(i), cell, "{i}");
            assert_eq!(cantor_place(cell.0, cell.1), i as usize, "{cell:?}");
        }
    }
}
