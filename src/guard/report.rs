//! What a guard found: the [`Report`], its findings and the answers sent, and how it is printed.

use super::*;

/// What went wrong at the reported position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wrong {
    /// A wrong answer: what it said, and what the engines agree on.
    Answer {
        /// The implementation's answer.
        answer: Answer,
        /// What the engines agree on.
        expected: Judged,
    },
    /// A line that is no answer.
    Unreadable(String),
    /// No answer: the program failed there, alone (or wrote too few or too many lines).
    Fault(FaultKind),
    /// Every position was answered, and then the implementation went wrong (a line more, a
    /// crash, no end): reported at the last position sent.
    AfterLast(FaultKind),
    /// The chunk starting here fails as a whole, and no position of it fails alone.
    OnlyTogether {
        /// How many positions the chunk had.
        positions: usize,
        /// How it failed.
        kind: FaultKind,
    },
}

/// The reported position and what went wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// The position, as sent.
    pub position: Vec<u64>,
    /// The set it came from.
    pub set: Set,
    /// What went wrong.
    pub wrong: Wrong,
    /// The position as printed, with every engine's answer there.
    pub answers: Failure,
}

impl Finding {
    /// Whether the failure ends the run without a verdict (exit 2 at the CLI): a time limit
    /// reached, or a program that could not be run at all.
    pub fn timed_out(&self) -> bool {
        matches!(
            &self.wrong,
            Wrong::Fault(FaultKind::TimedOut(_) | FaultKind::CannotRun(_))
                | Wrong::AfterLast(FaultKind::TimedOut(_) | FaultKind::CannotRun(_))
                | Wrong::OnlyTogether {
                    kind: FaultKind::TimedOut(_) | FaultKind::CannotRun(_),
                    ..
                }
        )
    }
}

/// How many positions each set sent.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sent {
    /// The box.
    pub in_box: u64,
    /// The least and the largest entry of the box (an empty box: `None`).
    pub box_entries: Option<(u64, u64)>,
    /// Each edge family, by name (outside the box only: the box already sent the others).
    pub edges: Vec<(&'static str, u64)>,
    /// The random sample (outside the box).
    pub random: u64,
}

impl Sent {
    /// Every position sent.
    pub fn total(&self) -> u64 {
        self.in_box + self.edges.iter().map(|e| e.1).sum::<u64>() + self.random
    }
}

/// The result of a guard run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// What was guarded.
    pub target: Target,
    /// The options of the run.
    pub options: GuardOptions,
    /// The entries sent.
    pub entries: EntryRange,
    /// How many positions each set sent.
    pub sent: Sent,
    /// Positions where no engine could answer: their answers were not judged.
    pub unjudged: u64,
    /// The first of them.
    pub first_unjudged: Option<Vec<u64>>,
    /// Positions where a value was asked and only the outcome could be judged.
    pub outcome_only: u64,
    /// The smallest position where the implementation is wrong, if any (or, when it is wrong
    /// nowhere that was judged, where it took too long: then nothing after it was sent).
    pub failure: Option<Finding>,
    /// A limit reached after the failure was found (nothing after it was sent): a definite
    /// failure is never given up for a limit.
    pub limit: Option<Finding>,
    /// Engines that disagree among themselves, with what each answered: a bug of this harness,
    /// not of the implementation.
    pub conflict: Option<Failure>,
    /// What the answers agree with instead, when the implementation is wrong (see
    /// [`diagnose`]).
    pub diagnosis: Vec<String>,
}

impl Report {
    /// Whether every answer sent was right and judged (unjudged positions fail a run unless the
    /// caller accepts them).
    pub fn passed(&self) -> bool {
        self.failure.is_none() && self.conflict.is_none() && self.unjudged == 0
    }

    /// The answers judged by an engine (when the run found no failure: every position sent
    /// was answered).
    pub fn judged(&self) -> u64 {
        self.sent.total().saturating_sub(self.unjudged)
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let o = &self.options;
        let s = &self.sent;
        let edges: Vec<String> = s.edges.iter().map(|(n, c)| format!("{c} {n}")).collect();
        let sets = if !o.at.is_empty() {
            format!("{} asked for with --at", s.in_box)
        } else {
            format!(
                "{} in the box{}, {} at the edges{}, {} random (seed {})",
                s.in_box,
                box_entries(s),
                s.edges.iter().map(|e| e.1).sum::<u64>(),
                if edges.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", edges.join(", "))
                },
                s.random,
                o.seed
            )
        };
        if let Some(c) = &self.conflict {
            write!(
                f,
                "{}: the engines disagree among themselves at {} (a bug of euclid-spec, not of the \
                 implementation; please report it):",
                self.target,
                c.position
            )?;
            for (engine, answer) in &c.answers {
                write!(f, "\n  {engine:<44} {answer}")?;
            }
            return Ok(());
        }
        match &self.failure {
            None => {
                if self.unjudged == 0 {
                    write!(
                        f,
                        "{}: all {} answers agree: {sets}",
                        self.target,
                        s.total()
                    )?;
                } else if self.judged() == 0 {
                    write!(
                        f,
                        "{}: no answer could be judged: no engine answers at any of the {} \
                         positions sent: {sets}",
                        self.target,
                        s.total()
                    )?;
                } else {
                    write!(
                        f,
                        "{}: all {} judged answers agree, {} more not judged: {sets}",
                        self.target,
                        self.judged(),
                        self.unjudged
                    )?;
                }
                if self.outcome_only > 0 {
                    write!(
                        f,
                        "; {} judged by their outcome only (no engine gives the value there)",
                        self.outcome_only
                    )?;
                }
                if let Some(p) = &self.first_unjudged {
                    write!(
                        f,
                        "\n  {} positions not judged: no engine answers there (the first: {})",
                        self.unjudged,
                        show(p)
                    )?;
                }
                Ok(())
            }
            Some(d) => {
                let at = show(&d.position);
                match &d.wrong {
                    Wrong::Answer { answer, expected } => {
                        write!(
                            f,
                            "{}: the implementation answers {} at {at}",
                            self.target,
                            brief(&worded(answer))
                        )?;
                        match expected {
                            Judged::Exact(x) => write!(f, "; it should be {}", brief(&worded(x)))?,
                            Judged::OutcomeOnly(o) => write!(
                                f,
                                "; the position is {o}, so the value is {}",
                                if *o == Outcome::P { "0" } else { "not 0" }
                            )?,
                            Judged::Unknown => {}
                        }
                    }
                    Wrong::Unreadable(line) => write!(
                        f,
                        "{}: the implementation's answer at {at} is no answer: {line}",
                        self.target
                    )?,
                    Wrong::Fault(FaultKind::TimedOut(why)) => write!(
                        f,
                        "{}: the implementation took longer than its limit at {at}: {why}",
                        self.target
                    )?,
                    Wrong::Fault(FaultKind::CannotRun(why))
                    | Wrong::AfterLast(FaultKind::CannotRun(why)) => write!(
                        f,
                        "{}: the implementation could not be run (at {at}): {why}",
                        self.target
                    )?,
                    Wrong::Fault(FaultKind::Crashed(how)) => write!(
                        f,
                        "{}: the implementation crashed after answering at {at} (sent alone): \
                         {how}",
                        self.target
                    )?,
                    Wrong::AfterLast(FaultKind::Crashed(how)) => write!(
                        f,
                        "{}: the implementation crashed after answering every position sent \
                         (the last: {at}): {how}",
                        self.target
                    )?,
                    Wrong::AfterLast(FaultKind::TimedOut(why)) => write!(
                        f,
                        "{}: the implementation took longer than its limit after the last \
                         position sent, {at}: {why}",
                        self.target
                    )?,
                    Wrong::AfterLast(kind) => write!(
                        f,
                        "{}: after its answer to the last position sent, {at}, {kind}",
                        self.target
                    )?,
                    Wrong::Fault(kind) => write!(
                        f,
                        "{}: the implementation does not answer as asked at {at} (sent alone): {kind}",
                        self.target
                    )?,
                    Wrong::OnlyTogether {
                        positions,
                        kind: FaultKind::TimedOut(why),
                    } => write!(
                        f,
                        "{}: the {positions} positions from {at} on took longer than the limit \
                         together ({why}), and no position searched took that long alone: the \
                         limit bounds each process, so give --timeout more or --chunk less (or \
                         use --protocol each) to find the slow position",
                        self.target
                    )?,
                    Wrong::OnlyTogether { positions, kind } => write!(
                        f,
                        "{}: the {positions} positions from {at} on fail together ({kind}), and \
                         none of them alone",
                        self.target
                    )?,
                }
                write!(f, "\n  from {}; sent: {sets}", d.set)?;
                for (engine, answer) in &d.answers.answers {
                    write!(f, "\n  {engine:<44} {}", brief(&answer.to_string()))?;
                }
                for line in &self.diagnosis {
                    write!(f, "\n  {line}")?;
                }
                if let Some(limit) = &self.limit {
                    let why = match &limit.wrong {
                        Wrong::Fault(kind)
                        | Wrong::AfterLast(kind)
                        | Wrong::OnlyTogether { kind, .. } => kind.to_string(),
                        _ => String::new(),
                    };
                    write!(
                        f,
                        "\n  and then a limit was reached at {} (nothing after it was sent): {why}",
                        show(&limit.position)
                    )?;
                }
                if stopped_at_zero(self.entries, d) {
                    write!(
                        f,
                        "\n  positions with an entry 0 were sent (the entries start at 0): a \
                         program that reads `0 0` as the end of its input stops there; leave \
                         them out with --entries 1.. (e.g. --entries 1..2147483647), and name \
                         an end line with --end"
                    )?;
                }
                Ok(())
            }
        }
    }
}

/// ` (entries LO..HI)`: the least and the largest entry of the box (the game's own least where
/// the range asked for starts lower: Grossman's box starts at 1), or nothing for an empty box.
pub fn box_entries(sent: &Sent) -> String {
    sent.box_entries
        .map(|(lo, hi)| format!(" (entries {lo}..{hi})"))
        .unwrap_or_default()
}

/// Whether the program stopped (gave no answer, or no readable one) at a position with an
/// entry 0, in a run whose entries start at 0: a judge-style program reads `0 0` as its end.
fn stopped_at_zero(entries: EntryRange, failure: &Finding) -> bool {
    entries.lo == 0
        && failure.position.contains(&0)
        && !failure.timed_out()
        && !matches!(failure.wrong, Wrong::Answer { .. })
}

/// A long answer cut for a report line: its first and last digits and its length.
fn brief(text: &str) -> String {
    let n = text.chars().count();
    if n <= 100 {
        return text.to_string();
    }
    let head: String = text.chars().take(40).collect();
    let tail: String = text.chars().skip(n - 20).collect();
    format!("{head}…{tail} ({n} characters)")
}

/// `(a, b)` or `(a, b, c)`, or `n`.
pub fn show(position: &[u64]) -> String {
    if position.len() == 1 {
        return position[0].to_string();
    }
    let inner: Vec<String> = position.iter().map(u64::to_string).collect();
    format!("({})", inner.join(", "))
}
