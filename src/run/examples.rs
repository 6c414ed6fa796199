//! The printed examples: each entry's predicate run on the points its paper prints, and what
//! it sees there compared with the printed values; `examples --at` on any point.

use super::execute::predicate_at;
use crate::catalogue::{Catalogue, Claim};
use crate::claims::{ClaimCheck, Failure, Run, Status, Tables, Verdict};
use crate::vocab::error::{Error, Result};

/// [`example_problems`] of the claims `ids` of `catalogue`, in that order: what `merge` judges
/// the printed examples by (never by what a shard's report says of them).
pub fn examples_of(catalogue: &Catalogue, ids: &[&str]) -> Result<Vec<Vec<String>>> {
    examples_of_in(&Tables::new(catalogue), catalogue, ids, false, None)
}

/// [`examples_of`] on `tables`, which a caller judging many sets of claims of one catalogue
/// builds once (the tables the examples read are the same each time), each claim checked as
/// [`super::join_with`] joins it with `formal` and `steps` (what `merge` read in the shards'
/// header: the examples checked by what the shards ran).
pub fn examples_of_in(
    tables: &Tables<'_>,
    catalogue: &Catalogue,
    ids: &[&str],
    formal: bool,
    steps: Option<u64>,
) -> Result<Vec<Vec<String>>> {
    ids.iter()
        .map(|id| {
            let claim = catalogue
                .claim(id)
                .ok_or_else(|| Error::unknown("claim", *id, Vec::new()))?;
            let check = super::join_with(claim, formal, steps)?;
            Ok(example_problems(tables, claim, &check))
        })
        .collect()
}

/// Where `claim`'s predicate does not reproduce its printed examples ([`check_examples`]), each
/// problem as `file:line: example at POINT: problem`, then where it does not give one of the
/// entry's printed formulas the verdict the entry gives it ([`formula_problems`]).
pub fn example_problems(tables: &Tables<'_>, claim: &Claim, check: &ClaimCheck) -> Vec<String> {
    let mut problems: Vec<String> = check_examples(tables, claim, check)
        .into_iter()
        .flat_map(|e| {
            let place = format!("{}:{}: example at {}", claim.file.display(), e.line, e.at);
            e.problems.into_iter().map(move |p| format!("{place}: {p}"))
        })
        .collect();
    problems.extend(formula_problems(tables, claim, check));
    problems
}

/// Where the verdict of one of `claim`'s printed formulas (its `formulas`, each `holds` or
/// `fails` as printed, which other entries use as `id#LABEL`) is not what its predicate decides
/// checking that formula alone at the claim's default bound (the same on every run and every
/// shard, whatever the run's bound), each as `file:line: formula LABEL: problem`. A predicate
/// that is never asked about the formula ([`Run::checks_formula`]) checks nothing of it: that is
/// a problem too.
pub fn formula_problems(tables: &Tables<'_>, claim: &Claim, check: &ClaimCheck) -> Vec<String> {
    let n = check.bound.effective(None);
    let mut problems = Vec::new();
    for (label, said) in &claim.formulas {
        let place = format!("{}:{}: formula {label}", claim.file.display(), claim.line);
        let mut run = Run::whole(n).on_formula(label);
        let verdict = predicate_at(tables, claim, check, n, &mut run);
        if !run.formula_asked() {
            problems.push(format!(
                "{place}: its predicate never asks whether it checks this formula, so a run on \
                 it alone checks nothing"
            ));
        } else if verdict.status != *said {
            let at = verdict
                .counterexample
                .as_ref()
                .map(|f| format!(" at {}", f.one_line()))
                .unwrap_or_default();
            problems.push(format!(
                "{place}: the entry says it {said} as printed; its predicate, checking it alone \
                 at N = {n}, finds it {}{at}",
                verdict.status
            ));
        }
    }
    problems
}

/// What `check`'s predicate sees at `points` with the bound `n` (the run's verdict says where it
/// stopped, when it could not reach them).
pub fn observe(
    tables: &Tables<'_>,
    claim: &Claim,
    check: &ClaimCheck,
    n: u64,
    points: &[String],
) -> (Verdict, Vec<crate::claims::Observed>) {
    let mut run = Run::only(n, points);
    let verdict = predicate_at(tables, claim, check, n, &mut run);
    let seen = run.observed().to_vec();
    (verdict, seen)
}

/// The bound at which `examples --at` looks at `points`: the claim's default, or `--bound`
/// (`asked`), but never above what the points themselves need, so that showing a point costs
/// that point, whatever the bound asked. A point's numbers add up to at least the bound of
/// every dimension that holds it (entries ≤ N, pile sums ≤ N, a tree vertex's generation ≤ its
/// numerator and denominator's sum), so the sum of every number written in the points, or the
/// default when it is larger, holds them all.
pub fn point_bound(b: crate::claims::Bound, asked: Option<u64>, points: &[String]) -> u64 {
    let default = b.effective(None);
    let Some(asked) = asked else {
        return default;
    };
    let need = points
        .iter()
        .flat_map(|p| p.split(|c: char| !c.is_ascii_digit()))
        .filter(|w| !w.is_empty())
        .map(|w| w.parse::<u64>().unwrap_or(u64::MAX))
        .fold(0u64, u64::saturating_add);
    b.effective(Some(asked.min(need.max(default))))
}

/// One example of an entry, run through the entry's predicate.
#[derive(Clone, Debug)]
pub struct ExampleCheck {
    /// The claim id.
    pub claim: String,
    /// The example's point, as the spec file writes it.
    pub at: String,
    /// Where the example stands in its spec file.
    pub line: usize,
    /// What the predicate saw there: whether the statement holds, and the values by name.
    pub seen: Vec<crate::claims::Observed>,
    /// Every way the predicate's view differs from the example; empty when it reproduces it.
    pub problems: Vec<String>,
}

/// Runs `claim`'s predicate on each of its examples (grouped by bound) and compares what it
/// sees there with the printed values: the point must be in the domain, the statement must hold
/// or fail there as the example says, and every printed value must be one the predicate
/// compares, equal to it.
pub fn check_examples(tables: &Tables<'_>, claim: &Claim, check: &ClaimCheck) -> Vec<ExampleCheck> {
    let mut by_bound: std::collections::BTreeMap<u64, Vec<&crate::catalogue::Example>> =
        std::collections::BTreeMap::new();
    for e in &claim.examples {
        let n = check.bound.effective(e.bound);
        by_bound.entry(n).or_default().push(e);
    }
    // What the run checks the examples with, in the words of a problem.
    let checker = if check.formal {
        "the formal statement"
    } else {
        "the predicate"
    };
    let mut out = Vec::new();
    for (n, examples) in by_bound {
        let points: Vec<String> = examples.iter().map(|e| e.at.clone()).collect();
        let mut run = Run::only(n, &points);
        let verdict = predicate_at(tables, claim, check, n, &mut run);
        for e in examples {
            let seen: Vec<crate::claims::Observed> = run
                .observed()
                .iter()
                .filter(|o| o.at == e.at)
                .cloned()
                .collect();
            let mut problems = Vec::new();
            if seen.is_empty() {
                problems.push(match &verdict.counterexample {
                    // The predicate stopped before walking (a table it could not read, say).
                    Some(f) if verdict.status == Status::Fails => format!(
                        "the run stopped before reaching `{}`: {}",
                        e.at,
                        f.one_line()
                    ),
                    _ => format!(
                        "`{}` is not a point of {checker}'s domain at N = {n} (or is not \
                         written as the domain prints its points)",
                        e.at
                    ),
                });
            } else if let Some(limit) = seen.iter().filter_map(|o| o.failure.as_ref()).find(|f| {
                f.answers
                    .iter()
                    .any(|(name, _)| name == crate::formal::LIMIT)
            }) {
                // No value of the point can be compared: say the limit once.
                problems.push(format!(
                    "{checker} reached a limit at the example's point, no verdict: {}",
                    limit.one_line()
                ));
            } else {
                let holds = seen.iter().all(|o| o.holds);
                if holds == e.fails {
                    let said = if e.fails { "fails" } else { "holds" };
                    let found = if holds { "holds" } else { "fails" };
                    let detail = seen
                        .iter()
                        .filter_map(|o| o.failure.as_ref())
                        .map(Failure::one_line)
                        .next()
                        .unwrap_or_default();
                    problems.push(format!(
                        "the example says the statement {said} here; {checker} finds it {found} {detail}"
                    ));
                }
                for (name, printed) in &e.values {
                    let printed_answer = crate::vocab::Answer::read(printed);
                    let recorded: Vec<&crate::vocab::Answer> = seen
                        .iter()
                        .flat_map(|o| o.values.iter())
                        .filter(|(k, _)| k == name)
                        .map(|(_, v)| v)
                        .collect();
                    if recorded.is_empty() {
                        let names: std::collections::BTreeSet<&str> = seen
                            .iter()
                            .flat_map(|o| o.values.iter().map(|(k, _)| k.as_str()))
                            .collect();
                        problems.push(format!(
                            "{checker} compares no value named `{name}` here (it compares: {})",
                            names.into_iter().collect::<Vec<_>>().join(", ")
                        ));
                    } else if let Some(other) = recorded.iter().find(|v| ***v != printed_answer) {
                        problems.push(format!(
                            "`{name}`: the example prints {printed}, {checker} finds {other}"
                        ));
                    }
                }
            }
            out.push(ExampleCheck {
                claim: claim.id.clone(),
                at: e.at.clone(),
                line: e.line,
                seen,
                problems,
            });
        }
    }
    // An entry expected to fail has an example where the predicate fails at the pinned
    // counterexample (the loader has made sure it has one with `fails = true`; which point a
    // failure names is the predicate's, so only a run can tell).
    if let (Status::Fails, Some(pinned)) = (claim.expected, claim.counterexample.as_deref()) {
        let reproduced = out.iter().any(|e| {
            e.seen
                .iter()
                .any(|o| o.failure.as_ref().is_some_and(|f| f.position == pinned))
        });
        let first_failing = claim
            .examples
            .iter()
            .filter(|e| e.fails)
            .filter_map(|e| out.iter().position(|c| c.line == e.line))
            .min_by_key(|&i| out[i].line);
        if let (false, Some(i)) = (reproduced, first_failing) {
            out[i].problems.push(format!(
                "no example with `fails = true` finds the statement failing at its pinned \
                 counterexample {pinned}: the entry needs one there"
            ));
        }
    }
    out
}
