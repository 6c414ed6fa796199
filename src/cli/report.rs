//! `report`: `verify` with the same flags, then one self-contained HTML page in `--out DIR`
//! (`DIR/index.html`: summary, claims, errata ledger, pictures). The report writes two files,
//! the page and a marker, each beside its place and renamed into it when whole, and touches
//! nothing else in `DIR`; an `index.html` it did not write is never replaced.

use anyhow::{bail, Context};
use euclid_spec::catalogue::Catalogue;
use euclid_spec::picture::page::{self, FigureSizes};
use euclid_spec::report::html::{self, RunInfo};
use euclid_spec::report::Report;
use euclid_spec::run::{self, Options};
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

// The flags of `report` (its help is the command's doc comment, in `cli/mod.rs`).
#[derive(clap::Args)]
pub struct ReportArgs {
    #[command(flatten)]
    pub run: super::RunArgs,
    /// The directory to write (created; a report written before is replaced, any other
    /// non-empty directory refused).
    #[arg(long, value_name = "DIR")]
    pub out: std::path::PathBuf,
    /// The largest entry of the two-entry games' heat maps.
    #[arg(long, value_name = "N", default_value_t = 512, value_parser = super::positive, allow_negative_numbers = true)]
    pub picture_max: u64,
    /// The largest entry of the three-entry games' slices.
    #[arg(long, value_name = "N", default_value_t = 128, value_parser = super::positive, allow_negative_numbers = true)]
    pub slice_max: u64,
}

impl ReportArgs {
    /// Runs `report`.
    pub fn run(self, spec: Option<std::path::PathBuf>) -> anyhow::Result<ExitCode> {
        let options = self.run.options(spec.clone(), None, None);
        let catalogue = super::load(spec)?;
        run(
            &catalogue,
            &options,
            &self.out,
            self.picture_max,
            self.slice_max,
        )
    }
}

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
    check_writable(out)?;
    // The first missing directory at or above `out`, if any: removed again if the report fails,
    // so that a failed report leaves the folders as they were.
    let created = out
        .ancestors()
        .filter(|p| !p.as_os_str().is_empty() && !p.exists())
        .last()
        .map(Path::to_path_buf);
    std::fs::create_dir_all(out)
        .with_context(|| format!("--out {}: cannot create the directory", out.display()))?;
    remove_stale_partials(out);
    let result = build(catalogue, options, out, sizes, start);
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
    sizes: FigureSizes,
    start: Instant,
) -> anyhow::Result<ExitCode> {
    let suite = euclid_spec::run::Suite::new(catalogue, options)?;
    let (results, wall) = super::verify::execute(catalogue, &suite, options, false)?;
    let report = Report::of(&results, None).selected(run::selection_named(options));
    // The run's threads, capped at the cores as the run's were (it said so on stderr).
    let (asked, _) = run::threads_to_use(options.threads);
    let threads = asked.unwrap_or_else(|| rayon::current_num_threads().max(1));
    let pictures_start = Instant::now();
    let figures = match asked {
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
    let html = html::html(catalogue, &report, &info, &figures);
    // The marker first (it says the page beside it is a report's), then the page; each written
    // beside its place and renamed into it, so that no reader ever sees half a file. Nothing
    // else in the directory is touched.
    check_writable(out)?;
    replace(out, MARKER, MARKER_TEXT.as_bytes())?;
    replace(out, PAGE, html.as_bytes())?;
    let s = &report.summary;
    crate::out!(
        "report: {} ({} claims: {} hold, {} fail, {} skipped; {} unexpected; {} pictures; \
         {:.1} MiB) in {:.2}s (claims {:.2}s, pictures {:.2}s)",
        out.join(PAGE).display(),
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

/// The page a report writes.
const PAGE: &str = "index.html";
/// What the marker says.
const MARKER_TEXT: &str = "written by euclid-spec report: index.html and this file; \
                           a report replaces these two only\n";
/// The prefix of a file being written (`.NAME.partial-PID`), renamed into place when whole.
const PARTIAL: &str = ".partial-";

/// Writes `bytes` to `dir/name`: into `dir/.name.partial-PID` first, then renamed over
/// `dir/name` (atomic: a reader sees the old file or the new, never a part).
fn replace(dir: &Path, name: &str, bytes: &[u8]) -> anyhow::Result<()> {
    let partial = dir.join(format!(".{name}{PARTIAL}{}", std::process::id()));
    let written = std::fs::write(&partial, bytes)
        .with_context(|| format!("writing {}", partial.display()))
        .and_then(|()| {
            std::fs::rename(&partial, dir.join(name))
                .with_context(|| format!("moving {} into place", dir.join(name).display()))
        });
    if written.is_err() {
        let _ = std::fs::remove_file(&partial);
    }
    written
}

/// Removes the files a killed report left half-written in `dir` (`.index.html.partial-PID`,
/// `.euclid-spec-report.partial-PID`) whose process is gone, and the `DIR.partial-PID`
/// folders beside `dir` that earlier versions built the page in. Where there is no `/proc` to
/// ask whether a process lives, nothing is removed.
fn remove_stale_partials(dir: &Path) {
    let gone = |pid: &str| {
        pid.parse::<u32>().is_ok_and(|pid| {
            Path::new("/proc/self").exists() && !Path::new(&format!("/proc/{pid}")).exists()
        })
    };
    for name in [PAGE, MARKER] {
        let prefix = format!(".{name}{PARTIAL}");
        for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let file = entry.file_name();
            let Some(pid) = file.to_str().and_then(|f| f.strip_prefix(&prefix)) else {
                continue;
            };
            if gone(pid) && entry.file_type().is_ok_and(|t| t.is_file()) {
                let _ = std::fs::remove_file(entry.path());
            }
        }
    }
    // A folder an earlier version staged the page in: only one that holds nothing but a
    // report's two files.
    let (Some(parent), Some(name)) = (dir.parent(), dir.file_name().and_then(|n| n.to_str()))
    else {
        return;
    };
    let parent = if parent.as_os_str().is_empty() {
        Path::new(".")
    } else {
        parent
    };
    let prefix = format!("{name}{PARTIAL}");
    for entry in std::fs::read_dir(parent).into_iter().flatten().flatten() {
        let file = entry.file_name();
        let Some(pid) = file.to_str().and_then(|f| f.strip_prefix(&prefix)) else {
            continue;
        };
        let ours = std::fs::read_dir(entry.path()).is_ok_and(|entries| {
            entries.flatten().all(|e| {
                let n = e.file_name();
                n == PAGE || n == MARKER
            })
        });
        if gone(pid) && ours && entry.file_type().is_ok_and(|t| t.is_dir()) {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}

/// Refuses an `--out` that is a file or a symbolic link, the root directory, a directory that
/// holds a `.git`, and a non-empty directory that a report did not write (its marker file
/// absent), as `--help` says; in one a report wrote, it replaces its own two files and leaves
/// anything else there as it is.
fn check_writable(out: &Path) -> anyhow::Result<()> {
    // A folder to be made is named without `..` (`new/..` would make `new`, then write into
    // the folder above it).
    if !out.exists()
        && out
            .components()
            .any(|c| c == std::path::Component::ParentDir)
    {
        bail!(
            "--out {}: a directory to be made, named with `..`; name it without",
            out.display()
        );
    }
    // `..` and links resolved where the folder exists (`/tmp/..` is the root too).
    let absolute = std::fs::canonicalize(out)
        .or_else(|_| std::path::absolute(out))
        .unwrap_or_else(|_| out.to_path_buf());
    if absolute.parent().is_none() {
        bail!(
            "--out {}: the root directory; give an empty or new directory",
            out.display()
        );
    }
    let Ok(meta) = std::fs::symlink_metadata(out) else {
        return Ok(());
    };
    if meta.file_type().is_symlink() {
        bail!(
            "--out {}: a symbolic link; give the directory itself",
            out.display()
        );
    }
    if !meta.is_dir() {
        bail!(
            "--out {}: a file is there; the report is a directory",
            out.display()
        );
    }
    for name in [PAGE, MARKER] {
        if let Ok(m) = std::fs::symlink_metadata(out.join(name)) {
            if !m.is_file() {
                bail!(
                    "--out {}: {name} there is not a regular file; choose another directory",
                    out.display()
                );
            }
        }
    }
    if std::fs::symlink_metadata(out.join(".git")).is_ok() {
        bail!(
            "--out {}: it holds a .git (a repository or a worktree); give an empty or new \
             directory",
            out.display()
        );
    }
    if out.join(PAGE).exists() && !out.join(MARKER).exists() {
        bail!(
            "--out {}: its index.html is not a report of euclid-spec; choose another directory \
             (a report replaces only the index.html and {MARKER} it wrote, and leaves every \
             other file as it is)",
            out.display()
        );
    }
    // The half-written files of a report that was killed do not count (the run removes them).
    let ours = [PAGE, MARKER].map(|name| format!(".{name}{PARTIAL}"));
    let empty = std::fs::read_dir(out)
        .with_context(|| format!("--out {}: cannot read the directory", out.display()))?
        .flatten()
        .all(|e| {
            let name = e.file_name();
            let name = name.to_string_lossy();
            ours.iter().any(|p| name.starts_with(p.as_str()))
        });
    if !empty && !out.join(MARKER).exists() {
        bail!(
            "--out {}: a directory that is not empty and that no report wrote (no {MARKER} in \
             it); give an empty or new directory",
            out.display()
        );
    }
    Ok(())
}

/// The commit the binary was built from (`build.rs` asks git at build time).
fn commit() -> String {
    format!("built from {}", env!("EUCLID_SPEC_COMMIT"))
}

/// The command line of this run, with the program named as the user ran it and each word
/// quoted for a POSIX shell when it holds anything but plain characters (a word that is not
/// UTF-8 shown with U+FFFD where its bytes are not).
fn command_line() -> String {
    let mut words = vec![euclid_spec::vocab::invocation::command().to_string()];
    for a in std::env::args_os().skip(1) {
        words.push(euclid_spec::vocab::invocation::shell_word(
            &a.to_string_lossy(),
        ));
    }
    words.join(" ")
}
