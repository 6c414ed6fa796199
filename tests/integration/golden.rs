//! Golden outputs: every command in every format, its errors and exit codes, as a user sees
//! them, kept as insta snapshots in `snapshots/golden/` (a change of layout must leave
//! them identical). Timings, memory peaks, the binary's path, the repository's and the scratch
//! folder's paths and inline image data (replaced by its length and digest) are redacted, and
//! everything else is compared byte for byte. A change of output on purpose is reviewed with
//! `cargo insta review` (or `INSTA_UPDATE=always`), and said in the commit.

use crate::util::{binary, fixture_claims, root, scratch, BINARY};
use regex_lite::Regex;
use std::path::Path;
use std::sync::OnceLock;

fn settings() -> insta::Settings {
    let mut s = insta::Settings::clone_current();
    s.set_snapshot_path("../../snapshots/golden");
    s.set_prepend_module_to_snapshot(false);
    s
}

/// A 64-bit FNV-1a digest: enough to notice a changed image without keeping it.
fn digest(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// What varies from run to run, or from machine to machine, replaced by a marker.
fn redact(text: &str, scratch: &Path) -> String {
    static RULES: OnceLock<Vec<(Regex, &'static str)>> = OnceLock::new();
    let rules = RULES.get_or_init(|| {
        [
            // seconds: "0.78s", "0.1 s", "in 0.00s", JSON "seconds": 0.5, JUnit time="0.001"
            (r"\b\d+\.\d+ ?s\b", "[t]"),
            (r#""seconds": ?[0-9.eE+-]+"#, r#""seconds":[t]"#),
            (r#"time="[0-9.]+""#, r#"time="[t]""#),
            (r"peak \d+(\.\d+)? [KMGT]?i?B", "peak [mem]"),
            (r"peak memory \d+(\.\d+)? [KMGT]?i?B", "peak memory [mem]"),
            (r"timestamp=\S+", "timestamp=[t]"),
            // the commit the binary was built from (the page's header, the JSON's tool)
            (r"built from [^·<]*", "built from [commit] "),
            (r#""commit": ?"[^"]*""#, r#""commit": "[commit]""#),
            (
                r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)?",
                "[date]",
            ),
        ]
        .into_iter()
        .map(|(r, with)| (Regex::new(r).unwrap(), with))
        .collect()
    });
    static IMAGE: OnceLock<Regex> = OnceLock::new();
    let image =
        IMAGE.get_or_init(|| Regex::new(r"data:image/([a-z+]+);base64,([A-Za-z0-9+/=]+)").unwrap());
    let mut t = text
        .replace(BINARY, "euclid-spec")
        .replace(&scratch.display().to_string(), "[scratch]")
        .replace(&root().display().to_string(), "[root]");
    t = image
        .replace_all(&t, |c: &regex_lite::Captures| {
            format!(
                "data:image/{};base64,[{} characters, fnv {}]",
                &c[1],
                c[2].len(),
                digest(c[2].as_bytes())
            )
        })
        .into_owned();
    for (rule, with) in rules {
        t = rule.replace_all(&t, *with).into_owned();
    }
    t
}

/// Runs the binary with `args` (`{scratch}` and `{root}` replaced) and snapshots the command,
/// its exit code and both streams, redacted.
fn golden(name: &str, args: &[&str], scratch: &Path) {
    let args: Vec<String> = args
        .iter()
        .map(|a| {
            a.replace("{scratch}", &scratch.display().to_string())
                .replace("{root}", &root().display().to_string())
        })
        .collect();
    let o = binary()
        .args(&args)
        .env_remove("GITHUB_ACTIONS")
        .env_remove("RAYON_NUM_THREADS")
        .env("COLUMNS", "100")
        .output()
        .unwrap();
    let shown: Vec<String> = args.iter().map(|a| format!("{a:?}")).collect();
    let text = format!(
        "$ euclid-spec {}\nexit: {:?}\n--- stdout\n{}\n--- stderr\n{}",
        shown.join(" "),
        o.status.code(),
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    settings().bind(|| insta::assert_snapshot!(name, redact(&text, scratch)));
}

/// A file the command wrote, snapshot redacted (or, for a picture, its size and digest).
fn golden_file(name: &str, file: &Path, scratch: &Path) {
    let bytes = std::fs::read(file).unwrap_or_default();
    let shown = match std::str::from_utf8(&bytes) {
        Ok(text) if file.extension().is_none_or(|e| e != "png") => redact(text, scratch),
        _ => format!("{} bytes, fnv {}", bytes.len(), digest(&bytes)),
    };
    settings().bind(|| insta::assert_snapshot!(name, shown));
}

/// The fixture catalogue (`tests/fixtures/catalogue/`): eight entries copied from `spec/`, one
/// of each kind a report shows (holds, partial, consistency, fails as expected beside its other
/// reading, fails as printed beside its correction, skipped), one with hostile text in its
/// location, statement and reading for every escaper. A catalogue that lacks entries of
/// compiled predicates is refused unless the run names its claims, so every run of it here
/// names its eight, read from its files: the verify, merge and report goldens are sized to the
/// fixture, and a new claim of `spec/` changes none of them (the whole catalogue is pinned in
/// `claims-text` here and in `snapshots/verify_default_bounds.snap`).
const FIXTURE: &str = "{root}/tests/fixtures/catalogue";

/// `args`, then `--spec` the fixture and `--claim` for each of its entries.
fn on_fixture(args: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    v.extend(["--spec".to_string(), FIXTURE.to_string()]);
    v.extend(fixture_claims());
    v
}

/// Runs [`golden`] with owned arguments.
fn golden_owned(name: &str, args: &[String], scratch: &Path) {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    golden(name, &args, scratch);
}

#[test]
fn help_of_every_command() {
    let dir = scratch("golden-help");
    golden("help", &["--help"], &dir);
    for command in [
        "verify", "report", "merge", "sg", "table", "examples", "check", "plot", "claims", "tree",
        "move", "play", "bench",
    ] {
        golden(&format!("help-{command}"), &[command, "--help"], &dir);
    }
    golden("no-command", &[], &dir);
    golden("unknown-command", &["nope"], &dir);
}

#[test]
fn verify_merge_and_report() {
    let dir = scratch("golden-verify");
    for format in ["text", "json", "junit", "markdown"] {
        let args = on_fixture(&["verify", "--threads", "1", "--format", format]);
        golden_owned(&format!("verify-{format}"), &args, &dir);
    }
    golden_owned(
        "verify-dry-run",
        &on_fixture(&["verify", "--dry-run"]),
        &dir,
    );
    golden(
        "verify-paper",
        &[
            "verify",
            "--paper",
            "ewd1981",
            "--pairs",
            "20",
            "--threads",
            "1",
        ],
        &dir,
    );
    golden(
        "verify-claim",
        &[
            "verify",
            "--threads",
            "1",
            "--claim",
            "chl2011/theorem-1",
            "--claim",
            "ho2014/proposition-straffin",
        ],
        &dir,
    );
    golden(
        "verify-unknown-claim",
        &["verify", "--claim", "nope/nope"],
        &dir,
    );
    golden("verify-unknown-paper", &["verify", "--paper", "nope"], &dir);
    golden("verify-bad-shard", &["verify", "--shard", "3/2"], &dir);
    golden(
        "verify-over-memory",
        &["verify", "--pairs", "100000000", "--max-memory", "1M"],
        &dir,
    );
    for k in ["1", "2"] {
        let shard = dir.join(format!("shard-{k}.json"));
        let shard_of = format!("{k}/2");
        let args = on_fixture(&[
            "verify",
            "--shard",
            &shard_of,
            "--format",
            "json",
            "--pairs",
            "20",
            "--threads",
            "1",
        ]);
        let root = root().display().to_string();
        let o = binary()
            .args(args.iter().map(|a| a.replace("{root}", &root)))
            .output()
            .unwrap();
        assert_eq!(
            o.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&o.stderr)
        );
        std::fs::write(shard, &o.stdout).unwrap();
    }
    for format in ["text", "json", "junit", "markdown"] {
        golden(
            &format!("merge-{format}"),
            &[
                "merge",
                "{scratch}/shard-1.json",
                "{scratch}/shard-2.json",
                "--spec",
                FIXTURE,
                "--format",
                format,
            ],
            &dir,
        );
    }
    golden(
        "merge-one-shard",
        &["merge", "{scratch}/shard-1.json", "--spec", FIXTURE],
        &dir,
    );
    golden(
        "merge-missing-file",
        &["merge", "{scratch}/nothing.json"],
        &dir,
    );

    let report = on_fixture(&[
        "report",
        "--out",
        "{scratch}/page",
        "--threads",
        "1",
        "--picture-max",
        "32",
        "--slice-max",
        "12",
    ]);
    golden_owned("report", &report, &dir);
    golden_file("report-index-html", &dir.join("page/index.html"), &dir);
    golden(
        "report-into-a-file",
        &["report", "--out", "{root}/Cargo.toml"],
        &dir,
    );
}

#[test]
fn positions_tables_and_trees() {
    let dir = scratch("golden-positions");
    let runs: &[(&str, &[&str])] = &[
        ("sg-grossman", &["sg", "grossman", "3", "8"]),
        (
            "sg-cole-davie-explain",
            &["sg", "cole-davie", "3", "8", "--explain"],
        ),
        (
            "sg-misere-explain",
            &["sg", "misere-cole-davie", "4", "7", "--explain"],
        ),
        ("sg-m-euclid", &["sg", "m-euclid", "3", "10", "--explain"]),
        ("sg-serial-nim", &["sg", "serial-nim", "1", "2", "3"]),
        (
            "sg-3-euclid",
            &["sg", "3-euclid", "2", "3", "5", "--explain"],
        ),
        ("sg-g1", &["sg", "g1", "2", "3", "7"]),
        (
            "sg-largest",
            &[
                "sg",
                "grossman",
                "18446744073709551614",
                "18446744073709551615",
                "--explain",
            ],
        ),
        ("sg-unknown-game", &["sg", "nope", "1", "2"]),
        ("sg-zero", &["sg", "grossman", "0", "5"]),
        ("sg-word", &["sg", "grossman", "1", "x"]),
        (
            "sg-past-u64",
            &["sg", "grossman", "1", "18446744073709551616"],
        ),
        ("table-text", &["table", "grossman", "--max", "6"]),
        (
            "table-csv",
            &["table", "cole-davie", "--max", "5", "--format", "csv"],
        ),
        (
            "table-long",
            &["table", "m-euclid", "--max", "4", "--format", "long"],
        ),
        (
            "table-triples",
            &["table", "3-euclid", "--max", "3", "--format", "long"],
        ),
        ("table-unknown", &["table", "nope"]),
        ("examples-paper", &["examples", "--paper", "ewd1981"]),
        (
            "examples-at",
            &["examples", "--claim", "chl2011/theorem-1", "--at", "(3, 8)"],
        ),
        ("examples-unknown", &["examples", "--claim", "x/y"]),
        ("claims-text", &["claims"]),
        (
            "claims-json",
            &["claims", "--spec", FIXTURE, "--format", "json"],
        ),
        ("tree-5-8", &["tree", "5", "8"]),
        ("tree-8-5", &["tree", "8", "5"]),
        ("tree-0-1", &["tree", "0", "1"]),
        ("tree-not-reduced", &["tree", "4", "6"]),
        ("move-cole-davie", &["move", "cole-davie", "3", "8"]),
        ("move-grossman", &["move", "grossman", "5", "8"]),
        ("move-lost", &["move", "cole-davie", "5", "8"]),
        (
            "move-cf",
            &["move", "m-euclid", "3", "10", "--strategy", "cf"],
        ),
        (
            "move-unknown-strategy",
            &["move", "grossman", "3", "8", "--strategy", "x"],
        ),
        ("play-cole-davie", &["play", "cole-davie", "3", "8"]),
        (
            "play-tree",
            &["play", "grossman", "5", "13", "--strategy", "tree"],
        ),
        (
            "plot-svg",
            &[
                "plot",
                "grossman",
                "--out",
                "{scratch}/g.svg",
                "--max",
                "16",
            ],
        ),
        (
            "plot-png",
            &["plot", "calkin-wilf", "--out", "{scratch}/t.png"],
        ),
        (
            "plot-counts",
            &[
                "plot",
                "counts",
                "--out",
                "{scratch}/c.svg",
                "--generations",
                "8",
            ],
        ),
        (
            "plot-slice",
            &["plot", "3-euclid", "--out", "{scratch}/s.svg", "--max", "8"],
        ),
        (
            "plot-bad-extension",
            &["plot", "grossman", "--out", "{scratch}/g.txt"],
        ),
    ];
    for (name, args) in runs {
        golden(name, args, &dir);
    }
    for (name, file) in [
        ("plot-svg-file", "g.svg"),
        ("plot-png-file", "t.png"),
        ("plot-counts-file", "c.svg"),
        ("plot-slice-file", "s.svg"),
    ] {
        golden_file(name, &dir.join(file), &dir);
    }
}

#[test]
fn check_in_every_format() {
    let dir = scratch("golden-check");
    let right = "python3 {root}/examples/programs/grossman_nivasch.py";
    let bug = "python3 {root}/examples/programs/grossman_planted_bug.py";
    for format in ["text", "json", "junit", "markdown"] {
        for (which, cmd) in [("right", right), ("bug", bug)] {
            golden(
                &format!("check-{which}-{format}"),
                &[
                    "check", "grossman", "--cmd", cmd, "--max", "12", "--random", "30", "--format",
                    format,
                ],
                &dir,
            );
        }
    }
    golden(
        "check-outcome-batch",
        &[
            "check",
            "cole-davie",
            "--cmd",
            "python3 {root}/tests/fixtures/check/judge.py",
            "--protocol",
            "batch",
            "--end",
            "0 0",
            "--outcome",
            "Stan wins,Ollie wins",
            "--entries",
            "1..2147483647",
            "--max",
            "20",
            "--random",
            "50",
        ],
        &dir,
    );
    golden(
        "check-at",
        &[
            "check", "grossman", "--cmd", bug, "--at", "2 1", "--at", "(3, 8)",
        ],
        &dir,
    );
    golden(
        "check-nothing-to-send",
        &[
            "check",
            "grossman",
            "--cmd",
            "cat",
            "--max",
            "0",
            "--random",
            "0",
            "--no-edges",
        ],
        &dir,
    );
    golden(
        "check-unknown-target",
        &["check", "nope", "--cmd", "cat"],
        &dir,
    );
    golden(
        "check-bad-timeout",
        &["check", "grossman", "--cmd", "cat", "--timeout", "1e20"],
        &dir,
    );
}
