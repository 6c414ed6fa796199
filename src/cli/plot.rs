//! `plot`: one picture alone, as PNG or SVG (by the file's extension): the heat map of a
//! two-entry game (`plot grossman --max 2048 --out g.png`, `--p-positions` for the P-positions
//! alone), a slice of a three-entry game (`plot g2 --a 3 --max 128 --out g2.png`), the
//! Calkin–Wilf tree (`plot calkin-wilf --generations 6 --node 5/8 --out tree.svg`), or hss2008's
//! counts (`plot counts --generations 20 --out counts.svg`). The file is written whole or not at
//! all; the caption (what the eye should see) goes to stderr.

use anyhow::{anyhow, bail};
use euclid_spec::games::GameName;
use euclid_spec::picture::heatmap::{self, View};
use euclid_spec::picture::{self, counts, tree, FileKind, Scene};
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

// The flags of `plot` (its help is the command's doc comment, in `cli/mod.rs`).
#[derive(clap::Args)]
pub struct PlotArgs {
    /// A game (cole-davie, grossman, m-euclid, misere-…, g1, g2, 3-euclid, misere-…),
    /// calkin-wilf or counts.
    pub kind: String,
    /// The file to write: .png or .svg.
    #[arg(long, value_name = "FILE")]
    pub out: std::path::PathBuf,
    /// The largest entry drawn (default 512 for a two-entry game, 128 for a slice).
    #[arg(long, value_name = "N", value_parser = super::positive, allow_negative_numbers = true)]
    pub max: Option<u64>,
    /// The fixed entry of a three-entry game's slice (default 1).
    #[arg(long, value_name = "A", value_parser = super::positive, allow_negative_numbers = true)]
    pub a: Option<u64>,
    /// Draw the P-positions alone (black), every other position white.
    #[arg(long)]
    pub p_positions: bool,
    /// Generations: of the tree (default 6, at most 7) or of the counts (default 20, at
    /// most 26).
    #[arg(long, value_name = "N", value_parser = super::positive, allow_negative_numbers = true)]
    pub generations: Option<u64>,
    /// The node whose path from the root the tree picture draws in red (default 5/8).
    #[arg(long, value_name = "A/B")]
    pub node: Option<String>,
}

impl PlotArgs {
    /// Runs `plot`.
    pub fn run(self) -> anyhow::Result<ExitCode> {
        run(&PlotOptions {
            kind: &self.kind,
            out: &self.out,
            max: self.max,
            a: self.a,
            p_positions: self.p_positions,
            generations: self.generations,
            node: self.node.as_deref(),
        })
    }
}

/// What `plot` draws, besides the games: the tree and the counts.
pub const KINDS: [&str; 2] = ["calkin-wilf", "counts"];

/// The options of `plot`.
pub struct PlotOptions<'a> {
    pub kind: &'a str,
    pub out: &'a Path,
    pub max: Option<u64>,
    pub a: Option<u64>,
    pub p_positions: bool,
    pub generations: Option<u64>,
    pub node: Option<&'a str>,
}

/// The default largest entry of a two-entry heat map and of a three-entry slice.
pub const PAIRS_MAX: u64 = 512;
pub const SLICE_MAX: u64 = 128;
/// The default node of the tree picture and its generations.
pub const TREE_NODE: (u64, u64) = (5, 8);
pub const TREE_GENERATIONS: u32 = 6;
pub const COUNT_GENERATIONS: u32 = 20;

pub fn run(o: &PlotOptions<'_>) -> anyhow::Result<ExitCode> {
    let start = Instant::now();
    let file = FileKind::of(o.out)?;
    let view = if o.p_positions {
        View::PPositions
    } else {
        View::Values
    };
    let unused = |flag: &str, given: bool| -> anyhow::Result<()> {
        if given {
            bail!("{flag} does not apply to `plot {}`", o.kind);
        }
        Ok(())
    };
    let (scene, caption): (Scene, String) = match o.kind.trim().to_ascii_lowercase().as_str() {
        "calkin-wilf" => {
            unused("--max", o.max.is_some())?;
            unused("--a", o.a.is_some())?;
            unused("--p-positions", o.p_positions)?;
            let generations = small(o.generations, TREE_GENERATIONS, "--generations")?;
            let node = match o.node {
                Some(text) => parse_node(text)?,
                None => TREE_NODE,
            };
            tree::calkin_wilf_tree(generations, node)?
        }
        "counts" => {
            unused("--max", o.max.is_some())?;
            unused("--a", o.a.is_some())?;
            unused("--p-positions", o.p_positions)?;
            unused("--node", o.node.is_some())?;
            counts::counts_plot(small(o.generations, COUNT_GENERATIONS, "--generations")?)?
        }
        _ => {
            unused("--generations", o.generations.is_some())?;
            unused("--node", o.node.is_some())?;
            let name = GameName::parse(o.kind).map_err(|_| {
                anyhow!(
                    "unknown plot kind `{}` (known: a game — {} — or {})",
                    o.kind,
                    GameName::spellings()
                        .filter(|g| *g != "serial-nim")
                        .collect::<Vec<_>>()
                        .join(", "),
                    KINDS.join(", ")
                )
            })?;
            match name {
                GameName::TwoEntry { game, misere } => {
                    unused("--a", o.a.is_some())?;
                    let map = heatmap::two_entry(game, misere, o.max.unwrap_or(PAIRS_MAX), view)?;
                    (map.scene, map.caption)
                }
                GameName::Triple { game, misere } => {
                    let a = o.a.unwrap_or(1);
                    let map =
                        heatmap::triple_slice(game, misere, a, o.max.unwrap_or(SLICE_MAX), view)?;
                    (map.scene, map.caption)
                }
                GameName::SerialNim => {
                    bail!("serial-nim has no picture: its positions are sequences of piles")
                }
            }
        }
    };
    let bytes = file.encode(&scene)?;
    picture::write_whole(o.out, &bytes)?;
    super::verify::say(&format!(
        "plot: {} ({} × {} pixels, {} bytes) in {:.2}s\n{caption}",
        o.out.display(),
        scene.width,
        scene.height,
        bytes.len(),
        start.elapsed().as_secs_f64()
    ));
    Ok(ExitCode::SUCCESS)
}

/// A generation count given on the command line (small: the pictures' limits are checked by
/// the pictures themselves).
fn small(given: Option<u64>, default: u32, flag: &str) -> anyhow::Result<u32> {
    match given {
        None => Ok(default),
        Some(g) => u32::try_from(g).map_err(|_| anyhow!("{flag} {g} is far too many")),
    }
}

/// `a/b`, two positive integers.
pub fn parse_node(text: &str) -> anyhow::Result<(u64, u64)> {
    let bad = || anyhow!("`{text}` is not a node: write it a/b with positive integers a, b");
    let (a, b) = text.split_once('/').ok_or_else(bad)?;
    let a: u64 = a.trim().parse().map_err(|_| bad())?;
    let b: u64 = b.trim().parse().map_err(|_| bad())?;
    if a == 0 || b == 0 {
        return Err(bad());
    }
    Ok((a, b))
}
