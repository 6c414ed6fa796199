//! The pictures of `report`'s page: each two-entry game's heat map, the three-entry slices, the
//! Calkin–Wilf tree and the counts, drawn side by side, each with its caption and the `plot`
//! command that draws it alone. The page ([`crate::report::html`]) receives them drawn.

use crate::report::html::{Figure, Image};

/// The sizes of the pictures on the page.
#[derive(Clone, Copy, Debug)]
pub struct FigureSizes {
    /// The largest entry of the two-entry heat maps.
    pub pairs: u64,
    /// The largest entry of the three-entry slices.
    pub slices: u64,
    /// The fixed entry of the slices.
    pub slice_at: u64,
    /// The generations of the tree picture.
    pub tree_generations: u32,
    /// The node whose path the tree picture draws.
    pub tree_node: (u64, u64),
    /// The generations counted for fₙ, gₙ.
    pub count_generations: u32,
}

impl Default for FigureSizes {
    fn default() -> FigureSizes {
        FigureSizes {
            pairs: 512,
            slices: 128,
            slice_at: 3,
            tree_generations: 6,
            tree_node: (5, 8),
            count_generations: 20,
        }
    }
}

impl FigureSizes {
    /// Refuses sizes whose pictures would be too large, before anything is run or built.
    pub fn check(&self) -> crate::vocab::error::Result<()> {
        use crate::picture::heatmap::check;
        // Cole–Davie's maps start at 0 (the largest picture), the others at 1 (the least size).
        for lo in [0, 1] {
            check(&format!("a heat map up to {}", self.pairs), lo, self.pairs)?;
        }
        check(&format!("a slice up to {}", self.slices), 1, self.slices)?;
        let top = self.slices.max(self.slice_at);
        if top > crate::solver::triples::MAX_TRIPLE_N {
            return Err(crate::vocab::error::Error::refused(format!(
                "a slice up to {top}: the three-entry tables go up to {}",
                crate::solver::triples::MAX_TRIPLE_N
            )));
        }
        crate::vocab::memory::refuse_beyond_available(
            &format!("a slice of a three-entry game up to {top}"),
            crate::vocab::memory::triple_table_bytes(top).saturating_mul(2),
        )
    }
}

/// Every picture of the page, drawn side by side on the current rayon pool: each two-entry
/// game's values and P-positions, a slice of each three-entry game, the Calkin–Wilf tree and the
/// counts. Each figure carries the `plot` command that draws it alone.
pub fn figures(sizes: FigureSizes) -> crate::vocab::error::Result<Vec<Figure>> {
    use crate::games::GameName;
    use crate::picture::heatmap::{self, View};
    use rayon::prelude::*;
    enum Job {
        Pairs(GameName, View),
        Slice(GameName),
        Tree,
        Counts,
    }
    let mut jobs = Vec::new();
    for name in GameName::all() {
        match name {
            GameName::TwoEntry { .. } => {
                jobs.push(Job::Pairs(name, View::Values));
                jobs.push(Job::Pairs(name, View::PPositions));
            }
            GameName::Triple { .. } => jobs.push(Job::Slice(name)),
            GameName::SerialNim => {}
        }
    }
    jobs.push(Job::Tree);
    jobs.push(Job::Counts);
    jobs.par_iter()
        .map(|job| -> crate::vocab::error::Result<Figure> {
            Ok(match *job {
                Job::Pairs(name, view) => {
                    let GameName::TwoEntry { game, misere } = name else {
                        unreachable!("a two-entry game")
                    };
                    let map = heatmap::two_entry(game, misere, sizes.pairs, view)?;
                    let (suffix, flag) = match view {
                        View::Values => ("values", ""),
                        View::PPositions => ("p-positions", " --p-positions"),
                    };
                    Figure {
                        id: format!("{name}-{suffix}"),
                        group: "Two-entry games: Sprague–Grundy values and P-positions".into(),
                        title: format!("{name}, {view}, a, b ≤ {}", sizes.pairs),
                        caption: map.caption,
                        image: Image::Png(map.scene.png()?),
                        command: format!(
                            "{} plot {name} --max {}{flag} --out {name}-{suffix}.png",
                            crate::vocab::invocation::command(),
                            sizes.pairs
                        ),
                    }
                }
                Job::Slice(name) => {
                    let GameName::Triple { game, misere } = name else {
                        unreachable!("a three-entry game")
                    };
                    let map = heatmap::triple_slice(
                        game,
                        misere,
                        sizes.slice_at,
                        sizes.slices,
                        View::Values,
                    )?;
                    Figure {
                        id: format!("{name}-slice"),
                        group: format!("Three-entry games: slices at a = {}", sizes.slice_at),
                        title: format!("{name} at a = {}", sizes.slice_at),
                        caption: map.caption,
                        image: Image::Png(map.scene.png()?),
                        command: format!(
                            "{} plot {name} --a {} --max {} --out {name}-slice.png",
                            crate::vocab::invocation::command(),
                            sizes.slice_at,
                            sizes.slices
                        ),
                    }
                }
                Job::Tree => {
                    let (a, b) = sizes.tree_node;
                    let (scene, caption) =
                        crate::picture::tree::calkin_wilf_tree(sizes.tree_generations, (a, b))?;
                    Figure {
                        id: "calkin-wilf".into(),
                        group: "The Calkin–Wilf tree (hss2008)".into(),
                        title: "The Calkin–Wilf tree coloured by outcome".into(),
                        caption,
                        image: Image::Svg(scene.svg()?),
                        command: format!(
                            "{} plot calkin-wilf --generations {} --node {a}/{b} \
                             --out calkin-wilf.svg",
                            crate::vocab::invocation::command(),
                            sizes.tree_generations
                        ),
                    }
                }
                Job::Counts => {
                    let (scene, caption) =
                        crate::picture::counts::counts_plot(sizes.count_generations)?;
                    Figure {
                        id: "counts".into(),
                        group: "The Calkin–Wilf tree (hss2008)".into(),
                        title: "fₙ and gₙ".into(),
                        caption,
                        image: Image::Svg(scene.svg()?),
                        command: format!(
                            "{} plot counts --generations {} --out counts.svg",
                            crate::vocab::invocation::command(),
                            sizes.count_generations
                        ),
                    }
                }
            })
        })
        .collect()
}
