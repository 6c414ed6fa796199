//! How a predicate walks its domain: [`Run::all`] for a statement about every point, [`Run::any`]
//! for an existence statement. The same code serves a whole run up to a bound and a run on a few
//! chosen points (an entry's printed examples), where every value the predicate compares is
//! recorded by name, so that the meta-tests hold the predicate to the paper's own numbers.
//!
//! A predicate's answer at a point must not depend on which other points were visited: what a
//! point needs from the rest of the domain (the nodes seen so far, the first appearance of a
//! value) is gathered by a walk of the whole domain before [`Run::all`], never accumulated
//! inside it, since a run on chosen points visits only those.

use super::domain::{ordered_pairs_with_max, upper, Pair, PairPoint};
use super::verdict::{Failure, Verdict};
use crate::vocab::Answer;
use rayon::prelude::*;
use std::fmt::{self, Display};
use std::sync::atomic::{AtomicU64, Ordering};

mod first;
use first::{first_answer, first_piece_not_held, HeldPairs, Placed, Points, Statement, FIRST_BAND};

/// What a predicate saw at one point: the values it compared, by name. Recording is off during a
/// whole run (no formatting, no allocation) and on when a counterexample is explained or an
/// example is checked.
#[derive(Debug, Default)]
pub struct Obs {
    recording: bool,
    values: Vec<(String, Answer)>,
    explain: Option<String>,
    position: Option<String>,
}

impl Obs {
    fn recording() -> Obs {
        Obs {
            recording: true,
            ..Obs::default()
        }
    }

    /// Records a value the statement speaks of, under the name the paper gives it.
    /// Called at every point of every walk and records only while a failure is replayed: the
    /// test is inlined at the caller, the recording is a function of its own out of line (as
    /// one method left out of line, the call per value was a tenth of the tree claims' time).
    #[inline(always)]
    pub fn value(&mut self, name: impl Display, value: impl Display) -> &mut Obs {
        if self.recording {
            self.record(&name, &value);
        }
        self
    }

    #[cold]
    #[inline(never)]
    fn record(&mut self, name: &dyn Display, value: &dyn Display) {
        self.values.push((name.to_string(), Answer::of(value)));
    }

    /// [`Obs::value`] for a value that costs something to build (a formatted set, a fraction):
    /// built only when recording.
    #[inline]
    pub fn value_with<V: Display>(
        &mut self,
        name: impl Display,
        value: impl FnOnce() -> V,
    ) -> &mut Obs {
        self.answer(name, || Answer::of(value()))
    }

    /// [`Obs::value_with`] for a value that is already an [`Answer`]: recorded as it is, not
    /// printed and read back (which, for an integer of many digits, is the costly part).
    #[inline]
    pub fn answer(&mut self, name: impl Display, answer: impl FnOnce() -> Answer) -> &mut Obs {
        if self.recording {
            self.values.push((name.to_string(), answer()));
        }
        self
    }

    /// A CLI command (without the program name) that shows this point in detail.
    #[inline]
    pub fn explain(&mut self, command: impl FnOnce() -> String) -> &mut Obs {
        if self.recording && self.explain.is_none() {
            self.explain = Some(command());
        }
        self
    }

    /// Names the failure more precisely than the point does (e.g. the two values of a pair).
    #[inline]
    pub fn position(&mut self, position: impl FnOnce() -> String) -> &mut Obs {
        if self.recording {
            self.position = Some(position());
        }
        self
    }

    fn into_failure(self, at: String) -> Failure {
        Failure {
            position: self.position.unwrap_or(at),
            answers: self.values,
            explain: self.explain,
        }
    }
}

/// One point of a run on chosen points.
#[derive(Clone, Debug)]
pub struct Observed {
    /// The point, as the domain prints it.
    pub at: String,
    /// Whether the statement holds there (for an existence statement: whether it is a witness).
    pub holds: bool,
    /// The values compared there, by name.
    pub values: Vec<(String, Answer)>,
    /// Where it failed, as a counterexample would be printed.
    pub failure: Option<Failure>,
}

/// A walk over a claim's domain up to the bound `n`: either every point, in the domain's
/// order, or only the chosen points.
pub struct Run<'p> {
    /// The bound (what it limits depends on the claim's [`super::Bound`]).
    pub n: u64,
    only: Option<&'p [String]>,
    observed: Vec<Observed>,
    /// Counts the cases walked so far, for a progress report (read from another thread).
    counter: Option<&'p AtomicU64>,
    /// Walk only the points whose place in each [`Run::all`] walk is `index − 1` modulo `count`.
    stride: Option<(u64, u64)>,
    walks: Vec<Walk>,
    /// Check only this printed formula of the entry ([`Run::checks_formula`]).
    formula: Option<&'p str>,
    /// Whether the predicate asked about [`Run::formula`] (a run on one formula that never asks
    /// checks nothing of it).
    formula_asked: bool,
    /// The text every point of the walks now running prints with first ([`Run::within`]).
    scope: Option<String>,
}

/// What one walk of a run on a stride found, for putting the strides back together
/// ([`crate::report::merge()`]).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Walk {
    /// `all` (a statement about every point: walked on the stride) or `any` (an existence
    /// statement: walked whole on every stride, so that each stride's verdict is the same).
    pub kind: String,
    /// The cases this stride counted in the walk.
    pub cases: u64,
    /// The place, in the whole walk's order, of the point where it stopped (a failure of `all`,
    /// a witness of `any`).
    pub stop: Option<u64>,
}

impl<'p> Run<'p> {
    /// Every point up to `n`.
    pub fn whole(n: u64) -> Run<'static> {
        Run {
            n,
            only: None,
            observed: Vec::new(),
            counter: None,
            stride: None,
            walks: Vec::new(),
            formula: None,
            formula_asked: false,
            scope: None,
        }
    }

    /// The same run on one stride of each statement about every point: the points at places
    /// `index − 1`, `index − 1 + count`, … of each walk (`1 ≤ index ≤ count`). Existence
    /// statements are walked whole. [`Run::walks`] says what each walk found.
    pub fn on_stride(self, index: u64, count: u64) -> Run<'p> {
        Run {
            stride: Some((index, count)),
            ..self
        }
    }

    /// The same run checking only the printed formula `label` of an entry that holds several
    /// (its `formulas`): each formula's verdict as the predicate decides it, compared with the
    /// verdict the entry gives it.
    pub fn on_formula(self, label: &'p str) -> Run<'p> {
        Run {
            formula: Some(label),
            formula_asked: false,
            ..self
        }
    }

    /// Whether the predicate checks the printed formula `label` on this run: always, unless the
    /// run is on one formula ([`Run::on_formula`]) and it is another. A predicate that holds
    /// several formulas asks this for each before its walk and checks only those it is told to.
    pub fn checks_formula(&mut self, label: &str) -> bool {
        match self.formula {
            None => true,
            Some(f) if f == label => {
                self.formula_asked = true;
                true
            }
            Some(_) => false,
        }
    }

    /// Whether a run on one formula asked about it ([`Run::checks_formula`]).
    pub fn formula_asked(&self) -> bool {
        self.formula_asked
    }

    /// What each walk of a run on a stride found, in the order they ran.
    pub fn walks(&self) -> &[Walk] {
        &self.walks
    }

    /// Every point up to `n`, adding the cases walked to `counter` as the walk goes (a chunk
    /// at a time), for a progress report.
    pub fn counted(n: u64, counter: &'p AtomicU64) -> Run<'p> {
        Run {
            counter: Some(counter),
            ..Run::whole(n)
        }
    }

    /// Only the points printed as one of `points`, with the bound `n`; what the predicate saw
    /// there is kept in [`Run::observed`].
    pub fn only(n: u64, points: &'p [String]) -> Run<'p> {
        Run {
            only: Some(points),
            ..Run::whole(n)
        }
    }

    /// Whether this run looks at chosen points only.
    pub fn is_sampling(&self) -> bool {
        self.only.is_some()
    }

    /// Whether this run walks every point of each walk (not chosen points, not a stride): the
    /// runs where evaluating a statement ahead, in an order that suits its reads, saves work.
    pub fn walks_everything(&self) -> bool {
        self.only.is_none() && self.stride.is_none()
    }

    /// What the predicate saw at the chosen points, in the order they were met.
    pub fn observed(&self) -> &[Observed] {
        &self.observed
    }

    /// `f` run on this run, which the predicate promises walks only points that print starting
    /// with `prefix` (a game's name and a space, say). On chosen points, `f` is not run when no
    /// chosen point starts with `prefix` (none of its points could be one), and each of its walks
    /// ends once the chosen points that do were met; every other run is `f(self)` as it is. A
    /// broken promise is loud, never quiet: a chosen point its walks print outside `prefix` is
    /// then not met, and its example says so.
    ///
    /// ```
    /// use euclid_spec::claims::{In, Named, Run};
    ///
    /// let points = ["b n = 2".to_string()];
    /// let mut run = Run::only(9, &points);
    /// let mut walked = Vec::new();
    /// for name in ["a", "b", "c"] {
    ///     run.within(&format!("{name} "), |run| {
    ///         walked.push(name);
    ///         run.all((1..=run.n).map(|n| In(name, Named("n", n))), |_, _| Ok(true))
    ///     });
    /// }
    /// assert_eq!(walked, ["b"]);
    /// assert_eq!(run.observed().len(), 1);
    /// ```
    pub fn within(&mut self, prefix: &str, f: impl FnOnce(&mut Run<'p>) -> Verdict) -> Verdict {
        let Some(points) = self.only else {
            return f(self);
        };
        if !points.iter().any(|p| p.starts_with(prefix)) {
            return Verdict::holds(0);
        }
        let outer = self.scope.replace(prefix.to_string());
        let verdict = f(self);
        self.scope = outer;
        verdict
    }

    /// Runs `f` with recording on at the chosen points of `items`, until all were met (those in
    /// the [`Run::within`] scope, when there is one: no other can be).
    fn sample<T: Display>(
        &mut self,
        points: &[String],
        items: &mut Points<'_, T>,
        f: &Statement<'_, T>,
    ) -> u64 {
        let mut seen: Vec<bool> = points
            .iter()
            .map(|p| self.scope.as_deref().is_some_and(|s| !p.starts_with(s)))
            .collect();
        let mut met = 0;
        let mut matcher = Matcher::new(points);
        for item in items {
            // Most points of a walk are none of the chosen ones: printed into one buffer, the
            // printing stopped once longer than every chosen point.
            let Some(i) = matcher.which(&item) else {
                continue;
            };
            let at = points[i].clone();
            let mut o = Obs::recording();
            let result = f(&item, &mut o);
            let holds = matches!(result, Ok(true));
            let values = o.values.clone();
            let failure = match result {
                Ok(true) => None,
                Ok(false) => Some(o.into_failure(at.clone())),
                Err(fail) => Some(fail),
            };
            self.observed.push(Observed {
                at,
                holds,
                values,
                failure,
            });
            met += 1;
            seen[i] = true;
            if seen.iter().all(|&s| s) {
                break;
            }
        }
        met
    }

    /// A statement about every point of `items`: `f` says whether it holds at one point
    /// (`Err` for a failure it describes itself, or an engine error). The first point where it
    /// does not hold, in the domain's order, is the smallest counterexample; `f` is run there
    /// again with recording on, so that the counterexample shows every value it compared. The
    /// points are evaluated on the threads of the current rayon pool, a chunk at a time, and
    /// the first failing point found by an order-preserving search: the verdict, the
    /// counterexample and the count of cases are those of a walk on one thread.
    ///
    /// # Examples
    ///
    /// ```
    /// use euclid_spec::claims::{pairs, Failure, Pair, Run, Status};
    /// use euclid_spec::games::ColeDavieEuclid;
    /// use euclid_spec::solver::ReferenceSolver;
    ///
    /// // A false statement: "G(a, b) = ⌊b/a⌋ for 0 < a < b ≤ 9" in Cole–Davie's Euclid. Walked
    /// // by b, then a: (1, 2), (1, 3), (2, 3), …; chl2011 Table 1 has G(1, 2) = 2 and
    /// // G(1, 3) = 3, which agree, then G(2, 3) = 0 where ⌊3/2⌋ = 1: the third case fails.
    /// // The points may be evaluated on several threads: shared state goes behind a lock.
    /// let solver = std::sync::Mutex::new(ReferenceSolver::new(ColeDavieEuclid));
    /// let verdict = Run::whole(9).all(pairs(1, 9, true), |&Pair(a, b), o| {
    ///     let g = solver.lock().unwrap().sprague_grundy(&(a, b)).map_err(Failure::from)?;
    ///     o.value("G", g).value("⌊b/a⌋", b / a);
    ///     Ok(u64::from(g) == b / a)
    /// });
    /// assert_eq!(verdict.status, Status::Fails);
    /// assert_eq!(verdict.cases, 3);
    /// let counterexample = verdict.counterexample.expect("a counterexample");
    /// assert_eq!(counterexample.position, "(2, 3)");
    /// // Each engine's answer, typed: the values compared there are integers.
    /// assert_eq!(counterexample.one_line(), "(2, 3)  [G: 0; ⌊b/a⌋: 1]");
    /// assert_eq!(counterexample.answer_of("G"), Some(&0u64.into()));
    /// ```
    pub fn all<T: Display + Send + Sync>(
        &mut self,
        items: impl IntoIterator<Item = T>,
        f: impl Fn(&T, &mut Obs) -> Result<bool, Failure> + Sync,
    ) -> Verdict {
        self.all_of(&mut Points::new(&mut items.into_iter()), &f)
    }

    /// [`Run::all`] with the points and the statement called through references, so that the
    /// walk is compiled once per type of point rather than once per statement: with one copy
    /// of the walk, its chunks and the iterator machinery that feeds them for each predicate,
    /// they were most of the crate's build. A point costs one indirect call more, a few
    /// nanoseconds against a statement's tens to thousands.
    fn all_of<T: Display + Send + Sync>(
        &mut self,
        items: &mut Points<'_, T>,
        f: &Statement<'_, T>,
    ) -> Verdict {
        if let Some(points) = self.only {
            let met = self.sample(points, items, f);
            return Verdict::holds(met);
        }
        let stride = self.stride;
        let (cases, stop) = match stride {
            None => first_answer(items, f, false, self.counter),
            Some((index, count)) => {
                let mut mine = items
                    .enumerate()
                    .filter(|(i, _)| *i as u64 % count == index - 1)
                    .map(|(i, t)| Placed(i as u64, t));
                let (cases, stop) = first_answer(
                    &mut Points::new(&mut mine),
                    &|p: &Placed<T>, o: &mut Obs| f(&p.1, o),
                    false,
                    self.counter,
                );
                self.walks.push(Walk {
                    kind: "all".into(),
                    cases,
                    stop: stop.as_ref().map(|(p, _)| p.0),
                });
                (cases, stop.map(|(p, answer)| (p.1, answer)))
            }
        };
        match (cases, stop) {
            (cases, None) => Verdict::holds(cases),
            (cases, Some((item, Ok(_)))) => {
                let mut o = Obs::recording();
                let failure = match f(&item, &mut o) {
                    Err(fail) => fail,
                    Ok(_) => o.into_failure(item.to_string()),
                };
                Verdict::fails(cases, failure)
            }
            (cases, Some((_, Err(fail)))) => Verdict::fails(cases, fail),
        }
    }

    /// An existence statement: the first point of `items` where `f` finds a witness. When there
    /// is none up to the bound, the statement fails with the failure `not_found` builds.
    pub fn any<T: Display + Send + Sync>(
        &mut self,
        items: impl IntoIterator<Item = T>,
        f: impl Fn(&T, &mut Obs) -> Result<bool, Failure> + Sync,
        not_found: impl FnOnce(u64) -> Failure,
    ) -> Verdict {
        self.any_of(&mut Points::new(&mut items.into_iter()), &f)
            .unwrap_or_else(|cases| Verdict::fails(cases, not_found(cases)))
    }

    /// [`Run::any`] through references, as [`Run::all_of`]; `Err` with the cases walked when no
    /// point is a witness.
    fn any_of<T: Display + Send + Sync>(
        &mut self,
        items: &mut Points<'_, T>,
        f: &Statement<'_, T>,
    ) -> Result<Verdict, u64> {
        if let Some(points) = self.only {
            let met = self.sample(points, items, f);
            return Ok(Verdict::holds(met));
        }
        let (cases, stop) = first_answer(items, f, true, self.counter);
        if self.stride.is_some() {
            self.walks.push(Walk {
                kind: "any".into(),
                cases,
                stop: stop.is_some().then(|| cases - 1),
            });
        }
        match (cases, stop) {
            (cases, None) => Err(cases),
            (cases, Some((item, Ok(_)))) => {
                Ok(Verdict::holds(cases).with_note(format!("witness {item}")))
            }
            (cases, Some((_, Err(fail)))) => Ok(Verdict::fails(cases, fail)),
        }
    }
}

impl Run<'_> {
    /// [`Run::all`] on the points of pieces `0, 1, …, pieces − 1` one after another, piece `i`
    /// made by `piece(i)` with `len(i)` points, for a walk too long to hand out a chunk at a
    /// time from one thread (the billion nodes of a Calkin–Wilf generation). In a run of every
    /// point, each thread makes and checks whole pieces, and the first piece (in order) where
    /// the statement did not hold at every point, or that made another number of points than
    /// `len` says, is then walked by [`Run::all`] itself: the failure, its counterexample and
    /// the count of cases are those of [`Run::all`] on the whole walk. Runs on chosen points or
    /// on a stride walk the pieces one after another by [`Run::all`], as one walk.
    pub(crate) fn all_by_pieces<T, I>(
        &mut self,
        pieces: u64,
        len: impl Fn(u64) -> u64 + Sync,
        piece: impl Fn(u64) -> I + Sync,
        check: impl Fn(&T, &mut Obs) -> Result<bool, Failure> + Sync,
    ) -> Verdict
    where
        T: Display + Send + Sync,
        I: Iterator<Item = T>,
    {
        if !self.walks_everything() || usize::try_from(pieces).is_err() {
            return self.all((0..pieces).flat_map(&piece), check);
        }
        let mut verdict = Verdict::holds(0);
        let mut from = 0;
        while from < pieces && verdict.status == super::Status::Holds {
            let counter = self.counter;
            let held_whole = |i: u64| {
                let mut o = Obs::default();
                let mut made = 0;
                for point in piece(i) {
                    made += 1;
                    if !matches!(check(&point, &mut o), Ok(true)) {
                        return false;
                    }
                }
                if made != len(i) {
                    return false;
                }
                // Progress only: pieces past the first that failed, walked side by side with
                // it, are counted here too.
                if let Some(c) = counter {
                    c.fetch_add(made, Ordering::Relaxed);
                }
                true
            };
            let stop = first_piece_not_held(from, pieces, &held_whole);
            let to = stop.unwrap_or(pieces);
            let held: u64 = (from..to).map(&len).sum();
            verdict = verdict.and_then(|| Verdict::holds(held));
            if let Some(i) = stop {
                verdict = verdict.and_then(|| self.all(piece(i), &check));
            }
            from = to + 1;
        }
        verdict
    }
}

impl Run<'_> {
    /// [`Run::all_pairs_by_rows`] on every ordered pair [`super::ordered_pairs`]`(lo, n)`.
    pub(crate) fn all_ordered_pairs(
        &mut self,
        lo: u64,
        check: impl Fn(&Pair, &mut Obs) -> Result<bool, Failure> + Sync,
    ) -> Verdict {
        self.all_pairs_by_rows(lo, |_, _| true, |p| p, check)
    }

    /// [`Run::all_pairs_by_rows`] on the pairs [`super::pairs`]`(lo, n, strict)`: `a < b`
    /// (strict) or `a ≤ b`, in the same order.
    pub(crate) fn all_upper_pairs(
        &mut self,
        lo: u64,
        strict: bool,
        check: impl Fn(&Pair, &mut Obs) -> Result<bool, Failure> + Sync,
    ) -> Verdict {
        self.all_pairs_by_rows(lo, upper(strict), |p| p, check)
    }

    /// [`Run::all_pairs_by_rows`] on the ordered pairs that `keep` keeps, each the point itself.
    pub(crate) fn all_pairs_where(
        &mut self,
        lo: u64,
        keep: impl Fn(u64, u64) -> bool + Sync,
        check: impl Fn(&Pair, &mut Obs) -> Result<bool, Failure> + Sync,
    ) -> Verdict {
        self.all_pairs_by_rows(lo, keep, |p| p, check)
    }
}

impl Run<'_> {
    /// [`Run::all`] on [`super::ordered_pairs`]`(lo, n)` (the pairs `keep` keeps, each printed
    /// as `point` prints it), for a statement that reads values along its pair's row of a
    /// triangle table (the moves of a pair in a dense table). In the domain's order (by the
    /// larger entry) such reads land in a new row at every point; so, in a run of every point,
    /// the statement is first evaluated row by row ([`HeldPairs`], where its reads stay in the
    /// caches) on a band of the walk (larger entry up to 64, then up to 128, …: a statement
    /// that fails early costs little more than walked point by point), and the band is then
    /// walked in the domain's order, taking a point where it held as holding and asking the
    /// statement itself at every other point. The failure, its counterexample and the count of
    /// cases are those of [`Run::all`] on the whole walk; a point's answer never depends on
    /// another point. Runs on chosen points or on a stride walk the statement point by point.
    pub(crate) fn all_pairs_by_rows<T: PairPoint>(
        &mut self,
        lo: u64,
        keep: impl Fn(u64, u64) -> bool + Sync,
        point: impl Fn(Pair) -> T + Sync,
        check: impl Fn(&T, &mut Obs) -> Result<bool, Failure> + Sync,
    ) -> Verdict {
        let n = self.n;
        let points = |from, to| {
            ordered_pairs_with_max(lo, from, to)
                .filter(|&Pair(a, b)| keep(a, b))
                .map(&point)
        };
        if !self.walks_everything() {
            return self.all(points(lo, n), &check);
        }
        let mut verdict = Verdict::holds(0);
        let (mut from, mut to) = (lo, lo.max(FIRST_BAND).min(n));
        // The progress counter counts the evaluation (the work); the walk of a band, which
        // asks the statement only where it did not hold, counts nothing more.
        let counter = self.counter.take();
        while from <= n && verdict.status == super::Status::Holds {
            verdict = verdict.and_then(|| {
                let held = HeldPairs::build(
                    lo,
                    from,
                    to,
                    &keep,
                    &|a, b| matches!(check(&point(Pair(a, b)), &mut Obs::default()), Ok(true)),
                    counter,
                );
                if held.missed == 0 {
                    // Held at every pair of the band: the walk would count them all.
                    return Verdict::holds(held.kept);
                }
                self.all(points(from, to), |p, o| {
                    let Pair(a, b) = p.pair();
                    if held.held(a, b) {
                        return Ok(true);
                    }
                    check(p, o)
                })
            });
            from = to + 1;
            to = to.saturating_mul(2).min(n);
        }
        self.counter = counter;
        verdict
    }
}

/// Which of the chosen points a walk's point prints as: the point printed into a buffer kept
/// from one point to the next (no string made per point), the printing stopped once it is
/// longer than every chosen point, then compared with those of its length.
struct Matcher<'a> {
    points: &'a [String],
    /// The longest chosen point, in bytes.
    longest: usize,
    /// The text printed so far.
    text: String,
}

impl<'a> Matcher<'a> {
    fn new(points: &'a [String]) -> Matcher<'a> {
        Matcher {
            points,
            longest: points.iter().map(String::len).max().unwrap_or(0),
            text: String::new(),
        }
    }

    /// The index of the first chosen point that `item` prints as, if any.
    fn which(&mut self, item: &impl Display) -> Option<usize> {
        self.text.clear();
        use fmt::Write as _;
        write!(self, "{item}").ok()?;
        let text = self.text.as_bytes();
        self.points
            .iter()
            .position(|p| p.len() == text.len() && p.as_bytes() == text)
    }
}

impl fmt::Write for Matcher<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        if self.text.len() + s.len() > self.longest {
            return Err(fmt::Error);
        }
        self.text.push_str(s);
        Ok(())
    }
}

impl fmt::Debug for Run<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Run")
            .field("n", &self.n)
            .field("only", &self.only)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::harness::{pairs, Pair, Status};

    /// The matcher finds a point by its whole printed text: not by a prefix, not by a longer
    /// text that starts with it, whatever the points' order and lengths; the buffer kept from
    /// one point to the next holds nothing of the last.
    #[test]
    fn matcher_finds_whole_points_only() {
        let points: Vec<String> = ["(2, 3)", "(2, 30)", "(12, 3)", "(2, 3)"]
            .map(String::from)
            .to_vec();
        let mut m = Matcher::new(&points);
        assert_eq!(m.which(&Pair(2, 30)), Some(1));
        assert_eq!(m.which(&Pair(2, 3)), Some(0));
        assert_eq!(m.which(&Pair(12, 3)), Some(2));
        assert_eq!(m.which(&Pair(2, 300)), None);
        assert_eq!(m.which(&Pair(2, 4)), None);
        assert_eq!(m.which(&Pair(123, 456)), None);
        assert_eq!(m.which(&"(2, 3"), None);
        assert_eq!(m.which(&Pair(2, 3)), Some(0));
        assert_eq!(Matcher::new(&[]).which(&Pair(0, 0)), None);
        let empty = [String::new()];
        assert_eq!(Matcher::new(&empty).which(&""), Some(0));
    }

    /// A statement about ordered pairs walked band by band after a row-by-row evaluation gives
    /// the verdict, the counterexample (with what the statement recorded there) and the count
    /// of cases of the same statement walked point by point, on chosen points too, whatever the
    /// threads. The statements: false from the 1 000th pair of the walk on (in the first band,
    /// larger entry ≤ 64), from the 5 000th (the second band, after a band that held whole), from
    /// the 17 000th (the third: larger entry 130), at the pairs whose entries sum to a multiple of
    /// 7 with a ≤ b (the first point, (0, 0)), and nowhere. Pairs with an entry 3 are left out.
    /// The walks start at entries 0, 1 and 5 (the rows of a word start there).
    #[test]
    fn by_rows_is_the_walk_point_by_point() {
        for lo in [0, 1, 5] {
            by_rows_from(lo);
        }
    }

    fn by_rows_from(lo: u64) {
        use crate::harness::{ordered_pairs, In};
        let ranks: std::collections::HashMap<(u64, u64), u64> = ordered_pairs(0, 150)
            .enumerate()
            .map(|(i, Pair(a, b))| ((a, b), i as u64))
            .collect();
        let statements: [&(dyn Fn(u64, u64) -> bool + Sync); 5] = [
            &|a, b| ranks[&(a, b)] < 1_000 || (a + b) % 5 != 0,
            &|a, b| ranks[&(a, b)] < 5_000 || (a + b) % 5 != 0,
            &|a, b| ranks[&(a, b)] < 17_000 || (a + b) % 5 != 0,
            &|a, b| a > b || (a + b) % 7 != 0,
            &|_, _| true,
        ];
        for (i, holds) in statements.into_iter().enumerate() {
            let check = |p: &In<&str, Pair>, o: &mut Obs| {
                let Pair(a, b) = p.1;
                o.value("rank", ranks[&(a, b)]);
                Ok(holds(a, b))
            };
            let keep = |a: u64, b: u64| a != 3 && b != 3;
            let point = |p| In("g", p);
            let plain = Run::whole(150).all(
                ordered_pairs(lo, 150)
                    .filter(|&Pair(a, b)| keep(a, b))
                    .map(point),
                check,
            );
            assert_eq!(
                plain.status == Status::Holds,
                i == 4,
                "statement {i} from {lo}"
            );
            for threads in [1, 2, 3] {
                let pool = crate::test_pool(threads);
                let v = pool.install(|| Run::whole(150).all_pairs_by_rows(lo, keep, point, check));
                assert_eq!(v.status, plain.status, "{threads} threads, from {lo}");
                assert_eq!(v.cases, plain.cases, "{threads} threads, from {lo}");
                assert_eq!(
                    v.counterexample, plain.counterexample,
                    "{threads} threads, from {lo}"
                );
            }
            let chosen = ["g (5, 9)".to_string(), "g (9, 5)".to_string()];
            let mut sampled = Run::only(150, &chosen);
            sampled.all_pairs_by_rows(lo, keep, point, check);
            assert_eq!(sampled.observed().len(), 2);
        }
    }

    /// A statement walked by pieces gives the verdict, the counterexample and the count of
    /// cases of the same statement walked point by point over the pieces one after another,
    /// whatever the threads: pieces of 1 to 97 points (piece `i` has `i % 97 + 1`), false from
    /// the 40th point (the first piece that fails is the 8th), from the 2 000th (after pieces
    /// that held on every thread), at an error from the 3 000th, nowhere; and a piece that
    /// makes one point fewer than it says (its points are walked one by one: the cases are the
    /// points made). On chosen points and on a stride, the walk is the plain one.
    #[test]
    fn by_pieces_is_the_walk_point_by_point() {
        use crate::harness::Named;
        let pieces = 120u64;
        let len = |i: u64| i % 97 + 1;
        let starts: Vec<u64> = (0..pieces)
            .scan(0, |s, i| {
                let start = *s;
                *s += len(i);
                Some(start)
            })
            .collect();
        for short in [None, Some(30u64)] {
            let made = |i: u64| len(i) - u64::from(short == Some(i));
            let piece =
                |i: u64| (starts[i as usize]..starts[i as usize] + made(i)).map(|k| Named("k", k));
            let statements: [&(dyn Fn(u64) -> Result<bool, Failure> + Sync); 4] = [
                &|k| Ok(k < 40 || k % 3 != 0),
                &|k| Ok(k < 2_000 || k % 3 != 0),
                &|k| {
                    if k >= 3_000 && k % 5 == 0 {
                        Err(Failure::at(format!("k = {k}")).answer("engine", "refused"))
                    } else {
                        Ok(true)
                    }
                },
                &|_| Ok(true),
            ];
            for (s, holds) in statements.into_iter().enumerate() {
                let check = |p: &Named, o: &mut Obs| {
                    o.value("k", p.1);
                    holds(p.1)
                };
                let plain = Run::whole(1).all((0..pieces).flat_map(piece), check);
                assert_eq!(plain.status == Status::Holds, s == 3, "statement {s}");
                for threads in [1, 2, 3] {
                    let pool = crate::test_pool(threads);
                    let v = pool.install(|| Run::whole(1).all_by_pieces(pieces, len, piece, check));
                    let at = format!("statement {s}, {threads} threads, short piece {short:?}");
                    assert_eq!(v.status, plain.status, "{at}");
                    assert_eq!(v.cases, plain.cases, "{at}");
                    assert_eq!(v.counterexample, plain.counterexample, "{at}");
                }
                let chosen = ["k = 5".to_string(), "k = 4000".to_string()];
                let mut sampled = Run::only(1, &chosen);
                sampled.all_by_pieces(pieces, len, piece, check);
                assert_eq!(sampled.observed().len(), 2);
                let (mut by_pieces, mut plain_run) =
                    (Run::whole(1).on_stride(2, 3), Run::whole(1).on_stride(2, 3));
                let strided = by_pieces.all_by_pieces(pieces, len, piece, check);
                let plain_stride = plain_run.all((0..pieces).flat_map(piece), check);
                assert_eq!(strided.cases, plain_stride.cases);
                assert_eq!(strided.counterexample, plain_stride.counterexample);
                assert_eq!(by_pieces.walks(), plain_run.walks());
            }
        }
    }

    /// A statement false at every point from the 30 000th on (many failures in one parallel
    /// chunk), walked on pools of 1 to 4 threads: always the first of them, with the same count
    /// of cases; and an existence statement finds its first witness the same way.
    #[test]
    fn the_first_failure_in_order_whatever_the_threads() {
        let points: Vec<Pair> = pairs(1, 400, false).collect();
        let first_bad = points[30_000];
        let ranks: std::collections::HashMap<(u64, u64), usize> = points
            .iter()
            .enumerate()
            .map(|(i, &Pair(a, b))| ((a, b), i))
            .collect();
        let rank = |&Pair(a, b): &Pair| ranks[&(a, b)];
        for threads in [1, 2, 3, 4] {
            let pool = crate::test_pool(threads);
            for _ in 0..5 {
                let verdict = pool.install(|| {
                    Run::whole(400).all(pairs(1, 400, false), |p, o| {
                        o.value("rank", rank(p));
                        Ok(rank(p) < 30_000)
                    })
                });
                assert_eq!(verdict.status, Status::Fails);
                assert_eq!(verdict.cases, 30_001, "{threads} threads");
                let f = verdict.counterexample.unwrap();
                assert_eq!(f.position, first_bad.to_string(), "{threads} threads");
                assert_eq!(f.answers, [("rank".to_string(), 30000u64.into())]);
                let found = pool.install(|| {
                    Run::whole(400).any(
                        pairs(1, 400, false),
                        |p, _| Ok(rank(p) >= 40_000),
                        |_| Failure::at("none"),
                    )
                });
                assert_eq!(found.cases, 40_001);
                assert_eq!(
                    found.note.as_deref(),
                    Some(format!("witness {}", points[40_000]).as_str())
                );
            }
        }
    }
}
