//! Pictures of the games: a small scene of shapes, text and pixel grids, drawn to PNG (every
//! pixel by this crate: a bundled 8×8 bitmap font, no system fonts, no text-rendering library)
//! or to SVG (shapes and text as vectors, pixel grids embedded as PNG, so that a large table
//! never becomes a huge SVG).
//!
//! The plots themselves are in [`heatmap`] (the Sprague–Grundy values of the two-entry games,
//! slices of the three-entry games), [`tree`] (the Calkin–Wilf tree coloured by outcome) and
//! [`counts`] (hss2008's fₙ and gₙ). Colours and geometry use only exact integer arithmetic or
//! IEEE operations that are correctly rounded everywhere (+, −, ×, ÷, √; logarithms by
//! squarings), so a picture is the
//! same on every machine.

pub mod counts;
mod font;
pub mod heatmap;
pub mod page;
pub mod tree;

use crate::vocab::encode::{base64, escape};
use crate::vocab::error::{Error, Result};
use std::fmt::Write as _;

/// An RGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Colour(pub u8, pub u8, pub u8);

impl Colour {
    /// Black.
    pub const BLACK: Colour = Colour(0, 0, 0);
    /// White.
    pub const WHITE: Colour = Colour(255, 255, 255);
    /// The grey of axes and frames.
    pub const GREY: Colour = Colour(110, 110, 110);
    /// The red of highlights.
    pub const RED: Colour = Colour(214, 39, 40);

    /// `#rrggbb`.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

/// Where a text stands relative to its point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// The point is the text's left end.
    Start,
    /// The point is the text's middle.
    Middle,
    /// The point is the text's right end.
    End,
}

/// A grid of pixels, row by row from the top, 3 bytes (RGB) a pixel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Raster {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// `width × height × 3` bytes.
    pub pixels: Vec<u8>,
}

impl Raster {
    /// A raster of one colour.
    pub fn new(width: u32, height: u32, fill: Colour) -> Raster {
        let n = width as usize * height as usize;
        let mut pixels = Vec::with_capacity(n * 3);
        for _ in 0..n {
            pixels.extend_from_slice(&[fill.0, fill.1, fill.2]);
        }
        Raster {
            width,
            height,
            pixels,
        }
    }

    /// The colour at `(x, y)` (from the top left), if inside.
    pub fn get(&self, x: u32, y: u32) -> Option<Colour> {
        if x >= self.width || y >= self.height {
            return None;
        }
        let i = (y as usize * self.width as usize + x as usize) * 3;
        Some(Colour(
            self.pixels[i],
            self.pixels[i + 1],
            self.pixels[i + 2],
        ))
    }

    /// Sets the pixel `(x, y)`; outside the raster, nothing.
    #[inline]
    pub fn set(&mut self, x: i64, y: i64, c: Colour) {
        if x < 0 || y < 0 || x >= i64::from(self.width) || y >= i64::from(self.height) {
            return;
        }
        let i = (y as usize * self.width as usize + x as usize) * 3;
        self.pixels[i..i + 3].copy_from_slice(&[c.0, c.1, c.2]);
    }

    /// Fills the rectangle of top left `(x, y)`, clipped to the raster.
    pub fn fill(&mut self, x: i64, y: i64, w: i64, h: i64, c: Colour) {
        let (x0, y0) = (x.max(0), y.max(0));
        let x1 = (x + w).min(i64::from(self.width));
        let y1 = (y + h).min(i64::from(self.height));
        for yy in y0..y1 {
            for xx in x0..x1 {
                self.set(xx, yy, c);
            }
        }
    }

    /// The raster as a PNG file.
    pub fn png(&self) -> Result<Vec<u8>> {
        let mut out = Vec::new();
        let mut encoder = png::Encoder::new(&mut out, self.width, self.height);
        encoder.set_color(png::ColorType::Rgb);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_compression(png::Compression::Fast);
        let mut writer = encoder
            .write_header()
            .map_err(|e| Error::refused(format!("cannot encode the PNG: {e}")))?;
        writer
            .write_image_data(&self.pixels)
            .map_err(|e| Error::refused(format!("cannot encode the PNG: {e}")))?;
        writer
            .finish()
            .map_err(|e| Error::refused(format!("cannot encode the PNG: {e}")))?;
        Ok(out)
    }

    /// Reads a PNG file (8-bit RGB or RGBA; alpha dropped), as the tests read pictures back.
    pub fn from_png(bytes: &[u8]) -> Result<Raster> {
        let bad = |e: String| Error::refused(format!("not a PNG this crate reads: {e}"));
        let mut decoder = png::Decoder::new(bytes);
        decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
        let mut reader = decoder.read_info().map_err(|e| bad(e.to_string()))?;
        let mut buf = vec![0; reader.output_buffer_size()];
        let info = reader
            .next_frame(&mut buf)
            .map_err(|e| bad(e.to_string()))?;
        let channels = match info.color_type {
            png::ColorType::Rgb => 3,
            png::ColorType::Rgba => 4,
            png::ColorType::Grayscale => 1,
            png::ColorType::GrayscaleAlpha => 2,
            other => return Err(bad(format!("colour type {other:?}"))),
        };
        let mut pixels = Vec::with_capacity(info.width as usize * info.height as usize * 3);
        for px in buf[..info.buffer_size()].chunks_exact(channels) {
            match channels {
                1 | 2 => pixels.extend_from_slice(&[px[0], px[0], px[0]]),
                _ => pixels.extend_from_slice(&px[..3]),
            }
        }
        Ok(Raster {
            width: info.width,
            height: info.height,
            pixels,
        })
    }
}

/// One thing drawn, in the picture's pixel coordinates (from the top left).
#[derive(Clone, Debug)]
pub enum Item {
    /// A filled rectangle, with an optional outline one pixel wide.
    Rect {
        /// Left.
        x: i64,
        /// Top.
        y: i64,
        /// Width.
        w: i64,
        /// Height.
        h: i64,
        /// Fill.
        fill: Colour,
        /// Outline.
        stroke: Option<Colour>,
    },
    /// A straight line `width` pixels wide.
    Line {
        /// From.
        from: (f64, f64),
        /// To.
        to: (f64, f64),
        /// Colour.
        colour: Colour,
        /// Width in pixels.
        width: u32,
    },
    /// A filled disc with an outline.
    Disc {
        /// Centre.
        centre: (i64, i64),
        /// Radius.
        radius: i64,
        /// Fill.
        fill: Colour,
        /// Outline (and its width).
        stroke: Option<(Colour, u32)>,
    },
    /// A line of text in the bundled 8×8 font, `scale` pixels a font pixel; `y` is the top.
    Text {
        /// The anchor point's x.
        x: i64,
        /// Top of the text.
        y: i64,
        /// The text.
        text: String,
        /// Font pixels to a pixel.
        scale: u32,
        /// Colour.
        colour: Colour,
        /// Where `x` is on the text.
        anchor: Anchor,
    },
    /// A grid of pixels drawn at `(x, y)`, each pixel `scale × scale`.
    Pixels {
        /// Left.
        x: i64,
        /// Top.
        y: i64,
        /// Each pixel drawn as a square of this side.
        scale: u32,
        /// The grid.
        raster: Raster,
    },
}

/// A picture: a size, a background and the items drawn in order.
#[derive(Clone, Debug)]
pub struct Scene {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Background.
    pub background: Colour,
    /// What is drawn, in order.
    pub items: Vec<Item>,
    /// A title for the SVG's `<title>` (what a screen reader says).
    pub title: String,
}

/// The largest side of a picture, in pixels.
pub const MAX_SIDE: u64 = 16_384;

/// Refuses a picture of `width × height` pixels beyond [`MAX_SIDE`] or what memory allows,
/// before anything is allocated.
pub fn check_size(what: &str, width: u64, height: u64) -> Result<()> {
    if width > MAX_SIDE || height > MAX_SIDE {
        return Err(Error::refused(format!(
            "{what} would be {width} × {height} pixels, more than {MAX_SIDE} a side; ask for \
             a smaller size"
        )));
    }
    // The raster, and the PNG made from it (at most as large, plus a little).
    crate::vocab::memory::refuse_beyond_available(what, width * height * 3 * 2 + (1 << 20))
}

impl Scene {
    /// An empty picture.
    pub fn new(width: u32, height: u32, background: Colour, title: impl Into<String>) -> Scene {
        Scene {
            width,
            height,
            background,
            items: Vec::new(),
            title: title.into(),
        }
    }

    /// Adds an item.
    pub fn push(&mut self, item: Item) -> &mut Scene {
        self.items.push(item);
        self
    }

    /// Adds a title at the top left: large, or small when large would not fit.
    pub fn title(&mut self, x: i64, text: impl Into<String>) -> &mut Scene {
        let text = text.into();
        let room = i64::from(self.width) - x - 8;
        let scale = if font::width(&text, 2) <= room { 2 } else { 1 };
        self.push(Item::Text {
            x,
            y: if scale == 2 { 12 } else { 16 },
            text,
            scale,
            colour: Colour::BLACK,
            anchor: Anchor::Start,
        })
    }

    /// Adds a line of text.
    pub fn text(&mut self, x: i64, y: i64, text: impl Into<String>, anchor: Anchor) -> &mut Scene {
        self.push(Item::Text {
            x,
            y,
            text: text.into(),
            scale: 1,
            colour: Colour::BLACK,
            anchor,
        })
    }

    /// Every item drawn into pixels.
    pub fn raster(&self) -> Raster {
        let mut r = Raster::new(self.width, self.height, self.background);
        for item in &self.items {
            draw(&mut r, item);
        }
        r
    }

    /// The picture as a PNG file.
    pub fn png(&self) -> Result<Vec<u8>> {
        self.raster().png()
    }

    /// The picture as an SVG document: shapes and text as vectors (text in a monospace font the
    /// viewer has), pixel grids as embedded PNG.
    pub fn svg(&self) -> Result<String> {
        let mut s = String::new();
        let _ = write!(
            s,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" width=\"{w}\" \
             height=\"{h}\" role=\"img\"><title>{t}</title>\
             <rect width=\"{w}\" height=\"{h}\" fill=\"{bg}\"/>",
            w = self.width,
            h = self.height,
            t = escape(&self.title),
            bg = self.background.hex()
        );
        for item in &self.items {
            match item {
                Item::Rect {
                    x,
                    y,
                    w,
                    h,
                    fill,
                    stroke,
                } => {
                    let _ = write!(
                        s,
                        "<rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" fill=\"{}\"",
                        fill.hex()
                    );
                    if let Some(c) = stroke {
                        let _ = write!(s, " stroke=\"{}\"", c.hex());
                    }
                    s.push_str("/>");
                }
                Item::Line {
                    from,
                    to,
                    colour,
                    width,
                } => {
                    let _ = write!(
                        s,
                        "<line x1=\"{:.2}\" y1=\"{:.2}\" x2=\"{:.2}\" y2=\"{:.2}\" \
                         stroke=\"{}\" stroke-width=\"{width}\"/>",
                        from.0,
                        from.1,
                        to.0,
                        to.1,
                        colour.hex()
                    );
                }
                Item::Disc {
                    centre,
                    radius,
                    fill,
                    stroke,
                } => {
                    let _ = write!(
                        s,
                        "<circle cx=\"{}\" cy=\"{}\" r=\"{radius}\" fill=\"{}\"",
                        centre.0,
                        centre.1,
                        fill.hex()
                    );
                    if let Some((c, w)) = stroke {
                        let _ = write!(s, " stroke=\"{}\" stroke-width=\"{w}\"", c.hex());
                    }
                    s.push_str("/>");
                }
                Item::Text {
                    x,
                    y,
                    text,
                    scale,
                    colour,
                    anchor,
                } => {
                    let size = 8 * scale;
                    let anchor = match anchor {
                        Anchor::Start => "start",
                        Anchor::Middle => "middle",
                        Anchor::End => "end",
                    };
                    // The bitmap font's top is `y`; an SVG text stands on its baseline.
                    let _ = write!(
                        s,
                        "<text x=\"{x}\" y=\"{}\" font-family=\"monospace\" font-size=\"{size}\" \
                         fill=\"{}\" text-anchor=\"{anchor}\">{}</text>",
                        y + i64::from(7 * scale),
                        colour.hex(),
                        escape(text)
                    );
                }
                Item::Pixels {
                    x,
                    y,
                    scale,
                    raster,
                } => {
                    let png = raster.png()?;
                    let _ = write!(
                        s,
                        "<image x=\"{x}\" y=\"{y}\" width=\"{}\" height=\"{}\" \
                         style=\"image-rendering:pixelated\" \
                         href=\"data:image/png;base64,{}\"/>",
                        raster.width * scale,
                        raster.height * scale,
                        base64(&png)
                    );
                }
            }
        }
        s.push_str("</svg>\n");
        Ok(s)
    }
}

/// Draws one item into a raster.
fn draw(r: &mut Raster, item: &Item) {
    match item {
        Item::Rect {
            x,
            y,
            w,
            h,
            fill,
            stroke,
        } => {
            r.fill(*x, *y, *w, *h, *fill);
            if let Some(c) = stroke {
                r.fill(*x, *y, *w, 1, *c);
                r.fill(*x, y + h - 1, *w, 1, *c);
                r.fill(*x, *y, 1, *h, *c);
                r.fill(x + w - 1, *y, 1, *h, *c);
            }
        }
        Item::Line {
            from,
            to,
            colour,
            width,
        } => line(r, *from, *to, *colour, *width),
        Item::Disc {
            centre,
            radius,
            fill,
            stroke,
        } => {
            let (cx, cy) = *centre;
            let outer = radius * radius;
            let (sc, sw) = stroke.unwrap_or((*fill, 0));
            let inner = (radius - i64::from(sw)).max(0).pow(2);
            for dy in -radius..=*radius {
                for dx in -radius..=*radius {
                    let d = dx * dx + dy * dy;
                    if d <= outer {
                        r.set(cx + dx, cy + dy, if d > inner { sc } else { *fill });
                    }
                }
            }
        }
        Item::Text {
            x,
            y,
            text,
            scale,
            colour,
            anchor,
        } => {
            let width = font::width(text, *scale);
            let left = match anchor {
                Anchor::Start => *x,
                Anchor::Middle => x - width / 2,
                Anchor::End => x - width,
            };
            font::draw(r, left, *y, text, *scale, *colour);
        }
        Item::Pixels {
            x,
            y,
            scale,
            raster,
        } => {
            let s = i64::from(*scale);
            for py in 0..raster.height {
                for px in 0..raster.width {
                    let c = raster.get(px, py).expect("inside the raster");
                    r.fill(x + i64::from(px) * s, y + i64::from(py) * s, s, s, c);
                }
            }
        }
    }
}

/// A line by steps of at most one pixel along its longer axis, each step a square of `width`.
fn line(r: &mut Raster, from: (f64, f64), to: (f64, f64), c: Colour, width: u32) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let steps = dx.abs().max(dy.abs()).ceil().max(1.0) as i64;
    let w = i64::from(width.max(1));
    for i in 0..=steps {
        let t = i as f64 / steps as f64;
        let x = (from.0 + dx * t).round() as i64;
        let y = (from.1 + dy * t).round() as i64;
        r.fill(x - (w - 1) / 2, y - (w - 1) / 2, w, w, c);
    }
}

/// Whether a picture file name asks for SVG (`.svg`) or PNG (`.png`), case-insensitively.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A PNG file.
    Png,
    /// An SVG file.
    Svg,
}

impl FileKind {
    /// The kind a path's extension names.
    pub fn of(path: &std::path::Path) -> Result<FileKind> {
        let ext = path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        match ext.as_deref() {
            Some("png") => Ok(FileKind::Png),
            Some("svg") => Ok(FileKind::Svg),
            _ => Err(Error::refused(format!(
                "{}: a picture is written as .png or .svg",
                path.display()
            ))),
        }
    }

    /// The scene in this kind of file.
    pub fn encode(self, scene: &Scene) -> Result<Vec<u8>> {
        match self {
            FileKind::Png => scene.png(),
            FileKind::Svg => scene.svg().map(String::into_bytes),
        }
    }
}

/// Writes `bytes` to `path` whole or not at all: to a file beside it, then renamed, so that a
/// failure never leaves a half-written picture under the asked name. A symbolic link is written
/// through (its target replaced, the link kept), as any other program writing to it would.
pub fn write_whole(path: &std::path::Path, bytes: &[u8]) -> Result<()> {
    let io = |e: std::io::Error| Error::refused(format!("cannot write {}: {e}", path.display()));
    let mut path = path.to_path_buf();
    for _ in 0..40 {
        match std::fs::symlink_metadata(&path) {
            Ok(m) if m.file_type().is_symlink() => {
                let target = std::fs::read_link(&path).map_err(io)?;
                path = match path.parent() {
                    Some(dir) if target.is_relative() => dir.join(target),
                    _ => target,
                };
            }
            _ => break,
        }
    }
    let path = path.as_path();
    let name = path
        .file_name()
        .ok_or_else(|| Error::refused(format!("{} is not a file name", path.display())))?;
    let mut partial = name.to_os_string();
    partial.push(format!(".partial-{}", std::process::id()));
    let tmp = path.with_file_name(partial);
    let result = std::fs::write(&tmp, bytes).and_then(|()| std::fs::rename(&tmp, path));
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result.map_err(io)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_of_the_rfc_vectors() {
        // RFC 4648 §10.
        let cases = [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ];
        for (plain, coded) in cases {
            assert_eq!(base64(plain.as_bytes()), coded, "{plain:?}");
        }
    }

    #[test]
    fn a_png_reads_back_pixel_for_pixel() {
        let mut r = Raster::new(5, 3, Colour::WHITE);
        r.set(1, 2, Colour(1, 2, 3));
        r.set(4, 0, Colour::RED);
        let back = Raster::from_png(&r.png().unwrap()).unwrap();
        assert_eq!(back, r);
        assert!(Raster::from_png(b"not a png").is_err());
    }

    #[test]
    fn items_land_where_they_are_asked() {
        let mut s = Scene::new(40, 30, Colour::WHITE, "t");
        s.push(Item::Rect {
            x: 2,
            y: 3,
            w: 4,
            h: 5,
            fill: Colour::RED,
            stroke: None,
        });
        s.push(Item::Pixels {
            x: 20,
            y: 10,
            scale: 3,
            raster: Raster::new(2, 1, Colour::BLACK),
        });
        let r = s.raster();
        assert_eq!(r.get(2, 3), Some(Colour::RED));
        assert_eq!(r.get(5, 7), Some(Colour::RED));
        assert_eq!(r.get(6, 7), Some(Colour::WHITE));
        assert_eq!(r.get(25, 12), Some(Colour::BLACK));
        assert_eq!(r.get(26, 12), Some(Colour::WHITE));
        let svg = s.svg().unwrap();
        assert!(svg.starts_with("<svg") && svg.contains("data:image/png;base64,"));
    }

    #[test]
    fn text_is_drawn_in_the_bundled_font() {
        let mut s = Scene::new(64, 16, Colour::WHITE, "t");
        s.text(0, 0, "E1", Anchor::Start);
        let r = s.raster();
        let dark = (0..16)
            .flat_map(|x| (0..8).map(move |y| (x, y)))
            .filter(|&(x, y)| r.get(x, y) == Some(Colour::BLACK))
            .count();
        assert!(dark > 10, "{dark} dark pixels");
        // Nothing beyond the two characters.
        assert!((16..64).all(|x| (0..16).all(|y| r.get(x, y) == Some(Colour::WHITE))));
    }

    #[test]
    fn file_kinds_by_extension() {
        use std::path::Path;
        assert_eq!(FileKind::of(Path::new("a.PNG")).unwrap(), FileKind::Png);
        assert_eq!(FileKind::of(Path::new("x/a.svg")).unwrap(), FileKind::Svg);
        assert!(FileKind::of(Path::new("a.jpg")).is_err());
        assert!(FileKind::of(Path::new("a")).is_err());
    }

    #[test]
    fn sizes_beyond_the_limit_are_refused() {
        assert!(check_size("a picture", 100, 100).is_ok());
        let e = check_size("a picture", MAX_SIDE + 1, 10).unwrap_err();
        assert!(e.to_string().contains("more than 16384 a side"), "{e}");
    }
}
