//! ho2012 Corollary 3.7: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("corollary-3-7", TRIPLES, corollary_3_7).reads(reads![G1, G2]),
        claim!(
            "fact-proof-corollary-3-7",
            TRIPLES,
            fact_proof_corollary_3_7,
        )
        .reads(reads![G2])
        .cases(|n| cases::cube_part(n, 1, 25)),
        claim!(
            "example-corollary-3-7-b-equals-c",
            fixed(4),
            example_corollary_3_7_b_equals_c,
        )
        .reads(reads![G1, G2])
        .cases_exactly(|_| 6),
        claim!(
            "fact-question-1-and-corollary-3-7-b-equals-c",
            TRIPLES,
            fact_question_1_and_corollary_3_7_b_equals_c,
        )
        .reads(reads![G1, G2])
        .owns_memory(question_one_memo)
        .cases(|n| cases::square_part(n, 1, 2)),
    ]
}

fn corollary_3_7(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n;
    implication(
        ctx,
        run,
        &BOTH,
        false,
        move |a, b, c| b < c && b + a <= n,
        |t, a, b, c, o| {
            if !t.is_p(a, b, c)? {
                o.value("P", false);
                return Ok(true);
            }
            let (x, y) = (t.value(a, c - a, b)?, t.value(a, c, b + a)?);
            o.value("P", true)
                .value(format_args!("{}(a, c − a, b)", value_name(t)), x)
                .value(format_args!("{}(a, c, b + a)", value_name(t)), y);
            Ok(both_are(1, x, y))
        },
    )
}

fn example_corollary_3_7_b_equals_c(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // a = 1, b = 3: G(1, 3, 3) = 0 in both, G(1, 2, 3) = 3 in G1 and 2 in G2;
    // a = 1, b = 2: G(1, 2, 2) = 0 in both, G(1, 2, 3) = 3 in G1 and 2 in G2.
    printed(
        ctx,
        run,
        &[
            (G1, [1, 3, 3], 0),
            (G2, [1, 3, 3], 0),
            (G1, [1, 2, 3], 3),
            (G2, [1, 2, 3], 2),
            (G1, [1, 2, 2], 0),
            (G2, [1, 2, 2], 0),
        ],
    )
}

fn fact_question_1_and_corollary_3_7_b_equals_c(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // "An answer for Question 1 would also provide a criteria for the case b = c to hold in
    // Corollary 3.7." At b = c the premise (a, b, b) ∈ P always holds (Corollary 2.5), and the
    // two positions of the conclusion, (a, b − a, b) and (a, b, b + a), are Question 1's
    // (x, y, x + y) at the pairs (min(a, b − a), max(a, b − a)) and (a, b). Question 1's answer
    // (the pairs x ≤ y with G(x, y, x + y) = 1) is collected first, walking its own positions;
    // at every a < b the corollary's conclusion, read at the positions it names, is that answer
    // at the two pairs.
    per_game(ctx, run, &BOTH, false, |run, t, name| {
        let answer = match QuestionOne::answer(|x, y, z| t.value(x, y, z), run.n) {
            Ok(answer) => answer,
            Err(e) => return Verdict::fails(0, e),
        };
        let answer = &answer;
        let n = run.n;
        let points = pairs(1, n, true)
            .filter(move |&Pair(a, b)| a + b <= n)
            .map(|Pair(a, b)| In(name, Fields([("a", a), ("b", b)])));
        run.all(points, |In(_, Fields([(_, a), (_, b)])), o| {
            let (a, b) = (*a, *b);
            let name = value_name(t);
            let premise = t.value(a, b, b)?;
            let first = triple(a, b - a, b);
            let (x, y) = (
                t.value(first[0], first[1], first[2])?,
                t.value(a, b, b + a)?,
            );
            let corollary = both_are(1, x, y);
            let pair = (a.min(b - a), a.max(b - a));
            let decided = answer.has(pair) && answer.has((a, b));
            o.value(format_args!("{name}(a, b, b)"), premise)
                .value(format_args!("{name}(a, b − a, b)"), x)
                .value(format_args!("{name}(a, b, a + b)"), y)
                .value("Corollary 3.7 at (a, b, b)", corollary)
                .value(
                    "Question 1's answer at (min(a, b − a), max(a, b − a)) and (a, b)",
                    decided,
                );
            Ok(answer_decides(premise, decided, corollary))
        })
    })
}

/// At b = c: the premise holds ((a, b, b) ∈ 𝒫, value `premise` 0) and Question 1's answer
/// (`decided`) is the corollary's conclusion (`corollary`).
fn answer_decides(premise: u64, decided: bool, corollary: bool) -> bool {
    premise == 0 && decided == corollary
}

/// Question 1's answer up to `n`: whether G(x, y, x + y) = 1, for x ≤ y with x + y ≤ n.
struct QuestionOne {
    n: u64,
    ones: Vec<bool>,
}

impl QuestionOne {
    /// The answer read from the values `value_of` gives.
    fn answer(
        value_of: impl Fn(u64, u64, u64) -> Result<u64, Failure>,
        n: u64,
    ) -> Result<QuestionOne, Failure> {
        let side = usize::try_from(n.saturating_add(1)).unwrap_or(usize::MAX);
        let mut ones = vec![false; side.saturating_mul(side)];
        for x in 1..=n / 2 {
            for y in x..=n - x {
                let i = usize::try_from(x * (n + 1) + y).unwrap_or(usize::MAX);
                if let Some(cell) = ones.get_mut(i) {
                    *cell = value_of(x, y, x + y)? == 1;
                }
            }
        }
        Ok(QuestionOne { n, ones })
    }

    /// Whether G(x, y, x + y) = 1, for x ≤ y with x + y ≤ N (false elsewhere).
    fn has(&self, (x, y): (u64, u64)) -> bool {
        let at = x
            .checked_mul(self.n + 1)
            .and_then(|i| i.checked_add(y))
            .and_then(|i| usize::try_from(i).ok());
        x <= y && at.and_then(|i| self.ones.get(i)).copied().unwrap_or(false)
    }
}

/// The bytes of Question 1's answer at the bound `n` (fact-question-1-and-corollary-3-7-b-equals-c).
fn question_one_memo(n: u64) -> u64 {
    n.saturating_add(1).saturating_mul(n.saturating_add(1))
}

fn fact_proof_corollary_3_7(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Proof of Corollary 3.7 (G2, (a, b, c) ∈ P, a ≤ b < c < a + b): "Then G(a, c − a, b) > 1."
    // … "Then G(a, c, b + a) > 1. There exists a move from (a, c, b + a) to some position p of
    // Sprague-Grundy value 1. So, working in G2, p must be of the form (a, c, b + a − ia) for
    // some i ≥ 1. Since p ≠ (a, b, c), we have i ≥ 2 and so a + b + a − ia ≤ b < c."
    let n = run.n;
    implication(
        ctx,
        run,
        &[G2],
        false,
        move |a, b, c| b < c && c < a + b && b + a <= n,
        |t, a, b, c, o| {
            let p = [a, b, c];
            let x = triple(a, c - a, b);
            let y = triple(a, c, b + a);
            let (v, vx, vy) = (val(t, p)?, val(t, x)?, val(t, y)?);
            // (a, c − a, b) and (a, b, c) are options of (a, b, c) and (a, c, b + a): neither
            // is P when (a, b, c) is.
            let (x_option, p_option) = (is_option(G2, p, x), is_option(G2, y, p));
            let one_option = a_one_below(vy, || Ok(option_of_value(t, &y, 1)?.is_some()))?;
            let form = minus_multiples(a, c, b + a);
            let of_form = options(G2, &y).iter().all(|q| form.contains(q));
            let first = triple(a, c, b) == p;
            let i_two = corollaries_3_6_and_3_7_is(a, b)
                .into_iter()
                .all(|i| all_hold(&corollary_3_7_i_two(a, b, c, i)));
            o.value("P", v == 0)
                .value("(a, c − a, b) an option of (a, b, c)", x_option)
                .value("G2(a, c − a, b)", vx)
                .value("(a, b, c) an option of (a, c, b + a)", p_option)
                .value("G2(a, c, b + a)", vy)
                .value("options of the form (a, c, b + a − ia)", of_form)
                .value("i = 1 gives (a, b, c)", first)
                .value("i ≥ 2: a + b + a − ia ≤ b < c", i_two);
            Ok(all_hold(&[
                x_option,
                p_option,
                corollary_3_7_neither_p(v, vx, vy),
                one_option,
                of_form,
                first,
                i_two,
            ]))
        },
    )
}

/// Corollary 3.7's proof: (a, c − a, b) and (a, b, c) are options of (a, b, c) and (a, c, b + a),
/// so neither is P when (a, b, c) is (`v`, `vx`, `vy` the three values). For any values: its unit
/// test gives it a P option of a P position.
fn corollary_3_7_neither_p(v: u64, vx: u64, vy: u64) -> bool {
    v != 0 || (vx != 0 && vy != 0)
}

/// Corollary 3.7's proof at one i ≥ 2: "a + b + a − ia ≤ b < c", each link. For any i with
/// ia ≤ 2a + b; false at i = 1 (the first) and where b = c (the second).
pub(super) fn corollary_3_7_i_two(a: u64, b: u64, c: u64, i: u64) -> [bool; 2] {
    [a + b + a - i * a <= b, b < c]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Question 1 and Corollary 3.7 at b = c: a premise that fails, or an answer other than the
    /// conclusion, is refused.
    #[test]
    fn answer_decides_refuses_each_part() {
        assert!(answer_decides(0, true, true));
        assert!(answer_decides(0, false, false));
        assert!(!answer_decides(1, true, true));
        assert!(!answer_decides(0, true, false));
        assert!(!answer_decides(0, false, true));
    }

    /// Question 1's answer on planted values up to N = 6: G(x, y, x + y) = 1 at (1, 3), (2, 2)
    /// and (3, 3) only. Values past N are refused by the planted table, so the answer must not
    /// read them. Pairs out of order, past N or past u64 are not in it.
    #[test]
    fn question_one_answer_on_planted_values() {
        let value_of = |x: u64, y: u64, z: u64| {
            if z > 6 {
                return Err(Failure::at(format!("({x}, {y}, {z})")));
            }
            Ok(u64::from(matches!(
                (x, y, z),
                (1, 3, 4) | (2, 2, 4) | (3, 3, 6)
            )))
        };
        let answer = QuestionOne::answer(value_of, 6).unwrap();
        for pair in [(1, 3), (2, 2), (3, 3)] {
            assert!(answer.has(pair), "{pair:?}");
        }
        for pair in [
            (1, 1),
            (1, 2),
            (1, 4),
            (1, 5),
            (2, 3),
            (2, 4),
            (3, 1),
            (4, 4),
            (7, 7),
        ] {
            assert!(!answer.has(pair), "{pair:?}");
        }
        assert!(!answer.has((u64::MAX, 1)));
        assert!(!answer.has((1, u64::MAX)));
    }

    /// The memory Question 1's answer owns: (N + 1)² cells, saturating.
    #[test]
    fn question_one_memo_by_hand() {
        assert_eq!(question_one_memo(60), 3721);
        assert_eq!(question_one_memo(0), 1);
        assert_eq!(question_one_memo(u64::MAX), u64::MAX);
    }

    /// Corollary 3.7's "neither is P when (a, b, c) is", by hand: a P position with options of
    /// values 2 and 3 holds; with either option P it does not; a position not P holds whatever its
    /// options.
    #[test]
    fn corollary_3_7_neither_p_by_hand() {
        assert!(corollary_3_7_neither_p(0, 2, 3));
        assert!(!corollary_3_7_neither_p(0, 0, 2));
        assert!(!corollary_3_7_neither_p(0, 2, 0));
        assert!(corollary_3_7_neither_p(1, 0, 0));
    }
}
