//! `check` on programs written as people write them: judge-style solutions that read
//! to a sentinel and answer in words with buffered output, programs that read a count first or
//! one position per process, sequences; each planted bug found at its smallest position; no
//! program outliving `check`.
//!
//! The C fixtures are compiled here when a C compiler is present; `.ci/run` sets
//! `EUCLID_SPEC_REQUIRE_CC=1`, which makes a missing compiler an error instead of a skip.

use crate::util::{binary, root, text};
use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;

fn fixture(name: &str) -> String {
    root()
        .join("tests/fixtures/check")
        .join(name)
        .display()
        .to_string()
}

/// The judge-style C program compiled with `PLANT` 0 (right) to 3, or `None` without a compiler.
fn judges() -> Option<&'static [PathBuf]> {
    static BUILT: OnceLock<Option<Vec<PathBuf>>> = OnceLock::new();
    BUILT
        .get_or_init(|| {
            let dir =
                std::env::temp_dir().join(format!("euclid-spec-judges-{}", std::process::id()));
            std::fs::create_dir_all(&dir).unwrap();
            let mut out = Vec::new();
            for plant in 0..4 {
                let exe = dir.join(format!("judge{plant}"));
                let built = Command::new("cc")
                    .args(["-O2", &format!("-DPLANT={plant}"), "-o"])
                    .arg(&exe)
                    .arg(fixture("judge.c"))
                    .status();
                match built {
                    Ok(s) if s.success() => out.push(exe),
                    _ => {
                        assert!(
                            std::env::var_os("EUCLID_SPEC_REQUIRE_CC").is_none(),
                            "EUCLID_SPEC_REQUIRE_CC is set and `cc` cannot build the fixtures"
                        );
                        eprintln!("no C compiler: the judge-style C fixtures are skipped");
                        return None;
                    }
                }
            }
            Some(out)
        })
        .as_deref()
}

/// The one command a judge-style program needs: batch, the sentinel, the words, `int` entries.
fn judge_style(cmd: &str) -> (Option<i32>, String) {
    let o = binary()
        .args([
            "check",
            "cole-davie",
            "--cmd",
            cmd,
            "--protocol",
            "batch",
            "--end",
            "0 0",
            "--outcome",
            "Stan wins,Ollie wins",
            "--entries",
            "1..2147483647",
        ])
        .output()
        .unwrap();
    let (out, err) = text(&o);
    (o.status.code(), format!("{out}{err}"))
}

#[test]
fn judge_style_programs_are_guarded_by_one_command() {
    let (code, out) = judge_style(&format!("python3 {}", fixture("judge.py")));
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("at the edges"), "{out}");
    let Some(judges) = judges() else { return };
    let (code, out) = judge_style(&judges[0].display().to_string());
    assert_eq!(code, Some(0), "{out}");
    // 2·a in int: wrong first at a = 2³⁰, b = 2³⁰ + 1 (by hand: (2³⁰, 2³⁰ + 1) can only move to
    // (2³⁰, 1), from which the mover wins, so it is P; the overflowed 2a < b says N). Below 2³⁰
    // no 2a overflows, and no pair with a = 2³⁰ comes before it in the domain's order.
    let (code, out) = judge_style(&judges[1].display().to_string());
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("answers N (the player to move wins) at (1073741824, 1073741825)"),
        "{out}"
    );
    // Silent at (2³¹ − 1, 1): located by halves, reported there, not at the shifted answers.
    let (code, out) = judge_style(&judges[2].display().to_string());
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("does not answer as asked at (2147483647, 1)"),
        "{out}"
    );
    // φ in double precision: wrong at a pair of consecutive Fibonacci numbers.
    let (code, out) = judge_style(&judges[3].display().to_string());
    assert_eq!(code, Some(1), "{out}");
    let at = out
        .split(" at (")
        .nth(1)
        .and_then(|s| s.split(')').next())
        .unwrap_or_default()
        .to_string();
    let pair: Vec<u64> = at.split(", ").filter_map(|x| x.parse().ok()).collect();
    let mut fib = vec![1u64, 2];
    while fib[fib.len() - 1] < 1 << 40 {
        fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
    }
    assert!(
        pair.len() == 2 && fib.windows(2).any(|w| w == pair.as_slice()),
        "{out}"
    );
    assert!(out.contains("Fibonacci"), "{out}");
    // The reproduce line repeats every flag.
    assert!(
        out.contains(
            "--protocol batch --end '0 0' --outcome 'Stan wins,Ollie wins' --entries 1..2147483647"
        ),
        "{out}"
    );
}

/// A buffered program under `lines` is told apart from a hang, and no verdict is given.
#[test]
fn a_buffered_program_under_lines_is_told_to_use_batch() {
    let o = binary()
        .args([
            "check",
            "cole-davie",
            "--cmd",
            &format!("python3 {}", fixture("judge.py")),
        ])
        .args(["--outcome", "Stan wins,Ollie wins", "--timeout", "0.5"])
        .output()
        .unwrap();
    let (out, _) = text(&o);
    assert_eq!(o.status.code(), Some(2), "{out}");
    assert!(
        out.contains("none ever arrived") && out.contains("--protocol batch"),
        "{out}"
    );
}

#[test]
fn count_first_each_and_sequences() {
    let run = |args: &[&str]| {
        let o = binary().arg("check").args(args).output().unwrap();
        let (out, err) = text(&o);
        (o.status.code(), format!("{out}{err}"))
    };
    let count_first = format!("python3 {}", fixture("count_first.py"));
    let (code, out) = run(&[
        "grossman",
        "--cmd",
        &count_first,
        "--protocol",
        "batch",
        "--count-first",
    ]);
    assert_eq!(code, Some(0), "{out}");
    // Without the count, its first position is read as the count: wrong.
    let (code, out) = run(&["grossman", "--cmd", &count_first, "--protocol", "batch"]);
    assert_ne!(code, Some(0), "{out}");
    // One interpreter a position: without `site` (`-S`), which is most of a start here.
    let each = format!("python3 -S {}", fixture("one_position.py"));
    let (code, out) = run(&[
        "grossman",
        "--cmd",
        &each,
        "--protocol",
        "each",
        "--outcome",
        "1,0",
        "--max",
        "8",
        "--random",
        "10",
        "--no-edges",
    ]);
    assert_eq!(code, Some(0), "{out}");
    // Its answers are outcomes: asked for values, it is wrong, and the diagnosis says so.
    let (code, out) = run(&[
        "grossman",
        "--cmd",
        &each,
        "--protocol",
        "each",
        "--max",
        "8",
        "--random",
        "0",
        "--no-edges",
    ]);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("rerun with --outcome 1,0"), "{out}");
    let index = format!("python3 {}", fixture("cw_index.py"));
    let (code, out) = run(&["calkin-wilf-index", "--cmd", &index]);
    assert_eq!(code, Some(0), "{out}");
    let (code, out) = run(&["calkin-wilf-index", "--cmd", &format!("{index} even-bug")]);
    assert_eq!(code, Some(1), "{out}");
    // 1/2 = [0, 2] has two quotients: the first even-length fraction in the domain's order.
    assert!(out.contains("at (1, 2); it should be 2"), "{out}");
}

/// Nothing the program starts outlives `check`: after a timeout, after SIGTERM to `check`; an
/// endless answer line is refused in bounded memory; a check that sends nothing is refused.
#[test]
fn no_program_outlives_check() {
    let alive = crate::util::still_running;
    let o = binary()
        .args([
            "check",
            "grossman",
            "--cmd",
            "sleep 888; true",
            "--timeout",
            "1",
        ])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", text(&o).0);
    std::thread::sleep(std::time::Duration::from_millis(200));
    assert!(!alive("sleep 888"), "the program outlived check");
    let mut child = binary()
        .args([
            "check",
            "grossman",
            "--cmd",
            "sleep 887; true",
            "--timeout",
            "100",
        ])
        .args(["--protocol", "batch"])
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(800));
    let _ = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(128 + 15));
    std::thread::sleep(std::time::Duration::from_millis(200));
    assert!(!alive("sleep 887"), "the program outlived SIGTERM to check");
    let o = binary()
        .args([
            "check",
            "grossman",
            "--cmd",
            "tr -d '\\n' < /dev/zero",
            "--max",
            "2",
        ])
        .args(["--random", "0", "--no-edges"])
        .output()
        .unwrap();
    let (out, _) = text(&o);
    assert_eq!(o.status.code(), Some(1), "{out}");
    assert!(out.contains("longer than 65536 bytes"), "{out}");
    for (args, needle) in [
        (
            &[
                "--max",
                "0",
                "--random",
                "0",
                "--no-edges",
                "--entries",
                "1..5",
            ][..],
            "would send no position",
        ),
        (&["--timeout", "1e20"], "not a time budget"),
        (&["--timeout", "0"], "not a time budget"),
        (&["--chunk", "0"], "not a chunk size"),
        (
            &["--seed", "x"],
            "\"x\" is not a seed: a whole number, 0 to 18446744073709551615",
        ),
        (&["--seed", "18446744073709551616"], "is not a seed"),
        (&["--entries", "5..1"], "not a range of entries"),
        (&["--outcome", "win"], "--outcome takes two words"),
        (&["--outcome", "1,0,2"], "not `1,0,2` (3 words)"),
        (&["--outcome", ",,,,"], "(5 words)"),
        (
            &["--outcome", "a\n::error::b,c"],
            "cannot hold control characters",
        ),
        (&["--end", "0 0\n1 1"], "--end is one line"),
        (&["--count-first"], "--count-first needs all the positions"),
    ] {
        let o = binary()
            .args(["check", "grossman", "--cmd", "cat"])
            .args(args)
            .output()
            .unwrap();
        let (out, err) = text(&o);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {out}{err}");
        assert!(err.contains(needle), "{args:?}: {err}");
    }
    let o = binary()
        .args([
            "check",
            "grossman",
            "--cmd",
            "no-such-program-here",
            "--max",
            "3",
        ])
        .output()
        .unwrap();
    let (out, _) = text(&o);
    assert_eq!(o.status.code(), Some(2), "{out}");
    assert!(out.contains("could not be run"), "{out}");
}

/// The Python programs of `examples/programs`, as the README shows them.
#[test]
fn the_readme_examples() {
    let cmd = |f: &str| {
        format!(
            "python3 {}",
            root().join("examples/programs").join(f).display()
        )
    };
    let o = binary()
        .args([
            "check",
            "grossman",
            "--cmd",
            &cmd("grossman_nivasch.py"),
            "--max",
            "40",
        ])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", text(&o).0);
    let o = binary()
        .args([
            "check",
            "grossman",
            "--cmd",
            &cmd("grossman_planted_bug.py"),
            "--max",
            "40",
        ])
        .output()
        .unwrap();
    let (out, _) = text(&o);
    assert_eq!(o.status.code(), Some(1), "{out}");
    assert!(
        out.contains("answers -2 at (2, 1); it should be 1"),
        "{out}"
    );
    assert!(out.contains("sg grossman 2 1 --explain"), "{out}");
}

/// `--at` asks one position (the `alone:` line of a report does), `--format json` is one object
/// a CI step reads.
#[test]
fn at_one_position_and_json() {
    let bug = format!(
        "python3 {}",
        root()
            .join("examples/programs/grossman_planted_bug.py")
            .display()
    );
    let o = binary()
        .args([
            "check", "grossman", "--cmd", &bug, "--max", "10", "--random", "0",
        ])
        .output()
        .unwrap();
    let (out, _) = text(&o);
    assert_eq!(o.status.code(), Some(1), "{out}");
    let alone = out
        .lines()
        .find_map(|l| l.trim().strip_prefix("alone:"))
        .expect("an alone line")
        .trim()
        .to_string();
    assert!(alone.ends_with("--at '2 1'"), "{alone}");
    let o = binary()
        .args([
            "check", "grossman", "--cmd", &bug, "--at", "2 1", "--format", "json",
        ])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["sent"]["total"], 1, "{v}");
    assert_eq!(v["failure"]["position"], serde_json::json!([2, 1]), "{v}");
    assert_eq!(v["failure"]["answer"], "-2", "{v}");
    assert_eq!(v["failure"]["expected"], "1", "{v}");
    assert_eq!(v["exit"], 1);
    for (at, needle) in [
        ("0 1", "not a position of grossman"),
        ("", "no number"),
        ("1 x", "not a position entry"),
    ] {
        let o = binary()
            .args(["check", "grossman", "--cmd", &bug, "--at", at])
            .output()
            .unwrap();
        let (_, err) = text(&o);
        assert_eq!(o.status.code(), Some(2), "{at}: {err}");
        assert!(err.contains(needle), "{at}: {err}");
    }
}

/// The composite action (`action.yml`): every input reaches the script through `env:`, no
/// `run:` splices an expression, and its script, run here as the action runs it, guards a
/// judge-style program, writes the step summary and exits with check's code.
#[test]
fn the_github_action() {
    let text_of = std::fs::read_to_string(root().join("action.yml")).unwrap();
    let action: serde_yaml::Value = serde_yaml::from_str(&text_of).unwrap();
    assert_eq!(action["runs"]["using"], "composite");
    let inputs = action["inputs"].as_mapping().unwrap();
    let steps = action["runs"]["steps"].as_sequence().unwrap();
    for step in steps {
        if let Some(run) = step["run"].as_str() {
            assert!(
                !run.contains("${{"),
                "an expression spliced into a script: {run}"
            );
        }
    }
    let check = steps.last().unwrap();
    let env = check["env"].as_mapping().unwrap();
    for (name, _) in inputs {
        let name = name.as_str().unwrap();
        let var = format!("EUCLID_CHECK_{}", name.to_uppercase().replace('-', "_"));
        let value = env
            .get(serde_yaml::Value::from(var.as_str()))
            .and_then(|v| v.as_str())
            .unwrap_or_default();
        assert_eq!(value, format!("${{{{ inputs.{name} }}}}"), "{var}");
    }
    let script = root().join(".github/actions/check.sh");
    let summary = std::env::temp_dir().join(format!("euclid-spec-summary-{}", std::process::id()));
    let run = |command: &str| {
        let _ = std::fs::remove_file(&summary);
        // As on a runner: not under cargo.
        let o = Command::new("bash")
            .arg(&script)
            .env_remove("CARGO")
            .env_remove("CARGO_PKG_NAME")
            .env("EUCLID_SPEC_BIN", crate::util::BINARY)
            .env("EUCLID_CHECK_GAME", "cole-davie")
            .env("EUCLID_CHECK_COMMAND", command)
            .env("EUCLID_CHECK_PROTOCOL", "batch")
            .env("EUCLID_CHECK_END", "0 0")
            .env("EUCLID_CHECK_OUTCOME", "Stan wins,Ollie wins")
            .env("EUCLID_CHECK_ENTRIES", "1..2147483647")
            .env("EUCLID_CHECK_COUNT_FIRST", "false")
            .env("EUCLID_CHECK_MAX", "")
            .env("GITHUB_STEP_SUMMARY", &summary)
            .output()
            .unwrap();
        let written = std::fs::read_to_string(&summary).unwrap_or_default();
        (o.status.code(), text(&o).0, written)
    };
    let (code, out, written) = run(&format!("python3 {}", fixture("judge.py")));
    assert_eq!(code, Some(0), "{out}");
    assert!(
        written.contains("## euclid-spec check cole-davie: passed"),
        "{written}"
    );
    assert!(written.contains("answers agree"), "{written}");
    assert!(written.contains("| **total** |"), "{written}");
    // The headline whole: a paragraph is not cut as a table's cell is.
    let headline = written.lines().nth(2).unwrap_or_default();
    assert!(
        headline.chars().count() > 200 && !headline.contains('…'),
        "{written}"
    );
    // A program written with a quote and a `$(…)` in its command stays one word.
    let (code, out, written) = run("echo '$(touch /tmp/x)'; exit 3");
    assert_eq!(code, Some(1), "{out}");
    assert!(
        written.contains("## euclid-spec check cole-davie: the implementation is wrong"),
        "{written}"
    );
    assert!(written.contains("### Commands"), "{written}");
    // The commands name the tool as a user runs it, not the runner's install path.
    assert!(
        written.contains("\neuclid-spec check cole-davie --cmd"),
        "{written}"
    );
    assert!(!written.contains(crate::util::BINARY), "{written}");
    // A command with a line break in it: no printed line starts with the user's text (the
    // runner executes lines starting `::warning::`).
    let (code, out, written) = run(&format!(
        "python3 {}\n::warning::planted",
        fixture("judge.py")
    ));
    assert_eq!(code, Some(1), "{out}");
    crate::util::assert_no_line_starts_with("::warning::", &[&out, &written], &out);
    assert!(written.contains("\\n::warning::planted"), "{written}");
    // Inputs missing or bad: exit 2, their values never echoed raw.
    let bare = |var: &str, value: &str| {
        let o = Command::new("bash")
            .arg(&script)
            .env("EUCLID_SPEC_BIN", crate::util::BINARY)
            .env("EUCLID_CHECK_GAME", "cole-davie")
            .env("EUCLID_CHECK_COMMAND", "true")
            .env(var, value)
            .output()
            .unwrap();
        let (out, err) = text(&o);
        (o.status.code(), out, err)
    };
    for missing in ["EUCLID_CHECK_GAME", "EUCLID_CHECK_COMMAND"] {
        let (code, out, err) = bare(missing, "");
        assert_eq!(code, Some(2), "{missing}: {out}{err}");
        assert!(err.contains("is required"), "{err}");
    }
    for game in [
        "--help",
        "-h",
        "--version",
        "grossman --max 1",
        "a\n::error::b",
    ] {
        let (code, out, err) = bare("EUCLID_CHECK_GAME", game);
        assert_eq!(code, Some(2), "{game:?}: {out}{err}");
        assert!(err.contains("the input game is a name"), "{game:?}: {err}");
    }
    let (code, out, err) = bare("EUCLID_CHECK_COUNT_FIRST", "yes\n::error::planted");
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(err.contains("count-first must be true or false"), "{err}");
    crate::util::assert_no_line_starts_with("::error::", &[&out, &err], "count-first");
    let _ = std::fs::remove_file(&summary);
}

/// Every format says the same failure: JSON, JUnit (the set holding it fails, the others pass),
/// Markdown (its cells escaped), a GitHub annotation on stdout beside text and on stderr beside a
/// machine format, none for a run that passes; outcome mode names the program's own words.
#[test]
fn every_format_says_the_same_failure() {
    let bug = format!(
        "python3 {}",
        root()
            .join("examples/programs/grossman_planted_bug.py")
            .display()
    );
    let run = |cmd: &str, format: &str, extra: &[&str]| {
        let o = binary()
            .args([
                "check", "grossman", "--cmd", cmd, "--max", "6", "--random", "20",
            ])
            .args(["--format", format])
            .args(extra)
            .env("GITHUB_ACTIONS", "true")
            .output()
            .unwrap();
        let (out, err) = text(&o);
        (o.status.code(), out, err)
    };
    let (code, out, err) = run(&bug, "json", &[]);
    assert_eq!(code, Some(1), "{out}{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["failure"]["position"], serde_json::json!([2, 1]), "{v}");
    assert!(
        err.starts_with("::error title=euclid-spec check grossman::"),
        "{err}"
    );
    assert!(err.contains("at (2, 1)"), "{err}");

    let (code, out, err) = run(&bug, "junit", &[]);
    assert_eq!(code, Some(1), "{out}{err}");
    assert!(err.contains("::error"), "{err}");
    let cases = crate::util::junit_cases(&out);
    let failing: Vec<&str> = cases
        .iter()
        .filter(|c| c.1.as_ref().is_some_and(|m| m.contains("at (2, 1)")))
        .map(|c| c.0.as_str())
        .collect();
    assert_eq!(failing, ["the box (entries 1..6)"], "{out}");
    assert_eq!(
        cases.len(),
        1,
        "the box failed: nothing else was sent: {out}"
    );

    let (code, out, err) = run(&bug, "markdown", &[]);
    assert_eq!(code, Some(1), "{out}{err}");
    assert!(
        out.starts_with("## euclid-spec check grossman: the implementation is wrong"),
        "{out}"
    );
    assert!(out.contains("### At (2, 1)"), "{out}");
    assert!(out.contains("--at '2 1'"), "{out}");

    // A line of HTML and table syntax stays text outside the commands' fenced block.
    let (code, out, _) = run("echo '<img src=x>|</table>'", "markdown", &[]);
    assert_eq!(code, Some(1), "{out}");
    let prose = out.split("```").step_by(2).collect::<String>();
    let unescaped = |pat: &str| crate::util::unescaped(&prose, pat);
    assert!(!unescaped("<img") && !unescaped("</table>"), "{out}");
    assert!(prose.contains("\\<img src=x\\>\\|\\</table\\>"), "{out}");

    let (code, out, err) = run(&bug, "text", &[]);
    assert_eq!(code, Some(1));
    assert!(out.lines().any(|l| l.starts_with("::error ")), "{out}");
    assert!(err.is_empty(), "{err}");

    let right = format!(
        "python3 {}",
        root()
            .join("examples/programs/grossman_nivasch.py")
            .display()
    );
    for format in ["text", "json", "junit", "markdown"] {
        let (code, out, err) = run(&right, format, &[]);
        assert_eq!(code, Some(0), "{format}: {out}{err}");
        assert!(
            !out.contains("::error") && !err.contains("::error"),
            "{format}: {out}{err}"
        );
    }

    // Outcome mode: the program's own word beside N and P.
    let (code, out, _) = run(
        "while read a b; do echo lose; done",
        "text",
        &["--outcome", "win,lose", "--no-edges"],
    );
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("the program wrote \"lose\" (--outcome's LOSE: P)"),
        "{out}"
    );
    let (code, _, err) = run(&right, "yaml", &[]);
    assert_eq!(code, Some(2), "{err}");
}
