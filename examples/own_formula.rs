//! Your own closed form for Grossman's game, checked against the reference solver and every
//! published engine: all pairs up to N, the edge families, then random u64 pairs. `cargo run --example own_formula`
//! (optionally `-- N RANDOM SEED`).

use euclid_spec::games::GameName;
use euclid_spec::guard::{guard, GuardOptions, Report};

/// The formula under test: Nivasch's ⌊b/a − a/b⌋ for a ≤ b, in exact integers.
fn my_formula(position: &[u64]) -> Result<i128, String> {
    let (a, b) = (
        position[0].min(position[1]) as u128,
        position[0].max(position[1]) as u128,
    );
    Ok(((b * b - a * a) / (a * b)) as i128)
}

/// The check, with the arguments `N RANDOM SEED` (each optional).
pub fn check(args: &[String]) -> Report {
    let arg = |i: usize, default: u64| args.get(i).and_then(|s| s.parse().ok()).unwrap_or(default);
    let options = GuardOptions {
        max: arg(0, 200),
        random: arg(1, 10_000),
        seed: arg(2, 1),
        ..GuardOptions::default()
    };
    guard(GameName::parse("grossman").unwrap(), &options, my_formula).unwrap()
}

#[allow(dead_code)] // The tests include this file for `check`.
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let report = check(&args);
    println!("{report}");
    std::process::exit(i32::from(!report.passed()));
}
