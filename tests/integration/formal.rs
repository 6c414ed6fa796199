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

/// `conjecture` at the shell: a counterexample (exit 1) with its named values, both sides and
/// a reproduce line; a statement that holds (exit 0); a refusal at its column (exit 2); a limit
/// reached (exit 2, never a verdict); a flag of the wrong shape and a bound past the largest
/// (exit 2). The worst values: u64::MAX as a bound, an empty statement, a statement of a
/// thousand brackets.
#[test]
fn conjecture_at_the_shell() {
    use crate::util::{expect, run, text};
    let out = expect(
        &[
            "conjecture",
            "g(grossman, a, b) < b ÷ a where q = b ÷ a",
            "--domain",
            "0 < a < b",
            "--pairs",
            "40",
        ],
        1,
        "fails: the smallest counterexample is (2, 5)",
    );
    assert!(
        out.contains("  q = 2\n  g(grossman, a, b) = 2\n  b ÷ a = 2\n"),
        "{out}"
    );
    assert!(out.contains("--domain '0 < a < b' --pairs 5"), "{out}");
    assert!(out.contains("counterexample = '(2, 5)'"), "{out}");
    expect(
        &[
            "conjecture",
            "outcome(cole-davie, a, b) = P ⇔ b < φ·a",
            "--domain",
            "0 < a < b",
            "--pairs",
            "60",
        ],
        0,
        "holds: no counterexample up to N = 60 (1770 cases",
    );
    let refused = run(&["conjecture", "∀ k ∈ 1..b/a: k > 0", "--domain", "0 < a < b"]);
    assert_eq!(refused.status.code(), Some(2));
    let (_, err) = text(&refused);
    assert!(
        err.contains("the range's last value is a rational") && err.contains("1:10"),
        "{err}"
    );
    expect(
        &[
            "conjecture",
            "g(grossman, a, 2b) ≥ 0",
            "--domain",
            "0 < a < b",
            "--pairs",
            "10",
        ],
        2,
        "limit reached at (1, 6)",
    );
    for args in [
        &["conjecture", "a < b", "--triples", "5"][..],
        &["conjecture", "a < b", "--pairs", "18446744073709551615"][..],
        &["conjecture", ""][..],
    ] {
        assert_eq!(run(args).status.code(), Some(2), "{args:?}");
    }
    let deep = format!("{}1{}", "(".repeat(1000), ")".repeat(1000));
    let out = run(&[
        "conjecture",
        &format!("{deep} = 1"),
        "--domain",
        "sequence: n ≤ 1",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out).1.contains("nests deeper than 48"),
        "{:?}",
        text(&out)
    );
}
