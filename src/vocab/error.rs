//! Typed errors. The library never panics on user input: every fallible operation returns
//! [`Error`], whose [`ErrorKind`] says what went wrong; `anyhow` is used only at the CLI edge.

use std::fmt;

/// An error from the library, with a kind that callers can match on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
}

/// What went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// An intermediate or final value does not fit the integer type of the computation.
    Overflow {
        /// The computation that overflowed.
        what: String,
    },
    /// The input lies outside the domain of a function (for example `a = 0` in `b/a`).
    OutOfDomain {
        /// The input and the domain it falls outside.
        what: String,
    },
    /// An implementation under guard (`guard`, `check`) that failed to answer.
    Candidate {
        /// What went wrong with the implementation.
        what: String,
    },
    /// A position that the game does not allow (for example a zero in Grossman's game).
    InvalidPosition {
        /// The game's name.
        game: String,
        /// The position, as written.
        position: String,
        /// Why the game does not allow it.
        why: String,
    },
    /// The reference solver would need more work than its budget allows.
    SolverBudget {
        /// The game's name.
        game: String,
        /// The position asked for.
        position: String,
        /// The budget that was exhausted, in move evaluations.
        budget: u64,
    },
    /// The reference solver's memo and stack would grow past its memory bound.
    SolverMemory {
        /// The game's name.
        game: String,
        /// The position asked for.
        position: String,
        /// The bound, in bytes.
        bytes: u64,
    },
    /// A game's move rule produced a cycle (a bug in a game: all games here are acyclic).
    Cycle {
        /// The game's name.
        game: String,
        /// A position on the cycle.
        position: String,
    },
    /// A table request beyond the memory the dense solver allows.
    TableTooLarge {
        /// The side of the table asked for.
        n: u64,
        /// The largest side allowed.
        max: u64,
    },
    /// A malformed spec or table file, with the place in it.
    Spec {
        /// The file.
        file: String,
        /// The line, from 1.
        line: usize,
        /// The column, from 1.
        column: usize,
        /// The field at fault, when there is one.
        field: Option<String>,
        /// What is wrong.
        message: String,
    },
    /// An unknown name: game, claim id or paper key.
    Unknown {
        /// What kind of name it is (`"game"`, `"claim id"`, …).
        what: &'static str,
        /// The name given.
        name: String,
        /// The names that are known (may be empty).
        known: Vec<String>,
    },
    /// A request that cannot be run as asked (a selection that matches nothing, a bound whose
    /// tables would not fit in memory), and why.
    Refused {
        /// What was asked and why it is refused.
        message: String,
    },
    /// An I/O failure while reading the catalogue.
    Io {
        /// The file or directory.
        path: String,
        /// The operating system's message.
        message: String,
    },
}

impl Error {
    /// What went wrong.
    pub fn kind(&self) -> &ErrorKind {
        &self.kind
    }

    pub(crate) fn new(kind: ErrorKind) -> Error {
        Error { kind }
    }

    pub(crate) fn overflow(what: impl Into<String>) -> Error {
        Error::new(ErrorKind::Overflow { what: what.into() })
    }

    pub(crate) fn out_of_domain(what: impl Into<String>) -> Error {
        Error::new(ErrorKind::OutOfDomain { what: what.into() })
    }

    /// An implementation under guard that failed to answer (crashed, hung, wrote garbage).
    pub fn candidate(what: impl Into<String>) -> Error {
        Error::new(ErrorKind::Candidate { what: what.into() })
    }

    pub(crate) fn invalid_position(
        game: impl Into<String>,
        position: impl Into<String>,
        why: impl Into<String>,
    ) -> Error {
        Error::new(ErrorKind::InvalidPosition {
            game: game.into(),
            position: position.into(),
            why: why.into(),
        })
    }

    pub(crate) fn unknown(
        what: &'static str,
        name: impl Into<String>,
        known: Vec<String>,
    ) -> Error {
        Error::new(ErrorKind::Unknown {
            what,
            name: name.into(),
            known,
        })
    }

    pub(crate) fn refused(message: impl Into<String>) -> Error {
        Error::new(ErrorKind::Refused {
            message: message.into(),
        })
    }

    pub(crate) fn spec(
        file: impl Into<String>,
        line: usize,
        column: usize,
        field: Option<String>,
        message: impl Into<String>,
    ) -> Error {
        Error::new(ErrorKind::Spec {
            file: file.into(),
            line,
            column,
            field,
            message: message.into(),
        })
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            ErrorKind::Overflow { what } => write!(f, "arithmetic overflow: {what}"),
            ErrorKind::OutOfDomain { what } => write!(f, "outside the domain: {what}"),
            ErrorKind::Candidate { what } => f.write_str(what),
            ErrorKind::Refused { message } => f.write_str(message),
            ErrorKind::InvalidPosition {
                game,
                position,
                why,
            } => {
                write!(f, "{position} is not a position of {game}: {why}")
            }
            ErrorKind::SolverMemory {
                game,
                position,
                bytes,
            } => write!(
                f,
                "the reference solver would need more than {bytes} bytes ({}) for {game} at \
                 {position}; use a closed form or a smaller position",
                crate::vocab::memory::human(*bytes)
            ),
            ErrorKind::SolverBudget {
                game,
                position,
                budget,
            } => write!(
                f,
                "the reference solver would need more than {budget} move evaluations \
                 for {game} at {position}; use a closed form or a smaller position"
            ),
            ErrorKind::Cycle { game, position } => {
                write!(f, "the move rule of {game} has a cycle through {position}")
            }
            ErrorKind::TableTooLarge { n, max } => {
                write!(
                    f,
                    "a dense table up to {n} is too large (the limit is {max})"
                )
            }
            ErrorKind::Spec {
                file,
                line,
                column,
                field,
                message,
            } => {
                // Line 0: the file as a whole (not a regular file, too large, no file at all).
                match (line, column) {
                    (0, _) => write!(f, "{file}: ")?,
                    (_, 0) => write!(f, "{file}:{line}: ")?,
                    _ => write!(f, "{file}:{line}:{column}: ")?,
                }
                if let Some(field) = field {
                    write!(f, "field `{field}`: ")?;
                }
                write!(f, "{message}")
            }
            ErrorKind::Unknown { what, name, known } => {
                write!(f, "unknown {what} `{}`", super::encode::visible(name))?;
                if let Some(near) = nearest(name, known) {
                    write!(f, ": did you mean `{near}`?")?;
                }
                if !known.is_empty() {
                    write!(f, " (known: {})", known.join(", "))?;
                }
                Ok(())
            }
            ErrorKind::Io { path, message } => write!(f, "{path}: {message}"),
        }
    }
}

impl std::error::Error for Error {}

/// The known name nearest `given` by edit distance (letters inserted, deleted or replaced), when it
/// is at most a third of the name's length (at least 1) and no other is as near: a misspelling's
/// likely meaning. None for a name longer than 64 characters (no misspelling is).
fn nearest<'k>(given: &str, known: &'k [String]) -> Option<&'k str> {
    // Letters compared without their case (`GROSMAN` is `grosman`).
    let name: Vec<char> = given.chars().flat_map(char::to_lowercase).collect();
    if name.is_empty() || name.len() > 64 {
        return None;
    }
    let most = (name.len() / 3).max(1);
    let mut best: Option<(usize, &str)> = None;
    let mut tied = false;
    for k in known {
        let d = edit_distance(
            &name,
            &k.chars().flat_map(char::to_lowercase).collect::<Vec<_>>(),
        );
        match best {
            Some((b, _)) if d > b => {}
            Some((b, _)) if d == b => tied = true,
            _ => {
                best = Some((d, k));
                tied = false;
            }
        }
    }
    match best {
        Some((d, k)) if d <= most && !tied && k != given => Some(k),
        _ => None,
    }
}

/// Levenshtein's distance between `a` and `b`: one row at a time.
fn edit_distance(a: &[char], b: &[char]) -> usize {
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let next = (diagonal + usize::from(ca != cb))
                .min(row[j] + 1)
                .min(row[j + 1] + 1);
            diagonal = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

/// The library's result type: [`Error`] unless another is named.
pub type Result<T, E = Error> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn a_misspelt_name_gets_its_nearest() {
        let games = names(&[
            "cole-davie",
            "grossman",
            "m-euclid",
            "misere-grossman",
            "g1",
            "g2",
        ]);
        let said = |name: &str| Error::unknown("game", name, games.clone()).to_string();
        assert!(
            said("grosman").contains("did you mean `grossman`?"),
            "{}",
            said("grosman")
        );
        assert!(said("col-davie").contains("did you mean `cole-davie`?"));
        assert!(said("GROSMAN").contains("did you mean `grossman`?"));
        assert!(said("GROSSMAN").contains("did you mean `grossman`?"));
        // Too far, a tie, a known name, too long, empty: no guess.
        assert!(!said("chess").contains("did you mean"));
        assert!(!said("g3").contains("did you mean"), "{}", said("g3"));
        assert!(!said(&"x".repeat(100_000)).contains("did you mean"));
        assert!(!said("").contains("did you mean"));
        // A line break in the name stays on the message's line.
        assert!(said("a\n::error::b").contains("`a\\n::error::b`"));
        assert_eq!(edit_distance(&['a', 'b'], &['b', 'a']), 2);
        assert_eq!(edit_distance(&[], &['x']), 1);
        assert_eq!(
            edit_distance(
                &"kitten".chars().collect::<Vec<_>>(),
                &"sitting".chars().collect::<Vec<_>>()
            ),
            3
        );
    }
}
