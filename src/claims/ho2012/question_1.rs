//! ho2012 Question 1: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![claim!("open-question-1", TRIPLES, open_question_1).reads(reads![G2, G1])]
}

fn open_question_1(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let n = run.n;
    let small = (n / 2).min(16);
    let observed = on_pairs(
        ctx,
        run,
        &BOTH,
        false,
        move |_| Box::new(pairs(1, small, false)),
        |t, a, b, o| {
            o.value(
                format_args!("{}(a, b, a + b)", value_name(t)),
                t.value(a, b, a + b)?,
            );
            Ok(true)
        },
    );
    if !whole_run_held(observed.status, run.is_sampling()) {
        return observed;
    }
    let t = triple_truth!(ctx, G2, false, n);
    let mut ones = Vec::new();
    for Pair(a, b) in pairs(1, small, false) {
        if t.value(a, b, a + b) == Ok(1) {
            ones.push(format!("({a},{b})"));
        }
    }
    Verdict::skipped(format!(
        "an open question; pairs a ≤ b ≤ {small} with G(a, b, a + b) = 1 in G2 (the same in G1 by Theorem 3.5): {}",
        ones.join(" ")
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::claims::tests::claim_on;
    use crate::claims::Status;

    /// Question 1 on a whole run is skipped (an open question), its note listing the pairs with
    /// G2(a, b, a + b) = 1: at N = 8 (pairs up to 4), (1, 3) (printed: G(1, 3, 4) = 1) and not
    /// (1, 4) (printed: G(1, 4, 5) = 2). At a chosen point it only observes: it holds, no note.
    #[test]
    fn question_1_lists_its_ones_on_whole_runs() {
        let id = "ho2012/open-question-1";
        let whole = claim_on(id, &mut Run::whole(8));
        assert_eq!(whole.status, Status::Skipped);
        let note = whole.note.unwrap_or_default();
        assert!(
            note.contains("pairs a ≤ b ≤ 4 with G(a, b, a + b) = 1"),
            "{note}"
        );
        assert!(note.contains("(1,3)"), "{note}");
        assert!(!note.contains("(1,4)"), "{note}");
        let points = ["g2 a = 1, b = 3".to_string()];
        let chosen = claim_on(id, &mut Run::only(8, &points));
        assert_eq!((chosen.status, chosen.note), (Status::Holds, None));
    }
}
