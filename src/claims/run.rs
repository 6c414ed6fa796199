//! How a predicate walks its domain: [`Run::all`] for a statement about every point, [`Run::any`]
//! for an existence statement. The same code serves a whole run up to a bound and a run on a few
//! chosen points (an entry's printed examples), where every value the predicate compares is
//! recorded by name, so that the meta-tests hold the predicate to the paper's own numbers.
//!
//! A predicate's answer at a point must not depend on which other points were visited: what a
//! point needs from the rest of the domain (the nodes seen so far, the first appearance of a
//! value) is gathered by a walk of the whole domain before [`Run::all`], never accumulated
//! inside it, since a run on chosen points visits only those.

use super::verdict::{Failure, Verdict};
use std::fmt::{self, Display};

/// What a predicate saw at one point: the values it compared, by name. Recording is off during a
/// whole run (no formatting, no allocation) and on when a counterexample is explained or an
/// example is checked.
#[derive(Debug, Default)]
pub struct Obs {
    recording: bool,
    values: Vec<(String, String)>,
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
    #[inline]
    pub fn value(&mut self, name: impl Display, value: impl Display) -> &mut Obs {
        if self.recording {
            self.values.push((name.to_string(), value.to_string()));
        }
        self
    }

    /// [`Obs::value`] for a value that costs something to build (a formatted set, a fraction):
    /// built only when recording.
    #[inline]
    pub fn value_with<V: Display>(
        &mut self,
        name: impl Display,
        value: impl FnOnce() -> V,
    ) -> &mut Obs {
        if self.recording {
            self.values.push((name.to_string(), value().to_string()));
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
    pub values: Vec<(String, String)>,
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
}

impl<'p> Run<'p> {
    /// Every point up to `n`.
    pub fn whole(n: u64) -> Run<'static> {
        Run {
            n,
            only: None,
            observed: Vec::new(),
        }
    }

    /// Only the points printed as one of `points`, with the bound `n`; what the predicate saw
    /// there is kept in [`Run::observed`].
    pub fn only(n: u64, points: &'p [String]) -> Run<'p> {
        Run {
            n,
            only: Some(points),
            observed: Vec::new(),
        }
    }

    /// Whether this run looks at chosen points only.
    pub fn is_sampling(&self) -> bool {
        self.only.is_some()
    }

    /// What the predicate saw at the chosen points, in the order they were met.
    pub fn observed(&self) -> &[Observed] {
        &self.observed
    }

    /// Runs `f` with recording on at the chosen points of `items`, until all were met.
    fn sample<T: Display>(
        &mut self,
        points: &[String],
        items: impl IntoIterator<Item = T>,
        mut f: impl FnMut(&T, &mut Obs) -> Result<bool, Failure>,
    ) -> u64 {
        let mut seen = vec![false; points.len()];
        let mut met = 0;
        for item in items {
            let at = item.to_string();
            let Some(i) = points.iter().position(|p| *p == at) else {
                continue;
            };
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
    /// again with recording on, so that the counterexample shows every value it compared.
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
    /// let mut solver = ReferenceSolver::new(ColeDavieEuclid);
    /// let verdict = Run::whole(9).all(pairs(1, 9, true), |&Pair(a, b), o| {
    ///     let g = solver.sprague_grundy(&(a, b)).map_err(Failure::from)?;
    ///     o.value("G", g).value("⌊b/a⌋", b / a);
    ///     Ok(u64::from(g) == b / a)
    /// });
    /// assert_eq!(verdict.status, Status::Fails);
    /// assert_eq!(verdict.cases, 3);
    /// let counterexample = verdict.counterexample.expect("a counterexample");
    /// assert_eq!(counterexample.position, "(2, 3)");
    /// assert_eq!(
    ///     counterexample.answers,
    ///     [("G".to_string(), "0".to_string()), ("⌊b/a⌋".to_string(), "1".to_string())]
    /// );
    /// ```
    pub fn all<T: Display>(
        &mut self,
        items: impl IntoIterator<Item = T>,
        mut f: impl FnMut(&T, &mut Obs) -> Result<bool, Failure>,
    ) -> Verdict {
        if let Some(points) = self.only {
            let met = self.sample(points, items, f);
            return Verdict::holds(met);
        }
        match first_answer(items, &mut f, false) {
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
    pub fn any<T: Display>(
        &mut self,
        items: impl IntoIterator<Item = T>,
        mut f: impl FnMut(&T, &mut Obs) -> Result<bool, Failure>,
        not_found: impl FnOnce(u64) -> Failure,
    ) -> Verdict {
        if let Some(points) = self.only {
            let met = self.sample(points, items, f);
            return Verdict::holds(met);
        }
        match first_answer(items, &mut f, true) {
            (cases, None) => Verdict::fails(cases, not_found(cases)),
            (cases, Some((item, Ok(_)))) => {
                Verdict::holds(cases).with_note(format!("witness {item}"))
            }
            (cases, Some((_, Err(fail)))) => Verdict::fails(cases, fail),
        }
    }
}

/// How many points a walk visited, and the point where it stopped with the predicate's answer
/// there (none when it walked them all).
type Stop<T> = (u64, Option<(T, Result<bool, Failure>)>);

/// Walks `items` in order with recording off until `f` answers `stop` or fails.
fn first_answer<T>(
    items: impl IntoIterator<Item = T>,
    f: &mut impl FnMut(&T, &mut Obs) -> Result<bool, Failure>,
    stop: bool,
) -> Stop<T> {
    let mut cases = 0;
    let mut quiet = Obs::default();
    for item in items {
        cases += 1;
        match f(&item, &mut quiet) {
            Ok(answer) if answer != stop => {}
            answer => return (cases, Some((item, answer))),
        }
    }
    (cases, None)
}

impl fmt::Debug for Run<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Run")
            .field("n", &self.n)
            .field("only", &self.only)
            .finish()
    }
}
