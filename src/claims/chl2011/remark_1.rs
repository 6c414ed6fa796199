//! chl2011 Remark 1: the predicates of its entries (the statement as printed, its readings and
//! corrections, the facts of its proof where the catalogue has them).

use super::*;

/// The predicates of this result's entries, in the catalogue's order.
pub(super) fn claims() -> Vec<ClaimCheck> {
    vec![
        claim!("remark-1", PAIRS, remark_1)
            .reads(reads![GG])
            .cases_exactly(cases::below_diagonal),
        claim!(
            "fact-euclid-on-calkin-wilf-tree",
            PAIRS,
            fact_euclid_on_calkin_wilf_tree,
        )
        .reads(reads![]),
    ]
}

fn remark_1(ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    let grossman = truth_or_return!(ctx, GG, false, run.n);
    run.all_upper_pairs(1, true, |&Pair(a, b), o| {
        let value = engine(Pair(a, b), "Theorem 1", chl2011::theorem_1(a, b))?;
        let p = grossman.is_p(a, b)?;
        // [7, Theorem 3] (hss2008 Theorem 3, Schwartz) and [8, Theorem 1] (Lengyel 2003, as
        // ho2014's slide prints it): the losing positions of Grossman's game.
        let schwartz = !engine(Pair(a, b), "[7, Theorem 3]", first_player_wins(a, b))?;
        let lengyel = engine(Pair(a, b), "[8, Theorem 1]", lengyel::is_p_position(a, b))?;
        o.value("Theorem 1", value)
            .value("grossman", pn(p))
            .value("[7, Theorem 3]", pn(schwartz))
            .value("[8, Theorem 1]", pn(lengyel));
        Ok(losing_positions_agree(value, p, schwartz, lengyel))
    })
}

/// Remark 1 at one position: Theorem 1's value is 0 exactly at Grossman's losing positions (`p`),
/// and [7, Theorem 3] and [8, Theorem 1] call it losing exactly then.
fn losing_positions_agree(value: u64, p: bool, schwartz: bool, lengyel: bool) -> bool {
    (value == 0) == p && p == schwartz && p == lengyel
}

fn fact_euclid_on_calkin_wilf_tree(_ctx: &Ctx<'_>, run: &mut Run<'_>) -> Verdict {
    // As hss2008 §4 treats Grossman's game: the moves to positive entries are the earlier
    // elements of the node's branch; Euclid's move to a zero entry exists exactly when the
    // branch ends at the root.
    let domain = ordered_pairs(1, run.n)
        .filter(|&Pair(a, b)| gcd(a, b) == 1)
        .map(|Pair(a, b)| Node(a, b));
    run.all(domain, |&Node(a, b), o| {
        let mut positive: Vec<(u64, u64)> = ColeDavieEuclid
            .moves(&(a, b))
            .filter(|&(x, y)| x > 0 && y > 0)
            .collect();
        positive.sort_unstable();
        let to_zero = ColeDavieEuclid
            .moves(&(a, b))
            .any(|(x, y)| x == 0 || y == 0);
        // Mothers while the node stays in the same branch (its top included).
        let mut branch = Vec::new();
        let (mut x, mut y) = (a, b);
        let side = a > b;
        while let Ok(Some(p)) = calkin_wilf::parent(x, y) {
            if (x > y) != side || x == y {
                break;
            }
            branch.push(p);
            (x, y) = p;
        }
        let at_root = (x, y) == (1, 1);
        branch.sort_unstable();
        o.value_with("moves to positive entries", || format!("{positive:?}"))
            .value_with("earlier elements of the branch", || format!("{branch:?}"))
            .value("a move to a zero entry", to_zero)
            .value("the branch ends at the root", at_root);
        Ok(moves_are_the_branch(&positive, &branch, to_zero, at_root))
    })
}

/// fact-euclid-on-calkin-wilf-tree at a node: the moves to positive entries (`positive`) are the
/// earlier elements of its branch (`branch`), and a move to a zero entry exists (`to_zero`)
/// exactly when the branch ends at the root (`at_root`).
fn moves_are_the_branch(
    positive: &[(u64, u64)],
    branch: &[(u64, u64)],
    to_zero: bool,
    at_root: bool,
) -> bool {
    positive == branch && to_zero == at_root
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (2, 3) is P in Grossman's game with Theorem 1's value 0, (1, 2) N with value 2. A nonzero
    /// value at a P-position, or either paper's answer other than the game's, is refused.
    #[test]
    fn losing_positions_refuse_each_disagreement() {
        assert!(losing_positions_agree(0, true, true, true));
        assert!(losing_positions_agree(2, false, false, false));
        assert!(!losing_positions_agree(2, true, true, true));
        assert!(!losing_positions_agree(0, false, false, false));
        assert!(!losing_positions_agree(0, true, false, true));
        assert!(!losing_positions_agree(0, true, true, false));
    }

    /// 3/8 (branch [(3, 2), (3, 5)], no move to zero) and 1/3 (its branch ends at the root); a move
    /// to zero where the branch does not end at the root, or a branch element missing, is refused.
    #[test]
    fn moves_are_the_branch_refuses_a_wrong_part() {
        let branch = [(3, 2), (3, 5)];
        assert!(moves_are_the_branch(&branch, &branch, false, false));
        assert!(moves_are_the_branch(
            &[(1, 1), (1, 2)],
            &[(1, 1), (1, 2)],
            true,
            true
        ));
        assert!(!moves_are_the_branch(&branch, &branch, true, false));
        assert!(!moves_are_the_branch(&[(3, 5)], &branch, false, false));
    }
}
