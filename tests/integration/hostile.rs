//! Hostile input (issue 26): each test feeds the tool one kind of bad input, named after what it
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
            assert!(out.contains(&place), "{format}: `{place}` not in\n{out}");
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
        let o = binary().arg("merge").args(&files).output().unwrap();
        let (out, err) = text(&o);
        assert_eq!(o.status.code(), Some(1), "{out}{err}");
        assert!(out.contains(&place), "merge: {out}");
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
/// when the whole catalogue is asked for; a run that chooses a part of it on purpose runs, and
/// says which part in its report.
#[test]
fn verify_on_a_catalogue_with_entries_missing() {
    let dir = scratch("hostile-missing");
    copy_spec(&dir);
    std::fs::remove_file(dir.join("hss2008.toml")).unwrap();
    let (code, out, err) = verify_on(&dir, &[]);
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(
        err.contains("the catalogue has no entry for 55 of the predicates"),
        "{err}"
    );
    assert!(err.contains("hss2008/"), "{err}");
    // The same with one entry taken out of a file.
    copy_spec(&dir);
    let path = dir.join("ewd1981.toml");
    let file = std::fs::read_to_string(&path).unwrap();
    let start = file
        .find("[[claim]]\nid = \"ewd1981/theorem-trail\"")
        .unwrap();
    let end = start + 1 + file[start + 1..].find("[[claim]]").unwrap();
    std::fs::write(&path, format!("{}{}", &file[..start], &file[end..])).unwrap();
    let (code, _, err) = verify_on(&dir, &["--format", "json"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains(
            "no entry for 1 of the predicates this program checks (ewd1981/theorem-trail)"
        ),
        "{err}"
    );
    // A part chosen on purpose runs, by flag or by the environment, and every report says
    // which part.
    for (format, says) in [
        ("text", "part of the catalogue: --paper chl2011"),
        ("json", "\"selection\": \"--paper chl2011\""),
        ("junit", "part of the catalogue: --paper chl2011"),
        ("markdown", "part of the catalogue: --paper chl2011"),
    ] {
        let (code, out, err) = verify_on(&dir, &["--paper", "chl2011", "--format", format]);
        assert_eq!(code, Some(0), "{out}{err}");
        assert!(out.contains(says), "{format}: `{says}` not in {out}");
    }
    let o = binary()
        .arg("--spec")
        .arg(&dir)
        .arg("verify")
        .env("EUCLID_SPEC_CLAIMS", "ewd1981")
        .output()
        .unwrap();
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(0), "{out}{err}");
    assert!(
        out.contains("part of the catalogue: EUCLID_SPEC_CLAIMS=ewd1981"),
        "{out}"
    );
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
        "1 claims: 1 hold",
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
            "statement = \"It was shown in [1] that for a < b, the position (a, b) is a losing position if and only if b < φa.\"",
            "statement = \"\\u001b[2J It was shown\"",
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
