//! ho2012 Theorem 3.9: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("theorem-3-9", TRIPLES, |ctx, run| {
            theorem_3_9_for(ctx, run, false, true)
        })
        .reads(reads![G1, G2])
        .cases(|n| cases::square_part(n, 1, 4)),
        claim!("fact-proof-theorem-3-9", TRIPLES, fact_proof_theorem_3_9)
            .reads(reads![G2])
            .cases(|n| cases::square_part(n, 1, 8)),
    ]
}

/// Theorem 3.9's proof: the i ≥ 3 of (a, b + 2a, b + 3a − ia) and of (a, b + a, b + 2a − ia).
pub(super) fn theorem_3_9_is(a: u64, b: u64) -> [Vec<u64>; 2] {
    [
        multiples_below(3, a, b + 3 * a),
        multiples_below(3, a, b + 2 * a),
    ]
}

fn fact_proof_theorem_3_9(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Proof of Theorem 3.9 (G2). Necessary condition: "Then, G(a, b + 2a, b + 3a) ≥ 2 and so
    // there exists a move from (a, b + 2a, b + 3a) to some position p of Sprague-Grundy value 1.
    // … So p must be of the form (a, b + 2a, b + 3a − ia) for some i ≥ 1." … "So i = 2. But this
    // is impossible as there exists a move from p to the position (a, b, a + b)." Converse:
    // "Then G(a, b + a, b + 2a) ≠ 1." … "Since there exists a move from (a, b + a, b + 2a) to
    // (a, b + a, b + a), G(a, b + a, b + 2a) ≥ 2. It follows that there exists a move from (a, b
    // + a, b + 2a) to some position q of Sprague-Grundy value 1. So q must be of the form (a, b
    // + a, b + 2a − ia) for some i ≥ 1." (and the i ≥ 3 cases, "by Lemma 3.3")
    on_pairs(
        ctx,
        run,
        &[G2],
        false,
        |n| Box::new(pairs(1, n, false).filter(move |&Pair(a, b)| b + 3 * a <= n)),
        |t, a, b, o| {
            let top = [a, b + 2 * a, b + 3 * a];
            let mid = [a, b + a, b + 2 * a];
            let low = [a, b, a + b];
            let (vt, vm, vl) = (val(t, top)?, val(t, mid)?, val(t, low)?);
            // Necessary condition, at (a, b + 2a, b + 3a).
            let top_one = a_one_below(vt, || Ok(option_of_value(t, &top, 1)?.is_some()))?;
            let top_form = minus_multiples(a, b + 2 * a, b + 3 * a);
            let top_of_form = options(G2, &top).iter().all(|q| top_form.contains(q));
            let top_i_one = val(t, [a, b + 2 * a, b + 2 * a])? == 0;
            let [top_is, mid_is] = theorem_3_9_is(a, b);
            let top_far = theorem_3_9_top_far_all(a, b, top_is, |q| val(t, q))?;
            let top_ones_at_two = all_ok(
                options(G2, &top)
                    .into_iter()
                    .map(|q| Ok(val(t, q)? != 1 || q == mid)),
            )?;
            let low_from_mid = is_option(G2, mid, triple(a, b, a + b));
            // Converse, at (a, b + a, b + 2a).
            let mid_from_top = is_option(G2, top, mid);
            // (a, b + a, b + a) is always a move away (a taken from b + 2a) and within N (b + 3a
            // ≤ N): reading its value eagerly fails nowhere.
            let mid_to_pair = all_hold(&[
                is_option(G2, mid, [a, b + a, b + a]),
                val(t, [a, b + a, b + a])? == 0,
            ]);
            let mid_one = a_one_below(vm, || Ok(option_of_value(t, &mid, 1)?.is_some()))?;
            let mid_form = minus_multiples(a, b + a, b + 2 * a);
            let mid_of_form = options(G2, &mid).iter().all(|q| mid_form.contains(q));
            let mid_far = theorem_3_9_mid_far_all(a, b, mid_is, |q| val(t, q))?;
            let mid_ones_at_two = all_ok(
                options(G2, &mid)
                    .into_iter()
                    .map(|q| Ok(val(t, q)? != 1 || q == triple(a, b, a + b))),
            )?;
            o.value("G2(a, b + 2a, b + 3a)", vt)
                .value("G2(a, b + a, b + 2a)", vm)
                .value("G2(a, b, a + b)", vl)
                .value(
                    "options of (a, b + 2a, b + 3a) of the form (a, b + 2a, b + 3a − ia)",
                    top_of_form,
                )
                .value("i ≥ 3: a + b + 3a − ia ≤ b + a, value ≥ 2", top_far)
                .value("its value-1 options at i = 2", top_ones_at_two)
                .value(
                    "(a, b, a + b) an option of (a, b + a, b + 2a)",
                    low_from_mid,
                )
                .value(
                    "(a, b + a, b + 2a) an option of (a, b + 2a, b + 3a)",
                    mid_from_top,
                )
                .value(
                    "(a, b + a, b + a) a P option of (a, b + a, b + 2a)",
                    mid_to_pair,
                )
                .value(
                    "options of (a, b + a, b + 2a) of the form (a, b + a, b + 2a − ia)",
                    mid_of_form,
                )
                .value("i ≥ 3: a + b + 2a − ia ≤ b, value ≥ 2", mid_far)
                .value("its value-1 options at i = 2", mid_ones_at_two);
            Ok(all_hold(&[
                top_one,
                top_of_form,
                top_i_one,
                top_far,
                top_ones_at_two,
                low_from_mid,
                !(vm == 1 && vl == 1),
                mid_from_top,
                !(vt == 1 && vm == 1),
                mid_to_pair,
                vm != 0,
                mid_one,
                mid_of_form,
                mid_far,
                mid_ones_at_two,
            ]))
        },
    )
}

/// Theorem 3.9's proof, its necessary condition at one i ≥ 3: x = b + 3a − ia, "a + x ≤ b + a"
/// (Lemma 3.3 then gives (a, b + 2a, x) a value of at least 2). For any i with ia ≤ b + 3a;
/// false at i = 2.
fn theorem_3_9_top_far(a: u64, b: u64, i: u64) -> bool {
    a + (b + 3 * a - i * a) <= b + a
}

/// Theorem 3.9's necessary condition at every i of `is` (the i ≥ 3): its step
/// (`theorem_3_9_top_far`), and (a, b + 2a, x), x = b + 3a − ia, a value of at least 2 (Lemma
/// 3.3), `value` reading it. For any a, b ≥ 1 and i with ia ≤ b + 3a: its unit test plants one
/// value below 2.
fn theorem_3_9_top_far_all(
    a: u64,
    b: u64,
    is: Vec<u64>,
    value: impl Fn([u64; 3]) -> Result<u64, Failure>,
) -> Result<bool, Failure> {
    theorem_3_9_far_all(a, b + 2 * a, is, |i| theorem_3_9_top_far(a, b, i), value)
}

/// Its converse at every i of `is` (the i ≥ 3): its step (`theorem_3_9_mid_far`), and (a, b + a,
/// x), x = b + 2a − ia, a value of at least 2, `value` reading it. For any a, b ≥ 1 and i with
/// ia ≤ b + 2a: its unit test plants one value below 2.
fn theorem_3_9_mid_far_all(
    a: u64,
    b: u64,
    is: Vec<u64>,
    value: impl Fn([u64; 3]) -> Result<u64, Failure>,
) -> Result<bool, Failure> {
    theorem_3_9_far_all(a, b + a, is, |i| theorem_3_9_mid_far(a, b, i), value)
}

/// The walk both share, in the position (a, y, y + a) (y = b + 2a, or b + a): at each i of `is`,
/// x = y + a − ia, the step `far(i)` and (a, y, x) a value of at least 2, `value` reading it.
/// For any i with ia ≤ y + a.
fn theorem_3_9_far_all(
    a: u64,
    y: u64,
    is: Vec<u64>,
    far: impl Fn(u64) -> bool,
    value: impl Fn([u64; 3]) -> Result<u64, Failure>,
) -> Result<bool, Failure> {
    all_ok(is.into_iter().map(|i| {
        let x = y + a - i * a;
        Ok(far(i) && value(triple(a, y, x))? >= 2)
    }))
}

/// Its converse at one i ≥ 3: x = b + 2a − ia, "a + x ≤ b". For any i with ia ≤ b + 2a; false at
/// i = 2.
fn theorem_3_9_mid_far(a: u64, b: u64, i: u64) -> bool {
    a + (b + 2 * a - i * a) <= b
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Theorem 3.9's steps at i ≥ 3, by hand: a = 2, b = 3: "a + x ≤ b + a" with x = b + 3a − ia is
    /// 2 + 3 = 5 ≤ 5 at i = 3, 3 at i = 4, and 7 > 5 at i = 2; "a + x ≤ b" with x = b + 2a − ia is 2 +
    /// 1 = 3 ≤ 3 at i = 3 and 5 > 3 at i = 2. a = 3, b = 1: at i = 3, x = 1 and 3 + 1 ≤ 4; the
    /// converse's at i = 2, x = 1 and 3 + 1 > 1.
    #[test]
    fn theorem_3_9_far_steps_by_hand() {
        assert!(theorem_3_9_top_far(2, 3, 3));
        assert!(theorem_3_9_top_far(2, 3, 4));
        assert!(!theorem_3_9_top_far(2, 3, 2));
        assert!(theorem_3_9_mid_far(2, 3, 3));
        assert!(!theorem_3_9_mid_far(2, 3, 2));
        assert!(theorem_3_9_top_far(3, 1, 3));
        assert!(!theorem_3_9_mid_far(3, 1, 2));
        assert!(theorem_3_9_mid_far(1, 2, 3));
        assert!(!theorem_3_9_mid_far(1, 1, 2));
    }

    /// Theorem 3.9's i ≥ 3 on planted values. Necessary condition at a = 3, b = 1: (3, 7, 10), i = 3
    /// gives x = 1 and the option (1, 3, 7), 3 + 1 ≤ 4. Converse at a = 3, b = 4: (3, 7, 10) again
    /// as (a, b + a, b + 2a), i = 3 gives x = 1, (1, 3, 7), 3 + 1 ≤ 4. Every value 2 holds; 1 or 0
    /// planted at (1, 3, 7) is refused; no i holds; a failure to read is passed on.
    #[test]
    fn theorem_3_9_far_on_planted_values() {
        let planted = |v: u64| move |q: [u64; 3]| Ok(if q == [1, 3, 7] { v } else { 2 });
        assert!(theorem_3_9_top_far_all(3, 1, vec![3], planted(2)).unwrap());
        assert!(theorem_3_9_mid_far_all(3, 4, vec![3], planted(2)).unwrap());
        for below in [0, 1] {
            assert!(!theorem_3_9_top_far_all(3, 1, vec![3], planted(below)).unwrap());
            assert!(!theorem_3_9_mid_far_all(3, 4, vec![3], planted(below)).unwrap());
        }
        assert!(theorem_3_9_top_far_all(3, 1, vec![], planted(0)).unwrap());
        let unread = |_: [u64; 3]| Err(Failure::at("unread"));
        assert!(theorem_3_9_top_far_all(3, 1, vec![3], unread).is_err());
        assert!(theorem_3_9_mid_far_all(3, 4, vec![3], unread).is_err());
    }
}
