//! Meta-tests over the catalogue: every id has a predicate and every predicate an id; the loader
//! rejects duplicate ids, unknown fields and empty files; every verdict at the default bounds is
//! the expected one.

use crate::util::{catalogue, spec_dir, whole_run, WHOLE_RUN_THREADS};
use euclid_spec::catalogue::Catalogue;
use euclid_spec::claims::{registry, Dimension, Status};
use euclid_spec::run::{self, ClaimResult, Options};
use std::collections::BTreeSet;
use std::path::PathBuf;

/// The catalogue compiled into the binary is the one in `spec/`, file for file: the same
/// papers, entries (every field, the file named relative to the crate) and tables. A binary
/// built before a change to `spec/` would differ (cargo rebuilds it when a file changes, is
/// added or is removed: `build.rs` watches the folders).
#[test]
fn the_embedded_catalogue_is_the_spec_folder() {
    let embedded = Catalogue::embedded().expect("the embedded catalogue parses");
    let folder = catalogue();
    let relative = |p: &std::path::Path| {
        p.strip_prefix(spec_dir().parent().unwrap())
            .unwrap_or(p)
            .to_path_buf()
    };
    let files: Vec<_> = folder.papers.iter().map(|p| relative(&p.file)).collect();
    let embedded_files: Vec<_> = embedded.papers.iter().map(|p| p.file.clone()).collect();
    assert_eq!(embedded_files, files);
    assert_eq!(embedded.claims.len(), folder.claims.len());
    for (e, f) in embedded.claims.iter().zip(&folder.claims) {
        let mut f = f.clone();
        f.file = relative(&f.file);
        assert_eq!(format!("{e:?}"), format!("{f:?}"), "{}", f.id);
    }
    assert_eq!(embedded.tables, folder.tables);
    assert!(!embedded.tables.is_empty());
}

#[test]
fn every_claim_has_a_predicate_and_every_predicate_a_claim() {
    let catalogue = catalogue();
    let ids: BTreeSet<&str> = catalogue.claims.iter().map(|c| c.id.as_str()).collect();
    let registry = registry();
    let predicates: BTreeSet<&str> = registry.iter().map(|c| c.id).collect();
    assert_eq!(
        predicates.len(),
        registry.len(),
        "a predicate is registered twice"
    );
    let unimplemented: Vec<_> = ids.difference(&predicates).collect();
    let unlisted: Vec<_> = predicates.difference(&ids).collect();
    assert!(
        unimplemented.is_empty(),
        "claims without a predicate: {unimplemented:?}"
    );
    assert!(
        unlisted.is_empty(),
        "predicates without a claim: {unlisted:?}"
    );
}

/// The README's table of papers cites each paper of the catalogue as its file's `[paper]`
/// table does (the one place a reference is kept), and no other.
#[test]
fn the_readme_cites_each_paper_as_its_file_does() {
    let readme = std::fs::read_to_string(crate::util::spec_dir().join("../README.md")).unwrap();
    let rows: Vec<&str> = readme
        .lines()
        .skip_while(|l| *l != "## Papers")
        .take_while(|l| !l.starts_with("## CI"))
        .filter(|l| l.starts_with("| `"))
        .collect();
    let cited: Vec<String> = catalogue()
        .papers
        .iter()
        .map(|p| format!("| `{}` | {} |", p.key, p.source))
        .collect();
    let mut rows_sorted = rows.clone();
    rows_sorted.sort();
    let mut cited_sorted: Vec<&str> = cited.iter().map(String::as_str).collect();
    cited_sorted.sort();
    assert_eq!(rows_sorted, cited_sorted);
}

#[test]
fn catalogue_covers_the_papers_of_this_issue() {
    let catalogue = catalogue();
    assert!(catalogue.papers.len() >= 5, "{:?}", catalogue.papers);
    for key in catalogue.papers.iter().map(|p| p.key.as_str()) {
        let n = catalogue.claims.iter().filter(|c| c.paper == key).count();
        assert!(n > 0, "no claim from {key}");
    }
    for (name, table) in &catalogue.tables {
        assert!(
            !table.rows.is_empty() && table.cells.iter().all(|r| !r.is_empty()),
            "{name} is empty"
        );
    }
    assert!(
        catalogue.tables.contains_key("chl2011-table-1")
            && catalogue.tables.contains_key("chl2011-table-2")
    );
}

#[test]
fn corrections_and_other_readings_are_linked_to_failures() {
    let catalogue = catalogue();
    for c in &catalogue.claims {
        if let Some(target) = &c.corrects {
            let t = catalogue.claim(target).unwrap();
            assert_eq!(
                t.expected,
                Status::Fails,
                "{} corrects {target}, which is not expected to fail",
                c.id
            );
            assert_eq!(
                c.expected,
                Status::Holds,
                "{} is a correction and must hold",
                c.id
            );
        }
        if let Some(target) = &c.other_reading_of {
            let t = catalogue.claim(target).unwrap();
            assert!(
                c.reading.is_some(),
                "{} varies a reading and must say which",
                c.id
            );
            assert!(
                t.reading.is_some(),
                "{target} must record the reading it holds under"
            );
        }
        if c.expected == Status::Fails {
            assert!(c.corrects.is_none());
            let has_fix = c.other_reading_of.is_some()
                || catalogue
                    .claims
                    .iter()
                    .any(|d| d.corrects.as_deref() == Some(c.id.as_str()));
            assert!(
                has_fix,
                "{} fails as printed: add its corrected statement or the reading that holds",
                c.id
            );
        }
    }
}

/// The product's promise: every verdict at the default bounds is the expected one, and every
/// failing entry fails at its pinned counterexample. The same run is then held against the
/// snapshot of every verdict (`snapshots/verify_default_bounds.snap`).
#[test]
fn verify_at_default_bounds_meets_every_expectation() {
    let catalogue = catalogue();
    let results = whole_run();
    assert_eq!(results.len(), catalogue.claims.len());
    let unexpected: Vec<String> = results
        .iter()
        .filter(|r| !r.is_expected())
        .map(|r| euclid_spec::report::text::line(&euclid_spec::report::Record::of(r)))
        .collect();
    assert!(
        unexpected.is_empty(),
        "unexpected verdicts:\n{}",
        unexpected.join("\n")
    );
    for r in results {
        if r.verdict.status == Status::Holds {
            assert!(r.verdict.cases > 0, "{} holds on no case", r.claim.id);
        }
    }
    crate::snapshots::assert_verdicts_snapshot(results);
}

/// The plan tells the truth about cases: the plan's estimate for every claim that holds is
/// within 2× of the cases it checks, at the default bounds (the run above) and at small ones (a
/// second run, a fraction of a second), so that an estimate of the wrong shape, right at one
/// bound only, is caught. A claim that fails stops at its counterexample: the plan counts the
/// most it checks, its whole domain, and the total stays within 2× all the same.
#[test]
fn the_plan_estimates_the_cases_of_each_claim_that_holds_within_twice_or_exactly() {
    let at_default = Options {
        threads: Some(WHOLE_RUN_THREADS),
        ..Options::default()
    };
    let small = Options {
        bounds: [
            (Dimension::Pairs, 125),
            (Dimension::Triples, 30),
            (Dimension::Generations, 12),
            (Dimension::Piles, 10),
            (Dimension::Sums, 4),
        ]
        .into(),
        ..at_default.clone()
    };
    let small_run = run::run(catalogue(), &small, |_| {}).expect("the catalogue runs");
    let within = |planned: u64, cases: u64| planned <= 2 * cases && cases <= 2 * planned;
    for (options, results) in [(&at_default, whole_run()), (&small, &small_run[..])] {
        let plan = run::plan(catalogue(), options).expect("the plan");
        assert_eq!(plan.claims.len(), results.len());
        let off: Vec<String> = plan
            .claims
            .iter()
            .zip(results)
            .filter(|(_, r)| r.verdict.status == Status::Holds)
            .filter(|(p, r)| {
                !within(p.estimated_cases, r.verdict.cases)
                    || (p.cases_exact && p.estimated_cases != r.verdict.cases)
            })
            .map(|(p, r)| {
                format!(
                    "{} at N = {}: planned {}{} cases, checked {}",
                    p.id,
                    p.bound,
                    if p.cases_exact { "exactly " } else { "≈" },
                    p.estimated_cases,
                    r.verdict.cases
                )
            })
            .collect();
        assert!(
            off.is_empty(),
            "estimates more than 2× off, or exact counts that are not (declare the claim's \
             cases beside its predicate, `.cases(…)` or `.cases_exactly(…)`):\n{}",
            off.join("\n")
        );
        // Most claims that hold declare their exact count (what `merge` holds shards to).
        let exact = plan.claims.iter().filter(|p| p.cases_exact).count();
        assert!(exact >= 130, "{exact} claims count their cases exactly");
        let checked: u64 = results.iter().map(|r: &ClaimResult| r.verdict.cases).sum();
        assert!(
            within(plan.estimated_cases, checked),
            "planned ≈{} cases in all, checked {checked}",
            plan.estimated_cases
        );
    }
}

fn load_one(name: &str, text: &str) -> String {
    Catalogue::from_sources(&[(PathBuf::from(name), text.to_string())])
        .unwrap_err()
        .to_string()
}

const HEADER: &str = "[paper]\nkey = \"ewd1981\"\ntitle = \"The analysis of a two-person game (EWD793)\"\nsource = \"E. W. Dijkstra, The analysis of a two-person game (EWD793), note, Nuenen, 17 June 1981, last revised 13 July 2003, https://www.cs.utexas.edu/~EWD/transcriptions/EWD07xx/EWD793.html\"\n";
const GOOD: &str = "[[claim]]\nid = \"ewd1981/fact-x\"\nkind = \"fact\"\nlocation = \"l\"\ngames = [\"cole-davie\"]\nconvention = \"normal\"\ndomain = \"d\"\nstatement = \"s\"\nexpected = \"holds\"\nuses = []\n";
/// An example to end a minimal entry with: every entry has one.
const EXAMPLE: &str = "\n[[claim.example]]\nat = \"(1, 2)\"\nsource = \"by hand: x\"\n";

#[test]
fn loader_reads_scope_and_examples() {
    let text = format!(
        "{HEADER}{GOOD}reading = \"only part\"\nscope = \"partial\"\n\n[[claim.example]]\nat = \"(8, 13)\"\nvalues = {{ G = 1, \"b < φa\" = true, outcome = \"N\" }}\nfails = true\nbound = 13\nsource = \"printed: Table 1\"\n"
    );
    let c = Catalogue::from_sources(&[(PathBuf::from("ewd1981.toml"), text)]).unwrap();
    let claim = &c.claims[0];
    assert_eq!(claim.scope, euclid_spec::catalogue::Scope::Partial);
    let e = &claim.examples[0];
    assert_eq!(e.at, "(8, 13)");
    assert!(e.fails);
    assert_eq!(e.bound, Some(13));
    assert_eq!(e.line, 19);
    let values: Vec<(&str, &str)> = e
        .values
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    assert_eq!(
        values,
        vec![("G", "1"), ("b < φa", "true"), ("outcome", "N")]
    );
}

#[test]
fn loader_accepts_a_minimal_file() {
    let c = Catalogue::from_sources(&[(
        PathBuf::from("ewd1981.toml"),
        format!("{HEADER}{GOOD}{EXAMPLE}"),
    )])
    .unwrap();
    assert_eq!(c.claims[0].id, "ewd1981/fact-x");
    assert_eq!(c.claims[0].line, 6);
}

#[test]
fn loader_errors_name_file_line_and_field() {
    let cases: Vec<(String, &str)> = vec![
        (
            format!("{HEADER}{GOOD}{EXAMPLE}{GOOD}{EXAMPLE}"),
            "ewd1981.toml:20:1: field `id`: duplicate id `ewd1981/fact-x`",
        ),
        (
            format!("{HEADER}{GOOD}colour = \"red\"\n{EXAMPLE}"),
            "unknown field `colour`",
        ),
        (HEADER.to_string(), "field `claim`: the file has no claim"),
        (
            format!("{HEADER}{}{EXAMPLE}", GOOD.replace("\"fact\"", "\"lemma\"")),
            "field `id`: `ewd1981/fact-x` must read `ewd1981/lemma-",
        ),
        (
            format!("{HEADER}{}{EXAMPLE}", GOOD.replace("\"fact\"", "\"guess\"")),
            "field `kind`: unknown kind `guess`",
        ),
        (
            format!("{HEADER}{}{EXAMPLE}", GOOD.replace("\"holds\"", "\"fails\"")),
            "field `counterexample`",
        ),
        (
            format!("{HEADER}{}{EXAMPLE}", GOOD.replace("\"holds\"", "\"maybe\"")),
            "field `expected`",
        ),
        (
            format!("{HEADER}{}{EXAMPLE}", GOOD.replace("cole-davie", "chess")),
            "field `games`: unknown game `chess`",
        ),
        (
            format!("{HEADER}{GOOD}corrects = \"ewd1981/fact-y\"\n{EXAMPLE}"),
            "field `corrects`: `ewd1981/fact-x` refers to the unknown id",
        ),
        (
            format!("{HEADER}{GOOD}counterexample = \"(1, 1)\"\n{EXAMPLE}"),
            "only an entry expected to fail",
        ),
        (
            format!("{HEADER}{}{EXAMPLE}", GOOD.replace("uses = []\n", "")),
            "ewd1981.toml:6:6: field `uses`: `ewd1981/fact-x` does not say what it uses",
        ),
        (
            format!(
                "{HEADER}{}counterexample = \"(1, 1)\"\n",
                GOOD.replace("\"holds\"", "\"fails\"")
            ),
            "field `example`: `ewd1981/fact-x` is expected to fail: give it an example at its \
             pinned counterexample (1, 1) with `fails = true`",
        ),
        (
            format!("{HEADER}{}{EXAMPLE}", GOOD.replace("statement = \"s\"\n", "")),
            "missing field `statement`",
        ),
        (GOOD.to_string(), "missing field `paper`"),
        (
            format!("{HEADER}{GOOD}scope = \"partial\"\n{EXAMPLE}"),
            "field `scope`: a partial check must say in `reading` which part it checks",
        ),
        (
            format!("{HEADER}{GOOD}scope = \"consistency\"\n{EXAMPLE}"),
            "field `scope`: a consistency check must say in `reading` why no table can change its verdict",
        ),
        (
            format!("{HEADER}{GOOD}scope = \"most\"\n{EXAMPLE}"),
            "field `scope`: `most` is not one of full, partial, consistency",
        ),
        (
            format!("{HEADER}{GOOD}[[claim.example]]\nat = \"(1, 2)\"\nsource = \"trust me\"\n"),
            "field `example.source`: say where the instance comes from",
        ),
        (
            format!("{HEADER}{GOOD}[[claim.example]]\nat = \"(1, 2)\"\nvalues = {{ x = 1.5 }}\nsource = \"by hand: x\"\n"),
            "field `example.values`: `x` must be an integer, a boolean or a string",
        ),
        (
            format!("{HEADER}{GOOD}[[claim.example]]\nat = \"(1, 2)\"\ncolour = 1\nsource = \"by hand: x\"\n"),
            "unknown field `colour`",
        ),
        ("[paper\n".to_string(), "ewd1981.toml:1:"),
        (
            format!("{HEADER}{GOOD}"),
            "ewd1981.toml:6:6: field `example`: `ewd1981/fact-x` has no example",
        ),
    ];
    for (text, needle) in cases {
        let err = load_one("ewd1981.toml", &text);
        assert!(err.contains(needle), "expected `{needle}` in: {err}");
        assert!(err.starts_with("ewd1981.toml:"), "{err}");
    }
    assert!(
        load_one("other.toml", &format!("{HEADER}{GOOD}")).contains("must be named `ewd1981.toml`")
    );
    // A key is a lowercase letter, then lowercase letters and digits: no two keys differ only
    // in case, and none leaves its file's folder.
    for bad in [
        "EWD1981",
        "ewd-1981",
        "1981ewd",
        "",
        "ewd1981 ",
        "ewd/1981",
        "ẽwd1981",
    ] {
        let header = HEADER.replace("key = \"ewd1981\"", &format!("key = \"{bad}\""));
        let err = load_one(&format!("{bad}.toml"), &format!("{header}{GOOD}"));
        assert!(
            err.contains(&format!("field `paper.key`: `{bad}` is no paper key")),
            "{bad:?}: {err}"
        );
    }
    let empty = Catalogue::from_sources(&[]).unwrap_err().to_string();
    assert_eq!(
        empty,
        "the catalogue: no catalogue file (*.toml, one per paper)"
    );
}

/// Nothing the binary runs reads the folder the crate was compiled in: `CARGO_MANIFEST_DIR`
/// appears in `src/` only in comments and doc examples (which run in the clone), and `build.rs`
/// compiles the catalogue in. A line that names it in code fails here.
#[test]
fn the_sources_do_not_read_the_build_folder() {
    let mut found = Vec::new();
    let mut stack = vec![crate::util::root().join("src")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|x| x == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for (i, line) in text.lines().enumerate() {
                    let code = line.trim_start();
                    if code.contains("CARGO_MANIFEST_DIR") && !code.starts_with("//") {
                        found.push(format!("{}:{}: {code}", path.display(), i + 1));
                    }
                }
            }
        }
    }
    assert!(found.is_empty(), "read at run time:\n{}", found.join("\n"));
}

/// A predicate's function is named after its id (`chl2011/fact-nivasch` → `fact_nivasch`), or
/// is another entry's predicate named after that entry (`super::chl2011::theorem_1` for an entry
/// of ho2014 that checks the same statement); a closure binds a parameter of a shared check.
#[test]
fn every_predicate_is_named_after_its_id() {
    let registry = registry();
    let registered: BTreeSet<&str> = registry.iter().map(|c| c.id).collect();
    let mut wrong = Vec::new();
    let mut named = 0;
    for check in registry {
        if check.function.is_empty() {
            continue;
        }
        named += 1;
        let path: Vec<&str> = check.function.split("::").map(str::trim).collect();
        let function = path[path.len() - 1];
        let (paper, tail) = check.id.split_once('/').unwrap();
        let own = tail.replace('-', "_");
        let other = match path.as_slice() {
            [.., paper, _] if *paper != "super" => {
                Some(format!("{paper}/{}", function.replace('_', "-")))
            }
            _ => None,
        };
        let fine = function == own
            || other
                .as_deref()
                .is_some_and(|id| id.split('/').next() != Some(paper) && registered.contains(id));
        if !fine {
            wrong.push(format!(
                "{}: {} (should be {own})",
                check.id, check.function
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "predicates not named after their ids:\n{}",
        wrong.join("\n")
    );
    assert!(named > 100, "only {named} predicates registered by name");
}

/// A claim reads every table it declares: a declared table never read is memory the
/// plan counts and a table the run builds for nothing. What a claim reads at its default bound
/// and on its printed examples is counted; a claim whose predicate reads no table though its
/// entry names games says so beside its predicate (`reads![]`), and declares none. (A read
/// of an undeclared table is an error at run time, the other direction.)
#[test]
fn every_declared_table_is_read() {
    let catalogue = catalogue();
    let tables = euclid_spec::claims::Tables::new(catalogue);
    let mut unread = Vec::new();
    for r in whole_run() {
        let claim = r.claim;
        let check = &run::join(claim).unwrap();
        euclid_spec::run::check_examples(&tables, claim, check);
        let mut read = r.games_read.clone();
        read.extend(tables.games_read(&r.claim.id));
        for n in check.run_bounds(claim, r.bound, false) {
            for table in check.declared(claim, n).unwrap().tables() {
                let line = format!("{}: declares {table}, never read", r.claim.id);
                if !read.contains(&table.game()) && !unread.contains(&line) {
                    unread.push(line);
                }
            }
        }
    }
    assert!(
        unread.is_empty(),
        "{}\n({} in all)",
        unread.join("\n"),
        unread.len()
    );
}

/// A check need not be a Rust function: a closure made while the program runs, owning what it
/// was made from (here a bound read at run time, as a statement written in the catalogue will
/// be), joins an entry and runs as a predicate does: its walk, its cases, its smallest
/// counterexample and each value it records.
#[test]
fn a_check_made_at_run_time_runs_as_a_predicate_does() {
    use euclid_spec::claims::{Check, ClaimCheck};
    use euclid_spec::harness::{domain::pairs, Pair, Status};
    let catalogue = catalogue();
    let tables = euclid_spec::claims::Tables::new(catalogue);
    let claim = catalogue.claim("chl2011/theorem-1").unwrap();
    let registered = registry().get(&claim.id).unwrap();
    // "b ÷ a < limit" on the pairs 0 < a < b ≤ N: false first at (1, limit).
    let made = |limit: u64| ClaimCheck {
        check: Check::new(move |_, run| {
            let n = run.n;
            run.all(pairs(1, n, true), |&Pair(a, b), o| {
                o.value("b ÷ a", b / a);
                Ok(b / a < limit)
            })
        }),
        ..registered.clone()
    };
    let read_at_run_time = std::hint::black_box(String::from("7")).parse().unwrap();
    let fails = euclid_spec::run::verdict_at(&tables, claim, &made(read_at_run_time), 20);
    assert_eq!(fails.status, Status::Fails);
    let at = fails.counterexample.expect("a counterexample");
    assert_eq!(at.one_line(), "(1, 7)  [b ÷ a: 7]");
    // The pairs (a, b) walk by b, then a: (1, 2), (1, 3), (2, 3), …, (1, 7) is the 16th.
    assert_eq!(fails.cases, 16);
    let holds = euclid_spec::run::verdict_at(&tables, claim, &made(21), 20);
    assert_eq!((holds.status, holds.cases), (Status::Holds, 190));
}

/// A predicate registered as reading nothing declares no table, so that a read is refused (the
/// declaration broken on purpose: chl2011/theorem-1 reads Euclid's table); and a game it reads
/// must be one its entry names.
#[test]
fn a_table_read_by_a_claim_registered_as_reading_none_is_refused() {
    use euclid_spec::claims::{read, ClaimCheck};
    let catalogue = catalogue();
    let tables = euclid_spec::claims::Tables::new(catalogue);
    let claim = catalogue.claim("chl2011/theorem-1").unwrap();
    let check = registry().get(&claim.id).unwrap();
    assert!(check.declared(claim, 10).unwrap().tables().len() == 1);
    let broken = ClaimCheck {
        reads: Some(&[]),
        ..check.clone()
    };
    assert!(broken.declared(claim, 10).unwrap().tables().is_empty());
    let checked = euclid_spec::run::check_examples(&tables, claim, &broken);
    assert!(!checked.is_empty());
    for c in &checked {
        let problems = c.problems.join("\n");
        assert!(
            problems.contains("chl2011/theorem-1 reads the cole-davie table")
                && problems.contains("which it does not declare (it declares none)"),
            "{problems}"
        );
    }
    let broken = ClaimCheck {
        reads: Some(&[read::CD, read::G1]),
        ..check.clone()
    };
    let refused = broken.declared(claim, 10).unwrap_err().to_string();
    assert!(
        refused.contains(
            "chl2011/theorem-1: its predicate reads g1, a game its entry does not name in `games`"
        ),
        "{refused}"
    );
}

/// The bound the planted-fault sweep runs a claim at: small (the tables stay small, a run takes
/// milliseconds), raised to the least bound the claim can use.
fn sweep_bound(check: &euclid_spec::claims::ClaimCheck) -> u64 {
    use euclid_spec::claims::Dimension;
    let small = match check.bound.dimension {
        Dimension::Pairs => 24,
        Dimension::Triples => 6,
        Dimension::Generations => 6,
        Dimension::Piles => 8,
        Dimension::Sums => 5,
        Dimension::Squares => 100,
        Dimension::Fixed => check.bound.default,
    };
    check.bound.effective(Some(small))
}

/// The faults planted, one at a time, in a table a claim reads: at every position of the table
/// with entries up to 24 (pairs) or 20 (triples), smallest first, each of 0, 1 and 2 that is
/// not the position's value. The same plants on every run.
fn plants(table: &euclid_spec::claims::Table) -> Vec<Plant> {
    use euclid_spec::claims::{Table, TripleTruth, Truth};
    let mut out = Vec::new();
    let wrong = |v: u64| (0..3u32).filter(move |&w| u64::from(w) != v);
    match *table {
        Table::Pair { game, misere, n } => {
            let m = n.min(24);
            let truth = Truth::build(game, misere, m).unwrap();
            for b in 0..=m {
                for a in 0..=b {
                    if let Ok(v) = truth.value(a, b) {
                        out.extend(wrong(v).map(|w| {
                            Plant::Pair(euclid_spec::claims::Planted {
                                game,
                                misere,
                                at: (a, b),
                                value: Some(w),
                            })
                        }));
                    }
                }
            }
        }
        Table::Triple { game, misere, n } => {
            let m = n.min(20);
            let truth = TripleTruth::build(game, misere, m).unwrap();
            for c in 1..=m {
                for b in 1..=c {
                    for a in 1..=b {
                        let v = truth.value(a, b, c).unwrap();
                        out.extend(wrong(v).map(|w| {
                            Plant::Triple(euclid_spec::claims::PlantedTriple {
                                game,
                                misere,
                                at: (a, b, c),
                                value: w,
                            })
                        }));
                    }
                }
            }
        }
    }
    out
}

enum Plant {
    Pair(euclid_spec::claims::Planted),
    Triple(euclid_spec::claims::PlantedTriple),
}

/// Claims that hold whatever one planted value says, for a reason the sweep below cannot reach:
/// each with why.
const PLANTS_CANNOT_REACH: &[(&str, &str)] = &[
    (
        "chl2011/fact-sprague-grundy-functions-differ",
        "an existence statement: one planted value moves its witness, it cannot remove every one",
    ),
    (
        "hss2008/table-fn-gn",
        "its counts come from the reference solver on the tree's nodes, which no plant reaches; \
         the printed table pins them",
    ),
];

/// Every claim that reads a table and holds can be turned: for at least one of the planted
/// faults above, in a table it declares, its verdict or its counterexample is not the one it
/// has on the true tables. A claim that holds whatever a planted value says is a check that
/// cannot fail: it is marked `scope = "consistency"` (its reading says why, every report prints
/// it), or listed above with the reason the plants cannot reach it. (A claim that fails as
/// printed fails whatever the tables say when its failure is not about their values; a
/// consistency check may be turned: a planted fault is an engine gone wrong.)
#[test]
fn every_claim_reading_a_table_can_be_turned_by_a_planted_fault() {
    use euclid_spec::catalogue::Scope;
    use euclid_spec::claims::Tables;
    use euclid_spec::run::verdict_at;
    let catalogue = catalogue();
    let registry = registry();
    let (mut unmarked, mut swept, mut formal) = (Vec::new(), 0, 0);
    // Each claim's predicate, then its formal statement where it has one (run as `--formal`
    // runs it), each at the bound of the predicate's sweep: a formal statement that agrees
    // with a predicate that holds may still be vacuous (`P ⇔ P`).
    let checks = catalogue.claims.iter().flat_map(|claim| {
        let predicate = (claim, registry.get(&claim.id).unwrap().clone(), "");
        let statement = claim.formal.as_ref().map(|_| {
            let f = euclid_spec::run::join_as(claim, true).unwrap();
            (claim, f, " (its formal statement)")
        });
        std::iter::once(predicate).chain(statement)
    });
    for (claim, check, what) in checks {
        let check = &check;
        let n = sweep_bound(registry.get(&claim.id).unwrap());
        let tables = check.declared(claim, n).unwrap().tables().to_vec();
        if tables.is_empty()
            || claim.scope == Scope::Consistency
            || PLANTS_CANNOT_REACH.iter().any(|(id, _)| *id == claim.id)
        {
            continue;
        }
        let key = |v: &euclid_spec::claims::Verdict| {
            (
                v.status,
                v.counterexample.as_ref().map(|f| f.position.clone()),
            )
        };
        let truth = key(&verdict_at(&Tables::new(catalogue), claim, check, n));
        if truth.0 != Status::Holds {
            continue;
        }
        swept += 1;
        formal += usize::from(!what.is_empty());
        let turned = tables.iter().flat_map(plants).any(|plant| {
            let planted = match plant {
                Plant::Pair(p) => Tables::new(catalogue).with_planted(vec![p]),
                Plant::Triple(p) => Tables::new(catalogue).with_planted_triples(vec![p]),
            };
            key(&verdict_at(&planted, claim, check, n)) != truth
        });
        if !turned {
            unmarked.push(format!("{}{what} (N = {n})", claim.id));
        }
    }
    assert!(swept > 100, "only {swept} claims read a table and hold");
    assert!(
        formal > 40,
        "only {formal} formal statements read a table and hold"
    );
    assert!(
        unmarked.is_empty(),
        "no planted fault turns these claims, and they are not marked scope = \"consistency\":\n{}",
        unmarked.join("\n")
    );
}

/// An entry's `default_bound` is the bound of a run that names none, and only that: the loader
/// refuses one that is not a positive integer, a run refuses one its check cannot run at (at the
/// entry's line and column), and a flag still takes the claim to any bound.
#[test]
fn an_entry_sets_its_own_default_bound() {
    for (value, needle) in [
        (
            "0",
            "ewd1981.toml:15:17: field `default_bound`: a default bound is a positive number",
        ),
        ("-3", "ewd1981.toml:15:17"),
        ("\"250\"", "ewd1981.toml:15:17"),
        ("2.5", "ewd1981.toml:15:17"),
        ("18446744073709551616", "ewd1981.toml:15:17"),
    ] {
        let text = format!("{HEADER}{GOOD}default_bound = {value}\n{EXAMPLE}");
        let err = load_one("ewd1981.toml", &text);
        assert!(
            err.contains(needle),
            "{value}: expected `{needle}` in: {err}"
        );
    }
    let dir = crate::util::scratch("default-bound");
    crate::util::copy_spec(&dir);
    let file = dir.join("ewd1981.toml");
    let original = std::fs::read_to_string(&file).unwrap();
    let anchor = "id = \"ewd1981/fact-symmetry\"";
    let at = original.find(anchor).unwrap();
    let expected_at = at + original[at..].find("expected = \"holds\"\n").unwrap();
    let line = original[..expected_at].matches('\n').count() + 2;
    let with = |value: &str| {
        let mut text = original.clone();
        text.insert_str(
            expected_at + "expected = \"holds\"\n".len(),
            &format!("default_bound = {value}\n"),
        );
        std::fs::write(&file, text).unwrap();
    };
    let verify = |extra: &[&str]| {
        let mut c = crate::util::binary();
        c.args(["verify", "--spec"]).arg(&dir);
        c.args(["--claim", "ewd1981/fact-symmetry"]).args(extra);
        let o = c.output().unwrap();
        let (out, err) = crate::util::text(&o);
        (o.status.code(), out, err)
    };
    // Below the least bound and above the largest: refused before the run, at the field.
    for value in ["2", "1000000000", "18446744073709551615"] {
        with(value);
        let (code, out, err) = verify(&[]);
        assert_eq!(code, Some(2), "{value}: {out}{err}");
        assert!(
            err.contains(&format!("ewd1981.toml:{line}:17: field `default_bound`: default_bound {value} is outside the bounds the check of `ewd1981/fact-symmetry` can run at: 3 to ")),
            "{value}: {err}"
        );
        assert!(out.is_empty(), "{value}: {out}");
        // `claims` lists each entry's bound through the same join: refused alike.
        let o = crate::util::binary()
            .args(["claims", "--spec"])
            .arg(&dir)
            .output()
            .unwrap();
        let (listed, why) = crate::util::text(&o);
        assert_eq!(o.status.code(), Some(2), "{value}: {listed}{why}");
        assert!(
            why.contains(&format!(
                "field `default_bound`: default_bound {value} is outside"
            )),
            "{value}: {why}"
        );
    }
    // Within them: the run's bound, and the plan's; a flag overrides it.
    with("40");
    let (code, out, err) = verify(&[]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("N=40 "), "{out}");
    assert!(out.contains(" 820 cases"), "{out}");
    let (_, plan, _) = verify(&["--dry-run"]);
    assert!(plan.contains("N=40 "), "{plan}");
    let (code, out, err) = verify(&["--pairs", "60"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("N=60 "), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}
