//! The command line: exit codes 0 / 1 / 2, clear messages for bad input, never a panic.

use crate::util::{
    binary, copy_spec, expect, expect_straffin_to_hold, run, scratch, spec_dir, text, BINARY,
};
use euclid_spec::vocab::invocation::shell_word;

#[test]
fn sg_answers_and_explains() {
    expect(&["sg", "euclid", "1", "2"], 0, "G(1, 2) = 2   (cole-davie");
    expect(&["sg", "grossman", "1", "2"], 0, "G(1, 2) = 1");
    let out = expect(
        &["sg", "cole-davie", "8", "21", "--explain"],
        0,
        "continued fraction of 21/8: [2, 1, 1, 1, 2]",
    );
    assert!(out.contains("engines agree"), "{out}");
    assert!(out.contains("chl2011/theorem-1"), "{out}");
    // Beyond the reference solver's budget, the closed forms still answer.
    let out = expect(
        &[
            "sg",
            "cole-davie",
            "1",
            "18446744073709551615",
            "--explain",
            "--budget",
            "1000",
        ],
        0,
        "= 18446744073709551615",
    );
    assert!(out.contains("more than 1000 move evaluations"), "{out}");
    // A budget large enough lets the reference solver answer, and it agrees.
    let out = expect(
        &[
            "sg",
            "cole-davie",
            "1",
            "40",
            "--explain",
            "--budget",
            "100000",
        ],
        0,
        "G(1, 40) = 40",
    );
    assert!(out.contains("engines agree"), "{out}");
    assert!(!out.contains("skipped: the reference"), "{out}");
    expect(&["sg", "misere-cole-davie", "1", "2"], 0, "G(1, 2) = 2");
    expect(&["sg", "serial-nim", "2", "2"], 0, "= 1");
    expect(
        &["sg", "g2", "2", "3", "7", "--explain"],
        0,
        "G(2, 3, 7) = 3   (g2)",
    );
    expect(
        &["sg", "3-euclid", "7", "3", "6"],
        0,
        "G(3, 6, 7) = 0   (3-euclid)",
    );
    expect(&["sg", "g1", "1", "2"], 2, "three entries");
    expect(
        &["sg", "misere-g1", "0", "2", "3"],
        2,
        "entries must be positive",
    );
    expect(
        &[
            "sg",
            "serial-nim",
            "18446744073709551615",
            "3",
            "--budget",
            "1000",
        ],
        0,
        "= 18446744073709551615",
    );
    expect(&["sg", "serial-nim", "2", "0"], 2, "piles must be positive");
}

#[test]
fn bad_input_is_refused_with_exit_code_2() {
    expect(&["sg", "chess", "1", "2"], 2, "unknown game `chess`");
    expect(&["sg", "euclid", "-3", "2"], 2, "non-negative");
    expect(
        &["sg", "euclid", "1", "18446744073709551616"],
        2,
        "u64::MAX",
    );
    expect(&["sg", "euclid", "1", "x"], 2, "decimal digits");
    expect(&["sg", "euclid", "1"], 2, "two entries");
    expect(&["sg", "grossman", "0", "5"], 2, "entries must be positive");
    expect(
        &["verify", "--claim", "chl2011/theorem-99"],
        2,
        "unknown claim id `chl2011/theorem-99`",
    );
    expect(
        &["verify", "--paper", "nature2025"],
        2,
        "unknown paper `nature2025`",
    );
    expect(&["verify", "--bound", "-1"], 2, "positive integers");
    expect(
        &["verify", "--pairs", "-5"],
        2,
        "`-5` is not a positive integer",
    );
    expect(&["verify", "--pairs", "0"], 2, "0 is not allowed");
    expect(&["verify", "--bound3", "0"], 2, "0 is not allowed");
    expect(
        &["verify", "--generations", "x"],
        2,
        "not a positive integer",
    );
    expect(&["verify", "--threads", "0"], 2, "0 is not allowed");
    // --bound is --pairs: both at once is a conflict.
    expect(
        &["verify", "--bound", "5", "--pairs", "6"],
        2,
        "cannot be used multiple times",
    );
    // A selection that matches nothing is an error, not an empty success.
    expect(
        &[
            "verify",
            "--paper",
            "ewd1981",
            "--claim",
            "chl2011/theorem-1",
        ],
        2,
        "the filters selected no claim",
    );
    // Refused before anything is allocated: by the memory estimate (8.9 PiB) where the machine
    // says what it has, by the table's limit otherwise.
    let out = expect(&["table", "grossman", "--max", "99999999"], 2, "");
    assert!(
        out.contains("needs about 8.9 PiB") || out.contains("too large"),
        "{out}"
    );
    expect(
        &["table", "grossman", "--max", "-3"],
        2,
        "positive integers",
    );
    expect(&["table", "g2", "--max", "5"], 2, "use --format long");
    expect(&["bench", "--tree-seconds", "inf"], 2, "not a time budget");
    expect(&["bench", "--tree-seconds", "1e-300"], 2, "at least 0.001");
    expect(
        &["bench", "--n", "70000"],
        2,
        "above the dense table's limit",
    );
    let said = expect(&["bench", "--n", "1"], 2, "needs --n 2 at least");
    assert!(!said.contains("did not succeed"), "{said}");
    expect(&["sg", "g1", "1", "2", "2999"], 2, "--budget");
    // Paper keys are matched without regard to case.
    expect(
        &["verify", "--paper", "EWD1981", "--dry-run"],
        0,
        "ewd1981/",
    );
    let o = binary()
        .args(["verify"])
        .env("EUCLID_SPEC_CLAIMS", "nosuch")
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("EUCLID_SPEC_CLAIMS=nosuch"));
    expect(&["frobnicate"], 2, "");
}

#[test]
fn verify_one_claim_in_text_and_json() {
    expect(
        &["verify", "--claim", "chl2011/theorem-1", "--bound", "50"],
        0,
        "chl2011/theorem-1",
    );
    let o = run(&[
        "verify", "--paper", "ewd1981", "--bound", "40", "--format", "json",
    ]);
    assert_eq!(o.status.code(), Some(0));
    let report: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let claims = report["claims"].as_array().unwrap();
    assert!(claims.len() >= 5);
    for c in claims {
        for key in ["id", "status", "expected", "cases", "bound"] {
            assert!(c.get(key).is_some(), "{key} missing in {c}");
        }
    }
    assert_eq!(report["summary"]["unexpected"], 0);
    let o = run(&[
        "verify",
        "--claim",
        "ho2014/proposition-straffin",
        "--format",
        "json",
    ]);
    let report: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(report["claims"][0]["status"], "fails");
    assert_eq!(report["claims"][0]["counterexample"]["position"], "(1, 1)");
}

/// A reader that goes away (`verify | head -2`, `verify 2>&1 | head -2`) ends the run quietly
/// with the shell's SIGPIPE code, whether it held stdout or stderr.
#[test]
fn a_closed_pipe_ends_the_run_quietly() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    for stderr_too in [false, true] {
        let mut child = binary()
            .args(["verify", "--paper", "chl2011"])
            .stdout(Stdio::piped())
            .stderr(if stderr_too {
                Stdio::piped()
            } else {
                Stdio::null()
            })
            .spawn()
            .unwrap();
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        assert!(lines.next().unwrap().unwrap().contains("chl2011/"));
        drop(lines);
        let err = child.stderr.take().map(|e| {
            let mut lines = BufReader::new(e).lines();
            let first = lines.next().map(|l| l.unwrap()).unwrap_or_default();
            drop(lines);
            first
        });
        let status = child.wait().unwrap();
        assert_eq!(status.code(), Some(141), "stderr: {err:?}");
        assert!(!err.unwrap_or_default().contains("panicked"));
    }
}

/// More threads than cores only add switching: `--threads 1024` and `RAYON_NUM_THREADS=1024`
/// run on the cores available, say so on stderr, and give the same report as one thread.
#[test]
fn threads_beyond_the_cores_are_capped() {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let args = [
        "verify", "--paper", "ewd1981", "--pairs", "12", "--format", "json",
    ];
    let one = run(&[&args[..], &["--threads", "1"]].concat());
    let strip = |o: &std::process::Output| -> serde_json::Value {
        let mut v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        for c in v["claims"].as_array_mut().unwrap() {
            c["seconds"] = serde_json::Value::Null;
        }
        v
    };
    for (flag, env) in [(Some("1024"), None), (None, Some("1024"))] {
        let mut cmd = binary();
        cmd.args(args);
        if let Some(n) = flag {
            cmd.args(["--threads", n]);
        }
        if let Some(n) = env {
            cmd.env("RAYON_NUM_THREADS", n);
        }
        let o = cmd.output().unwrap();
        let (out, err) = text(&o);
        assert_eq!(o.status.code(), Some(0), "{out}{err}");
        if cores < 1024 {
            assert!(
                err.contains(&format!(
                    "1024 threads asked for, {cores} cores available: running on {cores}"
                )),
                "{err}"
            );
        }
        assert_eq!(strip(&o), strip(&one), "{flag:?} {env:?}");
    }
    // `report` draws its pictures on the same capped pool, and its page says how many.
    let dir = scratch("threads-capped-report");
    let out = dir.join("page");
    let o = binary()
        .args([
            "report",
            "--paper",
            "ewd1981",
            "--pairs",
            "12",
            "--threads",
            "1024",
        ])
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{:?}", text(&o));
    let page = std::fs::read_to_string(out.join("index.html")).unwrap();
    let shown = cores.min(1024);
    assert!(page.contains(&format!("{shown} worker threads")), "{shown}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `verify --slowest K`: the K claims that took longest, on stderr, each with its cases, its
/// time per case and the command that runs it alone; more than the run has lists them all; the
/// report on stdout is the same with it as without; 0, a negative K and a dry run are refused.
#[test]
fn slowest_claims_after_a_run() {
    let args = [
        "verify",
        "--paper",
        "ewd1981",
        "--pairs",
        "20",
        "--threads",
        "1",
    ];
    let plain = run(&args);
    for (k, listed) in [("3", 3), ("18446744073709551615", 12)] {
        let o = run(&[&args[..], &["--slowest", k]].concat());
        let (out, err) = text(&o);
        assert_eq!(o.status.code(), Some(0), "{out}{err}");
        assert!(
            err.contains(&format!("slowest {listed} of 12 claims")),
            "--slowest {k}: {err}"
        );
        let lines: Vec<&str> = err.lines().filter(|l| l.contains(" µs/case  ")).collect();
        assert_eq!(lines.len(), listed, "--slowest {k}: {err}");
        for line in lines {
            assert!(line.contains("ewd1981/"), "{line}");
            assert!(line.contains("verify --claim ewd1981/"), "{line}");
            assert!(
                line.contains(" --pairs 20)") || line.contains(" --piles "),
                "{line}"
            );
        }
        // Timings stay on stderr: the report is the same (its times aside).
        let strip = |s: &str| -> String {
            let time = |w: &str| w.trim_end_matches(';').trim_end_matches('s').parse::<f64>();
            s.split_whitespace()
                .map(|w| {
                    if w.ends_with('s') || w.ends_with("s;") {
                        time(w).map_or(w, |_| "T")
                    } else {
                        w
                    }
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert_eq!(strip(&out), strip(&text(&plain).0), "--slowest {k}");
    }
    expect(&["verify", "--slowest", "0"], 2, "0 is not allowed");
    expect(&["verify", "--slowest", "-1"], 2, "not a positive integer");
    expect(
        &["verify", "--slowest", "3", "--dry-run"],
        2,
        "cannot be used with",
    );
}

#[test]
fn dry_run_estimates_without_running() {
    let out = expect(
        &[
            "verify",
            "--dry-run",
            "--pairs",
            "2000",
            "--generations",
            "1",
        ],
        0,
        "cases in all",
    );
    // chl2011 Theorem 1 is checked on the pairs 0 < a < b ≤ N: exactly N(N − 1)/2 of them when
    // it holds (no `≈`); chl2011/fact-positions-as-continued-fractions on the reduced pairs,
    // about 3/10 of the square.
    let theorem_1 = out
        .lines()
        .find(|l| l.starts_with("chl2011/theorem-1 "))
        .unwrap_or_else(|| panic!("no line for chl2011/theorem-1: {out}"));
    assert!(
        theorem_1.contains("pairs        N=2000  1999000 cases"),
        "{theorem_1}"
    );
    assert!(
        out.lines().any(
            |l| l.starts_with("chl2011/fact-positions-as-continued-fractions ")
                && l.contains("pairs        N=2000  ≈1200000 cases")
        ),
        "{out}"
    );
    // Generations below the least a claim can use are raised, and the plan says so.
    assert!(out.contains("raised from"), "{out}");
    assert!(!out.contains("holds"), "a dry run runs nothing: {out}");

    // The memory estimate, by hand: chl2011/theorem-2 names Euclid and reads Grossman's game
    // at 2N + 1; a truth up to n holds a table of (n + 1)(n + 2) bytes and, while built, a
    // memo of 2(n + 1)(n + 2) bytes; 16 MiB for the rest.
    let o = run(&[
        "verify",
        "--dry-run",
        "--format",
        "json",
        "--pairs",
        "2000",
        "--claim",
        "chl2011/theorem-2",
    ]);
    let plan: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let building = |n: u64| 3 * (n + 1) * (n + 2);
    assert_eq!(
        plan["memory_bytes"].as_u64(),
        Some(building(2000) + building(4001) + (16 << 20)),
        "{plan}"
    );
    assert_eq!(plan["tables"][1]["game"], "grossman");
    assert_eq!(plan["tables"][1]["n"], 4001);
    // A run above --max-memory is refused before anything is built.
    expect(
        &["verify", "--pairs", "16384", "--max-memory", "1G"],
        2,
        "more than the 1.0 GiB of --max-memory",
    );
    let out = expect(
        &[
            "verify",
            "--dry-run",
            "--pairs",
            "4000",
            "--max-memory",
            "100M",
        ],
        0,
        "verify would refuse it",
    );
    assert!(out.contains("the largest grossman up to 8001"), "{out}");
    // What a tree claim holds itself is in the estimate: fact-stern-unique-index's map of every
    // pair below 2²³ (about 0.8 GiB) is refused under 260 MiB before it is built, instead of
    // aborting on a failed allocation.
    expect(
        &[
            "verify",
            "--claim",
            "hss2008/fact-stern-unique-index",
            "--generations",
            "23",
            "--max-memory",
            "260M",
        ],
        2,
        "more than the 260.0 MiB of --max-memory",
    );
    expect(&["verify", "--max-memory", "5X"], 2, "not a memory size");
    expect(&["verify", "--max-memory", "0"], 2, "not a memory size");
}

#[test]
fn an_unexpected_verdict_exits_1_and_says_how_to_reproduce() {
    let dir = scratch("cli");
    copy_spec(&dir);
    let path = dir.join("ho2014.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    expect_straffin_to_hold(&dir);
    let spec = dir.to_string_lossy().into_owned();
    let out = expect(
        &[
            "--spec", &spec, "verify", "--paper", "ho2014", "--bound", "30",
        ],
        1,
        "FAILS UNEXPECTED",
    );
    // The reproduce line keeps the catalogue and names the claim's own dimension.
    assert!(
        out.contains(&format!(
            "reproduce: {} --spec {} verify --claim ho2014/proposition-straffin --pairs 30",
            shell_word(BINARY),
            shell_word(&spec)
        )),
        "{out}"
    );
    // A malformed file: exit 2 with file, line and field.
    std::fs::write(
        &path,
        text.replacen("kind = \"example\"", "kind = \"anecdote\"", 1),
    )
    .unwrap();
    let out = expect(
        &["--spec", &spec, "verify"],
        2,
        "field `kind`: unknown kind `anecdote`",
    );
    assert!(out.contains("ho2014.toml:"), "{out}");
    // A malformed table.
    std::fs::write(&path, text).unwrap();
    std::fs::write(
        dir.join("tables/chl2011-table-1.txt"),
        "9 0 9\na\\b 0 1 2\n",
    )
    .unwrap();
    expect(&["--spec", &spec, "claims"], 2, "chl2011-table-1.txt:1:");
    std::fs::remove_dir_all(&dir).unwrap();
    expect(
        &["--spec", "/nonexistent/spec", "claims"],
        2,
        "/nonexistent/spec",
    );
}

#[test]
fn table_and_claims_listings() {
    let out = expect(&["table", "grossman", "--max", "9"], 0, "a\\b\t1\t2\t3");
    assert!(out.starts_with("9\t8\t4\t2\t1\t1\t0\t0\t0\t0\n"), "{out}");
    // CSV: the header first, then a = 0, 1, …; chl2011 Table 1: G(1, 3) = 3, G(2, 3) = 0.
    let out = expect(
        &["table", "cole-davie", "--max", "3", "--format", "csv"],
        0,
        "a\\b,0,1,2,3",
    );
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "a\\b,0,1,2,3");
    assert_eq!(lines[2], "1,0,1,2,3");
    assert_eq!(lines[3], "2,0,2,1,0");
    // Long: one row per position with a header; chl2011 Table 2: G_G(2, 9) = 4, G_G(5, 9) = 1;
    // (0, 3) is no position of Grossman's game, and no row.
    let out = expect(
        &["table", "grossman", "--max", "9", "--format", "long"],
        0,
        "a,b,value\n",
    );
    assert!(out.starts_with("a,b,value\n1,1,0\n1,2,1\n"), "{out}");
    assert!(out.contains("\n2,9,4\n") && out.contains("\n5,9,1\n") && out.contains("\n9,5,1\n"));
    assert_eq!(out.lines().count(), 1 + 81);
    // Three-entry games: sorted triples; ho2012 §1: G(2, 3, 7) = 3 in G2, 2 in G1.
    let out = expect(
        &["table", "g2", "--max", "7", "--format", "long"],
        0,
        "a,b,c,value\n",
    );
    assert!(out.contains("\n2,3,7,3\n"), "{out}");
    assert_eq!(out.lines().count(), 1 + 84); // C(9, 3) sorted triples
    expect(
        &["table", "g1", "--max", "7", "--format", "long"],
        0,
        "\n2,3,7,2\n",
    );
    expect(&["claims"], 0, "chl2011/theorem-1");
}

#[test]
fn move_and_play() {
    let out = expect(
        &["move", "grossman", "8", "21"],
        0,
        "(8, 21) → (8, 5)   by tree (hss2008 Theorem 2)",
    );
    assert!(!out.contains("disagree"), "{out}");
    expect(&["move", "euclid", "4", "4"], 0, "(4, 4) → (4, 0)");
    expect(
        &["move", "grossman", "5", "8"],
        0,
        "is lost for the player to move",
    );
    expect(
        &["move", "grossman", "3", "5", "--strategy", "tree"],
        0,
        "(3, 5) → (3, 2)",
    );
    expect(
        &["move", "grossman", "3", "5", "--strategy", "magic"],
        2,
        "unknown strategy `magic`",
    );
    expect(
        &["move", "euclid", "3", "5", "--strategy", "tree"],
        2,
        "does not play cole-davie",
    );
    expect(
        &["move", "grossman", "0", "5"],
        2,
        "entries must be positive",
    );
    expect(&["move", "misere-grossman", "2", "5"], 2, "normal play");
    let out = expect(
        &["play", "euclid", "8", "21"],
        0,
        "(1, 0) is final: player 2 cannot move and loses",
    );
    assert_eq!(out.matches("wins, by").count(), 3, "{out}");
    expect(
        &["play", "grossman", "1", "18446744073709551615"],
        0,
        "→ (1, 1)",
    );
}

#[test]
fn tree_command() {
    let out = expect(
        &["tree", "5", "8"],
        0,
        "Calkin–Wilf path from the root: R L R L",
    );
    assert!(out.contains("Stern index: s(26)/s(27) = 5/8"), "{out}");
    assert!(out.contains("the first player loses"), "{out}");
    expect(
        &["tree", "1", "1000000000000000000"],
        0,
        "L^999999999999999999",
    );
    expect(&["tree", "2", "4"], 2, "not in lowest terms");
    expect(&["tree", "0", "4"], 2, "");
}

#[test]
fn examples_command_runs_predicates_on_points() {
    // What a predicate sees at one point of its domain.
    let out = expect(
        &["examples", "--claim", "chl2011/theorem-1", "--at", "(3, 8)"],
        0,
        "chl2011/theorem-1  (3, 8)  holds",
    );
    assert!(
        out.contains("λ(a, b) = 0") && out.contains("G = 2"),
        "{out}"
    );
    // A point outside the domain (here a > b) is a usage error, as a malformed one is.
    expect(
        &["examples", "--claim", "chl2011/theorem-1", "--at", "(8, 3)"],
        2,
        "`(8, 3)` is not a point of chl2011/theorem-1's domain",
    );
    expect(
        &["examples", "--at", "(3, 8)"],
        2,
        "--at looks at one claim: name it with --claim",
    );
    expect(
        &["examples", "--claim", "chl2011/no-such"],
        2,
        "unknown claim id",
    );
    // A paper's examples, each reproduced by its predicate.
    expect(&["examples", "--paper", "ewd1981"], 0, "0 problems");
    // A catalogue whose example prints a wrong value: exit 1, naming the file and line.
    let dir = scratch("examples");
    let text = std::fs::read_to_string(spec_dir().join("ewd1981.toml")).unwrap();
    // Appended after the file's last entry (ewd1981/fact-trail-golden), whose trail at (5, 8) is 3.
    let wrong = format!(
        "{text}\n[[claim.example]]\nat = \"(5, 8)\"\nvalues = {{ \"trail\" = 99 }}\nsource = \"by hand: deliberately wrong\"\n"
    );
    std::fs::write(dir.join("ewd1981.toml"), wrong).unwrap();
    let out = expect(
        &[
            "--spec",
            dir.to_str().unwrap(),
            "examples",
            "--paper",
            "ewd1981",
        ],
        1,
        "DIFFERS",
    );
    assert!(out.contains("ewd1981.toml:"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `examples/own_formula.rs`, compiled into this test (no nested `cargo run`): its check, with
/// the arguments `30 300 7`, agrees everywhere, and says so.
#[test]
fn the_library_example_checks_a_users_own_formula() {
    #[path = "../../examples/own_formula.rs"]
    mod own_formula;
    let args: Vec<String> = ["30", "300", "7"].map(String::from).to_vec();
    let report = own_formula::check(&args);
    assert!(report.passed(), "{report}");
    let shown = report.to_string();
    assert!(
        shown.contains("grossman: all ") && shown.contains("900 in the box (entries 1..30)"),
        "{shown}"
    );
    assert!(shown.contains("300 random (seed 7)"), "{shown}");
}

/// The commands the binary prints name it as the user ran it: by its path or name when run
/// that way, `cargo run --release --` (or the profile's flags) when cargo ran it from this
/// crate's target folder; never a command that assumes a clone the user may not have.
#[test]
fn printed_commands_name_the_binary_as_it_was_run() {
    use std::os::unix::process::CommandExt as _;
    let refused = |c: &mut std::process::Command| {
        let o = c
            .args(["verify"])
            .env("EUCLID_SPEC_CLAIMS", "nosuch")
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(2));
        text(&o).1
    };
    let by_path = refused(&mut binary());
    assert!(
        by_path.contains(&format!("`{} claims` lists them all", shell_word(BINARY))),
        "{by_path}"
    );
    // Run by its name, as a shell runs an installed binary found on PATH: argv[0] is the name.
    let mut by_name = binary();
    by_name.arg0("euclid-spec");
    let by_name = refused(&mut by_name);
    assert!(
        by_name.contains("`euclid-spec claims` lists them all"),
        "{by_name}"
    );
    // Under cargo: the profile from the folder the binary is in.
    let folder = std::path::Path::new(BINARY).parent().unwrap();
    let profile = folder.file_name().unwrap().to_str().unwrap();
    let words = match profile {
        "release" => "cargo run --release --".to_string(),
        "debug" => "cargo run --".to_string(),
        other => format!("cargo run --profile {other} --"),
    };
    let mut under_cargo = binary();
    under_cargo
        .env("CARGO", "cargo")
        .env("CARGO_PKG_NAME", "euclid-spec");
    let under_cargo = refused(&mut under_cargo);
    assert!(
        under_cargo.contains(&format!("`{words} claims` lists them all")),
        "{under_cargo}"
    );
    // Another crate's cargo run (a user's project that runs this binary): not ours.
    let mut theirs = binary();
    theirs
        .env("CARGO", "cargo")
        .env("CARGO_PKG_NAME", "their-crate");
    let theirs = refused(&mut theirs);
    assert!(
        theirs.contains(&format!("`{} claims`", shell_word(BINARY))),
        "{theirs}"
    );
}

/// The binary needs no clone: from an empty folder it reads the catalogue compiled into it; an
/// empty `EUCLID_SPEC_DIR` is no choice, a missing folder is an error that names it, and
/// `--spec` wins over the variable. `--version` names the commit.
#[test]
fn the_catalogue_is_compiled_in_and_a_folder_overrides_it() {
    let empty = crate::util::scratch("empty-cwd");
    let claims = |env: Option<&str>, args: &[&str]| {
        let mut c = binary();
        c.current_dir(&empty).args(args).arg("claims");
        if let Some(dir) = env {
            c.env("EUCLID_SPEC_DIR", dir);
        }
        let o = c.output().unwrap();
        let (out, err) = text(&o);
        (o.status.code(), out, err)
    };
    let (code, out, err) = claims(None, &[]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("chl2011/theorem-1 "), "{out}");
    assert_eq!(claims(Some(""), &[]).1, out);
    let (code, _, err) = claims(Some("/nonexistent/spec"), &[]);
    assert_eq!(code, Some(2));
    assert!(err.contains("/nonexistent/spec"), "{err}");
    let spec = spec_dir().to_string_lossy().into_owned();
    let (code, from_folder, err) = claims(Some("/nonexistent/spec"), &["--spec", &spec]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(from_folder, out);
    assert!(std::fs::read_dir(&empty).unwrap().next().is_none());
    std::fs::remove_dir(&empty).unwrap();
    let version = expect(&["--version"], 0, env!("CARGO_PKG_VERSION"));
    assert!(
        version.contains("(commit ") || version.contains("(an unknown commit)"),
        "{version}"
    );
}

/// `bench` carries its Python baselines: run from an empty folder (no `bench/` beside it), it
/// still times them when `python3` is there.
#[test]
fn bench_runs_its_python_baseline_from_anywhere() {
    let python = std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    let empty = crate::util::scratch("bench-cwd");
    let o = binary()
        .current_dir(&empty)
        .args([
            "bench",
            "--n",
            "20",
            "--triples",
            "8",
            "--pairs",
            "100",
            "--tree-seconds",
            "0.05",
            "--format",
            "json",
        ])
        .output()
        .unwrap();
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(0), "{out}{err}");
    let figures: serde_json::Value = serde_json::from_str(&out).unwrap();
    let names: Vec<&str> = figures
        .as_array()
        .expect("a list of figures")
        .iter()
        .filter_map(|f| f["name"].as_str())
        .collect();
    if python {
        for want in ["python/grossman/20", "python/g1/8", "python/g2/8"] {
            assert!(names.contains(&want), "{want} not in {names:?}");
        }
    } else {
        assert!(err.contains("python3 not found"), "{err}");
    }
    assert!(std::fs::read_dir(&empty).unwrap().next().is_none());
    std::fs::remove_dir(&empty).unwrap();
}
