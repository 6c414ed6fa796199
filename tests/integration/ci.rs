//! What CI systems read: shards of a run merged back into the whole run's report, JUnit and
//! Markdown parsed and counted, GitHub annotations pointing at catalogue entries.

use crate::util::{
    binary, catalogue, copy_spec, expect, expect_straffin_to_hold, fixture_claims, fixture_dir,
    root, run, scratch, text,
};
use euclid_spec::catalogue::{Catalogue, Status};
use euclid_spec::claims::Dimension;
use euclid_spec::report::{self, merge, Report};
use euclid_spec::run::{self, run_shard_ids, Options, Shard};
use std::process::Output;

/// The records with the timings taken out.
fn timeless(mut r: Report) -> Report {
    for c in &mut r.claims {
        c.seconds = 0.0;
    }
    r
}

/// Small bounds in every dimension, for the shard tests: sharding and merging depend on the
/// walks' order and the claims' records, not on how far the walks go, and at these bounds every
/// claim still walks several chunks of points (the largest walk more than a thousand points)
/// while the whole catalogue runs in a fraction of the default run's time. A failing claim's
/// bound is raised to reach its pinned counterexample.
fn small_bounds() -> Options {
    Options {
        bounds: [
            (Dimension::Pairs, 64),
            (Dimension::Triples, 12),
            (Dimension::Generations, 12),
            (Dimension::Piles, 8),
            (Dimension::Sums, 5),
            (Dimension::Squares, 100),
        ]
        .into(),
        // The printed examples do not depend on the bounds or the shards: checked elsewhere
        // (`hostile::verify_with_a_wrong_printed_example` puts them through the shards).
        skip_examples: true,
        ..Options::default()
    }
}

/// The shards' reports of the whole catalogue at [`small_bounds`], with claims estimated at
/// `split_from` cases or more split in strides; how many records, and how many carry a stride.
fn shards(
    catalogue: &Catalogue,
    count: u64,
    split_from: Option<u64>,
) -> (Vec<(String, Report)>, usize, usize) {
    let mut parts = Vec::new();
    let (mut records, mut strides) = (0, 0);
    for index in 1..=count {
        let options = Options {
            shard: Some(Shard { index, count }),
            split_from,
            ..small_bounds()
        };
        let results = run::run(catalogue, &options, |_| {}).unwrap();
        records += results.len();
        strides += results.iter().filter(|r| r.split.is_some()).count();
        let header = run_shard_ids(catalogue, &options).unwrap();
        parts.push((format!("shard {index}"), Report::of(&results, header)));
    }
    (parts, records, strides)
}

/// A shard splits a claim by the work it walks (its domain's points, or the work it declares),
/// not by the cases it checks: chl2011 Theorem 1 walks the 250 000 ordered pairs to 500 and
/// checks the 124 750 with 0 < a < b, so `--split-from 200000` splits it and 300000 does not.
#[test]
fn a_shard_splits_a_claim_by_its_work() {
    let catalogue = catalogue();
    let split = |split_from: u64| {
        let options = Options {
            claims: vec!["chl2011/theorem-1".into()],
            shard: Some(Shard { index: 1, count: 2 }),
            split_from: Some(split_from),
            skip_examples: true,
            ..Options::default()
        };
        let whole = Options {
            shard: None,
            ..options.clone()
        };
        let plan = run::plan(catalogue, &whole).unwrap();
        assert_eq!(
            (
                plan.claims[0].estimated_cases,
                plan.claims[0].estimated_work
            ),
            (124_750, 250_000)
        );
        let results = run::run(catalogue, &options, |_| {}).unwrap();
        results.iter().any(|r| r.split.is_some())
    };
    assert!(split(200_000));
    assert!(!split(300_000));
}

#[test]
fn shards_merged_are_the_whole_run() {
    let catalogue = catalogue();
    let whole = run::run(catalogue, &small_bounds(), |_| {}).unwrap();
    let whole = timeless(Report::of(&whole, None));
    // Whole claims, each in one shard (nothing reaches the default split size at these bounds).
    let (mut parts, records, strides) = shards(catalogue, 3, None);
    assert_eq!(
        (records, strides),
        (whole.claims.len(), 0),
        "every claim in exactly one shard"
    );
    for (_, p) in &parts {
        // Each shard holds a part, not the whole.
        assert!(!p.claims.is_empty() && p.claims.len() < whole.claims.len());
    }
    // The order of the files does not matter.
    parts.reverse();
    let merged = timeless(merge(parts, catalogue).unwrap());
    assert_eq!(merged, whole);
    // Every claim that walks pairs, triples, piles or sums split in strides, one per
    // shard: the strides put together are the whole run too, smallest counterexamples, cases
    // and verdicts alike.
    let (parts, _, strides) = shards(catalogue, 3, Some(0));
    assert!(strides >= 3 * 100, "{strides} strides");
    let split = timeless(merge(parts.clone(), catalogue).unwrap());
    let differ: Vec<&str> = split
        .claims
        .iter()
        .zip(&whole.claims)
        .filter(|(a, b)| a != b)
        .map(|(a, _)| a.id.as_str())
        .collect();
    assert!(differ.is_empty(), "strides put together differ: {differ:?}");
    assert_eq!(split, whole);
    // A stride missing is an error.
    let mut short = parts;
    short[1].1.claims.retain(|c| c.split.is_none());
    let e = merge(short, catalogue).unwrap_err().to_string();
    assert!(e.contains("strides"), "{e}");
    // Claims that fail as printed keep their pinned counterexample through the merge.
    let pinned = merged
        .claims
        .iter()
        .filter(|c| c.status == Status::Fails && c.as_expected && c.counterexample.is_some())
        .count();
    assert!(pinned >= 20, "{pinned}");
    assert_eq!(merged.summary.unexpected, 0);
}

/// The report shard `index` of `count` of a run of the claims `run` would write, holding the
/// records of `ids` (those a real run of `run` gives them).
fn shard_report(index: u64, count: u64, run: &[&str], ids: &[&str]) -> (String, Report) {
    let catalogue = catalogue();
    let options = |shard| Options {
        claims: run.iter().map(|s| s.to_string()).collect(),
        shard,
        ..Options::default()
    };
    let results = run::run(catalogue, &options(None), |_| {}).unwrap();
    let header = run_shard_ids(catalogue, &options(Some(Shard { index, count }))).unwrap();
    let records: Vec<report::Record> = ids
        .iter()
        .map(|id| match results.iter().find(|r| r.claim.id == *id) {
            Some(r) => report::Record::of(r),
            // A claim outside the run, run alone; an id the catalogue has not.
            None if catalogue.claim(id).is_some() => {
                let alone = Options {
                    claims: vec![id.to_string()],
                    ..Options::default()
                };
                report::Record::of(&run::run(catalogue, &alone, |_| {}).unwrap()[0])
            }
            None => {
                let mut other = report::Record::of(&results[0]);
                other.id = id.to_string();
                other
            }
        })
        .collect();
    (
        format!("s{index}.json"),
        Report {
            schema: report::JSON_SCHEMA,
            tool: Some(report::Tool::this()),
            summary: report::summarize(&records),
            claims: records,
            shard: header,
            selection: run::selection_named(&options(None)),
        },
    )
}

/// Three claims expected to hold, the first two owned by shard 1 of 2 and the third by shard 2
/// (a claim run whole belongs to the shard its id hashes to).
fn three_claims() -> [&'static str; 3] {
    let mut one = Vec::new();
    let mut two = Vec::new();
    for c in &catalogue().claims {
        if c.expected != Status::Holds {
            continue;
        }
        if (Shard { index: 1, count: 2 }).owns(&c.id) {
            one.push(c.id.as_str());
        } else {
            two.push(c.id.as_str());
        }
    }
    [one[0], one[1], two[0]]
}

#[test]
fn merge_refuses_a_set_that_is_not_one_whole_run() {
    let catalogue = catalogue();
    let [a, b, c] = three_claims();
    let run = [a, b, c];
    let good = || {
        vec![
            shard_report(1, 2, &run, &[a, b]),
            shard_report(2, 2, &run, &[c]),
        ]
    };
    let merged = merge(good(), catalogue).unwrap();
    let ids: Vec<&str> = merged.claims.iter().map(|c| c.id.as_str()).collect();
    // In the catalogue's order.
    let order: Vec<&str> = catalogue
        .claims
        .iter()
        .map(|c| c.id.as_str())
        .filter(|id| run.contains(id))
        .collect();
    assert_eq!(ids, order);
    let cases: u64 = good()
        .iter()
        .flat_map(|(_, r)| &r.claims)
        .map(|r| r.cases)
        .sum();
    assert_eq!(merged.summary.cases, cases);
    let refused = |parts: Vec<(String, Report)>, needle: &str| {
        let e = merge(parts, catalogue).unwrap_err().to_string();
        assert!(e.contains(needle), "{e}");
    };
    refused(good()[..1].to_vec(), "shard 2/2 missing");
    refused(vec![good()[0].clone(), good()[0].clone()], "given twice");
    refused(
        vec![good()[0].clone(), shard_report(2, 3, &run, &[c])],
        "another run",
    );
    refused(
        vec![good()[0].clone(), shard_report(2, 2, &run, &[c, a])],
        "belongs to another shard",
    );
    refused(
        vec![good()[0].clone(), shard_report(2, 2, &run, &[])],
        &format!("{c} is in the run but in no shard"),
    );
    let outside = catalogue
        .claims
        .iter()
        .find(|x| {
            !run.contains(&x.id.as_str())
                && !(Shard { index: 1, count: 2 }.owns(&x.id))
                && x.expected == Status::Holds
        })
        .unwrap();
    refused(
        vec![
            good()[0].clone(),
            shard_report(2, 2, &run, &[c, &outside.id]),
        ],
        "not in the run",
    );
    refused(
        vec![
            good()[0].clone(),
            shard_report(2, 2, &run, &[c, "nobody/nothing"]),
        ],
        "the catalogue has no such claim",
    );
    let mut other = good();
    if let Some(h) = other[1].1.shard.as_mut() {
        h.fingerprint = "g".into();
    }
    refused(other, "other bounds");
    let mut huge = good();
    for (_, r) in &mut huge {
        if let Some(h) = r.shard.as_mut() {
            h.count = 1 << 50;
        }
    }
    refused(huge, "a run has 1 to 1000000");
    let mut plain = good();
    plain[1].1.shard = None;
    refused(plain, "not the report of a shard");
    refused(Vec::new(), "needs the reports");
    let mut elsewhere = good();
    if let Some(h) = elsewhere[0].1.shard.as_mut() {
        h.catalogue = "0123456789abcdef".into();
    }
    refused(elsewhere, "ran another catalogue");
    assert!(Report::parse("x.json", "{\"claims\": 3}").is_err());
}

#[test]
fn shards_on_the_command_line() {
    let dir = scratch("shards");
    // Every run here is of the fixture catalogue, its claims named.
    let fixture = fixture_dir().to_string_lossy().into_owned();
    let on_fixture = |args: &[&str]| on_catalogue(&fixture, args);
    // The reports of `verify --shard k/2 <extra>` (JSON, or `format`), written to files.
    let shard_files = |name: &str, extra: &[&str]| -> Vec<String> {
        (1..=2)
            .map(|k| {
                let part = format!("{k}/2");
                let mut args = vec!["verify", "--shard", &part];
                args.extend(extra);
                args.extend(["--format", "json"]);
                let o = on_fixture(&args);
                assert_eq!(o.status.code(), Some(0), "{:?}", text(&o));
                let file = dir.join(format!("{name}-{k}.json"));
                std::fs::write(&file, &o.stdout).unwrap();
                file.to_string_lossy().into_owned()
            })
            .collect()
    };
    let files = shard_files("shard", &[]);
    // The same claims split in strides, every shard walking part of every claim.
    let strided = shard_files("stride", &["--split-from", "0"]);
    let whole = on_fixture(&["verify", "--format", "json"]);
    let joined = on_fixture(&["merge", &strided[1], &strided[0]]);
    assert_eq!(joined.status.code(), Some(0), "{:?}", text(&joined));
    let merged = on_fixture(&["merge", &files[0], &files[1]]);
    assert_eq!(merged.status.code(), Some(0), "{:?}", text(&merged));
    let parse =
        |bytes: &[u8]| timeless(Report::parse("out", &String::from_utf8_lossy(bytes)).unwrap());
    assert_eq!(parse(&merged.stdout), parse(&whole.stdout));
    assert_eq!(parse(&joined.stdout), parse(&whole.stdout));
    // The text of the merge is the text of the whole run, line for line: the same claim lines
    // (the times aside), the same summary but for how long the run took.
    let whole_text = on_fixture(&["verify", "--format", "text"]);
    let lines = text_lines;
    for merged_text in [
        on_fixture(&["merge", &files[0], &files[1], "--format", "text"]),
        on_fixture(&["merge", &strided[0], &strided[1], "--format", "text"]),
    ] {
        assert_eq!(lines(&merged_text), lines(&whole_text));
    }
    assert!(
        lines(&whole_text)
            .iter()
            .any(|l| l.contains("fails (as expected)"))
            && lines(&whole_text).iter().any(|l| l.contains("(partial)")),
        "{:?}",
        lines(&whole_text)
    );
    expect(&["verify", "--split-from", "0"], 2, "--shard");
    // JUnit of the merge: one test case per claim.
    let junit = on_fixture(&["merge", &files[0], &files[1], "--format", "junit"]);
    let cases = count_testcases(&String::from_utf8_lossy(&junit.stdout));
    assert_eq!(cases.0, parse(&whole.stdout).claims.len());
    expect(
        &["merge", &files[0], "--spec", &fixture],
        2,
        "shard 2/2 missing",
    );
    expect(
        &["merge", &files[0], &files[0], "--spec", &fixture],
        2,
        "given twice",
    );
    // A shard run at another bound is of another run.
    let other = on_fixture(&[
        "verify", "--shard", "2/2", "--pairs", "50", "--format", "json",
    ]);
    let other_file = dir.join("other.json");
    std::fs::write(&other_file, &other.stdout).unwrap();
    expect(
        &[
            "merge",
            &files[0],
            &other_file.to_string_lossy(),
            "--spec",
            &fixture,
        ],
        2,
        "other bounds",
    );
    expect(
        &["merge", "/nonexistent.json"],
        2,
        "cannot read /nonexistent.json",
    );
    expect(&["verify", "--shard", "3/2"], 2, "1 ≤ K ≤ N");
    expect(&["verify", "--shard", "0/2"], 2, "1 ≤ K ≤ N");
    expect(&["verify", "--shard", "x"], 2, "--shard takes K/N");
    expect(
        &["verify", "--dry-run", "--format", "junit"],
        2,
        "as text or json",
    );
    std::fs::write(dir.join("bad.json"), "not json").unwrap();
    expect(
        &["merge", &dir.join("bad.json").to_string_lossy()],
        2,
        "is not a report of `verify --format json`",
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The binary run with `args` on the catalogue folder `spec` (the fixture's entries, or a copy
/// of them): `--spec spec`, and for `verify` the fixture's claims named.
fn on_catalogue(spec: &str, args: &[&str]) -> Output {
    let mut all: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    all.extend(["--spec".to_string(), spec.to_string()]);
    if args[0] == "verify" {
        all.extend(fixture_claims());
    }
    let all: Vec<&str> = all.iter().map(String::as_str).collect();
    run(&all)
}

/// A text report's lines with its times taken out (a claim's seconds, the run's `in Ns` or a
/// merge's `(merged)`): what a run and its shards merged must print alike.
fn text_lines(o: &Output) -> Vec<String> {
    let time = regex_lite::Regex::new(r"\d+\.\d+s\b").unwrap();
    let took = regex_lite::Regex::new(r" in \[t\];| \(merged\);").unwrap();
    String::from_utf8_lossy(&o.stdout)
        .lines()
        .map(|l| took.replace(&time.replace_all(l, "[t]"), ";").into_owned())
        .collect()
}

/// A run with an unexpected verdict reads the same merged: the fixture with one expectation
/// flipped (ewd1981's reading with k0 = 1, expected to hold), its why, reproduce line and
/// counterexample in verify's text and in the merge of its shards alike, exit 1 both.
#[test]
fn an_unexpected_verdict_merged_reads_as_the_run() {
    let dir = scratch("unexpected-merged");
    let spec = dir.join("spec");
    std::fs::create_dir_all(&spec).unwrap();
    for entry in std::fs::read_dir(fixture_dir()).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(&path, spec.join(path.file_name().unwrap())).unwrap();
    }
    let file = spec.join("ewd1981.toml");
    let toml = std::fs::read_to_string(&file).unwrap();
    let start = toml
        .find("id = \"ewd1981/fact-move-on-kn-reading-k0-one\"")
        .unwrap();
    let end = start + toml[start..].find("[[claim]]").unwrap();
    let flipped = toml[start..end]
        .replace("expected = \"fails\"", "expected = \"holds\"")
        .replace("counterexample = \"(1, 2)\"\n", "")
        .replace("fails = true\n", "");
    std::fs::write(
        &file,
        format!("{}{flipped}{}", &toml[..start], &toml[end..]),
    )
    .unwrap();
    let spec = spec.to_string_lossy().into_owned();
    let on = |args: &[&str]| on_catalogue(&spec, args);
    let whole = on(&["verify", "--format", "text"]);
    assert_eq!(whole.status.code(), Some(1), "{:?}", text(&whole));
    let files: Vec<String> = (1..=2)
        .map(|k| {
            let part = format!("{k}/2");
            let o = on(&["verify", "--shard", &part, "--format", "json"]);
            let file = dir.join(format!("shard-{k}.json"));
            std::fs::write(&file, &o.stdout).unwrap();
            file.to_string_lossy().into_owned()
        })
        .collect();
    let merged = on(&["merge", &files[0], &files[1], "--format", "text"]);
    assert_eq!(merged.status.code(), Some(1), "{:?}", text(&merged));
    let lines = text_lines(&whole);
    assert!(
        lines.iter().any(|l| l.contains("FAILS UNEXPECTED"))
            && lines
                .iter()
                .any(|l| l.trim_start().starts_with("reproduce: ")),
        "{lines:?}"
    );
    assert_eq!(text_lines(&merged), lines);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// (test cases, failures, the failures' messages) in a JUnit document.
fn count_testcases(xml: &str) -> (usize, usize, Vec<String>) {
    let cases = crate::util::junit_cases(xml);
    let messages: Vec<String> = cases.iter().filter_map(|c| c.1.clone()).collect();
    (cases.len(), messages.len(), messages)
}

#[test]
fn junit_markdown_and_annotations_of_an_unexpected_verdict() {
    let dir = scratch("ci");
    copy_spec(&dir);
    let (changed, entry_line) = expect_straffin_to_hold(&dir);

    let spec = dir.to_string_lossy().into_owned();
    let args = |format: &str| {
        vec![
            "--spec".to_string(),
            spec.clone(),
            "verify".into(),
            "--paper".into(),
            "ho2014".into(),
            "--pairs".into(),
            "30".into(),
            "--format".into(),
            format.into(),
        ]
    };
    let go = |format: &str, github: bool| {
        let mut c = binary();
        c.args(args(format));
        if github {
            c.env("GITHUB_ACTIONS", "true");
        } else {
            c.env_remove("GITHUB_ACTIONS");
        }
        c.output().unwrap()
    };
    let json = go("json", false);
    assert_eq!(json.status.code(), Some(1));
    let report = Report::parse("json", &String::from_utf8_lossy(&json.stdout)).unwrap();
    let claims = report.claims.len();
    // JUnit: a test case per claim, one failure, whose message says why and whose text has the
    // counterexample and the reproduce command.
    let junit = go("junit", false);
    assert_eq!(junit.status.code(), Some(1));
    let xml = String::from_utf8_lossy(&junit.stdout).into_owned();
    let (cases, failures, messages) = count_testcases(&xml);
    assert_eq!((cases, failures), (claims, 1), "{xml}");
    assert!(
        messages[0].contains("expected holds, got fails"),
        "{messages:?}"
    );
    assert!(xml.contains("verify --claim ho2014/proposition-straffin --pairs 30"));
    assert!(xml.contains("counterexample (1, 1)"), "{xml}");
    // Markdown: the unexpected claim first, then a row per claim.
    let md = go("markdown", false);
    let md = String::from_utf8_lossy(&md.stdout).into_owned();
    assert!(md.contains("1 unexpected"), "{md}");
    let rows = md
        .lines()
        .skip_while(|l| !l.starts_with("### Claims"))
        .filter(|l| l.starts_with("| `"))
        .count();
    assert_eq!(rows, claims, "{md}");
    assert!(md.len() < report::MARKDOWN_LIMIT);
    // Annotations on GitHub only, at the entry's file and line.
    let plain = go("text", false);
    assert!(!String::from_utf8_lossy(&plain.stdout).contains("::error"));
    let gh = go("text", true);
    let out = String::from_utf8_lossy(&gh.stdout).into_owned();
    let line = out
        .lines()
        .find(|l| l.starts_with("::error "))
        .unwrap_or_else(|| panic!("no annotation in {out}"));
    assert!(line.contains("ho2014.toml"), "{line}");
    let at = line
        .split("line=")
        .nth(1)
        .and_then(|s| s.split(',').next())
        .and_then(|s| s.parse::<usize>().ok())
        .unwrap();
    // The entry's header `[[claim]]` is on the line just above its id.
    let lines: Vec<&str> = changed.lines().collect();
    assert!(
        (entry_line.saturating_sub(2)..=entry_line + 1).contains(&at)
            && lines[..=at.min(lines.len() - 1)]
                .iter()
                .rev()
                .any(|l| l.starts_with("[[claim]]")),
        "annotation at line {at}, entry at {entry_line}"
    );
    assert!(
        line.contains("title=ho2014/proposition-straffin::"),
        "{line}"
    );
    // With a machine format on stdout, annotations go to stderr and stdout stays parseable.
    let gh = go("json", true);
    assert!(String::from_utf8_lossy(&gh.stderr).contains("::error file="));
    assert!(Report::parse("json", &String::from_utf8_lossy(&gh.stdout)).is_ok());
    std::fs::remove_dir_all(&dir).unwrap();
}

fn yaml(path: &str) -> serde_yaml::Value {
    let text = std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_yaml::from_str(&text).unwrap_or_else(|e| panic!("{path} is not YAML: {e}"))
}

/// Every `run:` script of a workflow, by job.
fn scripts(workflow: &serde_yaml::Value) -> Vec<(String, String)> {
    let mut all = Vec::new();
    let jobs = workflow["jobs"].as_mapping().expect("jobs");
    for (name, job) in jobs {
        let steps = job["steps"].as_sequence().expect("steps");
        assert!(!steps.is_empty());
        for step in steps {
            // Every step runs a script or uses an action, and names nothing else to do.
            assert!(
                step.get("run").is_some() ^ step.get("uses").is_some(),
                "{step:?}"
            );
            if let Some(run) = step["run"].as_str() {
                all.push((name.as_str().unwrap().to_string(), run.to_string()));
            }
        }
    }
    all
}

/// The workflow files parse, name the jobs the README describes, and every euclid-spec command
/// and flag they run exists in this CLI (asked through `--help`). They cannot run here: this is
/// what can be checked without GitHub.
#[test]
fn the_workflows_parse_and_name_commands_that_exist() {
    let ci = yaml(".github/workflows/ci.yml");
    let jobs = ci["jobs"].as_mapping().unwrap();
    for job in ["ci", "claims", "deep-verify", "merge"] {
        assert!(jobs.contains_key(job), "ci.yml has no job {job}");
    }
    assert_eq!(
        ci["jobs"]["deep-verify"]["strategy"]["matrix"]["shard"]
            .as_sequence()
            .unwrap()
            .len(),
        4
    );
    let runs = scripts(&ci);
    assert!(runs
        .iter()
        .any(|(j, r)| j == "ci" && r.trim() == "bash .ci/run"));
    let mut commands = 0;
    for (job, script) in &runs {
        // Lines joined where they continue with a backslash.
        let script = script.replace("\\\n", " ");
        for line in script.lines() {
            let Some((_, rest)) = line.split_once("cargo run --locked --release -- ") else {
                continue;
            };
            let words: Vec<&str> = rest.split_whitespace().collect();
            let sub = words[0];
            let help = run(&[sub, "--help"]);
            assert_eq!(help.status.code(), Some(0), "{job}: `{sub}` is no command");
            let help = String::from_utf8_lossy(&help.stdout).into_owned();
            for flag in words.iter().filter(|w| w.starts_with("--")) {
                assert!(help.contains(flag), "{job}: `{sub}` has no flag {flag}");
            }
            commands += 1;
        }
        if script.contains("nextest") {
            let config = std::fs::read_to_string(root().join(".config/nextest.toml")).unwrap();
            assert!(config.contains("[profile.ci]") && config.contains("[profile.ci.junit]"));
            assert!(script.contains("--test claims"));
            assert!(root().join("tests/claims.rs").is_file());
        }
    }
    assert!(commands >= 4, "{commands} euclid-spec commands found");
    assert!(root().join(".ci/run").is_file());

    // ClusterFuzzLite: the project, the build script, and the two fuzzing workflows.
    assert_eq!(
        yaml(".clusterfuzzlite/project.yaml")["language"].as_str(),
        Some("rust")
    );
    let docker = std::fs::read_to_string(root().join(".clusterfuzzlite/Dockerfile")).unwrap();
    assert!(docker.contains("base-builder-rust") && docker.contains("build.sh"));
    let build = std::fs::read_to_string(root().join(".clusterfuzzlite/build.sh")).unwrap();
    assert!(
        build.contains("cargo fuzz build -O --debug-assertions")
            && build.contains("_seed_corpus.zip")
    );
    for (file, modes) in [
        (".github/workflows/cflite_pr.yml", vec!["code-change"]),
        (".github/workflows/cflite_batch.yml", vec!["batch", "prune"]),
    ] {
        let w = yaml(file);
        let mut found = Vec::new();
        for (_, job) in w["jobs"].as_mapping().unwrap() {
            for step in job["steps"].as_sequence().unwrap() {
                let uses = step["uses"].as_str().unwrap_or("");
                assert!(
                    uses.starts_with("google/clusterfuzzlite/actions/"),
                    "{file}: {uses}"
                );
                if uses.contains("build_fuzzers") {
                    assert_eq!(step["with"]["language"].as_str(), Some("rust"), "{file}");
                }
                if let Some(mode) = step["with"]["mode"].as_str() {
                    found.push(mode.to_string());
                }
            }
        }
        assert_eq!(found, modes, "{file}");
    }
    assert!(yaml(".github/workflows/cflite_batch.yml")["on"]["schedule"].is_sequence());
}

/// A cargo `compiler-artifact` message, as `--message-format=json` writes it.
fn artifact(
    name: &str,
    kind: &str,
    opt: &str,
    test: bool,
    features: &[&str],
    fresh: bool,
) -> String {
    serde_json::json!({
        "reason": "compiler-artifact",
        "package_id": format!("registry+https://github.com/rust-lang/crates.io-index#{name}@1.0.0"),
        "target": { "name": name, "kind": [kind] },
        "profile": { "opt_level": opt, "test": test },
        "features": features,
        "fresh": fresh,
    })
    .to_string()
}

/// `.ci/compiled_once.py` over message files written here: its exit code and output.
fn compiled_once(files: &[&str]) -> (Option<i32>, String) {
    let dir = crate::util::scratch("compiled-once");
    std::fs::create_dir_all(&dir).unwrap();
    let mut args = Vec::new();
    for (i, text) in files.iter().enumerate() {
        if *text == "--nothing" {
            args.push(text.to_string());
            continue;
        }
        let path = dir.join(format!("{i}.json"));
        std::fs::write(&path, text).unwrap();
        args.push(path.display().to_string());
    }
    let o = std::process::Command::new("python3")
        .arg(root().join(".ci/compiled_once.py"))
        .args(&args)
        .output()
        .unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    let (out, err) = text(&o);
    (o.status.code(), format!("{out}{err}"))
}

/// CI's count of what the README's two commands compile fails on a crate compiled again with
/// another feature set, and on a third build that compiles anything; a proc-macro's host build
/// beside its target build, a build script run for two feature sets of its crate, and the
/// library's unit-test build beside the library are not repeats.
#[test]
fn ci_counts_a_crate_compiled_twice() {
    if std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("no python3 here: .ci/compiled_once.py is not run");
        return;
    }
    let lines = |a: &[String]| a.join("\n") + "\n";
    let first = lines(&[
        "   Compiling rustix v1.1.6".into(),
        artifact("rustix", "lib", "3", false, &["process"], false),
        artifact("syn", "lib", "0", false, &["full"], false),
        artifact("quote", "custom-build", "0", false, &["proc-macro"], false),
        artifact("euclid_spec", "lib", "3", false, &["cli"], false),
    ]);
    let again = lines(&[artifact(
        "rustix",
        "lib",
        "3",
        false,
        &["fs", "process"],
        false,
    )]);
    let (code, out) = compiled_once(&[&first, &again]);
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("compiled 2 times: rustix@1.0.0, lib rustix, for the target"),
        "{out}"
    );
    let fine = lines(&[
        artifact("rustix", "lib", "3", false, &["process"], true),
        artifact("syn", "lib", "3", false, &["full"], false),
        artifact("quote", "custom-build", "0", false, &[], false),
        artifact("euclid_spec", "lib", "3", true, &["cli"], false),
    ]);
    let (code, out) = compiled_once(&[&first, &fine]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("0 compiled more than once"), "{out}");
    let (code, out) = compiled_once(&["--nothing", &fine]);
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("compiled again with nothing changed: syn@1.0.0"),
        "{out}"
    );
    let nothing = lines(&[artifact("rustix", "lib", "3", false, &["process"], true)]);
    let (code, out) = compiled_once(&["--nothing", &nothing]);
    assert_eq!(code, Some(0), "{out}");
}

/// CI's check of the Rust version fails when a locked dependency declares a newer one than the
/// crate, `1.89` and `1.89.0` being the same.
#[test]
fn ci_holds_the_rust_version_to_the_dependencies() {
    if std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("no python3 here: .ci/rust_version.py is not run");
        return;
    }
    let check = |ours: &str, theirs: &str| {
        let meta = serde_json::json!({
            "workspace_members": ["path+file:///x#euclid-spec@0.1.0"],
            "packages": [
                { "id": "path+file:///x#euclid-spec@0.1.0", "name": "euclid-spec", "version": "0.1.0", "rust_version": ours },
                { "id": "registry+r#uuid@1.29.3", "name": "uuid", "version": "1.29.3", "rust_version": theirs },
                { "id": "registry+r#itoa@1.0.0", "name": "itoa", "version": "1.0.0", "rust_version": null },
            ],
        });
        let mut child = std::process::Command::new("python3")
            .arg(root().join(".ci/rust_version.py"))
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write as _;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(meta.to_string().as_bytes())
            .unwrap();
        let o = child.wait_with_output().unwrap();
        (
            o.status.code(),
            String::from_utf8_lossy(&o.stdout).into_owned(),
        )
    };
    assert_eq!(check("1.89", "1.89.0").0, Some(0));
    let (code, out) = check("1.88", "1.89.0");
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("uuid 1.29.3 needs Rust 1.89.0"), "{out}");
}
