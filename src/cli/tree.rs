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
    /// text, or json: one object with every fact the text prints, typed (docs/JSON.md).
    #[arg(long, value_enum, default_value = "text")]
    pub format: super::Format,
}

impl TreeArgs {
    /// Runs `tree`.
    pub fn run(self) -> anyhow::Result<ExitCode> {
        run(&self.a, &self.b, self.format)
    }
}

pub fn run(a: &str, b: &str, format: super::Format) -> anyhow::Result<ExitCode> {
    use euclid_spec::trees::{calkin_wilf as cw, stern_brocot as sb};
    let (a, b) = (parse_entry(a)?, parse_entry(b)?);
    let cf = ContinuedFraction::of_ratio(a, b.max(1))?;
    let cw_path = cw::path_from_root(a, b)?;
    let generation = cw::generation(a, b)?;
    let sb_path = sb::path_from_root(a, b)?;
    let stern_index = cw::stern_index(a, b);
    let mother = cw::parent(a, b)?;
    let children = [cw::left_child(a, b), cw::right_child(a, b)];
    let sb_parent = sb::parent(a, b)?;
    let first_player_wins = euclid_spec::strategies::tree::theorem_2(a, b)?;
    let segments: Vec<u64> = euclid_spec::strategies::tree::segments(a, b)?
        .iter()
        .map(|s| s.1)
        .collect();
    if let super::Format::Json = format {
        let node = |p: Option<(u64, u64)>| p.map(|(x, y)| vec![x, y]);
        let mut o = euclid_spec::report::json_object("tree");
        o.insert("node".into(), vec![a, b].into());
        o.insert("continued_fraction".into(), cf.quotients().to_vec().into());
        // Typed as every answer is: a number while it fits 64 bits, its digits beyond.
        let typed = |n: u128| euclid_spec::vocab::Answer::from(n).to_json();
        o.insert("generation".into(), typed(generation));
        o.insert("calkin_wilf_path".into(), cw_path.to_string().into());
        o.insert("stern_brocot_path".into(), sb_path.to_string().into());
        o.insert(
            "stern_index".into(),
            stern_index
                .as_ref()
                .map_or(serde_json::Value::Null, |&n| typed(n.into())),
        );
        o.insert("calkin_wilf_mother".into(), node(mother).into());
        o.insert(
            "calkin_wilf_children".into(),
            children
                .iter()
                .map(|c| node(c.as_ref().ok().copied()))
                .collect::<Vec<_>>()
                .into(),
        );
        o.insert("stern_brocot_parent".into(), node(sb_parent).into());
        o.insert("first_player_wins".into(), first_player_wins.into());
        o.insert("segments".into(), segments.into());
        out!("{}", serde_json::Value::from(o));
        return Ok(ExitCode::SUCCESS);
    }
    out!("{a}/{b} = {cf}");
    out!("  generation (both trees): {generation}");
    out!("  Calkin–Wilf path from the root: {cw_path}");
    out!("  Stern–Brocot path from the root: {sb_path}");
    match stern_index {
        Ok(n) => out!("  Stern index: s({n})/s({}) = {a}/{b}", n as u128 + 1),
        Err(e) => out!("  Stern index: {e}"),
    }
    let show = |p: Option<(u64, u64)>| {
        p.map_or("none (the root)".to_string(), |(x, y)| format!("{x}/{y}"))
    };
    out!("  Calkin–Wilf mother: {}", show(mother));
    let child = |r: &euclid_spec::Result<(u64, u64)>| {
        r.as_ref()
            .map_or_else(|e| e.to_string(), |(x, y)| format!("{x}/{y}"))
    };
    out!(
        "  Calkin–Wilf children: {}, {}",
        child(&children[0]),
        child(&children[1])
    );
    out!("  Stern–Brocot parent: {}", show(sb_parent));
    out!(
        "  hss2008 Theorem 2: the first player {} (segments from the node: {segments:?})",
        if first_player_wins { "wins" } else { "loses" },
    );
    Ok(ExitCode::SUCCESS)
}
