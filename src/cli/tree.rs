//! `tree`: a node of the Calkin–Wilf and Stern–Brocot trees.

use euclid_spec::arith::ContinuedFraction;
use euclid_spec::games::parse_entry;
use std::process::ExitCode;

// The flags of `tree` (its help is the command's doc comment, in `cli/mod.rs`).
#[derive(clap::Args)]
pub struct TreeArgs {
    /// The numerator of the node a/b (a positive, reduced fraction; the root is 1/1)
    pub a: String,
    /// Its denominator
    pub b: String,
}

impl TreeArgs {
    /// Runs `tree`.
    pub fn run(self) -> anyhow::Result<ExitCode> {
        run(&self.a, &self.b)
    }
}

pub fn run(a: &str, b: &str) -> anyhow::Result<ExitCode> {
    use euclid_spec::trees::{calkin_wilf as cw, stern_brocot as sb};
    let (a, b) = (parse_entry(a)?, parse_entry(b)?);
    let cf = ContinuedFraction::of_ratio(a, b.max(1))?;
    let w = cw::path_from_root(a, b)?;
    out!("{a}/{b} = {cf}");
    out!("  generation (both trees): {}", cw::generation(a, b)?);
    out!("  Calkin–Wilf path from the root: {w}");
    out!(
        "  Stern–Brocot path from the root: {}",
        sb::path_from_root(a, b)?
    );
    match cw::stern_index(a, b) {
        Ok(n) => out!("  Stern index: s({n})/s({}) = {a}/{b}", n as u128 + 1),
        Err(e) => out!("  Stern index: {e}"),
    }
    let show = |p: Option<(u64, u64)>| {
        p.map_or("none (the root)".to_string(), |(x, y)| format!("{x}/{y}"))
    };
    out!("  Calkin–Wilf mother: {}", show(cw::parent(a, b)?));
    let child = |r: euclid_spec::Result<(u64, u64)>| {
        r.map_or_else(|e| e.to_string(), |(x, y)| format!("{x}/{y}"))
    };
    out!(
        "  Calkin–Wilf children: {}, {}",
        child(cw::left_child(a, b)),
        child(cw::right_child(a, b))
    );
    out!("  Stern–Brocot parent: {}", show(sb::parent(a, b)?));
    out!(
        "  hss2008 Theorem 2: the first player {} (segments from the node: {:?})",
        if euclid_spec::strategies::tree::theorem_2(a, b)? {
            "wins"
        } else {
            "loses"
        },
        euclid_spec::strategies::tree::segments(a, b)?
            .iter()
            .map(|s| s.1)
            .collect::<Vec<_>>()
    );
    Ok(ExitCode::SUCCESS)
}
