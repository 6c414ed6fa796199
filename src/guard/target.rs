//! What is guarded and how it answers: the [`Target`] (a game's values or outcomes, a
//! sequence), the [`Candidate`] that answers for the implementation, and the faults it can show.

use super::*;

/// What is guarded: a game's values or outcomes, or one of hss2008's sequences.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A two- or three-entry game, normal or misère: positions `a b` or `a b c`.
    Game(GameName),
    /// Stern's diatomic sequence: the program reads `n ≥ 0`, writes `s(n)`.
    Stern,
    /// The Calkin–Wilf sequence: the program reads `n ≥ 1`, writes the `n`-th term `a/b`
    /// (`1/1` first).
    CalkinWilf,
    /// The Calkin–Wilf index: the program reads `a b` (a reduced fraction), writes the index of
    /// `a/b` in the sequence (`1/1` is 1).
    CalkinWilfIndex,
}

impl Target {
    /// `stern`, `calkin-wilf`, `calkin-wilf-index`, or a game's name.
    pub fn parse(name: &str) -> Result<Target> {
        Ok(match name {
            "stern" => Target::Stern,
            "calkin-wilf" => Target::CalkinWilf,
            "calkin-wilf-index" => Target::CalkinWilfIndex,
            _ => {
                let game = GameName::parse(name).map_err(|_| {
                    let mut known: Vec<String> = GameName::all()
                        .filter(|g| g.entries().is_some())
                        .map(|g| g.to_string())
                        .collect();
                    known.extend(["stern", "calkin-wilf", "calkin-wilf-index"].map(String::from));
                    Error::unknown("game or sequence", name, known)
                })?;
                if game.entries().is_none() {
                    return Err(Error::out_of_domain(format!(
                        "{game}: guarding is for the two- and three-entry games and the sequences \
                         stern, calkin-wilf and calkin-wilf-index"
                    )));
                }
                Target::Game(game)
            }
        })
    }

    /// How many numbers a position has.
    pub fn arity(self) -> usize {
        match self {
            Target::Game(g) => g.entries().unwrap_or(2),
            Target::Stern | Target::CalkinWilf => 1,
            Target::CalkinWilfIndex => 2,
        }
    }

    /// The game's rules, for a game.
    pub(crate) fn rules(self) -> Option<Box<dyn DynGame>> {
        match self {
            Target::Game(g) => Some(g.game()),
            _ => None,
        }
    }

    /// Whether a closed form answers at every size (the normal-play two-entry games and the
    /// sequences); the others are judged by the reference solver alone outside the box.
    pub fn closed_forms_answer(self) -> bool {
        !matches!(
            self,
            Target::Game(GameName::TwoEntry { misere: true, .. } | GameName::Triple { .. })
        )
    }

    /// The default entries: every `u64` where the closed forms answer, entries up to
    /// [`positions::REFERENCE_ONLY_MAX`] where only the reference solver does.
    pub fn default_entries(self) -> EntryRange {
        if self.closed_forms_answer() {
            EntryRange::ALL
        } else {
            EntryRange {
                lo: 0,
                hi: positions::REFERENCE_ONLY_MAX,
            }
        }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Target::Game(g) => write!(f, "{g}"),
            Target::Stern => f.write_str("stern"),
            Target::CalkinWilf => f.write_str("calkin-wilf"),
            Target::CalkinWilfIndex => f.write_str("calkin-wilf-index"),
        }
    }
}

/// What the implementation answers for a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The Sprague–Grundy value (the sequences' term, for a sequence).
    Value,
    /// Who wins: the player to move (N) or the other (P).
    Outcome,
}

/// An answer in a report's words: an outcome says who wins (`N (the player to move wins)`);
/// anything else as it prints.
pub fn worded(answer: &Answer) -> String {
    match answer {
        Answer::Outcome(Outcome::N) => "N (the player to move wins)".to_string(),
        Answer::Outcome(Outcome::P) => "P (the player to move loses)".to_string(),
        other => other.to_string(),
    }
}

/// One line of the implementation's output, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// An answer of the right shape.
    Answer(Answer),
    /// A line that is no answer (the line, and why).
    Unreadable(String),
}

/// How a run of the implementation on a chunk of positions went wrong as a whole.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FaultKind {
    /// It wrote `got` answers for the chunk's `sent` positions.
    Count {
        /// Answers written.
        got: usize,
        /// Positions sent.
        sent: usize,
    },
    /// It ended, or failed, before answering (how).
    Failed(String),
    /// It wrote every answer, then ended badly: a non-zero status or a signal (how).
    Crashed(String),
    /// It took longer than its time limit (which limit): a limit reached, never a verdict.
    TimedOut(String),
    /// The program could not be run at all (not found, not executable): a usage error.
    CannotRun(String),
}

impl fmt::Display for FaultKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FaultKind::Count { got, sent } => {
                use crate::vocab::encode::count;
                write!(
                    f,
                    "it wrote {} for {} sent",
                    count(*got as u64, "answer"),
                    count(*sent as u64, "position")
                )
            }
            FaultKind::Crashed(how) => write!(f, "it crashed after answering: {how}"),
            FaultKind::Failed(why) | FaultKind::TimedOut(why) | FaultKind::CannotRun(why) => {
                f.write_str(why)
            }
        }
    }
}

/// A chunk that went wrong: the answers read before it did, and whether the fault is known to
/// be at the next position (one position at a time) or only somewhere in the chunk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    /// The answers to the chunk's first positions, in order (meaningful only when `exact`).
    pub answered: Vec<Reply>,
    /// Whether the fault is at the position after the answered ones.
    pub exact: bool,
    /// What went wrong.
    pub kind: FaultKind,
}

/// An implementation: answers a chunk of positions, all in order, or says how the chunk went
/// wrong. A function of one position is one ([`Each`]); `check`'s programs are others.
pub trait Candidate {
    /// The answers to `chunk`, one per position, in order.
    fn answer(&mut self, chunk: &[Vec<u64>]) -> std::result::Result<Vec<Reply>, Fault>;

    /// After the last chunk, when nothing has gone wrong: how the implementation ended (a
    /// program kept between chunks is read to its end and waited for). A fault here is reported
    /// at the last position sent.
    fn finish(&mut self) -> std::result::Result<(), FaultKind> {
        Ok(())
    }
}

/// A function of one position as a [`Candidate`]: an `Err` is a fault at that position.
pub struct Each<F>(pub F);

impl<F: FnMut(&[u64]) -> std::result::Result<Answer, String>> Candidate for Each<F> {
    fn answer(&mut self, chunk: &[Vec<u64>]) -> std::result::Result<Vec<Reply>, Fault> {
        let mut answered = Vec::with_capacity(chunk.len());
        for p in chunk {
            match (self.0)(p) {
                Ok(a) => answered.push(Reply::Answer(a)),
                Err(why) => {
                    return Err(Fault {
                        answered,
                        exact: true,
                        kind: FaultKind::Failed(why),
                    })
                }
            }
        }
        Ok(answered)
    }
}
