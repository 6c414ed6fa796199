//! ho2014, slides "The game M-EUCLID" and "Sprague-Grundy function for the game M-EUCLID": the
//! predicates of its statements.

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("theorem-m-euclid", PAIRS, theorem_m_euclid)
            .reads(reads![ME])
            .cases(cases::below_diagonal),
        claim!(
            "open-question-m-euclid-p-positions",
            fixed(0),
            open_question_m_euclid_p_positions,
        )
        .reads(reads![ME.up_to(OPEN_QUESTION_SIDE)]),
    ]
}

fn theorem_m_euclid(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    formula_matches_solvers(
        ctx,
        run,
        ME,
        (1, |a: u64, b: u64| a < b && b % a != 0),
        "Cairns–Ho 2012",
        cairns_ho::m_euclid_value,
    )
}

/// The open question's examples show M-Euclid's values on the pairs with entries up to this.
const OPEN_QUESTION_SIDE: u64 = 20;

fn open_question_m_euclid_p_positions(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Nothing to check; on chosen points, the M-Euclid outcome is shown for the examples.
    if run.is_sampling() {
        let t = truth_or_return!(ctx, ME, false, OPEN_QUESTION_SIDE);
        return run.all(pairs(1, OPEN_QUESTION_SIDE, false), |&Pair(a, b), o| {
            o.value(value_name(ME), t.value(a, b)?);
            Ok(true)
        });
    }
    Verdict::skipped("the slide prints the set as {?|??}: an open question, nothing to check")
}
