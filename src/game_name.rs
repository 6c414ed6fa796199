//! Game names as the CLI and the catalogue spell them. "Euclid" names two games in the
//! literature; `euclid` is accepted as Cole–Davie's (chl2011 reserves the name for it) and
//! every output prints the resolved name.

use crate::error::{Error, Result};
use crate::solver::{TripleGame, TwoEntryGame};
use std::fmt;

/// A game the CLI can evaluate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameName {
    TwoEntry { game: TwoEntryGame, misere: bool },
    SerialNim,
    Triple { game: TripleGame, misere: bool },
}

const NAMES: [(&str, GameName); 14] = [
    (
        "cole-davie",
        GameName::TwoEntry {
            game: TwoEntryGame::ColeDavie,
            misere: false,
        },
    ),
    (
        "euclid",
        GameName::TwoEntry {
            game: TwoEntryGame::ColeDavie,
            misere: false,
        },
    ),
    (
        "grossman",
        GameName::TwoEntry {
            game: TwoEntryGame::Grossman,
            misere: false,
        },
    ),
    (
        "m-euclid",
        GameName::TwoEntry {
            game: TwoEntryGame::MEuclid,
            misere: false,
        },
    ),
    ("serial-nim", GameName::SerialNim),
    (
        "misere-cole-davie",
        GameName::TwoEntry {
            game: TwoEntryGame::ColeDavie,
            misere: true,
        },
    ),
    (
        "misere-grossman",
        GameName::TwoEntry {
            game: TwoEntryGame::Grossman,
            misere: true,
        },
    ),
    (
        "misere-m-euclid",
        GameName::TwoEntry {
            game: TwoEntryGame::MEuclid,
            misere: true,
        },
    ),
    (
        "3-euclid",
        GameName::Triple {
            game: TripleGame::ThreeEuclid,
            misere: false,
        },
    ),
    (
        "g1",
        GameName::Triple {
            game: TripleGame::G1,
            misere: false,
        },
    ),
    (
        "g2",
        GameName::Triple {
            game: TripleGame::G2,
            misere: false,
        },
    ),
    (
        "misere-3-euclid",
        GameName::Triple {
            game: TripleGame::ThreeEuclid,
            misere: true,
        },
    ),
    (
        "misere-g1",
        GameName::Triple {
            game: TripleGame::G1,
            misere: true,
        },
    ),
    (
        "misere-g2",
        GameName::Triple {
            game: TripleGame::G2,
            misere: true,
        },
    ),
];

impl GameName {
    pub fn parse(name: &str) -> Result<GameName> {
        let lower = name.trim().to_ascii_lowercase();
        let lower = if lower == "misere-euclid" {
            "misere-cole-davie".to_string()
        } else {
            lower
        };
        NAMES
            .iter()
            .find(|(n, _)| *n == lower)
            .map(|(_, g)| *g)
            .ok_or_else(|| {
                Error::unknown(
                    "game",
                    name,
                    NAMES.iter().map(|(n, _)| n.to_string()).collect(),
                )
            })
    }
}

impl fmt::Display for GameName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameName::TwoEntry {
                game,
                misere: false,
            } => write!(f, "{game}"),
            GameName::TwoEntry { game, misere: true } => write!(f, "misere-{game}"),
            GameName::SerialNim => f.write_str("serial-nim"),
            GameName::Triple {
                game,
                misere: false,
            } => write!(f, "{game}"),
            GameName::Triple { game, misere: true } => write!(f, "misere-{game}"),
        }
    }
}

/// Parses one entry of a position: a non-negative integer up to `u64::MAX`.
pub fn parse_entry(text: &str) -> Result<u64> {
    let t = text.trim();
    let bad =
        |why: String| Error::out_of_domain(format!("`{text}` is not a position entry: {why}"));
    if t.is_empty() {
        return Err(bad("it is empty".into()));
    }
    if let Some(rest) = t.strip_prefix('-') {
        if !rest.is_empty() && rest.chars().all(|c| c.is_ascii_digit()) {
            return Err(bad("entries are non-negative integers".into()));
        }
    }
    let digits = t.strip_prefix('+').unwrap_or(t);
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return Err(bad("expected decimal digits".into()));
    }
    digits
        .parse::<u64>()
        .map_err(|_| bad(format!("it exceeds u64::MAX = {}", u64::MAX)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries() {
        assert_eq!(parse_entry("18446744073709551615").unwrap(), u64::MAX);
        assert_eq!(parse_entry(" 7 ").unwrap(), 7);
        for bad in [
            "",
            "-3",
            "1.5",
            "abc",
            "18446744073709551616",
            "0x10",
            "-",
            "+",
        ] {
            assert!(parse_entry(bad).is_err(), "{bad}");
        }
        assert!(parse_entry("-3")
            .unwrap_err()
            .to_string()
            .contains("non-negative"));
        assert!(parse_entry("18446744073709551616")
            .unwrap_err()
            .to_string()
            .contains("u64::MAX"));
    }

    #[test]
    fn names() {
        assert_eq!(GameName::parse("Euclid").unwrap().to_string(), "cole-davie");
        assert_eq!(
            GameName::parse("misere-euclid").unwrap().to_string(),
            "misere-cole-davie"
        );
        assert!(GameName::parse("chess")
            .unwrap_err()
            .to_string()
            .contains("known: cole-davie"));
    }
}
