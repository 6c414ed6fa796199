//! The catalogue's formal statements against its predicates: every entry that has both is run
//! both ways at its default bound, and the two must give the same verdict, the same smallest
//! counterexample and the same count of cases; a disagreement is a bug of this program (in one of
//! the two). The deep run (`verify --formal` at the README's bounds) holds them at depth.

use euclid_spec::catalogue::Catalogue;
use euclid_spec::run::{run, Options};

/// Entries whose printed examples name a value the formal language cannot write (a text such
/// as `n = 0`, a set of positions): their verdicts are compared, their examples only under the
/// predicate.
const EXAMPLES_BY_PREDICATE_ONLY: &[&str] = &[
    // "n = 0", "for no n": the corollary's n is a statement, not a number.
    "chl2011/corollary",
    // "{(2, 1), (2, 3)}": a set of moves, printed as a set.
    "ewd1981/fact-move-decreases-ratio",
];

#[test]
fn formal_statements_agree_with_their_predicates() {
    let catalogue = Catalogue::embedded().expect("the catalogue");
    let ids: Vec<String> = catalogue
        .claims
        .iter()
        .filter(|c| c.formal.is_some())
        .map(|c| c.id.clone())
        .collect();
    assert!(
        ids.len() >= 40,
        "{} entries with a formal statement",
        ids.len()
    );
    let options = |formal| Options {
        claims: ids.clone(),
        formal,
        ..Options::default()
    };
    let by_predicate = run(&catalogue, &options(false), |_| {}).expect("the predicates run");
    let by_formal = run(&catalogue, &options(true), |_| {}).expect("the formal statements run");
    let mut disagreements = Vec::new();
    for (p, f) in by_predicate.iter().zip(&by_formal) {
        assert_eq!(p.id(), f.id());
        let at = |r: &euclid_spec::run::ClaimResult<'_>| {
            r.verdict
                .counterexample
                .as_ref()
                .map(|c| c.position.clone())
        };
        if p.verdict.status != f.verdict.status
            || at(p) != at(f)
            || p.verdict.cases != f.verdict.cases
            || p.bound != f.bound
        {
            disagreements.push(format!(
                "{}: the predicate {} at {:?} after {} cases (N = {}), the formal statement {} \
                 at {:?} after {} cases (N = {}){}",
                p.id(),
                p.verdict.status,
                at(p),
                p.verdict.cases,
                p.bound,
                f.verdict.status,
                at(f),
                f.verdict.cases,
                f.bound,
                f.verdict
                    .counterexample
                    .as_ref()
                    .map(|c| format!(": {}", c.one_line()))
                    .unwrap_or_default()
            ));
        }
        assert!(p.is_expected(), "{}: {:?}", p.id(), p.unexpected);
        if !EXAMPLES_BY_PREDICATE_ONLY.contains(&p.id()) {
            assert!(
                f.is_expected(),
                "{} under --formal: {:?}",
                f.id(),
                f.unexpected
            );
        }
    }
    assert!(disagreements.is_empty(), "{}", disagreements.join("\n"));
}
