//! hss2008's counts against n: fₙ (nodes of generation n of the Calkin–Wilf tree that are a win
//! for the first player) and gₙ (for the second), counted in the tree, on a logarithmic scale,
//! with the lines 2ⁿ/3 and 2ⁿ/6 that Theorem 4's closed forms approach
//! (`f(n+1) = (2/3)(2ⁿ − (−1)ⁿ)`, `g(n+1) = (1/3)(2ⁿ + (−1)ⁿ)`).

use super::{check_size, Anchor, Colour, Item, Scene};
use crate::trees::counts::count_generation;
use crate::vocab::error::{Error, Result};

/// The most generations counted for the picture (2^25 nodes in the last).
pub const MAX_GENERATIONS: u32 = 26;

/// `log2(x)` for `x ≥ 1` by the digits of its binary expansion: the integer part from the
/// exponent, each fractional bit by a squaring (`y ∈ [1, 2)`, `y² ≥ 2` gives a 1 and halves it).
/// Only multiplications and comparisons, which IEEE arithmetic rounds the same everywhere (the
/// library's `log2` need not), so the picture is the same on every machine.
fn log2(x: f64) -> f64 {
    let mut y = x;
    let mut whole = 0.0;
    while y >= 2.0 {
        y /= 2.0;
        whole += 1.0;
    }
    let (mut fraction, mut bit) = (0.0, 0.5);
    for _ in 0..30 {
        y *= y;
        if y >= 2.0 {
            y /= 2.0;
            fraction += bit;
        }
        bit /= 2.0;
    }
    whole + fraction
}

const F_COLOUR: Colour = Colour(31, 119, 180);
const G_COLOUR: Colour = Colour(255, 127, 14);

/// Theorem 4's closed forms as corrected, at generation `n ≥ 1`: `f(n) = (2/3)(2^(n−1) −
/// (−1)^(n−1))` and `g(n) = (1/3)(2^(n−1) + 2(−1)^(n−1))`, exact in integers. (As printed, the
/// `g` formula has `(−1)^n` where `2(−1)^n` is needed and is not even an integer:
/// `hss2008/theorem-4` fails, `hss2008/theorem-4-corrected` holds.)
pub fn theorem_4_corrected(n: u32) -> (u64, u64) {
    let p = 1i64 << (n - 1);
    let s = if (n - 1) % 2 == 0 { 1 } else { -1 };
    ((2 * (p - s) / 3) as u64, ((p + 2 * s) / 3) as u64)
}

/// The plot of fₙ and gₙ for `n = 1 … generations`, and its caption.
pub fn counts_plot(generations: u32) -> Result<(Scene, String)> {
    if !(2..=MAX_GENERATIONS).contains(&generations) {
        return Err(Error::refused(format!(
            "the counts are plotted for 2 to {MAX_GENERATIONS} generations, not {generations}"
        )));
    }
    let (width, height) = (760u32, 520u32);
    check_size("the counts plot", u64::from(width), u64::from(height))?;
    let mut counted = Vec::new();
    for n in 1..=generations {
        let c = count_generation(n)?;
        counted.push((n, c.first, c.second));
    }
    let agree = counted
        .iter()
        .all(|&(n, f, g)| theorem_4_corrected(n) == (f, g));
    let (left, top, right, bottom) = (70i64, 44i64, 150i64, 50i64);
    let (w, h) = (
        i64::from(width) - left - right,
        i64::from(height) - top - bottom,
    );
    let top_exp = f64::from(generations - 1);
    let x_of = |n: f64| left as f64 + (n - 1.0) / f64::from(generations - 1) * w as f64;
    let y_of = |log2: f64| (top + h) as f64 - log2 / top_exp * h as f64;
    let mut scene = Scene::new(width, height, Colour::WHITE, "hss2008: f_n and g_n");
    scene.title(left, "hss2008: f_n and g_n, counted in the tree");
    scene.push(Item::Rect {
        x: left,
        y: top,
        w: w + 1,
        h: h + 1,
        fill: Colour::WHITE,
        stroke: Some(Colour::GREY),
    });
    // Axes: n across, log2 of the count up (labels 2^k).
    let step = (generations / 8).max(1);
    for n in (1..=generations).filter(|n| (n - 1) % step == 0) {
        let x = x_of(f64::from(n)).round() as i64;
        scene.push(Item::Rect {
            x,
            y: top + h + 1,
            w: 1,
            h: 5,
            fill: Colour::GREY,
            stroke: None,
        });
        scene.text(x, top + h + 9, n.to_string(), Anchor::Middle);
    }
    scene.text(left + w / 2, top + h + 26, "n (generation)", Anchor::Middle);
    let ystep = ((generations - 1) / 6).max(1);
    for k in (0..generations).filter(|k| k % ystep == 0) {
        let y = y_of(f64::from(k)).round() as i64;
        scene.push(Item::Rect {
            x: left - 6,
            y,
            w: 5,
            h: 1,
            fill: Colour::GREY,
            stroke: None,
        });
        scene.text(left - 9, y - 4, format!("2^{k}"), Anchor::End);
    }
    scene.text(left - 9, top - 14, "count", Anchor::End);
    // Theorem 4's asymptotes: log2(2^n/3) = n − log2 3, log2(2^n/6) = n − log2 6.
    for (label, shift, colour) in [
        ("2^n/3", log2(3.0), F_COLOUR),
        ("2^n/6", log2(6.0), G_COLOUR),
    ] {
        let from_n = 1.0f64.max(shift);
        let to_n = f64::from(generations);
        scene.push(Item::Line {
            from: (x_of(from_n), y_of(from_n - shift)),
            to: (x_of(to_n), y_of(to_n - shift)),
            colour,
            width: 1,
        });
        scene.push(Item::Text {
            x: x_of(to_n).round() as i64 + 6,
            y: y_of(to_n - shift).round() as i64 - 4,
            text: label.into(),
            scale: 1,
            colour,
            anchor: Anchor::Start,
        });
    }
    // The squares first, the dots inside them: where f = g (n = 3) both show.
    for &(n, _, g) in &counted {
        if g > 0 {
            let x = x_of(f64::from(n)).round() as i64;
            let y = y_of(log2(g as f64)).round() as i64;
            scene.push(Item::Rect {
                x: x - 4,
                y: y - 4,
                w: 9,
                h: 9,
                fill: G_COLOUR,
                stroke: None,
            });
        }
    }
    for &(n, f, _) in &counted {
        if f > 0 {
            let x = x_of(f64::from(n)).round() as i64;
            scene.push(Item::Disc {
                centre: (x, y_of(log2(f as f64)).round() as i64),
                radius: 3,
                fill: F_COLOUR,
                stroke: None,
            });
        }
    }
    // Legend.
    let lx = left + 24;
    scene.push(Item::Disc {
        centre: (lx, top + 20),
        radius: 3,
        fill: F_COLOUR,
        stroke: None,
    });
    scene.text(lx + 10, top + 16, "f_n (N)", Anchor::Start);
    scene.push(Item::Rect {
        x: lx - 4,
        y: top + 36,
        w: 9,
        h: 9,
        fill: G_COLOUR,
        stroke: None,
    });
    scene.text(lx + 10, top + 36, "g_n (P)", Anchor::Start);
    let (n, f, g) = *counted.last().expect("two generations at least");
    let caption = format!(
        "hss2008's fₙ (first player wins, dots) and gₙ (second player wins, squares) in \
         generations 1 to {generations} of the Calkin–Wilf tree, counted node by node (each \
         classified by Theorem 1's cone), on a logarithmic scale; the zeros (f₁ = 0, g₂ = 0) have no place on it. The \
         lines are 2ⁿ/3 and 2ⁿ/6, which Theorem 4's closed forms approach: two thirds of a \
         generation are wins for the first player. The counts {} Theorem 4 as corrected at \
         every n (at n = {n}: f = {f}, g = {g}); as printed, Theorem 4's g is not an integer \
         (hss2008/theorem-4 fails at n = 1, see the errata).",
        if agree { "equal" } else { "DIFFER FROM" }
    );
    Ok((scene, caption))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn theorem_4_corrected_matches_the_printed_table() {
        // hss2008's table: f_n = 0, 2, 2, 6, 10, 22, 42 and g_n = 1, 0, 2, 2, 6, 10, 22 for
        // n = 1 … 7.
        let f: Vec<u64> = (1..=7).map(|n| theorem_4_corrected(n).0).collect();
        let g: Vec<u64> = (1..=7).map(|n| theorem_4_corrected(n).1).collect();
        assert_eq!(f, [0, 2, 2, 6, 10, 22, 42]);
        assert_eq!(g, [1, 0, 2, 2, 6, 10, 22]);
    }

    #[test]
    fn log2_by_squarings() {
        assert_eq!(log2(1.0), 0.0);
        assert_eq!(log2(1024.0), 10.0);
        for x in [3.0f64, 6.0, 7.5, 349_526.0] {
            assert!((log2(x) - x.log2()).abs() < 1e-8, "{x}");
        }
    }

    #[test]
    fn the_plot_counts_and_says_so() {
        let (scene, caption) = counts_plot(10).unwrap();
        assert!(
            caption.contains("equal Theorem 4 as corrected"),
            "{caption}"
        );
        assert!(caption.contains("f = 342, g = 170"), "{caption}");
        let dots = scene
            .items
            .iter()
            .filter(|i| matches!(i, Item::Disc { .. }))
            .count();
        // f_2 … f_10 and the legend's dot.
        assert_eq!(dots, 9 + 1);
        assert!(counts_plot(1).is_err());
        assert!(counts_plot(MAX_GENERATIONS + 1).is_err());
    }
}
