//! The three-entry games of Ho 2012: 3-Euclid of Collins and Lengyel, and its restrictions G1
//! and G2.
//!
//! # Source
//! ho2012 §1: "In 3-Euclid, a position is a triplet of positive integers. Each move is to
//! subtract from one of the integers a positive integer multiple of one of the others as long as
//! the result remains positive. Generally, from a position (a, b, c), where a ≤ b ≤ c, there are
//! three types of moves in 3-Euclid: (i) 1-2 moves: subtracting a multiple of a from b; (ii) 1–3
//! moves: subtracting a multiple of a from c; (iii) 2-3 moves: subtracting a multiple of b from
//! c." "In the first restriction that we call G1, a move is to subtract a positive integer
//! multiple of the smallest integer from one of the other integers as long as the result remains
//! positive. In the second restriction that we call G2, each move is to subtract a positive
//! integer multiple of the smallest integer from the largest integer as long as the result
//! remains positive. The two games therefore stop when the three integers are equal."
//!
//! # Conventions
//! A position is an unordered triple, stored sorted: `[a, b, c]` with `a ≤ b ≤ c`, every entry
//! positive. With ties the rules need no choice: a subtraction from an entry equal to the one
//! subtracted would leave 0, and the copies of a repeated largest entry are interchangeable.
//! 3-Euclid allows the three move types above (a smaller entry never loses a multiple of a
//! larger one, which would make it negative); G1 the 1-2 and 1-3 moves; G2 the 1-3 moves.

use super::ImpartialGame;
use crate::vocab::error::{Error, Result};

/// A sorted triple.
pub type Triple = [u64; 3];

/// Sorts three entries into a position.
pub fn triple(a: u64, b: u64, c: u64) -> Triple {
    let mut t = [a, b, c];
    t.sort_unstable();
    t
}

fn check(name: &str, p: &Triple) -> Result<()> {
    if p.contains(&0) {
        return Err(Error::invalid_position(
            name,
            format!("{p:?}"),
            "entries must be positive",
        ));
    }
    if !(p[0] <= p[1] && p[1] <= p[2]) {
        return Err(Error::invalid_position(
            name,
            format!("{p:?}"),
            "store the entries sorted",
        ));
    }
    Ok(())
}

/// The moves of a game whose move types are `types`: (subtracted index, reduced index) in the
/// sorted triple.
fn moves<'a>(types: &'static [(usize, usize)], p: &'a Triple) -> impl Iterator<Item = Triple> + 'a {
    types.iter().flat_map(move |&(from, to)| {
        let (x, y) = (p[from], p[to]);
        (1..)
            .map_while(move |k: u64| {
                x.checked_mul(k)
                    .and_then(|kx| y.checked_sub(kx))
                    .filter(|&r| r > 0)
            })
            .map(move |rest| {
                let mut q = *p;
                q[to] = rest;
                q.sort_unstable();
                q
            })
    })
}

macro_rules! triple_game {
    ($(#[$doc:meta])* $ty:ident, $name:literal, $types:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $ty;

        impl ImpartialGame for $ty {
            type Position = Triple;

            fn name(&self) -> String {
                $name.to_string()
            }

            fn check_position(&self, p: &Triple) -> Result<()> {
                check($name, p)
            }

            /// The end rule: the three entries are equal.
            fn is_terminal(&self, p: &Triple) -> bool {
                p[0] == p[2]
            }

            fn moves<'a>(&'a self, p: &'a Triple) -> impl Iterator<Item = Triple> + 'a {
                moves($types, p)
            }
        }
    };
}

triple_game!(
    /// 3-Euclid of Collins and Lengyel: any entry loses a multiple of a smaller or equal one.
    ThreeEuclid,
    "3-euclid",
    &[(0, 1), (0, 2), (1, 2)]
);
triple_game!(
    /// G1: the smallest entry is subtracted from either other entry.
    G1,
    "g1",
    &[(0, 1), (0, 2)]
);
triple_game!(
    /// G2: the smallest entry is subtracted from the largest.
    G2,
    "g2",
    &[(0, 2)]
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_types_by_game() {
        let p = [2, 3, 7];
        let all: Vec<Triple> = ThreeEuclid.moves(&p).collect();
        assert_eq!(
            all,
            vec![
                [1, 2, 7],
                [2, 3, 5],
                [2, 3, 3],
                [1, 2, 3],
                [2, 3, 4],
                [1, 2, 3]
            ]
        );
        assert_eq!(G1.moves(&p).count(), 4);
        assert_eq!(
            G2.moves(&p).collect::<Vec<_>>(),
            vec![[2, 3, 5], [2, 3, 3], [1, 2, 3]]
        );
        assert!(G2.is_terminal(&[4, 4, 4]) && G2.moves(&[4, 4, 4]).next().is_none());
        assert!(G1.check_position(&[3, 2, 1]).is_err() && G1.check_position(&[0, 1, 2]).is_err());
        // Each half of "sorted" on its own.
        for unsorted in [[1, 3, 2], [2, 1, 3]] {
            let e = G2.check_position(&unsorted).unwrap_err().to_string();
            assert!(e.contains("sorted"), "{e}");
        }
        assert!(G2.check_position(&[2, 2, 3]).is_ok() && G2.check_position(&[1, 3, 3]).is_ok());
    }
}
