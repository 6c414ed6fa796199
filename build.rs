//! Two things the binary carries from the folder it was built in, so that it needs none of it
//! afterwards:
//!
//! - the catalogue (`spec/*.toml`) and the published tables (`spec/tables/*.txt`), compiled in
//!   as text (`$OUT_DIR/embedded_spec.rs`, read by `spec::Catalogue::embedded`);
//! - the commit it is built from (`EUCLID_SPEC_COMMIT`), for `--version` and the reports: the
//!   short hash, "with uncommitted changes" when the files the crate is built from differ from
//!   it, the hash that `cargo package` recorded (`.cargo_vcs_info.json`) when built from a
//!   package, or "an unknown commit".
//!
//! It reads the clone and never writes to it (`git --no-optional-locks`: a plain `git status`
//! refreshes the index), and it runs again only when what it reports can have changed: the files
//! the crate is built from, `HEAD` or the branch it names. Not the index, which git rewrites when
//! nothing changed, so that a build after `git status` would compile the crate again.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

/// What the crate is built from, relative to the crate: what the build script watches and what
/// "with uncommitted changes" speaks of. `bench/` holds the Python baselines the binary embeds.
const SOURCES: &[&str] = &[
    "src",
    "spec",
    "bench",
    "build.rs",
    "Cargo.toml",
    "Cargo.lock",
];

fn git(dir: &Path, args: &[&str]) -> Option<String> {
    let out = Command::new("git")
        .arg("--no-optional-locks")
        .arg("-C")
        .arg(dir)
        .args(args)
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// Whether `dir` is the top of a git work tree of its own: a package unpacked inside another
/// repository (`cargo package`'s own build under `target/package/`, a vendored copy) must not
/// take that repository's commit, nor watch its files.
fn own_checkout(dir: &Path) -> bool {
    let top = git(dir, &["rev-parse", "--show-toplevel"]).map(PathBuf::from);
    top.is_some_and(|t| t.canonicalize().ok() == dir.canonicalize().ok())
}

/// The value of `"field": …` in the small JSON file `cargo package` writes (its `sha1` string,
/// its `dirty` boolean), read without a JSON parser: the build script has no dependencies.
fn packaged(text: &str, field: &str) -> Option<String> {
    let key = format!("\"{field}\"");
    let rest = &text[text.find(&key)? + key.len()..];
    let rest = rest.trim_start().strip_prefix(':')?.trim_start();
    let end = rest.find([',', '}', '\n']).unwrap_or(rest.len());
    Some(rest[..end].trim().trim_matches('"').to_string())
}

/// The commit, from git in a checkout, else from the hash `cargo package` wrote.
fn commit(dir: &Path, own: bool) -> String {
    if own
        && let Some(hash) = git(dir, &["rev-parse", "--short=12", "HEAD"]).filter(|h| !h.is_empty())
    {
        let mut status = vec!["status", "--porcelain", "--untracked-files=no", "--"];
        status.extend(SOURCES);
        let dirty = git(dir, &status).is_some_and(|s| !s.is_empty());
        return if dirty {
            format!("commit {hash} with uncommitted changes")
        } else {
            format!("commit {hash}")
        };
    }
    let info = std::fs::read_to_string(dir.join(".cargo_vcs_info.json")).unwrap_or_default();
    let sha1 = packaged(&info, "sha1")
        .filter(|h| !h.is_empty() && h.chars().all(|c| c.is_ascii_hexdigit()));
    match sha1 {
        Some(hash) => {
            let dirty = packaged(&info, "dirty").is_some_and(|d| d == "true");
            format!(
                "commit {} (packaged{})",
                &hash[..hash.len().min(12)],
                if dirty {
                    ", with uncommitted changes"
                } else {
                    ""
                }
            )
        }
        None => "an unknown commit".to_string(),
    }
}

/// The files of `dir` with this extension, sorted by name.
fn files(dir: &Path, extension: &str) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == extension))
                .collect()
        })
        .unwrap_or_default();
    found.sort();
    found
}

/// `pub const NAME: &[(&str, &str)]`: each file's name as the catalogue shows it (relative to
/// the crate, e.g. `spec/chl2011.toml`) and its text.
fn embed(out: &mut String, name: &str, root: &Path, paths: &[PathBuf]) {
    let _ = writeln!(out, "pub const {name}: &[(&str, &str)] = &[");
    for p in paths {
        let shown = p.strip_prefix(root).unwrap_or(p).display().to_string();
        let _ = writeln!(
            out,
            "    ({shown:?}, include_str!({:?})),",
            p.display().to_string()
        );
    }
    let _ = writeln!(out, "];");
}

fn main() {
    let dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into()));
    let own = own_checkout(&dir);
    println!("cargo:rustc-env=EUCLID_SPEC_COMMIT={}", commit(&dir, own));

    let spec = dir.join("spec");
    let catalogue = files(&spec, "toml");
    // Fail the build, not the first run, when the catalogue is not where the crate keeps it.
    assert!(
        !catalogue.is_empty(),
        "no catalogue file (*.toml) in {}: the binary compiles it in",
        spec.display()
    );
    let mut generated = String::from("// Generated by build.rs: the catalogue as compiled in.\n");
    embed(&mut generated, "CATALOGUE", &dir, &catalogue);
    embed(
        &mut generated,
        "TABLES",
        &dir,
        &files(&spec.join("tables"), "txt"),
    );
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    std::fs::write(out.join("embedded_spec.rs"), generated).expect("OUT_DIR is writable");

    // Asked again when the commit or what the crate is built from changes (a folder is watched
    // for its files' changes, and for files added or removed; paths that exist only: a missing
    // one would make every build run this again).
    let mut watched: Vec<PathBuf> = SOURCES.iter().map(|p| dir.join(p)).collect();
    if own {
        watched.extend(head_files(&dir));
    }
    for p in watched {
        if p.exists() {
            println!("cargo:rerun-if-changed={}", p.display());
        }
    }
}

/// The files whose change moves `HEAD`: `HEAD` itself (a checkout of another branch or commit)
/// and the branch it names, as a file of its own or in `packed-refs` (a commit, a reset, a
/// pull). In a worktree, `HEAD` is the worktree's and the branches are the repository's.
fn head_files(dir: &Path) -> Vec<PathBuf> {
    let absolute = |args: &[&str]| {
        git(dir, args)
            .filter(|p| !p.is_empty())
            .map(|p| dir.join(p))
    };
    let mut files = Vec::new();
    if let Some(git_dir) = absolute(&["rev-parse", "--git-dir"]) {
        files.push(git_dir.join("HEAD"));
    }
    if let Some(common) = absolute(&["rev-parse", "--git-common-dir"]) {
        if let Some(branch) = git(dir, &["symbolic-ref", "-q", "HEAD"]).filter(|b| !b.is_empty()) {
            files.push(common.join(branch));
        }
        files.push(common.join("packed-refs"));
    }
    files
}
