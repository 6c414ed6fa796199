//! The Calkin–Wilf tree to a few generations, each node `a/b` coloured by the outcome of the
//! position `(a, b)` of hss2008's game (Grossman's: play to equal entries), and the path from
//! the root to a chosen node drawn in red.
//!
//! # Conventions
//! - Generation 1 is the root `1/1`; generation `g` holds `2^(g−1)` nodes, read left to right
//!   (hss2008 §2). The children of `a/b` are `a/(a+b)` (left) and `(a+b)/b` (right).
//! - A node's colour is the reference solver's outcome (black: P, the second player wins;
//!   white: N). hss2008 Theorem 2 reads the same outcome off the path segments; the tree
//!   strategy (which plays by it) is asked too, and a node where the two differ is ringed in red
//!   and counted in the caption.

use super::{check_size, Anchor, Colour, Item, Scene};
use crate::games::GrossmanGame;
use crate::solver::ReferenceSolver;
use crate::trees::{calkin_wilf, Step};
use crate::vocab::error::{Error, Result};

/// The most generations drawn (64 nodes in the last).
pub const MAX_GENERATIONS: u32 = 7;

/// The Calkin–Wilf tree to `generations` generations with the path to `node` highlighted, and
/// its caption.
pub fn calkin_wilf_tree(generations: u32, node: (u64, u64)) -> Result<(Scene, String)> {
    if !(1..=MAX_GENERATIONS).contains(&generations) {
        return Err(Error::refused(format!(
            "the Calkin–Wilf picture draws 1 to {MAX_GENERATIONS} generations, not {generations}"
        )));
    }
    let (a, b) = node;
    let at = calkin_wilf::generation(a, b)?;
    if at > u128::from(MAX_GENERATIONS) {
        return Err(Error::refused(format!(
            "{a}/{b} is in generation {at}, below the {MAX_GENERATIONS} generations the picture \
             can draw: choose a node higher up"
        )));
    }
    if at > u128::from(generations) {
        return Err(Error::refused(format!(
            "{a}/{b} is in generation {at}, below the {generations} drawn: ask for \
             --generations {at} or a node higher up"
        )));
    }
    let last = 1u64 << (generations - 1);
    let spacing = 52i64;
    let width = (last as i64 * spacing).max(640) + 80;
    let row = 78i64;
    let height = 70 + row * i64::from(generations) + 40;
    check_size("the Calkin–Wilf picture", width as u64, height as u64)?;
    let mut scene = Scene::new(
        width as u32,
        height as u32,
        Colour::WHITE,
        "The Calkin-Wilf tree coloured by outcome",
    );
    scene.title(
        40,
        format!("Calkin-Wilf tree, generations 1-{generations}: P black, N white"),
    );
    // The path: the nodes from the root to the chosen one.
    let mut path = vec![(1u64, 1u64)];
    for &(step, k) in calkin_wilf::path_from_root(a, b)?.runs() {
        for _ in 0..k {
            let &(x, y) = path.last().expect("the root at least");
            path.push(match step {
                Step::L => calkin_wilf::left_child(x, y)?,
                Step::R => calkin_wilf::right_child(x, y)?,
            });
        }
    }
    let inner = width - 80;
    let place = |g: u32, i: u64| -> (i64, i64) {
        let count = 1i64 << (g - 1);
        (
            40 + (2 * i as i64 + 1) * inner / (2 * count),
            70 + row * i64::from(g - 1) + 14,
        )
    };
    let mut solver = ReferenceSolver::new(GrossmanGame);
    let mut nodes = Vec::new();
    let (mut p, mut n, mut differ) = (0u64, 0u64, 0u64);
    let mut level: Vec<(u64, u64)> = vec![(1, 1)];
    for g in 1..=generations {
        let mut next = Vec::with_capacity(level.len() * 2);
        for (i, &(x, y)) in level.iter().enumerate() {
            let (cx, cy) = place(g, i as u64);
            if g < generations {
                for (j, child) in [
                    calkin_wilf::left_child(x, y)?,
                    calkin_wilf::right_child(x, y)?,
                ]
                .into_iter()
                .enumerate()
                {
                    let (kx, ky) = place(g + 1, 2 * i as u64 + j as u64);
                    let on_path = path.contains(&(x, y)) && path.contains(&child);
                    scene.push(Item::Line {
                        from: (cx as f64, cy as f64),
                        to: (kx as f64, ky as f64),
                        colour: if on_path { Colour::RED } else { Colour::GREY },
                        width: if on_path { 3 } else { 1 },
                    });
                    next.push(child);
                }
            }
            let second_wins = solver.sprague_grundy(&(x, y))? == 0;
            let by_theorem_2 = crate::strategies::tree::winning_move(x, y)?.is_none();
            if second_wins {
                p += 1;
            } else {
                n += 1;
            }
            differ += u64::from(second_wins != by_theorem_2);
            nodes.push((cx, cy, x, y, second_wins, second_wins != by_theorem_2));
        }
        level = next;
    }
    for (cx, cy, x, y, second_wins, disagrees) in nodes {
        let on_path = path.contains(&(x, y));
        scene.push(Item::Disc {
            centre: (cx, cy),
            radius: 9,
            fill: if second_wins {
                Colour::BLACK
            } else {
                Colour::WHITE
            },
            stroke: Some(if on_path || disagrees {
                (Colour::RED, 3)
            } else {
                (Colour::GREY, 1)
            }),
        });
        scene.push(Item::Text {
            x: cx,
            y: cy + 14,
            text: format!("{x}/{y}"),
            scale: 1,
            colour: if on_path { Colour::RED } else { Colour::BLACK },
            anchor: Anchor::Middle,
        });
    }
    let word = calkin_wilf::path_from_root(a, b)?;
    let caption = format!(
        "The Calkin–Wilf tree, generations 1 to {generations} ({} nodes), each node a/b coloured \
         by the outcome of (a, b) in hss2008's game (Grossman's) by the reference solver: \
         {p} black (P: the second player wins), {n} white (N). hss2008 Theorem 2 reads the \
         outcome off the path's segments; the tree strategy that plays by it disagrees with \
         the solver at {differ} nodes. In red, the path from the root to {a}/{b} (the word \
         {}).",
        p + n,
        if word.is_empty() {
            "ε".to_string()
        } else {
            word.to_string()
        }
    );
    Ok((scene, caption))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_node_is_drawn_with_its_outcome() {
        let (scene, caption) = calkin_wilf_tree(4, (3, 2)).unwrap();
        let discs: Vec<_> = scene
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Disc { fill, .. } => Some(*fill),
                _ => None,
            })
            .collect();
        assert_eq!(discs.len(), 15);
        // The root 1/1 is final in Grossman's game: a P-position, black.
        assert_eq!(discs[0], Colour::BLACK);
        // 1/2 and 2/1 (generation 2) move to 1/1: N-positions, white.
        assert_eq!(&discs[1..3], &[Colour::WHITE, Colour::WHITE]);
        assert!(
            caption.contains("disagrees with the solver at 0 nodes"),
            "{caption}"
        );
        assert!(caption.contains("3/2"), "{caption}");
    }

    #[test]
    fn a_node_below_the_drawn_generations_is_refused() {
        let e = calkin_wilf_tree(3, (5, 8)).unwrap_err();
        assert!(e.to_string().contains("generation"), "{e}");
        assert!(calkin_wilf_tree(0, (1, 1)).is_err());
        assert!(calkin_wilf_tree(MAX_GENERATIONS + 1, (1, 1)).is_err());
        assert!(
            calkin_wilf_tree(3, (2, 4)).is_err(),
            "2/4 is not reduced: no node"
        );
    }
}
