//! The counts of hss2008 §6–7, two ways: by walking the Calkin–Wilf tree generation by
//! generation, and by the paper's recursions in big integers.
//!
//! # Conventions
//! A node `a/b` is a win for the first player in hss2008's game (Grossman's) when it lies outside
//! the open cone `g < a/b < G` (hss2008 Theorem 1, checked against the solvers elsewhere).

use super::calkin_wilf::generation_nodes;
use crate::formulas::hss2008;
use crate::vocab::error::Result;
use num_bigint::BigUint;

/// Counts in one generation by enumeration.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GenerationCounts {
    /// `f_n`: nodes that are a win for the first player.
    pub first: u64,
    /// `g_n`: nodes that are a win for the second player.
    pub second: u64,
    /// `F_n`: mothers in this generation both of whose children win for the first player.
    pub mothers_both_first: u64,
    /// `G_n`: mothers with one child of each kind.
    pub mothers_mixed: u64,
}

/// The counts of generation `n` (1 ≤ n ≤ 64), streamed, each node classified by the cone
/// (hss2008 Theorem 1). The mother counts describe this generation's nodes as mothers (hss2008
/// counts them as `F(n+1)`, `G(n+1)`).
pub fn count_generation(n: u32) -> Result<GenerationCounts> {
    count_generation_by(n, hss2008::first_player_wins)
}

/// The counts of generation `n`, each node and child classified by `wins(a, b)` (whether the
/// first player wins from `a/b`): by a solver, by the cone, or both.
pub fn count_generation_by<E: From<crate::Error>>(
    n: u32,
    wins: impl FnMut(u64, u64) -> std::result::Result<bool, E>,
) -> std::result::Result<GenerationCounts, E> {
    count_nodes_by(generation_nodes(n)?.map(|x| x.map_err(E::from)), wins)
}

/// The counts of the nodes `nodes` (one generation, streamed), classified by `wins(a, b)`.
pub fn count_nodes_by<E: From<crate::Error>>(
    nodes: impl Iterator<Item = std::result::Result<(u64, u64), E>>,
    mut wins: impl FnMut(u64, u64) -> std::result::Result<bool, E>,
) -> std::result::Result<GenerationCounts, E> {
    let mut c = GenerationCounts::default();
    for node in nodes {
        let (a, b) = node?;
        if wins(a, b)? {
            c.first += 1;
        } else {
            c.second += 1;
        }
        // Children a/(a+b) and (a+b)/b. Entries of generation n are at most the Fibonacci
        // number F(n+1) ≤ F(65) < 2^44, so the sum fits; checked all the same.
        if let Some(s) = a.checked_add(b) {
            match (wins(a, s)?, wins(s, b)?) {
                (true, true) => c.mothers_both_first += 1,
                (true, false) | (false, true) => c.mothers_mixed += 1,
                (false, false) => {}
            }
        }
    }
    Ok(c)
}

/// `(f_n, g_n)` for `n = 1 … n_max` by hss2008's recursion `f(n+1) = f(n) + 2g(n)`,
/// `g(n+1) = f(n)` from `f(1) = 0`, `g(1) = 1` (the table's first column).
pub fn recursion(n_max: usize) -> Vec<(BigUint, BigUint)> {
    let (mut f, mut g) = (BigUint::from(0u32), BigUint::from(1u32));
    let mut out = Vec::with_capacity(n_max);
    for _ in 0..n_max {
        let next = (&f + &g * 2u32, f.clone());
        out.push((f, g));
        (f, g) = next;
    }
    out
}
