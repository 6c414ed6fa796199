//! Fidelity meta-tests: every entry's predicate reproduces the entry's printed examples; the
//! coverage ledger of each paper names every entry and only entries that exist, and records a
//! second reading of every entry; the domains are walked in the orders `spec/README.md` states.

use crate::util::{catalogue, spec_dir};
use euclid_spec::catalogue::Catalogue;
use euclid_spec::claims::{
    compositions, ordered_pairs, pairs, registry, triples, Failure, Obs, Pair, Run, Status, Tables,
    Triple,
};
use euclid_spec::run;
use std::collections::{BTreeMap, BTreeSet};

/// Every entry has examples; its predicate, run on them, finds what the paper prints there; and
/// an entry expected to fail has an example at its pinned counterexample.
#[test]
fn every_entry_reproduces_its_printed_examples() {
    let catalogue = catalogue();
    let tables = Tables::new(catalogue);
    let mut problems = Vec::new();
    for claim in &catalogue.claims {
        let where_ = format!("{}:{}", claim.file.display(), claim.line);
        if claim.examples.is_empty() {
            problems.push(format!("{where_}: {} has no example", claim.id));
            continue;
        }
        let check = run::join(claim).unwrap();
        let checked = run::check_examples(&tables, claim, &check);
        for e in &checked {
            for p in &e.problems {
                problems.push(format!(
                    "{}:{}: {} at {}: {p}",
                    claim.file.display(),
                    e.line,
                    claim.id,
                    e.at
                ));
            }
        }
        if claim.expected == Status::Fails {
            let pinned = claim.counterexample.as_deref().unwrap_or("");
            let reproduced = checked.iter().any(|e| {
                e.problems.is_empty()
                    && e.seen
                        .iter()
                        .any(|o| o.failure.as_ref().is_some_and(|f| f.position == pinned))
            });
            if !reproduced {
                problems.push(format!(
                    "{where_}: {} fails at {pinned}: give it an example there with fails = true",
                    claim.id
                ));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} example problems (run `cargo run --release -- examples` to see them all):\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// The rows of the tables in one `## ` section of a ledger: cells without the outer bars.
fn table_rows(text: &str, section: &str) -> Vec<Vec<String>> {
    let mut inside = false;
    let mut rows = Vec::new();
    for line in text.lines() {
        if let Some(title) = line.strip_prefix("## ") {
            inside = title.trim() == section;
            continue;
        }
        let line = line.trim();
        if !inside || !line.starts_with('|') || line.starts_with("| ---") {
            continue;
        }
        let cells: Vec<String> = line
            .trim_matches('|')
            .split('|')
            .map(|c| c.trim().to_string())
            .collect();
        // Header rows.
        if cells[0] == "#" || cells[0] == "claim" || cells[0] == "id" {
            continue;
        }
        rows.push(cells);
    }
    rows
}

/// The backticked claim ids in a cell.
fn ids_in(cell: &str) -> Vec<String> {
    cell.split('`')
        .skip(1)
        .step_by(2)
        .filter(|s| paper_keys().any(|k| s.starts_with(&format!("{k}/"))))
        .map(str::to_string)
        .collect()
}

/// The papers of the catalogue, by key: each has its ledger, its sentence index and its
/// readings (a new paper lands with them).
fn paper_keys() -> impl Iterator<Item = &'static str> {
    catalogue().papers.iter().map(|p| p.key.as_str())
}

fn ledger(key: &str) -> String {
    let path = spec_dir().join("coverage").join(format!("{key}.md"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The ledger of each paper maps every printed statement to entries (or says why it is not a
/// claim), names every entry of the paper, and names no entry that does not exist.
#[test]
fn every_paper_has_a_complete_coverage_ledger() {
    let catalogue = catalogue();
    let all: BTreeSet<&str> = catalogue.claims.iter().map(|c| c.id.as_str()).collect();
    let mut problems = Vec::new();
    for key in paper_keys() {
        let text = ledger(key);
        let rows = table_rows(&text, "Ledger");
        if rows.is_empty() {
            problems.push(format!("{key}: the ledger has no row"));
        }
        let mut named = BTreeSet::new();
        for row in &rows {
            let last = row.last().unwrap();
            let ids = ids_in(last);
            if last.contains("MISSING") {
                problems.push(format!("{key}: row {} is still MISSING: {last}", row[0]));
            }
            if ids.is_empty() && !last.starts_with("not a claim") {
                problems.push(format!(
                    "{key}: row {} names no claim and does not say `not a claim: <why>`",
                    row[0]
                ));
            }
            for id in ids {
                if !all.contains(id.as_str()) {
                    problems.push(format!(
                        "{key}: row {} names `{id}`, which is no entry",
                        row[0]
                    ));
                }
                named.insert(id);
            }
        }
        for c in catalogue.claims.iter().filter(|c| c.paper == key) {
            if !named.contains(&c.id) {
                problems.push(format!("{key}: `{}` is in no row of the ledger", c.id));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every entry has exactly one row in its paper's second-reading record, which says how it was
/// read, and every difference the reader found has a resolution.
#[test]
fn every_entry_has_a_second_reading() {
    let catalogue = catalogue();
    let mut problems = Vec::new();
    for key in paper_keys() {
        let text = ledger(key);
        // The record says how the reading was made (its date is in git).
        let has_reader = text.lines().any(|l| l.starts_with("Independent reading"));
        if !has_reader {
            problems.push(format!(
                "{key}: no `Independent reading: …` line saying how the reading was made"
            ));
        }
        let mut count: BTreeMap<String, usize> = BTreeMap::new();
        for row in table_rows(&text, "Second reading") {
            let id = row[0].trim_matches('`').to_string();
            if row.len() != 5 {
                problems.push(format!(
                    "{key}: the row of `{id}` has {} cells, not 5",
                    row.len()
                ));
                continue;
            }
            let compared = row[3].to_lowercase();
            if compared.starts_with("pending") {
                problems.push(format!("{key}: the second reading of `{id}` is pending"));
            }
            if compared.starts_with("differs") && row[4].is_empty() {
                problems.push(format!("{key}: `{id}` differs and has no resolution"));
            }
            *count.entry(id).or_default() += 1;
        }
        for c in catalogue.claims.iter().filter(|c| c.paper == key) {
            match count.get(&c.id) {
                Some(1) => {}
                Some(k) => problems.push(format!("{key}: `{}` has {k} rows", c.id)),
                None => problems.push(format!("{key}: `{}` has no second reading", c.id)),
            }
        }
        for id in count.keys() {
            if catalogue.claim(id).is_none() {
                problems.push(format!(
                    "{key}: the second reading names `{id}`, which is no entry"
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The orders of `spec/README.md`, held by the domains' iterators: strictly increasing in the
/// stated key, and complete.
#[test]
fn domains_are_walked_in_the_stated_orders() {
    fn increasing<T, K: Ord + std::fmt::Debug>(items: &[T], key: impl Fn(&T) -> K) {
        for w in items.windows(2) {
            assert!(
                key(&w[0]) < key(&w[1]),
                "{:?} then {:?}",
                key(&w[0]),
                key(&w[1])
            );
        }
    }
    let n = 9;
    // Pairs a ≤ b (a < b): by b, then a.
    for strict in [false, true] {
        let p: Vec<Pair> = pairs(0, n, strict).collect();
        increasing(&p, |&Pair(a, b)| (b, a));
        let expected = (0..=n)
            .flat_map(|b| (0..=b).filter(move |&a| !strict || a < b))
            .count();
        assert_eq!(p.len(), expected);
        assert!(p.iter().all(|&Pair(a, b)| a <= b && (!strict || a < b)));
        // Every lower end and bound, against the plain nested loops (empty ranges too).
        for lo in 0..4 {
            for m in 0..6 {
                let plain: Vec<Pair> = (lo..=m)
                    .flat_map(|b| (lo..=b).map(move |a| Pair(a, b)))
                    .filter(|&Pair(a, b)| !strict || a < b)
                    .collect();
                assert_eq!(pairs(lo, m, strict).collect::<Vec<_>>(), plain);
            }
        }
    }
    // Ordered pairs: by max, then a, then b; every pair once.
    let p: Vec<Pair> = ordered_pairs(1, n).collect();
    increasing(&p, |&Pair(a, b)| (a.max(b), a, b));
    assert_eq!(p.len() as u64, n * n);
    // Sorted triples: by c, then b, then a.
    let t: Vec<Triple> = triples(n).collect();
    increasing(&t, |&Triple(a, b, c)| (c, b, a));
    assert!(t
        .iter()
        .all(|&Triple(a, b, c)| 1 <= a && a <= b && b <= c && c <= n));
    assert_eq!(t.len() as u64, n * (n + 1) * (n + 2) / 6);
    assert_eq!(triples(0).count(), 0);
    assert_eq!(triples(1).collect::<Vec<_>>(), [Triple(1, 1, 1)]);
    // Sequences: by sum, then length, then lexicographically; 2^(s−1) of each sum s.
    let s: Vec<Vec<u64>> = compositions(8).map(|p| p.0).collect();
    increasing(&s, |p| (p.iter().sum::<u64>(), p.len(), p.clone()));
    assert_eq!(s.len(), (1..=8).map(|k| 1usize << (k - 1)).sum::<usize>());
}

/// A run reports the first failure in the domain's order, with the values compared there; a
/// run on chosen points records the values at those points only.
#[test]
fn runs_report_the_smallest_counterexample_and_record_values() {
    let check = |&Pair(a, b): &Pair, o: &mut Obs| -> Result<bool, Failure> {
        o.value("sum", a + b);
        Ok(a + b < 7)
    };
    let v = Run::whole(9).all(pairs(1, 9, false), check);
    assert_eq!(v.status, Status::Fails);
    let f = v.counterexample.unwrap();
    // By b, then a: (3, 4) has sum 7 and comes before (2, 5), (1, 6).
    assert_eq!(f.position, "(3, 4)");
    assert_eq!(f.answers, vec![("sum".to_string(), 7u64.into())]);
    let points = vec!["(1, 2)".to_string(), "(2, 5)".to_string()];
    let mut run = Run::only(9, &points);
    run.all(pairs(1, 9, false), check);
    let seen = run.observed();
    assert_eq!(seen.len(), 2);
    assert!(seen[0].holds && seen[0].values == vec![("sum".into(), "3".into())]);
    assert!(!seen[1].holds && seen[1].failure.as_ref().unwrap().position == "(2, 5)");
    // An existence statement: its first witness, in order.
    let v = Run::whole(9).any(pairs(1, 9, false), check, |_| Failure::at("none"));
    assert_eq!(v.note.as_deref(), Some("witness (1, 1)"));
}

/// The examples checker catches a predicate that checks something else: an example whose
/// printed value differs, a point outside the domain, and a holds/fails mismatch.
#[test]
fn the_examples_checker_catches_a_wrong_value() {
    let base = catalogue();
    let claim = base.claim("chl2011/theorem-1").unwrap().clone();
    let mut wrong = claim.clone();
    wrong.examples = vec![euclid_spec::catalogue::Example {
        at: "(3, 8)".into(),
        values: vec![("G".into(), "1".into())], // Table 1 prints 2
        fails: false,
        bound: None,
        source: "by hand: deliberately wrong".into(),
        line: 0,
    }];
    let outside = euclid_spec::catalogue::Example {
        at: "(8, 3)".into(), // the theorem's domain is 0 < a < b
        ..wrong.examples[0].clone()
    };
    let flipped = euclid_spec::catalogue::Example {
        values: vec![],
        fails: true,
        ..wrong.examples[0].clone()
    };
    wrong.examples.push(outside);
    wrong.examples.push(flipped);
    let registry = registry();
    let check = registry.get(&claim.id).unwrap();
    let catalogue: Catalogue = base.clone();
    let tables = Tables::new(&catalogue);
    let checked = run::check_examples(&tables, &wrong, check);
    assert_eq!(checked.len(), 3);
    assert!(checked[0].problems[0].contains("`G`: the example prints 1, the predicate finds 2"));
    assert!(checked[1].problems[0].contains("not a point of the predicate's domain"));
    assert!(checked[2].problems[0].contains("the example says the statement fails here"));
}

/// The kinds of sentence an index knows, in the order its counts line names them.
const SENTENCE_KINDS: [&str; 6] = [
    "assertion",
    "question",
    "definition",
    "structure",
    "citation",
    "image",
];

/// The problems of one paper's sentence index (`spec/coverage/<key>-sentences.md`): every
/// sentence, in order, numbered `s001`, `s002`, …; each assertion or question names the entries
/// that check it or says `skipped: <why>`; every other row gives its reason; the counts line
/// counts the rows; and every entry of the paper is named by some sentence.
fn sentence_index_problems(catalogue: &Catalogue, key: &str, text: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let rows = table_rows(text, "Sentences");
    if rows.is_empty() {
        problems.push(format!("{key}: the index has no `## Sentences` table"));
    }
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    let (mut with_entries, mut skipped) = (0, 0);
    let mut named = BTreeSet::new();
    for (i, row) in rows.iter().enumerate() {
        let id = format!("s{:03}", i + 1);
        if row.len() != 5 {
            problems.push(format!(
                "{key}: row {} has {} cells, not 5",
                row[0],
                row.len()
            ));
            continue;
        }
        if row[0] != id {
            problems.push(format!("{key}: row {} stands where {id} should", row[0]));
        }
        let (kind, last) = (row[3].as_str(), row[4].as_str());
        let Some(&kind) = SENTENCE_KINDS.iter().find(|k| **k == kind) else {
            problems.push(format!("{key}: {id}: `{kind}` is no kind of sentence"));
            continue;
        };
        *counts.entry(kind).or_default() += 1;
        if row[2].split_whitespace().count() < 2 && kind != "image" {
            problems.push(format!("{key}: {id}: give the sentence's first words"));
        }
        let ids = ids_in(last);
        for id in &ids {
            if catalogue.claim(id).is_none() {
                problems.push(format!("{key}: {}: `{id}` is no entry", row[0]));
            }
            named.insert(id.clone());
        }
        let reason = |text: &str| text.split_whitespace().count() >= 3;
        if last.contains("MISSING") {
            problems.push(format!("{key}: {id} is still MISSING"));
        } else if kind == "assertion" || kind == "question" {
            match last.strip_prefix("skipped: ") {
                Some(why) if reason(why) && kind == "assertion" => skipped += 1,
                Some(why) if reason(why) => {}
                Some(_) => problems.push(format!("{key}: {id}: skipped without a reason")),
                None if ids.is_empty() => problems.push(format!(
                    "{key}: {id} asserts something: name its entries, or `skipped: <why>`"
                )),
                None if kind == "assertion" => with_entries += 1,
                None => {}
            }
        } else if !reason(last) {
            problems.push(format!(
                "{key}: {id} ({kind}) gives no reason a reviewer can check"
            ));
        }
    }
    let count = |k: &str| counts.get(k).copied().unwrap_or(0);
    let expected = format!(
        "Counts: {} items; {} assertions ({with_entries} with entries, {skipped} skipped), {} \
         questions, {} definitions, {} structure, {} citations, {} images.",
        rows.len(),
        count("assertion"),
        count("question"),
        count("definition"),
        count("structure"),
        count("citation"),
        count("image"),
    );
    if !text.lines().any(|l| l.trim() == expected) {
        problems.push(format!(
            "{key}: the index must say, on a line of its own: {expected}"
        ));
    }
    for c in catalogue.claims.iter().filter(|c| c.paper == key) {
        if !named.contains(&c.id) {
            problems.push(format!("{key}: no sentence names `{}`", c.id));
        }
    }
    problems
}

/// Every paper has a sentence index: each sentence, proofs and remarks
/// included, an assertion mapped to the entries that check it or skipped with its reason.
#[test]
fn every_sentence_of_a_paper_is_indexed() {
    let catalogue = catalogue();
    let mut problems = Vec::new();
    for key in paper_keys() {
        let path = spec_dir()
            .join("coverage")
            .join(format!("{key}-sentences.md"));
        match std::fs::read_to_string(&path) {
            Ok(text) => problems.extend(sentence_index_problems(catalogue, key, &text)),
            Err(e) => problems.push(format!("{}: {e}", path.display())),
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The index's rules can fail: a made-up index with each kind of defect is refused for each.
#[test]
fn a_sentence_index_with_defects_is_refused() {
    let catalogue = catalogue();
    let index = |rows: &str, counts: &str| {
        format!("# Sentence index: ewd1981\n\n{counts}\n\n## Sentences\n\n| id | where | first words | kind | entries or reason |\n| --- | --- | --- | --- | --- |\n{rows}")
    };
    let all: Vec<String> = catalogue
        .claims
        .iter()
        .filter(|c| c.paper == "ewd1981")
        .map(|c| format!("`{}`", c.id))
        .collect();
    let good_rows = format!(
        "| s001 | title | On the game Euclid | structure | the note's title line |\n| s002 | body | The ratio decreases by moves | assertion | {} |\n",
        all.join(", ")
    );
    let good_counts = "Counts: 2 items; 1 assertions (1 with entries, 0 skipped), 0 questions, 0 definitions, 1 structure, 0 citations, 0 images.";
    assert_eq!(
        sentence_index_problems(catalogue, "ewd1981", &index(&good_rows, good_counts)),
        Vec::<String>::new()
    );
    let defects = [
        (
            good_rows.replace(&all.join(", "), "MISSING"),
            "is still MISSING",
        ),
        (
            good_rows.replace(&all.join(", "), "skipped: no"),
            "skipped without a reason",
        ),
        (
            good_rows.replace("s002", "s003"),
            "row s003 stands where s002 should",
        ),
        (
            good_rows.replace("| structure |", "| remark |"),
            "`remark` is no kind",
        ),
        (
            good_rows.replace("the note's title line", "title"),
            "gives no reason",
        ),
        (
            good_rows.replace(&all[0], "`ewd1981/fact-none`"),
            "`ewd1981/fact-none` is no entry",
        ),
        (
            good_rows.replace(&format!("{}, ", all[0]), ""),
            "no sentence names",
        ),
    ];
    for (rows, needle) in defects {
        let found = sentence_index_problems(catalogue, "ewd1981", &index(&rows, good_counts));
        assert!(
            found.iter().any(|p| p.contains(needle)),
            "{needle}: {found:?}"
        );
    }
    let found = sentence_index_problems(
        catalogue,
        "ewd1981",
        &index(&good_rows, &good_counts.replace("2 items", "3 items")),
    );
    assert!(found.iter().any(|p| p.contains("must say")), "{found:?}");
}

/// Every entry of a paper has one row in its ledger's third reading (does
/// the statement hold every printed word, does the predicate evaluate every clause, does the
/// reading say exactly what the predicate does, what does it use), and every finding has its
/// resolution.
#[test]
fn every_entry_of_a_paper_has_a_third_reading() {
    let catalogue = catalogue();
    let mut problems = Vec::new();
    for key in paper_keys() {
        let text = ledger(key);
        let mut count: BTreeMap<String, usize> = BTreeMap::new();
        for row in table_rows(&text, "Third reading") {
            let id = row[0].trim_matches('`').to_string();
            if row.len() != 3 {
                problems.push(format!(
                    "{key}: the third reading of `{id}` has {} cells, not 3",
                    row.len()
                ));
                continue;
            }
            if row[1] != "none" && row[2].is_empty() {
                problems.push(format!("{key}: `{id}`: a finding without its resolution"));
            }
            *count.entry(id).or_default() += 1;
        }
        for c in catalogue.claims.iter().filter(|c| c.paper == *key) {
            match count.get(&c.id) {
                Some(1) => {}
                Some(k) => problems.push(format!("{key}: `{}` has {k} third-reading rows", c.id)),
                None => problems.push(format!("{key}: `{}` has no third reading", c.id)),
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
