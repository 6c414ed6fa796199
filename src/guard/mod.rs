//! Guarding an implementation: a user's own Sprague–Grundy function, outcome function or
//! sequence, checked against the reference solver and every published engine on three sets of
//! positions inside the implementation's domain: every position up to a bound (the box), the
//! edge families where bugs live (machine widths, Fibonacci ratios, the closed forms'
//! boundaries, large quotients), and random positions (seeded). The smallest position where it
//! is wrong is reported, in the domain's order ([`positions::order`]).
//!
//! ```
//! use euclid_spec::games::GameName;
//! use euclid_spec::guard::{guard, GuardOptions};
//!
//! // A user's closed form for Grossman's game: Nivasch's ⌊b/a − a/b⌋ for a ≤ b.
//! let mine = |p: &[u64]| -> Result<i128, String> {
//!     let (a, b) = (p[0].min(p[1]) as u128, p[0].max(p[1]) as u128);
//!     Ok(((b * b - a * a) / (a * b)) as i128)
//! };
//! let game = GameName::parse("grossman").unwrap();
//! let report = guard(game, &GuardOptions { max: 30, random: 200, ..GuardOptions::default() }, mine).unwrap();
//! assert!(report.passed(), "{report}");
//! ```
//!
//! The same check drives `euclid-spec check GAME --cmd PROGRAM`, for an implementation in any
//! language, through a [`Candidate`] that speaks to the program.

pub mod diagnose;
pub mod formats;
pub mod judge;
pub mod positions;

use crate::games::{DynGame, GameName};
use crate::vocab::error::{Error, Result};
use crate::vocab::{Answer, Failure, Outcome};
pub use judge::{Judge, Judged};
use num_bigint::BigInt;
pub use positions::{EntryRange, SplitMix};
use std::cmp::Ordering;
use std::fmt;

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

/// How far to check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GuardOptions {
    /// The box: every position with entries at most `max` (and in `entries`), in the domain's
    /// order.
    pub max: u64,
    /// Then this many random positions with entries in `entries`.
    pub random: u64,
    /// The seed of the random positions (the report prints it, so that a run can be repeated).
    pub seed: u64,
    /// The reference solver's budget per position outside the box (move evaluations).
    pub budget: u64,
    /// The entries the implementation accepts (default: [`Target::default_entries`]).
    pub entries: Option<EntryRange>,
    /// Whether to send the edge families ([`positions::edge_families`]).
    pub edges: bool,
    /// Values or outcomes.
    pub mode: Mode,
    /// Positions per call of the candidate.
    pub chunk: usize,
    /// When not empty, only these positions are sent (`check --at`): no box, edge or random
    /// position.
    pub at: Vec<Vec<u64>>,
}

impl Default for GuardOptions {
    fn default() -> Self {
        GuardOptions {
            max: 100,
            random: 1000,
            seed: 1,
            budget: 200_000,
            entries: None,
            edges: true,
            mode: Mode::Value,
            chunk: 4096,
            at: Vec::new(),
        }
    }
}

/// Which set a position came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Set {
    /// The box.
    Box,
    /// An edge family (its name).
    Edge(&'static str),
    /// The random sample.
    Random,
    /// The positions asked for (`--at`).
    At,
}

impl fmt::Display for Set {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Set::Box => f.write_str("the box"),
            Set::Edge(name) => write!(f, "the edge family \"{name}\""),
            Set::Random => f.write_str("the random positions"),
            Set::At => f.write_str("the positions asked for"),
        }
    }
}

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

/// Checks a Sprague–Grundy function of `game` (entries in, value out; an `Err` is a failure at
/// that position) on the box, the edge families and the random positions.
pub fn guard(
    game: GameName,
    options: &GuardOptions,
    mut candidate: impl FnMut(&[u64]) -> std::result::Result<i128, String>,
) -> Result<Report> {
    let options = GuardOptions {
        mode: Mode::Value,
        ..options.clone()
    };
    run(
        Target::Game(game),
        &options,
        &mut Each(|p: &[u64]| candidate(p).map(|v| Answer::Number(v.into()))),
    )
}

/// Checks an outcome function of `game`: `Ok(true)` when the player to move wins.
pub fn guard_outcome(
    game: GameName,
    options: &GuardOptions,
    mut candidate: impl FnMut(&[u64]) -> std::result::Result<bool, String>,
) -> Result<Report> {
    let options = GuardOptions {
        mode: Mode::Outcome,
        ..options.clone()
    };
    run(
        Target::Game(game),
        &options,
        &mut Each(|p: &[u64]| candidate(p).map(|wins| Answer::Outcome(Outcome::of_p(!wins)))),
    )
}

/// Checks an implementation of any target through a [`Candidate`].
pub fn run(
    target: Target,
    options: &GuardOptions,
    candidate: &mut dyn Candidate,
) -> Result<Report> {
    if options.mode == Mode::Outcome && !matches!(target, Target::Game(_)) {
        return Err(Error::out_of_domain(format!(
            "{target} is a sequence: its answers are terms, not outcomes"
        )));
    }
    if options.chunk == 0 {
        return Err(Error::out_of_domain("a chunk of 0 positions"));
    }
    let entries = options.entries.unwrap_or_else(|| target.default_entries());
    if !options.at.is_empty() {
        return run_at(target, options, entries, candidate);
    }
    let top = (options.max >= entries.lo).then(|| options.max.min(entries.hi));
    let mut box_positions = positions::exhaustive(target, entries, options.max).peekable();
    let box_top = box_positions.peek().is_some().then_some(top).flatten();
    let in_box = |p: &[u64]| box_top.is_some_and(|t| p.iter().all(|&x| x <= t));
    let families = if options.edges {
        positions::edge_families(target, entries)
    } else {
        Vec::new()
    };
    let any_edge = families
        .iter()
        .any(|f| f.positions.iter().any(|p| !in_box(p)));
    if box_top.is_none() && !any_edge && options.random == 0 {
        return Err(Error::out_of_domain(format!(
            "this check would send no position: no position of {target} has entries in {}..{} \
             (--max {}), and no random or edge position is asked for",
            entries.lo,
            entries.hi.min(options.max),
            options.max
        )));
    }
    // Where only the reference solver answers, its tables reach the default entries too, so
    // that a default run judges every position it sends.
    let table_top = if target.closed_forms_answer() {
        box_top
    } else {
        let reach = entries.hi.min(positions::REFERENCE_ONLY_MAX);
        Some(box_top.map_or(reach, |t| t.max(reach)))
    };
    let judge = Judge::new(target, options.mode, table_top, options.budget)?;
    let mut walk = Walk::new(&judge, candidate, target, options, entries);
    // The box: complete below --max, so its first failure is the smallest there is. After it,
    // a little more of the box is asked, for the diagnosis only.
    let mut sent = 0u64;
    // The box's entries: from the least entry of its first position (the domain's own least:
    // Grossman's box starts at 1 whatever --entries says) to its top; the same whether the run
    // stops early or not.
    let first_entry = box_positions.peek().and_then(|p| p.iter().min().copied());
    walk.set(&Set::Box, &mut box_positions, &mut sent, true);
    walk.report.sent.in_box = sent;
    walk.report.sent.box_entries = first_entry.zip(box_top);
    let box_failed = walk.report.failure.is_some();
    if !box_failed && !walk.stop {
        for family in &families {
            let mut sent = 0u64;
            let mut outside = family.positions.iter().filter(|p| !in_box(p)).cloned();
            walk.set(&Set::Edge(family.name), &mut outside, &mut sent, false);
            walk.report.sent.edges.push((family.name, sent));
            if walk.stop {
                break;
            }
        }
    }
    if !box_failed && !walk.stop {
        let mut sent = 0u64;
        let mut outside =
            positions::random(target, entries, options.random, options.seed).filter(|p| !in_box(p));
        walk.set(&Set::Random, &mut outside, &mut sent, false);
        walk.report.sent.random = sent;
    }
    if walk.report.sent.total() == 0 {
        return Err(Error::out_of_domain(format!(
            "this check would send no position: no position of {target} in the box (--max {}), \
             at the edges or among the random positions has its entries in {entries}",
            options.max
        )));
    }
    walk.finish();
    let mut report = walk.report;
    if let Some(failure) = &report.failure {
        report.diagnosis = diagnose::diagnose(target, options.mode, &walk.sample, failure);
    }
    Ok(report)
}

/// `--at`: only the positions asked for, each checked to be one of the target's, inside the
/// entries; the tables of the box reach the largest entry asked where they can.
fn run_at(
    target: Target,
    options: &GuardOptions,
    entries: EntryRange,
    candidate: &mut dyn Candidate,
) -> Result<Report> {
    let rules = target.rules();
    for p in &options.at {
        // A game says why a position of the right length is not one of its own (an entry 0
        // of Grossman's game: "entries must be positive").
        if let (Some(rules), true) = (rules.as_deref(), p.len() == target.arity()) {
            rules.check(p)?;
        }
        if p.len() != target.arity() || !positions::admits(target, rules.as_deref(), p) {
            return Err(Error::out_of_domain(format!(
                "{} is not a position of {target} ({} numbers{})",
                show(p),
                target.arity(),
                match target {
                    Target::Game(g) => format!(", as {g} allows them"),
                    Target::Stern => String::new(),
                    Target::CalkinWilf => ", n ≥ 1".to_string(),
                    Target::CalkinWilfIndex => {
                        ", a reduced fraction whose index fits an answer line".to_string()
                    }
                }
            )));
        }
        if !entries.contains(p) {
            return Err(Error::out_of_domain(format!(
                "{} lies outside --entries {entries}",
                show(p)
            )));
        }
    }
    let top = options.at.iter().flatten().copied().max().unwrap_or(0);
    let table_top = match target {
        Target::Game(GameName::TwoEntry { .. }) if top <= 4096 => Some(top),
        Target::Game(GameName::Triple { .. }) if top <= 200 => Some(top),
        _ => None,
    };
    let judge = Judge::new(target, options.mode, table_top, options.budget)?;
    let mut walk = Walk::new(&judge, candidate, target, options, entries);
    let mut sent = 0u64;
    let mut asked = options.at.iter().cloned();
    walk.set(&Set::At, &mut asked, &mut sent, false);
    walk.report.sent.in_box = sent;
    walk.finish();
    Ok(walk.report)
}

fn empty_report(target: Target, options: &GuardOptions, entries: EntryRange) -> Report {
    Report {
        target,
        options: options.clone(),
        entries,
        sent: Sent::default(),
        unjudged: 0,
        first_unjudged: None,
        outcome_only: 0,
        failure: None,
        limit: None,
        conflict: None,
        diagnosis: Vec::new(),
    }
}

/// How many answers after the box's first failure are still asked, for the diagnosis.
const DIAGNOSIS_SAMPLE: usize = 2000;

/// One run's walk over its sets.
struct Walk<'a> {
    judge: &'a Judge,
    candidate: &'a mut dyn Candidate,
    chunk: usize,
    report: Report,
    /// Positions and the implementation's answers, for the diagnosis.
    sample: Vec<(Vec<u64>, Answer)>,
    /// A limit reached, or the engines' conflict: nothing more is sent.
    stop: bool,
    /// The last position sent, and its set.
    last: Option<(Vec<u64>, Set)>,
}

/// How a part of a chunk, asked alone, went wrong.
enum Failing {
    /// No answers, too few or too many, a crash or a time limit.
    Fault(FaultKind),
    /// As many lines as positions, one of them no answer.
    Replies(Vec<Reply>),
}

impl Failing {
    /// Whether it is a limit reached (no verdict).
    fn limit(&self) -> bool {
        matches!(
            self,
            Failing::Fault(FaultKind::TimedOut(_) | FaultKind::CannotRun(_))
        )
    }
}

/// What a search by halves found in a chunk: the first position that fails alone other than
/// by a limit, and the first that reaches a limit alone (their indices in the chunk).
#[derive(Default)]
struct Alone {
    definite: Option<(usize, Failing)>,
    limit: Option<(usize, FaultKind)>,
}

impl<'a> Walk<'a> {
    /// A walk with nothing sent yet.
    fn new(
        judge: &'a Judge,
        candidate: &'a mut dyn Candidate,
        target: Target,
        options: &GuardOptions,
        entries: EntryRange,
    ) -> Walk<'a> {
        Walk {
            judge,
            candidate,
            chunk: options.chunk,
            report: empty_report(target, options, entries),
            sample: Vec::new(),
            stop: false,
            last: None,
        }
    }

    /// After the last chunk, when nothing went wrong: how the implementation ended, judged at
    /// the last position sent.
    fn finish(&mut self) {
        if self.stop || self.report.failure.is_some() {
            return;
        }
        let Some((position, set)) = self.last.clone() else {
            return;
        };
        if let Err(kind) = self.candidate.finish() {
            self.record(Finding {
                position: position.clone(),
                set,
                wrong: Wrong::AfterLast(kind),
                answers: Failure::at(show(&position)),
            });
        }
    }

    /// Sends the positions of one set, chunk by chunk, judging every answer. In the box (`first`)
    /// the walk ends at the first failure (the smallest), after a last chunk for the diagnosis.
    fn set(
        &mut self,
        set: &Set,
        positions: &mut dyn Iterator<Item = Vec<u64>>,
        sent: &mut u64,
        first: bool,
    ) {
        let mut after_failure = 0usize;
        loop {
            let chunk: Vec<Vec<u64>> = (&mut *positions).take(self.chunk).collect();
            if chunk.is_empty() || self.stop {
                return;
            }
            *sent += chunk.len() as u64;
            let before = self.report.failure.is_some();
            self.chunk_of(set, &chunk);
            if first && (before || self.report.failure.is_some()) {
                // The diagnosis reads wrong answers only: after a program that gave none,
                // nothing more is asked.
                let answered = matches!(
                    self.report.failure.as_ref().map(|f| &f.wrong),
                    Some(Wrong::Answer { .. })
                );
                after_failure += chunk.len();
                if !answered || after_failure >= DIAGNOSIS_SAMPLE || self.stop {
                    return;
                }
            }
        }
    }

    /// Asks one chunk (locating a fault of the whole chunk by halves) and judges its answers.
    fn chunk_of(&mut self, set: &Set, chunk: &[Vec<u64>]) {
        if let Some(last) = chunk.last() {
            self.last = Some((last.clone(), set.clone()));
        }
        match self.candidate.answer(chunk) {
            Ok(replies) if replies.len() == chunk.len() => self.judge_all(set, chunk, replies),
            Ok(replies) => {
                let kind = FaultKind::Count {
                    got: replies.len(),
                    sent: chunk.len(),
                };
                self.locate(set, chunk, kind, false);
            }
            Err(fault) if fault.exact => {
                let at = fault.answered.len().min(chunk.len().saturating_sub(1));
                self.judge_all(set, &chunk[..at], fault.answered);
                self.fail_at(set, &chunk[at], fault.kind);
            }
            Err(fault) => {
                // Every answer came, then the program crashed: the answers are judged too (a
                // wrong one may come before the first position that crashes alone).
                let judged = matches!(fault.kind, FaultKind::Crashed(_))
                    && fault.answered.len() == chunk.len();
                if judged {
                    self.judge_all(set, chunk, fault.answered);
                }
                self.locate(set, chunk, fault.kind, judged)
            }
        }
    }

    /// A chunk went wrong as a whole: find the first of its positions that goes wrong alone, by
    /// halves; then ask the positions before it again and judge them. A limit reached alone is
    /// reported beside it (or alone, when nothing else fails alone). `judged`: the chunk's
    /// answers were judged already.
    fn locate(&mut self, set: &Set, chunk: &[Vec<u64>], kind: FaultKind, judged: bool) {
        if chunk.len() == 1 {
            self.fail_at(set, &chunk[0], kind);
            return;
        }
        let found = self.search(chunk);
        let first = match (&found.definite, &found.limit) {
            (Some((i, _)), Some((j, _))) => Some(*i.min(j)),
            (Some((i, _)), None) | (None, Some((i, _))) => Some(*i),
            (None, None) => None,
        };
        let Some(first) = first else {
            self.together(set, chunk, kind, judged);
            return;
        };
        if first > 0 && !judged {
            match self.candidate.answer(&chunk[..first]) {
                Ok(replies) if replies.len() == first => {
                    self.judge_all(set, &chunk[..first], replies)
                }
                _ => {}
            }
        }
        match found.definite {
            Some((i, Failing::Fault(kind))) => self.fail_at(set, &chunk[i], kind),
            Some((i, Failing::Replies(replies))) => self.judge_all(set, &chunk[i..=i], replies),
            None => {}
        }
        if let Some((j, kind)) = found.limit {
            self.fail_at(set, &chunk[j], kind);
        }
    }

    /// No position of `chunk` fails alone: the first one's answer, alone, is judged (a program
    /// that writes one line whatever it reads is wrong there), and the chunk is reported only
    /// when that answer is right.
    fn together(&mut self, set: &Set, chunk: &[Vec<u64>], kind: FaultKind, judged: bool) {
        if !judged {
            if let Ok(replies) = self.candidate.answer(&chunk[..1]) {
                if replies.len() == 1 {
                    self.judge_all(set, &chunk[..1], replies);
                }
            }
        }
        let at_first = self
            .report
            .failure
            .as_ref()
            .is_some_and(|f| f.position == chunk[0]);
        if !at_first {
            self.record(Finding {
                position: chunk[0].clone(),
                set: set.clone(),
                wrong: Wrong::OnlyTogether {
                    positions: chunk.len(),
                    kind,
                },
                answers: Failure::at(show(&chunk[0])),
            });
        }
    }

    /// How `part`, asked alone, goes wrong: a wrong count, a line that is no answer, a crash, a
    /// limit. A wrong answer is not looked for here (the answers are judged afterwards).
    fn fails(&mut self, part: &[Vec<u64>]) -> Option<Failing> {
        match self.candidate.answer(part) {
            Ok(r) if r.len() != part.len() => Some(Failing::Fault(FaultKind::Count {
                got: r.len(),
                sent: part.len(),
            })),
            Ok(r) if r.iter().any(|r| matches!(r, Reply::Unreadable(_))) => {
                Some(Failing::Replies(r))
            }
            Ok(_) => None,
            Err(f) => Some(Failing::Fault(f.kind)),
        }
    }

    /// The first position of `chunk` that fails alone, by halves: the left half first; a half
    /// that fails is searched, one that passes is not. When no position of a failing left half
    /// fails alone, the failure is one of positions together, starting before any of the other
    /// half's, and the search ends there (so it asks the program about 2·log₂(len) times, never
    /// once per position) — unless the left half reached a time limit: then the right half is
    /// searched too, for a position that fails alone (a definite failure is never left unfound
    /// behind a limit).
    fn search(&mut self, chunk: &[Vec<u64>]) -> Alone {
        if chunk.len() == 1 {
            return match self.fails(chunk) {
                None => Alone::default(),
                Some(Failing::Fault(kind @ (FaultKind::TimedOut(_) | FaultKind::CannotRun(_)))) => {
                    Alone {
                        definite: None,
                        limit: Some((0, kind)),
                    }
                }
                Some(failing) => Alone {
                    definite: Some((0, failing)),
                    limit: None,
                },
            };
        }
        let half = chunk.len() / 2;
        let mut found = Alone::default();
        if let Some(left) = self.fails(&chunk[..half]) {
            found = self.search(&chunk[..half]);
            if found.definite.is_some() || (!left.limit() && found.limit.is_none()) {
                return found;
            }
        }
        if self.fails(&chunk[half..]).is_some() {
            let right = self.search(&chunk[half..]);
            found.definite = right.definite.map(|(i, f)| (i + half, f));
            found.limit = found.limit.or(right.limit.map(|(i, k)| (i + half, k)));
        }
        found
    }

    fn judge_all(&mut self, set: &Set, chunk: &[Vec<u64>], replies: Vec<Reply>) {
        for (p, reply) in chunk.iter().zip(replies) {
            if self.stop {
                return;
            }
            let answer = match reply {
                Reply::Answer(a) => a,
                Reply::Unreadable(line) => {
                    self.record(Finding {
                        position: p.clone(),
                        set: set.clone(),
                        wrong: Wrong::Unreadable(line),
                        answers: Failure::at(show(p)),
                    });
                    continue;
                }
            };
            let judged = match self.judge.judge(p) {
                Ok(j) => j,
                Err(conflict) => {
                    self.report.conflict = Some(conflict);
                    self.stop = true;
                    return;
                }
            };
            if self.sample.len() < 4 * DIAGNOSIS_SAMPLE {
                self.sample.push((p.clone(), answer.clone()));
            }
            let right = match &judged {
                Judged::Exact(x) => *x == answer,
                Judged::OutcomeOnly(o) => {
                    self.report.outcome_only += 1;
                    match &answer {
                        Answer::Number(n) => (*n == BigInt::from(0)) == (*o == Outcome::P),
                        _ => false,
                    }
                }
                Judged::Unknown => {
                    self.report.unjudged += 1;
                    if self.report.first_unjudged.is_none() {
                        self.report.first_unjudged = Some(p.clone());
                    }
                    true
                }
            };
            if !right {
                self.record(Finding {
                    position: p.clone(),
                    set: set.clone(),
                    wrong: Wrong::Answer {
                        answer,
                        expected: judged,
                    },
                    answers: Failure::at(show(p)),
                });
            }
        }
    }

    fn fail_at(&mut self, set: &Set, p: &[u64], kind: FaultKind) {
        self.record(Finding {
            position: p.to_vec(),
            set: set.clone(),
            wrong: Wrong::Fault(kind),
            answers: Failure::at(show(p)),
        });
    }

    /// Keeps the smaller of the failure found so far and this one, in the domain's order. A
    /// limit reached ends the run: it is the report's failure when no definite failure was found,
    /// and is kept beside it otherwise (a definite failure is never given up for a limit).
    fn record(&mut self, mut finding: Finding) {
        if finding.timed_out() {
            self.stop = true;
            match &self.report.failure {
                Some(d) if !d.timed_out() => {
                    if self.report.limit.is_none() {
                        finding.answers = self.judge.explain(&finding.position);
                        self.report.limit = Some(finding);
                    }
                }
                Some(_) => {}
                None => {
                    finding.answers = self.judge.explain(&finding.position);
                    self.report.failure = Some(finding);
                }
            }
            return;
        }
        let keep = match &self.report.failure {
            None => true,
            Some(d) if d.timed_out() => true,
            Some(d) => positions::order(&finding.position, &d.position) == Ordering::Less,
        };
        if keep {
            finding.answers = self.judge.explain(&finding.position);
            if let Some(limit) = self.report.failure.take().filter(Finding::timed_out) {
                self.report.limit = Some(limit);
            }
            self.report.failure = Some(finding);
        }
    }
}

#[cfg(test)]
mod tests;
