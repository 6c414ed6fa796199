//! The formal language's tokens, each with its byte span: both spellings of every symbol
//! (`≤`/`<=`, `∀`/`forall`, `÷`/`div`, `φ`/`phi`, …) are one token.

use super::Diagnostic;
use std::ops::Range;

/// A token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// An integer literal, as written (decimal digits).
    Int(String),
    /// A name: a letter (any alphabet) or `_`, then letters, digits, `_` and `'`.
    Ident(String),
    /// A quoted name of a `where` part (`"⌊b/a⌋"`).
    Quoted(String),
    /// A keyword or symbol, by its ASCII spelling (`<=`, `forall`, `div`, …).
    Sym(&'static str),
}

/// A token and where it stands in the text (bytes).
#[derive(Clone, Debug)]
pub struct Token {
    /// The token.
    pub tok: Tok,
    /// Its bytes in the text.
    pub span: Range<usize>,
}

/// The symbols of more than one character, longest first, then the single characters; each with
/// the spelling the parser knows it by.
const SYMBOLS: &[(&str, &str)] = &[
    ("<=>", "<=>"),
    ("==>", "=>"),
    ("=>", "=>"),
    ("<=", "<="),
    (">=", ">="),
    ("!=", "!="),
    ("/=", "!="),
    ("..", ".."),
    ("**", "^"),
    ("⇔", "<=>"),
    ("↔", "<=>"),
    ("⇒", "=>"),
    ("→", "=>"),
    ("≤", "<="),
    ("≥", ">="),
    ("≠", "!="),
    ("∀", "forall"),
    ("∃", "exists"),
    ("Σ", "sum"),
    ("∑", "sum"),
    ("#", "count"),
    ("∈", "in"),
    ("∉", "notin"),
    ("∧", "and"),
    ("∨", "or"),
    ("¬", "not"),
    ("÷", "div"),
    ("⌊", "floor("),
    ("⌋", ")floor"),
    ("⌈", "ceil("),
    ("⌉", ")ceil"),
    ("φ", "phi"),
    ("√", "sqrt"),
    ("·", "*"),
    ("×", "*"),
    ("−", "-"),
    ("…", ".."),
    ("++", "++"),
    ("+", "+"),
    ("-", "-"),
    ("*", "*"),
    ("/", "/"),
    ("^", "^"),
    ("<", "<"),
    (">", ">"),
    ("=", "="),
    ("(", "("),
    (")", ")"),
    ("[", "["),
    ("]", "]"),
    (",", ","),
    (":", ":"),
    (";", ";"),
];

/// The words that are keywords (their ASCII spelling is the token).
const KEYWORDS: &[&str] = &[
    "forall", "exists", "sum", "count", "in", "and", "or", "not", "implies", "iff", "div", "mod",
    "if", "then", "else", "where", "def", "phi", "sqrt", "true", "false", "P", "N",
];

/// The tokens of `text`, or the first character that is no token.
pub fn tokens(text: &str) -> Result<Vec<Token>, Diagnostic> {
    let mut out = Vec::new();
    let mut i = 0;
    'outer: while i < text.len() {
        let rest = &text[i..];
        let c = rest.chars().next().unwrap_or(' ');
        if c.is_whitespace() {
            i += c.len_utf8();
            continue;
        }
        // A comment runs to the end of the line.
        if rest.starts_with("--") {
            i += rest.find('\n').unwrap_or(rest.len());
            continue;
        }
        if c.is_ascii_digit() {
            let len = rest
                .find(|ch: char| !ch.is_ascii_digit())
                .unwrap_or(rest.len());
            out.push(Token {
                tok: Tok::Int(rest[..len].to_string()),
                span: i..i + len,
            });
            i += len;
            continue;
        }
        if c == '"' {
            let Some(end) = rest[1..].find(['"', '\n']) else {
                return Err(
                    Diagnostic::new(i..text.len(), "a quoted name that never ends")
                        .expected("a closing `\"` on the same line"),
                );
            };
            if rest.as_bytes()[1 + end] == b'\n' {
                return Err(
                    Diagnostic::new(i..i + 1 + end, "a quoted name that never ends")
                        .expected("a closing `\"` on the same line"),
                );
            }
            let name = &rest[1..1 + end];
            if name.trim().is_empty() {
                return Err(Diagnostic::new(i..i + end + 2, "an empty quoted name")
                    .expected("a name between the quotes"));
            }
            out.push(Token {
                tok: Tok::Quoted(name.to_string()),
                span: i..i + end + 2,
            });
            i += end + 2;
            continue;
        }
        // Σ and φ are letters of their alphabet, but symbols here (`Σk`, `φa` are no names).
        if c == 'Σ' || c == 'φ' {
            out.push(Token {
                tok: Tok::Sym(if c == 'Σ' { "sum" } else { "phi" }),
                span: i..i + c.len_utf8(),
            });
            i += c.len_utf8();
            continue;
        }
        if c.is_alphabetic() || c == '_' {
            let len = rest
                .find(|ch: char| !(ch.is_alphanumeric() || ch == '_' || ch == '\''))
                .unwrap_or(rest.len());
            let word = &rest[..len];
            let tok = match word {
                "implies" => Tok::Sym("=>"),
                "iff" => Tok::Sym("<=>"),
                w => match KEYWORDS.iter().find(|k| **k == w) {
                    Some(k) => Tok::Sym(k),
                    None => Tok::Ident(w.to_string()),
                },
            };
            out.push(Token {
                tok,
                span: i..i + len,
            });
            i += len;
            continue;
        }
        for (spelling, sym) in SYMBOLS {
            if rest.starts_with(spelling) {
                // `..` after a digit is a range, never a decimal point: no decimals exist.
                out.push(Token {
                    tok: Tok::Sym(sym),
                    span: i..i + spelling.len(),
                });
                i += spelling.len();
                continue 'outer;
            }
        }
        let what = if c == '.' {
            "a `.`: there are no decimal numbers (write a rational, 3/2); a range is `a..b`"
        } else {
            "a character that is no part of the language"
        };
        return Err(
            Diagnostic::new(i..i + c.len_utf8(), format!("unexpected {c:?}: {what}"))
                .expected("a number, a name, an operator or a bracket"),
        );
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn syms(text: &str) -> Vec<String> {
        tokens(text)
            .unwrap()
            .into_iter()
            .map(|t| match t.tok {
                Tok::Int(s) | Tok::Ident(s) => s,
                Tok::Quoted(s) => format!("\"{s}\""),
                Tok::Sym(s) => s.to_string(),
            })
            .collect()
    }

    /// Both spellings give the same tokens.
    #[test]
    fn both_spellings_are_one_token() {
        assert_eq!(
            syms("∀ k ∈ 1..b÷a: b ≤ φ·a ∧ ¬(a ≠ b) ⇒ x ⇔ Σk"),
            syms("forall k in 1..b div a: b <= phi*a and not(a != b) => x <=> sum k")
        );
        assert_eq!(
            syms("⌊b/a⌋ ⌈x⌉ √5"),
            ["floor(", "b", "/", "a", ")floor", "ceil(", "x", ")ceil", "sqrt", "5"]
        );
        assert_eq!(syms("a − b × c"), ["a", "-", "b", "*", "c"]);
        assert_eq!(syms("λ_1' -- a comment\n+ 2"), ["λ_1'", "+", "2"]);
        assert_eq!(syms("\"⌊b/a⌋\" = 3a"), ["\"⌊b/a⌋\"", "=", "3", "a"]);
        assert_eq!(syms("a implies b iff c"), ["a", "=>", "b", "<=>", "c"]);
    }

    /// A character of no token, an unclosed or empty quote: refused at its place.
    #[test]
    fn unknown_characters_are_refused_where_they_stand() {
        let e = tokens("a ≤ 1.5").unwrap_err();
        assert_eq!(e.span, 7..8, "the `.` after `≤` (3 bytes) and `1`");
        assert!(e.message.contains("no decimal numbers"), "{}", e.message);
        assert_eq!(tokens("a $ b").unwrap_err().span, 2..3);
        assert!(tokens("\"abc").unwrap_err().message.contains("never ends"));
        assert!(tokens("\"a\nb\"")
            .unwrap_err()
            .message
            .contains("never ends"));
        assert!(tokens("\"  \"").unwrap_err().message.contains("empty"));
    }
}
