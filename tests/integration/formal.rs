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
    // `"(4, 7)" = "N"`: values named by the positions of the point, which a part's name cannot
    // follow.
    "ho2014/proposition-spitznagel",
    // "{[1, 1, 2], [1, 2]}": the moves and the first-term reductions as sets of lists.
    "chl2011/remark-2",
    // "2/1": the rational printed unreduced; "none": no second expansion, a text.
    "chl2011/remark-2-reading-all-serial-nim",
    // As its sibling's: values named by the point's positions ("(1, 1)").
    "ho2014/proposition-spitznagel-reading-r-zero",
];

/// The rule for which entries carry a formal statement (spec/README.md): every numbered result
/// (a theorem, lemma, corollary, proposition, remark or observation), its other readings and its
/// corrections, except these, each with why the language cannot state it yet or that it is not
/// yet written.
const NUMBERED_WITHOUT_FORMAL: &[(&str, &str)] = &[
    ("chl2011/theorem-2", "its right side reads Grossman's game up to 2N + 1 (σ doubles the entries); a formal statement reads the tables up to the run's bound"),
    ("ho2012/corollary-3-10", "a case is one entry at the triples' bound: no shape walks it there"),
    ("ho2012/theorem-4-1", "a case is (a, b, s) for the values s ≤ 3, printed `a = 2, b = 3, s = 2`: no shape walks it"),
    ("ho2012/theorem-4-2", "a case is (a, b, s) for the values s ≤ 3: no shape walks it"),
    ("ho2012/observation-1", "its counterexample is printed with the two entries that break it, `a = 2, b = 8, c1 = 3, c2 = 5`: no shape's point carries them (a reader's statement over pairs at the triples' bound fails at `g2 a = 2, b = 8`, its 30th case, as the predicate does)"),
    ("ho2014/lemma-p-and-n-positions", "its six games walk two domains (every pair for Euclid, the positive pairs for the others), and a misère game's final move goes to a vertex with no entries"),
    ("ho2014/theorem-sum", "a sum of two games is not a game of the language"),
    ("ho2014/proposition-cole-davie", "its walk has one point past the pairs, the golden ratio's"),
    ("hss2008/theorem-4", "counts of generations to 21 and recursions to 200: the language would read Grossman's game up to F(22) = 17,711"),
    ("hss2008/theorem-4-corrected", "counts of generations to 21 and recursions to 200: the language would read Grossman's game up to F(22) = 17,711"),
];

/// Every numbered result has a formal statement or is listed above with its reason, and
/// nothing listed has one (the list stays exact as statements are added).
#[test]
fn every_numbered_result_has_a_formal_statement_or_a_reason() {
    let catalogue = Catalogue::embedded().expect("the catalogue");
    let numbered = [
        "theorem",
        "lemma",
        "corollary",
        "proposition",
        "remark",
        "observation",
    ];
    let mut missing = Vec::new();
    for c in &catalogue.claims {
        let listed = NUMBERED_WITHOUT_FORMAL.iter().any(|(id, _)| *id == c.id);
        if c.formal.is_some() {
            assert!(!listed, "{} has a formal statement: leave the list", c.id);
        } else if numbered.contains(&c.kind.as_str()) && !listed {
            missing.push(c.id.clone());
        }
    }
    assert!(
        missing.is_empty(),
        "numbered results with no formal statement nor reason: {missing:?}"
    );
    for (id, _) in NUMBERED_WITHOUT_FORMAL {
        assert!(
            catalogue.claims.iter().any(|c| c.id == *id),
            "{id} is listed but is no entry"
        );
    }
}

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
    // A statement that reads the bound is reproduced at the same bound: at --pairs 2 the
    // counterexample (1, 2) of this one holds.
    let out = expect(
        &[
            "conjecture",
            "∀ k ∈ 1..bound: k ≤ a + b",
            "--domain",
            "0 < a < b",
            "--pairs",
            "10",
        ],
        1,
        "the smallest counterexample is (1, 2)",
    );
    assert!(out.contains("--domain '0 < a < b' --pairs 10\n"), "{out}");
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

/// The tree's nodes at the shell: `--generations` bounds them (and only them: `--pairs` on
/// nodes, `--generations` on pairs, 0, 31 and u64::MAX refused, exit 2); a counterexample is
/// reproduced at its generation; a game is read, and planned, up to F(N + 1).
/// Pairs at the triples' bound at the shell: walked by `--triples`, printed `a = 1, b = 2`, the
/// `over` line naming the condition alone (a domain of a shape word alone has none).
#[test]
fn conjecture_over_pairs_at_the_triples_bound() {
    use crate::util::expect;
    let out = expect(
        &[
            "conjecture",
            "(# c ∈ b..bound: outcome(game, a, b, c) = P) ≤ 1",
            "--domain",
            "g1, g2 pairs at the triples bound",
            "--triples",
            "12",
        ],
        1,
        "fails: the smallest counterexample is g1 a = 2, b = 3 (case 5",
    );
    assert!(
        out.contains("over pairs at the triples' bound with entries ≤ 12 (--triples 12)"),
        "{out}"
    );
    assert!(
        out.contains("formal_domain = 'g1, g2 pairs at the triples bound'"),
        "{out}"
    );
    // Reproduced at the bound where it fails the same way: its statement reads (a, b, c) past
    // the point's numbers (c up to 2b), which the bound b = 3 would not hold (a limit there,
    // not the counterexample), so at the run's bound; a statement that reads only its point's
    // numbers at its largest.
    let out = expect(
        &[
            "conjecture",
            "(# c ∈ b..2·b: outcome(g1, a, b, c) = P) ≤ 1",
            "--domain",
            "pairs at the triples bound",
            "--triples",
            "10",
        ],
        1,
        "fails: the smallest counterexample is a = 2, b = 3 (case 5",
    );
    assert!(
        out.contains("--domain 'pairs at the triples bound' --triples 10\n"),
        "{out}"
    );
    let out = expect(
        &[
            "conjecture",
            "g(grossman, a, b) < b ÷ a",
            "--domain",
            "0 < a < b",
            "--pairs",
            "30",
        ],
        1,
        "fails: the smallest counterexample is (2, 5)",
    );
    assert!(out.contains("--domain '0 < a < b' --pairs 5\n"), "{out}");
    expect(
        &[
            "conjecture",
            "a ≤ b",
            "--domain",
            "pairs at the triples' bound: a + b ≤ bound",
            "--triples",
            "10",
        ],
        0,
        "over pairs at the triples' bound with a + b ≤ bound, entries ≤ 10 (--triples 10)\n\
         holds: no counterexample up to N = 10 (25 cases",
    );
}

/// Serial Nim's positions at the shell: `--piles` bounds them (and only them: 0, 1, 21 and
/// u64::MAX refused, `--piles` over pairs refused, exit 2); a counterexample is printed as its
/// piles with its named values and reproduced at its piles' sum; the entry printed runs.
#[test]
fn conjecture_over_serial_nim_positions() {
    use crate::util::{expect, run};
    let out = expect(
        &[
            "conjecture",
            "g(serial-nim, p) = p[0] − 1 ∨ g(serial-nim, p) = p[0] where G = g(serial-nim, p)",
            "--piles",
            "9",
        ],
        0,
        "holds: no counterexample up to N = 9 (511 cases",
    );
    // The plan counts the walk of piles (2^(N − 1) compositions of the last sum at once) and
    // Serial Nim's memo: refused under --max-memory, where it was counted as nothing.
    expect(
        &[
            "conjecture",
            "g(serial-nim, p) ≥ 0",
            "--piles",
            "20",
            "--max-memory",
            "50M",
        ],
        2,
        "more than the 50.0 MiB of --max-memory",
    );
    // One case is one.
    expect(
        &[
            "conjecture",
            "p[0] = 1",
            "--domain",
            "piles: len(p) = 1 ∧ p[0] = 1",
            "--piles",
            "3",
        ],
        0,
        "holds: no counterexample up to N = 3 (1 case, ",
    );
    assert!(
        out.contains("over piles with the piles' sum ≤ 9 (--piles 9)"),
        "{out}"
    );
    // [1, 1, 1]: G = 1 (it moves to [1, 1], of value 0), the first failure in the walk's order
    // (by sum, then length, [3] left out by the condition: [1], [2], [1, 1], [1, 2], [2, 1]
    // hold), the 6th case.
    let out = expect(
        &[
            "conjecture",
            "G ≠ 1 ∨ p[0] = 2 ∨ len(p) < 3 where G = g(serial-nim, p)",
            "--domain",
            "piles: p[0] ≤ 2",
            "--piles",
            "12",
        ],
        1,
        "fails: the smallest counterexample is [1, 1, 1] (case 6 in the domain's order",
    );
    assert!(out.contains("  G = 1\n"), "{out}");
    assert!(
        out.contains("--domain 'piles: p[0] ≤ 2' --piles 3\n"),
        "{out}"
    );
    assert!(out.contains("counterexample = '[1, 1, 1]'"), "{out}");
    for (args, says) in [
        (&["conjecture", "p[0] ≥ 1", "--piles", "0"][..], "--piles"),
        (
            &["conjecture", "p[0] ≥ 1", "--piles", "1"][..],
            "outside what a walk of piles can run at: 2 to 20",
        ),
        (
            &["conjecture", "p[0] ≥ 1", "--piles", "21"][..],
            "outside what a walk of piles can run at: 2 to 20",
        ),
        (
            &["conjecture", "p[0] ≥ 1", "--piles", "18446744073709551615"][..],
            "outside what a walk of piles",
        ),
        (
            &["conjecture", "a ≤ b", "--piles", "5"][..],
            "--piles bounds no point of this statement",
        ),
        (
            &["conjecture", "p[0] ≥ 1", "--pairs", "5"][..],
            "--pairs bounds no point of this statement",
        ),
        (
            &["conjecture", "p[0] ≥ 1", "--pairs", "5", "--piles", "4"][..],
            "its points are piles, bounded by --piles",
        ),
        // A line break or a tab: refused at the shell, where the entry printed would be refused
        // by the loader at a file the user never wrote.
        (
            &["conjecture", "g(serial-nim, p) ≠ 0\n∨ len(p) < 3"][..],
            "the statement holds the control character U+000A at line 1, column 21",
        ),
        (
            &["conjecture", "p[0] ≥ 1", "--domain", "piles:\tlen(p) ≥ 2"][..],
            "the domain holds the control character U+0009 at line 1, column 7",
        ),
    ] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

#[test]
fn conjecture_over_the_nodes_of_the_tree() {
    use crate::util::{expect, run, text};
    let out = expect(
        &[
            "conjecture",
            "a ≤ 3",
            "--domain",
            "nodes:",
            "--generations",
            "9",
        ],
        1,
        "fails: the smallest counterexample is 4/3 (case 9 in the domain's order",
    );
    assert!(out.contains("--domain nodes: --generations 4\n"), "{out}");
    // A label's digits are no entry: the same generation.
    let out = expect(
        &[
            "conjecture",
            "a ≤ 3",
            "--domain",
            "x9 nodes:",
            "--generations",
            "9",
        ],
        1,
        "the smallest counterexample is x9 4/3",
    );
    assert!(
        out.contains("--domain 'x9 nodes:' --generations 4\n"),
        "{out}"
    );
    expect(
        &[
            "conjecture",
            "a < b ⇔ n mod 2 = 0",
            "--domain",
            "nodes: n > 1",
            "--generations",
            "12",
        ],
        0,
        "holds: no counterexample up to N = 12 (4094 cases",
    );
    for args in [
        &["conjecture", "a ≤ 3", "--domain", "nodes:", "--pairs", "9"][..],
        &[
            "conjecture",
            "a ≤ b",
            "--domain",
            "0 < a",
            "--generations",
            "9",
        ][..],
        &[
            "conjecture",
            "a ≤ 3",
            "--domain",
            "nodes:",
            "--generations",
            "0",
        ][..],
        &[
            "conjecture",
            "a ≤ 3",
            "--domain",
            "nodes:",
            "--generations",
            "31",
        ][..],
        &[
            "conjecture",
            "a ≤ 3",
            "--domain",
            "nodes:",
            "--generations",
            "18446744073709551615",
        ][..],
        &["conjecture", "a ≤ 3", "--domain", "node:"][..],
    ] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {:?}", text(&o));
        assert!(text(&o).1.contains("error"), "{args:?}: {:?}", text(&o));
    }
    // Grossman's P-positions lie in the cone 1/φ < a/b < φ (hss2008): generation 12's largest
    // entry is F(13) = 233, the table's size in the plan.
    let statement = "outcome(grossman, a, b) = P ⇒ a < φ·b ∧ b < φ·a";
    let out = expect(
        &[
            "conjecture",
            statement,
            "--domain",
            "nodes:",
            "--generations",
            "12",
            "--format",
            "json",
        ],
        0,
        "\"status\":\"holds\"",
    );
    let entry: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let dir = std::env::temp_dir().join(format!("euclid-spec-nodes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("mine.toml");
    std::fs::write(&file, entry["entry"].as_str().unwrap()).unwrap();
    let file = file.display().to_string();
    expect(
        &["--with", &file, "verify", "--paper", "mine", "--dry-run"],
        0,
        "the largest grossman up to 233",
    );
    expect(
        &[
            "--with",
            &file,
            "verify",
            "--paper",
            "mine",
            "--generations",
            "14",
            "--dry-run",
        ],
        0,
        "the largest grossman up to 610",
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `--with FILE` at its worst: a file that does not exist, a folder, a file whose key is a
/// paper's already, a statement that does not compile (refused at its line and column), all
/// exit 2 before any run; a good file runs beside the catalogue, and its reproduce line
/// carries `--with`.
#[test]
fn a_file_of_ones_own_beside_the_catalogue() {
    use crate::util::{expect, run, text};
    let dir = std::env::temp_dir().join(format!("euclid-spec-with-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let entry = |key: &str, formal: &str| {
        format!(
            "[paper]\nkey = \"{key}\"\ntitle = \"t\"\nsource = \"s\"\n\n[[claim]]\nid = \"{key}/conjecture-1\"\nkind = \"conjecture\"\nlocation = \"x\"\ngames = [\"grossman\"]\nconvention = \"normal\"\ndomain = \"0 < a < b\"\nstatement = \"x\"\nformal = \"{formal}\"\nformal_domain = \"0 < a < b\"\nexpected = \"holds\"\nuses = []\n"
        )
    };
    let write = |name: &str, text: String| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path.display().to_string()
    };
    let missing = dir.join("missing.toml").display().to_string();
    let folder = dir.display().to_string();
    let twice = write("chl2011.toml", entry("chl2011", "a < b"));
    for (file, needle) in [
        (missing.as_str(), "missing.toml"),
        (folder.as_str(), "not a regular file"),
        (twice.as_str(), "chl2011"),
    ] {
        let o = run(&["--with", file, "verify", "--paper", "mine"]);
        assert_eq!(o.status.code(), Some(2), "{file}: {:?}", text(&o));
        assert!(text(&o).1.contains(needle), "{file}: {:?}", text(&o));
    }
    let broken = write("mine.toml", entry("mine", "g(grossman, a, b) ≤ b ÷÷ a"));
    expect(
        &["--with", &broken, "verify", "--paper", "mine"],
        2,
        "mine.toml:14:34: field `formal`: unexpected `÷`",
    );
    let good = write("mine.toml", entry("mine", "g(grossman, a, b) < b ÷ a"));
    let out = expect(
        &[
            "--with", &good, "verify", "--paper", "mine", "--pairs", "20",
        ],
        1,
        "counterexample (2, 5)",
    );
    assert!(
        out.contains(&format!("--with {good} verify --claim mine/conjecture-1")),
        "{out}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Under `verify --formal` every command printed runs the formal statement again: a reproduce
/// line says `--formal` (and says nothing of it without the flag), shards run with it merge to
/// records whose reproduce lines say it too, a shard of the formal statements is refused beside
/// one of the predicates (exit 2), and a printed example the formal statement does not
/// reproduce names the formal statement, not a predicate.
#[test]
fn verify_formal_prints_commands_that_run_the_formal_statement() {
    use crate::util::{expect, run, text};
    let claims = [
        "--claim",
        "ho2014/proposition-straffin",
        "--claim",
        "hss2008/theorem-1",
    ];
    let reproduce = |json: &str| -> Vec<String> {
        let v: serde_json::Value = serde_json::from_str(json).expect("a JSON report");
        v["claims"]
            .as_array()
            .expect("claims")
            .iter()
            .map(|c| c["reproduce"].as_str().expect("reproduce").to_string())
            .collect()
    };
    let with = |extra: &[&str]| {
        let mut args = vec!["verify", "--format", "json"];
        args.extend(claims);
        args.extend(extra);
        let o = run(&args);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {:?}", text(&o));
        text(&o).0
    };
    for line in reproduce(&with(&["--formal"])) {
        assert!(line.ends_with(" --pairs 500 --formal"), "{line}");
    }
    for line in reproduce(&with(&[])) {
        assert!(!line.contains("--formal"), "{line}");
    }
    let dir =
        std::env::temp_dir().join(format!("euclid-spec-formal-shards-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let shard = |k: &str, extra: &[&str]| {
        let path = dir.join(format!("{}-{}.json", k.replace('/', "of"), extra.len()));
        let mut args = vec!["--shard", k];
        args.extend(extra);
        std::fs::write(&path, with(&args)).unwrap();
        path.display().to_string()
    };
    let (one, two) = (shard("1/2", &["--formal"]), shard("2/2", &["--formal"]));
    let merged = run(&["merge", &one, &two, "--format", "json"]);
    assert_eq!(merged.status.code(), Some(0), "{:?}", text(&merged));
    let lines = reproduce(&text(&merged).0);
    assert_eq!(lines.len(), 2);
    for line in lines {
        assert!(line.ends_with(" --formal"), "{line}");
    }
    let by_predicate = shard("2/2", &[]);
    expect(&["merge", &one, &by_predicate], 2, "ran the predicates and");
    // An example the formal statement does not reproduce: G(2, 5) is 2, printed as 3.
    let mine = dir.join("mine.toml");
    std::fs::write(
        &mine,
        "[paper]\nkey = \"mine\"\ntitle = \"t\"\nsource = \"s\"\n\n[[claim]]\nid = \"mine/conjecture-1\"\nkind = \"conjecture\"\nlocation = \"x\"\ngames = [\"grossman\"]\nconvention = \"normal\"\ndomain = \"0 < a < b\"\nstatement = \"x\"\nformal = 'g ≤ b ÷ a where g = g(grossman, a, b)'\nformal_domain = \"0 < a < b\"\nexpected = \"holds\"\nuses = []\n\n[[claim.example]]\nat = \"(2, 5)\"\nvalues = { \"g\" = 3 }\nsource = \"found: a wrong value on purpose\"\n",
    )
    .unwrap();
    expect(
        &[
            "--with",
            &mine.display().to_string(),
            "verify",
            "--paper",
            "mine",
            "--pairs",
            "20",
        ],
        1,
        "`g`: the example prints 3, the formal statement finds 2",
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `verify --steps K` at its worst: 0, −1, a word and 2⁶⁴ refused by the parser (exit 2); K = 5
/// ends a formal statement as a limit reached (exit 2, never a verdict), its examples' problem
/// said once each, and its reproduce line repeats `--steps 5`; u64::MAX is accepted; shards run
/// with other steps do not merge (exit 2).
#[test]
fn verify_steps_at_its_worst() {
    use crate::util::{expect, run, text};
    let claim = ["verify", "--formal", "--claim", "chl2011/theorem-1"];
    for bad in ["0", "-1", "many", "18446744073709551616"] {
        let mut args = claim.to_vec();
        args.extend(["--steps", bad]);
        let o = run(&args);
        assert_eq!(o.status.code(), Some(2), "{bad}: {:?}", text(&o));
        assert!(text(&o).1.contains("--steps"), "{bad}: {:?}", text(&o));
    }
    let mut args = claim.to_vec();
    args.extend(["--steps", "5"]);
    let out = expect(&args, 2, "limit reached at (1, 2)");
    assert!(
        out.contains("verify --claim chl2011/theorem-1 --pairs 500 --formal --steps 5"),
        "{out}"
    );
    assert!(out.contains("(--steps K raises the limit)"), "{out}");
    assert_eq!(
        out.matches("spec/chl2011.toml:378: example at (1, 2)")
            .count(),
        1,
        "{out}"
    );
    let mut args = claim.to_vec();
    args.extend(["--steps", "18446744073709551615", "--pairs", "40"]);
    expect(&args, 0, "1 hold");
    let dir = std::env::temp_dir().join(format!("euclid-spec-steps-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let shard = |k: &str, steps: &str| {
        let path = dir.join(format!("{}-{steps}.json", k.replace('/', "of")));
        let mut args = claim.to_vec();
        args.extend(["--shard", k, "--steps", steps, "--format", "json"]);
        let o = run(&args);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {:?}", text(&o));
        std::fs::write(&path, &o.stdout).unwrap();
        path.display().to_string()
    };
    let (one, two) = (shard("1/2", "100000"), shard("2/2", "200000"));
    expect(&["merge", &one, &two], 2, "with --steps 200000 and");
    let two = shard("2/2", "100000");
    let merged = expect(&["merge", &one, &two], 0, "\"holds\"");
    let v: serde_json::Value = serde_json::from_str(&merged).expect("a JSON report");
    let record = &v["claims"][0];
    assert_eq!(record["status"], "holds", "{merged}");
    assert!(
        record["reproduce"]
            .as_str()
            .is_some_and(|r| r.ends_with(" --formal --steps 100000")),
        "{merged}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `verify --both` runs the predicate and the formal statement of an entry that has both at the
/// same bound and points: agreeing, the run is as without it (exit 0); a formal statement
/// altered in a copy of the catalogue (its outcome N read as P) disagrees, and the claim is
/// unexpected as a bug of this program, both verdicts named (exit 1); with --formal it is
/// refused (exit 2).
#[test]
fn verify_both_reports_a_disagreement_as_a_bug() {
    use crate::util::{copy_spec, expect, scratch};
    let claims = [
        "--claim",
        "hss2008/theorem-1",
        "--claim",
        "ho2014/proposition-straffin",
    ];
    let mut args = vec!["verify", "--both"];
    args.extend(claims);
    expect(&args, 0, "0 unexpected");
    let mut formal = args.clone();
    formal.push("--formal");
    expect(&formal, 2, "--formal");
    let dir = scratch("both");
    copy_spec(&dir);
    let path = dir.join("hss2008.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    let printed = "formal = '(\"outcome\" = N) ⇔ \"larger/smaller > G\" where \"outcome\" = outcome(grossman, a, b)";
    assert!(text.contains(printed), "the entry's formal statement");
    std::fs::write(
        &path,
        text.replacen(printed, &printed.replacen("= N)", "= P)", 1), 1),
    )
    .unwrap();
    let spec = dir.display().to_string();
    let mut altered = vec!["--spec", &spec, "verify", "--both"];
    altered.extend(claims);
    let out = expect(
        &altered,
        1,
        "the predicate and the formal statement disagree, a bug of this program: the predicate \
         holds no counterexample after 250000 cases, the formal statement fails at (1, 1)",
    );
    assert!(out.contains("1 unexpected"), "{out}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// What the shards ran is what `merge` checks the printed examples with (the formal statement,
/// at the shards' steps: the limit reached at each example stays in the merged report), a
/// shard's header claiming 0 steps is refused (exit 2), and `conjecture --steps K` allows K
/// steps a point (a sum of 2000 terms stops under 1000 steps, holds under 100000).
#[test]
fn merge_and_conjecture_keep_the_steps() {
    use crate::util::{expect, run, scratch, text};
    let dir = scratch("merge-steps");
    let o = run(&[
        "verify",
        "--claim",
        "chl2011/fact-cole-davie",
        "--formal",
        "--steps",
        "3",
        "--shard",
        "1/1",
        "--format",
        "json",
    ]);
    assert_eq!(o.status.code(), Some(2), "{:?}", text(&o));
    let shard = dir.join("s1.json");
    std::fs::write(&shard, &o.stdout).unwrap();
    let shard = shard.display().to_string();
    let merged = run(&["merge", &shard]);
    let v: serde_json::Value = serde_json::from_slice(&merged.stdout).expect("a JSON report");
    let examples = v["claims"][0]["examples"].as_array().expect("examples");
    assert_eq!(examples.len(), 4, "{:?}", text(&merged));
    assert!(
        examples.iter().all(|e| e
            .as_str()
            .is_some_and(|e| e.contains("the formal statement reached a limit"))),
        "{examples:?}"
    );
    let zero = dir.join("zero.json");
    let forged = String::from_utf8(o.stdout)
        .unwrap()
        .replacen("\"steps\": 3", "\"steps\": 0", 1);
    assert!(
        forged.contains("\"steps\": 0"),
        "the header names its steps"
    );
    std::fs::write(&zero, forged).unwrap();
    expect(
        &["merge", &zero.display().to_string()],
        2,
        "0 steps a point",
    );
    let sum = |steps: &str| {
        run(&[
            "conjecture",
            "(Σ k ∈ 1..n: k) ≥ 0",
            "--domain",
            "sequence: n = 2000",
            "--pairs",
            "2000",
            "--steps",
            steps,
        ])
        .status
        .code()
    };
    assert_eq!(sum("1000"), Some(2));
    assert_eq!(sum("100000"), Some(0));
    std::fs::remove_dir_all(&dir).unwrap();
}
