//! Text encodings the reports and pictures share: HTML/SVG escaping, base64, and text from a
//! user kept on one line.

/// A character that a terminal, a log or a CI runner may take as the end of a line or a
/// command to itself: the control characters and Unicode's line and paragraph separators.
pub fn breaks_a_line(c: char) -> bool {
    c.is_control() || c == '\u{2028}' || c == '\u{2029}'
}

/// `text` with every control character and line or paragraph separator written as Rust writes
/// it in a string (`\n`, `\u{2028}`): a user's text (a filter, an unknown name) printed on one
/// line, so that no printed line starts with it.
pub fn visible(text: &str) -> String {
    let mut s = String::with_capacity(text.len());
    for c in text.chars() {
        if breaks_a_line(c) {
            s.extend(c.escape_default());
        } else {
            s.push(c);
        }
    }
    s
}

/// Escapes text for HTML and SVG.
pub fn escape(text: &str) -> String {
    let mut s = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => s.push_str("&amp;"),
            '<' => s.push_str("&lt;"),
            '>' => s.push_str("&gt;"),
            '"' => s.push_str("&quot;"),
            '\'' => s.push_str("&#39;"),
            c => s.push(c),
        }
    }
    s
}

/// Standard base64 with padding (RFC 4648), for `data:` addresses.
pub fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut s = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = u32::from(b[0]) << 16 | u32::from(b[1]) << 8 | u32::from(b[2]);
        for (i, shift) in [18, 12, 6, 0].into_iter().enumerate() {
            if i <= chunk.len() {
                s.push(ALPHABET[(n >> shift & 63) as usize] as char);
            } else {
                s.push('=');
            }
        }
    }
    s
}
