//! The guard itself: [`guard`] and [`guard_outcome`] walk the three sets of positions, judge each
//! answer against the reference solver and every engine, and keep the smallest failure.

use super::*;

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
