//! Your own closed form for Grossman's game, checked against the reference solver and every
//! published engine: all pairs up to N, then random u64 pairs. `cargo run --example own_formula`
//! (optionally `-- N RANDOM SEED`).

use euclid_spec::games::GameName;
use euclid_spec::guard::{guard, GuardOptions};

/// The formula under test: Nivasch's ⌊b/a − a/b⌋ for a ≤ b, in exact integers.
fn my_formula(position: &[u64]) -> Result<i128, String> {
    let (a, b) = (
        position[0].min(position[1]) as u128,
        position[0].max(position[1]) as u128,
    );
    Ok(((b * b - a * a) / (a * b)) as i128)
}

fn main() {
    let arg = |i: usize, default: u64| {
        std::env::args()
            .nth(i)
            .and_then(|s| s.parse().ok())
            .unwrap_or(default)
    };
    let options = GuardOptions {
        max: arg(1, 200),
        random: arg(2, 10_000),
        seed: arg(3, 1),
        ..GuardOptions::default()
    };
    let report = guard(GameName::parse("grossman").unwrap(), &options, my_formula).unwrap();
    println!("{report}");
    std::process::exit(i32::from(report.disagreement.is_some()));
}
