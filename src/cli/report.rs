//! `report`: `verify` with the same flags, then one self-contained HTML page in `--out DIR`
//! (`DIR/index.html`: summary, claims, errata ledger, pictures). The page is built in a
//! directory beside `DIR` and moved into place only when whole; a directory that is not a report
//! written before is never replaced.

use anyhow::{bail, Context};
use euclid_spec::page::{self, FigureSizes, RunInfo};
use euclid_spec::report::Report;
use euclid_spec::runner::{self, Options};
use euclid_spec::spec::Catalogue;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

/// The file that marks a directory as a report `report` wrote (and may replace).
pub const MARKER: &str = ".euclid-spec-report";

pub fn run(
    catalogue: &Catalogue,
    options: &Options,
    out: &Path,
    picture_max: u64,
    slice_max: u64,
) -> anyhow::Result<ExitCode> {
    let start = Instant::now();
    let sizes = FigureSizes {
        pairs: picture_max,
        slices: slice_max,
        ..FigureSizes::default()
    };
    sizes.check()?;
    check_replaceable(out)?;
    // Where the page is built, beside the asked directory: a failure (or an interrupt) leaves
    // at most this, never a half-written DIR.
    // The first missing directory above `out`, if any: removed again if the report fails.
    let created = out
        .ancestors()
        .skip(1)
        .filter(|p| !p.as_os_str().is_empty() && !p.exists())
        .last()
        .map(Path::to_path_buf);
    let result = staging_dir(out).and_then(|staging| {
        let built = build(catalogue, options, out, &staging, sizes, start);
        if built.is_err() {
            let _ = std::fs::remove_dir_all(&staging);
        }
        built
    });
    if result.is_err() {
        if let Some(dir) = created {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
    result
}

fn build(
    catalogue: &Catalogue,
    options: &Options,
    out: &Path,
    staging: &Path,
    sizes: FigureSizes,
    start: Instant,
) -> anyhow::Result<ExitCode> {
    let (results, wall) = super::verify::execute(catalogue, options, false)?;
    let report = Report::of(&results, None).selected(runner::selection_named(options));
    let threads = options
        .threads
        .unwrap_or_else(|| rayon::current_num_threads().max(1));
    let pictures_start = Instant::now();
    let figures = match options.threads {
        Some(t) => rayon::ThreadPoolBuilder::new()
            .num_threads(t)
            .build()
            .context("starting the worker threads")?
            .install(|| page::figures(sizes)),
        None => page::figures(sizes),
    }?;
    let pictures = pictures_start.elapsed();
    let info = RunInfo {
        version: env!("CARGO_PKG_VERSION").to_string(),
        commit: commit(),
        seconds: wall.as_secs_f64(),
        picture_seconds: pictures.as_secs_f64(),
        command: command_line(),
        threads,
    };
    let html = page::html(catalogue, &report, &info, &figures);
    std::fs::write(staging.join("index.html"), &html)
        .with_context(|| format!("writing {}", staging.join("index.html").display()))?;
    std::fs::write(staging.join(MARKER), "written by euclid-spec report\n")
        .with_context(|| format!("writing {}", staging.join(MARKER).display()))?;
    // Into place: a report written before is replaced, anything else was refused above.
    check_replaceable(out)?;
    if out.exists() {
        std::fs::remove_dir_all(out)
            .with_context(|| format!("removing the previous report {}", out.display()))?;
    }
    std::fs::rename(staging, out)
        .with_context(|| format!("moving the report into {}", out.display()))?;
    let s = &report.summary;
    crate::out!(
        "report: {} ({} claims: {} hold, {} fail, {} skipped; {} unexpected; {} pictures; \
         {:.1} MiB) in {:.2}s (claims {:.2}s, pictures {:.2}s)",
        out.join("index.html").display(),
        s.claims,
        s.holds,
        s.fails,
        s.skipped,
        s.unexpected,
        figures.len(),
        html.len() as f64 / (1 << 20) as f64,
        start.elapsed().as_secs_f64(),
        wall.as_secs_f64(),
        pictures.as_secs_f64()
    );
    Ok(if s.unexpected == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Refuses an `--out` that is a file or a symbolic link, or a non-empty directory that no report
/// wrote.
fn check_replaceable(out: &Path) -> anyhow::Result<()> {
    let Ok(meta) = std::fs::symlink_metadata(out) else {
        return Ok(());
    };
    if meta.file_type().is_symlink() {
        bail!(
            "--out {}: a symbolic link; give the directory itself",
            out.display()
        );
    }
    if !out.is_dir() {
        bail!(
            "--out {}: a file is there; the report is a directory",
            out.display()
        );
    }
    let mut entries =
        std::fs::read_dir(out).with_context(|| format!("reading --out {}", out.display()))?;
    let empty = entries.next().is_none();
    if !empty && !out.join(MARKER).exists() {
        bail!(
            "--out {}: the directory holds files that are not a report of euclid-spec; \
             choose another directory (a report written before is replaced)",
            out.display()
        );
    }
    Ok(())
}

/// A new directory beside `out`, where the page is built.
fn staging_dir(out: &Path) -> anyhow::Result<PathBuf> {
    let name = out
        .file_name()
        .with_context(|| format!("--out {}: not a directory name", out.display()))?;
    let parent = match out.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    std::fs::create_dir_all(&parent).with_context(|| {
        format!(
            "--out {}: cannot create {}",
            out.display(),
            parent.display()
        )
    })?;
    let mut staged = name.to_os_string();
    staged.push(format!(".partial-{}", std::process::id()));
    let staging = parent.join(staged);
    std::fs::create_dir(&staging).with_context(|| {
        format!(
            "--out {}: cannot write in {}",
            out.display(),
            parent.display()
        )
    })?;
    Ok(staging)
}

/// The commit the binary was built from (`build.rs` asks git at build time).
fn commit() -> String {
    format!("built from {}", env!("EUCLID_SPEC_COMMIT"))
}

/// The command line of this run, with the program named as the user ran it and each word
/// quoted for a POSIX shell when it holds anything but plain characters (a word that is not
/// UTF-8 shown with U+FFFD where its bytes are not).
fn command_line() -> String {
    let mut words = vec![euclid_spec::invocation::command().to_string()];
    for a in std::env::args_os().skip(1) {
        words.push(euclid_spec::invocation::shell_word(&a.to_string_lossy()));
    }
    words.join(" ")
}
