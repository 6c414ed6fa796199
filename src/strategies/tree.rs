//! The tree strategy of hss2008 Theorem 2, for Grossman's game.
//!
//! # Source
//! hss2008 §4: "The path from the quotient of the numbers in the starting position to the root
//! in the Calkin-Wilf tree consists of path segments each of which is part of a left or a right
//! branch … We call a path segment non-trivial if it contains at least two edges, resp. three
//! elements." Theorem 2: "The first player has a winning strategy if and only if either the path
//! … to the root … consists only of an odd number of trivial path segments or if the first
//! non-trivial path segment appears at an odd position." Proof: "the first player facing a
//! non-trivial path segment can move to the last or the last but one element of this path
//! segment. By the right choice, he is the player facing the next non-trivial path segment."
//!
//! # Conventions
//! The position `(a, b)` is the node `a/b` after dividing by the gcd (hss2008 §4: "optimal play
//! for (a, b) is equivalent to optimal play for the reduced position"). Segments are counted from
//! the node toward the root, from 1; a segment's length is its number of edges.

use crate::arith::gcd;
use crate::trees::{subtraction_word, Step};
use crate::vocab::error::{Error, Result};

/// The segments of the path from `a/b` to the root, from the node upward: (direction, edges).
pub fn segments(a: u64, b: u64) -> Result<Vec<(Step, u64)>> {
    if a == 0 || b == 0 {
        return Err(Error::out_of_domain("tree positions have positive entries"));
    }
    let d = gcd(a, b);
    // The path from the root (`calkin_wilf::path_from_root`) is the subtraction word read
    // backwards: read from the node upward, it is the word itself.
    Ok(subtraction_word(a / d, b / d)?.into_runs())
}

/// Theorem 2's criterion on segment lengths: the first player wins.
pub fn first_player_wins(lengths: &[u64]) -> bool {
    first_player_wins_by(lengths.iter().copied())
}

/// [`first_player_wins`] on the lengths one at a time, from the node upward: the first
/// non-trivial segment at an odd position, or none and an odd number of segments.
fn first_player_wins_by(lengths: impl IntoIterator<Item = u64>) -> bool {
    let mut count = 0usize;
    for n in lengths {
        count += 1;
        if n >= 2 {
            return count % 2 == 1;
        }
    }
    count % 2 == 1
}

/// Theorem 2's criterion on the segments themselves (their lengths, without a vector of them).
pub fn first_player_wins_on(segments: &[(Step, u64)]) -> bool {
    first_player_wins_by(segments.iter().map(|&(_, n)| n))
}

/// Whether the first player wins from `(a, b)` by Theorem 2.
pub fn theorem_2(a: u64, b: u64) -> Result<bool> {
    Ok(first_player_wins_on(&segments(a, b)?))
}

/// The proof's move: climb the first segment to its last or last-but-one element, whichever
/// hands the opponent a losing path. `None` from a losing position.
pub fn winning_move(a: u64, b: u64) -> Result<Option<(u64, u64)>> {
    let segs = segments(a, b)?;
    if !first_player_wins_on(&segs) {
        return Ok(None);
    }
    let (step, first) = segs[0];
    // Climbing the whole segment leaves segments[1..]; one step less leaves [1, segments[1..]].
    let rest = &segs[1..];
    let climb = if !first_player_wins_on(rest) {
        first
    } else {
        first - 1
    };
    let d = gcd(a, b);
    let (x, y) = (a / d, b / d);
    // `climb` mothers up the branch: a right child loses b each step, a left child loses a.
    let (x, y) = match step {
        Step::R => (x - climb * y, y),
        Step::L => (x, y - climb * x),
    };
    Ok(Some((x * d, y * d)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The criterion read one length at a time is Theorem 2's words, "only of an odd number of
    /// trivial path segments or … the first non-trivial path segment appears at an odd position",
    /// on every sequence of lengths 1 to 3 up to six segments, as lengths and as segments.
    #[test]
    fn criterion_is_the_printed_words() {
        let printed = |lengths: &[u64]| match lengths.iter().position(|&n| n >= 2) {
            None => lengths.len() % 2 == 1,
            Some(i) => (i + 1) % 2 == 1,
        };
        let mut seen = 0;
        for len in 0..=6u32 {
            for code in 0..3u64.pow(len) {
                let lengths: Vec<u64> = (0..len).map(|i| code / 3u64.pow(i) % 3 + 1).collect();
                let segs: Vec<(Step, u64)> = lengths.iter().map(|&n| (Step::L, n)).collect();
                assert_eq!(
                    first_player_wins(&lengths),
                    printed(&lengths),
                    "{lengths:?}"
                );
                assert_eq!(
                    first_player_wins_on(&segs),
                    printed(&lengths),
                    "{lengths:?}"
                );
                seen += usize::from(printed(&lengths));
            }
        }
        // Both answers occur (1093 sequences in all).
        assert!(seen > 0 && seen < 1093, "{seen}");
    }

    /// The segments are the path from the root read from the node upward, for every pair up to
    /// 60 (reduced by the gcd), and a position with a zero entry has none.
    #[test]
    fn segments_read_the_path_from_the_node() {
        for a in 1..=60u64 {
            for b in 1..=60u64 {
                let d = gcd(a, b);
                let path = crate::trees::calkin_wilf::path_from_root(a / d, b / d).unwrap();
                let upward: Vec<(Step, u64)> = path.runs().iter().rev().copied().collect();
                assert_eq!(segments(a, b).unwrap(), upward, "({a}, {b})");
            }
        }
        assert!(segments(0, 3).is_err());
    }
}
