//! Heat maps of Sprague–Grundy values: the two-entry games on every pair up to `n` (with the
//! lines `b = φa` and `b = a/φ` of Cole–Davie's cone), the P-positions alone, and slices of the
//! three-entry games at a fixed smallest-named entry.
//!
//! # Conventions
//! - The first entry runs left to right, the second bottom to top: the cell of `(x, y)` has its
//!   top left at [`Layout::cell`]. Each position is a block of `block × block` pixels.
//! - Values come from the fast tables ([`DenseTable`], [`TripleTable`]), which every `verify`
//!   run diffs against the reference solver; a picture is a view, not a verdict.
//! - Colours: 0 (P-positions) black; the other values by half-octaves (1, 2, 3, 4–5, 6–7, 8–11,
//!   …), each half-octave one colour of a blue-to-red scale ([`ValueScale`]).

use super::{check_size, Anchor, Colour, Item, Raster, Scene};
use crate::arith::quadratic::in_cone;
use crate::games::{TripleGame, TwoEntryGame};
use crate::solver::{DenseTable, TripleTable};
use crate::vocab::error::Result;

/// The colour of each value: black for 0, then one colour per half-octave of values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValueScale {
    /// The last bucket the picture uses (that of its largest value).
    last: u32,
}

/// The scale's colours, blue to red (ColorBrewer's RdYlBu, reversed).
const RAMP: [Colour; 8] = [
    Colour(49, 54, 149),
    Colour(69, 117, 180),
    Colour(116, 173, 209),
    Colour(171, 217, 233),
    Colour(254, 224, 144),
    Colour(253, 174, 97),
    Colour(244, 109, 67),
    Colour(165, 0, 38),
];

/// The colour of cells that are no position of the game (an entry 0 where entries are
/// positive).
pub const NO_POSITION: Colour = Colour(200, 200, 200);

impl ValueScale {
    /// A scale for values up to `max`.
    pub fn new(max: u32) -> ValueScale {
        ValueScale {
            last: Self::bucket(max),
        }
    }

    /// The bucket of a value: 0 for 0, 1 for 1, then two per octave (`2^k … 2^k + 2^(k−1) − 1`
    /// and the rest of the octave).
    pub fn bucket(v: u32) -> u32 {
        match v {
            0 => 0,
            1 => 1,
            _ => {
                let k = 31 - v.leading_zeros();
                2 * k + u32::from(v >= (1 << k) + (1 << (k - 1)))
            }
        }
    }

    /// The values of a bucket, `(first, last)`.
    pub fn range(bucket: u32) -> (u32, u32) {
        match bucket {
            0 => (0, 0),
            1 => (1, 1),
            b => {
                let k = b / 2;
                let (low, half) = (1u32 << k, 1u32 << (k - 1));
                if b % 2 == 0 {
                    (low, low + half - 1)
                } else {
                    (low + half, (low << 1) - 1)
                }
            }
        }
    }

    /// The colour of a value (black for 0; values above the scale take its last colour).
    pub fn colour(&self, v: u32) -> Colour {
        let b = Self::bucket(v).min(self.last);
        if b == 0 {
            return Colour::BLACK;
        }
        // Bucket 1 … last spread over the ramp, by exact integer interpolation.
        let span = u64::from(self.last.max(2) - 1);
        let t = u64::from(b - 1) * 7 * 1000 / span; // 0 ..= 7000
        let i = (t / 1000).min(6) as usize;
        let f = t - 1000 * i as u64; // 0 ..= 1000
        let mix =
            |x: u8, y: u8| ((u64::from(x) * (1000 - f) + u64::from(y) * f + 500) / 1000) as u8;
        let (p, q) = (RAMP[i], RAMP[i + 1]);
        Colour(mix(p.0, q.0), mix(p.1, q.1), mix(p.2, q.2))
    }

    /// Every bucket the scale shows, with its label (`0`, `1`, `4-5`, …).
    pub fn legend(&self) -> Vec<(Colour, String)> {
        (0..=self.last)
            .map(|b| {
                let (lo, hi) = Self::range(b);
                let label = if lo == hi {
                    lo.to_string()
                } else {
                    format!("{lo}-{hi}")
                };
                (self.colour(lo), label)
            })
            .collect()
    }
}

/// What a heat map shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// Every value, by [`ValueScale`].
    Values,
    /// P-positions black, the others white.
    PPositions,
}

/// Where the cells of a heat map are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Left of the grid.
    pub left: u32,
    /// Top of the grid.
    pub top: u32,
    /// Pixels a cell, each way.
    pub block: u32,
    /// The smallest entry shown.
    pub lo: u64,
    /// The largest entry shown.
    pub n: u64,
}

impl Layout {
    /// The top left pixel of the cell of `(x, y)` (first entry across, second up).
    pub fn cell(&self, x: u64, y: u64) -> (u32, u32) {
        let b = u64::from(self.block);
        (
            self.left + ((x - self.lo) * b) as u32,
            self.top + ((self.n - y) * b) as u32,
        )
    }

    /// The pixel position of the centre of the entry `x` across (a real, for lines).
    fn across(&self, x: f64) -> f64 {
        f64::from(self.left) + (x - self.lo as f64 + 0.5) * f64::from(self.block)
    }

    /// The pixel position of the centre of the entry `y` up.
    fn up(&self, y: f64) -> f64 {
        f64::from(self.top) + (self.n as f64 - y + 0.5) * f64::from(self.block)
    }

    fn side(&self) -> u64 {
        (self.n - self.lo + 1) * u64::from(self.block)
    }
}

/// A heat map: the picture, where its cells are, its colours, and a caption saying what the eye
/// should see.
#[derive(Clone, Debug)]
pub struct HeatMap {
    /// The picture.
    pub scene: Scene,
    /// Where the cells are.
    pub layout: Layout,
    /// The colours of the values.
    pub scale: ValueScale,
    /// What the picture shows, with the counts behind it.
    pub caption: String,
}

/// Margins around the grid: left (the second axis's labels), top (title), right (legend),
/// bottom (the first axis's labels).
const LEFT: u32 = 64;
const TOP: u32 = 40;
const RIGHT: u32 = 150;
const BOTTOM: u32 = 44;

/// The side of a cell for `cells` cells a side: a grid of about 640 pixels, at least one a cell
/// and at most 64.
fn block_for(cells: u64) -> u32 {
    (640 / cells.max(1)).clamp(1, 64) as u32
}

/// The picture's width and height for a grid of `side` pixels (room for the title, the axes
/// and the legend however small the grid), saturating.
fn canvas(side: u64) -> (u64, u64) {
    (
        side.max(480).saturating_add(u64::from(LEFT + RIGHT)),
        side.saturating_add(u64::from(TOP + BOTTOM))
            .max(u64::from(TOP + BOTTOM) + 420),
    )
}

/// The picture's layout for entries `lo ..= n`, refused beyond what a picture may be (any `n`,
/// up to `u64::MAX`, is refused cleanly).
fn planned(what: &str, lo: u64, n: u64) -> Result<Layout> {
    let cells = n.saturating_sub(lo).saturating_add(1);
    let block = block_for(cells);
    let (width, height) = canvas(cells.saturating_mul(u64::from(block)));
    check_size(what, width, height)?;
    Ok(Layout {
        left: LEFT,
        top: TOP,
        block,
        lo,
        n,
    })
}

/// Refuses a heat map with entries `lo ..= n` that would be too large, before anything is built.
pub fn check(what: &str, lo: u64, n: u64) -> Result<()> {
    if n <= lo {
        return Err(crate::vocab::error::Error::refused(format!(
            "{what}: ask for a largest entry of at least {}",
            lo + 1
        )));
    }
    planned(what, lo, n).map(|_| ())
}

/// The grid of values as pixels (`None`: no position) and the scene around it.
fn grid(
    title: &str,
    names: (&str, &str),
    layout: Layout,
    view: View,
    value: impl Fn(u64, u64) -> Option<u32>,
) -> (Scene, ValueScale) {
    let cells = (layout.n - layout.lo + 1) as u32;
    let mut largest = 0;
    let mut values = Vec::with_capacity(cells as usize * cells as usize);
    for row in 0..cells {
        let y = layout.n - u64::from(row);
        for col in 0..cells {
            let v = value(layout.lo + u64::from(col), y);
            largest = largest.max(v.unwrap_or(0));
            values.push(v);
        }
    }
    let scale = ValueScale::new(largest);
    let any_missing = values.iter().any(Option::is_none);
    let mut raster = Raster::new(cells, cells, NO_POSITION);
    for (i, v) in values.iter().enumerate() {
        let c = match (view, v) {
            (_, None) => NO_POSITION,
            (View::Values, Some(v)) => scale.colour(*v),
            (View::PPositions, Some(0)) => Colour::BLACK,
            (View::PPositions, Some(_)) => Colour::WHITE,
        };
        raster.set(i64::from(i as u32 % cells), i64::from(i as u32 / cells), c);
    }
    let side = layout.side() as u32;
    let (width, height) = canvas(u64::from(side));
    let mut scene = Scene::new(width as u32, height as u32, Colour::WHITE, title);
    scene.title(i64::from(LEFT), title.to_string());
    // A grey frame one pixel outside the grid, then the grid.
    scene.push(Item::Rect {
        x: i64::from(LEFT) - 1,
        y: i64::from(TOP) - 1,
        w: i64::from(side) + 2,
        h: i64::from(side) + 2,
        fill: Colour::WHITE,
        stroke: Some(Colour::GREY),
    });
    scene.push(Item::Pixels {
        x: i64::from(LEFT),
        y: i64::from(TOP),
        scale: layout.block,
        raster,
    });
    axes(&mut scene, layout, names);
    legend(&mut scene, view, &scale, side, any_missing);
    (scene, scale)
}

/// Ticks at 1, 2 or 5 times a power of ten, at most eight an axis.
fn ticks(lo: u64, n: u64) -> Vec<u64> {
    let span = n - lo;
    let mut step = 1u64;
    'find: for p in 0..20 {
        for m in [1, 2, 5] {
            step = m * 10u64.pow(p);
            if span / step <= 7 {
                break 'find;
            }
        }
    }
    let first = lo.div_ceil(step) * step;
    (0..)
        .map(|i| first + i * step)
        .take_while(|&t| t <= n)
        .collect()
}

fn axes(scene: &mut Scene, layout: Layout, (across, up): (&str, &str)) {
    let side = layout.side() as i64;
    let bottom = i64::from(layout.top) + side;
    for t in ticks(layout.lo, layout.n) {
        let x = layout.across(t as f64).round() as i64;
        scene.push(Item::Rect {
            x,
            y: bottom + 1,
            w: 1,
            h: 5,
            fill: Colour::GREY,
            stroke: None,
        });
        scene.text(x, bottom + 9, t.to_string(), Anchor::Middle);
        let y = layout.up(t as f64).round() as i64;
        scene.push(Item::Rect {
            x: i64::from(layout.left) - 6,
            y,
            w: 5,
            h: 1,
            fill: Colour::GREY,
            stroke: None,
        });
        scene.text(
            i64::from(layout.left) - 9,
            y - 4,
            t.to_string(),
            Anchor::End,
        );
    }
    scene.text(
        i64::from(layout.left) + side / 2,
        bottom + 24,
        format!("{across} (across)"),
        Anchor::Middle,
    );
    scene.text(
        i64::from(layout.left) - 9,
        i64::from(layout.top) - 14,
        format!("{up} (up)"),
        Anchor::End,
    );
}

fn legend(scene: &mut Scene, view: View, scale: &ValueScale, side: u32, missing: bool) {
    let x = i64::from(LEFT + side.max(480)) + 16;
    let mut y = i64::from(TOP);
    let rows: Vec<(Colour, String)> = match view {
        View::Values => {
            let mut rows = scale.legend();
            rows[0].1 = "0 (P)".into();
            rows
        }
        View::PPositions => vec![
            (Colour::BLACK, "P-position".into()),
            (Colour::WHITE, "N-position".into()),
        ],
    };
    scene.text(x, y, "value", Anchor::Start);
    y += 14;
    for (c, label) in rows {
        scene.push(Item::Rect {
            x,
            y,
            w: 12,
            h: 10,
            fill: c,
            stroke: Some(Colour::GREY),
        });
        scene.text(x + 18, y + 1, label, Anchor::Start);
        y += 13;
    }
    if missing {
        scene.push(Item::Rect {
            x,
            y: y + 2,
            w: 12,
            h: 10,
            fill: NO_POSITION,
            stroke: Some(Colour::GREY),
        });
        scene.text(x + 18, y + 3, "no position", Anchor::Start);
    }
}

/// The lines `b = φa` and `b = a/φ` over the grid, from the corner at the smallest entry to the
/// edge at `n` (drawn in real coordinates; no value is decided by them).
fn cone_lines(scene: &mut Scene, layout: Layout, colour: Colour) {
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let (lo, n) = (layout.lo as f64, layout.n as f64);
    for (from, to) in [
        ((lo, lo * phi), (n / phi, n)),
        ((lo, lo / phi), (n, n / phi)),
    ] {
        scene.push(Item::Line {
            from: (layout.across(from.0), layout.up(from.1)),
            to: (layout.across(to.0), layout.up(to.1)),
            colour,
            width: 1,
        });
    }
    let label_at = |x: f64, y: f64| (layout.across(x).round() as i64, layout.up(y).round() as i64);
    let (x, y) = label_at(n / phi, n);
    scene.push(Item::Text {
        x: x + 4,
        y: y + 4,
        text: "b=\u{3c6}a".into(),
        scale: 1,
        colour,
        anchor: Anchor::Start,
    });
    let (x, y) = label_at(n, n / phi);
    scene.push(Item::Text {
        x: x - 4,
        y: y - 12,
        text: "b=a/\u{3c6}".into(),
        scale: 1,
        colour,
        anchor: Anchor::End,
    });
}

/// The heat map of a two-entry game on every pair with entries up to `n` (from 0 for
/// Cole–Davie's game, whose positions may have a zero entry, else from 1).
pub fn two_entry(game: TwoEntryGame, misere: bool, n: u64, view: View) -> Result<HeatMap> {
    let name = crate::games::GameName::TwoEntry { game, misere }.to_string();
    let lo = u64::from(game != TwoEntryGame::ColeDavie);
    let what = format!("a picture of {name} up to {n}");
    if n < lo + 1 {
        return Err(crate::vocab::error::Error::refused(format!(
            "{what}: ask for at least 2 (a table of one cell shows nothing)"
        )));
    }
    let layout = planned(&what, lo, n)?;
    crate::vocab::memory::refuse_beyond_available(
        &what,
        crate::vocab::memory::pair_table_bytes(n),
    )?;
    let table = DenseTable::build(game, misere, n)?;
    let title = match view {
        View::Values => format!("{name}: Sprague-Grundy values, a, b <= {n}"),
        View::PPositions => format!("{name}: P-positions, a, b <= {n}"),
    };
    let (mut scene, scale) = grid(&title, ("a", "b"), layout, view, |a, b| table.get(a, b));
    let line_colour = match view {
        View::Values => Colour::WHITE,
        View::PPositions => Colour::RED,
    };
    cone_lines(&mut scene, layout, line_colour);
    // What the eye should see, counted: where the P-positions lie against the cone. The
    // positions where the (normal) game ends are counted apart.
    let rules = crate::games::GameName::TwoEntry {
        game,
        misere: false,
    }
    .game();
    let (mut p, mut at_end, mut inside, mut outside) = (0u64, 0u64, 0u64, 0u64);
    for a in lo..=n {
        let row = table.upper_row(a);
        for (i, b) in (a..=n).enumerate() {
            if row.get(i) != Some(0) {
                continue;
            }
            // (a, b) with a ≤ b stands for (b, a) too.
            let weight = if a == b { 1 } else { 2 };
            p += weight;
            if rules.is_terminal(&[a, b]).unwrap_or(false) {
                at_end += weight;
            } else if in_cone(a, b) {
                inside += weight;
            } else {
                outside += weight;
            }
        }
    }
    let cells = (n - lo + 1) * (n - lo + 1);
    let end_rule = game.end_rule();
    let caption = format!(
        "{name}: the value of every position (a, b) with {lo} ≤ a, b ≤ {n}, a across, b up \
         ({view}). The lines are b = φa and b = a/φ, the edges of Cole–Davie's cone. {p} of \
         the {cells} cells are P-positions: {at_end} where the game ends ({end_rule}{}), \
         {inside} strictly inside the cone, {outside} outside it{}.",
        if misere {
            "; in the misère version a final position has the value 1"
        } else {
            ""
        },
        if outside == 0 {
            " — every other P-position lies between the lines"
        } else {
            ""
        },
        view = match view {
            View::Values => "P-positions black, the other values coloured by half-octaves",
            View::PPositions => "P-positions black, N-positions white",
        }
    );
    Ok(HeatMap {
        scene,
        layout,
        scale,
        caption,
    })
}

/// A slice of a three-entry game: the value of the position with entries `a`, `x`, `y` (in any
/// order) for `1 ≤ x, y ≤ n`, `x` across, `y` up.
pub fn triple_slice(game: TripleGame, misere: bool, a: u64, n: u64, view: View) -> Result<HeatMap> {
    let name = crate::games::GameName::Triple { game, misere }.to_string();
    let what = format!("a slice of {name} at a = {a} up to {n}");
    if a == 0 || n < 2 {
        return Err(crate::vocab::error::Error::refused(format!(
            "{what}: the entries are positive and the slice needs n ≥ 2"
        )));
    }
    let top = n.max(a);
    let layout = planned(&what, 1, n)?;
    if top > crate::solver::triples::MAX_TRIPLE_N {
        return Err(crate::vocab::error::Error::refused(format!(
            "{what}: the three-entry tables go up to {}, and the slice needs one up to {top}",
            crate::solver::triples::MAX_TRIPLE_N
        )));
    }
    crate::vocab::memory::refuse_beyond_available(
        &what,
        crate::vocab::memory::triple_table_bytes(top).saturating_mul(2),
    )?;
    let table = TripleTable::build(game, misere, top)?;
    let title = format!("{name}: values of ({a}, b, c), b, c <= {n}");
    let (scene, scale) = grid(&title, ("b", "c"), layout, view, |x, y| table.get(a, x, y));
    let mut p = 0u64;
    for y in 1..=n {
        for x in 1..=n {
            p += u64::from(table.get(a, x, y) == Some(0));
        }
    }
    let caption = format!(
        "{name} at a = {a}: the value of every position (a, b, c) with 1 ≤ b, c ≤ {n} (b \
         across, c up; the entries in any order), P-positions black{}. {p} of the {} cells are \
         P-positions.",
        match view {
            View::Values => ", the other values coloured by half-octaves",
            View::PPositions => ", N-positions white",
        },
        n * n
    );
    Ok(HeatMap {
        scene,
        layout,
        scale,
        caption,
    })
}

impl std::fmt::Display for View {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            View::Values => "values",
            View::PPositions => "P-positions",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{GrossmanGame, ImpartialGame as _};
    use crate::solver::ReferenceSolver;

    /// The colour of most pixels of a cell's block (a cone line crosses some of them).
    fn majority(picture: &Raster, layout: Layout, x: u64, y: u64) -> Colour {
        let (left, top) = layout.cell(x, y);
        let mut seen: std::collections::HashMap<Colour, u32> = Default::default();
        for dy in 0..layout.block {
            for dx in 0..layout.block {
                *seen
                    .entry(picture.get(left + dx, top + dy).unwrap())
                    .or_default() += 1;
            }
        }
        let (&c, &k) = seen.iter().max_by_key(|&(_, k)| *k).unwrap();
        assert!(
            2 * k > layout.block * layout.block,
            "no majority in ({x}, {y})"
        );
        c
    }

    #[test]
    fn buckets_cover_every_value_once() {
        let mut next = 0u32;
        for b in 0..=40 {
            let (lo, hi) = ValueScale::range(b);
            assert_eq!(lo, next, "bucket {b}");
            assert!(hi >= lo);
            for v in [lo, hi] {
                assert_eq!(ValueScale::bucket(v), b, "value {v}");
            }
            next = hi + 1;
        }
        assert_eq!(ValueScale::bucket(u32::MAX), 63);
    }

    #[test]
    fn colours_tell_p_positions_and_buckets_apart() {
        let s = ValueScale::new(1000);
        assert_eq!(s.colour(0), Colour::BLACK);
        let legend = s.legend();
        let mut colours: Vec<Colour> = legend.iter().map(|x| x.0).collect();
        colours.sort_by_key(|c| (c.0, c.1, c.2));
        colours.dedup();
        assert_eq!(colours.len(), legend.len(), "one colour per bucket");
        assert_eq!(legend[4].1, "4-5");
        assert_eq!(s.colour(4), s.colour(5));
        assert_ne!(s.colour(5), s.colour(6));
        // The first and last buckets take the ends of the ramp.
        assert_eq!(s.colour(1), RAMP[0]);
        assert_eq!(s.colour(1000), RAMP[7]);
    }

    #[test]
    fn each_cell_has_the_colour_of_its_value() {
        // Grossman's game up to 20: every cell's block against the table and, independently,
        // against the reference solver; (8, 13) by name.
        let map = two_entry(TwoEntryGame::Grossman, false, 20, View::Values).unwrap();
        let png = map.scene.png().unwrap();
        let picture = Raster::from_png(&png).unwrap();
        let table = DenseTable::build(TwoEntryGame::Grossman, false, 20).unwrap();
        let mut solver = ReferenceSolver::new(GrossmanGame);
        let block = map.layout.block;
        assert!(block >= 8, "cells of {block} pixels");
        let at = |a: u64, b: u64| majority(&picture, map.layout, a, b);
        let v = solver.sprague_grundy(&(8, 13)).unwrap();
        assert_eq!(Some(v), table.get(8, 13));
        assert_eq!(at(8, 13), map.scale.colour(v), "(8, 13) of value {v}");
        for a in 1..=20 {
            for b in 1..=20 {
                let v = solver.sprague_grundy(&(a, b)).unwrap();
                assert_eq!(at(a, b), map.scale.colour(v), "({a}, {b})");
            }
        }
        // P-positions black, and the game's final positions too (the diagonal).
        assert!(GrossmanGame.is_terminal(&(7, 7)));
        assert_eq!(at(7, 7), Colour::BLACK);
    }

    #[test]
    fn p_positions_view_and_the_cone_lines() {
        let map = two_entry(TwoEntryGame::ColeDavie, false, 30, View::PPositions).unwrap();
        let picture = map.scene.raster();
        let table = DenseTable::build(TwoEntryGame::ColeDavie, false, 30).unwrap();
        for a in 0..=30 {
            for b in 0..=30 {
                let want = match table.get(a, b) {
                    None => NO_POSITION,
                    Some(0) => Colour::BLACK,
                    Some(_) => Colour::WHITE,
                };
                assert_eq!(majority(&picture, map.layout, a, b), want, "({a}, {b})");
            }
        }
        // The line b = φa passes through the centre of the cell a = 20 at b = φ·20 ≈ 32.4:
        // beyond the grid; at b = 21 it crosses a = 21/φ ≈ 12.98, the centre column of a = 13.
        let phi = (1.0 + 5f64.sqrt()) / 2.0;
        let x = map.layout.across(21.0 / phi).round() as u32;
        let y = map.layout.up(21.0).round() as u32;
        assert_eq!(picture.get(x, y), Some(Colour::RED));
        // Cole–Davie's P-positions but the final ones all lie in the cone, and the caption says so.
        assert!(
            map.caption.contains("every other P-position lies between"),
            "{}",
            map.caption
        );
    }

    #[test]
    fn slices_read_the_triple_table() {
        let map = triple_slice(TripleGame::G2, false, 3, 12, View::Values).unwrap();
        let picture = map.scene.raster();
        let table = TripleTable::build(TripleGame::G2, false, 12).unwrap();
        for b in 1..=12 {
            for c in 1..=12 {
                let v = table.get(3, b, c).unwrap();
                assert_eq!(
                    majority(&picture, map.layout, b, c),
                    map.scale.colour(v),
                    "(3, {b}, {c})"
                );
            }
        }
        assert!(triple_slice(TripleGame::G2, false, 0, 12, View::Values).is_err());
    }

    #[test]
    fn too_large_is_refused_before_building() {
        let e = two_entry(TwoEntryGame::Grossman, false, 40_000, View::Values).unwrap_err();
        assert!(e.to_string().contains("more than 16384 a side"), "{e}");
        assert!(two_entry(TwoEntryGame::Grossman, false, 1, View::Values).is_err());
    }

    #[test]
    fn any_size_up_to_u64_max_is_refused_cleanly() {
        for n in [u64::MAX, u64::MAX - 1, 1 << 40, 16_385] {
            for game in [TwoEntryGame::ColeDavie, TwoEntryGame::Grossman] {
                assert!(two_entry(game, false, n, View::Values).is_err(), "{n}");
            }
            assert!(triple_slice(TripleGame::G2, false, 3, n, View::Values).is_err());
            assert!(triple_slice(TripleGame::G2, false, n, 2, View::Values).is_err());
            assert!(check("x", 0, n).is_err() && check("x", 1, n).is_err());
        }
        let e = triple_slice(TripleGame::G2, false, 4_000_000, 2, View::Values).unwrap_err();
        assert!(e.to_string().contains("go up to"), "{e}");
    }

    #[test]
    fn ticks_are_round_and_few() {
        assert_eq!(ticks(0, 30), vec![0, 5, 10, 15, 20, 25, 30]);
        assert_eq!(ticks(1, 512), vec![100, 200, 300, 400, 500]);
        assert_eq!(ticks(1, 2), vec![1, 2]);
    }
}
