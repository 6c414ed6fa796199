//! Hostile input: each test feeds the tool one kind of bad input, named after what it
//! feeds, and holds that the tool neither passes what should fail, nor panics, hangs or loses a
//! file.

use crate::util::{binary, copy_spec, scratch, text};
use std::path::Path;

/// `file` of the copied catalogue `dir` with its first `from` replaced by `to`.
fn corrupt(dir: &Path, file: &str, from: &str, to: &str) {
    let path = dir.join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains(from), "{file} has no `{from}`");
    std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
}

/// `verify` on the catalogue `dir`, `args` after it: exit code, stdout, stderr.
fn verify_on(dir: &Path, args: &[&str]) -> (Option<i32>, String, String) {
    let o = binary()
        .arg("--spec")
        .arg(dir)
        .arg("verify")
        .args(args)
        .output()
        .unwrap();
    let (out, err) = text(&o);
    assert!(!err.contains("panicked"), "{err}");
    (o.status.code(), out, err)
}

/// The line of `needle` in `file` of `dir`, 1-based.
fn line_of(dir: &Path, file: &str, needle: &str) -> usize {
    let text = std::fs::read_to_string(dir.join(file)).unwrap();
    text.lines().position(|l| l.contains(needle)).unwrap() + 1
}

/// A printed example that no longer holds fails `verify` (not only `examples`), in every output,
/// naming the file, the line and what differs: a wrong value, a flipped `fails`, a value name the
/// predicate does not compare, a point outside the domain.
#[test]
fn verify_with_a_wrong_printed_example() {
    let theorem_1 = "values = { \"continued fraction\" = \"[2, 1, 2]\", \"λ(a, b)\" = 0, \"G\" = 2, \"Theorem 1\" = 2 }";
    let cases = [
        (
            theorem_1.replace("\"G\" = 2", "\"G\" = 3"),
            "`G`: the example prints 3, the predicate finds 2",
        ),
        (
            theorem_1.replace("\"G\" = 2", "\"Gee\" = 2"),
            "the predicate compares no value named `Gee`",
        ),
        (
            format!("{theorem_1}\nfails = true"),
            "the example says the statement fails here; the predicate finds it holds",
        ),
    ];
    for (i, (changed, says)) in cases.iter().enumerate() {
        let dir = scratch(&format!("hostile-example-{i}"));
        copy_spec(&dir);
        corrupt(&dir, "chl2011.toml", theorem_1, changed);
        // The example's `at` is the line above its values.
        let line = line_of(&dir, "chl2011.toml", changed.lines().next().unwrap()) - 1;
        let place = format!("chl2011.toml:{line}: example at (3, 8): {says}");
        for format in ["text", "json", "junit", "markdown"] {
            let (code, out, err) =
                verify_on(&dir, &["--claim", "chl2011/theorem-1", "--format", format]);
            assert_eq!(code, Some(1), "{format}: {out}{err}");
            // Markdown escapes its punctuation with backslashes: read without them.
            let shown = if format == "markdown" {
                unescape_markdown(&out)
            } else {
                out.clone()
            };
            assert!(shown.contains(&place), "{format}: `{place}` not in\n{out}");
        }
        // Shards of strides put together: the merged claim is unexpected too.
        let files: Vec<String> = (1..=2)
            .map(|k| {
                let (code, out, err) = verify_on(
                    &dir,
                    &[
                        "--claim",
                        "chl2011/theorem-1",
                        "--shard",
                        &format!("{k}/2"),
                        "--split-from",
                        "0",
                        "--format",
                        "json",
                    ],
                );
                assert!(matches!(code, Some(0 | 1)), "{out}{err}");
                let file = dir.join(format!("shard-{k}.json"));
                std::fs::write(&file, out).unwrap();
                file.to_string_lossy().into_owned()
            })
            .collect();
        let o = binary()
            .arg("--spec")
            .arg(&dir)
            .arg("merge")
            .args(&files)
            .output()
            .unwrap();
        let (out, err) = text(&o);
        assert_eq!(o.status.code(), Some(1), "{out}{err}");
        assert!(out.contains(&place), "merge: {out}");
        // Merged against the catalogue compiled in, which the shards did not run: refused.
        let o = binary().arg("merge").args(&files).output().unwrap();
        let (out, err) = text(&o);
        assert_eq!(o.status.code(), Some(2), "{out}{err}");
        assert!(err.contains("ran another catalogue"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
    // A point outside the domain.
    let dir = scratch("hostile-example-outside");
    copy_spec(&dir);
    corrupt(
        &dir,
        "chl2011.toml",
        &format!("at = \"(3, 8)\"\n{theorem_1}"),
        &format!("at = \"(8, 3)\"\n{theorem_1}"),
    );
    let (code, out, _) = verify_on(&dir, &["--claim", "chl2011/theorem-1"]);
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("example at (8, 3): `(8, 3)` is not a point of the predicate's domain"),
        "{out}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A catalogue with a file or an entry missing is refused (exit 2, naming what is missing)
/// when the whole catalogue is asked for, or a part (`--paper`, `EUCLID_SPEC_CLAIMS`) that holds
/// what is missing; a run that chooses a part without it runs, and says which part in its
/// report.
#[test]
fn verify_on_a_catalogue_with_entries_missing() {
    let dir = scratch("hostile-missing");
    copy_spec(&dir);
    // ho2012's entries are used by no other paper's (a file whose entries another file uses is
    // refused at load, naming the use).
    std::fs::remove_file(dir.join("ho2012.toml")).unwrap();
    let (code, out, err) = verify_on(&dir, &[]);
    assert_eq!(code, Some(2), "{out}{err}");
    let ho2012 = crate::util::catalogue()
        .claims
        .iter()
        .filter(|c| c.paper == "ho2012")
        .count();
    assert!(
        err.contains(&format!(
            "the catalogue has no entry for {ho2012} of the predicates"
        )),
        "{err}"
    );
    assert!(err.contains("ho2012/"), "{err}");
    // A file another file uses: its uses name what is gone.
    copy_spec(&dir);
    std::fs::remove_file(dir.join("hss2008.toml")).unwrap();
    let (code, out, err) = verify_on(&dir, &[]);
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(err.contains("uses the unknown id `hss2008/"), "{err}");
    // The same with one entry taken out of a file.
    copy_spec(&dir);
    let path = dir.join("ewd1981.toml");
    let file = std::fs::read_to_string(&path).unwrap();
    let start = file.find("[[claim]]\nid = \"ewd1981/fact-gcd\"").unwrap();
    let end = start + 1 + file[start + 1..].find("[[claim]]").unwrap();
    std::fs::write(&path, format!("{}{}", &file[..start], &file[end..])).unwrap();
    let (code, _, err) = verify_on(&dir, &["--format", "json"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("no entry for 1 of the predicates this program checks (ewd1981/fact-gcd)"),
        "{err}"
    );
    // A part chosen on purpose runs, by flag or by the environment, and every report says
    // which part.
    for (format, says) in [
        ("text", "part of the catalogue: --paper chl2011"),
        ("json", "\"selection\": \"--paper chl2011\""),
        ("junit", "part of the catalogue: --paper chl2011"),
        // (Markdown escapes the colon.)
        ("markdown", "part of the catalogue\\: --paper chl2011"),
    ] {
        // At small bounds: what is asserted is the selection each report names.
        let (code, out, err) = verify_on(
            &dir,
            &["--paper", "chl2011", "--pairs", "30", "--format", format],
        );
        assert_eq!(code, Some(0), "{out}{err}");
        assert!(out.contains(says), "{format}: `{says}` not in {out}");
    }
    // A filter that selects the predicate whose entry is gone is refused as the whole run is:
    // by paper, by the environment; one that leaves it out runs, and so does a
    // `--claim` (it names the entries to run).
    let filtered = |env: &str, args: &[&str]| {
        let mut command = binary();
        command.arg("--spec").arg(&dir).arg("verify").args(args);
        if env.is_empty() {
            command.env_remove("EUCLID_SPEC_CLAIMS");
        } else {
            command.env("EUCLID_SPEC_CLAIMS", env);
        }
        let o = command.output().unwrap();
        let (out, err) = text(&o);
        assert!(!err.contains("panicked"), "{err}");
        (o.status.code(), out, err)
    };
    for (env, args, says) in [
        ("", &["--paper", "ewd1981"][..], "--paper ewd1981 selects"),
        ("ewd1981", &[][..], "EUCLID_SPEC_CLAIMS=ewd1981 selects"),
        (
            "gcd",
            &["--paper", "ewd1981"][..],
            "--paper ewd1981; EUCLID_SPEC_CLAIMS=gcd selects",
        ),
    ] {
        let (code, out, err) = filtered(env, args);
        assert_eq!(code, Some(2), "{env} {args:?}: {out}{err}");
        assert!(
            err.contains(&format!(
                "no entry for 1 of the predicates this program checks that {says} (ewd1981/fact-gcd)"
            )),
            "{err}"
        );
    }
    let (code, out, err) = filtered("ewd1981,-fact-gcd", &[]);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(
        out.contains("part of the catalogue: EUCLID_SPEC_CLAIMS=ewd1981,-fact-gcd"),
        "{out}"
    );
    let (code, out, err) = filtered("", &["--claim", "ewd1981/fact-symmetry"]);
    assert_eq!(code, Some(0), "{out}{err}");
    // The page says it too.
    let page = dir.join("page");
    let o = binary()
        .arg("--spec")
        .arg(&dir)
        .args(["report", "--out"])
        .arg(&page)
        .args(["--claim", "chl2011/theorem-1", "--picture-max", "16"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{:?}", text(&o));
    let html = std::fs::read_to_string(page.join("index.html")).unwrap();
    assert!(html.contains("Part of the catalogue</b>, chosen by --claim chl2011/theorem-1"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Paths that are not UTF-8, for `report --out` and `--spec`: the page is written (its command
/// line shows the bytes it cannot print as U+FFFD), the catalogue read, and nothing panics or is
/// left behind.
#[test]
fn report_and_spec_with_paths_that_are_not_utf8() {
    use std::os::unix::ffi::OsStrExt as _;
    let dir = scratch("hostile-not-utf8");
    let out = dir.join(std::ffi::OsStr::from_bytes(b"page-\xff"));
    let o = binary()
        .args([
            "report",
            "--claim",
            "chl2011/theorem-1",
            "--picture-max",
            "16",
            "--out",
        ])
        .arg(&out)
        .output()
        .unwrap();
    let (stdout, err) = text(&o);
    assert_eq!(o.status.code(), Some(0), "{stdout}{err}");
    assert!(out.join("index.html").is_file());
    let html = std::fs::read_to_string(out.join("index.html")).unwrap();
    assert!(
        html.contains("page-\u{fffd}"),
        "the command line on the page"
    );
    let names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names.len(), 1, "{names:?}");
    let spec = dir.join(std::ffi::OsStr::from_bytes(b"spec-\xfe"));
    copy_spec(&spec);
    let o = binary()
        .arg("--spec")
        .arg(&spec)
        .args(["verify", "--claim", "chl2011/theorem-1"])
        .output()
        .unwrap();
    let (stdout, err) = text(&o);
    assert_eq!(o.status.code(), Some(0), "{stdout}{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Shard files whose case counts add up past `u64::MAX`: `merge` refuses them (exit 2) with its
/// reason, without a panic.
#[test]
fn merge_with_case_counts_that_overflow() {
    let dir = scratch("hostile-overflow");
    let files: Vec<String> = (1..=2)
        .map(|k| {
            let o = binary()
                .args([
                    "verify",
                    "--claim",
                    "chl2011/theorem-1",
                    "--shard",
                    &format!("{k}/2"),
                    "--split-from",
                    "0",
                    "--format",
                    "json",
                ])
                .output()
                .unwrap();
            let (out, err) = text(&o);
            assert_eq!(o.status.code(), Some(0), "{out}{err}");
            let mut report: serde_json::Value = serde_json::from_str(&out).unwrap();
            for walk in report["claims"][0]["split"]["walks"]
                .as_array_mut()
                .unwrap()
            {
                walk["cases"] = serde_json::json!(u64::MAX);
            }
            report["claims"][0]["cases"] = serde_json::json!(u64::MAX);
            let file = dir.join(format!("shard-{k}.json"));
            std::fs::write(&file, report.to_string()).unwrap();
            file.to_string_lossy().into_owned()
        })
        .collect();
    let o = binary().arg("merge").args(&files).output().unwrap();
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(2), "{out}{err}");
    assert!(err.contains("add up past 18446744073709551615"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A thread count beyond what any run can use is refused at once (exit 2), by flag or by
/// `RAYON_NUM_THREADS`, instead of minutes spent starting threads; the cap itself runs.
#[test]
fn verify_with_a_hundred_thousand_threads() {
    crate::util::expect(&["verify", "--threads", "100000"], 2, "at most 1024");
    crate::util::expect(
        &["verify", "--threads", "18446744073709551615"],
        2,
        "at most 1024",
    );
    for bad in ["100000", "many"] {
        let o = binary()
            .args(["verify", "--claim", "chl2011/table-1"])
            .env("RAYON_NUM_THREADS", bad)
            .output()
            .unwrap();
        let (out, err) = text(&o);
        assert_eq!(o.status.code(), Some(2), "{out}{err}");
        assert!(err.contains("RAYON_NUM_THREADS"), "{err}");
    }
    crate::util::expect(
        &["verify", "--claim", "chl2011/table-1", "--threads", "1024"],
        0,
        "1 claim: 1 hold",
    );
}

/// A misère position too large for every engine: the message shows the position as the user
/// wrote it, not the solver's inner form (`Game((1, …))`).
#[test]
fn sg_on_a_misere_position_no_engine_can_evaluate() {
    let out = crate::util::expect(
        &["sg", "misere-grossman", "1", "18446744073709551615"],
        2,
        "misere-grossman at (1, 18446744073709551615)",
    );
    assert!(!out.contains("Game("), "{out}");
}

/// `examples --at` with a point written wrong is a usage error (exit 2) that shows how the
/// domain writes its points; `--bound` without `--at` is refused, not ignored.
#[test]
fn examples_at_a_malformed_point() {
    let out = crate::util::expect(
        &["examples", "--claim", "chl2011/theorem-1", "--at", "(3,8"],
        2,
        "`(3,8` is not a point of chl2011/theorem-1's domain",
    );
    assert!(out.contains("e.g. `(3, 8)`"), "{out}");
    crate::util::expect(
        &["examples", "--claim", "chl2011/theorem-1", "--bound", "5"],
        2,
        "--bound is the bound of the points of --at",
    );
    crate::util::expect(
        &["examples", "--claim", "chl2011/theorem-1", "--at", "(3, 8)"],
        0,
        "chl2011/theorem-1  (3, 8)  holds",
    );
}

/// A catalogue string with a control character in it (a line break before a CI workflow
/// command, an escape sequence) is refused where it is written, exit 2: every such string is
/// printed in reports read line by line.
#[test]
fn spec_strings_with_control_characters() {
    let cases = [
        (
            "counterexample = \"(0, 1)\"",
            "counterexample = \"(0, 1)\\n::error::all is well\"",
            "counterexample",
            "U+000A",
        ),
        (
            "statement = \"It was shown in [1]",
            "statement = \"\\u001b[2J It was shown in [1]",
            "statement",
            "U+001B",
        ),
    ];
    for (i, (from, to, field, char)) in cases.iter().enumerate() {
        let dir = scratch(&format!("hostile-control-{i}"));
        copy_spec(&dir);
        corrupt(&dir, "chl2011.toml", from, to);
        let (code, out, err) = verify_on(&dir, &[]);
        assert_eq!(code, Some(2), "{out}{err}");
        assert!(err.contains(field) && err.contains(char), "{err}");
        assert!(!out.contains("::error::all is well"), "{out}");
        if *field == "counterexample" {
            let line = line_of(&dir, "chl2011.toml", "::error::all is well");
            assert!(err.contains(&format!("chl2011.toml:{line}:18:")), "{err}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

/// Every field of a real shard's report corrupted in turn (each leaf changed in a few ways,
/// each key taken out, a key added): `merge` refuses the set, or judges it as the whole run
/// does, or finds a verdict not the expected one; it never passes verdicts the whole run does
/// not give. The failing and skipped claims are run again (their answers, cases and notes are
/// the merge's), the reproduce command is written again; what is taken as the shards wrote it,
/// as data no merge can check without running the holding claims again: their case counts,
/// times and notes, `capped` and `raised`. The claims: four of chl2011, one that fails as
/// printed (a pinned counterexample), one that holds, one whose strides stop at a failure and
/// one with an existence walk; run once split in strides, once each whole in its shard.
#[test]
fn merge_with_each_field_of_a_shard_corrupted() {
    use euclid_spec::report::{merge_in, Report};
    use euclid_spec::run::{self, Options, Shard};
    use serde_json::Value;

    let catalogue = crate::util::catalogue();
    // Every merge judges the printed examples again; the tables they read are built once.
    let tables = euclid_spec::claims::Tables::new(catalogue);
    let options = |claims: &[String], shard, split_from| Options {
        papers: vec!["chl2011".into()],
        claims: claims.to_vec(),
        shard,
        split_from,
        ..Options::default()
    };
    let shards = |claims: &[String], split_from| -> Vec<Value> {
        (1..=2)
            .map(|index| {
                let o = options(claims, Some(Shard { index, count: 2 }), split_from);
                let results = run::run(catalogue, &o, |_| {}).unwrap();
                let header = run::run_shard_ids(catalogue, &o).unwrap();
                let report = Report::of(&results, header).selected(run::selection_named(&o));
                serde_json::from_str(&report.json()).unwrap()
            })
            .collect()
    };
    // The claims, found in chl2011's strides.
    let all = shards(&[], Some(0));
    let records = all[0]["claims"].as_array().unwrap();
    let walks = |c: &Value| c["split"]["walks"].as_array().cloned().unwrap_or_default();
    let pick = |f: &dyn Fn(&Value) -> bool| -> String {
        records.iter().find(|c| f(c)).unwrap()["id"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let claims = [
        pick(&|c| c["status"] == "fails" && c["expected"] == "fails"),
        pick(&|c| c["status"] == "holds" && walks(c).iter().all(|w| w["kind"] == "all")),
        pick(&|c| {
            walks(c)
                .iter()
                .any(|w| !w["stop"].is_null() && w["kind"] == "all")
        }),
        pick(&|c| walks(c).iter().any(|w| w["kind"] == "any")),
    ];
    let verdicts = |r: &Report| -> Vec<(String, String, bool, Option<String>)> {
        r.claims
            .iter()
            .map(|c| {
                let at = c.counterexample.as_ref().map(|x| x.position.clone());
                (c.id.clone(), c.status.to_string(), c.as_expected, at)
            })
            .collect()
    };
    let whole = Report::of(
        &run::run(catalogue, &options(&claims, None, None), |_| {}).unwrap(),
        None,
    );
    let merged = |shards: &[Value]| {
        let parts = shards
            .iter()
            .enumerate()
            .map(|(i, v)| {
                let name = format!("shard-{}.json", i + 1);
                Report::parse(&name, &v.to_string()).map(|r| (name, r))
            })
            .collect::<euclid_spec::Result<Vec<_>>>()?;
        merge_in(parts, catalogue, &tables)
    };
    let (mut tried, mut refused) = (0, 0);
    for split_from in [Some(0), Some(u64::MAX)] {
        let shards = shards(&claims, split_from);
        assert_eq!(verdicts(&merged(&shards).unwrap()), verdicts(&whole));
        for (s, shard) in shards.iter().enumerate() {
            let mut leaves = Vec::new();
            collect(shard, &mut Vec::new(), &mut leaves);
            for (leaf, value) in leaves {
                let mut ways = corruptions(&value);
                if matches!(&value, Value::Object(_)) {
                    ways.push(Some(value.clone()).map(|mut v| {
                        v["verdict"] = Value::from("holds");
                        v
                    }));
                }
                for changed in ways {
                    let mut bad = shards.clone();
                    match &changed {
                        Some(v) => *pointer(&mut bad[s], &leaf) = v.clone(),
                        None => remove(&mut bad[s], &leaf),
                    }
                    if bad == shards {
                        continue;
                    }
                    tried += 1;
                    match merged(&bad) {
                        Ok(m) => assert!(
                            m.summary.unexpected > 0 || verdicts(&m) == verdicts(&whole),
                            "shard {} with {leaf:?} = {changed:?} merges to other verdicts",
                            s + 1
                        ),
                        Err(_) => refused += 1,
                    }
                }
            }
        }
    }
    assert!(
        tried > 300 && refused > tried / 2,
        "{refused} of {tried} refused"
    );
}

/// The leaves under `v` (at `path`), with their values; an object's keys and an array's items
/// are leaves too (taken out whole).
fn collect(
    v: &serde_json::Value,
    path: &mut Vec<String>,
    out: &mut Vec<(Vec<String>, serde_json::Value)>,
) {
    out.push((path.clone(), v.clone()));
    match v {
        serde_json::Value::Object(o) => {
            for (k, x) in o {
                path.push(k.clone());
                collect(x, path, out);
                path.pop();
            }
        }
        serde_json::Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                path.push(i.to_string());
                collect(x, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

/// The value at `path` in `v`.
fn pointer<'v>(v: &'v mut serde_json::Value, path: &[String]) -> &'v mut serde_json::Value {
    path.iter().fold(v, |v, k| match k.parse::<usize>() {
        Ok(i) => &mut v[i],
        Err(_) => &mut v[k.as_str()],
    })
}

/// Takes the key or item at `path` out of its parent.
fn remove(v: &mut serde_json::Value, path: &[String]) {
    let Some((last, parent)) = path.split_last() else {
        return;
    };
    match pointer(v, parent) {
        serde_json::Value::Object(o) => {
            o.remove(last);
        }
        serde_json::Value::Array(a) => {
            if let Ok(i) = last.parse::<usize>() {
                a.remove(i);
            }
        }
        _ => {}
    }
}

/// Ways to corrupt a value: `None` takes it out, `Some` replaces it.
fn corruptions(v: &serde_json::Value) -> Vec<Option<serde_json::Value>> {
    use serde_json::Value;
    let mut out = vec![None, Some(Value::Null)];
    match v {
        Value::Bool(b) => out.push(Some(Value::Bool(!b))),
        Value::Number(n) => {
            let n = n.as_u64().unwrap_or(0);
            for x in [n.wrapping_add(1), u64::MAX] {
                out.push(Some(Value::from(x)));
            }
        }
        Value::String(s) => {
            let others: &[&str] = match s.as_str() {
                "holds" => &["fails", "skipped"],
                "fails" => &["holds", "skipped"],
                "skipped" => &["holds", "fails"],
                "all" => &["any"],
                "any" => &["all"],
                _ if s.starts_with('(') => &["(1, 2)"],
                _ => &[],
            };
            for x in others.iter().chain(&["banana"]) {
                out.push(Some(Value::from(*x)));
            }
        }
        Value::Array(a) => {
            out.push(Some(Value::Array(Vec::new())));
            if let Some(x) = a.first() {
                let mut twice = a.clone();
                twice.push(x.clone());
                out.push(Some(Value::Array(twice)));
            }
        }
        Value::Object(_) => out.push(Some(Value::Object(Default::default()))),
        Value::Null => {
            out.push(Some(Value::from(3)));
            out.push(Some(Value::from("(1, 2)")));
        }
    }
    out
}

/// `bench` at a size `plot` refuses: the bench ends with plot's error (exit 2), before its other
/// timings, and prints no time for the picture that was never drawn.
#[test]
fn bench_at_a_size_the_picture_refuses() {
    let o = binary()
        .args(["bench", "--n", "16200", "--triples", "1", "--pairs", "1"])
        .args(["--no-python", "--tree-seconds", "0.1"])
        .output()
        .unwrap();
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(2), "{out}{err}");
    assert!(
        err.contains("did not succeed") && err.contains("16384 a side"),
        "{err}"
    );
    assert!(!out.contains("plot/grossman"), "{out}");
}

/// `sg` on positions whose reference search outgrows any machine (a thousand piles of 2⁶⁴ − 1,
/// misère Grossman at (1, 2⁶⁴ − 1) with a budget of 5·10⁸): the solver stops at its memory
/// bound (1 GiB by default, --memory), and a larger budget is suggested only where it fits.
#[test]
fn sg_on_positions_whose_search_outgrows_memory() {
    let piles: Vec<String> = vec![u64::MAX.to_string(); 1000];
    let mut args = vec!["sg", "serial-nim", "--memory", "64M"];
    args.extend(piles.iter().map(String::as_str));
    // The closed forms answer; the reference solver is skipped, not a process of 12 GiB.
    let out = crate::util::expect(&args, 0, "G[18446744073709551615");
    assert!(!out.contains("DISAGREE"), "{out}");
    let far = ["sg", "misere-grossman", "1", "18446744073709551615"];
    let err = crate::util::expect(
        &[&far[..], &["--budget", "500000000", "--memory", "64M"]].concat(),
        2,
        "more than --memory (64.0 MiB)",
    );
    assert!(!err.contains("--budget 50000000000"), "{err}");
    // The budget suggested after a budget stop fits in the memory bound.
    let err = crate::util::expect(
        &[&far[..], &["--memory", "256M", "--budget", "1000000"]].concat(),
        2,
        "e.g. --budget ",
    );
    let suggested = err.split("e.g. --budget ").nth(1).unwrap();
    let suggested: String = suggested.chars().take_while(char::is_ascii_digit).collect();
    let err = crate::util::expect(
        &[&far[..], &["--memory", "256M", "--budget", &suggested]].concat(),
        2,
        "stops after --budget move evaluations",
    );
    assert!(!err.contains("more than --memory"), "{err}");
    for worst in ["0", "-1", "1Q", "99999999999T"] {
        crate::util::expect(&[&far[..], &["--memory", worst]].concat(), 2, "--memory");
    }
}

/// `examples --at` with a bound far above the point (2⁶⁴ − 1): the point is shown at the bound
/// its own numbers need (a second, not minutes and gigabytes), with the values it has at the
/// printed example's own bound, for every printed example of the catalogue.
#[test]
fn examples_at_a_point_with_the_largest_bound() {
    use euclid_spec::run;
    crate::util::expect(
        &[
            "examples",
            "--claim",
            "chl2011/theorem-1",
            "--at",
            "(3, 8)",
            "--bound",
            "18446744073709551615",
        ],
        0,
        "G = 2",
    );
    let catalogue = crate::util::catalogue();
    let tables = euclid_spec::claims::Tables::new(catalogue);
    let mut compared = 0;
    for claim in &catalogue.claims {
        let check = &run::join(claim).unwrap();
        for e in &claim.examples {
            let points = [e.at.clone()];
            let own = check.bound.effective(e.bound);
            let n = run::point_bound(check.bound, Some(u64::MAX), &points);
            let (_, at_own) = run::observe(&tables, claim, check, own, &points);
            let (_, at_n) = run::observe(&tables, claim, check, n, &points);
            assert!(
                !at_n.is_empty(),
                "{} at {}: not seen at N = {n}",
                claim.id,
                e.at
            );
            let shown = |seen: &[euclid_spec::claims::Observed]| {
                seen.iter()
                    .map(|o| (o.holds, o.values.clone()))
                    .collect::<Vec<_>>()
            };
            assert_eq!(
                shown(&at_n),
                shown(&at_own),
                "{} at {} (N = {n}, own {own})",
                claim.id,
                e.at
            );
            compared += 1;
        }
    }
    assert!(compared > 200, "{compared}");
}

/// Catalogue folders no one should hand the tool: a FIFO, a symlink to /dev/zero, a folder and
/// a file of 20 MB named `zz.toml`, a file that is not UTF-8, an empty folder, a table file
/// missing, an entry no predicate checks. Each is refused at once (no hang, no unbounded
/// read), exit 2, naming the file (and the line, for an entry).
#[test]
fn spec_folders_with_files_that_are_not_catalogue_files() {
    let dir = scratch("hostile-spec-files");
    copy_spec(&dir);
    let zz = dir.join("zz.toml");
    let refused = |what: &str, needle: &str| {
        let o = binary()
            .arg("--spec")
            .arg(&dir)
            .args(["verify", "--paper", "ewd1981"])
            .output()
            .unwrap();
        let (out, err) = text(&o);
        assert_eq!(o.status.code(), Some(2), "{what}: {out}{err}");
        assert!(err.contains(needle), "{what}: {err}");
    };
    let path = zz.display().to_string();
    assert!(std::process::Command::new("mkfifo")
        .arg(&zz)
        .status()
        .unwrap()
        .success());
    refused("a FIFO", &format!("{path}: not a regular file"));
    std::fs::remove_file(&zz).unwrap();
    std::os::unix::fs::symlink("/dev/zero", &zz).unwrap();
    refused(
        "a symlink to /dev/zero",
        &format!("{path}: not a regular file"),
    );
    std::fs::remove_file(&zz).unwrap();
    std::fs::create_dir(&zz).unwrap();
    refused("a folder", &format!("{path}: not a regular file"));
    std::fs::remove_dir(&zz).unwrap();
    std::fs::write(&zz, vec![b'#'; 20 << 20]).unwrap();
    refused("20 MB", &format!("{path}: more than 16777216 bytes"));
    std::fs::write(&zz, b"\xff\xfe").unwrap();
    refused("not UTF-8", &format!("{path}: not UTF-8"));
    std::fs::remove_file(&zz).unwrap();
    // An entry no predicate checks: at its line.
    let ewd = dir.join("ewd1981.toml");
    let mut text_of = std::fs::read_to_string(&ewd).unwrap();
    let line = text_of.lines().count() + 3;
    text_of.push_str(
        "\n[[claim]]\nid = \"ewd1981/fact-nobody-wrote\"\nkind = \"fact\"\nlocation = \"x\"\n\
         games = [\"cole-davie\"]\nconvention = \"normal\"\ndomain = \"x\"\nstatement = \"x\"\n\
         expected = \"holds\"\nuses = []\n\n[[claim.example]]\nat = \"(1, 2)\"\nsource = \"by hand: x\"\n",
    );
    std::fs::write(&ewd, text_of).unwrap();
    refused(
        "an entry without a predicate",
        &format!(
            "{}:{line}:1: field `id`: no predicate checks",
            ewd.display()
        ),
    );
    std::fs::remove_dir_all(&dir).unwrap();
    // A table missing: at the path where it should be, whatever --spec says.
    let dir = scratch("hostile-spec-table");
    copy_spec(&dir);
    let table = dir.join("tables").join("chl2011-table-2.txt");
    std::fs::remove_file(&table).unwrap();
    let (code, out, err) = verify_on(&dir, &["--paper", "chl2011"]);
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(
        err.contains(&format!("{}: no such file", table.display())),
        "{err}"
    );
    // The rest of the catalogue runs without it.
    let (code, out, err) = verify_on(&dir, &["--paper", "ewd1981"]);
    assert_eq!(code, Some(0), "{out}{err}");
    std::fs::remove_dir_all(&dir).unwrap();
    // An empty folder.
    let empty = scratch("hostile-spec-empty");
    let (code, _, err) = verify_on(&empty, &[]);
    assert_eq!(code, Some(2));
    assert!(
        err.contains(&format!(
            "{}: the folder holds no catalogue file",
            empty.display()
        )),
        "{err}"
    );
    assert!(!err.contains(":0:0"), "{err}");
    std::fs::remove_dir_all(&empty).unwrap();
}

/// `report --out DIR` where DIR holds a user's notes beside a report written before, and the
/// litter of a report that was killed: the notes stay, the report's two files are replaced,
/// and the half-written files of the dead process are removed (those of a live one are not);
/// a folder of notes no report wrote is refused.
#[test]
fn report_into_a_folder_with_notes_and_litter() {
    let dir = scratch("hostile-report");
    let out = dir.join("page");
    let args = |out: &Path| {
        vec![
            "report".to_string(),
            "--out".into(),
            out.to_string_lossy().into_owned(),
            "--claim".into(),
            "ewd1981/theorem-trail".into(),
            "--picture-max".into(),
            "64".into(),
            "--slice-max".into(),
            "20".into(),
        ]
    };
    let report = |out: &Path| {
        let o = binary().args(args(out)).output().unwrap();
        let (stdout, err) = text(&o);
        assert_eq!(o.status.code(), Some(0), "{stdout}{err}");
    };
    report(&out);
    std::fs::write(out.join("notes.txt"), "mine").unwrap();
    std::fs::create_dir(out.join("old-figures")).unwrap();
    // A dead process's half-written page (no process has the largest pid there is), and a live
    // one's (this test's own).
    let dead = out.join(".index.html.partial-4194304999");
    let live = out.join(format!(".index.html.partial-{}", std::process::id()));
    std::fs::write(&dead, "half").unwrap();
    std::fs::write(&live, "half").unwrap();
    // And a staging folder an earlier version left beside it.
    let staged = dir.join("page.partial-4194304999");
    std::fs::create_dir(&staged).unwrap();
    std::fs::write(staged.join("index.html"), "half").unwrap();
    let before = std::fs::read_to_string(out.join("index.html")).unwrap();
    report(&out);
    crate::util::only(
        &out,
        &[
            ".euclid-spec-report",
            "index.html",
            "notes.txt",
            "old-figures",
            &format!(".index.html.partial-{}", std::process::id()),
        ],
    );
    assert_eq!(
        std::fs::read_to_string(out.join("notes.txt")).unwrap(),
        "mine"
    );
    let after = std::fs::read_to_string(out.join("index.html")).unwrap();
    assert!(
        after.contains("ewd1981/theorem-trail") && after != "half",
        "{}",
        after.len()
    );
    assert!(before.len() > 1000);
    assert!(!staged.exists());
    // A folder of notes that no report wrote: refused (`--help`: any other non-empty
    // directory), left as it was.
    let notes = dir.join("notes");
    std::fs::create_dir(&notes).unwrap();
    std::fs::write(notes.join("todo.txt"), "mine").unwrap();
    let o = binary().args(args(&notes)).output().unwrap();
    let (stdout, err) = text(&o);
    assert_eq!(o.status.code(), Some(2), "{stdout}{err}");
    assert!(err.contains("not empty and that no report wrote"), "{err}");
    crate::util::only(&notes, &["todo.txt"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Output to a full disk (`> /dev/full`): exit 2 with the reason on stderr, for a report, a
/// table, a listing, the help and the version, never the closed pipe's quiet 141 (a CI step would read a truncated
/// shard file as a pipeline cut short on purpose).
#[test]
fn output_to_a_full_disk() {
    if !Path::new("/dev/full").exists() {
        return;
    }
    for args in [
        &["verify", "--paper", "ewd1981", "--format", "json"][..],
        &["table", "grossman", "--max", "300"],
        &[
            "conjecture",
            "a < b",
            "--domain",
            "0 < a < b",
            "--pairs",
            "5",
        ],
        &["claims"],
        &["--help"],
        &["--version"],
        &["check", "--help"],
    ] {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let o = binary().args(args).stdout(full).output().unwrap();
        let (_, err) = text(&o);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.contains("writing the output failed: No space left on device"),
            "{args:?}: {err}"
        );
    }
}

/// Shards rewritten by hand in ways one field at a time does not reach (the second attacker's
/// findings): a part of the catalogue with its selection deleted, a reproduce line that runs
/// something else, a time no JUnit file can hold. Refused, or rewritten from the catalogue.
#[test]
fn merge_with_shards_rewritten_by_hand() {
    use serde_json::Value;
    let dir = scratch("merge-by-hand");
    // ewd1981 has a claim failing as expected; ho2014 has skipped ones.
    let shard = |k: u32| -> Value {
        let o = binary()
            .args(["verify", "--paper", "ewd1981", "--paper", "ho2014"])
            .args(["--shard", &format!("{k}/2")])
            .args(["--format", "json"])
            .output()
            .unwrap();
        serde_json::from_slice(&o.stdout).unwrap()
    };
    let shards = [shard(1), shard(2)];
    let merge = |edit: &dyn Fn(&mut Value), format: &str| {
        let mut names = Vec::new();
        for (i, s) in shards.iter().enumerate() {
            let mut s = s.clone();
            edit(&mut s);
            let path = dir.join(format!("s{i}.json"));
            std::fs::write(&path, s.to_string()).unwrap();
            names.push(path);
        }
        let o = binary()
            .arg("merge")
            .args(&names)
            .args(["--format", format])
            .output()
            .unwrap();
        let (out, err) = text(&o);
        (o.status.code(), out, err)
    };
    let (code, _, err) = merge(
        &|s| {
            s.as_object_mut().unwrap().remove("selection");
        },
        "markdown",
    );
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("name no selection"), "{err}");
    let (code, out, err) = merge(
        &|s| {
            for c in s["claims"].as_array_mut().unwrap() {
                c["reproduce"] = Value::from("curl evil.example | sh");
            }
        },
        "json",
    );
    assert_eq!(code, Some(0), "{err}");
    assert!(!out.contains("curl"), "{out}");
    assert!(
        out.contains("verify --claim ewd1981/") && out.contains("verify --claim ho2014/"),
        "{out}"
    );
    // A counterexample's answers and cases rewritten: merge runs the failing claim again.
    let (code, out, err) = merge(
        &|s| {
            for c in s["claims"].as_array_mut().unwrap() {
                let answers = c
                    .get_mut("counterexample")
                    .and_then(|x| x.get_mut("answers"))
                    .and_then(Value::as_array_mut);
                if let Some(answers) = answers {
                    for a in answers {
                        a["answer"] = Value::from("planted-answer");
                    }
                    c["cases"] = Value::from(0);
                }
            }
        },
        "json",
    );
    assert_eq!(code, Some(0), "{err}");
    assert!(!out.contains("planted-answer"), "{out}");
    let merged: Value = serde_json::from_str(&out).unwrap();
    for c in merged["claims"].as_array().unwrap() {
        if c["counterexample"].is_object() {
            assert!(c["cases"].as_u64() > Some(0), "{c}");
        }
    }
    let (code, out, err) = merge(
        &|s| {
            for c in s["claims"].as_array_mut().unwrap() {
                if c["status"] == "skipped" {
                    c["note"] = Value::from("planted-note");
                }
            }
        },
        "json",
    );
    assert_eq!(code, Some(0), "{err}");
    assert!(!out.contains("planted-note"), "{out}");
    assert!(out.contains("\"status\": \"skipped\""), "{out}");
    // A counterexample moved to another point is refused.
    let (code, _, err) = merge(
        &|s| {
            for c in s["claims"].as_array_mut().unwrap() {
                if c["counterexample"].is_object() {
                    c["counterexample"]["position"] = Value::from("(1, 3)");
                }
            }
        },
        "json",
    );
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("and run again there it does not"), "{err}");
    let (code, _, err) = merge(
        &|s| {
            s["claims"][0]["seconds"] = Value::from(1e20);
        },
        "junit",
    );
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("1e20 seconds") || err.contains("100000000000000000000 seconds"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A published table with a printed row or column deleted (the second attacker's D3): the cells
/// left would all agree and the claim hold, checking less than the paper prints. Refused at the
/// file, exit 2, for every row and every column of every table read.
#[test]
fn tables_with_a_printed_row_or_column_deleted() {
    type Edit = Box<dyn Fn(&str) -> String>;
    let dir = scratch("hostile-table-shape");
    for read in euclid_spec::claims::TABLES_READ {
        let path = dir.join("tables").join(format!("{}.txt", read.stem));
        let edits: Vec<Edit> = read
            .rows
            .iter()
            .map(|row| -> Edit {
                let row = row.to_string();
                Box::new(move |text: &str| {
                    text.lines()
                        .filter(|l| l.split_whitespace().next() != Some(row.as_str()))
                        .map(|l| format!("{l}\n"))
                        .collect()
                })
            })
            .chain(
                (0..=(read.columns.1 - read.columns.0) as usize).map(|j| -> Edit {
                    Box::new(move |text: &str| {
                        text.lines()
                            .map(|l| {
                                if l.starts_with('#') {
                                    return format!("{l}\n");
                                }
                                let mut w: Vec<&str> = l.split_whitespace().collect();
                                w.remove(j + 1);
                                format!("{}\n", w.join("\t"))
                            })
                            .collect()
                    })
                }),
            )
            .collect();
        for edit in &edits {
            copy_spec(&dir);
            let text = std::fs::read_to_string(&path).unwrap();
            std::fs::write(&path, edit(&text)).unwrap();
            let (code, out, err) = verify_on(&dir, &["--claim", read.claim]);
            assert_eq!(code, Some(2), "{}: {out}{err}", read.stem);
            assert!(err.contains("not the table as printed"), "{err}");
            assert!(err.contains(&format!("{}.txt", read.stem)), "{err}");
        }
    }
    // The tables as printed pass.
    copy_spec(&dir);
    let claims: Vec<&str> = euclid_spec::claims::TABLES_READ
        .iter()
        .flat_map(|t| ["--claim", t.claim])
        .collect();
    let (code, out, err) = verify_on(&dir, &claims);
    assert_eq!(code, Some(0), "{out}{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// SIGTERM to `bench` while its Python baseline runs (the second attacker's D8): the baseline
/// ends with it, none is left running, and bench ends with 128 + 15.
#[test]
fn bench_ended_by_sigterm_while_its_python_baseline_runs() {
    let found = crate::util::running;
    if !found("^")
        || std::process::Command::new("python3")
            .arg("-V")
            .output()
            .is_err()
    {
        return;
    }
    let tag = "python3 - 1999";
    let mut bench = binary()
        .args(["bench", "--n", "1999"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let started = std::time::Instant::now();
    while !found(tag) && started.elapsed().as_secs() < 60 {
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    assert!(found(tag), "the Python baseline never started");
    let _ = std::process::Command::new("kill")
        .args(["-TERM", &bench.id().to_string()])
        .status();
    assert_eq!(bench.wait().unwrap().code(), Some(128 + 15));
    std::thread::sleep(std::time::Duration::from_millis(300));
    assert!(!found(tag), "the Python baseline outlived bench");
}

/// `check GAME --cmd CMD ARGS…`: exit code, stdout and stderr together.
fn check(game: &str, cmd: &str, args: &[&str]) -> (Option<i32>, String) {
    let o = binary()
        .args(["check", game, "--cmd", cmd])
        .args(args)
        .output()
        .unwrap();
    let (out, err) = text(&o);
    assert!(!err.contains("panicked"), "{cmd} {args:?} panicked: {err}");
    (o.status.code(), format!("{out}{err}"))
}

/// Grossman's values by Nivasch's formula, right, one line per position (the README's example
/// program, without `site`).
fn nivasch() -> String {
    format!(
        "python3 -S '{}'",
        crate::util::root()
            .join("examples/programs/grossman_nivasch.py")
            .display()
    )
}

/// A program in Python (without `site`): `body` after `import sys, time`, then one line per
/// position read into `ps` (pairs) before it runs.
fn python(body: &str) -> String {
    format!(
        "python3 -S -c 'import sys, time\nps = [tuple(map(int, l.split())) for l in sys.stdin]\n{body}'"
    )
}

/// A few positions of Grossman's game for a fast check: the box up to 3, nothing else.
const SMALL_BOX: [&str; 5] = ["--max", "3", "--random", "0", "--no-edges"];

/// A program that answers every position right and then crashes (a signal, a non-zero status)
/// is wrong in every protocol: exit 1, "crashed after answering", the status named.
#[test]
fn check_a_program_that_crashes_after_answering() {
    for (tail, how) in [
        ("kill -SEGV $$", "killed by signal 11"),
        ("exit 3", "exit status 3"),
    ] {
        let cmd = format!("{}; {tail}", nivasch());
        for protocol in ["lines", "batch", "each"] {
            let args = [&SMALL_BOX[..], &["--protocol", protocol]].concat();
            let (code, out) = check("grossman", &cmd, &args);
            assert_eq!(code, Some(1), "{protocol}, {tail}: {out}");
            assert!(
                out.contains("crashed after answering") && out.contains(how),
                "{protocol}, {tail}: {out}"
            );
        }
    }
}

/// A check that judges nothing does not pass: entries that hold no position are
/// refused as `--max 0 --random 0 --no-edges` is; positions sent but none judged are exit 2 even
/// with `--accept-unjudged`, and the headline counts judged and unjudged answers apart.
#[test]
fn check_that_judges_nothing() {
    let (code, out) = check("grossman", &nivasch(), &["--entries", "0..0"]);
    assert_eq!(code, Some(2), "{out}");
    assert!(out.contains("would send no position"), "{out}");
    // The three-entry games' edge families at the top 0 of the entries (they panicked there).
    for game in ["g1", "misere-g2", "3-euclid"] {
        let (code, out) = check(game, "true", &["--entries", "0..0"]);
        assert_eq!(code, Some(2), "{game}: {out}");
        assert!(out.contains("would send no position"), "{game}: {out}");
    }
    let far = [
        "--entries",
        "1000000000..1000000100",
        "--max",
        "0",
        "--random",
        "5",
        "--no-edges",
    ];
    let zero = "while read a b; do echo 0; done";
    let (code, out) = check(
        "misere-grossman",
        zero,
        &[&far[..], &["--accept-unjudged"]].concat(),
    );
    assert_eq!(code, Some(2), "{out}");
    assert!(!out.contains("all 5 answers agree"), "{out}");
    assert!(out.contains("no answer could be judged"), "{out}");
}

/// `--protocol lines` reads the program's output to its end, as batch and each do: a line
/// after the last answer is wrong in all three.
#[test]
fn check_a_program_with_a_surplus_line_at_the_end() {
    let cmd = format!("{}; echo 7", nivasch());
    for protocol in ["lines", "batch", "each"] {
        let args = [&SMALL_BOX[..], &["--protocol", protocol]].concat();
        let (code, out) = check("grossman", &cmd, &args);
        assert_eq!(code, Some(1), "{protocol}: {out}");
    }
    // The right program passes in all three.
    for protocol in ["lines", "batch", "each"] {
        let args = [&SMALL_BOX[..], &["--protocol", protocol]].concat();
        let (code, out) = check("grossman", &nivasch(), &args);
        assert_eq!(code, Some(0), "{protocol}: {out}");
    }
}

/// A wrong answer found before a time limit is reached is kept: exit 1 at the wrong
/// answer, the limit named beside it, in lines and in batch.
#[test]
fn check_a_failure_found_before_a_time_limit() {
    // Answers 99 (wrong) at (1, 2), then hangs at (1, 3).
    let cmd = "while read a b; do if [ \"$b\" = 3 ]; then sleep 60; fi; echo 99; done";
    for protocol in ["lines", "batch"] {
        let (code, out) = check(
            "grossman",
            cmd,
            &[
                "--protocol",
                protocol,
                "--at",
                "1 2",
                "--at",
                "1 3",
                "--timeout",
                "0.5",
            ],
        );
        assert_eq!(code, Some(1), "{protocol}: {out}");
        assert!(out.contains("answers 99 at (1, 2)"), "{protocol}: {out}");
        assert!(
            out.contains("(1, 3)") && out.contains("limit"),
            "{protocol}: {out}"
        );
    }
}

/// The halving search judges a half as a chunk is judged: a non-zero status, a line
/// that is no answer or a wrong count; a position that fails alone in any of these ways is
/// named; after a time limit both halves are searched.
#[test]
fn check_a_chunk_searched_by_halves() {
    let batch = ["--protocol", "batch"];
    // Two error lines whatever it reads: wrong at the first position, alone.
    let (code, out) = check(
        "grossman",
        "echo error; echo error",
        &[&SMALL_BOX[..], &batch[..]].concat(),
    );
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("at (1, 1)") && !out.contains("none of them alone"),
        "{out}"
    );
    // An empty line at (1, 3), then nothing more: named there.
    let empty = python(
        "for a, b in ps:\n    if (a, b) == (1, 3):\n        print(); break\n    print((b * b - a * a) // (a * b))",
    );
    let at = ["--at", "1 2", "--at", "1 3", "--at", "1 4", "--at", "1 5"];
    let (code, out) = check("grossman", &empty, &[&at[..], &batch[..]].concat());
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("at (1, 3)") && !out.contains("none of them alone"),
        "{out}"
    );
    // Hangs when sent (1, 2) and (1, 3) together, and on (2, 3) alone: the time limit named at
    // (2, 3), found in the second half.
    let hangs = python(
        "if {(1, 2), (1, 3)} <= set(ps) or (2, 3) in ps:\n    time.sleep(60)\nfor p in ps:\n    print(0)",
    );
    let at = ["--at", "1 2", "--at", "1 3", "--at", "1 4", "--at", "2 3"];
    let (code, out) = check(
        "grossman",
        &hangs,
        &[&at[..], &batch[..], &["--timeout", "0.5"]].concat(),
    );
    assert_eq!(code, Some(2), "{out}");
    assert!(out.contains("longer than its limit at (2, 3)"), "{out}");
}

/// A judge-style solution that reads `0 0` as its end, under the default entries (which start
/// at 0): the report says that positions with 0 were sent, and how to leave them out.
#[test]
fn check_a_judge_solution_with_the_default_entries() {
    let judge = format!(
        "python3 -S '{}'",
        crate::util::root()
            .join("tests/fixtures/check/judge.py")
            .display()
    );
    let (code, out) = check(
        "cole-davie",
        &judge,
        &[
            "--protocol",
            "batch",
            "--outcome",
            "Stan wins,Ollie wins",
            "--max",
            "3",
            "--random",
            "0",
            "--no-edges",
        ],
    );
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("positions with an entry 0 were sent") && out.contains("--entries 1.."),
        "{out}"
    );
    assert!(out.contains("--end"), "{out}");
}

/// A program that writes a million lines for one position: `check` stops reading its output
/// once it holds more answers than positions (and a margin), in every protocol, so the program
/// never gets to write them all and its output is never held in memory.
#[test]
fn check_a_program_that_writes_without_end() {
    let dir = crate::util::scratch("writes-without-end");
    for protocol in ["lines", "batch", "each"] {
        let mark = dir.join(protocol);
        let cmd = format!(
            "yes 1 | head -n 1000000; touch '{}'; sleep 60",
            mark.display()
        );
        let (code, out) = check(
            "grossman",
            &cmd,
            &["--protocol", protocol, "--at", "1 1", "--timeout", "5"],
        );
        assert_eq!(code, Some(1), "{protocol}: {out}");
        assert!(!mark.exists(), "{protocol}: all its output was read");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Signals to `check` other than INT, TERM and HUP: QUIT and USR1 end it with
/// 128 + the signal, the program's group killed first; after SIGKILL, which cannot be caught,
/// no program is left running either (on Linux: its supervisor asks the kernel to be told when
/// `check` dies, and kills the group).
#[test]
fn check_ended_by_quit_usr1_and_kill() {
    let found = crate::util::running;
    let alive = crate::util::still_running;
    use rustix::process::Signal;
    let mut signals = vec![
        ("QUIT", Signal::QUIT, "sleep 30.886"),
        ("USR1", Signal::USR1, "sleep 30.885"),
    ];
    if cfg!(target_os = "linux") {
        signals.push(("KILL", Signal::KILL, "sleep 30.884"));
    }
    for (name, signal, tag) in signals {
        let mut child = binary()
            .args(["check", "grossman", "--cmd", &format!("{tag}; true")])
            .args(["--protocol", "batch", "--timeout", "100"])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let started = std::time::Instant::now();
        while !found(&format!("^{tag}")) && started.elapsed().as_secs() < 60 {
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        let _ = std::process::Command::new("kill")
            .args([format!("-{name}"), child.id().to_string()])
            .status();
        let status = child.wait().unwrap();
        if signal == Signal::KILL {
            use std::os::unix::process::ExitStatusExt;
            assert_eq!(status.signal(), Some(9), "{status:?}");
        } else {
            assert_eq!(status.code(), Some(128 + signal.as_raw()), "{name}");
        }
        assert!(!alive(tag), "the program outlived {name} to check");
    }
}

/// A printed example whose `bound` asks for tables of gigabytes (the second attacker's D6: the
/// largest bound its claim runs at; one above it is refused as such, see
/// `spec_with_an_example_bound_above_the_claims_largest`), a
/// point at a large bound, and a table past `--max-memory` (D7): each refused with verify's
/// estimate before anything is allocated, exit 2.
#[test]
fn examples_and_tables_past_their_memory() {
    let dir = scratch("hostile-example-bound");
    copy_spec(&dir);
    let path = dir.join("chl2011.toml");
    let file = std::fs::read_to_string(&path).unwrap();
    let at = file.find("at = \"(5, 8)\"").unwrap();
    let end = at + file[at..].find('\n').unwrap() + 1;
    let edited = format!("{}bound = 32766\n{}", &file[..end], &file[end..]);
    std::fs::write(&path, edited).unwrap();
    let refused = |args: &[&str]| {
        let o = binary().args(args).output().unwrap();
        let (out, err) = text(&o);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {out}{err}");
        err
    };
    let spec = dir.to_str().unwrap();
    for command in ["examples", "verify"] {
        let err = refused(&[
            "--spec",
            spec,
            command,
            "--claim",
            "chl2011/fact-cole-davie",
            "--max-memory",
            "1G",
        ]);
        assert!(
            err.contains("at N = 32766") && err.contains("more than the 1.0 GiB"),
            "{err}"
        );
    }
    let err = refused(&[
        "examples",
        "--claim",
        "chl2011/fact-cole-davie",
        "--at",
        "(30000, 30001)",
        "--bound",
        "60001",
        "--max-memory",
        "1G",
    ]);
    assert!(err.contains("needs about"), "{err}");
    let err = refused(&["table", "euclid", "--max", "65533", "--max-memory", "1G"]);
    assert!(
        err.contains("needs about 4.0 GiB, more than the 1.0 GiB"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The second attacker's smaller findings (D10): a strategy checked whatever the position, a
/// picture written through a symbolic link, the shard cap stated, merge's text as verify's.
#[test]
fn strategies_links_shards_and_merged_text() {
    for (args, needle) in [
        (
            &["move", "euclid", "5", "8", "--strategy", "nope"][..],
            "unknown strategy `nope`",
        ),
        (
            &["move", "euclid", "0", "0", "--strategy", "nope"],
            "unknown strategy `nope`",
        ),
        (
            &["move", "euclid", "5", "8", "--strategy", "tree"],
            "does not play cole-davie: --strategy",
        ),
        (
            &["move", "m-euclid", "3", "5", "--strategy", "cone"],
            "--strategy cf for m-euclid",
        ),
        (
            &["verify", "--shard", "1/4294967295"],
            "1 ≤ K ≤ N ≤ 1000000",
        ),
    ] {
        let o = binary().args(args).output().unwrap();
        let (out, err) = text(&o);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {out}{err}");
        assert!(err.contains(needle), "{args:?}: {err}");
    }
    let dir = scratch("hostile-links");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("real.png"), b"old").unwrap();
    std::os::unix::fs::symlink("real.png", dir.join("link.png")).unwrap();
    let o = binary()
        .args(["plot", "grossman", "--max", "16", "--out"])
        .arg(dir.join("link.png"))
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", text(&o).1);
    let link = std::fs::symlink_metadata(dir.join("link.png")).unwrap();
    assert!(link.file_type().is_symlink(), "the link was replaced");
    let real = std::fs::read(dir.join("real.png")).unwrap();
    assert!(
        real.starts_with(b"\x89PNG"),
        "the link's target was not written"
    );
    // merge's text shows a claim failing as expected with its counterexample, as verify's does.
    let mut files = Vec::new();
    for k in 1..=2 {
        let o = binary()
            .args(["verify", "--paper", "ewd1981", "--shard", &format!("{k}/2")])
            .args(["--format", "json"])
            .output()
            .unwrap();
        let path = dir.join(format!("s{k}.json"));
        std::fs::write(&path, &o.stdout).unwrap();
        files.push(path);
    }
    let whole = binary()
        .args(["verify", "--paper", "ewd1981"])
        .output()
        .unwrap();
    let merged = binary()
        .arg("merge")
        .args(&files)
        .args(["--format", "text"])
        .output()
        .unwrap();
    let counterexamples = |o: &std::process::Output| -> Vec<String> {
        text(o)
            .0
            .lines()
            .filter(|l| l.trim_start().starts_with("counterexample"))
            .map(|l| l.trim().to_string())
            .collect()
    };
    assert!(!counterexamples(&whole).is_empty());
    assert_eq!(counterexamples(&merged), counterexamples(&whole));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A game named twice in an entry's `games` (the second attacker's D4, in part): refused at
/// its file and line, exit 2.
#[test]
fn spec_with_a_game_named_twice() {
    let dir = scratch("hostile-games-twice");
    copy_spec(&dir);
    let from = "games = [\"cole-davie\", \"grossman\", \"m-euclid\"]";
    corrupt(
        &dir,
        "ho2014.toml",
        from,
        "games = [\"cole-davie\", \"cole-davie\"]",
    );
    let (code, out, err) = verify_on(&dir, &[]);
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(
        err.contains("the game `cole-davie` is named twice"),
        "{err}"
    );
    assert!(err.contains("ho2014.toml:"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A claim reads only the tables its predicate declares, each a game its entry names in
/// `games`. With one game taken out of an entry's `games`, the run (and its plan) is refused at
/// the entry's line, naming the game its predicate reads: never a table built behind the plan's
/// back, nor a statement checked on a game it does not speak of.
#[test]
fn spec_with_a_table_read_that_its_entry_does_not_declare() {
    let dir = scratch("hostile-undeclared-table");
    copy_spec(&dir);
    // An entry without a formal statement (one that has both is refused by either check).
    let id = "ho2012/fact-misere-graph";
    let plan = |dir: &Path| {
        let (code, out, err) = verify_on(dir, &["--claim", id, "--dry-run", "--format", "json"]);
        assert_eq!(code, Some(0), "{out}{err}");
        let plan: serde_json::Value = serde_json::from_str(&out).unwrap();
        plan["tables"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| format!("{} {}", t["game"].as_str().unwrap(), t["n"]))
            .collect::<Vec<_>>()
    };
    assert_eq!(plan(&dir), ["misere-g1 45", "misere-g2 45"]);
    let (code, out, err) = verify_on(&dir, &["--claim", id]);
    assert_eq!(code, Some(0), "{out}{err}");
    // Its entry declares misère G2 only.
    let text = std::fs::read_to_string(dir.join("ho2012.toml")).unwrap();
    let at = text.find(&format!("id = \"{id}\"")).unwrap();
    let declared = "games = [\"misere-g1\", \"misere-g2\"]";
    let games = at + text[at..].find(declared).unwrap();
    let mut broken = text.clone();
    broken.replace_range(games..games + declared.len(), "games = [\"misere-g2\"]");
    std::fs::write(dir.join("ho2012.toml"), &broken).unwrap();
    for args in [&["--claim", id][..], &["--claim", id, "--dry-run"][..]] {
        let (code, out, err) = verify_on(&dir, args);
        assert_eq!(code, Some(2), "{out}{err}");
        assert!(
            err.contains("ho2012.toml:")
                && err.contains(
                    "ho2012/fact-misere-graph: its predicate reads misere-g1, a game its entry \
                     does not name in `games`"
                ),
            "{err}"
        );
    }
    // Naming only the normal games under the misère convention is refused at load.
    let normal = broken.replacen("games = [\"misere-g2\"]", "games = [\"g1\", \"g2\"]", 1);
    std::fs::write(dir.join("ho2012.toml"), &normal).unwrap();
    let (code, _, err) = verify_on(&dir, &["--claim", id]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("a misère statement names the misère games"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `text` (a catalogue file) with the entry `id`'s `uses` set to `list` (its own line replaced, or
/// one added after its id).
fn with_uses(text: &str, id: &str, list: &str) -> String {
    let head = format!("id = \"{id}\"\n");
    let at = text.find(&head).unwrap_or_else(|| panic!("no entry {id}")) + head.len();
    let end = text[at..].find("\n[[").map_or(text.len(), |e| at + e);
    let entry: String = text[at..end]
        .lines()
        .filter(|l| !l.starts_with("uses = "))
        .map(|l| format!("{l}\n"))
        .collect();
    format!("{}uses = [{list}]\n{entry}{}", &text[..at], &text[end..])
}

/// A printed formula that fails cannot be used silently: an entry that holds and uses
/// hss2008's (5) as printed, directly or through another entry, without failing itself or naming
/// the corrected entry in its reading, is refused at its file and line; so are a use of a
/// formula the entry does not hold, a bare use of an entry that holds several formulas, an
/// unknown id, and a formula's verdict that is neither holds nor fails.
#[test]
fn spec_with_a_failing_formula_used_silently() {
    let dir = scratch("hostile-uses");
    // hss2008/fact-one-direction holds, no entry uses it, and its reading names no correction.
    let host = "hss2008/fact-one-direction";
    let cases = [
        (
            "\"hss2008/fact-path-formulas#(5)\"",
            "`hss2008/fact-one-direction` uses `hss2008/fact-path-formulas#(5)`, which fails as printed (its formula (5))",
        ),
        (
            "\"hss2008/fact-theorem-3-corresponds-to-theorem-2\"",
            "`hss2008/fact-one-direction` uses `hss2008/fact-theorem-3-corresponds-to-theorem-2`, which fails as printed (at (3, 5))",
        ),
        (
            "\"hss2008/fact-path-formulas#(6)\"",
            "uses the formula `(6)` of `hss2008/fact-path-formulas`, which holds no such formula (its formulas: (4), (5))",
        ),
        (
            "\"hss2008/fact-path-formulas\"",
            "holds several printed formulas: name the one used",
        ),
        (
            "\"hss2008/theorem-99\"",
            "uses the unknown id `hss2008/theorem-99`",
        ),
        (
            "\"hss2008/fact-path-formulas#(4)\", \"hss2008/fact-path-formulas#(4)\"",
            "`hss2008/fact-path-formulas#(4)` is named twice",
        ),
    ];
    let path = dir.join("hss2008.toml");
    for (list, message) in &cases {
        copy_spec(&dir);
        let text = std::fs::read_to_string(&path).unwrap();
        std::fs::write(&path, with_uses(&text, host, list)).unwrap();
        let (code, out, err) = verify_on(&dir, &["--claim", "hss2008/theorem-1"]);
        assert_eq!(code, Some(2), "{list}: {out}{err}");
        assert!(err.contains(message), "{list}: {err}");
        assert!(err.contains("hss2008.toml:"), "{err}");
    }
    // Through an entry that may use (5) (its reading names the correction): the use is followed.
    copy_spec(&dir);
    let corrected = "hss2008/fact-theorem-3-corresponds-to-theorem-2-corrected";
    let text = std::fs::read_to_string(&path).unwrap();
    let allowed = with_uses(
        &text,
        corrected,
        "\"hss2008/fact-path-formulas-corrected\", \"hss2008/fact-path-formulas#(5)\"",
    );
    std::fs::write(&path, &allowed).unwrap();
    let (code, out, err) = verify_on(&dir, &["--claim", "hss2008/theorem-1"]);
    assert_eq!(
        code,
        Some(0),
        "a use of (5) named with its correction is allowed: {out}{err}"
    );
    let through = with_uses(&allowed, host, &format!("\"{corrected}\""));
    std::fs::write(&path, through).unwrap();
    let (code, out, err) = verify_on(&dir, &["--claim", "hss2008/theorem-1"]);
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(
        err.contains(&format!(
            "`hss2008/fact-one-direction` uses `hss2008/fact-path-formulas#(5)` (through {corrected}), \
             which fails as printed"
        )),
        "{err}"
    );
    // A formula's verdict is holds or fails.
    copy_spec(&dir);
    corrupt(
        &dir,
        "hss2008.toml",
        "formulas = { \"(4)\" = \"holds\"",
        "formulas = { \"(4)\" = \"maybe\"",
    );
    let (code, _, err) = verify_on(&dir, &["--claim", "hss2008/theorem-1"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("`maybe` is not one of holds, fails"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// What `spec/README.md` forbids is refused at load, exit 2, at the file and line: an
/// entry expected to fail with no example that fails, a `corrects` naming an entry that holds,
/// an entry without `uses`. A failing entry whose examples fail only elsewhere than at its pinned
/// counterexample is a problem of its examples in every run (exit 1), at the example's line.
#[test]
fn spec_with_entries_the_readme_forbids() {
    let dir = scratch("hostile-forbidden");
    let entry = "id = \"chl2011/fact-cole-davie-with-zero\"";
    let claim = ["--claim", "chl2011/theorem-1", "--pairs", "20"];
    // Neither example at a failure says `fails = true`.
    copy_spec(&dir);
    let path = dir.join("chl2011.toml");
    let file = std::fs::read_to_string(&path).unwrap();
    let at = file.find(entry).unwrap();
    let end = at + file[at..].find("\n[[claim]]").unwrap();
    let unflagged = file[at..end].replace("fails = true\n", "");
    std::fs::write(&path, format!("{}{unflagged}{}", &file[..at], &file[end..])).unwrap();
    // The error stands at the entry's `expected` field.
    let expected_line = file[at..].find("\nexpected = ").unwrap();
    let line = line_of(&dir, "chl2011.toml", entry)
        + file[at..at + expected_line].matches('\n').count()
        + 1;
    let (code, out, err) = verify_on(&dir, &claim);
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(
        err.contains(&format!("chl2011.toml:{line}:"))
            && err.contains("`chl2011/fact-cole-davie-with-zero` is expected to fail: give it an example at its pinned counterexample (0, 1) with `fails = true`"),
        "{err}"
    );
    // An entry that holds, its examples all taken out.
    copy_spec(&dir);
    let table = "id = \"chl2011/table-1\"";
    let file = std::fs::read_to_string(&path).unwrap();
    let at = file.find(table).unwrap();
    let end = at + file[at..].find("\n[[claim]]").unwrap();
    let first = at + file[at..end].find("[[claim.example]]").unwrap();
    std::fs::write(&path, format!("{}{}", &file[..first], &file[end..])).unwrap();
    let (code, out, err) = verify_on(&dir, &claim);
    assert_eq!(code, Some(2), "{out}{err}");
    let line = line_of(&dir, "chl2011.toml", table);
    assert!(
        err.contains(&format!("chl2011.toml:{line}:"))
            && err.contains("`chl2011/table-1` has no example"),
        "{err}"
    );
    // A correction of an entry that holds.
    copy_spec(&dir);
    corrupt(
        &dir,
        "chl2011.toml",
        "corrects = \"chl2011/fact-theorem-1-proof-property-2-k-zero\"",
        "corrects = \"chl2011/theorem-1\"",
    );
    let (code, out, err) = verify_on(&dir, &claim);
    assert_eq!(code, Some(2), "{out}{err}");
    let id = "id = \"chl2011/fact-theorem-1-proof-property-2-k-zero-corrected\"";
    let line = line_of(&dir, "chl2011.toml", id);
    assert!(
        err.contains(&format!("chl2011.toml:{line}:"))
            && err.contains("corrects `chl2011/theorem-1`, which is expected to hold"),
        "{err}"
    );
    // An entry that does not say what it uses.
    copy_spec(&dir);
    let file = std::fs::read_to_string(&path).unwrap();
    let at = file.find(entry).unwrap();
    let uses = at + file[at..].find("uses = []\n").unwrap();
    std::fs::write(&path, format!("{}{}", &file[..uses], &file[uses + 10..])).unwrap();
    let (code, out, err) = verify_on(&dir, &claim);
    assert_eq!(code, Some(2), "{out}{err}");
    let line = line_of(&dir, "chl2011.toml", entry);
    assert!(
        err.contains(&format!("chl2011.toml:{line}:"))
            && err.contains("`chl2011/fact-cole-davie-with-zero` does not say what it uses"),
        "{err}"
    );
    // The example at the pinned counterexample (0, 1) taken out: (0, 5) still fails, but not
    // where the entry says it first does.
    copy_spec(&dir);
    let file = std::fs::read_to_string(&path).unwrap();
    let at = file.find("[[claim.example]]\nat = \"(0, 1)\"").unwrap();
    let end = at + file[at..].find("\n\n").unwrap() + 2;
    std::fs::write(&path, format!("{}{}", &file[..at], &file[end..])).unwrap();
    let line = line_of(&dir, "chl2011.toml", "at = \"(0, 5)\"");
    let says = format!(
        "chl2011.toml:{line}: example at (0, 5): no example with `fails = true` finds the \
         statement failing at its pinned counterexample (0, 1)"
    );
    let (code, out, err) = verify_on(
        &dir,
        &[
            "--claim",
            "chl2011/fact-cole-davie-with-zero",
            "--pairs",
            "20",
        ],
    );
    assert_eq!(code, Some(1), "{out}{err}");
    assert!(out.contains(&says), "`{says}` not in {out}");
    let o = binary()
        .arg("--spec")
        .arg(&dir)
        .args(["examples", "--claim", "chl2011/fact-cole-davie-with-zero"])
        .output()
        .unwrap();
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(1), "{out}{err}");
    assert!(
        out.contains("no example with `fails = true` finds"),
        "{out}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `merge` reads at most 64 MiB of a file: a larger file, or a device that never
/// ends, is refused (exit 2) with the cap, instead of being read without limit.
#[test]
fn merge_with_a_file_without_end() {
    let dir = scratch("hostile-merge-endless");
    let mut files: Vec<std::path::PathBuf> = Vec::new();
    for k in 1..=2 {
        let o = binary()
            .args(["verify", "--claim", "chl2011/theorem-1", "--pairs", "20"])
            .args(["--shard", &format!("{k}/2"), "--format", "json"])
            .output()
            .unwrap();
        let (out, err) = text(&o);
        assert_eq!(o.status.code(), Some(0), "{out}{err}");
        let file = dir.join(format!("shard-{k}.json"));
        std::fs::write(&file, out).unwrap();
        files.push(file);
    }
    // A sparse file past the cap (no disk written), then a device without end.
    let big = dir.join("big.json");
    std::fs::File::create(&big)
        .unwrap()
        .set_len((64 << 20) + 1)
        .unwrap();
    for last in [big.as_path(), Path::new("/dev/zero")] {
        let o = binary()
            .arg("merge")
            .args(&files)
            .arg(last)
            .output()
            .unwrap();
        let (out, err) = text(&o);
        assert!(!err.contains("panicked"), "{err}");
        assert_eq!(o.status.code(), Some(2), "{out}{err}");
        assert!(
            err.contains(&format!(
                "{}: more than 67108864 bytes (64 MiB): not the report of a shard",
                last.display()
            )),
            "{err}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Shards that say a claim holds after fewer or more cases than it checks: `merge` refuses
/// them (exit 2), the claim given whole to one shard or split in strides, whether they say 0
/// (refused for every claim) or another count of a claim whose cases its bound gives
/// (`cases_exactly`: chl2011/theorem-1 checks the 190 pairs a < b ≤ 20); the same shards as
/// written merge.
#[test]
fn merge_with_a_hold_that_checked_nothing_or_another_count() {
    let dir = scratch("hostile-merge-nothing");
    for split in [false, true] {
        let mut files = Vec::new();
        let mut forged: Vec<Vec<std::path::PathBuf>> = vec![Vec::new(); 3];
        for k in 1..=2 {
            let o = binary()
                .args(["verify", "--claim", "chl2011/theorem-1", "--pairs", "20"])
                .args(["--shard", &format!("{k}/2"), "--format", "json"])
                .args(if split {
                    &["--split-from", "0"][..]
                } else {
                    &[][..]
                })
                .output()
                .unwrap();
            let (out, err) = text(&o);
            assert_eq!(o.status.code(), Some(0), "{out}{err}");
            let file = dir.join(format!("shard-{k}.json"));
            std::fs::write(&file, &out).unwrap();
            files.push(file);
            // Every count of the shard set to `cases`, consistently (the claim's and its
            // strides' walks alike), or one more than written.
            for (f, cases) in [Some(0), Some(1), None].into_iter().enumerate() {
                let mut report: serde_json::Value = serde_json::from_str(&out).unwrap();
                let set = |v: &mut serde_json::Value| {
                    let was = v.as_u64().unwrap();
                    *v = serde_json::json!(cases.unwrap_or(was + 1));
                };
                for claim in report["claims"].as_array_mut().unwrap() {
                    if claim["cases"].as_u64() == Some(0) {
                        continue; // the other shard's stride of nothing, if any
                    }
                    set(&mut claim["cases"]);
                    let walks = claim
                        .get_mut("split")
                        .and_then(|s| s.get_mut("walks"))
                        .and_then(|w| w.as_array_mut());
                    for walk in walks.into_iter().flatten() {
                        set(&mut walk["cases"]);
                    }
                }
                let file = dir.join(format!("forged-{f}-{k}.json"));
                std::fs::write(&file, report.to_string()).unwrap();
                forged[f].push(file);
            }
        }
        let o = binary().arg("merge").args(&files).output().unwrap();
        let (out, err) = text(&o);
        assert_eq!(o.status.code(), Some(0), "split {split}: {out}{err}");
        assert!(out.contains("\"cases\": 190"), "split {split}: {out}");
        for (forged, says) in forged.iter().zip([
            "chl2011/theorem-1: the shards say it holds after 0 cases at N = 20: a claim that holds",
            "chl2011/theorem-1: the shards say it holds after 2 cases at N = 20, and a run that \
             holds there checks exactly 190 cases",
            "chl2011/theorem-1: the shards say it holds after 192 cases at N = 20, and a run that \
             holds there checks exactly 190 cases",
        ]) {
            let o = binary().arg("merge").args(forged).output().unwrap();
            let (out, err) = text(&o);
            assert!(!err.contains("panicked"), "{err}");
            assert_eq!(o.status.code(), Some(2), "split {split}: {out}{err}");
            // Whole, the claim is in one shard only: one count, not two.
            let says = if split {
                says.to_string()
            } else {
                says.replace("after 2 cases", "after 1 case")
                    .replace("after 192", "after 191")
            };
            assert!(err.contains(&says), "split {split}: {err}");
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A shard that says a claim ran at a bound its predicate cannot run at (beyond its largest,
/// below its least), with the count an exact claim would check there: `merge` refuses it
/// (exit 2), before any count is compared.
#[test]
fn merge_with_a_bound_no_run_reaches() {
    let dir = scratch("hostile-merge-bound");
    let o = binary()
        .args(["verify", "--claim", "chl2011/theorem-1", "--pairs", "20"])
        .args(["--shard", "1/1", "--format", "json"])
        .output()
        .unwrap();
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(0), "{out}{err}");
    for (bound, says) in [
        (
            1_000_000_000u64,
            "it ran at N = 1000000000, where its predicate runs from 3 to 32766",
        ),
        (
            u64::MAX,
            "it ran at N = 18446744073709551615, where its predicate runs from 3 to",
        ),
        (
            2,
            "it ran at N = 2, where its predicate runs from 3 to 32766",
        ),
    ] {
        let mut report: serde_json::Value = serde_json::from_str(&out).unwrap();
        report["claims"][0]["bound"] = serde_json::json!(bound);
        let n = u128::from(bound);
        let cases = (n * n.saturating_sub(1) / 2).min(u128::from(u64::MAX)) as u64;
        report["claims"][0]["cases"] = serde_json::json!(cases);
        let file = dir.join("forged.json");
        std::fs::write(&file, report.to_string()).unwrap();
        let o = binary().arg("merge").arg(&file).output().unwrap();
        let (out, err) = text(&o);
        assert_eq!(o.status.code(), Some(2), "N = {bound}: {out}{err}");
        assert!(err.contains(says), "N = {bound}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The `formulas` of an entry: a label its predicate does not check is refused at the
/// entry's file and line (exit 2), and so is an entry expected to fail whose every formula holds.
#[test]
fn spec_with_formulas_nobody_reads() {
    let dir = scratch("hostile-formulas");
    let map = "formulas = { \"(4)\" = \"holds\", \"(5)\" = \"fails\" }";
    let id = "id = \"hss2008/fact-path-formulas\"";
    for (changed, says) in [
        (
            "formulas = { \"(4)\" = \"holds\", \"(5)\" = \"fails\", \"(6)\" = \"holds\" }",
            "`hss2008/fact-path-formulas` holds no formula (6): its predicate checks the formulas (4), (5)",
        ),
        (
            "formulas = { \"(4)\" = \"holds\", \"(5)\" = \"holds\" }",
            "`hss2008/fact-path-formulas` is expected to fail, and every formula it holds holds as printed",
        ),
    ] {
        copy_spec(&dir);
        corrupt(&dir, "hss2008.toml", map, changed);
        let line = line_of(&dir, "hss2008.toml", id);
        let (code, out, err) = verify_on(
            &dir,
            &["--claim", "hss2008/fact-path-formulas", "--pairs", "20"],
        );
        assert_eq!(code, Some(2), "{changed}: {out}{err}");
        assert!(
            err.contains(&format!("hss2008.toml:{line}:")) && err.contains(says),
            "{changed}: {err}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The verdict of each printed formula: a `formulas` map that gives a formula the
/// verdict its predicate, checking it alone, does not find is unexpected (exit 1), at the entry's
/// file and line, on both entries that hold formulas; the shipped maps pass.
#[test]
fn spec_with_formula_verdicts_flipped() {
    let dir = scratch("hostile-formulas-flipped");
    // The entries that use theorem-4's formula f_(n+1) are made to use none first: the loader
    // refuses a use of a formula that fails as printed, before any run.
    let unused: &[(&str, &str)] = &[
        (
            "uses = [\"hss2008/theorem-4#f_(n+1)\", \"hss2008/theorem-4#g_(n+1)\"]",
            "uses = [\"hss2008/theorem-4-corrected\"]",
        ),
        (", \"hss2008/theorem-4#f_(n+1)\"]", "]"),
    ];
    for (file, id, map, flipped, wrong, n, first) in [
        (
            "hss2008.toml",
            "hss2008/fact-path-formulas",
            "formulas = { \"(4)\" = \"holds\", \"(5)\" = \"fails\" }",
            "formulas = { \"(4)\" = \"fails\", \"(5)\" = \"holds\" }",
            [
                "formula (4): the entry says it fails as printed; its predicate, checking it alone at N = 500, finds it holds",
                "formula (5): the entry says it holds as printed; its predicate, checking it alone at N = 500, finds it fails at 2/3",
            ],
            "--pairs",
            &[][..],
        ),
        (
            "hss2008.toml",
            "hss2008/theorem-4",
            "formulas = { \"f_(n+1)\" = \"holds\", \"g_(n+1)\" = \"fails\" }",
            "formulas = { \"f_(n+1)\" = \"fails\", \"g_(n+1)\" = \"holds\" }",
            [
                "formula f_(n+1): the entry says it fails as printed; its predicate, checking it alone at N = 21, finds it holds",
                "formula g_(n+1): the entry says it holds as printed; its predicate, checking it alone at N = 21, finds it fails at enumerated n = 1",
            ],
            "--generations",
            unused,
        ),
    ] {
        copy_spec(&dir);
        for (from, to) in first {
            corrupt(&dir, file, from, to);
        }
        let (code, out, err) = verify_on(&dir, &["--claim", id, n, "8"]);
        assert_eq!(code, Some(0), "{id} as shipped: {out}{err}");
        corrupt(&dir, file, map, flipped);
        let line = line_of(&dir, file, &format!("id = \"{id}\""));
        let (code, out, err) = verify_on(&dir, &["--claim", id, n, "8"]);
        assert_eq!(code, Some(1), "{id} flipped: {out}{err}");
        for says in wrong {
            assert!(
                out.contains(&format!("{file}:{line}: {says}")),
                "{id} flipped: {says}\n{out}"
            );
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// An example whose `bound` is above the largest its predicate runs at is refused at
/// the example's file and line (exit 2), before any table is built, whatever the run's bound: the
/// largest bound a u64 holds, and one just above the claim's largest.
#[test]
fn spec_with_an_example_bound_above_the_claims_largest() {
    let dir = scratch("hostile-example-bound-above");
    for bound in ["18446744073709551615", "21"] {
        copy_spec(&dir);
        let from = "at = \"3/2\"\nbound = 4\n";
        corrupt(
            &dir,
            "ewd1981.toml",
            from,
            &format!("at = \"3/2\"\nbound = {bound}\n"),
        );
        let line = line_of(&dir, "ewd1981.toml", &format!("bound = {bound}")) - 1;
        let (code, out, err) = verify_on(&dir, &["--pairs", "60"]);
        assert_eq!(code, Some(2), "bound {bound}: {out}{err}");
        assert!(
            err.contains(&format!("ewd1981.toml:{line}:"))
                && err.contains(&format!(
                    "the example at 3/2 of `ewd1981/fact-reversed-expansion` asks for N = {bound}, above the largest its predicate runs at, 20"
                )),
            "bound {bound}: {err}"
        );
    }
    // At the largest, it runs.
    copy_spec(&dir);
    corrupt(
        &dir,
        "ewd1981.toml",
        "at = \"3/2\"\nbound = 4\n",
        "at = \"3/2\"\nbound = 20\n",
    );
    let (code, out, err) = verify_on(&dir, &["--claim", "ewd1981/fact-reversed-expansion"]);
    assert_ne!(code, Some(2), "bound 20: {out}{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A program's text in `check`'s Markdown summary opens nothing: an answer with backticks, a
/// link, a tag and an entity shows as written (every such character escaped, never a live link
/// in `$GITHUB_STEP_SUMMARY`); a `--cmd` with a line break is printed on one line in every
/// format, so that no printed line starts with the user's text (a runner executes a line that
/// starts `::warning::`).
#[test]
fn check_reports_hostile_text_as_text() {
    let answer = "x` [pwn](http://e.example) `y <b>&lt;";
    let cmd = format!("while read l; do echo '{answer}'; done\n::warning::planted");
    for format in ["markdown", "text", "json", "junit"] {
        let o = binary()
            .args(["check", "cole-davie", "--protocol", "lines", "--cmd", &cmd])
            .args(["--max", "3", "--random", "0", "--format", format])
            .env("GITHUB_ACTIONS", "true")
            .output()
            .unwrap();
        let (out, err) = text(&o);
        assert_eq!(o.status.code(), Some(1), "{format}: {out}{err}");
        crate::util::assert_no_line_starts_with("::warning::", &[&out, &err], format);
        if format == "markdown" {
            // Outside the fenced block of commands (where nothing is read as Markdown).
            let prose = out.split("```").next().unwrap();
            assert!(prose.contains("pwn"), "{out}");
            for pat in ["[", "<b>", "&lt;", "`"] {
                assert!(
                    !crate::util::unescaped(prose, pat),
                    "{pat} unescaped:\n{out}"
                );
            }
            let block = out.split("```sh\n").nth(1).unwrap();
            assert!(block.contains("\\n::warning::planted"), "{out}");
        }
    }
}

/// Markdown text as it renders: a backslash before an ASCII punctuation character dropped.
fn unescape_markdown(md: &str) -> String {
    let mut out = String::with_capacity(md.len());
    let mut chars = md.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\' && chars.peek().is_some_and(|n| n.is_ascii_punctuation()) {
            continue;
        }
        out.push(c);
    }
    out
}

/// Every JSON output says its layout's version and the build that wrote it (`schema`, `tool`),
/// as numbers and strings; `merge` refuses a shard of another schema, or of none (written before
/// there was one), exit 2, naming the build that wrote it.
#[test]
fn json_says_its_schema_and_merge_refuses_another() {
    use serde_json::Value;
    let dir = scratch("json-schema");
    let json = |args: &[&str]| -> Value {
        let o = binary().args(args).output().unwrap();
        serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("{args:?}: {e}"))
    };
    let verify = json(&["verify", "--paper", "ewd1981", "--format", "json"]);
    let check = json(&[
        "check",
        "grossman",
        "--cmd",
        "true",
        "--max",
        "2",
        "--random",
        "0",
        "--no-edges",
        "--format",
        "json",
    ]);
    for v in [&verify, &check] {
        assert_eq!(v["schema"], Value::from(2), "{v}");
        assert_eq!(v["tool"]["name"], "euclid-spec", "{v}");
        assert_eq!(v["tool"]["version"], env!("CARGO_PKG_VERSION"), "{v}");
        assert!(
            v["tool"]["commit"].as_str().is_some_and(|c| !c.is_empty()),
            "{v}"
        );
    }
    let shard = |k: u32| -> Value {
        json(&[
            "verify",
            "--paper",
            "ewd1981",
            "--shard",
            &format!("{k}/2"),
            "--format",
            "json",
        ])
    };
    let (one, two) = (shard(1), shard(2));
    let merged = |second: &Value| {
        let a = dir.join("a.json");
        let b = dir.join("b.json");
        std::fs::write(&a, one.to_string()).unwrap();
        std::fs::write(&b, second.to_string()).unwrap();
        let o = binary()
            .args(["merge", a.to_str().unwrap(), b.to_str().unwrap()])
            .args(["--format", "json"])
            .output()
            .unwrap();
        let (out, err) = text(&o);
        (o.status.code(), out, err)
    };
    let (code, out, err) = merged(&two);
    assert_eq!(code, Some(0), "{out}{err}");
    let whole: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(whole["schema"], Value::from(2), "{whole}");
    for schema in [Value::from(1), Value::from(3), Value::from(0), Value::Null] {
        let mut other = two.clone();
        match &schema {
            Value::Null => {
                other.as_object_mut().unwrap().remove("schema");
            }
            s => other["schema"] = s.clone(),
        }
        // A field of a later layout: the schema is read first, and named.
        other["added_later"] = Value::from(true);
        let (code, out, err) = merged(&other);
        assert_eq!(code, Some(2), "{schema}: {out}{err}");
        let said = if schema.is_null() {
            0
        } else {
            schema.as_u64().unwrap()
        };
        assert!(
            err.contains(&format!("b.json is a report of JSON schema {said}"))
                && err.contains("written by euclid-spec")
                && err.contains("this build reads schema 2"),
            "{schema}: {err}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A filter with a tag and a line break in it (`EUCLID_SPEC_CLAIMS`), named in every report of
/// the part it selects: on one line (`\n` written out), escaped in Markdown; no printed line
/// starts with the user's text.
#[test]
fn a_filter_with_a_line_break_stays_on_its_line() {
    let filter = "ewd1981/theorem-trail,<img src=x>\n::error::planted";
    for format in ["text", "markdown", "json", "junit"] {
        let o = binary()
            .args(["verify", "--format", format])
            .env("EUCLID_SPEC_CLAIMS", filter)
            .output()
            .unwrap();
        let (out, err) = text(&o);
        assert_eq!(o.status.code(), Some(0), "{format}: {out}{err}");
        crate::util::assert_no_line_starts_with("::error::", &[&out, &err], format);
        assert!(out.contains("planted"), "{format}: {out}");
        if format == "markdown" {
            assert!(out.contains("\\<img src=x\\>"), "{out}");
            assert!(!out.contains(" <img"), "{out}");
        }
    }
}

/// A program that writes more lines than positions is told so in every protocol, with the
/// first line that was not expected (what to keep off stdout), and a count in the singular for
/// one; one that writes far more is read no further than a margin, and says "more than".
#[test]
fn check_names_the_first_surplus_line() {
    for protocol in ["batch", "each", "lines"] {
        let args = [&SMALL_BOX[..], &["--protocol", protocol]].concat();
        let (code, out) = check(
            "grossman",
            "while read a b; do echo 0; echo 'debug: x'; done",
            &args,
        );
        assert_eq!(code, Some(1), "{protocol}: {out}");
        if protocol != "lines" {
            // lines reads the second line as the next position's answer.
            assert!(
                out.contains(
                    "it wrote 1 line more than the positions sent (the first past one per position: `debug: x`)"
                ),
                "{protocol}: {out}"
            );
        }
        assert!(
            !out.contains(" positions sent alone") && !out.contains("for 1 positions"),
            "{protocol}: {out}"
        );
    }
    let args = [&SMALL_BOX[..], &["--protocol", "each"]].concat();
    let (code, out) = check(
        "grossman",
        "read a b; echo 0; for i in $(seq 40); do echo noise $i; done",
        &args,
    );
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains(
            "it wrote more than 16 lines more than the positions sent (the first past one per position: `noise 1`)"
        ),
        "{out}"
    );
}

/// The program's stderr is captured, never passed through: a traceback shows once, in the
/// failure's words (its first lines and its last, escaped on the report's line), whatever the
/// protocol and however many processes the search by halves started; a program that writes a
/// million lines on stderr and answers right passes, and none of them reaches the output.
#[test]
fn check_shows_the_programs_stderr_with_its_failure() {
    let crash = "while read a b; do if [ \"$a $b\" = \"1 2\" ]; then echo 'Traceback (most recent call last):' >&2; echo '::warning::planted' >&2; echo 'ZeroDivisionError: planted' >&2; exit 1; fi; echo $(( (b*b - a*a) / (a*b) )); done";
    for protocol in ["batch", "each", "lines"] {
        let o = binary()
            .args(["check", "grossman", "--cmd", crash])
            .args(SMALL_BOX)
            .args(["--protocol", protocol])
            .output()
            .unwrap();
        let (out, err) = text(&o);
        let all = format!("{out}{err}");
        assert_eq!(o.status.code(), Some(1), "{protocol}: {all}");
        assert!(all.contains("at (1, 2)"), "{protocol}: {all}");
        assert_eq!(all.matches("`Traceback").count(), 1, "{protocol}: {all}");
        crate::util::assert_no_line_starts_with("Traceback", &[&out, &err], protocol);
        assert!(
            all.contains("on stderr: `Traceback (most recent call last):`, `::warning::planted`, `ZeroDivisionError: planted`"),
            "{protocol}: {all}"
        );
        crate::util::assert_no_line_starts_with("::warning", &[&out, &err], protocol);
    }
    // More lines than are kept: the first three and the last, the count said.
    let long = "read a b; for i in 1 2 3 4 5 6; do echo line $i >&2; done; exit 3";
    let (code, out) = check(
        "grossman",
        long,
        &[&SMALL_BOX[..], &["--protocol", "each"]].concat(),
    );
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains(
            "on stderr (6 lines: the first 3 and the last): `line 1`, `line 2`, `line 3`, `line 6`"
        ),
        "{out}"
    );
    // A program noisy on stderr and right: it passes, and its noise stays out.
    let noisy = format!("seq 1000000 >&2; {}", nivasch());
    let (code, out) = check("grossman", &noisy, &SMALL_BOX);
    assert_eq!(code, Some(0), "{out}");
    assert!(!out.contains("999999"), "{out}");
}

/// Words a user meets at a point: `check --at` with an entry the game refuses says which rule
/// (Grossman's entries are positive); `examples --at` takes a point written as `check --at`
/// writes it; every positional argument has its help line.
#[test]
fn points_and_positionals_are_explained() {
    use crate::util::expect;
    expect(
        &["check", "grossman", "--cmd", "cat", "--at", "0 5"],
        2,
        "(0, 5) is not a position of grossman: entries must be positive",
    );
    for written in ["3 8", "3,8", " 3 ,  8 "] {
        let out = expect(
            &["examples", "--claim", "chl2011/theorem-1", "--at", written],
            0,
            "chl2011/theorem-1  (3, 8)  holds",
        );
        assert!(out.contains("G = 2"), "{out}");
    }
    expect(
        &["examples", "--claim", "chl2011/theorem-1", "--at", "3"],
        2,
        "is not a point of chl2011/theorem-1's domain",
    );
    for command in [
        "sg", "move", "play", "tree", "table", "check", "plot", "merge",
    ] {
        let help = expect(&[command, "--help"], 0, "Usage:");
        let arguments = help
            .split("Arguments:")
            .nth(1)
            .and_then(|rest| rest.split("Options:").next())
            .unwrap_or("");
        let lines: Vec<&str> = arguments.lines().filter(|l| !l.trim().is_empty()).collect();
        for (i, line) in lines.iter().enumerate() {
            let t = line.trim();
            // `<A>  text`, or `<GAME>` with its text on the next line.
            let described = !t.ends_with('>') && !t.ends_with("...")
                || lines
                    .get(i + 1)
                    .is_some_and(|next| !next.trim().starts_with(['<', '[']));
            assert!(described, "{command}: `{t}` has no help line:\n{help}");
        }
    }
}

/// The large-quotient family reaches the quotients that are powers of two: a program wrong only
/// at (3, 3·2²⁰ + 1), a quotient no power of ten or machine width meets, is found there (it
/// passed when the family held only q = 10ⁱ).
#[test]
fn check_meets_a_quotient_that_is_a_power_of_two() {
    let cmd = "python3 -S -c 'import sys\nfor l in sys.stdin:\n    a, b = sorted(map(int, l.split()))\n    v = (b * b - a * a) // (a * b) if a else 0\n    print(v + ((a, b) == (3, 3 * 2 ** 20 + 1)), flush=True)'";
    let (code, out) = check(
        "grossman",
        cmd,
        &[
            "--entries",
            "1..18446744073709551615",
            "--max",
            "10",
            "--random",
            "0",
        ],
    );
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("at (3, 3145729)") && out.contains("\"large quotients\""),
        "{out}"
    );
}
