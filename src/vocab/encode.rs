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

/// `n` and its noun, singular for one: `count(1, "case")` is `1 case`, `count(3, "case")`
/// `3 cases` (every noun counted here takes an `s`).
pub fn count(n: u64, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

#[cfg(test)]
mod tests {
    use super::count;

    #[test]
    fn one_is_singular_and_every_other_count_plural() {
        assert_eq!(count(0, "case"), "0 cases");
        assert_eq!(count(1, "case"), "1 case");
        assert_eq!(count(2, "claim"), "2 claims");
        assert_eq!(count(u64::MAX, "case"), "18446744073709551615 cases");
    }
}
