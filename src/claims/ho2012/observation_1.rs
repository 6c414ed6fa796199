//! ho2012 Observation 1: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        // The pinned counterexample, a = 2, b = 8, has largest entry 8: a smaller bound cannot
        // reach it.
        claim!("observation-1", TRIPLES.at_least(8), |ctx, run| {
            observation_1_for(ctx, run, G2, true)
        })
        .reads(reads![G2]),
        claim!("observation-1-corrected", TRIPLES, |ctx, run| {
            observation_1_for(ctx, run, G2, false)
        })
        .reads(reads![G2])
        .cases_exactly(cases::triangle),
        claim!("observation-1-in-g1", TRIPLES, |ctx, run| {
            observation_1_for(ctx, run, G1, true)
        })
        .reads(reads![G1])
        .cases_exactly(cases::triangle),
    ]
}

fn observation_1_for(
    ctx: &Ctx<'_>,
    run: &mut Run<'_>,
    game: TripleGame,
    as_printed: bool,
) -> Verdict {
    // For c ≥ b the positions of one residue class are joined by moves (a 1–3 move from the
    // larger c), so equal values need both c below b: the box c < b is complete.
    on_pairs(
        ctx,
        run,
        &[game],
        false,
        |n| Box::new(pairs(1, n, false)),
        move |t, a, b, o| {
            let repeats = equal_in_class(a, b, |c| t.value(a, b, c))?;
            for &(c1, c, v) in &repeats {
                // Both values are below b here; the printed conclusion adds a ≤ c1, c2 and
                // a | c1, c2.
                o.value("c1", c1).value("c2", c).value(value_name(t), v);
                if !observation_1_holds(a, b, c1, c, as_printed) {
                    return Err(
                        Failure::at(format!("a = {a}, b = {b}, c1 = {c1}, c2 = {c}"))
                            .answer(format!("{} value", t.name()), v),
                    );
                }
            }
            o.value("equal values in one class below b", repeats.len());
            Ok(true)
        },
    )
}

/// The values equal in one class mod `a` below `b` (c from 1 up to b − 1, or c = 1 when b = 1),
/// read by `value_of(c)`: each (c1, c2, value) in the order of c2, c1 the last c before c2 of
/// its class with that value.
fn equal_in_class(
    a: u64,
    b: u64,
    value_of: impl Fn(u64) -> Result<u64, Failure>,
) -> Result<Vec<(u64, u64, u64)>, Failure> {
    // At most one entry per c: one allocation, no growing.
    let mut seen: HashMap<(u64, u64), u64, Fx> =
        HashMap::with_capacity_and_hasher(b as usize, Fx::default());
    let mut repeats = Vec::new();
    for c in 1..b.max(2) {
        let v = value_of(c)?;
        if let Some(&c1) = seen.get(&(c % a, v)) {
            repeats.push((c1, c, v));
        }
        seen.insert((c % a, v), c);
    }
    Ok(repeats)
}

/// Observation 1 at two values equal in one class below b, at c1 < c2: b ≥ 3a; as printed, also
/// a ≤ c1 and a | c1, c2.
fn observation_1_holds(a: u64, b: u64, c1: u64, c2: u64, as_printed: bool) -> bool {
    b >= 3 * a && (!as_printed || (a <= c1 && c1 % a == 0 && c2 % a == 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Observation 1 at a = 2: b ≥ 3a = 6 is needed; as printed also a ≤ c1 and 2 | c1, c2.
    #[test]
    fn observation_1_refuses_each_part() {
        assert!(observation_1_holds(2, 6, 2, 4, true));
        assert!(observation_1_holds(2, 6, 1, 3, false));
        assert!(!observation_1_holds(2, 5, 2, 4, true));
        assert!(!observation_1_holds(2, 5, 2, 4, false));
        assert!(!observation_1_holds(2, 6, 1, 3, true));
        assert!(!observation_1_holds(4, 12, 2, 6, true));
        assert!(!observation_1_holds(2, 6, 3, 4, true));
        assert!(!observation_1_holds(2, 6, 2, 5, true));
        assert!(observation_1_holds(2, 7, 4, 6, true));
    }

    /// Observation 1's equal values in one class, on planted values at a = 2, b = 7 (c = 1 … 6):
    /// 5, 3, 5, 3, 2, 3 give (1, 3) in the odd class (value 5), then (2, 4) and (4, 6) in the even
    /// one (value 3, each c1 the last before c2). b = 1 reads c = 1 alone; an error is passed on.
    #[test]
    fn equal_in_class_on_planted_values() {
        let planted = [5, 3, 5, 3, 2, 3];
        let found = equal_in_class(2, 7, |c| Ok(planted[(c - 1) as usize])).unwrap();
        assert_eq!(found, [(1, 3, 5), (2, 4, 3), (4, 6, 3)]);
        // Mod 3 the classes are {1, 4}, {2, 5}, {3, 6}: none repeats its value; with c = 4
        // planted 5, the class {1, 4} does.
        let none = equal_in_class(3, 7, |c| Ok(planted[(c - 1) as usize])).unwrap();
        assert_eq!(none, []);
        let four = [5, 3, 5, 5, 2, 3];
        let one = equal_in_class(3, 7, |c| Ok(four[(c - 1) as usize])).unwrap();
        assert_eq!(one, [(1, 4, 5)]);
        assert_eq!(equal_in_class(1, 1, |_| Ok(0)).unwrap(), []);
        assert!(equal_in_class(2, 7, |c| if c == 5 {
            Err(Failure::at("c = 5"))
        } else {
            Ok(0)
        })
        .is_err());
    }
}
