//! Records the commit the binary is built from (`EUCLID_SPEC_COMMIT`), for the reports: the
//! short hash, "with uncommitted changes" when the tracked files differ from it, or "an unknown
//! commit" outside a git checkout.

use std::path::Path;
use std::process::Command;

fn git(dir: &str, args: &[&str]) -> Option<String> {
    let out = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(args)
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
}

fn main() {
    let dir = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into());
    let commit = match git(&dir, &["rev-parse", "--short=12", "HEAD"]) {
        Some(hash) if !hash.is_empty() => {
            let dirty = git(&dir, &["status", "--porcelain", "--untracked-files=no"])
                .is_some_and(|s| !s.is_empty());
            if dirty {
                format!("commit {hash} with uncommitted changes")
            } else {
                format!("commit {hash}")
            }
        }
        _ => "an unknown commit".to_string(),
    };
    println!("cargo:rustc-env=EUCLID_SPEC_COMMIT={commit}");
    // Asked again when the commit or the tracked sources change (paths that exist only: a
    // missing one would make every build run this again).
    let mut watched = vec![
        "src".to_string(),
        "spec".to_string(),
        "Cargo.toml".to_string(),
    ];
    if let Some(git_dir) = git(&dir, &["rev-parse", "--absolute-git-dir"]) {
        for f in ["HEAD", "index", "refs/heads"] {
            watched.push(format!("{git_dir}/{f}"));
        }
    }
    for w in watched {
        let p = if Path::new(&w).is_absolute() {
            Path::new(&w).to_path_buf()
        } else {
            Path::new(&dir).join(&w)
        };
        if p.exists() {
            println!("cargo:rerun-if-changed={}", p.display());
        }
    }
}
