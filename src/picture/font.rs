//! Text in pictures: the public-domain 8×8 bitmap font of the `font8x8` crate (basic Latin,
//! Latin-1 and Greek, so φ too), drawn pixel by pixel. A character the font lacks is drawn as a
//! hollow box.

use super::{Colour, Raster};
use font8x8::{UnicodeFonts, BASIC_FONTS, GREEK_FONTS, LATIN_FONTS, MISC_FONTS};

/// The glyph of a character: eight rows, the lowest bit the leftmost pixel.
fn glyph(ch: char) -> [u8; 8] {
    BASIC_FONTS
        .get(ch)
        .or_else(|| LATIN_FONTS.get(ch))
        .or_else(|| GREEK_FONTS.get(ch))
        .or_else(|| MISC_FONTS.get(ch))
        .unwrap_or([0x7e, 0x42, 0x42, 0x42, 0x42, 0x42, 0x7e, 0x00])
}

/// The width of a text in pixels: eight font pixels a character.
pub fn width(text: &str, scale: u32) -> i64 {
    text.chars().count() as i64 * 8 * i64::from(scale)
}

/// Draws `text` with its top left at `(x, y)`.
pub fn draw(r: &mut Raster, x: i64, y: i64, text: &str, scale: u32, c: Colour) {
    let s = i64::from(scale);
    for (i, ch) in text.chars().enumerate() {
        let left = x + i as i64 * 8 * s;
        for (row, bits) in glyph(ch).iter().enumerate() {
            for col in 0..8 {
                if bits >> col & 1 == 1 {
                    r.fill(left + col * s, y + row as i64 * s, s, s, c);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_glyphs_the_pictures_use_are_in_the_font() {
        // Axes, legends and captions: digits, letters, φ, and a few signs.
        let box_glyph = glyph('\u{10ffff}');
        for ch in
            "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZφ/=<>()-+,.:".chars()
        {
            assert_ne!(glyph(ch), box_glyph, "{ch}");
            assert!(glyph(ch).iter().any(|&b| b != 0), "{ch}");
        }
    }
}
