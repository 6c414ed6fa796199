//! ho2012 Theorem 4.1: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("theorem-4-1", TRIPLES, |ctx, run| {
            residue_classes(ctx, run, G1, |k| k.iter().all(|&x| x == 1))
        })
        .reads(reads![G1])
        .cases(|n| cases::square_part(n, 1, 8)),
        claim!(
            "fact-proof-theorem-4-1-uniqueness",
            TRIPLES,
            fact_proof_theorem_4_1_uniqueness,
        )
        .reads(reads![G1])
        .cases(|n| cases::cube_part(n, 5, 3)),
        claim!(
            "fact-proof-theorem-4-1-existence",
            TRIPLES,
            fact_proof_theorem_4_1_existence,
        )
        .reads(reads![G1])
        .cases(|n| cases::cube_part(n, 1, 60)),
    ]
}

fn fact_proof_theorem_4_1_uniqueness(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Proof of Theorem 4.1, uniqueness (G1): "Since c1, c2 are in the same residue class modulo
    // a, we have c2 > a. If c2 < b then there exists a 1-2 move from (a, c2, b) to (a, c1, b).
    // This is a contradiction. If c2 ≥ b then there exists a 1–3 move from (a, b, c2) to (a, b,
    // c1). This is a contradiction."
    joined_in_one_class(ctx, run, |x, y| x != y)
}

/// The length of the sequence (4.1) or (4.3) and its step: s + m terms a apart when b0 = 0,
/// s + m + 1 terms b0·a apart when b0 > 0.
fn sequence_4_1(a: u64, b: u64, s: u64) -> (u64, u64) {
    let (m, b0) = (b / a, b % a);
    if b0 == 0 {
        (s + m, a)
    } else {
        (s + m + 1, b0 * a)
    }
}

fn fact_proof_theorem_4_1_existence(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // Proof of Theorem 4.1, existence (G1; m = ⌊b/a⌋, d ≥ b, d ≡ r, b0 = b − ma; reductio: no c
    // in the class with G = s). b0 = 0, the sequence (4.1) (a, b, d + ia), i = 1 … s + m: "Note
    // that each pair of these s + m positions has distinct Sprague-Grundy values, and so there
    // are at most s positions having Sprague-Grundy values from 0 to s − 1. Consequently, there
    // are, in that sequence, at least m positions having Sprague-Grundy values more than s."
    // "From each position (a, b, d + i_j a), there exists a move to some position p_j of
    // Sprague-Grundy value s. This move must be a 1-2 move, and so p_j must be of the form (a, b
    // − k_j a, d + i_j a). Since there are at most m − 1 values for k_j (as b − k_j a > 0) while
    // there are m positions p_j, there must be two distinct positions … in which k_j1 = k_j2
    // and i_j1 ≠ i_j2. This is a contradiction as there is a 1–3 move (as b − k_j a ≥ a) from
    // one of the two positions p_j1, p_j2 to the other." b0 > 0, the sequence (4.3) (a, b, d +
    // i b0 a), i = 1 … s + m + 1: "This sequence contains at least m + 1 positions having
    // Sprague-Grundy values greater than s." "From each position … there exists a move to some
    // position q_j of Sprague-Grundy value s. This move must be a 1-2 move and so q_j must be of
    // the form (a, b − k_j a, d + i_j b0 a). Since there are at most m values for k_j while there
    // are m + 1 positions q_j, there must be two distinct positions … If b − k_j1 a ≥ a then
    // there exists a 1–3 move from one of two positions q_j1, q_j2 to the other." … "Therefore,
    // b − k_j1 a < a and so b − k_j1 a = b0, and the two integers d + i_j1 b0 a and d + i_j2 b0 a
    // are in the same residue class d (mod b0)."
    let n = run.n;
    let t = triple_truth!(ctx, G1, false, n);
    let last = |a, b, s, d| {
        let (len, step) = sequence_4_1(a, b, s);
        d + len * step
    };
    run.all(
        sequences(n, last),
        |&Fields([(_, a), (_, b), (_, s), (_, d)]), o| {
            let (m, b0) = (b / a, b % a);
            let (len, step) = sequence_4_1(a, b, s);
            let xs: Vec<u64> = (1..=len).map(|i| d + i * step).collect();
            let (values, joined) = along(&t, a, b, &xs)?;
            let (lo, at, hi) = split(&values, s);
            let (needed, k_bound) = theorem_4_1_counts(a, b);
            // The moves to value s from above s, and the form of every move.
            let to_s = all_ok(
                xs.iter()
                    .zip(&values)
                    .filter(|&(_, &v)| v > s)
                    .map(|(&x, _)| Ok(option_of_value(&t, &[a, b, x], s)?.is_some())),
            )?;
            let typed = xs.iter().all(|&x| {
                let p = [a, b, x];
                G1Game.moves(&p).all(|q| one_two_or_one_three(p, q))
            });
            // The values of k with b − ka > 0: m − 1 of them (b0 = 0) or m (b0 > 0).
            let ks = theorem_4_1_ks(a, b);
            let count_k = ks.len() as u64 == k_bound;
            // A second entry b − ka ≥ a keeps a the smallest: the positions are joined by 1–3 moves
            // (the game's moves confirm it between the first two).
            let k_joined = theorem_4_1_k_joined(a, b, &xs, |p, q| is_option(G1, p, q));
            let all_at_least_a = theorem_4_1_all_at_least_a(a, b, &ks);
            // What is shown is what is decided.
            let at_least_a_joined = all_hold(&[k_joined, all_at_least_a]);
            let to_b0 = theorem_4_1_to_b0(a, b, d, &xs);
            o.value("m", m)
                .value("b0", b0)
                .value_with("values", || format!("{values:?}"))
                .value("values below s", lo)
                .value("values at s", at)
                .value("values above s", hi)
                .value("pairwise joined, values distinct", joined)
                .value("a move to value s from above s", to_s)
                .value("moves of types 1-2 and 1–3", typed)
                .value("values of k", ks.len())
                .value("b − ka ≥ a: joined by 1–3 moves", at_least_a_joined)
                .value("b − ka < a only at k = m, b − ma = b0", to_b0);
            Ok(all_hold(&[
                joined,
                lo <= s,
                at + hi >= needed,
                to_s,
                typed,
                count_k,
                at_least_a_joined,
                to_b0,
            ]))
        },
    )
}

/// Theorem 4.1's proof at (a, b), m = ⌊b/a⌋, b0 = b − ma: how many of the sequence lie above s
/// ("at least m" when b0 = 0, "at least m + 1" when b0 > 0), and how many values of k there are
/// at most ("at most m − 1", "at most m").
fn theorem_4_1_counts(a: u64, b: u64) -> (u64, u64) {
    let (m, b0) = (b / a, b % a);
    if b0 == 0 {
        (m, m.saturating_sub(1))
    } else {
        (m + 1, m)
    }
}

/// Theorem 4.1's proof: at each k with b − ka ≥ a, "there is a 1–3 move (as b − k_j a ≥ a)
/// from one of the two positions p_j1, p_j2 to the other", checked between the sequence's first
/// two: (a, b − ka, x1) to (a, b − ka, x0), `moves` telling whether one position moves to the
/// other. For any a ≤ b: its unit test plants the moves.
fn theorem_4_1_k_joined(
    a: u64,
    b: u64,
    xs: &[u64],
    moves: impl Fn([u64; 3], [u64; 3]) -> bool,
) -> bool {
    theorem_4_1_a_stays_least(a, b).into_iter().all(|k| {
        let y = b - k * a;
        match xs[..] {
            [x0, x1, ..] => moves(triple(a, y, x1), triple(a, y, x0)),
            _ => true,
        }
    })
}

/// The k ≥ 1 with b − ka > 0, in order.
fn theorem_4_1_ks(a: u64, b: u64) -> Vec<u64> {
    multiples_below(1, a, b)
}

/// The k ≥ 1 with b − ka ≥ a (Theorem 4.1's proof: "as b − k_j a ≥ a", which keeps a the
/// smallest entry of (a, b − ka, x)).
fn theorem_4_1_a_stays_least(a: u64, b: u64) -> Vec<u64> {
    theorem_4_1_ks(a, b)
        .into_iter()
        .filter(|&k| b - k * a >= a)
        .collect()
}

/// Theorem 4.1's proof when b0 = 0: "a 1–3 move (as b − k_j a ≥ a)", at every k of `ks`. True
/// when b0 > 0, where the proof parts the k with b − ka < a from the rest. For any k of `ks` with
/// ka ≤ b: its unit test plants a k with b − ka < a.
fn theorem_4_1_all_at_least_a(a: u64, b: u64, ks: &[u64]) -> bool {
    b % a != 0 || ks.iter().all(|&k| b - k * a >= a)
}

/// Theorem 4.1's proof when b0 = b − ma > 0 (m = ⌊b/a⌋): "b − k_j1 a < a and so b − k_j1 a = b0"
/// (the only k with 0 < b − ka < a is m), and the third entries `xs` "are in the same residue
/// class d (mod b0)". True when b0 = 0, where the proof does not say it. For any inputs with
/// each of `xs` at least d: its unit test gives it entries outside the class.
fn theorem_4_1_to_b0(a: u64, b: u64, d: u64, xs: &[u64]) -> bool {
    let (m, b0) = (b / a, b % a);
    b0 == 0
        || all_hold(&[
            theorem_4_1_ks(a, b)
                .into_iter()
                .filter(|&k| b - k * a < a)
                .eq([m]),
            b - m * a == b0,
            xs.iter().all(|&x| (x - d) % b0 == 0),
        ])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Theorem 4.1's counts, by hand: (2, 6): m = 3, b0 = 0, at least 3 above s, at most 2 values of
    /// k; (2, 7): m = 3, b0 = 1, at least 4, at most 3; (3, 2): m = 0, b0 = 2, at least 1, none;
    /// (5, 5): m = 1, b0 = 0, at least 1, none.
    #[test]
    fn theorem_4_1_counts_by_hand() {
        assert_eq!(theorem_4_1_counts(2, 6), (3, 2));
        assert_eq!(theorem_4_1_counts(2, 7), (4, 3));
        assert_eq!(theorem_4_1_counts(3, 2), (1, 0));
        assert_eq!(theorem_4_1_counts(5, 5), (1, 0));
    }

    /// The k with b − ka > 0, by hand: (2, 6): 1, 2 (6 − 6 = 0 stops); (2, 7): 1, 2, 3; (3, 3): none.
    #[test]
    fn theorem_4_1_ks_by_hand() {
        assert_eq!(theorem_4_1_ks(2, 6), vec![1, 2]);
        assert_eq!(theorem_4_1_ks(2, 7), vec![1, 2, 3]);
        assert_eq!(theorem_4_1_ks(3, 3), Vec::<u64>::new());
    }

    /// Theorem 4.1's "b − k_j a ≥ a" when b0 = 0: every k below m at (2, 6) and (3, 9); a planted k = m
    /// (b − ma = 0) refused, alone or after the others; b0 > 0 is not its case.
    #[test]
    fn theorem_4_1_all_at_least_a_by_hand() {
        assert!(theorem_4_1_all_at_least_a(2, 6, &[1, 2]));
        assert!(theorem_4_1_all_at_least_a(3, 9, &[1, 2]));
        assert!(!theorem_4_1_all_at_least_a(3, 9, &[3]));
        assert!(!theorem_4_1_all_at_least_a(2, 6, &[1, 2, 3]));
        assert!(theorem_4_1_all_at_least_a(2, 7, &[3]));
    }

    /// Theorem 4.1's end when b0 > 0, by hand. (2, 7): b − ka = 5, 3, 1, below 2 only at k = 3 = m,
    /// and 1 = b0; every entry is in the class mod 1. (3, 8): 5, 2, below 3 only at k = 2 = m, 2 = b0;
    /// 14 and 20 are ≡ 8 (mod 2), 15 is not. (4, 7): 3 at k = 1 = m, b0 = 3; 19 and 31 are ≡ 7 (mod
    /// 3), 20 is not. b0 = 0 ((2, 6)): true, whatever the entries.
    #[test]
    fn theorem_4_1_to_b0_by_hand() {
        assert!(theorem_4_1_to_b0(2, 7, 7, &[9, 11, 13]));
        assert!(theorem_4_1_to_b0(3, 8, 8, &[14, 20]));
        assert!(!theorem_4_1_to_b0(3, 8, 8, &[14, 15]));
        assert!(theorem_4_1_to_b0(4, 7, 7, &[19, 31]));
        assert!(!theorem_4_1_to_b0(4, 7, 7, &[20]));
        assert!(theorem_4_1_to_b0(2, 6, 6, &[7, 8]));
    }

    /// The sequences (4.1) and (4.3), by hand: (2, 6, s = 1): m = 3, b0 = 0, 1 + 3 terms 2 apart;
    /// (2, 7, 1): m = 3, b0 = 1, 1 + 3 + 1 terms 1·2 apart; (3, 8, 2): m = 2, b0 = 2, 5 terms 6 apart.
    #[test]
    fn sequence_4_1_by_hand() {
        assert_eq!(sequence_4_1(2, 6, 1), (4, 2));
        assert_eq!(sequence_4_1(2, 7, 1), (5, 2));
        assert_eq!(sequence_4_1(3, 8, 2), (5, 6));
    }

    /// The k with b − ka ≥ a, by hand: (2, 6): 4 and 2 (k = 1, 2); (2, 7): 5, 3 (k = 1, 2; 1 < 2 at
    /// k = 3); (3, 3): none.
    #[test]
    fn theorem_4_1_a_stays_least_by_hand() {
        assert_eq!(theorem_4_1_a_stays_least(2, 6), vec![1, 2]);
        assert_eq!(theorem_4_1_a_stays_least(2, 7), vec![1, 2]);
        assert_eq!(theorem_4_1_a_stays_least(3, 3), Vec::<u64>::new());
    }

    /// Theorem 4.1's positions joined at each k, on planted moves: a = 2, b = 7 has k = 1, 2 (second
    /// entries 5 and 3 ≥ 2); with xs = [9, 11] it asks for (2, 5, 11) to (2, 5, 9) and (2, 3, 11)
    /// to (2, 3, 9). Both planted holds; either alone is refused; a sequence of one asks nothing.
    #[test]
    fn theorem_4_1_k_joined_on_planted_moves() {
        let planted = |joined: &'static [[u64; 3]]| {
            move |p: [u64; 3], q: [u64; 3]| {
                p[2] == 11 && q[2] == 9 && p[..2] == q[..2] && joined.contains(&p)
            }
        };
        assert!(theorem_4_1_k_joined(
            2,
            7,
            &[9, 11],
            planted(&[[2, 5, 11], [2, 3, 11]])
        ));
        assert!(!theorem_4_1_k_joined(
            2,
            7,
            &[9, 11],
            planted(&[[2, 5, 11]])
        ));
        assert!(!theorem_4_1_k_joined(
            2,
            7,
            &[9, 11],
            planted(&[[2, 3, 11]])
        ));
        assert!(theorem_4_1_k_joined(2, 7, &[9], |_, _| false));
    }
}
