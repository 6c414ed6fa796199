//! What the tests share: the catalogue, the one run of it at the default bounds, the binary and
//! its output, scratch folders, a copy of the catalogue to corrupt, and the solvers' small
//! tables the properties compare the closed forms with.

use euclid_spec::catalogue::Catalogue;
use euclid_spec::checks::differential::{self, GAMES};
use euclid_spec::claims::Truth;
use euclid_spec::run::{self, ClaimResult, Options};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

/// The repository's root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The fixture catalogue of the golden tests: eight entries copied from `spec/`, one of each
/// kind a report shows (see `golden.rs`).
pub fn fixture_dir() -> PathBuf {
    root().join("tests/fixtures/catalogue")
}

/// `--claim ID` for each entry of the fixture catalogue, in its files' order: a catalogue that
/// lacks entries of compiled predicates runs only with its claims named.
pub fn fixture_claims() -> Vec<String> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(fixture_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    let mut v = Vec::new();
    for file in files {
        for line in std::fs::read_to_string(file).unwrap().lines() {
            if let Some(id) = line
                .strip_prefix("id = \"")
                .and_then(|s| s.strip_suffix('"'))
            {
                v.extend(["--claim".to_string(), id.to_string()]);
            }
        }
    }
    assert_eq!(v.len(), 2 * 8, "the fixture's eight entries");
    v
}

/// The repository's catalogue folder, `spec/`.
pub fn spec_dir() -> PathBuf {
    root().join("spec")
}

/// The catalogue, loaded from `spec/` (the tests hold the folder and the copy compiled into
/// the binary to be the same).
pub fn catalogue() -> &'static Catalogue {
    static CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
    CATALOGUE.get_or_init(|| Catalogue::load_dir(&spec_dir()).expect("the catalogue loads"))
}

/// The threads of [`whole_run`]: more than a CI machine may have cores, so that chunks and
/// claims interleave.
pub const WHOLE_RUN_THREADS: usize = 4;

/// Every claim at its default bound, on [`WHOLE_RUN_THREADS`] threads: run once per test
/// process, the first time a test asks, and read by every test that needs the whole run (the
/// expected verdicts, the snapshot of every verdict, one thread against several).
pub fn whole_run() -> &'static [ClaimResult<'static>] {
    static RUN: OnceLock<Vec<ClaimResult<'static>>> = OnceLock::new();
    RUN.get_or_init(|| {
        let options = Options {
            threads: Some(WHOLE_RUN_THREADS),
            ..Options::default()
        };
        run::run(catalogue(), &options, |_| {}).expect("the catalogue runs")
    })
}

/// The binary's path, as the commands it prints name it when run by that path.
pub const BINARY: &str = env!("CARGO_BIN_EXE_euclid-spec");

/// The binary as a user runs it: by its path, not under cargo (whose variables this test
/// process has, and would pass on), and without a claim filter or catalogue folder in the
/// environment.
pub fn binary() -> Command {
    let mut c = Command::new(BINARY);
    c.env_remove("EUCLID_SPEC_CLAIMS")
        .env_remove("EUCLID_SPEC_DIR")
        .env_remove("CARGO")
        .env_remove("CARGO_PKG_NAME");
    if let Some(path) = path_with_python() {
        c.env("PATH", path);
    }
    c
}

/// `PATH` with the folder of the interpreter that `python3` runs put first, when `python3` is
/// a version manager's shim: pyenv's costs a tenth of a second at every start, and the programs
/// `check` runs here are Python scripts, one a position under `--protocol each`. The same
/// interpreter, found sooner; `None` (the `PATH` as it is) where there is no `python3`.
fn path_with_python() -> Option<&'static std::ffi::OsString> {
    static PATH: OnceLock<Option<std::ffi::OsString>> = OnceLock::new();
    PATH.get_or_init(|| {
        let out = Command::new("python3")
            .args(["-c", "import sys; print(sys.executable)"])
            .output()
            .ok()
            .filter(|o| o.status.success())?;
        let interpreter = PathBuf::from(String::from_utf8(out.stdout).ok()?.trim());
        let dir = interpreter.parent()?;
        if !dir.join("python3").is_file() {
            return None;
        }
        let mut paths = vec![dir.to_path_buf()];
        paths.extend(std::env::split_paths(&std::env::var_os("PATH")?));
        std::env::join_paths(paths).ok()
    })
    .as_ref()
}

/// The binary run with `args`.
pub fn run(args: &[&str]) -> Output {
    binary().args(args).output().unwrap()
}

/// Standard output and standard error, as text.
pub fn text(o: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// The binary run with `args`: it exits with `code`, does not panic, and says `needle` (on
/// either stream); both streams, as text.
pub fn expect(args: &[&str], code: i32, needle: &str) -> String {
    let o = run(args);
    let (out, err) = text(&o);
    assert_eq!(
        o.status.code(),
        Some(code),
        "{args:?}\nstdout: {out}\nstderr: {err}"
    );
    assert!(!err.contains("panicked"), "{args:?} panicked: {err}");
    let both = format!("{out}{err}");
    assert!(
        both.contains(needle),
        "{args:?}: expected `{needle}` in\n{both}"
    );
    both
}

/// An empty scratch folder of this process, named for the test.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("euclid-spec-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Nothing but the asked entries in `dir` (no staging directory or partial file left behind).
pub fn only(dir: &Path, names: &[&str]) {
    let mut found: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    found.sort();
    let mut want: Vec<String> = names.iter().map(|s| s.to_string()).collect();
    want.sort();
    assert_eq!(found, want, "in {}", dir.display());
}

/// A copy of the catalogue (its files and tables) in `to`.
pub fn copy_spec(to: &Path) {
    std::fs::create_dir_all(to.join("tables")).unwrap();
    for entry in std::fs::read_dir(spec_dir())
        .unwrap()
        .chain(std::fs::read_dir(spec_dir().join("tables")).unwrap())
    {
        let p = entry.unwrap().path();
        if p.is_file() {
            let rel = p.strip_prefix(spec_dir()).unwrap();
            std::fs::copy(&p, to.join(rel)).unwrap();
        }
    }
}

/// Pretends, in the copied catalogue `dir`, that a printed statement that fails
/// (`ho2014/proposition-straffin`) was expected to hold (its correction no longer says it
/// corrects it: the loader refuses a correction of an entry that holds): the file's new text,
/// and the line of the entry's id.
pub fn expect_straffin_to_hold(dir: &Path) -> (String, usize) {
    let path = dir.join("ho2014.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    let start = text.find("id = \"ho2014/proposition-straffin\"").unwrap();
    let (head, tail) = text.split_at(start);
    // Within the entry (up to its first example): expected to hold, no counterexample.
    let end = tail.find("\n[[").unwrap_or(tail.len());
    let entry: String = tail[..end]
        .lines()
        .filter(|l| !l.starts_with("counterexample = "))
        .map(|l| {
            if l == "expected = \"fails\"" {
                "expected = \"holds\"\n".to_string()
            } else {
                format!("{l}\n")
            }
        })
        .collect();
    let changed = format!("{head}{}{}", entry.trim_end_matches('\n'), &tail[end..]);
    let changed = changed.replacen("corrects = \"ho2014/proposition-straffin\"\n", "", 1);
    assert_ne!(text, changed);
    std::fs::write(&path, &changed).unwrap();
    (changed, head.lines().count())
}

/// A JSON report of `verify` without its timings.
pub fn without_timings(report: &str) -> serde_json::Value {
    let mut v: serde_json::Value = serde_json::from_str(report).unwrap();
    for c in v["claims"].as_array_mut().unwrap() {
        c.as_object_mut().unwrap().remove("seconds");
    }
    v
}

/// The largest entry of the properties' positions checked against the solvers.
pub const SMALL: u64 = 160;

/// Solver values for the three two-entry games up to [`SMALL`], built once.
pub fn truths() -> &'static [Truth] {
    static T: OnceLock<Vec<Truth>> = OnceLock::new();
    T.get_or_init(|| {
        GAMES
            .iter()
            .map(|&g| Truth::build(g, false, SMALL).expect("small tables build"))
            .collect()
    })
}

/// The closed forms agree with each other, and with the solvers' value when `with_truth`.
pub fn engines_agree(
    a: u64,
    b: u64,
    with_truth: bool,
) -> Result<(), euclid_spec::checks::Mismatch> {
    for (i, game) in GAMES.iter().enumerate() {
        if with_truth && truths()[i].reference(a, b).is_some() {
            truths()[i]
                .value(a, b)
                .map_err(|f| euclid_spec::checks::Mismatch::new("truth", format!("{game}: {f}")))?;
        }
    }
    differential::engines_agree(a, b, |game| {
        let i = GAMES.iter().position(|&g| g == game)?;
        with_truth.then(|| truths()[i].value(a, b).ok()).flatten()
    })
}

/// Each test case of a JUnit document, read by an XML parser (Python's `xml.etree`, which the
/// tests need anyway for the programs `check` runs): its name, and its failure's message if it
/// fails. Panics when the document is not well-formed XML.
pub fn junit_cases(xml: &str) -> Vec<(String, Option<String>)> {
    use std::io::Write;
    const READ: &str = "import json, sys, xml.etree.ElementTree as ET\n\
        root = ET.fromstring(sys.stdin.buffer.read())\n\
        for case in root.iter('testcase'):\n\
        \x20   failure = case.find('failure')\n\
        \x20   message = None if failure is None else failure.get('message', '')\n\
        \x20   print(json.dumps([case.get('name', ''), message]))\n";
    let mut child = Command::new("python3")
        .args(["-S", "-c", READ])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("python3 runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(xml.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "not well-formed XML: {}\n{xml}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).expect("the reader's JSON line"))
        .collect()
}

/// Whether a process with `tag` in its command line is running (`pgrep -f`; false where there
/// is no pgrep).
pub fn running(tag: &str) -> bool {
    Command::new("pgrep")
        .args(["-f", tag])
        .output()
        .map(|o| !o.stdout.is_empty())
        .unwrap_or(false)
}

/// Whether a process with `tag` in its command line is still there after up to 10 s (a killed
/// process can take a moment to go on a loaded machine; one left running stays).
pub fn still_running(tag: &str) -> bool {
    (0..100).all(|_| {
        let there = running(tag);
        if there {
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        there
    })
}

/// Whether `pat` occurs in the Markdown `md` without a backslash before it: read as Markdown,
/// not as the text it shows.
pub fn unescaped(md: &str, pat: &str) -> bool {
    md.match_indices(pat)
        .any(|(i, _)| i == 0 || md.as_bytes()[i - 1] != b'\\')
}

/// Fails when a line of `texts` starts with `prefix` (a CI runner executes a printed line that
/// starts `::warning::` or `::error::`); `context` names the run.
pub fn assert_no_line_starts_with(prefix: &str, texts: &[&str], context: &str) {
    for line in texts.iter().flat_map(|t| t.lines()) {
        assert!(!line.starts_with(prefix), "{context}: {line}");
    }
}
