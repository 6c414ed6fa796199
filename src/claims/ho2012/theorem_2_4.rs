//! ho2012 Theorem 2.4: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("theorem-2-4", TRIPLES, theorem_2_4).reads(reads![G1, G2]),
        claim!("fact-proof-theorem-2-4", TRIPLES, fact_proof_theorem_2_4).reads(reads![G2]),
        claim!(
            "conjecture-collins-lengyel",
            TRIPLES,
            conjecture_collins_lengyel,
        )
        .reads(reads![THREE_EUCLID])
        .cases(|n| cases::cube_part(n, 1, 36)),
    ]
}

fn theorem_2_4(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n;
    implication(
        ctx,
        run,
        &BOTH,
        false,
        move |a, _, c| c + a <= n,
        |t, a, b, c, o| {
            let (x, y) = (t.is_p(a, b, c)?, t.is_p(a, b + a, c + a)?);
            o.value("P", x).value("(a, b + a, c + a) P", y);
            Ok(x == y)
        },
    )
}

/// The conjecture's hypothesis "b, c > a²" at a sorted triple (c > a² follows from c ≥ b), in
/// the box where (a, b + a, c + a) has entries ≤ `n` too.
fn collins_lengyel_box(a: u64, b: u64, c: u64, n: u64) -> bool {
    b > a * a && c + a <= n
}

fn conjecture_collins_lengyel(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n;
    let t = triple_truth!(ctx, ThreeEuclid, false, n);
    let domain = triples(n).filter(|&Triple(a, b, c)| collins_lengyel_box(a, b, c, n));
    let verdict = run.all(domain, |&Triple(a, b, c), o| {
        let (x, y) = (t.is_p(a, b, c)?, t.is_p(a, b + a, c + a)?);
        o.value("3-Euclid P", x).value("(a, b + a, c + a) P", y);
        Ok(x == y)
    });
    if !whole_run_held(verdict.status, run.is_sampling()) {
        return verdict;
    }
    match threshold_note(n, |a, b, c| t.is_p(a, b, c)) {
        Ok(note) => verdict.with_note(note),
        Err(f) => Verdict::fails(verdict.cases, f),
    }
}

/// How much of the threshold a² is needed, the note of a whole run that held: for each
/// a ≤ min(N/4, 12), the largest b (a ≤ b ≤ c, c + a ≤ N) at which (a, b, c) ∈ 𝒫 ⟺
/// (a, b + a, c + a) ∈ 𝒫 fails without any threshold (b, c above it suffice there). One above a²
/// would be a point of the box, where the conjecture's walk fails first (on a stride that holds,
/// at another stride's point, which fails the merged verdict).
fn threshold_note(
    n: u64,
    is_p: impl Fn(u64, u64, u64) -> Result<bool, Failure>,
) -> Result<String, Failure> {
    let mut needed: Vec<String> = Vec::new();
    for a in 1..=(n / 4).min(12) {
        let mut worst: Option<u64> = None;
        for c in a..=n - a {
            for b in a..=c {
                if is_p(a, b, c)? != is_p(a, b + a, c + a)? {
                    worst = Some(worst.map_or(b, |w| w.max(b)));
                }
            }
        }
        let shown = worst.map_or("none".to_string(), |w| format!("b ≤ {w}"));
        needed.push(format!("a = {a}: failures at {shown} (a² = {})", a * a));
    }
    Ok(format!(
        "a conjecture, seen only inside the box, entries ≤ {n}; without the threshold: {}",
        needed.join("; ")
    ))
}

fn fact_proof_theorem_2_4(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Proof of Theorem 2.4 (G2), m = ⌊b/a⌋, r = b − ma. Necessary condition: "We have na + r + a
    // ≤ ma + r + a = b + a ≤ c + a." (n ≤ m) "Next, assume that n ≥ m+2 and so na+r ≥ b+2a. Note
    // that a+b > c by Lemma 2.1 and so na+r > c+a." "Since there exists a move from p = (a, c+a,
    // na+r) to q, we have q ∈ N and so (a, b+a, c+a−ja) ∈ P for some positive integer j. By
    // Lemma 2.1, we have b + a < a + c + a − ja which implies j = 1, as b + a > c" "Note that b +
    // a > c and so there is a move from (a, b+a, c) to (a, b, c)". Converse: "Since there exists
    // a 1–3 move from (a, b + a, c + a) to (a, c, b + a), we have (a, c, b + a) ∈ N. Then there
    // exists a move from (a, c, b + a) to some P-position p'. Since b + a > c, p' must be of the
    // form (a, b + a − ja, c) for some j ≥ 1. By Lemma 2.1, we have a + b + a − ja > c, and so
    // j = 1."
    let n = run.n;
    implication(
        ctx,
        run,
        &[G2],
        false,
        move |a, _, c| c + a <= n,
        move |t, a, b, c, o| {
            let (m, r) = (b / a, b % a);
            let case_low = (0..=m).all(|k| all_hold(&theorem_2_4_low(a, b, c, m, r, k)));
            let below = c < a + b;
            let case_high =
                theorem_2_4_high_ns(a, m, n).all(|k| all_hold(&theorem_2_4_high(a, b, c, r, k)));
            let q = triple(a, b + a, c + a);
            // (a, c + a, na + r) → q, for every n ≥ m + 2 with na + r ≤ N (then na + r > c + a).
            let to_q = !below
                || theorem_2_4_xs(a, m, r, n)
                    .into_iter()
                    .all(|x| is_option(G2, triple(a, c + a, x), q));
            let vq = val(t, q)?;
            let q_form = minus_multiples(a, b + a, c + a);
            let q_of_form = options(G2, &q).iter().all(|x| q_form.contains(x));
            let q_p_option = option_of_value(t, &q, 0)?;
            // b + a < 2a + c − ja and b + a > c leave j = 1 only.
            let [js, js_converse] = theorem_2_4_js(a, b, c);
            let j_one = js.into_iter().all(|j| theorem_2_4_j_one(a, b, c, j));
            let down = !below || is_option(G2, triple(a, b + a, c), [a, b, c]);
            let y = triple(a, c, b + a);
            let (v, vy) = (val(t, [a, b, c])?, val(t, y)?);
            let y_from_q = is_option(G2, q, y);
            let y_p_option = option_of_value(t, &y, 0)?;
            // With b + a > c, b + a is the largest entry of (a, c, b + a).
            let y_of_form = !below || {
                let form = minus_multiples(a, c, b + a);
                options(G2, &y).iter().all(|x| form.contains(x))
            };
            // a + b + a − ja > c with b ≤ c leaves j = 1 only.
            let j_one_converse = js_converse
                .into_iter()
                .all(|j| theorem_2_4_j_one_converse(a, b, c, j));
            o.value("P", v == 0)
                .value("n ≤ m: na + r + a ≤ b + a ≤ c + a", case_low)
                .value("n ≥ m + 2: na + r ≥ b + 2a (> c + a)", case_high)
                .value("(a, b + a, c + a) an option of (a, c + a, na + r)", to_q)
                .value("(a, b + a, c + a) P", vq == 0)
                .value(
                    "options of (a, b + a, c + a) of the form (a, b + a, c + a − ja)",
                    q_of_form,
                )
                .value("b + a < 2a + c − ja forces j = 1", j_one)
                .value("(a, b, c) an option of (a, b + a, c)", down)
                .value("(a, c, b + a) an option of (a, b + a, c + a)", y_from_q)
                .value("(a, c, b + a) P", vy == 0)
                .value(
                    "options of (a, c, b + a) of the form (a, b + a − ja, c)",
                    y_of_form,
                )
                .value("a + b + a − ja > c forces j = 1", j_one_converse);
            Ok(all_hold(&[
                case_low,
                case_high,
                to_q,
                q_of_form,
                vq == 0 || q_p_option.is_some(),
                j_one,
                down,
                y_from_q,
                vq != 0 || vy != 0,
                vy == 0 || y_p_option.is_some(),
                y_of_form,
                j_one_converse,
            ]))
        },
    )
}

/// Theorem 2.4's proof, its case n ≤ m (m = ⌊b/a⌋, r = b − ma), at one n: the links of
/// "na + r + a ≤ ma + r + a = b + a ≤ c + a", each as printed. For any inputs: its unit test gives
/// it some that no point of the domain has (n > m, a wrong m or r, b > c), where a link is false.
fn theorem_2_4_low(a: u64, b: u64, c: u64, m: u64, r: u64, n: u64) -> [bool; 3] {
    [
        n * a + r + a <= m * a + r + a,
        m * a + r + a == b + a,
        b + a <= c + a,
    ]
}

/// Theorem 2.4's proof, its case n ≥ m + 2, at one n: "na + r ≥ b + 2a", and, when c < a + b
/// ("a + b > c by Lemma 2.1"), "na + r > c + a" (true when c ≥ a + b, where the proof does not
/// say it). For any inputs, as `theorem_2_4_low`.
fn theorem_2_4_high(a: u64, b: u64, c: u64, r: u64, n: u64) -> [bool; 2] {
    [n * a + r >= b + 2 * a, c >= a + b || n * a + r > c + a]
}

/// Theorem 2.4's proof: the j ≥ 1 it takes multiples of, from q's third entry c + a ("c + a −
/// ja"), and in the converse from y's b + a ("b + a − ja").
pub(super) fn theorem_2_4_js(a: u64, b: u64, c: u64) -> [Vec<u64>; 2] {
    [multiples_below(1, a, c + a), multiples_below(1, a, b + a)]
}

/// The n of the case n ≥ m + 2 that are checked: m + 2 ≤ n ≤ N/a + 2 (at the last two, na > N,
/// past every position the tables hold).
fn theorem_2_4_high_ns(a: u64, m: u64, big_n: u64) -> std::ops::RangeInclusive<u64> {
    m + 2..=big_n / a + 2
}

/// The na + r of Theorem 2.4's proof for n ≥ m + 2 that are at most N, in order: the third
/// entries of the positions (a, c + a, na + r) it moves from to q.
fn theorem_2_4_xs(a: u64, m: u64, r: u64, big_n: u64) -> Vec<u64> {
    (m + 2..)
        .map(|n| n * a + r)
        .take_while(|&x| x <= big_n)
        .collect()
}

/// Theorem 2.4's proof at one j: "b + a < a + c + a − ja which implies j = 1, as b + a > c". For
/// any j with ja < c + a; its unit test gives it j = 0, no positive integer, where both
/// inequalities can hold and the step is false.
fn theorem_2_4_j_one(a: u64, b: u64, c: u64, j: u64) -> bool {
    !(b + a < a + c + a - j * a && b + a > c) || j == 1
}

/// The converse at one j: "a + b + a − ja > c, and so j = 1". For any j with ja < b + a; at j = 0
/// it is false where a + b + a > c.
fn theorem_2_4_j_one_converse(a: u64, b: u64, c: u64, j: u64) -> bool {
    a + b + a - j * a <= c || j == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::claims::tests::claim_on;
    use crate::claims::Status;

    /// The Collins–Lengyel box at N = 20: (3, 10, 10) is in it (10 > 9, 13 ≤ 20); (3, 9, 10) is not
    /// (b = a²), nor (3, 10, 18) (c + a = 21 > N); (3, 10, 17) is (c + a = N).
    #[test]
    fn collins_lengyel_box_by_hand() {
        assert!(collins_lengyel_box(3, 10, 10, 20));
        assert!(collins_lengyel_box(3, 10, 17, 20));
        assert!(!collins_lengyel_box(3, 9, 10, 20));
        assert!(!collins_lengyel_box(3, 9, 9, 20));
        assert!(!collins_lengyel_box(3, 10, 18, 20));
        assert!(collins_lengyel_box(1, 2, 19, 20));
        assert!(!collins_lengyel_box(1, 1, 19, 20));
    }

    /// The threshold note on planted 𝒫-sets, N = 20 (a ≤ 5). 𝒫 = {(2, 3, 3)}: the equivalence fails
    /// at (2, 3, 3) alone ((2, 5, 5) ∉ 𝒫; the triple whose shift is (2, 3, 3) has b = 1 < a, not
    /// walked). 𝒫 = {(2, 3, 3), (2, 5, 5)}: at (2, 3, 3) both are in; at (2, 5, 5) not (2, 7, 7).
    /// An error of the table is passed on.
    #[test]
    fn threshold_note_on_planted_sets() {
        let line = |worst: [&str; 5]| {
            let parts: Vec<String> = (1..=5)
                .map(|a| format!("a = {a}: failures at {} (a² = {})", worst[a - 1], a * a))
                .collect();
            format!(
                "a conjecture, seen only inside the box, entries ≤ 20; without the threshold: {}",
                parts.join("; ")
            )
        };
        let one = threshold_note(20, |a, b, c| Ok((a, b, c) == (2, 3, 3))).unwrap();
        assert_eq!(one, line(["none", "b ≤ 3", "none", "none", "none"]));
        let two = threshold_note(20, |a, b, c| Ok(a == 2 && b == c && (b == 3 || b == 5))).unwrap();
        assert_eq!(two, line(["none", "b ≤ 5", "none", "none", "none"]));
        let at_four = threshold_note(20, |a, b, c| Ok((a, b, c) == (4, 4, 4))).unwrap();
        assert_eq!(at_four, line(["none", "none", "none", "b ≤ 4", "none"]));
        // (2, 5, 19) is never walked itself (c + a ≤ 20): only as the shift of (2, 3, 17).
        let shifted = threshold_note(20, |a, b, c| Ok((a, b, c) == (2, 5, 19))).unwrap();
        assert_eq!(shifted, line(["none", "b ≤ 3", "none", "none", "none"]));
        let broken = threshold_note(20, |a, _, _| {
            if a == 3 {
                Err(Failure::at("(3, 3, 3)"))
            } else {
                Ok(false)
            }
        });
        assert!(broken.is_err());
    }

    /// Twelve values of a at most, however large N: a = 12 is the last (N = 52 walks a ≤ 13).
    #[test]
    fn threshold_note_stops_at_twelve() {
        let note = threshold_note(52, |_, _, _| Ok(false)).unwrap();
        assert!(note
            .ends_with("a = 11: failures at none (a² = 121); a = 12: failures at none (a² = 144)"));
        assert!(!note.contains("a = 13"));
        let small = threshold_note(47, |_, _, _| Ok(false)).unwrap();
        assert!(small.ends_with("a = 11: failures at none (a² = 121)"));
    }

    /// The note is written on a whole run that held, and on no other (a chosen point).
    #[test]
    fn collins_lengyel_note_on_whole_runs_only() {
        let id = "ho2012/conjecture-collins-lengyel";
        let whole = claim_on(id, &mut Run::whole(8));
        assert_eq!(whole.status, Status::Holds);
        assert!(whole.note.as_deref().is_some_and(|s| s.starts_with(
            "a conjecture, seen only inside the box, entries ≤ 8; without the threshold: a = 1: "
        )));
        let points = ["(1, 2, 3)".to_string()];
        let chosen = claim_on(id, &mut Run::only(8, &points));
        assert_eq!((chosen.status, chosen.note), (Status::Holds, None));
    }

    /// Theorem 2.4's proof, n ≤ m: each link of "na + r + a ≤ ma + r + a = b + a ≤ c + a", by hand.
    /// At (2, 3, 4), m = 1, r = 1: 3, 5 ≤ 5 = 5 ≤ 6 for n = 0, 1; n = 2 gives 7 > 5. At (3, 4, 5), m
    /// = 1, r = 1: 4, 7 ≤ 7 = 7 ≤ 8; n = 2 gives 10. A wrong r or m breaks the equality (4 or 3 ≠ 5);
    /// b > c breaks the last link ((1, 3, 2), m = 3: 4 > 3), b = c does not.
    #[test]
    fn theorem_2_4_low_link_by_link() {
        assert_eq!(theorem_2_4_low(2, 3, 4, 1, 1, 0), [true, true, true]);
        assert_eq!(theorem_2_4_low(2, 3, 4, 1, 1, 1), [true, true, true]);
        assert_eq!(theorem_2_4_low(2, 3, 4, 1, 1, 2), [false, true, true]);
        assert_eq!(theorem_2_4_low(3, 4, 5, 1, 1, 0), [true, true, true]);
        assert_eq!(theorem_2_4_low(3, 4, 5, 1, 1, 1), [true, true, true]);
        assert_eq!(theorem_2_4_low(3, 4, 5, 1, 1, 2), [false, true, true]);
        assert_eq!(theorem_2_4_low(2, 3, 4, 1, 0, 0), [true, false, true]);
        assert_eq!(theorem_2_4_low(2, 3, 4, 0, 1, 0), [true, false, true]);
        assert_eq!(theorem_2_4_low(1, 3, 2, 3, 0, 3), [true, true, false]);
        assert_eq!(theorem_2_4_low(1, 3, 3, 3, 0, 3), [true, true, true]);
        assert_eq!(theorem_2_4_low(2, 7, 7, 3, 1, 3), [true; 3]);
        assert_eq!(theorem_2_4_low(3, 5, 5, 1, 2, 1), [true; 3]);
    }

    /// Theorem 2.4's proof, n ≥ m + 2: "na + r ≥ b + 2a" and, when c < a + b, "na + r > c + a", by
    /// hand. At (2, 3, 4), r = 1: n = 3 gives 7 ≥ 7 and 7 > 6; n = 2 gives 5 < 7 and 5 ≤ 6. With r =
    /// 0 (no point's r, so that each step is seen alone): (2, 3, 4), n = 3 gives 6 < 7 and 6 = 6, not
    /// greater; (3, 4, 5), n = 3 gives 9 < 10. When c ≥ a + b the second step is not asserted:
    /// (1, 1, 5), n = 3: 3 ≥ 3, and 3 ≤ 6 refused by neither.
    #[test]
    fn theorem_2_4_high_step_by_step() {
        assert_eq!(theorem_2_4_high(2, 3, 4, 1, 3), [true, true]);
        assert_eq!(theorem_2_4_high(2, 3, 4, 1, 2), [false, false]);
        assert_eq!(theorem_2_4_high(2, 3, 4, 0, 3), [false, false]);
        assert_eq!(theorem_2_4_high(3, 4, 5, 0, 3), [false, true]);
        assert_eq!(theorem_2_4_high(1, 1, 5, 0, 3), [true, true]);
        assert_eq!(theorem_2_4_high(1, 1, 1, 0, 3), [true, true]);
        assert_eq!(theorem_2_4_high(1, 1, 1, 0, 2), [false, false]);
    }

    /// The n checked in Theorem 2.4's case n ≥ m + 2, by hand: m + 2 to N/a + 2. At N = 60, a = 2, m
    /// = 1: 3 to 32; a = 7, m = 3: 5 to 10; a = 60, m = 0: 2 to 3.
    #[test]
    fn theorem_2_4_high_ns_by_hand() {
        assert_eq!(theorem_2_4_high_ns(2, 1, 60), 3..=32);
        assert_eq!(theorem_2_4_high_ns(7, 3, 60), 5..=10);
        assert_eq!(theorem_2_4_high_ns(60, 0, 60), 2..=3);
    }

    /// The na + r of Theorem 2.4's case n ≥ m + 2 up to N, by hand: a = 2, m = 1, r = 1, N = 11:
    /// n = 3, 4, 5 give 7, 9, 11 (n = 6 gives 13 > 11); N = 12 adds nothing; N = 6, none.
    #[test]
    fn theorem_2_4_xs_by_hand() {
        assert_eq!(theorem_2_4_xs(2, 1, 1, 11), vec![7, 9, 11]);
        assert_eq!(theorem_2_4_xs(2, 1, 1, 12), vec![7, 9, 11]);
        assert_eq!(theorem_2_4_xs(2, 1, 1, 6), Vec::<u64>::new());
        assert_eq!(theorem_2_4_xs(3, 0, 2, 11), vec![8, 11]);
    }

    /// "b + a < a + c + a − ja which implies j = 1, as b + a > c", by hand. At (2, 3, 4): j = 1 has
    /// both (5 < 6, 5 > 4) and is 1; j = 2 has not the first (5 < 4 fails). At j = 0, no positive
    /// integer, both hold (5 < 8) and the step is refused, unless one fails: b = a + c makes the
    /// first an equality ((1, 3, 2): 4 < 4), b + a = c the second ((1, 1, 2): 2 > 2). Inputs no
    /// point has, so that each term counts: (2, 4, 3) at j = 0 (6 < 7, 6 > 3: refused); (3, 3, 4) at
    /// j = 2 (6 < 4 fails).
    #[test]
    fn theorem_2_4_j_one_by_hand() {
        assert!(theorem_2_4_j_one(2, 3, 4, 1));
        assert!(theorem_2_4_j_one(2, 3, 4, 2));
        assert!(!theorem_2_4_j_one(2, 3, 4, 0));
        assert!(theorem_2_4_j_one(1, 3, 2, 0));
        assert!(theorem_2_4_j_one(1, 1, 2, 0));
        assert!(!theorem_2_4_j_one(2, 4, 3, 0));
        assert!(theorem_2_4_j_one(3, 3, 4, 2));
        assert!(!theorem_2_4_j_one(1, 2, 2, 0));
    }

    /// "a + b + a − ja > c, and so j = 1", by hand: at (2, 3, 4), j = 1 is 1; j = 2 gives 3 ≤ 4; j = 0
    /// gives 7 > 4, refused; (2, 3, 7) at j = 0 gives 7 ≤ 7; (3, 3, 3) at j = 2 gives 3 ≤ 3.
    #[test]
    fn theorem_2_4_j_one_converse_by_hand() {
        assert!(theorem_2_4_j_one_converse(2, 3, 4, 1));
        assert!(theorem_2_4_j_one_converse(2, 3, 4, 2));
        assert!(!theorem_2_4_j_one_converse(2, 3, 4, 0));
        assert!(theorem_2_4_j_one_converse(2, 3, 7, 0));
        assert!(theorem_2_4_j_one_converse(3, 3, 3, 2));
    }
}
