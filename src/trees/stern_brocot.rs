//! The Stern–Brocot tree, which Lengyel uses as hss2008 uses the Calkin–Wilf tree (chl2011
//! Remark 1: "Euclid can be played on the Stern–Brocot and Calkin–Wilf trees").
//!
//! # Conventions
//! Each node is the mediant `(p + r)/(q + s)` of its bounds `p/q < node < r/s`, starting from
//! `0/1` and `1/0` with the root `1/1`; the left child is the mediant of the left bound and the
//! node, the right child of the node and the right bound. A node's path from the root is the
//! sequence of subtractions of the Euclidean algorithm read forwards (`R` when `a > b`), where
//! the Calkin–Wilf path reads the same sequence backwards.

use super::{mul_add, subtraction_word, Step, Word};
use crate::vocab::error::Result;

/// A node with its bounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    /// The node `a/b`, as `(a, b)`: the mediant of its bounds.
    pub value: (u64, u64),
    /// The left bound `p/q`, as `(p, q)` (`0/1` for the left edge of the tree).
    pub left_bound: (u64, u64),
    /// The right bound `r/s`, as `(r, s)` (`1/0` for the right edge of the tree).
    pub right_bound: (u64, u64),
}

/// The node reached from the root by `word`, with its bounds.
pub fn node_with_bounds(word: &Word) -> Result<Node> {
    let (mut p, mut q, mut r, mut s) = (0u64, 1u64, 1u64, 0u64);
    for &(step, k) in word.runs() {
        match step {
            // k steps left: the right bound becomes (k·p + r)/(k·q + s).
            Step::L => {
                r = mul_add(k, p, r, "following the word")?;
                s = mul_add(k, q, s, "following the word")?;
            }
            Step::R => {
                p = mul_add(k, r, p, "following the word")?;
                q = mul_add(k, s, q, "following the word")?;
            }
        }
    }
    let value = (
        mul_add(1, p, r, "the mediant")?,
        mul_add(1, q, s, "the mediant")?,
    );
    Ok(Node {
        value,
        left_bound: (p, q),
        right_bound: (r, s),
    })
}

/// The node reached from the root by `word`.
pub fn node_at(word: &Word) -> Result<(u64, u64)> {
    Ok(node_with_bounds(word)?.value)
}

/// The path from the root to `a/b`.
pub fn path_from_root(a: u64, b: u64) -> Result<Word> {
    subtraction_word(a, b)
}

/// The children `(left, right)` of `a/b`.
pub fn children(a: u64, b: u64) -> Result<((u64, u64), (u64, u64))> {
    let node = node_with_bounds(&path_from_root(a, b)?)?;
    let (p, q) = node.left_bound;
    let (r, s) = node.right_bound;
    let left = (
        mul_add(1, p, a, "the left child")?,
        mul_add(1, q, b, "the left child")?,
    );
    let right = (
        mul_add(1, r, a, "the right child")?,
        mul_add(1, s, b, "the right child")?,
    );
    Ok((left, right))
}

/// The right branch of `a/b`: the node and its successive right children
/// `(a + k·r)/(b + k·s)`, `r/s` the right bound, as long as they fit `u64`.
pub fn right_branch(a: u64, b: u64) -> Result<impl Iterator<Item = (u64, u64)>> {
    let node = node_with_bounds(&path_from_root(a, b)?)?;
    Ok(branch(node.value, node.right_bound))
}

/// The left branch of `a/b`: the node and its successive left children
/// `(a + k·p)/(b + k·q)`, `p/q` the left bound, as long as they fit `u64`.
pub fn left_branch(a: u64, b: u64) -> Result<impl Iterator<Item = (u64, u64)>> {
    let node = node_with_bounds(&path_from_root(a, b)?)?;
    Ok(branch(node.value, node.left_bound))
}

fn branch(start: (u64, u64), bound: (u64, u64)) -> impl Iterator<Item = (u64, u64)> {
    std::iter::successors(Some(start), move |&(x, y)| {
        Some((x.checked_add(bound.0)?, y.checked_add(bound.1)?))
    })
}

/// The parent of `a/b`, or `None` for the root.
pub fn parent(a: u64, b: u64) -> Result<Option<(u64, u64)>> {
    let word = path_from_root(a, b)?;
    match word.drop_last(1) {
        Some(up) => Ok(Some(node_at(&up)?)),
        None => Ok(None),
    }
}

/// The generation of `a/b` (the root is generation 1).
pub fn generation(a: u64, b: u64) -> Result<u128> {
    Ok(path_from_root(a, b)?.len() + 1)
}

/// Generation `n` (1 ≤ n ≤ 64) from left to right (in increasing order), streamed by a
/// depth-first walk that keeps only the current path of bounds.
pub fn generation_nodes(n: u32) -> Result<impl Iterator<Item = (u64, u64)>> {
    if !(1..=64).contains(&n) {
        return Err(crate::Error::out_of_domain(format!(
            "generation {n}: streamed generations are 1 to 64"
        )));
    }
    // Stack of (left bound, right bound, depth); in-order left to right at depth n.
    type Frame = ((u64, u64), (u64, u64), u32);
    let mut stack: Vec<Frame> = vec![((0, 1), (1, 0), 1)];
    Ok(std::iter::from_fn(move || {
        while let Some(((p, q), (r, s), depth)) = stack.pop() {
            // Values in generation ≤ 64 are at most F(65): no overflow.
            let m = (p + r, q + s);
            if depth == n {
                return Some(m);
            }
            stack.push((m, (r, s), depth + 1)); // right subtree, visited second
            stack.push(((p, q), m, depth + 1)); // left subtree, visited first
        }
        None
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_generations_are_sorted() {
        let g: Vec<(u64, u64)> = generation_nodes(3).unwrap().collect();
        assert_eq!(g, vec![(1, 3), (2, 3), (3, 2), (3, 1)]);
        assert_eq!(children(1, 1).unwrap(), ((1, 2), (2, 1)));
        assert_eq!(children(2, 3).unwrap(), ((3, 5), (3, 4)));
        assert_eq!(parent(3, 5).unwrap(), Some((2, 3)));
        assert_eq!(parent(1, 1).unwrap(), None);
        assert_eq!(
            right_branch(2, 3).unwrap().take(3).collect::<Vec<_>>(),
            vec![(2, 3), (3, 4), (4, 5)]
        );
        assert_eq!(
            left_branch(2, 3).unwrap().take(3).collect::<Vec<_>>(),
            vec![(2, 3), (3, 5), (4, 7)]
        );
        assert_eq!(
            right_branch(1, 1).unwrap().take(3).collect::<Vec<_>>(),
            vec![(1, 1), (2, 1), (3, 1)]
        );
        let w = path_from_root(5, 3).unwrap();
        assert_eq!(w.to_string(), "R L R");
        assert_eq!(node_at(&w).unwrap(), (5, 3));
    }
}
