//! `bench`: timings reported by the CLI itself (no timed tests).
//!
//! 1. The dense table for Grossman's game up to N, best of several runs, beside the figure for a
//!    plain Python dictionary mex solver (`bench/python_mex.py` measures it on this machine).
//! 2. Every closed-form engine on random `u64` pairs: its cost per evaluation divided by the cost
//!    of the bare continued-fraction expansion of the same pairs.

use euclid_spec::arith::{ContinuedFraction, PartialQuotients};
use euclid_spec::formulas::engines;
use euclid_spec::solver::{DenseTable, TripleGame, TripleTable, TwoEntryGame};
use std::hint::black_box;
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// The Python figure quoted by the issue for N = 2000 on this machine, in seconds.
const PYTHON_SECONDS_N2000: f64 = 35.0;

fn best_of(runs: usize, mut f: impl FnMut()) -> Duration {
    (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .min()
        .unwrap_or_default()
}

/// A fixed xorshift stream, so that every run times the same pairs.
fn random_pairs(count: usize) -> Vec<(u64, u64)> {
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    (0..count).map(|_| (next() | 1, next() | 1)).collect()
}

pub fn run(n: u64, pairs: usize, tree_seconds: f64) -> anyhow::Result<ExitCode> {
    let table = best_of(5, || {
        black_box(DenseTable::build(TwoEntryGame::Grossman, false, n).expect("n within the limit"));
    });
    let seconds = table.as_secs_f64();
    out!(
        "dense table, grossman, N = {n}: {:.1} ms (best of 5)",
        seconds * 1e3
    );
    if n == 2000 {
        out!(
            "  python dictionary mex solver: ~{PYTHON_SECONDS_N2000} s → {:.0}× faster (target ≥ 500×)",
            PYTHON_SECONDS_N2000 / seconds
        );
    }
    for (game, python) in [(TripleGame::G1, 25.0), (TripleGame::G2, 16.0)] {
        let t = best_of(3, || {
            black_box(TripleTable::build(game, false, 200).expect("200 is within the limit"));
        });
        out!(
            "triple table, {game}, entries ≤ 200: {:.1} ms (best of 3); python dictionary mex ~{python} s → {:.0}× (target ≥ 200×)",
            t.as_secs_f64() * 1e3,
            python / t.as_secs_f64()
        );
    }
    let sample = random_pairs(pairs);
    let bare = best_of(5, || {
        for &(a, b) in &sample {
            let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
            for q in PartialQuotients::new(hi, lo).expect("lo > 0") {
                black_box(q);
            }
        }
    });
    let per = |d: Duration| d.as_secs_f64() * 1e9 / pairs as f64;
    out!("\nclosed forms on {pairs} random u64 pairs (ns per evaluation; ratio to the bare expansion, target ≤ 1.5)");
    out!(
        "  {:<44} {:>8.1} ns  1.00",
        "bare continued-fraction expansion",
        per(bare)
    );
    let stored = best_of(5, || {
        for &(a, b) in &sample {
            let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
            let _ = black_box(ContinuedFraction::of_ratio(hi, lo));
        }
    });
    out!(
        "  {:<44} {:>8.1} ns  {:.2}",
        "expansion stored (ContinuedFraction)",
        per(stored),
        stored.as_secs_f64() / bare.as_secs_f64()
    );
    for game in TwoEntryGame::ALL {
        for engine in engines(game) {
            let t = best_of(5, || {
                for &(a, b) in &sample {
                    let _ = black_box(engine.evaluate(a, b));
                }
            });
            let name = format!("{game}: {}", engine.name);
            out!(
                "  {name:<44} {:>8.1} ns  {:.2}",
                per(t),
                t.as_secs_f64() / bare.as_secs_f64()
            );
        }
    }
    tree_generations(tree_seconds)?;
    Ok(ExitCode::SUCCESS)
}

/// Calkin–Wilf generations walked with the P/N classification of every node and child (the
/// counts of hss2008 §6–7), each generation alone, until the next would exceed the budget.
fn tree_generations(budget: f64) -> anyhow::Result<()> {
    out!("\ncalkin-wilf generations with P/N classification (budget {budget} s per generation)");
    let mut largest = 0;
    for g in 16u32..=64 {
        let start = Instant::now();
        let counts = euclid_spec::trees::counts::count_generation(g)?;
        let seconds = start.elapsed().as_secs_f64();
        let nodes = 1u64 << (g - 1);
        out!(
            "  generation {g:>2}: {nodes:>12} nodes in {seconds:>7.2} s, {:>6.1} M nodes/s  (f = {}, g = {})",
            nodes as f64 / seconds / 1e6,
            counts.first,
            counts.second
        );
        largest = g;
        if seconds * 2.0 > budget {
            break;
        }
    }
    out!("  largest generation walked within the budget: {largest}");
    Ok(())
}
